// csv_fsm.cu
//
// Parallel CSV parsing with a speculative finite-state machine (RFC-4180-ish:
// quoted fields, doubled quotes, lenient stray quotes, CR ignored).
// The text is cut into fixed-size chunks, one thread per chunk.
//
//  csv_chunk_transitions : each thread runs the FSM over its chunk from all four
//                          possible start states in lock-step (switch-based
//                          state machine) and stores the chunk's transition
//                          function packed into one byte (2 bits per start
//                          state).  Launch: 1D over nchunks.
//  csv_parse_chunks      : each warp resolves the true start state of its
//                          chunks by composing the transition functions of all
//                          preceding chunks (ordered shuffle reduction per tile
//                          of 32, then an ordered shuffle scan for its own
//                          tile).  Each thread then skips the tail of a field
//                          owned by the previous chunk, parses every field that
//                          starts inside its chunk (running past the chunk end
//                          to finish the last one), counts records and sums
//                          integer-valued unquoted fields with overflow clamps.
//                          Launch: 1D, blockDim % 32 == 0, over nchunks.
#include <cuda_runtime.h>
#include <stdint.h>

enum CsvState { S_FIELD_START = 0, S_UNQUOTED = 1, S_QUOTED = 2, S_QUOTE_IN_QUOTED = 3 };
enum CsvClass { C_OTHER = 0, C_COMMA = 1, C_NEWLINE = 2, C_QUOTE = 3, C_CR = 4 };

#define IDENTITY_MAP 0xE4u   // 3,2,1,0 -> s maps to s

__device__ __forceinline__ int char_class(uint32_t c)
{
    switch (c) {
    case ',': return C_COMMA;
    case '\n': return C_NEWLINE;
    case '"': return C_QUOTE;
    case '\r': return C_CR;
    default: return C_OTHER;
    }
}

// One FSM step.  Sets field_end / record_end when a delimiter closes a field.
__device__ __forceinline__ int csv_step(int s, int cls, bool& field_end, bool& record_end)
{
    field_end = false;
    record_end = false;
    switch (s) {
    case S_FIELD_START:
    case S_UNQUOTED:
        switch (cls) {
        case C_COMMA: field_end = true; return S_FIELD_START;
        case C_NEWLINE: field_end = true; record_end = true; return S_FIELD_START;
        case C_QUOTE: return s == S_FIELD_START ? S_QUOTED : S_UNQUOTED;
        case C_CR: return s;
        default: return S_UNQUOTED;
        }
    case S_QUOTED:
        return cls == C_QUOTE ? S_QUOTE_IN_QUOTED : S_QUOTED;
    default:  // S_QUOTE_IN_QUOTED
        switch (cls) {
        case C_QUOTE: return S_QUOTED;            // "" escape
        case C_COMMA: field_end = true; return S_FIELD_START;
        case C_NEWLINE: field_end = true; record_end = true; return S_FIELD_START;
        case C_CR: return S_QUOTE_IN_QUOTED;
        default: return S_UNQUOTED;               // lenient: text after closing quote
        }
    }
}

__device__ __forceinline__ uint32_t map_apply(uint32_t f, uint32_t s) { return (f >> (2 * s)) & 3u; }

// (f then g)
__device__ __forceinline__ uint32_t map_then(uint32_t f, uint32_t g)
{
    uint32_t r = 0;
#pragma unroll
    for (uint32_t s = 0; s < 4; ++s) r |= map_apply(g, map_apply(f, s)) << (2 * s);
    return r;
}

extern "C" __global__ void csv_chunk_transitions(const uint8_t* __restrict__ text, int len, int chunk,
                                                 uint8_t* __restrict__ trans)
{
    const int ch = chunk < 16 ? 16 : chunk;
    const int nchunks = (len + ch - 1) / ch;
    const int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (c >= nchunks) return;
    const int beg = c * ch, end = min(beg + ch, len);

    int st[4] = {0, 1, 2, 3};
    for (int p = beg; p < end; ++p) {
        const int cls = char_class(__ldg(&text[p]));
        bool fe, re;
#pragma unroll
        for (int k = 0; k < 4; ++k) st[k] = csv_step(st[k], cls, fe, re);
    }
    trans[c] = (uint8_t)(st[0] | (st[1] << 2) | (st[2] << 4) | (st[3] << 6));
}

struct ChunkStats {
    long long numeric_sum;
    int fields;
    int records;
    int numeric_fields;
    int start_state;
};

extern "C" __global__ void csv_parse_chunks(const uint8_t* __restrict__ text, int len, int chunk,
                                            const uint8_t* __restrict__ trans,
                                            ChunkStats* __restrict__ stats)
{
    const int ch = chunk < 16 ? 16 : chunk;
    const int nchunks = (len + ch - 1) / ch;
    const int c = blockIdx.x * blockDim.x + threadIdx.x;
    const int lane = threadIdx.x & 31;
    const int warp_first = c - lane;
    if (warp_first >= nchunks) return;   // warp-uniform

    // ---- resolve start state: compose transition maps of chunks [0, c) ----
    uint32_t carry = IDENTITY_MAP;
    for (int base = 0; base < warp_first; base += 32) {
        uint32_t f = (base + lane < warp_first) ? trans[base + lane] : IDENTITY_MAP;
        // ordered tree reduction: lane i combines [i, i+off) then [i+off, i+2off)
#pragma unroll
        for (int off = 1; off < 32; off <<= 1) {
            uint32_t g = __shfl_down_sync(0xffffffffu, f, off);
            if (lane + off < 32 && (lane & (2 * off - 1)) == 0) f = map_then(f, g);
        }
        carry = map_then(carry, __shfl_sync(0xffffffffu, f, 0));
    }
    uint32_t mine = (c < nchunks) ? trans[c] : IDENTITY_MAP;
    uint32_t incl = mine;
#pragma unroll
    for (int off = 1; off < 32; off <<= 1) {
        uint32_t g = __shfl_up_sync(0xffffffffu, incl, off);
        if (lane >= off) incl = map_then(g, incl);
    }
    uint32_t excl = __shfl_up_sync(0xffffffffu, incl, 1);
    if (lane == 0) excl = IDENTITY_MAP;
    if (c >= nchunks) return;
    const uint32_t prefix = map_then(carry, excl);
    int s = (int)map_apply(prefix, S_FIELD_START);

    ChunkStats out;
    out.numeric_sum = 0;
    out.fields = 0;
    out.records = 0;
    out.numeric_fields = 0;
    out.start_state = s;

    const int beg = c * ch, end = min(beg + ch, len);
    int p = beg;
    bool fe, re;
    // ---- phase 1: finish the field that the previous chunk owns ----
    while (s != S_FIELD_START && p < len) {
        s = csv_step(s, char_class(__ldg(&text[p])), fe, re);
        if (re && p < end) ++out.records;
        ++p;
    }
    // ---- phase 2: fields that start inside [beg, end) ----
    while (p < end) {
        ++out.fields;
        long long val = 0;
        int digits = 0;
        bool negative = false, numeric = true, closed = false;
        while (p < len) {
            const uint32_t ch8 = __ldg(&text[p]);
            const int cls = char_class(ch8);
            const int prev = s;
            s = csv_step(s, cls, fe, re);
            ++p;
            if (fe) {
                if (re && p - 1 < end) ++out.records;
                closed = true;
                break;
            }
            if (cls == C_CR) continue;
            if (prev == S_FIELD_START && s == S_UNQUOTED && ch8 == '-' ) { negative = true; continue; }
            if (s != S_UNQUOTED || ch8 < '0' || ch8 > '9') { numeric = false; continue; }
            if (!numeric) continue;
            if (val < 100000000000000000LL) val = val * 10 + (long long)(ch8 - '0');
            ++digits;
        }
        if (numeric && digits > 0) {
            out.numeric_sum += negative ? -val : val;
            ++out.numeric_fields;
        }
        if (!closed) break;  // end of input
    }
    stats[c] = out;
}
