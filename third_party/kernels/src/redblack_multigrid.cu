// Geometric multigrid pieces for the 2D Poisson problem -lap(u) = f on a vertex-centred grid
// (double precision, row-major, Dirichlet boundary rows/columns left untouched).
//   rb_gauss_seidel        one colour of a red-black Gauss-Seidel sweep with over-relaxation:
//                          interior points with (i + j) % 2 == color are set to
//                          (1-w) u + w (h2 f + sum of 4 neighbours) / 4; the neighbours all have
//                          the other colour, so the half-sweep is race free.
//   mg_restrict_full_weight  residual r = f + lap_h(u) computed on the fly on the fine grid
//                          and restricted with the 9-point full-weighting stencil
//                          (1 2 1; 2 4 2; 1 2 1)/16 to the coarse interior; coarse boundary = 0.
//                          Fine grid is (2 nxc - 1) x (2 nyc - 1).
// launch: both block 16x16; rb_gauss_seidel grid (ceil(nx/16), ceil(ny/16)),
//         mg_restrict_full_weight grid (ceil(nxc/16), ceil(nyc/16))
#include <cuda_runtime.h>

extern "C" __global__ void __launch_bounds__(256)
rb_gauss_seidel(double *__restrict__ u, const double *__restrict__ f, int nx, int ny, double h2, double omega,
                int color) {
  const int i = blockIdx.x * 16 + threadIdx.x;
  const int j = blockIdx.y * 16 + threadIdx.y;
  if (threadIdx.x >= 16 || threadIdx.y >= 16)
    return;
  if (i < 1 || j < 1 || i >= nx - 1 || j >= ny - 1)
    return;
  if (((i + j) & 1) != (color & 1))
    return;
  const size_t c = (size_t)j * nx + i;
  const double nb = u[c - 1] + u[c + 1] + u[c - nx] + u[c + nx];
  const double gs = 0.25 * (h2 * f[c] + nb);
  u[c] = (1.0 - omega) * u[c] + omega * gs;
}

static __device__ __forceinline__ double residual_at(const double *u, const double *f, int nxf, int nyf, int i, int j,
                                                     double inv_h2) {
  if (i <= 0 || j <= 0 || i >= nxf - 1 || j >= nyf - 1)
    return 0.0;
  const size_t c = (size_t)j * nxf + i;
  return f[c] + inv_h2 * (u[c - 1] + u[c + 1] + u[c - nxf] + u[c + nxf] - 4.0 * u[c]);
}

extern "C" __global__ void __launch_bounds__(256)
mg_restrict_full_weight(const double *__restrict__ u, const double *__restrict__ f, double *__restrict__ rc, int nxc,
                        int nyc, double inv_h2) {
  const int ic = blockIdx.x * 16 + threadIdx.x;
  const int jc = blockIdx.y * 16 + threadIdx.y;
  if (threadIdx.x >= 16 || threadIdx.y >= 16 || ic >= nxc || jc >= nyc || nxc < 2 || nyc < 2)
    return;
  const size_t cc = (size_t)jc * nxc + ic;
  if (ic == 0 || jc == 0 || ic == nxc - 1 || jc == nyc - 1) {
    rc[cc] = 0.0;
    return;
  }
  const int nxf = 2 * nxc - 1, nyf = 2 * nyc - 1;
  const int i = 2 * ic, j = 2 * jc;
  double acc = 0.0;
#pragma unroll
  for (int dj = -1; dj <= 1; dj++) {
#pragma unroll
    for (int di = -1; di <= 1; di++) {
      const double w = (double)((2 - di * di) * (2 - dj * dj));  // 4, 2, 1
      acc += w * residual_at(u, f, nxf, nyf, i + di, j + dj, inv_h2);
    }
  }
  rc[cc] = acc * (1.0 / 16.0);
}
