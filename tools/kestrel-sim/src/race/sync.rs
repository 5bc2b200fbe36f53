//! Happens-before between the threads of a grid: which synchronisation orders what.
//!
//! Every thread of the running block has a vector clock ([`Clock`], its knowledge of the
//! others) and its own tick; an access is stamped with `(thread, tick)`, and an earlier
//! access happens before a thread's current point when the thread's clock has reached its
//! tick. A thread's tick advances after every operation that hands its clock to others, so
//! its later accesses are not covered by what it handed out. The edges, following the PTX
//! memory model (sm_70 and later) with two scopes, [`Scope::Cta`] (the block; also the
//! cluster, which is one block here) and [`Scope::Gpu`] (also `sys`: one device):
//!
//! - A CTA barrier joins the clocks of the block's threads (threads that exited count as
//!   arrived: what they did is ordered before the barrier's release). A barrier with a
//!   thread count, or one some threads only arrive at (`bar.arrive`), orders only its
//!   participants: each waiter gets the join of the participants' clocks at their arrival;
//!   an arriving thread gets nothing and its later accesses stay unordered. A warp sync
//!   joins the clocks of the lanes of its mask.
//! - A fence (`fence.acq_rel`, or `fence.sc`) at scope S: *acquire*, the thread's clock
//!   joins what its earlier relaxed atomic reads observed from releasers S includes
//!   (`pending`); *release*, it records its clock as its release clock for S and for the
//!   narrower scope (`release`), which its later atomic writes publish.
//! - `fence.sc` at S also joins the Fence-SC order: all `fence.sc` of one scope instance are
//!   ordered as executed and each synchronises with every later one. One clock per
//!   instance: the block's for CTA scope, one for the grid for GPU scope; a fence joins it
//!   into the thread and the thread into it. A GPU `fence.sc` is in its block's CTA order
//!   too (the two are morally strong), a CTA one is not in the GPU order.
//! - An atomic write of location x publishes on x: a release write (`st.release`,
//!   `atom.release`) the writer's current clock, a relaxed one the release clocks of the
//!   writer's last fences. x keeps what threads of the running block published (readable by
//!   that block only, since a CTA-scope release reaches no other block) and what was
//!   published at GPU scope (fence and write both of GPU scope; readable by GPU-scope
//!   reads). A read-modify-write adds to x's clocks (release sequences continue through
//!   RMWs); a plain atomic store replaces them (it ends them), as PTX's observation order
//!   says.
//! - An atomic read of x: an acquire read joins x's clocks into the reader's clock; a
//!   relaxed read collects them into the reader's `pending` clocks for its next fence.
//!
//! Blocks run one after another, so knowledge of another block is always of a finished one.
//! A block none of whose threads ever published to a GPU-visible clock (x's GPU part, the
//! GPU Fence-SC clock) is *isolated*: no later thread can ever know any of its accesses,
//! which lets the shadow summarise them (see [`crate::race`]).

use super::clock::{Clock, Tick};
use crate::program::{AtomicOrder, Scope};
use std::collections::HashMap;

const CTA: usize = Scope::Cta as usize;
const GPU: usize = Scope::Gpu as usize;

/// The synchronisation state of one thread of the running block.
#[derive(Clone, Debug)]
struct ThreadSync {
    /// What it knows of the others (its own entry is `tick`).
    clock: Clock,
    tick: Tick,
    /// Its clock at its last fence of at least CTA / GPU scope.
    release: [Clock; 2],
    /// Release clocks its relaxed atomic reads observed, that a CTA / GPU fence acquires.
    pending: [Clock; 2],
}

impl ThreadSync {
    fn new() -> Self {
        Self {
            clock: Clock::default(),
            tick: 1,
            release: Default::default(),
            pending: Default::default(),
        }
    }
}

/// What a thread handed to a barrier when it arrived without waiting (`bar.arrive`).
#[derive(Clone, Debug)]
pub struct Arrival {
    clock: Clock,
    thread: u32,
    tick: Tick,
}

/// What has been released to readers of one atomic location.
#[derive(Clone, Debug, Default)]
struct Location {
    /// The block whose threads' releases `cta` holds.
    block: u32,
    /// Releases by threads of `block`, at any scope: only they can read them.
    cta: Clock,
    /// Releases at GPU scope, by any thread.
    gpu: Clock,
}

/// Happens-before for one kernel run; see the module documentation.
#[derive(Debug)]
pub struct HappensBefore {
    /// Threads per block.
    n: u32,
    /// The running block.
    block: u32,
    threads: Vec<ThreadSync>,
    /// Threads of the running block that exited since the last barrier.
    exited: Vec<u32>,
    /// The Fence-SC clocks: the running block's CTA scope, and GPU scope.
    sc_cta: Clock,
    sc_gpu: Clock,
    /// Atomic locations, by arena offset: global memory, then the running block's shared
    /// memory.
    locations: [HashMap<u64, Location>; 2],
    /// Blocks that published to a GPU-visible clock.
    exported: Vec<bool>,
    /// CTA barriers released so far in the run (all blocks).
    barriers: u64,
}

impl HappensBefore {
    pub fn new(threads_per_block: u32, blocks: u32) -> Self {
        Self {
            n: threads_per_block,
            block: 0,
            threads: Vec::new(),
            exited: Vec::new(),
            sc_cta: Clock::default(),
            sc_gpu: Clock::default(),
            locations: Default::default(),
            exported: vec![false; blocks as usize],
            barriers: 0,
        }
    }

    pub fn threads_per_block(&self) -> u32 {
        self.n
    }

    /// Starts block `block`: fresh threads, fresh shared memory.
    pub fn begin_block(&mut self, block: u32) {
        self.block = block;
        self.threads = vec![ThreadSync::new(); self.n as usize];
        self.exited.clear();
        self.sc_cta.clear();
        self.locations[1].clear();
    }

    /// The running block.
    pub fn block(&self) -> u32 {
        self.block
    }

    /// CTA barriers released so far in the run: every access of the running block made
    /// while this was lower happens before every later access of the block (all its live
    /// threads took part in the barrier that raised it, and the exited ones count).
    pub fn barriers(&self) -> u64 {
        self.barriers
    }

    /// The grid-wide id of `thread` of the running block.
    pub fn gid(&self, thread: u32) -> u32 {
        self.block * self.n + thread
    }

    /// The current tick of `thread` of the running block.
    pub fn tick(&self, thread: u32) -> Tick {
        self.threads[thread as usize].tick
    }

    /// True when the access of thread `gid` at `tick` happens before the current point of
    /// `thread` of the running block.
    pub fn knows(&self, thread: u32, gid: u32, tick: Tick) -> bool {
        let (block, other) = (gid / self.n, gid % self.n);
        let me = &self.threads[thread as usize];
        if block == self.block && other == thread {
            return tick <= me.tick;
        }
        tick <= me.clock.get(block, other)
    }

    /// True when thread `gid` belongs to a finished block that never published to a
    /// GPU-visible clock: nobody can know its accesses any more.
    pub fn is_isolated(&self, gid: u32) -> bool {
        let block = gid / self.n;
        block != self.block && !self.exported[block as usize]
    }

    /// `thread` ended; the next barrier counts it as arrived.
    pub fn exited(&mut self, thread: u32) {
        self.exited.push(thread);
    }

    /// A CTA barrier released `participants` (and counts the threads that exited since).
    pub fn barrier(&mut self, participants: &[u32]) {
        let threads = &self.threads;
        let members = participants
            .iter()
            .chain(&self.exited)
            .map(|&t| (&threads[t as usize].clock, t, threads[t as usize].tick));
        let joined = Clock::join_all(self.block, self.n, members);
        for &t in participants {
            let thread = &mut self.threads[t as usize];
            thread.clock = joined.clone();
            thread.tick += 1;
        }
        self.exited.clear();
        self.barriers += 1;
    }

    /// `thread` arrives at a barrier it may not wait at: what it hands over is its clock now.
    /// Its tick advances, so what it does after arriving is not ordered before the threads
    /// the barrier releases.
    pub fn arrive(&mut self, thread: u32) -> Arrival {
        let me = &mut self.threads[thread as usize];
        let arrival = Arrival {
            clock: me.clock.clone(),
            thread,
            tick: me.tick,
        };
        me.tick += 1;
        arrival
    }

    /// A barrier completed by only some of the block's threads (a thread count, or threads
    /// that only arrived) released `waiters`: each waiter gets the join of the clocks of every
    /// participant (`arrivals`, and the waiters themselves). Threads outside it stay
    /// unordered, what exited threads did is not included, and it is not a point every
    /// access of the block is ordered at, so [`Self::barriers`] does not count it.
    pub fn partial_barrier(&mut self, arrivals: &[Arrival], waiters: &[u32]) {
        let threads = &self.threads;
        let members =
            arrivals
                .iter()
                .map(|a| (&a.clock, a.thread, a.tick))
                .chain(waiters.iter().map(|&t| {
                    let thread = &threads[t as usize];
                    (&thread.clock, t, thread.tick)
                }));
        let joined = Clock::join_all(self.block, self.n, members);
        for &t in waiters {
            let thread = &mut self.threads[t as usize];
            thread.clock = joined.clone();
            thread.tick += 1;
        }
    }

    /// Warp syncs resolved together: each `(receiver, members)` gives `receiver` the join of
    /// the lanes in `members` (its mask's lanes, arrived or exited).
    pub fn warp_sync(&mut self, syncs: &[(u32, Vec<u32>)]) {
        // All joins first, from the clocks before the sync; receivers with one mask share one.
        let mut joins: Vec<(&[u32], Clock)> = Vec::new();
        for (_, members) in syncs {
            if joins.iter().any(|(m, _)| *m == members.as_slice()) {
                continue;
            }
            let mut joined = Clock::default();
            for &lane in members {
                let thread = &self.threads[lane as usize];
                joined.join(&thread.clock, self.n);
                joined.raise(self.block, lane, thread.tick, self.n);
            }
            joins.push((members, joined));
        }
        for (receiver, members) in syncs {
            if let Some((_, joined)) = joins.iter().find(|(m, _)| *m == members.as_slice()) {
                let thread = &mut self.threads[*receiver as usize];
                thread.clock.join(joined, self.n);
                thread.tick += 1;
            }
        }
    }

    /// `thread`'s clock with its own entry.
    fn snapshot(&self, thread: u32) -> Clock {
        let me = &self.threads[thread as usize];
        let mut clock = me.clock.clone();
        clock.raise(self.block, thread, me.tick, self.n);
        clock
    }

    /// A fence by `thread`: `fence.sc` when `sc`, else `fence.acq_rel`, at `scope`.
    pub fn fence(&mut self, thread: u32, scope: Scope, sc: bool) {
        let (n, block) = (self.n, self.block);
        let me = &mut self.threads[thread as usize];
        let pending = std::mem::take(&mut me.pending[scope as usize]);
        me.clock.join(&pending, n);
        if scope == Scope::Gpu {
            me.pending[CTA].clear();
        }
        if sc {
            me.clock.join(&self.sc_cta, n);
            if scope == Scope::Gpu {
                self.sc_gpu.settle(block, n);
                me.clock.join(&self.sc_gpu, n);
            }
        }
        let snapshot = self.snapshot(thread);
        if sc {
            if scope == Scope::Gpu {
                self.sc_gpu = snapshot.clone();
                self.exported[block as usize] = true;
            }
            self.sc_cta = snapshot.clone();
        }
        let me = &mut self.threads[thread as usize];
        if scope == Scope::Gpu {
            me.release[GPU] = snapshot.clone();
        }
        me.release[CTA] = snapshot;
        me.tick += 1;
    }

    /// An atomic read of `offset` (in shared memory when `shared`) by `thread`.
    pub fn atomic_read(&mut self, thread: u32, shared: bool, offset: u64, order: AtomicOrder) {
        let (n, block) = (self.n, self.block);
        let Some(location) = self.locations[usize::from(shared)].get_mut(&offset) else {
            return;
        };
        let gpu = order.scope == Scope::Gpu;
        if gpu {
            location.gpu.settle(block, n);
        }
        let from_block = (location.block == block).then_some(&location.cta);
        let me = &mut self.threads[thread as usize];
        if order.acquire {
            if let Some(cta) = from_block {
                me.clock.join(cta, n);
            }
            if gpu {
                me.clock.join(&location.gpu, n);
            }
        } else {
            if let Some(cta) = from_block {
                me.pending[CTA].join(cta, n);
                me.pending[GPU].join(cta, n);
            }
            if gpu {
                me.pending[GPU].join(&location.gpu, n);
            }
        }
    }

    /// An atomic write of `offset` by `thread`: part of a read-modify-write when `rmw`.
    pub fn atomic_write(
        &mut self,
        thread: u32,
        shared: bool,
        offset: u64,
        order: AtomicOrder,
        rmw: bool,
    ) {
        let (n, block) = (self.n, self.block);
        let gpu = order.scope == Scope::Gpu;
        let (to_block, to_all) = if order.release {
            let snapshot = self.snapshot(thread);
            let to_all = if gpu {
                snapshot.clone()
            } else {
                Clock::default()
            };
            (snapshot, to_all)
        } else {
            let me = &self.threads[thread as usize];
            let to_all = if gpu {
                me.release[GPU].clone()
            } else {
                Clock::default()
            };
            (me.release[CTA].clone(), to_all)
        };
        let locations = &mut self.locations[usize::from(shared)];
        if to_block.is_empty() && to_all.is_empty() {
            if !rmw {
                locations.remove(&offset);
            }
        } else {
            let location = locations.entry(offset).or_default();
            if !rmw || location.block != block {
                location.cta.clear();
                location.block = block;
            }
            if !rmw {
                location.gpu.clear();
            }
            location.cta.join(&to_block, n);
            location.gpu.settle(block, n);
            location.gpu.join(&to_all, n);
        }
        if !to_all.is_empty() {
            self.exported[block as usize] = true;
        }
        if order.release {
            self.threads[thread as usize].tick += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RELAXED_GPU: AtomicOrder = AtomicOrder::relaxed(Scope::Gpu);

    #[test]
    fn a_barrier_orders_the_block() {
        let mut hb = HappensBefore::new(4, 2);
        hb.begin_block(0);
        let t1 = hb.tick(1);
        assert!(!hb.knows(2, hb.gid(1), t1));
        hb.barrier(&[0, 1, 2, 3]);
        assert!(hb.knows(2, hb.gid(1), t1));
        assert!(!hb.knows(2, hb.gid(1), hb.tick(1)));
    }

    #[test]
    fn fence_then_relaxed_flag_synchronises_across_blocks() {
        let mut hb = HappensBefore::new(2, 2);
        hb.begin_block(0);
        let written = hb.tick(0);
        hb.fence(0, Scope::Gpu, false);
        hb.atomic_write(0, false, 64, RELAXED_GPU, false);
        hb.begin_block(1);
        let reader = 1;
        hb.atomic_read(reader, false, 64, RELAXED_GPU);
        assert!(
            !hb.knows(reader, 0, written),
            "not before the acquire fence"
        );
        hb.fence(reader, Scope::Gpu, false);
        assert!(hb.knows(reader, 0, written));
    }

    #[test]
    fn a_cta_fence_does_not_reach_another_block() {
        let mut hb = HappensBefore::new(2, 2);
        hb.begin_block(0);
        let written = hb.tick(0);
        hb.fence(0, Scope::Cta, false);
        hb.atomic_write(0, false, 64, RELAXED_GPU, false);
        assert!(hb.is_isolated(0) || hb.block == 0);
        hb.begin_block(1);
        hb.atomic_read(0, false, 64, RELAXED_GPU);
        hb.fence(0, Scope::Gpu, false);
        assert!(!hb.knows(0, 0, written));
        assert!(hb.is_isolated(0));
    }

    #[test]
    fn sc_fences_are_ordered_as_executed() {
        let mut hb = HappensBefore::new(2, 2);
        hb.begin_block(0);
        let written = hb.tick(1);
        hb.fence(1, Scope::Gpu, true);
        hb.begin_block(1);
        assert!(!hb.knows(0, 1, written));
        hb.fence(0, Scope::Gpu, true);
        assert!(hb.knows(0, 1, written));
        assert!(!hb.is_isolated(1));
    }

    #[test]
    fn a_plain_atomic_store_ends_a_release_sequence() {
        let mut hb = HappensBefore::new(2, 3);
        hb.begin_block(0);
        let written = hb.tick(0);
        hb.fence(0, Scope::Gpu, false);
        hb.atomic_write(0, false, 8, RELAXED_GPU, true);
        hb.begin_block(1);
        hb.atomic_write(0, false, 8, RELAXED_GPU, false);
        hb.begin_block(2);
        hb.atomic_read(0, false, 8, RELAXED_GPU);
        hb.fence(0, Scope::Gpu, false);
        assert!(!hb.knows(0, 0, written));
    }
}
