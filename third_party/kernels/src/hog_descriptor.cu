// Histogram of Oriented Gradients (Dalal-Triggs): per-pixel gradients, 8x8-pixel cell
// histograms with 9 unsigned-orientation bins and bilinear orientation voting (fixed-point
// shared-memory integer atomics, so the result is order independent), and 2x2-cell block
// L2-Hys normalisation.
#include <cuda_runtime.h>

#define CELL 8
#define NBINS 9
#define CELLS_PER_BLOCK_SIDE 2          // a thread block covers 2x2 cells = 16x16 pixels
#define VOTE_SCALE 1024.0f
#define MAG_CAP 4096.0f

__constant__ float c_gamma_lut[256];     // optional gamma correction table for 8-bit input

// Gradient magnitude and unsigned orientation in [0, 180) degrees. Image borders use
// one-sided differences (explicit border cases).
extern "C" __global__ void hog_gradients(const unsigned char* __restrict__ img,
                                         float* __restrict__ mag, float* __restrict__ ang,
                                         int w, int h, int use_gamma) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h || w < 2 || h < 2) return;
    size_t row = (size_t)y * w;
#define PIX(xx, yy) (use_gamma ? c_gamma_lut[img[(size_t)(yy) * w + (xx)]] : (float)img[(size_t)(yy) * w + (xx)])
    float gx, gy;
    if (x == 0) gx = PIX(1, y) - PIX(0, y);
    else if (x == w - 1) gx = PIX(w - 1, y) - PIX(w - 2, y);
    else gx = PIX(x + 1, y) - PIX(x - 1, y);
    if (y == 0) gy = PIX(x, 1) - PIX(x, 0);
    else if (y == h - 1) gy = PIX(x, h - 1) - PIX(x, h - 2);
    else gy = PIX(x, y + 1) - PIX(x, y - 1);
#undef PIX
    float m = sqrtf(gx * gx + gy * gy);
    float a = atan2f(gy, gx) * 57.29577951f;   // (-180, 180]
    if (a < 0.f) a += 180.f;
    if (a >= 180.f) a -= 180.f;
    mag[row + x] = m;
    ang[row + x] = a;
}

// Fixed-point bilinear vote of one pixel into the two nearest orientation bins.
__device__ __forceinline__ void vote(int* hist, float m, float a) {
    const float bin_w = 180.f / NBINS;
    if (!(m > 0.f)) return;                          // also drops NaN
    m = fminf(m, MAG_CAP);
    if (!(a >= 0.f && a < 180.f)) a = 0.f;
    float pos = a / bin_w - 0.5f;                    // bin centres at 10, 30, ... 170
    int b0 = (int)floorf(pos);
    float frac = pos - b0;
    int b1 = b0 + 1;
    if (b0 < 0) b0 += NBINS;
    if (b1 >= NBINS) b1 -= NBINS;
    b0 = min(max(b0, 0), NBINS - 1);
    b1 = min(max(b1, 0), NBINS - 1);
    atomicAdd(&hist[b0], __float2int_rn(m * (1.f - frac) * VOTE_SCALE));
    atomicAdd(&hist[b1], __float2int_rn(m * frac * VOTE_SCALE));
}

// grid = (ceil(cells_x/2), ceil(cells_y/2)), any block shape; threads stride over the
// block's 16x16 pixels. Output: cell_hist[cells_y][cells_x][9] (float, descaled).
extern "C" __global__ void hog_cell_histograms(const float* __restrict__ mag,
                                               const float* __restrict__ ang,
                                               float* __restrict__ cell_hist,
                                               int w, int h, int cells_x, int cells_y) {
    __shared__ int s_hist[CELLS_PER_BLOCK_SIDE * CELLS_PER_BLOCK_SIDE][NBINS];
    const int SIDE = CELL * CELLS_PER_BLOCK_SIDE;
    int nthreads = blockDim.x * blockDim.y;
    int tid = threadIdx.y * blockDim.x + threadIdx.x;
    for (int i = tid; i < CELLS_PER_BLOCK_SIDE * CELLS_PER_BLOCK_SIDE * NBINS; i += nthreads)
        (&s_hist[0][0])[i] = 0;
    __syncthreads();
    int px0 = blockIdx.x * SIDE, py0 = blockIdx.y * SIDE;
    for (int p = tid; p < SIDE * SIDE; p += nthreads) {
        int lx = p % SIDE, ly = p / SIDE;
        int x = px0 + lx, y = py0 + ly;
        if (x >= w || y >= h || x >= cells_x * CELL || y >= cells_y * CELL) continue;
        size_t idx = (size_t)y * w + x;
        int c = (ly / CELL) * CELLS_PER_BLOCK_SIDE + (lx / CELL);
        vote(s_hist[c], mag[idx], ang[idx]);
    }
    __syncthreads();
    for (int i = tid; i < CELLS_PER_BLOCK_SIDE * CELLS_PER_BLOCK_SIDE * NBINS; i += nthreads) {
        int c = i / NBINS, b = i % NBINS;
        int cx = blockIdx.x * CELLS_PER_BLOCK_SIDE + c % CELLS_PER_BLOCK_SIDE;
        int cy = blockIdx.y * CELLS_PER_BLOCK_SIDE + c / CELLS_PER_BLOCK_SIDE;
        if (cx < cells_x && cy < cells_y)
            cell_hist[((size_t)cy * cells_x + cx) * NBINS + b] = s_hist[c][b] * (1.f / VOTE_SCALE);
    }
}

// One thread per 2x2-cell block (stride one cell): concatenate 36 values, L2 normalise,
// clip at 0.2, renormalise (L2-Hys). desc[by][bx][36].
extern "C" __global__ void hog_block_normalize(const float* __restrict__ cell_hist,
                                               float* __restrict__ desc, int cells_x, int cells_y,
                                               float clip) {
    int bx = blockIdx.x * blockDim.x + threadIdx.x;
    int by = blockIdx.y * blockDim.y + threadIdx.y;
    int nbx = cells_x - 1, nby = cells_y - 1;
    if (bx >= nbx || by >= nby) return;
    float v[4 * NBINS];
    float ss = 0.f;
#pragma unroll
    for (int c = 0; c < 4; ++c) {
        int cx = bx + (c & 1), cy = by + (c >> 1);
        const float* hcell = cell_hist + ((size_t)cy * cells_x + cx) * NBINS;
#pragma unroll
        for (int b = 0; b < NBINS; ++b) {
            float t = hcell[b];
            if (!(t >= 0.f && t < 1e30f)) t = 0.f;
            v[c * NBINS + b] = t;
            ss += t * t;
        }
    }
    const float eps = 1e-3f;
    float inv = rsqrtf(ss + eps * eps);
    float ss2 = 0.f;
#pragma unroll
    for (int k = 0; k < 4 * NBINS; ++k) {
        float t = fminf(v[k] * inv, clip);
        v[k] = t;
        ss2 += t * t;
    }
    float inv2 = rsqrtf(ss2 + eps * eps);
    float* o = desc + ((size_t)by * nbx + bx) * (4 * NBINS);
#pragma unroll
    for (int k = 0; k < 4 * NBINS; ++k) o[k] = v[k] * inv2;
}
