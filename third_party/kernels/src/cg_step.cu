// One conjugate-gradient iteration on a 2D Poisson matrix (5-point, matrix-free), split into
// the kernels a CG solver launches: q = A p with the stencil in a __device__ function, the
// dot products as block reductions through a __noinline__ warp reduction, and the fused
// x/r update that also accumulates the new residual norm.
#include <cuda_runtime.h>

__device__ __noinline__ float warp_sum(float v) {
  for (int offset = 16; offset > 0; offset >>= 1) v += __shfl_down_sync(0xffffffffu, v, offset);
  return v;
}

__device__ float block_sum(float v) {
  __shared__ float partial[32];
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  v = warp_sum(v);
  if (lane == 0) partial[warp] = v;
  __syncthreads();
  int nwarps = (blockDim.x + 31) >> 5;
  v = threadIdx.x < nwarps ? partial[lane] : 0.f;
  if (warp == 0) v = warp_sum(v);
  return v;
}

__device__ float poisson_apply(const float *p, int i, int nx, int ny) {
  int x = i % nx, y = i / nx;
  float centre = 4.f * p[i];
  if (x > 0) centre -= p[i - 1];
  if (x < nx - 1) centre -= p[i + 1];
  if (y > 0) centre -= p[i - nx];
  if (y < ny - 1) centre -= p[i + nx];
  return centre;
}

extern "C" __global__ void cg_matvec_dot(const float *__restrict__ p, float *__restrict__ q,
                                         float *__restrict__ pq, int nx, int ny) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float local = 0.f;
  if (i < nx * ny) {
    float qi = poisson_apply(p, i, nx, ny);
    q[i] = qi;
    local = p[i] * qi;
  }
  float s = block_sum(local);
  if (threadIdx.x == 0) atomicAdd(pq, s);
}

extern "C" __global__ void cg_update(float *__restrict__ x, float *__restrict__ r, float *__restrict__ p,
                                     const float *__restrict__ q, const float *__restrict__ scalars,
                                     float *__restrict__ rr_new, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float alpha = scalars[0] / scalars[1];
  float local = 0.f;
  if (i < n) {
    x[i] += alpha * p[i];
    float ri = r[i] - alpha * q[i];
    r[i] = ri;
    local = ri * ri;
  }
  float s = block_sum(local);
  if (threadIdx.x == 0) atomicAdd(rr_new, s);
}
