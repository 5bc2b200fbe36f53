//! `--verify-semantics` never passes silently: a comparison kestrel-sim cannot conclude (the
//! input races or faults under every launch tried, or cannot be simulated) is an error unless
//! `--verify-semantics=allow-inconclusive`, and before giving up it retries with one block
//! and one warp, where an input that indexes only by `tid` no longer races.

use crate::support::kestrel_opt;

/// A kernel storing `value` to `out[index]`, where `index` is an expression of `%tid`.
fn kernel(index: &str, value: i32) -> String {
    format!(
        r#"llvm.func ptx_kernelcc @k(%out: !llvm.ptr<1>) {{
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %c = llvm.mlir.constant({value} : i32) : i32
  %i = {index}
  %v = llvm.add %tid, %c : i32
  %p = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  llvm.store %v, %p {{alignment = 4 : i64}} : i32, !llvm.ptr<1>
  llvm.return
}}"#
    )
}

/// `out[tid]`: two blocks write the same words, so the default launch (2 blocks) races in
/// the input; one block does not, and there the changed constant shows.
#[test]
fn a_miscompile_hidden_by_two_racing_blocks_is_found_with_one_block() {
    let index = "llvm.add %tid, %c32 : i32";
    let mut log = String::new();
    let error =
        kestrel_opt::verify_semantics(&kernel(index, 1), &kernel(index, 2), &mut log).unwrap_err();
    assert!(
        error.starts_with(
            "--verify-semantics: the output behaves differently from the input: kernel @k: DIFFERENT under grid 1x1x1 block 64x1x1;"
        ),
        "{error}"
    );
    assert!(
        error.contains("inconclusive under grid 2x1x1 block 64x1x1: BEFORE has a data race"),
        "{error}"
    );
    assert!(kestrel_opt::verify_semantics(&kernel(index, 1), &kernel(index, 1), &mut log).is_ok());
}

/// `out[tid % 32]`: lanes 0 and 32 of a block write the same word, so only one warp runs the
/// input without a race.
#[test]
fn a_miscompile_hidden_by_a_racing_block_is_found_with_one_warp() {
    let index = "llvm.urem %tid, %c32 : i32";
    let mut log = String::new();
    let error =
        kestrel_opt::verify_semantics(&kernel(index, 1), &kernel(index, 2), &mut log).unwrap_err();
    assert!(
        error.contains("DIFFERENT under grid 1x1x1 block 32x1x1"),
        "{error}"
    );
    assert!(
        error.contains("inconclusive under grid 1x1x1 block 64x1x1: BEFORE has a data race"),
        "{error}"
    );
}

/// Divides by zero: the input faults under every launch, so nothing can be concluded.
const FAULTS: &str = r#"llvm.func ptx_kernelcc @k(%out: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %q = llvm.udiv %tid, %c0 : i32
  llvm.store %q, %out {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}
"#;

#[test]
fn an_inconclusive_comparison_is_an_error() {
    let outcome = kestrel_opt(
        &["--passes=dead-sync-elim", "--verify-semantics", "-"],
        FAULTS.as_bytes(),
    );
    assert_eq!(outcome.code, 1, "{}", outcome.stderr);
    assert!(outcome.stdout.is_empty());
    let lines: Vec<&str> = outcome.stderr.lines().collect();
    assert_eq!(lines.len(), 1, "{}", outcome.stderr);
    assert!(
        lines[0].starts_with(
            "error: <stdin>: --verify-semantics is inconclusive: kernel @k: inconclusive under grid 1x1x1 block 32x1x1: BEFORE faults: UndefinedBehaviour: division by zero"
        ),
        "{}",
        lines[0]
    );
    for tried in ["grid 2x1x1 block 64x1x1", "grid 1x1x1 block 64x1x1"] {
        assert!(
            lines[0].contains(&format!("inconclusive under {tried}: BEFORE faults")),
            "{}",
            lines[0]
        );
    }
    assert!(
        lines[0].ends_with("(--verify-semantics=allow-inconclusive accepts that)"),
        "{}",
        lines[0]
    );
}

#[test]
fn allow_inconclusive_accepts_it_with_a_warning() {
    let outcome = kestrel_opt(
        &[
            "--passes=dead-sync-elim",
            "--verify-semantics=allow-inconclusive",
            "-",
        ],
        FAULTS.as_bytes(),
    );
    assert_eq!(outcome.code, 0, "{}", outcome.stderr);
    assert!(!outcome.stdout.is_empty());
    assert!(
        outcome
            .stderr
            .starts_with("warning: --verify-semantics is inconclusive: kernel @k: inconclusive"),
        "{}",
        outcome.stderr
    );
}

/// A module the simulator cannot run at all is inconclusive too.
#[test]
fn a_module_the_simulator_refuses_is_inconclusive() {
    let refused = r#"llvm.func ptx_kernelcc @k(%out: !llvm.ptr<1>) {
  %x = llvm.inline_asm has_side_effects "tex.1d.v4.f32.s32 {$0, $1, $2, $3}, [$4, {$5}];", "=f,=f,=f,=f,l,r" %out, %out : (!llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
"#;
    let outcome = kestrel_opt(&["--verify-semantics", "-"], refused.as_bytes());
    assert_eq!(outcome.code, 1, "{}", outcome.stderr);
    assert!(
        outcome
            .stderr
            .starts_with("error: <stdin>: --verify-semantics is inconclusive: kernel @k: inconclusive: BEFORE: unsupported in @k"),
        "{}",
        outcome.stderr
    );
}

/// LLVM IR of a kernel storing `value` to `out[tid]`, as the backend's IR passes leave it.
fn backend_kernel(value: i32) -> String {
    format!(
        r#"target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %out) {{
  %g = addrspacecast ptr %out to ptr addrspace(1)
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = add i32 %tid, {value}
  %p = getelementptr inbounds i32, ptr addrspace(1) %g, i32 %tid
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#
    )
}

/// `--verify-semantics` at the late point compares what one run of the late half returned
/// with what it was given, and what it was given with the version with LSR everywhere when
/// the LSR choice kept another: a changed stored value is caught in either, and a late half
/// that changed nothing passes.
#[test]
fn the_late_half_is_compared_with_what_it_was_given() {
    let late_ir = |returned: i32| kestrel_pipelines::LateIr {
        given: backend_kernel(1),
        returned: backend_kernel(returned),
        with_lsr: None,
    };
    let mut log = String::new();
    kestrel_opt::check_late_semantics(&late_ir(1), false, &mut log).unwrap();
    let error = kestrel_opt::check_late_semantics(&late_ir(2), false, &mut log).unwrap_err();
    assert!(
        error.starts_with(
            "late half: --verify-semantics: the output behaves differently from the input: kernel @k: DIFFERENT"
        ),
        "{error}"
    );
    // The per-function LSR choice's merged module is held to the version with LSR everywhere.
    let merged_differently = kestrel_pipelines::LateIr {
        with_lsr: Some(backend_kernel(3)),
        ..late_ir(1)
    };
    let error =
        kestrel_opt::check_late_semantics(&merged_differently, false, &mut log).unwrap_err();
    assert!(
        error.starts_with(
            "LSR choice: --verify-semantics: the output behaves differently from the input: kernel @k: DIFFERENT"
        ),
        "{error}"
    );
    assert!(log.is_empty(), "{log}");
}
