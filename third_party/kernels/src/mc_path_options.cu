// Monte Carlo pricing of path-dependent options under geometric Brownian motion:
// an arithmetic-average Asian call with an up-and-out barrier that is monitored at every
// time step (a knocked-out path pays the rebate and leaves its time loop early).
//
// mc_asian_barrier_f32, mc_asian_barrier_f64: template mc_price<T>, one path per thread
//   per iteration of a grid-stride loop over paths (size_t). Each path has its own
//   xorshift128+ stream seeded with a splitmix64 hash of (seed, path); normals come in
//   pairs from the Marsaglia polar method (rejection loop capped at 8 tries), the
//   second cached for the next step. The market and contract parameters sit in a
//   __constant__ struct (the step count is clamped to [1, 512]); drift and diffusion
//   per step are hoisted out of the time loop. Sums of payoff and payoff^2 go through
//   a warp shuffle reduction, a shared per-warp array, and one (sum, sum of squares)
//   pair per block into sums[2*block..2*block+1].
//   Launch: block 128, grid 4; args npaths=1024, seed=1234 (host sets c_opt.nsteps=32).
#include <cuda_runtime.h>
#include <stdint.h>

struct OptionParams {
  double s0, strike, barrier, rebate;
  double rate, vol, maturity;
  int nsteps;
};
__constant__ OptionParams c_opt;

__device__ __forceinline__ uint64_t splitmix64(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

struct XorShift128p {
  uint64_t a, b;
  __device__ __forceinline__ uint64_t next() {
    uint64_t t = a;
    const uint64_t s = b;
    a = s;
    t ^= t << 23;
    t ^= t >> 17;
    t ^= s ^ (s >> 26);
    b = t;
    return t + s;
  }
  // uniform in (0, 1]
  template <typename T> __device__ __forceinline__ T uniform() {
    return (T)((next() >> 11) + 1) * (T)(1.0 / 9007199254740992.0);
  }
};

template <typename T> __device__ __forceinline__ T tlog(T x);
template <> __device__ __forceinline__ float tlog(float x) { return logf(x); }
template <> __device__ __forceinline__ double tlog(double x) { return log(x); }
template <typename T> __device__ __forceinline__ T texp(T x);
template <> __device__ __forceinline__ float texp(float x) { return expf(x); }
template <> __device__ __forceinline__ double texp(double x) { return exp(x); }
// Marsaglia polar method: a pair of independent normals without trigonometry (double
// sin/cos from libdevice use inline PTX that kestrel-sim does not model). The rejection
// loop is capped at 8 tries; a fully rejected draw returns (0, 0).
template <typename T>
__device__ __forceinline__ void polar_normals(XorShift128p& rng, T* z0, T* z1) {
  T u = T(0), v = T(0), q = T(0);
  bool ok = false;
  for (int t = 0; t < 8 && !ok; ++t) {
    u = T(2) * rng.uniform<T>() - T(1);
    v = T(2) * rng.uniform<T>() - T(1);
    q = u * u + v * v;
    ok = q < T(1) && q > T(0);
  }
  T f = ok ? sqrt(T(-2) * tlog<T>(q) / q) : T(0);
  *z0 = u * f;
  *z1 = v * f;
}

template <typename T>
__device__ void mc_price(size_t npaths, unsigned long long seed, double* __restrict__ sums) {
  __shared__ double warp_sum[32][2];
  const int nsteps = min(max(c_opt.nsteps, 1), 512);
  const T dt = (T)c_opt.maturity / (T)nsteps;
  const T vol = (T)c_opt.vol;
  const T drift = ((T)c_opt.rate - T(0.5) * vol * vol) * dt;
  const T diff = vol * sqrt(dt);
  const T s0 = (T)c_opt.s0, strike = (T)c_opt.strike, barrier = (T)c_opt.barrier;
  const T rebate = (T)c_opt.rebate;
  const T disc = texp<T>(-(T)c_opt.rate * (T)c_opt.maturity);

  double acc = 0.0, acc2 = 0.0;
  const size_t stride = (size_t)gridDim.x * blockDim.x;
  for (size_t p = (size_t)blockIdx.x * blockDim.x + threadIdx.x; p < npaths; p += stride) {
    XorShift128p rng;
    rng.a = splitmix64(seed ^ (p * 0x2545F4914F6CDD1Dull));
    rng.b = splitmix64(rng.a + p);
    T s = s0, sum = T(0), spare = T(0);
    bool have_spare = false, knocked = false;
    for (int k = 0; k < nsteps; ++k) {
      T z;
      if (have_spare) {
        z = spare;
        have_spare = false;
      } else {
        polar_normals<T>(rng, &z, &spare);
        have_spare = true;
      }
      s *= texp<T>(drift + diff * z);
      if (s >= barrier) {
        knocked = true;
        break;
      }
      sum += s;
    }
    T payoff = knocked ? rebate : fmax(sum / (T)nsteps - strike, T(0));
    double v = (double)(disc * payoff);
    acc += v;
    acc2 += v * v;
  }
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) {
    acc += __shfl_down_sync(0xffffffffu, acc, off);
    acc2 += __shfl_down_sync(0xffffffffu, acc2, off);
  }
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (lane == 0) {
    warp_sum[warp][0] = acc;
    warp_sum[warp][1] = acc2;
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    double b0 = 0.0, b1 = 0.0;
    for (int w = 0; w < (int)((blockDim.x + 31) >> 5); ++w) {
      b0 += warp_sum[w][0];
      b1 += warp_sum[w][1];
    }
    // per-block partials (the host adds gridDim.x pairs): the result does not depend on
    // the order in which blocks finish, unlike a double atomicAdd
    sums[2 * (size_t)blockIdx.x] = b0;
    sums[2 * (size_t)blockIdx.x + 1] = b1;
  }
}

extern "C" __global__ void mc_asian_barrier_f32(size_t npaths, unsigned long long seed,
                                                double* sums) {
  mc_price<float>(npaths, seed, sums);
}

extern "C" __global__ void mc_asian_barrier_f64(size_t npaths, unsigned long long seed,
                                                double* sums) {
  mc_price<double>(npaths, seed, sums);
}
