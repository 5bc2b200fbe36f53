// Monte Carlo photon transport in a layered turbid medium (MCML-style), one photon packet at a
// time per thread in a grid-stride loop over packets.
//   photon_mcml_absorb   absorbed energy per depth bin, total diffuse reflectance and
//   photon_mcml_tpsf     transmittance, reflectance per radial bin; the second instantiation of
//                        the same template also tracks the optical path and bins the reflected
//                        weight by time of flight.
// Layer optics (mua, mus, g, n) and thicknesses come from global memory and are staged and
// sanitised in shared memory (boundaries by a serial prefix sum in thread 0). The walk is a
// while loop with data-dependent exits: xorshift128 random numbers, exponential step lengths
// that may be cut at a layer boundary (the rest carried over), Fresnel reflection / refraction at
// boundaries through a __noinline__ helper, Henyey-Greenstein scattering (sincosf), Russian
// roulette, and a step cap. Tallies are 64-bit fixed point (weight * 2^32) so that the result
// does not depend on the order of the atomics: shared histograms updated with 64-bit
// atomicAdd, flushed with one global atomicAdd per non-empty bin per block.
#include <cuda_runtime.h>
#include <stdint.h>

#define MC_MAX_LAYERS 8
#define MC_NZ 64
#define MC_NT 32
#define MC_NR 16
#define MC_C_MM_PER_PS 0.299792458f
#define MC_FIX_SCALE 4294967296.0f

typedef unsigned long long tally_t;

static __device__ __forceinline__ tally_t to_fix(float w) { return (tally_t)(w * MC_FIX_SCALE); }

struct Layer {
  float mua, mus, g, n, z0, z1;
};

struct Rng {
  uint32_t a, b, c, d;
  __device__ __forceinline__ float next() {
    uint32_t t = d;
    const uint32_t s = a;
    d = c;
    c = b;
    b = s;
    t ^= t << 11;
    t ^= t >> 8;
    a = t ^ s ^ (s >> 19);
    return ((a >> 8) + 0.5f) * (1.0f / 16777216.0f); // (0, 1)
  }
};

// Fresnel reflectance for unpolarised light going from n1 to n2 with incidence cosine ca1 > 0;
// returns R and the transmitted cosine.
__device__ __noinline__ float fresnel(float n1, float n2, float ca1, float *ca2_out) {
  if (n1 == n2) {
    *ca2_out = ca1;
    return 0.f;
  }
  if (ca1 > 1.f - 1e-6f) {
    *ca2_out = ca1;
    const float r = (n2 - n1) / (n2 + n1);
    return r * r;
  }
  const float sa1 = sqrtf(fmaxf(1.f - ca1 * ca1, 0.f));
  const float sa2 = n1 * sa1 / n2;
  if (sa2 >= 1.f) {
    *ca2_out = 0.f;
    return 1.f; // total internal reflection
  }
  const float ca2 = sqrtf(1.f - sa2 * sa2);
  *ca2_out = ca2;
  const float cap = ca1 * ca2 - sa1 * sa2, cam = ca1 * ca2 + sa1 * sa2;
  const float sap = sa1 * ca2 + ca1 * sa2, sam = sa1 * ca2 - ca1 * sa2;
  return 0.5f * sam * sam * (cam * cam + cap * cap) / (sap * sap * cam * cam);
}

template <bool kTime>
static __device__ __forceinline__ void mcml(const float4 *__restrict__ optics, const float *__restrict__ thickness,
                                            int nlayers, float n_above, float n_below, int nphotons, float dz,
                                            float dt_ps, int max_steps, uint32_t seed, tally_t *__restrict__ abs_z,
                                            tally_t *__restrict__ rt, tally_t *__restrict__ tpsf) {
  __shared__ Layer s_layer[MC_MAX_LAYERS];
  __shared__ tally_t s_abs[MC_NZ], s_t[MC_NT], s_rt[2 + MC_NR]; // R, T, R(r)
  nlayers = min(max(nlayers, 1), MC_MAX_LAYERS);
  for (int i = threadIdx.x; i < MC_NZ; i += blockDim.x)
    s_abs[i] = 0;
  for (int i = threadIdx.x; i < MC_NT; i += blockDim.x)
    s_t[i] = 0;
  for (int i = threadIdx.x; i < 2 + MC_NR; i += blockDim.x)
    s_rt[i] = 0;
  if (threadIdx.x == 0) {
    float z = 0.f;
    for (int l = 0; l < nlayers; ++l) {
      const float4 o = optics[l];
      Layer L;
      L.mua = fmaxf(o.x, 0.f);
      L.mus = fmaxf(o.y, 0.f);
      L.g = fminf(fmaxf(o.z, -0.95f), 0.95f);
      L.n = fminf(fmaxf(o.w, 1.0f), 2.0f);
      L.z0 = z;
      z += fmaxf(thickness[l], 1e-3f);
      L.z1 = z;
      s_layer[l] = L;
    }
  }
  __syncthreads();

  const float inv_dz = 1.0f / dz, inv_dt = 1.0f / dt_ps;
  const int gtid = blockIdx.x * blockDim.x + threadIdx.x;
  Rng rng;
  uint32_t h = seed ^ (uint32_t)gtid * 0x9e3779b9u;
  h = (h ^ (h >> 16)) * 0x7feb352du;
  h = (h ^ (h >> 15)) * 0x846ca68bu;
  rng.a = h | 1u;
  rng.b = h * 0x2545f491u + 7u;
  rng.c = ~h;
  rng.d = h ^ 0xdeadbeefu;

  for (int p = gtid; p < nphotons; p += gridDim.x * blockDim.x) {
    // launch: normal incidence, specular loss at the top surface
    float x = 0.f, y = 0.f, z = 0.f, ux = 0.f, uy = 0.f, uz = 1.f;
    const float r0 = (s_layer[0].n - n_above) / (s_layer[0].n + n_above);
    float w = 1.f - r0 * r0;
    int layer = 0, steps = 0;
    float s_left = 0.f, path = 0.f;
    bool alive = true;
    while (alive && steps++ < max_steps) {
      const Layer &L = s_layer[layer];
      const float mut = L.mua + L.mus;
      if (s_left == 0.f)
        s_left = -logf(rng.next());
      float db = INFINITY;
      if (uz > 0.f)
        db = (L.z1 - z) / uz;
      else if (uz < 0.f)
        db = (L.z0 - z) / uz;
      if (mut * db <= s_left) { // reach the boundary first
        x += db * ux;
        y += db * uy;
        z += db * uz;
        if (kTime)
          path += db * L.n;
        s_left -= mut * db;
        const bool up = uz < 0.f;
        const int next = up ? layer - 1 : layer + 1;
        const float n2 = next < 0 ? n_above : (next >= nlayers ? n_below : s_layer[next].n);
        float ca2;
        const float R = fresnel(L.n, n2, fabsf(uz), &ca2);
        if (rng.next() <= R) {
          uz = -uz;
        } else if (next < 0 || next >= nlayers) { // escapes
          atomicAdd(&s_rt[up ? 0 : 1], to_fix(w));
          if (up)
            atomicAdd(&s_rt[2 + min((int)(sqrtf(x * x + y * y) * inv_dz), MC_NR - 1)], to_fix(w));
          if (kTime && up)
            atomicAdd(&s_t[min((int)(path / MC_C_MM_PER_PS * inv_dt), MC_NT - 1)], to_fix(w));
          alive = false;
        } else {
          const float ratio = L.n / n2;
          ux *= ratio;
          uy *= ratio;
          uz = up ? -ca2 : ca2;
          layer = next;
        }
        continue;
      }
      // move, absorb, scatter
      const float s = s_left / mut;
      s_left = 0.f;
      x += s * ux;
      y += s * uy;
      z += s * uz;
      if (kTime)
        path += s * L.n;
      const float dw = w * L.mua / mut;
      w -= dw;
      atomicAdd(&s_abs[min(max((int)(z * inv_dz), 0), MC_NZ - 1)], to_fix(dw));
      const float g = L.g;
      float ct;
      if (fabsf(g) < 1e-4f) {
        ct = 2.f * rng.next() - 1.f;
      } else {
        const float f = (1.f - g * g) / (1.f - g + 2.f * g * rng.next());
        ct = fminf(fmaxf((1.f + g * g - f * f) / (2.f * g), -1.f), 1.f);
      }
      const float st = sqrtf(1.f - ct * ct);
      float sp, cp;
      sincosf(6.28318531f * rng.next(), &sp, &cp);
      if (fabsf(uz) > 0.99999f) {
        ux = st * cp;
        uy = st * sp;
        uz = copysignf(ct, uz);
      } else {
        const float tmp = sqrtf(1.f - uz * uz);
        const float nux = st * (ux * uz * cp - uy * sp) / tmp + ux * ct;
        const float nuy = st * (uy * uz * cp + ux * sp) / tmp + uy * ct;
        uz = -st * cp * tmp + uz * ct;
        ux = nux;
        uy = nuy;
      }
      if (w < 1e-4f) { // roulette
        if (rng.next() < 0.1f)
          w *= 10.f;
        else
          alive = false;
      }
    }
  }
  __syncthreads();
  for (int i = threadIdx.x; i < MC_NZ; i += blockDim.x)
    if (s_abs[i] != 0)
      atomicAdd(&abs_z[i], s_abs[i]);
  if (kTime)
    for (int i = threadIdx.x; i < MC_NT; i += blockDim.x)
      if (s_t[i] != 0)
        atomicAdd(&tpsf[i], s_t[i]);
  for (int i = threadIdx.x; i < 2 + MC_NR; i += blockDim.x)
    if (s_rt[i] != 0)
      atomicAdd(&rt[i], s_rt[i]);
}

extern "C" __global__ void photon_mcml_absorb(const float4 *__restrict__ optics, const float *__restrict__ thickness,
                                              int nlayers, float n_above, float n_below, int nphotons, float dz,
                                              int max_steps, unsigned seed, tally_t *__restrict__ abs_z,
                                              tally_t *__restrict__ rt) {
  mcml<false>(optics, thickness, nlayers, n_above, n_below, nphotons, dz, 1.0f, max_steps, seed, abs_z, rt, nullptr);
}

extern "C" __global__ void photon_mcml_tpsf(const float4 *__restrict__ optics, const float *__restrict__ thickness,
                                            int nlayers, float n_above, float n_below, int nphotons, float dz,
                                            float dt_ps, int max_steps, unsigned seed, tally_t *__restrict__ abs_z,
                                            tally_t *__restrict__ rt, tally_t *__restrict__ tpsf) {
  mcml<true>(optics, thickness, nlayers, n_above, n_below, nphotons, dz, dt_ps, max_steps, seed, abs_z, rt, tpsf);
}
