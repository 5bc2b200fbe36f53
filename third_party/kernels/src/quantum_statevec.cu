// State-vector quantum circuit simulation: single-qubit and multi-controlled gates on amplitude
// pairs found by zero-bit insertion, a fused two-qubit gate staged through shared memory, and the
// probability / collapse reduction used for a mid-circuit measurement.
#include <cuda_runtime.h>
#include <stdint.h>

#define QSV_MAX_QUBITS 26
#define QSV_MAX_CTRL 3

struct Gate1Q {
  float2 m00, m01, m10, m11;  // row-major 2x2 unitary
  int target;
  int nqubits;
};

struct CtrlGate {
  float2 u[4];
  int target;
  int nctrl;
  int ctrl[QSV_MAX_CTRL];
  int nqubits;
};

// Fused 4x4 unitary for the two-qubit kernel, row-major; basis order |q_hi q_lo>.
__constant__ float2 c_fused[16];

__device__ __forceinline__ float2 cmul(float2 a, float2 b) {
  return make_float2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}

__device__ __forceinline__ float2 cfma(float2 a, float2 b, float2 c) {
  c.x = fmaf(a.x, b.x, c.x);
  c.x = fmaf(-a.y, b.y, c.x);
  c.y = fmaf(a.x, b.y, c.y);
  c.y = fmaf(a.y, b.x, c.y);
  return c;
}

__device__ __forceinline__ int clamp_qubits(int n) { return min(max(n, 1), QSV_MAX_QUBITS); }

__device__ __forceinline__ int wrap_qubit(int q, int n) { return ((q % n) + n) % n; }

__device__ __forceinline__ uint64_t insert_zero_bit(uint64_t i, int pos) {
  const uint64_t lo = i & ((1ull << pos) - 1ull);
  return ((i >> pos) << (pos + 1)) | lo;
}

// Insert zero bits at the ascending positions pos[0..npos).
__device__ __noinline__ uint64_t insert_zero_bits(uint64_t i, const int* pos, int npos) {
  for (int k = 0; k < npos; ++k) i = insert_zero_bit(i, pos[k]);
  return i;
}

extern "C" __global__ void qsv_apply_1q(float2* __restrict__ state, Gate1Q g) {
  const int n = clamp_qubits(g.nqubits);
  const int t = wrap_qubit(g.target, n);
  const uint64_t npairs = 1ull << (n - 1);
  const uint64_t stride = (uint64_t)gridDim.x * blockDim.x;
  const uint64_t tbit = 1ull << t;
  for (uint64_t i = (uint64_t)blockIdx.x * blockDim.x + threadIdx.x; i < npairs; i += stride) {
    const uint64_t i0 = insert_zero_bit(i, t);
    const uint64_t i1 = i0 | tbit;
    const float2 a0 = state[i0];
    const float2 a1 = state[i1];
    state[i0] = cfma(g.m01, a1, cmul(g.m00, a0));
    state[i1] = cfma(g.m11, a1, cmul(g.m10, a0));
  }
}

// Multi-controlled U: controls are reduced to a bit mask (duplicates and the target dropped),
// the free index enumerates the 2^(n-k-1) pairs whose control bits are all one.
extern "C" __global__ void qsv_apply_controlled(float2* __restrict__ state, CtrlGate g) {
  const int n = clamp_qubits(g.nqubits);
  const int t = wrap_qubit(g.target, n);
  const int nctrl = min(max(g.nctrl, 0), QSV_MAX_CTRL);
  uint64_t cmask = 0;
#pragma unroll
  for (int c = 0; c < QSV_MAX_CTRL; ++c)
    if (c < nctrl) cmask |= 1ull << wrap_qubit(g.ctrl[c], n);
  cmask &= ~(1ull << t);

  int pos[QSV_MAX_CTRL + 1];
  int k = 0;
  uint64_t all = cmask | (1ull << t);
  while (all != 0 && k < QSV_MAX_CTRL + 1) {
    const int b = __ffsll((long long)all) - 1;
    pos[k++] = b;
    all &= all - 1;
  }
  const uint64_t nwork = 1ull << (n - k);
  const uint64_t tbit = 1ull << t;
  const float2 u00 = g.u[0], u01 = g.u[1], u10 = g.u[2], u11 = g.u[3];
  for (uint64_t i = (uint64_t)blockIdx.x * blockDim.x + threadIdx.x; i < nwork;
       i += (uint64_t)gridDim.x * blockDim.x) {
    const uint64_t i0 = insert_zero_bits(i, pos, k) | cmask;
    const uint64_t i1 = i0 | tbit;
    const float2 a0 = state[i0];
    const float2 a1 = state[i1];
    state[i0] = cfma(u01, a1, cmul(u00, a0));
    state[i1] = cfma(u11, a1, cmul(u10, a0));
  }
}

// Fused two-qubit gate: each quad of threads owns one group of four amplitudes; the group is
// staged in shared memory and every thread produces one output row of the 4x4 product.
template <int BLOCK>
__device__ __forceinline__ void fused_2q_body(float2* __restrict__ state, int n, int qa, int qb) {
  __shared__ float2 tile[BLOCK];
  const int lo = min(qa, qb), hi = max(qa, qb);
  const uint64_t ngroups = 1ull << (n - 2);
  const int tid = threadIdx.x;
  const int row = tid & 3;
  const int quad = tid & ~3;
  float2 urow[4];
#pragma unroll
  for (int c = 0; c < 4; ++c) urow[c] = c_fused[row * 4 + c];
  const uint64_t groups_per_block = BLOCK / 4;
  for (uint64_t base = (uint64_t)blockIdx.x * groups_per_block; base < ngroups;
       base += (uint64_t)gridDim.x * groups_per_block) {
    const uint64_t grp = base + (uint64_t)(tid >> 2);
    const bool live = grp < ngroups;
    uint64_t idx = 0;
    if (live) {
      idx = insert_zero_bit(insert_zero_bit(grp, lo), hi);
      if (row & 1) idx |= 1ull << qa;
      if (row & 2) idx |= 1ull << qb;
      tile[tid] = state[idx];
    } else {
      tile[tid] = make_float2(0.f, 0.f);
    }
    __syncthreads();
    float2 acc = make_float2(0.f, 0.f);
#pragma unroll
    for (int c = 0; c < 4; ++c) acc = cfma(urow[c], tile[quad + c], acc);
    if (live) state[idx] = acc;
    __syncthreads();
  }
}

extern "C" __global__ void __launch_bounds__(256) qsv_fused_2q(float2* __restrict__ state, int nqubits,
                                                               int q0, int q1) {
  const int n = max(clamp_qubits(nqubits), 2);
  const int qa = wrap_qubit(q0, n);
  int qb = wrap_qubit(q1, n);
  if (qb == qa) qb = (qa + 1) % n;
  if (blockDim.x != 256) return;
  fused_2q_body<256>(state, n, qa, qb);
}

// P(qubit = 1) and the total norm: double accumulation, shuffle + shared reduction, one double
// atomicAdd per block and value.
extern "C" __global__ void qsv_measure_prob(const float2* __restrict__ state, int nqubits, int qubit,
                                            double* __restrict__ out) {
  __shared__ double s_p1[32];
  __shared__ double s_nrm[32];
  const int n = clamp_qubits(nqubits);
  const int q = wrap_qubit(qubit, n);
  const uint64_t dim = 1ull << n;
  double p1 = 0.0, nrm = 0.0;
  for (uint64_t i = (uint64_t)blockIdx.x * blockDim.x + threadIdx.x; i < dim;
       i += (uint64_t)gridDim.x * blockDim.x) {
    const float2 a = state[i];
    const double pr = (double)fmaf(a.x, a.x, a.y * a.y);
    nrm += pr;
    if ((i >> q) & 1ull) p1 += pr;
  }
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) {
    p1 += __shfl_xor_sync(0xffffffffu, p1, off);
    nrm += __shfl_xor_sync(0xffffffffu, nrm, off);
  }
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const int nwarps = (blockDim.x + 31) >> 5;
  if (lane == 0) {
    s_p1[warp] = p1;
    s_nrm[warp] = nrm;
  }
  __syncthreads();
  if (warp == 0) {
    p1 = lane < nwarps ? s_p1[lane] : 0.0;
    nrm = lane < nwarps ? s_nrm[lane] : 0.0;
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) {
      p1 += __shfl_xor_sync(0xffffffffu, p1, off);
      nrm += __shfl_xor_sync(0xffffffffu, nrm, off);
    }
    if (lane == 0) {
      atomicAdd(&out[0], p1);
      atomicAdd(&out[1], nrm);
    }
  }
}

// Collapse after measuring `qubit` with the sampled outcome: zero the other branch and rescale the
// kept one by 1/sqrt(p), p = P(outcome) (guarded against an empty branch).
extern "C" __global__ void qsv_collapse(float2* __restrict__ state, int nqubits, int qubit,
                                        const double* __restrict__ probs, float r) {
  const int n = clamp_qubits(nqubits);
  const int q = wrap_qubit(qubit, n);
  const double p1 = probs[0], nrm = probs[1];
  const double pn = (nrm > 1e-30 && nrm < 1e30) ? fmin(fmax(p1 / nrm, 0.0), 1.0) : 0.5;
  const int outcome = (double)r < pn ? 1 : 0;
  const double pk = outcome ? pn : 1.0 - pn;
  const float scale = pk > 1e-12 ? (float)rsqrt(pk * fmax(nrm, 1e-30)) : 0.f;
  const uint64_t dim = 1ull << n;
  for (uint64_t i = (uint64_t)blockIdx.x * blockDim.x + threadIdx.x; i < dim;
       i += (uint64_t)gridDim.x * blockDim.x) {
    const int bit = (int)((i >> q) & 1ull);
    float2 a = state[i];
    const float s = bit == outcome ? scale : 0.f;
    a.x *= s;
    a.y *= s;
    state[i] = a;
  }
}
