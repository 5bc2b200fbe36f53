// Emulated FP8 (E4M3, OCP "fn" flavour: bias 7, no infinities, max 448) for attention scores.
//   fp8_e4m3_quant_rows   per-row dynamic quantisation: one block per row (grid-stride), abs-max by
//                         warp shuffles then per-warp partials in shared memory, scale so the row
//                         maximum maps to 448, round-to-nearest-even encode by hand (frexpf,
//                         rintf, subnormals, saturation), dequantisation factor written per row.
//   attn_scores_fp8       S = (Q K^T) * sq_i * sk_j * softmax_scale from FP8 bytes: a 256-entry
//                         decode table built in shared memory per block, Q and K tiles (block
//                         rows x CH bytes) decoded into shared floats chunk by chunk over the head
//                         dimension with barriers, fp32 accumulation, optional causal mask
//                         (bottom-right aligned) written as -inf; the tile is the block shape.
// launch: fp8_e4m3_quant_rows block 128, grid rows; attn_scores_fp8 block 16x16,
//         grid ceil(nk/16) x ceil(nq/16)
#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>

#define E4M3_MAX 448.f

static __device__ __forceinline__ unsigned char e4m3_encode(float v) {
  unsigned char sign = 0;
  if (v < 0.f) {
    sign = 0x80;
    v = -v;
  }
  if (!(v == v))
    return 0x7F; // NaN
  v = fminf(v, E4M3_MAX);
  if (v < 0.015625f) { // below 2^-6: subnormal, step 2^-9
    const int m = (int)rintf(v * 512.f); // 0..8; 8 is the smallest normal (code 8)
    return sign | (unsigned char)m;
  }
  int e;
  const float fr = frexpf(v, &e); // v = fr * 2^e, fr in [0.5, 1)
  int m = (int)rintf((fr * 2.f - 1.f) * 8.f);
  int be = e - 1 + 7;
  if (m == 8) {
    m = 0;
    ++be;
  }
  int code = (be << 3) | m;
  code = min(code, 0x7E); // saturate to 448
  return sign | (unsigned char)code;
}

static __device__ __forceinline__ float e4m3_decode(unsigned b) {
  const unsigned e = (b >> 3) & 15u, m = b & 7u;
  float v;
  if ((b & 0x7Fu) == 0x7Fu)
    v = NAN;
  else if (e == 0)
    v = ldexpf((float)m, -9);
  else
    v = ldexpf(1.f + m * 0.125f, (int)e - 7);
  return (b & 0x80u) ? -v : v;
}

extern "C" __global__ void __launch_bounds__(1024)
fp8_e4m3_quant_rows(const float *__restrict__ x, unsigned char *__restrict__ q, float *__restrict__ dequant,
                    int rows, int cols) {
  __shared__ float s_part[32];
  __shared__ float s_amax;
  const int lane = threadIdx.x & 31, wid = threadIdx.x >> 5;
  const int nwarps = (blockDim.x + 31) >> 5;
  for (int r = blockIdx.x; r < rows; r += gridDim.x) {
    const float *row = x + (size_t)r * cols;
    float amax = 0.f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
      amax = fmaxf(amax, fabsf(row[c]));
#pragma unroll
    for (int off = 16; off > 0; off >>= 1)
      amax = fmaxf(amax, __shfl_xor_sync(0xffffffffu, amax, off));
    if (lane == 0)
      s_part[wid] = amax;
    __syncthreads();
    if (threadIdx.x == 0) {
      float m = 0.f;
      for (int w = 0; w < nwarps; ++w)
        m = fmaxf(m, s_part[w]);
      s_amax = m;
    }
    __syncthreads();
    const float a = s_amax;
    const float scale = a > 0.f ? E4M3_MAX / a : 1.f;
    unsigned char *qrow = q + (size_t)r * cols;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
      qrow[c] = e4m3_encode(row[c] * scale);
    if (threadIdx.x == 0)
      dequant[r] = 1.f / scale;
    __syncthreads(); // s_part / s_amax are reused by the next row
  }
}

#define CH 16
#define MAXT 256

extern "C" __global__ void __launch_bounds__(MAXT)
attn_scores_fp8(const unsigned char *__restrict__ q, const float *__restrict__ q_deq,
                const unsigned char *__restrict__ k, const float *__restrict__ k_deq, float *__restrict__ S, int nq,
                int nk, int d, float softmax_scale, int causal) {
  __shared__ float s_lut[256];
  __shared__ float s_q[MAXT][CH + 1];
  __shared__ float s_k[MAXT][CH + 1];
  const int tid = threadIdx.y * blockDim.x + threadIdx.x;
  const int nthreads = blockDim.x * blockDim.y;
  for (int b = tid; b < 256; b += nthreads)
    s_lut[b] = e4m3_decode((unsigned)b);
  const int row0 = blockIdx.y * blockDim.y, col0 = blockIdx.x * blockDim.x;
  float acc = 0.f;
  for (int d0 = 0; d0 < d; d0 += CH) {
    __syncthreads(); // LUT ready / previous chunk consumed
    for (int t = tid; t < blockDim.y * CH; t += nthreads) {
      const int rr = t / CH, c = t % CH;
      const int gi = row0 + rr, dd = d0 + c;
      s_q[rr][c] = (gi < nq && dd < d) ? s_lut[q[(size_t)gi * d + dd]] : 0.f;
    }
    for (int t = tid; t < blockDim.x * CH; t += nthreads) {
      const int rr = t / CH, c = t % CH;
      const int gj = col0 + rr, dd = d0 + c;
      s_k[rr][c] = (gj < nk && dd < d) ? s_lut[k[(size_t)gj * d + dd]] : 0.f;
    }
    __syncthreads();
#pragma unroll
    for (int c = 0; c < CH; ++c)
      acc += s_q[threadIdx.y][c] * s_k[threadIdx.x][c];
  }
  const int i = row0 + threadIdx.y, j = col0 + threadIdx.x;
  if (i >= nq || j >= nk)
    return;
  float s = acc * q_deq[i] * k_deq[j] * softmax_scale;
  if (causal && j > i + (nk - nq))
    s = -INFINITY;
  S[(size_t)i * nk + j] = s;
}
