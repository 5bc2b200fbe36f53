// radix_select_topk.cu
//
// Row-wise top-k by radix selection (one block of 256 threads per row,
// block-stride over rows), one template for float and int32 keys.
//
//   * keys are mapped to order-preserving unsigned codes (sign flip for int,
//     sign-dependent flip for float, complemented when the largest k are
//     wanted) so the task is always "the k smallest codes";
//   * four 8-bit digit passes from the most significant byte: a 256-bin
//     shared histogram of the codes still matching the prefix (shared
//     atomicAdd), a block exclusive scan of the bins (one bin per thread,
//     warp shuffles plus shared warp totals) and the unique bin containing
//     rank k narrows the prefix;
//   * the output pass is an ordered compaction in index order: per 256-element
//     tile one packed block scan counts "less than the k-th code" in the low
//     half-word and "equal" in the high half-word, so ties are taken in index
//     order and positions are deterministic;
//   * rows whose codes fit the dynamic shared memory are cached there once
//     (cached path); longer rows are re-read from global memory per pass.
#include <cuda_runtime.h>
#include <stdint.h>

#define TK_THREADS 256

__device__ __forceinline__ unsigned order_code(float v) {
    const unsigned u = __float_as_uint(v);
    return (u & 0x80000000u) ? ~u : (u | 0x80000000u);
}
__device__ __forceinline__ unsigned order_code(int v) { return (unsigned)v ^ 0x80000000u; }

// exclusive block scan over 256 threads; returns the exclusive prefix, total in *total
__device__ __forceinline__ unsigned block_excl_scan256(unsigned v, unsigned* s_warp, unsigned* total)
{
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    unsigned incl = v;
#pragma unroll
    for (int off = 1; off < 32; off <<= 1) {
        const unsigned t = __shfl_up_sync(0xffffffffu, incl, off);
        if (lane >= off) incl += t;
    }
    if (lane == 31) s_warp[warp] = incl;
    __syncthreads();
    if (warp == 0) {
        unsigned w = lane < TK_THREADS / 32 ? s_warp[lane] : 0u;
#pragma unroll
        for (int off = 1; off < TK_THREADS / 32; off <<= 1) {
            const unsigned t = __shfl_up_sync(0xffffffffu, w, off);
            if (lane >= off) w += t;
        }
        if (lane < TK_THREADS / 32) s_warp[lane] = w;
    }
    __syncthreads();
    const unsigned before = warp ? s_warp[warp - 1] : 0u;
    *total = s_warp[TK_THREADS / 32 - 1];
    __syncthreads();                         // s_warp free again
    return before + incl - v;
}

template <typename T>
__device__ __forceinline__ void topk_rows(const T* __restrict__ in, int rows, int n, int ld, int k,
                                          int largest, T* __restrict__ out_val, int* __restrict__ out_idx,
                                          int cache_cap)
{
    extern __shared__ unsigned s_codes[];
    __shared__ unsigned s_hist[256];
    __shared__ unsigned s_warp[TK_THREADS / 32];
    __shared__ unsigned s_sel[2];            // digit, remaining rank
    const int tid = threadIdx.x;
    const unsigned flip = largest ? 0xffffffffu : 0u;
    const bool cached = n <= cache_cap;
    if (k <= 0 || k > n) return;

    for (int row = blockIdx.x; row < rows; row += gridDim.x) {
        const T* x = in + (size_t)row * ld;
        if (cached) {
            for (int i = tid; i < n; i += TK_THREADS) s_codes[i] = order_code(x[i]) ^ flip;
        }
        unsigned prefix = 0u, mask = 0u, kk = (unsigned)k;

        for (int shift = 24; shift >= 0; shift -= 8) {
            s_hist[tid] = 0u;
            __syncthreads();
            for (int i = tid; i < n; i += TK_THREADS) {
                const unsigned c = cached ? s_codes[i] : (order_code(x[i]) ^ flip);
                if ((c & mask) == prefix) atomicAdd(&s_hist[(c >> shift) & 255u], 1u);
            }
            __syncthreads();
            const unsigned h = s_hist[tid];
            unsigned tot;
            const unsigned before = block_excl_scan256(h, s_warp, &tot);
            if (before < kk && kk <= before + h) {
                s_sel[0] = (unsigned)tid;
                s_sel[1] = kk - before;
            }
            __syncthreads();
            prefix |= s_sel[0] << shift;
            mask |= 255u << shift;
            kk = s_sel[1];
            __syncthreads();                 // s_sel / s_hist reused
        }
        // prefix is the k-th smallest code; kk = how many of the equal codes to take

        unsigned lt_base = 0u, eq_base = 0u;
        T* ov = out_val + (size_t)row * k;
        int* oi = out_idx + (size_t)row * k;
        for (int t0 = 0; t0 < n; t0 += TK_THREADS) {
            const int i = t0 + tid;
            unsigned c = 0u;
            T v = T(0);
            bool lt = false, eq = false;
            if (i < n) {
                v = x[i];
                c = cached ? s_codes[i] : (order_code(v) ^ flip);
                lt = c < prefix;
                eq = c == prefix;
            }
            unsigned tot;
            const unsigned packed = block_excl_scan256((eq ? 0x10000u : 0u) | (lt ? 1u : 0u), s_warp, &tot);
            const unsigned L = lt_base + (packed & 0xffffu);
            const unsigned E = eq_base + (packed >> 16);
            if (lt || (eq && E < kk)) {
                const unsigned pos = L + min(E, kk);
                ov[pos] = v;
                oi[pos] = i;
            }
            lt_base += tot & 0xffffu;
            eq_base += tot >> 16;
        }
        __syncthreads();                     // s_codes reused by the next row
    }
}

extern "C" __global__ void __launch_bounds__(TK_THREADS)
topk_radix_f32(const float* __restrict__ in, int rows, int n, int ld, int k, int largest,
               float* __restrict__ out_val, int* __restrict__ out_idx, int cache_cap)
{
    topk_rows<float>(in, rows, n, ld, k, largest, out_val, out_idx, cache_cap);
}

extern "C" __global__ void __launch_bounds__(TK_THREADS)
topk_radix_i32(const int* __restrict__ in, int rows, int n, int ld, int k, int largest,
               int* __restrict__ out_val, int* __restrict__ out_idx, int cache_cap)
{
    topk_rows<int>(in, rows, n, ld, k, largest, out_val, out_idx, cache_cap);
}
