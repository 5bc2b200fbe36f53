// particle_binning.cu
//
// Uniform-grid particle binning helpers built on warp-level primitives.
//
//  bin_particles_count  : one thread per particle. Computes the cell id of a
//                         particle in a uniform 3D grid (parameters passed by
//                         value), stores it, and increments the per-cell
//                         counters with warp-aggregated atomics: lanes that hit
//                         the same cell are grouped with __match_any_sync and
//                         only the group leader issues one atomicAdd with the
//                         group population.  Also counts out-of-domain
//                         particles with a ballot-aggregated atomic.
//                         Launch: 1D, blockDim multiple of 32, grid*block >= n.
//
//  warp_dedup_keys      : one thread per key.  Per-warp duplicate elimination
//                         before a hash-table insert (sparse embedding
//                         gradients, GNN sampling): keys are grouped by
//                         __match_any_sync, each group's leader sums the group's
//                         values (shuffle-free: leader walks the mask), unique
//                         keys are compacted with __ballot_sync/__popc into a
//                         per-warp slot of the output, and the warp's unique
//                         count is stored.
//                         Launch: 1D, blockDim multiple of 32.
#include <cuda_runtime.h>
#include <stdint.h>

struct GridParams {
    float3 origin;      // lower corner of the domain
    float inv_cell;     // 1 / cell edge length
    int dims[3];        // cells per axis
    int pad;
};

__device__ __forceinline__ unsigned lane_id() { return threadIdx.x & 31u; }

__device__ __forceinline__ int clamp_cell(float v, int n)
{
    // NaN-safe: fminf/fmaxf return the non-NaN operand.
    float c = fminf(fmaxf(v, 0.0f), (float)(n - 1));
    return (int)c;
}

extern "C" __global__ void bin_particles_count(const float4* __restrict__ pos,
                                               int n,
                                               GridParams g,
                                               unsigned* __restrict__ cell_count,
                                               int* __restrict__ cell_of,
                                               unsigned* __restrict__ outside_count)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const bool active = i < n;
    const unsigned active_mask = __ballot_sync(0xffffffffu, active);
    if (!active) return;

    int dx = g.dims[0] < 1 ? 1 : (g.dims[0] > 32 ? 32 : g.dims[0]);
    int dy = g.dims[1] < 1 ? 1 : (g.dims[1] > 32 ? 32 : g.dims[1]);
    int dz = g.dims[2] < 1 ? 1 : (g.dims[2] > 32 ? 32 : g.dims[2]);
    float inv = (g.inv_cell > 1e-6f && g.inv_cell < 1e6f) ? g.inv_cell : 1.0f;

    float4 p = __ldg(&pos[i]);
    float fx = (p.x - g.origin.x) * inv;
    float fy = (p.y - g.origin.y) * inv;
    float fz = (p.z - g.origin.z) * inv;
    bool inside = fx >= 0.0f && fy >= 0.0f && fz >= 0.0f &&
                  fx < (float)dx && fy < (float)dy && fz < (float)dz;

    // Count particles that fell outside the domain: one atomic per warp.
    unsigned out_mask = __ballot_sync(active_mask, !inside);
    if (out_mask != 0u && lane_id() == (unsigned)(__ffs(active_mask) - 1))
        atomicAdd(outside_count, (unsigned)__popc(out_mask));

    int cx = clamp_cell(fx, dx), cy = clamp_cell(fy, dy), cz = clamp_cell(fz, dz);
    int cell = (cz * dy + cy) * dx + cx;
    cell_of[i] = inside ? cell : -1;

    // Warp-aggregated atomic: lanes sharing a cell elect the lowest lane.
    int key = inside ? cell : -1;
    unsigned peers = __match_any_sync(active_mask, key);
    int leader = __ffs(peers) - 1;
    if (inside && (int)lane_id() == leader)
        atomicAdd(&cell_count[cell], (unsigned)__popc(peers));
}

extern "C" __global__ void warp_dedup_keys(const uint32_t* __restrict__ keys,
                                           const float* __restrict__ vals,
                                           int n,
                                           uint32_t key_space,
                                           uint32_t* __restrict__ uniq_keys,
                                           float* __restrict__ uniq_vals,
                                           int* __restrict__ warp_unique)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const int warp_global = i >> 5;
    const unsigned lane = lane_id();
    const bool valid = i < n;
    const unsigned valid_mask = __ballot_sync(0xffffffffu, valid);
    if (valid_mask == 0u) return;
    if (!valid) return;

    uint32_t ks = key_space == 0u ? 1u : key_space;
    uint32_t k = __ldg(&keys[i]) % ks;
    float v = __ldg(&vals[i]);
    if (!(fabsf(v) < 1e30f)) v = 0.0f;  // scrub NaN/Inf from raw data

    unsigned peers = __match_any_sync(valid_mask, k);
    unsigned leader = (unsigned)(__ffs(peers) - 1);
    bool is_leader = lane == leader;

    // Leader accumulates the group's values in lane order (deterministic).
    float sum = 0.0f;
    // Every lane reads all peers' values through shuffles in lane order.
    unsigned m = valid_mask;
    while (m) {
        int src = __ffs(m) - 1;
        m &= m - 1u;
        float pv = __shfl_sync(valid_mask, v, src);
        if ((peers >> src) & 1u) sum += pv;
    }

    unsigned leaders = __ballot_sync(valid_mask, is_leader);
    unsigned lt_mask = (1u << lane) - 1u;
    if (is_leader) {
        int slot = __popc(leaders & lt_mask);
        uniq_keys[warp_global * 32 + slot] = k;
        uniq_vals[warp_global * 32 + slot] = sum;
    }
    if (lane == (unsigned)(__ffs(valid_mask) - 1))
        warp_unique[warp_global] = __popc(leaders);
}
