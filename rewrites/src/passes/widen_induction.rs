//! `widen-induction`: pushes the 64-bit extension of a loop's 32-bit index arithmetic down to
//! the loop's induction variable, where LLVM's scalar evolution can read the recurrence:
//! `sext(mul nsw inv, i)` becomes `mul nsw (sext inv), (sext i)`.
//!
//! Why: scalar evolution folds an extension through an `nsw` increment, but not through a
//! narrow product or a sum with a variable. The backend's loop strength reduction then sees an
//! opaque index and recomputes the 64-bit address every iteration: 32-bit multiply, extension,
//! shift and add. The cuda-samples' floatToChar, whose colour planes are strided by
//! `3 * width * height`, runs 432 loop-weighted integer SASS instructions as written and 343
//! widened, at 32 registers either way (sm_80). The rule fires only where the widened index
//! is a recurrence the narrow one hides ([`extension_hides_recurrence`]).
//!
//! Whether it pays is ptxas's call, not the IR's: over our kernels and the CUDA and PolyBench
//! corpora, widening everywhere it fires saved loop integer work in six kernels (fir_decimate_const
//! 701 -> 515, cdf97_cols_lift 1960 -> 1476) and cost it in eight (spmm_bsr4_f64 4235 -> 5259:
//! eight invariant offsets each became a 64-bit register pair), at one more register in all.
//! So no preset runs it on the input IR. Split code generation tries it on the module as the
//! backend receives it, where ptxas is at hand: after LSR is chosen, each function keeps its
//! widened version only where ptxas does better on it ([`crate::late_settle::better`]; see
//! [`crate::export::Late`]). `--passes=widen-induction` runs it unconditionally.
//!
//! Soundness: with `nsw`, the narrow op's result is the exact one, so extending it equals the
//! wide op on the extended operands, which computes the same exact value (and carries `nsw`:
//! the exact value fits). Where the narrow op is poison, its extension was poison too, and
//! any value refines it. `zext` distributes over `nuw` ops likewise (the wide op is also `nsw`:
//! its exact result is below 2^w), and either over a disjoint `or`, an add that wraps neither
//! way. Constants are extended when the rule makes them.

use crate::{
    Options,
    analysis::{
        cfg::Cfg,
        loops::{
            LoopForest, extension_distributes_over, extension_hides_recurrence, induction_variables,
        },
        manager::FunctionAnalyses,
    },
    anchor::build::create,
    engine::{PassBody, PatternDecl, PatternSet, Rewriter, enclosing_function},
    registry::PassInfo,
};
use crate::{
    late_settle, sass,
    strength_reduction::{self, Measured, MeasuredPtx},
};
use kestrel_dialects::raw::{self, Compiled, Widened};
use kestrel_dialects::{
    integer_constant, names,
    ops::is_op,
    values::{defining_op, operand, result},
};
use melior::{
    Context,
    ir::{Location, OperationRef, Value, ValueLike, operation::OperationLike},
};
use std::fmt;

pub static PASS: PassInfo = PassInfo {
    name: "widen-induction",
    summary: "extend a loop's 32-bit index arithmetic from its induction variable up, so LLVM's loop strength reduction sees the recurrence",
    options: &[],
    reads: &[],
    patterns: &[EXTEND_THROUGH_INDUCTION],
    body: PassBody::Patterns(populate),
};

const EXTEND_THROUGH_INDUCTION: PatternDecl = PatternDecl {
    name: "extend-through-induction",
    identity: "sext (op nsw x, y) -> op nsw (sext x), (sext y)  [a loop's index the narrow form hides]",
    roots: &[names::SEXT, names::ZEXT],
    benefit: 1,
    generates: &[
        names::CONSTANT,
        names::SEXT,
        names::ZEXT,
        names::ADD,
        names::SUB,
        names::MUL,
    ],
};

fn populate(set: &mut PatternSet, _options: &Options) {
    // The rule makes ops inside a block; it never creates, erases or rewires one.
    set.preserve_blocks();
    let analyses = set.analyses();
    set.add(EXTEND_THROUGH_INDUCTION, move |ext, rewriter| {
        extend_through_induction(ext, rewriter, &analyses)
    });
}

fn extend_through_induction(
    ext: OperationRef,
    rewriter: &Rewriter,
    analyses: &FunctionAnalyses,
) -> bool {
    let signed = is_op(&ext, names::SEXT);
    let (Some(narrow), Some(wide)) = (operand(&ext, 0), result(&ext, 0)) else {
        return false;
    };
    let Some(arith) = defining_op(narrow) else {
        return false;
    };
    let Some(kind) = distributed_op(&arith, signed) else {
        return false;
    };
    let (Some(x), Some(y)) = (operand(&arith, 0), operand(&arith, 1)) else {
        return false;
    };
    if !hides_recurrence(ext, narrow, signed, analyses) {
        return false;
    }
    let ty = wide.r#type().to_string();
    let location = ext.location();
    rewriter.set_insertion_point_before(ext);
    let (Some(x), Some(y)) = (
        extended(rewriter, x, signed, &ty, location),
        extended(rewriter, y, signed, &ty, location),
    ) else {
        return false;
    };
    let flags = if signed {
        "overflow<nsw>"
    } else {
        "overflow<nsw, nuw>"
    };
    let text = format!("{kind} $0, $1 {flags} : {ty}");
    let Ok(op) = rewriter.create(&text, &[x, y], 1, location) else {
        return false;
    };
    rewriter.replace_op_with_operation(ext, op);
    true
}

/// The wide op an extension of `arith` distributes into (`sext` over `nsw`, `zext` over
/// `nuw`, either over a disjoint `or`, which becomes an add), or `None`.
fn distributed_op(arith: &OperationRef, signed: bool) -> Option<&'static str> {
    if !extension_distributes_over(arith, signed) {
        return None;
    }
    let name = arith.name();
    match name.as_string_ref().as_str().ok()? {
        names::ADD | names::OR => Some(names::ADD),
        names::SUB => Some(names::SUB),
        names::MUL => Some(names::MUL),
        _ => None,
    }
}

/// Whether `ext`, the extension of `narrow`, sits in a loop whose induction variable
/// `narrow` is affine in only once the extension is distributed.
fn hides_recurrence(
    ext: OperationRef,
    narrow: Value,
    signed: bool,
    analyses: &FunctionAnalyses,
) -> bool {
    let Some(function) = enclosing_function(ext) else {
        return false;
    };
    let cfg = analyses.get::<Cfg>(&function);
    let loops = analyses.get::<LoopForest>(&function);
    let Some(lp) = cfg.block_of(&ext).and_then(|block| loops.loop_of(block)) else {
        return false;
    };
    let ivs = induction_variables(&function, &cfg, lp);
    extension_hides_recurrence(narrow, signed, &cfg, &lp, &ivs)
}

/// `value` extended to `ty` at the rewriter's insertion point; a constant is made wide
/// directly.
fn extended<'c, 'r>(
    rewriter: &'r Rewriter<'c, '_>,
    value: Value<'c, '_>,
    signed: bool,
    ty: &str,
    location: Location<'c>,
) -> Option<Value<'c, 'r>> {
    if let Some((constant, width)) = integer_constant(value) {
        let wide = extended_constant(constant, width, signed);
        let text = format!("llvm.mlir.constant({wide} : {ty}) : {ty}");
        return create(rewriter, &text, &[], location);
    }
    let narrow = value.r#type().to_string();
    let kind = if signed { names::SEXT } else { names::ZEXT };
    create(
        rewriter,
        &format!("{kind} $0 : {narrow} to {ty}"),
        &[value],
        location,
    )
}

/// The `width`-bit constant `constant` extended to 64 bits, by sign or by zeros.
fn extended_constant(constant: i64, width: u32, signed: bool) -> i64 {
    let shift = 64 - width.clamp(1, 64);
    if signed {
        (constant << shift) >> shift
    } else {
        ((constant as u64) << shift >> shift) as i64
    }
}

/// One function's widened version weighed against the version LSR was chosen for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Widening {
    pub function: String,
    pub current: Measured,
    pub widened: Measured,
    pub kept: bool,
}

impl fmt::Display for Widening {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(
            f,
            "@{}: ptxas: {} as chosen, {} widened: {}",
            self.function,
            self.current,
            self.widened,
            if self.kept { "widened" } else { "refused" }
        )
    }
}

/// Measures `current` and `widened` with `tools` (PTX in `known` is not measured again) and
/// keeps each function's widened version where ptxas does better on it
/// ([`late_settle::better`]: fewer registers for no more work, or less integer work for no
/// more registers, memory or instructions in all). A function ptxas did not keep apart in both
/// stays as it is. Also returns both versions as measured, for later steps to reuse.
pub fn choose(
    context: &Context,
    tools: &sass::Tools,
    known: &[MeasuredPtx],
    current: &Compiled,
    widened: &Compiled,
) -> Result<(Widened, Vec<Widening>, Vec<MeasuredPtx>), String> {
    let measure = |compiled: &Compiled| match late_settle::measured_before(known, &compiled.ptx) {
        Some(functions) => Ok(functions),
        None => strength_reduction::measured_functions(tools, &compiled.ptx),
    };
    let (current_measured, widened_measured) = (measure(current)?, measure(widened)?);
    let widenings: Vec<Widening> = current_measured
        .iter()
        .filter_map(|(function, &current)| {
            let &widened = widened_measured.get(function)?;
            (current != widened).then(|| Widening {
                function: function.clone(),
                current,
                widened,
                kept: late_settle::better(widened, current),
            })
        })
        .collect();
    let measured = vec![
        MeasuredPtx {
            ptx: current.ptx.clone(),
            functions: current_measured,
        },
        MeasuredPtx {
            ptx: widened.ptx.clone(),
            functions: widened_measured,
        },
    ];
    if !widenings.iter().any(|w| w.kept) {
        return Ok((Widened::Kept, widenings, measured));
    }
    // A function ptxas inlined everywhere (measured in neither) follows the functions it is
    // inlined into (inlined_callees); one measured alike both ways stays current.
    let kept = |name: &str| {
        let widened = widenings.iter().any(|w| w.kept && w.function == name);
        let weighed = measured[0].functions.contains_key(name);
        (widened || weighed).then_some(usize::from(widened))
    };
    let current_module = strength_reduction::import(context, &current.ir)?;
    let widened_module = strength_reduction::import(context, &widened.ir)?;
    let versions = [&current_module, &widened_module];
    let tag = |index: usize| ["narrow", "widened"][index].to_string();
    crate::inlined_callees::mix(&current_module, &versions, 0, &kept, &tag);
    let merged = raw::translate_to_llvm_ir(&current_module)?;
    Ok((Widened::Merged(merged), widenings, measured))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants_extend_by_sign_or_by_zeros() {
        assert_eq!(extended_constant(-1, 32, true), -1);
        assert_eq!(extended_constant(-1, 32, false), 0xffff_ffff);
        assert_eq!(extended_constant(3, 32, true), 3);
        assert_eq!(
            extended_constant(i64::from(i32::MIN), 32, false),
            0x8000_0000
        );
        assert_eq!(extended_constant(-5, 64, false), -5);
    }
}
