// aho_corasick.cu
//
// Multi-pattern string matching with Aho-Corasick automata.
//
//  ac_dna_motif_count : restriction-site scan of an ASCII DNA text.  The
//                       automaton for a fixed set of ten recognition sites is
//                       built at compile time (constexpr trie + failure links
//                       flattened into a complete DFA over {A,C,T,G}) and lives
//                       in a static __constant__ table.  A block stages its
//                       text span (plus the maxlen-1 byte warm-up) in shared
//                       memory with 32-bit loads; each thread walks a chunk,
//                       counting per-site matches in registers and keeping the
//                       first match end per site (warp shuffle reductions,
//                       shared then global atomics; 64-bit positions).
//  ac_scan_runtime_dfa: general automaton supplied at run time: byte -> class
//                       map (power-of-two class count), u16 transitions and
//                       u32 output masks are staged in dynamic shared memory;
//                       each thread scans a chunk with warm-up and writes the
//                       output mask of every position it owns (a dense match
//                       map for a later compaction) and per-pattern counts
//                       through an __ffs loop into shared counters.
#include <cuda_runtime.h>
#include <stdint.h>

// ------------------------------------------------------- compile-time DFA --
#define AC_MAX_STATES 64
#define AC_NPAT 10

struct AcDna {
    unsigned char next[AC_MAX_STATES][4];
    unsigned short out[AC_MAX_STATES];
    int nstates;
    int maxlen;
};

__host__ __device__ constexpr int dna_code(char c) { return (c >> 1) & 3; }   // A0 C1 T2 G3

__host__ __device__ constexpr AcDna build_ac_dna()
{
    const char* pats[AC_NPAT] = {"GAATTC", "GGATCC", "AAGCTT", "CTGCAG", "CCCGGG",
                                 "CTCGAG", "GATC",   "CCGG",   "TCGA",   "GCGGCCGC"};
    AcDna t{};
    int go[AC_MAX_STATES][4] = {};
    int fail[AC_MAX_STATES] = {};
    unsigned short out[AC_MAX_STATES] = {};
    for (int s = 0; s < AC_MAX_STATES; ++s)
        for (int c = 0; c < 4; ++c) go[s][c] = -1;
    int ns = 1, maxlen = 0;
    for (int p = 0; p < AC_NPAT; ++p) {
        int s = 0, len = 0;
        for (const char* q = pats[p]; *q; ++q, ++len) {
            const int c = dna_code(*q);
            if (go[s][c] < 0) go[s][c] = ns++;
            s = go[s][c];
        }
        out[s] |= (unsigned short)(1u << p);
        if (len > maxlen) maxlen = len;
    }
    // BFS over the trie: failure links and the complete transition function
    int queue[AC_MAX_STATES] = {};
    int qh = 0, qt = 0;
    for (int c = 0; c < 4; ++c) {
        if (go[0][c] < 0) go[0][c] = 0;
        else { fail[go[0][c]] = 0; queue[qt++] = go[0][c]; }
    }
    while (qh < qt) {
        const int s = queue[qh++];
        out[s] |= out[fail[s]];
        for (int c = 0; c < 4; ++c) {
            const int u = go[s][c];
            if (u >= 0) {
                fail[u] = go[fail[s]][c];
                queue[qt++] = u;
            } else {
                go[s][c] = go[fail[s]][c];
            }
        }
    }
    for (int s = 0; s < AC_MAX_STATES; ++s) {
        for (int c = 0; c < 4; ++c) t.next[s][c] = (unsigned char)(go[s][c] < 0 ? 0 : go[s][c]);
        t.out[s] = out[s];
    }
    t.nstates = ns;
    t.maxlen = maxlen;
    return t;
}

static __constant__ AcDna c_ac = build_ac_dna();
static constexpr int AC_MAXLEN = build_ac_dna().maxlen;

#define MOTIF_BLOCK 128
#define MOTIF_CHUNK 32
#define NO_MATCH 0x7fffffffffffffffll

extern "C" __global__ void __launch_bounds__(MOTIF_BLOCK)
ac_dna_motif_count(const unsigned char* __restrict__ text, long long n,
                   unsigned long long* __restrict__ counts,   // [AC_NPAT]
                   long long* __restrict__ first_end)          // [AC_NPAT], init NO_MATCH
{
    constexpr int SPAN = MOTIF_BLOCK * MOTIF_CHUNK;
    constexpr int WARM = AC_MAXLEN - 1;
    __shared__ __align__(16) unsigned char s_text[SPAN + 32];
    __shared__ unsigned long long s_cnt[AC_NPAT];
    __shared__ long long s_first[AC_NPAT];

    const int tid = threadIdx.x;
    const long long blk_start = (long long)blockIdx.x * SPAN;
    if (blk_start >= n) return;
    if (tid < AC_NPAT) { s_cnt[tid] = 0; s_first[tid] = NO_MATCH; }

    // stage [blk_start - 32, blk_start + SPAN) ; the first 32 bytes feed the warm-up
    const long long lo = blk_start - 32;
    for (int w = tid; w < (SPAN + 32) / 4; w += MOTIF_BLOCK) {
        const long long g = lo + 4 * (long long)w;
        uint32_t v;
        if (g >= 0 && g + 4 <= n) {
            v = *reinterpret_cast<const uint32_t*>(text + g);
        } else {
            v = 0x4e4e4e4eu;                                  // 'N': resets the automaton
            for (int b = 0; b < 4; ++b)
                if (g + b >= 0 && g + b < n) v = (v & ~(0xffu << (8 * b))) | ((uint32_t)text[g + b] << (8 * b));
        }
        *reinterpret_cast<uint32_t*>(&s_text[4 * w]) = v;
    }
    __syncthreads();

    unsigned cnt[AC_NPAT];
    long long first[AC_NPAT];
#pragma unroll
    for (int p = 0; p < AC_NPAT; ++p) { cnt[p] = 0; first[p] = NO_MATCH; }

    const int my0 = 32 + tid * MOTIF_CHUNK;          // index in s_text of my first owned byte
    int s = 0;
    for (int i = my0 - WARM; i < my0 + MOTIF_CHUNK; ++i) {
        const unsigned char ch = s_text[i];
        if ((ch | 0x20) == 'n') { s = 0; continue; }
        s = c_ac.next[s][dna_code((char)ch)];
        const unsigned o = c_ac.out[s];
        if (o != 0u && i >= my0) {
            const long long pos = lo + i;
            if (pos >= n) break;
#pragma unroll
            for (int p = 0; p < AC_NPAT; ++p)
                if (o & (1u << p)) {
                    ++cnt[p];
                    first[p] = min(first[p], pos);
                }
        }
    }

    const int lane = tid & 31;
#pragma unroll
    for (int p = 0; p < AC_NPAT; ++p) {
        unsigned c = cnt[p];
        long long f = first[p];
#pragma unroll
        for (int off = 16; off > 0; off >>= 1) {
            c += __shfl_xor_sync(0xffffffffu, c, off);
            f = min(f, __shfl_xor_sync(0xffffffffu, f, off));
        }
        if (lane == 0 && c != 0u) {
            atomicAdd(&s_cnt[p], (unsigned long long)c);
            atomicMin(&s_first[p], f);
        }
    }
    __syncthreads();
    if (tid < AC_NPAT && s_cnt[tid] != 0ull) {
        atomicAdd(&counts[tid], s_cnt[tid]);
        atomicMin(&first_end[tid], s_first[tid]);
    }
}

// ----------------------------------------------------- run-time automaton --
struct AcRuntime {
    int nstates;         // <= 1024
    int class_bits;      // classes = 1 << class_bits, <= 16
    int npat;            // <= 32
    int max_pat_len;     // warm-up = max_pat_len - 1
    int chunk;           // bytes owned per thread
};

extern "C" __global__ void ac_scan_runtime_dfa(const unsigned char* __restrict__ text, long long n,
                                               const unsigned char* __restrict__ byte_class,   // [256]
                                               const unsigned short* __restrict__ dfa,         // [nstates][classes]
                                               const unsigned* __restrict__ out_mask,          // [nstates]
                                               AcRuntime a,
                                               unsigned* __restrict__ match_map,               // [n]
                                               unsigned* __restrict__ pat_counts)              // [npat]
{
    extern __shared__ __align__(16) unsigned char smem[];
    const int ncls = 1 << a.class_bits;
    const int cmask = ncls - 1;
    unsigned short* s_dfa = reinterpret_cast<unsigned short*>(smem);
    unsigned* s_out = reinterpret_cast<unsigned*>(smem + ((a.nstates * ncls * 2 + 15) & ~15));
    unsigned char* s_cls = reinterpret_cast<unsigned char*>(s_out + a.nstates);
    __shared__ unsigned s_counts[32];

    const int tid = threadIdx.x;
    for (int j = tid; j < a.nstates * ncls; j += blockDim.x) {
        unsigned short v = dfa[j];
        s_dfa[j] = v < a.nstates ? v : 0;              // corrupt transitions go to the root
    }
    for (int j = tid; j < a.nstates; j += blockDim.x) s_out[j] = out_mask[j];
    for (int j = tid; j < 256; j += blockDim.x) s_cls[j] = byte_class[j] & cmask;
    if (tid < 32) s_counts[tid] = 0;
    __syncthreads();

    const unsigned pat_mask = a.npat >= 32 ? 0xffffffffu : ((1u << a.npat) - 1u);
    const long long stride = (long long)gridDim.x * blockDim.x * a.chunk;
    for (long long start = ((long long)blockIdx.x * blockDim.x + tid) * a.chunk; start < n; start += stride) {
        const long long end = min(start + a.chunk, n);
        long long i = max(0ll, start - (a.max_pat_len - 1));
        int s = 0;
        for (; i < start; ++i) s = s_dfa[s * ncls + s_cls[text[i]]];
        for (; i < end; ++i) {
            s = s_dfa[s * ncls + s_cls[text[i]]];
            unsigned o = s_out[s] & pat_mask;
            match_map[i] = o;
            while (o) {
                const int p = __ffs(o) - 1;
                atomicAdd(&s_counts[p], 1u);
                o &= o - 1;
            }
        }
    }
    __syncthreads();
    if (tid < a.npat && s_counts[tid]) atomicAdd(&pat_counts[tid], s_counts[tid]);
}
