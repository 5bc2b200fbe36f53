// streamvbyte.cu
//
// Stream-VByte style integer codec with delta + zigzag transform, one warp
// per 128-value segment (32 groups of 4 values, one group per lane).
// Segment layout (SEG_BYTES): 32 control bytes, then up to 512 data bytes,
// then 4 bytes of padding so that decoders may over-read one aligned word.
//
//  svb_encode_delta : warp shuffles give each lane its predecessor value; the
//                     delta is zigzag-coded, byte lengths come from __clz,
//                     group lengths are exclusive-scanned with __shfl_up_sync
//                     and bytes are stored individually.  Also writes the
//                     segment data length.  Launch: 1D, blockDim % 32 == 0,
//                     one warp per segment (warps >= ceil(n/128)).
//  svb_decode_delta : reads control bytes, looks group lengths up in a
//                     __constant__ table generated at compile time, scans
//                     offsets, extracts values from two aligned words with
//                     64-bit funnel shifts and masks, undoes zigzag and
//                     rebuilds the prefix sum across the warp.
//                     Launch: as encode.
#include <cuda_runtime.h>
#include <stdint.h>

#define SEG_VALUES 128
#define SEG_CTRL 32
#define SEG_BYTES (SEG_CTRL + 4 * SEG_VALUES + 4)

struct GroupLenTable { uint8_t len[256]; };

constexpr GroupLenTable make_group_len_table()
{
    GroupLenTable t{};
    for (int c = 0; c < 256; ++c) {
        int s = 0;
        for (int j = 0; j < 4; ++j) s += ((c >> (2 * j)) & 3) + 1;
        t.len[c] = (uint8_t)s;
    }
    return t;
}

__constant__ GroupLenTable c_group_len = make_group_len_table();

__device__ __forceinline__ uint32_t zigzag_enc(int32_t d) { return ((uint32_t)d << 1) ^ (uint32_t)(d >> 31); }
__device__ __forceinline__ int32_t zigzag_dec(uint32_t z) { return (int32_t)(z >> 1) ^ -(int32_t)(z & 1u); }

__device__ __forceinline__ int byte_len(uint32_t x)
{
    int bits = 32 - __clz((int)(x | 1u));
    return (bits + 7) >> 3;
}

__device__ __forceinline__ uint32_t warp_excl_scan(uint32_t v, int lane)
{
    uint32_t incl = v;
#pragma unroll
    for (int off = 1; off < 32; off <<= 1) {
        uint32_t t = __shfl_up_sync(0xffffffffu, incl, off);
        if (lane >= off) incl += t;
    }
    return incl - v;
}

extern "C" __global__ void svb_encode_delta(const uint32_t* __restrict__ in,
                                            int n,
                                            uint8_t* __restrict__ enc,
                                            uint32_t* __restrict__ seg_len)
{
    const int seg = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
    const int lane = threadIdx.x & 31;
    const int nseg = (n + SEG_VALUES - 1) / SEG_VALUES;
    if (seg >= nseg) return;

    const int base = seg * SEG_VALUES + lane * 4;
    uint32_t v[4];
#pragma unroll
    for (int j = 0; j < 4; ++j) v[j] = (base + j < n) ? __ldg(&in[base + j]) : 0u;

    uint32_t prev = __shfl_up_sync(0xffffffffu, v[3], 1);
    if (lane == 0) prev = 0u;

    uint32_t z[4];
    uint32_t ctrl = 0u, glen = 0u;
#pragma unroll
    for (int j = 0; j < 4; ++j) {
        z[j] = zigzag_enc((int32_t)(v[j] - prev));
        prev = v[j];
        int L = byte_len(z[j]);
        ctrl |= (uint32_t)(L - 1) << (2 * j);
        glen += (uint32_t)L;
    }
    uint32_t off = warp_excl_scan(glen, lane);

    uint8_t* segp = enc + (size_t)seg * SEG_BYTES;
    segp[lane] = (uint8_t)ctrl;
    uint8_t* data = segp + SEG_CTRL + off;
#pragma unroll
    for (int j = 0; j < 4; ++j) {
        int L = (int)((ctrl >> (2 * j)) & 3u) + 1;
        for (int b = 0; b < L; ++b) data[b] = (uint8_t)(z[j] >> (8 * b));
        data += L;
    }
    if (lane == 31) seg_len[seg] = off + glen;
}

extern "C" __global__ void svb_decode_delta(const uint8_t* __restrict__ enc,
                                            int n,
                                            uint32_t* __restrict__ out)
{
    const int seg = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
    const int lane = threadIdx.x & 31;
    const int nseg = (n + SEG_VALUES - 1) / SEG_VALUES;
    if (seg >= nseg) return;

    const uint8_t* segp = enc + (size_t)seg * SEG_BYTES;
    const uint32_t* data32 = reinterpret_cast<const uint32_t*>(segp + SEG_CTRL);
    uint32_t ctrl = __ldg(segp + lane);
    uint32_t glen = c_group_len.len[ctrl];
    uint32_t pos = warp_excl_scan(glen, lane);

    uint32_t d[4];
#pragma unroll
    for (int j = 0; j < 4; ++j) {
        uint32_t L = ((ctrl >> (2 * j)) & 3u) + 1u;
        uint32_t w = pos >> 2, sh = (pos & 3u) * 8u;
        uint64_t pair = ((uint64_t)__ldg(&data32[w + 1]) << 32) | __ldg(&data32[w]);
        uint32_t raw = (uint32_t)(pair >> sh);
        uint32_t mask = L == 4u ? 0xffffffffu : ((1u << (8u * L)) - 1u);
        d[j] = (uint32_t)zigzag_dec(raw & mask);
        pos += L;
    }
    // local inclusive prefix of the deltas, then warp scan of lane totals
    d[1] += d[0];
    d[2] += d[1];
    d[3] += d[2];
    uint32_t carry = warp_excl_scan(d[3], lane);

    const int base = seg * SEG_VALUES + lane * 4;
#pragma unroll
    for (int j = 0; j < 4; ++j)
        if (base + j < n) out[base + j] = d[j] + carry;
}
