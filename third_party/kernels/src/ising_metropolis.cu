// kestrel-launch: ising_checkerboard_sweep block=16,16
// 2D Ising model on an L x L periodic lattice of signed-char spins (+1/-1), row-major.
//   ising_checkerboard_sweep   Metropolis update of one colour of the checkerboard: thread
//                              (tx, y) owns site x = 2 tx + ((y + colour) & 1), so the four
//                              neighbours read are all of the other colour. Uniform variate
//                              from a counter-based hash of (seed, sweep, site); the acceptance
//                              probabilities for zero field come from a __constant__ table
//                              indexed by s * (sum of neighbours), with a field h it is
//                              expf(-beta dE). launch: block 16x16, grid (ceil(L/32), ceil(L/16)).
//   ising_observables          bond sum and magnetisation: per-site bonds (right and down)
//                              in a size_t grid-stride loop, a __shfl_down_sync reduction of
//                              the bond sum, a __shfl_xor_sync butterfly for the
//                              integer magnetisation, one atomicAdd per warp into global totals (u64
//                              two's-complement bond sum, int magnetisation, u64 |m| histogram). Block: multiple of 32.
#include <cuda_runtime.h>

// c_accept[(s*nsum + 4) / 2] = min(1, exp(-2 beta J s*nsum)), s*nsum in {-4,-2,0,2,4}
__constant__ float c_accept[5];

struct IsingParams {
  float beta;     // inverse temperature
  float coupling; // J
  float field;    // h
  unsigned int seed;
  unsigned int sweep;
};

static __device__ __forceinline__ unsigned int mix32(unsigned int x) {
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  x ^= x >> 16;
  return x;
}

static __device__ __forceinline__ float uniform01(unsigned int seed, unsigned int sweep, unsigned int site) {
  const unsigned int h = mix32(site * 0x9e3779b9U ^ mix32(seed + 0x632be5abU * sweep));
  return (h >> 8) * (1.0f / 16777216.0f);
}

extern "C" __global__ void ising_checkerboard_sweep(signed char *__restrict__ spins, int L, int colour,
                                                    IsingParams prm) {
  const int tx = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (y >= L || L < 2 || (L & 1))
    return;
  const int x = 2 * tx + ((y + colour) & 1);
  if (x >= L)
    return;
  const int xl = x == 0 ? L - 1 : x - 1;
  const int xr = x == L - 1 ? 0 : x + 1;
  const int yu = y == 0 ? L - 1 : y - 1;
  const int yd = y == L - 1 ? 0 : y + 1;
  const size_t row = (size_t)y * L;
  const int s = spins[row + x];
  const int nsum = spins[row + xl] + spins[row + xr] + spins[(size_t)yu * L + x] + spins[(size_t)yd * L + x];
  const int sn = s * nsum; // in [-4, 4] for valid spins
  float paccept;
  if (prm.field == 0.0f) {
    paccept = c_accept[min(max((sn + 4) >> 1, 0), 4)];
  } else {
    const float dE = 2.0f * s * (prm.coupling * nsum + prm.field);
    paccept = dE <= 0.0f ? 1.0f : __expf(-prm.beta * dE);
  }
  const float u = uniform01(prm.seed, prm.sweep, (unsigned int)(row + x));
  if (u < paccept)
    spins[row + x] = (signed char)(s > 0 ? -1 : 1);
}

extern "C" __global__ void ising_observables(const signed char *__restrict__ spins, int L,
                                             unsigned long long *__restrict__ bond_sum, int *__restrict__ mag_sum,
                                             unsigned long long *__restrict__ abs_hist) {
  const size_t n = (size_t)L * (size_t)L;
  int b_local = 0; // sum over sites of s * (right + down): E = -J * bonds - h * M
  int m_local = 0;
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
    const int y = (int)(i / L), x = (int)(i - (size_t)y * L);
    const int s = spins[i] > 0 ? 1 : -1;
    const int right = spins[(size_t)y * L + (x + 1 == L ? 0 : x + 1)] > 0 ? 1 : -1;
    const int down = spins[(size_t)(y + 1 == L ? 0 : y + 1) * L + x] > 0 ? 1 : -1;
    b_local += s * (right + down);
    m_local += s;
  }
  // warp-level reductions
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) {
    b_local += __shfl_down_sync(0xffffffffu, b_local, off);
    m_local += __shfl_xor_sync(0xffffffffu, m_local, off);
  }
  const int m_warp = m_local; // butterfly: every lane holds the warp total
  if ((threadIdx.x & 31) == 0) {
    atomicAdd(bond_sum, (unsigned long long)(long long)b_local); // two's complement accumulate
    atomicAdd(mag_sum, m_warp);
    // histogram of |m| per warp in 8 coarse bins (for the Binder cumulant estimate)
    const int bin = min(abs(m_warp) >> 3, 7);
    atomicAdd(&abs_hist[bin], 1ULL);
  }
}
