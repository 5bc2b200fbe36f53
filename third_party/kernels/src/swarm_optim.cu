// Population-based optimisation: particle swarm steps and differential evolution generations
// with a counter-based hash RNG (no state), benchmark objectives as functor templates, and a
// deterministic arg-min reduction for the global best.
#include <cuda_runtime.h>
#include <stdint.h>

#define MAXD 32

struct PsoParams {
  float w, c1, c2, vmax;
  float lo, hi, F, CR;
  int dim, pad0;
  uint32_t seed, generation;
};

__constant__ PsoParams c_opt;

// lowbias32-style finaliser over a combined counter; uniform in [0, 1).
__device__ __forceinline__ uint32_t mix32(uint32_t x)
{
  x ^= x >> 16; x *= 0x7feb352du;
  x ^= x >> 15; x *= 0x846ca68bu;
  x ^= x >> 16;
  return x;
}
__device__ __forceinline__ uint32_t hash4(uint32_t a, uint32_t b, uint32_t c, uint32_t d)
{
  return mix32(a ^ mix32(b + 0x9e3779b9u * (c + 1u)) ^ mix32(d * 0x85ebca6bu + 0x27d4eb2fu));
}
__device__ __forceinline__ float u01(uint32_t h) { return (h >> 8) * (1.0f / 16777216.0f); }

struct Rastrigin {
  static __device__ float eval(const float* x, int d)
  {
    float s = 10.f * d;
    for (int i = 0; i < d; ++i) s += x[i] * x[i] - 10.f * __cosf(6.2831853f * x[i]);
    return s;
  }
};

struct Rosenbrock {
  static __device__ float eval(const float* x, int d)
  {
    float s = 0.f;
    for (int i = 0; i + 1 < d; ++i) {
      const float a = x[i + 1] - x[i] * x[i], b = 1.f - x[i];
      s += 100.f * a * a + b * b;
    }
    return s;
  }
};

struct Ackley {
  static __device__ float eval(const float* x, int d)
  {
    float s1 = 0.f, s2 = 0.f;
    for (int i = 0; i < d; ++i) { s1 += x[i] * x[i]; s2 += __cosf(6.2831853f * x[i]); }
    const float inv = 1.f / fmaxf((float)d, 1.f);
    return -20.f * __expf(-0.2f * sqrtf(s1 * inv)) - __expf(s2 * inv) + 20.f + 2.7182818f;
  }
};

__device__ __forceinline__ int opt_dim() { return min(max(c_opt.dim, 1), MAXD); }

// Keeps a coordinate in [lo, hi] by reflection (NaN-safe final clamp).
__device__ __forceinline__ float reflect(float x, float lo, float hi)
{
  if (x < lo) x = lo + (lo - x);
  if (x > hi) x = hi - (x - hi);
  return fminf(fmaxf(x, lo), hi);
}

// gbest_pos is a copy of the best particle's pbest (made after pso_argmin_reduce), so no
// thread reads another particle's pbest while it may be updated.
template <class F>
__device__ void pso_step_impl(float* __restrict__ x, float* __restrict__ v, float* __restrict__ pbest,
                              float* __restrict__ pbest_f, const float* __restrict__ gbest_pos, int npart)
{
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= npart) return;
  const int D = opt_dim();
  const float lo = fminf(c_opt.lo, c_opt.hi), hi = fmaxf(c_opt.lo, c_opt.hi);
  const float vmax = fabsf(c_opt.vmax);
  float xp[MAXD];
  for (int d = 0; d < D; ++d) {
    const size_t at = (size_t)p * MAXD + d;
    const float r1 = u01(hash4(c_opt.seed, c_opt.generation, (uint32_t)p, 2u * d));
    const float r2 = u01(hash4(c_opt.seed, c_opt.generation, (uint32_t)p, 2u * d + 1u));
    float vel = c_opt.w * v[at] + c_opt.c1 * r1 * (pbest[at] - x[at]) +
                c_opt.c2 * r2 * (gbest_pos[d] - x[at]);
    vel = fminf(fmaxf(vel, -vmax), vmax);
    const float nx = reflect(x[at] + vel, lo, hi);
    v[at] = vel;
    x[at] = nx;
    xp[d] = nx;
  }
  const float f = F::eval(xp, D);
  if (f < pbest_f[p]) {
    pbest_f[p] = f;
    for (int d = 0; d < D; ++d) pbest[(size_t)p * MAXD + d] = xp[d];
  }
}

extern "C" __global__ void pso_step_rastrigin(float* __restrict__ x, float* __restrict__ v, float* __restrict__ pbest,
                                              float* __restrict__ pbest_f, const float* __restrict__ gbest_pos, int npart)
{
  pso_step_impl<Rastrigin>(x, v, pbest, pbest_f, gbest_pos, npart);
}

extern "C" __global__ void pso_step_rosenbrock(float* __restrict__ x, float* __restrict__ v, float* __restrict__ pbest,
                                               float* __restrict__ pbest_f, const float* __restrict__ gbest_pos, int npart)
{
  pso_step_impl<Rosenbrock>(x, v, pbest, pbest_f, gbest_pos, npart);
}

// Arg-min with index tie-break: (value, index) pairs from a previous pass, or identity indices
// when idx_in is null-equivalent (use_identity != 0). One (value, index) per block.
__device__ __forceinline__ void better(float& v, int& i, float ov, int oi)
{
  // NaN never wins; equal values keep the smaller index
  if (ov < v || (ov == v && oi < i) || (v != v && ov == ov)) { v = ov; i = oi; }
}

extern "C" __global__ void pso_argmin_reduce(const float* __restrict__ val_in, const int* __restrict__ idx_in,
                                             int n, int use_identity, float* __restrict__ val_out, int* __restrict__ idx_out)
{
  __shared__ float s_v[32];
  __shared__ int s_i[32];
  float bv = 3.0e38f;
  int bi = 0x7fffffff;
  for (int t = blockIdx.x * blockDim.x + threadIdx.x; t < n; t += gridDim.x * blockDim.x)
    better(bv, bi, val_in[t], use_identity ? t : idx_in[t]);
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) {
    const float ov = __shfl_down_sync(0xffffffffu, bv, o);
    const int oi = __shfl_down_sync(0xffffffffu, bi, o);
    better(bv, bi, ov, oi);
  }
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (lane == 0 && warp < 32) { s_v[warp] = bv; s_i[warp] = bi; }
  __syncthreads();
  if (warp == 0) {
    const int nw = min((int)((blockDim.x + 31) >> 5), 32);
    bv = lane < nw ? s_v[lane] : 3.0e38f;
    bi = lane < nw ? s_i[lane] : 0x7fffffff;
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) {
      const float ov = __shfl_down_sync(0xffffffffu, bv, o);
      const int oi = __shfl_down_sync(0xffffffffu, bi, o);
      better(bv, bi, ov, oi);
    }
    if (lane == 0) { val_out[blockIdx.x] = bv; idx_out[blockIdx.x] = bi; }
  }
}

// DE/rand/1/bin: three distinct donors != i by rejection (capped, deterministic fallback),
// binomial crossover with a forced coordinate, greedy selection into the next population.
template <class F>
__device__ void de_impl(const float* __restrict__ pop, const float* __restrict__ fit, float* __restrict__ pop_next,
                        float* __restrict__ fit_next, int npop)
{
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= npop || npop < 4) return;
  const int D = opt_dim();
  const float lo = fminf(c_opt.lo, c_opt.hi), hi = fmaxf(c_opt.lo, c_opt.hi);
  const float Fw = fminf(fmaxf(c_opt.F, 0.f), 2.f), CR = c_opt.CR;
  int r[3];
  uint32_t ctr = 0u;
  for (int k = 0; k < 3; ++k) {
    int cand = (i + 1 + k) % npop;
    for (int attempt = 0; attempt < 16; ++attempt) {
      const int c = (int)(hash4(c_opt.seed, c_opt.generation, (uint32_t)i, 1000u + ctr++) % (uint32_t)npop);
      bool clash = (c == i);
      for (int m = 0; m < k; ++m) clash |= (c == r[m]);
      if (!clash) { cand = c; break; }
    }
    r[k] = cand;
  }
  const int jrand = (int)(hash4(c_opt.seed, c_opt.generation, (uint32_t)i, 77u) % (uint32_t)D);
  float trial[MAXD];
  for (int d = 0; d < D; ++d) {
    const float cr = u01(hash4(c_opt.seed, c_opt.generation, (uint32_t)i, 5000u + d));
    const float xi = pop[(size_t)i * MAXD + d];
    if (cr < CR || d == jrand) {
      const float m = pop[(size_t)r[0] * MAXD + d] + Fw * (pop[(size_t)r[1] * MAXD + d] - pop[(size_t)r[2] * MAXD + d]);
      trial[d] = reflect(m, lo, hi);
    } else {
      trial[d] = xi;
    }
  }
  const float ft = F::eval(trial, D);
  const float fi = fit[i];
  const bool take = ft <= fi || fi != fi;
  for (int d = 0; d < MAXD; ++d)
    pop_next[(size_t)i * MAXD + d] = d < D ? (take ? trial[d] : pop[(size_t)i * MAXD + d]) : 0.f;
  fit_next[i] = take ? ft : fi;
}

extern "C" __global__ void de_rand1_bin_ackley(const float* __restrict__ pop, const float* __restrict__ fit,
                                               float* __restrict__ pop_next, float* __restrict__ fit_next, int npop)
{
  de_impl<Ackley>(pop, fit, pop_next, fit_next, npop);
}

extern "C" __global__ void de_rand1_bin_rastrigin(const float* __restrict__ pop, const float* __restrict__ fit,
                                                  float* __restrict__ pop_next, float* __restrict__ fit_next, int npop)
{
  de_impl<Rastrigin>(pop, fit, pop_next, fit_next, npop);
}
