// Single-precision GEMM, C = alpha * A * B + beta * C, row-major with leading dimensions.
// 64x64 output tile per block, 8-deep K slices staged in shared memory (A stored k-major so
// a thread's four rows are one float4), 256 threads each accumulating a 4x4 register block.
// Loads are strided by the block's thread count, so a smaller block still fills the tiles
// (and only computes part of the output).
//   sgemm_tiled_4x4              one matrix
//   sgemm_strided_batched_4x4    blockIdx.z selects a matrix triple at fixed 64-bit strides
// launch: block 16x16, grid (ceil(N/64), ceil(M/64) [, batch])
#include <cuda_runtime.h>

#define BM 64
#define BN 64
#define BK 8
#define TM 4
#define TN 4
#define OWNERS ((BM / TM) * (BN / TN))

static __device__ __forceinline__ void gemm_block(int M, int N, int K, float alpha, const float *__restrict__ A,
                                                  int lda, const float *__restrict__ B, int ldb, float beta,
                                                  float *__restrict__ C, int ldc) {
  __shared__ __align__(16) float As[BK][BM];
  __shared__ __align__(16) float Bs[BK][BN];

  const int tid = threadIdx.y * blockDim.x + threadIdx.x;
  const int nthreads = blockDim.x * blockDim.y;
  const int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
  const bool owner = tid < OWNERS;
  const int tr = (tid / (BN / TN)) * TM;
  const int tc = (tid % (BN / TN)) * TN;

  float acc[TM][TN];
#pragma unroll
  for (int m = 0; m < TM; m++)
#pragma unroll
    for (int n = 0; n < TN; n++)
      acc[m][n] = 0.0f;

  for (int k0 = 0; k0 < K; k0 += BK) {
    for (int i = tid; i < BM * BK; i += nthreads) {
      const int r = i / BK, kk = i % BK;
      const int gr = row0 + r, gk = k0 + kk;
      As[kk][r] = (gr < M && gk < K) ? A[(size_t)gr * lda + gk] : 0.0f;
    }
    for (int i = tid; i < BK * BN; i += nthreads) {
      const int kk = i / BN, c = i % BN;
      const int gk = k0 + kk, gc = col0 + c;
      Bs[kk][c] = (gk < K && gc < N) ? B[(size_t)gk * ldb + gc] : 0.0f;
    }
    __syncthreads();

    if (owner) {
#pragma unroll
      for (int kk = 0; kk < BK; kk++) {
        const float4 a = *reinterpret_cast<const float4 *>(&As[kk][tr]);
        const float4 b = *reinterpret_cast<const float4 *>(&Bs[kk][tc]);
        const float av[TM] = {a.x, a.y, a.z, a.w};
        const float bv[TN] = {b.x, b.y, b.z, b.w};
#pragma unroll
        for (int m = 0; m < TM; m++)
#pragma unroll
          for (int n = 0; n < TN; n++)
            acc[m][n] += av[m] * bv[n];
      }
    }
    __syncthreads();
  }

  if (!owner)
    return;
#pragma unroll
  for (int m = 0; m < TM; m++) {
    const int gr = row0 + tr + m;
    if (gr >= M)
      continue;
#pragma unroll
    for (int n = 0; n < TN; n++) {
      const int gc = col0 + tc + n;
      if (gc < N) {
        float *out = &C[(size_t)gr * ldc + gc];
        *out = beta == 0.0f ? alpha * acc[m][n] : alpha * acc[m][n] + beta * *out;
      }
    }
  }
}

extern "C" __global__ void __launch_bounds__(256)
sgemm_tiled_4x4(int M, int N, int K, float alpha, const float *__restrict__ A, int lda, const float *__restrict__ B,
                int ldb, float beta, float *__restrict__ C, int ldc) {
  // BLAS argument rules: leading dimensions cover the rows they hold.
  if (lda < K || ldb < N || ldc < N)
    return;
  gemm_block(M, N, K, alpha, A, lda, B, ldb, beta, C, ldc);
}

extern "C" __global__ void __launch_bounds__(256)
sgemm_strided_batched_4x4(int M, int N, int K, float alpha, const float *__restrict__ A, int lda, long long stride_a,
                          const float *__restrict__ B, int ldb, long long stride_b, float beta,
                          float *__restrict__ C, int ldc, long long stride_c, int batch) {
  if (lda < K || ldb < N || ldc < N || stride_c < (long long)ldc * M)
    return;
  for (int b = blockIdx.z; b < batch; b += gridDim.z)
    gemm_block(M, N, K, alpha, A + b * stride_a, lda, B + b * stride_b, ldb, beta, C + b * stride_c, ldc);
}
