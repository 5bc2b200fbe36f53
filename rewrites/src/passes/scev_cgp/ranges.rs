//! Exact integer intervals and the value range of a 32-bit (or narrower) integer.
//!
//! Intervals are exact mathematical integers in `i128`; an operation whose bounds would leave
//! `i128` gives `None` (no proof). [`narrow_range`] bounds an `i32` value from its defining
//! ops: constants, special registers ([`Bounds`]: the knob and launch bounds, intersected
//! with a `range` attribute), call results with a `range` result attribute,
//! `add`/`sub`/`mul`/`shl`/`and`/`or`/`udiv`/`urem`/`select`/extensions of bounded values,
//! and induction variables ([`iv`]). An `i32` op whose exact result could leave the signed 32-bit range may
//! wrap, so its range is then the whole type.

use super::{
    facts::{Bounds, constant_range},
    iv,
};
use kestrel_dialects::types::integer_width;
use kestrel_dialects::{
    IntrinsicClass, classify, integer_constant, names,
    ops::has_unit_property,
    values::{defining_op, operand},
};
use melior::ir::{Value, operation::OperationLike};

/// A closed interval `[lo, hi]` of mathematical integers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Interval {
    pub lo: i128,
    pub hi: i128,
}

impl Interval {
    pub const fn new(lo: i128, hi: i128) -> Self {
        Self { lo, hi }
    }

    pub const fn point(value: i128) -> Self {
        Self::new(value, value)
    }

    /// Every value of a signed `bits`-bit integer.
    pub const fn signed(bits: u32) -> Self {
        Self::new(-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    }

    /// Every value of an unsigned `bits`-bit integer.
    pub const fn unsigned(bits: u32) -> Self {
        Self::new(0, (1i128 << bits) - 1)
    }

    /// True when every value of `self` lies in `other`.
    pub fn within(self, other: Interval) -> bool {
        other.lo <= self.lo && self.hi <= other.hi
    }

    pub fn add(self, other: Interval) -> Option<Interval> {
        Some(Self::new(
            self.lo.checked_add(other.lo)?,
            self.hi.checked_add(other.hi)?,
        ))
    }

    pub fn sub(self, other: Interval) -> Option<Interval> {
        Some(Self::new(
            self.lo.checked_sub(other.hi)?,
            self.hi.checked_sub(other.lo)?,
        ))
    }

    /// The smallest interval holding both.
    pub fn union(self, other: Interval) -> Interval {
        Self::new(self.lo.min(other.lo), self.hi.max(other.hi))
    }

    /// The common part, if any.
    pub fn intersect(self, other: Interval) -> Option<Interval> {
        let (lo, hi) = (self.lo.max(other.lo), self.hi.min(other.hi));
        (lo <= hi).then_some(Self::new(lo, hi))
    }

    pub fn mul(self, other: Interval) -> Option<Interval> {
        let products = [
            self.lo.checked_mul(other.lo)?,
            self.lo.checked_mul(other.hi)?,
            self.hi.checked_mul(other.lo)?,
            self.hi.checked_mul(other.hi)?,
        ];
        Some(Self::new(*products.iter().min()?, *products.iter().max()?))
    }
}

/// Ops visited so far by one expression's analysis, against `scev-cgp-inst-limit`.
#[derive(Debug)]
pub struct Budget {
    pub left: i64,
}

impl Budget {
    /// Takes one op from the budget; false when it is spent.
    pub fn take(&mut self) -> bool {
        self.left -= 1;
        self.left >= 0
    }
}

/// Sound bounds on the signed value of the integer `value` of at most 32 bits: its whole
/// type where nothing better is proven.
pub fn narrow_range(value: Value, bounds: &Bounds, budget: &mut Budget, depth: u32) -> Interval {
    let Some(width) = integer_width(value).filter(|w| (1..=32).contains(w)) else {
        return Interval::signed(32);
    };
    let full = Interval::signed(width);
    if depth > 16 || !budget.take() {
        return full;
    }
    let Some(op) = defining_op(value) else {
        return iv::induction_range(value, bounds, budget, depth)
            .filter(|r| r.within(full))
            .unwrap_or(full);
    };
    if let Some((constant, _)) = integer_constant(value) {
        return Interval::point(crate::analysis::address::wrap(i128::from(constant), width));
    }
    // A `range` attribute (special-register reads) or result attribute (calls) is a fact of
    // the IR: a value outside it is poison, which any value refines.
    let attribute = [op.attribute("range"), op.attribute("res_attrs")]
        .into_iter()
        .flatten()
        .find_map(|a| constant_range(&a.to_string(), width));
    if let Some(IntrinsicClass::SpecialRegister(register)) = classify(&op) {
        let range = bounds.register(register);
        let range = match attribute {
            Some(a) => a.intersect(range).unwrap_or(a),
            None => range,
        };
        return if range.within(full) { range } else { full };
    }
    if let Some(range) = attribute {
        return range;
    }
    let name = op.name();
    let name = name.as_string_ref().as_str().unwrap_or("");
    let mut sub =
        |index: usize| operand(&op, index).map(|v| narrow_range(v, bounds, budget, depth + 1));
    let exact = match name {
        names::ADD => sub(0).zip(sub(1)).and_then(|(a, b)| a.add(b)),
        names::SUB => sub(0).zip(sub(1)).and_then(|(a, b)| a.sub(b)),
        names::MUL => sub(0).zip(sub(1)).and_then(|(a, b)| a.mul(b)),
        // `or disjoint` is `add` (or poison); any `or` of non-negative values lies between
        // 0 and their sum.
        OR => sub(0).zip(sub(1)).and_then(|(a, b)| {
            if has_unit_property(&op, "isDisjoint") {
                a.add(b)
            } else if a.lo >= 0 && b.lo >= 0 {
                Some(Interval::new(0, a.hi.checked_add(b.hi)?))
            } else {
                None
            }
        }),
        // One of the two chosen values.
        SELECT => sub(1).zip(sub(2)).map(|(a, b)| a.union(b)),
        names::SHL => match operand(&op, 1).and_then(integer_constant) {
            Some((amount, _)) if (0..i64::from(width) - 1).contains(&amount) => {
                sub(0).and_then(|a| a.mul(Interval::point(1i128 << amount)))
            }
            _ => None,
        },
        AND => {
            let mask = [0, 1]
                .iter()
                .filter_map(|i| operand(&op, *i).and_then(integer_constant))
                .map(|(c, _)| crate::analysis::address::wrap(i128::from(c), width))
                .find(|c| *c >= 0);
            mask.map(|c| Interval::new(0, c))
        }
        UREM | UDIV => {
            let divisor = operand(&op, 1)
                .and_then(integer_constant)
                .map(|(c, _)| crate::analysis::address::wrap(i128::from(c), width))
                .filter(|c| *c > 0);
            match (divisor, sub(0)) {
                (Some(d), _) if name == UREM => Some(Interval::new(0, d - 1)),
                (Some(d), Some(a)) if a.lo >= 0 => Some(Interval::new(a.lo / d, a.hi / d)),
                _ => None,
            }
        }
        names::ZEXT | names::SEXT => {
            let inner = operand(&op, 0);
            let from = inner.and_then(integer_width).filter(|w| *w < width);
            match (from, inner) {
                (Some(from), Some(inner)) => {
                    let range = narrow_range(inner, bounds, budget, depth + 1);
                    if name == names::SEXT || range.lo >= 0 {
                        Some(range)
                    } else {
                        Some(Interval::unsigned(from))
                    }
                }
                _ => None,
            }
        }
        _ => None,
    };
    exact.filter(|r| r.within(full)).unwrap_or(full)
}

const AND: &str = "llvm.and";
const OR: &str = "llvm.or";
const SELECT: &str = "llvm.select";
const UREM: &str = "llvm.urem";
const UDIV: &str = "llvm.udiv";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interval_arithmetic_is_exact() {
        let tid = Interval::new(0, 1023);
        assert_eq!(tid.mul(Interval::point(4)).unwrap(), Interval::new(0, 4092));
        assert_eq!(
            tid.sub(Interval::point(1)).unwrap(),
            Interval::new(-1, 1022)
        );
        assert_eq!(
            Interval::new(-2, 3).mul(Interval::new(-5, 7)).unwrap(),
            Interval::new(-15, 21)
        );
        assert!(
            Interval::new(0, i128::MAX)
                .add(Interval::point(1))
                .is_none()
        );
    }

    #[test]
    fn containment_in_32_bit_types() {
        assert!(Interval::new(-5, 5).within(Interval::signed(32)));
        assert!(!Interval::new(-5, 5).within(Interval::unsigned(32)));
        assert!(Interval::new(0, (1 << 32) - 1).within(Interval::unsigned(32)));
        assert!(!Interval::new(0, 1 << 31).within(Interval::signed(32)));
    }

    #[test]
    fn budget_runs_out() {
        let mut budget = Budget { left: 2 };
        assert!(budget.take() && budget.take());
        assert!(!budget.take());
    }
}
