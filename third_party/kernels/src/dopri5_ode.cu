// Adaptive Dormand-Prince RK5(4) integration, one initial-value problem per thread, with
// per-thread step-size control: FSAL (the 7th stage is the next step's first), the embedded
// 4th-order error estimate in an RMS norm scaled by atol + rtol * max(|y|, |y_new|), step
// factor 0.9 * err^(-1/5) clamped to [0.2, 5] (no growth right after a rejection), last step
// trimmed to hit t_end exactly, and a cap on attempted steps. One template over the scalar
// type and the right-hand side functor, instantiated twice:
//
//   dopri5_lorenz_f64   Lorenz system in double, rho swept across threads; its RHS is a
//                       __noinline__ device function taking arrays.
//   dopri5_vdp_f32      Van der Pol oscillator in float, mu per thread; inline RHS.
//
// Outputs the final state, the time reached, accepted/rejected step counts and a status
// (0 done, 1 step cap hit, 2 step size underflow). The control settings (a struct handed to
// the integrator) are built from scalar arguments; t runs from 0 to t1. launch: block 64, grid 2.
#include <cuda_runtime.h>

struct OdeControl {
  double t0, t_end;
  double h0, h_min;
  double rtol, atol;
  int max_steps;
};

static __device__ __noinline__ void lorenz_rhs(const double *y, double *dy, double sigma, double rho, double beta) {
  dy[0] = sigma * (y[1] - y[0]);
  dy[1] = y[0] * (rho - y[2]) - y[1];
  dy[2] = y[0] * y[1] - beta * y[2];
}

struct LorenzSys {
  static constexpr int N = 3;
  double sigma, rho, beta;
  __device__ void operator()(double, const double (&y)[N], double (&dy)[N]) const { lorenz_rhs(y, dy, sigma, rho, beta); }
};

struct VdpSys {
  static constexpr int N = 2;
  float mu;
  __device__ __forceinline__ void operator()(float, const float (&y)[N], float (&dy)[N]) const {
    dy[0] = y[1];
    dy[1] = mu * (1.f - y[0] * y[0]) * y[1] - y[0];
  }
};

struct OdeResult {
  int accepted, rejected, status;
  double t;
};

// The step-size factor needs no more than single precision.
template <typename T>
static __device__ __forceinline__ T step_factor(T err) {
  return (T)(0.9f * powf((float)err, -0.2f));
}
static __device__ __forceinline__ float sqrt_t(float a) { return sqrtf(a); }
static __device__ __forceinline__ double sqrt_t(double a) { return sqrt(a); }
static __device__ __forceinline__ float abs_t(float a) { return fabsf(a); }
static __device__ __forceinline__ double abs_t(double a) { return fabs(a); }
static __device__ __forceinline__ float max_t(float a, float b) { return fmaxf(a, b); }
static __device__ __forceinline__ double max_t(double a, double b) { return fmax(a, b); }
static __device__ __forceinline__ float min_t(float a, float b) { return fminf(a, b); }
static __device__ __forceinline__ double min_t(double a, double b) { return fmin(a, b); }

template <typename T, typename Sys>
static __device__ OdeResult dopri5(const Sys &f, T (&y)[Sys::N], const OdeControl &ctl) {
  constexpr int N = Sys::N;
  const T a21 = T(1) / 5;
  const T a31 = T(3) / 40, a32 = T(9) / 40;
  const T a41 = T(44) / 45, a42 = T(-56) / 15, a43 = T(32) / 9;
  const T a51 = T(19372) / 6561, a52 = T(-25360) / 2187, a53 = T(64448) / 6561, a54 = T(-212) / 729;
  const T a61 = T(9017) / 3168, a62 = T(-355) / 33, a63 = T(46732) / 5247, a64 = T(49) / 176,
          a65 = T(-5103) / 18656;
  const T b1 = T(35) / 384, b3 = T(500) / 1113, b4 = T(125) / 192, b5 = T(-2187) / 6784, b6 = T(11) / 84;
  const T e1 = T(71) / 57600, e3 = T(-71) / 16695, e4 = T(71) / 1920, e5 = T(-17253) / 339200, e6 = T(22) / 525,
          e7 = T(-1) / 40;

  OdeResult res = {0, 0, 1, ctl.t0};
  T t = (T)ctl.t0;
  const T t_end = (T)ctl.t_end;
  T h = (T)ctl.h0;
  if (!(h > T(0))) h = (t_end - t) * T(1e-3);
  const T rtol = (T)ctl.rtol, atol = (T)ctl.atol, h_min = (T)ctl.h_min;
  const int max_steps = min(max(ctl.max_steps, 0), 100000);

  T k1[N], k2[N], k3[N], k4[N], k5[N], k6[N], k7[N], tmp[N], ynew[N];
  f(t, y, k1);
  bool rejected_last = false;
  int attempts = 0;
  while (t < t_end) {
    if (attempts >= max_steps) {
      res.status = 1;
      break;
    }
    ++attempts;
    if (t + h > t_end) h = t_end - t;

#pragma unroll
    for (int i = 0; i < N; ++i) tmp[i] = y[i] + h * a21 * k1[i];
    f(t + h * T(0.2), tmp, k2);
#pragma unroll
    for (int i = 0; i < N; ++i) tmp[i] = y[i] + h * (a31 * k1[i] + a32 * k2[i]);
    f(t + h * T(0.3), tmp, k3);
#pragma unroll
    for (int i = 0; i < N; ++i) tmp[i] = y[i] + h * (a41 * k1[i] + a42 * k2[i] + a43 * k3[i]);
    f(t + h * T(0.8), tmp, k4);
#pragma unroll
    for (int i = 0; i < N; ++i) tmp[i] = y[i] + h * (a51 * k1[i] + a52 * k2[i] + a53 * k3[i] + a54 * k4[i]);
    f(t + h * (T(8) / 9), tmp, k5);
#pragma unroll
    for (int i = 0; i < N; ++i)
      tmp[i] = y[i] + h * (a61 * k1[i] + a62 * k2[i] + a63 * k3[i] + a64 * k4[i] + a65 * k5[i]);
    f(t + h, tmp, k6);
#pragma unroll
    for (int i = 0; i < N; ++i) ynew[i] = y[i] + h * (b1 * k1[i] + b3 * k3[i] + b4 * k4[i] + b5 * k5[i] + b6 * k6[i]);
    f(t + h, ynew, k7);

    T acc = 0;
#pragma unroll
    for (int i = 0; i < N; ++i) {
      const T ei = h * (e1 * k1[i] + e3 * k3[i] + e4 * k4[i] + e5 * k5[i] + e6 * k6[i] + e7 * k7[i]);
      const T sc = atol + rtol * max_t(abs_t(y[i]), abs_t(ynew[i]));
      const T q = ei / sc;
      acc += q * q;
    }
    const T err = sqrt_t(acc / T(N));

    if (err <= T(1)) {  // accept (NaN compares false: rejected)
      t += h;
#pragma unroll
      for (int i = 0; i < N; ++i) {
        y[i] = ynew[i];
        k1[i] = k7[i];
      }
      ++res.accepted;
      T fac = err > T(0) ? step_factor(err) : T(5);
      fac = min_t(fac, rejected_last ? T(1) : T(5));
      fac = max_t(fac, T(0.2));
      h *= fac;
      rejected_last = false;
    } else {
      ++res.rejected;
      T fac = err == err ? step_factor(err) : T(0.2);
      fac = max_t(fac, T(0.2));
      h *= fac;
      rejected_last = true;
    }
    if (t < t_end && !(h >= h_min)) {
      res.status = 2;
      break;
    }
  }
  if (!(t < t_end)) res.status = 0;
  res.t = (double)t;
  return res;
}

static __device__ __forceinline__ OdeControl make_control(double t1, double rtol, double atol, int max_steps) {
  OdeControl c;
  c.t0 = 0.0;
  c.t_end = t1;
  c.h0 = 0.0;  // pick from the interval
  c.h_min = 1e-12 * fabs(t1);
  c.rtol = rtol;
  c.atol = atol;
  c.max_steps = max_steps;
  return c;
}

extern "C" __global__ void dopri5_lorenz_f64(const double *__restrict__ y0, double *__restrict__ y_out,
                                             double *__restrict__ t_out, int3 *__restrict__ stats, int nprob,
                                             double sigma, double rho0, double drho, double beta, double t1,
                                             double rtol, double atol, int max_steps) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= nprob) return;
  const OdeControl ctl = make_control(t1, rtol, atol, max_steps);
  LorenzSys sys{sigma, rho0 + drho * p, beta};
  double y[3] = {y0[3 * p], y0[3 * p + 1], y0[3 * p + 2]};
  const OdeResult r = dopri5<double>(sys, y, ctl);
#pragma unroll
  for (int i = 0; i < 3; ++i) y_out[3 * p + i] = y[i];
  t_out[p] = r.t;
  stats[p] = make_int3(r.accepted, r.rejected, r.status);
}

extern "C" __global__ void dopri5_vdp_f32(const float2 *__restrict__ y0, const float *__restrict__ mu,
                                          float2 *__restrict__ y_out, double *__restrict__ t_out,
                                          int3 *__restrict__ stats, int nprob, double t1, double rtol, double atol,
                                          int max_steps) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= nprob) return;
  const OdeControl ctl = make_control(t1, rtol, atol, max_steps);
  VdpSys sys{mu[p]};
  const float2 s = y0[p];
  float y[2] = {s.x, s.y};
  const OdeResult r = dopri5<float>(sys, y, ctl);
  y_out[p] = make_float2(y[0], y[1]);
  t_out[p] = r.t;
  stats[p] = make_int3(r.accepted, r.rejected, r.status);
}
