//! Comparing global memory after two runs: bit-exact, NaN-aware, poison as refinement.
//!
//! Allocations are matched by name (`arg0`, `@table`) and compared byte by byte. Two rules
//! soften bit-exactness where LLVM semantics allow a difference:
//! - NaN: a float stored as NaN in both runs is equal whatever its payload and sign (LLVM
//!   does not specify NaN bits), recognised from the float markers stores leave in memory.
//! - Poison: a byte that is poison in the reference run may hold anything in the other
//!   (replacing poison by a value is a refinement); a defined byte that became poison is a
//!   difference.

use crate::memory::{Allocation, GlobalMemory, meta};
use std::fmt;

/// One differing location.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// Allocation and offset, e.g. `arg2+16`.
    pub location: String,
    /// The reference and the other value, as text.
    pub expected: String,
    pub actual: String,
}

impl fmt::Display for Difference {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(
            f,
            "{}: {} became {}",
            self.location, self.expected, self.actual
        )
    }
}

/// The differences between `reference` and `other` (at most `limit` of them) and how many
/// there are in all.
pub fn compare(
    reference: &GlobalMemory,
    other: &GlobalMemory,
    limit: usize,
) -> (Vec<Difference>, u64) {
    let mut shown = Vec::new();
    let mut total = 0;
    for a in &reference.allocations {
        let Some(b) = other
            .allocations
            .iter()
            .find(|b| b.name == a.name && b.size == a.size)
        else {
            continue;
        };
        if identical(reference, a, other, b) {
            continue;
        }
        let mut i = 0;
        while i < a.size {
            let step = differing_unit(reference, a, other, b, i);
            match step {
                Unit::Same(len) => i += len,
                Unit::Different(len) => {
                    total += 1;
                    if shown.len() < limit {
                        shown.push(describe(reference, a, other, b, i, len));
                    }
                    i += len;
                }
            }
        }
    }
    (shown, total)
}

/// Same bytes and metadata: nothing to look at byte by byte (the common case).
fn identical(ra: &GlobalMemory, a: &Allocation, rb: &GlobalMemory, b: &Allocation) -> bool {
    let range = |x: &Allocation| x.offset as usize..(x.offset + x.size) as usize;
    ra.arena.data[range(a)] == rb.arena.data[range(b)]
        && ra.arena.meta[range(a)] == rb.arena.meta[range(b)]
}

enum Unit {
    Same(u64),
    Different(u64),
}

/// Compares the unit (a byte, or a whole float) starting at offset `i`.
fn differing_unit(
    ra: &GlobalMemory,
    a: &Allocation,
    rb: &GlobalMemory,
    b: &Allocation,
    i: u64,
) -> Unit {
    let (ia, ib) = ((a.offset + i) as usize, (b.offset + i) as usize);
    let (ma, mb) = (ra.arena.meta[ia], rb.arena.meta[ib]);
    for (start, width) in [(meta::F32_START, 4u64), (meta::F64_START, 8)] {
        if ma & start != 0 && mb & start != 0 && i + width <= a.size {
            let fa = float_at(ra, a.offset + i, width);
            let fb = float_at(rb, b.offset + i, width);
            let poison_a = any_poison(ra, a.offset + i, width);
            let poison_b = any_poison(rb, b.offset + i, width);
            let same = poison_a
                || (!poison_b && (fa.to_bits() == fb.to_bits() || (fa.is_nan() && fb.is_nan())));
            return if same {
                Unit::Same(width)
            } else {
                Unit::Different(width)
            };
        }
    }
    let poison_a = ma & meta::POISON != 0;
    let poison_b = mb & meta::POISON != 0;
    let same = poison_a || (!poison_b && ra.arena.data[ia] == rb.arena.data[ib]);
    if same {
        Unit::Same(1)
    } else {
        // One difference per aligned word: skip the rest of it.
        Unit::Different((4 - i % 4).min(a.size - i))
    }
}

fn float_at(memory: &GlobalMemory, offset: u64, width: u64) -> f64 {
    let bytes = &memory.arena.data[offset as usize..(offset + width) as usize];
    if width == 4 {
        f64::from(f32::from_le_bytes(bytes.try_into().unwrap_or([0; 4])))
    } else {
        f64::from_le_bytes(bytes.try_into().unwrap_or([0; 8]))
    }
}

fn any_poison(memory: &GlobalMemory, offset: u64, width: u64) -> bool {
    memory.arena.meta[offset as usize..(offset + width) as usize]
        .iter()
        .any(|m| m & meta::POISON != 0)
}

/// Text for the unit at offset `i`: the float, or the aligned 4-byte word holding the byte.
fn describe(
    ra: &GlobalMemory,
    a: &Allocation,
    rb: &GlobalMemory,
    b: &Allocation,
    i: u64,
    len: u64,
) -> Difference {
    let float = ra.arena.meta[(a.offset + i) as usize] & (meta::F32_START | meta::F64_START) != 0;
    let (start, width) = if float {
        (i, len)
    } else {
        ((i / 4) * 4, 4.min(a.size - (i / 4) * 4))
    };
    let render = |memory: &GlobalMemory, base: u64| {
        let range = (base + start) as usize..(base + start + width) as usize;
        if memory.arena.meta[range.clone()]
            .iter()
            .any(|m| m & meta::POISON != 0)
        {
            return "poison".to_string();
        }
        let mut value = 0u64;
        for (k, byte) in memory.arena.data[range].iter().enumerate() {
            value |= u64::from(*byte) << (8 * k);
        }
        match (float, len) {
            (true, 4) => format!("{:?} ({value:#010x})", f32::from_bits(value as u32)),
            (true, 8) => format!("{:?} ({value:#018x})", f64::from_bits(value)),
            (_, _) if width == 4 => format!("{} ({value:#010x})", value as u32 as i32),
            _ => format!("{value:#0w$x}", w = 2 + 2 * width as usize),
        }
    };
    Difference {
        location: format!("{}+{start}", a.name),
        expected: render(ra, a.offset),
        actual: render(rb, b.offset),
    }
}

/// A stable digest of all allocations' contents and poison bits (poison bytes hold 0).
pub fn digest(memory: &GlobalMemory) -> u64 {
    const POISON_BITS: u64 = u64::from_ne_bytes([meta::POISON; 8]);
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    let mut mix = |word: u64| hash = (hash ^ word).wrapping_mul(0x0100_0000_01b3).rotate_left(29);
    for allocation in &memory.allocations {
        let range = allocation.offset as usize..(allocation.offset + allocation.size) as usize;
        let words = |bytes: &[u8], mask: u64| -> Vec<u64> {
            bytes
                .chunks(8)
                .map(|chunk| {
                    let mut word = [0u8; 8];
                    word[..chunk.len()].copy_from_slice(chunk);
                    u64::from_le_bytes(word) & mask
                })
                .collect()
        };
        for word in words(&memory.arena.data[range.clone()], u64::MAX) {
            mix(word);
        }
        for word in words(&memory.arena.meta[range], POISON_BITS) {
            mix(word);
        }
    }
    hash
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::Scalar;

    fn memory_with(values: &[(Scalar, u64, bool)]) -> GlobalMemory {
        let mut memory = GlobalMemory::with_globals_area(0);
        let offset = memory.allocate("arg0", &[0; 16]);
        let mut at = offset;
        for &(scalar, value, poison) in values {
            memory.arena.write(at, scalar, value, poison).unwrap();
            at += u64::from(scalar.bytes());
        }
        memory
    }

    #[test]
    fn nans_are_equal_whatever_their_bits() {
        let a = memory_with(&[(Scalar::F32, 0x7fc0_0000, false)]);
        let b = memory_with(&[(Scalar::F32, 0xffc0_0001, false)]);
        assert_eq!(compare(&a, &b, 10).1, 0);
        let c = memory_with(&[(Scalar::Int(32), 0x7fc0_0000, false)]);
        let d = memory_with(&[(Scalar::Int(32), 0xffc0_0001, false)]);
        assert_eq!(compare(&c, &d, 10).1, 1);
    }

    #[test]
    fn poison_may_be_refined_but_not_introduced() {
        let defined = memory_with(&[(Scalar::Int(32), 5, false)]);
        let poison = memory_with(&[(Scalar::Int(32), 0, true)]);
        assert_eq!(compare(&poison, &defined, 10).1, 0);
        let (shown, total) = compare(&defined, &poison, 10);
        assert_eq!(total, 1);
        assert_eq!(shown[0].to_string(), "arg0+0: 5 (0x00000005) became poison");
    }

    #[test]
    fn float_differences_show_values() {
        let a = memory_with(&[(Scalar::F32, 0x3f80_0000, false)]);
        let b = memory_with(&[(Scalar::F32, 0x4000_0000, false)]);
        let (shown, _) = compare(&a, &b, 10);
        assert_eq!(
            shown[0].to_string(),
            "arg0+0: 1.0 (0x3f800000) became 2.0 (0x40000000)"
        );
        assert_ne!(digest(&a), digest(&b));
    }
}
