//! device-inline: a bounded inliner for device functions, run before memory-space-opt so its
//! address-space inference, and every function pass after it, sees through the calls.
//!
//! A call on NVPTX is expensive: arguments and results go through `.param` space, the callee's
//! registers are saved around it, and every pass that reasons within one function (the
//! address passes, early-cse, ptxas itself) stops at the call. cicc inlines device calls
//! while the caller stays within a budget (`-inline-budget`, 20,000 per caller); upstream NVPTX
//! uses LLVM's per-call-site threshold of 225 times 11.
//!
//! Algorithm. Per symbol table (each `gpu.module`, or the module when it holds none), the
//! call graph of direct `llvm.call`s is split into strongly connected components and visited
//! bottom-up (callees before callers), so a callee is copied with its own calls already
//! inlined. A call is inlined when [`refusal`] finds nothing against it and the caller, grown
//! by the callee's ops, stays within `inline-budget` ops (the cost unit is one MLIR op of the
//! body, constants included: about one LLVM instruction each). Inlining a call
//! ([`inline_call`]): the caller's block is split after the call (the continuation takes the
//! call's results as block arguments), the callee's region is cloned in between, its entry
//! block merged into the caller's block with the call's operands for its arguments, and each
//! `llvm.return` becomes a branch to the continuation (with one return, the continuation is
//! merged into the returning block instead). The callee's constant-size allocas move to the
//! caller's entry block, as LLVM's inliner moves them, so they stay static (SROA and ptxas
//! handle only those) and a call in a loop does not grow the stack per iteration. Each cloned
//! op's location becomes `callsite(its own, the call's)`, which the LLVM exporter writes as
//! `inlinedAt`. A callee the module may drop when unused (private, internal, `linkonce_odr`,
//! `available_externally`: any other module that calls it has or links its own copy) that no
//! remaining call or reference reaches is erased, as LLVM's inliner erases it; any other is
//! kept (callable from outside, or still called).
//!
//! Why not MLIR's own `inline` pass with the LLVM dialect's inliner interface (reachable here
//! as the upstream `inline`): it inlines `weak` and `linkonce` callees, whose definition the
//! linker may replace (a miscompile: `--passes=inline` inlines a `weak` function's body), has
//! no per-caller budget (only a callee/caller size ratio), knows nothing of convergence
//! control, and runs `canonicalize` over every caller it changes. What its interface refuses
//! is refused here too: `no_inline`, variadic callees, `inalloca` parameters, a personality,
//! the `noduplicate`, `returns_twice`, `presplitcoroutine` and `strictfp` attributes.
//!
//! Never inlined (each counted under its [`NotInlined`] reason):
//! - recursion: a callee in a call-graph cycle (itself included);
//! - `no_inline` (or `optimize_none`) callees, `no_inline` call sites, `optimize_none` callers;
//! - callees the linker may replace: `weak`, `extern_weak`, `linkonce`, `common` (their
//!   `_odr` forms promise an equivalent definition and are inlined, as is
//!   `available_externally`, whose body is the external one's by definition);
//! - declarations, indirect calls, kernels as callees, variadic callees;
//! - convergence control: a call with operand bundles (a `convergencectrl` token ties the
//!   callee's convergence to the call site) or a callee using convergence-control intrinsics.
//!   Inlining a `convergent` callee is otherwise sound, even under a condition, as LLVM does
//!   it: the inlined body runs on exactly the threads and under exactly the control
//!   dependences the call did, and the continuation post-dominates it as the return did, so
//!   a barrier inside is reached by the same threads at the same point. What inlining must
//!   not do is add control dependences to convergent ops, and it adds none;
//! - `byval` and `inalloca` parameters (the callee owns a copy; making it at each call site
//!   is left undone), allocas outside the callee's entry block or of non-constant size
//!   (they would stop being static);
//! - ops that cannot be duplicated: block tags and addresses, `indirectbr`, EH ops.
//!
//! Parameter attributes do not follow the body: `noalias`, `align`, `nonnull`,
//! `dereferenceable`, `noundef`, `range` only ever remove behaviours, so dropping them is
//! sound. Keeping `noalias` would not be: it holds for one activation, and a caller that
//! inlines two calls would claim the two copies' accesses never alias. For the same reason
//! the cloned ops lose their `alias_scopes`/`noalias` metadata and
//! `noalias.scope.decl` ops (LLVM clones the scopes per inlined copy; dropping them is the
//! sound cheap choice), and debug-variable intrinsics are dropped (a caller without debug
//! info could not anchor them; line tables stay, through the call-site locations).

mod arms;

use crate::analysis::fast_hash::{FastMap, FastSet};
use crate::{
    engine::{FunctionRun, PassBody, PatternDecl, Rewriter},
    options::{OptionSpec, Options},
    registry::PassInfo,
};
use arms::Convergence;
use kestrel_dialects::{
    intrinsics::{callee_name, string_attribute},
    names, raw,
    values::argument_attributes,
};
use melior::ir::{
    Block, BlockLike, BlockRef, Location, OperationRef, RegionLike, Type, Value, ValueLike,
    attribute::{ArrayAttribute, AttributeLike, StringAttribute},
    operation::{OperationBuilder, OperationLike, OperationMutLike},
};

pub static PASS: PassInfo = PassInfo {
    name: "device-inline",
    summary: "inline direct calls of device functions bottom-up while the caller stays within \
              inline-budget ops",
    options: &[BUDGET],
    reads: Knobs::SPECS,
    patterns: &[MERGE_ARMS, INLINE_CALL, HOIST_ALLOCA, ERASE_INLINED_CALLEE],
    body: PassBody::Module(inline_module),
};

const MERGE_ARMS: PatternDecl = PatternDecl::rule(
    "merge-identical-arms",
    "A: ops; br S(v)   B: the same ops; br S(the same v), both calling a defined @f, no \
     convergent op reachable -> B's predecessors branch to A, B erased (before inlining)",
    &[names::BR],
);
const INLINE_CALL: PatternDecl = PatternDecl::rule(
    "inline-call",
    "B: .. r = call @f(a) .. -> B: .. body of @f[args := a] .. br C(ret); C(r): ..",
    &[names::BR],
);
const HOIST_ALLOCA: PatternDecl = PatternDecl::rule(
    "hoist-inlined-alloca",
    "alloca N x T (N constant) in @f's entry, inlined -> the same alloca in the caller's entry",
    &[names::ALLOCA],
);
const ERASE_INLINED_CALLEE: PatternDecl = PatternDecl::rule(
    "erase-inlined-callee",
    "@f discardable (private, internal, linkonce_odr, available_externally), every call \
     inlined, no other reference -> @f erased",
    &[],
);

/// `device-inline{inline-budget=N}`: cicc's `-inline-budget`, in ops.
const BUDGET: OptionSpec = OptionSpec::int(
    "inline-budget",
    20_000,
    0,
    i32::MAX as i64,
    "the most ops (of the body, constants included) a caller may have after inlining a call \
     (cicc's -inline-budget, 20000 per caller)",
);

crate::typed_options! {
    /// The options the pass reads.
    struct Knobs {
        budget: i64 = BUDGET,
    }
}

crate::refusals! {
    /// Why a direct call stays a call.
    pub enum NotInlined {
        Recursive = "recursive": "the callee is in a call-graph cycle (it may call itself, directly or not)",
        NoInline = "noinline": "the callee or the call is no_inline or optimize_none, or the caller is optimize_none",
        Interposable = "interposable": "the callee is weak, extern_weak, linkonce or common: the linker may replace its definition",
        Declaration = "no-definition": "the callee is only declared here",
        Indirect = "indirect-call": "the call has no callee symbol",
        Kernel = "kernel-callee": "the callee is a kernel",
        Variadic = "variadic": "the callee is variadic",
        Convergence = "convergence-control": "the call carries operand bundles or the callee uses convergence-control intrinsics",
        Byval = "byval-parameter": "a parameter is byval or inalloca: the callee owns a copy",
        DynamicAlloca = "dynamic-alloca": "the callee has an alloca outside its entry block or of non-constant size",
        NotDuplicable = "not-duplicable": "the callee has an op or attribute that forbids duplicating it (personality, block tags, indirectbr, EH, noduplicate, returns_twice, strictfp)",
        Mismatch = "signature-mismatch": "the call's operands or results do not match the callee's parameters and results",
        OverBudget = "over-budget": "the caller would grow past inline-budget ops",
        ConvergentArms = "arms-not-merged": "two identical arms run a convergent op and are not both entered from one branch on a block-uniform value, so they stay two",
    }
}

/// Ops whose copies would not mean what the original did.
const NOT_DUPLICABLE_OPS: &[&str] = &[
    "llvm.blocktag",
    "llvm.blockaddress",
    "llvm.indirectbr",
    "llvm.invoke",
    "llvm.landingpad",
    "llvm.resume",
    "llvm.intr.vastart",
    "llvm.intr.localescape",
];
/// Function attributes (`passthrough`) MLIR's inliner interface refuses to inline.
const NOT_DUPLICABLE_ATTRIBUTES: &[&str] = &[
    "noduplicate",
    "presplitcoroutine",
    "returns_twice",
    "strictfp",
];
/// Metadata that is only true of one activation of the callee.
const ACTIVATION_METADATA: &[&str] = &["alias_scopes", "noalias_scopes"];

fn inline_module(module: OperationRef, rewriter: &Rewriter, options: &Options, run: &FunctionRun) {
    let knobs = Knobs::read(options);
    let budget = usize::try_from(knobs.budget).unwrap_or(0);
    for table in crate::export::device_symbol_tables(module) {
        inline_table(&table, budget, rewriter, run);
    }
}

/// A function defined (or declared) in a symbol table, as the inliner judges it.
struct Function<'c, 'a> {
    op: OperationRef<'c, 'a>,
    name: String,
    /// Why no call of it may be inlined, whatever the call site.
    refused: Option<NotInlined>,
    /// Private, internal, linkonce_odr or available_externally: the module may drop it once
    /// nothing here refers to it (any other module that calls it has, or links, its own).
    discardable: bool,
    /// `optimize_none`: nothing is inlined into it.
    optnone: bool,
    /// Ops in its body, kept up to date as calls are inlined into it.
    size: usize,
}

fn inline_table(table: &BlockRef, budget: usize, rewriter: &Rewriter, run: &FunctionRun) {
    let mut functions = functions_of(table);
    let by_name: FastMap<String, usize> = functions
        .iter()
        .enumerate()
        .map(|(index, f)| (f.name.clone(), index))
        .collect();
    let callees: Vec<Vec<usize>> = functions
        .iter()
        .map(|f| {
            direct_calls(&f.op)
                .iter()
                .filter_map(|call| by_name.get(&callee_name(call)?).copied())
                .collect()
        })
        .collect();
    let (order, recursive) = bottom_up(&callees);
    let mut inlined_callees: FastSet<usize> = FastSet::default();
    let mut convergence_free = vec![None; functions.len()];
    for caller in order {
        if functions[caller]
            .op
            .region(0)
            .ok()
            .and_then(|r| r.first_block())
            .is_none()
        {
            continue;
        }
        let erased = {
            let mut convergence =
                Convergence::new(&functions, &by_name, &recursive, &mut convergence_free);
            arms::merge_identical_arms(&functions[caller].op, &mut convergence, rewriter, run)
        };
        functions[caller].size = functions[caller].size.saturating_sub(erased);
        for call in all_calls(&functions[caller].op) {
            let callee = callee_name(&call).and_then(|name| by_name.get(&name).copied());
            let why = match callee {
                None if call.has_attribute("callee") => Some(NotInlined::Declaration),
                None => Some(NotInlined::Indirect),
                Some(callee) => refusal(
                    &call,
                    &functions[caller],
                    &functions[callee],
                    recursive[callee],
                )
                .or_else(|| {
                    (functions[caller].size + functions[callee].size > budget)
                        .then_some(NotInlined::OverBudget)
                }),
            };
            if let Some(why) = why {
                run.refuse(&why);
                continue;
            }
            let callee = callee.expect("judged above");
            run.remarks().emit(
                &call,
                format!(
                    "inlined @{} into @{}",
                    functions[callee].name, functions[caller].name
                ),
            );
            let hoisted = inline_call(&call, &functions[callee].op, rewriter);
            run.count(&INLINE_CALL);
            run.count_n(&HOIST_ALLOCA, hoisted as u64);
            functions[caller].size += functions[callee].size;
            inlined_callees.insert(callee);
        }
    }
    erase_unreferenced(table, &functions, &inlined_callees, rewriter, run);
}

/// Why `call` from `caller` to `callee` may not be inlined, if anything.
fn refusal(
    call: &OperationRef,
    caller: &Function,
    callee: &Function,
    recursive: bool,
) -> Option<NotInlined> {
    if let Some(why) = callee.refused {
        return Some(why);
    }
    if recursive {
        return Some(NotInlined::Recursive);
    }
    if call.has_attribute("no_inline") || caller.optnone {
        return Some(NotInlined::NoInline);
    }
    if has_operand_bundles(call) {
        return Some(NotInlined::Convergence);
    }
    if call.has_attribute("var_callee_type") || !signature_matches(call, &callee.op) {
        return Some(NotInlined::Mismatch);
    }
    None
}

/// The functions of `table`, each with what refuses all calls to it.
fn functions_of<'c, 'a>(table: &BlockRef<'c, 'a>) -> Vec<Function<'c, 'a>> {
    let mut list = Vec::new();
    let mut next = table.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        if op.name().as_string_ref().as_str() != Ok(names::FUNC) {
            continue;
        }
        let Some(name) = string_attribute(&op, "sym_name") else {
            continue;
        };
        let linkage = op
            .attribute("linkage")
            .ok()
            .and_then(raw::linkage_keyword)
            .unwrap_or("");
        list.push(Function {
            refused: refusal_of_callee(&op, linkage),
            discardable: matches!(
                linkage,
                "internal" | "private" | "linkonce_odr" | "available_externally"
            ),
            optnone: op.has_attribute("optimize_none"),
            size: raw::body_size(&op).ops,
            op,
            name,
        });
    }
    list
}

/// Why no call of `function` may be inlined, whatever the call site.
fn refusal_of_callee(function: &OperationRef, linkage: &str) -> Option<NotInlined> {
    let Some(entry) = function.region(0).ok().and_then(|r| r.first_block()) else {
        return Some(NotInlined::Declaration);
    };
    if crate::analysis::threads::is_kernel(function) {
        return Some(NotInlined::Kernel);
    }
    if function.has_attribute("no_inline") || function.has_attribute("optimize_none") {
        return Some(NotInlined::NoInline);
    }
    if matches!(linkage, "weak" | "extern_weak" | "linkonce" | "common") {
        return Some(NotInlined::Interposable);
    }
    if function
        .attribute("function_type")
        .is_ok_and(raw::is_variadic_function_type)
    {
        return Some(NotInlined::Variadic);
    }
    if function.has_attribute("personality") || has_passthrough(function, NOT_DUPLICABLE_ATTRIBUTES)
    {
        return Some(NotInlined::NotDuplicable);
    }
    if argument_attributes(function)
        .into_iter()
        .flatten()
        .any(|attributes| {
            attributes.element_by_name("llvm.byval").is_some()
                || attributes.element_by_name("llvm.inalloca").is_some()
                || attributes.element_by_name("llvm.preallocated").is_some()
        })
    {
        return Some(NotInlined::Byval);
    }
    body_refusal(function, &entry)
}

/// Why the body of `function` (whose entry block is `entry`) may not be copied, if anything.
fn body_refusal(function: &OperationRef, entry: &BlockRef) -> Option<NotInlined> {
    let mut why = None;
    walk(function, &mut |op| {
        if why.is_some() {
            return;
        }
        let name = op.name();
        let name = name.as_string_ref().as_str().unwrap_or("");
        if NOT_DUPLICABLE_OPS.contains(&name) {
            why = Some(NotInlined::NotDuplicable);
        } else if is_convergence_control(op, name) {
            why = Some(NotInlined::Convergence);
        } else if name == names::ALLOCA
            && (op.block().as_ref() != Some(entry) || constant_size_operand(op).is_none())
        {
            why = Some(NotInlined::DynamicAlloca);
        } else if name == names::CALL && has_operand_bundles(op) {
            why = Some(NotInlined::Convergence);
        }
    });
    why
}

/// Whether `op` (named `name`) is a convergence-control intrinsic
/// (`llvm.experimental.convergence.entry/anchor/loop`), in either spelling.
fn is_convergence_control(op: &OperationRef, name: &str) -> bool {
    if name.contains("convergence") {
        return true;
    }
    (name == names::CALL_INTRINSIC || name == names::CALL)
        && ["intrin", "callee"].iter().any(|attribute| {
            op.attribute(attribute)
                .is_ok_and(|a| a.to_string().contains("convergence"))
        })
}

/// The `llvm.mlir.constant` an alloca's element count is, if it is one.
fn constant_size_operand<'c, 'a>(alloca: &OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let count = kestrel_dialects::values::operand(alloca, 0)?;
    let definition = kestrel_dialects::values::defining_op(count)?;
    (definition.name().as_string_ref().as_str() == Ok(names::CONSTANT)).then_some(definition)
}

/// Whether `function`'s `passthrough` attributes name one of `names`.
fn has_passthrough(function: &OperationRef, names: &[&str]) -> bool {
    let Ok(passthrough) = function.attribute("passthrough") else {
        return false;
    };
    let Ok(array) = ArrayAttribute::try_from(passthrough) else {
        return false;
    };
    (0..array.len()).any(|index| {
        array
            .element(index)
            .ok()
            .filter(|element| element.is_string())
            .and_then(|element| StringAttribute::try_from(element).ok())
            .is_some_and(|string| names.contains(&string.value()))
    })
}

/// Whether a call carries operand bundles (`convergencectrl`, ...).
pub(crate) fn has_operand_bundles(call: &OperationRef) -> bool {
    call.attribute("op_bundle_sizes")
        .ok()
        .and_then(raw::i32_array)
        .is_some_and(|sizes| !sizes.is_empty())
}

/// Whether `call` passes exactly `callee`'s parameters and takes exactly its results.
pub(crate) fn signature_matches(call: &OperationRef, callee: &OperationRef) -> bool {
    let Some(entry) = callee.region(0).ok().and_then(|r| r.first_block()) else {
        return false;
    };
    if call.operand_count() != entry.argument_count() {
        return false;
    }
    let parameters_match = call.operands().enumerate().all(|(index, value)| {
        entry
            .argument(index)
            .is_ok_and(|a| a.r#type() == value.r#type())
    });
    let mut returns = Vec::new();
    walk(callee, &mut |op| {
        if op.name().as_string_ref().as_str() == Ok(names::RETURN) {
            returns.push(op.operands().map(|v| v.r#type()).collect::<Vec<_>>());
        }
    });
    let results: Vec<Type> = call.results().map(|r| r.r#type()).collect();
    parameters_match && returns.iter().all(|types| *types == results)
}

/// Inlines `call` (of `callee`, judged inlinable); returns how many allocas it hoisted.
fn inline_call<'c, 'a>(
    call: &OperationRef<'c, 'a>,
    callee: &OperationRef<'c, 'a>,
    rewriter: &Rewriter<'c, '_>,
) -> usize {
    let block = call.block().expect("a call is in a block");
    let region = block.parent_region().expect("a block is in a region");
    let caller_entry = region.first_block().expect("the caller has a body");
    let continuation = split_after(call, &block, rewriter);
    for (index, result) in call.results().enumerate() {
        let argument = continuation
            .argument(index)
            .expect("the continuation takes the call's results");
        rewriter.replace_all_uses_with(result.into(), argument.into());
    }
    let callee_region = callee.region(0).expect("a definition has a body");
    rewriter.clone_region_before(callee_region, continuation);
    let cloned = blocks_between(&block, &continuation);
    let returns = prepare_clone(&cloned, call.location(), rewriter);
    let entry = cloned[0];
    let hoisted = hoist_allocas(&entry, &caller_entry, rewriter);
    let arguments: Vec<Value> = call.operands().collect();
    rewriter.erase_op(*call);
    rewriter.merge_blocks(entry, block, &arguments);
    route_returns(&returns, continuation, rewriter);
    hoisted
}

/// Splits `block` after `call`: a new block right after it, taking the call's results as
/// arguments, receives every op after the call.
fn split_after<'c, 'a>(
    call: &OperationRef<'c, 'a>,
    block: &BlockRef<'c, 'a>,
    rewriter: &Rewriter<'c, '_>,
) -> BlockRef<'c, 'a> {
    let arguments: Vec<(Type, Location)> = call
        .results()
        .map(|r| (r.r#type(), call.location()))
        .collect();
    let continuation = match block.next_in_region() {
        Some(next) => rewriter.create_block_before(next, &arguments),
        None => {
            let created = rewriter.create_block_before(*block, &arguments);
            rewriter.move_block_before(*block, created);
            created
        }
    };
    // SAFETY-free re-borrow: the block belongs to the caller's region, as `block` does.
    let continuation = block_ref(&continuation, block);
    let terminator = block.terminator().expect("a block ends in a terminator");
    rewriter.set_insertion_point_to_end(continuation);
    let moved_terminator = rewriter.insert(raw::clone_operation(&terminator));
    let mut next = call.next_in_block();
    while let Some(op) = next {
        next = op.next_in_block();
        if op == terminator {
            break;
        }
        rewriter.move_op_before(op, moved_terminator);
    }
    rewriter.erase_op(terminator);
    continuation
}

/// `created` with the lifetime of `like`, a block of the same region.
fn block_ref<'c, 'a>(created: &BlockRef<'c, '_>, like: &BlockRef<'c, 'a>) -> BlockRef<'c, 'a> {
    let region = like.parent_region().expect("a block is in a region");
    let mut next = region.first_block();
    while let Some(candidate) = next {
        if candidate == *created {
            return candidate;
        }
        next = candidate.next_in_region();
    }
    unreachable!("a block created in a region is found in it")
}

/// The blocks strictly between `first` and `last`, in order.
fn blocks_between<'c, 'a>(
    first: &BlockRef<'c, 'a>,
    last: &BlockRef<'c, 'a>,
) -> Vec<BlockRef<'c, 'a>> {
    let mut blocks = Vec::new();
    let mut next = first.next_in_region();
    while let Some(block) = next {
        if block == *last {
            break;
        }
        blocks.push(block);
        next = block.next_in_region();
    }
    blocks
}

/// Gives every op of the cloned blocks the call-site location, drops what is true of one
/// activation only (alias scopes, debug variables), and returns the cloned `llvm.return`s.
fn prepare_clone<'c, 'a>(
    blocks: &[BlockRef<'c, 'a>],
    call_location: Location<'c>,
    rewriter: &Rewriter<'c, '_>,
) -> Vec<OperationRef<'c, 'a>> {
    let mut returns = Vec::new();
    let mut dropped = Vec::new();
    for block in blocks {
        // PHIs take their block argument's location.
        raw::inline_argument_locations(block, call_location);
        // The same ops twice: melior sets a location through a mutable handle only.
        let (mut next, mut next_mut) = (block.first_operation(), block.first_operation_mut());
        while let (Some(op), Some(mut op_mut)) = (next, next_mut) {
            (next, next_mut) = (op.next_in_block(), op_mut.next_in_block_mut());
            let name = op.name();
            let name = name.as_string_ref().as_str().unwrap_or("");
            if name.starts_with("llvm.intr.dbg.")
                || name == "llvm.intr.experimental.noalias.scope.decl"
            {
                dropped.push(op);
                continue;
            }
            let location = Location::call_site(op.location(), call_location);
            op_mut.set_location(location);
            // A loop's `llvm.loop` start and end lines are debug locations too.
            raw::inline_loop_locations(&op, call_location);
            for attribute in ACTIVATION_METADATA {
                if op.has_attribute(attribute) {
                    raw::remove_attribute(&op, attribute);
                }
            }
            if name == names::RETURN {
                returns.push(op);
            }
        }
    }
    for op in dropped {
        rewriter.erase_op(op);
    }
    returns
}

/// Moves the constant-size allocas of the cloned entry block to the start of the caller's
/// entry block, each after a copy of its constant count; returns how many moved.
fn hoist_allocas(entry: &BlockRef, caller_entry: &BlockRef, rewriter: &Rewriter) -> usize {
    let mut allocas = Vec::new();
    let mut next = entry.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        if op.name().as_string_ref().as_str() == Ok(names::ALLOCA) {
            allocas.push(op);
        }
    }
    let mut after: Option<OperationRef> = None;
    for alloca in &allocas {
        let count = constant_size_operand(alloca).expect("refused unless constant");
        match after {
            Some(previous) => rewriter.set_insertion_point_after(previous),
            None => rewriter.set_insertion_point_to_start(*caller_entry),
        }
        let count_copy = rewriter.insert(raw::clone_operation(&count));
        rewriter.move_op_after(*alloca, count_copy);
        let value = count_copy.result(0).expect("a constant has a result");
        rewriter.start_op_modification(*alloca);
        raw::set_operand(alloca, 0, value.into());
        rewriter.finalize_op_modification(*alloca);
        if !count.results().any(|r| raw::has_uses(r.into())) {
            rewriter.erase_op(count);
        }
        after = Some(*alloca);
    }
    allocas.len()
}

/// Makes the cloned returns reach `continuation`: one return merges the continuation into
/// its block; several branch to it with their values.
fn route_returns(returns: &[OperationRef], continuation: BlockRef, rewriter: &Rewriter) {
    if let [only] = returns {
        let block = only.block().expect("a return is in a block");
        let values: Vec<Value> = only.operands().collect();
        rewriter.erase_op(*only);
        rewriter.merge_blocks(continuation, block, &values);
        return;
    }
    for ret in returns {
        let values: Vec<Value> = ret.operands().collect();
        let target: &Block = &continuation;
        let branch = OperationBuilder::new(names::BR, ret.location())
            .add_operands(&values)
            .add_successors(&[target])
            .build()
            .expect("a branch to the continuation is well formed");
        rewriter.set_insertion_point_before(*ret);
        rewriter.insert(branch);
        rewriter.erase_op(*ret);
    }
}

/// Erases each discardable function in `inlined` (private, internal, linkonce_odr,
/// available_externally: what LLVM calls discardable if unused) that nothing in `table`
/// refers to any more.
fn erase_unreferenced(
    table: &BlockRef,
    functions: &[Function],
    inlined: &FastSet<usize>,
    rewriter: &Rewriter,
    run: &FunctionRun,
) {
    let mut referenced: FastSet<String> = FastSet::default();
    let mut next = table.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        referenced.extend(raw::symbol_references(&op, &["sym_name", "comdat"]));
    }
    let mut erased: Vec<usize> = inlined
        .iter()
        .copied()
        .filter(|&f| functions[f].discardable && !referenced.contains(&functions[f].name))
        .collect();
    erased.sort_unstable();
    for index in erased {
        rewriter.erase_op(functions[index].op);
        run.count(&ERASE_INLINED_CALLEE);
    }
}

/// Per function, the order to visit them (callees before callers) and whether each is in a
/// call-graph cycle: Tarjan's strongly connected components, which come out callees first.
fn bottom_up(callees: &[Vec<usize>]) -> (Vec<usize>, Vec<bool>) {
    let count = callees.len();
    let mut state = Tarjan {
        callees,
        index: vec![usize::MAX; count],
        low: vec![0; count],
        on_stack: vec![false; count],
        stack: Vec::new(),
        next: 0,
        order: Vec::new(),
        recursive: vec![false; count],
    };
    for node in 0..count {
        if state.index[node] == usize::MAX {
            state.visit(node);
        }
    }
    (state.order, state.recursive)
}

struct Tarjan<'g> {
    callees: &'g [Vec<usize>],
    index: Vec<usize>,
    low: Vec<usize>,
    on_stack: Vec<bool>,
    stack: Vec<usize>,
    next: usize,
    order: Vec<usize>,
    recursive: Vec<bool>,
}

impl Tarjan<'_> {
    /// Iterative, so a deep call chain cannot overflow the stack.
    fn visit(&mut self, root: usize) {
        let mut work: Vec<(usize, usize)> = vec![(root, 0)];
        self.enter(root);
        while let Some(&mut (node, ref mut edge)) = work.last_mut() {
            if let Some(&callee) = self.callees[node].get(*edge) {
                *edge += 1;
                if self.index[callee] == usize::MAX {
                    self.enter(callee);
                    work.push((callee, 0));
                } else if self.on_stack[callee] {
                    self.low[node] = self.low[node].min(self.index[callee]);
                }
                continue;
            }
            work.pop();
            if let Some(&(parent, _)) = work.last() {
                self.low[parent] = self.low[parent].min(self.low[node]);
            }
            if self.low[node] == self.index[node] {
                self.pop_component(node);
            }
        }
    }

    fn enter(&mut self, node: usize) {
        self.index[node] = self.next;
        self.low[node] = self.next;
        self.next += 1;
        self.stack.push(node);
        self.on_stack[node] = true;
    }

    fn pop_component(&mut self, root: usize) {
        let mut component = Vec::new();
        while let Some(member) = self.stack.pop() {
            self.on_stack[member] = false;
            component.push(member);
            if member == root {
                break;
            }
        }
        let cyclic = component.len() > 1 || self.callees[root].contains(&root);
        component.sort_unstable();
        for member in component {
            self.recursive[member] = cyclic;
            self.order.push(member);
        }
    }
}

/// The direct calls of `function`, in program order.
fn direct_calls<'c, 'a>(function: &OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    all_calls(function)
        .into_iter()
        .filter(|call| call.has_attribute("callee"))
        .collect()
}

/// Every `llvm.call` of `function`, direct or not, in program order.
fn all_calls<'c, 'a>(function: &OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut calls = Vec::new();
    walk(function, &mut |op| {
        if op.name().as_string_ref().as_str() == Ok(names::CALL) {
            calls.push(*op);
        }
    });
    calls
}

/// Calls `f` on every op nested in `op`, in program order.
fn walk<'c, 'a>(op: &OperationRef<'c, 'a>, f: &mut impl FnMut(&OperationRef<'c, 'a>)) {
    for region in op.regions() {
        let mut block = region.first_block();
        while let Some(current) = block {
            let mut next = current.first_operation();
            while let Some(inner) = next {
                f(&inner);
                walk(&inner, f);
                next = inner.next_in_block();
            }
            block = current.next_in_region();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bottom_up_visits_callees_first_and_marks_cycles() {
        // 0 -> 1 -> 2, 2 -> 2 (self), 3 -> 4 -> 3 (mutual), 0 -> 3
        let callees = vec![vec![1, 3], vec![2], vec![2], vec![4], vec![3]];
        let (order, recursive) = bottom_up(&callees);
        let position = |n: usize| order.iter().position(|&m| m == n).unwrap();
        assert!(position(2) < position(1) && position(1) < position(0));
        assert!(position(3) < position(0) && position(4) < position(0));
        assert_eq!(recursive, vec![false, false, true, true, true]);
        assert_eq!(order.len(), 5);
    }
}
