// covariance_ws.cu
//
// Streaming covariance / correlation of an n x 16 feature matrix with a
// warp-specialised producer/consumer pipeline.
//
//  cov_accumulate_ws : block = 1 producer warp + 4 consumer warps (160 threads).
//                      The producer warp loads 32-row tiles (float4 loads),
//                      subtracts a shift vector for numerical stability and
//                      writes them into one of two shared-memory buffers; it
//                      signals FULL[b] with `bar.arrive` and waits for EMPTY[b]
//                      with `bar.sync` before reusing a buffer.  Consumers wait
//                      on FULL[b], accumulate two entries of the 16x16 scatter
//                      matrix each (plus column sums), and release EMPTY[b].
//                      Tiles are distributed grid-stride; each block writes its
//                      partial sums (no atomics).
//                      Launch: blockDim 160, any grid (e.g. 4), n rows.
//  cov_finalize_corr : one block of 256 threads reduces the per-block partials
//                      in a fixed order and writes covariance and correlation.
//                      Launch: grid 1, blockDim 256.
#include <cuda_runtime.h>
#include <stdint.h>

#define NF 16
#define TILE_ROWS 32
#define NPRODUCER 32
#define NCONSUMER 128
#define NTHREADS (NPRODUCER + NCONSUMER)

#define BAR_FULL0 1
#define BAR_EMPTY0 3

__device__ __forceinline__ void named_bar_sync(int id, int count)
{
    asm volatile("bar.sync %0, %1;" :: "r"(id), "r"(count) : "memory");
}

__device__ __forceinline__ void named_bar_arrive(int id, int count)
{
    asm volatile("bar.arrive %0, %1;" :: "r"(id), "r"(count) : "memory");
}

extern "C" __global__ void __launch_bounds__(NTHREADS)
cov_accumulate_ws(const float* __restrict__ X, int n,
                  const float* __restrict__ shift,
                  float* __restrict__ partial_scatter,   // [gridDim.x][NF*NF]
                  float* __restrict__ partial_sum)       // [gridDim.x][NF]
{
    __shared__ float buf[2][TILE_ROWS][NF + 1];

    const int tid = threadIdx.x;
    const int ntiles = (n + TILE_ROWS - 1) / TILE_ROWS;
    // number of tiles this block will process (grid-stride)
    const int my_tiles = blockIdx.x < (unsigned)ntiles
                             ? (ntiles - 1 - (int)blockIdx.x) / (int)gridDim.x + 1 : 0;

    if (tid < NPRODUCER) {
        // ---------------- producer warp ----------------
        const int lane = tid;
        float sh[NF];
#pragma unroll
        for (int f = 0; f < NF; ++f) {
            float s = __ldg(&shift[f]);
            sh[f] = (fabsf(s) < 1e30f) ? s : 0.0f;
        }
        for (int it = 0; it < my_tiles; ++it) {
            const int b = it & 1;
            const int tile = blockIdx.x + it * gridDim.x;
            if (it >= 2) named_bar_sync(BAR_EMPTY0 + b, NTHREADS);
            const int row = tile * TILE_ROWS + lane;
            if (row < n) {
                const float4* r4 = reinterpret_cast<const float4*>(X + (size_t)row * NF);
#pragma unroll
                for (int v = 0; v < NF / 4; ++v) {
                    float4 x = __ldg(&r4[v]);
                    float e[4] = {x.x, x.y, x.z, x.w};
#pragma unroll
                    for (int c = 0; c < 4; ++c) {
                        float d = e[c] - sh[4 * v + c];
                        // scrub non-finite inputs so one bad sample cannot poison the block
                        buf[b][lane][4 * v + c] = (fabsf(d) < 1e18f) ? d : 0.0f;
                    }
                }
            } else {
#pragma unroll
                for (int f = 0; f < NF; ++f) buf[b][lane][f] = 0.0f;
            }
            named_bar_arrive(BAR_FULL0 + b, NTHREADS);
        }
    } else {
        // ---------------- consumer warps ----------------
        const int c = tid - NPRODUCER;
        const int e0 = c, e1 = c + NCONSUMER;
        const int i0 = e0 / NF, j0 = e0 % NF;
        const int i1 = e1 / NF, j1 = e1 % NF;
        float acc0 = 0.f, acc1 = 0.f, csum = 0.f;
        for (int it = 0; it < my_tiles; ++it) {
            const int b = it & 1;
            named_bar_sync(BAR_FULL0 + b, NTHREADS);
#pragma unroll 8
            for (int r = 0; r < TILE_ROWS; ++r) {
                acc0 = fmaf(buf[b][r][i0], buf[b][r][j0], acc0);
                acc1 = fmaf(buf[b][r][i1], buf[b][r][j1], acc1);
                if (c < NF) csum += buf[b][r][c];
            }
            // release the buffer only if the producer will wait for it
            if (it + 2 < my_tiles) named_bar_arrive(BAR_EMPTY0 + b, NTHREADS);
        }
        float* ps = partial_scatter + (size_t)blockIdx.x * NF * NF;
        ps[e0] = acc0;
        ps[e1] = acc1;
        if (c < NF) partial_sum[blockIdx.x * NF + c] = csum;
    }
}

extern "C" __global__ void cov_finalize_corr(const float* __restrict__ partial_scatter,
                                             const float* __restrict__ partial_sum,
                                             int nblocks, int n,
                                             float* __restrict__ cov,
                                             float* __restrict__ corr)
{
    __shared__ float s_mean[NF];
    __shared__ float s_cov[NF * NF];
    const int e = threadIdx.x;          // 0..255
    const int i = e / NF, j = e % NF;
    const float nn = n > 1 ? (float)n : 2.0f;
    const int nb = nblocks < 0 ? 0 : (nblocks > 1024 ? 1024 : nblocks);

    if (e < NF) {
        float s = 0.f;
        for (int b = 0; b < nb; ++b) s += partial_sum[b * NF + e];
        s_mean[e] = s / nn;
    }
    float S = 0.f;
    for (int b = 0; b < nb; ++b) S += partial_scatter[(size_t)b * NF * NF + e];
    __syncthreads();
    float c = (S - nn * s_mean[i] * s_mean[j]) / (nn - 1.0f);
    s_cov[e] = c;
    cov[e] = c;
    __syncthreads();
    float den = s_cov[i * NF + i] * s_cov[j * NF + j];
    corr[e] = (den > 0.f && den < 3.0e38f) ? c * rsqrtf(den) : 0.0f;
}
