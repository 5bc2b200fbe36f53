// Keccak-f[1600] batch hashing: SHA3-256 of many short messages (one thread per
// message) and a SHAKE128 XOF squeeze used to expand per-thread seeds.
#include <cuda_runtime.h>
#include <stdint.h>

__constant__ uint64_t KECCAK_RC[24] = {
    0x0000000000000001ULL, 0x0000000000008082ULL, 0x800000000000808aULL,
    0x8000000080008000ULL, 0x000000000000808bULL, 0x0000000080000001ULL,
    0x8000000080008081ULL, 0x8000000000008009ULL, 0x000000000000008aULL,
    0x0000000000000088ULL, 0x0000000080008009ULL, 0x000000008000000aULL,
    0x000000008000808bULL, 0x800000000000008bULL, 0x8000000000008089ULL,
    0x8000000000008003ULL, 0x8000000000008002ULL, 0x8000000000000080ULL,
    0x000000000000800aULL, 0x800000008000000aULL, 0x8000000080008081ULL,
    0x8000000000008080ULL, 0x0000000080000001ULL, 0x8000000080008008ULL};

__device__ __forceinline__ uint64_t rotl64(uint64_t x, int n) {
    return (x << n) | (x >> ((64 - n) & 63));
}

// One full permutation; all lane indices are compile-time so the state stays in registers.
__device__ __forceinline__ void keccak_f1600(uint64_t st[25]) {
    for (int round = 0; round < 24; ++round) {
        uint64_t bc[5];
#pragma unroll
        for (int i = 0; i < 5; ++i)
            bc[i] = st[i] ^ st[i + 5] ^ st[i + 10] ^ st[i + 15] ^ st[i + 20];
#pragma unroll
        for (int i = 0; i < 5; ++i) {
            uint64_t t = bc[(i + 4) % 5] ^ rotl64(bc[(i + 1) % 5], 1);
#pragma unroll
            for (int j = 0; j < 25; j += 5) st[j + i] ^= t;
        }
        // rho + pi, written out along the pi cycle starting at lane 1
        uint64_t t = st[1], u;
        u = st[10]; st[10] = rotl64(t, 1);  t = u;
        u = st[7];  st[7]  = rotl64(t, 3);  t = u;
        u = st[11]; st[11] = rotl64(t, 6);  t = u;
        u = st[17]; st[17] = rotl64(t, 10); t = u;
        u = st[18]; st[18] = rotl64(t, 15); t = u;
        u = st[3];  st[3]  = rotl64(t, 21); t = u;
        u = st[5];  st[5]  = rotl64(t, 28); t = u;
        u = st[16]; st[16] = rotl64(t, 36); t = u;
        u = st[8];  st[8]  = rotl64(t, 45); t = u;
        u = st[21]; st[21] = rotl64(t, 55); t = u;
        u = st[24]; st[24] = rotl64(t, 2);  t = u;
        u = st[4];  st[4]  = rotl64(t, 14); t = u;
        u = st[15]; st[15] = rotl64(t, 27); t = u;
        u = st[23]; st[23] = rotl64(t, 41); t = u;
        u = st[19]; st[19] = rotl64(t, 56); t = u;
        u = st[13]; st[13] = rotl64(t, 8);  t = u;
        u = st[12]; st[12] = rotl64(t, 25); t = u;
        u = st[2];  st[2]  = rotl64(t, 43); t = u;
        u = st[20]; st[20] = rotl64(t, 62); t = u;
        u = st[14]; st[14] = rotl64(t, 18); t = u;
        u = st[22]; st[22] = rotl64(t, 39); t = u;
        u = st[9];  st[9]  = rotl64(t, 61); t = u;
        u = st[6];  st[6]  = rotl64(t, 20); t = u;
        st[1] = rotl64(t, 44);
        // chi
#pragma unroll
        for (int j = 0; j < 25; j += 5) {
            uint64_t a0 = st[j], a1 = st[j + 1], a2 = st[j + 2], a3 = st[j + 3], a4 = st[j + 4];
            st[j]     = a0 ^ (~a1 & a2);
            st[j + 1] = a1 ^ (~a2 & a3);
            st[j + 2] = a2 ^ (~a3 & a4);
            st[j + 3] = a3 ^ (~a4 & a0);
            st[j + 4] = a4 ^ (~a0 & a1);
        }
        st[0] ^= KECCAK_RC[round];
    }
}

// Little-endian load of up to 8 bytes (fewer at the tail of the message).
__device__ __noinline__ uint64_t load_lane_partial(const uint8_t* p, int nbytes) {
    uint64_t v = 0;
    for (int b = 0; b < nbytes && b < 8; ++b) v |= (uint64_t)p[b] << (8 * b);
    return v;
}

// SHA3-256: rate 136 bytes (17 lanes), domain byte 0x06, output 32 bytes.
// msgs: num_msgs records of `stride` bytes; message i is min_len + lens[i] bytes long
// (lengths are stored relative to the shortest record), clamped to [0, stride].
extern "C" __global__ void sha3_256_batch(const uint8_t* __restrict__ msgs,
                                          const int* __restrict__ lens,
                                          uint8_t* __restrict__ digests,
                                          int num_msgs, int stride, int min_len) {
    const int RATE = 136;
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    if (id >= num_msgs || stride <= 0) return;
    int len = min_len + lens[id];
    len = len < 0 ? 0 : (len > stride ? stride : len);
    const uint8_t* m = msgs + (size_t)id * stride;

    uint64_t st[25];
#pragma unroll
    for (int i = 0; i < 25; ++i) st[i] = 0;

    int off = 0;
    // full blocks
    while (len - off >= RATE) {
#pragma unroll
        for (int i = 0; i < RATE / 8; ++i) st[i] ^= load_lane_partial(m + off + 8 * i, 8);
        keccak_f1600(st);
        off += RATE;
    }
    // last (partial) block with pad10*1
    int rem = len - off;
#pragma unroll
    for (int i = 0; i < RATE / 8; ++i) {
        int lo = 8 * i;
        int nb = rem - lo;
        uint64_t lane = 0;
        if (nb > 0) lane = load_lane_partial(m + off + lo, nb > 8 ? 8 : nb);
        if (nb >= 0 && nb < 8) lane |= 0x06ULL << (8 * nb);
        if (i == RATE / 8 - 1) lane |= 0x80ULL << 56;
        st[i] ^= lane;
    }
    keccak_f1600(st);

    uint8_t* out = digests + (size_t)id * 32;
#pragma unroll
    for (int i = 0; i < 4; ++i) {
        uint64_t w = st[i];
#pragma unroll
        for (int b = 0; b < 8; ++b) out[8 * i + b] = (uint8_t)(w >> (8 * b));
    }
}

// SHAKE128 (rate 168 bytes = 21 lanes, domain 0x1F) of a per-thread seed of seed_words
// 64-bit words, squeezed into out_words 64-bit words per thread (e.g. for matrix expansion).
extern "C" __global__ void shake128_expand(const uint64_t* __restrict__ seeds,
                                           uint64_t* __restrict__ out,
                                           int num_streams, int seed_words, int out_words) {
    const int RATE_LANES = 21;
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    if (id >= num_streams || seed_words < 0 || out_words <= 0) return;

    uint64_t st[25];
#pragma unroll
    for (int i = 0; i < 25; ++i) st[i] = 0;

    const uint64_t* s = seeds + (size_t)id * seed_words;
    int absorbed = 0;
    while (seed_words - absorbed >= RATE_LANES) {
#pragma unroll
        for (int i = 0; i < RATE_LANES; ++i) st[i] ^= s[absorbed + i];
        keccak_f1600(st);
        absorbed += RATE_LANES;
    }
    int rem = seed_words - absorbed;
#pragma unroll
    for (int i = 0; i < RATE_LANES; ++i) {
        uint64_t lane = (i < rem) ? s[absorbed + i] : 0ULL;
        if (i == rem) lane ^= 0x1FULL;
        if (i == RATE_LANES - 1) lane ^= 0x8000000000000000ULL;
        st[i] ^= lane;
    }
    keccak_f1600(st);

    uint64_t* o = out + (size_t)id * out_words;
    int produced = 0;
    for (;;) {
#pragma unroll
        for (int i = 0; i < RATE_LANES; ++i)
            if (produced + i < out_words) o[produced + i] = st[i];
        produced += RATE_LANES;
        if (produced >= out_words) break;
        keccak_f1600(st);
    }
}
