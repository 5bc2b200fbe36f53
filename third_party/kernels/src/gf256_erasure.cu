// Reed-Solomon erasure coding over GF(2^8) (polynomial 0x11d, generator 2), the shape of
// storage-system encoders (ISA-L / Jerasure style), with three ways of multiplying bytes:
//
//   rs_encode_parity   m parity shards from k data shards with an m x k coefficient matrix.
//                      Each block builds exp/log tables in shared memory (exp[i] = 2^i by
//                      square-and-multiply with a carry-less multiply, log[] scattered from
//                      it), stages the coefficient logs, then each thread encodes one 32-bit
//                      word (4 byte columns) per grid-stride step: per parity row it XORs the
//                      table products byte by byte and repacks with __byte_perm.
//                      launch: block 128, grid 2 (words_per_shard 300, k 6, m 3).
//   rs_syndromes       2t syndromes of n codeword shards per byte column, Horner's rule with
//                      SWAR multiplication of four packed bytes by alpha^i (xtime on
//                      0x7f7f7f7f lanes), a per-word nonzero flag, and a per-block count of
//                      dirty words added with one atomicAdd. launch: block 128, grid 2.
//   gf_region_mul_xor  dst ^= c * src over a byte region, 16 bytes per thread through uint4,
//                      multiplication by the constant decomposed into its set bits (unrolled
//                      8-step SWAR ladder), byte tail handled by the last thread, size_t
//                      grid-stride. launch: block 128, grid 2 (nbytes 5000).
#include <cuda_runtime.h>
#include <stdint.h>

#define GF_POLY 0x11du
#define RS_MAX_K 16
#define RS_MAX_M 8
#define RS_MAX_SYN 16

// Carry-less multiply then reduction modulo the field polynomial.
static __device__ __forceinline__ uint32_t gf_mul_slow(uint32_t a, uint32_t b) {
  uint32_t r = 0;
#pragma unroll
  for (int i = 0; i < 8; ++i) {
    r ^= (b & 1u) ? a : 0u;
    b >>= 1;
    a <<= 1;
    a ^= (a & 0x100u) ? GF_POLY : 0u;
  }
  return r & 0xffu;
}

// Multiply four packed bytes by x (i.e. by 2) in GF(2^8).
static __device__ __forceinline__ uint32_t gf_xtime4(uint32_t x) {
  const uint32_t hi = (x >> 7) & 0x01010101u;
  return ((x & 0x7f7f7f7fu) << 1) ^ (hi * (GF_POLY & 0xffu));
}

static __device__ __forceinline__ uint32_t gf_mul4_const(uint32_t x, uint32_t c) {
  uint32_t r = 0;
#pragma unroll
  for (int i = 0; i < 8; ++i) {
    if (c & (1u << i)) r ^= x;
    x = gf_xtime4(x);
  }
  return r;
}

// Builds exp[0..509] and log[0..255] in shared memory; every thread of the block takes part.
static __device__ void gf_build_tables(uint8_t *s_exp, uint8_t *s_log) {
  for (int i = threadIdx.x; i < 255; i += blockDim.x) {
    // 2^i by square-and-multiply
    uint32_t base = 2u, acc = 1u;
    uint32_t e = (uint32_t)i;
    while (e) {
      if (e & 1u) acc = gf_mul_slow(acc, base);
      base = gf_mul_slow(base, base);
      e >>= 1;
    }
    s_exp[i] = (uint8_t)acc;
    s_exp[i + 255] = (uint8_t)acc;
    s_log[acc] = (uint8_t)i;
  }
  if (threadIdx.x == 0) s_log[0] = 0;  // never used as a factor: zero is tested first
}

extern "C" __global__ void __launch_bounds__(256)
rs_encode_parity(const uint32_t *__restrict__ data, int k, int words_per_shard,
                 long long shard_stride_words, const uint8_t *__restrict__ coeffs, int m,
                 uint32_t *__restrict__ parity) {
  __shared__ uint8_t s_exp[512];
  __shared__ uint8_t s_log[256];
  __shared__ uint8_t s_clog[RS_MAX_M * RS_MAX_K];
  __shared__ uint8_t s_cnz[RS_MAX_M * RS_MAX_K];

  k = min(max(k, 0), RS_MAX_K);
  m = min(max(m, 0), RS_MAX_M);
  gf_build_tables(s_exp, s_log);
  __syncthreads();
  for (int i = threadIdx.x; i < m * k; i += blockDim.x) {
    const uint8_t c = coeffs[i];
    s_cnz[i] = c != 0;
    s_clog[i] = s_log[c];
  }
  __syncthreads();

  if (words_per_shard <= 0 || shard_stride_words < words_per_shard) return;
  const size_t stride = (size_t)gridDim.x * blockDim.x;
  for (size_t w = (size_t)blockIdx.x * blockDim.x + threadIdx.x; w < (size_t)words_per_shard; w += stride) {
    uint32_t in[RS_MAX_K];
#pragma unroll
    for (int j = 0; j < RS_MAX_K; ++j) in[j] = j < k ? __ldg(&data[(size_t)j * shard_stride_words + w]) : 0u;
    for (int p = 0; p < m; ++p) {
      uint32_t b0 = 0, b1 = 0, b2 = 0, b3 = 0;
#pragma unroll
      for (int j = 0; j < RS_MAX_K; ++j) {
        if (j < k && s_cnz[p * k + j]) {
          const uint32_t lc = s_clog[p * k + j];
          const uint32_t d = in[j];
          const uint32_t d0 = d & 0xffu, d1 = (d >> 8) & 0xffu, d2 = (d >> 16) & 0xffu, d3 = d >> 24;
          if (d0) b0 ^= s_exp[lc + s_log[d0]];
          if (d1) b1 ^= s_exp[lc + s_log[d1]];
          if (d2) b2 ^= s_exp[lc + s_log[d2]];
          if (d3) b3 ^= s_exp[lc + s_log[d3]];
        }
      }
      const uint32_t lo = __byte_perm(b0, b1, 0x7740);  // bytes: b0.0, b1.0
      const uint32_t hi = __byte_perm(b2, b3, 0x7740);
      parity[(size_t)p * shard_stride_words + w] = __byte_perm(lo, hi, 0x5410);
    }
  }
}

extern "C" __global__ void __launch_bounds__(256)
rs_syndromes(const uint32_t *__restrict__ shards, int n, int words_per_shard, long long shard_stride_words,
             int nsyn, uint32_t *__restrict__ syndromes, uint8_t *__restrict__ dirty,
             unsigned *__restrict__ dirty_count) {
  __shared__ uint32_t s_alpha[RS_MAX_SYN];
  __shared__ unsigned s_dirty;
  n = min(max(n, 0), 255);
  nsyn = min(max(nsyn, 0), RS_MAX_SYN);
  if (threadIdx.x < RS_MAX_SYN) {
    // alpha^i for i = 1..nsyn (consecutive roots starting at alpha^1)
    uint32_t a = 1u;
    for (int i = 0; i <= (int)threadIdx.x; ++i) a = gf_mul_slow(a, 2u);
    s_alpha[threadIdx.x] = a;
  }
  if (threadIdx.x == 0) s_dirty = 0u;
  __syncthreads();

  unsigned local_dirty = 0;
  if (words_per_shard > 0 && shard_stride_words >= words_per_shard) {
    const size_t stride = (size_t)gridDim.x * blockDim.x;
    for (size_t w = (size_t)blockIdx.x * blockDim.x + threadIdx.x; w < (size_t)words_per_shard; w += stride) {
      uint32_t any = 0;
      for (int s = 0; s < nsyn; ++s) {
        const uint32_t a = s_alpha[s];
        uint32_t acc = 0;
        // Horner from the highest-degree shard down
        for (int j = n - 1; j >= 0; --j) {
          acc = gf_mul4_const(acc, a) ^ __ldg(&shards[(size_t)j * shard_stride_words + w]);
        }
        syndromes[(size_t)s * shard_stride_words + w] = acc;
        any |= acc;
      }
      // one flag byte per byte column
      const uint32_t nz = (((any & 0x7f7f7f7fu) + 0x7f7f7f7fu) | any) & 0x80808080u;
      dirty[w] = (uint8_t)(__popc(nz));
      local_dirty += nz != 0u;
    }
  }
  if (local_dirty) atomicAdd(&s_dirty, local_dirty);
  __syncthreads();
  if (threadIdx.x == 0 && s_dirty) atomicAdd(dirty_count, s_dirty);
}

extern "C" __global__ void gf_region_mul_xor(uint8_t *__restrict__ dst, const uint8_t *__restrict__ src,
                                             unsigned long long nbytes, uint32_t c) {
  c &= 0xffu;
  const size_t nvec = (size_t)(nbytes >> 4);
  const size_t tid = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  const size_t stride = (size_t)gridDim.x * blockDim.x;
  const uint4 *s4 = reinterpret_cast<const uint4 *>(src);
  uint4 *d4 = reinterpret_cast<uint4 *>(dst);
  for (size_t i = tid; i < nvec; i += stride) {
    const uint4 s = __ldg(&s4[i]);
    uint4 d = d4[i];
    d.x ^= gf_mul4_const(s.x, c);
    d.y ^= gf_mul4_const(s.y, c);
    d.z ^= gf_mul4_const(s.z, c);
    d.w ^= gf_mul4_const(s.w, c);
    d4[i] = d;
  }
  if (tid == stride - 1) {
    for (size_t b = nvec << 4; b < (size_t)nbytes; ++b) {
      dst[b] ^= (uint8_t)gf_mul4_const(src[b], c);
    }
  }
}
