// Smooth particle-mesh Ewald on a triclinic box: cardinal B-spline coefficients and derivatives by
// the Essmann recursion in a __noinline__ template, charge spreading with 16 threads per atom
// (theta staged in shared memory, float atomics into a periodic 3-D grid), the reciprocal-space
// energy / convolution over the half-complex transformed grid, and force interpolation.
#include <cuda_runtime.h>
#include <stdint.h>

struct PmeBox {
  float recip[3][3];  // reciprocal box vectors (rows)
  float volume;
  float ewald_beta;
  float coulomb;       // 1 / (4 pi eps0) in the unit system
};

__constant__ PmeBox c_box;

#define PME_ATOMS_PER_PASS 16

__device__ __forceinline__ int clamp_grid(int k) { return min(max(k, 8), 64); }

// Order-N cardinal B-spline values theta[0..N) and derivatives dtheta[0..N) at fractional offset w.
template <int N>
__device__ __noinline__ void bspline_fill(float w, float* theta, float* dtheta) {
  float data[N];
  data[N - 1] = 0.f;
  data[1] = w;
  data[0] = 1.f - w;
#pragma unroll
  for (int j = 3; j < N; ++j) {
    const float div = 1.f / (float)(j - 1);
    data[j - 1] = div * w * data[j - 2];
#pragma unroll
    for (int k = 1; k < j - 1; ++k)
      data[j - k - 1] = div * ((w + (float)k) * data[j - k - 2] + ((float)(j - k) - w) * data[j - k - 1]);
    data[0] = div * (1.f - w) * data[0];
  }
  dtheta[0] = -data[0];
#pragma unroll
  for (int j = 1; j < N; ++j) dtheta[j] = data[j - 1] - data[j];
  const float div = 1.f / (float)(N - 1);
  data[N - 1] = div * w * data[N - 2];
#pragma unroll
  for (int k = 1; k < N - 1; ++k)
    data[N - k - 1] = div * ((w + (float)k) * data[N - k - 2] + ((float)(N - k) - w) * data[N - k - 1]);
  data[0] = div * (1.f - w) * data[0];
#pragma unroll
  for (int j = 0; j < N; ++j) theta[j] = data[j];
}

// Scaled fractional coordinate along reciprocal vector d: u in [0, K), base cell and offset.
__device__ __forceinline__ void frac_coord(float4 r, int d, int K, int* base, float* w) {
  float t = r.x * c_box.recip[d][0] + r.y * c_box.recip[d][1] + r.z * c_box.recip[d][2];
  t = fminf(fmaxf(t, -1e6f), 1e6f);
  t -= floorf(t);
  const float u = fminf(fmaxf(t, 0.f), 0.9999999f) * (float)K;
  const int b = min((int)u, K - 1);
  *base = b;
  *w = u - (float)b;
}

__device__ __forceinline__ int wrap(int i, int K) { return i >= K ? i - K : i; }

// 16 threads per atom: thread (j, k) of the atom's 4x4 (y, z) patch spreads the 4 x points.
extern "C" __global__ void __launch_bounds__(256)
    pme_spread_order4(const float4* __restrict__ atoms, float* __restrict__ grid, int natoms, int kx, int ky,
                      int kz) {
  constexpr int N = 4;
  __shared__ float s_theta[PME_ATOMS_PER_PASS][3][N];
  __shared__ int s_base[PME_ATOMS_PER_PASS][3];
  __shared__ float s_q[PME_ATOMS_PER_PASS];
  if (blockDim.x != 256) return;
  const int K[3] = {clamp_grid(kx), clamp_grid(ky), clamp_grid(kz)};
  const int t = threadIdx.x;
  for (int a0 = blockIdx.x * PME_ATOMS_PER_PASS; a0 < natoms; a0 += gridDim.x * PME_ATOMS_PER_PASS) {
    if (t < PME_ATOMS_PER_PASS * 3) {
      const int la = t / 3, d = t - la * 3;
      const int a = a0 + la;
      if (a < natoms) {
        const float4 r = atoms[a];
        int b;
        float w, th[N], dth[N];
        frac_coord(r, d, K[d], &b, &w);
        bspline_fill<N>(w, th, dth);
#pragma unroll
        for (int j = 0; j < N; ++j) s_theta[la][d][j] = th[j];
        s_base[la][d] = b;
        if (d == 0) s_q[la] = fminf(fmaxf(r.w, -1e3f), 1e3f);
      }
    }
    __syncthreads();
    const int la = t >> 4, jy = (t >> 2) & 3, jz = t & 3;
    if (a0 + la < natoms) {
      const int iy = wrap(s_base[la][1] + jy, K[1]);
      const int iz = wrap(s_base[la][2] + jz, K[2]);
      const float qyz = s_q[la] * s_theta[la][1][jy] * s_theta[la][2][jz];
      float* plane = grid + ((long long)iz * K[1] + iy) * K[0];
#pragma unroll
      for (int jx = 0; jx < N; ++jx) atomicAdd(plane + wrap(s_base[la][0] + jx, K[0]), qyz * s_theta[la][0][jx]);
    }
    __syncthreads();
  }
}

// Reciprocal-space sum over the half-complex grid (kz/2+1 innermost): multiply S(m) by
// exp(-pi^2 m^2 / beta^2) / (pi V m^2 B(m)) in place and accumulate the energy in double.
extern "C" __global__ void pme_reciprocal_energy(float2* __restrict__ qgrid, const float* __restrict__ bmod_x,
                                                 const float* __restrict__ bmod_y, const float* __restrict__ bmod_z,
                                                 double* __restrict__ energy, int kx, int ky, int kz) {
  __shared__ double s_e[32];
  const int Kx = clamp_grid(kx), Ky = clamp_grid(ky), Kz = clamp_grid(kz);
  const int kzh = Kz / 2 + 1;
  const float beta = fminf(fmaxf(c_box.ewald_beta, 0.1f), 10.f);
  const float vol = fminf(fmaxf(c_box.volume, 1e-3f), 1e9f);
  const float coul = fminf(fmaxf(c_box.coulomb, 0.f), 1e3f);
  const float pi = 3.14159265358979f;
  const float fac = pi * pi / (beta * beta);
  const long long total = (long long)Kx * Ky * kzh;
  double e = 0.0;
  for (long long idx = (long long)blockIdx.x * blockDim.x + threadIdx.x; idx < total;
       idx += (long long)gridDim.x * blockDim.x) {
    const int mz = (int)(idx % kzh);
    const int my = (int)((idx / kzh) % Ky);
    const int mx = (int)(idx / ((long long)kzh * Ky));
    if (mx == 0 && my == 0 && mz == 0) {
      qgrid[idx] = make_float2(0.f, 0.f);
      continue;
    }
    const float fx = (float)(mx < (Kx + 1) / 2 ? mx : mx - Kx);
    const float fy = (float)(my < (Ky + 1) / 2 ? my : my - Ky);
    const float fz = (float)mz;
    float m[3];
#pragma unroll
    for (int d = 0; d < 3; ++d) m[d] = fx * c_box.recip[0][d] + fy * c_box.recip[1][d] + fz * c_box.recip[2][d];
    const float m2 = m[0] * m[0] + m[1] * m[1] + m[2] * m[2];
    const float bm = bmod_x[mx] * bmod_y[my] * bmod_z[mz];
    const float denom = pi * vol * m2 * bm;
    float eterm = 0.f;
    if (denom > 1e-20f && denom < 1e30f) eterm = coul * __expf(-fminf(fac * m2, 80.f)) / denom;
    const float2 s = qgrid[idx];
    const float sym = (mz == 0 || (Kz % 2 == 0 && mz == Kz / 2)) ? 1.f : 2.f;
    e += 0.5 * (double)(sym * eterm) * ((double)s.x * s.x + (double)s.y * s.y);
    qgrid[idx] = make_float2(s.x * eterm, s.y * eterm);
  }
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) e += __shfl_xor_sync(0xffffffffu, e, o);
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (lane == 0) s_e[warp] = e;
  __syncthreads();
  if (threadIdx.x == 0) {
    double b = 0.0;
    for (int w = 0; w < (int)((blockDim.x + 31) >> 5); ++w) b += s_e[w];
    atomicAdd(energy, b);
  }
}

// Force on each atom from the convolved real-space potential grid: F = -q sum grad(theta) phi,
// the gradient taken in scaled fractional coordinates and mapped back through the reciprocal box.
template <int N>
__device__ __forceinline__ void gather_body(const float4* __restrict__ atoms, const float* __restrict__ phi,
                                            float4* __restrict__ forces, int natoms, int kx, int ky, int kz) {
  const int K[3] = {clamp_grid(kx), clamp_grid(ky), clamp_grid(kz)};
  for (int a = blockIdx.x * blockDim.x + threadIdx.x; a < natoms; a += gridDim.x * blockDim.x) {
    const float4 r = atoms[a];
    float th[3][N], dth[3][N];
    int base[3];
#pragma unroll
    for (int d = 0; d < 3; ++d) {
      float w;
      frac_coord(r, d, K[d], &base[d], &w);
      bspline_fill<N>(w, th[d], dth[d]);
    }
    float gx = 0.f, gy = 0.f, gz = 0.f, pot = 0.f;
#pragma unroll
    for (int iz = 0; iz < N; ++iz) {
      const int z = wrap(base[2] + iz, K[2]);
#pragma unroll
      for (int iy = 0; iy < N; ++iy) {
        const int y = wrap(base[1] + iy, K[1]);
        const float* row = phi + ((long long)z * K[1] + y) * K[0];
        const float tyz = th[1][iy] * th[2][iz];
        const float dyz = dth[1][iy] * th[2][iz];
        const float tdz = th[1][iy] * dth[2][iz];
#pragma unroll
        for (int ix = 0; ix < N; ++ix) {
          const float g = row[wrap(base[0] + ix, K[0])];
          gx = fmaf(dth[0][ix] * tyz, g, gx);
          gy = fmaf(th[0][ix] * dyz, g, gy);
          gz = fmaf(th[0][ix] * tdz, g, gz);
          pot = fmaf(th[0][ix] * tyz, g, pot);
        }
      }
    }
    const float q = fminf(fmaxf(r.w, -1e3f), 1e3f);
    gx *= (float)K[0];
    gy *= (float)K[1];
    gz *= (float)K[2];
    float4 f;
    f.x = -q * (gx * c_box.recip[0][0] + gy * c_box.recip[1][0] + gz * c_box.recip[2][0]);
    f.y = -q * (gx * c_box.recip[0][1] + gy * c_box.recip[1][1] + gz * c_box.recip[2][1]);
    f.z = -q * (gx * c_box.recip[0][2] + gy * c_box.recip[1][2] + gz * c_box.recip[2][2]);
    f.w = 0.5f * q * pot;
    forces[a] = f;
  }
}

extern "C" __global__ void pme_gather_forces_order4(const float4* __restrict__ atoms, const float* __restrict__ phi,
                                                    float4* __restrict__ forces, int natoms, int kx, int ky, int kz) {
  gather_body<4>(atoms, phi, forces, natoms, kx, ky, kz);
}

extern "C" __global__ void pme_gather_forces_order6(const float4* __restrict__ atoms, const float* __restrict__ phi,
                                                    float4* __restrict__ forces, int natoms, int kx, int ky, int kz) {
  gather_body<6>(atoms, phi, forces, natoms, kx, ky, kz);
}
