// Software rasterizer: triangle setup (edge equations, bounding box, back-face culling,
// depth plane) and a tile-binned rasterizer resolving visibility with a 64-bit packed
// (depth, triangle id) z-buffer updated by atomicMin; then a resolve pass.
#include <cuda_runtime.h>
#include <stdint.h>

#define SETUP_FLOATS 16     // A0 B0 C0 A1 B1 C1 A2 B2 C2 zA zB zC minx miny maxx maxy
#define BIN_CAP 256

struct Viewport {           // all-float: NDC -> pixel transform and depth range
    float sx, sy, ox, oy;
    float znear, zfar;
};

// Triangle setup. Vertices are clip-space-after-divide (x, y, z in NDC). Culled or
// degenerate triangles get an empty bounding box.
extern "C" __global__ void tri_setup(const float* __restrict__ verts,     // [nverts][3]
                                     const int* __restrict__ indices,     // [ntri][3]
                                     float* __restrict__ setup,           // [ntri][16]
                                     int ntri, int nverts, int width, int height,
                                     Viewport vp, int cull_back) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= ntri || nverts <= 0) return;
    float px[3], py[3], pz[3];
#pragma unroll
    for (int k = 0; k < 3; ++k) {
        int vi = indices[3 * t + k] % nverts;
        if (vi < 0) vi += nverts;
        px[k] = verts[3 * vi] * vp.sx + vp.ox;
        py[k] = verts[3 * vi + 1] * vp.sy + vp.oy;
        float zn = verts[3 * vi + 2];
        pz[k] = vp.znear + (zn * 0.5f + 0.5f) * (vp.zfar - vp.znear);
    }
    float area = (px[1] - px[0]) * (py[2] - py[0]) - (px[2] - px[0]) * (py[1] - py[0]);
    float* o = setup + (size_t)t * SETUP_FLOATS;
    bool culled = !(fabsf(area) > 1e-8f) || (cull_back && area < 0.f);
    if (culled) {
#pragma unroll
        for (int k = 0; k < 12; ++k) o[k] = 0.f;
        o[12] = 1.f; o[13] = 1.f; o[14] = 0.f; o[15] = 0.f;   // min > max: empty
        return;
    }
    float sgn = area > 0.f ? 1.f : -1.f;     // orient so inside is positive
    float inv_area = 1.f / area;
#pragma unroll
    for (int e = 0; e < 3; ++e) {
        int a = (e + 1) % 3, b = (e + 2) % 3;
        // edge function E(x,y) = A x + B y + C for the edge opposite vertex e
        float A = (py[a] - py[b]) * sgn;
        float B = (px[b] - px[a]) * sgn;
        float C = (px[a] * py[b] - px[b] * py[a]) * sgn;
        o[3 * e] = A; o[3 * e + 1] = B; o[3 * e + 2] = C;
    }
    // depth plane z = zA x + zB y + zC from barycentrics
    float zA = 0.f, zB = 0.f, zC = 0.f;
#pragma unroll
    for (int e = 0; e < 3; ++e) {
        float s = pz[e] * inv_area * sgn;
        zA += o[3 * e] * s; zB += o[3 * e + 1] * s; zC += o[3 * e + 2] * s;
    }
    o[9] = zA; o[10] = zB; o[11] = zC;
    float mnx = fminf(px[0], fminf(px[1], px[2])), mxx = fmaxf(px[0], fmaxf(px[1], px[2]));
    float mny = fminf(py[0], fminf(py[1], py[2])), mxy = fmaxf(py[0], fmaxf(py[1], py[2]));
    o[12] = fmaxf(floorf(mnx), 0.f);
    o[13] = fmaxf(floorf(mny), 0.f);
    o[14] = fminf(ceilf(mxx), (float)(width - 1));
    o[15] = fminf(ceilf(mxy), (float)(height - 1));
}

__device__ __forceinline__ unsigned int depth_bits(float z) {
    z = fminf(fmaxf(z, 0.f), 1.f);               // positive floats order like their bits
    return __float_as_uint(z);
}

// One block per screen tile (tile_w x tile_h pixels). The block bins the triangles whose
// bounding box touches the tile into a shared list (chunk by chunk), then each thread
// shades its pixels against the binned triangles with a top-left-free >= 0 inside test.
extern "C" __global__ void tri_raster_tiles(const float* __restrict__ setup, int ntri,
                                            unsigned long long* __restrict__ zbuf,
                                            int width, int height, int tile_w, int tile_h) {
    __shared__ int s_bin[BIN_CAP];
    __shared__ int s_count;
    if (tile_w <= 0 || tile_h <= 0) return;
    int tx0 = blockIdx.x * tile_w, ty0 = blockIdx.y * tile_h;
    if (tx0 >= width || ty0 >= height) return;
    int tx1 = min(tx0 + tile_w, width) - 1, ty1 = min(ty0 + tile_h, height) - 1;
    int nthreads = blockDim.x * blockDim.y;
    int tid = threadIdx.y * blockDim.x + threadIdx.x;
    int tile_pixels = (tx1 - tx0 + 1) * (ty1 - ty0 + 1);

    for (int base = 0; base < ntri; base += BIN_CAP) {
        if (tid == 0) s_count = 0;
        __syncthreads();
        // binning: compaction order may vary, visibility (atomicMin) does not depend on it
        for (int t = base + tid; t < min(base + BIN_CAP, ntri); t += nthreads) {
            const float* o = setup + (size_t)t * SETUP_FLOATS;
            float mnx = o[12], mny = o[13], mxx = o[14], mxy = o[15];
            if (mnx <= (float)tx1 && mxx >= (float)tx0 && mny <= (float)ty1 && mxy >= (float)ty0) {
                int slot = atomicAdd(&s_count, 1);
                if (slot < BIN_CAP) s_bin[slot] = t;
            }
        }
        __syncthreads();
        int nbin = min(s_count, BIN_CAP);
        for (int p = tid; p < tile_pixels; p += nthreads) {
            int x = tx0 + p % (tx1 - tx0 + 1), y = ty0 + p / (tx1 - tx0 + 1);
            float fx = x + 0.5f, fy = y + 0.5f;
            unsigned long long best = ~0ULL;
            for (int i = 0; i < nbin; ++i) {
                int t = s_bin[i];
                const float* o = setup + (size_t)t * SETUP_FLOATS;
                float e0 = o[0] * fx + o[1] * fy + o[2];
                float e1 = o[3] * fx + o[4] * fy + o[5];
                float e2 = o[6] * fx + o[7] * fy + o[8];
                if (e0 >= 0.f && e1 >= 0.f && e2 >= 0.f) {
                    float z = o[9] * fx + o[10] * fy + o[11];
                    unsigned long long key = ((unsigned long long)depth_bits(z) << 32) | (unsigned)t;
                    best = min(best, key);
                }
            }
            if (best != ~0ULL) atomicMin(&zbuf[(size_t)y * width + x], best);
        }
        __syncthreads();     // s_bin / s_count reused by the next chunk
    }
}

// Resolve: split the packed z-buffer into a triangle-id image and a depth image,
// with a flat-shaded colour from a per-triangle palette. Clears the z-buffer for reuse.
extern "C" __global__ void tri_resolve(unsigned long long* __restrict__ zbuf,
                                       int* __restrict__ tri_id, float* __restrict__ depth,
                                       const unsigned int* __restrict__ palette,
                                       unsigned int* __restrict__ color,
                                       int width, int height, int ntri, unsigned int clear_color) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= width || y >= height) return;
    size_t i = (size_t)y * width + x;
    unsigned long long k = zbuf[i];
    unsigned int id = (unsigned int)(k & 0xFFFFFFFFu);
    if (k == ~0ULL || ntri <= 0 || id >= (unsigned)ntri) {
        tri_id[i] = -1;
        depth[i] = 1.f;
        color[i] = clear_color;
    } else {
        tri_id[i] = (int)id;
        depth[i] = __uint_as_float((unsigned int)(k >> 32));
        color[i] = palette[id];
    }
    zbuf[i] = ~0ULL;
}
