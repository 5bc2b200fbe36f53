// Histogram equalisation of an 8-bit image in three launches.
//
// heq_histogram: privatised 256-bin histogram, one shared copy per block, grid-stride
//   loop with size_t indices over the pixels, four pixels per uchar4 load where the
//   count allows, shared atomicAdd, then one global atomicAdd per bin per block.
//   Launch: block 256, grid 8; args n=20000.
// heq_build_lut: single block. Each thread owns ceil(256/blockDim) consecutive bins,
//   scans them serially, the per-thread totals are scanned in shared memory
//   (Hillis-Steele with a barrier pair per step), then the classic mapping
//   lut[v] = round((cdf[v]-cdf_min) * 255 / (total-cdf_min)), cdf_min being the first
//   non-zero cdf (found with a shared atomicMin). Blocks other than 0 exit at once.
//   Launch: block 64 (4 bins per thread), grid 1.
// heq_apply: copies the LUT to shared memory and maps the pixels, four per uchar4 with
//   a scalar tail; grid-stride size_t loop. Launch: block 256, grid 8; args n=20000.
#include <cuda_runtime.h>

#define NBINS 256

extern "C" __global__ void heq_histogram(const unsigned char* __restrict__ img, size_t n,
                                         unsigned int* __restrict__ hist) {
  __shared__ unsigned int sh[NBINS];
  for (int i = threadIdx.x; i < NBINS; i += blockDim.x) sh[i] = 0u;
  __syncthreads();

  const size_t stride = (size_t)gridDim.x * blockDim.x;
  const size_t nvec = n / 4;
  const uchar4* img4 = reinterpret_cast<const uchar4*>(img);
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < nvec; i += stride) {
    uchar4 p = img4[i];
    atomicAdd(&sh[p.x], 1u);
    atomicAdd(&sh[p.y], 1u);
    atomicAdd(&sh[p.z], 1u);
    atomicAdd(&sh[p.w], 1u);
  }
  for (size_t i = nvec * 4 + (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
    atomicAdd(&sh[img[i]], 1u);
  __syncthreads();

  for (int i = threadIdx.x; i < NBINS; i += blockDim.x) {
    unsigned int c = sh[i];
    if (c) atomicAdd(&hist[i], c);
  }
}

extern "C" __global__ void heq_build_lut(const unsigned int* __restrict__ hist,
                                         unsigned char* __restrict__ lut) {
  __shared__ unsigned int totals[2][NBINS];
  __shared__ unsigned int cdf[NBINS];
  __shared__ unsigned int cdf_min;
  if (blockIdx.x != 0) return;
  const int nt = min((int)blockDim.x, NBINS);
  const int per = (NBINS + nt - 1) / nt;
  const int tid = threadIdx.x;
  const bool active = tid < nt;

  if (tid == 0) cdf_min = 0xffffffffu;
  unsigned int local[8];   // up to 8 bins per thread (blockDim >= 32)
  unsigned int run = 0;
  const int mine = min(per, 8);
#pragma unroll
  for (int j = 0; j < 8; ++j) {
    int bin = tid * per + j;
    unsigned int v = (active && j < mine && bin < NBINS) ? hist[bin] : 0u;
    run += v;
    local[j] = run;
  }
  int cur = 0;
  if (tid < NBINS) totals[0][tid] = active ? run : 0u;
  __syncthreads();
  for (int off = 1; off < nt; off <<= 1) {
    if (tid < nt) {
      unsigned int v = totals[cur][tid];
      if (tid >= off) v += totals[cur][tid - off];
      totals[cur ^ 1][tid] = v;
    }
    cur ^= 1;
    __syncthreads();
  }
  if (active) {
    unsigned int base = tid > 0 ? totals[cur][tid - 1] : 0u;
#pragma unroll
    for (int j = 0; j < 8; ++j) {
      int bin = tid * per + j;
      if (j < mine && bin < NBINS) {
        unsigned int c = base + local[j];
        cdf[bin] = c;
        if (c != 0u) atomicMin(&cdf_min, c);
      }
    }
  }
  __syncthreads();
  const unsigned int total = totals[cur][nt - 1];
  const unsigned int cmin = cdf_min == 0xffffffffu ? 0u : cdf_min;
  const float denom = total > cmin ? (float)(total - cmin) : 1.0f;
  for (int v = tid; v < NBINS; v += blockDim.x) {
    unsigned int c = cdf[v];
    float m = c > cmin ? (float)(c - cmin) * 255.0f / denom : 0.0f;
    lut[v] = (unsigned char)fminf(rintf(m), 255.0f);
  }
}

extern "C" __global__ void heq_apply(const unsigned char* __restrict__ img,
                                     const unsigned char* __restrict__ lut,
                                     unsigned char* __restrict__ out, size_t n) {
  __shared__ unsigned char s_lut[NBINS];
  for (int i = threadIdx.x; i < NBINS; i += blockDim.x) s_lut[i] = lut[i];
  __syncthreads();

  const size_t stride = (size_t)gridDim.x * blockDim.x;
  const size_t nvec = n / 4;
  const uchar4* in4 = reinterpret_cast<const uchar4*>(img);
  uchar4* out4 = reinterpret_cast<uchar4*>(out);
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < nvec; i += stride) {
    uchar4 p = in4[i];
    out4[i] = make_uchar4(s_lut[p.x], s_lut[p.y], s_lut[p.z], s_lut[p.w]);
  }
  for (size_t i = nvec * 4 + (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
    out[i] = s_lut[img[i]];
}
