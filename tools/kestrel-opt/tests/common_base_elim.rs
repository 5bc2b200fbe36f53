//! common-base-elim beyond its file tests (`test/common-base-elim/`, checked by `file_tests`):
//! over the corpus, every kernel the simulator supports must run the same after the pass. The
//! specification's motivating shape must cost fewer integer instructions in PTX, and rewritten
//! values must carry the specification's names as MLIR name locations.
//!
//! `measure_corpus_ptx` (ignored; `cargo test -p kestrel-opt --test main measure_corpus_ptx
//! -- --ignored --nocapture`) prints, per O3 corpus kernel, integer PTX instructions and
//! ptxas register counts before and after the pass.

use crate::support::{
    case, case_path, function_name, integer_instructions, is_integer_instruction, ptx_of, registers,
};

#[test]
fn the_corpus_runs_the_same_after_the_pass() {
    crate::support::corpus_runs_the_same(
        "common-base-elim",
        &["--passes=common-base-elim", "--cbe-print-progress"],
        &[
            ("groups rebased", "rebased on"),
            ("refused", "left alone"),
            ("alloca merges", "allocas merged"),
        ],
        false,
    );
}

#[test]
fn integer_instructions_are_counted_by_type() {
    assert!(is_integer_instruction("add.s64 \t%rd1, %rd2, %rd3;"));
    assert!(is_integer_instruction("mul.wide.u32 \t%rd5, %r2, 16;"));
    assert!(is_integer_instruction("@%p1 shl.b32 %r1, %r2, 2;"));
    assert!(is_integer_instruction("cvt.s64.s32 %rd1, %r1;"));
    assert!(!is_integer_instruction("cvt.rn.f32.s32 %f1, %r1;"));
    assert!(!is_integer_instruction("add.f32 %f1, %f2, %f3;"));
    assert!(!is_integer_instruction("ld.global.b32 %r1, [%rd1+4];"));
    assert!(!is_integer_instruction("mov.u32 %r2, %tid.x;"));
    let ptx = ".visible .entry k(\n.param .u64 p\n)\n{\nadd.s64 %rd1, %rd2, 4;\nret;\n}\n";
    assert_eq!(integer_instructions(ptx).get("k"), Some(&1));
    assert_eq!(
        function_name(".func  (.param .b32 func_retval0) f(").as_deref(),
        Some("f")
    );
}

#[test]
fn the_tile_switch_needs_fewer_integer_instructions() {
    let kernel = "tile_switch_shares_one_base";
    let path = case_path("common-base-elim/switch-over-tile-indices.mlir", kernel);
    let before = ptx_of(&[&path]);
    let after = ptx_of(&[&path, "--passes=common-base-elim"]);
    let (b, a) = (
        integer_instructions(&before)[kernel],
        integer_instructions(&after)[kernel],
    );
    println!("tile switch: {b} -> {a} integer PTX instructions");
    assert!(a < b, "{b} -> {a} integer instructions:\n{after}");
    // Before: every case adds, sign-extends and scales its own index for both arrays.
    assert!(b >= a + 8, "{b} -> {a}");
    let regs = registers(&after, "switch").expect("ptxas accepts the rewritten PTX");
    assert!(regs.contains_key(kernel));
}

#[test]
fn rewritten_values_carry_name_locations() {
    let source = case(
        "common-base-elim/address-spaces.mlir",
        "generic_uses_get_a_cast_base",
    )
    .text
        + &case(
            "common-base-elim/alloca-cloning.mlir",
            "exclusive_branch_allocas_share_one_clone",
        )
        .text;
    // The bound on few uses apart is off: the address-space case has two.
    let printed =
        crate::support::run_printing_locations("common-base-elim{cbe-min-uses-apart=1}", &source);
    for name in ["scevcgp_0", "scevcgptmp_", "bitCastEnd_", "baseValue_0"] {
        assert!(
            printed.contains(&format!("loc(\"{name}")) || printed.contains(&format!("\"{name}")),
            "no {name} location in:\n{printed}"
        );
    }
}

#[test]
#[ignore = "measurement: prints integer PTX instructions and registers per O3 corpus kernel"]
fn measure_corpus_ptx() {
    crate::support::measure_corpus_ptx(&["--passes=common-base-elim"], "cbe");
}
