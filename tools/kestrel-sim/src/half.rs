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

use crate::native::{bf16_to_f64, f16_to_f64, f64_to_bf16, f64_to_f16};

const CANONICAL_NAN: u64 = 0x7fff;

/// Each 16-bit `f16` lane of the operands through `f`, the results in the same lanes.
fn lanes(args: &[u64; 3], bits: u32, f: impl Fn(f64, f64, f64) -> u64) -> Option<u64> {
    lanes_of(args, bits, f16_to_f64, f)
}

/// Each 16-bit lane of the operands, read by `value`, through `f`, the results in the same
/// lanes.
fn lanes_of(
    args: &[u64; 3],
    bits: u32,
    value: fn(u64) -> f64,
    f: impl Fn(f64, f64, f64) -> u64,
) -> Option<u64> {
    let mut out = 0;
    for lane in 0..bits / 16 {
        let shift = 16 * lane;
        let at = |i: usize| value((args[i] >> shift) & 0xffff);
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
    round_with(value, f64_to_f16)
}

/// `value` rounded by `to` (to `f16` or bf16), a NaN as the canonical one.
fn round_with(value: f64, to: fn(f64) -> u64) -> u64 {
    if value.is_nan() {
        CANONICAL_NAN
    } else {
        to(value)
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
    number_of(a, b, larger).map_or(CANONICAL_NAN, f64_to_f16)
}

/// The operand [`number_of_pair`] picks; `None` for two NaNs.
fn number_of(a: f64, b: f64, larger: bool) -> Option<f64> {
    let first = match (a.is_nan(), b.is_nan()) {
        (true, true) => return None,
        (true, false) => false,
        (false, true) => true,
        // Equal: the zero of the wanted sign (any other pair is the same value).
        _ if a == b => a.is_sign_negative() != larger,
        _ => (a < b) != larger,
    };
    Some(if first { a } else { b })
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

// ---- bf16 (`fma.rn.bf16x2` and friends, as cuda_bf16.h writes them for sm_80) ----
//
// A bf16 has an f32's exponent range, so the f64 sum of two of them (or of a product and one)
// may be inexact, and rounding that f64 to bf16 would round twice. The sum is taken rounded to
// odd instead (exact sum and error by TwoSum; an inexact even result moves one f64 ulp toward
// the error), which 53 >= 8 + 2 bits make safe to round once more to bf16.

/// Each 16-bit bf16 lane of the operands through `f`, the results in the same lanes.
fn bf16_lanes(args: &[u64; 3], bits: u32, f: impl Fn(f64, f64, f64) -> u64) -> Option<u64> {
    lanes_of(args, bits, bf16_to_f64, f)
}

/// `x + y` rounded to odd in f64 (see above).
fn sum_to_odd(x: f64, y: f64) -> f64 {
    let sum = x + y;
    if !sum.is_finite() {
        return sum;
    }
    let back = sum - x;
    let error = (x - (sum - back)) + (y - back);
    if error == 0.0 || sum.to_bits() & 1 == 1 {
        return sum;
    }
    // Away from zero when the error has the sum's sign, toward it otherwise.
    let bits = sum.to_bits();
    f64::from_bits(if (error > 0.0) == (sum > 0.0) {
        bits + 1
    } else {
        bits - 1
    })
}

/// `value` rounded to bf16, a NaN as the canonical one.
fn round_bf16(value: f64) -> u64 {
    round_with(value, f64_to_bf16)
}

/// `fma.rn.bf16{,x2}`: the product of two bf16 is exact in f64 (16 significant bits).
pub fn bf16_fma(args: &[u64; 3], bits: u32) -> Option<u64> {
    bf16_lanes(args, bits, |a, b, c| round_bf16(sum_to_odd(a * b, c)))
}

pub fn bf16_add(args: &[u64; 3], bits: u32) -> Option<u64> {
    bf16_lanes(args, bits, |a, b, _| round_bf16(sum_to_odd(a, b)))
}

pub fn bf16_sub(args: &[u64; 3], bits: u32) -> Option<u64> {
    bf16_lanes(args, bits, |a, b, _| round_bf16(sum_to_odd(a, -b)))
}

pub fn bf16_mul(args: &[u64; 3], bits: u32) -> Option<u64> {
    bf16_lanes(args, bits, |a, b, _| round_bf16(a * b))
}

pub fn bf16_min(args: &[u64; 3], bits: u32) -> Option<u64> {
    bf16_lanes(args, bits, |a, b, _| bf16_number_of_pair(a, b, false))
}

pub fn bf16_max(args: &[u64; 3], bits: u32) -> Option<u64> {
    bf16_lanes(args, bits, |a, b, _| bf16_number_of_pair(a, b, true))
}

/// [`number_of_pair`] for bf16 (the values are bf16 exactly, so no rounding).
fn bf16_number_of_pair(a: f64, b: f64, larger: bool) -> u64 {
    number_of(a, b, larger).map_or(CANONICAL_NAN, f64_to_bf16)
}

/// `cvt.rn.bf16.f32`: one rounding, a NaN as the canonical `0x7fff`.
pub fn bf16_from_f32(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(round_bf16(f64::from(f32::from_bits(args[0] as u32))))
}

/// `cvt.rn.f16x2.f32 d, a, b`: `a` rounded into the high half, `b` into the low.
pub fn pair_from_f32(args: &[u64; 3], _: u32) -> Option<u64> {
    pair_of(args, from_f32)
}

/// `cvt.rn.bf16x2.f32 d, a, b`: `a` rounded into the high half, `b` into the low.
pub fn bf16_pair_from_f32(args: &[u64; 3], _: u32) -> Option<u64> {
    pair_of(args, bf16_from_f32)
}

/// `args[0]` converted by `convert` into the high 16 bits, `args[1]` into the low.
fn pair_of(args: &[u64; 3], convert: crate::program::RawFn) -> Option<u64> {
    let high = convert(&[args[0], 0, 0], 16)?;
    let low = convert(&[args[1], 0, 0], 16)?;
    Some((high << 16) | low)
}

/// `cvt.f32.bf16`: exact.
pub fn bf16_to_f32(args: &[u64; 3], _: u32) -> Option<u64> {
    Some((args[0] & 0xffff) << 16)
}

/// `cvt.rn.f16.f64`.
pub fn from_f64(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(round(f64::from_bits(args[0])))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bf16_conversions_round_to_nearest_even() {
        let f = |x: f32| u64::from(x.to_bits());
        assert_eq!(bf16_from_f32(&[f(1.0), 0, 0], 16), Some(0x3f80));
        // 1 + 2^-8 is halfway between 1 and 1 + 2^-7: to the even one, 1.
        assert_eq!(bf16_from_f32(&[0x3f80_8000, 0, 0], 16), Some(0x3f80));
        assert_eq!(bf16_from_f32(&[0x3f80_8001, 0, 0], 16), Some(0x3f81));
        assert_eq!(bf16_from_f32(&[f(f32::NAN), 0, 0], 16), Some(CANONICAL_NAN));
        assert_eq!(bf16_to_f32(&[0x3f81, 0, 0], 32), Some(0x3f81_0000));
        // The pair: the first operand in the high half.
        assert_eq!(
            bf16_pair_from_f32(&[f(1.0), f(-2.0), 0], 32),
            Some(0x3f80_c000)
        );
        assert_eq!(pair_from_f32(&[f(1.0), f(2.0), 0], 32), Some(0x3c00_4000));
    }

    #[test]
    fn bf16_fma_rounds_once() {
        // 7 * 37 = 259, halfway between the bf16 neighbours 258 and 260; minus 2^-100 the
        // exact result lies below it (258), where an f64 sum would round to 259 and then to
        // the even 260.
        let (seven, thirty_seven, minus_tiny) = (0x40e0, 0x4214, 0x8d80);
        assert_eq!(
            bf16_fma(&[seven, thirty_seven, minus_tiny], 16),
            Some(0x4381)
        );
        assert_eq!(bf16_fma(&[seven, thirty_seven, 0], 16), Some(0x4382));
        // Both lanes of a pair: 1 * 1 + 1 = 2 (0x4000) and 7 * 37 + 0 in the high one.
        let pair = |high: u64, low: u64| (high << 16) | low;
        assert_eq!(
            bf16_fma(
                &[
                    pair(seven, 0x3f80),
                    pair(thirty_seven, 0x3f80),
                    pair(0, 0x3f80)
                ],
                32
            ),
            Some(pair(0x4382, 0x4000))
        );
        assert_eq!(bf16_min(&[0x3f80, 0x4000, 0], 16), Some(0x3f80));
        assert_eq!(bf16_max(&[0x3f80, CANONICAL_NAN, 0], 16), Some(0x3f80));
    }

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
