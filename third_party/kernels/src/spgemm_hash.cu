// Row-wise sparse x sparse product C = A * B over integer weights (e.g. co-occurrence or
// path counts), CSR inputs, one row of A per block (grid-stride over rows), with a shared
// open-addressing hash table per row. Row pointers and column indices are clamped to the
// array sizes, so any input is safe.
//   spgemm_count_hash   symbolic phase: each warp takes one nonzero A(i,k) at a time, its lanes
//                       stride over row k of B inserting columns with atomicCAS into a
//                       1024-slot shared table (linear probing, bounded); the number of
//                       distinct columns is c_nnz[i] (-1 when the table overflowed).
//   spgemm_fill_hash    numeric phase: the same traversal accumulating a_ik * b_kj with
//                       shared atomicAdd into the slot of column j, then compaction of the
//                       occupied slots through a shared counter and a rank-by-counting sort so
//                       the row is written in ascending column order into its padded slot of
//                       c_stride entries (ELL-style, compacted later), its length to c_len[i].
//                       launch (both): block 128 (multiple of 32, <= 256), any grid.
#include <cuda_runtime.h>

#define SPG_TABLE 1024
#define SPG_EMPTY (-1)

struct CsrView {
  const int *rowptr;
  const int *col;
  const int *val;
  int rows, cols, nnz;
};

static __device__ __forceinline__ void row_range(const CsrView &m, int r, int &b, int &e) {
  const int lo = min(max(m.rowptr[r], 0), m.nnz);
  const int hi = min(max(m.rowptr[r + 1], lo), m.nnz);
  b = lo;
  e = hi;
}

static __device__ __forceinline__ unsigned int spg_hash(int key) {
  return ((unsigned int)key * 2654435761u) >> 22; // 10 bits -> [0, 1024)
}

// returns the slot of key, inserting it; -1 if the table is full
static __device__ int table_insert(int *keys, int key, int *count) {
  unsigned int h = spg_hash(key);
  for (int probe = 0; probe < SPG_TABLE; ++probe) {
    const int old = atomicCAS(&keys[h], SPG_EMPTY, key);
    if (old == SPG_EMPTY) {
      atomicAdd(count, 1);
      return (int)h;
    }
    if (old == key)
      return (int)h;
    h = (h + 1) & (SPG_TABLE - 1);
  }
  return -1;
}

extern "C" __global__ void __launch_bounds__(256)
spgemm_count_hash(const int *__restrict__ a_rowptr, const int *__restrict__ a_col, int a_rows, int a_nnz,
                  const int *__restrict__ b_rowptr, const int *__restrict__ b_col, int b_rows, int b_nnz,
                  int *__restrict__ c_nnz) {
  __shared__ int keys[SPG_TABLE];
  __shared__ int count, overflow;
  const CsrView A{a_rowptr, a_col, nullptr, a_rows, b_rows, a_nnz};
  const CsrView B{b_rowptr, b_col, nullptr, b_rows, 0, b_nnz};
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, nwarps = blockDim.x >> 5;
  for (int row = blockIdx.x; row < A.rows; row += gridDim.x) {
    for (int s = threadIdx.x; s < SPG_TABLE; s += blockDim.x)
      keys[s] = SPG_EMPTY;
    if (threadIdx.x == 0) {
      count = 0;
      overflow = 0;
    }
    __syncthreads();
    int ab, ae;
    row_range(A, row, ab, ae);
    for (int e = ab + warp; e < ae; e += nwarps) {
      const int k = A.col[e];
      if (k < 0 || k >= B.rows)
        continue;
      int bb, be;
      row_range(B, k, bb, be);
      for (int f = bb + lane; f < be; f += 32) {
        const int j = B.col[f];
        if (j < 0)
          continue;
        if (table_insert(keys, j, &count) < 0)
          atomicOr(&overflow, 1);
      }
    }
    __syncthreads();
    if (threadIdx.x == 0)
      c_nnz[row] = overflow ? -1 : count;
    __syncthreads(); // count/keys are reset for the next row
  }
}

extern "C" __global__ void __launch_bounds__(256)
spgemm_fill_hash(const int *__restrict__ a_rowptr, const int *__restrict__ a_col, const int *__restrict__ a_val,
                 int a_rows, int a_nnz, const int *__restrict__ b_rowptr, const int *__restrict__ b_col,
                 const int *__restrict__ b_val, int b_rows, int b_nnz, int c_stride,
                 int *__restrict__ c_col, long long *__restrict__ c_val, int *__restrict__ c_len) {
  __shared__ int keys[SPG_TABLE];
  __shared__ unsigned long long acc[SPG_TABLE];
  __shared__ int list_slot[SPG_TABLE];
  __shared__ int count, listed, overflow;
  const CsrView A{a_rowptr, a_col, a_val, a_rows, b_rows, a_nnz};
  const CsrView B{b_rowptr, b_col, b_val, b_rows, 0, b_nnz};
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, nwarps = blockDim.x >> 5;
  for (int row = blockIdx.x; row < A.rows; row += gridDim.x) {
    for (int s = threadIdx.x; s < SPG_TABLE; s += blockDim.x) {
      keys[s] = SPG_EMPTY;
      acc[s] = 0ull;
    }
    if (threadIdx.x == 0) {
      count = 0;
      listed = 0;
      overflow = 0;
    }
    __syncthreads();
    int ab, ae;
    row_range(A, row, ab, ae);
    for (int e = ab + warp; e < ae; e += nwarps) {
      const int k = A.col[e];
      if (k < 0 || k >= B.rows)
        continue;
      const long long av = A.val[e];
      int bb, be;
      row_range(B, k, bb, be);
      for (int f = bb + lane; f < be; f += 32) {
        const int j = B.col[f];
        if (j < 0)
          continue;
        const int slot = table_insert(keys, j, &count);
        if (slot < 0) {
          atomicOr(&overflow, 1);
          continue;
        }
        atomicAdd(&acc[slot], (unsigned long long)(av * (long long)B.val[f]));
      }
    }
    __syncthreads();
    // compact occupied slots (order depends on the schedule; the sort below does not)
    for (int s = threadIdx.x; s < SPG_TABLE; s += blockDim.x) {
      if (keys[s] != SPG_EMPTY) {
        const int p = atomicAdd(&listed, 1);
        list_slot[p] = s;
      }
    }
    __syncthreads();
    const int cnt = listed;
    const size_t out0 = (size_t)row * (size_t)max(c_stride, 0);
    const int room = max(c_stride, 0);
    if (threadIdx.x == 0)
      c_len[row] = overflow ? -1 : min(cnt, room);
    for (int t = threadIdx.x; t < cnt; t += blockDim.x) {
      const int s = list_slot[t];
      const int key = keys[s];
      int rank = 0;
      for (int u = 0; u < cnt; ++u)
        rank += keys[list_slot[u]] < key ? 1 : 0; // keys are distinct
      if (!overflow && rank < room) {
        c_col[out0 + rank] = key;
        c_val[out0 + rank] = (long long)acc[s];
      }
    }
    __syncthreads();
  }
}
