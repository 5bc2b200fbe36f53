// Sparse x dense products C = alpha * A * B + beta * C with several right-hand columns.
//
//   spmm_ell_f32     A in column-major ELLPACK (slot k of row r at k * nrows + r, padding
//                    marked by a negative column). Threads are laid out 2D: x walks groups of
//                    four right-hand columns (one float4-sized strip of B per thread, tail
//                    masked), y walks rows, so the ELL loads of a warp broadcast and its B
//                    loads coalesce. launch: block 8x32, grid ceil(ncols_b/32) x ceil(nrows/32).
//   spmm_bsr4_f64    A in block-CSR with dense 4x4 blocks (row-major inside the block), double.
//                    One thread block per block row (grid-stride over block rows); the row's
//                    blocks and their column indices are staged through shared memory in
//                    chunks of eight, then every thread produces the four output rows of its
//                    right-hand columns (strided over the columns) with a fully unrolled 4x4
//                    micro-kernel. launch: block 64, grid = number of block rows (or fewer).
#include <cuda_runtime.h>

#define ELL_COLS_PER_THREAD 4

extern "C" __global__ void spmm_ell_f32(int nrows, int ncols_a, int ncols_b, int ell_width,
                                        const int *__restrict__ ell_cols, const float *__restrict__ ell_vals,
                                        const float *__restrict__ B, int ldb, float *__restrict__ C, int ldc,
                                        float alpha, float beta) {
  // Overlapping rows of C would make the stores race; refuse such a layout.
  if (ldc < ncols_b) return;
  const int row = blockIdx.y * blockDim.y + threadIdx.y;
  const int j0 = (blockIdx.x * blockDim.x + threadIdx.x) * ELL_COLS_PER_THREAD;
  if (row >= nrows || j0 >= ncols_b) return;

  float acc[ELL_COLS_PER_THREAD];
#pragma unroll
  for (int u = 0; u < ELL_COLS_PER_THREAD; ++u) acc[u] = 0.f;

  const bool full = j0 + ELL_COLS_PER_THREAD <= ncols_b;
  for (int k = 0; k < ell_width; ++k) {
    const size_t slot = (size_t)k * nrows + row;
    const int col = ell_cols[slot];
    if ((unsigned)col >= (unsigned)ncols_a) continue;  // padding (-1) or a corrupt entry
    const float v = ell_vals[slot];
    const float *brow = B + (size_t)col * ldb + j0;
    if (full) {
#pragma unroll
      for (int u = 0; u < ELL_COLS_PER_THREAD; ++u) acc[u] = fmaf(v, brow[u], acc[u]);
    } else {
#pragma unroll
      for (int u = 0; u < ELL_COLS_PER_THREAD; ++u)
        if (j0 + u < ncols_b) acc[u] = fmaf(v, brow[u], acc[u]);
    }
  }

  float *crow = C + (size_t)row * ldc + j0;
#pragma unroll
  for (int u = 0; u < ELL_COLS_PER_THREAD; ++u) {
    if (j0 + u < ncols_b) {
      float prev = beta != 0.f ? crow[u] : 0.f;  // beta == 0 must not read C (may be garbage)
      crow[u] = alpha * acc[u] + beta * prev;
    }
  }
}

#define BSR 4
#define BSR_CHUNK 8

extern "C" __global__ void spmm_bsr4_f64(int nblock_rows, int nblock_cols, int nnz_blocks,
                                         const int *__restrict__ row_ptr, const int *__restrict__ col_idx,
                                         const double *__restrict__ blocks, const double *__restrict__ B,
                                         int ncols_b, double *__restrict__ C, double alpha, double beta) {
  __shared__ double s_blk[BSR_CHUNK][BSR * BSR];
  __shared__ int s_col[BSR_CHUNK];

  for (int br = blockIdx.x; br < nblock_rows; br += gridDim.x) {
    int start = row_ptr[br];
    int end = row_ptr[br + 1];
    start = max(start, 0);
    end = min(end, nnz_blocks);

    // Each thread keeps the 4-row strip of one right-hand column; wider B loops over columns.
    for (int jbase = 0; jbase < ncols_b; jbase += blockDim.x) {
      const int j = jbase + threadIdx.x;
      double acc[BSR];
#pragma unroll
      for (int r = 0; r < BSR; ++r) acc[r] = 0.0;

      for (int k0 = start; k0 < end; k0 += BSR_CHUNK) {
        const int nk = min(BSR_CHUNK, end - k0);
        __syncthreads();  // the previous chunk is no longer read
        for (int e = threadIdx.x; e < nk * BSR * BSR; e += blockDim.x) {
          int kb = e / (BSR * BSR);
          s_blk[kb][e - kb * BSR * BSR] = blocks[(size_t)(k0 + kb) * (BSR * BSR) + (e - kb * BSR * BSR)];
        }
        for (int e = threadIdx.x; e < nk; e += blockDim.x) s_col[e] = col_idx[k0 + e];
        __syncthreads();

        if (j < ncols_b) {
          for (int kb = 0; kb < nk; ++kb) {
            const int bc = s_col[kb];
            if ((unsigned)bc >= (unsigned)nblock_cols) continue;
            double bv[BSR];
#pragma unroll
            for (int c = 0; c < BSR; ++c) bv[c] = B[(size_t)(bc * BSR + c) * ncols_b + j];
#pragma unroll
            for (int r = 0; r < BSR; ++r)
#pragma unroll
              for (int c = 0; c < BSR; ++c) acc[r] = fma(s_blk[kb][r * BSR + c], bv[c], acc[r]);
          }
        }
      }

      if (j < ncols_b) {
#pragma unroll
        for (int r = 0; r < BSR; ++r) {
          double *cp = C + (size_t)(br * BSR + r) * ncols_b + j;
          *cp = beta == 0.0 ? alpha * acc[r] : alpha * acc[r] + beta * *cp;
        }
      }
    }
    __syncthreads();  // s_col / s_blk reused by the next block row
  }
}
