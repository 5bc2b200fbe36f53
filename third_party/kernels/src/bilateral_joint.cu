// kestrel-launch: bilateral_rgba_tile block=16,16
// kestrel-launch: joint_bilateral_upsample block=16,16
// Edge-preserving colour filters.
//   bilateral_rgba_tile        RGBA8 bilateral filter: a (16+2R)x(16+2R) float4 tile with a
//                              clamp-to-edge apron staged in shared memory, spatial weights
//                              from a __constant__ (2R+1)^2 table (R <= 4, runtime radius),
//                              range weight expf(-|dc|^2 / 2 sigma_r^2) over RGB, alpha kept.
//   joint_bilateral_upsample   upsamples a low-resolution float map (e.g. depth) to the
//                              resolution of a high-resolution RGBA8 guide: each output pixel
//                              gathers a 5x5 low-res neighbourhood, weights by spatial
//                              distance in low-res space and by guide-colour similarity
//                              (guide sampled at each low-res pixel's centre). 64-bit offsets.
#include <cuda_runtime.h>

#define BF_TILE 16
#define BF_MAX_R 4
#define BF_SPAN (BF_TILE + 2 * BF_MAX_R)

__constant__ float c_spatial_w[(2 * BF_MAX_R + 1) * (2 * BF_MAX_R + 1)];

static __device__ __forceinline__ float4 unpack_rgba(uchar4 p) {
  return make_float4(p.x * (1.0f / 255.0f), p.y * (1.0f / 255.0f), p.z * (1.0f / 255.0f), p.w * (1.0f / 255.0f));
}

static __device__ __forceinline__ unsigned char to_u8(float v) {
  return (unsigned char)__float2int_rn(fminf(fmaxf(v, 0.0f), 1.0f) * 255.0f);
}

extern "C" __global__ void __launch_bounds__(256)
bilateral_rgba_tile(const uchar4 *__restrict__ src, uchar4 *__restrict__ dst, int width, int height,
                    int pitch, int radius, float sigma_range) {
  __shared__ float4 tile[BF_SPAN][BF_SPAN];
  const int r = min(max(radius, 0), BF_MAX_R);
  const int x0 = blockIdx.x * BF_TILE - r;
  const int y0 = blockIdx.y * BF_TILE - r;
  const int span = BF_TILE + 2 * r;
  const int tid = threadIdx.y * blockDim.x + threadIdx.x;
  const int nthreads = blockDim.x * blockDim.y;
  if (width <= 0 || height <= 0 || pitch < width)
    return; // uniform

  for (int i = tid; i < span * span; i += nthreads) {
    const int ty = i / span, tx = i - ty * span;
    const int gx = min(max(x0 + tx, 0), width - 1);
    const int gy = min(max(y0 + ty, 0), height - 1);
    tile[ty][tx] = unpack_rgba(src[(size_t)gy * pitch + gx]);
  }
  __syncthreads();

  const int lx = threadIdx.x, ly = threadIdx.y;
  const int x = blockIdx.x * BF_TILE + lx;
  const int y = blockIdx.y * BF_TILE + ly;
  if (lx >= BF_TILE || ly >= BF_TILE || x >= width || y >= height)
    return;
  const float inv2s2 = 0.5f / fmaxf(sigma_range * sigma_range, 1e-8f);
  const float4 c = tile[ly + r][lx + r];
  float wsum = 0.0f, ar = 0.0f, ag = 0.0f, ab = 0.0f;
  const int wdim = 2 * r + 1;
  for (int dy = 0; dy < wdim; ++dy) {
    const float4 *trow = &tile[ly + dy][lx];
    const float *wrow = &c_spatial_w[dy * (2 * BF_MAX_R + 1)];
    for (int dx = 0; dx < wdim; ++dx) {
      const float4 q = trow[dx];
      const float dr = q.x - c.x, dg = q.y - c.y, db = q.z - c.z;
      const float w = wrow[dx] * __expf(-(dr * dr + dg * dg + db * db) * inv2s2);
      wsum += w;
      ar += w * q.x;
      ag += w * q.y;
      ab += w * q.z;
    }
  }
  const float inv = wsum > 0.0f ? 1.0f / wsum : 0.0f;
  float4 o = wsum > 0.0f ? make_float4(ar * inv, ag * inv, ab * inv, c.w) : c;
  dst[(size_t)y * pitch + x] = make_uchar4(to_u8(o.x), to_u8(o.y), to_u8(o.z), to_u8(o.w));
}

extern "C" __global__ void joint_bilateral_upsample(const float *__restrict__ low, const uchar4 *__restrict__ guide,
                                                    float *__restrict__ out, int lw, int lh, int hw, int hh,
                                                    float sigma_spatial, float sigma_range) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= hw || y >= hh || lw <= 0 || lh <= 0)
    return;
  const float sx = (float)lw / (float)hw;
  const float sy = (float)lh / (float)hh;
  // position of this output pixel in low-resolution coordinates
  const float lxf = (x + 0.5f) * sx - 0.5f;
  const float lyf = (y + 0.5f) * sy - 0.5f;
  const int cx = (int)floorf(fmaxf(lxf, 0.0f) + 0.5f);
  const int cy = (int)floorf(fmaxf(lyf, 0.0f) + 0.5f);
  const float inv_ss = 0.5f / fmaxf(sigma_spatial * sigma_spatial, 1e-6f);
  const float inv_rs = 0.5f / fmaxf(sigma_range * sigma_range, 1e-8f);
  const uchar4 gc = guide[(size_t)y * hw + x];
  const float g0r = gc.x * (1.0f / 255.0f), g0g = gc.y * (1.0f / 255.0f), g0b = gc.z * (1.0f / 255.0f);

  float acc = 0.0f, wsum = 0.0f;
#pragma unroll
  for (int dy = -2; dy <= 2; ++dy) {
    const int qy = min(max(cy + dy, 0), lh - 1);
    // guide row under the centre of low-res row qy
    const int gy = min(max((int)((qy + 0.5f) / sy), 0), hh - 1);
    const float ddy = (float)qy - lyf;
#pragma unroll
    for (int dx = -2; dx <= 2; ++dx) {
      const int qx = min(max(cx + dx, 0), lw - 1);
      const int gx = min(max((int)((qx + 0.5f) / sx), 0), hw - 1);
      const float ddx = (float)qx - lxf;
      const uchar4 g = guide[(size_t)gy * hw + gx];
      const float er = g.x * (1.0f / 255.0f) - g0r;
      const float eg = g.y * (1.0f / 255.0f) - g0g;
      const float eb = g.z * (1.0f / 255.0f) - g0b;
      const float w = expf(-(ddx * ddx + ddy * ddy) * inv_ss - (er * er + eg * eg + eb * eb) * inv_rs);
      acc += w * low[(size_t)qy * lw + qx];
      wsum += w;
    }
  }
  out[(size_t)y * hw + x] = wsum > 1e-20f ? acc / wsum : low[(size_t)min(cy, lh - 1) * lw + min(cx, lw - 1)];
}
