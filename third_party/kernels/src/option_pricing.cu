// Option pricing, two kernels:
//   mc_asian_call          Monte Carlo price of an arithmetic-average Asian call under GBM.
//                          Each thread draws its own paths from a counter-based hash RNG
//                          (Box-Muller normals), and every block reduces its discounted
//                          payoffs and their squares (warp shuffles, then one value per warp
//                          in shared memory) to one partial pair for the host.
//   black_scholes_batch    closed-form European call and put for a batch of options, with a
//                          polynomial approximation of the normal CDF (grid-stride loop).
// launch: mc block 256 grid any; black-scholes block 128 grid-stride
#include <cuda_runtime.h>

#define MAX_CONTRACTS 16

struct AsianContract {
  float spot, strike, rate, vol, maturity;
  int steps;
};

__constant__ AsianContract c_contracts[MAX_CONTRACTS];

static __device__ __forceinline__ unsigned int hash_u32(unsigned int x) {
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  x ^= x >> 16;
  return x;
}

// Uniform in (0, 1): never 0, so logf is finite.
static __device__ __forceinline__ float uniform01(unsigned int key) {
  return ((hash_u32(key) >> 8) + 0.5f) * (1.0f / 16777216.0f);
}

static __device__ __forceinline__ float warp_sum(float v) {
#pragma unroll
  for (int off = 16; off > 0; off >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, off);
  return v;
}

extern "C" __global__ void __launch_bounds__(256)
mc_asian_call(float *__restrict__ partial_sum, float *__restrict__ partial_sq, int contract, int paths_per_thread,
              unsigned int seed) {
  __shared__ float s_sum[32];
  __shared__ float s_sq[32];
  const int c = min(max(contract, 0), MAX_CONTRACTS - 1);
  const AsianContract opt = c_contracts[c];
  const int steps = max(opt.steps, 1);
  const float dt = opt.maturity / steps;
  const float drift = (opt.rate - 0.5f * opt.vol * opt.vol) * dt;
  const float vol_sqdt = opt.vol * sqrtf(dt);
  const float discount = expf(-opt.rate * opt.maturity);

  const unsigned int gtid = blockIdx.x * blockDim.x + threadIdx.x;
  float sum = 0.0f, sq = 0.0f;
  for (int p = 0; p < paths_per_thread; p++) {
    const unsigned int path = gtid * paths_per_thread + p;
    unsigned int key = hash_u32(seed ^ hash_u32(path * 0x9e3779b9U));
    float s = opt.spot, running = 0.0f;
    for (int t = 0; t < steps; t += 2) {
      // one Box-Muller pair covers two time steps
      const float u1 = uniform01(key++);
      const float u2 = uniform01(key++);
      const float r = sqrtf(-2.0f * logf(u1));
      float zs, zc;
      sincosf(6.283185307f * u2, &zs, &zc);
      s *= expf(drift + vol_sqdt * r * zc);
      running += s;
      if (t + 1 < steps) {
        s *= expf(drift + vol_sqdt * r * zs);
        running += s;
      }
    }
    const float payoff = discount * fmaxf(running / steps - opt.strike, 0.0f);
    sum += payoff;
    sq += payoff * payoff;
  }

  sum = warp_sum(sum);
  sq = warp_sum(sq);
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (lane == 0) {
    s_sum[warp] = sum;
    s_sq[warp] = sq;
  }
  __syncthreads();
  if (warp == 0) {
    const int nwarps = (blockDim.x + 31) >> 5;
    sum = lane < nwarps ? s_sum[lane] : 0.0f;
    sq = lane < nwarps ? s_sq[lane] : 0.0f;
    sum = warp_sum(sum);
    sq = warp_sum(sq);
    if (lane == 0) {
      partial_sum[blockIdx.x] = sum;
      partial_sq[blockIdx.x] = sq;
    }
  }
}

// Cumulative normal distribution (Abramowitz & Stegun 26.2.17).
static __device__ __forceinline__ float normal_cdf(float d) {
  const float a1 = 0.319381530f, a2 = -0.356563782f, a3 = 1.781477937f, a4 = -1.821255978f, a5 = 1.330274429f;
  const float k = 1.0f / (1.0f + 0.2316419f * fabsf(d));
  const float poly = k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5))));
  const float cnd = 0.398942280f * expf(-0.5f * d * d) * poly;
  return d > 0.0f ? 1.0f - cnd : cnd;
}

extern "C" __global__ void __launch_bounds__(128)
black_scholes_batch(float *__restrict__ call, float *__restrict__ put, const float *__restrict__ spot,
                    const float *__restrict__ strike, const float *__restrict__ years, float rate, float vol, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const float S = spot[i], X = strike[i], T = years[i];
    const float sqrt_t = sqrtf(T);
    const float d1 = (logf(S / X) + (rate + 0.5f * vol * vol) * T) / (vol * sqrt_t);
    const float d2 = d1 - vol * sqrt_t;
    const float cnd1 = normal_cdf(d1), cnd2 = normal_cdf(d2);
    const float exp_rt = expf(-rate * T);
    call[i] = S * cnd1 - X * exp_rt * cnd2;
    put[i] = X * exp_rt * (1.0f - cnd2) - S * (1.0f - cnd1);
  }
}
