//! Memory instructions (loads, stores, aggregate accesses, `alloca`, `memcpy`, `memset`)
//! and what every access shares: resolving an address to a memory, alignment, bounds, the
//! race detector, `cp.async` hazards and poison stores.

use super::{
    Exec, FaultKind, Machine, PoisonStore, RawRace, Running, Step, Who, at, atomic::Atomic, fault,
};
use crate::{
    layout::{Scalar, align_up, mask},
    memory::{self, AccessError, Arena, Generic},
    program::{Inst, SiteId},
    race::AccessKind,
};

/// Where an address resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Place {
    Global(u64),
    Shared(u64),
    Local(u64),
}

impl Machine<'_> {
    /// A scalar load; an atomic one also tells the race detector how it synchronises.
    #[inline(always)]
    pub(super) fn load_inst(&mut self, running: &mut Running, inst: Inst) -> Step {
        fields!(
            inst,
            Inst::Load {
                dst,
                addr,
                scalar,
                space,
                align,
                atomic,
                site,
            }
        );
        let address = running.defined(addr, site, "load from a poison address")?;
        let kind = match atomic {
            Some(_) => AccessKind::Atomic,
            None => AccessKind::Read,
        };
        let who = running.who;
        let (value, p) = self
            .load(
                running.local,
                who,
                space,
                address,
                scalar,
                align,
                kind,
                site,
            )
            .map_err(at(site))?;
        running.set(dst, value, p);
        if let Some(order) = atomic {
            self.synchronise(who, space, address, Atomic::Read(order));
        }
        Ok(())
    }

    /// A scalar store; an atomic one also tells the race detector how it synchronises.
    #[inline(always)]
    pub(super) fn store_inst(&mut self, running: &mut Running, inst: Inst) -> Step {
        fields!(
            inst,
            Inst::Store {
                value,
                addr,
                scalar,
                space,
                align,
                atomic,
                site,
            }
        );
        let address = running.defined(addr, site, "store to a poison address")?;
        let kind = match atomic {
            Some(_) => AccessKind::Atomic,
            None => AccessKind::Write,
        };
        let (who, v, p) = (running.who, running.value(value), running.is_poison(value));
        self.store(
            running.local,
            who,
            space,
            address,
            scalar,
            align,
            kind,
            site,
            v,
            p,
        )
        .map_err(at(site))?;
        if let Some(order) = atomic {
            self.synchronise(who, space, address, Atomic::Store(order));
        }
        Ok(())
    }

    /// An aggregate load: one access per leaf of the shape, the first with the load's
    /// alignment.
    pub(super) fn load_aggregate(&mut self, running: &mut Running, inst: Inst) -> Step {
        fields!(
            inst,
            Inst::LoadAgg {
                dst,
                addr,
                shape,
                space,
                align,
                site,
            }
        );
        let base = running.defined(addr, site, "load from a poison address")?;
        let function = running.function;
        for (lane, leaf) in function.shapes[shape as usize].iter().enumerate() {
            let at_leaf = base.wrapping_add(u64::from(leaf.offset));
            let leaf_align = if leaf.offset == 0 { align } else { 1 };
            let (who, kind) = (running.who, AccessKind::Read);
            let (value, p) = self
                .load(
                    running.local,
                    who,
                    space,
                    at_leaf,
                    leaf.scalar,
                    leaf_align,
                    kind,
                    site,
                )
                .map_err(at(site))?;
            running.set(dst + lane as u32, value, p);
        }
        Ok(())
    }

    /// An aggregate store: one access per leaf of the shape, the first with the store's
    /// alignment.
    pub(super) fn store_aggregate(&mut self, running: &mut Running, inst: Inst) -> Step {
        fields!(
            inst,
            Inst::StoreAgg {
                value,
                addr,
                shape,
                space,
                align,
                site,
            }
        );
        let base = running.defined(addr, site, "store to a poison address")?;
        let function = running.function;
        for (lane, leaf) in function.shapes[shape as usize].iter().enumerate() {
            let at_leaf = base.wrapping_add(u64::from(leaf.offset));
            let leaf_align = if leaf.offset == 0 { align } else { 1 };
            let reg = value + lane as u32;
            let (v, p) = (running.value(reg), running.is_poison(reg));
            let (who, kind, scalar) = (running.who, AccessKind::Write, leaf.scalar);
            self.store(
                running.local,
                who,
                space,
                at_leaf,
                scalar,
                leaf_align,
                kind,
                site,
                v,
                p,
            )
            .map_err(at(site))?;
        }
        Ok(())
    }

    /// `memcpy` of a dynamic length.
    pub(super) fn memcpy(&mut self, running: &mut Running, inst: Inst) -> Step {
        fields!(
            inst,
            Inst::MemCopy {
                dst,
                dst_space,
                src,
                src_space,
                len,
                len_bits,
                site,
            }
        );
        if [len, dst, src].iter().any(|&r| running.is_poison(r)) {
            return Err(fault(
                FaultKind::PoisonUse,
                site,
                "memcpy with a poison operand",
            ));
        }
        let n = running.value(len) & mask(u32::from(len_bits));
        let from = (src_space, running.value(src));
        let to = (dst_space, running.value(dst));
        self.copy(running.local, running.who, from, to, n, site)
            .map_err(at(site))
    }

    /// `memset` of a dynamic length; a poison byte value makes every byte poison.
    pub(super) fn memset(&mut self, running: &mut Running, inst: Inst) -> Step {
        fields!(
            inst,
            Inst::MemSet {
                dst,
                dst_space,
                value,
                len,
                len_bits,
                site,
            }
        );
        if running.is_poison(len) || running.is_poison(dst) {
            return Err(fault(
                FaultKind::PoisonUse,
                site,
                "memset with a poison operand",
            ));
        }
        let n = running.value(len) & mask(u32::from(len_bits));
        let byte = (running.value(value) as u8, running.is_poison(value));
        let to = (dst_space, running.value(dst));
        self.fill(running.local, running.who, to, byte, n, site)
            .map_err(at(site))
    }

    /// Where `address` of pointer space `space` points.
    pub(super) fn resolve(&self, who: Who, space: u32, address: u64) -> Exec<Place> {
        let generic = match space {
            3 | 7 => return Ok(Place::Shared(address)),
            5 => return Ok(Place::Local(address)),
            _ => memory::decode(address),
        };
        match generic {
            Generic::Global(offset) => Ok(Place::Global(offset)),
            Generic::Shared { block, offset } if space == 0 && block == who.block => {
                Ok(Place::Shared(offset))
            }
            Generic::Shared { block, .. } if space == 0 => Err((
                FaultKind::InvalidAccess,
                format!(
                    "access to the shared memory of block {block} from block {}",
                    who.block
                ),
            )),
            Generic::Local { owner, offset }
                if space == 0 && owner == memory::local_owner(who.block, who.thread) =>
            {
                Ok(Place::Local(offset))
            }
            Generic::Local { .. } if space == 0 => Err((
                FaultKind::InvalidAccess,
                "access to another thread's local memory".to_string(),
            )),
            _ if address == 0 => Err((
                FaultKind::InvalidAccess,
                "null pointer dereference".to_string(),
            )),
            _ => Err((
                FaultKind::InvalidAccess,
                format!("access through invalid address {address:#x} (address space {space})"),
            )),
        }
    }

    pub(super) fn describe(&self, place: Place) -> String {
        match place {
            Place::Global(offset) => format!("global {}", self.global.describe(offset)),
            Place::Shared(offset) => format!("shared {}", self.program.shared_location(offset)),
            Place::Local(offset) => format!("local+{offset}"),
        }
    }

    pub(super) fn check_race(
        &mut self,
        who: Who,
        place: Place,
        len: u64,
        kind: AccessKind,
        site: SiteId,
    ) {
        let Some(race) = &mut self.race else {
            return;
        };
        let (shared, offset) = match place {
            Place::Global(offset) => (false, offset),
            Place::Shared(offset) => (true, offset),
            Place::Local(_) => return,
        };
        let Some(conflict) = race.access(shared, who.thread, offset, len, kind, site) else {
            return;
        };
        let pair = (
            conflict.earlier_site.min(site),
            conflict.earlier_site.max(site),
        );
        if self.findings.race_pairs.insert(pair) {
            self.findings.races.push(RawRace {
                shared,
                offset: conflict.offset,
                first: (
                    conflict.earlier_block,
                    conflict.earlier_thread,
                    conflict.earlier_site,
                    conflict.earlier_wrote,
                ),
                second: (who.block, who.thread, site, kind == AccessKind::Write),
            });
        }
    }

    pub(super) fn arena_for<'a>(
        &'a mut self,
        local: &'a mut Arena,
        place: Place,
    ) -> (&'a mut Arena, u64) {
        match place {
            Place::Global(offset) => (&mut self.global.arena, offset),
            Place::Shared(offset) => (&mut self.shared, offset),
            Place::Local(offset) => (local, offset),
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn load(
        &mut self,
        local: &mut Arena,
        who: Who,
        space: u32,
        address: u64,
        scalar: Scalar,
        align: u32,
        kind: AccessKind,
        site: SiteId,
    ) -> Exec<(u64, bool)> {
        let place = self.resolve(who, space, address)?;
        let len = scalar.bytes();
        self.check_alignment(place, align)?;
        self.check_async_hazard(who, place, u64::from(len), false)?;
        let (arena, offset) = self.arena_for(local, place);
        match arena.read(offset, len) {
            Ok((value, p)) => {
                self.check_race(who, place, u64::from(len), kind, site);
                Ok((value & scalar.mask(), p))
            }
            Err(AccessError::Unmapped) => Err((
                FaultKind::InvalidAccess,
                format!(
                    "out-of-bounds load of {len} bytes at {}",
                    self.describe(place)
                ),
            )),
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn store(
        &mut self,
        local: &mut Arena,
        who: Who,
        space: u32,
        address: u64,
        scalar: Scalar,
        align: u32,
        kind: AccessKind,
        site: SiteId,
        value: u64,
        poison: bool,
    ) -> Exec<()> {
        let place = self.resolve(who, space, address)?;
        self.check_alignment(place, align)?;
        self.check_async_hazard(who, place, u64::from(scalar.bytes()), true)?;
        let (arena, offset) = self.arena_for(local, place);
        match arena.write(offset, scalar, value, poison) {
            Ok(()) => {
                self.check_race(who, place, u64::from(scalar.bytes()), kind, site);
                if poison && !matches!(place, Place::Local(_)) {
                    self.record_poison_store(who, place, site);
                }
                Ok(())
            }
            Err(AccessError::Unmapped) => Err((
                FaultKind::InvalidAccess,
                format!(
                    "out-of-bounds store of {} bytes at {}",
                    scalar.bytes(),
                    self.describe(place)
                ),
            )),
        }
    }

    pub(super) fn record_poison_store(&mut self, who: Who, place: Place, site: SiteId) {
        self.findings.poison_store_count += 1;
        if self.findings.poison_stores.len() < 8 {
            let address = self.describe(place);
            self.findings.poison_stores.push(PoisonStore {
                site,
                block: who.block,
                thread: who.thread,
                address,
            });
        }
    }

    pub(super) fn check_alignment(&self, place: Place, align: u32) -> Exec<()> {
        let offset = match place {
            Place::Global(o) | Place::Shared(o) | Place::Local(o) => o,
        };
        if align > 1 && offset % u64::from(align) != 0 {
            return Err((
                FaultKind::Misaligned,
                format!(
                    "misaligned access (alignment {align}) at {}",
                    self.describe(place)
                ),
            ));
        }
        Ok(())
    }

    pub(super) fn copy(
        &mut self,
        local: &mut Arena,
        who: Who,
        src: (u32, u64),
        dst: (u32, u64),
        len: u64,
        site: SiteId,
    ) -> Exec<()> {
        if len == 0 {
            return Ok(());
        }
        let from = self.resolve(who, src.0, src.1)?;
        let to = self.resolve(who, dst.0, dst.1)?;
        self.check_async_hazard(who, from, len, false)?;
        self.check_async_hazard(who, to, len, true)?;
        let (arena, offset) = self.arena_for(local, from);
        let bytes = arena.read_bytes(offset, len).map_err(|_| {
            (
                FaultKind::InvalidAccess,
                format!(
                    "out-of-bounds memcpy source of {len} bytes at {}",
                    self.describe(from)
                ),
            )
        })?;
        self.check_race(who, from, len, AccessKind::Read, site);
        let (arena, offset) = self.arena_for(local, to);
        arena.write_bytes(offset, &bytes).map_err(|_| {
            (
                FaultKind::InvalidAccess,
                format!(
                    "out-of-bounds memcpy destination of {len} bytes at {}",
                    self.describe(to)
                ),
            )
        })?;
        self.check_race(who, to, len, AccessKind::Write, site);
        if bytes.iter().any(|(_, m)| m & memory::meta::POISON != 0)
            && !matches!(to, Place::Local(_))
        {
            self.record_poison_store(who, to, site);
        }
        Ok(())
    }

    pub(super) fn fill(
        &mut self,
        local: &mut Arena,
        who: Who,
        dst: (u32, u64),
        (byte, poison): (u8, bool),
        len: u64,
        site: SiteId,
    ) -> Exec<()> {
        if len == 0 {
            return Ok(());
        }
        let to = self.resolve(who, dst.0, dst.1)?;
        self.check_async_hazard(who, to, len, true)?;
        let m = if poison { memory::meta::POISON } else { 0 };
        let (arena, offset) = self.arena_for(local, to);
        // Check the range before building the bytes: `len` may be anything.
        let checked = if arena.is_mapped(offset, len) {
            arena.write_bytes(offset, &vec![(byte, m); len as usize])
        } else {
            Err(AccessError::Unmapped)
        };
        checked.map_err(|_| {
            (
                FaultKind::InvalidAccess,
                format!(
                    "out-of-bounds memset of {len} bytes at {}",
                    self.describe(to)
                ),
            )
        })?;
        self.check_race(who, to, len, AccessKind::Write, site);
        if poison && !matches!(to, Place::Local(_)) {
            self.record_poison_store(who, to, site);
        }
        Ok(())
    }
}

impl Running<'_> {
    /// `alloca`: a new object of `count * elem_size` bytes on the thread's stack, poison
    /// until written, freed when the frame returns.
    pub(super) fn alloca(&mut self, inst: Inst) -> Step {
        fields!(
            inst,
            Inst::Alloca {
                dst,
                count,
                count_bits,
                elem_size,
                align,
                generic,
                site,
            }
        );
        let n = self.defined(count, site, "alloca of a poison size")? & mask(u32::from(count_bits));
        let size = n.saturating_mul(u64::from(elem_size));
        let offset = align_up(*self.local_top, u64::from(align));
        let end = offset.saturating_add(size.max(1));
        if end > memory::MAX_LOCAL_BYTES {
            let message = format!("thread stack exceeds {} bytes", memory::MAX_LOCAL_BYTES);
            return Err(fault(FaultKind::StackOverflow, site, message));
        }
        self.local.grow_to(end);
        self.local.map_poison(offset, size);
        *self.local_top = end;
        let address = if generic {
            memory::local_address(self.who.block, self.who.thread, offset)
        } else {
            offset
        };
        self.set(dst, address, false);
        Ok(())
    }
}
