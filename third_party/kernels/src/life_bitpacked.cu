// Bit-packed outer-totalistic cellular automata (Conway's Life and relatives) on a torus.
// A row of the board is `words_per_row` uint32 words; bit b of word x is cell 32*x + b.
// The eight neighbour masks of a word are built from the three rows above/at/below with
// one-bit shifts that pull in the edge bit of the left/right word, summed with a
// bit-sliced ripple counter (four planes, counts 0..8), and the birth/survival rule, passed
// by value as two 9-bit masks (B3/S23 = {1<<3, (1<<2)|(1<<3)}), is applied with an unrolled
// loop whose rule bits are uniform.
//
//   life_step_words   one thread per word, size_t grid-stride loop, all loads from global.
//                     launch: block 256, any grid.
//   life_step_tiled   16x16-word tile per block staged with a one-word / one-row halo in
//                     shared memory (strided over however many threads the block has), the
//                     step computed from shared memory, and the live cells of the new tile
//                     counted (__popc, warp shuffle, per-warp slots, one atomicAdd per block). Blocks tile the
//                     board with a 2D grid. launch: block 16x16 (any multiple of 32 threads),
//                     grid ceil(words/16) x ceil(rows/16).
#include <cuda_runtime.h>
#include <stdint.h>

struct LifeRule {
  unsigned birth;    // bit k set: a dead cell with k live neighbours is born
  unsigned survive;  // bit k set: a live cell with k live neighbours survives
};

// Adds a one-bit-per-cell mask to the 4-plane counter (s3 s2 s1 s0).
static __device__ __forceinline__ void count_add(uint32_t m, uint32_t &s0, uint32_t &s1, uint32_t &s2,
                                                 uint32_t &s3) {
  uint32_t c0 = s0 & m;
  s0 ^= m;
  uint32_t c1 = s1 & c0;
  s1 ^= c0;
  uint32_t c2 = s2 & c1;
  s2 ^= c1;
  s3 |= c2;  // 8 is the largest count: plane 3 never carries
}

// Next state of the 32 cells of `mid`, given the words around it.
static __device__ __forceinline__ uint32_t life_word(uint32_t ul, uint32_t u, uint32_t ur, uint32_t l, uint32_t mid,
                                                     uint32_t r, uint32_t dl, uint32_t d, uint32_t dr,
                                                     LifeRule rule) {
  uint32_t s0 = 0, s1 = 0, s2 = 0, s3 = 0;
  // Left neighbour of bit b is bit b-1 (bit 31 of the word to the left for b = 0).
  count_add((u << 1) | (ul >> 31), s0, s1, s2, s3);
  count_add(u, s0, s1, s2, s3);
  count_add((u >> 1) | (ur << 31), s0, s1, s2, s3);
  count_add((mid << 1) | (l >> 31), s0, s1, s2, s3);
  count_add((mid >> 1) | (r << 31), s0, s1, s2, s3);
  count_add((d << 1) | (dl >> 31), s0, s1, s2, s3);
  count_add(d, s0, s1, s2, s3);
  count_add((d >> 1) | (dr << 31), s0, s1, s2, s3);

  uint32_t next = 0;
#pragma unroll
  for (int k = 0; k <= 8; ++k) {
    uint32_t eq = ((k & 1) ? s0 : ~s0) & ((k & 2) ? s1 : ~s1) & ((k & 4) ? s2 : ~s2) & ((k & 8) ? s3 : ~s3);
    uint32_t born = (rule.birth >> k) & 1u ? ~mid : 0u;
    uint32_t stay = (rule.survive >> k) & 1u ? mid : 0u;
    next |= eq & (born | stay);
  }
  return next;
}

extern "C" __global__ void life_step_words(const uint32_t *__restrict__ cur, uint32_t *__restrict__ nxt,
                                           int words_per_row, int rows, LifeRule rule) {
  if (words_per_row <= 0 || rows <= 0) return;
  const size_t W = (size_t)words_per_row;
  const size_t total = W * (size_t)rows;
  const size_t stride = (size_t)gridDim.x * blockDim.x;
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < total; i += stride) {
    size_t y = i / W;
    size_t x = i - y * W;
    size_t xl = x == 0 ? W - 1 : x - 1;
    size_t xr = x + 1 == W ? 0 : x + 1;
    size_t yu = y == 0 ? (size_t)rows - 1 : y - 1;
    size_t yd = y + 1 == (size_t)rows ? 0 : y + 1;
    const uint32_t *ru = cur + yu * W;
    const uint32_t *rm = cur + y * W;
    const uint32_t *rd = cur + yd * W;
    nxt[i] = life_word(ru[xl], ru[x], ru[xr], rm[xl], rm[x], rm[xr], rd[xl], rd[x], rd[xr], rule);
  }
}

#define TILE_W 16
#define TILE_H 16

extern "C" __global__ void life_step_tiled(const uint32_t *__restrict__ cur, uint32_t *__restrict__ nxt,
                                           int words_per_row, int rows, LifeRule rule,
                                           unsigned long long *__restrict__ population) {
  __shared__ uint32_t tile[TILE_H + 2][TILE_W + 2];
  __shared__ unsigned warp_pop[32];

  const int nthreads = blockDim.x * blockDim.y;
  const int tid = threadIdx.y * blockDim.x + threadIdx.x;
  const int x0 = blockIdx.x * TILE_W;
  const int y0 = blockIdx.y * TILE_H;
  const bool board_ok = words_per_row > 0 && rows > 0;

  if (board_ok) {
    for (int s = tid; s < (TILE_H + 2) * (TILE_W + 2); s += nthreads) {
      int ty = s / (TILE_W + 2);
      int tx = s - ty * (TILE_W + 2);
      // Wrap the halo around the torus; reduce once so any tile origin is fine.
      int gx = (x0 + tx - 1) % words_per_row;
      int gy = (y0 + ty - 1) % rows;
      if (gx < 0) gx += words_per_row;
      if (gy < 0) gy += rows;
      tile[ty][tx] = cur[(size_t)gy * words_per_row + gx];
    }
  }
  if (tid < 32) warp_pop[tid] = 0;
  __syncthreads();

  unsigned live = 0;
  if (board_ok) {
    for (int s = tid; s < TILE_H * TILE_W; s += nthreads) {
      int ty = s / TILE_W;
      int tx = s - ty * TILE_W;
      int gx = x0 + tx, gy = y0 + ty;
      if (gx >= words_per_row || gy >= rows) continue;
      uint32_t w = life_word(tile[ty][tx], tile[ty][tx + 1], tile[ty][tx + 2], tile[ty + 1][tx], tile[ty + 1][tx + 1],
                             tile[ty + 1][tx + 2], tile[ty + 2][tx], tile[ty + 2][tx + 1], tile[ty + 2][tx + 2], rule);
      nxt[(size_t)gy * words_per_row + gx] = w;
      live += __popc(w);
    }
  }

  // Block population: warp shuffle, per-warp slot, one global atomic per block.
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) live += __shfl_down_sync(0xffffffffu, live, off);
  if ((tid & 31) == 0) warp_pop[tid >> 5] = live;
  __syncthreads();
  if (tid == 0) {
    unsigned long long sum = 0;
    int nwarps = (nthreads + 31) >> 5;
    for (int w = 0; w < nwarps && w < 32; ++w) sum += warp_pop[w];
    if (population != nullptr && sum != 0) atomicAdd(population, sum);
  }
}
