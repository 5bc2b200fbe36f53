// Integer-heavy data-integrity and set-membership kernels.
//   crc32_messages  CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320, init/final xor
//                   0xFFFFFFFF) of a batch of messages packed in one byte buffer
//                   (offsets/lengths per message). The block first builds the 256-entry table
//                   in shared memory (8 shift/xor steps per entry, one entry per thread), then
//                   each thread runs the byte-at-a-time table walk for its messages
//                   (grid-stride); a message outside the buffer gets crc 0.
//   bloom_insert    Bloom filter build: k = NHASH bit positions per 32-bit key from two
//                   murmur3 finalizer hashes (double hashing h1 + i h2, h2 forced odd) in a
//                   2^log2_bits-bit array; bits are set with atomicOr (order independent);
//                   one key per thread with an unrolled probe loop.
// launch: crc32_messages  block 256, grid ceil(nmsg / 256)
//         bloom_insert    block 256, grid ceil(nkeys / 256); log2_bits in [5, 24]
#include <cuda_runtime.h>

#define NHASH 6

extern "C" __global__ void __launch_bounds__(256)
crc32_messages(const unsigned char *__restrict__ data, long long data_size, const long long *__restrict__ offsets,
               const int *__restrict__ lengths, unsigned *__restrict__ crcs, int nmsg) {
  __shared__ unsigned table[256];
  for (unsigned i = threadIdx.x; i < 256u; i += blockDim.x) {
    unsigned c = i;
#pragma unroll
    for (int k = 0; k < 8; k++)
      c = (c & 1u) ? (0xEDB88320u ^ (c >> 1)) : (c >> 1);
    table[i] = c;
  }
  __syncthreads();
  for (int m = blockIdx.x * blockDim.x + threadIdx.x; m < nmsg; m += gridDim.x * blockDim.x) {
    const long long off = offsets[m];
    const int len = lengths[m];
    if (off < 0 || len < 0 || off > data_size || (long long)len > data_size - off) {
      crcs[m] = 0u;
      continue;
    }
    const unsigned char *p = data + off;
    unsigned crc = 0xFFFFFFFFu;
    for (int i = 0; i < len; i++)
      crc = table[(crc ^ p[i]) & 0xFFu] ^ (crc >> 8);
    crcs[m] = crc ^ 0xFFFFFFFFu;
  }
}

static __device__ __forceinline__ unsigned fmix32(unsigned h) {
  h ^= h >> 16;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  h *= 0xc2b2ae35u;
  h ^= h >> 16;
  return h;
}

extern "C" __global__ void __launch_bounds__(256)
bloom_insert(const unsigned *__restrict__ keys, unsigned *__restrict__ bits, int nkeys,
             int log2_bits, unsigned seed) {
  if (log2_bits < 5 || log2_bits > 24)
    return;
  const unsigned mask = (1u << log2_bits) - 1u;
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nkeys)
    return;
  const unsigned key = keys[i];
  const unsigned h1 = fmix32(key ^ seed);
  const unsigned h2 = fmix32(key + 0x9e3779b9u + (seed << 6)) | 1u;
#pragma unroll
  for (int k = 0; k < NHASH; k++) {
    const unsigned bit = (h1 + (unsigned)k * h2) & mask;
    const unsigned word_bit = 1u << (bit & 31u);
    atomicOr(&bits[bit >> 5], word_bit);
  }
}
