// Fused attention forward for one (batch*head) slice at a time, head dimension fixed at 32,
// Q/K/V/O laid out [bh][seq][HD] (float). Flash-attention style with online softmax:
//   attention_fwd_tile  block b handles query tile (b % ntiles) of head slice (b / ntiles),
//                       BQ = 64 queries, one query per thread (threads >= BQ only help load).
//                       Keys/values are staged through shared memory in tiles of BK = 32 rows
//                       (K padded to avoid bank conflicts); for every key the thread keeps a
//                       running max m, normaliser l and unnormalised output acc[32]:
//                         s = scale q.k; m' = max(m, s); acc = acc e^{m-m'} + e^{s-m'} v;
//                         l = l e^{m-m'} + e^{s-m'}.
//                       With causal != 0, key j > query i is masked out (and whole key tiles
//                       past the last query of the tile are skipped uniformly).
//                       Output O = acc / l.
// launch: block 64 (BQ), grid ceil(seq / 64) * bh; grid-stride over (tile, head) pairs
#include <cuda_runtime.h>

#define HD 32
#define BQ 64
#define BK 32

extern "C" __global__ void __launch_bounds__(128)
attention_fwd_tile(const float *__restrict__ Q, const float *__restrict__ K, const float *__restrict__ V,
                   float *__restrict__ O, int seq, int bh, float scale, int causal) {
  __shared__ float s_k[BK][HD + 1];
  __shared__ float s_v[BK][HD];
  if (seq <= 0 || bh <= 0)
    return;
  const int ntiles = (seq + BQ - 1) / BQ;
  const int tid = threadIdx.x;
  const long long work = (long long)ntiles * bh;
  for (long long w = blockIdx.x; w < work; w += gridDim.x) {
    const int head = (int)(w / ntiles);
    const int qt = (int)(w - (long long)head * ntiles);
    const size_t slice = (size_t)head * seq * HD;
    const int qi = qt * BQ + tid;
    const bool has_q = tid < BQ && qi < seq;

    float q[HD], acc[HD];
    float m = -INFINITY, l = 0.0f;
#pragma unroll
    for (int d = 0; d < HD; d++) {
      q[d] = has_q ? Q[slice + (size_t)qi * HD + d] * scale : 0.0f;
      acc[d] = 0.0f;
    }
    const int kv_end = causal ? min(seq, (qt + 1) * BQ) : seq;
    for (int k0 = 0; k0 < kv_end; k0 += BK) {
      __syncthreads();  // previous tile fully consumed
      for (int c = tid; c < BK * HD; c += blockDim.x) {
        const int r = c / HD, d = c % HD;
        const int kj = k0 + r;
        const bool ok = kj < seq;
        s_k[r][d] = ok ? K[slice + (size_t)kj * HD + d] : 0.0f;
        s_v[r][d] = ok ? V[slice + (size_t)kj * HD + d] : 0.0f;
      }
      __syncthreads();
      if (!has_q)
        continue;
      const int kn = min(BK, seq - k0);
      for (int j = 0; j < kn; j++) {
        if (causal && k0 + j > qi)
          break;
        float s = 0.0f;
#pragma unroll
        for (int d = 0; d < HD; d++)
          s += q[d] * s_k[j][d];
        const float m_new = fmaxf(m, s);
        const float corr = expf(m - m_new);
        const float p = expf(s - m_new);
        l = l * corr + p;
#pragma unroll
        for (int d = 0; d < HD; d++)
          acc[d] = acc[d] * corr + p * s_v[j][d];
        m = m_new;
      }
    }
    if (has_q) {
      const float inv_l = l > 0.0f ? 1.0f / l : 0.0f;
#pragma unroll
      for (int d = 0; d < HD; d++)
        O[slice + (size_t)qi * HD + d] = acc[d] * inv_l;
    }
  }
}
