// space_filling_curves.cu
//
// Space-filling-curve keys for spatial sorting / LOD, all integer bit work.
//
//  morton3d_keys    : one thread per point.  Quantises float3 positions inside a
//                     by-value bounding box to 21 bits per axis, interleaves
//                     them into a 63-bit Morton key with magic-mask bit
//                     spreading, decodes the key back (compaction masks) as a
//                     self-check, and for the pair (i, i+1) computes the
//                     octree level of the lowest common ancestor from
//                     __clzll of the key XOR.  Mismatches are counted with a
//                     ballot-aggregated atomic.  Launch: 1D over n.
//  hilbert2d_keys   : one thread per point.  2D Hilbert index of order `order`
//                     (<= 16) from a compile-time generated __constant__ state
//                     table (4 orientation states x 4 quadrants), the inverse
//                     mapping from a second constant table, and a cross-check
//                     against the classic rotate-and-reflect loop.  Launch: 1D.
#include <cuda_runtime.h>
#include <stdint.h>

struct Box3 {
    float lo[3];
    float hi[3];
};

__device__ __forceinline__ unsigned long long spread3(uint32_t v)   // 21 bits -> every 3rd bit
{
    unsigned long long x = v & 0x1fffffu;
    x = (x | (x << 32)) & 0x1f00000000ffffull;
    x = (x | (x << 16)) & 0x1f0000ff0000ffull;
    x = (x | (x << 8)) & 0x100f00f00f00f00full;
    x = (x | (x << 4)) & 0x10c30c30c30c30c3ull;
    x = (x | (x << 2)) & 0x1249249249249249ull;
    return x;
}

__device__ __forceinline__ uint32_t compact3(unsigned long long x)
{
    x &= 0x1249249249249249ull;
    x = (x | (x >> 2)) & 0x10c30c30c30c30c3ull;
    x = (x | (x >> 4)) & 0x100f00f00f00f00full;
    x = (x | (x >> 8)) & 0x1f0000ff0000ffull;
    x = (x | (x >> 16)) & 0x1f00000000ffffull;
    x = (x | (x >> 32)) & 0x1fffffull;
    return (uint32_t)x;
}

__device__ __forceinline__ uint32_t quantize21(float v, float lo, float hi)
{
    const float ext = hi - lo;
    float t = (ext > 1e-20f) ? (v - lo) / ext : 0.0f;
    t = fminf(fmaxf(t, 0.0f), 1.0f);                  // NaN -> 0 via fmaxf
    return min((uint32_t)(t * 2097152.0f), 2097151u);
}

__device__ __forceinline__ unsigned long long morton_key(float3 p, const Box3& b)
{
    return spread3(quantize21(p.x, b.lo[0], b.hi[0])) |
           (spread3(quantize21(p.y, b.lo[1], b.hi[1])) << 1) |
           (spread3(quantize21(p.z, b.lo[2], b.hi[2])) << 2);
}

extern "C" __global__ void morton3d_keys(const float4* __restrict__ pts, int n, Box3 box,
                                         unsigned long long* __restrict__ keys,
                                         int* __restrict__ lca_level,
                                         unsigned* __restrict__ mismatches)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    bool bad = false;
    if (i < n) {
        const float4 p4 = __ldg(&pts[i]);
        const float3 p = make_float3(p4.x, p4.y, p4.z);
        const unsigned long long k = morton_key(p, box);
        keys[i] = k;
        // round trip
        bad = compact3(k) != quantize21(p.x, box.lo[0], box.hi[0]) ||
              compact3(k >> 1) != quantize21(p.y, box.lo[1], box.hi[1]) ||
              compact3(k >> 2) != quantize21(p.z, box.lo[2], box.hi[2]);
        // octree level of the common ancestor with the next point
        int level = -1;
        if (i + 1 < n) {
            const float4 q4 = __ldg(&pts[i + 1]);
            const unsigned long long kn = morton_key(make_float3(q4.x, q4.y, q4.z), box);
            const unsigned long long x = k ^ kn;
            level = x == 0ull ? 21 : (__clzll((long long)x) - 1) / 3;   // key uses bits 0..62
        }
        lca_level[i] = level;
    }
    const unsigned m = __ballot_sync(0xffffffffu, bad);
    if ((threadIdx.x & 31) == 0 && m) atomicAdd(mismatches, (unsigned)__popc(m));
}

// ---------------------------------------------------------------------------
// Hilbert orientation state = (flip << 1) | swap.  Flip (both axes) and swap
// commute, so composing rotations is an XOR of the state bits.
struct HilbertTables {
    uint8_t enc[4][4];   // [state][(x<<1)|y]   -> digit | next_state << 2
    uint8_t dec[4][4];   // [state][digit]      -> quad  | next_state << 2
};

constexpr HilbertTables make_hilbert_tables()
{
    HilbertTables t{};
    for (int st = 0; st < 4; ++st) {
        const int f = st >> 1, sw = st & 1;
        for (int q = 0; q < 4; ++q) {
            int rx = q >> 1, ry = q & 1;
            if (f) { rx ^= 1; ry ^= 1; }
            if (sw) { int tmp = rx; rx = ry; ry = tmp; }
            const int digit = (3 * rx) ^ ry;
            int rf = 0, rs = 0;
            if (ry == 0) { rf = rx; rs = 1; }
            const int next = ((f ^ rf) << 1) | (sw ^ rs);
            t.enc[st][q] = (uint8_t)(digit | (next << 2));
            t.dec[st][digit] = (uint8_t)(q | (next << 2));
        }
    }
    return t;
}

__constant__ HilbertTables c_hilbert = make_hilbert_tables();

__device__ __forceinline__ uint32_t hilbert_encode_table(uint32_t x, uint32_t y, int order)
{
    uint32_t d = 0, st = 0;
    for (int b = order - 1; b >= 0; --b) {
        const uint32_t q = (((x >> b) & 1u) << 1) | ((y >> b) & 1u);
        const uint32_t e = c_hilbert.enc[st][q];
        d = (d << 2) | (e & 3u);
        st = e >> 2;
    }
    return d;
}

__device__ __forceinline__ void hilbert_decode_table(uint32_t d, int order, uint32_t& x, uint32_t& y)
{
    uint32_t st = 0;
    x = y = 0;
    for (int b = order - 1; b >= 0; --b) {
        const uint32_t e = c_hilbert.dec[st][(d >> (2 * b)) & 3u];
        x = (x << 1) | ((e >> 1) & 1u);
        y = (y << 1) | (e & 1u);
        st = e >> 2;
    }
}

// classic loop formulation (rotate/reflect the remaining coordinates)
__device__ __forceinline__ uint32_t hilbert_encode_loop(uint32_t x, uint32_t y, int order)
{
    uint32_t d = 0;
    const uint32_t n = 1u << order;
    for (uint32_t s = n >> 1; s > 0; s >>= 1) {
        const uint32_t rx = (x & s) ? 1u : 0u;
        const uint32_t ry = (y & s) ? 1u : 0u;
        d += s * s * ((3u * rx) ^ ry);
        if (ry == 0) {
            if (rx == 1) { x = s - 1 - (x & (s - 1)); y = s - 1 - (y & (s - 1)); }
            const uint32_t t = x; x = y; y = t;
        }
        x &= s - 1; y &= s - 1;
    }
    return d;
}

extern "C" __global__ void hilbert2d_keys(const float2* __restrict__ pts, int n, int order,
                                          uint32_t* __restrict__ keys,
                                          unsigned* __restrict__ mismatches)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const int ord = order < 1 ? 1 : (order > 16 ? 16 : order);
    bool bad = false;
    if (i < n) {
        const float2 p = __ldg(&pts[i]);
        const float scale = (float)(1u << ord);
        const uint32_t maxc = (1u << ord) - 1u;
        const uint32_t x = min((uint32_t)fminf(fmaxf(p.x, 0.0f) * scale, 4.0e9f), maxc);
        const uint32_t y = min((uint32_t)fminf(fmaxf(p.y, 0.0f) * scale, 4.0e9f), maxc);
        const uint32_t d = hilbert_encode_table(x, y, ord);
        uint32_t rx, ry;
        hilbert_decode_table(d, ord, rx, ry);
        bad = rx != x || ry != y || d != hilbert_encode_loop(x, y, ord);
        keys[i] = d;
    }
    const unsigned m = __ballot_sync(0xffffffffu, bad);
    if ((threadIdx.x & 31) == 0 && m) atomicAdd(mismatches, (unsigned)__popc(m));
}
