// FM-index exact matching of many short DNA reads: backward search with a 2-bit packed BWT
// (32 bases per 64-bit word) and an occurrence table sampled every 64 positions, plus the
// locate step that walks LF-mapping to the nearest sampled suffix-array entry.
#include <cuda_runtime.h>
#include <stdint.h>

#define OCC_INTERVAL 64
#define WORDS_PER_BLOCK (OCC_INTERVAL / 32)

// ASCII -> 2-bit code; 4 marks an ambiguous base (N), which ends the search.
__constant__ unsigned char c_base_code[256];

struct FmHeader {          // all-integer, passed by value
    int C[4];              // number of text symbols smaller than A, C, G, T (plus 1 for $)
    int dollar_row;        // BWT row holding '$' (stored as an A in the packed string)
};

__device__ __forceinline__ uint32_t base_at(const uint64_t* bwt, int i) {
    return (uint32_t)(bwt[i >> 5] >> (2 * (i & 31))) & 3u;
}

// Number of occurrences of base c in the first k bases of a word.
__device__ __forceinline__ int count_in_word(uint64_t w, uint32_t c, int k) {
    const uint64_t LOW = 0x5555555555555555ULL;
    uint64_t x = w ^ (LOW * c);                 // 00 where the base equals c
    uint64_t m = ~(x | (x >> 1)) & LOW;
    if (k < 32) m &= (1ULL << (2 * k)) - 1;
    return __popcll(m);
}

// Occ(c, i): occurrences of c in BWT[0, i).
__device__ __noinline__ int occ(const uint64_t* __restrict__ bwt, const uint32_t* __restrict__ occ_tab,
                                const FmHeader& h, uint32_t c, int i, int n) {
    i = min(max(i, 0), n);
    int blk = i / OCC_INTERVAL;
    int rem = i % OCC_INTERVAL;
    int r = (int)occ_tab[blk * 4 + c];
    const uint64_t* w = bwt + (size_t)blk * WORDS_PER_BLOCK;
#pragma unroll
    for (int j = 0; j < WORDS_PER_BLOCK; ++j) {
        int k = rem - 32 * j;
        if (k <= 0) break;
        r += count_in_word(w[j], c, k > 32 ? 32 : k);
    }
    if (c == 0 && h.dollar_row < i) r -= 1;       // '$' was stored as an A
    return r;
}

__device__ __forceinline__ int lf(const uint64_t* bwt, const uint32_t* occ_tab, const FmHeader& h,
                                  int row, int n) {
    uint32_t c = base_at(bwt, row);
    return h.C[c] + occ(bwt, occ_tab, h, c, row, n);
}

// One thread per read. Result: SA interval [lo, hi) of the full read, or the longest
// suffix matched when the interval becomes empty (matched_len).
extern "C" __global__ void fm_backward_search(const uint64_t* __restrict__ bwt,
                                              const uint32_t* __restrict__ occ_tab,
                                              FmHeader h,
                                              const unsigned char* __restrict__ reads,
                                              const int* __restrict__ read_len,
                                              int* __restrict__ sa_lo, int* __restrict__ sa_hi,
                                              int* __restrict__ matched_len,
                                              int n, int num_reads, int max_len) {
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    if (id >= num_reads || n <= 0 || max_len <= 0) return;
    int len = min(max(read_len[id], 0), max_len);
    const unsigned char* r = reads + (size_t)id * max_len;
    int lo = 0, hi = n, matched = 0;
    for (int j = len - 1; j >= 0; --j) {
        uint32_t code = c_base_code[r[j]];
        if (code > 3) break;
        int nlo = h.C[code] + occ(bwt, occ_tab, h, code, lo, n);
        int nhi = h.C[code] + occ(bwt, occ_tab, h, code, hi, n);
        nlo = min(max(nlo, 0), n);
        nhi = min(max(nhi, 0), n);
        if (nlo >= nhi) break;
        lo = nlo; hi = nhi; ++matched;
    }
    sa_lo[id] = lo;
    sa_hi[id] = hi;
    matched_len[id] = matched;
}

// Locate: for every read, resolve up to max_hits rows of its interval to text positions by
// LF-walking until a row that is a multiple of sa_rate (whose SA value is sampled).
extern "C" __global__ void fm_locate(const uint64_t* __restrict__ bwt,
                                     const uint32_t* __restrict__ occ_tab, FmHeader h,
                                     const int* __restrict__ sa_samples,
                                     const int* __restrict__ sa_lo, const int* __restrict__ sa_hi,
                                     int* __restrict__ positions,     // [num_reads][max_hits]
                                     int* __restrict__ num_hits,
                                     int n, int num_reads, int sa_rate, int max_hits) {
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    if (id >= num_reads || n <= 0 || sa_rate <= 0 || max_hits <= 0) return;
    int lo = min(max(sa_lo[id], 0), n), hi = min(max(sa_hi[id], 0), n);
    int hits = 0;
    int n_samples = (n + sa_rate - 1) / sa_rate;
    for (int row = lo; row < hi && hits < max_hits; ++row) {
        int r = row, steps = 0, pos = -1;
        while (steps <= sa_rate) {
            if (r == h.dollar_row) { pos = steps; break; }          // SA[r] == 0
            if (r % sa_rate == 0) {
                int s = r / sa_rate;
                if (s < n_samples) pos = sa_samples[s] + steps;
                break;
            }
            r = lf(bwt, occ_tab, h, r, n);
            r = min(max(r, 0), n - 1);
            ++steps;
        }
        if (pos >= 0) pos %= n;
        positions[(size_t)id * max_hits + hits] = pos;
        ++hits;
    }
    for (int k = hits; k < max_hits; ++k) positions[(size_t)id * max_hits + k] = -1;
    num_hits[id] = hits;
}
