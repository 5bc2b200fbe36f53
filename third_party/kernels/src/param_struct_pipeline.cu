// Image-processing pipeline driven by one __constant__ parameter struct: 24 sequential
// per-pixel passes over a small window, each reading a few fields of the struct. The
// fields are loop-invariant loads that clang hoists to the top, so they stay live across
// all the loops that follow. Besides the RGB output, each pixel writes a luminance statistic.
#include <cuda_runtime.h>

struct PipelineParams {
  int width, height, pitch, taps;
  float gain, bias, gamma, black, white;
  float wr, wg, wb;
  float sharpen, denoise, contrast, saturation;
  float lo_clip, hi_clip, tone_a, tone_b, tone_c;
  float vignette, cx, cy;
  int iterations, window;
};

__constant__ PipelineParams c_params;

extern "C" __global__ void param_pipeline(const float *__restrict__ in, float *__restrict__ out,
                                          float *__restrict__ stats) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y;
  if (x >= c_params.width || y >= c_params.height) return;
  const float *row = in + (size_t)y * c_params.pitch;
  float v = 0.f;
  for (int t = 0; t < c_params.taps; t++) v += row[min(x + t, c_params.width - 1)] * c_params.gain;
  for (int t = 0; t < c_params.taps; t++) v -= c_params.bias * t;
  for (int i = 0; i < c_params.iterations; i++) v = v * c_params.gamma + c_params.black;
  for (int i = 0; i < c_params.iterations; i++) v = fminf(fmaxf(v, c_params.black), c_params.white);
  float r = v, g = v, b = v;
  for (int i = 0; i < c_params.iterations; i++) { r *= c_params.wr; g *= c_params.wg; b *= c_params.wb; }
  for (int t = 1; t <= c_params.window; t++) {
    float nb = row[max(x - t, 0)];
    r += c_params.sharpen * (r - nb);
  }
  for (int t = 1; t <= c_params.window; t++) {
    float nb = row[min(x + t, c_params.width - 1)];
    g += c_params.denoise * (nb - g);
  }
  for (int i = 0; i < c_params.iterations; i++) b = (b - 0.5f) * c_params.contrast + 0.5f;
  for (int i = 0; i < c_params.iterations; i++) {
    float l = 0.299f * r + 0.587f * g + 0.114f * b;
    r = l + (r - l) * c_params.saturation;
    g = l + (g - l) * c_params.saturation;
    b = l + (b - l) * c_params.saturation;
  }
  for (int i = 0; i < c_params.iterations; i++) r = fminf(fmaxf(r, c_params.lo_clip), c_params.hi_clip);
  for (int i = 0; i < c_params.iterations; i++) g = fminf(fmaxf(g, c_params.lo_clip), c_params.hi_clip);
  for (int i = 0; i < c_params.iterations; i++) b = fminf(fmaxf(b, c_params.lo_clip), c_params.hi_clip);
  for (int i = 0; i < c_params.iterations; i++) r = c_params.tone_a * r * r + c_params.tone_b * r + c_params.tone_c;
  for (int i = 0; i < c_params.iterations; i++) g = c_params.tone_a * g * g + c_params.tone_b * g + c_params.tone_c;
  for (int i = 0; i < c_params.iterations; i++) b = c_params.tone_a * b * b + c_params.tone_b * b + c_params.tone_c;
  float dx = (x - c_params.cx) / c_params.width;
  float dy = (y - c_params.cy) / c_params.height;
  float fall = 1.f;
  for (int i = 0; i < c_params.iterations; i++) fall -= c_params.vignette * (dx * dx + dy * dy);
  for (int t = 0; t < c_params.taps; t++) r += row[min(x + t, c_params.width - 1)] * c_params.bias;
  for (int t = 0; t < c_params.taps; t++) g += row[max(x - t, 0)] * c_params.bias;
  for (int i = 0; i < c_params.iterations; i++) { r *= fall; g *= fall; b *= fall; }
  for (int i = 0; i < c_params.iterations; i++) r = r * c_params.gain + c_params.black;
  for (int i = 0; i < c_params.iterations; i++) g = g * c_params.gain + c_params.black;
  for (int i = 0; i < c_params.iterations; i++) b = b * c_params.gain + c_params.black;
  float *o = out + (size_t)y * c_params.width * 3;
  o[3 * x + 0] = r;
  o[3 * x + 1] = g;
  o[3 * x + 2] = b;
  float s = r + g + b;
  for (int i = 0; i < c_params.iterations; i++) s = s * c_params.white - c_params.black;
  stats[(size_t)y * c_params.width + x] = s;
}
