// Complex single-precision FFTs (forward, e^{-2 pi i jk/N}), interleaved float2 data.
//   fft_radix2_shared  a whole N = 2^log2n point transform (N <= 1024) per block in shared
//                      memory: bit-reversed load, twiddle table built once per block in
//                      shared memory, log2n radix-2 butterfly stages separated by barriers,
//                      in-place store. Grid-stride over the batch of signals.
//   fft_radix4_stage   one out-of-place Stockham radix-4 stage for large N = 4^k held in global
//                      memory: p is the current sub-transform length (1, 4, 16, ..., N/4);
//                      thread j of a signal combines x[j + q N/4], q = 0..3, with twiddles
//                      w^q, w = e^{-2 pi i (j mod p) / 4p}, and writes
//                      out[(j/p) 4p + (j mod p) + q p]. 64-bit grid-stride over batch * N/4.
// launch: fft_radix2_shared  block 256, grid min(batch, #SMs * 4); log2n <= 10
//         fft_radix4_stage   block 256, grid ceil(batch * N / 4 / 256), called log4(N) times
//                            with p = 1, 4, 16, ... (ping-pong buffers)
#include <cuda_runtime.h>

#define MAX_LOG2N 10
#define MAX_N (1 << MAX_LOG2N)

static __device__ __forceinline__ float2 cmul(float2 a, float2 b) {
  return make_float2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}

extern "C" __global__ void __launch_bounds__(256)
fft_radix2_shared(float2 *__restrict__ data, int log2n, int batch) {
  __shared__ float2 buf[MAX_N];
  __shared__ float2 tw[MAX_N / 2];
  if (log2n < 1 || log2n > MAX_LOG2N)
    return;
  const int n = 1 << log2n;
  const int half_n = n >> 1;
  const int tid = threadIdx.x;

  for (int k = tid; k < half_n; k += blockDim.x) {
    float s, c;
    sincosf(-6.28318530717958647692f * (float)k / (float)n, &s, &c);
    tw[k] = make_float2(c, s);
  }

  for (int sig = blockIdx.x; sig < batch; sig += gridDim.x) {
    float2 *x = data + (size_t)sig * n;
    __syncthreads();  // previous signal's store is done with buf
    for (int i = tid; i < n; i += blockDim.x) {
      const unsigned r = __brev((unsigned)i) >> (32 - log2n);
      buf[r] = x[i];
    }
    __syncthreads();
    for (int s = 1; s <= log2n; s++) {
      const int half = 1 << (s - 1);
      const int tw_stride = n >> s;
      for (int j = tid; j < half_n; j += blockDim.x) {
        const int k = j & (half - 1);
        const int i0 = ((j >> (s - 1)) << s) + k;
        const int i1 = i0 + half;
        const float2 t = cmul(tw[k * tw_stride], buf[i1]);
        const float2 u = buf[i0];
        buf[i0] = make_float2(u.x + t.x, u.y + t.y);
        buf[i1] = make_float2(u.x - t.x, u.y - t.y);
      }
      __syncthreads();
    }
    for (int i = tid; i < n; i += blockDim.x)
      x[i] = buf[i];
  }
}

extern "C" __global__ void __launch_bounds__(256)
fft_radix4_stage(const float2 *__restrict__ in, float2 *__restrict__ out, int n, int p, int batch) {
  if (n < 4 || (n & 3) != 0 || p < 1 || batch < 1)
    return;
  const int quarter = n >> 2;
  if (quarter % p != 0)
    return;
  const size_t total = (size_t)batch * quarter;
  const float inv4p = 1.0f / (float)(4 * p);
  for (size_t t = (size_t)blockIdx.x * blockDim.x + threadIdx.x; t < total; t += (size_t)gridDim.x * blockDim.x) {
    const size_t sig = t / quarter;
    const int j = (int)(t - sig * quarter);
    const int k = j % p;
    const float2 *src = in + sig * n;
    float2 *dst = out + sig * n;

    float2 a0 = src[j];
    float2 a1 = src[j + quarter];
    float2 a2 = src[j + 2 * quarter];
    float2 a3 = src[j + 3 * quarter];
    if (k != 0) {
      float s1, c1;
      sincosf(-6.28318530717958647692f * (float)k * inv4p, &s1, &c1);
      const float2 w1 = make_float2(c1, s1);
      const float2 w2 = cmul(w1, w1);
      const float2 w3 = cmul(w2, w1);
      a1 = cmul(a1, w1);
      a2 = cmul(a2, w2);
      a3 = cmul(a3, w3);
    }
    // radix-4 butterfly, -i for the forward transform
    const float2 b0 = make_float2(a0.x + a2.x, a0.y + a2.y);
    const float2 b1 = make_float2(a0.x - a2.x, a0.y - a2.y);
    const float2 b2 = make_float2(a1.x + a3.x, a1.y + a3.y);
    const float2 b3 = make_float2(a1.y - a3.y, a3.x - a1.x);  // -i (a1 - a3)
    const int o = (j - k) * 4 + k;
    dst[o] = make_float2(b0.x + b2.x, b0.y + b2.y);
    dst[o + p] = make_float2(b1.x + b3.x, b1.y + b3.y);
    dst[o + 2 * p] = make_float2(b0.x - b2.x, b0.y - b2.y);
    dst[o + 3 * p] = make_float2(b1.x - b3.x, b1.y - b3.y);
  }
}
