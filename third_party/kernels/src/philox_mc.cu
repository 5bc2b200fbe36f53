// Monte Carlo with a hand-written Philox-4x32-10 counter-based generator (counter = path /
// walker id and draw index, key = the run's seed), so every path's stream is reproducible
// and independent of the launch shape.
//
//   heston_mc_call     European call under the Heston model, full-truncation Euler on
//                      (log S, v) with correlated normals from Box-Muller (one Philox call
//                      gives four normals = two steps). Payoffs and their squares accumulate
//                      in double per thread (size_t grid-stride over paths), then per block:
//                      double warp shuffles, one value per warp in shared memory, and the
//                      block's (sum, sum of squares) written to partial[2 * blockIdx.x].
//                      launch: block 256, grid 2..8 (paths and steps are arguments).
//   lattice_walk_msd   2D lattice random walks: each step consumes two random bits (one Philox
//                      call = 64 steps), walkers absorbed when they leave a square of radius
//                      R (early exit, first-passage time histogram in shared memory). At every
//                      checkpoint the squared displacement of the surviving walkers and their
//                      count are added with shared 64-bit integer atomics (deterministic), and
//                      each block writes its own row of checkpoint sums. launch: block 128, grid 2.
#include <cuda_runtime.h>
#include <stdint.h>

struct Philox4 {
  uint32_t x, y, z, w;
};

static __device__ __forceinline__ Philox4 philox4x32_10(Philox4 ctr, uint32_t k0, uint32_t k1) {
  const uint32_t M0 = 0xD2511F53u, M1 = 0xCD9E8D57u;
  const uint32_t W0 = 0x9E3779B9u, W1 = 0xBB67AE85u;
#pragma unroll
  for (int r = 0; r < 10; ++r) {
    const uint32_t hi0 = __umulhi(M0, ctr.x), lo0 = M0 * ctr.x;
    const uint32_t hi1 = __umulhi(M1, ctr.z), lo1 = M1 * ctr.z;
    Philox4 n;
    n.x = hi1 ^ ctr.y ^ k0;
    n.y = lo1;
    n.z = hi0 ^ ctr.w ^ k1;
    n.w = lo0;
    ctr = n;
    k0 += W0;
    k1 += W1;
  }
  return ctr;
}

// (0, 1]: never zero, so logf is finite.
static __device__ __forceinline__ float u01_open0(uint32_t v) { return ((float)(v >> 8) + 1.0f) * (1.0f / 16777216.0f); }

struct HestonParams {
  float s0, v0, strike, rate;
  float kappa, theta, xi, rho;
  float maturity;
  uint32_t seed_lo, seed_hi;
};

extern "C" __global__ void heston_mc_call(HestonParams p, int steps, long long npaths, double *__restrict__ partial) {
  __shared__ double s_sum[32], s_sq[32];
  const int nsteps = min(max(steps, 1), 4096);
  const float dt = p.maturity / (float)nsteps;
  const float sqdt = sqrtf(dt);
  const float rho = fminf(fmaxf(p.rho, -1.f), 1.f);
  const float rho_c = sqrtf(1.f - rho * rho);
  const float log_s0 = logf(p.s0);

  double sum = 0.0, sq = 0.0;
  const size_t stride = (size_t)gridDim.x * blockDim.x;
  for (size_t path = (size_t)blockIdx.x * blockDim.x + threadIdx.x; path < (size_t)max(npaths, 0LL);
       path += stride) {
    float lnS = log_s0, v = p.v0;
    for (int i = 0; i < nsteps; i += 2) {
      Philox4 ctr = {(uint32_t)path, (uint32_t)(path >> 32), (uint32_t)(i >> 1), 0x4857u};
      Philox4 r = philox4x32_10(ctr, p.seed_lo, p.seed_hi);
      // Box-Muller: two pairs of independent normals.
      float rad0 = sqrtf(-2.f * logf(u01_open0(r.x)));
      float rad1 = sqrtf(-2.f * logf(u01_open0(r.z)));
      float s0, c0, s1, c1;
      sincospif(2.f * u01_open0(r.y), &s0, &c0);
      sincospif(2.f * u01_open0(r.w), &s1, &c1);
      float z[4] = {rad0 * c0, rad0 * s0, rad1 * c1, rad1 * s1};
#pragma unroll
      for (int h = 0; h < 2; ++h) {
        if (i + h >= nsteps) break;
        const float zv = z[2 * h];
        const float zs = rho * zv + rho_c * z[2 * h + 1];
        const float vp = fmaxf(v, 0.f);  // full truncation
        const float sv = sqrtf(vp);
        lnS += (p.rate - 0.5f * vp) * dt + sv * sqdt * zs;
        v += p.kappa * (p.theta - vp) * dt + p.xi * sv * sqdt * zv;
      }
    }
    const double payoff = fmax((double)expf(lnS) - (double)p.strike, 0.0);
    sum += payoff;
    sq += payoff * payoff;
  }
  const double disc = (double)expf(-p.rate * p.maturity);
  sum *= disc;
  sq *= disc * disc;

#pragma unroll
  for (int off = 16; off > 0; off >>= 1) {
    sum += __shfl_down_sync(0xffffffffu, sum, off);
    sq += __shfl_down_sync(0xffffffffu, sq, off);
  }
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (lane == 0) {
    s_sum[warp] = sum;
    s_sq[warp] = sq;
  }
  __syncthreads();
  if (warp == 0) {
    const int nwarps = (blockDim.x + 31) >> 5;
    sum = lane < nwarps ? s_sum[lane] : 0.0;
    sq = lane < nwarps ? s_sq[lane] : 0.0;
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) {
      sum += __shfl_xor_sync(0xffffffffu, sum, off);
      sq += __shfl_xor_sync(0xffffffffu, sq, off);
    }
    if (lane == 0) {
      partial[2 * blockIdx.x] = sum;
      partial[2 * blockIdx.x + 1] = sq;
    }
  }
}

#define MAX_CHECKPOINTS 16
#define FPT_BINS 32

extern "C" __global__ void lattice_walk_msd(int nwalkers, int nsteps, int checkpoint_every, int radius,
                                            uint32_t seed, unsigned long long *__restrict__ msd_rows,
                                            unsigned long long *__restrict__ alive_rows,
                                            unsigned *__restrict__ fpt_hist) {
  __shared__ unsigned long long s_msd[MAX_CHECKPOINTS];
  __shared__ unsigned long long s_alive[MAX_CHECKPOINTS];
  __shared__ unsigned s_fpt[FPT_BINS];

  nsteps = min(max(nsteps, 0), 1 << 16);
  checkpoint_every = max(checkpoint_every, 1);
  const int ncheck = min(nsteps / checkpoint_every, MAX_CHECKPOINTS);
  const int bin_width = max((nsteps + FPT_BINS - 1) / FPT_BINS, 1);

  for (int i = threadIdx.x; i < MAX_CHECKPOINTS; i += blockDim.x) s_msd[i] = s_alive[i] = 0ull;
  for (int i = threadIdx.x; i < FPT_BINS; i += blockDim.x) s_fpt[i] = 0u;
  __syncthreads();

  const int last_step = ncheck * checkpoint_every;  // nothing after the last checkpoint matters
  for (int w = blockIdx.x * blockDim.x + threadIdx.x; w < nwalkers; w += gridDim.x * blockDim.x) {
    int x = 0, y = 0;
    Philox4 bits = {0, 0, 0, 0};
    for (int s = 0; s < last_step; ++s) {
      if ((s & 63) == 0) {
        Philox4 ctr = {(uint32_t)w, (uint32_t)(s >> 6), 0x57a1u, 0u};
        bits = philox4x32_10(ctr, seed, 0x1234567u);
      }
      const int q = (s >> 4) & 3;
      const uint32_t word = q == 0 ? bits.x : q == 1 ? bits.y : q == 2 ? bits.z : bits.w;
      const uint32_t dir = (word >> ((s & 15) * 2)) & 3u;
      x += dir == 0 ? 1 : dir == 1 ? -1 : 0;
      y += dir == 2 ? 1 : dir == 3 ? -1 : 0;
      if (abs(x) > radius || abs(y) > radius) {  // absorbed: record the first-passage step
        atomicAdd(&s_fpt[min(s / bin_width, FPT_BINS - 1)], 1u);
        break;
      }
      if ((s + 1) % checkpoint_every == 0) {
        const int c = (s + 1) / checkpoint_every - 1;
        atomicAdd(&s_msd[c], (unsigned long long)((long long)x * x + (long long)y * y));
        atomicAdd(&s_alive[c], 1ull);
      }
    }
  }
  __syncthreads();

  for (int c = threadIdx.x; c < ncheck; c += blockDim.x) {
    msd_rows[(size_t)blockIdx.x * MAX_CHECKPOINTS + c] = s_msd[c];
    alive_rows[(size_t)blockIdx.x * MAX_CHECKPOINTS + c] = s_alive[c];
  }
  for (int b = threadIdx.x; b < FPT_BINS; b += blockDim.x)
    if (s_fpt[b] != 0u) atomicAdd(&fpt_hist[b], s_fpt[b]);
}
