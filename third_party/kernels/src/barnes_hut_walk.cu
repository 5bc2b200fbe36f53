// Barnes-Hut quadtree (2D gravity) in two phases: moments bottom-up, then the force walk.
// Nodes are numbered breadth-first, so every child index is larger than its parent's and
// the nodes of one tree level form a contiguous range. child[4*node+q] is a node index
// (> node), -1 for empty, or -(2+body) for a leaf body.
//
// bh_node_moments: one thread per node of the level [level_begin, level_end); the host
//   launches the deepest level first. Mass and centre of mass are summed over the four
//   quadrants from bodies and from child nodes of deeper levels (index >= level_end,
//   already final). Child entries not of that form are ignored, so a level only reads
//   what earlier launches wrote. Launch: block 64, grid 1; args nnodes=85, nbodies=256,
//   level_begin=5, level_end=21 (the 16 nodes of level 2 of a complete quadtree).
// bh_force_walk: one thread per body, iterative depth-first walk with an explicit stack
//   in local memory (depth 48). A node is accepted when size/dist < theta (the opening
//   criterion, compared squared), otherwise its four children are pushed. Plummer
//   softening, rsqrtf. The walk is capped at max_visits nodes so a malformed tree cannot
//   hang. Launch: block 128, grid 2; args nbodies=256, nnodes=85, theta=0.6,
//   eps2=1e-3, max_visits=400.
#include <cuda_runtime.h>

#define BH_STACK 48

extern "C" __global__ void bh_node_moments(const int* __restrict__ child,
                                           const float4* __restrict__ body,  // x, y, -, mass
                                           float4* node,                     // cx, cy, size, mass
                                           int nnodes, int nbodies, int level_begin,
                                           int level_end) {
  level_begin = max(level_begin, 0);
  level_end = min(level_end, nnodes);
  const int n = level_begin + blockIdx.x * blockDim.x + threadIdx.x;
  if (n >= level_end) return;
  float m = 0.0f, mx = 0.0f, my = 0.0f;
#pragma unroll
  for (int q = 0; q < 4; ++q) {
    int c = child[4 * n + q];
    float cm = 0.0f, cx = 0.0f, cy = 0.0f;
    if (c <= -2) {
      int b = -(c + 2);
      if (b < nbodies) {
        float4 bb = body[b];
        cm = bb.w; cx = bb.x; cy = bb.y;
      }
    } else if (c >= level_end && c < nnodes) {
      float4 cc = node[c];
      cm = cc.w; cx = cc.x; cy = cc.y;
    }
    m += cm;
    mx = fmaf(cm, cx, mx);
    my = fmaf(cm, cy, my);
  }
  float4 out = node[n];          // keep the cell size written at build time
  float inv = m != 0.0f ? 1.0f / m : 0.0f;
  out.x = mx * inv;
  out.y = my * inv;
  out.w = m;
  node[n] = out;
}

extern "C" __global__ void bh_force_walk(const int* __restrict__ child,
                                         const float4* __restrict__ body,
                                         const float4* __restrict__ node, int nbodies,
                                         int nnodes, float theta, float eps2, int max_visits,
                                         float2* __restrict__ accel) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nbodies || nnodes <= 0) return;
  max_visits = min(max(max_visits, 1), 4096);
  const float4 me = body[i];
  const float theta2 = theta * theta;
  float ax = 0.0f, ay = 0.0f;

  int stack[BH_STACK];
  int sp = 0;
  stack[sp++] = 0;   // root
  for (int visits = 0; sp > 0 && visits < max_visits; ++visits) {
    const int n = stack[--sp];
    const float4 nd = node[n];
    float dx = nd.x - me.x, dy = nd.y - me.y;
    float d2 = fmaf(dx, dx, fmaf(dy, dy, eps2));
    bool far = nd.z * nd.z < theta2 * d2;
    if (far) {
      float r = rsqrtf(d2);
      float f = nd.w * r * r * r;
      ax = fmaf(f, dx, ax);
      ay = fmaf(f, dy, ay);
      continue;
    }
#pragma unroll
    for (int q = 0; q < 4; ++q) {
      int c = child[4 * n + q];
      if (c <= -2) {                       // leaf body: direct interaction
        int b = -(c + 2);
        if (b >= nbodies || b == i) continue;
        float4 bb = body[b];
        float bx = bb.x - me.x, by = bb.y - me.y;
        float e2 = fmaf(bx, bx, fmaf(by, by, eps2));
        float r = rsqrtf(e2);
        float f = bb.w * r * r * r;
        ax = fmaf(f, bx, ax);
        ay = fmaf(f, by, ay);
      } else if (c > n && c < nnodes && sp < BH_STACK) {
        stack[sp++] = c;                   // children only deeper: no cycles
      }
    }
  }
  accel[i] = make_float2(ax, ay);
}
