//! codegenprepare beyond its file tests (`test/codegenprepare/`, checked by `file_tests`): over
//! the corpus, every kernel the simulator supports must run the same after the pass, with
//! cicc's defaults and with `addr-sink-new-phis` on, and ptxas must accept the result. Sunk
//! addresses must carry `sunkaddr` name locations and fold into PTX's `[reg+imm]`, also
//! through a `sunk_phi`; split blocks' branches carry `.cond.split` and `.unlikely` name
//! locations.
//!
//! `measure_codegenprepare_corpus_ptx` (ignored; `cargo test -p kestrel-opt --test main
//! measure_codegenprepare -- --ignored --nocapture`) prints integer PTX instructions and ptxas
//! registers over the O3 corpus with the pass on and off.

use crate::support::{case, case_path, integer_instructions, ptx_of, registers};

#[test]
fn the_corpus_runs_the_same_after_codegenprepare() {
    corpus_runs_the_same("--passes=codegenprepare");
}

#[test]
fn the_corpus_runs_the_same_after_codegenprepare_with_new_phis() {
    corpus_runs_the_same("--passes=codegenprepare{addr-sink-new-phis=true}");
}

/// Runs `passes` over the O1 and O3 corpus: the IR verifies, kestrel-sim sees no difference
/// where it can run the kernel, and ptxas accepts every changed module's PTX.
fn corpus_runs_the_same(passes: &str) {
    crate::support::corpus_runs_the_same(
        passes,
        &[passes, "--print-codegenprepare"],
        &[
            ("sunk", "sunk as base"),
            ("through sunk_phi", "merged into sunk_phi"),
            ("large offsets split", "large offset split"),
            ("branches split", "split into bb"),
        ],
        true,
    );
}

#[test]
fn sunk_addresses_fold_into_the_access_in_ptx() {
    let kernel = "one_sunk_copy_per_block";
    let path = case_path("codegenprepare/sinking.mlir", kernel);
    let before = ptx_of(&[&path]);
    let after = ptx_of(&[&path, "--passes=codegenprepare"]);
    let (b, a) = (
        integer_instructions(&before)[kernel],
        integer_instructions(&after)[kernel],
    );
    println!("one_sunk_copy_per_block: {b} -> {a} integer PTX instructions");
    assert!(a <= b, "{b} -> {a}:\n{after}");
    assert!(after.contains("+12]"), "the 12 is not folded:\n{after}");
    registers(&after, "cgp_sink").expect("ptxas accepts the rewritten PTX");
}

#[test]
fn a_sunk_phi_folds_the_immediate_into_the_access() {
    let kernel = "block_argument_bases_merge_into_sunk_phi";
    let path = case_path("codegenprepare/phis.mlir", kernel);
    let before = ptx_of(&[&path]);
    let after = ptx_of(&[&path, "--passes=codegenprepare{addr-sink-new-phis=true}"]);
    let (b, a) = (
        integer_instructions(&before)[kernel],
        integer_instructions(&after)[kernel],
    );
    println!("sunk_phi: {b} -> {a} integer PTX instructions");
    assert!(a <= b, "{b} -> {a}:\n{after}");
    assert!(after.contains("+8]"), "the 8 is not folded:\n{after}");
    registers(&after, "cgp_sunk_phi").expect("ptxas accepts the rewritten PTX");
}

#[test]
fn the_large_offset_split_saves_a_64_bit_add() {
    let kernel = "second_large_offset_rebased_on_the_first";
    let path = case_path("codegenprepare/large-offsets.mlir", kernel);
    let before = ptx_of(&[&path]);
    let after = ptx_of(&[&path, "--passes=codegenprepare"]);
    let (b, a) = (
        integer_instructions(&before)[kernel],
        integer_instructions(&after)[kernel],
    );
    println!("large offsets: {b} -> {a} integer PTX instructions");
    assert!(a < b, "{b} -> {a}:\n{after}");
    assert!(after.contains("+16]"), "the 16 is not folded:\n{after}");
}

#[test]
fn sunk_values_carry_name_locations() {
    let source: String = [
        (
            "sinking.mlir",
            "constant_offset_sinks_into_the_access_block",
        ),
        ("select.mlir", "select_of_equal_offsets_sinks"),
        ("phis.mlir", "block_argument_bases_merge_into_sunk_phi"),
        ("split.mlir", "and_condition_splits"),
        ("split.mlir", "unlikely_critical_edge_splits"),
    ]
    .iter()
    .map(|(file, function)| case(&format!("codegenprepare/{file}"), function).text)
    .collect();
    let printed =
        crate::support::run_printing_locations("codegenprepare{addr-sink-new-phis=true}", &source);
    for name in [
        "sunkaddr_0",
        "sunk_select_",
        "sunk_phi_",
        "bb0.cond.split",
        "bb0.unlikely",
    ] {
        assert!(
            printed.contains(&format!("\"{name}")),
            "no {name} location in:\n{printed}"
        );
    }
}

#[test]
#[ignore = "measurement: prints integer PTX instructions and registers per O3 corpus kernel"]
fn measure_codegenprepare_corpus_ptx() {
    crate::support::measure_corpus_ptx(&["--passes=codegenprepare"], "cgp");
}
