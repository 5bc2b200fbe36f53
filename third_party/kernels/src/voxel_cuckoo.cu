// voxel_cuckoo.cu
//
// Sparse voxel hashing of a point cloud with per-partition cuckoo hash tables
// (Alcantara-style: keys are split into partitions by a first hash, each
// partition's table is built by one block in shared memory and written out).
//
//  voxel_cuckoo_build   : block p gathers the points whose voxel hashes to
//                         partition p into shared memory, then builds a
//                         3-function cuckoo table in rounds.  An entry is the
//                         64-bit (voxel key << 32 | point index); every round
//                         each unplaced entry atomicMin's itself into the slot
//                         of its current function, and after a barrier every
//                         entry checks whether it still owns its slot (evicted
//                         entries move on to their next function).  The
//                         smallest point index of a voxel becomes its
//                         representative; later points of the same voxel see
//                         their key in the slot and retire as duplicates.  The
//                         result depends only on the set of entries, so it is
//                         deterministic.  Entries still homeless after
//                         MAX_ROUNDS are flagged per point.
//  voxel_neighbor_query : per point, probes the 27 voxels around its own in
//                         the tables (partition hash, then up to three slots
//                         with early exit) and writes the number of occupied
//                         neighbour voxels and the representative of its own.
//  voxel_tile_density   : the same shared-memory build over one tile of
//                         spatially sorted points, per-voxel counts with shared
//                         atomics, then 27-voxel neighbourhood densities from
//                         the shared table through a __noinline__ probe helper
//                         (statistical outlier flags).
//  Launch: 256 threads per block (ITEMS_PER_THREAD assumes it).
#include <cuda_runtime.h>
#include <stdint.h>

#define SUB_SLOTS 192
#define NUM_FN 3
#define TABLE_SLOTS (NUM_FN * SUB_SLOTS)   // 576 slots per partition
#define MAX_PART_ITEMS 512
#define ITEMS_PER_THREAD (MAX_PART_ITEMS / 256)
#define MAX_ROUNDS 24
#define EMPTY_ENTRY 0xffffffffffffffffull
#define NOT_FOUND 0xffffffffu

struct VoxelHashParams {
    float origin[3];
    float inv_cell;          // 1 / voxel edge
    uint32_t fa[NUM_FN];     // cuckoo hash functions ((a ^ k) + b) mod p mod SUB_SLOTS
    uint32_t fb[NUM_FN];
    uint32_t part_seed;
    int num_parts;
};

__device__ __forceinline__ uint32_t voxel_key(float x, float y, float z, const VoxelHashParams& p,
                                              int dx = 0, int dy = 0, int dz = 0)
{
    int ix = __float2int_rd((x - p.origin[0]) * p.inv_cell) + dx;
    int iy = __float2int_rd((y - p.origin[1]) * p.inv_cell) + dy;
    int iz = __float2int_rd((z - p.origin[2]) * p.inv_cell) + dz;
    // 10 bits per axis; out-of-range voxels map to the reserved key 0
    if ((unsigned)ix >= 1024u || (unsigned)iy >= 1024u || (unsigned)iz >= 1024u) return 0u;
    return 1u + ((uint32_t)ix | ((uint32_t)iy << 10) | ((uint32_t)iz << 20));
}

__device__ __forceinline__ uint32_t mix32(uint32_t h) {
    h ^= h >> 16; h *= 0x85ebca6bu;
    h ^= h >> 13; h *= 0xc2b2ae35u;
    h ^= h >> 16;
    return h;
}

__device__ __forceinline__ int partition_of(uint32_t key, const VoxelHashParams& p) {
    return (int)(mix32(key ^ p.part_seed) % (uint32_t)p.num_parts);
}

__device__ __forceinline__ int slot_of(int fn, uint32_t key, const VoxelHashParams& p) {
    const uint32_t h = ((p.fa[fn] ^ key) + p.fb[fn]) % 1900813u;   // prime > 2^20
    return fn * SUB_SLOTS + (int)(h % SUB_SLOTS);
}


// Round-synchronous cuckoo insertion of the calling block's entries into a
// shared table.  state: 0 homeless, 1 placed, 2 retired (duplicate or no item).
template <int IPT>
__device__ __forceinline__ void cuckoo_rounds(unsigned long long* s_table, unsigned long long (&ent)[IPT],
                                              int (&fn)[IPT], int (&state)[IPT], const VoxelHashParams& prm)
{
    for (int round = 0; round < MAX_ROUNDS; ++round) {
#pragma unroll
        for (int k = 0; k < IPT; ++k)
            if (state[k] == 0)
                atomicMin(&s_table[slot_of(fn[k], (uint32_t)(ent[k] >> 32), prm)], ent[k]);
        __syncthreads();
        int homeless = 0;
#pragma unroll
        for (int k = 0; k < IPT; ++k) {
            if (state[k] == 2) continue;
            const uint32_t key = (uint32_t)(ent[k] >> 32);
            const unsigned long long cur = s_table[slot_of(fn[k], key, prm)];
            if (cur == ent[k]) {
                state[k] = 1;
            } else if ((uint32_t)(cur >> 32) == key) {
                state[k] = 2;                     // an earlier point of the same voxel owns it
            } else {
                fn[k] = (fn[k] + 1) % NUM_FN;     // evicted or lost: next function
                state[k] = 0;
                homeless = 1;
            }
        }
        // everybody must have read before the next round's atomics
        if (!__syncthreads_or(homeless)) break;
    }
}

extern "C" __global__ void __launch_bounds__(256)
voxel_cuckoo_build(const float* __restrict__ pts,       // [n][3]
                   int n, VoxelHashParams prm,
                   unsigned long long* __restrict__ tables,  // [num_parts][TABLE_SLOTS]
                   int* __restrict__ part_count,            // [num_parts] voxels stored
                   unsigned char* __restrict__ failed,      // [n] 1: not inserted
                   int* __restrict__ fail_total)
{
    __shared__ unsigned long long s_table[TABLE_SLOTS];
    __shared__ unsigned long long s_items[MAX_PART_ITEMS];
    __shared__ int s_nitems;
    __shared__ int s_overflow;
    __shared__ int s_stored;

    const int part = blockIdx.x;
    const int tid = threadIdx.x;
    if (part >= prm.num_parts) return;
    for (int s = tid; s < TABLE_SLOTS; s += blockDim.x) s_table[s] = EMPTY_ENTRY;
    if (tid == 0) { s_nitems = 0; s_overflow = 0; s_stored = 0; }
    __syncthreads();

    // ---- gather this partition's points (order in shared memory is not
    //      significant: the build below depends on the set only)
    for (int i = tid; i < n; i += blockDim.x) {
        const uint32_t key = voxel_key(pts[3 * i], pts[3 * i + 1], pts[3 * i + 2], prm);
        if (key == 0u) {                            // outside the grid
            if (part == 0) failed[i] = 2;
            continue;
        }
        if (partition_of(key, prm) != part) continue;
        const int pos = atomicAdd(&s_nitems, 1);
        if (pos < MAX_PART_ITEMS) {
            s_items[pos] = ((unsigned long long)key << 32) | (unsigned)i;
            failed[i] = 0;
        } else {
            failed[i] = 1;
            atomicAdd(&s_overflow, 1);
        }
    }
    __syncthreads();
    const int cnt = min(s_nitems, MAX_PART_ITEMS);

    // ---- per-thread entries in registers
    unsigned long long ent[ITEMS_PER_THREAD];
    int fn[ITEMS_PER_THREAD];
    int state[ITEMS_PER_THREAD];          // 0 homeless, 1 placed, 2 duplicate / none
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) {
        const int idx = tid + k * 256;
        ent[k] = idx < cnt ? s_items[idx] : EMPTY_ENTRY;
        fn[k] = 0;
        state[k] = idx < cnt ? 0 : 2;
    }

    cuckoo_rounds<ITEMS_PER_THREAD>(s_table, ent, fn, state, prm);

    int stored = 0, lost = 0;
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) {
        if (state[k] == 0) { failed[(uint32_t)ent[k]] = 1; ++lost; }
        if (state[k] == 1) ++stored;
    }
    // warp sums, then one shared atomic per warp
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) {
        stored += __shfl_xor_sync(0xffffffffu, stored, off);
        lost += __shfl_xor_sync(0xffffffffu, lost, off);
    }
    if ((tid & 31) == 0) {
        atomicAdd(&s_stored, stored);
        atomicAdd(&s_overflow, lost);
    }
    __syncthreads();

    unsigned long long* gt = tables + (size_t)part * TABLE_SLOTS;
    for (int s = tid; s < TABLE_SLOTS; s += blockDim.x) gt[s] = s_table[s];
    if (tid == 0) {
        part_count[part] = s_stored;
        if (s_overflow) atomicAdd(fail_total, s_overflow);
    }
}

__device__ __forceinline__ uint32_t cuckoo_find(const unsigned long long* __restrict__ tables,
                                                uint32_t key, const VoxelHashParams& p)
{
    const unsigned long long* t = tables + (size_t)partition_of(key, p) * TABLE_SLOTS;
#pragma unroll
    for (int f = 0; f < NUM_FN; ++f) {
        const unsigned long long e = __ldg(&t[slot_of(f, key, p)]);
        if ((uint32_t)(e >> 32) == key) return (uint32_t)e;
    }
    return NOT_FOUND;
}

extern "C" __global__ void voxel_neighbor_query(const float* __restrict__ pts, int n, VoxelHashParams prm,
                                                const unsigned long long* __restrict__ tables,
                                                int* __restrict__ occupied27,
                                                unsigned* __restrict__ representative)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const float x = pts[3 * i], y = pts[3 * i + 1], z = pts[3 * i + 2];
    const uint32_t own = voxel_key(x, y, z, prm);
    if (own == 0u) {
        occupied27[i] = -1;
        representative[i] = NOT_FOUND;
        return;
    }
    int occ = 0;
    uint32_t rep = NOT_FOUND;
    for (int dz = -1; dz <= 1; ++dz)
        for (int dy = -1; dy <= 1; ++dy)
#pragma unroll
            for (int dx = -1; dx <= 1; ++dx) {
                const uint32_t k = voxel_key(x, y, z, prm, dx, dy, dz);
                if (k == 0u) continue;
                const uint32_t r = cuckoo_find(tables, k, prm);
                if (r != NOT_FOUND) {
                    ++occ;
                    if ((dx | dy | dz) == 0) rep = r;
                }
            }
    occupied27[i] = occ;
    representative[i] = rep;
}

// Slot of key in a shared table, or -1.
__device__ __noinline__ int find_slot_shared(const unsigned long long* t, uint32_t key,
                                             const VoxelHashParams* p)
{
    for (int f = 0; f < NUM_FN; ++f) {
        const int s = slot_of(f, key, *p);
        if ((uint32_t)(t[s] >> 32) == key) return s;
    }
    return -1;
}

// Points are assumed grouped spatially (e.g. sorted by Morton code), so a
// tile of TILE_POINTS consecutive points is a compact region.  The block
// hashes the tile's voxels into a shared cuckoo table, counts the tile's
// points per voxel, and then gives every point the number of tile points in
// its 27-voxel neighbourhood; points below min_neighbors are flagged as
// statistical outliers.
#define TILE_POINTS 512
extern "C" __global__ void __launch_bounds__(256)
voxel_tile_density(const float* __restrict__ pts, int n, VoxelHashParams prm, int min_neighbors,
                   int* __restrict__ density, unsigned char* __restrict__ outlier,
                   int* __restrict__ tile_voxels)
{
    __shared__ unsigned long long s_table[TABLE_SLOTS];
    __shared__ int s_cnt[TABLE_SLOTS];
    __shared__ float s_xyz[3][TILE_POINTS];

    const int tid = threadIdx.x;
    const int base = blockIdx.x * TILE_POINTS;
    if (base >= n) return;
    const int cnt = min(TILE_POINTS, n - base);

    for (int s = tid; s < TABLE_SLOTS; s += blockDim.x) { s_table[s] = EMPTY_ENTRY; s_cnt[s] = 0; }
    for (int j = tid; j < 3 * cnt; j += blockDim.x) {
        const float v = pts[(size_t)3 * base + j];       // coalesced AoS load
        s_xyz[j % 3][j / 3] = v;
    }
    __syncthreads();

    unsigned long long ent[ITEMS_PER_THREAD];
    int fn[ITEMS_PER_THREAD];
    int state[ITEMS_PER_THREAD];
    uint32_t key[ITEMS_PER_THREAD];
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) {
        const int j = tid + k * 256;
        key[k] = j < cnt ? voxel_key(s_xyz[0][j], s_xyz[1][j], s_xyz[2][j], prm) : 0u;
        ent[k] = ((unsigned long long)key[k] << 32) | (unsigned)j;
        fn[k] = 0;
        state[k] = key[k] != 0u ? 0 : 2;
    }
    cuckoo_rounds<ITEMS_PER_THREAD>(s_table, ent, fn, state, prm);

    // per-voxel point counts (duplicates included)
    int placed = 0;
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) {
        if (key[k] == 0u) continue;
        const int s = find_slot_shared(s_table, key[k], &prm);
        if (s >= 0) atomicAdd(&s_cnt[s], 1);
        placed += state[k] == 1;
    }
    placed = __syncthreads_count(placed);

#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) {
        const int j = tid + k * 256;
        if (j >= cnt) continue;
        int dens = -1;
        if (key[k] != 0u) {
            dens = 0;
            const float x = s_xyz[0][j], y = s_xyz[1][j], z = s_xyz[2][j];
            for (int dz = -1; dz <= 1; ++dz)
                for (int dy = -1; dy <= 1; ++dy)
                    for (int dx = -1; dx <= 1; ++dx) {
                        const uint32_t nk = voxel_key(x, y, z, prm, dx, dy, dz);
                        if (nk == 0u) continue;
                        const int s = find_slot_shared(s_table, nk, &prm);
                        if (s >= 0) dens += s_cnt[s];
                    }
        }
        density[base + j] = dens;
        outlier[base + j] = (unsigned char)(dens >= 0 && dens < min_neighbors);
    }
    if (tid == 0) tile_voxels[blockIdx.x] = placed;
}
