//! Hand-written kernels with known outputs: each test states the values the kernel must
//! produce and checks them under the configured schedules.

use crate::support::*;
use kestrel_sim::Arg;

#[test]
fn vector_add_computes_elementwise_sums() {
    let a: Vec<f32> = (0..128).map(|i| i as f32 * 0.5).collect();
    let b: Vec<f32> = (0..128).map(|i| 1.0 + i as f32 / 3.0).collect();
    let args = [
        Arg::Buffer(f32_bytes(&a)),
        Arg::Buffer(f32_bytes(&b)),
        Arg::Buffer(zeros(512)),
        Arg::Int(100),
    ];
    let run = execute("vadd", &args, &config(2, 64));
    let c = f32s(&run.buffers[2]);
    for i in 0..128 {
        let expected = if i < 100 { a[i] + b[i] } else { 0.0 };
        assert_eq!(c[i].to_bits(), expected.to_bits(), "c[{i}]");
    }
    assert!(!run.report.has_findings(), "{}", run.report);
    assert_eq!(run.report.instructions(), 100 * 16 + 28 * 8);
}

#[test]
fn shared_memory_reduction_sums_each_block() {
    let input: Vec<i32> = (1..=128).collect();
    let args = [Arg::Buffer(i32_bytes(&input)), Arg::Buffer(zeros(8))];
    let run = execute("reduce", &args, &config(2, 64));
    assert_eq!(i32s(&run.buffers[1]), [2080, 6176]);
    assert!(!run.report.has_findings(), "{}", run.report);
    let digests: Vec<u64> = run.report.runs.iter().map(|r| r.digest).collect();
    assert!(digests.windows(2).all(|w| w[0] == w[1]), "{digests:?}");
}

#[test]
fn a_byval_parameter_is_the_callees_own_copy() {
    let run = execute("byval_calls", &[Arg::Buffer(zeros(32 * 8))], &config(1, 32));
    let out = i32s(&run.buffers[0]);
    for t in 0..32 {
        assert_eq!(
            out[2 * t],
            t as i32 + 100,
            "what thread {t}'s callee read back"
        );
        assert_eq!(
            out[2 * t + 1],
            t as i32,
            "thread {t}'s own value after the call"
        );
    }
    assert!(!run.report.has_findings(), "{}", run.report);
}

#[test]
fn loops_carry_state_in_block_arguments() {
    let run = execute("loops", &[Arg::Buffer(zeros(64 * 4))], &config(1, 32));
    let out = i32s(&run.buffers[0]);
    let (mut a, mut b) = (0i32, 1i32);
    for t in 0..32 {
        assert_eq!(out[2 * t], a, "fib({t})");
        (a, b) = (b, a.wrapping_add(b));
        let swapped = if t % 2 == 0 { t as i32 } else { 1000 };
        assert_eq!(out[2 * t + 1], swapped, "swap loop of thread {t}");
    }
}

#[test]
fn struct_fields_and_aggregates_follow_the_data_layout() {
    let mut records = Vec::new();
    for t in 0..64u8 {
        let mut record = [0u8; 16];
        record[0] = t;
        record[4..8].copy_from_slice(&i32::from(t).to_le_bytes());
        record[8..16].copy_from_slice(&(f64::from(t) * 0.5).to_le_bytes());
        records.extend(record);
    }
    let mut pairs = Vec::new();
    for t in 0..64i32 {
        let mut pair = [0u8; 24];
        pair[0..4].copy_from_slice(&(t * 10).to_le_bytes());
        for (k, half) in [1i16, 2, 3].iter().enumerate() {
            pair[4 + 2 * k..6 + 2 * k].copy_from_slice(&half.to_le_bytes());
        }
        pairs.extend(pair);
    }
    let args = [
        Arg::Buffer(records),
        Arg::Buffer(zeros(64 * 8)),
        Arg::Buffer(pairs),
    ];
    let run = execute("structs", &args, &config(1, 64));
    let out = f64s(&run.buffers[1]);
    for t in 0..64 {
        let expected = f64::from(t as u8) * 0.5 * f64::from(t) + f64::from(t);
        assert_eq!(out[t as usize], expected, "record {t}");
    }
    let pairs = &run.buffers[2];
    for t in 0..64usize {
        let next = &pairs[24 * t + 12..24 * t + 24];
        assert_eq!(i32s(&next[0..4]), [t as i32 * 10 + 1]);
        let halves: Vec<i16> = next[4..10]
            .chunks_exact(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]))
            .collect();
        assert_eq!(halves, [1, 3, 2], "pair {t}");
        assert_eq!(&next[10..12], [0, 0], "padding untouched");
    }
    assert!(!run.report.has_findings(), "{}", run.report);
}

#[test]
fn atomics_are_indivisible() {
    let args = [
        Arg::Buffer(zeros(12)),
        Arg::Buffer(zeros(128 * 4)),
        Arg::Buffer(zeros(4)),
    ];
    let run = execute("atomics", &args, &config(2, 64));
    assert_eq!(i32s(&run.buffers[0]), [128, 127, 128]);
    let mut tickets = i32s(&run.buffers[1]);
    tickets.sort();
    assert_eq!(tickets, (0..128).collect::<Vec<_>>());
    assert_eq!(f32s(&run.buffers[2]), [128.0]);
    assert!(run.report.races.is_empty(), "{}", run.report);
    assert!(run.report.fault.is_none(), "{}", run.report);
    // Which thread gets which ticket depends on the order threads run in.
    assert!(run.report.schedule_dependence.is_some(), "{}", run.report);
}

#[test]
fn switch_and_calls() {
    let args = [
        Arg::Buffer(zeros(64)),
        Arg::Buffer(zeros(64)),
        Arg::Buffer(zeros(128)),
    ];
    let run = execute("switch_calls", &args, &config(1, 16));
    let expected: Vec<i32> = (0..16)
        .map(|t| match t % 4 {
            0 => 10,
            1 => 20 + t * t,
            3 => 30,
            _ => 99,
        })
        .collect();
    assert_eq!(i32s(&run.buffers[0]), expected);
    let factorials: Vec<i32> = (0..16).map(|t| (1..=(t % 8).max(1)).product()).collect();
    assert_eq!(i32s(&run.buffers[1]), factorials);
    let pairs: Vec<i32> = (0..16).flat_map(|t| [t, t * t]).collect();
    assert_eq!(i32s(&run.buffers[2]), pairs);
    assert!(!run.report.has_findings(), "{}", run.report);
}

#[test]
fn warp_shuffles_and_votes() {
    let args = [
        Arg::Buffer(zeros(8)),
        Arg::Buffer(zeros(8)),
        Arg::Buffer(zeros(8)),
    ];
    let run = execute("warp", &args, &config(1, 64));
    assert_eq!(i32s(&run.buffers[0]), [496, 1520]);
    assert_eq!(i32s(&run.buffers[1]), [0xaaaa_aaaau32 as i32; 2]);
    assert_eq!(i32s(&run.buffers[2]), [1, 1]);
    assert!(!run.report.has_findings(), "{}", run.report);
}

/// `__reduce_*_sync` and `__match_any_sync` (sm_80 / sm_70 warp intrinsics): every lane
/// gets the reduction over the warp, and the mask of the lanes with its value.
#[test]
fn warp_reductions_and_matches() {
    let args = [Arg::Buffer(zeros(16)), Arg::Buffer(zeros(32 * 4))];
    let run = execute("warp_reduce", &args, &config(1, 32));
    assert_eq!(i32s(&run.buffers[0]), [-3, -2, -1, 0]);
    let masks: Vec<i32> = (0..32)
        .map(|lane| {
            (0..32)
                .filter(|other| other % 5 == lane % 5)
                .fold(0u32, |mask, other| mask | 1 << other) as i32
        })
        .collect();
    assert_eq!(masks[0], 0x4210_8421);
    assert_eq!(i32s(&run.buffers[1]), masks);
    assert!(!run.report.has_findings(), "{}", run.report);
}

#[test]
fn generic_shared_dynamic_and_local_memory() {
    let run = execute("memory", &[Arg::Buffer(zeros(64 * 6 * 4))], &config(1, 64));
    let out = i32s(&run.buffers[0]);
    for t in 0..64usize {
        let n = ((t + 1) % 64) as i32;
        let (a, b) = (2 * n, n + 1);
        assert_eq!(&out[6 * t..6 * t + 6], [0, a, b, 0, a + b, 0], "thread {t}");
    }
    assert!(!run.report.has_findings(), "{}", run.report);
}

#[test]
fn float_operations_and_libdevice() {
    let input: Vec<f32> = vec![0.25, 1.5, 2.0, 0.1, 1.0, 3.75, 0.7, 1e-3];
    let args = [
        Arg::Buffer(f32_bytes(&input)),
        Arg::Buffer(zeros(8 * 8 * 8)),
    ];
    let run = execute("math", &args, &forward(1, 8));
    let out = &run.buffers[1];
    let f32_at = |t: usize, slot: usize| f32s(&out[64 * t + 8 * slot..64 * t + 8 * slot + 4])[0];
    let f64_at = |t: usize, slot: usize| f64s(&out[64 * t + 8 * slot..64 * t + 8 * slot + 8])[0];
    for (t, &x) in input.iter().enumerate() {
        assert_eq!(f32_at(t, 0), x.sqrt());
        assert_eq!(f32_at(t, 1), x.max(1.0));
        assert_eq!(f32_at(t, 2), x.mul_add(x, -1.0));
        assert_eq!(f32_at(t, 3), ((x * 10.0) as i32) as f32);
        assert_eq!(f32_at(t, 4), -2.0);
        assert_eq!(f32_at(t, 5), if x > 1.0 { x } else { -x });
        let (up, down) = (f64_at(t, 6), f64_at(t, 7));
        assert_eq!(down, f64::from(x), "rounding down drops the tiny addend");
        assert_eq!(up, f64::from(x).next_up(), "rounding up keeps it");
    }
}

#[test]
fn vectors_half_precision_and_integer_intrinsics() {
    let input: Vec<f32> = vec![1.5, -2.25, 3.0, 0.5];
    let args = [Arg::Buffer(f32_bytes(&input)), Arg::Buffer(zeros(17 * 8))];
    let run = execute("vectors", &args, &forward(1, 1));
    let out = &run.buffers[1];
    let slot = |k: usize| &out[8 * k..8 * k + 8];
    let f32_at = |k: usize| f32s(&slot(k)[..4])[0];
    let i32_at = |k: usize| i32s(&slot(k)[..4])[0];
    let steps = [1.0f32, 2.0, 3.0, 4.0];
    let w: Vec<f32> = input.iter().zip(steps).map(|(x, s)| x + s).collect();
    assert_eq!(f32_at(0), (w[0] + w[1]) + (w[2] + w[3]));
    assert_eq!(f32_at(1), input[1]);
    assert_eq!(slot(2), [f32_bytes(&input[..2]), vec![]].concat());
    assert_eq!(f32_at(3), 4.5, "1.5 * 3 in half precision");
    assert_eq!(i32_at(4), 1);
    assert_eq!(i32_at(5), i32::MIN);
    assert_eq!(i32_at(6), 31);
    assert_eq!(i32_at(7), 7);
    assert_eq!(i32_at(8) as u32, 0x3456_789a);
    assert_eq!(i32_at(9) as u32, 0x4433_2211);
    assert_eq!(i32_at(10), -1);
    assert_eq!(i32_at(11), 3 + 40);
    assert_eq!(i32_at(12), 12 + 10, "__sad(-7, 5, 10)");
    assert_eq!(i32_at(13), 7 + 1, "__usad(3, 10, 1)");
    assert_eq!(i32_at(14), 307 - 256, "an i8 sum wraps");
    assert_eq!(i32_at(15), 5, "unsigned: -1 is the largest");
    assert_eq!(i32_at(16), -1);
    assert!(!run.report.has_findings(), "{}", run.report);
}

#[test]
fn module_globals_are_initialised_as_declared() {
    let run = execute("globals", &[Arg::Buffer(zeros(128 * 4))], &config(1, 64));
    let out = i32s(&run.buffers[0]);
    for t in 0..64 {
        assert_eq!(out[t], [10, 20, 30, 40][t % 4] + 7 + 10 + 2, "thread {t}");
    }
    let mut tickets = out[64..].to_vec();
    tickets.sort();
    assert_eq!(tickets, (0..64).collect::<Vec<_>>(), "@counter starts at 0");
    let report = kestrel_sim::run_program(&program("globals"), &config(1, 64)).unwrap();
    let (kernel, error) = &report.unsupported[0];
    assert_eq!(kernel, "uses_callbacks");
    assert!(
        error
            .to_string()
            .contains("the address of function @globals"),
        "{error}"
    );
}

/// A kernel with launch bounds `attributes` that counts its threads into `out[0]`.
fn counting_kernel(attributes: &str) -> String {
    format!(
        r#"llvm.func @k(%out: !llvm.ptr<1>) attributes {{nvvm.kernel, {attributes}}} {{
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %old = llvm.atomicrmw add %out, %c1 monotonic : !llvm.ptr<1>, i32
  llvm.return
}}
"#
    )
}

/// The block a kernel runs with and the threads it counted, without `--block`.
fn default_launch(attributes: &str) -> ([u32; 3], i32) {
    let program = kestrel_sim::load(&counting_kernel(attributes), "test").unwrap();
    let config = kestrel_sim::Config {
        grid: [1, 1, 1],
        ..kestrel_sim::Config::default()
    };
    let run = kestrel_sim::execute(&program, "k", &[Arg::Buffer(zeros(4))], &config).unwrap();
    (run.report.launch.block, i32s(&run.buffers[0])[0])
}

#[test]
fn launch_bounds_give_the_default_block() {
    // `reqntid` is the shape, in either spelling.
    assert_eq!(
        default_launch("nvvm.reqntid = array<i32: 32, 4>"),
        ([32, 4, 1], 128)
    );
    assert_eq!(
        default_launch(r#"passthrough = [["nvvm.reqntid", "96"]]"#),
        ([96, 1, 1], 96)
    );
    assert_eq!(
        default_launch("gpu.known_block_size = array<i32: 8, 8, 2>"),
        ([8, 8, 2], 128)
    );
    // `maxntid` caps the default 64 threads, and leaves them where it allows them.
    assert_eq!(
        default_launch("nvvm.maxntid = array<i32: 32>"),
        ([32, 1, 1], 32)
    );
    assert_eq!(
        default_launch(r#"passthrough = [["nvvm.maxntid", "16,2"]]"#),
        ([16, 2, 1], 32)
    );
    assert_eq!(
        default_launch("nvvm.maxntid = array<i32: 256>"),
        ([64, 1, 1], 64)
    );
}

#[test]
fn an_explicit_block_outside_the_launch_bounds_is_an_error() {
    let program =
        kestrel_sim::load(&counting_kernel("nvvm.reqntid = array<i32: 128>"), "test").unwrap();
    let config = kestrel_sim::Config {
        block: [64, 1, 1],
        block_explicit: true,
        ..kestrel_sim::Config::default()
    };
    let error = kestrel_sim::run_program(&program, &config).unwrap_err();
    assert_eq!(
        error.to_string(),
        "block 64x1x1 is outside @k's launch bounds (nvvm.reqntid 128x1x1)"
    );
}

#[test]
fn nvvm_reflect_reads_the_module_flags() {
    let run = execute("reflect", &[Arg::Buffer(zeros(16))], &forward(1, 32));
    assert_eq!(i32s(&run.buffers[0]), [1, 800, 0, 0]);
    assert!(!run.report.has_findings(), "{}", run.report);
    // Without the module flag, __CUDA_FTZ is 0.
    let text = kernel_text("reflect").replace(
        "llvm.module_flags [#llvm.mlir.module_flag<override, \"nvvm-reflect-ftz\", 1 : i32>]",
        "",
    );
    let program = kestrel_sim::load(&text, "reflect").unwrap();
    let run = kestrel_sim::execute(
        &program,
        "reflect",
        &[Arg::Buffer(zeros(16))],
        &forward(1, 32),
    )
    .unwrap();
    assert_eq!(i32s(&run.buffers[0]), [0, 800, 0, 0]);
}

#[test]
fn buffers_are_typed_by_the_accesses_of_the_functions_they_are_passed_to() {
    // `@k` only hands `%data` to a helper that loads f32 through it, and `%counts` to one
    // that loads i32 two calls down; the kernel itself touches neither. Their buffers are
    // typed as if it did: floats in [0.25, 2), small integers.
    let text = r#"llvm.func @sum(%p: !llvm.ptr) -> f32 attributes {no_inline} {
  %v = llvm.load %p : !llvm.ptr -> f32
  llvm.return %v : f32
}
llvm.func @count(%p: !llvm.ptr) -> i32 attributes {no_inline} {
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}
llvm.func @forward(%p: !llvm.ptr) -> i32 attributes {no_inline} {
  %v = llvm.call @count(%p) : (!llvm.ptr) -> i32
  llvm.return %v : i32
}
llvm.func @k(%data: !llvm.ptr, %counts: !llvm.ptr, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %s = llvm.call @sum(%data) : (!llvm.ptr) -> f32
  %c = llvm.call @forward(%counts) : (!llvm.ptr) -> i32
  %f = llvm.sitofp %c : i32 to f32
  %r = llvm.fadd %s, %f : f32
  llvm.store %r, %out : f32, !llvm.ptr
  llvm.return
}
"#;
    let program = kestrel_sim::load(text, "test").unwrap_or_else(|e| panic!("{e}"));
    let kernel = program.function_ids["k"];
    let inputs = kestrel_sim::inputs::generate(&program, kernel, &forward(1, 1)).unwrap();
    let floats = f32s(&inputs.buffers[0].bytes);
    assert!(
        floats.iter().all(|x| (0.25..2.0).contains(x)),
        "{:?}",
        &floats[..8]
    );
    let counts = i32s(&inputs.buffers[1].bytes);
    assert!(
        counts.iter().all(|c| (0..=15).contains(c)),
        "{:?}",
        &counts[..8]
    );
    assert!(counts.iter().any(|&c| c > 0));
}
