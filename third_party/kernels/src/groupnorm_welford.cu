// groupnorm_welford.cu
//
// Normalisation layers with Welford statistics (one pass, numerically stable,
// states merged with Chan's parallel formula).
//
//  groupnorm_silu_fwd  : GroupNorm over NCHW, one block per (n, group) with a
//                        block-stride loop; a group is one contiguous span of
//                        (C/G)*HW floats, read with float4 when aligned.
//                        Welford per thread, merged through __shfl_xor_sync
//                        and shared per-warp states; the second sweep applies
//                        per-channel gamma/beta and an optional fused SiLU
//                        (diffusion-UNet style).  Mean and rstd are saved.
//  bn_stats_nhwc_partial: BatchNorm training statistics for channels-last
//                        data: 32 channels x 8 row-groups per block, rows
//                        split across blockIdx.y; the 8 states of a channel
//                        are merged by a shared-memory tree; one partial
//                        (mean, M2, count) per (row block, channel).
//  bn_finalize         : per channel, the partials are merged in order
//                        (deterministic), running mean/var updated with
//                        momentum (unbiased variance), and the fused scale
//                        and shift for the apply pass are written.
#include <cuda_runtime.h>
#include <stdint.h>

struct Welford {
    float mean, m2, n;
};

__device__ __forceinline__ void welford_add(Welford& s, float x) {
    s.n += 1.0f;
    const float d = x - s.mean;
    s.mean += d / s.n;
    s.m2 += d * (x - s.mean);
}

__device__ __forceinline__ Welford welford_merge(Welford a, Welford b) {
    const float n = a.n + b.n;
    if (n == 0.0f) return a;
    const float d = b.mean - a.mean;
    const float wb = b.n / n;
    Welford r;
    r.mean = a.mean + d * wb;
    r.m2 = a.m2 + b.m2 + d * d * a.n * wb;
    r.n = n;
    return r;
}

__device__ __forceinline__ Welford warp_merge(Welford s) {
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) {
        Welford o;
        o.mean = __shfl_xor_sync(0xffffffffu, s.mean, off);
        o.m2 = __shfl_xor_sync(0xffffffffu, s.m2, off);
        o.n = __shfl_xor_sync(0xffffffffu, s.n, off);
        s = welford_merge(s, o);
    }
    return s;
}

struct GnParams {
    int N, C, HW, G;
    float eps;
    int silu;
};

extern "C" __global__ void __launch_bounds__(256)
groupnorm_silu_fwd(const float* __restrict__ x, const float* __restrict__ gamma,
                   const float* __restrict__ beta, float* __restrict__ y,
                   float* __restrict__ mean_out, float* __restrict__ rstd_out, GnParams p)
{
    __shared__ Welford s_w[32];
    __shared__ float s_stat[2];
    const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    const int nwarps = blockDim.x >> 5;
    const int cpg = p.C / p.G;
    const size_t L = (size_t)cpg * p.HW;

    for (int ng = blockIdx.x; ng < p.N * p.G; ng += gridDim.x) {
        const int n = ng / p.G, g = ng - n * p.G;
        const size_t base = ((size_t)n * p.C + (size_t)g * cpg) * p.HW;
        const float* xs = x + base;
        const bool vec = ((L & 3) == 0) && ((base & 3) == 0);

        Welford s = {0.0f, 0.0f, 0.0f};
        if (vec) {
            const float4* x4 = reinterpret_cast<const float4*>(xs);
            for (size_t i = tid; i < (L >> 2); i += blockDim.x) {
                const float4 v = x4[i];
                welford_add(s, v.x);
                welford_add(s, v.y);
                welford_add(s, v.z);
                welford_add(s, v.w);
            }
        } else {
            for (size_t i = tid; i < L; i += blockDim.x) welford_add(s, xs[i]);
        }
        s = warp_merge(s);
        if (lane == 0) s_w[warp] = s;
        __syncthreads();
        if (warp == 0) {
            Welford t = lane < nwarps ? s_w[lane] : Welford{0.0f, 0.0f, 0.0f};
            t = warp_merge(t);
            if (lane == 0) {
                const float var = t.n > 0.0f ? t.m2 / t.n : 0.0f;
                s_stat[0] = t.mean;
                s_stat[1] = rsqrtf(fmaxf(var, 0.0f) + p.eps);
                mean_out[ng] = t.mean;
                rstd_out[ng] = s_stat[1];
            }
        }
        __syncthreads();
        const float mu = s_stat[0], rs = s_stat[1];

        float* ys = y + base;
        for (size_t i = tid; i < L; i += blockDim.x) {
            const int c = g * cpg + (int)(i / p.HW);
            float v = (xs[i] - mu) * rs * __ldg(&gamma[c]) + __ldg(&beta[c]);
            if (p.silu) v = v / (1.0f + __expf(-v));
            ys[i] = v;
        }
        __syncthreads();                       // s_w / s_stat reused
    }
}

#define BN_TX 32
#define BN_TY 8

extern "C" __global__ void bn_stats_nhwc_partial(const float* __restrict__ x, long long rows, int C,
                                                 float* __restrict__ part_mean, float* __restrict__ part_m2,
                                                 int* __restrict__ part_n)            // [gridDim.y][C]
{
    __shared__ float s_mean[BN_TY][BN_TX], s_m2[BN_TY][BN_TX], s_n[BN_TY][BN_TX];
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int c = blockIdx.x * BN_TX + tx;
    Welford s = {0.0f, 0.0f, 0.0f};
    if (c < C) {
        for (long long r = (long long)blockIdx.y * BN_TY + ty; r < rows; r += (long long)gridDim.y * BN_TY)
            welford_add(s, x[r * C + c]);
    }
    s_mean[ty][tx] = s.mean;
    s_m2[ty][tx] = s.m2;
    s_n[ty][tx] = s.n;
#pragma unroll
    for (int h = BN_TY / 2; h > 0; h >>= 1) {
        __syncthreads();
        if (ty < h) {
            const Welford o = {s_mean[ty + h][tx], s_m2[ty + h][tx], s_n[ty + h][tx]};
            s = welford_merge(s, o);
            s_mean[ty][tx] = s.mean;
            s_m2[ty][tx] = s.m2;
            s_n[ty][tx] = s.n;
        }
    }
    if (ty == 0 && c < C) {
        const size_t o = (size_t)blockIdx.y * C + c;
        part_mean[o] = s.mean;
        part_m2[o] = s.m2;
        part_n[o] = (int)s.n;
    }
}

extern "C" __global__ void bn_finalize(const float* __restrict__ part_mean, const float* __restrict__ part_m2,
                                       const int* __restrict__ part_n, int nparts, int C,
                                       const float* __restrict__ gamma, const float* __restrict__ beta,
                                       float momentum, float eps,
                                       float* running_mean, float* running_var,
                                       float* scale, float* shift,
                                       float* save_mean, float* save_rstd)
{
    const int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (c >= C) return;
    Welford s = {0.0f, 0.0f, 0.0f};
    for (int p = 0; p < nparts; ++p) {
        const size_t o = (size_t)p * C + c;
        const int pn = part_n[o];
        if (pn <= 0) continue;
        s = welford_merge(s, Welford{part_mean[o], part_m2[o], (float)pn});
    }
    const float var = s.n > 0.0f ? s.m2 / s.n : 0.0f;
    const float unbiased = s.n > 1.0f ? s.m2 / (s.n - 1.0f) : var;
    const float rstd = rsqrtf(var + eps);
    running_mean[c] = (1.0f - momentum) * running_mean[c] + momentum * s.mean;
    running_var[c] = (1.0f - momentum) * running_var[c] + momentum * unbiased;
    const float sc = gamma[c] * rstd;
    scale[c] = sc;
    shift[c] = beta[c] - s.mean * sc;
    save_mean[c] = s.mean;
    save_rstd[c] = rstd;
}
