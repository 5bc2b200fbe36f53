// Linear (P1) finite elements on unstructured tetrahedral meshes, fp64, without atomics.
//   tet_gradient_volume     one tetrahedron per thread (size_t grid-stride): vertex indices
//                           clamped into the mesh, edge vectors, barycentric gradients as cross
//                           products over the Jacobian determinant, signed-volume check
//                           (degenerate elements flagged), the element-constant gradient of a
//                           nodal field and the element volume.
//   tet_stiffness_gather    y = (K + sigma M_lumped) u assembled per vertex: each thread walks its
//                           vertex's incident elements from a CSR vertex-to-element map (degree
//                           capped), finds its local index by a short search (elements that do not
//                           contain it are skipped), rebuilds the element's gradients and adds its
//                           row of vol * kappa_e * grad phi_l . grad phi_m times the element's nodal
//                           values plus the lumped mass term; deterministic (fixed order, no atomics).
// launch: tet_gradient_volume block 128, grid-stride; tet_stiffness_gather block 128, grid-stride
#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>

#define MAX_DEGREE 64

struct TetGeom {
  double g[4][3]; // barycentric gradients
  double vol;
};

static __device__ __forceinline__ bool tet_geometry(const double *__restrict__ xyz, const int v[4], TetGeom &t) {
  double p[4][3];
#pragma unroll
  for (int a = 0; a < 4; ++a)
#pragma unroll
    for (int c = 0; c < 3; ++c)
      p[a][c] = xyz[3 * (size_t)v[a] + c];
  double e[3][3];
#pragma unroll
  for (int a = 0; a < 3; ++a)
#pragma unroll
    for (int c = 0; c < 3; ++c)
      e[a][c] = p[a + 1][c] - p[0][c];
  // rows of J^-1 (J has the edges as columns): (e2 x e3, e3 x e1, e1 x e2) / det
  double cr[3][3];
#pragma unroll
  for (int a = 0; a < 3; ++a) {
    const double *u = e[(a + 1) % 3], *w = e[(a + 2) % 3];
    cr[a][0] = u[1] * w[2] - u[2] * w[1];
    cr[a][1] = u[2] * w[0] - u[0] * w[2];
    cr[a][2] = u[0] * w[1] - u[1] * w[0];
  }
  const double det = e[0][0] * cr[0][0] + e[0][1] * cr[0][1] + e[0][2] * cr[0][2];
  if (fabs(det) < 1e-14)
    return false;
  const double inv = 1.0 / det;
#pragma unroll
  for (int c = 0; c < 3; ++c) {
    t.g[1][c] = cr[0][c] * inv;
    t.g[2][c] = cr[1][c] * inv;
    t.g[3][c] = cr[2][c] * inv;
    t.g[0][c] = -(t.g[1][c] + t.g[2][c] + t.g[3][c]);
  }
  t.vol = fabs(det) * (1.0 / 6.0);
  return true;
}

extern "C" __global__ void __launch_bounds__(128)
tet_gradient_volume(const double *__restrict__ xyz, const int *__restrict__ tets, const double *__restrict__ field,
                    int nverts, long long ntets, double *__restrict__ grad, double *__restrict__ vol,
                    int *__restrict__ degenerate) {
  if (nverts <= 0)
    return;
  for (size_t e = (size_t)blockIdx.x * blockDim.x + threadIdx.x; e < (size_t)ntets;
       e += (size_t)gridDim.x * blockDim.x) {
    int v[4];
#pragma unroll
    for (int a = 0; a < 4; ++a)
      v[a] = min(max(tets[4 * e + a], 0), nverts - 1);
    TetGeom t;
    if (!tet_geometry(xyz, v, t)) {
      degenerate[e] = 1;
      vol[e] = 0.0;
      grad[3 * e] = grad[3 * e + 1] = grad[3 * e + 2] = 0.0;
      continue;
    }
    degenerate[e] = 0;
    double gx = 0.0, gy = 0.0, gz = 0.0;
#pragma unroll
    for (int a = 0; a < 4; ++a) {
      const double f = field[v[a]];
      gx += f * t.g[a][0];
      gy += f * t.g[a][1];
      gz += f * t.g[a][2];
    }
    grad[3 * e] = gx;
    grad[3 * e + 1] = gy;
    grad[3 * e + 2] = gz;
    vol[e] = t.vol;
  }
}

extern "C" __global__ void __launch_bounds__(128)
tet_stiffness_gather(const double *__restrict__ xyz, const int *__restrict__ tets, const double *__restrict__ kappa,
                     const int *__restrict__ v2e_ptr, const int *__restrict__ v2e, const double *__restrict__ u,
                     double *__restrict__ y, int nverts, int ntets, int nadj, double sigma) {
  if (ntets <= 0 || nadj <= 0)
    return;
  for (int vid = blockIdx.x * blockDim.x + threadIdx.x; vid < nverts; vid += gridDim.x * blockDim.x) {
    const int begin = min(max(v2e_ptr[vid], 0), nadj);
    const int end = min(min(max(v2e_ptr[vid + 1], begin), nadj), begin + MAX_DEGREE);
    double acc = 0.0;
    for (int k = begin; k < end; ++k) {
      const int e = min(max(v2e[k], 0), ntets - 1);
      int v[4];
      int local = -1;
#pragma unroll
      for (int a = 0; a < 4; ++a) {
        v[a] = min(max(tets[4 * (size_t)e + a], 0), nverts - 1);
        if (v[a] == vid && local < 0)
          local = a;
      }
      if (local < 0)
        continue;
      TetGeom t;
      if (!tet_geometry(xyz, v, t))
        continue;
      const double scale = t.vol * kappa[e];
#pragma unroll
      for (int m = 0; m < 4; ++m) {
        const double kl = scale * (t.g[local][0] * t.g[m][0] + t.g[local][1] * t.g[m][1] + t.g[local][2] * t.g[m][2]);
        acc += kl * u[v[m]];
      }
      acc += sigma * 0.25 * t.vol * u[vid];
    }
    y[vid] = acc;
  }
}
