// Pathfinder: minimum-cost path from the top row to the bottom row of a cost grid, moving
// down, down-left or down-right.  Each launch advances `pyramid` rows: a block keeps the
// running row of partial costs in shared memory (ping-pong prev/result) and, like the
// pyramid stencils, trusts one fewer cell at each edge per row it advances, so blocks
// overlap by `border` = pyramid columns.  Block width is whatever the host launches (<= 256).
// launch: block 256, grid ceil(cols / (256 - 2*pyramid))
#include <cuda_runtime.h>

#define PF_MAX_BLOCK 256
#define HALO 1

static __device__ __forceinline__ bool in_range(int v, int lo, int hi) { return v >= lo && v <= hi; }

extern "C" __global__ void __launch_bounds__(PF_MAX_BLOCK)
pathfinder_rows(int pyramid, const int *__restrict__ wall, const int *__restrict__ src, int *__restrict__ dst,
                int cols, int rows, int start_step, int border) {
  __shared__ int prev[PF_MAX_BLOCK];
  __shared__ int result[PF_MAX_BLOCK];

  const int block = blockDim.x;
  const int tx = threadIdx.x;
  // Never step past the last row of the wall.
  const int steps = min(pyramid, rows - 1 - start_step);
  const int small_block_cols = block - steps * HALO * 2;
  if (steps <= 0 || small_block_cols <= 0)
    return;

  const int blk_x = small_block_cols * blockIdx.x - border;
  const int blk_xmax = blk_x + block - 1;
  const int xidx = blk_x + tx;

  const int valid_xmin = blk_x < 0 ? -blk_x : 0;
  const int valid_xmax = blk_xmax > cols - 1 ? block - 1 - (blk_xmax - cols + 1) : block - 1;

  int w = tx - 1, e = tx + 1;
  w = w < valid_xmin ? valid_xmin : w;
  e = e > valid_xmax ? valid_xmax : e;
  const bool is_valid = in_range(tx, valid_xmin, valid_xmax);

  if (in_range(xidx, 0, cols - 1))
    prev[tx] = src[xidx];
  __syncthreads();

  bool computed = false;
  for (int i = 0; i < steps; i++) {
    computed = false;
    if (in_range(tx, i + 1, block - i - 2) && is_valid) {
      computed = true;
      const int left = prev[w];
      const int up = prev[tx];
      const int right = prev[e];
      int shortest = min(left, up);
      shortest = min(shortest, right);
      const size_t index = (size_t)cols * (start_step + i + 1) + xidx;
      result[tx] = shortest + wall[index];
    }
    __syncthreads();
    if (i == steps - 1)
      break;
    if (computed)
      prev[tx] = result[tx];
    __syncthreads();
  }

  if (computed)
    dst[xidx] = result[tx];
}
