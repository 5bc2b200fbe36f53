// Backward-Euler step of a 4-variable nonlinear ODE per thread, solved by Newton's method:
// residual and analytic Jacobian are separate __device__ functions (the Jacobian
// __noinline__), the 4x4 linear solve is Gaussian elimination with partial pivoting in
// registers, and the iteration stops on a residual tolerance.
#include <cuda_runtime.h>

#define NV 4

struct Model {
  float a, b, c, d, e;
};

__device__ void residual(const float *y, const float *y_old, float dt, const Model &m, float *r) {
  r[0] = y[0] - y_old[0] - dt * (m.a * y[0] - m.b * y[0] * y[1] + sinf(y[3]));
  r[1] = y[1] - y_old[1] - dt * (-m.c * y[1] + m.d * y[0] * y[1] - y[2] * y[2]);
  r[2] = y[2] - y_old[2] - dt * (m.e * (y[1] - y[2]) + expf(-y[0] * y[0]));
  r[3] = y[3] - y_old[3] - dt * (y[2] * cosf(y[3]) - m.a * y[3]);
}

__device__ __noinline__ void jacobian(const float *y, float dt, const Model &m, float *j) {
  j[0] = 1.f - dt * (m.a - m.b * y[1]);
  j[1] = dt * m.b * y[0];
  j[2] = 0.f;
  j[3] = -dt * cosf(y[3]);
  j[4] = -dt * m.d * y[1];
  j[5] = 1.f - dt * (-m.c + m.d * y[0]);
  j[6] = dt * 2.f * y[2];
  j[7] = 0.f;
  j[8] = dt * 2.f * y[0] * expf(-y[0] * y[0]);
  j[9] = -dt * m.e;
  j[10] = 1.f + dt * m.e;
  j[11] = 0.f;
  j[12] = 0.f;
  j[13] = 0.f;
  j[14] = -dt * cosf(y[3]);
  j[15] = 1.f - dt * (-y[2] * sinf(y[3]) - m.a);
}

__device__ void solve4(float *a, float *x) {
#pragma unroll
  for (int k = 0; k < NV; k++) {
    int p = k;
    float best = fabsf(a[k * NV + k]);
#pragma unroll
    for (int i = k + 1; i < NV; i++)
      if (fabsf(a[i * NV + k]) > best) { best = fabsf(a[i * NV + k]); p = i; }
    if (p != k) {
#pragma unroll
      for (int c = 0; c < NV; c++) { float t = a[k * NV + c]; a[k * NV + c] = a[p * NV + c]; a[p * NV + c] = t; }
      float t = x[k]; x[k] = x[p]; x[p] = t;
    }
    float inv = 1.f / a[k * NV + k];
#pragma unroll
    for (int i = k + 1; i < NV; i++) {
      float f = a[i * NV + k] * inv;
#pragma unroll
      for (int c = k; c < NV; c++) a[i * NV + c] -= f * a[k * NV + c];
      x[i] -= f * x[k];
    }
  }
#pragma unroll
  for (int k = NV - 1; k >= 0; k--) {
    float s = x[k];
#pragma unroll
    for (int c = k + 1; c < NV; c++) s -= a[k * NV + c] * x[c];
    x[k] = s / a[k * NV + k];
  }
}

extern "C" __global__ void newton_backward_euler(const float *__restrict__ state, float *__restrict__ next,
                                                 int *__restrict__ iterations, const Model *__restrict__ models,
                                                 int n, float dt, int max_iter) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Model m = models[i % 16];
  float y_old[NV], y[NV];
  for (int v = 0; v < NV; v++) y_old[v] = y[v] = state[i * NV + v];
  int it = 0;
  for (; it < max_iter; it++) {
    float r[NV], j[NV * NV];
    residual(y, y_old, dt, m, r);
    float norm = fabsf(r[0]) + fabsf(r[1]) + fabsf(r[2]) + fabsf(r[3]);
    if (norm < 1e-6f) break;
    jacobian(y, dt, m, j);
    for (int v = 0; v < NV; v++) r[v] = -r[v];
    solve4(j, r);
    for (int v = 0; v < NV; v++) y[v] += r[v];
  }
  for (int v = 0; v < NV; v++) next[i * NV + v] = y[v];
  iterations[i] = it;
}
