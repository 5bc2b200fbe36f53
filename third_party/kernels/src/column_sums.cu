// Column reductions of a row-major matrix whose row stride is a runtime width (a data
// frame's column statistics): one thread per column walks all rows. col_sums: plain sums;
// col_mean_var: Welford mean and variance in one pass, with min and max.
#include <cuda_runtime.h>

extern "C" __global__ void col_sums(const float *__restrict__ data, float *__restrict__ sums, int rows, int width) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (col >= width) return;
  float s0 = 0.f, s1 = 0.f;
  int r = 0;
  for (; r + 1 < rows; r += 2) {
    s0 += data[r * width + col];
    s1 += data[(r + 1) * width + col];
  }
  if (r < rows) s0 += data[r * width + col];
  sums[col] = s0 + s1;
}

extern "C" __global__ void col_mean_var(const double *__restrict__ data, double *__restrict__ stats, int rows,
                                        int width, int ld) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (col >= width) return;
  double mean = 0.0, m2 = 0.0, lo = data[col], hi = data[col];
  const double *p = data + col;
  for (int r = 0; r < rows; r++) {
    double v = p[(size_t)r * ld];
    double delta = v - mean;
    mean += delta / (r + 1);
    m2 += delta * (v - mean);
    lo = fmin(lo, v);
    hi = fmax(hi, v);
  }
  stats[4 * col + 0] = mean;
  stats[4 * col + 1] = rows > 1 ? m2 / (rows - 1) : 0.0;
  stats[4 * col + 2] = lo;
  stats[4 * col + 3] = hi;
}
