//! Level 2's profit tests for one loop's candidate groups (Kestrel's conditions; the spec
//! names the level, not its conditions), judged by what ptxas makes of the result.
//!
//! - Instructions: llc's loop strength reduction already gives an address affine in an
//!   induction variable its own pointer register, so an anchor pays only where it removes
//!   arithmetic the body would otherwise keep ([`dead_ops`] against one increment per latch).
//! - Registers: arrays indexed by one expression (`a[x]`, `b[x]`) share that index: llc and
//!   ptxas keep one counter for all of them and add it to each array's base, so an anchor per
//!   array trades that one register for a pointer pair per array and saves no instruction
//!   ptxas had not already saved ([`shared_index`]). On syr2k (four arrays over two shared
//!   indices) the anchors took the kernel from 28 to 32 registers.

use super::{Function, Group, Reduction};
use crate::analysis::address::{Atom, Poly, Root};
use crate::analysis::fast_hash::{FastMap, FastSet};
use crate::analysis::loops::{self, InductionVariable};
use crate::anchor::build::is_constant_index;
use crate::{
    analysis::loops::Scope,
    analysis::{cfg::as_block_argument, layout::DataLayout},
};
use kestrel_dialects::{
    Gep,
    keys::{op_key, value_key},
    names,
    values::{defining_op, operand, result},
};
use melior::ir::{OperationRef, Value, operation::OperationLike};

/// For each candidate, its family: the candidates of other roots that advance by the same
/// step per iteration (ptxas keeps one counter for them all and adds it to each base); `None`
/// for a candidate alone with its step, or not carried.
pub(super) fn families(candidates: &[(&Group, Reduction)]) -> Vec<Option<usize>> {
    let steps: Vec<Option<&Poly>> = candidates
        .iter()
        .map(|(_, r)| r.recurrence.as_ref().map(|r| &r.step))
        .collect();
    let mut roots: FastMap<&Poly, (usize, FastSet<&Root>)> = FastMap::default();
    for (index, ((group, _), step)) in candidates.iter().zip(&steps).enumerate() {
        if let Some(step) = step {
            let (_, family) = roots
                .entry(step)
                .or_insert_with(|| (index, FastSet::default()));
            family.insert(&group.root);
        }
    }
    steps
        .iter()
        .map(|step| {
            let (first, roots) = &roots[step.as_ref()?];
            (roots.len() > 1).then_some(*first)
        })
        .collect()
}

/// Ops a carried anchor's entry value costs when it is built from its normal form (no access
/// runs first, so there is no address to copy) and the loop sits in another loop, which
/// builds it again on each of its iterations; `None` when it is copied, not carried, or the
/// loop is outermost (built once per thread).
///
/// Why: the normal form distributes extensions down to the leaves, so the rebuilt entry is a
/// sum of 64-bit products of kernel parameters (a direct convolution's guarded tap loop:
/// 45 and 18 such ops per filter row, where each unrolled iteration lost 12 address ops; loop
/// integer SASS 2796 -> 6385, registers 48 -> 62).
pub(super) fn rebuilt_entry_cost(lp: &Scope, reduction: &Reduction) -> Option<usize> {
    (reduction.recurrence.is_some() && reduction.start_copy.is_none() && lp.parent.is_some())
        .then(|| build_ops(&reduction.start))
}

/// Ops that materialise `poly`: per term its products, the extensions and truncations of its
/// factors (and what they wrap), a scaling by the coefficient, and the adds between terms.
fn build_ops(poly: &Poly) -> usize {
    let mut ops = 0;
    let mut terms = 0usize;
    for (monomial, coefficient) in poly.terms() {
        terms += 1;
        if monomial.is_empty() {
            continue;
        }
        ops += monomial.iter().map(atom_ops).sum::<usize>() + monomial.len() - 1;
        ops += usize::from(coefficient != 1);
    }
    ops + terms.saturating_sub(1)
}

fn atom_ops(atom: &Atom) -> usize {
    match atom {
        Atom::Value(_) => 0,
        Atom::Ext { inner, .. } | Atom::Trunc { inner } => 1 + build_ops(inner),
    }
}

/// SASS instructions one increment of `group`'s anchor costs: a 64-bit pointer is advanced by
/// an add and an add-with-carry.
pub(super) fn increment_cost(layout: &DataLayout, group: &Group) -> usize {
    layout.pointer_bits(group.space.number()).div_ceil(32) as usize
}

/// Ops of the loop body that die once every access of `groups` is redirected: address
/// arithmetic whose only users are those accesses or other dying ops. Constants and
/// constant-offset `getelementptr`s (folded into `[reg+imm]`) do not count.
pub(super) fn dead_ops(f: &Function, lp: &Scope, groups: &[&Group]) -> usize {
    let redirected: FastSet<(usize, usize)> = groups
        .iter()
        .flat_map(|g| g.uses.iter())
        .map(|u| (op_key(&u.op), u.operand))
        .collect();
    let chains = address_chains(f, lp, groups);
    let dead = dying(f, &chains, &redirected);
    chains
        .iter()
        .filter(|op| dead.contains(&op_key(op)) && !is_free(op))
        .count()
}

/// The address arithmetic inside `lp` that the groups' addresses are computed by.
fn address_chains<'c, 'a>(
    f: &Function<'c, 'a>,
    lp: &Scope,
    groups: &[&Group<'c, 'a>],
) -> Vec<OperationRef<'c, 'a>> {
    let mut chains = Vec::new();
    let mut seen: FastSet<usize> = FastSet::default();
    let mut stack: Vec<Value> = groups
        .iter()
        .flat_map(|g| g.uses.iter().map(|u| u.address))
        .collect();
    while let Some(value) = stack.pop() {
        if as_block_argument(value).is_some() {
            continue;
        }
        let Some(op) = defining_op(value) else {
            continue;
        };
        if !f.defined_in(value, lp) || !is_address_arithmetic(&op) || !seen.insert(op_key(&op)) {
            continue;
        }
        chains.push(op);
        stack.extend((0..op.operand_count()).filter_map(|i| operand(&op, i)));
    }
    chains
}

/// The ops of `chains` whose every user is a redirected operand or another dying op.
fn dying(
    f: &Function,
    chains: &[OperationRef],
    redirected: &FastSet<(usize, usize)>,
) -> FastSet<usize> {
    let mut dead: FastSet<usize> = FastSet::default();
    loop {
        let before = dead.len();
        for op in chains {
            let gone = (0..op.result_count()).all(|r| {
                result(op, r).is_none_or(|v| {
                    f.users.get(&value_key(&v)).is_none_or(|users| {
                        users.iter().all(|(user, index)| {
                            redirected.contains(&(op_key(user), *index))
                                || dead.contains(&op_key(user))
                        })
                    })
                })
            });
            if gone {
                dead.insert(op_key(op));
            }
        }
        if dead.len() == before {
            return dead;
        }
    }
}

fn is_address_arithmetic(op: &OperationRef) -> bool {
    matches!(
        op.name().as_string_ref().as_str().unwrap_or(""),
        names::GEP
            | names::ADD
            | names::SUB
            | names::MUL
            | names::SHL
            | names::SEXT
            | names::ZEXT
            | names::TRUNC
            | names::ADDRSPACECAST
            | names::CONSTANT
    )
}

/// Constants and constant-offset GEPs: no instruction of their own in PTX.
fn is_free(op: &OperationRef) -> bool {
    let name = op.name();
    match name.as_string_ref().as_str().unwrap_or("") {
        names::CONSTANT => true,
        names::GEP => Gep::of(*op)
            .and_then(|g| g.indices())
            .is_some_and(|indices| indices.iter().all(is_constant_index)),
        _ => false,
    }
}

/// Whether llc's loop strength reduction already gives every access of `group` one address
/// register plus immediates, so that an anchor only reshuffles what it would make
/// ([`loops::strength_reduced_by_llvm`]). A 32-bit product of the variable (`B[k * n + j]`),
/// where the extension hides the recurrence from LLVM, is not covered: that is where a
/// carried anchor pays. Measured on an H100: nbody_forces' unrolled tile loop
/// (`s_pos[k + c]`) ran 1.46x slower with its anchor, for the same PTX instructions, because
/// ptxas scheduled the rewritten loop worse.
pub(super) fn strength_reduced_by_llc(
    f: &Function,
    lp: &Scope,
    ivs: &[InductionVariable],
    group: &Group,
) -> bool {
    loops::strength_reduced_by_llvm(group.uses.iter().map(|u| u.address), &f.cfg, lp, ivs)
}
