//! `scev-cgp`: NVIDIA's SCEV-based address preparation, the part that narrows thread-indexed
//! address arithmetic to 32 bits (spec: codegenprepare-and-scev-cgp.txt, "NVIDIA SCEV-CGP",
//! its knob table and "Thread ID Max Value Knob"). Off by default, like cicc:
//! `nv-disable-scev-cgp=true`; it runs only with `nv-disable-scev-cgp=false` and `do-scev-cgp`.
//!
//! Pattern `narrow-index`, rooted at a `getelementptr` with a 64-bit index `e` built from
//! `add`/`sub`/`mul`/`shl`-by-constant/`or disjoint` over `sext`/`zext` of `i32` values and
//! constants ([`tree`]). The `i32` leaves are bounded by value ranges ([`ranges`]): special
//! registers (`tid` below `scev-cgp-tid-max-value`, `ntid` at most it, `ctaid` below `2^31`),
//! tightened by the IR's own facts ([`facts`]: `range` attributes on register reads and call
//! results, `nvvm.reqntid`/`nvvm.maxntid` launch bounds), constants, arithmetic, `or`, and
//! `select` on bounded values, and loop induction variables bounded by their exit test
//! ([`iv`]). When the exact range of `e` lies in the signed (resp.
//! unsigned) 32-bit range, `e` is recomputed in `i32` from the leaves' narrow values and
//! extended once:
//!
//! `sext(x)*sx + sext(y)*sy  ->  sext(x*sx' + y*sy')`  (`'`: truncated to i32)
//!
//! which is the multi-dimensional `base + tid.x*sx + tid.y*sy` case: the 64-bit `cvt`s of each
//! term and the 64-bit `mul`/`add`s become 32-bit ones and one `cvt` (or `mul.wide`).
//! Every use of `e` is redirected, so the 64-bit expression dies. Each 32-bit op is placed
//! right before the 64-bit op it repeats (so it dominates everything that op dominated and
//! stays loop-invariant where that op was), reusing an equal flag-free op earlier in that
//! block, which shares a common thread-dependent part between the addresses of a family.
//!
//! Soundness: the 64-bit value is the mathematical value modulo `2^64` and the 32-bit one the
//! same modulo `2^32`; a root range within the 32-bit range makes the extension equal the
//! 64-bit value whatever intermediate values do ([`tree`] header). New ops carry no
//! `nsw`/`nuw`/`nneg` flags, so they create no poison the original did not have; where the
//! original had flags and wrapped, it was poison and any value refines it. Leaves are used
//! only where their extension was (it dominated the op being repeated). No pointer is touched.
//!
//! Knobs: `scev-cgp-tid-max-value` bounds thread ids; `ignore-signed-32-bit-overflow` /
//! `ignore-32-bit-overflow` narrow (with `sext` / `zext`) *without* the range proof, as cicc
//! does — the caller then asserts that address arithmetic never leaves 32 bits, which nothing
//! checks; `scev-cgp-control` caps rewrites per function; `scev-cgp-inst-limit` caps the ops
//! analysed per index; `scev-cgp-cross-block-limit` caps the blocks other than the access's
//! that hold the expression; `scev-cgp-idom-level-limit` caps how many dominator-tree levels
//! above the access an op of the expression may sit; without `do-function-scev-cgp` the
//! expression must lie in the access's innermost loop (or, like it, outside every loop);
//! without `do-scev-cgp-aggresively` a rewrite must lower the count of 64-bit integer
//! instructions (64-bit ops of the expression that other code keeps alive count as staying);
//! `dump-scev-cgp` reports each rewrite as a remark, `print-after-scev-cgp` reports the
//! function's text after each rewrite (`--mlir-print-ir-after=scev-cgp` prints it once).
//! An index in the grammar that stays 64-bit is counted once per access under its reason
//! ([`NotNarrowed`]: the 32-bit overflow hazard, a knob's limit, no profit).
//! Accepted with no effect: `scev-cgp-old-base`, `scev-cgp-check-latency`, `scev-cgp-norm`,
//! `topo-sort-begin`, `ignore-bad-base`, `special-reassociate-for-threadid`.
//!
//! Not done: rebasing families of addresses onto one anchor plus constant offsets (the
//! `scevcgp_N` anchors of `common-base-elim` and `base-addr-strength-reduce` cover that
//! shape); 64-bit `select`s and 64-bit induction variables (a 64-bit block argument is an
//! opaque leaf: narrowing it would need a `trunc` or a new 32-bit recurrence); `i32`
//! induction variables counting down, tested before the increment (`iv < n`, the unrotated
//! form) or against `ne`; ranges from dominating branch conditions (`if (i < n)`), which is
//! what bounds `ctaid*ntid + tid` in real kernels; grid and cluster bounds (no attribute
//! bounds `nctaid`); 64-bit leaves other than extensions (`and i64 x, mask` could be
//! truncated); `i16`/`i8` leaves; narrowing the GEP's own scaling; integer arithmetic not
//! feeding a `getelementptr` index.

mod facts;
mod iv;
mod ranges;
mod tree;

use crate::analysis::fast_hash::FastSet;
use crate::{
    analysis::{
        address::wrap,
        cfg::Cfg,
        loops::LoopForest,
        manager::{Dominators, FunctionAnalyses},
    },
    engine::{PassBody, PatternDecl, PatternSet, Remarks, Rewriter},
    knobs,
    naming::{Names, named},
    options::Options,
    refusals::RefusalCounts,
    registry::PassInfo,
};
use facts::Bounds;
use kestrel_dialects::keys::op_key;
use kestrel_dialects::types::integer_width;
use kestrel_dialects::{
    OverflowFlags, integer_constant, names, raw,
    values::{defining_op, operand, result},
};
use melior::ir::{BlockLike, OperationRef, Value, operation::OperationLike};
use ranges::Budget;
use std::{
    cell::{Cell, RefCell},
    rc::Rc,
};
use tree::{Extension, Kind, Overflow, Tree};

pub static PASS: PassInfo = PassInfo {
    name: "scev-cgp",
    summary: "narrow thread-indexed 64-bit address arithmetic to 32 bits where ranges prove it fits (off unless nv-disable-scev-cgp=false)",
    options: &[],
    reads: Knobs::SPECS,
    patterns: &[NARROW_INDEX],
    body: PassBody::Patterns(populate),
};

const NARROW_INDEX: PatternDecl = PatternDecl {
    name: "narrow-index",
    identity: "gep p[sext(x)*sx + sext(y)*sy] -> gep p[sext(x*sx + y*sy)] when the range fits i32",
    roots: &[names::GEP],
    benefit: 1,
    generates: &[
        names::ADD,
        names::SUB,
        names::MUL,
        names::SHL,
        names::SEXT,
        names::ZEXT,
        names::CONSTANT,
    ],
};

/// The knobs the pattern reads.
#[derive(Clone, Debug)]
struct Settings {
    tid_max: i64,
    overflow: Overflow,
    /// Rewrites allowed per function; negative for no limit.
    control: i64,
    inst_limit: i64,
    cross_block_limit: usize,
    idom_level_limit: usize,
    function_level: bool,
    aggressive: bool,
}

struct State {
    settings: Settings,
    /// The block analyses are computed once per function: the pattern never touches blocks.
    analyses: Rc<FunctionAnalyses>,
    rewrites: Cell<i64>,
    names: Names,
    dump: Option<Remarks>,
    print_after: Option<Remarks>,
    refusals: RefusalCounts,
    /// The accesses already counted as refused: the driver may visit one again.
    refused: RefCell<FastSet<usize>>,
}

crate::refusals! {
    /// Why an index in the grammar stays 64-bit (the spec: the overflow hazard of 32-bit
    /// address arithmetic, and the knobs that bound the pass's cost and reach).
    pub enum NotNarrowed {
        /// The spec's "Overflow hazards", without `ignore-(signed-)32-bit-overflow`.
        RangeBeyond32Bits = "range-beyond-32-bits": "the index's range is not proven within 32 bits",
        InstLimit = "inst-limit": "the expression has more ops than scev-cgp-inst-limit",
        ControlLimit = "control-limit": "scev-cgp-control rewrites were already made in this function",
        CrossBlockLimit = "cross-block-limit": "the expression spans more blocks than scev-cgp-cross-block-limit",
        IdomLevelLimit = "idom-level-limit": "an op of the expression sits more dominator-tree levels above the access than scev-cgp-idom-level-limit",
        OutsideAccessLoop = "outside-access-loop": "an op of the expression lies outside the access's innermost loop, and do-function-scev-cgp is off",
        UnreachableOp = "unreachable-op": "an op of the expression is in a block the dominator tree does not reach",
        NotProfitable = "not-profitable": "narrowing would not lower the count of 64-bit integer instructions, and do-scev-cgp-aggresively is off",
    }
}

crate::typed_options! {
    /// The knobs the pattern reads.
    struct Knobs {
        disabled: bool = knobs::NV_DISABLE_SCEV_CGP.spec,
        enabled: bool = knobs::DO_SCEV_CGP.spec,
        tid_max: i64 = knobs::SCEV_CGP_TID_MAX_VALUE.spec,
        ignore_signed_overflow: bool = knobs::IGNORE_SIGNED_32_BIT_OVERFLOW.spec,
        ignore_unsigned_overflow: bool = knobs::IGNORE_32_BIT_OVERFLOW.spec,
        control: i64 = knobs::SCEV_CGP_CONTROL.spec,
        inst_limit: i64 = knobs::SCEV_CGP_INST_LIMIT.spec,
        cross_block_limit: i64 = knobs::SCEV_CGP_CROSS_BLOCK_LIMIT.spec,
        idom_level_limit: i64 = knobs::SCEV_CGP_IDOM_LEVEL_LIMIT.spec,
        function_level: bool = knobs::DO_FUNCTION_SCEV_CGP.spec,
        aggressive: bool = knobs::DO_SCEV_CGP_AGGRESIVELY.spec,
        dump: bool = knobs::DUMP_SCEV_CGP.spec,
        print_after: bool = knobs::PRINT_AFTER_SCEV_CGP.spec,
    }
}

/// Adds `narrow-index` when the pass is enabled (`nv-disable-scev-cgp=false`, `do-scev-cgp`).
pub fn populate(set: &mut PatternSet, options: &Options) {
    let knobs = Knobs::read(options);
    if knobs.disabled || !knobs.enabled {
        return;
    }
    // -1 (or any negative value) means no limit.
    let limit = |value: i64| usize::try_from(value).unwrap_or(usize::MAX);
    let settings = Settings {
        tid_max: knobs.tid_max,
        overflow: Overflow {
            ignore_signed: knobs.ignore_signed_overflow,
            ignore_unsigned: knobs.ignore_unsigned_overflow,
        },
        control: knobs.control,
        inst_limit: knobs.inst_limit,
        cross_block_limit: limit(knobs.cross_block_limit),
        idom_level_limit: limit(knobs.idom_level_limit),
        function_level: knobs.function_level,
        aggressive: knobs.aggressive,
    };
    set.preserve_blocks();
    let state = Rc::new(State {
        settings,
        analyses: set.analyses(),
        rewrites: Cell::new(0),
        names: Names::default(),
        dump: knobs.dump.then(|| set.remarks()),
        print_after: knobs.print_after.then(|| set.remarks()),
        refusals: set.refusals(),
        refused: RefCell::default(),
    });
    set.add(NARROW_INDEX, move |op, rewriter| {
        narrow_index(op, rewriter, &state)
    });
}

// gep p[sext(x)*sx + sext(y)*sy] -> gep p[sext(x*sx + y*sy)], the range of the index within i32
fn narrow_index(op: OperationRef, rewriter: &Rewriter, state: &State) -> bool {
    let mut refusal = None;
    let narrowed = try_narrow_index(op, rewriter, state, &mut refusal);
    if let Some(why) = refusal.filter(|_| !narrowed)
        && state.refused.borrow_mut().insert(op_key(&op))
    {
        state.refusals.count(&why);
    }
    narrowed
}

/// [`narrow_index`]; `refusal` is set to why the first index in the grammar was declined.
fn try_narrow_index(
    op: OperationRef,
    rewriter: &Rewriter,
    state: &State,
    refusal: &mut Option<NotNarrowed>,
) -> bool {
    let settings = &state.settings;
    let Some(function) = op.parent_operation() else {
        return false;
    };
    if function.name().as_string_ref().as_str() != Ok(names::FUNC) {
        return false;
    }
    let mut refuse = |why| {
        refusal.get_or_insert(why);
    };
    for index in op.operands().skip(1) {
        let mut budget = Budget {
            left: settings.inst_limit,
        };
        let bounds = Bounds::of(&function, settings.tid_max);
        let Some(tree) = Tree::build(index, &bounds, &mut budget) else {
            if budget.left < 0 {
                refuse(NotNarrowed::InstLimit);
            }
            continue;
        };
        if settings.control >= 0 && state.rewrites.get() >= settings.control {
            refuse(NotNarrowed::ControlLimit);
            continue;
        }
        let Some(extension) = tree.extension(settings.overflow) else {
            refuse(NotNarrowed::RangeBeyond32Bits);
            continue;
        };
        if let Err(why) = within_limits(&tree, &op, &function, &state.analyses, settings) {
            refuse(why);
            continue;
        }
        let (before, after) = wide_instructions(&tree);
        if after >= before && !settings.aggressive {
            refuse(NotNarrowed::NotProfitable);
            continue;
        }
        let Some(narrowed) = materialize(&tree, extension, rewriter, &state.names) else {
            continue;
        };
        let root = tree.root();
        rewriter.replace_all_uses_with(root.value, narrowed);
        if let Some(root_op) = defining_op(root.value) {
            rewriter.erase_op(root_op);
        }
        state.rewrites.set(state.rewrites.get() + 1);
        if let Some(remarks) = &state.dump {
            let how = match extension {
                Extension::Signed => "sext",
                Extension::Unsigned => "zext",
            };
            let range = root.range;
            remarks.emit(
                &op,
                format!(
                    "SCEV-CGP: index narrowed to i32 and {how}ed (range [{}, {}]); 64-bit integer ops {before} -> {after}",
                    range.lo, range.hi
                ),
            );
        }
        if let Some(remarks) = &state.print_after {
            remarks.emit(&function, format!("SCEV-CGP: after rewrite:\n{function}"));
        }
        return true;
    }
    false
}

/// `Ok` when the expression respects the block, dominator-depth and loop knobs relative to
/// the access `user`, else the limit it breaks.
fn within_limits(
    tree: &Tree,
    user: &OperationRef,
    function: &OperationRef,
    analyses: &FunctionAnalyses,
    settings: &Settings,
) -> Result<(), NotNarrowed> {
    let cfg = analyses.get::<Cfg>(function);
    let dom = analyses.get::<Dominators>(function);
    let loops = analyses.get::<LoopForest>(function);
    let home = cfg.block_of(user).ok_or(NotNarrowed::UnreachableOp)?;
    let home_depth = dom.depth(home).ok_or(NotNarrowed::UnreachableOp)?;
    let home_loop = loops.loop_of(home).map(|l| l.header);
    let mut blocks = FastSet::default();
    for (_, op) in tree.instructions() {
        let block = cfg.block_of(&op).ok_or(NotNarrowed::UnreachableOp)?;
        let depth = dom.depth(block).ok_or(NotNarrowed::UnreachableOp)?;
        if home_depth.saturating_sub(depth) > settings.idom_level_limit {
            return Err(NotNarrowed::IdomLevelLimit);
        }
        if !settings.function_level && loops.loop_of(block).map(|l| l.header) != home_loop {
            return Err(NotNarrowed::OutsideAccessLoop);
        }
        if block != home {
            blocks.insert(block);
        }
    }
    if blocks.len() > settings.cross_block_limit {
        return Err(NotNarrowed::CrossBlockLimit);
    }
    Ok(())
}

/// The 64-bit integer instructions of the expression now, and after the rewrite: those that
/// other code keeps alive, plus the one new extension.
fn wide_instructions(tree: &Tree) -> (usize, usize) {
    // A node dies when every user is a node that dies. Parents come after their children, so
    // a reverse walk decides each user's fate first. Use lists are read directly and only
    // until an outside user answers (a leaf such as `zext tid` may feed every address of the
    // function: walking all its uses per index, or scanning the function, was quadratic).
    let mut dead = vec![false; tree.nodes.len()];
    let last = tree.nodes.len() - 1;
    for i in (0..tree.nodes.len()).rev() {
        dead[i] = i == last
            || raw::every_user(tree.nodes[i].value, |op| {
                result(&op, 0)
                    .and_then(|r| tree.node_of(&r))
                    .is_some_and(|j| j > i && dead[j])
            });
    }
    let instructions: Vec<usize> = tree.instructions().map(|(i, _)| i).collect();
    let before = instructions.len();
    let after = instructions.iter().filter(|i| !dead[**i]).count() + 1;
    (before, after)
}

/// Builds the 32-bit expression and its extension; returns the extended value.
fn materialize<'c, 'a: 'r, 'r>(
    tree: &Tree<'c, 'a>,
    extension: Extension,
    rewriter: &'r Rewriter<'c, '_>,
    names: &Names,
) -> Option<Value<'c, 'r>> {
    let mut narrow: Vec<Value<'c, 'r>> = Vec::with_capacity(tree.nodes.len());
    for node in &tree.nodes {
        let value = match node.kind {
            Kind::Leaf { narrow } => narrow,
            Kind::Constant(constant) => {
                let at = defining_op(node.value)?;
                let constant = wrap(i128::from(constant), 32);
                let existing = earlier_in_block(&at, |o| {
                    result(o, 0)
                        .and_then(integer_constant)
                        .is_some_and(|(c, w)| w == 32 && i128::from(c) == constant)
                });
                match existing.and_then(|o| result(&o, 0)) {
                    Some(value) => value,
                    None => {
                        let template = format!("llvm.mlir.constant({constant} : i32) : i32");
                        create(rewriter, &at, &template, &[], &names.next("scevcgp32"))?
                    }
                }
            }
            Kind::Binary { arith, lhs, rhs } => {
                let at = defining_op(node.value)?;
                let (a, b) = (narrow[lhs], narrow[rhs]);
                let name = format!("llvm.{}", arith.mnemonic());
                let existing = earlier_in_block(&at, |o| {
                    o.name().as_string_ref().as_str() == Ok(name.as_str())
                        && operand(o, 0) == Some(a)
                        && operand(o, 1) == Some(b)
                        && result(o, 0).is_some_and(|r| integer_width(r) == Some(32))
                        && OverflowFlags::of(o) == OverflowFlags::default()
                });
                match existing.and_then(|o| result(&o, 0)) {
                    Some(value) => value,
                    None => {
                        let template = format!("{name} $0, $1 : i32");
                        create(rewriter, &at, &template, &[a, b], &names.next("scevcgp32"))?
                    }
                }
            }
        };
        narrow.push(value);
    }
    let root = defining_op(tree.root().value)?;
    let template = match extension {
        Extension::Signed => "llvm.sext $0 : i32 to i64",
        Extension::Unsigned => "llvm.zext $0 : i32 to i64",
    };
    create(
        rewriter,
        &root,
        template,
        &[*narrow.last()?],
        &names.next("scevcgp"),
    )
}

/// Creates `template` right before `at`, named `name`.
fn create<'c, 'r>(
    rewriter: &'r Rewriter<'c, '_>,
    at: &OperationRef<'c, '_>,
    template: &str,
    operands: &[Value<'c, '_>],
    name: &str,
) -> Option<Value<'c, 'r>> {
    rewriter.set_insertion_point_before(*at);
    let location = named(rewriter, at, name);
    let created = rewriter.create(template, operands, 1, location).ok()?;
    result(&created, 0)
}

/// The nearest op above `at` in its block for which `found` holds.
fn earlier_in_block<'c: 'a, 'a>(
    at: &OperationRef<'c, 'a>,
    found: impl Fn(&OperationRef<'c, 'a>) -> bool,
) -> Option<OperationRef<'c, 'a>> {
    let mut current = at.block()?.first_operation();
    let mut last = None;
    while let Some(op) = current {
        if op == *at {
            break;
        }
        if found(&op) {
            last = Some(op);
        }
        current = op.next_in_block();
    }
    last
}
