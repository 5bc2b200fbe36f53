// Gaussian-basis one- and two-electron integrals (s and p shells) in double precision:
// Boys function by series / asymptotic form with recursions, a Taylor table, Obara-Saika
// overlap and kinetic integrals, nuclear attraction and contracted (ss|ss) repulsion integrals.
#include <cuda_runtime.h>
#include <stdint.h>

#define BOYS_MMAX 8
#define TAB_M (BOYS_MMAX + 6)
#define MAX_PRIM 6

// Basis arrays: shell {first primitive, primitive count, l, atom}, exponents, contraction
// coefficients, atom centres (3 per atom).
struct BasisSet {
  const int4* shell;
  const double* exps;
  const double* coefs;
  const double* xyz;
  int nshell, nprim_total, natom;
};

struct BasisDims {
  int nshell, nprim_total, natom, pad_;
};

__device__ __forceinline__ BasisSet make_basis(const int4* shell, const double* exps, const double* coefs,
                                               const double* xyz, BasisDims d)
{
  BasisSet b;
  b.shell = shell; b.exps = exps; b.coefs = coefs; b.xyz = xyz;
  b.nshell = min(d.nshell, 16384); b.nprim_total = min(d.nprim_total, 32768); b.natom = min(max(d.natom, 0), 4096);
  return b;
}

#define BASIS_PARAMS const int4* __restrict__ shell, const double* __restrict__ exps, \
  const double* __restrict__ coefs, const double* __restrict__ xyz, BasisDims dims

struct ShellView {
  int p0, np, l;
  double A[3];
};

// F_m(T) for m = 0..mmax: series for F_mmax and downward recursion, or the asymptotic F_0
// with upward recursion for large T.
__device__ __noinline__ void boys_eval(int mmax, double T, double* F)
{
  mmax = min(max(mmax, 0), TAB_M);
  T = fmin(fmax(T, 0.0), 1.0e6);
  const double eT = exp(-T);
  if (T < 30.0) {
    double term = 1.0 / (2 * mmax + 1), sum = term;
    for (int k = 1; k < 256; ++k) {
      term *= 2.0 * T / (2 * mmax + 2 * k + 1);
      sum += term;
      if (term < 1e-17 * sum) break;
    }
    F[mmax] = eT * sum;
    for (int m = mmax - 1; m >= 0; --m) F[m] = (2.0 * T * F[m + 1] + eT) / (2 * m + 1);
  } else {
    F[0] = 0.5 * sqrt(3.14159265358979323846 / T);
    for (int m = 0; m < mmax; ++m) F[m + 1] = ((2 * m + 1) * F[m] - eT) / (2.0 * T);
  }
}

// Six-term Taylor expansion around the nearest grid point; asymptotic form past the table.
__device__ double boys_taylor(const double* __restrict__ table, int ngrid, double dT, int m, double T)
{
  m = min(max(m, 0), BOYS_MMAX);
  T = fmax(T, 0.0);
  if (ngrid < 2 || !(dT > 0.0) || T >= (ngrid - 1) * dT) {
    double F[TAB_M + 1];
    boys_eval(m, T, F);
    return F[m];
  }
  const int i = min((int)(T / dT + 0.5), ngrid - 1);
  const double dx = i * dT - T;
  double f = 0.0, fact = 1.0, pw = 1.0;
#pragma unroll
  for (int k = 0; k < 6; ++k) {
    f += table[(size_t)(m + k) * ngrid + i] * pw / fact;
    pw *= dx;
    fact *= (k + 1);
  }
  return f;
}

__device__ ShellView load_shell(const BasisSet& bs, int s)
{
  ShellView v;
  const int4 info = bs.shell[s];
  v.np = min(max(info.y, 0), MAX_PRIM);
  v.np = min(v.np, bs.nprim_total);
  v.p0 = min(max(info.x, 0), bs.nprim_total - v.np);
  v.l = min(max(info.z, 0), 1);
  const int atom = bs.natom > 0 ? ((info.w % bs.natom) + bs.natom) % bs.natom : 0;
#pragma unroll
  for (int d = 0; d < 3; ++d) v.A[d] = bs.natom > 0 ? bs.xyz[3 * atom + d] : 0.0;
  return v;
}

extern "C" __global__ void boys_table_build(double* __restrict__ table, int ngrid, double dT)
{
  if (ngrid < 1 || ngrid > 2048 || !(dT > 0.0) || dT > 1.0) return;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < ngrid; i += gridDim.x * blockDim.x) {
    double F[TAB_M + 1];
    boys_eval(TAB_M, i * dT, F);
#pragma unroll
    for (int m = 0; m <= TAB_M; ++m) table[(size_t)m * ngrid + i] = F[m];
  }
}

// 1-D Obara-Saika overlap table S[i][j], i <= 1, j <= 3 (j + 2 for the kinetic term).
__device__ __forceinline__ void os_overlap_1d(double XPA, double XPB, double inv2p, double s00, double S[2][4])
{
  S[0][0] = s00;
  for (int j = 0; j < 3; ++j) S[0][j + 1] = XPB * S[0][j] + (j > 0 ? j * inv2p * S[0][j - 1] : 0.0);
  for (int j = 0; j < 4; ++j) S[1][j] = XPA * S[0][j] + (j > 0 ? j * inv2p * S[0][j - 1] : 0.0);
}

// Contracted overlap and kinetic blocks (up to 3x3 components) for a list of shell pairs.
extern "C" __global__ void overlap_kinetic_sp(BASIS_PARAMS, const int2* __restrict__ pairs, int npairs,
                                              double* __restrict__ S_out, double* __restrict__ T_out)
{
  const BasisSet bs = make_basis(shell, exps, coefs, xyz, dims);
  if (bs.nshell < 1 || bs.nprim_total < 1) return;
  const int pi = blockIdx.x * blockDim.x + threadIdx.x;
  if (pi >= npairs) return;
  const int2 pr = pairs[pi];
  const ShellView a = load_shell(bs, ((pr.x % bs.nshell) + bs.nshell) % bs.nshell);
  const ShellView b = load_shell(bs, ((pr.y % bs.nshell) + bs.nshell) % bs.nshell);
  const int na = a.l ? 3 : 1, nb = b.l ? 3 : 1;
  double Sacc[9], Tacc[9];
#pragma unroll
  for (int t = 0; t < 9; ++t) { Sacc[t] = 0.0; Tacc[t] = 0.0; }
  double AB2 = 0.0;
#pragma unroll
  for (int d = 0; d < 3; ++d) AB2 += (a.A[d] - b.A[d]) * (a.A[d] - b.A[d]);
  for (int ia = 0; ia < a.np; ++ia) {
    const double ea = fmax(bs.exps[a.p0 + ia], 1e-6), ca = bs.coefs[a.p0 + ia];
    for (int ib = 0; ib < b.np; ++ib) {
      const double eb = fmax(bs.exps[b.p0 + ib], 1e-6), cb = bs.coefs[b.p0 + ib];
      const double p = ea + eb, inv2p = 0.5 / p, mu = ea * eb / p;
      const double K = exp(-mu * AB2);
      double S1[3][2][4];
      for (int d = 0; d < 3; ++d) {
        const double P = (ea * a.A[d] + eb * b.A[d]) / p;
        os_overlap_1d(P - a.A[d], P - b.A[d], inv2p, sqrt(3.14159265358979323846 / p), S1[d]);
      }
      for (int u = 0; u < na; ++u) {
        for (int v = 0; v < nb; ++v) {
          double sx[3], tx[3];
          for (int d = 0; d < 3; ++d) {
            const int i = (a.l && d == u) ? 1 : 0;
            const int j = (b.l && d == v) ? 1 : 0;
            sx[d] = S1[d][i][j];
            tx[d] = eb * (2 * j + 1) * S1[d][i][j] - 2.0 * eb * eb * S1[d][i][j + 2];
          }
          const double w = ca * cb * K;
          Sacc[u * 3 + v] += w * sx[0] * sx[1] * sx[2];
          Tacc[u * 3 + v] += w * (tx[0] * sx[1] * sx[2] + sx[0] * tx[1] * sx[2] + sx[0] * sx[1] * tx[2]);
        }
      }
    }
  }
#pragma unroll
  for (int t = 0; t < 9; ++t) {
    S_out[(size_t)pi * 9 + t] = Sacc[t];
    T_out[(size_t)pi * 9 + t] = Tacc[t];
  }
}

// s-s nuclear attraction summed over point charges, Boys function from the Taylor table.
extern "C" __global__ void nuclear_attraction_ss(BASIS_PARAMS, const double* __restrict__ charges,
                                                 const int2* __restrict__ pairs, int npairs,
                                                 const double* __restrict__ table, int ngrid, double dT,
                                                 double* __restrict__ V_out)
{
  const BasisSet bs = make_basis(shell, exps, coefs, xyz, dims);
  if (bs.nshell < 1 || bs.nprim_total < 1) return;
  const int natom = min(max(bs.natom, 0), 64);
  ngrid = min(max(ngrid, 0), 2048);
  const int pi = blockIdx.x * blockDim.x + threadIdx.x;
  if (pi >= npairs) return;
  const int2 pr = pairs[pi];
  const ShellView a = load_shell(bs, ((pr.x % bs.nshell) + bs.nshell) % bs.nshell);
  const ShellView b = load_shell(bs, ((pr.y % bs.nshell) + bs.nshell) % bs.nshell);
  double AB2 = 0.0;
  for (int d = 0; d < 3; ++d) AB2 += (a.A[d] - b.A[d]) * (a.A[d] - b.A[d]);
  double acc = 0.0;
  for (int ia = 0; ia < a.np; ++ia) {
    const double ea = fmax(bs.exps[a.p0 + ia], 1e-6), ca = bs.coefs[a.p0 + ia];
    for (int ib = 0; ib < b.np; ++ib) {
      const double eb = fmax(bs.exps[b.p0 + ib], 1e-6), cb = bs.coefs[b.p0 + ib];
      const double p = ea + eb;
      const double K = exp(-ea * eb / p * AB2);
      double P[3];
      for (int d = 0; d < 3; ++d) P[d] = (ea * a.A[d] + eb * b.A[d]) / p;
      double vsum = 0.0;
      for (int c = 0; c < natom; ++c) {
        const double dx = P[0] - bs.xyz[3 * c], dy = P[1] - bs.xyz[3 * c + 1], dz = P[2] - bs.xyz[3 * c + 2];
        vsum -= charges[c] * boys_taylor(table, ngrid, dT, 0, p * (dx * dx + dy * dy + dz * dz));
      }
      acc += ca * cb * K * (2.0 * 3.14159265358979323846 / p) * vsum;
    }
  }
  V_out[pi] = acc;
}

// Contracted (ab|cd) over s shells, primitive pairs screened by their prefactor.
extern "C" __global__ void eri_ssss_contracted(BASIS_PARAMS, const int4* __restrict__ quartets, int nquart,
                                               const double* __restrict__ table, int ngrid, double dT,
                                               double screen, double* __restrict__ eri_out)
{
  const BasisSet bs = make_basis(shell, exps, coefs, xyz, dims);
  if (bs.nshell < 1 || bs.nprim_total < 1) return;
  ngrid = min(max(ngrid, 0), 2048);
  for (int qi = blockIdx.x * blockDim.x + threadIdx.x; qi < nquart; qi += gridDim.x * blockDim.x) {
    const int4 q = quartets[qi];
    const int ns = bs.nshell;
    const ShellView A = load_shell(bs, ((q.x % ns) + ns) % ns);
    const ShellView B = load_shell(bs, ((q.y % ns) + ns) % ns);
    const ShellView C = load_shell(bs, ((q.z % ns) + ns) % ns);
    const ShellView D = load_shell(bs, ((q.w % ns) + ns) % ns);
    double AB2 = 0.0, CD2 = 0.0;
    for (int d = 0; d < 3; ++d) {
      AB2 += (A.A[d] - B.A[d]) * (A.A[d] - B.A[d]);
      CD2 += (C.A[d] - D.A[d]) * (C.A[d] - D.A[d]);
    }
    double acc = 0.0;
    for (int ia = 0; ia < A.np; ++ia)
      for (int ib = 0; ib < B.np; ++ib) {
        const double ea = fmax(bs.exps[A.p0 + ia], 1e-6), eb = fmax(bs.exps[B.p0 + ib], 1e-6);
        const double p = ea + eb;
        const double kab = bs.coefs[A.p0 + ia] * bs.coefs[B.p0 + ib] * exp(-ea * eb / p * AB2);
        if (fabs(kab) < screen) continue;
        double P[3];
        for (int d = 0; d < 3; ++d) P[d] = (ea * A.A[d] + eb * B.A[d]) / p;
        for (int ic = 0; ic < C.np; ++ic)
          for (int id = 0; id < D.np; ++id) {
            const double ec = fmax(bs.exps[C.p0 + ic], 1e-6), ed = fmax(bs.exps[D.p0 + id], 1e-6);
            const double qq = ec + ed;
            const double kcd = bs.coefs[C.p0 + ic] * bs.coefs[D.p0 + id] * exp(-ec * ed / qq * CD2);
            if (fabs(kab * kcd) < screen) continue;
            double PQ2 = 0.0;
            for (int d = 0; d < 3; ++d) {
              const double Qd = (ec * C.A[d] + ed * D.A[d]) / qq;
              PQ2 += (P[d] - Qd) * (P[d] - Qd);
            }
            const double rho = p * qq / (p + qq);
            const double pref = 34.986836655249725 / (p * qq * sqrt(p + qq));   // 2 pi^(5/2)
            acc += kab * kcd * pref * boys_taylor(table, ngrid, dT, 0, rho * PQ2);
          }
      }
    eri_out[qi] = acc;
  }
}
