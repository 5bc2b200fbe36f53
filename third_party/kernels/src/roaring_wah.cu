// Compressed bitmap indexes: roaring-style containers (sorted uint16 arrays, 65536-bit
// bitmaps, run lists) combined by AND / OR after expansion into shared bitmaps, array-array
// intersection by warp binary search with ordered ballot compaction, and WAH word streams
// ANDed and counted by a run-merging walk.
#include <cuda_runtime.h>
#include <stdint.h>

#define BM_WORDS32 2048        // 65536 bits
#define ARRAY_MAX 4096
#define RUNS_MAX 2048

enum { C_ARRAY = 0, C_BITMAP = 1, C_RUN = 2 };

struct Container { int type, card, offset, key; };   // offset: u16 index (array/run) or u64 index (bitmap)
struct Pools { long long n16, n64; int ncont, pad; };

// Expands container c into the shared bitmap bm (already zeroed). Block-cooperative; the array
// and run cases set bits with shared atomicOr, so the result is order independent.
__device__ void expand_container(const Container* __restrict__ conts, const uint16_t* __restrict__ p16,
                                 const unsigned long long* __restrict__ p64, const Pools& pl, int ci,
                                 uint32_t* bm)
{
  const Container c = conts[ci];
  const int type = ((c.type % 3) + 3) % 3;
  if (type == C_BITMAP) {
    if (c.offset < 0 || (long long)c.offset + BM_WORDS32 / 2 > pl.n64) return;
    const unsigned long long* src = p64 + c.offset;
    for (int w = threadIdx.x; w < BM_WORDS32 / 2; w += blockDim.x) {
      const unsigned long long x = src[w];
      bm[2 * w] = (uint32_t)x;
      bm[2 * w + 1] = (uint32_t)(x >> 32);
    }
  } else if (type == C_ARRAY) {
    const int card = min(max(c.card, 0), ARRAY_MAX);
    if (c.offset < 0 || (long long)c.offset + card > pl.n16) return;
    const uint16_t* src = p16 + c.offset;
    for (int i = threadIdx.x; i < card; i += blockDim.x) {
      const uint32_t v = src[i];
      atomicOr(&bm[v >> 5], 1u << (v & 31u));
    }
  } else {
    const int nruns = min(max(c.card, 0), RUNS_MAX);
    if (c.offset < 0 || (long long)c.offset + 2LL * nruns > pl.n16) return;
    const uint16_t* src = p16 + c.offset;
    for (int r = threadIdx.x; r < nruns; r += blockDim.x) {
      const uint32_t start = src[2 * r];
      const uint32_t end = min(start + (uint32_t)src[2 * r + 1], 65535u);   // inclusive
      const uint32_t w0 = start >> 5, w1 = end >> 5;
      for (uint32_t w = w0; w <= w1; ++w) {
        const uint32_t lo = (w == w0) ? (start & 31u) : 0u;
        const uint32_t hi = (w == w1) ? (end & 31u) : 31u;
        const uint32_t mask = (hi - lo == 31u) ? 0xffffffffu : (((1u << (hi - lo + 1u)) - 1u) << lo);
        atomicOr(&bm[w], mask);
      }
    }
  }
}

__device__ __forceinline__ int block_sum_int(int v, int* red)
{
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (lane == 0) red[warp] = v;
  __syncthreads();
  int t = 0;
  const int nw = (blockDim.x + 31) >> 5;
  for (int w = 0; w < nw; ++w) t += red[w];
  __syncthreads();
  return t;
}

template <bool IS_AND>
__device__ void roaring_combine(const Container* __restrict__ conts, const uint16_t* __restrict__ p16,
                                const unsigned long long* __restrict__ p64, Pools pl, const int2* __restrict__ pairs,
                                int npairs, int* __restrict__ card_out, unsigned long long* __restrict__ out_bm)
{
  __shared__ uint32_t bmA[BM_WORDS32];
  __shared__ uint32_t bmB[BM_WORDS32];
  __shared__ int red[32];
  if ((blockDim.x & 31) != 0 || blockDim.x > 1024 || pl.ncont < 1) return;
  for (int p = blockIdx.x; p < npairs; p += gridDim.x) {
    for (int w = threadIdx.x; w < BM_WORDS32; w += blockDim.x) { bmA[w] = 0u; bmB[w] = 0u; }
    __syncthreads();
    const int2 pr = pairs[p];
    expand_container(conts, p16, p64, pl, ((pr.x % pl.ncont) + pl.ncont) % pl.ncont, bmA);
    expand_container(conts, p16, p64, pl, ((pr.y % pl.ncont) + pl.ncont) % pl.ncont, bmB);
    __syncthreads();
    int cnt = 0;
    for (int w = threadIdx.x; w < BM_WORDS32 / 2; w += blockDim.x) {
      const uint32_t lo = IS_AND ? (bmA[2 * w] & bmB[2 * w]) : (bmA[2 * w] | bmB[2 * w]);
      const uint32_t hi = IS_AND ? (bmA[2 * w + 1] & bmB[2 * w + 1]) : (bmA[2 * w + 1] | bmB[2 * w + 1]);
      const unsigned long long x = ((unsigned long long)hi << 32) | lo;
      cnt += __popcll(x);
      if (out_bm) out_bm[(size_t)p * (BM_WORDS32 / 2) + w] = x;
    }
    const int total = block_sum_int(cnt, red);
    if (threadIdx.x == 0) card_out[p] = total;
  }
}

extern "C" __global__ void roaring_and_card(const Container* __restrict__ conts, const uint16_t* __restrict__ p16,
                                            const unsigned long long* __restrict__ p64, Pools pl,
                                            const int2* __restrict__ pairs, int npairs, int* __restrict__ card_out)
{
  roaring_combine<true>(conts, p16, p64, pl, pairs, npairs, card_out, nullptr);
}

extern "C" __global__ void roaring_or_materialize(const Container* __restrict__ conts, const uint16_t* __restrict__ p16,
                                                  const unsigned long long* __restrict__ p64, Pools pl,
                                                  const int2* __restrict__ pairs, int npairs, int* __restrict__ card_out,
                                                  unsigned long long* __restrict__ out_bm)
{
  roaring_combine<false>(conts, p16, p64, pl, pairs, npairs, card_out, out_bm);
}

// Warp per pair of array containers: lanes stride over A, binary search in B, matches written
// in A order through ballot ranks (output slot per pair, ARRAY_MAX entries).
extern "C" __global__ void roaring_array_intersect(const Container* __restrict__ conts, const uint16_t* __restrict__ p16,
                                                   Pools pl, const int2* __restrict__ pairs, int npairs,
                                                   uint16_t* __restrict__ out, int* __restrict__ out_card)
{
  const int lane = threadIdx.x & 31;
  const int p = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  if (p >= npairs || pl.ncont < 1) return;
  const int2 pr = pairs[p];
  const Container a = conts[((pr.x % pl.ncont) + pl.ncont) % pl.ncont];
  const Container b = conts[((pr.y % pl.ncont) + pl.ncont) % pl.ncont];
  int na = min(max(a.card, 0), ARRAY_MAX), nb = min(max(b.card, 0), ARRAY_MAX);
  if (a.offset < 0 || (long long)a.offset + na > pl.n16) na = 0;
  if (b.offset < 0 || (long long)b.offset + nb > pl.n16) nb = 0;
  const uint16_t* A = p16 + max(a.offset, 0);
  const uint16_t* B = p16 + max(b.offset, 0);
  int written = 0;
  for (int base = 0; base < na; base += 32) {
    const int i = base + lane;
    bool hit = false;
    uint16_t v = 0;
    if (i < na) {
      v = A[i];
      int lo = 0, hi = nb;
      for (int it = 0; it < 13 && lo < hi; ++it) {
        const int mid = (lo + hi) >> 1;
        if (B[mid] < v) lo = mid + 1; else hi = mid;
      }
      hit = lo < nb && B[lo] == v;
    }
    const unsigned m = __ballot_sync(0xffffffffu, hit);
    if (hit) out[(size_t)p * ARRAY_MAX + written + __popc(m & ((1u << lane) - 1u))] = v;
    written += __popc(m);
  }
  if (lane == 0) out_card[p] = written;
}

// WAH: literal words (MSB 0) carry 31 bits; fill words (MSB 1) repeat bit 30 over the low 30 bits'
// count of 31-bit groups. Thread per stream pair; walk both streams run by run.
struct WahCursor { int pos, end; uint32_t groups, word; bool fill; };

__device__ __forceinline__ void wah_next(const uint32_t* __restrict__ words, WahCursor& c)
{
  while (c.groups == 0u && c.pos < c.end) {
    const uint32_t w = words[c.pos++];
    if (w & 0x80000000u) {
      c.fill = true;
      c.groups = min(w & 0x3fffffffu, 1u << 20);
      c.word = (w & 0x40000000u) ? 0x7fffffffu : 0u;
    } else {
      c.fill = false;
      c.groups = 1u;
      c.word = w;
    }
  }
}

extern "C" __global__ void wah_and_count(const uint32_t* __restrict__ words, long long nwords,
                                         const int2* __restrict__ streams, const int2* __restrict__ pairs, int npairs,
                                         int nstreams, long long* __restrict__ count_out)
{
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= npairs || nstreams < 1 || nwords < 1) return;
  const int2 pr = pairs[p];
  const int2 sa = streams[((pr.x % nstreams) + nstreams) % nstreams];
  const int2 sb = streams[((pr.y % nstreams) + nstreams) % nstreams];
  WahCursor A, B;
  A.pos = (int)min(max((long long)sa.x, 0LL), nwords);
  A.end = (int)min((long long)A.pos + max(sa.y, 0), nwords);
  B.pos = (int)min(max((long long)sb.x, 0LL), nwords);
  B.end = (int)min((long long)B.pos + max(sb.y, 0), nwords);
  A.groups = B.groups = 0u;
  A.word = B.word = 0u;
  A.fill = B.fill = false;
  long long total = 0;
  const int max_steps = (A.end - A.pos) + (B.end - B.pos) + 2;
  for (int step = 0; step < max_steps; ++step) {
    wah_next(words, A);
    wah_next(words, B);
    if (A.groups == 0u || B.groups == 0u) break;
    const uint32_t n = min(A.groups, B.groups);
    const uint32_t x = A.word & B.word;
    if (A.fill && B.fill) total += (long long)n * __popc(x);
    else total += __popc(x);          // at least one literal: n == 1
    A.groups -= n;
    B.groups -= n;
  }
  count_out[p] = total;
}
