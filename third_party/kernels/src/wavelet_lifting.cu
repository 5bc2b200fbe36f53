// kestrel-launch: haar2d_level block=16,16
// Discrete wavelet transforms by lifting.
//   cdf97_rows_lift   one image row per block (blockIdx.x), staged in dynamic shared memory;
//                     the four CDF 9/7 lifting steps (predict, update, predict, update) with
//                     whole-sample symmetric extension, a barrier between steps, then scaling
//                     and de-interleaving into [low | high] halves of the output row.
//                     Dynamic shared: width floats. launch: block 128, grid = height.
//   cdf97_cols_lift   one column per thread, lifting in place down the column of `data`
//                     (row pitch in elements, 64-bit), then de-interleaved into `out`
//                     (low rows on top, high rows below). launch: block 128, grid ceil(w/128).
//   haar2d_level      one level of the orthonormal 2D Haar transform, one 2x2 quad per
//                     thread (float2 loads), quadrants LL | HL / LH | HH, with optional soft
//                     thresholding of the detail bands. launch: block 16x16.
#include <cuda_runtime.h>

#define CDF_ALPHA -1.586134342f
#define CDF_BETA -0.05298011854f
#define CDF_GAMMA 0.8829110762f
#define CDF_DELTA 0.4435068522f
#define CDF_K 1.149604398f

extern "C" __global__ void cdf97_rows_lift(const float *__restrict__ in, float *__restrict__ out, int width,
                                           int height, int pitch) {
  extern __shared__ float row[];
  const int y = blockIdx.x;
  if (y >= height || width < 2 || pitch < width)
    return; // uniform per block
  const size_t base = (size_t)y * (size_t)pitch;
  const int half = width >> 1;     // odd (detail) samples
  const int nlow = width - half;   // even (smooth) samples
  for (int i = threadIdx.x; i < width; i += blockDim.x)
    row[i] = in[base + i];
  __syncthreads();

  // predict 1: d[i] += a (s[i] + s[i+1]), s[nlow] mirrored to s[nlow-1]
  for (int i = threadIdx.x; i < half; i += blockDim.x) {
    const int r = (i + 1 < nlow) ? 2 * i + 2 : 2 * i;
    row[2 * i + 1] += CDF_ALPHA * (row[2 * i] + row[r]);
  }
  __syncthreads();
  // update 1: s[i] += b (d[i-1] + d[i]), d[-1] -> d[0], d[half] -> d[half-1]
  for (int i = threadIdx.x; i < nlow; i += blockDim.x) {
    const int l = (i > 0) ? 2 * i - 1 : 2 * i + 1;
    const int r = (i < half) ? 2 * i + 1 : 2 * i - 1;
    row[2 * i] += CDF_BETA * (row[l] + row[r]);
  }
  __syncthreads();
  // predict 2
  for (int i = threadIdx.x; i < half; i += blockDim.x) {
    const int r = (i + 1 < nlow) ? 2 * i + 2 : 2 * i;
    row[2 * i + 1] += CDF_GAMMA * (row[2 * i] + row[r]);
  }
  __syncthreads();
  // update 2
  for (int i = threadIdx.x; i < nlow; i += blockDim.x) {
    const int l = (i > 0) ? 2 * i - 1 : 2 * i + 1;
    const int r = (i < half) ? 2 * i + 1 : 2 * i - 1;
    row[2 * i] += CDF_DELTA * (row[l] + row[r]);
  }
  __syncthreads();

  const float inv_k = 1.0f / CDF_K;
  for (int i = threadIdx.x; i < nlow; i += blockDim.x)
    out[base + i] = row[2 * i] * inv_k;
  for (int i = threadIdx.x; i < half; i += blockDim.x)
    out[base + nlow + i] = row[2 * i + 1] * CDF_K;
}

static __device__ __forceinline__ void lift_column_step(float *__restrict__ col, size_t pitch, int half, int nlow,
                                                        float coef, bool predict) {
  if (predict) {
    for (int i = 0; i < half; ++i) {
      const int r = (i + 1 < nlow) ? 2 * i + 2 : 2 * i;
      col[(size_t)(2 * i + 1) * pitch] += coef * (col[(size_t)(2 * i) * pitch] + col[(size_t)r * pitch]);
    }
  } else {
    for (int i = 0; i < nlow; ++i) {
      const int l = (i > 0) ? 2 * i - 1 : 2 * i + 1;
      const int r = (i < half) ? 2 * i + 1 : 2 * i - 1;
      col[(size_t)(2 * i) * pitch] += coef * (col[(size_t)l * pitch] + col[(size_t)r * pitch]);
    }
  }
}

extern "C" __global__ void cdf97_cols_lift(float *__restrict__ data, float *__restrict__ out, int width,
                                           int height, long long pitch) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  if (x >= width || height < 2 || pitch < width)
    return;
  const size_t p = (size_t)pitch;
  float *col = data + x;
  const int half = height >> 1;
  const int nlow = height - half;
  lift_column_step(col, p, half, nlow, CDF_ALPHA, true);
  lift_column_step(col, p, half, nlow, CDF_BETA, false);
  lift_column_step(col, p, half, nlow, CDF_GAMMA, true);
  lift_column_step(col, p, half, nlow, CDF_DELTA, false);
  const float inv_k = 1.0f / CDF_K;
  for (int i = 0; i < nlow; ++i)
    out[(size_t)i * p + x] = col[(size_t)(2 * i) * p] * inv_k;
  for (int i = 0; i < half; ++i)
    out[(size_t)(nlow + i) * p + x] = col[(size_t)(2 * i + 1) * p] * CDF_K;
}

static __device__ __forceinline__ float soft_threshold(float v, float t) {
  const float a = fabsf(v) - t;
  return a > 0.0f ? copysignf(a, v) : 0.0f;
}

// in: width x height (both even), row pitch `pitch` floats (even). out has the same shape.
extern "C" __global__ void haar2d_level(const float *__restrict__ in, float *__restrict__ out, int width, int height,
                                        int pitch, float threshold) {
  const int qx = blockIdx.x * blockDim.x + threadIdx.x;
  const int qy = blockIdx.y * blockDim.y + threadIdx.y;
  const int hw = width >> 1, hh = height >> 1;
  if (qx >= hw || qy >= hh || pitch < width || (pitch & 1))
    return;
  const float2 *r0 = reinterpret_cast<const float2 *>(in + (size_t)(2 * qy) * pitch);
  const float2 *r1 = reinterpret_cast<const float2 *>(in + (size_t)(2 * qy + 1) * pitch);
  const float2 top = r0[qx];
  const float2 bot = r1[qx];
  float ll = 0.5f * (top.x + top.y + bot.x + bot.y);
  float hl = 0.5f * (top.x - top.y + bot.x - bot.y);
  float lh = 0.5f * (top.x + top.y - bot.x - bot.y);
  float hh_ = 0.5f * (top.x - top.y - bot.x + bot.y);
  if (threshold > 0.0f) {
    hl = soft_threshold(hl, threshold);
    lh = soft_threshold(lh, threshold);
    hh_ = soft_threshold(hh_, threshold);
  }
  const size_t row_lo = (size_t)qy * pitch;
  const size_t row_hi = (size_t)(qy + hh) * pitch;
  out[row_lo + qx] = ll;
  out[row_lo + hw + qx] = hl;
  out[row_hi + qx] = lh;
  out[row_hi + hw + qx] = hh_;
}
