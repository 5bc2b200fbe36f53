// Needleman-Wunsch global sequence alignment, blocked wavefront.  The (n+1)x(n+1) score
// matrix is cut into 16x16 tiles; tiles on one anti-diagonal of tiles are independent, one
// block each.  A block stages its tile's substitution scores and the finished north/west
// borders in shared memory, then sweeps the tile's own anti-diagonals with one thread per
// column.  The host calls nw_sweep_upper_left for diag = 1..bw, then nw_sweep_lower_right
// for diag = bw-1..1 (bw = n/16 tiles per side).
// launch: block 16, grid diag (upper-left) or diag (lower-right)
#include <cuda_runtime.h>

#define NW_BS 16

static __device__ __forceinline__ int max3(int a, int b, int c) { return max(a, max(b, c)); }

// Fills rows/cols 1..NW_BS of `score` from its borders; lane >= NW_BS only joins barriers.
static __device__ __noinline__ void nw_fill_tile(int (*score)[NW_BS + 1], const int (*subst)[NW_BS], int lane,
                                                 int penalty) {
  for (int m = 0; m < NW_BS; m++) {
    if (lane <= m) {
      const int x = lane + 1, y = m - lane + 1;
      score[y][x] = max3(score[y - 1][x - 1] + subst[y - 1][x - 1], score[y][x - 1] - penalty,
                         score[y - 1][x] - penalty);
    }
    __syncthreads();
  }
  for (int m = NW_BS - 2; m >= 0; m--) {
    if (lane <= m) {
      const int x = lane + NW_BS - m, y = NW_BS - lane;
      score[y][x] = max3(score[y - 1][x - 1] + subst[y - 1][x - 1], score[y][x - 1] - penalty,
                         score[y - 1][x] - penalty);
    }
    __syncthreads();
  }
}

static __device__ __forceinline__ void nw_block(const int *__restrict__ reference, int *__restrict__ matrix, int cols,
                                                int penalty, int tile_x, int tile_y) {
  __shared__ int score[NW_BS + 1][NW_BS + 1];
  __shared__ int subst[NW_BS][NW_BS];

  // The whole tile (plus its border row/column) must lie inside the matrix.
  if (tile_x < 0 || tile_y < 0 || (tile_x + 1) * NW_BS >= cols || (tile_y + 1) * NW_BS >= cols)
    return;

  const int tx = threadIdx.x;
  const int corner = cols * NW_BS * tile_y + NW_BS * tile_x;

  if (tx < NW_BS) {
    for (int ty = 0; ty < NW_BS; ty++)
      subst[ty][tx] = reference[corner + cols * (ty + 1) + tx + 1];
    score[tx + 1][0] = matrix[corner + cols * (tx + 1)];
    score[0][tx + 1] = matrix[corner + tx + 1];
    if (tx == 0)
      score[0][0] = matrix[corner];
  }
  __syncthreads();

  nw_fill_tile(score, subst, tx < NW_BS ? tx : NW_BS, penalty);

  if (tx < NW_BS)
    for (int ty = 0; ty < NW_BS; ty++)
      matrix[corner + cols * (ty + 1) + tx + 1] = score[ty + 1][tx + 1];
}

extern "C" __global__ void nw_sweep_upper_left(const int *__restrict__ reference, int *__restrict__ matrix, int cols,
                                               int penalty, int diag) {
  const int bx = blockIdx.x;
  nw_block(reference, matrix, cols, penalty, bx, diag - 1 - bx);
}

extern "C" __global__ void nw_sweep_lower_right(const int *__restrict__ reference, int *__restrict__ matrix,
                                                int cols, int penalty, int diag, int block_width) {
  const int bx = blockIdx.x;
  nw_block(reference, matrix, cols, penalty, bx + block_width - diag, block_width - bx - 1);
}
