// Level-scheduled sparse lower-triangular solve (L x = b) on a CSR matrix whose rows
// have been renumbered so that each dependency level is a contiguous row range
// [level_begin, level_end): every off-diagonal entry of a row in the level refers to a
// column < level_begin, whose x is final once the previous level's launch finished.
// The host launches one kernel per level in order.
//
// sptrsv_level_thread: one thread per row of the level. Sums the off-diagonal products
//   in double, finds the diagonal in the same pass, writes x[row] = (b - sum) / diag.
//   Entries whose column is not < level_begin (other than the diagonal) are ignored.
//   Launch: block 128, grid ceil((level_end-level_begin)/128); args n=256, nnz=2000,
//   level_begin=64, level_end=192 (intended: --block 128 --grid 1 on the 128-row level).
// sptrsv_level_warp: one warp per row, for levels with long rows. Lanes stride over the
//   row's nonzeros, the partial sums meet in a __shfl_down_sync tree, lane 0 also
//   collects the diagonal through a ballot of the lanes that saw it. Launch: block 128
//   (4 rows per block), grid ceil(rows/4); same args.
#include <cuda_runtime.h>

__device__ __forceinline__ int clampi(int v, int lo, int hi) {
  return v < lo ? lo : (v > hi ? hi : v);
}

extern "C" __global__ void sptrsv_level_thread(const int* __restrict__ row_ptr,
                                               const int* __restrict__ col_idx,
                                               const float* __restrict__ val,
                                               const float* __restrict__ b,
                                               float* x, int n, int nnz,
                                               int level_begin, int level_end) {
  level_begin = clampi(level_begin, 0, n);
  level_end = clampi(level_end, level_begin, n);
  int row = level_begin + blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= level_end) return;

  int start = clampi(row_ptr[row], 0, nnz);
  int stop = clampi(row_ptr[row + 1], start, nnz);
  double acc = 0.0;
  float diag = 0.0f;
  for (int k = start; k < stop; ++k) {
    int c = col_idx[k];
    float v = val[k];
    if (c == row) {
      diag = v;
    } else if ((unsigned)c < (unsigned)level_begin) {
      acc += (double)v * (double)x[c];
    }
  }
  if (fabsf(diag) < 1e-20f) diag = 1.0f;   // singular or missing diagonal: unit
  x[row] = (float)(((double)b[row] - acc) / (double)diag);
}

__device__ __forceinline__ double warp_sum(double v) {
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off);
  return v;
}

extern "C" __global__ void sptrsv_level_warp(const int* __restrict__ row_ptr,
                                             const int* __restrict__ col_idx,
                                             const float* __restrict__ val,
                                             const float* __restrict__ b,
                                             float* x, int n, int nnz,
                                             int level_begin, int level_end) {
  level_begin = clampi(level_begin, 0, n);
  level_end = clampi(level_end, level_begin, n);
  const int lane = threadIdx.x & 31;
  const int warps_per_block = blockDim.x >> 5;
  int row = level_begin + blockIdx.x * warps_per_block + (threadIdx.x >> 5);
  if (warps_per_block == 0 || row >= level_end) return;   // whole warp leaves together

  int start = clampi(row_ptr[row], 0, nnz);
  int stop = clampi(row_ptr[row + 1], start, nnz);
  double acc = 0.0;
  float my_diag = 0.0f;
  bool saw_diag = false;
  for (int k = start + lane; k < stop; k += 32) {
    int c = col_idx[k];
    float v = val[k];
    if (c == row) {
      my_diag = v;
      saw_diag = true;
    } else if ((unsigned)c < (unsigned)level_begin) {
      acc = fma((double)v, (double)x[c], acc);
    }
  }
  acc = warp_sum(acc);
  unsigned have = __ballot_sync(0xffffffffu, saw_diag);
  float diag = 1.0f;
  if (have != 0u) {
    int src = __ffs(have) - 1;            // lowest lane holding a diagonal entry
    diag = __shfl_sync(0xffffffffu, my_diag, src);
  }
  if (lane == 0) {
    if (fabsf(diag) < 1e-20f) diag = 1.0f;
    x[row] = (float)(((double)b[row] - acc) / (double)diag);
  }
}
