// Hash group-by aggregation (sum, count, min, max per 64-bit key) with open addressing: a global
// linear-probing table claimed by 64-bit atomicCAS, a block-local shared-memory pre-aggregation
// table that flushes partial groups (and overflow rows) into the global table, and a compaction of
// occupied slots with a block prefix sum and one atomic per block.
#include <cuda_runtime.h>
#include <stdint.h>

#define GB_EMPTY 0xffffffffffffffffull
#define GB_MAX_PROBES 64
#define GB_SMEM_SLOTS 512

struct GroupTable {
  unsigned long long* keys;
  double* sum;
  unsigned long long* count;
  int* min_bits;  // float bits, ordered-int atomics
  int* max_bits;
  unsigned capacity;  // power of two
};

__device__ __forceinline__ unsigned long long mix64(unsigned long long k) {
  k ^= k >> 33;
  k *= 0xff51afd7ed558ccdull;
  k ^= k >> 33;
  k *= 0xc4ceb9fe1a85ec53ull;
  k ^= k >> 33;
  return k;
}

__device__ __forceinline__ void atomic_min_float(int* addr, float v) {
  if (v >= 0.f) atomicMin(addr, __float_as_int(v));
  else atomicMax(reinterpret_cast<unsigned*>(addr), __float_as_uint(v));
}

__device__ __forceinline__ void atomic_max_float(int* addr, float v) {
  if (v >= 0.f) atomicMax(addr, __float_as_int(v));
  else atomicMin(reinterpret_cast<unsigned*>(addr), __float_as_uint(v));
}

// Claims or finds the slot of `key`; returns -1 when GB_MAX_PROBES slots were all taken.
__device__ __noinline__ int table_find_or_insert(unsigned long long* keys, unsigned capacity, unsigned long long key) {
  const unsigned mask = capacity - 1u;
  unsigned slot = (unsigned)mix64(key) & mask;
  const int probes = min((unsigned)GB_MAX_PROBES, capacity);
  for (int p = 0; p < probes; ++p) {
    const unsigned long long prev = atomicCAS(&keys[slot], GB_EMPTY, key);
    if (prev == GB_EMPTY || prev == key) return (int)slot;
    slot = (slot + 1u) & mask;
  }
  return -1;
}

__device__ __forceinline__ unsigned pow2_floor(unsigned c) { return c ? 1u << (31 - __clz(c)) : 0u; }

__device__ __forceinline__ void global_accumulate(const GroupTable& t, int slot, double s, unsigned long long c,
                                                  float mn, float mx) {
  atomicAdd(&t.sum[slot], s);
  atomicAdd(&t.count[slot], c);
  atomic_min_float(&t.min_bits[slot], mn);
  atomic_max_float(&t.max_bits[slot], mx);
}

extern "C" __global__ void groupby_hash_aggregate(const long long* __restrict__ keys, const float* __restrict__ vals,
                          long long nrows, unsigned long long* __restrict__ tkeys, double* __restrict__ tsum,
                          unsigned long long* __restrict__ tcount, int* __restrict__ tmin, int* __restrict__ tmax,
                          unsigned capacity, unsigned* __restrict__ dropped) {
  const GroupTable t{tkeys, tsum, tcount, tmin, tmax, capacity};
  const unsigned cap = pow2_floor(t.capacity);
  if (cap == 0) return;
  for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < nrows;
       i += (long long)gridDim.x * blockDim.x) {
    const unsigned long long k = (unsigned long long)keys[i];
    const float v = vals[i];
    if (k == GB_EMPTY || v != v) continue;
    const int slot = table_find_or_insert(t.keys, cap, k);
    if (slot < 0) {
      atomicAdd(dropped, 1u);
      continue;
    }
    global_accumulate(t, slot, (double)v, 1ull, v, v);
  }
}

// Pre-aggregation in a block-local shared table (linear probing, 64-bit shared atomicCAS); rows
// whose shared probe sequence is full go straight to the global table. Partial groups are flushed.
extern "C" __global__ void __launch_bounds__(256)
    groupby_shared_preagg(const long long* __restrict__ keys, const float* __restrict__ vals, long long nrows,
                          unsigned long long* __restrict__ tkeys, double* __restrict__ tsum,
                          unsigned long long* __restrict__ tcount, int* __restrict__ tmin, int* __restrict__ tmax,
                          unsigned capacity, unsigned* __restrict__ dropped) {
  const GroupTable t{tkeys, tsum, tcount, tmin, tmax, capacity};
  __shared__ unsigned long long s_keys[GB_SMEM_SLOTS];
  __shared__ double s_sum[GB_SMEM_SLOTS];
  __shared__ unsigned s_cnt[GB_SMEM_SLOTS];
  __shared__ int s_min[GB_SMEM_SLOTS];
  __shared__ int s_max[GB_SMEM_SLOTS];
  const unsigned cap = pow2_floor(t.capacity);
  if (cap == 0) return;
  for (int s = threadIdx.x; s < GB_SMEM_SLOTS; s += blockDim.x) {
    s_keys[s] = GB_EMPTY;
    s_sum[s] = 0.0;
    s_cnt[s] = 0u;
    s_min[s] = __float_as_int(INFINITY);
    s_max[s] = __float_as_int(-INFINITY);
  }
  __syncthreads();
  // each block aggregates a contiguous range of rows
  const long long per_block = (nrows + gridDim.x - 1) / gridDim.x;
  const long long r0 = (long long)blockIdx.x * per_block;
  const long long r1 = min(nrows, r0 + per_block);
  for (long long i = r0 + threadIdx.x; i < r1; i += blockDim.x) {
    const unsigned long long k = (unsigned long long)keys[i];
    const float v = vals[i];
    if (k == GB_EMPTY || v != v) continue;
    unsigned slot = (unsigned)mix64(k) & (GB_SMEM_SLOTS - 1);
    int found = -1;
#pragma unroll 1
    for (int p = 0; p < 16; ++p) {
      const unsigned long long prev = atomicCAS(&s_keys[slot], GB_EMPTY, k);
      if (prev == GB_EMPTY || prev == k) {
        found = (int)slot;
        break;
      }
      slot = (slot + 1u) & (GB_SMEM_SLOTS - 1);
    }
    if (found >= 0) {
      atomicAdd(&s_sum[found], (double)v);
      atomicAdd(&s_cnt[found], 1u);
      atomic_min_float(&s_min[found], v);
      atomic_max_float(&s_max[found], v);
    } else {
      const int g = table_find_or_insert(t.keys, cap, k);
      if (g < 0) atomicAdd(dropped, 1u);
      else global_accumulate(t, g, (double)v, 1ull, v, v);
    }
  }
  __syncthreads();
  for (int s = threadIdx.x; s < GB_SMEM_SLOTS; s += blockDim.x) {
    const unsigned c = s_cnt[s];
    if (c == 0) continue;
    const int g = table_find_or_insert(t.keys, cap, s_keys[s]);
    if (g < 0) {
      atomicAdd(dropped, c);
      continue;
    }
    global_accumulate(t, g, s_sum[s], c, __int_as_float(s_min[s]), __int_as_float(s_max[s]));
  }
}

struct GroupTableView {
  const unsigned long long* keys;
  const double* sum;
  const unsigned long long* count;
  const int* min_bits;
  const int* max_bits;
  unsigned capacity;
};

// Occupied slots -> dense result rows (key, sum, count, mean, min, max). Block-wide exclusive scan
// of the occupancy flags, one atomicAdd per block for the output base.
struct GroupRow {
  long long key;
  double sum;
  double mean;
  unsigned long long count;
  float min;
  float max;
};

extern "C" __global__ void __launch_bounds__(256)
    groupby_compact_table(const unsigned long long* __restrict__ tkeys, const double* __restrict__ tsum,
                          const unsigned long long* __restrict__ tcount, const int* __restrict__ tmin,
                          const int* __restrict__ tmax, unsigned capacity, GroupRow* __restrict__ out,
                          unsigned* __restrict__ out_count, unsigned out_cap) {
  const GroupTableView t{tkeys, tsum, tcount, tmin, tmax, capacity};
  __shared__ unsigned s_warp[8];
  __shared__ unsigned s_base;
  if (blockDim.x != 256) return;
  const unsigned cap = pow2_floor(t.capacity);
  const unsigned lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  for (unsigned base = blockIdx.x * 256u; base < cap; base += gridDim.x * 256u) {
    const unsigned s = base + threadIdx.x;
    bool occ = false;
    unsigned long long k = GB_EMPTY, c = 0;
    if (s < cap) {
      k = t.keys[s];
      c = t.count[s];
      occ = k != GB_EMPTY && c != 0;
    }
    const unsigned ball = __ballot_sync(0xffffffffu, occ);
    const unsigned wrank = __popc(ball & ((1u << lane) - 1u));
    if (lane == 0) s_warp[warp] = __popc(ball);
    __syncthreads();
    if (threadIdx.x == 0) {
      unsigned tot = 0;
#pragma unroll
      for (int w = 0; w < 8; ++w) {
        const unsigned x = s_warp[w];
        s_warp[w] = tot;
        tot += x;
      }
      s_base = tot ? atomicAdd(out_count, tot) : 0u;
    }
    __syncthreads();
    if (occ) {
      const unsigned pos = s_base + s_warp[warp] + wrank;
      if (pos < out_cap) {
        GroupRow r;
        r.key = (long long)k;
        r.sum = t.sum[s];
        r.count = c;
        r.mean = r.sum / (double)c;
        r.min = __int_as_float(t.min_bits[s]);
        r.max = __int_as_float(t.max_bits[s]);
        out[pos] = r;
      }
    }
    __syncthreads();
  }
}
