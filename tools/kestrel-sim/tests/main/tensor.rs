//! Tensor-core instructions: cp.async, ldmatrix and mma.sync against hand-computed results
//! (iota and permutation matrices), MLIR's own lowering of tiled mma kernels, and the
//! misuses the simulator must report: a warp that does not execute a matrix instruction
//! convergently, a read of a cp.async destination before its wait.

use crate::support::*;
use kestrel_sim::{Arg, Config, FaultKind, FaultReport, Verdict};

/// The first fault of running `@name` of `text` with `args`.
fn fault_of(text: &str, name: &str, args: &[Arg], config: &Config) -> FaultReport {
    let program = kestrel_sim::load(text, "test").unwrap();
    let run = kestrel_sim::execute(&program, name, args, config).unwrap();
    let report = run.report.to_string();
    run.report
        .fault
        .unwrap_or_else(|| panic!("no fault:\n{report}"))
}

// ---- cp.async ----

#[test]
fn cp_async_copies_land_at_their_wait_with_zero_fill() {
    let input: Vec<i32> = (0..128).map(|i| 1000 + i).collect();
    let args = [Arg::Buffer(i32_bytes(&input)), Arg::Buffer(zeros(160 * 4))];
    let run = execute("cp_async", &args, &config(1, 32));
    assert!(!run.report.has_findings(), "{}", run.report);
    let out = i32s(&run.buffers[1]);
    for t in 0..32 {
        assert_eq!(out[t], input[t], "the 4-byte copy of thread {t}");
        for j in 0..4 {
            let expected = if j < 2 { input[4 * t + j] } else { 0 };
            assert_eq!(
                out[32 + 4 * t + j],
                expected,
                "word {j} of thread {t}'s 16-byte copy"
            );
        }
    }
}

/// `cp_async.mlir` with its second group's destination read before `wait_all`.
fn read_before_wait_all() -> String {
    let text = kernel_text("cp_async");
    let wait_all = "  llvm.call_intrinsic \"llvm.nvvm.cp.async.wait.all\"() : () -> ()\n";
    let read = "  %b = llvm.load %dst_b {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xi32>\n";
    assert!(text.contains(wait_all) && text.contains(read));
    text.replace(wait_all, "")
        .replace(read, &format!("{read}{wait_all}"))
}

#[test]
fn reading_a_cp_async_destination_before_its_wait_is_reported() {
    // wait_group 1 completed only the first group: the second is still in flight.
    let args = [Arg::Buffer(zeros(512)), Arg::Buffer(zeros(640))];
    let fault = fault_of(&read_before_wait_all(), "cp_async", &args, &forward(1, 32));
    assert_eq!(fault.kind, FaultKind::UnsynchronisedAsyncCopy, "{fault}");
    assert!(
        fault.message.starts_with("unsynchronised cp.async: read of shared @sb+0 while the cp.async at llvm.call_intrinsic llvm.nvvm.cp.async.cg.shared.global.16.s"),
        "{fault}"
    );
}

#[test]
fn a_read_moved_above_its_cp_async_wait_is_a_difference() {
    let before = kernel_text("cp_async");
    let verdict = kestrel_sim::diff_modules(&before, &read_before_wait_all(), &config(1, 32))
        .unwrap()
        .kernels[0]
        .verdict
        .clone();
    let Verdict::Different(reasons) = verdict else {
        panic!("expected a difference, got {verdict:?}");
    };
    assert!(
        reasons[0].contains("unsynchronised cp.async"),
        "{reasons:?}"
    );
}

#[test]
fn writing_a_cp_async_source_before_its_wait_is_reported() {
    let text = module(
        "%in: !llvm.ptr",
        r#"  %v = llvm.mlir.constant(7 : i32) : i32
  %sa = llvm.mlir.addressof @sa : !llvm.ptr<3>
  %g = llvm.addrspacecast %in : !llvm.ptr to !llvm.ptr<1>
  nvvm.cp.async.shared.global %sa, %g, 4, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.commit.group
  llvm.store %v, %in : i32, !llvm.ptr
  nvvm.cp.async.wait.group 0
  llvm.return"#,
    );
    let text = format!(
        "llvm.mlir.global internal @sa() {{addr_space = 3 : i32}} : !llvm.array<1 x i32>\n{text}"
    );
    let fault = fault_of(&text, "k", &[Arg::Buffer(zeros(4))], &forward(1, 1));
    assert_eq!(fault.kind, FaultKind::UnsynchronisedAsyncCopy, "{fault}");
    assert!(fault.message.contains("write of global arg0+0"), "{fault}");
}

/// Thread t copies in[t] to @sa[t] and reads its neighbour's @sa[(t + 1) % 32], with the
/// wait before the barrier (`wait_first`) or after it.
fn neighbour_exchange(wait_first: bool) -> String {
    let wait = "  nvvm.cp.async.wait.group 0\n";
    let (early, late) = if wait_first { (wait, "") } else { ("", wait) };
    format!(
        r#"llvm.mlir.global internal @sa() {{addr_space = 3 : i32}} : !llvm.array<32 x i32>
llvm.func @k(%in: !llvm.ptr, %out: !llvm.ptr) attributes {{nvvm.kernel}} {{
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c31 = llvm.mlir.constant(31 : i32) : i32
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %sa = llvm.mlir.addressof @sa : !llvm.ptr<3>
  %g = llvm.addrspacecast %in : !llvm.ptr to !llvm.ptr<1>
  %src = llvm.getelementptr %g[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %dst = llvm.getelementptr %sa[%t] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
  nvvm.cp.async.shared.global %dst, %src, 4, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.commit.group
{early}  nvvm.barrier0
{late}  %n0 = llvm.add %t, %c1 : i32
  %n = llvm.and %n0, %c31 : i32
  %pn = llvm.getelementptr %sa[%n] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
  %v = llvm.load %pn : !llvm.ptr<3> -> i32
  %po = llvm.getelementptr %out[%t] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %v, %po : i32, !llvm.ptr
  llvm.return
}}
"#
    )
}

#[test]
fn a_cp_async_waited_for_before_the_barrier_orders_other_threads_reads() {
    let report = kestrel_sim::race_check(&neighbour_exchange(true), &config(1, 32)).unwrap();
    assert!(report.unsupported.is_empty(), "{:?}", report.unsupported);
    assert!(!report.has_findings(), "{report}");
}

#[test]
fn a_cp_async_waited_for_after_the_barrier_races_with_other_threads_reads() {
    let report = kestrel_sim::race_check(&neighbour_exchange(false), &config(1, 32)).unwrap();
    let race = report.races().next().unwrap_or_else(|| panic!("{report}"));
    assert!(race.to_string().contains("cp.async"), "{race}");
}

// ---- ldmatrix ----

#[test]
fn ldmatrix_hands_each_lane_its_fragment() {
    // Matrix m, row r, column c holds 100 m + 8 r + c.
    let input: Vec<u8> = (0..256u16)
        .flat_map(|e| (100 * (e / 64) + e % 64).to_le_bytes())
        .collect();
    let run = execute(
        "ldmatrix",
        &[Arg::Buffer(input), Arg::Buffer(zeros(7 * 32 * 4))],
        &config(1, 32),
    );
    assert!(!run.report.has_findings(), "{}", run.report);
    let out = i32s(&run.buffers[1]);
    let pair = |lo: i32, hi: i32| lo | hi << 16;
    for lane in 0..32 {
        let (row, col) = (lane as i32 / 4, 2 * (lane as i32 % 4));
        let registers = &out[7 * lane..7 * lane + 7];
        for m in 0..4 {
            let element = 100 * m + 8 * row + col;
            assert_eq!(
                registers[m as usize],
                pair(element, element + 1),
                "x4 matrix {m} lane {lane}"
            );
        }
        for m in 0..2 {
            // Transposed: [row][col] of the fragment is [col][row] of the stored matrix.
            let lo = 100 * m + 8 * col + row;
            assert_eq!(
                registers[4 + m as usize],
                pair(lo, lo + 8),
                "x2.trans matrix {m} lane {lane}"
            );
        }
        assert_eq!(
            registers[6],
            pair(8 * row + col, 8 * row + col + 1),
            "x1 lane {lane}"
        );
    }
}

/// A kernel whose lanes below `lanes` run one ldmatrix and the others `other`.
fn split_ldmatrix(other: &str) -> String {
    let ldmatrix = r#"%r = llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3"(%p) : (!llvm.ptr<3>) -> i32"#;
    format!(
        r#"llvm.mlir.global internal @tile() {{addr_space = 3 : i32, alignment = 16 : i64}} : !llvm.array<64 x i16>
llvm.func @k(%x: i32) attributes {{nvvm.kernel}} {{
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %p = llvm.getelementptr %tile[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i16
  %low = llvm.icmp "ult" %t, %c16 : i32
  llvm.cond_br %low, ^a, ^b
^a:
  {ldmatrix}
  llvm.return
^b:
  {other}
  llvm.return
}}
"#
    )
}

#[test]
fn ldmatrix_in_half_a_warp_is_divergent() {
    let fault = fault_of(&split_ldmatrix(""), "k", &[Arg::Int(0)], &forward(1, 32));
    assert_eq!(fault.kind, FaultKind::DivergentBarrier, "{fault}");
    assert!(
        fault
            .message
            .starts_with("divergent ldmatrix.m8n8.x1.b16: only 16 of the 32 lanes of warp 0"),
        "{fault}"
    );
}

#[test]
fn ldmatrix_from_two_instructions_is_divergent() {
    let other = r#"%s = llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3"(%p) : (!llvm.ptr<3>) -> i32"#;
    let fault = fault_of(&split_ldmatrix(other), "k", &[Arg::Int(0)], &forward(1, 32));
    assert_eq!(fault.kind, FaultKind::DivergentBarrier, "{fault}");
    assert!(fault.message.contains("warp collective"), "{fault}");
}

#[test]
fn ldmatrix_in_a_partial_warp_is_divergent() {
    let text = split_ldmatrix("");
    let fault = fault_of(&text, "k", &[Arg::Int(0)], &forward(1, 16));
    assert_eq!(fault.kind, FaultKind::DivergentBarrier, "{fault}");
    assert!(fault.message.contains("only 16 of the 32 lanes"), "{fault}");
}

// ---- mma.sync ----

fn f16(value: f32) -> [u8; 2] {
    // Exact for the small integers and halves used here (normal f16 numbers).
    if value == 0.0 {
        return [0, 0];
    }
    let bits = value.to_bits();
    let sign = (bits >> 16) & 0x8000;
    let exponent = ((bits >> 23) & 0xff) - 127 + 15;
    let mantissa = (bits >> 13) & 0x3ff;
    ((sign | exponent << 10 | mantissa) as u16).to_le_bytes()
}

#[test]
fn mma_intrinsic_multiplies_ptx_fragments() {
    // A permutes rows (A[r][c] = 1 where c = (r + 3) mod 16), B[k][n] = 8k + n, C[r][n] =
    // r / 2 - n: D[r][n] = B[(r + 3) mod 16][n] + C[r][n].
    let a = |r: usize, c: usize| f32::from(u8::from(c == (r + 3) % 16));
    let b = |k: usize, n: usize| (8 * k + n) as f32;
    let c = |r: usize, n: usize| r as f32 / 2.0 - n as f32;
    let (mut fa, mut fb, mut fc) = (Vec::new(), Vec::new(), Vec::new());
    // The fragment tables of the PTX ISA for mma.m16n8k16 with .f16 A/B and .f32 C/D
    // (groupID = lane / 4, threadID_in_group = lane % 4).
    for lane in 0..32 {
        let (g, q) = (lane / 4, lane % 4);
        for (r, k) in [
            (g, 2 * q),
            (g, 2 * q + 1),
            (g + 8, 2 * q),
            (g + 8, 2 * q + 1),
            (g, 2 * q + 8),
            (g, 2 * q + 9),
            (g + 8, 2 * q + 8),
            (g + 8, 2 * q + 9),
        ] {
            fa.extend(f16(a(r, k)));
        }
        for k in [2 * q, 2 * q + 1, 2 * q + 8, 2 * q + 9] {
            fb.extend(f16(b(k, g)));
        }
        for (r, n) in [
            (g, 2 * q),
            (g, 2 * q + 1),
            (g + 8, 2 * q),
            (g + 8, 2 * q + 1),
        ] {
            fc.extend(c(r, n).to_le_bytes());
        }
    }
    let args = [
        Arg::Buffer(fa),
        Arg::Buffer(fb),
        Arg::Buffer(fc),
        Arg::Buffer(zeros(32 * 16)),
    ];
    let run = execute("mma", &args, &config(1, 32));
    assert!(!run.report.has_findings(), "{}", run.report);
    let d = f32s(&run.buffers[3]);
    for lane in 0..32 {
        let (g, q) = (lane / 4, lane % 4);
        let positions = [
            (g, 2 * q),
            (g, 2 * q + 1),
            (g + 8, 2 * q),
            (g + 8, 2 * q + 1),
        ];
        for (i, (r, n)) in positions.into_iter().enumerate() {
            let expected = b((r + 3) % 16, n) + c(r, n);
            assert_eq!(d[4 * lane + i], expected, "D[{r}][{n}] from lane {lane}");
        }
    }
}

/// Row-major f16 bytes of an `rows x cols` matrix.
fn f16_matrix(rows: usize, cols: usize, value: impl Fn(usize, usize) -> f32) -> Vec<u8> {
    (0..rows * cols)
        .flat_map(|i| f16(value(i / cols, i % cols)))
        .collect()
}

/// A memref descriptor's kernel arguments: allocated and aligned pointer (both `data`),
/// offset 0, sizes and strides of a row-major `rows x cols` matrix.
fn memref(data: Vec<u8>, rows: i64, cols: i64) -> [Arg; 7] {
    [
        Arg::Buffer(vec![0; 16]),
        Arg::Buffer(data),
        Arg::Int(0),
        Arg::Int(rows),
        Arg::Int(cols),
        Arg::Int(cols),
        Arg::Int(1),
    ]
}

/// Runs one of MLIR's tensor-core kernels (`third_party/mlir-gpu/NAME.mlir`) on C[M,N] =
/// A[M,K] * B[K,N] (+ C where the kernel accumulates into C) with small integers, and
/// checks C against the exact product. `order` is the order of the three memrefs among the
/// kernel's parameters (outlining orders them as the launch body first uses them).
fn check_mlir_matmul(name: &str, order: &str, accumulates: bool) {
    let (m, n, k) = (32, 16, 32);
    let a = |i: usize, kk: usize| ((3 * i + 5 * kk) % 7) as f32 - 3.0;
    let b = |kk: usize, j: usize| ((kk + 2 * j) % 5) as f32 - 2.0;
    let c = |i: usize, j: usize| i as f32 - j as f32;
    let c_bytes: Vec<u8> = (0..m * n)
        .flat_map(|e| c(e / n, e % n).to_le_bytes())
        .collect();
    let mut memrefs = [
        ('A', memref(f16_matrix(m, k, a), m as i64, k as i64)),
        ('B', memref(f16_matrix(k, n, b), k as i64, n as i64)),
        ('C', memref(c_bytes, m as i64, n as i64)),
    ];
    memrefs.sort_by_key(|(letter, _)| order.find(*letter));
    let args: Vec<Arg> = memrefs.into_iter().flat_map(|(_, args)| args).collect();
    // Two buffers (allocated, aligned) per memref; C's aligned one.
    let c_buffer = 2 * order.find('C').unwrap() + 1;
    let path = format!(
        "{}/../../third_party/mlir-gpu/{name}.mlir",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap();
    let program = kestrel_sim::load(&text, name).unwrap();
    let config = Config {
        grid: [(n / 8) as u32, (m / 16) as u32, 1],
        block: [32, 1, 1],
        ..Config::default()
    };
    let run = kestrel_sim::execute(&program, &format!("{name}_kernel"), &args, &config).unwrap();
    assert!(!run.report.has_findings(), "{}", run.report);
    let out = f32s(&run.buffers[c_buffer]);
    for i in 0..m {
        for j in 0..n {
            let product: f32 = (0..k).map(|kk| a(i, kk) * b(kk, j)).sum();
            let expected = product + if accumulates { c(i, j) } else { 0.0 };
            assert_eq!(out[i * n + j], expected, "C[{i}][{j}]");
        }
    }
}

#[test]
fn mlir_mma_sync_kernel_computes_a_times_b_plus_c() {
    check_mlir_matmul("mma_sync", "ACB", true);
}

#[test]
fn mlir_ldmatrix_mma_kernel_computes_a_times_b() {
    check_mlir_matmul("ldmatrix_mma", "ABC", false);
}

#[test]
fn triton_matmul_mma_in_inline_asm_computes_a_times_b() {
    // Triton's fp16 matmul (BM = BN = 64, BK = 32, 4 warps): `mma.sync` in inline asm, its
    // fragments laid out by Triton's compiler. One 64x64 tile, K = 64 (two steps), row-major.
    let (m, n, k) = (64usize, 64usize, 64usize);
    let a = |i: usize, kk: usize| ((3 * i + 5 * kk) % 7) as f32 - 3.0;
    let b = |kk: usize, j: usize| ((kk + 2 * j) % 5) as f32 - 2.0;
    let path = format!(
        "{}/../../third_party/triton/matmul_fp16.ll",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = kestrel_sim::input::read_module(&path).unwrap();
    let program = kestrel_sim::load(&text, "matmul_fp16").unwrap();
    let ints = [m, n, k, k, 1, n, 1, n, 1].map(|v| Arg::Int(v as i64));
    let args: Vec<Arg> = [
        Arg::Buffer(f16_matrix(m, k, a)),
        Arg::Buffer(f16_matrix(k, n, b)),
        Arg::Buffer(zeros(m * n * 2)),
    ]
    .into_iter()
    .chain(ints)
    .chain([Arg::Buffer(zeros(16)), Arg::Buffer(zeros(16))])
    .collect();
    let config = Config {
        dynamic_shared_bytes: 64 << 10,
        ..forward(1, 128)
    };
    let run = kestrel_sim::execute(&program, "matmul_fp16", &args, &config).unwrap();
    assert!(!run.report.has_findings(), "{}", run.report);
    let c = &run.buffers[2];
    for i in 0..m {
        for j in 0..n {
            let product: f32 = (0..k).map(|kk| a(i, kk) * b(kk, j)).sum();
            let at = 2 * (i * n + j);
            assert_eq!(c[at..at + 2], f16(product), "C[{i}][{j}] = {product}");
        }
    }
}

#[test]
fn ldmatrix_in_inline_asm_runs_as_the_intrinsic_does() {
    // The ldmatrix kernel with its x4 spelled as Triton's inline asm: the same registers.
    let intrinsic = kernel_text("ldmatrix");
    let x4 = "%x4 = nvvm.ldmatrix %dst {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>";
    let asm = r#"%x4 = llvm.inline_asm has_side_effects "ldmatrix.sync.aligned.m8n8.x4.shared.b16 { $0, $1, $2, $3 }, [ $4 ];", "=r,=r,=r,=r,l" %dst : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>"#;
    assert!(intrinsic.contains(x4));
    let in_asm = intrinsic.replace(x4, asm);
    let verdict = kestrel_sim::diff_modules(&intrinsic, &in_asm, &config(1, 32))
        .unwrap()
        .kernels[0]
        .verdict
        .clone();
    assert_eq!(verdict, Verdict::Equivalent);
}
