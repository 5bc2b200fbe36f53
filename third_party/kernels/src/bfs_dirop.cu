// bfs_dirop.cu
//
// Direction-optimising breadth-first search (Beamer) on a CSR graph with
// bitmap frontiers.  Every step is deterministic: parents are chosen by
// atomicMin (top-down) or by the first frontier neighbour in CSR order
// (bottom-up), the next frontier is a bitmap filled with atomicOr or whole
// words, and the queue is rebuilt in vertex order.
//
//  bfs_topdown_step     : one warp per queued vertex (warp-stride over the
//                         queue), lanes over its adjacency; an unvisited
//                         neighbour gets atomicMin(parent, u) and its bit set
//                         in the next bitmap.  Row pointers are clamped to
//                         [0, nnz] and made monotone; bad columns are skipped.
//  bfs_bottomup_step    : one warp per bitmap word (32 vertices, lane = vertex),
//                         each unvisited vertex scans its neighbours until it
//                         finds one in the frontier bitmap (early exit); the
//                         word of the next frontier is formed by __ballot_sync
//                         and stored by lane 0; edges examined are counted with
//                         a 64-bit atomic per warp.
//  bfs_frontier_finalize: single block, word loop: the next bitmap is merged
//                         into the visited bitmap, depths of the new vertices
//                         are written, the queue is rebuilt in order with a
//                         block-wide popcount scan (shuffles + shared warp
//                         sums) and a running base, and the frontier's edge
//                         count m_f and size n_f (for the alpha/beta direction
//                         heuristic) are reduced; the next bitmap is cleared.
#include <cuda_runtime.h>
#include <stdint.h>

#define UNVISITED 0xffffffffu

__device__ __forceinline__ void row_range(const int* __restrict__ row_ptr, int v, int nnz, int& b, int& e) {
    b = min(max(row_ptr[v], 0), nnz);
    e = min(max(row_ptr[v + 1], b), nnz);
}

__device__ __forceinline__ bool test_bit(const unsigned* __restrict__ bm, int v) {
    return (bm[v >> 5] >> (v & 31)) & 1u;
}

extern "C" __global__ void bfs_topdown_step(const int* __restrict__ row_ptr, const int* __restrict__ col,
                                            int n, int nnz,
                                            const int* queue, int qsize,
                                            const unsigned* visited,   // bitmap
                                            unsigned* next,            // bitmap
                                            unsigned* parent)
{
    const int lane = threadIdx.x & 31;
    const int warps = (gridDim.x * blockDim.x) >> 5;
    for (int q = (blockIdx.x * blockDim.x + threadIdx.x) >> 5; q < qsize; q += warps) {
        const int u = queue[q];
        if ((unsigned)u >= (unsigned)n) continue;
        int b, e;
        row_range(row_ptr, u, nnz, b, e);
        for (int k = b + lane; k < e; k += 32) {
            const int v = col[k];
            if ((unsigned)v >= (unsigned)n) continue;
            if (test_bit(visited, v)) continue;
            atomicMin(&parent[v], (unsigned)u);
            atomicOr(&next[v >> 5], 1u << (v & 31));
        }
    }
}

extern "C" __global__ void bfs_bottomup_step(const int* __restrict__ row_ptr, const int* __restrict__ col,
                                             int n, int nnz,
                                             const unsigned* __restrict__ frontier,   // bitmap
                                             const unsigned* __restrict__ visited,    // bitmap
                                             unsigned* __restrict__ next,             // bitmap, whole words
                                             unsigned* __restrict__ parent,
                                             unsigned long long* __restrict__ edges_checked)
{
    const int lane = threadIdx.x & 31;
    const int nwords = (n + 31) >> 5;
    const int warps = (gridDim.x * blockDim.x) >> 5;
    unsigned long long checked = 0;
    for (int w = (blockIdx.x * blockDim.x + threadIdx.x) >> 5; w < nwords; w += warps) {
        const int v = (w << 5) + lane;
        const unsigned vis = visited[w];
        bool found = false;
        if (v < n && !((vis >> lane) & 1u)) {
            int b, e;
            row_range(row_ptr, v, nnz, b, e);
            for (int k = b; k < e; ++k) {
                const int u = col[k];
                ++checked;
                if ((unsigned)u < (unsigned)n && test_bit(frontier, u)) {
                    parent[v] = (unsigned)u;
                    found = true;
                    break;
                }
            }
        }
        const unsigned word = __ballot_sync(0xffffffffu, found);
        if (lane == 0) next[w] = word;
    }
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) checked += __shfl_xor_sync(0xffffffffu, checked, off);
    if (lane == 0 && checked) atomicAdd(edges_checked, checked);
}

#define FIN_THREADS 1024

extern "C" __global__ void __launch_bounds__(FIN_THREADS)
bfs_frontier_finalize(const int* __restrict__ row_ptr, int n, int nnz, int level,
                      unsigned* __restrict__ next, unsigned* __restrict__ visited,
                      unsigned* __restrict__ frontier, int* __restrict__ depth,
                      int* __restrict__ queue, int* __restrict__ qsize,
                      long long* __restrict__ frontier_edges)
{
    __shared__ int s_warp[FIN_THREADS / 32];
    __shared__ long long s_edges[FIN_THREADS / 32];
    const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    const int nwords = (n + 31) >> 5;
    int base = 0;
    long long medges = 0;

    for (int w0 = 0; w0 < nwords; w0 += FIN_THREADS) {
        const int w = w0 + tid;
        unsigned bits = 0u;
        if (w < nwords) {
            bits = next[w] & ~visited[w];
            if (w == nwords - 1 && (n & 31)) bits &= (1u << (n & 31)) - 1u;
            visited[w] |= bits;
            frontier[w] = bits;
            next[w] = 0u;
        }
        const int c = __popc(bits);
        // block exclusive scan of c
        int incl = c;
#pragma unroll
        for (int off = 1; off < 32; off <<= 1) {
            const int t = __shfl_up_sync(0xffffffffu, incl, off);
            if (lane >= off) incl += t;
        }
        if (lane == 31) s_warp[warp] = incl;
        __syncthreads();
        if (warp == 0) {
            int x = s_warp[lane];
#pragma unroll
            for (int off = 1; off < 32; off <<= 1) {
                const int t = __shfl_up_sync(0xffffffffu, x, off);
                if (lane >= off) x += t;
            }
            s_warp[lane] = x;
        }
        __syncthreads();
        int pos = base + (warp ? s_warp[warp - 1] : 0) + incl - c;
        const int round_total = s_warp[FIN_THREADS / 32 - 1];
        unsigned m = bits;
        while (m) {
            const int v = (w << 5) + __ffs(m) - 1;
            m &= m - 1;
            depth[v] = level + 1;
            queue[pos++] = v;
            int b, e;
            row_range(row_ptr, v, nnz, b, e);
            medges += e - b;
        }
        base += round_total;
        __syncthreads();                       // s_warp reused
    }

#pragma unroll
    for (int off = 16; off > 0; off >>= 1) medges += __shfl_xor_sync(0xffffffffu, medges, off);
    if (lane == 0) s_edges[warp] = medges;
    __syncthreads();
    if (warp == 0) {
        long long t = s_edges[lane];
#pragma unroll
        for (int off = 16; off > 0; off >>= 1) t += __shfl_xor_sync(0xffffffffu, t, off);
        if (lane == 0) {
            *qsize = base;
            *frontier_edges = t;
        }
    }
}
