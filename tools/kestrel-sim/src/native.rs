//! Host implementations of math intrinsics and libdevice (`__nv_*`) functions.
//!
//! Basic IEEE operations are exact: `+ - * /`, `sqrt` and `fma` (`f32::mul_add`) are
//! correctly rounded on the host exactly as on the GPU, in the operand's own precision.
//! The directed-rounding functions (`__nv_dadd_ru`, `__nv_fmul_rz`, ...) are exact too:
//! they compute the round-to-nearest result and its exact error with error-free
//! transformations (two-sum, `fma` residuals) and step one ulp where the error says so.
//! Transcendental functions (`sin`, `exp`, `log`, `pow`, ...), including the `__nv_fast_*`
//! approximations, follow the host's libm: they are deterministic on one machine but are not
//! bit-identical to the GPU's results. That is sound for differential testing (both sides
//! of a comparison call the same function) but not a model of GPU accuracy.
//!
//! Every function here is pure; [`MathFn::Raw`] functions return `None` for poison.

use crate::program::{MathFn, RawFn};

/// `minNum`: a NaN operand yields the other; `-0 < +0`.
macro_rules! float_family {
    ($t:ty, $min_num:ident, $max_num:ident, $minimum:ident, $maximum:ident) => {
        pub fn $min_num(a: $t, b: $t) -> $t {
            if a.is_nan() {
                b
            } else if b.is_nan() {
                a
            } else if a == b {
                if a.is_sign_negative() { a } else { b }
            } else if a < b {
                a
            } else {
                b
            }
        }
        pub fn $max_num(a: $t, b: $t) -> $t {
            if a.is_nan() {
                b
            } else if b.is_nan() {
                a
            } else if a == b {
                if a.is_sign_positive() { a } else { b }
            } else if a > b {
                a
            } else {
                b
            }
        }
        /// IEEE 754-2019 `minimum`: NaN-propagating.
        pub fn $minimum(a: $t, b: $t) -> $t {
            if a.is_nan() || b.is_nan() {
                <$t>::NAN
            } else {
                $min_num(a, b)
            }
        }
        pub fn $maximum(a: $t, b: $t) -> $t {
            if a.is_nan() || b.is_nan() {
                <$t>::NAN
            } else {
                $max_num(a, b)
            }
        }
    };
}

float_family!(f32, min_num_f32, max_num_f32, minimum_f32, maximum_f32);
float_family!(f64, min_num_f64, max_num_f64, minimum_f64, maximum_f64);

/// IEEE rounding directions for the `_ru`/`_rd`/`_rz` libdevice functions.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Direction {
    Up,
    Down,
    Zero,
}

/// Directed rounding for one precision: the round-to-nearest result `rounded`, and the
/// sign of `exact - rounded` (`error`), give the directed result.
macro_rules! directed {
    ($t:ty, $adjust:ident, $add:ident, $mul:ident, $div:ident) => {
        fn $adjust(rounded: $t, error: $t, direction: Direction) -> $t {
            if rounded.is_nan() {
                return rounded;
            }
            let direction = match direction {
                Direction::Zero if rounded > 0.0 || (rounded == 0.0 && error > 0.0) => {
                    Direction::Down
                }
                Direction::Zero => Direction::Up,
                other => other,
            };
            if rounded.is_infinite() {
                // `error` is +-inf when the exact result was finite (overflow).
                return match direction {
                    Direction::Up if rounded < 0.0 && error.is_infinite() => <$t>::MIN,
                    Direction::Down if rounded > 0.0 && error.is_infinite() => <$t>::MAX,
                    _ => rounded,
                };
            }
            match direction {
                Direction::Up if error > 0.0 => rounded.next_up(),
                Direction::Down if error < 0.0 => rounded.next_down(),
                _ => rounded,
            }
        }

        fn $add(a: $t, b: $t, direction: Direction) -> $t {
            let sum = a + b;
            if sum.is_infinite() && a.is_finite() && b.is_finite() {
                return $adjust(sum, -sum, direction);
            }
            if sum == 0.0 {
                // Exact cancellation is -0 when rounding down, +0 otherwise (x + x keeps
                // the sign of x).
                let both_same_zero =
                    a == 0.0 && b == 0.0 && a.is_sign_negative() == b.is_sign_negative();
                if both_same_zero {
                    return a;
                }
                return if direction == Direction::Down {
                    -0.0
                } else {
                    0.0
                };
            }
            let b_virtual = sum - a;
            let a_virtual = sum - b_virtual;
            let error = (a - a_virtual) + (b - b_virtual);
            $adjust(sum, error, direction)
        }

        fn $mul(a: $t, b: $t, direction: Direction) -> $t {
            let product = a * b;
            if product.is_infinite() && a.is_finite() && b.is_finite() {
                return $adjust(product, -product, direction);
            }
            if !product.is_finite() || product == 0.0 {
                return product;
            }
            let error = a.mul_add(b, -product);
            $adjust(product, error, direction)
        }

        fn $div(a: $t, b: $t, direction: Direction) -> $t {
            let quotient = a / b;
            if quotient.is_infinite() && a.is_finite() && b != 0.0 {
                return $adjust(quotient, -quotient, direction);
            }
            if !quotient.is_finite() || (quotient == 0.0 && a == 0.0) {
                return quotient;
            }
            if quotient == 0.0 {
                // Underflow to zero: the exact quotient has the sign of the zero.
                let tiny = if quotient.is_sign_negative() {
                    -1.0
                } else {
                    1.0
                };
                return $adjust(quotient, tiny, direction);
            }
            let residual = (-quotient).mul_add(b, a);
            // exact - quotient = residual / b
            let error = if residual == 0.0 {
                0.0
            } else if (residual > 0.0) == (b > 0.0) {
                1.0
            } else {
                -1.0
            };
            $adjust(quotient, error, direction)
        }
    };
}

directed!(f64, adjust_f64, add_f64, mul_f64, div_f64);
directed!(f32, adjust_f32, add_f32, mul_f32, div_f32);

/// `fma` with a directed rounding: the residual of an fma is not exactly computable in one
/// more fma, so these are left unsupported; see [`libdevice`].
fn saturate_f32(x: f32) -> f32 {
    if x.is_nan() { 0.0 } else { x.clamp(0.0, 1.0) }
}

fn rsqrt_f32(x: f32) -> f32 {
    1.0 / x.sqrt()
}

fn rsqrt_f64(x: f64) -> f64 {
    1.0 / x.sqrt()
}

fn rcp_f32(x: f32) -> f32 {
    1.0 / x
}

fn rcp_f64(x: f64) -> f64 {
    1.0 / x
}

fn exp10_f32(x: f32) -> f32 {
    10f32.powf(x)
}

fn exp10_f64(x: f64) -> f64 {
    10f64.powf(x)
}

fn fdim_f32(a: f32, b: f32) -> f32 {
    if a.is_nan() || b.is_nan() {
        f32::NAN
    } else if a > b {
        a - b
    } else {
        0.0
    }
}

fn fdim_f64(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else if a > b {
        a - b
    } else {
        0.0
    }
}

fn rint_f32(x: f32) -> f32 {
    x.round_ties_even()
}

fn rint_f64(x: f64) -> f64 {
    x.round_ties_even()
}

fn fmod_f32(a: f32, b: f32) -> f32 {
    a % b
}

fn fmod_f64(a: f64, b: f64) -> f64 {
    a % b
}

fn div_f32_rn(a: f32, b: f32) -> f32 {
    a / b
}

fn div_f64_rn(a: f64, b: f64) -> f64 {
    a / b
}

fn add_f32_rn(a: f32, b: f32) -> f32 {
    a + b
}

fn add_f64_rn(a: f64, b: f64) -> f64 {
    a + b
}

fn mul_f32_rn(a: f32, b: f32) -> f32 {
    a * b
}

fn mul_f64_rn(a: f64, b: f64) -> f64 {
    a * b
}

fn sqrt_f32(x: f32) -> f32 {
    x.sqrt()
}

fn sqrt_f64(x: f64) -> f64 {
    x.sqrt()
}

fn fma_f32(a: f32, b: f32, c: f32) -> f32 {
    a.mul_add(b, c)
}

fn fma_f64(a: f64, b: f64, c: f64) -> f64 {
    a.mul_add(b, c)
}

/// `a * b + c` rounded once, in `direction` (`fma.rm.f` and kin: libdevice's `expf` steps
/// with `fma.rm`). The product of two floats is exact in a double; the double sum and its
/// error (two-sum) hold the exact result, whose sign of `exact - nearest float` picks the
/// directed neighbour.
fn fma_f32_directed(a: f32, b: f32, c: f32, direction: Direction) -> f32 {
    let product = f64::from(a) * f64::from(b);
    let sum = product + f64::from(c);
    if !sum.is_finite() {
        return a.mul_add(b, c);
    }
    let b_virtual = sum - product;
    let a_virtual = sum - b_virtual;
    let sum_error = (product - a_virtual) + (f64::from(c) - b_virtual);
    let rounded = a.mul_add(b, c);
    if rounded.is_infinite() {
        return adjust_f32(rounded, -rounded, direction);
    }
    if rounded == 0.0 && sum == 0.0 && sum_error == 0.0 {
        // An exact zero: two zeros of one sign keep it; otherwise (a cancellation, or zeros
        // of both signs) it is -0 rounding down and +0 in every other direction.
        let same_signed_zeros =
            product == 0.0 && c == 0.0 && product.is_sign_negative() == c.is_sign_negative();
        return if same_signed_zeros {
            rounded
        } else if direction == Direction::Down {
            -0.0
        } else {
            0.0
        };
    }
    let error = (sum - f64::from(rounded)) + sum_error;
    let sign = if error > 0.0 {
        1.0
    } else if error < 0.0 {
        -1.0
    } else {
        0.0
    };
    adjust_f32(rounded, sign, direction)
}

fn fmaf_ru(a: f32, b: f32, c: f32) -> f32 {
    fma_f32_directed(a, b, c, Direction::Up)
}

fn fmaf_rd(a: f32, b: f32, c: f32) -> f32 {
    fma_f32_directed(a, b, c, Direction::Down)
}

fn fmaf_rz(a: f32, b: f32, c: f32) -> f32 {
    fma_f32_directed(a, b, c, Direction::Zero)
}

macro_rules! directed_entry_points {
    ($($name:ident = $op:ident($t:ty, $dir:ident);)*) => {
        $(fn $name(a: $t, b: $t) -> $t { $op(a, b, Direction::$dir) })*
    };
}

directed_entry_points! {
    dadd_ru = add_f64(f64, Up);
    dadd_rd = add_f64(f64, Down);
    dadd_rz = add_f64(f64, Zero);
    dmul_ru = mul_f64(f64, Up);
    dmul_rd = mul_f64(f64, Down);
    dmul_rz = mul_f64(f64, Zero);
    ddiv_ru = div_f64(f64, Up);
    ddiv_rd = div_f64(f64, Down);
    ddiv_rz = div_f64(f64, Zero);
    fadd_ru = add_f32(f32, Up);
    fadd_rd = add_f32(f32, Down);
    fadd_rz = add_f32(f32, Zero);
    fmul_ru = mul_f32(f32, Up);
    fmul_rd = mul_f32(f32, Down);
    fmul_rz = mul_f32(f32, Zero);
    fdiv_ru = div_f32(f32, Up);
    fdiv_rd = div_f32(f32, Down);
    fdiv_rz = div_f32(f32, Zero);
}

fn dsub_ru(a: f64, b: f64) -> f64 {
    add_f64(a, -b, Direction::Up)
}

fn dsub_rd(a: f64, b: f64) -> f64 {
    add_f64(a, -b, Direction::Down)
}

fn fsub_ru(a: f32, b: f32) -> f32 {
    add_f32(a, -b, Direction::Up)
}

fn fsub_rd(a: f32, b: f32) -> f32 {
    add_f32(a, -b, Direction::Down)
}

// ---- raw-bit functions: `args` are register bits, `bits` the result width ----

fn sext(value: u64, bits: u32) -> i64 {
    if bits >= 64 {
        value as i64
    } else {
        ((value << (64 - bits)) as i64) >> (64 - bits)
    }
}

fn truncate(value: u64, bits: u32) -> u64 {
    value & crate::layout::mask(bits)
}

fn identity_bits(args: &[u64; 3], bits: u32) -> Option<u64> {
    Some(truncate(args[0], bits))
}

fn umul24(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(((args[0] & 0xff_ffff) * (args[1] & 0xff_ffff)) & 0xffff_ffff)
}

fn mul24(args: &[u64; 3], _: u32) -> Option<u64> {
    let a = sext(args[0] & 0xff_ffff, 24);
    let b = sext(args[1] & 0xff_ffff, 24);
    Some((a.wrapping_mul(b) as u64) & 0xffff_ffff)
}

fn smin(args: &[u64; 3], bits: u32) -> Option<u64> {
    Some(if sext(args[0], bits) <= sext(args[1], bits) {
        args[0]
    } else {
        args[1]
    })
}

fn smax(args: &[u64; 3], bits: u32) -> Option<u64> {
    Some(if sext(args[0], bits) >= sext(args[1], bits) {
        args[0]
    } else {
        args[1]
    })
}

fn umin(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(args[0].min(args[1]))
}

fn umax(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(args[0].max(args[1]))
}

/// `llvm.abs` with `is_int_min_poison = false`.
pub fn abs_wrapping(args: &[u64; 3], bits: u32) -> Option<u64> {
    Some(truncate(sext(args[0], bits).unsigned_abs(), bits))
}

/// `llvm.abs` with `is_int_min_poison = true`.
pub fn abs_int_min_poison(args: &[u64; 3], bits: u32) -> Option<u64> {
    let value = sext(args[0], bits);
    let min = if bits >= 64 {
        i64::MIN
    } else {
        -(1i64 << (bits - 1))
    };
    (value != min).then(|| truncate(value.unsigned_abs(), bits))
}

pub fn ctpop(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(u64::from(args[0].count_ones()))
}

/// `ctlz` with a zero input defined (`bits`).
pub fn ctlz(args: &[u64; 3], bits: u32) -> Option<u64> {
    Some(u64::from(args[0].leading_zeros() - (64 - bits)))
}

pub fn ctlz_zero_poison(args: &[u64; 3], bits: u32) -> Option<u64> {
    (args[0] != 0).then(|| u64::from(args[0].leading_zeros() - (64 - bits)))
}

pub fn cttz(args: &[u64; 3], bits: u32) -> Option<u64> {
    Some(u64::from(args[0].trailing_zeros().min(bits)))
}

pub fn cttz_zero_poison(args: &[u64; 3], _: u32) -> Option<u64> {
    (args[0] != 0).then(|| u64::from(args[0].trailing_zeros()))
}

pub fn bitreverse(args: &[u64; 3], bits: u32) -> Option<u64> {
    Some(args[0].reverse_bits() >> (64 - bits))
}

pub fn bswap(args: &[u64; 3], bits: u32) -> Option<u64> {
    bits.is_multiple_of(16)
        .then(|| args[0].swap_bytes() >> (64 - bits))
}

pub fn fshl(args: &[u64; 3], bits: u32) -> Option<u64> {
    let shift = (args[2] % u64::from(bits)) as u32;
    if shift == 0 {
        return Some(args[0]);
    }
    Some(truncate(
        (args[0] << shift) | (args[1] >> (bits - shift)),
        bits,
    ))
}

pub fn fshr(args: &[u64; 3], bits: u32) -> Option<u64> {
    let shift = (args[2] % u64::from(bits)) as u32;
    if shift == 0 {
        return Some(args[1]);
    }
    Some(truncate(
        (args[1] >> shift) | (args[0] << (bits - shift)),
        bits,
    ))
}

fn signed_range(bits: u32) -> (i128, i128) {
    (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
}

pub fn sadd_sat(args: &[u64; 3], bits: u32) -> Option<u64> {
    let (lo, hi) = signed_range(bits);
    let sum = (i128::from(sext(args[0], bits)) + i128::from(sext(args[1], bits))).clamp(lo, hi);
    Some(truncate(sum as u64, bits))
}

pub fn ssub_sat(args: &[u64; 3], bits: u32) -> Option<u64> {
    let (lo, hi) = signed_range(bits);
    let diff = (i128::from(sext(args[0], bits)) - i128::from(sext(args[1], bits))).clamp(lo, hi);
    Some(truncate(diff as u64, bits))
}

pub fn uadd_sat(args: &[u64; 3], bits: u32) -> Option<u64> {
    Some(
        args[0]
            .saturating_add(args[1])
            .min(crate::layout::mask(bits)),
    )
}

pub fn usub_sat(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(args[0].saturating_sub(args[1]))
}

fn mulhi(args: &[u64; 3], bits: u32) -> Option<u64> {
    let product = i128::from(sext(args[0], bits)) * i128::from(sext(args[1], bits));
    Some(truncate((product >> bits) as u64, bits))
}

fn umulhi(args: &[u64; 3], bits: u32) -> Option<u64> {
    let product = u128::from(args[0]) * u128::from(args[1]);
    Some(truncate((product >> bits) as u64, bits))
}

fn sad(args: &[u64; 3], bits: u32) -> Option<u64> {
    let difference = sext(args[0], 32).abs_diff(sext(args[1], 32));
    Some(truncate(difference.wrapping_add(args[2]), bits))
}

/// PTX `prmt.b32 d, a, b, c` (default mode; `__byte_perm`, `llvm.nvvm.prmt`): byte `n` of
/// `d` is the byte of `{b, a}` (a the low four) that selector nibble `n` of `c` names by its
/// low three bits, or, with the nibble's high bit set, that byte's sign replicated.
pub fn prmt(args: &[u64; 3], _: u32) -> Option<u64> {
    let bytes = ((args[1] & 0xffff_ffff) << 32) | (args[0] & 0xffff_ffff);
    let mut out = 0;
    for n in 0..4 {
        let selector = (args[2] >> (4 * n)) & 0xf;
        let byte = (bytes >> (8 * (selector & 7))) & 0xff;
        let byte = if selector & 8 == 0 {
            byte
        } else if byte & 0x80 != 0 {
            0xff
        } else {
            0
        };
        out |= byte << (8 * n);
    }
    Some(out)
}

/// PTX `shf.{l,r}.{wrap,clamp}.b32 d, a, b, c`: the 64-bit `{b, a}` (a the low half) shifted
/// left (the high half kept) or right (the low half kept) by `c` mod 32 (`wrap`) or by
/// `min(c, 32)` (`clamp`). The wrapping forms are LLVM's `fshl`/`fshr` with the high word
/// first; clamped to 32, the shift leaves the other word whole.
fn funnel_shift(args: &[u64; 3], left: bool, clamp: bool) -> Option<u64> {
    let (low, high, amount) = (
        args[0] & 0xffff_ffff,
        args[1] & 0xffff_ffff,
        args[2] & 0xffff_ffff,
    );
    if clamp && amount >= 32 {
        return Some(if left { low } else { high });
    }
    let llvm_order = [high, low, amount];
    if left {
        fshl(&llvm_order, 32)
    } else {
        fshr(&llvm_order, 32)
    }
}

pub fn shf_l_wrap(args: &[u64; 3], _: u32) -> Option<u64> {
    funnel_shift(args, true, false)
}

pub fn shf_l_clamp(args: &[u64; 3], _: u32) -> Option<u64> {
    funnel_shift(args, true, true)
}

pub fn shf_r_wrap(args: &[u64; 3], _: u32) -> Option<u64> {
    funnel_shift(args, false, false)
}

pub fn shf_r_clamp(args: &[u64; 3], _: u32) -> Option<u64> {
    funnel_shift(args, false, true)
}

fn usad(args: &[u64; 3], bits: u32) -> Option<u64> {
    Some(truncate(
        args[0].abs_diff(args[1]).wrapping_add(args[2]),
        bits,
    ))
}

fn ffs(args: &[u64; 3], bits: u32) -> Option<u64> {
    let width = if bits == 32 && args[0] >> 32 == 0 {
        32
    } else {
        64
    };
    let value = truncate(args[0], width);
    Some(if value == 0 {
        0
    } else {
        u64::from(value.trailing_zeros() + 1)
    })
}

fn isnan_f32(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(u64::from(f32::from_bits(args[0] as u32).is_nan()))
}

fn isinf_f32(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(u64::from(f32::from_bits(args[0] as u32).is_infinite()))
}

fn finite_f32(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(u64::from(f32::from_bits(args[0] as u32).is_finite()))
}

fn signbit_f32(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(u64::from(f32::from_bits(args[0] as u32).is_sign_negative()))
}

fn isnan_f64(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(u64::from(f64::from_bits(args[0]).is_nan()))
}

fn isinf_f64(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(u64::from(f64::from_bits(args[0]).is_infinite()))
}

fn finite_f64(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(u64::from(f64::from_bits(args[0]).is_finite()))
}

fn signbit_f64(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(u64::from(f64::from_bits(args[0]).is_sign_negative()))
}

fn nan_f64(_: &[u64; 3], _: u32) -> Option<u64> {
    Some(f64::NAN.to_bits())
}

fn nan_f32(_: &[u64; 3], _: u32) -> Option<u64> {
    Some(u64::from(f32::NAN.to_bits()))
}

fn hiloint2double(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(((args[0] & 0xffff_ffff) << 32) | (args[1] & 0xffff_ffff))
}

/// `llvm.nvvm.lohi.i2d(lo, hi)`: [`hiloint2double`] with its operands the other way round.
fn lohi_i2d(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(((args[1] & 0xffff_ffff) << 32) | (args[0] & 0xffff_ffff))
}

/// PTX `bfind.u32`/`.u64`: the position of the most significant 1 bit of a `bits`-wide
/// operand, 0xffffffff when there is none.
pub fn bfind_unsigned(args: &[u64; 3], bits: u32) -> Option<u64> {
    let value = truncate(args[0], bits);
    Some(match value {
        0 => 0xffff_ffff,
        _ => u64::from(63 - value.leading_zeros()),
    })
}

/// PTX `bfind.s32`/`.s64`: as [`bfind_unsigned`] on the bits that differ from the sign
/// (the most significant 0 of a negative operand).
pub fn bfind_signed(args: &[u64; 3], bits: u32) -> Option<u64> {
    let value = truncate(args[0], bits);
    let negative = value >> (bits - 1) & 1 == 1;
    bfind_unsigned(&[if negative { !value } else { value }, 0, 0], bits)
}

/// `bfind.shiftamt`: the left shift that brings the found bit to the top, not its position
/// (0xffffffff still when there is none).
fn shift_amount(position: u64, bits: u32) -> u64 {
    match position {
        0xffff_ffff => position,
        _ => u64::from(bits - 1) - position,
    }
}

pub fn bfind_shiftamt_unsigned(args: &[u64; 3], bits: u32) -> Option<u64> {
    bfind_unsigned(args, bits).map(|position| shift_amount(position, bits))
}

pub fn bfind_shiftamt_signed(args: &[u64; 3], bits: u32) -> Option<u64> {
    bfind_signed(args, bits).map(|position| shift_amount(position, bits))
}

fn double2hiint(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(args[0] >> 32)
}

fn double2loint(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(args[0] & 0xffff_ffff)
}

/// `__nv_float2int_rz` and friends: C conversion semantics with the GPU's saturation
/// (NaN converts to 0; Rust's `as` saturates the same way).
fn float2int_rz(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(u64::from(f32::from_bits(args[0] as u32) as i32 as u32))
}

fn float2uint_rz(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(u64::from(f32::from_bits(args[0] as u32) as u32))
}

fn double2int_rz(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(u64::from(f64::from_bits(args[0]) as i32 as u32))
}

// 64-bit conversions: PTX's `cvt.rzi`/`cvt.rni` to `s64`/`u64` saturate out-of-range values
// and give 0 for NaN, as Rust's `as` does.
fn double2ll_rz(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(f64::from_bits(args[0]) as i64 as u64)
}

fn double2ll_rn(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(f64::from_bits(args[0]).round_ties_even() as i64 as u64)
}

fn double2ull_rz(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(f64::from_bits(args[0]) as u64)
}

fn float2ll_rz(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(f32::from_bits(args[0] as u32) as i64 as u64)
}

fn float2ll_rn(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(f32::from_bits(args[0] as u32).round_ties_even() as i64 as u64)
}

fn float2ull_rz(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(f32::from_bits(args[0] as u32) as u64)
}

// The other roundings of `cvt.{rni,rmi,rpi}.{s32,u32}.{f32,f64}` (`__float2uint_rn`,
// `__float2int_rd`, ...): Rust's casts saturate and take NaN to 0, as PTX's do.
fn float2uint_rn(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(u64::from(
        f32::from_bits(args[0] as u32).round_ties_even() as u32
    ))
}

fn float2uint_rd(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(u64::from(f32::from_bits(args[0] as u32).floor() as u32))
}

fn float2uint_ru(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(u64::from(f32::from_bits(args[0] as u32).ceil() as u32))
}

fn float2int_rd(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(u64::from(
        f32::from_bits(args[0] as u32).floor() as i32 as u32
    ))
}

fn float2int_ru(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(u64::from(
        f32::from_bits(args[0] as u32).ceil() as i32 as u32
    ))
}

fn double2uint_rn(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(u64::from(f64::from_bits(args[0]).round_ties_even() as u32))
}

fn double2uint_rz(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(u64::from(f64::from_bits(args[0]) as u32))
}

fn float2int_rn(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(u64::from(
        f32::from_bits(args[0] as u32).round_ties_even() as i32 as u32,
    ))
}

fn double2int_rn(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(u64::from(
        f64::from_bits(args[0]).round_ties_even() as i32 as u32
    ))
}

fn int2float_rn(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(u64::from((args[0] as u32 as i32 as f32).to_bits()))
}

fn uint2float_rn(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(u64::from((args[0] as u32 as f32).to_bits()))
}

fn double2float_rn(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(u64::from((f64::from_bits(args[0]) as f32).to_bits()))
}

fn int2double_rn(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(f64::from(args[0] as u32 as i32).to_bits())
}

fn float2double(args: &[u64; 3], _: u32) -> Option<u64> {
    Some(f64::from(f32::from_bits(args[0] as u32)).to_bits())
}

fn raw(f: RawFn, bits: u32) -> Option<MathFn> {
    Some(MathFn::Raw { f, bits })
}

/// The libdevice function `name` (`__nv_sinf`, `__nv_dmul_ru`, ...), or another C math or
/// CUDA device-library name the simulator implements. `None` when unknown.
pub fn libdevice(name: &str) -> Option<MathFn> {
    let base = name.strip_prefix("__nv_").unwrap_or(name);
    single_precision(base)
        .or_else(|| double_precision(base))
        .or_else(|| integer_or_bits(base))
}

/// The single-precision libdevice functions, by name without `__nv_`.
fn single_precision(base: &str) -> Option<MathFn> {
    use MathFn::{F32x1, F32x2, F32x3};
    Some(match base {
        "sqrtf" | "fsqrt_rn" => F32x1(sqrt_f32),
        "fabsf" => F32x1(f32::abs),
        "expf" | "fast_expf" | "__expf" => F32x1(f32::exp),
        "exp2f" | "fast_exp2f" => F32x1(f32::exp2),
        "exp10f" | "fast_exp10f" => F32x1(exp10_f32),
        "expm1f" => F32x1(f32::exp_m1),
        "logf" | "fast_logf" | "__logf" => F32x1(f32::ln),
        "log2f" | "fast_log2f" => F32x1(f32::log2),
        "log10f" | "fast_log10f" => F32x1(f32::log10),
        "log1pf" => F32x1(f32::ln_1p),
        "sinf" | "fast_sinf" | "__sinf" => F32x1(f32::sin),
        "cosf" | "fast_cosf" | "__cosf" => F32x1(f32::cos),
        "tanf" | "fast_tanf" => F32x1(f32::tan),
        "asinf" => F32x1(f32::asin),
        "acosf" => F32x1(f32::acos),
        "atanf" => F32x1(f32::atan),
        "sinhf" => F32x1(f32::sinh),
        "coshf" => F32x1(f32::cosh),
        "tanhf" => F32x1(f32::tanh),
        "asinhf" => F32x1(f32::asinh),
        "acoshf" => F32x1(f32::acosh),
        "atanhf" => F32x1(f32::atanh),
        "cbrtf" => F32x1(f32::cbrt),
        "floorf" => F32x1(f32::floor),
        "ceilf" => F32x1(f32::ceil),
        "truncf" => F32x1(f32::trunc),
        "roundf" => F32x1(f32::round),
        "rintf" | "nearbyintf" => F32x1(rint_f32),
        "rsqrtf" => F32x1(rsqrt_f32),
        "frcp_rn" => F32x1(rcp_f32),
        "saturatef" => F32x1(saturate_f32),
        "powf" | "fast_powf" => F32x2(f32::powf),
        "atan2f" => F32x2(f32::atan2),
        "hypotf" => F32x2(f32::hypot),
        "fmodf" => F32x2(fmod_f32),
        "fminf" => F32x2(min_num_f32),
        "fmaxf" => F32x2(max_num_f32),
        "fdimf" => F32x2(fdim_f32),
        "copysignf" => F32x2(f32::copysign),
        "fdividef" | "fast_fdividef" | "fdiv_rn" => F32x2(div_f32_rn),
        "fadd_rn" => F32x2(add_f32_rn),
        "fmul_rn" => F32x2(mul_f32_rn),
        "fadd_ru" => F32x2(fadd_ru),
        "fadd_rd" => F32x2(fadd_rd),
        "fadd_rz" => F32x2(fadd_rz),
        "fsub_ru" => F32x2(fsub_ru),
        "fsub_rd" => F32x2(fsub_rd),
        "fmul_ru" => F32x2(fmul_ru),
        "fmul_rd" => F32x2(fmul_rd),
        "fmul_rz" => F32x2(fmul_rz),
        "fdiv_ru" => F32x2(fdiv_ru),
        "fdiv_rd" => F32x2(fdiv_rd),
        "fdiv_rz" => F32x2(fdiv_rz),
        "fmaf" | "fmaf_rn" => F32x3(fma_f32),
        "fmaf_ru" => F32x3(fmaf_ru),
        "fmaf_rd" => F32x3(fmaf_rd),
        "fmaf_rz" => F32x3(fmaf_rz),
        "fminimumf" => F32x2(minimum_f32),
        "fmaximumf" => F32x2(maximum_f32),
        "canonicalizef" => F32x1(canonicalize_f32),
        _ => return None,
    })
}

/// The double-precision libdevice functions, by name without `__nv_`.
fn double_precision(base: &str) -> Option<MathFn> {
    use MathFn::{F64x1, F64x2, F64x3};
    Some(match base {
        "sqrt" | "dsqrt_rn" => F64x1(sqrt_f64),
        "fabs" => F64x1(f64::abs),
        "exp" => F64x1(f64::exp),
        "exp2" => F64x1(f64::exp2),
        "exp10" => F64x1(exp10_f64),
        "expm1" => F64x1(f64::exp_m1),
        "log" => F64x1(f64::ln),
        "log2" => F64x1(f64::log2),
        "log10" => F64x1(f64::log10),
        "log1p" => F64x1(f64::ln_1p),
        "sin" => F64x1(f64::sin),
        "cos" => F64x1(f64::cos),
        "tan" => F64x1(f64::tan),
        "asin" => F64x1(f64::asin),
        "acos" => F64x1(f64::acos),
        "atan" => F64x1(f64::atan),
        "sinh" => F64x1(f64::sinh),
        "cosh" => F64x1(f64::cosh),
        "tanh" => F64x1(f64::tanh),
        "cbrt" => F64x1(f64::cbrt),
        "floor" => F64x1(f64::floor),
        "ceil" => F64x1(f64::ceil),
        "trunc" => F64x1(f64::trunc),
        "round" => F64x1(f64::round),
        "rint" | "nearbyint" => F64x1(rint_f64),
        "rsqrt" => F64x1(rsqrt_f64),
        "drcp_rn" => F64x1(rcp_f64),
        "pow" => F64x2(f64::powf),
        "atan2" => F64x2(f64::atan2),
        "hypot" => F64x2(f64::hypot),
        "fmod" => F64x2(fmod_f64),
        "fmin" => F64x2(min_num_f64),
        "fmax" => F64x2(max_num_f64),
        "fdim" => F64x2(fdim_f64),
        "copysign" => F64x2(f64::copysign),
        "ddiv_rn" => F64x2(div_f64_rn),
        "dadd_rn" => F64x2(add_f64_rn),
        "dmul_rn" => F64x2(mul_f64_rn),
        "dadd_ru" => F64x2(dadd_ru),
        "dadd_rd" => F64x2(dadd_rd),
        "dadd_rz" => F64x2(dadd_rz),
        "dsub_ru" => F64x2(dsub_ru),
        "dsub_rd" => F64x2(dsub_rd),
        "dmul_ru" => F64x2(dmul_ru),
        "dmul_rd" => F64x2(dmul_rd),
        "dmul_rz" => F64x2(dmul_rz),
        "ddiv_ru" => F64x2(ddiv_ru),
        "ddiv_rd" => F64x2(ddiv_rd),
        "ddiv_rz" => F64x2(ddiv_rz),
        "fma" | "fma_rn" => F64x3(fma_f64),
        "fminimum" => F64x2(minimum_f64),
        "fmaximum" => F64x2(maximum_f64),
        "canonicalize" => F64x1(canonicalize_f64),
        _ => return None,
    })
}

/// The integer and bit-cast libdevice functions, by name without `__nv_`.
fn integer_or_bits(base: &str) -> Option<MathFn> {
    match base {
        "umul24" => raw(umul24, 32),
        "mul24" => raw(mul24, 32),
        "min" => raw(smin, 32),
        "max" => raw(smax, 32),
        "umin" => raw(umin, 32),
        "umax" => raw(umax, 32),
        "llmin" => raw(smin, 64),
        "llmax" => raw(smax, 64),
        "ullmin" => raw(umin, 64),
        "ullmax" => raw(umax, 64),
        "abs" => raw(abs_wrapping, 32),
        "llabs" => raw(abs_wrapping, 64),
        "popc" => raw(ctpop, 32),
        "popcll" => raw(ctpop, 64),
        "clz" => raw(ctlz, 32),
        "clzll" => raw(ctlz, 64),
        "brev" => raw(bitreverse, 32),
        "brevll" => raw(bitreverse, 64),
        "ffs" => raw(ffs, 32),
        "ffsll" => raw(ffs, 64),
        "mulhi" => raw(mulhi, 32),
        "umulhi" => raw(umulhi, 32),
        "mul64hi" => raw(mulhi, 64),
        "umul64hi" => raw(umulhi, 64),
        "sad" => raw(sad, 32),
        "usad" => raw(usad, 32),
        "isnanf" => raw(isnan_f32, 32),
        "isinff" => raw(isinf_f32, 32),
        "finitef" | "isfinitef" => raw(finite_f32, 32),
        "signbitf" => raw(signbit_f32, 32),
        "isnand" => raw(isnan_f64, 32),
        "isinfd" => raw(isinf_f64, 32),
        "isfinited" => raw(finite_f64, 32),
        "signbitd" => raw(signbit_f64, 32),
        "float_as_int" | "int_as_float" | "float_as_uint" | "uint_as_float" => {
            raw(identity_bits, 32)
        }
        "double_as_longlong" | "longlong_as_double" => raw(identity_bits, 64),
        "hiloint2double" => raw(hiloint2double, 64),
        "double2hiint" => raw(double2hiint, 32),
        "double2loint" => raw(double2loint, 32),
        "float2int_rz" => raw(float2int_rz, 32),
        "float2uint_rz" => raw(float2uint_rz, 32),
        "double2int_rz" => raw(double2int_rz, 32),
        "float2int_rn" => raw(float2int_rn, 32),
        "float2int_rd" => raw(float2int_rd, 32),
        "float2int_ru" => raw(float2int_ru, 32),
        "float2uint_rn" => raw(float2uint_rn, 32),
        "float2uint_rd" => raw(float2uint_rd, 32),
        "float2uint_ru" => raw(float2uint_ru, 32),
        "double2uint_rn" => raw(double2uint_rn, 32),
        "double2uint_rz" => raw(double2uint_rz, 32),
        "double2ll_rz" => raw(double2ll_rz, 64),
        "double2ll_rn" => raw(double2ll_rn, 64),
        "double2ull_rz" => raw(double2ull_rz, 64),
        "float2ll_rz" => raw(float2ll_rz, 64),
        "float2ll_rn" => raw(float2ll_rn, 64),
        "float2ull_rz" => raw(float2ull_rz, 64),
        "double2int_rn" => raw(double2int_rn, 32),
        "int2float_rn" => raw(int2float_rn, 32),
        "uint2float_rn" => raw(uint2float_rn, 32),
        "double2float_rn" => raw(double2float_rn, 32),
        "int2double_rn" => raw(int2double_rn, 64),
        "float2double" => raw(float2double, 64),
        // `nan("")` from <cmath>, as clang spells it in device code
        "nan" | "_ZL3nanPKc" => raw(nan_f64, 64),
        "nanf" | "_ZL4nanfPKc" => raw(nan_f32, 32),
        _ => None,
    }
}

fn canonicalize_f32(x: f32) -> f32 {
    if x.is_nan() { f32::NAN } else { x }
}

fn canonicalize_f64(x: f64) -> f64 {
    if x.is_nan() { f64::NAN } else { x }
}

/// The integer intrinsic `base` (`smin`, `ctlz`, ...); `flag` is its
/// `is_int_min_poison`/`is_zero_poison` operand.
pub fn integer_intrinsic(base: &str, flag: bool) -> Option<RawFn> {
    Some(match (base, flag) {
        ("smin", _) => smin,
        ("smax", _) => smax,
        ("umin", _) => umin,
        ("umax", _) => umax,
        ("abs", false) => abs_wrapping,
        ("abs", true) => abs_int_min_poison,
        ("ctpop", _) => ctpop,
        ("ctlz", false) => ctlz,
        ("ctlz", true) => ctlz_zero_poison,
        ("cttz", false) => cttz,
        ("cttz", true) => cttz_zero_poison,
        ("bitreverse", _) => bitreverse,
        ("bswap", _) => bswap,
        ("fshl", _) => fshl,
        ("fshr", _) => fshr,
        ("sadd.sat", _) => sadd_sat,
        ("uadd.sat", _) => uadd_sat,
        ("ssub.sat", _) => ssub_sat,
        ("usub.sat", _) => usub_sat,
        _ => return None,
    })
}

fn isspacep(args: &[u64; 3], tag: u64) -> Option<u64> {
    Some(u64::from(args[0] >> crate::memory::TAG_SHIFT == tag))
}

fn isspacep_global(args: &[u64; 3], _: u32) -> Option<u64> {
    isspacep(args, crate::memory::TAG_GLOBAL)
}

fn isspacep_shared(args: &[u64; 3], _: u32) -> Option<u64> {
    isspacep(args, crate::memory::TAG_SHARED)
}

fn isspacep_local(args: &[u64; 3], _: u32) -> Option<u64> {
    isspacep(args, crate::memory::TAG_LOCAL)
}

fn never(_: &[u64; 3], _: u32) -> Option<u64> {
    Some(0)
}

/// An NVVM math intrinsic by its name after `llvm.nvvm.` (`fabs.f`, `rsqrt.approx.f`, ...).
/// Flush-to-zero variants compute without flushing subnormals; approximate variants compute
/// with the host's accurate functions.
pub fn nvvm_intrinsic(name: &str) -> Option<MathFn> {
    let plain = name.replace(".ftz", "");
    // `cvt.rni`/`rzi`/`rmi`/`rpi`: `round` is to the nearest integer, ties to even (libdevice's
    // `roundf`, halves away from zero, is built around it).
    let integral = match plain.as_str() {
        "round.f" => Some(MathFn::F32x1(f32::round_ties_even)),
        "round.d" => Some(MathFn::F64x1(f64::round_ties_even)),
        "trunc.f" => Some(MathFn::F32x1(f32::trunc)),
        "trunc.d" => Some(MathFn::F64x1(f64::trunc)),
        "floor.f" => Some(MathFn::F32x1(f32::floor)),
        "floor.d" => Some(MathFn::F64x1(f64::floor)),
        "ceil.f" => Some(MathFn::F32x1(f32::ceil)),
        "ceil.d" => Some(MathFn::F64x1(f64::ceil)),
        _ => None,
    };
    if integral.is_some() {
        return integral;
    }
    let libdevice_name = match plain.as_str() {
        "fabs.f" | "fabs.f32" => "fabsf",
        "fabs.d" | "fabs.f64" => "fabs",
        "fmin.f" => "fminf",
        "fmax.f" => "fmaxf",
        "fmin.d" => "fmin",
        "fmax.d" => "fmax",
        "sqrt.f" | "sqrt.rn.f" | "sqrt.approx.f" => "sqrtf",
        "sqrt.rn.d" => "sqrt",
        "rsqrt.approx.f" => "rsqrtf",
        "rsqrt.approx.d" => "rsqrt",
        "rcp.rn.f" | "rcp.approx.f" => "frcp_rn",
        "rcp.rn.d" | "rcp.approx.d" => "drcp_rn",
        "div.rn.f" | "div.approx.f" | "div.full" => "fdiv_rn",
        "div.rn.d" => "ddiv_rn",
        "ex2.approx.f" | "ex2.approx.f32" => "exp2f",
        "ex2.approx.d" | "ex2.approx.f64" => "exp2",
        "lg2.approx.f" => "log2f",
        "lg2.approx.d" => "log2",
        "sin.approx.f" => "sinf",
        "cos.approx.f" => "cosf",
        "saturate.f" => "saturatef",
        "fma.rn.f" => "fmaf",
        "fma.rp.f" => "fmaf_ru",
        "fma.rm.f" => "fmaf_rd",
        "fma.rz.f" => "fmaf_rz",
        "f2i.rn" => "float2int_rn",
        "f2i.rz" => "float2int_rz",
        "d2i.rn" => "double2int_rn",
        "d2i.rz" => "double2int_rz",
        "d2ll.rz" => "double2ll_rz",
        "d2ll.rn" => "double2ll_rn",
        "d2ull.rz" => "double2ull_rz",
        "f2ll.rz" => "float2ll_rz",
        "f2ll.rn" => "float2ll_rn",
        "f2ull.rz" => "float2ull_rz",
        "f2ui.rz" => "float2uint_rz",
        "f2ui.rn" => "float2uint_rn",
        "f2ui.rm" => "float2uint_rd",
        "f2ui.rp" => "float2uint_ru",
        "f2i.rm" => "float2int_rd",
        "f2i.rp" => "float2int_ru",
        "d2ui.rn" => "double2uint_rn",
        "d2ui.rz" => "double2uint_rz",
        "fma.rn.d" => "fma",
        "add.rn.f" => "fadd_rn",
        "add.rz.f" => "fadd_rz",
        "add.rm.f" => "fadd_rd",
        "add.rp.f" => "fadd_ru",
        "add.rn.d" => "dadd_rn",
        "add.rz.d" => "dadd_rz",
        "add.rm.d" => "dadd_rd",
        "add.rp.d" => "dadd_ru",
        "mul.rn.f" => "fmul_rn",
        "mul.rz.f" => "fmul_rz",
        "mul.rm.f" => "fmul_rd",
        "mul.rp.f" => "fmul_ru",
        "mul.rn.d" => "dmul_rn",
        "mul.rz.d" => "dmul_rz",
        "mul.rm.d" => "dmul_rd",
        "mul.rp.d" => "dmul_ru",
        "div.rz.f" => "fdiv_rz",
        "div.rm.f" => "fdiv_rd",
        "div.rp.f" => "fdiv_ru",
        "div.rz.d" => "ddiv_rz",
        "div.rm.d" => "ddiv_rd",
        "div.rp.d" => "ddiv_ru",
        "mul24.i" => "mul24",
        "umul24.i" => "umul24",
        "mulhi.i" => "mulhi",
        "mulhi.ui" => "umulhi",
        "mulhi.ll" => "mul64hi",
        "mulhi.ull" => "umul64hi",
        "sad.i" => "sad",
        "sad.ui" => "usad",
        "brev32" => "brev",
        "brev64" => "brevll",
        "clz.i" => "clz",
        "clz.ll" => "clzll",
        "popc.i" => "popc",
        "popc.ll" => "popcll",
        "d2i.hi" => "double2hiint",
        "d2i.lo" => "double2loint",
        "lohi.i2d" => return raw(lohi_i2d, 64),
        "prmt" => return raw(prmt, 32),
        "isspacep.global" => return raw(isspacep_global, 1),
        "isspacep.shared" => return raw(isspacep_shared, 1),
        "isspacep.local" => return raw(isspacep_local, 1),
        "isspacep.const" => return raw(never, 1),
        _ => return None,
    };
    libdevice(libdevice_name)
}

// ---- half precision conversions (no `f16` on stable Rust) ----

/// Rounds `value` to a float with `mantissa_bits` fraction bits and exponent range
/// `[min_exp, max_exp]`, round-to-nearest-even, and packs it as sign|exponent|fraction.
fn round_to_small_float(value: f64, exponent_bits: u32, mantissa_bits: u32) -> u64 {
    let sign = u64::from(value.is_sign_negative()) << (exponent_bits + mantissa_bits);
    let exponent_all_ones = (1u64 << exponent_bits) - 1;
    if value.is_nan() {
        return sign | (exponent_all_ones << mantissa_bits) | (1 << (mantissa_bits - 1));
    }
    let magnitude = value.abs();
    if magnitude.is_infinite() {
        return sign | (exponent_all_ones << mantissa_bits);
    }
    let bias = (1i32 << (exponent_bits - 1)) - 1;
    let min_normal_exp = 1 - bias;
    // Quantum (value of the last fraction bit) for this magnitude.
    let exp = if magnitude == 0.0 {
        min_normal_exp
    } else {
        (magnitude.log2().floor() as i32).max(min_normal_exp)
    };
    let mut exp = exp;
    // log2 may be off by one near powers of two: fix it.
    while exp > min_normal_exp && magnitude < 2f64.powi(exp) {
        exp -= 1;
    }
    while magnitude >= 2f64.powi(exp + 1) {
        exp += 1;
    }
    let quantum = 2f64.powi(exp - mantissa_bits as i32);
    let scaled = (magnitude / quantum).round_ties_even(); // exact scaling by a power of two
    let mut significand = scaled as u64;
    if significand >= 1u64 << (mantissa_bits + 1) {
        significand >>= 1;
        exp += 1;
    }
    let normal = significand >= 1u64 << mantissa_bits;
    let biased = if normal { (exp + bias) as u64 } else { 0 };
    if biased >= exponent_all_ones {
        return sign | (exponent_all_ones << mantissa_bits);
    }
    sign | (biased << mantissa_bits) | (significand & ((1u64 << mantissa_bits) - 1))
}

fn small_float_to_f64(bits: u64, exponent_bits: u32, mantissa_bits: u32) -> f64 {
    let sign = if bits >> (exponent_bits + mantissa_bits) & 1 == 1 {
        -1.0
    } else {
        1.0
    };
    let exponent = (bits >> mantissa_bits) & ((1 << exponent_bits) - 1);
    let fraction = bits & ((1 << mantissa_bits) - 1);
    let bias = (1i32 << (exponent_bits - 1)) - 1;
    if exponent == (1 << exponent_bits) - 1 {
        return if fraction == 0 {
            sign * f64::INFINITY
        } else {
            f64::NAN
        };
    }
    let (significand, exp) = if exponent == 0 {
        (fraction as f64, 1 - bias)
    } else {
        (
            (fraction | (1 << mantissa_bits)) as f64,
            exponent as i32 - bias,
        )
    };
    sign * significand * 2f64.powi(exp - mantissa_bits as i32)
}

/// `f16` bits to `f64` (exact).
pub fn f16_to_f64(bits: u64) -> f64 {
    small_float_to_f64(bits, 5, 10)
}

/// `f64` to `f16` bits, round to nearest even.
pub fn f64_to_f16(value: f64) -> u64 {
    round_to_small_float(value, 5, 10)
}

/// `bf16` bits to `f64` (exact).
pub fn bf16_to_f64(bits: u64) -> f64 {
    f64::from(f32::from_bits((bits as u32) << 16))
}

/// `f64` to `bf16` bits, round to nearest even.
pub fn f64_to_bf16(value: f64) -> u64 {
    round_to_small_float(value, 8, 7)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prmt_picks_bytes_and_replicates_signs() {
        // __byte_perm(0x33221100, 0x77665544, 0x5140): bytes 0, 4, 1, 5.
        assert_eq!(
            prmt(&[0x3322_1100, 0x7766_5544, 0x5140], 32),
            Some(0x5511_4400)
        );
        // A selector's high bit replicates the chosen byte's sign bit.
        assert_eq!(prmt(&[0x0000_0080, 0, 0x8888], 32), Some(0xffff_ffff));
        assert_eq!(prmt(&[0x0000_007f, 0, 0x8880], 32), Some(0x0000_007f));
    }

    #[test]
    fn funnel_shifts_wrap_or_clamp_the_amount() {
        let (low, high) = (0x89ab_cdef, 0x0123_4567);
        assert_eq!(shf_l_wrap(&[low, high, 4], 32), Some(0x1234_5678));
        assert_eq!(shf_l_wrap(&[low, high, 36], 32), Some(0x1234_5678));
        assert_eq!(shf_l_clamp(&[low, high, 40], 32), Some(low));
        assert_eq!(shf_r_wrap(&[low, high, 4], 32), Some(0x789a_bcde));
        assert_eq!(shf_r_clamp(&[low, high, 40], 32), Some(high));
        assert_eq!(shf_l_wrap(&[low, high, 0], 32), Some(high));
        assert_eq!(shf_r_wrap(&[low, high, 0], 32), Some(low));
    }

    #[test]
    fn directed_rounding_brackets_the_exact_result() {
        let third_up = ddiv_ru(1.0, 3.0);
        let third_down = ddiv_rd(1.0, 3.0);
        assert_eq!(third_up, third_down.next_up());
        assert!(third_down < 1.0 / 3.0 || third_up > 1.0 / 3.0);
        assert_eq!(ddiv_ru(1.0, 4.0), 0.25);
        assert_eq!(ddiv_rd(1.0, 4.0), 0.25);
        let tiny = f64::EPSILON / 4.0;
        assert_eq!(dadd_ru(1.0, tiny), 1.0f64.next_up());
        assert_eq!(dadd_rd(1.0, tiny), 1.0);
        assert_eq!(dadd_rd(1.0, -tiny), 1.0f64.next_down());
        assert_eq!(dmul_ru(0.1, 3.0), dmul_rd(0.1, 3.0).next_up());
        assert_eq!(dmul_rd(f64::MAX, 2.0), f64::MAX);
        assert_eq!(dmul_ru(f64::MAX, 2.0), f64::INFINITY);
        assert!(dadd_rd(1.0, -1.0).is_sign_negative());
        assert!(dadd_ru(1.0, -1.0).is_sign_positive());
        assert_eq!(ddiv_ru(-1.0, 3.0), ddiv_rd(-1.0, 3.0).next_up());
        assert_eq!(fdiv_rz(-1.0, 3.0), fdiv_ru(-1.0, 3.0));
        assert_eq!(fdiv_rz(1.0, 3.0), fdiv_rd(1.0, 3.0));
    }

    #[test]
    fn directed_fma_rounds_the_exact_result_once() {
        let tiny = 2f32.powi(-30);
        assert_eq!(fmaf_rd(1.0, 1.0, tiny), 1.0);
        assert_eq!(fmaf_ru(1.0, 1.0, tiny), 1.0f32.next_up());
        assert_eq!(fmaf_rd(1.0, 1.0, -tiny), 1.0f32.next_down());
        assert_eq!(fmaf_ru(1.0, 1.0, -tiny), 1.0);
        assert_eq!(fmaf_rz(-1.0, 1.0, -tiny), -1.0);
        // (1 + 2^-12)^2 = 1 + 2^-11 + 2^-24: half an ulp above 1 + 2^-11.
        let a = 1.0 + 2f32.powi(-12);
        let low = 1.0 + 2f32.powi(-11);
        assert_eq!(fmaf_rd(a, a, 0.0), low);
        assert_eq!(fmaf_ru(a, a, 0.0), low.next_up());
        assert_eq!(fmaf_rd(a, a, -1.0), 2f32.powi(-11) + 2f32.powi(-24));
        // Exact cancellation: -0 rounding down, +0 otherwise.
        assert!(fmaf_rd(1.0, 1.0, -1.0).is_sign_negative());
        assert!(fmaf_ru(1.0, 1.0, -1.0).is_sign_positive());
        assert!(fmaf_rd(0.0, 5.0, -0.0).is_sign_negative());
        assert!(fmaf_rz(-0.0, 5.0, -0.0).is_sign_negative());
        assert_eq!(fmaf_rd(f32::MAX, 2.0, 0.0), f32::MAX);
        assert_eq!(fmaf_ru(f32::MAX, 2.0, 0.0), f32::INFINITY);
        for name in [
            "fma.rm.f", "fma.rp.f", "fma.rz.f", "f2i.rn", "f2i.rz", "d2i.rn",
        ] {
            assert!(nvvm_intrinsic(name).is_some(), "{name}");
        }
    }

    #[test]
    fn conversions_to_64_bits_round_and_saturate() {
        let convert = |name: &str, bits: u64| match nvvm_intrinsic(name) {
            Some(MathFn::Raw { f, .. }) => f(&[bits, 0, 0], 0).unwrap(),
            _ => panic!("{name}"),
        };
        let d = |x: f64| x.to_bits();
        assert_eq!(convert("d2ll.rz", d(-2.75)) as i64, -2);
        assert_eq!(convert("d2ll.rn", d(-2.5)) as i64, -2);
        assert_eq!(convert("d2ll.rn", d(3.5)) as i64, 4);
        assert_eq!(convert("d2ll.rz", d(1e300)) as i64, i64::MAX);
        assert_eq!(convert("d2ll.rz", d(f64::NAN)), 0);
        assert_eq!(convert("d2ull.rz", d(-1.0)), 0);
        assert_eq!(convert("d2ll.rz", d(3.0e15)) as i64, 3_000_000_000_000_000);
        let f = |x: f32| u64::from(x.to_bits());
        assert_eq!(convert("f2ll.rz", f(-7.9)) as i64, -7);
        assert_eq!(convert("f2ll.rn", f(6.5)) as i64, 6);
        assert_eq!(convert("f2ull.rz", f(2f32.powi(63))), 1 << 63);
        assert_eq!(convert("f2ull.rz", f(5e19)), u64::MAX);
    }

    #[test]
    fn conversions_to_32_bits_round_each_way_and_saturate() {
        let convert = |name: &str, bits: u64| match nvvm_intrinsic(name) {
            Some(MathFn::Raw { f, .. }) => f(&[bits, 0, 0], 0).unwrap() as u32,
            _ => panic!("{name}"),
        };
        let f = |x: f32| u64::from(x.to_bits());
        let d = |x: f64| x.to_bits();
        assert_eq!(convert("f2ui.rn", f(2.5)), 2);
        assert_eq!(convert("f2ui.rn", f(3.5)), 4);
        assert_eq!(convert("f2ui.rm", f(3.9)), 3);
        assert_eq!(convert("f2ui.rp", f(3.1)), 4);
        assert_eq!(convert("f2ui.rn", f(-3.0)), 0);
        assert_eq!(convert("f2ui.rn", f(5e9)), u32::MAX);
        assert_eq!(convert("f2ui.rn", f(f32::NAN)), 0);
        assert_eq!(convert("f2i.rm", f(-2.5)) as i32, -3);
        assert_eq!(convert("f2i.rp", f(-2.5)) as i32, -2);
        assert_eq!(convert("d2ui.rn", d(6.5)), 6);
        assert_eq!(convert("d2ui.rz", d(6.99)), 6);
    }

    #[test]
    fn nvvm_round_is_to_nearest_even() {
        let Some(MathFn::F32x1(round)) = nvvm_intrinsic("round.ftz.f") else {
            panic!("round.ftz.f");
        };
        assert_eq!((round(2.5), round(3.5), round(-2.5)), (2.0, 4.0, -2.0));
    }

    #[test]
    fn min_max_order_zeros_and_skip_nan() {
        assert!(min_num_f32(0.0, -0.0).is_sign_negative());
        assert!(max_num_f32(-0.0, 0.0).is_sign_positive());
        assert_eq!(min_num_f64(f64::NAN, 2.0), 2.0);
        assert!(minimum_f64(f64::NAN, 2.0).is_nan());
    }

    #[test]
    fn integer_helpers() {
        assert_eq!(abs_int_min_poison(&[0x80, 0, 0], 8), None);
        assert_eq!(abs_wrapping(&[0x80, 0, 0], 8), Some(0x80));
        assert_eq!(ctlz(&[1, 0, 0], 32), Some(31));
        assert_eq!(ctlz(&[0, 0, 0], 32), Some(32));
        assert_eq!(cttz(&[0, 0, 0], 16), Some(16));
        assert_eq!(bitreverse(&[1, 0, 0], 8), Some(0x80));
        assert_eq!(fshl(&[0x12, 0x34, 4], 8), Some(0x23));
        assert_eq!(sadd_sat(&[0x7f, 1, 0], 8), Some(0x7f));
        assert_eq!(umul24(&[0x100_0002, 3, 0], 32), Some(6));
        assert_eq!(mul24(&[0xff_ffff, 2, 0], 32), Some(0xffff_fffe));
    }

    #[test]
    fn half_conversions_round_trip() {
        for value in [
            0.0,
            1.0,
            -2.5,
            65504.0,
            2f64.powi(-14),
            2f64.powi(-24),
            3.0 * 2f64.powi(-24),
        ] {
            assert_eq!(f16_to_f64(f64_to_f16(value)), value, "{value}");
        }
        assert_eq!(f64_to_f16(1.0), 0x3c00);
        assert_eq!(f64_to_f16(65520.0), 0x7c00);
        assert_eq!(f64_to_f16(1.0 + 1.0 / 2048.0), 0x3c00);
        assert_eq!(f64_to_bf16(1.0), 0x3f80);
        assert_eq!(bf16_to_f64(0x3f80), 1.0);
    }
}
