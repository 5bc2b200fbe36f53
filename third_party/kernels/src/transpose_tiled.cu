// Matrix transpose through a padded 32x32 shared tile (32x8 threads, four rows each), and
// an out-of-place batched transpose of 3D tensors [batch][rows][cols] -> [batch][cols][rows]
// with 64-bit batch offsets.
// kestrel-launch: transpose_tiled block=32,8
// kestrel-launch: transpose_batched block=32,8 scale=8
#include <cuda_runtime.h>

#define TILE 32
#define ROWS 8

extern "C" __global__ void __launch_bounds__(256) transpose_tiled(const float *__restrict__ in, float *__restrict__ out,
                                                                  int rows, int cols) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
#pragma unroll
  for (int j = 0; j < TILE; j += ROWS)
    if (x < cols && y + j < rows) tile[threadIdx.y + j][threadIdx.x] = in[(size_t)(y + j) * cols + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
#pragma unroll
  for (int j = 0; j < TILE; j += ROWS)
    if (x < rows && y + j < cols) out[(size_t)(y + j) * rows + x] = tile[threadIdx.x][threadIdx.y + j];
}

extern "C" __global__ void __launch_bounds__(256) transpose_batched(const double *__restrict__ in, double *__restrict__ out,
                                                                    int rows, int cols, int batch) {
  __shared__ double tile[TILE][TILE + 1];
  for (int bz = blockIdx.z; bz < batch; bz += gridDim.z) {
    long long base = (long long)bz * rows * cols;
    int x = blockIdx.x * TILE + threadIdx.x;
    int y = blockIdx.y * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
      if (x < cols && y + j < rows) tile[threadIdx.y + j][threadIdx.x] = in[base + (long long)(y + j) * cols + x];
    __syncthreads();
    x = blockIdx.y * TILE + threadIdx.x;
    y = blockIdx.x * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
      if (x < rows && y + j < cols) out[base + (long long)(y + j) * rows + x] = tile[threadIdx.x][threadIdx.y + j];
    __syncthreads();
  }
}
