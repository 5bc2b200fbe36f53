// pathtrace_xorwow.cu
//
// Progressive Monte-Carlo path tracer over a small sphere scene.
//
//  pt_render_spheres : one thread per pixel (2D grid), xorwow generator (the
//                      curand default algorithm, hand-written, seeded per
//                      pixel and frame through splitmix64), spp jittered
//                      camera rays from a by-value camera struct, scene in a
//                      host-set __constant__ sphere array; per bounce a
//                      closest-hit loop over the spheres, emission, then a
//                      switch on the material (Lambert with cosine-weighted
//                      sampling in a branchless orthonormal basis, mirror,
//                      dielectric with Schlick Fresnel and refraction incl.
//                      total internal reflection); Russian roulette after
//                      three bounces (early exit); sky gradient on a miss.
//                      Radiance is added into a per-pixel float4
//                      accumulation buffer (the thread owns its pixel).
//  pt_tonemap_srgb   : accumulated radiance / frame count, exposure, ACES
//                      fitted curve, sRGB transfer function (powf), uchar4.
#include <cuda_runtime.h>
#include <stdint.h>

#define MAX_SPHERES 16

struct Sphere {
    float cx, cy, cz, r;
    float ar, ag, ab;        // albedo
    int material;            // 0 diffuse, 1 mirror, 2 glass (others: diffuse)
    float er, eg, eb;        // emitted radiance
    float ior;
};

__constant__ Sphere c_spheres[MAX_SPHERES];

struct Camera {
    float org[3];
    float llc[3];            // lower-left corner of the image plane
    float hor[3];
    float ver[3];
    int width, height;
    int spp, max_depth;
    unsigned seed;
    int frame;
    int num_spheres;
};

struct XorWow {
    uint32_t x, y, z, w, v, d;
};

__device__ __forceinline__ uint64_t splitmix64(uint64_t& s) {
    uint64_t z = (s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

__device__ __forceinline__ void xorwow_init(XorWow& st, uint64_t seed) {
    const uint64_t a = splitmix64(seed), b = splitmix64(seed), c = splitmix64(seed);
    st.x = (uint32_t)a ^ 123456789u;
    st.y = (uint32_t)(a >> 32) ^ 362436069u;
    st.z = (uint32_t)b ^ 521288629u;
    st.w = (uint32_t)(b >> 32) ^ 88675123u;
    st.v = (uint32_t)c ^ 5783321u;
    st.d = 6615241u + (uint32_t)(c >> 32);
}

__device__ __forceinline__ uint32_t xorwow_next(XorWow& st) {
    uint32_t t = st.x ^ (st.x >> 2);
    st.x = st.y; st.y = st.z; st.z = st.w; st.w = st.v;
    st.v = (st.v ^ (st.v << 4)) ^ (t ^ (t << 1));
    st.d += 362437u;
    return st.v + st.d;
}

__device__ __forceinline__ float uniform01(XorWow& st) {
    return (float)(xorwow_next(st) >> 8) * (1.0f / 16777216.0f);
}

struct V3 { float x, y, z; };
__device__ __forceinline__ V3 operator+(V3 a, V3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
__device__ __forceinline__ V3 operator-(V3 a, V3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
__device__ __forceinline__ V3 operator*(V3 a, float s) { return {a.x * s, a.y * s, a.z * s}; }
__device__ __forceinline__ V3 mul(V3 a, V3 b) { return {a.x * b.x, a.y * b.y, a.z * b.z}; }
__device__ __forceinline__ float dot(V3 a, V3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
__device__ __forceinline__ V3 normalize(V3 a) { return a * rsqrtf(fmaxf(dot(a, a), 1e-20f)); }

// closest sphere hit in (tmin, tmax); returns index or -1
__device__ __forceinline__ int closest_hit(V3 o, V3 d, int ns, float& t_hit) {
    int best = -1;
    float tbest = 1e30f;
    for (int i = 0; i < ns; ++i) {
        const Sphere& s = c_spheres[i];
        const V3 oc = o - V3{s.cx, s.cy, s.cz};
        const float b = dot(oc, d);
        const float c = dot(oc, oc) - s.r * s.r;
        const float disc = b * b - c;
        if (disc <= 0.0f) continue;
        const float sq = sqrtf(disc);
        float t = -b - sq;
        if (t <= 1e-4f) t = -b + sq;              // origin inside the sphere
        if (t > 1e-4f && t < tbest) { tbest = t; best = i; }
    }
    t_hit = tbest;
    return best;
}

__device__ __forceinline__ V3 cosine_hemisphere(V3 n, float u1, float u2) {
    // Duff et al. branchless ONB
    const float sign = copysignf(1.0f, n.z);
    const float a = -1.0f / (sign + n.z);
    const float b = n.x * n.y * a;
    const V3 t = {1.0f + sign * n.x * n.x * a, sign * b, -sign * n.x};
    const V3 bt = {b, sign + n.y * n.y * a, -n.y};
    const float r = sqrtf(u1);
    float s, c;
    sincospif(2.0f * u2, &s, &c);
    const float z = sqrtf(fmaxf(0.0f, 1.0f - u1));
    return normalize(t * (r * c) + bt * (r * s) + n * z);
}

extern "C" __global__ void __launch_bounds__(128)
pt_render_spheres(Camera cam, float4* __restrict__ accum)
{
    const int px = blockIdx.x * blockDim.x + threadIdx.x;
    const int py = blockIdx.y * blockDim.y + threadIdx.y;
    if (px >= cam.width || py >= cam.height) return;
    const int ns = min(cam.num_spheres, MAX_SPHERES);
    const size_t pix = (size_t)py * cam.width + px;

    XorWow rng;
    xorwow_init(rng, ((uint64_t)cam.seed << 32) ^ ((uint64_t)cam.frame << 40) ^ pix);

    const V3 org = {cam.org[0], cam.org[1], cam.org[2]};
    const V3 llc = {cam.llc[0], cam.llc[1], cam.llc[2]};
    const V3 hor = {cam.hor[0], cam.hor[1], cam.hor[2]};
    const V3 ver = {cam.ver[0], cam.ver[1], cam.ver[2]};
    const float inv_w = 1.0f / cam.width, inv_h = 1.0f / cam.height;

    V3 sum = {0.0f, 0.0f, 0.0f};
    for (int s = 0; s < cam.spp; ++s) {
        const float u = (px + uniform01(rng)) * inv_w;
        const float v = (py + uniform01(rng)) * inv_h;
        V3 o = org;
        V3 d = normalize(llc + hor * u + ver * v - org);
        V3 thr = {1.0f, 1.0f, 1.0f};
        V3 rad = {0.0f, 0.0f, 0.0f};
        for (int depth = 0; depth < cam.max_depth; ++depth) {
            float t;
            const int id = closest_hit(o, d, ns, t);
            if (id < 0) {
                const float k = 0.5f * (d.y + 1.0f);
                rad = rad + mul(thr, V3{1.0f - 0.5f * k, 1.0f - 0.3f * k, 1.0f});
                break;
            }
            const Sphere& sp = c_spheres[id];
            const V3 p = o + d * t;
            V3 n = (p - V3{sp.cx, sp.cy, sp.cz}) * (1.0f / sp.r);
            const bool outside = dot(d, n) < 0.0f;
            if (!outside) n = n * -1.0f;
            rad = rad + mul(thr, V3{sp.er, sp.eg, sp.eb});
            const V3 alb = {sp.ar, sp.ag, sp.ab};
            switch (sp.material & 3) {
            case 1: {                                        // mirror
                d = normalize(d - n * (2.0f * dot(d, n)));
                thr = mul(thr, alb);
                break;
            }
            case 2: {                                        // glass
                const float eta = outside ? 1.0f / sp.ior : sp.ior;
                const float cosi = fminf(-dot(d, n), 1.0f);
                const float k = 1.0f - eta * eta * (1.0f - cosi * cosi);
                float r0 = (1.0f - sp.ior) / (1.0f + sp.ior);
                r0 *= r0;
                const float m = 1.0f - cosi;
                const float fres = r0 + (1.0f - r0) * m * m * m * m * m;
                if (k < 0.0f || uniform01(rng) < fres) {
                    d = normalize(d + n * (2.0f * cosi));
                } else {
                    d = normalize(d * eta + n * (eta * cosi - sqrtf(k)));
                    n = n * -1.0f;                           // continue on the far side
                }
                break;
            }
            default: {                                       // Lambert
                const float u1 = uniform01(rng), u2 = uniform01(rng);
                d = cosine_hemisphere(n, u1, u2);
                thr = mul(thr, alb);
                break;
            }
            }
            o = p + n * 1e-3f;
            if (depth >= 3) {                                // Russian roulette
                const float q = fminf(fmaxf(fmaxf(thr.x, fmaxf(thr.y, thr.z)), 0.05f), 0.95f);
                if (uniform01(rng) > q) break;
                thr = thr * (1.0f / q);
            }
        }
        sum = sum + rad;
    }
    const float inv_spp = 1.0f / (float)max(cam.spp, 1);
    float4 a = cam.frame == 0 ? make_float4(0.f, 0.f, 0.f, 0.f) : accum[pix];
    a.x += sum.x * inv_spp;
    a.y += sum.y * inv_spp;
    a.z += sum.z * inv_spp;
    a.w += 1.0f;
    accum[pix] = a;
}

__device__ __forceinline__ float aces_fitted(float x) {
    const float a = 2.51f, b = 0.03f, c = 2.43f, d = 0.59f, e = 0.14f;
    return fminf(fmaxf((x * (a * x + b)) / (x * (c * x + d) + e), 0.0f), 1.0f);
}

__device__ __forceinline__ unsigned char to_srgb8(float l) {
    const float s = l <= 0.0031308f ? 12.92f * l : 1.055f * powf(l, 1.0f / 2.4f) - 0.055f;
    return (unsigned char)__float2int_rn(fminf(fmaxf(s, 0.0f), 1.0f) * 255.0f);
}

extern "C" __global__ void pt_tonemap_srgb(const float4* accum, int width, int height,
                                           float exposure, uchar4* out)
{
    const int px = blockIdx.x * blockDim.x + threadIdx.x;
    const int py = blockIdx.y * blockDim.y + threadIdx.y;
    if (px >= width || py >= height) return;
    const size_t pix = (size_t)py * width + px;
    const float4 a = accum[pix];
    const float k = a.w > 0.0f ? exposure / a.w : 0.0f;
    const float r = aces_fitted(a.x * k), g = aces_fitted(a.y * k), b = aces_fitted(a.z * k);
    out[(size_t)(height - 1 - py) * width + px] = make_uchar4(to_srgb8(r), to_srgb8(g), to_srgb8(b), 255);
}
