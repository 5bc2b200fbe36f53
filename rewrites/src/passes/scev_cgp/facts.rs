//! What the IR itself says about value ranges: launch bounds on the function and `range`
//! attributes on special-register reads and call results.
//!
//! Launch bounds come from `nvvm.reqntid` / `nvvm.maxntid` (`array<i32: x, y, z>`, as written
//! in MLIR) or from the `passthrough` strings the LLVM IR importer leaves
//! (`["nvvm.maxntid", "128"]`, `["nvvm.reqntid", "64,2"]`); missing dimensions are 1. PTX
//! launches a `.reqntid` kernel only with exactly those dimensions, so `ntid.d` is `r_d`; a
//! `.maxntid` kernel with at most `x*y*z` threads in all, so each `ntid.d` is at most that
//! product (the per-dimension extents are not a bound, as in LLVM's `nvvm-intr-range`).
//! Each bound is intersected with `scev-cgp-tid-max-value`. Grid, cluster and register
//! bounds (`nvvm.maxnreg`, `nvvm.cluster_dim`) bound no register this pass reads.

use super::ranges::Interval;
use crate::analysis::threads::{launch_bound, register_range};
use kestrel_dialects::intrinsics::{Dim, SpecialRegister};
use melior::ir::OperationRef;

/// Bounds on the thread-shape registers of one function.
#[derive(Clone, Copy, Debug)]
pub struct Bounds {
    tid_max: i64,
    /// `ntid.{x,y,z}`: `[lo, hi]`, within `[1, tid_max]`.
    ntid: [(i64, i64); 3],
}

impl Bounds {
    /// Bounds from `scev-cgp-tid-max-value` alone.
    pub fn from_knob(tid_max: i64) -> Self {
        let tid_max = tid_max.max(1);
        Self {
            tid_max,
            ntid: [(1, tid_max); 3],
        }
    }

    /// Bounds from the knob and `function`'s launch bounds, the tighter of each.
    pub fn of(function: &OperationRef, tid_max: i64) -> Self {
        let mut bounds = Self::from_knob(tid_max);
        if let Some(exact) = launch_bound(function, "nvvm.reqntid") {
            for (d, r) in exact.iter().enumerate() {
                let hi = bounds.ntid[d].1.min(*r);
                bounds.ntid[d] = (hi, hi);
            }
        }
        if let Some(max) = launch_bound(function, "nvvm.maxntid") {
            let product = max.iter().try_fold(1i64, |p, m| p.checked_mul(*m));
            if let Some(product) = product {
                for d in 0..3 {
                    let (lo, hi) = bounds.ntid[d];
                    let hi = hi.min(product);
                    bounds.ntid[d] = (lo.min(hi), hi);
                }
            }
        }
        bounds
    }

    /// The range of `register`'s value.
    pub fn register(&self, register: SpecialRegister) -> Interval {
        let dim = |d: Dim| match d {
            Dim::X => 0,
            Dim::Y => 1,
            Dim::Z => 2,
        };
        let (lo, hi) = match register {
            SpecialRegister::Tid(d) => (0, self.ntid[dim(d)].1 - 1),
            SpecialRegister::Ntid(d) => self.ntid[dim(d)],
            other => register_range(other, self.tid_max),
        };
        Interval::new(i128::from(lo), i128::from(hi))
    }
}

/// The values a `#llvm.constant_range<iN, lo, hi>` in `text` allows (`[lo, hi)`, wrapping
/// when `hi <= lo` as unsigned numbers), as signed `width`-bit values; `None` when there is
/// none or the set is not one signed interval.
pub fn constant_range(text: &str, width: u32) -> Option<Interval> {
    let start = text.find("#llvm.constant_range<")? + "#llvm.constant_range<".len();
    let end = text[start..].find('>')?;
    let mut parts = text[start..start + end].split(',').map(str::trim);
    let ty = parts.next()?;
    if ty != format!("i{width}") {
        return None;
    }
    let modulus = 1i128 << width;
    let unsigned = |s: &str| s.parse::<i128>().ok().map(|v| v.rem_euclid(modulus));
    let (lo, hi) = (unsigned(parts.next()?)?, unsigned(parts.next()?)?);
    let half = modulus / 2;
    let signed = |v: i128| if v >= half { v - modulus } else { v };
    if lo == hi {
        // Full (or empty, which LLVM does not print): no information.
        return None;
    }
    if lo < hi {
        // [lo, hi - 1] unsigned: one signed interval unless it crosses the sign boundary.
        let (a, b) = (signed(lo), signed(hi - 1));
        return (a <= b).then_some(Interval::new(a, b));
    }
    // Wrapping: [lo, 2^w) ∪ [0, hi): one signed interval when it is [lo - 2^w, hi - 1].
    let (a, b) = (signed(lo), signed(hi - 1));
    (lo >= half && hi <= half && a <= b).then_some(Interval::new(a, b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constant_ranges_as_signed_intervals() {
        let r = |s: &str| constant_range(s, 32);
        assert_eq!(
            r("#llvm.constant_range<i32, 0, 1024>"),
            Some(Interval::new(0, 1023))
        );
        assert_eq!(
            r("#llvm.constant_range<i32, 1, -2147483648>"),
            Some(Interval::new(1, i128::from(i32::MAX)))
        );
        assert_eq!(
            r("#llvm.constant_range<i32, -5, 3>"),
            Some(Interval::new(-5, 2))
        );
        // [2^31 - 1, 2^31 + 1) crosses the sign boundary: not one signed interval.
        assert_eq!(
            r("#llvm.constant_range<i32, 2147483647, -2147483647>"),
            None
        );
        assert_eq!(r("#llvm.constant_range<i64, 0, 4>"), None);
    }
}
