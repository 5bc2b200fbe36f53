// Normalisation layers of a transformer (row-major [rows, cols] activations).
//   layernorm_warp_rows  one warp per row (grid-stride over rows): two passes over the row,
//                        mean then centred variance, each reduced with __shfl_xor_sync
//                        butterflies; y = (x - mean) * rsqrt(var + eps) * gamma + beta.
//   rmsnorm_rows_f32     one block per row (grid-stride over rows), templated on the element
//   rmsnorm_rows_f64     type: sum of squares reduced by warp shuffles and per-warp partials in
//                        shared memory, y = x * rsqrt(mean(x^2) + eps) * weight, and an
//                        optional residual add (residual may be null).
// launch: layernorm_warp_rows  block 128 (4 rows per block), grid ceil(rows / 4)
//         rmsnorm_rows_*       block 256, grid rows (any grid works)
#include <cuda_runtime.h>

#define FULL 0xffffffffu

static __device__ __forceinline__ float warp_allsum(float v) {
#pragma unroll
  for (int m = 16; m > 0; m >>= 1)
    v += __shfl_xor_sync(FULL, v, m);
  return v;
}

extern "C" __global__ void __launch_bounds__(128)
layernorm_warp_rows(const float *__restrict__ x, const float *__restrict__ gamma, const float *__restrict__ beta,
                    float *__restrict__ y, int rows, int cols, float eps) {
  const int lane = threadIdx.x & 31;
  const int wpb = blockDim.x >> 5;
  if (wpb == 0 || cols <= 0)
    return;
  const float inv_cols = 1.0f / (float)cols;
  for (int r = blockIdx.x * wpb + (threadIdx.x >> 5); r < rows; r += gridDim.x * wpb) {
    const float *xr = x + (size_t)r * cols;
    float s = 0.0f;
    for (int c = lane; c < cols; c += 32)
      s += xr[c];
    const float mean = warp_allsum(s) * inv_cols;
    float ss = 0.0f;
    for (int c = lane; c < cols; c += 32) {
      const float d = xr[c] - mean;
      ss += d * d;
    }
    const float rstd = rsqrtf(warp_allsum(ss) * inv_cols + eps);
    float *yr = y + (size_t)r * cols;
    for (int c = lane; c < cols; c += 32)
      yr[c] = (xr[c] - mean) * rstd * gamma[c] + beta[c];
  }
}

template <typename T> static __device__ __forceinline__ T shfl_down(T v, int o) { return __shfl_down_sync(FULL, v, o); }
template <typename T> static __device__ __forceinline__ T rsqrt_t(T v);
template <> __device__ __forceinline__ float rsqrt_t<float>(float v) { return rsqrtf(v); }
template <> __device__ __forceinline__ double rsqrt_t<double>(double v) { return rsqrt(v); }

template <typename T>
static __device__ __forceinline__ void rmsnorm_rows(const T *__restrict__ x, const T *__restrict__ weight,
                                                    const T *__restrict__ residual, T *__restrict__ y, int rows,
                                                    int cols, T eps) {
  __shared__ T s_part[32];
  __shared__ T s_scale;
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const int nw = blockDim.x >> 5;
  if ((blockDim.x & 31) != 0 || cols <= 0)
    return;
  for (int r = blockIdx.x; r < rows; r += gridDim.x) {
    const T *xr = x + (size_t)r * cols;
    T ss = T(0);
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
      ss += xr[c] * xr[c];
#pragma unroll
    for (int o = 16; o > 0; o >>= 1)
      ss += shfl_down(ss, o);
    if (lane == 0)
      s_part[warp] = ss;
    __syncthreads();
    if (threadIdx.x == 0) {
      T t = T(0);
      for (int w = 0; w < nw; w++)
        t += s_part[w];
      s_scale = rsqrt_t<T>(t / T(cols) + eps);
    }
    __syncthreads();
    const T scale = s_scale;
    T *yr = y + (size_t)r * cols;
    const T *rr = residual ? residual + (size_t)r * cols : nullptr;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) {
      T v = xr[c] * scale * weight[c];
      if (rr)
        v += rr[c];
      yr[c] = v;
    }
    __syncthreads();  // s_part / s_scale are reused by the next row
  }
}

extern "C" __global__ void __launch_bounds__(256)
rmsnorm_rows_f32(const float *__restrict__ x, const float *__restrict__ weight, const float *__restrict__ residual,
                 float *__restrict__ y, int rows, int cols, float eps) {
  rmsnorm_rows<float>(x, weight, residual, y, rows, cols, eps);
}

extern "C" __global__ void __launch_bounds__(256)
rmsnorm_rows_f64(const double *__restrict__ x, const double *__restrict__ weight, const double *__restrict__ residual,
                 double *__restrict__ y, int rows, int cols, double eps) {
  rmsnorm_rows<double>(x, weight, residual, y, rows, cols, eps);
}
