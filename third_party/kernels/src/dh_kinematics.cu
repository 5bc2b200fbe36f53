// Serial-chain kinematics from Denavit-Hartenberg parameters in __constant__ memory: forward
// kinematics, Jacobian-transpose IK, damped-least-squares IK, and Yoshikawa manipulability.
#include <cuda_runtime.h>
#include <stdint.h>

#define MAXJ 8

struct DHChain {
  int njoints, pad0, pad1, pad2;
  float a[MAXJ], alpha[MAXJ], d[MAXJ], theta0[MAXJ];
  int revolute[MAXJ];
  float lo[MAXJ], hi[MAXJ];
  float base[3][4];
  float tool[3][4];
};

__constant__ DHChain c_chain;

struct Xf { float m[3][4]; };

__device__ __forceinline__ int chain_len() { return min(max(c_chain.njoints, 1), MAXJ); }

__device__ __forceinline__ Xf xf_mul(const Xf& A, const Xf& B)
{
  Xf C;
#pragma unroll
  for (int i = 0; i < 3; ++i) {
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      float s = A.m[i][0] * B.m[0][j] + A.m[i][1] * B.m[1][j] + A.m[i][2] * B.m[2][j];
      if (j == 3) s += A.m[i][3];
      C.m[i][j] = s;
    }
  }
  return C;
}

// A_j = Rz(theta) Tz(d) Tx(a) Rx(alpha)
__device__ __forceinline__ Xf dh_link(int j, float q)
{
  const bool rev = c_chain.revolute[j] != 0;
  const float theta = c_chain.theta0[j] + (rev ? q : 0.f);
  const float dd = c_chain.d[j] + (rev ? 0.f : q);
  float st, ct, sa, ca;
  __sincosf(theta, &st, &ct);
  __sincosf(c_chain.alpha[j], &sa, &ca);
  const float a = c_chain.a[j];
  Xf T;
  T.m[0][0] = ct; T.m[0][1] = -st * ca; T.m[0][2] = st * sa;  T.m[0][3] = a * ct;
  T.m[1][0] = st; T.m[1][1] = ct * ca;  T.m[1][2] = -ct * sa; T.m[1][3] = a * st;
  T.m[2][0] = 0.f; T.m[2][1] = sa;      T.m[2][2] = ca;       T.m[2][3] = dd;
  return T;
}

__device__ __forceinline__ Xf xf_from_const(const float (&src)[3][4])
{
  Xf T;
#pragma unroll
  for (int i = 0; i < 3; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j) T.m[i][j] = src[i][j];
  return T;
}

__device__ __forceinline__ float clamp_joint(int j, float q)
{
  const float lo = c_chain.lo[j], hi = c_chain.hi[j];
  return fminf(fmaxf(q, lo), fmaxf(lo, hi));
}

// Joint frames: origin and z axis of frame j-1 (the axis joint j moves about), end point.
__device__ void chain_frames(const float* q, int n, float3* origin, float3* axis, float3& endp, Xf* end_xf)
{
  Xf T = xf_from_const(c_chain.base);
  for (int j = 0; j < n; ++j) {
    origin[j] = make_float3(T.m[0][3], T.m[1][3], T.m[2][3]);
    axis[j] = make_float3(T.m[0][2], T.m[1][2], T.m[2][2]);
    T = xf_mul(T, dh_link(j, q[j]));
  }
  T = xf_mul(T, xf_from_const(c_chain.tool));
  endp = make_float3(T.m[0][3], T.m[1][3], T.m[2][3]);
  if (end_xf) *end_xf = T;
}

// Position Jacobian column j (3 x n), revolute: z x (p - o), prismatic: z.
__device__ __forceinline__ float3 jac_col(int j, const float3* origin, const float3* axis, float3 p)
{
  const float3 z = axis[j];
  if (c_chain.revolute[j] == 0) return z;
  const float3 r = make_float3(p.x - origin[j].x, p.y - origin[j].y, p.z - origin[j].z);
  return make_float3(z.y * r.z - z.z * r.y, z.z * r.x - z.x * r.z, z.x * r.y - z.y * r.x);
}

extern "C" __global__ void fk_chain(const float* __restrict__ q, float* __restrict__ pose, long long nconf)
{
  const int n = chain_len();
  for (long long c = blockIdx.x * (long long)blockDim.x + threadIdx.x; c < nconf; c += (long long)gridDim.x * blockDim.x) {
    float qc[MAXJ];
#pragma unroll
    for (int j = 0; j < MAXJ; ++j) qc[j] = q[c * MAXJ + j];
    Xf T = xf_from_const(c_chain.base);
    for (int j = 0; j < n; ++j) T = xf_mul(T, dh_link(j, qc[j]));
    T = xf_mul(T, xf_from_const(c_chain.tool));
#pragma unroll
    for (int i = 0; i < 3; ++i)
#pragma unroll
      for (int k = 0; k < 4; ++k) pose[c * 12 + i * 4 + k] = T.m[i][k];
  }
}

// Jacobian transpose with Buss' step length alpha = <e, J J^T e> / |J J^T e|^2.
extern "C" __global__ void ik_jacobian_transpose(const float4* __restrict__ target, const float* __restrict__ q0,
                                                 float* __restrict__ q_out, float* __restrict__ err_out,
                                                 int ntargets, int max_iter, float tol)
{
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= ntargets) return;
  const int n = chain_len();
  max_iter = min(max(max_iter, 0), 256);
  float q[MAXJ];
  for (int j = 0; j < MAXJ; ++j) q[j] = j < n ? clamp_joint(j, q0[(size_t)t * MAXJ + j]) : 0.f;
  const float4 g = target[t];
  float3 origin[MAXJ], axis[MAXJ], p;
  float err = 0.f;
  for (int it = 0; it <= max_iter; ++it) {
    chain_frames(q, n, origin, axis, p, nullptr);
    const float3 e = make_float3(g.x - p.x, g.y - p.y, g.z - p.z);
    err = sqrtf(e.x * e.x + e.y * e.y + e.z * e.z);
    if (!(err > tol) || it == max_iter) break;
    float grad[MAXJ];
    float3 jg = make_float3(0.f, 0.f, 0.f);
    for (int j = 0; j < n; ++j) {
      const float3 col = jac_col(j, origin, axis, p);
      grad[j] = col.x * e.x + col.y * e.y + col.z * e.z;
      jg.x += col.x * grad[j]; jg.y += col.y * grad[j]; jg.z += col.z * grad[j];
    }
    const float num = e.x * jg.x + e.y * jg.y + e.z * jg.z;
    const float den = jg.x * jg.x + jg.y * jg.y + jg.z * jg.z;
    const float alpha = den > 1e-20f ? fminf(num / den, 10.f) : 0.f;
    for (int j = 0; j < n; ++j) q[j] = clamp_joint(j, q[j] + alpha * grad[j]);
  }
  for (int j = 0; j < MAXJ; ++j) q_out[(size_t)t * MAXJ + j] = q[j];
  err_out[t] = err;
}

// (J J^T + lambda^2 I) x = e by a guarded 3x3 Cholesky; dq = J^T x with a per-step cap.
__device__ __noinline__ bool solve_spd3(float A[3][3], float3 b, float3& x)
{
  float L[3][3] = {{0.f, 0.f, 0.f}, {0.f, 0.f, 0.f}, {0.f, 0.f, 0.f}};
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j <= i; ++j) {
      float s = A[i][j];
      for (int k = 0; k < j; ++k) s -= L[i][k] * L[j][k];
      if (i == j) {
        if (!(s > 1e-12f)) return false;
        L[i][i] = sqrtf(s);
      } else {
        L[i][j] = s / L[j][j];
      }
    }
  }
  const float bb[3] = {b.x, b.y, b.z};
  float y[3], xx[3];
  for (int i = 0; i < 3; ++i) {
    float s = bb[i];
    for (int k = 0; k < i; ++k) s -= L[i][k] * y[k];
    y[i] = s / L[i][i];
  }
  for (int i = 2; i >= 0; --i) {
    float s = y[i];
    for (int k = i + 1; k < 3; ++k) s -= L[k][i] * xx[k];
    xx[i] = s / L[i][i];
  }
  x = make_float3(xx[0], xx[1], xx[2]);
  return true;
}

extern "C" __global__ void ik_dls(const float4* __restrict__ target, const float* __restrict__ q0,
                                  float* __restrict__ q_out, float* __restrict__ err_out, int ntargets,
                                  int max_iter, float lambda, float max_step)
{
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= ntargets) return;
  const int n = chain_len();
  max_iter = min(max(max_iter, 0), 256);
  const float lam2 = fmaxf(lambda * lambda, 1e-6f);
  max_step = fminf(fmaxf(max_step, 1e-3f), 1.f);
  float q[MAXJ];
  for (int j = 0; j < MAXJ; ++j) q[j] = j < n ? clamp_joint(j, q0[(size_t)t * MAXJ + j]) : 0.f;
  const float4 g = target[t];
  float3 origin[MAXJ], axis[MAXJ], p;
  float err = 0.f;
  for (int it = 0; it <= max_iter; ++it) {
    chain_frames(q, n, origin, axis, p, nullptr);
    const float3 e = make_float3(g.x - p.x, g.y - p.y, g.z - p.z);
    err = sqrtf(e.x * e.x + e.y * e.y + e.z * e.z);
    if (!(err > 1e-5f) || it == max_iter) break;
    float3 cols[MAXJ];
    float A[3][3] = {{lam2, 0.f, 0.f}, {0.f, lam2, 0.f}, {0.f, 0.f, lam2}};
    for (int j = 0; j < n; ++j) {
      const float3 c = jac_col(j, origin, axis, p);
      cols[j] = c;
      const float v[3] = {c.x, c.y, c.z};
#pragma unroll
      for (int r = 0; r < 3; ++r)
#pragma unroll
        for (int s = 0; s < 3; ++s) A[r][s] += v[r] * v[s];
    }
    float3 x;
    if (!solve_spd3(A, e, x)) break;
    float step = 0.f;
    float dq[MAXJ];
    for (int j = 0; j < n; ++j) {
      dq[j] = cols[j].x * x.x + cols[j].y * x.y + cols[j].z * x.z;
      step = fmaxf(step, fabsf(dq[j]));
    }
    const float scale = step > max_step ? max_step / step : 1.f;
    for (int j = 0; j < n; ++j) q[j] = clamp_joint(j, q[j] + scale * dq[j]);
  }
  for (int j = 0; j < MAXJ; ++j) q_out[(size_t)t * MAXJ + j] = q[j];
  err_out[t] = err;
}

// w = sqrt(det(J J^T)) for the 6 x n geometric Jacobian, det by elimination with partial pivoting.
extern "C" __global__ void manipulability(const float* __restrict__ q, float* __restrict__ w_out, int nconf)
{
  const int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= nconf) return;
  const int n = chain_len();
  float qc[MAXJ];
  for (int j = 0; j < MAXJ; ++j) qc[j] = q[(size_t)c * MAXJ + j];
  float3 origin[MAXJ], axis[MAXJ], p;
  chain_frames(qc, n, origin, axis, p, nullptr);
  float J[6][MAXJ];
  for (int j = 0; j < n; ++j) {
    const float3 lin = jac_col(j, origin, axis, p);
    const bool rev = c_chain.revolute[j] != 0;
    J[0][j] = lin.x; J[1][j] = lin.y; J[2][j] = lin.z;
    J[3][j] = rev ? axis[j].x : 0.f; J[4][j] = rev ? axis[j].y : 0.f; J[5][j] = rev ? axis[j].z : 0.f;
  }
  const int m = min(n, 6);   // rank-limited: use the m x m Gram matrix of the smaller side
  double G[6][6];
  for (int r = 0; r < m; ++r)
    for (int s = 0; s < m; ++s) {
      double acc = 0.0;
      if (n <= 6) { for (int k = 0; k < 6; ++k) acc += (double)J[k][r] * J[k][s]; }
      else { for (int k = 0; k < n; ++k) acc += (double)J[r][k] * J[s][k]; }
      G[r][s] = acc;
    }
  double det = 1.0;
  for (int k = 0; k < m; ++k) {
    int piv = k;
    for (int r = k + 1; r < m; ++r)
      if (fabs(G[r][k]) > fabs(G[piv][k])) piv = r;
    if (!(fabs(G[piv][k]) > 1e-300)) { det = 0.0; break; }
    if (piv != k) {
      for (int s = 0; s < m; ++s) { const double tmp = G[k][s]; G[k][s] = G[piv][s]; G[piv][s] = tmp; }
      det = -det;
    }
    det *= G[k][k];
    for (int r = k + 1; r < m; ++r) {
      const double f = G[r][k] / G[k][k];
      for (int s = k; s < m; ++s) G[r][s] -= f * G[k][s];
    }
  }
  w_out[c] = (float)sqrt(fmax(det, 0.0));
}
