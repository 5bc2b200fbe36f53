//! The command line: subcommands, exit codes (0 clean, 1 finding or bad input, 2 could not
//! simulate) and one-line `error:` messages.

use crate::{races::racy_reduce, support::*};
use kestrel_sim::cli::{Outcome, run};

fn sim(args: &[&str]) -> Outcome {
    run(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
}

/// Writes `text` to a fresh file named `name` in a per-test temporary directory.
fn temp_file(test: &str, name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("kestrel-sim-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn run_prints_a_summary() {
    let out = sim(&["run", &kernel_path("vadd"), "--arg", "3=100"]);
    assert_eq!(out.code, 0, "{out:?}");
    insta::assert_snapshot!("run_vadd", out.stdout);
}

#[test]
fn race_reports_races_with_exit_code_1() {
    let racy = temp_file("race", "racy.mlir", &racy_reduce());
    let out = sim(&["race", &racy, "--schedules", "forward"]);
    assert_eq!(out.code, 1, "{out:?}");
    assert!(
        out.stdout
            .starts_with("race in @reduce on shared memory at @partial+"),
        "{}",
        out.stdout
    );
    let out = sim(&["race", &kernel_path("reduce")]);
    assert_eq!(
        (out.code, out.stdout.as_str()),
        (0, "no races in 1 kernel(s)\n")
    );
}

#[test]
fn diff_exit_codes() {
    let reduce = kernel_path("reduce");
    let same = sim(&["diff", &reduce, &reduce, "--seed", "7"]);
    assert_eq!(same.code, 0, "{same:?}");
    assert_eq!(
        same.stdout,
        "kernel @reduce: equivalent (7290 -> 7290 instructions)\n"
    );
    let changed = temp_file(
        "diff",
        "changed.mlir",
        &kernel_text("reduce").replace(
            "%c32 = llvm.mlir.constant(32 : i32)",
            "%c32 = llvm.mlir.constant(16 : i32)",
        ),
    );
    let different = sim(&["diff", &reduce, &changed]);
    assert_eq!(different.code, 1, "{different:?}");
    assert!(
        different.stdout.starts_with("kernel @reduce: DIFFERENT\n"),
        "{}",
        different.stdout
    );
    let dividing = kernel_text("reduce").replace(
        "%next = llvm.lshr %s, %c1 : i32",
        "%next = llvm.udiv %s, %c0 : i32",
    );
    let faulty = temp_file("diff", "faulty.mlir", &dividing);
    let inconclusive = sim(&["diff", &faulty, &reduce]);
    assert_eq!(inconclusive.code, 2, "{inconclusive:?}");
    assert!(
        inconclusive
            .stdout
            .contains("inconclusive: BEFORE faults: UndefinedBehaviour: division by zero"),
        "{}",
        inconclusive.stdout
    );
}

#[test]
fn llvm_ir_input_is_imported() {
    let ll = r#"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @scale(ptr addrspace(1) %p) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr float, ptr addrspace(1) %p, i32 %t
  %v = load float, ptr addrspace(1) %q
  %w = fmul float %v, 2.0
  store float %w, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;
    let path = temp_file("ll", "scale.ll", ll);
    let out = sim(&["run", &path, "--grid", "1", "--block", "8"]);
    assert_eq!(out.code, 0, "{out:?}");
    assert!(
        out.stdout
            .starts_with("kernel @scale: grid 1,1,1 block 8,1,1\n"),
        "{}",
        out.stdout
    );
}

#[test]
fn errors_are_one_line() {
    let missing = sim(&["run", "/nonexistent/k.mlir"]);
    assert_eq!(
        (missing.code, missing.stderr.as_str()),
        (
            1,
            "error: cannot read '/nonexistent/k.mlir': No such file or directory\n"
        )
    );
    let option = sim(&["run", &kernel_path("vadd"), "--frobnicate"]);
    assert_eq!(option.code, 1);
    assert!(
        option
            .stderr
            .starts_with("error: unknown option '--frobnicate'"),
        "{}",
        option.stderr
    );
    let grid = sim(&["run", &kernel_path("vadd"), "--grid", "0"]);
    assert_eq!(
        (grid.code, grid.stderr.as_str()),
        (1, "error: grid and block dimensions must be at least 1\n")
    );
    let bad = temp_file("errors", "bad.mlir", "llvm.func @k() {\n  llvm.frob\n}\n");
    let parse = sim(&["run", &bad]);
    assert_eq!(parse.code, 1);
    assert!(
        parse
            .stderr
            .starts_with(&format!("error: cannot parse the module: {bad}:2:")),
        "{}",
        parse.stderr
    );
    assert_eq!(parse.stderr.lines().count(), 1, "{}", parse.stderr);
    let no_command = sim(&[]);
    assert_eq!(no_command.code, 1);
}

#[test]
fn unsupported_kernels_exit_with_2() {
    let text = module(
        "%x: i32",
        r#"  %v = llvm.inline_asm has_side_effects "brkpt;", "" : () -> !llvm.void
  llvm.return"#,
    );
    let path = temp_file("unsupported", "asm.mlir", &text);
    let out = sim(&["run", &path]);
    assert_eq!(out.code, 2, "{out:?}");
    assert_eq!(
        out.stderr,
        "error: kernel @k not simulated: unsupported in @k: inline asm \"brkpt;\" at 2:8: instruction `brkpt`\n"
    );
}

#[test]
fn bench_reports_a_rate() {
    let out = sim(&["bench", "--iterations", "100"]);
    assert_eq!(out.code, 0, "{out:?}");
    assert!(out.stdout.contains("instructions/s"), "{}", out.stdout);
}
