//! base-addr-strength-reduce checked by execution: every case of
//! `test/base-addr-strength-reduce/` says whether the pass rewrites it (`// EXPECT: reduced`)
//! or leaves it as it is (`// EXPECT: kept`), and kestrel-sim must see no difference where it
//! rewrote. Over the corpus, every kernel the simulator supports must run the same after the
//! pass. The unrolled `A[tid+i]` loop must lose its per-iteration address arithmetic, and the
//! hoisted base must carry the specification's `baseValue` name as a name location.
//!
//! `measure_corpus_ptx` (ignored; `cargo test -p kestrel-opt --test main
//! base_addr_strength_reduce::measure_corpus_ptx -- --ignored --nocapture`) prints, per O3
//! corpus kernel, integer PTX instructions and ptxas register counts before and after the pass.

use crate::support::{
    corpus_files, integer_instructions, is_integer_instruction, ptx_of, registers, root, run_ok,
};
use kestrel_sim::{Config, diff_modules};
use std::collections::BTreeMap;

#[test]
fn every_case_behaves_as_expected_in_the_simulator() {
    crate::support::check_expect_cases("base-addr-strength-reduce", "reduced", 12, None);
}

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

#[test]
fn the_unrolled_loop_loses_its_per_iteration_address_arithmetic() {
    let file = root().join("test/base-addr-strength-reduce/loops.mlir");
    let text = std::fs::read_to_string(file).unwrap();
    let case = text.split("\n// -----\n").next().unwrap();
    let kernel = "unrolled_loop_carries_one_anchor_per_array";
    // IR: after common-base-elim (which runs first) vs after both.
    let cbe = run_ok(&["--passes=common-base-elim"], case);
    let both = run_ok(
        &["--passes=common-base-elim,base-addr-strength-reduce"],
        case,
    );
    let (b, a) = (loop_body_integer_ops(&cbe), loop_body_integer_ops(&both));
    println!("unrolled loop body: {b} -> {a} integer ops per iteration (MLIR)");
    // Before: the shared `tid + i`, its `sext` and two base GEPs plus the `i + k` adds; after:
    // the increment of `i` and the two anchor steps, which are constant GEPs.
    assert!(a + 4 <= b, "{b} -> {a}:\n{both}");
    let report = diff_modules(&cbe, &both, &Config::default()).unwrap();
    assert!(
        !report.is_different() && !report.is_inconclusive(),
        "{report}"
    );
    // PTX: llc's own loop strength reduction already makes the loop one pointer per array
    // plus immediates; the pass must keep it that way and not cost instructions.
    let dir = std::env::temp_dir().join(format!("kestrel-basr-loop-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("loop.mlir");
    std::fs::write(&path, case).unwrap();
    let path = path.to_string_lossy().into_owned();
    let before = ptx_of(&[&path]);
    let after = ptx_of(&[&path, "--passes=common-base-elim,base-addr-strength-reduce"]);
    let (lb, la) = (
        ptx_loop_integer_instructions(&before),
        ptx_loop_integer_instructions(&after),
    );
    let (kb, ka) = (
        integer_instructions(&before)[kernel],
        integer_instructions(&after)[kernel],
    );
    println!(
        "unrolled loop: {lb} -> {la} integer PTX instructions per iteration, {kb} -> {ka} per kernel"
    );
    assert!(la <= lb && ka <= kb, "{lb} -> {la}, {kb} -> {ka}:\n{after}");
    let regs = registers(&after, "loop").expect("ptxas accepts the rewritten PTX");
    assert!(regs.contains_key(kernel));
}

#[test]
fn the_hoisted_base_carries_a_name_location() {
    let source = std::fs::read_to_string(root().join("test/base-addr-strength-reduce/loops.mlir"))
        .unwrap()
        .split("\n// -----\n")
        .next()
        .unwrap()
        .to_string();
    let printed = crate::support::run_printing_locations("base-addr-strength-reduce", &source);
    assert!(
        printed.contains("\"baseValue_0"),
        "no baseValue location in:\n{printed}"
    );
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
        "--passes=early-cse,early-cse,early-cse,common-base-elim,{basr}dead-sync-elim,scev-cgp,codegenprepare"
    )
}

#[test]
#[ignore = "measurement: integer PTX instructions and registers per O3 corpus kernel, -O3 passes without vs with the pass"]
fn measure_corpus_ptx_in_o3() {
    use rayon::prelude::*;
    let (without, with) = (o3_passes(false), o3_passes(true));
    let rows: Vec<(String, usize, usize, usize, usize)> = corpus_files(&["O3"])
        .par_iter()
        .flat_map(|file| {
            let path = file.to_string_lossy().into_owned();
            let stem = file
                .file_stem()
                .unwrap()
                .to_string_lossy()
                .replace('.', "_");
            let (before, after) = (ptx_of(&[&path, &without]), ptx_of(&[&path, &with]));
            let (ib, ia) = (integer_instructions(&before), integer_instructions(&after));
            let rb = registers(&before, &format!("{stem}_basr_o3_off")).unwrap_or_default();
            let ra = registers(&after, &format!("{stem}_basr_o3_on")).unwrap_or_default();
            let module = file.file_name().unwrap().to_string_lossy().into_owned();
            ib.keys()
                .map(|k| {
                    let reg = |m: &BTreeMap<String, usize>| m.get(k).copied().unwrap_or(0);
                    let after = ia.get(k).copied().unwrap_or(0);
                    (format!("{module}:{k}"), ib[k], after, reg(&rb), reg(&ra))
                })
                .collect::<Vec<_>>()
        })
        .collect();
    for (kernel, ib, ia, rb, ra) in &rows {
        if ib != ia || rb != ra {
            println!("CHANGED {kernel}: integer {ib} -> {ia}, registers {rb} -> {ra}");
        }
    }
    let sum =
        |f: fn(&(String, usize, usize, usize, usize)) -> usize| rows.iter().map(f).sum::<usize>();
    println!(
        "TOTAL {} functions: integer PTX instructions {} -> {}, registers {} -> {}",
        rows.len(),
        sum(|r| r.1),
        sum(|r| r.2),
        sum(|r| r.3),
        sum(|r| r.4)
    );
}
