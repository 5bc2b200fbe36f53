// Gorilla (Facebook TSDB) XOR compression of float32 time series, one thread per chunk of
// chunk_len samples. Bit stream is MSB-first in 64-bit words; each chunk owns
// words_per_chunk output words.
//   first value: 32 raw bits
//   xor == 0   : '0'
//   otherwise  : '1' then either '0' + meaningful bits inside the previous window,
//                or '1' + 5-bit leading zeros + 5-bit (length-1) + meaningful bits.
#include <cuda_runtime.h>
#include <stdint.h>

struct BitWriter {
    uint64_t* out;
    uint64_t buf;
    int nbits;       // bits used in buf
    int word;        // next output word
    int cap;         // words available
    int total;       // bits written
    bool overflow;
};

__device__ __forceinline__ void bw_flush(BitWriter& w) {
    if (w.word < w.cap) w.out[w.word] = w.buf;
    else w.overflow = true;
    ++w.word;
    w.buf = 0;
    w.nbits = 0;
}

// append the low n bits of v (1 <= n <= 32)
__device__ __forceinline__ void bw_put(BitWriter& w, uint32_t v, int n) {
    uint64_t x = (n == 32) ? (uint64_t)v : ((uint64_t)v & ((1ULL << n) - 1));
    int space = 64 - w.nbits;
    w.total += n;
    if (n < space) {
        w.buf |= x << (space - n);
        w.nbits += n;
    } else {
        int rest = n - space;                // bits that spill into the next word
        w.buf |= x >> rest;
        bw_flush(w);
        if (rest > 0) {
            w.buf = x << (64 - rest);
            w.nbits = rest;
        }
    }
}

struct BitReader {
    const uint64_t* in;
    uint64_t cur;    // left-aligned unread bits
    int avail;
    int word;
    int nwords;
    int consumed;
};

__device__ __noinline__ uint32_t br_get(BitReader& r, int n) {   // 1 <= n <= 32
    r.consumed += n;
    if (n <= r.avail) {
        uint32_t v = (uint32_t)(r.cur >> (64 - n));
        r.cur <<= n;
        r.avail -= n;
        return v;
    }
    int need = n - r.avail;
    uint64_t hi = r.avail ? (r.cur >> (64 - r.avail)) : 0;
    uint64_t next = (r.word < r.nwords) ? r.in[r.word] : 0ULL;   // past the end reads zeros
    ++r.word;
    uint32_t v = (uint32_t)((hi << need) | (next >> (64 - need)));
    r.cur = next << need;
    r.avail = 64 - need;
    return v;
}

extern "C" __global__ void gorilla_encode(const float* __restrict__ values,
                                          uint64_t* __restrict__ out_words,
                                          int* __restrict__ out_bits,
                                          int num_chunks, int chunk_len, int words_per_chunk) {
    int chunk = blockIdx.x * blockDim.x + threadIdx.x;
    if (chunk >= num_chunks || chunk_len <= 0 || words_per_chunk <= 0) return;
    const float* v = values + (size_t)chunk * chunk_len;
    BitWriter w;
    w.out = out_words + (size_t)chunk * words_per_chunk;
    w.buf = 0; w.nbits = 0; w.word = 0; w.cap = words_per_chunk; w.total = 0; w.overflow = false;

    uint32_t prev = __float_as_uint(v[0]);
    bw_put(w, prev, 32);
    int win_lead = -1, win_trail = 0;            // no window yet
    for (int i = 1; i < chunk_len && !w.overflow; ++i) {
        uint32_t cur = __float_as_uint(v[i]);
        uint32_t x = cur ^ prev;
        prev = cur;
        if (x == 0) { bw_put(w, 0, 1); continue; }
        int lead = __clz(x);
        int trail = __ffs(x) - 1;
        if (lead > 31) lead = 31;
        if (win_lead >= 0 && lead >= win_lead && trail >= win_trail) {
            int sig = 32 - win_lead - win_trail;
            bw_put(w, 2u, 2);                    // '1' '0'
            bw_put(w, x >> win_trail, sig);
        } else {
            int sig = 32 - lead - trail;
            bw_put(w, 3u, 2);                    // '1' '1'
            bw_put(w, (uint32_t)lead, 5);
            bw_put(w, (uint32_t)(sig - 1), 5);
            bw_put(w, x >> trail, sig);
            win_lead = lead;
            win_trail = trail;
        }
    }
    if (w.nbits > 0 && !w.overflow) bw_flush(w);
    out_bits[chunk] = w.overflow ? -1 : w.total;
}

// Decoder; status[chunk] = 1 when the stream decoded within in_bits bits, 0 otherwise
// (truncated or corrupt: missing bits read as zero, impossible windows are clamped).
extern "C" __global__ void gorilla_decode(const uint64_t* __restrict__ in_words,
                                          const int* __restrict__ in_bits,
                                          float* __restrict__ values, int* __restrict__ status,
                                          int num_chunks, int chunk_len, int words_per_chunk) {
    int chunk = blockIdx.x * blockDim.x + threadIdx.x;
    if (chunk >= num_chunks || chunk_len <= 0 || words_per_chunk <= 0) return;
    BitReader r;
    r.in = in_words + (size_t)chunk * words_per_chunk;
    r.cur = 0; r.avail = 0; r.word = 0; r.nwords = words_per_chunk; r.consumed = 0;
    float* out = values + (size_t)chunk * chunk_len;

    uint32_t prev = br_get(r, 32);
    out[0] = __uint_as_float(prev);
    int lead = 0, trail = 0;
    for (int i = 1; i < chunk_len; ++i) {
        if (br_get(r, 1)) {
            if (br_get(r, 1)) {                  // new window
                lead = (int)br_get(r, 5);
                int sig = (int)br_get(r, 5) + 1;
                if (lead + sig > 32) sig = 32 - lead;
                trail = 32 - lead - sig;
            }
            int sig = 32 - lead - trail;
            uint32_t bits = br_get(r, sig);
            prev ^= (trail < 32) ? (bits << trail) : 0u;
        }
        out[i] = __uint_as_float(prev);
    }
    int limit = in_bits[chunk];
    status[chunk] = (limit >= 0 && r.consumed <= limit && r.consumed <= 64 * words_per_chunk) ? 1 : 0;
}
