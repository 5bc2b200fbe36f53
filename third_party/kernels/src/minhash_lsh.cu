// minhash_lsh.cu
//
// MinHash signatures and LSH banding for near-duplicate detection, written
// with cooperative-groups coalesced groups (cg::coalesced_threads,
// cg::labeled_partition, cg::reduce) and warp shuffles.
// (Defines _CG_LIMIT_INCLUDED_DEPENDENCIES so the CG headers do not pull in
// libcu++; only coalesced-group APIs are used.)
//
//  minhash_signatures : one warp per document (fixed-capacity token lists,
//                       per-document length).  Each lane scans a strided
//                       subset of the tokens and keeps 32 running minima of
//                       universal hashes h_k(x) = (a_k x + b_k) mod (2^31-1)
//                       (Mersenne reduction, coefficients in __constant__);
//                       the warp then min-reduces each hash with cg::reduce
//                       and lane k stores signature row k.
//                       Launch: 1D, blockDim % 32 == 0, warps >= ndocs.
//  lsh_band_buckets   : one thread per (document, band).  Band rows are
//                       hashed into a bucket; lanes of a warp that share a
//                       bucket form a cg::labeled_partition, whose leader adds
//                       the group size to the bucket histogram (integer
//                       atomics) and whose members estimate Jaccard
//                       similarity against the leader's document.
//                       Launch: 1D over ndocs * NBANDS.
#define _CG_LIMIT_INCLUDED_DEPENDENCIES 1
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_runtime.h>
#include <stdint.h>

namespace cg = cooperative_groups;

#define NHASH 32
#define MAX_TOKENS 256
#define NBANDS 8
#define ROWS_PER_BAND (NHASH / NBANDS)
#define MERSENNE31 0x7fffffffu

__constant__ uint32_t c_hash_a[NHASH] = {
    0x2545F491u, 0x1B873593u, 0x3C6EF372u, 0x0A54FF53u, 0x510E527Fu, 0x1F83D9ABu, 0x5BE0CD19u, 0x6A09E667u,
    0x3243F6A8u, 0x05A308D3u, 0x13198A2Eu, 0x03707344u, 0x24406A93u, 0x299F31D0u, 0x082EFA98u, 0x6C4E89A5u,
    0x452821E6u, 0x38D01377u, 0x3E5466CFu, 0x34E90C6Cu, 0x40AC29B7u, 0x49C97C50u, 0x3F84D5B5u, 0x35470917u,
    0x1D6E4F39u, 0x7B54A41Du, 0x5C95B5C3u, 0x0BA7B5D5u, 0x2FD0F86Bu, 0x66A1E7A9u, 0x1C8F3BB1u, 0x7A3D2E5Fu};
__constant__ uint32_t c_hash_b[NHASH] = {
    0x0000A5A5u, 0x00F00F11u, 0x01234567u, 0x0FEDCBA9u, 0x13579BDFu, 0x02468ACEu, 0x7FFF0001u, 0x00C0FFEEu,
    0x0BADF00Du, 0x0DEADBEEu, 0x01010101u, 0x00777777u, 0x05F3759Du, 0x0ACE1ACEu, 0x0FACEB00u, 0x0C0DE123u,
    0x11111111u, 0x22222222u, 0x33333333u, 0x44444444u, 0x55555555u, 0x66666666u, 0x77777776u, 0x08888888u,
    0x19999999u, 0x2AAAAAAAu, 0x3BBBBBBBu, 0x4CCCCCCCu, 0x5DDDDDDDu, 0x6EEEEEEEu, 0x7EEEEEEEu, 0x0F0F0F0Fu};

__device__ __forceinline__ uint32_t mod_mersenne31(unsigned long long v)
{
    // v < 2^62: fold twice, final conditional subtract
    v = (v & MERSENNE31) + (v >> 31);
    v = (v & MERSENNE31) + (v >> 31);
    uint32_t r = (uint32_t)v;
    return r >= MERSENNE31 ? r - MERSENNE31 : r;
}

extern "C" __global__ void minhash_signatures(const uint32_t* __restrict__ tokens,
                                              const uint8_t* __restrict__ lengths,
                                              int ndocs,
                                              uint32_t* __restrict__ sig)   // [ndocs][NHASH]
{
    const int doc = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
    const int lane = threadIdx.x & 31;
    if (doc >= ndocs) return;   // warp-uniform: whole warps exit together

    const int len = min((int)lengths[doc] + 1, MAX_TOKENS);
    const uint32_t* tok = tokens + (size_t)doc * MAX_TOKENS;

    uint32_t mins[NHASH];
#pragma unroll
    for (int k = 0; k < NHASH; ++k) mins[k] = MERSENNE31;

    for (int j = lane; j < len; j += 32) {
        const uint32_t x = __ldg(&tok[j]) & MERSENNE31;
#pragma unroll
        for (int k = 0; k < NHASH; ++k) {
            const uint32_t h = mod_mersenne31((unsigned long long)c_hash_a[k] * x + c_hash_b[k]);
            mins[k] = min(mins[k], h);
        }
    }

    cg::coalesced_group warp = cg::coalesced_threads();
    uint32_t mine = 0;
#pragma unroll
    for (int k = 0; k < NHASH; ++k) {
        const uint32_t m = cg::reduce(warp, mins[k], cg::less<uint32_t>());
        if (lane == k) mine = m;
    }
    sig[(size_t)doc * NHASH + lane] = mine;
}

extern "C" __global__ void lsh_band_buckets(const uint32_t* __restrict__ sig, int ndocs,
                                            int nbuckets,
                                            unsigned* __restrict__ bucket_count,   // [NBANDS][nbuckets]
                                            int* __restrict__ bucket_of,          // [ndocs][NBANDS]
                                            float* __restrict__ jaccard_to_leader)
{
    const int id = blockIdx.x * blockDim.x + threadIdx.x;
    if (id >= ndocs * NBANDS) return;
    const int doc = id / NBANDS, band = id % NBANDS;
    const int nb = nbuckets < 1 ? 1 : (nbuckets > 4096 ? 4096 : nbuckets);

    const uint32_t* s = sig + (size_t)doc * NHASH;
    // FNV-1a over the band's rows
    uint32_t h = 2166136261u;
#pragma unroll
    for (int r = 0; r < ROWS_PER_BAND; ++r) {
        uint32_t v = __ldg(&s[band * ROWS_PER_BAND + r]);
#pragma unroll
        for (int byte = 0; byte < 4; ++byte) {
            h ^= (v >> (8 * byte)) & 0xffu;
            h *= 16777619u;
        }
    }
    const int bucket = (int)(h % (uint32_t)nb);
    bucket_of[id] = bucket;

    // lanes with the same (band, bucket) in this warp form one group
    cg::coalesced_group active = cg::coalesced_threads();
    const unsigned label = (unsigned)(band * nb + bucket);
    cg::coalesced_group same = cg::labeled_partition(active, label);
    if (same.thread_rank() == 0)
        atomicAdd(&bucket_count[band * nb + bucket], (unsigned)same.size());

    // estimate Jaccard similarity with the group's leader document
    const int leader_doc = same.shfl(doc, 0);
    const uint32_t* t = sig + (size_t)leader_doc * NHASH;
    int eq = 0;
#pragma unroll 8
    for (int k = 0; k < NHASH; ++k) eq += (__ldg(&s[k]) == __ldg(&t[k])) ? 1 : 0;
    jaccard_to_leader[id] = (float)eq * (1.0f / NHASH);
}
