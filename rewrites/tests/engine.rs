//! The engine: rewrite counting and cache invalidation for pattern sets, the function-body
//! path, and the two ways a run fails (a panicking rewrite, patterns that never converge).

use crate::support::{context, function, ops, parse};
use kestrel_rewrites::{
    Options, PatternDecl, PatternSet, Rewriter,
    analysis::{cfg::Cfg, loops::LoopForest, threads::Divergence},
    engine::{EngineError, FunctionRun, PassBody, RewriteCounts, apply_to_function, run_body},
    options::OptionValue,
    registry::{PassInfo, PassReport, apply_pass},
};
use melior::ir::{OperationRef, operation::OperationLike};
use std::rc::Rc;

const SHIFTS: &str = r#"
llvm.func @f(%i: i64) -> i64 {
  %c = llvm.mlir.constant(1 : i64) : i64
  %0 = llvm.shl %i, %c : i64
  %1 = llvm.shl %0, %c : i64
  llvm.return %1 : i64
}
"#;

#[test]
fn analyses_are_recomputed_after_each_rewrite_and_only_then() {
    let context = context();
    let module = parse(&context, SHIFTS);
    let f = function(&module, "f");
    let mut set = PatternSet::new(&context);
    let analyses = set.analyses();
    let seen = analyses.clone();
    // Asks twice on every visit, and rewrites each shl into a mul by two.
    set.add(
        PatternDecl {
            name: "count-then-rewrite",
            identity: "shl x, 1 -> mul x, 2",
            roots: &["llvm.shl"],
            benefit: 1,
            generates: &["llvm.mul"],
        },
        move |op, rewriter| {
            let function = op.parent_operation().unwrap();
            let first = seen.get::<Cfg>(&function);
            let second = seen.get::<Cfg>(&function);
            assert!(Rc::ptr_eq(&first, &second), "no rewrite in between: cached");
            shl_to_mul(op, rewriter)
        },
    );
    let counts = RewriteCounts::default();
    let rewrites = apply_to_function(f, set, &counts).unwrap();
    assert_eq!(rewrites, 2);
    assert_eq!(counts.snapshot().get("count-then-rewrite"), Some(&2));
    assert_eq!(
        analyses.computed(),
        vec![("cfg", 2)],
        "one computation per state of the function: before the first and the second rewrite"
    );
}

/// Replaces binary op `op` of `x` and a constant by `template` over `x` and the constant
/// `constant` (both `i64`).
fn replace_with(op: OperationRef, rewriter: &Rewriter, constant: i64, template: &str) -> bool {
    let Ok(x) = op.operand(0) else {
        return false;
    };
    rewriter.set_insertion_point_before(op);
    let text = format!("llvm.mlir.constant({constant} : i64) : i64");
    let Ok(constant) = rewriter.create(&text, &[], 1, op.location()) else {
        return false;
    };
    let operands = [x, constant.result(0).unwrap().into()];
    let Ok(new) = rewriter.create(template, &operands, 1, op.location()) else {
        return false;
    };
    rewriter.replace_op_with_operation(op, new);
    true
}

/// `shl x, 1` -> `mul x, 2`.
fn shl_to_mul(op: OperationRef, rewriter: &Rewriter) -> bool {
    replace_with(op, rewriter, 2, "llvm.mul $0, $1 : i64")
}

/// `mul x, 2` -> `shl x, 1`: undoes [`shl_to_mul`].
fn mul_to_shl(op: OperationRef, rewriter: &Rewriter) -> bool {
    replace_with(op, rewriter, 1, "llvm.shl $0, $1 : i64")
}

const SHL_TO_MUL: PatternDecl = PatternDecl {
    name: "shl-to-mul",
    identity: "shl x, 1 -> mul x, 2",
    roots: &["llvm.shl"],
    benefit: 1,
    generates: &["llvm.mul"],
};

const MUL_TO_SHL: PatternDecl = PatternDecl {
    name: "mul-to-shl",
    identity: "mul x, 2 -> shl x, 1",
    roots: &["llvm.mul"],
    benefit: 1,
    generates: &["llvm.shl"],
};

/// A function body with two rules: every `shl` becomes a `mul` (counted per op), and the
/// function's name is counted once under the second rule when it has two shifts.
fn body_rewriting_shifts(
    function: OperationRef,
    rewriter: &Rewriter,
    _options: &Options,
    run: &FunctionRun,
) {
    let shifts: Vec<_> = ops(&function)
        .into_iter()
        .filter(|op| op.name().as_string_ref().as_str() == Ok("llvm.shl"))
        .collect();
    for shl in &shifts {
        if shl_to_mul(*shl, rewriter) {
            run.count(&SHL_TO_MUL);
        }
    }
}

static SHIFTS_BODY: PassInfo = PassInfo {
    name: "shifts-body-for-test",
    summary: "every shl becomes a mul, in one walk",
    options: &[],
    reads: &[],
    patterns: &[SHL_TO_MUL],
    body: PassBody::Function(body_rewriting_shifts),
};

#[test]
fn a_function_body_counts_per_rule_and_leaves_no_dead_ops() {
    let context = context();
    let module = parse(&context, SHIFTS);
    let f = function(&module, "f");
    let report = PassReport::default();
    let rewrites = apply_pass(f, &SHIFTS_BODY, &Options::default(), &report).unwrap();
    assert_eq!(rewrites, 2);
    assert_eq!(report.counts.snapshot().get("shl-to-mul"), Some(&2));
    let text = f.to_string();
    assert!(!text.contains("llvm.shl"), "{text}");
    assert_eq!(text.matches("llvm.mul").count(), 2, "{text}");
    // The shift amount `1` is left unused by the rewrite: the engine erases it, as the
    // greedy driver would after a pattern.
    assert!(!text.contains("constant(1 : i64)"), "{text}");
    assert!(module.as_operation().verify());
}

fn body_that_panics(_: OperationRef, _: &Rewriter, _: &Options, _: &FunctionRun) {
    panic!("deliberate failure in a function body");
}

#[test]
fn a_panicking_function_body_is_an_error_naming_the_pass() {
    let context = context();
    let module = parse(&context, SHIFTS);
    let error = run_body(
        function(&module, "f"),
        "panicking-body",
        &[],
        body_that_panics,
        &Options::default(),
        &PassReport::default(),
        &Default::default(),
    )
    .unwrap_err();
    assert_eq!(
        error,
        EngineError::PatternPanicked {
            pattern: "panicking-body",
            message: "deliberate failure in a function body".to_string()
        }
    );
}

#[test]
fn a_panicking_pattern_is_an_error_naming_the_pattern() {
    let context = context();
    let module = parse(&context, SHIFTS);
    let mut set = PatternSet::new(&context);
    set.add(SHL_TO_MUL, |_, _| panic!("deliberate failure in a pattern"));
    let error =
        apply_to_function(function(&module, "f"), set, &RewriteCounts::default()).unwrap_err();
    assert_eq!(
        error,
        EngineError::PatternPanicked {
            pattern: "shl-to-mul",
            message: "deliberate failure in a pattern".to_string()
        }
    );
    assert!(
        module.as_operation().verify(),
        "a failed match changes nothing"
    );
}

#[test]
fn patterns_that_undo_each_other_do_not_converge() {
    let context = context();
    let module = parse(&context, SHIFTS);
    let mut set = PatternSet::new(&context);
    set.add(SHL_TO_MUL, shl_to_mul);
    set.add(MUL_TO_SHL, mul_to_shl);
    let counts = RewriteCounts::default();
    let error = apply_to_function(function(&module, "f"), set, &counts).unwrap_err();
    assert_eq!(error, EngineError::DidNotConverge);
    assert!(
        counts.snapshot().values().all(|n| *n > 2),
        "{:?}",
        counts.snapshot()
    );
}

#[test]
fn block_analyses_of_a_set_that_preserves_blocks_are_computed_once() {
    let context = context();
    let module = parse(&context, SHIFTS);
    let f = function(&module, "f");
    let mut set = PatternSet::new(&context);
    set.preserve_blocks();
    let analyses = set.analyses();
    let seen = analyses.clone();
    set.add(SHL_TO_MUL, move |op, rewriter| {
        let function = op.parent_operation().unwrap();
        // The loop forest asks for the CFG and the dominators: each computed once.
        assert!(seen.get::<LoopForest>(&function).loops.is_empty());
        assert_eq!(seen.get::<Cfg>(&function).len(), 1);
        // Divergence reads the body: stale after every rewrite.
        let _ = seen.get::<Divergence>(&function);
        shl_to_mul(op, rewriter)
    });
    let rewrites = apply_to_function(f, set, &RewriteCounts::default()).unwrap();
    assert_eq!(rewrites, 2);
    assert_eq!(
        analyses.computed(),
        vec![
            ("cfg", 1),
            ("dominators", 1),
            ("loops", 1),
            ("post-dominators", 1),
            ("divergence", 2)
        ],
        "blocks never change: one computation of each block analysis"
    );
}

/// A body that asks for the CFG, rewrites every shl into a mul (counting each), and asks
/// again; it reports how often each analysis was computed.
fn body_asking_around_rewrites(
    function: OperationRef,
    rewriter: &Rewriter,
    options: &Options,
    run: &FunctionRun,
) {
    if options.flag("preserve") {
        run.preserve_blocks();
    }
    let _ = run.analyses().get::<Cfg>(&function);
    for op in ops(&function) {
        if op.name().as_string_ref().as_str() == Ok("llvm.shl") && shl_to_mul(op, rewriter) {
            run.count(&SHL_TO_MUL);
        }
    }
    let _ = run.analyses().get::<Cfg>(&function);
    COMPUTED.with(|computed| computed.replace(run.analyses().computed()));
}

thread_local! {
    static COMPUTED: std::cell::RefCell<Vec<(&'static str, u32)>> = Default::default();
}

#[test]
fn a_function_body_s_counted_rewrites_drop_what_they_may_have_made_stale() {
    for (preserve, cfgs) in [(false, 2), (true, 1)] {
        let context = context();
        let module = parse(&context, SHIFTS);
        let mut options = Options::default();
        options.set("preserve", OptionValue::Bool(preserve));
        run_body(
            function(&module, "f"),
            "asking-body",
            std::slice::from_ref(&SHL_TO_MUL),
            body_asking_around_rewrites,
            &options,
            &PassReport::default(),
            &Default::default(),
        )
        .unwrap();
        assert_eq!(
            COMPUTED.with(|computed| computed.take()),
            vec![("cfg", cfgs)],
            "preserve blocks: {preserve}"
        );
    }
}
