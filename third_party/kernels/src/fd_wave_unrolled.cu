// High-order finite-difference wave propagation on a 3D grid (seismic-style): each thread
// marches along z for one (x, y) column. The radius-8 stencil loops are `#pragma unroll`ed,
// the coefficients live in __constant__ memory, and the 64-bit plane stride and row offsets
// are invariant terms of every unrolled iteration.
// kestrel-launch: fd_wave_step scale=8
#include <cuda_runtime.h>

#define RADIUS 8

__constant__ float c_coeff_x[RADIUS + 1];
__constant__ float c_coeff_y[RADIUS + 1];
__constant__ float c_coeff_z[RADIUS + 1];

extern "C" __global__ void fd_wave_step(const float *__restrict__ current, const float *__restrict__ previous,
                                        float *__restrict__ next, const float *__restrict__ velocity,
                                        int nx, int ny, int nz, float dt2) {
  int x = blockIdx.x * blockDim.x + threadIdx.x + RADIUS;
  int y = blockIdx.y * blockDim.y + threadIdx.y + RADIUS;
  if (x >= nx - RADIUS || y >= ny - RADIUS) return;
  long long stride_y = nx;
  long long stride_z = (long long)nx * ny;
  for (int z = RADIUS; z < nz - RADIUS; z++) {
    long long at = z * stride_z + y * stride_y + x;
    float centre = current[at];
    float lap = (c_coeff_x[0] + c_coeff_y[0] + c_coeff_z[0]) * centre;
#pragma unroll
    for (int r = 1; r <= RADIUS; r++) {
      lap += c_coeff_x[r] * (current[at + r] + current[at - r]);
      lap += c_coeff_y[r] * (current[at + r * stride_y] + current[at - r * stride_y]);
      lap += c_coeff_z[r] * (current[at + r * stride_z] + current[at - r * stride_z]);
    }
    float v = velocity[at];
    next[at] = 2.0f * centre - previous[at] + v * v * dt2 * lap;
  }
}
