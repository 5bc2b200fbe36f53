// Chemical kinetics integrated with classic RK4 and step doubling, one reaction cell per
// thread: each step is taken once with h and twice with h/2, and the difference decides
// whether h grows or shrinks. The RK4 step (four right-hand-side evaluations) is a large
// __device__ template called three times per iteration, which clang -O3 leaves out of line;
// it is instantiated for float and double (two kernels); the Arrhenius factor is __noinline__.
#include <cuda_runtime.h>

#define NSPEC 6

__constant__ float c_pre_exp[8];
__constant__ float c_activation[8];

__device__ __noinline__ float arrhenius(float temperature, int reaction) {
  return c_pre_exp[reaction] * expf(-c_activation[reaction] / temperature) * powf(temperature, 0.5f);
}

template <typename T>
__device__ void reaction_rates(const T *y, T temperature, T *dydt) {
  T k[8];
#pragma unroll
  for (int r = 0; r < 8; r++) k[r] = (T)arrhenius((float)temperature, r);
  T r0 = k[0] * y[0] * y[1];
  T r1 = k[1] * y[2];
  T r2 = k[2] * y[1] * y[3];
  T r3 = k[3] * y[4] * y[4];
  T r4 = k[4] * y[0] * y[5];
  T r5 = k[5] * y[3] * y[2];
  T r6 = k[6] * y[5];
  T r7 = k[7] * y[1] * y[1];
  dydt[0] = -r0 + r1 - r4 + r6;
  dydt[1] = -r0 - r2 + 2 * r3 - 2 * r7;
  dydt[2] = r0 - r1 - r5;
  dydt[3] = -r2 + r4 - r5 + r7;
  dydt[4] = r2 - 2 * r3 + r5;
  dydt[5] = -r4 + r5 - r6 + r7;
}

template <typename T>
__device__ void rk4_step(T *y, T temperature, T h) {
  T k1[NSPEC], k2[NSPEC], k3[NSPEC], k4[NSPEC], tmp[NSPEC];
  reaction_rates(y, temperature, k1);
  for (int s = 0; s < NSPEC; s++) tmp[s] = y[s] + h * (T)0.5 * k1[s];
  reaction_rates(tmp, temperature, k2);
  for (int s = 0; s < NSPEC; s++) tmp[s] = y[s] + h * (T)0.5 * k2[s];
  reaction_rates(tmp, temperature, k3);
  for (int s = 0; s < NSPEC; s++) tmp[s] = y[s] + h * k3[s];
  reaction_rates(tmp, temperature, k4);
  for (int s = 0; s < NSPEC; s++) y[s] += h / (T)6 * (k1[s] + 2 * k2[s] + 2 * k3[s] + k4[s]);
}

template <typename T>
__device__ void integrate(const T *state, const T *temperatures, T *out, int ncells, int steps, T h) {
  int cell = blockIdx.x * blockDim.x + threadIdx.x;
  if (cell >= ncells) return;
  T y[NSPEC];
  for (int s = 0; s < NSPEC; s++) y[s] = state[s * ncells + cell];
  T temperature = temperatures[cell];
  for (int i = 0; i < steps; i++) {
    T full[NSPEC], half[NSPEC];
    for (int s = 0; s < NSPEC; s++) full[s] = half[s] = y[s];
    rk4_step(full, temperature, h);
    rk4_step(half, temperature, h / 2);
    rk4_step(half, temperature, h / 2);
    T err = 0;
    for (int s = 0; s < NSPEC; s++) {
      T d = half[s] - full[s];
      err += d * d;
    }
    if (err > (T)1e-6) {
      h /= 2;
      continue;
    }
    for (int s = 0; s < NSPEC; s++) y[s] = half[s] < (T)0 ? (T)0 : half[s];
    if (err < (T)1e-9) h *= 2;
  }
  for (int s = 0; s < NSPEC; s++) out[s * ncells + cell] = y[s];
}

extern "C" __global__ void rk4_chemistry_f32(const float *state, const float *temperatures, float *out,
                                             int ncells, int steps, float h) {
  integrate(state, temperatures, out, ncells, steps, h);
}

extern "C" __global__ void rk4_chemistry_f64(const double *state, const double *temperatures, double *out,
                                             int ncells, int steps, double h) {
  integrate(state, temperatures, out, ncells, steps, h);
}
