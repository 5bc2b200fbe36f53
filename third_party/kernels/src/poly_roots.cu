// Batched polynomial root finding, one polynomial per thread: Durand-Kerner (float, real
// coefficients), Aberth-Ehrlich (double, complex coefficients), Newton polishing with sorting,
// and residual / conditioning checks by expanding the product of the roots.
#include <cuda_runtime.h>
#include <stdint.h>

#define MAX_DEG 16

struct cf { float re, im; };
struct cd { double re, im; };

__device__ __forceinline__ cf cf_make(float r, float i) { cf z; z.re = r; z.im = i; return z; }
__device__ __forceinline__ cf operator+(cf a, cf b) { return cf_make(a.re + b.re, a.im + b.im); }
__device__ __forceinline__ cf operator-(cf a, cf b) { return cf_make(a.re - b.re, a.im - b.im); }
__device__ __forceinline__ cf operator*(cf a, cf b) { return cf_make(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re); }

__device__ __forceinline__ cd cd_make(double r, double i) { cd z; z.re = r; z.im = i; return z; }
__device__ __forceinline__ cd operator+(cd a, cd b) { return cd_make(a.re + b.re, a.im + b.im); }
__device__ __forceinline__ cd operator-(cd a, cd b) { return cd_make(a.re - b.re, a.im - b.im); }
__device__ __forceinline__ cd operator*(cd a, cd b) { return cd_make(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re); }

// Smith's complex division, guarded against a zero denominator.
template <typename C, typename R>
__device__ __noinline__ C cdiv(C a, C b)
{
  C r;
  const R ar = fabs(b.re), ai = fabs(b.im);
  if (ar == R(0) && ai == R(0)) { r.re = R(0); r.im = R(0); return r; }
  if (ar >= ai) {
    const R t = b.im / b.re, d = b.re + b.im * t;
    r.re = (a.re + a.im * t) / d;
    r.im = (a.im - a.re * t) / d;
  } else {
    const R t = b.re / b.im, d = b.re * t + b.im;
    r.re = (a.re * t + a.im) / d;
    r.im = (a.im * t - a.re) / d;
  }
  return r;
}

template <typename C, typename R>
__device__ __forceinline__ R cabs2(C z) { return z.re * z.re + z.im * z.im; }

// Fujiwara-style bound of the root moduli of a monic polynomial.
template <typename R>
__device__ R root_radius(const R* mag, int deg)
{
  R r = R(0);
  for (int k = 1; k <= deg; ++k) r = fmax(r, pow(mag[deg - k], R(1) / k));
  return fmin(fmax(R(2) * r, R(1e-3)), R(1e6));
}

// Durand-Kerner (Weierstrass) on monic real polynomials of degree <= 16, simultaneous updates.
extern "C" __global__ void roots_durand_kerner_f32(const float* __restrict__ coef, const int* __restrict__ degree,
                                                   float2* __restrict__ roots, int* __restrict__ iters_out,
                                                   int npoly, int max_iter, float tol)
{
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= npoly) return;
  const int deg = min(max(degree[t], 1), MAX_DEG);
  max_iter = min(max(max_iter, 1), 500);
  const float* c = coef + (size_t)t * (MAX_DEG + 1);
  float a[MAX_DEG + 1], mag[MAX_DEG + 1];
  const float lead = c[deg];
  const float inv = fabsf(lead) > 1e-20f ? 1.f / lead : 1.f;
  for (int k = 0; k <= deg; ++k) { a[k] = c[k] * inv; mag[k] = fabsf(a[k]); }
  const float R = root_radius<float>(mag, deg);
  cf z[MAX_DEG], zn[MAX_DEG];
  for (int k = 0; k < deg; ++k) {
    float s, co;
    sincosf(6.2831853f * k / deg + 0.4f, &s, &co);
    z[k] = cf_make(R * co, R * s);
  }
  int it = 0;
  for (; it < max_iter; ++it) {
    float maxstep = 0.f;
    for (int i = 0; i < deg; ++i) {
      cf p = cf_make(1.f, 0.f);
      for (int k = deg - 1; k >= 0; --k) p = p * z[i] + cf_make(a[k], 0.f);
      cf den = cf_make(1.f, 0.f);
      for (int j = 0; j < deg; ++j)
        if (j != i) den = den * (z[i] - z[j]);
      const cf step = cdiv<cf, float>(p, den);
      zn[i] = z[i] - step;
      maxstep = fmaxf(maxstep, cabs2<cf, float>(step));
    }
    for (int i = 0; i < deg; ++i) z[i] = zn[i];
    if (!(maxstep > tol * tol)) { ++it; break; }
  }
  for (int k = 0; k < MAX_DEG; ++k)
    roots[(size_t)t * MAX_DEG + k] = k < deg ? make_float2(z[k].re, z[k].im) : make_float2(0.f, 0.f);
  iters_out[t] = it;
}

// Aberth-Ehrlich with complex double coefficients (interleaved re/im), Horner with derivative,
// per-root convergence flags (converged roots are frozen).
extern "C" __global__ void roots_aberth_f64(const double2* __restrict__ coef, const int* __restrict__ degree,
                                            double2* __restrict__ roots, int* __restrict__ status,
                                            int npoly, int max_iter, double tol)
{
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= npoly) return;
  const int deg = min(max(degree[t], 1), MAX_DEG);
  max_iter = min(max(max_iter, 1), 200);
  const double2* c = coef + (size_t)t * (MAX_DEG + 1);
  cd a[MAX_DEG + 1];
  double mag[MAX_DEG + 1];
  cd lead = cd_make(c[deg].x, c[deg].y);
  if (cabs2<cd, double>(lead) < 1e-300) lead = cd_make(1.0, 0.0);
  for (int k = 0; k <= deg; ++k) {
    a[k] = cdiv<cd, double>(cd_make(c[k].x, c[k].y), lead);
    mag[k] = sqrt(cabs2<cd, double>(a[k]));
  }
  const double R = root_radius<double>(mag, deg);
  cd z[MAX_DEG];
  bool done[MAX_DEG];
  for (int k = 0; k < deg; ++k) {
    double s, co;
    sincospi(2.0 * k / deg + 0.13, &s, &co);
    z[k] = cd_make(R * co, R * s);
    done[k] = false;
  }
  int it = 0, nconv = 0;
  for (; it < max_iter && nconv < deg; ++it) {
    for (int i = 0; i < deg; ++i) {
      if (done[i]) continue;
      cd p = a[deg], dp = cd_make(0.0, 0.0);
      for (int k = deg - 1; k >= 0; --k) {
        dp = dp * z[i] + p;
        p = p * z[i] + a[k];
      }
      const cd ratio = cdiv<cd, double>(p, dp);
      cd sum = cd_make(0.0, 0.0);
      for (int j = 0; j < deg; ++j)
        if (j != i) sum = sum + cdiv<cd, double>(cd_make(1.0, 0.0), z[i] - z[j]);
      const cd w = cdiv<cd, double>(ratio, cd_make(1.0, 0.0) - ratio * sum);
      z[i] = z[i] - w;   // Gauss-Seidel style: later roots see the update
      if (cabs2<cd, double>(w) <= tol * tol * fmax(cabs2<cd, double>(z[i]), 1.0)) { done[i] = true; ++nconv; }
    }
  }
  for (int k = 0; k < MAX_DEG; ++k)
    roots[(size_t)t * MAX_DEG + k] = k < deg ? make_double2(z[k].re, z[k].im) : make_double2(0.0, 0.0);
  status[t] = (nconv == deg ? 0 : 1) | (it << 8);
}

// Two Newton steps per root on the original (double) polynomial, then sort by real part,
// ties by imaginary part (insertion sort on local arrays).
extern "C" __global__ void roots_polish_sort(const double2* __restrict__ coef, const int* __restrict__ degree,
                                             double2* __restrict__ roots, int npoly)
{
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= npoly) return;
  const int deg = min(max(degree[t], 1), MAX_DEG);
  const double2* c = coef + (size_t)t * (MAX_DEG + 1);
  double2* r = roots + (size_t)t * MAX_DEG;
  cd z[MAX_DEG];
  for (int k = 0; k < deg; ++k) {
    cd x = cd_make(r[k].x, r[k].y);
#pragma unroll 1
    for (int s = 0; s < 2; ++s) {
      cd p = cd_make(c[deg].x, c[deg].y), dp = cd_make(0.0, 0.0);
      for (int j = deg - 1; j >= 0; --j) {
        dp = dp * x + p;
        p = p * x + cd_make(c[j].x, c[j].y);
      }
      if (cabs2<cd, double>(dp) > 1e-280) x = x - cdiv<cd, double>(p, dp);
    }
    z[k] = x;
  }
  for (int i = 1; i < deg; ++i) {
    const cd key = z[i];
    int j = i - 1;
    while (j >= 0 && (z[j].re > key.re || (z[j].re == key.re && z[j].im > key.im))) {
      z[j + 1] = z[j];
      --j;
    }
    z[j + 1] = key;
  }
  for (int k = 0; k < deg; ++k) r[k] = make_double2(z[k].re, z[k].im);
}

// Expand prod (x - z_k) (triangular update of the coefficient array) and report the relative
// coefficient error against the monic input, plus the smallest root separation.
extern "C" __global__ void roots_residual(const double2* __restrict__ coef, const int* __restrict__ degree,
                                          const double2* __restrict__ roots, double2* __restrict__ report, int npoly)
{
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= npoly) return;
  const int deg = min(max(degree[t], 1), MAX_DEG);
  const double2* c = coef + (size_t)t * (MAX_DEG + 1);
  const double2* r = roots + (size_t)t * MAX_DEG;
  cd e[MAX_DEG + 1];
  e[0] = cd_make(1.0, 0.0);
  for (int k = 1; k <= deg; ++k) e[k] = cd_make(0.0, 0.0);
  for (int k = 0; k < deg; ++k) {
    const cd zk = cd_make(r[k].x, r[k].y);
    for (int j = k + 1; j >= 1; --j) e[j] = e[j - 1] - zk * e[j];
    e[0] = cd_make(0.0, 0.0) - zk * e[0];
  }
  cd lead = cd_make(c[deg].x, c[deg].y);
  if (cabs2<cd, double>(lead) < 1e-300) lead = cd_make(1.0, 0.0);
  double err = 0.0, scale = 0.0;
  for (int k = 0; k <= deg; ++k) {
    const cd mk = cdiv<cd, double>(cd_make(c[k].x, c[k].y), lead);
    err = fmax(err, sqrt(cabs2<cd, double>(mk - e[k])));
    scale = fmax(scale, sqrt(cabs2<cd, double>(mk)));
  }
  double sep = 1e300;
  for (int i = 0; i < deg; ++i)
    for (int j = i + 1; j < deg; ++j)
      sep = fmin(sep, sqrt(cabs2<cd, double>(cd_make(r[i].x - r[j].x, r[i].y - r[j].y))));
  report[t] = make_double2(err / fmax(scale, 1e-300), sep);
}
