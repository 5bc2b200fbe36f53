// merge_sort_path.cu
//
// Key/value merge sort: Batcher odd-even merge sort of 1024-element tiles in
// shared memory, then merge passes between sorted runs by merge path.
//
//  oddeven_merge_sort_shared : 512 threads sort a 1024-key tile (u32 keys, u32
//                              values), tail padded with +inf keys, block-stride
//                              over tiles; the CUDA-samples structure: one
//                              comparator per thread per step, a barrier before
//                              each step, a predicated odd-even merge network.
//  merge_path_partition      : for each pair of runs (A = run 2p, B = run 2p+1)
//                              and each output tile boundary d, binary search
//                              along the cross diagonal for the split (ties go
//                              to A, so the merge is stable).
//  merge_path_merge          : block per (tile, pair): the A and B slices are
//                              staged in shared memory, each thread finds its
//                              own 4-output split by a merge-path search in
//                              shared memory, merges sequentially into
//                              registers, outputs go back through shared memory
//                              for coalesced stores.  The global splits are
//                              clamped to their feasible ranges.
#include <cuda_runtime.h>
#include <stdint.h>

#define SORT_N 1024
#define SORT_THREADS 512

__device__ __forceinline__ void cmp_swap(unsigned& ka, unsigned& va, unsigned& kb, unsigned& vb, bool up)
{
    if ((ka > kb) == up) {
        unsigned t = ka; ka = kb; kb = t;
        t = va; va = vb; vb = t;
    }
}

extern "C" __global__ void __launch_bounds__(SORT_THREADS)
oddeven_merge_sort_shared(unsigned* __restrict__ keys, unsigned* __restrict__ vals, int n, int ascending)
{
    __shared__ unsigned s_k[SORT_N], s_v[SORT_N];
    const int tid = threadIdx.x;
    const bool up = ascending != 0;
    const unsigned pad = up ? 0xffffffffu : 0u;

    for (int base = blockIdx.x * SORT_N; base < n; base += gridDim.x * SORT_N) {
        const int cnt = min(SORT_N, n - base);
#pragma unroll
        for (int h = 0; h < 2; ++h) {
            const int i = tid + h * SORT_THREADS;
            s_k[i] = i < cnt ? keys[base + i] : pad;
            s_v[i] = i < cnt ? vals[base + i] : 0u;
        }
        for (int size = 2; size <= SORT_N; size <<= 1) {
            int stride = size >> 1;
            const int offset = tid & (stride - 1);
            {
                __syncthreads();
                const int pos = 2 * tid - (tid & (stride - 1));
                cmp_swap(s_k[pos], s_v[pos], s_k[pos + stride], s_v[pos + stride], up);
                stride >>= 1;
            }
            for (; stride > 0; stride >>= 1) {
                __syncthreads();
                const int pos = 2 * tid - (tid & (stride - 1));
                if (offset >= stride)
                    cmp_swap(s_k[pos - stride], s_v[pos - stride], s_k[pos], s_v[pos], up);
            }
        }
        __syncthreads();
#pragma unroll
        for (int h = 0; h < 2; ++h) {
            const int i = tid + h * SORT_THREADS;
            if (i < cnt) {
                keys[base + i] = s_k[i];
                vals[base + i] = s_v[i];
            }
        }
        __syncthreads();
    }
}

// Split of diagonal d between a[0..na) and b[0..nb): number of outputs taken
// from a among the first d.  Stable: equal keys come from a first.
template <typename P>
__device__ __forceinline__ int merge_path_search(P a, int na, P b, int nb, int d)
{
    int lo = max(0, d - nb), hi = min(d, na);
    while (lo < hi) {
        const int mid = (lo + hi) >> 1;
        if (a[mid] <= b[d - 1 - mid]) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

#define MERGE_TILE 1024
#define MERGE_THREADS 256
#define MERGE_ITEMS (MERGE_TILE / MERGE_THREADS)

extern "C" __global__ void merge_path_partition(const unsigned* keys, int n, int run,
                                                int* splits, int splits_per_pair)
{
    // one thread per (pair, boundary); boundaries t * MERGE_TILE, t = 0 .. splits_per_pair-1
    const int g = blockIdx.x * blockDim.x + threadIdx.x;
    const int pair = g / splits_per_pair;
    const int t = g - pair * splits_per_pair;
    const long long a0 = (long long)pair * 2 * run;
    if (a0 >= n) return;
    const int na = (int)min((long long)run, n - a0);
    const int nb = (int)max(0ll, min((long long)run, n - a0 - run));
    const int d = min(t * MERGE_TILE, na + nb);
    splits[g] = merge_path_search(keys + a0, na, keys + a0 + na, nb, d);
}

extern "C" __global__ void __launch_bounds__(MERGE_THREADS)
merge_path_merge(const unsigned* __restrict__ keys_in, const unsigned* __restrict__ vals_in,
                 unsigned* __restrict__ keys_out, unsigned* __restrict__ vals_out,
                 int n, int run, const int* __restrict__ splits, int splits_per_pair)
{
    __shared__ unsigned s_k[MERGE_TILE], s_v[MERGE_TILE];
    const int tile = blockIdx.x, pair = blockIdx.y, tid = threadIdx.x;
    const long long base = (long long)pair * 2 * run;
    if (base >= n || tile + 1 >= splits_per_pair) return;
    const int na = (int)min((long long)run, n - base);
    const int nb = (int)max(0ll, min((long long)run, n - base - run));
    const int d0 = min(tile * MERGE_TILE, na + nb);
    const int d1 = min(d0 + MERGE_TILE, na + nb);
    if (d0 >= d1) return;

    const int* sp = splits + pair * splits_per_pair;
    int a_lo = min(max(sp[tile], max(0, d0 - nb)), min(d0, na));
    int a_hi = sp[tile + 1];
    a_hi = max(a_hi, max(a_lo, d1 - nb));
    a_hi = min(a_hi, min(a_lo + (d1 - d0), min(d1, na)));
    const int b_lo = d0 - a_lo, b_hi = d1 - a_hi;
    const int ca = a_hi - a_lo, cb = b_hi - b_lo;

    const unsigned* ka = keys_in + base + a_lo;
    const unsigned* kb = keys_in + base + na + b_lo;
    const unsigned* va = vals_in + base + a_lo;
    const unsigned* vb = vals_in + base + na + b_lo;
    for (int i = tid; i < ca + cb; i += MERGE_THREADS) {
        if (i < ca) { s_k[i] = ka[i]; s_v[i] = va[i]; }
        else { s_k[i] = kb[i - ca]; s_v[i] = vb[i - ca]; }
    }
    __syncthreads();

    const int dd = min(tid * MERGE_ITEMS, ca + cb);
    int ia = merge_path_search(s_k, ca, s_k + ca, cb, dd);
    int ib = dd - ia;
    unsigned ok[MERGE_ITEMS], ov[MERGE_ITEMS];
#pragma unroll
    for (int k = 0; k < MERGE_ITEMS; ++k) {
        const bool has_a = ia < ca, has_b = ib < cb;
        const unsigned x = has_a ? s_k[ia] : 0xffffffffu;
        const unsigned y = has_b ? s_k[ca + ib] : 0xffffffffu;
        const bool take_a = has_a && (!has_b || x <= y);
        ok[k] = take_a ? x : y;
        ov[k] = take_a ? s_v[ia] : (has_b ? s_v[ca + ib] : 0u);
        ia += take_a;
        ib += !take_a;
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < MERGE_ITEMS; ++k) {
        s_k[tid * MERGE_ITEMS + k] = ok[k];
        s_v[tid * MERGE_ITEMS + k] = ov[k];
    }
    __syncthreads();
    const int cnt = d1 - d0;
    for (int i = tid; i < cnt; i += MERGE_THREADS) {
        keys_out[base + d0 + i] = s_k[i];
        vals_out[base + d0 + i] = s_v[i];
    }
}
