// Barrier-heavy block primitives. block_reduce_sum: grid-stride accumulation then a
// shared-memory tree reduction with the last warp unrolled (volatile), one partial per block.
// block_scan_inclusive: a Hillis-Steele inclusive scan of 512 elements per block (two per
// thread, double-buffered shared arrays, a barrier per step), writing block totals.
// kestrel-launch: block_reduce_sum block=256,1
// kestrel-launch: block_scan_inclusive block=256,1
#include <cuda_runtime.h>

#define RB 256

extern "C" __global__ void __launch_bounds__(RB) block_reduce_sum(const float *__restrict__ in, float *__restrict__ partial,
                                                                  int n) {
  __shared__ float s[RB];
  float acc = 0.f;
  for (int i = blockIdx.x * RB + threadIdx.x; i < n; i += RB * gridDim.x) acc += in[i];
  s[threadIdx.x] = acc;
  __syncthreads();
  for (int stride = RB / 2; stride > 32; stride >>= 1) {
    if (threadIdx.x < stride) s[threadIdx.x] += s[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x < 32) {
    float v = s[threadIdx.x] + s[threadIdx.x + 32];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (threadIdx.x == 0) partial[blockIdx.x] = v;
  }
}

extern "C" __global__ void __launch_bounds__(RB) block_scan_inclusive(const int *__restrict__ in, int *__restrict__ out,
                                                                      int *__restrict__ block_totals, int n) {
  __shared__ int buf[2][2 * RB];
  int base = blockIdx.x * 2 * RB;
  int a = threadIdx.x, b = threadIdx.x + RB;
  buf[0][a] = base + a < n ? in[base + a] : 0;
  buf[0][b] = base + b < n ? in[base + b] : 0;
  __syncthreads();
  int src = 0;
  for (int offset = 1; offset < 2 * RB; offset <<= 1) {
    int dst = 1 - src;
    buf[dst][a] = buf[src][a] + (a >= offset ? buf[src][a - offset] : 0);
    buf[dst][b] = buf[src][b] + (b >= offset ? buf[src][b - offset] : 0);
    __syncthreads();
    src = dst;
  }
  if (base + a < n) out[base + a] = buf[src][a];
  if (base + b < n) out[base + b] = buf[src][b];
  if (threadIdx.x == RB - 1) block_totals[blockIdx.x] = buf[src][b];
}
