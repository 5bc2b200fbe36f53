// Half-precision arithmetic through cuda_fp16.h's intrinsics (inline PTX on .f16 / .f16x2
// registers), as inference code writes it: packed half2 math with float accumulation where
// precision needs it.
//
//   half2_gemv_bias_relu  y[r] = relu(sum_k A[r][k] * x[k] + b[r]): one warp per row, each
//                         lane walks half2 pairs with __hfma2 into a half2 partial that is
//                         flushed to float every 8 pairs, a __shfl_xor_sync float reduction,
//                         bias and __hmax in half. launch: block 128, grid 2.
//   half_softmax_rows     row softmax in half storage: __hmax row maximum per warp, hexp of
//                         __hsub, float sum, __hdiv-free scaling by a float reciprocal
//                         converted once per row; rows longer than the warp loop.
//                         launch: block 64, grid 2.
//   half2_layer_scale     y = x * gamma + beta on half2 (__hfma2) with a __hlt2 / __hge
//                         clamp to [-limit, limit], odd tails handled in half.
//                         launch: block 128, grid 2.
#include <cuda_fp16.h>

extern "C" __global__ void half2_gemv_bias_relu(const __half2 *__restrict__ a,
                                                const __half2 *__restrict__ x,
                                                const __half *__restrict__ bias,
                                                __half *__restrict__ y, int rows, int pairs) {
  const int lane = threadIdx.x & 31;
  const int warps = blockDim.x >> 5;
  for (int row = blockIdx.x * warps + (threadIdx.x >> 5); row < rows;
       row += gridDim.x * warps) {
    const __half2 *arow = a + (size_t)row * pairs;
    float acc = 0.0f;
    __half2 part = __float2half2_rn(0.0f);
    int count = 0;
    for (int k = lane; k < pairs; k += 32) {
      part = __hfma2(arow[k], x[k], part);
      if (++count == 8) {
        acc += __low2float(part) + __high2float(part);
        part = __float2half2_rn(0.0f);
        count = 0;
      }
    }
    acc += __low2float(part) + __high2float(part);
#pragma unroll
    for (int off = 16; off > 0; off >>= 1)
      acc += __shfl_xor_sync(0xffffffffu, acc, off);
    if (lane == 0) {
      __half v = __hadd(__float2half(acc), bias[row]);
      y[row] = __hmax(v, __float2half(0.0f));
    }
  }
}

extern "C" __global__ void half_softmax_rows(const __half *__restrict__ in,
                                             __half *__restrict__ out, int rows, int cols) {
  const int lane = threadIdx.x & 31;
  const int warps = blockDim.x >> 5;
  const int row = blockIdx.x * warps + (threadIdx.x >> 5);
  if (row >= rows) return;
  const __half *src = in + (size_t)row * cols;
  __half *dst = out + (size_t)row * cols;
  __half m = __float2half(-65504.0f);
  for (int c = lane; c < cols; c += 32) m = __hmax(m, src[c]);
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) {
    __half other = __shfl_xor_sync(0xffffffffu, m, off);
    m = __hmax(m, other);
  }
  float sum = 0.0f;
  for (int c = lane; c < cols; c += 32) {
    __half e = hexp(__hsub(src[c], m));
    dst[c] = e;
    sum += __half2float(e);
  }
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) sum += __shfl_xor_sync(0xffffffffu, sum, off);
  const __half scale = __float2half(1.0f / sum);
  __syncwarp();
  for (int c = lane; c < cols; c += 32) dst[c] = __hmul(dst[c], scale);
}

extern "C" __global__ void half2_layer_scale(const __half *__restrict__ x,
                                             const __half *__restrict__ gamma,
                                             const __half *__restrict__ beta,
                                             __half *__restrict__ y, int n, float limit) {
  const __half hi = __float2half(limit);
  const __half lo = __hneg(hi);
  const __half2 hi2 = __halves2half2(hi, hi);
  const __half2 lo2 = __halves2half2(lo, lo);
  const int pairs = n / 2;
  const __half2 *x2 = reinterpret_cast<const __half2 *>(x);
  const __half2 *g2 = reinterpret_cast<const __half2 *>(gamma);
  const __half2 *b2 = reinterpret_cast<const __half2 *>(beta);
  __half2 *y2 = reinterpret_cast<__half2 *>(y);
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < pairs; i += gridDim.x * blockDim.x) {
    __half2 v = __hfma2(x2[i], g2[i], b2[i]);
    v = __hmax2(__hmin2(v, hi2), lo2);
    y2[i] = v;
  }
  if ((n & 1) && blockIdx.x == 0 && threadIdx.x == 0) {
    __half v = __hfma(x[n - 1], gamma[n - 1], beta[n - 1]);
    if (__hlt(v, lo)) v = lo;
    if (__hge(v, hi)) v = hi;
    y[n - 1] = v;
  }
}
