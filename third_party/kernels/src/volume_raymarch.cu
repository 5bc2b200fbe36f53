// kestrel-launch: volume_raymarch_dvr block=16,16
// kestrel-launch: volume_raymarch_mip block=16,16
// Volume rendering of a scalar float volume (nx*ny*nz, x fastest) occupying the box
// [0,nx-1]x[0,ny-1]x[0,nz-1] in voxel units, seen by a pinhole camera passed by value.
//   volume_raymarch_dvr   direct volume rendering: slab ray-box test, front-to-back
//                         compositing of a 64-entry __constant__ RGBA transfer function
//                         (linear interpolation) at trilinear samples, opacity correction
//                         for the step length, central-difference gradient shading, early
//                         ray termination when alpha passes a cutoff. Writes RGBA8.
//   volume_raymarch_mip   maximum-intensity projection with trilinear samples; writes the
//                         maximum and the depth at which it occurred.
#include <cuda_runtime.h>

struct RayCamera {
  float3 eye;      // offset 0
  float3 forward;  // 12
  float3 right;    // 24
  float3 up;       // 36
  float tan_half;  // 48: tan(fov/2)
  float step;      // 52: sample spacing in voxels
  int max_steps;   // 56
  float alpha_cut; // 60
  float3 light;    // 64: direction towards the light (normalised)
};

#define TF_SIZE 64
__constant__ float4 c_tf[TF_SIZE];

static __device__ __forceinline__ float fetch(const float *__restrict__ vol, int x, int y, int z, int nx, int ny) {
  return vol[((size_t)z * ny + y) * nx + x];
}

static __device__ float trilinear(const float *__restrict__ vol, float3 p, int nx, int ny, int nz) {
  // clamp first: also maps NaN to 0 so the conversions below are defined
  const float fx = fminf(fmaxf(p.x, 0.0f), (float)(nx - 1));
  const float fy = fminf(fmaxf(p.y, 0.0f), (float)(ny - 1));
  const float fz = fminf(fmaxf(p.z, 0.0f), (float)(nz - 1));
  const int x0 = min((int)fx, nx - 1), y0 = min((int)fy, ny - 1), z0 = min((int)fz, nz - 1);
  const int x1 = min(x0 + 1, nx - 1), y1 = min(y0 + 1, ny - 1), z1 = min(z0 + 1, nz - 1);
  const float tx = fx - x0, ty = fy - y0, tz = fz - z0;
  const float c000 = fetch(vol, x0, y0, z0, nx, ny), c100 = fetch(vol, x1, y0, z0, nx, ny);
  const float c010 = fetch(vol, x0, y1, z0, nx, ny), c110 = fetch(vol, x1, y1, z0, nx, ny);
  const float c001 = fetch(vol, x0, y0, z1, nx, ny), c101 = fetch(vol, x1, y0, z1, nx, ny);
  const float c011 = fetch(vol, x0, y1, z1, nx, ny), c111 = fetch(vol, x1, y1, z1, nx, ny);
  const float c00 = fmaf(tx, c100 - c000, c000), c10 = fmaf(tx, c110 - c010, c010);
  const float c01 = fmaf(tx, c101 - c001, c001), c11 = fmaf(tx, c111 - c011, c011);
  const float c0 = fmaf(ty, c10 - c00, c00), c1 = fmaf(ty, c11 - c01, c01);
  return fmaf(tz, c1 - c0, c0);
}

static __device__ __forceinline__ float4 transfer(float v) {
  const float f = fminf(fmaxf(v, 0.0f), 1.0f) * (TF_SIZE - 1);
  const int i = min((int)f, TF_SIZE - 2);
  const float t = f - i;
  const float4 a = c_tf[i], b = c_tf[i + 1];
  return make_float4(fmaf(t, b.x - a.x, a.x), fmaf(t, b.y - a.y, a.y), fmaf(t, b.z - a.z, a.z),
                     fmaf(t, b.w - a.w, a.w));
}

static __device__ __forceinline__ bool ray_box(float3 o, float3 d, float3 bmin, float3 bmax, float &t0, float &t1) {
  const float ix = 1.0f / d.x, iy = 1.0f / d.y, iz = 1.0f / d.z;
  const float ax = (bmin.x - o.x) * ix, bx = (bmax.x - o.x) * ix;
  const float ay = (bmin.y - o.y) * iy, by = (bmax.y - o.y) * iy;
  const float az = (bmin.z - o.z) * iz, bz = (bmax.z - o.z) * iz;
  t0 = fmaxf(fmaxf(fminf(ax, bx), fminf(ay, by)), fmaxf(fminf(az, bz), 0.0f));
  t1 = fminf(fminf(fmaxf(ax, bx), fmaxf(ay, by)), fmaxf(az, bz));
  return t0 < t1;
}

static __device__ __forceinline__ float3 primary_dir(const RayCamera &cam, int x, int y, int w, int h) {
  const float aspect = (float)w / (float)h;
  const float u = ((x + 0.5f) / w * 2.0f - 1.0f) * cam.tan_half * aspect;
  const float v = (1.0f - (y + 0.5f) / h * 2.0f) * cam.tan_half;
  float3 d = make_float3(cam.forward.x + u * cam.right.x + v * cam.up.x, cam.forward.y + u * cam.right.y + v * cam.up.y,
                         cam.forward.z + u * cam.right.z + v * cam.up.z);
  const float inv = rsqrtf(fmaxf(d.x * d.x + d.y * d.y + d.z * d.z, 1e-20f));
  return make_float3(d.x * inv, d.y * inv, d.z * inv);
}

extern "C" __global__ void volume_raymarch_dvr(const float *__restrict__ vol, uchar4 *__restrict__ image, int nx,
                                               int ny, int nz, int width, int height, RayCamera cam) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height || nx < 2 || ny < 2 || nz < 2)
    return;
  const float3 d = primary_dir(cam, x, y, width, height);
  float t0, t1;
  float4 acc = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
  const float3 bmax = make_float3(nx - 1.0f, ny - 1.0f, nz - 1.0f);
  const float step = fminf(fmaxf(cam.step, 0.05f), 4.0f);
  const int max_steps = min(max(cam.max_steps, 0), 4096);
  const float cut = fminf(fmaxf(cam.alpha_cut, 0.0f), 1.0f);
  if (ray_box(cam.eye, d, make_float3(0.0f, 0.0f, 0.0f), bmax, t0, t1)) {
    float t = t0;
    for (int s = 0; s < max_steps && t <= t1; ++s, t += step) {
      const float3 p = make_float3(cam.eye.x + t * d.x, cam.eye.y + t * d.y, cam.eye.z + t * d.z);
      const float v = trilinear(vol, p, nx, ny, nz);
      float4 c = transfer(v);
      if (c.w <= 1e-4f)
        continue; // empty space: skip shading
      // opacity correction for the sample spacing (TF defined per unit voxel)
      c.w = 1.0f - __powf(1.0f - fminf(c.w, 0.9999f), step);
      // central-difference gradient for diffuse shading
      const float gx = trilinear(vol, make_float3(p.x + 1.0f, p.y, p.z), nx, ny, nz) -
                       trilinear(vol, make_float3(p.x - 1.0f, p.y, p.z), nx, ny, nz);
      const float gy = trilinear(vol, make_float3(p.x, p.y + 1.0f, p.z), nx, ny, nz) -
                       trilinear(vol, make_float3(p.x, p.y - 1.0f, p.z), nx, ny, nz);
      const float gz = trilinear(vol, make_float3(p.x, p.y, p.z + 1.0f), nx, ny, nz) -
                       trilinear(vol, make_float3(p.x, p.y, p.z - 1.0f), nx, ny, nz);
      const float gl = gx * gx + gy * gy + gz * gz;
      float shade = 1.0f;
      if (gl > 1e-12f) {
        const float ig = rsqrtf(gl);
        shade = 0.3f + 0.7f * fabsf((gx * cam.light.x + gy * cam.light.y + gz * cam.light.z) * ig);
      }
      const float w = (1.0f - acc.w) * c.w;
      acc.x += w * c.x * shade;
      acc.y += w * c.y * shade;
      acc.z += w * c.z * shade;
      acc.w += w;
      if (acc.w >= cut)
        break; // early ray termination
    }
  }
  image[(size_t)y * width + x] =
      make_uchar4((unsigned char)(fminf(fmaxf(acc.x, 0.0f), 1.0f) * 255.0f + 0.5f),
                  (unsigned char)(fminf(fmaxf(acc.y, 0.0f), 1.0f) * 255.0f + 0.5f),
                  (unsigned char)(fminf(fmaxf(acc.z, 0.0f), 1.0f) * 255.0f + 0.5f),
                  (unsigned char)(fminf(fmaxf(acc.w, 0.0f), 1.0f) * 255.0f + 0.5f));
}

extern "C" __global__ void volume_raymarch_mip(const float *__restrict__ vol, float *__restrict__ max_out,
                                               float *__restrict__ depth_out, int nx, int ny, int nz, int width,
                                               int height, RayCamera cam) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height || nx < 2 || ny < 2 || nz < 2)
    return;
  const float3 d = primary_dir(cam, x, y, width, height);
  float t0, t1;
  float best = -INFINITY, best_t = -1.0f;
  const float step = fminf(fmaxf(cam.step, 0.05f), 4.0f);
  const int max_steps = min(max(cam.max_steps, 0), 4096);
  if (ray_box(cam.eye, d, make_float3(0.0f, 0.0f, 0.0f), make_float3(nx - 1.0f, ny - 1.0f, nz - 1.0f), t0, t1)) {
    float t = t0;
    for (int s = 0; s < max_steps && t <= t1; ++s) {
      const float v =
          trilinear(vol, make_float3(cam.eye.x + t * d.x, cam.eye.y + t * d.y, cam.eye.z + t * d.z), nx, ny, nz);
      if (v > best) {
        best = v;
        best_t = t;
      }
      t += step;
    }
  }
  const size_t o = (size_t)y * width + x;
  max_out[o] = best_t >= 0.0f ? best : 0.0f;
  depth_out[o] = best_t;
}
