// Per-thread symmetric eigen-decomposition by cyclic Jacobi rotations (3x3 and 4x4), and a
// 3-D structure-tensor orientation estimator built on the 3x3 solver.
#include <cuda_runtime.h>

#define MAX_SWEEPS 16

// One Jacobi rotation annihilating a[p][q]; v accumulates the eigenvectors (columns).
template <int N, int P, int Qc>
__device__ __forceinline__ void jacobi_rotate(float (&a)[N][N], float (&v)[N][N]) {
    float apq = a[P][Qc];
    if (fabsf(apq) < 1e-30f) return;
    float theta = (a[Qc][Qc] - a[P][P]) / (2.f * apq);
    float t = copysignf(1.f, theta) / (fabsf(theta) + sqrtf(theta * theta + 1.f));
    float c = rsqrtf(t * t + 1.f);
    float s = t * c;
#pragma unroll
    for (int k = 0; k < N; ++k) {         // rotate columns P and Q
        float akp = a[k][P], akq = a[k][Qc];
        a[k][P] = c * akp - s * akq;
        a[k][Qc] = s * akp + c * akq;
    }
#pragma unroll
    for (int k = 0; k < N; ++k) {         // rotate rows P and Q
        float apk = a[P][k], aqk = a[Qc][k];
        a[P][k] = c * apk - s * aqk;
        a[Qc][k] = s * apk + c * aqk;
    }
#pragma unroll
    for (int k = 0; k < N; ++k) {
        float vkp = v[k][P], vkq = v[k][Qc];
        v[k][P] = c * vkp - s * vkq;
        v[k][Qc] = s * vkp + c * vkq;
    }
}

template <int N>
__device__ __forceinline__ float offdiag_norm2(const float (&a)[N][N]) {
    float s = 0.f;
#pragma unroll
    for (int i = 0; i < N; ++i)
#pragma unroll
        for (int j = i + 1; j < N; ++j) s += a[i][j] * a[i][j];
    return s;
}

// Sort eigenpairs by descending eigenvalue (selection sort, unrolled).
template <int N>
__device__ __forceinline__ void sort_desc(float (&e)[N], float (&v)[N][N]) {
#pragma unroll
    for (int i = 0; i < N - 1; ++i) {
#pragma unroll
        for (int j = i + 1; j < N; ++j) {
            if (e[j] > e[i]) {
                float t = e[i]; e[i] = e[j]; e[j] = t;
#pragma unroll
                for (int k = 0; k < N; ++k) { float u = v[k][i]; v[k][i] = v[k][j]; v[k][j] = u; }
            }
        }
    }
}

__device__ __noinline__ void eig3_jacobi(float (&a)[3][3], float (&e)[3], float (&v)[3][3],
                                         int max_sweeps, float tol) {
#pragma unroll
    for (int i = 0; i < 3; ++i)
#pragma unroll
        for (int j = 0; j < 3; ++j) v[i][j] = (i == j) ? 1.f : 0.f;
    float scale = a[0][0] * a[0][0] + a[1][1] * a[1][1] + a[2][2] * a[2][2] + 2.f * offdiag_norm2<3>(a);
    for (int sweep = 0; sweep < max_sweeps; ++sweep) {
        if (!(offdiag_norm2<3>(a) > tol * tol * scale)) break;
        jacobi_rotate<3, 0, 1>(a, v);
        jacobi_rotate<3, 0, 2>(a, v);
        jacobi_rotate<3, 1, 2>(a, v);
    }
    e[0] = a[0][0]; e[1] = a[1][1]; e[2] = a[2][2];
    sort_desc<3>(e, v);
}

// Packed symmetric input: 3x3 as (xx, xy, xz, yy, yz, zz).
extern "C" __global__ void eig3_sym_batch(const float* __restrict__ packed, float* __restrict__ evals,
                                          float* __restrict__ evecs, int n, int sweeps) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    sweeps = min(max(sweeps, 1), MAX_SWEEPS);
    const float* m = packed + (size_t)i * 6;
    float a[3][3] = {{m[0], m[1], m[2]}, {m[1], m[3], m[4]}, {m[2], m[4], m[5]}};
    float e[3], v[3][3];
    eig3_jacobi(a, e, v, sweeps, 1e-7f);
#pragma unroll
    for (int k = 0; k < 3; ++k) evals[(size_t)i * 3 + k] = e[k];
#pragma unroll
    for (int r = 0; r < 3; ++r)
#pragma unroll
        for (int c = 0; c < 3; ++c) evecs[(size_t)i * 9 + r * 3 + c] = v[r][c];
}

// 4x4 packed upper triangle: (00,01,02,03,11,12,13,22,23,33). Fully unrolled pivot order.
extern "C" __global__ void eig4_sym_batch(const float* __restrict__ packed, float* __restrict__ evals,
                                          float* __restrict__ evecs, int n, int sweeps) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    sweeps = min(max(sweeps, 1), MAX_SWEEPS);
    const float* m = packed + (size_t)i * 10;
    float a[4][4] = {{m[0], m[1], m[2], m[3]},
                     {m[1], m[4], m[5], m[6]},
                     {m[2], m[5], m[7], m[8]},
                     {m[3], m[6], m[8], m[9]}};
    float v[4][4];
#pragma unroll
    for (int r = 0; r < 4; ++r)
#pragma unroll
        for (int c = 0; c < 4; ++c) v[r][c] = (r == c) ? 1.f : 0.f;
    float diag = 0.f;
#pragma unroll
    for (int k = 0; k < 4; ++k) diag += a[k][k] * a[k][k];
    float scale = diag + 2.f * offdiag_norm2<4>(a);
    for (int sweep = 0; sweep < sweeps; ++sweep) {
        float off = offdiag_norm2<4>(a);
        if (!(off > 1e-14f * scale)) break;
        jacobi_rotate<4, 0, 1>(a, v);
        jacobi_rotate<4, 0, 2>(a, v);
        jacobi_rotate<4, 0, 3>(a, v);
        jacobi_rotate<4, 1, 2>(a, v);
        jacobi_rotate<4, 1, 3>(a, v);
        jacobi_rotate<4, 2, 3>(a, v);
    }
    float e[4] = {a[0][0], a[1][1], a[2][2], a[3][3]};
    sort_desc<4>(e, v);
#pragma unroll
    for (int k = 0; k < 4; ++k) evals[(size_t)i * 4 + k] = e[k];
#pragma unroll
    for (int r = 0; r < 4; ++r)
#pragma unroll
        for (int c = 0; c < 4; ++c) evecs[(size_t)i * 16 + r * 4 + c] = v[r][c];
}

// 3-D structure tensor of a volume: central-difference gradients summed over a
// (2r+1)^3 box, eigen-decomposed; outputs the dominant orientation (eigenvector of the
// largest eigenvalue), plus linearity/planarity measures. One thread per voxel.
extern "C" __global__ void structure_tensor_orientation(const float* __restrict__ vol,
                                                        float* __restrict__ orient,   // [N][3]
                                                        float* __restrict__ measures, // [N][2]
                                                        int nx, int ny, int nz, int radius) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    int z = blockIdx.z;
    if (x >= nx || y >= ny || z >= nz || nx < 3 || ny < 3 || nz < 3) return;
    radius = min(max(radius, 0), 3);
    float sxx = 0.f, sxy = 0.f, sxz = 0.f, syy = 0.f, syz = 0.f, szz = 0.f;
    for (int dz = -radius; dz <= radius; ++dz) {
        int zz = min(max(z + dz, 1), nz - 2);
        for (int dy = -radius; dy <= radius; ++dy) {
            int yy = min(max(y + dy, 1), ny - 2);
            for (int dx = -radius; dx <= radius; ++dx) {
                int xx = min(max(x + dx, 1), nx - 2);
                size_t c = ((size_t)zz * ny + yy) * nx + xx;
                float gx = 0.5f * (vol[c + 1] - vol[c - 1]);
                float gy = 0.5f * (vol[c + nx] - vol[c - nx]);
                float gz = 0.5f * (vol[c + (size_t)nx * ny] - vol[c - (size_t)nx * ny]);
                sxx += gx * gx; sxy += gx * gy; sxz += gx * gz;
                syy += gy * gy; syz += gy * gz; szz += gz * gz;
            }
        }
    }
    float a[3][3] = {{sxx, sxy, sxz}, {sxy, syy, syz}, {sxz, syz, szz}};
    float e[3], v[3][3];
    eig3_jacobi(a, e, v, 8, 1e-6f);
    size_t idx = ((size_t)z * ny + y) * nx + x;
    float sgn = v[2][0] < 0.f ? -1.f : 1.f;      // canonical sign: +z hemisphere
    orient[idx * 3 + 0] = sgn * v[0][0];
    orient[idx * 3 + 1] = sgn * v[1][0];
    orient[idx * 3 + 2] = sgn * v[2][0];
    float inv = e[0] > 1e-20f ? 1.f / e[0] : 0.f;
    measures[idx * 2 + 0] = (e[0] - e[1]) * inv;   // linearity
    measures[idx * 2 + 1] = (e[1] - e[2]) * inv;   // planarity
}
