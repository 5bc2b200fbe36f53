// Row softmax over a [rows x cols] matrix, the three passes of a numerically stable softmax
// (max, sum of exp, normalise). softmax_warp_rows: one warp per row with shuffle reductions,
// 8 rows per 256-thread block. softmax_block_row: one block per row, shared-memory tree
// reductions, the row cached in dynamic shared memory when it fits.
#include <cuda_runtime.h>

__device__ __forceinline__ float warp_max(float v) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
  return v;
}

__device__ __forceinline__ float warp_add(float v) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}

extern "C" __global__ void __launch_bounds__(256) softmax_warp_rows(const float *__restrict__ in, float *__restrict__ out,
                                                                    int rows, int cols) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  int lane = threadIdx.x & 31;
  if (warp >= rows) return;
  const float *x = in + (size_t)warp * cols;
  float *y = out + (size_t)warp * cols;
  float m = -INFINITY;
  for (int c = lane; c < cols; c += 32) m = fmaxf(m, x[c]);
  m = warp_max(m);
  float s = 0.f;
  for (int c = lane; c < cols; c += 32) s += __expf(x[c] - m);
  s = warp_add(s);
  float inv = 1.f / s;
  for (int c = lane; c < cols; c += 32) y[c] = __expf(x[c] - m) * inv;
}

extern "C" __global__ void softmax_block_row(const float *__restrict__ in, float *__restrict__ out, int cols) {
  extern __shared__ float cache[];
  __shared__ float red[1024];
  __shared__ float row_stat;
  const float *x = in + (size_t)blockIdx.x * cols;
  float *y = out + (size_t)blockIdx.x * cols;
  bool cached = cols <= 1024;
  float m = -INFINITY;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) {
    float v = x[c];
    if (cached) cache[c] = v;
    m = fmaxf(m, v);
  }
  red[threadIdx.x] = m;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) red[threadIdx.x] = fmaxf(red[threadIdx.x], red[threadIdx.x + s]);
    __syncthreads();
  }
  if (threadIdx.x == 0) row_stat = red[0];
  __syncthreads();
  m = row_stat;
  float sum = 0.f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) sum += expf((cached ? cache[c] : x[c]) - m);
  __syncthreads();
  red[threadIdx.x] = sum;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) red[threadIdx.x] += red[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) row_stat = 1.f / red[0];
  __syncthreads();
  float inv = row_stat;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) y[c] = expf((cached ? cache[c] : x[c]) - m) * inv;
}
