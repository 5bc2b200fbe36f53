// Decode-phase attention over a paged KV cache (vLLM-style), fp32.
// Cache layout: [num_pages][num_kv_heads][block_size][head_dim]. Every sequence owns a
// contiguous slice of max_blocks_per_seq physical pages; block table entries are page
// indices local to that slice (this keeps concurrent appends of different sequences apart).
#include <cuda_runtime.h>

#define WARP 32
#define MAX_WARPS 32
#define MAX_HEAD_DIM 128
#define DIMS_PER_LANE (MAX_HEAD_DIM / WARP)

__device__ __forceinline__ float warp_sum(float v) {
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}

__device__ __forceinline__ int page_of(const int* block_tables, int seq, int logical,
                                       int max_blocks_per_seq) {
    int local = block_tables[(size_t)seq * max_blocks_per_seq + logical] % max_blocks_per_seq;
    if (local < 0) local += max_blocks_per_seq;
    return seq * max_blocks_per_seq + local;
}

// grid = (num_heads, num_seqs); block = k*32 threads. Each warp walks a strided subset of
// the tokens keeping an online-softmax state; warps are merged through shared memory.
extern "C" __global__ void paged_attention_decode(
    const float* __restrict__ q,          // [num_seqs][num_heads][head_dim]
    const float* __restrict__ k_cache,
    const float* __restrict__ v_cache,
    const int* __restrict__ block_tables, // [num_seqs][max_blocks_per_seq]
    const int* __restrict__ context_lens, // [num_seqs]
    float* __restrict__ out,              // [num_seqs][num_heads][head_dim]
    int num_seqs, int num_heads, int num_kv_heads, int head_dim,
    int block_size, int max_blocks_per_seq, int num_pages, float scale) {
    __shared__ float s_max[MAX_WARPS];
    __shared__ float s_sum[MAX_WARPS];
    __shared__ float s_acc[MAX_WARPS][MAX_HEAD_DIM];

    int head = blockIdx.x, seq = blockIdx.y;
    if (head >= num_heads || seq >= num_seqs || num_kv_heads <= 0 || block_size <= 0 ||
        max_blocks_per_seq <= 0 || head_dim <= 0 || head_dim > MAX_HEAD_DIM)
        return;
    int nwarps = blockDim.x / WARP;
    if (nwarps > MAX_WARPS) nwarps = MAX_WARPS;
    if (nwarps == 0) return;
    int warp = threadIdx.x / WARP, lane = threadIdx.x % WARP;
    bool active = warp < nwarps;

    int group = num_heads / num_kv_heads;          // query heads per kv head (GQA)
    if (group <= 0) group = 1;
    int kv_head = head / group;
    if (kv_head >= num_kv_heads) kv_head = num_kv_heads - 1;

    int ctx = context_lens[seq];
    int cap = max_blocks_per_seq * block_size;
    ctx = ctx < 0 ? 0 : (ctx > cap ? cap : ctx);

    float qreg[DIMS_PER_LANE], acc[DIMS_PER_LANE];
    const float* qp = q + ((size_t)seq * num_heads + head) * head_dim;
#pragma unroll
    for (int i = 0; i < DIMS_PER_LANE; ++i) {
        int d = lane + i * WARP;
        qreg[i] = (d < head_dim) ? qp[d] * scale : 0.f;
        acc[i] = 0.f;
    }
    float m = -INFINITY, l = 0.f;

    if (active) {
        for (int t = warp; t < ctx; t += nwarps) {
            int page = page_of(block_tables, seq, t / block_size, max_blocks_per_seq);
            if (page >= num_pages) continue;   // unmapped page: token is masked out
            size_t base = (((size_t)page * num_kv_heads + kv_head) * block_size + t % block_size) *
                          head_dim;
            float dot = 0.f;
#pragma unroll
            for (int i = 0; i < DIMS_PER_LANE; ++i) {
                int d = lane + i * WARP;
                if (d < head_dim) dot += qreg[i] * k_cache[base + d];
            }
            float s = warp_sum(dot);
            float m_new = fmaxf(m, s);
            float corr = __expf(m - m_new);
            float p = __expf(s - m_new);
            l = l * corr + p;
#pragma unroll
            for (int i = 0; i < DIMS_PER_LANE; ++i) {
                int d = lane + i * WARP;
                float v = (d < head_dim) ? v_cache[base + d] : 0.f;
                acc[i] = acc[i] * corr + p * v;
            }
            m = m_new;
        }
        if (lane == 0) { s_max[warp] = m; s_sum[warp] = l; }
#pragma unroll
        for (int i = 0; i < DIMS_PER_LANE; ++i) {
            int d = lane + i * WARP;
            if (d < head_dim) s_acc[warp][d] = acc[i];
        }
    }
    __syncthreads();

    // merge warp partials: each thread owns output dims
    float gmax = -INFINITY;
    for (int w = 0; w < nwarps; ++w) gmax = fmaxf(gmax, s_max[w]);
    float gsum = 0.f;
    for (int w = 0; w < nwarps; ++w)
        if (s_sum[w] > 0.f) gsum += s_sum[w] * __expf(s_max[w] - gmax);
    float inv = gsum > 0.f ? 1.f / gsum : 0.f;
    float* op = out + ((size_t)seq * num_heads + head) * head_dim;
    for (int d = threadIdx.x; d < head_dim; d += blockDim.x) {
        float r = 0.f;
        for (int w = 0; w < nwarps; ++w)
            if (s_sum[w] > 0.f) r += s_acc[w][d] * __expf(s_max[w] - gmax);
        op[d] = r * inv;
    }
}

// Append the K/V of the newly decoded token of every sequence into its page.
// The token goes to position context_lens[seq] (before the length is bumped).
// grid.x covers num_seqs * num_kv_heads rows, threads stride over head_dim.
extern "C" __global__ void paged_kv_append(
    const float* __restrict__ new_k,      // [num_seqs][num_kv_heads][head_dim]
    const float* __restrict__ new_v,
    float* __restrict__ k_cache, float* __restrict__ v_cache,
    const int* __restrict__ block_tables, const int* __restrict__ context_lens,
    int num_seqs, int num_kv_heads, int head_dim, int block_size, int max_blocks_per_seq,
    int num_pages) {
    if (num_kv_heads <= 0 || block_size <= 0 || max_blocks_per_seq <= 0 || head_dim <= 0) return;
    int rows = num_seqs * num_kv_heads;
    int cap = max_blocks_per_seq * block_size;
    for (int row = blockIdx.x; row < rows; row += gridDim.x) {
        int seq = row / num_kv_heads, kvh = row % num_kv_heads;
        int pos = context_lens[seq];
        if (pos < 0 || pos >= cap) continue;   // sequence full: caller must grow the table
        int page = page_of(block_tables, seq, pos / block_size, max_blocks_per_seq);
        if (page >= num_pages) continue;
        size_t dst = (((size_t)page * num_kv_heads + kvh) * block_size + pos % block_size) * head_dim;
        size_t src = (size_t)row * head_dim;
        for (int d = threadIdx.x; d < head_dim; d += blockDim.x) {
            k_cache[dst + d] = new_k[src + d];
            v_cache[dst + d] = new_v[src + d];
        }
    }
}
