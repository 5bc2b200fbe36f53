// 2D Jacobi-style 5-point heat step with a shared-memory tile and explicit halo loads:
// each 16x16 block loads its interior, then the threads on the tile's edges load the four
// halo strips (and the halo is zero outside the domain), a barrier, and the update. A
// second kernel does a 3D 7-point variant that marches along z keeping three planes.
// kestrel-launch: heat_step_halo block=16,16
// kestrel-launch: heat3d_march block=16,16 scale=8
#include <cuda_runtime.h>

#define BX 16
#define BY 16

extern "C" __global__ void __launch_bounds__(256) heat_step_halo(const float *__restrict__ t_in, float *__restrict__ t_out,
                                                                 int nx, int ny, float alpha) {
  __shared__ float tile[BY + 2][BX + 2];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * BX + tx, y = blockIdx.y * BY + ty;
  bool inside = x < nx && y < ny;
  tile[ty + 1][tx + 1] = inside ? t_in[y * nx + x] : 0.f;
  if (tx == 0) tile[ty + 1][0] = (x > 0 && y < ny) ? t_in[y * nx + x - 1] : 0.f;
  if (tx == BX - 1) tile[ty + 1][BX + 1] = (x + 1 < nx && y < ny) ? t_in[y * nx + x + 1] : 0.f;
  if (ty == 0) tile[0][tx + 1] = (y > 0 && x < nx) ? t_in[(y - 1) * nx + x] : 0.f;
  if (ty == BY - 1) tile[BY + 1][tx + 1] = (y + 1 < ny && x < nx) ? t_in[(y + 1) * nx + x] : 0.f;
  __syncthreads();
  if (!inside) return;
  float c = tile[ty + 1][tx + 1];
  float lap = tile[ty][tx + 1] + tile[ty + 2][tx + 1] + tile[ty + 1][tx] + tile[ty + 1][tx + 2] - 4.f * c;
  t_out[y * nx + x] = c + alpha * lap;
}

extern "C" __global__ void __launch_bounds__(256) heat3d_march(const float *__restrict__ t_in, float *__restrict__ t_out,
                                                               int nx, int ny, int nz, float alpha) {
  __shared__ float plane[BY + 2][BX + 2];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * BX + tx, y = blockIdx.y * BY + ty;
  bool inside = x < nx && y < ny;
  size_t stride = (size_t)nx * ny;
  size_t at = (size_t)y * nx + x;
  float below = 0.f, here = inside ? t_in[at] : 0.f, above;
  for (int z = 0; z < nz; z++) {
    above = (inside && z + 1 < nz) ? t_in[at + (z + 1) * stride] : 0.f;
    __syncthreads();
    plane[ty + 1][tx + 1] = here;
    if (tx == 0) plane[ty + 1][0] = (x > 0 && y < ny) ? t_in[z * stride + at - 1] : 0.f;
    if (tx == BX - 1) plane[ty + 1][BX + 1] = (x + 1 < nx && y < ny) ? t_in[z * stride + at + 1] : 0.f;
    if (ty == 0) plane[0][tx + 1] = (y > 0 && x < nx) ? t_in[z * stride + at - nx] : 0.f;
    if (ty == BY - 1) plane[BY + 1][tx + 1] = (y + 1 < ny && x < nx) ? t_in[z * stride + at + nx] : 0.f;
    __syncthreads();
    if (inside) {
      float lap = plane[ty][tx + 1] + plane[ty + 2][tx + 1] + plane[ty + 1][tx] + plane[ty + 1][tx + 2] + below + above -
                  6.f * here;
      t_out[z * stride + at] = here + alpha * lap;
    }
    below = here;
    here = above;
  }
}
