// Discrete element method for spheres: linear spring-dashpot normal contact with
// Coulomb-limited tangential spring (history per neighbour-list slot), and a
// symplectic-Euler integrator with six axis-aligned walls.
#include <cuda_runtime.h>

struct DemParams {          // all-float material / time-step constants
    float kn, gn;           // normal stiffness, damping
    float kt, mu;           // tangential stiffness, friction coefficient
    float dt;
    float gravity_z;
};

struct Box {                // all-float
    float lo[3], hi[3];
};

struct f3 { float x, y, z; };
__device__ __forceinline__ f3 mk(float x, float y, float z) { f3 r = {x, y, z}; return r; }
__device__ __forceinline__ f3 operator+(f3 a, f3 b) { return mk(a.x + b.x, a.y + b.y, a.z + b.z); }
__device__ __forceinline__ f3 operator-(f3 a, f3 b) { return mk(a.x - b.x, a.y - b.y, a.z - b.z); }
__device__ __forceinline__ f3 operator*(float s, f3 a) { return mk(s * a.x, s * a.y, s * a.z); }
__device__ __forceinline__ float dot(f3 a, f3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
__device__ __forceinline__ f3 cross(f3 a, f3 b) {
    return mk(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}
__device__ __forceinline__ f3 ld3(const float* p, int i) { return mk(p[3 * i], p[3 * i + 1], p[3 * i + 2]); }
__device__ __forceinline__ void st3(float* p, int i, f3 v) { p[3 * i] = v.x; p[3 * i + 1] = v.y; p[3 * i + 2] = v.z; }

// Contact force on particle i from j; updates the tangential spring xi (in/out).
__device__ __noinline__ f3 contact_force(f3 n, float overlap, f3 vrel, f3 wsum_r, f3& xi,
                                         float meff, const DemParams& p, f3& torque_arm_force) {
    float vn = dot(vrel, n);
    f3 vt = vrel - vn * n - cross(wsum_r, n);          // tangential slip velocity
    float fn_mag = p.kn * overlap - p.gn * meff * vn;
    if (fn_mag < 0.f) fn_mag = 0.f;                    // no attraction
    // rotate the stored spring into the current tangent plane and grow it
    xi = xi - dot(xi, n) * n;
    xi = xi + p.dt * vt;
    f3 ft = (-p.kt) * xi;
    float ft_mag = sqrtf(dot(ft, ft));
    float limit = p.mu * fn_mag;
    if (ft_mag > limit) {                              // sliding: cap and rescale spring
        float s = ft_mag > 1e-20f ? limit / ft_mag : 0.f;
        ft = s * ft;
        xi = (p.kt > 1e-20f ? -1.f / p.kt : 0.f) * ft;
    }
    torque_arm_force = ft;
    return fn_mag * n + ft;
}

// One thread per particle over its full (symmetric) neighbour list: no atomics needed;
// history slot k of particle i belongs to this thread only.
extern "C" __global__ void dem_contact_forces(const float* __restrict__ pos,    // [n][3]
                                              const float* __restrict__ radius, // [n]
                                              const float* __restrict__ vel,    // [n][3]
                                              const float* __restrict__ omega,  // [n][3]
                                              const float* __restrict__ mass,   // [n]
                                              const int* __restrict__ nbr,      // [n][max_nbr]
                                              const int* __restrict__ nbr_count,
                                              float* __restrict__ hist,         // [n][max_nbr][3]
                                              float* __restrict__ force,        // [n][3]
                                              float* __restrict__ torque,       // [n][3]
                                              int n, int max_nbr, DemParams p) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n || max_nbr <= 0) return;
    f3 xi_pos = ld3(pos, i), vi = ld3(vel, i), wi = ld3(omega, i);
    float ri = radius[i], mi = mass[i];
    f3 F = mk(0.f, 0.f, 0.f), T = mk(0.f, 0.f, 0.f);
    int cnt = min(max(nbr_count[i], 0), max_nbr);
    for (int k = 0; k < cnt; ++k) {
        size_t slot = (size_t)i * max_nbr + k;
        int j = nbr[slot] % n;
        if (j < 0) j += n;
        f3 h = ld3(hist, (int)slot);
        if (j == i) { st3(hist, (int)slot, mk(0.f, 0.f, 0.f)); continue; }
        f3 d = xi_pos - ld3(pos, j);
        float dist2 = dot(d, d);
        float rj = radius[j];
        float rsum = ri + rj;
        if (!(dist2 < rsum * rsum) || dist2 < 1e-24f) {   // separated: forget history
            st3(hist, (int)slot, mk(0.f, 0.f, 0.f));
            continue;
        }
        float dist = sqrtf(dist2);
        f3 nrm = (1.f / dist) * d;                          // from j to i
        float overlap = rsum - dist;
        f3 vrel = vi - ld3(vel, j);
        f3 wsum_r = ri * wi + rj * ld3(omega, j);
        float mj = mass[j];
        float meff = (mi + mj) > 0.f ? mi * mj / (mi + mj) : 0.f;
        f3 ft;
        f3 fc = contact_force(nrm, overlap, vrel, wsum_r, h, meff, p, ft);
        F = F + fc;
        T = T + cross((-ri) * nrm, ft);
        st3(hist, (int)slot, h);
    }
    st3(force, i, F);
    st3(torque, i, T);
}

// Wall contact along one axis; explicit lower/upper wall branches.
__device__ __forceinline__ float wall_force(float x, float v, float r, float lo, float hi,
                                            float kn, float damp) {
    if (x - r < lo) {
        float ov = lo - (x - r);
        float f = kn * ov - damp * v;
        return f > 0.f ? f : 0.f;
    } else if (x + r > hi) {
        float ov = (x + r) - hi;
        float f = -kn * ov - damp * v;
        return f < 0.f ? f : 0.f;
    }
    return 0.f;
}

extern "C" __global__ void dem_integrate(float* __restrict__ pos, float* __restrict__ vel,
                                         float* __restrict__ omega,
                                         const float* __restrict__ force,
                                         const float* __restrict__ torque,
                                         const float* __restrict__ radius,
                                         const float* __restrict__ mass, int n, DemParams p, Box box) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float m = fmaxf(mass[i], 1e-12f), r = radius[i];
    float inertia = 0.4f * m * r * r;
    f3 x = ld3(pos, i), v = ld3(vel, i), w = ld3(omega, i);
    f3 F = ld3(force, i);
    F.z += m * p.gravity_z;
    float damp = 2.f * sqrtf(fmaxf(p.kn * m, 0.f)) * 0.3f;
    F.x += wall_force(x.x, v.x, r, box.lo[0], box.hi[0], p.kn, damp);
    F.y += wall_force(x.y, v.y, r, box.lo[1], box.hi[1], p.kn, damp);
    F.z += wall_force(x.z, v.z, r, box.lo[2], box.hi[2], p.kn, damp);
    v = v + (p.dt / m) * F;
    x = x + p.dt * v;
    f3 T = ld3(torque, i);
    w = w + (inertia > 1e-20f ? p.dt / inertia : 0.f) * T;
    // hard clamp for particles tunnelling through a wall within one step
#pragma unroll
    for (int a = 0; a < 3; ++a) {
        float* xc = a == 0 ? &x.x : (a == 1 ? &x.y : &x.z);
        float* vc = a == 0 ? &v.x : (a == 1 ? &v.y : &v.z);
        if (*xc < box.lo[a]) { *xc = box.lo[a] + r; *vc = -0.5f * *vc; }
        else if (*xc > box.hi[a]) { *xc = box.hi[a] - r; *vc = -0.5f * *vc; }
    }
    st3(pos, i, x);
    st3(vel, i, v);
    st3(omega, i, w);
}
