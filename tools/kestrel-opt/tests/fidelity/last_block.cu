// The last-block reduction (CUDA programming guide, threadFenceReduction) in its two shapes:
// the fence publishes each block's partials at GPU scope before the ticket is taken.
// Last-block reduction (threadFenceReduction shape): every thread fences before the barrier.
__device__ unsigned int retirementCount = 0;
__global__ void sum_every_thread_fences(const float* in, float* partial, float* out, unsigned n) {
  __shared__ bool amLast;
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + tid;
  partial[i] = in[i] * 2.0f;
  __threadfence();
  __syncthreads();
  if (tid == 0) {
    unsigned ticket = atomicInc(&retirementCount, gridDim.x);
    amLast = (ticket == gridDim.x - 1);
  }
  __syncthreads();
  if (amLast) {
    float s = 0;
    for (unsigned b = 0; b < gridDim.x; ++b) s += partial[b * blockDim.x + tid];
    out[tid] = s;
  }
}
// Variant: thread 0 fences inside if (tid == 0).
__device__ unsigned int ticketCount = 0;
__global__ void sum_thread0_fences(const float* in, float* partial, float* out, unsigned n) {
  __shared__ bool amLast;
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + tid;
  partial[i] = in[i] * 2.0f;
  __syncthreads();
  if (tid == 0) {
    __threadfence();
    unsigned ticket = atomicAdd(&ticketCount, 1);
    amLast = (ticket == gridDim.x - 1);
  }
  __syncthreads();
  if (amLast) {
    float s = 0;
    for (unsigned b = 0; b < gridDim.x; ++b) s += partial[b * blockDim.x + tid];
    out[tid] = s;
  }
}
