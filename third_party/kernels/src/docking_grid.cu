// Molecular docking on precomputed affinity grids (AutoDock-style).
//   dock_grid_map     builds the grid maps: one grid point per thread; receptor atoms (x, y, z,
//                     charge) and their types staged through shared memory in tiles of
//                     TILE_ATOMS with barriers; per point a local array of accumulators, one per
//                     ligand atom type (<= MAX_TYPES), of a softened 12-6 Lennard-Jones term with
//                     pair parameters from __constant__ tables, plus a distance-dependent-dielectric
//                     Coulomb map; 8 A cutoff, energies capped, layout maps[type][z][y][x].
//   dock_score_poses  scores rigid ligand poses: one warp per pose (warp-uniform grid-stride),
//                     lanes over ligand atoms; quaternion rotation + translation, grid
//                     coordinates, trilinear interpolation of the atom type's map and of the
//                     electrostatic map times the charge, a penalty outside the box; butterfly
//                     __shfl_xor_sync reduction, lane 0 writes.
// launch: dock_grid_map block 128, grid ceil(npts/128); dock_score_poses block 128, grid-stride
#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>

#define MAX_TYPES 8
#define NREC_TYPES 8
#define TILE_ATOMS 128
#define CUTOFF2 64.f
#define E_CAP 1.0e5f

struct GridBox {
  float ox, oy, oz;  // origin
  float h;           // spacing
};

__constant__ float c_eps[NREC_TYPES][MAX_TYPES];
__constant__ float c_rmin[NREC_TYPES][MAX_TYPES];

extern "C" __global__ void __launch_bounds__(128)
dock_grid_map(const float4 *__restrict__ rec, const int *__restrict__ rec_type, int nrec, float *__restrict__ maps,
              int ntypes, GridBox box, int nx, int ny, int nz) {
  __shared__ float4 s_atom[TILE_ATOMS];
  __shared__ int s_type[TILE_ATOMS];
  ntypes = min(max(ntypes, 1), MAX_TYPES);
  const size_t npts = (size_t)nx * ny * nz;
  const size_t p = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  const bool valid = p < npts;
  float gx = 0.f, gy = 0.f, gz = 0.f;
  if (valid) {
    gx = box.ox + box.h * (float)(p % nx);
    gy = box.oy + box.h * (float)((p / nx) % ny);
    gz = box.oz + box.h * (float)(p / ((size_t)nx * ny));
  }
  float e[MAX_TYPES];
#pragma unroll
  for (int t = 0; t < MAX_TYPES; ++t)
    e[t] = 0.f;
  float elec = 0.f;

  for (int base = 0; base < nrec; base += TILE_ATOMS) {
    for (int a = threadIdx.x; a < TILE_ATOMS; a += blockDim.x) {
      if (base + a < nrec) {
        s_atom[a] = rec[base + a];
        s_type[a] = (unsigned)rec_type[base + a] % NREC_TYPES;
      }
    }
    __syncthreads();
    const int cnt = min(TILE_ATOMS, nrec - base);
    if (valid) {
      for (int a = 0; a < cnt; ++a) {
        const float4 at = s_atom[a];
        const float dx = at.x - gx, dy = at.y - gy, dz = at.z - gz;
        const float r2 = fmaxf(dx * dx + dy * dy + dz * dz, 0.25f);
        if (r2 > CUTOFF2)
          continue;
        const int rt = s_type[a];
        const float inv_r2 = 1.f / r2;
#pragma unroll
        for (int t = 0; t < MAX_TYPES; ++t) {
          if (t < ntypes) {
            const float rm2 = c_rmin[rt][t] * c_rmin[rt][t];
            const float s6 = rm2 * inv_r2 * rm2 * inv_r2 * rm2 * inv_r2;
            e[t] += c_eps[rt][t] * (s6 * s6 - 2.f * s6);
          }
        }
        elec += 332.06f * at.w * 0.25f * inv_r2; // eps(r) = 4 r
      }
    }
    __syncthreads();
  }
  if (!valid)
    return;
#pragma unroll
  for (int t = 0; t < MAX_TYPES; ++t)
    if (t < ntypes)
      maps[(size_t)t * npts + p] = fminf(e[t], E_CAP);
  maps[(size_t)ntypes * npts + p] = fminf(fmaxf(elec, -E_CAP), E_CAP);
}

static __device__ __forceinline__ float trilinear(const float *m, int nx, int ny, int ix, int iy, int iz, float fx,
                                                  float fy, float fz) {
  const size_t sy = nx, sz = (size_t)nx * ny;
  const size_t o = iz * sz + iy * sy + ix;
  const float c00 = m[o] + fx * (m[o + 1] - m[o]);
  const float c10 = m[o + sy] + fx * (m[o + sy + 1] - m[o + sy]);
  const float c01 = m[o + sz] + fx * (m[o + sz + 1] - m[o + sz]);
  const float c11 = m[o + sz + sy] + fx * (m[o + sz + sy + 1] - m[o + sz + sy]);
  const float c0 = c00 + fy * (c10 - c00);
  const float c1 = c01 + fy * (c11 - c01);
  return c0 + fz * (c1 - c0);
}

extern "C" __global__ void __launch_bounds__(128)
dock_score_poses(const float *__restrict__ poses, const float4 *__restrict__ lig, const int *__restrict__ lig_type,
                 int natoms, const float *__restrict__ maps, int ntypes, GridBox box, int nx, int ny, int nz,
                 float out_penalty, float *__restrict__ score, int nposes) {
  if (nx < 2 || ny < 2 || nz < 2)
    return;
  ntypes = min(max(ntypes, 1), MAX_TYPES);
  const size_t npts = (size_t)nx * ny * nz;
  const float inv_h = 1.f / box.h;
  const int lane = threadIdx.x & 31;
  const int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const int nwarps = (gridDim.x * blockDim.x) >> 5;
  for (int pose = warp; pose < nposes; pose += nwarps) {
    const float *ps = poses + 7 * (size_t)pose;
    const float tx = ps[0], ty = ps[1], tz = ps[2];
    float qw = ps[3], qx = ps[4], qy = ps[5], qz = ps[6];
    const float qn = rsqrtf(fmaxf(qw * qw + qx * qx + qy * qy + qz * qz, 1e-12f));
    qw *= qn; qx *= qn; qy *= qn; qz *= qn;
    float acc = 0.f;
    for (int a = lane; a < natoms; a += 32) {
      const float4 l = lig[a];
      // v' = v + 2 q x (q x v + w v)
      const float cx = qy * l.z - qz * l.y + qw * l.x;
      const float cy = qz * l.x - qx * l.z + qw * l.y;
      const float cz = qx * l.y - qy * l.x + qw * l.z;
      const float x = l.x + 2.f * (qy * cz - qz * cy) + tx;
      const float y = l.y + 2.f * (qz * cx - qx * cz) + ty;
      const float z = l.z + 2.f * (qx * cy - qy * cx) + tz;
      const float gx = (x - box.ox) * inv_h, gy = (y - box.oy) * inv_h, gz = (z - box.oz) * inv_h;
      if (!(gx >= 0.f && gy >= 0.f && gz >= 0.f && gx < nx - 1 && gy < ny - 1 && gz < nz - 1)) {
        acc += out_penalty;
        continue;
      }
      const int ix = min((int)gx, nx - 2), iy = min((int)gy, ny - 2), iz = min((int)gz, nz - 2);
      const float fx = gx - ix, fy = gy - iy, fz = gz - iz;
      const int t = (unsigned)lig_type[a] % (unsigned)ntypes;
      acc += trilinear(maps + (size_t)t * npts, nx, ny, ix, iy, iz, fx, fy, fz);
      acc += l.w * trilinear(maps + (size_t)ntypes * npts, nx, ny, ix, iy, iz, fx, fy, fz);
    }
#pragma unroll
    for (int off = 16; off > 0; off >>= 1)
      acc += __shfl_xor_sync(0xffffffffu, acc, off);
    if (lane == 0)
      score[pose] = acc;
  }
}
