//! The command line: subcommands, exit codes (0 clean, 1 finding or bad input, 2 could not
//! simulate) and one-line `error:` messages.

use crate::{races::racy_reduce, support::*};
use kestrel_sim::cli::{Outcome, run};

fn sim(args: &[&str]) -> Outcome {
    run(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
}

/// Writes `text` to a fresh file named `name` in a per-test temporary directory.
fn temp_file(test: &str, name: &str, text: &str) -> String {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("kestrel-sim-{}-{test}", std::process::id()));
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

/// `--arg N@OFFSET:TYPE=VALUE` sets one field of a by-value struct parameter and leaves the
/// rest generated: byval_fields traps unless its count (offset 4) is 77 and its bias (offset
/// 8) 2.5, and stores its scale (offset 0), so setting that too changes what it writes.
#[test]
fn by_value_fields_are_set_by_offset_and_type() {
    let kernel = kernel_path("byval_fields");
    let generated = sim(&["run", &kernel, "--grid", "1"]);
    assert_eq!(generated.code, 1, "{generated:?}");
    assert!(generated.stdout.contains("fault: Trap"), "{generated:?}");
    let fields = ["--arg", "0@4:i32=77", "--arg", "0@8:f64=2.5"];
    let mut args = vec!["run", kernel.as_str(), "--grid", "1"];
    args.extend(fields);
    let set = sim(&args);
    assert_eq!(set.code, 0, "{set:?}");
    args.extend(["--arg", "0@0:f32=3"]);
    let scaled = sim(&args);
    assert_eq!(scaled.code, 0, "{scaled:?}");
    let digest = |out: &Outcome| {
        out.stdout
            .lines()
            .find_map(|line| line.split("memory digest ").nth(1).map(str::to_string))
            .unwrap()
    };
    assert_ne!(digest(&set), digest(&scaled));
}

#[test]
fn bad_field_arguments_are_one_line_errors() {
    let kernel = kernel_path("byval_fields");
    let cases = [
        (
            "0@8:f64=1.5x",
            "error: --arg '0@8:f64=1.5x': bad argument value '1.5x'",
        ),
        (
            "0@4:i32=1.5",
            "error: --arg '0@4:i32=1.5': 1.5 is not an i32 value",
        ),
        (
            "0@4:u32=-1",
            "error: --arg '0@4:u32=-1': -1 is not a u32 value",
        ),
        (
            "0@4:i32=2147483648",
            "error: --arg '0@4:i32=2147483648': 2147483648 is not an i32 value",
        ),
        (
            "0@4:u8=256",
            "error: --arg '0@4:u8=256': 256 is not a u8 value",
        ),
        (
            "0@4:i24=1",
            "error: --arg '0@4:i24=1': unknown field type 'i24'",
        ),
        (
            "0@4=1",
            "error: --arg '0@4=1': expected N@OFFSET:TYPE=VALUE",
        ),
        (
            "0@12:f64=1",
            "error: --arg 0@12:f64=1: bytes 12..20 are outside parameter 0 of @byval_fields (16 bytes)",
        ),
        (
            "1@0:i32=1",
            "error: --arg 1@0:i32=1: parameter 1 of @byval_fields is not passed by value",
        ),
        (
            "2@0:i32=1",
            "error: --arg 2@0:i32=1: @byval_fields has no parameter 2",
        ),
    ];
    for (field, message) in cases {
        let out = sim(&["run", &kernel, "--arg", field]);
        assert_eq!(out.code, 1, "{field}: {out:?}");
        assert!(out.stderr.starts_with(message), "{field}: {}", out.stderr);
        assert_eq!(out.stderr.lines().count(), 1, "{field}: {}", out.stderr);
    }
}
