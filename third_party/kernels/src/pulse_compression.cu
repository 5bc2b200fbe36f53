// Radar signal processing chain on complex baseband samples (interleaved float2, one pulse per
// row): pulse compression by matched filtering, slow-time Doppler processing and CA-CFAR.
//
//   pc_matched_filter  y[n] = sum_k x[n + k] conj(h[k]) with the replica h (up to 64 taps)
//                      in __constant__ memory; block = 128 outputs of one pulse
//                      (blockIdx.y), the 128 + ntaps - 1 input samples staged in shared
//                      memory (zero past the pulse), taps walked four at a time with a
//                      remainder loop; writes y and |y|^2. launch: block 128, grid 2,3
//                      (nsamp 250, ntaps 24).
//   pc_doppler_dft     per range bin, an ndopp-point DFT across npulses slow-time samples with
//                      a Hann window; the twiddle table e^{-2 pi i d p / ndopp} built once per
//                      block in shared memory with sincospif (index reduced modulo ndopp), the
//                      range gate's pulses held in registers (up to 16, unrolled, guarded);
//                      output power in dB via __log10f. launch: block 128, grid 2 (nrange 250,
//                      npulses 8, ndopp 8).
//   pc_ca_cfar         cell-averaging CFAR along range for each Doppler row: a power tile with
//                      guard + training halos in shared memory, left/right training sums
//                      from per-side loops (one-sided at the edges, count-weighted), threshold
//                      alpha * mean, detections packed per warp with __ballot_sync and counted
//                      with __popc into a per-row total. launch: block 128, grid 2,3.
#include <cuda_runtime.h>

#define PC_MAX_TAPS 64
#define PC_TILE 128
#define PC_MAX_PULSES 16
#define PC_MAX_DOPP 32
#define CFAR_MAX_HALO 32

__constant__ float2 c_replica[PC_MAX_TAPS];

static __device__ __forceinline__ float2 cmul_conj(float2 a, float2 b) {  // a * conj(b)
  return make_float2(a.x * b.x + a.y * b.y, a.y * b.x - a.x * b.y);
}

extern "C" __global__ void __launch_bounds__(PC_TILE)
pc_matched_filter(const float2 *__restrict__ x, int nsamp, int ldx, int ntaps, float2 *__restrict__ y,
                  float *__restrict__ power) {
  __shared__ float2 s_x[PC_TILE + PC_MAX_TAPS];
  if (blockDim.x != PC_TILE) return;
  ntaps = min(max(ntaps, 1), PC_MAX_TAPS);
  const int pulse = blockIdx.y;
  const int n0 = blockIdx.x * PC_TILE;
  const float2 *row = x + (size_t)pulse * ldx;
  for (int i = threadIdx.x; i < PC_TILE + ntaps - 1; i += PC_TILE) {
    const int n = n0 + i;
    s_x[i] = n < nsamp ? row[n] : make_float2(0.0f, 0.0f);
  }
  __syncthreads();
  const int n = n0 + threadIdx.x;
  if (n >= nsamp) return;
  float re = 0.0f, im = 0.0f;
  int k = 0;
  for (; k + 4 <= ntaps; k += 4) {
#pragma unroll
    for (int u = 0; u < 4; ++u) {
      const float2 p = cmul_conj(s_x[threadIdx.x + k + u], c_replica[k + u]);
      re += p.x;
      im += p.y;
    }
  }
  for (; k < ntaps; ++k) {
    const float2 p = cmul_conj(s_x[threadIdx.x + k], c_replica[k]);
    re += p.x;
    im += p.y;
  }
  y[(size_t)pulse * ldx + n] = make_float2(re, im);
  power[(size_t)pulse * ldx + n] = re * re + im * im;
}

extern "C" __global__ void __launch_bounds__(256)
pc_doppler_dft(const float2 *__restrict__ y, int nrange, int ldy, int npulses, int ndopp, float *__restrict__ rd_db,
               int ld_out) {
  __shared__ float2 s_tw[PC_MAX_DOPP * PC_MAX_PULSES];
  __shared__ float s_win[PC_MAX_PULSES];
  npulses = min(max(npulses, 1), PC_MAX_PULSES);
  ndopp = min(max(ndopp, 1), PC_MAX_DOPP);
  for (int t = threadIdx.x; t < ndopp * npulses; t += blockDim.x) {
    const int d = t / npulses, p = t - d * npulses;
    const int ph = (d * p) % ndopp;
    float s, c;
    sincospif(-2.0f * (float)ph / (float)ndopp, &s, &c);
    s_tw[t] = make_float2(c, s);
  }
  for (int p = threadIdx.x; p < npulses; p += blockDim.x) {
    s_win[p] = npulses > 1 ? 0.5f - 0.5f * cospif(2.0f * (float)p / (float)(npulses - 1)) : 1.0f;
  }
  __syncthreads();

  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= nrange) return;
  float2 v[PC_MAX_PULSES];
#pragma unroll
  for (int p = 0; p < PC_MAX_PULSES; ++p) {
    if (p < npulses) {
      const float2 a = y[(size_t)p * ldy + r];
      v[p] = make_float2(a.x * s_win[p], a.y * s_win[p]);
    } else {
      v[p] = make_float2(0.0f, 0.0f);
    }
  }
  for (int d = 0; d < ndopp; ++d) {
    float re = 0.0f, im = 0.0f;
#pragma unroll
    for (int p = 0; p < PC_MAX_PULSES; ++p) {
      if (p < npulses) {
        const float2 w = s_tw[d * npulses + p];
        re += v[p].x * w.x - v[p].y * w.y;
        im += v[p].x * w.y + v[p].y * w.x;
      }
    }
    // fftshift: zero Doppler in the middle row
    const int row = d < (ndopp + 1) / 2 ? d + ndopp / 2 : d - (ndopp + 1) / 2;
    rd_db[(size_t)row * ld_out + r] = 10.0f * __log10f(re * re + im * im + 1e-12f);
  }
}

extern "C" __global__ void __launch_bounds__(PC_TILE)
pc_ca_cfar(const float *__restrict__ pw, int nrange, int ldp, int guard, int train, float alpha,
           unsigned *__restrict__ det_bits, int ld_bits, unsigned *__restrict__ row_count) {
  __shared__ float s_p[PC_TILE + 2 * CFAR_MAX_HALO];
  __shared__ unsigned s_cnt;
  if (blockDim.x != PC_TILE) return;
  guard = min(max(guard, 0), CFAR_MAX_HALO / 2);
  train = min(max(train, 1), CFAR_MAX_HALO - guard);
  const int halo = guard + train;
  const int row = blockIdx.y;
  const int r0 = blockIdx.x * PC_TILE;
  const float *prow = pw + (size_t)row * ldp;
  if (threadIdx.x == 0) s_cnt = 0u;
  for (int i = threadIdx.x; i < PC_TILE + 2 * halo; i += PC_TILE) {
    const int r = r0 - halo + i;
    s_p[i] = (r >= 0 && r < nrange) ? prow[r] : 0.0f;
  }
  __syncthreads();

  const int r = r0 + threadIdx.x;
  bool hit = false;
  if (r < nrange) {
    const int c = threadIdx.x + halo;  // cell under test in the tile
    float left = 0.0f, right = 0.0f;
    int nl = 0, nr = 0;
    for (int k = guard + 1; k <= halo; ++k) {
      if (r - k >= 0) {
        left += s_p[c - k];
        ++nl;
      }
      if (r + k < nrange) {
        right += s_p[c + k];
        ++nr;
      }
    }
    const int cnt = nl + nr;
    if (cnt > 0) {
      const float mean = (left + right) / (float)cnt;
      hit = s_p[c] > alpha * mean;
    }
  }
  const unsigned bits = __ballot_sync(0xffffffffu, hit);
  if ((threadIdx.x & 31) == 0) {
    const int word = (r0 >> 5) + (threadIdx.x >> 5);
    if (word * 32 < nrange) det_bits[(size_t)row * ld_bits + word] = bits;
    if (bits) atomicAdd(&s_cnt, (unsigned)__popc(bits));
  }
  __syncthreads();
  if (threadIdx.x == 0) atomicAdd(&row_count[row], s_cnt);
}
