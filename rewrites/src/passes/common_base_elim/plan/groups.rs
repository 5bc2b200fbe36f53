//! Steps 1 and 2 of planning: the address uses of a function and their grouping by root and
//! variable offset, with the access facts each use's scope allows.

use super::*;
use crate::analysis::dominance::DomTree;
use crate::anchor::{Grouping, group::Base};

pub(super) enum Refusal {
    /// Nothing worth reporting (the group is already as shared as it gets).
    Silent,
    /// Left alone for `why`; the remark says it with the group's numbers.
    Because(LeftAlone, String),
}

crate::refusals! {
    /// Why common-base-elim leaves a group of address uses sharing a base alone (the spec's
    /// limits and the `[reg+imm]` condition; and, Kestrel's own, when the anchor would cost
    /// more than the arithmetic it replaces).
    pub enum LeftAlone {
        /// `scev-cgp-idom-level-limit`.
        IdomLevelLimit = "idom-level-limit": "their common dominator is more dominator-tree levels above them than scev-cgp-idom-level-limit allows",
        /// `scev-cgp-cross-block-limit`.
        CrossBlockLimit = "cross-block-limit": "their common dominator already holds scev-cgp-cross-block-limit common bases",
        /// One anchor must reach every use with a PTX immediate.
        OffsetsTooFarApart = "offsets-too-far-apart": "their offsets are too far apart for [reg+imm] addressing",
        /// No value available at the dominator builds the anchor.
        BaseNotAvailable = "base-not-available": "no base can be built at their common dominator from values available there",
        /// Addresses in a loop that llc's loop strength reduction rebases itself.
        LlcStrengthReduces = "llc-strength-reduces": "every address is affine in an induction variable of their loop where LLVM sees it whole: llc's loop strength reduction covers them",
        /// Every address is loop-invariant, computed before the loop a new anchor would sit in.
        AlreadyHoisted = "already-hoisted": "every address is computed before the loop their common dominator is in: a new anchor there would cost ops on every iteration",
        /// The anchor would be held through a loop none of its uses is in.
        HeldThroughLoop = "held-through-loop": "the anchor would stay live through a loop that uses none of it, where each use computed its own address after the loop",
        /// Few uses outside loops, each alone in its block, on a 64-bit root.
        FewUsesApart = "few-uses-apart": "fewer than cbe-min-uses-apart uses outside loops, each alone in its block: a 64-bit anchor held across them costs more than the few ops it saves",
        /// The anchor costs as many ops as the rebase saves.
        NotProfitable = "not-profitable": "rebasing would create at least as many ops as it saves",
    }
}

/// An address operand this pass may redirect, where it is used.
pub(super) struct AddressUse<'c, 'a> {
    pub(super) op: OperationRef<'c, 'a>,
    pub(super) operand: usize,
    /// A memory access (true) or a pointer passed to a block argument (false).
    pub(super) memory: bool,
    pub(super) address: Value<'c, 'a>,
    pub(super) space: AddressSpace,
    pub(super) block: usize,
    pub(super) position: usize,
}

/// Every pointer operand of [`address_operands`] in the reachable blocks, in region order.
pub(super) fn address_uses<'c, 'a>(f: &Function<'c, 'a>) -> Vec<AddressUse<'c, 'a>> {
    let mut uses = Vec::new();
    for (block, block_ref) in f.blocks.iter().enumerate() {
        if !f.dom.contains(block) {
            continue;
        }
        let mut position = 0;
        let mut next = block_ref.first_operation();
        while let Some(op) = next {
            next = op.next_in_block();
            for (operand_index, memory) in address_operands(&op) {
                let Some(address) = operand(&op, operand_index) else {
                    continue;
                };
                let Some(space) = pointer_address_space(address.r#type()) else {
                    continue;
                };
                uses.push(AddressUse {
                    op,
                    operand: operand_index,
                    memory,
                    address,
                    space,
                    block,
                    position,
                });
            }
            position += 1;
        }
    }
    uses
}

/// Groups every use by decomposed base.
pub(super) fn collect_groups<'c, 'a>(
    f: &Function<'c, 'a>,
    addresses: &[AddressUse<'c, 'a>],
    clusters: &Clusters,
    facts: &AccessFacts,
    normalizer: &mut Normalizer,
    exprs: &mut Exprs,
) -> Vec<Group<'c, 'a>> {
    let mut groups = Grouping::default();
    let site = |v: Value| f.site(v);
    for u in addresses {
        let decomposed = normalizer.address(u.address);
        let scope = PointScope {
            dom: &f.dom,
            block: u.block,
            position: u.position,
        };
        let offset = facts.canonical(&decomposed.offset, &scope);
        let (root, alloca) = match decomposed.root {
            Root::Alloca(key) => match clusters.representative(key) {
                Some(representative) => (Root::Alloca(representative), Some(key)),
                None => (Root::Alloca(key), None),
            },
            other => (other, None),
        };
        let base = Base {
            root,
            root_space: decomposed.root_space,
            space: u.space,
            pointer_type: u.address.r#type(),
            variable: offset.variable_part(),
        };
        let expr = exprs.of(u.address, &site);
        let info = UseInfo {
            memory: u.memory,
            local_base: f.local_base(u.address),
            chain: exprs.chain(expr),
            alloca,
        };
        let u = anchor::Use {
            op: u.op,
            operand: u.operand,
            block: u.block,
            position: u.position,
            address: u.address,
            offset: offset.constant_term(),
            pass: info,
        };
        groups.add(base, u);
    }
    groups.into_groups()
}

/// The facts of every memory access among `addresses`, and the extensions every used address
/// spells. All are recorded before any use is grouped: a fact may serve any use its access
/// dominates, whatever the blocks' order in the region.
pub(super) fn access_facts(addresses: &[AddressUse], normalizer: &mut Normalizer) -> AccessFacts {
    let mut facts = AccessFacts::default();
    let mut walks = Walks::default();
    for u in addresses {
        let at = At {
            block: u.block,
            position: u.position,
        };
        if u.memory {
            facts.record_access_in(&mut walks, normalizer, u.address, at);
        }
        facts.record_spellings(&normalizer.address(u.address).offset, at);
    }
    facts
}

/// The facts that hold at one op: those of the accesses at or before it in its block and in
/// the blocks that strictly dominate it.
pub(super) struct PointScope<'f> {
    pub(super) dom: &'f DomTree,
    pub(super) block: usize,
    pub(super) position: usize,
}

impl Scope for PointScope<'_> {
    fn holds(&self, at: At) -> bool {
        (at.block == self.block && at.position <= self.position)
            || self.dom.strictly_dominates(at.block, self.block)
    }

    fn rank(&self, at: At) -> (usize, usize) {
        (self.dom.depth(at.block).unwrap_or(0), at.position)
    }
}

/// The facts that hold at every use of a group: what its anchor may rely on, since it serves
/// only those uses.
pub(super) struct GroupScope<'f> {
    pub(super) uses: Vec<PointScope<'f>>,
}

impl Scope for GroupScope<'_> {
    fn holds(&self, at: At) -> bool {
        self.uses.iter().all(|u| u.holds(at))
    }

    fn rank(&self, at: At) -> (usize, usize) {
        self.uses.first().map_or((0, 0), |u| u.rank(at))
    }
}
