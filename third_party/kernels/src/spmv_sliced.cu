// Sparse matrix-vector products y = alpha * A x + beta * y in double precision, three formats:
//   spmv_ell          ELLPACK, column-major padded storage (entry j of row r at j*rows + r),
//                     padding marked by column index -1
//   spmv_sell         SELL-C (C = 32): rows in slices of 32, each slice column-major with its
//                     own width; slice_ptr gives the slice's first element
//   spmv_csr_vector   CSR with one warp per row, lanes striding the row and a shuffle
//                     reduction (for rows with many nonzeros)
// launch: ell/sell block 128 grid ceil(rows/128); csr_vector block 128 grid ceil(rows/4)
#include <cuda_runtime.h>

#define SELL_C 32

extern "C" __global__ void __launch_bounds__(128)
spmv_ell(int rows, int width, const int *__restrict__ col, const double *__restrict__ val, const double *__restrict__ x,
         double *__restrict__ y, double alpha, double beta) {
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows)
    return;
  double sum = 0.0;
  for (int j = 0; j < width; j++) {
    const size_t e = (size_t)j * rows + r;
    const int c = col[e];
    if (c < 0)
      break; // rows are padded at the end
    sum += val[e] * x[c];
  }
  y[r] = alpha * sum + beta * y[r];
}

extern "C" __global__ void __launch_bounds__(128)
spmv_sell(int rows, const int *__restrict__ slice_ptr, const int *__restrict__ slice_width,
          const int *__restrict__ col, const double *__restrict__ val, const double *__restrict__ x,
          double *__restrict__ y, double alpha, double beta) {
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows)
    return;
  const int slice = r / SELL_C, lane = r % SELL_C;
  const size_t base = slice_ptr[slice];
  const int width = slice_width[slice];
  double sum = 0.0;
#pragma unroll 4
  for (int j = 0; j < width; j++) {
    const size_t e = base + (size_t)j * SELL_C + lane;
    sum += val[e] * x[col[e]];
  }
  y[r] = beta == 0.0 ? alpha * sum : alpha * sum + beta * y[r];
}

extern "C" __global__ void __launch_bounds__(128)
spmv_csr_vector(int rows, const int *__restrict__ row_ptr, const int *__restrict__ col,
                const double *__restrict__ val, const double *__restrict__ x, double *__restrict__ y, double alpha,
                double beta) {
  const int lane = threadIdx.x & 31;
  const int warps_per_block = blockDim.x >> 5;
  const int row = blockIdx.x * warps_per_block + (threadIdx.x >> 5);
  if (row >= rows)
    return; // the whole warp leaves together
  const int start = row_ptr[row], end = row_ptr[row + 1];
  double sum = 0.0;
  for (int e = start + lane; e < end; e += 32)
    sum += val[e] * x[col[e]];
#pragma unroll
  for (int off = 16; off > 0; off >>= 1)
    sum += __shfl_down_sync(0xffffffffu, sum, off);
  if (lane == 0)
    y[row] = alpha * sum + beta * y[row];
}
