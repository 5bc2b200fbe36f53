// Cox-Ross-Rubinstein binomial-tree option pricing.
//   binomial_american_shared   one American option per block, double: the leaf payoffs of an
//                              N-step tree (N <= 1024) in one of two shared arrays, then N
//                              backward-induction steps ping-ponging between them (one barrier
//                              per step), each node the max of continuation and early exercise.
//                              launch: block 256, grid = number of options.
//   binomial_european_warp     one European option per warp, float: lane l keeps nodes
//                              8l..8l+7 in registers (N <= 255); each step takes node i+1 from
//                              the next lane with __shfl_down_sync. Also writes the delta from
//                              the two nodes of step 1. launch: block 128 (multiple of 32).
#include <cuda_runtime.h>

struct OptionSpec {
  float spot, strike, expiry, rate, vol;
  int is_call;
};

#define BT_MAX_STEPS 1024

static __device__ __forceinline__ double payoff(double s, double k, bool call) {
  return call ? fmax(s - k, 0.0) : fmax(k - s, 0.0);
}

extern "C" __global__ void __launch_bounds__(256)
binomial_american_shared(const OptionSpec *__restrict__ opts, double *__restrict__ price, int nopts, int nsteps) {
  __shared__ double buf[2][BT_MAX_STEPS + 1];
  const int o = blockIdx.x;
  if (o >= nopts)
    return;
  const OptionSpec op = opts[o];
  const int n = min(max(nsteps, 1), BT_MAX_STEPS);
  const double S = fabs((double)op.spot), K = fabs((double)op.strike);
  const double T = fmax((double)op.expiry, 1e-4);
  const double sigma = fmax((double)op.vol, 1e-3);
  const double r = (double)op.rate;
  const bool call = op.is_call != 0;
  const double dt = T / n;
  const double sd = sigma * sqrt(dt);
  const double u = exp(sd), d = 1.0 / u;
  const double growth = exp(r * dt);
  const double pu = (growth - d) / (u - d);
  const double disc = 1.0 / growth;
  const double cu = disc * pu, cd = disc * (1.0 - pu);

  for (int i = threadIdx.x; i <= n; i += blockDim.x)
    buf[0][i] = payoff(S * exp((2 * i - n) * sd), K, call);
  __syncthreads();

  int cur = 0;
  for (int j = n - 1; j >= 0; --j) {
    const double *src = buf[cur];
    double *dst = buf[cur ^ 1];
    for (int i = threadIdx.x; i <= j; i += blockDim.x) {
      const double cont = cu * src[i + 1] + cd * src[i];
      const double ex = payoff(S * exp((2 * i - j) * sd), K, call);
      dst[i] = fmax(cont, ex);
    }
    cur ^= 1;
    __syncthreads();
  }
  if (threadIdx.x == 0)
    price[o] = buf[cur][0];
}

#define BW_PER_LANE 8
#define BW_MAX_STEPS (32 * BW_PER_LANE - 1)

extern "C" __global__ void binomial_european_warp(const OptionSpec *__restrict__ opts, float *__restrict__ price,
                                                  float *__restrict__ delta, int nopts, int nsteps) {
  const int lane = threadIdx.x & 31;
  const int warp = (int)((blockIdx.x * blockDim.x + threadIdx.x) >> 5);
  if (warp >= nopts)
    return; // whole warp leaves together
  const OptionSpec op = opts[warp];
  const int n = min(max(nsteps, 1), BW_MAX_STEPS);
  const float S = fabsf(op.spot), K = fabsf(op.strike);
  const float T = fmaxf(op.expiry, 1e-4f);
  const float sigma = fmaxf(op.vol, 1e-3f);
  const float dt = T / n;
  const float sd = sigma * sqrtf(dt);
  const float u = expf(sd), d = 1.0f / u;
  const float growth = expf(op.rate * dt);
  const float pu = (growth - d) / (u - d);
  const float disc = 1.0f / growth;
  const float cu = disc * pu, cd = disc * (1.0f - pu);
  const bool call = op.is_call != 0;

  float v[BW_PER_LANE];
#pragma unroll
  for (int k = 0; k < BW_PER_LANE; ++k) {
    const int i = lane * BW_PER_LANE + k;
    const float st = S * expf((2 * i - n) * sd);
    const float pay = call ? fmaxf(st - K, 0.0f) : fmaxf(K - st, 0.0f);
    v[k] = i <= n ? pay : 0.0f;
  }
  float v1_0 = 0.0f, v1_1 = 0.0f;
  for (int j = n - 1; j >= 0; --j) {
    const float next_first = __shfl_down_sync(0xffffffffu, v[0], 1);
#pragma unroll
    for (int k = 0; k < BW_PER_LANE - 1; ++k)
      v[k] = cu * v[k + 1] + cd * v[k];
    v[BW_PER_LANE - 1] = cu * (lane < 31 ? next_first : 0.0f) + cd * v[BW_PER_LANE - 1];
    if (j == 1) {
      v1_0 = v[0];
      v1_1 = v[1];
    }
  }
  if (lane == 0) {
    price[warp] = v[0];
    const float su = S * u, sdn = S * d;
    delta[warp] = n >= 2 ? (v1_1 - v1_0) / fmaxf(su - sdn, 1e-20f) : 0.0f;
  }
}
