// Log-space dynamic programming over sequences.
//   ctc_loss_alpha     CTC forward (alpha) recursion, one block per batch item (grid-stride):
//                      the blank-extended label sequence (length 2L+1) and two alpha rows live in
//                      dynamic shared memory, the time loop (trip count = that item's input
//                      length) has a barrier per step, three-way logsumexp with the skip
//                      transition allowed only between distinct labels; alphas written out for
//                      the backward pass (64-bit offsets); infeasible items give inf or 0
//                      (zero_infinity).
//   pairhmm_forward    pair-HMM forward likelihood of a read given a haplotype (GATK-style
//                      match/insert/delete states), one (read, haplotype) pair per thread with
//                      the M/I/D rows in local arrays indexed by the runtime column, base-quality
//                      priors through expf/log1pf, gap-open qualities per read position, the
//                      haplotype start spread uniformly over the first row; log10 result.
#include <cuda_runtime.h>
#include <stdint.h>

#define NEG_INF (-INFINITY)

static __device__ __forceinline__ float lse2(float a, float b) {
  const float m = fmaxf(a, b);
  return m == NEG_INF ? NEG_INF : m + log1pf(expf(-fabsf(a - b)));
}
static __device__ __forceinline__ float lse3(float a, float b, float c) {
  const float m = fmaxf(fmaxf(a, b), c);
  if (m == NEG_INF)
    return NEG_INF;
  return m + logf(expf(a - m) + expf(b - m) + expf(c - m));
}

extern "C" __global__ void ctc_loss_alpha(const float *__restrict__ log_probs, const int *__restrict__ targets,
                                          const int *__restrict__ input_lengths, const int *__restrict__ target_lengths,
                                          int T, int B, int C, int max_label, int blank, int zero_infinity,
                                          float *__restrict__ log_alpha, float *__restrict__ nll) {
  extern __shared__ float s_dyn[];
  const int S_max = 2 * max_label + 1;
  int *s_lab = reinterpret_cast<int *>(s_dyn);
  const size_t tstride = (size_t)B * C; // log_probs is [T][B][C]

  for (int b = blockIdx.x; b < B; b += gridDim.x) {
    const int Tb = min(max(input_lengths[b], 0), T);
    const int L = min(max(target_lengths[b], 0), max_label);
    const int S = 2 * L + 1;
    float *s_a = s_dyn + S_max;     // alpha row t-1
    float *s_b = s_dyn + 2 * S_max; // alpha row t
    for (int s = threadIdx.x; s < S; s += blockDim.x) {
      int lab = blank;
      if (s & 1) {
        lab = targets[(size_t)b * max_label + (s >> 1)];
        lab = (lab >= 0 && lab < C) ? lab : blank;
      }
      s_lab[s] = lab;
    }
    __syncthreads();
    // feasibility: T must cover the labels plus a blank between each repeated pair
    int repeats = 0;
    for (int s = 3; s < S; s += 2)
      repeats += s_lab[s] == s_lab[s - 2];
    const bool feasible = Tb > 0 && Tb >= L + repeats;

    const float *lp0 = log_probs + (size_t)b * C;
    float *alpha_b = log_alpha + (size_t)b * T * S_max;
    for (int s = threadIdx.x; s < S; s += blockDim.x) {
      const float a0 = (s < 2 && Tb > 0) ? lp0[s_lab[s]] : NEG_INF;
      s_a[s] = a0;
      alpha_b[s] = a0;
    }
    __syncthreads();
    for (int t = 1; t < Tb; ++t) {
      const float *lpt = log_probs + t * tstride + (size_t)b * C;
      for (int s = threadIdx.x; s < S; s += blockDim.x) {
        const int l = s_lab[s];
        const float stay = s_a[s];
        const float step = s > 0 ? s_a[s - 1] : NEG_INF;
        const float skip = (s > 1 && l != blank && l != s_lab[s - 2]) ? s_a[s - 2] : NEG_INF;
        const float v = lse3(stay, step, skip) + lpt[l];
        s_b[s] = v;
        alpha_b[(size_t)t * S_max + s] = v;
      }
      __syncthreads();
      float *tmp = s_a;
      s_a = s_b;
      s_b = tmp;
    }
    if (threadIdx.x == 0) {
      float ll = NEG_INF;
      if (feasible)
        ll = S > 1 ? lse2(s_a[S - 1], s_a[S - 2]) : s_a[0];
      float loss = -ll;
      if (!(loss < INFINITY) && zero_infinity)
        loss = 0.0f;
      nll[b] = loss;
    }
    __syncthreads(); // s_lab and the rows are reused by the next item
  }
}

#define PHMM_MAX_HAP 96

extern "C" __global__ void pairhmm_forward(const uint8_t *__restrict__ reads, const uint8_t *__restrict__ base_qual,
                                           const uint8_t *__restrict__ ins_qual, const uint8_t *__restrict__ del_qual,
                                           const int *__restrict__ read_len, int nreads, int read_stride,
                                           const uint8_t *__restrict__ haps, const int *__restrict__ hap_len, int nhaps,
                                           int hap_stride, float gap_continuation, float *__restrict__ log10_lik) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= nreads * nhaps)
    return;
  const int r = p / nhaps, h = p - r * nhaps;
  const int R = min(max(read_len[r], 0), read_stride);
  const int H = min(min(max(hap_len[h], 0), hap_stride), PHMM_MAX_HAP);
  if (R == 0 || H == 0) {
    log10_lik[p] = NEG_INF;
    return;
  }
  const uint8_t *rb = reads + (size_t)r * read_stride;
  const uint8_t *hb = haps + (size_t)h * hap_stride;
  const float log_gcp = logf(gap_continuation);
  const float log_1mgcp = log1pf(-gap_continuation);
  const float ln10_10 = 0.23025850930f; // ln(10) / 10

  float Mrow[PHMM_MAX_HAP + 1], Irow[PHMM_MAX_HAP + 1], Drow[PHMM_MAX_HAP + 1];
  const float init_d = -logf((float)H);
  for (int j = 0; j <= H; ++j) {
    Mrow[j] = NEG_INF;
    Irow[j] = NEG_INF;
    Drow[j] = j == 0 ? NEG_INF : init_d; // start anywhere on the haplotype
  }
  for (int i = 1; i <= R; ++i) {
    const uint8_t base = rb[i - 1];
    const float q = fminf(fmaxf((float)base_qual[(size_t)r * read_stride + i - 1], 6.0f), 60.0f);
    const float err = expf(-q * ln10_10);
    const float lp_match = log1pf(-err), lp_mis = logf(err * (1.0f / 3.0f));
    const float gi = expf(-fmaxf((float)ins_qual[(size_t)r * read_stride + i - 1], 1.0f) * ln10_10);
    const float gd = expf(-fmaxf((float)del_qual[(size_t)r * read_stride + i - 1], 1.0f) * ln10_10);
    const float l_mm = log1pf(-(gi + gd)), l_mi = logf(gi), l_md = logf(gd);
    float m_diag = Mrow[0], i_diag = Irow[0], d_diag = Drow[0];
    float m_left = NEG_INF, d_left = NEG_INF;
    for (int j = 1; j <= H; ++j) {
      const uint8_t hbase = hb[j - 1];
      const float prior = (base == hbase || base == 'N' || hbase == 'N') ? lp_match : lp_mis;
      const float m_up = Mrow[j], i_up = Irow[j], d_up = Drow[j];
      const float m = prior + lse3(m_diag + l_mm, i_diag + log_1mgcp, d_diag + log_1mgcp);
      const float ins = lse2(m_up + l_mi, i_up + log_gcp);
      const float del = lse2(m_left + l_md, d_left + log_gcp);
      m_diag = m_up;
      i_diag = i_up;
      d_diag = d_up;
      Mrow[j] = m;
      Irow[j] = ins;
      Drow[j] = del;
      m_left = m;
      d_left = del;
    }
  }
  float ll = NEG_INF;
  for (int j = 1; j <= H; ++j)
    ll = lse2(ll, lse2(Mrow[j], Irow[j]));
  log10_lik[p] = ll * 0.43429448190f;
}
