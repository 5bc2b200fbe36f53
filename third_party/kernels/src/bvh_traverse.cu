// kestrel-launch: bvh_occluded_shared_stack block=128
// Ray queries against a binary BVH over triangles in the LBVH (Karras) layout: internal nodes
// 0 .. ninternal-1 with child links (int2), leaves ninternal .. ninternal+nleaves-1, each leaf
// covering prim_index[first .. first+count) through leaf_range. Every node has a box in
// centre/extent form (bcen, bext; extents taken by magnitude). A child link must point past its
// parent (a corrupt tree cannot loop); other links are ignored. Triangles are (v0, e1, e2)
// float4 triples.
//   bvh_closest_hit            closest hit per ray: a per-thread stack in local memory indexed by
//                              the runtime stack pointer, leaf children resolved on the spot,
//                              nearer interior child first, popped nodes re-tested against the
//                              current hit distance, Moller-Trumbore in the leaves, hit record
//                              (t, u, v, prim) written per ray.
//   bvh_occluded_shared_stack  shadow segments (point -> light, t in (eps, 1 - eps)) with any-hit
//                              early exit: the traversal stack lives in shared memory as
//                              [depth][thread] columns (private to a thread), the loop runs over
//                              warp-uniform ray bases so the occlusion vote can use
//                              __ballot_sync; one atomicAdd of the popcount per warp.
#include <cuda_runtime.h>

#define BVH_STACK 32
#define OCC_BLOCK 128

struct BvhView {
  const float4 *bcen;
  const float4 *bext;
  const int2 *child;
  int ninternal;
  int nleaves;
  const int2 *leaf_range;
  const int *prim_index;
  int nprims;
  const float4 *tri; // 3 float4 per triangle: v0, e1, e2
  int ntris;
};

static __device__ __forceinline__ bool slab(const float4 c, const float4 e, float3 o, float3 inv, float tmin,
                                            float tmax, float &tenter) {
  const float4 lo = make_float4(c.x - fabsf(e.x), c.y - fabsf(e.y), c.z - fabsf(e.z), 0.f);
  const float4 hi = make_float4(c.x + fabsf(e.x), c.y + fabsf(e.y), c.z + fabsf(e.z), 0.f);
  const float tx0 = (lo.x - o.x) * inv.x, tx1 = (hi.x - o.x) * inv.x;
  const float ty0 = (lo.y - o.y) * inv.y, ty1 = (hi.y - o.y) * inv.y;
  const float tz0 = (lo.z - o.z) * inv.z, tz1 = (hi.z - o.z) * inv.z;
  const float t0 = fmaxf(fmaxf(fminf(tx0, tx1), fminf(ty0, ty1)), fmaxf(fminf(tz0, tz1), tmin));
  const float t1 = fminf(fminf(fmaxf(tx0, tx1), fmaxf(ty0, ty1)), fminf(fmaxf(tz0, tz1), tmax));
  tenter = t0;
  return t0 <= t1;
}

static __device__ __forceinline__ bool hit_triangle(const float4 *tri, int t, float3 o, float3 d, float tmin,
                                                    float tmax, float &th, float &u, float &v) {
  const float4 v0 = tri[3 * t], e1 = tri[3 * t + 1], e2 = tri[3 * t + 2];
  const float px = d.y * e2.z - d.z * e2.y, py = d.z * e2.x - d.x * e2.z, pz = d.x * e2.y - d.y * e2.x;
  const float det = e1.x * px + e1.y * py + e1.z * pz;
  if (fabsf(det) < 1e-12f)
    return false;
  const float inv = 1.0f / det;
  const float sx = o.x - v0.x, sy = o.y - v0.y, sz = o.z - v0.z;
  u = (sx * px + sy * py + sz * pz) * inv;
  if (u < 0.f || u > 1.f)
    return false;
  const float qx = sy * e1.z - sz * e1.y, qy = sz * e1.x - sx * e1.z, qz = sx * e1.y - sy * e1.x;
  v = (d.x * qx + d.y * qy + d.z * qz) * inv;
  if (v < 0.f || u + v > 1.f)
    return false;
  th = (e2.x * qx + e2.y * qy + e2.z * qz) * inv;
  return th > tmin && th < tmax;
}

static __device__ __forceinline__ float3 safe_inv(float3 d) {
  return make_float3(1.0f / (fabsf(d.x) > 1e-20f ? d.x : copysignf(1e-20f, d.x)),
                     1.0f / (fabsf(d.y) > 1e-20f ? d.y : copysignf(1e-20f, d.y)),
                     1.0f / (fabsf(d.z) > 1e-20f ? d.z : copysignf(1e-20f, d.z)));
}

#define BVH_PARAMS                                                                                                     \
  const float4 *__restrict__ bcen, const float4 *__restrict__ bext, const int2 *__restrict__ child, int ninternal,      \
      int nleaves, const int2 *__restrict__ leaf_range, const int *__restrict__ prim_index, int nprims,                  \
      const float4 *__restrict__ tri, int ntris
#define BVH_VIEW {bcen, bext, child, ninternal, nleaves, leaf_range, prim_index, nprims, tri, ntris}

// Tests the primitives of leaf `leaf`, shrinking tbest; returns whether anything was hit.
static __device__ __forceinline__ bool leaf_closest(const BvhView &bvh, int leaf, float3 o, float3 d, float tmin,
                                                    float &tbest, float &ubest, float &vbest, int &best) {
  const int2 lr = bvh.leaf_range[leaf];
  const int first = max(lr.x, 0), last = min(lr.x + lr.y, bvh.nprims);
  bool any = false;
  for (int k = first; k < last; ++k) {
    const int t = bvh.prim_index[k];
    if ((unsigned)t >= (unsigned)bvh.ntris)
      continue;
    float th, u, v;
    if (hit_triangle(bvh.tri, t, o, d, tmin, tbest, th, u, v)) {
      tbest = th;
      ubest = u;
      vbest = v;
      best = t;
      any = true;
    }
  }
  return any;
}

extern "C" __global__ void bvh_closest_hit(const float4 *__restrict__ ray_o, const float4 *__restrict__ ray_d, int nrays,
                                           BVH_PARAMS, float4 *__restrict__ hits) {
  const BvhView bvh = BVH_VIEW;
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= nrays || bvh.ninternal <= 0)
    return;
  const int nnodes = bvh.ninternal + bvh.nleaves;
  const float4 o4 = ray_o[r], d4 = ray_d[r];
  const float3 o = make_float3(o4.x, o4.y, o4.z), d = make_float3(d4.x, d4.y, d4.z);
  const float3 inv = safe_inv(d);
  const float tmin = o4.w;
  float tbest = d4.w, ubest = 0.f, vbest = 0.f;
  int best = -1;

  int stack[BVH_STACK];
  int sp = 0;
  float tn;
  int node = slab(bvh.bcen[0], bvh.bext[0], o, inv, tmin, tbest, tn) ? 0 : -1;
  while (node >= 0) {
    const int2 c = bvh.child[node];
    const int a = c.x, b = c.y;
    const bool va = a > node && a < nnodes, vb = b > node && b < nnodes;
    float ta = INFINITY, tb = INFINITY;
    bool ha = va && slab(bvh.bcen[a], bvh.bext[a], o, inv, tmin, tbest, ta);
    bool hb = vb && slab(bvh.bcen[b], bvh.bext[b], o, inv, tmin, tbest, tb);
    // leaves are resolved on the spot; a hit shrinks tbest and may cull the other child
    if (ha && a >= bvh.ninternal) {
      leaf_closest(bvh, a - bvh.ninternal, o, d, tmin, tbest, ubest, vbest, best);
      ha = false;
      hb = hb && tb <= tbest;
    }
    if (hb && b >= bvh.ninternal) {
      leaf_closest(bvh, b - bvh.ninternal, o, d, tmin, tbest, ubest, vbest, best);
      hb = false;
    }
    if (ha && hb) {
      const bool a_first = ta <= tb;
      if (sp < BVH_STACK)
        stack[sp++] = a_first ? b : a; // overflow drops the far child (bounded memory)
      node = a_first ? a : b;
    } else if (ha || hb) {
      node = ha ? a : b;
    } else {
      node = -1;
      while (sp > 0) { // pop until a node that can still beat the current hit
        const int cand = stack[--sp];
        if (slab(bvh.bcen[cand], bvh.bext[cand], o, inv, tmin, tbest, tn)) {
          node = cand;
          break;
        }
      }
    }
  }
  hits[r] = make_float4(best >= 0 ? tbest : INFINITY, ubest, vbest, __int_as_float(best));
}

extern "C" __global__ void __launch_bounds__(OCC_BLOCK)
    bvh_occluded_shared_stack(const float4 *__restrict__ from, const float4 *__restrict__ to, int nrays, BVH_PARAMS,
                              float eps, unsigned char *__restrict__ occluded, unsigned *__restrict__ num_occluded) {
  const BvhView bvh = BVH_VIEW;
  __shared__ int s_stack[BVH_STACK][OCC_BLOCK];
  const int tid = threadIdx.x;
  const int nnodes = bvh.ninternal + bvh.nleaves;
  const int stride = gridDim.x * blockDim.x;
  for (int base = blockIdx.x * blockDim.x; base < nrays; base += stride) {
    const int r = base + tid;
    bool occ = false;
    if (r < nrays && bvh.ninternal > 0) {
      // segment from a surface point to a light: d = to - from, t in (eps, 1 - eps)
      const float4 o4 = from[r], l4 = to[r];
      const float3 o = make_float3(o4.x, o4.y, o4.z), d = make_float3(l4.x - o4.x, l4.y - o4.y, l4.z - o4.z);
      const float3 inv = safe_inv(d);
      const float tmin = eps, tmax = 1.0f - eps;
      int sp = 0;
      s_stack[sp++][tid] = 0;
      while (sp > 0 && !occ) {
        const int node = s_stack[--sp][tid];
        float tn;
        if (!slab(bvh.bcen[node], bvh.bext[node], o, inv, tmin, tmax, tn))
          continue;
        if (node >= bvh.ninternal) {
          const int2 lr = bvh.leaf_range[node - bvh.ninternal];
          const int last = min(lr.x + lr.y, bvh.nprims);
          for (int k = max(lr.x, 0); k < last; ++k) {
            const int t = bvh.prim_index[k];
            float th, u, v;
            if ((unsigned)t < (unsigned)bvh.ntris && hit_triangle(bvh.tri, t, o, d, tmin, tmax, th, u, v)) {
              occ = true;
              break;
            }
          }
          continue;
        }
        const int2 c = bvh.child[node];
        if (c.y > node && c.y < nnodes && sp < BVH_STACK)
          s_stack[sp++][tid] = c.y;
        if (c.x > node && c.x < nnodes && sp < BVH_STACK)
          s_stack[sp++][tid] = c.x;
      }
      occluded[r] = occ ? 1 : 0;
    }
    const unsigned vote = __ballot_sync(0xffffffffu, occ);
    if ((tid & 31) == 0 && vote)
      atomicAdd(num_occluded, (unsigned)__popc(vote));
  }
}
