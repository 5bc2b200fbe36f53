// Mixed-precision GEMV with 16-bit storage and float arithmetic. The fp16 / bf16 values are
// kept as raw 16-bit words and converted by hand (cuda_fp16.h / cuda_bf16.h need <nv/target>
// from CCCL, which this toolchain lacks): fp16 -> f32 by the exponent-rebias multiply (exact
// for subnormals, Inf/NaN patched), bf16 <-> f32 by shifts with round-to-nearest-even.
//
//   gemv_f16_rows     y = alpha * diag(row_scale) * A x + beta * y; A fp16 row-major (lda),
//                     x and y float. x is staged once per block in shared memory; one warp per
//                     row (grid-stride over rows), two halves per 32-bit load when lda is even,
//                     scalar tail, __shfl_xor_sync reduction. launch: block 256, grid 2.
//   gemv_bf16_t       y = A^T x with A, x and y in bf16. Each block owns 32 columns (lane =
//                     column, coalesced) and splits the rows across up to 8 warps; x is staged
//                     in shared tiles of 256 rows, the per-warp partial columns are summed
//                     through shared memory and rounded to bf16. Grid-stride over column
//                     tiles. launch: block 32x8 (any multiple of 32 threads), grid 2.
#include <cuda_runtime.h>
#include <stdint.h>

static __device__ __forceinline__ float f16_to_f32(uint32_t h) {
  const uint32_t sign = (h & 0x8000u) << 16;
  const uint32_t em = h & 0x7fffu;
  uint32_t bits = __float_as_uint(__uint_as_float(em << 13) * 0x1p112f);
  if (em >= 0x7c00u) bits = (em << 13) | 0x7f800000u;  // Inf / NaN keep their payload
  return __uint_as_float(bits | sign);
}

static __device__ __forceinline__ float bf16_to_f32(uint16_t b) { return __uint_as_float((uint32_t)b << 16); }

static __device__ __forceinline__ uint16_t f32_to_bf16(float f) {
  uint32_t u = __float_as_uint(f);
  if ((u & 0x7fffffffu) > 0x7f800000u) return (uint16_t)((u >> 16) | 0x0040u);  // quiet NaN
  u += 0x7fffu + ((u >> 16) & 1u);
  return (uint16_t)(u >> 16);
}

#define GEMV_MAX_N 4096

extern "C" __global__ void gemv_f16_rows(const uint16_t *__restrict__ A, int m, int n, int lda,
                                         const float *__restrict__ x, const float *__restrict__ row_scale,
                                         float *__restrict__ y, float alpha, float beta) {
  __shared__ float s_x[GEMV_MAX_N];
  const int nthreads = blockDim.x * blockDim.y;
  const int tid = threadIdx.y * blockDim.x + threadIdx.x;  // any block shape; warps are 32 flat ids
  if (n <= 0 || n > GEMV_MAX_N || lda < n || (nthreads & 31) != 0) return;
  for (int c = tid; c < n; c += nthreads) s_x[c] = x[c];
  __syncthreads();

  const int lane = tid & 31;
  const int warps = (gridDim.x * nthreads) >> 5;
  const bool paired = (lda & 1) == 0;
  const int npairs = paired ? n >> 1 : 0;

  for (int r = (blockIdx.x * nthreads + tid) >> 5; r < m; r += warps) {
    const uint16_t *row = A + (size_t)r * lda;
    float acc = 0.f;
    if (paired) {
      const uint32_t *row2 = reinterpret_cast<const uint32_t *>(row);
      for (int p = lane; p < npairs; p += 32) {
        const uint32_t w = row2[p];
        acc = fmaf(f16_to_f32(w & 0xffffu), s_x[2 * p], acc);
        acc = fmaf(f16_to_f32(w >> 16), s_x[2 * p + 1], acc);
      }
    }
    for (int c = 2 * npairs + lane; c < n; c += 32) acc = fmaf(f16_to_f32(row[c]), s_x[c], acc);
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) acc += __shfl_xor_sync(0xffffffffu, acc, off);
    if (lane == 0) {
      const float s = row_scale != nullptr ? row_scale[r] : 1.f;
      const float prev = beta != 0.f ? beta * y[r] : 0.f;
      y[r] = fmaf(alpha * s, acc, prev);
    }
  }
}

#define T_COLS 32
#define T_SLICES 8
#define T_XTILE 256

extern "C" __global__ void gemv_bf16_t(const uint16_t *__restrict__ A, int m, int n, int lda,
                                       const uint16_t *__restrict__ x, uint16_t *__restrict__ y) {
  __shared__ float s_x[T_XTILE];
  __shared__ float s_part[T_SLICES][T_COLS + 1];
  const int nthreads = blockDim.x * blockDim.y;
  if (nthreads < 32 || lda < n || m < 0) return;
  const int tid = threadIdx.y * blockDim.x + threadIdx.x;
  const int nslices = min(nthreads >> 5, T_SLICES);
  const int cl = tid & 31, slice = tid >> 5;
  const bool worker = slice < nslices;

  for (int col0 = blockIdx.x * T_COLS; col0 < n; col0 += gridDim.x * T_COLS) {
    const int j = col0 + cl;
    float acc = 0.f;
    for (int i0 = 0; i0 < m; i0 += T_XTILE) {
      const int rows = min(T_XTILE, m - i0);
      __syncthreads();  // the previous tile of x has been consumed
      for (int k = tid; k < rows; k += nthreads) s_x[k] = bf16_to_f32(x[i0 + k]);
      __syncthreads();
      if (worker && j < n) {
        const uint16_t *col = A + (size_t)i0 * lda + j;
        for (int k = slice; k < rows; k += nslices) acc = fmaf(bf16_to_f32(col[(size_t)k * lda]), s_x[k], acc);
      }
    }
    if (worker) s_part[slice][cl] = acc;
    __syncthreads();
    if (slice == 0 && j < n) {
      float sum = 0.f;
      for (int s = 0; s < nslices; ++s) sum += s_part[s][cl];
      y[j] = f32_to_bf16(sum);
    }
    __syncthreads();  // s_part is rewritten for the next column tile
  }
}
