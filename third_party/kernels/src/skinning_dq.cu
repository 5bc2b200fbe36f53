// Character skinning: bone palette from a joint hierarchy, linear-blend skinning and
// dual-quaternion skinning with the palette in __constant__ memory, sparse morph targets.
#include <cuda_runtime.h>
#include <stdint.h>

#define MAX_BONES 128
#define MAX_MORPHS 32

struct Mat34 { float4 r0, r1, r2; };
struct DualQuat { float4 real, dual; };

// Host uploads the palette produced by skin_build_palette into these.
__constant__ float4 c_palette[3 * MAX_BONES];
__constant__ DualQuat c_dq[MAX_BONES];
__constant__ float c_morph_weight[MAX_MORPHS];

__device__ __forceinline__ float3 mul_point(const Mat34& m, float3 p)
{
  return make_float3(m.r0.x * p.x + m.r0.y * p.y + m.r0.z * p.z + m.r0.w,
                     m.r1.x * p.x + m.r1.y * p.y + m.r1.z * p.z + m.r1.w,
                     m.r2.x * p.x + m.r2.y * p.y + m.r2.z * p.z + m.r2.w);
}

__device__ __forceinline__ float3 mul_dir(const Mat34& m, float3 d)
{
  return make_float3(m.r0.x * d.x + m.r0.y * d.y + m.r0.z * d.z,
                     m.r1.x * d.x + m.r1.y * d.y + m.r1.z * d.z,
                     m.r2.x * d.x + m.r2.y * d.y + m.r2.z * d.z);
}

__device__ Mat34 compose(const Mat34& a, const Mat34& b)
{
  Mat34 r;
  const float4 A[3] = {a.r0, a.r1, a.r2};
  float4 R[3];
#pragma unroll
  for (int i = 0; i < 3; ++i) {
    R[i].x = A[i].x * b.r0.x + A[i].y * b.r1.x + A[i].z * b.r2.x;
    R[i].y = A[i].x * b.r0.y + A[i].y * b.r1.y + A[i].z * b.r2.y;
    R[i].z = A[i].x * b.r0.z + A[i].y * b.r1.z + A[i].z * b.r2.z;
    R[i].w = A[i].x * b.r0.w + A[i].y * b.r1.w + A[i].z * b.r2.w + A[i].w;
  }
  r.r0 = R[0]; r.r1 = R[1]; r.r2 = R[2];
  return r;
}

__device__ __forceinline__ float3 normalize_safe(float3 v)
{
  const float l2 = v.x * v.x + v.y * v.y + v.z * v.z;
  const float inv = l2 > 1e-20f ? rsqrtf(l2) : 0.f;
  return make_float3(v.x * inv, v.y * inv, v.z * inv);
}

// Rotation part to a unit quaternion (Shepperd's method, branch on the largest diagonal term).
__device__ __noinline__ float4 mat_to_quat(Mat34 m)
{
  const float tr = m.r0.x + m.r1.y + m.r2.z;
  float4 q;
  if (tr > 0.f) {
    const float s = sqrtf(tr + 1.f) * 2.f;
    q = make_float4((m.r2.y - m.r1.z) / s, (m.r0.z - m.r2.x) / s, (m.r1.x - m.r0.y) / s, 0.25f * s);
  } else if (m.r0.x > m.r1.y && m.r0.x > m.r2.z) {
    const float s = sqrtf(fmaxf(1.f + m.r0.x - m.r1.y - m.r2.z, 1e-12f)) * 2.f;
    q = make_float4(0.25f * s, (m.r0.y + m.r1.x) / s, (m.r0.z + m.r2.x) / s, (m.r2.y - m.r1.z) / s);
  } else if (m.r1.y > m.r2.z) {
    const float s = sqrtf(fmaxf(1.f + m.r1.y - m.r0.x - m.r2.z, 1e-12f)) * 2.f;
    q = make_float4((m.r0.y + m.r1.x) / s, 0.25f * s, (m.r1.z + m.r2.y) / s, (m.r0.z - m.r2.x) / s);
  } else {
    const float s = sqrtf(fmaxf(1.f + m.r2.z - m.r0.x - m.r1.y, 1e-12f)) * 2.f;
    q = make_float4((m.r0.z + m.r2.x) / s, (m.r1.z + m.r2.y) / s, 0.25f * s, (m.r1.x - m.r0.y) / s);
  }
  const float n2 = q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w;
  const float inv = n2 > 1e-20f ? rsqrtf(n2) : 0.f;
  return make_float4(q.x * inv, q.y * inv, q.z * inv, q.w * inv);
}

// Thread per bone: walk the parent chain (parents must precede children), compose the global
// transform, apply the inverse bind matrix, emit the 3x4 palette entry and the dual quaternion.
extern "C" __global__ void skin_build_palette(const float4* __restrict__ local_rows, const int* __restrict__ parent,
                                              const float4* __restrict__ inv_bind_rows, float4* __restrict__ palette,
                                              DualQuat* __restrict__ dq_out, int nbones)
{
  nbones = min(max(nbones, 0), MAX_BONES);
  const int b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b >= nbones) return;
  Mat34 g;
  g.r0 = local_rows[3 * b]; g.r1 = local_rows[3 * b + 1]; g.r2 = local_rows[3 * b + 2];
  int cur = b;
  for (int depth = 0; depth < 32; ++depth) {
    int p = parent[cur];
    if (p < 0 || p >= cur) break;   // roots and malformed links end the walk
    Mat34 pm;
    pm.r0 = local_rows[3 * p]; pm.r1 = local_rows[3 * p + 1]; pm.r2 = local_rows[3 * p + 2];
    g = compose(pm, g);
    cur = p;
  }
  Mat34 ib;
  ib.r0 = inv_bind_rows[3 * b]; ib.r1 = inv_bind_rows[3 * b + 1]; ib.r2 = inv_bind_rows[3 * b + 2];
  const Mat34 s = compose(g, ib);
  palette[3 * b] = s.r0; palette[3 * b + 1] = s.r1; palette[3 * b + 2] = s.r2;
  const float4 q = mat_to_quat(s);
  const float tx = s.r0.w, ty = s.r1.w, tz = s.r2.w;
  DualQuat d;
  d.real = q;
  // dual = 0.5 * (0, t) * q
  d.dual = make_float4(0.5f * (tx * q.w + ty * q.z - tz * q.y),
                       0.5f * (-tx * q.z + ty * q.w + tz * q.x),
                       0.5f * (tx * q.y - ty * q.x + tz * q.w),
                       -0.5f * (tx * q.x + ty * q.y + tz * q.z));
  dq_out[b] = d;
}

__device__ __forceinline__ Mat34 palette_entry(int b)
{
  Mat34 m;
  m.r0 = c_palette[3 * b]; m.r1 = c_palette[3 * b + 1]; m.r2 = c_palette[3 * b + 2];
  return m;
}

// Linear-blend skinning: four influences per vertex, weights renormalised, normals re-normalised.
extern "C" __global__ void skin_lbs(const float4* __restrict__ pos_in, const float4* __restrict__ nrm_in,
                                    const uchar4* __restrict__ bone_idx, const float4* __restrict__ bone_w,
                                    float4* __restrict__ pos_out, float4* __restrict__ nrm_out,
                                    long long nverts, int nbones)
{
  nbones = min(max(nbones, 1), MAX_BONES);
  for (long long v = blockIdx.x * (long long)blockDim.x + threadIdx.x; v < nverts;
       v += (long long)gridDim.x * blockDim.x) {
    const float4 p4 = pos_in[v];
    const float4 n4 = nrm_in[v];
    const uchar4 bi = bone_idx[v];
    float4 w = bone_w[v];
    w.x = fmaxf(w.x, 0.f); w.y = fmaxf(w.y, 0.f); w.z = fmaxf(w.z, 0.f); w.w = fmaxf(w.w, 0.f);
    const float wsum = w.x + w.y + w.z + w.w;
    const float winv = wsum > 1e-8f ? 1.f / wsum : 0.f;
    const int idx[4] = {bi.x % nbones, bi.y % nbones, bi.z % nbones, bi.w % nbones};
    const float wt[4] = {w.x * winv, w.y * winv, w.z * winv, w.w * winv};
    Mat34 blend;
    blend.r0 = blend.r1 = blend.r2 = make_float4(0.f, 0.f, 0.f, 0.f);
#pragma unroll
    for (int k = 0; k < 4; ++k) {
      const Mat34 m = palette_entry(idx[k]);
      const float a = wt[k];
      blend.r0.x += a * m.r0.x; blend.r0.y += a * m.r0.y; blend.r0.z += a * m.r0.z; blend.r0.w += a * m.r0.w;
      blend.r1.x += a * m.r1.x; blend.r1.y += a * m.r1.y; blend.r1.z += a * m.r1.z; blend.r1.w += a * m.r1.w;
      blend.r2.x += a * m.r2.x; blend.r2.y += a * m.r2.y; blend.r2.z += a * m.r2.z; blend.r2.w += a * m.r2.w;
    }
    const float3 p = mul_point(blend, make_float3(p4.x, p4.y, p4.z));
    const float3 n = normalize_safe(mul_dir(blend, make_float3(n4.x, n4.y, n4.z)));
    pos_out[v] = make_float4(p.x, p.y, p.z, p4.w);
    nrm_out[v] = make_float4(n.x, n.y, n.z, n4.w);
  }
}

__device__ __forceinline__ float3 cross3(float3 a, float3 b)
{
  return make_float3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}

// Dual-quaternion skinning with hemisphere alignment against the first influence.
extern "C" __global__ void skin_dqs(const float4* __restrict__ pos_in, const float4* __restrict__ nrm_in,
                                    const uchar4* __restrict__ bone_idx, const float4* __restrict__ bone_w,
                                    float4* __restrict__ pos_out, float4* __restrict__ nrm_out,
                                    long long nverts, int nbones)
{
  nbones = min(max(nbones, 1), MAX_BONES);
  for (long long v = blockIdx.x * (long long)blockDim.x + threadIdx.x; v < nverts;
       v += (long long)gridDim.x * blockDim.x) {
    const uchar4 bi = bone_idx[v];
    const float4 w4 = bone_w[v];
    const int idx[4] = {bi.x % nbones, bi.y % nbones, bi.z % nbones, bi.w % nbones};
    const float wt[4] = {w4.x, w4.y, w4.z, w4.w};
    const float4 q0 = c_dq[idx[0]].real;
    float4 br = make_float4(0.f, 0.f, 0.f, 0.f), bd = br;
#pragma unroll
    for (int k = 0; k < 4; ++k) {
      const DualQuat d = c_dq[idx[k]];
      float a = fmaxf(wt[k], 0.f);
      if (d.real.x * q0.x + d.real.y * q0.y + d.real.z * q0.z + d.real.w * q0.w < 0.f) a = -a;
      br.x += a * d.real.x; br.y += a * d.real.y; br.z += a * d.real.z; br.w += a * d.real.w;
      bd.x += a * d.dual.x; bd.y += a * d.dual.y; bd.z += a * d.dual.z; bd.w += a * d.dual.w;
    }
    const float n2 = br.x * br.x + br.y * br.y + br.z * br.z + br.w * br.w;
    const float inv = n2 > 1e-20f ? rsqrtf(n2) : 0.f;
    br.x *= inv; br.y *= inv; br.z *= inv; br.w *= inv;
    bd.x *= inv; bd.y *= inv; bd.z *= inv; bd.w *= inv;
    const float3 qv = make_float3(br.x, br.y, br.z);
    const float3 dv = make_float3(bd.x, bd.y, bd.z);
    const float4 p4 = pos_in[v];
    const float3 p = make_float3(p4.x, p4.y, p4.z);
    float3 c1 = cross3(qv, p);
    c1.x += br.w * p.x; c1.y += br.w * p.y; c1.z += br.w * p.z;
    const float3 c2 = cross3(qv, c1);
    const float3 c3 = cross3(qv, dv);
    const float3 t = make_float3(2.f * (br.w * dv.x - bd.w * qv.x + c3.x),
                                 2.f * (br.w * dv.y - bd.w * qv.y + c3.y),
                                 2.f * (br.w * dv.z - bd.w * qv.z + c3.z));
    pos_out[v] = make_float4(p.x + 2.f * c2.x + t.x, p.y + 2.f * c2.y + t.y, p.z + 2.f * c2.z + t.z, p4.w);
    const float4 n4 = nrm_in[v];
    const float3 n = make_float3(n4.x, n4.y, n4.z);
    float3 e1 = cross3(qv, n);
    e1.x += br.w * n.x; e1.y += br.w * n.y; e1.z += br.w * n.z;
    const float3 e2 = cross3(qv, e1);
    const float3 nr = normalize_safe(make_float3(n.x + 2.f * e2.x, n.y + 2.f * e2.y, n.z + 2.f * e2.z));
    nrm_out[v] = make_float4(nr.x, nr.y, nr.z, n4.w);
  }
}

// Sparse morph targets: per target a sorted list of (vertex, delta); a thread per vertex binary
// searches each active target's list (weights from __constant__, tiny weights skipped).
extern "C" __global__ void skin_morph_targets(const float4* __restrict__ base, const int* __restrict__ target_start,
                                              const int* __restrict__ delta_vertex, const float4* __restrict__ delta,
                                              float4* __restrict__ out, int nverts, int ntargets, int ndeltas)
{
  ntargets = min(max(ntargets, 0), MAX_MORPHS);
  ndeltas = max(ndeltas, 0);
  const int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= nverts) return;
  float4 acc = base[v];
  for (int t = 0; t < ntargets; ++t) {
    const float wgt = c_morph_weight[t];
    if (!(fabsf(wgt) > 1e-4f)) continue;
    int lo = min(max(target_start[t], 0), ndeltas);
    int hi = min(max(target_start[t + 1], lo), ndeltas);
    for (int it = 0; it < 32 && lo < hi; ++it) {
      const int mid = lo + ((hi - lo) >> 1);
      if (delta_vertex[mid] < v) lo = mid + 1; else hi = mid;
    }
    if (lo < ndeltas && lo < max(target_start[t + 1], 0) && delta_vertex[lo] == v) {
      const float4 d = delta[lo];
      acc.x += wgt * d.x; acc.y += wgt * d.y; acc.z += wgt * d.z;
    }
  }
  out[v] = acc;
}
