// Particle update in many phases, all configured by one __constant__ struct (a physics
// engine's step parameters). Each phase is its own loop (over substeps or over interaction
// slots) and reads a handful of fields; clang loads the fields once, before the first loop.
#include <cuda_runtime.h>

struct StepParams {
  float dt, gravity_x, gravity_y, gravity_z;
  float drag, restitution, friction, max_speed;
  float box_lo_x, box_lo_y, box_lo_z, box_hi_x, box_hi_y, box_hi_z;
  float spring_k, spring_rest, damping, mass_inv;
  int substeps, slots, n;
};

__constant__ StepParams c_step;

extern "C" __global__ void particles_step(const float4 *__restrict__ pos, const float4 *__restrict__ vel,
                                          const int *__restrict__ partners, float4 *__restrict__ pos_out,
                                          float4 *__restrict__ vel_out, float *__restrict__ energy) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= c_step.n) return;
  float4 p = pos[i];
  float4 v = vel[i];
  for (int s = 0; s < c_step.substeps; s++) {
    v.x += c_step.gravity_x * c_step.dt;
    v.y += c_step.gravity_y * c_step.dt;
    v.z += c_step.gravity_z * c_step.dt;
  }
  for (int s = 0; s < c_step.substeps; s++) {
    float k = 1.f - c_step.drag * c_step.dt;
    v.x *= k; v.y *= k; v.z *= k;
  }
  for (int k = 0; k < c_step.slots; k++) {
    int j = partners[i * c_step.slots + k];
    if (j < 0 || j >= c_step.n) continue;
    float4 q = pos[j];
    float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
    float d = sqrtf(dx * dx + dy * dy + dz * dz) + 1e-6f;
    float f = c_step.spring_k * (d - c_step.spring_rest) * c_step.mass_inv / d;
    v.x += f * dx * c_step.dt; v.y += f * dy * c_step.dt; v.z += f * dz * c_step.dt;
  }
  for (int k = 0; k < c_step.slots; k++) {
    int j = partners[i * c_step.slots + k];
    if (j < 0 || j >= c_step.n) continue;
    float4 w = vel[j];
    v.x += c_step.damping * (w.x - v.x) * c_step.dt;
    v.y += c_step.damping * (w.y - v.y) * c_step.dt;
    v.z += c_step.damping * (w.z - v.z) * c_step.dt;
  }
  for (int s = 0; s < c_step.substeps; s++) {
    float sp = sqrtf(v.x * v.x + v.y * v.y + v.z * v.z);
    if (sp > c_step.max_speed) { float k = c_step.max_speed / sp; v.x *= k; v.y *= k; v.z *= k; }
  }
  for (int s = 0; s < c_step.substeps; s++) {
    p.x += v.x * c_step.dt / c_step.substeps;
    p.y += v.y * c_step.dt / c_step.substeps;
    p.z += v.z * c_step.dt / c_step.substeps;
  }
  for (int s = 0; s < c_step.substeps; s++) {
    if (p.x < c_step.box_lo_x) { p.x = c_step.box_lo_x; v.x = -v.x * c_step.restitution; }
    if (p.x > c_step.box_hi_x) { p.x = c_step.box_hi_x; v.x = -v.x * c_step.restitution; }
  }
  for (int s = 0; s < c_step.substeps; s++) {
    if (p.y < c_step.box_lo_y) { p.y = c_step.box_lo_y; v.y = -v.y * c_step.restitution; v.x *= c_step.friction; }
    if (p.y > c_step.box_hi_y) { p.y = c_step.box_hi_y; v.y = -v.y * c_step.restitution; }
  }
  for (int s = 0; s < c_step.substeps; s++) {
    if (p.z < c_step.box_lo_z) { p.z = c_step.box_lo_z; v.z = -v.z * c_step.restitution; }
    if (p.z > c_step.box_hi_z) { p.z = c_step.box_hi_z; v.z = -v.z * c_step.restitution; }
  }
  float e = 0.f;
  for (int s = 0; s < c_step.substeps; s++) e += 0.5f * (v.x * v.x + v.y * v.y + v.z * v.z) / c_step.mass_inv;
  for (int s = 0; s < c_step.substeps; s++) e -= (c_step.gravity_x * p.x + c_step.gravity_y * p.y + c_step.gravity_z * p.z) / c_step.mass_inv;
  for (int k = 0; k < c_step.slots; k++) {
    int j = partners[i * c_step.slots + k];
    if (j < 0 || j >= c_step.n) continue;
    float4 q = pos[j];
    float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
    float d = sqrtf(dx * dx + dy * dy + dz * dz) - c_step.spring_rest;
    e += 0.25f * c_step.spring_k * d * d;
  }
  pos_out[i] = p;
  vel_out[i] = v;
  energy[i] = e;
}
