// nf4_bf16.cu
//
// 4-bit NormalFloat (NF4) block-wise weight quantisation and a fused
// dequantise + GEMV for bf16 activations (LLM weight-only quantisation).
// Codebook and decision midpoints live in __constant__ memory; bf16 values are
// widened to float for all arithmetic and rounded back to bf16 with explicit
// round-to-nearest-even bit manipulation.
//
//  nf4_quantize_blockwise : one warp per 64-value block (two bf16 per lane,
//                           loaded as __nv_bfloat162); absmax by xor-shuffle
//                           reduction, nearest code by a 4-step branch-free
//                           search over the midpoints, two nibbles packed per
//                           byte.  Launch: 1D, blockDim % 32 == 0, warps >= n/64.
//  nf4_gemv_bf16          : y = W x + b.  One warp per output row; each lane
//                           dequantises 8 weights per step from one 32-bit
//                           word of nibbles, reads 8 bf16 activations with a
//                           16-byte load, accumulates in float; shuffle
//                           reduction; bf16 output.  Launch: 1D, blockDim % 32
//                           == 0, warps >= M; K multiple of 8.
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <stdint.h>

#define NF4_BLOCK 64

__constant__ float c_nf4_code[16] = {
    -1.0f, -0.6961928010f, -0.5250730515f, -0.3949174881f,
    -0.2844413817f, -0.1848079711f, -0.0910500362f, 0.0f,
    0.0795802996f, 0.1609302014f, 0.2461123019f, 0.3379152417f,
    0.4407098293f, 0.5626170039f, 0.7229568362f, 1.0f};

// midpoints between consecutive codes (index i: between code i and i+1),
// padded to 16 entries so the search can index without bounds checks
__constant__ float c_nf4_mid[16] = {
    -0.8480964005f, -0.6106329262f, -0.4599952698f, -0.3396794349f,
    -0.2346246764f, -0.1379290037f, -0.0455250181f, 0.0397901498f,
    0.1202552505f, 0.2035212517f, 0.2920137718f, 0.3893125355f,
    0.5016634166f, 0.6427869201f, 0.8614784181f, 2.0f};

__device__ __forceinline__ __nv_bfloat16 float_to_bf16_rne(float f)
{
    uint32_t u = __float_as_uint(f);
    if ((u & 0x7fffffffu) > 0x7f800000u) return __ushort_as_bfloat16((unsigned short)0x7fc0u);
    u += 0x7fffu + ((u >> 16) & 1u);
    return __ushort_as_bfloat16((unsigned short)(u >> 16));
}

__device__ __forceinline__ float bf16_bits_to_float(uint32_t bits16)
{
    return __uint_as_float(bits16 << 16);
}

// number of midpoints strictly below x == index of nearest code
__device__ __forceinline__ uint32_t nf4_encode(float x)
{
    uint32_t i = 0;
    i += (c_nf4_mid[i + 7] < x) ? 8u : 0u;
    i += (c_nf4_mid[i + 3] < x) ? 4u : 0u;
    i += (c_nf4_mid[i + 1] < x) ? 2u : 0u;
    i += (c_nf4_mid[i] < x) ? 1u : 0u;
    return i;
}

extern "C" __global__ void nf4_quantize_blockwise(const __nv_bfloat162* __restrict__ w, int n,
                                                  uint8_t* __restrict__ packed,
                                                  float* __restrict__ absmax)
{
    const int blk = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
    const int lane = threadIdx.x & 31;
    const int nblk = n / NF4_BLOCK;
    if (blk >= nblk) return;  // warp-uniform

    const float2 v = __bfloat1622float2(w[blk * (NF4_BLOCK / 2) + lane]);
    float m = fmaxf(fabsf(v.x), fabsf(v.y));
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, off));
    if (!(m < 3.0e38f)) m = 3.0e38f;

    const float inv = m > 0.0f ? 1.0f / m : 0.0f;
    const uint32_t lo = nf4_encode(v.x * inv);
    const uint32_t hi = nf4_encode(v.y * inv);
    packed[blk * (NF4_BLOCK / 2) + lane] = (uint8_t)(lo | (hi << 4));
    if (lane == 0) absmax[blk] = m;
}

extern "C" __global__ void nf4_gemv_bf16(const uint32_t* __restrict__ wq,     // M*K/8 words
                                         const float* __restrict__ absmax,    // M*K/64
                                         const uint4* __restrict__ x,         // K bf16
                                         const __nv_bfloat16* __restrict__ bias,
                                         int M, int K,
                                         __nv_bfloat16* __restrict__ y)
{
    const int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
    const int lane = threadIdx.x & 31;
    if (row >= M) return;
    const int K8 = K & ~7;

    float acc = 0.0f;
    for (int c = lane * 8; c < K8; c += 32 * 8) {
        const size_t e = (size_t)row * K8 + c;      // element index of the first weight
        const uint32_t nib = __ldg(&wq[e >> 3]);
        float s = __ldg(&absmax[e / NF4_BLOCK]);
        s = (fabsf(s) < 3.0e38f) ? s : 0.0f;
        const uint4 xv = __ldg(&x[c >> 3]);
        const uint32_t xw[4] = {xv.x, xv.y, xv.z, xv.w};
        float part = 0.0f;
#pragma unroll
        for (int j = 0; j < 4; ++j) {
            const float w0 = c_nf4_code[(nib >> (8 * j)) & 0xfu];
            const float w1 = c_nf4_code[(nib >> (8 * j + 4)) & 0xfu];
            const float x0 = bf16_bits_to_float(xw[j] & 0xffffu);
            const float x1 = bf16_bits_to_float(xw[j] >> 16);
            part = fmaf(w0, x0, part);
            part = fmaf(w1, x1, part);
        }
        acc = fmaf(part, s, acc);
    }
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) acc += __shfl_xor_sync(0xffffffffu, acc, off);
    if (lane == 0) y[row] = float_to_bf16_rne(acc + __bfloat162float(bias[row]));
}
