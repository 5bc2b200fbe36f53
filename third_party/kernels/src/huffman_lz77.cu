// Lossless-compression building blocks.
//   huffman_decode_lut   canonical-prefix-code decoding, one independent chunk per thread: a
//                        1024-entry (10-bit) lookup table (symbol << 4 | code length, length 0
//                        = invalid) staged into shared memory, then an MSB-first 64-bit bit
//                        reader over 32-bit words starting at the chunk's (64-bit) bit offset,
//                        refilled a word at a time. Writes the symbols into the chunk's fixed-
//                        stride output slot, the chunk's end bit and a status (0 ok, 1 invalid
//                        code). Counts are clamped to the slot and the output capacity. launch: block 128, grid ceil(nchunks/128).
//   lz77_match_search    LZ77 longest-match search for every input position: each block
//                        stages its positions plus the preceding window (<= 512 bytes) and a
//                        lookahead of 32 bytes in shared memory, then each thread scans the
//                        window backwards (nearest first) with a 3-byte prefix check and a
//                        probe of the byte that would extend the current best, extending
//                        overlapping matches byte by byte; stops early at the maximum length.
//                        Output (distance << 16 | length), 0 for a literal.
//                        launch: block 256 (any 1D block <= 256).
#include <cuda_runtime.h>

#define HUFF_LUT_BITS 10
#define HUFF_LUT_SIZE (1 << HUFF_LUT_BITS)

extern "C" __global__ void huffman_decode_lut(const unsigned int *__restrict__ words, long long nwords,
                                              const unsigned short *__restrict__ lut,
                                              const unsigned long long *__restrict__ chunk_bit,
                                              const int *__restrict__ chunk_count, int chunk_stride, int nchunks,
                                              unsigned char *__restrict__ out, long long out_capacity,
                                              unsigned long long *__restrict__ end_bit, int *__restrict__ status) {
  __shared__ unsigned short s_lut[HUFF_LUT_SIZE];
  for (int i = threadIdx.x; i < HUFF_LUT_SIZE; i += blockDim.x)
    s_lut[i] = lut[i];
  __syncthreads();
  const int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= nchunks)
    return;
  const unsigned long long total_words = (unsigned long long)max(nwords, 0ll);
  const unsigned long long total_bits = total_words * 32ull;
  const unsigned long long start = min(chunk_bit[c], total_bits);
  // chunk c owns out[c*stride, (c+1)*stride), clipped to the output buffer
  const long long stride = max(chunk_stride, 0);
  const long long o0 = min((long long)c * stride, max(out_capacity, 0ll));
  const int count = (int)min((long long)max(chunk_count[c], 0), min(stride, max(out_capacity, 0ll) - o0));

  unsigned long long wpos = start >> 5;
  unsigned long long acc = 0ull;
  int nbits = 0;
  // refill keeps at least 33 valid bits left-aligned in acc; reads past the end give zeros
#define HUFF_REFILL()                                                                                              \
  while (nbits <= 32) {                                                                                            \
    const unsigned int w = wpos < total_words ? words[wpos] : 0u;                                  \
    ++wpos;                                                                                                        \
    acc |= (unsigned long long)w << (32 - nbits);                                                                  \
    nbits += 32;                                                                                                   \
  }
  HUFF_REFILL();
  const int skip = (int)(start & 31);
  acc <<= skip;
  nbits -= skip;

  unsigned long long pos = start;
  int st = 0;
  unsigned char *dst = out + o0;
  for (int k = 0; k < count; ++k) {
    HUFF_REFILL();
    const unsigned short e = s_lut[acc >> (64 - HUFF_LUT_BITS)];
    const int len = e & 15;
    if (len == 0 || len > HUFF_LUT_BITS) {
      st = 1;
      break;
    }
    dst[k] = (unsigned char)(e >> 4);
    acc <<= len;
    nbits -= len;
    pos += len;
  }
#undef HUFF_REFILL
  end_bit[c] = pos;
  status[c] = st;
}

#define LZ_MAX_WINDOW 512
#define LZ_MAX_BLOCK 256
#define LZ_MAX_LEN 32
#define LZ_MIN_LEN 3

extern "C" __global__ void __launch_bounds__(LZ_MAX_BLOCK)
lz77_match_search(const unsigned char *__restrict__ in, int n, int window, int max_len,
                  unsigned int *__restrict__ matches) {
  __shared__ unsigned char s[LZ_MAX_WINDOW + LZ_MAX_BLOCK + LZ_MAX_LEN];
  const int W = min(max(window, 1), LZ_MAX_WINDOW);
  const int L = min(max(max_len, LZ_MIN_LEN), LZ_MAX_LEN);
  const int B = min((int)blockDim.x, LZ_MAX_BLOCK);
  const int b0 = blockIdx.x * B;
  if (b0 >= n)
    return; // uniform per block
  const int s0 = max(b0 - W, 0); // first staged byte
  const int s1 = min(b0 + B + L, n); // one past the last staged byte
  for (int i = s0 + threadIdx.x; i < s1; i += blockDim.x)
    s[i - s0] = in[i];
  __syncthreads();

  const int i = b0 + threadIdx.x;
  if ((int)threadIdx.x >= B || i >= n)
    return;
  const int li = i - s0;
  const int avail = min(L, n - i); // bytes that can be matched from i
  int best_len = 0, best_dist = 0;
  if (avail >= LZ_MIN_LEN) {
    const unsigned char c0 = s[li], c1 = s[li + 1], c2 = s[li + 2];
    const int jmin = max(i - W, 0);
    for (int j = i - 1; j >= jmin; --j) {
      const int lj = j - s0;
      // quick rejects: prefix, and the byte that would have to match to beat best_len
      if (s[lj] != c0 || s[lj + 1] != c1 || s[lj + 2] != c2)
        continue;
      if (best_len >= LZ_MIN_LEN && (best_len >= avail || s[lj + best_len] != s[li + best_len]))
        continue;
      int len = LZ_MIN_LEN;
      while (len < avail && s[lj + len] == s[li + len]) // may overlap i: still inside s
        ++len;
      if (len > best_len) {
        best_len = len;
        best_dist = i - j;
        if (len == avail)
          break; // cannot do better
      }
    }
  }
  matches[i] = best_len >= LZ_MIN_LEN ? ((unsigned int)best_dist << 16) | (unsigned int)best_len : 0u;
}
