// flow_sketches.cu
//
// Streaming sketches over network flow records (src ip, dst ip, ports):
// HyperLogLog distinct-flow counting and a Count-Min byte-volume sketch.
// Both keys are XXH64 of the 12-byte tuple (the real small-input path:
// one 8-byte lane, one 4-byte lane, avalanche), seeds in host-set
// __constant__ memory.
//
//  hll_insert_flows    : 2^12 registers privatised per block in shared memory
//                        (u32, shared atomicMax), rank = clz of the remaining
//                        bits with a sentinel bit, grid-stride over records,
//                        flushed with global atomicMax for non-zero registers.
//  hll_estimate_union  : single block: registers of nsk sketches merged by max
//                        on the fly, sum of 2^-M in double and zero count by a
//                        fixed-order block reduction, bias constant alpha_m,
//                        linear counting for the small range.
//  countmin_update     : depth-4 x 2048 counters privatised in shared memory
//                        (32 KiB), Kirsch-Mitzenmacher double hashing from the
//                        two halves of the hash, per-record byte weights,
//                        flushed with global atomicAdd where non-zero.
#include <cuda_runtime.h>
#include <stdint.h>

#define HLL_P 12
#define HLL_M (1 << HLL_P)
#define CM_DEPTH 4
#define CM_WIDTH 2048

__constant__ unsigned long long c_hll_seed;
__constant__ unsigned long long c_cm_seed;

#define P64_1 0x9E3779B185EBCA87ull
#define P64_2 0xC2B2AE3D27D4EB4Full
#define P64_3 0x165667B19E3779F9ull
#define P64_4 0x85EBCA77C2B2AE63ull
#define P64_5 0x27D4EB2F165667C5ull

__device__ __forceinline__ uint64_t rotl64(uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }

__device__ __forceinline__ uint64_t xxh64_flow(uint32_t src, uint32_t dst, uint32_t ports, uint64_t seed)
{
    uint64_t h = seed + P64_5 + 12ull;
    // 8-byte lane: src (low) | dst (high), little endian
    uint64_t k1 = ((uint64_t)dst << 32) | src;
    k1 *= P64_2;
    k1 = rotl64(k1, 31);
    k1 *= P64_1;
    h ^= k1;
    h = rotl64(h, 27) * P64_1 + P64_4;
    // 4-byte lane
    h ^= (uint64_t)ports * P64_1;
    h = rotl64(h, 23) * P64_2 + P64_3;
    // avalanche
    h ^= h >> 33;
    h *= P64_2;
    h ^= h >> 29;
    h *= P64_3;
    h ^= h >> 32;
    return h;
}

extern "C" __global__ void __launch_bounds__(512)
hll_insert_flows(const uint32_t* __restrict__ src, const uint32_t* __restrict__ dst,
                 const uint32_t* __restrict__ ports, long long n,
                 unsigned* __restrict__ regs)                     // [HLL_M]
{
    __shared__ unsigned s_reg[HLL_M];
    for (int j = threadIdx.x; j < HLL_M; j += blockDim.x) s_reg[j] = 0u;
    __syncthreads();

    const uint64_t seed = c_hll_seed;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        const uint64_t h = xxh64_flow(__ldg(&src[i]), __ldg(&dst[i]), __ldg(&ports[i]), seed);
        const unsigned idx = (unsigned)(h >> (64 - HLL_P));
        const uint64_t w = (h << HLL_P) | (1ull << (HLL_P - 1));   // rank <= 64 - P + 1
        const unsigned rank = (unsigned)__clzll((long long)w) + 1u;
        atomicMax(&s_reg[idx], rank);
    }
    __syncthreads();
    for (int j = threadIdx.x; j < HLL_M; j += blockDim.x) {
        const unsigned r = s_reg[j];
        if (r) atomicMax(&regs[j], r);
    }
}

extern "C" __global__ void __launch_bounds__(1024)
hll_estimate_union(const unsigned* __restrict__ regs, int nsk,      // [nsk][HLL_M]
                   double* __restrict__ estimate, unsigned* __restrict__ merged)
{
    __shared__ double s_sum[32];
    __shared__ int s_zero[32];
    const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    double sum = 0.0;
    int zeros = 0;
    for (int j = tid; j < HLL_M; j += blockDim.x) {
        unsigned m = 0u;
        for (int s = 0; s < nsk; ++s) m = max(m, regs[(size_t)s * HLL_M + j]);
        m = min(m, 64u - HLL_P + 1u);
        merged[j] = m;
        sum += ldexp(1.0, -(int)m);
        zeros += m == 0u;
    }
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) {
        sum += __shfl_xor_sync(0xffffffffu, sum, off);
        zeros += __shfl_xor_sync(0xffffffffu, zeros, off);
    }
    if (lane == 0) { s_sum[warp] = sum; s_zero[warp] = zeros; }
    __syncthreads();
    if (warp == 0) {
        const int nw = blockDim.x >> 5;
        sum = lane < nw ? s_sum[lane] : 0.0;
        zeros = lane < nw ? s_zero[lane] : 0;
#pragma unroll
        for (int off = 16; off > 0; off >>= 1) {
            sum += __shfl_xor_sync(0xffffffffu, sum, off);
            zeros += __shfl_xor_sync(0xffffffffu, zeros, off);
        }
        if (lane == 0) {
            const double m = (double)HLL_M;
            const double alpha = 0.7213 / (1.0 + 1.079 / m);
            double e = alpha * m * m / sum;
            if (e <= 2.5 * m && zeros > 0) e = m * log(m / (double)zeros);   // linear counting
            *estimate = e;
        }
    }
}

extern "C" __global__ void __launch_bounds__(256)
countmin_update(const uint32_t* __restrict__ src, const uint32_t* __restrict__ dst,
                const uint32_t* __restrict__ ports, const uint32_t* __restrict__ bytes, long long n,
                unsigned* __restrict__ cm)                         // [CM_DEPTH][CM_WIDTH]
{
    __shared__ unsigned s_cm[CM_DEPTH * CM_WIDTH];
    for (int j = threadIdx.x; j < CM_DEPTH * CM_WIDTH; j += blockDim.x) s_cm[j] = 0u;
    __syncthreads();

    const uint64_t seed = c_cm_seed;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        const uint64_t h = xxh64_flow(src[i], dst[i], ports[i], seed);
        const uint32_t h1 = (uint32_t)h, h2 = (uint32_t)(h >> 32) | 1u;
        const unsigned wgt = bytes[i];
#pragma unroll
        for (int r = 0; r < CM_DEPTH; ++r) {
            const uint32_t col = (h1 + (uint32_t)r * h2) & (CM_WIDTH - 1);
            atomicAdd(&s_cm[r * CM_WIDTH + col], wgt);
        }
    }
    __syncthreads();
    for (int j = threadIdx.x; j < CM_DEPTH * CM_WIDTH; j += blockDim.x) {
        const unsigned v = s_cm[j];
        if (v) atomicAdd(&cm[j], v);
    }
}
