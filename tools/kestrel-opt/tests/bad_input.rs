//! The bad-input contract: one `error:` line naming the problem (and its position where there
//! is one), exit code 1, no output file, never a panic.

use crate::support::{kestrel_opt, root};

const GOOD: &str = "llvm.func @f(%i: i64) -> i64 {\n  llvm.return %i : i64\n}\n";

/// Runs with `args` (plus `-o <tmp>/out`), asserts failure without output, returns stderr.
/// Each call has a folder of its own (tests run in parallel, and a run's temporary file must
/// not look like another's leftover), removed once it is checked empty.
fn fails(args: &[&str], stdin: &[u8]) -> String {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "kestrel-bad-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("out.mlir");
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
    let _ = std::fs::remove_dir(&dir);
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
fn every_reserved_pass_has_landed_and_is_listed() {
    // Every reserved pass has landed (scev-cgp was the last): an unknown name must now be
    // answered with the list of known passes, which includes each of them.
    assert!(
        kestrel_rewrites::registry::RESERVED
            .iter()
            .all(|(name, _)| !kestrel_rewrites::registry::is_reserved_but_absent(name)),
        "a reserved pass has not landed: use it here instead"
    );
    let error = fails(&["--passes=addr-canon,scev-cgq", "-"], GOOD.as_bytes());
    assert!(error.contains("unknown pass 'scev-cgq'"), "{error}");
    for (name, _) in kestrel_rewrites::registry::RESERVED {
        assert!(error.contains(name), "{name} is not listed: {error}");
    }
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
fn bad_lsr_value() {
    let error = fails(
        &["--lsr=sometimes", "-O3", "--emit=ptx", "-"],
        GOOD.as_bytes(),
    );
    assert!(
        error.starts_with(
            "error: invalid value for '--lsr': expected on, off, per-function, measured or auto, got 'sometimes'"
        ),
        "{error}"
    );
}

/// `--lsr=measured` needs ptxas and nvdisasm: a ptxas that is not there is named, even for a
/// module with no loop to choose for.
#[test]
fn measured_lsr_without_ptxas() {
    fails_for_the_missing_ptxas(&["--lsr=measured", MISSING_PTXAS, "-O3", "--emit=ptx", "-"]);
}

/// `-O3` measures its LSR choice where a ptxas is at hand; one named with `--ptxas` that is
/// not there is an error, as for `--lsr=measured`, not a silent fallback to the estimate.
#[test]
fn o3_with_a_missing_ptxas() {
    fails_for_the_missing_ptxas(&[MISSING_PTXAS, "-O3", "--emit=ptx", "-"]);
}

const MISSING_PTXAS: &str = "--ptxas=/no/such/folder/ptxas";

/// `args` on [`GOOD`] fail, naming the ptxas of [`MISSING_PTXAS`].
fn fails_for_the_missing_ptxas(args: &[&str]) {
    let error = fails(args, GOOD.as_bytes());
    assert!(
        error.contains(
            "the measured LSR choice needs ptxas and nvdisasm: ptxas not found at /no/such/folder/ptxas"
        ),
        "{error}"
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
    assert!(error.contains("unknown --mcpu 'gfx90a'"), "{error}");
}

/// An unknown target is refused whatever is emitted (LLVM's backend would only warn, and
/// without `--emit=ptx` nothing would look at it), and the message names the valid ones.
#[test]
fn unknown_mcpu_is_refused_without_ptx_and_names_the_targets() {
    for emit in ["--emit=mlir", "--emit=llvm", "--emit=ptx"] {
        let error = fails(&[emit, "--mcpu=sm_1", "-O3", "-"], GOOD.as_bytes());
        assert!(
            error.starts_with("error: unknown --mcpu 'sm_1': NVPTX targets are sm_20, sm_21, "),
            "{error}"
        );
        assert!(
            error.contains(" sm_80, ") && error.contains(" sm_90a, "),
            "{error}"
        );
        assert_eq!(error.trim().lines().count(), 1, "{error}");
    }
    let outcome = kestrel_opt(&["--emit=ptx", "--mcpu=sm_90a", "-"], GOOD.as_bytes());
    assert_eq!(outcome.code, 0, "{}", outcome.stderr);
    assert!(String::from_utf8_lossy(&outcome.stdout).contains(".target sm_90a"));
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
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("kestrel-good-{}", std::process::id()));
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

/// `-o /dev/null` writes into the device: renaming a finished temporary file over it (the
/// atomic path for regular files) would turn the machine's `/dev/null` into a regular file
/// that collects whatever is written to it, and every later reader of `/dev/null` (rustc's
/// `-` probe in cargo, for one) would read that junk.
#[test]
fn output_to_dev_null_leaves_the_device_alone() {
    use std::os::unix::fs::FileTypeExt;
    let outcome = kestrel_opt(&["-", "-o", "/dev/null"], GOOD.as_bytes());
    assert_eq!(outcome.code, 0, "{}", outcome.stderr);
    let kind = std::fs::metadata("/dev/null").unwrap().file_type();
    assert!(kind.is_char_device(), "/dev/null is no longer a device");
}

/// `-o link` where `link` is a symbolic link writes the file it points to; the link stays.
#[test]
fn output_through_a_symbolic_link_keeps_the_link() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("kestrel-link-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let real = dir.join("real.mlir");
    let link = dir.join("link.mlir");
    std::fs::write(&real, "old").unwrap();
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink(&real, &link).unwrap();
    let outcome = kestrel_opt(&["-", "-o", link.to_str().unwrap()], GOOD.as_bytes());
    assert_eq!(outcome.code, 0, "{}", outcome.stderr);
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(
        std::fs::read_to_string(&real)
            .unwrap()
            .contains("llvm.func @f")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The bad-input catalogue: (what, arguments, standard input, the error line's start).
/// Every row must give exactly that one `error:` line, exit code 1 and no output file.
#[test]
fn bad_input_catalogue() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("kestrel-catalogue-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let corpus =
        root().join("third_party/corpus/cuda-samples/O3/0_Introduction__clock__clock.cu.ll");
    let corpus_text = std::fs::read_to_string(&corpus).unwrap();
    let truncated = dir.join("truncated.ll");
    std::fs::write(&truncated, &corpus_text[..corpus_text.len() / 2]).unwrap();
    let mlir_as_ll = dir.join("really-mlir.ll");
    std::fs::write(&mlir_as_ll, GOOD).unwrap();
    let dir_text = dir.to_string_lossy().into_owned();
    let truncated_text = truncated.to_string_lossy().into_owned();
    let mlir_as_ll_text = mlir_as_ll.to_string_lossy().into_owned();
    let x86 = "module attributes {llvm.target_triple = \"x86_64-unknown-linux-gnu\"} {\n  llvm.func @f() {\n    llvm.return\n  }\n}\n";
    let func_dialect = "func.func @f() {\n  return\n}\n";
    let bad_chunk = format!("{GOOD}// -----\nllvm.func @g() {{\n  llvm.bogus\n}}\n");
    let table: Vec<(&str, Vec<&str>, &[u8], String)> = vec![
        ("missing file", vec!["/no/such.mlir"], b"", "error: cannot read '/no/such.mlir'".into()),
        ("a directory as input", vec![&dir_text], b"", format!("error: cannot read '{dir_text}'")),
        ("empty input", vec!["-"], b"", "error: <stdin>: input is empty".into()),
        ("blank input", vec!["-"], b"\n\t \n", "error: <stdin>: input is empty".into()),
        ("invalid UTF-8", vec!["-"], b"llvm.func \xc3\x28", "error: <stdin>: input is not valid UTF-8".into()),
        ("malformed MLIR", vec!["-"], b"llvm.func @f( {\n}\n", "error: <stdin>:1:".into()),
        ("unknown op", vec!["-"], b"llvm.func @f() {\n  llvm.frobnicate\n}\n", "error: <stdin>:2:".into()),
        ("type error in MLIR", vec!["-"], b"llvm.func @f(%a: i32) -> i64 {\n  llvm.return %a : i32\n}\n", "error: <stdin>:2:".into()),
        ("truncated LLVM IR", vec![&truncated_text], b"", format!("error: {truncated_text}:")),
        ("MLIR in a .ll file", vec![&mlir_as_ll_text], b"", format!("error: {mlir_as_ll_text}:")),
        ("type error in LLVM IR", vec!["-"], b"; ModuleID = 'm'\ndefine i32 @f(i32 %x) {\n  %y = add i32 %x, i64 1\n  ret i32 %y\n}\n", "error: <stdin>:3:".into()),
        ("LLVM IR that does not verify", vec!["-"], b"; ModuleID = 'm'\ndefine float @f(ptr %p) {\n  %v = load float, ptr %p, !range !0\n  ret float %v\n}\n!llvm.module.flags = !{!1}\n!0 = !{i32 0, i32 1}\n!1 = !{i32 2, !\"Debug Info Version\", i32 3}\n", "error: <stdin>: the LLVM IR does not verify: Range types must match instruction type!".into()),
        ("garbage bitcode", vec!["-"], b"BC\xc0\xde\x00\x01\x02garbage", "error: <stdin>".into()),
        ("unknown pass", vec!["--passes=frob", "-"], GOOD.as_bytes(), "error: unknown pass 'frob'".into()),
        ("unknown nested pass", vec!["--pass-pipeline=builtin.module(llvm.func(addr-canon,frob))", "-"], GOOD.as_bytes(), "error: unknown pass 'frob'".into()),
        ("option of a landed pass out of range", vec!["--passes=scev-cgp{scev-cgp-tid-max-value=0}", "-"], GOOD.as_bytes(), "error: invalid value for option 'scev-cgp-tid-max-value'".into()),
        ("unterminated pipeline", vec!["--pass-pipeline=builtin.module(", "-"], GOOD.as_bytes(), "error: invalid pass pipeline at 1:16".into()),
        ("empty option value", vec!["--passes=dead-sync-elim{print-dead-sync-elim=}", "-"], GOOD.as_bytes(), "error: invalid pass pipeline at 1:".into()),
        ("stray comma", vec!["--passes=addr-canon,,cse", "-"], GOOD.as_bytes(), "error: invalid pass pipeline at 1:12".into()),
        ("nesting in --passes", vec!["--passes=llvm.func(addr-canon)", "-"], GOOD.as_bytes(), "error: --passes takes pass names only".into()),
        ("pass on the wrong anchor", vec!["--pass-pipeline=builtin.module(func.func(addr-canon))", "-"], func_dialect.as_bytes(), "error: pass 'addr-canon' runs on llvm.func, not on func.func".into()),
        ("unknown pass option", vec!["--passes=dead-sync-elim{frob=1}", "-"], GOOD.as_bytes(), "error: unknown option 'frob' for pass 'dead-sync-elim'".into()),
        ("ill-typed pass option", vec!["--passes=dead-sync-elim{print-dead-sync-elim=maybe}", "-"], GOOD.as_bytes(), "error: invalid value for option 'print-dead-sync-elim' of pass 'dead-sync-elim': expected true or false".into()),
        ("unknown knob", vec!["--cbe-max-deep=3", "-"], GOOD.as_bytes(), "error: unknown option '--cbe-max-deep'".into()),
        ("ill-typed knob", vec!["--scev-cgp-inst-limit=many", "-"], GOOD.as_bytes(), "error: invalid value for '--scev-cgp-inst-limit': expected an integer".into()),
        ("knob out of range", vec!["--cbe-enable=2", "-"], GOOD.as_bytes(), "error: invalid value for '--cbe-enable': 2 is out of range 0..=1".into()),
        ("knob below range", vec!["--scev-cgp-tid-max-value=0", "-"], GOOD.as_bytes(), "error: invalid value for '--scev-cgp-tid-max-value': 0 is out of range".into()),
        ("flag without value", vec!["--passes", "-"], GOOD.as_bytes(), "error: option '--passes' needs a value".into()),
        ("bad optimisation level", vec!["-O7", "-"], GOOD.as_bytes(), "error: unknown optimisation level '-O7'".into()),
        ("two pipelines", vec!["-O2", "--passes=cse", "-"], GOOD.as_bytes(), "error: only one of --pass-pipeline, --passes and -O<n>".into()),
        ("bad emit", vec!["--emit=sass", "-"], GOOD.as_bytes(), "error: invalid value for '--emit'".into()),
        ("bad register budget switch", vec!["--register-budget=maybe", "-"], GOOD.as_bytes(), "error: invalid value for '--register-budget': expected true or false, got 'maybe'".into()),
        ("bad never-worse switch", vec!["--never-worse=maybe", "-"], GOOD.as_bytes(), "error: invalid value for '--never-worse': expected on or off, got 'maybe'".into()),
        ("bad threading threshold", vec!["--threading-min-ops=-1", "-"], GOOD.as_bytes(), "error: invalid value for '--threading-min-ops': expected a count of ops, got '-1'".into()),
        ("bad mcpu", vec!["--emit=ptx", "--mcpu=sm_", "-"], GOOD.as_bytes(), "error: unknown --mcpu 'sm_'".into()),
        ("unknown mcpu, MLIR out", vec!["--mcpu=sm_1", "-"], GOOD.as_bytes(), "error: unknown --mcpu 'sm_1'".into()),
        ("PTX for a non-NVPTX module", vec!["--emit=ptx", "-"], x86.as_bytes(), "error: <stdin>: module targets 'x86_64-unknown-linux-gnu', not NVPTX".into()),
        ("LLVM IR from another dialect", vec!["--emit=llvm", "-"], func_dialect.as_bytes(), "error: <stdin>:".into()),
        ("bad chunk in a split file", vec!["--split-input-file", "-"], bad_chunk.as_bytes(), "error: <stdin>:6:3:".into()),
    ];
    assert!(table.len() >= 30, "the catalogue has {} rows", table.len());
    let mut failures = Vec::new();
    for (what, args, stdin, expected) in &table {
        let out = dir.join(format!("{}.out", what.replace(' ', "-")));
        let out_text = out.to_string_lossy().into_owned();
        let mut argv = args.clone();
        argv.extend(["-o", &out_text]);
        let outcome = kestrel_opt(&argv, stdin);
        let errors: Vec<&str> = outcome
            .stderr
            .lines()
            .filter(|l| l.starts_with("error:"))
            .collect();
        let ok = outcome.code == 1
            && outcome.stdout.is_empty()
            && !out.exists()
            && errors.len() == 1
            && errors[0].starts_with(expected.as_str());
        if !ok {
            failures.push(format!(
                "{what}: exit {} stderr {:?} (expected {expected:?})",
                outcome.code, outcome.stderr
            ));
        }
    }
    let leftovers: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".out") || n.contains(".kestrel-"))
        .collect();
    assert!(leftovers.is_empty(), "files left behind: {leftovers:?}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn unwritable_output_leaves_nothing_behind() {
    let outcome = kestrel_opt(
        &["-", "-o", "/sys/kernel/kestrel-out.mlir"],
        GOOD.as_bytes(),
    );
    assert_eq!(outcome.code, 1, "{}", outcome.stderr);
    assert!(
        outcome
            .stderr
            .starts_with("error: cannot write '/sys/kernel/kestrel-out.mlir'"),
        "{}",
        outcome.stderr
    );
    assert!(!std::path::Path::new("/sys/kernel/kestrel-out.mlir").exists());
}

/// A kernel NVPTX cannot compile for the default `sm_80`: wgmma needs `sm_90a`, so LLVM's
/// instruction selector calls `report_fatal_error` ("Cannot select").
pub const NEEDS_SM_90A: &str = r#"llvm.func @k(%p: !llvm.ptr) attributes {nvvm.kernel} {
  llvm.call_intrinsic "llvm.nvvm.wgmma.fence.sync.aligned"() : () -> ()
  llvm.return
}
"#;

/// A backend failure is one `error:` line, exit 1 and no output file, not an abort (it was
/// exit 134, and in-process it ended the caller). Twice, since the first failure must not
/// leave the backend unusable for the next emission.
#[test]
fn backend_failure_is_an_error_not_an_abort() {
    for _ in 0..2 {
        let error = fails(&["-", "--emit=ptx"], NEEDS_SM_90A.as_bytes());
        assert_eq!(
            error,
            "error: <stdin>: NVPTX code generation failed: Cannot select: intrinsic %llvm.nvvm.wgmma.fence.sync.aligned"
        );
    }
    let ptx = kestrel_opt(
        &["-", "--emit=ptx", "--mcpu=sm_90a"],
        NEEDS_SM_90A.as_bytes(),
    );
    assert_eq!(ptx.code, 0, "{}", ptx.stderr);
    assert!(String::from_utf8_lossy(&ptx.stdout).contains("wgmma.fence.sync.aligned"));
}

/// The same through the real binary: its exit status is 1, not the 134 of an abort.
#[test]
fn backend_failure_exits_1_from_the_binary() {
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_kestrel-opt"))
        .args(["-", "--emit=ptx"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(NEEDS_SM_90A.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(output.stdout.is_empty());
    assert_eq!(
        stderr.lines().collect::<Vec<_>>(),
        [
            "error: <stdin>: NVPTX code generation failed: Cannot select: intrinsic %llvm.nvvm.wgmma.fence.sync.aligned"
        ]
    );
}

/// The late half is resolved before anything runs, whatever is emitted: an unknown pass in it
/// is the usual one error line, naming the late pipeline, with no output.
#[test]
fn unknown_pass_in_the_late_pipeline() {
    for emit in ["--emit=ptx", "--emit=mlir"] {
        let error = fails(
            &["-O3", emit, "--late-pipeline=early-cse,no-such-pass", "-"],
            GOOD.as_bytes(),
        );
        assert!(
            error.starts_with("error: late pipeline: unknown pass 'no-such-pass'; Kestrel passes:"),
            "{error}"
        );
    }
}

#[test]
fn bad_late_pipeline_syntax() {
    let error = fails(
        &["-O3", "--emit=ptx", "--late-pipeline=early-cse{", "-"],
        GOOD.as_bytes(),
    );
    assert!(
        error.starts_with("error: --late-pipeline: invalid pass pipeline at 1:"),
        "{error}"
    );
}

/// An LLVM pass the late half names that LLVM does not know fails when the late half runs,
/// inside code generation: still one error line and no output.
#[test]
fn unknown_llvm_pass_in_the_late_pipeline() {
    let error = fails(
        &[
            "-O3",
            "--emit=ptx",
            "--late-pipeline=llvm-opt{passes=\"no-such-llvm-pass\"}",
            "-",
        ],
        GOOD.as_bytes(),
    );
    assert!(error.contains("late pipeline:"), "{error}");
    assert!(error.contains("no-such-llvm-pass"), "{error}");
}
