// SHA-256 on the GPU, two kernels sharing one out-of-line compression function:
//   sha256_hash_messages  one thread per pre-padded message of blocks_per_msg 64-byte blocks
//                         (little-endian words as read from disk, swapped on load);
//                         writes the 8-word digest
//   sha256d_nonce_scan    proof-of-work style search: an 80-byte header template in constant
//                         memory, each thread tries one nonce, double-SHA-256s the header and
//                         keeps the smallest nonce whose last digest word is below a target
// launch: block 128; grid ceil(nmsgs/128) (grid-stride) / one thread per nonce
#include <cuda_runtime.h>

__constant__ unsigned int c_k[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

__constant__ unsigned int c_header[20]; // block header template, big-endian words; word 19 is the nonce

static __device__ __forceinline__ unsigned int rotr(unsigned int x, int n) { return (x >> n) | (x << (32 - n)); }

static __device__ __forceinline__ unsigned int load_be32(const unsigned int *p) {
  const unsigned int x = *p;
  return (x >> 24) | ((x >> 8) & 0xff00u) | ((x << 8) & 0xff0000u) | (x << 24);
}

static __device__ __forceinline__ void sha256_init(unsigned int st[8]) {
  st[0] = 0x6a09e667; st[1] = 0xbb67ae85; st[2] = 0x3c6ef372; st[3] = 0xa54ff53a;
  st[4] = 0x510e527f; st[5] = 0x9b05688c; st[6] = 0x1f83d9ab; st[7] = 0x5be0cd19;
}

// One 64-round compression of the big-endian block w[16] (overwritten) into st[8].
static __device__ __noinline__ void sha256_compress(unsigned int st[8], unsigned int w[16]) {
  unsigned int a = st[0], b = st[1], c = st[2], d = st[3], e = st[4], f = st[5], g = st[6], h = st[7];
#pragma unroll 16
  for (int i = 0; i < 64; i++) {
    if (i >= 16) {
      const unsigned int w15 = w[(i - 15) & 15], w2 = w[(i - 2) & 15];
      const unsigned int s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >> 3);
      const unsigned int s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >> 10);
      w[i & 15] += s0 + w[(i - 7) & 15] + s1;
    }
    const unsigned int S1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
    const unsigned int ch = (e & f) ^ (~e & g);
    const unsigned int t1 = h + S1 + ch + c_k[i] + w[i & 15];
    const unsigned int S0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
    const unsigned int maj = (a & b) ^ (a & c) ^ (b & c);
    const unsigned int t2 = S0 + maj;
    h = g; g = f; f = e; e = d + t1;
    d = c; c = b; b = a; a = t1 + t2;
  }
  st[0] += a; st[1] += b; st[2] += c; st[3] += d;
  st[4] += e; st[5] += f; st[6] += g; st[7] += h;
}

extern "C" __global__ void __launch_bounds__(128)
sha256_hash_messages(const unsigned int *__restrict__ msgs, unsigned int *__restrict__ digests, int nmsgs,
                     int blocks_per_msg) {
  for (int m = blockIdx.x * blockDim.x + threadIdx.x; m < nmsgs; m += gridDim.x * blockDim.x) {
    const unsigned int *msg = msgs + (size_t)m * blocks_per_msg * 16;
    unsigned int st[8], w[16];
    sha256_init(st);
    for (int b = 0; b < blocks_per_msg; b++) {
#pragma unroll
      for (int i = 0; i < 16; i++)
        w[i] = load_be32(&msg[b * 16 + i]);
      sha256_compress(st, w);
    }
#pragma unroll
    for (int i = 0; i < 8; i++)
      digests[(size_t)m * 8 + i] = st[i];
  }
}

extern "C" __global__ void __launch_bounds__(128)
sha256d_nonce_scan(unsigned int nonce_base, unsigned int target, unsigned int *__restrict__ best_nonce) {
  const unsigned int nonce = nonce_base + blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int st[8], w[16];

  // first hash, block 1: header words 0..15
  sha256_init(st);
#pragma unroll
  for (int i = 0; i < 16; i++)
    w[i] = c_header[i];
  sha256_compress(st, w);
  // block 2: words 16..18, the nonce, padding and the 640-bit length
  w[0] = c_header[16]; w[1] = c_header[17]; w[2] = c_header[18]; w[3] = nonce;
  w[4] = 0x80000000u;
#pragma unroll
  for (int i = 5; i < 15; i++)
    w[i] = 0;
  w[15] = 640;
  sha256_compress(st, w);

  // second hash over the 32-byte digest
#pragma unroll
  for (int i = 0; i < 8; i++)
    w[i] = st[i];
  w[8] = 0x80000000u;
#pragma unroll
  for (int i = 9; i < 15; i++)
    w[i] = 0;
  w[15] = 256;
  sha256_init(st);
  sha256_compress(st, w);

  if (st[7] < target)
    atomicMin(best_nonce, nonce);
}
