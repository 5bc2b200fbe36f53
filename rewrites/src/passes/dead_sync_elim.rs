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
//! and the Read/Write above/below summary (for a fence, of its far sides).

use crate::analysis::fast_hash::{FastMap, FastSet};
use crate::{
    analysis::{
        address::{Address, Normalizer, Root},
        layout::DataLayout,
        memory::{Effects, SpaceSet, effects},
        threads::{
            BlockShape, Divergence, ThreadFacts, is_kernel, thread_linear, thread_private_pair,
        },
    },
    engine::{PassBody, PatternDecl, PatternSet, Remarks, enclosing_function},
    knobs,
    options::Options,
    registry::PassInfo,
};
use kestrel_dialects::{
    IntrinsicClass, MemoryAccess, SyncKind, classify,
    intrinsics::{ExemptKind, FenceOrdering, FenceScope, fence_ordering},
    keys::{block_key, op_key},
    names, values,
};
use melior::ir::{
    BlockLike, BlockRef, OperationRef, RegionLike, Type, ValueLike, operation::OperationLike,
};
use std::{cell::OnceCell, fmt::Write, rc::Rc};

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
    let dead: Rc<OnceCell<FastSet<usize>>> = Rc::default();
    for family in [SyncKind::CtaBarrier, SyncKind::Fence] {
        let (dead, remarks) = (dead.clone(), remarks.clone());
        set.add(erase_pattern(family), move |op, rewriter| {
            if !matches!(classify(&op), Some(IntrinsicClass::Sync(kind)) if kind == family) {
                return false;
            }
            let Some(function) = enclosing_function(op) else {
                return false;
            };
            let dead = dead.get_or_init(|| judge_syncs(function, print.then_some(&remarks)));
            if !dead.contains(&op_key(&op)) {
                return false;
            }
            rewriter.erase_op(op);
            true
        });
    }
}

/// What the conflict test needs to know about the function, computed once.
struct FunctionFacts {
    kernel: bool,
    /// `noalias` per argument.
    noalias: Vec<bool>,
    divergence: Divergence,
    shape: BlockShape,
    layout: DataLayout,
}

impl FunctionFacts {
    fn of(function: &OperationRef) -> Self {
        Self {
            kernel: is_kernel(function),
            noalias: noalias_arguments(function),
            divergence: Divergence::compute(function),
            shape: BlockShape::of(function),
            layout: DataLayout::of(function),
        }
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
}

/// An op of the listing, with its intrinsic class and, for syncs, the ordering it gives.
struct Listed<'c, 'a> {
    op: OperationRef<'c, 'a>,
    class: Option<IntrinsicClass>,
    ordering: Option<FenceOrdering>,
}

impl<'c, 'a> Listing<'c, 'a> {
    fn of(function: &OperationRef<'c, 'a>) -> Self {
        let mut listing = Listing {
            blocks: Vec::new(),
            ops: Vec::new(),
            block_index: FastMap::default(),
            position: FastMap::default(),
            erased: FastSet::default(),
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
                ops.push(Listed {
                    op,
                    class,
                    ordering,
                });
            }
            listing.blocks.push(block);
            listing.ops.push(ops);
        }
        listing
    }
}

/// The syncs with no conflicting pair across them, judged in program order, each with the
/// syncs judged dead before it already gone. Only syncs whose op name is a root of their
/// erase pattern are candidates, so a dead sync is never left for want of a match.
fn judge_syncs(function: OperationRef, remarks: Option<&Remarks>) -> FastSet<usize> {
    let facts = FunctionFacts::of(&function);
    // Value keys stay valid: nothing is erased until every sync has been judged, and then
    // only syncs, which define no values.
    let mut normalizer = Normalizer::new(facts.layout.clone(), 8);
    let mut listing = Listing::of(&function);
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
            let dead = !any_cross_thread_conflict(&above, &below, &facts, &normalizer);
            dead.then_some((above, below))
        } else if let Some(ordering) = ordering {
            dead_fence(ordering, walk)
        } else {
            // A fence whose ordering the class table does not state (proxy fences, ...).
            None
        };
        if let Some((above, below)) = verdict {
            if let Some(remarks) = remarks {
                remarks.emit(&sync, summary(&sync, &above, &below));
            }
            listing.erased.insert(op_key(&sync));
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
// scope) when the fence is dead; the near/far reasoning is in the module header.
fn dead_fence(
    ordering: FenceOrdering,
    mut walk: impl FnMut(Boundary) -> (Side, Side),
) -> Option<(Side, Side)> {
    let near = FenceOrdering {
        scope: FenceScope::Cta,
        semantics: ordering.semantics,
    };
    let (near_above, near_below) = walk(Boundary::Covering(near));
    if near_above.visible_to_other_threads() && near_below.visible_to_other_threads() {
        return None;
    }
    if ordering.scope == FenceScope::Cta {
        return Some((near_above, near_below));
    }
    let (far_above, far_below) = walk(Boundary::Covering(ordering));
    if far_above.visible_beyond_block() && far_below.visible_beyond_block() {
        return None;
    }
    Some((far_above, far_below))
}

/// One memory access found on a side of the sync.
struct Access {
    effects: Effects,
    /// The decomposed address and access size, for single-pointer accesses.
    address: Option<(Address, u64)>,
}

/// Everything on one side of a sync.
#[derive(Default)]
struct Side {
    accesses: Vec<Access>,
    /// Something on this side may touch any memory in ways not listed (an `exit` or `trap`,
    /// a device function's entry or exit, an op with regions).
    unknown: bool,
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
        let beyond = SpaceSet::GLOBAL
            .union(SpaceSet::SHARED_CLUSTER)
            .union(SpaceSet::OTHER);
        self.unknown || self.reads().union(self.writes()).intersects(beyond)
    }
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
        Boundary::CtaBarrier => {
            matches!(listed.class, Some(IntrinsicClass::Sync(kind)) if kind.is_cta_barrier())
        }
        Boundary::Covering(needed) => listed.ordering.is_some_and(|o| o.covers(needed)),
    }
}

/// Walks the CFG from `sync` in `direction` until the boundary syncs, collecting accesses.
/// Each block is scanned once; the sync's own block is scanned on the other side of the sync
/// when a path loops back to it. Syncs marked dead in `listing` are skipped.
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
    let mut visited: FastSet<usize> = FastSet::default();
    // (block index, whether the walk starts at the sync inside it)
    let mut work: Vec<(usize, bool)> = vec![(start_block, true)];
    while let Some((block, from_sync)) = work.pop() {
        let ops = &listing.ops[block];
        let range: Box<dyn Iterator<Item = usize>> = match (direction, from_sync) {
            (Direction::Above, true) => Box::new((0..start_position).rev()),
            (Direction::Above, false) => Box::new((0..ops.len()).rev()),
            (Direction::Below, true) => Box::new(start_position + 1..ops.len()),
            (Direction::Below, false) => Box::new(0..ops.len()),
        };
        let mut ended = false;
        for index in range {
            let listed = &ops[index];
            if listed.op == sync {
                ended = true;
                break;
            }
            if listing.erased.contains(&op_key(&listed.op)) {
                continue;
            }
            if ends_side(listed, boundary) {
                ended = true;
                break;
            }
            record(&listed.op, listed.class, &mut side, facts, normalizer);
        }
        if ended {
            continue;
        }
        let block_ref = &listing.blocks[block];
        let neighbours = match direction {
            Direction::Above => kestrel_dialects::raw::block_predecessors(block_ref),
            Direction::Below => successors(block_ref),
        };
        if neighbours.is_empty() {
            // The function's entry or exit: a kernel starts and ends with nothing around it;
            // a device function's caller runs code before and after.
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
            if visited.insert(index) {
                work.push((index, false));
            }
        }
    }
    side
}

fn is_entry(block: &BlockRef) -> bool {
    block
        .parent_region()
        .and_then(|r| melior::ir::RegionLike::first_block(&r))
        .is_some_and(|f| f == *block)
}

fn successors<'c, 'a>(block: &BlockRef<'c, 'a>) -> Vec<BlockRef<'c, 'a>> {
    (0..block.successor_count())
        .filter_map(|i| block.successor(i).ok())
        .collect()
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
    op: &OperationRef,
    class: Option<IntrinsicClass>,
    side: &mut Side,
    facts: &FunctionFacts,
    normalizer: &mut Normalizer,
) {
    if let Some(IntrinsicClass::Sync(SyncKind::Exempt(ExemptKind::Exit | ExemptKind::Trap))) = class
    {
        side.unknown = true;
        return;
    }
    if op.region_count() > 0 {
        side.unknown = true;
        return;
    }
    if is_unused_plain_load(op) {
        return;
    }
    let op_effects = effects(op, normalizer, facts.kernel);
    if op_effects.is_none() {
        return;
    }
    let address = MemoryAccess::of(op).and_then(|access| {
        let size = access_size(op, access)?;
        Some((normalizer.address(access.address()), size))
    });
    side.accesses.push(Access {
        effects: op_effects,
        address,
    });
}

/// Bytes touched by a load, store or atomic (the value's allocation size).
fn access_size(op: &OperationRef, access: MemoryAccess) -> Option<u64> {
    let ty: Type = match access {
        MemoryAccess::Read { .. } => values::result(op, 0)?.r#type(),
        MemoryAccess::Write { .. } => values::operand(op, 0)?.r#type(),
        MemoryAccess::ReadWrite { .. } => values::operand(op, 1)?.r#type(),
    };
    DataLayout::default().size_of(&ty.to_string())
}

/// True when some access above may conflict with some access below from another thread.
fn any_cross_thread_conflict(
    above: &Side,
    below: &Side,
    facts: &FunctionFacts,
    normalizer: &Normalizer,
) -> bool {
    let conflicting_spaces = above
        .writes()
        .intersects(below.reads().union(below.writes()))
        || above.reads().intersects(below.writes());
    // Unknown traffic on one side conflicts with anything at all on the other.
    let unknown = (above.unknown && below.has_traffic()) || (below.unknown && above.has_traffic());
    if unknown {
        return true;
    }
    if !conflicting_spaces {
        return false;
    }
    if above.accesses.len().saturating_mul(below.accesses.len()) > MAX_PAIRS {
        return true;
    }
    let thread = ThreadFacts {
        normalizer,
        divergence: &facts.divergence,
        shape: facts.shape,
        tid_max: TID_MAX,
    };
    above.accesses.iter().any(|a| {
        below
            .accesses
            .iter()
            .any(|b| may_conflict(a, b, thread, &facts.noalias))
    })
}

/// True unless the analyses prove that accesses `a` and `b`, made by two different threads,
/// never touch the same byte with at least one of them writing.
fn may_conflict(a: &Access, b: &Access, thread: ThreadFacts, noalias: &[bool]) -> bool {
    let overlapping_spaces = a
        .effects
        .writes
        .intersects(b.effects.reads.union(b.effects.writes))
        || a.effects.reads.intersects(b.effects.writes);
    if !overlapping_spaces {
        return false;
    }
    let (Some((address_a, size_a)), Some((address_b, size_b))) = (&a.address, &b.address) else {
        return true;
    };
    if distinct_objects(&address_a.root, &address_b.root, noalias) {
        return false;
    }
    if thread_private_pair((address_a, *size_a), (address_b, *size_b), thread) {
        return false;
    }
    !uniform_and_disjoint((address_a, *size_a), (address_b, *size_b), thread)
}

/// Two roots that are different named globals, different allocas, or different `noalias`
/// arguments can never overlap.
fn distinct_objects(a: &Root, b: &Root, noalias: &[bool]) -> bool {
    let restricted = |i: &usize| noalias.get(*i).copied().unwrap_or(false);
    match (a, b) {
        (Root::Argument(x), Root::Argument(y)) => x != y && restricted(x) && restricted(y),
        (Root::Global(x), Root::Global(y)) => x != y,
        (Root::Alloca(x), Root::Alloca(y)) => x != y,
        (Root::Global(_), Root::Alloca(_)) | (Root::Alloca(_), Root::Global(_)) => true,
        _ => false,
    }
}

/// True when both addresses are the same for every thread (no thread-dependent term) and
/// their byte ranges are a constant distance apart without overlapping.
fn uniform_and_disjoint(a: (&Address, u64), b: (&Address, u64), thread: ThreadFacts) -> bool {
    let ((a, size_a), (b, size_b)) = (a, b);
    let Some(distance) = a.distance_to(b) else {
        return false;
    };
    let uniform = |address: &Address| {
        thread_linear(&address.offset, thread.normalizer, thread.divergence)
            .is_some_and(|l| l.coefficient == 0)
    };
    if !uniform(a) || !uniform(b) {
        return false;
    }
    // b starts `distance` bytes after a.
    distance >= i128::from(size_a) || -distance >= i128::from(size_b)
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

/// Which arguments of `function` carry `llvm.noalias` (read from the printed `arg_attrs`).
fn noalias_arguments(function: &OperationRef) -> Vec<bool> {
    let Ok(attributes) = function.attribute("arg_attrs") else {
        return Vec::new();
    };
    let text = attributes.to_string();
    let body = text.trim().trim_start_matches('[').trim_end_matches(']');
    // Top-level dictionaries: split at `}, {` outside nested brackets.
    let mut flags = Vec::new();
    let mut depth = 0usize;
    let mut current = String::new();
    for c in body.chars() {
        match c {
            '{' | '[' | '<' | '(' => depth += 1,
            '}' | ']' | '>' | ')' => depth = depth.saturating_sub(1),
            _ => {}
        }
        if c == ',' && depth == 0 {
            flags.push(current.contains("llvm.noalias"));
            current.clear();
        } else {
            current.push(c);
        }
    }
    if !current.trim().is_empty() {
        flags.push(current.contains("llvm.noalias"));
    }
    flags
}

#[cfg(test)]
mod tests {
    use super::*;
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
            }],
            unknown: false,
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
        .is_some()
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
    fn unknown_traffic_is_visible_everywhere() {
        let unknown = Side {
            accesses: Vec::new(),
            unknown: true,
        };
        assert!(unknown.visible_to_other_threads() && unknown.visible_beyond_block());
        assert!(!side(SHARED, LOCAL).visible_beyond_block());
        assert!(side(NONE, SpaceSet::ALL).visible_beyond_block());
    }
}
