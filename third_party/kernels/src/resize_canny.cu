// Image pre-processing for an edge detector.
//   resize_bilinear_rgba8  RGBA8 resize with half-pixel centres (OpenCV INTER_LINEAR
//                          convention), source coordinates clamped at the border, per-channel
//                          float blend rounded and saturated back to 8 bits.
//   sobel_nms              fused Sobel gradient + Canny non-maximum suppression + double
//                          threshold on a float image. A (16+4)^2 input tile (clamped border)
//                          is loaded cooperatively, gradient magnitude and quantised direction
//                          (0, 45, 90, 135 degrees) are computed for the (16+2)^2 inner tile in
//                          shared memory, then each of the 16x16 pixels keeps its magnitude
//                          only if it is a local maximum along the gradient, and is written
//                          as 1 (strong, >= hi), 0.5 (weak, >= lo) or 0.
// launch: resize_bilinear_rgba8  block 16x16, grid (ceil(dw/16), ceil(dh/16))
//         sobel_nms              block 16x16, grid (ceil(w/16), ceil(h/16))
#include <cuda_runtime.h>

#define T 16
#define IN_W (T + 4)
#define G_W (T + 2)

static __device__ __forceinline__ int clampi(int v, int lo, int hi) { return min(max(v, lo), hi); }

static __device__ __forceinline__ unsigned char to_u8(float v) {
  return (unsigned char)__float2int_rn(fminf(fmaxf(v, 0.0f), 255.0f));
}

extern "C" __global__ void __launch_bounds__(256)
resize_bilinear_rgba8(const uchar4 *__restrict__ src, uchar4 *__restrict__ dst, int sw, int sh, int dw, int dh) {
  const int x = blockIdx.x * T + threadIdx.x;
  const int y = blockIdx.y * T + threadIdx.y;
  if (threadIdx.x >= T || threadIdx.y >= T || x >= dw || y >= dh || sw <= 0 || sh <= 0)
    return;
  const float sx = fmaxf(((float)x + 0.5f) * ((float)sw / (float)dw) - 0.5f, 0.0f);
  const float sy = fmaxf(((float)y + 0.5f) * ((float)sh / (float)dh) - 0.5f, 0.0f);
  const int x0 = min((int)sx, sw - 1), y0 = min((int)sy, sh - 1);
  const int x1 = min(x0 + 1, sw - 1), y1 = min(y0 + 1, sh - 1);
  const float fx = sx - (float)x0, fy = sy - (float)y0;
  const uchar4 p00 = src[y0 * sw + x0], p01 = src[y0 * sw + x1];
  const uchar4 p10 = src[y1 * sw + x0], p11 = src[y1 * sw + x1];
  const float w00 = (1.0f - fx) * (1.0f - fy), w01 = fx * (1.0f - fy);
  const float w10 = (1.0f - fx) * fy, w11 = fx * fy;
  uchar4 o;
  o.x = to_u8(w00 * p00.x + w01 * p01.x + w10 * p10.x + w11 * p11.x);
  o.y = to_u8(w00 * p00.y + w01 * p01.y + w10 * p10.y + w11 * p11.y);
  o.z = to_u8(w00 * p00.z + w01 * p01.z + w10 * p10.z + w11 * p11.z);
  o.w = to_u8(w00 * p00.w + w01 * p01.w + w10 * p10.w + w11 * p11.w);
  dst[y * dw + x] = o;
}

extern "C" __global__ void __launch_bounds__(256)
sobel_nms(const float *__restrict__ img, float *__restrict__ edges, int w, int h, float lo, float hi) {
  __shared__ float s_in[IN_W][IN_W];
  __shared__ float s_mag[G_W][G_W];
  __shared__ unsigned char s_dir[G_W][G_W];
  if (w <= 0 || h <= 0)
    return;
  const int tid = threadIdx.y * blockDim.x + threadIdx.x;
  const int nthreads = blockDim.x * blockDim.y;
  const int bx = blockIdx.x * T, by = blockIdx.y * T;

  for (int c = tid; c < IN_W * IN_W; c += nthreads) {
    const int iy = c / IN_W, ix = c - iy * IN_W;
    s_in[iy][ix] = img[clampi(by + iy - 2, 0, h - 1) * w + clampi(bx + ix - 2, 0, w - 1)];
  }
  __syncthreads();

  for (int c = tid; c < G_W * G_W; c += nthreads) {
    const int gy = c / G_W, gx = c - gy * G_W;
    const int iy = gy + 1, ix = gx + 1;
    const float gxv = (s_in[iy - 1][ix + 1] + 2.0f * s_in[iy][ix + 1] + s_in[iy + 1][ix + 1]) -
                      (s_in[iy - 1][ix - 1] + 2.0f * s_in[iy][ix - 1] + s_in[iy + 1][ix - 1]);
    const float gyv = (s_in[iy + 1][ix - 1] + 2.0f * s_in[iy + 1][ix] + s_in[iy + 1][ix + 1]) -
                      (s_in[iy - 1][ix - 1] + 2.0f * s_in[iy - 1][ix] + s_in[iy - 1][ix + 1]);
    s_mag[gy][gx] = sqrtf(gxv * gxv + gyv * gyv);
    // quantise the direction without atan2: compare |gy| against tan(22.5)|gx|, tan(67.5)|gx|
    const float ax = fabsf(gxv), ay = fabsf(gyv);
    unsigned char d;
    if (ay <= 0.41421356f * ax)
      d = 0;  // horizontal gradient: compare left/right
    else if (ay >= 2.41421356f * ax)
      d = 2;  // vertical gradient: compare up/down
    else
      d = ((gxv > 0.0f) == (gyv > 0.0f)) ? 1 : 3;
    s_dir[gy][gx] = d;
  }
  __syncthreads();

  const int tx = threadIdx.x, ty = threadIdx.y;
  const int x = bx + tx, y = by + ty;
  if (tx >= T || ty >= T || x >= w || y >= h)
    return;
  const int gy = ty + 1, gx = tx + 1;
  const float m = s_mag[gy][gx];
  float n1, n2;
  switch (s_dir[gy][gx]) {
  case 0:
    n1 = s_mag[gy][gx - 1];
    n2 = s_mag[gy][gx + 1];
    break;
  case 1:
    n1 = s_mag[gy - 1][gx - 1];
    n2 = s_mag[gy + 1][gx + 1];
    break;
  case 2:
    n1 = s_mag[gy - 1][gx];
    n2 = s_mag[gy + 1][gx];
    break;
  default:
    n1 = s_mag[gy - 1][gx + 1];
    n2 = s_mag[gy + 1][gx - 1];
    break;
  }
  const bool is_max = m >= n1 && m > n2;
  edges[y * w + x] = !is_max ? 0.0f : (m >= hi ? 1.0f : (m >= lo ? 0.5f : 0.0f));
}
