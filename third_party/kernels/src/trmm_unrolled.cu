// Triangular matrix multiply C = L * B (L lower triangular, n x n) with 16x16 shared tiles:
// the k-tile loop stops at the diagonal (k0 <= row tile), and the inner product over a tile
// is fully unrolled. trmm_lower_tiled is the tiled version; trmm_upper_rowwise computes
// C = U * B one output element per thread with a k-loop unrolled by 8 starting at the row.
// kestrel-launch: trmm_lower_tiled block=16,16
#include <cuda_runtime.h>

#define T 16

extern "C" __global__ void __launch_bounds__(256) trmm_lower_tiled(const float *__restrict__ l, const float *__restrict__ b,
                                                                   float *__restrict__ c, int n, int m) {
  __shared__ float s_l[T][T];
  __shared__ float s_b[T][T + 1];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
  float acc = 0.f;
  int last = blockIdx.y * T;
  for (int k0 = 0; k0 <= last; k0 += T) {
    int lk = k0 + tx, bk = k0 + ty;
    s_l[ty][tx] = (row < n && lk < n && lk <= row) ? l[(size_t)row * n + lk] : 0.f;
    s_b[ty][tx] = (bk < n && col < m) ? b[(size_t)bk * m + col] : 0.f;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; k++) acc += s_l[ty][k] * s_b[k][tx];
    __syncthreads();
  }
  if (row < n && col < m) c[(size_t)row * m + col] = acc;
}

extern "C" __global__ void trmm_upper_rowwise(const float *__restrict__ u, const float *__restrict__ b,
                                              float *__restrict__ c, int n, int m, float alpha) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  int row = blockIdx.y;
  if (row >= n || col >= m) return;
  const float *urow = u + (size_t)row * n;
  float acc = 0.f;
  int k = row;
#pragma unroll 8
  for (; k < n; k++) acc += urow[k] * b[(size_t)k * m + col];
  c[(size_t)row * m + col] = alpha * acc;
}
