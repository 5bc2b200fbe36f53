//! Faults: undefined behaviour, bad accesses and divergence end the run with a report that
//! names the operation; they are never simulated into a plausible number.

use crate::support::*;
use kestrel_sim::{Arg, Config, FaultKind, FaultReport};

/// The first fault of running `@k` of `text` with `args`.
fn fault_of(text: &str, args: &[Arg], config: &Config) -> FaultReport {
    let program = kestrel_sim::load(text, "test").unwrap();
    let run = kestrel_sim::execute(&program, "k", args, config).unwrap();
    let report = run.report.to_string();
    run.report
        .fault
        .unwrap_or_else(|| panic!("no fault:\n{report}"))
}

#[test]
fn divergent_barrier_is_reported() {
    let program = program("divergent");
    let report = kestrel_sim::run_program(&program, &config(1, 64)).unwrap();
    let fault = report.kernels[0].fault.as_ref().unwrap();
    assert_eq!(fault.kind, FaultKind::DivergentBarrier);
    assert!(
        fault
            .message
            .starts_with("divergent barrier: thread 0 waits at nvvm.barrier0 at 8:3"),
        "{fault}"
    );
    assert!(
        fault
            .message
            .contains("thread 32 waits at nvvm.barrier0 at 11:3"),
        "{fault}"
    );
    insta::assert_snapshot!("divergent_barrier_report", report.to_string());
}

#[test]
fn threads_that_exit_do_not_block_a_barrier() {
    let text = module(
        "%out: !llvm.ptr",
        r#"  %c32 = llvm.mlir.constant(32 : i32) : i32
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %low = llvm.icmp "ult" %t, %c32 : i32
  llvm.cond_br %low, ^sync, ^exit
^sync:
  nvvm.barrier0
  llvm.br ^exit
^exit:
  llvm.return"#,
    );
    let program = kestrel_sim::load(&text, "test").unwrap();
    let run =
        kestrel_sim::execute(&program, "k", &[Arg::Buffer(zeros(4))], &config(1, 64)).unwrap();
    assert!(run.report.fault.is_none(), "{}", run.report);
}

#[test]
fn branch_on_poison_is_a_fault() {
    let text = module(
        "%x: i32",
        r#"  %max = llvm.mlir.constant(2147483647 : i32) : i32
  %sum = llvm.add %x, %max overflow<nsw> : i32
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %neg = llvm.icmp "slt" %sum, %c0 : i32
  llvm.cond_br %neg, ^a, ^b
^a:
  llvm.return
^b:
  llvm.return"#,
    );
    let fault = fault_of(&text, &[Arg::Int(1)], &forward(1, 1));
    assert_eq!(fault.kind, FaultKind::PoisonUse);
    assert_eq!(fault.message, "branch on a poison condition");
    assert_eq!(fault.site.unwrap().loc, "6:3");
    // Without the overflow there is no poison.
    let program = kestrel_sim::load(&text, "test").unwrap();
    let run = kestrel_sim::execute(&program, "k", &[Arg::Int(-1)], &forward(1, 1)).unwrap();
    assert!(run.report.fault.is_none());
}

#[test]
fn poison_reaching_memory_is_reported() {
    let text = module(
        "%out: !llvm.ptr, %shift: i32",
        r#"  %one = llvm.mlir.constant(1 : i32) : i32
  %v = llvm.shl %one, %shift : i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return"#,
    );
    let program = kestrel_sim::load(&text, "test").unwrap();
    let run = kestrel_sim::execute(
        &program,
        "k",
        &[Arg::Buffer(zeros(4)), Arg::Int(40)],
        &forward(1, 1),
    )
    .unwrap();
    assert_eq!(run.report.poison_store_count, 1, "{}", run.report);
    let store = &run.report.poison_stores[0];
    assert_eq!(store.address, "global arg0+0");
    assert_eq!(store.site.op, "llvm.store");
    let run = kestrel_sim::execute(
        &program,
        "k",
        &[Arg::Buffer(zeros(4)), Arg::Int(4)],
        &forward(1, 1),
    )
    .unwrap();
    assert_eq!(run.report.poison_store_count, 0);
    assert_eq!(i32s(&run.buffers[0]), [16]);
}

#[test]
fn out_of_bounds_access_names_the_buffer() {
    let text = module(
        "%in: !llvm.ptr<1>, %i: i32",
        r#"  %p = llvm.getelementptr %in[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %v = llvm.load %p : !llvm.ptr<1> -> i32
  llvm.return"#,
    );
    let fault = fault_of(
        &text,
        &[Arg::Buffer(zeros(16)), Arg::Int(5)],
        &forward(1, 1),
    );
    assert_eq!(fault.kind, FaultKind::InvalidAccess);
    assert_eq!(
        fault.message,
        "out-of-bounds load of 4 bytes at global 4 bytes past the end of arg0 (size 16)"
    );
    let fault = fault_of(
        &text,
        &[Arg::Buffer(zeros(16)), Arg::Int(-1)],
        &forward(1, 1),
    );
    assert_eq!(fault.kind, FaultKind::InvalidAccess);
}

#[test]
fn null_and_misaligned_accesses_fault() {
    let text = module(
        "%p: !llvm.ptr, %offset: i64",
        r#"  %q = llvm.getelementptr %p[%offset] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %v = llvm.load %q {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return"#,
    );
    let fault = fault_of(
        &text,
        &[Arg::Buffer(zeros(16)), Arg::Int(2)],
        &forward(1, 1),
    );
    assert_eq!(fault.kind, FaultKind::Misaligned);
    let null = module(
        "%x: i32",
        r#"  %p = llvm.mlir.zero : !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return"#,
    );
    let fault = fault_of(&null, &[Arg::Int(0)], &forward(1, 1));
    assert_eq!(fault.message, "null pointer dereference");
}

#[test]
fn division_by_zero_is_undefined_behaviour() {
    let text = module(
        "%x: i32, %y: i32",
        r#"  %q = llvm.sdiv %x, %y : i32
  llvm.return"#,
    );
    let fault = fault_of(&text, &[Arg::Int(7), Arg::Int(0)], &forward(1, 1));
    assert_eq!(fault.kind, FaultKind::UndefinedBehaviour);
    assert_eq!(fault.message, "division by zero");
    let fault = fault_of(
        &text,
        &[Arg::Int(i64::from(i32::MIN)), Arg::Int(-1)],
        &forward(1, 1),
    );
    assert_eq!(fault.message, "signed division overflow");
}

#[test]
fn endless_loops_hit_the_step_limit() {
    let text = module(
        "%x: i32",
        r#"  llvm.br ^spin
^spin:
  llvm.br ^spin"#,
    );
    let config = kestrel_sim::Config {
        step_limit: 10_000,
        ..forward(1, 4)
    };
    let fault = fault_of(&text, &[Arg::Int(0)], &config);
    assert_eq!(fault.kind, FaultKind::StepLimit);
}

#[test]
fn a_warp_collective_waiting_for_lanes_at_a_barrier_is_stuck() {
    let text = module(
        "%x: i32",
        r#"  %c16 = llvm.mlir.constant(16 : i32) : i32
  %full = llvm.mlir.constant(-1 : i32) : i32
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %low = llvm.icmp "ult" %t, %c16 : i32
  llvm.cond_br %low, ^vote, ^sync
^vote:
  %any = llvm.call_intrinsic "llvm.nvvm.vote.any.sync"(%full, %low) : (i32, i1) -> i1
  llvm.return
^sync:
  nvvm.barrier0
  llvm.return"#,
    );
    let fault = fault_of(&text, &[Arg::Int(0)], &forward(1, 32));
    assert_eq!(fault.kind, FaultKind::DivergentBarrier);
    assert!(fault.message.contains("warp collective"), "{fault}");
}

#[test]
fn unsupported_operations_are_refused_by_name() {
    let text = module(
        "%x: i32",
        r#"  %v = llvm.inline_asm has_side_effects "tex.1d.v4.f32.s32 {$0, $1, $2, $3}, [$4, {$5}];", "=f,=f,=f,=f,r,r" %x, %x : (i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return"#,
    );
    let program = kestrel_sim::load(&text, "test").unwrap();
    let error = kestrel_sim::run_program(&program, &forward(1, 1)).unwrap();
    let (kernel, error) = &error.unsupported[0];
    assert_eq!(kernel, "k");
    assert_eq!(
        error.to_string(),
        "unsupported in @k: inline asm \"tex.1d.v4.f32.s32 {$0, $1, $2, $3}, [$4, {$5}];\" at 2:8: instruction `tex.1d.v4.f32.s32`"
    );
}

#[test]
fn a_pointer_to_a_returned_frame_dangles() {
    let text = r#"
llvm.func @escape() -> !llvm.ptr {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  llvm.store %c1, %slot : i32, !llvm.ptr
  llvm.return %slot : !llvm.ptr
}
llvm.func @k(%out: !llvm.ptr) attributes {nvvm.kernel} {
  %p = llvm.call @escape() : () -> !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}
"#;
    let fault = fault_of(text, &[Arg::Buffer(zeros(4))], &forward(1, 1));
    assert_eq!(fault.kind, FaultKind::InvalidAccess);
    assert_eq!(fault.message, "out-of-bounds load of 4 bytes at local+16");
}

#[test]
fn variables_larger_than_any_gpu_are_refused_not_allocated() {
    // 8 GiB of shared memory (a fuzzer finding): the simulator models every byte, so it
    // refuses the module instead of allocating them.
    let text = r#"
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<2147483647 x i32>
llvm.func ptx_kernelcc @k(%out: !llvm.ptr<1>) {
  llvm.return
}
"#;
    let error = kestrel_sim::load(text, "huge").unwrap_err().to_string();
    assert!(
        error.contains("8589934588 more bytes of variables in address space 3"),
        "{error}"
    );
}

/// Two kernels with a 32-word shared tile each, laid out one after the other; `@a` reads
/// word `%i` of its own tile.
fn two_kernels_two_tiles() -> String {
    r#"llvm.mlir.global internal @ta() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x i32>
llvm.mlir.global internal @tb() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x i32>
llvm.func @a(%out: !llvm.ptr, %i: i64) attributes {nvvm.kernel} {
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %s = llvm.mlir.addressof @ta : !llvm.ptr<3>
  %z = llvm.getelementptr %s[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x i32>
  llvm.store %c7, %z : i32, !llvm.ptr<3>
  %p = llvm.getelementptr %s[0, %i] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<32 x i32>
  %v = llvm.load %p : !llvm.ptr<3> -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}
llvm.func @touch_tb(%out: !llvm.ptr) {
  %s = llvm.mlir.addressof @tb : !llvm.ptr<3>
  %v = llvm.load %s : !llvm.ptr<3> -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}
llvm.func @b(%out: !llvm.ptr) attributes {nvvm.kernel} {
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %s = llvm.mlir.addressof @tb : !llvm.ptr<3>
  llvm.store %c5, %s : i32, !llvm.ptr<3>
  llvm.call @touch_tb(%out) : (!llvm.ptr) -> ()
  llvm.return
}
"#
    .to_string()
}

#[test]
fn a_shared_access_past_the_kernels_own_arrays_faults() {
    // Word 32 of @ta is where @tb lies in the module, but @a has no @tb: a GPU gives a
    // kernel only its own shared memory, so the read is out of bounds.
    let program = kestrel_sim::load(&two_kernels_two_tiles(), "test").unwrap();
    let past = kestrel_sim::execute(
        &program,
        "a",
        &[Arg::Buffer(zeros(4)), Arg::Int(32)],
        &forward(1, 1),
    )
    .unwrap();
    let fault = past.report.fault.expect("a fault");
    assert_eq!(fault.kind, FaultKind::InvalidAccess);
    assert!(fault.message.starts_with("out-of-bounds load"), "{fault}");
    let inside = kestrel_sim::execute(
        &program,
        "a",
        &[Arg::Buffer(zeros(4)), Arg::Int(0)],
        &forward(1, 1),
    )
    .unwrap();
    assert!(!inside.report.has_findings(), "{}", inside.report);
    assert_eq!(i32s(&inside.buffers[0]), vec![7]);
    // @b reaches @tb through the function it calls.
    let b = kestrel_sim::execute(&program, "b", &[Arg::Buffer(zeros(4))], &forward(1, 1)).unwrap();
    assert!(!b.report.has_findings(), "{}", b.report);
    assert_eq!(i32s(&b.buffers[0]), vec![5]);
}

/// `@k` steps from `%buf` by `%i` elements with `flags`, back by `%i` without, loads
/// there and stores to `%out`.
fn gep_there_and_back(flags: &str) -> String {
    module(
        "%buf: !llvm.ptr, %out: !llvm.ptr, %i: i64",
        &format!(
            r#"  %c0 = llvm.mlir.constant(0 : i64) : i64
  %neg = llvm.sub %c0, %i : i64
  %p = llvm.getelementptr {flags} %buf[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %q = llvm.getelementptr %p[%neg] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %v = llvm.load %q : !llvm.ptr -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return"#
        ),
    )
}

/// The first fault's kind of `@k` of `text` on a 4-word buffer and step `i`, if any.
fn gep_fault(text: &str, i: i64) -> Option<FaultKind> {
    let program = kestrel_sim::load(text, "test").unwrap();
    let args = [
        Arg::Buffer(i32_bytes(&[1, 2, 3, 4])),
        Arg::Buffer(zeros(4)),
        Arg::Int(i),
    ];
    let run = kestrel_sim::execute(&program, "k", &args, &forward(1, 1)).unwrap();
    run.report.fault.map(|f| f.kind)
}

#[test]
fn an_inbounds_gep_leaving_its_object_is_poison() {
    let inbounds = gep_there_and_back("inbounds");
    // One past the end is in bounds; the base itself too.
    assert_eq!(gep_fault(&inbounds, 4), None);
    assert_eq!(gep_fault(&inbounds, 0), None);
    // Two past the end, or before the start: poison, and the address built from it too.
    assert_eq!(gep_fault(&inbounds, 5), Some(FaultKind::PoisonUse));
    assert_eq!(gep_fault(&inbounds, -1), Some(FaultKind::PoisonUse));
    // Without `inbounds` the detour is fine.
    assert_eq!(gep_fault(&gep_there_and_back(""), 5), None);
}

#[test]
fn a_nuw_gep_with_a_negative_offset_is_poison() {
    let nuw = gep_there_and_back("nuw");
    assert_eq!(gep_fault(&nuw, -1), Some(FaultKind::PoisonUse));
    // Far past the end is no wrap.
    assert_eq!(gep_fault(&nuw, 1000), None);
}

#[test]
fn adding_inbounds_wrongly_is_a_difference() {
    // A pass that marks the outbound step `inbounds` makes the kernel undefined.
    let config = kestrel_sim::Config {
        args: [
            (0, kestrel_sim::ArgValue::Buffer(16)),
            (2, kestrel_sim::ArgValue::Int(5)),
        ]
        .into_iter()
        .collect(),
        ..forward(1, 1)
    };
    let report = kestrel_sim::diff_modules(
        &gep_there_and_back(""),
        &gep_there_and_back("inbounds"),
        &config,
    )
    .unwrap();
    assert!(report.is_different(), "{report}");
}

#[test]
fn a_kernel_has_the_shared_variables_its_globals_point_to() {
    // @where starts out holding @tile's address: a kernel that reads @where reaches @tile.
    let text = r#"llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<8 x i32>
llvm.mlir.global internal @where() {addr_space = 0 : i32, alignment = 8 : i64} : !llvm.ptr {
  %0 = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %1 = llvm.addrspacecast %0 : !llvm.ptr<3> to !llvm.ptr
  llvm.return %1 : !llvm.ptr
}
llvm.func @k(%out: !llvm.ptr) attributes {nvvm.kernel} {
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %w = llvm.mlir.addressof @where : !llvm.ptr
  %q = llvm.load %w : !llvm.ptr -> !llvm.ptr
  llvm.store %c5, %q : i32, !llvm.ptr
  %v = llvm.load %q : !llvm.ptr -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}
"#;
    let program = kestrel_sim::load(text, "test").unwrap();
    let run =
        kestrel_sim::execute(&program, "k", &[Arg::Buffer(zeros(4))], &forward(1, 1)).unwrap();
    assert!(!run.report.has_findings(), "{}", run.report);
    assert_eq!(i32s(&run.buffers[0]), vec![5]);
}
