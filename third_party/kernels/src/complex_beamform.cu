// Complex arithmetic with a small hand-written complex struct (operators, conjugate,
// polar construction), no cuComplex.
//
//   beamform_power     narrow-band delay-and-sum beamformer for a planar array: beam b looks
//                      at angle theta0 + b * dtheta; its tapered steering vector (sensor
//                      positions and taper are host-set __constant__ tables) is computed once
//                      per thread into registers (unrolled, guarded by the sensor count), then
//                      snapshots are staged through shared memory in tiles of 32 and the beam
//                      power mean |w^H x|^2 is accumulated in double. launch: block 64, grid 2.
//   cgemm8_batched     batched 8x8 complex products C = alpha * op(A) * B, op = N, T or C
//                      (conjugate transpose); four matrices per iteration staged in shared
//                      memory, outputs strided over the block, grid-stride over batches.
//                      alpha is a complex struct passed by value. launch: block 128, grid 3.
#include <cuda_runtime.h>

struct cf {
  float re, im;
};
static __device__ __forceinline__ cf operator+(cf a, cf b) { return {a.re + b.re, a.im + b.im}; }
static __device__ __forceinline__ cf operator*(cf a, cf b) {
  return {fmaf(a.re, b.re, -a.im * b.im), fmaf(a.re, b.im, a.im * b.re)};
}
static __device__ __forceinline__ cf conj(cf a) { return {a.re, -a.im}; }
static __device__ __forceinline__ cf polar1(float phase) {
  float s, c;
  sincosf(phase, &s, &c);
  return {c, s};
}
static __device__ __forceinline__ cf load_cf(const float2 *p) {
  const float2 v = *p;
  return {v.x, v.y};
}

#define BF_MAX_SENSORS 32
#define BF_SNAP_TILE 32

__constant__ float2 c_sensor_xy[BF_MAX_SENSORS];  // positions in wavelengths
__constant__ float c_taper[BF_MAX_SENSORS];

extern "C" __global__ void beamform_power(const float2 *__restrict__ snapshots, int nsensors, int nsnap, int nbeams,
                                          float theta0, float dtheta, float *__restrict__ power) {
  __shared__ float2 s_x[BF_SNAP_TILE][BF_MAX_SENSORS];
  const int M = min(max(nsensors, 0), BF_MAX_SENSORS);
  const int b = blockIdx.x * blockDim.x + threadIdx.x;
  const bool active = b < nbeams;

  // Steering weights w_m = taper_m * exp(-2 pi i (x_m cos t + y_m sin t)), conjugated below.
  cf w[BF_MAX_SENSORS];
  const float theta = theta0 + dtheta * (float)b;
  float st, ct;
  sincosf(theta, &st, &ct);
#pragma unroll
  for (int m = 0; m < BF_MAX_SENSORS; ++m) {
    if (m < M) {
      const float2 p = c_sensor_xy[m];
      const cf a = polar1(-6.28318531f * (p.x * ct + p.y * st));
      w[m] = {c_taper[m] * a.re, c_taper[m] * a.im};
    } else {
      w[m] = {0.f, 0.f};
    }
  }

  double acc = 0.0;
  for (int s0 = 0; s0 < nsnap; s0 += BF_SNAP_TILE) {
    const int ns = min(BF_SNAP_TILE, nsnap - s0);
    __syncthreads();  // previous tile consumed
    for (int e = threadIdx.x; e < ns * M; e += blockDim.x) {
      const int s = e / M, m = e - s * M;
      s_x[s][m] = snapshots[(size_t)(s0 + s) * M + m];
    }
    __syncthreads();
    if (active) {
      for (int s = 0; s < ns; ++s) {
        cf y = {0.f, 0.f};
#pragma unroll
        for (int m = 0; m < BF_MAX_SENSORS; ++m)
          if (m < M) y = y + conj(w[m]) * load_cf(&s_x[s][m]);
        acc += (double)y.re * y.re + (double)y.im * y.im;
      }
    }
  }
  if (active) power[b] = nsnap > 0 ? (float)(acc / nsnap) : 0.f;
}

#define CG_N 8
#define CG_PER_ITER 4

extern "C" __global__ void cgemm8_batched(const float2 *__restrict__ A, const float2 *__restrict__ B,
                                          float2 *__restrict__ C, int batch, int opA, cf alpha) {
  __shared__ cf s_a[CG_PER_ITER][CG_N][CG_N + 1];
  __shared__ cf s_b[CG_PER_ITER][CG_N][CG_N + 1];
  const int nt = blockDim.x;
  for (int first = blockIdx.x * CG_PER_ITER; first < batch; first += gridDim.x * CG_PER_ITER) {
    const int count = min(CG_PER_ITER, batch - first);
    for (int e = threadIdx.x; e < count * CG_N * CG_N; e += nt) {
      const int q = e / (CG_N * CG_N), r = (e / CG_N) % CG_N, c = e % CG_N;
      const size_t g = (size_t)(first + q) * CG_N * CG_N + r * CG_N + c;
      cf av = load_cf(&A[g]);
      // Store op(A) so the product loop is always N x N.
      if (opA == 0) {
        s_a[q][r][c] = av;
      } else {
        if (opA == 2) av = conj(av);
        s_a[q][c][r] = av;
      }
      s_b[q][r][c] = load_cf(&B[g]);
    }
    __syncthreads();
    for (int e = threadIdx.x; e < count * CG_N * CG_N; e += nt) {
      const int q = e / (CG_N * CG_N), r = (e / CG_N) % CG_N, c = e % CG_N;
      cf acc = {0.f, 0.f};
#pragma unroll
      for (int k = 0; k < CG_N; ++k) acc = acc + s_a[q][r][k] * s_b[q][k][c];
      acc = alpha * acc;
      C[(size_t)(first + q) * CG_N * CG_N + r * CG_N + c] = make_float2(acc.re, acc.im);
    }
    __syncthreads();  // tiles are restaged next iteration
  }
}
