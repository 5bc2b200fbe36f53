//! Addresses that reach their access through a block argument (MLIR's PHI): upstream's
//! `AddressingModeCombiner` over the incoming values, restricted to NVPTX's `[reg+imm]`.
//!
//! The argument's incoming values, one per edge, must all match `base_k + imm` with one
//! legal non-zero `imm` ([`match_gep_chain`]): the modes then differ at most in the base
//! register.
//! - One base for every edge: no new value is needed; the access uses `gep i8 base[imm]`
//!   (the plain `sunkaddr` form; the base dominates every predecessor, so the block).
//! - Different bases (`addr-sink-new-phis`, with `addr-sink-combine-base-reg` and not
//!   `disable-complex-addr-modes`): the block gets a new argument `sunk_phi` fed with
//!   `base_k` on edge `k`, and the access uses `gep i8 sunk_phi[imm]`.
//!
//! Refused (the address is left alone): the entry block; a predecessor ending in anything
//! but `llvm.br`/`llvm.cond_br` (an `llvm.switch`'s case segments are not rebuilt);
//! an unreachable predecessor (where MLIR lets values not dominate their uses); a block that
//! dominates one of its predecessors (a loop header: merging a loop-carried address with its
//! start would make a new loop-carried value); a base whose definition does not dominate its
//! predecessor, or lives in a nested region; different immediates (the combined mode
//! `[base + reg]` is not a PTX addressing mode, so `addr-sink-combine-offs` has nothing to
//! build). Bases have the address's own type, so the address space never changes.
//!
//! The old argument is erased at the end of the function's walk when no use is left, with
//! its successor operands and the GEPs that only fed it (upstream deletes the dead PHI).

use super::{
    Declined,
    addr_mode::{AddrMode, is_legal_immediate, match_gep_chain},
    edges::{is_editable_branch, operand_groups, set_successor_operands},
};
use crate::analysis::fast_hash::FastMap;
use crate::{
    analysis::{
        address::Normalizer,
        cfg::{Cfg, as_block_argument, distinct_predecessors, successor_operands},
        manager::{Dominators, FunctionAnalyses},
    },
    engine::Rewriter,
};
use kestrel_dialects::{
    keys::block_key,
    names,
    values::{block_argument, defining_op, operand},
};
use melior::ir::{
    BlockLike, BlockRef, Location, OperationRef, Value, ValueLike, operation::OperationLike,
};
use std::rc::Rc;

/// One incoming edge of the argument: the predecessor, which of its successors is the
/// argument's block, and the base its incoming address is `imm` bytes past.
#[derive(Clone, Copy)]
pub struct Edge<'c, 'a> {
    pub pred: BlockRef<'c, 'a>,
    pub successor: usize,
    pub base: Value<'c, 'a>,
}

/// What to build for an address that is a block argument.
pub enum PhiPlan<'c, 'a> {
    /// Every incoming address is `base + imm` of one base.
    Same(AddrMode<'c, 'a>),
    /// A new argument of `block` carries each edge's base; the address is `sunk_phi + imm`.
    New {
        block: BlockRef<'c, 'a>,
        argument: usize,
        edges: Vec<Edge<'c, 'a>>,
        imm: i64,
    },
}

/// The function-wide facts the plans need, computed on first use, and what was done.
#[derive(Default)]
pub struct PhiTables<'c, 'a> {
    /// The function's CFG, dominators and reachable blocks, taken once: sinking adds block
    /// arguments but never blocks or edges.
    graph: Option<(Rc<Cfg>, Rc<Dominators>, Vec<bool>)>,
    /// (block, argument) -> the `sunk_phi` argument created for it.
    created: FastMap<(usize, usize), Value<'c, 'a>>,
    /// Old arguments whose accesses were rewritten: erased at the end if unused.
    replaced: Vec<Value<'c, 'a>>,
}

impl<'c, 'a> PhiTables<'c, 'a> {
    fn graph(
        &mut self,
        function: &OperationRef,
        analyses: &FunctionAnalyses,
    ) -> &(Rc<Cfg>, Rc<Dominators>, Vec<bool>) {
        self.graph.get_or_insert_with(|| {
            let cfg = analyses.get::<Cfg>(function);
            let dom = analyses.get::<Dominators>(function);
            let reachable = cfg.reachable();
            (cfg, dom, reachable)
        })
    }

    /// Notes that an access no longer uses block argument `old`.
    pub fn note_replaced(&mut self, old: Value<'c, 'a>) {
        if !self.replaced.contains(&old) {
            self.replaced.push(old);
        }
    }
}

/// The index of the top-level block where `value` is defined.
fn definition_block(cfg: &Cfg, value: Value) -> Option<usize> {
    match defining_op(value) {
        Some(op) => cfg.index(&op.block()?),
        None => cfg.index(&as_block_argument(value)?.0),
    }
}

// B(%a): access(%a), %a = phi [p_k + imm] -> access(gep i8 p[imm]) when all p_k are one p,
//                                            access(gep i8 %sunk_phi[imm]), %sunk_phi = phi [p_k]
/// The plan for `address` when it is a block argument whose incoming addresses share one
/// immediate; `Err` when anything is unproven (see the module header), with the reason when
/// the address is one this rule is for (a block argument of `base + imm` addresses).
pub fn plan_phi<'c: 'a, 'a>(
    address: Value<'c, 'a>,
    function: &OperationRef<'c, 'a>,
    allow_new: bool,
    normalizer: &mut Normalizer,
    tables: &mut PhiTables<'c, 'a>,
    analyses: &FunctionAnalyses,
) -> Result<PhiPlan<'c, 'a>, Option<Declined>> {
    let (block, argument) = as_block_argument(address).ok_or(None)?;
    let (cfg, dom, reachable) = tables.graph(function, analyses);
    let b = cfg.index(&block).ok_or(None)?;
    if b == 0 || !reachable[b] {
        return Err(None);
    }
    let mut edges = Vec::new();
    let mut imm = None;
    // The first reason found; kept only if every incoming address is `base + imm`.
    let mut declined = None;
    for pred in distinct_predecessors(&block) {
        let pi = cfg.index(&pred).ok_or(None)?;
        if !reachable[pi] {
            return Err(None);
        }
        if dom.dominates(b, pi) {
            declined.get_or_insert(Declined::LoopHeader);
        }
        let terminator = pred.terminator().ok_or(None)?;
        if !is_editable_branch(&terminator) {
            return Err(Some(Declined::UneditableBranch));
        }
        for (successor, (target, operands)) in successor_operands(&terminator)
            .ok_or(None)?
            .into_iter()
            .enumerate()
        {
            if block_key(&target) != block_key(&block) {
                continue;
            }
            let incoming = *operands.get(argument).ok_or(None)?;
            let mode = match_gep_chain(incoming, normalizer).ok_or(None)?;
            if *imm.get_or_insert(mode.imm) != mode.imm {
                declined.get_or_insert(Declined::DifferentImmediates);
            }
            let base_block = definition_block(cfg, mode.base).ok_or(None)?;
            if base_block == b || !dom.dominates(base_block, pi) {
                declined.get_or_insert(Declined::BaseNotAvailable);
            }
            edges.push(Edge {
                pred,
                successor,
                base: mode.base,
            });
        }
    }
    let imm = imm.ok_or(None)?;
    if imm == 0 || edges.is_empty() {
        return Err(None);
    }
    if let Some(declined) = declined {
        return Err(Some(declined));
    }
    if !is_legal_immediate(imm) {
        return Err(Some(Declined::ImmediateOutOfRange));
    }
    let base = edges[0].base;
    if edges.iter().all(|edge| edge.base == base) {
        // Each edge's chain may differ in its flags: the copy carries none.
        return Ok(PhiPlan::Same(AddrMode {
            base,
            imm,
            inbounds: false,
        }));
    }
    if !allow_new {
        return Err(Some(Declined::NewPhiNotAllowed));
    }
    Ok(PhiPlan::New {
        block,
        argument,
        edges,
        imm,
    })
}

/// The `sunk_phi` argument for `plan` (created with `location` on first use, feeding each
/// edge its base), or `None` when a predecessor's branch could not be edited.
pub fn sunk_phi<'c: 'a, 'a>(
    block: BlockRef<'c, 'a>,
    argument: usize,
    edges: &[Edge<'c, 'a>],
    location: Location<'c>,
    rewriter: &Rewriter<'c, '_>,
    tables: &mut PhiTables<'c, 'a>,
) -> Option<Value<'c, 'a>> {
    let key = (block_key(&block), argument);
    if let Some(value) = tables.created.get(&key) {
        return Some(*value);
    }
    // Check every edit first, so a refusal leaves the IR as it was.
    let mut edits = Vec::new();
    for edge in edges {
        let index = edits
            .iter()
            .position(|(pred, _): &(BlockRef, Vec<Vec<Value>>)| pred == &edge.pred);
        let index = match index {
            Some(index) => index,
            None => {
                edits.push((edge.pred, operand_groups(&edge.pred)?));
                edits.len() - 1
            }
        };
        edits[index].1.get_mut(edge.successor)?.push(edge.base);
    }
    let ty = edges.first()?.base.r#type();
    let value = block.add_argument(ty, location);
    for (pred, groups) in &edits {
        set_successor_operands(pred, None, groups, &[], rewriter);
    }
    tables.created.insert(key, value);
    Some(value)
}

/// Erases the old arguments that lost their last use, with the successor operands that fed
/// them and the address GEPs left without uses. Runs after the walk (nothing the walk's
/// tables hold is erased).
pub fn erase_dead_arguments(rewriter: &Rewriter, tables: &mut PhiTables) {
    for old in std::mem::take(&mut tables.replaced) {
        if kestrel_dialects::raw::has_uses(old) {
            continue;
        }
        let Some(argument) = block_argument(old) else {
            continue;
        };
        let block = kestrel_dialects::raw::block_argument_owner(&argument);
        let index = argument.argument_number();
        let mut plans = Vec::new();
        let mut complete = true;
        for pred in distinct_predecessors(&block) {
            let (Some(terminator), Some(mut groups)) = (pred.terminator(), operand_groups(&pred))
            else {
                complete = false;
                break;
            };
            let mut dropped = Vec::new();
            for (successor, target) in terminator.successors().enumerate() {
                if block_key(&target) == block_key(&block) {
                    match groups.get_mut(successor) {
                        Some(group) if index < group.len() => dropped.push(group.remove(index)),
                        _ => complete = false,
                    }
                }
            }
            plans.push((pred, groups, dropped));
        }
        if !complete {
            continue;
        }
        for (pred, groups, dropped) in plans {
            set_successor_operands(&pred, None, &groups, &[], rewriter);
            for value in dropped {
                erase_dead_address(value, rewriter);
            }
        }
        kestrel_dialects::raw::erase_unused_block_argument(&block, index);
    }
}

/// Erases the GEP chain behind `value` while its links have no uses.
fn erase_dead_address(value: Value, rewriter: &Rewriter) {
    let mut current = value;
    for _ in 0..super::addr_mode::MAX_CHAIN {
        let Some(op) = defining_op(current) else {
            return;
        };
        if op.name().as_string_ref().as_str() != Ok(names::GEP)
            || kestrel_dialects::raw::has_uses(current)
        {
            return;
        }
        let base = operand(&op, 0);
        rewriter.erase_op(op);
        match base {
            Some(base) => current = base,
            None => return,
        }
    }
}
