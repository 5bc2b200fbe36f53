//! `cp.async`: copies from global to shared memory issued by one thread, grouped by
//! commits, and performed when a `cp.async.wait_group` completes their group (or the thread
//! exits).

use super::{Exec, FaultKind, Machine, Running, SiteFault, Step, Who, access::Place, at, fault};
use crate::{
    memory,
    program::{Inst, SiteId},
    race::AccessKind,
};

/// One `cp.async`: `size` bytes to shared `dst` from global `src`, of which `src_size` are
/// read (the rest zero-filled).
#[derive(Clone, Copy, Debug)]
struct AsyncCopy {
    dst: u64,
    src: u64,
    size: u64,
    src_size: u64,
    site: SiteId,
}

/// A thread's `cp.async` state: the copies issued since its last commit, and the committed
/// groups, oldest first.
///
/// A copy is performed when a `cp.async.wait_group` completes its group (or the thread
/// exits): its source is read and its destination written then, by the issuing thread, so
/// the race detector orders the write by the wait. Until then the issuing thread must not
/// touch the destination or write the source (an [`FaultKind::UnsynchronisedAsyncCopy`]).
#[derive(Clone, Debug, Default)]
pub struct AsyncCopies {
    uncommitted: Vec<AsyncCopy>,
    groups: std::collections::VecDeque<Vec<AsyncCopy>>,
}

impl AsyncCopies {
    fn outstanding(&self) -> impl Iterator<Item = &AsyncCopy> {
        self.uncommitted.iter().chain(self.groups.iter().flatten())
    }

    fn commit(&mut self) {
        let group = std::mem::take(&mut self.uncommitted);
        self.groups.push_back(group);
    }

    /// The copies a `cp.async.wait_group pending` completes, oldest first.
    fn complete(&mut self, pending: usize) -> Vec<AsyncCopy> {
        let mut done = Vec::new();
        while self.groups.len() > pending {
            done.extend(self.groups.pop_front().into_iter().flatten());
        }
        done
    }
}

impl Machine<'_> {
    /// `cp.async`: the copy is checked and recorded now, performed at its wait.
    #[inline(always)]
    pub(super) fn cp_async(&mut self, running: &Running, inst: Inst) -> Step {
        fields!(
            inst,
            Inst::AsyncCopy {
                dst,
                src,
                size,
                src_size,
                site,
            }
        );
        let operands = [Some(dst), Some(src), src_size];
        if operands.into_iter().flatten().any(|r| running.is_poison(r)) {
            let message = "cp.async with a poison operand";
            return Err(fault(FaultKind::PoisonUse, site, message));
        }
        let read = src_size.map_or(u64::from(size), |r| running.value(r) & 0xffff_ffff);
        let addresses = (running.value(dst), running.value(src));
        self.issue_async_copy(running.who, addresses, u64::from(size), read, site)
            .map_err(at(site))
    }

    /// `cp.async.commit_group`: the copies issued since the last commit become a group.
    pub(super) fn cp_async_commit(&mut self, running: &Running) {
        self.async_copies_of(running.who).commit();
    }

    /// `cp.async.wait_group` (`cp.async.wait_all` when `all`).
    pub(super) fn cp_async_wait(&mut self, running: &Running, inst: Inst) -> Step {
        fields!(inst, Inst::AsyncWait { pending, all });
        self.wait_async_copies(running.who, pending as usize, all)
    }

    /// The `cp.async` state of `who`, created on first use.
    fn async_copies_of(&mut self, who: Who) -> &mut AsyncCopies {
        let index = who.thread as usize;
        if self.async_copies.len() <= index {
            self.async_copies
                .resize_with(index + 1, AsyncCopies::default);
        }
        &mut self.async_copies[index]
    }

    /// Issues a `cp.async` of `size` bytes, `read` of them from the source: checks the
    /// addresses now (a GPU may fault at issue) and records the copy as uncommitted.
    fn issue_async_copy(
        &mut self,
        who: Who,
        (dst, src): (u64, u64),
        size: u64,
        read: u64,
        site: SiteId,
    ) -> Exec<()> {
        if read > size {
            return Err((
                FaultKind::UndefinedBehaviour,
                format!("cp.async src-size {read} exceeds its copy size {size}"),
            ));
        }
        let (Place::Shared(to), Place::Global(from)) =
            (self.resolve(who, 3, dst)?, self.resolve(who, 1, src)?)
        else {
            return Err((
                FaultKind::InvalidAccess,
                "cp.async copies from global to shared memory only".to_string(),
            ));
        };
        self.check_alignment(Place::Shared(to), size as u32)?;
        self.check_alignment(Place::Global(from), size as u32)?;
        if !self.shared.is_mapped(to, size) {
            return Err((
                FaultKind::InvalidAccess,
                format!(
                    "out-of-bounds cp.async destination of {size} bytes at {}",
                    self.describe(Place::Shared(to))
                ),
            ));
        }
        if !self.global.arena.is_mapped(from, read) {
            return Err((
                FaultKind::InvalidAccess,
                format!(
                    "out-of-bounds cp.async source of {read} bytes at {}",
                    self.describe(Place::Global(from))
                ),
            ));
        }
        self.async_copies_of(who).uncommitted.push(AsyncCopy {
            dst: to,
            src: from,
            size,
            src_size: read,
            site,
        });
        Ok(())
    }

    /// `cp.async.wait_group pending` (after a commit when `all`, as `cp.async.wait_all`):
    /// performs the copies of every group but the `pending` newest.
    pub(super) fn wait_async_copies(
        &mut self,
        who: Who,
        pending: usize,
        all: bool,
    ) -> Result<(), SiteFault> {
        let Some(copies) = self.async_copies.get_mut(who.thread as usize) else {
            return Ok(());
        };
        if all && !copies.uncommitted.is_empty() {
            copies.commit();
        }
        for copy in copies.complete(pending) {
            self.perform_async_copy(who, copy)
                .map_err(|fault| (fault, Some(copy.site)))?;
        }
        Ok(())
    }

    /// Reads a completed copy's source and writes its destination (zero-filled past
    /// `src_size`), as accesses of the issuing thread at its `cp.async` instruction.
    fn perform_async_copy(&mut self, who: Who, copy: AsyncCopy) -> Exec<()> {
        let (from, to) = (Place::Global(copy.src), Place::Shared(copy.dst));
        let mut bytes = self
            .global
            .arena
            .read_bytes(copy.src, copy.src_size)
            .map_err(|_| {
                (
                    FaultKind::InvalidAccess,
                    format!("out-of-bounds cp.async source at {}", self.describe(from)),
                )
            })?;
        self.check_race(who, from, copy.src_size, AccessKind::Read, copy.site);
        bytes.resize(copy.size as usize, (0, 0));
        self.shared.write_bytes(copy.dst, &bytes).map_err(|_| {
            (
                FaultKind::InvalidAccess,
                format!(
                    "out-of-bounds cp.async destination at {}",
                    self.describe(to)
                ),
            )
        })?;
        self.check_race(who, to, copy.size, AccessKind::Write, copy.site);
        if bytes.iter().any(|(_, m)| m & memory::meta::POISON != 0) {
            self.record_poison_store(who, to, copy.site);
        }
        Ok(())
    }

    /// A fault when `who` accesses `len` bytes at `place` that one of its pending
    /// `cp.async` copies writes (any access) or reads (a write): their order is undefined
    /// until a `cp.async.wait_group` completes the copy.
    pub(super) fn check_async_hazard(
        &self,
        who: Who,
        place: Place,
        len: u64,
        write: bool,
    ) -> Exec<()> {
        let Some(copies) = self.async_copies.get(who.thread as usize) else {
            return Ok(());
        };
        let overlaps = |at: u64, start: u64, size: u64| at < start + size && start < at + len;
        for copy in copies.outstanding() {
            let (hit, role) = match place {
                Place::Shared(at) => (overlaps(at, copy.dst, copy.size), "destination"),
                Place::Global(at) if write => (overlaps(at, copy.src, copy.src_size), "source"),
                _ => (false, ""),
            };
            if hit {
                let access = if write { "write" } else { "read" };
                return Err((
                    FaultKind::UnsynchronisedAsyncCopy,
                    format!(
                        "unsynchronised cp.async: {access} of {} while the cp.async at {} that has it as its {role} is still pending (no cp.async.wait_group completed it)",
                        self.describe(place),
                        self.program.sites[copy.site as usize]
                    ),
                ));
            }
        }
        Ok(())
    }
}
