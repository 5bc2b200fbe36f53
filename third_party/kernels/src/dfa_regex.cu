// DFA-based pattern matching (compiled regular expressions) over byte text with shared-memory
// transition tables: per-record matching, and data-parallel matching of one long text by
// enumerating all start states (speculative / enumerative DFA), with the per-chunk state maps
// composed by a warp scan.
//
// A DFA has nstates states (state 0 = dead in the record matcher, start = 1 % nstates),
// bytes mapped to nclasses character classes, trans[state][class] (reduced modulo nstates) and
// an accept bitmask.
//
//   dfa_match_records    one thread per record (64-bit offsets, lengths clamped to the text):
//                        the byte-class map and the transition table staged in shared memory,
//                        the walk stops at the dead state or at the first accepting state;
//                        writes the match end or -1 and counts matching records per block.
//                        launch: block 128, grid 2 (200 records, 24 states, 16 classes).
//   dfa_chunk_maps       enumerative DFA with at most 8 states: for each class the transition
//                        column is packed as eight 4-bit next states; each thread runs its
//                        chunk of L bytes on all eight start states at once (nibble gathers),
//                        the block composes its threads' maps in order (warp __shfl_up_sync
//                        scan of map composition, then the warps' totals) and writes the block's
//                        map. launch: block 128, grid 2 (text 4096, L 16).
//   dfa_count_matches    second pass: each block composes the maps of the blocks before it
//                        (serial, few blocks) onto the start state, recomputes its threads'
//                        maps and their exclusive scan to get each chunk's true start state,
//                        then re-runs the chunk counting positions in accepting states; per-block
//                        counts, and the last block writes the final state. launch: as above.
#include <cuda_runtime.h>
#include <stdint.h>

#define DFA_MAX_STATES 64
#define DFA_MAX_CLASSES 32
#define EDFA_STATES 8

extern "C" __global__ void __launch_bounds__(256)
dfa_match_records(const uint8_t *__restrict__ text, long long text_len, const long long *__restrict__ rec_off,
                  const int *__restrict__ rec_len, int nrec, const uint8_t *__restrict__ class_map,
                  const uint8_t *__restrict__ trans, int nstates, int nclasses,
                  unsigned long long accept_mask, int *__restrict__ match_end, unsigned *__restrict__ block_hits) {
  __shared__ uint8_t s_class[256];
  __shared__ uint8_t s_trans[DFA_MAX_STATES * DFA_MAX_CLASSES];
  __shared__ unsigned s_hits;
  nstates = min(max(nstates, 2), DFA_MAX_STATES);
  nclasses = min(max(nclasses, 1), DFA_MAX_CLASSES);
  for (int i = threadIdx.x; i < 256; i += blockDim.x) s_class[i] = (uint8_t)(class_map[i] % nclasses);
  for (int i = threadIdx.x; i < nstates * nclasses; i += blockDim.x) s_trans[i] = (uint8_t)(trans[i] % nstates);
  if (threadIdx.x == 0) s_hits = 0u;
  __syncthreads();

  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < nrec) {
    long long off = rec_off[r];
    off = min(max(off, 0LL), text_len);
    const int len = (int)min((long long)max(rec_len[r], 0), text_len - off);
    const uint8_t *p = text + off;
    int state = 1;
    int end = -1;
    if ((accept_mask >> state) & 1ull) end = 0;
    for (int i = 0; i < len && end < 0; ++i) {
      state = s_trans[state * nclasses + s_class[p[i]]];
      if (state == 0) break;  // dead: no match possible
      if ((accept_mask >> state) & 1ull) end = i + 1;
    }
    match_end[r] = end;
    if (end >= 0) atomicAdd(&s_hits, 1u);
  }
  __syncthreads();
  if (threadIdx.x == 0) block_hits[blockIdx.x] = s_hits;
}

// h = g after f: h[i] = g[f[i]] for eight 4-bit entries
static __device__ __forceinline__ uint32_t map_then(uint32_t f, uint32_t g) {
  uint32_t h = 0;
#pragma unroll
  for (int i = 0; i < EDFA_STATES; ++i) {
    const uint32_t fi = (f >> (4 * i)) & 7u;
    h |= ((g >> (4 * fi)) & 7u) << (4 * i);
  }
  return h;
}

#define IDENTITY_MAP 0x76543210u

static __device__ __forceinline__ void load_packed_tables(const uint8_t *class_map, const uint8_t *trans, int nstates,
                                                          int nclasses, uint8_t *s_class, uint32_t *s_col) {
  for (int i = threadIdx.x; i < 256; i += blockDim.x) s_class[i] = (uint8_t)(class_map[i] % nclasses);
  for (int c = threadIdx.x; c < nclasses; c += blockDim.x) {
    uint32_t col = 0;
    for (int s = 0; s < EDFA_STATES; ++s) {
      // states past nstates stay where they are
      const uint32_t nxt = s < nstates ? (uint32_t)(trans[s * nclasses + c] % nstates) : (uint32_t)s;
      col |= nxt << (4 * s);
    }
    s_col[c] = col;
  }
}

static __device__ __forceinline__ uint32_t chunk_map(const uint8_t *text, long long begin, long long end,
                                                     const uint8_t *s_class, const uint32_t *s_col) {
  uint32_t f = IDENTITY_MAP;
  for (long long i = begin; i < end; ++i) f = map_then(f, s_col[s_class[text[i]]]);
  return f;
}

// Inclusive scan (in thread order) of map composition over the block; returns the thread's
// inclusive map and sets *block_total. Needs blockDim.x a multiple of 32, at most 256.
static __device__ __forceinline__ uint32_t block_map_scan(uint32_t f, uint32_t *s_warp, uint32_t *block_total) {
  const int lane = threadIdx.x & 31, wid = threadIdx.x >> 5, nw = blockDim.x >> 5;
#pragma unroll
  for (int d = 1; d < 32; d <<= 1) {
    const uint32_t prev = __shfl_up_sync(0xffffffffu, f, d);
    if (lane >= d) f = map_then(prev, f);
  }
  if (lane == 31) s_warp[wid] = f;
  __syncthreads();
  uint32_t before = IDENTITY_MAP;
  for (int w = 0; w < wid; ++w) before = map_then(before, s_warp[w]);
  uint32_t total = IDENTITY_MAP;
  for (int w = 0; w < nw; ++w) total = map_then(total, s_warp[w]);
  *block_total = total;
  return map_then(before, f);
}

extern "C" __global__ void __launch_bounds__(256)
dfa_chunk_maps(const uint8_t *__restrict__ text, long long text_len, int chunk_len,
               const uint8_t *__restrict__ class_map, const uint8_t *__restrict__ trans, int nstates, int nclasses,
               uint32_t *__restrict__ block_map) {
  __shared__ uint8_t s_class[256];
  __shared__ uint32_t s_col[DFA_MAX_CLASSES];
  __shared__ uint32_t s_warp[8];
  if ((blockDim.x & 31) != 0 || blockDim.x > 256 || chunk_len <= 0) return;
  nstates = min(max(nstates, 1), EDFA_STATES);
  nclasses = min(max(nclasses, 1), DFA_MAX_CLASSES);
  load_packed_tables(class_map, trans, nstates, nclasses, s_class, s_col);
  __syncthreads();
  const long long chunk = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  const long long b = min(chunk * chunk_len, text_len), e = min(b + chunk_len, text_len);
  const uint32_t f = chunk_map(text, b, e, s_class, s_col);
  uint32_t total;
  block_map_scan(f, s_warp, &total);
  if (threadIdx.x == 0) block_map[blockIdx.x] = total;
}

extern "C" __global__ void __launch_bounds__(256)
dfa_count_matches(const uint8_t *__restrict__ text, long long text_len, int chunk_len,
                  const uint8_t *__restrict__ class_map, const uint8_t *__restrict__ trans, int nstates, int nclasses,
                  unsigned accept_mask, const uint32_t *__restrict__ block_map, unsigned *__restrict__ block_count,
                  int *__restrict__ final_state) {
  __shared__ uint8_t s_class[256];
  __shared__ uint32_t s_col[DFA_MAX_CLASSES];
  __shared__ uint32_t s_warp[8];
  __shared__ unsigned s_count;
  if ((blockDim.x & 31) != 0 || blockDim.x > 256 || chunk_len <= 0) return;
  nstates = min(max(nstates, 1), EDFA_STATES);
  nclasses = min(max(nclasses, 1), DFA_MAX_CLASSES);
  load_packed_tables(class_map, trans, nstates, nclasses, s_class, s_col);
  if (threadIdx.x == 0) s_count = 0u;
  __syncthreads();

  // start state of this block: the preceding blocks' maps applied to state 1 % nstates
  uint32_t state = 1u % (uint32_t)nstates;
  for (int blk = 0; blk < (int)blockIdx.x; ++blk) state = (block_map[blk] >> (4 * state)) & 7u;

  const long long chunk = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  const long long b = min(chunk * chunk_len, text_len), e = min(b + chunk_len, text_len);
  const uint32_t f = chunk_map(text, b, e, s_class, s_col);
  uint32_t total;
  const uint32_t incl = block_map_scan(f, s_warp, &total);
  // exclusive prefix: the inclusive map of the previous thread (identity for thread 0)
  uint32_t excl = __shfl_up_sync(0xffffffffu, incl, 1);
  if ((threadIdx.x & 31) == 0) {
    const int wid = threadIdx.x >> 5;
    excl = IDENTITY_MAP;
    for (int w = 0; w < wid; ++w) excl = map_then(excl, s_warp[w]);
  }
  uint32_t s = (excl >> (4 * state)) & 7u;
  unsigned hits = 0;
  for (long long i = b; i < e; ++i) {
    s = (s_col[s_class[text[i]]] >> (4 * s)) & 7u;
    hits += (accept_mask >> s) & 1u;
  }
  if (hits) atomicAdd(&s_count, hits);
  __syncthreads();
  if (threadIdx.x == 0) block_count[blockIdx.x] = s_count;
  if (blockIdx.x == gridDim.x - 1 && threadIdx.x == blockDim.x - 1) final_state[0] = (int)s;
}
