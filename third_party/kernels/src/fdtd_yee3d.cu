// 3D FDTD (Yee grid) for Maxwell's equations in a lossy, inhomogeneous medium.
// Fields are stored as six separate nx*ny*nz arrays, x fastest; cell (i,j,k) has index
// (k*ny + j)*nx + i computed in 64-bit. Ex lives on x-edges, Hx on x-faces, etc.
// Material update coefficients are per cell (ca, cb for E; a single scalar ch for H).
// The outer faces are perfect electric conductors: tangential E on the boundary is not
// updated (stays zero).
//
// fdtd_update_h: H^{n+1/2} = H^{n-1/2} - ch * curl E. 2D thread blocks over (i,j), each
//   thread marches k from 0 to nz-1 keeping the E values of plane k+1 it just loaded for
//   the next iteration (register-carried z neighbours). Launch: block 16x8, grid
//   ceil(nx/16) x ceil(ny/8); args nx=24, ny=20, nz=12, ch=0.5.
// fdtd_update_e: E^{n+1} = ca*E^n + cb*curl H over interior points (i,j,k >= 1), with
//   an optional soft point source added to Ez at (src_i,src_j,src_k) and one
//   probe sample of Ez written at the same cell after the update. Same launch;
//   args nx=24, ny=20, nz=12, src=(12,10,6), amplitude 1.0.
#include <cuda_runtime.h>

extern "C" __global__ void fdtd_update_h(const float* __restrict__ ex,
                                         const float* __restrict__ ey,
                                         const float* __restrict__ ez, float* __restrict__ hx,
                                         float* __restrict__ hy, float* __restrict__ hz,
                                         int nx, int ny, int nz, float ch) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int j = blockIdx.y * blockDim.y + threadIdx.y;
  if (i >= nx || j >= ny || nz <= 0) return;
  const size_t plane = (size_t)nx * ny;
  const bool in_i = i + 1 < nx, in_j = j + 1 < ny;

  size_t c = (size_t)j * nx + i;
  float ex_c = ex[c], ey_c = ey[c];
  for (int k = 0; k < nz; ++k, c += plane) {
    const bool in_k = k + 1 < nz;
    float ez_c = ez[c];
    float ex_k1 = in_k ? ex[c + plane] : 0.0f;
    float ey_k1 = in_k ? ey[c + plane] : 0.0f;
    float ez_j1 = in_j ? ez[c + nx] : 0.0f;
    float ez_i1 = in_i ? ez[c + 1] : 0.0f;
    float ey_i1 = in_i ? ey[c + 1] : 0.0f;
    float ex_j1 = in_j ? ex[c + nx] : 0.0f;

    // curl E components at the H locations (unit cell spacing folded into ch)
    float cx = (ez_j1 - ez_c) - (ey_k1 - ey_c);
    float cy = (ex_k1 - ex_c) - (ez_i1 - ez_c);
    float cz = (ey_i1 - ey_c) - (ex_j1 - ex_c);
    hx[c] -= ch * cx;
    hy[c] -= ch * cy;
    hz[c] -= ch * cz;

    ex_c = ex_k1;   // plane k+1 becomes plane k of the next iteration
    ey_c = ey_k1;
  }
}

extern "C" __global__ void fdtd_update_e(const float* __restrict__ hx,
                                         const float* __restrict__ hy,
                                         const float* __restrict__ hz, float* __restrict__ ex,
                                         float* __restrict__ ey, float* __restrict__ ez,
                                         const float* __restrict__ ca,
                                         const float* __restrict__ cb, int nx, int ny, int nz,
                                         int src_i, int src_j, int src_k, float src_amp,
                                         float* __restrict__ probe) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int j = blockIdx.y * blockDim.y + threadIdx.y;
  if (i >= nx || j >= ny) return;
  const size_t plane = (size_t)nx * ny;
  const size_t col = (size_t)j * nx + i;

  for (int k = 1; k < nz; ++k) {
    const size_t c = col + (size_t)k * plane;
    const float a = ca[c], b = cb[c];
    float hz_c = hz[c], hy_c = hy[c], hx_c = hx[c];
    float hy_km = hy[c - plane], hx_km = hx[c - plane];
    // Ex: tangential on the j and k faces -> update only for j >= 1 (k >= 1 by loop)
    if (j >= 1) {
      float curl = (hz_c - hz[c - nx]) - (hy_c - hy_km);
      ex[c] = a * ex[c] + b * curl;
    }
    if (i >= 1) {
      float curl = (hx_c - hx_km) - (hz_c - hz[c - 1]);
      ey[c] = a * ey[c] + b * curl;
    }
    if (i >= 1 && j >= 1) {
      float curl = (hy_c - hy[c - 1]) - (hx_c - hx[c - nx]);
      float e = a * ez[c] + b * curl;
      if (i == src_i && j == src_j && k == src_k) {
        e += src_amp;
        probe[0] = e;
      }
      ez[c] = e;
    }
  }
}
