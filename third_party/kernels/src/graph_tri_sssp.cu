// Graph analytics over CSR adjacency (row pointers, column indices), with every index read
// from memory clamped or range-checked.
//   triangle_count_merge   one directed edge (u, v) with u < v per thread (grid-stride over the
//                          edge list, COO sources + CSR columns): sorted-adjacency intersection
//                          of N(u) and N(v) by a two-pointer merge, counting w > v so each
//                          triangle is found once; per-vertex counts with atomicAdd for the
//                          local clustering coefficient, the global total reduced per warp with
//                          __shfl_down_sync and one 64-bit atomicAdd per warp. Block: multiple
//                          of 32.
//   sssp_relax_frontier    one Bellman-Ford round restricted to the frontier: every vertex
//                          whose flag is set relaxes its out-edges (16-bit weights) from the
//                          previous distances (dist_in) into dist_out with atomicMin (unsigned,
//                          saturating at INF), marking improved targets in the next frontier
//                          with atomicOr and raising a global changed flag.
#include <cuda_runtime.h>

static __device__ __forceinline__ void adj_range(const int *__restrict__ rowptr, int v, int nnz, int &b, int &e) {
  b = min(max(rowptr[v], 0), nnz);
  e = min(max(rowptr[v + 1], b), nnz);
}

extern "C" __global__ void triangle_count_merge(const int *__restrict__ rowptr, const int *__restrict__ col,
                                                const int *__restrict__ edge_src, int nv, int nnz,
                                                unsigned int *__restrict__ vertex_tri,
                                                unsigned long long *__restrict__ total) {
  unsigned long long local = 0;
  const int stride = gridDim.x * blockDim.x;
  for (int e = blockIdx.x * blockDim.x + threadIdx.x; e < nnz; e += stride) {
    const int u = edge_src[e];
    const int v = col[e];
    if (u < 0 || u >= nv || v < 0 || v >= nv || u >= v)
      continue;
    int pu, eu, pv, ev;
    adj_range(rowptr, u, nnz, pu, eu);
    adj_range(rowptr, v, nnz, pv, ev);
    // skip the part of N(v) that cannot exceed v (sorted lists)
    while (pv < ev && col[pv] <= v)
      ++pv;
    unsigned int found = 0;
    while (pu < eu && pv < ev) {
      const int a = col[pu], b = col[pv];
      if (a < b) {
        ++pu;
      } else if (b < a) {
        ++pv;
      } else {
        if (a > v && a < nv) {
          ++found;
          atomicAdd(&vertex_tri[a], 1u);
        }
        ++pu;
        ++pv;
      }
    }
    if (found) {
      atomicAdd(&vertex_tri[u], found);
      atomicAdd(&vertex_tri[v], found);
      local += found;
    }
  }
#pragma unroll
  for (int off = 16; off > 0; off >>= 1)
    local += __shfl_down_sync(0xffffffffu, local, off);
  if ((threadIdx.x & 31) == 0 && local)
    atomicAdd(total, local);
}

#define SSSP_INF 0xffffffffu

extern "C" __global__ void sssp_relax_frontier(const int *__restrict__ rowptr, const int *__restrict__ col,
                                               const unsigned short *__restrict__ weight, int nv, int nnz,
                                               const unsigned int *__restrict__ dist_in,
                                               unsigned int *__restrict__ dist_out,
                                               const int *__restrict__ frontier, int *__restrict__ next_frontier,
                                               unsigned int *__restrict__ changed) {
  const int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= nv || frontier[v] == 0)
    return;
  const unsigned int dv = dist_in[v];
  if (dv == SSSP_INF)
    return;
  int b, e;
  adj_range(rowptr, v, nnz, b, e);
  bool any = false;
  for (int k = b; k < e; ++k) {
    const int t = col[k];
    if (t < 0 || t >= nv || t == v)
      continue;
    const unsigned int w = weight[k];
    const unsigned int nd = dv > SSSP_INF - w ? SSSP_INF : dv + w;
    if (nd >= dist_in[t])
      continue; // cannot improve on the previous round
    const unsigned int old = atomicMin(&dist_out[t], nd);
    if (nd < old) {
      atomicOr(&next_frontier[t], 1);
      any = true;
    }
  }
  if (any)
    atomicOr(changed, 1u); // the host loops while this is set
}
