//! Planning base-address strength reduction for one function: which accesses of which loop
//! body share a base, where their anchor goes and how it is computed. The IR is only read.
//!
//! 1. Collection: every load, store, `atomicrmw` and `cmpxchg` whose innermost loop is the
//!    loop at hand, decomposed ([`Normalizer::address`]) into root and byte offset; accesses
//!    with the same root, root and access address spaces and variable part form a group
//!    (roots that are globals form the "pointer-to-global" bucket, every other root the
//!    "value" bucket).
//! 2. The variable part splits into terms whose atoms are available at the end of the
//!    preheader (loop-invariant) and at most one term `c·X(i)` in a basic induction variable
//!    `i` of the loop (`X(i)` is `i` itself, or `sext`/`zext` of it when every increment is
//!    `nsw`/`nuw`, so `X(i + s) == X(i) + X(s)` wherever the access is defined).
//! 3. The anchor is `root + invariant + c·X(start) + min offset` at the preheader; with an
//!    induction variable it becomes a header argument advanced by `c·X(step)` on every back
//!    edge. Every access becomes `anchor + (offset - min)`.

use super::Settings;
use crate::analysis::fast_hash::{FastMap, FastSet};
use crate::analysis::{
    address::{Atom, Monomial, Normalizer, Poly, Root, wrap},
    cfg::{Cfg, incoming_values, successor_operands},
    loops::{InductionVariable, LoopForest, Scope, induction_variables_at},
    manager::{Dominators, FunctionAnalyses},
};
use crate::anchor::{
    self, Grouping, Span,
    entry_copy::{self, StartCopy},
    group::Base,
};
use kestrel_dialects::types::integer_width;
use kestrel_dialects::{
    Gep, MemoryAccess, OverflowFlags, integer_constant,
    keys::{ValueKey, block_key, op_key, value_key},
    names, pointer_address_space,
    values::{defining_op, operand},
};
use melior::ir::{
    BlockLike, BlockRef, OperationRef, RegionLike, Value, ValueLike, operation::OperationLike,
};

mod family;
mod profit;
mod terms;

use std::rc::Rc;
use terms::{atom_available, extended, increments_cannot_wrap, iv_of, monomial_poly, root_source};

/// Minimum accesses sharing a base before a group is considered (cicc's `v429`).
pub const THRESHOLD: usize = 2;

/// Where the anchor's root pointer comes from.
#[derive(Clone, Copy, Debug)]
pub enum RootSource<'c, 'a> {
    /// A value available at the end of the preheader.
    Value(Value<'c, 'a>),
    /// An `llvm.mlir.addressof` inside the loop, cloned into the preheader.
    Clone(OperationRef<'c, 'a>),
}

/// How the anchor moves from one iteration to the next.
#[derive(Clone, Debug)]
pub struct Recurrence<'c, 'a> {
    pub header: BlockRef<'c, 'a>,
    /// Byte step added on every back edge, at the preheader.
    pub step: Poly,
    /// The terminators of the latches.
    pub latches: Vec<OperationRef<'c, 'a>>,
    pub induction_variable: String,
}

/// One access to redirect: operand `operand` of `op` becomes `anchor + delta`.
pub type UseRewrite<'c, 'a> = anchor::UseRewrite<OperationRef<'c, 'a>>;

/// One group's rewrite.
#[derive(Clone, Debug)]
pub struct Reduction<'c, 'a> {
    pub preheader_terminator: OperationRef<'c, 'a>,
    pub root: RootSource<'c, 'a>,
    /// The accesses' pointer type, when the root lives in another address space.
    pub cast_to: Option<String>,
    /// The anchor's byte offset from the root on loop entry (index width).
    pub start: Poly,
    /// Set when the anchor is loop-carried.
    pub recurrence: Option<Recurrence<'c, 'a>>,
    /// Set when the entry value is better copied from an access than built from `start`.
    pub start_copy: Option<StartCopy<'c, 'a>>,
    /// In program order within each block.
    pub uses: Vec<UseRewrite<'c, 'a>>,
    /// A family's other groups: uses of `anchor + shift + delta` ([`family`]).
    pub shifted: Vec<Shifted<'c, 'a>>,
    pub anchor: OperationRef<'c, 'a>,
    pub describe: String,
}

impl Reduction<'_, '_> {
    /// The addresses the reduction redirects to its anchor.
    pub fn rewritten(&self) -> usize {
        self.uses.len() + self.shifted.iter().map(|s| s.uses.len()).sum::<usize>()
    }
}

/// Uses of a family member: `anchor + shift + delta`, `shift` loop-invariant (index width).
#[derive(Clone, Debug)]
pub struct Shifted<'c, 'a> {
    pub shift: Poly,
    /// In program order within each block.
    pub uses: Vec<UseRewrite<'c, 'a>>,
}

/// The plan of one function: the reductions and, for the dump, the refusals.
#[derive(Debug, Default)]
pub struct Plan<'c, 'a> {
    pub reductions: Vec<Reduction<'c, 'a>>,
    pub refusals: Vec<(OperationRef<'c, 'a>, Skipped, String)>,
}

/// The function as planning sees it.
pub struct Function<'c, 'a> {
    pub blocks: Vec<BlockRef<'c, 'a>>,
    pub cfg: Rc<Cfg>,
    pub dom: Rc<Dominators>,
    /// Every value by key.
    pub values: FastMap<ValueKey, Value<'c, 'a>>,
    /// (block, position) of every block argument (its number) and top-level op result
    /// (after the arguments).
    pub sites: FastMap<ValueKey, (usize, usize)>,
    /// Users of every value: (user, operand index).
    users: FastMap<ValueKey, Vec<(OperationRef<'c, 'a>, usize)>>,
    /// (block, position) of every top-level op, by identity.
    op_sites: FastMap<usize, (usize, usize)>,
}

impl<'c, 'a> Function<'c, 'a> {
    pub fn of(function: &OperationRef<'c, 'a>, analyses: &FunctionAnalyses) -> Option<Self> {
        let region = kestrel_dialects::values::region(function, 0)?;
        let cfg = analyses.get::<Cfg>(function);
        let dom = analyses.get::<Dominators>(function);
        let size = kestrel_dialects::raw::body_size(function);
        let mut f = Self {
            blocks: Vec::with_capacity(cfg.len()),
            cfg,
            dom,
            values: FastMap::with_capacity_and_hasher(size.values, Default::default()),
            sites: FastMap::with_capacity_and_hasher(size.values, Default::default()),
            users: FastMap::with_capacity_and_hasher(size.values, Default::default()),
            op_sites: FastMap::with_capacity_and_hasher(size.ops, Default::default()),
        };
        let mut next = region.first_block();
        while let Some(block) = next {
            let index = f.blocks.len();
            f.blocks.push(block);
            for a in 0..block.argument_count() {
                if let Some(argument) = kestrel_dialects::values::argument(&block, a) {
                    f.values.insert(value_key(&argument), argument);
                    f.sites.insert(value_key(&argument), (index, a));
                }
            }
            let mut position = block.argument_count();
            let mut op_next = block.first_operation();
            while let Some(op) = op_next {
                for i in 0..op.operand_count() {
                    if let Some(value) = operand(&op, i) {
                        f.users.entry(value_key(&value)).or_default().push((op, i));
                    }
                }
                for r in 0..op.result_count() {
                    if let Some(value) = kestrel_dialects::values::result(&op, r) {
                        f.values.insert(value_key(&value), value);
                        f.sites.insert(value_key(&value), (index, position));
                    }
                }
                f.op_sites.insert(op_key(&op), (index, position));
                position += 1;
                op_next = op.next_in_block();
            }
            next = block.next_in_region();
        }
        Some(f)
    }

    /// True when `a` runs before `b` on every path reaching `b` (or is `b`).
    fn op_dominates(&self, a: &OperationRef, b: &OperationRef) -> bool {
        match (self.op_sites.get(&op_key(a)), self.op_sites.get(&op_key(b))) {
            (Some(&(block_a, at_a)), Some(&(block_b, at_b))) if block_a == block_b => at_a <= at_b,
            (Some(&(block_a, _)), Some(&(block_b, _))) => self.dom.dominates(block_a, block_b),
            _ => false,
        }
    }

    /// True when `op` (an op the planner saw) lies in a block dominating `block` and is not
    /// that block.
    pub fn dominates_block_of(&self, op: &OperationRef, block: Option<BlockRef>) -> bool {
        let Some(target) = block.and_then(|b| self.cfg.index(&b)) else {
            return false;
        };
        self.op_sites
            .get(&op_key(op))
            .is_some_and(|&(at, _)| at != target && self.dom.dominates(at, target))
    }

    /// True when `value` is defined in a block of `lp`.
    fn defined_in(&self, value: Value, lp: &Scope) -> bool {
        self.sites
            .get(&value_key(&value))
            .is_some_and(|&(block, _)| lp.contains(block))
    }

    /// True when `value` is defined outside `lp` at a point dominating the end of `preheader`.
    fn available(&self, value: Value, lp: &Scope, preheader: usize) -> bool {
        let Some(&(block, _)) = self.sites.get(&value_key(&value)) else {
            return false;
        };
        !lp.contains(block) && self.dom.dominates(block, preheader)
    }
}

/// The accesses of one loop body that share a base ([`crate::anchor::Group`]).
type Group<'c, 'a> = anchor::Group<'c, 'a>;

/// The induction-variable term of a variable part: `coefficient · X(iv)`, the coefficient a
/// constant or a loop-invariant polynomial (`n·X(i)` from `a[i * n]`).
struct IvTerm<'c, 'a> {
    iv: InductionVariable<'c, 'a>,
    /// `Some(signed)` when `X` is a sign (true) or zero extension of the variable.
    extension: Option<(bool, u32)>,
    coefficient: Poly,
}

impl IvTerm<'_, '_> {
    /// True when `other` is the same `X(iv)` (whatever the coefficient).
    fn same_variable(&self, other: &IvTerm) -> bool {
        value_key(&self.iv.value) == value_key(&other.iv.value) && self.extension == other.extension
    }
}

/// Plans every loop of `function`.
pub fn compute<'c, 'a>(
    function: &OperationRef<'c, 'a>,
    analyses: &FunctionAnalyses,
    f: &Function<'c, 'a>,
    settings: &Settings,
) -> Plan<'c, 'a> {
    let mut plan = Plan::default();
    let loops = analyses.get::<LoopForest>(function);
    let mut normalizer = analyses.normalizer(function);
    for lp in loops.scopes() {
        let lp = &lp;
        let groups = collect(f, lp, &mut normalizer);
        if groups.is_empty() {
            continue;
        }
        let mut ivs =
            induction_variables_at(f.blocks[lp.header], lp.header, &f.cfg, &|b| lp.contains(b));
        ivs.truncate(settings.iv_limit);
        let families = family::plan_families(f, lp, &ivs, &groups, settings, &mut normalizer);
        plan.reductions.extend(families.reductions);
        plan.refusals.extend(families.refusals);
        let groups: Vec<&Group> = groups
            .iter()
            .enumerate()
            .filter(|(index, _)| !families.taken.contains(index))
            .map(|(_, group)| group)
            .collect();
        let refuse = |group: &Group<'c, 'a>, (why, reason): Skip| {
            (
                group.uses[0].op,
                why,
                format!(
                    "{} access(es) of {} in the loop at block {} left alone: {reason}",
                    group.uses.len(),
                    anchor::describe_root(&group.root),
                    lp.header
                ),
            )
        };
        let mut candidates = Vec::new();
        for &group in &groups {
            match plan_group(f, lp, &ivs, group, settings, &mut normalizer) {
                Ok(_) if settings.level >= 2 && one_address(group) => plan.refusals.push(refuse(
                    group,
                    skip(
                        Skipped::OneAddress,
                        "every access uses one address value: nothing is shared, and carrying \
                         that one address is llc's loop strength reduction",
                    ),
                )),
                Ok(reduction)
                    if settings.level >= 2
                        && reduction.recurrence.is_some()
                        && profit::strength_reduced_by_llc(f, lp, &ivs, group) =>
                {
                    plan.refusals.push(refuse(
                        group,
                        skip(
                            Skipped::LlcStrengthReduces,
                            "every address is affine in an induction variable where LLVM sees \
                             it whole (64-bit arithmetic, or the variable plus constants): llc's \
                             loop strength reduction gives them one register and immediates",
                        ),
                    ))
                }
                Ok(reduction) => {
                    match rebuilt_entry_outweighs(f, lp, group, &reduction, settings) {
                        Some((cost, saved)) => plan.refusals.push(refuse(
                            group,
                            skip(
                                Skipped::EntryRebuilt,
                                format!(
                                    "no access runs first to copy the entry address from, so it \
                                 would be built from its normal form ({cost} op(s)) on every \
                                 iteration of the enclosing loop, more than one iteration saves \
                                 ({saved} op(s))"
                                ),
                            ),
                        )),
                        None => candidates.push((group, reduction)),
                    }
                }
                Err(reason) => plan.refusals.push(refuse(group, reason)),
            }
        }
        // Profit (level 2, see [`profit`]): groups often share address arithmetic
        // (`sext(tid + i)` indexes every array), which dies only when all of them move; so
        // the loop's candidates are judged together first, then one by one. Arrays that
        // advance with one counter form a family, judged as a whole in SASS instructions.
        let created = |r: &Reduction| r.recurrence.as_ref().map_or(0, |r| r.latches.len());
        // Families matter only to level 2's conditions; below it every candidate is taken.
        let family = if settings.level >= 2 {
            profit::families(&candidates)
        } else {
            vec![None; candidates.len()]
        };
        let mut family_pays: FastMap<usize, (usize, usize)> = FastMap::default();
        let mut alone: Vec<&Group> = Vec::new();
        let mut alone_created = 0;
        for ((group, reduction), family) in candidates.iter().zip(&family) {
            match family {
                Some(family) => {
                    let entry = family_pays.entry(*family).or_default();
                    entry.0 += profit::dead_ops(f, lp, &[group]);
                    entry.1 +=
                        created(reduction) * profit::increment_cost(normalizer.layout(), group);
                }
                None => {
                    alone.push(group);
                    alone_created += created(reduction);
                }
            }
        }
        let together = settings.level < 2 || profit::dead_ops(f, lp, &alone) > alone_created;
        for ((group, reduction), family) in candidates.into_iter().zip(family) {
            if let Some(family) = family {
                let (saved, increments) = family_pays[&family];
                if saved > increments {
                    plan.reductions.push(reduction);
                } else {
                    plan.refusals.push(refuse(
                        group,
                        skip(
                            Skipped::NotProfitable,
                            format!(
                                "its arrays advance with one counter, which ptxas keeps for all \
                                 of them; their anchors' {increments} increment instruction(s) \
                                 per iteration would replace {saved} op(s)"
                            ),
                        ),
                    ));
                }
                continue;
            }
            let saved = profit::dead_ops(f, lp, &[group]);
            if together || saved > created(&reduction) {
                plan.reductions.push(reduction);
            } else {
                plan.refusals.push(refuse(
                    group,
                    skip(
                        Skipped::NotProfitable,
                        format!(
                            "the loop body would keep {} op(s) per iteration for {saved} saved",
                            created(&reduction)
                        ),
                    ),
                ));
            }
        }
    }
    plan
}

/// Level 2: the ops that rebuilding `reduction`'s entry value from the normal form costs on
/// every iteration of an enclosing loop ([`profit::rebuilt_entry_cost`]) and the ops one
/// iteration of `lp` saves, when the first is more: with a short inner loop (a filter row's
/// taps) the rebuild is most of the work.
fn rebuilt_entry_outweighs(
    f: &Function,
    lp: &Scope,
    group: &Group,
    reduction: &Reduction,
    settings: &Settings,
) -> Option<(usize, usize)> {
    if settings.level < 2 {
        return None;
    }
    let cost = profit::rebuilt_entry_cost(lp, reduction)?;
    let saved = profit::dead_ops(f, lp, &[group]);
    (cost > saved).then_some((cost, saved))
}

/// Phase 2: the accesses of `lp`'s own body (not of inner loops), grouped by base.
fn collect<'c, 'a>(
    f: &Function<'c, 'a>,
    lp: &Scope,
    normalizer: &mut Normalizer,
) -> Vec<Group<'c, 'a>> {
    let mut groups = Grouping::default();
    for &block in lp.body() {
        let mut next = f.blocks[block].first_operation();
        let mut next_position = 0;
        while let Some(op) = next {
            next = op.next_in_block();
            let position = next_position;
            next_position += 1;
            let Some((operand_index, access)) = MemoryAccess::with_index(&op) else {
                continue;
            };
            let address = access.address();
            let Some(space) = pointer_address_space(address.r#type()) else {
                continue;
            };
            let decomposed = normalizer.address(address);
            let base = Base {
                root: decomposed.root,
                root_space: decomposed.root_space,
                space,
                pointer_type: address.r#type(),
                variable: decomposed.offset.variable_part(),
            };
            let u = anchor::Use {
                op,
                operand: operand_index,
                block,
                position,
                address,
                offset: decomposed.offset.constant_term(),
                pass: (),
            };
            groups.add(base, u);
        }
    }
    groups.into_groups()
}

crate::refusals! {
    /// Why base-addr-strength-reduce leaves a loop's group of accesses sharing a base alone:
    /// the spec's threshold, `[reg+imm]` range, negative-offset (aggressiveness) and
    /// induction-variable conditions, where the anchor would live, and profit at level 2.
    pub enum Skipped {
        /// Fewer than the spec's threshold of accesses share the base.
        BelowThreshold = "below-threshold": "fewer accesses share the base than the pass's threshold",
        /// No single preheader or latch branch can take the anchor.
        NoPlaceForTheAnchor = "no-place-for-the-anchor": "the loop has no preheader or latch branch that can carry the anchor",
        /// Part of the base is computed inside the loop and is no induction variable.
        BaseNotAvailable = "base-not-available": "the base is not available before the loop",
        /// One anchor must reach every access with a PTX immediate.
        OffsetsTooFarApart = "offsets-too-far-apart": "the offsets are too far apart for [reg+imm] addressing",
        /// The spec's negative-sign-bit condition (`base-address-strength-reduce-aggressiveness`).
        NegativeOffset = "negative-offset": "an offset is negative and the aggressiveness or the base does not allow it",
        /// The addresses are loop-invariant already: nothing to hoist.
        AlreadyHoisted = "already-hoisted": "every address is already computed before the loop",
        /// More than one induction variable, several entering values, or the chain variant off.
        InductionVariable = "induction-variable": "the base's induction variable cannot carry the anchor (several of them, several entering values, or the chain variant off)",
        /// An extended induction variable whose increment may wrap.
        IncrementMayWrap = "increment-may-wrap": "the induction variable is extended and its increment may wrap",
        /// Level 2: one address value, llc's loop strength reduction's case.
        OneAddress = "one-address": "every access uses one address value: llc's loop strength reduction covers it",
        /// Level 2: carried addresses llc's loop strength reduction makes the same way.
        LlcStrengthReduces = "llc-strength-reduces": "every address is affine in an induction variable where LLVM sees it whole: llc's loop strength reduction covers it",
        /// Level 2: an entry value built from the normal form in an enclosing loop costs
        /// more than an iteration saves.
        EntryRebuilt = "entry-rebuilt": "the carried anchor's entry value would be rebuilt from its normal form on every iteration of an enclosing loop, costing more than an iteration saves",
        /// Level 2: the anchor's increments cost more than the ops they replace.
        NotProfitable = "not-profitable": "the anchor would keep at least as many ops per iteration as it saves",
    }
}

/// A refusal and the sentence its dump remark says, with the group's numbers.
type Skip = (Skipped, String);

fn skip(why: Skipped, reason: impl Into<String>) -> Skip {
    (why, reason.into())
}

/// Phases 3 and 5: the anchor of one group and whether it may be built, or why not.
fn plan_group<'c, 'a>(
    f: &Function<'c, 'a>,
    lp: &Scope,
    ivs: &[InductionVariable<'c, 'a>],
    group: &Group<'c, 'a>,
    settings: &Settings,
    normalizer: &mut Normalizer,
) -> Result<Reduction<'c, 'a>, Skip> {
    if group.uses.len() < THRESHOLD {
        return Err(skip(
            Skipped::BelowThreshold,
            format!("fewer than {THRESHOLD} accesses share the base"),
        ));
    }
    let preheader = entering_block(f, lp).ok_or_else(|| {
        skip(
            Skipped::NoPlaceForTheAnchor,
            "the loop has more than one entering block",
        )
    })?;
    let preheader_terminator = f.blocks[preheader].terminator().ok_or_else(|| {
        skip(
            Skipped::NoPlaceForTheAnchor,
            "the preheader has no terminator",
        )
    })?;
    let root = root_source(f, lp, preheader, group, normalizer).ok_or_else(|| {
        skip(
            Skipped::BaseNotAvailable,
            "the base pointer is not available before the loop",
        )
    })?;
    let (invariant, iv_term) = split_variable_part(f, lp, preheader, ivs, group)?;
    let span = Span::of(group.uses.iter().map(|u| u.offset));
    let Span { min, max } = span;
    if !span.fits_immediate() {
        return Err(skip(
            Skipped::OffsetsTooFarApart,
            format!("offsets {min}..{max} are too far apart"),
        ));
    }
    if min < 0 {
        if settings.aggressiveness <= 1 {
            return Err(skip(
                Skipped::NegativeOffset,
                format!(
                    "offset {min} is negative (base-address-strength-reduce-aggressiveness <= 1)"
                ),
            ));
        }
        if iv_term.is_some() {
            return Err(skip(
                Skipped::NegativeOffset,
                format!("offset {min} is negative and the base is not loop-invariant"),
            ));
        }
    }
    let mut start = span.anchor_offset(&invariant);
    let recurrence = match &iv_term {
        None => None,
        Some(term) => Some(plan_recurrence(f, lp, term, settings, &mut start)?),
    };
    if recurrence.is_some() && !passes_to_once(&preheader_terminator, &f.blocks[lp.header]) {
        return Err(skip(
            Skipped::NoPlaceForTheAnchor,
            "the preheader's branch cannot carry the anchor",
        ));
    }
    let start_copy = match (&iv_term, &recurrence) {
        (Some(term), Some(recurrence)) => {
            copy_of_first_access(f, lp, preheader, group, term, &recurrence.latches, min)
        }
        _ => None,
    };
    if recurrence.is_none()
        && group
            .uses
            .iter()
            .all(|u| f.available(u.address, lp, preheader))
    {
        return Err(skip(
            Skipped::AlreadyHoisted,
            "every address is already computed before the loop",
        ));
    }
    let anchor = group
        .uses
        .iter()
        .find(|u| u.offset == min)
        .map(|u| u.op)
        .unwrap_or(group.uses[0].op);
    let cast_to = (group.space != group.root_space).then(|| group.pointer_type.to_string());
    let bucket = match group.root {
        Root::Global(_) => "pointer-to-global",
        _ => "value",
    };
    let describe = format!(
        "{} accesses of {} ({bucket} bucket) in the loop at block {}: anchor at offset {min} (offsets {min}..{max}), {}",
        group.uses.len(),
        anchor::describe_root(&group.root),
        lp.header,
        match (&recurrence, &start_copy) {
            (Some(r), Some(copy)) => format!(
                "advanced with {}, entering as a copy of the address at offset {}",
                r.induction_variable,
                min - copy.adjust
            ),
            (Some(r), None) => format!("advanced with {}", r.induction_variable),
            (None, _) => "loop-invariant".to_string(),
        }
    );
    Ok(Reduction {
        preheader_terminator,
        root,
        cast_to,
        start,
        recurrence,
        start_copy,
        uses: group.uses.iter().map(|u| span.rewrite(u, u.op)).collect(),
        shifted: Vec::new(),
        anchor,
        describe,
    })
}

/// The variable part of a group's base split into loop-invariant terms and at most one
/// induction-variable term.
fn split_variable_part<'c, 'a>(
    f: &Function<'c, 'a>,
    lp: &Scope,
    preheader: usize,
    ivs: &[InductionVariable<'c, 'a>],
    group: &Group<'c, 'a>,
) -> Result<(Poly, Option<IvTerm<'c, 'a>>), Skip> {
    let width = group.variable.width();
    let mut invariant = Poly::zero(width);
    let mut iv_term: Option<IvTerm> = None;
    for (monomial, coefficient) in group.variable.terms() {
        let (outside, inside): (Vec<&Atom>, Vec<&Atom>) = monomial
            .iter()
            .partition(|atom| atom_available(f, atom, lp, preheader));
        if inside.is_empty() {
            invariant = invariant.add(&monomial_poly(width, monomial).scale(coefficient));
            continue;
        }
        // One factor computed in the loop, an induction variable; the others, if any, form a
        // loop-invariant coefficient.
        let term = match inside.as_slice() {
            [atom] => iv_of(atom, ivs, width),
            _ => None,
        }
        .ok_or_else(|| {
            skip(
                Skipped::BaseNotAvailable,
                "the base depends on a value computed in the loop",
            )
        })?;
        let factor: Monomial = outside.into_iter().cloned().collect();
        let coefficient = monomial_poly(width, &factor).scale(coefficient);
        iv_term = Some(match iv_term {
            None => IvTerm {
                coefficient,
                ..term
            },
            Some(earlier) if earlier.same_variable(&term) => IvTerm {
                coefficient: earlier.coefficient.add(&coefficient),
                ..earlier
            },
            Some(_) => {
                return Err(skip(
                    Skipped::InductionVariable,
                    "the base depends on more than one induction variable (not done)",
                ));
            }
        });
    }
    Ok((invariant, iv_term))
}

/// The recurrence that carries an anchor advancing with `term`'s induction variable; adds
/// the variable's entering value to `start`.
fn plan_recurrence<'c, 'a>(
    f: &Function<'c, 'a>,
    lp: &Scope,
    term: &IvTerm<'c, 'a>,
    settings: &Settings,
    start: &mut Poly,
) -> Result<Recurrence<'c, 'a>, Skip> {
    let width = start.width();
    if !settings.chain || settings.max_iv == 0 {
        return Err(skip(
            Skipped::InductionVariable,
            "the base advances with an induction variable and the chain variant is off",
        ));
    }
    let [entry] = term.iv.starts.as_slice() else {
        return Err(skip(
            Skipped::InductionVariable,
            "the induction variable has several entering values",
        ));
    };
    if let Some((signed, _)) = term.extension
        && !increments_cannot_wrap(f, lp, &term.iv, signed)
    {
        return Err(skip(
            Skipped::IncrementMayWrap,
            format!(
                "the induction variable is extended and its increment is not {}",
                if signed { "nsw" } else { "nuw" }
            ),
        ));
    }
    let times_coefficient = |x: Poly| {
        x.mul(&term.coefficient).ok_or_else(|| {
            skip(
                Skipped::InductionVariable,
                "the induction variable's coefficient has too many terms",
            )
        })
    };
    *start = start.add(&times_coefficient(extended(
        f,
        *entry,
        term.extension,
        width,
    ))?);
    let step = times_coefficient(extended(f, term.iv.step, term.extension, width))?;
    let header = f.blocks[lp.header];
    let mut latches = Vec::new();
    for &latch in &lp.latches {
        let terminator = f.blocks[latch]
            .terminator()
            .ok_or_else(|| skip(Skipped::NoPlaceForTheAnchor, "a latch has no terminator"))?;
        if !passes_to_once(&terminator, &header) {
            return Err(skip(
                Skipped::NoPlaceForTheAnchor,
                "a latch's branch cannot carry the anchor",
            ));
        }
        latches.push(terminator);
    }
    Ok(Recurrence {
        header,
        step,
        latches,
        induction_variable: format!("argument #{} of block {}", term.iv.argument, lp.header),
    })
}

/// The entry value as a copy of the address of an access that runs before every other
/// access of the group and every latch's branch ([`entry_copy`]), when there is one.
fn copy_of_first_access<'c, 'a>(
    f: &Function<'c, 'a>,
    lp: &Scope,
    preheader: usize,
    group: &Group<'c, 'a>,
    term: &IvTerm<'c, 'a>,
    latches: &[OperationRef<'c, 'a>],
    min: i128,
) -> Option<StartCopy<'c, 'a>> {
    let [entry] = term.iv.starts.as_slice() else {
        return None;
    };
    // An access dominating all others is the last one a scan finds dominating the one kept
    // so far (op dominance is a tree order), so one pass finds the candidate and one checks it.
    let source = group.uses.iter().fold(&group.uses[0], |kept, u| {
        if f.op_dominates(&u.op, &kept.op) {
            u
        } else {
            kept
        }
    });
    let runs_first = group.uses.iter().all(|o| f.op_dominates(&source.op, &o.op))
        && latches.iter().all(|t| f.op_dominates(&source.op, t));
    if !runs_first {
        return None;
    }
    let in_loop = |op: &OperationRef| {
        f.op_sites
            .get(&op_key(op))
            .is_some_and(|&(block, _)| lp.contains(block))
    };
    entry_copy::plan(
        source.address,
        term.iv.value,
        *entry,
        min - source.offset,
        &|v| f.available(v, lp, preheader),
        &in_loop,
    )
}

/// The preheader, or else the one block outside `lp` branching to its header (the anchor's
/// dominating point; computing it there when the loop is skipped is harmless).
fn entering_block(f: &Function, lp: &Scope) -> Option<usize> {
    if lp.preheader.is_some() {
        return lp.preheader;
    }
    let entering: Vec<usize> = f
        .cfg
        .predecessors(lp.header)
        .iter()
        .copied()
        .filter(|p| !lp.contains(*p))
        .collect::<FastSet<_>>()
        .into_iter()
        .collect();
    match entering.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

/// True when `terminator` is an `llvm.br` or `llvm.cond_br` reaching `target` on exactly one
/// of its successors.
fn passes_to_once(terminator: &OperationRef, target: &BlockRef) -> bool {
    let name = terminator.name();
    if !matches!(
        name.as_string_ref().as_str(),
        Ok(names::BR) | Ok(names::COND_BR)
    ) {
        return false;
    }
    successor_operands(terminator).is_some_and(|edges| {
        edges
            .iter()
            .filter(|(b, _)| block_key(b) == block_key(target))
            .count()
            == 1
    })
}

/// True when every access of `group` reads or writes through the same SSA address (a load
/// and the store back to it): the body already computes that address once per iteration.
fn one_address(group: &Group) -> bool {
    group
        .uses
        .windows(2)
        .all(|w| value_key(&w[0].address) == value_key(&w[1].address))
}
