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
//! A fence orders this thread's accesses as other threads see them, so it is dead when one
//! of its sides has no access other threads could see at all (pair-wise disjointness says
//! nothing: data and flag of a message are different addresses).
//!
//! Exempt from deletion: `exit`, `trap`, `bar.warp.sync`, `cp.async.bulk.wait_group*`,
//! cluster barriers and `cluster.arrive.relaxed`, barrier reductions (they produce a value)
//! and barrier arrives (`intrinsics::SyncKind`).
//!
//! With `print-dead-sync-elim`, every removal is reported as a remark: `Removed dead synch: `
//! and the Read/Write above/below summary.

use crate::{
    analysis::{
        address::{Address, Normalizer, Root},
        cfg::block_key,
        layout::DataLayout,
        memory::{Effects, SpaceSet, effects},
        threads::{
            BlockShape, Divergence, ThreadFacts, is_kernel, thread_linear, thread_private_pair,
        },
    },
    engine::{PatternDecl, PatternSet, Remarks, Rewriter},
    options::Options,
    registry::PassInfo,
};
use kestrel_dialects::{
    IntrinsicClass, MemoryAccess, SyncKind, classify, intrinsics::ExemptKind, names, values,
};
use melior::ir::{BlockLike, BlockRef, OperationRef, Type, ValueLike, operation::OperationLike};
use std::{cell::OnceCell, fmt::Write, rc::Rc};

pub static PASS: PassInfo = PassInfo {
    name: "dead-sync-elim",
    summary: "remove CTA barriers and fences that order no cross-thread memory traffic",
    options: &[],
    populate,
};

/// Largest thread id assumed when proving thread-private addresses (`tid.x < 1024`).
const TID_MAX: i64 = 1024;
/// Above x below pairs examined before giving up (and keeping the barrier).
const MAX_PAIRS: usize = 16_384;

/// Sync ops appear as NVVM ops and as `llvm.call_intrinsic`/`llvm.call`/`llvm.fence`; one
/// pattern per spelling's root op, all with the same rewrite.
const ROOTS: &[&str] = &[
    names::CALL_INTRINSIC,
    names::CALL,
    names::FENCE,
    "nvvm.barrier0",
    "nvvm.barrier",
    "nvvm.memory.barrier",
    "nvvm.fence.sc.cluster",
    "nvvm.fence.proxy",
    "nvvm.fence.proxy.acquire",
    "nvvm.fence.proxy.release",
];

/// Adds the erase-dead-sync pattern for every sync spelling.
pub fn populate(set: &mut PatternSet, options: &Options) {
    let print = options.flag("print-dead-sync-elim");
    let remarks = set.remarks();
    // Function facts shared by all matches of one application. They hold value keys only and
    // stay valid: this pass only erases sync ops, which define no values.
    let facts: Rc<OnceCell<FunctionFacts>> = Rc::new(OnceCell::new());
    for root in ROOTS {
        let facts = facts.clone();
        let remarks = remarks.clone();
        set.add(
            PatternDecl {
                name: "erase-dead-sync",
                identity: "sync with no cross-thread conflict across it -> (nothing)",
                root,
                benefit: 1,
                generates: &[],
            },
            move |op, rewriter| erase_dead_sync(op, rewriter, &facts, print.then_some(&remarks)),
        );
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

// sync with no conflicting pair across it -> (erased)
fn erase_dead_sync(
    op: OperationRef,
    rewriter: &Rewriter,
    facts: &OnceCell<FunctionFacts>,
    remarks: Option<&Remarks>,
) -> bool {
    let Some(IntrinsicClass::Sync(kind)) = classify(&op) else {
        return false;
    };
    if !kind.is_deletable_family() || op.result_count() > 0 {
        return false;
    }
    let Some(function) = op.parent_operation() else {
        return false;
    };
    if function.name().as_string_ref().as_str() != Ok(names::FUNC) {
        return false;
    }
    let facts = facts.get_or_init(|| FunctionFacts::of(&function));
    let mut normalizer = Normalizer::new(facts.layout.clone(), 8);
    let boundary = if kind == SyncKind::CtaBarrier {
        Boundary::CtaBarrier
    } else {
        Boundary::AnySync
    };
    let above = collect(op, Direction::Above, boundary, facts, &mut normalizer);
    let below = collect(op, Direction::Below, boundary, facts, &mut normalizer);
    let dead = match kind {
        SyncKind::CtaBarrier => !any_cross_thread_conflict(&above, &below, facts, &normalizer),
        _ => !above.visible_to_other_threads() || !below.visible_to_other_threads(),
    };
    if !dead {
        return false;
    }
    if let Some(remarks) = remarks {
        remarks.emit(&op, summary(&op, &above, &below));
    }
    rewriter.erase_op(op);
    true
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
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Direction {
    Above,
    Below,
}

/// Which syncs end a side: a barrier's side ends at the next CTA barrier; a fence's side at
/// any sync that orders memory (a barrier includes a fence).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Boundary {
    CtaBarrier,
    AnySync,
}

fn ends_side(class: Option<IntrinsicClass>, boundary: Boundary) -> bool {
    match class {
        Some(IntrinsicClass::Sync(kind)) if kind.is_cta_barrier() => true,
        Some(IntrinsicClass::Sync(SyncKind::Fence)) => boundary == Boundary::AnySync,
        _ => false,
    }
}

/// Walks the CFG from `sync` in `direction` until the boundary syncs, collecting accesses.
/// Each block is scanned once; the sync's own block is scanned on the other side of the sync
/// when a path loops back to it.
fn collect(
    sync: OperationRef,
    direction: Direction,
    boundary: Boundary,
    facts: &FunctionFacts,
    normalizer: &mut Normalizer,
) -> Side {
    let mut side = Side::default();

    let mut visited: Vec<usize> = Vec::new();
    let Some(start_block) = sync.block() else {
        side.unknown = true;
        return side;
    };
    // (block, whether the walk starts at the sync inside it)
    let mut work: Vec<(BlockRef, bool)> = vec![(start_block, true)];
    while let Some((block, from_sync)) = work.pop() {
        let mut ended = false;
        for op in ops_in_walk_order(&block, direction, from_sync.then_some(&sync)) {
            if op == sync {
                ended = true;
                break;
            }
            let class = classify(&op);
            if ends_side(class, boundary) {
                ended = true;
                break;
            }
            record(&op, class, &mut side, facts, normalizer);
        }
        if ended {
            continue;
        }
        let neighbours = match direction {
            Direction::Above => predecessors(&block),
            Direction::Below => successors(&block),
        };
        if neighbours.is_empty() {
            // The function's entry or exit: a kernel starts and ends with nothing around it;
            // a device function's caller runs code before and after.
            side.unknown |= !facts.kernel;
            if direction == Direction::Above && !is_entry(&block) {
                side.unknown = true;
            }
            continue;
        }
        for next in neighbours {
            let key = block_key(&next);
            if visited.contains(&key) {
                continue;
            }
            visited.push(key);
            work.push((next, false));
        }
    }
    side
}

/// The ops of `block` in the walk's order: forward for `Below`, backward for `Above`. When
/// the walk starts at `start` (the sync itself), only the ops on the walk's side of it.
/// (melior cannot step to a previous op, so the block is listed once and reversed.)
fn ops_in_walk_order<'c: 'a, 'a>(
    block: &BlockRef<'c, 'a>,
    direction: Direction,
    start: Option<&OperationRef<'c, 'a>>,
) -> Vec<OperationRef<'c, 'a>> {
    let mut ops = Vec::new();
    let mut next = block.first_operation();
    while let Some(op) = next {
        ops.push(op);
        next = op.next_in_block();
    }
    if let Some(start) = start {
        let position = ops.iter().position(|op| op == start).unwrap_or(0);
        ops = match direction {
            Direction::Above => ops[..position].to_vec(),
            Direction::Below => ops[position + 1..].to_vec(),
        };
    }
    if direction == Direction::Above {
        ops.reverse();
    }
    ops
}

fn is_entry(block: &BlockRef) -> bool {
    block
        .parent_region()
        .and_then(|r| melior::ir::RegionLike::first_block(&r))
        .is_some_and(|f| f == *block)
}

fn predecessors<'c, 'a>(block: &BlockRef<'c, 'a>) -> Vec<BlockRef<'c, 'a>> {
    (0..block.predecessor_count())
        .filter_map(|i| block.predecessor(i).ok())
        .collect()
}

fn successors<'c, 'a>(block: &BlockRef<'c, 'a>) -> Vec<BlockRef<'c, 'a>> {
    (0..block.successor_count())
        .filter_map(|i| block.successor(i).ok())
        .collect()
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
