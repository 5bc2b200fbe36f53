// Spline and patch evaluation (CAD tessellation / animation curves).
//
// bspline_eval_f64: evaluates a clamped cubic B-spline curve in 3D (double precision) at
//   many parameter values, template bspline_point<T, DEG> instantiated with T=double,
//   DEG=3. Knot span by binary search over the knot vector (the search is bounded by
//   log2 steps, so it terminates for any knot contents), then de Boor's triangular
//   scheme fully unrolled over DEG levels on a register array of control points.
//   Launch: block 128, grid 4; args ncp=20 (knots: ncp+DEG+1), nsamples=500.
// bezier_patch_eval: tessellates bicubic Bezier patches: one block per patch, the 16
//   control points staged in shared memory, each thread evaluates (u,v) samples of a
//   res x res grid with de Casteljau in u (four rows) then v, also giving the partial
//   derivatives and the unit normal (their cross product, rsqrtf). A __noinline__
//   helper does the 1D cubic de Casteljau with derivative. Launch: block 64, grid
//   npatches=3; args res=12.
#include <cuda_runtime.h>

template <typename T, int DEG>
__device__ __forceinline__ void bspline_point(const T* __restrict__ knots,
                                              const T* __restrict__ cp, int ncp, T u,
                                              T out[3]) {
  // valid spans are DEG .. ncp-1; clamp u into [knots[DEG], knots[ncp]]
  const T lo_u = knots[DEG], hi_u = knots[ncp];
  u = u < lo_u ? lo_u : (u > hi_u ? hi_u : u);
  int lo = DEG, hi = ncp;   // find span k with knots[k] <= u < knots[k+1]
  for (int it = 0; it < 32 && hi - lo > 1; ++it) {
    int mid = (lo + hi) >> 1;
    if (u < knots[mid]) hi = mid; else lo = mid;
  }
  const int k = lo;
  T d[DEG + 1][3];
#pragma unroll
  for (int j = 0; j <= DEG; ++j) {
#pragma unroll
    for (int c = 0; c < 3; ++c) d[j][c] = cp[(size_t)(k - DEG + j) * 3 + c];
  }
#pragma unroll
  for (int r = 1; r <= DEG; ++r) {
#pragma unroll
    for (int j = DEG; j >= r; --j) {
      T kl = knots[j + k - DEG], kr = knots[j + 1 + k - r];
      T den = kr - kl;
      T alpha = den != T(0) ? (u - kl) / den : T(0);
#pragma unroll
      for (int c = 0; c < 3; ++c) d[j][c] = (T(1) - alpha) * d[j - 1][c] + alpha * d[j][c];
    }
  }
#pragma unroll
  for (int c = 0; c < 3; ++c) out[c] = d[DEG][c];
}

extern "C" __global__ void bspline_eval_f64(const double* __restrict__ knots,
                                            const double* __restrict__ cp, int ncp,
                                            const double* __restrict__ params, int nsamples,
                                            double* __restrict__ points) {
  const int DEG = 3;
  if (ncp <= DEG || ncp > (1 << 20)) return;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < nsamples;
       i += gridDim.x * blockDim.x) {
    double p[3];
    bspline_point<double, DEG>(knots, cp, ncp, params[i], p);
    points[(size_t)i * 3 + 0] = p[0];
    points[(size_t)i * 3 + 1] = p[1];
    points[(size_t)i * 3 + 2] = p[2];
  }
}

// Cubic de Casteljau on four 3D points; returns the point and writes the derivative.
__device__ __noinline__ float3 casteljau3(float3 a, float3 b, float3 c, float3 d, float t,
                                          float3* deriv) {
  float s = 1.0f - t;
  float3 ab = make_float3(s * a.x + t * b.x, s * a.y + t * b.y, s * a.z + t * b.z);
  float3 bc = make_float3(s * b.x + t * c.x, s * b.y + t * c.y, s * b.z + t * c.z);
  float3 cd = make_float3(s * c.x + t * d.x, s * c.y + t * d.y, s * c.z + t * d.z);
  float3 abc = make_float3(s * ab.x + t * bc.x, s * ab.y + t * bc.y, s * ab.z + t * bc.z);
  float3 bcd = make_float3(s * bc.x + t * cd.x, s * bc.y + t * cd.y, s * bc.z + t * cd.z);
  *deriv = make_float3(3.0f * (bcd.x - abc.x), 3.0f * (bcd.y - abc.y), 3.0f * (bcd.z - abc.z));
  return make_float3(s * abc.x + t * bcd.x, s * abc.y + t * bcd.y, s * abc.z + t * bcd.z);
}

extern "C" __global__ void bezier_patch_eval(const float* __restrict__ ctrl,  // [np][16][3]
                                             int npatches, int res,
                                             float* __restrict__ pos,      // [np][res*res][3]
                                             float* __restrict__ normal) { // [np][res*res][3]
  __shared__ float3 P[16];
  const int patch = blockIdx.x;
  if (patch >= npatches || res < 2 || res > 64) return;
  if (threadIdx.x < 16) {
    const float* c = ctrl + ((size_t)patch * 16 + threadIdx.x) * 3;
    P[threadIdx.x] = make_float3(c[0], c[1], c[2]);
  }
  __syncthreads();
  const float inv = 1.0f / (float)(res - 1);
  const int nsamp = res * res;
  for (int sidx = threadIdx.x; sidx < nsamp; sidx += blockDim.x) {
    float u = (float)(sidx % res) * inv, v = (float)(sidx / res) * inv;
    float3 row[4], drow[4], tmp;
#pragma unroll
    for (int j = 0; j < 4; ++j)
      row[j] = casteljau3(P[4 * j], P[4 * j + 1], P[4 * j + 2], P[4 * j + 3], u, &drow[j]);
    float3 dv;
    float3 p = casteljau3(row[0], row[1], row[2], row[3], v, &dv);
    float3 du = casteljau3(drow[0], drow[1], drow[2], drow[3], v, &tmp);
    float3 n = make_float3(du.y * dv.z - du.z * dv.y, du.z * dv.x - du.x * dv.z,
                           du.x * dv.y - du.y * dv.x);
    float len2 = n.x * n.x + n.y * n.y + n.z * n.z;
    float r = len2 > 1e-30f ? rsqrtf(len2) : 0.0f;
    size_t o = ((size_t)patch * nsamp + sidx) * 3;
    pos[o] = p.x; pos[o + 1] = p.y; pos[o + 2] = p.z;
    normal[o] = n.x * r; normal[o + 1] = n.y * r; normal[o + 2] = n.z * r;
  }
}
