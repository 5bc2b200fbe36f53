//! scev-cgp beyond its file tests (`test/scev-cgp/`, checked by `file_tests`): over the
//! corpus, with the pass enabled, every kernel the simulator supports must run the same. The
//! multi-dimensional kernel must need fewer 64-bit integer PTX instructions with the pass on,
//! and the kernel of the default-off case must be one the enabled pass rewrites.
//!
//! `measure_scev_cgp_corpus_ptx` (ignored; `cargo test -p kestrel-opt --test main
//! measure_scev_cgp -- --ignored --nocapture`) prints integer PTX instructions and ptxas
//! registers over the O3 corpus with the pass on and off.

use crate::support::{
    case, case_path, corpus_kernel_pairs, integer_instructions, is_integer_instruction,
    kestrel_opt, ptx_of, registers, run_ok,
};
use std::collections::BTreeMap;

const ON: &[&str] = &["--passes=scev-cgp", "--nv-disable-scev-cgp=false"];

/// Integer instructions per function whose types are all 64-bit (`add.s64`, `mul.lo.s64`,
/// `cvt.u64.u32` counts too: it produces a 64-bit register).
fn wide_integer_instructions(ptx: &str) -> BTreeMap<String, usize> {
    crate::support::instructions_per_function(ptx, |line| {
        let opcode = line.split_whitespace().next().unwrap_or("");
        is_integer_instruction(line) && opcode.split('.').skip(1).any(|p| p.ends_with("64"))
    })
}

const NARROWING: &str = "scev-cgp/narrowing.mlir";
const THREE_D: &str = "three_dimensional_index_computed_in_32_bits";

#[test]
fn the_multi_dimensional_index_needs_fewer_64_bit_instructions() {
    let kernel = THREE_D;
    let path = case_path(NARROWING, kernel);
    let before = ptx_of(&[&path]);
    let after = ptx_of(&[&path, ON[0], ON[1]]);
    let (wb, wa) = (
        wide_integer_instructions(&before)[kernel],
        wide_integer_instructions(&after)[kernel],
    );
    let (ib, ia) = (
        integer_instructions(&before)[kernel],
        integer_instructions(&after)[kernel],
    );
    println!("{kernel}: 64-bit integer PTX instructions {wb} -> {wa}, all integer {ib} -> {ia}");
    assert!(wa < wb, "{wb} -> {wa}:\n{after}");
    assert!(ia <= ib, "{ib} -> {ia}:\n{after}");
    registers(&after, "scev_cgp_3d").expect("ptxas accepts the rewritten PTX");
}

/// `default-off.mlir` shows the pass off by default only if its kernel is one the enabled
/// pass rewrites.
#[test]
fn the_default_off_case_is_rewritten_when_enabled() {
    let text = case(
        "scev-cgp/default-off.mlir",
        "disabled_by_default_should_not_apply",
    )
    .text;
    assert_ne!(run_ok(ON, &text), run_ok(&[], &text));
}

#[test]
fn narrowed_values_carry_name_locations() {
    let source = case(NARROWING, THREE_D).text;
    let printed =
        crate::support::run_printing_locations("scev-cgp{nv-disable-scev-cgp=false}", &source);
    for name in ["scevcgp_", "scevcgp32_"] {
        assert!(
            printed.contains(&format!("\"{name}")),
            "no {name} location in:\n{printed}"
        );
    }
}

#[test]
fn print_after_reports_the_rewritten_function() {
    let mut argv = ON.to_vec();
    argv.extend(["--print-after-scev-cgp", "-"]);
    let outcome = kestrel_opt(&argv, case(NARROWING, THREE_D).text.as_bytes());
    assert_eq!(outcome.code, 0, "{}", outcome.stderr);
    assert!(
        outcome.stderr.contains("SCEV-CGP: after rewrite") && outcome.stderr.contains("llvm.sext"),
        "{}",
        outcome.stderr
    );
}

#[test]
fn the_corpus_runs_the_same_after_scev_cgp() {
    crate::support::corpus_runs_the_same(
        "scev-cgp",
        &[ON[0], ON[1], "--dump-scev-cgp", "--verify-each"],
        &[("indices narrowed", "index narrowed")],
        false,
    );
}

#[test]
#[ignore = "measurement: prints integer PTX instructions and registers per O3 corpus kernel"]
fn measure_scev_cgp_corpus_ptx() {
    /// Kernel, integer instructions off/on, 64-bit ones off/on, registers off/on.
    type Row = (String, [usize; 4], Option<usize>, Option<usize>);
    let rows: Vec<Row> = corpus_kernel_pairs(
        &[],
        &[ON[0], ON[1]],
        "scev",
        &[integer_instructions, wide_integer_instructions],
    )
    .into_iter()
    .map(|pair| {
        let [(ib, ia), (wb, wa)] = pair.counts[..] else {
            unreachable!("two metrics")
        };
        (
            pair.kernel,
            [ib, ia, wb, wa],
            pair.registers.0,
            pair.registers.1,
        )
    })
    .collect();
    for (kernel, [ib, ia, wb, wa], rb, ra) in &rows {
        if ib != ia || rb != ra || wb != wa {
            println!(
                "{kernel}\tinteger {ib} -> {ia}\t64-bit {wb} -> {wa}\tregisters {rb:?} -> {ra:?}"
            );
        }
    }
    let sum = |i: usize| rows.iter().map(|r| r.1[i]).sum::<usize>();
    println!(
        "TOTAL {} functions: integer PTX instructions {} -> {}, 64-bit {} -> {}, registers {} -> {}",
        rows.len(),
        sum(0),
        sum(1),
        sum(2),
        sum(3),
        rows.iter().map(|r| r.2.unwrap_or(0)).sum::<usize>(),
        rows.iter().map(|r| r.3.unwrap_or(0)).sum::<usize>(),
    );
}
