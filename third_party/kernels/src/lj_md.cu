// Lennard-Jones molecular dynamics in a periodic cubic box with a precomputed neighbour
// list (column-major ELL: neighbour k of atom i at k * n + i, count per atom), velocity
// Verlet split in two kernels around the force evaluation. Up to four atom types; the
// pair parameters (epsilon, sigma^2) and the inverse masses are host-set __constant__
// tables, the step parameters a struct passed by value.
//
//   lj_forces_nlist    one thread per atom: minimum-image displacement, cutoff test,
//                      shifted LJ energy and force accumulated in registers (full list, so
//                      no atomics); per-atom energy in double, virial per block (double warp
//                      shuffles, per-warp shared slots). launch: block 128, grid ceil(n/128).
//   vv_kick_drift      v += dt/2 a; x += dt v; wrap into [0, L) with image counters for
//                      unwrapped positions. size_t grid-stride. launch: block 256, grid 2.
//   vv_kick_thermo     v += dt/2 a, optional Berendsen-style rescale, kinetic energy reduced
//                      per block in double. launch: block 256, grid 2.
#include <cuda_runtime.h>

#define LJ_TYPES 4

__constant__ float2 c_lj_pair[LJ_TYPES][LJ_TYPES];  // (epsilon, sigma^2)
__constant__ float c_inv_mass[LJ_TYPES];

struct MdStep {
  float box;       // cubic box edge L
  float rcut2;     // cutoff radius squared
  float dt;
  float lambda;    // velocity rescale factor (1 = none)
};

static __device__ __forceinline__ float min_image(float d, float L, float invL) { return d - L * rintf(d * invL); }

extern "C" __global__ void lj_forces_nlist(const float4 *__restrict__ pos, const int *__restrict__ type,
                                           const int *__restrict__ nbr, const int *__restrict__ nbr_count,
                                           int n, int max_nbr, MdStep st, float4 *__restrict__ force,
                                           double *__restrict__ pe_atom, double *__restrict__ virial_block) {
  __shared__ double s_vir[32];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float L = st.box, invL = 1.f / st.box;
  double vir = 0.0;

  if (i < n) {
    const float4 pi = pos[i];
    const int ti = type[i] & (LJ_TYPES - 1);
    const int cnt = min(max(nbr_count[i], 0), max_nbr);
    float fx = 0.f, fy = 0.f, fz = 0.f;
    double pe = 0.0;
    for (int k = 0; k < cnt; ++k) {
      const int j = nbr[(size_t)k * n + i];
      if ((unsigned)j >= (unsigned)n || j == i) continue;
      const float4 pj = pos[j];
      const float dx = min_image(pi.x - pj.x, L, invL);
      const float dy = min_image(pi.y - pj.y, L, invL);
      const float dz = min_image(pi.z - pj.z, L, invL);
      const float r2 = dx * dx + dy * dy + dz * dz;
      if (!(r2 < st.rcut2) || r2 == 0.f) continue;
      const float2 ps = c_lj_pair[ti][type[j] & (LJ_TYPES - 1)];
      const float eps = ps.x, sig2 = ps.y;
      const float ir2 = 1.f / r2;
      const float sr2 = sig2 * ir2;
      const float sr6 = sr2 * sr2 * sr2;
      const float fr = 24.f * eps * ir2 * sr6 * (2.f * sr6 - 1.f);  // |F| / r
      fx = fmaf(fr, dx, fx);
      fy = fmaf(fr, dy, fy);
      fz = fmaf(fr, dz, fz);
      // Energy shifted to zero at the cutoff.
      const float src2 = sig2 / st.rcut2;
      const float src6 = src2 * src2 * src2;
      pe += 0.5 * (double)(4.f * eps * (sr6 * (sr6 - 1.f) - src6 * (src6 - 1.f)));
      vir += 0.5 * (double)(fr * r2);
    }
    force[i] = make_float4(fx, fy, fz, 0.f);
    pe_atom[i] = pe;
  }

  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) vir += __shfl_down_sync(0xffffffffu, vir, off);
  if (lane == 0) s_vir[warp] = vir;
  __syncthreads();
  if (threadIdx.x == 0) {
    double t = 0.0;
    for (int w = 0; w < (int)((blockDim.x + 31) >> 5); ++w) t += s_vir[w];
    virial_block[blockIdx.x] = t;
  }
}

extern "C" __global__ void vv_kick_drift(float4 *__restrict__ pos, float4 *__restrict__ vel,
                                         const float4 *__restrict__ force, const int *__restrict__ type,
                                         int3 *__restrict__ image, long long n, MdStep st) {
  const float L = st.box;
  if (!(L > 0.f)) return;
  const float invL = 1.f / L;
  const float hdt = 0.5f * st.dt;
  const size_t stride = (size_t)gridDim.x * blockDim.x;
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < (size_t)max(n, 0LL); i += stride) {
    const float im = c_inv_mass[type[i] & (LJ_TYPES - 1)];
    float4 v = vel[i];
    const float4 f = force[i];
    v.x = fmaf(hdt * im, f.x, v.x);
    v.y = fmaf(hdt * im, f.y, v.y);
    v.z = fmaf(hdt * im, f.z, v.z);
    float4 p = pos[i];
    p.x = fmaf(st.dt, v.x, p.x);
    p.y = fmaf(st.dt, v.y, p.y);
    p.z = fmaf(st.dt, v.z, p.z);
    // Wrap; the shift count is clamped before conversion so a runaway atom stays defined.
    const float sx = fminf(fmaxf(floorf(p.x * invL), -1e6f), 1e6f);
    const float sy = fminf(fmaxf(floorf(p.y * invL), -1e6f), 1e6f);
    const float sz = fminf(fmaxf(floorf(p.z * invL), -1e6f), 1e6f);
    p.x -= sx * L;
    p.y -= sy * L;
    p.z -= sz * L;
    int3 img = image[i];
    img.x += (int)sx;
    img.y += (int)sy;
    img.z += (int)sz;
    image[i] = img;
    pos[i] = p;
    vel[i] = v;
  }
}

extern "C" __global__ void vv_kick_thermo(float4 *__restrict__ vel, const float4 *__restrict__ force,
                                          const int *__restrict__ type, int n, MdStep st,
                                          double *__restrict__ kinetic_block) {
  __shared__ double s_ke[32];
  const float hdt = 0.5f * st.dt;
  double ke = 0.0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const int t = type[i] & (LJ_TYPES - 1);
    const float im = c_inv_mass[t];
    float4 v = vel[i];
    const float4 f = force[i];
    v.x = fmaf(hdt * im, f.x, v.x) * st.lambda;
    v.y = fmaf(hdt * im, f.y, v.y) * st.lambda;
    v.z = fmaf(hdt * im, f.z, v.z) * st.lambda;
    vel[i] = v;
    const double m = im > 0.f ? 1.0 / (double)im : 0.0;
    ke += 0.5 * m * ((double)v.x * v.x + (double)v.y * v.y + (double)v.z * v.z);
  }
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) ke += __shfl_xor_sync(0xffffffffu, ke, off);
  if (lane == 0) s_ke[warp] = ke;
  __syncthreads();
  if (warp == 0) {
    const int nw = (blockDim.x + 31) >> 5;
    double t = lane < nw ? s_ke[lane] : 0.0;
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) t += __shfl_xor_sync(0xffffffffu, t, off);
    if (lane == 0) kinetic_block[blockIdx.x] = t;
  }
}
