// Run-length encoding of binary mask rows (COCO-style "counts"), one block per row.
//
// rle_rows_encode: the block walks its row in tiles of blockDim pixels. A pixel starts a
//   run when it differs from its left neighbour (pixel 0 of a row starts a run when it is
//   set, so counts always begin with a background run, possibly of length 0). Run starts
//   are ranked with __ballot_sync + __popc(ballot & lanemask_lt) inside each warp, the
//   warp totals are scanned by warp 0 in shared memory, and a running per-row offset is
//   carried across tiles. After a barrier the block turns the start positions into run
//   lengths in place (counts[r] = start[r+1] - start[r]). Output: counts[row][0..w],
//   nruns[row]. Launch: block 128 (multiple of 32, <= 1024), grid rows; args w=300,
//   rows=6 (intended: --block 128 --grid 6).
// rle_rows_decode: the inverse. The row's run lengths (clamped to be non-negative and
//   to sum to at most w) are prefix-summed serially into shared memory by thread 0,
//   then every pixel binary-searches its run's end; odd runs are foreground.
//   Launch: block 128, grid rows; args w=300, rows=6, max runs w+1.
#include <cuda_runtime.h>

#define MAX_W 1024

extern "C" __global__ void rle_rows_encode(const unsigned char* __restrict__ mask, int w,
                                           int rows, int* __restrict__ counts,
                                           int* __restrict__ nruns) {
  __shared__ int warp_tot[32];
  __shared__ int carry;
  const int row = blockIdx.x;
  if (row >= rows || w <= 0 || w > MAX_W) return;
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const int nwarps = (blockDim.x + 31) >> 5;
  const unsigned char* m = mask + (size_t)row * w;
  int* out = counts + (size_t)row * (w + 1);
  const unsigned lt_mask = (1u << lane) - 1u;

  if (threadIdx.x == 0) carry = 0;
  __syncthreads();
  for (int base = 0; base < w; base += blockDim.x) {
    int x = base + threadIdx.x;
    bool head = false;
    if (x < w) {
      bool cur = m[x] != 0;
      bool prev = x > 0 ? (m[x - 1] != 0) : false;
      head = cur != prev;
    }
    unsigned bal = __ballot_sync(0xffffffffu, head);
    int rank = __popc(bal & lt_mask);
    if (lane == 0) warp_tot[warp] = __popc(bal);
    __syncthreads();
    if (warp == 0) {
      int v = lane < nwarps ? warp_tot[lane] : 0;
#pragma unroll
      for (int off = 1; off < 32; off <<= 1) {
        int t = __shfl_up_sync(0xffffffffu, v, off);
        if (lane >= off) v += t;
      }
      if (lane < nwarps) warp_tot[lane] = v;   // inclusive scan of warp totals
    }
    __syncthreads();
    int before = carry + (warp > 0 ? warp_tot[warp - 1] : 0);
    // Slot 0 holds the implicit run start at x = 0; heads go to slots 1.. .
    if (head) out[1 + before + rank] = x;
    __syncthreads();
    if (threadIdx.x == 0) carry += warp_tot[nwarps - 1];
    __syncthreads();
  }
  const int heads = carry;
  if (threadIdx.x == 0) out[0] = 0;
  __syncthreads();
  // starts[0..heads] then the row end; lengths computed in registers before the writes.
  int len[MAX_W / 32 + 1];
  int k = 0;
  for (int r = threadIdx.x; r <= heads && k < MAX_W / 32 + 1; r += blockDim.x, ++k) {
    int s0 = out[r];
    int s1 = r < heads ? out[r + 1] : w;
    len[k] = s1 - s0;
  }
  __syncthreads();
  k = 0;
  for (int r = threadIdx.x; r <= heads && k < MAX_W / 32 + 1; r += blockDim.x, ++k)
    out[r] = len[k];
  if (threadIdx.x == 0) nruns[row] = heads + 1;
}

extern "C" __global__ void rle_rows_decode(const int* __restrict__ counts,
                                           const int* __restrict__ nruns, int w, int rows,
                                           unsigned char* __restrict__ mask) {
  __shared__ int ends[MAX_W + 1];
  __shared__ int s_n;
  const int row = blockIdx.x;
  if (row >= rows || w <= 0 || w > MAX_W) return;
  const int* c = counts + (size_t)row * (w + 1);
  if (threadIdx.x == 0) {
    int n = min(max(nruns[row], 0), w + 1);
    int acc = 0;
    for (int r = 0; r < n; ++r) {
      acc += min(max(c[r], 0), w - acc);
      ends[r] = acc;          // exclusive end of run r
    }
    s_n = n;
  }
  __syncthreads();
  const int n = s_n;
  unsigned char* m = mask + (size_t)row * w;
  for (int x = threadIdx.x; x < w; x += blockDim.x) {
    // first run whose end is > x
    int lo = 0, hi = n;
    while (lo < hi) {
      int mid = (lo + hi) >> 1;
      if (ends[mid] > x) hi = mid; else lo = mid + 1;
    }
    m[x] = (lo < n && (lo & 1)) ? 1 : 0;
  }
}
