// AES-128 on the GPU.
//   aes128_ctr_xor          CTR mode over a byte stream: one 16-byte block per thread in a size_t
//                           grid-stride loop. The four encryption T-tables are built per block in
//                           shared memory from the __constant__ Te0 by byte rotation, the 44
//                           expanded round-key words are staged in shared memory, the 128-bit
//                           counter is iv + block index with carries across the big-endian words,
//                           full blocks go through uint4 loads/stores and the tail bytewise.
//   aes128_keysched_ecb     one independent key per thread (key-search / per-record keys): the key
//                           schedule is expanded into a local 44-word array, then ten rounds in a
//                           non-unrolled loop read the round keys at a runtime index and the
//                           T-table straight from __constant__ memory (Te1..Te3 by rotates).
#include <cuda_runtime.h>
#include <stdint.h>

__constant__ uint32_t c_Te0[256] = {
    0xc66363a5u, 0xf87c7c84u, 0xee777799u, 0xf67b7b8du, 0xfff2f20du, 0xd66b6bbdu, 0xde6f6fb1u, 0x91c5c554u,
    0x60303050u, 0x02010103u, 0xce6767a9u, 0x562b2b7du, 0xe7fefe19u, 0xb5d7d762u, 0x4dababe6u, 0xec76769au,
    0x8fcaca45u, 0x1f82829du, 0x89c9c940u, 0xfa7d7d87u, 0xeffafa15u, 0xb25959ebu, 0x8e4747c9u, 0xfbf0f00bu,
    0x41adadecu, 0xb3d4d467u, 0x5fa2a2fdu, 0x45afafeau, 0x239c9cbfu, 0x53a4a4f7u, 0xe4727296u, 0x9bc0c05bu,
    0x75b7b7c2u, 0xe1fdfd1cu, 0x3d9393aeu, 0x4c26266au, 0x6c36365au, 0x7e3f3f41u, 0xf5f7f702u, 0x83cccc4fu,
    0x6834345cu, 0x51a5a5f4u, 0xd1e5e534u, 0xf9f1f108u, 0xe2717193u, 0xabd8d873u, 0x62313153u, 0x2a15153fu,
    0x0804040cu, 0x95c7c752u, 0x46232365u, 0x9dc3c35eu, 0x30181828u, 0x379696a1u, 0x0a05050fu, 0x2f9a9ab5u,
    0x0e070709u, 0x24121236u, 0x1b80809bu, 0xdfe2e23du, 0xcdebeb26u, 0x4e272769u, 0x7fb2b2cdu, 0xea75759fu,
    0x1209091bu, 0x1d83839eu, 0x582c2c74u, 0x341a1a2eu, 0x361b1b2du, 0xdc6e6eb2u, 0xb45a5aeeu, 0x5ba0a0fbu,
    0xa45252f6u, 0x763b3b4du, 0xb7d6d661u, 0x7db3b3ceu, 0x5229297bu, 0xdde3e33eu, 0x5e2f2f71u, 0x13848497u,
    0xa65353f5u, 0xb9d1d168u, 0x00000000u, 0xc1eded2cu, 0x40202060u, 0xe3fcfc1fu, 0x79b1b1c8u, 0xb65b5bedu,
    0xd46a6abeu, 0x8dcbcb46u, 0x67bebed9u, 0x7239394bu, 0x944a4adeu, 0x984c4cd4u, 0xb05858e8u, 0x85cfcf4au,
    0xbbd0d06bu, 0xc5efef2au, 0x4faaaae5u, 0xedfbfb16u, 0x864343c5u, 0x9a4d4dd7u, 0x66333355u, 0x11858594u,
    0x8a4545cfu, 0xe9f9f910u, 0x04020206u, 0xfe7f7f81u, 0xa05050f0u, 0x783c3c44u, 0x259f9fbau, 0x4ba8a8e3u,
    0xa25151f3u, 0x5da3a3feu, 0x804040c0u, 0x058f8f8au, 0x3f9292adu, 0x219d9dbcu, 0x70383848u, 0xf1f5f504u,
    0x63bcbcdfu, 0x77b6b6c1u, 0xafdada75u, 0x42212163u, 0x20101030u, 0xe5ffff1au, 0xfdf3f30eu, 0xbfd2d26du,
    0x81cdcd4cu, 0x180c0c14u, 0x26131335u, 0xc3ecec2fu, 0xbe5f5fe1u, 0x359797a2u, 0x884444ccu, 0x2e171739u,
    0x93c4c457u, 0x55a7a7f2u, 0xfc7e7e82u, 0x7a3d3d47u, 0xc86464acu, 0xba5d5de7u, 0x3219192bu, 0xe6737395u,
    0xc06060a0u, 0x19818198u, 0x9e4f4fd1u, 0xa3dcdc7fu, 0x44222266u, 0x542a2a7eu, 0x3b9090abu, 0x0b888883u,
    0x8c4646cau, 0xc7eeee29u, 0x6bb8b8d3u, 0x2814143cu, 0xa7dede79u, 0xbc5e5ee2u, 0x160b0b1du, 0xaddbdb76u,
    0xdbe0e03bu, 0x64323256u, 0x743a3a4eu, 0x140a0a1eu, 0x924949dbu, 0x0c06060au, 0x4824246cu, 0xb85c5ce4u,
    0x9fc2c25du, 0xbdd3d36eu, 0x43acacefu, 0xc46262a6u, 0x399191a8u, 0x319595a4u, 0xd3e4e437u, 0xf279798bu,
    0xd5e7e732u, 0x8bc8c843u, 0x6e373759u, 0xda6d6db7u, 0x018d8d8cu, 0xb1d5d564u, 0x9c4e4ed2u, 0x49a9a9e0u,
    0xd86c6cb4u, 0xac5656fau, 0xf3f4f407u, 0xcfeaea25u, 0xca6565afu, 0xf47a7a8eu, 0x47aeaee9u, 0x10080818u,
    0x6fbabad5u, 0xf0787888u, 0x4a25256fu, 0x5c2e2e72u, 0x381c1c24u, 0x57a6a6f1u, 0x73b4b4c7u, 0x97c6c651u,
    0xcbe8e823u, 0xa1dddd7cu, 0xe874749cu, 0x3e1f1f21u, 0x964b4bddu, 0x61bdbddcu, 0x0d8b8b86u, 0x0f8a8a85u,
    0xe0707090u, 0x7c3e3e42u, 0x71b5b5c4u, 0xcc6666aau, 0x904848d8u, 0x06030305u, 0xf7f6f601u, 0x1c0e0e12u,
    0xc26161a3u, 0x6a35355fu, 0xae5757f9u, 0x69b9b9d0u, 0x17868691u, 0x99c1c158u, 0x3a1d1d27u, 0x279e9eb9u,
    0xd9e1e138u, 0xebf8f813u, 0x2b9898b3u, 0x22111133u, 0xd26969bbu, 0xa9d9d970u, 0x078e8e89u, 0x339494a7u,
    0x2d9b9bb6u, 0x3c1e1e22u, 0x15878792u, 0xc9e9e920u, 0x87cece49u, 0xaa5555ffu, 0x50282878u, 0xa5dfdf7au,
    0x038c8c8fu, 0x59a1a1f8u, 0x09898980u, 0x1a0d0d17u, 0x65bfbfdau, 0xd7e6e631u, 0x844242c6u, 0xd06868b8u,
    0x824141c3u, 0x299999b0u, 0x5a2d2d77u, 0x1e0f0f11u, 0x7bb0b0cbu, 0xa85454fcu, 0x6dbbbbd6u, 0x2c16163au};

__constant__ uint8_t c_sbox[256] = {
    0x63, 0x7c, 0x77, 0x7b, 0xf2, 0x6b, 0x6f, 0xc5, 0x30, 0x01, 0x67, 0x2b, 0xfe, 0xd7, 0xab, 0x76,
    0xca, 0x82, 0xc9, 0x7d, 0xfa, 0x59, 0x47, 0xf0, 0xad, 0xd4, 0xa2, 0xaf, 0x9c, 0xa4, 0x72, 0xc0,
    0xb7, 0xfd, 0x93, 0x26, 0x36, 0x3f, 0xf7, 0xcc, 0x34, 0xa5, 0xe5, 0xf1, 0x71, 0xd8, 0x31, 0x15,
    0x04, 0xc7, 0x23, 0xc3, 0x18, 0x96, 0x05, 0x9a, 0x07, 0x12, 0x80, 0xe2, 0xeb, 0x27, 0xb2, 0x75,
    0x09, 0x83, 0x2c, 0x1a, 0x1b, 0x6e, 0x5a, 0xa0, 0x52, 0x3b, 0xd6, 0xb3, 0x29, 0xe3, 0x2f, 0x84,
    0x53, 0xd1, 0x00, 0xed, 0x20, 0xfc, 0xb1, 0x5b, 0x6a, 0xcb, 0xbe, 0x39, 0x4a, 0x4c, 0x58, 0xcf,
    0xd0, 0xef, 0xaa, 0xfb, 0x43, 0x4d, 0x33, 0x85, 0x45, 0xf9, 0x02, 0x7f, 0x50, 0x3c, 0x9f, 0xa8,
    0x51, 0xa3, 0x40, 0x8f, 0x92, 0x9d, 0x38, 0xf5, 0xbc, 0xb6, 0xda, 0x21, 0x10, 0xff, 0xf3, 0xd2,
    0xcd, 0x0c, 0x13, 0xec, 0x5f, 0x97, 0x44, 0x17, 0xc4, 0xa7, 0x7e, 0x3d, 0x64, 0x5d, 0x19, 0x73,
    0x60, 0x81, 0x4f, 0xdc, 0x22, 0x2a, 0x90, 0x88, 0x46, 0xee, 0xb8, 0x14, 0xde, 0x5e, 0x0b, 0xdb,
    0xe0, 0x32, 0x3a, 0x0a, 0x49, 0x06, 0x24, 0x5c, 0xc2, 0xd3, 0xac, 0x62, 0x91, 0x95, 0xe4, 0x79,
    0xe7, 0xc8, 0x37, 0x6d, 0x8d, 0xd5, 0x4e, 0xa9, 0x6c, 0x56, 0xf4, 0xea, 0x65, 0x7a, 0xae, 0x08,
    0xba, 0x78, 0x25, 0x2e, 0x1c, 0xa6, 0xb4, 0xc6, 0xe8, 0xdd, 0x74, 0x1f, 0x4b, 0xbd, 0x8b, 0x8a,
    0x70, 0x3e, 0xb5, 0x66, 0x48, 0x03, 0xf6, 0x0e, 0x61, 0x35, 0x57, 0xb9, 0x86, 0xc1, 0x1d, 0x9e,
    0xe1, 0xf8, 0x98, 0x11, 0x69, 0xd9, 0x8e, 0x94, 0x9b, 0x1e, 0x87, 0xe9, 0xce, 0x55, 0x28, 0xdf,
    0x8c, 0xa1, 0x89, 0x0d, 0xbf, 0xe6, 0x42, 0x68, 0x41, 0x99, 0x2d, 0x0f, 0xb0, 0x54, 0xbb, 0x16};

__constant__ uint8_t c_rcon[10] = {0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80, 0x1b, 0x36};

struct AesIv {
  uint32_t w[4]; // big-endian words of the initial counter block
};

static __device__ __forceinline__ uint32_t ror32(uint32_t x, int r) { return (x >> r) | (x << (32 - r)); }
static __device__ __forceinline__ uint32_t bswap32(uint32_t x) {
  return (x >> 24) | ((x >> 8) & 0xff00u) | ((x << 8) & 0xff0000u) | (x << 24);
}

extern "C" __global__ void __launch_bounds__(256) aes128_ctr_xor(const uint8_t *__restrict__ in, uint8_t *__restrict__ out,
                                                                  size_t nbytes, const uint32_t *__restrict__ round_keys,
                                                                  AesIv iv) {
  __shared__ uint32_t s_T[4][256];
  __shared__ uint32_t s_S[256];
  __shared__ uint32_t s_rk[44];
  for (int i = threadIdx.x; i < 256; i += blockDim.x) {
    const uint32_t t = c_Te0[i];
    s_T[0][i] = t;
    s_T[1][i] = ror32(t, 8);
    s_T[2][i] = ror32(t, 16);
    s_T[3][i] = ror32(t, 24);
    s_S[i] = c_sbox[i];
  }
  for (int i = threadIdx.x; i < 44; i += blockDim.x)
    s_rk[i] = round_keys[i];
  __syncthreads();

  const size_t nblocks = (nbytes + 15) / 16;
  const size_t stride = (size_t)gridDim.x * blockDim.x;
  for (size_t b = (size_t)blockIdx.x * blockDim.x + threadIdx.x; b < nblocks; b += stride) {
    // counter block = iv + b (128-bit big-endian addition)
    uint32_t c3 = iv.w[3] + (uint32_t)b;
    uint32_t carry = c3 < iv.w[3];
    uint32_t c2 = iv.w[2] + (uint32_t)(b >> 32) + carry;
    carry = (c2 < iv.w[2]) || (carry && c2 == iv.w[2]);
    uint32_t c1 = iv.w[1] + carry;
    uint32_t c0 = iv.w[0] + (c1 < carry);

    uint32_t s0 = c0 ^ s_rk[0], s1 = c1 ^ s_rk[1], s2 = c2 ^ s_rk[2], s3 = c3 ^ s_rk[3];
#pragma unroll
    for (int r = 1; r < 10; ++r) {
      const uint32_t t0 = s_T[0][s0 >> 24] ^ s_T[1][(s1 >> 16) & 0xff] ^ s_T[2][(s2 >> 8) & 0xff] ^ s_T[3][s3 & 0xff] ^ s_rk[4 * r + 0];
      const uint32_t t1 = s_T[0][s1 >> 24] ^ s_T[1][(s2 >> 16) & 0xff] ^ s_T[2][(s3 >> 8) & 0xff] ^ s_T[3][s0 & 0xff] ^ s_rk[4 * r + 1];
      const uint32_t t2 = s_T[0][s2 >> 24] ^ s_T[1][(s3 >> 16) & 0xff] ^ s_T[2][(s0 >> 8) & 0xff] ^ s_T[3][s1 & 0xff] ^ s_rk[4 * r + 2];
      const uint32_t t3 = s_T[0][s3 >> 24] ^ s_T[1][(s0 >> 16) & 0xff] ^ s_T[2][(s1 >> 8) & 0xff] ^ s_T[3][s2 & 0xff] ^ s_rk[4 * r + 3];
      s0 = t0; s1 = t1; s2 = t2; s3 = t3;
    }
    uint32_t k[4];
    k[0] = (s_S[s0 >> 24] << 24 | s_S[(s1 >> 16) & 0xff] << 16 | s_S[(s2 >> 8) & 0xff] << 8 | s_S[s3 & 0xff]) ^ s_rk[40];
    k[1] = (s_S[s1 >> 24] << 24 | s_S[(s2 >> 16) & 0xff] << 16 | s_S[(s3 >> 8) & 0xff] << 8 | s_S[s0 & 0xff]) ^ s_rk[41];
    k[2] = (s_S[s2 >> 24] << 24 | s_S[(s3 >> 16) & 0xff] << 16 | s_S[(s0 >> 8) & 0xff] << 8 | s_S[s1 & 0xff]) ^ s_rk[42];
    k[3] = (s_S[s3 >> 24] << 24 | s_S[(s0 >> 16) & 0xff] << 16 | s_S[(s1 >> 8) & 0xff] << 8 | s_S[s2 & 0xff]) ^ s_rk[43];

    const size_t off = b * 16;
    if (off + 16 <= nbytes) {
      uint4 p = reinterpret_cast<const uint4 *>(in)[b];
      p.x ^= bswap32(k[0]);
      p.y ^= bswap32(k[1]);
      p.z ^= bswap32(k[2]);
      p.w ^= bswap32(k[3]);
      reinterpret_cast<uint4 *>(out)[b] = p;
    } else {
      for (size_t j = off; j < nbytes; ++j) {
        const int q = (int)(j - off);
        out[j] = in[j] ^ (uint8_t)(k[q >> 2] >> (24 - 8 * (q & 3)));
      }
    }
  }
}

static __device__ __forceinline__ uint32_t sub_word(uint32_t w) {
  return (uint32_t)c_sbox[w >> 24] << 24 | (uint32_t)c_sbox[(w >> 16) & 0xff] << 16 |
         (uint32_t)c_sbox[(w >> 8) & 0xff] << 8 | (uint32_t)c_sbox[w & 0xff];
}

extern "C" __global__ void aes128_keysched_ecb(const uint4 *__restrict__ keys, const uint4 *__restrict__ plain,
                                               uint4 *__restrict__ cipher, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const uint4 key = keys[i];
  uint32_t w[44];
  w[0] = bswap32(key.x);
  w[1] = bswap32(key.y);
  w[2] = bswap32(key.z);
  w[3] = bswap32(key.w);
#pragma unroll 1
  for (int j = 4; j < 44; ++j) {
    uint32_t t = w[j - 1];
    if ((j & 3) == 0)
      t = sub_word((t << 8) | (t >> 24)) ^ ((uint32_t)c_rcon[(j >> 2) - 1] << 24);
    w[j] = w[j - 4] ^ t;
  }

  const uint4 p = plain[i];
  uint32_t s0 = bswap32(p.x) ^ w[0], s1 = bswap32(p.y) ^ w[1], s2 = bswap32(p.z) ^ w[2], s3 = bswap32(p.w) ^ w[3];
#pragma unroll 1
  for (int r = 1; r < 10; ++r) {
    const uint32_t *rk = &w[4 * r];
    const uint32_t t0 = c_Te0[s0 >> 24] ^ ror32(c_Te0[(s1 >> 16) & 0xff], 8) ^ ror32(c_Te0[(s2 >> 8) & 0xff], 16) ^ ror32(c_Te0[s3 & 0xff], 24) ^ rk[0];
    const uint32_t t1 = c_Te0[s1 >> 24] ^ ror32(c_Te0[(s2 >> 16) & 0xff], 8) ^ ror32(c_Te0[(s3 >> 8) & 0xff], 16) ^ ror32(c_Te0[s0 & 0xff], 24) ^ rk[1];
    const uint32_t t2 = c_Te0[s2 >> 24] ^ ror32(c_Te0[(s3 >> 16) & 0xff], 8) ^ ror32(c_Te0[(s0 >> 8) & 0xff], 16) ^ ror32(c_Te0[s1 & 0xff], 24) ^ rk[2];
    const uint32_t t3 = c_Te0[s3 >> 24] ^ ror32(c_Te0[(s0 >> 16) & 0xff], 8) ^ ror32(c_Te0[(s1 >> 8) & 0xff], 16) ^ ror32(c_Te0[s2 & 0xff], 24) ^ rk[3];
    s0 = t0; s1 = t1; s2 = t2; s3 = t3;
  }
  const uint32_t o0 = sub_word((s0 & 0xff000000u) | (s1 & 0x00ff0000u) | (s2 & 0x0000ff00u) | (s3 & 0xffu)) ^ w[40];
  const uint32_t o1 = sub_word((s1 & 0xff000000u) | (s2 & 0x00ff0000u) | (s3 & 0x0000ff00u) | (s0 & 0xffu)) ^ w[41];
  const uint32_t o2 = sub_word((s2 & 0xff000000u) | (s3 & 0x00ff0000u) | (s0 & 0x0000ff00u) | (s1 & 0xffu)) ^ w[42];
  const uint32_t o3 = sub_word((s3 & 0xff000000u) | (s0 & 0x00ff0000u) | (s1 & 0x0000ff00u) | (s2 & 0xffu)) ^ w[43];
  cipher[i] = make_uint4(bswap32(o0), bswap32(o1), bswap32(o2), bswap32(o3));
}
