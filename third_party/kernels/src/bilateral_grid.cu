// Local tone mapping of HDR images with a bilateral grid (Chen, Paris, Durand 2007): the grid is
// spatial (x / ss, y / ss) by log-luminance (z), each cell holds (sum of log L, count).
//   bgrid_splat         one pixel per thread (2D grid): Rec.709 luminance, log2, normalised into
//                       [0, gz - 1], trilinear splat of (l, 1) into the eight surrounding cells with
//                       32-bit fixed-point integer atomics (order-independent sums).
//   bgrid_blur3         one cell per thread, z innermost in a loop: separable [1 2 1]^3 blur of the
//                       fixed-point grid, clamped at the faces, converted to float2 (value, weight).
//   bgrid_slice_tonemap trilinear slice of the blurred grid at each pixel gives the base layer;
//                       detail = l - base; the base is compressed to a target contrast (by-value
//                       parameter struct), recombined, RGB rescaled by exp2f of the change, then
//                       exposure, clamp and powf gamma.
// launch: all 2D, block 16x16; splat/slice grid ceil(w/16) x ceil(h/16), blur ceil(gx/16) x ceil(gy/16)
#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>

struct GridParams {
  int gx, gy, gz;  // grid dimensions (gx >= (w - 1) / ss + 2, ...)
  int ss;          // spatial sampling (pixels per cell)
};

struct ToneParams {
  float contrast;   // target log2 range of the base layer
  float exposure;
  float inv_gamma;
  float detail_gain;
};

#define FX_ONE 65536.f

static __device__ __forceinline__ float log_lum(const float *rgb) {
  const float L = 0.2126f * rgb[0] + 0.7152f * rgb[1] + 0.0722f * rgb[2];
  return log2f(fmaxf(L, 1e-6f));
}

extern "C" __global__ void bgrid_splat(const float *__restrict__ rgb, unsigned int *__restrict__ grid, int width,
                                       int height, GridParams g, float lmin, float lmax) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height || g.gx < 2 || g.gy < 2 || g.gz < 2)
    return;
  const float l = log_lum(rgb + 3 * ((size_t)y * width + x));
  const float span = fmaxf(lmax - lmin, 1e-6f);
  const float fz = fminf(fmaxf((l - lmin) / span, 0.f), 1.f) * (g.gz - 1);
  const float inv_ss = 1.f / (float)max(g.ss, 1);
  const float fx = fminf(x * inv_ss, (float)(g.gx - 1) - 1e-3f);
  const float fy = fminf(y * inv_ss, (float)(g.gy - 1) - 1e-3f);
  const int ix = (int)fx, iy = (int)fy, iz = min((int)fz, g.gz - 2);
  const float wx = fx - ix, wy = fy - iy, wz = fz - iz;
  // l shifted to be non-negative so the value channel stays unsigned
  const float lv = fminf(fmaxf(l - lmin, 0.f), 64.f);
#pragma unroll
  for (int c = 0; c < 8; ++c) {
    const int dx = c & 1, dy = (c >> 1) & 1, dz = c >> 2;
    const float w = (dx ? wx : 1.f - wx) * (dy ? wy : 1.f - wy) * (dz ? wz : 1.f - wz);
    const size_t cell = ((size_t)(iz + dz) * g.gy + (iy + dy)) * g.gx + (ix + dx);
    atomicAdd(&grid[2 * cell + 0], (unsigned int)__float2uint_rn(w * lv * 1024.f));
    atomicAdd(&grid[2 * cell + 1], (unsigned int)__float2uint_rn(w * FX_ONE));
  }
}

extern "C" __global__ void bgrid_blur3(const unsigned int *__restrict__ grid, float2 *__restrict__ blurred,
                                       GridParams g) {
  if (g.gx <= 0 || g.gy <= 0 || g.gz <= 0)
    return;
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= g.gx || y >= g.gy)
    return;
  const float wk[3] = {0.25f, 0.5f, 0.25f};
  const size_t plane = (size_t)g.gx * g.gy;
  for (int z = 0; z < g.gz; ++z) {
    float v = 0.f, w = 0.f;
#pragma unroll
    for (int dz = -1; dz <= 1; ++dz) {
      const int zz = min(max(z + dz, 0), g.gz - 1);
#pragma unroll
      for (int dy = -1; dy <= 1; ++dy) {
        const int yy = min(max(y + dy, 0), g.gy - 1);
#pragma unroll
        for (int dx = -1; dx <= 1; ++dx) {
          const int xx = min(max(x + dx, 0), g.gx - 1);
          const float k = wk[dz + 1] * wk[dy + 1] * wk[dx + 1];
          const size_t cell = zz * plane + (size_t)yy * g.gx + xx;
          v += k * (float)grid[2 * cell + 0] * (1.f / 1024.f);
          w += k * (float)grid[2 * cell + 1] * (1.f / FX_ONE);
        }
      }
    }
    blurred[z * plane + (size_t)y * g.gx + x] = make_float2(v, w);
  }
}

extern "C" __global__ void bgrid_slice_tonemap(const float *__restrict__ rgb, const float2 *__restrict__ blurred,
                                               float *__restrict__ out, int width, int height, GridParams g,
                                               float lmin, float lmax, ToneParams t) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height || g.gx < 2 || g.gy < 2 || g.gz < 2)
    return;
  const size_t pix = (size_t)y * width + x;
  const float *p = rgb + 3 * pix;
  const float l = log_lum(p);
  const float span = fmaxf(lmax - lmin, 1e-6f);
  const float fz = fminf(fmaxf((l - lmin) / span, 0.f), 1.f) * (g.gz - 1);
  const float inv_ss = 1.f / (float)max(g.ss, 1);
  const float fx = fminf(x * inv_ss, (float)(g.gx - 1) - 1e-3f);
  const float fy = fminf(y * inv_ss, (float)(g.gy - 1) - 1e-3f);
  const int ix = (int)fx, iy = (int)fy, iz = min((int)fz, g.gz - 2);
  const float wx = fx - ix, wy = fy - iy, wz = fz - iz;
  float v = 0.f, w = 0.f;
#pragma unroll
  for (int c = 0; c < 8; ++c) {
    const int dx = c & 1, dy = (c >> 1) & 1, dz = c >> 2;
    const float k = (dx ? wx : 1.f - wx) * (dy ? wy : 1.f - wy) * (dz ? wz : 1.f - wz);
    const float2 cell = blurred[((size_t)(iz + dz) * g.gy + (iy + dy)) * g.gx + (ix + dx)];
    v += k * cell.x;
    w += k * cell.y;
  }
  const float base = (w > 1e-4f ? v / w : l - lmin) + lmin;
  const float detail = l - base;
  const float scale = t.contrast / span;
  const float lout = (base - lmax) * scale + detail * t.detail_gain;
  const float gainf = exp2f(lout - l) * t.exposure;
#pragma unroll
  for (int c = 0; c < 3; ++c) {
    const float v = fminf(fmaxf(p[c] * gainf, 0.f), 1.f);
    out[3 * pix + c] = powf(v, t.inv_gamma);
  }
}
