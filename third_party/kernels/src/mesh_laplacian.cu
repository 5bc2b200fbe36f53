// Operators on an unstructured triangle mesh.
//   mesh_laplacian_apply  matrix-free weighted graph Laplacian (e.g. cotangent weights):
//                         y_i = minv_i * sum_{j in N(i)} w_ij (x_j - x_i) + shift * x_i, gathering
//                         through a CSR adjacency (adj_ptr nv+1 entries, adj_idx/weights nnz);
//                         double precision, 64-bit grid-stride loop, out-of-range neighbours
//                         ignored.
//   tri_gradients         per-triangle constant gradient of a piecewise-linear field u and the
//                         signed area, gathering vertex positions and values through the
//                         triangle index array; a __noinline__ helper computes both from the
//                         three corners; triangles with an invalid index or zero area get a
//                         zero gradient.
// launch: mesh_laplacian_apply  block 128, grid ceil(nv/128) (grid-stride)
//         tri_gradients         block 256, grid ceil(nt/256)
#include <cuda_runtime.h>

extern "C" __global__ void __launch_bounds__(128)
mesh_laplacian_apply(const int *__restrict__ adj_ptr, const int *__restrict__ adj_idx,
                     const double *__restrict__ weights, const double *__restrict__ minv, const double *__restrict__ x,
                     double *__restrict__ y, long long nv, long long nnz, double shift) {
  const size_t stride = (size_t)gridDim.x * blockDim.x;
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < (size_t)max(nv, 0LL); i += stride) {
    const long long beg = max((long long)adj_ptr[i], 0LL);
    const long long end = min((long long)adj_ptr[i + 1], nnz);
    const double xi = x[i];
    double acc = 0.0;
    for (long long e = beg; e < end; e++) {
      const int j = adj_idx[e];
      if (j < 0 || (long long)j >= nv)
        continue;
      acc += weights[e] * (x[j] - xi);
    }
    y[i] = minv[i] * acc + shift * xi;
  }
}

struct TriGrad {
  float gx, gy, area;
};

static __device__ __noinline__ TriGrad tri_gradient(float2 p0, float2 p1, float2 p2, float u0, float u1, float u2) {
  TriGrad g;
  const float e1x = p1.x - p0.x, e1y = p1.y - p0.y;
  const float e2x = p2.x - p0.x, e2y = p2.y - p0.y;
  const float twice_area = e1x * e2y - e1y * e2x;
  g.area = 0.5f * twice_area;
  if (fabsf(twice_area) < 1e-20f) {
    g.gx = 0.0f;
    g.gy = 0.0f;
    return g;
  }
  const float du1 = u1 - u0, du2 = u2 - u0;
  const float inv = 1.0f / twice_area;
  g.gx = (du1 * e2y - du2 * e1y) * inv;
  g.gy = (du2 * e1x - du1 * e2x) * inv;
  return g;
}

extern "C" __global__ void __launch_bounds__(256)
tri_gradients(const int *__restrict__ tris, const float2 *__restrict__ verts, const float *__restrict__ u,
              float2 *__restrict__ grad, float *__restrict__ area, int nt, int nv) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= nt)
    return;
  const int a = tris[3 * t], b = tris[3 * t + 1], c = tris[3 * t + 2];
  const bool valid = a >= 0 && a < nv && b >= 0 && b < nv && c >= 0 && c < nv;
  if (!valid) {
    grad[t] = make_float2(0.0f, 0.0f);
    area[t] = 0.0f;
    return;
  }
  const TriGrad g = tri_gradient(verts[a], verts[b], verts[c], u[a], u[b], u[c]);
  grad[t] = make_float2(g.gx, g.gy);
  area[t] = g.area;
}
