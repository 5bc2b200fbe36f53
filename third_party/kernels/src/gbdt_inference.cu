// Gradient-boosted decision tree inference (XGBoost / LightGBM / CatBoost model layouts) over
// dense row-major feature matrices with NaN as the missing value.
//
// Node arrays (one entry per node, trees stored back to back, nodes_per_tree each):
//   node_feat[i]   feature index in the low 31 bits (0x7fffffff = leaf), bit 31 = default
//                  direction (1: missing goes left)
//   node_thresh[i] split threshold (go left when x < threshold)
//   node_child[i]  (left, right) as tree-relative indices; reduced modulo nodes_per_tree
//   node_leaf[i]   leaf value (also the fallback value when the depth bound stops a walk)
//
//   gbdt_predict_rowthread  one thread per row, walking every tree from global memory with
//                           __ldg, a depth bound, tree t adding to class t % nclass, base score
//                           added, multiclass softmax (or a sigmoid for one class) through
//                           __expf. launch: block 128, grid 2 (rows 200, features 12, trees 24,
//                           nodes 15, classes 3).
//   gbdt_predict_shared     the same walk with the block's rows staged in shared memory (row
//                           stride nfeat + 1) and the forest streamed through a shared node
//                           buffer in chunks of whole trees, two barriers per chunk; margins in
//                           registers (up to 4 classes, unrolled selects). launch: block 64,
//                           grid 4.
//   gbdt_oblivious_predict  CatBoost-style oblivious trees of fixed depth 6 (template): one
//                           (feature, border) pair per level, the leaf index assembled from the
//                           comparison bits, fully unrolled; features pre-binarised per row
//                           into a 64-bit mask of border hits that every tree reuses, the
//                           number of hits written with __popcll. launch: block 128, grid 2.
#include <cuda_runtime.h>
#include <stdint.h>

#define LEAF_FEAT 0x7fffffffu
#define MAX_CLASSES 4
#define MAX_DEPTH_BOUND 32

static __device__ __forceinline__ float walk_tree(const float *__restrict__ x, int nfeat, const unsigned *feat,
                                                  const float *thresh, const int2 *child, const float *leaf,
                                                  int base, int nodes_per_tree, int max_depth) {
  int node = 0;
  for (int d = 0; d < max_depth; ++d) {
    const unsigned fw = __ldg(&feat[base + node]);
    const unsigned f = fw & LEAF_FEAT;
    if (f == LEAF_FEAT) break;
    const float v = x[f % (unsigned)nfeat];
    const bool left = isnan(v) ? (fw >> 31) != 0u : v < __ldg(&thresh[base + node]);
    const int2 c = __ldg(&child[base + node]);
    node = (int)((unsigned)(left ? c.x : c.y) % (unsigned)nodes_per_tree);
  }
  return __ldg(&leaf[base + node]);
}

static __device__ __forceinline__ void finish_margins(float *m, int nclass, float *out) {
  if (nclass == 1) {
    out[0] = 1.0f / (1.0f + __expf(-m[0]));
    return;
  }
  float mx = m[0];
#pragma unroll
  for (int c = 1; c < MAX_CLASSES; ++c)
    if (c < nclass) mx = fmaxf(mx, m[c]);
  float sum = 0.0f;
#pragma unroll
  for (int c = 0; c < MAX_CLASSES; ++c) {
    m[c] = c < nclass ? __expf(m[c] - mx) : 0.0f;
    sum += m[c];
  }
  const float inv = 1.0f / sum;
#pragma unroll
  for (int c = 0; c < MAX_CLASSES; ++c)
    if (c < nclass) out[c] = m[c] * inv;
}

extern "C" __global__ void __launch_bounds__(256)
gbdt_predict_rowthread(const float *__restrict__ X, int nrows, int nfeat, const unsigned *__restrict__ node_feat,
                       const float *__restrict__ node_thresh, const int2 *__restrict__ node_child,
                       const float *__restrict__ node_leaf, int ntrees, int nodes_per_tree, int nclass,
                       int max_depth, float base_score, float *__restrict__ prob) {
  const int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= nrows || nfeat <= 0 || nodes_per_tree <= 0) return;
  nclass = min(max(nclass, 1), MAX_CLASSES);
  max_depth = min(max(max_depth, 1), MAX_DEPTH_BOUND);
  const float *x = X + (size_t)row * nfeat;
  float m[MAX_CLASSES];
#pragma unroll
  for (int c = 0; c < MAX_CLASSES; ++c) m[c] = base_score;
  for (int t = 0; t < ntrees; ++t) {
    const float v = walk_tree(x, nfeat, node_feat, node_thresh, node_child, node_leaf, t * nodes_per_tree,
                              nodes_per_tree, max_depth);
    const int c = t % nclass;
#pragma unroll
    for (int k = 0; k < MAX_CLASSES; ++k)
      if (k == c) m[k] += v;
  }
  float out[MAX_CLASSES];
  finish_margins(m, nclass, out);
  for (int c = 0; c < nclass; ++c) prob[(size_t)row * nclass + c] = out[c];
}

#define SH_NODES 512
#define SH_FEAT 32

extern "C" __global__ void __launch_bounds__(128)
gbdt_predict_shared(const float *__restrict__ X, int nrows, int nfeat, const unsigned *__restrict__ node_feat,
                    const float *__restrict__ node_thresh, const int2 *__restrict__ node_child,
                    const float *__restrict__ node_leaf, int ntrees, int nodes_per_tree, int nclass, int max_depth,
                    float base_score, float *__restrict__ margin) {
  __shared__ float s_x[128 * (SH_FEAT + 1)];
  __shared__ unsigned s_feat[SH_NODES];
  __shared__ float s_thr[SH_NODES];
  __shared__ int2 s_child[SH_NODES];
  __shared__ float s_leaf[SH_NODES];
  if (blockDim.x > 128 || nfeat <= 0 || nfeat > SH_FEAT || nodes_per_tree <= 0 || nodes_per_tree > SH_NODES) return;
  nclass = min(max(nclass, 1), MAX_CLASSES);
  max_depth = min(max(max_depth, 1), MAX_DEPTH_BOUND);
  const int stride = nfeat + 1;
  const int row0 = blockIdx.x * blockDim.x;
  const int nloc = min((int)blockDim.x, nrows - row0);
  if (nloc <= 0) return;
  for (int i = threadIdx.x; i < nloc * nfeat; i += blockDim.x) {
    const int r = i / nfeat, f = i - r * nfeat;
    s_x[r * stride + f] = X[(size_t)(row0 + r) * nfeat + f];
  }
  const int trees_per_chunk = SH_NODES / nodes_per_tree;
  float m0 = base_score, m1 = base_score, m2 = base_score, m3 = base_score;
  const bool active = (int)threadIdx.x < nloc;
  const float *x = s_x + threadIdx.x * stride;
  for (int t0 = 0; t0 < ntrees; t0 += trees_per_chunk) {
    const int nt = min(trees_per_chunk, ntrees - t0);
    const int nn = nt * nodes_per_tree;
    const size_t g0 = (size_t)t0 * nodes_per_tree;
    __syncthreads();  // previous chunk fully used (and rows staged, first time)
    for (int i = threadIdx.x; i < nn; i += blockDim.x) {
      s_feat[i] = node_feat[g0 + i];
      s_thr[i] = node_thresh[g0 + i];
      s_child[i] = node_child[g0 + i];
      s_leaf[i] = node_leaf[g0 + i];
    }
    __syncthreads();
    if (!active) continue;
    for (int t = 0; t < nt; ++t) {
      const int base = t * nodes_per_tree;
      int node = 0;
      for (int d = 0; d < max_depth; ++d) {
        const unsigned fw = s_feat[base + node];
        const unsigned f = fw & LEAF_FEAT;
        if (f == LEAF_FEAT) break;
        const float v = x[f % (unsigned)nfeat];
        const bool left = isnan(v) ? (fw >> 31) != 0u : v < s_thr[base + node];
        const int2 c = s_child[base + node];
        node = (int)((unsigned)(left ? c.x : c.y) % (unsigned)nodes_per_tree);
      }
      const float v = s_leaf[base + node];
      const int c = (t0 + t) % nclass;
      m0 += c == 0 ? v : 0.0f;
      m1 += c == 1 ? v : 0.0f;
      m2 += c == 2 ? v : 0.0f;
      m3 += c == 3 ? v : 0.0f;
    }
  }
  if (!active) return;
  float *out = margin + (size_t)(row0 + threadIdx.x) * nclass;
  out[0] = m0;
  if (nclass > 1) out[1] = m1;
  if (nclass > 2) out[2] = m2;
  if (nclass > 3) out[3] = m3;
}

// Oblivious trees: tree t has DEPTH split ids (index into the border list), leaves 2^DEPTH.
template <int DEPTH>
static __device__ __forceinline__ float oblivious_tree(unsigned long long hits, const int *split_id, int nborders,
                                                       const float *leaves) {
  unsigned idx = 0;
#pragma unroll
  for (int l = 0; l < DEPTH; ++l) {
    const unsigned b = (unsigned)split_id[l] % (unsigned)nborders;
    idx |= (unsigned)((hits >> b) & 1ull) << l;
  }
  return leaves[idx];
}

extern "C" __global__ void __launch_bounds__(256)
gbdt_oblivious_predict(const float *__restrict__ X, int nrows, int nfeat, const int *__restrict__ border_feat,
                       const float *__restrict__ border_value, int nborders, const int *__restrict__ split_ids,
                       const float *__restrict__ leaf_values, int ntrees, float scale, float bias,
                       float *__restrict__ raw, int *__restrict__ active_borders) {
  constexpr int DEPTH = 6;
  const int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= nrows || nfeat <= 0 || nborders <= 0) return;
  nborders = min(nborders, 64);
  const float *x = X + (size_t)row * nfeat;
  // binarise once: bit b set when feature border_feat[b] exceeds border_value[b]
  unsigned long long hits = 0ull;
  for (int b = 0; b < nborders; ++b) {
    const float v = x[(unsigned)border_feat[b] % (unsigned)nfeat];
    hits |= (unsigned long long)(v > border_value[b]) << b;
  }
  float acc = 0.0f;
  for (int t = 0; t < ntrees; ++t)
    acc += oblivious_tree<DEPTH>(hits, split_ids + (size_t)t * DEPTH, nborders,
                                 leaf_values + ((size_t)t << DEPTH));
  raw[row] = acc * scale + bias;
  active_borders[row] = __popcll(hits);
}
