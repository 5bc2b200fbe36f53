// Genomic k-mer counting and sketching over fixed-length reads (ASCII, one read per pitch).
// Bases are 2-bit coded as (c >> 1) & 3 (A 0, C 1, T 2, G 3: complement is code ^ 2); 'N'/'n'
// breaks the current k-mer.
//   kmer_count_direct     canonical k-mer counts for k <= 8 in a dense 4^k table: one read per
//                         thread (grid-stride), forward and reverse-complement codes rolled
//                         base by base, the smaller one counted with a 32-bit atomicAdd.
//   kmer_minimizers       (w, k) minimizers with k <= 31: one read per thread, 64-bit rolling
//                         codes, a murmur-style 64-bit mix of the canonical code, the last w
//                         hashes in a local ring buffer (runtime index) rescanned only when the
//                         current minimum falls out of the window; writes the minimizer hash
//                         and its position for every complete window (or ~0 after an N).
//   kmer_spectrum         the k-mer spectrum (histogram of counts, last bin open-ended): block
//                         histogram in shared memory with shared atomics, merged into the global
//                         one with one atomicAdd per bin per block; size_t grid-stride.
// launch: kmer_count_direct / kmer_minimizers block 128, grid-stride over reads; kmer_spectrum
//         block 256, grid-stride over the table
#include <cuda_runtime.h>
#include <stdint.h>

#define MAX_W 32
#define MAX_BINS 256

static __device__ __forceinline__ bool base_code(unsigned char c, unsigned &code) {
  code = (c >> 1) & 3u;
  return c != 'N' && c != 'n';
}

extern "C" __global__ void __launch_bounds__(128)
kmer_count_direct(const unsigned char *__restrict__ reads, int nreads, int read_len, int pitch, int k,
                  unsigned int *__restrict__ counts) {
  k = min(max(k, 1), 8);
  read_len = min(read_len, pitch);
  const unsigned mask = (1u << (2 * k)) - 1u;
  const int shift = 2 * (k - 1);
  for (int r = blockIdx.x * blockDim.x + threadIdx.x; r < nreads; r += gridDim.x * blockDim.x) {
    const unsigned char *seq = reads + (size_t)r * pitch;
    unsigned fwd = 0, rev = 0;
    int run = 0;
    for (int i = 0; i < read_len; ++i) {
      unsigned c;
      if (!base_code(seq[i], c)) {
        run = 0;
        fwd = rev = 0;
        continue;
      }
      fwd = ((fwd << 2) | c) & mask;
      rev = (rev >> 2) | ((c ^ 2u) << shift);
      if (++run >= k)
        atomicAdd(&counts[min(fwd, rev)], 1u);
    }
  }
}

static __device__ __forceinline__ uint64_t mix64(uint64_t x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ull;
  x ^= x >> 33;
  return x;
}

extern "C" __global__ void __launch_bounds__(128)
kmer_minimizers(const unsigned char *__restrict__ reads, int nreads, int read_len, int pitch, int k, int w,
                unsigned long long *__restrict__ min_hash, int *__restrict__ min_pos) {
  k = min(max(k, 1), 31);
  w = min(max(w, 1), MAX_W);
  read_len = min(read_len, pitch);
  const uint64_t mask = (1ull << (2 * k)) - 1ull;
  const int shift = 2 * (k - 1);
  for (int r = blockIdx.x * blockDim.x + threadIdx.x; r < nreads; r += gridDim.x * blockDim.x) {
    const unsigned char *seq = reads + (size_t)r * pitch;
    unsigned long long *out_h = min_hash + (size_t)r * pitch;
    int *out_p = min_pos + (size_t)r * pitch;
    uint64_t ring[MAX_W];
    uint64_t fwd = 0, rev = 0;
    int run = 0;      // valid bases in a row
    int nk = 0;       // k-mers in the current N-free stretch
    int best = -1;    // ring slot of the minimum
    for (int i = 0; i < read_len; ++i) {
      unsigned c;
      if (!base_code(seq[i], c)) {
        run = nk = 0;
        fwd = rev = 0;
        best = -1;
        out_h[i] = ~0ull;
        out_p[i] = -1;
        continue;
      }
      fwd = ((fwd << 2) | c) & mask;
      rev = (rev >> 2) | ((uint64_t)(c ^ 2u) << shift);
      if (++run < k) {
        out_h[i] = ~0ull;
        out_p[i] = -1;
        continue;
      }
      const uint64_t h = mix64(fwd < rev ? fwd : rev);
      const int slot = nk % w;
      const bool evicted = best == slot; // the current minimum leaves the window
      ring[slot] = h;
      ++nk;
      if (evicted) {
        best = 0;
        const int filled = min(nk, w);
        for (int j = 1; j < filled; ++j)
          if (ring[j] < ring[best])
            best = j;
      } else if (best < 0 || h <= ring[best]) {
        best = slot;
      }
      if (nk >= w) {
        // position of ring slot `best`: the newest k-mer (index nk - 1) sits in slot (nk - 1) % w
        const int age = ((nk - 1) % w - best + w) % w;
        out_h[i] = ring[best];
        out_p[i] = i - age - (k - 1);
      } else {
        out_h[i] = ~0ull;
        out_p[i] = -1;
      }
    }
  }
}

extern "C" __global__ void __launch_bounds__(256)
kmer_spectrum(const unsigned int *__restrict__ counts, size_t table_size, unsigned long long *__restrict__ hist,
              int nbins) {
  __shared__ unsigned int s_hist[MAX_BINS];
  nbins = min(max(nbins, 1), MAX_BINS);
  for (int b = threadIdx.x; b < nbins; b += blockDim.x)
    s_hist[b] = 0;
  __syncthreads();
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < table_size; i += (size_t)gridDim.x * blockDim.x) {
    const unsigned c = counts[i];
    if (c == 0)
      continue;
    atomicAdd(&s_hist[min(c, (unsigned)nbins) - 1], 1u);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < nbins; b += blockDim.x)
    if (s_hist[b])
      atomicAdd(&hist[b], (unsigned long long)s_hist[b]);
}
