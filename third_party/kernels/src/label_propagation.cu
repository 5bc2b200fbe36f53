// Label propagation (community detection) on a CSR graph, one synchronous round. Vertices are
// renumbered by degree on the host, so each bin is a contiguous range [v_begin, v_end):
//   lp_mode_thread     low-degree bin, one thread per vertex: neighbour labels gathered
//                      into a local array (runtime count <= 32), insertion sort, run scan for the
//                      most frequent label (ties: keep the current label, else the smallest);
//                      changed vertices counted with __ballot_sync + one atomicAdd per warp.
//   lp_mode_warp_hash  high-degree bin with edge weights, one warp per vertex: a 128-slot
//                      open-addressing table per warp in shared memory (atomicCAS on the key,
//                      float atomicAdd on the weight, __syncwarp between phases), overflowing
//                      labels dropped and flagged, then a warp arg-max over (weight, label) with
//                      __shfl_xor_sync.
// Row pointers are clamped and neighbour ids validated, so a malformed graph cannot fault.
#include <cuda_runtime.h>

#define LP_MAX_DEG 32
#define LP_HASH 128
#define LP_WARPS 8

extern "C" __global__ void lp_mode_thread(const int *__restrict__ row_ptr, const int *__restrict__ col_idx, int nv, int nnz,
                                          int v_begin, int v_end, const int *__restrict__ labels_in,
                                          int *__restrict__ labels_out, unsigned *__restrict__ changed) {
  const int stride = gridDim.x * blockDim.x;
  v_begin = max(v_begin, 0);
  v_end = min(v_end, nv);
  for (int base = v_begin + blockIdx.x * blockDim.x; base < v_end; base += stride) { // warp-uniform trip count
    const int v = base + threadIdx.x;
    bool moved = false;
    if (v < v_end) {
      const int b = min(max(row_ptr[v], 0), nnz);
      const int e = min(min(max(row_ptr[v + 1], b), nnz), b + LP_MAX_DEG);
      const int cur = labels_in[v];
      int lab[LP_MAX_DEG];
      int n = 0;
      for (int k = b; k < e; ++k) {
        const int u = col_idx[k];
        if (u < 0 || u >= nv || u == v)
          continue;
        // insertion sort as we go
        const int l = labels_in[u];
        int j = n++;
        while (j > 0 && lab[j - 1] > l) {
          lab[j] = lab[j - 1];
          --j;
        }
        lab[j] = l;
      }
      int best = cur, best_cnt = 0, cur_cnt = 0;
      for (int s = 0; s < n;) {
        int t = s + 1;
        while (t < n && lab[t] == lab[s])
          ++t;
        const int cnt = t - s;
        if (lab[s] == cur)
          cur_cnt = cnt;
        if (cnt > best_cnt) { // ascending order: the first of equal counts is the smallest label
          best_cnt = cnt;
          best = lab[s];
        }
        s = t;
      }
      if (cur_cnt == best_cnt)
        best = cur; // stay unless strictly better
      labels_out[v] = best;
      moved = best != cur;
    }
    const unsigned vote = __ballot_sync(0xffffffffu, moved);
    if ((threadIdx.x & 31) == 0 && vote)
      atomicAdd(changed, (unsigned)__popc(vote));
  }
}

extern "C" __global__ void __launch_bounds__(LP_WARPS * 32)
    lp_mode_warp_hash(const int *__restrict__ row_ptr, const int *__restrict__ col_idx, const float *__restrict__ weight,
                      int nv, int nnz, int v_begin, int v_end, const int *__restrict__ labels_in,
                      int *__restrict__ labels_out, unsigned *__restrict__ changed, int *__restrict__ overflow) {
  __shared__ int s_key[LP_WARPS][LP_HASH];
  __shared__ float s_w[LP_WARPS][LP_HASH];
  const int lane = threadIdx.x & 31, wid = threadIdx.x >> 5;
  int *keys = s_key[wid];
  float *wts = s_w[wid];
  const int warps_total = gridDim.x * (blockDim.x >> 5);
  v_begin = max(v_begin, 0);
  v_end = min(v_end, nv);
  for (int v = v_begin + blockIdx.x * (blockDim.x >> 5) + wid; v < v_end; v += warps_total) {
    for (int s = lane; s < LP_HASH; s += 32) {
      keys[s] = -1;
      wts[s] = 0.f;
    }
    __syncwarp();
    const int b = min(max(row_ptr[v], 0), nnz);
    const int e = min(max(row_ptr[v + 1], b), nnz);
    bool dropped = false;
    for (int k = b + lane; k < e; k += 32) {
      const int u = col_idx[k];
      if (u < 0 || u >= nv || u == v)
        continue;
      const int l = labels_in[u];
      unsigned h = (unsigned)l * 2654435761u;
      int slot = (int)(h >> 25); // 7 bits
      int probes = 0;
      while (probes < LP_HASH) {
        const int prev = atomicCAS(&keys[slot], -1, l);
        if (prev == -1 || prev == l) {
          atomicAdd(&wts[slot], weight[k]);
          break;
        }
        slot = (slot + 1) & (LP_HASH - 1);
        ++probes;
      }
      dropped |= probes == LP_HASH;
    }
    __syncwarp();
    const int cur = labels_in[v];
    float best_w = -1.f;
    int best_l = 0x7fffffff;
    for (int s = lane; s < LP_HASH; s += 32) {
      const int l = keys[s];
      if (l < 0)
        continue;
      const float w = wts[s] + (l == cur ? 1e-6f : 0.f); // slight preference for staying
      if (w > best_w || (w == best_w && l < best_l)) {
        best_w = w;
        best_l = l;
      }
    }
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) {
      const float ow = __shfl_xor_sync(0xffffffffu, best_w, off);
      const int ol = __shfl_xor_sync(0xffffffffu, best_l, off);
      if (ow > best_w || (ow == best_w && ol < best_l)) {
        best_w = ow;
        best_l = ol;
      }
    }
    const bool any_drop = __any_sync(0xffffffffu, dropped);
    if (lane == 0) {
      const int nl = best_w >= 0.f ? best_l : cur;
      labels_out[v] = nl;
      if (nl != cur)
        atomicAdd(changed, 1u);
      if (any_drop)
        atomicOr(overflow, 1);
    }
    __syncwarp(); // the table is cleared for the next vertex
  }
}
