// A device function with a loop, inlined by device-inline (the IR has its noinline taken out):
// its block arguments (PHIs) and its loop metadata carry the callee's debug locations.
__device__ __noinline__ float dot_row(const float *a, const float *b, int n) {
  float s = 0.0f;
#pragma unroll 1
  for (int i = 0; i < n; i++) s += a[i] * b[i];
  return s > 0.0f ? s : -s;
}
extern "C" __global__ void inlined_with_debug_info(float *out, const float *a, const float *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = dot_row(a + i * n, b, n) + dot_row(b, a, n);
}
