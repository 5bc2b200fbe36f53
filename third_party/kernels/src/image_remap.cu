// Geometric image remapping.
//
// warp_affine_bilinear: dst(x,y) = src(M * (x,y,1)) with the 2x3 inverse affine matrix in
//   __constant__ memory (set per frame with cudaMemcpyToSymbol). Bilinear interpolation;
//   samples whose footprint leaves the source take the `border` value. One thread per
//   destination pixel, 2D grid. Launch: block 16x16, grid ceil(dw/16) x ceil(dh/16);
//   args sw=40, sh=30, dw=48, dh=32 (intended: --block 16,16 --grid 3,2).
// remap_bicubic: dst(x,y) = src(mapx(x,y), mapy(x,y)) with per-pixel float maps (lens
//   undistortion style). Catmull-Rom cubic in both directions, 4x4 taps with
//   clamp-to-edge source coordinates, #pragma unroll loops, weights computed once per
//   axis; rows addressed through a pitch in elements. Launch: block 32x8, grid
//   ceil(w/32) x ceil(h/8); args w=40, h=24, src_pitch=48, dst_pitch=40.
#include <cuda_runtime.h>

struct AffineMap {
  float m00, m01, m02;
  float m10, m11, m12;
};
__constant__ AffineMap c_affine;

__device__ __forceinline__ float fetch_border(const float* src, int sw, int sh, int x, int y,
                                              float border) {
  return (x >= 0 && x < sw && y >= 0 && y < sh) ? src[(size_t)y * sw + x] : border;
}

extern "C" __global__ void warp_affine_bilinear(const float* __restrict__ src,
                                                float* __restrict__ dst, int sw, int sh,
                                                int dw, int dh, float border) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= dw || y >= dh || sw <= 0 || sh <= 0) return;

  float fx = (float)x, fy = (float)y;
  float sx = c_affine.m00 * fx + c_affine.m01 * fy + c_affine.m02;
  float sy = c_affine.m10 * fx + c_affine.m11 * fy + c_affine.m12;
  float out = border;
  // NaN and far-away coordinates fail these tests, so the float->int below is in range.
  if (sx > -1.0f && sx < (float)sw && sy > -1.0f && sy < (float)sh) {
    float x0f = floorf(sx), y0f = floorf(sy);
    int x0 = (int)x0f, y0 = (int)y0f;
    float ax = sx - x0f, ay = sy - y0f;
    float p00 = fetch_border(src, sw, sh, x0, y0, border);
    float p10 = fetch_border(src, sw, sh, x0 + 1, y0, border);
    float p01 = fetch_border(src, sw, sh, x0, y0 + 1, border);
    float p11 = fetch_border(src, sw, sh, x0 + 1, y0 + 1, border);
    float top = fmaf(ax, p10 - p00, p00);
    float bot = fmaf(ax, p11 - p01, p01);
    out = fmaf(ay, bot - top, top);
  }
  dst[(size_t)y * dw + x] = out;
}

__device__ __forceinline__ void catmull_rom_weights(float t, float w[4]) {
  float t2 = t * t, t3 = t2 * t;
  w[0] = 0.5f * (-t3 + 2.0f * t2 - t);
  w[1] = 0.5f * (3.0f * t3 - 5.0f * t2 + 2.0f);
  w[2] = 0.5f * (-3.0f * t3 + 4.0f * t2 + t);
  w[3] = 0.5f * (t3 - t2);
}

extern "C" __global__ void remap_bicubic(const float* __restrict__ src,
                                         const float* __restrict__ mapx,
                                         const float* __restrict__ mapy,
                                         float* __restrict__ dst, int w, int h,
                                         int src_pitch, int dst_pitch) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (w <= 0 || h <= 0 || src_pitch < w || dst_pitch < w) return;
  if (x >= w || y >= h) return;

  size_t m = (size_t)y * w + x;
  // Clamp the map into the image (edge replication), then split integer/fraction.
  float sx = fminf(fmaxf(mapx[m], 0.0f), (float)(w - 1));
  float sy = fminf(fmaxf(mapy[m], 0.0f), (float)(h - 1));
  float fx = floorf(sx), fy = floorf(sy);
  int ix = (int)fx, iy = (int)fy;
  float wx[4], wy[4];
  catmull_rom_weights(sx - fx, wx);
  catmull_rom_weights(sy - fy, wy);

  int cols[4];
#pragma unroll
  for (int i = 0; i < 4; ++i) cols[i] = min(max(ix - 1 + i, 0), w - 1);

  float acc = 0.0f;
#pragma unroll
  for (int j = 0; j < 4; ++j) {
    int r = min(max(iy - 1 + j, 0), h - 1);
    const float* row = src + (size_t)r * src_pitch;
    float racc = 0.0f;
#pragma unroll
    for (int i = 0; i < 4; ++i) racc = fmaf(wx[i], row[cols[i]], racc);
    acc = fmaf(wy[j], racc, acc);
  }
  dst[(size_t)y * dst_pitch + x] = acc;
}
