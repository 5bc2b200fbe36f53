//! Re-expressing a base's variable part with values that already exist.
//!
//! The hoisted base is `B + k1*x1 + ... + kn*xn + c`, built as `getelementptr`s from a
//! pointer `B` and integer indices `xi` with positive strides `ki`. Given the polynomial the
//! base must equal and the polynomials of the available `B`s and `xi`s, [`solve`] picks the
//! indices greedily, widest first; it never invents arithmetic, so a variable part it cannot
//! cover term by term is a refusal, not a guess.

use crate::analysis::address::{Monomial, Poly, wrap};
use crate::anchor::exprs::ExprId;

/// Largest stride a `getelementptr` step may carry (`!llvm.array<k x i8>`).
pub const MAX_SCALE: i128 = i32::MAX as i128;

/// An available integer: its expression and what it adds as a stride-1 GEP index.
#[derive(Clone, Debug)]
pub struct Candidate {
    pub id: ExprId,
    pub poly: Poly,
    /// Narrower than the index space (GEP sign-extends it); full-width ones are preferred.
    pub extended: bool,
}

/// One `getelementptr` step: index expression and stride in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub id: ExprId,
    pub scale: i128,
}

/// Steps `(x_i, k_i)` with `k_i > 0` such that `remainder - Σ k_i·poly(x_i)` is a constant,
/// and that constant; `None` when the candidates cannot cover the variable part.
pub fn solve(remainder: &Poly, candidates: &[Candidate]) -> Option<(Vec<Step>, i128)> {
    let mut order: Vec<&Candidate> = candidates
        .iter()
        .filter(|c| c.poly.width() == remainder.width() && c.poly.as_constant().is_none())
        .collect();
    order.sort_by(|a, b| {
        let terms = |c: &Candidate| c.poly.variable_part().term_count();
        terms(b)
            .cmp(&terms(a))
            .then(a.extended.cmp(&b.extended))
            .then(a.id.cmp(&b.id))
    });
    let mut rest = remainder.clone();
    let mut steps = Vec::new();
    for candidate in order {
        if rest.as_constant().is_some() {
            break;
        }
        if let Some(scale) = scale_within(&rest, &candidate.poly) {
            rest = rest.sub(&candidate.poly.scale(scale));
            steps.push(Step {
                id: candidate.id,
                scale,
            });
        }
    }
    let mut constant = rest.as_constant()?;
    // An index equal to a chosen one up to a constant may absorb the leftover constant
    // (`in + 4t + 4` from `t + 1` rather than from `t`), saving the immediate add.
    for step in &mut steps {
        let Some(chosen) = candidates.iter().find(|c| c.id == step.id) else {
            continue;
        };
        let variable = chosen.poly.variable_part();
        let better = candidates
            .iter()
            .filter(|c| c.poly.variable_part() == variable && c.extended <= chosen.extended)
            .map(|c| {
                let shift = chosen.poly.constant_term() - c.poly.constant_term();
                (c.id, constant + step.scale * shift)
            })
            .min_by_key(|&(id, left)| (left.abs(), id));
        if let Some((id, left)) = better
            && left.abs() < constant.abs()
        {
            step.id = id;
            constant = left;
        }
    }
    Some((steps, constant))
}

/// The positive `k` such that every variable term of `part` appears in `whole` exactly `k`
/// times over (so subtracting `k·part` removes those terms), if there is one.
fn scale_within(whole: &Poly, part: &Poly) -> Option<i128> {
    let width = whole.width();
    let variable: Vec<(&Monomial, i128)> = part.terms().filter(|(m, _)| !m.is_empty()).collect();
    let (first, first_coefficient) = variable.first()?;
    let target = coefficient(whole, first);
    if target == 0 || first_coefficient == &0 || target % first_coefficient != 0 {
        return None;
    }
    let scale = target / first_coefficient;
    if scale <= 0 || scale > MAX_SCALE {
        return None;
    }
    variable
        .iter()
        .all(|(m, c)| wrap(c.wrapping_mul(scale), width) == coefficient(whole, m))
        .then_some(scale)
}

fn coefficient(poly: &Poly, monomial: &Monomial) -> i128 {
    poly.terms()
        .find(|(m, _)| *m == monomial)
        .map_or(0, |(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::address::Atom;

    fn x(n: usize) -> Poly {
        Poly::atom(64, Atom::Value(n))
    }

    fn c(value: i128) -> Poly {
        Poly::constant(64, value)
    }

    fn candidate(id: ExprId, poly: Poly) -> Candidate {
        Candidate {
            id,
            poly,
            extended: false,
        }
    }

    #[test]
    fn a_scaled_index_covers_its_multiple() {
        // 4*i + 8 from i: one step of stride 4, constant 8.
        let target = x(1).scale(4).add(&c(8));
        let (steps, constant) = solve(&target, &[candidate(0, x(1))]).unwrap();
        assert_eq!(steps, [Step { id: 0, scale: 4 }]);
        assert_eq!(constant, 8);
    }

    #[test]
    fn the_widest_candidate_is_used_first() {
        // 4*(16*r + c) from idx = 16*r + c rather than from r and c separately.
        let idx = x(1).scale(16).add(&x(2));
        let target = idx.scale(4);
        let candidates = [candidate(0, x(1)), candidate(1, x(2)), candidate(2, idx)];
        let (steps, constant) = solve(&target, &candidates).unwrap();
        assert_eq!(steps, [Step { id: 2, scale: 4 }]);
        assert_eq!(constant, 0);
    }

    #[test]
    fn a_candidate_with_its_own_constant_moves_the_remainder() {
        // 4*i from (i + 1): stride 4, constant -4.
        let (steps, constant) = solve(&x(1).scale(4), &[candidate(0, x(1).add(&c(1)))]).unwrap();
        assert_eq!(steps, [Step { id: 0, scale: 4 }]);
        assert_eq!(constant, -4);
    }

    #[test]
    fn full_width_indices_win_ties() {
        let narrow = Candidate {
            id: 0,
            poly: x(1),
            extended: true,
        };
        let (steps, _) = solve(&x(1).scale(4), &[narrow, candidate(1, x(1))]).unwrap();
        assert_eq!(steps, [Step { id: 1, scale: 4 }]);
    }

    #[test]
    fn an_index_with_the_right_constant_absorbs_the_leftover() {
        // 4*t + 4 from t or from t + 1: t + 1 leaves nothing to add.
        let candidates = [candidate(0, x(1)), candidate(1, x(1).add(&c(1)))];
        let (steps, constant) = solve(&x(1).scale(4).add(&c(4)), &candidates).unwrap();
        assert_eq!(steps, [Step { id: 1, scale: 4 }]);
        assert_eq!(constant, 0);
    }

    #[test]
    fn uncovered_terms_are_a_refusal() {
        let target = x(1).scale(4).add(&x(2));
        assert!(solve(&target, &[candidate(0, x(1))]).is_none());
    }

    #[test]
    fn negative_and_fractional_strides_are_refused() {
        assert!(solve(&x(1).scale(-4), &[candidate(0, x(1))]).is_none());
        assert!(solve(&x(1).scale(2), &[candidate(0, x(1).scale(4))]).is_none());
    }

    #[test]
    fn a_partial_match_is_not_taken() {
        // 4*i + 4*j cannot use (i + 2*j): the ratio differs between its terms.
        let target = x(1).scale(4).add(&x(2).scale(4));
        let part = x(1).add(&x(2).scale(2));
        assert!(solve(&target, &[candidate(0, part)]).is_none());
    }

    #[test]
    fn a_constant_target_needs_no_step() {
        assert_eq!(solve(&c(12), &[]), Some((Vec::new(), 12)));
    }
}
