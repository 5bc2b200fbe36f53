// Pattern search over a byte text, one window of start (or end) positions per thread and a
// grid-stride loop over windows; the pattern lives in shared memory.
//
//   rabin_karp_scan     exact matching with a rolling polynomial hash mod 2^32 (base 257):
//                       the pattern hash and base^(m-1) are computed once per block, each
//                       thread hashes its first window position and rolls to the next ones,
//                       verifying bytes on a hash hit. Matches set bits of a position bitmap
//                       (atomicOr) and are counted per block (warp shuffle + shared atomic).
//                       launch: block 128, grid 2, window 16.
//   shift_and_kmismatch bit-parallel Shift-And with up to 3 substitutions (Hamming distance,
//                       pattern length <= 32): the 256 character masks are built per block in
//                       shared memory, each thread warms its state up on the m-1 bytes before
//                       its chunk, then for every end position in the chunk writes the smallest
//                       number of mismatches of an occurrence ending there (255 = none); state
//                       vectors R[0..3] in registers with an unrolled update.
//                       launch: block 128, grid 2, chunk 32.
#include <cuda_runtime.h>
#include <stdint.h>

#define RK_MAX_PAT 64
#define RK_BASE 257u

extern "C" __global__ void rabin_karp_scan(const unsigned char *__restrict__ text, long long n,
                                           const unsigned char *__restrict__ pat, int m, int window,
                                           uint32_t *__restrict__ match_bits, unsigned *__restrict__ block_counts) {
  __shared__ unsigned char s_pat[RK_MAX_PAT];
  __shared__ uint32_t s_hp, s_pow;
  __shared__ unsigned s_count;
  if (m <= 0 || m > RK_MAX_PAT || window <= 0) return;

  for (int i = threadIdx.x; i < m; i += blockDim.x) s_pat[i] = pat[i];
  if (threadIdx.x == 0) s_count = 0u;
  __syncthreads();
  if (threadIdx.x == 0) {
    uint32_t h = 0, pw = 1;
    for (int i = 0; i < m; ++i) {
      h = h * RK_BASE + s_pat[i];
      if (i > 0) pw *= RK_BASE;
    }
    s_hp = h;
    s_pow = pw;
  }
  __syncthreads();
  const uint32_t hp = s_hp, pw = s_pow;

  unsigned found = 0;
  const long long last_start = n - m;  // inclusive
  const long long stride = (long long)gridDim.x * blockDim.x * window;
  for (long long p0 = ((long long)blockIdx.x * blockDim.x + threadIdx.x) * window; p0 <= last_start; p0 += stride) {
    const long long p1 = min(p0 + window - 1, last_start);
    uint32_t h = 0;
    for (int i = 0; i < m; ++i) h = h * RK_BASE + text[p0 + i];
    for (long long p = p0;; ++p) {
      if (h == hp) {
        bool eq = true;
        for (int i = 0; i < m && eq; ++i) eq = text[p + i] == s_pat[i];
        if (eq) {
          atomicOr(&match_bits[p >> 5], 1u << (p & 31));
          ++found;
        }
      }
      if (p == p1) break;
      h = (h - text[p] * pw) * RK_BASE + text[p + m];
    }
  }

#pragma unroll
  for (int off = 16; off > 0; off >>= 1) found += __shfl_down_sync(0xffffffffu, found, off);
  if ((threadIdx.x & 31) == 0 && found != 0u) atomicAdd(&s_count, found);
  __syncthreads();
  if (threadIdx.x == 0) block_counts[blockIdx.x] = s_count;
}

#define SA_MAX_K 3

extern "C" __global__ void shift_and_kmismatch(const unsigned char *__restrict__ text, long long n,
                                               const unsigned char *__restrict__ pat, int m, int k, int chunk,
                                               unsigned char *__restrict__ best) {
  __shared__ uint32_t s_mask[256];
  __shared__ unsigned char s_pat[32];
  if (m <= 0 || m > 32 || chunk <= 0) return;
  k = min(max(k, 0), SA_MAX_K);

  for (int i = threadIdx.x; i < m; i += blockDim.x) s_pat[i] = pat[i];
  __syncthreads();
  for (int c = threadIdx.x; c < 256; c += blockDim.x) {
    uint32_t mask = 0;
    for (int i = 0; i < m; ++i)
      if (s_pat[i] == (unsigned char)c) mask |= 1u << i;
    s_mask[c] = mask;
  }
  __syncthreads();

  const uint32_t hit = 1u << (m - 1);
  const long long stride = (long long)gridDim.x * blockDim.x * chunk;
  for (long long c0 = ((long long)blockIdx.x * blockDim.x + threadIdx.x) * chunk; c0 < n; c0 += stride) {
    const long long c1 = min(c0 + chunk, n);
    uint32_t R[SA_MAX_K + 1];
#pragma unroll
    for (int j = 0; j <= SA_MAX_K; ++j) R[j] = 0u;

    for (long long pos = max(c0 - (m - 1), 0LL); pos < c1; ++pos) {
      const uint32_t cm = s_mask[text[pos]];
      uint32_t prev = R[0];
      R[0] = ((R[0] << 1) | 1u) & cm;
#pragma unroll
      for (int j = 1; j <= SA_MAX_K; ++j) {
        if (j <= k) {
          const uint32_t cur = R[j];
          R[j] = (((cur << 1) | 1u) & cm) | ((prev << 1) | 1u);
          prev = cur;
        }
      }
      if (pos >= c0) {
        unsigned char b = 255;
#pragma unroll
        for (int j = SA_MAX_K; j >= 0; --j)
          if (j <= k && (R[j] & hit) && pos >= m - 1) b = (unsigned char)j;
        best[pos] = b;
      }
    }
  }
}
