//! The properties every input must keep, whatever it is: shared by the cargo-fuzz targets
//! (`fuzz/`) and by the test that replays their saved corpora and past findings on stable
//! Rust, so a finding, once saved, is checked on every test run.
//!
//! - [`check_pipeline_text`]: arbitrary text as a pass pipeline. The parser accepts or
//!   rejects it; what it accepts prints back to text that parses to the same text; running it
//!   ends in exit 0 or one `error:` line with exit 1.
//! - [`check_module_through_o3`]: arbitrary bytes as a kernel. Whatever parses and verifies
//!   goes through `-O3` without an error, the output parses and verifies again, and where
//!   kestrel-sim runs the kernel it behaves as the input did.

use crate::{Outcome, run};

/// A violated property: what broke, and the details (stderr, IR) to reproduce it.
#[derive(Debug)]
pub struct Finding {
    pub what: &'static str,
    pub detail: String,
}

impl std::fmt::Display for Finding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}\n{}", self.what, self.detail)
    }
}

/// Inputs past this size are skipped: the fuzzers look for wrong behaviour, not slowness,
/// which the adversarial benchmark measures.
pub const MAX_INPUT_BYTES: usize = 64 * 1024;

/// A tiny kernel with a global access and a barrier, for pipelines to run on.
const PIPELINE_MODULE: &str = "llvm.func ptx_kernelcc @k(%p: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %a = llvm.getelementptr inbounds %p[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  nvvm.barrier0
  llvm.store %v, %a {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
";

fn opt(args: &[&str], input: &[u8]) -> Outcome {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let input = input.to_vec();
    run(&args, move || Ok(input))
}

fn finding(what: &'static str, detail: impl Into<String>) -> Result<(), Finding> {
    Err(Finding {
        what,
        detail: detail.into(),
    })
}

fn internal_error(outcome: &Outcome) -> bool {
    outcome.stderr.contains("internal error")
}

/// `data` as pipeline text; see the module comment.
pub fn check_pipeline_text(data: &[u8]) -> Result<(), Finding> {
    let Ok(text) = std::str::from_utf8(data) else {
        return Ok(());
    };
    if let Ok(elements) = kestrel_pipelines::parse(text) {
        let printed = kestrel_pipelines::resolve::elements_text(&elements);
        match kestrel_pipelines::parse(&printed) {
            Ok(again) => {
                let reprinted = kestrel_pipelines::resolve::elements_text(&again);
                if reprinted != printed {
                    return finding(
                        "printed pipeline reparses differently",
                        format!("input {text:?}: {printed:?} -> {reprinted:?}"),
                    );
                }
            }
            Err(error) => {
                return finding(
                    "printed pipeline does not parse",
                    format!("input {text:?}: {printed:?}: {error:?}"),
                );
            }
        }
    }
    for flag in ["--pass-pipeline=", "--passes="] {
        let argument = format!("{flag}{text}");
        let outcome = opt(&["-", &argument], PIPELINE_MODULE.as_bytes());
        if internal_error(&outcome) {
            return finding(
                "kestrel-opt internal error",
                format!("{argument:?}\n{}", outcome.stderr),
            );
        }
        if outcome.code != 0 && outcome.code != 1 {
            return finding(
                "unexpected exit code",
                format!("{argument:?}\n{}", outcome.stderr),
            );
        }
        let errors = outcome
            .stderr
            .lines()
            .filter(|l| l.starts_with("error:"))
            .count();
        if outcome.code == 1 && errors != 1 {
            return finding(
                "a failure without exactly one error line",
                format!("{argument:?}\n{}", outcome.stderr),
            );
        }
    }
    Ok(())
}

/// `data` as a kernel (MLIR or LLVM IR text) through `-O3`; see the module comment.
pub fn check_module_through_o3(data: &[u8]) -> Result<(), Finding> {
    if data.len() > MAX_INPUT_BYTES {
        return Ok(());
    }
    // The input as MLIR, without passes: the reference and -O3's input.
    let before = opt(&["-"], data);
    if internal_error(&before) {
        return finding("internal error reading the input", before.stderr);
    }
    if before.code != 0 {
        return Ok(());
    }
    let after = opt(&["-", "-O3"], &before.stdout);
    if after.code != 0 {
        // Whatever parsed and verified, -O3 must take.
        return finding("-O3 failed on a verified module", after.stderr);
    }
    let again = opt(&["-"], &after.stdout);
    if again.code != 0 {
        return finding("-O3 output does not parse and verify", again.stderr);
    }
    let (Ok(before), Ok(after)) = (
        String::from_utf8(before.stdout),
        String::from_utf8(after.stdout),
    ) else {
        return finding("output is not UTF-8", "");
    };
    check_same_behaviour(&before, &after)
}

/// Runs both modules' kernels in kestrel-sim (one block of 32 threads, two schedules) and
/// reports a difference in memory or results. Kernels the simulator cannot run (unsupported
/// ops, no kernel) prove nothing either way and pass.
pub fn check_same_behaviour(before: &str, after: &str) -> Result<(), Finding> {
    if before == after {
        return Ok(());
    }
    let config = kestrel_sim::Config {
        grid: [1, 1, 1],
        block: [32, 1, 1],
        step_limit: 2_000_000,
        schedules: vec![
            kestrel_sim::Schedule::Forward,
            kestrel_sim::Schedule::Reverse,
        ],
        ..kestrel_sim::Config::default()
    };
    if let Ok(report) = kestrel_sim::diff_modules(before, after, &config)
        && report.is_different()
    {
        return finding(
            "-O3 changed behaviour",
            format!("{report}\n--- before\n{before}\n--- after\n{after}"),
        );
    }
    Ok(())
}
