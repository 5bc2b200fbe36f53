// weno5_burgers.cu
//
// 2D inviscid Burgers equation u_t + (u^2/2)_x + (u^2/2)_y = 0 on a periodic
// grid, fifth-order WENO-JS finite differences with global Lax-Friedrichs
// flux splitting and SSP-RK3 time stepping (double precision).
//
//  weno5_rhs_2d     : 32x8 blocks; the tile plus a 3-cell halo on every side
//                     is loaded into shared memory with periodic wrap; the
//                     x-interface fluxes (33 per row) and y-interface fluxes
//                     (9 per column) are reconstructed into shared arrays
//                     (positive part from a left-biased stencil, negative
//                     part from the mirrored one, Jiang-Shu smoothness
//                     indicators and nonlinear weights), then
//                     L = -(dF/dx + dG/dy).  By-value grid struct.
//  ssprk3_stage_max : one SSP-RK3 stage u_out = c0 u0 + c1 (u + dt L) over a
//                     size_t grid-stride loop, plus max |u_out| for the next
//                     alpha/CFL: warp shuffle max, shared per-warp maxima,
//                     atomicMax on the bit pattern of a non-negative double.
#include <cuda_runtime.h>
#include <stdint.h>

#define WX 32
#define WY 8
#define HALO 3

struct WenoGrid {
    int nx, ny;
    double dx, dy;
    double alpha;        // max |f'(u)| over the grid (= max |u|)
    double eps;          // smoothness regulariser, e.g. 1e-6
};

__device__ __forceinline__ double weno5_minus(double a, double b, double c, double d, double e, double eps)
{
    // value at i+1/2 from the left, given v_{i-2} .. v_{i+2}
    const double q0 = (2.0 * a - 7.0 * b + 11.0 * c) * (1.0 / 6.0);
    const double q1 = (-b + 5.0 * c + 2.0 * d) * (1.0 / 6.0);
    const double q2 = (2.0 * c + 5.0 * d - e) * (1.0 / 6.0);
    const double t0 = a - 2.0 * b + c, s0 = a - 4.0 * b + 3.0 * c;
    const double t1 = b - 2.0 * c + d, s1 = b - d;
    const double t2 = c - 2.0 * d + e, s2 = 3.0 * c - 4.0 * d + e;
    const double b0 = (13.0 / 12.0) * t0 * t0 + 0.25 * s0 * s0;
    const double b1 = (13.0 / 12.0) * t1 * t1 + 0.25 * s1 * s1;
    const double b2 = (13.0 / 12.0) * t2 * t2 + 0.25 * s2 * s2;
    const double e0 = eps + b0, e1 = eps + b1, e2 = eps + b2;
    const double w0 = 0.1 / (e0 * e0), w1 = 0.6 / (e1 * e1), w2 = 0.3 / (e2 * e2);
    return (w0 * q0 + w1 * q1 + w2 * q2) / (w0 + w1 + w2);
}

__device__ __forceinline__ double burgers_flux(double u) { return 0.5 * u * u; }

// numerical flux at the interface between v[2] and v[3] of six consecutive cells
__device__ __forceinline__ double lf_weno_flux(const double (&v)[6], double alpha, double eps)
{
    double fp[6], fm[6];
#pragma unroll
    for (int s = 0; s < 6; ++s) {
        const double f = burgers_flux(v[s]);
        fp[s] = 0.5 * (f + alpha * v[s]);
        fm[s] = 0.5 * (f - alpha * v[s]);
    }
    return weno5_minus(fp[0], fp[1], fp[2], fp[3], fp[4], eps) +
           weno5_minus(fm[5], fm[4], fm[3], fm[2], fm[1], eps);
}

extern "C" __global__ void __launch_bounds__(WX * WY)
weno5_rhs_2d(const double* __restrict__ u, double* __restrict__ L, WenoGrid g)
{
    __shared__ double s_u[WY + 2 * HALO][WX + 2 * HALO];
    __shared__ double s_fx[WY][WX + 1];
    __shared__ double s_fy[WY + 1][WX];
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int x0 = blockIdx.x * WX, y0 = blockIdx.y * WY;

    for (int j = ty; j < WY + 2 * HALO; j += WY) {
        int gy = y0 + j - HALO;
        gy = gy < 0 ? gy + g.ny : (gy >= g.ny ? gy - g.ny : gy);
        for (int i = tx; i < WX + 2 * HALO; i += WX) {
            int gx = x0 + i - HALO;
            gx = gx < 0 ? gx + g.nx : (gx >= g.nx ? gx - g.nx : gx);
            s_u[j][i] = u[(size_t)gy * g.nx + gx];
        }
    }
    __syncthreads();

    // x interfaces: f = 0 .. WX, interface between cells f-1 and f of the tile
    for (int f = tx; f <= WX; f += WX) {
        double v[6];
#pragma unroll
        for (int s = 0; s < 6; ++s) v[s] = s_u[ty + HALO][f + s];     // cells f-3 .. f+2
        s_fx[ty][f] = lf_weno_flux(v, g.alpha, g.eps);
    }
    // y interfaces
    for (int f = ty; f <= WY; f += WY) {
        double v[6];
#pragma unroll
        for (int s = 0; s < 6; ++s) v[s] = s_u[f + s][tx + HALO];
        s_fy[f][tx] = lf_weno_flux(v, g.alpha, g.eps);
    }
    __syncthreads();

    const int x = x0 + tx, y = y0 + ty;
    if (x < g.nx && y < g.ny)
        L[(size_t)y * g.nx + x] = -(s_fx[ty][tx + 1] - s_fx[ty][tx]) / g.dx - (s_fy[ty + 1][tx] - s_fy[ty][tx]) / g.dy;
}

struct RkStage {
    double c0, c1, dt;
};

extern "C" __global__ void ssprk3_stage_max(const double* __restrict__ u0, const double* __restrict__ u,
                                            const double* __restrict__ L, double* __restrict__ u_out,
                                            long long n, RkStage st,
                                            unsigned long long* __restrict__ max_abs_bits)
{
    __shared__ double s_max[32];
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    double m = 0.0;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        double v = st.c1 * fma(st.dt, L[i], u[i]);
        if (st.c0 != 0.0) v = fma(st.c0, u0[i], v);
        u_out[i] = v;
        m = fmax(m, fabs(v));
    }
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) m = fmax(m, __shfl_xor_sync(0xffffffffu, m, off));
    if (lane == 0) s_max[warp] = m;
    __syncthreads();
    if (warp == 0) {
        m = lane < (int)(blockDim.x >> 5) ? s_max[lane] : 0.0;
#pragma unroll
        for (int off = 16; off > 0; off >>= 1) m = fmax(m, __shfl_xor_sync(0xffffffffu, m, off));
        if (lane == 0) atomicMax(max_abs_bits, (unsigned long long)__double_as_longlong(m));
    }
}
