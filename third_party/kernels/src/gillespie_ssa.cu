// Stochastic simulation of chemical reaction networks (Gillespie), one trajectory per thread,
// the network (up to 8 reactions of order <= 2 over up to 6 species) in a __constant__ struct
// read inside every step; the host writes it, so indices and sizes are reduced into range.
//
//   ssa_direct        Gillespie's direct method: mass-action propensities (0th, 1st, 2nd
//                     order, homo- and heterodimer) kept in a local array, tau = -ln(u1) / a0
//                     in double, the firing reaction found by a linear scan of the cumulative
//                     sum, populations updated from the stoichiometry table and clamped at 0;
//                     the state is recorded at nsamples equally spaced times (every sample
//                     point passed by a jump is filled), capped at max_steps.
//                     xoshiro128** generator seeded with splitmix64. launch: block 64, grid 2.
//   ssa_tau_leap      fixed-step tau leaping: per reaction a Poisson count from a __noinline__
//                     sampler taking the generator state by pointer (Knuth's product method
//                     below mean 12, rounded normal from Box-Muller above), negative
//                     populations rejected by halving tau for that step (up to 4 times).
//                     launch: block 64, grid 2.
//   ssa_moments       per (sample, species): mean and variance over trajectories with a
//                     Welford update in double. launch: block 64, grid 1.
#include <cuda_runtime.h>
#include <stdint.h>

#define SSA_MAX_S 6
#define SSA_MAX_R 8

struct SsaNetwork {
  int nspecies;
  int nreact;
  int reactant[SSA_MAX_R][2];  // species index or negative for none
  int delta[SSA_MAX_R][SSA_MAX_S];
  float rate[SSA_MAX_R];
};
__constant__ SsaNetwork c_net;

struct Rng128 {
  uint32_t s[4];
};

static __device__ __forceinline__ uint64_t splitmix64(uint64_t &x) {
  uint64_t z = (x += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static __device__ __forceinline__ void rng_seed(Rng128 &r, uint64_t seed, uint64_t stream) {
  uint64_t x = seed ^ (stream * 0xd1342543de82ef95ull);
  const uint64_t a = splitmix64(x), b = splitmix64(x);
  r.s[0] = (uint32_t)a;
  r.s[1] = (uint32_t)(a >> 32);
  r.s[2] = (uint32_t)b;
  r.s[3] = (uint32_t)(b >> 32) | 1u;
}

static __device__ __forceinline__ uint32_t rotl32(uint32_t x, int k) { return (x << k) | (x >> (32 - k)); }

static __device__ __forceinline__ uint32_t rng_next(Rng128 &r) {
  const uint32_t result = rotl32(r.s[1] * 5u, 7) * 9u;
  const uint32_t t = r.s[1] << 9;
  r.s[2] ^= r.s[0];
  r.s[3] ^= r.s[1];
  r.s[1] ^= r.s[2];
  r.s[0] ^= r.s[3];
  r.s[2] ^= t;
  r.s[3] = rotl32(r.s[3], 11);
  return result;
}

// uniform in (0, 1]
static __device__ __forceinline__ double rng_unit_d(Rng128 &r) {
  const uint64_t hi = rng_next(r), lo = rng_next(r);
  const uint64_t m = ((hi << 21) ^ lo) & ((1ull << 53) - 1ull);
  return ((double)m + 1.0) * (1.0 / 9007199254740992.0);
}
static __device__ __forceinline__ float rng_unit_f(Rng128 &r) {
  return ((float)(rng_next(r) >> 8) + 1.0f) * (1.0f / 16777216.0f);
}

static __device__ __forceinline__ int net_species() { return min(max(c_net.nspecies, 1), SSA_MAX_S); }
static __device__ __forceinline__ int net_reactions() { return min(max(c_net.nreact, 1), SSA_MAX_R); }

#define SSA_CAP (1 << 27)
// stoichiometric change, bounded so that populations (capped at 2^27) cannot overflow
static __device__ __forceinline__ int net_delta(int r, int s) { return min(max(c_net.delta[r][s], -16), 16); }

static __device__ __forceinline__ float propensity(int r, const int *x, int S) {
  const int i = c_net.reactant[r][0], j = c_net.reactant[r][1];
  float h = 1.0f;
  if (i >= 0) {
    const int a = i % S;
    if (j >= 0) {
      const int b = j % S;
      h = a == b ? 0.5f * (float)x[a] * (float)(x[a] - 1) : (float)x[a] * (float)x[b];
    } else {
      h = (float)x[a];
    }
  }
  return fmaxf(c_net.rate[r], 0.0f) * fmaxf(h, 0.0f);
}

extern "C" __global__ void __launch_bounds__(128)
ssa_direct(const int *__restrict__ x0, int ntraj, double t_end, int nsamples, int max_steps,
           unsigned long long seed, int *__restrict__ samples, int *__restrict__ steps_taken) {
  const int tid = blockIdx.x * blockDim.x + threadIdx.x;
  if (tid >= ntraj || nsamples <= 0) return;
  const int S = net_species(), R = net_reactions();
  int x[SSA_MAX_S];
#pragma unroll
  for (int s = 0; s < SSA_MAX_S; ++s) x[s] = s < S ? min(max(x0[s], 0), SSA_CAP) : 0;
  Rng128 rng;
  rng_seed(rng, seed, (uint64_t)tid);
  const double dt_sample = t_end / (double)max(nsamples - 1, 1);
  int *out = samples + (size_t)tid * nsamples * SSA_MAX_S;

  double t = 0.0;
  int next = 0;  // next sample index to fill
  int step = 0;
  float a[SSA_MAX_R];
  while (next < nsamples) {
    float a0 = 0.0f;
#pragma unroll
    for (int r = 0; r < SSA_MAX_R; ++r) {
      a[r] = r < R ? propensity(r, x, S) : 0.0f;
      a0 += a[r];
    }
    double t_next = 1e300;
    if (a0 > 0.0f && step < max_steps) t_next = t - log(rng_unit_d(rng)) / (double)a0;
    // record every sample time the state holds for
    while (next < nsamples && (double)next * dt_sample < t_next) {
#pragma unroll
      for (int s = 0; s < SSA_MAX_S; ++s) out[next * SSA_MAX_S + s] = x[s];
      ++next;
    }
    if (next >= nsamples || t_next >= 1e299) break;
    t = t_next;
    const float target = rng_unit_f(rng) * a0;
    float cum = 0.0f;
    int fired = R - 1;
    for (int r = 0; r < R; ++r) {
      cum += a[r];
      if (target <= cum) {
        fired = r;
        break;
      }
    }
#pragma unroll
    for (int s = 0; s < SSA_MAX_S; ++s)
      if (s < S) x[s] = min(max(x[s] + net_delta(fired, s), 0), SSA_CAP);
    ++step;
  }
  // trajectories that stopped early repeat their last state
  for (; next < nsamples; ++next)
#pragma unroll
    for (int s = 0; s < SSA_MAX_S; ++s) out[next * SSA_MAX_S + s] = x[s];
  steps_taken[tid] = step;
}

static __device__ __noinline__ int sample_poisson(Rng128 *rng, float mean) {
  if (!(mean > 0.0f)) return 0;
  if (mean < 12.0f) {
    const float limit = __expf(-mean);
    float prod = rng_unit_f(*rng);
    int k = 0;
    while (prod > limit && k < 64) {
      prod *= rng_unit_f(*rng);
      ++k;
    }
    return k;
  }
  const float u1 = rng_unit_f(*rng), u2 = rng_unit_f(*rng);
  const float z = sqrtf(-2.0f * __logf(u1)) * __cosf(6.2831853f * u2);
  const float v = rintf(mean + sqrtf(mean) * z);
  return (int)fminf(fmaxf(v, 0.0f), 1e6f);
}

extern "C" __global__ void __launch_bounds__(128)
ssa_tau_leap(const int *__restrict__ x0, int ntraj, float tau, int nsteps, unsigned long long seed,
             int *__restrict__ final_state, int *__restrict__ rejections) {
  const int tid = blockIdx.x * blockDim.x + threadIdx.x;
  if (tid >= ntraj) return;
  const int S = net_species(), R = net_reactions();
  int x[SSA_MAX_S];
#pragma unroll
  for (int s = 0; s < SSA_MAX_S; ++s) x[s] = s < S ? min(max(x0[s], 0), SSA_CAP) : 0;
  Rng128 rng;
  rng_seed(rng, seed, (uint64_t)tid + 0x100000000ull);
  int rejected = 0;
  for (int step = 0; step < nsteps; ++step) {
    float a[SSA_MAX_R];
#pragma unroll
    for (int r = 0; r < SSA_MAX_R; ++r) a[r] = r < R ? propensity(r, x, S) : 0.0f;
    float h = tau;
    for (int attempt = 0; attempt < 5; ++attempt) {
      int y[SSA_MAX_S];
#pragma unroll
      for (int s = 0; s < SSA_MAX_S; ++s) y[s] = x[s];
      for (int r = 0; r < R; ++r) {
        const int k = sample_poisson(&rng, a[r] * h);
        if (k == 0) continue;
#pragma unroll
        for (int s = 0; s < SSA_MAX_S; ++s)
          if (s < S) y[s] = min(y[s] + k * net_delta(r, s), SSA_CAP);
      }
      bool ok = true;
#pragma unroll
      for (int s = 0; s < SSA_MAX_S; ++s) ok &= y[s] >= 0;
      if (ok || attempt == 4) {
#pragma unroll
        for (int s = 0; s < SSA_MAX_S; ++s) x[s] = max(y[s], 0);
        break;
      }
      ++rejected;
      h *= 0.5f;
    }
  }
#pragma unroll
  for (int s = 0; s < SSA_MAX_S; ++s) final_state[(size_t)tid * SSA_MAX_S + s] = x[s];
  rejections[tid] = rejected;
}

extern "C" __global__ void ssa_moments(const int *__restrict__ samples, int ntraj, int nsamples,
                                       double *__restrict__ mean, double *__restrict__ var) {
  const int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx >= nsamples * SSA_MAX_S) return;
  double m = 0.0, m2 = 0.0;
  for (int t = 0; t < ntraj; ++t) {
    const double v = (double)samples[(size_t)t * nsamples * SSA_MAX_S + idx];
    const double d = v - m;
    m += d / (double)(t + 1);
    m2 += d * (v - m);
  }
  mean[idx] = m;
  var[idx] = ntraj > 1 ? m2 / (double)(ntraj - 1) : 0.0;
}
