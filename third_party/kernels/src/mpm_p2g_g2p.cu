// MLS-MPM (APIC transfers, weakly compressible fluid / neo-Hookean-J material) on a 3-D grid:
// quadratic B-spline weights in a __noinline__ helper, P2G scatter of momentum and mass over the
// 3x3x3 stencil with float atomics, grid update with gravity and slip / sticky box boundaries, and
// G2P gathering velocity and the affine matrix C, then advection and J update.
#include <cuda_runtime.h>
#include <stdint.h>

struct MpmParams {
  float dt;
  float p_vol;
  float p_rho;
  float bulk_modulus;
  float gravity;
  float friction;
  int bound;       // boundary layer width in cells
  int sticky;      // 1: zero velocity at walls, 0: separate (slip)
};

__constant__ MpmParams c_mpm;

struct MpmDerived {
  float dt, p_vol, p_mass, bulk, gravity, friction;
  int bound, sticky;
};

__device__ __forceinline__ float clampf(float v, float lo, float hi) { return fminf(fmaxf(v, lo), hi); }

__device__ __forceinline__ MpmDerived load_params(int n) {
  MpmDerived p;
  p.dt = clampf(c_mpm.dt, 1e-6f, 1e-3f);
  p.p_vol = clampf(c_mpm.p_vol, 1e-8f, 1.f);
  p.p_mass = p.p_vol * clampf(c_mpm.p_rho, 1e-3f, 1e4f);
  p.bulk = clampf(c_mpm.bulk_modulus, 0.f, 1e5f);
  p.gravity = clampf(c_mpm.gravity, -100.f, 100.f);
  p.friction = clampf(c_mpm.friction, 0.f, 1.f);
  p.bound = min(max(c_mpm.bound, 1), max(n / 4, 1));
  p.sticky = c_mpm.sticky & 1;
  return p;
}

// Quadratic B-spline weights for the three nodes base, base+1, base+2 on each axis, and the cell
// offset of the particle from base (in cells). Positions are clamped into the interior first.
__device__ __noinline__ void bspline_weights(float3 x, int n, int3* base, float3* fx, float (*w)[3]) {
  const float inv_dx = (float)n;
  const float lo = 1.5f / inv_dx, hi = 1.f - 1.5f / inv_dx;
  const float xs[3] = {clampf(x.x, lo, hi) * inv_dx, clampf(x.y, lo, hi) * inv_dx, clampf(x.z, lo, hi) * inv_dx};
  int b[3];
  float f[3];
#pragma unroll
  for (int a = 0; a < 3; ++a) {
    b[a] = min(max((int)(xs[a] - 0.5f), 0), n - 3);
    f[a] = xs[a] - (float)b[a];
    const float t0 = 1.5f - f[a], t1 = f[a] - 1.f, t2 = f[a] - 0.5f;
    w[a][0] = 0.5f * t0 * t0;
    w[a][1] = 0.75f - t1 * t1;
    w[a][2] = 0.5f * t2 * t2;
  }
  *base = make_int3(b[0], b[1], b[2]);
  *fx = make_float3(f[0], f[1], f[2]);
}

// grid: float4 (momentum.xyz, mass) per node, n^3 nodes, x fastest.
extern "C" __global__ void mpm_p2g(const float4* __restrict__ pos_j, const float4* __restrict__ vel,
                                   const float* __restrict__ affine_c, float4* __restrict__ grid,
                                   int nparticles, int n_grid) {
  const int n = min(max(n_grid, 4), 24);
  const MpmDerived prm = load_params(n);
  const float inv_dx = (float)n, dx = 1.f / inv_dx;
  for (int p = blockIdx.x * blockDim.x + threadIdx.x; p < nparticles; p += gridDim.x * blockDim.x) {
    const float4 xj = pos_j[p];
    const float4 v = vel[p];
    float C[9];
#pragma unroll
    for (int k = 0; k < 9; ++k) C[k] = clampf(affine_c[(long long)p * 9 + k], -1e3f, 1e3f);
    int3 base;
    float3 fx;
    float w[3][3];
    bspline_weights(make_float3(xj.x, xj.y, xj.z), n, &base, &fx, w);
    const float J = clampf(xj.w, 0.1f, 10.f);
    // Equation-of-state stress (pressure only): -dt * vol * 4 inv_dx^2 * K (J - 1)
    const float stress = -prm.dt * prm.p_vol * 4.f * inv_dx * inv_dx * prm.bulk * (J - 1.f);
    float A[9];
#pragma unroll
    for (int k = 0; k < 9; ++k) A[k] = prm.p_mass * C[k] + ((k % 4 == 0) ? stress : 0.f);
    const float mvx = prm.p_mass * clampf(v.x, -1e3f, 1e3f);
    const float mvy = prm.p_mass * clampf(v.y, -1e3f, 1e3f);
    const float mvz = prm.p_mass * clampf(v.z, -1e3f, 1e3f);
#pragma unroll
    for (int i = 0; i < 3; ++i) {
      const float dxp = ((float)i - fx.x) * dx;
#pragma unroll
      for (int j = 0; j < 3; ++j) {
        const float dyp = ((float)j - fx.y) * dx;
        const float wij = w[0][i] * w[1][j];
#pragma unroll
        for (int k = 0; k < 3; ++k) {
          const float dzp = ((float)k - fx.z) * dx;
          const float wt = wij * w[2][k];
          const float mx = mvx + A[0] * dxp + A[1] * dyp + A[2] * dzp;
          const float my = mvy + A[3] * dxp + A[4] * dyp + A[5] * dzp;
          const float mz = mvz + A[6] * dxp + A[7] * dyp + A[8] * dzp;
          const int node = ((base.z + k) * n + (base.y + j)) * n + (base.x + i);
          float* g = reinterpret_cast<float*>(grid + node);
          atomicAdd(g + 0, wt * mx);
          atomicAdd(g + 1, wt * my);
          atomicAdd(g + 2, wt * mz);
          atomicAdd(g + 3, wt * prm.p_mass);
        }
      }
    }
  }
}

// Momentum -> velocity, gravity, box walls of `bound` cells (sticky or separating slip with
// Coulomb friction on the tangential part). Writes velocity into .xyz in place.
extern "C" __global__ void mpm_grid_update(float4* __restrict__ grid, int n_grid) {
  const int n = min(max(n_grid, 4), 24);
  const MpmDerived prm = load_params(n);
  const int nn = n * n * n;
  for (int idx = blockIdx.x * blockDim.x + threadIdx.x; idx < nn; idx += gridDim.x * blockDim.x) {
    float4 g = grid[idx];
    if (!(g.w > 1e-12f)) {
      grid[idx] = make_float4(0.f, 0.f, 0.f, 0.f);
      continue;
    }
    const float inv_m = 1.f / g.w;
    float v[3] = {g.x * inv_m, g.y * inv_m - prm.dt * prm.gravity, g.z * inv_m};
    const int i = idx % n, j = (idx / n) % n, k = idx / (n * n);
    const int ijk[3] = {i, j, k};
#pragma unroll
    for (int a = 0; a < 3; ++a) {
      const bool lo = ijk[a] < prm.bound && v[a] < 0.f;
      const bool hi = ijk[a] >= n - prm.bound && v[a] > 0.f;
      if (lo || hi) {
        if (prm.sticky) {
          v[0] = v[1] = v[2] = 0.f;
        } else {
          const float vn = fabsf(v[a]);
          v[a] = 0.f;
          const float t0 = v[(a + 1) % 3], t1 = v[(a + 2) % 3];
          const float vt = sqrtf(t0 * t0 + t1 * t1);
          const float s = vt > 1e-12f ? fmaxf(0.f, 1.f - prm.friction * vn / vt) : 0.f;
          v[(a + 1) % 3] = t0 * s;
          v[(a + 2) % 3] = t1 * s;
        }
      }
    }
    grid[idx] = make_float4(v[0], v[1], v[2], g.w);
  }
}

// Gather: v = sum w v_i, C = 4 inv_dx^2 sum w v_i (x_i - x_p)^T, then x += dt v, J *= 1 + dt tr(C).
extern "C" __global__ void mpm_g2p(float4* __restrict__ pos_j, float4* __restrict__ vel,
                                   float* __restrict__ affine_c, const float4* __restrict__ grid,
                                   int nparticles, int n_grid) {
  const int n = min(max(n_grid, 4), 24);
  const MpmDerived prm = load_params(n);
  const float inv_dx = (float)n, dx = 1.f / inv_dx;
  for (int p = blockIdx.x * blockDim.x + threadIdx.x; p < nparticles; p += gridDim.x * blockDim.x) {
    float4 xj = pos_j[p];
    int3 base;
    float3 fx;
    float w[3][3];
    bspline_weights(make_float3(xj.x, xj.y, xj.z), n, &base, &fx, w);
    float nv[3] = {0.f, 0.f, 0.f};
    float C[9];
#pragma unroll
    for (int k = 0; k < 9; ++k) C[k] = 0.f;
#pragma unroll
    for (int i = 0; i < 3; ++i) {
#pragma unroll
      for (int j = 0; j < 3; ++j) {
#pragma unroll
        for (int k = 0; k < 3; ++k) {
          const float wt = w[0][i] * w[1][j] * w[2][k];
          const int node = ((base.z + k) * n + (base.y + j)) * n + (base.x + i);
          const float4 g = grid[node];
          const float gv[3] = {clampf(g.x, -1e4f, 1e4f), clampf(g.y, -1e4f, 1e4f), clampf(g.z, -1e4f, 1e4f)};
          const float d[3] = {((float)i - fx.x) * dx, ((float)j - fx.y) * dx, ((float)k - fx.z) * dx};
#pragma unroll
          for (int r = 0; r < 3; ++r) {
            nv[r] = fmaf(wt, gv[r], nv[r]);
#pragma unroll
            for (int c = 0; c < 3; ++c) C[r * 3 + c] = fmaf(4.f * inv_dx * inv_dx * wt, gv[r] * d[c], C[r * 3 + c]);
          }
        }
      }
    }
    const float lo = 1.5f * dx, hi = 1.f - 1.5f * dx;
    xj.x = clampf(xj.x + prm.dt * nv[0], lo, hi);
    xj.y = clampf(xj.y + prm.dt * nv[1], lo, hi);
    xj.z = clampf(xj.z + prm.dt * nv[2], lo, hi);
    xj.w = clampf(clampf(xj.w, 0.1f, 10.f) * (1.f + prm.dt * (C[0] + C[4] + C[8])), 0.1f, 10.f);
    pos_j[p] = xj;
    vel[p] = make_float4(nv[0], nv[1], nv[2], 0.f);
#pragma unroll
    for (int k = 0; k < 9; ++k) affine_c[(long long)p * 9 + k] = C[k];
  }
}
