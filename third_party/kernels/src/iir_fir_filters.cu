// Multichannel audio-rate filtering.
//   biquad_cascade        one channel per thread, samples interleaved (x[t*nch + ch]) so each
//                         time step is a coalesced row: up to 8 second-order sections in
//                         transposed direct form II, coefficients (b0 b1 b2 a1 a2 per section)
//                         and the two state words per section carried in register arrays
//                         across the serial time loop (sections unrolled, runtime count
//                         guarded), state loaded and stored so blocks of samples can be chained.
//                         launch: block 128, grid ceil(nch/128).
//   fir_decimate_const    FIR filter with decimation (<= 32), taps in __constant__ memory
//                         (<= 64): one channel per blockIdx.y; blocks stride over chunks of
//                         outputs (R = 4 per thread, fewer if the span would not fit), staging
//                         each chunk's input span plus the ntaps-1 history in a 16 KiB shared
//                         array (zero before the signal start, barriers at uniform points),
//                         then each thread forms R outputs with a tap loop unrolled by 4.
//                         launch: block 256 (any 1D block <= 256), grid (chunks, channels).
#include <cuda_runtime.h>

#define BQ_MAX_SECTIONS 8

extern "C" __global__ void biquad_cascade(const float *__restrict__ x, float *__restrict__ y,
                                          const float *__restrict__ coeffs, float *__restrict__ state, int nch,
                                          int nsamples, int nsections, float gain) {
  const int ch = blockIdx.x * blockDim.x + threadIdx.x;
  if (ch >= nch)
    return;
  const int ns = min(max(nsections, 0), BQ_MAX_SECTIONS);
  float b0[BQ_MAX_SECTIONS], b1[BQ_MAX_SECTIONS], b2[BQ_MAX_SECTIONS], a1[BQ_MAX_SECTIONS], a2[BQ_MAX_SECTIONS];
  float z1[BQ_MAX_SECTIONS], z2[BQ_MAX_SECTIONS];
#pragma unroll
  for (int s = 0; s < BQ_MAX_SECTIONS; ++s) {
    if (s < ns) {
      const float *c = coeffs + ((size_t)ch * BQ_MAX_SECTIONS + s) * 5;
      b0[s] = c[0];
      b1[s] = c[1];
      b2[s] = c[2];
      a1[s] = c[3];
      a2[s] = c[4];
      z1[s] = state[((size_t)ch * BQ_MAX_SECTIONS + s) * 2 + 0];
      z2[s] = state[((size_t)ch * BQ_MAX_SECTIONS + s) * 2 + 1];
    } else {
      b0[s] = 1.0f;
      b1[s] = b2[s] = a1[s] = a2[s] = 0.0f;
      z1[s] = z2[s] = 0.0f;
    }
  }
  for (int t = 0; t < nsamples; ++t) {
    float v = x[(size_t)t * nch + ch] * gain;
#pragma unroll
    for (int s = 0; s < BQ_MAX_SECTIONS; ++s) {
      if (s < ns) {
        const float out = fmaf(b0[s], v, z1[s]);
        z1[s] = fmaf(b1[s], v, fmaf(-a1[s], out, z2[s]));
        z2[s] = fmaf(b2[s], v, -a2[s] * out);
        v = out;
      }
    }
    // flush denormals the way a DSP would: tiny outputs become exact zero
    y[(size_t)t * nch + ch] = fabsf(v) < 1e-30f ? 0.0f : v;
  }
#pragma unroll
  for (int s = 0; s < BQ_MAX_SECTIONS; ++s) {
    if (s < ns) {
      state[((size_t)ch * BQ_MAX_SECTIONS + s) * 2 + 0] = z1[s];
      state[((size_t)ch * BQ_MAX_SECTIONS + s) * 2 + 1] = z2[s];
    }
  }
}

#define FIR_MAX_TAPS 64
#define FIR_PER_THREAD 4
#define FIR_SPAN 4096
#define FIR_MAX_DECIM 32
__constant__ float c_fir_taps[FIR_MAX_TAPS];

// y[c][m] = sum_k h[k] x[c][m*decim - k]   (x taken as 0 before the start)
extern "C" __global__ void __launch_bounds__(256)
fir_decimate_const(const float *__restrict__ x, float *__restrict__ y, int nsamples, int nout, int ntaps,
                   int decim) {
  __shared__ float span[FIR_SPAN];
  const int c = blockIdx.y;
  const int taps = min(max(ntaps, 1), FIR_MAX_TAPS);
  const int D = min(max(decim, 1), FIR_MAX_DECIM);
  // outputs per chunk: R per thread, limited by what the staged span can hold
  const int chunk = min((int)blockDim.x * FIR_PER_THREAD, (FIR_SPAN - taps) / D + 1);
  const float *xc = x + (size_t)c * nsamples;
  float *yc = y + (size_t)c * nout;

  for (int m0 = blockIdx.x * chunk; m0 < nout; m0 += gridDim.x * chunk) {
    // input indices [m0*D - (taps-1), (m0+chunk-1)*D]
    const long long first = (long long)m0 * D - (taps - 1);
    const int len = (chunk - 1) * D + taps;
    __syncthreads(); // previous chunk's readers are done with span
    for (int i = threadIdx.x; i < len; i += blockDim.x) {
      const long long g = first + i;
      span[i] = (g >= 0 && g < nsamples) ? xc[g] : 0.0f;
    }
    __syncthreads();

    float acc[FIR_PER_THREAD];
#pragma unroll
    for (int r = 0; r < FIR_PER_THREAD; ++r)
      acc[r] = 0.0f;
    // output j = threadIdx.x + r*blockDim.x of the chunk reads span[j*D + taps - 1 - k]
    int jl[FIR_PER_THREAD];
#pragma unroll
    for (int r = 0; r < FIR_PER_THREAD; ++r)
      jl[r] = min((int)(threadIdx.x + r * blockDim.x), chunk - 1) * D + taps - 1;
    int k = 0;
    for (; k + 4 <= taps; k += 4) {
      const float h0 = c_fir_taps[k], h1 = c_fir_taps[k + 1], h2 = c_fir_taps[k + 2], h3 = c_fir_taps[k + 3];
#pragma unroll
      for (int r = 0; r < FIR_PER_THREAD; ++r) {
        const int b = jl[r] - k;
        acc[r] = fmaf(h0, span[b], acc[r]);
        acc[r] = fmaf(h1, span[b - 1], acc[r]);
        acc[r] = fmaf(h2, span[b - 2], acc[r]);
        acc[r] = fmaf(h3, span[b - 3], acc[r]);
      }
    }
    for (; k < taps; ++k) {
#pragma unroll
      for (int r = 0; r < FIR_PER_THREAD; ++r)
        acc[r] = fmaf(c_fir_taps[k], span[jl[r] - k], acc[r]);
    }
#pragma unroll
    for (int r = 0; r < FIR_PER_THREAD; ++r) {
      const int j = threadIdx.x + r * blockDim.x;
      if (j < chunk && m0 + j < nout)
        yc[m0 + j] = acc[r];
    }
  }
}
