// lstm_gru_cells.cu
//
// Fused recurrent-cell element-wise kernels, as used after the two GEMMs of a
// cuDNN-style RNN step (x*W and h*U are computed by a GEMM beforehand; these
// kernels add the biases, apply the gate non-linearities and produce the new
// state in one pass).
//
//  lstm_cell_fwd   : gate order i, f, g, o in [B][4H] rows (x-part and h-part
//                    separate), by-value dimension struct, optional cell clip,
//                    optional workspace of post-activation gates for backward.
//                    float4 path when H % 4 == 0, scalar path otherwise;
//                    size_t grid-stride loop.
//  lstm_cell_bwd   : backward of the same cell from the saved gates: dh and
//                    the carried dc in, gate gradients [B][4H] and dc_prev out;
//                    clip mask recomputed from the saved c.
//  gru_cell_fwd_f32 / gru_cell_fwd_f64 : PyTorch GRU (r, z, n; the reset gate
//                    multiplies (U_n h + b_hn)), one template for float and
//                    double, sigmoid through a __noinline__ helper for double.
#include <cuda_runtime.h>
#include <stdint.h>

struct LstmDims {
    int batch;
    int hidden;
    float forget_bias;   // added to the f gate pre-activation (TF convention)
    float cell_clip;     // <= 0: no clipping
    int save_gates;      // write post-activation gates to the workspace
};

__device__ __forceinline__ float sigmoidf_fast(float x) { return 1.0f / (1.0f + __expf(-x)); }

__device__ __forceinline__ float clipf(float c, float clip) {
    return clip > 0.0f ? fminf(fmaxf(c, -clip), clip) : c;
}

extern "C" __global__ void __launch_bounds__(256)
lstm_cell_fwd(const float* __restrict__ gx,     // [B][4H]  x * W
              const float* __restrict__ gh,     // [B][4H]  h * U
              const float* __restrict__ bias,   // [4H]     b_W + b_U folded
              const float* __restrict__ c_prev, // [B][H]
              float* __restrict__ h_out,        // [B][H]
              float* __restrict__ c_out,        // [B][H]
              float* __restrict__ gates_ws,     // [B][4H]  i f g o after activation
              LstmDims d)
{
    const int H = d.hidden;
    const size_t H4 = (size_t)4 * H;
    const size_t stride = (size_t)gridDim.x * blockDim.x;

    if ((H & 3) == 0) {
        // vector path: four consecutive hidden units per thread
        const int HV = H >> 2;
        const size_t total = (size_t)d.batch * HV;
        for (size_t t = (size_t)blockIdx.x * blockDim.x + threadIdx.x; t < total; t += stride) {
            const size_t b = t / HV;
            const int j = (int)(t - b * HV) << 2;
            const float* rx = gx + b * H4;
            const float* rh = gh + b * H4;
            float4 pre[4];
#pragma unroll
            for (int g = 0; g < 4; ++g) {
                const float4 a = *reinterpret_cast<const float4*>(rx + g * H + j);
                const float4 h = *reinterpret_cast<const float4*>(rh + g * H + j);
                const float4 bb = __ldg(reinterpret_cast<const float4*>(bias + g * H + j));
                pre[g] = make_float4(a.x + h.x + bb.x, a.y + h.y + bb.y, a.z + h.z + bb.z, a.w + h.w + bb.w);
            }
            const float4 cp = *reinterpret_cast<const float4*>(c_prev + b * H + j);
            float iv[4] = {pre[0].x, pre[0].y, pre[0].z, pre[0].w};
            float fv[4] = {pre[1].x, pre[1].y, pre[1].z, pre[1].w};
            float gv[4] = {pre[2].x, pre[2].y, pre[2].z, pre[2].w};
            float ov[4] = {pre[3].x, pre[3].y, pre[3].z, pre[3].w};
            float cv[4] = {cp.x, cp.y, cp.z, cp.w};
            float hn[4], cn[4];
#pragma unroll
            for (int u = 0; u < 4; ++u) {
                iv[u] = sigmoidf_fast(iv[u]);
                fv[u] = sigmoidf_fast(fv[u] + d.forget_bias);
                gv[u] = tanhf(gv[u]);
                ov[u] = sigmoidf_fast(ov[u]);
                cn[u] = clipf(fv[u] * cv[u] + iv[u] * gv[u], d.cell_clip);
                hn[u] = ov[u] * tanhf(cn[u]);
            }
            *reinterpret_cast<float4*>(c_out + b * H + j) = make_float4(cn[0], cn[1], cn[2], cn[3]);
            *reinterpret_cast<float4*>(h_out + b * H + j) = make_float4(hn[0], hn[1], hn[2], hn[3]);
            if (d.save_gates) {
                float* w = gates_ws + b * H4 + j;
                *reinterpret_cast<float4*>(w) = make_float4(iv[0], iv[1], iv[2], iv[3]);
                *reinterpret_cast<float4*>(w + H) = make_float4(fv[0], fv[1], fv[2], fv[3]);
                *reinterpret_cast<float4*>(w + 2 * H) = make_float4(gv[0], gv[1], gv[2], gv[3]);
                *reinterpret_cast<float4*>(w + 3 * H) = make_float4(ov[0], ov[1], ov[2], ov[3]);
            }
        }
    } else {
        const size_t total = (size_t)d.batch * H;
        for (size_t t = (size_t)blockIdx.x * blockDim.x + threadIdx.x; t < total; t += stride) {
            const size_t b = t / H;
            const int j = (int)(t - b * H);
            const size_t base = b * H4 + j;
            const float i_ = sigmoidf_fast(gx[base] + gh[base] + bias[j]);
            const float f_ = sigmoidf_fast(gx[base + H] + gh[base + H] + bias[H + j] + d.forget_bias);
            const float g_ = tanhf(gx[base + 2 * H] + gh[base + 2 * H] + bias[2 * H + j]);
            const float o_ = sigmoidf_fast(gx[base + 3 * H] + gh[base + 3 * H] + bias[3 * H + j]);
            const float c = clipf(f_ * c_prev[t] + i_ * g_, d.cell_clip);
            c_out[t] = c;
            h_out[t] = o_ * tanhf(c);
            if (d.save_gates) {
                gates_ws[base] = i_;
                gates_ws[base + H] = f_;
                gates_ws[base + 2 * H] = g_;
                gates_ws[base + 3 * H] = o_;
            }
        }
    }
}

// Backward through one LSTM step.  dc_next is the gradient carried from step
// t+1 through c_t; dh the gradient arriving at h_t (from the layer above plus
// the recurrent GEMM).  Produces dgates (pre-activation) and dc_prev.
extern "C" __global__ void __launch_bounds__(256)
lstm_cell_bwd(const float* __restrict__ gates_ws,  // [B][4H] i f g o
              const float* __restrict__ c_prev,    // [B][H]
              const float* __restrict__ c_cur,     // [B][H]  (clipped, as stored by fwd)
              const float* __restrict__ dh,        // [B][H]
              const float* __restrict__ dc_next,   // [B][H]  may be null at the last step
              float* __restrict__ dgates,          // [B][4H]
              float* __restrict__ dc_prev,         // [B][H]
              LstmDims d)
{
    const int H = d.hidden;
    const size_t total = (size_t)d.batch * H;
    for (size_t t = (size_t)blockIdx.x * blockDim.x + threadIdx.x; t < total;
         t += (size_t)gridDim.x * blockDim.x) {
        const size_t b = t / H;
        const int j = (int)(t - b * H);
        const size_t base = b * (size_t)4 * H + j;
        const float i_ = gates_ws[base];
        const float f_ = gates_ws[base + H];
        const float g_ = gates_ws[base + 2 * H];
        const float o_ = gates_ws[base + 3 * H];
        const float c = c_cur[t];
        const float tc = tanhf(c);
        const float dht = dh[t];
        float dc = dht * o_ * (1.0f - tc * tc);
        if (dc_next != nullptr) dc += dc_next[t];
        // gradient does not flow through a saturated clip
        if (d.cell_clip > 0.0f && fabsf(c) >= d.cell_clip) dc = 0.0f;
        const float di = dc * g_ * i_ * (1.0f - i_);
        const float df = dc * c_prev[t] * f_ * (1.0f - f_);
        const float dg = dc * i_ * (1.0f - g_ * g_);
        const float d_o = dht * tc * o_ * (1.0f - o_);
        dgates[base] = di;
        dgates[base + H] = df;
        dgates[base + 2 * H] = dg;
        dgates[base + 3 * H] = d_o;
        dc_prev[t] = dc * f_;
    }
}

// ---------------------------------------------------------------- GRU ------

__device__ __noinline__ double sigmoid_d(double x) {
    // split form avoids overflow of exp for large |x|
    if (x >= 0.0) {
        const double e = exp(-x);
        return 1.0 / (1.0 + e);
    }
    const double e = exp(x);
    return e / (1.0 + e);
}
__device__ __forceinline__ float sigmoid_t(float x) { return sigmoidf_fast(x); }
__device__ __forceinline__ double sigmoid_t(double x) { return sigmoid_d(x); }
__device__ __forceinline__ float tanh_t(float x) { return tanhf(x); }
__device__ __forceinline__ double tanh_t(double x) { return tanh(x); }

// gx: [B][3H] = x W^T + b_ih, gh: [B][3H] = h U^T (b_hh separate: b_hn must
// stay inside the reset product).  Gate order r, z, n.
template <typename T>
__device__ __forceinline__ void gru_cell(const T* __restrict__ gx, const T* __restrict__ gh,
                                         const T* __restrict__ b_hh, const T* __restrict__ h_prev,
                                         T* __restrict__ h_out, T* __restrict__ ws,
                                         int batch, int H, int ld_in)
{
    const size_t total = (size_t)batch * H;
    for (size_t t = (size_t)blockIdx.x * blockDim.x + threadIdx.x; t < total;
         t += (size_t)gridDim.x * blockDim.x) {
        const size_t b = t / H;
        const int j = (int)(t - b * H);
        const T* rx = gx + b * (size_t)ld_in;
        const T* rh = gh + b * (size_t)ld_in;
        const T hr = rh[j] + b_hh[j];
        const T hz = rh[H + j] + b_hh[H + j];
        const T hn = rh[2 * H + j] + b_hh[2 * H + j];
        const T r = sigmoid_t(rx[j] + hr);
        const T z = sigmoid_t(rx[H + j] + hz);
        const T n = tanh_t(rx[2 * H + j] + r * hn);
        const T hp = h_prev[t];
        const T h = n + z * (hp - n);          // (1 - z) n + z h
        h_out[t] = h;
        if (ws != nullptr) {                   // saved for backward: r, z, n, hn
            T* w = ws + b * (size_t)4 * H + j;
            w[0] = r;
            w[H] = z;
            w[2 * H] = n;
            w[3 * H] = hn;
        }
    }
}

extern "C" __global__ void gru_cell_fwd_f32(const float* __restrict__ gx, const float* __restrict__ gh,
                                            const float* __restrict__ b_hh, const float* __restrict__ h_prev,
                                            float* __restrict__ h_out, float* __restrict__ ws,
                                            int batch, int H, int ld_in)
{
    gru_cell<float>(gx, gh, b_hh, h_prev, h_out, ws, batch, H, ld_in);
}

extern "C" __global__ void gru_cell_fwd_f64(const double* __restrict__ gx, const double* __restrict__ gh,
                                            const double* __restrict__ b_hh, const double* __restrict__ h_prev,
                                            double* __restrict__ h_out, double* __restrict__ ws,
                                            int batch, int H, int ld_in)
{
    gru_cell<double>(gx, gh, b_hh, h_prev, h_out, ws, batch, H, ld_in);
}
