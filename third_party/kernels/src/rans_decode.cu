// Interleaved rANS entropy coding (DietGPU-style): a byte histogram, quantisation of the histogram
// to a power-of-two frequency table with an exclusive-scan cumulative table, and a warp decoder in
// which 32 lanes each hold a 32-bit state over one interleaved chunk, with the slot->symbol table in
// shared memory and 16-bit renormalisation words handed out in lane order by ballot/popc.
#include <cuda_runtime.h>
#include <stdint.h>

#define RANS_SYMS 256
#define RANS_L (1u << 16)

__device__ __forceinline__ unsigned lanemask_lt() {
  return (1u << (threadIdx.x & 31)) - 1u;
}

extern "C" __global__ void rans_histogram(const uint8_t* __restrict__ data, long long n,
                                          unsigned* __restrict__ hist) {
  __shared__ unsigned s_hist[RANS_SYMS];
  for (int i = threadIdx.x; i < RANS_SYMS; i += blockDim.x) s_hist[i] = 0;
  __syncthreads();
  const long long nvec = n >> 4;
  const uint4* v = reinterpret_cast<const uint4*>(data);
  for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < nvec;
       i += (long long)gridDim.x * blockDim.x) {
    const uint4 w = v[i];
    const unsigned words[4] = {w.x, w.y, w.z, w.w};
#pragma unroll
    for (int k = 0; k < 4; ++k) {
#pragma unroll
      for (int b = 0; b < 4; ++b) atomicAdd(&s_hist[(words[k] >> (8 * b)) & 0xffu], 1u);
    }
  }
  const long long tail = nvec << 4;
  if (blockIdx.x == 0)
    for (long long i = tail + threadIdx.x; i < n; i += blockDim.x) atomicAdd(&s_hist[data[i]], 1u);
  __syncthreads();
  for (int i = threadIdx.x; i < RANS_SYMS; i += blockDim.x)
    if (s_hist[i]) atomicAdd(&hist[i], s_hist[i]);
}

// One block of 256 threads: quantise counts to sum exactly 2^prob_bits (every present symbol gets
// at least 1, the largest symbols absorb the rounding error), then an exclusive scan.
extern "C" __global__ void __launch_bounds__(256)
    rans_normalize_freqs(const unsigned* __restrict__ hist, int prob_bits, uint16_t* __restrict__ freq,
                         uint16_t* __restrict__ cum) {
  __shared__ unsigned long long s_red[8];
  __shared__ unsigned s_freq[RANS_SYMS];
  __shared__ unsigned s_warp[8];
  __shared__ int s_arg;
  if (blockDim.x != RANS_SYMS) return;
  const int t = threadIdx.x, lane = t & 31, warp = t >> 5;
  const int pb = min(max(prob_bits, 9), 15);
  const unsigned M = 1u << pb;
  const unsigned h = hist[t];

  unsigned long long tot = h;
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) tot += __shfl_xor_sync(0xffffffffu, tot, o);
  if (lane == 0) s_red[warp] = tot;
  __syncthreads();
  tot = 0;
#pragma unroll
  for (int w = 0; w < 8; ++w) tot += s_red[w];
  unsigned f = 0;
  if (tot == 0) f = (t == 0) ? M : 0u;
  else if (h) f = max(1u, (unsigned)(((unsigned long long)h * M) / tot));
  s_freq[t] = f;
  __syncthreads();

  for (int round = 0; round < 4; ++round) {
    unsigned sum = s_freq[t];
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) sum += __shfl_xor_sync(0xffffffffu, sum, o);
    // arg-max (lowest index on ties) packed as (freq << 8) | (255 - sym)
    unsigned key = (min(s_freq[t], 0xffffffu) << 8) | (255u - t);
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) key = max(key, __shfl_xor_sync(0xffffffffu, key, o));
    __syncthreads();
    if (lane == 0) {
      s_warp[warp] = key;
      s_red[warp] = sum;
    }
    __syncthreads();
    if (t == 0) {
      unsigned long long all = 0;
      unsigned best = 0;
      for (int w = 0; w < 8; ++w) {
        all += s_red[w];
        best = max(best, s_warp[w]);
      }
      const int sym = 255 - (int)(best & 0xffu);
      const long long diff = (long long)M - (long long)all;
      const long long fs = s_freq[sym];
      long long adj = diff;
      if (fs + adj < 1) adj = 1 - fs;
      s_freq[sym] = (unsigned)(fs + adj);
      s_arg = (adj == diff) ? -1 : sym;
    }
    __syncthreads();
    if (s_arg < 0) break;
  }

  // exclusive scan of the final frequencies
  const unsigned fv = s_freq[t];
  unsigned incl = fv;
#pragma unroll
  for (int o = 1; o < 32; o <<= 1) {
    const unsigned up = __shfl_up_sync(0xffffffffu, incl, o);
    if (lane >= o) incl += up;
  }
  __syncthreads();
  if (lane == 31) s_warp[warp] = incl;
  __syncthreads();
  unsigned base = 0;
  for (int w = 0; w < warp; ++w) base += s_warp[w];
  freq[t] = (uint16_t)min(fv, 0xffffu);
  cum[t] = (uint16_t)min(base + incl - fv, 0xffffu);
  if (t == RANS_SYMS - 1) cum[RANS_SYMS] = (uint16_t)min(base + incl, 0xffffu);
}

// Warp-per-chunk decoder. Chunk c: 32 initial states, words [word_off[c], +word_cnt[c]) consumed in
// lane order, symbols interleaved as out[c * chunk_syms + step * 32 + lane].
template <int PROB_BITS>
__device__ __forceinline__ void rans_decode_body(const uint16_t* __restrict__ words, long long words_cap,
                                                 const unsigned* __restrict__ word_off,
                                                 const unsigned* __restrict__ word_cnt,
                                                 const unsigned* __restrict__ states,
                                                 const uint16_t* __restrict__ freq, uint8_t* __restrict__ out,
                                                 int nchunks, int chunk_syms) {
  constexpr unsigned M = 1u << PROB_BITS;
  __shared__ uint8_t s_sym[M];
  __shared__ unsigned s_f[RANS_SYMS];
  __shared__ unsigned s_c[RANS_SYMS + 1];
  if (words_cap <= 0) return;
  const int t = threadIdx.x;
  // cumulative table rebuilt from the frequencies (clamped so that it never passes M)
  if (t < 32) {
    unsigned carry = 0;
    for (int k = 0; k < RANS_SYMS / 32; ++k) {
      const int s = k * 32 + t;
      const unsigned f = min((unsigned)freq[s], M);
      unsigned incl = f;
#pragma unroll
      for (int o = 1; o < 32; o <<= 1) {
        const unsigned up = __shfl_up_sync(0xffffffffu, incl, o);
        if (t >= o) incl += up;
      }
      const unsigned lo = min(carry + incl - f, M);
      s_c[s] = lo;
      s_f[s] = min(carry + incl, M) - lo;
      carry += __shfl_sync(0xffffffffu, incl, 31);
    }
    if (t == 0) s_c[RANS_SYMS] = min(carry, M);
  }
  __syncthreads();
  // slot -> symbol: upper_bound over the cumulative table (8 steps)
  for (unsigned slot = t; slot < M; slot += blockDim.x) {
    int lo = 0, hi = RANS_SYMS;
#pragma unroll
    for (int it = 0; it < 8; ++it) {
      const int mid = (lo + hi) >> 1;
      if (s_c[mid] <= slot) lo = mid; else hi = mid;
    }
    s_sym[slot] = (uint8_t)lo;
  }
  __syncthreads();

  const int lane = t & 31;
  const int warps_per_block = blockDim.x >> 5;
  const int steps = max(chunk_syms, 0) >> 5;
  for (int c = blockIdx.x * warps_per_block + (t >> 5); c < nchunks; c += gridDim.x * warps_per_block) {
    const long long start = (long long)(word_off[c] % (unsigned long long)words_cap);
    const long long avail = words_cap - start;
    const long long nwords = min((long long)word_cnt[c], avail);
    const uint16_t* w = words + start;
    unsigned x = states[(long long)c * 32 + lane];
    long long wpos = 0;
    uint8_t* dst = out + (long long)c * chunk_syms;
    for (int step = 0; step < steps; ++step) {
      const unsigned slot = x & (M - 1);
      const unsigned sym = s_sym[slot];
      x = s_f[sym] * (x >> PROB_BITS) + slot - s_c[sym];
      dst[step * 32 + lane] = (uint8_t)sym;
      const bool need = x < RANS_L;
      const unsigned ball = __ballot_sync(0xffffffffu, need);
      if (need) {
        const long long p = wpos + __popc(ball & lanemask_lt());
        const unsigned nw = p < nwords ? (unsigned)w[p] : 0u;
        x = (x << 16) | nw;
      }
      wpos += __popc(ball);
    }
  }
}

extern "C" __global__ void rans_decode_p12(const uint16_t* __restrict__ words, long long words_cap,
                                           const unsigned* __restrict__ word_off,
                                           const unsigned* __restrict__ word_cnt,
                                           const unsigned* __restrict__ states, const uint16_t* __restrict__ freq,
                                           uint8_t* __restrict__ out, int nchunks, int chunk_syms) {
  rans_decode_body<12>(words, words_cap, word_off, word_cnt, states, freq, out, nchunks, chunk_syms);
}

extern "C" __global__ void rans_decode_p10(const uint16_t* __restrict__ words, long long words_cap,
                                           const unsigned* __restrict__ word_off,
                                           const unsigned* __restrict__ word_cnt,
                                           const unsigned* __restrict__ states, const uint16_t* __restrict__ freq,
                                           uint8_t* __restrict__ out, int nchunks, int chunk_syms) {
  rans_decode_body<10>(words, words_cap, word_off, word_cnt, states, freq, out, nchunks, chunk_syms);
}
