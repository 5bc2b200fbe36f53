// 3D Gaussian splatting, forward pass (Kerbl et al. 2023): projection and tile rasterisation.
//   gs_preprocess        one Gaussian per thread (grid-stride): world -> view with a 3x4 matrix from
//                        a by-value camera struct, near-plane cull, 3D covariance R S S^T R^T from
//                        a normalised quaternion and scales, EWA projection through the
//                        perspective Jacobian with the 0.3 px low-pass dilation, conic (inverse
//                        2D covariance), 3-sigma radius from the larger eigenvalue, pixel centre,
//                        and the number of screen tiles its bounding rectangle touches.
//   gs_rasterize_tiles   one block per screen tile (tile = block shape): the tile's range of the
//                        depth-sorted Gaussian list is fetched cooperatively in batches of one per
//                        thread into shared memory, each pixel alpha-blends front to back
//                        (exp of the conic quadratic form, alpha clamp 0.99, skip < 1/255) and
//                        stops when transmittance drops below 1e-4; the block leaves when every
//                        pixel is done (__syncthreads_count). Writes colour over a background,
//                        final transmittance and the contributor count.
// launch: gs_preprocess block 128, grid-stride; gs_rasterize_tiles block 16x16, grid tiles_x x tiles_y
#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>

struct GsCamera {
  float view[12];  // row-major 3x4 world -> camera
  float fx, fy, cx, cy;
  int width, height;
  int tile;        // tile edge in pixels
};

extern "C" __global__ void __launch_bounds__(128)
gs_preprocess(const float *__restrict__ means, const float *__restrict__ scales, const float *__restrict__ quats,
              const float *__restrict__ opacity, float2 *__restrict__ xy, float4 *__restrict__ conic_opacity,
              float *__restrict__ depth, int *__restrict__ radius, unsigned int *__restrict__ tiles_touched, int n,
              GsCamera cam, float scale_mod) {
  const int tile = max(cam.tile, 1);
  const int tiles_x = (cam.width + tile - 1) / tile;
  const int tiles_y = (cam.height + tile - 1) / tile;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    radius[i] = 0;
    tiles_touched[i] = 0;
    const float *v = cam.view;
    const float px = means[3 * i], py = means[3 * i + 1], pz = means[3 * i + 2];
    const float tx = v[0] * px + v[1] * py + v[2] * pz + v[3];
    const float ty = v[4] * px + v[5] * py + v[6] * pz + v[7];
    const float tz = v[8] * px + v[9] * py + v[10] * pz + v[11];
    if (tz <= 0.2f)
      continue;

    float qr = quats[4 * i], qx = quats[4 * i + 1], qy = quats[4 * i + 2], qz = quats[4 * i + 3];
    const float qn = rsqrtf(fmaxf(qr * qr + qx * qx + qy * qy + qz * qz, 1e-12f));
    qr *= qn; qx *= qn; qy *= qn; qz *= qn;
    const float R[9] = {1.f - 2.f * (qy * qy + qz * qz), 2.f * (qx * qy - qr * qz), 2.f * (qx * qz + qr * qy),
                        2.f * (qx * qy + qr * qz), 1.f - 2.f * (qx * qx + qz * qz), 2.f * (qy * qz - qr * qx),
                        2.f * (qx * qz - qr * qy), 2.f * (qy * qz + qr * qx), 1.f - 2.f * (qx * qx + qy * qy)};
    const float s[3] = {scale_mod * scales[3 * i], scale_mod * scales[3 * i + 1], scale_mod * scales[3 * i + 2]};
    // M = R S ; Sigma = M M^T
    float M[9];
#pragma unroll
    for (int r = 0; r < 3; ++r)
#pragma unroll
      for (int c = 0; c < 3; ++c)
        M[3 * r + c] = R[3 * r + c] * s[c];
    float Sig[6]; // xx xy xz yy yz zz
    Sig[0] = M[0] * M[0] + M[1] * M[1] + M[2] * M[2];
    Sig[1] = M[0] * M[3] + M[1] * M[4] + M[2] * M[5];
    Sig[2] = M[0] * M[6] + M[1] * M[7] + M[2] * M[8];
    Sig[3] = M[3] * M[3] + M[4] * M[4] + M[5] * M[5];
    Sig[4] = M[3] * M[6] + M[4] * M[7] + M[5] * M[8];
    Sig[5] = M[6] * M[6] + M[7] * M[7] + M[8] * M[8];

    // T = J W, J = [[fx/z, 0, -fx x/z^2], [0, fy/z, -fy y/z^2]]
    const float iz = 1.f / tz;
    const float j00 = cam.fx * iz, j02 = -cam.fx * tx * iz * iz;
    const float j11 = cam.fy * iz, j12 = -cam.fy * ty * iz * iz;
    float T[6];
#pragma unroll
    for (int c = 0; c < 3; ++c) {
      T[c] = j00 * v[c] + j02 * v[8 + c];
      T[3 + c] = j11 * v[4 + c] + j12 * v[8 + c];
    }
    float TS[6]; // T Sigma (2x3)
#pragma unroll
    for (int r = 0; r < 2; ++r) {
      const float *t = T + 3 * r;
      TS[3 * r + 0] = t[0] * Sig[0] + t[1] * Sig[1] + t[2] * Sig[2];
      TS[3 * r + 1] = t[0] * Sig[1] + t[1] * Sig[3] + t[2] * Sig[4];
      TS[3 * r + 2] = t[0] * Sig[2] + t[1] * Sig[4] + t[2] * Sig[5];
    }
    const float a = TS[0] * T[0] + TS[1] * T[1] + TS[2] * T[2] + 0.3f;
    const float b = TS[0] * T[3] + TS[1] * T[4] + TS[2] * T[5];
    const float c = TS[3] * T[3] + TS[4] * T[4] + TS[5] * T[5] + 0.3f;
    const float det = a * c - b * b;
    if (!(det > 0.f))
      continue;
    const float idet = 1.f / det;
    const float mid = 0.5f * (a + c);
    const float lambda1 = mid + sqrtf(fmaxf(0.1f, mid * mid - det));
    const int r = (int)ceilf(3.f * sqrtf(lambda1));
    const float u = cam.fx * tx * iz + cam.cx;
    const float w = cam.fy * ty * iz + cam.cy;
    const int rx0 = min(tiles_x, max(0, (int)floorf((u - r) / tile)));
    const int ry0 = min(tiles_y, max(0, (int)floorf((w - r) / tile)));
    const int rx1 = min(tiles_x, max(0, (int)floorf((u + r + tile - 1) / tile)));
    const int ry1 = min(tiles_y, max(0, (int)floorf((w + r + tile - 1) / tile)));
    const unsigned int touched = (unsigned int)((rx1 - rx0) * (ry1 - ry0));
    if (touched == 0)
      continue;
    xy[i] = make_float2(u, w);
    conic_opacity[i] = make_float4(c * idet, -b * idet, a * idet, opacity[i]);
    depth[i] = tz;
    radius[i] = r;
    tiles_touched[i] = touched;
  }
}

#define MAX_BLOCK 256

extern "C" __global__ void __launch_bounds__(MAX_BLOCK)
gs_rasterize_tiles(const int2 *__restrict__ ranges, const int *__restrict__ point_list, int n_list,
                   const float2 *__restrict__ xy, const float4 *__restrict__ conic_opacity,
                   const float *__restrict__ colors, int n_gauss, float *__restrict__ out_color,
                   float *__restrict__ final_t, int *__restrict__ n_contrib, int width, int height, float bg_r,
                   float bg_g, float bg_b) {
  __shared__ int s_id[MAX_BLOCK];
  __shared__ float2 s_xy[MAX_BLOCK];
  __shared__ float4 s_co[MAX_BLOCK];

  const int bsize = blockDim.x * blockDim.y;
  const int tid = threadIdx.y * blockDim.x + threadIdx.x;
  const int tile = blockIdx.y * gridDim.x + blockIdx.x;
  const int pxi = blockIdx.x * blockDim.x + threadIdx.x;
  const int pyi = blockIdx.y * blockDim.y + threadIdx.y;
  const bool inside = pxi < width && pyi < height;
  const float pxf = (float)pxi, pyf = (float)pyi;

  const int2 rg = ranges[tile];
  const int start = min(max(rg.x, 0), max(n_list, 0));
  const int end = min(max(rg.y, start), max(n_list, 0));
  const int rounds = n_gauss > 0 ? (end - start + bsize - 1) / bsize : 0;

  bool done = !inside;
  float T = 1.f, cr = 0.f, cg = 0.f, cb = 0.f;
  int contributor = 0, last = 0;
  int todo = end - start;

  for (int rd = 0; rd < rounds; ++rd, todo -= bsize) {
    if (__syncthreads_count(done) == bsize)
      break;
    const int fetch = start + rd * bsize + tid;
    if (fetch < end) {
      const int g = min(max(point_list[fetch], 0), n_gauss - 1);
      s_id[tid] = g;
      s_xy[tid] = xy[g];
      s_co[tid] = conic_opacity[g];
    }
    __syncthreads();
    const int batch = min(bsize, todo);
    for (int j = 0; !done && j < batch; ++j) {
      ++contributor;
      const float2 m = s_xy[j];
      const float4 co = s_co[j];
      const float dx = m.x - pxf, dy = m.y - pyf;
      const float power = -0.5f * (co.x * dx * dx + co.z * dy * dy) - co.y * dx * dy;
      if (power > 0.f)
        continue;
      const float alpha = fminf(0.99f, co.w * expf(power));
      if (alpha < 1.f / 255.f)
        continue;
      const float test_t = T * (1.f - alpha);
      if (test_t < 1e-4f) {
        done = true;
        continue;
      }
      const float *col = colors + 3 * (size_t)s_id[j];
      cr += col[0] * alpha * T;
      cg += col[1] * alpha * T;
      cb += col[2] * alpha * T;
      T = test_t;
      last = contributor;
    }
  }

  if (inside) {
    const size_t pix = (size_t)pyi * width + pxi;
    const size_t npix = (size_t)width * height;
    out_color[pix] = cr + T * bg_r;
    out_color[npix + pix] = cg + T * bg_g;
    out_color[2 * npix + pix] = cb + T * bg_b;
    final_t[pix] = T;
    n_contrib[pix] = last;
  }
}
