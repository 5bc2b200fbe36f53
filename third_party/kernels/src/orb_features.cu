// ORB features: FAST-9 corner scores through a shared tile, 3x3 non-maximum suppression with
// deterministic per-block compaction, orientation by intensity centroid, steered rBRIEF bits.
#include <cuda_runtime.h>
#include <stdint.h>

#define TILE_W 32
#define TILE_H 8
#define HALO 3
#define PATCH_R 15

__constant__ int c_circle[16][2] = {
  {0, -3}, {1, -3}, {2, -2}, {3, -1}, {3, 0}, {3, 1}, {2, 2}, {1, 3},
  {0, 3}, {-1, 3}, {-2, 2}, {-3, 1}, {-3, 0}, {-3, -1}, {-2, -2}, {-1, -3}};
// Half-widths of the circular orientation patch per row offset |v| (host-set, radius 15).
__constant__ int c_umax[PATCH_R + 1];
// Learned rBRIEF test pairs (x1, y1, x2, y2) in [-13, 13] (host-set).
__constant__ signed char c_pattern[256][4];

__device__ __forceinline__ int clampi(int v, int lo, int hi) { return min(max(v, lo), hi); }

// 16-bit masks of brighter / darker circle pixels; 9 contiguous set bits on the wrapped circle.
__device__ __forceinline__ bool has_arc9(unsigned m16)
{
  const unsigned m = m16 | (m16 << 16);
  unsigned r = m;
#pragma unroll
  for (int k = 1; k < 9; ++k) r &= m >> k;
  return (r & 0xffffu) != 0u;
}

extern "C" __global__ void fast9_score(const uint8_t* __restrict__ img, size_t pitch, int w, int h, int thresh,
                                       float* __restrict__ score, size_t score_pitch)
{
  __shared__ uint8_t tile[TILE_H + 2 * HALO][TILE_W + 2 * HALO];
  if (blockDim.x != TILE_W || blockDim.y != TILE_H || w < 1 || h < 1) return;
  const int x0 = blockIdx.x * TILE_W - HALO, y0 = blockIdx.y * TILE_H - HALO;
  const int tid = threadIdx.y * TILE_W + threadIdx.x;
  constexpr int TW = TILE_W + 2 * HALO, TH = TILE_H + 2 * HALO;
  for (int i = tid; i < TW * TH; i += TILE_W * TILE_H) {
    const int ty = i / TW, tx = i - ty * TW;
    const int gx = clampi(x0 + tx, 0, w - 1), gy = clampi(y0 + ty, 0, h - 1);
    tile[ty][tx] = img[(size_t)gy * pitch + gx];
  }
  __syncthreads();
  const int x = blockIdx.x * TILE_W + threadIdx.x, y = blockIdx.y * TILE_H + threadIdx.y;
  if (x >= w || y >= h) return;
  float s = 0.f;
  if (x >= HALO && x < w - HALO && y >= HALO && y < h - HALO) {
    const int lx = threadIdx.x + HALO, ly = threadIdx.y + HALO;
    const int c = tile[ly][lx];
    const int t = clampi(thresh, 1, 255);
    int v[16];
    unsigned bright = 0u, dark = 0u;
#pragma unroll
    for (int k = 0; k < 16; ++k) {
      const int dx = clampi(c_circle[k][0], -HALO, HALO), dy = clampi(c_circle[k][1], -HALO, HALO);
      v[k] = tile[ly + dy][lx + dx];
      bright |= (unsigned)(v[k] > c + t) << k;
      dark |= (unsigned)(v[k] < c - t) << k;
    }
    // cheap rejection on the four compass points first
    const unsigned compass = 0x1111u;
    if (__popc(bright & compass) >= 2 || __popc(dark & compass) >= 2) {
      const bool isb = has_arc9(bright), isd = has_arc9(dark);
      if (isb || isd) {
        int sb = 0, sd = 0;
#pragma unroll
        for (int k = 0; k < 16; ++k) {
          sb += (bright >> k & 1u) ? v[k] - c - t : 0;
          sd += (dark >> k & 1u) ? c - t - v[k] : 0;
        }
        s = (float)max(isb ? sb : 0, isd ? sd : 0);
      }
    }
  }
  score[(size_t)y * score_pitch + x] = s;
}

// 3x3 NMS (ties broken towards the lower raster index); survivors of each 32x8 block are
// compacted in raster order into that block's slot range.
extern "C" __global__ void fast_nms_compact(const float* __restrict__ score, size_t score_pitch, int w, int h,
                                            int border, int cap_per_block, int2* __restrict__ kps,
                                            float* __restrict__ kp_score, int* __restrict__ block_count)
{
  __shared__ int warp_cnt[TILE_H];
  __shared__ int warp_off[TILE_H];
  if (blockDim.x != TILE_W || blockDim.y != TILE_H || cap_per_block < 0 || cap_per_block > 1024) return;
  border = clampi(border, HALO, 64);
  const int x = blockIdx.x * TILE_W + threadIdx.x, y = blockIdx.y * TILE_H + threadIdx.y;
  bool keep = false;
  float s = 0.f;
  if (x >= border && x < w - border && y >= border && y < h - border) {
    s = score[(size_t)y * score_pitch + x];
    if (s > 0.f) {
      keep = true;
#pragma unroll
      for (int dy = -1; dy <= 1; ++dy)
#pragma unroll
        for (int dx = -1; dx <= 1; ++dx) {
          if (dx == 0 && dy == 0) continue;
          const float n = score[(size_t)(y + dy) * score_pitch + (x + dx)];
          const bool before = dy < 0 || (dy == 0 && dx < 0);
          if (n > s || (before && n == s)) keep = false;
        }
    }
  }
  const unsigned ballot = __ballot_sync(0xffffffffu, keep);
  const int lane = threadIdx.x, warp = threadIdx.y;
  if (lane == 0) warp_cnt[warp] = __popc(ballot);
  __syncthreads();
  if (warp == 0 && lane == 0) {
    int run = 0;
    for (int i = 0; i < TILE_H; ++i) { warp_off[i] = run; run += warp_cnt[i]; }
    block_count[blockIdx.y * gridDim.x + blockIdx.x] = min(run, cap_per_block);
  }
  __syncthreads();
  if (keep) {
    const int pos = warp_off[warp] + __popc(ballot & ((1u << lane) - 1u));
    if (pos < cap_per_block) {
      const size_t slot = (size_t)(blockIdx.y * gridDim.x + blockIdx.x) * cap_per_block + pos;
      kps[slot] = make_int2(x, y);
      kp_score[slot] = s;
    }
  }
}

// Warp per keypoint: m10, m01 over the circular patch, angle = atan2(m01, m10).
extern "C" __global__ void orb_orientation(const uint8_t* __restrict__ img, size_t pitch, int w, int h,
                                           const int2* __restrict__ kps, int nkp, float* __restrict__ angle)
{
  const int lane = threadIdx.x & 31;
  const int k = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  if (k >= nkp || w < 2 * PATCH_R + 1 || h < 2 * PATCH_R + 1) return;
  const int2 p = kps[k];
  const int cx = clampi(p.x, PATCH_R, w - 1 - PATCH_R), cy = clampi(p.y, PATCH_R, h - 1 - PATCH_R);
  int m10 = 0, m01 = 0;
  if (lane < 2 * PATCH_R + 1) {
    const int v = lane - PATCH_R;
    const int um = clampi(c_umax[abs(v)], 0, PATCH_R);
    const uint8_t* row = img + (size_t)(cy + v) * pitch + cx;
    for (int u = -um; u <= um; ++u) {
      const int I = row[u];
      m10 += u * I;
      m01 += v * I;
    }
  }
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) {
    m10 += __shfl_xor_sync(0xffffffffu, m10, o);
    m01 += __shfl_xor_sync(0xffffffffu, m01, o);
  }
  if (lane == 0) angle[k] = atan2f((float)m01, (float)m10);
}

// Warp per keypoint: 256 steered tests, one ballot per 32-bit descriptor word.
extern "C" __global__ void orb_rbrief(const uint8_t* __restrict__ smooth, size_t pitch, int w, int h,
                                      const int2* __restrict__ kps, const float* __restrict__ angle, int nkp,
                                      uint32_t* __restrict__ desc)
{
  const int lane = threadIdx.x & 31;
  const int k = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  if (k >= nkp || w < 1 || h < 1) return;
  const int2 p = kps[k];
  const int cx = clampi(p.x, 0, w - 1), cy = clampi(p.y, 0, h - 1);
  float sa, ca;
  const float a = angle[k];
  __sincosf(a == a ? a : 0.f, &sa, &ca);
  uint32_t mine = 0u;
#pragma unroll
  for (int word = 0; word < 8; ++word) {
    const int t = word * 32 + lane;
    const float x1 = c_pattern[t][0], y1 = c_pattern[t][1], x2 = c_pattern[t][2], y2 = c_pattern[t][3];
    const float rx1 = fminf(fmaxf(rintf(x1 * ca - y1 * sa), -PATCH_R), PATCH_R);
    const float ry1 = fminf(fmaxf(rintf(x1 * sa + y1 * ca), -PATCH_R), PATCH_R);
    const float rx2 = fminf(fmaxf(rintf(x2 * ca - y2 * sa), -PATCH_R), PATCH_R);
    const float ry2 = fminf(fmaxf(rintf(x2 * sa + y2 * ca), -PATCH_R), PATCH_R);
    const int ax = clampi(cx + (int)rx1, 0, w - 1), ay = clampi(cy + (int)ry1, 0, h - 1);
    const int bx = clampi(cx + (int)rx2, 0, w - 1), by = clampi(cy + (int)ry2, 0, h - 1);
    const bool bit = smooth[(size_t)ay * pitch + ax] < smooth[(size_t)by * pitch + bx];
    const uint32_t word_bits = __ballot_sync(0xffffffffu, bit);
    if (lane == word) mine = word_bits;
  }
  if (lane < 8) desc[(size_t)k * 8 + lane] = mine;
}
