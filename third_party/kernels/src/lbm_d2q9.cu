// Lattice Boltzmann D2Q9 (BGK) for a lid-driven channel with obstacles, structure-of-arrays
// populations f[q * N + node], node = y * nx + x.  Pull scheme: each fluid node gathers the
// populations streaming into it, applies half-way bounce-back at obstacle cells and at the
// bottom/top walls (the top wall moves with u_lid), is periodic in x, then relaxes to the
// local equilibrium.  Obstacle nodes are copied through unchanged.
//   lbm_stream_collide   one time step, f_in -> f_out (64-bit grid-stride over nodes)
//   lbm_macroscopic      density and velocity fields for output
// launch: block 128, grid-stride
#include <cuda_runtime.h>

#define CELL_FLUID 0
#define CELL_SOLID 1

static __device__ __forceinline__ int wrap(int v, int n) { return v < 0 ? v + n : (v >= n ? v - n : v); }

extern "C" __global__ void __launch_bounds__(128)
lbm_stream_collide(const float *__restrict__ f_in, float *__restrict__ f_out, const unsigned char *__restrict__ flags,
                   int nx, int ny, float omega, float u_lid) {
  const int cx[9] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
  const int cy[9] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
  const int opp[9] = {0, 3, 4, 1, 2, 7, 8, 5, 6};
  const float wq[9] = {4.f / 9.f,  1.f / 9.f,  1.f / 9.f,  1.f / 9.f, 1.f / 9.f,
                       1.f / 36.f, 1.f / 36.f, 1.f / 36.f, 1.f / 36.f};

  const size_t N = (size_t)nx * ny;
  for (size_t node = (size_t)blockIdx.x * blockDim.x + threadIdx.x; node < N; node += (size_t)gridDim.x * blockDim.x) {
    if (flags[node] == CELL_SOLID) {
#pragma unroll
      for (int q = 0; q < 9; q++)
        f_out[q * N + node] = f_in[q * N + node];
      continue;
    }
    const int x = (int)(node % nx);
    const int y = (int)(node / nx);

    float f[9];
#pragma unroll
    for (int q = 0; q < 9; q++) {
      const int sx = wrap(x - cx[q], nx);
      const int sy = y - cy[q];
      if (sy < 0 || sy >= ny) {
        // wall: the population leaving towards the wall comes back reversed
        float fb = f_in[opp[q] * N + node];
        if (sy >= ny)
          fb += 6.0f * wq[q] * (cx[q] * u_lid); // moving lid, rho_wall = 1
        f[q] = fb;
      } else {
        const size_t src = (size_t)sy * nx + sx;
        f[q] = flags[src] == CELL_SOLID ? f_in[opp[q] * N + node] : f_in[q * N + src];
      }
    }

    float rho = 0.0f, ux = 0.0f, uy = 0.0f;
#pragma unroll
    for (int q = 0; q < 9; q++) {
      rho += f[q];
      ux += cx[q] * f[q];
      uy += cy[q] * f[q];
    }
    const float inv_rho = 1.0f / rho;
    ux *= inv_rho;
    uy *= inv_rho;
    const float usq = 1.5f * (ux * ux + uy * uy);

#pragma unroll
    for (int q = 0; q < 9; q++) {
      const float cu = 3.0f * (cx[q] * ux + cy[q] * uy);
      const float feq = wq[q] * rho * (1.0f + cu + 0.5f * cu * cu - usq);
      f_out[q * N + node] = f[q] - omega * (f[q] - feq);
    }
  }
}

extern "C" __global__ void __launch_bounds__(128)
lbm_macroscopic(const float *__restrict__ f, const unsigned char *__restrict__ flags, float *__restrict__ rho_out,
                float *__restrict__ ux_out, float *__restrict__ uy_out, int nx, int ny) {
  const size_t N = (size_t)nx * ny;
  for (size_t node = (size_t)blockIdx.x * blockDim.x + threadIdx.x; node < N; node += (size_t)gridDim.x * blockDim.x) {
    if (flags[node] == CELL_SOLID) {
      rho_out[node] = 1.0f;
      ux_out[node] = 0.0f;
      uy_out[node] = 0.0f;
      continue;
    }
    float p[9];
#pragma unroll
    for (int q = 0; q < 9; q++)
      p[q] = f[q * N + node];
    const float rho = p[0] + p[1] + p[2] + p[3] + p[4] + p[5] + p[6] + p[7] + p[8];
    const float mx = p[1] - p[3] + p[5] - p[6] - p[7] + p[8];
    const float my = p[2] - p[4] + p[5] + p[6] - p[7] - p[8];
    rho_out[node] = rho;
    ux_out[node] = mx / rho;
    uy_out[node] = my / rho;
  }
}
