// kestrel-launch: depthwise3x3_nhwc_relu6 block=32,8
// CNN layers that are not dense convolutions.
//   maxpool2d_argmax_fwd   NCHW max pooling (kernel k, stride s, padding p, all runtime) with a
//                          64-bit grid-stride loop over outputs; records the flat in-plane
//                          index of the maximum (first one on ties, -1 for an all-padding window).
//   maxpool2d_argmax_bwd   its backward pass as a gather: each input element visits the output
//                          windows that cover it (closed-form range from k, s, p) and sums the
//                          gradients whose stored argmax is itself — no atomics, deterministic.
//   depthwise3x3_nhwc_relu6 depthwise 3x3 convolution (stride 1, pad 1) on NHWC with fused bias
//                          and ReLU6: threadIdx.x runs over 32 channels (coalesced), each thread
//                          produces a column of 4 output rows from a sliding window of 3x6 input
//                          values held in registers and 9 per-channel weights (fully unrolled).
//                          launch: block 32x8, grid (ceil(C/32), ceil(W/8), N*ceil(H/4)).
#include <cuda_runtime.h>

extern "C" __global__ void maxpool2d_argmax_fwd(const float *__restrict__ in, float *__restrict__ out,
                                                int *__restrict__ argmax, int nimg, int nch, int h, int w,
                                                int oh, int ow, int ksize, int stride, int padding) {
  const int k = max(ksize, 1), st = max(stride, 1), pad = max(padding, 0);
  const size_t total = (size_t)max(nimg, 0) * max(nch, 0) * max(oh, 0) * max(ow, 0);
  const size_t plane_in = (size_t)max(h, 0) * max(w, 0);
  for (size_t o = (size_t)blockIdx.x * blockDim.x + threadIdx.x; o < total; o += (size_t)gridDim.x * blockDim.x) {
    const int ox = (int)(o % ow);
    const int oy = (int)((o / ow) % oh);
    const size_t nc = o / ((size_t)ow * oh);
    const float *plane = in + nc * plane_in;
    const int y0 = oy * st - pad, x0 = ox * st - pad;
    const int ys = max(y0, 0), ye = min(y0 + k, h);
    const int xs = max(x0, 0), xe = min(x0 + k, w);
    float best = -INFINITY;
    int best_i = -1;
    for (int y = ys; y < ye; ++y) {
      const float *row = plane + (size_t)y * w;
      for (int x = xs; x < xe; ++x) {
        const float v = row[x];
        if (v > best || (best_i < 0 && v == v)) { // NaN-free first maximum
          best = v;
          best_i = y * w + x;
        }
      }
    }
    out[o] = best_i >= 0 ? best : 0.0f;
    argmax[o] = best_i;
  }
}

extern "C" __global__ void maxpool2d_argmax_bwd(const float *__restrict__ grad_out, const int *__restrict__ argmax,
                                                float *__restrict__ grad_in, int nimg, int nch, int h, int w,
                                                int oh, int ow, int ksize, int stride, int padding) {
  const int k = max(ksize, 1), st = max(stride, 1), pad = max(padding, 0);
  const size_t total = (size_t)max(nimg, 0) * max(nch, 0) * max(h, 0) * max(w, 0);
  const size_t plane_out = (size_t)max(oh, 0) * max(ow, 0);
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < total; i += (size_t)gridDim.x * blockDim.x) {
    const int x = (int)(i % w);
    const int y = (int)((i / w) % h);
    const size_t nc = i / ((size_t)w * h);
    const int self = y * w + x;
    // outputs oy with oy*st - pad <= y < oy*st - pad + k
    const int py = y + pad, px = x + pad;
    const int oy_lo = py < k ? 0 : (py - k) / st + 1;
    const int oy_hi = min(py / st, oh - 1);
    const int ox_lo = px < k ? 0 : (px - k) / st + 1;
    const int ox_hi = min(px / st, ow - 1);
    const float *g = grad_out + nc * plane_out;
    const int *am = argmax + nc * plane_out;
    float acc = 0.0f;
    for (int oy = oy_lo; oy <= oy_hi; ++oy)
      for (int ox = ox_lo; ox <= ox_hi; ++ox) {
        const size_t o = (size_t)oy * ow + ox;
        if (am[o] == self)
          acc += g[o];
      }
    grad_in[i] = acc;
  }
}

#define DW_ROWS 4

extern "C" __global__ void __launch_bounds__(256)
depthwise3x3_nhwc_relu6(const float *__restrict__ in, const float *__restrict__ weight, const float *__restrict__ bias,
                        float *__restrict__ out, int N, int H, int W, int C) {
  const int c = blockIdx.x * blockDim.x + threadIdx.x;
  const int x = blockIdx.y * blockDim.y + threadIdx.y;
  const int row_tiles = (H + DW_ROWS - 1) / DW_ROWS;
  if (row_tiles <= 0)
    return;
  const int n = blockIdx.z / row_tiles;
  const int y0 = (blockIdx.z - n * row_tiles) * DW_ROWS;
  if (c >= C || x >= W || n >= N)
    return;
  float w[9];
#pragma unroll
  for (int t = 0; t < 9; ++t)
    w[t] = weight[(size_t)t * C + c]; // [3][3][C]
  const float b = bias[c];
  const size_t img = (size_t)n * H * W * C;
  // window[r][dx]: input row y0-1+r, column x-1+dx (zero outside)
  float win[DW_ROWS + 2][3];
#pragma unroll
  for (int r = 0; r < DW_ROWS + 2; ++r) {
    const int yy = y0 - 1 + r;
#pragma unroll
    for (int dx = 0; dx < 3; ++dx) {
      const int xx = x - 1 + dx;
      win[r][dx] = (yy >= 0 && yy < H && xx >= 0 && xx < W) ? in[img + ((size_t)yy * W + xx) * C + c] : 0.0f;
    }
  }
#pragma unroll
  for (int r = 0; r < DW_ROWS; ++r) {
    const int y = y0 + r;
    float acc = b;
#pragma unroll
    for (int ky = 0; ky < 3; ++ky)
#pragma unroll
      for (int kx = 0; kx < 3; ++kx)
        acc = fmaf(win[r + ky][kx], w[ky * 3 + kx], acc);
    if (y < H)
      out[img + ((size_t)y * W + x) * C + c] = fminf(fmaxf(acc, 0.0f), 6.0f);
  }
}
