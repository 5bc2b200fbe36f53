// xnor_bnn.cu
//
// Binary neural network (XNOR-Net style) layer primitives.
//
//  bnn_binarize_pack : one warp per activation row.  32 consecutive floats are
//                      turned into one sign word with __ballot_sync; the
//                      row scale alpha = mean |x| is reduced with xor
//                      shuffles.  Launch: 1D, blockDim % 32 == 0, warps >= M.
//  bnn_xnor_gemm     : one warp per (row, 32-output tile), lane = output
//                      channel.  Lanes cooperatively load 32 activation words
//                      and broadcast them with __shfl_sync; each lane XORs with
//                      its transposed weight word, __popc accumulates the
//                      Hamming distance (tail word masked).  The scaled dot
//                      product is written, then a per-channel threshold
//                      (folded batch-norm) binarises the output again: the
//                      ballot of the 32 lanes is the packed input word of the
//                      next layer, and __reduce_add_sync counts firing
//                      channels for a per-row activity statistic.
//                      Launch: 1D, blockDim % 32 == 0, warps >= M * N/32.
#include <cuda_runtime.h>
#include <stdint.h>

extern "C" __global__ void bnn_binarize_pack(const float* __restrict__ x, int M, int K,
                                             uint32_t* __restrict__ packed,   // [M][KW]
                                             float* __restrict__ alpha)
{
    const int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
    const int lane = threadIdx.x & 31;
    if (row >= M) return;
    const int KW = (K + 31) >> 5;
    const float* xr = x + (size_t)row * K;

    float asum = 0.0f;
    for (int w = 0; w < KW; ++w) {
        const int col = w * 32 + lane;
        float v = col < K ? __ldg(&xr[col]) : -1.0f;
        if (v != v) v = -1.0f;                       // NaN -> "negative"
        const unsigned bits = __ballot_sync(0xffffffffu, v >= 0.0f);
        if (col < K) asum += fminf(fabsf(v), 1e30f);
        if (lane == 0) packed[(size_t)row * KW + w] = bits;   // padding lanes contribute 0 bits
    }
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) asum += __shfl_xor_sync(0xffffffffu, asum, off);
    if (lane == 0) alpha[row] = K > 0 ? asum / (float)K : 0.0f;
}

extern "C" __global__ void bnn_xnor_gemm(const uint32_t* __restrict__ a_packed,  // [M][KW]
                                         const float* __restrict__ a_alpha,      // [M]
                                         const uint32_t* __restrict__ wT,        // [KW][N]
                                         const float* __restrict__ w_alpha,      // [N]
                                         const float* __restrict__ thresh,       // [N]
                                         int M, int N, int K,
                                         float* __restrict__ y,                  // [M][N]
                                         uint32_t* __restrict__ y_packed,        // [M][N/32]
                                         unsigned* __restrict__ row_active)      // [M]
{
    const int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
    const int lane = threadIdx.x & 31;
    const int ntile = N >> 5;                 // N is a multiple of 32
    if (ntile <= 0 || warp >= M * ntile) return;
    const int row = warp / ntile, tile = warp % ntile;
    const int o = tile * 32 + lane;
    const int KW = (K + 31) >> 5;
    const uint32_t tail_mask = (K & 31) ? ((1u << (K & 31)) - 1u) : 0xffffffffu;

    const uint32_t* ar = a_packed + (size_t)row * KW;
    int ham = 0;
    for (int base = 0; base < KW; base += 32) {
        const int nw = min(32, KW - base);
        const uint32_t mine = lane < nw ? __ldg(&ar[base + lane]) : 0u;
        for (int j = 0; j < 32; ++j) {
            if (j >= nw) break;           // warp-uniform early exit on the last chunk
            const uint32_t aw = __shfl_sync(0xffffffffu, mine, j);
            uint32_t d = aw ^ __ldg(&wT[(size_t)(base + j) * N + o]);
            if (base + j == KW - 1) d &= tail_mask;
            ham += __popc(d);
        }
    }
    float sa = a_alpha[row], sw = w_alpha[o];
    sa = (fabsf(sa) < 1e30f) ? sa : 0.0f;
    sw = (fabsf(sw) < 1e30f) ? sw : 0.0f;
    const float dot = (float)(K - 2 * ham) * sa * sw;
    y[(size_t)row * N + o] = dot;

    float th = thresh[o];
    th = (th == th) ? th : 0.0f;
    const bool fire = dot > th;
    const unsigned word = __ballot_sync(0xffffffffu, fire);
    const unsigned nfire = __reduce_add_sync(0xffffffffu, fire ? 1u : 0u);
    if (lane == 0) {
        y_packed[(size_t)row * ntile + tile] = word;
        atomicAdd(&row_active[row], nfire);
    }
}
