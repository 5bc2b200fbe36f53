//! The bad-input contract: one `error:` line naming the problem (and its position where there
//! is one), exit code 1, no output file, never a panic.

use crate::support::{kestrel_opt, root};

const GOOD: &str = "llvm.func @f(%i: i64) -> i64 {\n  llvm.return %i : i64\n}\n";

/// Runs with `args` (plus `-o <tmp>/out`), asserts failure without output, returns stderr.
fn fails(args: &[&str], stdin: &[u8]) -> String {
    let dir = std::env::temp_dir().join(format!(
        "kestrel-bad-{}-{}",
        std::process::id(),
        args.join("_").len()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join(format!("out-{}.mlir", fastrand_suffix(args)));
    let out_text = out.to_string_lossy().into_owned();
    let mut argv = args.to_vec();
    argv.extend(["-o", &out_text]);
    let outcome = kestrel_opt(&argv, stdin);
    assert_eq!(
        outcome.code, 1,
        "args {args:?} should fail; stderr: {}",
        outcome.stderr
    );
    assert!(outcome.stdout.is_empty(), "no stdout on failure");
    assert!(!out.exists(), "no output file on failure ({args:?})");
    let leftovers: Vec<_> = std::fs::read_dir(&dir).unwrap().flatten().collect();
    assert!(
        leftovers.is_empty(),
        "no temporary files left: {leftovers:?}"
    );
    let errors: Vec<&str> = outcome
        .stderr
        .lines()
        .filter(|l| l.starts_with("error:"))
        .collect();
    assert_eq!(
        errors.len(),
        1,
        "exactly one error line for {args:?}: {}",
        outcome.stderr
    );
    errors[0].to_string()
}

fn fastrand_suffix(args: &[&str]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    args.hash(&mut hasher);
    hasher.finish()
}

#[test]
fn missing_input_file() {
    assert_eq!(
        fails(&["/no/such/kernel.mlir"], b""),
        "error: cannot read '/no/such/kernel.mlir': No such file or directory"
    );
}

#[test]
fn malformed_mlir_reports_line_and_column() {
    let error = fails(&["-"], b"llvm.func @f() {\n  llvm.bogus_op\n}\n");
    assert!(error.starts_with("error: <stdin>:2:3: "), "{error}");
}

#[test]
fn malformed_llvm_ir_reports_line_and_column() {
    let error = fails(
        &["-"],
        b"; ModuleID = 'x'\ndefine void @f() {\n  ret i32\n}\n",
    );
    // LLVM's parser notices the missing return value at the next token, line 4.
    assert_eq!(error, "error: <stdin>:4:1: expected value token");
}

#[test]
fn empty_input() {
    assert_eq!(fails(&["-"], b"  \n"), "error: <stdin>: input is empty");
}

#[test]
fn invalid_utf8() {
    assert_eq!(
        fails(&["-"], b"llvm.func @f() \xff"),
        "error: <stdin>: input is not valid UTF-8 (bad byte at offset 15)"
    );
}

#[test]
fn unknown_pass_lists_the_known_ones() {
    let error = fails(&["--passes=no-such-pass", "-"], GOOD.as_bytes());
    assert!(
        error.starts_with("error: unknown pass 'no-such-pass'; Kestrel passes: addr-canon"),
        "{error}"
    );
    assert!(error.ends_with("(pipeline 1:1)"), "{error}");
}

#[test]
fn reserved_pass_that_has_not_landed() {
    let error = fails(
        &["--passes=addr-canon,codegenprepare", "-"],
        GOOD.as_bytes(),
    );
    assert!(
        error.contains("pass 'codegenprepare'") && error.contains("not available"),
        "{error}"
    );
    assert!(error.ends_with("(pipeline 1:12)"), "{error}");
}

#[test]
fn unknown_command_line_option() {
    assert!(
        fails(&["--frobnicate=3", "-"], GOOD.as_bytes())
            .starts_with("error: unknown option '--frobnicate'")
    );
}

#[test]
fn unknown_pass_option() {
    let error = fails(&["--passes=addr-canon{bogus=1}", "-"], GOOD.as_bytes());
    assert!(
        error.starts_with("error: unknown option 'bogus' for pass 'addr-canon'"),
        "{error}"
    );
}

#[test]
fn ill_typed_knob_value() {
    assert_eq!(
        fails(&["--cbe-max-depth=deep", "-"], GOOD.as_bytes()),
        "error: invalid value for '--cbe-max-depth': expected an integer, got 'deep'"
    );
    assert_eq!(
        fails(
            &["--do-base-address-strength-reduce=7", "-"],
            GOOD.as_bytes()
        ),
        "error: invalid value for '--do-base-address-strength-reduce': 7 is out of range 0..=2"
    );
}

#[test]
fn bad_pipeline_syntax() {
    let error = fails(
        &["--pass-pipeline=builtin.module(llvm.func(cse)", "-"],
        GOOD.as_bytes(),
    );
    assert!(
        error.starts_with("error: invalid pass pipeline at 1:"),
        "{error}"
    );
}

#[test]
fn bad_upstream_pass_option() {
    let error = fails(
        &[
            "--pass-pipeline=builtin.module(canonicalize{no-such-option=1})",
            "-",
        ],
        GOOD.as_bytes(),
    );
    assert!(
        error.starts_with("error: invalid use of pass 'canonicalize'"),
        "{error}"
    );
}

#[test]
fn output_into_a_missing_directory() {
    let outcome = kestrel_opt(&["-", "-o", "/no/such/dir/out.mlir"], GOOD.as_bytes());
    assert_eq!(outcome.code, 1);
    assert_eq!(
        outcome.stderr.trim(),
        "error: cannot write '/no/such/dir/out.mlir': directory '/no/such/dir' does not exist"
    );
}

#[test]
fn bad_mcpu() {
    let error = fails(&["--emit=ptx", "--mcpu=gfx90a", "-"], GOOD.as_bytes());
    assert!(error.contains("invalid --mcpu 'gfx90a'"), "{error}");
}

#[test]
fn input_that_does_not_verify() {
    let error = fails(
        &["-"],
        b"llvm.func @f(%i: i64) -> i32 {\n  llvm.return %i : i64\n}\n",
    );
    assert!(error.starts_with("error: <stdin>:2:3: "), "{error}");
}

#[test]
fn a_good_run_writes_the_output_file() {
    let dir = std::env::temp_dir().join(format!("kestrel-good-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("out.mlir");
    let outcome = kestrel_opt(&["-", "-o", out.to_str().unwrap()], GOOD.as_bytes());
    assert_eq!(outcome.code, 0, "{}", outcome.stderr);
    assert!(
        std::fs::read_to_string(&out)
            .unwrap()
            .contains("llvm.func @f")
    );
    let _ = root();
}
