// Database operators on columnar data.
//   partition_histogram_warpagg   pass 1 of a hash radix partition: per-block counts of the
//                                 multiplicative-hash partition (<= 256 partitions) of each key.
//                                 Warps process 32 consecutive keys; lanes with equal
//                                 partitions find their peers by one __ballot_sync per hash bit
//                                 (plus a validity bit), and only the lowest peer does a
//                                 shared-memory atomicAdd of the peer count. Counts are written
//                                 partition-major (hist[p * gridDim.x + block]) so an exclusive
//                                 scan yields the scatter offsets. Block: multiple of 32.
//   groupby_aggregate             GROUP BY key % ngroups: COUNT, SUM (fixed point, 8 fractional
//                                 bits, in 64-bit integers), MIN and MAX (floats mapped to
//                                 order-preserving unsigned ints). With ngroups <= 1024 each
//                                 block pre-aggregates in shared memory and flushes its
//                                 non-empty groups with global atomics; otherwise it updates
//                                 the global aggregates directly. All integer atomics, so the
//                                 result is independent of the schedule.
#include <cuda_runtime.h>

#define PART_MAX_BITS 8

static __device__ __forceinline__ unsigned int part_of(unsigned int key, unsigned int seed, int bits) {
  const unsigned int h = (key ^ seed) * 0x9e3779b1u;
  return bits > 0 ? h >> (32 - bits) : 0u;
}

extern "C" __global__ void partition_histogram_warpagg(const unsigned int *__restrict__ keys, int n, int bits,
                                                       unsigned int seed, unsigned int *__restrict__ hist) {
  __shared__ unsigned int s_hist[1 << PART_MAX_BITS];
  const int nb = min(max(bits, 0), PART_MAX_BITS);
  const int nparts = 1 << nb;
  for (int p = threadIdx.x; p < nparts; p += blockDim.x)
    s_hist[p] = 0u;
  __syncthreads();

  const int lane = threadIdx.x & 31;
  const unsigned int lt_mask = (1u << lane) - 1u;
  const int warps_per_block = blockDim.x >> 5;
  const long long warp_global = (long long)blockIdx.x * warps_per_block + (threadIdx.x >> 5);
  const long long warp_stride = (long long)gridDim.x * warps_per_block * 32;
  for (long long base = warp_global * 32; base < n; base += warp_stride) { // warp-uniform bound
    const long long i = base + lane;
    const bool valid = i < n;
    const unsigned int part = valid ? part_of(keys[i], seed, nb) : 0u;
    // peers: lanes with the same validity and the same partition bits
    const unsigned int vmask = __ballot_sync(0xffffffffu, valid);
    unsigned int peers = valid ? vmask : ~vmask;
    for (int b = 0; b < nb; ++b) {
      const unsigned int set = __ballot_sync(0xffffffffu, (part >> b) & 1u);
      peers &= ((part >> b) & 1u) ? set : ~set;
    }
    const bool leader = (peers & lt_mask) == 0u;
    if (valid && leader)
      atomicAdd(&s_hist[part], (unsigned int)__popc(peers));
  }
  __syncthreads();
  for (int p = threadIdx.x; p < nparts; p += blockDim.x)
    hist[(size_t)p * gridDim.x + blockIdx.x] = s_hist[p];
}

#define GB_SHARED_GROUPS 1024
#define GB_FRAC_SCALE 256.0f
#define GB_VALUE_LIMIT 1.0e9f

static __device__ __forceinline__ unsigned int float_to_ordered(float f) {
  const unsigned int u = __float_as_uint(f);
  return (u & 0x80000000u) ? ~u : (u | 0x80000000u);
}

static __device__ __forceinline__ long long to_fixed(float v) {
  // clamp (NaN -> 0) so the conversion is in range
  const float c = fminf(fmaxf(v, -GB_VALUE_LIMIT), GB_VALUE_LIMIT);
  return (long long)rintf(c * GB_FRAC_SCALE);
}

static __device__ __forceinline__ int group_of(int key, int ngroups) {
  const int r = key % ngroups;
  return r < 0 ? r + ngroups : r;
}

extern "C" __global__ void __launch_bounds__(256)
groupby_aggregate(const int *__restrict__ keys, const float *__restrict__ vals, long long n, int ngroups,
                  unsigned int *__restrict__ g_count, unsigned long long *__restrict__ g_sum,
                  unsigned int *__restrict__ g_min, unsigned int *__restrict__ g_max) {
  __shared__ unsigned int s_count[GB_SHARED_GROUPS];
  __shared__ unsigned long long s_sum[GB_SHARED_GROUPS];
  __shared__ unsigned int s_min[GB_SHARED_GROUPS];
  __shared__ unsigned int s_max[GB_SHARED_GROUPS];
  if (ngroups <= 0)
    return;
  const size_t stride = (size_t)gridDim.x * blockDim.x;
  const size_t total = n > 0 ? (size_t)n : 0;
  if (ngroups <= GB_SHARED_GROUPS) { // uniform across the grid
    for (int g = threadIdx.x; g < ngroups; g += blockDim.x) {
      s_count[g] = 0u;
      s_sum[g] = 0ull;
      s_min[g] = 0xffffffffu;
      s_max[g] = 0u;
    }
    __syncthreads();
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < total; i += stride) {
      const int g = group_of(keys[i], ngroups);
      const float v = vals[i];
      atomicAdd(&s_count[g], 1u);
      atomicAdd(&s_sum[g], (unsigned long long)to_fixed(v));
      const unsigned int o = float_to_ordered(v);
      atomicMin(&s_min[g], o);
      atomicMax(&s_max[g], o);
    }
    __syncthreads();
    for (int g = threadIdx.x; g < ngroups; g += blockDim.x) {
      const unsigned int c = s_count[g];
      if (c == 0u)
        continue;
      atomicAdd(&g_count[g], c);
      atomicAdd(&g_sum[g], s_sum[g]);
      atomicMin(&g_min[g], s_min[g]);
      atomicMax(&g_max[g], s_max[g]);
    }
  } else {
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < total; i += stride) {
      const int g = group_of(keys[i], ngroups);
      const float v = vals[i];
      atomicAdd(&g_count[g], 1u);
      atomicAdd(&g_sum[g], (unsigned long long)to_fixed(v));
      const unsigned int o = float_to_ordered(v);
      atomicMin(&g_min[g], o);
      atomicMax(&g_max[g], o);
    }
  }
}
