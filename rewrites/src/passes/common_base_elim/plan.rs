//! Planning one round of common-base-elim over a function: which uses of which addresses are
//! rebased on which hoisted base, and how that base is built. The plan holds keys only; the
//! IR is read, never changed, here.
//!
//! 1. Uses: the address operand of every load, store, `atomicrmw` and `cmpxchg`, and every
//!    pointer a branch passes to a block argument (the base then flows through the join).
//! 2. Grouping: each address is decomposed ([`Normalizer::address`]) into root and byte
//!    offset; uses with the same root, root and use address spaces, and variable part of the
//!    offset form a group, so SCEV-equal addresses written differently meet, and so do
//!    addresses of one global reached through different local pointers; extensions a
//!    constant apart agree where the access facts in scope at the use allow
//!    ([`AccessFacts`]). Allocas that may
//!    share one entry-block clone ([`super::allocas`]) count as one root.
//! 3. Per group: the nearest common dominator of the uses' blocks (no further up than
//!    `scev-cgp-idom-level-limit` from any use, at most `scev-cgp-cross-block-limit` bases per
//!    block); the anchor `root + variable part + minimum offset`, built from expressions that
//!    are available there and safe (below); every use becomes `anchor + (offset - minimum)`.
//!    A new anchor is not built inside a loop that every address of the group is computed
//!    before ([`every_address_hoisted_from_its_loop`]): it would run on every iteration.
//!
//! Safety of the anchor ([`crate::anchor`]'s argument, point 2): it may only use expressions
//! that cannot be poison when a rebased use's original address is not — those computed by
//! every use's own address chain ([`safe_expressions`]), those of a memory access in the
//! dominator block that executes before all uses, and, when the anchor goes before the
//! dominator's terminator, those its conditional branch depends on through poison-propagating
//! ops ([`branch_guarded`]: past the branch they were not poison).

mod groups;

use super::allocas::Clusters;
use crate::analysis::fast_hash::{FastMap, FastSet};
use crate::anchor::{
    self, Recipe, Source, Span,
    build::is_constant_index,
    describe_root,
    exprs::{ExprId, Exprs, Site},
    recipe::builder::Builder,
};
use crate::{
    analysis::{
        access_facts::{AccessFacts, At, POISON_PROPAGATING_ARITHMETIC, Scope, Walks},
        address::{Normalizer, Poly, Root},
        cfg::{Cfg, as_block_argument},
        loops::{self, InductionVariable, LoopForest, induction_variables_at},
        manager::{Dominators, FunctionAnalyses},
    },
    engine::Remarks,
};
pub use groups::LeftAlone;
use groups::{GroupScope, PointScope, Refusal, access_facts, address_uses, collect_groups};
use kestrel_dialects::{
    AddressSpace, Gep, MemoryAccess,
    keys::{BlockKey, OpKey, ValueKey, block_key, op_key, value_key},
    names, pointer_address_space,
    values::{defining_op, operand},
};
use melior::ir::{
    BlockLike, BlockRef, OperationRef, RegionLike, Value, ValueLike, operation::OperationLike,
};
use std::{cell::RefCell, rc::Rc};

/// The knobs planning reads.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    pub min_uses: usize,
    /// `cbe-min-uses-apart` ([`few_uses_apart`]).
    pub min_uses_apart: usize,
    pub max_depth: usize,
    pub clone_allocas: bool,
    pub cross_block_limit: usize,
    pub idom_level_limit: usize,
}

/// What one round does: alloca merges first (they change roots, so rebasing waits for the
/// next round), otherwise rebases.
#[derive(Debug, Default)]
pub struct Plan {
    pub merges: Vec<AllocaMerge>,
    pub rebases: Vec<Rebase>,
    /// Why each group was left alone, when the plan is quiescent (the last round's verdict,
    /// counted once per group however many rounds ran).
    pub refused: Vec<LeftAlone>,
}

impl Plan {
    /// True when the round has nothing to do.
    pub fn is_quiescent(&self) -> bool {
        self.merges.is_empty() && self.rebases.is_empty()
    }
}

/// Allocas to replace by one clone in the entry block.
#[derive(Debug)]
pub struct AllocaMerge {
    /// The allocas, first one cloned.
    pub allocas: Vec<OpKey>,
    /// A use, for the remark's position.
    pub first_use: OpKey,
}

/// One use to redirect: operand `operand` of `op` becomes `anchor + delta` (a key: the plan
/// outlives no round, but holds no handles).
pub type UseRewrite = anchor::UseRewrite<OpKey>;

/// One group's rewrite.
#[derive(Clone, Debug)]
pub struct Rebase {
    pub dominator: BlockKey,
    pub dominator_index: usize,
    /// The anchor is inserted right before this op.
    pub insert_before: OpKey,
    pub recipe: Recipe,
    /// Sorted by (block, position).
    pub uses: Vec<UseRewrite>,
    pub first_use: OpKey,
    pub root: String,
    pub group_size: usize,
    pub min: i128,
    pub max: i128,
}

/// What this pass records of a use besides [`anchor::Use`].
#[derive(Clone, Debug)]
struct UseInfo {
    /// A memory access (true) or a pointer passed to a block argument (false).
    memory: bool,
    local_base: ValueKey,
    chain: Vec<ExprId>,
    /// The alloca the address is really rooted at, when its root is a clustered alloca.
    alloca: Option<ValueKey>,
}

/// One use of an address, while planning.
type Use<'c, 'a> = anchor::Use<'c, 'a, UseInfo>;

/// A group of uses, while planning (its pointer type is printed only for the rare cast back
/// to it).
type Group<'c, 'a> = anchor::Group<'c, 'a, UseInfo>;

/// The function as planning sees it.
struct Function<'c, 'a> {
    blocks: Vec<BlockRef<'c, 'a>>,
    cfg: Rc<Cfg>,
    dom: Rc<Dominators>,
    /// (block, position) of every top-level op.
    sites: FastMap<OpKey, (usize, usize)>,
    values: FastMap<ValueKey, Value<'c, 'a>>,
    /// [`Function::local_base`] of every value asked so far and of every value on its way.
    local_bases: RefCell<FastMap<ValueKey, ValueKey>>,
}

impl<'c, 'a> Function<'c, 'a> {
    fn of(function: &OperationRef<'c, 'a>, analyses: &FunctionAnalyses) -> Option<Self> {
        let region = kestrel_dialects::values::region(function, 0)?;
        let cfg = analyses.get::<Cfg>(function);
        let dom = analyses.get::<Dominators>(function);
        let mut blocks = Vec::new();
        let mut next = region.first_block();
        while let Some(block) = next {
            blocks.push(block);
            next = block.next_in_region();
        }
        let size = kestrel_dialects::raw::body_size(function);
        let mut sites = FastMap::with_capacity_and_hasher(size.ops, Default::default());
        let mut values = FastMap::with_capacity_and_hasher(size.values, Default::default());
        for (index, block) in blocks.iter().enumerate() {
            for a in 0..block.argument_count() {
                if let Some(argument) = kestrel_dialects::values::argument(block, a) {
                    values.insert(value_key(&argument), argument);
                }
            }
            let mut position = 0;
            let mut next = block.first_operation();
            while let Some(op) = next {
                sites.insert(op_key(&op), (index, position));
                for r in 0..op.result_count() {
                    if let Some(value) = kestrel_dialects::values::result(&op, r) {
                        values.insert(value_key(&value), value);
                    }
                }
                position += 1;
                next = op.next_in_block();
            }
        }
        Some(Self {
            blocks,
            cfg,
            dom,
            sites,
            values,
            local_bases: RefCell::new(FastMap::default()),
        })
    }

    /// `pointer` without its trailing constant-offset `getelementptr`s: what PTX keeps in a
    /// register when the constants fold into `[reg+imm]`. Memoized: a chain of such GEPs is
    /// walked once per function, however many of its links are used (a walk per use is
    /// quadratic in its depth).
    fn local_base(&self, pointer: Value) -> ValueKey {
        let mut memo = self.local_bases.borrow_mut();
        let mut walked = Vec::new();
        let mut current = pointer;
        let base = loop {
            let key = value_key(&current);
            if let Some(&base) = memo.get(&key) {
                break base;
            }
            walked.push(key);
            match constant_offset_base(current) {
                Some(base) => current = base,
                None => break key,
            }
        };
        for key in walked {
            memo.insert(key, base);
        }
        base
    }

    /// Where `value` is defined, when at the function's top level.
    fn site(&self, value: Value) -> Option<Site> {
        if let Some((block, _)) = as_block_argument(value) {
            let index = self.cfg.index(&block)?;
            return Some(Site {
                block: index,
                position: 0,
            });
        }
        let op = defining_op(value)?;
        let &(block, position) = self.sites.get(&op_key(&op))?;
        Some(Site {
            block,
            position: position + 1,
        })
    }

    /// True when a value defined at `site` is available right before the op at
    /// (`block`, `position`).
    fn available(&self, site: Site, block: usize, position: usize) -> bool {
        if site.block == block {
            site.position <= position
        } else {
            self.dom.strictly_dominates(site.block, block)
        }
    }
}

/// Computes the plan of one round. `anchors` counts the bases already placed per block this
/// application (for `scev-cgp-cross-block-limit`). With `remarks`, refusals are reported when
/// the plan turns out quiescent.
pub fn compute(
    function: &OperationRef,
    analyses: &FunctionAnalyses,
    settings: &Settings,
    anchors: &FastMap<BlockKey, usize>,
    remarks: Option<&Remarks>,
) -> Plan {
    let Some(f) = Function::of(function, analyses) else {
        return Plan::default();
    };
    let reachable: Vec<bool> = (0..f.cfg.len()).map(|b| f.dom.contains(b)).collect();
    let clusters = if settings.clone_allocas {
        Clusters::of(&f.blocks, &f.cfg, &reachable)
    } else {
        Clusters::default()
    };
    let mut normalizer = analyses.normalizer_at(function, settings.max_depth);
    let loops = analyses.get::<LoopForest>(function);
    let induction_variables = RefCell::new(FastMap::default());
    let mut exprs = Exprs::default();
    let addresses = address_uses(&f);
    let facts = access_facts(&addresses, &mut normalizer);
    let groups = collect_groups(
        &f,
        &addresses,
        &clusters,
        &facts,
        &mut normalizer,
        &mut exprs,
    );
    let mut plan = Plan::default();
    let mut refusals: Vec<(OperationRef, LeftAlone, String)> = Vec::new();
    let mut placed: FastMap<BlockKey, usize> = anchors.clone();
    let mut merged: FastSet<OpKey> = FastSet::default();
    for group in &groups {
        if group.uses.len() < settings.min_uses || distinct_local_bases(&group.uses) < 2 {
            continue;
        }
        let describe = |reason: &str| {
            format!(
                "Common Base Elimination: {} address uses of {} left alone: {reason}",
                group.uses.len(),
                describe_root(&group.root)
            )
        };
        // Clusters exist only with cbe-clone-allocas; without it such uses never group.
        let allocas: FastSet<ValueKey> = group.uses.iter().filter_map(|u| u.alloca).collect();
        if allocas.len() > 1 {
            let mut ops: Vec<OpKey> = allocas.iter().filter_map(|&a| clusters.op(a)).collect();
            ops.sort_by_key(|op| f.sites.get(op).copied());
            // An alloca goes into one clone per round; overlapping groups wait a round.
            if ops.iter().any(|op| merged.contains(op)) {
                continue;
            }
            merged.extend(ops.iter().copied());
            plan.merges.push(AllocaMerge {
                allocas: ops,
                first_use: op_key(&group.uses[0].op),
            });
            continue;
        }
        if !plan.merges.is_empty() {
            continue;
        }
        let context = Context {
            f: &f,
            loops: &loops,
            induction_variables: &induction_variables,
            exprs: &exprs,
            clusters: &clusters,
            facts: &facts,
        };
        match plan_rebase(group, &context, settings, &placed, &mut normalizer) {
            Ok(rebase) => {
                *placed.entry(rebase.dominator).or_default() += 1;
                plan.rebases.push(rebase);
            }
            Err(Refusal::Silent) => {}
            Err(Refusal::Because(why, reason)) => {
                refusals.push((group.uses[0].op, why, describe(&reason)));
            }
        }
    }
    if !plan.merges.is_empty() {
        plan.rebases.clear();
    }
    if plan.is_quiescent() {
        for (op, why, message) in refusals {
            if let Some(remarks) = remarks {
                remarks.emit(&op, message);
            }
            plan.refused.push(why);
        }
    }
    plan
}

/// The first op of every block, for the progress remarks.
pub fn block_heads<'c, 'a>(function: &OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut heads = Vec::new();
    let Some(region) = kestrel_dialects::values::region(function, 0) else {
        return heads;
    };
    let mut next = region.first_block();
    while let Some(block) = next {
        if let Some(op) = block.first_operation() {
            heads.push(op);
        }
        next = block.next_in_region();
    }
    heads
}

/// The address operands of `op` this pass may redirect: (operand index, is a memory access).
/// Those are an access's address ([`MemoryAccess::with_index`]) and, unlike in the other
/// address passes, the pointers a branch passes to its successors' block arguments.
fn address_operands(op: &OperationRef) -> Vec<(usize, bool)> {
    if let Some((index, _)) = MemoryAccess::with_index(op) {
        return vec![(index, true)];
    }
    let name = op.name();
    let first = match name.as_string_ref().as_str().unwrap_or("") {
        names::BR => 0,
        // Operand 0 is the condition or the switch value; the rest go to successors.
        names::COND_BR | names::SWITCH => 1,
        _ => return Vec::new(),
    };
    (first..op.operand_count())
        .filter(|&i| operand(op, i).is_some_and(|v| pointer_address_space(v.r#type()).is_some()))
        .map(|i| (i, false))
        .collect()
}

/// The base of `pointer` when it is a `getelementptr` whose indices are all constant.
fn constant_offset_base<'c: 'a, 'a>(pointer: Value<'c, 'a>) -> Option<Value<'c, 'a>> {
    let gep = Gep::of(defining_op(pointer)?)?;
    gep.indices()
        .is_some_and(|indices| indices.iter().all(is_constant_index))
        .then(|| gep.base())?
}

fn distinct_local_bases(uses: &[Use]) -> usize {
    let bases: FastSet<ValueKey> = uses.iter().map(|u| u.local_base).collect();
    bases.len()
}

/// What planning a group reads about the function.
struct Context<'f, 'c, 'a> {
    f: &'f Function<'c, 'a>,
    loops: &'f LoopForest,
    /// The basic induction variables of each loop asked about, by header: the groups of a
    /// loop share them.
    induction_variables: &'f RefCell<FastMap<usize, Rc<[InductionVariable<'c, 'a>]>>>,
    exprs: &'f Exprs,
    clusters: &'f Clusters,
    facts: &'f AccessFacts,
}

/// Plans the rewrite of one group, or says why not.
fn plan_rebase(
    group: &Group,
    context: &Context,
    settings: &Settings,
    placed: &FastMap<BlockKey, usize>,
    normalizer: &mut Normalizer,
) -> Result<Rebase, Refusal> {
    let (f, exprs) = (context.f, context.exprs);
    let members = within_idom_level_limit(group, f, settings.idom_level_limit);
    if members.len() < settings.min_uses {
        return Err(Refusal::Because(
            LeftAlone::IdomLevelLimit,
            format!(
                "their common dominator is more than {} dominator-tree level(s) above them (scev-cgp-idom-level-limit)",
                settings.idom_level_limit
            ),
        ));
    }
    let uses: Vec<&Use> = members.iter().map(|&i| &group.uses[i]).collect();
    if uses
        .iter()
        .map(|u| u.local_base)
        .collect::<FastSet<_>>()
        .len()
        < 2
    {
        return Err(Refusal::Silent);
    }
    let dominator = f
        .dom
        .nearest_common_dominator_of(uses.iter().map(|u| u.block))
        .ok_or(Refusal::Silent)?;
    if strength_reduced_by_llvm(&uses, dominator, context) {
        return Err(Refusal::Because(
            LeftAlone::LlcStrengthReduces,
            "every address is affine in an induction variable of their loop where LLVM sees it \
             whole: llc's loop strength reduction gives them one register and immediates"
                .to_string(),
        ));
    }
    if let Some(header) = loop_between(&uses, dominator, context) {
        return Err(Refusal::Because(
            LeftAlone::HeldThroughLoop,
            format!(
                "an anchor in block {dominator} would stay live through the loop at block \
                 {header}, which uses none of it, to reach uses after that loop"
            ),
        ));
    }
    if few_uses_apart(&uses, group.root_space, settings.min_uses_apart, context) {
        return Err(Refusal::Because(
            LeftAlone::FewUsesApart,
            format!(
                "{} uses outside loops, each alone in its block (fewer than \
                 cbe-min-uses-apart): an anchor in block {dominator} would hold a 64-bit \
                 pointer across them to save a few ops run once",
                uses.len()
            ),
        ));
    }
    let dominator_key = block_key(&f.blocks[dominator]);
    if placed.get(&dominator_key).copied().unwrap_or(0) >= settings.cross_block_limit {
        return Err(Refusal::Because(
            LeftAlone::CrossBlockLimit,
            format!(
                "block {dominator} already holds {} common base(s) (scev-cgp-cross-block-limit)",
                settings.cross_block_limit
            ),
        ));
    }
    let span = Span::of(uses.iter().map(|u| u.offset));
    let Span { min, max } = span;
    if !span.fits_immediate() {
        return Err(Refusal::Because(
            LeftAlone::OffsetsTooFarApart,
            format!("offsets {min}..{max} are too far apart for [reg+imm] addressing"),
        ));
    }
    // Insert before the first use in the dominator, or before its terminator.
    let first_here = uses
        .iter()
        .filter(|u| u.block == dominator)
        .min_by_key(|u| u.position);
    let (insert_before, position, leader) = match first_here {
        Some(first) => (
            op_key(&first.op),
            first.position,
            first.memory.then_some(*first),
        ),
        None => {
            let terminator = f.blocks[dominator].terminator().ok_or(Refusal::Silent)?;
            let &(_, position) = f.sites.get(&op_key(&terminator)).ok_or(Refusal::Silent)?;
            (op_key(&terminator), position, None)
        }
    };
    let mut safe = safe_expressions(&uses, leader);
    if first_here.is_none() {
        // The anchor goes before the terminator and every use runs after it.
        safe.extend(branch_guarded(f, dominator, exprs));
    }
    let target = span.anchor_offset(&group.variable);
    let scope = GroupScope {
        uses: uses
            .iter()
            .map(|u| PointScope {
                dom: &f.dom,
                block: u.block,
                position: u.position,
            })
            .collect(),
    };
    let available = |site: Site| f.available(site, dominator, position);
    let root_of = |root: Root| match root {
        Root::Alloca(key) => Root::Alloca(context.clusters.representative(key).unwrap_or(key)),
        other => other,
    };
    let canonical = |poly: &Poly| context.facts.canonical(poly, &scope);
    // Each use on its own: the anchor's index need only agree with the uses' extension at
    // each use, so a fact any access before that use established will do.
    let non_negative = |poly: &Poly| {
        scope
            .uses
            .iter()
            .all(|u| context.facts.is_non_negative(poly, u))
    };
    let mut builder = Builder::new(
        exprs,
        &f.values,
        &available,
        &root_of,
        &canonical,
        &safe,
        &non_negative,
    );
    let recipe = builder.recipe(group, &target, normalizer).ok_or_else(|| {
        Refusal::Because(
            LeftAlone::BaseNotAvailable,
            format!("no base can be built in block {dominator} from values available there"),
        )
    })?;
    if recipe.created_ops() > 0 && every_address_hoisted_from_its_loop(&uses, dominator, context) {
        return Err(Refusal::Because(
            LeftAlone::AlreadyHoisted,
            format!(
                "every address is computed before the loop block {dominator} is in: a new \
                 anchor there would cost ops on every iteration"
            ),
        ));
    }
    // Uses already at a constant distance from an existing anchor stay as they are.
    let anchor_base = match (recipe.base, recipe.steps.is_empty(), &recipe.cast_to) {
        (Source::Value(value), true, None) => f.values.get(&value).map(|v| f.local_base(*v)),
        _ => None,
    };
    let redirected: Vec<&&Use> = uses
        .iter()
        .filter(|u| Some(u.local_base) != anchor_base)
        .collect();
    let branch_deltas: FastSet<(usize, i128)> = redirected
        .iter()
        .filter(|u| !u.memory && u.offset != min)
        .map(|u| (u.block, u.offset - min))
        .collect();
    let mut rewrites: Vec<UseRewrite> = redirected
        .iter()
        .map(|u| span.rewrite(u, op_key(&u.op)))
        .collect();
    rewrites.sort_by_key(|r| (r.block, r.position, r.operand));
    // Profit: the recipe and the non-zero deltas of block-argument uses (no addressing mode
    // absorbs those) are new.
    let saved = private_arithmetic(&uses, &safe, exprs);
    let created = recipe.created_ops() + branch_deltas.len();
    if rewrites.is_empty() || created >= saved {
        return Err(Refusal::Because(
            LeftAlone::NotProfitable,
            format!("rebasing would create {created} ops to save {saved}"),
        ));
    }
    Ok(Rebase {
        dominator: dominator_key,
        dominator_index: dominator,
        insert_before,
        recipe,
        uses: rewrites,
        first_use: op_key(&uses[0].op),
        root: describe_root(&group.root),
        group_size: uses.len(),
        min,
        max,
    })
}

/// Whether `dominator` is in a loop that every use's address is computed before (LICM hoisted
/// them; a constant-offset `getelementptr` of such an address inside the loop is free
/// `[reg+imm]` addressing and counts as hoisted): a new anchor there would be built on every
/// iteration, while the addresses it replaces cost nothing in the loop (heat3d_march's halo
/// stores into the shared plane: loop integer SASS +12%; and the second `-O3` over
/// base-addr-strength-reduce's hoisted anchors). Rebasing on one of those addresses creates
/// nothing and stays allowed.
fn every_address_hoisted_from_its_loop(uses: &[&Use], dominator: usize, context: &Context) -> bool {
    let Some(lp) = context.loops.loop_of(dominator) else {
        return false;
    };
    let hoisted = |address: Value| {
        let mut pointer = address;
        for _ in 0..HOISTED_GEP_DEPTH {
            match context.f.site(pointer) {
                Some(site) if !lp.contains(site.block) => return true,
                None => return false,
                Some(_) => match constant_offset_base(pointer) {
                    Some(base) => pointer = base,
                    None => return false,
                },
            }
        }
        false
    };
    uses.iter().all(|u| hoisted(u.address))
}

/// The header of a loop an anchor at `dominator` would be held through: a loop after the
/// dominator (which dominates its header, outside it) that holds none of the uses, from which
/// a use is reached without coming back through the dominator. Each use there computed its
/// address after the loop; the anchor, a 64-bit pointer, holds two registers through it
/// instead (a held-out SPH kernel's cell-list loads, rebased across the unrolled neighbour
/// cells' particle loops: 32 -> 40 registers).
fn loop_between(uses: &[&Use], dominator: usize, context: &Context) -> Option<usize> {
    let f = context.f;
    let use_blocks: FastSet<usize> = uses.iter().map(|u| u.block).collect();
    context.loops.scopes().find_map(|lp| {
        let after = !lp.contains(dominator) && f.dom.strictly_dominates(dominator, lp.header);
        let unused = !use_blocks.iter().any(|&b| lp.contains(b));
        (after && unused && reaches_avoiding(&f.cfg, lp.header, dominator, &use_blocks))
            .then_some(lp.header)
    })
}

/// Whether the uses are fewer than `min_apart`, none in a loop, each alone in its block,
/// rooted in a space whose pointers take two registers (global or generic): see the module
/// header (`few-uses-apart`).
fn few_uses_apart(uses: &[&Use], space: AddressSpace, min_apart: usize, context: &Context) -> bool {
    // Cheapest first: most groups fail the count, so they build no set of blocks.
    uses.len() < min_apart
        && matches!(space, AddressSpace::Generic | AddressSpace::Global)
        && uses
            .iter()
            .all(|u| context.loops.loop_of(u.block).is_none())
        && uses
            .iter()
            .map(|u| u.block)
            .collect::<FastSet<usize>>()
            .len()
            == uses.len()
}

/// Whether a block of `targets` is reachable from `from` on a path that does not pass `avoid`.
fn reaches_avoiding(cfg: &Cfg, from: usize, avoid: usize, targets: &FastSet<usize>) -> bool {
    let mut seen: FastSet<usize> = FastSet::default();
    let mut stack = vec![from];
    while let Some(block) = stack.pop() {
        if targets.contains(&block) {
            return true;
        }
        if block == avoid || !seen.insert(block) {
            continue;
        }
        stack.extend(cfg.successors(block).iter().copied());
    }
    false
}

/// Constant-offset `getelementptr`s followed back to a hoisted address.
const HOISTED_GEP_DEPTH: usize = 4;

/// Whether the uses sit in the loop around their common `dominator` with addresses llc's loop
/// strength reduction rebases itself ([`loops::strength_reduced_by_llvm`]): a common base
/// there only changes which registers LSR picks, and on an H100 trsm_lower_columns' remainder
/// loop rebased so ran its hot loop 1.15x slower (ptxas scheduled the kernel differently).
fn strength_reduced_by_llvm(uses: &[&Use], dominator: usize, context: &Context) -> bool {
    let Some(lp) = context.loops.loop_of(dominator) else {
        return false;
    };
    let f = context.f;
    let ivs = context
        .induction_variables
        .borrow_mut()
        .entry(lp.header)
        .or_insert_with(|| {
            induction_variables_at(f.blocks[lp.header], lp.header, &f.cfg, &|b| lp.contains(b))
                .into()
        })
        .clone();
    !ivs.is_empty()
        && uses.iter().all(|u| lp.contains(u.block))
        && loops::strength_reduced_by_llvm(uses.iter().map(|u| u.address), &f.cfg, &lp, &ivs)
}

/// The ops that die with rebasing: the private address arithmetic of each distinct local
/// base (its chain less what the anchor reuses, leaves and free expressions).
fn private_arithmetic(uses: &[&Use], safe: &FastSet<ExprId>, exprs: &Exprs) -> usize {
    let mut seen_bases = FastSet::default();
    uses.iter()
        .filter(|u| seen_bases.insert(u.local_base))
        .map(|u| {
            u.chain
                .iter()
                .filter(|&&id| !safe.contains(&id))
                .filter(|&&id| {
                    let e = exprs.get(id);
                    !e.is_leaf() && !e.free
                })
                .count()
        })
        .sum()
}

/// The indices of the uses kept after dropping, until stable, those more than `limit`
/// dominator-tree levels below the common dominator of the rest.
fn within_idom_level_limit(group: &Group, f: &Function, limit: usize) -> Vec<usize> {
    let mut members: Vec<usize> = (0..group.uses.len()).collect();
    loop {
        let Some(dominator) = f
            .dom
            .nearest_common_dominator_of(members.iter().map(|&i| group.uses[i].block))
        else {
            return Vec::new();
        };
        let top = f.dom.depth(dominator).unwrap_or(0);
        let before = members.len();
        members.retain(|&i| {
            f.dom
                .depth(group.uses[i].block)
                .is_some_and(|d| d - top <= limit)
        });
        if members.len() == before || members.is_empty() {
            return members;
        }
    }
}

/// Whether an op named `name`, on the way to a branch condition, has a poison result when any
/// operand is poison: the address arithmetic of [`POISON_PROPAGATING_ARITHMETIC`], bitwise
/// `and`/`xor` and `icmp` (not `select`, `phi` or `freeze`: they pass a poison operand on only
/// when they pick it).
fn propagates_poison_to_branch(name: &str) -> bool {
    POISON_PROPAGATING_ARITHMETIC.contains(&name)
        || matches!(name, "llvm.and" | "llvm.xor" | "llvm.icmp")
}

/// Values [`branch_guarded`] looks at, at most.
const BRANCH_GUARD_LIMIT: usize = 64;

/// The expressions the conditional branch ending block `dominator` depends on through ops
/// that propagate poison ([`propagates_poison_to_branch`]). Branching on poison is undefined behaviour, so in every
/// execution that passes the branch they were not poison; and an expression computed again
/// at the end of `dominator` from the same SSA values gives the same value. So an anchor
/// placed before that terminator, whose uses all run after it, may use them:
/// block_scan_inclusive's `sext(base + tid)` guards `base + tid < n` and so serves both
/// `in[base + tid]` and `in[base + tid + 256]` as one widening, where the uses' common
/// expressions alone (`base`, `tid`) cost two.
fn branch_guarded(f: &Function, dominator: usize, exprs: &Exprs) -> FastSet<ExprId> {
    let mut guarded = FastSet::default();
    let Some(terminator) = f.blocks[dominator].terminator() else {
        return guarded;
    };
    if terminator.name().as_string_ref().as_str() != Ok(names::COND_BR) {
        return guarded;
    }
    let mut work: Vec<Value> = operand(&terminator, 0).into_iter().collect();
    let mut seen = FastSet::default();
    while let Some(value) = work.pop() {
        if seen.len() >= BRANCH_GUARD_LIMIT || !seen.insert(value_key(&value)) {
            continue;
        }
        if let Some(id) = exprs.id_of(value_key(&value)) {
            guarded.insert(id);
        }
        let Some(op) = defining_op(value) else {
            continue;
        };
        let name = op.name();
        let propagates = name
            .as_string_ref()
            .as_str()
            .is_ok_and(propagates_poison_to_branch);
        if propagates && op.region_count() == 0 {
            work.extend(op.operands());
        }
    }
    guarded
}

/// Expressions that are not poison whenever a use's original address is not: those in every
/// use's chain, and those in the chain of `leader`, a memory access that runs before all uses.
fn safe_expressions(uses: &[&Use], leader: Option<&Use>) -> FastSet<ExprId> {
    let mut counts: FastMap<ExprId, usize> = FastMap::default();
    for u in uses {
        for &id in &u.chain {
            *counts.entry(id).or_default() += 1;
        }
    }
    let mut safe: FastSet<ExprId> = counts
        .into_iter()
        .filter(|&(_, n)| n == uses.len())
        .map(|(id, _)| id)
        .collect();
    if let Some(leader) = leader {
        safe.extend(leader.chain.iter().copied());
    }
    safe
}

/// The ordinal of `function` among the function definitions of its parent, for the
/// "Processing X / Block Y" remarks.
pub fn function_ordinal(function: &OperationRef) -> usize {
    let Some(block) = function.block() else {
        return 0;
    };
    let mut ordinal = 0;
    let mut next = block.first_operation();
    while let Some(op) = next {
        if op == *function {
            break;
        }
        if op.name().as_string_ref().as_str() == Ok(names::FUNC) && op.region_count() > 0 {
            let has_body =
                kestrel_dialects::values::region(&op, 0).is_some_and(|r| r.first_block().is_some());
            ordinal += usize::from(has_body);
        }
        next = op.next_in_block();
    }
    ordinal
}

#[cfg(test)]
mod tests {
    use super::*;
    use kestrel_dialects::GepIndex;
    use melior::ir::Module;

    /// Runs `check` on the first function of `text`.
    fn with_function(text: &str, check: impl FnOnce(OperationRef)) {
        let context = kestrel_dialects::new_context(false);
        let module = Module::parse(&context, text).expect("test IR parses");
        let function = module.body().first_operation().expect("a function");
        check(function);
    }

    fn settings() -> Settings {
        Settings {
            min_uses: 2,
            min_uses_apart: 1,
            max_depth: 8,
            clone_allocas: true,
            cross_block_limit: 16,
            idom_level_limit: 32,
        }
    }

    /// The GEPs of `function` with one dynamic index, as (address, index) pairs.
    fn indexed_geps<'c, 'a>(
        function: &OperationRef<'c, 'a>,
    ) -> Vec<(Value<'c, 'a>, Value<'c, 'a>)> {
        let f = Function::of(function, &FunctionAnalyses::default()).unwrap();
        let mut found = Vec::new();
        for block in &f.blocks {
            let mut next = block.first_operation();
            while let Some(op) = next {
                next = op.next_in_block();
                if let Some(gep) = Gep::of(op)
                    && let Some(indices) = gep.indices()
                    && let [GepIndex::Dynamic(index)] = indices.as_slice()
                {
                    found.push((kestrel_dialects::values::result(&op, 0).unwrap(), *index));
                }
            }
        }
        found
    }

    #[test]
    fn constant_operand_geps_are_part_of_the_local_base() {
        with_function(
            r#"llvm.func @k(%p: !llvm.ptr<1>, %i: i64) {
              %c4 = llvm.mlir.constant(4 : i64) : i64
              %a = llvm.getelementptr %p[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %b = llvm.getelementptr %a[%c4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
              %c = llvm.getelementptr %b[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
              llvm.return
            }"#,
            |function| {
                let geps = indexed_geps(&function);
                let a = geps[0].0;
                let b = geps[1].0;
                let c = kestrel_dialects::values::result(
                    &defining_op(b).unwrap().next_in_block().unwrap(),
                    0,
                )
                .unwrap();
                // Fresh, then through the memo from either end of the chain.
                for order in [[b, a, c], [c, b, a]] {
                    let f = Function::of(&function, &FunctionAnalyses::default()).unwrap();
                    for value in order {
                        assert_eq!(f.local_base(value), value_key(&a));
                    }
                }
            },
        );
    }

    #[test]
    fn the_specification_example_reuses_the_dominating_address() {
        with_function(
            r#"llvm.func @k(%p: !llvm.ptr, %i: i64) {
              %c4 = llvm.mlir.constant(4 : i64) : i64
              %t0 = llvm.mul %i, %c4 overflow<nsw> : i64
              %a0 = llvm.getelementptr %p[%t0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
              %v0 = llvm.load %a0 : !llvm.ptr -> i32
              %c2 = llvm.mlir.constant(2 : i64) : i64
              %t1 = llvm.shl %i, %c2 overflow<nsw> : i64
              %a1 = llvm.getelementptr %p[%t1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
              llvm.store %v0, %a1 : i32, !llvm.ptr
              llvm.return
            }"#,
            |function| {
                let plan = compute(
                    &function,
                    &FunctionAnalyses::default(),
                    &settings(),
                    &FastMap::default(),
                    None,
                );
                assert!(plan.merges.is_empty());
                let [rebase] = plan.rebases.as_slice() else {
                    panic!("one rebase expected: {plan:?}");
                };
                assert_eq!(rebase.recipe.created_ops(), 0);
                assert_eq!((rebase.min, rebase.max, rebase.group_size), (0, 0, 2));
                // Only the store moves; the load already uses the anchor.
                assert_eq!(rebase.uses.len(), 1);
                assert_eq!(rebase.uses[0].operand, 1);
                assert_eq!(rebase.uses[0].delta, 0);
            },
        );
    }

    #[test]
    fn a_group_already_one_register_plus_constants_is_quiescent() {
        with_function(
            r#"llvm.func @k(%p: !llvm.ptr, %i: i64) {
              %a0 = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
              %v0 = llvm.load %a0 : !llvm.ptr -> i32
              %a1 = llvm.getelementptr %a0[4] : (!llvm.ptr) -> !llvm.ptr, i8
              llvm.store %v0, %a1 : i32, !llvm.ptr
              llvm.return
            }"#,
            |function| {
                assert!(
                    compute(
                        &function,
                        &FunctionAnalyses::default(),
                        &settings(),
                        &FastMap::default(),
                        None
                    )
                    .is_quiescent()
                );
            },
        );
    }

    #[test]
    fn the_block_limit_counts_bases_placed_in_earlier_rounds() {
        with_function(
            r#"llvm.func @k(%p: !llvm.ptr, %i: i64) {
              %c4 = llvm.mlir.constant(4 : i64) : i64
              %t0 = llvm.mul %i, %c4 overflow<nsw> : i64
              %a0 = llvm.getelementptr %p[%t0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
              %v0 = llvm.load %a0 : !llvm.ptr -> i32
              %c2 = llvm.mlir.constant(2 : i64) : i64
              %t1 = llvm.shl %i, %c2 overflow<nsw> : i64
              %a1 = llvm.getelementptr %p[%t1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
              llvm.store %v0, %a1 : i32, !llvm.ptr
              llvm.return
            }"#,
            |function| {
                let entry = kestrel_dialects::values::region(&function, 0)
                    .and_then(|r| r.first_block())
                    .unwrap();
                let full = [(block_key(&entry), 16)]
                    .into_iter()
                    .collect::<FastMap<_, _>>();
                assert!(
                    compute(
                        &function,
                        &FunctionAnalyses::default(),
                        &settings(),
                        &full,
                        None
                    )
                    .is_quiescent()
                );
            },
        );
    }
}
