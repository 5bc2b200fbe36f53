// LLM token sampling: repetition / presence penalties through a shared vocabulary bitmask,
// temperature softmax, top-k by a four-pass 8-bit radix threshold search over order-preserving
// float keys, and top-p over sorted probabilities with a block prefix sum; random numbers come
// from a Philox-4x32-10 counter generator.
#include <cuda_runtime.h>
#include <stdint.h>

#define SAMP_BLOCK 256
#define SAMP_WARPS (SAMP_BLOCK / 32)
#define SAMP_MAX_VOCAB 32768

struct PenaltyParams {
  float repetition;  // > 1 discourages repeats
  float presence;    // subtracted once per seen token
  float temperature;
  int max_history;
};

__device__ __noinline__ uint4 philox4x32_10(uint4 ctr, uint2 key) {
  const unsigned M0 = 0xD2511F53u, M1 = 0xCD9E8D57u, W0 = 0x9E3779B9u, W1 = 0xBB67AE85u;
#pragma unroll
  for (int r = 0; r < 10; ++r) {
    const unsigned hi0 = __umulhi(M0, ctr.x), lo0 = M0 * ctr.x;
    const unsigned hi1 = __umulhi(M1, ctr.z), lo1 = M1 * ctr.z;
    ctr = make_uint4(hi1 ^ ctr.y ^ key.x, lo1, hi0 ^ ctr.w ^ key.y, lo0);
    key.x += W0;
    key.y += W1;
  }
  return ctr;
}

__device__ __forceinline__ float philox_uniform(unsigned long long seed, unsigned long long offset, int row) {
  const uint4 r = philox4x32_10(make_uint4((unsigned)offset, (unsigned)(offset >> 32), (unsigned)row, 0u),
                                make_uint2((unsigned)seed, (unsigned)(seed >> 32)));
  return (float)(r.x >> 8) * (1.f / 16777216.f);  // [0, 1)
}

__device__ __forceinline__ unsigned float_key(float f) {
  if (f != f) return 0u;  // NaN sorts below everything
  const unsigned b = __float_as_uint(f);
  return b ^ ((b & 0x80000000u) ? 0xffffffffu : 0x80000000u);
}

template <typename T, typename Op>
__device__ __forceinline__ T block_allreduce(T v, T* s_tmp, Op op) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) v = op(v, __shfl_xor_sync(0xffffffffu, v, o));
  __syncthreads();
  if (lane == 0) s_tmp[warp] = v;
  __syncthreads();
  v = s_tmp[0];
#pragma unroll
  for (int w = 1; w < SAMP_WARPS; ++w) v = op(v, s_tmp[w]);
  return v;
}

struct MaxOp { __device__ float operator()(float a, float b) const { return fmaxf(a, b); } };
struct SumOp { __device__ float operator()(float a, float b) const { return a + b; } };

// Block inclusive scan of one value per thread; returns the inclusive prefix, total in *total.
__device__ __forceinline__ float block_inclusive_scan(float v, float* s_warp, float* total) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
#pragma unroll
  for (int o = 1; o < 32; o <<= 1) {
    const float up = __shfl_up_sync(0xffffffffu, v, o);
    if (lane >= o) v += up;
  }
  __syncthreads();
  if (lane == 31) s_warp[warp] = v;
  __syncthreads();
  float base = 0.f, all = 0.f;
#pragma unroll
  for (int w = 0; w < SAMP_WARPS; ++w) {
    base += w < warp ? s_warp[w] : 0.f;
    all += s_warp[w];
  }
  *total = all;
  return base + v;
}

// A block per batch row: mark the history tokens in a shared bitmask, then one pass over the
// vocabulary applies the penalties once per distinct token and divides by the temperature.
extern "C" __global__ void __launch_bounds__(SAMP_BLOCK)
    sampling_apply_penalties(float* __restrict__ logits, const int* __restrict__ history,
                             const int* __restrict__ history_len, int vocab, int history_stride,
                             PenaltyParams pp) {
  __shared__ unsigned s_seen[SAMP_MAX_VOCAB / 32];
  if (blockDim.x != SAMP_BLOCK || vocab < 1 || vocab > SAMP_MAX_VOCAB) return;
  const int row = blockIdx.x;
  const int words = (vocab + 31) >> 5;
  for (int i = threadIdx.x; i < words; i += SAMP_BLOCK) s_seen[i] = 0u;
  __syncthreads();
  const int hl = min(max(history_len[row], 0), min(history_stride, max(pp.max_history, 0)));
  const int* h = history + (long long)row * history_stride;
  for (int i = threadIdx.x; i < hl; i += SAMP_BLOCK) {
    const unsigned tok = (unsigned)h[i] % (unsigned)vocab;
    atomicOr(&s_seen[tok >> 5], 1u << (tok & 31));
  }
  __syncthreads();
  const float rep = fminf(fmaxf(pp.repetition, 1e-3f), 1e3f);
  const float pres = fminf(fmaxf(pp.presence, -1e3f), 1e3f);
  const float inv_t = 1.f / fminf(fmaxf(pp.temperature, 1e-3f), 1e3f);
  float* l = logits + (long long)row * vocab;
  for (int i = threadIdx.x; i < vocab; i += SAMP_BLOCK) {
    float v = l[i];
    if ((s_seen[i >> 5] >> (i & 31)) & 1u) v = (v > 0.f ? v / rep : v * rep) - pres;
    l[i] = v * inv_t;
  }
}

// Top-k sampling, a block per row. Radix select finds the key of the k-th largest logit in four
// 8-bit passes (histogram in shared memory, warp 0 locates the bin by a suffix scan); kept tokens
// are softmax-normalised and sampled by inverse CDF with a chunked block scan.
extern "C" __global__ void __launch_bounds__(SAMP_BLOCK)
    sampling_topk_radix(const float* __restrict__ logits, int* __restrict__ out_token, float* __restrict__ out_prob,
                        int vocab, int k, unsigned long long seed, unsigned long long offset) {
  __shared__ unsigned s_hist[256];
  __shared__ unsigned s_sel[2];
  __shared__ float s_red[SAMP_WARPS];
  __shared__ int s_found;
  if (blockDim.x != SAMP_BLOCK || vocab < 1) return;
  const int row = blockIdx.x;
  const float* l = logits + (long long)row * vocab;
  const int kk = min(max(k, 1), vocab);
  unsigned prefix = 0u, mask = 0u, remaining = (unsigned)kk;
  const int lane = threadIdx.x & 31;
  for (int pass = 0; pass < 4; ++pass) {
    const int shift = 24 - 8 * pass;
    s_hist[threadIdx.x] = 0u;
    __syncthreads();
    for (int i = threadIdx.x; i < vocab; i += SAMP_BLOCK) {
      const unsigned key = float_key(l[i]);
      if ((key & mask) == prefix) atomicAdd(&s_hist[(key >> shift) & 0xffu], 1u);
    }
    __syncthreads();
    if (threadIdx.x < 32) {
      // lane owns bins 255-8*lane .. 248-8*lane (descending)
      unsigned own = 0;
#pragma unroll
      for (int j = 0; j < 8; ++j) own += s_hist[255 - 8 * lane - j];
      unsigned incl = own;
#pragma unroll
      for (int o = 1; o < 32; o <<= 1) {
        const unsigned up = __shfl_up_sync(0xffffffffu, incl, o);
        if (lane >= o) incl += up;
      }
      const unsigned excl = incl - own;
      const unsigned hit = __ballot_sync(0xffffffffu, incl >= remaining && excl < remaining);
      const int src = hit ? __ffs(hit) - 1 : 31;
      if (lane == src) {
        unsigned cum = excl;
        int bin = 255 - 8 * lane - 7;
        for (int j = 0; j < 8; ++j) {
          const int b = 255 - 8 * lane - j;
          if (cum + s_hist[b] >= remaining) { bin = b; break; }
          cum += s_hist[b];
        }
        s_sel[0] = (unsigned)bin;
        s_sel[1] = remaining > cum ? remaining - cum : 1u;
      }
    }
    __syncthreads();
    prefix |= s_sel[0] << shift;
    mask |= 0xffu << shift;
    remaining = s_sel[1];
    __syncthreads();
  }
  const unsigned thresh = prefix;

  float mx = -INFINITY;
  for (int i = threadIdx.x; i < vocab; i += SAMP_BLOCK) {
    const float v = l[i];
    if (float_key(v) >= thresh) mx = fmaxf(mx, v);
  }
  mx = block_allreduce(mx, s_red, MaxOp());
  if (!(mx > -INFINITY && mx < INFINITY)) mx = 0.f;
  float sum = 0.f;
  for (int i = threadIdx.x; i < vocab; i += SAMP_BLOCK) {
    const float v = l[i];
    if (float_key(v) >= thresh) sum += __expf(fmaxf(v - mx, -80.f));
  }
  sum = block_allreduce(sum, s_red, SumOp());
  const float u = philox_uniform(seed, offset, row) * sum;
  if (threadIdx.x == 0) s_found = 0x7fffffff;
  __syncthreads();
  float running = 0.f;
  for (int base = 0; base < vocab; base += SAMP_BLOCK) {
    const int i = base + threadIdx.x;
    float e = 0.f;
    if (i < vocab) {
      const float v = l[i];
      if (float_key(v) >= thresh) e = __expf(fmaxf(v - mx, -80.f));
    }
    float chunk;
    const float incl = running + block_inclusive_scan(e, s_red, &chunk);
    if (e > 0.f && incl >= u) atomicMin(&s_found, i);
    running += chunk;
    __syncthreads();
    if (s_found != 0x7fffffff) break;
  }
  if (threadIdx.x == 0) {
    int tok = s_found;
    if (tok == 0x7fffffff) tok = 0;
    out_token[row] = tok;
    out_prob[row] = sum > 0.f ? __expf(fmaxf(l[tok] - mx, -80.f)) / sum : 0.f;
  }
}

// Top-p over probabilities already sorted in descending order: the kept prefix is the shortest
// one whose mass reaches top_p; the token is drawn within it by a second scan pass.
extern "C" __global__ void __launch_bounds__(SAMP_BLOCK)
    sampling_topp_sorted(const float* __restrict__ sorted_probs, const int* __restrict__ sorted_ids,
                         int* __restrict__ out_token, int vocab, float top_p, unsigned long long seed,
                         unsigned long long offset) {
  __shared__ float s_warp[SAMP_WARPS];
  __shared__ int s_cut;
  __shared__ float s_mass;
  if (blockDim.x != SAMP_BLOCK || vocab < 1) return;
  const int row = blockIdx.x;
  const float* p = sorted_probs + (long long)row * vocab;
  const float tp = fminf(fmaxf(top_p, 1e-6f), 1.f);
  if (threadIdx.x == 0) {
    s_cut = 0x7fffffff;
    s_mass = 0.f;
  }
  __syncthreads();
  float running = 0.f;
  for (int base = 0; base < vocab; base += SAMP_BLOCK) {
    const int i = base + threadIdx.x;
    const float v = i < vocab ? fminf(fmaxf(p[i], 0.f), 1.f) : 0.f;
    float chunk;
    const float incl = running + block_inclusive_scan(v, s_warp, &chunk);
    if (i < vocab && incl >= tp) atomicMin(&s_cut, i);
    running += chunk;
    __syncthreads();
    if (s_cut != 0x7fffffff) {
      if (i == s_cut) s_mass = incl;
      break;
    }
  }
  __syncthreads();
  if (threadIdx.x == 0 && s_cut == 0x7fffffff) {
    s_cut = vocab - 1;
    s_mass = running;
  }
  __syncthreads();
  const int cut = s_cut;
  const float mass = s_mass;
  const float u = philox_uniform(seed, offset, row) * mass;
  __syncthreads();
  if (threadIdx.x == 0) s_cut = 0x7fffffff;
  __syncthreads();
  running = 0.f;
  for (int base = 0; base <= cut; base += SAMP_BLOCK) {
    const int i = base + threadIdx.x;
    const float v = i <= cut ? fminf(fmaxf(p[i], 0.f), 1.f) : 0.f;
    float chunk;
    const float incl = running + block_inclusive_scan(v, s_warp, &chunk);
    if (i <= cut && v > 0.f && incl > u) atomicMin(&s_cut, i);
    running += chunk;
    __syncthreads();
    if (s_cut != 0x7fffffff) break;
  }
  if (threadIdx.x == 0) {
    const int pos = s_cut != 0x7fffffff ? s_cut : cut;
    out_token[row] = (int)((unsigned)sorted_ids[(long long)row * vocab + pos] % (unsigned)vocab);
  }
}

// Temperature softmax (a block per row) producing the probabilities the sort / top-p consumes.
extern "C" __global__ void __launch_bounds__(SAMP_BLOCK)
    sampling_softmax(const float* __restrict__ logits, float* __restrict__ probs, int vocab, float temperature) {
  __shared__ float s_red[SAMP_WARPS];
  if (blockDim.x != SAMP_BLOCK || vocab < 1) return;
  const float inv_t = 1.f / fminf(fmaxf(temperature, 1e-3f), 1e3f);
  const float* l = logits + (long long)blockIdx.x * vocab;
  float* o = probs + (long long)blockIdx.x * vocab;
  float mx = -INFINITY;
  for (int i = threadIdx.x; i < vocab; i += SAMP_BLOCK) mx = fmaxf(mx, l[i] * inv_t);
  mx = block_allreduce(mx, s_red, MaxOp());
  if (!(mx > -INFINITY && mx < INFINITY)) mx = 0.f;
  float sum = 0.f;
  for (int i = threadIdx.x; i < vocab; i += SAMP_BLOCK) sum += __expf(fmaxf(l[i] * inv_t - mx, -80.f));
  sum = block_allreduce(sum, s_red, SumOp());
  const float inv = sum > 0.f ? 1.f / sum : 0.f;
  for (int i = threadIdx.x; i < vocab; i += SAMP_BLOCK) o[i] = __expf(fmaxf(l[i] * inv_t - mx, -80.f)) * inv;
}
