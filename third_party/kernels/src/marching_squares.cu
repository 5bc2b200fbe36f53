// Marching squares iso-contour extraction on a scalar field f[j * nx + i] (cells between
// neighbouring samples), two passes over tiles of blockDim.x consecutive cells (tile t
// = cells [t * blockDim.x, (t + 1) * blockDim.x), blocks grid-stride over tiles):
//
//   msq_count_cells     classifies each cell (4-bit corner case, stored for later passes),
//                       looks up its segment count in a fixed table and writes each tile's
//                       total (warp shuffles + per-warp shared slots).
//   msq_emit_segments   must run with the same block size. Each tile's output base is the sum
//                       of the preceding tiles' totals (computed in the block), its cells'
//                       offsets come from a block-wide exclusive scan (__shfl_up_sync within
//                       warps, warp totals scanned in shared memory). Segments are
//                       interpolated along the cell edges named by the case table; the
//                       ambiguous saddle cases 5 and 10 are resolved by the cell-centre
//                       average (alternative table rows 16 and 17). Writes are clipped to the
//                       tile's own total and the output capacity, so tiles never overlap.
//   Tables are fixed (static __constant__ with initialisers); the iso level and grid
//   geometry come in a struct by value. launch: block 128 (multiple of 32), grid 4.
#include <cuda_runtime.h>

struct IsoGrid {
  float iso;
  float origin_x, origin_y;
  float spacing;
};

// Edge pairs per case; rows 16/17 are the saddle alternatives of cases 5/10.
static __constant__ const signed char k_seg_edges[18][4] = {
    {-1, -1, -1, -1}, {3, 0, -1, -1}, {0, 1, -1, -1}, {3, 1, -1, -1}, {1, 2, -1, -1}, {3, 0, 1, 2},
    {0, 2, -1, -1},   {3, 2, -1, -1}, {2, 3, -1, -1}, {0, 2, -1, -1}, {0, 1, 2, 3}, {1, 2, -1, -1},
    {1, 3, -1, -1},   {0, 1, -1, -1}, {3, 0, -1, -1}, {-1, -1, -1, -1}, {0, 1, 2, 3}, {3, 0, 1, 2}};
static __constant__ const unsigned char k_seg_count[16] = {0, 1, 1, 1, 1, 2, 1, 1, 1, 1, 2, 1, 1, 1, 1, 0};
// Corners of each edge and corner offsets (x, y) inside a cell.
static __constant__ const unsigned char k_edge_corner[4][2] = {{0, 1}, {1, 2}, {2, 3}, {3, 0}};
static __constant__ const unsigned char k_corner_dx[4] = {0, 1, 1, 0};
static __constant__ const unsigned char k_corner_dy[4] = {0, 0, 1, 1};

static __device__ __forceinline__ int warp_inclusive_scan(int v, int lane) {
#pragma unroll
  for (int off = 1; off < 32; off <<= 1) {
    const int n = __shfl_up_sync(0xffffffffu, v, off);
    if (lane >= off) v += n;
  }
  return v;
}

extern "C" __global__ void msq_count_cells(const float *__restrict__ field, int nx, int ny, IsoGrid g,
                                           unsigned char *__restrict__ cases, int *__restrict__ tile_totals) {
  __shared__ int s_warp[32];
  const int cx = nx - 1, cy = ny - 1;
  const long long ncells = cx > 0 && cy > 0 ? (long long)cx * cy : 0;
  const long long ntiles = (ncells + blockDim.x - 1) / blockDim.x;
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;

  for (long long t = blockIdx.x; t < ntiles; t += gridDim.x) {
    const long long cell = t * blockDim.x + threadIdx.x;
    int nseg = 0;
    if (cell < ncells) {
      const int j = (int)(cell / cx), i = (int)(cell - (long long)j * cx);
      const float *row0 = field + (size_t)j * nx;
      const float *row1 = row0 + nx;
      const unsigned c = (row0[i] > g.iso ? 1u : 0u) | (row0[i + 1] > g.iso ? 2u : 0u) |
                         (row1[i + 1] > g.iso ? 4u : 0u) | (row1[i] > g.iso ? 8u : 0u);
      cases[cell] = (unsigned char)c;
      nseg = k_seg_count[c];
    }
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) nseg += __shfl_xor_sync(0xffffffffu, nseg, off);
    if (lane == 0) s_warp[warp] = nseg;
    __syncthreads();
    if (threadIdx.x == 0) {
      int total = 0;
      for (int w = 0; w < (int)((blockDim.x + 31) >> 5); ++w) total += s_warp[w];
      tile_totals[t] = total;
    }
    __syncthreads();
  }
}

static __device__ __forceinline__ float2 edge_point(int e, int i, int j, const float fc[4], const IsoGrid &g) {
  const int a = k_edge_corner[e][0], b = k_edge_corner[e][1];
  const float fa = fc[a], fb = fc[b];
  float t = fb != fa ? (g.iso - fa) / (fb - fa) : 0.5f;
  t = fminf(fmaxf(t, 0.f), 1.f);
  const float xa = (float)(i + k_corner_dx[a]), ya = (float)(j + k_corner_dy[a]);
  const float xb = (float)(i + k_corner_dx[b]), yb = (float)(j + k_corner_dy[b]);
  return make_float2(g.origin_x + g.spacing * (xa + t * (xb - xa)), g.origin_y + g.spacing * (ya + t * (yb - ya)));
}

extern "C" __global__ void msq_emit_segments(const float *__restrict__ field, int nx, int ny, IsoGrid g,
                                             const unsigned char *__restrict__ cases,
                                             const int *__restrict__ tile_totals, float4 *__restrict__ segs,
                                             int max_segs) {
  __shared__ int s_warp[33];
  __shared__ int s_base;
  const int cx = nx - 1, cy = ny - 1;
  const long long ncells = cx > 0 && cy > 0 ? (long long)cx * cy : 0;
  const long long ntiles = (ncells + blockDim.x - 1) / blockDim.x;
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const int nwarps = (blockDim.x + 31) >> 5;

  for (long long t = blockIdx.x; t < ntiles; t += gridDim.x) {
    // Output base of this tile: sum of the totals before it (negative totals count as 0).
    long long part = 0;
    for (long long k = threadIdx.x; k < t; k += blockDim.x) part += max(tile_totals[k], 0);
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) part += __shfl_xor_sync(0xffffffffu, part, off);
    if (lane == 0) s_warp[warp] = (int)min(part, (long long)max_segs);
    __syncthreads();
    if (threadIdx.x == 0) {
      long long b = 0;
      for (int w = 0; w < nwarps; ++w) b += s_warp[w];
      s_base = (int)min(b, (long long)max_segs);
    }
    __syncthreads();
    const int base = s_base;
    const int tile_total = max(tile_totals[t], 0);

    const long long cell = t * blockDim.x + threadIdx.x;
    unsigned c = 0;
    int i = 0, j = 0;
    if (cell < ncells) {
      j = (int)(cell / cx);
      i = (int)(cell - (long long)j * cx);
      c = cases[cell] & 15u;
    }
    const int nseg = k_seg_count[c];

    // Block-wide exclusive scan of nseg.
    const int incl = warp_inclusive_scan(nseg, lane);
    __syncthreads();  // s_warp reused
    if (lane == 31) s_warp[warp] = incl;
    __syncthreads();
    if (warp == 0) {
      const int v = lane < nwarps ? s_warp[lane] : 0;
      const int vs = warp_inclusive_scan(v, lane);
      if (lane < nwarps) s_warp[lane] = vs - v;  // exclusive warp offsets
    }
    __syncthreads();
    const int local = s_warp[warp] + incl - nseg;

    if (nseg > 0) {
      const float *row0 = field + (size_t)j * nx;
      const float *row1 = row0 + nx;
      const float fc[4] = {row0[i], row0[i + 1], row1[i + 1], row1[i]};
      int rowsel = (int)c;
      if (c == 5u || c == 10u) {
        const float centre = 0.25f * (fc[0] + fc[1] + fc[2] + fc[3]);
        if (centre > g.iso) rowsel = c == 5u ? 16 : 17;
      }
      for (int s = 0; s < nseg; ++s) {
        const int slot = local + s;
        if (slot >= tile_total || base + slot >= max_segs) break;
        const int e0 = k_seg_edges[rowsel][2 * s], e1 = k_seg_edges[rowsel][2 * s + 1];
        if (e0 < 0 || e1 < 0) break;
        const float2 p0 = edge_point(e0, i, j, fc, g);
        const float2 p1 = edge_point(e1, i, j, fc, g);
        segs[base + slot] = make_float4(p0.x, p0.y, p1.x, p1.y);
      }
    }
    __syncthreads();  // s_warp / s_base reused by the next tile
  }
}
