// A __constant__ table the host fills with cudaMemcpyToSymbol before the launch: clang marks it
// `externally_initialized`, and without that flag LLVM folds its loads to the zero initializer.
__constant__ float coef[16];
__device__ int launches;
__global__ void scale_by_table(const float* in, float* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] * coef[i & 15];
}
