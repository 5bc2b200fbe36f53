// D3Q19 lattice Boltzmann, BGK collision, pull streaming with half-way bounce-back on
// solid cells (flag bits 0-1), periodic domain edges. Padded structure-of-arrays:
// f[q * q_stride + cell] with q_stride >= nx*ny*nz (rounded up for alignment by the host).
#include <cuda_runtime.h>

#define Q 19

__constant__ int c_cx[Q] = {0, 1, -1, 0, 0, 0, 0, 1, -1, 1, -1, 1, -1, 1, -1, 0, 0, 0, 0};
__constant__ int c_cy[Q] = {0, 0, 0, 1, -1, 0, 0, 1, -1, -1, 1, 0, 0, 0, 0, 1, -1, 1, -1};
__constant__ int c_cz[Q] = {0, 0, 0, 0, 0, 1, -1, 0, 0, 0, 0, 1, -1, -1, 1, 1, -1, -1, 1};
__constant__ int c_opp[Q] = {0, 2, 1, 4, 3, 6, 5, 8, 7, 10, 9, 12, 11, 14, 13, 16, 15, 18, 17};
__constant__ float c_w[Q] = {1.f / 3,  1.f / 18, 1.f / 18, 1.f / 18, 1.f / 18, 1.f / 18, 1.f / 18,
                             1.f / 36, 1.f / 36, 1.f / 36, 1.f / 36, 1.f / 36, 1.f / 36,
                             1.f / 36, 1.f / 36, 1.f / 36, 1.f / 36, 1.f / 36, 1.f / 36};

enum { CELL_FLUID = 0, CELL_SOLID = 1, CELL_INLET = 2 };

struct LbmParams {       // all-float
    float omega;         // 1 / tau
    float gx, gy, gz;    // body force (Guo-less simple velocity shift)
    float u_inlet;       // x-velocity imposed on inlet cells
};

// periodic wrap; the fast path covers |c| <= 1, the modulo keeps odd stencils legal
__device__ __forceinline__ int wrap(int v, int n) {
    if (v < 0) v += n;
    else if (v >= n) v -= n;
    if ((unsigned)v >= (unsigned)n) { v %= n; if (v < 0) v += n; }
    return v;
}

__device__ __forceinline__ float feq(int q, float rho, float ux, float uy, float uz, float usq) {
    float cu = 3.f * (c_cx[q] * ux + c_cy[q] * uy + c_cz[q] * uz);
    return c_w[q] * rho * (1.f + cu + 0.5f * cu * cu - 1.5f * usq);
}

extern "C" __global__ void lbm_d3q19_collide_stream(const float* __restrict__ f_in,
                                                    float* __restrict__ f_out,
                                                    const unsigned char* __restrict__ flags,
                                                    int nx, int ny, int nz, long long q_stride,
                                                    LbmParams p) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    int z = blockIdx.z * blockDim.z + threadIdx.z;
    if (x >= nx || y >= ny || z >= nz) return;
    if (q_stride < (long long)nx * ny * nz) return;   // inconsistent layout
    size_t N = (size_t)q_stride;
    size_t cell = ((size_t)z * ny + y) * nx + x;
    int flag = flags[cell] & 3;

    if (flag == CELL_SOLID) {       // solid cells just keep their populations
#pragma unroll
        for (int q = 0; q < Q; ++q) f_out[q * N + cell] = f_in[q * N + cell];
        return;
    }

    float f[Q];
#pragma unroll
    for (int q = 0; q < Q; ++q) {
        int sx = wrap(x - c_cx[q], nx), sy = wrap(y - c_cy[q], ny), sz = wrap(z - c_cz[q], nz);
        size_t src = ((size_t)sz * ny + sy) * nx + sx;
        if ((flags[src] & 3) == CELL_SOLID)
            f[q] = f_in[(size_t)(c_opp[q] % Q) * N + cell];      // bounce back from the wall link
        else
            f[q] = f_in[q * N + src];
    }

    float rho = 0.f, ux = 0.f, uy = 0.f, uz = 0.f;
#pragma unroll
    for (int q = 0; q < Q; ++q) {
        rho += f[q];
        ux += c_cx[q] * f[q];
        uy += c_cy[q] * f[q];
        uz += c_cz[q] * f[q];
    }
    float inv_rho = (rho > 1e-12f) ? 1.f / rho : 0.f;
    ux = ux * inv_rho + p.gx / (p.omega > 1e-6f ? p.omega : 1.f);
    uy = uy * inv_rho + p.gy / (p.omega > 1e-6f ? p.omega : 1.f);
    uz = uz * inv_rho + p.gz / (p.omega > 1e-6f ? p.omega : 1.f);
    if (flag == CELL_INLET) {       // velocity inlet: equilibrium with prescribed velocity
        ux = p.u_inlet; uy = 0.f; uz = 0.f;
        float usq = ux * ux;
#pragma unroll
        for (int q = 0; q < Q; ++q) f_out[q * N + cell] = feq(q, rho, ux, uy, uz, usq);
        return;
    }
    float usq = ux * ux + uy * uy + uz * uz;
    float om = p.omega;
#pragma unroll
    for (int q = 0; q < Q; ++q) {
        float fe = feq(q, rho, ux, uy, uz, usq);
        f_out[q * N + cell] = f[q] - om * (f[q] - fe);
    }
}

// Density, velocity and the (xy, xz, yz) non-equilibrium stress for output/statistics.
extern "C" __global__ void lbm_d3q19_moments(const float* __restrict__ f,
                                             const unsigned char* __restrict__ flags,
                                             float* __restrict__ rho_out,
                                             float* __restrict__ vel_out,     // [3][N]
                                             float* __restrict__ stress_out,  // [3][N]
                                             int nx, int ny, int nz, long long q_stride) {
    if (nx <= 0 || ny <= 0 || nz <= 0 || q_stride < (long long)nx * ny * nz) return;
    size_t cells = (size_t)nx * ny * nz;
    size_t N = (size_t)q_stride;   // populations stride; outputs are dense [3][cells]
    for (size_t cell = blockIdx.x * (size_t)blockDim.x + threadIdx.x; cell < cells;
         cell += (size_t)gridDim.x * blockDim.x) {
        if ((flags[cell] & 3) == CELL_SOLID) {
            rho_out[cell] = 0.f;
            vel_out[cell] = vel_out[cells + cell] = vel_out[2 * cells + cell] = 0.f;
            stress_out[cell] = stress_out[cells + cell] = stress_out[2 * cells + cell] = 0.f;
            continue;
        }
        float fl[Q];
        float rho = 0.f, jx = 0.f, jy = 0.f, jz = 0.f;
#pragma unroll
        for (int q = 0; q < Q; ++q) {
            fl[q] = f[q * N + cell];
            rho += fl[q];
            jx += c_cx[q] * fl[q];
            jy += c_cy[q] * fl[q];
            jz += c_cz[q] * fl[q];
        }
        float inv = rho > 1e-12f ? 1.f / rho : 0.f;
        float ux = jx * inv, uy = jy * inv, uz = jz * inv;
        float pxy = 0.f, pxz = 0.f, pyz = 0.f;
#pragma unroll
        for (int q = 7; q < Q; ++q) {          // only diagonal links carry off-diagonal stress
            pxy += c_cx[q] * c_cy[q] * fl[q];
            pxz += c_cx[q] * c_cz[q] * fl[q];
            pyz += c_cy[q] * c_cz[q] * fl[q];
        }
        rho_out[cell] = rho;
        vel_out[cell] = ux;
        vel_out[cells + cell] = uy;
        vel_out[2 * cells + cell] = uz;
        stress_out[cell] = pxy - rho * ux * uy;
        stress_out[cells + cell] = pxz - rho * ux * uz;
        stress_out[2 * cells + cell] = pyz - rho * uy * uz;
    }
}
