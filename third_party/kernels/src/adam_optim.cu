// Fused optimiser steps.
//   adamw_step_f32x4       AdamW (decoupled weight decay) over fp32 parameters with bias
//                          correction: hyper-parameters in a by-value struct, the step-dependent
//                          terms (1 - beta^t, the corrected step size) computed once per thread,
//                          float4 loads of p/g/m/v in a size_t grid-stride loop, a scalar loop for
//                          the n % 4 tail, optional gradient clipping coefficient read from device
//                          memory (written by a preceding norm kernel).
//   adam_mixed_f16_amsgrad mixed precision Adam: fp16 gradients (16-bit words, converted by hand)
//                          unscaled by the loss scale read from device memory, a skip of the
//                          whole step when the float overflow flag is 1 (as PyTorch's fused
//                          optimisers do), fp32 master weights and moments, optional AMSGrad
//                          running maximum, L2 (coupled) weight decay, fp16 copy of the new
//                          weights; non-finite gradients found here raise the flag (__any_sync,
//                          one atomicExch of 1.0f per warp).
#include <cuda_runtime.h>
#include <stdint.h>

struct AdamHyper {
  float lr;
  float beta1;
  float beta2;
  float eps;
  float weight_decay;
  int step; // 1-based
};

extern "C" __global__ void adamw_step_f32x4(float *__restrict__ param, const float *__restrict__ grad,
                                            float *__restrict__ exp_avg, float *__restrict__ exp_avg_sq, size_t n,
                                            AdamHyper h, const float *__restrict__ clip_coef) {
  const int t = max(h.step, 1);
  const float bc1 = 1.0f - powf(h.beta1, (float)t);
  const float bc2 = 1.0f - powf(h.beta2, (float)t);
  const float step_size = h.lr / bc1;
  const float inv_sqrt_bc2 = rsqrtf(bc2);
  const float decay = 1.0f - h.lr * h.weight_decay;
  const float gs = clip_coef ? fminf(*clip_coef, 1.0f) : 1.0f;
  const float b1 = h.beta1, b2 = h.beta2, omb1 = 1.0f - h.beta1, omb2 = 1.0f - h.beta2;

  const size_t n4 = n >> 2;
  const size_t stride = (size_t)gridDim.x * blockDim.x;
  const size_t tid = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  float4 *p4 = reinterpret_cast<float4 *>(param);
  const float4 *g4 = reinterpret_cast<const float4 *>(grad);
  float4 *m4 = reinterpret_cast<float4 *>(exp_avg);
  float4 *v4 = reinterpret_cast<float4 *>(exp_avg_sq);
  for (size_t i = tid; i < n4; i += stride) {
    float4 p = p4[i], g = g4[i], m = m4[i], v = v4[i];
#define ADAMW_LANE(c)                                                                                                  \
  do {                                                                                                                 \
    const float gc = g.c * gs;                                                                                         \
    m.c = fmaf(b1, m.c, omb1 * gc);                                                                                    \
    v.c = fmaf(b2, v.c, omb2 * gc * gc);                                                                               \
    const float denom = sqrtf(v.c) * inv_sqrt_bc2 + h.eps;                                                             \
    p.c = p.c * decay - step_size * m.c / denom;                                                                       \
  } while (0)
    ADAMW_LANE(x);
    ADAMW_LANE(y);
    ADAMW_LANE(z);
    ADAMW_LANE(w);
#undef ADAMW_LANE
    p4[i] = p;
    m4[i] = m;
    v4[i] = v;
  }
  for (size_t i = (n4 << 2) + tid; i < n; i += stride) {
    const float gc = grad[i] * gs;
    const float m = fmaf(b1, exp_avg[i], omb1 * gc);
    const float v = fmaf(b2, exp_avg_sq[i], omb2 * gc * gc);
    exp_avg[i] = m;
    exp_avg_sq[i] = v;
    param[i] = param[i] * decay - step_size * m / (sqrtf(v) * inv_sqrt_bc2 + h.eps);
  }
}

static __device__ __forceinline__ float h2f(uint16_t hb) {
  const uint32_t sign = (uint32_t)(hb & 0x8000u) << 16;
  const uint32_t em = hb & 0x7fffu;
  float f = __uint_as_float(em << 13) * 5.192296858534828e+33f;
  if (em >= 0x7c00u)
    f = __uint_as_float((em << 13) | 0x7f800000u);
  return __uint_as_float(__float_as_uint(f) | sign);
}

static __device__ __forceinline__ uint16_t f2h(float v) {
  uint32_t x = __float_as_uint(v);
  const uint32_t sign = (x >> 16) & 0x8000u;
  x &= 0x7fffffffu;
  uint32_t o;
  if (x >= (143u << 23)) {
    o = x > 0x7f800000u ? 0x7e00u : 0x7c00u;
  } else if (x < (113u << 23)) {
    o = __float_as_uint(__uint_as_float(x) + 0.5f) - (126u << 23);
  } else {
    x += (uint32_t)(15 - 127) * (1u << 23) + 0xfffu + ((x >> 13) & 1u);
    o = x >> 13;
  }
  return (uint16_t)(o | sign);
}

extern "C" __global__ void adam_mixed_f16_amsgrad(float *__restrict__ master, uint16_t *__restrict__ model_f16,
                                                  const uint16_t *__restrict__ grad_f16, float *__restrict__ exp_avg,
                                                  float *__restrict__ exp_avg_sq, float *__restrict__ max_exp_avg_sq,
                                                  int n, AdamHyper h, const float *__restrict__ grad_scale,
                                                  float *__restrict__ found_inf) {
  if (*(volatile float *)found_inf == 1.0f) // an earlier kernel saw an overflow: skip the whole step
    return;
  const float inv_scale = grad_scale ? 1.0f / *grad_scale : 1.0f;
  const float bc1 = 1.0f - __powf(h.beta1, (float)max(h.step, 1));
  const float bc2 = 1.0f - __powf(h.beta2, (float)max(h.step, 1));
  const float step_size = h.lr * sqrtf(bc2) / bc1;
  const bool amsgrad = max_exp_avg_sq != nullptr;
  bool bad = false;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    float g = h2f(grad_f16[i]) * inv_scale;
    if (!isfinite(g)) {
      bad = true;
      continue;
    }
    const float p = master[i];
    g = fmaf(h.weight_decay, p, g); // coupled L2
    const float m = fmaf(h.beta1, exp_avg[i], (1.0f - h.beta1) * g);
    const float v = fmaf(h.beta2, exp_avg_sq[i], (1.0f - h.beta2) * g * g);
    exp_avg[i] = m;
    exp_avg_sq[i] = v;
    float vhat = v;
    if (amsgrad) {
      vhat = fmaxf(max_exp_avg_sq[i], v);
      max_exp_avg_sq[i] = vhat;
    }
    const float np = p - step_size * m / (sqrtf(vhat) + h.eps);
    master[i] = np;
    model_f16[i] = f2h(np);
  }
  if (__any_sync(0xffffffffu, bad) && (threadIdx.x & 31) == 0)
    atomicExch(found_inf, 1.0f);
}
