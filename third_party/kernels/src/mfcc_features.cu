// Speech front end: MFCC features (the Kaldi / librosa pipeline) computed per frame, with the
// float configuration in a __constant__ struct read by every stage.
//
//   mfcc_power_spectrum  block per frame: the frame's samples staged in shared memory with
//                        DC removal (block reduction), pre-emphasis and a Hamming window, a
//                        twiddle table of nfft entries (power of two, at most 256) built with
//                        sincospif, then one thread per bin computes a direct DFT with the
//                        phase index (k n) & (nfft - 1), unrolled by 4; writes |X_k|^2.
//                        launch: block 128, grid 4 (nfft 64, hop 40, nsamples 400).
//   mfcc_mel_dct         block per frame: the power spectrum in shared memory, one thread per
//                        mel band builds its triangular filter from mel-scale edges
//                        (2595 log10(1 + f / 700) and its inverse) and sums the weighted bins,
//                        log with a floor; after a barrier one thread per cepstral coefficient
//                        runs an orthonormal DCT-II over the log energies (cospif) and applies
//                        a sinusoidal lifter. launch: block 64, grid 4 (nmels 26, ncep 13).
//   mfcc_deltas          first- and second-order regression deltas over +-N frames with edge
//                        replication (second order as the regression of first-order deltas,
//                        recomputed on the fly), 2-D grid of (coefficient, frame).
//                        launch: block 16,16, grid 1,2 (13 coefficients, 20 frames, N 2).
#include <cuda_runtime.h>

struct MfccConfig {
  float sample_rate;
  float fmin;
  float fmax;
  float preemph;
  float log_floor;
  float lifter;
};
__constant__ MfccConfig c_mfcc;

#define MAX_NFFT 256
#define MAX_MELS 64
#define MAX_DELTA_N 4

static __device__ __forceinline__ float hz_to_mel(float f) { return 2595.0f * log10f(1.0f + f / 700.0f); }
static __device__ __forceinline__ float mel_to_hz(float m) { return 700.0f * (exp10f(m / 2595.0f) - 1.0f); }

extern "C" __global__ void __launch_bounds__(256)
mfcc_power_spectrum(const float *__restrict__ audio, int nsamples, int hop, int log2_nfft, int nframes,
                    float *__restrict__ spec, int ld_spec) {
  __shared__ float s_x[MAX_NFFT];
  __shared__ float2 s_tw[MAX_NFFT];
  __shared__ float s_red[8];
  const int frame = blockIdx.x;
  if (frame >= nframes || (blockDim.x & 31) != 0 || blockDim.x > 256) return;
  log2_nfft = min(max(log2_nfft, 2), 8);
  const int nfft = 1 << log2_nfft;
  const int start = frame * hop;

  // raw samples (zero past the signal) and their mean
  float part = 0.0f;
  for (int n = threadIdx.x; n < nfft; n += blockDim.x) {
    const int s = start + n;
    const float v = (s >= 0 && s < nsamples) ? audio[s] : 0.0f;
    s_x[n] = v;
    part += v;
  }
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) part += __shfl_xor_sync(0xffffffffu, part, off);
  if ((threadIdx.x & 31) == 0) s_red[threadIdx.x >> 5] = part;
  for (int n = threadIdx.x; n < nfft; n += blockDim.x) {
    float s, c;
    sincospif(-2.0f * (float)n / (float)nfft, &s, &c);
    s_tw[n] = make_float2(c, s);
  }
  __syncthreads();
  float mean = 0.0f;
  for (int w = 0; w < (int)(blockDim.x >> 5); ++w) mean += s_red[w];
  mean /= (float)nfft;

  // pre-emphasis reads the left neighbour, so compute into registers before overwriting
  float pre[MAX_NFFT / 32];
  const float a = c_mfcc.preemph;
#pragma unroll
  for (int j = 0; j < MAX_NFFT / 32; ++j) {
    const int n = threadIdx.x + j * blockDim.x;
    if (n < nfft) {
      const float cur = s_x[n] - mean;
      const float prev = n > 0 ? s_x[n - 1] - mean : cur;
      const float win = 0.54f - 0.46f * cospif(2.0f * (float)n / (float)(nfft - 1));
      pre[j] = (cur - a * prev) * win;
    }
  }
  __syncthreads();
#pragma unroll
  for (int j = 0; j < MAX_NFFT / 32; ++j) {
    const int n = threadIdx.x + j * blockDim.x;
    if (n < nfft) s_x[n] = pre[j];
  }
  __syncthreads();

  const int nbins = nfft / 2 + 1;
  const int mask = nfft - 1;
  for (int k = threadIdx.x; k < nbins; k += blockDim.x) {
    float re = 0.0f, im = 0.0f;
    for (int n = 0; n < nfft; n += 4) {  // nfft >= 4 and a multiple of 4
#pragma unroll
      for (int u = 0; u < 4; ++u) {
        const float2 w = s_tw[(k * (n + u)) & mask];
        const float x = s_x[n + u];
        re += x * w.x;
        im += x * w.y;
      }
    }
    spec[(size_t)frame * ld_spec + k] = re * re + im * im;
  }
}

extern "C" __global__ void __launch_bounds__(128)
mfcc_mel_dct(const float *__restrict__ spec, int ld_spec, int log2_nfft, int nmels, int ncep, int nframes,
             float *__restrict__ mfcc, int ld_mfcc) {
  __shared__ float s_pow[MAX_NFFT / 2 + 1];
  __shared__ float s_logmel[MAX_MELS];
  const int frame = blockIdx.x;
  if (frame >= nframes) return;
  log2_nfft = min(max(log2_nfft, 2), 8);
  const int nfft = 1 << log2_nfft;
  const int nbins = nfft / 2 + 1;
  nmels = min(max(nmels, 1), MAX_MELS);
  ncep = min(max(ncep, 1), nmels);
  for (int k = threadIdx.x; k < nbins; k += blockDim.x) s_pow[k] = spec[(size_t)frame * ld_spec + k];
  __syncthreads();

  const float sr = c_mfcc.sample_rate;
  const float fmax = fminf(c_mfcc.fmax > 0.0f ? c_mfcc.fmax : 0.5f * sr, 0.5f * sr);
  const float fmin = fminf(fmaxf(c_mfcc.fmin, 0.0f), fmax);
  const float mlo = hz_to_mel(fmin), mhi = hz_to_mel(fmax);
  const float dm = (mhi - mlo) / (float)(nmels + 1);
  const float bin_hz = sr / (float)nfft;
  for (int m = threadIdx.x; m < nmels; m += blockDim.x) {
    const float fl = mel_to_hz(mlo + dm * (float)m);
    const float fc = mel_to_hz(mlo + dm * (float)(m + 1));
    const float fr = mel_to_hz(mlo + dm * (float)(m + 2));
    // clamp in float before converting: no out-of-range float-to-int
    const int kl = (int)fminf(fmaxf(ceilf(fl / bin_hz), 0.0f), (float)nbins);
    const int kr = (int)fminf(fmaxf(floorf(fr / bin_hz), -1.0f), (float)(nbins - 1));
    float e = 0.0f;
    for (int k = kl; k <= kr; ++k) {
      const float f = (float)k * bin_hz;
      const float w = f <= fc ? (f - fl) / fmaxf(fc - fl, 1e-6f) : (fr - f) / fmaxf(fr - fc, 1e-6f);
      e += fmaxf(w, 0.0f) * s_pow[k];
    }
    s_logmel[m] = logf(fmaxf(e, c_mfcc.log_floor));
  }
  __syncthreads();

  const float scale0 = sqrtf(1.0f / (float)nmels), scale = sqrtf(2.0f / (float)nmels);
  const float L = c_mfcc.lifter;
  for (int c = threadIdx.x; c < ncep; c += blockDim.x) {
    float acc = 0.0f;
    for (int m = 0; m < nmels; ++m) acc += s_logmel[m] * cospif((float)c * ((float)m + 0.5f) / (float)nmels);
    acc *= c == 0 ? scale0 : scale;
    if (L > 0.0f) acc *= 1.0f + 0.5f * L * sinpif((float)c / L);
    mfcc[(size_t)frame * ld_mfcc + c] = acc;
  }
}

static __device__ __forceinline__ float coef_at(const float *m, int ld, int frame, int c, int nframes) {
  frame = min(max(frame, 0), nframes - 1);
  return m[(size_t)frame * ld + c];
}

static __device__ __forceinline__ float delta_at(const float *m, int ld, int t, int c, int nframes, int N, float inv_den) {
  t = min(max(t, 0), nframes - 1);
  float num = 0.0f;
  for (int n = 1; n <= N; ++n)
    num += (float)n * (coef_at(m, ld, t + n, c, nframes) - coef_at(m, ld, t - n, c, nframes));
  return num * inv_den;
}

extern "C" __global__ void mfcc_deltas(const float *__restrict__ mfcc, int ld_mfcc, int ncoef, int nframes, int N,
                                       float *__restrict__ d1, float *__restrict__ d2, int ld_out) {
  const int c = blockIdx.x * blockDim.x + threadIdx.x;
  const int t = blockIdx.y * blockDim.y + threadIdx.y;
  if (c >= ncoef || t >= nframes) return;
  N = min(max(N, 1), MAX_DELTA_N);
  float den = 0.0f;
  for (int n = 1; n <= N; ++n) den += (float)(n * n);
  const float inv_den = 1.0f / (2.0f * den);
  d1[(size_t)t * ld_out + c] = delta_at(mfcc, ld_mfcc, t, c, nframes, N, inv_den);
  float num = 0.0f;
  for (int n = 1; n <= N; ++n)
    num += (float)n * (delta_at(mfcc, ld_mfcc, t + n, c, nframes, N, inv_den) -
                       delta_at(mfcc, ld_mfcc, t - n, c, nframes, N, inv_den));
  d2[(size_t)t * ld_out + c] = num * inv_den;
}
