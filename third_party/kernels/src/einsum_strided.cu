// Generic strided tensor kernels behind an einsum front end: a runtime-rank (<= 6) permutation
// copy driven by a by-value descriptor (div/mod decomposition, 32- and 64-bit index paths), a
// batched transposing copy through a padded shared tile, and a contraction over one mode with a
// warp per output element.
#include <cuda_runtime.h>
#include <stdint.h>

#define ES_MAX_RANK 6

struct StridedDesc {
  int rank;
  int extent[ES_MAX_RANK];  // free-mode extents, slowest first
  int flags;
  long long a_stride[ES_MAX_RANK];  // element strides of the first operand per free mode
  long long b_stride[ES_MAX_RANK];  // element strides of the second operand (contraction only)
};

// Checks a descriptor against the buffer capacities: every extent in [1, 4096], strides
// non-negative, the largest reachable offset below the capacity, the element count at most out_cap.
__device__ __forceinline__ bool validate_modes(const StridedDesc& d, const long long* s, long long cap,
                                               long long out_cap, long long extra_span,
                                               long long& total) {
  if (d.rank < 1 || d.rank > ES_MAX_RANK) return false;
  long long span = extra_span;
  total = 1;
#pragma unroll
  for (int r = 0; r < ES_MAX_RANK; ++r) {
    if (r < d.rank) {
      const long long e = d.extent[r];
      const long long st = s[r];
      if (e < 1 || e > 4096 || st < 0 || st >= cap) return false;
      span += (e - 1) * st;
      total *= e;
      if (total > out_cap) return false;
    }
  }
  return span >= 0 && span < cap;
}

// Offset of linear index `lin` (row-major over the extents) under the strides `s`.
template <typename IndexT>
__device__ __forceinline__ long long strided_offset(IndexT lin, const StridedDesc& d, const long long* s) {
  long long off = 0;
#pragma unroll
  for (int r = ES_MAX_RANK - 1; r >= 0; --r) {
    if (r < d.rank) {
      const IndexT e = (IndexT)d.extent[r];
      const IndexT q = lin / e;
      off += (long long)(lin - q * e) * s[r];
      lin = q;
    }
  }
  return off;
}

template <typename T>
__device__ __forceinline__ void permute_body(const T* __restrict__ in, T* __restrict__ out,
                                             const StridedDesc& d, long long in_cap, long long out_cap,
                                             T alpha, T beta) {
  long long total;
  if (!validate_modes(d, d.a_stride, in_cap, out_cap, 0, total)) return;
  const bool accumulate = (d.flags & 1) != 0;
  if (total <= 0x7fffffffLL) {
    const unsigned n = (unsigned)total;
    for (unsigned lin = blockIdx.x * blockDim.x + threadIdx.x; lin < n; lin += gridDim.x * blockDim.x) {
      const T v = alpha * in[strided_offset<unsigned>(lin, d, d.a_stride)];
      out[lin] = accumulate ? v + beta * out[lin] : v;
    }
  } else {
    for (long long lin = (long long)blockIdx.x * blockDim.x + threadIdx.x; lin < total;
         lin += (long long)gridDim.x * blockDim.x) {
      const T v = alpha * in[strided_offset<long long>(lin, d, d.a_stride)];
      out[lin] = accumulate ? v + beta * out[lin] : v;
    }
  }
}

extern "C" __global__ void tensor_permute_f32(const float* __restrict__ in, float* __restrict__ out,
                                              StridedDesc d, long long in_cap, long long out_cap,
                                              float alpha, float beta) {
  permute_body<float>(in, out, d, in_cap, out_cap, alpha, beta);
}

extern "C" __global__ void tensor_permute_f64(const double* __restrict__ in, double* __restrict__ out,
                                              StridedDesc d, long long in_cap, long long out_cap,
                                              double alpha, double beta) {
  permute_body<double>(in, out, d, in_cap, out_cap, alpha, beta);
}

// out[b][c][r] = in[b][r][c] for a batch of rows x cols matrices with leading dimensions and
// batch strides; 32x8 threads move a 32x32 tile through a padded shared array.
#define TT_DIM 32
#define TT_ROWS 8
extern "C" __global__ void __launch_bounds__(256)
    batched_transpose_tiled(const float* __restrict__ in, float* __restrict__ out, int rows, int cols,
                            int batch, int ld_in, int ld_out, long long bstride_in,
                            long long bstride_out) {
  __shared__ float tile[TT_DIM][TT_DIM + 1];
  if (blockDim.x != TT_DIM || blockDim.y != TT_ROWS) return;
  const int c0 = blockIdx.x * TT_DIM;
  const int r0 = blockIdx.y * TT_DIM;
  const int tx = threadIdx.x, ty = threadIdx.y;
  for (int b = blockIdx.z; b < batch; b += gridDim.z) {
    const float* src = in + (long long)b * bstride_in;
    float* dst = out + (long long)b * bstride_out;
#pragma unroll
    for (int j = 0; j < TT_DIM; j += TT_ROWS) {
      const int r = r0 + ty + j, c = c0 + tx;
      tile[ty + j][tx] = (r < rows && c < cols) ? src[(long long)r * ld_in + c] : 0.f;
    }
    __syncthreads();
#pragma unroll
    for (int j = 0; j < TT_DIM; j += TT_ROWS) {
      const int c = c0 + ty + j, r = r0 + tx;
      if (c < cols && r < rows) dst[(long long)c * ld_out + r] = tile[tx][ty + j];
    }
    __syncthreads();
  }
}

// C[free] = alpha * sum_k A[a(free) + k*ska] * B[b(free) + k*skb] + beta * C[free]: a warp per
// output element, lanes stride over k four at a time, butterfly reduction.
extern "C" __global__ void tensor_contract_reduce(const float* __restrict__ A, const float* __restrict__ B,
                                                  float* __restrict__ C, StridedDesc d, int K,
                                                  long long ska, long long skb, long long a_cap,
                                                  long long b_cap, long long c_cap, float alpha,
                                                  float beta) {
  if (K < 1 || K > (1 << 20) || ska < 0 || skb < 0 || ska >= a_cap || skb >= b_cap) return;
  long long total, total_b;
  if (!validate_modes(d, d.a_stride, a_cap, c_cap, (long long)(K - 1) * ska, total)) return;
  if (!validate_modes(d, d.b_stride, b_cap, c_cap, (long long)(K - 1) * skb, total_b)) return;
  const int lane = threadIdx.x & 31;
  const long long warp = ((long long)blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const long long nwarps = ((long long)gridDim.x * blockDim.x) >> 5;
  for (long long o = warp; o < total; o += nwarps) {
    const float* pa = A + strided_offset<long long>(o, d, d.a_stride);
    const float* pb = B + strided_offset<long long>(o, d, d.b_stride);
    float acc0 = 0.f, acc1 = 0.f, acc2 = 0.f, acc3 = 0.f;
    int k = lane;
    for (; k + 96 < K; k += 128) {
      acc0 = fmaf(pa[(long long)k * ska], pb[(long long)k * skb], acc0);
      acc1 = fmaf(pa[(long long)(k + 32) * ska], pb[(long long)(k + 32) * skb], acc1);
      acc2 = fmaf(pa[(long long)(k + 64) * ska], pb[(long long)(k + 64) * skb], acc2);
      acc3 = fmaf(pa[(long long)(k + 96) * ska], pb[(long long)(k + 96) * skb], acc3);
    }
    for (; k < K; k += 32) acc0 = fmaf(pa[(long long)k * ska], pb[(long long)k * skb], acc0);
    float acc = (acc0 + acc1) + (acc2 + acc3);
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) acc += __shfl_xor_sync(0xffffffffu, acc, off);
    if (lane == 0) C[o] = beta == 0.f ? alpha * acc : fmaf(alpha, acc, beta * C[o]);
  }
}
