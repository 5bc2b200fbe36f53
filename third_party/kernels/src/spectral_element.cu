// Spectral-element operators on hexahedra with tensor-product bases (Nek5000 / libCEED style).
//   sem_ax_hex8_f32        matrix-free Poisson operator w = D^T G D u on N = 8 GLL points per
//                          direction (p = 7): one element per block (block-stride over the
//                          elements), a 2D slab of N x N threads each owning an (i, j) column
//                          and marching over k; u, D and the three reference gradients staged in
//                          shared memory; the six symmetric geometric factors per node read from
//                          global memory (g[e][6][N^3]); two barrier-separated contraction phases
//                          with fully unrolled inner products.
//   sem_interp_gll_f64     interpolation of element fields from NP GLL points to NQ points per
//                          direction (fp64), as three sum-factorised passes through shared memory;
//                          the 1D contraction is a template left out of line (__noinline__), and
//                          the threads stride over each pass's outputs (any block size).
// launch: sem_ax_hex8_f32 block 64 (8 x 8 as 64 x 1 is fine), grid min(nelem, #SM*k);
//         sem_interp_gll_f64 block 128, grid nelem
#include <cuda_runtime.h>

#define AXN 8
#define AXN2 (AXN * AXN)
#define AXN3 (AXN * AXN * AXN)

extern "C" __global__ void __launch_bounds__(256)
sem_ax_hex8_f32(const float *__restrict__ u, const float *__restrict__ geo, const float *__restrict__ dmat,
                float *__restrict__ w, int nelem, float lambda) {
  __shared__ float s_d[AXN][AXN + 1];
  __shared__ float s_u[AXN][AXN][AXN];
  __shared__ float s_r[AXN][AXN][AXN];
  __shared__ float s_s[AXN][AXN][AXN];
  __shared__ float s_t[AXN][AXN][AXN];

  const int tid = threadIdx.x + threadIdx.y * blockDim.x;
  const int nthreads = blockDim.x * blockDim.y;
  const bool active = tid < AXN2;
  const int i = tid % AXN;
  const int j = (tid / AXN) % AXN;

  for (int e = blockIdx.x; e < nelem; e += gridDim.x) {
    const size_t ebase = (size_t)e * AXN3;
    for (int t = tid; t < AXN2; t += nthreads)
      s_d[t / AXN][t % AXN] = dmat[t];
    if (active) {
#pragma unroll
      for (int k = 0; k < AXN; ++k)
        s_u[k][j][i] = u[ebase + k * AXN2 + j * AXN + i];
    }
    __syncthreads();

    if (active) {
      for (int k = 0; k < AXN; ++k) {
        float ur = 0.f, us = 0.f, ut = 0.f;
#pragma unroll
        for (int m = 0; m < AXN; ++m) {
          ur += s_d[i][m] * s_u[k][j][m];
          us += s_d[j][m] * s_u[k][m][i];
          ut += s_d[k][m] * s_u[m][j][i];
        }
        const size_t g = (size_t)e * 6 * AXN3 + k * AXN2 + j * AXN + i;
        const float g00 = geo[g], g01 = geo[g + AXN3], g02 = geo[g + 2 * AXN3];
        const float g11 = geo[g + 3 * AXN3], g12 = geo[g + 4 * AXN3], g22 = geo[g + 5 * AXN3];
        s_r[k][j][i] = g00 * ur + g01 * us + g02 * ut;
        s_s[k][j][i] = g01 * ur + g11 * us + g12 * ut;
        s_t[k][j][i] = g02 * ur + g12 * us + g22 * ut;
      }
    }
    __syncthreads();

    if (active) {
      for (int k = 0; k < AXN; ++k) {
        float acc = 0.f;
#pragma unroll
        for (int m = 0; m < AXN; ++m)
          acc += s_d[m][i] * s_r[k][j][m] + s_d[m][j] * s_s[k][m][i] + s_d[m][k] * s_t[m][j][i];
        // Helmholtz shift (unit-mass approximation): w = A u + lambda u
        w[ebase + k * AXN2 + j * AXN + i] = acc + lambda * s_u[k][j][i];
      }
    }
    __syncthreads(); // the next element overwrites the shared slabs
  }
}

#define NP 5
#define NQ 6

// out[c][b][a'] = sum_a J[a'][a] in[c][b][a] for the fastest index, written with the fastest
// index rotated to the slowest place so that three calls contract x, y and z in turn.
template <int NIN, int NOUT, int NB, int NC>
static __device__ __noinline__ void contract_rotate(const double *J, const double *in, double *out) {
  const int total = NOUT * NB * NC;
  for (int t = threadIdx.x; t < total; t += blockDim.x) {
    const int ap = t / (NB * NC);
    const int rem = t - ap * (NB * NC);
    const int c = rem / NB;
    const int b = rem - c * NB;
    const double *row = in + (c * NB + b) * NIN;
    double acc = 0.0;
#pragma unroll
    for (int a = 0; a < NIN; ++a)
      acc += J[ap * NIN + a] * row[a];
    // rotated layout: [ap][c][b] so the next pass sees b as its fastest index
    out[(ap * NC + c) * NB + b] = acc;
  }
}

extern "C" __global__ void __launch_bounds__(128)
sem_interp_gll_f64(const double *__restrict__ uin, const double *__restrict__ jmat, double *__restrict__ uout,
                   int nelem) {
  __shared__ double s_j[NQ * NP];
  __shared__ double s_a[NQ * NQ * NQ];
  __shared__ double s_b[NQ * NQ * NQ];

  for (int t = threadIdx.x; t < NQ * NP; t += blockDim.x)
    s_j[t] = jmat[t];

  for (int e = blockIdx.x; e < nelem; e += gridDim.x) {
    for (int t = threadIdx.x; t < NP * NP * NP; t += blockDim.x)
      s_a[t] = uin[(size_t)e * (NP * NP * NP) + t];
    __syncthreads();
    contract_rotate<NP, NQ, NP, NP>(s_j, s_a, s_b); // [z][y][x] -> [x'][z][y]
    __syncthreads();
    contract_rotate<NP, NQ, NP, NQ>(s_j, s_b, s_a); // -> [y'][x'][z]
    __syncthreads();
    contract_rotate<NP, NQ, NQ, NQ>(s_j, s_a, s_b); // -> [z'][y'][x']
    __syncthreads();
    for (int t = threadIdx.x; t < NQ * NQ * NQ; t += blockDim.x)
      uout[(size_t)e * (NQ * NQ * NQ) + t] = s_b[t];
    __syncthreads();
  }
}
