// LLM decode-path kernels on fp16 data (kept as 16-bit words: cuda_fp16's conversions are inline
// PTX, so the two conversions are written out by hand below).
//   rope_neox_qk_f16      rotary position embedding, GPT-NeoX "rotate half" form on the first
//                         rotary_dim channels of every query and key head (grouped-query: fewer
//                         kv heads), in place. A thread owns one (token, frequency) pair: the
//                         inverse frequency and the angle (position / linear scaling factor)
//                         are computed once with exp2f/sincosf and reused over all heads.
//   gemv_int4_groupwise   y = W x + b for 4-bit weights packed eight to a word with per-group
//                         fp16 scales and uint8 zero points (GPTQ/AWQ-style): x staged once per
//                         block in dynamic shared memory as float, one warp per output row
//                         (grid-stride), each word unpacked by an unrolled nibble loop as
//                         s * (q.x - z * sum(x)), shuffle-xor reduction, fp16 result.
#include <cuda_runtime.h>
#include <stdint.h>

static __device__ __forceinline__ float h2f(uint16_t h) {
  const uint32_t sign = (uint32_t)(h & 0x8000u) << 16;
  const uint32_t em = h & 0x7fffu;
  float f = __uint_as_float(em << 13) * 5.192296858534828e+33f; // 2^112: rebias, subnormals included
  if (em >= 0x7c00u)
    f = __uint_as_float((em << 13) | 0x7f800000u); // inf / nan
  return __uint_as_float(__float_as_uint(f) | sign);
}

static __device__ __forceinline__ uint16_t f2h(float v) {
  uint32_t x = __float_as_uint(v);
  const uint32_t sign = (x >> 16) & 0x8000u;
  x &= 0x7fffffffu;
  uint32_t o;
  if (x >= (143u << 23)) { // >= 65536 before rounding, inf, nan
    o = x > 0x7f800000u ? 0x7e00u : 0x7c00u;
  } else if (x < (113u << 23)) { // result is subnormal or zero: let the FPU round
    const float r = __uint_as_float(x) + __uint_as_float(126u << 23);
    o = __float_as_uint(r) - (126u << 23);
  } else {
    const uint32_t odd = (x >> 13) & 1u;
    x += (uint32_t)(15 - 127) * (1u << 23) + 0xfffu + odd; // rebias + round to nearest even
    o = x >> 13;
  }
  return (uint16_t)(o | sign);
}

extern "C" __global__ void rope_neox_qk_f16(uint16_t *__restrict__ q, uint16_t *__restrict__ k,
                                            const int *__restrict__ positions, int ntokens, int nheads, int nkv_heads,
                                            int head_dim, int rotary_dim, float theta_base, float pos_scale) {
  const int half = rotary_dim >> 1;
  if (half <= 0 || rotary_dim > head_dim)
    return;
  const float log2_base = log2f(theta_base);
  const float inv_scale = 1.0f / fmaxf(pos_scale, 1.0f);
  const size_t q_tok = (size_t)nheads * head_dim, k_tok = (size_t)nkv_heads * head_dim;
  const size_t total = (size_t)ntokens * half;
  for (size_t idx = blockIdx.x * (size_t)blockDim.x + threadIdx.x; idx < total; idx += (size_t)gridDim.x * blockDim.x) {
    const int t = (int)(idx / half);
    const int i = (int)(idx - (size_t)t * half);
    const float inv_freq = exp2f(-(2.0f * i / rotary_dim) * log2_base);
    float s, c;
    sincosf((float)positions[t] * inv_scale * inv_freq, &s, &c);
    uint16_t *qt = q + (size_t)t * q_tok + i;
    for (int h = 0; h < nheads; ++h) {
      uint16_t *p = qt + (size_t)h * head_dim;
      const float x1 = h2f(p[0]), x2 = h2f(p[half]);
      p[0] = f2h(x1 * c - x2 * s);
      p[half] = f2h(x2 * c + x1 * s);
    }
    uint16_t *kt = k + (size_t)t * k_tok + i;
    for (int h = 0; h < nkv_heads; ++h) {
      uint16_t *p = kt + (size_t)h * head_dim;
      const float x1 = h2f(p[0]), x2 = h2f(p[half]);
      p[0] = f2h(x1 * c - x2 * s);
      p[half] = f2h(x2 * c + x1 * s);
    }
  }
}

extern "C" __global__ void gemv_int4_groupwise(const uint32_t *__restrict__ wq, const uint16_t *__restrict__ scales,
                                               const uint8_t *__restrict__ zeros, const uint16_t *__restrict__ x,
                                               const uint16_t *__restrict__ bias, uint16_t *__restrict__ y, int n_rows,
                                               int k_dim, int group_size) {
  extern __shared__ float s_x[];
  // K must be a multiple of 8 and of the group size, which is a multiple of 8
  if ((k_dim & 7) || group_size <= 0 || (group_size & 7) || k_dim % group_size)
    return;
  for (int j = threadIdx.x; j < k_dim; j += blockDim.x)
    s_x[j] = h2f(x[j]);
  __syncthreads();

  const int lane = threadIdx.x & 31;
  const int warps_per_block = blockDim.x >> 5;
  const int words = k_dim >> 3;
  const int ngroups = k_dim / group_size;
  const int words_per_group = group_size >> 3;
  for (int row = blockIdx.x * warps_per_block + (threadIdx.x >> 5); row < n_rows; row += gridDim.x * warps_per_block) {
    const uint32_t *wrow = wq + (size_t)row * words;
    const uint16_t *srow = scales + (size_t)row * ngroups;
    const uint8_t *zrow = zeros + (size_t)row * ngroups;
    float acc = 0.0f;
    for (int w = lane; w < words; w += 32) {
      const uint32_t packed = wrow[w];
      const int g = w / words_per_group;
      const float4 *xv = reinterpret_cast<const float4 *>(s_x + 8 * w);
      const float4 xa = xv[0], xb = xv[1];
      const float xs[8] = {xa.x, xa.y, xa.z, xa.w, xb.x, xb.y, xb.z, xb.w};
      float dot = 0.0f, xsum = 0.0f;
#pragma unroll
      for (int j = 0; j < 8; ++j) {
        const float qv = (float)((packed >> (4 * j)) & 0xfu);
        dot = fmaf(qv, xs[j], dot);
        xsum += xs[j];
      }
      acc = fmaf(h2f(srow[g]), dot - (float)zrow[g] * xsum, acc);
    }
#pragma unroll
    for (int off = 16; off > 0; off >>= 1)
      acc += __shfl_xor_sync(0xffffffffu, acc, off);
    if (lane == 0)
      y[row] = f2h(acc + (bias ? h2f(bias[row]) : 0.0f));
  }
}
