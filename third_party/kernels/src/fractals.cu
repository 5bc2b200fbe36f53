// Escape-time fractals.
//
//   mandelbrot_smooth_f32 / mandelbrot_smooth_f64   one template instantiated for float and
//        double: per-pixel Mandelbrot iteration with the main-cardioid / period-2-bulb interior
//        test (early exit), a large bailout radius and the continuous ("smooth") iteration
//        count nu = n + 1 - log2(log|z|), mapped through a 16-entry __constant__ palette with
//        linear interpolation to uchar4. The view is a struct passed by value.
//        Only the iteration runs in T; the colouring is single precision.
//        launch: block 16x16, grid covering the image.
//   newton_fractal      Newton (optionally relaxed) iteration for z^d - 1 (d = 2..8) with a small
//        complex struct; the d roots are generated once per thread with sincospif and kept in
//        registers (unrolled, guarded loops); the complex quotient is a __noinline__ device
//        function. Writes the converged root (0 = none) and the iteration count.
//        launch: block 32x8, grid covering the image.
#include <cuda_runtime.h>

__constant__ float4 c_palette[16];

template <typename T>
struct View {
  T x0, y0;      // complex coordinate of pixel (0, 0)
  T dx, dy;      // pixel spacing
  float bailout;      // escape radius (>= 2)
  float color_scale;  // palette entries per unit of smooth iteration count
};

template <typename T>
static __device__ __forceinline__ void mandelbrot_pixel(uchar4 *__restrict__ img, int width, int height,
                                                        const View<T> &v, int max_iter_arg) {
  const int px = blockIdx.x * blockDim.x + threadIdx.x;
  const int py = blockIdx.y * blockDim.y + threadIdx.y;
  if (px >= width || py >= height) return;
  const T cx = v.x0 + (T)px * v.dx;
  const T cy = v.y0 + (T)py * v.dy;
  uchar4 out = make_uchar4(0, 0, 0, 255);  // interior colour

  // Interior tests: main cardioid and the period-2 bulb never escape.
  const T xq = cx - (T)0.25;
  const T q = xq * xq + cy * cy;
  const bool in_cardioid = q * (q + xq) <= (T)0.25 * cy * cy;
  const bool in_bulb = (cx + (T)1) * (cx + (T)1) + cy * cy <= (T)0.0625;
  if (in_cardioid || in_bulb) {
    img[(size_t)py * width + px] = out;
    return;
  }

  const T bail = (T)fmaxf(v.bailout, 2.f);
  const T bail2 = bail * bail;
  T zx = 0, zy = 0, x2 = 0, y2 = 0;
  int n = 0;
  const int max_iter = max(max_iter_arg, 0);
  while (n < max_iter && x2 + y2 <= bail2) {
    zy = (T)2 * zx * zy + cy;
    zx = x2 - y2 + cx;
    x2 = zx * zx;
    y2 = zy * zy;
    ++n;
  }

  if (n < max_iter) {
    // |z| > bailout >= 2, so log|z| > log 2 and log2(log|z|) is finite; single precision
    // is plenty for a colour.
    const float log_zn = 0.5f * logf(fminf((float)(x2 + y2), 3.0e38f));
    const float nu = (float)n + 1.f - log2f(log_zn);
    float t = nu * v.color_scale;
    t = t - 16.f * floorf(t * (1.f / 16.f));
    if (!(t >= 0.f && t < 16.f)) t = 0.f;  // NaN or rounding at the top
    const int i0 = min((int)t, 15);
    const int i1 = (i0 + 1) & 15;
    const float f = t - (float)i0;
    const float4 a = c_palette[i0], b = c_palette[i1];
    const float r = fminf(fmaxf(a.x + f * (b.x - a.x), 0.f), 1.f);
    const float g = fminf(fmaxf(a.y + f * (b.y - a.y), 0.f), 1.f);
    const float bl = fminf(fmaxf(a.z + f * (b.z - a.z), 0.f), 1.f);
    out = make_uchar4((unsigned char)__float2int_rn(r * 255.f), (unsigned char)__float2int_rn(g * 255.f),
                      (unsigned char)__float2int_rn(bl * 255.f), 255);
  }
  img[(size_t)py * width + px] = out;
}

extern "C" __global__ void mandelbrot_smooth_f32(uchar4 *__restrict__ img, int width, int height, View<float> v,
                                                 int max_iter) {
  mandelbrot_pixel<float>(img, width, height, v, max_iter);
}

extern "C" __global__ void mandelbrot_smooth_f64(uchar4 *__restrict__ img, int width, int height, View<double> v,
                                                 int max_iter) {
  mandelbrot_pixel<double>(img, width, height, v, max_iter);
}

struct cpx {
  float re, im;
};
static __device__ __forceinline__ cpx operator+(cpx a, cpx b) { return {a.re + b.re, a.im + b.im}; }
static __device__ __forceinline__ cpx operator-(cpx a, cpx b) { return {a.re - b.re, a.im - b.im}; }
static __device__ __forceinline__ cpx operator*(cpx a, cpx b) {
  return {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}
static __device__ __forceinline__ cpx operator*(float s, cpx a) { return {s * a.re, s * a.im}; }
static __device__ __forceinline__ float norm2(cpx a) { return a.re * a.re + a.im * a.im; }

// Smith's algorithm: avoids overflow in |b|^2 for large or small denominators.
static __device__ __noinline__ cpx cdiv(cpx a, cpx b) {
  if (fabsf(b.re) >= fabsf(b.im)) {
    const float r = b.im / b.re, den = b.re + b.im * r;
    return {(a.re + a.im * r) / den, (a.im - a.re * r) / den};
  }
  const float r = b.re / b.im, den = b.re * r + b.im;
  return {(a.re * r + a.im) / den, (a.im * r - a.re) / den};
}

#define NEWTON_MAX_DEG 8

struct NewtonParams {
  float x0, y0, dx, dy;
  float relax;  // 1 = plain Newton
  float tol;    // convergence radius around a root
  int degree;
  int max_iter;
};

extern "C" __global__ void newton_fractal(uchar2 *__restrict__ out, int width, int height, NewtonParams p) {
  const int px = blockIdx.x * blockDim.x + threadIdx.x;
  const int py = blockIdx.y * blockDim.y + threadIdx.y;
  if (px >= width || py >= height) return;
  const int d = min(max(p.degree, 2), NEWTON_MAX_DEG);
  const float tol2 = p.tol * p.tol;
  const int max_iter = min(max(p.max_iter, 0), 255);

  cpx roots[NEWTON_MAX_DEG];
#pragma unroll
  for (int k = 0; k < NEWTON_MAX_DEG; ++k) {
    float s, c;
    sincospif(2.f * (float)k / (float)d, &s, &c);
    roots[k] = {c, s};
  }

  cpx z = {p.x0 + px * p.dx, p.y0 + py * p.dy};
  int root = 0, it = 0;
  for (; it < max_iter; ++it) {
    // z^(d-1) by repeated multiplication (d is at most 8).
    cpx zd1 = {1.f, 0.f};
#pragma unroll
    for (int k = 1; k < NEWTON_MAX_DEG; ++k)
      if (k < d) zd1 = zd1 * z;
    const cpx f = zd1 * z - cpx{1.f, 0.f};
    const cpx df = (float)d * zd1;
    if (norm2(df) < 1e-30f) break;  // critical point: no Newton step
    z = z - p.relax * cdiv(f, df);

    bool done = false;
#pragma unroll
    for (int k = 0; k < NEWTON_MAX_DEG; ++k) {
      if (k < d && !done && norm2(z - roots[k]) < tol2) {
        root = k + 1;
        done = true;
      }
    }
    if (done) break;
  }
  out[(size_t)py * width + px] = make_uchar2((unsigned char)root, (unsigned char)min(it, 255));
}
