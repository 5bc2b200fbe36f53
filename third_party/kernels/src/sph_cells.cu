// Smoothed-particle hydrodynamics on a uniform cell grid.  Particles are sorted by cell;
// cell_start/cell_end give each cell's range in the sorted arrays.  Kernel constants live in
// constant memory (uploaded once per run).
//   sph_density_pressure  density from the poly6 kernel over the 27 surrounding cells, and
//                         pressure from the Tait-like equation of state p = k (rho - rho0)
//   sph_forces            pressure (spiky gradient) and viscosity (laplacian) accelerations
//                         plus gravity
// launch: block 128, grid ceil(n/128)
#include <cuda_runtime.h>

struct SphConstants {
  float cell_size;
  float h, h2;
  float mass;
  float poly6;      // 315 / (64 pi h^9)
  float spiky_grad; // -45 / (pi h^6)
  float visc_lap;   // 45 / (pi h^6)
  float rest_density;
  float stiffness;
  float viscosity;
  float gravity_y;
};

__constant__ SphConstants c_sph;

static __device__ __forceinline__ int clampi(int v, int lo, int hi) { return min(max(v, lo), hi); }

static __device__ __forceinline__ int3 cell_of(float4 p, int gx, int gy, int gz) {
  const float inv = 1.0f / c_sph.cell_size;
  return make_int3(clampi((int)floorf(p.x * inv), 0, gx - 1), clampi((int)floorf(p.y * inv), 0, gy - 1),
                   clampi((int)floorf(p.z * inv), 0, gz - 1));
}

extern "C" __global__ void __launch_bounds__(128)
sph_density_pressure(const float4 *__restrict__ pos, const int *__restrict__ cell_start,
                     const int *__restrict__ cell_end, float *__restrict__ density, float *__restrict__ pressure,
                     int n, int gx, int gy, int gz) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || gx <= 0 || gy <= 0 || gz <= 0)
    return;
  const float4 pi = pos[i];
  const int3 c = cell_of(pi, gx, gy, gz);
  float sum = 0.0f;
  for (int dz = -1; dz <= 1; dz++) {
    const int z = c.z + dz;
    if (z < 0 || z >= gz)
      continue;
    for (int dy = -1; dy <= 1; dy++) {
      const int y = c.y + dy;
      if (y < 0 || y >= gy)
        continue;
      for (int dx = -1; dx <= 1; dx++) {
        const int x = c.x + dx;
        if (x < 0 || x >= gx)
          continue;
        const int cell = (z * gy + y) * gx + x;
        const int end = min(cell_end[cell], n);
        for (int j = cell_start[cell]; j < end; j++) {
          const float4 pj = pos[j];
          const float ddx = pi.x - pj.x, ddy = pi.y - pj.y, ddz = pi.z - pj.z;
          const float r2 = ddx * ddx + ddy * ddy + ddz * ddz;
          if (r2 < c_sph.h2) {
            const float w = c_sph.h2 - r2;
            sum += w * w * w;
          }
        }
      }
    }
  }
  const float rho = c_sph.mass * c_sph.poly6 * sum;
  density[i] = rho;
  pressure[i] = c_sph.stiffness * (rho - c_sph.rest_density);
}

extern "C" __global__ void __launch_bounds__(128)
sph_forces(const float4 *__restrict__ pos, const float4 *__restrict__ vel, const float *__restrict__ density,
           const float *__restrict__ pressure, const int *__restrict__ cell_start, const int *__restrict__ cell_end,
           float4 *__restrict__ accel, int n, int gx, int gy, int gz) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || gx <= 0 || gy <= 0 || gz <= 0)
    return;
  const float4 pi = pos[i];
  const float4 vi = vel[i];
  const float rho_i = density[i];
  const float p_i = pressure[i];
  const int3 c = cell_of(pi, gx, gy, gz);
  float fx = 0.0f, fy = 0.0f, fz = 0.0f;

  for (int dz = -1; dz <= 1; dz++)
    for (int dy = -1; dy <= 1; dy++)
      for (int dx = -1; dx <= 1; dx++) {
        const int x = c.x + dx, y = c.y + dy, z = c.z + dz;
        if (x < 0 || x >= gx || y < 0 || y >= gy || z < 0 || z >= gz)
          continue;
        const int cell = (z * gy + y) * gx + x;
        const int end = min(cell_end[cell], n);
        for (int j = cell_start[cell]; j < end; j++) {
          if (j == i)
            continue;
          const float4 pj = pos[j];
          const float rx = pi.x - pj.x, ry = pi.y - pj.y, rz = pi.z - pj.z;
          const float r = sqrtf(rx * rx + ry * ry + rz * rz);
          if (r >= c_sph.h || r <= 1e-6f)
            continue;
          const float rho_j = density[j];
          const float hr = c_sph.h - r;
          // symmetric pressure term
          const float fp = -c_sph.mass * (p_i + pressure[j]) / (2.0f * rho_j) * c_sph.spiky_grad * hr * hr / r;
          fx += fp * rx;
          fy += fp * ry;
          fz += fp * rz;
          // viscosity pulls towards the neighbour's velocity
          const float4 vj = vel[j];
          const float fv = c_sph.viscosity * c_sph.mass * c_sph.visc_lap * hr / rho_j;
          fx += fv * (vj.x - vi.x);
          fy += fv * (vj.y - vi.y);
          fz += fv * (vj.z - vi.z);
        }
      }

  const float inv_rho = 1.0f / rho_i;
  accel[i] = make_float4(fx * inv_rho, fy * inv_rho + c_sph.gravity_y, fz * inv_rho, 0.0f);
}
