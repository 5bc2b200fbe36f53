// One step of beam search decoding over a vocabulary.
//   beam_topk4 / beam_topk8  one block per (batch, beam) row of logits: block max and log-sum-exp
//                            (shuffles + shared warp slots), each thread keeps a sorted register
//                            top-K of its strided slice (template K, fully unrolled insertion),
//                            then K rounds of a block arg-max over the threads' list heads (a
//                            barrier pair per round, the winner pops its head); candidate score =
//                            beam score + log-softmax. Rows whose last token is EOS only
//                            propose EOS again.
//   beam_select_update       one warp per batch item over its beam*K candidates (up to four per
//                            lane in registers): repeated warp arg-max, EOS candidates ranked
//                            inside the beam width go to the finished pool with a length penalty
//                            (powf) replacing the worst entry once it is full, the others become
//                            the next beams until the width is filled (data-dependent trip
//                            count); token histories gathered from the parent beams by the lanes.
#include <cuda_runtime.h>

#define BS_MAX_THREADS 256

static __device__ __forceinline__ void arg_better(float &v, int &i, float ov, int oi) {
  if (ov > v || (ov == v && oi < i)) {
    v = ov;
    i = oi;
  }
}

template <int K>
static __device__ __forceinline__ void beam_topk(const float *__restrict__ logits, const float *__restrict__ beam_scores,
                                                 const int *__restrict__ last_token, int rows, int V, int eos,
                                                 float *__restrict__ cand_score, int *__restrict__ cand_token) {
  __shared__ float s_red[32];
  __shared__ int s_redi[32];
  __shared__ float s_stat[2];
  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5, nwarps = (blockDim.x + 31) >> 5;
  for (int row = blockIdx.x; row < rows; row += gridDim.x) {
    const float *x = logits + (size_t)row * V;
    float *cs = cand_score + (size_t)row * K;
    int *ct = cand_token + (size_t)row * K;
    if (last_token[row] == eos) { // uniform: a finished hypothesis only extends with EOS at no cost
      if (tid < K) {
        cs[tid] = tid == 0 ? beam_scores[row] : -INFINITY;
        ct[tid] = eos;
      }
      continue;
    }
    float tv[K];
    int ti[K];
#pragma unroll
    for (int k = 0; k < K; ++k) {
      tv[k] = -INFINITY;
      ti[k] = 0x7fffffff;
    }
    float m = -INFINITY;
    for (int j = tid; j < V; j += blockDim.x) {
      const float v = x[j];
      m = fmaxf(m, v);
      if (v > tv[K - 1]) { // sorted insertion, descending
        tv[K - 1] = v;
        ti[K - 1] = j;
#pragma unroll
        for (int k = K - 1; k > 0; --k) {
          if (tv[k] > tv[k - 1]) {
            const float a = tv[k]; tv[k] = tv[k - 1]; tv[k - 1] = a;
            const int b = ti[k]; ti[k] = ti[k - 1]; ti[k - 1] = b;
          }
        }
      }
    }
    // block max
#pragma unroll
    for (int off = 16; off > 0; off >>= 1)
      m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, off));
    if (lane == 0)
      s_red[warp] = m;
    __syncthreads();
    if (tid == 0) {
      float mm = s_red[0];
      for (int w = 1; w < nwarps; ++w)
        mm = fmaxf(mm, s_red[w]);
      s_stat[0] = mm;
    }
    __syncthreads();
    const float rmax = s_stat[0];
    float se = 0.f;
    for (int j = tid; j < V; j += blockDim.x)
      se += __expf(x[j] - rmax);
#pragma unroll
    for (int off = 16; off > 0; off >>= 1)
      se += __shfl_xor_sync(0xffffffffu, se, off);
    __syncthreads(); // s_red reuse
    if (lane == 0)
      s_red[warp] = se;
    __syncthreads();
    if (tid == 0) {
      float t = 0.f;
      for (int w = 0; w < nwarps; ++w)
        t += s_red[w];
      s_stat[1] = rmax + __logf(t);
    }
    __syncthreads();
    const float base = beam_scores[row] - s_stat[1];
    // K rounds of block arg-max over the list heads
    for (int r = 0; r < K; ++r) {
      float hv = tv[0];
      int hi = ti[0];
#pragma unroll
      for (int off = 16; off > 0; off >>= 1)
        arg_better(hv, hi, __shfl_xor_sync(0xffffffffu, hv, off), __shfl_xor_sync(0xffffffffu, hi, off));
      if (lane == 0) {
        s_red[warp] = hv;
        s_redi[warp] = hi;
      }
      __syncthreads();
      float bv = s_red[0];
      int bi = s_redi[0];
      for (int w = 1; w < nwarps; ++w)
        arg_better(bv, bi, s_red[w], s_redi[w]);
      if (tid == 0) {
        cs[r] = bi < V ? base + bv : -INFINITY;
        ct[r] = bi < V ? bi : eos;
      }
      if (ti[0] == bi && bi < V) { // the owner pops its head
#pragma unroll
        for (int k = 0; k < K - 1; ++k) {
          tv[k] = tv[k + 1];
          ti[k] = ti[k + 1];
        }
        tv[K - 1] = -INFINITY;
        ti[K - 1] = 0x7fffffff;
      }
      __syncthreads();
    }
  }
}

extern "C" __global__ void __launch_bounds__(BS_MAX_THREADS)
    beam_topk4(const float *__restrict__ logits, const float *__restrict__ beam_scores, const int *__restrict__ last_token,
               int rows, int V, int eos, float *__restrict__ cand_score, int *__restrict__ cand_token) {
  beam_topk<4>(logits, beam_scores, last_token, rows, V, eos, cand_score, cand_token);
}

extern "C" __global__ void __launch_bounds__(BS_MAX_THREADS)
    beam_topk8(const float *__restrict__ logits, const float *__restrict__ beam_scores, const int *__restrict__ last_token,
               int rows, int V, int eos, float *__restrict__ cand_score, int *__restrict__ cand_token) {
  beam_topk<8>(logits, beam_scores, last_token, rows, V, eos, cand_score, cand_token);
}

#define BS_MAX_CAND_PER_LANE 4

extern "C" __global__ void beam_select_update(const float *__restrict__ cand_score, const int *__restrict__ cand_token,
                                              int batch, int beam, int K, int eos, int step, int max_len,
                                              float length_alpha, const int *__restrict__ seq_in,
                                              int *__restrict__ seq_out, float *__restrict__ next_scores,
                                              int *__restrict__ next_last, float *__restrict__ fin_scores,
                                              int *__restrict__ fin_count) {
  const int lane = threadIdx.x & 31;
  const int warps_total = gridDim.x * (blockDim.x >> 5);
  const int ncand = beam * K;
  if (beam <= 0 || K <= 0 || ncand > 32 * BS_MAX_CAND_PER_LANE || step < 0 || step >= max_len)
    return;
  const float penalty = powf((5.0f + (float)(step + 1)) / 6.0f, length_alpha);
  for (int b = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5); b < batch; b += warps_total) {
    float cv[BS_MAX_CAND_PER_LANE];
    int ci[BS_MAX_CAND_PER_LANE];
#pragma unroll
    for (int q = 0; q < BS_MAX_CAND_PER_LANE; ++q) {
      const int c = lane + 32 * q;
      cv[q] = c < ncand ? cand_score[(size_t)b * ncand + c] : -INFINITY;
      ci[q] = c < ncand ? c : 0x7fffffff;
    }
    int nfin = lane == 0 ? min(max(fin_count[b], 0), beam) : 0; // lane 0 owns the pool
    nfin = __shfl_sync(0xffffffffu, nfin, 0);
    int filled = 0;
    for (int rank = 0; rank < ncand && filled < beam; ++rank) {
      float bv = cv[0];
      int bi = ci[0];
#pragma unroll
      for (int q = 1; q < BS_MAX_CAND_PER_LANE; ++q)
        arg_better(bv, bi, cv[q], ci[q]);
#pragma unroll
      for (int off = 16; off > 0; off >>= 1)
        arg_better(bv, bi, __shfl_xor_sync(0xffffffffu, bv, off), __shfl_xor_sync(0xffffffffu, bi, off));
      if (bi >= ncand || bv == -INFINITY)
        break; // nothing usable left
#pragma unroll
      for (int q = 0; q < BS_MAX_CAND_PER_LANE; ++q)
        if (ci[q] == bi)
          cv[q] = -INFINITY, ci[q] = 0x7fffffff;
      const int token = cand_token[(size_t)b * ncand + bi];
      const int parent = bi / K;
      if (token == eos) {
        if (rank < beam && lane == 0) {
          float *fs = fin_scores + (size_t)b * beam;
          const float sc = bv / penalty;
          if (nfin < beam) {
            fs[nfin++] = sc;
          } else {
            int worst = 0;
            for (int j = 1; j < beam; ++j)
              worst = fs[j] < fs[worst] ? j : worst;
            if (sc > fs[worst])
              fs[worst] = sc;
          }
        }
        nfin = __shfl_sync(0xffffffffu, nfin, 0);
        continue;
      }
      const size_t dst = ((size_t)b * beam + filled) * max_len;
      const size_t src = ((size_t)b * beam + parent) * max_len;
      for (int t = lane; t < step; t += 32)
        seq_out[dst + t] = seq_in[src + t];
      if (lane == 0) {
        seq_out[dst + step] = token;
        next_scores[b * beam + filled] = bv;
        next_last[b * beam + filled] = token;
      }
      ++filled;
    }
    // beams left empty (every candidate was EOS) are retired
    for (int j = filled + lane; j < beam; j += 32) {
      next_scores[b * beam + j] = -INFINITY;
      next_last[b * beam + j] = eos;
    }
    if (lane == 0)
      fin_count[b] = nfin;
  }
}
