//! Running pipelines: ordering, nesting, verification after each step, IR printing.

use kestrel_pipelines::{Action, RunConfig, RunError, Step, function_paths, parse, resolve, run};
use kestrel_rewrites::{
    KnobSettings, Options, PassInfo, PatternDecl, PatternSet, diagnostics::Collector,
};
use melior::ir::{BlockLike, Module, ValueLike, operation::OperationLike};

const MODULE: &str = r#"
llvm.func @top(%i: i64) -> i64 {
  %c = llvm.mlir.constant(1 : i64) : i64
  %0 = llvm.shl %i, %c : i64
  llvm.return %0 : i64
}
gpu.module @kernels {
  llvm.func @inner(%i: i32) -> i32 {
    %c = llvm.mlir.constant(1 : i32) : i32
    %0 = llvm.shl %i, %c : i32
    llvm.return %0 : i32
  }
}
"#;

fn steps_for(pipeline: &str, module: &Module, context: &melior::Context) -> Vec<Step> {
    let elements = parse(pipeline).unwrap();
    resolve(
        &elements,
        &KnobSettings::default(),
        &function_paths(module),
        context,
    )
    .unwrap()
}

#[test]
fn module_level_kestrel_passes_reach_every_function() {
    let context = kestrel_dialects::new_context(false);
    let module = Module::parse(&context, MODULE).unwrap();
    assert_eq!(
        function_paths(&module),
        vec![
            vec!["llvm.func".to_string()],
            vec!["gpu.module".to_string(), "llvm.func".to_string()]
        ]
    );
    let steps = steps_for("addr-canon,cse", &module, &context);
    let texts: Vec<_> = steps.iter().map(Step::to_pipeline_text).collect();
    assert_eq!(
        texts,
        [
            "llvm.func(addr-canon)",
            "gpu.module(llvm.func(addr-canon))",
            "cse"
        ]
    );
}

#[test]
fn explicit_nesting_is_kept() {
    let context = kestrel_dialects::new_context(false);
    let mut module = Module::parse(&context, MODULE).unwrap();
    let steps = steps_for(
        "builtin.module(gpu.module(llvm.func(addr-canon)))",
        &module,
        &context,
    );
    assert_eq!(steps.len(), 1);
    let report = run(
        &context,
        &mut module,
        &steps,
        &RunConfig::default(),
        &mut Vec::new(),
    )
    .unwrap();
    assert_eq!(report.rewrite_totals().values().sum::<u64>(), 1);
    let text = module.as_operation().to_string();
    assert!(
        text.contains("llvm.shl %arg0"),
        "the top-level function is untouched: {text}"
    );
    assert!(
        text.contains("llvm.mul"),
        "the nested function is rewritten: {text}"
    );
}

#[test]
fn print_ir_after_change_skips_unchanged_steps() {
    let context = kestrel_dialects::new_context(false);
    let mut module = Module::parse(&context, MODULE).unwrap();
    let steps = steps_for("addr-canon,addr-canon", &module, &context);
    let config = RunConfig {
        print_ir_after_change: true,
        ..RunConfig::default()
    };
    let mut log = Vec::new();
    run(&context, &mut module, &steps, &config, &mut log).unwrap();
    let log = String::from_utf8(log).unwrap();
    assert_eq!(log.matches("IR Dump After").count(), 2, "{log}");
}

/// A deliberately broken pass: makes `llvm.return` return a value of the wrong type.
fn populate_broken(set: &mut PatternSet, _options: &Options) {
    set.add(
        PatternDecl {
            name: "return-the-wide-argument",
            identity: "return narrow -> return wide (wrong type on purpose)",
            root: "llvm.return",
            benefit: 1,
            generates: &[],
        },
        |op, rewriter| {
            let Some(block) = op.block() else {
                return false;
            };
            let (Ok(wide), Ok(returned)) = (block.argument(0), op.operand(0)) else {
                return false;
            };
            if returned.r#type() == wide.r#type() {
                return false;
            }
            rewriter.replace_all_uses_with(returned, wide.into());
            true
        },
    );
}

static BROKEN: PassInfo = PassInfo {
    name: "broken-for-test",
    summary: "returns a value of the wrong type",
    options: &[],
    populate: populate_broken,
};

#[test]
fn verifier_failure_names_the_pass() {
    let context = kestrel_dialects::new_context(false);
    let _diagnostics = Collector::attach(&context);
    let mut module = Module::parse(
        &context,
        "llvm.func @f(%wide: i64, %narrow: i32) -> i32 {\n  llvm.return %narrow : i32\n}\n",
    )
    .unwrap();
    let steps = vec![Step {
        path: vec!["llvm.func".to_string()],
        name: BROKEN.name.to_string(),
        action: Action::Kestrel {
            info: &BROKEN,
            options: Options::default(),
        },
    }];
    let error = run(
        &context,
        &mut module,
        &steps,
        &RunConfig::default(),
        &mut Vec::new(),
    )
    .unwrap_err();
    assert_eq!(
        error,
        RunError::VerifyFailed {
            pass: "broken-for-test".to_string()
        }
    );
    assert_eq!(
        error.to_string(),
        "IR verification failed after pass 'broken-for-test'"
    );
}
