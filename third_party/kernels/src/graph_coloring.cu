// Parallel graph colouring over CSR (colours 1-based, 0 = uncoloured, double-buffered rounds):
// Jones-Plassmann rounds with hashed priorities and first-fit colours from 64-bit forbidden-colour
// windows, a Luby maximal-independent-set round that colours one MIS class, speculative first-fit
// colouring, and conflict detection with warp-aggregated compaction of the vertices to recolour.
#include <cuda_runtime.h>
#include <stdint.h>

#define GC_MAX_DEG 128
#define GC_COLOR_WINDOWS 4  // colours 1..256

enum : int { MIS_UNDECIDED = 0, MIS_IN = 1, MIS_OUT = 2 };

__device__ __forceinline__ unsigned hash_priority(unsigned v, unsigned seed) {
  unsigned h = v * 0x9E3779B1u ^ seed;
  h ^= h >> 16;
  h *= 0x85EBCA6Bu;
  h ^= h >> 13;
  h *= 0xC2B2AE35u;
  h ^= h >> 16;
  return h;
}

// (priority, id) ordering: true when u beats v.
__device__ __forceinline__ bool beats(unsigned hu, int u, unsigned hv, int v) {
  return hu > hv || (hu == hv && u > v);
}

struct Csr {
  const int* row_ptr;
  const int* col;
  int n;
  int nnz;
};

__device__ __forceinline__ void row_range(const Csr& g, int v, int& beg, int& end) {
  beg = min(max(g.row_ptr[v], 0), g.nnz);
  end = min(max(g.row_ptr[v + 1], beg), min(g.nnz, beg + GC_MAX_DEG));
}

__device__ __forceinline__ int nbr(const Csr& g, int e) { return (int)((unsigned)g.col[e] % (unsigned)g.n); }

// Smallest colour >= 1 not used by any neighbour (colours read from `colors`), scanning 64-colour
// windows; 0 if all GC_COLOR_WINDOWS windows are full.
__device__ __noinline__ int first_fit_color(const Csr& g, int beg, int end, const int* __restrict__ colors) {
  for (int w = 0; w < GC_COLOR_WINDOWS; ++w) {
    const int base = 1 + 64 * w;
    unsigned long long used = 0;
    for (int e = beg; e < end; ++e) {
      const int c = colors[nbr(g, e)] - base;
      if (c >= 0 && c < 64) used |= 1ull << c;
    }
    if (~used) return base + __ffsll((long long)~used) - 1;
  }
  return 0;
}

__device__ __forceinline__ void warp_count(unsigned* counter, bool pred) {
  const unsigned m = __ballot_sync(__activemask(), pred);
  if (m && (int)(threadIdx.x & 31) == __ffs(m) - 1) atomicAdd(counter, (unsigned)__popc(m));
}

// One Jones-Plassmann round: an uncoloured vertex whose priority beats every uncoloured neighbour
// takes the first free colour; remaining uncoloured vertices are counted.
extern "C" __global__ void jp_color_round(const int* __restrict__ row_ptr, const int* __restrict__ col, int n, int nnz,
                                          const int* __restrict__ color_in, int* __restrict__ color_out,
                                          unsigned seed, unsigned* __restrict__ remaining) {
  const Csr g{row_ptr, col, n, nnz};
  for (int base = blockIdx.x * blockDim.x; base < n; base += gridDim.x * blockDim.x) {
    const int v = base + threadIdx.x;
    bool still = false;
    if (v < n) {
      int c = color_in[v];
      if (c == 0) {
        int beg, end;
        row_range(g, v, beg, end);
        const unsigned hv = hash_priority((unsigned)v, seed);
        bool local_max = true;
        for (int e = beg; e < end && local_max; ++e) {
          const int u = nbr(g, e);
          if (u != v && color_in[u] == 0 && beats(hash_priority((unsigned)u, seed), u, hv, v)) local_max = false;
        }
        if (local_max) c = first_fit_color(g, beg, end, color_in);
        still = c == 0;
      }
      color_out[v] = c;
    }
    warp_count(remaining, still);
  }
}

// One Luby round: undecided vertices with a 'in' neighbour drop out; undecided local maxima over
// undecided neighbours join the set and receive `color`.
extern "C" __global__ void luby_mis_round(const int* __restrict__ row_ptr, const int* __restrict__ col, int n, int nnz,
                                          const int* __restrict__ state_in, int* __restrict__ state_out,
                                          int* __restrict__ colors, int color, unsigned seed) {
  const Csr g{row_ptr, col, n, nnz};
  for (int v = blockIdx.x * blockDim.x + threadIdx.x; v < n; v += gridDim.x * blockDim.x) {
    int s = state_in[v];
    if (s != MIS_IN && s != MIS_OUT) s = MIS_UNDECIDED;
    if (s == MIS_UNDECIDED) {
      int beg, end;
      row_range(g, v, beg, end);
      const unsigned hv = hash_priority((unsigned)v, seed);
      bool best = true, blocked = false;
      for (int e = beg; e < end; ++e) {
        const int u = nbr(g, e);
        if (u == v) continue;
        const int su = state_in[u];
        if (su == MIS_IN) {
          blocked = true;
          break;
        }
        if (su != MIS_OUT && beats(hash_priority((unsigned)u, seed), u, hv, v)) best = false;
      }
      if (blocked) {
        s = MIS_OUT;
      } else if (best) {
        s = MIS_IN;
        colors[v] = color;
      }
    }
    state_out[v] = s;
  }
}

// Speculative (Gebremedhin-Manne) step: every uncoloured vertex takes the first colour free among
// its neighbours' colours of the previous iteration.
extern "C" __global__ void speculative_first_fit(const int* __restrict__ row_ptr, const int* __restrict__ col, int n,
                                                 int nnz, const int* __restrict__ color_in,
                                                 int* __restrict__ color_out) {
  const Csr g{row_ptr, col, n, nnz};
  for (int v = blockIdx.x * blockDim.x + threadIdx.x; v < n; v += gridDim.x * blockDim.x) {
    int c = min(max(color_in[v], 0), 64 * GC_COLOR_WINDOWS);
    if (c == 0) {
      int beg, end;
      row_range(g, v, beg, end);
      c = first_fit_color(g, beg, end, color_in);
    }
    color_out[v] = c;
  }
}

// Conflict resolution: of two adjacent vertices with the same colour the lower-priority one is
// uncoloured; such vertices are compacted into `worklist` with one atomic per warp.
extern "C" __global__ void coloring_conflict_resolve(const int* __restrict__ row_ptr, const int* __restrict__ col, int n,
                                                     int nnz, const int* __restrict__ color_in,
                                                     int* __restrict__ color_out, int* __restrict__ worklist,
                                                     unsigned* __restrict__ wl_count, unsigned seed) {
  const Csr g{row_ptr, col, n, nnz};
  const unsigned lane = threadIdx.x & 31;
  for (int base = blockIdx.x * blockDim.x; base < n; base += gridDim.x * blockDim.x) {
    const int v = base + threadIdx.x;
    bool conflict = false;
    if (v < n) {
      const int c = color_in[v];
      if (c > 0) {
        int beg, end;
        row_range(g, v, beg, end);
        const unsigned hv = hash_priority((unsigned)v, seed);
        for (int e = beg; e < end; ++e) {
          const int u = nbr(g, e);
          if (u != v && color_in[u] == c && beats(hash_priority((unsigned)u, seed), u, hv, v)) {
            conflict = true;
            break;
          }
        }
      }
      color_out[v] = conflict ? 0 : c;
    }
    const unsigned active = __activemask();
    const unsigned m = __ballot_sync(active, conflict);
    unsigned slot0 = 0;
    const int leader = __ffs(active) - 1;
    if ((int)lane == leader && m) slot0 = atomicAdd(wl_count, (unsigned)__popc(m));
    slot0 = __shfl_sync(active, slot0, leader);
    if (conflict) {
      const unsigned slot = slot0 + __popc(m & ((1u << lane) - 1u));
      if (slot < (unsigned)n) worklist[slot] = v;
    }
  }
}
