//! The conflict test of dead-sync-elim: whether an access on one side of a sync may touch,
//! from another thread, what an access on the other side touches. Two accesses conflict
//! unless their spaces, their objects or their addresses (equal expressions at both ends of
//! every loop crossed, uniform and disjoint per thread) prove otherwise.

use super::{Kept, MAX_PAIRS, Side, TID_MAX};
use crate::analysis::{
    address::{Address, Atom, Normalizer, Poly, Root},
    fast_hash::FastSet,
    iterations::{Iterations, LoopSet},
    layout::DataLayout,
    manager::FunctionAnalyses,
    memory::{Effects, SpaceSet},
    threads::{BlockShape, Divergence, ThreadFacts, is_kernel, thread_linear, thread_private_pair},
};
use kestrel_dialects::{MemoryAccess, names, values};
use melior::ir::{BlockLike, OperationRef, RegionLike, Type, ValueLike, operation::OperationLike};
use std::rc::Rc;

/// What the conflict test needs to know about the function, computed once.
pub(super) struct FunctionFacts {
    pub(super) kernel: bool,
    /// `noalias` per argument.
    pub(super) noalias: Vec<bool>,
    pub(super) divergence: Rc<Divergence>,
    pub(super) shape: BlockShape,
    /// Loops and value definitions: which atoms a path around a loop changes.
    pub(super) iterations: Rc<Iterations>,
    /// Module globals that are objects of their own: definitions, not declarations (every
    /// `extern __shared__` array names the same dynamic shared memory) nor aliases.
    pub(super) defined_globals: FastSet<String>,
}

impl FunctionFacts {
    pub(super) fn of(function: &OperationRef, analyses: &FunctionAnalyses) -> Self {
        Self {
            kernel: is_kernel(function),
            noalias: noalias_arguments(function),
            divergence: analyses.get::<Divergence>(function),
            shape: *analyses.get::<BlockShape>(function),
            iterations: analyses.get::<Iterations>(function),
            defined_globals: defined_globals(function),
        }
    }
}

/// One memory access found on a side of the sync.
pub(super) struct Access {
    pub(super) effects: Effects,
    /// The decomposed address and access size, for single-pointer accesses.
    pub(super) address: Option<(Address, u64)>,
    /// The loops whose back edges a path between the access and the sync may take.
    pub(super) crossed: Rc<LoopSet>,
}

/// Bytes touched by a load, store or atomic (the value's allocation size).
pub(super) fn access_size(op: &OperationRef, access: MemoryAccess) -> Option<u64> {
    let ty: Type = match access {
        MemoryAccess::Read { .. } => values::result(op, 0)?.r#type(),
        MemoryAccess::Write { .. } => values::operand(op, 0)?.r#type(),
        MemoryAccess::ReadWrite { .. } => values::operand(op, 1)?.r#type(),
    };
    DataLayout::default().size_of_type(ty)
}

/// Why some access above may conflict with some access below from another thread, or
/// `None` when no pair can.
pub(super) fn cross_thread_conflict(
    above: &Side,
    below: &Side,
    facts: &FunctionFacts,
    normalizer: &Normalizer,
) -> Option<Kept> {
    let conflicting_spaces = shared_writes(above)
        .intersects(shared(below.reads().union(below.writes())))
        || shared(above.reads()).intersects(shared_writes(below));
    // Unknown traffic on one side conflicts with anything at all on the other.
    let unknown = (above.unknown && below.has_traffic()) || (below.unknown && above.has_traffic());
    if unknown {
        return Some(Kept::UnknownEffects);
    }
    if !conflicting_spaces {
        return None;
    }
    if above.accesses.len().saturating_mul(below.accesses.len()) > MAX_PAIRS {
        return Some(Kept::PairLimit);
    }
    let conflict = above.accesses.iter().any(|a| {
        below
            .accesses
            .iter()
            .any(|b| may_conflict(a, b, facts, normalizer))
    });
    conflict.then_some(Kept::CrossThreadConflict)
}

/// The spaces of `spaces` that two threads can both reach: all but local memory, which is
/// each thread's own (a generic pointer into the local window names the running thread's).
pub(super) fn shared(spaces: SpaceSet) -> SpaceSet {
    spaces.without(SpaceSet::LOCAL)
}

pub(super) fn shared_writes(side: &Side) -> SpaceSet {
    shared(side.writes())
}

/// True unless the analyses prove that accesses `a` and `b`, made by two different threads,
/// never touch the same byte with at least one of them writing.
pub(super) fn may_conflict(
    a: &Access,
    b: &Access,
    facts: &FunctionFacts,
    normalizer: &Normalizer,
) -> bool {
    let (a_reads, a_writes) = (shared(a.effects.reads), shared(a.effects.writes));
    let (b_reads, b_writes) = (shared(b.effects.reads), shared(b.effects.writes));
    if !a_writes.intersects(b_reads.union(b_writes)) && !a_reads.intersects(b_writes) {
        return false;
    }
    let (Some((address_a, size_a)), Some((address_b, size_b))) = (&a.address, &b.address) else {
        return true;
    };
    if distinct_objects(&address_a.root, &address_b.root, facts) {
        return false;
    }
    // The proofs below read each address as one expression, at the access as at the sync: a
    // value a path between them defines again (an induction variable one iteration on) is
    // a different value at either end, and proves nothing.
    let mut crossed = (*a.crossed).clone();
    crossed.union_with(&b.crossed);
    if !same_at_both_ends(address_a, &crossed, facts, normalizer)
        || !same_at_both_ends(address_b, &crossed, facts, normalizer)
    {
        return true;
    }
    let thread = ThreadFacts {
        normalizer,
        divergence: &facts.divergence,
        shape: facts.shape,
        tid_max: TID_MAX,
    };
    if thread_private_pair((address_a, *size_a), (address_b, *size_b), thread) {
        return false;
    }
    !uniform_and_disjoint((address_a, *size_a), (address_b, *size_b), thread)
}

/// True when `address`'s root and every atom of its offset hold one value along paths that
/// take the back edges of `crossed`: defined once per run, outside those loops, or a special
/// register that never changes during a thread's run.
pub(super) fn same_at_both_ends(
    address: &Address,
    crossed: &LoopSet,
    facts: &FunctionFacts,
    normalizer: &Normalizer,
) -> bool {
    let root_stable = match &address.root {
        Root::Global(_) | Root::Argument(_) => true,
        Root::Alloca(key) | Root::Opaque(key) => facts.iterations.is_stable(*key, crossed),
    };
    root_stable && poly_is_stable(&address.offset, crossed, facts, normalizer)
}

pub(super) fn poly_is_stable(
    poly: &Poly,
    crossed: &LoopSet,
    facts: &FunctionFacts,
    normalizer: &Normalizer,
) -> bool {
    poly.terms().all(|(monomial, _)| {
        monomial.iter().all(|atom| match atom {
            Atom::Value(key) => {
                normalizer
                    .special_register(atom)
                    .is_some_and(|register| register.is_cse_invariant())
                    || facts.iterations.is_stable(*key, crossed)
            }
            Atom::Ext { inner, .. } | Atom::Trunc { inner } => {
                poly_is_stable(inner, crossed, facts, normalizer)
            }
        })
    })
}

/// Two roots that are different globals the module defines, different allocas, or different
/// `noalias` arguments of a kernel (a device function's arguments may differ between threads,
/// and `noalias` says nothing about another thread's call) can never overlap.
pub(super) fn distinct_objects(a: &Root, b: &Root, facts: &FunctionFacts) -> bool {
    let restricted = |i: &usize| facts.noalias.get(*i).copied().unwrap_or(false);
    let defined = |name: &String| facts.defined_globals.contains(name);
    match (a, b) {
        (Root::Argument(x), Root::Argument(y)) => {
            facts.kernel && x != y && restricted(x) && restricted(y)
        }
        (Root::Global(x), Root::Global(y)) => x != y && defined(x) && defined(y),
        (Root::Alloca(x), Root::Alloca(y)) => x != y,
        (Root::Global(_), Root::Alloca(_)) | (Root::Alloca(_), Root::Global(_)) => true,
        _ => false,
    }
}

/// True when both addresses are the same for every thread (a block-uniform root and no
/// thread-dependent term) and their byte ranges are a constant distance apart without
/// overlapping.
pub(super) fn uniform_and_disjoint(
    a: (&Address, u64),
    b: (&Address, u64),
    thread: ThreadFacts,
) -> bool {
    let ((a, size_a), (b, size_b)) = (a, b);
    let Some(distance) = a.distance_to(b) else {
        return false;
    };
    if !thread.divergence.root_is_uniform(&a.root) {
        return false;
    }
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

/// The names of the `llvm.mlir.global`s of `function`'s module that define an object: an
/// initializer, or a linkage other than `external`/`extern_weak` (an internal array without
/// one is an uninitialized definition, as clang's `__shared__` arrays are).
pub(super) fn defined_globals(function: &OperationRef) -> FastSet<String> {
    let mut defined = FastSet::default();
    let Some(body) = function
        .parent_operation()
        .and_then(|module| values::region(&module, 0))
        .and_then(|region| region.first_block())
    else {
        return defined;
    };
    let mut next = body.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        if op.name().as_string_ref().as_str() != Ok(names::GLOBAL) {
            continue;
        }
        let Some(name) = kestrel_dialects::intrinsics::string_attribute(&op, "sym_name") else {
            continue;
        };
        let linkage = op
            .attribute("linkage")
            .ok()
            .and_then(kestrel_dialects::raw::linkage_keyword)
            .unwrap_or("external");
        let initialized = op.has_attribute("value")
            || values::region(&op, 0).is_some_and(|r| r.first_block().is_some());
        if initialized || !matches!(linkage, "external" | "extern_weak") {
            defined.insert(name);
        }
    }
    defined
}

/// Which arguments of `function` carry `llvm.noalias`.
pub(super) fn noalias_arguments(function: &OperationRef) -> Vec<bool> {
    let count = values::region(function, 0)
        .and_then(|r| r.first_block())
        .map_or(0, |entry| entry.argument_count());
    (0..count)
        .map(|index| values::argument_has_attribute(function, index, "llvm.noalias"))
        .collect()
}
