// 2-D Laplace fast multipole pieces on padded leaves (LEAF_CAP particles per box, x, y, charge):
// P2M into a fixed-order complex multipole expansion with a block reduction, M2L through the
// Greengard-Rokhlin translation with a shared Pascal triangle and staged source expansions, L2P by
// Horner, and the P2P near field with source tiles in shared memory.
#include <cuda_runtime.h>
#include <stdint.h>

#define LEAF_CAP 64
#define FMM_MAX_ILIST 27
#define FMM_MAX_NEIGH 9

__device__ __forceinline__ float2 cadd(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }
__device__ __forceinline__ float2 cmul(float2 a, float2 b) {
  return make_float2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}
__device__ __forceinline__ float2 cscale(float2 a, float s) { return make_float2(a.x * s, a.y * s); }

__device__ __noinline__ float2 cinv(float2 z) {
  const float d = z.x * z.x + z.y * z.y;
  const float r = d > 1e-30f ? 1.f / d : 0.f;
  return make_float2(z.x * r, -z.y * r);
}

__device__ __noinline__ float2 clog(float2 z) {
  return make_float2(0.5f * logf(fmaxf(z.x * z.x + z.y * z.y, 1e-30f)), atan2f(z.y, z.x));
}

__device__ __forceinline__ int leaf_count(const int* cnt, int b) { return min(max(cnt[b], 0), LEAF_CAP); }

// a_0 = sum q, a_k = -sum q (z - zc)^k / k.
template <int P>
__device__ __forceinline__ void p2m_body(const float4* __restrict__ parts, const int* __restrict__ counts,
                                         const float2* __restrict__ centers, float2* __restrict__ mpole,
                                         int nboxes) {
  __shared__ float2 s_part[LEAF_CAP / 32][P + 1];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  for (int b = blockIdx.x; b < nboxes; b += gridDim.x) {
    const int n = leaf_count(counts, b);
    const float2 zc = centers[b];
    float2 a[P + 1];
#pragma unroll
    for (int k = 0; k <= P; ++k) a[k] = make_float2(0.f, 0.f);
    for (int i = threadIdx.x; i < n; i += blockDim.x) {
      const float4 p = parts[(long long)b * LEAF_CAP + i];
      const float2 dz = make_float2(p.x - zc.x, p.y - zc.y);
      a[0].x += p.z;
      float2 pw = dz;
#pragma unroll
      for (int k = 1; k <= P; ++k) {
        a[k] = cadd(a[k], cscale(pw, -p.z / (float)k));
        pw = cmul(pw, dz);
      }
    }
#pragma unroll
    for (int k = 0; k <= P; ++k) {
#pragma unroll
      for (int o = 16; o > 0; o >>= 1) {
        a[k].x += __shfl_xor_sync(0xffffffffu, a[k].x, o);
        a[k].y += __shfl_xor_sync(0xffffffffu, a[k].y, o);
      }
    }
    if (lane == 0) {
#pragma unroll
      for (int k = 0; k <= P; ++k) s_part[warp][k] = a[k];
    }
    __syncthreads();
    for (int k = threadIdx.x; k <= P; k += blockDim.x) {
      float2 s = s_part[0][k];
#pragma unroll
      for (int w = 1; w < LEAF_CAP / 32; ++w) s = cadd(s, s_part[w][k]);
      mpole[(long long)b * (P + 1) + k] = s;
    }
    __syncthreads();
  }
}

extern "C" __global__ void __launch_bounds__(LEAF_CAP)
    fmm_p2m_p8(const float4* __restrict__ parts, const int* __restrict__ counts, const float2* __restrict__ centers,
               float2* __restrict__ mpole, int nboxes) {
  if (blockDim.x != LEAF_CAP) return;
  p2m_body<8>(parts, counts, centers, mpole, nboxes);
}

extern "C" __global__ void __launch_bounds__(LEAF_CAP)
    fmm_p2m_p16(const float4* __restrict__ parts, const int* __restrict__ counts, const float2* __restrict__ centers,
                float2* __restrict__ mpole, int nboxes) {
  if (blockDim.x != LEAF_CAP) return;
  p2m_body<16>(parts, counts, centers, mpole, nboxes);
}

// M2L, thread l produces local coefficient b_l of the target box:
//   b_0 = a_0 log(-z0) + sum_k (-1)^k a_k z0^-k
//   b_l = -a_0 / (l z0^l) + z0^-l sum_k (-1)^k a_k z0^-k C(l+k-1, k-1)
template <int P>
__device__ __forceinline__ void m2l_body(const float2* __restrict__ mpole, const float2* __restrict__ centers,
                                         const int* __restrict__ ilist, const int* __restrict__ icount,
                                         float2* __restrict__ local, int nboxes) {
  __shared__ float s_binom[2 * P][P];
  __shared__ float2 s_a[P + 1];
  __shared__ float2 s_z0;
  for (int n = threadIdx.x; n < 2 * P; n += blockDim.x) {
    float c = 1.f;
    for (int r = 0; r < P; ++r) {
      s_binom[n][r] = r <= n ? c : 0.f;
      c = c * (float)(n - r) / (float)(r + 1);
    }
  }
  __syncthreads();
  const int l = threadIdx.x;
  for (int b = blockIdx.x; b < nboxes; b += gridDim.x) {
    const float2 zt = centers[b];
    float2 acc = make_float2(0.f, 0.f);
    const int cnt = min(max(icount[b], 0), FMM_MAX_ILIST);
    for (int j = 0; j < cnt; ++j) {
      const int src = (int)((unsigned)ilist[(long long)b * FMM_MAX_ILIST + j] % (unsigned)nboxes);
      if (l <= P) s_a[l] = mpole[(long long)src * (P + 1) + l];
      if (l == 0) {
        const float2 zs = centers[src];
        s_z0 = make_float2(zs.x - zt.x, zs.y - zt.y);
      }
      __syncthreads();
      const float2 z0 = s_z0;
      if (l <= P && (z0.x != 0.f || z0.y != 0.f)) {
        const float2 iz = cinv(z0);
        float2 sum = make_float2(0.f, 0.f);
        float2 izk = make_float2(1.f, 0.f);
#pragma unroll
        for (int k = 1; k <= P; ++k) {
          izk = cmul(izk, iz);
          const float sgn = (k & 1) ? -1.f : 1.f;
          const float coef = l == 0 ? sgn : sgn * s_binom[l + k - 1][k - 1];
          sum = cadd(sum, cscale(cmul(s_a[k], izk), coef));
        }
        if (l == 0) {
          acc = cadd(acc, cadd(cmul(s_a[0], clog(make_float2(-z0.x, -z0.y))), sum));
        } else {
          float2 izl = make_float2(1.f, 0.f);
          for (int e = 0; e < l; ++e) izl = cmul(izl, iz);
          const float2 t = cadd(cscale(s_a[0], -1.f / (float)l), sum);
          acc = cadd(acc, cmul(izl, t));
        }
      }
      __syncthreads();
    }
    if (l <= P) local[(long long)b * (P + 1) + l] = acc;
  }
}

extern "C" __global__ void fmm_m2l_p16(const float2* __restrict__ mpole, const float2* __restrict__ centers,
                                       const int* __restrict__ ilist, const int* __restrict__ icount,
                                       float2* __restrict__ local, int nboxes) {
  if (blockDim.x < 17 || nboxes < 1) return;
  m2l_body<16>(mpole, centers, ilist, icount, local, nboxes);
}

// Far-field potential and field from the local expansion: phi = Re sum b_l dz^l by Horner,
// E = -conj(d/dz). Adds into the near-field results.
extern "C" __global__ void __launch_bounds__(LEAF_CAP)
    fmm_l2p_p16(const float4* __restrict__ parts, const int* __restrict__ counts, const float2* __restrict__ centers,
                const float2* __restrict__ local, float* __restrict__ phi, float2* __restrict__ field,
                int nboxes) {
  constexpr int P = 16;
  __shared__ float2 s_b[P + 1];
  if (blockDim.x < P + 1) return;
  for (int b = blockIdx.x; b < nboxes; b += gridDim.x) {
    if (threadIdx.x <= P) s_b[threadIdx.x] = local[(long long)b * (P + 1) + threadIdx.x];
    __syncthreads();
    const int n = leaf_count(counts, b);
    const float2 zc = centers[b];
    for (int i = threadIdx.x; i < n; i += blockDim.x) {
      const long long slot = (long long)b * LEAF_CAP + i;
      const float4 p = parts[slot];
      const float2 dz = make_float2(p.x - zc.x, p.y - zc.y);
      float2 u = s_b[P];
      float2 du = cscale(s_b[P], (float)P);
#pragma unroll
      for (int l = P - 1; l >= 0; --l) {
        u = cadd(cmul(u, dz), s_b[l]);
        if (l >= 1) du = cadd(cmul(du, dz), cscale(s_b[l], (float)l));
      }
      phi[slot] += u.x;
      const float2 f = field[slot];
      field[slot] = make_float2(f.x - du.x, f.y + du.y);
    }
    __syncthreads();
  }
}

// Near field: thread = target slot in the leaf, neighbour leaves streamed through shared memory.
// phi = sum q log r, field = sum q (dx, dy) / r^2, self term skipped by r^2 == 0.
extern "C" __global__ void __launch_bounds__(LEAF_CAP)
    fmm_p2p(const float4* __restrict__ parts, const int* __restrict__ counts, const int* __restrict__ nlist,
            const int* __restrict__ ncount, float* __restrict__ phi, float2* __restrict__ field, int nboxes) {
  __shared__ float4 s_src[LEAF_CAP];
  if (blockDim.x != LEAF_CAP || nboxes < 1) return;
  const int t = threadIdx.x;
  for (int b = blockIdx.x; b < nboxes; b += gridDim.x) {
    const int n = leaf_count(counts, b);
    const long long slot = (long long)b * LEAF_CAP + t;
    const float4 me = parts[slot];
    float pot = 0.f, ex = 0.f, ey = 0.f;
    const int nn = min(max(ncount[b], 0), FMM_MAX_NEIGH);
    for (int j = 0; j < nn; ++j) {
      const int src = (int)((unsigned)nlist[(long long)b * FMM_MAX_NEIGH + j] % (unsigned)nboxes);
      const int ns = leaf_count(counts, src);
      if (t < ns) s_src[t] = parts[(long long)src * LEAF_CAP + t];
      __syncthreads();
#pragma unroll 4
      for (int s = 0; s < ns; ++s) {
        const float4 q = s_src[s];
        const float dx = me.x - q.x, dy = me.y - q.y;
        const float r2 = dx * dx + dy * dy;
        if (r2 > 0.f) {
          const float inv = 1.f / r2;
          pot = fmaf(0.5f * q.z, __logf(r2), pot);
          ex = fmaf(q.z * dx, inv, ex);
          ey = fmaf(q.z * dy, inv, ey);
        }
      }
      __syncthreads();
    }
    if (t < n) {
      phi[slot] = pot;
      field[slot] = make_float2(ex, ey);
    }
  }
}
