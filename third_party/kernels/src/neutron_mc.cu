// Monte Carlo neutron transport pieces: continuous-energy cross-section lookups and a
// multi-region slab history loop.
//   xs_macro_lookup       XSBench-style macroscopic cross-section lookup (fp64): per lookup a
//                         counter-seeded LCG draws an energy and a material; for each nuclide of
//                         the material the nuclide's energy grid (array of 6-double structs) is
//                         binary-searched (bounded halving loop), the five channels linearly
//                         interpolated and weighted by the concentration; the five sums and the
//                         arg-max channel are written per lookup.
//   neutron_slab_history  analog histories (fp32) in a 1D slab of regions: material per region
//                         from a table, total/absorption cross sections from log-uniform
//                         per-material tables (index from logf, clamped, interpolated), exponential
//                         flight with surface crossing, absorption / elastic scattering on a
//                         nucleus of mass A (energy loss via the CM cosine), energy cut-off,
//                         leakage; track-length flux tallied per (region, energy bin) as 64-bit
//                         fixed point with integer atomics (order-independent). Physics constants in
//                         a by-value struct, table and tally sizes as scalars; bounded event loop.
// launch: xs_macro_lookup block 128, grid-stride over lookups; neutron_slab_history block 128,
//         grid-stride over histories
#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>

struct NuclideGridPoint {
  double energy;
  double total;
  double elastic;
  double absorption;
  double fission;
  double nu_fission;
};

static __device__ __forceinline__ uint64_t splitmix64(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

static __device__ __forceinline__ double lcg_next(uint64_t &s) {
  s = 2806196910506780709ull * s + 1ull;
  return (double)(s >> 11) * 0x1.0p-53;
}

extern "C" __global__ void __launch_bounds__(128)
xs_macro_lookup(const NuclideGridPoint *__restrict__ grids, const int *__restrict__ num_nucs,
                const int *__restrict__ mats, const double *__restrict__ concs, double *__restrict__ macro_xs,
                int *__restrict__ max_channel, int n_isotopes, int n_gridpoints, int n_mats, int max_num_nucs,
                int n_lookups, unsigned long long seed) {
  if (n_isotopes <= 0 || n_gridpoints < 2 || n_mats <= 0 || max_num_nucs <= 0)
    return;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n_lookups; i += gridDim.x * blockDim.x) {
    uint64_t s = splitmix64(seed ^ (uint64_t)i);
    const double e = lcg_next(s);
    const int mat = (int)(lcg_next(s) * n_mats) % n_mats;
    const int nn = min(max(num_nucs[mat], 0), max_num_nucs);

    double xs[5] = {0.0, 0.0, 0.0, 0.0, 0.0};
    for (int j = 0; j < nn; ++j) {
      const size_t slot = (size_t)mat * max_num_nucs + j;
      const int nuc = min(max(mats[slot], 0), n_isotopes - 1);
      const double conc = concs[slot];
      const NuclideGridPoint *g = grids + (size_t)nuc * n_gridpoints;
      // largest idx with g[idx].energy <= e, in [0, n_gridpoints - 2]
      int lo = 0, hi = n_gridpoints - 1;
      while (hi - lo > 1) {
        const int mid = lo + ((hi - lo) >> 1);
        if (g[mid].energy > e)
          hi = mid;
        else
          lo = mid;
      }
      const NuclideGridPoint lo_p = g[lo];
      const NuclideGridPoint hi_p = g[lo + 1];
      const double de = hi_p.energy - lo_p.energy;
      const double f = de != 0.0 ? (hi_p.energy - e) / de : 0.5;
      xs[0] += conc * (hi_p.total - f * (hi_p.total - lo_p.total));
      xs[1] += conc * (hi_p.elastic - f * (hi_p.elastic - lo_p.elastic));
      xs[2] += conc * (hi_p.absorption - f * (hi_p.absorption - lo_p.absorption));
      xs[3] += conc * (hi_p.fission - f * (hi_p.fission - lo_p.fission));
      xs[4] += conc * (hi_p.nu_fission - f * (hi_p.nu_fission - lo_p.nu_fission));
    }
    int best = 0;
#pragma unroll
    for (int c = 0; c < 5; ++c) {
      macro_xs[(size_t)i * 5 + c] = xs[c];
      if (xs[c] > xs[best])
        best = c;
    }
    max_channel[i] = best;
  }
}

struct SlabPhysics {
  float width;       // region thickness; the slab is [0, nreg * width)
  float log_emin;    // table range starts at this log energy
  float inv_dlog;    // 1 / (log spacing of the tables)
  float e_source;    // birth energy
  float e_cut;       // kill below
  float mass_a;      // target mass number for elastic scattering
};

static __device__ __forceinline__ float rng_uniform(uint32_t &s) {
  s ^= s << 13; s ^= s >> 17; s ^= s << 5;
  return ((s >> 8) + 1u) * (1.0f / 16777216.0f); // (0, 1]
}

extern "C" __global__ void __launch_bounds__(128)
neutron_slab_history(const int *__restrict__ region_mat, const float *__restrict__ sig_t,
                     const float *__restrict__ sig_a, unsigned long long *__restrict__ flux,
                     unsigned int *__restrict__ leaked, int nhist, SlabPhysics p, int nreg, int nmat, int ngrid,
                     int nbins, int max_events, unsigned int seed) {
  if (nreg <= 0 || nmat <= 0 || ngrid < 2 || nbins <= 0 || !(p.width > 0.f))
    return;
  max_events = min(max_events, 1000);
  const float slab = nreg * p.width;
  const float a1 = p.mass_a + 1.f;
  const float alpha = ((p.mass_a - 1.f) / a1) * ((p.mass_a - 1.f) / a1);
  const float bins_per_pt = (float)nbins / (float)(ngrid - 1);

  for (int h = blockIdx.x * blockDim.x + threadIdx.x; h < nhist; h += gridDim.x * blockDim.x) {
    uint32_t s = (uint32_t)(seed * 0x9E3779B9u) ^ (uint32_t)(h * 0x85EBCA6Bu) ^ 0x2545F491u;
    if (s == 0)
      s = 1;
    float x = rng_uniform(s) * slab;
    float mu = 2.f * rng_uniform(s) - 1.f;
    float e = p.e_source;
    int reg = min(max((int)(x / p.width), 0), nreg - 1);

    for (int ev = 0; ev < max_events; ++ev) {
      const int mat = min(max(region_mat[reg], 0), nmat - 1);
      const float u = (logf(e) - p.log_emin) * p.inv_dlog;
      const float uc = fminf(fmaxf(u, 0.f), (float)(ngrid - 1) - 1e-3f);
      const int gi = (int)uc;
      const float fr = uc - gi;
      const size_t base = (size_t)mat * ngrid + gi;
      const float st = fmaxf(sig_t[base] + fr * (sig_t[base + 1] - sig_t[base]), 1e-6f);
      const float sa = fminf(sig_a[base] + fr * (sig_a[base + 1] - sig_a[base]), st);

      float dist = -logf(rng_uniform(s)) / st;
      // distance to the region's boundary along mu
      const float lo = reg * p.width, hi = lo + p.width;
      const float dsurf = mu > 0.f ? (hi - x) / mu : (mu < 0.f ? (lo - x) / mu : INFINITY);
      const bool cross = dsurf < dist;
      if (cross)
        dist = dsurf;

      const int bin = min(max((int)(uc * bins_per_pt), 0), nbins - 1);
      const long long q = llrintf(fminf(dist, 1e6f) * 1048576.f);
      atomicAdd(&flux[(size_t)reg * nbins + bin], (unsigned long long)q);

      x += mu * dist;
      if (cross) {
        reg += mu > 0.f ? 1 : -1;
        if (reg < 0 || reg >= nreg) {
          atomicAdd(&leaked[mu > 0.f ? 1 : 0], 1u);
          break;
        }
        x = mu > 0.f ? reg * p.width : (reg + 1) * p.width; // snap onto the surface
        continue;
      }
      if (rng_uniform(s) * st < sa)
        break; // absorbed
      // elastic scatter: isotropic in the centre-of-mass frame
      const float mu_cm = 2.f * rng_uniform(s) - 1.f;
      e *= 0.5f * ((1.f + alpha) + (1.f - alpha) * mu_cm);
      const float mu_lab = (1.f + p.mass_a * mu_cm) * rsqrtf(fmaxf(p.mass_a * p.mass_a + 2.f * p.mass_a * mu_cm + 1.f, 1e-12f));
      const float phi = 6.2831853f * rng_uniform(s);
      mu = mu * mu_lab + sqrtf(fmaxf((1.f - mu * mu) * (1.f - mu_lab * mu_lab), 0.f)) * cosf(phi);
      mu = fminf(fmaxf(mu, -1.f), 1.f);
      if (e < p.e_cut)
        break;
    }
  }
}
