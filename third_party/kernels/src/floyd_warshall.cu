// Blocked Floyd-Warshall all-pairs shortest paths on an n x n int distance matrix (row-major,
// pitch n; INF_DIST = no edge). For each tile round k the host launches the three phases:
//   fw_phase_dependent    the diagonal tile (k,k) closed in shared memory: TILE steps, each
//                         computing the relaxed value in a register, barrier, write, barrier
//   fw_phase_rowcol       tiles of tile-row k (blockIdx.y == 0) and tile-column k
//                         (blockIdx.y == 1), blockIdx.x = tile index (the diagonal is
//                         skipped); each stages its own tile and the diagonal tile
//   fw_phase_independent  all other tiles (i,j): d(i,j) = min(d(i,j), d(i,k) + d(k,j)) with
//                         the row/column tiles staged in shared memory, unrolled over TILE
// Sums saturate at INF_DIST; cells outside n read as INF_DIST. Tiles are staged by all the
// threads of the block, and only threads inside the 16x16 tile compute.
// launch: block 16x16; phase 1 grid 1, phase 2 grid (ceil(n/16), 2), phase 3 grid
//         (ceil(n/16), ceil(n/16)); k = round index 0..ceil(n/16)-1
#include <cuda_runtime.h>

#define TILE 16
#define INF_DIST 0x20000000

static __device__ __forceinline__ int sat_add(int a, int b) { return min(a + b, INF_DIST); }
static __device__ __forceinline__ int clamp_dist(int v) { return min(max(v, 0), INF_DIST); }

static __device__ __forceinline__ void load_tile(int (*s)[TILE + 1], const int *d, int n, int ti, int tj, int tid,
                                                 int nthreads) {
  for (int c = tid; c < TILE * TILE; c += nthreads) {
    const int r = c / TILE, q = c % TILE;
    const int i = ti * TILE + r, j = tj * TILE + q;
    s[r][q] = (i < n && j < n) ? clamp_dist(d[(size_t)i * n + j]) : INF_DIST;
  }
}

extern "C" __global__ void __launch_bounds__(256)
fw_phase_dependent(int *__restrict__ d, int n, int k) {
  __shared__ int s[TILE][TILE + 1];
  const int nt = (n + TILE - 1) / TILE;
  if (n <= 0 || k < 0 || k >= nt || blockIdx.x != 0)
    return;
  const int tid = threadIdx.y * blockDim.x + threadIdx.x;
  const int nthreads = blockDim.x * blockDim.y;
  const int tx = threadIdx.x, ty = threadIdx.y;
  const bool in_tile = tx < TILE && ty < TILE;
  load_tile(s, d, n, k, k, tid, nthreads);
  __syncthreads();
  for (int m = 0; m < TILE; m++) {
    int v = 0;
    if (in_tile)
      v = min(s[ty][tx], sat_add(s[ty][m], s[m][tx]));
    __syncthreads();
    if (in_tile)
      s[ty][tx] = v;
    __syncthreads();
  }
  const int i = k * TILE + ty, j = k * TILE + tx;
  if (in_tile && i < n && j < n)
    d[(size_t)i * n + j] = s[ty][tx];
}

extern "C" __global__ void __launch_bounds__(256)
fw_phase_rowcol(int *__restrict__ d, int n, int k) {
  __shared__ int s_diag[TILE][TILE + 1];
  __shared__ int s_own[TILE][TILE + 1];
  const int nt = (n + TILE - 1) / TILE;
  const int t = blockIdx.x;
  if (n <= 0 || k < 0 || k >= nt || t >= nt || t == k || blockIdx.y > 1)
    return;
  const bool is_row = blockIdx.y == 0;  // tile (k, t) of the pivot row, else (t, k)
  const int ti = is_row ? k : t, tj = is_row ? t : k;
  const int tid = threadIdx.y * blockDim.x + threadIdx.x;
  const int nthreads = blockDim.x * blockDim.y;
  const int tx = threadIdx.x, ty = threadIdx.y;
  const bool in_tile = tx < TILE && ty < TILE;
  load_tile(s_diag, d, n, k, k, tid, nthreads);
  load_tile(s_own, d, n, ti, tj, tid, nthreads);
  __syncthreads();
  for (int m = 0; m < TILE; m++) {
    int v = 0;
    if (in_tile) {
      // row tile: path i -> m inside the diagonal tile, then m -> j in this tile
      const int via = is_row ? sat_add(s_diag[ty][m], s_own[m][tx]) : sat_add(s_own[ty][m], s_diag[m][tx]);
      v = min(s_own[ty][tx], via);
    }
    __syncthreads();
    if (in_tile)
      s_own[ty][tx] = v;
    __syncthreads();
  }
  const int i = ti * TILE + ty, j = tj * TILE + tx;
  if (in_tile && i < n && j < n)
    d[(size_t)i * n + j] = s_own[ty][tx];
}

extern "C" __global__ void __launch_bounds__(256)
fw_phase_independent(int *__restrict__ d, int n, int k) {
  __shared__ int s_row[TILE][TILE + 1];  // tile (k, bj)
  __shared__ int s_col[TILE][TILE + 1];  // tile (bi, k)
  const int nt = (n + TILE - 1) / TILE;
  const int bi = blockIdx.y, bj = blockIdx.x;
  if (n <= 0 || k < 0 || k >= nt || bi >= nt || bj >= nt || bi == k || bj == k)
    return;
  const int tid = threadIdx.y * blockDim.x + threadIdx.x;
  const int nthreads = blockDim.x * blockDim.y;
  load_tile(s_row, d, n, k, bj, tid, nthreads);
  load_tile(s_col, d, n, bi, k, tid, nthreads);
  __syncthreads();
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int i = bi * TILE + ty, j = bj * TILE + tx;
  if (tx >= TILE || ty >= TILE || i >= n || j >= n)
    return;
  int best = clamp_dist(d[(size_t)i * n + j]);
#pragma unroll
  for (int m = 0; m < TILE; m++)
    best = min(best, sat_add(s_col[ty][m], s_row[m][tx]));
  d[(size_t)i * n + j] = best;
}
