// One 4-bit digit pass of an LSD radix sort of 32-bit keys with 32-bit payloads.
// Each block owns a tile of ITEMS * blockDim.x consecutive keys.
//   radix_block_histogram  per-block digit counts of the tile, written digit-major
//                          (block_hist[d * gridDim.x + b]) so one flat exclusive scan gives
//                          the global base of every (digit, block) bucket
//   radix_scatter_stable   reads the counts, derives this block's bucket bases itself (digit
//                          totals + earlier blocks), ranks its keys stably with warp ballots
//                          (5-bit peer masks, popc below the lane) and per-warp digit counts
//                          scanned in shared memory, and scatters keys and values. A key whose
//                          rank exceeds the bucket's recorded count is dropped, so buckets
//                          never overlap even if the counts are stale.
// launch (both): block 256 (multiple of 32, at most 256), grid ceil(n / (4 * 256)),
//                same grid for both kernels; block_hist holds 16 * grid counters.
#include <cuda_runtime.h>

#define RADIX_BITS 4
#define RADIX 16
#define ITEMS 4
#define MAX_WARPS 8

static __device__ __forceinline__ unsigned digit_of(unsigned key, int shift) {
  return (key >> (shift & 31)) & (RADIX - 1);
}

extern "C" __global__ void __launch_bounds__(256)
radix_block_histogram(const unsigned *__restrict__ keys, unsigned *__restrict__ block_hist, int n, int shift) {
  __shared__ unsigned hist[RADIX];
  const int tid = threadIdx.x;
  for (int d = tid; d < RADIX; d += blockDim.x)
    hist[d] = 0u;
  __syncthreads();

  const int tile = ITEMS * blockDim.x;
  const long long base = (long long)blockIdx.x * tile;
#pragma unroll
  for (int it = 0; it < ITEMS; it++) {
    const long long idx = base + (long long)it * blockDim.x + tid;
    if (idx < n)
      atomicAdd(&hist[digit_of(keys[idx], shift)], 1u);
  }
  __syncthreads();
  for (int d = tid; d < RADIX; d += blockDim.x)
    block_hist[(size_t)d * gridDim.x + blockIdx.x] = hist[d];
}

extern "C" __global__ void __launch_bounds__(256)
radix_scatter_stable(const unsigned *__restrict__ keys_in, const unsigned *__restrict__ vals_in,
                     unsigned *__restrict__ keys_out, unsigned *__restrict__ vals_out,
                     const unsigned *__restrict__ block_hist, int n, int shift) {
  __shared__ unsigned s_base[RADIX];   // global start of this block's bucket per digit
  __shared__ unsigned s_cap[RADIX];    // recorded size of that bucket
  __shared__ unsigned s_run[RADIX];    // keys of this digit already placed by earlier rounds
  __shared__ unsigned s_total[RADIX];  // digit totals over all blocks
  __shared__ unsigned s_warp[MAX_WARPS][RADIX + 1];

  const int tid = threadIdx.x;
  const int lane = tid & 31;
  const int warp = tid >> 5;
  const int nwarps = blockDim.x >> 5;
  if ((blockDim.x & 31) != 0 || nwarps > MAX_WARPS)
    return;  // uniform over the block

  // bucket bases: every digit's total over all blocks, and the part before this block
  if (tid < RADIX) {
    unsigned total = 0, before = 0;
    for (unsigned b = 0; b < gridDim.x; b++) {
      const unsigned c = block_hist[(size_t)tid * gridDim.x + b];
      if (b < blockIdx.x)
        before += c;
      total += c;
    }
    s_total[tid] = total;
    s_base[tid] = before;
    s_cap[tid] = block_hist[(size_t)tid * gridDim.x + blockIdx.x];
    s_run[tid] = 0u;
  }
  __syncthreads();
  if (tid == 0) {
    unsigned acc = 0;
    for (int d = 0; d < RADIX; d++) {
      s_base[d] += acc;
      acc += s_total[d];
    }
  }
  __syncthreads();

  const unsigned lt_mask = (1u << lane) - 1u;
  const long long tile_base = (long long)blockIdx.x * ITEMS * blockDim.x;
  for (int it = 0; it < ITEMS; it++) {
    const long long idx = tile_base + (long long)it * blockDim.x + tid;
    const bool valid = idx < n;
    unsigned key = 0, val = 0;
    if (valid) {
      key = keys_in[idx];
      val = vals_in[idx];
    }
    const unsigned d = valid ? digit_of(key, shift) : RADIX;  // RADIX = "no key"

    for (int i = lane; i <= RADIX; i += 32)
      s_warp[warp][i] = 0u;
    __syncwarp();
    // lanes of this warp holding the same digit
    unsigned peers = 0xffffffffu;
#pragma unroll
    for (int b = 0; b <= RADIX_BITS; b++) {
      const bool bit = (d >> b) & 1u;
      const unsigned vote = __ballot_sync(0xffffffffu, bit);
      peers &= bit ? vote : ~vote;
    }
    const unsigned rank_in_warp = __popc(peers & lt_mask);
    if (rank_in_warp == 0)
      s_warp[warp][d] = __popc(peers);
    __syncthreads();

    // exclusive scan over warps for every digit; digit totals of the round
    if (tid < RADIX) {
      unsigned acc = 0;
      for (int w = 0; w < nwarps; w++) {
        const unsigned c = s_warp[w][tid];
        s_warp[w][tid] = acc;
        acc += c;
      }
      s_total[tid] = acc;
    }
    __syncthreads();

    if (valid) {
      const unsigned rank = s_run[d] + s_warp[warp][d] + rank_in_warp;
      const unsigned pos = s_base[d] + rank;
      if (rank < s_cap[d] && pos < (unsigned)n) {
        keys_out[pos] = key;
        vals_out[pos] = val;
      }
    }
    __syncthreads();
    if (tid < RADIX)
      s_run[tid] += s_total[tid];
    __syncthreads();
  }
}
