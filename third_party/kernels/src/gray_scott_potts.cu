// Pattern-formation models on 2-D lattices: Gray-Scott reaction-diffusion (float with a
// shared tile, double with pitched storage) and a cellular Potts model Metropolis sweep.
//
//   gray_scott_tiled     (u, v) interleaved as float2, periodic boundaries: a 16x16 block
//                        stages an 18x18 tile with its wrapped halo (strided cooperative load,
//                        any 16x16-or-smaller block shape works), a 9-point isotropic Laplacian
//                        (0.2 edges, 0.05 corners), reaction u v^2 with feed/kill from a
//                        __constant__ struct, optionally modulated by a per-cell feed map;
//                        forward Euler, values clamped to [0, 1]. launch: block 16,16,
//                        grid 3,2 (40 x 30).
//   gray_scott_pitched   double, two planes with a size_t pitch, zero-flux borders by clamped
//                        neighbour indices, 5-point Laplacian, 2-D grid-stride loops; the sum
//                        of v reduced per block (shuffles + shared) for monitoring.
//                        launch: block 32,8, grid 2,2 (50 x 20, pitch 56).
//   potts_sweep_color    one colour of a 4-colouring ((x & 1) | (y & 1) << 1) so that sites
//                        updated together share no 8-neighbours: each site proposes the spin
//                        of a neighbour picked by a counter-based hash, the energy change adds
//                        adhesion J(sigma, sigma') over the 8 neighbours (__constant__ table,
//                        medium = spin 0) and the area constraint lambda (A - A_target)^2 for
//                        both cells, acceptance min(1, exp(-dE / T)); areas are read from the
//                        previous sweep and changes added to a delta array with integer
//                        atomics. launch: block 16,16, grid 2,2 (48 x 40 lattice, colour 1).
#include <cuda_runtime.h>
#include <stdint.h>

struct GsParams {
  float Du, Dv;
  float feed, kill;
  float dt;
};
__constant__ GsParams c_gs;

#define GS_T 16
#define POTTS_MAX_TYPES 8
__constant__ float c_J[POTTS_MAX_TYPES][POTTS_MAX_TYPES];

extern "C" __global__ void __launch_bounds__(256)
gray_scott_tiled(const float2 *__restrict__ uv, float2 *__restrict__ uv_out, const float *__restrict__ feed_map,
                 int nx, int ny, int use_map) {
  __shared__ float2 s[GS_T + 2][GS_T + 2];
  if (blockDim.x > GS_T || blockDim.y > GS_T || nx <= 0 || ny <= 0) return;
  const int x0 = blockIdx.x * blockDim.x, y0 = blockIdx.y * blockDim.y;
  const int tw = blockDim.x + 2, th = blockDim.y + 2;
  for (int i = threadIdx.y * blockDim.x + threadIdx.x; i < tw * th; i += blockDim.x * blockDim.y) {
    const int ty = i / tw, tx = i - ty * tw;
    int gx = x0 + tx - 1, gy = y0 + ty - 1;
    gx = gx < 0 ? gx + nx : (gx >= nx ? gx - nx : gx);
    gy = gy < 0 ? gy + ny : (gy >= ny ? gy - ny : gy);
    // a tile hanging over the edge wraps again (tiny grids): keep indices in range
    gx = min(max(gx, 0), nx - 1);
    gy = min(max(gy, 0), ny - 1);
    s[ty][tx] = uv[(size_t)gy * nx + gx];
  }
  __syncthreads();
  const int x = x0 + threadIdx.x, y = y0 + threadIdx.y;
  if (x >= nx || y >= ny) return;
  const int cx = threadIdx.x + 1, cy = threadIdx.y + 1;
  const float2 c = s[cy][cx];
  float lu = -c.x, lv = -c.y;
#pragma unroll
  for (int dy = -1; dy <= 1; ++dy) {
#pragma unroll
    for (int dx = -1; dx <= 1; ++dx) {
      if (dx == 0 && dy == 0) continue;
      const float w = (dx != 0 && dy != 0) ? 0.05f : 0.2f;
      const float2 n = s[cy + dy][cx + dx];
      lu += w * n.x;
      lv += w * n.y;
    }
  }
  const float F = use_map ? c_gs.feed * feed_map[(size_t)y * nx + x] : c_gs.feed;
  const float uvv = c.x * c.y * c.y;
  const float du = c_gs.Du * lu - uvv + F * (1.0f - c.x);
  const float dv = c_gs.Dv * lv + uvv - (F + c_gs.kill) * c.y;
  uv_out[(size_t)y * nx + x] =
      make_float2(__saturatef(c.x + c_gs.dt * du), __saturatef(c.y + c_gs.dt * dv));
}

extern "C" __global__ void __launch_bounds__(256)
gray_scott_pitched(const double *__restrict__ u, const double *__restrict__ v, double *__restrict__ u_out,
                   double *__restrict__ v_out, int nx, int ny, unsigned long long pitch, double Du, double Dv,
                   double F, double k, double dt, double *__restrict__ block_vsum) {
  __shared__ double s_part[8];
  double vsum = 0.0;
  if (nx > 0 && ny > 0 && pitch >= (unsigned long long)nx) {
    for (int y = blockIdx.y * blockDim.y + threadIdx.y; y < ny; y += gridDim.y * blockDim.y) {
      const size_t row = (size_t)y * pitch;
      const size_t up = (size_t)max(y - 1, 0) * pitch;
      const size_t dn = (size_t)min(y + 1, ny - 1) * pitch;
      for (int x = blockIdx.x * blockDim.x + threadIdx.x; x < nx; x += gridDim.x * blockDim.x) {
        const int xl = max(x - 1, 0), xr = min(x + 1, nx - 1);
        const double uc = u[row + x], vc = v[row + x];
        const double lu = u[row + xl] + u[row + xr] + u[up + x] + u[dn + x] - 4.0 * uc;
        const double lv = v[row + xl] + v[row + xr] + v[up + x] + v[dn + x] - 4.0 * vc;
        const double r = uc * vc * vc;
        const double un = uc + dt * (Du * lu - r + F * (1.0 - uc));
        const double vn = vc + dt * (Dv * lv + r - (F + k) * vc);
        u_out[row + x] = un;
        v_out[row + x] = vn;
        vsum += vn;
      }
    }
  }
  const int tid = threadIdx.y * blockDim.x + threadIdx.x;
  const int nthreads = blockDim.x * blockDim.y;
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) vsum += __shfl_down_sync(0xffffffffu, vsum, off);
  if ((tid & 31) == 0 && (tid >> 5) < 8) s_part[tid >> 5] = vsum;
  __syncthreads();
  if (tid == 0) {
    double t = 0.0;
    for (int w = 0; w < min((nthreads + 31) >> 5, 8); ++w) t += s_part[w];
    block_vsum[blockIdx.y * gridDim.x + blockIdx.x] = t;
  }
}

static __device__ __forceinline__ uint32_t hash3(uint32_t a, uint32_t b, uint32_t c) {
  // lowbias32-style mixing of three words
  uint32_t h = a * 0x9e3779b1u ^ b * 0x85ebca77u ^ c * 0xc2b2ae3du;
  h ^= h >> 16;
  h *= 0x7feb352du;
  h ^= h >> 15;
  h *= 0x846ca68bu;
  h ^= h >> 16;
  return h;
}

extern "C" __global__ void __launch_bounds__(256)
potts_sweep_color(int *__restrict__ spin, const int *__restrict__ cell_type, const int *__restrict__ area,
                  int *__restrict__ area_delta, int nx, int ny, int ncells, int color, float temperature,
                  float lambda_area, int target_area, unsigned sweep_seed, unsigned *__restrict__ accepted) {
  if (nx < 2 || ny < 2 || (nx & 1) || (ny & 1) || ncells <= 0) return;
  const int hx = blockIdx.x * blockDim.x + threadIdx.x;
  const int hy = blockIdx.y * blockDim.y + threadIdx.y;
  if (hx >= nx / 2 || hy >= ny / 2) return;
  const int x = 2 * hx + (color & 1);
  const int y = 2 * hy + ((color >> 1) & 1);
  const int xm = x == 0 ? nx - 1 : x - 1, xp = x == nx - 1 ? 0 : x + 1;
  const int ym = y == 0 ? ny - 1 : y - 1, yp = y == ny - 1 ? 0 : y + 1;
  const int nbx[8] = {xm, x, xp, xm, xp, xm, x, xp};
  const int nby[8] = {ym, ym, ym, y, y, yp, yp, yp};
  const int site = y * nx + x;
  const int s_old = (int)((unsigned)spin[site] % (unsigned)ncells);
  const uint32_t h = hash3((uint32_t)site, sweep_seed, 0x5bd1e995u);
  const int pick = h & 7;
  const int s_new = (int)((unsigned)spin[nby[pick] * nx + nbx[pick]] % (unsigned)ncells);
  if (s_new == s_old) return;

  const int t_old = s_old == 0 ? 0 : (int)((unsigned)cell_type[s_old] % POTTS_MAX_TYPES);
  const int t_new = s_new == 0 ? 0 : (int)((unsigned)cell_type[s_new] % POTTS_MAX_TYPES);
  float dE = 0.0f;
#pragma unroll
  for (int n = 0; n < 8; ++n) {
    const int sn = (int)((unsigned)spin[nby[n] * nx + nbx[n]] % (unsigned)ncells);
    const int tn = sn == 0 ? 0 : (int)((unsigned)cell_type[sn] % POTTS_MAX_TYPES);
    // bond energy counts only between different cells
    dE += (sn != s_new ? c_J[t_new][tn] : 0.0f) - (sn != s_old ? c_J[t_old][tn] : 0.0f);
  }
  // area constraint: s_old loses a site, s_new gains one (the medium has none)
  if (s_old != 0) {
    const float a = (float)area[s_old];
    const float d0 = a - (float)target_area, d1 = d0 - 1.0f;
    dE += lambda_area * (d1 * d1 - d0 * d0);
  }
  if (s_new != 0) {
    const float a = (float)area[s_new];
    const float d0 = a - (float)target_area, d1 = d0 + 1.0f;
    dE += lambda_area * (d1 * d1 - d0 * d0);
  }
  bool accept = dE <= 0.0f;
  if (!accept && temperature > 0.0f) {
    const float u = (float)(hash3((uint32_t)site, sweep_seed, 0x27d4eb2fu) >> 8) * (1.0f / 16777216.0f);
    accept = u < __expf(-dE / temperature);
  }
  if (!accept) return;
  spin[site] = s_new;
  if (s_old != 0) atomicSub(&area_delta[s_old], 1);
  if (s_new != 0) atomicAdd(&area_delta[s_new], 1);
  atomicAdd(accepted, 1u);
}
