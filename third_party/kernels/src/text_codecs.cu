// text_codecs.cu
//
// Data-parallel text decoding: Base64 and UTF-8 -> UTF-16.
//
//  base64_decode     : block of 256 threads per 256-quad tile (grid-stride over
//                      tiles), one quad per thread read as one 32-bit word,
//                      decoding through a compile-time generated static
//                      __constant__ reverse table (-1 invalid, -2 padding);
//                      '=' accepted only at the end of the last quad; the 768
//                      output bytes of a full tile are staged in shared memory
//                      and written as 32-bit words, the tail byte-wise; the
//                      first invalid character position by 64-bit atomicMin.
//  utf8_count_units  : one byte per thread, 256-byte tiles: a __noinline__
//                      classifier decodes the sequence starting at a lead
//                      byte (overlong, surrogate and range checks, truncated
//                      sequences) or looks back up to three bytes to decide
//                      whether a continuation byte is covered by a valid lead;
//                      invalid bytes become U+FFFD.  UTF-16 units per tile by
//                      a block reduction; errors by atomicMin / atomicAdd.
//  utf8_to_utf16     : the same classification, a block exclusive scan of the
//                      per-byte unit counts on top of the tile's output offset
//                      (the scan of the tile counts redone by every block,
//                      incrementally along its grid-stride walk; writes are
//                      confined to the tile's own window), surrogate pairs
//                      for supplementary code points.
#include <cuda_runtime.h>
#include <stdint.h>

// ------------------------------------------------------------------ base64 --
struct B64Table {
    signed char v[256];
};

__host__ __device__ constexpr B64Table make_b64_table()
{
    B64Table t{};
    for (int i = 0; i < 256; ++i) t.v[i] = -1;
    for (int i = 0; i < 26; ++i) {
        t.v['A' + i] = (signed char)i;
        t.v['a' + i] = (signed char)(26 + i);
    }
    for (int i = 0; i < 10; ++i) t.v['0' + i] = (signed char)(52 + i);
    t.v['+'] = 62;
    t.v['/'] = 63;
    t.v['='] = -2;
    return t;
}

static __constant__ B64Table c_b64 = make_b64_table();

#define B64_TILE 256

extern "C" __global__ void __launch_bounds__(B64_TILE)
base64_decode(const unsigned char* __restrict__ in, long long n_chars,
              unsigned char* __restrict__ out, long long* __restrict__ out_len,
              unsigned long long* __restrict__ first_error)
{
    __shared__ __align__(4) unsigned char s_out[B64_TILE * 3];
    const long long nquads = n_chars >> 2;
    if (n_chars & 3) {                        // malformed length: report once
        if (blockIdx.x == 0 && threadIdx.x == 0) atomicMin(first_error, (unsigned long long)(n_chars & ~3ll));
    }
    for (long long t0 = (long long)blockIdx.x * B64_TILE; t0 < nquads; t0 += (long long)gridDim.x * B64_TILE) {
        const long long q = t0 + threadIdx.x;
        int nbytes = 0;
        uint32_t bits = 0;
        if (q < nquads) {
            const uint32_t w = *reinterpret_cast<const uint32_t*>(in + 4 * q);
            const int c0 = c_b64.v[w & 255], c1 = c_b64.v[(w >> 8) & 255];
            const int c2 = c_b64.v[(w >> 16) & 255], c3 = c_b64.v[w >> 24];
            const bool last = q == nquads - 1;
            int bad = -1;
            if (c0 < 0) bad = 0;
            else if (c1 < 0) bad = 1;
            else if (c2 == -1 || (c2 == -2 && (!last || c3 != -2))) bad = 2;
            else if (c3 == -1 || (c3 == -2 && !last)) bad = 3;
            if (bad >= 0) {
                atomicMin(first_error, (unsigned long long)(4 * q + bad));
                nbytes = 0;
            } else {
                nbytes = c2 == -2 ? 1 : (c3 == -2 ? 2 : 3);
                bits = ((uint32_t)c0 << 18) | ((uint32_t)c1 << 12) | ((uint32_t)max(c2, 0) << 6) | (uint32_t)max(c3, 0);
            }
            if (last) *out_len = 3 * q + (bad >= 0 ? 0 : nbytes);
        }
        // invalid quads decode to zero bytes in place (the output keeps its layout)
        s_out[3 * threadIdx.x + 0] = (unsigned char)(bits >> 16);
        s_out[3 * threadIdx.x + 1] = (unsigned char)(bits >> 8);
        s_out[3 * threadIdx.x + 2] = (unsigned char)bits;
        __syncthreads();
        const long long ob = 3 * t0;
        if (t0 + B64_TILE <= nquads - 1) {    // full tile, no padding inside
            uint32_t* o32 = reinterpret_cast<uint32_t*>(out + ob);
            const uint32_t* s32 = reinterpret_cast<const uint32_t*>(s_out);
            for (int k = threadIdx.x; k < B64_TILE * 3 / 4; k += B64_TILE) o32[k] = s32[k];
        } else {
            const long long valid_q = min((long long)B64_TILE, nquads - t0);
            for (int k = threadIdx.x; k < valid_q * 3; k += B64_TILE) {
                const long long qq = t0 + k / 3;
                // drop padding bytes of the final quad
                if (qq == nquads - 1) {
                    const uint32_t w = *reinterpret_cast<const uint32_t*>(in + 4 * qq);
                    const int pad = (c_b64.v[w >> 24] == -2) + (c_b64.v[(w >> 16) & 255] == -2);
                    if (k % 3 >= 3 - pad) continue;
                }
                out[ob + k] = s_out[k];
            }
        }
        __syncthreads();
    }
}

// ------------------------------------------------------------------- UTF-8 --
#define U8_TILE 256
#define REPLACEMENT 0xFFFDu

__device__ __forceinline__ int lead_length(unsigned b) {
    if (b < 0x80u) return 1;
    if (b < 0xC2u) return 0;          // continuation or overlong C0/C1
    if (b < 0xE0u) return 2;
    if (b < 0xF0u) return 3;
    if (b < 0xF5u) return 4;
    return 0;
}

// Validates the sequence starting at lead byte i; returns its length (0 if
// invalid) and the code point.
__device__ __forceinline__ int decode_at(const unsigned char* __restrict__ s, long long n, long long i, unsigned& cp)
{
    const unsigned b0 = s[i];
    const int len = lead_length(b0);
    if (len <= 1) { cp = b0; return len; }
    if (i + len > n) return 0;
    const unsigned b1 = s[i + 1];
    if ((b1 & 0xC0u) != 0x80u) return 0;
    unsigned lo = 0x80u, hi = 0xBFu;                // second-byte range (RFC 3629 table)
    if (b0 == 0xE0u) lo = 0xA0u;
    else if (b0 == 0xEDu) hi = 0x9Fu;
    else if (b0 == 0xF0u) lo = 0x90u;
    else if (b0 == 0xF4u) hi = 0x8Fu;
    if (b1 < lo || b1 > hi) return 0;
    unsigned c = (b0 & (0x7Fu >> len)) << 6 | (b1 & 0x3Fu);
    for (int k = 2; k < len; ++k) {
        const unsigned b = s[i + k];
        if ((b & 0xC0u) != 0x80u) return 0;
        c = (c << 6) | (b & 0x3Fu);
    }
    cp = c;
    return len;
}

// UTF-16 units produced by byte i (0 for a covered continuation byte) and the
// code point it stands for; *err = 1 when the byte is part of an error.
__device__ __noinline__ int classify_byte(const unsigned char* __restrict__ s, long long n, long long i,
                                          unsigned* cp, int* err)
{
    const unsigned b = s[i];
    *err = 0;
    if ((b & 0xC0u) == 0x80u) {
        // continuation: covered if a valid lead within three bytes back spans it
        for (int back = 1; back <= 3 && i - back >= 0; ++back) {
            const unsigned p = s[i - back];
            if ((p & 0xC0u) == 0x80u) continue;
            unsigned dummy;
            const int len = decode_at(s, n, i - back, dummy);
            if (len > back) return 0;
            break;
        }
        *cp = REPLACEMENT;
        *err = 1;
        return 1;
    }
    unsigned c = 0;
    const int len = decode_at(s, n, i, c);
    if (len == 0) {
        *cp = REPLACEMENT;
        *err = 1;
        return 1;
    }
    *cp = c;
    return c >= 0x10000u ? 2 : 1;
}

extern "C" __global__ void __launch_bounds__(U8_TILE)
utf8_count_units(const unsigned char* __restrict__ s, long long n,
                 unsigned* __restrict__ tile_units,               // [ntiles]
                 unsigned long long* __restrict__ first_error, unsigned* __restrict__ error_bytes)
{
    __shared__ unsigned s_part[U8_TILE / 32];
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    const long long ntiles = (n + U8_TILE - 1) / U8_TILE;
    unsigned errs = 0;
    for (long long t = blockIdx.x; t < ntiles; t += gridDim.x) {
        const long long i = t * U8_TILE + threadIdx.x;
        unsigned u = 0;
        if (i < n) {
            unsigned cp;
            int err;
            u = classify_byte(s, n, i, &cp, &err);
            if (err) {
                ++errs;
                atomicMin(first_error, (unsigned long long)i);
            }
        }
#pragma unroll
        for (int off = 16; off > 0; off >>= 1) u += __shfl_xor_sync(0xffffffffu, u, off);
        if (lane == 0) s_part[warp] = u;
        __syncthreads();
        if (threadIdx.x == 0) {
            unsigned tot = 0;
#pragma unroll
            for (int w = 0; w < U8_TILE / 32; ++w) tot += s_part[w];
            tile_units[t] = tot;
        }
        __syncthreads();
    }
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) errs += __shfl_xor_sync(0xffffffffu, errs, off);
    if (lane == 0 && errs) atomicAdd(error_bytes, errs);
}

// sum of v[a..b) by the whole block (fixed order: deterministic)
__device__ __forceinline__ unsigned long long block_sum_range(const unsigned* __restrict__ v, long long a, long long b,
                                                              unsigned long long* s_red)
{
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    unsigned long long acc = 0;
    for (long long k = a + threadIdx.x; k < b; k += U8_TILE) acc += v[k];
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) acc += __shfl_xor_sync(0xffffffffu, acc, off);
    __syncthreads();
    if (lane == 0) s_red[warp] = acc;
    __syncthreads();
    unsigned long long tot = 0;
#pragma unroll
    for (int w = 0; w < U8_TILE / 32; ++w) tot += s_red[w];
    return tot;
}

// Tile t writes its units at offset sum(tile_units[0..t)), never past its own
// window of tile_units[t] units (so a stale count cannot spill into the next
// tile's output).  The scan of the tile counts is done redundantly by every
// block, incrementally along its grid-stride walk.
extern "C" __global__ void __launch_bounds__(U8_TILE)
utf8_to_utf16(const unsigned char* __restrict__ s, long long n,
              const unsigned* __restrict__ tile_units,
              unsigned short* __restrict__ out, unsigned long long out_cap)
{
    __shared__ unsigned s_warp[U8_TILE / 32];
    __shared__ unsigned long long s_red[U8_TILE / 32];
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    const long long ntiles = (n + U8_TILE - 1) / U8_TILE;
    if ((long long)blockIdx.x >= ntiles) return;
    unsigned long long base = block_sum_range(tile_units, 0, blockIdx.x, s_red);
    for (long long t = blockIdx.x; t < ntiles; t += gridDim.x) {
        const long long i = t * U8_TILE + threadIdx.x;
        unsigned u = 0, cp = 0;
        if (i < n) {
            int err;
            u = classify_byte(s, n, i, &cp, &err);
        }
        unsigned incl = u;
#pragma unroll
        for (int off = 1; off < 32; off <<= 1) {
            const unsigned x = __shfl_up_sync(0xffffffffu, incl, off);
            if (lane >= off) incl += x;
        }
        if (lane == 31) s_warp[warp] = incl;
        __syncthreads();
        unsigned before = 0;
        for (int w = 0; w < warp; ++w) before += s_warp[w];
        const unsigned long long wend = min(base + tile_units[t], out_cap);
        const unsigned long long pos = base + before + incl - u;
        if (u != 0 && pos + u <= wend) {
            if (u == 1) {
                out[pos] = (unsigned short)cp;
            } else {
                const unsigned v = cp - 0x10000u;
                out[pos] = (unsigned short)(0xD800u | (v >> 10));
                out[pos + 1] = (unsigned short)(0xDC00u | (v & 0x3FFu));
            }
        }
        __syncthreads();
        base += block_sum_range(tile_units, t, min(t + (long long)gridDim.x, ntiles), s_red);
    }
}
