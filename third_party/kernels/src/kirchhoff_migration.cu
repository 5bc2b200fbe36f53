// 2D Kirchhoff migration (diffraction summation) of seismic traces.
//   kirchhoff_time_dsr      prestack time migration: one image sample (x, t0) per thread, t0
//                           along threadIdx.x; trace geometry (source, receiver x) staged through
//                           shared memory in chunks with a barrier pair per chunk (uniform loop,
//                           all threads load); double-square-root travel time with the rms
//                           velocity of t0, aperture and time-window rejects (continue), linear
//                           sample interpolation, obliquity / spreading weight t0 / t^1.5.
//   kirchhoff_depth_ttable  depth migration from precomputed travel-time tables on a coarse grid,
//                           one table per surface station (geometry checked against the
//                           allocation): both legs bilinearly interpolated (shared fractional
//                           weights, validated station ids), a triangle anti-alias filter of
//                           runtime half-width over neighbouring samples, the sum added into
//                           the image (read-modify-write, 64-bit offsets).
#include <cuda_runtime.h>

#define KM_CHUNK 128

struct TimeMigParams {
  float dt;        // trace sample interval (s)
  float dt0;       // image sample interval (s)
  float x0, dx;    // image x origin and spacing (m)
  float aperture;  // max |midpoint - x| (m)
};

extern "C" __global__ void kirchhoff_time_dsr(const float *__restrict__ traces, const float2 *__restrict__ geom, int ntr,
                                              int ns, const float *__restrict__ vrms, float *__restrict__ image,
                                              int nt0, int nx, TimeMigParams p) {
  __shared__ float2 s_geom[KM_CHUNK];
  const int it0 = blockIdx.x * blockDim.x + threadIdx.x;
  const int ix = blockIdx.y;
  const bool active = it0 < nt0 && ix < nx;
  const float x = p.x0 + ix * p.dx;
  const float t0 = it0 * p.dt0;
  const float v = active ? fmaxf(vrms[it0], 1.0f) : 1.0f;
  const float inv_v2 = 1.0f / (v * v);
  const float ht0sq = 0.25f * t0 * t0;
  const float inv_dt = 1.0f / p.dt;
  float acc = 0.f;
  for (int c0 = 0; c0 < ntr; c0 += KM_CHUNK) {
    const int n = min(KM_CHUNK, ntr - c0);
    __syncthreads(); // previous chunk fully consumed
    for (int j = threadIdx.x; j < n; j += blockDim.x)
      s_geom[j] = geom[c0 + j];
    __syncthreads();
    if (!active)
      continue;
    for (int j = 0; j < n; ++j) {
      const float2 sr = s_geom[j];
      if (fabsf(0.5f * (sr.x + sr.y) - x) > p.aperture)
        continue;
      const float ds = x - sr.x, dr = x - sr.y;
      const float t = sqrtf(ht0sq + ds * ds * inv_v2) + sqrtf(ht0sq + dr * dr * inv_v2);
      const float fi = t * inv_dt;
      if (fi >= (float)(ns - 1))
        continue;
      const int i0 = (int)fi;
      const float w = fi - i0;
      const float *tr = traces + (size_t)(c0 + j) * ns;
      const float sample = fmaf(w, tr[i0 + 1] - tr[i0], tr[i0]);
      const float amp = t > 0.f ? t0 * rsqrtf(t * t * t) : 0.f;
      acc = fmaf(amp, sample, acc);
    }
  }
  if (active)
    image[(size_t)ix * nt0 + it0] = acc;
}

struct DepthMigParams {
  int nzc, nxc;      // coarse table grid
  float dzc, dxc;    // coarse spacing
  float dz, dx;      // image spacing
  float dt;          // trace sample interval
  int aa_half;       // triangle filter half-width in samples (0 = none)
};

extern "C" __global__ void kirchhoff_depth_ttable(const float *__restrict__ traces, const int2 *__restrict__ stations,
                                                  int ntr, int ns, const float *__restrict__ ttab, int nstations,
                                                  size_t ttab_len, float *__restrict__ image, int nz, int nx,
                                                  DepthMigParams p) {
  const int iz = blockIdx.x * blockDim.x + threadIdx.x;
  const int ix = blockIdx.y * blockDim.y + threadIdx.y;
  if (iz >= nz || ix >= nx || p.nzc < 2 || p.nxc < 2 || nstations <= 0)
    return;
  if ((size_t)nstations * p.nzc * p.nxc > ttab_len)
    return; // table geometry inconsistent with the allocation
  // coarse-grid cell and bilinear weights, shared by every table lookup of this point
  const float zc = fminf(fmaxf(iz * p.dz / p.dzc, 0.f), p.nzc - 1.001f); // NaN-safe clamps
  const float xc = fminf(fmaxf(ix * p.dx / p.dxc, 0.f), p.nxc - 1.001f);
  const int kz = (int)zc, kx = (int)xc;
  const float az = zc - kz, ax = xc - kx;
  const float w00 = (1.f - az) * (1.f - ax), w01 = (1.f - az) * ax, w10 = az * (1.f - ax), w11 = az * ax;
  const size_t tsize = (size_t)p.nzc * p.nxc;
  const size_t cell = (size_t)kz * p.nxc + kx;
  const float inv_dt = 1.0f / p.dt;
  const int aa = min(max(p.aa_half, 0), 8);
  const float norm = 1.0f / (float)((aa + 1) * (aa + 1));
  float acc = 0.f;
  for (int j = 0; j < ntr; ++j) {
    const int2 st = stations[j];
    if ((unsigned)st.x >= (unsigned)nstations || (unsigned)st.y >= (unsigned)nstations)
      continue;
    const float *ts = ttab + st.x * tsize + cell;
    const float *trr = ttab + st.y * tsize + cell;
    const float t = w00 * ts[0] + w01 * ts[1] + w10 * ts[p.nxc] + w11 * ts[p.nxc + 1] +
                    w00 * trr[0] + w01 * trr[1] + w10 * trr[p.nxc] + w11 * trr[p.nxc + 1];
    const int it = __float2int_rn(t * inv_dt);
    if (it - aa < 0 || it + aa >= ns)
      continue;
    const float *tr = traces + (size_t)j * ns + it;
    float s = tr[0] * (aa + 1);
    for (int k = 1; k <= aa; ++k)
      s += (float)(aa + 1 - k) * (tr[k] + tr[-k]);
    acc = fmaf(s, norm, acc);
  }
  image[(size_t)ix * nz + iz] += acc;
}
