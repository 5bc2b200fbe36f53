// Database search with Smith-Waterman local alignment and affine gaps (Gotoh), inter-task
// parallel: one thread aligns the query against one database sequence. Residues are coded
// 0..NRES-1 (codes >= NRES are mapped to the wildcard NRES-1).
//   sw_build_profile  query profile prof[a * qlen + j] = subst[a][query[j]] (16-bit) from a
//                     __constant__ substitution matrix, so the inner loop reads one row per
//                     database residue instead of a 2D lookup.
//   sw_db_scan        stages the profile in shared memory (qlen <= MAX_Q), then each thread
//                     runs the O(qlen * len) recurrence for its sequence in a __noinline__
//                     helper with the H and E columns in local arrays:
//                       E = max(E - ge, H - go), F = max(F - ge, Hleft - go),
//                       H = max(0, Hdiag + s, E, F); the score is the best H.
//                     Sequences whose [offset, offset+len) is outside db are scored -1.
// launch: sw_build_profile  block 128, grid ceil(NRES * qlen / 128)
//         sw_db_scan        block 128, grid ceil(ndb / 128); dynamic shared none
#include <cuda_runtime.h>

#define NRES 24
#define MAX_Q 64

__constant__ signed char c_subst[NRES][NRES];

struct GapPenalty {
  int open;    // cost of the first gap position (includes the extension)
  int extend;  // cost of every further position
};

static __device__ __forceinline__ int res_code(unsigned char c) { return c < NRES ? c : NRES - 1; }

extern "C" __global__ void __launch_bounds__(128)
sw_build_profile(const unsigned char *__restrict__ query, short *__restrict__ prof, int qlen) {
  if (qlen <= 0 || qlen > MAX_Q)
    return;
  const int total = NRES * qlen;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < total; i += gridDim.x * blockDim.x) {
    const int a = i / qlen, j = i - a * qlen;
    prof[i] = (short)c_subst[a][res_code(query[j])];
  }
}

static __device__ __noinline__ int sw_align(const short *s_prof, int qlen, const unsigned char *seq, int len,
                                            GapPenalty gp) {
  int H[MAX_Q + 1];
  int E[MAX_Q + 1];
  for (int j = 0; j <= qlen; j++) {
    H[j] = 0;
    E[j] = 0;
  }
  int best = 0;
  for (int i = 0; i < len; i++) {
    const short *row = s_prof + res_code(seq[i]) * qlen;
    int h_diag = 0;  // H[i-1][j-1]
    int h_left = 0;  // H[i][j-1]
    int f = 0;
    for (int j = 1; j <= qlen; j++) {
      const int h_up = H[j];
      const int e = max(E[j] - gp.extend, h_up - gp.open);
      f = max(f - gp.extend, h_left - gp.open);
      int h = max(max(h_diag + row[j - 1], 0), max(e, f));
      h_diag = h_up;
      H[j] = h;
      E[j] = e;
      h_left = h;
      best = max(best, h);
    }
  }
  return best;
}

extern "C" __global__ void __launch_bounds__(128)
sw_db_scan(const short *__restrict__ prof, int qlen, const unsigned char *__restrict__ db,
           const int *__restrict__ db_offsets, const int *__restrict__ db_lengths, int ndb, long long db_size,
           GapPenalty gp, int *__restrict__ scores) {
  __shared__ short s_prof[NRES * MAX_Q];
  if (qlen <= 0 || qlen > MAX_Q)
    return;
  for (int i = threadIdx.x; i < NRES * qlen; i += blockDim.x)
    s_prof[i] = prof[i];
  __syncthreads();
  // keep scores bounded: penalties are clamped to a sane range
  GapPenalty g;
  g.open = min(max(gp.open, 0), 64);
  g.extend = min(max(gp.extend, 0), g.open);
  for (int s = blockIdx.x * blockDim.x + threadIdx.x; s < ndb; s += gridDim.x * blockDim.x) {
    const long long off = db_offsets[s];
    const long long len = db_lengths[s];
    if (off < 0 || len < 0 || off + len > db_size) {
      scores[s] = -1;
      continue;
    }
    scores[s] = sw_align(s_prof, qlen, db + off, (int)len, g);
  }
}
