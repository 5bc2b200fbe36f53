// Speckle-reducing anisotropic diffusion (SRAD) on an ultrasound image, three kernels:
//   srad_roi_stats       per-block sum and sum of squares over a region of interest
//                        (the host folds the partials into q0^2 = var / mean^2)
//   srad_diffusion_coeff directional derivatives and the diffusion coefficient c, reading
//                        the image through a shared tile with a one-cell halo whose size
//                        follows blockDim (dynamic shared memory, (bx+2)*(by+2) floats)
//   srad_update          divergence of c * grad(J) and the explicit time step
// Image borders replicate the edge pixel (Neumann boundary).
// launch: srad_roi_stats block 256; the others block 16x16, shared (16+2)*(16+2)*4 bytes
#include <cuda_runtime.h>

extern "C" __global__ void __launch_bounds__(256)
srad_roi_stats(const float *__restrict__ img, float *__restrict__ partials, int cols, int r0, int r1, int c0,
               int c1) {
  __shared__ float s_sum[256];
  __shared__ float s_sq[256];
  const int roi_w = c1 - c0 + 1;
  const int roi_n = (r1 - r0 + 1) * roi_w;
  float sum = 0.0f, sq = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < roi_n; i += gridDim.x * blockDim.x) {
    const int r = r0 + i / roi_w;
    const int c = c0 + i % roi_w;
    const float v = img[(size_t)r * cols + c];
    sum += v;
    sq += v * v;
  }
  s_sum[threadIdx.x] = sum;
  s_sq[threadIdx.x] = sq;
  __syncthreads();
  for (int half = blockDim.x / 2; half > 0; half >>= 1) {
    if (threadIdx.x < half) {
      s_sum[threadIdx.x] += s_sum[threadIdx.x + half];
      s_sq[threadIdx.x] += s_sq[threadIdx.x + half];
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    partials[2 * blockIdx.x] = s_sum[0];
    partials[2 * blockIdx.x + 1] = s_sq[0];
  }
}

extern "C" __global__ void
srad_diffusion_coeff(const float *__restrict__ J, float *__restrict__ dN, float *__restrict__ dS,
                     float *__restrict__ dW, float *__restrict__ dE, float *__restrict__ c, int rows, int cols,
                     float q0sqr) {
  extern __shared__ float tile[];
  const int pitch = blockDim.x + 2;
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int col = blockIdx.x * blockDim.x + tx;
  const int row = blockIdx.y * blockDim.y + ty;
  const int rc = min(row, rows - 1), cc = min(col, cols - 1);
  const int here = (ty + 1) * pitch + tx + 1;

  tile[here] = J[rc * cols + cc];
  if (tx == 0)
    tile[here - 1] = J[rc * cols + max(cc - 1, 0)];
  if (tx == blockDim.x - 1)
    tile[here + 1] = J[rc * cols + min(cc + 1, cols - 1)];
  if (ty == 0)
    tile[here - pitch] = J[max(rc - 1, 0) * cols + cc];
  if (ty == blockDim.y - 1)
    tile[here + pitch] = J[min(rc + 1, rows - 1) * cols + cc];
  __syncthreads();

  if (row >= rows || col >= cols)
    return;

  const float jc = tile[here];
  const float n = tile[here - pitch] - jc;
  const float s = tile[here + pitch] - jc;
  const float w = tile[here - 1] - jc;
  const float e = tile[here + 1] - jc;

  // Instantaneous coefficient of variation.
  const float g2 = (n * n + s * s + w * w + e * e) / (jc * jc);
  const float l = (n + s + w + e) / jc;
  const float num = 0.5f * g2 - (1.0f / 16.0f) * (l * l);
  float den = 1.0f + 0.25f * l;
  const float qsqr = num / (den * den);

  den = (qsqr - q0sqr) / (q0sqr * (1.0f + q0sqr));
  float coeff = 1.0f / (1.0f + den);
  coeff = fminf(fmaxf(coeff, 0.0f), 1.0f);

  const size_t idx = (size_t)row * cols + col;
  dN[idx] = n;
  dS[idx] = s;
  dW[idx] = w;
  dE[idx] = e;
  c[idx] = coeff;
}

extern "C" __global__ void
srad_update(float *__restrict__ J, const float *__restrict__ c, const float *__restrict__ dN,
            const float *__restrict__ dS, const float *__restrict__ dW, const float *__restrict__ dE, int rows,
            int cols, float lambda) {
  const int col = blockIdx.x * blockDim.x + threadIdx.x;
  const int row = blockIdx.y * blockDim.y + threadIdx.y;
  if (row >= rows || col >= cols)
    return;
  const size_t idx = (size_t)row * cols + col;
  const size_t south = (size_t)min(row + 1, rows - 1) * cols + col;
  const size_t east = (size_t)row * cols + min(col + 1, cols - 1);

  const float cN = c[idx];
  const float cS = c[south];
  const float cW = c[idx];
  const float cE = c[east];
  const float div = cN * dN[idx] + cS * dS[idx] + cW * dW[idx] + cE * dE[idx];
  J[idx] = J[idx] + 0.25f * lambda * div;
}
