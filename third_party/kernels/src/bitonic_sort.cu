// Bitonic sorting network. bitonic_step_global: one compare-exchange step (j, k) over the
// whole array, a launch per step. bitonic_sort_shared: sorts 512 key/value pairs per block
// in shared memory, all steps with a barrier between each.
#include <cuda_runtime.h>

extern "C" __global__ void bitonic_step_global(float *__restrict__ keys, int *__restrict__ values, int j, int k, int n) {
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int partner = i ^ j;
  if (i >= (unsigned)n || partner >= (unsigned)n || partner <= i) return;
  bool ascending = (i & k) == 0;
  float a = keys[i], b = keys[partner];
  if ((a > b) == ascending) {
    keys[i] = b;
    keys[partner] = a;
    int t = values[i];
    values[i] = values[partner];
    values[partner] = t;
  }
}

#define SB 512

extern "C" __global__ void __launch_bounds__(SB / 2) bitonic_sort_shared(unsigned int *__restrict__ keys,
                                                                         unsigned int *__restrict__ values, int n) {
  __shared__ unsigned int s_key[SB];
  __shared__ unsigned int s_val[SB];
  int base = blockIdx.x * SB;
  for (int t = threadIdx.x; t < SB; t += blockDim.x) {
    s_key[t] = base + t < n ? keys[base + t] : 0xffffffffu;
    s_val[t] = base + t < n ? values[base + t] : 0u;
  }
  __syncthreads();
  for (int k = 2; k <= SB; k <<= 1) {
    for (int j = k >> 1; j > 0; j >>= 1) {
      for (int t = threadIdx.x; t < SB / 2; t += blockDim.x) {
        int lo = 2 * t - (t & (j - 1));
        int hi = lo + j;
        bool ascending = (lo & k) == 0;
        unsigned int a = s_key[lo], b = s_key[hi];
        if ((a > b) == ascending) {
          s_key[lo] = b;
          s_key[hi] = a;
          unsigned int v = s_val[lo];
          s_val[lo] = s_val[hi];
          s_val[hi] = v;
        }
      }
      __syncthreads();
    }
  }
  for (int t = threadIdx.x; t < SB; t += blockDim.x)
    if (base + t < n) {
      keys[base + t] = s_key[t];
      values[base + t] = s_val[t];
    }
}
