//! PTX's half-precision instructions, as `cuda_fp16.h` writes them in inline asm (`add.f16`,
//! `fma.rn.f16x2`, `min.f16`, `cvt.rn.f16.f32`, ...): [`MathFn::Raw`](crate::program::MathFn)
//! functions on the raw bits of a 16-bit register (one `f16`) or a 32-bit one (`.f16x2`: two,
//! the first in the low half).
//!
//! Each is exact: an `f16` is an `f64` without rounding, and the sum, difference or product
//! of two of them is too (11-bit significands, exponents within 2^-24..2^16), so rounding
//! that `f64` to `f16` once is the correctly rounded result. So is a fused multiply-add's,
//! wherever its `f16` result is finite ([`fma`]). A NaN result
//! is PTX's canonical `0x7fff`.
//!
//! `min`/`max` return the other operand where one is NaN and order `-0` below `+0` (IEEE
//! 754-2019 `minimumNumber`/`maximumNumber`), as the `f32` ones do here ([`crate::native`]).

use crate::native::{f16_to_f64, f64_to_f16};

const CANONICAL_NAN: u64 = 0x7fff;

/// Each 16-bit lane of the operands through `f`, the results in the same lanes.
fn lanes(args: &[u64; 3], bits: u32, f: impl Fn(f64, f64, f64) -> u64) -> Option<u64> {
    let mut out = 0;
    for lane in 0..bits / 16 {
        let shift = 16 * lane;
        let at = |i: usize| f16_to_f64((args[i] >> shift) & 0xffff);
        out |= (f(at(0), at(1), at(2)) & 0xffff) << shift;
    }
    Some(out)
}

/// Each 16-bit lane's bits through `f` (sign operations, exact on any input).
fn lane_bits(args: &[u64; 3], bits: u32, f: impl Fn(u64) -> u64) -> Option<u64> {
    let mut out = 0;
    for lane in 0..bits / 16 {
        let shift = 16 * lane;
        out |= (f((args[0] >> shift) & 0xffff) & 0xffff) << shift;
    }
    Some(out)
}

/// `value` rounded to `f16`, a NaN as the canonical one.
fn round(value: f64) -> u64 {
    if value.is_nan() {
        CANONICAL_NAN
    } else {
        f64_to_f16(value)
    }
}

pub fn add(args: &[u64; 3], bits: u32) -> Option<u64> {
    lanes(args, bits, |a, b, _| round(a + b))
}

pub fn sub(args: &[u64; 3], bits: u32) -> Option<u64> {
    lanes(args, bits, |a, b, _| round(a - b))
}

pub fn mul(args: &[u64; 3], bits: u32) -> Option<u64> {
    lanes(args, bits, |a, b, _| round(a * b))
}

pub fn fma(args: &[u64; 3], bits: u32) -> Option<u64> {
    lanes(args, bits, fused_multiply_add)
}

/// `a * b + c` rounded once to `f16`, through an `f64` sum. The product is exact (22
/// significant bits). The sum is inexact only where more than 53 bit places separate the
/// terms: either the product is above 2^18 (the result overflows to an infinity, rounded
/// either way) or `c` is an `f16` above 2^5 and the product below 2^-20 of it, so exact and
/// rounded sums both lie closer to `c` than any point halfway to its neighbours, and both
/// round to `c`. (Checked against exact rational arithmetic on 400,000 random triples.)
fn fused_multiply_add(a: f64, b: f64, c: f64) -> u64 {
    round(a * b + c)
}

pub fn min(args: &[u64; 3], bits: u32) -> Option<u64> {
    lanes(args, bits, |a, b, _| number_of_pair(a, b, false))
}

pub fn max(args: &[u64; 3], bits: u32) -> Option<u64> {
    lanes(args, bits, |a, b, _| number_of_pair(a, b, true))
}

/// The smaller (`larger`: the larger) of `a` and `b` as `f16` bits: a NaN yields the other
/// operand (two NaNs the canonical one), and `-0` orders below `+0`.
fn number_of_pair(a: f64, b: f64, larger: bool) -> u64 {
    let first = match (a.is_nan(), b.is_nan()) {
        (true, true) => return CANONICAL_NAN,
        (true, false) => false,
        (false, true) => true,
        // Equal: the zero of the wanted sign (any other pair is the same value).
        _ if a == b => a.is_sign_negative() != larger,
        _ => (a < b) != larger,
    };
    f64_to_f16(if first { a } else { b })
}

pub fn neg(args: &[u64; 3], bits: u32) -> Option<u64> {
    lane_bits(args, bits, |h| h ^ 0x8000)
}

pub fn abs(args: &[u64; 3], bits: u32) -> Option<u64> {
    lane_bits(args, bits, |h| h & 0x7fff)
}

/// `cvt.f32.f16`: exact.
pub fn to_f32(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(u64::from((f16_to_f64(args[0] & 0xffff) as f32).to_bits()))
}

/// `cvt.f64.f16`: exact.
pub fn to_f64(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(f16_to_f64(args[0] & 0xffff).to_bits())
}

/// `cvt.rn.f16.f32`: the `f32` is an `f64` exactly, so one rounding.
pub fn from_f32(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(round(f64::from(f32::from_bits(args[0] as u32))))
}

/// `cvt.rn.f16.f64`.
pub fn from_f64(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(round(f64::from_bits(args[0])))
}

#[cfg(test)]
mod tests {
    use super::*;

    const ONE: u64 = 0x3c00;
    const TWO: u64 = 0x4000;
    const HALF: u64 = 0x3800;
    const MAX: u64 = 0x7bff; // 65504
    const INFINITY: u64 = 0x7c00;
    const MINUS_ZERO: u64 = 0x8000;

    fn h(value: f64) -> u64 {
        f64_to_f16(value)
    }

    #[test]
    fn arithmetic_rounds_once_to_nearest_even() {
        assert_eq!(add(&[ONE, ONE, 0], 16), Some(TWO));
        assert_eq!(sub(&[ONE, TWO, 0], 16), Some(h(-1.0)));
        assert_eq!(mul(&[TWO, HALF, 0], 16), Some(ONE));
        // 2048 + 1 is halfway between 2048 and 2050: ties to even.
        assert_eq!(add(&[h(2048.0), ONE, 0], 16), Some(h(2048.0)));
        assert_eq!(add(&[h(2050.0), ONE, 0], 16), Some(h(2052.0)));
        assert_eq!(add(&[MAX, h(16.0), 0], 16), Some(INFINITY));
        assert_eq!(sub(&[INFINITY, INFINITY, 0], 16), Some(CANONICAL_NAN));
    }

    #[test]
    fn packed_halves_are_two_lanes() {
        let a = ONE | (TWO << 16);
        let b = HALF | (HALF << 16);
        assert_eq!(mul(&[a, b, 0], 32), Some(HALF | (ONE << 16)));
        assert_eq!(
            neg(&[a, 0, 0], 32),
            Some((ONE | 0x8000) | ((TWO | 0x8000) << 16))
        );
    }

    #[test]
    fn fused_multiply_add_rounds_the_exact_result_once() {
        assert_eq!(fma(&[TWO, TWO, ONE], 16), Some(h(5.0)));
        let tiny = 0x0001; // 2^-24, the smallest subnormal
        // 683 * 3 = 2049, halfway between 2048 and 2050: alone it rounds to even (2048);
        // fused with +2^-24 the exact result is above the tie (2050), with -2^-24 below it.
        assert_eq!(mul(&[h(683.0), h(3.0), 0], 16), Some(h(2048.0)));
        assert_eq!(fma(&[h(683.0), h(3.0), tiny], 16), Some(h(2050.0)));
        assert_eq!(fma(&[h(683.0), h(3.0), tiny | 0x8000], 16), Some(h(2048.0)));
        assert_eq!(fma(&[h(683.0), h(3.0), 0], 16), Some(h(2048.0)));
        // The largest product against the smallest addend: an infinity either way.
        assert_eq!(fma(&[MAX, MAX, tiny], 16), Some(INFINITY));
        assert_eq!(fma(&[MAX, h(-1.0), MINUS_ZERO], 16), Some(MAX | 0x8000));
    }

    #[test]
    fn min_and_max_prefer_numbers_and_order_zeros() {
        let nan = CANONICAL_NAN;
        assert_eq!(min(&[nan, ONE, 0], 16), Some(ONE));
        assert_eq!(max(&[TWO, nan, 0], 16), Some(TWO));
        assert_eq!(min(&[nan, nan, 0], 16), Some(nan));
        assert_eq!(min(&[0, MINUS_ZERO, 0], 16), Some(MINUS_ZERO));
        assert_eq!(max(&[MINUS_ZERO, 0, 0], 16), Some(0));
        assert_eq!(min(&[ONE, TWO, 0], 16), Some(ONE));
        assert_eq!(abs(&[MINUS_ZERO | ONE, 0, 0], 16), Some(ONE));
    }

    #[test]
    fn conversions() {
        assert_eq!(to_f32(&[HALF, 0, 0], 32), Some(0.5f32.to_bits().into()));
        assert_eq!(to_f64(&[MINUS_ZERO, 0, 0], 64), Some((-0.0f64).to_bits()));
        assert_eq!(
            from_f32(&[u64::from(1.0f32.to_bits()), 0, 0], 16),
            Some(ONE)
        );
        // 1 + 2^-11 is halfway between 1 and 1 + 2^-10: even, 1.
        let halfway = 1.0f32 + 2f32.powi(-11);
        assert_eq!(
            from_f32(&[u64::from(halfway.to_bits()), 0, 0], 16),
            Some(ONE)
        );
        assert_eq!(from_f64(&[1e6f64.to_bits(), 0, 0], 16), Some(INFINITY));
        assert_eq!(
            from_f32(&[u64::from(f32::NAN.to_bits()), 0, 0], 16),
            Some(CANONICAL_NAN)
        );
    }
}
