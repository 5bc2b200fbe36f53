// GPU hash aggregation and hash-join probe on an open-addressing table of 32-bit keys
// (EMPTY = 0xffffffff) with linear probing; capacity may be any size (power-of-two tables
// use a mask, others a modulo).
//
//   ht_build_aggregate   group-by: one thread per input row (size_t grid-stride); the key's
//                        slot is claimed with atomicCAS(EMPTY -> key) or found already holding
//                        the key, then the row's count and 64-bit value sum are added with
//                        atomics (integer, so the result does not depend on the order).
//                        Probing is bounded by min(capacity, max_probes); rows that find no
//                        slot are counted in `overflow`. launch: block 256, grid 3.
//   ht_probe_join        one warp per probe key: the warp reads 32 consecutive slots at once,
//                        __ballot_sync finds the first slot holding the key or EMPTY, __ffs
//                        picks it, and the key's aggregate is gathered. Matched rows get the
//                        group's (count, sum); unmatched ones -1. Matches are counted per
//                        warp, summed with a shared atomic and written to block_matches.
//                        launch: block 128, grid 4.
#include <cuda_runtime.h>
#include <stdint.h>

#define HT_EMPTY 0xffffffffu

static __device__ __forceinline__ uint32_t hash_key(uint32_t k) {
  // murmur3 fmix32
  k ^= k >> 16;
  k *= 0x85ebca6bu;
  k ^= k >> 13;
  k *= 0xc2b2ae35u;
  k ^= k >> 16;
  return k;
}

static __device__ __forceinline__ uint32_t slot_of(uint32_t h, uint32_t cap) {
  return (cap & (cap - 1u)) == 0u ? (h & (cap - 1u)) : (h % cap);
}

extern "C" __global__ void ht_build_aggregate(const uint32_t *__restrict__ keys, const int *__restrict__ vals,
                                              long long n, uint32_t *__restrict__ table_keys,
                                              unsigned *__restrict__ table_count,
                                              unsigned long long *__restrict__ table_sum, int capacity,
                                              int max_probes, unsigned *__restrict__ overflow) {
  if (capacity <= 0) return;
  const uint32_t cap = (uint32_t)capacity;
  const uint32_t limit = (uint32_t)min(max(max_probes, 1), capacity);
  const size_t stride = (size_t)gridDim.x * blockDim.x;
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < (size_t)max(n, 0LL); i += stride) {
    const uint32_t key = keys[i];
    if (key == HT_EMPTY) continue;  // reserved
    uint32_t slot = slot_of(hash_key(key), cap);
    bool placed = false;
    for (uint32_t probe = 0; probe < limit; ++probe) {
      const uint32_t prev = atomicCAS(&table_keys[slot], HT_EMPTY, key);
      if (prev == HT_EMPTY || prev == key) {
        atomicAdd(&table_count[slot], 1u);
        atomicAdd(&table_sum[slot], (unsigned long long)(long long)vals[i]);
        placed = true;
        break;
      }
      slot = slot + 1u == cap ? 0u : slot + 1u;
    }
    if (!placed) atomicAdd(overflow, 1u);
  }
}

extern "C" __global__ void ht_probe_join(const uint32_t *__restrict__ probe_keys, int nprobe,
                                         const uint32_t *__restrict__ table_keys,
                                         const unsigned *__restrict__ table_count,
                                         const unsigned long long *__restrict__ table_sum, int capacity,
                                         int max_probes, int *__restrict__ out_count,
                                         long long *__restrict__ out_sum, unsigned *__restrict__ block_matches) {
  __shared__ unsigned s_matches;
  if (threadIdx.x == 0) s_matches = 0u;
  __syncthreads();

  const int lane = threadIdx.x & 31;
  const int warps_per_block = blockDim.x >> 5;
  const bool usable = capacity > 0 && (blockDim.x & 31) == 0;
  if (usable) {
    const uint32_t cap = (uint32_t)capacity;
    const uint32_t limit = (uint32_t)min(max(max_probes, 1), capacity);
    unsigned matched_here = 0;
    for (int q = blockIdx.x * warps_per_block + (threadIdx.x >> 5); q < nprobe; q += gridDim.x * warps_per_block) {
      const uint32_t key = probe_keys[q];
      const uint32_t home = slot_of(hash_key(key), cap);
      int found = -1;
      // Window of 32 slots per round; stop at the first slot that holds the key or is empty.
      for (uint32_t base = 0; base < limit; base += 32u) {
        const uint32_t off = base + (uint32_t)lane;
        uint32_t k = HT_EMPTY;
        bool in_range = off < limit;
        uint32_t slot = 0;
        if (in_range) {
          slot = home + off;
          if (slot >= cap) slot -= cap;  // off < cap, home < cap
          k = table_keys[slot];
        }
        const unsigned hit = __ballot_sync(0xffffffffu, in_range && k == key && key != HT_EMPTY);
        const unsigned stop = __ballot_sync(0xffffffffu, in_range && k == HT_EMPTY);
        const unsigned first_any = hit | stop;
        if (first_any != 0u) {
          const int src = __clz(__brev(first_any));  // lowest set lane
          const int is_hit = (hit >> src) & 1u;
          const int found_slot = __shfl_sync(0xffffffffu, (int)slot, src);
          found = is_hit ? found_slot : -1;
          break;
        }
      }
      if (lane == 0) {
        if (found >= 0) {
          out_count[q] = (int)table_count[found];
          out_sum[q] = (long long)table_sum[found];
        } else {
          out_count[q] = -1;
          out_sum[q] = 0;
        }
      }
      matched_here += found >= 0 ? 1u : 0u;
    }
    if (lane == 0 && matched_here != 0u) atomicAdd(&s_matches, matched_here);
  }
  __syncthreads();
  if (threadIdx.x == 0) block_matches[blockIdx.x] = s_matches;
}
