// Back-propagation for a two-layer perceptron (input -> hidden), weights stored row-major
// as w[(n_in + 1) x (n_hidden + 1)] with row 0 / column 0 for the bias unit.
//   bp_layer_forward     16x16 blocks: each block multiplies 16 input units by their 16x16
//                        weight patch and reduces down the rows in shared memory, writing one
//                        partial sum per (block row, hidden unit); the host adds the partials
//                        and applies the squashing function.
//   bp_adjust_weights    momentum update w += eta * delta_j * x_i + momentum * dw_old
// launch: block 16x16, grid (n_hidden/16, n_in/16)
#include <cuda_runtime.h>

#define BP_TILE 16
#define BP_ETA 0.3f
#define BP_MOMENTUM 0.3f

extern "C" __global__ void __launch_bounds__(BP_TILE *BP_TILE)
bp_layer_forward(const float *__restrict__ input, const float *__restrict__ weights, float *__restrict__ partial,
                 int n_in, int n_hidden) {
  __shared__ float node[BP_TILE];
  __shared__ float prod[BP_TILE][BP_TILE];

  const int tx = threadIdx.x, ty = threadIdx.y;
  const bool in_tile = tx < BP_TILE && ty < BP_TILE;
  const int row = BP_TILE * blockIdx.y + ty + 1; // input unit (row 0 is the bias)
  const int col = BP_TILE * blockIdx.x + tx + 1; // hidden unit
  const int stride = n_hidden + 1;

  if (in_tile && tx == 0)
    node[ty] = row <= n_in ? input[row] : 0.0f;
  __syncthreads();

  if (in_tile)
    prod[ty][tx] = (row <= n_in && col <= n_hidden) ? weights[row * stride + col] * node[ty] : 0.0f;
  __syncthreads();

  // Tree reduction over the 16 rows of the patch.
  for (int span = 1; span < BP_TILE; span *= 2) {
    if (in_tile && ty % (2 * span) == 0)
      prod[ty][tx] += prod[ty + span][tx];
    __syncthreads();
  }

  if (in_tile && ty == 0 && col <= n_hidden)
    partial[blockIdx.y * n_hidden + col - 1] = prod[0][tx];
}

extern "C" __global__ void
bp_adjust_weights(const float *__restrict__ delta, int n_hidden, const float *__restrict__ layer, int n_in,
                  float *__restrict__ w, float *__restrict__ w_prev) {
  const int row = blockIdx.y * blockDim.y + threadIdx.y + 1;
  const int col = blockIdx.x * blockDim.x + threadIdx.x + 1;
  const int stride = n_hidden + 1;
  if (col > n_hidden)
    return;

  if (row <= n_in) {
    const int idx = row * stride + col;
    const float dw = BP_ETA * delta[col] * layer[row] + BP_MOMENTUM * w_prev[idx];
    w[idx] += dw;
    w_prev[idx] = dw;
  }

  // The bias row is updated once per hidden unit by the first row of threads.
  if (blockIdx.y == 0 && threadIdx.y == 0) {
    const float dw = BP_ETA * delta[col] + BP_MOMENTUM * w_prev[col];
    w[col] += dw;
    w_prev[col] = dw;
  }
}
