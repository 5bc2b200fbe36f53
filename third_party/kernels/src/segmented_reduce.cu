// Segmented reductions after a sort (reduce-by-key) and over CSR segments.
//   segreduce_sorted_warp  runs of equal keys in a key-sorted stream: each warp takes 32
//                          consecutive elements (size_t grid-stride), head flags by comparing with
//                          the previous key, the lane's run start from __ballot_sync + __clz, a
//                          segmented inclusive scan of (sum, max) with __shfl_up_sync that stops at
//                          the run start; run tails (last lane or next lane a head) publish with
//                          integer atomics: sum as 64-bit fixed point, max through the
//                          order-preserving float -> uint map, count. Keys outside [0, nkeys) are
//                          dropped, so any input is safe and the result does not depend on order.
//   segreduce_csr_block    one block per CSR segment (block-stride): strided partial sum / sum of
//                          squares / min / max per thread, then a barrier-per-level shared-memory
//                          tree; writes mean, standard deviation, min, max (empty: NaN mean, 0s).
// launch: segreduce_sorted_warp block 256, grid ceil(n/256); segreduce_csr_block block 128,
//         grid nseg (any)
#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>

#define FX_SCALE 16777216.f // 2^24

static __device__ __forceinline__ unsigned int float_to_ordered(float f) {
  const unsigned int u = __float_as_uint(f);
  return (u & 0x80000000u) ? ~u : (u | 0x80000000u);
}

extern "C" __global__ void segreduce_sorted_warp(const int *__restrict__ keys, const float *__restrict__ vals,
                                                 long long n, int nkeys, unsigned long long *__restrict__ sum_fx,
                                                 unsigned int *__restrict__ max_ord, unsigned int *__restrict__ count) {
  const int lane = threadIdx.x & 31;
  const size_t warp = ((size_t)blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const size_t nwarps = ((size_t)gridDim.x * blockDim.x) >> 5;
  for (size_t chunk = warp; chunk * 32 < (size_t)n; chunk += nwarps) {
    const size_t i = chunk * 32 + lane;
    const bool valid = i < (size_t)n;
    const int key = valid ? keys[i] : -1;
    const float v = valid ? vals[i] : 0.f;
    const int prev = __shfl_up_sync(0xffffffffu, key, 1);
    const bool head = lane == 0 || key != prev;
    const unsigned heads = __ballot_sync(0xffffffffu, head);
    const unsigned upto = heads & (0xffffffffu >> (31 - lane)); // heads at lanes <= this one
    const int start = 31 - __clz(upto);

    float s = v, m = valid ? v : -INFINITY;
#pragma unroll
    for (int off = 1; off < 32; off <<= 1) {
      const float so = __shfl_up_sync(0xffffffffu, s, off);
      const float mo = __shfl_up_sync(0xffffffffu, m, off);
      if (lane - off >= start) {
        s += so;
        m = fmaxf(m, mo);
      }
    }
    const bool next_head = lane == 31 || ((heads >> (lane + 1)) & 1u);
    if (valid && next_head && key >= 0 && key < nkeys) {
      const long long q = llrintf(s * FX_SCALE);
      atomicAdd(&sum_fx[key], (unsigned long long)q);
      atomicMax(&max_ord[key], float_to_ordered(m));
      atomicAdd(&count[key], (unsigned)(lane - start + 1));
    }
  }
}

#define CSR_THREADS 128

extern "C" __global__ void __launch_bounds__(CSR_THREADS)
segreduce_csr_block(const int *__restrict__ offsets, const float *__restrict__ vals, int n, int nseg,
                    float4 *__restrict__ stats) {
  __shared__ float s_sum[CSR_THREADS], s_sq[CSR_THREADS], s_min[CSR_THREADS], s_max[CSR_THREADS];
  const int t = threadIdx.x;
  for (int seg = blockIdx.x; seg < nseg; seg += gridDim.x) {
    const int begin = min(max(offsets[seg], 0), n);
    const int end = min(max(offsets[seg + 1], begin), n);
    float sum = 0.f, sq = 0.f, mn = INFINITY, mx = -INFINITY;
    for (int i = begin + t; i < end; i += blockDim.x) {
      const float v = vals[i];
      sum += v;
      sq += v * v;
      mn = fminf(mn, v);
      mx = fmaxf(mx, v);
    }
    if (t < CSR_THREADS) {
      s_sum[t] = sum; s_sq[t] = sq; s_min[t] = mn; s_max[t] = mx;
    }
    __syncthreads();
    for (int w = CSR_THREADS / 2; w > 0; w >>= 1) {
      if (t < w && t + w < blockDim.x) {
        s_sum[t] += s_sum[t + w];
        s_sq[t] += s_sq[t + w];
        s_min[t] = fminf(s_min[t], s_min[t + w]);
        s_max[t] = fmaxf(s_max[t], s_max[t + w]);
      }
      __syncthreads();
    }
    if (t == 0) {
      const int cnt = end - begin;
      if (cnt == 0) {
        stats[seg] = make_float4(NAN, 0.f, 0.f, 0.f);
      } else {
        const float mean = s_sum[0] / cnt;
        const float var = fmaxf(s_sq[0] / cnt - mean * mean, 0.f);
        stats[seg] = make_float4(mean, sqrtf(var), s_min[0], s_max[0]);
      }
    }
    __syncthreads(); // shared partials are reused by the next segment
  }
}
