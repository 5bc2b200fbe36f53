// Radix-2 number-theoretic transforms over the Goldilocks prime p = 2^64 - 2^32 + 1 (as used by
// STARK provers): 64 x 64 -> 128-bit products with __umul64hi and the special reduction
// 2^64 = 2^32 - 1, 2^96 = -1 (mod p); no division anywhere.
//   ntt_stage_global     one Cooley-Tukey decimation-in-time stage of a length-2^log_n transform
//                        (input already in bit-reversed order): one butterfly per thread in a
//                        size_t grid-stride loop, twiddle w^(j * 2^(log_n - 1 - s)) from a table of
//                        the first n/2 powers, blockIdx.y selects the polynomial.
//   ntt_shared_block     a whole transform of n <= 2048 per block: bit-reversed gather (__brev)
//                        into shared memory, log_n barrier-separated butterfly stages with the
//                        threads striding over the n/2 butterflies, optional scaling by n^-1 for
//                        the inverse, coalesced write-back.
// launch: ntt_stage_global block 256, grid (ceil(n/512), npoly), once per stage;
//         ntt_shared_block block 256, grid npoly
#include <cuda_runtime.h>
#include <stdint.h>

#define GL_P 0xFFFFFFFF00000001ull
#define GL_EPS 0xFFFFFFFFull // 2^32 - 1 = 2^64 mod p
#define MAX_LOG_GLOBAL 14
#define MAX_LOG_SHARED 11

static __device__ __forceinline__ uint64_t gl_add(uint64_t a, uint64_t b) {
  uint64_t s = a + b;
  if (s < a)
    s += GL_EPS; // wrapped past 2^64
  return s >= GL_P ? s - GL_P : s;
}

static __device__ __forceinline__ uint64_t gl_sub(uint64_t a, uint64_t b) {
  const uint64_t d = a - b;
  return a >= b ? d : d + GL_P;
}

static __device__ __forceinline__ uint64_t gl_reduce128(uint64_t hi, uint64_t lo) {
  const uint64_t hi_hi = hi >> 32;
  const uint64_t hi_lo = hi & GL_EPS;
  uint64_t t0 = lo - hi_hi; // lo - hi_hi * 2^96 (= -hi_hi)
  if (lo < hi_hi)
    t0 -= GL_EPS;
  const uint64_t t1 = hi_lo * GL_EPS; // hi_lo * 2^64
  uint64_t r = t0 + t1;
  if (r < t1)
    r += GL_EPS;
  return r >= GL_P ? r - GL_P : r;
}

static __device__ __forceinline__ uint64_t gl_mul(uint64_t a, uint64_t b) {
  return gl_reduce128(__umul64hi(a, b), a * b);
}

extern "C" __global__ void __launch_bounds__(256)
ntt_stage_global(unsigned long long *__restrict__ data, const unsigned long long *__restrict__ twiddles, int log_n,
                 int stage) {
  log_n = min(max(log_n, 1), MAX_LOG_GLOBAL);
  if (stage < 0 || stage >= log_n)
    return;
  const size_t n = (size_t)1 << log_n;
  unsigned long long *a = data + (size_t)blockIdx.y * n;
  const size_t half = (size_t)1 << stage;
  const int tw_shift = log_n - 1 - stage;
  for (size_t b = (size_t)blockIdx.x * blockDim.x + threadIdx.x; b < n / 2; b += (size_t)gridDim.x * blockDim.x) {
    const size_t j = b & (half - 1);
    const size_t i0 = ((b >> stage) << (stage + 1)) + j;
    const size_t i1 = i0 + half;
    const uint64_t w = twiddles[j << tw_shift];
    const uint64_t u = a[i0];
    const uint64_t v = gl_mul(a[i1], w);
    a[i0] = gl_add(u, v);
    a[i1] = gl_sub(u, v);
  }
}

extern "C" __global__ void __launch_bounds__(256)
ntt_shared_block(const unsigned long long *__restrict__ in, unsigned long long *__restrict__ out,
                 const unsigned long long *__restrict__ twiddles, int log_n, int inverse, unsigned long long n_inv) {
  __shared__ unsigned long long s_a[1 << MAX_LOG_SHARED];
  log_n = min(max(log_n, 1), MAX_LOG_SHARED);
  const int n = 1 << log_n;
  const size_t base = (size_t)blockIdx.x * n;
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    const unsigned r = __brev((unsigned)i) >> (32 - log_n);
    s_a[r] = in[base + i];
  }
  __syncthreads();
  for (int s = 0; s < log_n; ++s) {
    const int half = 1 << s;
    const int tw_shift = log_n - 1 - s;
    for (int b = threadIdx.x; b < n / 2; b += blockDim.x) {
      const int j = b & (half - 1);
      const int i0 = ((b >> s) << (s + 1)) + j;
      const int i1 = i0 + half;
      const uint64_t w = twiddles[j << tw_shift];
      const uint64_t u = s_a[i0];
      const uint64_t v = gl_mul(s_a[i1], w);
      s_a[i0] = gl_add(u, v);
      s_a[i1] = gl_sub(u, v);
    }
    __syncthreads();
  }
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    uint64_t v = s_a[i];
    if (inverse)
      v = gl_mul(v, n_inv);
    out[base + i] = v;
  }
}
