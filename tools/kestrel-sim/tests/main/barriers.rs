//! Named and counted barriers (`bar.sync id, count`, `bar.arrive`, `nvvm.barrier` with an id
//! and a thread count): a barrier orders memory between its participants only, an arriving
//! thread hands over what it did before arriving and nothing after, and a barrier that not
//! enough threads reach is a deadlock fault, never a hang.

use crate::support::*;
use kestrel_sim::{Arg, FaultKind};

/// 128 threads in two groups of two warps, each group meeting at its own barrier (1 for
/// threads 0-63, 2 for 64-127, each counting 64 threads); every thread writes `out[tid]`
/// before it and reads `out[tid ^ partner]` after, into `out[128 + tid]`.
fn two_groups(partner: u32) -> String {
    module(
        "%out: !llvm.ptr<1>",
        &format!(
            r#"  %t = nvvm.read.ptx.sreg.tid.x : i32
  %c64 = llvm.mlir.constant(64 : i32) : i32
  %c128 = llvm.mlir.constant(128 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %partner = llvm.mlir.constant({partner} : i32) : i32
  %low = llvm.icmp "ult" %t, %c64 : i32
  %id = llvm.select %low, %c1, %c2 : i1, i32
  %slot = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  llvm.store %t, %slot : i32, !llvm.ptr<1>
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.count"(%id, %c64) : (i32, i32) -> ()
  %other = llvm.xor %t, %partner : i32
  %from = llvm.getelementptr %out[%other] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %v = llvm.load %from : !llvm.ptr<1> -> i32
  %to_index = llvm.add %t, %c128 : i32
  %to = llvm.getelementptr %out[%to_index] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  llvm.store %v, %to : i32, !llvm.ptr<1>
  llvm.return"#
        ),
    )
}

#[test]
fn a_counted_barrier_orders_its_participants() {
    let program = kestrel_sim::load(&two_groups(32), "test").unwrap();
    let run =
        kestrel_sim::execute(&program, "k", &[Arg::Buffer(zeros(1024))], &config(1, 128)).unwrap();
    assert!(run.report.fault.is_none(), "{}", run.report);
    assert!(run.report.races.is_empty(), "{}", run.report);
    let out = i32s(&run.buffers[0]);
    let expected: Vec<i32> = (0..128).map(|t| t ^ 32).collect();
    assert_eq!(out[128..], expected[..]);
}

#[test]
fn a_counted_barrier_leaves_other_threads_unordered() {
    let report = kestrel_sim::race_check(&two_groups(64), &config(1, 128)).unwrap();
    assert!(report.unsupported.is_empty(), "{report}");
    let race = report.races().next().expect("the groups race");
    assert_eq!(race.space, "global");
    assert!(race.first.write != race.second.write, "{race}");
    assert_eq!(
        race.first.thread / 64 + race.second.thread / 64,
        1,
        "one thread of each group: {race}"
    );
}

#[test]
fn too_few_arrivals_are_a_deadlock() {
    // Barrier 1 waits for 128 threads; only the first two warps ever get there.
    let text = module(
        "%out: !llvm.ptr<1>",
        r#"  %t = nvvm.read.ptx.sreg.tid.x : i32
  %c64 = llvm.mlir.constant(64 : i32) : i32
  %c128 = llvm.mlir.constant(128 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %low = llvm.icmp "ult" %t, %c64 : i32
  llvm.cond_br %low, ^sync, ^exit
^sync:
  nvvm.barrier id = %c1 number_of_threads = %c128
  llvm.store %t, %out : i32, !llvm.ptr<1>
  llvm.br ^exit
^exit:
  llvm.return"#,
    );
    let program = kestrel_sim::load(&text, "test").unwrap();
    let run =
        kestrel_sim::execute(&program, "k", &[Arg::Buffer(zeros(4))], &forward(1, 128)).unwrap();
    let fault = run.report.fault.expect("a deadlock");
    assert_eq!(fault.kind, FaultKind::Deadlock);
    assert!(
        fault
            .message
            .starts_with("deadlock: thread 0 waits at nvvm.barrier at 9:3 in @k for barrier 1 of 128 threads, but only 64 thread(s) arrive"),
        "{fault}"
    );
}

/// The NVVM dialect's arrive and the intrinsic sync of LLVM 22.
const NVVM_ARRIVE: &str = "nvvm.barrier.arrive id = %c3 number_of_threads = %c128";
const CTA_SYNC: &str = r#"llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.count"(%c3, %c128) : (i32, i32) -> ()"#;

/// Producer warps 0-1 write `out[tid]`, arrive at barrier 3 (128 threads) and, when
/// `write_after`, write `out[tid]` again; consumer warps 2-3 wait there and copy
/// `out[tid - 64]` to `out[tid]`.
fn producer_consumer(write_after: bool) -> String {
    producer_consumer_spelled(NVVM_ARRIVE, CTA_SYNC, write_after)
}

fn producer_consumer_spelled(arrive: &str, sync: &str, write_after: bool) -> String {
    let after = if write_after {
        "  llvm.store %c128, %mine : i32, !llvm.ptr<1>\n"
    } else {
        ""
    };
    module(
        "%out: !llvm.ptr<1>",
        &format!(
            r#"  %t = nvvm.read.ptx.sreg.tid.x : i32
  %c64 = llvm.mlir.constant(64 : i32) : i32
  %c128 = llvm.mlir.constant(128 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %mine = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %producer = llvm.icmp "ult" %t, %c64 : i32
  llvm.cond_br %producer, ^produce, ^consume
^produce:
  %twice = llvm.add %t, %t : i32
  llvm.store %twice, %mine : i32, !llvm.ptr<1>
  {arrive}
{after}  llvm.return
^consume:
  {sync}
  %source = llvm.sub %t, %c64 : i32
  %from = llvm.getelementptr %out[%source] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %v = llvm.load %from : !llvm.ptr<1> -> i32
  llvm.store %v, %mine : i32, !llvm.ptr<1>
  llvm.return"#
        ),
    )
}

#[test]
fn arrive_then_sync_hands_data_from_producers_to_consumers() {
    let program = kestrel_sim::load(&producer_consumer(false), "test").unwrap();
    let run =
        kestrel_sim::execute(&program, "k", &[Arg::Buffer(zeros(512))], &config(1, 128)).unwrap();
    assert!(run.report.fault.is_none(), "{}", run.report);
    assert!(run.report.races.is_empty(), "{}", run.report);
    let out = i32s(&run.buffers[0]);
    let expected: Vec<i32> = (0..64).map(|t| 2 * t).collect();
    assert_eq!(out[..64], expected[..]);
    assert_eq!(out[64..], expected[..]);
}

#[test]
fn what_a_producer_writes_after_arriving_races() {
    let report = kestrel_sim::race_check(&producer_consumer(true), &config(1, 128)).unwrap();
    assert!(report.unsupported.is_empty(), "{report}");
    let race = report
        .races()
        .next()
        .expect("the late write races with the consumer");
    assert!(
        race.to_string().contains("llvm.store at 13:3"),
        "the write after the arrive: {race}"
    );
}

/// The arrive and sync spellings the passes know (`kestrel_dialects::intrinsics`) hand the
/// data over alike.
#[test]
fn every_arrive_and_counted_sync_spelling_synchronises() {
    let call = |name: &str| {
        format!(r#"llvm.call_intrinsic "llvm.nvvm.{name}"(%c3, %c128) : (i32, i32) -> ()"#)
    };
    let arrives = [
        NVVM_ARRIVE.to_string(),
        call("barrier.cta.arrive.aligned.count"),
        call("barrier.cta.arrive.count"),
    ];
    let syncs = [
        CTA_SYNC.to_string(),
        call("barrier.cta.sync.count"),
        call("barrier.sync.cnt"),
        call("barrier"),
        "nvvm.barrier id = %c3 number_of_threads = %c128".to_string(),
    ];
    for arrive in &arrives {
        for sync in &syncs {
            let text = producer_consumer_spelled(arrive, sync, false);
            let program = kestrel_sim::load(&text, "test").unwrap();
            let run =
                kestrel_sim::execute(&program, "k", &[Arg::Buffer(zeros(512))], &config(1, 128))
                    .unwrap();
            assert!(
                run.report.fault.is_none(),
                "{arrive} / {sync}: {}",
                run.report
            );
            assert!(
                run.report.races.is_empty(),
                "{arrive} / {sync}: {}",
                run.report
            );
            let out = i32s(&run.buffers[0]);
            assert_eq!(out[64..], out[..64], "{arrive} / {sync}");
        }
    }
}

/// A counted barrier's reduction counts its participants' predicates only.
#[test]
fn a_counted_reduction_reduces_over_its_participants() {
    // Warps 0-1 meet at barrier 1 (64 threads) and count the even thread ids among them;
    // warps 2-3 run the same at barrier 2.
    let text = module(
        "%out: !llvm.ptr<1>",
        r#"  %t = nvvm.read.ptx.sreg.tid.x : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c64 = llvm.mlir.constant(64 : i32) : i32
  %low = llvm.icmp "ult" %t, %c64 : i32
  %id = llvm.select %low, %c1, %c2 : i1, i32
  %bit = llvm.and %t, %c1 : i32
  %even = llvm.icmp "ne" %bit, %c1 : i32
  %n = llvm.call_intrinsic "llvm.nvvm.barrier.cta.red.popc.aligned.count"(%id, %c64, %even) : (i32, i32, i1) -> i32
  %slot = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  llvm.store %n, %slot : i32, !llvm.ptr<1>
  llvm.return"#,
    );
    let program = kestrel_sim::load(&text, "test").unwrap();
    let run =
        kestrel_sim::execute(&program, "k", &[Arg::Buffer(zeros(512))], &forward(1, 128)).unwrap();
    assert!(run.report.fault.is_none(), "{}", run.report);
    assert_eq!(i32s(&run.buffers[0]), vec![32; 128]);
}
