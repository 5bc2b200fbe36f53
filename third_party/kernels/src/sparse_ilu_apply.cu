// Batched small sparse systems (n <= 64, one block per system, one CSR pattern shared by the
// batch): the pattern is sanitised into per-row 64-bit masks (diagonal always present, duplicates
// summed), level sets of the lower / upper triangles are built by a serial sweep and a counting
// sort, then ILU(0) or IC(0) factorisation level by level, and preconditioned CG whose
// preconditioner is the level-scheduled forward / backward triangular solve in shared memory.
#include <cuda_runtime.h>
#include <stdint.h>

#define SP_MAXN 64
#define SP_BLOCK 64
#define SP_MAX_ROW 32

struct SpShared {
  float A[SP_MAXN][SP_MAXN + 1];   // assembled matrix (dense storage, pattern in mask)
  float F[SP_MAXN][SP_MAXN + 1];   // factor
  unsigned long long mask[SP_MAXN];
  int lo_rows[SP_MAXN], lo_ptr[SP_MAXN + 1];
  int up_rows[SP_MAXN], up_ptr[SP_MAXN + 1];
  int nlev_lo, nlev_up;
  float red[SP_BLOCK / 32];
};

__device__ __forceinline__ unsigned long long below(int i) { return i ? (~0ull >> (64 - i)) : 0ull; }
__device__ __forceinline__ unsigned long long above(int i) { return i < 63 ? (~0ull << (i + 1)) : 0ull; }

// Level sets of the lower (forward) or upper (backward) triangle: level(i) = 1 + max level of the
// rows it depends on, then a counting sort of the rows by level into rows[] / ptr[].
__device__ __noinline__ void build_levels(const unsigned long long* mask, int n, bool forward, int* rows, int* ptr,
                                          int* nlev) {
  int lev[SP_MAXN], cnt[SP_MAXN + 1];
  int nl = 0;
  for (int s = 0; s < n; ++s) {
    const int i = forward ? s : n - 1 - s;
    unsigned long long m = mask[i] & (forward ? below(i) : above(i));
    int l = 0;
    while (m) {
      const int j = __ffsll((long long)m) - 1;
      m &= m - 1;
      l = max(l, lev[j] + 1);
    }
    lev[i] = l;
    nl = max(nl, l + 1);
  }
  for (int l = 0; l <= nl; ++l) cnt[l] = 0;
  for (int i = 0; i < n; ++i) cnt[lev[i] + 1]++;
  for (int l = 0; l < nl; ++l) cnt[l + 1] += cnt[l];
  for (int l = 0; l <= nl; ++l) ptr[l] = cnt[l];
  for (int i = 0; i < n; ++i) rows[cnt[lev[i]]++] = i;
  *nlev = nl;
}

// Assemble system `s` into shared memory and build both level schedules.
__device__ void sp_setup(SpShared& sh, const int* __restrict__ row_ptr, const int* __restrict__ col,
                         const float* __restrict__ vals, int n, int nnz, long long s, float shift, bool symmetric) {
  const int t = threadIdx.x;
  for (int i = t; i < SP_MAXN * SP_MAXN; i += blockDim.x) sh.A[i / SP_MAXN][i % SP_MAXN] = 0.f;
  __syncthreads();
  if (t < n) {
    const int beg = min(max(row_ptr[t], 0), nnz);
    const int end = min(max(row_ptr[t + 1], beg), min(nnz, beg + SP_MAX_ROW));
    unsigned long long m = 1ull << t;
    for (int e = beg; e < end; ++e) {
      const int j = (int)((unsigned)col[e] % (unsigned)n);
      m |= 1ull << j;
      const float v = vals[s * nnz + e];
      sh.A[t][j] += (v == v) ? fminf(fmaxf(v, -1e6f), 1e6f) : 0.f;
    }
    sh.A[t][t] += shift;
    sh.mask[t] = m;
  }
  __syncthreads();
  if (symmetric) {
    unsigned long long m = 0;
    float row[SP_MAXN];
    if (t < n) {
      m = sh.mask[t];
      for (int j = 0; j < n; ++j) {
        if ((sh.mask[j] >> t) & 1ull) m |= 1ull << j;
        row[j] = 0.5f * (sh.A[t][j] + sh.A[j][t]);
      }
    }
    __syncthreads();
    if (t < n) {
      sh.mask[t] = m;
      for (int j = 0; j < n; ++j) sh.A[t][j] = row[j];
    }
    __syncthreads();
  }
  if (t == 0) {
    build_levels(sh.mask, n, true, sh.lo_rows, sh.lo_ptr, &sh.nlev_lo);
    build_levels(sh.mask, n, false, sh.up_rows, sh.up_ptr, &sh.nlev_up);
  }
  __syncthreads();
}

__device__ __forceinline__ float safe_pivot(float d) {
  return fabsf(d) > 1e-8f ? d : (d < 0.f ? -1e-8f : 1e-8f);
}

// ILU(0) in place on F (copied from A): row i at its level, IKJ order restricted to the pattern.
__device__ void sp_ilu0(SpShared& sh, int n) {
  for (int i = threadIdx.x; i < SP_MAXN * SP_MAXN; i += blockDim.x) sh.F[i / SP_MAXN][i % SP_MAXN] = sh.A[i / SP_MAXN][i % SP_MAXN];
  __syncthreads();
  for (int l = 0; l < sh.nlev_lo; ++l) {
    for (int q = sh.lo_ptr[l] + threadIdx.x; q < sh.lo_ptr[l + 1]; q += blockDim.x) {
      const int i = sh.lo_rows[q];
      const unsigned long long mi = sh.mask[i];
      unsigned long long lower = mi & below(i);
      while (lower) {
        const int k = __ffsll((long long)lower) - 1;
        lower &= lower - 1;
        const float lik = sh.F[i][k] / safe_pivot(sh.F[k][k]);
        sh.F[i][k] = lik;
        unsigned long long upd = mi & sh.mask[k] & above(k);
        while (upd) {
          const int j = __ffsll((long long)upd) - 1;
          upd &= upd - 1;
          sh.F[i][j] -= lik * sh.F[k][j];
        }
      }
    }
    __syncthreads();
  }
}

// IC(0) on the symmetrised pattern: lower factor L in F (upper part left zero).
__device__ void sp_ic0(SpShared& sh, int n) {
  for (int i = threadIdx.x; i < SP_MAXN * SP_MAXN; i += blockDim.x) sh.F[i / SP_MAXN][i % SP_MAXN] = 0.f;
  __syncthreads();
  for (int l = 0; l < sh.nlev_lo; ++l) {
    for (int q = sh.lo_ptr[l] + threadIdx.x; q < sh.lo_ptr[l + 1]; q += blockDim.x) {
      const int i = sh.lo_rows[q];
      const unsigned long long li = sh.mask[i] & below(i);
      unsigned long long rem = li;
      float diag = sh.A[i][i];
      while (rem) {
        const int j = __ffsll((long long)rem) - 1;
        rem &= rem - 1;
        float v = sh.A[i][j];
        unsigned long long common = li & sh.mask[j] & below(j);
        while (common) {
          const int k = __ffsll((long long)common) - 1;
          common &= common - 1;
          v -= sh.F[i][k] * sh.F[j][k];
        }
        const float lij = v / safe_pivot(sh.F[j][j]);
        sh.F[i][j] = lij;
        diag -= lij * lij;
      }
      sh.F[i][i] = sqrtf(fmaxf(diag, 1e-12f));
    }
    __syncthreads();
  }
}

// z = M^{-1} r through the factor: forward by lower levels, backward by upper levels.
template <bool IC>
__device__ void sp_precond(SpShared& sh, const float* r, float* y, float* z) {
  for (int l = 0; l < sh.nlev_lo; ++l) {
    for (int q = sh.lo_ptr[l] + threadIdx.x; q < sh.lo_ptr[l + 1]; q += blockDim.x) {
      const int i = sh.lo_rows[q];
      float v = r[i];
      unsigned long long m = sh.mask[i] & below(i);
      while (m) {
        const int j = __ffsll((long long)m) - 1;
        m &= m - 1;
        v -= sh.F[i][j] * y[j];
      }
      y[i] = IC ? v / safe_pivot(sh.F[i][i]) : v;
    }
    __syncthreads();
  }
  for (int l = 0; l < sh.nlev_up; ++l) {
    for (int q = sh.up_ptr[l] + threadIdx.x; q < sh.up_ptr[l + 1]; q += blockDim.x) {
      const int i = sh.up_rows[q];
      float v = y[i];
      unsigned long long m = sh.mask[i] & above(i);
      while (m) {
        const int j = __ffsll((long long)m) - 1;
        m &= m - 1;
        v -= (IC ? sh.F[j][i] : sh.F[i][j]) * z[j];
      }
      z[i] = v / safe_pivot(sh.F[i][i]);
    }
    __syncthreads();
  }
}

__device__ float sp_dot(SpShared& sh, const float* a, const float* b, int n) {
  float v = threadIdx.x < (unsigned)n ? a[threadIdx.x] * b[threadIdx.x] : 0.f;
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  __syncthreads();
  if ((threadIdx.x & 31) == 0) sh.red[threadIdx.x >> 5] = v;
  __syncthreads();
  float s = 0.f;
#pragma unroll
  for (int w = 0; w < SP_BLOCK / 32; ++w) s += sh.red[w];
  return s;
}

template <bool IC>
__device__ void factor_body(const int* row_ptr, const int* col, const float* vals, int n, int nnz, int nsys,
                            float shift, float* __restrict__ fac) {
  __shared__ SpShared sh;
  if (blockDim.x != SP_BLOCK || n < 1 || n > SP_MAXN) return;
  for (long long s = blockIdx.x; s < nsys; s += gridDim.x) {
    sp_setup(sh, row_ptr, col, vals, n, nnz, s, shift, IC);
    if (IC) sp_ic0(sh, n); else sp_ilu0(sh, n);
    for (int i = threadIdx.x; i < n * n; i += blockDim.x) fac[s * n * n + i] = sh.F[i / n][i % n];
    __syncthreads();
  }
}

extern "C" __global__ void __launch_bounds__(SP_BLOCK)
    batched_ilu0_factor(const int* __restrict__ row_ptr, const int* __restrict__ col, const float* __restrict__ vals,
                        int n, int nnz, int nsys, float shift, float* __restrict__ fac) {
  factor_body<false>(row_ptr, col, vals, n, nnz, nsys, shift, fac);
}

extern "C" __global__ void __launch_bounds__(SP_BLOCK)
    batched_ic0_factor(const int* __restrict__ row_ptr, const int* __restrict__ col, const float* __restrict__ vals,
                       int n, int nnz, int nsys, float shift, float* __restrict__ fac) {
  factor_body<true>(row_ptr, col, vals, n, nnz, nsys, shift, fac);
}

// Preconditioned CG on each system (thread i owns row i): iterations capped, stops when the
// residual norm falls below tol * |b|; writes x and the final residual norm.
template <bool IC>
__device__ void pcg_body(const int* row_ptr, const int* col, const float* vals, const float* b_in, float* x_out,
                         float* res_out, int n, int nnz, int nsys, float shift, int max_iter, float tol) {
  __shared__ SpShared sh;
  __shared__ float x[SP_MAXN], r[SP_MAXN], y[SP_MAXN], z[SP_MAXN], p[SP_MAXN], q[SP_MAXN];
  if (blockDim.x != SP_BLOCK || n < 1 || n > SP_MAXN) return;
  const int iters = min(max(max_iter, 1), 64);
  const int i = threadIdx.x;
  for (long long s = blockIdx.x; s < nsys; s += gridDim.x) {
    sp_setup(sh, row_ptr, col, vals, n, nnz, s, shift, IC);
    if (IC) sp_ic0(sh, n); else sp_ilu0(sh, n);
    if (i < n) {
      x[i] = 0.f;
      r[i] = fminf(fmaxf(b_in[s * n + i], -1e6f), 1e6f);
    }
    __syncthreads();
    const float bnorm = sqrtf(sp_dot(sh, r, r, n));
    sp_precond<IC>(sh, r, y, z);
    if (i < n) p[i] = z[i];
    __syncthreads();
    float rz = sp_dot(sh, r, z, n);
    float rnorm = bnorm;
    for (int it = 0; it < iters && rnorm > tol * bnorm; ++it) {
      if (i < n) {
        float v = 0.f;
        unsigned long long m = sh.mask[i];
        while (m) {
          const int j = __ffsll((long long)m) - 1;
          m &= m - 1;
          v += sh.A[i][j] * p[j];
        }
        q[i] = v;
      }
      __syncthreads();
      const float pq = sp_dot(sh, p, q, n);
      const float alpha = fabsf(pq) > 1e-30f ? rz / pq : 0.f;
      if (i < n) {
        x[i] = fmaf(alpha, p[i], x[i]);
        r[i] = fmaf(-alpha, q[i], r[i]);
      }
      __syncthreads();
      rnorm = sqrtf(sp_dot(sh, r, r, n));
      sp_precond<IC>(sh, r, y, z);
      const float rz_new = sp_dot(sh, r, z, n);
      const float beta = fabsf(rz) > 1e-30f ? rz_new / rz : 0.f;
      rz = rz_new;
      if (i < n) p[i] = fmaf(beta, p[i], z[i]);
      __syncthreads();
    }
    if (i < n) x_out[s * n + i] = x[i];
    if (i == 0) res_out[s] = rnorm;
    __syncthreads();
  }
}

extern "C" __global__ void __launch_bounds__(SP_BLOCK)
    batched_pcg_ilu0(const int* __restrict__ row_ptr, const int* __restrict__ col, const float* __restrict__ vals,
                     const float* __restrict__ b, float* __restrict__ x, float* __restrict__ res, int n, int nnz,
                     int nsys, float shift, int max_iter, float tol) {
  pcg_body<false>(row_ptr, col, vals, b, x, res, n, nnz, nsys, shift, max_iter, tol);
}

extern "C" __global__ void __launch_bounds__(SP_BLOCK)
    batched_pcg_ic0(const int* __restrict__ row_ptr, const int* __restrict__ col, const float* __restrict__ vals,
                    const float* __restrict__ b, float* __restrict__ x, float* __restrict__ res, int n, int nnz,
                    int nsys, float shift, int max_iter, float tol) {
  pcg_body<true>(row_ptr, col, vals, b, x, res, n, nnz, nsys, shift, max_iter, tol);
}
