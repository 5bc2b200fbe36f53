//! Atomics and fences: `atomicrmw`, `cmpxchg` and `fence`, and what each tells the race
//! detector about how it synchronises.

use super::{
    FaultKind, Machine, Running, Step, Who,
    access::Place,
    at, fault,
    values::{float_kind, from_f64, sext, to_f64},
};
use crate::{
    layout::Scalar,
    native,
    program::{AtomicOrder, Inst, RmwOp, Scope, SiteId},
    race::AccessKind,
};

/// An atomic access, for the race detector.
#[derive(Clone, Copy, Debug)]
pub(super) enum Atomic {
    Read(AtomicOrder),
    Store(AtomicOrder),
    /// A read-modify-write (or a cmpxchg that stored).
    Rmw(AtomicOrder),
}

/// Where a read-modify-write accesses memory: address space, address, scalar and the op.
type AtAddress = (u32, u64, Scalar, SiteId);

/// How NVPTX lowers every `atomicrmw`, whatever its ordering and syncscope: a relaxed `atom`
/// of GPU scope.
const RMW_ORDER: AtomicOrder = AtomicOrder::relaxed(Scope::Gpu);

impl Machine<'_> {
    /// A fence: orders the thread's accesses for the race detector.
    #[inline(always)]
    pub(super) fn fence(&mut self, running: &Running, inst: Inst) {
        fields!(inst, Inst::Fence { scope, sc });
        if let Some(race) = &mut self.race {
            race.hb.fence(running.who.thread, scope, sc);
        }
    }

    /// `atomicrmw`: reads the old value, stores the new one, both as one atomic access.
    pub(super) fn atomic_rmw(&mut self, running: &mut Running, inst: Inst) -> Step {
        fields!(
            inst,
            Inst::AtomicRmw {
                op,
                scalar,
                space,
                dst,
                addr,
                value,
                site,
            }
        );
        let address = running.defined(addr, site, "atomic on a poison address")?;
        let at_address = (space, address, scalar, site);
        let (old, old_poison) = self.atomic_load(running, at_address)?;
        let new = rmw_value(op, scalar, old, running.value(value));
        let p = old_poison || running.is_poison(value);
        self.atomic_store(running, at_address, new, p)?;
        self.synchronise(running.who, space, address, Atomic::Rmw(RMW_ORDER));
        running.set(dst, old, old_poison);
        Ok(())
    }

    /// `cmpxchg`: stores `new` when the old value equals `expected`; the result is the old
    /// value and whether it stored. Comparing poison is undefined.
    pub(super) fn cmpxchg(&mut self, running: &mut Running, inst: Inst) -> Step {
        fields!(
            inst,
            Inst::CmpXchg {
                scalar,
                space,
                dst,
                addr,
                expected,
                new,
                order,
                site,
            }
        );
        let address = running.defined(addr, site, "cmpxchg on a poison address")?;
        let at_address = (space, address, scalar, site);
        let (old, old_poison) = self.atomic_load(running, at_address)?;
        let success = old == running.value(expected);
        if old_poison || running.is_poison(expected) {
            return Err(fault(
                FaultKind::PoisonUse,
                site,
                "cmpxchg comparing a poison value",
            ));
        }
        let event = if success {
            let (v, p) = (running.value(new), running.is_poison(new));
            self.atomic_store(running, at_address, v, p)?;
            Atomic::Rmw(order)
        } else {
            Atomic::Read(order)
        };
        self.synchronise(running.who, space, address, event);
        running.set(dst, old, false);
        running.set(dst + 1, u64::from(success), false);
        Ok(())
    }

    /// The old value of a read-modify-write (`atomicrmw`, `cmpxchg`) at `(space, address,
    /// scalar, site)`: one atomic read of its natural alignment.
    fn atomic_load(&mut self, running: &mut Running, at_address: AtAddress) -> Step<(u64, bool)> {
        let (space, address, scalar, site) = at_address;
        let who = running.who;
        self.load(
            running.local,
            who,
            space,
            address,
            scalar,
            scalar.bytes(),
            AccessKind::Atomic,
            site,
        )
        .map_err(at(site))
    }

    /// The new value of a read-modify-write, written as one atomic access (its alignment was
    /// checked by [`Machine::atomic_load`]).
    fn atomic_store(
        &mut self,
        running: &mut Running,
        at_address: AtAddress,
        value: u64,
        poison: bool,
    ) -> Step {
        let (space, address, scalar, site) = at_address;
        let who = running.who;
        self.store(
            running.local,
            who,
            space,
            address,
            scalar,
            1,
            AccessKind::Atomic,
            site,
            value,
            poison,
        )
        .map_err(at(site))
    }

    /// Tells the race detector how an atomic access of `address` synchronises.
    pub(super) fn synchronise(&mut self, who: Who, space: u32, address: u64, event: Atomic) {
        if self.race.is_none() {
            return;
        }
        let (shared, offset) = match self.resolve(who, space, address) {
            Ok(Place::Global(offset)) => (false, offset),
            Ok(Place::Shared(offset)) => (true, offset),
            _ => return,
        };
        let Some(race) = &mut self.race else {
            return;
        };
        let hb = &mut race.hb;
        match event {
            Atomic::Read(order) => hb.atomic_read(who.thread, shared, offset, order),
            Atomic::Store(order) => hb.atomic_write(who.thread, shared, offset, order, false),
            Atomic::Rmw(order) => {
                hb.atomic_read(who.thread, shared, offset, order);
                hb.atomic_write(who.thread, shared, offset, order, true);
            }
        }
    }
}

/// The value `op` stores over `old`.
fn rmw_value(op: RmwOp, scalar: Scalar, old: u64, operand: u64) -> u64 {
    let bits = scalar.bits() as u8;
    let m = scalar.mask();
    let float = |f: fn(f64, f64) -> f64| {
        let kind = float_kind(scalar);
        from_f64(kind, f(to_f64(kind, old), to_f64(kind, operand)))
    };
    let value = match op {
        RmwOp::Xchg => operand,
        RmwOp::Add => old.wrapping_add(operand),
        RmwOp::Sub => old.wrapping_sub(operand),
        RmwOp::And => old & operand,
        RmwOp::Nand => !(old & operand),
        RmwOp::Or => old | operand,
        RmwOp::Xor => old ^ operand,
        RmwOp::Max => {
            if sext(old, bits) >= sext(operand, bits) {
                old
            } else {
                operand
            }
        }
        RmwOp::Min => {
            if sext(old, bits) <= sext(operand, bits) {
                old
            } else {
                operand
            }
        }
        RmwOp::UMax => old.max(operand),
        RmwOp::UMin => old.min(operand),
        // In the operand's own precision: widening to f64 and rounding back is exact for
        // a single addition of two f32 values (2p + 2 <= 53).
        RmwOp::FAdd => match scalar {
            Scalar::F32 => {
                u64::from((f32::from_bits(old as u32) + f32::from_bits(operand as u32)).to_bits())
            }
            _ => float(|x, y| x + y),
        },
        RmwOp::FSub => match scalar {
            Scalar::F32 => {
                u64::from((f32::from_bits(old as u32) - f32::from_bits(operand as u32)).to_bits())
            }
            _ => float(|x, y| x - y),
        },
        RmwOp::FMax => float(native::max_num_f64),
        RmwOp::FMin => float(native::min_num_f64),
        RmwOp::UIncWrap => {
            if old >= operand {
                0
            } else {
                old + 1
            }
        }
        RmwOp::UDecWrap => {
            if old == 0 || old > operand {
                operand
            } else {
                old - 1
            }
        }
    };
    value & m
}
