// Batched Kalman filters for multi-target tracking: one track per thread, 4-state
// constant-velocity model (x, y, vx, vy), 2D position measurements.
//
// kalman_cv_f32, kalman_cv_f64: template kalman_step<T>. State and the symmetric 4x4
//   covariance (10 unique entries) are stored structure-of-arrays, [component][ntracks],
//   so loads are coalesced. Per call: predict with F = [I dt*I; 0 I] and process noise
//   Q (white-acceleration model, q from a __constant__ struct, dt by value), then gate the
//   measurement by its Mahalanobis distance d2 = y^T S^-1 y against c_kf.gate (the 2x2
//   innovation covariance S inverted in closed form), update with the Joseph-free
//   standard form when inside the gate and a measurement is present (valid flag), and
//   always write back the state and covariance. Small matrices are fully unrolled
//   register arrays. Launch: block 128, grid ceil(n/128); args n=500, dt=0.1.
#include <cuda_runtime.h>

struct KalmanConsts {
  double q_accel;     // white acceleration spectral density
  double r_pos;       // measurement noise variance
  double gate;        // chi-square gate on d2
};
__constant__ KalmanConsts c_kf;

// packed index of the upper triangle of a symmetric 4x4
__device__ __forceinline__ int sym4(int i, int j) {
  int a = i < j ? i : j, b = i < j ? j : i;
  return a * 4 - (a * (a - 1)) / 2 + (b - a);
}

template <typename T>
__device__ void kalman_step(T* __restrict__ state, T* __restrict__ cov,
                            const T* __restrict__ meas, const int* __restrict__ valid,
                            int* __restrict__ gated_out, int n, T dt) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n) return;
  const size_t N = (size_t)n;
  T x[4], P[4][4];
#pragma unroll
  for (int i = 0; i < 4; ++i) x[i] = state[i * N + t];
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j) P[i][j] = cov[(size_t)sym4(i, j) * N + t];

  // predict: x = F x ; P = F P F^T + Q
  x[0] += dt * x[2];
  x[1] += dt * x[3];
  T FP[4][4];
#pragma unroll
  for (int j = 0; j < 4; ++j) {
    FP[0][j] = P[0][j] + dt * P[2][j];
    FP[1][j] = P[1][j] + dt * P[3][j];
    FP[2][j] = P[2][j];
    FP[3][j] = P[3][j];
  }
#pragma unroll
  for (int i = 0; i < 4; ++i) {
    P[i][0] = FP[i][0] + dt * FP[i][2];
    P[i][1] = FP[i][1] + dt * FP[i][3];
    P[i][2] = FP[i][2];
    P[i][3] = FP[i][3];
  }
  const T q = (T)c_kf.q_accel;
  const T dt2 = dt * dt, dt3 = dt2 * dt;
  const T q11 = q * dt3 / T(3), q13 = q * dt2 / T(2), q33 = q * dt;
  P[0][0] += q11; P[1][1] += q11;
  P[0][2] += q13; P[2][0] += q13; P[1][3] += q13; P[3][1] += q13;
  P[2][2] += q33; P[3][3] += q33;

  int gated = 0;
  if (valid[t]) {
    // innovation y = z - H x, S = H P H^T + R (H picks the positions)
    T y0 = meas[t] - x[0], y1 = meas[N + t] - x[1];
    const T r = (T)c_kf.r_pos;
    T s00 = P[0][0] + r, s01 = P[0][1], s11 = P[1][1] + r;
    T det = s00 * s11 - s01 * s01;
    if (det > T(1e-30)) {
      T inv = T(1) / det;
      T i00 = s11 * inv, i01 = -s01 * inv, i11 = s00 * inv;
      T d2 = y0 * (i00 * y0 + i01 * y1) + y1 * (i01 * y0 + i11 * y1);
      if (d2 <= (T)c_kf.gate) {
        gated = 1;
        T K[4][2];
#pragma unroll
        for (int i = 0; i < 4; ++i) {
          K[i][0] = P[i][0] * i00 + P[i][1] * i01;
          K[i][1] = P[i][0] * i01 + P[i][1] * i11;
        }
#pragma unroll
        for (int i = 0; i < 4; ++i) x[i] += K[i][0] * y0 + K[i][1] * y1;
        T HP0[4], HP1[4];
#pragma unroll
        for (int j = 0; j < 4; ++j) { HP0[j] = P[0][j]; HP1[j] = P[1][j]; }
#pragma unroll
        for (int i = 0; i < 4; ++i)
#pragma unroll
          for (int j = 0; j < 4; ++j) P[i][j] -= K[i][0] * HP0[j] + K[i][1] * HP1[j];
      }
    }
  }
#pragma unroll
  for (int i = 0; i < 4; ++i) state[i * N + t] = x[i];
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = i; j < 4; ++j) cov[(size_t)sym4(i, j) * N + t] = T(0.5) * (P[i][j] + P[j][i]);
  gated_out[t] = gated;
}

extern "C" __global__ void kalman_cv_f32(float* state, float* cov, const float* meas,
                                         const int* valid, int* gated, int n, float dt) {
  kalman_step<float>(state, cov, meas, valid, gated, n, dt);
}

extern "C" __global__ void kalman_cv_f64(double* state, double* cov, const double* meas,
                                         const int* valid, int* gated, int n, double dt) {
  kalman_step<double>(state, cov, meas, valid, gated, n, dt);
}
