// Int8 inference kernels with per-block / per-row scales.
//   quantize_blockwise_int8  symmetric quantisation of x in blocks of QBLOCK = 64 elements:
//                            one warp per block (2 elements per lane), absmax by
//                            __shfl_xor_sync, scale = absmax / 127, q = rint(x / scale)
//                            clamped to [-127, 127]; scales[b] written by lane 0. A tail block
//                            shorter than 64 is handled with masked lanes.
//   gemm_s8_rowscale         C[M,N] = (A[M,K] int8 . B[N,K]^T int8) * a_scale[m] * b_scale[n]
//                            (+ bias[n] when bias != null). 32x32 output tile per block with a
//                            2x2 micro-tile per thread; K is walked in chunks of 64 staged in
//                            shared memory as packed 32-bit words of 4 int8 values (zero padded
//                            outside M/N/K); the dot product is a dp4a-style unpack of the 4
//                            signed bytes with plain integer multiply-add into int32.
// launch: quantize_blockwise_int8  block 256 (8 warps = 8 quant blocks), grid ceil(n / 512)
//         gemm_s8_rowscale         block 16x16, grid (ceil(N/32), ceil(M/32))
#include <cuda_runtime.h>

#define QBLOCK 64
#define FULL 0xffffffffu
#define TM 32
#define TN 32
#define TK 64
#define TKW (TK / 4)

extern "C" __global__ void __launch_bounds__(256)
quantize_blockwise_int8(const float *__restrict__ x, signed char *__restrict__ q, float *__restrict__ scales, int n) {
  const int lane = threadIdx.x & 31;
  const int wpb = blockDim.x >> 5;
  if (wpb == 0 || n <= 0)
    return;
  const int nblocks = (n + QBLOCK - 1) / QBLOCK;
  for (int b = blockIdx.x * wpb + (threadIdx.x >> 5); b < nblocks; b += gridDim.x * wpb) {
    const int i0 = b * QBLOCK + lane, i1 = i0 + 32;
    const float v0 = i0 < n ? x[i0] : 0.0f;
    const float v1 = i1 < n ? x[i1] : 0.0f;
    float amax = fmaxf(fabsf(v0), fabsf(v1));
#pragma unroll
    for (int m = 16; m > 0; m >>= 1)
      amax = fmaxf(amax, __shfl_xor_sync(FULL, amax, m));
    const float scale = amax / 127.0f;
    const float inv = amax > 0.0f ? 127.0f / amax : 0.0f;
    if (i0 < n)
      q[i0] = (signed char)fminf(fmaxf(rintf(v0 * inv), -127.0f), 127.0f);
    if (i1 < n)
      q[i1] = (signed char)fminf(fmaxf(rintf(v1 * inv), -127.0f), 127.0f);
    if (lane == 0)
      scales[b] = scale;
  }
}

static __device__ __forceinline__ int dot4_s8(int a, int b) {
  // sign-extend each byte and multiply-add (what dp4a.s32.s32 does)
  int acc = 0;
#pragma unroll
  for (int s = 0; s < 32; s += 8)
    acc += (int)(signed char)((unsigned)a >> s) * (int)(signed char)((unsigned)b >> s);
  return acc;
}

static __device__ __forceinline__ int pack4(const signed char *p, int valid) {
  unsigned w = 0;
  for (int t = 0; t < 4; t++)
    if (t < valid)
      w |= (unsigned)(unsigned char)p[t] << (8 * t);
  return (int)w;
}

extern "C" __global__ void __launch_bounds__(256)
gemm_s8_rowscale(const signed char *__restrict__ A, const signed char *__restrict__ B,
                 const float *__restrict__ a_scale, const float *__restrict__ b_scale, const float *__restrict__ bias,
                 float *__restrict__ C, int M, int N, int K) {
  __shared__ int s_a[TM][TKW + 1];
  __shared__ int s_b[TN][TKW + 1];
  if (M <= 0 || N <= 0 || K <= 0)
    return;
  const int tid = threadIdx.y * blockDim.x + threadIdx.x;
  const int nthreads = blockDim.x * blockDim.y;
  const int tx = threadIdx.x, ty = threadIdx.y;
  const bool computes = tx < 16 && ty < 16;
  const int m0 = blockIdx.y * TM, n0 = blockIdx.x * TN;

  int acc[2][2] = {{0, 0}, {0, 0}};
  for (int k0 = 0; k0 < K; k0 += TK) {
    for (int c = tid; c < TM * TKW; c += nthreads) {
      const int r = c / TKW, w = c % TKW;
      const int m = m0 + r, k = k0 + 4 * w;
      s_a[r][w] = (m < M && k < K) ? pack4(A + (size_t)m * K + k, min(4, K - k)) : 0;
      const int nn = n0 + r;
      s_b[r][w] = (nn < N && k < K) ? pack4(B + (size_t)nn * K + k, min(4, K - k)) : 0;
    }
    __syncthreads();
    if (computes) {
#pragma unroll 4
      for (int w = 0; w < TKW; w++) {
        const int a0 = s_a[ty][w], a1 = s_a[ty + 16][w];
        const int b0 = s_b[tx][w], b1 = s_b[tx + 16][w];
        acc[0][0] += dot4_s8(a0, b0);
        acc[0][1] += dot4_s8(a0, b1);
        acc[1][0] += dot4_s8(a1, b0);
        acc[1][1] += dot4_s8(a1, b1);
      }
    }
    __syncthreads();
  }
  if (!computes)
    return;
#pragma unroll
  for (int i = 0; i < 2; i++) {
    const int m = m0 + ty + 16 * i;
    if (m >= M)
      continue;
#pragma unroll
    for (int j = 0; j < 2; j++) {
      const int nn = n0 + tx + 16 * j;
      if (nn >= N)
        continue;
      float v = (float)acc[i][j] * a_scale[m] * b_scale[nn];
      if (bias)
        v += bias[nn];
      C[(size_t)m * N + nn] = v;
    }
  }
}
