// 2D shallow-water equations (h, hu, hv) on a uniform grid, Lax-Friedrichs scheme,
// reflective walls (ghost cells mirror h and negate the normal momentum).
//
// swe_lf_step_f32, swe_lf_step_f64: one explicit step
//     U' = avg4(U) - dt/(2dx) (F(U_e) - F(U_w)) - dt/(2dy) (G(U_n) - G(U_s))
//   from the template swe_step<T>, instantiated for float and double. The step
//   constants come in a by-value struct (dt, dx, dy, g); the flux functions are a
//   forceinline template with a dry-cell guard (h below a threshold -> zero velocity).
//   Launch: block 16x16, grid ceil(nx/16) x ceil(ny/16); args nx=40, ny=30.
// swe_max_wavespeed: max over cells of |u|+sqrt(g h) and max(|v|+sqrt(g h)) for the CFL
//   time step: grid-stride size_t loop, warp __shfl_xor_sync max, shared max across
//   warps, and one atomicMax per block on the float's bit pattern (valid because the
//   values are non-negative; NaNs are dropped). Launch: block 256, grid 4; n=1200.
#include <cuda_runtime.h>

template <typename T>
struct SweStep {
  T dt, dx, dy, g;
};

template <typename T> __device__ __forceinline__ T my_sqrt(T x);
template <> __device__ __forceinline__ float my_sqrt<float>(float x) { return sqrtf(x); }
template <> __device__ __forceinline__ double my_sqrt<double>(double x) { return sqrt(x); }

template <typename T>
struct State {
  T h, hu, hv;
};

template <typename T>
__device__ __forceinline__ State<T> load_reflect(const T* h, const T* hu, const T* hv, int x,
                                                 int y, int nx, int ny) {
  // Mirror at the walls: index -1 -> 0 and nx -> nx-1, normal momentum negated.
  T sx = T(1), sy = T(1);
  if (x < 0) { x = 0; sx = T(-1); }
  if (x >= nx) { x = nx - 1; sx = T(-1); }
  if (y < 0) { y = 0; sy = T(-1); }
  if (y >= ny) { y = ny - 1; sy = T(-1); }
  size_t i = (size_t)y * nx + x;
  State<T> s;
  s.h = h[i];
  s.hu = sx * hu[i];
  s.hv = sy * hv[i];
  return s;
}

template <typename T>
__device__ __forceinline__ State<T> flux_x(State<T> s, T g) {
  const T dry = T(1e-6);
  T u = s.h > dry ? s.hu / s.h : T(0);
  State<T> f;
  f.h = s.hu;
  f.hu = s.hu * u + T(0.5) * g * s.h * s.h;
  f.hv = s.hv * u;
  return f;
}

template <typename T>
__device__ __forceinline__ State<T> flux_y(State<T> s, T g) {
  const T dry = T(1e-6);
  T v = s.h > dry ? s.hv / s.h : T(0);
  State<T> f;
  f.h = s.hv;
  f.hu = s.hu * v;
  f.hv = s.hv * v + T(0.5) * g * s.h * s.h;
  return f;
}

template <typename T>
__device__ void swe_step(const T* __restrict__ h, const T* __restrict__ hu,
                         const T* __restrict__ hv, T* __restrict__ h_out,
                         T* __restrict__ hu_out, T* __restrict__ hv_out, int nx, int ny,
                         SweStep<T> p) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= nx || y >= ny) return;
  State<T> e = load_reflect(h, hu, hv, x + 1, y, nx, ny);
  State<T> w = load_reflect(h, hu, hv, x - 1, y, nx, ny);
  State<T> n = load_reflect(h, hu, hv, x, y + 1, nx, ny);
  State<T> s = load_reflect(h, hu, hv, x, y - 1, nx, ny);
  State<T> fe = flux_x(e, p.g), fw = flux_x(w, p.g);
  State<T> gn = flux_y(n, p.g), gs = flux_y(s, p.g);
  const T cx = p.dt / (T(2) * p.dx), cy = p.dt / (T(2) * p.dy);
  size_t i = (size_t)y * nx + x;
  h_out[i] = T(0.25) * (e.h + w.h + n.h + s.h) - cx * (fe.h - fw.h) - cy * (gn.h - gs.h);
  hu_out[i] =
      T(0.25) * (e.hu + w.hu + n.hu + s.hu) - cx * (fe.hu - fw.hu) - cy * (gn.hu - gs.hu);
  hv_out[i] =
      T(0.25) * (e.hv + w.hv + n.hv + s.hv) - cx * (fe.hv - fw.hv) - cy * (gn.hv - gs.hv);
}

extern "C" __global__ void swe_lf_step_f32(const float* h, const float* hu, const float* hv,
                                           float* h_out, float* hu_out, float* hv_out,
                                           int nx, int ny, SweStep<float> p) {
  swe_step<float>(h, hu, hv, h_out, hu_out, hv_out, nx, ny, p);
}

extern "C" __global__ void swe_lf_step_f64(const double* h, const double* hu,
                                           const double* hv, double* h_out, double* hu_out,
                                           double* hv_out, int nx, int ny,
                                           SweStep<double> p) {
  swe_step<double>(h, hu, hv, h_out, hu_out, hv_out, nx, ny, p);
}

extern "C" __global__ void swe_max_wavespeed(const float* __restrict__ h,
                                             const float* __restrict__ hu,
                                             const float* __restrict__ hv, int n, float g,
                                             unsigned int* __restrict__ max_bits) {
  __shared__ float warp_max[32];
  float m = 0.0f;
  const size_t stride = (size_t)gridDim.x * blockDim.x;
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < (size_t)max(n, 0);
       i += stride) {
    float hh = h[i];
    if (hh > 1e-6f) {
      float c = sqrtf(g * hh);
      float s = fmaxf(fabsf(hu[i] / hh), fabsf(hv[i] / hh)) + c;
      m = fmaxf(m, s);   // fmaxf drops a NaN operand
    }
  }
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, off));
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (lane == 0) warp_max[warp] = m;
  __syncthreads();
  if (warp == 0) {
    int nw = (blockDim.x + 31) >> 5;
    m = lane < nw ? warp_max[lane] : 0.0f;
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, off));
    if (lane == 0 && m > 0.0f) atomicMax(max_bits, __float_as_uint(m));
  }
}
