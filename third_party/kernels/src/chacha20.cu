// ChaCha stream cipher and a ChaCha-based counter RNG.
//   chacha20_xor            RFC 8439 ChaCha20 encryption: key, nonce and initial counter in a
//                           by-value struct; one 64-byte keystream block per thread in a size_t
//                           grid-stride loop, 16-word state in registers (double rounds in a loop
//                           of ten), full blocks XORed through four uint4 loads/stores, the ragged
//                           tail byte by byte.
//   chacha8_uniform_f32     counter-based uniform random numbers from the ChaCha block function:
//   chacha20_uniform_f64    one template over the round count and the output type. Block j of
//                           the stream gives 16 floats (24-bit mantissas) or 8 doubles (53 bits
//                           from two words); a partial last block writes only what is left.
#include <cuda_runtime.h>
#include <stdint.h>

struct ChaChaKey {
  uint32_t key[8];
  uint32_t nonce[3];
  uint32_t counter0;
};

#define ROTL32(v, n) (((v) << (n)) | ((v) >> (32 - (n))))
#define QR(a, b, c, d)                                                                                                 \
  do {                                                                                                                 \
    a += b; d ^= a; d = ROTL32(d, 16);                                                                                 \
    c += d; b ^= c; b = ROTL32(b, 12);                                                                                 \
    a += b; d ^= a; d = ROTL32(d, 8);                                                                                  \
    c += d; b ^= c; b = ROTL32(b, 7);                                                                                  \
  } while (0)

template <int ROUNDS>
static __device__ __forceinline__ void chacha_block(const uint32_t in[16], uint32_t out[16]) {
  uint32_t x[16];
#pragma unroll
  for (int i = 0; i < 16; ++i)
    x[i] = in[i];
  for (int r = 0; r < ROUNDS; r += 2) {
    QR(x[0], x[4], x[8], x[12]);
    QR(x[1], x[5], x[9], x[13]);
    QR(x[2], x[6], x[10], x[14]);
    QR(x[3], x[7], x[11], x[15]);
    QR(x[0], x[5], x[10], x[15]);
    QR(x[1], x[6], x[11], x[12]);
    QR(x[2], x[7], x[8], x[13]);
    QR(x[3], x[4], x[9], x[14]);
  }
#pragma unroll
  for (int i = 0; i < 16; ++i)
    out[i] = x[i] + in[i];
}

extern "C" __global__ void chacha20_xor(const uint8_t *__restrict__ in, uint8_t *__restrict__ out, size_t nbytes,
                                        ChaChaKey k) {
  uint32_t st[16];
  st[0] = 0x61707865u;
  st[1] = 0x3320646eu;
  st[2] = 0x79622d32u;
  st[3] = 0x6b206574u;
#pragma unroll
  for (int i = 0; i < 8; ++i)
    st[4 + i] = k.key[i];
  st[13] = k.nonce[0];
  st[14] = k.nonce[1];
  st[15] = k.nonce[2];

  const size_t nblocks = (nbytes + 63) >> 6;
  for (size_t b = blockIdx.x * (size_t)blockDim.x + threadIdx.x; b < nblocks; b += (size_t)gridDim.x * blockDim.x) {
    st[12] = k.counter0 + (uint32_t)b;
    uint32_t ks[16];
    chacha_block<20>(st, ks);
    const size_t off = b << 6;
    if (off + 64 <= nbytes) {
      const uint4 *src = reinterpret_cast<const uint4 *>(in + off);
      uint4 *dst = reinterpret_cast<uint4 *>(out + off);
#pragma unroll
      for (int q = 0; q < 4; ++q) {
        uint4 v = src[q];
        v.x ^= ks[4 * q + 0];
        v.y ^= ks[4 * q + 1];
        v.z ^= ks[4 * q + 2];
        v.w ^= ks[4 * q + 3];
        dst[q] = v;
      }
    } else {
      const int rem = (int)(nbytes - off);
      for (int j = 0; j < rem; ++j)
        out[off + j] = in[off + j] ^ (uint8_t)(ks[j >> 2] >> (8 * (j & 3)));
    }
  }
}

template <typename T> struct UniformOut;
template <> struct UniformOut<float> {
  static constexpr int kPerBlock = 16;
  static __device__ __forceinline__ float make(const uint32_t *w, int i) { return (w[i] >> 8) * (1.0f / 16777216.0f); }
};
template <> struct UniformOut<double> {
  static constexpr int kPerBlock = 8;
  static __device__ __forceinline__ double make(const uint32_t *w, int i) {
    const uint64_t bits = ((uint64_t)w[2 * i] << 32 | w[2 * i + 1]) >> 11;
    return bits * (1.0 / 9007199254740992.0);
  }
};

template <int ROUNDS, typename T>
static __device__ void chacha_uniform(T *__restrict__ out, size_t n, uint64_t seed, uint32_t stream) {
  uint32_t st[16] = {0x61707865u, 0x3320646eu, 0x79622d32u, 0x6b206574u};
  // key from the seed through a splitmix64 expansion
  uint64_t z = seed;
#pragma unroll
  for (int i = 0; i < 4; ++i) {
    z += 0x9e3779b97f4a7c15ull;
    uint64_t y = z;
    y = (y ^ (y >> 30)) * 0xbf58476d1ce4e5b9ull;
    y = (y ^ (y >> 27)) * 0x94d049bb133111ebull;
    y ^= y >> 31;
    st[4 + 2 * i] = (uint32_t)y;
    st[5 + 2 * i] = (uint32_t)(y >> 32);
  }
  st[14] = stream;
  st[15] = 0;
  constexpr int P = UniformOut<T>::kPerBlock;
  const size_t nblocks = (n + P - 1) / P;
  for (size_t b = blockIdx.x * (size_t)blockDim.x + threadIdx.x; b < nblocks; b += (size_t)gridDim.x * blockDim.x) {
    st[12] = (uint32_t)b;
    st[13] = (uint32_t)(b >> 32);
    uint32_t w[16];
    chacha_block<ROUNDS>(st, w);
    const size_t base = b * P;
    if (base + P <= n) {
#pragma unroll
      for (int i = 0; i < P; ++i)
        out[base + i] = UniformOut<T>::make(w, i);
    } else {
      for (int i = 0; base + i < n; ++i)
        out[base + i] = UniformOut<T>::make(w, i);
    }
  }
}

extern "C" __global__ void chacha8_uniform_f32(float *__restrict__ out, size_t n, unsigned long long seed, unsigned stream) {
  chacha_uniform<8, float>(out, n, seed, stream);
}

extern "C" __global__ void chacha20_uniform_f64(double *__restrict__ out, size_t n, unsigned long long seed,
                                                unsigned stream) {
  chacha_uniform<20, double>(out, n, seed, stream);
}
