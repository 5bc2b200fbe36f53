// fft_radix8.cu
//
// Radix-8 Stockham FFTs.
//
//  fft512_r8_shared  : a 512-point complex FFT per block (64 threads, 8 points
//                      each), batch by block-stride loop.  Three radix-8
//                      passes: the first reads global memory directly, the
//                      middle one goes through a padded shared buffer (split
//                      re/im, one pad word per 8 to break the stride-8 bank
//                      conflicts, read / barrier / write / barrier), the last
//                      writes global memory coalesced.  Twiddles come from a
//                      shared table built once per block with sincospif.
//                      Inverse = conjugate in, conjugate out, 1/N scale.
//  fft_r8_stage_f32 / fft_r8_stage_f64 : one out-of-place Stockham radix-8
//                      pass for any N = 8^k, for large transforms done pass by
//                      pass; twiddles from a precomputed global table W_N^m,
//                      size_t grid-stride over batch * N/8 butterflies; one
//                      template for float2 and double2.
#include <cuda_runtime.h>
#include <stdint.h>

template <typename T> struct cpx { T x, y; };

template <typename T>
__device__ __forceinline__ cpx<T> cmul(cpx<T> a, cpx<T> b) {
    return {a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x};
}

// In-register 8-point DFT (forward, natural order in and out): radix-2 DIF.
template <typename T>
__device__ __forceinline__ void fft8(cpx<T> (&v)[8])
{
    const T h = (T)0.70710678118654752440;
#pragma unroll
    for (int n = 0; n < 4; ++n) {
        const cpx<T> a = v[n], b = v[n + 4];
        v[n] = {a.x + b.x, a.y + b.y};
        v[n + 4] = {a.x - b.x, a.y - b.y};
    }
    v[5] = {h * (v[5].x + v[5].y), h * (v[5].y - v[5].x)};      // * W8
    v[6] = {v[6].y, -v[6].x};                                   // * -i
    v[7] = {h * (v[7].y - v[7].x), -h * (v[7].x + v[7].y)};     // * W8^3
#pragma unroll
    for (int g = 0; g < 8; g += 4) {
        const cpx<T> a0 = v[g], a1 = v[g + 1], a2 = v[g + 2], a3 = v[g + 3];
        v[g] = {a0.x + a2.x, a0.y + a2.y};
        v[g + 1] = {a1.x + a3.x, a1.y + a3.y};
        v[g + 2] = {a0.x - a2.x, a0.y - a2.y};
        const cpx<T> d = {a1.x - a3.x, a1.y - a3.y};
        v[g + 3] = {d.y, -d.x};
    }
#pragma unroll
    for (int g = 0; g < 8; g += 2) {
        const cpx<T> a = v[g], b = v[g + 1];
        v[g] = {a.x + b.x, a.y + b.y};
        v[g + 1] = {a.x - b.x, a.y - b.y};
    }
    // bit-reversed -> natural
    cpx<T> t = v[1]; v[1] = v[4]; v[4] = t;
    t = v[3]; v[3] = v[6]; v[6] = t;
}

#define N512 512
#define PAD(i) ((i) + ((i) >> 3))

extern "C" __global__ void __launch_bounds__(64)
fft512_r8_shared(const float2* __restrict__ in, float2* __restrict__ out, int batch, int inverse)
{
    __shared__ float s_re[PAD(N512)], s_im[PAD(N512)];
    __shared__ float2 s_tw[N512];
    const int j = threadIdx.x;                       // 0..63

    for (int m = j; m < N512; m += 64) {
        float s, c;
        sincospif(-(float)m / 256.0f, &s, &c);       // exp(-2 pi i m / 512)
        s_tw[m] = make_float2(c, s);
    }
    __syncthreads();

    const float conj = inverse ? -1.0f : 1.0f;
    const float scale = inverse ? 1.0f / N512 : 1.0f;

    for (int b = blockIdx.x; b < batch; b += gridDim.x) {
        const float2* src = in + (size_t)b * N512;
        cpx<float> v[8];
        // ---- pass 1: Ns = 1 (no twiddles), global -> shared
#pragma unroll
        for (int r = 0; r < 8; ++r) {
            const float2 a = src[j + 64 * r];
            v[r] = {a.x, conj * a.y};
        }
        fft8(v);
#pragma unroll
        for (int r = 0; r < 8; ++r) {
            const int o = PAD(j * 8 + r);
            s_re[o] = v[r].x;
            s_im[o] = v[r].y;
        }
        __syncthreads();
        // ---- pass 2: Ns = 8, shared -> shared
        {
            const int k = j & 7;
#pragma unroll
            for (int r = 0; r < 8; ++r) {
                const int i = PAD(j + 64 * r);
                v[r] = {s_re[i], s_im[i]};
            }
#pragma unroll
            for (int r = 1; r < 8; ++r) {
                const float2 w = s_tw[8 * r * k];
                v[r] = cmul(v[r], cpx<float>{w.x, w.y});
            }
            fft8(v);
            __syncthreads();                         // all reads of the buffer done
            const int d = (j >> 3) * 64 + k;
#pragma unroll
            for (int r = 0; r < 8; ++r) {
                const int o = PAD(d + 8 * r);
                s_re[o] = v[r].x;
                s_im[o] = v[r].y;
            }
            __syncthreads();
        }
        // ---- pass 3: Ns = 64, shared -> global
#pragma unroll
        for (int r = 0; r < 8; ++r) {
            const int i = PAD(j + 64 * r);
            v[r] = {s_re[i], s_im[i]};
        }
#pragma unroll
        for (int r = 1; r < 8; ++r) {
            const float2 w = s_tw[r * j];
            v[r] = cmul(v[r], cpx<float>{w.x, w.y});
        }
        fft8(v);
        float2* dst = out + (size_t)b * N512;
#pragma unroll
        for (int r = 0; r < 8; ++r) dst[j + 64 * r] = make_float2(scale * v[r].x, conj * scale * v[r].y);
        __syncthreads();                             // buffer reused by the next transform
    }
}

template <typename T, typename V2>
__device__ __forceinline__ void r8_stage(const V2* __restrict__ in, V2* __restrict__ out,
                                         const V2* __restrict__ tw, int N, int Ns, long long batch,
                                         int inverse)
{
    const int N8 = N >> 3;
    const int tw_step = N / (8 * Ns);
    const T cj = inverse ? (T)-1 : (T)1;
    const size_t total = (size_t)batch * N8;
    for (size_t g = (size_t)blockIdx.x * blockDim.x + threadIdx.x; g < total;
         g += (size_t)gridDim.x * blockDim.x) {
        const size_t b = g / N8;
        const int j = (int)(g - b * N8);
        const V2* src = in + b * N;
        V2* dst = out + b * N;
        const int k = j % Ns;
        cpx<T> v[8];
#pragma unroll
        for (int r = 0; r < 8; ++r) {
            const V2 a = src[j + r * N8];
            v[r] = {a.x, a.y};
        }
        if (Ns > 1) {
#pragma unroll
            for (int r = 1; r < 8; ++r) {
                const V2 w = __ldg(&tw[r * k * tw_step]);
                v[r] = cmul(v[r], cpx<T>{w.x, cj * w.y});
            }
        }
        if (inverse) {
#pragma unroll
            for (int r = 0; r < 8; ++r) v[r].y = -v[r].y;
            fft8(v);
#pragma unroll
            for (int r = 0; r < 8; ++r) v[r].y = -v[r].y;
        } else {
            fft8(v);
        }
        const int d = (j / Ns) * Ns * 8 + k;
#pragma unroll
        for (int r = 0; r < 8; ++r) {
            V2 o;
            o.x = v[r].x;
            o.y = v[r].y;
            dst[d + r * Ns] = o;
        }
    }
}

extern "C" __global__ void fft_r8_stage_f32(const float2* __restrict__ in, float2* __restrict__ out,
                                            const float2* __restrict__ tw, int N, int Ns,
                                            long long batch, int inverse)
{
    r8_stage<float, float2>(in, out, tw, N, Ns, batch, inverse);
}

extern "C" __global__ void fft_r8_stage_f64(const double2* __restrict__ in, double2* __restrict__ out,
                                            const double2* __restrict__ tw, int N, int Ns,
                                            long long batch, int inverse)
{
    r8_stage<double, double2>(in, out, tw, N, Ns, batch, inverse);
}
