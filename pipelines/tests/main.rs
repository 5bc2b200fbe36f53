//! Running pipelines: ordering, nesting, verification after each step, IR printing.

use kestrel_pipelines::{
    Action, RunConfig, RunError, RunReport, Step, function_paths, parse, resolve, run,
};
use kestrel_rewrites::{
    KnobSettings, Options, PassInfo, PatternDecl, PatternSet, diagnostics::Collector,
    engine::PassBody,
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

/// Runs `steps` on `module` with the default switches, IR dumps discarded.
fn run_default(
    context: &melior::Context,
    module: &mut Module,
    steps: &[Step],
) -> Result<RunReport, RunError> {
    run(
        context,
        module,
        steps,
        &RunConfig::default(),
        &mut Vec::new(),
    )
}

#[test]
fn module_level_kestrel_passes_reach_every_device_function() {
    let context = kestrel_dialects::new_context(false);
    // Beside a gpu.module, a top-level function is host code: bare passes leave it alone.
    let module = Module::parse(&context, MODULE).unwrap();
    assert_eq!(
        function_paths(&module),
        vec![vec!["gpu.module".to_string(), "llvm.func".to_string()]]
    );
    let steps = steps_for("addr-canon,cse", &module, &context);
    let texts: Vec<_> = steps.iter().map(Step::to_pipeline_text).collect();
    assert_eq!(texts, ["gpu.module(llvm.func(addr-canon))", "cse"]);
    // Without one, the top-level functions are the device code.
    let top_only = MODULE.split("gpu.module").next().unwrap();
    let module = Module::parse(&context, top_only).unwrap();
    let steps = steps_for("addr-canon", &module, &context);
    let texts: Vec<_> = steps.iter().map(Step::to_pipeline_text).collect();
    assert_eq!(texts, ["llvm.func(addr-canon)"]);
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
    let report = run_default(&context, &mut module, &steps).unwrap();
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
    // The first run rewrites the gpu.module's function; the second finds nothing to do.
    assert_eq!(log.matches("IR Dump After").count(), 1, "{log}");
}

#[test]
fn record_changes_keeps_the_text_of_changing_steps_only() {
    let context = kestrel_dialects::new_context(false);
    let mut module = Module::parse(&context, MODULE).unwrap();
    // The second addr-canon finds nothing left to do on the gpu.module's function.
    let steps = steps_for("addr-canon,addr-canon", &module, &context);
    let config = RunConfig {
        record_changes: true,
        ..RunConfig::default()
    };
    let report = run(&context, &mut module, &steps, &config, &mut Vec::new()).unwrap();
    let changes: Vec<_> = report.steps.iter().map(|s| s.change.is_some()).collect();
    assert_eq!(changes, [true, false], "{:?}", report.steps);
    let first = report.steps[0].change.as_ref().unwrap();
    assert!(
        first.before.contains("llvm.shl %arg0, %0 : i32")
            && !first.after.contains("llvm.shl %arg0, %0 : i32")
    );
    assert!(first.after.contains("llvm.mul"), "{}", first.after);
    assert_ne!(first.before, first.after);
}

/// A deliberately broken pass: makes `llvm.return` return a value of the wrong type.
const RETURN_THE_WIDE_ARGUMENT: PatternDecl = PatternDecl {
    name: "return-the-wide-argument",
    identity: "return narrow -> return wide (wrong type on purpose)",
    roots: &["llvm.return"],
    benefit: 1,
    generates: &[],
};

fn populate_broken(set: &mut PatternSet, _options: &Options) {
    set.add(RETURN_THE_WIDE_ARGUMENT, |op, rewriter| {
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
    });
}

static BROKEN: PassInfo = PassInfo {
    name: "broken-for-test",
    summary: "returns a value of the wrong type",
    options: &[],
    reads: &[],
    patterns: &[RETURN_THE_WIDE_ARGUMENT],
    body: PassBody::Patterns(populate_broken),
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
        fan_out: None,
    }];
    let error = run_default(&context, &mut module, &steps).unwrap_err();
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

#[test]
fn a_later_pass_verifies_each_function_it_changed() {
    let context = kestrel_dialects::new_context(false);
    let _diagnostics = Collector::attach(&context);
    let text = "llvm.func @fine(%x: i32) -> i32 {\n  llvm.return %x : i32\n}\n\
                llvm.func @f(%wide: i64, %narrow: i32) -> i32 {\n  llvm.return %narrow : i32\n}\n";
    // The first step verifies the module as a whole; the broken pass, second, must catch
    // what it broke in @f by itself.
    let mut steps = steps_for(
        "builtin.module(llvm.func(early-cse))",
        &Module::parse(&context, text).unwrap(),
        &context,
    );
    steps.push(Step {
        path: vec!["llvm.func".to_string()],
        name: BROKEN.name.to_string(),
        action: Action::Kestrel {
            info: &BROKEN,
            options: Options::default(),
        },
        fan_out: None,
    });
    let mut module = Module::parse(&context, text).unwrap();
    assert_eq!(
        run_default(&context, &mut module, &steps).unwrap_err(),
        RunError::VerifyFailed {
            pass: "broken-for-test".to_string()
        }
    );
    // Without verification the same run goes through, and leaves @f broken.
    let mut module = Module::parse(&context, text).unwrap();
    let config = RunConfig {
        verify_each: false,
        ..RunConfig::default()
    };
    run(&context, &mut module, &steps, &config, &mut Vec::new()).unwrap();
    assert!(!module.as_operation().verify());
}

/// Runs of [`WATCHER`]'s body, and the rule it never applies.
static WATCHER_RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
const NEVER: PatternDecl = PatternDecl {
    name: "never",
    identity: "nothing (counts its runs, remarks once per function)",
    roots: &["llvm.func"],
    benefit: 1,
    generates: &[],
};

fn watch(
    function: melior::ir::OperationRef,
    _rewriter: &kestrel_rewrites::engine::Rewriter,
    _options: &Options,
    run: &kestrel_rewrites::engine::FunctionRun,
) {
    WATCHER_RUNS.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    run.remarks().emit(&function, "watched");
}

/// A function pass that changes nothing and says so in a remark.
static WATCHER: PassInfo = PassInfo {
    name: "watcher-for-test",
    summary: "counts its runs",
    options: &[],
    reads: &[],
    patterns: &[NEVER],
    body: PassBody::Function(watch),
};

/// The same at module level.
static MODULE_WATCHER: PassInfo = PassInfo {
    name: "module-watcher-for-test",
    summary: "counts its runs",
    options: &[],
    reads: &[],
    patterns: &[NEVER],
    body: PassBody::Module(watch),
};

fn watcher_step(path: &[&str]) -> Step {
    let info = if path.is_empty() {
        &MODULE_WATCHER
    } else {
        &WATCHER
    };
    Step {
        path: path.iter().map(|s| s.to_string()).collect(),
        name: info.name.to_string(),
        action: Action::Kestrel {
            info,
            options: Options::default(),
        },
        fan_out: None,
    }
}

/// A step that repeats one which rewrote nothing, with nothing rewritten between them, is
/// not run again (it would find the module as its predecessor did) but reports what its
/// predecessor reported; a rewrite between them, or a module-level step, runs again.
#[test]
fn a_quiet_repeat_is_not_run_again() {
    use std::sync::atomic::Ordering::SeqCst;
    let context = kestrel_dialects::new_context(false);
    let source = "llvm.func @top(%i: i64) -> i64 {\n  %c = llvm.mlir.constant(1 : i64) : i64\n  %0 = llvm.shl %i, %c : i64\n  llvm.return %0 : i64\n}\n";
    let runs_of = |steps: Vec<Step>| {
        let mut module = Module::parse(&context, source).unwrap();
        let before = WATCHER_RUNS.load(SeqCst);
        let report = run_default(&context, &mut module, &steps).unwrap();
        (WATCHER_RUNS.load(SeqCst) - before, report)
    };
    let function = ["llvm.func"];
    let (runs, report) = runs_of(vec![watcher_step(&function), watcher_step(&function)]);
    assert_eq!(runs, 1);
    assert_eq!(report.steps[1].remarks, report.steps[0].remarks);
    assert_eq!(report.steps[1].remarks.len(), 1, "{:?}", report.steps);

    // Two watchers with `between`'s steps between them.
    let around = |between: &str| {
        let module = Module::parse(&context, source).unwrap();
        let mut steps = vec![watcher_step(&function)];
        steps.extend(steps_for(between, &module, &context));
        steps.push(watcher_step(&function));
        steps
    };
    // addr-canon rewrites the shift between them: the second watcher runs.
    assert_eq!(runs_of(around("addr-canon")).0, 2);
    // A quiet step of another pass between them changes nothing.
    assert_eq!(runs_of(around("dead-sync-elim")).0, 1);

    // At module level nothing vouches that a repeat sees what its predecessor saw.
    assert_eq!(runs_of(vec![watcher_step(&[]), watcher_step(&[])]).0, 2);
}

#[path = "../examples/tiled_kernel.rs"]
mod tiled_kernel;

/// The embedding facade (`kestrel_pipelines::embed`): presets and pipelines in, reports,
/// diagnostics and emitted code out, no subprocess.
mod embedding {
    use super::tiled_kernel;
    use kestrel_pipelines::{
        Compiler,
        embed::{self, Emit, Error},
    };
    use kestrel_rewrites::diagnostics::Severity;
    use std::path::PathBuf;

    /// Two back-to-back barriers around shared-memory traffic: dead-sync-elim removes the
    /// first, and with its print knob on says so in a remark.
    const BARRIERS: &str = r#"
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func ptx_kernelcc @k(%out: !llvm.ptr<1> {llvm.noalias}, %in: !llvm.ptr<1> {llvm.noalias}) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c63 = llvm.mlir.constant(63 : i64) : i64
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  llvm.store %v, %ps {alignment = 4 : i64} : f32, !llvm.ptr<3>
  nvvm.barrier0
  nvvm.barrier0
  %r = llvm.sub %c63, %t : i64
  %pr = llvm.getelementptr inbounds %s[0, %r] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  %w = llvm.load %pr {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %w, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
"#;

    #[test]
    fn a_preset_run_reports_steps_rewrites_and_remarks() {
        let context = embed::context();
        let mut module = embed::parse(&context, BARRIERS).unwrap();
        let report = Compiler::preset("O3")
            .unwrap()
            .knob("print-dead-sync-elim", "true")
            .unwrap()
            .run(&context, &mut module)
            .unwrap();
        assert!(
            report.pipeline.starts_with(
                "builtin.module(byval-promote,device-inline,llvm.func(stride-unversion),memory-space-opt,llvm.func(addr-canon),llvm.func(early-cse)"
            ),
            "{}",
            report.pipeline
        );
        let passes = report.passes();
        assert_eq!(passes["memory-space-opt"].runs, 1);
        assert_eq!(passes["early-cse"].runs, 3);
        let dse = &passes["dead-sync-elim"];
        assert_eq!(dse.rewrites.values().sum::<u64>(), 1, "{dse:?}");
        // The barrier it keeps orders a producer/consumer exchange.
        assert_eq!(
            dse.refusals.get("cross-thread-conflict"),
            Some(&1),
            "{dse:?}"
        );
        assert!(report.total_rewrites() >= 1);
        let remark = report
            .diagnostics_of(Severity::Remark)
            .next()
            .expect("dead-sync-elim reports the removed barrier");
        assert!(remark.position.as_ref().is_some_and(|p| p.line == 12));
        let text = embed::emit(&module, &Emit::Mlir).unwrap();
        assert_eq!(text.matches("nvvm.barrier0").count(), 1, "{text}");
    }

    /// A module the NVPTX backend cannot compile (wgmma needs sm_90a, not sm_80) is an
    /// `Error::Emit` from `emit`, not the end of the caller's process; the backend still
    /// works afterwards.
    #[test]
    fn a_backend_failure_is_an_emit_error() {
        let context = embed::context();
        let text = "llvm.func @k() attributes {nvvm.kernel} {\n  llvm.call_intrinsic \"llvm.nvvm.wgmma.fence.sync.aligned\"() : () -> ()\n  llvm.return\n}\n";
        let module = embed::parse(&context, text).unwrap();
        for _ in 0..2 {
            let error = embed::emit(&module, &Emit::ptx("sm_80")).unwrap_err();
            assert!(
                matches!(&error, kestrel_pipelines::embed::Error::Emit(m) if m.starts_with("NVPTX code generation failed: Cannot select")),
                "{error}"
            );
        }
        let ptx = embed::emit(&module, &Emit::ptx("sm_90a")).unwrap();
        assert!(ptx.contains("wgmma.fence.sync.aligned"), "{ptx}");
    }

    /// A compiler keeps its last plan for modules of the same function nesting, and makes a
    /// new one for another nesting or once a knob changes.
    #[test]
    fn plans_follow_the_module_and_the_knobs() {
        let context = embed::context();
        let compiler = Compiler::pipeline("early-cse").unwrap();
        let nested = "gpu.module @g {\n  llvm.func @f() {\n    llvm.return\n  }\n}\n";
        let plain = "llvm.func @f() {\n  llvm.return\n}\n";
        let pipeline_on = |compiler: &Compiler, text: &str| {
            let mut module = embed::parse(&context, text).unwrap();
            compiler.run(&context, &mut module).unwrap().pipeline
        };
        assert_eq!(
            pipeline_on(&compiler, plain),
            "builtin.module(llvm.func(early-cse))"
        );
        assert_eq!(
            pipeline_on(&compiler, nested),
            "builtin.module(gpu.module(llvm.func(early-cse)))"
        );
        assert_eq!(
            pipeline_on(&compiler, plain),
            "builtin.module(llvm.func(early-cse))"
        );
        let knobbed = compiler.knob("enable-earlycse-memoryssa", "false").unwrap();
        assert_eq!(
            pipeline_on(&knobbed, plain),
            "builtin.module(llvm.func(early-cse{enable-earlycse-memoryssa=false}))"
        );
    }

    #[test]
    fn compile_text_goes_from_mlir_to_llvm_ir_and_ptx() {
        let context = embed::context();
        let compiler = Compiler::pipeline("dead-sync-elim").unwrap();
        let (llvm, _) = compiler
            .compile_text(&context, BARRIERS, &Emit::LlvmIr)
            .unwrap();
        assert!(llvm.contains("define ptx_kernel void @k("), "{llvm}");
        let (ptx, report) = compiler
            .compile_text(&context, BARRIERS, &Emit::ptx("sm_80"))
            .unwrap();
        assert!(ptx.contains(".entry k("), "{ptx}");
        assert_eq!(report.steps.len(), 1);
    }

    #[test]
    fn failures_carry_their_diagnostics() {
        let context = embed::context();
        let compiler = Compiler::preset("O1").unwrap();
        let failure = compiler
            .compile_text(&context, "llvm.func @f( {", &Emit::Mlir)
            .unwrap_err();
        assert_eq!(failure.error, Error::Parse);
        let diag = failure.first_error().expect("the parser says where");
        assert_eq!(diag.position.as_ref().map(|p| p.line), Some(1));

        let mut module = embed::parse(&context, BARRIERS).unwrap();
        let failure = Compiler::pipeline("no-such-pass")
            .unwrap()
            .run(&context, &mut module)
            .unwrap_err();
        assert!(matches!(failure.error, Error::Resolve(_)), "{failure}");
        assert!(failure.to_string().contains("unknown pass 'no-such-pass'"));

        let failure = Compiler::pipeline("early-cse{no-such-option=1}")
            .unwrap()
            .run(&context, &mut module)
            .unwrap_err();
        assert!(matches!(failure.error, Error::Resolve(_)), "{failure}");
        assert!(matches!(
            Compiler::pipeline("early-cse("),
            Err(Error::Pipeline(_))
        ));
    }

    /// Assembles `ptx` with `ptxas -arch=<arch>` in a scratch folder named after `stem`;
    /// panics with ptxas's message when it refuses.
    pub(super) fn assemble(ptx: &str, arch: &str, stem: &str) {
        let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("kestrel-{stem}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let input = dir.join(format!("{stem}.ptx"));
        std::fs::write(&input, ptx).unwrap();
        let assembled = std::process::Command::new(ptxas())
            .arg(format!("-arch={arch}"))
            .arg(&input)
            .arg("-o")
            .arg(dir.join(format!("{stem}.cubin")))
            .output()
            .expect("ptxas runs");
        let _ = std::fs::remove_dir_all(&dir);
        assert!(
            assembled.status.success(),
            "{}",
            String::from_utf8_lossy(&assembled.stderr)
        );
    }

    /// `ptxas`: `$KESTREL_PTXAS`, `PATH`, or the pip wheel `scripts/setup.sh` installs.
    pub(super) fn ptxas() -> PathBuf {
        if let Some(path) = std::env::var_os("KESTREL_PTXAS") {
            return PathBuf::from(path);
        }
        let mut dirs: Vec<PathBuf> = std::env::var_os("PATH")
            .map(|p| std::env::split_paths(&p).collect())
            .unwrap_or_default();
        let sites = std::process::Command::new("python3")
            .args(["-c", "import site; print('\\n'.join(site.getsitepackages()+[site.getusersitepackages()]))"])
            .output()
            .expect("python3 runs");
        for site in String::from_utf8_lossy(&sites.stdout).lines() {
            for wheel in ["nvidia/cu13/bin", "nvidia/cuda_nvcc/bin"] {
                dirs.push(PathBuf::from(site).join(wheel));
            }
        }
        dirs.into_iter()
            .map(|dir| dir.join("ptxas"))
            .find(|candidate| candidate.is_file())
            .expect("ptxas not found: run scripts/setup.sh or set KESTREL_PTXAS")
    }

    #[test]
    fn the_tiled_kernel_example_yields_ptx_that_ptxas_accepts() {
        let (ptx, report) = tiled_kernel::compile("sm_80").unwrap();
        assert!(ptx.contains(".entry tiled_stencil("), "{ptx}");
        assert!(ptx.contains(".shared"), "{ptx}");
        assert!(
            ptx.contains("bar.sync"),
            "the barrier orders the tile: {ptx}"
        );
        assert!(report.pipeline.contains("dead-sync-elim"));
        assemble(&ptx, "sm_80", "tiled_kernel");
    }
}

#[test]
fn a_run_below_the_threading_threshold_gives_the_context_its_threads_back() {
    let context = kestrel_dialects::new_context(true);
    let threads = context.thread_count();
    let mut module = Module::parse(&context, MODULE).unwrap();
    let steps = steps_for("addr-canon", &module, &context);
    let config = RunConfig {
        threading_min_ops: usize::MAX,
        ..RunConfig::default()
    };
    run(&context, &mut module, &steps, &config, &mut Vec::new()).unwrap();
    assert_eq!(context.thread_count(), threads);
}

/// A kernel in upstream dialects whose two equal products survive MLIR's lowering as two
/// `llvm.mul`s: early-cse merges them if it runs on the lowered function.
const UPSTREAM_KERNEL: &str = r#"
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @twice(%x: memref<4096xi32>) kernel {
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %a = arith.muli %bid, %bdim : index
      %b = arith.muli %bid, %bdim : index
      %i = arith.addi %a, %tid : index
      %j = arith.addi %b, %tid : index
      %v = memref.load %x[%i] : memref<4096xi32>
      memref.store %v, %x[%j] : memref<4096xi32>
      gpu.return
    }
  }
}
"#;

/// MLIR's lowering and Kestrel's passes in one pipeline: the `llvm.func`s Kestrel's steps
/// run on exist only once the lowering ran, so those steps must find them then, not vanish
/// because the plan saw none.
#[test]
fn kestrel_steps_after_a_lowering_run_on_the_functions_it_made() {
    use kestrel_pipelines::{Compiler, embed};
    let context = embed::context();
    for pipeline in [
        "builtin.module(gpu.module(convert-gpu-to-nvvm,reconcile-unrealized-casts),early-cse)",
        "builtin.module(gpu.module(convert-gpu-to-nvvm,reconcile-unrealized-casts),gpu.module(early-cse))",
        "builtin.module(gpu.module(convert-gpu-to-nvvm,reconcile-unrealized-casts),kestrel-O3)",
    ] {
        let mut module = embed::parse(&context, UPSTREAM_KERNEL).unwrap();
        let compiler = Compiler::pipeline(pipeline).unwrap();
        let report = compiler.run(&context, &mut module).unwrap();
        let merged = report
            .passes()
            .get("early-cse")
            .and_then(|stats| stats.rewrites.get("merge-expression").copied());
        assert!(
            merged.is_some_and(|n| n > 0),
            "{pipeline}: early-cse ran {:?}",
            report.passes().get("early-cse")
        );
        assert!(report.diagnostics.is_empty(), "{:?}", report.diagnostics);
        let ptx = embed::emit(&module, &embed::Emit::ptx("sm_80")).unwrap();
        assert!(ptx.contains(".entry twice("), "{ptx}");
    }
}

/// A pass that still finds no function after the upstream steps before it says so.
#[test]
fn a_pass_left_without_functions_after_a_lowering_is_a_warning() {
    use kestrel_pipelines::{Compiler, Severity, embed};
    let context = embed::context();
    let mut module = embed::parse(&context, UPSTREAM_KERNEL).unwrap();
    let report = Compiler::pipeline("builtin.module(cse,early-cse)")
        .unwrap()
        .run(&context, &mut module)
        .unwrap();
    let warnings: Vec<String> = report
        .diagnostics_of(Severity::Warning)
        .map(|d| d.message.clone())
        .collect();
    assert_eq!(warnings, ["pass 'early-cse' found no llvm.func to run on"]);
}

/// A module that does not verify is refused before any pass runs on it.
#[test]
fn an_input_that_does_not_verify_is_refused_before_the_first_pass() {
    use kestrel_pipelines::{Compiler, Error, embed};
    use melior::ir::{Location, operation::OperationBuilder};
    let context = embed::context();
    let mut module = Module::new(Location::unknown(&context));
    // A constant without its value.
    let i32 = melior::ir::r#type::IntegerType::new(&context, 32).into();
    module.body().append_operation(
        OperationBuilder::new("llvm.mlir.constant", Location::unknown(&context))
            .add_results(&[i32])
            .build()
            .unwrap(),
    );
    let failure = Compiler::preset("O3")
        .unwrap()
        .run(&context, &mut module)
        .unwrap_err();
    assert_eq!(failure.error, Error::Run(RunError::InputDoesNotVerify));
    assert!(failure.first_error().is_some(), "the verifier says where");
}

/// An emission failure carries MLIR's reason, which would otherwise reach only stderr.
#[test]
fn an_emit_failure_says_why() {
    use kestrel_pipelines::{Error, embed};
    use melior::{Context, dialect::DialectRegistry, utility::register_all_dialects};
    // A context a caller made without registering the LLVM IR translations.
    let registry = DialectRegistry::new();
    register_all_dialects(&registry);
    let context = Context::new();
    context.append_dialect_registry(&registry);
    context.load_all_available_dialects();
    let module = Module::parse(&context, "llvm.func @f() {\n  llvm.return\n}\n").unwrap();
    let Err(Error::Emit(message)) = embed::emit(&module, &embed::Emit::LlvmIr) else {
        panic!("emission without translations must fail");
    };
    assert!(
        message.starts_with("cannot translate the module to LLVM IR: ")
            && message.contains("LLVMTranslationDialectInterface"),
        "{message}"
    );
}

/// Several `gpu.module`s give one PTX each through `emit_each`; `emit` refuses to join them.
#[test]
fn each_gpu_module_is_emitted_on_its_own() {
    use kestrel_pipelines::{Error, embed};
    let context = embed::context();
    let text = r#"module attributes {gpu.container_module} {
  gpu.module @a [#nvvm.target<chip = "sm_86">] {
    llvm.func @ka() attributes {nvvm.kernel} { llvm.return }
  }
  gpu.module @b {
    llvm.func @kb() attributes {nvvm.kernel} { llvm.return }
  }
}"#;
    let module = embed::parse(&context, text).unwrap();
    let outputs = embed::emit_each(&module, &embed::Emit::Ptx(Default::default())).unwrap();
    let names: Vec<_> = outputs
        .iter()
        .map(|o| o.gpu_module.clone().unwrap())
        .collect();
    assert_eq!(names, ["a", "b"]);
    assert!(outputs[0].text.contains(".target sm_86") && outputs[0].text.contains(".entry ka"));
    assert!(outputs[1].text.contains(".target sm_80") && outputs[1].text.contains(".entry kb"));
    let Err(Error::Emit(message)) = embed::emit(&module, &embed::Emit::ptx("sm_80")) else {
        panic!("two PTX modules cannot be one text");
    };
    assert!(message.contains("2 gpu.modules (@a, @b)"), "{message}");
}

#[path = "../examples/upstream_kernel.rs"]
mod upstream_kernel;

/// The upstream-dialects example: built with melior, lowered by MLIR's passes and optimised
/// by Kestrel's preset in one pipeline, its PTX for the chip the lowering attached.
#[test]
fn the_upstream_kernel_example_lowers_and_optimises_in_one_pipeline() {
    let (ptx, report) = upstream_kernel::compile("sm_86").unwrap();
    assert!(ptx.contains(".target sm_86"), "{ptx}");
    assert!(ptx.contains(".entry box_filter("), "{ptx}");
    for pass in [
        "convert-gpu-to-nvvm",
        "memory-space-opt",
        "early-cse",
        "codegenprepare",
    ] {
        assert!(
            report.steps.iter().any(|step| step.step == pass),
            "{pass} ran: {}",
            report.pipeline
        );
    }
    embedding::assemble(&ptx, "sm_86", "box_filter");
}

#[path = "main/builders.rs"]
mod builders;
