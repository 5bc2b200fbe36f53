// Connected-component labelling of a binary mask by label propagation plus pointer
// jumping (the host alternates the first two kernels, swapping the label buffers, until
// the `changed` flag stays zero, then counts the components).
//
// cc_propagate: Jacobi-style min-label propagation on the 4-neighbourhood. A foreground
//   pixel takes the minimum label of itself and its foreground neighbours (read from
//   `lin`, written to `lout`); background pixels get -1. Any change sets *changed with
//   atomicOr. Launch: block 16x16, grid ceil(w/16) x ceil(h/16); args w=40, h=28.
// cc_compress: pointer jumping on the label forest: a label is a pixel index, and
//   lout[i] = lin[lin[lin[i]]] (two hops, each validated against the image size;
//   invalid labels stop the walk). Grid-stride loop. Launch: block 256, grid 4; n=1120.
// cc_count_roots: counts pixels that are their own label (component roots), one
//   __ballot_sync + __popc per warp and one atomicAdd per warp. Launch: block 256,
//   grid 4; n=1120.
#include <cuda_runtime.h>

extern "C" __global__ void cc_propagate(const unsigned char* __restrict__ mask,
                                        const int* __restrict__ lin, int* __restrict__ lout,
                                        int w, int h, int* changed) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  const int i = y * w + x;
  if (!mask[i]) {
    lout[i] = -1;
    return;
  }
  int best = lin[i];
  if (best < 0) best = i;   // unlabelled foreground starts as itself
  const int dx[4] = {-1, 1, 0, 0};
  const int dy[4] = {0, 0, -1, 1};
#pragma unroll
  for (int k = 0; k < 4; ++k) {
    int nx = x + dx[k], ny = y + dy[k];
    if (nx < 0 || nx >= w || ny < 0 || ny >= h) continue;
    int j = ny * w + nx;
    if (!mask[j]) continue;
    int l = lin[j];
    if (l >= 0 && l < best) best = l;
  }
  lout[i] = best;
  if (best != lin[i]) atomicOr(changed, 1);
}

__device__ __forceinline__ int hop(const int* lab, int l, int n) {
  return (l >= 0 && l < n) ? lab[l] : l;
}

extern "C" __global__ void cc_compress(const int* __restrict__ lin, int* __restrict__ lout,
                                       int n, int* changed) {
  const size_t stride = (size_t)gridDim.x * blockDim.x;
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < (size_t)max(n, 0);
       i += stride) {
    int l0 = lin[i];
    int l1 = hop(lin, l0, n);
    int l2 = hop(lin, l1, n);
    // Only move towards smaller (valid) labels; a garbage forest must not grow labels.
    int r = l0;
    if (l1 >= 0 && l1 < n && l1 < r) r = l1;
    if (l2 >= 0 && l2 < n && l2 < r) r = l2;
    lout[i] = r;
    if (r != l0) atomicOr(changed, 1);
  }
}

extern "C" __global__ void cc_count_roots(const int* __restrict__ labels, int n,
                                          unsigned int* __restrict__ count) {
  const size_t stride = (size_t)gridDim.x * blockDim.x;
  const size_t base0 = (size_t)blockIdx.x * blockDim.x;
  const int lane = threadIdx.x & 31;
  // The loop bound is warp-uniform: every lane of a warp runs the same trip count.
  for (size_t base = base0; base < (size_t)max(n, 0); base += stride) {
    size_t i = base + threadIdx.x;
    bool root = false;
    if (i < (size_t)n) root = labels[i] == (int)i;
    unsigned int bal = __ballot_sync(0xffffffffu, root);
    if (lane == 0 && bal) atomicAdd(count, (unsigned int)__popc(bal));
  }
}
