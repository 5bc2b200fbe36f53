// Stencils indexed in 64 bits (size_t pitch and plane stride, as code for grids past 2^31
// elements writes them), each thread marching along z for one (x, y) column: a 2D 9-point
// Jacobi sweep applied to every z slab, and a 3D 7-point Laplacian. Both read backward
// neighbours (`at - pitch`, `at - plane`) as differences, forward ones as sums.
// kestrel-launch: jacobi9_pitched block=32,8 scale=8
// kestrel-launch: laplace7_pitched block=32,8 scale=8
#include <cuda_runtime.h>

extern "C" __global__ void jacobi9_pitched(const float *__restrict__ in, float *__restrict__ out, int nx, int ny,
                                           int nz, float w0, float w1, float w2) {
  int x = blockIdx.x * blockDim.x + threadIdx.x + 1;
  int y = blockIdx.y * blockDim.y + threadIdx.y + 1;
  if (x >= nx - 1 || y >= ny - 1) return;
  size_t pitch = nx;
  size_t plane = (size_t)nx * ny;
  for (int z = 0; z < nz; z++) {
    size_t at = z * plane + y * pitch + x;
    float c = in[at];
    float e = in[at + 1] + in[at - 1] + in[at + pitch] + in[at - pitch];
    float d = in[at + pitch + 1] + in[at + pitch - 1] + in[at - pitch + 1] + in[at - pitch - 1];
    out[at] = w0 * c + w1 * e + w2 * d;
  }
}

extern "C" __global__ void laplace7_pitched(const float *__restrict__ in, float *__restrict__ out, int nx, int ny,
                                            int nz, float h2inv) {
  int x = blockIdx.x * blockDim.x + threadIdx.x + 1;
  int y = blockIdx.y * blockDim.y + threadIdx.y + 1;
  if (x >= nx - 1 || y >= ny - 1) return;
  size_t pitch = nx;
  size_t plane = (size_t)nx * ny;
  for (int z = 1; z < nz - 1; z++) {
    size_t at = z * plane + y * pitch + x;
    float sum = in[at + 1] + in[at - 1] + in[at + pitch] + in[at - pitch] + in[at + plane] + in[at - plane];
    out[at] = (sum - 6.0f * in[at]) * h2inv;
  }
}
