// Narrow-phase collision between convex primitives: OBB-OBB separating axis test (15 axes),
// capsule-capsule closest points between segments, sphere-triangle by Voronoi regions, and
// OBB-triangle SAT (13 axes) with contact normal and depth.
#include <cuda_runtime.h>
#include <stdint.h>

struct OBB { float3 c; float3 u[3]; float3 e; };
struct Capsule { float3 a, b; float r; };
struct Tri { float3 v0, v1, v2; };
struct Contact { float3 n; float depth; int hit, axis, pad0, pad1; };

__device__ __forceinline__ float3 f3(float x, float y, float z) { return make_float3(x, y, z); }
__device__ __forceinline__ float3 operator+(float3 a, float3 b) { return f3(a.x + b.x, a.y + b.y, a.z + b.z); }
__device__ __forceinline__ float3 operator-(float3 a, float3 b) { return f3(a.x - b.x, a.y - b.y, a.z - b.z); }
__device__ __forceinline__ float3 operator*(float s, float3 a) { return f3(s * a.x, s * a.y, s * a.z); }
__device__ __forceinline__ float dot3(float3 a, float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
__device__ __forceinline__ float3 cross3(float3 a, float3 b)
{
  return f3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}
__device__ __forceinline__ float clamp01(float t) { return fminf(fmaxf(t, 0.f), 1.f); }

__device__ OBB load_obb(const float* __restrict__ p)
{
  OBB o;
  o.c = f3(p[0], p[1], p[2]);
  o.u[0] = f3(p[3], p[4], p[5]);
  o.u[1] = f3(p[6], p[7], p[8]);
  o.u[2] = f3(p[9], p[10], p[11]);
  o.e = f3(fabsf(p[12]), fabsf(p[13]), fabsf(p[14]));
  return o;
}

// Test one candidate axis; keeps the axis of least penetration. Returns false if separating.
__device__ __forceinline__ bool sat_axis(float3 L, float ra, float rb, float dist, int id, float& best, float3& bn, int& bid)
{
  const float len2 = dot3(L, L);
  if (len2 < 1e-10f) return true;   // degenerate cross product of parallel edges
  const float inv = rsqrtf(len2);
  const float pen = (ra + rb - fabsf(dist)) * inv;
  if (pen < 0.f) return false;
  if (pen < best) { best = pen; bn = (dist < 0.f ? -inv : inv) * L; bid = id; }
  return true;
}

__device__ __noinline__ Contact obb_obb(const OBB& A, const OBB& B)
{
  Contact ct;
  ct.hit = 0; ct.depth = 0.f; ct.n = f3(0.f, 0.f, 0.f); ct.axis = -1; ct.pad0 = ct.pad1 = 0;
  float R[3][3], AR[3][3];
#pragma unroll
  for (int i = 0; i < 3; ++i)
#pragma unroll
    for (int j = 0; j < 3; ++j) { R[i][j] = dot3(A.u[i], B.u[j]); AR[i][j] = fabsf(R[i][j]) + 1e-6f; }
  const float3 d = B.c - A.c;
  const float t[3] = {dot3(d, A.u[0]), dot3(d, A.u[1]), dot3(d, A.u[2])};
  const float ea[3] = {A.e.x, A.e.y, A.e.z}, eb[3] = {B.e.x, B.e.y, B.e.z};
  float best = 3.0e38f;
  float3 bn = f3(0.f, 0.f, 1.f);
  int bid = -1;
#pragma unroll
  for (int i = 0; i < 3; ++i) {
    const float rb = eb[0] * AR[i][0] + eb[1] * AR[i][1] + eb[2] * AR[i][2];
    if (!sat_axis(A.u[i], ea[i], rb, t[i], i, best, bn, bid)) return ct;
  }
#pragma unroll
  for (int j = 0; j < 3; ++j) {
    const float ra = ea[0] * AR[0][j] + ea[1] * AR[1][j] + ea[2] * AR[2][j];
    const float dist = t[0] * R[0][j] + t[1] * R[1][j] + t[2] * R[2][j];
    if (!sat_axis(B.u[j], ra, eb[j], dist, 3 + j, best, bn, bid)) return ct;
  }
#pragma unroll
  for (int i = 0; i < 3; ++i) {
    const int i1 = (i + 1) % 3, i2 = (i + 2) % 3;
#pragma unroll
    for (int j = 0; j < 3; ++j) {
      const int j1 = (j + 1) % 3, j2 = (j + 2) % 3;
      const float ra = ea[i1] * AR[i2][j] + ea[i2] * AR[i1][j];
      const float rb = eb[j1] * AR[i][j2] + eb[j2] * AR[i][j1];
      const float dist = t[i2] * R[i1][j] - t[i1] * R[i2][j];
      // the axis in A's frame is e_i x (R column j); its length scales the test
      if (!sat_axis(cross3(A.u[i], B.u[j]), ra, rb, dist, 6 + 3 * i + j, best, bn, bid)) return ct;
    }
  }
  ct.hit = 1; ct.depth = best; ct.n = bn; ct.axis = bid;
  return ct;
}

extern "C" __global__ void obb_obb_sat(const float* __restrict__ boxes, int nboxes, const int2* __restrict__ pairs,
                                       int npairs, Contact* __restrict__ out)
{
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= npairs || nboxes < 1) return;
  const int2 pr = pairs[i];
  const int a = ((pr.x % nboxes) + nboxes) % nboxes, b = ((pr.y % nboxes) + nboxes) % nboxes;
  const OBB A = load_obb(boxes + (size_t)a * 15), B = load_obb(boxes + (size_t)b * 15);
  out[i] = obb_obb(A, B);
}

// Closest points between segments p1 + s d1 and p2 + t d2 (Ericson 5.1.9), with degenerate cases.
__device__ float seg_seg_closest(float3 p1, float3 q1, float3 p2, float3 q2, float& s, float& t, float3& c1, float3& c2)
{
  const float3 d1 = q1 - p1, d2 = q2 - p2, r = p1 - p2;
  const float a = dot3(d1, d1), e = dot3(d2, d2), f = dot3(d2, r);
  const float eps = 1e-12f;
  if (a <= eps && e <= eps) { s = t = 0.f; c1 = p1; c2 = p2; return dot3(c1 - c2, c1 - c2); }
  if (a <= eps) {
    s = 0.f; t = clamp01(f / e);
  } else {
    const float c = dot3(d1, r);
    if (e <= eps) {
      t = 0.f; s = clamp01(-c / a);
    } else {
      const float b = dot3(d1, d2), denom = a * e - b * b;
      s = denom > eps ? clamp01((b * f - c * e) / denom) : 0.f;
      t = (b * s + f) / e;
      if (t < 0.f) { t = 0.f; s = clamp01(-c / a); }
      else if (t > 1.f) { t = 1.f; s = clamp01((b - c) / a); }
    }
  }
  c1 = p1 + s * d1;
  c2 = p2 + t * d2;
  return dot3(c1 - c2, c1 - c2);
}

extern "C" __global__ void capsule_capsule(const Capsule* __restrict__ caps, int ncaps, const int2* __restrict__ pairs,
                                           int npairs, Contact* __restrict__ out, float4* __restrict__ witness)
{
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= npairs || ncaps < 1) return;
  const int2 pr = pairs[i];
  const Capsule A = caps[((pr.x % ncaps) + ncaps) % ncaps];
  const Capsule B = caps[((pr.y % ncaps) + ncaps) % ncaps];
  float s, t;
  float3 c1, c2;
  const float d2 = seg_seg_closest(A.a, A.b, B.a, B.b, s, t, c1, c2);
  const float rsum = fabsf(A.r) + fabsf(B.r);
  Contact ct;
  ct.pad0 = ct.pad1 = 0;
  ct.axis = 0;
  ct.hit = d2 < rsum * rsum ? 1 : 0;
  const float d = sqrtf(d2);
  ct.depth = ct.hit ? rsum - d : 0.f;
  ct.n = d > 1e-6f ? (1.f / d) * (c2 - c1) : f3(0.f, 0.f, 1.f);
  out[i] = ct;
  witness[i] = make_float4(s, t, c1.x + fabsf(A.r) * ct.n.x, c1.y + fabsf(A.r) * ct.n.y);
}

// Closest point on a triangle to p (Ericson 5.1.5): vertex, edge and face regions written out.
__device__ float3 closest_on_tri(float3 p, const Tri& tr, int& region)
{
  const float3 ab = tr.v1 - tr.v0, ac = tr.v2 - tr.v0, ap = p - tr.v0;
  const float d1 = dot3(ab, ap), d2 = dot3(ac, ap);
  if (d1 <= 0.f && d2 <= 0.f) { region = 0; return tr.v0; }
  const float3 bp = p - tr.v1;
  const float d3 = dot3(ab, bp), d4 = dot3(ac, bp);
  if (d3 >= 0.f && d4 <= d3) { region = 1; return tr.v1; }
  const float vc = d1 * d4 - d3 * d2;
  if (vc <= 0.f && d1 >= 0.f && d3 <= 0.f) {
    region = 3;
    const float den = d1 - d3;
    return tr.v0 + (fabsf(den) > 1e-20f ? d1 / den : 0.f) * ab;
  }
  const float3 cp = p - tr.v2;
  const float d5 = dot3(ab, cp), d6 = dot3(ac, cp);
  if (d6 >= 0.f && d5 <= d6) { region = 2; return tr.v2; }
  const float vb = d5 * d2 - d1 * d6;
  if (vb <= 0.f && d2 >= 0.f && d6 <= 0.f) {
    region = 5;
    const float den = d2 - d6;
    return tr.v0 + (fabsf(den) > 1e-20f ? d2 / den : 0.f) * ac;
  }
  const float va = d3 * d6 - d5 * d4;
  if (va <= 0.f && (d4 - d3) >= 0.f && (d5 - d6) >= 0.f) {
    region = 4;
    const float den = (d4 - d3) + (d5 - d6);
    return tr.v1 + (fabsf(den) > 1e-20f ? (d4 - d3) / den : 0.f) * (tr.v2 - tr.v1);
  }
  region = 6;
  const float sum = va + vb + vc;
  const float inv = fabsf(sum) > 1e-20f ? 1.f / sum : 0.f;
  return tr.v0 + (vb * inv) * ab + (vc * inv) * ac;
}

extern "C" __global__ void sphere_triangle(const float4* __restrict__ spheres, const Tri* __restrict__ tris, int ntris,
                                           const int2* __restrict__ pairs, int npairs, Contact* __restrict__ out)
{
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= npairs || ntris < 1) return;
  const int2 pr = pairs[i];
  const float4 s = spheres[((pr.x % 4096) + 4096) % 4096];
  const Tri t = tris[((pr.y % ntris) + ntris) % ntris];
  const float3 c = f3(s.x, s.y, s.z);
  int region = 0;
  const float3 q = closest_on_tri(c, t, region);
  const float3 dv = c - q;
  const float d2 = dot3(dv, dv), r = fabsf(s.w);
  Contact ct;
  ct.pad0 = ct.pad1 = 0;
  ct.axis = region;
  ct.hit = d2 <= r * r ? 1 : 0;
  const float d = sqrtf(d2);
  ct.depth = ct.hit ? r - d : 0.f;
  if (d > 1e-6f) ct.n = (1.f / d) * dv;
  else {
    const float3 n = cross3(t.v1 - t.v0, t.v2 - t.v0);
    const float l2 = dot3(n, n);
    ct.n = l2 > 1e-20f ? rsqrtf(l2) * n : f3(0.f, 0.f, 1.f);
  }
  out[i] = ct;
}

// OBB vs triangle: 3 box face axes, triangle normal, 9 edge-edge axes. Triangle in box frame.
extern "C" __global__ void obb_triangle_sat(const float* __restrict__ boxes, int nboxes, const Tri* __restrict__ tris,
                                            int ntris, const int2* __restrict__ pairs, int npairs, Contact* __restrict__ out)
{
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= npairs || nboxes < 1 || ntris < 1) return;
  const int2 pr = pairs[i];
  const OBB B = load_obb(boxes + (size_t)(((pr.x % nboxes) + nboxes) % nboxes) * 15);
  const Tri T = tris[((pr.y % ntris) + ntris) % ntris];
  float3 v[3];
  const float3 w[3] = {T.v0 - B.c, T.v1 - B.c, T.v2 - B.c};
#pragma unroll
  for (int k = 0; k < 3; ++k) v[k] = f3(dot3(w[k], B.u[0]), dot3(w[k], B.u[1]), dot3(w[k], B.u[2]));
  const float3 e[3] = {v[1] - v[0], v[2] - v[1], v[0] - v[2]};
  Contact ct;
  ct.hit = 0; ct.depth = 0.f; ct.n = f3(0.f, 0.f, 0.f); ct.axis = -1; ct.pad0 = ct.pad1 = 0;
  float best = 3.0e38f;
  float3 bn = f3(0.f, 0.f, 1.f);
  int bid = -1;
  float3 axes[13];
  axes[0] = f3(1.f, 0.f, 0.f); axes[1] = f3(0.f, 1.f, 0.f); axes[2] = f3(0.f, 0.f, 1.f);
  axes[3] = cross3(e[0], e[1]);
#pragma unroll
  for (int a = 0; a < 3; ++a)
#pragma unroll
    for (int k = 0; k < 3; ++k) axes[4 + 3 * a + k] = cross3(a == 0 ? f3(1.f, 0.f, 0.f) : (a == 1 ? f3(0.f, 1.f, 0.f) : f3(0.f, 0.f, 1.f)), e[k]);
  for (int ax = 0; ax < 13; ++ax) {
    const float3 L = axes[ax];
    const float p0 = dot3(v[0], L), p1 = dot3(v[1], L), p2 = dot3(v[2], L);
    const float tmin = fminf(p0, fminf(p1, p2)), tmax = fmaxf(p0, fmaxf(p1, p2));
    const float r = B.e.x * fabsf(L.x) + B.e.y * fabsf(L.y) + B.e.z * fabsf(L.z);
    const float centre = 0.5f * (tmin + tmax), half = 0.5f * (tmax - tmin);
    if (!sat_axis(L, r, half, centre, ax, best, bn, bid)) { out[i] = ct; return; }
  }
  // back to world space
  ct.hit = 1;
  ct.depth = best;
  ct.axis = bid;
  ct.n = bn.x * B.u[0] + bn.y * B.u[1] + bn.z * B.u[2];
  out[i] = ct;
}
