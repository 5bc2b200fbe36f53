// Edge-preserving and separable smoothing of single-channel float images (row-major, pitch
// in elements), borders clamped to the nearest pixel.
//   gauss_rows_shared  horizontal pass of a separable Gaussian, taps in __constant__ memory
//                      (c_gauss[MAX_RADIUS + d], d = -radius..radius, radius <= MAX_RADIUS).
//                      A TILE_H x (TILE_W + 2 MAX_RADIUS) tile with clamped apron is loaded
//                      cooperatively by however many threads the block has; every thread
//                      then produces the outputs of the tile cells it strides over.
//   gauss_cols_r3      vertical pass with a fixed radius-3 kernel (taps by value), fully
//                      unrolled, 64-bit addressing, one thread per pixel (grid-stride).
//   bilateral_gray     (2r+1)^2 bilateral filter, r <= 4: spatial weight from a precomputed
//                      table, range weight exp(-(I_q - I_p)^2 / 2 sigma_r^2), parameters in a
//                      by-value struct.
// launch: gauss_rows_shared  block 32x8, grid (ceil(width/32), ceil(height/8))
//         gauss_cols_r3      block 256, grid ceil(width*height/256)
//         bilateral_gray     block 16x16, grid (ceil(width/16), ceil(height/16))
#include <cuda_runtime.h>

#define MAX_RADIUS 8
#define TILE_W 32
#define TILE_H 8
#define APRON_W (TILE_W + 2 * MAX_RADIUS)

__constant__ float c_gauss[2 * MAX_RADIUS + 1];

static __device__ __forceinline__ int clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }

extern "C" __global__ void __launch_bounds__(256)
gauss_rows_shared(const float *__restrict__ src, float *__restrict__ dst, int width, int height, int pitch,
                  int radius) {
  __shared__ float tile[TILE_H][APRON_W];
  if (width <= 0 || height <= 0 || pitch < width)
    return;
  const int r = clampi(radius, 0, MAX_RADIUS);
  const int x0 = blockIdx.x * TILE_W;
  const int y0 = blockIdx.y * TILE_H;
  const int tid = threadIdx.y * blockDim.x + threadIdx.x;
  const int nthreads = blockDim.x * blockDim.y;

  for (int c = tid; c < TILE_H * APRON_W; c += nthreads) {
    const int ty = c / APRON_W, tx = c - ty * APRON_W;
    const int gy = clampi(y0 + ty, 0, height - 1);
    const int gx = clampi(x0 + tx - MAX_RADIUS, 0, width - 1);
    tile[ty][tx] = src[gy * pitch + gx];
  }
  __syncthreads();

  for (int c = tid; c < TILE_H * TILE_W; c += nthreads) {
    const int ty = c / TILE_W, tx = c - ty * TILE_W;
    const int gx = x0 + tx, gy = y0 + ty;
    if (gx >= width || gy >= height)
      continue;
    float acc = c_gauss[MAX_RADIUS] * tile[ty][tx + MAX_RADIUS];
    for (int d = 1; d <= r; d++)
      acc += c_gauss[MAX_RADIUS + d] * tile[ty][tx + MAX_RADIUS + d] +
             c_gauss[MAX_RADIUS - d] * tile[ty][tx + MAX_RADIUS - d];
    dst[gy * pitch + gx] = acc;
  }
}

struct Taps7 {
  float w[7];
};

extern "C" __global__ void __launch_bounds__(256)
gauss_cols_r3(const float *__restrict__ src, float *__restrict__ dst, long long width, long long height,
              long long pitch, Taps7 taps) {
  if (width <= 0 || height <= 0 || pitch < width)
    return;
  const long long total = width * height;
  for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < total;
       i += (long long)gridDim.x * blockDim.x) {
    const long long y = i / width;
    const long long x = i - y * width;
    float acc = 0.0f;
#pragma unroll
    for (int d = -3; d <= 3; d++) {
      long long yy = y + d;
      yy = yy < 0 ? 0 : (yy >= height ? height - 1 : yy);
      acc += taps.w[d + 3] * src[yy * pitch + x];
    }
    dst[y * pitch + x] = acc;
  }
}

struct BilateralParams {
  float spatial[9][9];  // exp(-(dx^2+dy^2) / 2 sigma_s^2), centred at [4][4]
  float inv_two_sigma_r2;
  int radius;
};

extern "C" __global__ void __launch_bounds__(256)
bilateral_gray(const float *__restrict__ src, float *__restrict__ dst, int width, int height, BilateralParams bp) {
  const int x = blockIdx.x * 16 + threadIdx.x;
  const int y = blockIdx.y * 16 + threadIdx.y;
  if (threadIdx.x >= 16 || threadIdx.y >= 16 || x >= width || y >= height)
    return;
  const int r = clampi(bp.radius, 0, 4);
  const float center = src[y * width + x];
  float wsum = 0.0f, vsum = 0.0f;
  for (int dy = -r; dy <= r; dy++) {
    const int yy = clampi(y + dy, 0, height - 1);
    const float *row = src + yy * width;
#pragma unroll 3
    for (int dx = -r; dx <= r; dx++) {
      const float v = row[clampi(x + dx, 0, width - 1)];
      const float diff = v - center;
      const float w = bp.spatial[dy + 4][dx + 4] * expf(-diff * diff * bp.inv_two_sigma_r2);
      wsum += w;
      vsum += w * v;
    }
  }
  dst[y * width + x] = wsum > 0.0f ? vsum / wsum : center;
}
