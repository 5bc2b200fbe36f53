// integral_image.cu
//
// Summed-area tables of an 8-bit image (sum and sum of squares) and Sauvola
// local thresholding from them (document binarisation).
//
// The tables are (h+1) x (w+1) with a zero first row and column, so a box sum
// is four taps without border branches.
//
//  sat_rows        : one block per image row (block-stride over rows), 256
//                    threads, 1024 pixels per round: uchar4 loads when the row
//                    start is 4-byte aligned, an in-thread prefix over the four
//                    pixels, a block exclusive scan of the thread totals
//                    (warp __shfl_up_sync scan, warp totals scanned by warp 0
//                    in shared memory), a running carry between rounds.  The
//                    squares are scanned alongside in 64 bits.
//  sat_cols        : 32x8 blocks: 32 columns, the rows cut into 8 segments;
//                    pass 1 sums each segment, the segment totals are
//                    scanned through shared memory, pass 2 rewrites the
//                    segment with the running column prefix (u32 and u64).
//  sauvola_binarize: per pixel, clamped (2r+1)^2 window mean and standard
//                    deviation from the tables (64-bit square sums, double
//                    variance), T = m (1 + k (s / R - 1)); by-value params.
#include <cuda_runtime.h>
#include <stdint.h>

#define ROW_THREADS 256

template <typename T>
__device__ __forceinline__ T warp_incl_scan(T v, int lane) {
#pragma unroll
    for (int off = 1; off < 32; off <<= 1) {
        const T u = __shfl_up_sync(0xffffffffu, v, off);
        if (lane >= off) v += u;
    }
    return v;
}

extern "C" __global__ void __launch_bounds__(ROW_THREADS)
sat_rows(const unsigned char* __restrict__ img, int w, int h, int pitch,
         unsigned* __restrict__ sum,              // [(h+1)][(w+1)]
         unsigned long long* __restrict__ sq)     // [(h+1)][(w+1)]
{
    __shared__ unsigned s_ws[ROW_THREADS / 32];
    __shared__ unsigned long long s_wq[ROW_THREADS / 32];
    const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    const int W1 = w + 1;

    // zero first row
    if (blockIdx.x == 0)
        for (int x = tid; x < W1; x += ROW_THREADS) { sum[x] = 0u; sq[x] = 0ull; }

    for (int y = blockIdx.x; y < h; y += gridDim.x) {
        const unsigned char* row = img + (size_t)y * pitch;
        unsigned* srow = sum + (size_t)(y + 1) * W1;
        unsigned long long* qrow = sq + (size_t)(y + 1) * W1;
        if (tid == 0) { srow[0] = 0u; qrow[0] = 0ull; }
        const bool aligned = ((reinterpret_cast<uintptr_t>(row) & 3) == 0);

        unsigned carry = 0u;
        unsigned long long carryq = 0ull;
        for (int x0 = 0; x0 < w; x0 += 4 * ROW_THREADS) {
            const int x = x0 + 4 * tid;
            unsigned p[4] = {0u, 0u, 0u, 0u};
            if (aligned && x + 3 < w) {
                const uchar4 v = *reinterpret_cast<const uchar4*>(row + x);
                p[0] = v.x; p[1] = v.y; p[2] = v.z; p[3] = v.w;
            } else {
#pragma unroll
                for (int k = 0; k < 4; ++k) p[k] = (x + k < w) ? row[x + k] : 0u;
            }
            unsigned ps[4];
            unsigned long long pq[4];
            ps[0] = p[0];
            pq[0] = p[0] * p[0];
#pragma unroll
            for (int k = 1; k < 4; ++k) {
                ps[k] = ps[k - 1] + p[k];
                pq[k] = pq[k - 1] + p[k] * p[k];
            }
            // block exclusive scan of (ps[3], pq[3])
            const unsigned is = warp_incl_scan(ps[3], lane);
            const unsigned long long iq = warp_incl_scan(pq[3], lane);
            if (lane == 31) { s_ws[warp] = is; s_wq[warp] = iq; }
            __syncthreads();
            if (warp == 0) {
                const unsigned a = lane < ROW_THREADS / 32 ? s_ws[lane] : 0u;
                const unsigned long long b = lane < ROW_THREADS / 32 ? s_wq[lane] : 0ull;
                const unsigned sa = warp_incl_scan(a, lane);
                const unsigned long long sb = warp_incl_scan(b, lane);
                if (lane < ROW_THREADS / 32) { s_ws[lane] = sa; s_wq[lane] = sb; }
            }
            __syncthreads();
            const unsigned excl = carry + (warp ? s_ws[warp - 1] : 0u) + is - ps[3];
            const unsigned long long exq = carryq + (warp ? s_wq[warp - 1] : 0ull) + iq - pq[3];
#pragma unroll
            for (int k = 0; k < 4; ++k)
                if (x + k < w) {
                    srow[x + k + 1] = excl + ps[k];
                    qrow[x + k + 1] = exq + pq[k];
                }
            carry += s_ws[ROW_THREADS / 32 - 1];
            carryq += s_wq[ROW_THREADS / 32 - 1];
            __syncthreads();                 // s_ws reused next round
        }
    }
}

#define COL_SEGS 8
extern "C" __global__ void sat_cols(unsigned* sum, unsigned long long* sq, int w, int h)   // in place
{
    __shared__ unsigned s_tot[COL_SEGS][32];
    __shared__ unsigned long long s_totq[COL_SEGS][32];
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int x = blockIdx.x * 32 + tx + 1;           // column in the table (0 stays zero)
    const int W1 = w + 1;
    const int seg = (h + COL_SEGS - 1) / COL_SEGS;
    const int r0 = 1 + ty * seg;
    const int r1 = min(h + 1, r0 + seg);
    const bool active = x <= w;

    unsigned a = 0u;
    unsigned long long aq = 0ull;
    if (active) {
        int r = r0;
        for (; r + 3 < r1; r += 4) {                   // four independent loads in flight
            const size_t o = (size_t)r * W1 + x;
            const unsigned v0 = sum[o], v1 = sum[o + W1], v2 = sum[o + 2 * W1], v3 = sum[o + 3 * W1];
            const unsigned long long q0 = sq[o], q1 = sq[o + W1], q2 = sq[o + 2 * W1], q3 = sq[o + 3 * W1];
            a += (v0 + v1) + (v2 + v3);
            aq += (q0 + q1) + (q2 + q3);
        }
        for (; r < r1; ++r) {
            a += sum[(size_t)r * W1 + x];
            aq += sq[(size_t)r * W1 + x];
        }
    }
    s_tot[ty][tx] = a;
    s_totq[ty][tx] = aq;
    __syncthreads();
    unsigned run = 0u;
    unsigned long long runq = 0ull;
    for (int s = 0; s < ty; ++s) { run += s_tot[s][tx]; runq += s_totq[s][tx]; }
    if (!active) return;
    for (int r = r0; r < r1; ++r) {
        const size_t o = (size_t)r * W1 + x;
        run += sum[o];
        runq += sq[o];
        sum[o] = run;
        sq[o] = runq;
    }
}

struct SauvolaParams {
    int w, h, pitch;
    int radius;
    float k;         // typically 0.2 .. 0.5
    float R;         // dynamic range of the standard deviation (128 for 8-bit)
};

extern "C" __global__ void sauvola_binarize(const unsigned char* __restrict__ img,
                                            const unsigned* __restrict__ sum,
                                            const unsigned long long* __restrict__ sq,
                                            SauvolaParams p, unsigned char* __restrict__ out,
                                            int out_pitch)
{
    const int x = blockIdx.x * blockDim.x + threadIdx.x;
    const int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= p.w || y >= p.h) return;
    const int W1 = p.w + 1;
    const int xa = max(x - p.radius, 0), xb = min(x + p.radius, p.w - 1) + 1;
    const int ya = max(y - p.radius, 0), yb = min(y + p.radius, p.h - 1) + 1;
    const size_t ra = (size_t)ya * W1, rb = (size_t)yb * W1;
    const unsigned s = __ldg(&sum[rb + xb]) - __ldg(&sum[ra + xb]) - __ldg(&sum[rb + xa]) + __ldg(&sum[ra + xa]);
    const unsigned long long q = __ldg(&sq[rb + xb]) - __ldg(&sq[ra + xb]) - __ldg(&sq[rb + xa]) + __ldg(&sq[ra + xa]);
    const int area = (xb - xa) * (yb - ya);
    const double inv = 1.0 / (double)area;
    const double mean = (double)s * inv;
    const double var = fmax((double)q * inv - mean * mean, 0.0);
    const float sd = (float)sqrt(var);
    const float thr = (float)mean * (1.0f + p.k * (sd / p.R - 1.0f));
    out[(size_t)y * out_pitch + x] = (float)img[(size_t)y * p.pitch + x] > thr ? 255 : 0;
}
