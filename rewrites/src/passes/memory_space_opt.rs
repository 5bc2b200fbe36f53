//! memory-space-opt: cicc's MemorySpaceOpt. Generic loads and stores whose pointer provably
//! points into one address space become accesses in that space, so llc selects
//! `ld.global`/`st.shared`/`ld.local` instead of generic `ld`/`st`, and ptxas needs no
//! generic-to-specific conversion (nor the 64-bit generic address) for them.
//!
//! llc's own InferAddressSpaces sees only what one function proves from `addrspacecast`s,
//! plus kernel parameters. This pass adds what needs the whole module:
//!
//! - **Sources.** Kernel pointer parameters point to global memory, and so do pointers
//!   loaded from kernel parameter (`byval`) or `__constant__` memory: the host wrote them,
//!   and the host holds only global addresses (the `param-always-point-to-global` knob turns
//!   both off). A `byval` parameter is a per-thread copy device code may write, so a pointer
//!   loaded from it is what the host wrote only where every store into its bytes is seen
//!   and global ([`objects`]); constant memory, only while no global's initialiser holds
//!   another pointer. `addrspacecast` from a specific space, `alloca` (local) and the address of a
//!   module global (global) are sources too; see [`infer`] for the rules. With
//!   `memory-space-opt-loaded-global` (true, Kestrel's), when no device code of the module can
//!   put a non-global pointer into memory (no such store, `ptrtoint`, side-effecting asm or
//!   unknown call), every pointer loaded from memory is global in the functions only this
//!   module's kernels reach.
//! - **Across calls.** A device function gets its parameters' spaces from its call sites.
//!   A function only this module can call (internal or private, its address never taken)
//!   whose call sites all pass one signature is specialised in place; any other signature
//!   gets a clone, `@f.ms.<letters>` (one letter per pointer parameter: `g`lobal, `s`hared,
//!   `l`ocal, `c`onstant, `x` generic), with the call sites redirected to it. At most
//!   `memory-space-opt-max-clones` signatures per function; calls beyond keep the generic
//!   original. A function callable from outside the module (any other linkage, or its
//!   address taken) keeps its generic body for those callers.
//! - **Stack objects.** A pointer loaded back from a thread's own `alloca` whose every use
//!   the pass sees, in the kernel or in the device functions it is passed to, has the space
//!   of what was stored into the bytes it reads ([`objects`]). A kernel `byval` parameter
//!   passed by reference to a device function is copied to the stack here, where llc would
//!   copy it anyway, so it is such an object too ([`byval`]).
//! - **Large functions.** One over `memory-space-opt-clone-limit` ops gets one version for
//!   the module's calls, for the spaces they all agree on (a plan remade until those stop
//!   changing); an original kept for callers outside the module stays besides it.
//! - **Typed parameters.** A version only this module calls takes its local and shared
//!   pointer parameters as `!llvm.ptr<N>`, so it converts nothing on entry ([`retype`]).
//! - **Rewrite.** An access through a generic pointer of a known space reads a pointer of
//!   that space (so do `memcpy`/`memset` operands): one `addrspacecast` where the pointer's
//!   `getelementptr` chain starts (a parameter, a load, an `alloca`), the offsets rebuilt
//!   over it, so a shared or local conversion is paid once and not at every offset. A
//!   kernel's accesses through pointers derived from its own pointer parameters alone are
//!   left to llc, whose NVPTXLowerArgs casts the parameters itself (and keeps read-only
//!   `noalias` ones eligible for `ld.global.nc`); this is decided by origin, not by the
//!   address's shape ([`infer::Origin::KernelParameter`]).
//!
//! Soundness. A fact only flows forward from where a pointer is made; a use that casts a
//! pointer to a space (`cvta.to.local`) proves nothing about it. A pointer loaded from memory
//! that device code can write (global, shared, a local object not tracked) may be a generic
//! pointer to any space, and so may one made by inline asm, a call or `inttoptr`: all stay
//! generic, as does a `select` or block argument whose inputs disagree. Inline asm counts as
//! writing memory when it has side effects, a `~{memory}` clobber or an indirect operand
//! ([`escapes`]). Atomics are rewritten
//! only in global and shared memory (PTX has no local atomics) and constant memory only for
//! loads. The pass never changes a pointer value, only the operand of an access or the type
//! it is passed as to a version only this module calls, so comparisons, stores of the
//! pointer and calls that do not specialise see what they saw before.
//!
//! What stays generic is counted under its reason ([`StaysGeneric`]): an access through a
//! pointer of no one space, or whose kind that space lacks, and a call that reaches a less
//! specialised version than it wants (`memory-space-opt-max-clones`, `-clone-limit`).

mod accesses;
mod byval;
mod escapes;
mod functions;
mod infer;
mod objects;
mod retype;

use crate::analysis::fast_hash::{FastMap, FastSet};
use crate::{
    engine::{FunctionRun, PassBody, PatternDecl, Rewriter},
    knobs,
    options::Options,
    registry::PassInfo,
};
use accesses::rewrite_accesses;
use functions::{Function, Functions, Param, symbol_name, walk};
pub(crate) use functions::{ParamAttrs, address_taken, calls};
use infer::{Fact, Facts, Loaded, Origin};
use kestrel_dialects::{
    AddressSpace, MemoryAccess,
    intrinsics::{callee_name, string_attribute},
    keys::{ValueKey, value_key},
    names,
    ops::{AccessKind, access_operand, transfer_operands},
    pointer_address_space, raw,
    values::{defining_op, operand},
};
use melior::ir::{
    BlockLike, BlockRef, OperationRef, RegionLike, Type, Value, ValueLike,
    attribute::{AttributeLike, DictionaryAttribute, IntegerAttribute, TypeAttribute},
    operation::OperationLike,
};
use objects::{Slots, Tracked};
use std::collections::VecDeque;

pub static PASS: PassInfo = PassInfo {
    name: "memory-space-opt",
    summary: "access memory in the address space a generic pointer provably points into, \
              specialising device functions per call-site signature",
    options: &[],
    reads: Knobs::SPECS,
    patterns: &[
        COPY_BYVAL_PARAMETER,
        ACCESS_IN_SPACE,
        SPECIALISE_IN_PLACE,
        CLONE_PER_SIGNATURE,
        PARAMETER_IN_SPACE,
        ERASE_UNCALLED_ORIGINAL,
    ],
    body: PassBody::Module(specialise_module),
};

const COPY_BYVAL_PARAMETER: PatternDecl = PatternDecl::rule(
    "copy-byval-passed-to-call",
    "kernel byval %p (not grid_constant) reaching call @f(..) -> %c = alloca; memcpy(%c, %p); \
     uses of %p read %c (the copy llc makes)",
    &[names::ALLOCA],
);
const ACCESS_IN_SPACE: PatternDecl = PatternDecl::rule(
    "access-in-proven-space",
    "access(p), p generic but proven in space S -> access(addrspacecast p to S), cast at p's definition",
    &[names::ADDRSPACECAST],
);
const SPECIALISE_IN_PLACE: PatternDecl = PatternDecl::rule(
    "specialise-in-place",
    "internal @f, every call passes pointers in spaces S -> @f's parameters are in S",
    &[],
);
const CLONE_PER_SIGNATURE: PatternDecl = PatternDecl::rule(
    "clone-per-signature",
    "call @f(p in S) -> call @f.ms.<S>(p), a clone of @f whose parameters are in S",
    &[names::FUNC],
);
const PARAMETER_IN_SPACE: PatternDecl = PatternDecl::rule(
    "parameter-in-space",
    "@f only called here, %p proven local/shared -> %p : !llvm.ptr<N>, callers pass it so",
    &[names::ADDRSPACECAST],
);

const ERASE_UNCALLED_ORIGINAL: PatternDecl = PatternDecl::rule(
    "erase-uncalled-original",
    "@f discardable (internal, private, linkonce) or a clone, no call reaches it any more -> erased",
    &[],
);

crate::refusals! {
    /// Why an access or a call stays generic (cicc's MemorySpaceOpt rewrites only what it
    /// proves, and bounds how many versions of a function it makes).
    pub enum StaysGeneric {
        UnknownSpace = "unknown-space": "the access's generic pointer may point into more than one space (loaded from writable memory, made by a call, asm or inttoptr, or merged from pointers that disagree)",
        NoSuchAccess = "no-access-in-space": "PTX has no such access in the pointer's space (a local atomic, a write to constant memory)",
        MaxClones = "max-clones": "the callee already has memory-space-opt-max-clones specialised versions: the call keeps the generic one",
        CloneLimit = "clone-limit": "the callee has more ops than memory-space-opt-clone-limit and keeps one version, for the spaces all its calls agree on",
    }
}

crate::typed_options! {
    /// The knobs the pass reads.
    struct Knobs {
        param_is_global: bool = knobs::PARAM_ALWAYS_POINT_TO_GLOBAL.spec,
        loaded_global: bool = knobs::MSO_LOADED_GLOBAL.spec,
        max_clones: usize = knobs::MSO_MAX_CLONES.spec,
        clone_limit: usize = knobs::MSO_CLONE_LIMIT.spec,
    }
}

/// The origin of each argument of a function version: `None` for a generic pointer and for
/// every argument that is not a pointer.
type Signature = Vec<Option<Origin>>;

/// A function version: its index among the table's functions and its signature.
type Version = (usize, Signature);

fn specialise_module(
    module: OperationRef,
    rewriter: &Rewriter,
    options: &Options,
    run: &FunctionRun,
) {
    let knobs = Knobs::read(options);
    for table in crate::export::device_symbol_tables(module) {
        // First, so the copies are objects of the kernels' bodies like any other; the
        // functions are read again only when a copy changed them.
        let mut functions = Functions::of(&table);
        if byval::copy_parameters_passed_to_calls(&functions, rewriter, run) > 0 {
            functions = Functions::of(&table);
        }
        let seeds_of = |f: usize| {
            let function = &functions.list[f];
            if function.kernel {
                seeds(&function.root_signature(&knobs))
            } else {
                seeds(&function.generic_signature())
            }
        };
        let (loaded, slots) = trust_loaded_pointers(&table, &functions, &knobs, seeds_of);
        let plan = Plan::make(&functions, &knobs, &loaded, &slots);
        apply(&functions, &plan, &loaded, &slots, rewriter, run);
    }
}

/// What pointers loaded from memory are taken to be in each function of `functions`, and
/// the stack objects' facts solved under it. Every one is global ([`escapes`]) when the knobs
/// allow it, no device code can put another pointer into memory, and the function only runs
/// on this module's threads: one that code elsewhere may call (a device function callable
/// from outside, and all it calls) may be handed memory that code wrote. Otherwise those
/// the host wrote are global: from kernel parameters no device code writes
/// ([`objects`]), and from constant memory unless a global's initialiser holds a pointer
/// that may not be global.
fn trust_loaded_pointers(
    table: &BlockRef,
    functions: &Functions,
    knobs: &Knobs,
    seeds: impl Fn(usize) -> Vec<Fact> + Copy,
) -> (Vec<Loaded>, Slots) {
    let count = functions.list.len();
    let tracked = Tracked::find(functions);
    let host_written = if escapes::initialisers_hold_global_pointers(table) {
        Loaded::HostWritten
    } else {
        Loaded::HostWrittenParameters
    };
    let uniform = |loaded: Loaded| {
        let loaded = vec![loaded; count];
        let slots = tracked.solve(functions, seeds, &loaded);
        (loaded, slots)
    };
    if !knobs.param_is_global {
        return uniform(Loaded::Proven);
    }
    if knobs.loaded_global && loads_a_pointer(functions) {
        let (optimistic, slots) = uniform(Loaded::AllGlobal);
        if escapes::stores_only_global_pointers(table, functions, seeds, &slots) {
            let reached = reached_from_outside(functions);
            if reached.is_empty() {
                return (optimistic, slots);
            }
            let loaded: Vec<Loaded> = (0..count)
                .map(|f| {
                    if reached.contains(&f) {
                        host_written
                    } else {
                        Loaded::AllGlobal
                    }
                })
                .collect();
            let slots = tracked.solve(functions, seeds, &loaded);
            return (loaded, slots);
        }
    }
    uniform(host_written)
}

/// Whether some function loads a generic pointer from memory: without one, what loaded
/// pointers are taken to be changes nothing.
fn loads_a_pointer(functions: &Functions) -> bool {
    functions.list.iter().any(|function| {
        let mut found = false;
        walk(&function.op, &mut |op| {
            found = found
                || kestrel_dialects::ops::Load::of(*op).is_some_and(|load| {
                    load.result_type()
                        .is_some_and(|t| pointer_address_space(t) == Some(AddressSpace::Generic))
                });
        });
        found
    })
}

/// The functions code outside the module may run: each device function callable from
/// outside (not a kernel, which only the host launches) and every function it calls.
fn reached_from_outside(functions: &Functions) -> FastSet<usize> {
    let mut reached: FastSet<usize> = FastSet::default();
    let mut stack: Vec<usize> = functions
        .list
        .iter()
        .enumerate()
        .filter(|(_, f)| f.exported && !f.kernel)
        .map(|(index, _)| index)
        .collect();
    while let Some(index) = stack.pop() {
        if !reached.insert(index) {
            continue;
        }
        for call in calls(&functions.list[index].op) {
            if let Some(&callee) = callee_name(&call).and_then(|n| functions.by_name.get(&n)) {
                stack.push(callee);
            }
        }
    }
    reached
}

/// The signature a call of `callee` passes: the proven space of each pointer argument. A
/// `byval` parameter points to the callee's own copy, wherever the argument points.
fn call_signature(facts: &Facts, call: &OperationRef, callee: &Function) -> Signature {
    call.operands()
        .zip(&callee.params)
        .map(|(value, param)| {
            let generic = pointer_address_space(value.r#type()) == Some(AddressSpace::Generic);
            match facts.of(value) {
                _ if !generic || *param == Param::Byval => None,
                Fact::In(Origin::Param) => None,
                // The callee is no kernel: llc casts none of its parameters.
                Fact::In(Origin::KernelParameter) => Some(Origin::Global),
                // Nor its inference of a caller's casts.
                Fact::In(Origin::SharedCast) => Some(Origin::Shared),
                Fact::In(origin) => Some(origin),
                _ => None,
            }
        })
        .collect()
}

/// The signature both `a` and `b` may take: per parameter, the space both agree on.
fn join_signatures(a: &[Option<Origin>], b: &[Option<Origin>]) -> Signature {
    a.iter()
        .zip(b)
        .map(|(x, y)| Fact::from_origin(*x).join(Fact::from_origin(*y)).origin())
        .collect()
}

/// Whether a call passing `wanted` may go to the version for `version`: each parameter
/// `version` gives a space to is passed a pointer in that space.
fn signature_fits(wanted: &Signature, version: &Signature) -> bool {
    wanted.len() == version.len()
        && wanted
            .iter()
            .zip(version)
            .all(|(w, v)| v.is_none() || join_signatures(&[*w], &[*v]) == [*v])
}

fn seeds(signature: &Signature) -> Vec<Fact> {
    signature.iter().map(|o| Fact::from_origin(*o)).collect()
}

/// Which versions of which functions exist, and where each call goes.
struct Plan {
    /// Per function, its signatures in the order first reached; the first is the original's.
    versions: Vec<Vec<Signature>>,
    /// Per (function, signature) version, the signature each of its direct calls (in program
    /// order) reaches; `None` for a call that is not redirected.
    targets: FastMap<Version, Vec<Option<Version>>>,
    /// Why each call that reaches a less specialised version than it wants does.
    refused: Vec<StaysGeneric>,
}

impl Plan {
    /// The versions to make. A function larger than `clone_limit` ops whose calls here want
    /// different signatures gets one version for them, the join of what they want: each copy
    /// of a large body costs more code than its specialised accesses save (measured: three
    /// versions of interval's 390-op recursive `newton_interval_rec` cost 16% more
    /// loop-weighted integer SASS), while the spaces all its calls agree on are free. An
    /// original kept for callers outside the module is not one of those versions: the
    /// module's calls may reach a specialised one besides it (newton_implicit's 220-op
    /// `jacobian`, an external `__noinline__` function writing the caller's stack matrix:
    /// 35 generic accesses become local, 48 -> 47 registers). Merging one function can change
    /// what its callees are reached with, so the plan is made again until the merged
    /// signatures stop changing (they only ever lose spaces).
    fn make(functions: &Functions, knobs: &Knobs, loaded: &[Loaded], slots: &Slots) -> Self {
        let mut merged: FastMap<usize, Signature> = FastMap::default();
        loop {
            let plan = Self::reach(functions, knobs, loaded, slots, &merged);
            let reached = plan.reached(functions.list.len());
            let mut next = merged.clone();
            for index in plan.large_and_duplicated(functions, &reached, knobs.clone_limit) {
                let first = next.get(&index).unwrap_or(reached[index][0]);
                let joined = reached[index]
                    .iter()
                    .fold(first.clone(), |joined, s| join_signatures(&joined, s));
                next.insert(index, joined);
            }
            if next == merged {
                return plan;
            }
            merged = next;
        }
    }

    /// Per function, the signatures the planned calls reach it with, in the order first
    /// reached (callers in key order).
    fn reached(&self, count: usize) -> Vec<Vec<&Signature>> {
        let mut reached: Vec<Vec<&Signature>> = vec![Vec::new(); count];
        let mut keys: Vec<_> = self.targets.keys().collect();
        keys.sort();
        for key in keys {
            for (callee, signature) in self.targets[key].iter().flatten() {
                if !reached[*callee].contains(&signature) {
                    reached[*callee].push(signature);
                }
            }
        }
        reached
    }

    /// Functions over `limit` ops whose calls reach more than one version of them (given
    /// `reached`).
    fn large_and_duplicated(
        &self,
        functions: &Functions,
        reached: &[Vec<&Signature>],
        limit: usize,
    ) -> Vec<usize> {
        (0..self.versions.len())
            .filter(|&index| functions.list[index].size > limit && reached[index].len() > 1)
            .collect()
    }

    /// Starts from what callers outside the module reach (kernels, exported functions) and
    /// follows direct calls, giving each new signature a version while the function has
    /// fewer than `max_clones` specialised ones; a function in `merged` has the one version
    /// given there. The original of a function the module may drop (linkonce) is followed
    /// only where a call here reaches it: once every call goes to a clone it is erased, and
    /// what it would have called does not count.
    fn reach(
        functions: &Functions,
        knobs: &Knobs,
        loaded: &[Loaded],
        slots: &Slots,
        merged: &FastMap<usize, Signature>,
    ) -> Self {
        let count = functions.list.len();
        let mut plan = Self {
            versions: vec![Vec::new(); count],
            targets: FastMap::default(),
            refused: Vec::new(),
        };
        let mut queue = VecDeque::new();
        let mut queued: FastSet<Version> = FastSet::default();
        for (index, function) in functions.list.iter().enumerate() {
            if function.kernel || function.exported {
                let root = function.root_signature(knobs);
                plan.versions[index].push(root.clone());
                if function.kernel || function.keeps_original() {
                    queued.insert((index, root.clone()));
                    queue.push_back((index, root));
                }
            }
        }
        loop {
            let Some((index, signature)) = queue.pop_front() else {
                // A droppable original that no planned call reaches and that got no clone
                // stays as it is: what it calls must be planned like any root's calls.
                for (index, function) in functions.list.iter().enumerate() {
                    if function.exported && plan.versions[index].len() == 1 {
                        let root = plan.versions[index][0].clone();
                        if queued.insert((index, root.clone())) {
                            queue.push_back((index, root));
                        }
                    }
                }
                if queue.is_empty() {
                    break;
                }
                continue;
            };
            let function = &functions.list[index];
            let facts = Facts::infer(
                &function.op,
                &seeds(&signature),
                loaded[index],
                slots.of(index),
            );
            let mut targets = Vec::new();
            for call in calls(&function.op) {
                let Some(callee) = functions.callee(&call) else {
                    targets.push(None);
                    continue;
                };
                let wanted = call_signature(&facts, &call, &functions.list[callee]);
                let reached = match merged.get(&callee) {
                    Some(one) if signature_fits(&wanted, one) => one.clone(),
                    Some(_) => functions.list[callee].generic_signature(),
                    None => plan.version_for(functions, callee, wanted.clone(), knobs.max_clones),
                };
                if reached != wanted {
                    plan.refused.push(if merged.contains_key(&callee) {
                        StaysGeneric::CloneLimit
                    } else {
                        StaysGeneric::MaxClones
                    });
                }
                if !plan.versions[callee].contains(&reached) {
                    plan.versions[callee].push(reached.clone());
                }
                if queued.insert((callee, reached.clone())) {
                    queue.push_back((callee, reached.clone()));
                }
                targets.push(Some((callee, reached)));
            }
            plan.targets.insert((index, signature), targets);
        }
        plan
    }

    /// The signature a call wanting `wanted` of `callee` reaches: `wanted` when it has (or may
    /// get) a version of its own, else the generic one.
    fn version_for(
        &self,
        functions: &Functions,
        callee: usize,
        wanted: Signature,
        max_clones: usize,
    ) -> Signature {
        let generic = functions.list[callee].generic_signature();
        let existing = &self.versions[callee];
        if wanted == generic || existing.contains(&wanted) {
            return wanted;
        }
        let specialised = existing.iter().filter(|s| **s != generic).count();
        if specialised < max_clones {
            wanted
        } else {
            generic
        }
    }
}

/// Makes the clones, redirects calls and rewrites the accesses of every version.
fn apply(
    functions: &Functions,
    plan: &Plan,
    loaded: &[Loaded],
    slots: &Slots,
    rewriter: &Rewriter,
    run: &FunctionRun,
) {
    for why in &plan.refused {
        run.refuse(why);
    }
    let mut used = functions.symbols.clone();
    // Every clone is made before any body changes, so a clone starts from its original.
    let mut bodies: Vec<(usize, Signature, OperationRef)> = Vec::new();
    let mut symbol: FastMap<(usize, Signature), String> = FastMap::default();
    for (index, function) in functions.list.iter().enumerate() {
        let Some((original, clones)) = plan.versions[index].split_first() else {
            continue;
        };
        symbol.insert((index, original.clone()), function.name.clone());
        bodies.push((index, original.clone(), function.op));
        let mut after = function.op;
        for signature in clones {
            let name = unique_name(
                &format!("{}.ms.{}", function.name, letters(function, signature)),
                &mut used,
            );
            let clone = clone_function(function, &name, after, rewriter);
            run.count(&CLONE_PER_SIGNATURE);
            run.remarks().emit(
                &function.op,
                format!("cloned @{} as @{name}", function.name),
            );
            symbol.insert((index, signature.clone()), name);
            bodies.push((index, signature.clone(), clone));
            after = clone;
        }
    }
    for (index, signature, body) in &bodies {
        let redirected = plan
            .targets
            .get(&(*index, signature.clone()))
            .map_or(0, |targets| {
                redirect_calls(body, targets, &symbol, rewriter)
            });
        let facts = Facts::infer(body, &seeds(signature), loaded[*index], slots.of(*index));
        let rewritten = rewrite_accesses(body, &facts, rewriter, run);
        let function = &functions.list[*index];
        let in_place = !function.exported
            && !function.kernel
            && plan.versions[*index].first() == Some(signature)
            && *signature != function.generic_signature();
        // Counted where it changed the body: run again, the specialised body has nothing
        // left to change, and `-O3` stays a fixed point.
        if in_place && redirected + rewritten > 0 {
            run.count(&SPECIALISE_IN_PLACE);
            run.remarks().emit(
                &function.op,
                format!(
                    "specialised @{} for pointer spaces ({})",
                    function.name,
                    letters(function, signature)
                ),
            );
        }
    }
    let mut seen = FastSet::default();
    let table: Vec<OperationRef> = functions
        .list
        .iter()
        .map(|f| f.op)
        .chain(bodies.iter().map(|(_, _, body)| *body))
        .filter(|op| seen.insert(kestrel_dialects::keys::op_key(op)))
        .collect();
    retype::retype_parameters(functions, plan, &bodies, &table, rewriter, run);
    erase_uncalled_originals(functions, plan, &bodies, rewriter, run);
}

/// Erases each discardable original that had callers here and now has none (every call
/// went to a clone), and each clone no call reaches any more: left in place, llc would still
/// emit them and ptxas compile them. What the other functions of the table reach through
/// direct calls stays, recursion included.
fn erase_uncalled_originals(
    functions: &Functions,
    plan: &Plan,
    bodies: &[(usize, Signature, OperationRef)],
    rewriter: &Rewriter,
    run: &FunctionRun,
) {
    let mut candidates: FastMap<String, OperationRef> = FastMap::default();
    for (index, signature, body) in bodies {
        let function = &functions.list[*index];
        let is_clone = plan.versions[*index].first() != Some(signature);
        let original_of_clones = plan.versions[*index].len() > 1
            && function.exported
            && !function.taken
            && !function.kernel
            && function.discardable;
        if is_clone || original_of_clones {
            candidates.insert(symbol_name(body).unwrap_or_default(), *body);
        }
    }
    if candidates.is_empty() {
        return;
    }
    let by_name: FastMap<String, OperationRef> = bodies
        .iter()
        .filter_map(|(_, _, body)| Some((symbol_name(body)?, *body)))
        .collect();
    let mut reached: FastSet<String> = FastSet::default();
    let mut stack: Vec<OperationRef> = functions
        .list
        .iter()
        .map(|f| f.op)
        .filter(|op| !candidates.contains_key(&symbol_name(op).unwrap_or_default()))
        .collect();
    while let Some(function) = stack.pop() {
        for call in calls(&function) {
            if let Some(name) = callee_name(&call)
                && candidates.contains_key(&name)
                && reached.insert(name.clone())
                && let Some(body) = by_name.get(&name)
            {
                stack.push(*body);
            }
        }
    }
    let mut unreached: Vec<_> = candidates
        .into_iter()
        .filter(|(name, _)| !reached.contains(name))
        .collect();
    unreached.sort_by(|a, b| a.0.cmp(&b.0));
    for (_, op) in unreached {
        rewriter.erase_op(op);
        run.count(&ERASE_UNCALLED_ORIGINAL);
    }
}

/// One letter per pointer parameter of `function` in `signature`.
fn letters(function: &Function, signature: &Signature) -> String {
    function
        .params
        .iter()
        .zip(signature)
        .filter(|(param, _)| **param != Param::Other)
        .map(|(_, origin)| origin.map_or('x', Origin::letter))
        .collect()
}

fn unique_name(wanted: &str, used: &mut FastSet<String>) -> String {
    unique_name_with(wanted, ".", used)
}

/// `wanted`, or `wanted` with `separator` and the first number that makes it unused; recorded
/// as used.
pub(crate) fn unique_name_with(
    wanted: &str,
    separator: &str,
    used: &mut FastSet<String>,
) -> String {
    let mut name = wanted.to_string();
    let mut n = 1;
    while used.contains(&name) {
        name = format!("{wanted}{separator}{n}");
        n += 1;
    }
    used.insert(name.clone());
    name
}

/// A copy of `function` named `name`, internal (only this module calls it), placed after
/// `after`.
fn clone_function<'c, 'a>(
    function: &Function<'c, 'a>,
    name: &str,
    after: OperationRef<'c, 'a>,
    rewriter: &Rewriter<'c, '_>,
) -> OperationRef<'c, 'a> {
    internal_copy(function.op, name, after, rewriter)
}

/// A copy of `function` named `name`, internal (only this module calls it), out of any
/// comdat, placed after `after`, and without the original's debug information.
pub(crate) fn internal_copy<'c, 'a>(
    function: OperationRef<'c, 'a>,
    name: &str,
    after: OperationRef<'c, 'a>,
    rewriter: &Rewriter<'c, '_>,
) -> OperationRef<'c, 'a> {
    rewriter.set_insertion_point_after(after);
    let clone = rewriter.clone_op(function);
    raw::set_attribute_from_text(&clone, "sym_name", &quoted(name));
    raw::set_attribute_from_text(&clone, "linkage", "#llvm.linkage<internal>");
    // A comdat groups the original with its key; the clone belongs to no group.
    raw::remove_attribute(&clone, "comdat");
    detach_debug_info(&clone, rewriter);
    clone
}

/// LLVM lets one `DISubprogram` describe one function only (its verifier rejects the module
/// otherwise: "DISubprogram attached to more than one function"), and every debug location
/// and variable of a function must lie in its subprogram; a copy would need a subprogram of
/// its own, and every scope in it remapped. It gets none instead: no subprogram on the
/// function, whose locations then translate to no debug location, and no debug intrinsics.
/// The copy has no line table; the original keeps its own.
fn detach_debug_info(copy: &OperationRef, rewriter: &Rewriter) {
    if !copy.location().to_string().contains("di_subprogram") {
        return;
    }
    raw::set_unknown_location(copy);
    let mut debug = Vec::new();
    walk(copy, &mut |op| {
        if op
            .name()
            .as_string_ref()
            .as_str()
            .is_ok_and(|name| name.starts_with("llvm.intr.dbg."))
        {
            debug.push(*op);
        }
    });
    for op in debug {
        rewriter.erase_op(op);
    }
}

/// `name` as an MLIR string literal.
pub(crate) fn quoted(name: &str) -> String {
    format!("\"{}\"", name.replace('\\', "\\\\").replace('"', "\\\""))
}

/// Points each direct call of `body` at the version `targets` gives it; returns how many
/// calls changed callee.
fn redirect_calls(
    body: &OperationRef,
    targets: &[Option<(usize, Signature)>],
    symbol: &FastMap<(usize, Signature), String>,
    rewriter: &Rewriter,
) -> usize {
    let mut redirected = 0;
    for (call, target) in calls(body).into_iter().zip(targets) {
        let Some(name) = target.as_ref().and_then(|t| symbol.get(t)) else {
            continue;
        };
        if callee_name(&call).as_deref() != Some(name.as_str()) {
            rewriter.start_op_modification(call);
            raw::set_attribute_from_text(&call, "callee", &format!("@{}", quoted(name)));
            rewriter.finalize_op_modification(call);
            redirected += 1;
        }
    }
    redirected
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clone_names_never_collide() {
        let mut used: FastSet<String> = ["f.ms.g".to_string()].into_iter().collect();
        assert_eq!(unique_name("f.ms.g", &mut used), "f.ms.g.1");
        assert_eq!(unique_name("f.ms.g", &mut used), "f.ms.g.2");
        assert_eq!(unique_name("f.ms.s", &mut used), "f.ms.s");
    }

    #[test]
    fn names_quote_like_mlir_strings() {
        assert_eq!(quoted("a.b"), "\"a.b\"");
        assert_eq!(quoted("a\"b"), "\"a\\\"b\"");
    }
}
