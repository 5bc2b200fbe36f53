// int_arith_bits.cu
//
// Integer number-theory kernels built on 64-bit high multiplies and bit scans.
//
//  permute_nd_fastdiv : general N-D tensor permutation (rank <= 6, sizes and
//                       permutation in a by-value struct).  Output linear
//                       indices are peeled into coordinates with Lemire
//                       "fastmod" constants built once per block in shared
//                       memory (M = ceil(2^64/d); q = mulhi64(M, n);
//                       r = mulhi64(M*n, d)), power-of-two extents via __ffs
//                       shifts; a self-check counts mismatches with a
//                       warp-reduced atomic.  Launch: 1D grid-stride.
//  binary_gcd_u64     : pairs derived from per-item seeds by splitmix64;
//                       Stein's binary GCD on 64-bit pairs with __ffsll-based
//                       trailing-zero stripping; saturating LCM with overflow
//                       detected through __umul64hi; reports loop trip count.
//                       Launch: 1D over npairs.
//  next_prime_u32     : for each window start (base + start[i]*stride + i)
//                       finds the next prime (bounded
//                       search) using a deterministic Miller-Rabin test (bases
//                       2, 7, 61) whose modular products use a precomputed
//                       Barrett constant and __umul64hi; warp-aggregated
//                       atomic counts the found primes.  Launch: 1D over n.
#include <cuda_runtime.h>
#include <stdint.h>

#define MAX_RANK 6

struct FastDiv {
    unsigned long long M;   // ceil(2^64 / d), 0 for power-of-two divisors
    uint32_t d;
    uint32_t shift;         // log2(d) when d is a power of two
};

__device__ __forceinline__ FastDiv make_fastdiv(uint32_t d)
{
    FastDiv f;
    d = d == 0u ? 1u : d;
    f.d = d;
    if ((d & (d - 1u)) == 0u) {
        f.M = 0ull;
        f.shift = (uint32_t)(__ffs((int)d) - 1);
    } else {
        f.M = 0xFFFFFFFFFFFFFFFFull / d + 1ull;
        f.shift = 0u;
    }
    return f;
}

__device__ __forceinline__ void fast_divmod(const FastDiv& f, uint32_t a, uint32_t& q, uint32_t& r)
{
    if (f.M == 0ull) {
        q = a >> f.shift;
        r = a & (f.d - 1u);
    } else {
        q = (uint32_t)__umul64hi(f.M, (unsigned long long)a);
        const unsigned long long low = f.M * (unsigned long long)a;
        r = (uint32_t)__umul64hi(low, (unsigned long long)f.d);
    }
}

struct PermuteParams {
    int rank;
    int size[MAX_RANK];       // input sizes, outermost first
    int perm[MAX_RANK];       // output dim k takes input dim perm[k]
};

extern "C" __global__ void permute_nd_fastdiv(const float* __restrict__ in, PermuteParams p,
                                              float* __restrict__ out,
                                              unsigned* __restrict__ mismatches)
{
    __shared__ FastDiv s_div[MAX_RANK];
    __shared__ uint32_t s_in_stride[MAX_RANK];   // input stride of output dim k
    __shared__ uint32_t s_total;

    if (threadIdx.x == 0) {
        const int r = p.rank < 1 ? 1 : (p.rank > MAX_RANK ? MAX_RANK : p.rank);
        uint32_t sz[MAX_RANK], stride[MAX_RANK];
        uint32_t total = 1u;
        for (int k = 0; k < r; ++k) {
            int v = p.size[k];
            sz[k] = (uint32_t)(v < 1 ? 1 : (v > 64 ? 64 : v));
        }
        for (int k = r - 1; k >= 0; --k) {
            stride[k] = total;
            total = total * sz[k] > 65536u ? total : total * sz[k];   // cap the tensor size
            if (total == stride[k]) sz[k] = 1u;
        }
        // validate the permutation; fall back to identity
        uint32_t seen = 0u;
        for (int k = 0; k < r; ++k) seen |= 1u << ((unsigned)p.perm[k] % MAX_RANK);
        const bool ok = seen == (1u << r) - 1u;
        for (int k = 0; k < MAX_RANK; ++k) {
            const int src = k < r ? (ok ? (int)((unsigned)p.perm[k] % MAX_RANK) : k) : 0;
            s_div[k] = make_fastdiv(k < r ? sz[src] : 1u);
            s_in_stride[k] = k < r ? stride[src] : 0u;
        }
        s_total = total;
    }
    __syncthreads();
    const uint32_t total = s_total;

    unsigned bad_local = 0;
    for (uint32_t o = blockIdx.x * blockDim.x + threadIdx.x; o < total; o += gridDim.x * blockDim.x) {
        // peel output coordinates, innermost first
        uint32_t rest = o, src = 0u;
#pragma unroll
        for (int k = MAX_RANK - 1; k >= 0; --k) {
            uint32_t q, r;
            fast_divmod(s_div[k], rest, q, r);
            bad_local += (q * s_div[k].d + r != rest || r >= s_div[k].d) ? 1u : 0u;
            src += r * s_in_stride[k];
            rest = q;
        }
        out[o] = __ldg(&in[src < total ? src : 0u]);
    }
    // aggregate the self-check once per warp
    unsigned sum = bad_local;
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) sum += __shfl_xor_sync(0xffffffffu, sum, off);
    if ((threadIdx.x & 31) == 0 && sum) atomicAdd(mismatches, sum);
}

__device__ __forceinline__ unsigned long long splitmix64(unsigned long long x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

extern "C" __global__ void binary_gcd_u64(const unsigned long long* __restrict__ seeds,
                                          int npairs, unsigned long long key,
                                          unsigned long long* __restrict__ g_out,
                                          unsigned long long* __restrict__ lcm_out,
                                          int* __restrict__ trips)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= npairs) return;
    // pair derived from a per-item seed (coprimality sampling); share a small factor
    const unsigned long long h = splitmix64(seeds[i] ^ key ^ ((unsigned long long)i << 32));
    unsigned long long a = splitmix64(h), b = splitmix64(h + 1ull);
    const unsigned long long common = (h & 0xffull) + 1ull;
    a = (a >> 12) * common;
    b = (b >> 12) * common;
    const unsigned long long a0 = a, b0 = b;

    int steps = 0;
    unsigned long long g;
    if (a == 0ull) g = b;
    else if (b == 0ull) g = a;
    else {
        const int shift = __ffsll((long long)(a | b)) - 1;
        a >>= (__ffsll((long long)a) - 1);
        do {
            b >>= (__ffsll((long long)b) - 1);
            if (a > b) { unsigned long long t = a; a = b; b = t; }
            b -= a;
            ++steps;
        } while (b != 0ull && steps < 256);
        g = a << shift;
    }
    unsigned long long l = 0ull;
    if (g != 0ull && a0 != 0ull && b0 != 0ull) {
        const unsigned long long ag = a0 / g;
        l = (__umul64hi(ag, b0) != 0ull) ? 0xFFFFFFFFFFFFFFFFull : ag * b0;  // saturate
    }
    g_out[i] = g;
    lcm_out[i] = l;
    trips[i] = steps;
}

struct Barrett {
    unsigned long long m;   // floor(2^64 / n)
    uint32_t n;
};

__device__ __forceinline__ uint32_t mulmod(uint32_t x, uint32_t y, const Barrett& br)
{
    const unsigned long long p = (unsigned long long)x * y;
    const unsigned long long q = __umul64hi(p, br.m);
    unsigned long long r = p - q * br.n;
    while (r >= br.n) r -= br.n;   // at most twice
    return (uint32_t)r;
}

__device__ __forceinline__ uint32_t powmod(uint32_t b, uint32_t e, const Barrett& br)
{
    uint32_t r = 1u % br.n;
    b %= br.n;
    while (e) {
        if (e & 1u) r = mulmod(r, b, br);
        b = mulmod(b, b, br);
        e >>= 1;
    }
    return r;
}

__device__ __noinline__ bool is_prime_u32(uint32_t n)
{
    if (n < 2u) return false;
    if ((n & 1u) == 0u) return n == 2u;
    if (n % 3u == 0u) return n == 3u;
    if (n < 25u) return true;
    Barrett br;
    br.n = n;
    br.m = 0xFFFFFFFFFFFFFFFFull / n;
    const uint32_t nm1 = n - 1u;
    const int s = __ffs((int)nm1) - 1;
    const uint32_t d = nm1 >> s;
    const uint32_t bases[3] = {2u, 7u, 61u};
#pragma unroll
    for (int k = 0; k < 3; ++k) {
        const uint32_t a = bases[k];
        if (a % n == 0u) continue;
        uint32_t x = powmod(a, d, br);
        if (x == 1u || x == nm1) continue;
        bool composite = true;
        for (int r = 1; r < s; ++r) {
            x = mulmod(x, x, br);
            if (x == nm1) { composite = false; break; }
        }
        if (composite) return false;
    }
    return true;
}

extern "C" __global__ void next_prime_u32(const uint32_t* __restrict__ start, int n, uint32_t base,
                                          uint32_t stride, int max_gap,
                                          uint32_t* __restrict__ prime_out, int* __restrict__ gap_out,
                                          unsigned* __restrict__ found_count)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const bool active = i < n;
    uint32_t p = 0u;
    int gap = -1;
    if (active) {
        // window start; kept away from the 2^32 edge
        const uint32_t s0 = (uint32_t)min(0xFFFF0000ull, (unsigned long long)base +
                                          (unsigned long long)__ldg(&start[i]) * stride + (uint32_t)i);
        const int limit = max_gap < 1 ? 1 : (max_gap > 1024 ? 1024 : max_gap);
        uint32_t c = s0 < 2u ? 2u : s0;
        for (int k = 0; k < limit; ++k, ++c) {
            if (k > 0 && (c & 1u) == 0u) continue;    // only odd candidates after the first
            if (is_prime_u32(c)) { p = c; gap = (int)(c - s0); break; }
        }
        prime_out[i] = p;
        gap_out[i] = gap;
    }
    const unsigned found = __ballot_sync(0xffffffffu, active && gap >= 0);
    if ((threadIdx.x & 31) == 0 && found) atomicAdd(found_count, (unsigned)__popc(found));
}
