// Batched small least-squares problems solved by orthogonal factorisations in registers.
//   householder_lsq_8x4   one 8x4 float system per thread (interleaved layout: entry (r,c) of
//                         problem p at (r*4+c)*batch + p, rhs entry r at r*batch + p):
//                         four Householder reflections applied to A and b, fully unrolled
//                         over register arrays, then back substitution. Writes x, |R_kk| and
//                         the residual norm; a (near) rank-deficient R gives x = 0, flag = 1.
//   givens_polyfit_f64    cubic polynomial fit per series, double: rows [1 t t^2 t^3 | y]
//                         streamed through Givens rotations into a 4x4 upper-triangular R and
//                         rotated rhs (the residual accumulated from the rotated-out part).
//                         Sample times are shared by all series and staged through a shared
//                         chunk (uniform barriers); y is stored sample-major (y[j*ns + s]).
//                         launch: block 128 (any 1D block <= 256), grid ceil(ns/128).
#include <cuda_runtime.h>

extern "C" __global__ void householder_lsq_8x4(const float *__restrict__ A, const float *__restrict__ b,
                                               float *__restrict__ x, float *__restrict__ rdiag,
                                               float *__restrict__ resid, int *__restrict__ flag, int batch) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= batch)
    return;
  float a[8][4], v[8];
#pragma unroll
  for (int r = 0; r < 8; ++r) {
#pragma unroll
    for (int c = 0; c < 4; ++c)
      a[r][c] = A[(size_t)(r * 4 + c) * batch + p];
    v[r] = b[(size_t)r * batch + p];
  }

  float scale = 0.0f;
#pragma unroll
  for (int r = 0; r < 8; ++r)
#pragma unroll
    for (int c = 0; c < 4; ++c)
      scale = fmaxf(scale, fabsf(a[r][c]));
  const float tol = 1e-6f * fmaxf(scale, 1e-30f);

#pragma unroll
  for (int k = 0; k < 4; ++k) {
    float norm2 = 0.0f;
#pragma unroll
    for (int r = k; r < 8; ++r)
      norm2 = fmaf(a[r][k], a[r][k], norm2);
    const float norm = sqrtf(norm2);
    if (norm > 0.0f) {
      const float alpha = a[k][k] >= 0.0f ? -norm : norm;
      // v = x - alpha e_k stored in column k (rows k..7); beta = 2 / (v^T v)
      const float vk = a[k][k] - alpha;
      const float vtv = vk * vk + (norm2 - a[k][k] * a[k][k]);
      const float beta = vtv > 0.0f ? 2.0f / vtv : 0.0f;
      a[k][k] = vk;
#pragma unroll
      for (int c = k + 1; c < 4; ++c) {
        float dot = 0.0f;
#pragma unroll
        for (int r = k; r < 8; ++r)
          dot = fmaf(a[r][k], a[r][c], dot);
        dot *= beta;
#pragma unroll
        for (int r = k; r < 8; ++r)
          a[r][c] = fmaf(-dot, a[r][k], a[r][c]);
      }
      float dot = 0.0f;
#pragma unroll
      for (int r = k; r < 8; ++r)
        dot = fmaf(a[r][k], v[r], dot);
      dot *= beta;
#pragma unroll
      for (int r = k; r < 8; ++r)
        v[r] = fmaf(-dot, a[r][k], v[r]);
      a[k][k] = alpha; // R_kk; below-diagonal entries are no longer needed
    }
  }

  bool deficient = false;
#pragma unroll
  for (int k = 0; k < 4; ++k)
    deficient |= !(fabsf(a[k][k]) > tol);

  float sol[4];
#pragma unroll
  for (int k = 3; k >= 0; --k) {
    float s = v[k];
#pragma unroll
    for (int c = k + 1; c < 4; ++c)
      s = fmaf(-a[k][c], sol[c], s);
    sol[k] = deficient ? 0.0f : s / a[k][k];
  }
  float res2 = 0.0f;
#pragma unroll
  for (int r = 4; r < 8; ++r)
    res2 = fmaf(v[r], v[r], res2);

#pragma unroll
  for (int k = 0; k < 4; ++k) {
    x[(size_t)k * batch + p] = sol[k];
    rdiag[(size_t)k * batch + p] = fabsf(a[k][k]);
  }
  resid[p] = sqrtf(res2);
  flag[p] = deficient ? 1 : 0;
}

#define FIT_CHUNK 256

extern "C" __global__ void __launch_bounds__(256)
givens_polyfit_f64(const double *__restrict__ t, const double *__restrict__ y, double *__restrict__ coef,
                   double *__restrict__ rms, int nsamples, int nseries, double t_center, double t_scale) {
  __shared__ double ts[FIT_CHUNK];
  const int s = blockIdx.x * blockDim.x + threadIdx.x;
  const bool active = s < nseries;
  const double inv_scale = t_scale != 0.0 ? 1.0 / t_scale : 1.0;

  // R (upper triangle, row-major packed by hand) and rotated rhs
  double r00 = 0, r01 = 0, r02 = 0, r03 = 0, r11 = 0, r12 = 0, r13 = 0, r22 = 0, r23 = 0, r33 = 0;
  double q0 = 0, q1 = 0, q2 = 0, q3 = 0, ssr = 0;

  for (int base = 0; base < nsamples; base += FIT_CHUNK) {
    const int cnt = min(FIT_CHUNK, nsamples - base);
    for (int i = threadIdx.x; i < cnt; i += blockDim.x)
      ts[i] = (t[base + i] - t_center) * inv_scale;
    __syncthreads();
    if (active) {
      for (int j = 0; j < cnt; ++j) {
        const double tj = ts[j];
        double a0 = 1.0, a1 = tj, a2 = tj * tj, a3 = a2 * tj;
        double yy = y[(size_t)(base + j) * nseries + s];
        double rr, c, sn, tmp;
        // column 0
        rr = hypot(r00, a0);
        if (rr > 0.0) {
          c = r00 / rr; sn = a0 / rr;
          r00 = rr;
          tmp = c * r01 + sn * a1; a1 = c * a1 - sn * r01; r01 = tmp;
          tmp = c * r02 + sn * a2; a2 = c * a2 - sn * r02; r02 = tmp;
          tmp = c * r03 + sn * a3; a3 = c * a3 - sn * r03; r03 = tmp;
          tmp = c * q0 + sn * yy; yy = c * yy - sn * q0; q0 = tmp;
        }
        // column 1
        rr = hypot(r11, a1);
        if (rr > 0.0) {
          c = r11 / rr; sn = a1 / rr;
          r11 = rr;
          tmp = c * r12 + sn * a2; a2 = c * a2 - sn * r12; r12 = tmp;
          tmp = c * r13 + sn * a3; a3 = c * a3 - sn * r13; r13 = tmp;
          tmp = c * q1 + sn * yy; yy = c * yy - sn * q1; q1 = tmp;
        }
        // column 2
        rr = hypot(r22, a2);
        if (rr > 0.0) {
          c = r22 / rr; sn = a2 / rr;
          r22 = rr;
          tmp = c * r23 + sn * a3; a3 = c * a3 - sn * r23; r23 = tmp;
          tmp = c * q2 + sn * yy; yy = c * yy - sn * q2; q2 = tmp;
        }
        // column 3
        rr = hypot(r33, a3);
        if (rr > 0.0) {
          c = r33 / rr; sn = a3 / rr;
          r33 = rr;
          tmp = c * q3 + sn * yy; yy = c * yy - sn * q3; q3 = tmp;
        }
        ssr = fma(yy, yy, ssr); // the part of y orthogonal to the fitted columns
      }
    }
    __syncthreads();
  }
  if (!active)
    return;
  const double eps = 1e-12 * fmax(fabs(r00), 1.0);
  const double c3 = fabs(r33) > eps ? q3 / r33 : 0.0;
  const double c2 = fabs(r22) > eps ? (q2 - r23 * c3) / r22 : 0.0;
  const double c1 = fabs(r11) > eps ? (q1 - r12 * c2 - r13 * c3) / r11 : 0.0;
  const double c0 = fabs(r00) > eps ? (q0 - r01 * c1 - r02 * c2 - r03 * c3) / r00 : 0.0;
  coef[(size_t)0 * nseries + s] = c0;
  coef[(size_t)1 * nseries + s] = c1;
  coef[(size_t)2 * nseries + s] = c2;
  coef[(size_t)3 * nseries + s] = c3;
  rms[s] = nsamples > 0 ? sqrt(ssr / nsamples) : 0.0;
}
