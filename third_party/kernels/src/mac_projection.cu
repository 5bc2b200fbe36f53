// Pressure projection on a 2-D staggered (MAC) grid with solid cells: divergence with solid
// and wall faces, red-black SOR for the pressure Poisson equation (interior fast path and the
// edge / corner cases written out), gradient subtraction on u and v faces, residual norms.
#include <cuda_runtime.h>
#include <stdint.h>

// Cell flag bits: bit 0 solid (other bits: inflow / outflow markers, unused here).
#define CELL_SOLID 1u
#define IS_SOLID(f) (((f) & CELL_SOLID) != 0u)

struct MacGrid {
  int nx, ny;                 // cells
  int pitch_c, pitch_u;       // row pitches (elements) of cell arrays and u faces (>= nx, >= nx + 1)
  float dx, dt, rho, omega;
  float u_solid, v_solid, pad0, pad1;
};

__device__ __forceinline__ bool grid_ok(const MacGrid& g)
{
  return g.nx >= 2 && g.ny >= 2 && g.nx <= 8192 && g.ny <= 8192 && g.pitch_c >= g.nx && g.pitch_u >= g.nx + 1 &&
         g.pitch_c <= 16384 && g.pitch_u <= 16384 && g.dx > 0.f && g.dt > 0.f && g.rho > 0.f;
}

// u(i, j): i in [0, nx], v(i, j): j in [0, ny]; v rows use pitch_c.
__device__ __forceinline__ size_t uidx(const MacGrid& g, int i, int j) { return (size_t)j * g.pitch_u + i; }
__device__ __forceinline__ size_t cidx(const MacGrid& g, int i, int j) { return (size_t)j * g.pitch_c + i; }

extern "C" __global__ void mac_divergence(const float* __restrict__ u, const float* __restrict__ v,
                                          const uint8_t* __restrict__ flags, float* __restrict__ rhs, MacGrid g)
{
  if (!grid_ok(g)) return;
  const int i = blockIdx.x * blockDim.x + threadIdx.x, j = blockIdx.y * blockDim.y + threadIdx.y;
  if (i >= g.nx || j >= g.ny) return;
  const size_t c = cidx(g, i, j);
  if (IS_SOLID(flags[c])) { rhs[c] = 0.f; return; }
  // face velocities: domain walls are at rest, faces next to a solid take the solid's velocity
  const float ul = (i == 0) ? 0.f : (IS_SOLID(flags[c - 1]) ? g.u_solid : u[uidx(g, i, j)]);
  const float ur = (i == g.nx - 1) ? 0.f : (IS_SOLID(flags[c + 1]) ? g.u_solid : u[uidx(g, i + 1, j)]);
  const float vb = (j == 0) ? 0.f : (IS_SOLID(flags[c - g.pitch_c]) ? g.v_solid : v[cidx(g, i, j)]);
  const float vt = (j == g.ny - 1) ? 0.f : (IS_SOLID(flags[c + g.pitch_c]) ? g.v_solid : v[cidx(g, i, j + 1)]);
  const float div = (ur - ul + vt - vb) / g.dx;
  rhs[c] = -(g.rho * g.dx * g.dx / g.dt) * div;
}

// One colour of red-black SOR on nf * p - sum(p_fluid neighbours) = rhs (Neumann at walls/solids).
extern "C" __global__ void mac_pressure_rbsor(float* __restrict__ p, const float* __restrict__ rhs,
                                              const uint8_t* __restrict__ flags, MacGrid g, int color)
{
  if (!grid_ok(g)) return;
  const int i = blockIdx.x * blockDim.x + threadIdx.x, j = blockIdx.y * blockDim.y + threadIdx.y;
  if (i >= g.nx || j >= g.ny || ((i + j) & 1) != (color & 1)) return;
  const size_t c = cidx(g, i, j);
  if (IS_SOLID(flags[c])) { p[c] = 0.f; return; }
  const size_t pc = (size_t)g.pitch_c;
  float sum = 0.f;
  int nf = 0;
  if (i > 0 && i < g.nx - 1 && j > 0 && j < g.ny - 1) {
    // interior: only solid checks
    if (!IS_SOLID(flags[c - 1])) { sum += p[c - 1]; ++nf; }
    if (!IS_SOLID(flags[c + 1])) { sum += p[c + 1]; ++nf; }
    if (!IS_SOLID(flags[c - pc])) { sum += p[c - pc]; ++nf; }
    if (!IS_SOLID(flags[c + pc])) { sum += p[c + pc]; ++nf; }
  } else if (j == 0 && i == 0) {                       // bottom-left corner
    if (!IS_SOLID(flags[c + 1])) { sum += p[c + 1]; ++nf; }
    if (!IS_SOLID(flags[c + pc])) { sum += p[c + pc]; ++nf; }
  } else if (j == 0 && i == g.nx - 1) {                // bottom-right corner
    if (!IS_SOLID(flags[c - 1])) { sum += p[c - 1]; ++nf; }
    if (!IS_SOLID(flags[c + pc])) { sum += p[c + pc]; ++nf; }
  } else if (j == g.ny - 1 && i == 0) {                // top-left corner
    if (!IS_SOLID(flags[c + 1])) { sum += p[c + 1]; ++nf; }
    if (!IS_SOLID(flags[c - pc])) { sum += p[c - pc]; ++nf; }
  } else if (j == g.ny - 1 && i == g.nx - 1) {         // top-right corner
    if (!IS_SOLID(flags[c - 1])) { sum += p[c - 1]; ++nf; }
    if (!IS_SOLID(flags[c - pc])) { sum += p[c - pc]; ++nf; }
  } else if (j == 0) {                                 // bottom edge
    if (!IS_SOLID(flags[c - 1])) { sum += p[c - 1]; ++nf; }
    if (!IS_SOLID(flags[c + 1])) { sum += p[c + 1]; ++nf; }
    if (!IS_SOLID(flags[c + pc])) { sum += p[c + pc]; ++nf; }
  } else if (j == g.ny - 1) {                          // top edge
    if (!IS_SOLID(flags[c - 1])) { sum += p[c - 1]; ++nf; }
    if (!IS_SOLID(flags[c + 1])) { sum += p[c + 1]; ++nf; }
    if (!IS_SOLID(flags[c - pc])) { sum += p[c - pc]; ++nf; }
  } else if (i == 0) {                                 // left edge
    if (!IS_SOLID(flags[c + 1])) { sum += p[c + 1]; ++nf; }
    if (!IS_SOLID(flags[c - pc])) { sum += p[c - pc]; ++nf; }
    if (!IS_SOLID(flags[c + pc])) { sum += p[c + pc]; ++nf; }
  } else {                                             // right edge
    if (!IS_SOLID(flags[c - 1])) { sum += p[c - 1]; ++nf; }
    if (!IS_SOLID(flags[c - pc])) { sum += p[c - pc]; ++nf; }
    if (!IS_SOLID(flags[c + pc])) { sum += p[c + pc]; ++nf; }
  }
  if (nf == 0) { p[c] = 0.f; return; }                 // isolated fluid cell
  const float gs = (sum + rhs[c]) / (float)nf;
  const float w = fminf(fmaxf(g.omega, 0.f), 1.95f);
  p[c] = (1.f - w) * p[c] + w * gs;
}

// u -= dt / (rho dx) * dp/dx on interior faces between fluid cells; faces touching a solid take
// the solid velocity; domain-wall faces are zero. Then the same for v. Grid-stride, 64-bit.
extern "C" __global__ void mac_gradient_subtract(float* __restrict__ u, float* __restrict__ v,
                                                 const float* __restrict__ p, const uint8_t* __restrict__ flags, MacGrid g)
{
  if (!grid_ok(g)) return;
  const float scale = g.dt / (g.rho * g.dx);
  const long long nu = (long long)(g.nx + 1) * g.ny, nv = (long long)g.nx * (g.ny + 1);
  const long long stride = (long long)gridDim.x * blockDim.x;
  for (long long t = blockIdx.x * (long long)blockDim.x + threadIdx.x; t < nu + nv; t += stride) {
    if (t < nu) {
      const int j = (int)(t / (g.nx + 1)), i = (int)(t - (long long)j * (g.nx + 1));
      float val;
      if (i == 0 || i == g.nx) {
        val = 0.f;
      } else {
        const size_t cr = cidx(g, i, j), cl = cr - 1;
        if (IS_SOLID(flags[cl]) || IS_SOLID(flags[cr])) val = g.u_solid;
        else val = u[uidx(g, i, j)] - scale * (p[cr] - p[cl]);
      }
      u[uidx(g, i, j)] = val;
    } else {
      const long long s = t - nu;
      const int j = (int)(s / g.nx), i = (int)(s - (long long)j * g.nx);
      float val;
      if (j == 0 || j == g.ny) {
        val = 0.f;
      } else {
        const size_t ct = cidx(g, i, j), cb = ct - (size_t)g.pitch_c;
        if (IS_SOLID(flags[cb]) || IS_SOLID(flags[ct])) val = g.v_solid;
        else val = v[cidx(g, i, j)] - scale * (p[ct] - p[cb]);
      }
      v[cidx(g, i, j)] = val;
    }
  }
}

// Residual r = rhs - (nf p - sum p_nb) over fluid cells: per-block (L2^2 in double, max |r|).
extern "C" __global__ void mac_residual_norms(const float* __restrict__ p, const float* __restrict__ rhs,
                                              const uint8_t* __restrict__ flags, MacGrid g, double2* __restrict__ partial)
{
  __shared__ double s_sum[32];
  __shared__ double s_max[32];
  double acc = 0.0, mx = 0.0;
  if (grid_ok(g)) {
    const long long n = (long long)g.nx * g.ny;
    for (long long t = blockIdx.x * (long long)blockDim.x + threadIdx.x; t < n; t += (long long)gridDim.x * blockDim.x) {
      const int j = (int)(t / g.nx), i = (int)(t - (long long)j * g.nx);
      const size_t c = cidx(g, i, j);
      if (IS_SOLID(flags[c])) continue;
      float sum = 0.f;
      int nf = 0;
      const int di[4] = {-1, 1, 0, 0}, dj[4] = {0, 0, -1, 1};
#pragma unroll
      for (int k = 0; k < 4; ++k) {
        const int ii = i + di[k], jj = j + dj[k];
        if (ii < 0 || ii >= g.nx || jj < 0 || jj >= g.ny) continue;
        const size_t cn = cidx(g, ii, jj);
        if (IS_SOLID(flags[cn])) continue;
        sum += p[cn];
        ++nf;
      }
      const double r = (double)rhs[c] - ((double)nf * p[c] - sum);
      acc += r * r;
      mx = fmax(mx, fabs(r));
    }
  }
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) {
    acc += __shfl_down_sync(0xffffffffu, acc, o);
    mx = fmax(mx, __shfl_down_sync(0xffffffffu, mx, o));
  }
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (lane == 0 && warp < 32) { s_sum[warp] = acc; s_max[warp] = mx; }
  __syncthreads();
  if (threadIdx.x == 0) {
    double a = 0.0, m = 0.0;
    for (int w = 0; w < min((int)((blockDim.x + 31) >> 5), 32); ++w) { a += s_sum[w]; m = fmax(m, s_max[w]); }
    partial[blockIdx.x] = make_double2(a, m);
  }
}
