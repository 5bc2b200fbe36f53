// Chebyshev expansions in double precision: batched Clenshaw evaluation of series on
// [a, b], Jackson/KPM-damped coefficient generation, and one step of the three-term
// Chebyshev recurrence applied to a CSR sparse matrix (polynomial filtering).
#include <cuda_runtime.h>

#define MAX_COEFFS 512

// Clenshaw on t in [-1, 1] with coefficients in shared memory:
// f(t) = c0/2 + sum_{k>=1} c_k T_k(t)
__device__ __forceinline__ double clenshaw(const double* c, int ncoef, double t) {
    double b1 = 0.0, b2 = 0.0;
    double t2 = 2.0 * t;
    int k = ncoef - 1;
    for (; k >= 4; k -= 4) {                     // manual 4-way unroll of the recurrence
        double b0 = fma(t2, b1, c[k] - b2);      b2 = b1; b1 = b0;
        b0 = fma(t2, b1, c[k - 1] - b2);         b2 = b1; b1 = b0;
        b0 = fma(t2, b1, c[k - 2] - b2);         b2 = b1; b1 = b0;
        b0 = fma(t2, b1, c[k - 3] - b2);         b2 = b1; b1 = b0;
    }
    for (; k >= 1; --k) {
        double b0 = fma(t2, b1, c[k] - b2);
        b2 = b1; b1 = b0;
    }
    return fma(t, b1, 0.5 * c[0] - b2);
}

// grid.y = series index; every block stages its series' coefficients in shared memory and
// evaluates it at a grid-stride set of points (x mapped from [a, b] to [-1, 1]).
extern "C" __global__ void cheb_clenshaw_eval(const double* __restrict__ coeffs, // [nseries][degree+1]
                                              const double* __restrict__ x,      // [npts]
                                              double* __restrict__ y,            // [nseries][npts]
                                              int nseries, int degree, int npts, double a, double b) {
    __shared__ double s_c[MAX_COEFFS];
    int s = blockIdx.y;
    if (s >= nseries || degree < 0) return;
    int ncoef = min(degree + 1, MAX_COEFFS);
    for (int k = threadIdx.x; k < ncoef; k += blockDim.x)
        s_c[k] = coeffs[(size_t)s * (degree + 1) + k];
    __syncthreads();
    double scale = (b != a) ? 2.0 / (b - a) : 0.0;
    double shift = -(a + b) / (b - a == 0.0 ? 1.0 : (b - a));
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < npts; i += gridDim.x * blockDim.x) {
        double t = fma(x[i], scale, shift);
        t = fmin(fmax(t, -1.0), 1.0);            // clamp: outside the interval T_k explodes
        y[(size_t)s * npts + i] = clenshaw(s_c, ncoef, t);
    }
}

// Chebyshev coefficients of the indicator of [lo, hi] (inside [-1, 1]) with Jackson damping,
// as used by KPM / polynomial-filtered eigensolvers. One thread per coefficient.
extern "C" __global__ void cheb_jackson_coeffs(double* __restrict__ coeffs, int degree,
                                               double lo, double hi) {
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    if (k > degree || degree < 0) return;
    const double PI = 3.14159265358979323846;
    lo = fmin(fmax(lo, -1.0), 1.0);
    hi = fmin(fmax(hi, -1.0), 1.0);
    double alo = acos(lo), ahi = acos(hi);
    double ck;
    if (k == 0) ck = (alo - ahi) / PI;
    else ck = 2.0 * (sin(k * alo) - sin(k * ahi)) / (k * PI);
    double np1 = degree + 2.0;
    double ang = PI / np1;
    double g = ((np1 - k) * cos(k * ang) + sin(k * ang) / tan(ang)) / np1;
    coeffs[k] = (k == 0 ? 2.0 : 1.0) * ck * g;   // factor 2 on c0: Clenshaw halves it
}

// One recurrence step: out = alpha * (A x) + beta * y + gamma * z, with A in CSR.
// For T_{k+1} = 2 A' T_k - T_{k-1} with A' = (A - c I)/e: alpha = 2/e, beta = -2c/e applied to
// y = x, gamma = -1 on z = T_{k-1}. A warp of `lanes` threads (power of two <= 32) per row.
extern "C" __global__ void cheb_csr_step(const int* __restrict__ rowptr, const int* __restrict__ colidx,
                                         const double* __restrict__ vals, const double* __restrict__ x,
                                         const double* __restrict__ y, const double* __restrict__ z,
                                         double* __restrict__ out, int nrows, int nnz, int lanes_log2,
                                         double alpha, double beta, double gamma) {
    int lanes_l = min(max(lanes_log2, 0), 5);
    int lanes = 1 << lanes_l;
    if ((blockDim.x & (lanes - 1)) != 0 || nrows <= 0) return;   // rows must not straddle blocks oddly
    unsigned mask = __activemask();             // lanes present in this (possibly partial) warp
    int sub = threadIdx.x & (lanes - 1);
    int row = (blockIdx.x * blockDim.x + threadIdx.x) >> lanes_l;
    int warp_row0 = (blockIdx.x * blockDim.x + (threadIdx.x & ~31u)) >> lanes_l;
    int rows_per_grid = (gridDim.x * blockDim.x) >> lanes_l;
    // the loop trip count is uniform per warp so the shuffles below see converged lanes
    for (; warp_row0 < nrows; row += rows_per_grid, warp_row0 += rows_per_grid) {
        bool valid = row < nrows;
        double acc = 0.0;
        if (valid) {
            int start = min(max(rowptr[row], 0), nnz);
            int end = min(max(rowptr[row + 1], start), nnz);
            for (int k = start + sub; k < end; k += lanes) {
                int c = colidx[k] % nrows;
                if (c < 0) c += nrows;
                acc = fma(vals[k], x[c], acc);
            }
        }
        // segmented reduction inside the sub-group (lanes are contiguous)
        for (int off = lanes >> 1; off > 0; off >>= 1)
            acc += __shfl_down_sync(mask, acc, off, lanes);
        if (valid && sub == 0) out[row] = alpha * acc + beta * y[row] + gamma * z[row];
    }
}
