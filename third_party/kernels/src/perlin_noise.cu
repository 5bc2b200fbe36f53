// Procedural noise with Ken Perlin's permutation table.
//   perlin3d_fbm        improved Perlin noise (quintic fade, 12-gradient hash) summed over a
//                       runtime number of octaves (fBm) for a 2D slice at depth z; the 256-entry
//                       __constant__ permutation is doubled into a 512-byte shared table so no
//                       index needs a wrap; parameters arrive in a by-value struct; output
//                       remapped to [0, 1] with a 64-bit pitch.
//   simplex2d_ridged    2D simplex noise in a __noinline__ device function (skew/unskew, three
//                       corners, gradients from a __constant__ table) reading the shared table
//                       through a generic pointer; ridged multifractal with weight feedback
//                       that stops early once the weight vanishes, quantised to 16-bit heights.
#include <cuda_runtime.h>
#include <stdint.h>

__constant__ uint8_t c_perm[256] = {
    151, 160, 137,  91,  90,  15, 131,  13, 201,  95,  96,  53, 194, 233,   7, 225,
    140,  36, 103,  30,  69, 142,   8,  99,  37, 240,  21,  10,  23, 190,   6, 148,
    247, 120, 234,  75,   0,  26, 197,  62,  94, 252, 219, 203, 117,  35,  11,  32,
     57, 177,  33,  88, 237, 149,  56,  87, 174,  20, 125, 136, 171, 168,  68, 175,
     74, 165,  71, 134, 139,  48,  27, 166,  77, 146, 158, 231,  83, 111, 229, 122,
     60, 211, 133, 230, 220, 105,  92,  41,  55,  46, 245,  40, 244, 102, 143,  54,
     65,  25,  63, 161,   1, 216,  80,  73, 209,  76, 132, 187, 208,  89,  18, 169,
    200, 196, 135, 130, 116, 188, 159,  86, 164, 100, 109, 198, 173, 186,   3,  64,
     52, 217, 226, 250, 124, 123,   5, 202,  38, 147, 118, 126, 255,  82,  85, 212,
    207, 206,  59, 227,  47,  16,  58,  17, 182, 189,  28,  42, 223, 183, 170, 213,
    119, 248, 152,   2,  44, 154, 163,  70, 221, 153, 101, 155, 167,  43, 172,   9,
    129,  22,  39, 253,  19,  98, 108, 110,  79, 113, 224, 232, 178, 185, 112, 104,
    218, 246,  97, 228, 251,  34, 242, 193, 238, 210, 144,  12, 191, 179, 162, 241,
     81,  51, 145, 235, 249,  14, 239, 107,  49, 192, 214,  31, 181, 199, 106, 157,
    184,  84, 204, 176, 115, 121,  50,  45, 127,   4, 150, 254, 138, 236, 205,  93,
    222, 114,  67,  29,  24,  72, 243, 141, 128, 195,  78,  66, 215,  61, 156, 180};

__constant__ float2 c_grad2[8] = {{1.f, 0.f}, {-1.f, 0.f}, {0.f, 1.f}, {0.f, -1.f},
                                  {0.70710678f, 0.70710678f}, {-0.70710678f, 0.70710678f},
                                  {0.70710678f, -0.70710678f}, {-0.70710678f, -0.70710678f}};

struct FbmParams {
  float frequency;
  float lacunarity;
  float gain;
  float z;
  float offset_x;
  float offset_y;
  int octaves;
};

static __device__ __forceinline__ float fade(float t) { return t * t * t * (t * (t * 6.f - 15.f) + 10.f); }
static __device__ __forceinline__ float lerpf(float a, float b, float t) { return fmaf(t, b - a, a); }
static __device__ __forceinline__ float grad3(int hash, float x, float y, float z) {
  const int h = hash & 15;
  const float u = h < 8 ? x : y;
  const float v = h < 4 ? y : (h == 12 || h == 14 ? x : z);
  return ((h & 1) ? -u : u) + ((h & 2) ? -v : v);
}

static __device__ float perlin3(const uint8_t *P, float x, float y, float z) {
  const float fx = floorf(x), fy = floorf(y), fz = floorf(z);
  const int X = (int)fx & 255, Y = (int)fy & 255, Z = (int)fz & 255;
  x -= fx;
  y -= fy;
  z -= fz;
  const float u = fade(x), v = fade(y), w = fade(z);
  const int A = P[X] + Y, AA = P[A] + Z, AB = P[A + 1] + Z;
  const int B = P[X + 1] + Y, BA = P[B] + Z, BB = P[B + 1] + Z;
  return lerpf(lerpf(lerpf(grad3(P[AA], x, y, z), grad3(P[BA], x - 1, y, z), u),
                     lerpf(grad3(P[AB], x, y - 1, z), grad3(P[BB], x - 1, y - 1, z), u), v),
               lerpf(lerpf(grad3(P[AA + 1], x, y, z - 1), grad3(P[BA + 1], x - 1, y, z - 1), u),
                     lerpf(grad3(P[AB + 1], x, y - 1, z - 1), grad3(P[BB + 1], x - 1, y - 1, z - 1), u), v),
               w);
}

extern "C" __global__ void perlin3d_fbm(float *__restrict__ out, int width, int height, size_t pitch, FbmParams prm) {
  __shared__ uint8_t s_perm[512];
  const int tid = threadIdx.y * blockDim.x + threadIdx.x;
  for (int i = tid; i < 512; i += blockDim.x * blockDim.y)
    s_perm[i] = c_perm[i & 255];
  __syncthreads();

  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height)
    return;
  const int octaves = min(max(prm.octaves, 1), 12);
  float freq = prm.frequency, amp = 1.0f, sum = 0.0f, norm = 0.0f;
  const float px = x + prm.offset_x, py = y + prm.offset_y;
  for (int o = 0; o < octaves; ++o) {
    sum = fmaf(amp, perlin3(s_perm, px * freq, py * freq, prm.z * freq + 0.37f * o), sum);
    norm += amp;
    freq *= prm.lacunarity;
    amp *= prm.gain;
  }
  const float v = norm > 0.f ? sum / norm : 0.f;
  out[(size_t)y * pitch + x] = fminf(fmaxf(0.5f + 0.5f * v, 0.f), 1.f);
}

__device__ __noinline__ float simplex2(const uint8_t *P, float xin, float yin) {
  const float F2 = 0.36602540378f; // (sqrt(3) - 1) / 2
  const float G2 = 0.21132486540f; // (3 - sqrt(3)) / 6
  const float s = (xin + yin) * F2;
  const float fi = floorf(xin + s), fj = floorf(yin + s);
  const float t = (fi + fj) * G2;
  const float x0 = xin - (fi - t), y0 = yin - (fj - t);
  const int i1 = x0 > y0 ? 1 : 0, j1 = 1 - i1;
  const float x1 = x0 - i1 + G2, y1 = y0 - j1 + G2;
  const float x2 = x0 - 1.f + 2.f * G2, y2 = y0 - 1.f + 2.f * G2;
  const int ii = (int)fi & 255, jj = (int)fj & 255;
  const int gi0 = P[ii + P[jj]] & 7;
  const int gi1 = P[ii + i1 + P[jj + j1]] & 7;
  const int gi2 = P[ii + 1 + P[jj + 1]] & 7;
  float n = 0.f;
  float t0 = 0.5f - x0 * x0 - y0 * y0;
  if (t0 > 0.f) {
    t0 *= t0;
    n += t0 * t0 * (c_grad2[gi0].x * x0 + c_grad2[gi0].y * y0);
  }
  float t1 = 0.5f - x1 * x1 - y1 * y1;
  if (t1 > 0.f) {
    t1 *= t1;
    n += t1 * t1 * (c_grad2[gi1].x * x1 + c_grad2[gi1].y * y1);
  }
  float t2 = 0.5f - x2 * x2 - y2 * y2;
  if (t2 > 0.f) {
    t2 *= t2;
    n += t2 * t2 * (c_grad2[gi2].x * x2 + c_grad2[gi2].y * y2);
  }
  return 70.f * n; // roughly [-1, 1]
}

extern "C" __global__ void simplex2d_ridged(uint16_t *__restrict__ height_map, int width, int height, float scale,
                                            int octaves, float lacunarity, float gain, float ridge_offset) {
  __shared__ uint8_t s_perm[512];
  for (int i = threadIdx.x; i < 512; i += blockDim.x)
    s_perm[i] = c_perm[i & 255];
  __syncthreads();

  const int npix = width * height;
  for (int idx = blockIdx.x * blockDim.x + threadIdx.x; idx < npix; idx += gridDim.x * blockDim.x) {
    const int x = idx % width, y = idx / width;
    float fx = x * scale, fy = y * scale;
    float sum = 0.f, amp = 0.5f, weight = 1.f;
    for (int o = 0; o < octaves; ++o) {
      float sig = ridge_offset - fabsf(simplex2(s_perm, fx, fy));
      sig *= sig * weight;
      sum += sig * amp;
      weight = fminf(fmaxf(sig * gain, 0.f), 1.f);
      if (weight < 1e-4f)
        break; // higher octaves would contribute nothing
      fx *= lacunarity;
      fy *= lacunarity;
      amp *= 0.5f;
    }
    const float hval = fminf(fmaxf(sum, 0.f), 1.f);
    height_map[idx] = (uint16_t)rintf(hval * 65535.f);
  }
}
