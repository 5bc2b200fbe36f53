//! The race detector: a missing barrier, fence or release is reported with both operations;
//! correct synchronisation (barriers, warp syncs, fences and atomics with their scopes),
//! atomics and private accesses are not.

use crate::support::*;
use kestrel_sim::{Arg, Config, Race, Schedule};

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

// ---- happens-before across blocks: the last-block reduction ----

const EVERY_THREAD_FENCES: &str = "_Z23sum_every_thread_fencesPKfPfS1_j";
const THREAD0_FENCES: &str = "_Z18sum_thread0_fencesPKfPfS1_j";
const MEMBAR_GL: &str = "    llvm.call_intrinsic \"llvm.nvvm.membar.gl\"() : () -> ()\n";

/// `tests/kernels/lastblock.mlir`, with its two `__threadfence()`s or without them.
pub fn last_block(fenced: bool) -> String {
    let text = kernel_text("lastblock");
    assert_eq!(text.matches(MEMBAR_GL).count(), 2);
    if fenced {
        text
    } else {
        text.replace(MEMBAR_GL, "")
    }
}

/// Four blocks of 32 threads, kernel `kernel` only, under `schedule`.
fn last_block_config(kernel: &str, schedule: Schedule) -> Config {
    Config {
        kernel: Some(kernel.to_string()),
        schedules: vec![schedule],
        ..config(4, 32)
    }
}

/// The races of `kernel` under each default schedule, run separately.
fn races_per_schedule(text: &str, kernel: &str) -> Vec<(Schedule, Vec<Race>)> {
    Config::default()
        .schedules
        .into_iter()
        .map(|schedule| {
            let report =
                kestrel_sim::race_check(text, &last_block_config(kernel, schedule)).unwrap();
            assert!(report.kernels[0].fault.is_none(), "{report}");
            (schedule, report.races().cloned().collect())
        })
        .collect()
}

fn assert_race_free(text: &str, kernel: &str) {
    for (schedule, races) in races_per_schedule(text, kernel) {
        assert!(races.is_empty(), "{schedule}: {races:?}");
    }
}

/// Every default schedule finds a race between one block's write of `partial` (`arg1`) and
/// the last block's read of it.
fn assert_races_on_partial(text: &str, kernel: &str) {
    for (schedule, races) in races_per_schedule(text, kernel) {
        let race = races
            .iter()
            .find(|r| r.address.starts_with("arg1+"))
            .unwrap_or_else(|| panic!("{schedule}: no race on partial: {races:?}"));
        assert_eq!(race.space, "global");
        assert_ne!(race.first.block, race.second.block, "{race}");
        assert!(race.first.write != race.second.write, "{race}");
    }
}

#[test]
fn last_block_reduction_fenced_by_every_thread_is_race_free() {
    assert_race_free(&last_block(true), EVERY_THREAD_FENCES);
}

#[test]
fn last_block_reduction_without_every_threads_fence_races_on_partial() {
    assert_races_on_partial(&last_block(false), EVERY_THREAD_FENCES);
}

#[test]
fn last_block_reduction_fenced_by_thread_0_is_race_free() {
    assert_race_free(&last_block(true), THREAD0_FENCES);
}

#[test]
fn last_block_reduction_without_thread_0s_fence_races_on_partial() {
    assert_races_on_partial(&last_block(false), THREAD0_FENCES);
}

#[test]
fn last_block_reduction_sums_every_block() {
    let input: Vec<f32> = (0..128).map(|i| i as f32).collect();
    for kernel in [EVERY_THREAD_FENCES, THREAD0_FENCES] {
        let program = kestrel_sim::load(&last_block(true), "lastblock").unwrap();
        let args = [
            Arg::Buffer(f32_bytes(&input)),
            Arg::Buffer(zeros(512)),
            Arg::Buffer(zeros(128)),
            Arg::Int(128),
        ];
        let run = kestrel_sim::execute(&program, kernel, &args, &config(4, 32)).unwrap();
        assert!(!run.report.has_findings(), "{}", run.report);
        let sums = f32s(&run.buffers[2]);
        for (t, sum) in sums.iter().enumerate() {
            let expected: f32 = (0..4).map(|b| 2.0 * (b * 32 + t) as f32).sum();
            assert_eq!(*sum, expected, "out[{t}] of {kernel}");
        }
    }
}

// ---- happens-before across blocks: message passing through a flag ----

/// Block 0's thread 0 writes `data[0] = 42`, runs `writer` (which must set `flag`); block
/// 1's thread 0 runs `reader` (which must define `%seen`) and reads `data[0]` into
/// `data[1]` when `%seen` is 1. Buffers start zeroed, so under the forward schedule the
/// reader sees the flag. Returns the races.
fn message_passing(writer: &str, reader: &str) -> Vec<Race> {
    let text = module(
        "%data: !llvm.ptr<1>, %flag: !llvm.ptr<1>",
        &format!(
            r#"  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c42 = llvm.mlir.constant(42 : i32) : i32
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %b = nvvm.read.ptx.sreg.ctaid.x : i32
  %lead = llvm.icmp "eq" %t, %c0 : i32
  llvm.cond_br %lead, ^lead, ^exit
^lead:
  %writes = llvm.icmp "eq" %b, %c0 : i32
  llvm.cond_br %writes, ^write, ^read
^write:
  llvm.store %c42, %data {{alignment = 4 : i64}} : i32, !llvm.ptr<1>
{writer}
  llvm.br ^exit
^read:
{reader}
  %set = llvm.icmp "eq" %seen, %c1 : i32
  llvm.cond_br %set, ^use, ^exit
^use:
  %v = llvm.load %data {{alignment = 4 : i64}} : !llvm.ptr<1> -> i32
  %copy = llvm.getelementptr %data[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
  llvm.store %v, %copy {{alignment = 4 : i64}} : i32, !llvm.ptr<1>
  llvm.br ^exit
^exit:
  llvm.return"#
        ),
    );
    let args = [Arg::Buffer(zeros(8)), Arg::Buffer(zeros(4))];
    let program = kestrel_sim::load(&text, "message").unwrap();
    let run = kestrel_sim::execute(&program, "k", &args, &forward(2, 32)).unwrap();
    assert!(run.report.fault.is_none(), "{}", run.report);
    assert_eq!(i32s(&run.buffers[0]), [42, 42], "the reader saw the flag");
    run.report.races
}

const STORE_FLAG: &str =
    "  llvm.store %c1, %flag atomic monotonic {alignment = 4 : i64} : i32, !llvm.ptr<1>";
const LOAD_FLAG: &str =
    "  %seen = llvm.load %flag atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32";
const FENCE_GPU: &str = "  llvm.fence syncscope(\"device\") acq_rel";

fn races_on_data(races: &[Race]) -> bool {
    races.iter().any(|r| r.address == "arg0+0")
}

#[test]
fn fence_then_relaxed_flag_message_passing_is_race_free() {
    let writer = format!("{FENCE_GPU}\n{STORE_FLAG}");
    let reader = format!("{LOAD_FLAG}\n{FENCE_GPU}");
    assert_eq!(message_passing(&writer, &reader), []);
    // fence.sc (membar.gl) on both sides, the flag raised and read with atomicrmw.
    let membar = "  llvm.call_intrinsic \"llvm.nvvm.membar.gl\"() : () -> ()";
    let writer =
        format!("{membar}\n  %old = llvm.atomicrmw add %flag, %c1 seq_cst : !llvm.ptr<1>, i32");
    let reader =
        format!("  %seen = llvm.atomicrmw add %flag, %c0 seq_cst : !llvm.ptr<1>, i32\n{membar}");
    assert_eq!(message_passing(&writer, &reader), []);
}

#[test]
fn message_passing_without_the_writers_fence_races_on_the_data() {
    let reader = format!("{LOAD_FLAG}\n{FENCE_GPU}");
    assert!(races_on_data(&message_passing(STORE_FLAG, &reader)));
}

#[test]
fn message_passing_without_the_readers_fence_races_on_the_data() {
    let writer = format!("{FENCE_GPU}\n{STORE_FLAG}");
    assert!(races_on_data(&message_passing(&writer, LOAD_FLAG)));
}

#[test]
fn message_passing_through_a_flag_without_fences_races() {
    // Relaxed atomics: a race on the data only.
    let races = message_passing(STORE_FLAG, LOAD_FLAG);
    assert!(races_on_data(&races), "{races:?}");
    assert!(races.iter().all(|r| r.address == "arg0+0"), "{races:?}");
    // Plain accesses: the flag races too.
    let races = message_passing(
        "  llvm.store %c1, %flag {alignment = 4 : i64} : i32, !llvm.ptr<1>",
        "  %seen = llvm.load %flag {alignment = 4 : i64} : !llvm.ptr<1> -> i32",
    );
    assert!(races_on_data(&races), "{races:?}");
    assert!(races.iter().any(|r| r.address == "arg1+0"), "{races:?}");
}

#[test]
fn release_store_and_acquire_load_synchronise_without_fences() {
    let writer = "  llvm.store %c1, %flag atomic release {alignment = 4 : i64} : i32, !llvm.ptr<1>";
    let reader =
        "  %seen = llvm.load %flag atomic acquire {alignment = 4 : i64} : !llvm.ptr<1> -> i32";
    assert_eq!(message_passing(writer, reader), []);
    // seq_cst is a fence.sc and then a release store or an acquire load.
    let writer = "  llvm.store %c1, %flag atomic seq_cst {alignment = 4 : i64} : i32, !llvm.ptr<1>";
    let reader =
        "  %seen = llvm.load %flag atomic seq_cst {alignment = 4 : i64} : !llvm.ptr<1> -> i32";
    assert_eq!(message_passing(writer, reader), []);
}

#[test]
fn atomicrmw_orderings_are_relaxed_as_nvptx_emits_them() {
    // NVPTX lowers `atomicrmw xchg ... release` to a relaxed atom.exch: no release.
    let writer = "  %old = llvm.atomicrmw xchg %flag, %c1 release : !llvm.ptr<1>, i32";
    let reader =
        "  %seen = llvm.load %flag atomic acquire {alignment = 4 : i64} : !llvm.ptr<1> -> i32";
    assert!(races_on_data(&message_passing(writer, reader)));
    // A cmpxchg keeps its ordering: a release cmpxchg does release.
    let writer = "  %pair = llvm.cmpxchg %flag, %c0, %c1 release monotonic : !llvm.ptr<1>, i32";
    assert_eq!(message_passing(writer, reader), []);
}

#[test]
fn cta_scope_fences_do_not_order_two_blocks() {
    let block_fence = "  llvm.fence syncscope(\"block\") acq_rel";
    let membar_cta = "  llvm.call_intrinsic \"llvm.nvvm.membar.cta\"() : () -> ()";
    let writer = format!("{block_fence}\n{STORE_FLAG}");
    let reader = format!("{LOAD_FLAG}\n{membar_cta}");
    assert!(races_on_data(&message_passing(&writer, &reader)));
    // A GPU-scope write and fence read by a CTA-scope acquire load of another block.
    let writer = "  llvm.store %c1, %flag atomic release {alignment = 4 : i64} : i32, !llvm.ptr<1>";
    let reader = "  %seen = llvm.load %flag atomic syncscope(\"block\") acquire {alignment = 4 : i64} : !llvm.ptr<1> -> i32";
    assert!(races_on_data(&message_passing(writer, reader)));
}

#[test]
fn cta_scope_fences_order_threads_of_one_block() {
    // Thread 0 writes and publishes, thread 32 (another warp) reads; no barrier between.
    let text = |fence: &str| {
        module(
            "%data: !llvm.ptr<3>, %flag: !llvm.ptr<3>, %out: !llvm.ptr<1>",
            &format!(
                r#"  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %writes = llvm.icmp "eq" %t, %c0 : i32
  llvm.cond_br %writes, ^write, ^other
^write:
  llvm.store %c1, %data {{alignment = 4 : i64}} : i32, !llvm.ptr<3>
{fence}
  llvm.store %c1, %flag atomic syncscope("block") monotonic {{alignment = 4 : i64}} : i32, !llvm.ptr<3>
  llvm.br ^exit
^other:
  %reads = llvm.icmp "eq" %t, %c32 : i32
  llvm.cond_br %reads, ^read, ^exit
^read:
  %seen = llvm.load %flag atomic syncscope("block") monotonic {{alignment = 4 : i64}} : !llvm.ptr<3> -> i32
{fence}
  %v = llvm.load %data {{alignment = 4 : i64}} : !llvm.ptr<3> -> i32
  llvm.store %v, %out {{alignment = 4 : i64}} : i32, !llvm.ptr<1>
  llvm.br ^exit
^exit:
  llvm.return"#
            ),
        )
    };
    let shared_pointers = |text: String| {
        // Shared-memory parameters are not kernel inputs: take them from a shared array.
        text.replace(
            "llvm.func @k(%data: !llvm.ptr<3>, %flag: !llvm.ptr<3>, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {\n",
            "llvm.mlir.global internal @tile() {addr_space = 3 : i32} : !llvm.array<2 x i32>\nllvm.func @k(%out: !llvm.ptr<1>) attributes {nvvm.kernel} {\n  %data = llvm.mlir.addressof @tile : !llvm.ptr<3>\n  %flag = llvm.getelementptr %data[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32\n",
        )
    };
    let fenced = shared_pointers(text("  llvm.fence syncscope(\"block\") acq_rel"));
    let report = kestrel_sim::race_check(&fenced, &forward(1, 64)).unwrap();
    assert_eq!(report.races().count(), 0, "{report}");
    let unfenced = shared_pointers(text(""));
    let report = kestrel_sim::race_check(&unfenced, &forward(1, 64)).unwrap();
    let race = report.races().next().expect("a race on the data");
    assert_eq!((race.space, race.address.as_str()), ("shared", "@tile+0"));
}

#[test]
fn syncwarp_orders_the_lanes_of_a_warp() {
    let text = |sync: &str| {
        module(
            "%out: !llvm.ptr",
            &format!(
                r#"  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c31 = llvm.mlir.constant(31 : i32) : i32
  %full = llvm.mlir.constant(-1 : i32) : i32
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %mine = llvm.getelementptr %out[%t] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %t, %mine : i32, !llvm.ptr
{sync}
  %n1 = llvm.add %t, %c1 : i32
  %n = llvm.and %n1, %c31 : i32
  %theirs = llvm.getelementptr %out[%n] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %v = llvm.load %theirs : !llvm.ptr -> i32
  llvm.return"#
            ),
        )
    };
    let synced = text("  llvm.call_intrinsic \"llvm.nvvm.bar.warp.sync\"(%full) : (i32) -> ()");
    let report = kestrel_sim::race_check(&synced, &config(1, 32)).unwrap();
    assert_eq!(report.races().count(), 0, "{report}");
    let racy = kestrel_sim::race_check(&text(""), &config(1, 32)).unwrap();
    assert_eq!(racy.races().count(), 1, "{racy}");
}

/// A kernel's `byval` parameter is in the parameter space: each thread writing it writes its
/// own copy (as `ptxas` gives each thread a local copy), so many threads writing it do not
/// race, and each reads back what it wrote next to the launch's bytes.
#[test]
fn each_thread_writes_its_own_copy_of_a_byval_parameter() {
    let text = r#"llvm.func @k(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i32)>}, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %t = nvvm.read.ptx.sreg.tid.x : i32
  llvm.store %t, %s : i32, !llvm.ptr
  %second = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %launch = llvm.load %second : !llvm.ptr -> i32
  %mine = llvm.load %s : !llvm.ptr -> i32
  %sum = llvm.add %mine, %launch : i32
  %slot = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  llvm.store %sum, %slot : i32, !llvm.ptr<1>
  llvm.return
}
"#;
    let report = kestrel_sim::race_check(text, &config(1, 256)).unwrap();
    assert!(report.unsupported.is_empty(), "{report}");
    assert_eq!(report.races().count(), 0, "{report}");
    assert!(report.kernels[0].fault.is_none(), "{report}");
    let program = kestrel_sim::load(text, "test").unwrap();
    let launch = i32_bytes(&[-1, 1000]);
    let run = kestrel_sim::execute(
        &program,
        "k",
        &[Arg::Buffer(launch), Arg::Buffer(zeros(1024))],
        &config(1, 256),
    )
    .unwrap();
    assert!(run.report.races.is_empty(), "{}", run.report);
    let expected: Vec<i32> = (0..256).map(|t| t + 1000).collect();
    assert_eq!(i32s(&run.buffers[1]), expected);
    assert_eq!(
        i32s(&run.buffers[0]),
        [-1, 1000],
        "the launch's bytes stay as they were"
    );
}
