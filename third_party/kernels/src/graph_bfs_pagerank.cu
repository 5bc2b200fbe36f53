// Graph analytics on CSR graphs (row_ptr has nv+1 entries, col_idx ne entries).
//   bfs_level_expand   one level of a level-synchronous top-down BFS: one warp per vertex
//                      (grid-stride over vertices) — a warp whose vertex is on the current
//                      frontier (level_in == cur) walks its adjacency with its 32 lanes and
//                      lowers level_out of every neighbour to cur+1 with atomicMin; any
//                      lane that lowers a level sets *changed with atomicOr. level_in is the
//                      previous level array (read only), level_out a copy the host made of it,
//                      so the result does not depend on the order of the warps.
//   pagerank_pull      one pull iteration over the transposed graph (in-edges):
//                      r'(v) = (1 - d) / nv + d * sum_{u -> v} r(u) / outdeg(u), with dangling
//                      sources (outdeg 0) skipped; each block also writes its partial L1
//                      change sum |r' - r| (warp shuffles + shared per-warp partials) to
//                      block_delta[blockIdx.x] for the host's convergence test.
// launch: bfs_level_expand  block 256 (8 warps), grid ceil(nv / 8)
//         pagerank_pull     block 256, grid ceil(nv / 256)
#include <cuda_runtime.h>

#define FULL 0xffffffffu

extern "C" __global__ void __launch_bounds__(256)
bfs_level_expand(const int *__restrict__ row_ptr, const int *__restrict__ col_idx, const int *__restrict__ level_in,
                 int *__restrict__ level_out, int *__restrict__ changed, int nv, int ne, int cur) {
  const int lane = threadIdx.x & 31;
  const int warps_per_block = blockDim.x >> 5;
  if (warps_per_block == 0 || cur < 0 || cur == 0x7fffffff)
    return;
  const int warp_global = blockIdx.x * warps_per_block + (threadIdx.x >> 5);
  const int warp_stride = gridDim.x * warps_per_block;
  const int next = cur + 1;
  for (int v = warp_global; v < nv; v += warp_stride) {
    if (level_in[v] != cur)
      continue;  // the whole warp agrees
    const int beg = max(row_ptr[v], 0);
    const int end = min(row_ptr[v + 1], ne);
    int lowered = 0;
    for (int e = beg + lane; e < end; e += 32) {
      const int u = col_idx[e];
      if (u < 0 || u >= nv)
        continue;
      const int old = atomicMin(&level_out[u], next);
      lowered |= old > next;
    }
    if (__any_sync(FULL, lowered) && lane == 0)
      atomicOr(changed, 1);
  }
}

static __device__ __forceinline__ float warp_sum(float v) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_down_sync(FULL, v, o);
  return v;
}

extern "C" __global__ void __launch_bounds__(256)
pagerank_pull(const int *__restrict__ in_ptr, const int *__restrict__ in_src, const int *__restrict__ out_deg,
              const float *__restrict__ rank_in, float *__restrict__ rank_out, float *__restrict__ block_delta,
              int nv, int ne, float damping) {
  __shared__ float s_part[32];
  const int v = blockIdx.x * blockDim.x + threadIdx.x;
  float delta = 0.0f;
  if (v < nv) {
    const int beg = max(in_ptr[v], 0);
    const int end = min(in_ptr[v + 1], ne);
    float sum = 0.0f;
    for (int e = beg; e < end; e++) {
      const int u = in_src[e];
      if (u < 0 || u >= nv)
        continue;
      const int deg = out_deg[u];
      if (deg > 0)
        sum += rank_in[u] / (float)deg;
    }
    const float r = (1.0f - damping) / (float)nv + damping * sum;
    rank_out[v] = r;
    delta = fabsf(r - rank_in[v]);
  }
  if ((blockDim.x & 31) != 0)
    return;
  delta = warp_sum(delta);
  if ((threadIdx.x & 31) == 0)
    s_part[threadIdx.x >> 5] = delta;
  __syncthreads();
  if (threadIdx.x < 32) {
    const int nw = blockDim.x >> 5;
    float t = threadIdx.x < nw ? s_part[threadIdx.x] : 0.0f;
    t = warp_sum(t);
    if (threadIdx.x == 0)
      block_delta[blockIdx.x] = t;
  }
}
