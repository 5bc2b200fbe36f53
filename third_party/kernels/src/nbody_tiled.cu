// All-pairs gravitational n-body: each thread integrates one body, the bodies stream
// through a shared-memory tile of blockDim positions, and the interaction uses rsqrtf with
// softening. The tile's inner loop is unrolled by 4.
#include <cuda_runtime.h>

extern "C" __global__ void nbody_forces(const float4 *__restrict__ pos, float4 *__restrict__ vel_out,
                                        const float4 *__restrict__ vel, int n, float dt, float softening) {
  extern __shared__ float4 s_pos[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 me = i < n ? pos[i] : make_float4(0.f, 0.f, 0.f, 0.f);
  float ax = 0.f, ay = 0.f, az = 0.f;
  for (int tile = 0; tile < n; tile += blockDim.x) {
    int j = tile + threadIdx.x;
    s_pos[threadIdx.x] = j < n ? pos[j] : make_float4(0.f, 0.f, 0.f, 0.f);
    __syncthreads();
    int count = min((int)blockDim.x, n - tile);
#pragma unroll 4
    for (int k = 0; k < count; k++) {
      float4 other = s_pos[k];
      float dx = other.x - me.x, dy = other.y - me.y, dz = other.z - me.z;
      float d2 = dx * dx + dy * dy + dz * dz + softening;
      float inv = rsqrtf(d2);
      float s = other.w * inv * inv * inv;
      ax += dx * s;
      ay += dy * s;
      az += dz * s;
    }
    __syncthreads();
  }
  if (i < n) {
    float4 v = vel[i];
    v.x += ax * dt;
    v.y += ay * dt;
    v.z += az * dt;
    vel_out[i] = v;
  }
}
