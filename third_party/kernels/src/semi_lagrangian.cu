// Semi-Lagrangian advection for grid-based fluids (stable fluids / smoke solvers), 2D collocated
// grid with cell spacing dx, velocities in cells per unit time scaled by dt / dx.
//   advect_sl_scalar      backtrace with midpoint RK2 (velocity sampled bilinearly at the half
//                         step), bilinear sample of the advected scalar clamped to the domain,
//                         optional dissipation; one cell per thread on a 2D grid.
//   advect_sl_rgba        the same body (a template over the channel type) for float4 dye.
//   advect_maccormack     MacCormack correction q^ + (q - q_bar) / 2 given the forward (q^) and
//                         backward (q_bar) semi-Lagrangian passes, with the Selle et al. limiter:
//                         the result is clamped to the min/max of the four cells around the
//                         backtraced point (first-order result where it would overshoot).
// launch: all block 16x16, grid ceil(nx/16) x ceil(ny/16)
#include <cuda_runtime.h>
#include <math.h>

struct AdvectParams {
  float dt_over_dx;
  float dissipation; // multiplier per step, 1 = none
};

static __device__ __forceinline__ float lerpf(float a, float b, float t) { return a + t * (b - a); }
static __device__ __forceinline__ float4 lerp4(float4 a, float4 b, float t) {
  return make_float4(lerpf(a.x, b.x, t), lerpf(a.y, b.y, t), lerpf(a.z, b.z, t), lerpf(a.w, b.w, t));
}
static __device__ __forceinline__ float lerp_any(float a, float b, float t) { return lerpf(a, b, t); }
static __device__ __forceinline__ float4 lerp_any(float4 a, float4 b, float t) { return lerp4(a, b, t); }
static __device__ __forceinline__ float scale_by(float a, float s) { return a * s; }
static __device__ __forceinline__ float4 scale_by(float4 a, float s) {
  return make_float4(a.x * s, a.y * s, a.z * s, a.w * s);
}

template <typename T>
static __device__ __forceinline__ T sample_bilinear(const T *__restrict__ f, int nx, int ny, float x, float y) {
  x = fminf(fmaxf(x, 0.f), (float)(nx - 1));
  y = fminf(fmaxf(y, 0.f), (float)(ny - 1));
  const int x0 = min((int)x, nx - 2 < 0 ? 0 : nx - 2);
  const int y0 = min((int)y, ny - 2 < 0 ? 0 : ny - 2);
  const int x1 = min(x0 + 1, nx - 1), y1 = min(y0 + 1, ny - 1);
  const float tx = x - x0, ty = y - y0;
  const T a = lerp_any(f[(size_t)y0 * nx + x0], f[(size_t)y0 * nx + x1], tx);
  const T b = lerp_any(f[(size_t)y1 * nx + x0], f[(size_t)y1 * nx + x1], tx);
  return lerp_any(a, b, ty);
}

static __device__ __forceinline__ void backtrace(const float *__restrict__ u, const float *__restrict__ v, int nx,
                                                 int ny, int i, int j, float c, float &xb, float &yb) {
  const size_t id = (size_t)j * nx + i;
  const float xm = i - 0.5f * c * u[id];
  const float ym = j - 0.5f * c * v[id];
  const float um = sample_bilinear(u, nx, ny, xm, ym);
  const float vm = sample_bilinear(v, nx, ny, xm, ym);
  xb = i - c * um;
  yb = j - c * vm;
}

template <typename T>
static __device__ __forceinline__ void advect_body(const T *__restrict__ q, const float *__restrict__ u,
                                                   const float *__restrict__ v, T *__restrict__ qn, int nx, int ny,
                                                   AdvectParams p) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int j = blockIdx.y * blockDim.y + threadIdx.y;
  if (i >= nx || j >= ny)
    return;
  float xb, yb;
  backtrace(u, v, nx, ny, i, j, p.dt_over_dx, xb, yb);
  qn[(size_t)j * nx + i] = scale_by(sample_bilinear(q, nx, ny, xb, yb), p.dissipation);
}

extern "C" __global__ void __launch_bounds__(256)
advect_sl_scalar(const float *__restrict__ q, const float *__restrict__ u, const float *__restrict__ v,
                 float *__restrict__ qn, int nx, int ny, AdvectParams p) {
  advect_body<float>(q, u, v, qn, nx, ny, p);
}

extern "C" __global__ void __launch_bounds__(256)
advect_sl_rgba(const float4 *__restrict__ q, const float *__restrict__ u, const float *__restrict__ v,
               float4 *__restrict__ qn, int nx, int ny, AdvectParams p) {
  advect_body<float4>(q, u, v, qn, nx, ny, p);
}

extern "C" __global__ void __launch_bounds__(256)
advect_maccormack(const float *__restrict__ q, const float *__restrict__ q_hat, const float *__restrict__ q_bar,
                  const float *__restrict__ u, const float *__restrict__ v, float *__restrict__ qn, int nx, int ny,
                  AdvectParams p) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int j = blockIdx.y * blockDim.y + threadIdx.y;
  if (i >= nx || j >= ny)
    return;
  const size_t id = (size_t)j * nx + i;
  float xb, yb;
  backtrace(u, v, nx, ny, i, j, p.dt_over_dx, xb, yb);
  xb = fminf(fmaxf(xb, 0.f), (float)(nx - 1));
  yb = fminf(fmaxf(yb, 0.f), (float)(ny - 1));
  const int x0 = (int)xb, y0 = (int)yb;
  const int x1 = min(x0 + 1, nx - 1), y1 = min(y0 + 1, ny - 1);
  const float c00 = q[(size_t)y0 * nx + x0], c10 = q[(size_t)y0 * nx + x1];
  const float c01 = q[(size_t)y1 * nx + x0], c11 = q[(size_t)y1 * nx + x1];
  const float lo = fminf(fminf(c00, c10), fminf(c01, c11));
  const float hi = fmaxf(fmaxf(c00, c10), fmaxf(c01, c11));
  const float fwd = q_hat[id];
  const float corr = fwd + 0.5f * (q[id] - q_bar[id]);
  qn[id] = (corr < lo || corr > hi) ? fwd : corr;
}
