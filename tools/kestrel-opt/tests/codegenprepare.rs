//! codegenprepare checked by execution: every case of `test/codegenprepare/` says whether the
//! pass rewrites it (`// EXPECT: rewritten`) or leaves it as it is (`// EXPECT: kept`), and
//! kestrel-sim must see no difference where it rewrote (`// SIM-ARG: <index> <value>` sets a
//! kernel parameter). Over the corpus, every kernel the simulator supports must run the same
//! after the pass, with cicc's defaults and with `addr-sink-new-phis` on, and ptxas must accept
//! the result. Sunk addresses must carry `sunkaddr` name locations and fold into PTX's
//! `[reg+imm]`, also through a `sunk_phi`; split blocks' branches carry `.cond.split` and
//! `.unlikely` name locations.
//!
//! `measure_codegenprepare_corpus_ptx` (ignored; `cargo test -p kestrel-opt --test main
//! measure_codegenprepare -- --ignored --nocapture`) prints integer PTX instructions and ptxas
//! registers over the O3 corpus with the pass on and off.

use crate::support::{integer_instructions, ptx_of, registers, root};

#[test]
fn every_codegenprepare_case_behaves_as_expected_in_the_simulator() {
    crate::support::check_expect_cases("codegenprepare", "rewritten", 30, None);
}

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

/// Writes case `index` of `file` (under `test/`) to a temporary file and returns its path.
fn case_file(file: &str, index: usize) -> String {
    let text = std::fs::read_to_string(root().join("test").join(file)).unwrap();
    let case = text.split("\n// -----\n").nth(index).unwrap();
    let dir = std::env::temp_dir().join(format!("kestrel-cgp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{}-{index}.mlir", file.replace('/', "_")));
    std::fs::write(&path, case).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn sunk_addresses_fold_into_the_access_in_ptx() {
    let path = case_file("codegenprepare/sinking.mlir", 1);
    let before = ptx_of(&[&path]);
    let after = ptx_of(&[&path, "--passes=codegenprepare"]);
    let kernel = "one_sunk_copy_per_block";
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
    let path = case_file("codegenprepare/phis.mlir", 0);
    let before = ptx_of(&[&path]);
    let after = ptx_of(&[&path, "--passes=codegenprepare{addr-sink-new-phis=true}"]);
    let kernel = "block_argument_bases_merge_into_sunk_phi";
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
    let path = case_file("codegenprepare/large-offsets.mlir", 0);
    let before = ptx_of(&[&path]);
    let after = ptx_of(&[&path, "--passes=codegenprepare"]);
    let kernel = "second_large_offset_rebased_on_the_first";
    let (b, a) = (
        integer_instructions(&before)[kernel],
        integer_instructions(&after)[kernel],
    );
    println!("large offsets: {b} -> {a} integer PTX instructions");
    assert!(a < b, "{b} -> {a}:\n{after}");
    assert!(after.contains("+16]"), "the 16 is not folded:\n{after}");
}

/// The first case of each of `files` (under `test/codegenprepare/`) as one module.
fn first_cases(files: &[&str]) -> String {
    files
        .iter()
        .map(|file| {
            let text =
                std::fs::read_to_string(root().join("test/codegenprepare").join(file)).unwrap();
            let case = text.split("\n// -----\n").next().unwrap().to_string();
            case.lines()
                .filter(|line| !line.starts_with("// RUN:"))
                .collect::<Vec<_>>()
                .join("\n")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn sunk_values_carry_name_locations() {
    let source = first_cases(&["sinking.mlir", "select.mlir", "phis.mlir", "split.mlir"]);
    let unlikely = std::fs::read_to_string(root().join("test/codegenprepare/split.mlir")).unwrap();
    let source = format!(
        "{source}\n{}",
        unlikely.split("\n// -----\n").nth(2).unwrap()
    );
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
