// blend_composite.cu
//
// Layer compositing for a 2D image editor.
//
//  composite_layers_fnptr : one thread per pixel.  A LayerStack struct passed
//                           by value (up to 8 layers: blend mode, opacity,
//                           integer offset) selects, per layer, a blend
//                           function from a table of __device__ function
//                           pointers (multiply, screen, overlay, darken,
//                           lighten, difference, soft light, color dodge);
//                           the result is alpha-composited over the running
//                           colour.  Layers are RGBA8 images of the same size.
//                           Launch: 2D, block 16x8, grid covering W x H.
//  tone_map_const_lut     : one thread per pixel of an HDR float4 image:
//                           exposure, a 3x3 colour matrix and vignette profile
//                           from a by-value parameter struct, a filmic tone
//                           curve sampled from a compile-time generated
//                           __constant__ table with linear interpolation, and
//                           sRGB encoding to RGBA8.  Launch: 2D like above.
#include <cuda_runtime.h>
#include <stdint.h>

#define MAX_LAYERS 8

typedef float (*BlendFn)(float s, float d);

__device__ float blend_multiply(float s, float d) { return s * d; }
__device__ float blend_screen(float s, float d) { return s + d - s * d; }
__device__ float blend_overlay(float s, float d)
{
    return d < 0.5f ? 2.0f * s * d : 1.0f - 2.0f * (1.0f - s) * (1.0f - d);
}
__device__ float blend_darken(float s, float d) { return fminf(s, d); }
__device__ float blend_lighten(float s, float d) { return fmaxf(s, d); }
__device__ float blend_difference(float s, float d) { return fabsf(s - d); }
__device__ float blend_soft_light(float s, float d)
{
    if (s <= 0.5f) return d - (1.0f - 2.0f * s) * d * (1.0f - d);
    float g = d <= 0.25f ? ((16.0f * d - 12.0f) * d + 4.0f) * d : sqrtf(d);
    return d + (2.0f * s - 1.0f) * (g - d);
}
__device__ float blend_color_dodge(float s, float d)
{
    if (d <= 0.0f) return 0.0f;
    if (s >= 1.0f) return 1.0f;
    return fminf(1.0f, d / (1.0f - s));
}

__device__ BlendFn const g_blend_table[8] = {
    blend_multiply, blend_screen, blend_overlay, blend_darken,
    blend_lighten, blend_difference, blend_soft_light, blend_color_dodge,
};

struct LayerStack {
    int nlayers;
    int mode[MAX_LAYERS];
    float opacity[MAX_LAYERS];
    int offx[MAX_LAYERS];
    int offy[MAX_LAYERS];
};

__device__ __forceinline__ float4 unpack_rgba8(uchar4 c)
{
    const float k = 1.0f / 255.0f;
    return make_float4(c.x * k, c.y * k, c.z * k, c.w * k);
}

__device__ __forceinline__ uchar4 pack_rgba8(float4 c)
{
    auto q = [](float v) -> unsigned char {
        v = fminf(fmaxf(v, 0.0f), 1.0f);
        return (unsigned char)__float2int_rn(v * 255.0f);
    };
    return make_uchar4(q(c.x), q(c.y), q(c.z), q(c.w));
}

extern "C" __global__ void composite_layers_fnptr(const uchar4* __restrict__ base,
                                                  const uchar4* __restrict__ layers,
                                                  int W, int H, LayerStack stack,
                                                  uchar4* __restrict__ out)
{
    const int x = blockIdx.x * blockDim.x + threadIdx.x;
    const int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= W || y >= H) return;
    const int npix = W * H;
    float4 dst = unpack_rgba8(base[y * W + x]);
    const int nl = stack.nlayers < 0 ? 0 : (stack.nlayers > MAX_LAYERS ? MAX_LAYERS : stack.nlayers);

    for (int l = 0; l < nl; ++l) {
        const int lx = x - stack.offx[l], ly = y - stack.offy[l];
        if (lx < 0 || ly < 0 || lx >= W || ly >= H) continue;   // layer does not cover pixel
        const float4 src = unpack_rgba8(__ldg(&layers[(size_t)l * npix + ly * W + lx]));
        float op = stack.opacity[l];
        op = (op >= 0.0f && op <= 1.0f) ? op : 1.0f;
        const float a = src.w * op;
        if (a <= 0.0f) continue;
        const BlendFn fn = g_blend_table[stack.mode[l] & 7];
        const float br = fn(src.x, dst.x);
        const float bg = fn(src.y, dst.y);
        const float bb = fn(src.z, dst.z);
        dst.x += (br - dst.x) * a;
        dst.y += (bg - dst.y) * a;
        dst.z += (bb - dst.z) * a;
        dst.w = a + dst.w * (1.0f - a);
    }
    out[y * W + x] = pack_rgba8(dst);
}

// ---------------------------------------------------------------------------
#define CURVE_N 256
#define CURVE_MAX 16.0f

struct CurveTable { float v[CURVE_N + 1]; };

// Filmic-style rational curve f(x) = x (a x + b) / (x (a x + c) + d), normalised
// so that f(CURVE_MAX) == 1.  Evaluated at compile time.
constexpr CurveTable make_curve()
{
    CurveTable t{};
    const double a = 2.51, b = 0.03, c = 2.43, d = 0.59;
    const double xm = 16.0;
    const double fm = xm * (a * xm + b) / (xm * (a * xm + c) + d);
    for (int i = 0; i <= CURVE_N; ++i) {
        double x = xm * i / CURVE_N;
        double f = x * (a * x + b) / (x * (a * x + c) + d);
        t.v[i] = (float)(f / fm);
    }
    return t;
}

__constant__ CurveTable c_curve = make_curve();

struct ToneParams {
    float exposure;
    float color_matrix[9];
    float vignette[16];     // radial gain profile, centre to corner
    float white_balance[3];
};

extern "C" __global__ void tone_map_const_lut(const float4* __restrict__ hdr, int W, int H,
                                              ToneParams p, uchar4* __restrict__ out)
{
    const int x = blockIdx.x * blockDim.x + threadIdx.x;
    const int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= W || y >= H) return;
    float4 c = __ldg(&hdr[y * W + x]);

    const float e = (p.exposure > 0.0f && p.exposure < 1e6f) ? p.exposure : 1.0f;
    float rgb[3] = {c.x * e, c.y * e, c.z * e};
    float m[3];
#pragma unroll
    for (int r = 0; r < 3; ++r) {
        float wb = p.white_balance[r];
        wb = (wb > 0.0f && wb < 16.0f) ? wb : 1.0f;
        m[r] = wb * (p.color_matrix[3 * r] * rgb[0] + p.color_matrix[3 * r + 1] * rgb[1] +
                     p.color_matrix[3 * r + 2] * rgb[2]);
    }

    // vignette: radial distance in [0,1] -> piecewise-linear profile
    const float u = (x + 0.5f) / W - 0.5f, v = (y + 0.5f) / H - 0.5f;
    const float rr = fminf(sqrtf(2.0f * (u * u + v * v)), 1.0f) * 15.0f;
    const int ri = min((int)rr, 14);
    const float rf = rr - ri;
    float g = p.vignette[ri] + (p.vignette[ri + 1] - p.vignette[ri]) * rf;
    g = (g > 0.0f && g < 4.0f) ? g : 1.0f;

    float o[3];
#pragma unroll
    for (int k = 0; k < 3; ++k) {
        float s = fminf(fmaxf(m[k] * g, 0.0f), CURVE_MAX) * (CURVE_N / CURVE_MAX);
        int i0 = min((int)s, CURVE_N - 1);
        float f = s - i0;
        float t = c_curve.v[i0] + (c_curve.v[i0 + 1] - c_curve.v[i0]) * f;
        // sRGB encode
        o[k] = t <= 0.0031308f ? 12.92f * t : 1.055f * __powf(t, 1.0f / 2.4f) - 0.055f;
    }
    out[y * W + x] = pack_rgba8(make_float4(o[0], o[1], o[2], fminf(fmaxf(c.w, 0.0f), 1.0f)));
}
