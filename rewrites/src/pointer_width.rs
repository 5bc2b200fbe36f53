//! Per module, 32-bit pointers to shared, const and local memory where ptxas does better with
//! them.
//!
//! nvcc addresses those spaces with 32-bit registers; LLVM gives them 64 bits unless the
//! module's data layout says otherwise (Triton's does, clang's does not), and a 64-bit shared
//! address held through a loop costs a register pair. The width changes the code the
//! backend selects, not what the IR means, where the IR keeps such pointers in registers
//! only: the C++ shim's `kestrel_pointer_widths_are_free` refuses a module that stores one in
//! memory, indexes or allocates a type holding one, converts one to or from an integer,
//! passes one across the module's boundary or into inline asm, or describes one in full debug
//! information. (Shared, const and local addresses all fit in 32 bits, so the narrower
//! registers hold the same values.)
//!
//! Algorithm, on the module the measured late half settled on (ptxas found, the width left to
//! the module and 64 bits there): its LLVM IR is compiled again from CodeGenPrepare on with
//! 32-bit pointers (the backend's IR passes ran with 64, so the IR is the one measured), and
//! the narrow PTX is kept when no function ptxas reports does worse with it and one does
//! better ([`keeps`], the settlement's rule). The width is one data layout for the whole
//! module, so the choice is the module's: the clock sample's timedReduction 20 -> 16
//! registers, idct8x8_dequant 88 -> 72, while bezier_patch_eval (36 -> 40) keeps its module
//! wide. Off with `--short-pointers=off`; `on` narrows without measuring.

use crate::strength_reduction::{self, Measured, MeasuredPtx};
use crate::{late_settle, sass};
use std::collections::BTreeMap;

/// What ptxas made of one module with both pointer widths, and which was kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Narrowing {
    /// Each function ptxas reported, with 64-bit and with 32-bit pointers.
    pub functions: Vec<(String, Measured, Measured)>,
    pub kept: bool,
}

/// Measures `narrow` (and `wide`, unless `known` holds it) with `tools` and weighs the two;
/// also returns `narrow` as measured, for the register budget to reuse.
pub fn weigh(
    tools: &sass::Tools,
    known: &[MeasuredPtx],
    wide: &str,
    narrow: &str,
) -> Result<(Narrowing, MeasuredPtx), String> {
    let wide_functions = match late_settle::measured_before(known, wide) {
        Some(functions) => functions,
        None => strength_reduction::measured_functions(tools, wide)?,
    };
    let narrow_functions = strength_reduction::measured_functions(tools, narrow)?;
    let kept = keeps(&wide_functions, &narrow_functions);
    let functions = wide_functions
        .iter()
        .filter_map(|(name, wide)| {
            let narrow = narrow_functions.get(name)?;
            Some((name.clone(), *wide, *narrow))
        })
        .collect();
    let measured = MeasuredPtx {
        ptx: narrow.to_string(),
        functions: narrow_functions,
    };
    Ok((Narrowing { functions, kept }, measured))
}

/// Whether the module keeps its narrow version: ptxas reported the same functions both ways,
/// none does worse narrow (more registers, or more loop-weighted integer, memory or other
/// instructions where it does not save registers by the settlement's rule), and one does
/// better ([`late_settle::better`]).
pub fn keeps(wide: &BTreeMap<String, Measured>, narrow: &BTreeMap<String, Measured>) -> bool {
    if !wide.keys().eq(narrow.keys()) {
        return false;
    }
    let pairs = || wide.iter().map(|(name, wide)| (*wide, narrow[name]));
    let no_worse = |wide: Measured, narrow: Measured| {
        late_settle::better(narrow, wide)
            || (narrow.registers <= wide.registers
                && narrow.loop_integer <= wide.loop_integer
                && narrow.loop_memory <= wide.loop_memory
                && narrow.loop_total <= wide.loop_total)
    };
    pairs().all(|(wide, narrow)| no_worse(wide, narrow))
        && pairs().any(|(wide, narrow)| late_settle::better(narrow, wide))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module(functions: &[(&str, Measured)]) -> BTreeMap<String, Measured> {
        functions
            .iter()
            .map(|(name, measured)| (name.to_string(), *measured))
            .collect()
    }

    #[test]
    fn fewer_registers_for_no_more_work_is_kept() {
        let wide = module(&[("k", Measured::new(20, 100, 40).with_total(300))]);
        let narrow = module(&[("k", Measured::new(16, 96, 40).with_total(290))]);
        assert!(keeps(&wide, &narrow));
    }

    #[test]
    fn one_function_worse_keeps_the_module_wide() {
        let wide = module(&[
            ("better", Measured::new(88, 400, 60).with_total(1400)),
            ("worse", Measured::new(36, 100, 40).with_total(900)),
        ]);
        let narrow = module(&[
            ("better", Measured::new(72, 400, 60).with_total(1400)),
            ("worse", Measured::new(40, 100, 40).with_total(900)),
        ]);
        assert!(!keeps(&wide, &narrow));
    }

    #[test]
    fn fewer_registers_for_more_memory_is_refused() {
        let wide = module(&[("k", Measured::new(20, 100, 40).with_total(300))]);
        let narrow = module(&[("k", Measured::new(16, 100, 41).with_total(300))]);
        assert!(!keeps(&wide, &narrow));
    }

    #[test]
    fn nothing_gained_is_refused() {
        let wide = module(&[("k", Measured::new(20, 100, 40).with_total(300))]);
        assert!(!keeps(&wide, &wide.clone()));
        let more_work = module(&[("k", Measured::new(20, 100, 40).with_total(301))]);
        assert!(!keeps(&wide, &more_work));
    }

    #[test]
    fn functions_ptxas_reports_differently_are_refused() {
        let wide = module(&[("k", Measured::new(20, 100, 40).with_total(300))]);
        let narrow = module(&[
            ("k", Measured::new(16, 90, 40).with_total(290)),
            ("helper", Measured::new(8, 0, 0)),
        ]);
        assert!(!keeps(&wide, &narrow));
    }
}
