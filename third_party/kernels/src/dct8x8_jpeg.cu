// JPEG-style 8x8 block transform of an 8-bit grey image (pitch in bytes, below the width =
// tightly packed; partial edge blocks replicate the last row/column).
//
//   fdct8x8_quant     level shift, separable forward DCT-II through shared memory (rows, then
//                     columns read across the row results = the transpose), quantisation by
//                     the host-set __constant__ table scaled by a quality factor, clamped
//                     rintf to int16, and output in zigzag order (gathered through a fixed
//                     table so every output slot is written once). Four blocks per iteration,
//                     every stage strided over however many threads the block has; the DCT
//                     matrix is built once per block in shared memory with cospif.
//                     launch: block 256, grid 4.
//   idct8x8_dequant   the inverse: threadIdx.x = pixel (64 active lanes), threadIdx.y = 8x8
//                     block within the thread block; dezigzag + dequantise into shared memory,
//                     inverse DCT along rows then columns, where the cosine factor comes from a
//                     9-entry table with quadrant symmetry; +128, round and saturate to bytes.
//                     launch: block 64x4, grid 6.
#include <cuda_runtime.h>

__constant__ float c_qtable[64];  // natural (row-major) order

// Natural index of the p-th coefficient in zigzag order.
static __constant__ const unsigned char k_zigzag[64] = {
    0,  1,  8,  16, 9,  2,  3,  10, 17, 24, 32, 25, 18, 11, 4,  5,  12, 19, 26, 33, 40, 48,
    41, 34, 27, 20, 13, 6,  7,  14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23,
    30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63};

#define TILES 4

extern "C" __global__ void fdct8x8_quant(const unsigned char *__restrict__ img, int width, int height, int pitch,
                                         short *__restrict__ coeffs, float quality_scale) {
  __shared__ float s_c[8][8];
  __shared__ float s_in[TILES][8][9];
  __shared__ float s_rows[TILES][8][9];
  __shared__ float s_q[TILES][64];
  if (width <= 0 || height <= 0) return;
  if (pitch < width) pitch = width;  // 0 (or too small) means tightly packed

  const int tid = threadIdx.x + threadIdx.y * blockDim.x;
  const int nt = blockDim.x * blockDim.y;
  for (int s = tid; s < 64; s += nt) {
    const int u = s >> 3, x = s & 7;
    const float alpha = u == 0 ? 0.35355339f : 0.5f;  // sqrt(1/8), sqrt(2/8)
    s_c[u][x] = alpha * cospif((float)((2 * x + 1) * u) / 16.f);
  }

  const int nbx = (width + 7) >> 3, nby = (height + 7) >> 3;
  const int ntiles = nbx * nby;
  const float qs = fmaxf(quality_scale, 1e-3f);

  for (int first = blockIdx.x * TILES; first < ntiles; first += gridDim.x * TILES) {
    for (int s = tid; s < TILES * 64; s += nt) {
      const int t = s >> 6, tile = first + t;
      float v = 0.f;
      if (tile < ntiles) {
        const int by = tile / nbx, bx = tile - by * nbx;
        const int x = min(bx * 8 + (s & 7), width - 1);
        const int y = min(by * 8 + ((s >> 3) & 7), height - 1);
        v = (float)img[(size_t)y * pitch + x] - 128.f;
      }
      s_in[t][(s >> 3) & 7][s & 7] = v;
    }
    __syncthreads();

    // Rows: s_rows[t][y][u] = sum_x C[u][x] in[t][y][x]
    for (int s = tid; s < TILES * 64; s += nt) {
      const int t = s >> 6, y = (s >> 3) & 7, u = s & 7;
      float acc = 0.f;
#pragma unroll
      for (int x = 0; x < 8; ++x) acc = fmaf(s_c[u][x], s_in[t][y][x], acc);
      s_rows[t][y][u] = acc;
    }
    __syncthreads();

    // Columns + quantisation: F[v][u] = sum_y C[v][y] rows[t][y][u]
    for (int s = tid; s < TILES * 64; s += nt) {
      const int t = s >> 6, v = (s >> 3) & 7, u = s & 7;
      float acc = 0.f;
#pragma unroll
      for (int y = 0; y < 8; ++y) acc = fmaf(s_c[v][y], s_rows[t][y][u], acc);
      const float q = fmaxf(c_qtable[v * 8 + u] * qs, 1.f);
      const float r = fminf(fmaxf(rintf(acc / q), -2047.f), 2047.f);
      s_q[t][v * 8 + u] = r;
    }
    __syncthreads();

    for (int s = tid; s < TILES * 64; s += nt) {
      const int t = s >> 6, p = s & 63, tile = first + t;
      if (tile < ntiles) coeffs[(size_t)tile * 64 + p] = (short)__float2int_rn(s_q[t][k_zigzag[p]]);
    }
  }
}

// cos(k * pi / 16), k = 0..8
static __constant__ const float k_cos16[9] = {1.0f,        0.98078528f, 0.92387953f, 0.83146961f, 0.70710678f,
                                              0.55557023f, 0.38268343f, 0.19509032f, 0.0f};

// alpha(u) * cos((2x + 1) u pi / 16) from the quarter-wave table.
static __device__ __forceinline__ float idct_basis(int u, int x) {
  const int m = ((2 * x + 1) * u) & 31;
  float c;
  if (m <= 8)
    c = k_cos16[m];
  else if (m <= 16)
    c = -k_cos16[16 - m];
  else if (m <= 24)
    c = -k_cos16[m - 16];
  else
    c = k_cos16[32 - m];
  return (u == 0 ? 0.35355339f : 0.5f) * c;
}

#define IDCT_MAX_Y 8

extern "C" __global__ void idct8x8_dequant(const short *__restrict__ coeffs, unsigned char *__restrict__ img,
                                           int width, int height, int pitch, float quality_scale) {
  __shared__ float s_f[IDCT_MAX_Y][64];
  __shared__ float s_g[IDCT_MAX_Y][8][9];
  if (width <= 0 || height <= 0) return;
  if (pitch < width) pitch = width;  // 0 (or too small) means tightly packed
  const int nbx = (width + 7) >> 3, nby = (height + 7) >> 3;
  const int ntiles = nbx * nby;
  const int per_block = min((int)blockDim.y, IDCT_MAX_Y);
  const int lane = threadIdx.x;
  const bool lane_ok = lane < 64 && threadIdx.y < IDCT_MAX_Y;
  const float qs = fmaxf(quality_scale, 1e-3f);

  for (int first = blockIdx.x * per_block; first < ntiles; first += gridDim.x * per_block) {
    const int tile = first + threadIdx.y;
    const bool active = lane_ok && threadIdx.y < per_block && tile < ntiles;
    const int ty = threadIdx.y;

    if (active) {
      const int nat = k_zigzag[lane];
      const float q = fmaxf(c_qtable[nat] * qs, 1.f);
      s_f[ty][nat] = (float)coeffs[(size_t)tile * 64 + lane] * q;
    }
    __syncthreads();

    if (active) {  // g[v][x] = sum_u basis(u, x) F[v][u]
      const int v = lane >> 3, x = lane & 7;
      float acc = 0.f;
#pragma unroll
      for (int u = 0; u < 8; ++u) acc = fmaf(idct_basis(u, x), s_f[ty][v * 8 + u], acc);
      s_g[ty][v][x] = acc;
    }
    __syncthreads();

    if (active) {  // f[y][x] = sum_v basis(v, y) g[v][x]
      const int y = lane >> 3, x = lane & 7;
      float acc = 0.f;
#pragma unroll
      for (int v = 0; v < 8; ++v) acc = fmaf(idct_basis(v, y), s_g[ty][v][x], acc);
      const int by = tile / nbx, bx = tile - by * nbx;
      const int px = bx * 8 + x, py = by * 8 + y;
      if (px < width && py < height) {
        const float pix = fminf(fmaxf(acc + 128.f, 0.f), 255.f);
        img[(size_t)py * pitch + px] = (unsigned char)__float2int_rn(pix);
      }
    }
    __syncthreads();
  }
}
