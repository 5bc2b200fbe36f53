// Particle filter (sequential importance resampling) for a batch of independent 2D
// trackers, one block per filter, np particles each (np <= 1024).
//
// pf_weight_cdf: per particle, the log-likelihood of the filter's 2D position
//   measurement (isotropic Gaussian, sigma a by-value argument) plus the log prior
//   weight; the block finds the max log-weight (shuffle + shared reduction) for a
//   stable exp, sums the weights, and builds the normalised CDF with a block-wide
//   inclusive scan: each thread scans ceil(np/blockDim) consecutive particles serially,
//   the thread totals go through a warp-shuffle scan and a shared scan of warp totals.
//   Also writes the effective sample size 1/sum(w^2). Launch: block 128, grid nfilters=4;
//   args np=500, sigma=0.5.
// pf_systematic_resample: systematic resampling: particle j of a filter takes the
//   ancestor found by binary search of u_j = (u0 + j)/np in the CDF (u0 per filter,
//   clamped into [0,1)), copies its (x, y, vx, vy) state and resets the weight to 1/np.
//   Reads the old particle arrays, writes new ones. Launch: block 128, grid
//   (ceil(np/128), nfilters) = (4, 4); args np=500.
#include <cuda_runtime.h>

#define PF_MAX_PER_THREAD 8

__device__ __forceinline__ float block_max(float v, float* sh) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
  if (lane == 0) sh[warp] = v;
  __syncthreads();
  float r = -INFINITY;
  for (int w = 0; w < (int)((blockDim.x + 31) >> 5); ++w) r = fmaxf(r, sh[w]);
  __syncthreads();
  return r;
}

extern "C" __global__ void pf_weight_cdf(const float4* __restrict__ particles,  // [nf][np]
                                         const float* __restrict__ prior_w,     // [nf][np]
                                         const float2* __restrict__ meas,       // [nf]
                                         int np, float sigma,
                                         float* __restrict__ cdf,               // [nf][np]
                                         float* __restrict__ ess) {             // [nf]
  __shared__ float sh[32];
  __shared__ float warp_tot[32];
  const int f = blockIdx.x;
  const int per = (np + blockDim.x - 1) / blockDim.x;
  if (np <= 0 || per > PF_MAX_PER_THREAD) return;
  const size_t base = (size_t)f * np;
  const float2 z = meas[f];
  const float inv2s2 = 0.5f / fmaxf(sigma * sigma, 1e-12f);

  float lw[PF_MAX_PER_THREAD];
  float mx = -INFINITY;
  const int first = threadIdx.x * per;
#pragma unroll
  for (int k = 0; k < PF_MAX_PER_THREAD; ++k) {
    int i = first + k;
    lw[k] = -INFINITY;
    if (k < per && i < np) {
      float4 p = particles[base + i];
      float dx = p.x - z.x, dy = p.y - z.y;
      float w0 = fmaxf(prior_w[base + i], 1e-30f);
      lw[k] = -(dx * dx + dy * dy) * inv2s2 + __logf(w0);
      mx = fmaxf(mx, lw[k]);
    }
  }
  mx = block_max(mx, sh);
  if (!(mx > -INFINITY) || !(mx < INFINITY)) mx = 0.0f;

  // serial scan of my particles' weights
  float run = 0.0f, sq = 0.0f;
#pragma unroll
  for (int k = 0; k < PF_MAX_PER_THREAD; ++k) {
    float w = (lw[k] > -INFINITY) ? __expf(lw[k] - mx) : 0.0f;
    run += w;
    sq += w * w;
    lw[k] = run;   // reuse: inclusive local prefix
  }
  // block-wide exclusive offset of `run`
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  float incl = run;
#pragma unroll
  for (int o = 1; o < 32; o <<= 1) {
    float t = __shfl_up_sync(0xffffffffu, incl, o);
    if (lane >= o) incl += t;
  }
  float sq_w = sq;
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) sq_w += __shfl_xor_sync(0xffffffffu, sq_w, o);
  if (lane == 31) warp_tot[warp] = incl;
  if (lane == 0) sh[warp] = sq_w;
  __syncthreads();
  const int nw = (blockDim.x + 31) >> 5;
  float before = 0.0f, total = 0.0f, sqsum = 0.0f;
  for (int w = 0; w < nw; ++w) {
    if (w < warp) before += warp_tot[w];
    total += warp_tot[w];
    sqsum += sh[w];
  }
  before += incl - run;
  const float inv_total = total > 0.0f ? 1.0f / total : 0.0f;
#pragma unroll
  for (int k = 0; k < PF_MAX_PER_THREAD; ++k) {
    int i = first + k;
    if (k < per && i < np) cdf[base + i] = total > 0.0f ? (before + lw[k]) * inv_total
                                                        : (float)(i + 1) / (float)np;
  }
  if (threadIdx.x == 0)
    ess[f] = sqsum > 0.0f ? (total * total) / sqsum : 0.0f;
}

extern "C" __global__ void pf_systematic_resample(const float4* __restrict__ particles,
                                                  const float* __restrict__ cdf,
                                                  const float* __restrict__ u0,
                                                  int np, float4* __restrict__ out,
                                                  float* __restrict__ out_w,
                                                  int* __restrict__ ancestor) {
  const int f = blockIdx.y;
  const int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (np <= 0 || j >= np) return;
  const size_t base = (size_t)f * np;
  float u = u0[f];
  u = (u >= 0.0f && u < 1.0f) ? u : 0.5f;   // also catches NaN
  const float target = (u + (float)j) / (float)np;
  int lo = 0, hi = np - 1;
  while (lo < hi) {   // first index with cdf >= target; at most log2(np) steps
    int mid = (lo + hi) >> 1;
    if (cdf[base + mid] < target) lo = mid + 1; else hi = mid;
  }
  out[base + j] = particles[base + lo];
  out_w[base + j] = 1.0f / (float)np;
  ancestor[base + j] = lo;
}
