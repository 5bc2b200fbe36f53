//! Families (Kestrel's extension; the spec groups by constant offsets only): groups of one
//! root whose variable parts advance by the same induction-variable term and differ by
//! loop-invariant terms, such as a 3D stencil's `in[at + z·plane]`, `in[at - nx + z·plane]`
//! and `in[at + nx + z·plane]` marching along `z`. Each group alone is a single address
//! llc's loop strength reduction carries in a pointer register of its own, so the loop holds
//! one 64-bit pointer per group and advances each on every iteration. A family gets one
//! carried anchor instead, at the group with the most accesses; a member group reads
//! `anchor + shift`, its invariant difference computed once before the loop, added in the
//! block of its first access.
//!
//! Measured (sm_80, ptxas): heat3d_march's five halo loads plus the next plane's, 32 -> 22
//! registers (nvcc 29) and loop integer SASS 42 -> 34, once split code generation drops LSR
//! for it (with LSR the backend splits the anchor into one pointer per access again).
//!
//! Conditions: the family is carried (an induction-variable term; invariant addresses are
//! LICM's); every member is an address LLVM's scalar evolution sees whole (what LSR would
//! carry in a pointer of its own; a 32-bit product costs a multiply-add per access instead,
//! which 64-bit shifts do not beat); the induction variable's increments cannot wrap its
//! extension; the whole family's constant offsets fit one immediate span. At level 2, the
//! family must hold fewer shift registers than the pointers it replaces (a shift equal to
//! the anchor's step is held anyway), and the address ops that die must outnumber what it
//! adds: the anchor's increment per latch and one add per (block, shift). The anchor sits at
//! the family's smallest constant offset, which may be negative: every op built is
//! flag-free, so the anchor is the wrapped sum however far from the object it points (point
//! 2 of [`crate::anchor`]).

use super::*;

/// What family planning decides for one loop: the families' reductions, the groups they take
/// (left out of per-group planning) and, for the dump, the families refused.
pub(super) struct Families<'c, 'a> {
    pub reductions: Vec<Reduction<'c, 'a>>,
    pub taken: FastSet<usize>,
    pub refusals: Vec<(OperationRef<'c, 'a>, Skipped, String)>,
}

/// Plans the families of `groups` (accesses of `lp`'s body).
pub(super) fn plan_families<'c, 'a>(
    f: &Function<'c, 'a>,
    lp: &Scope,
    ivs: &[InductionVariable<'c, 'a>],
    groups: &[Group<'c, 'a>],
    settings: &Settings,
    normalizer: &mut Normalizer,
) -> Families<'c, 'a> {
    let mut planned = Families {
        reductions: Vec::new(),
        taken: FastSet::default(),
        refusals: Vec::new(),
    };
    if !settings.chain || settings.max_iv == 0 {
        return planned;
    }
    let Some(preheader) = entering_block(f, lp) else {
        return planned;
    };
    for members in candidate_families(f, lp, preheader, ivs, groups) {
        let family: Vec<&Group> = members.iter().map(|(index, _)| &groups[*index]).collect();
        match plan_family(f, lp, preheader, &members, &family, settings, normalizer) {
            Ok(reduction) => {
                planned.reductions.push(reduction);
                planned
                    .taken
                    .extend(members.iter().map(|(index, _)| *index));
            }
            Err((why, reason)) => planned.refusals.push((
                family[0].uses[0].op,
                why,
                format!(
                    "{} groups of {} differing by loop-invariant terms in the loop at block {} form no family: {reason}",
                    family.len(),
                    anchor::describe_root(&family[0].root),
                    lp.header
                ),
            )),
        }
    }
    planned
}

/// One member: its group's index and its split variable part.
type Member<'c, 'a> = (usize, (Poly, IvTerm<'c, 'a>));

/// Groups with one root, spaces and induction-variable term (variable, extension and
/// coefficient), at least two of them, in the order of their first group.
fn candidate_families<'c, 'a>(
    f: &Function<'c, 'a>,
    lp: &Scope,
    preheader: usize,
    ivs: &[InductionVariable<'c, 'a>],
    groups: &[Group<'c, 'a>],
) -> Vec<Vec<Member<'c, 'a>>> {
    let mut families: Vec<Vec<Member>> = Vec::new();
    for (index, group) in groups.iter().enumerate() {
        // Only addresses llc's strength reduction would carry in a pointer of their own: a
        // 32-bit product (`a[(r + k) * w + c]`, the extension hiding the recurrence) costs a
        // multiply-add per access, which one 64-bit shift per group does not beat (col_sums:
        // eight groups, loop integer SASS +44%, 2 more registers).
        if !profit::strength_reduced_by_llc(f, lp, ivs, group) {
            continue;
        }
        let Ok((invariant, Some(term))) = split_variable_part(f, lp, preheader, ivs, group) else {
            continue;
        };
        let same = |(other, (_, other_term)): &Member| {
            let other = &groups[*other];
            other.root == group.root
                && other.root_space == group.root_space
                && other.space == group.space
                && other.pointer_type == group.pointer_type
                && other_term.same_variable(&term)
                && other_term.coefficient == term.coefficient
        };
        match families.iter_mut().find(|family| same(&family[0])) {
            Some(family) => family.push((index, (invariant, term))),
            None => families.push(vec![(index, (invariant, term))]),
        }
    }
    families.retain(|family| family.len() > 1);
    families
}

/// The reduction of one family, or why it is not made.
fn plan_family<'c, 'a>(
    f: &Function<'c, 'a>,
    lp: &Scope,
    preheader: usize,
    members: &[Member<'c, 'a>],
    family: &[&Group<'c, 'a>],
    settings: &Settings,
    normalizer: &mut Normalizer,
) -> Result<Reduction<'c, 'a>, Skip> {
    let no_place = || {
        skip(
            Skipped::NoPlaceForTheAnchor,
            "the preheader's branch cannot carry the anchor",
        )
    };
    let preheader_terminator = f.blocks[preheader].terminator().ok_or_else(no_place)?;
    if !passes_to_once(&preheader_terminator, &f.blocks[lp.header]) {
        return Err(no_place());
    }
    // The reference group (most accesses, the first on a tie) is the anchor's own.
    let reference = (0..family.len())
        .rev()
        .max_by_key(|&i| family[i].uses.len())
        .unwrap_or(0);
    let group = family[reference];
    let root = family
        .iter()
        .find_map(|member| root_source(f, lp, preheader, member, normalizer))
        .ok_or_else(|| {
            skip(
                Skipped::BaseNotAvailable,
                "the base pointer is not available before the loop",
            )
        })?;
    let span = Span::of(family.iter().flat_map(|g| g.uses.iter().map(|u| u.offset)));
    if !span.fits_immediate() {
        return Err(skip(
            Skipped::OffsetsTooFarApart,
            format!("offsets {}..{} are too far apart", span.min, span.max),
        ));
    }
    let (reference_invariant, term) = &members[reference].1;
    let mut start = span.anchor_offset(reference_invariant);
    let recurrence = plan_recurrence(f, lp, term, settings, &mut start)?;
    let mut shifted = Vec::new();
    let mut uses = Vec::new();
    let increment = |g: &Group| profit::increment_cost(normalizer.layout(), g);
    let mut added = recurrence.latches.len() * increment(group);
    for ((_, (invariant, _)), member) in members.iter().zip(family) {
        let rewrites: Vec<UseRewrite> = member.uses.iter().map(|u| span.rewrite(u, u.op)).collect();
        let shift = invariant.sub(reference_invariant);
        if shift.as_constant() == Some(0) {
            uses.extend(rewrites);
            continue;
        }
        let blocks: FastSet<usize> = rewrites.iter().map(|r| r.block).collect();
        added += blocks.len() * increment(member);
        shifted.push(Shifted {
            shift,
            uses: rewrites,
        });
    }
    if settings.level >= 2 {
        // Registers: alone, each group is a pointer of its own; the family holds one anchor
        // and a register per distinct shift, so it must leave some member without one: a
        // shift that is the anchor's own step (the next plane's access) is held anyway.
        let held: FastSet<&Poly> = shifted
            .iter()
            .map(|s| &s.shift)
            .filter(|shift| **shift != recurrence.step)
            .collect();
        if held.len() + 1 >= family.len() {
            return Err(skip(
                Skipped::NotProfitable,
                format!(
                    "it would hold {} shift(s) besides its anchor, a register for every group it replaces",
                    held.len()
                ),
            ));
        }
        let saved = profit::dead_ops(f, lp, family);
        if saved <= added {
            return Err(skip(
                Skipped::NotProfitable,
                format!("the loop body would keep {added} op(s) per iteration for {saved} saved"),
            ));
        }
    }
    let cast_to = (group.space != group.root_space).then(|| group.pointer_type.to_string());
    let accesses: usize = family.iter().map(|g| g.uses.len()).sum();
    let describe = format!(
        "{accesses} accesses of {} in {} groups differing by loop-invariant terms (a family) in the loop at block {}: anchor at offset {} of the group of {} accesses, advanced with {}",
        anchor::describe_root(&group.root),
        family.len(),
        lp.header,
        span.min,
        group.uses.len(),
        recurrence.induction_variable
    );
    Ok(Reduction {
        preheader_terminator,
        root,
        cast_to,
        start,
        recurrence: Some(recurrence),
        start_copy: None,
        uses,
        shifted,
        anchor: group.uses[0].op,
        describe,
    })
}
