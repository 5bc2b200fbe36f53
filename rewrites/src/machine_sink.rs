//! Per function, the backend's code with or without its machine-code sinking, by what ptxas
//! makes of each.
//!
//! LLVM's MachineSink moves an instruction down into the successor block that dominates its
//! uses, to spare the paths that do not need it. It judges a block that uses the value only
//! in a phi as not using it at all, so through a chain of diamonds (an unrolled loop of
//! guarded calls or loads) each step's result is pushed down step by step to the block after
//! the last one, and every operand it needs is carried through all the steps in between.
//! keccak's sha3_256_batch absorbs its last block of 17 lanes that way: each lane, loaded by a
//! guarded call, is XORed into the state only after all 17 calls, so 34 more registers live
//! across every call (158 registers with sinking, 80 without, for the same instructions;
//! nvcc 72). Elsewhere sinking pays: ptxas does better with it on as many kernels as without.
//!
//! Algorithm, where the late half is measured (ptxas found): the module as settled (LSR,
//! late rewrites and pointer width chosen) is compiled from CodeGenPrepare on once more with
//! MachineSink off, and so is the module the late half was given where it rewrote it (the
//! late `sink` moves values down to the block that dominates their uses as MachineSink does:
//! sha3_256_batch settles on the late half's output at 124 registers, which without
//! MachineSink is 124 still, while the module it was given is 80 without it). Each text is
//! measured, and each function takes its definition from the first that ptxas does better
//! on than on the best before it, by the measured LSR choice's rule with no more
//! instructions in all ([`better`]). The texts come from one module and differ in
//! function bodies only; ptxas compiles each function on its own, except the device
//! functions it inlines, whose code counts in their callers: those follow the functions they
//! are inlined into, and a function whose callees would have to come from two texts keeps
//! its sunk code ([`with_inlined_callees`]), so each keeps what it was measured as. A text
//! that differs anywhere else (or carries DWARF sections, whose labels the texts number each
//! their own way) is not weighed.
//!
//! Soundness: each text is the backend's code for the module, before or after the late half,
//! whose rewrites keep what each function computes; which one a function takes changes only
//! how its instructions are placed.

use crate::kernel_fallback::{has_debug_sections, references};
use crate::strength_reduction::{self, Measured, MeasuredPtx, ptx_function_texts};
use crate::{late_settle, raw, sass};
use std::collections::{BTreeMap, BTreeSet};

/// Which code a function was emitted with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kept {
    /// The settled module's, with the backend's sinking.
    Sunk,
    /// The settled module's, without it.
    Unsunk,
    /// The module the late half was given, without it.
    GivenUnsunk,
}

/// One function weighed: ptxas on it with the backend's sinking, and on each version without.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub function: String,
    pub sunk: Measured,
    /// The settled module without sinking, where it compiled differently.
    pub unsunk: Option<Measured>,
    /// The module the late half was given, without sinking, where weighed.
    pub given_unsunk: Option<Measured>,
    pub kept: Kept,
}

/// What [`choose`] found: the PTX to emit where it is not `sunk`, every function weighed, and
/// every text as measured.
#[derive(Debug, Default)]
pub struct Weighed {
    /// `sunk` with some functions taken from a version without sinking; `None`: `sunk`.
    pub merged: Option<String>,
    /// Each function weighed, in name order.
    pub choices: Vec<Choice>,
    /// Each text measured, for the register budget to reuse.
    pub measured: Vec<MeasuredPtx>,
}

/// `sunk` with each function ptxas does better on in one of `unsunk` (the settled module, and
/// the one the late half was given, each compiled without MachineSink) taken from there; `None`
/// where no function is. Each function takes the first version that measures better than the
/// best before it ([`better`]); a version whose text differs
/// from `sunk` outside function bodies is not weighed. `known` holds PTX measured before
/// (`sunk` often is).
pub fn choose(
    tools: &sass::Tools,
    known: &[MeasuredPtx],
    sunk: &str,
    unsunk: &[raw::Unsunk],
) -> Result<Weighed, String> {
    let mixable: Vec<&raw::Unsunk> = unsunk
        .iter()
        .filter(|version| alike_outside_bodies(sunk, &version.ptx))
        .collect();
    if mixable.is_empty() {
        return Ok(Weighed::default());
    }
    let texts: Vec<&str> = std::iter::once(sunk)
        .chain(mixable.iter().map(|version| version.ptx.as_str()))
        .collect();
    let mut versions = late_settle::measure_each(tools, known, &texts)?;
    let sunk_functions = versions.remove(0);
    let mut choices = Vec::new();
    let mut picks: BTreeMap<String, &str> = BTreeMap::new();
    for (function, &with) in &sunk_functions {
        let mut choice = Choice {
            function: function.clone(),
            sunk: with,
            unsunk: None,
            given_unsunk: None,
            kept: Kept::Sunk,
        };
        let mut best = with;
        for (version, functions) in mixable.iter().zip(&versions) {
            let Some(&measured) = functions.get(function) else {
                continue;
            };
            let kept = if version.given {
                choice.given_unsunk = Some(measured);
                Kept::GivenUnsunk
            } else {
                choice.unsunk = Some(measured);
                Kept::Unsunk
            };
            if better(best, measured) {
                best = measured;
                choice.kept = kept;
                picks.insert(function.clone(), &version.ptx);
            }
        }
        choices.push(choice);
    }
    let picks = with_inlined_callees(sunk, &sunk_functions, picks);
    let merged = (!picks.is_empty()).then(|| with_functions_from(sunk, &picks));
    let measured = std::iter::once(MeasuredPtx {
        ptx: sunk.to_string(),
        functions: sunk_functions,
    })
    .chain(
        mixable
            .iter()
            .zip(versions)
            .map(|(version, functions)| MeasuredPtx {
                ptx: version.ptx.clone(),
                functions,
            }),
    )
    .collect();
    Ok(Weighed {
        merged,
        choices,
        measured,
    })
}

/// `picks` with each function ptxas measured nowhere (a device function it inlined, whose
/// code counts in the functions it is inlined into) taken from the text the measured
/// functions reaching it were taken from, so each compiles with the callees it was measured
/// with (see [`crate::inlined_callees`]). Where they were taken from texts that define such a
/// callee differently, the functions reaching it keep `sunk`'s code, and the rest is settled
/// again.
fn with_inlined_callees<'t>(
    sunk: &'t str,
    measured: &BTreeMap<String, Measured>,
    mut picks: BTreeMap<String, &'t str>,
) -> BTreeMap<String, &'t str> {
    let functions = ptx_function_texts(sunk);
    let names: BTreeSet<&str> = functions.keys().map(String::as_str).collect();
    let callees: BTreeMap<&str, BTreeSet<&str>> = functions
        .iter()
        .map(|(name, text)| (name.as_str(), references(text, &names)))
        .collect();
    let unmeasured = |name: &str| !measured.contains_key(name);
    let mut cut: BTreeMap<*const u8, BTreeMap<String, &'t str>> = BTreeMap::new();
    loop {
        let text_of = |name: &str| picks.get(name).copied().unwrap_or(sunk);
        // Each unmeasured function, with the measured ones it is inlined into.
        let mut reached_from: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
        for root in measured.keys().filter(|name| names.contains(name.as_str())) {
            let mut stack = vec![root.as_str()];
            let mut seen = BTreeSet::new();
            while let Some(caller) = stack.pop() {
                for &callee in callees.get(caller).into_iter().flatten() {
                    if unmeasured(callee) && seen.insert(callee) {
                        reached_from.entry(callee).or_default().push(root.as_str());
                        stack.push(callee);
                    }
                }
            }
        }
        let mut followed = BTreeMap::new();
        let mut reverted: Vec<&str> = Vec::new();
        for (callee, roots) in &reached_from {
            let mut definitions = roots.iter().map(|root| {
                let text = text_of(root);
                let functions = cut
                    .entry(text.as_ptr())
                    .or_insert_with(|| ptx_function_texts(text));
                (text, functions.get(*callee).copied())
            });
            let Some((first_text, first)) = definitions.next() else {
                continue;
            };
            if definitions.all(|(_, definition)| definition == first) {
                if first != functions.get(*callee).copied() {
                    followed.insert(callee.to_string(), first_text);
                }
            } else {
                reverted.extend(
                    roots
                        .iter()
                        .copied()
                        .filter(|root| picks.contains_key(*root)),
                );
            }
        }
        if reverted.is_empty() {
            picks.extend(followed);
            return picks;
        }
        for root in reverted {
            picks.remove(root);
        }
    }
}

/// Whether ptxas does better on `candidate` than on `current`: the measured LSR choice's rule
/// ([`strength_reduction::measures_better`]), and no more loop-weighted instructions in all
/// beyond the margin, which that rule does not weigh: biquad_cascade as the late half was given
/// it, without sinking, runs 45 loop-weighted integer instructions against 54, and 599 in
/// all against 415.
pub fn better(current: Measured, candidate: Measured) -> bool {
    strength_reduction::measures_better(current, candidate)
        && strength_reduction::within_noise(candidate.loop_total, current.loop_total)
}

/// Whether two PTX texts of one module hold the same functions in the same order and the same
/// text between them (no DWARF sections, whose labels each text numbers its own way): then any
/// function of one can take the other's definition.
pub fn alike_outside_bodies(base: &str, other: &str) -> bool {
    if has_debug_sections(base) || has_debug_sections(other) {
        return false;
    }
    let (mine, theirs) = (pieces(base), pieces(other));
    mine.len() == theirs.len()
        && mine.iter().zip(&theirs).all(|pair| match pair {
            (Piece::Text(a), Piece::Text(b)) => a == b,
            (Piece::Function(a, _), Piece::Function(b, _)) => a == b,
            _ => false,
        })
}

/// `base` with the definition of each function in `picks` taken from the text it names
/// (alike outside bodies, [`alike_outside_bodies`]).
pub fn with_functions_from(base: &str, picks: &BTreeMap<String, &str>) -> String {
    // Each text is cut into its functions once, however many functions it gives.
    let mut cut: Vec<(&str, BTreeMap<String, &str>)> = Vec::new();
    for &text in picks.values() {
        if !cut.iter().any(|(done, _)| *done == text) {
            cut.push((text, ptx_function_texts(text)));
        }
    }
    pieces(base)
        .into_iter()
        .map(|piece| match piece {
            Piece::Text(text) => text,
            Piece::Function(name, text) => picks
                .get(&name)
                .and_then(|from| cut.iter().find(|(done, _)| done == from))
                .and_then(|(_, functions)| functions.get(&name).copied())
                .unwrap_or(text),
        })
        .collect()
}

/// A stretch of PTX: a function's definition, or the text between definitions.
#[derive(Debug, PartialEq, Eq)]
enum Piece<'p> {
    Text(&'p str),
    Function(String, &'p str),
}

/// `ptx` cut at its function definitions ([`ptx_function_texts`]); joined, the pieces are
/// `ptx` again.
fn pieces(ptx: &str) -> Vec<Piece<'_>> {
    let mut definitions: Vec<(usize, String, &str)> = ptx_function_texts(ptx)
        .into_iter()
        .map(|(name, text)| (text.as_ptr() as usize - ptx.as_ptr() as usize, name, text))
        .collect();
    definitions.sort_by_key(|(start, _, _)| *start);
    let mut pieces = Vec::new();
    let mut at = 0;
    for (start, name, text) in definitions {
        if start > at {
            pieces.push(Piece::Text(&ptx[at..start]));
        }
        pieces.push(Piece::Function(name, text));
        at = start + text.len();
    }
    if at < ptx.len() {
        pieces.push(Piece::Text(&ptx[at..]));
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    const SUNK: &str = "//\n.version 8.8\n.target sm_80\n.address_size 64\n\n\
        .func (.param .b64 func_retval0) f(\n\t.param .b64 f_param_0\n)\n{\n\tsunk f body\n}\n\n\
        .visible .entry k(\n\t.param .u64 k_param_0\n)\n{\n\tsunk k body\n}\n";
    const UNSUNK: &str = "//\n.version 8.8\n.target sm_80\n.address_size 64\n\n\
        .func (.param .b64 func_retval0) f(\n\t.param .b64 f_param_0\n)\n{\n\tunsunk f body\n}\n\n\
        .visible .entry k(\n\t.param .u64 k_param_0\n)\n{\n\tunsunk k body\n}\n";

    #[test]
    fn pieces_join_to_the_text() {
        let joined: String = pieces(SUNK)
            .iter()
            .map(|piece| match piece {
                Piece::Text(text) | Piece::Function(_, text) => *text,
            })
            .collect();
        assert_eq!(joined, SUNK);
        let cut = pieces(SUNK);
        let names: Vec<&str> = cut
            .iter()
            .filter_map(|piece| match piece {
                Piece::Function(name, _) => Some(name.as_str()),
                Piece::Text(_) => None,
            })
            .collect();
        assert_eq!(names, ["f", "k"]);
    }

    fn picks<'t>(names: &[&str], text: &'t str) -> BTreeMap<String, &'t str> {
        names.iter().map(|name| (name.to_string(), text)).collect()
    }

    #[test]
    fn only_the_named_functions_are_taken() {
        let merged = with_functions_from(SUNK, &picks(&["k"], UNSUNK));
        assert!(merged.contains("sunk f body") && merged.contains("unsunk k body"));
        assert!(!merged.contains("unsunk f body"));
        assert_eq!(with_functions_from(SUNK, &picks(&[], UNSUNK)), SUNK);
        assert_eq!(
            with_functions_from(SUNK, &picks(&["f", "k"], UNSUNK)),
            UNSUNK
        );
    }

    #[test]
    fn texts_that_differ_outside_bodies_are_not_mixed() {
        assert!(alike_outside_bodies(SUNK, UNSUNK));
        let other_global =
            UNSUNK.replace(".address_size 64\n", ".address_size 64\n.global .b32 g;\n");
        assert!(!alike_outside_bodies(SUNK, &other_global));
        let renamed = UNSUNK.replace(" k(", " k2(").replace("k_param", "k2_param");
        assert!(!alike_outside_bodies(SUNK, &renamed));
        let dwarf = format!("{UNSUNK}\t.section\t.debug_info\n\t{{\n\t}}\n");
        assert!(!alike_outside_bodies(SUNK, &dwarf));
    }

    fn measured(registers: u64, integer: u64, memory: u64, total: u64) -> Measured {
        Measured {
            loop_total: total,
            ..Measured::new(registers, integer, memory)
        }
    }

    #[test]
    fn a_function_without_sinking_is_taken_where_ptxas_does_better() {
        // sha3_256_batch, measured: 124 registers sunk, 80 unsunk, no more work.
        assert!(better(
            measured(124, 4493, 41, 5301),
            measured(80, 4494, 41, 5215)
        ));
        // The same registers for more integer work, fewer registers for more memory, or less
        // integer work for more instructions in all (biquad_cascade) stay.
        assert!(!better(
            measured(40, 1000, 100, 2000),
            measured(40, 1100, 100, 2000)
        ));
        assert!(!better(
            measured(48, 1000, 100, 2000),
            measured(40, 1000, 120, 2000)
        ));
        assert!(!better(
            measured(72, 54, 80, 415),
            measured(72, 45, 80, 599)
        ));
    }

    /// A module of `f` (a device function) called by kernels `k1` and `k2`; `mark` in each
    /// body, and `f`'s body `f_body`.
    fn two_kernels(mark: &str, f_body: &str) -> String {
        format!(
            "//\n.version 8.8\n.target sm_80\n.address_size 64\n\n\
             .func (.param .b64 func_retval0) f(\n\t.param .b64 f_param_0\n)\n{{\n\t{f_body}\n}}\n\n\
             .visible .entry k1(\n\t.param .u64 k1_param_0\n)\n{{\n\t{mark} k1 calls f;\n}}\n\n\
             .visible .entry k2(\n\t.param .u64 k2_param_0\n)\n{{\n\t{mark} k2 calls f;\n}}\n"
        )
    }

    /// The kernels measured; `f` inlined into both, measured nowhere.
    fn kernels_measured() -> BTreeMap<String, Measured> {
        ["k1", "k2"]
            .iter()
            .map(|k| (k.to_string(), measured(40, 10, 10, 100)))
            .collect()
    }

    #[test]
    fn an_inlined_callee_follows_the_kernels_taken_from_one_text() {
        let (sunk, unsunk) = (
            two_kernels("sunk", "sunk f"),
            two_kernels("unsunk", "unsunk f"),
        );
        let picks = with_inlined_callees(&sunk, &kernels_measured(), picks(&["k1", "k2"], &unsunk));
        assert_eq!(picks.keys().collect::<Vec<_>>(), ["f", "k1", "k2"]);
        assert!(picks.values().all(|text| text.as_ptr() == unsunk.as_ptr()));
    }

    #[test]
    fn kernels_that_need_an_inlined_callee_two_ways_keep_their_sunk_code() {
        // k1 was measured with unsunk f inlined, k2 with sunk f: no one f serves both.
        let (sunk, unsunk) = (
            two_kernels("sunk", "sunk f"),
            two_kernels("unsunk", "unsunk f"),
        );
        let picks = with_inlined_callees(&sunk, &kernels_measured(), picks(&["k1"], &unsunk));
        assert!(picks.is_empty(), "{picks:?}");
    }

    #[test]
    fn a_callee_alike_in_both_texts_lets_each_kernel_choose() {
        let (sunk, unsunk) = (
            two_kernels("sunk", "same f"),
            two_kernels("unsunk", "same f"),
        );
        let picks = with_inlined_callees(&sunk, &kernels_measured(), picks(&["k1"], &unsunk));
        assert_eq!(picks.keys().collect::<Vec<_>>(), ["k1"]);
    }
}
