//! Per-byte shadow state: the last plain write and the reads since, as epochs.
//!
//! An epoch is `(thread, tick, site)` with the thread numbered grid-wide. A byte keeps its
//! last plain write and the reads after it: one read inline while each read happens after
//! the previous one (the common case), else a read set. A read set keeps every read not
//! known to be covered; it is pruned (amortised O(1) per read) by dropping the reads the
//! current reader's clock covers and all but one read of isolated blocks (finished blocks
//! that never published to a GPU-visible clock), and emptied at once when all its reads are
//! of the running block and a CTA barrier came after them. All three are exact for "does
//! some read race with a later write W": a read R covered by a later read R' is known to W
//! whenever R' is (so R races with W only if R' does); no later thread can know any read of
//! an isolated block, so one of them races with W exactly when all of them do; and a
//! barrier orders every earlier access of the block before every later one.

use super::{AccessKind, Conflict, clock::Tick, sync::HappensBefore};
use crate::program::SiteId;

/// "No thread" in an epoch.
const NONE: u32 = u32::MAX;
/// Bytes per shadow page: shadow memory is allocated only where the kernel touches.
const PAGE: usize = 4096;
/// A read set is first pruned at this size.
const FIRST_PRUNE: usize = 8;

/// One access: grid-wide thread, its tick, the operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Epoch {
    gid: u32,
    tick: Tick,
    site: SiteId,
}

impl Epoch {
    const EMPTY: Epoch = Epoch {
        gid: NONE,
        tick: 0,
        site: 0,
    };
}

/// The state of one byte.
#[derive(Clone, Copy, Debug)]
struct Cell {
    write: Epoch,
    /// The reads since `write` when they are ordered one after another; `EMPTY` when
    /// there are none or when `set` holds them.
    read: Epoch,
    /// 1 + the index of the byte's read set, or 0.
    set: u32,
}

impl Cell {
    const EMPTY: Cell = Cell {
        write: Epoch::EMPTY,
        read: Epoch::EMPTY,
        set: 0,
    };
}

/// Unordered reads of one byte.
#[derive(Clone, Debug, Default)]
struct ReadSet {
    reads: Vec<Epoch>,
    /// Prune when `reads` reaches this length.
    prune_at: usize,
    /// The block of every read, or `NONE` when they are of several blocks.
    block: u32,
    /// [`HappensBefore::barriers`] at the newest read.
    barriers: u64,
}

impl ReadSet {
    /// True when a barrier of the running block came after every read.
    fn behind_a_barrier(&self, hb: &HappensBefore) -> bool {
        self.block == hb.block() && self.barriers < hb.barriers()
    }

    fn push(&mut self, read: Epoch, hb: &HappensBefore) {
        let block = read.gid / hb.threads_per_block();
        if self.reads.is_empty() {
            self.block = block;
        } else if block != self.block {
            self.block = NONE;
        }
        self.barriers = hb.barriers();
        // A thread runs until it stops at a barrier or collective, so its reads of a byte
        // come one after another: the newer replaces the older (which it covers).
        match self.reads.last_mut() {
            Some(last) if last.gid == read.gid => *last = read,
            _ => self.reads.push(read),
        }
    }
}

/// The accessing thread.
#[derive(Clone, Copy, Debug)]
pub struct Who {
    /// Its index in the running block.
    pub thread: u32,
    pub gid: u32,
    pub tick: Tick,
    pub site: SiteId,
}

/// The shadow of one arena.
#[derive(Clone, Debug, Default)]
pub struct Shadow {
    pages: Vec<Option<Box<[Cell]>>>,
    sets: Vec<ReadSet>,
    free_sets: Vec<u32>,
}

impl Shadow {
    fn cell(pages: &mut Vec<Option<Box<[Cell]>>>, at: usize) -> &mut Cell {
        let page = at / PAGE;
        if pages.len() <= page {
            pages.resize_with(page + 1, || None);
        }
        let slot = pages[page].get_or_insert_with(|| vec![Cell::EMPTY; PAGE].into_boxed_slice());
        &mut slot[at % PAGE]
    }

    /// Checks and records an access of `len` bytes at `offset`; the first conflict.
    pub fn access(
        &mut self,
        offset: u64,
        len: u64,
        kind: AccessKind,
        who: Who,
        hb: &HappensBefore,
    ) -> Option<Conflict> {
        let mut first = None;
        for at in offset..offset + len {
            let conflict = self.access_byte(at as usize, kind, who, hb);
            if first.is_none()
                && let Some((earlier, wrote)) = conflict
            {
                let n = hb.threads_per_block();
                first = Some(Conflict {
                    offset: at,
                    earlier_block: earlier.gid / n,
                    earlier_thread: earlier.gid % n,
                    earlier_site: earlier.site,
                    earlier_wrote: wrote,
                });
            }
        }
        first
    }

    fn access_byte(
        &mut self,
        at: usize,
        kind: AccessKind,
        who: Who,
        hb: &HappensBefore,
    ) -> Option<(Epoch, bool)> {
        let concurrent =
            |e: &Epoch| e.gid != NONE && e.gid != who.gid && !hb.knows(who.thread, e.gid, e.tick);
        let now = Epoch {
            gid: who.gid,
            tick: who.tick,
            site: who.site,
        };
        let cell = Self::cell(&mut self.pages, at);
        let mut conflict = concurrent(&cell.write).then_some((cell.write, true));
        if kind == AccessKind::Write {
            if conflict.is_none() {
                conflict = if cell.set == 0 {
                    concurrent(&cell.read).then_some((cell.read, false))
                } else {
                    let set = &self.sets[cell.set as usize - 1];
                    if set.behind_a_barrier(hb) {
                        None
                    } else {
                        set.reads
                            .iter()
                            .find(|r| concurrent(r))
                            .map(|r| (*r, false))
                    }
                };
            }
            cell.write = now;
            cell.read = Epoch::EMPTY;
            if cell.set != 0 {
                let index = cell.set - 1;
                cell.set = 0;
                self.sets[index as usize].reads.clear();
                self.free_sets.push(index);
            }
            return conflict;
        }
        if cell.set == 0 {
            if cell.read.gid == NONE || !concurrent(&cell.read) {
                cell.read = now;
            } else {
                let index = match self.free_sets.pop() {
                    Some(index) => index,
                    None => {
                        self.sets.push(ReadSet::default());
                        self.sets.len() as u32 - 1
                    }
                };
                let set = &mut self.sets[index as usize];
                set.reads.clear();
                set.push(cell.read, hb);
                set.push(now, hb);
                set.prune_at = FIRST_PRUNE;
                cell.read = Epoch::EMPTY;
                cell.set = index + 1;
            }
            return conflict;
        }
        let index = cell.set - 1;
        let set = &mut self.sets[index as usize];
        if set.behind_a_barrier(hb) {
            set.reads.clear();
            cell.read = now;
            cell.set = 0;
            self.free_sets.push(index);
            return conflict;
        }
        set.push(now, hb);
        let block_size = 2 * hb.threads_per_block() as usize;
        if set.reads.len() >= set.prune_at
            && set.block == hb.block()
            && set.reads.len() < block_size
        {
            // Reads of the running block since its last barrier: only warp syncs and fences
            // could have ordered some of them, so pruning waits until the set outgrows the
            // block (a warp-synchronous loop rereading the byte).
            set.prune_at = block_size;
        } else if set.reads.len() >= set.prune_at {
            set.reads.pop();
            let mut isolated_kept = false;
            set.reads.retain(|r| {
                if !concurrent(r) {
                    return false;
                }
                if hb.is_isolated(r.gid) {
                    return !std::mem::replace(&mut isolated_kept, true);
                }
                true
            });
            set.reads.push(now);
            set.prune_at = FIRST_PRUNE.max(2 * set.reads.len());
            if set.reads.len() == 1 {
                set.reads.clear();
                cell.read = now;
                cell.set = 0;
                self.free_sets.push(index);
            }
        }
        conflict
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn who(hb: &HappensBefore, thread: u32, site: SiteId) -> Who {
        Who {
            thread,
            gid: hb.gid(thread),
            tick: hb.tick(thread),
            site,
        }
    }

    #[test]
    fn concurrent_reads_all_count_for_a_later_write() {
        let mut hb = HappensBefore::new(16, 1);
        hb.begin_block(0);
        let mut shadow = Shadow::default();
        for t in 0..16 {
            let me = who(&hb, t, t);
            assert_eq!(shadow.access(0, 1, AccessKind::Read, me, &hb), None);
        }
        // Thread 3 writes: every other reader races with it, thread 3's own read does not.
        let conflict = shadow
            .access(0, 1, AccessKind::Write, who(&hb, 3, 99), &hb)
            .unwrap();
        assert_ne!(conflict.earlier_thread, 3);
        assert!(!conflict.earlier_wrote);
    }

    #[test]
    fn reads_before_a_barrier_do_not_race_with_writes_after_it() {
        let mut hb = HappensBefore::new(16, 1);
        hb.begin_block(0);
        let mut shadow = Shadow::default();
        for t in 0..16 {
            shadow.access(0, 1, AccessKind::Read, who(&hb, t, t), &hb);
        }
        hb.barrier(&(0..16).collect::<Vec<_>>());
        for t in 0..16 {
            shadow.access(0, 1, AccessKind::Read, who(&hb, t, t), &hb);
        }
        hb.barrier(&(0..16).collect::<Vec<_>>());
        assert_eq!(
            shadow.access(0, 1, AccessKind::Write, who(&hb, 5, 99), &hb),
            None
        );
    }

    #[test]
    fn isolated_blocks_collapse_to_one_read() {
        let mut hb = HappensBefore::new(4, 8);
        let mut shadow = Shadow::default();
        for block in 0..8 {
            hb.begin_block(block);
            for t in 0..4 {
                shadow.access(0, 1, AccessKind::Read, who(&hb, t, t), &hb);
            }
        }
        let set = &shadow.sets[0];
        assert!(
            set.reads.len() <= 2 * 4 + FIRST_PRUNE,
            "{}",
            set.reads.len()
        );
        let conflict = shadow
            .access(0, 1, AccessKind::Write, who(&hb, 0, 99), &hb)
            .unwrap();
        assert!(!conflict.earlier_wrote);
    }
}
