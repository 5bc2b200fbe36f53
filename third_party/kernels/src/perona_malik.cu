// Perona-Malik anisotropic diffusion, one explicit time step per launch.
// Neighbours outside the image are mirrored (x = -1 -> x = 1), written as explicit
// border cases rather than clamping arithmetic.
#include <cuda_runtime.h>

#define MAX_TILE 32

struct PmParams {       // all-float
    float kappa;        // edge threshold
    float lambda;       // time step (<= 0.25 for stability)
};

// g(|grad|): option 1 = exponential, option 2 = rational (favours wide regions)
__device__ __forceinline__ float pm_conduct(float d, float inv_k2, int option) {
    float r = d * d * inv_k2;
    return option == 1 ? __expf(-r) : 1.f / (1.f + r);
}

extern "C" __global__ void perona_malik_step(const float* __restrict__ in, float* __restrict__ out,
                                             int w, int h, PmParams p, int option) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h || w < 2 || h < 2) return;
    size_t row = (size_t)y * w;
    float c = in[row + x];

    float vn, vs, ve, vw;
    // north / south
    if (y == 0) {
        vn = in[row + w + x];              // mirror of row 1
        vs = in[row + w + x];
    } else if (y == h - 1) {
        vn = in[row - w + x];
        vs = in[row - w + x];              // mirror of row h-2
    } else {
        vn = in[row - w + x];
        vs = in[row + w + x];
    }
    // west / east
    if (x == 0) {
        vw = in[row + 1];
        ve = in[row + 1];
    } else if (x == w - 1) {
        vw = in[row + x - 1];
        ve = in[row + x - 1];
    } else {
        vw = in[row + x - 1];
        ve = in[row + x + 1];
    }
    float inv_k2 = 1.f / fmaxf(p.kappa * p.kappa, 1e-12f);
    float dn = vn - c, ds = vs - c, de = ve - c, dw = vw - c;
    float flux = pm_conduct(dn, inv_k2, option) * dn + pm_conduct(ds, inv_k2, option) * ds +
                 pm_conduct(de, inv_k2, option) * de + pm_conduct(dw, inv_k2, option) * dw;
    out[row + x] = c + p.lambda * flux;
}

// Shared-memory tile with a one-pixel halo. The block loads (bw+2) x (bh+2) pixels
// cooperatively (mirroring at the image border), then also computes the 8-neighbour
// version of the scheme (diagonals weighted 1/2) in `iters` sub-steps ping-ponging inside
// the tile; only the interior that is still valid after the sub-steps is written, so
// blocks overlap by `iters` pixels on each side (tile stride = block - 2*(iters-1)).
extern "C" __global__ void perona_malik_tiled(const float* __restrict__ in, float* __restrict__ out,
                                              int w, int h, PmParams p, int option, int iters) {
    __shared__ float tile[2][MAX_TILE + 2][MAX_TILE + 2];
    int bw = blockDim.x, bh = blockDim.y;
    if (bw > MAX_TILE || bh > MAX_TILE || w < 2 || h < 2) return;
    if (iters < 1) iters = 1;
    int border = iters - 1;                       // extra ring recomputed redundantly
    if (2 * border >= bw || 2 * border >= bh) return;
    int step_x = bw - 2 * border, step_y = bh - 2 * border;
    int ox = blockIdx.x * step_x - border;       // image coord of tile interior (0,0)
    int oy = blockIdx.y * step_y - border;
    int tw = bw + 2, th = bh + 2;

    for (int i = threadIdx.y * bw + threadIdx.x; i < tw * th; i += bw * bh) {
        int tx = i % tw, ty = i / tw;
        int gx = ox + tx - 1, gy = oy + ty - 1;
        // mirror, possibly more than one pixel outside the image for overlapping tiles
        for (int k = 0; k < 4 && (gx < 0 || gx >= w); ++k) {
            if (gx < 0) gx = -gx;
            else if (gx >= w) gx = 2 * (w - 1) - gx;
        }
        for (int k = 0; k < 4 && (gy < 0 || gy >= h); ++k) {
            if (gy < 0) gy = -gy;
            else if (gy >= h) gy = 2 * (h - 1) - gy;
        }
        gx = min(max(gx, 0), w - 1);
        gy = min(max(gy, 0), h - 1);
        tile[0][ty][tx] = in[(size_t)gy * w + gx];
    }
    __syncthreads();

    float inv_k2 = 1.f / fmaxf(p.kappa * p.kappa, 1e-12f);
    int tx = threadIdx.x + 1, ty = threadIdx.y + 1;
    int cur = 0;
    for (int it = 0; it < iters; ++it) {
        float c = tile[cur][ty][tx];
        float acc = 0.f;
#pragma unroll
        for (int dy = -1; dy <= 1; ++dy) {
#pragma unroll
            for (int dx = -1; dx <= 1; ++dx) {
                if (dx == 0 && dy == 0) continue;
                float d = tile[cur][ty + dy][tx + dx] - c;
                float wgt = (dx != 0 && dy != 0) ? 0.5f : 1.f;
                acc += wgt * pm_conduct(d * (wgt < 1.f ? 0.70710678f : 1.f), inv_k2, option) * d;
            }
        }
        float v = c + p.lambda * 0.5f * acc;
        tile[cur ^ 1][ty][tx] = v;
        // the halo ring keeps its value (zero-flux approximation at the tile edge)
        if (threadIdx.x == 0) tile[cur ^ 1][ty][0] = tile[cur][ty][0];
        if (threadIdx.x == bw - 1) tile[cur ^ 1][ty][bw + 1] = tile[cur][ty][bw + 1];
        if (threadIdx.y == 0) tile[cur ^ 1][0][tx] = tile[cur][0][tx];
        if (threadIdx.y == bh - 1) tile[cur ^ 1][bh + 1][tx] = tile[cur][bh + 1][tx];
        if (threadIdx.x == 0 && threadIdx.y == 0) {
            tile[cur ^ 1][0][0] = tile[cur][0][0];
            tile[cur ^ 1][0][bw + 1] = tile[cur][0][bw + 1];
            tile[cur ^ 1][bh + 1][0] = tile[cur][bh + 1][0];
            tile[cur ^ 1][bh + 1][bw + 1] = tile[cur][bh + 1][bw + 1];
        }
        __syncthreads();
        cur ^= 1;
    }

    int lx = threadIdx.x - border, ly = threadIdx.y - border;
    if (lx < 0 || ly < 0 || lx >= step_x || ly >= step_y) return;
    int gx = blockIdx.x * step_x + lx, gy = blockIdx.y * step_y + ly;
    if (gx >= w || gy >= h) return;
    out[(size_t)gy * w + gx] = tile[cur][ty][tx];
}
