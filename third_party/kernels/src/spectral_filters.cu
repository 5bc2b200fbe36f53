// Image filters on single-channel float images with clamp-to-edge borders, all through shared
// tiles with a radius-R halo and templated on R: a fused separable Gaussian (horizontal pass into a
// second shared buffer, then vertical), the guided filter (box means of I, p, I*p, I*I -> a, b, then
// box means of a, b -> q), and an unsharp mask with a threshold.
#include <cuda_runtime.h>
#include <stdint.h>

#define FB_X 32
#define FB_Y 8

__device__ __forceinline__ int clampi(int v, int lo, int hi) { return min(max(v, lo), hi); }

// Loads a (FB_Y + 2R) x (FB_X + 2R) tile of img around this block, clamping at the borders.
template <int R>
__device__ __forceinline__ void load_tile(float (*tile)[FB_X + 2 * R], const float* __restrict__ img, int w, int h,
                                          long long pitch) {
  constexpr int TW = FB_X + 2 * R, TH = FB_Y + 2 * R;
  const int x0 = blockIdx.x * FB_X - R, y0 = blockIdx.y * FB_Y - R;
  const int tid = threadIdx.y * FB_X + threadIdx.x;
  for (int i = tid; i < TW * TH; i += FB_X * FB_Y) {
    const int ty = i / TW, tx = i - ty * TW;
    const int gx = clampi(x0 + tx, 0, w - 1), gy = clampi(y0 + ty, 0, h - 1);
    tile[ty][tx] = img[(long long)gy * pitch + gx];
  }
}

template <int R>
__device__ __forceinline__ void gaussian_weights(float* w, float sigma) {
  const float s = fminf(fmaxf(sigma, 0.1f), 32.f);
  const float k = -0.5f / (s * s);
  const int t = threadIdx.y * FB_X + threadIdx.x;
  if (t <= 2 * R) w[t] = __expf(k * (float)((t - R) * (t - R)));
  __syncthreads();
  if (t == 0) {
    float sum = 0.f;
#pragma unroll
    for (int i = 0; i <= 2 * R; ++i) sum += w[i];
    w[2 * R + 1] = 1.f / sum;
  }
  __syncthreads();
}

template <int R>
__device__ __forceinline__ void gaussian_body(const float* __restrict__ in, float* __restrict__ out, int w, int h,
                                              long long pitch, float sigma) {
  __shared__ float tile[FB_Y + 2 * R][FB_X + 2 * R];
  __shared__ float hbuf[FB_Y + 2 * R][FB_X];
  __shared__ float wts[2 * R + 2];
  if (blockDim.x != FB_X || blockDim.y != FB_Y || w < 1 || h < 1) return;
  gaussian_weights<R>(wts, sigma);
  load_tile<R>(tile, in, w, h, pitch);
  __syncthreads();
  const float norm = wts[2 * R + 1];
  for (int ry = threadIdx.y; ry < FB_Y + 2 * R; ry += FB_Y) {
    float acc = 0.f;
#pragma unroll
    for (int k = -R; k <= R; ++k) acc = fmaf(wts[k + R], tile[ry][threadIdx.x + R + k], acc);
    hbuf[ry][threadIdx.x] = acc * norm;
  }
  __syncthreads();
  float acc = 0.f;
#pragma unroll
  for (int k = -R; k <= R; ++k) acc = fmaf(wts[k + R], hbuf[threadIdx.y + R + k][threadIdx.x], acc);
  const int x = blockIdx.x * FB_X + threadIdx.x, y = blockIdx.y * FB_Y + threadIdx.y;
  if (x < w && y < h) out[(long long)y * pitch + x] = acc * norm;
}

extern "C" __global__ void __launch_bounds__(FB_X * FB_Y)
    gaussian_sep_r3(const float* __restrict__ in, float* __restrict__ out, int w, int h, long long pitch, float sigma) {
  gaussian_body<3>(in, out, w, h, pitch, sigma);
}

extern "C" __global__ void __launch_bounds__(FB_X * FB_Y)
    gaussian_sep_r7(const float* __restrict__ in, float* __restrict__ out, int w, int h, long long pitch, float sigma) {
  gaussian_body<7>(in, out, w, h, pitch, sigma);
}

// Box sum of N tiles (separable): horizontal sums into hb, then vertical at this thread's pixel.
template <int R, int N>
__device__ __forceinline__ void box_sums(float (*const tiles[N])[FB_X + 2 * R], float (*hb)[FB_Y + 2 * R][FB_X],
                                         float* out) {
  for (int ry = threadIdx.y; ry < FB_Y + 2 * R; ry += FB_Y) {
#pragma unroll
    for (int q = 0; q < N; ++q) {
      float acc = 0.f;
#pragma unroll
      for (int k = 0; k <= 2 * R; ++k) acc += tiles[q][ry][threadIdx.x + k];
      hb[q][ry][threadIdx.x] = acc;
    }
  }
  __syncthreads();
  constexpr float inv = 1.f / (float)((2 * R + 1) * (2 * R + 1));
#pragma unroll
  for (int q = 0; q < N; ++q) {
    float acc = 0.f;
#pragma unroll
    for (int k = 0; k <= 2 * R; ++k) acc += hb[q][threadIdx.y + k][threadIdx.x];
    out[q] = acc * inv;
  }
}

// Guided filter, first half: a = cov(I, p) / (var(I) + eps), b = mean(p) - a mean(I).
template <int R>
__device__ __forceinline__ void guided_stats_body(const float* __restrict__ I, const float* __restrict__ p,
                                                  float* __restrict__ a_out, float* __restrict__ b_out, int w, int h,
                                                  long long pitch, float eps) {
  __shared__ float tI[FB_Y + 2 * R][FB_X + 2 * R];
  __shared__ float tP[FB_Y + 2 * R][FB_X + 2 * R];
  __shared__ float tIP[FB_Y + 2 * R][FB_X + 2 * R];
  __shared__ float tII[FB_Y + 2 * R][FB_X + 2 * R];
  __shared__ float hb[4][FB_Y + 2 * R][FB_X];
  if (blockDim.x != FB_X || blockDim.y != FB_Y || w < 1 || h < 1) return;
  load_tile<R>(tI, I, w, h, pitch);
  load_tile<R>(tP, p, w, h, pitch);
  __syncthreads();
  constexpr int TW = FB_X + 2 * R, TH = FB_Y + 2 * R;
  for (int i = threadIdx.y * FB_X + threadIdx.x; i < TW * TH; i += FB_X * FB_Y) {
    const int ty = i / TW, tx = i - ty * TW;
    const float vi = tI[ty][tx];
    tIP[ty][tx] = vi * tP[ty][tx];
    tII[ty][tx] = vi * vi;
  }
  __syncthreads();
  float (*const tiles[4])[FB_X + 2 * R] = {tI, tP, tIP, tII};
  float m[4];
  box_sums<R, 4>(tiles, hb, m);
  const float e = fmaxf(eps, 1e-8f);
  const float cov = m[2] - m[0] * m[1];
  const float var = fmaxf(m[3] - m[0] * m[0], 0.f);
  const float a = cov / (var + e);
  const float b = m[1] - a * m[0];
  const int x = blockIdx.x * FB_X + threadIdx.x, y = blockIdx.y * FB_Y + threadIdx.y;
  if (x < w && y < h) {
    a_out[(long long)y * pitch + x] = a;
    b_out[(long long)y * pitch + x] = b;
  }
}

// Guided filter, second half: q = mean(a) I + mean(b).
template <int R>
__device__ __forceinline__ void guided_apply_body(const float* __restrict__ I, const float* __restrict__ a,
                                                  const float* __restrict__ b, float* __restrict__ q, int w, int h,
                                                  long long pitch) {
  __shared__ float tA[FB_Y + 2 * R][FB_X + 2 * R];
  __shared__ float tB[FB_Y + 2 * R][FB_X + 2 * R];
  __shared__ float hb[2][FB_Y + 2 * R][FB_X];
  if (blockDim.x != FB_X || blockDim.y != FB_Y || w < 1 || h < 1) return;
  load_tile<R>(tA, a, w, h, pitch);
  load_tile<R>(tB, b, w, h, pitch);
  __syncthreads();
  float (*const tiles[2])[FB_X + 2 * R] = {tA, tB};
  float m[2];
  box_sums<R, 2>(tiles, hb, m);
  const int x = blockIdx.x * FB_X + threadIdx.x, y = blockIdx.y * FB_Y + threadIdx.y;
  if (x < w && y < h) {
    const long long o = (long long)y * pitch + x;
    q[o] = fmaf(m[0], I[o], m[1]);
  }
}

extern "C" __global__ void __launch_bounds__(FB_X * FB_Y)
    guided_stats_r4(const float* __restrict__ I, const float* __restrict__ p, float* __restrict__ a,
                    float* __restrict__ b, int w, int h, long long pitch, float eps) {
  guided_stats_body<4>(I, p, a, b, w, h, pitch, eps);
}

extern "C" __global__ void __launch_bounds__(FB_X * FB_Y)
    guided_apply_r4(const float* __restrict__ I, const float* __restrict__ a, const float* __restrict__ b,
                    float* __restrict__ q, int w, int h, long long pitch) {
  guided_apply_body<4>(I, a, b, q, w, h, pitch);
}

extern "C" __global__ void __launch_bounds__(FB_X * FB_Y)
    guided_stats_r2(const float* __restrict__ I, const float* __restrict__ p, float* __restrict__ a,
                    float* __restrict__ b, int w, int h, long long pitch, float eps) {
  guided_stats_body<2>(I, p, a, b, w, h, pitch, eps);
}

// Unsharp mask: out = clamp(I + amount (I - G_sigma * I), 0, 1) where |I - blur| > threshold.
extern "C" __global__ void __launch_bounds__(FB_X * FB_Y)
    unsharp_mask_r2(const float* __restrict__ in, float* __restrict__ out, int w, int h, long long pitch, float sigma,
                    float amount, float threshold) {
  constexpr int R = 2;
  __shared__ float tile[FB_Y + 2 * R][FB_X + 2 * R];
  __shared__ float hbuf[FB_Y + 2 * R][FB_X];
  __shared__ float wts[2 * R + 2];
  if (blockDim.x != FB_X || blockDim.y != FB_Y || w < 1 || h < 1) return;
  gaussian_weights<R>(wts, sigma);
  load_tile<R>(tile, in, w, h, pitch);
  __syncthreads();
  const float norm = wts[2 * R + 1];
  for (int ry = threadIdx.y; ry < FB_Y + 2 * R; ry += FB_Y) {
    float acc = 0.f;
#pragma unroll
    for (int k = -R; k <= R; ++k) acc = fmaf(wts[k + R], tile[ry][threadIdx.x + R + k], acc);
    hbuf[ry][threadIdx.x] = acc * norm;
  }
  __syncthreads();
  float blur = 0.f;
#pragma unroll
  for (int k = -R; k <= R; ++k) blur = fmaf(wts[k + R], hbuf[threadIdx.y + R + k][threadIdx.x], blur);
  blur *= norm;
  const int x = blockIdx.x * FB_X + threadIdx.x, y = blockIdx.y * FB_Y + threadIdx.y;
  if (x < w && y < h) {
    const float c = tile[threadIdx.y + R][threadIdx.x + R];
    const float d = c - blur;
    const float amt = fminf(fmaxf(amount, 0.f), 10.f);
    out[(long long)y * pitch + x] = fabsf(d) > threshold ? __saturatef(fmaf(amt, d, c)) : c;
  }
}
