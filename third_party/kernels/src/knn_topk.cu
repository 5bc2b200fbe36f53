// Brute-force k-nearest-neighbour search in 3D (point-cloud registration / ICP style).
//
// knn_k4, knn_k8: one thread per query point. Reference points stream through a shared
//   tile of blockDim float4s (one coalesced load per thread per tile, a barrier pair per
//   tile; the tile loop bound is uniform so threads without a query still help load).
//   Each thread keeps its k best squared distances and indices sorted in registers:
//   knn_select<K> inserts a candidate with a fully unrolled compare-and-shift network,
//   rejecting most candidates with one compare against the current k-th distance.
//   The same template is instantiated for K=4 and K=8. The query point is excluded
//   when `exclude_self` is set (query set == reference set). Outputs are [nq][K].
//   Launch: block 128, grid ceil(nq/128); args nq=200, nref=300 (intended:
//   --block 128 --grid 2).
#include <cuda_runtime.h>
#include <float.h>

template <int K>
struct TopK {
  float d[K];
  int idx[K];

  __device__ __forceinline__ void init() {
#pragma unroll
    for (int i = 0; i < K; ++i) {
      d[i] = FLT_MAX;
      idx[i] = -1;
    }
  }
  // Insert (dist, id) keeping d[] ascending; shifts larger entries one slot down.
  __device__ __forceinline__ void insert(float dist, int id) {
    if (!(dist < d[K - 1])) return;   // also rejects NaN
#pragma unroll
    for (int i = K - 1; i > 0; --i) {
      bool shift = dist < d[i - 1];
      bool here = !shift && dist < d[i];
      if (shift) {
        d[i] = d[i - 1];
        idx[i] = idx[i - 1];
      } else if (here) {
        d[i] = dist;
        idx[i] = id;
      }
    }
    if (dist < d[0]) {
      d[0] = dist;
      idx[0] = id;
    }
  }
};

template <int K>
__device__ void knn_select(const float4* __restrict__ query, const float4* __restrict__ ref,
                           int nq, int nref, int exclude_self, int* __restrict__ out_idx,
                           float* __restrict__ out_dist) {
  extern __shared__ float4 tile[];
  const int q = blockIdx.x * blockDim.x + threadIdx.x;
  const bool has_query = q < nq;
  float4 p = has_query ? query[q] : make_float4(0.f, 0.f, 0.f, 0.f);
  TopK<K> best;
  best.init();

  for (int base = 0; base < nref; base += blockDim.x) {
    int r = base + threadIdx.x;
    tile[threadIdx.x] = r < nref ? ref[r] : make_float4(0.f, 0.f, 0.f, 0.f);
    __syncthreads();
    int count = min((int)blockDim.x, nref - base);
    if (has_query) {
      for (int j = 0; j < count; ++j) {
        float4 t = tile[j];
        float dx = t.x - p.x, dy = t.y - p.y, dz = t.z - p.z;
        float dist = fmaf(dx, dx, fmaf(dy, dy, dz * dz));
        int id = base + j;
        if (exclude_self && id == q) continue;
        best.insert(dist, id);
      }
    }
    __syncthreads();
  }
  if (!has_query) return;
  size_t o = (size_t)q * K;
#pragma unroll
  for (int i = 0; i < K; ++i) {
    out_idx[o + i] = best.idx[i];
    out_dist[o + i] = best.d[i] == FLT_MAX ? -1.0f : sqrtf(best.d[i]);
  }
}

extern "C" __global__ void knn_k4(const float4* __restrict__ query,
                                  const float4* __restrict__ ref, int nq, int nref,
                                  int exclude_self, int* __restrict__ out_idx,
                                  float* __restrict__ out_dist) {
  knn_select<4>(query, ref, nq, nref, exclude_self, out_idx, out_dist);
}

extern "C" __global__ void knn_k8(const float4* __restrict__ query,
                                  const float4* __restrict__ ref, int nq, int nref,
                                  int exclude_self, int* __restrict__ out_idx,
                                  float* __restrict__ out_dist) {
  knn_select<8>(query, ref, nq, nref, exclude_self, out_idx, out_dist);
}
