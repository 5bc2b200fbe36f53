// kdtree_query.cu
//
// Spatial queries written with device-side recursion (depth bounded).
//
//  kd_radius_query      : implicit, left-balanced 3D kd-tree stored as an array
//                         (children of node i are 2i+1 / 2i+2, split axis =
//                         depth % 3).  One thread per query point runs a
//                         recursive __noinline__ search that counts points in
//                         a radius and tracks the nearest one, visiting the
//                         near child first and pruning the far child with the
//                         splitting-plane distance.  Launch: 1D over nq.
//  quadtree_build_level : builds level `lvl` of a sum pyramid (complete
//                         quadtree over a 2^L x 2^L grid, L <= 7) from level lvl+1.
//                         Launch: 1D over 4^lvl cells (called per level).
//  quadtree_rect_sum    : one thread per axis-aligned rectangle query; a
//                         recursive descent adds whole-node sums for nodes
//                         inside the rectangle, skips disjoint nodes and
//                         recurses into the four children otherwise.
//                         Launch: 1D over nq.
#include <cuda_runtime.h>
#include <stdint.h>

struct KdResult {
    int count;
    int best;
    float best_d2;
};

__device__ __noinline__ void kd_search(const float4* __restrict__ pts, int npts,
                                       int node, int depth, int max_depth,
                                       float3 q, float r2, KdResult& res)
{
    if (node >= npts || depth > max_depth) return;
    const float4 p = __ldg(&pts[node]);
    const float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
    const float d2 = dx * dx + dy * dy + dz * dz;
    if (d2 <= r2) ++res.count;
    if (d2 < res.best_d2) { res.best_d2 = d2; res.best = node; }

    const int axis = depth % 3;
    const float diff = axis == 0 ? dx : (axis == 1 ? dy : dz);
    const int left = 2 * node + 1, right = 2 * node + 2;
    const int near_c = diff < 0.0f ? left : right;
    const int far_c = diff < 0.0f ? right : left;

    kd_search(pts, npts, near_c, depth + 1, max_depth, q, r2, res);
    // the far side can only matter if the splitting plane is within reach
    const float reach = fmaxf(r2, res.best_d2);
    if (diff * diff <= reach)
        kd_search(pts, npts, far_c, depth + 1, max_depth, q, r2, res);
}

extern "C" __global__ void kd_radius_query(const float4* __restrict__ pts, int npts,
                                           const float4* __restrict__ queries, int nq,
                                           float radius, int max_depth,
                                           int* __restrict__ out_count,
                                           int* __restrict__ out_nearest)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= nq) return;
    const float4 qq = queries[i];
    const float3 q = make_float3(qq.x, qq.y, qq.z);
    const float r = (radius > 0.0f && radius < 1e18f) ? radius : 1.0f;
    const int md = max_depth < 0 ? 0 : (max_depth > 20 ? 20 : max_depth);

    KdResult res;
    res.count = 0;
    res.best = -1;
    res.best_d2 = 3.0e38f;
    kd_search(pts, npts, 0, 0, md, q, r * r, res);
    out_count[i] = res.count;
    out_nearest[i] = res.best;
}

__host__ __device__ __forceinline__ int level_offset(int l) { return ((1 << (2 * l)) - 1) / 3; }

extern "C" __global__ void quadtree_build_level(float* __restrict__ pyramid, int L, int lvl)
{
    const int Lc = L < 1 ? 1 : (L > 7 ? 7 : L);
    const int l = lvl < 0 ? 0 : (lvl >= Lc ? Lc - 1 : lvl);
    const int side = 1 << l;
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= side * side) return;
    const int x = i % side, y = i / side;
    const float* child = pyramid + level_offset(l + 1);
    const int cs = side * 2;
    float s = child[(2 * y) * cs + 2 * x] + child[(2 * y) * cs + 2 * x + 1] +
              child[(2 * y + 1) * cs + 2 * x] + child[(2 * y + 1) * cs + 2 * x + 1];
    pyramid[level_offset(l) + i] = s;
}

// Sum over leaf cells [x0,x1) x [y0,y1) below node (l, nx, ny).
__device__ __noinline__ float qt_sum(const float* __restrict__ pyramid, int L,
                                     int l, int nx, int ny,
                                     int x0, int y0, int x1, int y1, int& visited)
{
    ++visited;
    const int span = 1 << (L - l);
    const int cx0 = nx * span, cy0 = ny * span;
    const int cx1 = cx0 + span, cy1 = cy0 + span;
    if (cx1 <= x0 || cx0 >= x1 || cy1 <= y0 || cy0 >= y1) return 0.0f;       // disjoint
    const float v = __ldg(&pyramid[level_offset(l) + ny * (1 << l) + nx]);
    if (cx0 >= x0 && cx1 <= x1 && cy0 >= y0 && cy1 <= y1) return v;           // covered
    if (l == L) return v;  // unreachable for integer rectangles; keeps recursion bounded
    float s = 0.0f;
    s += qt_sum(pyramid, L, l + 1, 2 * nx, 2 * ny, x0, y0, x1, y1, visited);
    s += qt_sum(pyramid, L, l + 1, 2 * nx + 1, 2 * ny, x0, y0, x1, y1, visited);
    s += qt_sum(pyramid, L, l + 1, 2 * nx, 2 * ny + 1, x0, y0, x1, y1, visited);
    s += qt_sum(pyramid, L, l + 1, 2 * nx + 1, 2 * ny + 1, x0, y0, x1, y1, visited);
    return s;
}

extern "C" __global__ void quadtree_rect_sum(const float* __restrict__ pyramid, int L,
                                             const int4* __restrict__ rects, int nq,
                                             float* __restrict__ out_sum,
                                             int* __restrict__ out_visited)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= nq) return;
    const int Lc = L < 1 ? 1 : (L > 7 ? 7 : L);
    const int S = 1 << Lc;
    int4 r = rects[i];
    // raw rectangle words -> canonical [x0,x1) x [y0,y1) inside the grid
    int ax = (int)((unsigned)r.x % (unsigned)(S + 1)), bx = (int)((unsigned)r.z % (unsigned)(S + 1));
    int ay = (int)((unsigned)r.y % (unsigned)(S + 1)), by = (int)((unsigned)r.w % (unsigned)(S + 1));
    int x0 = min(ax, bx), x1 = max(ax, bx), y0 = min(ay, by), y1 = max(ay, by);
    int visited = 0;
    float s = (x0 < x1 && y0 < y1) ? qt_sum(pyramid, Lc, 0, 0, 0, x0, y0, x1, y1, visited) : 0.0f;
    out_sum[i] = s;
    out_visited[i] = visited;
}
