// Viterbi decoding, two flavours.
//
// hmm_viterbi: most likely hidden-state path of a discrete HMM, one block per observation
//   sequence, one thread per state (S <= 64). Log transition matrix staged in shared
//   memory once; per time step each thread does the max-plus over predecessors from a
//   double-buffered shared delta vector (one barrier per step), adds the log emission of
//   the (clamped) observed symbol and records its argmax predecessor as a byte in global
//   memory. Thread 0 then backtracks. Launch: block S=32, grid nseq=4; args S=32,
//   nsym=16, T=40 (the backpointer buffer holds nseq*T*S bytes).
// conv_viterbi_k7: hard/soft decoder for the rate-1/2, constraint-length-7 convolutional
//   code (generators 0171, 0133 octal, the 802.11 / CCSDS code). 64 states, one thread
//   per state, two warps per frame (block 64, one frame per block). The add-compare-select
//   decisions of a step are packed into two 32-bit words with __ballot_sync, so the
//   traceback (thread 0) reads 8 bytes per step. Path metrics are renormalised every 16
//   steps by the minimum found with a shared atomicMin. Soft inputs are signed bytes.
//   Launch: block 64, grid nframes=3; args nbits=48.
#include <cuda_runtime.h>
#include <float.h>

#define HMM_MAX_S 64
#define HMM_MAX_SYM 64

extern "C" __global__ void hmm_viterbi(const float* __restrict__ log_a,   // [S][S] from->to
                                       const float* __restrict__ log_b,   // [S][nsym]
                                       const float* __restrict__ log_pi,  // [S]
                                       const int* __restrict__ obs,       // [nseq][T]
                                       int S, int nsym, int T, int nseq,
                                       unsigned char* __restrict__ backptr,  // [nseq][T][S]
                                       int* __restrict__ path,               // [nseq][T]
                                       float* __restrict__ best_logp) {
  __shared__ float s_a[HMM_MAX_S * HMM_MAX_S];
  __shared__ float delta[2][HMM_MAX_S];
  const int seq = blockIdx.x;
  if (seq >= nseq || S <= 0 || S > HMM_MAX_S || nsym <= 0 || nsym > HMM_MAX_SYM || T <= 0)
    return;
  const int s = threadIdx.x;
  for (int i = threadIdx.x; i < S * S; i += blockDim.x) s_a[i] = log_a[i];
  const int* o = obs + (size_t)seq * T;
  unsigned char* bp = backptr + (size_t)seq * T * S;
  if (s < S) {
    int sym = min(max(o[0], 0), nsym - 1);
    delta[0][s] = log_pi[s] + log_b[s * nsym + sym];
  }
  __syncthreads();
  int cur = 0;
  for (int t = 1; t < T; ++t) {
    if (s < S) {
      float best = -FLT_MAX;
      int arg = 0;
      for (int p = 0; p < S; ++p) {
        float v = delta[cur][p] + s_a[p * S + s];
        if (v > best) { best = v; arg = p; }
      }
      int sym = min(max(o[t], 0), nsym - 1);
      delta[cur ^ 1][s] = best + log_b[s * nsym + sym];
      bp[(size_t)t * S + s] = (unsigned char)arg;
    }
    cur ^= 1;
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    float best = -FLT_MAX;
    int arg = 0;
    for (int p = 0; p < S; ++p)
      if (delta[cur][p] > best) { best = delta[cur][p]; arg = p; }
    best_logp[seq] = best;
    int* out = path + (size_t)seq * T;
    for (int t = T - 1; t >= 0; --t) {
      out[t] = arg;
      if (t > 0) arg = min((int)bp[(size_t)t * S + arg], S - 1);
    }
  }
}

#define K7_STATES 64

__device__ __forceinline__ int parity(unsigned v) { return __popc(v) & 1; }

extern "C" __global__ void conv_viterbi_k7(const signed char* __restrict__ soft,  // [nframes][nbits][2]
                                           int nbits, int nframes,
                                           unsigned int* __restrict__ decisions,  // [nframes][nbits][2]
                                           unsigned char* __restrict__ bits_out) {  // [nframes][nbits]
  __shared__ int pm[2][K7_STATES];
  __shared__ int pm_min;
  const int frame = blockIdx.x;
  if (frame >= nframes || nbits <= 0 || nbits > 4096 || blockDim.x != K7_STATES) return;
  const int s = threadIdx.x;              // new state: (input bit << 5) | (old state >> 1)
  const int lane = s & 31, warp = s >> 5;
  const signed char* in = soft + (size_t)frame * nbits * 2;
  unsigned int* dec = decisions + (size_t)frame * nbits * 2;

  // The two predecessors of state s are p0 = (s << 1) & 63 and p1 = p0 | 1; the input
  // bit is s >> 5. Expected code bits for each branch, computed once.
  const int b = s >> 5;
  const int p0 = (s << 1) & 63, p1 = p0 | 1;
  const unsigned reg0 = (unsigned)(b << 6 | p0), reg1 = (unsigned)(b << 6 | p1);
  const int e00 = parity(reg0 & 0171u), e01 = parity(reg0 & 0133u);
  const int e10 = parity(reg1 & 0171u), e11 = parity(reg1 & 0133u);

  pm[0][s] = s == 0 ? 0 : 1 << 20;
  if (s == 0) pm_min = 0x7fffffff;
  __syncthreads();
  int cur = 0;
  for (int t = 0; t < nbits; ++t) {
    int r0 = in[2 * t], r1 = in[2 * t + 1];
    // branch metric: distance of the soft symbol to the expected +-127 levels
    int bm0 = abs(r0 - (e00 ? -127 : 127)) + abs(r1 - (e01 ? -127 : 127));
    int bm1 = abs(r0 - (e10 ? -127 : 127)) + abs(r1 - (e11 ? -127 : 127));
    int m0 = pm[cur][p0] + bm0, m1 = pm[cur][p1] + bm1;
    bool take1 = m1 < m0;
    int m = take1 ? m1 : m0;
    unsigned word = __ballot_sync(0xffffffffu, take1);
    if (lane == 0) dec[(size_t)t * 2 + warp] = word;
    pm[cur ^ 1][s] = m;
    cur ^= 1;
    if ((t & 15) == 15) {
      atomicMin(&pm_min, m);
      __syncthreads();
      int mn = pm_min;
      __syncthreads();
      pm[cur][s] = m - mn;
      if (s == 0) pm_min = 0x7fffffff;
    }
    __syncthreads();
  }
  __threadfence_block();
  if (s == 0) {
    int best = 0, bm = pm[cur][0];
    for (int i = 1; i < K7_STATES; ++i)
      if (pm[cur][i] < bm) { bm = pm[cur][i]; best = i; }
    unsigned char* out = bits_out + (size_t)frame * nbits;
    int state = best;
    for (int t = nbits - 1; t >= 0; --t) {
      out[t] = (unsigned char)(state >> 5);
      unsigned w = dec[(size_t)t * 2 + (state >> 5)];
      int which = (w >> (state & 31)) & 1;
      state = ((state << 1) & 63) | which;
    }
  }
}
