// Decompression of independent byte streams, one warp per stream: LZ4 blocks (the nvCOMP
// layout: compressed chunks with offsets and sizes) and LEB128 varint streams (protobuf
// packed repeated fields).
//
//   lz4_decompress_warp  lane 0 parses each sequence header (token, literal-length and
//                        match-length extensions of 255-runs, 16-bit little-endian offset),
//                        the fields are broadcast with __shfl_sync, and the warp copies: the
//                        literals 32 bytes per step, the match 32 bytes per step when the
//                        offset is at least 32, otherwise in rounds of `offset` bytes with a
//                        __syncwarp between rounds (the overlapping copy that repeats a
//                        pattern). Every length and offset is range-checked against the input
//                        and the output capacity; status = decoded size or a negative error.
//                        launch: block 128, grid 2 (8 chunks of 200 bytes, capacity 1024).
//   varint_decode_warp   32-byte windows: each lane holds a byte, the terminator mask is the
//                        ballot of bytes without the continuation bit, every lane finds its
//                        value's start from the mask (__brev + __clz of the bits below it) and
//                        the terminator lane assembles the value from up to ten lanes by
//                        shuffles into 64 bits; values are numbered by __popc of the mask below
//                        the lane, optionally zigzag-decoded, and the window advances to just
//                        past the last terminator (a window without one is an error:
//                        malformed, or a value truncated by the segment end).
//                        launch: block 128, grid 2 (8 segments of 300 bytes).
#include <cuda_runtime.h>
#include <stdint.h>

#define LZ4_MIN_MATCH 4
#define LZ4_ERR_INPUT -1
#define LZ4_ERR_OFFSET -2
#define LZ4_ERR_OUTPUT -3

extern "C" __global__ void __launch_bounds__(256)
lz4_decompress_warp(const uint8_t *__restrict__ in, const long long *__restrict__ in_off,
                    const int *__restrict__ in_size, long long in_total, int nchunks, uint8_t *__restrict__ out,
                    int out_capacity, int *__restrict__ status) {
  const int chunk = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const int lane = threadIdx.x & 31;
  if (chunk >= nchunks || out_capacity <= 0) return;  // whole warps
  const long long off = in_off[chunk];
  const int size = in_size[chunk];
  if (off < 0 || size < 0 || off + size > in_total) {
    if (lane == 0) status[chunk] = LZ4_ERR_INPUT;
    return;
  }
  const uint8_t *src = in + off;
  uint8_t *dst = out + (size_t)chunk * out_capacity;
  int ip = 0, op = 0, err = 0;
  while (ip < size && err == 0) {
    // header parse on lane 0
    int lit = 0, lit_at = 0, mlen = 0, moff = 0, next_ip = 0, e = 0;
    if (lane == 0) {
      int p = ip;
      const int token = src[p++];
      lit = token >> 4;
      if (lit == 15) {
        int b;
        do {
          if (p >= size) { e = LZ4_ERR_INPUT; break; }
          b = src[p++];
          lit += b;
        } while (b == 255 && lit < (1 << 24));
      }
      lit_at = p;
      if (e == 0 && (p + lit > size)) e = LZ4_ERR_INPUT;
      if (e == 0 && op + lit > out_capacity) e = LZ4_ERR_OUTPUT;
      p += lit;
      if (e == 0 && p < size) {  // a match follows unless this was the last sequence
        if (p + 2 > size) {
          e = LZ4_ERR_INPUT;
        } else {
          moff = src[p] | (src[p + 1] << 8);
          p += 2;
          mlen = (token & 15);
          if (mlen == 15) {
            int b;
            do {
              if (p >= size) { e = LZ4_ERR_INPUT; break; }
              b = src[p++];
              mlen += b;
            } while (b == 255 && mlen < (1 << 24));
          }
          mlen += LZ4_MIN_MATCH;
          if (e == 0 && (moff == 0 || moff > op + lit)) e = LZ4_ERR_OFFSET;
          if (e == 0 && op + lit + mlen > out_capacity) e = LZ4_ERR_OUTPUT;
        }
      }
      next_ip = p;
    }
    e = __shfl_sync(0xffffffffu, e, 0);
    lit = __shfl_sync(0xffffffffu, lit, 0);
    lit_at = __shfl_sync(0xffffffffu, lit_at, 0);
    if (e != 0) {
      err = e;
      break;
    }
    mlen = __shfl_sync(0xffffffffu, mlen, 0);
    moff = __shfl_sync(0xffffffffu, moff, 0);
    next_ip = __shfl_sync(0xffffffffu, next_ip, 0);

    for (int i = lane; i < lit; i += 32) dst[op + i] = src[lit_at + i];
    op += lit;
    __syncwarp();
    if (mlen > 0) {
      if (moff >= 32) {
        for (int s = 0; s < mlen; s += 32) {
          // reads lie at least 32 bytes behind this step's writes, in earlier steps' bytes
          const int i = s + lane;
          if (i < mlen) dst[op + i] = dst[op + i - moff];
          __syncwarp();
        }
      } else {
        for (int r = 0; r < mlen; r += moff) {
          const int i = r + lane;
          uint8_t b = 0;
          const bool live = lane < moff && i < mlen;
          if (live) b = dst[op + i - moff];
          if (live) dst[op + i] = b;
          __syncwarp();
        }
      }
      op += mlen;
    }
    __syncwarp();
    ip = next_ip;
  }
  if (lane == 0) status[chunk] = err != 0 ? err : op;
}

extern "C" __global__ void __launch_bounds__(256)
varint_decode_warp(const uint8_t *__restrict__ in, long long in_total, int seg_len, int nsegs, int max_vals,
                   int zigzag, unsigned long long *__restrict__ vals, int *__restrict__ counts) {
  const int seg = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const int lane = threadIdx.x & 31;
  if (seg >= nsegs || seg_len <= 0 || max_vals <= 0) return;  // whole warps
  const long long begin = (long long)seg * seg_len;
  const long long end = min(begin + seg_len, in_total);
  unsigned long long *out = vals + (size_t)seg * max_vals;
  long long pos = begin;
  int count = 0;
  bool error = false;
  while (pos < end && count < max_vals) {
    const long long p = pos + lane;
    const bool have = p < end;
    const uint32_t b = have ? in[p] : 0x80u;  // past the end: a continuation byte, never a terminator
    const unsigned term = __ballot_sync(0xffffffffu, have && (b & 0x80u) == 0u);
    if (term == 0u) {  // no terminator in the rest of the window: malformed or truncated
      error = true;
      break;
    }
    // start of this lane's value: one past the highest terminator below the lane
    const unsigned below = term & ((1u << lane) - 1u);
    const int start = below ? 32 - __clz(below) : 0;
    const int k = lane - start;  // byte index within the value
    unsigned long long part = k < 10 ? (unsigned long long)(b & 0x7fu) << (7 * k) : 0ull;
    // the terminator lane gathers its value's bytes from the lanes below it
    unsigned long long v = part;
#pragma unroll
    for (int d = 1; d < 10; ++d) {
      const unsigned long long o = __shfl_up_sync(0xffffffffu, part, d);
      if (d <= k) v |= o;
    }
    const bool is_term = (term >> lane) & 1u;
    if (is_term) {
      const int idx = count + __popc(below);
      if (k >= 10) {
        error = true;  // more than ten bytes: not a valid 64-bit varint
      } else if (idx < max_vals) {
        out[idx] = zigzag ? ((v >> 1) ^ (0ull - (v & 1ull))) : v;
      }
    }
    const int last = 31 - __clz(term);
    count += __popc(term);
    pos += last + 1;
    if (__any_sync(0xffffffffu, error)) break;
  }
  error = __any_sync(0xffffffffu, error);
  if (lane == 0) counts[seg] = error ? -1 - min(count, max_vals) : min(count, max_vals);
}
