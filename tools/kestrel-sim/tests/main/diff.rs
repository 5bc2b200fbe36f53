//! Differential runs: rewrites that change results, fault or race are caught; equivalent
//! rewrites, NaN payloads and refined poison are accepted.

use crate::{races::racy_reduce, support::*};
use kestrel_sim::{Config, Verdict, diff_modules};

fn verdict(before: &str, after: &str, config: &Config) -> Verdict {
    let report = diff_modules(before, after, config).unwrap();
    assert_eq!(report.kernels.len(), 1, "{report}");
    report.kernels[0].verdict.clone()
}

fn reasons(verdict: Verdict) -> Vec<String> {
    match verdict {
        Verdict::Different(reasons) => reasons,
        other => panic!("expected a difference, got {other:?}"),
    }
}

#[test]
fn identical_modules_are_equivalent() {
    let text = kernel_text("vadd");
    assert_eq!(verdict(&text, &text, &config(2, 64)), Verdict::Equivalent);
}

#[test]
fn a_changed_constant_is_a_difference() {
    let before = kernel_text("reduce");
    let after = before.replace(
        "%sum = llvm.add %a, %b : i32",
        "%sum0 = llvm.add %a, %b : i32\n    %sum = llvm.add %sum0, %c1 : i32",
    );
    let reasons = reasons(verdict(&before, &after, &config(2, 64)));
    assert!(
        reasons[0].starts_with("global memory differs under schedule forward at 2 location(s)"),
        "{reasons:?}"
    );
    insta::assert_snapshot!("changed_constant", reasons.join("\n"));
}

#[test]
fn an_equivalent_rewrite_is_accepted() {
    let before = kernel_text("reduce");
    // x * 2 ** k == x << k, and (a + b) + c == a + (b + c) on integers.
    let after = before
        .replace(
            "%base = llvm.mul %bid, %ntid : i32",
            "%c6 = llvm.mlir.constant(6 : i32) : i32\n    %base = llvm.shl %bid, %c6 : i32",
        )
        .replace(
            "%gid = llvm.add %base, %tid : i32",
            "%gid = llvm.add %tid, %base : i32",
        );
    assert_ne!(before, after);
    assert_eq!(
        verdict(&before, &after, &config(2, 64)),
        Verdict::Equivalent
    );
}

#[test]
fn removing_a_barrier_introduces_a_race() {
    let reasons = reasons(verdict(
        &kernel_text("reduce"),
        &racy_reduce(),
        &config(2, 64),
    ));
    assert!(
        reasons
            .iter()
            .any(|r| r.starts_with("AFTER has a race BEFORE does not (on @partial)")),
        "{reasons:?}"
    );
}

#[test]
fn after_faulting_is_a_difference_and_before_faulting_is_inconclusive() {
    let good = kernel_text("vadd");
    let bad = good.replace(
        "%pc = llvm.getelementptr %c[%i]",
        "%far = llvm.add %i, %n : i32\n  %pc = llvm.getelementptr %c[%far]",
    );
    let config = Config {
        buffer_bytes: 256,
        args: [(3, kestrel_sim::ArgValue::Int(64))].into_iter().collect(),
        ..config(2, 64)
    };
    let reasons = reasons(verdict(&good, &bad, &config));
    assert!(
        reasons[0].starts_with("AFTER faults: InvalidAccess: out-of-bounds store"),
        "{reasons:?}"
    );
    match verdict(&bad, &good, &config) {
        Verdict::Inconclusive(reason) => assert!(reason.starts_with("BEFORE faults"), "{reason}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_missing_kernel_or_changed_signature_is_a_difference() {
    let before = kernel_text("vadd");
    let renamed = before.replace("@vadd", "@vadd2");
    assert_eq!(
        reasons(verdict(&before, &renamed, &config(1, 32))),
        ["AFTER has no kernel @vadd"]
    );
    let before = store_kernel("  %v = llvm.add %x, %t : i32");
    let after = before.replace("%x: i32", "%x: i64").replace(
        "%v = llvm.add %x, %t : i32",
        "%x32 = llvm.trunc %x : i64 to i32\n  %v = llvm.add %x32, %t : i32",
    );
    let reasons = reasons(verdict(&before, &after, &config(1, 32)));
    assert!(
        reasons[0].starts_with("the parameters changed"),
        "{reasons:?}"
    );
}

/// A kernel storing `value` (an expression over `%x`) to `out[tid]`.
fn store_kernel(value: &str) -> String {
    module(
        "%out: !llvm.ptr, %x: i32",
        &format!(
            r#"  %t = nvvm.read.ptx.sreg.tid.x : i32
  %p = llvm.getelementptr %out[%t] : (!llvm.ptr, i32) -> !llvm.ptr, i32
{value}
  llvm.store %v, %p : i32, !llvm.ptr
  llvm.return"#
        ),
    )
}

#[test]
fn poison_may_become_a_value_but_not_the_reverse() {
    let max = "  %m = llvm.mlir.constant(2147483647 : i32) : i32\n";
    let poison = store_kernel(&format!("{max}  %v = llvm.add %m, %x overflow<nsw> : i32"));
    let wrapped = store_kernel(&format!("{max}  %v = llvm.add %m, %x : i32"));
    let config = Config {
        args: [(1, kestrel_sim::ArgValue::Int(5))].into_iter().collect(),
        ..config(1, 32)
    };
    assert_eq!(verdict(&poison, &wrapped, &config), Verdict::Equivalent);
    let reasons = reasons(verdict(&wrapped, &poison, &config));
    assert!(reasons[1].ends_with("became poison"), "{reasons:?}");
}

#[test]
fn nan_payloads_do_not_matter() {
    let kernel = |nan: &str| {
        module(
            "%out: !llvm.ptr",
            &format!(
                r#"  %t = nvvm.read.ptx.sreg.tid.x : i32
  %p = llvm.getelementptr %out[%t] : (!llvm.ptr, i32) -> !llvm.ptr, f32
{nan}
  llvm.store %v, %p : f32, !llvm.ptr
  llvm.return"#
            ),
        )
    };
    let computed =
        kernel("  %z = llvm.mlir.constant(0.0 : f32) : f32\n  %v = llvm.fdiv %z, %z : f32");
    let constant = kernel("  %v = llvm.mlir.constant(0x7FC00001 : f32) : f32");
    let number = kernel("  %v = llvm.mlir.constant(1.0 : f32) : f32");
    assert_eq!(
        verdict(&computed, &constant, &config(1, 32)),
        Verdict::Equivalent
    );
    assert!(matches!(
        verdict(&computed, &number, &config(1, 32)),
        Verdict::Different(_)
    ));
}

#[test]
fn reports_are_deterministic() {
    let before = kernel_text("atomics");
    let after = before.replace(
        "%c1 = llvm.mlir.constant(1 : i32)",
        "%c1 = llvm.mlir.constant(2 : i32)",
    );
    let first = diff_modules(&before, &after, &config(2, 64))
        .unwrap()
        .to_string();
    let second = diff_modules(&before, &after, &config(2, 64))
        .unwrap()
        .to_string();
    assert_eq!(first, second);
    let run = |text: &str| {
        kestrel_sim::run_module(text, &config(2, 64))
            .unwrap()
            .to_string()
    };
    assert_eq!(run(&before), run(&before));
}
