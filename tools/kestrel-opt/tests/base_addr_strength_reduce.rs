//! base-addr-strength-reduce beyond its file tests (`test/base-addr-strength-reduce/`, checked
//! by `file_tests`): over the corpus, every kernel the simulator supports must run the same
//! after the pass. The unrolled `A[tid+i]` loop must lose its per-iteration address
//! arithmetic, and the hoisted base must carry the specification's `baseValue` name as a name
//! location.
//!
//! `measure_corpus_ptx` (ignored; `cargo test -p kestrel-opt --test main
//! base_addr_strength_reduce::measure_corpus_ptx -- --ignored --nocapture`) prints, per O3
//! corpus kernel, integer PTX instructions and ptxas register counts before and after the pass.

use crate::support::{
    case, case_path, corpus_kernel_pairs, integer_instructions, is_integer_instruction,
    loop_integer_instructions, ptx_of, registers, run_ok,
};
use kestrel_sim::{Config, diff_modules};

#[test]
fn the_corpus_runs_the_same_after_the_pass() {
    crate::support::corpus_runs_the_same(
        "base-addr-strength-reduce",
        &[
            "--passes=base-addr-strength-reduce",
            "--dump-base-address-strength-reduce",
        ],
        &[
            ("groups reduced", "BaseAddressStrengthReduce: grouped"),
            ("refused", "left alone"),
        ],
        false,
    );
}

/// Integer ops (address arithmetic) in the MLIR block headed by `^bb1(` (the loop body).
fn loop_body_integer_ops(mlir: &str) -> usize {
    const OPS: &[&str] = &[
        "llvm.add",
        "llvm.sub",
        "llvm.mul",
        "llvm.shl",
        "llvm.or",
        "llvm.sext",
        "llvm.zext",
        "llvm.getelementptr",
    ];
    mlir.lines()
        .skip_while(|l| !l.trim_start().starts_with("^bb1("))
        .skip(1)
        .take_while(|l| !l.trim_start().starts_with("^bb"))
        .filter(|l| {
            let l = l.trim();
            // Constant-offset GEPs fold into `[reg+imm]` addressing.
            OPS.iter().any(|op| l.contains(&format!("= {op} ")))
                && !(l.contains("llvm.getelementptr") && is_constant_gep(l))
        })
        .count()
}

fn is_constant_gep(line: &str) -> bool {
    line.split_once('[')
        .and_then(|(_, rest)| rest.split_once(']'))
        .is_some_and(|(inside, _)| !inside.contains('%'))
}

/// Integer PTX instructions of the loop: from the label a backward `bra` targets to that branch.
fn ptx_loop_integer_instructions(ptx: &str) -> usize {
    let lines: Vec<&str> = ptx.lines().collect();
    for (end, line) in lines.iter().enumerate() {
        let Some(target) = line
            .split("bra")
            .nth(1)
            .map(|t| t.trim().trim_end_matches(';'))
        else {
            continue;
        };
        if let Some(start) = lines[..end]
            .iter()
            .position(|l| l.trim() == format!("{target}:"))
        {
            return lines[start..end]
                .iter()
                .filter(|l| is_integer_instruction(l))
                .count();
        }
    }
    0
}

const LOOPS: &str = "base-addr-strength-reduce/loops.mlir";

/// PTX of `kernel`'s case before and after common-base-elim + the pass: (loop integer
/// instructions, kernel integer instructions) each, checking that ptxas accepts the rewritten
/// PTX.
fn ptx_before_after(kernel: &str) -> ((usize, usize), (usize, usize), String) {
    let path = case_path(LOOPS, kernel);
    let before = ptx_of(&[&path]);
    let after = ptx_of(&[&path, "--passes=common-base-elim,base-addr-strength-reduce"]);
    let regs = registers(&after, kernel).expect("ptxas accepts the rewritten PTX");
    assert!(regs.contains_key(kernel));
    let counts = |ptx: &str| {
        (
            ptx_loop_integer_instructions(ptx),
            integer_instructions(ptx)[kernel],
        )
    };
    (counts(&before), counts(&after), after)
}

/// Common-base-elim alone vs. common-base-elim and the pass, both checked in the simulator.
fn mlir_loop_ops_before_after(case: &str) -> (usize, usize, String) {
    let cbe = run_ok(&["--passes=common-base-elim"], case);
    let both = run_ok(
        &["--passes=common-base-elim,base-addr-strength-reduce"],
        case,
    );
    let report = diff_modules(&cbe, &both, &Config::default()).unwrap();
    assert!(
        !report.is_different() && !report.is_inconclusive(),
        "{report}"
    );
    (
        loop_body_integer_ops(&cbe),
        loop_body_integer_ops(&both),
        both,
    )
}

#[test]
fn arrays_sharing_a_counter_are_left_to_llc_once_common_base_elim_shared_their_bases() {
    let kernel = "unrolled_loop_carries_one_anchor_per_array";
    let (b, a, both) = mlir_loop_ops_before_after(&case(LOOPS, kernel).text);
    println!("unrolled loop body: {b} -> {a} integer ops per iteration (MLIR)");
    // After common-base-elim each array is one `getelementptr` plus constant offsets, and both
    // advance with `tid + i`: an anchor each would replace one op with a 64-bit increment
    // (two SASS instructions), and ptxas keeps the shared counter anyway. The family is
    // refused as a whole.
    assert_eq!(a, b, "{b} -> {a}:\n{both}");
    // PTX: with `nsw` on every add, llc's own loop strength reduction already makes the loop
    // one pointer per array plus immediates; the pass must keep it that way.
    let ((lb, kb), (la, ka), after) = ptx_before_after(kernel);
    println!(
        "unrolled loop: {lb} -> {la} integer PTX instructions per iteration, {kb} -> {ka} per kernel"
    );
    assert!(la <= lb && ka <= kb, "{lb} -> {la}, {kb} -> {ka}:\n{after}");
}

#[test]
fn the_unrolled_column_walk_loses_integer_ptx_per_iteration() {
    let kernel = "unrolled_column_walk";
    let (b, a, both) = mlir_loop_ops_before_after(&case(LOOPS, kernel).text);
    println!("unrolled column walk: {b} -> {a} integer ops per iteration (MLIR)");
    // Before: common-base-elim already shares one `shl`/`add`/`sext`/`getelementptr` among
    // the four accesses (the rest are constant offsets from it); after: only `k`'s increment.
    assert!(a + 4 <= b, "{b} -> {a}:\n{both}");
    // PTX: llc keeps the 32-bit index `k * 512 + j` and widens it every iteration
    // (`mul.wide.s32`, `add.s64`, its own `add.s32`); the anchor is one `add.s64`.
    let ((lb, kb), (la, ka), after) = ptx_before_after(kernel);
    println!(
        "unrolled column walk: {lb} -> {la} integer PTX instructions per iteration, {kb} -> {ka} per kernel"
    );
    // Statically the kernel may keep one more: the widening of `j` that moved out of the loop
    // is no longer shared with the store after it (llc widens `j` there again).
    assert!(
        la + 2 <= lb && ka <= kb + 1,
        "{lb} -> {la}, {kb} -> {ka}:\n{after}"
    );
}

#[test]
fn the_hoisted_base_carries_a_name_location() {
    for kernel in [
        "unrolled_loop_carries_one_anchor_per_array",
        "unrolled_column_walk",
    ] {
        let source = case(LOOPS, kernel).text;
        let printed = crate::support::run_printing_locations("base-addr-strength-reduce", &source);
        assert!(
            printed.contains("\"baseValue_0"),
            "no baseValue location in:\n{printed}"
        );
    }
}

#[test]
#[ignore = "measurement: prints integer PTX instructions and registers per O3 corpus kernel"]
fn measure_corpus_ptx() {
    crate::support::measure_corpus_ptx(&["--passes=base-addr-strength-reduce"], "basr");
}

/// The O3 pipeline up to codegenprepare, with or without the pass after common-base-elim.
fn o3_passes(with_pass: bool) -> String {
    let basr = if with_pass {
        "base-addr-strength-reduce,"
    } else {
        ""
    };
    format!(
        "--passes=memory-space-opt,early-cse,early-cse,common-base-elim,{basr}early-cse,dead-sync-elim,scev-cgp,codegenprepare"
    )
}

#[test]
#[ignore = "measurement: integer PTX instructions and registers per O3 corpus kernel, -O3 passes without vs with the pass"]
fn measure_corpus_ptx_in_o3() {
    let (without, with) = (o3_passes(false), o3_passes(true));
    type Row = (String, usize, usize, usize, usize, usize, usize);
    let rows: Vec<Row> = corpus_kernel_pairs(
        &[&without],
        &[&with],
        "basr_o3",
        &[integer_instructions, loop_integer_instructions],
    )
    .into_iter()
    .map(|pair| {
        let [(ib, ia), (lb, la)] = pair.counts[..] else {
            unreachable!("two metrics")
        };
        let (rb, ra) = pair.registers;
        (
            pair.kernel,
            ib,
            ia,
            lb,
            la,
            rb.unwrap_or(0),
            ra.unwrap_or(0),
        )
    })
    .collect();
    for (kernel, ib, ia, lb, la, rb, ra) in &rows {
        if ib != ia || lb != la || rb != ra {
            println!(
                "CHANGED {kernel}: integer {ib} -> {ia} (in loops {lb} -> {la}), registers {rb} -> {ra}"
            );
        }
    }
    let sum = |f: fn(&Row) -> usize| rows.iter().map(f).sum::<usize>();
    println!(
        "TOTAL {} functions: integer PTX instructions {} -> {} (in loops {} -> {}), registers {} -> {}",
        rows.len(),
        sum(|r| r.1),
        sum(|r| r.2),
        sum(|r| r.3),
        sum(|r| r.4),
        sum(|r| r.5),
        sum(|r| r.6)
    );
}
