// Direct 2D convolution of NCHW activations with KCRS filters, bias and ReLU fused.
//   conv2d_nchw_bias_relu  general R x S filter, stride and zero padding; one output pixel
//                          per thread, grid.y = output channel, grid.z = image
//   conv2d_3x3_tile_relu   3x3 / stride 1 / pad 1 layer: a 16x16 output tile per block, the
//                          18x18 input patch and the 3x3 filter of each input channel staged
//                          in shared memory; the tile index is folded into grid.x
// launch: general block 256 grid (ceil(P*Q/256), K, N); 3x3 block 16x16 grid (tiles, K, N)
#include <cuda_runtime.h>

struct ConvShape {
  int N, C, H, W; // input
  int K, R, S;    // filters
  int stride, pad;
};

extern "C" __global__ void __launch_bounds__(256)
conv2d_nchw_bias_relu(const float *__restrict__ in, const float *__restrict__ weight, const float *__restrict__ bias,
                      float *__restrict__ out, ConvShape s) {
  if (s.stride < 1 || s.pad < 0)
    return; // invalid layer description
  const int P = (s.H + 2 * s.pad - s.R) / s.stride + 1;
  const int Q = (s.W + 2 * s.pad - s.S) / s.stride + 1;
  const int pq = blockIdx.x * blockDim.x + threadIdx.x;
  const int k = blockIdx.y, n = blockIdx.z;
  if (P <= 0 || Q <= 0 || pq >= P * Q || k >= s.K || n >= s.N)
    return;
  const int p = pq / Q, q = pq % Q;

  const float *wk = weight + (size_t)k * s.C * s.R * s.S;
  const float *img = in + (size_t)n * s.C * s.H * s.W;
  const int h0 = p * s.stride - s.pad, w0 = q * s.stride - s.pad;

  float acc = bias[k];
  for (int c = 0; c < s.C; c++) {
    const float *plane = img + (size_t)c * s.H * s.W;
    const float *wc = wk + c * s.R * s.S;
    for (int r = 0; r < s.R; r++) {
      const int h = h0 + r;
      if (h < 0 || h >= s.H)
        continue;
      for (int t = 0; t < s.S; t++) {
        const int w = w0 + t;
        if (w >= 0 && w < s.W)
          acc += plane[h * s.W + w] * wc[r * s.S + t];
      }
    }
  }
  out[(((size_t)n * s.K + k) * P + p) * Q + q] = fmaxf(acc, 0.0f);
}

#define CT 16
#define CH (CT + 2)

extern "C" __global__ void __launch_bounds__(256)
conv2d_3x3_tile_relu(const float *__restrict__ in, const float *__restrict__ weight, const float *__restrict__ bias,
                     float *__restrict__ out, int N, int C, int H, int W, int K) {
  __shared__ float s_in[CH][CH];
  __shared__ float s_w[9];

  const int k = blockIdx.y, n = blockIdx.z;
  if (k >= K || n >= N)
    return;
  const int tiles_x = (W + CT - 1) / CT;
  const int x0 = (blockIdx.x % tiles_x) * CT;
  const int y0 = (blockIdx.x / tiles_x) * CT;
  const int tid = threadIdx.y * blockDim.x + threadIdx.x;
  const int nthreads = blockDim.x * blockDim.y;
  const bool owner = tid < CT * CT;
  const int ox = tid % CT, oy = tid / CT;

  const size_t plane = (size_t)H * W;
  const float *img = in + (size_t)n * C * plane;
  float acc = 0.0f;

  for (int c = 0; c < C; c++) {
    for (int i = tid; i < CH * CH; i += nthreads) {
      const int hx = i % CH, hy = i / CH;
      const int gx = x0 + hx - 1, gy = y0 + hy - 1;
      s_in[hy][hx] = (gx >= 0 && gx < W && gy >= 0 && gy < H) ? img[c * plane + (size_t)gy * W + gx] : 0.0f;
    }
    if (tid < 9)
      s_w[tid] = weight[((size_t)k * C + c) * 9 + tid];
    __syncthreads();
    if (owner) {
#pragma unroll
      for (int r = 0; r < 3; r++)
#pragma unroll
        for (int t = 0; t < 3; t++)
          acc += s_in[oy + r][ox + t] * s_w[r * 3 + t];
    }
    __syncthreads();
  }

  const int gx = x0 + ox, gy = y0 + oy;
  if (owner && gx < W && gy < H)
    out[((size_t)n * K + k) * plane + (size_t)gy * W + gx] = fmaxf(acc + bias[k], 0.0f);
}
