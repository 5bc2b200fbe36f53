// Stream compaction: keep the samples whose value lies in [lo, hi) and write them, in order,
// densely to out[] together with their source index. Two passes over tiles of
// TILE_ITEMS * blockDim.x elements per block:
//   compact_block_counts  each block counts its kept elements (warp shuffle reduction, one
//                         partial per warp in shared memory) -> block_counts[blockIdx.x]
//   compact_scatter       each block sums the counts of all earlier blocks (its output
//                         offset), then ranks its kept elements with a warp-level inclusive
//                         scan (__shfl_up_sync) plus a scan of warp totals, and writes
//                         value and index. Elements ranked beyond the block's recorded count
//                         are not written (keeps blocks' output ranges disjoint); the last
//                         block writes the total.
// launch (both): block 256 (multiple of 32, at most 1024), grid ceil(n / (2 * 256)),
//                the same grid for both; out and out_index hold n entries.
#include <cuda_runtime.h>

#define TILE_ITEMS 2
#define FULL 0xffffffffu

static __device__ __forceinline__ bool keep(float v, float lo, float hi) { return v >= lo && v < hi; }

static __device__ __forceinline__ int warp_sum(int v) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_down_sync(FULL, v, o);
  return v;
}

extern "C" __global__ void __launch_bounds__(256)
compact_block_counts(const float *__restrict__ in, int *__restrict__ block_counts, int n, float lo, float hi) {
  __shared__ int s_part[32];
  const int tid = threadIdx.x;
  const int lane = tid & 31, warp = tid >> 5;
  if ((blockDim.x & 31) != 0)
    return;
  const int tile = TILE_ITEMS * blockDim.x;
  const int start = blockIdx.x * tile;
  int c = 0;
#pragma unroll
  for (int it = 0; it < TILE_ITEMS; it++) {
    const int i = start + it * blockDim.x + tid;
    if (i < n && keep(in[i], lo, hi))
      c++;
  }
  c = warp_sum(c);
  if (lane == 0)
    s_part[warp] = c;
  __syncthreads();
  if (warp == 0) {
    const int nw = blockDim.x >> 5;
    int v = lane < nw ? s_part[lane] : 0;
    v = warp_sum(v);
    if (lane == 0)
      block_counts[blockIdx.x] = v;
  }
}

extern "C" __global__ void __launch_bounds__(256)
compact_scatter(const float *__restrict__ in, const int *__restrict__ block_counts, float *__restrict__ out,
                int *__restrict__ out_index, int *__restrict__ total, int n, float lo, float hi) {
  __shared__ int s_part[32];
  __shared__ int s_warp_off[32];
  __shared__ int s_offset;
  __shared__ int s_run;
  const int tid = threadIdx.x;
  const int lane = tid & 31, warp = tid >> 5;
  const int nw = blockDim.x >> 5;
  if ((blockDim.x & 31) != 0)
    return;

  // offset of this block: sum of the counts of blocks 0 .. blockIdx.x-1
  int acc = 0;
  for (int b = tid; b < (int)blockIdx.x; b += blockDim.x)
    acc += max(block_counts[b], 0);
  acc = warp_sum(acc);
  if (lane == 0)
    s_part[warp] = acc;
  __syncthreads();
  if (tid == 0) {
    int off = 0;
    for (int w = 0; w < nw; w++)
      off += s_part[w];
    s_offset = off;
    s_run = 0;
  }
  __syncthreads();
  const int cap = max(block_counts[blockIdx.x], 0);

  const int tile = TILE_ITEMS * blockDim.x;
  const int start = blockIdx.x * tile;
  for (int it = 0; it < TILE_ITEMS; it++) {
    const int i = start + it * blockDim.x + tid;
    float v = 0.0f;
    int flag = 0;
    if (i < n) {
      v = in[i];
      flag = keep(v, lo, hi) ? 1 : 0;
    }
    // inclusive scan inside the warp
    int incl = flag;
#pragma unroll
    for (int o = 1; o < 32; o <<= 1) {
      const int y = __shfl_up_sync(FULL, incl, o);
      if (lane >= o)
        incl += y;
    }
    if (lane == 31)
      s_part[warp] = incl;
    __syncthreads();
    if (tid == 0) {
      int a = 0;
      for (int w = 0; w < nw; w++) {
        s_warp_off[w] = a;
        a += s_part[w];
      }
      s_part[0] = a;  // round total (s_part is not read again this round)
    }
    __syncthreads();
    const int rank = s_run + s_warp_off[warp] + incl - flag;
    if (flag && rank < cap) {
      const int pos = s_offset + rank;
      if (pos < n) {
        out[pos] = v;
        out_index[pos] = i;
      }
    }
    __syncthreads();
    if (tid == 0)
      s_run += s_part[0];
    __syncthreads();
  }
  if (blockIdx.x == gridDim.x - 1 && tid == 0)
    *total = s_offset + min(s_run, cap);
}
