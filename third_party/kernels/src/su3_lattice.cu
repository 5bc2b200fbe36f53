// Lattice gauge theory kernels on SU(3) link variables U_mu(x): 3x3 complex matrices stored as
// nine float2 (row major), links [site][mu] with x fastest in a 4D periodic lattice whose extents
// arrive in a by-value struct (checked against the allocated site count).
//   su3_staple_sum        for one direction mu, the sum of the six staples around U_mu(x)
//                         (forward and backward for each nu != mu): eight neighbour gathers with
//                         periodic wrap, products with daggers written as separate inline
//                         helpers, the nu loop unrolled with the mu test folded in.
//   su3_plaquette_reduce  average plaquette: Re tr of U_mu(x) U_nu(x+mu) U_mu(x+nu)^+ U_nu(x)^+
//                         over the six planes of every site, size_t grid-stride, per-thread sum
//                         in double, __shfl_down_sync over doubles, shared per-warp slots and one
//                         partial per block (no float atomics: the sum stays reproducible).
#include <cuda_runtime.h>

struct Su3 {
  float2 e[9];
};

struct Lattice {
  int L[4];
};

static __device__ __forceinline__ float2 cmul(float2 a, float2 b) { return make_float2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x); }
static __device__ __forceinline__ float2 cmulc(float2 a, float2 b) { return make_float2(a.x * b.x + a.y * b.y, a.y * b.x - a.x * b.y); } // a * conj(b)
static __device__ __forceinline__ float2 cadd(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }

// A * B
static __device__ __forceinline__ Su3 mul_nn(const Su3 &A, const Su3 &B) {
  Su3 C;
#pragma unroll
  for (int i = 0; i < 3; ++i)
#pragma unroll
    for (int j = 0; j < 3; ++j)
      C.e[3 * i + j] = cadd(cadd(cmul(A.e[3 * i], B.e[j]), cmul(A.e[3 * i + 1], B.e[3 + j])), cmul(A.e[3 * i + 2], B.e[6 + j]));
  return C;
}
// A * B^+
static __device__ __forceinline__ Su3 mul_nd(const Su3 &A, const Su3 &B) {
  Su3 C;
#pragma unroll
  for (int i = 0; i < 3; ++i)
#pragma unroll
    for (int j = 0; j < 3; ++j)
      C.e[3 * i + j] = cadd(cadd(cmulc(A.e[3 * i], B.e[3 * j]), cmulc(A.e[3 * i + 1], B.e[3 * j + 1])), cmulc(A.e[3 * i + 2], B.e[3 * j + 2]));
  return C;
}
// A^+ * B
static __device__ __forceinline__ Su3 mul_dn(const Su3 &A, const Su3 &B) {
  Su3 C;
#pragma unroll
  for (int i = 0; i < 3; ++i)
#pragma unroll
    for (int j = 0; j < 3; ++j)
      C.e[3 * i + j] = cadd(cadd(cmulc(B.e[j], A.e[i]), cmulc(B.e[3 + j], A.e[3 + i])), cmulc(B.e[6 + j], A.e[6 + i]));
  return C;
}

static __device__ __forceinline__ int shift(const Lattice &g, int site, int dir, int step) {
  int c[4];
  int s = site;
#pragma unroll
  for (int d = 0; d < 4; ++d) {
    c[d] = s % g.L[d];
    s /= g.L[d];
  }
  c[dir] += step;
  c[dir] = c[dir] < 0 ? c[dir] + g.L[dir] : (c[dir] >= g.L[dir] ? c[dir] - g.L[dir] : c[dir]);
  return ((c[3] * g.L[2] + c[2]) * g.L[1] + c[1]) * g.L[0] + c[0];
}

static __device__ __forceinline__ bool geometry_ok(const Lattice &g, int nsites) {
  // the extents must be positive and describe exactly the field that was allocated
  return min(min(g.L[0], g.L[1]), min(g.L[2], g.L[3])) >= 1 &&
         (long long)g.L[0] * g.L[1] * g.L[2] * g.L[3] == (long long)nsites;
}

extern "C" __global__ void su3_staple_sum(const Su3 *__restrict__ U, Su3 *__restrict__ staple, Lattice g, int nsites,
                                          int mu) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  if (x >= nsites || mu < 0 || mu > 3 || !geometry_ok(g, nsites))
    return;
  const int xpm = shift(g, x, mu, 1);
  Su3 acc;
#pragma unroll
  for (int k = 0; k < 9; ++k)
    acc.e[k] = make_float2(0.f, 0.f);
#pragma unroll
  for (int nu = 0; nu < 4; ++nu) {
    if (nu == mu)
      continue;
    const int xpn = shift(g, x, nu, 1);
    const int xmn = shift(g, x, nu, -1);
    const int xpm_mn = shift(g, xpm, nu, -1);
    // forward: U_nu(x+mu) U_mu(x+nu)^+ U_nu(x)^+
    const Su3 f = mul_nd(mul_nd(U[4 * xpm + nu], U[4 * xpn + mu]), U[4 * x + nu]);
    // backward: U_nu(x+mu-nu)^+ U_mu(x-nu)^+ U_nu(x-nu) = (U_mu(x-nu) U_nu(x+mu-nu))^+ U_nu(x-nu)
    const Su3 back = mul_dn(mul_nn(U[4 * xmn + mu], U[4 * xpm_mn + nu]), U[4 * xmn + nu]);
#pragma unroll
    for (int k = 0; k < 9; ++k)
      acc.e[k] = cadd(acc.e[k], cadd(f.e[k], back.e[k]));
  }
  staple[x] = acc;
}

static __device__ __forceinline__ float re_trace_nd(const Su3 &A, const Su3 &B) {
  // Re tr(A B^+) = sum_ij Re(A_ij conj(B_ij))
  float t = 0.f;
#pragma unroll
  for (int k = 0; k < 9; ++k)
    t += A.e[k].x * B.e[k].x + A.e[k].y * B.e[k].y;
  return t;
}

extern "C" __global__ void su3_plaquette_reduce(const Su3 *__restrict__ U, Lattice g, int nsites,
                                                double *__restrict__ plaq_partial) {
  __shared__ double s_warp[32];
  const size_t volume = (size_t)nsites;
  double local = 0.0;
  if (geometry_ok(g, nsites)) {
    for (size_t x = blockIdx.x * (size_t)blockDim.x + threadIdx.x; x < volume; x += (size_t)gridDim.x * blockDim.x) {
      const int site = (int)x;
      float sum = 0.f;
#pragma unroll
      for (int mu = 0; mu < 3; ++mu) {
        const int xpm = shift(g, site, mu, 1);
#pragma unroll
        for (int nu = mu + 1; nu < 4; ++nu) {
          const int xpn = shift(g, site, nu, 1);
          // U_mu(x) U_nu(x+mu) against (U_nu(x) U_mu(x+nu)): tr(P Q^+)
          const Su3 P = mul_nn(U[4 * site + mu], U[4 * xpm + nu]);
          const Su3 Q = mul_nn(U[4 * site + nu], U[4 * xpn + mu]);
          sum += re_trace_nd(P, Q);
        }
      }
      local += (double)sum * (1.0 / 18.0); // six planes, trace normalised by 3
    }
  }
#pragma unroll
  for (int off = 16; off > 0; off >>= 1)
    local += __shfl_down_sync(0xffffffffu, local, off);
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (lane == 0)
    s_warp[warp] = local;
  __syncthreads();
  if (warp == 0) {
    const int nwarps = (blockDim.x + 31) >> 5;
    double v = lane < nwarps ? s_warp[lane] : 0.0;
#pragma unroll
    for (int off = 16; off > 0; off >>= 1)
      v += __shfl_down_sync(0xffffffffu, v, off);
    if (lane == 0)
      plaq_partial[blockIdx.x] = v; // summed by a second pass (deterministic)
  }
}
