// Mixture-of-experts routing: softmax gate + top-2, capacity-limited dispatch
// (deterministic rank of each token inside its expert), and weighted combine.
#include <cuda_runtime.h>

#define MAX_EXPERTS 256
#define TOPK 2
#define FIX_SCALE 1048576.0f   // 2^20 fixed point for the load-balancing statistics

struct GateParams {            // all-float knobs
    float temperature;
    float min_weight;          // second expert dropped below this renormalised weight
};

// One warp per token: lanes stride over experts, warp-shuffle max/sum and arg-top-2.
// Also accumulates per-expert token counts and gate-probability mass (aux loss) with
// integer atomics.
extern "C" __global__ void moe_gate_top2(const float* __restrict__ logits,  // [T][E]
                                         int* __restrict__ topk_ids,        // [T][2]
                                         float* __restrict__ topk_w,        // [T][2]
                                         unsigned int* __restrict__ expert_count,
                                         unsigned long long* __restrict__ expert_prob_fx,
                                         int num_tokens, int num_experts, GateParams gp) {
    int lane = threadIdx.x & 31;
    int warps_per_block = blockDim.x >> 5;
    if (warps_per_block == 0 || num_experts < 2 || num_experts > MAX_EXPERTS) return;
    int warp = blockIdx.x * warps_per_block + (threadIdx.x >> 5);
    if ((int)(threadIdx.x >> 5) >= warps_per_block) return;   // partial trailing warp idles
    int nwarps_total = gridDim.x * warps_per_block;
    float inv_t = (gp.temperature > 1e-6f) ? 1.f / gp.temperature : 1.f;

    for (int t = warp; t < num_tokens; t += nwarps_total) {
        const float* row = logits + (size_t)t * num_experts;
        // pass 1: max + two best (value, index) per lane
        float mx = -INFINITY;
        float b1 = -INFINITY, b2 = -INFINITY;
        int i1 = 0, i2 = 1;
        for (int e = lane; e < num_experts; e += 32) {
            float z = row[e] * inv_t;
            if (!(z == z)) z = -INFINITY;              // NaN logits never win
            mx = fmaxf(mx, z);
            if (z > b1) { b2 = b1; i2 = i1; b1 = z; i1 = e; }
            else if (z > b2) { b2 = z; i2 = e; }
        }
        // warp merge of (top1, top2) pairs; ties go to the lower expert id
#pragma unroll
        for (int o = 16; o > 0; o >>= 1) {
            mx = fmaxf(mx, __shfl_xor_sync(0xffffffffu, mx, o));
            float ob1 = __shfl_xor_sync(0xffffffffu, b1, o);
            float ob2 = __shfl_xor_sync(0xffffffffu, b2, o);
            int oi1 = __shfl_xor_sync(0xffffffffu, i1, o);
            int oi2 = __shfl_xor_sync(0xffffffffu, i2, o);
            bool other_first = (ob1 > b1) || (ob1 == b1 && oi1 < i1);
            float n1 = other_first ? ob1 : b1;
            int n1i = other_first ? oi1 : i1;
            // second best = best of (loser of firsts, both seconds)
            float c = other_first ? b1 : ob1;
            int ci = other_first ? i1 : oi1;
            float d = other_first ? ob2 : b2;
            int di = other_first ? oi2 : i2;
            if (d > c || (d == c && di < ci)) { c = d; ci = di; }
            b1 = n1; i1 = n1i; b2 = c; i2 = ci;
        }
        if (mx == -INFINITY) mx = 0.f;
        // pass 2: softmax denominator, and per-expert probability mass
        float sum = 0.f;
        for (int e = lane; e < num_experts; e += 32) {
            float z = row[e] * inv_t;
            sum += (z == z) ? __expf(z - mx) : 0.f;
        }
#pragma unroll
        for (int o = 16; o > 0; o >>= 1) sum += __shfl_xor_sync(0xffffffffu, sum, o);
        float inv_sum = sum > 0.f ? 1.f / sum : 0.f;
        for (int e = lane; e < num_experts; e += 32) {
            float z = row[e] * inv_t;
            float p = (z == z) ? __expf(z - mx) * inv_sum : 0.f;
            p = fminf(fmaxf(p, 0.f), 1.f);
            atomicAdd(&expert_prob_fx[e], (unsigned long long)__float2ll_rn(p * FIX_SCALE));
        }
        if (lane == 0) {
            float p1 = (b1 == -INFINITY) ? 0.f : __expf(b1 - mx) * inv_sum;
            float p2 = (b2 == -INFINITY) ? 0.f : __expf(b2 - mx) * inv_sum;
            float norm = p1 + p2;
            float w1 = norm > 0.f ? p1 / norm : 1.f;
            float w2 = norm > 0.f ? p2 / norm : 0.f;
            if (!(w2 >= gp.min_weight)) { w1 = 1.f; w2 = 0.f; }
            if (i2 == i1) i2 = (i1 + 1) % num_experts;
            topk_ids[2 * t] = i1;
            topk_ids[2 * t + 1] = i2;
            topk_w[2 * t] = w1;
            topk_w[2 * t + 1] = w2;
            atomicAdd(&expert_count[i1], 1u);
            if (w2 > 0.f) atomicAdd(&expert_count[i2], 1u);
        }
    }
}

// Dispatch: one block per expert scans the (token, k) assignments in order, ranks the ones
// routed to it with a block-wide prefix sum, and keeps the first `capacity`. Writes the token
// id into the expert's slot list and each assignment's slot (or -1 when dropped) into
// slot_of, which the combine kernel reads. Every assignment belongs to exactly one expert.
extern "C" __global__ void moe_dispatch_rank(const int* __restrict__ topk_ids,
                                             int* __restrict__ expert_tokens,   // [E][capacity]
                                             int* __restrict__ slot_of,         // [T][2]
                                             int* __restrict__ expert_fill,     // [E]
                                             int num_tokens, int num_experts, int capacity) {
    __shared__ int s_scan[1024];
    __shared__ int s_base;
    int e = blockIdx.x;
    if (e >= num_experts || num_experts <= 0 || capacity < 0 || blockDim.x > 1024) return;
    if (threadIdx.x == 0) s_base = 0;
    int total = num_tokens * TOPK;
    for (int chunk = 0; chunk < total; chunk += blockDim.x) {
        int a = chunk + threadIdx.x;
        int mine = 0;
        if (a < total) {
            int id = topk_ids[a] % num_experts;
            if (id < 0) id += num_experts;
            mine = (id == e);
        }
        s_scan[threadIdx.x] = mine;
        __syncthreads();
        // Hillis-Steele inclusive scan
        for (int off = 1; off < (int)blockDim.x; off <<= 1) {
            int v = (threadIdx.x >= (unsigned)off) ? s_scan[threadIdx.x - off] : 0;
            __syncthreads();
            s_scan[threadIdx.x] += v;
            __syncthreads();
        }
        int rank = s_base + s_scan[threadIdx.x] - mine;
        if (mine) {
            if (rank < capacity) {
                expert_tokens[(size_t)e * capacity + rank] = a / TOPK;
                slot_of[a] = rank;
            } else {
                slot_of[a] = -1;
            }
        }
        __syncthreads();
        if (threadIdx.x == blockDim.x - 1) s_base += s_scan[threadIdx.x];
        __syncthreads();
    }
    if (threadIdx.x == 0) expert_fill[e] = s_base < capacity ? s_base : capacity;
}

// Combine: y[t] = sum_k w_k * expert_out[expert_k][slot_k]. grid-stride over (token, dim).
extern "C" __global__ void moe_combine(const float* __restrict__ expert_out, // [E][cap][H]
                                       const int* __restrict__ topk_ids,
                                       const float* __restrict__ topk_w,
                                       const int* __restrict__ slot_of,
                                       float* __restrict__ y,                // [T][H]
                                       int num_tokens, int num_experts, int capacity, int hidden) {
    if (num_experts <= 0 || capacity <= 0 || hidden <= 0) return;
    long long total = (long long)num_tokens * hidden;
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < total;
         i += (long long)gridDim.x * blockDim.x) {
        int t = (int)(i / hidden), d = (int)(i % hidden);
        float acc = 0.f;
#pragma unroll
        for (int k = 0; k < TOPK; ++k) {
            int slot = slot_of[TOPK * t + k];
            if (slot < 0 || slot >= capacity) continue;   // dropped by capacity
            int e = topk_ids[TOPK * t + k] % num_experts;
            if (e < 0) e += num_experts;
            float w = topk_w[TOPK * t + k];
            acc += w * expert_out[((size_t)e * capacity + slot) * hidden + d];
        }
        y[i] = acc;
    }
}
