// Hashing and MACs over many messages: BLAKE3 (7 rounds of G with the message permutation applied
// to a register array, chunk chaining over sixteen 64-byte blocks with CHUNK_START / CHUNK_END,
// plain and keyed modes from one template, parent compression of a subtree of chaining values in
// shared memory) and Poly1305 with 130-bit arithmetic in five 26-bit limbs (donna-32 style).
#include <cuda_runtime.h>
#include <stdint.h>

#define B3_CHUNK_LEN 1024
#define B3_BLOCK_LEN 64
#define B3_CHUNK_START 1u
#define B3_CHUNK_END 2u
#define B3_PARENT 4u
#define B3_ROOT 8u
#define B3_KEYED_HASH 16u

__constant__ unsigned c_b3_key[8];

__device__ __forceinline__ unsigned b3_iv(int i) {
  const unsigned iv[8] = {0x6A09E667u, 0xBB67AE85u, 0x3C6EF372u, 0xA54FF53Au,
                          0x510E527Fu, 0x9B05688Cu, 0x1F83D9ABu, 0x5BE0CD19u};
  return iv[i];
}

__device__ __forceinline__ unsigned rotr32(unsigned x, int n) { return __funnelshift_r(x, x, n); }

__device__ __forceinline__ void g(unsigned* s, int a, int b, int c, int d, unsigned x, unsigned y) {
  s[a] = s[a] + s[b] + x;
  s[d] = rotr32(s[d] ^ s[a], 16);
  s[c] = s[c] + s[d];
  s[b] = rotr32(s[b] ^ s[c], 12);
  s[a] = s[a] + s[b] + y;
  s[d] = rotr32(s[d] ^ s[a], 8);
  s[c] = s[c] + s[d];
  s[b] = rotr32(s[b] ^ s[c], 7);
}

// Compression function: out[0..8) = new chaining value (the first half of the output).
__device__ __noinline__ void blake3_compress(const unsigned* cv, const unsigned* block, unsigned long long counter,
                                             unsigned block_len, unsigned flags, unsigned* out) {
  unsigned s[16], m[16];
#pragma unroll
  for (int i = 0; i < 16; ++i) m[i] = block[i];
#pragma unroll
  for (int i = 0; i < 8; ++i) s[i] = cv[i];
#pragma unroll
  for (int i = 0; i < 4; ++i) s[8 + i] = b3_iv(i);
  s[12] = (unsigned)counter;
  s[13] = (unsigned)(counter >> 32);
  s[14] = block_len;
  s[15] = flags;
  const int perm[16] = {2, 6, 3, 10, 7, 0, 4, 13, 1, 11, 12, 5, 9, 14, 15, 8};
#pragma unroll
  for (int r = 0; r < 7; ++r) {
    g(s, 0, 4, 8, 12, m[0], m[1]);
    g(s, 1, 5, 9, 13, m[2], m[3]);
    g(s, 2, 6, 10, 14, m[4], m[5]);
    g(s, 3, 7, 11, 15, m[6], m[7]);
    g(s, 0, 5, 10, 15, m[8], m[9]);
    g(s, 1, 6, 11, 12, m[10], m[11]);
    g(s, 2, 7, 8, 13, m[12], m[13]);
    g(s, 3, 4, 9, 14, m[14], m[15]);
    if (r < 6) {
      unsigned t[16];
#pragma unroll
      for (int i = 0; i < 16; ++i) t[i] = m[perm[i]];
#pragma unroll
      for (int i = 0; i < 16; ++i) m[i] = t[i];
    }
  }
#pragma unroll
  for (int i = 0; i < 8; ++i) out[i] = s[i] ^ s[i + 8];
}

// One thread per 1 KiB chunk: chaining over its 64-byte blocks, the final (possibly partial) block
// zero-padded and flagged CHUNK_END. A single-chunk input is finalised with ROOT.
template <bool KEYED>
__device__ __forceinline__ void chunk_cv_body(const uint8_t* __restrict__ input, long long len,
                                              unsigned* __restrict__ cvs) {
  const long long nchunks = len > 0 ? (len + B3_CHUNK_LEN - 1) / B3_CHUNK_LEN : 1;
  const unsigned base_flags = KEYED ? B3_KEYED_HASH : 0u;
  for (long long c = (long long)blockIdx.x * blockDim.x + threadIdx.x; c < nchunks;
       c += (long long)gridDim.x * blockDim.x) {
    unsigned cv[8];
#pragma unroll
    for (int i = 0; i < 8; ++i) cv[i] = KEYED ? c_b3_key[i] : b3_iv(i);
    const long long start = c * B3_CHUNK_LEN;
    const int clen = (int)min((long long)B3_CHUNK_LEN, max(len - start, 0LL));
    const int nblocks = clen > 0 ? (clen + B3_BLOCK_LEN - 1) / B3_BLOCK_LEN : 1;
    for (int b = 0; b < nblocks; ++b) {
      const int off = b * B3_BLOCK_LEN;
      const int blen = min(B3_BLOCK_LEN, clen - off);
      unsigned words[16];
      const uint8_t* p = input + start + off;
      if (blen == B3_BLOCK_LEN) {
        const uint4* q = reinterpret_cast<const uint4*>(p);
#pragma unroll
        for (int i = 0; i < 4; ++i) {
          const uint4 v = q[i];
          words[4 * i] = v.x;
          words[4 * i + 1] = v.y;
          words[4 * i + 2] = v.z;
          words[4 * i + 3] = v.w;
        }
      } else {
#pragma unroll
        for (int i = 0; i < 16; ++i) {
          unsigned w = 0;
#pragma unroll
          for (int k = 0; k < 4; ++k) {
            const int j = 4 * i + k;
            if (j < blen) w |= (unsigned)p[j] << (8 * k);
          }
          words[i] = w;
        }
      }
      unsigned flags = base_flags;
      if (b == 0) flags |= B3_CHUNK_START;
      if (b == nblocks - 1) flags |= B3_CHUNK_END | (nchunks == 1 ? B3_ROOT : 0u);
      blake3_compress(cv, words, (unsigned long long)c, (unsigned)max(blen, 0), flags, cv);
    }
#pragma unroll
    for (int i = 0; i < 8; ++i) cvs[c * 8 + i] = cv[i];
  }
}

extern "C" __global__ void blake3_chunk_cv(const uint8_t* __restrict__ input, long long len, unsigned* __restrict__ cvs) {
  chunk_cv_body<false>(input, len, cvs);
}

extern "C" __global__ void blake3_chunk_cv_keyed(const uint8_t* __restrict__ input, long long len,
                                                 unsigned* __restrict__ cvs) {
  chunk_cv_body<true>(input, len, cvs);
}

// Each block merges up to 256 consecutive chaining values into one subtree root by repeated
// parent compressions in shared memory (an odd last node is carried up a level). The last level is
// flagged ROOT when the whole input fits in one block.
extern "C" __global__ void __launch_bounds__(256)
    blake3_parent_tree(const unsigned* __restrict__ cvs, int ncvs, unsigned* __restrict__ roots, int keyed) {
  __shared__ unsigned s_cv[256][8];
  if (blockDim.x != 256 || ncvs < 1) return;
  const int t = threadIdx.x;
  const int first = blockIdx.x * 256;
  if (first >= ncvs) return;
  int width = min(256, ncvs - first);
  const bool whole = gridDim.x == 1 && ncvs <= 256;
  unsigned key[8];
#pragma unroll
  for (int i = 0; i < 8; ++i) key[i] = keyed ? c_b3_key[i] : b3_iv(i);
  const unsigned flags = B3_PARENT | (keyed ? B3_KEYED_HASH : 0u);
  if (t < width) {
#pragma unroll
    for (int i = 0; i < 8; ++i) s_cv[t][i] = cvs[(long long)(first + t) * 8 + i];
  }
  __syncthreads();
  while (width > 1) {
    const int pairs = width >> 1;
    unsigned outv[8];
    const bool active = t < pairs;
    const bool carry = (width & 1) && t == pairs;
    if (active) {
      unsigned block[16];
#pragma unroll
      for (int i = 0; i < 8; ++i) {
        block[i] = s_cv[2 * t][i];
        block[8 + i] = s_cv[2 * t + 1][i];
      }
      const unsigned f = flags | ((whole && width == 2) ? B3_ROOT : 0u);
      blake3_compress(key, block, 0ull, B3_BLOCK_LEN, f, outv);
    } else if (carry) {
#pragma unroll
      for (int i = 0; i < 8; ++i) outv[i] = s_cv[width - 1][i];
    }
    __syncthreads();
    if (active || carry) {
#pragma unroll
      for (int i = 0; i < 8; ++i) s_cv[t][i] = outv[i];
    }
    __syncthreads();
    width = pairs + (width & 1);
  }
  if (t < 8) roots[(long long)blockIdx.x * 8 + t] = s_cv[0][t];
}

__device__ __forceinline__ unsigned le32(const uint8_t* p) {
  return (unsigned)p[0] | ((unsigned)p[1] << 8) | ((unsigned)p[2] << 16) | ((unsigned)p[3] << 24);
}

struct Poly1305State {
  unsigned r[5], s4[4], h[5];
};

__device__ __noinline__ void poly1305_block(Poly1305State* st, const uint8_t* m, unsigned hibit) {
  const unsigned M26 = 0x3ffffffu;
  unsigned h0 = st->h[0] + (le32(m + 0) & M26);
  unsigned h1 = st->h[1] + ((le32(m + 3) >> 2) & M26);
  unsigned h2 = st->h[2] + ((le32(m + 6) >> 4) & M26);
  unsigned h3 = st->h[3] + ((le32(m + 9) >> 6) & M26);
  unsigned h4 = st->h[4] + ((le32(m + 12) >> 8) | hibit);
  const unsigned long long r0 = st->r[0], r1 = st->r[1], r2 = st->r[2], r3 = st->r[3], r4 = st->r[4];
  const unsigned long long s1 = st->s4[0], s2 = st->s4[1], s3 = st->s4[2], s4 = st->s4[3];
  unsigned long long d0 = h0 * r0 + h1 * s4 + h2 * s3 + h3 * s2 + h4 * s1;
  unsigned long long d1 = h0 * r1 + h1 * r0 + h2 * s4 + h3 * s3 + h4 * s2;
  unsigned long long d2 = h0 * r2 + h1 * r1 + h2 * r0 + h3 * s4 + h4 * s3;
  unsigned long long d3 = h0 * r3 + h1 * r2 + h2 * r1 + h3 * r0 + h4 * s4;
  unsigned long long d4 = h0 * r4 + h1 * r3 + h2 * r2 + h3 * r1 + h4 * r0;
  unsigned long long c = d0 >> 26; h0 = (unsigned)d0 & M26;
  d1 += c; c = d1 >> 26; h1 = (unsigned)d1 & M26;
  d2 += c; c = d2 >> 26; h2 = (unsigned)d2 & M26;
  d3 += c; c = d3 >> 26; h3 = (unsigned)d3 & M26;
  d4 += c; c = d4 >> 26; h4 = (unsigned)d4 & M26;
  h0 += (unsigned)c * 5u;
  h1 += h0 >> 26;
  h0 &= M26;
  st->h[0] = h0; st->h[1] = h1; st->h[2] = h2; st->h[3] = h3; st->h[4] = h4;
}

// One thread per message: key = (r, s) 32 bytes, message at msgs + i * stride: a fixed-length
// header followed by lens[i] payload bytes, at most stride in all; tag = (h mod 2^130-5 + s) mod 2^128.
extern "C" __global__ void poly1305_mac(const uint8_t* __restrict__ msgs, const int* __restrict__ lens, int header_len, int stride,
                                        const uint8_t* __restrict__ keys, uint4* __restrict__ tags, int nmsgs) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < nmsgs; i += gridDim.x * blockDim.x) {
    const uint8_t* k = keys + (long long)i * 32;
    Poly1305State st;
    st.r[0] = le32(k + 0) & 0x3ffffffu;
    st.r[1] = (le32(k + 3) >> 2) & 0x3ffff03u;
    st.r[2] = (le32(k + 6) >> 4) & 0x3ffc0ffu;
    st.r[3] = (le32(k + 9) >> 6) & 0x3f03fffu;
    st.r[4] = (le32(k + 12) >> 8) & 0x00fffffu;
#pragma unroll
    for (int j = 0; j < 4; ++j) st.s4[j] = st.r[j + 1] * 5u;
#pragma unroll
    for (int j = 0; j < 5; ++j) st.h[j] = 0u;
    const uint8_t* m = msgs + (long long)i * stride;
    const int len = min(max(header_len, 0) + min(max(lens[i], 0), 1 << 20), max(stride, 0));
    int off = 0;
    for (; off + 16 <= len; off += 16) poly1305_block(&st, m + off, 1u << 24);
    if (off < len) {
      uint8_t buf[16];
#pragma unroll
      for (int j = 0; j < 16; ++j) buf[j] = off + j < len ? m[off + j] : (off + j == len ? 1 : 0);
      poly1305_block(&st, buf, 0u);
    }
    // full carry, then h - p selected when h >= p
    unsigned h0 = st.h[0], h1 = st.h[1], h2 = st.h[2], h3 = st.h[3], h4 = st.h[4];
    unsigned c = h1 >> 26; h1 &= 0x3ffffffu;
    h2 += c; c = h2 >> 26; h2 &= 0x3ffffffu;
    h3 += c; c = h3 >> 26; h3 &= 0x3ffffffu;
    h4 += c; c = h4 >> 26; h4 &= 0x3ffffffu;
    h0 += c * 5u; c = h0 >> 26; h0 &= 0x3ffffffu;
    h1 += c;
    unsigned g0 = h0 + 5u; c = g0 >> 26; g0 &= 0x3ffffffu;
    unsigned g1 = h1 + c; c = g1 >> 26; g1 &= 0x3ffffffu;
    unsigned g2 = h2 + c; c = g2 >> 26; g2 &= 0x3ffffffu;
    unsigned g3 = h3 + c; c = g3 >> 26; g3 &= 0x3ffffffu;
    const unsigned g4 = h4 + c - (1u << 26);
    const unsigned mask = (g4 >> 31) - 1u;  // all ones when h >= p
    h0 = (h0 & ~mask) | (g0 & mask);
    h1 = (h1 & ~mask) | (g1 & mask);
    h2 = (h2 & ~mask) | (g2 & mask);
    h3 = (h3 & ~mask) | (g3 & mask);
    h4 = (h4 & ~mask) | (g4 & mask);
    const unsigned w0 = h0 | (h1 << 26), w1 = (h1 >> 6) | (h2 << 20);
    const unsigned w2 = (h2 >> 12) | (h3 << 14), w3 = (h3 >> 18) | (h4 << 8);
    unsigned long long f = (unsigned long long)w0 + le32(k + 16);
    const unsigned t0 = (unsigned)f;
    f = (unsigned long long)w1 + le32(k + 20) + (f >> 32);
    const unsigned t1 = (unsigned)f;
    f = (unsigned long long)w2 + le32(k + 24) + (f >> 32);
    const unsigned t2 = (unsigned)f;
    f = (unsigned long long)w3 + le32(k + 28) + (f >> 32);
    tags[i] = make_uint4(t0, t1, t2, (unsigned)f);
  }
}
