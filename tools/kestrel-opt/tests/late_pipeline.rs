//! The late half of `--emit=ptx`: where it runs, and where it does not.
//! - a preset's `late:` line holds it (`-O2`/`-O3`: empty for now), `-O0`, `-O1` and a
//!   pipeline given as text have none; `--late-pipeline=` (empty) turns it off, and then code
//!   generation is not split at all (byte-identical to a pipeline without a late half, which
//!   the split with nothing in between is not on every kernel: `layernorm_fwd` keeps two
//!   dead NVVMReflect strings only unsplit);
//! - `--emit=llvm` stops before it.

use crate::support::{kestrel_opt, root};

fn run(args: &[&str]) -> String {
    let outcome = kestrel_opt(args, &[]);
    assert_eq!(outcome.code, 0, "{args:?}: {}", outcome.stderr);
    String::from_utf8(outcome.stdout).unwrap()
}

fn kernel(path: &str) -> String {
    root().join(path).to_string_lossy().into_owned()
}

/// `--pass-pipeline=` with preset `name`'s pipeline: the same passes, no late half.
fn as_text(name: &str) -> String {
    format!(
        "--pass-pipeline={}",
        kestrel_pipelines::preset(name).unwrap()
    )
}

const LAYERNORM: &str = "third_party/triton/layernorm_fwd.ll";
const MATRIX_MUL: &str =
    "third_party/corpus/cuda-samples/O3/0_Introduction__matrixMulDrv__matrixMul_kernel.cu.ll";

#[test]
fn o0_and_o1_have_no_late_half() {
    let input = kernel(LAYERNORM);
    for level in ["O0", "O1"] {
        let flag = format!("-{level}");
        assert_eq!(
            run(&[&input, &flag, "--emit=ptx"]),
            run(&[&input, &as_text(level), "--emit=ptx"]),
            "{level}"
        );
        let outcome = kestrel_opt(&[&input, &flag, "--dump-pass-pipeline"], &[]);
        assert!(!outcome.stderr.contains("late:"), "{}", outcome.stderr);
    }
}

#[test]
fn an_empty_late_pipeline_does_not_split_code_generation() {
    let input = kernel(LAYERNORM);
    let unsplit = run(&[&input, &as_text("O3"), "--emit=ptx"]);
    assert_eq!(
        run(&[&input, "-O3", "--late-pipeline=", "--emit=ptx"]),
        unsplit
    );
    // The split itself (a late half that changes nothing here) prints fewer dead globals:
    // the comparison above can tell the two apart.
    let split = run(&[
        &input,
        &as_text("O3"),
        "--late-pipeline=dead-sync-elim",
        "--emit=ptx",
    ]);
    assert_ne!(split, unsplit);
}

/// `sink` runs at the late point when asked (it is not in `-O3`'s late half: the preset says
/// why), and the late half replaces the preset's.
#[test]
fn sink_runs_at_the_late_point() {
    let input = kernel(MATRIX_MUL);
    let sink = "--late-pipeline=llvm-opt{passes=\"sink\"}";
    let outcome = kestrel_opt(&[&input, "-O3", sink, "--dump-pass-pipeline"], &[]);
    assert!(
        outcome
            .stderr
            .contains("late: builtin.module(llvm-opt{passes=\"sink\"})"),
        "{}",
        outcome.stderr
    );
    let sunk = run(&[&input, "-O3", sink, "--emit=ptx"]);
    assert_ne!(sunk, run(&[&input, "-O3", "--emit=ptx"]));
    assert_eq!(sunk, run(&[&input, &as_text("O3"), sink, "--emit=ptx"]));
}

#[test]
fn llvm_ir_output_stops_before_the_late_half() {
    let input = kernel(MATRIX_MUL);
    assert_eq!(
        run(&[&input, "-O3", "--emit=llvm"]),
        run(&[&input, &as_text("O3"), "--emit=llvm"])
    );
}
