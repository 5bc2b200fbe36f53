// Device functions that -O3 copies (byval-promote for the by-value struct, memory-space-opt
// for the local array), compiled with -g: each copy needs debug information of its own or
// none, since LLVM lets one DISubprogram describe one function.
struct P { double x, y; };
__device__ __noinline__ double cross(P a, P b) { return a.x * b.y - a.y * b.x; }
__device__ __noinline__ double sum(const double *a, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
extern "C" __global__ void cloned_with_debug_info(double *out, const double *in) {
  int i = threadIdx.x;
  P a = {in[i], in[i + 1]};
  P b = {in[i + 2], 3.0};
  double local[4];
  for (int j = 0; j < 4; j++) local[j] = in[i + j];
  out[i] = cross(a, b) + sum(local, 4) + sum(in, i);
}
