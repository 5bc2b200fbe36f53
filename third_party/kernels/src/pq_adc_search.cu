// Approximate nearest-neighbour search with product quantisation (Faiss IVF-PQ style):
// vectors of D = M * dsub floats are encoded as M bytes, one centroid id per subspace, and
// queries are scanned by asymmetric distance computation (ADC) through per-query lookup
// tables of M x 256 partial distances.
//
//   pq_encode          one thread per (vector, subspace): nearest of the 256 centroids of the
//                      subspace by squared distance (codebook through __ldg, dsub unrolled by 4
//                      with a remainder), ties to the lower id, one byte out. launch: block 128,
//                      grid 2 (n 24, M 8, dsub 4).
//   pq_build_lut       block per query: the query in shared memory, M x 256 partial distances
//                      strided over the block, written as floats and also quantised to bytes
//                      (Faiss fast-scan): per-subspace minima by shared atomicMin on the
//                      ordered float bits, a block max-of-ranges reduction, then
//                      q = rint((d - min_m) / scale). launch: block 256, grid 2.
//   pq_adc_scan_topk   block per query, template over M = 8 (codes read as one uint2): the
//                      float LUT in shared memory, each warp scans batches of 32 codes and
//                      keeps a sorted top-32 across its lanes: the batch is bitonic-sorted with
//                      __shfl_xor_sync, merged against the reversed running list by lane-wise
//                      minimum, and the bitonic result re-sorted (WarpSelect); warps' lists
//                      merged through shared memory by warp 0; (distance, id) ties broken by
//                      id. launch: block 128, grid 2 (n 600).
#include <cuda_runtime.h>
#include <stdint.h>

#define PQ_KS 256
#define PQ_MAX_M 16
#define PQ_MAX_D 128

extern "C" __global__ void __launch_bounds__(128)
pq_encode(const float *__restrict__ x, int n, int M, int dsub, const float *__restrict__ codebook,
          uint8_t *__restrict__ codes) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  M = min(max(M, 1), PQ_MAX_M);
  dsub = min(max(dsub, 1), PQ_MAX_D / M);
  if (t >= n * M) return;
  const int v = t / M, m = t - v * M;
  const int D = M * dsub;
  const float *xs = x + (size_t)v * D + m * dsub;
  const float *cb = codebook + (size_t)m * PQ_KS * dsub;
  float best = 3.4e38f;
  int best_id = 0;
  for (int c = 0; c < PQ_KS; ++c) {
    const float *cc = cb + (size_t)c * dsub;
    float d = 0.0f;
    int j = 0;
    for (; j + 4 <= dsub; j += 4) {
#pragma unroll
      for (int u = 0; u < 4; ++u) {
        const float e = xs[j + u] - __ldg(&cc[j + u]);
        d += e * e;
      }
    }
    for (; j < dsub; ++j) {
      const float e = xs[j] - __ldg(&cc[j]);
      d += e * e;
    }
    if (d < best) {
      best = d;
      best_id = c;
    }
  }
  codes[(size_t)v * M + m] = (uint8_t)best_id;
}

static __device__ __forceinline__ unsigned float_order(float f) {
  const unsigned u = __float_as_uint(f);
  return (u & 0x80000000u) ? ~u : (u | 0x80000000u);
}
static __device__ __forceinline__ float order_float(unsigned u) {
  return __uint_as_float((u & 0x80000000u) ? (u & 0x7fffffffu) : ~u);
}

extern "C" __global__ void __launch_bounds__(256)
pq_build_lut(const float *__restrict__ queries, int M, int dsub, const float *__restrict__ codebook,
             float *__restrict__ lut, uint8_t *__restrict__ lut_q, float2 *__restrict__ q_params) {
  __shared__ float s_q[PQ_MAX_D];
  __shared__ unsigned s_min[PQ_MAX_M];
  __shared__ unsigned s_range;
  M = min(max(M, 1), PQ_MAX_M);
  dsub = min(max(dsub, 1), PQ_MAX_D / M);
  const int D = M * dsub;
  const int q = blockIdx.x;
  for (int i = threadIdx.x; i < D; i += blockDim.x) s_q[i] = queries[(size_t)q * D + i];
  if (threadIdx.x < PQ_MAX_M) s_min[threadIdx.x] = 0xffffffffu;
  if (threadIdx.x == 0) s_range = 0u;
  __syncthreads();

  float *L = lut + (size_t)q * M * PQ_KS;
  for (int e = threadIdx.x; e < M * PQ_KS; e += blockDim.x) {
    const int m = e / PQ_KS, c = e - m * PQ_KS;
    const float *cc = codebook + ((size_t)m * PQ_KS + c) * dsub;
    float d = 0.0f;
    for (int j = 0; j < dsub; ++j) {
      const float t = s_q[m * dsub + j] - __ldg(&cc[j]);
      d += t * t;
    }
    L[e] = d;
    atomicMin(&s_min[m], float_order(d));
  }
  __syncthreads();
  // largest per-subspace range (d - min_m) sets one scale for all subspaces
  for (int e = threadIdx.x; e < M * PQ_KS; e += blockDim.x) {
    const int m = e / PQ_KS;
    const float r = L[e] - order_float(s_min[m]);
    atomicMax(&s_range, __float_as_uint(fmaxf(r, 0.0f)));
  }
  __syncthreads();
  const float range = __uint_as_float(s_range);
  const float scale = range > 0.0f ? range / 255.0f : 1.0f;
  const float inv = 1.0f / scale;
  for (int e = threadIdx.x; e < M * PQ_KS; e += blockDim.x) {
    const int m = e / PQ_KS;
    const float r = (L[e] - order_float(s_min[m])) * inv;
    lut_q[(size_t)q * M * PQ_KS + e] = (uint8_t)fminf(fmaxf(rintf(r), 0.0f), 255.0f);
  }
  if (threadIdx.x == 0) {
    float bias = 0.0f;
    for (int m = 0; m < M; ++m) bias += order_float(s_min[m]);
    q_params[q] = make_float2(scale, bias);
  }
}

// (d, id) lexicographic "less"
static __device__ __forceinline__ bool kv_less(float da, int ia, float db, int ib) {
  return da < db || (da == db && ia < ib);
}

// Sorts one (d, id) pair per lane ascending across the warp.
static __device__ __forceinline__ void warp_bitonic_sort(float &d, int &id, int lane) {
#pragma unroll
  for (int k = 2; k <= 32; k <<= 1) {
#pragma unroll
    for (int j = k >> 1; j > 0; j >>= 1) {
      const float pd = __shfl_xor_sync(0xffffffffu, d, j);
      const int pi = __shfl_xor_sync(0xffffffffu, id, j);
      const bool up = (lane & k) == 0 || k == 32;
      const bool lower = (lane & j) == 0;
      const bool p_less = kv_less(pd, pi, d, id);
      // lower lane keeps the smaller in an ascending run, the larger in a descending one
      const bool take = (lower == up) ? p_less : !p_less;
      if (take) {
        d = pd;
        id = pi;
      }
    }
  }
}

// Sorts a bitonic sequence held one per lane ascending.
static __device__ __forceinline__ void warp_bitonic_merge(float &d, int &id, int lane) {
#pragma unroll
  for (int j = 16; j > 0; j >>= 1) {
    const float pd = __shfl_xor_sync(0xffffffffu, d, j);
    const int pi = __shfl_xor_sync(0xffffffffu, id, j);
    const bool lower = (lane & j) == 0;
    const bool p_less = kv_less(pd, pi, d, id);
    if (lower ? p_less : !p_less) {
      d = pd;
      id = pi;
    }
  }
}

// Running sorted list (ld, li) absorbs a sorted batch (bd, bi): keep the 32 smallest, sorted.
static __device__ __forceinline__ void warp_merge_topk(float &ld, int &li, float bd, int bi, int lane) {
  const float rd = __shfl_sync(0xffffffffu, bd, 31 - lane);
  const int ri = __shfl_sync(0xffffffffu, bi, 31 - lane);
  if (kv_less(rd, ri, ld, li)) {
    ld = rd;
    li = ri;
  }
  warp_bitonic_merge(ld, li, lane);
}

template <int M>
static __device__ __forceinline__ void adc_scan(const float *__restrict__ lut, const uint8_t *__restrict__ codes, int n,
                                                int k, float *__restrict__ out_d, int *__restrict__ out_id) {
  __shared__ float s_lut[M * PQ_KS];
  __shared__ float s_wd[8][32];
  __shared__ int s_wi[8][32];
  const int q = blockIdx.x;
  const int lane = threadIdx.x & 31, wid = threadIdx.x >> 5;
  const int nwarps = blockDim.x >> 5;
  if ((blockDim.x & 31) != 0 || nwarps > 8) return;
  for (int e = threadIdx.x; e < M * PQ_KS; e += blockDim.x) s_lut[e] = lut[(size_t)q * M * PQ_KS + e];
  __syncthreads();

  float ld = 3.4e38f;
  int li = 0x7fffffff;
  const uint2 *c8 = reinterpret_cast<const uint2 *>(codes);
  for (int base = wid * 32; base < n; base += nwarps * 32) {
    const int v = base + lane;
    float d = 3.4e38f;
    int id = 0x7fffffff;
    if (v < n) {
      const uint2 c = c8[v];
      d = 0.0f;
#pragma unroll
      for (int m = 0; m < M; ++m) {
        const unsigned word = m < 4 ? c.x : c.y;
        const unsigned code = (word >> (8 * (m & 3))) & 0xffu;
        d += s_lut[m * PQ_KS + code];
      }
      id = v;
    }
    // skip the sort when no lane beats the current 32nd best
    const float worst = __shfl_sync(0xffffffffu, ld, 31);
    const int worst_i = __shfl_sync(0xffffffffu, li, 31);
    if (!__any_sync(0xffffffffu, kv_less(d, id, worst, worst_i))) continue;
    warp_bitonic_sort(d, id, lane);
    warp_merge_topk(ld, li, d, id, lane);
  }
  s_wd[wid][lane] = ld;
  s_wi[wid][lane] = li;
  __syncthreads();
  if (wid == 0) {
    for (int w = 1; w < nwarps; ++w) warp_merge_topk(ld, li, s_wd[w][lane], s_wi[w][lane], lane);
    if (lane < k) {
      out_d[(size_t)q * k + lane] = ld;
      out_id[(size_t)q * k + lane] = li == 0x7fffffff ? -1 : li;
    }
  }
}

extern "C" __global__ void __launch_bounds__(256)
pq_adc_scan_topk(const float *__restrict__ lut, const uint8_t *__restrict__ codes, int n, int k,
                 float *__restrict__ out_d, int *__restrict__ out_id) {
  adc_scan<8>(lut, codes, n, min(max(k, 1), 32), out_d, out_id);
}
