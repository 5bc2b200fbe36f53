// Sparse (COO) times dense matrix products accumulated with atomics (C += A * B). Both keep C as
// signed 64-bit fixed point (two's complement in unsigned long long words, FX_FRAC_F32 or
// FX_FRAC_F64 fraction bits) so the sums are bit-reproducible whatever order the atomics land in.
//   coo_spmm_warp_atomic    unsorted COO: one warp per nonzero (grid-stride over warps), lanes
//                           sweep the dense columns 32 at a time (row-major B and C with leading
//                           dimensions), one 64-bit integer atomicAdd of llrintf(a b 2^24) per output element; row and column
//                           indices from the input are reduced modulo the matrix dimensions.
//   coo_spmm_rowrun_f64     row-sorted COO in fp64: each thread owns a chunk of CHUNK consecutive
//                           nonzeros and one dense column (2D launch: x over columns, y over
//                           chunks), accumulates in a register while the row stays the same and
//                           flushes (llrint(acc 2^32), 64-bit integer atomicAdd) when it changes (segmented run
//                           accumulation), so interior rows of a chunk cost one atomic.
// launch: coo_spmm_warp_atomic block 256, grid ceil(nnz/8); coo_spmm_rowrun_f64 block 32x4,
//         grid ceil(n/32) x ceil(nnz/(4*CHUNK))
#include <cuda_runtime.h>
#include <stdint.h>
#include <math.h>

#define FX_FRAC_F32 24
#define FX_FRAC_F64 32

extern "C" __global__ void coo_spmm_warp_atomic(const int *__restrict__ rows, const int *__restrict__ cols,
                                                const float *__restrict__ vals, const float *__restrict__ B,
                                                unsigned long long *__restrict__ C, int nnz, int m, int k, int n, int ldb, int ldc,
                                                float alpha) {
  if (m <= 0 || k <= 0 || n <= 0)
    return;
  ldb = max(ldb, n);
  ldc = max(ldc, n);
  const int lane = threadIdx.x & 31;
  const size_t warp = ((size_t)blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const size_t nwarps = ((size_t)gridDim.x * blockDim.x) >> 5;
  for (size_t e = warp; e < (size_t)nnz; e += nwarps) {
    const unsigned r = (unsigned)rows[e] % (unsigned)m;
    const unsigned c = (unsigned)cols[e] % (unsigned)k;
    const float a = alpha * vals[e];
    if (a == 0.f)
      continue;
    const float *brow = B + (size_t)c * ldb;
    unsigned long long *crow = C + (size_t)r * ldc;
    for (int j = lane; j < n; j += 32) {
      const long long q = llrintf(ldexpf(a * brow[j], FX_FRAC_F32));
      atomicAdd(crow + j, (unsigned long long)q);
    }
  }
}

#define CHUNK 8

extern "C" __global__ void coo_spmm_rowrun_f64(const int *__restrict__ rows, const int *__restrict__ cols,
                                               const double *__restrict__ vals, const double *__restrict__ B,
                                               unsigned long long *__restrict__ C, int nnz, int m, int k, int n) {
  if (m <= 0 || k <= 0)
    return;
  const int j = blockIdx.x * blockDim.x + threadIdx.x;
  const int chunk = blockIdx.y * blockDim.y + threadIdx.y;
  if (j >= n)
    return;
  const long long first = (long long)chunk * CHUNK;
  if (first >= nnz)
    return;
  const int last = (int)min((long long)nnz, first + CHUNK);

  int cur = min(max(rows[first], 0), m - 1);
  double acc = 0.0;
  for (int e = (int)first; e < last; ++e) {
    const int r = min(max(rows[e], 0), m - 1);
    const int c = min(max(cols[e], 0), k - 1);
    if (r != cur) {
      atomicAdd(&C[(size_t)cur * n + j], (unsigned long long)llrint(ldexp(acc, FX_FRAC_F64)));
      acc = 0.0;
      cur = r;
    }
    acc = fma(vals[e], B[(size_t)c * n + j], acc);
  }
  atomicAdd(&C[(size_t)cur * n + j], (unsigned long long)llrint(ldexp(acc, FX_FRAC_F64)));
}
