// rank_select.cu
//
// Succinct bit-vector with a two-level rank directory and select support
// (the building block of wavelet trees / FM indexes / Elias-Fano).
// Superblock = 32 words = 1024 bits.
//
//  rs_build_local      : one warp per superblock.  Each lane popcounts one
//                        word, a shuffle scan yields the in-superblock prefix
//                        (stored as uint16 per word) and lane 31 writes the
//                        superblock population.  Launch: 1D, blockDim % 32 == 0,
//                        warps >= nsuper.
//  rs_superblock_scan  : single block turns superblock populations into an
//                        exclusive prefix (chunked block scan with a running
//                        carry).  Launch: grid 1, blockDim 256 (multiple of 32).
//  rs_query            : one thread per query.  Query kinds (rank1, select1,
//                        predecessor, successor) are encoded in the low two bits
//                        of the query word, the argument in the upper 30.  Select uses a binary search over
//                        superblocks, a linear scan of word ranks and an in-word
//                        broadword select (popc halving); pred/succ use
//                        __clz/__brev/__ffs.  Launch: 1D over nq.
#include <cuda_runtime.h>
#include <stdint.h>

#define WORDS_PER_SUPER 32

extern "C" __global__ void rs_build_local(const uint32_t* __restrict__ bits,
                                          int nwords,
                                          uint16_t* __restrict__ word_rank,
                                          uint32_t* __restrict__ super_pop)
{
    const int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
    const int lane = threadIdx.x & 31;
    const int nsuper = (nwords + WORDS_PER_SUPER - 1) / WORDS_PER_SUPER;
    if (warp >= nsuper) return;  // warp-uniform

    int w = warp * WORDS_PER_SUPER + lane;
    uint32_t word = w < nwords ? __ldg(&bits[w]) : 0u;
    int c = __popc(word);
    int incl = c;
#pragma unroll
    for (int off = 1; off < 32; off <<= 1) {
        int t = __shfl_up_sync(0xffffffffu, incl, off);
        if (lane >= off) incl += t;
    }
    if (w < nwords) word_rank[w] = (uint16_t)(incl - c);
    if (lane == 31) super_pop[warp] = (uint32_t)incl;
}

extern "C" __global__ void rs_superblock_scan(const uint32_t* __restrict__ super_pop,
                                              int nsuper,
                                              uint32_t* __restrict__ super_rank)
{
    __shared__ uint32_t warp_tot[32];
    __shared__ uint32_t carry_s;
    const int tid = threadIdx.x;
    const int lane = tid & 31, wid = tid >> 5;
    const int nwarps = blockDim.x >> 5;
    if (tid == 0) carry_s = 0u;
    __syncthreads();

    for (int base = 0; base < nsuper; base += blockDim.x) {
        int i = base + tid;
        uint32_t v = i < nsuper ? super_pop[i] : 0u;
        uint32_t incl = v;
#pragma unroll
        for (int off = 1; off < 32; off <<= 1) {
            uint32_t t = __shfl_up_sync(0xffffffffu, incl, off);
            if (lane >= off) incl += t;
        }
        if (lane == 31) warp_tot[wid] = incl;
        __syncthreads();
        if (wid == 0) {
            uint32_t wt = lane < nwarps ? warp_tot[lane] : 0u;
            uint32_t wi = wt;
#pragma unroll
            for (int off = 1; off < 32; off <<= 1) {
                uint32_t t = __shfl_up_sync(0xffffffffu, wi, off);
                if (lane >= off) wi += t;
            }
            if (lane < nwarps) warp_tot[lane] = wi - wt;  // exclusive
        }
        __syncthreads();
        uint32_t carry = carry_s;
        uint32_t excl = carry + warp_tot[wid] + incl - v;
        if (i < nsuper) super_rank[i] = excl;
        __syncthreads();
        if (tid == blockDim.x - 1) carry_s = excl + v;
        __syncthreads();
    }
    if (tid == 0) super_rank[nsuper] = carry_s;  // total population
}

// k-th (0-based) set bit of w; requires k < popc(w).
__device__ __forceinline__ int select_in_word(uint32_t w, int k)
{
    int pos = 0;
    int c = __popc(w & 0xffffu);
    if (k >= c) { k -= c; w >>= 16; pos += 16; }
    c = __popc(w & 0xffu);
    if (k >= c) { k -= c; w >>= 8; pos += 8; }
    c = __popc(w & 0xfu);
    if (k >= c) { k -= c; w >>= 4; pos += 4; }
    c = __popc(w & 0x3u);
    if (k >= c) { k -= c; w >>= 2; pos += 2; }
    c = (int)(w & 1u);
    if (k >= c) { pos += 1; }
    return pos;
}

__device__ __forceinline__ uint32_t rank1(const uint32_t* bits, const uint16_t* wr,
                                          const uint32_t* sr, uint32_t i, int nwords)
{
    // number of ones in [0, i)
    uint32_t w = i >> 5;
    if ((int)w >= nwords) return sr[(nwords + WORDS_PER_SUPER - 1) / WORDS_PER_SUPER];
    uint32_t r = sr[w / WORDS_PER_SUPER] + wr[w];
    uint32_t b = i & 31u;
    if (b) r += __popc(__ldg(&bits[w]) & ((1u << b) - 1u));
    return r;
}

enum QueryKind { Q_RANK = 0, Q_SELECT = 1, Q_PRED = 2, Q_SUCC = 3 };

extern "C" __global__ void rs_query(const uint32_t* __restrict__ bits,
                                    const uint16_t* __restrict__ word_rank,
                                    const uint32_t* __restrict__ super_rank,
                                    int nwords,
                                    const uint32_t* __restrict__ queries,
                                    int nq,
                                    int32_t* __restrict__ answers)
{
    const int q = blockIdx.x * blockDim.x + threadIdx.x;
    if (q >= nq || nwords <= 0) return;
    const int nsuper = (nwords + WORDS_PER_SUPER - 1) / WORDS_PER_SUPER;
    const uint32_t nbits = (uint32_t)nwords * 32u;

    uint32_t qw = queries[q];
    int kind = (int)(qw & 3u);
    uint32_t arg = qw >> 2;
    int32_t ans = -1;

    switch (kind) {
    case Q_RANK: {
        uint32_t i = arg % (nbits + 1u);
        ans = (int32_t)rank1(bits, word_rank, super_rank, i, nwords);
        break;
    }
    case Q_SELECT: {
        uint32_t total = super_rank[nsuper];
        if (total == 0u) break;
        uint32_t k = arg % total;
        // last superblock whose exclusive rank <= k
        int lo = 0, hi = nsuper - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >> 1;
            if (super_rank[mid] <= k) lo = mid; else hi = mid - 1;
        }
        uint32_t rem = k - super_rank[lo];
        int w = lo * WORDS_PER_SUPER;
        int wend = min(w + WORDS_PER_SUPER, nwords);
        // advance to the last word in the superblock with rank <= rem
        while (w + 1 < wend && word_rank[w + 1] <= rem) ++w;
        uint32_t word = __ldg(&bits[w]);
        int inword = (int)(rem - word_rank[w]);
        if (inword < 0 || inword >= __popc(word)) break;  // inconsistent directory
        ans = w * 32 + select_in_word(word, inword);
        break;
    }
    case Q_PRED: {
        // largest set position <= i
        uint32_t i = arg % nbits;
        int w = (int)(i >> 5);
        uint32_t b = i & 31u;
        uint32_t mask = b == 31u ? 0xffffffffu : ((1u << (b + 1u)) - 1u);
        uint32_t word = __ldg(&bits[w]) & mask;
        int steps = 0;
        while (word == 0u && w > 0 && steps < 64) {  // bounded backward scan
            --w; ++steps;
            word = __ldg(&bits[w]);
        }
        if (word) ans = w * 32 + (31 - __clz((int)word));
        break;
    }
    default: {  // Q_SUCC: smallest set position >= i, via bit reversal
        uint32_t i = arg % nbits;
        int w = (int)(i >> 5);
        uint32_t b = i & 31u;
        uint32_t word = __ldg(&bits[w]) & (0xffffffffu << b);
        int steps = 0;
        while (word == 0u && w + 1 < nwords && steps < 64) {
            ++w; ++steps;
            word = __ldg(&bits[w]);
        }
        // lowest set bit == leading zeros of the reversed word
        if (word) ans = w * 32 + __clz((int)__brev(word));
        break;
    }
    }
    answers[q] = ans;
}
