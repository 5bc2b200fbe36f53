// Batched small GEMM without tensor cores (MAGMA-style), one template over the element type,
// the block tile, the per-thread register tile and op(A), instantiated three times:
//
//   C_b = alpha op(A_b) B_b + beta C_b   (column-major, like BLAS)
//
// The block tile BM x BN is swept over K in steps of BK: A's tile is staged transposed
// (As[k][m], padded by one) and B's as Bs[k][n], the loads strided over all threads with
// zero fill past the edges; each thread then keeps a TM x TN accumulator in registers, its
// rows and columns interleaved with stride BM/TM and BN/TN so shared reads do not conflict,
// and the k loop is fully unrolled. beta == 0 does not read C.
//
//   bgemm_strided_f32_nn   float, 32x32x16 tile, 4x2 per thread (128 threads), op(A) = A,
//                          strided batch (long long strides). launch: block 128, grid 2,2,2
//                          (M 50, N 40, K 37).
//   bgemm_strided_f64_tn   double, 32x32x8 tile, 4x4 per thread (64 threads), op(A) = A^T.
//                          launch: block 64, grid 2,2,2.
//   bgemm_vbatched_f32     float, 16x16x16 tile, 2x2 per thread (64 threads): variable-size
//                          batch, each problem's (m, n, k) read from arrays and clamped to the
//                          per-matrix capacity; blocks beyond a problem's extent leave early.
//                          launch: block 64, grid 3,3,3.
#include <cuda_runtime.h>

template <typename T, int BM, int BN, int BK, int TM, int TN, bool TRANS_A>
static __device__ __forceinline__ void gemm_block(int M, int N, int K, T alpha, const T *__restrict__ A, int lda,
                                                  const T *__restrict__ B, int ldb, T beta, T *__restrict__ C,
                                                  int ldc, int m0, int n0) {
  constexpr int NTX = BN / TN;
  constexpr int NTY = BM / TM;
  constexpr int NT = NTX * NTY;
  __shared__ T As[BK][BM + 1];
  __shared__ T Bs[BK][BN + 1];

  const int tid = threadIdx.x;
  const int tx = tid % NTX;
  const int ty = tid / NTX;

  T acc[TM][TN];
#pragma unroll
  for (int i = 0; i < TM; ++i)
#pragma unroll
    for (int j = 0; j < TN; ++j) acc[i][j] = T(0);

  for (int k0 = 0; k0 < K; k0 += BK) {
    // A tile: element (m, k) of op(A)
#pragma unroll
    for (int idx = tid; idx < BM * BK; idx += NT) {
      int m, k;
      if (TRANS_A) {  // A stored K x M: k fastest, along a column of the storage
        k = idx % BK;
        m = idx / BK;
      } else {
        m = idx % BM;
        k = idx / BM;
      }
      const int gm = m0 + m, gk = k0 + k;
      T v = T(0);
      if (gm < M && gk < K) v = TRANS_A ? A[(size_t)gm * lda + gk] : A[(size_t)gk * lda + gm];
      As[k][m] = v;
    }
#pragma unroll
    for (int idx = tid; idx < BN * BK; idx += NT) {
      const int k = idx % BK, n = idx / BK;
      const int gn = n0 + n, gk = k0 + k;
      Bs[k][n] = (gn < N && gk < K) ? B[(size_t)gn * ldb + gk] : T(0);
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < BK; ++k) {
      T a[TM], b[TN];
#pragma unroll
      for (int i = 0; i < TM; ++i) a[i] = As[k][ty + i * NTY];
#pragma unroll
      for (int j = 0; j < TN; ++j) b[j] = Bs[k][tx + j * NTX];
#pragma unroll
      for (int i = 0; i < TM; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j) acc[i][j] += a[i] * b[j];
    }
    __syncthreads();
  }

#pragma unroll
  for (int j = 0; j < TN; ++j) {
    const int gn = n0 + tx + j * NTX;
    if (gn >= N) continue;
#pragma unroll
    for (int i = 0; i < TM; ++i) {
      const int gm = m0 + ty + i * NTY;
      if (gm >= M) continue;
      T *c = &C[(size_t)gn * ldc + gm];
      *c = beta == T(0) ? alpha * acc[i][j] : alpha * acc[i][j] + beta * *c;
    }
  }
}

template <typename T, int BM, int BN, int BK, int TM, int TN, bool TRANS_A>
static __device__ __forceinline__ void gemm_strided(int M, int N, int K, T alpha, const T *A, int lda, long long sA,
                                                    const T *B, int ldb, long long sB, T beta, T *C, int ldc,
                                                    long long sC, int batch) {
  constexpr int NT = (BN / TN) * (BM / TM);
  if (blockDim.x != NT || blockDim.y != 1 || blockDim.z != 1) return;
  const int n0 = blockIdx.x * BN, m0 = blockIdx.y * BM;
  // validity of the leading dimensions for the extents actually touched
  if (lda < (TRANS_A ? K : M) || ldb < K || ldc < M) return;
  for (int b = blockIdx.z; b < batch; b += gridDim.z) {
    gemm_block<T, BM, BN, BK, TM, TN, TRANS_A>(M, N, K, alpha, A + b * sA, lda, B + b * sB, ldb, beta, C + b * sC,
                                               ldc, m0, n0);
  }
}

extern "C" __global__ void __launch_bounds__(128)
bgemm_strided_f32_nn(int M, int N, int K, float alpha, const float *__restrict__ A, int lda, long long sA,
                     const float *__restrict__ B, int ldb, long long sB, float beta, float *__restrict__ C, int ldc,
                     long long sC, int batch) {
  gemm_strided<float, 32, 32, 16, 4, 2, false>(M, N, K, alpha, A, lda, sA, B, ldb, sB, beta, C, ldc, sC, batch);
}

extern "C" __global__ void __launch_bounds__(64)
bgemm_strided_f64_tn(int M, int N, int K, double alpha, const double *__restrict__ A, int lda, long long sA,
                     const double *__restrict__ B, int ldb, long long sB, double beta, double *__restrict__ C,
                     int ldc, long long sC, int batch) {
  gemm_strided<double, 32, 32, 8, 4, 4, true>(M, N, K, alpha, A, lda, sA, B, ldb, sB, beta, C, ldc, sC, batch);
}

extern "C" __global__ void __launch_bounds__(64)
bgemm_vbatched_f32(const int *__restrict__ dims_m, const int *__restrict__ dims_n, const int *__restrict__ dims_k,
                   int max_dim, float alpha, const float *__restrict__ A, const float *__restrict__ B, float beta,
                   float *__restrict__ C, int batch) {
  if (blockDim.x != 64 || blockDim.y != 1 || blockDim.z != 1) return;
  const int b = blockIdx.z;
  if (b >= batch || max_dim <= 0) return;
  const int M = min(max(dims_m[b], 0), max_dim);
  const int N = min(max(dims_n[b], 0), max_dim);
  const int K = min(max(dims_k[b], 0), max_dim);
  const int n0 = blockIdx.x * 16, m0 = blockIdx.y * 16;
  if (m0 >= M || n0 >= N) return;  // uniform per block
  const long long stride = (long long)max_dim * max_dim;
  // packed: lda = M, ldb = K, ldc = M (as a vbatched BLAS with tight leading dimensions)
  gemm_block<float, 16, 16, 16, 2, 2, false>(M, N, K, alpha, A + b * stride, max(M, 1), B + b * stride, max(K, 1),
                                             beta, C + b * stride, max(M, 1), m0, n0);
}
