// Hough transform for straight lines, rho = x cos(theta) + y sin(theta).
//
// hough_vote: each block owns THETA_PER_BLOCK consecutive angle bins and keeps their
//   rho accumulators privately in shared memory (THETA_PER_BLOCK * nrho ints). The block
//   scans all edge pixels (mask > threshold) with a strided loop, and for each of its
//   angles (cos/sin from a __constant__ table of 180 entries, unrolled) adds a vote with
//   a shared atomicAdd; the finished rows are copied out without global atomics since
//   no other block shares its angles. Launch: block 256, grid ntheta/4 = 45;
//   args w=48, h=32, nrho=2*ceil(hypot(w,h))+1=117, ntheta=180, threshold=128.
// hough_peaks: 3x3 non-maximum suppression over the (theta, rho) accumulator with a
//   vote threshold; theta wraps around (rho mirrored) the way a line at theta=180 equals
//   theta=0 with -rho. Peaks are appended through an atomicAdd counter, up to max_lines.
//   Launch: block 32x8, grid ceil(nrho/32) x ceil(ntheta/8); args nrho=117, ntheta=180,
//   min_votes=20, max_lines=64.
#include <cuda_runtime.h>

#define NTHETA_MAX 180
#define THETA_PER_BLOCK 4
#define NRHO_MAX 1024

__constant__ float c_cos[NTHETA_MAX];
__constant__ float c_sin[NTHETA_MAX];

extern "C" __global__ void hough_vote(const unsigned char* __restrict__ edges, int w, int h,
                                      int nrho, int ntheta, int threshold,
                                      int* __restrict__ acc) {
  __shared__ int s_acc[THETA_PER_BLOCK * NRHO_MAX];
  ntheta = min(ntheta, NTHETA_MAX);
  if (nrho <= 0 || nrho > NRHO_MAX || w <= 0 || h <= 0) return;
  const int t0 = blockIdx.x * THETA_PER_BLOCK;
  if (t0 >= ntheta) return;
  for (int i = threadIdx.x; i < THETA_PER_BLOCK * nrho; i += blockDim.x) s_acc[i] = 0;
  __syncthreads();

  const float rho_off = (float)(nrho / 2);
  float cs[THETA_PER_BLOCK], sn[THETA_PER_BLOCK];
#pragma unroll
  for (int k = 0; k < THETA_PER_BLOCK; ++k) {
    int t = min(t0 + k, ntheta - 1);
    cs[k] = c_cos[t];
    sn[k] = c_sin[t];
  }
  const int npix = w * h;
  for (int p = threadIdx.x; p < npix; p += blockDim.x) {
    if (edges[p] <= threshold) continue;
    float x = (float)(p % w), y = (float)(p / w);
#pragma unroll
    for (int k = 0; k < THETA_PER_BLOCK; ++k) {
      if (t0 + k >= ntheta) break;
      float r = rintf(fmaf(x, cs[k], y * sn[k])) + rho_off;
      if (r >= 0.0f && r < (float)nrho) atomicAdd(&s_acc[k * nrho + (int)r], 1);
    }
  }
  __syncthreads();
  for (int i = threadIdx.x; i < THETA_PER_BLOCK * nrho; i += blockDim.x) {
    int k = i / nrho;
    if (t0 + k < ntheta) acc[(size_t)(t0 + k) * nrho + (i - k * nrho)] = s_acc[i];
  }
}

__device__ __forceinline__ int acc_at(const int* acc, int t, int r, int nrho, int ntheta) {
  if (t < 0) { t += ntheta; r = nrho - 1 - r; }
  if (t >= ntheta) { t -= ntheta; r = nrho - 1 - r; }
  if (r < 0 || r >= nrho) return 0;
  return acc[(size_t)t * nrho + r];
}

extern "C" __global__ void hough_peaks(const int* __restrict__ acc, int nrho, int ntheta,
                                       int min_votes, int max_lines,
                                       int2* __restrict__ lines, int* __restrict__ votes,
                                       int* __restrict__ count) {
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  const int t = blockIdx.y * blockDim.y + threadIdx.y;
  if (r >= nrho || t >= ntheta || ntheta <= 0 || max_lines <= 0) return;
  const int v = acc[(size_t)t * nrho + r];
  if (v < min_votes) return;
#pragma unroll
  for (int dt = -1; dt <= 1; ++dt) {
#pragma unroll
    for (int dr = -1; dr <= 1; ++dr) {
      if (dt == 0 && dr == 0) continue;
      int n = acc_at(acc, t + dt, r + dr, nrho, ntheta);
      // strict on one side, non-strict on the other, so plateaus keep exactly one peak
      bool later = dt > 0 || (dt == 0 && dr > 0);
      if (later ? n > v : n >= v) return;
    }
  }
  int slot = atomicAdd(count, 1);
  if (slot < max_lines) {
    lines[slot] = make_int2(t, r - nrho / 2);
    votes[slot] = v;
  }
}
