// Unstructured-mesh Euler flux (CFD-style): every cell gathers four neighbours through a
// 64-bit index table and accumulates a Rusanov flux. The neighbour loop is `#pragma unroll`ed;
// the __constant__ coefficient arrays, the cell's own state and its 64-bit offsets are
// loop-invariant terms reused across the unrolled iterations.
#include <cuda_runtime.h>

#define NNB 4
#define NVAR 5
#define GAMMA 1.4f

__constant__ float c_face_weight[NNB];
__constant__ float c_far_field[NVAR];
__constant__ float c_var_scale[NVAR];
__constant__ float c_smoothing[NNB];

__device__ __forceinline__ float pressure(float rho, float mx, float my, float mz, float e) {
  float ke = 0.5f * (mx * mx + my * my + mz * mz) / rho;
  return (GAMMA - 1.0f) * (e - ke);
}

extern "C" __global__ void cfd_compute_flux(const long long *__restrict__ neighbours,
                                            const float *__restrict__ normals,
                                            const float *__restrict__ vars,
                                            float *__restrict__ fluxes, long long ncells) {
  long long cell = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (cell >= ncells) return;
  float rho = vars[cell + 0 * ncells];
  float mx = vars[cell + 1 * ncells];
  float my = vars[cell + 2 * ncells];
  float mz = vars[cell + 3 * ncells];
  float e = vars[cell + 4 * ncells];
  float p = pressure(rho, mx, my, mz, e);
  float c = sqrtf(GAMMA * p / rho);
  float frho = 0.f, fmx = 0.f, fmy = 0.f, fmz = 0.f, fe = 0.f;
#pragma unroll
  for (int j = 0; j < NNB; j++) {
    long long nb = neighbours[cell + j * ncells];
    float nx = normals[cell + (j * 3 + 0) * ncells];
    float ny = normals[cell + (j * 3 + 1) * ncells];
    float nz = normals[cell + (j * 3 + 2) * ncells];
    float area = sqrtf(nx * nx + ny * ny + nz * nz);
    float w = c_face_weight[j] * area;
    float orho, omx, omy, omz, oe;
    if (nb >= 0 && nb < ncells) {
      orho = vars[nb + 0 * ncells];
      omx = vars[nb + 1 * ncells];
      omy = vars[nb + 2 * ncells];
      omz = vars[nb + 3 * ncells];
      oe = vars[nb + 4 * ncells];
    } else {
      orho = c_far_field[0] * c_var_scale[0];
      omx = c_far_field[1] * c_var_scale[1];
      omy = c_far_field[2] * c_var_scale[2];
      omz = c_far_field[3] * c_var_scale[3];
      oe = c_far_field[4] * c_var_scale[4];
    }
    float op = pressure(orho, omx, omy, omz, oe);
    float oc = sqrtf(GAMMA * op / orho);
    float un = (mx * nx + my * ny + mz * nz) / rho;
    float oun = (omx * nx + omy * ny + omz * nz) / orho;
    float lambda = fmaxf(fabsf(un) + c, fabsf(oun) + oc) * c_smoothing[j];
    frho += w * (0.5f * (rho * un + orho * oun) - lambda * (orho - rho));
    fmx += w * (0.5f * (mx * un + omx * oun + (p + op) * nx) - lambda * (omx - mx));
    fmy += w * (0.5f * (my * un + omy * oun + (p + op) * ny) - lambda * (omy - my));
    fmz += w * (0.5f * (mz * un + omz * oun + (p + op) * nz) - lambda * (omz - mz));
    fe += w * (0.5f * ((e + p) * un + (oe + op) * oun) - lambda * (oe - e));
  }
  fluxes[cell + 0 * ncells] = frho * c_var_scale[0];
  fluxes[cell + 1 * ncells] = fmx * c_var_scale[1];
  fluxes[cell + 2 * ncells] = fmy * c_var_scale[2];
  fluxes[cell + 3 * ncells] = fmz * c_var_scale[3];
  fluxes[cell + 4 * ncells] = fe * c_var_scale[4];
}

// Explicit time step on the same layout: the RK stage coefficient and the per-variable
// scales come from constant memory and are reused by every unrolled variable update.
__constant__ float c_rk_alpha[3];

extern "C" __global__ void cfd_time_step(int stage, long long ncells, const float *__restrict__ old_vars,
                                         float *__restrict__ vars, const float *__restrict__ fluxes,
                                         const float *__restrict__ step_factors) {
  long long cell = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (cell >= ncells) return;
  float factor = step_factors[cell] * c_rk_alpha[stage % 3];
#pragma unroll
  for (int v = 0; v < NVAR; v++) {
    long long at = cell + (long long)v * ncells;
    vars[at] = old_vars[at] + factor * fluxes[at] * c_var_scale[v];
  }
}
