// Grey-scale morphology with an arbitrary flat structuring element (up to 7x7).
//
// morph_erode, morph_dilate: template morph_tile<IsDilate>. Each 16x16 block stages a
//   (16+2R)x(16+2R) tile of the 8-bit image in shared memory (cooperative strided load,
//   out-of-image pixels take the neutral value: 255 for erosion, 0 for dilation), one
//   barrier, then every thread takes the min / max over the structuring element's set
//   offsets. The element is a __constant__ 7x7 byte mask plus its radius R; the offset
//   loops are fully unrolled over the 7x7 footprint with taps outside the radius
//   skipped, so the mask test is on a loop-invariant constant table.
//   Launch: block 16x16, grid ceil(w/16) x ceil(h/16); args w=50, h=40, pitch=64
//   (host sets c_se.radius=2 and a disk mask).
#include <cuda_runtime.h>

#define TILE 16
#define MAX_R 3
#define SE_DIM (2 * MAX_R + 1)

struct StructElem {
  unsigned char mask[SE_DIM][SE_DIM];
  int radius;
};
__constant__ StructElem c_se;

template <bool IsDilate>
__device__ __forceinline__ unsigned char combine(unsigned char a, unsigned char b) {
  return IsDilate ? (a > b ? a : b) : (a < b ? a : b);
}

template <bool IsDilate>
__device__ void morph_tile(const unsigned char* __restrict__ src,
                           unsigned char* __restrict__ dst, int w, int h, int pitch) {
  __shared__ unsigned char tile[TILE + 2 * MAX_R][TILE + 2 * MAX_R];
  const int r = min(max(c_se.radius, 0), MAX_R);
  const unsigned char neutral = IsDilate ? 0 : 255;
  const int x0 = blockIdx.x * TILE - MAX_R, y0 = blockIdx.y * TILE - MAX_R;
  const int tid = threadIdx.y * blockDim.x + threadIdx.x;
  const int nthreads = blockDim.x * blockDim.y;
  const bool shape_ok = w > 0 && h > 0 && pitch >= w;

  for (int i = tid; i < (TILE + 2 * MAX_R) * (TILE + 2 * MAX_R); i += nthreads) {
    int ty = i / (TILE + 2 * MAX_R), tx = i % (TILE + 2 * MAX_R);
    int gx = x0 + tx, gy = y0 + ty;
    unsigned char v = neutral;
    if (shape_ok && gx >= 0 && gx < w && gy >= 0 && gy < h) v = src[(size_t)gy * pitch + gx];
    tile[ty][tx] = v;
  }
  __syncthreads();

  const int lx = threadIdx.x, ly = threadIdx.y;
  const int x = blockIdx.x * TILE + lx, y = blockIdx.y * TILE + ly;
  if (!shape_ok || lx >= TILE || ly >= TILE || x >= w || y >= h) return;
  unsigned char acc = neutral;
#pragma unroll
  for (int dy = -MAX_R; dy <= MAX_R; ++dy) {
#pragma unroll
    for (int dx = -MAX_R; dx <= MAX_R; ++dx) {
      if (dx < -r || dx > r || dy < -r || dy > r) continue;
      if (!c_se.mask[dy + MAX_R][dx + MAX_R]) continue;
      acc = combine<IsDilate>(acc, tile[ly + MAX_R + dy][lx + MAX_R + dx]);
    }
  }
  dst[(size_t)y * pitch + x] = acc;
}

extern "C" __global__ void morph_erode(const unsigned char* src, unsigned char* dst, int w,
                                       int h, int pitch) {
  morph_tile<false>(src, dst, w, h, pitch);
}

extern "C" __global__ void morph_dilate(const unsigned char* src, unsigned char* dst, int w,
                                        int h, int pitch) {
  morph_tile<true>(src, dst, w, h, pitch);
}
