// Spatial queries.
//   pip_classify_f32, pip_classify_f64   point-in-polygon by winding number (Sunday's
//                         crossing rule with an is-left test): polygons are vertex rings in CSR
//                         form (ring offsets clamped to the vertex count) with a per-polygon
//                         bounding box for a quick reject. The winding computation is one
//                         out-of-line template (__noinline__) instantiated for float and double.
//                         f32: first polygon whose winding number is non-zero and that number;
//                         f64: the number of polygons containing the point (even-odd or nonzero
//                         rule by flag).
//   quadtree_range_count  rectangle counting on a complete quadtree of cell counts stored
//                         level by level (level l: 2^l x 2^l cells, offset (4^l - 1) / 3) over
//                         the unit square: a recursive __device__ function (depth <= 7) adds
//                         whole cells inside the query, skips disjoint ones, and at the leaf
//                         level weights partly covered cells by their covered area.
#include <cuda_runtime.h>

template <typename T>
__device__ __noinline__ int winding_number(const T *__restrict__ vx, const T *__restrict__ vy, int begin, int end,
                                           T px, T py) {
  int wn = 0;
  if (end - begin < 3)
    return 0;
  T x0 = vx[end - 1], y0 = vy[end - 1]; // closing edge first
  for (int i = begin; i < end; ++i) {
    const T x1 = vx[i], y1 = vy[i];
    const T is_left = (x1 - x0) * (py - y0) - (px - x0) * (y1 - y0);
    if (y0 <= py) {
      if (y1 > py && is_left > T(0))
        ++wn; // upward crossing, point left of edge
    } else {
      if (y1 <= py && is_left < T(0))
        --wn; // downward crossing, point right of edge
    }
    x0 = x1;
    y0 = y1;
  }
  return wn;
}

extern "C" __global__ void pip_classify_f32(const float *__restrict__ px, const float *__restrict__ py, int npts,
                                            const float *__restrict__ vx, const float *__restrict__ vy, int nverts,
                                            const int *__restrict__ ring_off, const float4 *__restrict__ bbox,
                                            int npoly, int *__restrict__ poly_id, int *__restrict__ winding) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= npts)
    return;
  const float x = px[i], y = py[i];
  int found = -1, wn = 0;
  for (int p = 0; p < npoly; ++p) {
    const float4 bb = bbox[p];
    if (x < bb.x || y < bb.y || x > bb.z || y > bb.w)
      continue;
    const int b = min(max(ring_off[p], 0), nverts);
    const int e = min(max(ring_off[p + 1], b), nverts);
    const int w = winding_number<float>(vx, vy, b, e, x, y);
    if (w != 0) {
      found = p;
      wn = w;
      break;
    }
  }
  poly_id[i] = found;
  winding[i] = wn;
}

extern "C" __global__ void pip_classify_f64(const double2 *__restrict__ pts, int npts, const double *__restrict__ vx,
                                            const double *__restrict__ vy, int nverts, const int *__restrict__ ring_off,
                                            int npoly, int even_odd, int *__restrict__ inside_count) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= npts)
    return;
  const double2 q = pts[i];
  int count = 0;
  for (int p = 0; p < npoly; ++p) {
    const int b = min(max(ring_off[p], 0), nverts);
    const int e = min(max(ring_off[p + 1], b), nverts);
    const int w = winding_number<double>(vx, vy, b, e, q.x, q.y);
    count += even_odd ? (w & 1) : (w != 0);
  }
  inside_count[i] = count;
}

#define QT_MAX_LEVELS 7

static __device__ __forceinline__ int level_offset(int l) { return ((1 << (2 * l)) - 1) / 3; }

__device__ float quad_count(const int *__restrict__ pyr, int levels, int l, int cx, int cy, float4 q) {
  const float size = 1.0f / (float)(1 << l);
  const float x0 = cx * size, y0 = cy * size, x1 = x0 + size, y1 = y0 + size;
  if (q.z <= x0 || q.x >= x1 || q.w <= y0 || q.y >= y1)
    return 0.0f; // disjoint
  const int n = pyr[level_offset(l) + cy * (1 << l) + cx];
  if (n <= 0)
    return 0.0f; // empty subtree
  if (q.x <= x0 && q.y <= y0 && q.z >= x1 && q.w >= y1)
    return (float)n; // fully inside
  if (l + 1 >= levels) {
    const float ox = fminf(q.z, x1) - fmaxf(q.x, x0);
    const float oy = fminf(q.w, y1) - fmaxf(q.y, y0);
    return (float)n * (ox * oy) / (size * size); // uniform-density estimate
  }
  float s = 0.0f;
  for (int k = 0; k < 4; ++k)
    s += quad_count(pyr, levels, l + 1, 2 * cx + (k & 1), 2 * cy + (k >> 1), q);
  return s;
}

extern "C" __global__ void quadtree_range_count(const int *__restrict__ pyramid, int levels,
                                                const float4 *__restrict__ queries, int nq, float *__restrict__ est) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nq)
    return;
  const int L = min(max(levels, 1), QT_MAX_LEVELS);
  float4 q = queries[i];
  // normalise: (xmin, ymin, xmax, ymax) inside the unit square; NaN -> 0
  const float ax = fminf(fmaxf(fminf(q.x, q.z), 0.0f), 1.0f), bx = fminf(fmaxf(fmaxf(q.x, q.z), 0.0f), 1.0f);
  const float ay = fminf(fmaxf(fminf(q.y, q.w), 0.0f), 1.0f), by = fminf(fmaxf(fmaxf(q.y, q.w), 0.0f), 1.0f);
  q = make_float4(ax, ay, bx, by);
  est[i] = quad_count(pyramid, L, 0, 0, 0, q);
}
