// CSR -> CSC conversion (sparse transpose): column histogram, single-block exclusive scan,
// and a column-blocked scatter with per-column atomic cursors followed by a per-column
// sort of the row indices (scatter order is arbitrary; the sort makes the result canonical).
#include <cuda_runtime.h>
#include <stdint.h>

#define HIST_SMEM_BINS 2048
#define SCAN_ITEMS 4
#define MAX_COLS_PER_BLOCK 1024
#define SHORT_COL 16

__device__ __forceinline__ void row_range(const int* rowptr, int r, int nnz, int& s, int& e) {
    s = min(max(rowptr[r], 0), nnz);
    e = min(max(rowptr[r + 1], s), nnz);
}

__device__ __forceinline__ int wrap_col(int c, int ncols) {
    c %= ncols;
    return c < 0 ? c + ncols : c;
}

// counts[c] += number of nonzeros in column c. Shared-memory privatised when it fits.
extern "C" __global__ void csr_col_histogram(const int* __restrict__ rowptr,
                                             const int* __restrict__ colidx,
                                             int* __restrict__ counts,
                                             int nrows, int nnz, int ncols) {
    __shared__ int s_hist[HIST_SMEM_BINS];
    if (ncols <= 0) return;
    bool priv = ncols <= HIST_SMEM_BINS;
    if (priv) {
        for (int c = threadIdx.x; c < ncols; c += blockDim.x) s_hist[c] = 0;
        __syncthreads();
    }
    for (int r = blockIdx.x * blockDim.x + threadIdx.x; r < nrows; r += gridDim.x * blockDim.x) {
        int s, e;
        row_range(rowptr, r, nnz, s, e);
        for (int k = s; k < e; ++k) {
            int c = wrap_col(colidx[k], ncols);
            if (priv) atomicAdd(&s_hist[c], 1);
            else atomicAdd(&counts[c], 1);
        }
    }
    if (priv) {
        __syncthreads();
        for (int c = threadIdx.x; c < ncols; c += blockDim.x)
            if (s_hist[c]) atomicAdd(&counts[c], s_hist[c]);
    }
}

// out[i] = sum_{j<i} in[j] for i in [0, n], single block, any block size up to 1024.
// Each thread scans SCAN_ITEMS consecutive values serially; thread totals are combined with
// a Hillis-Steele scan in shared memory; a running carry links the chunks.
extern "C" __global__ void exclusive_scan_single_block(const int* __restrict__ in,
                                                       int* __restrict__ out, int n) {
    __shared__ int s_tot[1024];
    __shared__ int s_carry;
    if (blockIdx.x != 0 || blockDim.x > 1024 || n < 0) return;
    int tid = threadIdx.x;
    if (tid == 0) s_carry = 0;
    __syncthreads();
    int chunk = blockDim.x * SCAN_ITEMS;
    for (int base = 0; base < n; base += chunk) {
        int v[SCAN_ITEMS];
        int sum = 0;
#pragma unroll
        for (int j = 0; j < SCAN_ITEMS; ++j) {
            int i = base + tid * SCAN_ITEMS + j;
            v[j] = (i < n) ? in[i] : 0;
            sum += v[j];
        }
        s_tot[tid] = sum;
        __syncthreads();
        for (int off = 1; off < (int)blockDim.x; off <<= 1) {
            int add = tid >= off ? s_tot[tid - off] : 0;
            __syncthreads();
            s_tot[tid] += add;
            __syncthreads();
        }
        int run = s_carry + s_tot[tid] - sum;
#pragma unroll
        for (int j = 0; j < SCAN_ITEMS; ++j) {
            int i = base + tid * SCAN_ITEMS + j;
            if (i < n) out[i] = run;
            run += v[j];
        }
        __syncthreads();
        if (tid == blockDim.x - 1) s_carry += s_tot[tid];
        __syncthreads();
    }
    if (tid == 0) out[n] = s_carry;
}

__device__ __forceinline__ void insertion_sort_regs(uint64_t* a, int len) {
    for (int i = 1; i < len; ++i) {
        uint64_t key = a[i];
        int j = i - 1;
        while (j >= 0 && a[j] > key) { a[j + 1] = a[j]; --j; }
        a[j + 1] = key;
    }
}

__device__ __noinline__ void insertion_sort_global(uint64_t* a, int len) {
    for (int i = 1; i < len; ++i) {
        uint64_t key = a[i];
        int j = i - 1;
        while (j >= 0 && a[j] > key) { a[j + 1] = a[j]; --j; }
        a[j + 1] = key;
    }
}

// Block b owns columns [b*cpb, (b+1)*cpb). It counts its columns and the entries of all
// lower columns (its global offset), writes its part of colptr, scatters (row, k) keys with
// shared-memory cursors, sorts each column by row, and emits row indices and values.
extern "C" __global__ void csc_scatter_sort(const int* __restrict__ rowptr,
                                            const int* __restrict__ colidx,
                                            const float* __restrict__ vals,
                                            int* __restrict__ colptr,        // [ncols + 1]
                                            uint64_t* __restrict__ keys,     // [nnz] scratch
                                            int* __restrict__ rowidx_out,    // [nnz]
                                            float* __restrict__ vals_out,    // [nnz]
                                            int nrows, int nnz, int ncols, int cols_per_block) {
    __shared__ int s_cnt[MAX_COLS_PER_BLOCK];
    __shared__ int s_off[MAX_COLS_PER_BLOCK];
    __shared__ int s_cur[MAX_COLS_PER_BLOCK];
    __shared__ int s_below;
    if (ncols <= 0 || cols_per_block <= 0 || cols_per_block > MAX_COLS_PER_BLOCK) return;
    int c0 = blockIdx.x * cols_per_block;
    if (c0 >= ncols) return;
    int c1 = min(c0 + cols_per_block, ncols);
    int ncb = c1 - c0;
    for (int c = threadIdx.x; c < ncb; c += blockDim.x) { s_cnt[c] = 0; s_cur[c] = 0; }
    if (threadIdx.x == 0) s_below = 0;
    __syncthreads();

    int below = 0;
    for (int r = threadIdx.x; r < nrows; r += blockDim.x) {
        int s, e;
        row_range(rowptr, r, nnz, s, e);
        for (int k = s; k < e; ++k) {
            int c = wrap_col(colidx[k], ncols);
            if (c < c0) ++below;
            else if (c < c1) atomicAdd(&s_cnt[c - c0], 1);
        }
    }
    atomicAdd(&s_below, below);
    __syncthreads();
    if (threadIdx.x == 0) {           // short serial scan over this block's columns
        int run = s_below;
        for (int c = 0; c < ncb; ++c) { s_off[c] = run; run += s_cnt[c]; }
        if (c1 == ncols) colptr[ncols] = min(run, nnz);
    }
    __syncthreads();
    for (int c = threadIdx.x; c < ncb; c += blockDim.x) colptr[c0 + c] = min(s_off[c], nnz);

    // scatter
    for (int r = threadIdx.x; r < nrows; r += blockDim.x) {
        int s, e;
        row_range(rowptr, r, nnz, s, e);
        for (int k = s; k < e; ++k) {
            int c = wrap_col(colidx[k], ncols);
            if (c < c0 || c >= c1) continue;
            // a malformed rowptr can list more entries than nnz: such columns are dropped whole
            if (s_off[c - c0] + s_cnt[c - c0] > nnz) continue;
            int pos = s_off[c - c0] + atomicAdd(&s_cur[c - c0], 1);
            keys[pos] = ((uint64_t)(uint32_t)r << 32) | (uint32_t)k;
        }
    }
    __syncthreads();

    // per-column sort; short columns in registers, long ones in place in global memory
    for (int c = threadIdx.x; c < ncb; c += blockDim.x) {
        int start = s_off[c];
        int len = s_cnt[c];
        if (len <= 0 || start + len > nnz) continue;
        uint64_t* col = keys + start;
        if (len <= SHORT_COL) {
            uint64_t buf[SHORT_COL];
#pragma unroll
            for (int i = 0; i < SHORT_COL; ++i) buf[i] = i < len ? col[i] : ~0ULL;
            insertion_sort_regs(buf, len);
#pragma unroll
            for (int i = 0; i < SHORT_COL; ++i) if (i < len) col[i] = buf[i];
        } else {
            insertion_sort_global(col, len);
        }
        for (int i = 0; i < len; ++i) {
            uint64_t key = col[i];
            int k = (int)(uint32_t)key;
            rowidx_out[start + i] = (int)(key >> 32);
            vals_out[start + i] = vals[min(max(k, 0), nnz - 1)];
        }
    }
}
