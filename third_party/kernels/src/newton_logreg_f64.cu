// newton_logreg_f64.cu
//
// Double-precision batched small solvers, one problem per thread.
//
//  batched_logreg_newton : fits an L2-regularised logistic regression with
//                          D=6 coefficients (feature 0 is the intercept) to
//                          each problem's m samples (per-segment calibration
//                          models).  Newton iterations: gradient and Hessian
//                          accumulation, Cholesky factorisation of the 6x6
//                          Hessian in registers, triangular solves, and an
//                          Armijo backtracking line search on the penalised
//                          negative log-likelihood (stable softplus).  Stops
//                          on gradient tolerance or iteration cap.
//                          Launch: 1D over nprob, e.g. block 64.
//  batched_ldlt_solve    : symmetric (possibly indefinite) 8x8 systems built
//                          from raw data as A = sym(B) + shift*I; LDL^T without
//                          pivoting with pivot perturbation (modified
//                          factorisation as used in trust-region solvers),
//                          two right-hand sides, inertia (negative pivots)
//                          and log|det| reported.  Launch: 1D over nsys.
#include <cuda_runtime.h>
#include <stdint.h>

#define LR_D 6
#define LR_MAXM 64

__device__ __forceinline__ double softplus(double t)   // log(1 + e^t)
{
    return fmax(t, 0.0) + log1p(exp(-fabs(t)));
}

__device__ __forceinline__ double sigmoid(double t)
{
    if (t >= 0.0) { double e = exp(-t); return 1.0 / (1.0 + e); }
    double e = exp(t);
    return e / (1.0 + e);
}

__device__ __forceinline__ double scrub(float v) { return fabsf(v) < 1e6f ? (double)v : 0.0; }

template <int N>
__device__ __noinline__ bool cholesky_solve(double (&A)[N][N], const double (&b)[N], double (&x)[N])
{
    // in-place lower Cholesky
#pragma unroll
    for (int j = 0; j < N; ++j) {
        double d = A[j][j];
#pragma unroll
        for (int k = 0; k < j; ++k) d -= A[j][k] * A[j][k];
        if (!(d > 1e-300)) return false;
        const double ljj = sqrt(d);
        A[j][j] = ljj;
        const double inv = 1.0 / ljj;
#pragma unroll
        for (int i = j + 1; i < N; ++i) {
            double s = A[i][j];
#pragma unroll
            for (int k = 0; k < j; ++k) s -= A[i][k] * A[j][k];
            A[i][j] = s * inv;
        }
    }
    double y[N];
#pragma unroll
    for (int i = 0; i < N; ++i) {
        double s = b[i];
#pragma unroll
        for (int k = 0; k < i; ++k) s -= A[i][k] * y[k];
        y[i] = s / A[i][i];
    }
#pragma unroll
    for (int i = N - 1; i >= 0; --i) {
        double s = y[i];
#pragma unroll
        for (int k = i + 1; k < N; ++k) s -= A[k][i] * x[k];
        x[i] = s / A[i][i];
    }
    return true;
}

__device__ double logreg_loss(const float* __restrict__ X, const uint8_t* __restrict__ y,
                              int m, const double (&w)[LR_D], double lambda)
{
    double L = 0.0;
    for (int i = 0; i < m; ++i) {
        double z = w[0];
#pragma unroll
        for (int k = 1; k < LR_D; ++k) z += w[k] * scrub(__ldg(&X[i * LR_D + k]));
        const double s = (y[i] & 1u) ? 1.0 : -1.0;
        L += softplus(-s * z);
    }
    double r = 0.0;
#pragma unroll
    for (int k = 1; k < LR_D; ++k) r += w[k] * w[k];   // intercept not penalised
    return L + 0.5 * lambda * r;
}

extern "C" __global__ void batched_logreg_newton(const float* __restrict__ Xall,
                                                 const uint8_t* __restrict__ yall,
                                                 int nprob, int m_per, double lambda,
                                                 int max_iter, double tol,
                                                 double* __restrict__ w_out,
                                                 double* __restrict__ loss_out,
                                                 int* __restrict__ iters_out)
{
    const int p = blockIdx.x * blockDim.x + threadIdx.x;
    if (p >= nprob) return;
    const int m = m_per < 1 ? 1 : (m_per > LR_MAXM ? LR_MAXM : m_per);
    const double lam = (lambda > 1e-8 && lambda < 1e8) ? lambda : 1e-2;
    const int maxit = max_iter < 1 ? 1 : (max_iter > 25 ? 25 : max_iter);
    const double gtol = (tol > 0.0 && tol < 1.0) ? tol : 1e-8;
    const float* X = Xall + (size_t)p * m * LR_D;
    const uint8_t* y = yall + (size_t)p * m;

    double w[LR_D];
#pragma unroll
    for (int k = 0; k < LR_D; ++k) w[k] = 0.0;
    double f = logreg_loss(X, y, m, w, lam);
    int it = 0;
    for (; it < maxit; ++it) {
        double g[LR_D], H[LR_D][LR_D];
#pragma unroll
        for (int a = 0; a < LR_D; ++a) {
            g[a] = (a > 0) ? lam * w[a] : 0.0;
#pragma unroll
            for (int b = 0; b < LR_D; ++b) H[a][b] = (a == b && a > 0) ? lam : (a == b ? 1e-10 : 0.0);
        }
        for (int i = 0; i < m; ++i) {
            double xi[LR_D];
            xi[0] = 1.0;
#pragma unroll
            for (int k = 1; k < LR_D; ++k) xi[k] = scrub(__ldg(&X[i * LR_D + k]));
            double z = 0.0;
#pragma unroll
            for (int k = 0; k < LR_D; ++k) z += w[k] * xi[k];
            const double pr = sigmoid(z);
            const double r = pr - (double)(y[i] & 1u);
            const double h = pr * (1.0 - pr);
#pragma unroll
            for (int a = 0; a < LR_D; ++a) {
                g[a] += r * xi[a];
#pragma unroll
                for (int b = 0; b <= a; ++b) H[a][b] += h * xi[a] * xi[b];
            }
        }
        double gmax = 0.0;
#pragma unroll
        for (int a = 0; a < LR_D; ++a) {
            gmax = fmax(gmax, fabs(g[a]));
#pragma unroll
            for (int b = a + 1; b < LR_D; ++b) H[a][b] = H[b][a];
        }
        if (gmax < gtol) break;

        double rhs[LR_D], d[LR_D];
#pragma unroll
        for (int a = 0; a < LR_D; ++a) rhs[a] = -g[a];
        if (!cholesky_solve<LR_D>(H, rhs, d)) {
            // fall back to scaled steepest descent
#pragma unroll
            for (int a = 0; a < LR_D; ++a) d[a] = -g[a] / (1.0 + gmax);
        }
        double slope = 0.0;
#pragma unroll
        for (int a = 0; a < LR_D; ++a) slope += g[a] * d[a];
        if (!(slope < 0.0)) break;

        // Armijo backtracking
        double t = 1.0, fn = f;
        double wn[LR_D];
        int ls = 0;
        while (true) {
#pragma unroll
            for (int a = 0; a < LR_D; ++a) wn[a] = w[a] + t * d[a];
            fn = logreg_loss(X, y, m, wn, lam);
            if (fn <= f + 1e-4 * t * slope) break;
            if (++ls >= 30) break;
            t *= 0.5;
        }
        if (!(fn < f)) break;   // no progress possible
#pragma unroll
        for (int a = 0; a < LR_D; ++a) w[a] = wn[a];
        const double rel = (f - fn) / fmax(1.0, fabs(f));
        f = fn;
        if (rel < 1e-14) { ++it; break; }
    }
#pragma unroll
    for (int k = 0; k < LR_D; ++k) w_out[(size_t)p * LR_D + k] = w[k];
    loss_out[p] = f;
    iters_out[p] = it;
}

// ---------------------------------------------------------------------------
#define LD_N 8

template <int N>
__device__ __noinline__ int ldlt_modified(double (&A)[N][N], double (&D)[N], double eps)
{
    int neg = 0;
#pragma unroll
    for (int j = 0; j < N; ++j) {
        double dj = A[j][j];
#pragma unroll
        for (int k = 0; k < j; ++k) dj -= A[j][k] * A[j][k] * D[k];
        if (fabs(dj) < eps) dj = dj < 0.0 ? -eps : eps;   // perturb tiny pivots
        D[j] = dj;
        if (dj < 0.0) ++neg;
        const double inv = 1.0 / dj;
#pragma unroll
        for (int i = j + 1; i < N; ++i) {
            double s = A[i][j];
#pragma unroll
            for (int k = 0; k < j; ++k) s -= A[i][k] * A[j][k] * D[k];
            A[i][j] = s * inv;
        }
    }
    return neg;
}

template <int N>
__device__ __forceinline__ void ldlt_solve(const double (&L)[N][N], const double (&D)[N], double (&x)[N])
{
#pragma unroll
    for (int i = 0; i < N; ++i)
#pragma unroll
        for (int k = 0; k < i; ++k) x[i] -= L[i][k] * x[k];
#pragma unroll
    for (int i = 0; i < N; ++i) x[i] /= D[i];
#pragma unroll
    for (int i = N - 1; i >= 0; --i)
#pragma unroll
        for (int k = i + 1; k < N; ++k) x[i] -= L[k][i] * x[k];
}

extern "C" __global__ void batched_ldlt_solve(const float* __restrict__ B, const float* __restrict__ rhs,
                                              int nsys, double shift,
                                              double* __restrict__ sol, int* __restrict__ inertia,
                                              double* __restrict__ logdet)
{
    const int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s >= nsys) return;
    const float* b = B + (size_t)s * LD_N * LD_N;
    const double sh = fabs(shift) < 1e6 ? shift : 0.0;

    double A[LD_N][LD_N];
#pragma unroll
    for (int i = 0; i < LD_N; ++i)
#pragma unroll
        for (int j = 0; j <= i; ++j) {
            double v = 0.5 * (scrub(b[i * LD_N + j]) + scrub(b[j * LD_N + i]));
            if (i == j) v += sh;
            A[i][j] = v;
            A[j][i] = v;
        }
    double norm = 0.0;
#pragma unroll
    for (int i = 0; i < LD_N; ++i) {
        double r = 0.0;
#pragma unroll
        for (int j = 0; j < LD_N; ++j) r += fabs(A[i][j]);
        norm = fmax(norm, r);
    }
    double D[LD_N];
    const int neg = ldlt_modified<LD_N>(A, D, 1e-10 * fmax(norm, 1.0));

    double ld = 0.0;
#pragma unroll
    for (int i = 0; i < LD_N; ++i) ld += log(fabs(D[i]));

#pragma unroll
    for (int r = 0; r < 2; ++r) {
        double x[LD_N];
#pragma unroll
        for (int i = 0; i < LD_N; ++i) x[i] = scrub(rhs[((size_t)s * 2 + r) * LD_N + i]);
        ldlt_solve<LD_N>(A, D, x);
#pragma unroll
        for (int i = 0; i < LD_N; ++i) sol[((size_t)s * 2 + r) * LD_N + i] = x[i];
    }
    inertia[s] = neg;
    logdet[s] = ld;
}
