// Implicit finite differences: Peaceman-Rachford ADI for the 2-D heat equation (x sweep with a
// thread per row and the Thomas algorithm, y sweep with a block per column and parallel cyclic
// reduction in shared memory), Crank-Nicolson American puts by Brennan-Schwartz, and norms.
#include <cuda_runtime.h>
#include <stdint.h>

#define PCR_MAX 256
#define AM_MAXS 64

struct HeatStep { float rx, ry, dt, src_scale; };   // rx = alpha dt / dx^2, ry likewise

// Half step 1: (I - rx/2 Dxx) u* = (I + ry/2 Dyy) u^n + dt/2 f, Dirichlet values kept from u^n.
extern "C" __global__ void adi_x_sweep_thomas(const float* __restrict__ u, const float* __restrict__ f,
                                              float* __restrict__ uh, float* __restrict__ scratch,
                                              int nx, int ny, size_t pitch, HeatStep hs)
{
  const int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (nx < 3 || ny < 3 || pitch < (size_t)nx || j >= ny) return;
  const float* row = u + (size_t)j * pitch;
  float* out = uh + (size_t)j * pitch;
  if (j == 0 || j == ny - 1) {           // boundary rows: copied
    for (int i = 0; i < nx; ++i) out[i] = row[i];
    return;
  }
  const float* up = row - pitch;
  const float* dn = row + pitch;
  float* cp = scratch + (size_t)j * pitch;   // modified super-diagonal, per row
  const float lo = -0.5f * hs.rx, diag = 1.f + hs.rx, hi = -0.5f * hs.rx;
  const float hdt = 0.5f * hs.dt * hs.src_scale;
  out[0] = row[0];
  out[nx - 1] = row[nx - 1];
  // forward elimination over the interior i = 1 .. nx-2, rhs kept in out[]
  float prev_c = 0.f, prev_d = 0.f;
  for (int i = 1; i < nx - 1; ++i) {
    float rhs = row[i] + 0.5f * hs.ry * (up[i] - 2.f * row[i] + dn[i]) + hdt * f[(size_t)j * pitch + i];
    if (i == 1) rhs -= lo * row[0];
    if (i == nx - 2) rhs -= hi * row[nx - 1];
    const float a = (i == 1) ? 0.f : lo;
    const float c = (i == nx - 2) ? 0.f : hi;
    float den = diag - a * prev_c;
    if (fabsf(den) < 1e-20f) den = 1e-20f;
    prev_c = c / den;
    prev_d = (rhs - a * prev_d) / den;
    cp[i] = prev_c;
    out[i] = prev_d;
  }
  for (int i = nx - 3; i >= 1; --i) out[i] -= cp[i] * out[i + 1];
}

// Half step 2: (I - ry/2 Dyy) u^{n+1} = (I + rx/2 Dxx) u* + dt/2 f. A block per interior column,
// PCR over blockDim.x (a power of two >= ny - 2) rows with identity padding.
extern "C" __global__ void adi_y_sweep_pcr(const float* __restrict__ uh, const float* __restrict__ f,
                                           float* __restrict__ un, int nx, int ny, size_t pitch, HeatStep hs)
{
  __shared__ float sa[PCR_MAX], sb[PCR_MAX], sc[PCR_MAX], sd[PCR_MAX];
  const int P = blockDim.x;
  if (P > PCR_MAX || (P & (P - 1)) != 0 || nx < 3 || ny < 3 || ny - 2 > P || pitch < (size_t)nx) return;
  const int k = threadIdx.x;
  const int n = ny - 2;
  const float lo = -0.5f * hs.ry, diag = 1.f + hs.ry, hi = -0.5f * hs.ry;
  const float hdt = 0.5f * hs.dt * hs.src_scale;
  for (int i = blockIdx.x + 1; i < nx - 1; i += gridDim.x) {
    if (k < n) {
      const int j = k + 1;
      const size_t at = (size_t)j * pitch + i;
      float rhs = uh[at] + 0.5f * hs.rx * (uh[at - 1] - 2.f * uh[at] + uh[at + 1]) + hdt * f[at];
      if (j == 1) rhs -= lo * uh[i];
      if (j == ny - 2) rhs -= hi * uh[(size_t)(ny - 1) * pitch + i];
      sa[k] = (j == 1) ? 0.f : lo;
      sb[k] = diag;
      sc[k] = (j == ny - 2) ? 0.f : hi;
      sd[k] = rhs;
    } else {
      sa[k] = 0.f; sb[k] = 1.f; sc[k] = 0.f; sd[k] = 0.f;
    }
    __syncthreads();
    for (int s = 1; s < P; s <<= 1) {
      const int km = k - s, kp = k + s;
      const float am = km >= 0 ? sa[km] : 0.f, bm = km >= 0 ? sb[km] : 1.f;
      const float cm = km >= 0 ? sc[km] : 0.f, dm = km >= 0 ? sd[km] : 0.f;
      const float ap = kp < P ? sa[kp] : 0.f, bp = kp < P ? sb[kp] : 1.f;
      const float cpv = kp < P ? sc[kp] : 0.f, dp = kp < P ? sd[kp] : 0.f;
      const float alpha = -sa[k] / (fabsf(bm) > 1e-20f ? bm : 1e-20f);
      const float gamma = -sc[k] / (fabsf(bp) > 1e-20f ? bp : 1e-20f);
      const float na = alpha * am, nc = gamma * cpv;
      const float nb = sb[k] + alpha * cm + gamma * ap;
      const float nd = sd[k] + alpha * dm + gamma * dp;
      __syncthreads();
      sa[k] = na; sb[k] = nb; sc[k] = nc; sd[k] = nd;
      __syncthreads();
    }
    if (k < n) {
      const float b = sb[k];
      un[(size_t)(k + 1) * pitch + i] = sd[k] / (fabsf(b) > 1e-20f ? b : 1e-20f);
    }
    if (k == 0) {                        // Dirichlet rows of this column
      un[i] = uh[i];
      un[(size_t)(ny - 1) * pitch + i] = uh[(size_t)(ny - 1) * pitch + i];
    }
    __syncthreads();
  }
  // boundary columns by block 0
  if (blockIdx.x == 0)
    for (int j = k; j < ny; j += P) {
      un[(size_t)j * pitch] = uh[(size_t)j * pitch];
      un[(size_t)j * pitch + nx - 1] = uh[(size_t)j * pitch + nx - 1];
    }
}

struct AmericanGrid { int ns, nt; double smax_mult, theta; };
struct OptionSpec { float S0, K, r, sigma, T, q, pad0, pad1; };

// Thread per option: theta-scheme in S on [0, smax], Brennan-Schwartz (UL elimination from the
// top, back substitution upward with projection on the payoff), linear interpolation at S0.
extern "C" __global__ void american_put_cn(const OptionSpec* __restrict__ opts, double* __restrict__ price,
                                           int nopt, AmericanGrid g)
{
  const int o = blockIdx.x * blockDim.x + threadIdx.x;
  if (o >= nopt) return;
  const int ns = min(max(g.ns, 8), AM_MAXS);
  const int nt = min(max(g.nt, 1), 400);
  const double theta = fmin(fmax(g.theta, 0.5), 1.0);
  const OptionSpec op = opts[o];
  const double K = fmax((double)fabsf(op.K), 1e-3), S0 = fabs((double)op.S0);
  const double r = (double)op.r, q = (double)op.q;
  const double sig = fmax((double)fabsf(op.sigma), 1e-3), T = fmax((double)fabsf(op.T), 1e-4);
  const double smax = fmin(fmax(g.smax_mult, 2.0), 10.0) * fmax(K, S0);
  const double dS = smax / (ns - 1), dt = T / nt;
  double V[AM_MAXS], pay[AM_MAXS], A[AM_MAXS], B[AM_MAXS], C[AM_MAXS], D[AM_MAXS];
  for (int i = 0; i < ns; ++i) { pay[i] = fmax(K - i * dS, 0.0); V[i] = pay[i]; }
  for (int n = 0; n < nt; ++n) {
    for (int i = 1; i < ns - 1; ++i) {
      const double s2 = sig * sig * i * i, drift = (r - q) * i;
      const double al = 0.5 * (s2 - drift), be = -(s2 + r), ga = 0.5 * (s2 + drift);
      A[i] = -theta * dt * al;
      B[i] = 1.0 - theta * dt * be;
      C[i] = -theta * dt * ga;
      D[i] = V[i] + (1.0 - theta) * dt * (al * V[i - 1] + be * V[i] + ga * V[i + 1]);
    }
    A[0] = 0.0; B[0] = 1.0; C[0] = 0.0; D[0] = K;                  // S = 0: exercise value
    A[ns - 1] = 0.0; B[ns - 1] = 1.0; C[ns - 1] = 0.0; D[ns - 1] = 0.0;  // far field
    // UL elimination from the top
    for (int i = ns - 2; i >= 0; --i) {
      double den = B[i + 1];
      if (fabs(den) < 1e-300) den = 1e-300;
      const double m = C[i] / den;
      B[i] -= m * A[i + 1];
      D[i] -= m * D[i + 1];
    }
    double prev = 0.0;
    for (int i = 0; i < ns; ++i) {
      double den = B[i];
      if (fabs(den) < 1e-300) den = 1e-300;
      const double v = (D[i] - (i > 0 ? A[i] * prev : 0.0)) / den;
      prev = fmax(v, pay[i]);
      V[i] = prev;
    }
  }
  const double x = fmin(S0 / dS, (double)(ns - 1));
  const int i0 = min((int)x, ns - 2);
  const double w = x - i0;
  price[o] = (1.0 - w) * V[i0] + w * V[i0 + 1];
}

// Per-block partials of the discrete energy sum u^2 and the max update |u1 - u0| (double).
extern "C" __global__ void heat_energy_delta(const float* __restrict__ u0, const float* __restrict__ u1, int nx, int ny,
                                             size_t pitch, double2* __restrict__ partial)
{
  __shared__ double s_e[32], s_m[32];
  double e = 0.0, m = 0.0;
  const long long total = (long long)nx * ny;
  if (nx > 0 && pitch >= (size_t)nx) {
    for (long long t = blockIdx.x * (long long)blockDim.x + threadIdx.x; t < total; t += (long long)gridDim.x * blockDim.x) {
      const long long j = t / nx, i = t - j * nx;
      const size_t at = (size_t)j * pitch + (size_t)i;
      const double a = u1[at];
      e += a * a;
      m = fmax(m, fabs(a - (double)u0[at]));
    }
  }
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) {
    e += __shfl_down_sync(0xffffffffu, e, o);
    m = fmax(m, __shfl_down_sync(0xffffffffu, m, o));
  }
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (lane == 0 && warp < 32) { s_e[warp] = e; s_m[warp] = m; }
  __syncthreads();
  if (threadIdx.x == 0) {
    double te = 0.0, tm = 0.0;
    const int nw = min((int)((blockDim.x + 31) >> 5), 32);
    for (int w = 0; w < nw; ++w) { te += s_e[w]; tm = fmax(tm, s_m[w]); }
    partial[blockIdx.x] = make_double2(te, tm);
  }
}
