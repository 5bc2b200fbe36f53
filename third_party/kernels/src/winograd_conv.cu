// Winograd convolution F(2x2,3x3) / F(4x4,3x3): filter, input and output transforms
// around a batched per-frequency GEMM (NCHW activations, KCRS weights).
#include <cuda_runtime.h>
#include <stdint.h>

struct WinoShape {
  int n, c, h, w;   // input batch, channels, height, width
  int k, pad;       // output channels, zero padding (0..2)
  long long cap_in, cap_u, cap_v, cap_m, cap_out;   // buffer capacities in elements
};

__constant__ float c_G2[4][3] = {
  {1.f, 0.f, 0.f}, {0.5f, 0.5f, 0.5f}, {0.5f, -0.5f, 0.5f}, {0.f, 0.f, 1.f}};
__constant__ float c_G4[6][3] = {
  {0.25f, 0.f, 0.f},
  {-1.f / 6.f, -1.f / 6.f, -1.f / 6.f},
  {-1.f / 6.f, 1.f / 6.f, -1.f / 6.f},
  {1.f / 24.f, 1.f / 12.f, 1.f / 6.f},
  {1.f / 24.f, -1.f / 12.f, 1.f / 6.f},
  {0.f, 0.f, 1.f}};
__constant__ float c_BT4[6][6] = {
  {4.f, 0.f, -5.f, 0.f, 1.f, 0.f},
  {0.f, -4.f, -4.f, 1.f, 1.f, 0.f},
  {0.f, 4.f, -4.f, -1.f, 1.f, 0.f},
  {0.f, -2.f, -1.f, 2.f, 1.f, 0.f},
  {0.f, 2.f, -1.f, -2.f, 1.f, 0.f},
  {0.f, 4.f, 0.f, -5.f, 0.f, 1.f}};
__constant__ float c_AT4[4][6] = {
  {1.f, 1.f, 1.f, 1.f, 1.f, 0.f},
  {0.f, 1.f, -1.f, 2.f, -2.f, 0.f},
  {0.f, 1.f, 1.f, 4.f, 4.f, 0.f},
  {0.f, 1.f, -1.f, 8.f, -8.f, 1.f}};

template <int M> __device__ __forceinline__ float g_coef(int i, int j);
template <> __device__ __forceinline__ float g_coef<2>(int i, int j) { return c_G2[i][j]; }
template <> __device__ __forceinline__ float g_coef<4>(int i, int j) { return c_G4[i][j]; }

// Validates the shape for output tile size m and returns the tile grid.
__device__ bool wino_shape_ok(const WinoShape& s, int m, int& tiles_h, int& tiles_w, long long& P)
{
  if (s.n < 1 || s.c < 1 || s.h < 1 || s.w < 1 || s.k < 1) return false;
  if (s.n > 256 || s.c > 2048 || s.h > 4096 || s.w > 4096 || s.k > 2048) return false;
  if (s.pad < 0 || s.pad > 2) return false;
  const int oh = s.h + 2 * s.pad - 2, ow = s.w + 2 * s.pad - 2;
  if (oh < 1 || ow < 1) return false;
  const int alpha = m + 2;
  tiles_h = (oh + m - 1) / m;
  tiles_w = (ow + m - 1) / m;
  P = (long long)s.n * tiles_h * tiles_w;
  if ((long long)s.n * s.c * s.h * s.w > s.cap_in) return false;
  if ((long long)alpha * alpha * s.c * P > s.cap_v) return false;
  if ((long long)alpha * alpha * s.k * P > s.cap_m) return false;
  if ((long long)s.n * s.k * oh * ow > s.cap_out) return false;
  return true;
}

// U = G g G^T for one 3x3 filter; U laid out [alpha*alpha][K][C] for the GEMM.
template <int M>
__device__ __forceinline__ void filter_transform(const float* __restrict__ g, float (&u)[M + 2][M + 2])
{
  constexpr int A = M + 2;
  float t[A][3];
#pragma unroll
  for (int i = 0; i < A; ++i) {
    const float g0 = g_coef<M>(i, 0), g1 = g_coef<M>(i, 1), g2 = g_coef<M>(i, 2);
#pragma unroll
    for (int j = 0; j < 3; ++j) t[i][j] = g0 * g[j] + g1 * g[3 + j] + g2 * g[6 + j];
  }
#pragma unroll
  for (int i = 0; i < A; ++i)
#pragma unroll
    for (int j = 0; j < A; ++j)
      u[i][j] = t[i][0] * g_coef<M>(j, 0) + t[i][1] * g_coef<M>(j, 1) + t[i][2] * g_coef<M>(j, 2);
}

template <int M>
__device__ void wino_filter_impl(const float* __restrict__ w, float* __restrict__ U, int K, int C,
                                 long long cap_w, long long cap_u)
{
  constexpr int A = M + 2;
  if (K < 1 || C < 1 || K > 4096 || C > 4096) return;
  const long long kc = (long long)K * C;
  if (kc * 9 > cap_w || kc * A * A > cap_u) return;
  for (long long idx = blockIdx.x * (long long)blockDim.x + threadIdx.x; idx < kc;
       idx += (long long)gridDim.x * blockDim.x) {
    float g[9];
#pragma unroll
    for (int t = 0; t < 9; ++t) g[t] = w[idx * 9 + t];
    float u[A][A];
    filter_transform<M>(g, u);
#pragma unroll
    for (int i = 0; i < A; ++i)
#pragma unroll
      for (int j = 0; j < A; ++j) U[(long long)(i * A + j) * kc + idx] = u[i][j];
  }
}

extern "C" __global__ void wino_filter_f2(const float* __restrict__ w, float* __restrict__ U, int K, int C,
                                          long long cap_w, long long cap_u)
{
  wino_filter_impl<2>(w, U, K, C, cap_w, cap_u);
}

extern "C" __global__ void wino_filter_f4(const float* __restrict__ w, float* __restrict__ U, int K, int C,
                                          long long cap_w, long long cap_u)
{
  wino_filter_impl<4>(w, U, K, C, cap_w, cap_u);
}

// V = B^T d B over 6x6 input tiles with stride 4; V laid out [36][C][P].
extern "C" __global__ void wino_input_f4(const float* __restrict__ in, float* __restrict__ V, WinoShape s)
{
  int th, tw;
  long long P;
  if (!wino_shape_ok(s, 4, th, tw, P)) return;
  const long long total = P * s.c;
  const size_t plane = (size_t)s.h * s.w;
  for (long long idx = blockIdx.x * (long long)blockDim.x + threadIdx.x; idx < total;
       idx += (long long)gridDim.x * blockDim.x) {
    const long long p = idx % P;
    const int c = (int)(idx / P);
    const int tx = (int)(p % tw);
    const int ty = (int)((p / tw) % th);
    const int n = (int)(p / ((long long)tw * th));
    const float* src = in + ((size_t)n * s.c + c) * plane;
    const int y0 = ty * 4 - s.pad, x0 = tx * 4 - s.pad;
    float d[6][6];
#pragma unroll
    for (int i = 0; i < 6; ++i) {
      const int y = y0 + i;
      const bool row_ok = (y >= 0 && y < s.h);
#pragma unroll
      for (int j = 0; j < 6; ++j) {
        const int x = x0 + j;
        d[i][j] = (row_ok && x >= 0 && x < s.w) ? src[(size_t)y * s.w + x] : 0.f;
      }
    }
    float t[6][6];
#pragma unroll
    for (int i = 0; i < 6; ++i)
#pragma unroll
      for (int j = 0; j < 6; ++j) {
        float acc = 0.f;
#pragma unroll
        for (int r = 0; r < 6; ++r) acc += c_BT4[i][r] * d[r][j];
        t[i][j] = acc;
      }
#pragma unroll
    for (int i = 0; i < 6; ++i)
#pragma unroll
      for (int j = 0; j < 6; ++j) {
        float acc = 0.f;
#pragma unroll
        for (int r = 0; r < 6; ++r) acc += t[i][r] * c_BT4[j][r];
        V[((long long)(i * 6 + j) * s.c + c) * P + p] = acc;
      }
  }
}

// Per frequency xi: M[xi][k][p] = sum_c U[xi][k][c] * V[xi][c][p]. 16x16 threads, 16x16 tiles.
extern "C" __global__ void wino_tile_gemm(const float* __restrict__ U, const float* __restrict__ V,
                                          float* __restrict__ Mout, int alpha2, int K, int C, long long P,
                                          long long cap_u, long long cap_v, long long cap_m)
{
  __shared__ float Us[16][17];
  __shared__ float Vs[16][17];
  if (blockDim.x != 16 || blockDim.y != 16) return;
  if (alpha2 < 1 || alpha2 > 64 || K < 1 || C < 1 || P < 1 || K > 4096 || C > 4096) return;
  if ((long long)alpha2 * K * C > cap_u || (long long)alpha2 * C * P > cap_v || (long long)alpha2 * K * P > cap_m)
    return;
  const int tx = threadIdx.x, ty = threadIdx.y;
  const long long p = (long long)blockIdx.x * 16 + tx;
  const int k = blockIdx.y * 16 + ty;
  for (int xi = blockIdx.z; xi < alpha2; xi += gridDim.z) {
    const float* Ux = U + (long long)xi * K * C;
    const float* Vx = V + (long long)xi * C * P;
    float acc = 0.f;
    for (int c0 = 0; c0 < C; c0 += 16) {
      const int uc = c0 + tx;
      const int ukr = blockIdx.y * 16 + ty;
      Us[ty][tx] = (ukr < K && uc < C) ? Ux[(long long)ukr * C + uc] : 0.f;
      const int vc = c0 + ty;
      Vs[ty][tx] = (vc < C && p < P) ? Vx[(long long)vc * P + p] : 0.f;
      __syncthreads();
#pragma unroll
      for (int cc = 0; cc < 16; ++cc) acc += Us[ty][cc] * Vs[cc][tx];
      __syncthreads();
    }
    if (k < K && p < P) Mout[((long long)xi * K + k) * P + p] = acc;
  }
}

// Y = A^T m A (4x4 outputs per tile) + bias, optional ReLU, written back to NCHW.
extern "C" __global__ void wino_output_f4(const float* __restrict__ Mtx, const float* __restrict__ bias,
                                          float* __restrict__ out, WinoShape s, int relu)
{
  int th, tw;
  long long P;
  if (!wino_shape_ok(s, 4, th, tw, P)) return;
  const int oh = s.h + 2 * s.pad - 2, ow = s.w + 2 * s.pad - 2;
  const long long total = P * s.k;
  for (long long idx = blockIdx.x * (long long)blockDim.x + threadIdx.x; idx < total;
       idx += (long long)gridDim.x * blockDim.x) {
    const long long p = idx % P;
    const int k = (int)(idx / P);
    const int tx = (int)(p % tw);
    const int ty = (int)((p / tw) % th);
    const int n = (int)(p / ((long long)tw * th));
    float m[6][6];
#pragma unroll
    for (int i = 0; i < 6; ++i)
#pragma unroll
      for (int j = 0; j < 6; ++j) m[i][j] = Mtx[((long long)(i * 6 + j) * s.k + k) * P + p];
    float t[4][6];
#pragma unroll
    for (int i = 0; i < 4; ++i)
#pragma unroll
      for (int j = 0; j < 6; ++j) {
        float acc = 0.f;
#pragma unroll
        for (int r = 0; r < 6; ++r) acc += c_AT4[i][r] * m[r][j];
        t[i][j] = acc;
      }
    const float b = bias[k];
    float* dst = out + ((size_t)n * s.k + k) * ((size_t)oh * ow);
#pragma unroll
    for (int i = 0; i < 4; ++i) {
      const int y = ty * 4 + i;
      if (y >= oh) continue;
#pragma unroll
      for (int j = 0; j < 4; ++j) {
        const int x = tx * 4 + j;
        if (x >= ow) continue;
        float acc = b;
#pragma unroll
        for (int r = 0; r < 6; ++r) acc += t[i][r] * c_AT4[j][r];
        dst[(size_t)y * ow + x] = relu ? fmaxf(acc, 0.f) : acc;
      }
    }
  }
}
