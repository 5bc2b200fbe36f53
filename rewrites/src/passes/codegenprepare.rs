//! `codegenprepare`: the parts of LLVM's CodeGenPrepare that matter on NVPTX, whose
//! addressing modes are `[reg]`, `[reg+imm]` and `[imm]` (spec:
//! codegenprepare-and-scev-cgp.txt, "Upstream CodeGenPrepare", transforms 1 to 3 and the
//! knob table).
//!
//! One match per function (rooted at its terminators) first splits weighted branches
//! ([`split`]), then walks every block once in program order and rewrites each load, store,
//! atomicrmw or cmpxchg in block `B`, so the pass is linear in the function's size:
//! - `sink-address`: an address `gep ... base ... + imm` computed outside `B`, with `imm` a
//!   legal PTX immediate (signed 32 bits) and not 0, is recomputed in `B` right before the
//!   access as `getelementptr i8 base[imm]` (`inbounds` where the chain is) named
//!   `sunkaddr_N`, so the access folds the immediate (`[base+imm]`) and the original address
//!   need not stay live into `B`. A copy
//!   already in `B` above the access (an earlier sunk one, or an equal GEP) is reused: that is
//!   `ValueToSunkAddr`, a per-block table the walk fills as it passes ops, and drops at the
//!   block's end (nothing is erased during the walk, so no entry can go stale).
//! - `sink-select-address`: an address `select c, (p + imm), (q + imm)` (equal immediates,
//!   `p` and `q` of the address's own type) becomes `getelementptr i8 (select c, p, q)[imm]`
//!   in `B`, the select named `sunk_select_N` (`addr-sink-new-select`, which needs
//!   `addr-sink-combine-base-reg` and not `disable-complex-addr-modes`).
//! - `sunk_phi` ([`sunk_phi`]): an address that is a block argument whose incoming addresses
//!   are all `p_k + imm` becomes `gep i8 p[imm]` when every `p_k` is one `p`, and otherwise
//!   (`addr-sink-new-phis`, default off as upstream, with `addr-sink-combine-base-reg` and not
//!   `disable-complex-addr-modes`) `gep i8 %sunk_phi[imm]`, `%sunk_phi` a new argument of the
//!   block (name location `sunk_phi_N`) fed with `p_k` by every predecessor's
//!   `llvm.br`/`llvm.cond_br`. The old argument goes when no use is left. Loop headers,
//!   `llvm.switch` predecessors, different immediates and casts are refused.
//! - `split-large-offset`: an address `p + C` whose own GEP step is past the immediate range
//!   (`cgp-split-large-offset-gep`) is rewritten as `gep i8 A'[C - C']` where `A' = p + C'` is
//!   the address of an earlier access in `B` and `C - C'` is a legal immediate, so one 64-bit
//!   add serves both accesses.
//! - `.cond.split` / `.unlikely` ([`split`], on unless `disable-cgp-branch-opts`): a
//!   `cond_br` with branch weights on `and`/`or` of two compares becomes two branches, or its
//!   cold critical edge (under 1/5 of the weight) gets a block of its own at the end of the
//!   function. Both keep the CFG reducible; on NVPTX they barely change the PTX (see
//!   [`split`]) but are implemented as the spec describes.
//!
//! Soundness: new GEPs and selects carry no `nuw`, and no `inbounds` except a sunk copy of a
//! chain whose every step from the base is `inbounds`: then, wherever the address is not
//! poison, base and address lie in one object, so `inbounds base + imm` (the same sum, `imm`
//! a 32-bit immediate) is poison exactly where the chain is (upstream's `AddrMode.InBounds`;
//! LLVM's load/store vectorizer adds up only `inbounds` offsets, and a plain copy of a struct
//! half's address split `st.v2.f64` in two: exact_predicates' by-value arguments). Other new
//! GEPs compute the wrapped sum the original chain computed (equal bits whenever the original
//! was not poison; where it was, the access was already undefined). A plain copy already in
//! the block serves an `inbounds` access, never the other way round. Every operand of a new
//! op is an operand of the original address chain or an earlier access's address, which
//! dominates the access; the new ops sit in the access's block right before it. A `sunk_phi` receives on each edge the base that edge's
//! incoming address was computed from, which dominates the edge's branch. Only GEP chains are
//! walked, never casts, so a sunk address has the original's type and address space.
//!
//! Knobs: `addr-sink-using-gep` (default on) selects the GEP form; off, upstream would emit a
//! `ptrtoint`/`add`/`inttoptr` chain, which loses provenance and the address space NVPTX
//! needs, so Kestrel then does not sink at all. `disable-complex-addr-modes` and
//! `addr-sink-combine-base-reg` gate the select and `sunk_phi` forms (combinations of address
//! modes with different base registers); `addr-sink-new-select` and `addr-sink-new-phis`
//! allow the new select / block argument; `disable-cgp-branch-opts` turns block splitting
//! off. Accepted with no meaning on NVPTX (no scaled index register, no GC, no sections, no
//! store-extract or extension-load lowering at this level): `addr-sink-combine-scaled-reg`,
//! `addr-sink-combine-gv` (a global is one more base register), `addr-sink-combine-offs`
//! (`[base + reg]` is no PTX mode, so modes must have equal immediates here),
//! `disable-cgp-gc-opts`, `disable-cgp-store-extract`, `stress-cgp-store-extract`,
//! `disable-cgp-ext-ld-promotion`, `profile-guided-section-prefix` (PTX has no `.hot` /
//! `.unlikely` sections), `force-split-store`, `cgp-type-promotion-merge`,
//! `enable-andcmp-sinking`, `disable-cgp-select2branch` (NVPTX prefers `selp`),
//! `disable-preheader-prot` and `cgp-freq-ratio-to-skip-merge` (no block merging here).
//!
//! Not done: the function-wide grouping of upstream's large-offset splitting (here only within
//! one block, against an earlier access); sinking of addresses reaching the access through
//! `addrspacecast`; `sunk_phi` through `llvm.switch` predecessors or around loops.
//!
//! With `print-codegenprepare` every rewrite is reported as a remark. An access whose address
//! has the shape a rule is for but is left alone is counted under its reason ([`Declined`]).

mod addr_mode;
mod edges;
mod split;
mod sunk_phi;

use crate::analysis::fast_hash::{FastMap, FastSet};
use crate::{
    analysis::{address::Normalizer, manager::FunctionAnalyses},
    engine::{FunctionRun, PassBody, PatternDecl, Remarks, Rewriter},
    knobs,
    naming::{Names, named},
    options::Options,
    registry::PassInfo,
};
use addr_mode::{
    AddrMode, SELECT, direct_offset, is_legal_immediate, is_sunk_gep, match_gep_chain,
};
use kestrel_dialects::{
    keys::{op_key, value_key},
    names,
    ops::{Gep, GepIndex, MemoryAccess},
    values::{defining_op, operand, result},
};
use melior::ir::{
    BlockLike, BlockRef, OperationRef, RegionLike, Value, ValueLike, operation::OperationLike,
};
use sunk_phi::{PhiPlan, PhiTables, plan_phi, sunk_phi};

pub static PASS: PassInfo = PassInfo {
    name: "codegenprepare",
    summary: "sink address computations into the block of their memory access ([reg+imm] folding)",
    options: &[],
    reads: Knobs::SPECS,
    patterns: &[
        SPLIT_COND_BRANCH,
        ISOLATE_UNLIKELY_EDGE,
        SINK_GEP_ADDRESS,
        SINK_SELECT_ADDRESS,
        SINK_PHI_ADDRESS,
        SPLIT_LARGE_OFFSET,
    ],
    body: PassBody::Function(prepare_function),
};

// The rules, in the order the walk applies them. Branch splitting runs first over the whole
// function (it makes blocks); sinking and splitting then walk each block's accesses in order,
// each access taking the first rule that applies.
const SPLIT_COND_BRANCH: PatternDecl = PatternDecl::rule(
    "split-cond-branch",
    "cond_br (and a, b), T, F [weights] -> cond_br a, S, F; S: cond_br b, T, F (or: dual)",
    &[names::COND_BR],
);
const ISOLATE_UNLIKELY_EDGE: PatternDecl = PatternDecl::rule(
    "isolate-unlikely-edge",
    "cold critical edge B -> T [weights < 1/5] -> B -> U; U: br T, U at the function's end",
    &[names::BR],
);
const SINK_GEP_ADDRESS: PatternDecl = PatternDecl::rule(
    "sink-gep-address",
    "B: access(p + imm), p + imm computed outside B -> B: access(gep i8 p[imm])",
    &[names::GEP],
);
const SINK_SELECT_ADDRESS: PatternDecl = PatternDecl::rule(
    "sink-select-address",
    "B: access(select c, a + imm, b + imm) -> B: access(gep i8 (select c, a, b)[imm])",
    &[SELECT, names::GEP],
);
const SINK_PHI_ADDRESS: PatternDecl = PatternDecl::rule(
    "sink-phi-address",
    "B: access(^arg), every incoming address base_i + imm -> B: access(gep i8 ^base[imm])",
    &[names::GEP],
);
const SPLIT_LARGE_OFFSET: PatternDecl = PatternDecl::rule(
    "split-large-offset",
    "access(p + C), earlier access(p + C') in the block, C - C' legal -> access(gep i8 (p + C')[C - C'])",
    &[names::GEP],
);

/// The knobs the patterns read.
#[derive(Clone, Debug)]
struct Settings {
    sink: bool,
    new_select: bool,
    /// `sunk_phi`: a new block argument carrying the bases of an argument's incoming
    /// addresses.
    new_phis: bool,
    split_large_offsets: bool,
    /// `.cond.split` and `.unlikely` blocks from branch weights.
    split_branches: bool,
}

struct State {
    settings: Settings,
    names: Names,
    remarks: Option<Remarks>,
}

crate::refusals! {
    /// Why an access whose address a rule is for keeps it (the spec: an address mode is sunk
    /// only when `[reg+imm]` can fold it, and new PHIs and selects only when the knobs allow).
    pub enum Declined {
        /// Upstream's `isFoldable` on NVPTX: the immediate is a signed 32-bit one.
        ImmediateOutOfRange = "immediate-out-of-range": "the address's constant offset is past PTX's signed 32-bit immediate, and no earlier access of the block is near enough to split from",
        NewPhiNotAllowed = "new-phi-not-allowed": "the incoming addresses have different bases: merging them needs a new block argument, which addr-sink-new-phis (with addr-sink-combine-base-reg, without disable-complex-addr-modes) does not allow",
        NewSelectNotAllowed = "new-select-not-allowed": "sinking the select needs a new select, which addr-sink-new-select (with addr-sink-combine-base-reg, without disable-complex-addr-modes) does not allow",
        DifferentImmediates = "different-immediates": "the incoming addresses have different constant offsets: [base+reg] is no PTX addressing mode",
        UneditableBranch = "uneditable-branch": "a predecessor ends in a branch whose successor operands are not rebuilt (llvm.switch)",
        LoopHeader = "loop-header": "the block dominates one of its predecessors (a loop header): a loop-carried address would merge with its start",
        BaseNotAvailable = "base-not-available": "an incoming address's base is not defined where its edge leaves",
    }
}

crate::typed_options! {
    /// The knobs the pass reads; the others it accepts have no meaning on NVPTX.
    struct Knobs {
        sink_using_gep: bool = knobs::ADDR_SINK_USING_GEP.spec,
        combine_base_reg: bool = knobs::ADDR_SINK_COMBINE_BASE_REG.spec,
        disable_complex_modes: bool = knobs::DISABLE_COMPLEX_ADDR_MODES.spec,
        new_select: bool = knobs::ADDR_SINK_NEW_SELECT.spec,
        new_phis: bool = knobs::ADDR_SINK_NEW_PHIS.spec,
        split_large_offsets: bool = knobs::CGP_SPLIT_LARGE_OFFSET_GEP.spec,
        disable_branch_opts: bool = knobs::DISABLE_CGP_BRANCH_OPTS.spec,
        print: bool = knobs::PRINT_CODEGENPREPARE.spec,
    }
}

impl Settings {
    fn of(knobs: &Knobs) -> Self {
        let sink = knobs.sink_using_gep;
        let complex = knobs.combine_base_reg && !knobs.disable_complex_modes;
        Self {
            sink,
            new_select: sink && knobs.new_select && complex,
            new_phis: sink && knobs.new_phis && complex,
            split_large_offsets: knobs.split_large_offsets,
            split_branches: !knobs.disable_branch_opts,
        }
    }
}

/// The address operand's index in `op` and its value.
fn address_of<'c: 'a, 'a>(op: &OperationRef<'c, 'a>) -> Option<(usize, Value<'c, 'a>)> {
    MemoryAccess::with_index(op).map(|(index, access)| (index, access.address()))
}

/// What to build in the access's block.
enum Sink<'c, 'a> {
    /// `gep i8 base[imm]`.
    Gep(AddrMode<'c, 'a>),
    /// `gep i8 (select condition, a, b)[imm]`.
    Select {
        condition: Value<'c, 'a>,
        a: Value<'c, 'a>,
        b: Value<'c, 'a>,
        imm: i64,
    },
}

/// What the walk knows about the block it is in, in program order: the ops already passed,
/// the `gep i8 base[imm]` copies and selects above the current op (pre-existing or created;
/// the `ValueToSunkAddr` table), and the earlier accesses whose own offsets were too large
/// for an immediate. Ops and values are held by key: nothing is erased during the walk, so no
/// key is reused for another value while the tables live.
#[derive(Default)]
struct BlockTables<'c, 'a> {
    passed: FastSet<usize>,
    sunk: FastMap<(usize, i64, bool), Value<'c, 'a>>,
    selects: FastMap<(usize, usize, usize), Value<'c, 'a>>,
    large: FastMap<usize, Vec<(Value<'c, 'a>, i64)>>,
}

impl<'c, 'a> BlockTables<'c, 'a> {
    /// The block's `gep i8 base[delta]` above the current op (`ValueToSunkAddr`), else a new
    /// one named `<prefix>_N`, inserted before `op` and recorded. `inbounds` may take an
    /// `inbounds` copy (else a plain one is made, or reused); a plain copy serves either way.
    #[allow(clippy::too_many_arguments)]
    fn sunk_gep(
        &mut self,
        base: Value<'c, 'a>,
        delta: i64,
        inbounds: bool,
        op: &OperationRef<'c, 'a>,
        rewriter: &'a Rewriter<'c, '_>,
        names: &Names,
        prefix: &str,
    ) -> Option<Value<'c, 'a>> {
        let key = |flag| (value_key(&base), delta, flag);
        if let Some(value) = self
            .sunk
            .get(&key(inbounds))
            .or_else(|| self.sunk.get(&key(false)))
        {
            return Some(*value);
        }
        let value = gep_i8(rewriter, op, base, delta, inbounds, &names.next(prefix))?;
        self.sunk.insert(key(inbounds), value);
        Some(value)
    }

    /// Records `op`, passed by the walk, as available to the ops below it.
    fn pass(&mut self, op: &OperationRef<'c, 'a>) {
        self.passed.insert(op_key(op));
        if let Some((base, imm, inbounds)) = sunk_gep_parts(op)
            && let Some(value) = result(op, 0)
        {
            self.sunk.insert((value_key(&base), imm, inbounds), value);
        }
        if op.name().as_string_ref().as_str() == Ok(SELECT)
            && let (Some(c), Some(a), Some(b), Some(value)) = (
                operand(op, 0),
                operand(op, 1),
                operand(op, 2),
                result(op, 0),
            )
        {
            self.selects
                .insert((value_key(&c), value_key(&a), value_key(&b)), value);
        }
    }

    /// True when `value` may be used at the current point of the walk: it is defined in
    /// another block (it dominates the access's block, since it dominates the address the
    /// access uses) or above in this one. The second half only matters in unreachable code,
    /// where a block may use a value defined below.
    fn available(&self, value: Value, block: Option<BlockRef>) -> bool {
        match defining_op(value) {
            Some(def) => def.block() != block || self.passed.contains(&op_key(&def)),
            None => true,
        }
    }
}

/// `(base, imm, inbounds)` when `op` is a `getelementptr i8 base[imm]`, with no flag or
/// `inbounds` alone (what sinking creates).
fn sunk_gep_parts<'c: 'a, 'a>(op: &OperationRef<'c, 'a>) -> Option<(Value<'c, 'a>, i64, bool)> {
    if op.name().as_string_ref().as_str() != Ok(names::GEP) || op.operand_count() != 1 {
        return None;
    }
    let base = operand(op, 0)?;
    let imm = match Gep::of(*op)?.indices()?.as_slice() {
        [GepIndex::Constant(imm)] => *imm,
        _ => return None,
    };
    let inbounds = Gep::of(*op)?.is_inbounds();
    is_sunk_gep(op, base, imm, inbounds).then_some((base, imm, inbounds))
}

/// Decides what sinking `address` into `user`'s block builds; `Err` when nothing is gained,
/// with the reason when the address has the shape of a sink.
fn plan_sink<'c: 'a, 'a>(
    address: Value<'c, 'a>,
    user: &OperationRef<'c, 'a>,
    settings: &Settings,
    normalizer: &mut Normalizer,
    tables: &BlockTables<'c, 'a>,
) -> Result<Sink<'c, 'a>, Option<Declined>> {
    let def = defining_op(address).ok_or(None)?;
    let name = def.name();
    let name = name.as_string_ref().as_str().map_err(|_| None)?;
    let block = user.block();
    if name == names::GEP && settings.sink && def.block() != block {
        let mode = match_gep_chain(address, normalizer).ok_or(None)?;
        if mode.imm != 0 && !is_legal_immediate(mode.imm) {
            return Err(Some(Declined::ImmediateOutOfRange));
        }
        let useful = mode.imm != 0 && tables.available(mode.base, block);
        return if useful {
            Ok(Sink::Gep(mode))
        } else {
            Err(None)
        };
    }
    if name == SELECT && settings.sink {
        let operands = (operand(&def, 0), operand(&def, 1), operand(&def, 2));
        let (Some(condition), Some(a), Some(b)) = operands else {
            return Err(None);
        };
        let (Some(ma), Some(mb)) = (
            match_gep_chain(a, normalizer),
            match_gep_chain(b, normalizer),
        ) else {
            return Err(None);
        };
        let same_type =
            ma.base.r#type() == address.r#type() && mb.base.r#type() == address.r#type();
        let available = [condition, ma.base, mb.base]
            .iter()
            .all(|v| tables.available(*v, block));
        if same_type && available && ma.imm == mb.imm && ma.imm != 0 {
            return if !is_legal_immediate(ma.imm) {
                Err(Some(Declined::ImmediateOutOfRange))
            } else if !settings.new_select {
                Err(Some(Declined::NewSelectNotAllowed))
            } else {
                Ok(Sink::Select {
                    condition,
                    a: ma.base,
                    b: mb.base,
                    imm: ma.imm,
                })
            };
        }
    }
    Err(None)
}

/// How many earlier large-offset accesses of one base the split looks back at.
const MAX_SPLIT_CANDIDATES: usize = 32;

/// For an address `p + C` whose own GEP step is no legal immediate: the nearest earlier
/// access's address `A' = p + C'` in the same block with `C - C'` legal; returns
/// `(A', C - C')`. Records the address as a candidate for later accesses either way.
fn plan_split<'c: 'a, 'a>(
    address: Value<'c, 'a>,
    normalizer: &mut Normalizer,
    tables: &mut BlockTables<'c, 'a>,
) -> Option<(Value<'c, 'a>, i64)> {
    if direct_offset(address, normalizer).is_some_and(is_legal_immediate) {
        return None;
    }
    let mode = match_gep_chain(address, normalizer)?;
    if is_legal_immediate(mode.imm) {
        return None;
    }
    let earlier = tables.large.entry(value_key(&mode.base)).or_default();
    let found = earlier
        .iter()
        .rev()
        .take(MAX_SPLIT_CANDIDATES)
        .find_map(|&(other, other_imm)| {
            let delta = mode.imm.checked_sub(other_imm)?;
            (other != address
                && other.r#type() == address.r#type()
                && delta != 0
                && is_legal_immediate(delta))
            .then_some((other, delta))
        });
    earlier.push((address, mode.imm));
    found
}

// B: access(p + imm) with p + imm computed outside B -> B: access(gep i8 p[imm])
// B: access(select c, p + imm, q + imm) -> B: access(gep i8 (select c, p, q)[imm])
// B: access(p + C') ... access(p + C), C, C' past the immediate range -> access(gep i8 (p + C')[C - C'])
//
// One walk over the function, block by block in program order, with per-block tables in
// place of upstream's `ValueToSunkAddr` map, so the pass is linear in the function's size.
fn prepare_function<'c, 'a>(
    function: OperationRef<'c, 'a>,
    rewriter: &'a Rewriter<'c, '_>,
    options: &Options,
    run: &FunctionRun,
) {
    let knobs = Knobs::read(options);
    let state = State {
        settings: Settings::of(&knobs),
        names: Names::default(),
        remarks: knobs.print.then(|| run.remarks().clone()),
    };
    let state = &state;
    if state.settings.split_branches {
        let (conditions, edges) = split::split_branches(
            &function,
            rewriter,
            &state.names,
            &state.remarks,
            run.analyses(),
        );
        run.count_n(&SPLIT_COND_BRANCH, conditions);
        run.count_n(&ISOLATE_UNLIKELY_EDGE, edges);
    }
    if !state.settings.sink && !state.settings.split_large_offsets {
        return;
    }
    // Sinking adds block arguments and ops, never blocks or edges.
    run.preserve_blocks();
    let mut normalizer = run.analyses().normalizer(&function);
    let mut phis = PhiTables::default();
    let Some(region) = kestrel_dialects::values::region(&function, 0) else {
        return;
    };
    let mut next_block = region.first_block();
    while let Some(block) = next_block {
        next_block = block.next_in_region();
        let mut ops = Vec::new();
        let mut next = block.first_operation();
        while let Some(op) = next {
            next = op.next_in_block();
            ops.push(op);
        }
        let mut tables = BlockTables::default();
        for op in ops {
            if let Some((index, address)) = address_of(&op) {
                let mut walk = Walk {
                    function: &function,
                    analyses: run.analyses(),
                    normalizer: &mut normalizer,
                    tables: &mut tables,
                    phis: &mut phis,
                };
                match prepare_access(op, index, address, rewriter, state, &mut walk) {
                    Ok(rule) => run.count(rule),
                    Err(Some(why)) => run.refuse(&why),
                    Err(None) => {}
                }
            }
            tables.pass(&op);
        }
    }
    sunk_phi::erase_dead_arguments(rewriter, &mut phis);
}

/// What [`prepare_access`] reads and updates besides the access.
struct Walk<'w, 'c, 'a> {
    function: &'w OperationRef<'c, 'a>,
    analyses: &'w FunctionAnalyses,
    normalizer: &'w mut Normalizer,
    tables: &'w mut BlockTables<'c, 'a>,
    phis: &'w mut PhiTables<'c, 'a>,
}

/// Sinks or splits the address of access `op` (operand `index`); the rule that changed it,
/// or why a rule for the address's shape declined it.
fn prepare_access<'c: 'a, 'a>(
    op: OperationRef<'c, 'a>,
    index: usize,
    address: Value<'c, 'a>,
    rewriter: &'a Rewriter<'c, '_>,
    state: &State,
    walk: &mut Walk<'_, 'c, 'a>,
) -> Result<&'static PatternDecl, Option<Declined>> {
    let (normalizer, tables) = (&mut *walk.normalizer, &mut *walk.tables);
    let declined = match plan_sink(address, &op, &state.settings, normalizer, tables) {
        Ok(sink) => {
            let rule = match sink {
                Sink::Gep(_) => &SINK_GEP_ADDRESS,
                Sink::Select { .. } => &SINK_SELECT_ADDRESS,
            };
            let changed = materialize_sink(op, index, sink, rewriter, state, tables);
            return if changed { Ok(rule) } else { Err(None) };
        }
        Err(declined) => declined,
    };
    let declined = if state.settings.sink {
        match plan_phi(
            address,
            walk.function,
            state.settings.new_phis,
            normalizer,
            walk.phis,
            walk.analyses,
        ) {
            Ok(plan) => {
                let changed = materialize_phi(op, index, address, plan, rewriter, state, walk);
                return if changed {
                    Ok(&SINK_PHI_ADDRESS)
                } else {
                    Err(None)
                };
            }
            Err(phi_declined) => declined.or(phi_declined),
        }
    } else {
        declined
    };
    let (normalizer, tables) = (&mut *walk.normalizer, &mut *walk.tables);
    if !state.settings.split_large_offsets {
        return Err(declined);
    }
    let (anchor, delta) = plan_split(address, normalizer, tables).ok_or(declined)?;
    let value = tables
        .sunk_gep(
            anchor,
            delta,
            false,
            &op,
            rewriter,
            &state.names,
            "splitgep",
        )
        .ok_or(None)?;
    set_address(&op, index, value, rewriter);
    if let Some(remarks) = &state.remarks {
        remarks.emit(
            &op,
            format!(
                "CodeGenPrepare: large offset split, access is {delta} bytes from an earlier access"
            ),
        );
    }
    Ok(&SPLIT_LARGE_OFFSET)
}

/// Rebuilds block-argument address `address` of access `op` as `plan` says.
fn materialize_phi<'c: 'a, 'a>(
    op: OperationRef<'c, 'a>,
    index: usize,
    address: Value<'c, 'a>,
    plan: PhiPlan<'c, 'a>,
    rewriter: &'a Rewriter<'c, '_>,
    state: &State,
    walk: &mut Walk<'_, 'c, 'a>,
) -> bool {
    let changed = match plan {
        PhiPlan::Same(mode) => {
            materialize_sink(op, index, Sink::Gep(mode), rewriter, state, walk.tables)
        }
        PhiPlan::New {
            block,
            argument,
            edges,
            imm,
        } => {
            let name = state.names.next("sunk_phi");
            let location = named(rewriter, &op, &name);
            let Some(phi) = sunk_phi(block, argument, &edges, location, rewriter, walk.phis) else {
                return false;
            };
            // The new argument is in place, so the IR changed even if no GEP comes out.
            let Some(value) =
                walk.tables
                    .sunk_gep(phi, imm, false, &op, rewriter, &state.names, "sunkaddr")
            else {
                return true;
            };
            set_address(&op, index, value, rewriter);
            if let Some(remarks) = &state.remarks {
                remarks.emit(
                    &op,
                    format!(
                        "CodeGenPrepare: block-argument address merged into sunk_phi, sunk as base + {imm}"
                    ),
                );
            }
            true
        }
    };
    if changed {
        walk.phis.note_replaced(address);
    }
    changed
}

/// Builds `sink` before `op` (or reuses a copy above it) and makes it `op`'s address.
fn materialize_sink<'c: 'a, 'a>(
    op: OperationRef<'c, 'a>,
    index: usize,
    sink: Sink<'c, 'a>,
    rewriter: &'a Rewriter<'c, '_>,
    state: &State,
    tables: &mut BlockTables<'c, 'a>,
) -> bool {
    let (base, imm, inbounds, what) = match sink {
        Sink::Gep(mode) => (mode.base, mode.imm, mode.inbounds, "address"),
        Sink::Select {
            condition,
            a,
            b,
            imm,
        } => {
            let select_key = (value_key(&condition), value_key(&a), value_key(&b));
            let select = match tables.selects.get(&select_key).copied() {
                Some(select) => select,
                None => {
                    let name = state.names.next("sunk_select");
                    rewriter.set_insertion_point_before(op);
                    let location = named(rewriter, &op, &name);
                    let ty = a.r#type().to_string();
                    let template = format!("llvm.select $0, $1, $2 : i1, {ty}");
                    let Ok(created) = rewriter.create(&template, &[condition, a, b], 1, location)
                    else {
                        return false;
                    };
                    let Some(select) = result(&created, 0) else {
                        return true;
                    };
                    tables.selects.insert(select_key, select);
                    select
                }
            };
            (select, imm, false, "select address")
        }
    };
    let reused = [inbounds, false]
        .iter()
        .any(|&flag| tables.sunk.contains_key(&(value_key(&base), imm, flag)));
    let Some(value) = tables.sunk_gep(base, imm, inbounds, &op, rewriter, &state.names, "sunkaddr")
    else {
        return true;
    };
    set_address(&op, index, value, rewriter);
    if let Some(remarks) = &state.remarks {
        let how = if reused { "reused" } else { "new" };
        remarks.emit(
            &op,
            format!("CodeGenPrepare: {what} sunk as base + {imm} ({how} copy)"),
        );
    }
    true
}

/// Inserts `getelementptr i8 base[imm]` (`inbounds` if so) named `name` right before `op`.
fn gep_i8<'c, 'r>(
    rewriter: &'r Rewriter<'c, '_>,
    op: &OperationRef<'c, '_>,
    base: Value<'c, '_>,
    imm: i64,
    inbounds: bool,
    name: &str,
) -> Option<Value<'c, 'r>> {
    rewriter.set_insertion_point_before(*op);
    let location = named(rewriter, op, name);
    let created = rewriter
        .create_byte_offset_with(base, imm.into(), inbounds, location)
        .ok()?;
    result(&created, 0)
}

fn set_address(op: &OperationRef, index: usize, value: Value, rewriter: &Rewriter) {
    rewriter.start_op_modification(*op);
    kestrel_dialects::raw::set_operand(op, index, value);
    rewriter.finalize_op_modification(*op);
}
