// Multi-precision integer arithmetic on 32-bit limbs (little-endian limb order), the
// building blocks of GPU big-number libraries (CGBN / XMP style):
//
//   bigint_add_warp       one warp per pair of long integers: each lane adds one limb, the
//                         carries of all 32 lanes are resolved at once from the generate and
//                         propagate ballots with a single 64-bit integer add (carry into lane i
//                         = bit i of (G + P + cin) ^ G ^ P), and the carry out of lane 31 feeds
//                         the next 32-limb chunk. launch: block 128, grid 2 (8 pairs of 80
//                         limbs).
//   bigint_mul_comba      one thread per 256-bit product (8 x 8 limbs -> 16), product scanning
//                         with a 96-bit (three word) column accumulator, __umulhi for the high
//                         halves, fully unrolled; operands interleaved limb-major so a warp's
//                         loads coalesce. launch: block 128, grid 2 (n 200).
//   bigint_modadd         (a + b) mod p for 8-limb operands < p: a __noinline__ add-with-carry
//                         and a __noinline__ subtract-with-borrow over local arrays, the
//                         reduction chosen without a branch by masking. launch: block 128,
//                         grid 2.
//   bigint_normalize      shift each number left so its top limb's high bit is set (division
//                         normalisation): top nonzero limb found from the top, __clz for the
//                         bit shift, limbs rebuilt with __funnelshift_l; writes the shift.
//                         launch: block 128, grid 2.
#include <cuda_runtime.h>
#include <stdint.h>

#define MUL_LIMBS 8

extern "C" __global__ void __launch_bounds__(256)
bigint_add_warp(const uint32_t *__restrict__ a, const uint32_t *__restrict__ b, uint32_t *__restrict__ sum,
                uint32_t *__restrict__ carry_out, int npairs, int nlimbs) {
  const int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const int lane = threadIdx.x & 31;
  if (warp >= npairs || nlimbs <= 0) return;  // whole warps leave together
  const size_t base = (size_t)warp * nlimbs;
  uint32_t cin = 0;
  for (int c0 = 0; c0 < nlimbs; c0 += 32) {
    const int i = c0 + lane;
    const bool live = i < nlimbs;
    const uint32_t x = live ? a[base + i] : 0u;
    const uint32_t y = live ? b[base + i] : 0u;
    const uint32_t s = x + y;
    const unsigned G = __ballot_sync(0xffffffffu, s < x);
    const unsigned P = __ballot_sync(0xffffffffu, s == 0xffffffffu && live);
    const unsigned long long S = (unsigned long long)G + P + cin;
    const unsigned C = (unsigned)S ^ G ^ P;  // carry into each lane
    if (live) sum[base + i] = s + ((C >> lane) & 1u);
    // G + P + cin < 2^33, so the carry out of lane 31 is bit 32 of S
    cin = (unsigned)(S >> 32);
  }
  if (lane == 0) carry_out[warp] = cin;
}

// 96-bit accumulator (c0, c1, c2) += x * y
static __device__ __forceinline__ void mac96(uint32_t &c0, uint32_t &c1, uint32_t &c2, uint32_t x, uint32_t y) {
  const uint32_t lo = x * y;
  const uint32_t hi = __umulhi(x, y);
  c0 += lo;
  const uint32_t k0 = c0 < lo;
  const uint32_t t = hi + k0;  // hi <= 2^32 - 2, no overflow
  c1 += t;
  c2 += c1 < t;
}

extern "C" __global__ void __launch_bounds__(128)
bigint_mul_comba(const uint32_t *__restrict__ a, const uint32_t *__restrict__ b, uint32_t *__restrict__ prod, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  uint32_t x[MUL_LIMBS], y[MUL_LIMBS], r[2 * MUL_LIMBS];
#pragma unroll
  for (int j = 0; j < MUL_LIMBS; ++j) {
    x[j] = __ldg(&a[(size_t)j * n + i]);
    y[j] = __ldg(&b[(size_t)j * n + i]);
  }
  uint32_t c0 = 0, c1 = 0, c2 = 0;
#pragma unroll
  for (int col = 0; col < 2 * MUL_LIMBS - 1; ++col) {
#pragma unroll
    for (int j = 0; j < MUL_LIMBS; ++j) {
      const int k = col - j;
      if (k >= 0 && k < MUL_LIMBS) mac96(c0, c1, c2, x[j], y[k]);
    }
    r[col] = c0;
    c0 = c1;
    c1 = c2;
    c2 = 0;
  }
  r[2 * MUL_LIMBS - 1] = c0;
#pragma unroll
  for (int j = 0; j < 2 * MUL_LIMBS; ++j) prod[(size_t)j * n + i] = r[j];
}

static __device__ __noinline__ uint32_t add_n(uint32_t *r, const uint32_t *x, const uint32_t *y, int n) {
  uint32_t carry = 0;
  for (int j = 0; j < n; ++j) {
    const uint32_t s = x[j] + y[j];
    const uint32_t c1 = s < x[j];
    const uint32_t t = s + carry;
    const uint32_t c2 = t < s;
    r[j] = t;
    carry = c1 | c2;
  }
  return carry;
}

static __device__ __noinline__ uint32_t sub_n(uint32_t *r, const uint32_t *x, const uint32_t *y, int n) {
  uint32_t borrow = 0;
  for (int j = 0; j < n; ++j) {
    const uint32_t d = x[j] - y[j];
    const uint32_t b1 = x[j] < y[j];
    const uint32_t t = d - borrow;
    const uint32_t b2 = d < borrow;
    r[j] = t;
    borrow = b1 | b2;
  }
  return borrow;
}

extern "C" __global__ void __launch_bounds__(128)
bigint_modadd(const uint32_t *__restrict__ a, const uint32_t *__restrict__ b, const uint32_t *__restrict__ modulus,
              uint32_t *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  uint32_t x[MUL_LIMBS], y[MUL_LIMBS], p[MUL_LIMBS], s[MUL_LIMBS], d[MUL_LIMBS];
#pragma unroll
  for (int j = 0; j < MUL_LIMBS; ++j) {
    x[j] = a[(size_t)j * n + i];
    y[j] = b[(size_t)j * n + i];
    p[j] = modulus[j];
  }
  const uint32_t carry = add_n(s, x, y, MUL_LIMBS);
  const uint32_t borrow = sub_n(d, s, p, MUL_LIMBS);
  // keep s - p when the sum overflowed or s >= p
  const uint32_t take_d = carry | (borrow ^ 1u);
  const uint32_t mask = 0u - take_d;
#pragma unroll
  for (int j = 0; j < MUL_LIMBS; ++j) out[(size_t)j * n + i] = (d[j] & mask) | (s[j] & ~mask);
}

extern "C" __global__ void __launch_bounds__(128)
bigint_normalize(const uint32_t *__restrict__ in, uint32_t *__restrict__ out, int *__restrict__ shift_bits, int n,
                 int nlimbs) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || nlimbs <= 0 || nlimbs > 32) return;
  int top = nlimbs - 1;
  while (top >= 0 && in[(size_t)top * n + i] == 0u) --top;
  if (top < 0) {
    for (int j = 0; j < nlimbs; ++j) out[(size_t)j * n + i] = 0u;
    shift_bits[i] = -1;
    return;
  }
  const int limb_shift = nlimbs - 1 - top;
  const int bit_shift = __clz(in[(size_t)top * n + i]);
  // out[j] = (in[j - ls] << bs) | (in[j - ls - 1] >> (32 - bs))
  for (int j = nlimbs - 1; j >= 0; --j) {
    const int src = j - limb_shift;
    const uint32_t hi = src >= 0 ? in[(size_t)src * n + i] : 0u;
    const uint32_t lo = src >= 1 ? in[(size_t)(src - 1) * n + i] : 0u;
    out[(size_t)j * n + i] = __funnelshift_l(lo, hi, bit_shift);
  }
  shift_bits[i] = limb_shift * 32 + bit_shift;
}
