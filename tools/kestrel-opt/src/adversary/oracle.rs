//! The check of one generated kernel: import it, make sure kestrel-sim runs it without a
//! race, fault, poison store or schedule dependence on the launch it was built for (else
//! it is discarded), then run each pipeline and compare what the output means once
//! emitted (its LLVM IR imported back, as `--verify-semantics` does) with the ORIGINAL in
//! kestrel-sim (`diff_modules`: memory, faults, new races).

use super::Kernel;
use crate::{Outcome, run};
use kestrel_sim::{Config, Schedule};
use std::path::{Path, PathBuf};

/// A pipeline to check: a label for statistics and file names, and kestrel-opt flags.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pipeline {
    pub label: String,
    pub args: Vec<String>,
}

impl Pipeline {
    pub fn new(label: &str, args: &[&str]) -> Pipeline {
        Pipeline {
            label: label.to_string(),
            args: args.iter().map(|a| a.to_string()).collect(),
        }
    }

    /// The pass a single-pass pipeline runs (its label up to a `+` or `{`), or the label.
    pub fn pass(&self) -> &str {
        self.label.split(['+', '{']).next().unwrap_or(&self.label)
    }
}

/// `-O3` (also with scev-cgp enabled), every registered pass alone, and the non-default
/// options that switch on more rewriting; with ptxas found on `PATH`, the late point as
/// ptxas settles it too ([`pipelines_measured_by`]).
pub fn pipelines() -> Vec<Pipeline> {
    pipelines_measured_by(
        kestrel_rewrites::sass::Tools::locate(None)
            .ok()
            .map(|t| t.ptxas),
    )
}

/// [`pipelines`], with [`LATE_MEASURED`] measured by `ptxas` (nvdisasm beside it) when one
/// is given.
pub fn pipelines_measured_by(ptxas: Option<PathBuf>) -> Vec<Pipeline> {
    let mut list = vec![
        Pipeline::new("-O3", &["-O3"]),
        Pipeline::new("-O3+scev-cgp", &["-O3", "--nv-disable-scev-cgp=false"]),
        // The late half inside PTX code generation, its rematerialize unbounded (no
        // occupancy target): checked on the backend's IR ([`check_late`]).
        Pipeline::new(LATE, &["-O3", &format!("--late-pipeline={LATE_PIPELINE}")]),
        // The same with rematerialize's copies allowed inside loops (remat-loop-chain).
        Pipeline::new(
            LATE_LOOPS,
            &["-O3", &format!("--late-pipeline={LATE_LOOPS_PIPELINE}")],
        ),
        // The same with sink ordering each block's pure values down to their first uses
        // (sink-in-block, the measured settlement's third and fourth harder rewrites).
        Pipeline::new(
            LATE_IN_BLOCK,
            &["-O3", &format!("--late-pipeline={LATE_IN_BLOCK_PIPELINE}")],
        ),
    ];
    if let Some(ptxas) = ptxas {
        list.push(Pipeline::new(
            LATE_MEASURED,
            &[
                "-O3",
                "--lsr=measured",
                &format!("--ptxas={}", ptxas.display()),
                &format!("--late-pipeline={LATE_PIPELINE}"),
            ],
        ));
    }
    for info in kestrel_rewrites::passes() {
        list.push(Pipeline {
            label: info.name.to_string(),
            args: vec![format!("--passes={}", info.name)],
        });
    }
    list.extend([
        Pipeline::new(
            "rematerialize+loops",
            &["--passes=rematerialize", "--remat-loop-chain=8"],
        ),
        Pipeline::new(
            "scev-cgp+enabled",
            &["--passes=scev-cgp", "--nv-disable-scev-cgp=false"],
        ),
        Pipeline::new(
            "scev-cgp+aggressive",
            &[
                "--passes=scev-cgp",
                "--nv-disable-scev-cgp=false",
                "--do-scev-cgp-aggresively=true",
                "--do-function-scev-cgp=true",
            ],
        ),
        Pipeline::new("early-cse{memssa}", &["--passes=early-cse{memssa=true}"]),
        // sink without its register target, so it acts on small kernels too.
        Pipeline::new("sink+ungated", &["--passes=sink", "--sink-for-occ=0"]),
        Pipeline::new(
            "addr-canon{merge-geps}",
            &["--passes=addr-canon{merge-geps=true}"],
        ),
        // What split code generation applies to its version without LSR.
        Pipeline::new(
            "addr-canon{sub-to-step}",
            &["--passes=addr-canon{sub-to-step=true}"],
        ),
        Pipeline::new("-Ocomplete", &["-Ocomplete"]),
        Pipeline::new(
            "early-cse+forward-shared-stores",
            &[
                "--passes=early-cse",
                "--earlycse-forward-shared-stores=true",
            ],
        ),
        Pipeline::new(
            "base-addr-strength-reduce+aggressive",
            &[
                "--passes=base-addr-strength-reduce",
                "--base-address-strength-reduce-aggressiveness=2",
            ],
        ),
        // Level 1 rewrites every buildable group and family, without the profit tests.
        Pipeline::new(
            "base-addr-strength-reduce+level-1",
            &[
                "--passes=base-addr-strength-reduce",
                "--do-base-address-strength-reduce=1",
            ],
        ),
        Pipeline::new(
            "codegenprepare+new-phis",
            &["--passes=codegenprepare", "--addr-sink-new-phis=true"],
        ),
        // Every device function counts as large: one version per function for the module's
        // calls (besides an original kept for outside callers).
        Pipeline::new(
            "memory-space-opt+clone-limit-0",
            &[
                "--passes=memory-space-opt",
                "--memory-space-opt-clone-limit=0",
            ],
        ),
    ]);
    list
}

/// The label of the pipeline checked at the late point.
pub const LATE: &str = "-O3+late-unbounded";

/// Its late half: `-O3`'s, with sink and rematerialize unbounded (no register target, so
/// they act on every kernel, not only those above full occupancy).
pub const LATE_PIPELINE: &str = "rebase-pointer-iv,wide-mul,sink{sink-for-occ=0},rematerialize";

/// The late point again, rematerialize's copies allowed inside loops its values are not
/// defined in.
pub const LATE_LOOPS: &str = "-O3+late-remat-in-loops";
pub const LATE_LOOPS_PIPELINE: &str = "rebase-pointer-iv,wide-mul,sink{sink-for-occ=0},rematerialize{remat-loop-chain=8 remat-loop-pointers=true}";

/// The late point again, sink also moving each pure value down its own block to its first
/// use there, and once more after rematerialize (its copies too), as the measured
/// settlement's last harder rewrite does.
pub const LATE_IN_BLOCK: &str = "-O3+late-sink-in-block";
pub const LATE_IN_BLOCK_PIPELINE: &str = "rebase-pointer-iv,wide-mul,sink{sink-for-occ=0 sink-in-block=true},\
     rematerialize,sink{sink-for-occ=2147483647 sink-in-block=true}";

/// The late point as `-O3` compiles where ptxas is at hand: LSR chosen by ptxas, and each
/// function settled by ptxas on the version the late half was given, the one it returned or
/// the one it returned rewritten harder (`late_settle`), mixed per function in one module.
/// The late half is [`LATE_PIPELINE`], so that its rewrites fire on small kernels and there is
/// something to settle. What is compiled is compared with what the late half was given.
pub const LATE_MEASURED: &str = "-O3+late-measured";

/// The late half a late-point label runs, `None` for any other pipeline.
fn late_pipeline_of(label: &str) -> Option<&'static str> {
    match label {
        LATE | LATE_MEASURED => Some(LATE_PIPELINE),
        LATE_LOOPS => Some(LATE_LOOPS_PIPELINE),
        LATE_IN_BLOCK => Some(LATE_IN_BLOCK_PIPELINE),
        _ => None,
    }
}

/// The ptxas a pipeline's `--ptxas=` names: the late point is then measured.
fn measured_by(pipeline: &Pipeline) -> Option<&Path> {
    pipeline
        .args
        .iter()
        .find_map(|arg| arg.strip_prefix("--ptxas="))
        .map(Path::new)
}

/// `pipeline` (an `-O3` one) with `passes` left out of `-O3`'s list: tells whether an
/// `-O3` finding needs one of them.
pub fn o3_without(pipeline: &Pipeline, passes: &[&str]) -> Pipeline {
    let o3 = include_str!("../../../../pipelines/presets/O3.pipeline");
    let line = o3
        .lines()
        .find(|l| l.starts_with("builtin.module("))
        .unwrap_or_default();
    let inner = line
        .trim_start_matches("builtin.module(")
        .trim_end_matches(')');
    let kept: Vec<&str> = inner.split(',').filter(|p| !passes.contains(p)).collect();
    let mut args = vec![format!("--passes={}", kept.join(","))];
    args.extend(pipeline.args.iter().filter(|a| *a != "-O3").cloned());
    Pipeline {
        label: format!("{}-without-{}", pipeline.label, passes.join("-")),
        args,
    }
}

/// A kernel ready to check: its MLIR as imported, the same through an export and an
/// import without passes (what an output that changed nothing looks like), and the launch
/// it was built for.
pub struct Prepared {
    pub before: String,
    pub round_trip: String,
    pub config: Config,
}

/// Why a kernel was not checked.
#[derive(Debug)]
pub enum Discard {
    /// It did not import: a generator bug.
    Invalid(String),
    /// kestrel-sim cannot run it.
    Unsupported(String),
    /// It races, faults, stores poison or depends on the schedule.
    Racy(String),
}

/// The outcome of one pipeline on one kernel.
#[derive(Debug)]
pub enum Check {
    /// The output, as emitted and imported back, is the input.
    Unchanged,
    Equivalent,
    Inconclusive(String),
    /// A miscompile: kestrel-sim's report.
    Different(String),
    /// kestrel-opt failed on a kernel that imports and verifies.
    Failed(String),
}

impl Check {
    pub fn is_finding(&self) -> bool {
        matches!(self, Check::Different(_) | Check::Failed(_))
    }
}

fn opt(args: &[String], input: &[u8]) -> Outcome {
    let input = input.to_vec();
    run(args, move || Ok(input))
}

/// The launch `kernel` was built for: its grid and block, its integer arguments and byval
/// fields, three schedules (forward, reverse, one shuffle) and the race detector.
pub fn sim_config(kernel: &Kernel) -> Config {
    Config {
        grid: [kernel.grid, 1, 1],
        block: [kernel.block, kernel.block_y, 1],
        seed: 1,
        args: kernel
            .int_args
            .iter()
            .map(|&(index, value)| (index, kestrel_sim::ArgValue::Int(value)))
            .collect(),
        // The generator spells them (and parse_finding checks them): one that does not parse
        // is a generator bug, which the hunt counts as such.
        fields: kernel
            .fields
            .iter()
            .map(|f| f.parse().unwrap_or_else(|e| panic!("byval field {f}: {e}")))
            .collect(),
        schedules: vec![
            Schedule::Forward,
            Schedule::Reverse,
            Schedule::Shuffle(kernel.seed % 997 + 1),
        ],
        step_limit: 5_000_000,
        race_detection: true,
        ..Config::default()
    }
}

fn first_line(text: &str) -> String {
    text.lines()
        .find(|l| l.starts_with("error:"))
        .or_else(|| text.lines().next())
        .unwrap_or_default()
        .to_string()
}

/// LLVM IR (or MLIR) text as kestrel-opt imports it, printed as MLIR; the error is the
/// `error:` line.
pub fn import(text: &str) -> Result<String, String> {
    let imported = opt(&["-".to_string()], text.as_bytes());
    if imported.code != 0 {
        return Err(first_line(&imported.stderr));
    }
    String::from_utf8(imported.stdout).map_err(|_| "the import is not UTF-8".to_string())
}

/// Imports `kernel` and checks it in kestrel-sim; see the module comment.
pub fn prepare(kernel: &Kernel) -> Result<Prepared, Discard> {
    let before = import(&kernel.text).map_err(Discard::Invalid)?;
    let config = sim_config(kernel);
    let report = kestrel_sim::race_check(&before, &config)
        .map_err(|e| Discard::Unsupported(e.to_string()))?;
    if let Some((_, error)) = report.unsupported.first() {
        return Err(Discard::Unsupported(error.to_string()));
    }
    if let Some(k) = report.kernels.iter().find(|k| k.has_findings()) {
        let why = if let Some(race) = k.races.first() {
            format!("race on {} {}", race.space, race.address)
        } else if let Some(fault) = &k.fault {
            format!("fault: {}", fault.message)
        } else if k.poison_store_count > 0 {
            "stores poison".to_string()
        } else {
            "depends on the schedule".to_string()
        };
        return Err(Discard::Racy(why));
    }
    let round_trip = emit_and_import(&before, &[])
        .map_err(|e| Discard::Invalid(format!("no round trip: {}", first_line(&e))))?;
    Ok(Prepared {
        before,
        round_trip,
        config,
    })
}

/// `input` through kestrel-opt with `args` and `--emit=llvm`, imported back as MLIR; the
/// error is kestrel-opt's stderr.
fn emit_and_import(input: &str, args: &[String]) -> Result<String, String> {
    let mut argv = vec!["-".to_string()];
    argv.extend(args.iter().cloned());
    argv.push("--emit=llvm".to_string());
    let optimised = opt(&argv, input.as_bytes());
    if optimised.code != 0 {
        return Err(optimised.stderr);
    }
    let back = opt(&["-".to_string()], &optimised.stdout);
    if back.code != 0 {
        return Err(format!("the output does not import back: {}", back.stderr));
    }
    String::from_utf8(back.stdout).map_err(|_| "the output is not UTF-8".to_string())
}

/// Runs `pipeline` on a prepared kernel and compares; see the module comment.
pub fn check(prepared: &Prepared, pipeline: &Pipeline) -> Check {
    if let Some(late) = late_pipeline_of(&pipeline.label) {
        return check_late(prepared, late, measured_by(pipeline));
    }
    let after = match emit_and_import(&prepared.before, &pipeline.args) {
        Ok(after) => after,
        Err(error) => return Check::Failed(error),
    };
    compare(prepared, &after)
}

/// Compares `after` (MLIR as imported from emitted LLVM IR) with the prepared kernel.
pub fn compare(prepared: &Prepared, after: &str) -> Check {
    if after == prepared.round_trip {
        return Check::Unchanged;
    }
    diff(&prepared.before, after, &prepared.config, || {
        format!("--- after\n{after}")
    })
}

/// `before` and `after` (MLIR) run in kestrel-sim under `config`; a difference carries the
/// report and `shown`.
fn diff(before: &str, after: &str, config: &Config, shown: impl FnOnce() -> String) -> Check {
    match kestrel_sim::diff_modules(before, after, config) {
        Err(error) => Check::Inconclusive(error.to_string()),
        Ok(report) if report.is_different() => Check::Different(format!("{report}{}", shown())),
        Ok(report) if report.is_inconclusive() => Check::Inconclusive(report.to_string()),
        Ok(_) => Check::Equivalent,
    }
}

/// The late point: `-O3` with the late half's `rematerialize` unbounded, compiled to PTX for
/// sm_80; what each run of the late half returned (measured by `ptxas` when given: what the
/// settlement compiles) is compared in kestrel-sim with the LLVM IR it was given (the
/// backend's IR passes' output), under the kernel's own launch. The module before the
/// pipeline is no reference there: the backend's IR passes fuse contractable multiplies and
/// adds.
pub fn check_late(prepared: &Prepared, late_pipeline: &str, ptxas: Option<&Path>) -> Check {
    let late_irs = match late_ir(prepared, late_pipeline, ptxas) {
        Ok(late_irs) => late_irs,
        Err(error) => return Check::Failed(error),
    };
    let mut outcome = Check::Unchanged;
    for late_ir in &late_irs {
        for (_, before, after) in late_ir.comparisons() {
            match compare_llvm_ir(before, after, &prepared.config) {
                Check::Unchanged => {}
                finding @ (Check::Different(_) | Check::Failed(_)) => return finding,
                other => outcome = other,
            }
        }
    }
    outcome
}

/// What each run of the late half `late_pipeline` ([`LATE_PIPELINE`], ...) was given and
/// returned (as settled, when measured by `ptxas`) when `-O3` compiles the prepared kernel to
/// PTX for sm_80; the error is the compiler's.
pub fn late_ir(
    prepared: &Prepared,
    late_pipeline: &str,
    ptxas: Option<&Path>,
) -> Result<Vec<kestrel_pipelines::LateIr>, String> {
    Ok(late_reports(prepared, late_pipeline, ptxas)?
        .into_iter()
        .filter_map(|report| report.late_ir)
        .collect())
}

/// The reports of [`late_ir`]'s compilation, each with what the late half was given and
/// returned, and (measured) what ptxas settled per function.
pub fn late_reports(
    prepared: &Prepared,
    late_pipeline: &str,
    ptxas: Option<&Path>,
) -> Result<Vec<kestrel_pipelines::Report>, String> {
    use kestrel_pipelines::{Compiler, Emit, PtxTarget, RunConfig, StrengthReduction};
    let context = kestrel_pipelines::embed::context();
    // Without `ptxas`, LSR chosen by estimates, as `-O3` chooses it where no ptxas is found:
    // a kernel then takes the same versions through the late half whatever ptxas is on PATH
    // (a saved finding replays as it was found), and no check waits on ptxas. With it, the
    // choice and the settlement are ptxas's, as `-O3`'s where ptxas is found.
    let strength_reduction = match ptxas {
        Some(_) => StrengthReduction::Measured,
        None => StrengthReduction::PerFunction,
    };
    let compiler = Compiler::preset("O3")
        .and_then(|compiler| compiler.late_pipeline(late_pipeline))
        .map_err(|e| e.to_string())?
        .strength_reduction(Some(strength_reduction))
        .ptxas(ptxas.map(Path::to_path_buf))
        .config(RunConfig {
            keep_late_ir: true,
            ..RunConfig::default()
        });
    let mut module =
        kestrel_pipelines::embed::parse(&context, &prepared.before).map_err(|e| e.to_string())?;
    compiler
        .run(&context, &mut module)
        .map_err(|e| e.to_string())?;
    let target = Emit::Ptx(PtxTarget {
        cpu: Some("sm_80".to_string()),
        ..PtxTarget::default()
    });
    let (_, reports) = compiler
        .emit_each_reported(&context, &module, &target)
        .map_err(|e| e.to_string())?;
    Ok(reports)
}

/// Two LLVM IR texts of the backend's, imported and compared under `config`.
fn compare_llvm_ir(before: &str, after: &str, config: &Config) -> Check {
    let import = |text: &str, name: &str| kestrel_sim::input::import_llvm(name, text.as_bytes());
    let (imported_before, imported_after) = match (import(before, "before"), import(after, "after"))
    {
        (Ok(b), Ok(a)) => (b, a),
        (Err(error), _) | (_, Err(error)) => {
            return Check::Failed(format!("the late IR does not import: {error}"));
        }
    };
    if imported_before == imported_after {
        return Check::Unchanged;
    }
    diff(&imported_before, &imported_after, config, || {
        format!("--- before\n{before}--- after\n{after}")
    })
}
