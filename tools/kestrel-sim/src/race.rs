//! The data-race detector: vector-clock happens-before (FastTrack style) with PTX scopes,
//! checked at every shared and global access.
//!
//! Model. Two accesses of different threads to the same byte race when at least one is a
//! plain (non-atomic) write and neither happens before the other. Atomics (`atomicrmw`,
//! `cmpxchg`, atomic loads and stores) never race with each other; against plain accesses
//! an atomic counts as a read, so it races with a concurrent plain write but not with a
//! concurrent plain read (a deliberate leniency: PTX calls an atomic write and a concurrent
//! plain read a data race too, but flag polling through plain loads is common and this
//! detector's job is to find missing synchronisation of data). Threads are numbered
//! grid-wide; happens-before is program order plus the synchronisation edges of
//! [`sync`]: CTA barriers and warp syncs, fences of CTA and GPU scope with the Fence-SC
//! order of `fence.sc`, and release/acquire through atomic locations, where relaxed atomics
//! synchronise only through fences (`fence; relaxed write` … `relaxed read; fence`) and
//! every `atomicrmw` is relaxed, because that is what NVPTX emits. A CTA barrier never
//! orders two blocks; a CTA-scope fence or atomic orders only threads of one block.
//!
//! Blocks run one after another, never concurrently. That is fine: as in ThreadSanitizer,
//! races are judged by happens-before over the executed order, not by which accesses
//! happened to be close in time; so a block that reads what an earlier block wrote without
//! synchronisation races even though the write ran first. Where the order decides *whether*
//! two operations synchronise (which `fence.sc` comes first, which write an atomic read
//! observes), the executed order is the one judged; other schedules run other orders.
//!
//! Clocks and shadow. Each thread of the running block has a vector clock ([`clock`]) whose
//! parts are shared between threads, so a barrier costs O(threads per block) and the
//! common joins O(1). Each byte keeps its last plain write and the reads since as epochs
//! `(thread, tick)` ([`shadow`]); an access compares epochs against the accessor's clock, so
//! its cost is O(1) except where reads are genuinely concurrent. Shadow pages are allocated
//! on first touch; shared memory gets a fresh shadow for every block.
//!
//! What it does not model: `volatile` accesses are plain; proxies (`fence.proxy.*`, async
//! and bulk copies), `mbarrier` and cluster-scope barriers are not simulated at all (the
//! simulator refuses those kernels) and their fences order nothing; `cluster` scope is CTA
//! scope since every cluster is one block; `sys` scope is GPU scope (one device, no host).
//! Within a warp it does not assume lockstep execution: warp-synchronous code without
//! `__syncwarp` is reported, as the CUDA memory model requires. A thread that exited counts
//! as arrived at the block's later barriers, so what it did is ordered before them.

pub mod clock;
pub mod shadow;
pub mod sync;

pub use sync::HappensBefore;

use crate::program::SiteId;
use shadow::{Shadow, Who};

/// The kind of an access.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AccessKind {
    Read,
    Write,
    /// Atomic read-modify-write, atomic load or atomic store.
    Atomic,
}

/// A racing pair found at one byte: the earlier access it conflicts with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conflict {
    /// Offset of the byte in its arena.
    pub offset: u64,
    pub earlier_block: u32,
    pub earlier_thread: u32,
    pub earlier_site: SiteId,
    /// Whether the earlier access was the (non-atomic) write of the pair.
    pub earlier_wrote: bool,
}

/// The race detector of one kernel run: happens-before and the shadows of global and
/// (the running block's) shared memory.
#[derive(Debug)]
pub struct RaceDetector {
    pub hb: HappensBefore,
    global: Shadow,
    shared: Shadow,
}

impl RaceDetector {
    pub fn new(threads_per_block: u32, blocks: u32) -> Self {
        Self {
            hb: HappensBefore::new(threads_per_block, blocks),
            global: Shadow::default(),
            shared: Shadow::default(),
        }
    }

    /// Starts block `block`, with fresh shared memory.
    pub fn begin_block(&mut self, block: u32) {
        self.hb.begin_block(block);
        self.shared = Shadow::default();
    }

    /// Checks and records an access by `thread` of the running block; the first conflict.
    pub fn access(
        &mut self,
        shared: bool,
        thread: u32,
        offset: u64,
        len: u64,
        kind: AccessKind,
        site: SiteId,
    ) -> Option<Conflict> {
        let who = Who {
            thread,
            gid: self.hb.gid(thread),
            tick: self.hb.tick(thread),
            site,
        };
        let shadow = if shared {
            &mut self.shared
        } else {
            &mut self.global
        };
        shadow.access(offset, len, kind, who, &self.hb)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::{AtomicOrder, Scope};

    #[test]
    fn write_then_read_by_another_thread_without_a_barrier_races() {
        let mut race = RaceDetector::new(4, 1);
        race.begin_block(0);
        assert_eq!(race.access(false, 1, 0, 4, AccessKind::Write, 1), None);
        let conflict = race.access(false, 2, 2, 4, AccessKind::Read, 2).unwrap();
        assert_eq!(conflict.offset, 2);
        assert_eq!(conflict.earlier_thread, 1);
        assert!(conflict.earlier_wrote);
    }

    #[test]
    fn a_barrier_orders_accesses() {
        let mut race = RaceDetector::new(4, 1);
        race.begin_block(0);
        race.access(false, 1, 0, 4, AccessKind::Write, 1);
        race.hb.barrier(&[0, 1, 2, 3]);
        assert_eq!(race.access(false, 2, 0, 4, AccessKind::Read, 2), None);
        assert_eq!(race.access(false, 3, 0, 4, AccessKind::Read, 3), None);
    }

    #[test]
    fn own_accesses_and_atomics_do_not_race() {
        let mut race = RaceDetector::new(4, 2);
        race.begin_block(0);
        race.access(false, 1, 0, 4, AccessKind::Write, 1);
        assert_eq!(race.access(false, 1, 0, 4, AccessKind::Read, 1), None);
        assert_eq!(race.access(false, 1, 8, 4, AccessKind::Atomic, 1), None);
        assert_eq!(race.access(false, 2, 8, 4, AccessKind::Atomic, 2), None);
        race.begin_block(1);
        assert_eq!(race.access(false, 2, 8, 4, AccessKind::Atomic, 5), None);
        let conflict = race.access(false, 3, 8, 4, AccessKind::Write, 3).unwrap();
        assert!(!conflict.earlier_wrote);
    }

    #[test]
    fn blocks_race_on_global_memory_but_not_on_shared_memory() {
        let mut race = RaceDetector::new(4, 2);
        race.begin_block(0);
        race.access(false, 1, 0, 4, AccessKind::Write, 1);
        race.access(true, 1, 0, 4, AccessKind::Write, 1);
        race.begin_block(1);
        let conflict = race.access(false, 1, 0, 4, AccessKind::Read, 7).unwrap();
        assert_eq!(conflict.earlier_block, 0);
        assert_eq!(race.access(true, 1, 0, 4, AccessKind::Read, 7), None);
    }

    #[test]
    fn message_passing_needs_both_fences() {
        let relaxed = AtomicOrder::relaxed(Scope::Gpu);
        for (writer_fence, reader_fence) in [(true, true), (false, true), (true, false)] {
            let mut race = RaceDetector::new(2, 2);
            race.begin_block(0);
            race.access(false, 0, 0, 4, AccessKind::Write, 1);
            if writer_fence {
                race.hb.fence(0, Scope::Gpu, false);
            }
            race.access(false, 0, 64, 4, AccessKind::Atomic, 2);
            race.hb.atomic_write(0, false, 64, relaxed, false);
            race.begin_block(1);
            race.access(false, 0, 64, 4, AccessKind::Atomic, 3);
            race.hb.atomic_read(0, false, 64, relaxed);
            if reader_fence {
                race.hb.fence(0, Scope::Gpu, false);
            }
            let conflict = race.access(false, 0, 0, 4, AccessKind::Read, 4);
            assert_eq!(
                conflict.is_none(),
                writer_fence && reader_fence,
                "writer fence {writer_fence}, reader fence {reader_fence}"
            );
        }
    }
}
