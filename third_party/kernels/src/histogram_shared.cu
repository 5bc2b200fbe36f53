// Histograms with per-block privatisation in shared memory: zero the shared bins, a
// grid-stride loop of shared atomicAdd, a barrier, then one global atomicAdd per bin.
// histogram256 bins bytes read four at a time; histogram_weighted bins floats by value
// range with float weights (shared float atomics) and counts the out-of-range samples.
#include <cuda_runtime.h>

#define BINS 256

extern "C" __global__ void histogram256(const unsigned int *__restrict__ words, unsigned int *__restrict__ hist, int nwords) {
  __shared__ unsigned int s_hist[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x) s_hist[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < nwords; i += blockDim.x * gridDim.x) {
    unsigned int w = words[i];
    atomicAdd(&s_hist[w & 0xff], 1u);
    atomicAdd(&s_hist[(w >> 8) & 0xff], 1u);
    atomicAdd(&s_hist[(w >> 16) & 0xff], 1u);
    atomicAdd(&s_hist[w >> 24], 1u);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    if (s_hist[b]) atomicAdd(&hist[b], s_hist[b]);
}

extern "C" __global__ void histogram_weighted(const float *__restrict__ values, const float *__restrict__ weights,
                                              float *__restrict__ hist, unsigned int *__restrict__ outliers, int n,
                                              int nbins, float lo, float hi) {
  extern __shared__ float s_bins[];
  __shared__ unsigned int s_out;
  if (threadIdx.x == 0) s_out = 0;
  for (int b = threadIdx.x; b < nbins; b += blockDim.x) s_bins[b] = 0.f;
  __syncthreads();
  float scale = nbins / (hi - lo);
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    float v = values[i];
    int bin = (int)floorf((v - lo) * scale);
    if (bin >= 0 && bin < nbins)
      atomicAdd(&s_bins[bin], weights[i]);
    else
      atomicAdd(&s_out, 1u);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < nbins; b += blockDim.x) atomicAdd(&hist[b], s_bins[b]);
  if (threadIdx.x == 0) atomicAdd(outliers, s_out);
}
