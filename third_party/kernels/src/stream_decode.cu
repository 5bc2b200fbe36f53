// Decoders for compressed integer columns.
//
//   bitunpack_delta_warp   frame-of-reference + zigzag-delta bit packing in miniblocks of 32
//                          values: miniblock m has a bit width w (0..32), a word offset into the
//                          packed stream (its 32 values take exactly w words) and a 64-bit base.
//                          One warp per miniblock (grid-stride over warps): each lane extracts
//                          its w-bit field (possibly straddling two words), undoes the zigzag
//                          sign folding, and a 64-bit __shfl_up_sync inclusive scan rebuilds
//                          the values. Miniblocks whose width or word range is invalid are
//                          flagged in `status` and decode to zeros. launch: block 128, grid 4.
//   rle_expand_gather      run-length decoding given the runs' exclusive output offsets
//                          (offsets[nruns] = total length). Each block takes chunks of
//                          blockDim.x * 4 outputs; thread 0 binary-searches the chunk's first
//                          and last run, the block stages that window of offsets and values in
//                          shared memory (falls back to searching global memory when it is too
//                          long or not sorted), then every output position binary-searches its
//                          run. Each output is written by exactly one thread; positions outside
//                          all runs get `fill`. launch: block 256, grid 3.
#include <cuda_runtime.h>
#include <stdint.h>

extern "C" __global__ void bitunpack_delta_warp(const uint32_t *__restrict__ packed, long long nwords,
                                                const int *__restrict__ mb_word_off,
                                                const int *__restrict__ mb_width,
                                                const long long *__restrict__ mb_base, int nminiblocks,
                                                long long nvalues, long long *__restrict__ out,
                                                int *__restrict__ status) {
  if ((blockDim.x & 31) != 0) return;  // whole warps only (full-mask shuffles)
  const int lane = threadIdx.x & 31;
  const long long warps_total = ((long long)gridDim.x * blockDim.x) >> 5;
  const long long gwarp = ((long long)blockIdx.x * blockDim.x + threadIdx.x) >> 5;

  for (long long m = gwarp; m < nminiblocks; m += warps_total) {
    const unsigned width = (unsigned)mb_width[m];  // negative -> huge -> invalid
    const long long off = mb_word_off[m];
    const bool valid = width <= 32u && off >= 0 && off + (long long)width <= nwords;

    unsigned long long delta = 0;
    if (valid && width != 0u) {
      const unsigned bitpos = (unsigned)lane * width;
      const unsigned w = bitpos >> 5, s = bitpos & 31u;
      uint32_t field = packed[off + w] >> s;
      if (s + width > 32u) field |= packed[off + w + 1] << (32u - s);
      if (width < 32u) field &= (1u << width) - 1u;
      const uint32_t z = (field >> 1) ^ (0u - (field & 1u));  // zigzag -> two's complement
      delta = (unsigned long long)(long long)(int32_t)z;
    }
    // Inclusive prefix sum of the deltas across the warp (wrapping 64-bit arithmetic).
#pragma unroll
    for (int d = 1; d < 32; d <<= 1) {
      const unsigned long long up = __shfl_up_sync(0xffffffffu, delta, d);
      if (lane >= d) delta += up;
    }
    const long long g = m * 32 + lane;
    if (g < nvalues) out[g] = valid ? (long long)((unsigned long long)mb_base[m] + delta) : 0LL;
    if (lane == 0) status[m] = valid ? 0 : 1;
  }
}

#define RLE_ITEMS 4
#define RLE_WINDOW 512

// Largest r in [lo, hi] with off[r] <= pos, or lo - 1 if none.
static __device__ __forceinline__ int last_le(const int *off, int lo, int hi, long long pos) {
  if (lo > hi || off[lo] > pos) return lo - 1;
  while (lo < hi) {
    const int mid = lo + ((hi - lo + 1) >> 1);
    if (off[mid] <= pos)
      lo = mid;
    else
      hi = mid - 1;
  }
  return lo;
}

extern "C" __global__ void rle_expand_gather(const int *__restrict__ run_values, const int *__restrict__ run_offsets,
                                             int nruns, int *__restrict__ out, long long out_len, int fill) {
  __shared__ int s_off[RLE_WINDOW];
  __shared__ int s_val[RLE_WINDOW];
  __shared__ int s_lo, s_hi, s_staged;
  if (nruns <= 0 || out_len <= 0) return;

  const long long chunk = (long long)blockDim.x * RLE_ITEMS;
  for (long long o0 = (long long)blockIdx.x * chunk; o0 < out_len; o0 += (long long)gridDim.x * chunk) {
    const long long o1 = min(o0 + chunk, out_len);
    if (threadIdx.x == 0) {
      // Runs are indexed 0..nruns-1; offsets has nruns + 1 entries.
      int lo = last_le(run_offsets, 0, nruns, o0);
      int hi = last_le(run_offsets, 0, nruns, o1 - 1);
      lo = max(lo, 0);
      hi = min(hi, nruns - 1);
      const bool window_ok = hi >= lo && hi - lo + 1 <= RLE_WINDOW;
      s_lo = lo;
      s_hi = hi;
      s_staged = window_ok ? 1 : 0;
    }
    __syncthreads();
    const int lo = s_lo, hi = s_hi;
    const bool staged = s_staged != 0;
    if (staged) {
      for (int k = threadIdx.x; k <= hi - lo; k += blockDim.x) {
        s_off[k] = run_offsets[lo + k];
        s_val[k] = run_values[lo + k];
      }
    }
    __syncthreads();

    const int end_off = run_offsets[nruns];
#pragma unroll
    for (int it = 0; it < RLE_ITEMS; ++it) {
      const long long pos = o0 + (long long)it * blockDim.x + threadIdx.x;
      if (pos >= o1) break;
      int v = fill;
      if (pos < end_off) {
        if (staged) {
          const int r = last_le(s_off, 0, hi - lo, pos);
          if (r >= 0) v = s_val[r];
        } else {
          const int r = last_le(run_offsets, 0, nruns - 1, pos);
          if (r >= 0) v = run_values[r];
        }
      }
      out[pos] = v;
    }
    __syncthreads();  // the window is restaged for the next chunk
  }
}
