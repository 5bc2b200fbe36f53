// Sparse matrix-vector product y = A x with A in CSR. spmv_csr_scalar: one thread per row.
// spmv_csr_vector: one warp per row, lanes striding the row's nonzeros, a shuffle reduction,
// and y = alpha * A x + beta * y.
#include <cuda_runtime.h>

extern "C" __global__ void spmv_csr_scalar(const int *__restrict__ row_ptr, const int *__restrict__ col_idx,
                                           const float *__restrict__ vals, const float *__restrict__ x,
                                           float *__restrict__ y, int nrows) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= nrows) return;
  float acc = 0.f;
  for (int k = row_ptr[row]; k < row_ptr[row + 1]; k++) acc += vals[k] * x[col_idx[k]];
  y[row] = acc;
}

extern "C" __global__ void spmv_csr_vector(const int *__restrict__ row_ptr, const int *__restrict__ col_idx,
                                           const double *__restrict__ vals, const double *__restrict__ x,
                                           double *__restrict__ y, int nrows, double alpha, double beta) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x % 32;
  if (warp >= nrows) return;
  int start = row_ptr[warp], end = row_ptr[warp + 1];
  double acc = 0.0;
  for (int k = start + lane; k < end; k += 32) acc += vals[k] * x[col_idx[k]];
  for (int o = 16; o > 0; o >>= 1) acc += __shfl_down_sync(0xffffffffu, acc, o);
  if (lane == 0) y[warp] = alpha * acc + beta * y[warp];
}
