// beamform_half2.cu
//
// Narrow-band delay-and-sum beamforming for a planar sensor array whose
// complex baseband samples are stored as __half2 (I, Q); arithmetic on the
// samples is done in half2, accumulation in float.
//
//  das_beamform_half2 : blockIdx.y = beam (look angle spread over
//                       [-60, 60] degrees), threads over output samples.
//                       Array geometry, apodisation and carrier parameters
//                       come in a by-value struct with fixed-size arrays.  The
//                       first threads of the block compute per-sensor integer
//                       delay, fractional delay and phase rotation into shared
//                       memory; every thread then interpolates its two
//                       neighbouring samples with __hfma2, converts to float,
//                       rotates and accumulates.
//                       Launch: block 128, grid (ceil(nsamp/128), nbeams).
//  array_power_xcorr_half2 : one thread per (sensor, segment of SEG samples):
//                       segment power and cross-correlation against the
//                       reference sensor, half2 products in chunks of 4,
//                       float accumulation.  Launch: 1D over nsensors*nseg.
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <stdint.h>

#define MAX_SENSORS 32

struct ArrayGeometry {
    int nsensors;
    float px[MAX_SENSORS];
    float py[MAX_SENSORS];
    float apod[MAX_SENSORS];
    float fs;        // sample rate (Hz)
    float fc;        // carrier (Hz)
    float c;         // propagation speed (m/s)
};

__device__ __forceinline__ float sane(float v, float lo, float hi, float dflt)
{
    return (v >= lo && v <= hi) ? v : dflt;
}

extern "C" __global__ void das_beamform_half2(const __half2* __restrict__ sig, int nsamp,
                                              int nbeams, ArrayGeometry g,
                                              float2* __restrict__ beams)
{
    __shared__ int s_shift[MAX_SENSORS];
    __shared__ __half2 s_frac[MAX_SENSORS];
    __shared__ float s_rot[MAX_SENSORS][2];
    __shared__ float s_w[MAX_SENSORS];

    const int beam = blockIdx.y;
    const int ns = g.nsensors < 1 ? 1 : (g.nsensors > MAX_SENSORS ? MAX_SENSORS : g.nsensors);
    const float fs = sane(g.fs, 1.0f, 1e9f, 48000.0f);
    const float fc = sane(g.fc, 0.0f, 1e9f, 1000.0f);
    const float c = sane(g.c, 1.0f, 1e9f, 343.0f);

    if (threadIdx.x < ns) {
        const int k = threadIdx.x;
        const float theta = nbeams > 1 ? (-60.0f + 120.0f * beam / (nbeams - 1)) * 0.017453292f : 0.0f;
        float sn, cs;
        __sincosf(theta, &sn, &cs);
        const float x = sane(g.px[k], -10.0f, 10.0f, 0.0f);
        const float y = sane(g.py[k], -10.0f, 10.0f, 0.0f);
        const float tau = (x * cs + y * sn) / c;              // seconds
        const float d = fminf(fmaxf(tau * fs, -64.0f), 64.0f);  // samples
        const float fl = floorf(d);
        s_shift[k] = (int)fl;
        const __half fr = __float2half_rn(d - fl);
        s_frac[k] = __halves2half2(fr, fr);
        float ps, pc;
        __sincosf(-6.2831853f * fc * tau, &ps, &pc);
        s_rot[k][0] = pc;
        s_rot[k][1] = ps;
        s_w[k] = sane(g.apod[k], 0.0f, 1.0f, 1.0f);
    }
    __syncthreads();

    const int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= nsamp) return;
    const __half2 zero = __halves2half2(__float2half_rn(0.0f), __float2half_rn(0.0f));
    float acc_re = 0.0f, acc_im = 0.0f, wsum = 0.0f;
    for (int k = 0; k < ns; ++k) {
        const int i0 = t + s_shift[k];
        const __half2 a = (i0 >= 0 && i0 < nsamp) ? sig[(size_t)k * nsamp + i0] : zero;
        const __half2 b = (i0 + 1 >= 0 && i0 + 1 < nsamp) ? sig[(size_t)k * nsamp + i0 + 1] : zero;
        // a + frac * (b - a), all in half2
        const __half2 v = __hfma2(s_frac[k], __hsub2(b, a), a);
        const float2 f = __half22float2(v);
        const float cr = s_rot[k][0], ci = s_rot[k][1], w = s_w[k];
        acc_re = fmaf(w, f.x * cr - f.y * ci, acc_re);
        acc_im = fmaf(w, f.x * ci + f.y * cr, acc_im);
        wsum += w;
    }
    const float inv = wsum > 0.0f ? 1.0f / wsum : 0.0f;
    beams[(size_t)beam * nsamp + t] = make_float2(acc_re * inv, acc_im * inv);
}

#define SEG 64

extern "C" __global__ void array_power_xcorr_half2(const __half2* __restrict__ sig, int nsamp,
                                                   int nsensors, int ref,
                                                   float* __restrict__ power,
                                                   float2* __restrict__ xcorr)
{
    const int nseg = nsamp / SEG;
    const int id = blockIdx.x * blockDim.x + threadIdx.x;
    const int ns = nsensors < 1 ? 1 : nsensors;
    if (id >= ns * nseg) return;
    const int k = id / nseg, sgi = id % nseg;
    const int r = (ref < 0 || ref >= ns) ? 0 : ref;
    const __half2* a = sig + (size_t)k * nsamp + sgi * SEG;
    const __half2* b = sig + (size_t)r * nsamp + sgi * SEG;

    float p = 0.0f, xr = 0.0f, xi = 0.0f;
    for (int j = 0; j < SEG; j += 4) {
        // a short half2 partial over 4 samples, then widen to float
        __half2 pp = __hmul2(a[j], a[j]);                       // (I^2, Q^2)
        __half2 re = __hmul2(a[j], b[j]);                       // (aI bI, aQ bQ)
        __half2 im = __hmul2(a[j], __lowhigh2highlow(b[j]));   // (aI bQ, aQ bI)
#pragma unroll
        for (int u = 1; u < 4; ++u) {
            pp = __hfma2(a[j + u], a[j + u], pp);
            re = __hfma2(a[j + u], b[j + u], re);
            im = __hfma2(a[j + u], __lowhigh2highlow(b[j + u]), im);
        }
        const float2 fp = __half22float2(pp), fr = __half22float2(re), fi = __half22float2(im);
        p += fp.x + fp.y;
        xr += fr.x + fr.y;          // Re(a conj(b)) = aI bI + aQ bQ
        xi += fi.y - fi.x;          // Im(a conj(b)) = aQ bI - aI bQ
    }
    power[id] = p * (1.0f / SEG);
    xcorr[id] = make_float2(xr * (1.0f / SEG), xi * (1.0f / SEG));
}
