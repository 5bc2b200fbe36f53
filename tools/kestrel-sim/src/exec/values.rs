//! Register arithmetic: integer and float operations, comparisons, selects, conversions,
//! math library calls, overflow intrinsics, and moving lanes of vectors and aggregates. No
//! memory is touched; the only faults are integer division's undefined behaviour.

use super::{FaultKind, Running, Step, fault};
use crate::{
    layout::{Leaf, Scalar, mask},
    native,
    program::{
        CastOp, FBinOp, FKind, IBinOp, IPred, Inst, MathFn, OverflowOp, Reg, fastmath, flags,
    },
};

impl Running<'_> {
    /// `a op b` on integers: poison on a broken `nsw`/`nuw`/`exact`/`disjoint` promise;
    /// division by poison, by zero, or of the minimum by -1 is undefined.
    #[inline(always)]
    pub(super) fn ibin(&mut self, inst: Inst) -> Step {
        fields!(
            inst,
            Inst::IBin {
                op,
                flags,
                bits,
                dst,
                a,
                b,
                site,
            }
        );
        if is_division(op) && self.is_poison(b) {
            return Err(fault(
                FaultKind::PoisonUse,
                site,
                "division by a poison value",
            ));
        }
        let (value, p) = int_binary(op, flags, bits, self.value(a), self.value(b))
            .map_err(|message| fault(FaultKind::UndefinedBehaviour, site, message))?;
        self.set(dst, value, p || self.either_poison(a, b));
        Ok(())
    }

    #[inline(always)]
    pub(super) fn icmp(&mut self, inst: Inst) {
        fields!(
            inst,
            Inst::ICmp {
                pred,
                bits,
                dst,
                a,
                b,
            }
        );
        let value = int_compare(pred, bits, self.value(a), self.value(b));
        self.set(dst, u64::from(value), self.either_poison(a, b));
    }

    /// `a op b` on floats, in their own precision: poison when a fast-math promise (no NaN,
    /// no infinity) is broken by an operand or the result.
    #[inline(always)]
    pub(super) fn fbin(&mut self, inst: Inst) {
        fields!(
            inst,
            Inst::FBin {
                op,
                kind,
                fm,
                dst,
                a,
                b,
            }
        );
        let (x, y) = (self.value(a), self.value(b));
        let value = float_binary(op, kind, x, y);
        let violated = fm != 0 && fast_math_violated(fm, kind, &[x, y, value]);
        self.set(dst, value, self.either_poison(a, b) || violated);
    }

    #[inline(always)]
    pub(super) fn fneg(&mut self, inst: Inst) {
        fields!(inst, Inst::FNeg { kind, dst, a });
        self.set(dst, self.value(a) ^ sign_bit(kind), self.is_poison(a));
    }

    #[inline(always)]
    pub(super) fn fcmp(&mut self, inst: Inst) {
        fields!(
            inst,
            Inst::FCmp {
                pred,
                kind,
                fm,
                dst,
                a,
                b,
            }
        );
        let (x, y) = (self.value(a), self.value(b));
        let value = float_compare(pred, to_f64(kind, x), to_f64(kind, y));
        let violated = fm != 0 && fast_math_violated(fm, kind, &[x, y]);
        self.set(dst, u64::from(value), self.either_poison(a, b) || violated);
    }

    /// `cond ? t : f`: poison when the condition or the chosen value is.
    #[inline(always)]
    pub(super) fn select(&mut self, inst: Inst) {
        fields!(inst, Inst::Select { dst, cond, t, f });
        let pick = if self.value(cond) & 1 == 1 { t } else { f };
        self.set(dst, self.value(pick), self.either_poison(cond, pick));
    }

    #[inline(always)]
    pub(super) fn cast(&mut self, inst: Inst) {
        fields!(
            inst,
            Inst::Cast {
                op,
                from,
                to,
                flags,
                dst,
                a,
            }
        );
        let (value, p) = cast(op, from, to, flags, self.value(a));
        self.set(dst, value, p || self.is_poison(a));
    }

    #[inline(always)]
    pub(super) fn copy(&mut self, inst: Inst) {
        fields!(inst, Inst::Copy { dst, src });
        self.set(dst, self.value(src), self.is_poison(src));
    }

    /// `freeze`: poison becomes 0.
    #[inline(always)]
    pub(super) fn freeze(&mut self, inst: Inst) {
        fields!(inst, Inst::Freeze { dst, src });
        let value = if self.is_poison(src) {
            0
        } else {
            self.value(src)
        };
        self.set(dst, value, false);
    }

    /// A math library call: poison when any of its `nargs` arguments is.
    pub(super) fn math(&mut self, inst: Inst) {
        fields!(
            inst,
            Inst::Math {
                f,
                dst,
                args,
                nargs,
            }
        );
        let values = args.map(|r| self.value(r));
        let p = args[..usize::from(nargs)]
            .iter()
            .any(|&r| self.is_poison(r));
        let (value, result_poison) = call_native(f, &values);
        self.set(dst, value, p || result_poison);
    }

    /// `llvm.*.with.overflow`: the wrapped value and the overflow bit.
    pub(super) fn overflow(&mut self, inst: Inst) {
        fields!(
            inst,
            Inst::Overflow {
                op,
                bits,
                dst,
                a,
                b,
            }
        );
        let (value, overflow) = overflow(op, bits, self.value(a), self.value(b));
        let p = self.either_poison(a, b);
        self.set(dst, value, p);
        self.set(dst + 1, u64::from(overflow), p);
    }

    #[inline(always)]
    fn either_poison(&self, a: Reg, b: Reg) -> bool {
        self.is_poison(a) || self.is_poison(b)
    }

    /// An aggregate's leaves moved into another shape through their bytes.
    pub(super) fn repack(&mut self, inst: Inst) {
        fields!(inst, Inst::Repack { dst, src, from, to });
        let from = &self.function.shapes[from as usize];
        let to = &self.function.shapes[to as usize];
        repack(self.regs, self.poison, src, from, dst, to);
    }

    /// A vector element at a dynamic index: poison when the index is or is out of range.
    pub(super) fn extract_dyn(&mut self, inst: Inst) {
        fields!(
            inst,
            Inst::ExtractDyn {
                dst,
                base,
                n,
                index,
            }
        );
        let i = self.value(index);
        if i < u64::from(n) && !self.is_poison(index) {
            let lane = (u64::from(base) + i) as Reg;
            self.set(dst, self.value(lane), self.is_poison(lane));
        } else {
            self.set(dst, 0, true);
        }
    }

    /// `dst = vector` with lane `index` replaced by `value`; every lane poison when the
    /// index is poison or out of range.
    pub(super) fn insert_dyn(&mut self, inst: Inst) {
        fields!(
            inst,
            Inst::InsertDyn {
                dst,
                vector,
                n,
                value,
                index,
            }
        );
        let i = self.value(index);
        let valid = i < u64::from(n) && !self.is_poison(index);
        for lane in 0..n {
            let p = self.is_poison(vector + lane) || !valid;
            self.set(dst + lane, self.value(vector + lane), p);
        }
        if valid {
            self.set(dst + i as Reg, self.value(value), self.is_poison(value));
        }
    }
}

fn is_division(op: IBinOp) -> bool {
    matches!(
        op,
        IBinOp::UDiv | IBinOp::SDiv | IBinOp::URem | IBinOp::SRem
    )
}

/// Sign-extends the low `bits` of `value`.
#[inline]
pub fn sext(value: u64, bits: u8) -> i64 {
    let shift = 64 - u32::from(bits);
    ((value << shift) as i64) >> shift
}

fn signed_fits(value: i128, bits: u8) -> bool {
    let half = 1i128 << (bits - 1);
    (-half..half).contains(&value)
}

/// `a op b` on `bits`-wide integers: the value and whether it is poison, or the reason the
/// operation is undefined behaviour.
// Forced inline (like `cast`, `float_binary`, `from_f64`): the interpreter loop ran these
// inline before it was split by family, and a call per instruction costs more than the
// operation.
#[inline(always)]
fn int_binary(
    op: IBinOp,
    flags: u8,
    bits: u8,
    a: u64,
    b: u64,
) -> Result<(u64, bool), &'static str> {
    let m = mask(u32::from(bits));
    let (sa, sb) = (sext(a, bits), sext(b, bits));
    let nsw = flags & flags::NSW != 0;
    let nuw = flags & flags::NUW != 0;
    let exact = flags & flags::EXACT != 0;
    Ok(match op {
        IBinOp::Add => (
            a.wrapping_add(b) & m,
            (nuw && u128::from(a) + u128::from(b) > u128::from(m))
                || (nsw && !signed_fits(i128::from(sa) + i128::from(sb), bits)),
        ),
        IBinOp::Sub => (
            a.wrapping_sub(b) & m,
            (nuw && a < b) || (nsw && !signed_fits(i128::from(sa) - i128::from(sb), bits)),
        ),
        IBinOp::Mul => (
            a.wrapping_mul(b) & m,
            (nuw && u128::from(a) * u128::from(b) > u128::from(m))
                || (nsw && !signed_fits(i128::from(sa) * i128::from(sb), bits)),
        ),
        IBinOp::UDiv | IBinOp::URem if b == 0 => return Err("division by zero"),
        IBinOp::SDiv | IBinOp::SRem if b == 0 => return Err("division by zero"),
        IBinOp::SDiv | IBinOp::SRem if sb == -1 && sa == sext(1u64 << (bits - 1), bits) => {
            return Err("signed division overflow");
        }
        IBinOp::UDiv => (a / b, exact && !a.is_multiple_of(b)),
        IBinOp::URem => (a % b, false),
        IBinOp::SDiv => (
            (sa.wrapping_div(sb) as u64) & m,
            exact && sa.wrapping_rem(sb) != 0,
        ),
        IBinOp::SRem => ((sa.wrapping_rem(sb) as u64) & m, false),
        IBinOp::Shl | IBinOp::LShr | IBinOp::AShr if b >= u64::from(bits) => (0, true),
        IBinOp::Shl => {
            let value = (a << b) & m;
            let lost_unsigned = nuw && (value >> b) != a;
            let lost_signed = nsw && (sext(value, bits) >> b) != sa;
            (value, lost_unsigned || lost_signed)
        }
        IBinOp::LShr => (a >> b, exact && a & ((1u64 << b) - 1) != 0),
        IBinOp::AShr => (((sa >> b) as u64) & m, exact && a & ((1u64 << b) - 1) != 0),
        IBinOp::And => (a & b, false),
        IBinOp::Or => (a | b, flags & flags::DISJOINT != 0 && a & b != 0),
        IBinOp::Xor => (a ^ b, false),
    })
}

fn int_compare(pred: IPred, bits: u8, a: u64, b: u64) -> bool {
    match pred {
        IPred::Eq => a == b,
        IPred::Ne => a != b,
        IPred::Ult => a < b,
        IPred::Ule => a <= b,
        IPred::Ugt => a > b,
        IPred::Uge => a >= b,
        IPred::Slt => sext(a, bits) < sext(b, bits),
        IPred::Sle => sext(a, bits) <= sext(b, bits),
        IPred::Sgt => sext(a, bits) > sext(b, bits),
        IPred::Sge => sext(a, bits) >= sext(b, bits),
    }
}

/// Widens a float register to `f64` (exact).
pub fn to_f64(kind: FKind, bits: u64) -> f64 {
    match kind {
        FKind::F32 => f64::from(f32::from_bits(bits as u32)),
        FKind::F64 => f64::from_bits(bits),
        FKind::F16 => native::f16_to_f64(bits),
        FKind::BF16 => native::bf16_to_f64(bits),
    }
}

/// Rounds an `f64` to `kind` (round to nearest even).
#[inline(always)]
pub(super) fn from_f64(kind: FKind, value: f64) -> u64 {
    match kind {
        FKind::F32 => u64::from((value as f32).to_bits()),
        FKind::F64 => value.to_bits(),
        FKind::F16 => native::f64_to_f16(value),
        FKind::BF16 => native::f64_to_bf16(value),
    }
}

fn sign_bit(kind: FKind) -> u64 {
    match kind {
        FKind::F32 => 1 << 31,
        FKind::F64 => 1 << 63,
        FKind::F16 | FKind::BF16 => 1 << 15,
    }
}

#[inline(always)]
fn float_binary(op: FBinOp, kind: FKind, a: u64, b: u64) -> u64 {
    macro_rules! apply {
        ($x:expr, $y:expr) => {
            match op {
                FBinOp::Add => $x + $y,
                FBinOp::Sub => $x - $y,
                FBinOp::Mul => $x * $y,
                FBinOp::Div => $x / $y,
                FBinOp::Rem => $x % $y,
            }
        };
    }
    match kind {
        FKind::F32 => {
            u64::from(apply!(f32::from_bits(a as u32), f32::from_bits(b as u32)).to_bits())
        }
        FKind::F64 => apply!(f64::from_bits(a), f64::from_bits(b)).to_bits(),
        // Half precision in double, rounded once: exact for + - * / (2p + 2 <= 53).
        _ => from_f64(kind, apply!(to_f64(kind, a), to_f64(kind, b))),
    }
}

fn fast_math_violated(fm: u8, kind: FKind, values: &[u64]) -> bool {
    values.iter().any(|&v| {
        let f = to_f64(kind, v);
        (fm & fastmath::NNAN != 0 && f.is_nan()) || (fm & fastmath::NINF != 0 && f.is_infinite())
    })
}

/// `FCmpPredicate` semantics.
fn float_compare(pred: u8, a: f64, b: f64) -> bool {
    let unordered = a.is_nan() || b.is_nan();
    match pred {
        0 => false,
        1 => !unordered && a == b,
        2 => !unordered && a > b,
        3 => !unordered && a >= b,
        4 => !unordered && a < b,
        5 => !unordered && a <= b,
        6 => !unordered && a != b,
        7 => !unordered,
        8 => unordered || a == b,
        9 => unordered || a > b,
        10 => unordered || a >= b,
        11 => unordered || a < b,
        12 => unordered || a <= b,
        13 => unordered || a != b,
        14 => unordered,
        _ => true,
    }
}

pub(super) fn float_kind(scalar: Scalar) -> FKind {
    match scalar {
        Scalar::F64 => FKind::F64,
        Scalar::F16 => FKind::F16,
        Scalar::BF16 => FKind::BF16,
        _ => FKind::F32,
    }
}

/// A scalar conversion: the value and whether it is poison.
#[inline(always)]
fn cast(op: CastOp, from: Scalar, to: Scalar, flag_bits: u8, a: u64) -> (u64, bool) {
    let (from_bits, to_bits) = (from.bits() as u8, to.bits() as u8);
    match op {
        CastOp::Trunc => {
            let value = a & to.mask();
            let nuw = flag_bits & flags::NUW != 0 && value != a;
            let nsw = flag_bits & flags::NSW != 0 && sext(value, to_bits) != sext(a, from_bits);
            (value, nuw || nsw)
        }
        CastOp::ZExt => (a, flag_bits & flags::NNEG != 0 && sext(a, from_bits) < 0),
        CastOp::SExt => ((sext(a, from_bits) as u64) & to.mask(), false),
        CastOp::FpToSi | CastOp::FpToUi => {
            let value = to_f64(float_kind(from), a).trunc();
            let (low, high) = if op == CastOp::FpToSi {
                (
                    -(2f64.powi(i32::from(to_bits) - 1)),
                    2f64.powi(i32::from(to_bits) - 1),
                )
            } else {
                (0.0, 2f64.powi(i32::from(to_bits)))
            };
            if value.is_nan() || value < low || value >= high {
                (0, true)
            } else if op == CastOp::FpToSi {
                ((value as i64 as u64) & to.mask(), false)
            } else {
                ((value as u64) & to.mask(), false)
            }
        }
        CastOp::SiToFp => {
            let value = sext(a, from_bits);
            (int_to_float(to, value as f64, || value as f32), false)
        }
        CastOp::UiToFp => {
            let negative = flag_bits & flags::NNEG != 0 && sext(a, from_bits) < 0;
            (int_to_float(to, a as f64, || a as f32), negative)
        }
        CastOp::FpTrunc | CastOp::FpExt => {
            (from_f64(float_kind(to), to_f64(float_kind(from), a)), false)
        }
        CastOp::Bits => (a & to.mask(), false),
    }
}

/// An integer converted to float `to`, rounded once: `f32` converts directly from the
/// integer (a detour through `f64` could round twice).
fn int_to_float(to: Scalar, as_f64: f64, as_f32: impl Fn() -> f32) -> u64 {
    match to {
        Scalar::F32 => u64::from(as_f32().to_bits()),
        other => from_f64(float_kind(other), as_f64),
    }
}

/// Moves leaves between shapes through their little-endian bytes.
fn repack(regs: &mut [u64], poison: &mut [bool], src: Reg, from: &[Leaf], dst: Reg, to: &[Leaf]) {
    let size = from
        .iter()
        .map(|l| l.offset + l.scalar.bytes())
        .max()
        .unwrap_or(0)
        .max(
            to.iter()
                .map(|l| l.offset + l.scalar.bytes())
                .max()
                .unwrap_or(0),
        ) as usize;
    let mut bytes = vec![(0u8, false); size];
    for (i, leaf) in from.iter().enumerate() {
        let (value, p) = (regs[src as usize + i], poison[src as usize + i]);
        for k in 0..leaf.scalar.bytes() as usize {
            bytes[leaf.offset as usize + k] = ((value >> (8 * k)) as u8, p);
        }
    }
    for (i, leaf) in to.iter().enumerate() {
        let mut value = 0u64;
        let mut p = false;
        for k in 0..leaf.scalar.bytes() as usize {
            let (byte, bp) = bytes[leaf.offset as usize + k];
            value |= u64::from(byte) << (8 * k);
            p |= bp;
        }
        regs[dst as usize + i] = value & leaf.scalar.mask();
        poison[dst as usize + i] = p;
    }
}

fn call_native(f: MathFn, a: &[u64; 3]) -> (u64, bool) {
    let f32_of = |i: usize| f32::from_bits(a[i] as u32);
    let f64_of = |i: usize| f64::from_bits(a[i]);
    let single = |v: f32| (u64::from(v.to_bits()), false);
    let double = |v: f64| (v.to_bits(), false);
    match f {
        MathFn::F32x1(f) => single(f(f32_of(0))),
        MathFn::F32x2(f) => single(f(f32_of(0), f32_of(1))),
        MathFn::F32x3(f) => single(f(f32_of(0), f32_of(1), f32_of(2))),
        MathFn::F64x1(f) => double(f(f64_of(0))),
        MathFn::F64x2(f) => double(f(f64_of(0), f64_of(1))),
        MathFn::F64x3(f) => double(f(f64_of(0), f64_of(1), f64_of(2))),
        MathFn::Raw { f, bits } => match f(a, bits) {
            Some(value) => (value & mask(bits), false),
            None => (0, true),
        },
    }
}

fn overflow(op: OverflowOp, bits: u8, a: u64, b: u64) -> (u64, bool) {
    let m = mask(u32::from(bits));
    let (sa, sb) = (i128::from(sext(a, bits)), i128::from(sext(b, bits)));
    let (ua, ub) = (u128::from(a), u128::from(b));
    let (exact_signed, exact_unsigned) = match op {
        OverflowOp::SAdd => (Some(sa + sb), None),
        OverflowOp::SSub => (Some(sa - sb), None),
        OverflowOp::SMul => (Some(sa * sb), None),
        OverflowOp::UAdd => (None, Some(ua + ub)),
        OverflowOp::USub => (None, ua.checked_sub(ub)),
        OverflowOp::UMul => (None, Some(ua * ub)),
    };
    match (exact_signed, exact_unsigned) {
        (Some(exact), _) => ((exact as u64) & m, !signed_fits(exact, bits)),
        (None, Some(exact)) => ((exact as u64) & m, exact > u128::from(m)),
        (None, None) => (a.wrapping_sub(b) & m, true),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nsw_and_nuw_overflow_is_poison() {
        let add = |f, a, b| int_binary(IBinOp::Add, f, 8, a, b).unwrap();
        assert_eq!(add(0, 0x7f, 1), (0x80, false));
        assert_eq!(add(flags::NSW, 0x7f, 1), (0x80, true));
        assert_eq!(add(flags::NUW, 0x7f, 1), (0x80, false));
        assert_eq!(add(flags::NUW, 0xff, 1), (0, true));
        assert_eq!(int_binary(IBinOp::Shl, 0, 8, 1, 8).unwrap(), (0, true));
        assert_eq!(
            int_binary(IBinOp::SDiv, 0, 8, 0x80, 0xff),
            Err("signed division overflow")
        );
        assert_eq!(
            int_binary(IBinOp::UDiv, 0, 32, 1, 0),
            Err("division by zero")
        );
        assert_eq!(
            int_binary(IBinOp::SDiv, 0, 32, 0xffff_fff9, 2).unwrap(),
            (0xffff_fffd, false)
        );
        assert_eq!(
            int_binary(IBinOp::AShr, 0, 8, 0x80, 7).unwrap(),
            (0xff, false)
        );
    }

    #[test]
    fn conversions_follow_llvm() {
        let f = |v: f32| u64::from(v.to_bits());
        assert_eq!(
            cast(CastOp::FpToSi, Scalar::F32, Scalar::Int(8), 0, f(-128.5)),
            (0x80, false)
        );
        assert!(cast(CastOp::FpToSi, Scalar::F32, Scalar::Int(8), 0, f(128.0)).1);
        assert!(cast(CastOp::FpToUi, Scalar::F32, Scalar::Int(32), 0, f(-1.0)).1);
        assert_eq!(
            cast(CastOp::SExt, Scalar::Int(8), Scalar::Int(32), 0, 0x80),
            (0xffff_ff80, false)
        );
        let trunc = cast(
            CastOp::Trunc,
            Scalar::Int(32),
            Scalar::Int(8),
            flags::NUW,
            0x100,
        );
        assert!(trunc.1, "nuw truncation of a wider value is poison");
        let big = (1u64 << 24) + 1;
        assert_eq!(
            cast(CastOp::SiToFp, Scalar::Int(64), Scalar::F32, 0, big).0,
            f(16_777_216.0)
        );
    }

    #[test]
    fn unordered_compares() {
        assert!(float_compare(14, f64::NAN, 1.0));
        assert!(!float_compare(1, f64::NAN, f64::NAN));
        assert!(float_compare(13, f64::NAN, f64::NAN));
    }
}
