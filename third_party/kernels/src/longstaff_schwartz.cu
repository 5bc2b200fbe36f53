// Longstaff-Schwartz American put pricing: antithetic GBM paths from a Philox counter generator
// (Box-Muller), per-time-step least squares of discounted future cash flows on (1, x, x^2) over
// in-the-money paths (normal-equation sums reduced in double through shuffles and shared memory),
// a pivoted 3x3 solve in a __noinline__ helper, the backward-induction exercise decision, and the
// final discounted mean with its standard error.
#include <cuda_runtime.h>
#include <stdint.h>

struct OptionParams {
  float s0;
  float strike;
  float rate;
  float sigma;
  float maturity;
  int is_call;
};

__constant__ OptionParams c_opt;

struct Market {
  float s0, k, r, sigma, dt;
  int call;
};

__device__ __forceinline__ float clampf(float v, float lo, float hi) { return fminf(fmaxf(v, lo), hi); }

__device__ __forceinline__ Market load_market(int nsteps) {
  Market m;
  m.s0 = clampf(c_opt.s0, 1.f, 1000.f);
  m.k = clampf(c_opt.strike, 1.f, 1000.f);
  m.r = clampf(c_opt.rate, 0.f, 0.2f);
  m.sigma = clampf(c_opt.sigma, 0.01f, 1.f);
  m.dt = clampf(c_opt.maturity, 0.01f, 5.f) / (float)max(nsteps, 1);
  m.call = c_opt.is_call & 1;
  return m;
}

__device__ __forceinline__ float payoff(const Market& m, float s) {
  return fmaxf(m.call ? s - m.k : m.k - s, 0.f);
}

__device__ __noinline__ uint4 philox(uint4 c, uint2 k) {
#pragma unroll
  for (int r = 0; r < 10; ++r) {
    const unsigned hi0 = __umulhi(0xD2511F53u, c.x), lo0 = 0xD2511F53u * c.x;
    const unsigned hi1 = __umulhi(0xCD9E8D57u, c.z), lo1 = 0xCD9E8D57u * c.z;
    c = make_uint4(hi1 ^ c.y ^ k.x, lo1, hi0 ^ c.w ^ k.y, lo0);
    k.x += 0x9E3779B9u;
    k.y += 0xBB67AE85u;
  }
  return c;
}

// Paths stored time-major: S[t * npaths + p], t = 0..nsteps. Thread p < npaths/2 writes path p and
// its antithetic twin p + npaths/2.
extern "C" __global__ void lsm_generate_paths(float* __restrict__ S, int npaths, int nsteps,
                                              unsigned long long seed) {
  const Market m = load_market(nsteps);
  const float drift = (m.r - 0.5f * m.sigma * m.sigma) * m.dt;
  const float vol = m.sigma * sqrtf(m.dt);
  const int half = npaths >> 1;
  const uint2 key = make_uint2((unsigned)seed, (unsigned)(seed >> 32));
  for (int p = blockIdx.x * blockDim.x + threadIdx.x; p < half; p += gridDim.x * blockDim.x) {
    float la = __logf(m.s0), lb = la;
    S[p] = m.s0;
    S[p + half] = m.s0;
    for (int t = 0; t < nsteps; t += 2) {
      const uint4 r = philox(make_uint4((unsigned)p, (unsigned)t, 0x51u, 0u), key);
      const float u1 = ((float)(r.x >> 8) + 0.5f) * (1.f / 16777216.f);
      const float u2 = (float)(r.y >> 8) * (1.f / 16777216.f);
      const float rad = sqrtf(-2.f * __logf(u1));
      float sn, cs;
      sincospif(2.f * u2, &sn, &cs);
      const float z[2] = {rad * cs, rad * sn};
#pragma unroll
      for (int j = 0; j < 2; ++j) {
        if (t + j < nsteps) {
          la += drift + vol * z[j];
          lb += drift - vol * z[j];
          const long long row = (long long)(t + j + 1) * npaths;
          S[row + p] = __expf(la);
          S[row + p + half] = __expf(lb);
        }
      }
    }
  }
}

// Normal-equation sums for step t over in-the-money paths:
// sums[t*9 + 0..5] = sum phi_i phi_j (00,01,02,11,12,22), sums[t*9 + 6..8] = sum phi_i Y.
extern "C" __global__ void lsm_regression_sums(const float* __restrict__ S, const float* __restrict__ cashflow,
                                               const int* __restrict__ ex_step, double* __restrict__ sums,
                                               int npaths, int nsteps, int t) {
  __shared__ double s_part[9][32];
  if (t < 1 || t >= nsteps) return;
  const Market m = load_market(nsteps);
  const float inv_k = 1.f / m.k;
  double acc[9];
#pragma unroll
  for (int j = 0; j < 9; ++j) acc[j] = 0.0;
  for (int p = blockIdx.x * blockDim.x + threadIdx.x; p < npaths; p += gridDim.x * blockDim.x) {
    const float s = S[(long long)t * npaths + p];
    if (!(payoff(m, s) > 0.f)) continue;
    const int tau = min(max(ex_step[p], t + 1), nsteps);
    const float y = cashflow[p] * __expf(-m.r * m.dt * (float)(tau - t));
    const float x = s * inv_k;
    const double phi[3] = {1.0, (double)x, (double)x * x};
    acc[0] += phi[0] * phi[0];
    acc[1] += phi[0] * phi[1];
    acc[2] += phi[0] * phi[2];
    acc[3] += phi[1] * phi[1];
    acc[4] += phi[1] * phi[2];
    acc[5] += phi[2] * phi[2];
#pragma unroll
    for (int j = 0; j < 3; ++j) acc[6 + j] += phi[j] * (double)y;
  }
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const int nwarps = (blockDim.x + 31) >> 5;
#pragma unroll
  for (int j = 0; j < 9; ++j) {
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) acc[j] += __shfl_xor_sync(0xffffffffu, acc[j], o);
    if (lane == 0) s_part[j][warp] = acc[j];
  }
  __syncthreads();
  if (warp == 0) {
#pragma unroll
    for (int j = 0; j < 9; ++j) {
      double v = lane < nwarps ? s_part[j][lane] : 0.0;
#pragma unroll
      for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
      if (lane == 0) atomicAdd(&sums[(long long)t * 9 + j], v);
    }
  }
}

// Solves the symmetric 3x3 system from the packed sums by Gaussian elimination with partial
// pivoting and a Tikhonov shift; singular pivots give a zero coefficient.
__device__ __noinline__ void solve3(const double* s, double* beta) {
  double a[3][4];
  const double ridge = 1e-9 * (fabs(s[0]) + fabs(s[3]) + fabs(s[5]) + 1.0);
  a[0][0] = s[0] + ridge; a[0][1] = s[1]; a[0][2] = s[2]; a[0][3] = s[6];
  a[1][0] = s[1]; a[1][1] = s[3] + ridge; a[1][2] = s[4]; a[1][3] = s[7];
  a[2][0] = s[2]; a[2][1] = s[4]; a[2][2] = s[5] + ridge; a[2][3] = s[8];
#pragma unroll
  for (int c = 0; c < 3; ++c) {
    int piv = c;
    for (int r = c + 1; r < 3; ++r)
      if (fabs(a[r][c]) > fabs(a[piv][c])) piv = r;
    if (piv != c) {
      for (int k = 0; k < 4; ++k) {
        const double tmp = a[c][k];
        a[c][k] = a[piv][k];
        a[piv][k] = tmp;
      }
    }
    const double d = a[c][c];
    const double inv = fabs(d) > 1e-300 ? 1.0 / d : 0.0;
    for (int r = c + 1; r < 3; ++r) {
      const double f = a[r][c] * inv;
      for (int k = c; k < 4; ++k) a[r][k] -= f * a[c][k];
    }
  }
  for (int r = 2; r >= 0; --r) {
    double v = a[r][3];
    for (int k = r + 1; k < 3; ++k) v -= a[r][k] * beta[k];
    beta[r] = fabs(a[r][r]) > 1e-300 ? v / a[r][r] : 0.0;
  }
}

// Backward induction at step t: exercise where the immediate payoff beats the fitted continuation
// (the regression is trusted only with at least min_itm in-the-money paths).
extern "C" __global__ void lsm_exercise_update(const float* __restrict__ S, const double* __restrict__ sums,
                                               float* __restrict__ cashflow, int* __restrict__ ex_step,
                                               int npaths, int nsteps, int t, int min_itm) {
  __shared__ double s_beta[3];
  if (t < 1 || t >= nsteps) return;
  const Market m = load_market(nsteps);
  if (threadIdx.x == 0) {
    double s[9], b[3];
#pragma unroll
    for (int j = 0; j < 9; ++j) {
      const double v = sums[(long long)t * 9 + j];
      s[j] = (v == v && fabs(v) < 1e200) ? v : 0.0;
    }
    if (s[0] >= (double)max(min_itm, 0)) {
      solve3(s, b);
    } else {
      b[0] = b[1] = b[2] = 0.0;
    }
    s_beta[0] = b[0];
    s_beta[1] = b[1];
    s_beta[2] = b[2];
  }
  __syncthreads();
  const float b0 = (float)s_beta[0], b1 = (float)s_beta[1], b2 = (float)s_beta[2];
  const float inv_k = 1.f / m.k;
  for (int p = blockIdx.x * blockDim.x + threadIdx.x; p < npaths; p += gridDim.x * blockDim.x) {
    const float s = S[(long long)t * npaths + p];
    const float h = payoff(m, s);
    if (!(h > 0.f)) continue;
    const float x = s * inv_k;
    const float cont = fmaf(fmaf(b2, x, b1), x, b0);
    if (h >= cont) {
      cashflow[p] = h;
      ex_step[p] = t;
    }
  }
}

// Price = mean over paths of the cash flow discounted from its exercise step; out[0] += sum,
// out[1] += sum of squares (for the standard error).
extern "C" __global__ void lsm_price_reduce(const float* __restrict__ cashflow, const int* __restrict__ ex_step,
                                            double* __restrict__ out, int npaths, int nsteps) {
  __shared__ double s_sum[32], s_sq[32];
  const Market m = load_market(nsteps);
  double sum = 0.0, sq = 0.0;
  for (int p = blockIdx.x * blockDim.x + threadIdx.x; p < npaths; p += gridDim.x * blockDim.x) {
    const int tau = min(max(ex_step[p], 0), nsteps);
    const float cf = fminf(fmaxf(cashflow[p], 0.f), 1e4f);
    const double v = (double)cf * exp(-(double)m.r * m.dt * tau);
    sum += v;
    sq += v * v;
  }
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) {
    sum += __shfl_xor_sync(0xffffffffu, sum, o);
    sq += __shfl_xor_sync(0xffffffffu, sq, o);
  }
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (lane == 0) {
    s_sum[warp] = sum;
    s_sq[warp] = sq;
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    double a = 0.0, b = 0.0;
    for (int w = 0; w < (int)((blockDim.x + 31) >> 5); ++w) {
      a += s_sum[w];
      b += s_sq[w];
    }
    atomicAdd(&out[0], a);
    atomicAdd(&out[1], b);
  }
}
