//! Per function, whether the late half's rewrites stay, by what ptxas makes of them.
//!
//! The late passes (wide-mul, sink, rematerialize) decide by estimates: a register model of
//! the LLVM IR, which cannot see what ptxas schedules, unrolls or allocates. Where ptxas is
//! at hand (the measured LSR choice, `--lsr=measured` or `-O3`'s `auto` with ptxas found),
//! split code generation compiles the version it kept twice, as the late half was given it
//! and as the late half returned it, and a function keeps the rewrites unless ptxas gives
//! the version without them fewer registers for no more loop-weighted integer or memory
//! SASS, or as many registers for less integer SASS and no more memory ([`undo`]).
//!
//! Why: wide-mul's fold of a row offset into the stores' indices takes transpose_batched 48
//! -> 34 registers but spmm_bsr4_f64 48 -> 50 (four 32-bit row indices live where two
//! 64-bit products were; ptxas allocates two more); rematerialize's copies of cheap values
//! inside loops buy heston_mc_call eight registers and conv2d_nchw_bias_relu nothing for 2%
//! more loop integer SASS. Which way a rewrite goes is ptxas's to say.
//!
//! Soundness: each function emitted is one the late half was given or one it returned, and
//! the late passes rewrite within a function (no signature, no call, no global changes), so
//! a mix of the two is what either would compute.

use crate::sass;
use crate::strength_reduction::{self, Measured, defined_functions, pairs};
use kestrel_dialects::{
    intrinsics::string_attribute,
    raw::{self, Compiled, Settled},
};
use melior::Context;
use std::collections::BTreeMap;

/// One function's measurements and what was kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settlement {
    pub function: String,
    /// ptxas on the function as the late half was given it.
    pub given: Measured,
    /// ptxas on the function as the late half returned it.
    pub rewritten: Measured,
    /// Whether the function is emitted as it was given.
    pub undone: bool,
}

/// Whether ptxas does better on a function without the late half's rewrites: fewer registers
/// for no more loop-weighted integer or memory SASS, or as many for less integer work and no
/// more memory. Registers first: a rewrite that costs integer work for registers stays.
pub fn undo(given: Measured, rewritten: Measured) -> bool {
    let no_more_memory = given.loop_memory <= rewritten.loop_memory;
    let fewer_registers =
        given.registers < rewritten.registers && given.loop_integer <= rewritten.loop_integer;
    let less_work =
        given.registers == rewritten.registers && given.loop_integer < rewritten.loop_integer;
    no_more_memory && (fewer_registers || less_work)
}

/// Measures `given` and `rewritten` with `tools` (side by side) and settles each function
/// defined in both ([`undo`]): the whole of one version, or LLVM IR with some functions from
/// each. A function ptxas did not keep apart in both (a device function it inlined) keeps
/// the rewrites.
pub fn settle(
    context: &Context,
    tools: &sass::Tools,
    given: &Compiled,
    rewritten: &Compiled,
) -> Result<(Settled, Vec<Settlement>), String> {
    let (given_measured, rewritten_measured) = std::thread::scope(|scope| {
        let other = scope.spawn(|| strength_reduction::measured_functions(tools, &given.ptx));
        let rewritten = strength_reduction::measured_functions(tools, &rewritten.ptx);
        (
            other
                .join()
                .unwrap_or_else(|_| Err("measuring the late half's input panicked".into())),
            rewritten,
        )
    });
    let (given_measured, rewritten_measured) = (given_measured?, rewritten_measured?);
    let settlements = settlements(&given_measured, &rewritten_measured);
    if !settlements.iter().any(|s| s.undone) {
        return Ok((Settled::Rewritten, settlements));
    }
    let rewritten_module = strength_reduction::import(context, &rewritten.ir)?;
    let given_module = strength_reduction::import(context, &given.ir)?;
    let undone = |name: &str| settlements.iter().any(|s| s.undone && s.function == name);
    let replacements: Vec<_> = pairs(&rewritten_module, &given_module)
        .into_iter()
        .filter(|(name, _, _)| undone(name))
        .collect();
    let all_undone = defined_functions(&rewritten_module)
        .iter()
        .all(|function| string_attribute(function, "sym_name").is_some_and(|name| undone(&name)));
    if all_undone {
        return Ok((Settled::Given, settlements));
    }
    for (_, function, other) in replacements {
        raw::replace_top_level_op(function, &other);
    }
    Ok((
        Settled::Merged(raw::translate_to_llvm_ir(&rewritten_module)?),
        settlements,
    ))
}

/// One [`Settlement`] per function measured in both, in name order.
fn settlements(
    given: &BTreeMap<String, Measured>,
    rewritten: &BTreeMap<String, Measured>,
) -> Vec<Settlement> {
    rewritten
        .iter()
        .filter_map(|(function, &rewritten)| {
            let given = *given.get(function)?;
            Some(Settlement {
                function: function.clone(),
                given,
                rewritten,
                undone: undo(given, rewritten),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn measured(registers: u64, loop_integer: u64, loop_memory: u64) -> Measured {
        Measured {
            registers,
            loop_integer,
            loop_memory,
        }
    }

    #[test]
    fn fewer_registers_for_no_more_work_undoes_the_rewrites() {
        // spmm_bsr4_f64 after the late wide-mul: 50 registers, 3727/2120; without it 48,
        // 3663/2120.
        assert!(undo(measured(48, 3663, 2120), measured(50, 3727, 2120)));
    }

    #[test]
    fn registers_bought_with_integer_work_stay() {
        // heston_mc_call: rematerialize's copies in its step loop, 64 -> 56 registers for 6
        // more loop-weighted integer instructions.
        assert!(!undo(measured(64, 1232, 6), measured(56, 1238, 6)));
        assert!(!undo(measured(48, 1300, 10), measured(50, 1200, 10)));
    }

    #[test]
    fn equal_registers_undo_only_for_less_integer_work_and_no_more_memory() {
        assert!(undo(measured(30, 1808, 642), measured(30, 1841, 642)));
        assert!(!undo(measured(30, 1841, 642), measured(30, 1841, 642)));
        assert!(!undo(measured(30, 1808, 650), measured(30, 1841, 642)));
        assert!(!undo(measured(28, 1808, 650), measured(30, 1841, 642)));
    }
}
