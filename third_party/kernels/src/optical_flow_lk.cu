// kestrel-launch: lk_dense_flow block=16,16
// Lucas-Kanade optical flow on float images.
//   lk_dense_flow        dense LK for every pixel: I0 and I1 tiles with a (R+1) clamped halo
//                        for any block up to 16x16 and a runtime window radius R <= 4, central
//                        difference gradients and the temporal difference computed into shared
//                        tiles (second barrier), (2R+1)^2 structure-tensor sums in a runtime
//                        loop, 2x2 solve guarded by the minimum eigenvalue; flow and eigenvalue out.
//   lk_track_w5          sparse pyramidal LK feature tracking, one point per thread, as a
//   lk_track_w9          template over the window size: levels packed one after another in one
//                        buffer (geometry from a by-value struct, each level half the previous),
//                        points normalised to [0, 1] (others reported lost at once), template
//                        patch and central-difference gradients held in unrolled local arrays,
//                        Newton iterations with bilinear sampling of I1 that stop when the update
//                        is below eps (data-dependent trip count), status on lost points.
#include <cuda_runtime.h>
#include <stdint.h>

#define LK_MAX_R 4
#define LK_BX 16
#define LK_BY 16
#define LK_TW (LK_BX + 2 * (LK_MAX_R + 1))
#define LK_TH (LK_BY + 2 * (LK_MAX_R + 1))

extern "C" __global__ void __launch_bounds__(256)
    lk_dense_flow(const float *__restrict__ I0, const float *__restrict__ I1, int width, int height, int pitch,
                  int radius, float min_eig, float2 *__restrict__ flow, float *__restrict__ eig_out) {
  __shared__ float s0[LK_TH][LK_TW], s1[LK_TH][LK_TW];
  __shared__ float sx[LK_TH][LK_TW], sy[LK_TH][LK_TW], st[LK_TH][LK_TW];
  const int bx = blockDim.x, by = blockDim.y;
  if (bx > LK_BX || by > LK_BY || radius < 1 || radius > LK_MAX_R || pitch < width)
    return;
  const int H = radius + 1;
  const int tw = bx + 2 * H, th = by + 2 * H;
  const int ox = blockIdx.x * bx - H, oy = blockIdx.y * by - H;
  const int nthreads = bx * by, tid = threadIdx.y * bx + threadIdx.x;
  for (int i = tid; i < tw * th; i += nthreads) {
    const int ty = i / tw, tx = i - ty * tw;
    const int gx = min(max(ox + tx, 0), width - 1), gy = min(max(oy + ty, 0), height - 1);
    const size_t at = (size_t)gy * pitch + gx;
    s0[ty][tx] = I0[at];
    s1[ty][tx] = I1[at];
  }
  __syncthreads();
  // gradients on the inner (bx + 2R) x (by + 2R) region
  const int gw = tw - 2, gh = th - 2;
  for (int i = tid; i < gw * gh; i += nthreads) {
    const int ty = i / gw + 1, tx = i % gw + 1;
    sx[ty][tx] = 0.5f * (s0[ty][tx + 1] - s0[ty][tx - 1]);
    sy[ty][tx] = 0.5f * (s0[ty + 1][tx] - s0[ty - 1][tx]);
    st[ty][tx] = s1[ty][tx] - s0[ty][tx];
  }
  __syncthreads();

  const int x = blockIdx.x * bx + threadIdx.x, y = blockIdx.y * by + threadIdx.y;
  if (x >= width || y >= height)
    return;
  float sxx = 0.f, sxy = 0.f, syy = 0.f, sxt = 0.f, syt = 0.f;
  for (int dy = -radius; dy <= radius; ++dy) {
    const int ty = threadIdx.y + H + dy;
    for (int dx = -radius; dx <= radius; ++dx) {
      const int tx = threadIdx.x + H + dx;
      const float ix = sx[ty][tx], iy = sy[ty][tx], it = st[ty][tx];
      sxx = fmaf(ix, ix, sxx);
      sxy = fmaf(ix, iy, sxy);
      syy = fmaf(iy, iy, syy);
      sxt = fmaf(ix, it, sxt);
      syt = fmaf(iy, it, syt);
    }
  }
  const float n = (float)((2 * radius + 1) * (2 * radius + 1));
  const float tr = 0.5f * (sxx + syy);
  const float lmin = (tr - sqrtf(0.25f * (sxx - syy) * (sxx - syy) + sxy * sxy)) / n;
  const float det = sxx * syy - sxy * sxy;
  float2 f = make_float2(0.f, 0.f);
  if (lmin >= min_eig && det != 0.f) {
    const float inv = 1.0f / det;
    f.x = (sxy * syt - syy * sxt) * inv;
    f.y = (sxy * sxt - sxx * syt) * inv;
  }
  const size_t o = (size_t)y * width + x;
  flow[o] = f;
  eig_out[o] = lmin;
}

struct PyrGeom {
  int levels; // <= 4
  int width;  // level 0
  int height;
  int max_iter;
  float eps;
  float min_eig;
};

static __device__ __forceinline__ float bilinear(const float *img, int w, int h, float x, float y) {
  x = fminf(fmaxf(x, 0.f), w - 1.001f);
  y = fminf(fmaxf(y, 0.f), h - 1.001f);
  const int x0 = (int)x, y0 = (int)y;
  const float ax = x - x0, ay = y - y0;
  const float *p = img + (size_t)y0 * w + x0;
  return (1.f - ay) * ((1.f - ax) * p[0] + ax * p[1]) + ay * ((1.f - ax) * p[w] + ax * p[w + 1]);
}

template <int WIN>
static __device__ __forceinline__ void lk_track(const float *__restrict__ pyr0, const float *__restrict__ pyr1,
                                const float2 *__restrict__ pts, float2 *__restrict__ out_pts,
                                uint8_t *__restrict__ status, int npts, PyrGeom g) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= npts)
    return;
  constexpr int HALF = WIN / 2, N = WIN * WIN;
  const int levels = min(max(g.levels, 1), 4);
  int off[4], lw[4], lh[4];
  int w = g.width, h = g.height, acc = 0;
  for (int l = 0; l < levels; ++l) {
    off[l] = acc;
    lw[l] = w;
    lh[l] = h;
    acc += w * h;
    w = (w + 1) >> 1;
    h = (h + 1) >> 1;
  }
  // points are normalised to [0, 1] (landmark-style); anything outside is reported lost
  const float2 pn = pts[p];
  if (!(pn.x >= 0.f && pn.x <= 1.f && pn.y >= 0.f && pn.y <= 1.f)) {
    out_pts[p] = pn;
    status[p] = 0;
    return;
  }
  const float2 p0 = make_float2(pn.x * (g.width - 1), pn.y * (g.height - 1));
  float gx = 0.f, gy = 0.f;
  bool ok = true;
  for (int l = levels - 1; l >= 0; --l) {
    const float *A = pyr0 + off[l], *B = pyr1 + off[l];
    const int W = lw[l], Hh = lh[l];
    if (W < 3 || Hh < 3) {
      ok = false;
      break;
    }
    const float s = 1.0f / (float)(1 << l);
    const float px = p0.x * s, py = p0.y * s;
    float tI[N], tX[N], tY[N];
    float a11 = 0.f, a12 = 0.f, a22 = 0.f;
#pragma unroll
    for (int k = 0; k < N; ++k) {
      const float x = px + (k % WIN - HALF), y = py + (k / WIN - HALF);
      tI[k] = bilinear(A, W, Hh, x, y);
      tX[k] = 0.5f * (bilinear(A, W, Hh, x + 1.f, y) - bilinear(A, W, Hh, x - 1.f, y));
      tY[k] = 0.5f * (bilinear(A, W, Hh, x, y + 1.f) - bilinear(A, W, Hh, x, y - 1.f));
      a11 = fmaf(tX[k], tX[k], a11);
      a12 = fmaf(tX[k], tY[k], a12);
      a22 = fmaf(tY[k], tY[k], a22);
    }
    const float det = a11 * a22 - a12 * a12;
    const float lmin = 0.5f * (a11 + a22 - sqrtf((a11 - a22) * (a11 - a22) + 4.f * a12 * a12)) / N;
    if (lmin < g.min_eig || det == 0.f) {
      ok = false;
      break;
    }
    const float inv = 1.0f / det;
    float vx = 0.f, vy = 0.f;
    for (int it = 0; it < g.max_iter; ++it) {
      float b1 = 0.f, b2 = 0.f;
#pragma unroll
      for (int k = 0; k < N; ++k) {
        const float x = px + gx + vx + (k % WIN - HALF), y = py + gy + vy + (k / WIN - HALF);
        const float d = bilinear(B, W, Hh, x, y) - tI[k];
        b1 = fmaf(d, tX[k], b1);
        b2 = fmaf(d, tY[k], b2);
      }
      const float dx = (a12 * b2 - a22 * b1) * inv, dy = (a12 * b1 - a11 * b2) * inv;
      vx += dx;
      vy += dy;
      if (dx * dx + dy * dy < g.eps * g.eps)
        break;
    }
    gx = l > 0 ? 2.f * (gx + vx) : gx + vx;
    gy = l > 0 ? 2.f * (gy + vy) : gy + vy;
  }
  const float nx = p0.x + gx, ny = p0.y + gy;
  ok = ok && nx >= 0.f && ny >= 0.f && nx <= g.width - 1 && ny <= g.height - 1;
  out_pts[p] = ok ? make_float2(nx / (g.width - 1), ny / (g.height - 1)) : pn;
  status[p] = ok ? 1 : 0;
}

extern "C" __global__ void lk_track_w5(const float *__restrict__ pyr0, const float *__restrict__ pyr1,
                                       const float2 *__restrict__ pts, float2 *__restrict__ out_pts,
                                       uint8_t *__restrict__ status, int npts, PyrGeom g) {
  lk_track<5>(pyr0, pyr1, pts, out_pts, status, npts, g);
}

extern "C" __global__ void lk_track_w9(const float *__restrict__ pyr0, const float *__restrict__ pyr1,
                                       const float2 *__restrict__ pts, float2 *__restrict__ out_pts,
                                       uint8_t *__restrict__ status, int npts, PyrGeom g) {
  lk_track<9>(pyr0, pyr1, pts, out_pts, status, npts, g);
}
