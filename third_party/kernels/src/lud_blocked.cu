// Blocked right-looking LU decomposition without pivoting (in place, row-major, float).
// For each diagonal step at `offset` the host launches:
//   lud_diagonal   one block of BS threads factors the BSxBS diagonal block in shared memory
//   lud_perimeter  one block of 2*BS threads per trailing block: the first BS threads solve
//                  the row strip (L^-1 * A), the other BS the column strip (A * U^-1)
//   lud_internal   BSxBS threads per trailing block: A -= L_col * U_row
// Cells past matrix_dim read as the identity / zero so a ragged last block is harmless.
// launch: lud_diagonal block 16 grid 1; lud_perimeter block 32 grid (n-offset)/16-1;
//         lud_internal block 16x16 grid ((n-offset)/16-1)^2
#include <cuda_runtime.h>

#define BS 16

static __device__ __forceinline__ float load_or(const float *m, int dim, int r, int c, float pad) {
  return (r < dim && c < dim) ? m[r * dim + c] : pad;
}

extern "C" __global__ void lud_diagonal(float *m, int matrix_dim, int offset) {
  __shared__ float shadow[BS][BS];
  const int tx = threadIdx.x;
  const bool active = tx < BS;

  if (active) {
    for (int i = 0; i < BS; i++)
      shadow[i][tx] = load_or(m, matrix_dim, offset + i, offset + tx, i == tx ? 1.0f : 0.0f);
  }
  __syncthreads();

  for (int i = 0; i < BS - 1; i++) {
    if (active && tx > i) {
      // column i of L
      for (int j = 0; j < i; j++)
        shadow[tx][i] -= shadow[tx][j] * shadow[j][i];
      shadow[tx][i] /= shadow[i][i];
    }
    __syncthreads();
    if (active && tx > i) {
      // row i+1 of U
      for (int j = 0; j < i + 1; j++)
        shadow[i + 1][tx] -= shadow[i + 1][j] * shadow[j][tx];
    }
    __syncthreads();
  }

  // Row 0 is unchanged by the factorisation.
  if (active && offset + tx < matrix_dim) {
    for (int i = 1; i < BS; i++)
      if (offset + i < matrix_dim)
        m[(offset + i) * matrix_dim + offset + tx] = shadow[i][tx];
  }
}

extern "C" __global__ void lud_perimeter(float *m, int matrix_dim, int offset) {
  __shared__ float dia[BS][BS];
  __shared__ float peri_row[BS][BS];
  __shared__ float peri_col[BS][BS];

  const int tx = threadIdx.x;
  const int blk = offset + (blockIdx.x + 1) * BS;

  if (tx < BS) {
    const int idx = tx;
    for (int i = 0; i < BS / 2; i++)
      dia[i][idx] = load_or(m, matrix_dim, offset + i, offset + idx, i == idx ? 1.0f : 0.0f);
    for (int i = 0; i < BS; i++)
      peri_row[i][idx] = load_or(m, matrix_dim, offset + i, blk + idx, 0.0f);
  } else if (tx < 2 * BS) {
    const int idx = tx - BS;
    for (int i = BS / 2; i < BS; i++)
      dia[i][idx] = load_or(m, matrix_dim, offset + i, offset + idx, i == idx ? 1.0f : 0.0f);
    for (int i = 0; i < BS; i++)
      peri_col[i][idx] = load_or(m, matrix_dim, blk + i, offset + idx, 0.0f);
  }
  __syncthreads();

  if (tx < BS) {
    // forward substitution with the unit lower triangle, one column per thread
    const int idx = tx;
    for (int i = 1; i < BS; i++)
      for (int j = 0; j < i; j++)
        peri_row[i][idx] -= dia[i][j] * peri_row[j][idx];
  } else if (tx < 2 * BS) {
    // solve against the upper triangle, one row per thread
    const int idx = tx - BS;
    for (int i = 0; i < BS; i++) {
      for (int j = 0; j < i; j++)
        peri_col[idx][i] -= peri_col[idx][j] * dia[j][i];
      peri_col[idx][i] /= dia[i][i];
    }
  }
  __syncthreads();

  if (tx < BS) {
    const int idx = tx;
    if (blk + idx < matrix_dim)
      for (int i = 1; i < BS; i++)
        if (offset + i < matrix_dim)
          m[(offset + i) * matrix_dim + blk + idx] = peri_row[i][idx];
  } else if (tx < 2 * BS) {
    const int idx = tx - BS;
    if (offset + idx < matrix_dim)
      for (int i = 0; i < BS; i++)
        if (blk + i < matrix_dim)
          m[(blk + i) * matrix_dim + offset + idx] = peri_col[i][idx];
  }
}

extern "C" __global__ void __launch_bounds__(256) lud_internal(float *m, int matrix_dim, int offset) {
  __shared__ float peri_row[BS][BS];
  __shared__ float peri_col[BS][BS];

  const int tx = threadIdx.x, ty = threadIdx.y;
  const bool active = tx < BS && ty < BS;
  const int g_row = offset + (blockIdx.y + 1) * BS;
  const int g_col = offset + (blockIdx.x + 1) * BS;

  if (active) {
    peri_row[ty][tx] = load_or(m, matrix_dim, offset + ty, g_col + tx, 0.0f);
    peri_col[ty][tx] = load_or(m, matrix_dim, g_row + ty, offset + tx, 0.0f);
  }
  __syncthreads();

  if (active && g_row + ty < matrix_dim && g_col + tx < matrix_dim) {
    float sum = 0.0f;
#pragma unroll
    for (int i = 0; i < BS; i++)
      sum += peri_col[ty][i] * peri_row[i][tx];
    m[(g_row + ty) * matrix_dim + g_col + tx] -= sum;
  }
}
