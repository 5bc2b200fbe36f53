// kestrel-launch: cloth_constraints_jacobi block=16,16
// Position-based cloth on a W x H particle grid (row-major), float4 positions with w = inverse
// mass (0 = pinned).
//   cloth_verlet_integrate     Verlet step per particle: damped velocity from the previous
//                              position, gravity plus a gusting wind (sinf of time and
//                              position), then collision with a sphere (projection to its
//                              surface) and a ground plane. Parameters come in a by-value
//                              struct. In place: each thread owns one particle.
//   cloth_constraints_jacobi   one Jacobi iteration of distance constraints: each particle
//                              gathers corrections from its 12 springs (structural, shear,
//                              bend) whose offsets and rest-length factors come from
//                              __constant__ tables, in a fully unrolled loop, weighted by the
//                              inverse masses; the averaged, relaxed correction goes to a
//                              second buffer. launch: block 16x16.
#include <cuda_runtime.h>

struct ClothStep {
  float3 gravity;   // 0
  float3 wind;      // 12
  float dt;         // 24
  float damping;    // 28
  float time;       // 32
  float3 sphere_c;  // 36
  float sphere_r;   // 48
  float ground_y;   // 52
  float friction;   // 56
};

extern "C" __global__ void cloth_verlet_integrate(float4 *__restrict__ pos, float4 *__restrict__ prev, int n,
                                                  ClothStep s) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float4 p = pos[i];
  const float4 q = prev[i];
  if (p.w == 0.0f) { // pinned
    prev[i] = p;
    return;
  }
  const float gust = 0.6f + 0.4f * sinf(1.7f * s.time + 0.35f * p.x + 0.21f * p.z);
  const float dt2 = s.dt * s.dt;
  const float ax = s.gravity.x + s.wind.x * gust * p.w;
  const float ay = s.gravity.y + s.wind.y * gust * p.w;
  const float az = s.gravity.z + s.wind.z * gust * p.w;
  const float damp = fminf(fmaxf(s.damping, 0.0f), 1.0f);
  float nx = p.x + (p.x - q.x) * damp + ax * dt2;
  float ny = p.y + (p.y - q.y) * damp + ay * dt2;
  float nz = p.z + (p.z - q.z) * damp + az * dt2;

  // sphere collision: project out along the normal
  const float dx = nx - s.sphere_c.x, dy = ny - s.sphere_c.y, dz = nz - s.sphere_c.z;
  const float d2 = dx * dx + dy * dy + dz * dz;
  const float r = fabsf(s.sphere_r) * 1.01f;
  if (d2 < r * r && d2 > 1e-12f) {
    const float scale = r * rsqrtf(d2);
    nx = s.sphere_c.x + dx * scale;
    ny = s.sphere_c.y + dy * scale;
    nz = s.sphere_c.z + dz * scale;
  }
  // ground plane with tangential friction
  float px = p.x, pz = p.z;
  if (ny < s.ground_y) {
    ny = s.ground_y;
    const float f = fminf(fmaxf(s.friction, 0.0f), 1.0f);
    nx = nx - (nx - p.x) * f;
    nz = nz - (nz - p.z) * f;
    px = nx - (nx - p.x) * (1.0f - f); // keep some tangential velocity
    pz = nz - (nz - p.z) * (1.0f - f);
  }
  prev[i] = make_float4(px, p.y, pz, p.w);
  pos[i] = make_float4(nx, ny, nz, p.w);
}

#define CLOTH_SPRINGS 12
__constant__ int c_spring_dx[CLOTH_SPRINGS] = {1, -1, 0, 0, 1, -1, 1, -1, 2, -2, 0, 0};
__constant__ int c_spring_dy[CLOTH_SPRINGS] = {0, 0, 1, -1, 1, 1, -1, -1, 0, 0, 2, -2};
__constant__ float c_spring_len[CLOTH_SPRINGS] = {1.0f, 1.0f, 1.0f, 1.0f, 1.41421356f, 1.41421356f,
                                                  1.41421356f, 1.41421356f, 2.0f, 2.0f, 2.0f, 2.0f};
__constant__ float c_spring_k[CLOTH_SPRINGS] = {1.0f, 1.0f, 1.0f, 1.0f, 0.5f, 0.5f, 0.5f, 0.5f, 0.2f, 0.2f, 0.2f, 0.2f};

extern "C" __global__ void cloth_constraints_jacobi(const float4 *__restrict__ pin, float4 *__restrict__ pout, int W,
                                                    int H, float spacing, float stiffness, float relax) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= W || y >= H)
    return;
  const size_t i = (size_t)y * W + x;
  const float4 p = pin[i];
  if (p.w == 0.0f) {
    pout[i] = p;
    return;
  }
  float cx = 0.0f, cy = 0.0f, cz = 0.0f;
  int active = 0;
#pragma unroll
  for (int k = 0; k < CLOTH_SPRINGS; ++k) {
    const int nx = x + c_spring_dx[k], ny = y + c_spring_dy[k];
    if (nx < 0 || nx >= W || ny < 0 || ny >= H)
      continue;
    const float4 q = pin[(size_t)ny * W + nx];
    const float wsum = p.w + q.w;
    if (wsum <= 0.0f)
      continue;
    const float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
    const float len2 = dx * dx + dy * dy + dz * dz;
    if (len2 < 1e-12f)
      continue;
    const float inv_len = rsqrtf(len2);
    const float rest = spacing * c_spring_len[k];
    // move p towards/away from q by its mass share of the length error
    const float err = 1.0f - rest * inv_len; // (len - rest) / len
    const float f = stiffness * c_spring_k[k] * err * (p.w / wsum);
    cx = fmaf(f, dx, cx);
    cy = fmaf(f, dy, cy);
    cz = fmaf(f, dz, cz);
    ++active;
  }
  if (active > 0) {
    const float s = relax / active;
    pout[i] = make_float4(fmaf(s, cx, p.x), fmaf(s, cy, p.y), fmaf(s, cz, p.z), p.w);
  } else {
    pout[i] = p;
  }
}
