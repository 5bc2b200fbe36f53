// Batched tridiagonal solvers for a_i x_{i-1} + b_i x_i + c_i x_{i+1} = d_i (a_0 and
// c_{n-1} ignored).
//
//   thomas_batched_f64     one system per thread, double, the Thomas algorithm (forward
//                          elimination into a workspace of modified c' and d', back
//                          substitution). Systems are interleaved (equation i of system s at
//                          i * batch + s) so a warp's accesses coalesce; 64-bit indexing.
//                          A zero pivot flags the system in `info` and leaves x untouched.
//                          launch: block 128, grid ceil(batch/128).
//   cyclic_reduction_f32   one system per thread block per iteration (grid-stride over
//                          systems), float, cyclic reduction in shared memory. The system is
//                          padded to the next power of two with identity rows, reduced
//                          log2(m) - 1 levels (each level's active rows strided over the
//                          block), then substituted back level by level; a barrier separates
//                          the levels. Any block size works. launch: block 128, grid 4.
#include <cuda_runtime.h>

extern "C" __global__ void thomas_batched_f64(const double *__restrict__ a, const double *__restrict__ b,
                                              const double *__restrict__ c, const double *__restrict__ d,
                                              double *__restrict__ x, double *__restrict__ cwork,
                                              double *__restrict__ dwork, int *__restrict__ info, int n,
                                              int batch) {
  const long long s = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (s >= batch || n <= 0) return;
  const long long ld = batch;

  double denom = b[s];
  if (denom == 0.0) {
    info[s] = 1;
    return;
  }
  double cp = c[s] / denom;
  double dp = d[s] / denom;
  cwork[s] = cp;
  dwork[s] = dp;
  for (int i = 1; i < n; ++i) {
    const long long k = (long long)i * ld + s;
    const double ai = a[k];
    denom = b[k] - ai * cp;
    if (denom == 0.0) {
      info[s] = i + 1;
      return;
    }
    const double inv = 1.0 / denom;
    cp = (i + 1 < n) ? c[k] * inv : 0.0;
    dp = (d[k] - ai * dp) * inv;
    cwork[k] = cp;
    dwork[k] = dp;
  }

  double xi = dp;
  x[(long long)(n - 1) * ld + s] = xi;
  for (int i = n - 2; i >= 0; --i) {
    const long long k = (long long)i * ld + s;
    xi = dwork[k] - cwork[k] * xi;
    x[k] = xi;
  }
  info[s] = 0;
}

#define CR_MAX 512

extern "C" __global__ void cyclic_reduction_f32(const float *__restrict__ a, const float *__restrict__ b,
                                                const float *__restrict__ c, const float *__restrict__ d,
                                                float *__restrict__ x, int n, int nsys) {
  __shared__ float sa[CR_MAX], sb[CR_MAX], sc[CR_MAX], sd[CR_MAX], sx[CR_MAX];
  if (n <= 0 || n > CR_MAX) return;
  int m = 1;
  while (m < n) m <<= 1;
  const int tid = threadIdx.x, nt = blockDim.x;

  for (int sys = blockIdx.x; sys < nsys; sys += gridDim.x) {
    const size_t base = (size_t)sys * n;
    for (int i = tid; i < m; i += nt) {
      if (i < n) {
        sa[i] = i > 0 ? a[base + i] : 0.f;
        sb[i] = b[base + i];
        sc[i] = i + 1 < n ? c[base + i] : 0.f;
        sd[i] = d[base + i];
      } else {  // padding: x_i = 0, decoupled from the real rows
        sa[i] = 0.f;
        sb[i] = 1.f;
        sc[i] = 0.f;
        sd[i] = 0.f;
      }
    }
    __syncthreads();

    // Forward reduction: level `st` updates rows 2*st-1, 4*st-1, ... from rows +-st.
    for (int st = 1; st < m; st <<= 1) {
      const int step = st << 1;
      const int active = m / step;
      for (int t = tid; t < active; t += nt) {
        const int i = step * t + step - 1;
        const int il = i - st;
        const int ir = i + st;
        const float alpha = -sa[i] / sb[il];
        float bi = sb[i] + alpha * sc[il];
        float di = sd[i] + alpha * sd[il];
        float ci = 0.f;
        if (ir < m) {
          const float gamma = -sc[i] / sb[ir];
          bi += gamma * sa[ir];
          di += gamma * sd[ir];
          ci = gamma * sc[ir];
        }
        sa[i] = alpha * sa[il];
        sb[i] = bi;
        sc[i] = ci;
        sd[i] = di;
      }
      __syncthreads();
    }

    if (tid == 0) sx[m - 1] = sd[m - 1] / sb[m - 1];
    __syncthreads();

    // Back substitution: level `st` solves rows st-1, 3*st-1, ... from rows +-st.
    for (int st = m >> 1; st >= 1; st >>= 1) {
      const int step = st << 1;
      const int active = m / step;
      for (int t = tid; t < active; t += nt) {
        const int i = step * t + st - 1;
        const float xl = i - st >= 0 ? sx[i - st] : 0.f;
        const float xr = i + st < m ? sx[i + st] : 0.f;
        sx[i] = (sd[i] - sa[i] * xl - sc[i] * xr) / sb[i];
      }
      __syncthreads();
    }

    for (int i = tid; i < n; i += nt) x[base + i] = sx[i];
    __syncthreads();  // shared arrays are refilled for the next system
  }
}
