//! Values that depend on where the thread runs: `getelementptr` (with the `inbounds` and
//! `nuw` poison rules, which look at the objects of the launch), address space casts
//! (between a space's offsets and generic addresses, which name the block and thread), and
//! special registers.

use super::{Machine, Running, Who, sext};
use crate::{
    layout::mask,
    memory::{self, Generic},
    program::{Inst, Sreg, gep_flags},
};

impl Machine<'_> {
    /// An address converted between spaces, at the result's width.
    #[inline(always)]
    pub(super) fn addrspace_cast(&self, running: &mut Running, inst: Inst) {
        fields!(
            inst,
            Inst::AddrSpaceCast {
                from,
                to,
                to_bits,
                dst,
                a,
                ..
            }
        );
        let value = self.address_space_cast(running.who, from, to, running.value(a));
        running.set(dst, value & mask(u32::from(to_bits)), running.is_poison(a));
    }

    /// A special register; `%clock` advances by 1000 per read.
    #[inline(always)]
    pub(super) fn sreg(&self, running: &mut Running, inst: Inst) {
        fields!(inst, Inst::Sreg { dst, which, bits });
        let value = match which {
            Sreg::Clock => {
                *running.clock_reads += 1;
                *running.clock_reads * 1000
            }
            other => self.special_register(other, running.who.thread, running.tid),
        };
        running.set(dst, value & mask(u32::from(bits)), false);
    }

    /// `dst = base + offset + sum(index * stride)`, poison when an operand is or when a
    /// `nuw` or `inbounds` promise is broken.
    #[inline(always)]
    pub(super) fn gep(&self, running: &mut Running, inst: Inst) {
        fields!(
            inst,
            Inst::Gep {
                dst,
                base,
                offset,
                terms,
                nterms,
                bits,
                flags,
                space,
            }
        );
        let start = running.value(base);
        let mut address = start.wrapping_add(offset as u64);
        let mut p = running.is_poison(base);
        // The offsets as exact numbers, for `nuw`.
        let mut total = i128::from(offset);
        let mut negative = flags & gep_flags::NUW_NEGATIVE_CONSTANT != 0;
        let function = running.function;
        for term in &function.gep_terms[terms as usize..(terms + nterms) as usize] {
            let index = sext(running.value(term.index), term.bits);
            let product = i128::from(index) * i128::from(term.stride);
            negative |= product < 0;
            total += product;
            address = address.wrapping_add(index.wrapping_mul(term.stride) as u64);
            p |= running.is_poison(term.index);
        }
        let address = address & mask(u32::from(bits));
        if flags & gep_flags::NUW != 0 {
            // A negative offset, read as unsigned, wraps any base but null.
            p |= (negative && start != 0) || nuw_wraps(start, total, bits);
        }
        if flags & gep_flags::INBOUNDS != 0 && !p && address != start {
            p |= self.leaves_its_object(running.who, space, start, address, bits);
        }
        running.set(dst, address, p);
    }

    fn special_register(&self, which: Sreg, linear: u32, tid: [u32; 3]) -> u64 {
        let lane = u64::from(linear % 32);
        let value = match which {
            Sreg::Tid(d) => tid[d],
            Sreg::Ntid(d) => self.ntid[d],
            Sreg::Ctaid(d) => self.ctaid[d],
            Sreg::Nctaid(d) => self.nctaid[d],
            Sreg::LaneId => lane as u32,
            Sreg::WarpSize => 32,
            Sreg::WarpId => linear / 32,
            Sreg::NWarpId => self.threads_per_block.div_ceil(32),
            Sreg::LaneMaskEq => return 1 << lane,
            Sreg::LaneMaskLt => return (1 << lane) - 1,
            Sreg::LaneMaskLe => return (1 << (lane + 1)) - 1,
            Sreg::LaneMaskGt => return !((1u64 << (lane + 1)) - 1) & 0xffff_ffff,
            Sreg::LaneMaskGe => return !((1u64 << lane) - 1) & 0xffff_ffff,
            Sreg::Constant(value) => return value,
            Sreg::Clock => 0,
        };
        u64::from(value)
    }

    fn address_space_cast(&self, who: Who, from: u32, to: u32, value: u64) -> u64 {
        // An address that is not of the target space becomes one that faults when used.
        const INVALID_OFFSET: u64 = 0xffff_fff0;
        match (from, to) {
            (a, b) if a == b => value,
            // A cluster is one block here, so shared::cluster is this block's shared window.
            (3, 7) | (7, 3) => value,
            (3 | 7, 0) => memory::shared_address(who.block, value),
            (5, 0) => memory::local_address(who.block, who.thread, value),
            (0, 3 | 7) => match memory::decode(value) {
                Generic::Shared { block, offset } if block == who.block => offset,
                _ if value == 0 => 0,
                _ => INVALID_OFFSET,
            },
            (0, 5) => match memory::decode(value) {
                Generic::Local { owner, offset }
                    if owner == memory::local_owner(who.block, who.thread) =>
                {
                    offset
                }
                _ if value == 0 => 0,
                _ => INVALID_OFFSET,
            },
            // Global and constant pointers are their generic form.
            (0 | 1 | 4, 0 | 1 | 4) => value,
            _ => INVALID_OFFSET,
        }
    }

    /// True when an `inbounds` GEP from `base` to `result` (pointers of `space`, `bits`
    /// wide) is poison: `base` is in bounds of (or one past the end of) an object of its
    /// memory and `result` is in bounds of none of those objects. False where the base's
    /// object is unknown (local memory, an address in no object, another block's shared
    /// memory): poison is claimed only where it is proven.
    fn leaves_its_object(&self, who: Who, space: u32, base: u64, result: u64, bits: u8) -> bool {
        let delta = i128::from(sext(
            result.wrapping_sub(base) & mask(u32::from(bits)),
            bits,
        ));
        let shared = self.shared_objects.iter().copied();
        match space {
            3 | 7 => leaves_every_object(shared, base, delta),
            5 => false,
            _ => match memory::decode(base) {
                Generic::Global(offset) => {
                    let global = self.global.allocations.iter().map(|a| (a.offset, a.size));
                    leaves_every_object(global, offset, delta)
                }
                Generic::Shared { block, offset } if block == who.block => {
                    leaves_every_object(shared, offset, delta)
                }
                _ => false,
            },
        }
    }
}

/// True when `position` is in bounds of (or one past the end of) some of `objects`
/// (`(offset, size)`) and `position + delta` is in bounds of none of those.
fn leaves_every_object(
    objects: impl Iterator<Item = (u64, u64)>,
    position: u64,
    delta: i128,
) -> bool {
    let target = i128::from(position) + delta;
    let mut based = false;
    for (start, size) in objects {
        let end = start + size;
        if (start..=end).contains(&position) {
            based = true;
            if (i128::from(start)..=i128::from(end)).contains(&target) {
                return false;
            }
        }
    }
    based
}

/// True when a `nuw` GEP's offsets (`total`, exact, all non-negative) wrap: their sum, or
/// for pointers narrower than 64 bits their sum added to `base`, passes the pointer width.
/// (A 64-bit base is a tagged simulator address, not the GPU's, so adding to it is not
/// judged.)
fn nuw_wraps(base: u64, total: i128, bits: u8) -> bool {
    let limit = i128::from(mask(u32::from(bits)));
    total > limit || (bits < 64 && i128::from(base & mask(u32::from(bits))) + total > limit)
}
