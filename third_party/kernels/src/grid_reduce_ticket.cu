// Single-pass grid-wide reductions without cooperative groups: every block reduces its share,
// publishes one partial, fences, and takes a ticket from a global counter; the block that draws
// the last ticket (atomicInc wraps the counter back to zero for the next launch) reduces the
// partials and writes the final result.
//   grid_sumsq_clip       sum of squares of a gradient vector in double (float4 loads over a
//                         size_t grid-stride loop plus a scalar tail), block reduction with
//                         __shfl_down_sync and shared warp slots; the last block turns the global
//                         norm into a clipping coefficient min(1, max_norm / (norm + eps)).
//   grid_argmax_abs       index of the largest |x| (first index on ties, NaN skipped) as a
//                         (value, index) pair reduced with shuffles, partials as two arrays,
//                         last block reads them through volatile pointers and writes both.
#include <cuda_runtime.h>

#define TICKET_MAX_WARPS 32

static __device__ __forceinline__ double warp_sum(double v) {
#pragma unroll
  for (int off = 16; off > 0; off >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, off);
  return v;
}

// Block-wide sum; the result is valid in thread 0.
static __device__ __forceinline__ double block_sum(double v, double *s_warp) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  v = warp_sum(v);
  if (lane == 0)
    s_warp[warp] = v;
  __syncthreads();
  v = 0.0;
  if (warp == 0) {
    if (lane < (int)((blockDim.x + 31) >> 5))
      v = s_warp[lane];
    v = warp_sum(v);
  }
  return v;
}

extern "C" __global__ void grid_sumsq_clip(const float *__restrict__ g, size_t n, double *__restrict__ partials,
                                           unsigned *__restrict__ ticket, float max_norm, float *__restrict__ norm_out,
                                           float *__restrict__ clip_coef) {
  __shared__ double s_warp[TICKET_MAX_WARPS];
  __shared__ bool s_last;
  const size_t stride = (size_t)gridDim.x * blockDim.x;
  const size_t tid = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  double acc = 0.0;
  const float4 *g4 = reinterpret_cast<const float4 *>(g);
  const size_t n4 = n >> 2;
  for (size_t i = tid; i < n4; i += stride) {
    const float4 v = g4[i];
    acc += (double)(v.x * v.x) + (double)(v.y * v.y) + (double)(v.z * v.z) + (double)(v.w * v.w);
  }
  for (size_t i = (n4 << 2) + tid; i < n; i += stride)
    acc += (double)g[i] * g[i];
  acc = block_sum(acc, s_warp);
  if (threadIdx.x == 0) {
    partials[blockIdx.x] = acc;
    __threadfence(); // publish the partial before taking a ticket
    s_last = atomicInc(ticket, gridDim.x - 1) == gridDim.x - 1;
  }
  __syncthreads();
  if (!s_last)
    return;
  __threadfence();
  double tot = 0.0;
  for (unsigned b = threadIdx.x; b < gridDim.x; b += blockDim.x)
    tot += ((volatile double *)partials)[b];
  __syncthreads(); // s_warp reuse
  tot = block_sum(tot, s_warp);
  if (threadIdx.x == 0) {
    const float norm = (float)sqrt(tot);
    *norm_out = norm;
    *clip_coef = fminf(1.0f, max_norm / (norm + 1e-6f));
  }
}

static __device__ __forceinline__ void arg_max(float &v, int &i, float ov, int oi) {
  if (ov > v || (ov == v && oi < i)) {
    v = ov;
    i = oi;
  }
}

extern "C" __global__ void grid_argmax_abs(const float *__restrict__ x, int n, float *__restrict__ part_val,
                                           int *__restrict__ part_idx, unsigned *__restrict__ ticket,
                                           float *__restrict__ max_out, int *__restrict__ idx_out) {
  __shared__ float s_v[TICKET_MAX_WARPS];
  __shared__ int s_i[TICKET_MAX_WARPS];
  __shared__ unsigned s_ticket;
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, nwarps = (blockDim.x + 31) >> 5;
  float bv = -1.0f;
  int bi = 0x7fffffff;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const float a = fabsf(x[i]);
    if (a == a) // skip NaN
      arg_max(bv, bi, a, i);
  }
  for (int pass = 0; pass < 2; ++pass) {
#pragma unroll
    for (int off = 16; off > 0; off >>= 1)
      arg_max(bv, bi, __shfl_xor_sync(0xffffffffu, bv, off), __shfl_xor_sync(0xffffffffu, bi, off));
    if (lane == 0) {
      s_v[warp] = bv;
      s_i[warp] = bi;
    }
    __syncthreads();
    if (threadIdx.x == 0) {
      for (int w = 1; w < nwarps; ++w)
        arg_max(bv, bi, s_v[w], s_i[w]);
      if (pass == 0) {
        part_val[blockIdx.x] = bv;
        part_idx[blockIdx.x] = bi;
        __threadfence();
        s_ticket = atomicInc(ticket, gridDim.x - 1);
      } else {
        *max_out = bv;
        *idx_out = bi == 0x7fffffff ? -1 : bi;
      }
    }
    __syncthreads();
    if (pass == 1 || s_ticket != gridDim.x - 1)
      break; // uniform: only the last block runs the second pass
    __threadfence();
    bv = -1.0f;
    bi = 0x7fffffff;
    for (unsigned b = threadIdx.x; b < gridDim.x; b += blockDim.x)
      arg_max(bv, bi, ((volatile float *)part_val)[b], ((volatile int *)part_idx)[b]);
    __syncthreads(); // s_v / s_i reuse
  }
}
