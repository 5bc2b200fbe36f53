// Rigid-body dynamics with unit quaternions (SoA float4 state, one thread per body), the
// inner loops of a GPU physics engine:
//
//   rb_integrate       semi-implicit Euler: v += dt (F/m + g), L += dt tau, world inverse
//                      inertia R diag(I^-1) R^T built by a __noinline__ helper from a
//                      __noinline__ quaternion-to-matrix conversion (both on local arrays),
//                      omega = I_w^-1 L, q += dt/2 (0, omega) q with renormalisation through
//                      rsqrtf, linear/angular damping, x += dt v; writes the rotation's rows
//                      for the renderer. launch: block 128, grid 2 (n 200).
//   rb_box_ground      box-vs-ground-plane contact by sequential impulses: the 8 corners
//                      (unrolled, signs from the corner index bits) transformed to world
//                      space, penetrating ones get a normal impulse with restitution and
//                      Baumgarte bias, then a Coulomb-clamped friction impulse along the
//                      tangential slip, applied through a __noinline__ helper taking the body
//                      struct and local inverse-inertia array by pointer; `iterations` passes.
//                      launch: block 128, grid 2.
//   rb_energy_reduce   kinetic energy 1/2 m v^2 + 1/2 L.omega and potential m g y in double,
//                      grid-stride, warp shuffles then shared memory, one partial per block.
//                      launch: block 128, grid 2.
#include <cuda_runtime.h>

struct RbParams {
  float dt;
  float gx, gy, gz;
  float lin_damp;
  float ang_damp;
  float restitution;
  float friction;
  float baumgarte;
  float slop;
};

struct Body {
  float x[3];
  float q[4];  // (w, x, y, z)
  float v[3];
  float L[3];
  float inv_mass;
};

static __device__ __noinline__ void quat_to_mat(const float *q, float *R) {
  const float w = q[0], x = q[1], y = q[2], z = q[3];
  const float xx = x * x, yy = y * y, zz = z * z;
  const float xy = x * y, xz = x * z, yz = y * z;
  const float wx = w * x, wy = w * y, wz = w * z;
  R[0] = 1.0f - 2.0f * (yy + zz);
  R[1] = 2.0f * (xy - wz);
  R[2] = 2.0f * (xz + wy);
  R[3] = 2.0f * (xy + wz);
  R[4] = 1.0f - 2.0f * (xx + zz);
  R[5] = 2.0f * (yz - wx);
  R[6] = 2.0f * (xz - wy);
  R[7] = 2.0f * (yz + wx);
  R[8] = 1.0f - 2.0f * (xx + yy);
}

// Iw = R diag(d) R^T (symmetric, all nine entries written)
static __device__ __noinline__ void world_inv_inertia(const float *R, const float *d, float *Iw) {
#pragma unroll
  for (int i = 0; i < 3; ++i) {
#pragma unroll
    for (int j = 0; j < 3; ++j) {
      Iw[i * 3 + j] = R[i * 3 + 0] * d[0] * R[j * 3 + 0] + R[i * 3 + 1] * d[1] * R[j * 3 + 1] +
                      R[i * 3 + 2] * d[2] * R[j * 3 + 2];
    }
  }
}

static __device__ __forceinline__ void mat3_vec(const float *M, const float *v, float *out) {
  out[0] = M[0] * v[0] + M[1] * v[1] + M[2] * v[2];
  out[1] = M[3] * v[0] + M[4] * v[1] + M[5] * v[2];
  out[2] = M[6] * v[0] + M[7] * v[1] + M[8] * v[2];
}

static __device__ __forceinline__ void normalize_quat(float *q) {
  const float n2 = q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3];
  const float s = n2 > 1e-20f ? rsqrtf(n2) : 0.0f;
  if (s == 0.0f) {
    q[0] = 1.0f;
    q[1] = q[2] = q[3] = 0.0f;
  } else {
    q[0] *= s;
    q[1] *= s;
    q[2] *= s;
    q[3] *= s;
  }
}

static __device__ __forceinline__ void load_body(Body &b, const float4 *pos_im, const float4 *quat,
                                                 const float4 *linvel, const float4 *angmom, int i) {
  const float4 p = pos_im[i], q = quat[i], v = linvel[i], L = angmom[i];
  b.x[0] = p.x; b.x[1] = p.y; b.x[2] = p.z; b.inv_mass = p.w;
  b.q[0] = q.x; b.q[1] = q.y; b.q[2] = q.z; b.q[3] = q.w;
  b.v[0] = v.x; b.v[1] = v.y; b.v[2] = v.z;
  b.L[0] = L.x; b.L[1] = L.y; b.L[2] = L.z;
}

extern "C" __global__ void __launch_bounds__(128)
rb_integrate(float4 *__restrict__ pos_im, float4 *__restrict__ quat, float4 *__restrict__ linvel,
             float4 *__restrict__ angmom, const float4 *__restrict__ inv_inertia,
             const float4 *__restrict__ force, const float4 *__restrict__ torque, int n, RbParams P,
             float4 *__restrict__ rot_rows) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Body b;
  load_body(b, pos_im, quat, linvel, angmom, i);
  const float4 F = force[i], T = torque[i], Id = inv_inertia[i];
  const float dt = P.dt;
  b.v[0] += dt * (F.x * b.inv_mass + (b.inv_mass > 0.0f ? P.gx : 0.0f));
  b.v[1] += dt * (F.y * b.inv_mass + (b.inv_mass > 0.0f ? P.gy : 0.0f));
  b.v[2] += dt * (F.z * b.inv_mass + (b.inv_mass > 0.0f ? P.gz : 0.0f));
  b.L[0] += dt * T.x;
  b.L[1] += dt * T.y;
  b.L[2] += dt * T.z;
  const float ld = fmaxf(1.0f - P.lin_damp * dt, 0.0f), ad = fmaxf(1.0f - P.ang_damp * dt, 0.0f);
#pragma unroll
  for (int k = 0; k < 3; ++k) {
    b.v[k] *= ld;
    b.L[k] *= ad;
  }

  normalize_quat(b.q);
  float R[9], Iw[9], d[3] = {Id.x, Id.y, Id.z}, w[3];
  quat_to_mat(b.q, R);
  world_inv_inertia(R, d, Iw);
  mat3_vec(Iw, b.L, w);

  // dq = 0.5 (0, w) * q
  const float hw = 0.5f * dt;
  const float qw = b.q[0], qx = b.q[1], qy = b.q[2], qz = b.q[3];
  b.q[0] += hw * (-w[0] * qx - w[1] * qy - w[2] * qz);
  b.q[1] += hw * (w[0] * qw + w[1] * qz - w[2] * qy);
  b.q[2] += hw * (w[1] * qw + w[2] * qx - w[0] * qz);
  b.q[3] += hw * (w[2] * qw + w[0] * qy - w[1] * qx);
  normalize_quat(b.q);
#pragma unroll
  for (int k = 0; k < 3; ++k) b.x[k] += dt * b.v[k];

  quat_to_mat(b.q, R);
  pos_im[i] = make_float4(b.x[0], b.x[1], b.x[2], b.inv_mass);
  quat[i] = make_float4(b.q[0], b.q[1], b.q[2], b.q[3]);
  linvel[i] = make_float4(b.v[0], b.v[1], b.v[2], 0.0f);
  angmom[i] = make_float4(b.L[0], b.L[1], b.L[2], 0.0f);
  rot_rows[3 * i + 0] = make_float4(R[0], R[1], R[2], b.x[0]);
  rot_rows[3 * i + 1] = make_float4(R[3], R[4], R[5], b.x[1]);
  rot_rows[3 * i + 2] = make_float4(R[6], R[7], R[8], b.x[2]);
}

// Applies impulse J at offset r (world) from the centre of mass.
static __device__ __noinline__ void apply_impulse(Body *b, const float *r, const float *J) {
  b->v[0] += J[0] * b->inv_mass;
  b->v[1] += J[1] * b->inv_mass;
  b->v[2] += J[2] * b->inv_mass;
  b->L[0] += r[1] * J[2] - r[2] * J[1];
  b->L[1] += r[2] * J[0] - r[0] * J[2];
  b->L[2] += r[0] * J[1] - r[1] * J[0];
}

// 1 / (1/m + n . ((Iw^-1 (r x n)) x r))
static __device__ __forceinline__ float effective_mass(const Body &b, const float *Iw, const float *r, const float *n) {
  float rn[3] = {r[1] * n[2] - r[2] * n[1], r[2] * n[0] - r[0] * n[2], r[0] * n[1] - r[1] * n[0]};
  float t[3];
  mat3_vec(Iw, rn, t);
  const float c0 = t[1] * r[2] - t[2] * r[1], c1 = t[2] * r[0] - t[0] * r[2], c2 = t[0] * r[1] - t[1] * r[0];
  const float k = b.inv_mass + n[0] * c0 + n[1] * c1 + n[2] * c2;
  return k > 1e-12f ? 1.0f / k : 0.0f;
}

extern "C" __global__ void __launch_bounds__(128)
rb_box_ground(const float4 *__restrict__ pos_im, const float4 *__restrict__ quat, float4 *__restrict__ linvel,
              float4 *__restrict__ angmom, const float4 *__restrict__ inv_inertia,
              const float4 *__restrict__ half_extent, int n, float ground_y, int iterations, RbParams P,
              int *__restrict__ contact_count) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Body b;
  load_body(b, pos_im, quat, linvel, angmom, i);
  if (b.inv_mass <= 0.0f) return;  // static body
  const float4 Id = inv_inertia[i], he = half_extent[i];
  normalize_quat(b.q);
  float R[9], Iw[9], d[3] = {Id.x, Id.y, Id.z};
  quat_to_mat(b.q, R);
  world_inv_inertia(R, d, Iw);

  float rc[8][3];
  float pen[8];
  int touching = 0;
#pragma unroll
  for (int c = 0; c < 8; ++c) {
    const float lx = (c & 1) ? he.x : -he.x, ly = (c & 2) ? he.y : -he.y, lz = (c & 4) ? he.z : -he.z;
    rc[c][0] = R[0] * lx + R[1] * ly + R[2] * lz;
    rc[c][1] = R[3] * lx + R[4] * ly + R[5] * lz;
    rc[c][2] = R[6] * lx + R[7] * ly + R[8] * lz;
    pen[c] = ground_y - (b.x[1] + rc[c][1]);
    touching += pen[c] > 0.0f;
  }
  if (touching == 0) return;

  const float nrm[3] = {0.0f, 1.0f, 0.0f};
  float acc_n[8];
#pragma unroll
  for (int c = 0; c < 8; ++c) acc_n[c] = 0.0f;
  const int iters = min(max(iterations, 1), 16);
  for (int it = 0; it < iters; ++it) {
#pragma unroll
    for (int c = 0; c < 8; ++c) {
      if (pen[c] <= 0.0f) continue;
      float w[3];
      mat3_vec(Iw, b.L, w);
      const float *r = rc[c];
      // contact-point velocity v + w x r
      float vp[3] = {b.v[0] + w[1] * r[2] - w[2] * r[1], b.v[1] + w[2] * r[0] - w[0] * r[2],
                     b.v[2] + w[0] * r[1] - w[1] * r[0]};
      const float vn = vp[1];
      const float bias = P.baumgarte / P.dt * fmaxf(pen[c] - P.slop, 0.0f);
      const float target = (it == 0 && vn < -1.0f ? -P.restitution * vn : 0.0f) + bias;
      float dj = effective_mass(b, Iw, r, nrm) * (target - vn);
      const float old = acc_n[c];
      acc_n[c] = fmaxf(old + dj, 0.0f);
      dj = acc_n[c] - old;
      float J[3] = {0.0f, dj, 0.0f};
      apply_impulse(&b, r, J);

      // friction along the tangential slip direction, clamped by mu * accumulated normal
      mat3_vec(Iw, b.L, w);
      vp[0] = b.v[0] + w[1] * r[2] - w[2] * r[1];
      vp[2] = b.v[2] + w[0] * r[1] - w[1] * r[0];
      const float slip2 = vp[0] * vp[0] + vp[2] * vp[2];
      if (slip2 > 1e-12f) {
        const float inv = rsqrtf(slip2);
        const float t[3] = {vp[0] * inv, 0.0f, vp[2] * inv};
        const float vt = slip2 * inv;
        const float jt = fminf(effective_mass(b, Iw, r, t) * vt, P.friction * acc_n[c]);
        float Jt[3] = {-jt * t[0], 0.0f, -jt * t[2]};
        apply_impulse(&b, r, Jt);
      }
    }
  }
  linvel[i] = make_float4(b.v[0], b.v[1], b.v[2], 0.0f);
  angmom[i] = make_float4(b.L[0], b.L[1], b.L[2], 0.0f);
  atomicAdd(contact_count, touching);
}

extern "C" __global__ void __launch_bounds__(256)
rb_energy_reduce(const float4 *__restrict__ pos_im, const float4 *__restrict__ quat,
                 const float4 *__restrict__ linvel, const float4 *__restrict__ angmom,
                 const float4 *__restrict__ inv_inertia, int n, float gy, double *__restrict__ block_energy) {
  __shared__ double s_part[8];
  double e = 0.0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const float4 p = pos_im[i], v = linvel[i], L = angmom[i], Id = inv_inertia[i];
    if (p.w <= 0.0f) continue;
    float q[4] = {quat[i].x, quat[i].y, quat[i].z, quat[i].w};
    normalize_quat(q);
    float R[9], Iw[9], d[3] = {Id.x, Id.y, Id.z}, w[3], Lv[3] = {L.x, L.y, L.z};
    quat_to_mat(q, R);
    world_inv_inertia(R, d, Iw);
    mat3_vec(Iw, Lv, w);
    const double m = 1.0 / (double)p.w;
    const double v2 = (double)v.x * v.x + (double)v.y * v.y + (double)v.z * v.z;
    e += 0.5 * m * v2 + 0.5 * ((double)Lv[0] * w[0] + (double)Lv[1] * w[1] + (double)Lv[2] * w[2]) -
         m * (double)gy * (double)p.y;
  }
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) e += __shfl_down_sync(0xffffffffu, e, off);
  if ((threadIdx.x & 31) == 0) s_part[threadIdx.x >> 5] = e;
  __syncthreads();
  if (threadIdx.x < 32) {
    const int nw = blockDim.x >> 5;
    double t = (int)threadIdx.x < nw ? s_part[threadIdx.x] : 0.0;
#pragma unroll
    for (int off = 4; off > 0; off >>= 1) t += __shfl_down_sync(0xffffffffu, t, off);
    if (threadIdx.x == 0) block_energy[blockIdx.x] = t;
  }
}
