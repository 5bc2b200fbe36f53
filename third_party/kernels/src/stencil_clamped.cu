// 3x3 image filters whose borders are handled per pixel, the way application code does it.
// stencil_clamp3x3: clamp-to-edge coordinates (clang turns the clamps into selects of the
// neighbour address). stencil_border_cases: the nine border cases written out (corner, edge,
// interior), each loading the neighbours that exist and replicating the rest: clang merges
// the cases' loads into select-of-address.
#include <cuda_runtime.h>

__constant__ float c_kernel3[9];

extern "C" __global__ void stencil_clamp3x3(const float *__restrict__ in, float *__restrict__ out, int width,
                                            int height, int pitch) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height) return;
  float acc = 0.f;
#pragma unroll
  for (int dy = -1; dy <= 1; dy++) {
    int yy = min(max(y + dy, 0), height - 1);
#pragma unroll
    for (int dx = -1; dx <= 1; dx++) {
      int xx = min(max(x + dx, 0), width - 1);
      acc += c_kernel3[(dy + 1) * 3 + dx + 1] * in[yy * pitch + xx];
    }
  }
  out[y * pitch + x] = acc;
}

extern "C" __global__ void stencil_border_cases(const float *__restrict__ in, float *__restrict__ out, int width,
                                                int height) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height) return;
  const float *c = in + y * width + x;
  float n, s, w, e, nw, ne, sw, se;
  bool top = y == 0, bottom = y == height - 1, left = x == 0, right = x == width - 1;
  if (top && left) {
    n = c[0]; w = c[0]; nw = c[0]; e = c[1]; s = c[width]; se = c[width + 1]; ne = c[1]; sw = c[width];
  } else if (top && right) {
    n = c[0]; e = c[0]; ne = c[0]; w = c[-1]; s = c[width]; sw = c[width - 1]; nw = c[-1]; se = c[width];
  } else if (bottom && left) {
    s = c[0]; w = c[0]; sw = c[0]; e = c[1]; n = c[-width]; ne = c[-width + 1]; nw = c[-width]; se = c[1];
  } else if (bottom && right) {
    s = c[0]; e = c[0]; se = c[0]; w = c[-1]; n = c[-width]; nw = c[-width - 1]; ne = c[-width]; sw = c[-1];
  } else if (top) {
    n = c[0]; nw = c[-1]; ne = c[1]; w = c[-1]; e = c[1]; s = c[width]; sw = c[width - 1]; se = c[width + 1];
  } else if (bottom) {
    s = c[0]; sw = c[-1]; se = c[1]; w = c[-1]; e = c[1]; n = c[-width]; nw = c[-width - 1]; ne = c[-width + 1];
  } else if (left) {
    w = c[0]; nw = c[-width]; sw = c[width]; n = c[-width]; s = c[width]; e = c[1]; ne = c[-width + 1]; se = c[width + 1];
  } else if (right) {
    e = c[0]; ne = c[-width]; se = c[width]; n = c[-width]; s = c[width]; w = c[-1]; nw = c[-width - 1]; sw = c[width - 1];
  } else {
    n = c[-width]; s = c[width]; w = c[-1]; e = c[1];
    nw = c[-width - 1]; ne = c[-width + 1]; sw = c[width - 1]; se = c[width + 1];
  }
  float gx = (ne + 2.f * e + se) - (nw + 2.f * w + sw);
  float gy = (sw + 2.f * s + se) - (nw + 2.f * n + ne);
  out[y * width + x] = sqrtf(gx * gx + gy * gy) + 0.125f * c[0];
}
