// Semi-global matching (libSGM-style): a 9x7 census transform through a shared tile with a clamped
// halo, path aggregation along rows (both directions, one template) and down columns with on-the-fly
// Hamming costs, P1 / intensity-adaptive P2 penalties and warp-wide minima, then winner-take-all with
// a uniqueness test and parabolic sub-pixel refinement.
#include <cuda_runtime.h>
#include <stdint.h>

#define SGM_D 64          // disparities: lane d and lane d + 32
#define SGM_INVALID_COST 64
#define CEN_RX 4
#define CEN_RY 3
#define CEN_BX 32
#define CEN_BY 8

struct SgmParams {
  int p1;
  int p2;
  int uniqueness_pct;
  int min_disp;
  float invalid_disp;
};

__constant__ SgmParams c_sgm;

__device__ __forceinline__ int clampi(int v, int lo, int hi) { return min(max(v, lo), hi); }

// blockIdx.z selects the image (0 = left, 1 = right).
extern "C" __global__ void __launch_bounds__(256)
    sgm_census_9x7(const uint8_t* __restrict__ left, const uint8_t* __restrict__ right,
                   unsigned long long* __restrict__ census_l, unsigned long long* __restrict__ census_r,
                   int width, int height) {
  __shared__ uint8_t tile[CEN_BY + 2 * CEN_RY][CEN_BX + 2 * CEN_RX];
  if (blockDim.x != CEN_BX || blockDim.y != CEN_BY) return;
  const uint8_t* img = blockIdx.z == 0 ? left : right;
  unsigned long long* out = blockIdx.z == 0 ? census_l : census_r;
  const int x0 = blockIdx.x * CEN_BX - CEN_RX;
  const int y0 = blockIdx.y * CEN_BY - CEN_RY;
  const int tid = threadIdx.y * CEN_BX + threadIdx.x;
  constexpr int TW = CEN_BX + 2 * CEN_RX, TH = CEN_BY + 2 * CEN_RY;
  for (int i = tid; i < TW * TH; i += CEN_BX * CEN_BY) {
    const int ty = i / TW, tx = i - ty * TW;
    const int gx = clampi(x0 + tx, 0, width - 1);
    const int gy = clampi(y0 + ty, 0, height - 1);
    tile[ty][tx] = img[(long long)gy * width + gx];
  }
  __syncthreads();
  const int x = blockIdx.x * CEN_BX + threadIdx.x;
  const int y = blockIdx.y * CEN_BY + threadIdx.y;
  if (x >= width || y >= height) return;
  const int cx = threadIdx.x + CEN_RX, cy = threadIdx.y + CEN_RY;
  const uint8_t center = tile[cy][cx];
  unsigned long long bits = 0;
#pragma unroll
  for (int dy = -CEN_RY; dy <= CEN_RY; ++dy) {
#pragma unroll
    for (int dx = -CEN_RX; dx <= CEN_RX; ++dx) {
      if (dx == 0 && dy == 0) continue;
      bits = (bits << 1) | (tile[cy + dy][cx + dx] < center ? 1ull : 0ull);
    }
  }
  out[(long long)y * width + x] = bits;
}

__device__ __forceinline__ int census_cost(const unsigned long long* __restrict__ cl,
                                           const unsigned long long* __restrict__ cr, long long row,
                                           int x, int d) {
  const int xr = x - d;
  if (xr < 0) return SGM_INVALID_COST;
  return __popcll(cl[row + x] ^ cr[row + xr]);
}

// One step of the SGM recurrence for the two disparities (lane, lane + 32) a lane holds.
__device__ __forceinline__ void sgm_step(int c0, int c1, int& l0, int& l1, int& lmin, int p1, int p2,
                                         bool first) {
  const int lane = threadIdx.x & 31;
  int n0, n1;
  if (first) {
    n0 = c0;
    n1 = c1;
  } else {
    const int INF = 1 << 20;
    const int up0 = __shfl_up_sync(0xffffffffu, l0, 1);
    const int dn0 = __shfl_down_sync(0xffffffffu, l0, 1);
    const int up1 = __shfl_up_sync(0xffffffffu, l1, 1);
    const int dn1 = __shfl_down_sync(0xffffffffu, l1, 1);
    const int wrap_hi = __shfl_sync(0xffffffffu, l1, 0);   // d = 32 seen from d = 31
    const int wrap_lo = __shfl_sync(0xffffffffu, l0, 31);  // d = 31 seen from d = 32
    const int m0 = lane == 0 ? INF : up0;
    const int p0 = lane == 31 ? wrap_hi : dn0;
    const int m1 = lane == 0 ? wrap_lo : up1;
    const int q1 = lane == 31 ? INF : dn1;
    const int jump = lmin + p2;
    n0 = c0 + min(min(l0, min(m0, p0) + p1), jump) - lmin;
    n1 = c1 + min(min(l1, min(m1, q1) + p1), jump) - lmin;
  }
  l0 = n0;
  l1 = n1;
  int m = min(n0, n1);
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) m = min(m, __shfl_xor_sync(0xffffffffu, m, o));
  lmin = m;
}

__device__ __forceinline__ void accumulate_cost(uint16_t* __restrict__ agg, long long base, int l0, int l1,
                                                bool accumulate) {
  const int lane = threadIdx.x & 31;
  uint16_t* p = agg + base * SGM_D;
  if (accumulate) {
    p[lane] = (uint16_t)min((int)p[lane] + l0, 0xffff);
    p[lane + 32] = (uint16_t)min((int)p[lane + 32] + l1, 0xffff);
  } else {
    p[lane] = (uint16_t)min(l0, 0xffff);
    p[lane + 32] = (uint16_t)min(l1, 0xffff);
  }
}

// A warp per image row; DIR = +1 walks left to right, -1 right to left.
template <int DIR>
__device__ __forceinline__ void aggregate_rows(const uint8_t* __restrict__ left,
                                               const unsigned long long* __restrict__ cl,
                                               const unsigned long long* __restrict__ cr,
                                               uint16_t* __restrict__ agg, int width, int height,
                                               int accumulate) {
  const int p1 = clampi(c_sgm.p1, 1, 64);
  const int p2 = clampi(c_sgm.p2, p1 + 1, 512);
  const int lane = threadIdx.x & 31;
  const int wpb = blockDim.x >> 5;
  for (int y = blockIdx.x * wpb + (threadIdx.x >> 5); y < height; y += gridDim.x * wpb) {
    const long long row = (long long)y * width;
    int l0 = 0, l1 = 0, lmin = 0;
    int prev_i = 0;
    for (int s = 0; s < width; ++s) {
      const int x = DIR > 0 ? s : width - 1 - s;
      const int ival = left[row + x];
      const int p2a = max(p1 + 1, p2 / (abs(ival - prev_i) + 1));
      const int c0 = census_cost(cl, cr, row, x, lane);
      const int c1 = census_cost(cl, cr, row, x, lane + 32);
      sgm_step(c0, c1, l0, l1, lmin, p1, p2a, s == 0);
      accumulate_cost(agg, row + x, l0, l1, accumulate != 0);
      prev_i = ival;
    }
  }
}

extern "C" __global__ void sgm_aggregate_lr(const uint8_t* __restrict__ left,
                                            const unsigned long long* __restrict__ cl,
                                            const unsigned long long* __restrict__ cr,
                                            uint16_t* __restrict__ agg, int width, int height, int accumulate) {
  aggregate_rows<1>(left, cl, cr, agg, width, height, accumulate);
}

extern "C" __global__ void sgm_aggregate_rl(const uint8_t* __restrict__ left,
                                            const unsigned long long* __restrict__ cl,
                                            const unsigned long long* __restrict__ cr,
                                            uint16_t* __restrict__ agg, int width, int height, int accumulate) {
  aggregate_rows<-1>(left, cl, cr, agg, width, height, accumulate);
}

// A warp per image column, top to bottom.
extern "C" __global__ void sgm_aggregate_tb(const uint8_t* __restrict__ left,
                                            const unsigned long long* __restrict__ cl,
                                            const unsigned long long* __restrict__ cr,
                                            uint16_t* __restrict__ agg, int width, int height) {
  const int p1 = clampi(c_sgm.p1, 1, 64);
  const int p2 = clampi(c_sgm.p2, p1 + 1, 512);
  const int lane = threadIdx.x & 31;
  const int wpb = blockDim.x >> 5;
  for (int x = blockIdx.x * wpb + (threadIdx.x >> 5); x < width; x += gridDim.x * wpb) {
    int l0 = 0, l1 = 0, lmin = 0, prev_i = 0;
    for (int y = 0; y < height; ++y) {
      const long long row = (long long)y * width;
      const int ival = left[row + x];
      const int p2a = max(p1 + 1, p2 / (abs(ival - prev_i) + 1));
      const int c0 = census_cost(cl, cr, row, x, lane);
      const int c1 = census_cost(cl, cr, row, x, lane + 32);
      sgm_step(c0, c1, l0, l1, lmin, p1, p2a, y == 0);
      accumulate_cost(agg, row + x, l0, l1, true);
      prev_i = ival;
    }
  }
}

// Winner-take-all over the aggregated volume, uniqueness ratio against the best cost outside
// d +- 1, parabola fit through (d-1, d, d+1).
extern "C" __global__ void sgm_wta_subpixel(const uint16_t* __restrict__ agg, float* __restrict__ disp,
                                            int width, int height) {
  const int uniq = clampi(c_sgm.uniqueness_pct, 0, 100);
  const int min_disp = clampi(c_sgm.min_disp, 0, SGM_D - 1);
  const float invalid = c_sgm.invalid_disp;
  const long long npix = (long long)width * height;
  for (long long p = (long long)blockIdx.x * blockDim.x + threadIdx.x; p < npix;
       p += (long long)gridDim.x * blockDim.x) {
    const uint16_t* c = agg + p * SGM_D;
    int best = 0x7fffffff, bd = 0;
#pragma unroll 8
    for (int d = 0; d < SGM_D; ++d) {
      const int v = c[d];
      if (v < best) {
        best = v;
        bd = d;
      }
    }
    int second = 0x7fffffff;
#pragma unroll 8
    for (int d = 0; d < SGM_D; ++d)
      if (abs(d - bd) > 1) second = min(second, (int)c[d]);
    const int x = (int)(p % width);
    float out = invalid;
    const bool unique = (long long)second * (100 - uniq) > (long long)best * 100 || second == 0x7fffffff;
    if (unique && bd >= min_disp && bd <= x) {
      float sub = (float)bd;
      if (bd > 0 && bd < SGM_D - 1) {
        const float cm = c[bd - 1], c0 = best, cp = c[bd + 1];
        const float denom = cm - 2.f * c0 + cp;
        if (denom > 1e-6f) sub += fminf(fmaxf((cm - cp) / (2.f * denom), -0.5f), 0.5f);
      }
      out = sub;
    }
    disp[p] = out;
  }
}
