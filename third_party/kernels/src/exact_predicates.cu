// Robust geometric predicates after Shewchuk: error-free two-sum / two-diff / two-product (fma),
// bounds-safe expansion sum and scale with zero elimination in __noinline__ helpers, adaptive
// orient2d (stages A-D, exact) and incircle (stages A-C), batched over point quads, near-collinear
// samples, segment pairs and Delaunay edge-flip tests, with warp-aggregated fallback statistics.
#include <cuda_runtime.h>
#include <stdint.h>

#define EPS 1.1102230246251565e-16  // 2^-53
#define RESULTERRBOUND ((3.0 + 8.0 * EPS) * EPS)
#define CCWERRBOUND_A ((3.0 + 16.0 * EPS) * EPS)
#define CCWERRBOUND_B ((2.0 + 12.0 * EPS) * EPS)
#define CCWERRBOUND_C ((9.0 + 64.0 * EPS) * EPS * EPS)
#define ICCERRBOUND_A ((10.0 + 96.0 * EPS) * EPS)
#define ICCERRBOUND_B ((4.0 + 48.0 * EPS) * EPS)
#define ICCERRBOUND_C ((44.0 + 576.0 * EPS) * EPS * EPS)

__device__ __forceinline__ void two_sum(double a, double b, double& x, double& y) {
  x = __dadd_rn(a, b);
  const double bv = __dsub_rn(x, a);
  const double av = __dsub_rn(x, bv);
  y = __dadd_rn(__dsub_rn(a, av), __dsub_rn(b, bv));
}
__device__ __forceinline__ void fast_two_sum(double a, double b, double& x, double& y) {
  x = __dadd_rn(a, b), y = __dsub_rn(b, __dsub_rn(x, a));
}
__device__ __forceinline__ double two_diff_tail(double a, double b, double x) {
  const double bv = __dsub_rn(a, x);
  const double av = __dadd_rn(x, bv);
  return __dadd_rn(__dsub_rn(a, av), __dsub_rn(bv, b));
}
__device__ __forceinline__ void two_diff(double a, double b, double& x, double& y) {
  x = __dsub_rn(a, b), y = two_diff_tail(a, b, x);
}
__device__ __forceinline__ void two_product(double a, double b, double& x, double& y) {
  x = __dmul_rn(a, b), y = fma(a, b, -x);
}
// (a1 + a0) - (b1 + b0) as a 4-term expansion x[0..3], smallest first.
__device__ __forceinline__ void two_two_diff(double a1, double a0, double b1, double b0, double* x) {
  double i, j, k0, m;
  two_diff(a0, b0, i, x[0]);
  two_sum(a1, i, j, k0);
  two_diff(k0, b1, m, x[1]);
  two_sum(j, m, x[3], x[2]);
}

__device__ __forceinline__ double estimate(int n, const double* e) {
  double q = e[0];
  for (int i = 1; i < n; ++i) q += e[i];
  return q;
}

// h = e + f with zero elimination; reads never pass elen / flen (both >= 1). |h| <= elen + flen.
__device__ __noinline__ int fast_expansion_sum_zeroelim(int elen, const double* e, int flen, const double* f,
                                                        double* h) {
  int ei = 0, fi = 0, hi = 0;
  double enow = e[0], fnow = f[0], Q, Qnew, hh;
  if ((fnow > enow) == (fnow > -enow)) { Q = enow; ++ei; enow = ei < elen ? e[ei] : 0.0; }
  else { Q = fnow; ++fi; fnow = fi < flen ? f[fi] : 0.0; }
  if (ei < elen && fi < flen) {
    if ((fnow > enow) == (fnow > -enow)) { fast_two_sum(enow, Q, Qnew, hh); ++ei; enow = ei < elen ? e[ei] : 0.0; }
    else { fast_two_sum(fnow, Q, Qnew, hh); ++fi; fnow = fi < flen ? f[fi] : 0.0; }
    Q = Qnew;
    if (hh != 0.0) h[hi++] = hh;
    while (ei < elen && fi < flen) {
      if ((fnow > enow) == (fnow > -enow)) { two_sum(Q, enow, Qnew, hh); ++ei; enow = ei < elen ? e[ei] : 0.0; }
      else { two_sum(Q, fnow, Qnew, hh); ++fi; fnow = fi < flen ? f[fi] : 0.0; }
      Q = Qnew;
      if (hh != 0.0) h[hi++] = hh;
    }
  }
  // drain whichever input is left
  const bool e_left = ei < elen;
  const double* rest = e_left ? e : f;
  for (int ri = e_left ? ei : fi, rlen = e_left ? elen : flen; ri < rlen; ++ri) {
    two_sum(Q, rest[ri], Qnew, hh);
    Q = Qnew;
    if (hh != 0.0) h[hi++] = hh;
  }
  if (Q != 0.0 || hi == 0) h[hi++] = Q;
  return hi;
}

// h = b * e with zero elimination; |h| <= 2 elen.
__device__ __noinline__ int scale_expansion_zeroelim(int elen, const double* e, double b, double* h) {
  double Q, hh, p1, p0, sum;
  int hi = 0;
  two_product(e[0], b, Q, hh);
  if (hh != 0.0) h[hi++] = hh;
  for (int i = 1; i < elen; ++i) {
    two_product(e[i], b, p1, p0);
    two_sum(Q, p0, sum, hh);
    if (hh != 0.0) h[hi++] = hh;
    fast_two_sum(p1, sum, Q, hh);
    if (hh != 0.0) h[hi++] = hh;
  }
  if (Q != 0.0 || hi == 0) h[hi++] = Q;
  return hi;
}

__device__ __noinline__ double orient2d_adapt(double2 pa, double2 pb, double2 pc, double detsum) {
  const double acx = pa.x - pc.x, bcx = pb.x - pc.x, acy = pa.y - pc.y, bcy = pb.y - pc.y;
  double dl, dlt, dr, drt, B[4], u[4], C1[8], C2[12], D[16];
  two_product(acx, bcy, dl, dlt);
  two_product(acy, bcx, dr, drt);
  two_two_diff(dl, dlt, dr, drt, B);
  double det = estimate(4, B);
  double errbound = CCWERRBOUND_B * detsum;
  if (det >= errbound || -det >= errbound) return det;
  const double acxt = two_diff_tail(pa.x, pc.x, acx), bcxt = two_diff_tail(pb.x, pc.x, bcx);
  const double acyt = two_diff_tail(pa.y, pc.y, acy), bcyt = two_diff_tail(pb.y, pc.y, bcy);
  if (acxt == 0.0 && acyt == 0.0 && bcxt == 0.0 && bcyt == 0.0) return det;
  errbound = CCWERRBOUND_C * detsum + RESULTERRBOUND * fabs(det);
  det += (acx * bcyt + bcy * acxt) - (acy * bcxt + bcx * acyt);
  if (det >= errbound || -det >= errbound) return det;
  double s1, s0, t1, t0;
  two_product(acxt, bcy, s1, s0), two_product(acyt, bcx, t1, t0);
  two_two_diff(s1, s0, t1, t0, u);
  const int c1 = fast_expansion_sum_zeroelim(4, B, 4, u, C1);
  two_product(acx, bcyt, s1, s0), two_product(acy, bcxt, t1, t0);
  two_two_diff(s1, s0, t1, t0, u);
  const int c2 = fast_expansion_sum_zeroelim(c1, C1, 4, u, C2);
  two_product(acxt, bcyt, s1, s0), two_product(acyt, bcxt, t1, t0);
  two_two_diff(s1, s0, t1, t0, u);
  const int dn = fast_expansion_sum_zeroelim(c2, C2, 4, u, D);
  return D[dn - 1];
}

// Returns the orientation determinant; *slow is set when stage A could not decide.
__device__ __forceinline__ double orient2d(double2 pa, double2 pb, double2 pc, bool* slow) {
  const double dl = __dmul_rn(pa.x - pc.x, pb.y - pc.y);
  const double dr = __dmul_rn(pa.y - pc.y, pb.x - pc.x);
  const double det = dl - dr;
  double detsum;
  *slow = false;
  if (dl > 0.0) {
    if (dr <= 0.0) return det;
    detsum = dl + dr;
  } else if (dl < 0.0) {
    if (dr >= 0.0) return det;
    detsum = -dl - dr;
  } else {
    return det;
  }
  if (det >= CCWERRBOUND_A * detsum || -det >= CCWERRBOUND_A * detsum) return det;
  *slow = true;
  return orient2d_adapt(pa, pb, pc, detsum);
}

// One lifted 2x2 minor: (x * x + y * y) * (p q - r s) as a 32-term expansion (stage B).
__device__ __noinline__ int lifted_term(double x, double y, double p, double q, double r, double s, double* out) {
  double a1, a0, b1, b0, bc[4], tx[8], txx[16], ty[8], tyy[16];
  two_product(p, q, a1, a0), two_product(r, s, b1, b0);
  two_two_diff(a1, a0, b1, b0, bc);
  const int nx = scale_expansion_zeroelim(4, bc, x, tx);
  const int nxx = scale_expansion_zeroelim(nx, tx, x, txx);
  const int ny = scale_expansion_zeroelim(4, bc, y, ty);
  const int nyy = scale_expansion_zeroelim(ny, ty, y, tyy);
  return fast_expansion_sum_zeroelim(nxx, txx, nyy, tyy, out);
}

__device__ __noinline__ double incircle_adapt(double2 pa, double2 pb, double2 pc, double2 pd, double permanent) {
  const double adx = pa.x - pd.x, bdx = pb.x - pd.x, cdx = pc.x - pd.x;
  const double ady = pa.y - pd.y, bdy = pb.y - pd.y, cdy = pc.y - pd.y;
  double adet[32], bdet[32], cdet[32], abdet[64], fin[96];
  const int alen = lifted_term(adx, ady, bdx, cdy, cdx, bdy, adet);
  const int blen = lifted_term(bdx, bdy, cdx, ady, adx, cdy, bdet);
  const int clen = lifted_term(cdx, cdy, adx, bdy, bdx, ady, cdet);
  const int ablen = fast_expansion_sum_zeroelim(alen, adet, blen, bdet, abdet);
  const int flen = fast_expansion_sum_zeroelim(ablen, abdet, clen, cdet, fin);
  double det = estimate(flen, fin);
  double errbound = ICCERRBOUND_B * permanent;
  if (det >= errbound || -det >= errbound) return det;
  const double adxt = two_diff_tail(pa.x, pd.x, adx), adyt = two_diff_tail(pa.y, pd.y, ady);
  const double bdxt = two_diff_tail(pb.x, pd.x, bdx), bdyt = two_diff_tail(pb.y, pd.y, bdy);
  const double cdxt = two_diff_tail(pc.x, pd.x, cdx), cdyt = two_diff_tail(pc.y, pd.y, cdy);
  if (adxt == 0.0 && bdxt == 0.0 && cdxt == 0.0 && adyt == 0.0 && bdyt == 0.0 && cdyt == 0.0) return det;
  errbound = ICCERRBOUND_C * permanent + RESULTERRBOUND * fabs(det);
  det += ((adx * adx + ady * ady) * ((bdx * cdyt + cdy * bdxt) - (bdy * cdxt + cdx * bdyt)) +
          2.0 * (adx * adxt + ady * adyt) * (bdx * cdy - bdy * cdx)) +
         ((bdx * bdx + bdy * bdy) * ((cdx * adyt + ady * cdxt) - (cdy * adxt + adx * cdyt)) +
          2.0 * (bdx * bdxt + bdy * bdyt) * (cdx * ady - cdy * adx)) +
         ((cdx * cdx + cdy * cdy) * ((adx * bdyt + bdy * adxt) - (ady * bdxt + bdx * adyt)) +
          2.0 * (cdx * cdxt + cdy * cdyt) * (adx * bdy - ady * bdx));
  return det;
}

__device__ __forceinline__ double incircle(double2 pa, double2 pb, double2 pc, double2 pd, bool* slow) {
  const double adx = pa.x - pd.x, bdx = pb.x - pd.x, cdx = pc.x - pd.x;
  const double ady = pa.y - pd.y, bdy = pb.y - pd.y, cdy = pc.y - pd.y;
  const double bdxcdy = __dmul_rn(bdx, cdy), cdxbdy = __dmul_rn(cdx, bdy);
  const double cdxady = __dmul_rn(cdx, ady), adxcdy = __dmul_rn(adx, cdy);
  const double adxbdy = __dmul_rn(adx, bdy), bdxady = __dmul_rn(bdx, ady);
  const double alift = __dadd_rn(__dmul_rn(adx, adx), __dmul_rn(ady, ady));
  const double blift = __dadd_rn(__dmul_rn(bdx, bdx), __dmul_rn(bdy, bdy));
  const double clift = __dadd_rn(__dmul_rn(cdx, cdx), __dmul_rn(cdy, cdy));
  const double det = __dmul_rn(alift, bdxcdy - cdxbdy) + __dmul_rn(blift, cdxady - adxcdy) +
                     __dmul_rn(clift, adxbdy - bdxady);
  const double permanent = (fabs(bdxcdy) + fabs(cdxbdy)) * alift + (fabs(cdxady) + fabs(adxcdy)) * blift +
                           (fabs(adxbdy) + fabs(bdxady)) * clift;
  *slow = false;
  const double eb = ICCERRBOUND_A * permanent;
  if (det > eb || -det > eb) return det;
  *slow = true;
  return incircle_adapt(pa, pb, pc, pd, permanent);
}

__device__ __forceinline__ int sgn(double v) { return (v > 0.0) - (v < 0.0); }

__device__ __forceinline__ void count_slow(unsigned* counter, bool slow) {
  const unsigned m = __ballot_sync(__activemask(), slow);
  if (m && (threadIdx.x & 31) == __ffs(m) - 1) atomicAdd(counter, (unsigned)__popc(m));
}

__device__ __forceinline__ int pidx(int i, int n) { return (int)((unsigned)i % (unsigned)n); }

extern "C" __global__ void incircle_batch(const double2* __restrict__ pts, int npts, const int4* __restrict__ quad,
                                          int nquad, int* __restrict__ sign, unsigned* __restrict__ stats) {
  if (npts < 1) return;
  for (int q = blockIdx.x * blockDim.x + threadIdx.x; q < nquad; q += gridDim.x * blockDim.x) {
    const int4 v = quad[q];
    bool slow;
    const double d = incircle(pts[pidx(v.x, npts)], pts[pidx(v.y, npts)], pts[pidx(v.z, npts)],
                              pts[pidx(v.w, npts)], &slow);
    sign[q] = sgn(d);
    count_slow(stats + 1, slow);
  }
}

// Segment pair classification: 0 disjoint, 1 proper crossing, 2 touching / collinear overlap.
struct Segment {
  double2 a, b;
};

extern "C" __global__ void segment_intersect_batch(const Segment* __restrict__ segs, int nsegs,
                                                   const int2* __restrict__ pairs, int npairs,
                                                   int* __restrict__ result, unsigned* __restrict__ stats) {
  if (nsegs < 1) return;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < npairs; i += gridDim.x * blockDim.x) {
    const int2 pr = pairs[i];
    const Segment s = segs[pidx(pr.x, nsegs)], t = segs[pidx(pr.y, nsegs)];
    const double2 a = s.a, b = s.b, c = t.a, d = t.b;
    bool s1, s2, s3, s4;
    const int o1 = sgn(orient2d(a, b, c, &s1)), o2 = sgn(orient2d(a, b, d, &s2));
    const int o3 = sgn(orient2d(c, d, a, &s3)), o4 = sgn(orient2d(c, d, b, &s4));
    int r = 0;
    if (o1 * o2 < 0 && o3 * o4 < 0) {
      r = 1;
    } else if (o1 == 0 || o2 == 0 || o3 == 0 || o4 == 0) {
      const bool ox = fmax(a.x, b.x) >= fmin(c.x, d.x) && fmax(c.x, d.x) >= fmin(a.x, b.x);
      const bool oy = fmax(a.y, b.y) >= fmin(c.y, d.y) && fmax(c.y, d.y) >= fmin(a.y, b.y);
      r = (ox && oy && (o1 * o2 <= 0) && (o3 * o4 <= 0)) ? 2 : 0;
    }
    result[i] = r;
    count_slow(stats, s1 || s2 || s3 || s4);
  }
}

// Delaunay flip test for edge (a, b) with opposite vertices c (left) and d (right): flip when d
// lies inside circle(a, b, c) and the quad a-d-b-c is strictly convex.
extern "C" __global__ void delaunay_flip_flags(const double2* __restrict__ pts, int npts, const int4* __restrict__ edges,
                                               int nedges, uint8_t* __restrict__ flip, unsigned* __restrict__ stats) {
  if (npts < 1) return;
  for (int e = blockIdx.x * blockDim.x + threadIdx.x; e < nedges; e += gridDim.x * blockDim.x) {
    const int4 v = edges[e];
    const double2 a = pts[pidx(v.x, npts)], b = pts[pidx(v.y, npts)];
    const double2 c = pts[pidx(v.z, npts)], d = pts[pidx(v.w, npts)];
    bool so, si;
    double abc = orient2d(a, b, c, &so);
    bool f = false;
    if (abc != 0.0) {
      const double2 c2 = abc > 0.0 ? c : d, d2 = abc > 0.0 ? d : c;
      const double ic = incircle(a, b, c2, d2, &si);
      bool sc1, sc2;
      const bool convex = orient2d(c2, d2, a, &sc1) * orient2d(c2, d2, b, &sc2) < 0.0;
      f = ic > 0.0 && convex;
      so = so || si || sc1 || sc2;
    }
    flip[e] = f ? 1 : 0;
    count_slow(stats + 2, so);
  }
}

// Side of rounded sample points p = a + (i / nsamples) (b - a) against segment (a, b): nearly
// collinear by construction, so most tests leave stage A and run the exact expansion stages.
extern "C" __global__ void collinear_sample_sides(const Segment* __restrict__ segs, int nsegs, int nsamples,
                                                  signed char* __restrict__ side, unsigned* __restrict__ stats) {
  const int ns = min(max(nsamples, 1), 64);
  const long long total = (long long)nsegs * ns;
  for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < total;
       i += (long long)gridDim.x * blockDim.x) {
    const int sidx = (int)(i / ns), k = (int)(i - (long long)sidx * ns);
    const Segment s = segs[sidx];
    const double t = (double)(k + 1) / (double)(ns + 1);
    const double2 p = make_double2(fma(t, s.b.x - s.a.x, s.a.x), fma(t, s.b.y - s.a.y, s.a.y));
    bool slow;
    side[i] = (signed char)sgn(orient2d(s.a, s.b, p, &slow));
    count_slow(stats + 3, slow);
  }
}
