// Block-matching motion estimation on 8-bit luma: integer full search of 16x16 macroblocks
// in a +/-R window staged in shared memory (row-unrolled absolute differences), and half/quarter-pel refinement with bilinear
// interpolation around the integer vector.
#include <cuda_runtime.h>
#include <stdint.h>

#define MB 16
#define MAX_R 16
#define WIN (MB + 2 * MAX_R)

__device__ __forceinline__ int clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }

// pack (sad, candidate index) so a single atomicMin picks the lowest SAD, ties -> lowest index
__device__ __forceinline__ unsigned int pack_cost(unsigned int sad, unsigned int idx) {
    return (min(sad, 0xFFFFu) << 16) | (idx & 0xFFFFu);
}

// grid = (mbs_x, mbs_y); any block size. Pixels outside the frame are edge-extended.
extern "C" __global__ void me_full_search(const uint8_t* __restrict__ cur,
                                          const uint8_t* __restrict__ ref,
                                          int width, int height, int pitch, int range,
                                          int lambda_mv,
                                          short* __restrict__ mv_out,        // [mbs][2]
                                          unsigned int* __restrict__ sad_out) {
    __shared__ uint8_t s_win[WIN][WIN];
    __shared__ uint8_t s_cur[MB][MB];
    __shared__ unsigned int s_best;
    int R = clampi(range, 0, MAX_R);
    if (width <= 0 || height <= 0 || pitch < width) return;
    int mbx = blockIdx.x, mby = blockIdx.y;
    int x0 = mbx * MB, y0 = mby * MB;
    if (x0 >= width || y0 >= height) return;
    int nthreads = blockDim.x * blockDim.y;
    int tid = threadIdx.y * blockDim.x + threadIdx.x;
    int wsz = MB + 2 * R;

    for (int i = tid; i < wsz * wsz; i += nthreads) {
        int wy = i / wsz, wx = i % wsz;
        int gx = clampi(x0 - R + wx, 0, width - 1), gy = clampi(y0 - R + wy, 0, height - 1);
        s_win[wy][wx] = ref[(size_t)gy * pitch + gx];
    }
    for (int i = tid; i < MB * MB; i += nthreads) {
        int gx = clampi(x0 + (i % MB), 0, width - 1), gy = clampi(y0 + (i / MB), 0, height - 1);
        s_cur[i / MB][i % MB] = cur[(size_t)gy * pitch + gx];
    }
    if (tid == 0) s_best = 0xFFFFFFFFu;
    __syncthreads();

    int ncand = (2 * R + 1) * (2 * R + 1);
    unsigned int best = 0xFFFFFFFFu;
    for (int cand = tid; cand < ncand; cand += nthreads) {
        int dy = cand / (2 * R + 1), dx = cand % (2 * R + 1);   // window offsets 0..2R
        unsigned int sad = 0;
        for (int y = 0; y < MB; ++y) {
#pragma unroll
            for (int x = 0; x < MB; ++x)
                sad += abs((int)s_cur[y][x] - (int)s_win[dy + y][dx + x]);
        }
        int mvx = dx - R, mvy = dy - R;
        sad += (unsigned int)max(lambda_mv, 0) * (unsigned int)(abs(mvx) + abs(mvy));  // rate term
        best = min(best, pack_cost(sad, (unsigned int)cand));
    }
    atomicMin(&s_best, best);
    __syncthreads();
    if (tid == 0) {
        unsigned int b = s_best;
        int cand = b & 0xFFFFu;
        if (cand >= ncand) cand = ncand / 2;
        int mb_index = mby * gridDim.x + mbx;
        mv_out[2 * mb_index] = (short)(cand % (2 * R + 1) - R);
        mv_out[2 * mb_index + 1] = (short)(cand / (2 * R + 1) - R);
        sad_out[mb_index] = b >> 16;
    }
}

// Bilinear sample of the reference at quarter-pel position (qx, qy) (units of 1/4 pixel).
__device__ __forceinline__ int sample_qpel(const uint8_t* ref, int pitch, int w, int h, int qx, int qy) {
    int ix = qx >> 2, iy = qy >> 2, fx = qx & 3, fy = qy & 3;
    int x0 = clampi(ix, 0, w - 1), x1 = clampi(ix + 1, 0, w - 1);
    int y0 = clampi(iy, 0, h - 1), y1 = clampi(iy + 1, 0, h - 1);
    int a = ref[(size_t)y0 * pitch + x0], b = ref[(size_t)y0 * pitch + x1];
    int c = ref[(size_t)y1 * pitch + x0], d = ref[(size_t)y1 * pitch + x1];
    int top = a * (4 - fx) + b * fx, bot = c * (4 - fx) + d * fx;
    return (top * (4 - fy) + bot * fy + 8) >> 4;
}

// Two refinement rounds: 8 half-pel neighbours of the integer vector, then 8 quarter-pel
// neighbours of the best half-pel vector. Partial SADs per candidate are summed with
// shared integer atomics; every thread covers a strided subset of the 256 pixels.
extern "C" __global__ void me_subpel_refine(const uint8_t* __restrict__ cur,
                                            const uint8_t* __restrict__ ref,
                                            int width, int height, int pitch, int mbs_x, int mbs_y,
                                            const short* __restrict__ mv_int,
                                            int* __restrict__ mv_qpel,          // [mbs][2]
                                            unsigned int* __restrict__ cost_out) {
    __shared__ unsigned int s_sad[9];
    __shared__ int s_center[2];
    if (width <= 0 || height <= 0 || pitch < width) return;
    int nthreads = blockDim.x * blockDim.y;
    int tid = threadIdx.y * blockDim.x + threadIdx.x;
    {
        int mb = blockIdx.y * gridDim.x + blockIdx.x;     // one block per macroblock
        if (mb >= mbs_x * mbs_y) return;
        int x0 = (mb % mbs_x) * MB, y0 = (mb / mbs_x) * MB;
        if (tid == 0) {
            s_center[0] = 4 * clampi(mv_int[2 * mb], -MAX_R, MAX_R);
            s_center[1] = 4 * clampi(mv_int[2 * mb + 1], -MAX_R, MAX_R);
        }
        unsigned int best_cost = 0;
        for (int round = 0; round < 2; ++round) {
            int step = round == 0 ? 2 : 1;           // half-pel then quarter-pel
            if (tid < 9) s_sad[tid] = 0;
            __syncthreads();
            int cx = s_center[0], cy = s_center[1];
            unsigned int part[9];
#pragma unroll
            for (int k = 0; k < 9; ++k) part[k] = 0;
            for (int p = tid; p < MB * MB; p += nthreads) {
                int px = x0 + (p % MB), py = y0 + (p / MB);
                int c = cur[(size_t)clampi(py, 0, height - 1) * pitch + clampi(px, 0, width - 1)];
#pragma unroll
                for (int k = 0; k < 9; ++k) {
                    int qx = 4 * px + cx + (k % 3 - 1) * step;
                    int qy = 4 * py + cy + (k / 3 - 1) * step;
                    part[k] += abs(c - sample_qpel(ref, pitch, width, height, qx, qy));
                }
            }
#pragma unroll
            for (int k = 0; k < 9; ++k) atomicAdd(&s_sad[k], part[k]);
            __syncthreads();
            unsigned int best = pack_cost(s_sad[4], 4);
#pragma unroll
            for (int k = 0; k < 9; ++k) best = min(best, pack_cost(s_sad[k], k));
            best_cost = best >> 16;
            __syncthreads();                          // everyone has read s_sad / s_center
            if (tid == 0) {
                int k = best & 0xFFFF;
                s_center[0] = cx + (k % 3 - 1) * step;
                s_center[1] = cy + (k / 3 - 1) * step;
            }
            __syncthreads();
        }
        if (tid == 0) {
            mv_qpel[2 * mb] = s_center[0];
            mv_qpel[2 * mb + 1] = s_center[1];
            cost_out[mb] = best_cost;
        }
    }
}
