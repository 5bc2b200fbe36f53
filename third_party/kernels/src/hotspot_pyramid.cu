// Transient thermal simulation of a chip floorplan (hotspot-style).
// Each 16x16 block loads a tile of the temperature and power grids and advances it
// `iterations` time steps in shared memory ("pyramid" scheme): after every step the valid
// region shrinks by one cell on each side, so a block only writes the interior it could
// compute exactly.  Neighbouring blocks overlap by `border` cells.
// launch: block 16x16, grid ceil(cols/small) x ceil(rows/small), small = 16 - 2*iterations
#include <cuda_runtime.h>

#define HS_BLOCK 16

struct ThermalCoeffs {
  float cap;      // thermal capacitance of one cell
  float rx, ry;   // lateral resistances
  float rz;       // vertical resistance to the heat sink
  float step;     // time step
  float amb_temp; // ambient temperature
};

static __device__ __forceinline__ bool in_range(int v, int lo, int hi) { return v >= lo && v <= hi; }

extern "C" __global__ void __launch_bounds__(256)
hotspot_pyramid(int iterations, const float *__restrict__ power, const float *__restrict__ temp_src,
                float *__restrict__ temp_dst, int grid_cols, int grid_rows, int border_cols, int border_rows,
                ThermalCoeffs k) {
  __shared__ float temp_on[HS_BLOCK][HS_BLOCK];
  __shared__ float power_on[HS_BLOCK][HS_BLOCK];
  __shared__ float temp_next[HS_BLOCK][HS_BLOCK];

  // The pyramid cannot be taller than half a tile.
  const int iters = min(iterations, HS_BLOCK / 2 - 1);
  const float step_div_cap = k.step / k.cap;
  const float rx_1 = 1.0f / k.rx, ry_1 = 1.0f / k.ry, rz_1 = 1.0f / k.rz;

  const int tx = threadIdx.x, ty = threadIdx.y;
  const bool in_tile = tx < HS_BLOCK && ty < HS_BLOCK;

  const int small_rows = HS_BLOCK - 2 * iters;
  const int small_cols = HS_BLOCK - 2 * iters;

  // Tile origin in the global grid (may be negative at the top/left edge).
  const int blk_y = small_rows * blockIdx.y - border_rows;
  const int blk_x = small_cols * blockIdx.x - border_cols;
  const int blk_ymax = blk_y + HS_BLOCK - 1;
  const int blk_xmax = blk_x + HS_BLOCK - 1;

  const int yidx = blk_y + ty;
  const int xidx = blk_x + tx;
  const int index = grid_cols * yidx + xidx;

  if (in_tile && in_range(yidx, 0, grid_rows - 1) && in_range(xidx, 0, grid_cols - 1)) {
    temp_on[ty][tx] = temp_src[index];
    power_on[ty][tx] = power[index];
  }
  __syncthreads();

  // Part of the tile that lies inside the chip.
  const int valid_ymin = blk_y < 0 ? -blk_y : 0;
  const int valid_ymax = blk_ymax > grid_rows - 1 ? HS_BLOCK - 1 - (blk_ymax - grid_rows + 1) : HS_BLOCK - 1;
  const int valid_xmin = blk_x < 0 ? -blk_x : 0;
  const int valid_xmax = blk_xmax > grid_cols - 1 ? HS_BLOCK - 1 - (blk_xmax - grid_cols + 1) : HS_BLOCK - 1;

  // Neighbours, clamped at the chip boundary (adiabatic edges).
  int n = ty - 1, s = ty + 1, w = tx - 1, e = tx + 1;
  n = n < valid_ymin ? valid_ymin : n;
  s = s > valid_ymax ? valid_ymax : s;
  w = w < valid_xmin ? valid_xmin : w;
  e = e > valid_xmax ? valid_xmax : e;

  bool computed = false;
  for (int i = 0; i < iters; i++) {
    computed = false;
    if (in_tile && in_range(tx, i + 1, HS_BLOCK - i - 2) && in_range(ty, i + 1, HS_BLOCK - i - 2) &&
        in_range(tx, valid_xmin, valid_xmax) && in_range(ty, valid_ymin, valid_ymax)) {
      computed = true;
      const float t = temp_on[ty][tx];
      temp_next[ty][tx] =
          t + step_div_cap * (power_on[ty][tx] + (temp_on[s][tx] + temp_on[n][tx] - 2.0f * t) * ry_1 +
                              (temp_on[ty][e] + temp_on[ty][w] - 2.0f * t) * rx_1 + (k.amb_temp - t) * rz_1);
    }
    __syncthreads();
    if (i == iters - 1)
      break;
    if (computed)
      temp_on[ty][tx] = temp_next[ty][tx];
    __syncthreads();
  }

  // Only cells that survived every step of the pyramid are exact.
  if (computed)
    temp_dst[index] = temp_next[ty][tx];
}
