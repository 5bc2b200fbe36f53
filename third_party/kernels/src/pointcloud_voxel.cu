// Point-cloud preprocessing (PCL / Open3D style): voxel-grid downsampling into a dense grid
// and PCA normal estimation over precomputed k-nearest-neighbour lists.
//
//   voxel_accumulate       one thread per point (grid-stride): voxel coordinates from a
//                          by-value grid struct (origin, 1/leaf, dims), points outside the grid
//                          counted in a shared counter; inside, the voxel's count and the
//                          point's offset from the voxel corner in 2^-16 leaf units are added
//                          with integer atomics (so sums do not depend on the order), plus the
//                          intensity maximum via atomicMax on its bits (non-negative floats).
//                          launch: block 128, grid 2 (n 600, grid 10x10x10).
//   voxel_compact_centroids one thread per voxel: occupied voxels get a centroid
//                          (corner + mean offset), compacted with __ballot_sync / __popc warp
//                          offsets and one atomicAdd per warp on the output cursor, voxels
//                          below min_points dropped. launch: block 256, grid 4 (1000 voxels).
//   normal_estimation_pca  one thread per point: mean and 3x3 covariance of its k neighbours
//                          (indices reduced modulo n, self included), a __noinline__ helper on
//                          the packed covariance that finds the smallest eigenpair by power
//                          iteration on (tr C) I - C with a Rayleigh quotient, curvature
//                          lambda_min / tr C, and the normal flipped towards the viewpoint.
//                          launch: block 128, grid 3 (n 300, k 8).
#include <cuda_runtime.h>

struct VoxelGrid {
  float ox, oy, oz;
  float inv_leaf;
  int nx, ny, nz;
};

#define FIX_SCALE 65536.0f
#define MAX_KNN 32

extern "C" __global__ void __launch_bounds__(256)
voxel_accumulate(const float4 *__restrict__ pts, int n, VoxelGrid g, unsigned *__restrict__ vcount,
                 unsigned *__restrict__ sx, unsigned *__restrict__ sy, unsigned *__restrict__ sz,
                 unsigned *__restrict__ imax, unsigned *__restrict__ outside) {
  __shared__ unsigned s_out;
  if (threadIdx.x == 0) s_out = 0u;
  __syncthreads();
  const int stride = gridDim.x * blockDim.x;
  const bool grid_ok = g.nx > 0 && g.ny > 0 && g.nz > 0 && g.inv_leaf > 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
    const float4 p = pts[i];
    const float fx = (p.x - g.ox) * g.inv_leaf;
    const float fy = (p.y - g.oy) * g.inv_leaf;
    const float fz = (p.z - g.oz) * g.inv_leaf;
    // compare in float first: the conversion below is then in range (and NaN fails)
    const bool inside = grid_ok && fx >= 0.0f && fy >= 0.0f && fz >= 0.0f && fx < (float)g.nx &&
                        fy < (float)g.ny && fz < (float)g.nz;
    if (!inside) {
      atomicAdd(&s_out, 1u);
      continue;
    }
    const int ix = min((int)fx, g.nx - 1), iy = min((int)fy, g.ny - 1), iz = min((int)fz, g.nz - 1);
    const size_t v = ((size_t)iz * g.ny + iy) * g.nx + ix;
    atomicAdd(&vcount[v], 1u);
    atomicAdd(&sx[v], (unsigned)((fx - (float)ix) * FIX_SCALE));
    atomicAdd(&sy[v], (unsigned)((fy - (float)iy) * FIX_SCALE));
    atomicAdd(&sz[v], (unsigned)((fz - (float)iz) * FIX_SCALE));
    atomicMax(&imax[v], __float_as_uint(fmaxf(p.w, 0.0f)));
  }
  __syncthreads();
  if (threadIdx.x == 0 && s_out) atomicAdd(outside, s_out);
}

extern "C" __global__ void __launch_bounds__(256)
voxel_compact_centroids(const unsigned *__restrict__ vcount, const unsigned *__restrict__ sx,
                        const unsigned *__restrict__ sy, const unsigned *__restrict__ sz,
                        const unsigned *__restrict__ imax, VoxelGrid g, unsigned min_points,
                        float4 *__restrict__ out, unsigned *__restrict__ cursor, int capacity) {
  const int v = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = threadIdx.x & 31;
  const long long nvox = (long long)max(g.nx, 0) * max(g.ny, 0) * max(g.nz, 0);
  const unsigned c = v < nvox ? vcount[v] : 0u;
  const bool keep = c > 0u && c >= min_points;
  const unsigned ballot = __ballot_sync(0xffffffffu, keep);
  unsigned base = 0;
  if (lane == 0 && ballot) base = atomicAdd(cursor, (unsigned)__popc(ballot));
  base = __shfl_sync(0xffffffffu, base, 0);
  if (!keep) return;
  const unsigned slot = base + __popc(ballot & ((1u << lane) - 1u));
  if (slot >= (unsigned)capacity) return;
  const int ix = v % g.nx;
  const int iy = (v / g.nx) % g.ny;
  const int iz = v / (g.nx * g.ny);
  const float leaf = 1.0f / g.inv_leaf;
  const float inv = 1.0f / ((float)c * FIX_SCALE);
  out[slot] = make_float4(g.ox + ((float)ix + (float)sx[v] * inv) * leaf, g.oy + ((float)iy + (float)sy[v] * inv) * leaf,
                          g.oz + ((float)iz + (float)sz[v] * inv) * leaf, __uint_as_float(imax[v]));
}

// Smallest eigenpair of the symmetric 3x3 matrix C = [c0 c1 c2; c1 c3 c4; c2 c4 c5].
// Returns lambda_min; vec receives the unit eigenvector.
static __device__ __noinline__ float smallest_eigenpair(const float *C, float *vec, int iters) {
  const float tr = C[0] + C[3] + C[5];
  // M = tr I - C has the same eigenvectors, with the smallest of C now the largest
  const float m0 = tr - C[0], m1 = -C[1], m2 = -C[2], m3 = tr - C[3], m4 = -C[4], m5 = tr - C[5];
  // start from the column of the smallest diagonal entry of C, nudged off symmetric planes
  float x = 0.577f, y = 0.578f, z = 0.576f;
  if (C[0] <= C[3] && C[0] <= C[5]) x += 1.0f;
  else if (C[3] <= C[5]) y += 1.0f;
  else z += 1.0f;
  for (int it = 0; it < iters; ++it) {
    const float nx = m0 * x + m1 * y + m2 * z;
    const float ny = m1 * x + m3 * y + m4 * z;
    const float nz = m2 * x + m4 * y + m5 * z;
    const float n2 = nx * nx + ny * ny + nz * nz;
    if (!(n2 > 1e-30f)) break;
    const float s = rsqrtf(n2);
    x = nx * s;
    y = ny * s;
    z = nz * s;
  }
  const float n2 = x * x + y * y + z * z;
  const float s = rsqrtf(fmaxf(n2, 1e-30f));
  x *= s;
  y *= s;
  z *= s;
  vec[0] = x;
  vec[1] = y;
  vec[2] = z;
  // Rayleigh quotient of C
  const float cx = C[0] * x + C[1] * y + C[2] * z;
  const float cy = C[1] * x + C[3] * y + C[4] * z;
  const float cz = C[2] * x + C[4] * y + C[5] * z;
  return x * cx + y * cy + z * cz;
}

extern "C" __global__ void __launch_bounds__(128)
normal_estimation_pca(const float4 *__restrict__ pts, int n, const int *__restrict__ knn, int k, int iters,
                      float vpx, float vpy, float vpz, float4 *__restrict__ normals) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  k = min(max(k, 0), MAX_KNN);
  const float4 p = pts[i];
  float mx = p.x, my = p.y, mz = p.z;
  for (int j = 0; j < k; ++j) {
    const float4 q = pts[(unsigned)knn[(size_t)i * k + j] % (unsigned)n];
    mx += q.x;
    my += q.y;
    mz += q.z;
  }
  const float invc = 1.0f / (float)(k + 1);
  mx *= invc;
  my *= invc;
  mz *= invc;
  float C[6];
  {
    const float dx = p.x - mx, dy = p.y - my, dz = p.z - mz;
    C[0] = dx * dx; C[1] = dx * dy; C[2] = dx * dz;
    C[3] = dy * dy; C[4] = dy * dz; C[5] = dz * dz;
  }
  for (int j = 0; j < k; ++j) {
    const float4 q = pts[(unsigned)knn[(size_t)i * k + j] % (unsigned)n];
    const float dx = q.x - mx, dy = q.y - my, dz = q.z - mz;
    C[0] += dx * dx; C[1] += dx * dy; C[2] += dx * dz;
    C[3] += dy * dy; C[4] += dy * dz; C[5] += dz * dz;
  }
#pragma unroll
  for (int j = 0; j < 6; ++j) C[j] *= invc;
  float nrm[3];
  const float lmin = smallest_eigenpair(C, nrm, min(max(iters, 1), 64));
  const float tr = C[0] + C[3] + C[5];
  const float curvature = tr > 0.0f ? fmaxf(lmin, 0.0f) / tr : 0.0f;
  // orient towards the viewpoint
  const float dot = (vpx - p.x) * nrm[0] + (vpy - p.y) * nrm[1] + (vpz - p.z) * nrm[2];
  const float sgn = dot < 0.0f ? -1.0f : 1.0f;
  normals[i] = make_float4(sgn * nrm[0], sgn * nrm[1], sgn * nrm[2], curvature);
}
