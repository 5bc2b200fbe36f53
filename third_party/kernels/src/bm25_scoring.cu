// BM25 retrieval over an inverted index (CSR posting lists of (doc, tf) pairs), the
// term-at-a-time scoring of a GPU search engine:
//
//   bm25_score_postings  one warp per (query, term slot): the term id comes from the query
//                        matrix (reduced modulo the vocabulary), its posting range from
//                        term_offsets (clamped: a malformed range scores nothing), idf from the
//                        document frequency, and lanes stride over the postings adding
//                        idf * tf (k1 + 1) / (tf + k1 (1 - b + b dl / avgdl)) to the
//                        (query, doc) accumulator in 16.16 fixed point with integer atomicAdd,
//                        so the result does not depend on the order. Parameters in a
//                        __constant__ struct read inside the loop. launch: block 128, grid 3
//                        (12 warps = 2 queries x 6 slots).
//   bm25_topk_docs       block per query: each thread keeps a register top-8 of (score, doc)
//                        over a strided sweep of the accumulator (unrolled insertion), then
//                        eight tournament rounds: warp arg-max by __shfl_xor_sync with a
//                        doc-id tie-break, per-warp winners in shared memory, the block winner
//                        chosen by warp 0, and the owning thread pops its head. launch: block
//                        128, grid 2.
//   bm25_normalize_scores  per query, min-max normalisation of the top-k scores and a
//                        reciprocal-rank fusion with a second ranked list (doc ids looked up
//                        by linear search of the other list's k entries). launch: block 64,
//                        grid 1.
#include <cuda_runtime.h>
#include <stdint.h>

struct Bm25Params {
  float k1;
  float b;
  float avgdl;
  float idf_floor;
  float rrf_k;
};
__constant__ Bm25Params c_bm25;

#define TOPK 8
#define MAX_QTERMS 16

static __device__ __forceinline__ float bm25_term(float tf, float dl, float idf, float k1, float b, float inv_avgdl) {
  const float norm = k1 * (1.0f - b + b * dl * inv_avgdl);
  return idf * tf * (k1 + 1.0f) / (tf + norm);
}

extern "C" __global__ void __launch_bounds__(256)
bm25_score_postings(const int *__restrict__ query_terms, int nqueries, int terms_per_query,
                    const int *__restrict__ term_offsets, int nterms, const int *__restrict__ post_doc,
                    const unsigned short *__restrict__ post_tf, int npostings,
                    const int *__restrict__ doc_len, int ndocs, unsigned *__restrict__ acc) {
  const int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const int lane = threadIdx.x & 31;
  terms_per_query = min(max(terms_per_query, 0), MAX_QTERMS);
  if (nterms <= 0 || ndocs <= 0 || nqueries <= 0) return;
  if (warp >= nqueries * terms_per_query) return;
  const int q = warp / terms_per_query;
  const int slot = warp - q * terms_per_query;
  int term = query_terms[q * terms_per_query + slot];
  if (term < 0) return;  // padding slot
  term %= nterms;

  const int begin = min(max(term_offsets[term], 0), npostings);
  const int end = min(max(term_offsets[term + 1], begin), npostings);
  const int df = end - begin;
  if (df == 0) return;
  const float N = (float)ndocs;
  const float idf = fmaxf(__logf(1.0f + (N - (float)df + 0.5f) / ((float)df + 0.5f)), c_bm25.idf_floor);
  unsigned *row = acc + (size_t)q * ndocs;

  for (int p = begin + lane; p < end; p += 32) {
    const int doc = (int)((unsigned)post_doc[p] % (unsigned)ndocs);
    const float tf = (float)post_tf[p];
    const float dl = (float)max(doc_len[doc], 1);
    const float b = fminf(fmaxf(c_bm25.b, 0.0f), 1.0f);
    const float k1 = fmaxf(c_bm25.k1, 0.0f);
    const float s = bm25_term(tf, dl, idf, k1, b, 1.0f / fmaxf(c_bm25.avgdl, 1e-3f));
    const float fixed = fminf(fmaxf(s * 65536.0f, 0.0f), 1.6e7f);
    atomicAdd(&row[doc], (unsigned)__float2uint_rn(fixed));
  }
}

static __device__ __forceinline__ bool better(unsigned sa, int da, unsigned sb, int db) {
  return sa > sb || (sa == sb && da < db);
}

extern "C" __global__ void __launch_bounds__(256)
bm25_topk_docs(const unsigned *__restrict__ acc, int ndocs, int *__restrict__ top_doc,
               float *__restrict__ top_score) {
  __shared__ unsigned s_wscore[8];
  __shared__ int s_wdoc[8];
  __shared__ int s_wtid[8];
  __shared__ int s_winner_tid;
  const int q = blockIdx.x;
  const int lane = threadIdx.x & 31;
  const int wid = threadIdx.x >> 5;
  const int nwarps = (blockDim.x + 31) >> 5;
  if ((blockDim.x & 31) != 0 || nwarps > 8) return;  // uniform: whole warps, at most 256 threads
  const unsigned *row = acc + (size_t)q * max(ndocs, 0);

  unsigned ks[TOPK];
  int kd[TOPK];
#pragma unroll
  for (int i = 0; i < TOPK; ++i) {
    ks[i] = 0u;
    kd[i] = 0x7fffffff;
  }
  for (int d = threadIdx.x; d < ndocs; d += blockDim.x) {
    unsigned s = row[d];
    int doc = d;
    if (s == 0u || !better(s, doc, ks[TOPK - 1], kd[TOPK - 1])) continue;
#pragma unroll
    for (int i = 0; i < TOPK; ++i) {
      if (better(s, doc, ks[i], kd[i])) {
        const unsigned ts = ks[i];
        const int td = kd[i];
        ks[i] = s;
        kd[i] = doc;
        s = ts;
        doc = td;
      }
    }
  }

  for (int r = 0; r < TOPK; ++r) {
    unsigned bs = ks[0];
    int bd = kd[0];
    int bt = threadIdx.x;
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) {
      const unsigned os = __shfl_xor_sync(0xffffffffu, bs, off);
      const int od = __shfl_xor_sync(0xffffffffu, bd, off);
      const int ot = __shfl_xor_sync(0xffffffffu, bt, off);
      if (better(os, od, bs, bd)) {
        bs = os;
        bd = od;
        bt = ot;
      }
    }
    if (lane == 0) {
      s_wscore[wid] = bs;
      s_wdoc[wid] = bd;
      s_wtid[wid] = bt;
    }
    __syncthreads();
    if (wid == 0) {
      unsigned ws = lane < nwarps ? s_wscore[lane] : 0u;
      int wd = lane < nwarps ? s_wdoc[lane] : 0x7fffffff;
      int wt = lane < nwarps ? s_wtid[lane] : -1;
#pragma unroll
      for (int off = 4; off > 0; off >>= 1) {
        const unsigned os = __shfl_xor_sync(0xffffffffu, ws, off);
        const int od = __shfl_xor_sync(0xffffffffu, wd, off);
        const int ot = __shfl_xor_sync(0xffffffffu, wt, off);
        if (better(os, od, ws, wd)) {
          ws = os;
          wd = od;
          wt = ot;
        }
      }
      if (lane == 0) {
        const bool valid = ws != 0u;
        top_doc[q * TOPK + r] = valid ? wd : -1;
        top_score[q * TOPK + r] = valid ? (float)ws * (1.0f / 65536.0f) : 0.0f;
        s_winner_tid = valid ? wt : -1;
      }
    }
    __syncthreads();
    if ((int)threadIdx.x == s_winner_tid) {
#pragma unroll
      for (int i = 0; i < TOPK - 1; ++i) {
        ks[i] = ks[i + 1];
        kd[i] = kd[i + 1];
      }
      ks[TOPK - 1] = 0u;
      kd[TOPK - 1] = 0x7fffffff;
    }
    __syncthreads();  // s_w* and s_winner_tid are rewritten next round
  }
}

extern "C" __global__ void bm25_normalize_scores(const int *__restrict__ top_doc, const float *__restrict__ top_score,
                                                 const int *__restrict__ other_doc, int nqueries,
                                                 float *__restrict__ fused) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nqueries * TOPK) return;
  const int q = i / TOPK;
  const int r = i - q * TOPK;
  const float *sc = top_score + q * TOPK;
  float lo = sc[0], hi = sc[0];
#pragma unroll
  for (int j = 1; j < TOPK; ++j) {
    lo = fminf(lo, sc[j]);
    hi = fmaxf(hi, sc[j]);
  }
  const float range = hi - lo;
  const float norm = range > 0.0f ? (sc[r] - lo) / range : 1.0f;
  const int doc = top_doc[i];
  const float rk = fmaxf(c_bm25.rrf_k, 1.0f);
  float rrf = 1.0f / (rk + (float)(r + 1));
  if (doc >= 0) {
    for (int j = 0; j < TOPK; ++j) {
      if (other_doc[q * TOPK + j] == doc) {
        rrf += 1.0f / (rk + (float)(j + 1));
        break;
      }
    }
  }
  fused[i] = 0.5f * norm + 0.5f * rrf * rk;
}
