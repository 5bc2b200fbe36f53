// Audio sample-rate conversion.
//   resample_polyphase_fir  rational L/M conversion (e.g. 44.1k -> 48k is 160/147) of interleaved
//                           multi-channel float PCM: output n reads phase (n M) mod L of an
//                           L-phase polyphase FIR and input samples (n M) / L - t, t < taps per
//                           phase; the prototype filter is staged in shared memory re-ordered
//                           phase-major, blockIdx.y picks the channel, 64-bit sample positions,
//                           zero history before the first sample.
//   resample_sinc_window    arbitrary-ratio conversion (fp64 time base) with a windowed sinc
//                           evaluated on the fly: cutoff min(1, ratio) for anti-aliasing, Blackman
//                           window (cosf), sinf/x, half-width clamped to MAX_HALF, weights
//                           normalised by their sum; grid-stride over output frames, all channels
//                           of a frame per thread (local accumulator array).
// launch: resample_polyphase_fir block 128, grid ceil(nout/128) x channels; resample_sinc_window
//         block 128, grid-stride
#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>

#define MAX_FILTER 2048
#define MAX_CH 8
#define MAX_HALF 32

extern "C" __global__ void __launch_bounds__(128)
resample_polyphase_fir(const float *__restrict__ in, const float *__restrict__ proto, float *__restrict__ out,
                       long long nin, long long nout, int channels, int up, int down, int ntaps, float gain) {
  __shared__ float s_h[MAX_FILTER];
  if (up <= 0 || down <= 0 || channels <= 0)
    return;
  ntaps = min(max(ntaps, 0), MAX_FILTER);
  const int tpp = (ntaps + up - 1) / up; // taps per phase
  // phase-major: s_h[p * tpp + t] = proto[t * up + p] (zero-padded)
  for (int i = threadIdx.x; i < up * tpp && i < MAX_FILTER; i += blockDim.x) {
    const int p = i / tpp, t = i - p * tpp;
    const int src = t * up + p;
    s_h[i] = src < ntaps ? proto[src] * gain : 0.f;
  }
  __syncthreads();
  if (up * tpp > MAX_FILTER)
    return;

  const int ch = blockIdx.y;
  if (ch >= channels)
    return;
  for (long long n = (long long)blockIdx.x * blockDim.x + threadIdx.x; n < nout;
       n += (long long)gridDim.x * blockDim.x) {
    const long long pos = n * down;
    const int phase = (int)(pos % up);
    const long long base = pos / up;
    const float *h = s_h + phase * tpp;
    float acc = 0.f;
    for (int t = 0; t < tpp; ++t) {
      const long long k = base - t;
      if (k < 0)
        break;
      if (k < nin)
        acc += h[t] * in[k * channels + ch];
    }
    out[n * channels + ch] = acc;
  }
}

extern "C" __global__ void __launch_bounds__(128)
resample_sinc_window(const float *__restrict__ in, float *__restrict__ out, int nin, int nout, int channels,
                     double ratio, int half_width) {
  if (channels <= 0 || channels > MAX_CH || ratio <= 0.0 || nin <= 0)
    return;
  half_width = min(max(half_width, 1), MAX_HALF);
  const float cutoff = (float)fmin(1.0, ratio);
  const double step = 1.0 / ratio;
  const float pi = 3.14159265358979f;

  for (int n = blockIdx.x * blockDim.x + threadIdx.x; n < nout; n += gridDim.x * blockDim.x) {
    const double t = n * step;
    const long long center = (long long)floor(t);
    const float frac = (float)(t - (double)center);
    float acc[MAX_CH];
#pragma unroll
    for (int c = 0; c < MAX_CH; ++c)
      acc[c] = 0.f;
    float wsum = 0.f;
    for (int k = -half_width + 1; k <= half_width; ++k) {
      const long long idx = center + k;
      const float x = (float)k - frac; // distance in input samples
      const float xc = x * cutoff;
      const float sinc = fabsf(xc) < 1e-6f ? 1.f : sinf(pi * xc) / (pi * xc);
      const float wpos = (x + half_width) / (2.f * half_width); // [0, 1] across the support
      const float win = 0.42f - 0.5f * cosf(2.f * pi * wpos) + 0.08f * cosf(4.f * pi * wpos);
      const float w = cutoff * sinc * win;
      wsum += w;
      if (idx < 0 || idx >= nin)
        continue;
      const float *frame = in + idx * channels;
      for (int c = 0; c < channels; ++c)
        acc[c] += w * frame[c];
    }
    const float norm = fabsf(wsum) > 1e-6f ? cutoff / wsum : 1.f;
    for (int c = 0; c < channels; ++c)
      out[(size_t)n * channels + c] = acc[c] * norm;
  }
}
