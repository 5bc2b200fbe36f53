//! `dead-sync-elim`: removes CTA barriers and memory fences that order no cross-thread memory
//! traffic (spec: dead-sync-and-common-base-elimination.txt, first half).
//!
//! A barrier is dead when no access above it can conflict, across threads, with an access
//! below it: no write above pairs with a read or write below, and no read above pairs with a
//! write below. "Above" and "below" are not the barrier's block, as in cicc: they are every
//! access on any path from the previous CTA barrier (or the kernel's entry) to this one, and
//! from this one to the next (or the kernel's exit), following branches and back edges. Two
//! accesses do not conflict only when the analyses prove it: disjoint address spaces or
//! objects, thread-local memory, uniform addresses at non-overlapping constant offsets, or
//! addresses injective in the thread id (`s[tid]` on both sides in a one-dimensional block).
//! Everything else — generic pointers of unknown origin, atomics, unknown calls, `exit` and
//! `trap` on the path, a device function's entry or exit (its caller goes on) — conflicts.
//!
//! Both proofs compare two addresses as expressions, and hold only where the expressions mean
//! the same thing in both threads and at both accesses:
//! - the root is the same pointer in every thread ([`Divergence::root_is_uniform`]): a named
//!   global or a kernel argument, not a `select` or block argument over per-thread pointers,
//!   nor a device function's parameter (each thread's call may pass `&s[tid]`);
//! - every atom has the same value at both accesses: a path between an access and the sync
//!   that takes a loop's back edge gives the values defined in that loop new values (an
//!   induction variable, an advancing row pointer), so the walk records the loops whose back
//!   edges it takes to reach each access ([`crate::analysis::iterations`]) and a pair with an
//!   atom defined in one of them proves nothing. A walk that comes back round to the sync
//!   itself goes on through it: deleting it deletes every run of it, so the previous
//!   iteration's accesses on its other side are unordered too.
//!
//! A barrier that no pair conflicts across still stays where one side may synchronise with
//! other blocks (a fence above CTA scope, an atomic or volatile access to memory they can
//! see) and the other side touches memory they can see: with thread 0's fence, the barrier is
//! what orders the block's other threads' accesses for other blocks (the last-block
//! reduction: partials stored, barrier, fence and ticket).
//!
//! Only a barrier that every thread of the block takes part in — no thread count, or a count
//! equal to the `reqntid` block size — ends a side or is deleted. A function that arrives at a
//! barrier without waiting, or waits at one for part of the block, keeps all its barriers:
//! the ids are shared with threads that count arrivals.
//!
//! A fence orders this thread's accesses before it against its accesses after it, as every
//! thread of the fence's scope sees them (pair-wise disjointness says nothing: data and flag
//! of a message are different addresses, and the observer is another thread). A pair
//! (a above, b below) needs the fence unless a sync between them already orders it for every
//! thread that can observe both:
//! - if a or b is in the block's shared memory, only the block's threads can, and any CTA
//!   barrier or fence between them orders the pair for them: the "near" sides end at any sync
//!   that orders memory for the whole block;
//! - otherwise (global, generic, cluster memory, unknown calls) threads of other blocks can,
//!   and only a fence of at least this one's scope orders the pair for them. A CTA barrier
//!   orders nothing between blocks and never stands in for a GPU-scope fence: the "far" sides
//!   cross CTA barriers and narrower fences and end only at a fence covering this one (at
//!   least its scope, and `fence.sc` where this one is SC: `membar` is `fence.sc`).
//!
//! The fence is dead when the near sides do not both carry accesses other threads can see,
//! and (above CTA scope) the far sides do not both carry accesses other blocks can see. Two
//! fences with nothing between them: the first is dead (the second covers it); the second
//! is then judged with the first gone, so never both. Sides follow every path and back edge
//! to the kernel's entry and exit: a fence with nothing after it orders nothing, and kernel
//! completion publishes every write; a device function's entry and exit are its caller's
//! unknown accesses. The class table (`intrinsics::fence_ordering`) states each sync's scope
//! and semantics; a fence it cannot state (proxy fences, `sync_restrict`, unknown syncscopes)
//! is kept and ends no other fence's side, and a barrier with a thread count ends no fence's
//! side (it orders only the threads that take part). Fences are deleted, never weakened: a
//! `membar.gl` needed only at CTA scope stays.
//!
//! Exempt from deletion: `exit`, `trap`, `bar.warp.sync`, `cp.async.bulk.wait_group*`,
//! cluster barriers and `cluster.arrive.relaxed`, barrier reductions (they produce a value)
//! and barrier arrives (`intrinsics::SyncKind`).
//!
//! With `print-dead-sync-elim`, every removal is reported as a remark: `Removed dead synch: `
//! and the Read/Write above/below summary (for a fence, of its far sides). Every sync it
//! could delete but keeps is counted under its reason ([`Kept`]: `--stats` prints
//! `refused.<reason>`), named after the spec's failure modes.

mod conflict;

use crate::analysis::fast_hash::{FastMap, FastSet};
use crate::{
    analysis::{
        address::Normalizer,
        cfg::block_successors,
        iterations::LoopSet,
        manager::FunctionAnalyses,
        memory::{SpaceSet, effects},
        threads::BlockShape,
    },
    engine::{PassBody, PatternDecl, PatternSet, Remarks, enclosing_function},
    knobs,
    options::Options,
    refusals::RefusalCounts,
    registry::PassInfo,
};
use conflict::{Access, FunctionFacts, access_size, cross_thread_conflict};
use kestrel_dialects::{
    IntrinsicClass, MemoryAccess, SyncKind, classify,
    intrinsics::{ExemptKind, FenceOrdering, FenceScope, fence_ordering},
    keys::{block_key, op_key},
    names, values,
};
use melior::ir::{BlockLike, BlockRef, OperationRef, RegionLike, operation::OperationLike};
use std::{cell::OnceCell, fmt::Write, ops::Range, rc::Rc};

pub static PASS: PassInfo = PassInfo {
    name: "dead-sync-elim",
    summary: "remove CTA barriers and fences that order no cross-thread memory traffic",
    options: &[],
    reads: Knobs::SPECS,
    patterns: &[ERASE_DEAD_BARRIER, ERASE_DEAD_FENCE],
    body: PassBody::Patterns(populate),
};

const ERASE_DEAD_BARRIER: PatternDecl = PatternDecl {
    name: "erase-dead-barrier",
    identity: "barrier -> () when no access above conflicts across threads with one below",
    roots: &[
        "nvvm.barrier0",
        "nvvm.barrier",
        names::CALL_INTRINSIC,
        names::CALL,
    ],
    benefit: 1,
    generates: &[],
};

const ERASE_DEAD_FENCE: PatternDecl = PatternDecl {
    name: "erase-dead-fence",
    identity: "fence{scope} -> () when no pair of accesses across it needs it alone to be ordered",
    roots: &[
        names::FENCE,
        "nvvm.memory.barrier",
        "nvvm.fence.sc.cluster",
        names::CALL_INTRINSIC,
        names::CALL,
    ],
    benefit: 1,
    generates: &[],
};

/// Largest thread id assumed when proving thread-private addresses (`tid.x < 1024`).
const TID_MAX: i64 = 1024;
/// Above x below pairs examined before giving up (and keeping the barrier).
const MAX_PAIRS: usize = 16_384;

crate::refusals! {
    /// Why a sync the pass could delete stays (the spec's failure modes: an address collision
    /// keeps a barrier alive; what the scan cannot represent is never deleted).
    pub enum Kept {
        /// Kestrel's condition: deleting a wait changes how many threads arrive.
        CountedBarrier = "counted-barrier": "the barrier's thread count is not the block size, or the function arrives at barriers without waiting: its id is shared with threads that count arrivals",
        /// Unaligned barriers, barriers in inline asm or in callees.
        SplitBarrier = "split-barrier": "some thread may complete or arrive at one of the function's barriers at another instruction (an unaligned barrier.sync or barrier.red, inline asm naming a barrier, a call that may hold one), which the walks through this barrier do not see",
        /// `exit`, `trap`, an op with regions, a device function's entry or exit.
        UnknownEffects = "unknown-effects": "one side may touch memory in ways no access states (exit, trap, an op with regions, a device function's entry or exit) and the other side touches memory",
        PairLimit = "pair-limit": "more pairs of accesses across it than the pass compares",
        /// The spec's address-class collision: a producer-consumer pair may cross it.
        CrossThreadConflict = "cross-thread-conflict": "an access on one side may touch, from another thread, what an access on the other side touches, one of them writing",
        UnstatedOrdering = "unstated-ordering": "the class table cannot state the fence's scope and semantics (a proxy fence, sync_restrict or an unknown syncscope)",
        OrdersBlockTraffic = "orders-block-traffic": "both sides carry accesses other threads of the block can see, and no other sync between them orders them",
        OrdersCrossBlockTraffic = "orders-cross-block-traffic": "both sides carry accesses threads of other blocks can see, and no fence of this one's scope between them orders them",
        /// A barrier that, with a fence or atomic on one side, orders the block's accesses
        /// for other blocks.
        CrossBlockPublication = "cross-block-publication": "one side may synchronise with other blocks (a fence above CTA scope, an atomic or volatile access they can see) and the other side touches memory they can see: the barrier may order other threads' accesses before or after that sync",
    }
}

crate::typed_options! {
    /// The knobs the patterns read.
    struct Knobs {
        print: bool = knobs::PRINT_DEAD_SYNC_ELIM.spec,
    }
}

/// Adds the two erase patterns. They consult one judgement of the function's syncs, made in
/// program order the first time either matches (each sync judged with the ones judged dead
/// before it already gone), so erasing one sync never changes the verdict on another.
pub fn populate(set: &mut PatternSet, options: &Options) {
    set.preserve_blocks();
    let print = Knobs::read(options).print;
    let remarks = set.remarks();
    let analyses = set.analyses();
    let refusals = set.refusals();
    let dead: Rc<OnceCell<FastSet<usize>>> = Rc::default();
    for family in [SyncKind::CtaBarrier, SyncKind::Fence] {
        let (dead, remarks, analyses, refusals) = (
            dead.clone(),
            remarks.clone(),
            analyses.clone(),
            refusals.clone(),
        );
        set.add(erase_pattern(family), move |op, rewriter| {
            if !matches!(classify(&op), Some(IntrinsicClass::Sync(kind)) if kind == family) {
                return false;
            }
            let Some(function) = enclosing_function(op) else {
                return false;
            };
            let dead = dead.get_or_init(|| {
                judge_syncs(function, &analyses, print.then_some(&remarks), &refusals)
            });
            if !dead.contains(&op_key(&op)) {
                return false;
            }
            rewriter.erase_op(op);
            true
        });
    }
}

/// The function's blocks and ops, listed once, so a side walk costs the ops it visits: a
/// sync's position comes from a map instead of a scan of its block. Syncs judged dead are
/// only marked while the walk lasts (and erased at the end); a marked sync is neither a
/// boundary nor traffic, exactly as if it were already gone.
struct Listing<'c, 'a> {
    blocks: Vec<BlockRef<'c, 'a>>,
    ops: Vec<Vec<Listed<'c, 'a>>>,
    block_index: FastMap<usize, usize>,
    position: FastMap<usize, (usize, usize)>,
    erased: FastSet<usize>,
    /// The function arrives at a barrier without waiting, or waits at one for part of the
    /// block: barrier ids are then shared with threads that count arrivals, and deleting a
    /// wait would change how many arrive.
    counts_arrivals: bool,
    /// Some thread may arrive at, or complete, one of the function's barriers at another
    /// instruction than the one a side walk starts from ([`splits_barriers`]): the walks,
    /// which follow the paths through one instruction, do not see what that thread did.
    splits_barriers: bool,
}

/// An op of the listing, with its intrinsic class and, for syncs, the ordering it gives.
struct Listed<'c, 'a> {
    op: OperationRef<'c, 'a>,
    class: Option<IntrinsicClass>,
    ordering: Option<FenceOrdering>,
    /// A CTA barrier every thread of the block takes part in (no thread count, or a count
    /// equal to the block size `reqntid` fixes): only such a barrier orders the whole block.
    whole_block: bool,
}

impl<'c, 'a> Listing<'c, 'a> {
    fn of(function: &OperationRef<'c, 'a>, shape: BlockShape) -> Self {
        let mut listing = Listing {
            blocks: Vec::new(),
            ops: Vec::new(),
            block_index: FastMap::default(),
            position: FastMap::default(),
            erased: FastSet::default(),
            counts_arrivals: false,
            splits_barriers: false,
        };
        let mut next_block = values::region(function, 0).and_then(|r| r.first_block());
        while let Some(block) = next_block {
            next_block = block.next_in_region();
            let index = listing.blocks.len();
            listing.block_index.insert(block_key(&block), index);
            let mut ops = Vec::new();
            let mut next = block.first_operation();
            while let Some(op) = next {
                next = op.next_in_block();
                listing.position.insert(op_key(&op), (index, ops.len()));
                let class = classify(&op);
                let ordering = match class {
                    Some(IntrinsicClass::Sync(_)) => fence_ordering(&op),
                    _ => None,
                };
                let whole_block = match class {
                    Some(IntrinsicClass::Sync(kind)) if kind.is_cta_barrier() => {
                        ordering.is_some() || count_is_block_size(&op, shape)
                    }
                    _ => false,
                };
                listing.counts_arrivals |= match class {
                    Some(IntrinsicClass::Sync(SyncKind::CtaBarrierArrive)) => true,
                    Some(IntrinsicClass::Sync(kind)) => kind.is_cta_barrier() && !whole_block,
                    _ => false,
                };
                listing.splits_barriers |= splits_barriers(&op, class);
                ops.push(Listed {
                    op,
                    class,
                    ordering,
                    whole_block,
                });
            }
            listing.blocks.push(block);
            listing.ops.push(ops);
        }
        listing
    }
}

/// True when `op` (of intrinsic class `class`) lets a thread take part in a barrier
/// somewhere the side walks do not follow: an unaligned `barrier.sync`/`barrier.red` (threads
/// waiting at different instructions complete it together), inline asm naming a barrier
/// (`bar.arrive`, `barrier.sync`, `bar.red`: the class table cannot see inside), or a call
/// whose callee may do either (any callee but libdevice's `__nv_` math, which has no barrier:
/// the pass judges one function at a time and does not read its callees' bodies). An arrive
/// in the function itself is `counts_arrivals`.
fn splits_barriers(op: &OperationRef, class: Option<IntrinsicClass>) -> bool {
    if class.is_some() {
        return kestrel_dialects::intrinsics::is_unaligned_cta_barrier(op);
    }
    let name = op.name();
    match name.as_string_ref().as_str() {
        Ok(names::INLINE_ASM) => kestrel_dialects::intrinsics::string_attribute(op, "asm_string")
            .is_none_or(|text| {
                let text = text.to_ascii_lowercase();
                text.contains("bar.") || text.contains("barrier")
            }),
        Ok(names::CALL) => kestrel_dialects::intrinsics::callee_name(op)
            .is_none_or(|callee| !kestrel_dialects::intrinsics::is_libdevice(&callee)),
        _ => false,
    }
}

/// True for a barrier with a thread count (its last operand) that is a constant equal to the
/// block size `reqntid` fixes: every thread of the block takes part.
fn count_is_block_size(op: &OperationRef, shape: BlockShape) -> bool {
    let [Some(x), Some(y), Some(z)] = shape.max_ntid else {
        return false;
    };
    let count = op
        .operand_count()
        .checked_sub(1)
        .and_then(|last| values::operand(op, last))
        .and_then(kestrel_dialects::integer_constant);
    count.is_some_and(|(count, _)| {
        i128::from(count) == i128::from(x) * i128::from(y) * i128::from(z)
    })
}

/// The syncs with no conflicting pair across them, judged in program order, each with the
/// syncs judged dead before it already gone; each sync kept is counted in `refusals`. Only
/// syncs whose op name is a root of their erase pattern are candidates, so a dead sync is
/// never left for want of a match.
fn judge_syncs(
    function: OperationRef,
    analyses: &FunctionAnalyses,
    remarks: Option<&Remarks>,
    refusals: &RefusalCounts,
) -> FastSet<usize> {
    let facts = FunctionFacts::of(&function, analyses);
    // Value keys stay valid: nothing is erased until every sync has been judged, and then
    // only syncs, which define no values.
    let mut normalizer = analyses.normalizer(&function);
    let mut listing = Listing::of(&function, facts.shape);
    let candidates: Vec<(OperationRef, SyncKind, Option<FenceOrdering>)> = listing
        .ops
        .iter()
        .flatten()
        .filter_map(|listed| match listed.class {
            Some(IntrinsicClass::Sync(kind))
                if kind.is_deletable_family()
                    && listed.op.result_count() == 0
                    && is_erase_root(&listed.op, kind) =>
            {
                let counted = kind == SyncKind::CtaBarrier
                    && (!listed.whole_block || listing.counts_arrivals);
                if counted {
                    refusals.count(&Kept::CountedBarrier);
                    return None;
                }
                if kind == SyncKind::CtaBarrier && listing.splits_barriers {
                    refusals.count(&Kept::SplitBarrier);
                    return None;
                }
                Some((listed.op, kind, listed.ordering))
            }
            _ => None,
        })
        .collect();
    for (sync, kind, ordering) in candidates {
        let mut walk = |boundary| {
            let above = collect(
                sync,
                Direction::Above,
                boundary,
                &listing,
                &facts,
                &mut normalizer,
            );
            let below = collect(
                sync,
                Direction::Below,
                boundary,
                &listing,
                &facts,
                &mut normalizer,
            );
            (above, below)
        };
        let verdict = if kind == SyncKind::CtaBarrier {
            let (above, below) = walk(Boundary::CtaBarrier);
            match cross_thread_conflict(&above, &below, &facts, &normalizer) {
                Some(kept) => Err(kept),
                None if orders_for_other_blocks(&above, &below) => Err(Kept::CrossBlockPublication),
                None => Ok((above, below)),
            }
        } else if let Some(ordering) = ordering {
            dead_fence(ordering, walk)
        } else {
            Err(Kept::UnstatedOrdering)
        };
        match verdict {
            Ok((above, below)) => {
                if let Some(remarks) = remarks {
                    remarks.emit(&sync, summary(&sync, &above, &below));
                }
                listing.erased.insert(op_key(&sync));
            }
            Err(kept) => refusals.count(&kept),
        }
    }
    listing.erased
}

/// The pattern that erases dead syncs of deletable family `kind`.
fn erase_pattern(kind: SyncKind) -> PatternDecl {
    if kind == SyncKind::CtaBarrier {
        ERASE_DEAD_BARRIER
    } else {
        ERASE_DEAD_FENCE
    }
}

/// True when `op` (a sync of deletable family `kind`) is rooted at by its erase pattern.
fn is_erase_root(op: &OperationRef, kind: SyncKind) -> bool {
    let decl = erase_pattern(kind);
    let name = op.name();
    name.as_string_ref()
        .as_str()
        .is_ok_and(|name| decl.roots.contains(&name))
}

// fence with no pair of accesses across it that it alone orders -> (erased)
//
// `walk` collects both sides up to a boundary. Returns the sides (the far ones above CTA
// scope) when the fence is dead, else why it stays; the near/far reasoning is in the module
// header.
fn dead_fence(
    ordering: FenceOrdering,
    mut walk: impl FnMut(Boundary) -> (Side, Side),
) -> Result<(Side, Side), Kept> {
    let near = FenceOrdering {
        scope: FenceScope::Cta,
        semantics: ordering.semantics,
    };
    let (near_above, near_below) = walk(Boundary::Covering(near));
    if near_above.visible_to_other_threads() && near_below.visible_to_other_threads() {
        return Err(Kept::OrdersBlockTraffic);
    }
    if ordering.scope == FenceScope::Cta {
        return Ok((near_above, near_below));
    }
    let (far_above, far_below) = walk(Boundary::Covering(ordering));
    if far_above.visible_beyond_block() && far_below.visible_beyond_block() {
        return Err(Kept::OrdersCrossBlockTraffic);
    }
    Ok((far_above, far_below))
}

/// Everything on one side of a sync.
#[derive(Default)]
struct Side {
    accesses: Vec<Access>,
    /// Something on this side may touch any memory in ways not listed (an `exit` or `trap`,
    /// a device function's entry or exit, an op with regions).
    unknown: bool,
    /// Something on this side may synchronise with other blocks: a fence above CTA scope (or
    /// one the class table cannot state), or an atomic or volatile access to memory other
    /// blocks can see.
    syncs_beyond_block: bool,
}

impl Side {
    fn reads(&self) -> SpaceSet {
        self.accesses
            .iter()
            .fold(SpaceSet::NONE, |acc, a| acc.union(a.effects.reads))
    }

    fn writes(&self) -> SpaceSet {
        self.accesses
            .iter()
            .fold(SpaceSet::NONE, |acc, a| acc.union(a.effects.writes))
    }

    /// True when anything on this side touches memory.
    fn has_traffic(&self) -> bool {
        self.unknown || !self.accesses.is_empty()
    }

    /// True when another thread could observe an access on this side.
    fn visible_to_other_threads(&self) -> bool {
        self.unknown
            || self
                .reads()
                .union(self.writes())
                .is_shared_between_threads()
    }

    /// True when a thread of another block could observe an access on this side: anything
    /// but the block's own shared memory and thread-private or constant memory.
    fn visible_beyond_block(&self) -> bool {
        self.unknown || self.reads().union(self.writes()).intersects(BEYOND_BLOCK)
    }
}

/// The spaces threads of other blocks can reach.
const BEYOND_BLOCK: SpaceSet = SpaceSet::GLOBAL
    .union(SpaceSet::SHARED_CLUSTER)
    .union(SpaceSet::OTHER);

// A CTA barrier orders the block's threads, and with a fence one thread of the block makes
// the others' accesses its own: the last-block reduction stores every thread's partial to
// global memory, waits at the barrier, and thread 0 fences and takes a ticket other blocks
// read; a block that spins on a flag in thread 0 waits at the barrier before every thread
// reads what the flag published. Disjoint addresses prove nothing there (data and flag are
// different objects, the observer another block). So a barrier stays wherever one side may
// synchronise with other blocks and the other side touches memory they can see.
fn orders_for_other_blocks(above: &Side, below: &Side) -> bool {
    (above.syncs_beyond_block && below.visible_beyond_block())
        || (below.syncs_beyond_block && above.visible_beyond_block())
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Direction {
    Above,
    Below,
}

/// Which syncs end a side: a barrier's side ends at the next CTA barrier; a fence's side at
/// the next sync whose ordering covers the given one (a fence of at least that scope and
/// semantics, or for CTA scope also a barrier of the whole block).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Boundary {
    CtaBarrier,
    Covering(FenceOrdering),
}

fn ends_side(listed: &Listed, boundary: Boundary) -> bool {
    match boundary {
        Boundary::CtaBarrier => listed.whole_block,
        Boundary::Covering(needed) => listed.ordering.is_some_and(|o| o.covers(needed)),
    }
}

/// Walks the CFG from `sync` in `direction` until the boundary syncs, collecting accesses,
/// each with the loops whose back edges a path between it and the sync may take (the atoms
/// of its address defined in those loops may hold other values than at the sync).
///
/// The walk scans stretches: the sync's own block on this side of the sync, and whole blocks
/// (the sync's block again, on the other side of the sync, when a path comes round to it).
/// It first finds the stretches and the edges it took between them, then the loops each
/// stretch is reached across (a fixpoint: a stretch reached again across new loops passes
/// them on), then records the accesses. Syncs marked dead in `listing` are skipped.
fn collect(
    sync: OperationRef,
    direction: Direction,
    boundary: Boundary,
    listing: &Listing,
    facts: &FunctionFacts,
    normalizer: &mut Normalizer,
) -> Side {
    let mut side = Side::default();
    let Some(&(start_block, start_position)) = listing.position.get(&op_key(&sync)) else {
        side.unknown = true;
        return side;
    };
    let walk = Walk::explore(
        sync,
        direction,
        boundary,
        listing,
        facts,
        (start_block, start_position),
        &mut side,
    );
    let crossed = walk.crossed_loops();
    for (node, scanned) in walk.scanned.iter().enumerate() {
        let block = walk.block_of(walk.stretches[node]);
        let loops = Rc::new(crossed[node].clone());
        for &index in scanned {
            let listed = &listing.ops[block][index];
            record(listed, &mut side, facts, normalizer, &loops);
        }
    }
    side
}

/// The stretches one side walk reached, numbered in the order it reached them (so a walk
/// costs the blocks it visits, not the function's size): stretch 0 is the sync's block on
/// the walk's side of the sync, stretch `1 + b` all of block `b`.
struct Walk {
    start_block: usize,
    /// The stretch of each reached node.
    stretches: Vec<usize>,
    node_of: FastMap<usize, usize>,
    /// The op indices each node scans, in walk order (boundaries, the sync and syncs judged
    /// dead left out).
    scanned: Vec<Vec<usize>>,
    /// The edges the walk took from each node, with the loop whose back edge each is.
    edges: Vec<Vec<(usize, Option<usize>)>>,
}

impl Walk {
    fn explore(
        sync: OperationRef,
        direction: Direction,
        boundary: Boundary,
        listing: &Listing,
        facts: &FunctionFacts,
        (start_block, start_position): (usize, usize),
        side: &mut Side,
    ) -> Self {
        let mut walk = Walk {
            start_block,
            stretches: vec![0],
            node_of: FastMap::default(),
            scanned: Vec::new(),
            edges: Vec::new(),
        };
        walk.node_of.insert(0, 0);
        let mut next_node = 0;
        while next_node < walk.stretches.len() {
            let node = next_node;
            next_node += 1;
            let stretch = walk.stretches[node];
            let block = walk.block_of(stretch);
            let ops = &listing.ops[block];
            let range = stretch_range(direction, stretch == 0, start_position, ops.len());
            let (scanned, ended) = scan(direction, range, ops, sync, boundary, listing);
            walk.scanned.push(scanned);
            walk.edges.push(Vec::new());
            if ended {
                continue;
            }
            let block_ref = &listing.blocks[block];
            let neighbours = match direction {
                Direction::Above => kestrel_dialects::raw::block_predecessors(block_ref),
                Direction::Below => block_successors(block_ref),
            };
            if neighbours.is_empty() {
                // The function's entry or exit: a kernel starts and ends with nothing around
                // it; a device function's caller runs code before and after.
                side.unknown |= !facts.kernel;
                if direction == Direction::Above && !is_entry(block_ref) {
                    side.unknown = true;
                }
                continue;
            }
            for next in neighbours {
                let Some(&index) = listing.block_index.get(&block_key(&next)) else {
                    side.unknown = true;
                    continue;
                };
                // The program edge runs `from -> to`, whichever way the walk goes.
                let (from, to) = match direction {
                    Direction::Above => (index, block),
                    Direction::Below => (block, index),
                };
                let back_edge = facts.iterations.back_edge(from, to);
                let target = *walk.node_of.entry(1 + index).or_insert_with(|| {
                    walk.stretches.push(1 + index);
                    walk.stretches.len() - 1
                });
                walk.edges[node].push((target, back_edge));
            }
        }
        walk
    }

    fn block_of(&self, stretch: usize) -> usize {
        if stretch == 0 {
            self.start_block
        } else {
            stretch - 1
        }
    }

    /// The loops whose back edges some path from the sync to each node takes.
    fn crossed_loops(&self) -> Vec<LoopSet> {
        let mut crossed = vec![LoopSet::default(); self.stretches.len()];
        let mut reached = vec![false; self.stretches.len()];
        reached[0] = true;
        let mut work = vec![0usize];
        while let Some(node) = work.pop() {
            for &(next, back_edge) in &self.edges[node] {
                let mut reaching = crossed[node].clone();
                if let Some(index) = back_edge {
                    reaching.insert(index);
                }
                let grew = crossed[next].union_with(&reaching);
                if grew || !reached[next] {
                    reached[next] = true;
                    work.push(next);
                }
            }
        }
        crossed
    }
}

/// The op indices of a stretch of `len` ops, in walk order: the sync's block (`at_sync`) on
/// the walk's side of the sync at `position`, or a whole block.
fn stretch_range(direction: Direction, at_sync: bool, position: usize, len: usize) -> Range<usize> {
    match (direction, at_sync) {
        (Direction::Above, true) => 0..position,
        (Direction::Below, true) => position + 1..len,
        (_, false) => 0..len,
    }
}

/// Scans `range` of `ops` in walk order (backwards above the sync) until a boundary, through
/// the sync itself. Returns the indices of the ops to record and whether the side ended there.
fn scan(
    direction: Direction,
    range: Range<usize>,
    ops: &[Listed],
    sync: OperationRef,
    boundary: Boundary,
    listing: &Listing,
) -> (Vec<usize>, bool) {
    let order: Box<dyn Iterator<Item = usize>> = match direction {
        Direction::Above => Box::new(range.rev()),
        Direction::Below => Box::new(range),
    };
    let mut scanned = Vec::new();
    for index in order {
        let listed = &ops[index];
        // A path back round to the sync itself goes on through it: deleting it deletes every
        // instance of it, so the previous iteration's accesses on the other side are not
        // ordered by an earlier run of it either. A sync judged dead is neither a boundary
        // nor traffic, and neither is this one.
        if listed.op == sync || listing.erased.contains(&op_key(&listed.op)) {
            continue;
        }
        if ends_side(listed, boundary) {
            return (scanned, true);
        }
        scanned.push(index);
    }
    (scanned, false)
}

fn is_entry(block: &BlockRef) -> bool {
    block
        .parent_region()
        .and_then(|r| melior::ir::RegionLike::first_block(&r))
        .is_some_and(|f| f == *block)
}

/// A load that is neither volatile nor atomic and whose value nobody reads orders nothing: a
/// racing plain load only yields an unspecified value, and this one's value is unused (the
/// rewrite driver erases it as dead).
fn is_unused_plain_load(op: &OperationRef) -> bool {
    kestrel_dialects::Load::of(*op).is_some_and(|load| {
        !load.is_volatile()
            && !load.is_atomic()
            && kestrel_dialects::values::result(op, 0)
                .is_none_or(|value| !kestrel_dialects::raw::has_uses(value))
    })
}

/// Adds `op`'s memory traffic to `side`.
fn record(
    listed: &Listed,
    side: &mut Side,
    facts: &FunctionFacts,
    normalizer: &mut Normalizer,
    crossed: &Rc<LoopSet>,
) {
    let (op, class) = (&listed.op, listed.class);
    if let Some(IntrinsicClass::Sync(SyncKind::Exempt(ExemptKind::Exit | ExemptKind::Trap))) = class
    {
        side.unknown = true;
        return;
    }
    if op.region_count() > 0 {
        side.unknown = true;
        return;
    }
    if let Some(IntrinsicClass::Sync(SyncKind::Fence)) = class {
        side.syncs_beyond_block |= listed.ordering.is_none_or(|o| o.scope != FenceScope::Cta);
    }
    if is_unused_plain_load(op) {
        return;
    }
    let op_effects = effects(op, normalizer, facts.kernel);
    if op_effects.is_none() {
        return;
    }
    if op_effects.atomic || op_effects.volatile {
        let touched = op_effects.reads.union(op_effects.writes);
        side.syncs_beyond_block |= touched.intersects(BEYOND_BLOCK);
    }
    let address = MemoryAccess::of(op).and_then(|access| {
        let size = access_size(op, access)?;
        Some((normalizer.address(access.address()), size))
    });
    side.accesses.push(Access {
        effects: op_effects,
        address,
        crossed: crossed.clone(),
    });
}

/// `Removed dead synch: <op>` and the Read/Write above/below summary.
fn summary(op: &OperationRef, above: &Side, below: &Side) -> String {
    let name = match classify(op) {
        Some(IntrinsicClass::Sync(SyncKind::Fence)) => "fence",
        _ => "barrier",
    };
    let spelling = kestrel_dialects::intrinsics::string_attribute(op, "intrin")
        .unwrap_or_else(|| op.name().as_string_ref().as_str().unwrap_or("").to_string());
    let mut text = format!("Removed dead synch: {name} {spelling}");
    for (label, side, writes) in [
        ("Read above", above, false),
        ("Write above", above, true),
        ("Read below", below, false),
        ("Write below", below, true),
    ] {
        let spaces = if writes { side.writes() } else { side.reads() };
        let count = side
            .accesses
            .iter()
            .filter(|a| {
                !(if writes {
                    a.effects.writes
                } else {
                    a.effects.reads
                })
                .is_empty()
            })
            .count();
        let _ = write!(
            text,
            "\n{label}: {count} access{} {}",
            if count == 1 { "" } else { "es" },
            describe(spaces)
        );
    }
    text
}

fn describe(spaces: SpaceSet) -> String {
    if spaces.is_empty() {
        return "(none)".to_string();
    }
    let names: Vec<&str> = [
        (SpaceSet::GLOBAL, "global"),
        (SpaceSet::SHARED, "shared"),
        (SpaceSet::CONST, "const"),
        (SpaceSet::LOCAL, "local"),
        (SpaceSet::SHARED_CLUSTER, "shared-cluster"),
        (SpaceSet::OTHER, "other"),
    ]
    .iter()
    .filter(|(space, _)| spaces.intersects(*space))
    .map(|(_, name)| *name)
    .collect();
    format!("({})", names.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::memory::Effects;
    use kestrel_dialects::intrinsics::FenceSemantics;

    fn side(reads: SpaceSet, writes: SpaceSet) -> Side {
        Side {
            accesses: vec![Access {
                effects: Effects {
                    reads,
                    writes,
                    atomic: false,
                    volatile: false,
                },
                address: None,
                crossed: Rc::default(),
            }],
            ..Side::default()
        }
    }

    fn empty() -> Side {
        Side::default()
    }

    fn ordering(scope: FenceScope) -> FenceOrdering {
        FenceOrdering {
            scope,
            semantics: FenceSemantics::SeqCst,
        }
    }

    /// Runs `dead_fence` with the given near and far sides (above, below).
    fn judge(scope: FenceScope, near: (SpaceSet, SpaceSet), far: (SpaceSet, SpaceSet)) -> bool {
        let make = |s: SpaceSet| {
            if s.is_empty() {
                empty()
            } else {
                side(SpaceSet::NONE, s)
            }
        };
        dead_fence(ordering(scope), |boundary| match boundary {
            Boundary::Covering(o) if o.scope == FenceScope::Cta && scope != FenceScope::Cta => {
                (make(near.0), make(near.1))
            }
            _ => (make(far.0), make(far.1)),
        })
        .is_ok()
    }

    const NONE: SpaceSet = SpaceSet::NONE;
    const GLOBAL: SpaceSet = SpaceSet::GLOBAL;
    const SHARED: SpaceSet = SpaceSet::SHARED;
    const LOCAL: SpaceSet = SpaceSet::LOCAL;

    #[test]
    fn gpu_fence_kept_for_global_traffic_across_cta_barriers() {
        // Last-block reduction: a barrier right below the fence, global on both far sides.
        assert!(!judge(FenceScope::Gpu, (GLOBAL, NONE), (GLOBAL, GLOBAL)));
    }

    #[test]
    fn gpu_fence_kept_for_shared_traffic_next_to_it() {
        assert!(!judge(FenceScope::Gpu, (SHARED, SHARED), (SHARED, SHARED)));
    }

    #[test]
    fn gpu_fence_dead_when_a_far_side_stays_in_the_block() {
        assert!(judge(FenceScope::Gpu, (SHARED, NONE), (SHARED, GLOBAL)));
        assert!(judge(FenceScope::Gpu, (GLOBAL, NONE), (GLOBAL, SHARED)));
        assert!(judge(FenceScope::System, (GLOBAL, LOCAL), (GLOBAL, LOCAL)));
        assert!(judge(FenceScope::Gpu, (GLOBAL, NONE), (GLOBAL, NONE)));
    }

    #[test]
    fn cta_fence_needs_visible_traffic_on_both_sides() {
        assert!(judge(FenceScope::Cta, (NONE, NONE), (GLOBAL, NONE)));
        assert!(!judge(FenceScope::Cta, (NONE, NONE), (GLOBAL, SHARED)));
    }

    #[test]
    fn a_sync_with_other_blocks_keeps_a_barrier_beside_their_memory() {
        // The last-block reduction: global partials above, thread 0's fence and ticket below.
        let partials = side(NONE, GLOBAL);
        let ticket = Side {
            syncs_beyond_block: true,
            ..side(SHARED, SHARED)
        };
        assert!(orders_for_other_blocks(&partials, &ticket));
        assert!(orders_for_other_blocks(&ticket, &partials));
        // Only the block's own memory on the other side: nothing for other blocks to order.
        assert!(!orders_for_other_blocks(&side(SHARED, SHARED), &ticket));
        // No sync with other blocks on either side.
        assert!(!orders_for_other_blocks(&partials, &side(GLOBAL, GLOBAL)));
    }

    #[test]
    fn unknown_traffic_is_visible_everywhere() {
        let unknown = Side {
            unknown: true,
            ..Side::default()
        };
        assert!(unknown.visible_to_other_threads() && unknown.visible_beyond_block());
        assert!(!side(SHARED, LOCAL).visible_beyond_block());
        assert!(side(NONE, SpaceSet::ALL).visible_beyond_block());
    }
}
