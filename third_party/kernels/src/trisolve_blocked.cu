// Blocked lower-triangular solve L X = B in shared memory: one thread block owns a slab of
// 32 right-hand-side columns and walks down the diagonal in 32x32 tiles. Each step loads the
// diagonal tile of L and the slab's tile of B into shared memory, solves it with a barrier
// per row, then updates the rows below with the freshly solved tile (a GEMM-like update
// through shared memory). Launch with 32x8 threads.
// kestrel-launch: trsm_blocked_shared block=32,8
#include <cuda_runtime.h>

#define TB 32
#define ROWS 8

extern "C" __global__ void __launch_bounds__(256) trsm_blocked_shared(const float *__restrict__ l, float *__restrict__ b, int n, int ncols, int ld) {
  __shared__ float s_l[TB][TB + 1];
  __shared__ float s_x[TB][TB + 1];
  __shared__ float s_u[TB][TB + 1];
  int tx = threadIdx.x, ty = threadIdx.y;
  int col = blockIdx.x * TB + tx;
  for (int k0 = 0; k0 < n; k0 += TB) {
    // load the diagonal tile and the right-hand side tile
    for (int r = ty; r < TB; r += ROWS) {
      int gr = k0 + r;
      s_l[r][tx] = (gr < n && k0 + tx < n) ? l[(size_t)gr * ld + k0 + tx] : (r == tx ? 1.f : 0.f);
      s_x[r][tx] = (gr < n && col < ncols) ? b[(size_t)gr * ld + col] : 0.f;
    }
    __syncthreads();
    // solve the diagonal tile row by row; row 0 of threads does the column of its thread
    for (int r = 0; r < TB; r++) {
      if (ty == 0) s_x[r][tx] /= s_l[r][r];
      __syncthreads();
      for (int rr = r + 1 + ty; rr < TB; rr += ROWS) s_x[rr][tx] -= s_l[rr][r] * s_x[r][tx];
      __syncthreads();
    }
    for (int r = ty; r < TB; r += ROWS)
      if (k0 + r < n && col < ncols) b[(size_t)(k0 + r) * ld + col] = s_x[r][tx];
    // update the trailing rows: B[i] -= L[i][k0:k0+TB] * X
    for (int i0 = k0 + TB; i0 < n; i0 += TB) {
      for (int r = ty; r < TB; r += ROWS) {
        int gr = i0 + r;
        s_u[r][tx] = (gr < n && k0 + tx < n) ? l[(size_t)gr * ld + k0 + tx] : 0.f;
      }
      __syncthreads();
      for (int r = ty; r < TB; r += ROWS) {
        int gr = i0 + r;
        if (gr >= n || col >= ncols) continue;
        float acc = 0.f;
#pragma unroll 8
        for (int k = 0; k < TB; k++) acc += s_u[r][k] * s_x[k][tx];
        b[(size_t)gr * ld + col] -= acc;
      }
      __syncthreads();
    }
  }
}
