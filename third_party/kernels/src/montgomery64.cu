// 64-bit Montgomery arithmetic (R = 2^64) for batched modular exponentiation and elliptic-curve
// scalar multiplication over word-sized prime fields.
//   mont_modexp_batch      a^e mod m per thread with its own odd modulus: -m^-1 mod 2^64 by Newton
//                          iteration, R mod m and R^2 mod m by modular doubling, a fixed 4-bit window
//                          with a 16-entry table in a local array (runtime index), carries of the
//                          128-bit REDC sum tracked explicitly so any odd 64-bit m works; even or
//                          unit moduli give 0.
//   ec_scalar_mul_jacobian k * P on y^2 = x^3 + a x + b over p < 2^63 (field constants in a by-value
//                          struct): left-to-right double-and-add over the low nbits of k with
//                          Jacobian doubling (general a) and mixed Jacobian-affine addition, point
//                          at infinity as Z = 0, the doubling case of the addition handled, final
//                          conversion to affine with Z^-1 = Z^(p-2) (square-and-multiply).
// launch: both block 128, grid-stride over the batch
#include <cuda_runtime.h>
#include <stdint.h>

static __device__ __forceinline__ uint64_t neg_inv64(uint64_t m) {
  uint64_t inv = m; // correct to 3 bits for odd m
#pragma unroll
  for (int i = 0; i < 5; ++i)
    inv *= 2ull - m * inv;
  return 0ull - inv;
}

// REDC(a * b) for a, b < m, m odd; result in [0, m)
static __device__ __forceinline__ uint64_t mont_mul(uint64_t a, uint64_t b, uint64_t m, uint64_t minv) {
  const uint64_t lo = a * b, hi = __umul64hi(a, b);
  const uint64_t q = lo * minv;
  const uint64_t qlo = q * m, qhi = __umul64hi(q, m);
  const uint64_t c0 = (lo + qlo) < lo ? 1ull : 0ull; // the low word is zero by construction
  const uint64_t s1 = hi + qhi;
  const bool c1 = s1 < hi;
  const uint64_t s2 = s1 + c0;
  const bool c2 = s2 < s1;
  return (c1 || c2 || s2 >= m) ? s2 - m : s2;
}

static __device__ __forceinline__ uint64_t mod_add(uint64_t a, uint64_t b, uint64_t m) {
  const uint64_t s = a + b;
  return (s < a || s >= m) ? s - m : s;
}

static __device__ __forceinline__ uint64_t mod_sub(uint64_t a, uint64_t b, uint64_t m) {
  return a >= b ? a - b : a - b + m;
}

extern "C" __global__ void __launch_bounds__(128)
mont_modexp_batch(const unsigned long long *__restrict__ base, const unsigned long long *__restrict__ expo,
                  const unsigned long long *__restrict__ modulus, unsigned long long *__restrict__ result, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const uint64_t m = modulus[i];
    if ((m & 1ull) == 0 || m == 1ull) {
      result[i] = 0;
      continue;
    }
    const uint64_t minv = neg_inv64(m);
    const uint64_t r1 = (0ull - m) % m; // 2^64 mod m
    uint64_t r2 = r1;                   // R^2 mod m = R mod m doubled 64 times
    for (int k = 0; k < 64; ++k)
      r2 = mod_add(r2, r2, m);
    const uint64_t a = mont_mul(base[i] % m, r2, m, minv); // to Montgomery form
    uint64_t table[16];
    table[0] = r1;
    for (int t = 1; t < 16; ++t)
      table[t] = mont_mul(table[t - 1], a, m, minv);

    const uint64_t e = expo[i];
    uint64_t acc = r1;
    int top = 60;
    while (top > 0 && ((e >> top) & 0xF) == 0)
      top -= 4;
    for (int s = top; s >= 0; s -= 4) {
      if (s != top) {
#pragma unroll
        for (int q = 0; q < 4; ++q)
          acc = mont_mul(acc, acc, m, minv);
      }
      acc = mont_mul(acc, table[(e >> s) & 0xF], m, minv);
    }
    result[i] = mont_mul(acc, 1ull, m, minv); // out of Montgomery form
  }
}

struct CurveField {
  unsigned long long p;     // odd prime < 2^63
  unsigned long long pinv;  // -p^-1 mod 2^64
  unsigned long long r2;    // 2^128 mod p
  unsigned long long a;     // curve coefficient a (plain form)
};

struct Jac {
  uint64_t x, y, z;
};

extern "C" __global__ void __launch_bounds__(128)
ec_scalar_mul_jacobian(const unsigned long long *__restrict__ px, const unsigned long long *__restrict__ py,
                       const unsigned long long *__restrict__ scalar, unsigned long long *__restrict__ qx,
                       unsigned long long *__restrict__ qy, unsigned char *__restrict__ q_inf, int n, int nbits,
                       CurveField f) {
  const uint64_t p = f.p;
  if ((p & 1ull) == 0 || p < 5 || (p >> 63) != 0)
    return;
  nbits = min(max(nbits, 1), 64);
  const uint64_t pinv = f.pinv;
#define MM(u, v) mont_mul((u), (v), p, pinv)
  const uint64_t one = MM(1ull, f.r2 % p);
  const uint64_t am = MM(f.a % p, f.r2 % p);

  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const uint64_t ax = MM(px[i] % p, f.r2 % p), ay = MM(py[i] % p, f.r2 % p);
    const uint64_t k = scalar[i];
    Jac R = {one, one, 0}; // infinity
    for (int b = nbits - 1; b >= 0; --b) {
      if (R.z != 0) { // R = 2R
        const uint64_t xx = MM(R.x, R.x), yy = MM(R.y, R.y), yyyy = MM(yy, yy), zz = MM(R.z, R.z);
        const uint64_t s4 = MM(R.x, yy);
        const uint64_t s = mod_add(mod_add(s4, s4, p), mod_add(s4, s4, p), p);
        const uint64_t mm = mod_add(mod_add(mod_add(xx, xx, p), xx, p), MM(am, MM(zz, zz)), p);
        const uint64_t x3 = mod_sub(MM(mm, mm), mod_add(s, s, p), p);
        uint64_t y8 = mod_add(yyyy, yyyy, p);
        y8 = mod_add(y8, y8, p);
        y8 = mod_add(y8, y8, p);
        const uint64_t y3 = mod_sub(MM(mm, mod_sub(s, x3, p)), y8, p);
        const uint64_t yz = MM(R.y, R.z);
        R.z = mod_add(yz, yz, p);
        R.x = x3;
        R.y = y3;
      }
      if ((k >> b) & 1ull) { // R = R + P (mixed)
        if (R.z == 0) {
          R.x = ax; R.y = ay; R.z = one;
          continue;
        }
        const uint64_t z2 = MM(R.z, R.z);
        const uint64_t u2 = MM(ax, z2), s2 = MM(ay, MM(z2, R.z));
        const uint64_t h = mod_sub(u2, R.x, p), rr = mod_sub(s2, R.y, p);
        if (h == 0) {
          if (rr != 0) { // P = -R
            R.z = 0;
            continue;
          }
          // R == P: double the affine point into R
          const uint64_t xx = MM(ax, ax), yy = MM(ay, ay);
          const uint64_t s4 = MM(ax, yy);
          const uint64_t s = mod_add(mod_add(s4, s4, p), mod_add(s4, s4, p), p);
          const uint64_t mm = mod_add(mod_add(mod_add(xx, xx, p), xx, p), am, p);
          const uint64_t x3 = mod_sub(MM(mm, mm), mod_add(s, s, p), p);
          uint64_t y8 = MM(yy, yy);
          y8 = mod_add(y8, y8, p);
          y8 = mod_add(y8, y8, p);
          y8 = mod_add(y8, y8, p);
          R.y = mod_sub(MM(mm, mod_sub(s, x3, p)), y8, p);
          R.x = x3;
          R.z = mod_add(ay, ay, p);
          continue;
        }
        const uint64_t hh = MM(h, h), hhh = MM(hh, h), v = MM(R.x, hh);
        const uint64_t x3 = mod_sub(mod_sub(MM(rr, rr), hhh, p), mod_add(v, v, p), p);
        const uint64_t y3 = mod_sub(MM(rr, mod_sub(v, x3, p)), MM(R.y, hhh), p);
        R.z = MM(R.z, h);
        R.x = x3;
        R.y = y3;
      }
    }
    if (R.z == 0) {
      qx[i] = 0;
      qy[i] = 0;
      q_inf[i] = 1;
      continue;
    }
    // Z^-1 = Z^(p-2)
    const uint64_t e = p - 2;
    uint64_t zi = one;
    for (int b = 63 - __clzll((long long)e); b >= 0; --b) {
      zi = MM(zi, zi);
      if ((e >> b) & 1ull)
        zi = MM(zi, R.z);
    }
    const uint64_t zi2 = MM(zi, zi);
    qx[i] = MM(MM(R.x, zi2), 1ull);
    qy[i] = MM(MM(R.y, MM(zi2, zi)), 1ull);
    q_inf[i] = 0;
  }
#undef MM
}
