// 2D electrostatic particle-in-cell on a periodic nx x ny grid with spacing dx.
//   pic_deposit_cic   cloud-in-cell charge deposition: each particle spreads q over the four
//                     surrounding grid nodes with bilinear weights. Charge is accumulated in
//                     fixed point (round(q w * scale)) with integer atomicAdd, so the grid
//                     is bit-identical whatever the order of the particles.
//   pic_gather_push   gathers E at the particle with the same CIC weights and advances a
//                     leapfrog step (v += qm E dt, x += v dt), wrapping positions into the
//                     periodic box; push parameters come in a by-value struct.
// launch (both): block 256, grid ceil(np/256) (grid-stride: any grid works)
#include <cuda_runtime.h>

struct PushParams {
  float qm;      // charge / mass
  float dt;
  float inv_dx;  // 1 / dx
  float lx, ly;  // box size = nx dx, ny dx
};

static __device__ __forceinline__ int wrap(int i, int n) {
  const int r = i % n;
  return r < 0 ? r + n : r;
}

static __device__ __forceinline__ float wrapf(float x, float l) {
  x = x - l * floorf(x / l);
  return (x >= l || x < 0.0f) ? 0.0f : x;  // rounding may land exactly on l
}

extern "C" __global__ void __launch_bounds__(256)
pic_deposit_cic(const float2 *__restrict__ pos, const float *__restrict__ q, int *__restrict__ rho_fixed, int np,
                int nx, int ny, float inv_dx, float scale) {
  if (nx <= 0 || ny <= 0)
    return;
  for (int p = blockIdx.x * blockDim.x + threadIdx.x; p < np; p += gridDim.x * blockDim.x) {
    const float2 x = pos[p];
    const float gx = x.x * inv_dx, gy = x.y * inv_dx;
    const float fx = floorf(gx), fy = floorf(gy);
    if (!(fabsf(fx) < 1.0e8f && fabsf(fy) < 1.0e8f))
      continue;  // lost particle (NaN or far outside)
    const float wx = gx - fx, wy = gy - fy;
    const int i0 = wrap((int)fx, nx), j0 = wrap((int)fy, ny);
    const int i1 = i0 + 1 == nx ? 0 : i0 + 1;
    const int j1 = j0 + 1 == ny ? 0 : j0 + 1;
    const float qs = q[p] * scale;
    atomicAdd(&rho_fixed[j0 * nx + i0], __float2int_rn(qs * (1.0f - wx) * (1.0f - wy)));
    atomicAdd(&rho_fixed[j0 * nx + i1], __float2int_rn(qs * wx * (1.0f - wy)));
    atomicAdd(&rho_fixed[j1 * nx + i0], __float2int_rn(qs * (1.0f - wx) * wy));
    atomicAdd(&rho_fixed[j1 * nx + i1], __float2int_rn(qs * wx * wy));
  }
}

extern "C" __global__ void __launch_bounds__(256)
pic_gather_push(float2 *__restrict__ pos, float2 *__restrict__ vel, const float2 *__restrict__ efield, int np, int nx,
                int ny, PushParams pp) {
  if (nx <= 0 || ny <= 0 || !(pp.lx > 0.0f) || !(pp.ly > 0.0f))
    return;
  for (int p = blockIdx.x * blockDim.x + threadIdx.x; p < np; p += gridDim.x * blockDim.x) {
    float2 x = pos[p];
    float2 v = vel[p];
    const float gx = x.x * pp.inv_dx, gy = x.y * pp.inv_dx;
    const float fx = floorf(gx), fy = floorf(gy);
    if (!(fabsf(fx) < 1.0e8f && fabsf(fy) < 1.0e8f))
      continue;
    const float wx = gx - fx, wy = gy - fy;
    const int i0 = wrap((int)fx, nx), j0 = wrap((int)fy, ny);
    const int i1 = i0 + 1 == nx ? 0 : i0 + 1;
    const int j1 = j0 + 1 == ny ? 0 : j0 + 1;
    const float2 e00 = efield[j0 * nx + i0], e10 = efield[j0 * nx + i1];
    const float2 e01 = efield[j1 * nx + i0], e11 = efield[j1 * nx + i1];
    const float w00 = (1.0f - wx) * (1.0f - wy), w10 = wx * (1.0f - wy);
    const float w01 = (1.0f - wx) * wy, w11 = wx * wy;
    const float ex = w00 * e00.x + w10 * e10.x + w01 * e01.x + w11 * e11.x;
    const float ey = w00 * e00.y + w10 * e10.y + w01 * e01.y + w11 * e11.y;
    v.x += pp.qm * ex * pp.dt;
    v.y += pp.qm * ey * pp.dt;
    x.x = wrapf(x.x + v.x * pp.dt, pp.lx);
    x.y = wrapf(x.y + v.y * pp.dt, pp.ly);
    pos[p] = x;
    vel[p] = v;
  }
}
