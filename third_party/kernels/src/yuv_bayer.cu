// Camera / video colour pipeline kernels.
//   nv12_to_rgba8          NV12 (Y plane + interleaved UV plane at half resolution, byte pitches)
//                          to RGBA8: a thread per 2x2 quad sharing one chroma sample, BT.601 /
//                          BT.709 / BT.2020 coefficients from a __constant__ table selected at
//                          run time, limited (video) or full range expansion, saturation, ragged
//                          right/bottom quads on odd sizes.
//   bayer_bilinear_planar  bilinear demosaic of a 16-bit Bayer mosaic (any of the four CFA
//                          phases) after black/white level normalisation: a (bx+2) x (by+2) float
//                          tile with reflect-101 borders staged cooperatively for any block up to
//                          32x16, then a per-pixel switch on the site colour (R, B, G on a red row,
//                          G on a blue row) with cross/diagonal/axis averages, white-balance gains,
//                          three output planes.
#include <cuda_runtime.h>
#include <stdint.h>

struct YuvMatrix {
  float rv, gu, gv, bu;
};
__constant__ YuvMatrix c_yuv[3] = {
    {1.402f, 0.344136f, 0.714136f, 1.772f},       // BT.601
    {1.5748f, 0.187324f, 0.468124f, 1.8556f},     // BT.709
    {1.4746f, 0.164553f, 0.571353f, 1.8814f},     // BT.2020 (non-constant luminance)
};

static __device__ __forceinline__ uchar4 yuv_px(float y, float u, float v, const YuvMatrix &m) {
  const float r = fmaf(m.rv, v, y);
  const float g = y - m.gu * u - m.gv * v;
  const float b = fmaf(m.bu, u, y);
  return make_uchar4((unsigned char)__float2int_rn(__saturatef(r) * 255.f),
                     (unsigned char)__float2int_rn(__saturatef(g) * 255.f),
                     (unsigned char)__float2int_rn(__saturatef(b) * 255.f), 255);
}

extern "C" __global__ void nv12_to_rgba8(const uint8_t *__restrict__ y_plane, size_t y_pitch,
                                         const uint8_t *__restrict__ uv_plane, size_t uv_pitch,
                                         uchar4 *__restrict__ rgba, size_t out_pitch, int width, int height,
                                         int matrix, int full_range) {
  const int qx = blockIdx.x * blockDim.x + threadIdx.x;
  const int qy = blockIdx.y * blockDim.y + threadIdx.y;
  const int x0 = 2 * qx, y0 = 2 * qy;
  if (x0 >= width || y0 >= height)
    return;
  if (y_pitch < (size_t)width || uv_pitch < (size_t)(width + 1) / 2 * 2 || out_pitch < (size_t)width)
    return; // malformed pitches: rows would overlap
  const YuvMatrix m = c_yuv[min(max(matrix, 0), 2)];
  const float y_scale = full_range ? 1.0f / 255.f : 1.0f / 219.f;
  const float y_off = full_range ? 0.f : 16.f;
  const float c_scale = full_range ? 1.0f / 255.f : 1.0f / 224.f;
  const uint8_t *uv = uv_plane + (size_t)qy * uv_pitch + 2 * (size_t)qx;
  const float u = ((float)uv[0] - 128.f) * c_scale;
  const float v = ((float)uv[1] - 128.f) * c_scale;
#pragma unroll
  for (int dy = 0; dy < 2; ++dy) {
    const int y = y0 + dy;
    if (y >= height)
      break;
    const uint8_t *yrow = y_plane + (size_t)y * y_pitch;
    uchar4 *orow = rgba + (size_t)y * out_pitch;
#pragma unroll
    for (int dx = 0; dx < 2; ++dx) {
      const int x = x0 + dx;
      if (x < width)
        orow[x] = yuv_px(((float)yrow[x] - y_off) * y_scale, u, v, m);
    }
  }
}

#define BAYER_MAX_BX 32
#define BAYER_MAX_BY 16

static __device__ __forceinline__ int reflect101(int i, int n) {
  i = i < 0 ? -i : i;
  return i >= n ? 2 * n - 2 - i : i;
}

extern "C" __global__ void __launch_bounds__(512)
    bayer_bilinear_planar(const uint16_t *__restrict__ raw, size_t raw_pitch, float *__restrict__ rgb, int width,
                          int height, int pattern, float black_level, float white_level, float3 wb) {
  __shared__ float tile[BAYER_MAX_BY + 2][BAYER_MAX_BX + 2];
  const int bx = blockDim.x, by = blockDim.y;
  if (bx > BAYER_MAX_BX || by > BAYER_MAX_BY || width < 2 || height < 2 || raw_pitch < (size_t)width)
    return; // uniform over the block
  const int ox = blockIdx.x * bx - 1, oy = blockIdx.y * by - 1;
  const float scale = 1.0f / fmaxf(white_level - black_level, 1.0f);
  const int tw = bx + 2, th = by + 2;
  for (int i = threadIdx.y * bx + threadIdx.x; i < tw * th; i += bx * by) {
    const int ty = i / tw, tx = i - ty * tw;
    const int gx = reflect101(min(ox + tx, 2 * width - 2), width);
    const int gy = reflect101(min(oy + ty, 2 * height - 2), height);
    tile[ty][tx] = fmaxf((float)raw[(size_t)gy * raw_pitch + gx] - black_level, 0.f) * scale;
  }
  __syncthreads();

  const int x = blockIdx.x * bx + threadIdx.x, y = blockIdx.y * by + threadIdx.y;
  if (x >= width || y >= height)
    return;
  const int tx = threadIdx.x + 1, ty = threadIdx.y + 1;
  // position of red in the 2x2 cell: RGGB (0,0), BGGR (1,1), GRBG (1,0), GBRG (0,1)
  const int rx = (pattern == 1 || pattern == 2) ? 1 : 0;
  const int ry = (pattern == 1 || pattern == 3) ? 1 : 0;
  const int site = (((x ^ rx) & 1) | (((y ^ ry) & 1) << 1)); // 0 R, 3 B, 1 G on red row, 2 G on blue row
  const float c = tile[ty][tx];
  const float cross = 0.25f * (tile[ty - 1][tx] + tile[ty + 1][tx] + tile[ty][tx - 1] + tile[ty][tx + 1]);
  const float diag = 0.25f * (tile[ty - 1][tx - 1] + tile[ty - 1][tx + 1] + tile[ty + 1][tx - 1] + tile[ty + 1][tx + 1]);
  const float horiz = 0.5f * (tile[ty][tx - 1] + tile[ty][tx + 1]);
  const float vert = 0.5f * (tile[ty - 1][tx] + tile[ty + 1][tx]);
  float r, g, b;
  switch (site) {
  case 0: r = c; g = cross; b = diag; break;
  case 3: r = diag; g = cross; b = c; break;
  case 1: r = horiz; g = c; b = vert; break;
  default: r = vert; g = c; b = horiz; break;
  }
  const size_t plane = (size_t)width * height, at = (size_t)y * width + x;
  rgb[at] = fminf(r * wb.x, 1.f);
  rgb[plane + at] = fminf(g * wb.y, 1.f);
  rgb[2 * plane + at] = fminf(b * wb.z, 1.f);
}
