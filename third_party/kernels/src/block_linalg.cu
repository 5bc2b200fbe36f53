// block_linalg.cu
//
// Batched small dense factorisations, one problem per block, in shared memory.
//
//  chol_solve_shared_f64 : A + shift*I = L L^T for n <= 32 (double, lower
//                          triangle read), right-looking with three barriers
//                          per column (pivot by thread 0 with a failure flag
//                          and uniform early exit, column scale, trailing
//                          update by a 32x8 thread grid), then nrhs <= 8
//                          right-hand sides solved one per warp with
//                          shuffle-broadcast forward and backward substitution,
//                          log-determinant by warp reduction.
//  householder_lsq_f32   : min ||A x - b|| for m <= 128, n <= 16 (float), one
//                          thread per row, A column-major in shared memory with
//                          b as column n; per column a block reduction for the
//                          norm, the reflector stored in place, w = v^T A by one
//                          warp per column (strided), rank-1 update by rows;
//                          back substitution on R in one warp; residual norm.
#include <cuda_runtime.h>
#include <stdint.h>

#define CH_N 32
#define CH_RHS 8

extern "C" __global__ void __launch_bounds__(256)
chol_solve_shared_f64(const double* __restrict__ A,   // [batch][n][n] row-major
                      const double* __restrict__ B,   // [batch][n][nrhs]
                      int batch, int n, int nrhs, double shift,
                      double* __restrict__ L,         // [batch][n][n]
                      double* __restrict__ X,         // [batch][n][nrhs]
                      double* __restrict__ logdet,    // [batch]
                      int* __restrict__ info)         // [batch] 0 ok, k+1 failed at column k
{
    __shared__ double s_a[CH_N][CH_N + 1];
    __shared__ int s_info;
    const int tx = threadIdx.x, ty = threadIdx.y;       // 32 x 8
    const int tid = ty * 32 + tx;
    if (n > CH_N || nrhs > CH_RHS) return;

    for (int p = blockIdx.x; p < batch; p += gridDim.x) {
        const double* a = A + (size_t)p * n * n;
        for (int e = tid; e < n * n; e += 256) {
            const int i = e / n, j = e - i * n;
            if (j <= i) s_a[i][j] = a[e] + (i == j ? shift : 0.0);
        }
        if (tid == 0) s_info = 0;

        for (int k = 0; k < n; ++k) {
            __syncthreads();
            if (tid == 0) {
                const double d = s_a[k][k];
                if (!(d > 0.0)) s_info = k + 1;          // also catches NaN
                else s_a[k][k] = sqrt(d);
            }
            __syncthreads();
            if (s_info) break;
            const double inv = 1.0 / s_a[k][k];
            if (tid > k && tid < n) s_a[tid][k] *= inv;
            __syncthreads();
            // trailing lower triangle: row tx, columns k+1+ty, step 8, up to the diagonal
            if (tx > k && tx < n) {
                const double lik = s_a[tx][k];
                for (int j = k + 1 + ty; j <= tx; j += 8) s_a[tx][j] -= lik * s_a[j][k];
            }
        }
        __syncthreads();
        const int inf = s_info;

        double* l = L + (size_t)p * n * n;
        for (int e = tid; e < n * n; e += 256) {
            const int i = e / n, j = e - i * n;
            l[e] = (j <= i && !inf) ? s_a[i][j] : 0.0;
        }

        if (ty == 0) {   // log det = 2 sum log L_kk
            double ld = (!inf && tx < n) ? log(s_a[tx][tx]) : 0.0;
#pragma unroll
            for (int off = 16; off > 0; off >>= 1) ld += __shfl_xor_sync(0xffffffffu, ld, off);
            if (tx == 0) {
                logdet[p] = inf ? __longlong_as_double(0x7ff8000000000000ll) : 2.0 * ld;
                info[p] = inf;
            }
        }

        // one warp per right-hand side: lane i holds component i
        if (ty < nrhs) {
            const double* b = B + (size_t)p * n * nrhs;
            double y = (tx < n) ? b[tx * nrhs + ty] : 0.0;
            if (!inf) {
                for (int k = 0; k < n; ++k) {            // L y = b
                    const double yk = __shfl_sync(0xffffffffu, y, k) / s_a[k][k];
                    if (tx == k) y = yk;
                    else if (tx > k && tx < n) y -= s_a[tx][k] * yk;
                }
                for (int k = n - 1; k >= 0; --k) {       // L^T x = y
                    const double xk = __shfl_sync(0xffffffffu, y, k) / s_a[k][k];
                    if (tx == k) y = xk;
                    else if (tx < k) y -= s_a[k][tx] * xk;
                }
            }
            if (tx < n) X[(size_t)p * n * nrhs + tx * nrhs + ty] = inf ? 0.0 : y;
        }
        __syncthreads();                                  // s_a reused by the next problem
    }
}

// ------------------------------------------------------------------- QR ----
#define QR_M 128
#define QR_N 16
#define QR_THREADS 128

__device__ __forceinline__ float block_sum_128(float v, float* s_red)
{
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) v += __shfl_xor_sync(0xffffffffu, v, off);
    __syncthreads();                 // s_red free from the previous use
    if (lane == 0) s_red[warp] = v;
    __syncthreads();
    return (s_red[0] + s_red[1]) + (s_red[2] + s_red[3]);
}

extern "C" __global__ void __launch_bounds__(QR_THREADS)
householder_lsq_f32(const float* __restrict__ A,    // [batch][m][n] row-major
                    const float* __restrict__ b,    // [batch][m]
                    int batch, int m, int n,
                    float* __restrict__ x,          // [batch][n]
                    float* __restrict__ R,          // [batch][n][n] upper
                    float* __restrict__ resid)      // [batch] ||A x - b||
{
    __shared__ float s_a[QR_N + 1][QR_M];        // column-major, column n = b
    __shared__ float s_w[QR_N + 1];
    __shared__ float s_red[4];
    const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    if (m > QR_M || n > QR_N || n > m) return;

    for (int p = blockIdx.x; p < batch; p += gridDim.x) {
        const float* a = A + (size_t)p * m * n;
        for (int e = tid; e < m * n; e += QR_THREADS) {
            const int i = e / n, j = e - i * n;
            s_a[j][i] = a[e];
        }
        for (int i = tid; i < m; i += QR_THREADS) s_a[n][i] = b[(size_t)p * m + i];
        __syncthreads();

        for (int k = 0; k < n; ++k) {
            const float xi = (tid >= k && tid < m) ? s_a[k][tid] : 0.0f;
            const float nrm2 = block_sum_128(xi * xi, s_red);
            const float x0 = s_a[k][k];
            const float nrm = sqrtf(nrm2);
            const float alpha = x0 >= 0.0f ? -nrm : nrm;
            const float v0 = x0 - alpha;
            const float vn2 = nrm2 - x0 * x0 + v0 * v0;
            const float tau = vn2 > 1e-30f ? 2.0f / vn2 : 0.0f;
            __syncthreads();                            // everyone has read s_a[k][k]
            if (tid == k) s_a[k][k] = v0;
            __syncthreads();
            // w_j = v^T A[k:, j], j = k+1 .. n (n is the right-hand side)
            for (int j = k + 1 + warp; j <= n; j += 4) {
                float s = 0.0f;
                for (int i = k + lane; i < m; i += 32) s += s_a[k][i] * s_a[j][i];
#pragma unroll
                for (int off = 16; off > 0; off >>= 1) s += __shfl_xor_sync(0xffffffffu, s, off);
                if (lane == 0) s_w[j] = s * tau;
            }
            __syncthreads();
            if (tid >= k && tid < m) {
                const float vi = s_a[k][tid];
                for (int j = k + 1; j <= n; ++j) s_a[j][tid] -= vi * s_w[j];
            }
            __syncthreads();
            if (tid == k) s_a[k][k] = alpha;           // R_kk; v stays below the diagonal
            __syncthreads();
        }

        // residual: the part of Q^T b below row n
        const float qb = (tid >= n && tid < m) ? s_a[n][tid] : 0.0f;
        const float rr = block_sum_128(qb * qb, s_red);

        if (warp == 0) {                               // back substitution R x = (Q^T b)[0:n]
            float c = lane < n ? s_a[n][lane] : 0.0f;
            for (int k = n - 1; k >= 0; --k) {
                const float rkk = s_a[k][k];
                const float xk = __shfl_sync(0xffffffffu, c, k) / rkk;
                if (lane == k) c = xk;
                else if (lane < k) c -= s_a[k][lane] * xk;   // R[lane][k]
            }
            if (lane < n) x[(size_t)p * n + lane] = c;
            if (lane == 0) resid[p] = sqrtf(rr);
        }
        float* r = R + (size_t)p * n * n;
        for (int e = tid; e < n * n; e += QR_THREADS) {
            const int i = e / n, j = e - i * n;
            r[e] = j >= i ? s_a[j][i] : 0.0f;
        }
        __syncthreads();
    }
}
