// Row-wise selection and segmented reduction.
//
//   segmented_sum_flags    reduce-by-key over a flat array of (segment id, int value) where
//                          equal ids are contiguous: each warp does a head-flag segmented
//                          inclusive scan with __shfl_up_sync (the flag stops the carry at a
//                          segment head), the last lane of every run within the warp adds the
//                          run's partial to its segment with one 64-bit atomicAdd (integer, so
//                          order-independent). Ids outside [0, nseg) are skipped. size_t
//                          grid-stride over warp-sized chunks. launch: block 256, grid 2.
//   row_topk8_f32 / row_topk8_f64   one template, two instantiations: one warp per row (grid-
//                          stride over rows), each lane keeps the 8 largest of its strided
//                          elements in registers (fully unrolled insertion), then eight rounds
//                          of a warp arg-max (__shfl_xor_sync butterfly on value, ties to the
//                          smaller column) pop the row's top 8, written in descending order
//                          with their column indices (-1 where the row has fewer than 8).
//                          launch: block 128, grid 4.
#include <cuda_runtime.h>
#include <float.h>

extern "C" __global__ void segmented_sum_flags(const int *__restrict__ seg_ids, const int *__restrict__ values,
                                               long long n, int nseg, long long *__restrict__ seg_sums) {
  if ((blockDim.x & 31) != 0) return;
  const unsigned FULL = 0xffffffffu;
  const int lane = threadIdx.x & 31;
  const size_t nwarps = ((size_t)gridDim.x * blockDim.x) >> 5;
  const size_t nchunks = (size_t)(max(n, 0LL) + 31) / 32;
  for (size_t chunk = ((size_t)blockIdx.x * blockDim.x + threadIdx.x) >> 5; chunk < nchunks; chunk += nwarps) {
    const size_t i = chunk * 32 + lane;
    const bool valid = i < (size_t)n;
    const int id = valid ? seg_ids[i] : -1;
    long long v = valid ? (long long)values[i] : 0;

    const int prev_id = __shfl_up_sync(FULL, id, 1);
    const int next_id = __shfl_down_sync(FULL, id, 1);
    bool head = lane == 0 || prev_id != id;
    // Segmented inclusive scan: carry from lane - d unless a head lies in between.
#pragma unroll
    for (int d = 1; d < 32; d <<= 1) {
      const long long up_v = __shfl_up_sync(FULL, v, d);
      const int up_h = __shfl_up_sync(FULL, head ? 1 : 0, d);
      if (lane >= d) {
        if (!head) v += up_v;
        head = head || up_h != 0;
      }
    }
    const bool tail = lane == 31 || next_id != id;
    if (valid && tail && id >= 0 && id < nseg) atomicAdd((unsigned long long *)&seg_sums[id], (unsigned long long)v);
  }
}

#define TOPK 8

template <typename T>
struct NegInf;
template <>
struct NegInf<float> {
  static __device__ __forceinline__ float value() { return -FLT_MAX; }
};
template <>
struct NegInf<double> {
  static __device__ __forceinline__ double value() { return -DBL_MAX; }
};

// (a, ia) ranks before (b, ib): larger value, then smaller index; index -1 ranks last.
template <typename T>
static __device__ __forceinline__ bool ranks_before(T a, int ia, T b, int ib) {
  if (ib < 0) return ia >= 0;
  if (ia < 0) return false;
  return a > b || (a == b && ia < ib);
}

template <typename T>
static __device__ __forceinline__ void row_topk_warp(const T *__restrict__ x, int rows, int cols, int ld,
                                                     T *__restrict__ top_val, int *__restrict__ top_idx) {
  if ((blockDim.x & 31) != 0) return;
  if (ld < cols) ld = cols;  // 0 = packed rows
  const unsigned FULL = 0xffffffffu;
  const int lane = threadIdx.x & 31;
  const int warps = (gridDim.x * blockDim.x) >> 5;
  for (int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5; row < rows; row += warps) {
    T val[TOPK];
    int idx[TOPK];
#pragma unroll
    for (int k = 0; k < TOPK; ++k) {
      val[k] = NegInf<T>::value();
      idx[k] = -1;
    }
    const T *xr = x + (size_t)row * ld;
    for (int c = lane; c < cols; c += 32) {
      const T v = xr[c];
      if (!ranks_before(v, c, val[TOPK - 1], idx[TOPK - 1])) continue;
      val[TOPK - 1] = v;
      idx[TOPK - 1] = c;
#pragma unroll
      for (int k = TOPK - 1; k > 0; --k) {  // bubble the new entry up
        if (ranks_before(val[k], idx[k], val[k - 1], idx[k - 1])) {
          const T tv = val[k];
          val[k] = val[k - 1];
          val[k - 1] = tv;
          const int ti = idx[k];
          idx[k] = idx[k - 1];
          idx[k - 1] = ti;
        }
      }
    }

    // Merge: each round the warp's best head wins and its owner pops it.
#pragma unroll
    for (int r = 0; r < TOPK; ++r) {
      T best = val[0];
      int bidx = idx[0];
#pragma unroll
      for (int m = 16; m > 0; m >>= 1) {
        const T ov = __shfl_xor_sync(FULL, best, m);
        const int oi = __shfl_xor_sync(FULL, bidx, m);
        if (ranks_before(ov, oi, best, bidx)) {
          best = ov;
          bidx = oi;
        }
      }
      if (lane == 0) {
        top_val[(size_t)row * TOPK + r] = bidx >= 0 ? best : NegInf<T>::value();
        top_idx[(size_t)row * TOPK + r] = bidx;
      }
      if (bidx >= 0 && idx[0] == bidx) {  // column indices are unique: this lane owns it
#pragma unroll
        for (int k = 0; k < TOPK - 1; ++k) {
          val[k] = val[k + 1];
          idx[k] = idx[k + 1];
        }
        val[TOPK - 1] = NegInf<T>::value();
        idx[TOPK - 1] = -1;
      }
    }
  }
}

extern "C" __global__ void row_topk8_f32(const float *__restrict__ x, int rows, int cols, int ld,
                                         float *__restrict__ top_val, int *__restrict__ top_idx) {
  row_topk_warp<float>(x, rows, cols, ld, top_val, top_idx);
}

extern "C" __global__ void row_topk8_f64(const double *__restrict__ x, int rows, int cols, int ld,
                                         double *__restrict__ top_val, int *__restrict__ top_idx) {
  row_topk_warp<double>(x, rows, cols, ld, top_val, top_idx);
}
