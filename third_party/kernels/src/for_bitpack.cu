// Frame-of-reference + bit-packing codec for 32-bit integers in blocks of 128 values:
// warp-per-block encoder (warp min/max, width from clz, word assembly from a shared staging
// area), decoders templated on the bit width, a delta/zigzag decoder with 64-bit warp scans,
// and a range-predicate scan evaluated on packed data with deterministic compaction.
#include <cuda_runtime.h>
#include <stdint.h>

#define FOR_BLOCK 128
#define WORDS_PER_BLOCK 128   // fixed stride: room for width 32
#define WARPS_MAX 8

struct ForHeader { int32_t ref; int32_t width; };

// Extract value i of a packed block with width w (0..32): may straddle two words.
__device__ __forceinline__ uint32_t extract_bits(const uint32_t* __restrict__ words, int i, int w)
{
  if (w == 0) return 0u;
  const uint32_t pos = (uint32_t)i * (uint32_t)w;
  const uint32_t wi = pos >> 5, off = pos & 31u;
  uint64_t pair = words[wi];
  if (off + (uint32_t)w > 32u) pair |= (uint64_t)words[wi + 1] << 32;
  const uint64_t mask = (w == 32) ? 0xffffffffull : ((1ull << w) - 1ull);
  return (uint32_t)((pair >> off) & mask);
}

// Warp per 128-value block; all warps reach both barriers.
extern "C" __global__ void for_pack128(const int32_t* __restrict__ in, int nblocks, ForHeader* __restrict__ hdr,
                                       uint32_t* __restrict__ words)
{
  __shared__ uint32_t stage[WARPS_MAX][FOR_BLOCK];
  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  if (blockDim.x != 32 * WARPS_MAX) return;
  const int b = blockIdx.x * WARPS_MAX + warp;
  const bool active = b < nblocks;
  int32_t v[4];
  int32_t mn = 0x7fffffff, mx = (int32_t)0x80000000;
  if (active) {
    const int4 q = reinterpret_cast<const int4*>(in + (size_t)b * FOR_BLOCK)[lane];
    v[0] = q.x; v[1] = q.y; v[2] = q.z; v[3] = q.w;
#pragma unroll
    for (int k = 0; k < 4; ++k) { mn = min(mn, v[k]); mx = max(mx, v[k]); }
  } else {
    v[0] = v[1] = v[2] = v[3] = 0;
    mn = mx = 0;
  }
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) {
    mn = min(mn, __shfl_xor_sync(0xffffffffu, mn, o));
    mx = max(mx, __shfl_xor_sync(0xffffffffu, mx, o));
  }
  const uint32_t range = (uint32_t)mx - (uint32_t)mn;
  const int width = range == 0u ? 0 : 32 - __clz(range);
#pragma unroll
  for (int k = 0; k < 4; ++k) stage[warp][lane * 4 + k] = (uint32_t)v[k] - (uint32_t)mn;
  __syncthreads();
  if (active) {
    if (lane == 0) { ForHeader h; h.ref = mn; h.width = width; hdr[b] = h; }
    const int nwords = 4 * width;
    for (int w = lane; w < nwords; w += 32) {
      const uint32_t bit0 = 32u * w;
      const int i0 = (int)(bit0 / width), i1 = min((int)((bit0 + 31u) / width), FOR_BLOCK - 1);
      uint32_t acc = 0u;
      for (int i = i0; i <= i1; ++i) {
        const int64_t sh = (int64_t)i * width - (int64_t)bit0;   // may be negative for the first value
        const uint32_t x = stage[warp][i];
        acc |= sh >= 0 ? (sh < 32 ? x << sh : 0u) : x >> (-sh);
      }
      words[(size_t)b * WORDS_PER_BLOCK + w] = acc;
    }
  }
  __syncthreads();
}

// Thread per 4 consecutive values with the width fixed at compile time: columns the planner
// packed with one width for every block (the header's width field is not consulted).
template <int B>
__device__ void for_unpack_fixed(const ForHeader* __restrict__ hdr, const uint32_t* __restrict__ words,
                                 int32_t* __restrict__ out, int nblocks)
{
  const long long total = (long long)nblocks * (FOR_BLOCK / 4);
  for (long long t = blockIdx.x * (long long)blockDim.x + threadIdx.x; t < total; t += (long long)gridDim.x * blockDim.x) {
    const int b = (int)(t / (FOR_BLOCK / 4));
    const int i0 = (int)(t % (FOR_BLOCK / 4)) * 4;
    const ForHeader h = hdr[b];
    const uint32_t* w = words + (size_t)b * WORDS_PER_BLOCK;
    int32_t r[4];
    constexpr uint32_t mask = (B == 32) ? 0xffffffffu : ((1u << B) - 1u);
    const uint32_t pos = (uint32_t)i0 * B;
    const uint32_t wi = pos >> 5, off = pos & 31u;
    // four B-bit fields span at most 4B + 31 bits: load the covering words once
    constexpr int NW = (4 * B + 31) / 32 + 1;
    uint32_t win[NW];
#pragma unroll
    for (int k = 0; k < NW; ++k) win[k] = (wi + k < WORDS_PER_BLOCK) ? w[wi + k] : 0u;
#pragma unroll
    for (int k = 0; k < 4; ++k) {
      const uint32_t bit = off + k * B;
      const uint32_t lo = win[bit >> 5] >> (bit & 31u);
      const uint32_t hi = ((bit & 31u) + B > 32u) ? win[(bit >> 5) + 1] << (32u - (bit & 31u)) : 0u;
      r[k] = h.ref + (int32_t)((lo | hi) & mask);
    }
    reinterpret_cast<int4*>(out + (size_t)b * FOR_BLOCK)[i0 / 4] = make_int4(r[0], r[1], r[2], r[3]);
  }
}

extern "C" __global__ void for_unpack_w7(const ForHeader* __restrict__ hdr, const uint32_t* __restrict__ words,
                                         int32_t* __restrict__ out, int nblocks)
{
  for_unpack_fixed<7>(hdr, words, out, nblocks);
}

extern "C" __global__ void for_unpack_w13(const ForHeader* __restrict__ hdr, const uint32_t* __restrict__ words,
                                          int32_t* __restrict__ out, int nblocks)
{
  for_unpack_fixed<13>(hdr, words, out, nblocks);
}

// Delta + zigzag: packed values are zigzag(x[i] - x[i-1]) - ref; the block's first value is
// base[b] (64-bit). Warp per block: four values per lane, 64-bit inclusive warp scan of lane sums.
extern "C" __global__ void for_unpack_delta_scan(const ForHeader* __restrict__ hdr, const uint32_t* __restrict__ words,
                                                 const long long* __restrict__ base, long long* __restrict__ out,
                                                 int nblocks)
{
  const int lane = threadIdx.x & 31;
  const int b = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  if (b >= nblocks) return;
  const ForHeader h = hdr[b];
  const int wd = min(max(h.width, 0), 32);
  const uint32_t* w = words + (size_t)b * WORDS_PER_BLOCK;
  long long d[4], run = 0;
#pragma unroll
  for (int k = 0; k < 4; ++k) {
    const uint32_t z = (uint32_t)h.ref + extract_bits(w, lane * 4 + k, wd);
    const long long delta = (long long)(int32_t)((z >> 1) ^ (0u - (z & 1u)));
    run += delta;
    d[k] = run;
  }
  long long incl = run;
#pragma unroll
  for (int o = 1; o < 32; o <<= 1) {
    const long long up = __shfl_up_sync(0xffffffffu, incl, o);
    if (lane >= o) incl += up;
  }
  const long long start = base[b] + (incl - run);
#pragma unroll
  for (int k = 0; k < 4; ++k) out[(size_t)b * FOR_BLOCK + lane * 4 + k] = start + d[k];
}

// Row ids with lo <= value <= hi, decoded on the fly; each 128-value block writes its matches in
// row order into its own slot range (ballot ranks + per-warp counts), plus the block's count.
extern "C" __global__ void for_range_filter(const ForHeader* __restrict__ hdr, const uint32_t* __restrict__ words,
                                            int nblocks, int32_t lo, int32_t hi, int* __restrict__ match_rows,
                                            int* __restrict__ match_count)
{
  __shared__ int s_cnt[4];
  if (blockDim.x != FOR_BLOCK) return;
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  for (int b = blockIdx.x; b < nblocks; b += gridDim.x) {
    const ForHeader h = hdr[b];
    const int wd = min(max(h.width, 0), 32);
    const int i = threadIdx.x;
    const int32_t v = h.ref + (int32_t)extract_bits(words + (size_t)b * WORDS_PER_BLOCK, i, wd);
    const bool hit = v >= lo && v <= hi;
    const unsigned m = __ballot_sync(0xffffffffu, hit);
    if (lane == 0) s_cnt[warp] = __popc(m);
    __syncthreads();
    int off = 0;
    for (int k = 0; k < warp; ++k) off += s_cnt[k];
    if (hit) match_rows[(size_t)b * FOR_BLOCK + off + __popc(m & ((1u << lane) - 1u))] = b * FOR_BLOCK + i;
    if (threadIdx.x == 0) match_count[b] = s_cnt[0] + s_cnt[1] + s_cnt[2] + s_cnt[3];
    __syncthreads();
  }
}
