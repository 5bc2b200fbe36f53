// BVH-free ray casting.
//   ray_trace_spheres     one primary ray per pixel from a pinhole camera (by-value struct);
//                         spheres (centre, radius) are staged through shared memory in chunks
//                         of CHUNK by the whole block, closest hit is kept per ray; a second
//                         staged sweep casts a shadow ray toward the light (__constant__);
//                         Lambert shading with an ambient term, written as RGBA8.
//                         Threads outside the image still take part in the staging.
//   ray_triangle_closest  Moller-Trumbore closest hit of each ray against an indexed triangle
//                         list (vertex indices checked against nverts, degenerate triangles
//                         skipped); writes t, triangle id (-1: miss) and barycentrics.
//                         Grid-stride loop over rays.
// launch: ray_trace_spheres     block 16x16, grid (ceil(width/16), ceil(height/16))
//         ray_triangle_closest  block 128, grid ceil(nrays/128)
#include <cuda_runtime.h>

#define CHUNK 64
#define T_FAR 1.0e30f

struct Camera {
  float3 eye;
  float3 lower_left;  // world position of pixel (0,0)
  float3 du, dv;      // world step per pixel in x and y
};

struct Light {
  float3 pos;
  float ambient;
};

__constant__ Light c_light;

static __device__ __forceinline__ float3 sub3(float3 a, float3 b) { return make_float3(a.x - b.x, a.y - b.y, a.z - b.z); }
static __device__ __forceinline__ float dot3(float3 a, float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static __device__ __forceinline__ float3 cross3(float3 a, float3 b) {
  return make_float3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}
static __device__ __forceinline__ float3 normalize3(float3 a) {
  const float inv = rsqrtf(fmaxf(dot3(a, a), 1e-30f));
  return make_float3(a.x * inv, a.y * inv, a.z * inv);
}

// nearest positive root of |o + t d - c|^2 = r^2 for a unit d, or T_FAR
static __device__ __forceinline__ float hit_sphere(float3 o, float3 d, float4 s) {
  const float3 oc = sub3(o, make_float3(s.x, s.y, s.z));
  const float b = dot3(oc, d);
  const float c = dot3(oc, oc) - s.w * s.w;
  const float disc = b * b - c;
  if (disc < 0.0f)
    return T_FAR;
  const float sq = sqrtf(disc);
  const float t0 = -b - sq;
  if (t0 > 1e-4f)
    return t0;
  const float t1 = -b + sq;
  return t1 > 1e-4f ? t1 : T_FAR;
}

extern "C" __global__ void __launch_bounds__(256)
ray_trace_spheres(uchar4 *__restrict__ image, const float4 *__restrict__ spheres, const uchar4 *__restrict__ albedo,
                  int nspheres, int width, int height, Camera cam) {
  __shared__ float4 s_sph[CHUNK];
  const int tid = threadIdx.y * blockDim.x + threadIdx.x;
  const int nthreads = blockDim.x * blockDim.y;
  const int px = blockIdx.x * 16 + threadIdx.x;
  const int py = blockIdx.y * 16 + threadIdx.y;
  const bool active = threadIdx.x < 16 && threadIdx.y < 16 && px < width && py < height;

  const float3 target = make_float3(cam.lower_left.x + px * cam.du.x + py * cam.dv.x,
                                    cam.lower_left.y + px * cam.du.y + py * cam.dv.y,
                                    cam.lower_left.z + px * cam.du.z + py * cam.dv.z);
  const float3 dir = normalize3(sub3(target, cam.eye));

  float t_best = T_FAR;
  int id_best = -1;
  for (int base = 0; base < nspheres; base += CHUNK) {
    __syncthreads();
    for (int i = tid; i < CHUNK && base + i < nspheres; i += nthreads)
      s_sph[i] = spheres[base + i];
    __syncthreads();
    const int cnt = min(CHUNK, nspheres - base);
    if (active) {
      for (int i = 0; i < cnt; i++) {
        const float t = hit_sphere(cam.eye, dir, s_sph[i]);
        if (t < t_best) {
          t_best = t;
          id_best = base + i;
        }
      }
    }
  }

  // shadow ray from the hit point toward the light
  float3 hp = make_float3(0.0f, 0.0f, 0.0f), nrm = hp, to_light = hp;
  float light_dist = 0.0f;
  const bool hit = active && id_best >= 0;
  if (hit) {
    const float4 s = spheres[id_best];
    hp = make_float3(cam.eye.x + t_best * dir.x, cam.eye.y + t_best * dir.y, cam.eye.z + t_best * dir.z);
    nrm = normalize3(sub3(hp, make_float3(s.x, s.y, s.z)));
    const float3 l = sub3(c_light.pos, hp);
    light_dist = sqrtf(dot3(l, l));
    to_light = normalize3(l);
  }
  bool shadowed = false;
  for (int base = 0; base < nspheres; base += CHUNK) {
    __syncthreads();
    for (int i = tid; i < CHUNK && base + i < nspheres; i += nthreads)
      s_sph[i] = spheres[base + i];
    __syncthreads();
    const int cnt = min(CHUNK, nspheres - base);
    if (hit && !shadowed) {
      for (int i = 0; i < cnt; i++) {
        if (base + i == id_best)
          continue;
        if (hit_sphere(hp, to_light, s_sph[i]) < light_dist) {
          shadowed = true;
          break;
        }
      }
    }
  }

  if (!active)
    return;
  uchar4 out = make_uchar4(0, 0, 0, 255);
  if (hit) {
    const float lambert = shadowed ? 0.0f : fmaxf(dot3(nrm, to_light), 0.0f);
    const float k = fminf(c_light.ambient + (1.0f - c_light.ambient) * lambert, 1.0f);
    const uchar4 a = albedo[id_best];
    out.x = (unsigned char)(a.x * k);
    out.y = (unsigned char)(a.y * k);
    out.z = (unsigned char)(a.z * k);
  }
  image[py * width + px] = out;
}

extern "C" __global__ void __launch_bounds__(128)
ray_triangle_closest(const float *__restrict__ rays, const float3 *__restrict__ verts, const int *__restrict__ tris,
                     int nrays, int ntris, int nverts, float *__restrict__ t_out, int *__restrict__ id_out,
                     float2 *__restrict__ bary_out) {
  for (int r = blockIdx.x * blockDim.x + threadIdx.x; r < nrays; r += gridDim.x * blockDim.x) {
    const float *ray = rays + 6 * (size_t)r;
    const float3 o = make_float3(ray[0], ray[1], ray[2]);
    const float3 d = make_float3(ray[3], ray[4], ray[5]);
    float t_best = T_FAR, bu = 0.0f, bv = 0.0f;
    int id = -1;
    for (int k = 0; k < ntris; k++) {
      const int i0 = tris[3 * k], i1 = tris[3 * k + 1], i2 = tris[3 * k + 2];
      if ((unsigned)i0 >= (unsigned)nverts || (unsigned)i1 >= (unsigned)nverts || (unsigned)i2 >= (unsigned)nverts)
        continue;
      const float3 v0 = verts[i0];
      const float3 e1 = sub3(verts[i1], v0);
      const float3 e2 = sub3(verts[i2], v0);
      const float3 pv = cross3(d, e2);
      const float det = dot3(e1, pv);
      if (fabsf(det) < 1e-8f)
        continue;
      const float inv_det = 1.0f / det;
      const float3 tv = sub3(o, v0);
      const float u = dot3(tv, pv) * inv_det;
      if (u < 0.0f || u > 1.0f)
        continue;
      const float3 qv = cross3(tv, e1);
      const float v = dot3(d, qv) * inv_det;
      if (v < 0.0f || u + v > 1.0f)
        continue;
      const float t = dot3(e2, qv) * inv_det;
      if (t > 1e-6f && t < t_best) {
        t_best = t;
        id = k;
        bu = u;
        bv = v;
      }
    }
    t_out[r] = id >= 0 ? t_best : -1.0f;
    id_out[r] = id;
    bary_out[r] = make_float2(bu, bv);
  }
}
