// Batched edit distance between sequence pairs (reads vs candidate windows), one pair per
// thread. Sequences live in one byte pool; pair p is described by an int4
// {query offset, query length, text offset, text length}, clamped to the pool.
//   myers_edit_distance   Myers/Hyyro bit-parallel Levenshtein for queries of <= 64 symbols:
//                         a 4-entry match-mask table over 2-bit nucleotide codes (byte >> 1 & 3
//                         maps A C G T to 0 1 3 2) in 64-bit registers, one text symbol per
//                         step. mode 0: global distance; mode 1: best approximate occurrence
//                         of the query in the text (semi-global), with its end position.
//   banded_edit_distance  Ukkonen-banded Levenshtein DP with band half-width 8: the 17 band
//                         cells of the previous and current row and a sliding window of the
//                         17 text symbols under the band held in fully unrolled register
//                         arrays; early exit once every band cell exceeds max_dist.
#include <cuda_runtime.h>

static __device__ __forceinline__ int4 clamp_pair(int4 d, int pool) {
  int4 r;
  r.x = min(max(d.x, 0), pool);
  r.y = min(max(d.y, 0), pool - r.x);
  r.z = min(max(d.z, 0), pool);
  r.w = min(max(d.w, 0), pool - r.z);
  return r;
}

static __device__ __forceinline__ int nt_code(unsigned char c) { return (c >> 1) & 3; }

extern "C" __global__ void myers_edit_distance(const unsigned char *__restrict__ pool, int pool_size,
                                               const int4 *__restrict__ pairs, int npairs, int mode,
                                               int *__restrict__ dist, int *__restrict__ end_pos) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= npairs)
    return;
  const int4 d = clamp_pair(pairs[p], pool_size);
  const unsigned char *q = pool + d.x;
  const unsigned char *t = pool + d.z;
  const int m = min(d.y, 64);
  const int n = d.w;
  if (m == 0) {
    dist[p] = mode == 0 ? n : 0;
    end_pos[p] = mode == 0 ? n - 1 : -1;
    return;
  }
  unsigned long long peq[4] = {0ull, 0ull, 0ull, 0ull};
  for (int i = 0; i < m; ++i) {
    const unsigned long long bit = 1ull << i;
    const int c = nt_code(q[i]);
#pragma unroll
    for (int s = 0; s < 4; ++s)
      peq[s] |= (c == s) ? bit : 0ull;
  }
  const unsigned long long high = 1ull << (m - 1);
  unsigned long long pv = ~0ull, mv = 0ull;
  int score = m, best = m, best_j = -1;
  const unsigned long long row0 = mode == 0 ? 1ull : 0ull; // global: D[0][j] = j
  for (int j = 0; j < n; ++j) {
    const int c = nt_code(t[j]);
    const unsigned long long eq = c == 0 ? peq[0] : c == 1 ? peq[1] : c == 2 ? peq[2] : peq[3];
    const unsigned long long xv = eq | mv;
    const unsigned long long xh = (((eq & pv) + pv) ^ pv) | eq;
    unsigned long long ph = mv | ~(xh | pv);
    unsigned long long mh = pv & xh;
    if (ph & high)
      ++score;
    else if (mh & high)
      --score;
    ph = (ph << 1) | row0;
    mh <<= 1;
    pv = mh | ~(xv | ph);
    mv = ph & xv;
    if (mode != 0 && score < best) {
      best = score;
      best_j = j;
    }
  }
  dist[p] = mode == 0 ? score : best;
  end_pos[p] = mode == 0 ? n - 1 : best_j;
}

#define BAND_K 8
#define BAND_W (2 * BAND_K + 1)
#define BAND_INF 0x3fffffff

extern "C" __global__ void banded_edit_distance(const unsigned char *__restrict__ pool, int pool_size,
                                                const int4 *__restrict__ pairs, int npairs, int max_dist,
                                                int *__restrict__ dist) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= npairs)
    return;
  const int4 d = clamp_pair(pairs[p], pool_size);
  const unsigned char *a = pool + d.x;
  const unsigned char *b = pool + d.z;
  const int m = d.y, n = d.w;
  const int cap = min(max(max_dist, 0), BAND_K);
  if (abs(n - m) > cap) {
    dist[p] = cap + 1; // cannot be within the band
    return;
  }
  int prev[BAND_W], cur[BAND_W];
  unsigned char bw[BAND_W]; // bw[k] = b[i + k - K - 1] for the current row i (0 outside)
#pragma unroll
  for (int k = 0; k < BAND_W; ++k) {
    prev[k] = k >= BAND_K ? k - BAND_K : BAND_INF; // row 0: D[0][j] = j
    if (k - BAND_K > n)
      prev[k] = BAND_INF;
    const int j = k - BAND_K; // b index for row 1 is (1 + k - K - 1) = k - K
    bw[k] = (j >= 0 && j < n) ? b[j] : 0;
  }
  bool exceeded = false;
  for (int i = 1; i <= m; ++i) {
    const unsigned char ai = a[i - 1];
    int row_min = BAND_INF;
#pragma unroll
    for (int k = 0; k < BAND_W; ++k) {
      const int j = i + k - BAND_K;
      int v;
      if (j < 0 || j > n) {
        v = BAND_INF;
      } else if (j == 0) {
        v = i;
      } else {
        v = prev[k] + (ai != bw[k] ? 1 : 0);
        if (k + 1 < BAND_W)
          v = min(v, prev[k + 1] + 1);
        if (k > 0)
          v = min(v, cur[k - 1] + 1);
      }
      v = min(v, BAND_INF);
      cur[k] = v;
      row_min = min(row_min, v);
    }
    if (row_min > cap) {
      exceeded = true;
      break;
    }
    // slide: next row's window starts one symbol later
#pragma unroll
    for (int k = 0; k < BAND_W; ++k) {
      prev[k] = cur[k];
      if (k + 1 < BAND_W) {
        bw[k] = bw[k + 1];
      } else {
        const int j = i + BAND_K; // = (i + 1) + (W - 1) - K - 1
        bw[k] = j < n ? b[j] : 0;
      }
    }
  }
  int result;
  if (exceeded) {
    result = cap + 1;
  } else {
    result = prev[min(max(n - m + BAND_K, 0), BAND_W - 1)];
    result = result > cap ? cap + 1 : result;
  }
  dist[p] = result;
}
