// Triangular solves where each thread owns a whole problem.
// trsv_lu_batched: a batch of small LU-factored systems stored interleaved (element (i, j) of
// system b at (i * n + j) * batch + b, so a warp's loads coalesce); forward substitution with
// the unit-lower factor, then back substitution with the upper factor.
// trsm_lower_columns: one shared dense lower-triangular matrix with a runtime leading
// dimension, each thread solving for one right-hand-side column in place.
// kestrel-launch: trsv_lu_batched scale=8
#include <cuda_runtime.h>

extern "C" __global__ void trsv_lu_batched(const float *__restrict__ lu, const float *__restrict__ rhs,
                                           float *__restrict__ x, int n, int batch) {
  int b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b >= batch) return;
  // forward: L y = rhs (unit diagonal)
  for (int i = 0; i < n; i++) {
    float s = rhs[i * batch + b];
    for (int j = 0; j < i; j++) s -= lu[(i * n + j) * batch + b] * x[j * batch + b];
    x[i * batch + b] = s;
  }
  // backward: U x = y
  for (int i = n - 1; i >= 0; i--) {
    float s = x[i * batch + b];
    for (int j = i + 1; j < n; j++) s -= lu[(i * n + j) * batch + b] * x[j * batch + b];
    x[i * batch + b] = s / lu[(i * n + i) * batch + b];
  }
}

extern "C" __global__ void trsm_lower_columns(const double *__restrict__ l, double *__restrict__ bmat,
                                              int n, int ncols, int ldl, int ldb) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (col >= ncols) return;
  for (int i = 0; i < n; i++) {
    double s = bmat[(size_t)i * ldb + col];
    const double *row = l + (size_t)i * ldl;
    int j = 0;
    for (; j + 4 <= i; j += 4) {
      s -= row[j] * bmat[(size_t)j * ldb + col];
      s -= row[j + 1] * bmat[(size_t)(j + 1) * ldb + col];
      s -= row[j + 2] * bmat[(size_t)(j + 2) * ldb + col];
      s -= row[j + 3] * bmat[(size_t)(j + 3) * ldb + col];
    }
    for (; j < i; j++) s -= row[j] * bmat[(size_t)j * ldb + col];
    bmat[(size_t)i * ldb + col] = s / row[i];
  }
}
