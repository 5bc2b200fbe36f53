// Multigrid grid-transfer operators for arbitrary (odd or even) grid sizes.
//   mg_restrict_fw3d          vertex-centred full weighting (27-point, weights 2^-(|dx|+|dy|+|dz|))
//                             from an nfx x nfy x nfz fine grid to ceil(n/2) coarse points per
//                             axis (coarse i sits on fine 2i); near the top faces of even-sized
//                             grids missing fine neighbours are dropped and the weights
//                             renormalised. fp64; one thread per (i, j) column marching in k.
//   mg_prolong_add3d          trilinear prolongation of the coarse correction added into the fine
//                             solution: even indices inject, odd ones average their two coarse
//                             neighbours (clamped at the last coarse point); 64-bit grid-stride.
//   mg_residual_restrict_cc2d cell-centred 2D: the 5-point residual r = f - A u (zero Dirichlet
//                             through ghost cells -u) of a 16 x 16 fine tile computed into shared
//                             memory, then 2x2 averaging into the 8 x 8 coarse tile, partial
//                             children counted at odd edges; any block shape (strided tile loops).
// launch: mg_restrict_fw3d block 16x8, grid ceil(ncx/16) x ceil(ncy/8); mg_prolong_add3d block 256,
//         grid-stride; mg_residual_restrict_cc2d block 16x16, grid ceil(ncx/8) x ceil(ncy/8)
#include <cuda_runtime.h>
#include <stdint.h>

extern "C" __global__ void mg_restrict_fw3d(const double *__restrict__ fine, double *__restrict__ coarse, int nfx,
                                            int nfy, int nfz) {
  const int ncx = (nfx + 1) / 2, ncy = (nfy + 1) / 2, ncz = (nfz + 1) / 2;
  const int ic = blockIdx.x * blockDim.x + threadIdx.x;
  const int jc = blockIdx.y * blockDim.y + threadIdx.y;
  if (ic >= ncx || jc >= ncy)
    return;
  const size_t fplane = (size_t)nfx * nfy;
  const size_t cplane = (size_t)ncx * ncy;
  const int fi = 2 * ic, fj = 2 * jc;
  for (int kc = 0; kc < ncz; ++kc) {
    const int fk = 2 * kc;
    double acc = 0.0, wsum = 0.0;
#pragma unroll
    for (int dz = -1; dz <= 1; ++dz) {
      const int z = fk + dz;
      if (z < 0 || z >= nfz)
        continue;
#pragma unroll
      for (int dy = -1; dy <= 1; ++dy) {
        const int y = fj + dy;
        if (y < 0 || y >= nfy)
          continue;
#pragma unroll
        for (int dx = -1; dx <= 1; ++dx) {
          const int x = fi + dx;
          if (x < 0 || x >= nfx)
            continue;
          const double wgt = 1.0 / (double)(1 << (abs(dx) + abs(dy) + abs(dz)));
          acc += wgt * fine[(size_t)z * fplane + (size_t)y * nfx + x];
          wsum += wgt;
        }
      }
    }
    coarse[(size_t)kc * cplane + (size_t)jc * ncx + ic] = acc / wsum;
  }
}

extern "C" __global__ void mg_prolong_add3d(const double *__restrict__ coarse, double *__restrict__ fine, int nfx,
                                            int nfy, int nfz, double omega) {
  const int ncx = (nfx + 1) / 2, ncy = (nfy + 1) / 2, ncz = (nfz + 1) / 2;
  if (ncx <= 0 || ncy <= 0 || ncz <= 0)
    return;
  const size_t total = (size_t)nfx * nfy * nfz;
  const size_t cplane = (size_t)ncx * ncy;
  for (size_t idx = (size_t)blockIdx.x * blockDim.x + threadIdx.x; idx < total;
       idx += (size_t)gridDim.x * blockDim.x) {
    const int x = (int)(idx % nfx);
    const int y = (int)((idx / nfx) % nfy);
    const int z = (int)(idx / ((size_t)nfx * nfy));
    const int x0 = x >> 1, y0 = y >> 1, z0 = z >> 1;
    const int x1 = min(x0 + (x & 1), ncx - 1);
    const int y1 = min(y0 + (y & 1), ncy - 1);
    const int z1 = min(z0 + (z & 1), ncz - 1);
    const double *c0 = coarse + (size_t)z0 * cplane;
    const double *c1 = coarse + (size_t)z1 * cplane;
    const double v = 0.125 * (c0[(size_t)y0 * ncx + x0] + c0[(size_t)y0 * ncx + x1] + c0[(size_t)y1 * ncx + x0] +
                              c0[(size_t)y1 * ncx + x1] + c1[(size_t)y0 * ncx + x0] + c1[(size_t)y0 * ncx + x1] +
                              c1[(size_t)y1 * ncx + x0] + c1[(size_t)y1 * ncx + x1]);
    fine[idx] += omega * v;
  }
}

#define FT 16
#define CT (FT / 2)

extern "C" __global__ void __launch_bounds__(256)
mg_residual_restrict_cc2d(const float *__restrict__ u, const float *__restrict__ f, float *__restrict__ rc, int nx,
                          int ny, float inv_h2) {
  __shared__ float s_r[FT][FT + 1];
  const int ncx = (nx + 1) / 2, ncy = (ny + 1) / 2;
  const int tid = threadIdx.x + threadIdx.y * blockDim.x;
  const int nthreads = blockDim.x * blockDim.y;
  const int fx0 = blockIdx.x * FT, fy0 = blockIdx.y * FT;

  for (int t = tid; t < FT * FT; t += nthreads) {
    const int lx = t % FT, ly = t / FT;
    const int x = fx0 + lx, y = fy0 + ly;
    float r = 0.f;
    if (x < nx && y < ny) {
      const size_t c = (size_t)y * nx + x;
      const float uc = u[c];
      const float uw = x > 0 ? u[c - 1] : -uc;
      const float ue = x < nx - 1 ? u[c + 1] : -uc;
      const float us = y > 0 ? u[c - nx] : -uc;
      const float un = y < ny - 1 ? u[c + nx] : -uc;
      r = f[c] - (4.f * uc - uw - ue - us - un) * inv_h2;
    }
    s_r[ly][lx] = r;
  }
  __syncthreads();

  for (int t = tid; t < CT * CT; t += nthreads) {
    const int cx = t % CT, cy = t / CT;
    const int gx = blockIdx.x * CT + cx, gy = blockIdx.y * CT + cy;
    if (gx >= ncx || gy >= ncy)
      continue;
    float acc = 0.f;
    int cnt = 0;
#pragma unroll
    for (int b = 0; b < 2; ++b)
#pragma unroll
      for (int a = 0; a < 2; ++a) {
        if (2 * gx + a < nx && 2 * gy + b < ny) {
          acc += s_r[2 * cy + b][2 * cx + a];
          ++cnt;
        }
      }
    rc[(size_t)gy * ncx + gx] = acc / (float)cnt;
  }
}
