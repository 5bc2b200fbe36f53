// Sphere tracing of a signed-distance-field scene (a handful of primitives, smooth union).
//   sdf_sphere_trace   one pixel per thread on a 2D grid: pinhole camera in a by-value struct,
//                      primitives (sphere, box, torus, capsule) in a __constant__ array read in
//                      a loop over a runtime count and merged with a polynomial smooth-min;
//                      a bounded march with hit and escape exits, the normal from four scene
//                      evaluations (tetrahedron technique), five-tap ambient occlusion, Lambert +
//                      Blinn-Phong (powf) and gamma, written as RGBA8 plus a depth buffer.
//   sdf_soft_shadow    penumbra factor (k h / t, with the improved chord estimate) for a list of
//                      surface points toward a directional light; the scene lives in a
//                      __noinline__ function; size_t grid-stride loop, early exit when occluded.
// launch: sdf_sphere_trace block 16x8, grid ceil(w/16) x ceil(h/8); sdf_soft_shadow block 128,
//         grid-stride
#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>

#define MAX_PRIMS 16
#define MAX_MARCH 256

struct SdfPrim {
  int kind;          // 0 sphere, 1 box, 2 torus, 3 capsule (low two bits)
  float cx, cy, cz;  // centre
  float a, b, c;     // radius / half extents / torus radii / capsule half height
  float blend;       // smooth-min radius with what came before (0: hard union)
};

struct Camera {
  float eye[3];
  float fwd[3];
  float right[3];
  float up[3];
  float tan_half_fov;
  float eps;    // relative hit threshold
  float tmax;   // far plane
  float light[3];
};

__constant__ SdfPrim c_prims[MAX_PRIMS];

static __device__ __forceinline__ float prim_distance(const SdfPrim &p, float x, float y, float z) {
  const float qx = x - p.cx, qy = y - p.cy, qz = z - p.cz;
  switch (p.kind & 3) {
  case 0:
    return sqrtf(qx * qx + qy * qy + qz * qz) - p.a;
  case 1: {
    const float bx = fabsf(qx) - p.a, by = fabsf(qy) - p.b, bz = fabsf(qz) - p.c;
    const float ox = fmaxf(bx, 0.f), oy = fmaxf(by, 0.f), oz = fmaxf(bz, 0.f);
    return sqrtf(ox * ox + oy * oy + oz * oz) + fminf(fmaxf(bx, fmaxf(by, bz)), 0.f);
  }
  case 2: {
    const float ring = sqrtf(qx * qx + qz * qz) - p.a;
    return sqrtf(ring * ring + qy * qy) - p.b;
  }
  default: {
    const float sy = qy - fminf(fmaxf(qy, -p.c), p.c);
    return sqrtf(qx * qx + sy * sy + qz * qz) - p.b;
  }
  }
}

static __device__ __forceinline__ float scene(float x, float y, float z, int nprims) {
  float d = 1e20f;
  for (int i = 0; i < nprims; ++i) {
    const SdfPrim p = c_prims[i];
    const float di = prim_distance(p, x, y, z);
    const float k = p.blend;
    if (k > 1e-6f) {
      const float h = fmaxf(k - fabsf(d - di), 0.f) / k;
      d = fminf(d, di) - h * h * k * 0.25f;
    } else {
      d = fminf(d, di);
    }
  }
  return d;
}

static __device__ __noinline__ float scene_call(float x, float y, float z, int nprims) {
  return scene(x, y, z, nprims);
}

extern "C" __global__ void __launch_bounds__(128)
sdf_sphere_trace(uchar4 *__restrict__ rgba, float *__restrict__ depth, int width, int height, Camera cam, int nprims,
                 int max_steps) {
  const int px = blockIdx.x * blockDim.x + threadIdx.x;
  const int py = blockIdx.y * blockDim.y + threadIdx.y;
  if (px >= width || py >= height)
    return;
  nprims = min(max(nprims, 0), MAX_PRIMS);
  max_steps = min(max_steps, MAX_MARCH);

  const float aspect = (float)width / (float)height;
  const float u = ((px + 0.5f) / width * 2.f - 1.f) * cam.tan_half_fov * aspect;
  const float v = (1.f - (py + 0.5f) / height * 2.f) * cam.tan_half_fov;
  float dx = cam.fwd[0] + u * cam.right[0] + v * cam.up[0];
  float dy = cam.fwd[1] + u * cam.right[1] + v * cam.up[1];
  float dz = cam.fwd[2] + u * cam.right[2] + v * cam.up[2];
  const float inv = rsqrtf(fmaxf(dx * dx + dy * dy + dz * dz, 1e-20f));
  dx *= inv; dy *= inv; dz *= inv;

  float t = 0.f;
  bool hit = false;
  for (int s = 0; s < max_steps; ++s) {
    const float d = scene(cam.eye[0] + t * dx, cam.eye[1] + t * dy, cam.eye[2] + t * dz, nprims);
    if (fabsf(d) < cam.eps * fmaxf(t, 1.f)) {
      hit = true;
      break;
    }
    t += d;
    if (t > cam.tmax || t < 0.f)
      break;
  }

  const size_t pix = (size_t)py * width + px;
  if (!hit) {
    const float sky = 0.5f + 0.5f * dy;
    rgba[pix] = make_uchar4((unsigned char)(fminf(fmaxf(0.4f * sky, 0.f), 1.f) * 255.f),
                            (unsigned char)(fminf(fmaxf(0.6f * sky, 0.f), 1.f) * 255.f),
                            (unsigned char)(fminf(fmaxf(sky, 0.f), 1.f) * 255.f), 0);
    depth[pix] = INFINITY;
    return;
  }

  const float hx = cam.eye[0] + t * dx, hy = cam.eye[1] + t * dy, hz = cam.eye[2] + t * dz;
  const float e = 1e-3f;
  const float d0 = scene(hx + e, hy - e, hz - e, nprims);
  const float d1 = scene(hx - e, hy - e, hz + e, nprims);
  const float d2 = scene(hx - e, hy + e, hz - e, nprims);
  const float d3 = scene(hx + e, hy + e, hz + e, nprims);
  float nx = d0 - d1 - d2 + d3, ny = -d0 - d1 + d2 + d3, nz = -d0 + d1 - d2 + d3;
  const float ninv = rsqrtf(fmaxf(nx * nx + ny * ny + nz * nz, 1e-20f));
  nx *= ninv; ny *= ninv; nz *= ninv;

  float occ = 0.f, wgt = 1.f;
#pragma unroll
  for (int i = 1; i <= 5; ++i) {
    const float h = 0.02f + 0.06f * i;
    occ += (h - scene(hx + h * nx, hy + h * ny, hz + h * nz, nprims)) * wgt;
    wgt *= 0.7f;
  }
  const float ao = fminf(fmaxf(1.f - 2.f * occ, 0.f), 1.f);

  float lx = cam.light[0], ly = cam.light[1], lz = cam.light[2];
  const float linv = rsqrtf(fmaxf(lx * lx + ly * ly + lz * lz, 1e-20f));
  lx *= linv; ly *= linv; lz *= linv;
  const float diff = fmaxf(nx * lx + ny * ly + nz * lz, 0.f);
  float hxv = lx - dx, hyv = ly - dy, hzv = lz - dz;
  const float hinv = rsqrtf(fmaxf(hxv * hxv + hyv * hyv + hzv * hzv, 1e-20f));
  const float spec = powf(fmaxf((nx * hxv + ny * hyv + nz * hzv) * hinv, 0.f), 32.f);
  const float base = 0.15f * ao + 0.75f * diff;
  const float r = powf(fminf(base * 0.9f + spec, 1.f), 1.f / 2.2f);
  const float g = powf(fminf(base * 0.7f + spec, 1.f), 1.f / 2.2f);
  const float b = powf(fminf(base * 0.5f + spec, 1.f), 1.f / 2.2f);
  rgba[pix] = make_uchar4((unsigned char)(r * 255.f), (unsigned char)(g * 255.f), (unsigned char)(b * 255.f), 255);
  depth[pix] = t;
}

extern "C" __global__ void __launch_bounds__(128)
sdf_soft_shadow(const float *__restrict__ points, const float *__restrict__ normals, float *__restrict__ shadow, int n,
                float lx, float ly, float lz, float k, int nprims, int max_steps, float tmax) {
  nprims = min(max(nprims, 0), MAX_PRIMS);
  max_steps = min(max_steps, MAX_MARCH);
  const float linv = rsqrtf(fmaxf(lx * lx + ly * ly + lz * lz, 1e-20f));
  lx *= linv; ly *= linv; lz *= linv;
  const size_t stride = (size_t)gridDim.x * blockDim.x;
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < (size_t)n; i += stride) {
    // offset the origin along the normal to leave the surface
    const float ox = points[3 * i + 0] + 2e-3f * normals[3 * i + 0];
    const float oy = points[3 * i + 1] + 2e-3f * normals[3 * i + 1];
    const float oz = points[3 * i + 2] + 2e-3f * normals[3 * i + 2];
    float res = 1.f, t = 0.01f, prev = 1e20f;
    for (int s = 0; s < max_steps && t < tmax; ++s) {
      const float h = scene_call(ox + t * lx, oy + t * ly, oz + t * lz, nprims);
      if (h < 1e-4f) {
        res = 0.f;
        break;
      }
      const float y = h * h / (2.f * prev);
      const float d = sqrtf(fmaxf(h * h - y * y, 0.f));
      res = fminf(res, k * d / fmaxf(t - y, 1e-6f));
      prev = h;
      t += h;
    }
    res = fminf(fmaxf(res, 0.f), 1.f);
    shadow[i] = res * res * (3.f - 2.f * res);
  }
}
