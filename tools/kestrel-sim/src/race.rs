//! The data-race detector: per-byte shadow state checked at every shared and global access.
//!
//! Model. Threads of one block are ordered only by CTA barriers: the accesses between two
//! barriers (an *interval*) of different threads are concurrent. Blocks are never ordered
//! with each other. Two concurrent accesses to the same byte race when at least one is a
//! non-atomic write; atomics (`atomicrmw`, `cmpxchg`, atomic loads and stores) never race
//! with each other or with plain reads. Fences order nothing here (the memory model is
//! sequentially consistent), so a fence never hides a race.
//!
//! Shadow. Each byte remembers, for the current interval of the block that touched it last,
//! the last non-atomic writer and up to two distinct readers (atomics count as readers);
//! every `(block, interval)` gets a fresh *epoch* number, so a barrier invalidates all of a
//! block's entries without touching them. For global memory, each byte also remembers the
//! last block that wrote it and up to two distinct blocks that read it, which finds races
//! between blocks anywhere in the run. Remembering two readers is exact for "someone other
//! than me read this": with one remembered reader that happens to be the writer itself, the
//! other one decides.
//!
//! What it does not do: it does not order accesses by atomics or fences (message passing
//! through a flag is reported as a race on the data), and within a warp it does not assume
//! lockstep execution (warp-synchronous code without `__syncwarp` is reported, as the CUDA
//! memory model requires).

use crate::program::SiteId;

/// "No thread" in a compact thread field (threads per block are at most 1024).
const NO_THREAD: u16 = u16::MAX;
/// "No block" in a block mark.
const NO_BLOCK: u32 = u32::MAX;
/// Bytes per shadow page: shadow memory is allocated only where the kernel touches.
const PAGE: usize = 4096;

/// Who performs an access.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Accessor {
    pub block: u32,
    pub thread: u32,
    /// The `(block, interval)` epoch of the access.
    pub epoch: u32,
    pub site: SiteId,
}

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

/// The current-interval state of one byte: the last plain writer and two distinct readers
/// of the epoch they are stamped with (the epoch also identifies the block).
#[derive(Clone, Copy, Debug)]
struct Cell {
    write_epoch: u32,
    read_epoch: u32,
    writer_site: SiteId,
    reader_site: SiteId,
    reader2_site: SiteId,
    writer: u16,
    reader: u16,
    reader2: u16,
}

impl Cell {
    const EMPTY: Cell = Cell {
        write_epoch: 0,
        read_epoch: 0,
        writer_site: 0,
        reader_site: 0,
        reader2_site: 0,
        writer: NO_THREAD,
        reader: NO_THREAD,
        reader2: NO_THREAD,
    };
}

/// An access remembered across blocks.
#[derive(Clone, Copy, Debug)]
struct BlockMark {
    block: u32,
    site: SiteId,
    thread: u16,
}

impl BlockMark {
    const EMPTY: BlockMark = BlockMark {
        block: NO_BLOCK,
        site: 0,
        thread: NO_THREAD,
    };

    fn is_other_block(&self, block: u32) -> bool {
        self.block != NO_BLOCK && self.block != block
    }
}

/// Global memory only: the last writing block and two distinct reading blocks.
#[derive(Clone, Copy, Debug)]
struct BlockCell {
    writer: BlockMark,
    reader: BlockMark,
    reader2: BlockMark,
}

impl BlockCell {
    const EMPTY: BlockCell = BlockCell {
        writer: BlockMark::EMPTY,
        reader: BlockMark::EMPTY,
        reader2: BlockMark::EMPTY,
    };
}

/// A sparse per-byte array: pages are allocated on first touch.
#[derive(Clone, Debug)]
struct Pages<T> {
    pages: Vec<Option<Box<[T]>>>,
}

impl<T> Default for Pages<T> {
    fn default() -> Self {
        Self { pages: Vec::new() }
    }
}

impl<T: Copy> Pages<T> {
    fn get(&mut self, at: usize, empty: T) -> &mut T {
        let page = at / PAGE;
        if self.pages.len() <= page {
            self.pages.resize_with(page + 1, || None);
        }
        let slot = self.pages[page].get_or_insert_with(|| vec![empty; PAGE].into_boxed_slice());
        &mut slot[at % PAGE]
    }
}

/// The shadow of one arena.
#[derive(Clone, Debug)]
pub struct RaceShadow {
    cells: Pages<Cell>,
    /// Present when races between blocks are checked (global memory).
    block_cells: Option<Pages<BlockCell>>,
}

impl RaceShadow {
    /// A shadow; `cross_block` checks races between blocks too (global memory).
    pub fn new(cross_block: bool) -> Self {
        Self {
            cells: Pages::default(),
            block_cells: cross_block.then(Pages::default),
        }
    }

    /// Checks and records an access of `len` bytes at `offset`. Returns the first conflict.
    pub fn access(
        &mut self,
        offset: u64,
        len: u64,
        kind: AccessKind,
        who: Accessor,
    ) -> Option<Conflict> {
        let mut first = None;
        for at in offset as usize..(offset + len) as usize {
            let cell = self.cells.get(at, Cell::EMPTY);
            let mut conflict = match kind {
                AccessKind::Write => check_write(cell, who),
                AccessKind::Read | AccessKind::Atomic => check_read(cell, who),
            };
            match kind {
                AccessKind::Write => record_write(cell, who),
                AccessKind::Read | AccessKind::Atomic => record_read(cell, who),
            }
            if let Some(blocks) = self.block_cells.as_mut() {
                let cell = blocks.get(at, BlockCell::EMPTY);
                let cross = match kind {
                    AccessKind::Write => check_block_write(cell, who),
                    _ => check_block_read(cell, who),
                };
                conflict = conflict.or(cross);
                match kind {
                    AccessKind::Write => record_block_write(cell, who),
                    _ => record_block_read(cell, who),
                }
            }
            if first.is_none() {
                first = conflict.map(|(block, thread, site, earlier_wrote)| Conflict {
                    offset: at as u64,
                    earlier_block: block,
                    earlier_thread: thread,
                    earlier_site: site,
                    earlier_wrote,
                });
            }
        }
        first
    }
}

type Earlier = (u32, u32, SiteId, bool);

/// A conflicting earlier access of another thread in this interval, for a write.
fn check_write(cell: &Cell, who: Accessor) -> Option<Earlier> {
    let me = who.thread as u16;
    if cell.write_epoch == who.epoch && cell.writer != me {
        return Some((who.block, u32::from(cell.writer), cell.writer_site, true));
    }
    if cell.read_epoch == who.epoch {
        if cell.reader != me {
            return Some((who.block, u32::from(cell.reader), cell.reader_site, false));
        }
        if cell.reader2 != NO_THREAD {
            return Some((who.block, u32::from(cell.reader2), cell.reader2_site, false));
        }
    }
    None
}

/// A conflicting earlier plain write of another thread in this interval, for a read.
fn check_read(cell: &Cell, who: Accessor) -> Option<Earlier> {
    if cell.write_epoch == who.epoch && cell.writer != who.thread as u16 {
        return Some((who.block, u32::from(cell.writer), cell.writer_site, true));
    }
    None
}

fn record_write(cell: &mut Cell, who: Accessor) {
    cell.write_epoch = who.epoch;
    cell.writer = who.thread as u16;
    cell.writer_site = who.site;
}

fn record_read(cell: &mut Cell, who: Accessor) {
    let me = who.thread as u16;
    if cell.read_epoch != who.epoch {
        cell.read_epoch = who.epoch;
        cell.reader = me;
        cell.reader_site = who.site;
        cell.reader2 = NO_THREAD;
    } else if cell.reader != me && cell.reader2 == NO_THREAD {
        cell.reader2 = me;
        cell.reader2_site = who.site;
    }
}

fn earlier(mark: BlockMark, wrote: bool) -> Earlier {
    (mark.block, u32::from(mark.thread), mark.site, wrote)
}

/// Any access by another block ever, for a write.
fn check_block_write(cell: &BlockCell, who: Accessor) -> Option<Earlier> {
    if cell.writer.is_other_block(who.block) {
        return Some(earlier(cell.writer, true));
    }
    [cell.reader, cell.reader2]
        .into_iter()
        .find(|r| r.is_other_block(who.block))
        .map(|r| earlier(r, false))
}

/// A plain write by another block ever, for a read.
fn check_block_read(cell: &BlockCell, who: Accessor) -> Option<Earlier> {
    cell.writer
        .is_other_block(who.block)
        .then(|| earlier(cell.writer, true))
}

fn mark_of(who: Accessor) -> BlockMark {
    BlockMark {
        block: who.block,
        site: who.site,
        thread: who.thread as u16,
    }
}

fn record_block_write(cell: &mut BlockCell, who: Accessor) {
    cell.writer = mark_of(who);
}

fn record_block_read(cell: &mut BlockCell, who: Accessor) {
    if cell.reader.block == NO_BLOCK {
        cell.reader = mark_of(who);
    } else if cell.reader.block != who.block && cell.reader2.block == NO_BLOCK {
        cell.reader2 = mark_of(who);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn who(block: u32, thread: u32, epoch: u32) -> Accessor {
        Accessor {
            block,
            thread,
            epoch,
            site: thread,
        }
    }

    #[test]
    fn write_then_read_by_another_thread_in_one_interval_races() {
        let mut shadow = RaceShadow::new(false);
        assert_eq!(shadow.access(0, 4, AccessKind::Write, who(0, 1, 1)), None);
        let conflict = shadow.access(2, 4, AccessKind::Read, who(0, 2, 1)).unwrap();
        assert_eq!(conflict.offset, 2);
        assert_eq!(conflict.earlier_thread, 1);
        assert!(conflict.earlier_wrote);
    }

    #[test]
    fn a_barrier_orders_accesses() {
        let mut shadow = RaceShadow::new(false);
        shadow.access(0, 4, AccessKind::Write, who(0, 1, 1));
        assert_eq!(shadow.access(0, 4, AccessKind::Read, who(0, 2, 2)), None);
        assert_eq!(shadow.access(0, 4, AccessKind::Read, who(0, 3, 2)), None);
    }

    #[test]
    fn the_second_reader_catches_a_write_by_the_first() {
        let mut shadow = RaceShadow::new(false);
        shadow.access(0, 1, AccessKind::Read, who(0, 1, 1));
        shadow.access(0, 1, AccessKind::Read, who(0, 2, 1));
        let conflict = shadow
            .access(0, 1, AccessKind::Write, who(0, 1, 1))
            .unwrap();
        assert_eq!(conflict.earlier_thread, 2);
        assert!(!conflict.earlier_wrote);
    }

    #[test]
    fn own_accesses_and_atomics_do_not_race() {
        let mut shadow = RaceShadow::new(true);
        shadow.access(0, 4, AccessKind::Write, who(0, 1, 1));
        assert_eq!(shadow.access(0, 4, AccessKind::Read, who(0, 1, 1)), None);
        assert_eq!(shadow.access(8, 4, AccessKind::Atomic, who(0, 1, 1)), None);
        assert_eq!(shadow.access(8, 4, AccessKind::Atomic, who(0, 2, 1)), None);
        assert_eq!(shadow.access(8, 4, AccessKind::Atomic, who(1, 2, 5)), None);
        assert!(
            shadow
                .access(8, 4, AccessKind::Write, who(0, 3, 1))
                .is_some()
        );
    }

    #[test]
    fn blocks_race_across_intervals_on_global_memory() {
        let mut shadow = RaceShadow::new(true);
        shadow.access(0, 4, AccessKind::Write, who(0, 1, 1));
        let conflict = shadow.access(0, 4, AccessKind::Read, who(1, 1, 7)).unwrap();
        assert_eq!(conflict.earlier_block, 0);
        let mut shared = RaceShadow::new(false);
        shared.access(0, 4, AccessKind::Write, who(0, 1, 1));
        assert_eq!(shared.access(0, 4, AccessKind::Read, who(1, 1, 7)), None);
    }
}
