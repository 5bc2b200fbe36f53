// Recommendation / transformer glue kernels.
//   embedding_bag_pool      EmbeddingBag: one warp per bag, indices[offsets[b] .. offsets[b+1])
//                           (clamped; out-of-range ids skipped) gathered from a row-major table
//                           with 64-bit row offsets, optional per-sample weights (null pointer
//                           test), mode 0 sum / 1 mean / 2 max; lanes run over the embedding
//                           dimension with float4 loads when dim % 4 == 0, scalar otherwise.
//                           Block: multiple of 32.
//   bias_gelu_dropout_f16   fused bias add + tanh-approximation GELU + inverted dropout on
//                           fp16 activations (rows x cols, row-major) kept as raw 16-bit words
//                           and converted by hand (exponent-rebias multiply in, round-to-nearest-
//                           even bit manipulation out; no cuda_fp16 intrinsics): a counter-based
//                           splitmix64 hash of (seed, offset + element pair) gives two uniforms
//                           per half2; float math inside, keep-mask bytes written for the
//                           backward pass; packed 2 x fp16 (u32) path for even cols, scalar otherwise.
#include <cuda_runtime.h>

extern "C" __global__ void embedding_bag_pool(const float *__restrict__ table, long long num_emb, int dim,
                                              const int *__restrict__ indices, int nindices,
                                              const int *__restrict__ offsets, int nbags,
                                              const float *__restrict__ per_sample_weights, int mode,
                                              float *__restrict__ out) {
  const int lane = threadIdx.x & 31;
  const int bag = (int)((blockIdx.x * (size_t)blockDim.x + threadIdx.x) >> 5);
  if (bag >= nbags || dim <= 0)
    return; // warp-uniform
  const int b0 = min(max(offsets[bag], 0), nindices);
  const int b1 = min(max(offsets[bag + 1], b0), nindices);
  const bool is_max = mode == 2;
  float *orow = out + (size_t)bag * dim;
  int used = 0;
  if ((dim & 3) == 0) {
    const int d4 = dim >> 2;
    for (int j = lane; j < d4; j += 32) {
      float4 acc = is_max ? make_float4(-INFINITY, -INFINITY, -INFINITY, -INFINITY) : make_float4(0.f, 0.f, 0.f, 0.f);
      used = 0;
      for (int k = b0; k < b1; ++k) {
        const int id = indices[k];
        if (id < 0 || id >= num_emb)
          continue;
        const float4 v = reinterpret_cast<const float4 *>(table + (size_t)id * dim)[j];
        const float wgt = per_sample_weights ? per_sample_weights[k] : 1.0f;
        if (is_max) {
          acc.x = fmaxf(acc.x, v.x);
          acc.y = fmaxf(acc.y, v.y);
          acc.z = fmaxf(acc.z, v.z);
          acc.w = fmaxf(acc.w, v.w);
        } else {
          acc.x = fmaf(wgt, v.x, acc.x);
          acc.y = fmaf(wgt, v.y, acc.y);
          acc.z = fmaf(wgt, v.z, acc.z);
          acc.w = fmaf(wgt, v.w, acc.w);
        }
        ++used;
      }
      if (used == 0) {
        acc = make_float4(0.f, 0.f, 0.f, 0.f);
      } else if (mode == 1) {
        const float inv = 1.0f / used;
        acc.x *= inv;
        acc.y *= inv;
        acc.z *= inv;
        acc.w *= inv;
      }
      reinterpret_cast<float4 *>(orow)[j] = acc;
    }
  } else {
    for (int j = lane; j < dim; j += 32) {
      float acc = is_max ? -INFINITY : 0.0f;
      used = 0;
      for (int k = b0; k < b1; ++k) {
        const int id = indices[k];
        if (id < 0 || id >= num_emb)
          continue;
        const float v = table[(size_t)id * dim + j];
        acc = is_max ? fmaxf(acc, v) : fmaf(per_sample_weights ? per_sample_weights[k] : 1.0f, v, acc);
        ++used;
      }
      orow[j] = used == 0 ? 0.0f : (mode == 1 ? acc / used : acc);
    }
  }
}

static __device__ __forceinline__ unsigned long long splitmix64(unsigned long long z) {
  z += 0x9e3779b97f4a7c15ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static __device__ __forceinline__ float gelu_tanh(float x) {
  const float k0 = 0.7978845608f, k1 = 0.044715f;
  return 0.5f * x * (1.0f + tanhf(k0 * fmaf(k1 * x * x, x, x)));
}

static __device__ __forceinline__ float f16_to_f32(unsigned int h) {
  const unsigned int sign = (h & 0x8000u) << 16;
  const unsigned int em = h & 0x7fffu;
  float f = __uint_as_float(em << 13) * 5.192296858534828e33f; // 2^112 rebias, exact for subnormals
  if (em >= 0x7c00u)
    f = __uint_as_float(0x7f800000u | ((em & 0x3ffu) << 13)); // inf / nan
  return __uint_as_float(__float_as_uint(f) | sign);
}

static __device__ __forceinline__ unsigned int f32_to_f16_rne(float v) {
  unsigned int f = __float_as_uint(v);
  const unsigned int sign = f & 0x80000000u;
  f ^= sign;
  unsigned int o;
  if (f >= 0x47800000u) { // overflow to inf, or nan
    o = f > 0x7f800000u ? 0x7e00u : 0x7c00u;
  } else if (f < 0x38800000u) { // subnormal or zero: let the FPU round via a magic add
    const float t = __uint_as_float(f) + 0.5f;
    o = __float_as_uint(t) - 0x3f000000u;
  } else {
    const unsigned int mant_odd = (f >> 13) & 1u;
    f += 0xc8000fffu; // ((15 - 127) << 23) + 0xfff, modulo 2^32
    f += mant_odd;
    o = f >> 13;
  }
  return o | (sign >> 16);
}

extern "C" __global__ void bias_gelu_dropout_f16(const unsigned short *__restrict__ x,
                                                 const unsigned short *__restrict__ bias, unsigned short *__restrict__ y,
                                                 unsigned char *__restrict__ keep, int rows, int cols, float p_drop,
                                                 unsigned long long seed, unsigned long long offset) {
  const float p = fminf(fmaxf(p_drop, 0.0f), 0.999f);
  const float scale = 1.0f / (1.0f - p);
  const unsigned int threshold = (unsigned int)(p * 4294967040.0f); // drop if u32 < threshold
  const size_t stride = (size_t)gridDim.x * blockDim.x;
  if (rows <= 0 || cols <= 0)
    return;
  if ((cols & 1) == 0) {
    const int hc = cols >> 1;
    const size_t total = (size_t)rows * hc;
    const unsigned int *x2 = reinterpret_cast<const unsigned int *>(x);
    const unsigned int *b2 = reinterpret_cast<const unsigned int *>(bias);
    unsigned int *y2 = reinterpret_cast<unsigned int *>(y);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < total; i += stride) {
      const int c2 = (int)(i % hc);
      const unsigned int xw = x2[i], bw = b2[c2];
      const float v0 = f16_to_f32(xw & 0xffffu) + f16_to_f32(bw & 0xffffu);
      const float v1 = f16_to_f32(xw >> 16) + f16_to_f32(bw >> 16);
      const unsigned long long r = splitmix64(seed ^ splitmix64(offset + i));
      const bool k0 = (unsigned int)r >= threshold;
      const bool k1 = (unsigned int)(r >> 32) >= threshold;
      const float g0 = k0 ? gelu_tanh(v0) * scale : 0.0f;
      const float g1 = k1 ? gelu_tanh(v1) * scale : 0.0f;
      y2[i] = f32_to_f16_rne(g0) | (f32_to_f16_rne(g1) << 16);
      keep[2 * i] = k0;
      keep[2 * i + 1] = k1;
    }
  } else {
    const size_t total = (size_t)rows * cols;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < total; i += stride) {
      const int c = (int)(i % cols);
      const float v = f16_to_f32(x[i]) + f16_to_f32(bias[c]);
      const unsigned long long r = splitmix64(seed ^ splitmix64(offset + (i >> 1)));
      const unsigned int u = (i & 1) ? (unsigned int)(r >> 32) : (unsigned int)r;
      const bool k = u >= threshold;
      y[i] = (unsigned short)f32_to_f16_rne(k ? gelu_tanh(v) * scale : 0.0f);
      keep[i] = k;
    }
  }
}
