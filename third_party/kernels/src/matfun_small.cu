// Batched small dense matrix functions in registers, one matrix per thread: exponential by
// scaling and squaring with a [6/6] Pade approximant (float 3x3, double 4x4), 3x3 polar
// decomposition by one-sided Jacobi SVD, and the principal square root by Denman-Beavers.
#include <cuda_runtime.h>
#include <stdint.h>

template <typename T, int N> struct Mat { T a[N][N]; };

template <typename T, int N>
__device__ __forceinline__ Mat<T, N> mat_mul(const Mat<T, N>& A, const Mat<T, N>& B)
{
  Mat<T, N> C;
#pragma unroll
  for (int i = 0; i < N; ++i)
#pragma unroll
    for (int j = 0; j < N; ++j) {
      T s = T(0);
#pragma unroll
      for (int k = 0; k < N; ++k) s += A.a[i][k] * B.a[k][j];
      C.a[i][j] = s;
    }
  return C;
}

template <typename T, int N>
__device__ __forceinline__ Mat<T, N> mat_identity(T d)
{
  Mat<T, N> I;
#pragma unroll
  for (int i = 0; i < N; ++i)
#pragma unroll
    for (int j = 0; j < N; ++j) I.a[i][j] = (i == j) ? d : T(0);
  return I;
}

template <typename T, int N>
__device__ __forceinline__ T norm1(const Mat<T, N>& A)
{
  T m = T(0);
#pragma unroll
  for (int j = 0; j < N; ++j) {
    T s = T(0);
#pragma unroll
    for (int i = 0; i < N; ++i) s += fabs(A.a[i][j]);
    m = fmax(m, s);
  }
  return m;
}

// Solves A X = B in place (X returned in B) by Gauss-Jordan with partial pivoting.
// Returns false on a (near) singular pivot.
template <typename T, int N>
__device__ __noinline__ bool gauss_jordan(Mat<T, N>& A, Mat<T, N>& B)
{
  bool ok = true;
  for (int k = 0; k < N; ++k) {
    int piv = k;
    T best = fabs(A.a[k][k]);
    for (int r = k + 1; r < N; ++r)
      if (fabs(A.a[r][k]) > best) { best = fabs(A.a[r][k]); piv = r; }
    if (!(best > T(1e-30))) { ok = false; A.a[k][k] = T(1); best = T(1); piv = k; }
    if (piv != k) {
      for (int j = 0; j < N; ++j) {
        T t = A.a[k][j]; A.a[k][j] = A.a[piv][j]; A.a[piv][j] = t;
        t = B.a[k][j]; B.a[k][j] = B.a[piv][j]; B.a[piv][j] = t;
      }
    }
    const T inv = T(1) / A.a[k][k];
    for (int j = 0; j < N; ++j) { A.a[k][j] *= inv; B.a[k][j] *= inv; }
    for (int r = 0; r < N; ++r) {
      if (r == k) continue;
      const T f = A.a[r][k];
      for (int j = 0; j < N; ++j) { A.a[r][j] -= f * A.a[k][j]; B.a[r][j] -= f * B.a[k][j]; }
    }
  }
  return ok;
}

template <typename T, int N>
__device__ void expm_impl(const T* __restrict__ in, T* __restrict__ out, int* __restrict__ flags, long long nmat)
{
  for (long long b = blockIdx.x * (long long)blockDim.x + threadIdx.x; b < nmat; b += (long long)gridDim.x * blockDim.x) {
    Mat<T, N> A;
#pragma unroll
    for (int i = 0; i < N; ++i)
#pragma unroll
      for (int j = 0; j < N; ++j) A.a[i][j] = in[b * N * N + i * N + j];
    T nrm = norm1<T, N>(A);
    int s = 0;
    if (!(nrm < T(1e30))) nrm = T(0);   // NaN / overflow: no scaling, result flagged below
    while (nrm > T(0.5) && s < 60) { nrm *= T(0.5); ++s; }
    const T scale = ldexp(T(1), -s);
#pragma unroll
    for (int i = 0; i < N; ++i)
#pragma unroll
      for (int j = 0; j < N; ++j) A.a[i][j] *= scale;
    // [6/6] Pade: c_k = c_{k-1} (q - k + 1) / (k (2q - k + 1)), q = 6
    Mat<T, N> P = mat_identity<T, N>(T(1)), Q = mat_identity<T, N>(T(1)), X = mat_identity<T, N>(T(1));
    T c = T(1);
#pragma unroll
    for (int k = 1; k <= 6; ++k) {
      c = c * T(6 - k + 1) / T(k * (12 - k + 1));
      X = mat_mul<T, N>(X, A);
      const T sg = (k & 1) ? T(-1) : T(1);
#pragma unroll
      for (int i = 0; i < N; ++i)
#pragma unroll
        for (int j = 0; j < N; ++j) {
          P.a[i][j] += c * X.a[i][j];
          Q.a[i][j] += sg * c * X.a[i][j];
        }
    }
    const bool ok = gauss_jordan<T, N>(Q, P);
    for (int k = 0; k < s; ++k) P = mat_mul<T, N>(P, P);
#pragma unroll
    for (int i = 0; i < N; ++i)
#pragma unroll
      for (int j = 0; j < N; ++j) out[b * N * N + i * N + j] = P.a[i][j];
    flags[b] = (ok ? 0 : 1) | (s << 4);
  }
}

extern "C" __global__ void expm3_f32(const float* __restrict__ in, float* __restrict__ out, int* __restrict__ flags,
                                     long long nmat)
{
  expm_impl<float, 3>(in, out, flags, nmat);
}

extern "C" __global__ void expm4_f64(const double* __restrict__ in, double* __restrict__ out, int* __restrict__ flags,
                                     long long nmat)
{
  expm_impl<double, 4>(in, out, flags, nmat);
}

__constant__ int c_jacobi_pairs[3][2] = {{0, 1}, {0, 2}, {1, 2}};

// A = R S with R a rotation and S symmetric positive semi-definite, via A V = U Sigma.
extern "C" __global__ void polar3_jacobi(const float* __restrict__ in, float* __restrict__ R_out,
                                         float* __restrict__ S_out, float* __restrict__ sigma_out,
                                         int nmat, int max_sweeps)
{
  const int b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b >= nmat) return;
  max_sweeps = min(max(max_sweeps, 1), 16);
  float A[3][3], V[3][3];
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) { A[i][j] = in[(size_t)b * 9 + i * 3 + j]; V[i][j] = i == j ? 1.f : 0.f; }
  for (int sweep = 0; sweep < max_sweeps; ++sweep) {
    float off = 0.f;
    for (int pi = 0; pi < 3; ++pi) {
      const int p = c_jacobi_pairs[pi][0] & 1, q = min(max(c_jacobi_pairs[pi][1], p + 1), 2);
      float alpha = 0.f, beta = 0.f, gamma = 0.f;
      for (int k = 0; k < 3; ++k) {
        alpha += A[k][p] * A[k][p];
        beta += A[k][q] * A[k][q];
        gamma += A[k][p] * A[k][q];
      }
      const float scale = sqrtf(alpha * beta);
      if (!(fabsf(gamma) > 1e-7f * scale) || !(scale > 0.f)) continue;
      off = fmaxf(off, fabsf(gamma) / scale);
      const float zeta = (beta - alpha) / (2.f * gamma);
      const float t = copysignf(1.f, zeta) / (fabsf(zeta) + sqrtf(1.f + zeta * zeta));
      const float c = rsqrtf(1.f + t * t), s = c * t;
      for (int k = 0; k < 3; ++k) {
        const float ap = A[k][p], aq = A[k][q];
        A[k][p] = c * ap - s * aq;
        A[k][q] = s * ap + c * aq;
        const float vp = V[k][p], vq = V[k][q];
        V[k][p] = c * vp - s * vq;
        V[k][q] = s * vp + c * vq;
      }
    }
    if (off < 1e-6f) break;
  }
  float sig[3], U[3][3];
  for (int j = 0; j < 3; ++j) {
    sig[j] = sqrtf(A[0][j] * A[0][j] + A[1][j] * A[1][j] + A[2][j] * A[2][j]);
    const float inv = sig[j] > 1e-20f ? 1.f / sig[j] : 0.f;
    for (int k = 0; k < 3; ++k) U[k][j] = A[k][j] * inv;
  }
  // make U V^T a proper rotation: flip the column of the smallest singular value if needed
  const float detU = U[0][0] * (U[1][1] * U[2][2] - U[1][2] * U[2][1]) - U[0][1] * (U[1][0] * U[2][2] - U[1][2] * U[2][0]) +
                     U[0][2] * (U[1][0] * U[2][1] - U[1][1] * U[2][0]);
  const float detV = V[0][0] * (V[1][1] * V[2][2] - V[1][2] * V[2][1]) - V[0][1] * (V[1][0] * V[2][2] - V[1][2] * V[2][0]) +
                     V[0][2] * (V[1][0] * V[2][1] - V[1][1] * V[2][0]);
  if (detU * detV < 0.f) {
    int m = 0;
    for (int j = 1; j < 3; ++j)
      if (sig[j] < sig[m]) m = j;
    for (int k = 0; k < 3; ++k) U[k][m] = -U[k][m];
    sig[m] = -sig[m];
  }
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) {
      float r = 0.f, s = 0.f;
      for (int k = 0; k < 3; ++k) {
        r += U[i][k] * V[j][k];
        s += V[i][k] * sig[k] * V[j][k];
      }
      R_out[(size_t)b * 9 + i * 3 + j] = r;
      S_out[(size_t)b * 9 + i * 3 + j] = s;
    }
  for (int j = 0; j < 3; ++j) sigma_out[(size_t)b * 3 + j] = sig[j];
}

// Principal square root by the Denman-Beavers iteration (Y -> sqrt(A), Z -> its inverse).
extern "C" __global__ void sqrtm_denman_beavers(const double* __restrict__ in, double* __restrict__ out,
                                                int* __restrict__ iters, int nmat, int max_iter, double tol)
{
  const int b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b >= nmat) return;
  max_iter = min(max(max_iter, 1), 64);
  Mat<double, 3> Y, Z = mat_identity<double, 3>(1.0);
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) Y.a[i][j] = in[(size_t)b * 9 + i * 3 + j];
  int it = 0;
  for (; it < max_iter; ++it) {
    Mat<double, 3> Yi = Y, Zi = Z;
    Mat<double, 3> YinvT = mat_identity<double, 3>(1.0), ZinvT = mat_identity<double, 3>(1.0);
    const bool okY = gauss_jordan<double, 3>(Yi, YinvT);
    const bool okZ = gauss_jordan<double, 3>(Zi, ZinvT);
    if (!okY || !okZ) break;
    double delta = 0.0, ynorm = 0.0;
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j) {
        const double yn = 0.5 * (Y.a[i][j] + ZinvT.a[i][j]);
        const double zn = 0.5 * (Z.a[i][j] + YinvT.a[i][j]);
        delta = fmax(delta, fabs(yn - Y.a[i][j]));
        ynorm = fmax(ynorm, fabs(yn));
        Y.a[i][j] = yn;
        Z.a[i][j] = zn;
      }
    if (!(delta > tol * ynorm)) { ++it; break; }
  }
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) out[(size_t)b * 9 + i * 3 + j] = Y.a[i][j];
  iters[b] = it;
}
