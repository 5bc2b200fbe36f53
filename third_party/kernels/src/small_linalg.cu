// Batched small dense linear algebra.
//
//   chol4_solve_f64    one SPD 4x4 system per thread, double: Cholesky factor, forward and
//                      back substitution and determinant, fully unrolled in registers.
//                      Matrices and right-hand sides are interleaved (entry e of system s at
//                      e * batch + s). A non-positive pivot writes info = column + 1 and NaNs.
//                      launch: block 128, grid ceil(batch/128).
//   lu8_warp_solve     one 8x8 float system per warp: lane l holds row l/4, columns 2(l%4) and
//                      2(l%4)+1, and a copy of b[row]. Partial pivoting with a warp arg-max
//                      (__shfl_xor_sync), row swaps and the rank-1 update through
//                      __shfl_sync from computed lanes, back substitution with quad
//                      reductions. Writes x, the LU factors and the pivot rows; a zero column
//                      is skipped and reported in info. launch: block 64, grid-stride over
//                      systems by warp.
//   jacobi_eig3_f64    symmetric 3x3 eigen-decomposition per thread by cyclic Jacobi sweeps
//                      (early exit once the off-diagonal norm is below tol), in a
//                      __noinline__ solver returning a struct; eigenvalues ascending with
//                      their eigenvectors (columns). size_t grid-stride.
//                      launch: block 128, grid 2.
#include <cuda_runtime.h>

extern "C" __global__ void chol4_solve_f64(const double *__restrict__ A, const double *__restrict__ B,
                                           double *__restrict__ X, double *__restrict__ det,
                                           int *__restrict__ info, int batch) {
  const int s = blockIdx.x * blockDim.x + threadIdx.x;
  if (s >= batch) return;
  const size_t ld = (size_t)batch;
  double a[4][4], L[4][4];
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      a[i][j] = A[(size_t)(i * 4 + j) * ld + s];
      L[i][j] = 0.0;
    }

  int fail = 0;
  double diag_prod = 1.0;
#pragma unroll
  for (int j = 0; j < 4; ++j) {
    double d = a[j][j];
#pragma unroll
    for (int k = 0; k < j; ++k) d -= L[j][k] * L[j][k];
    if (!(d > 0.0) && fail == 0) fail = j + 1;
    const double ljj = sqrt(fmax(d, 0.0));
    L[j][j] = ljj;
    diag_prod *= ljj;
    const double inv = 1.0 / ljj;
#pragma unroll
    for (int i = j + 1; i < 4; ++i) {
      double v = a[i][j];  // lower triangle of A is used
#pragma unroll
      for (int k = 0; k < j; ++k) v -= L[i][k] * L[j][k];
      L[i][j] = v * inv;
    }
  }

  double y[4], x[4];
#pragma unroll
  for (int i = 0; i < 4; ++i) {
    double v = B[(size_t)i * ld + s];
#pragma unroll
    for (int k = 0; k < i; ++k) v -= L[i][k] * y[k];
    y[i] = v / L[i][i];
  }
#pragma unroll
  for (int i = 3; i >= 0; --i) {
    double v = y[i];
#pragma unroll
    for (int k = i + 1; k < 4; ++k) v -= L[k][i] * x[k];
    x[i] = v / L[i][i];
  }

  const double nan = __builtin_nan("");
#pragma unroll
  for (int i = 0; i < 4; ++i) X[(size_t)i * ld + s] = fail ? nan : x[i];
  det[s] = fail ? nan : diag_prod * diag_prod;
  info[s] = fail;
}

extern "C" __global__ void lu8_warp_solve(const float *__restrict__ A, const float *__restrict__ Bv,
                                          float *__restrict__ X, float *__restrict__ LU, int *__restrict__ piv,
                                          int *__restrict__ info, int nsys) {
  if ((blockDim.x & 31) != 0) return;
  const unsigned FULL = 0xffffffffu;
  const int lane = threadIdx.x & 31;
  const int r = lane >> 2, cp = lane & 3;
  const int c0 = 2 * cp, c1 = c0 + 1;
  const int warps = (gridDim.x * blockDim.x) >> 5;

  for (int sys = (blockIdx.x * blockDim.x + threadIdx.x) >> 5; sys < nsys; sys += warps) {
    const float *a_in = A + (size_t)sys * 64;
    float a0 = a_in[r * 8 + c0], a1 = a_in[r * 8 + c1];
    float b = Bv[(size_t)sys * 8 + r];
    int singular = 0;

    for (int k = 0; k < 8; ++k) {
      // Pivot: largest |a[i][k]| for i >= k, ties to the smaller row.
      const bool owner = cp == (k >> 1);
      float cand = (owner && r >= k) ? fabsf((k & 1) ? a1 : a0) : -1.f;
      if (cand != cand) cand = 3.0e38f;  // NaN: keep the order total so every lane agrees
      int crow = r;
#pragma unroll
      for (int m = 16; m > 0; m >>= 1) {
        const float oc = __shfl_xor_sync(FULL, cand, m);
        const int orow = __shfl_xor_sync(FULL, crow, m);
        if (oc > cand || (oc == cand && orow < crow)) {
          cand = oc;
          crow = orow;
        }
      }
      const int p = crow;
      if (lane == 0) piv[(size_t)sys * 8 + k] = p;

      // Swap rows k and p (every lane takes part in the shuffles).
      const int src = r == k ? p * 4 + cp : (r == p ? k * 4 + cp : lane);
      a0 = __shfl_sync(FULL, a0, src);
      a1 = __shfl_sync(FULL, a1, src);
      b = __shfl_sync(FULL, b, src);

      if (!(cand > 0.f)) {  // zero (or NaN) column below the diagonal
        if (singular == 0) singular = k + 1;
        continue;
      }
      const int diag_lane = k * 4 + (k >> 1);
      const float d0 = __shfl_sync(FULL, a0, diag_lane), d1 = __shfl_sync(FULL, a1, diag_lane);
      const float pivot = (k & 1) ? d1 : d0;
      const int mine_lane = r * 4 + (k >> 1);  // a[r][k]
      const float m0 = __shfl_sync(FULL, a0, mine_lane), m1 = __shfl_sync(FULL, a1, mine_lane);
      const float f = ((k & 1) ? m1 : m0) / pivot;
      const float u0 = __shfl_sync(FULL, a0, k * 4 + cp), u1 = __shfl_sync(FULL, a1, k * 4 + cp);
      const float bk = __shfl_sync(FULL, b, k * 4);
      if (r > k) {
        if (c0 > k) a0 = fmaf(-f, u0, a0);
        else if (c0 == k) a0 = f;
        if (c1 > k) a1 = fmaf(-f, u1, a1);
        else if (c1 == k) a1 = f;
        b = fmaf(-f, bk, b);
      }
    }

    // Back substitution U x = b'; x_c lives in the lanes holding column c.
    float x0 = 0.f, x1 = 0.f;
    for (int i = 7; i >= 0; --i) {
      float part = 0.f;
      if (r == i) part = (c0 > i ? a0 * x0 : 0.f) + (c1 > i ? a1 * x1 : 0.f);
      part += __shfl_xor_sync(FULL, part, 1);
      part += __shfl_xor_sync(FULL, part, 2);
      const int dl = i * 4 + (i >> 1);
      const float e0 = __shfl_sync(FULL, a0, dl), e1 = __shfl_sync(FULL, a1, dl);
      const float uii = (i & 1) ? e1 : e0;
      const float xi = __shfl_sync(FULL, (b - part) / uii, i * 4);
      if (c0 == i) x0 = xi;
      if (c1 == i) x1 = xi;
    }

    float *lu = LU + (size_t)sys * 64;
    lu[r * 8 + c0] = a0;
    lu[r * 8 + c1] = a1;
    if (r == 0) {
      X[(size_t)sys * 8 + c0] = x0;
      X[(size_t)sys * 8 + c1] = x1;
    }
    if (lane == 0) info[sys] = singular;
  }
}

struct Eig3 {
  double w[3];
  double v[3][3];  // v[row][col], column j is the eigenvector of w[j]
  int sweeps;
};

template <int P, int Q>
static __device__ __forceinline__ void jacobi_rotate(double (&a)[3][3], double (&v)[3][3]) {
  const double apq = a[P][Q];
  if (fabs(apq) < 1e-300) return;
  const double theta = (a[Q][Q] - a[P][P]) / (2.0 * apq);
  const double t = (theta >= 0.0 ? 1.0 : -1.0) / (fabs(theta) + sqrt(theta * theta + 1.0));
  const double c = rsqrt(t * t + 1.0), s = t * c;
  a[P][P] -= t * apq;
  a[Q][Q] += t * apq;
  a[P][Q] = a[Q][P] = 0.0;
  constexpr int R = 3 - P - Q;
  const double arp = a[R][P], arq = a[R][Q];
  a[R][P] = a[P][R] = c * arp - s * arq;
  a[R][Q] = a[Q][R] = s * arp + c * arq;
#pragma unroll
  for (int i = 0; i < 3; ++i) {
    const double vip = v[i][P], viq = v[i][Q];
    v[i][P] = c * vip - s * viq;
    v[i][Q] = s * vip + c * viq;
  }
}

static __device__ __noinline__ Eig3 eig3_sym(double a00, double a01, double a02, double a11, double a12, double a22,
                                            int max_sweeps, double tol) {
  double a[3][3] = {{a00, a01, a02}, {a01, a11, a12}, {a02, a12, a22}};
  double v[3][3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
  const double scale = fmax(fabs(a00) + fabs(a11) + fabs(a22) + fabs(a01) + fabs(a02) + fabs(a12), 1e-300);
  int sweep = 0;
  for (; sweep < max_sweeps; ++sweep) {
    const double off = fabs(a[0][1]) + fabs(a[0][2]) + fabs(a[1][2]);
    if (off <= tol * scale) break;
    jacobi_rotate<0, 1>(a, v);
    jacobi_rotate<0, 2>(a, v);
    jacobi_rotate<1, 2>(a, v);
  }
  Eig3 e;
  e.w[0] = a[0][0];
  e.w[1] = a[1][1];
  e.w[2] = a[2][2];
#pragma unroll
  for (int i = 0; i < 3; ++i)
#pragma unroll
    for (int j = 0; j < 3; ++j) e.v[i][j] = v[i][j];
  // Sort ascending with a 3-element network, swapping eigenvector columns along.
#pragma unroll
  for (int pass = 0; pass < 3; ++pass) {
    const int i = pass == 1 ? 1 : 0, j = i + 1;
    if (e.w[j] < e.w[i]) {
      const double tw = e.w[i];
      e.w[i] = e.w[j];
      e.w[j] = tw;
#pragma unroll
      for (int rr = 0; rr < 3; ++rr) {
        const double tv = e.v[rr][i];
        e.v[rr][i] = e.v[rr][j];
        e.v[rr][j] = tv;
      }
    }
  }
  e.sweeps = sweep;
  return e;
}

extern "C" __global__ void jacobi_eig3_f64(const double *__restrict__ sym6, long long n, int max_sweeps, double tol,
                                           double *__restrict__ evals, double *__restrict__ evecs,
                                           int *__restrict__ sweeps) {
  max_sweeps = min(max(max_sweeps, 0), 32);
  const size_t stride = (size_t)gridDim.x * blockDim.x;
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < (size_t)max(n, 0LL); i += stride) {
    const double *m = sym6 + 6 * i;  // a00 a01 a02 a11 a12 a22
    const Eig3 e = eig3_sym(m[0], m[1], m[2], m[3], m[4], m[5], max_sweeps, tol);
#pragma unroll
    for (int k = 0; k < 3; ++k) evals[3 * i + k] = e.w[k];
#pragma unroll
    for (int k = 0; k < 9; ++k) evecs[9 * i + k] = e.v[k / 3][k % 3];
    sweeps[i] = e.sweeps;
  }
}
