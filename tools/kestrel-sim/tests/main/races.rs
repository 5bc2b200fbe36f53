//! The race detector: a missing barrier is reported with both operations; correct
//! synchronisation, atomics and private accesses are not.

use crate::support::*;

/// The reduction kernel with its in-loop barrier removed.
pub fn racy_reduce() -> String {
    let text = kernel_text("reduce");
    let barrier =
        "    llvm.call_intrinsic \"llvm.nvvm.barrier.cta.sync.aligned.all\"(%c0) : (i32) -> ()\n";
    assert!(text.contains(barrier));
    text.replace(barrier, "")
}

#[test]
fn a_missing_barrier_is_a_race() {
    let report = kestrel_sim::race_check(&racy_reduce(), &config(2, 64)).unwrap();
    let races: Vec<_> = report.races().collect();
    assert!(!races.is_empty(), "{report}");
    let race = races[0];
    assert_eq!(race.kernel, "reduce");
    assert_eq!(race.space, "shared");
    assert!(race.address.starts_with("@partial+"), "{race}");
    insta::assert_snapshot!("missing_barrier_race", race.to_string());
}

#[test]
fn the_synchronised_reduction_has_no_race() {
    let report = kestrel_sim::race_check(&kernel_text("reduce"), &config(2, 64)).unwrap();
    assert_eq!(report.races().count(), 0, "{report}");
    assert!(!report.has_findings(), "{report}");
}

#[test]
fn blocks_writing_the_same_global_word_race() {
    let text = module(
        "%out: !llvm.ptr<1>",
        r#"  %t = nvvm.read.ptx.sreg.tid.x : i32
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %first = llvm.icmp "eq" %t, %c0 : i32
  llvm.cond_br %first, ^write, ^exit
^write:
  %b = nvvm.read.ptx.sreg.ctaid.x : i32
  llvm.store %b, %out : i32, !llvm.ptr<1>
  llvm.br ^exit
^exit:
  llvm.return"#,
    );
    let report = kestrel_sim::race_check(&text, &forward(2, 32)).unwrap();
    let race = report.races().next().expect("a race between blocks");
    assert_eq!(race.space, "global");
    assert_eq!(race.address, "arg0+0");
    assert_eq!((race.first.block, race.second.block), (0, 1));
    assert!(race.first.write && race.second.write);
}

#[test]
fn atomics_and_private_accesses_do_not_race() {
    let report = kestrel_sim::race_check(&kernel_text("atomics"), &config(2, 64)).unwrap();
    assert_eq!(report.races().count(), 0, "{report}");
    let report = kestrel_sim::race_check(&kernel_text("memory"), &config(1, 64)).unwrap();
    assert_eq!(report.races().count(), 0, "{report}");
}

#[test]
fn reading_what_another_thread_wrote_needs_a_barrier() {
    let text = |barrier: &str| {
        module(
            "%out: !llvm.ptr",
            &format!(
                r#"  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c63 = llvm.mlir.constant(63 : i32) : i32
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %mine = llvm.getelementptr %out[%t] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %t, %mine : i32, !llvm.ptr
{barrier}
  %n1 = llvm.add %t, %c1 : i32
  %n = llvm.and %n1, %c63 : i32
  %theirs = llvm.getelementptr %out[%n] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %v = llvm.load %theirs : !llvm.ptr -> i32
  llvm.return"#
            ),
        )
    };
    let racy = kestrel_sim::race_check(&text(""), &config(1, 64)).unwrap();
    assert_eq!(racy.races().count(), 1, "{racy}");
    let synced = kestrel_sim::race_check(&text("  nvvm.barrier0"), &config(1, 64)).unwrap();
    assert_eq!(synced.races().count(), 0, "{synced}");
}
