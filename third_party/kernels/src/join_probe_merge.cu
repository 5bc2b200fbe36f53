// Equi-joins on 64-bit keys: hash-join probe (count pass, then a blocked emit pass with
// block-local exclusive scans), and sort-merge semi-join counting with merge-path partitions:
// global diagonal binary searches, then a shared-memory tile per partition where every thread
// finds its own sub-path and merges sequentially.
#include <cuda_runtime.h>
#include <stdint.h>

#define EMPTY_KEY 0xffffffffffffffffull
#define MP_TILE 512

__device__ __forceinline__ unsigned long long fmix64(unsigned long long k)
{
  k ^= k >> 33; k *= 0xff51afd7ed558ccdull;
  k ^= k >> 33; k *= 0xc4ceb9fe1a85ec53ull;
  k ^= k >> 33;
  return k;
}

struct HashTable { long long capacity; int max_probe, pad; };   // capacity: power of two

__device__ __forceinline__ bool table_ok(const HashTable& ht)
{
  return ht.capacity > 0 && (ht.capacity & (ht.capacity - 1)) == 0 && ht.capacity <= (1LL << 26);
}

// Linear probing from the hashed slot; stops at an empty slot or after max_probe slots.
__device__ __noinline__ int probe_matches(const unsigned long long* __restrict__ keys, const HashTable& ht,
                                          unsigned long long k, int* rows_out, const int* __restrict__ rows, int max_out)
{
  const unsigned long long mask = (unsigned long long)ht.capacity - 1ull;
  unsigned long long slot = fmix64(k) & mask;
  const int limit = (int)min((long long)min(max(ht.max_probe, 1), 4096), ht.capacity);
  int n = 0;
  for (int step = 0; step < limit; ++step) {
    const unsigned long long s = keys[slot];
    if (s == EMPTY_KEY) break;
    if (s == k) {
      if (rows_out && n < max_out) rows_out[n] = rows[slot];
      ++n;
    }
    slot = (slot + 1ull) & mask;
  }
  return n;
}

extern "C" __global__ void hj_probe_count(const unsigned long long* __restrict__ table_keys, HashTable ht,
                                          const unsigned long long* __restrict__ probe_keys, long long nprobe,
                                          int* __restrict__ counts)
{
  if (!table_ok(ht)) return;
  for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < nprobe; i += (long long)gridDim.x * blockDim.x)
    counts[i] = probe_matches(table_keys, ht, probe_keys[i], nullptr, nullptr, 0);
}

// Block b owns probes [b*chunk, (b+1)*chunk) and output slots [b*slot_cap, (b+1)*slot_cap):
// per-thread match lists (at most 8 kept per probe), block exclusive scan, ordered writes.
extern "C" __global__ void hj_probe_emit_blocked(const unsigned long long* __restrict__ table_keys,
                                                 const int* __restrict__ table_rows, HashTable ht,
                                                 const unsigned long long* __restrict__ probe_keys, long long nprobe,
                                                 int slot_cap, int2* __restrict__ out_pairs, int* __restrict__ out_count)
{
  __shared__ int warp_tot[32];
  __shared__ int s_base;
  if (!table_ok(ht) || (blockDim.x & 31) != 0 || slot_cap < 0 || slot_cap > 65536) return;
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, nwarps = blockDim.x >> 5;
  const long long chunk_begin = (long long)blockIdx.x * blockDim.x * 4;
  if (threadIdx.x == 0) s_base = 0;
  __syncthreads();
  for (int round = 0; round < 4; ++round) {
    const long long i = chunk_begin + (long long)round * blockDim.x + threadIdx.x;
    int rows[8];
    int n = 0;
    if (i < nprobe) n = min(probe_matches(table_keys, ht, probe_keys[i], rows, table_rows, 8), 8);
    int incl = n;
#pragma unroll
    for (int o = 1; o < 32; o <<= 1) {
      const int up = __shfl_up_sync(0xffffffffu, incl, o);
      if (lane >= o) incl += up;
    }
    if (lane == 31) warp_tot[warp] = incl;
    __syncthreads();
    int before = s_base;
    for (int w = 0; w < warp; ++w) before += warp_tot[w];
    const int start = before + incl - n;
    for (int k = 0; k < n; ++k) {
      const int pos = start + k;
      if (pos < slot_cap) out_pairs[(size_t)blockIdx.x * slot_cap + pos] = make_int2((int)i, rows[k]);
    }
    __syncthreads();
    if (threadIdx.x == 0) {
      int t = 0;
      for (int w = 0; w < nwarps; ++w) t += warp_tot[w];
      s_base += t;
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) out_count[blockIdx.x] = min(s_base, slot_cap);
}

// Number of A elements among the first d outputs of merge(A, B), equal keys taking B first.
__device__ long long merge_path_search(const unsigned long long* __restrict__ A, long long na,
                                       const unsigned long long* __restrict__ B, long long nb, long long d)
{
  long long lo = max(0LL, d - nb), hi = min(d, na);
  for (int it = 0; it < 64 && lo < hi; ++it) {
    const long long mid = (lo + hi) >> 1;
    if (A[mid] < B[d - 1 - mid]) lo = mid + 1; else hi = mid;
  }
  return lo;
}

extern "C" __global__ void smj_partition(const unsigned long long* __restrict__ A, long long na,
                                         const unsigned long long* __restrict__ B, long long nb, int items,
                                         long long* __restrict__ a_start, int nparts)
{
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p > nparts || na < 0 || nb < 0 || items < 1 || items > MP_TILE) return;
  const long long d = min((long long)p * items, na + nb);
  a_start[p] = merge_path_search(A, na, B, nb, d);
}

// Block per partition: tile of A and B in shared memory, each thread merges `ipt` outputs
// from its own diagonal and counts A keys matched by an equal B key (semi-join).
extern "C" __global__ void smj_semijoin_count(const unsigned long long* __restrict__ A, long long na,
                                              const unsigned long long* __restrict__ B, long long nb, int items,
                                              const long long* __restrict__ a_start, int nparts,
                                              int* __restrict__ part_matches)
{
  __shared__ unsigned long long sA[MP_TILE], sB[MP_TILE];
  __shared__ int red[32];
  if (items < 1 || items > MP_TILE || na < 0 || nb < 0 || (blockDim.x & 31) != 0) return;
  for (int p = blockIdx.x; p < nparts; p += gridDim.x) {
    const long long d0 = min((long long)p * items, na + nb), d1 = min(d0 + items, na + nb);
    const long long a0 = min(max(a_start[p], 0LL), na);
    const long long a1 = min(max(a_start[p + 1], a0), na);
    const long long b0 = min(max(d0 - a0, 0LL), nb);
    const long long b1 = min(max(d1 - a1, b0), nb);
    const int nA = (int)min(a1 - a0, (long long)items), nB = (int)min(b1 - b0, (long long)items);
    for (int t = threadIdx.x; t < nA; t += blockDim.x) sA[t] = A[a0 + t];
    for (int t = threadIdx.x; t < nB; t += blockDim.x) sB[t] = B[b0 + t];
    const bool has_prev = b0 > 0;
    const unsigned long long prevB = has_prev ? B[b0 - 1] : 0ull;
    __syncthreads();
    const int nt = nA + nB;
    const int ipt = (nt + (int)blockDim.x - 1) / (int)blockDim.x;
    const int dt = min((int)threadIdx.x * ipt, nt);
    int lo = max(0, dt - nB), hi = min(dt, nA);
    for (int it = 0; it < 16 && lo < hi; ++it) {
      const int mid = (lo + hi) >> 1;
      if (sA[mid] < sB[dt - 1 - mid]) lo = mid + 1; else hi = mid;
    }
    int i = lo, j = dt - lo, matched = 0;
    for (int k = 0; k < ipt && (i < nA || j < nB); ++k) {
      if (j < nB && (i >= nA || sB[j] <= sA[i])) {
        ++j;
      } else {
        const bool have = j > 0 || has_prev;
        const unsigned long long lastB = j > 0 ? sB[j - 1] : prevB;
        matched += (have && lastB == sA[i]) ? 1 : 0;
        ++i;
      }
    }
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) matched += __shfl_xor_sync(0xffffffffu, matched, o);
    if ((threadIdx.x & 31) == 0) red[threadIdx.x >> 5] = matched;
    __syncthreads();
    if (threadIdx.x == 0) {
      int t = 0;
      for (int w = 0; w < (int)(blockDim.x >> 5); ++w) t += red[w];
      part_matches[p] = t;
    }
    __syncthreads();
  }
}
