// NURBS evaluation (The NURBS Book, algorithms A2.1-A2.3 and A4.2): knot-span search, B-spline
// basis functions and their first derivatives by the Cox-de Boor triangle, rational curves
// and surfaces with homogeneous (wx, wy, wz, w) control points.
//
//   nurbs_curve_f32 / nurbs_curve_f64
//                      one thread per parameter sample, one template over the scalar type
//                      (degree 3): bounded binary search for the span (the knot vector comes
//                      from the host; a malformed one cannot loop forever), a __noinline__
//                      helper filling N and dN from local left/right/ndu arrays passed by
//                      pointer (0/0 taken as 0 for repeated knots), then the rational point and
//                      tangent C' = (A' - w' C) / w. launch: block 128, grid 2 (200 samples,
//                      12 control points).
//   nurbs_surface_f32  bicubic tensor-product surface on a 2-D grid of (u, v) samples: both
//                      spans and basis pairs through the same helper, the 4x4 homogeneous
//                      patch gathered with float4 loads, S, S_u, S_v accumulated fully
//                      unrolled, the unit normal from S_u x S_v with rsqrtf (zero when
//                      degenerate). launch: block 16,8, grid 2,3 (24 x 20 samples, 8 x 7
//                      control net).
#include <cuda_runtime.h>

#define NURBS_P 3

// homogeneous double control point (CUDA 13 deprecates double4)
struct __align__(16) dhom4 {
  double x, y, z, w;
};

template <typename T>
static __device__ __forceinline__ int find_span(int n, T u, const T *U) {
  // n = index of the last control point; knots U[0..n+p+1]
  if (u >= U[n + 1]) return n;
  if (u <= U[NURBS_P]) return NURBS_P;
  int low = NURBS_P, high = n + 1;
  int mid = (low + high) >> 1;
  for (int it = 0; it < 64 && (u < U[mid] || u >= U[mid + 1]); ++it) {
    if (u < U[mid]) high = mid;
    else low = mid;
    mid = (low + high) >> 1;
  }
  return min(max(mid, NURBS_P), n);
}

template <typename T>
static __device__ __forceinline__ T safe_div(T a, T b) {
  return b != T(0) ? a / b : T(0);
}

// Basis functions N[0..p] and first derivatives dN[0..p] at u in span i (A2.3 with n = 1).
template <typename T>
static __device__ __noinline__ void ders_basis(int i, T u, const T *U, T *N, T *dN) {
  T left[NURBS_P + 1], right[NURBS_P + 1];
  T ndu[NURBS_P + 1][NURBS_P + 1];
  ndu[0][0] = T(1);
  for (int j = 1; j <= NURBS_P; ++j) {
    left[j] = u - U[i + 1 - j];
    right[j] = U[i + j] - u;
    T saved = T(0);
    for (int r = 0; r < j; ++r) {
      ndu[j][r] = right[r + 1] + left[j - r];  // lower triangle: knot differences
      const T temp = safe_div(ndu[r][j - 1], ndu[j][r]);
      ndu[r][j] = saved + right[r + 1] * temp;  // upper triangle: basis functions
      saved = left[j - r] * temp;
    }
    ndu[j][j] = saved;
  }
  for (int j = 0; j <= NURBS_P; ++j) N[j] = ndu[j][NURBS_P];
  // first derivative: p (N_{r-1,p-1} / (u_{r+p} - u_r) - N_{r,p-1} / (u_{r+p+1} - u_{r+1}))
  for (int r = 0; r <= NURBS_P; ++r) {
    T d = T(0);
    if (r >= 1) d += safe_div(ndu[r - 1][NURBS_P - 1], ndu[NURBS_P][r - 1]);
    if (r <= NURBS_P - 1) d -= safe_div(ndu[r][NURBS_P - 1], ndu[NURBS_P][r]);
    dN[r] = T(NURBS_P) * d;
  }
}

template <typename T, typename V4>
static __device__ __forceinline__ void curve_eval(const V4 *__restrict__ cp, int ncp, const T *__restrict__ U,
                                                  int nsamples, V4 *__restrict__ point, V4 *__restrict__ tangent) {
  const int s = blockIdx.x * blockDim.x + threadIdx.x;
  if (s >= nsamples || ncp <= NURBS_P) return;
  const int n = ncp - 1;
  const T u0 = U[NURBS_P], u1 = U[n + 1];
  const T u = nsamples > 1 ? u0 + (u1 - u0) * (T)s / (T)(nsamples - 1) : u0;
  const int span = find_span<T>(n, u, U);
  T N[NURBS_P + 1], dN[NURBS_P + 1];
  ders_basis<T>(span, u, U, N, dN);
  T A[4] = {T(0), T(0), T(0), T(0)}, dA[4] = {T(0), T(0), T(0), T(0)};
#pragma unroll
  for (int j = 0; j <= NURBS_P; ++j) {
    const V4 c = cp[span - NURBS_P + j];
    A[0] += N[j] * c.x; A[1] += N[j] * c.y; A[2] += N[j] * c.z; A[3] += N[j] * c.w;
    dA[0] += dN[j] * c.x; dA[1] += dN[j] * c.y; dA[2] += dN[j] * c.z; dA[3] += dN[j] * c.w;
  }
  const T w = A[3];
  const T iw = w != T(0) ? T(1) / w : T(0);
  V4 P, D;
  P.x = A[0] * iw; P.y = A[1] * iw; P.z = A[2] * iw; P.w = w;
  D.x = (dA[0] - dA[3] * P.x) * iw;
  D.y = (dA[1] - dA[3] * P.y) * iw;
  D.z = (dA[2] - dA[3] * P.z) * iw;
  D.w = dA[3];
  point[s] = P;
  tangent[s] = D;
}

extern "C" __global__ void __launch_bounds__(128)
nurbs_curve_f32(const float4 *__restrict__ cp, int ncp, const float *__restrict__ U, int nsamples,
                float4 *__restrict__ point, float4 *__restrict__ tangent) {
  curve_eval<float, float4>(cp, ncp, U, nsamples, point, tangent);
}

extern "C" __global__ void __launch_bounds__(128)
nurbs_curve_f64(const dhom4 *__restrict__ cp, int ncp, const double *__restrict__ U, int nsamples,
                dhom4 *__restrict__ point, dhom4 *__restrict__ tangent) {
  curve_eval<double, dhom4>(cp, ncp, U, nsamples, point, tangent);
}

extern "C" __global__ void __launch_bounds__(128)
nurbs_surface_f32(const float4 *__restrict__ cp, int ncu, int ncv, const float *__restrict__ Uk,
                  const float *__restrict__ Vk, int nsu, int nsv, float4 *__restrict__ pos,
                  float4 *__restrict__ normal) {
  const int su = blockIdx.x * blockDim.x + threadIdx.x;
  const int sv = blockIdx.y * blockDim.y + threadIdx.y;
  if (su >= nsu || sv >= nsv || ncu <= NURBS_P || ncv <= NURBS_P) return;
  const int nu = ncu - 1, nv = ncv - 1;
  const float u = nsu > 1 ? Uk[NURBS_P] + (Uk[nu + 1] - Uk[NURBS_P]) * (float)su / (float)(nsu - 1) : Uk[NURBS_P];
  const float v = nsv > 1 ? Vk[NURBS_P] + (Vk[nv + 1] - Vk[NURBS_P]) * (float)sv / (float)(nsv - 1) : Vk[NURBS_P];
  const int spu = find_span<float>(nu, u, Uk);
  const int spv = find_span<float>(nv, v, Vk);
  float Nu[NURBS_P + 1], dNu[NURBS_P + 1], Nv[NURBS_P + 1], dNv[NURBS_P + 1];
  ders_basis<float>(spu, u, Uk, Nu, dNu);
  ders_basis<float>(spv, v, Vk, Nv, dNv);
  float S[4] = {0.f, 0.f, 0.f, 0.f}, Su[4] = {0.f, 0.f, 0.f, 0.f}, Sv[4] = {0.f, 0.f, 0.f, 0.f};
#pragma unroll
  for (int l = 0; l <= NURBS_P; ++l) {
    float row[4] = {0.f, 0.f, 0.f, 0.f}, drow[4] = {0.f, 0.f, 0.f, 0.f};
    const float4 *line = cp + (size_t)(spv - NURBS_P + l) * ncu + (spu - NURBS_P);
#pragma unroll
    for (int k = 0; k <= NURBS_P; ++k) {
      const float4 c = line[k];
      row[0] += Nu[k] * c.x; row[1] += Nu[k] * c.y; row[2] += Nu[k] * c.z; row[3] += Nu[k] * c.w;
      drow[0] += dNu[k] * c.x; drow[1] += dNu[k] * c.y; drow[2] += dNu[k] * c.z; drow[3] += dNu[k] * c.w;
    }
#pragma unroll
    for (int c = 0; c < 4; ++c) {
      S[c] += Nv[l] * row[c];
      Su[c] += Nv[l] * drow[c];
      Sv[c] += dNv[l] * row[c];
    }
  }
  const float w = S[3];
  const float iw = w != 0.0f ? 1.0f / w : 0.0f;
  const float px = S[0] * iw, py = S[1] * iw, pz = S[2] * iw;
  const float ux = (Su[0] - Su[3] * px) * iw, uy = (Su[1] - Su[3] * py) * iw, uz = (Su[2] - Su[3] * pz) * iw;
  const float vx = (Sv[0] - Sv[3] * px) * iw, vy = (Sv[1] - Sv[3] * py) * iw, vz = (Sv[2] - Sv[3] * pz) * iw;
  float nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
  const float n2 = nx * nx + ny * ny + nz * nz;
  const float inv = n2 > 1e-30f ? rsqrtf(n2) : 0.0f;
  nx *= inv;
  ny *= inv;
  nz *= inv;
  const size_t o = (size_t)sv * nsu + su;
  pos[o] = make_float4(px, py, pz, w);
  normal[o] = make_float4(nx, ny, nz, sqrtf(n2));
}
