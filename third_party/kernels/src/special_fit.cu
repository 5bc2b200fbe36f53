// Special functions by series, continued fractions and rational approximations (lgamma,
// digamma/trigamma, regularised incomplete gamma, Bessel J0/J1/Y0, erfinv) used by a
// gamma-distribution maximum-likelihood fit, chi-square tail probabilities and normal scores.
#include <cuda_runtime.h>
#include <stdint.h>

template <typename T> struct Eps;
template <> struct Eps<float> { static __device__ __forceinline__ float v() { return 1e-7f; } };
template <> struct Eps<double> { static __device__ __forceinline__ double v() { return 1e-15; } };

// Lanczos (g = 7, n = 9) with the reflection formula below 1/2.
template <typename T>
__device__ __noinline__ T lgamma_lanczos(T x)
{
  const double coef[9] = {0.99999999999980993, 676.5203681218851, -1259.1392167224028,
                          771.32342877765313, -176.61502916214059, 12.507343278686905,
                          -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7};
  double xd = (double)x;
  double refl = 0.0;
  if (xd < 0.5) {
    const double s = fabs(sin(3.14159265358979323846 * xd));
    refl = log(3.14159265358979323846 / fmax(s, 1e-300));
    xd = 1.0 - xd;
  }
  xd -= 1.0;
  double a = coef[0];
  const double t = xd + 7.5;
#pragma unroll
  for (int i = 1; i < 9; ++i) a += coef[i] / (xd + i);
  const double lg = 0.91893853320467274178 + (xd + 0.5) * log(t) - t + log(fabs(a));
  return (T)(refl != 0.0 ? refl - lg : lg);
}

template <typename T>
__device__ T digamma_t(T x)
{
  T acc = 0;
  for (int i = 0; i < 8 && x < T(6); ++i) { acc -= T(1) / x; x += T(1); }
  const T r = T(1) / x, r2 = r * r;
  return acc + log(x) - T(0.5) * r - r2 * (T(1) / 12 - r2 * (T(1) / 120 - r2 * (T(1) / 252)));
}

template <typename T>
__device__ T trigamma_t(T x)
{
  T acc = 0;
  for (int i = 0; i < 8 && x < T(6); ++i) { acc += T(1) / (x * x); x += T(1); }
  const T r = T(1) / x, r2 = r * r;
  return acc + r + T(0.5) * r2 + r * r2 * (T(1) / 6 - r2 * (T(1) / 30 - r2 * (T(1) / 42)));
}

// Upper regularised incomplete gamma Q(a, x): series for x < a + 1, Lentz continued fraction otherwise.
template <typename T>
__device__ __noinline__ T gamma_q(T a, T x)
{
  if (!(a > T(0)) || !(x > T(0))) return T(1);
  const T lpre = -x + a * log(x) - lgamma_lanczos<T>(a);
  const T tiny = T(1e-30);
  if (x < a + T(1)) {
    T ap = a, del = T(1) / a, sum = del;
    for (int n = 0; n < 300; ++n) {
      ap += T(1);
      del *= x / ap;
      sum += del;
      if (fabs(del) < fabs(sum) * Eps<T>::v()) break;
    }
    return fmin(fmax(T(1) - sum * exp(lpre), T(0)), T(1));
  }
  T b = x + T(1) - a, c = T(1) / tiny, d = T(1) / b, h = d;
  for (int i = 1; i <= 300; ++i) {
    const T an = -T(i) * (T(i) - a);
    b += T(2);
    d = an * d + b;
    if (fabs(d) < tiny) d = tiny;
    c = b + an / c;
    if (fabs(c) < tiny) c = tiny;
    d = T(1) / d;
    const T del = d * c;
    h *= del;
    if (fabs(del - T(1)) < Eps<T>::v()) break;
  }
  return fmin(fmax(exp(lpre) * h, T(0)), T(1));
}

__device__ __noinline__ double bessel_j0(double x)
{
  const double ax = fabs(x);
  if (ax < 8.0) {
    const double y = x * x;
    const double n = 57568490574.0 + y * (-13362590354.0 + y * (651619640.7 + y * (-11214424.18 + y * (77392.33017 + y * (-184.9052456)))));
    const double d = 57568490411.0 + y * (1029532985.0 + y * (9494680.718 + y * (59272.64853 + y * (267.8532712 + y))));
    return n / d;
  }
  const double z = 8.0 / ax, y = z * z, xx = ax - 0.785398164;
  const double p = 1.0 + y * (-0.1098628627e-2 + y * (0.2734510407e-4 + y * (-0.2073370639e-5 + y * 0.2093887211e-6)));
  const double q = -0.1562499995e-1 + y * (0.1430488765e-3 + y * (-0.6911147651e-5 + y * (0.7621095161e-6 - y * 0.934935152e-7)));
  return sqrt(0.636619772 / ax) * (cos(xx) * p - z * sin(xx) * q);
}

__device__ __noinline__ double bessel_j1(double x)
{
  const double ax = fabs(x);
  if (ax < 8.0) {
    const double y = x * x;
    const double n = x * (72362614232.0 + y * (-7895059235.0 + y * (242396853.1 + y * (-2972611.439 + y * (15704.48260 + y * (-30.16036606))))));
    const double d = 144725228442.0 + y * (2300535178.0 + y * (18583304.74 + y * (99447.43394 + y * (376.9991397 + y))));
    return n / d;
  }
  const double z = 8.0 / ax, y = z * z, xx = ax - 2.356194491;
  const double p = 1.0 + y * (0.183105e-2 + y * (-0.3516396496e-4 + y * (0.2457520174e-5 + y * (-0.240337019e-6))));
  const double q = 0.04687499995 + y * (-0.2002690873e-3 + y * (0.8449199096e-5 + y * (-0.88228987e-6 + y * 0.105787412e-6)));
  const double r = sqrt(0.636619772 / ax) * (cos(xx) * p - z * sin(xx) * q);
  return x < 0.0 ? -r : r;
}

__device__ __noinline__ double bessel_y0(double x)
{
  if (!(x > 0.0)) return -1.0e300;
  if (x < 8.0) {
    const double y = x * x;
    const double n = -2957821389.0 + y * (7062834065.0 + y * (-512359803.6 + y * (10879881.29 + y * (-86327.92757 + y * 228.4622733))));
    const double d = 40076544269.0 + y * (745249964.8 + y * (7189466.438 + y * (47447.26470 + y * (226.1030244 + y))));
    return n / d + 0.636619772 * bessel_j0(x) * log(x);
  }
  const double z = 8.0 / x, y = z * z, xx = x - 0.785398164;
  const double p = 1.0 + y * (-0.1098628627e-2 + y * (0.2734510407e-4 + y * (-0.2073370639e-5 + y * 0.2093887211e-6)));
  const double q = -0.1562499995e-1 + y * (0.1430488765e-3 + y * (-0.6911147651e-5 + y * (0.7621095161e-6 - y * 0.934935152e-7)));
  return sqrt(0.636619772 / x) * (sin(xx) * p + z * cos(xx) * q);
}

// Giles' single-precision erfinv, refined by Newton steps on erf in the working precision.
template <typename T, int NEWTON>
__device__ T erfinv_t(T y)
{
  y = fmin(fmax(y, T(-0.999999)), T(0.999999));
  const float yf = (float)y;
  float w = -logf((1.f - yf) * (1.f + yf)), p;
  if (w < 5.f) {
    w -= 2.5f;
    p = 2.81022636e-08f;
    p = 3.43273939e-07f + p * w; p = -3.5233877e-06f + p * w; p = -4.39150654e-06f + p * w;
    p = 0.00021858087f + p * w; p = -0.00125372503f + p * w; p = -0.00417768164f + p * w;
    p = 0.246640727f + p * w; p = 1.50140941f + p * w;
  } else {
    w = sqrtf(w) - 3.f;
    p = -0.000200214257f;
    p = 0.000100950558f + p * w; p = 0.00134934322f + p * w; p = -0.00367342844f + p * w;
    p = 0.00573950773f + p * w; p = -0.0076224613f + p * w; p = 0.00943887047f + p * w;
    p = 1.00167406f + p * w; p = 2.83297682f + p * w;
  }
  T x = (T)(p * yf);
#pragma unroll
  for (int it = 0; it < NEWTON; ++it) {
    const T deriv = T(1.1283791670955126) * exp(-x * x);
    x -= (erf(x) - y) / fmax(deriv, T(1e-30));
  }
  return x;
}

// Warp per sample set: gamma(k, theta) by Newton on log k - digamma(k) = s, then log-likelihood.
extern "C" __global__ void gamma_fit_mle(const float* __restrict__ samples, const int* __restrict__ row_len,
                                         int nrows, int stride, float3* __restrict__ fit)
{
  const int lane = threadIdx.x & 31;
  const int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  if (row >= nrows || stride < 1 || stride > 4096) return;
  const int len = min(max(row_len[row], 0), stride);
  const float* x = samples + (size_t)row * stride;
  double s1 = 0.0, slog = 0.0;
  for (int i = lane; i < len; i += 32) {
    const double v = fmax((double)x[i], 1e-30);
    s1 += v;
    slog += log(v);
  }
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) {
    s1 += __shfl_xor_sync(0xffffffffu, s1, o);
    slog += __shfl_xor_sync(0xffffffffu, slog, o);
  }
  if (lane != 0) return;
  if (len < 2) { fit[row] = make_float3(0.f, 0.f, 0.f); return; }
  const double mean = s1 / len, mlog = slog / len;
  const double s = fmax(log(mean) - mlog, 1e-12);
  double k = (3.0 - s + sqrt((s - 3.0) * (s - 3.0) + 24.0 * s)) / (12.0 * s);
  for (int it = 0; it < 10; ++it) {
    const double f = log(k) - digamma_t<double>(k) - s;
    const double fp = 1.0 / k - trigamma_t<double>(k);
    if (!(fabs(fp) > 1e-300)) break;
    const double kn = fmin(fmax(k - f / fp, 0.5 * k), 2.0 * k + 1e-3);
    if (fabs(kn - k) < 1e-12 * k) { k = kn; break; }
    k = kn;
  }
  const double theta = mean / k;
  const double ll = (k - 1.0) * slog - s1 / theta - len * (lgamma_lanczos<double>(k) + k * log(theta));
  fit[row] = make_float3((float)k, (float)theta, (float)ll);
}

template <typename T>
__device__ void chi2_sf_impl(const T* __restrict__ stat, const int* __restrict__ dof, T* __restrict__ pval, long long n)
{
  for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x) {
    const int k = min(max(dof[i], 1), 1000);
    const T x = fmax(stat[i], T(0));
    pval[i] = gamma_q<T>(T(0.5) * k, T(0.5) * x);
  }
}

extern "C" __global__ void chi2_sf_f32(const float* __restrict__ stat, const int* __restrict__ dof,
                                       float* __restrict__ pval, long long n)
{
  chi2_sf_impl<float>(stat, dof, pval, n);
}

extern "C" __global__ void chi2_sf_f64(const double* __restrict__ stat, const int* __restrict__ dof,
                                       double* __restrict__ pval, long long n)
{
  chi2_sf_impl<double>(stat, dof, pval, n);
}

struct HankelRow { double j0, j1, y0, rj0; };

// Hankel-transform quadrature weights on an (r, k) grid: J0, J1 and Y0 at k * r.
extern "C" __global__ void bessel_hankel_table(const double* __restrict__ radii, const double* __restrict__ wavenum,
                                               int nr, int nk, HankelRow* __restrict__ out)
{
  const int ir = blockIdx.x * blockDim.x + threadIdx.x;
  const int ik = blockIdx.y;
  if (ir >= nr || ik >= nk) return;
  const double x = radii[ir] * wavenum[ik];
  const double j0 = bessel_j0(x), j1 = bessel_j1(x);
  const double y0 = x > 1e-12 ? bessel_y0(x) : 0.0;
  HankelRow row;
  row.j0 = j0; row.j1 = j1; row.y0 = y0; row.rj0 = radii[ir] * j0;
  out[(size_t)ik * nr + ir] = row;
}

// Rank-based normal scores: z = sqrt(2) * erfinv(2u - 1), u = (rank + 1/2) / n.
extern "C" __global__ void normal_scores(const int* __restrict__ rank, float* __restrict__ z32,
                                         double* __restrict__ z64, int n)
{
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int r = min(max(rank[i], 0), n - 1);
  const double u = (r + 0.5) / n;
  z32[i] = 1.41421356f * erfinv_t<float, 1>((float)(2.0 * u - 1.0));
  z64[i] = 1.4142135623730951 * erfinv_t<double, 2>(2.0 * u - 1.0);
}
