//! Inline PTX asm: the subset kernels and the adversary use runs as the IR it stands for,
//! its memory accesses count for the race detector, and anything else is refused by name.

use crate::support::*;
use kestrel_sim::{Arg, FaultKind};

const TILE: &str = "llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x i32>\n";

/// Runs `@k` of `text` with `args` on one block of `threads`, forward schedule; the
/// final buffers (panics on a fault).
fn run(text: &str, args: &[Arg], threads: u32) -> Vec<Vec<u8>> {
    let program = kestrel_sim::load(text, "test").unwrap_or_else(|e| panic!("{e}"));
    let run = kestrel_sim::execute(&program, "k", args, &forward(1, threads))
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(!run.report.has_findings(), "{}", run.report);
    run.buffers
}

#[test]
fn asm_storing_a_shared_pointer_runs() {
    // The adversary's `asm_store` shape: asm with a "memory" clobber stores a generic
    // shared pointer into a table, the kernel loads it back and reads through it.
    let text = format!(
        "{TILE}{}",
        module(
            "%out: !llvm.ptr, %slots: !llvm.ptr",
            r#"  %c3 = llvm.mlir.constant(3 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %g = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr
  %own = llvm.getelementptr inbounds %g[0, %t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<64 x i32>
  %v = llvm.mul %tid, %c3 : i32
  llvm.store %v, %own : i32, !llvm.ptr
  %slot = llvm.getelementptr inbounds %slots[%t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
  llvm.inline_asm has_side_effects "st.u64 [$0], $1;", "l,l,~{memory}" %slot, %own : (!llvm.ptr, !llvm.ptr) -> ()
  %q = llvm.load %slot : !llvm.ptr -> !llvm.ptr
  %r = llvm.load %q : !llvm.ptr -> i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %r, %po : i32, !llvm.ptr
  llvm.return"#
        )
    );
    let buffers = run(
        &text,
        &[Arg::Buffer(zeros(4 * 8)), Arg::Buffer(zeros(8 * 8))],
        8,
    );
    assert_eq!(i32s(&buffers[0]), (0..8).map(|t| 3 * t).collect::<Vec<_>>());
}

#[test]
fn an_indirect_operand_is_the_memory_it_points_to() {
    // `=*m`: `$0` prints as `[slot]`; the asm writes the slot, the kernel reads it back.
    let text = module(
        "%out: !llvm.ptr, %x: i32",
        r#"  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.inline_asm asm_dialect = att operand_attrs = [{elementtype = i32}, {}] "{ .reg .u32 a; add.u32 a, $1, 7; st.u32 $0, a; }", "=*m,r" %po, %tid : (!llvm.ptr, i32) -> ()
  llvm.return"#,
    );
    let buffers = run(&text, &[Arg::Buffer(zeros(4 * 4)), Arg::Int(0)], 4);
    assert_eq!(i32s(&buffers[0]), vec![7, 8, 9, 10]);
}

#[test]
fn predicated_loads_and_stores_run_only_where_the_predicate_holds() {
    // Triton's masked accesses: `mov` a default, then `@p ld.global.b32 { $0 }, [ $2 + 0 ]`;
    // `@p st.global.b16 [ $0 + 0 ], { $1 }`. Lanes 5..8 are masked off: their load would
    // read past the 5-element input (a fault if it ran), they keep the default, and their
    // 16-bit store does not happen.
    let text = module(
        "%out: !llvm.ptr, %in: !llvm.ptr, %half: !llvm.ptr",
        r#"  %c5 = llvm.mlir.constant(5 : i32) : i32
  %c7 = llvm.mlir.constant(7 : i16) : i16
  %dflt = llvm.mlir.constant(-1 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %mask = llvm.icmp "ult" %tid, %c5 : i32
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %v = llvm.inline_asm has_side_effects "mov.u32 $0, $1; @$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %dflt, %pi, %mask : (i32, !llvm.ptr, i1) -> i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %v, %po : i32, !llvm.ptr
  %ph = llvm.getelementptr inbounds %half[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i16
  llvm.inline_asm has_side_effects "@!$2 st.global.b16 [ $0 + 0 ], { $1 };", "l,c,b" %ph, %c7, %mask : (!llvm.ptr, i16, i1) -> ()
  llvm.return"#,
    );
    let input: Vec<u8> = (10..15i32).flat_map(|v| v.to_le_bytes()).collect();
    let buffers = run(
        &text,
        &[
            Arg::Buffer(zeros(4 * 8)),
            Arg::Buffer(input),
            Arg::Buffer(zeros(2 * 8)),
        ],
        8,
    );
    assert_eq!(i32s(&buffers[0]), vec![10, 11, 12, 13, 14, -1, -1, -1]);
    let halves: Vec<i16> = buffers[2]
        .chunks(2)
        .map(|b| i16::from_le_bytes([b[0], b[1]]))
        .collect();
    assert_eq!(
        halves,
        vec![0, 0, 0, 0, 0, 7, 7, 7],
        "the negated guard stores on 5..8"
    );
}

#[test]
fn predicated_asm_atomics_add_and_return_the_old_value() {
    // Triton's masked atomics: `mov.u32 $0, 0x0; @$3 atom.global.gpu.acq_rel.add.u32 $0,
    // [ $1 + 0 ], $2;`. Eight threads, the first five unmasked, each add tid + 1 to one
    // counter: the counter ends at 1 + 2 + 3 + 4 + 5, and the old values the five got back
    // are distinct prefixes of that sum (masked threads get the default 0).
    let text = module(
        "%out: !llvm.ptr, %counter: !llvm.ptr",
        r#"  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %mask = llvm.icmp "ult" %tid, %c5 : i32
  %inc = llvm.add %tid, %c1 : i32
  %old = llvm.inline_asm has_side_effects "mov.u32 $0, 0x0; @$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %counter, %inc, %mask : (!llvm.ptr, i32, i1) -> i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %old, %po : i32, !llvm.ptr
  llvm.return"#,
    );
    let buffers = run(
        &text,
        &[Arg::Buffer(zeros(4 * 8)), Arg::Buffer(zeros(4))],
        8,
    );
    assert_eq!(i32s(&buffers[1]), vec![15]);
    let old = i32s(&buffers[0]);
    assert_eq!(old[5..], [0, 0, 0]);
    let mut seen: Vec<i32> = old[..5].to_vec();
    seen.sort();
    seen.dedup();
    assert_eq!(
        seen.len(),
        5,
        "each atomic saw a different old value: {old:?}"
    );
    assert!(old[..5].iter().all(|&v| (0..15).contains(&v)), "{old:?}");
}

#[test]
fn asm_arithmetic_and_declared_registers() {
    // a = tid * 3 + x; a = (a - 1) * 2; out = a + 16, through a `.reg` of the asm's own.
    let text = module(
        "%out: !llvm.ptr, %x: i32",
        r#"  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %r = llvm.inline_asm "{ .reg .u32 a; mov.u32 a, %tid.x; mad.lo.s32 a, a, 3, $1; sub.s32 a, a, 1; mul.lo.u32 a, a, 2; add.u32 $0, a, 0x10; }", "=r,r" %x : (i32) -> i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %r, %po : i32, !llvm.ptr
  llvm.return"#,
    );
    let buffers = run(&text, &[Arg::Buffer(zeros(4 * 4)), Arg::Int(5)], 4);
    assert_eq!(
        i32s(&buffers[0]),
        (0..4).map(|t| (3 * t + 5 - 1) * 2 + 16).collect::<Vec<_>>()
    );
}

#[test]
fn asm_carry_chains_compute_at_64_bits() {
    // libdevice's `sinf` range reduction: `{hi, lo} = a * b + c` through the carry flag.
    let text = module(
        "%out: !llvm.ptr, %a: i32, %b: i32, %c: i32",
        r#"  %r = llvm.inline_asm "{ mad.lo.cc.u32 $0, $2, $3, $4; madc.hi.u32 $1, $2, $3, 0; }", "=r,=r,r,r,r" %a, %b, %c : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  %lo = llvm.extractvalue %r[0] : !llvm.struct<(i32, i32)>
  %hi = llvm.extractvalue %r[1] : !llvm.struct<(i32, i32)>
  %s = llvm.inline_asm "{ add.cc.u32 $0, $2, $3; addc.u32 $1, $2, 0; }", "=r,=r,r,r" %a, %c : (i32, i32) -> !llvm.struct<(i32, i32)>
  %slo = llvm.extractvalue %s[0] : !llvm.struct<(i32, i32)>
  %shi = llvm.extractvalue %s[1] : !llvm.struct<(i32, i32)>
  %p1 = llvm.getelementptr inbounds %out[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %p2 = llvm.getelementptr inbounds %out[2] : (!llvm.ptr) -> !llvm.ptr, i32
  %p3 = llvm.getelementptr inbounds %out[3] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %lo, %out : i32, !llvm.ptr
  llvm.store %hi, %p1 : i32, !llvm.ptr
  llvm.store %slo, %p2 : i32, !llvm.ptr
  llvm.store %shi, %p3 : i32, !llvm.ptr
  llvm.return"#,
    );
    for (a, b, c) in [
        (u32::MAX, u32::MAX, u32::MAX),
        (0x1234_5678, 0x9abc_def0, 0xffff_fff0),
        (7, 6, 5),
    ] {
        let buffers = run(
            &text,
            &[
                Arg::Buffer(zeros(16)),
                Arg::Int(i64::from(a as i32)),
                Arg::Int(i64::from(b as i32)),
                Arg::Int(i64::from(c as i32)),
            ],
            1,
        );
        let full = u64::from(a) * u64::from(b) + u64::from(c);
        // `addc.u32 $1, a, 0`: a plus the carry of `a + c`.
        let carry = (u64::from(a) + u64::from(c)) >> 32;
        let words: Vec<u32> = i32s(&buffers[0]).iter().map(|&w| w as u32).collect();
        assert_eq!(
            words,
            [
                full as u32,
                (full >> 32) as u32,
                a.wrapping_add(c),
                a.wrapping_add(carry as u32)
            ],
            "{a:#x} * {b:#x} + {c:#x}"
        );
    }
}

#[test]
fn asm_float_math_runs_as_the_intrinsic_of_its_name() {
    let text = module(
        "%out: !llvm.ptr",
        r#"  %four = llvm.mlir.constant(4.0 : f32) : f32
  %one = llvm.mlir.constant(1.0 : f32) : f32
  %r = llvm.inline_asm "rcp.approx.ftz.f32 $0,$1;", "=f,f" %four : (f32) -> f32
  %d = llvm.inline_asm "sub.rn.f32 $0, $1, $2;", "=f,f,f" %one, %r : (f32, f32) -> f32
  %f = llvm.inline_asm "fma.rn.f32 $0, $1, $2, $3;", "=f,f,f,f" %d, %four, %one : (f32, f32, f32) -> f32
  %p1 = llvm.getelementptr inbounds %out[1] : (!llvm.ptr) -> !llvm.ptr, f32
  %p2 = llvm.getelementptr inbounds %out[2] : (!llvm.ptr) -> !llvm.ptr, f32
  llvm.store %r, %out : f32, !llvm.ptr
  llvm.store %d, %p1 : f32, !llvm.ptr
  llvm.store %f, %p2 : f32, !llvm.ptr
  llvm.return"#,
    );
    let buffers = run(&text, &[Arg::Buffer(zeros(12))], 1);
    assert_eq!(f32s(&buffers[0]), vec![0.25, 0.75, 4.0]);
}

/// Stores `value` (of type `ty`) at element `index` of `%out` as an array of `element`.
fn store_slot(element: &str, index: usize, value: &str, ty: &str) -> String {
    format!(
        "  %{element}_{index} = llvm.getelementptr inbounds %out[{index}] : (!llvm.ptr) -> !llvm.ptr, {element}\n  llvm.store {value}, %{element}_{index} : {ty}, !llvm.ptr\n"
    )
}

#[test]
fn cuda_fp16_asm_computes_half_precision_exactly() {
    // The asm strings of cuda_fp16.h (CUDA 13) for __hadd, __hsub, __hmul, __hfma, __hmin,
    // __hmax, __hneg, __hlt, __half2float, __float2half, __halves2half2, __hmul2, __hfma2
    // and hexp, on x = 1.5 (0x3e00) and y = 0.25 (0x3400).
    let half = |name: &str, asm: &str, operands: &str| {
        let count = operands.split(',').count();
        let constraints = format!("=h{}", ",h".repeat(count));
        let types = vec!["i16"; count].join(", ");
        format!(
            "  %{name} = llvm.inline_asm \"{asm}\", \"{constraints}\" {operands} : ({types}) -> i16\n"
        )
    };
    let mut body = String::from(
        "  %x = llvm.mlir.constant(15872 : i16) : i16
  %y = llvm.mlir.constant(13312 : i16) : i16
  %zero = llvm.mlir.constant(0 : i16) : i16
  %third = llvm.mlir.constant(0.333333343 : f32) : f32
",
    );
    body += &half("add", "{add.f16 $0,$1,$2;\\0A}", "%x, %y");
    body += &half("sub", "{sub.f16 $0,$1,$2;\\0A}", "%x, %y");
    body += &half("mul", "{mul.f16 $0,$1,$2;\\0A}", "%x, %y");
    body += &half("fma", "{fma.rn.f16 $0,$1,$2,$3;\\0A}", "%x, %y, %x");
    body += &half("min", "{min.f16 $0,$1,$2;\\0A}", "%x, %y");
    body += &half("max", "{max.f16 $0,$1,$2;\\0A}", "%x, %y");
    body += &half("neg", "{neg.f16 $0,$1;\\0A}", "%x");
    let less = "{ .reg .pred __$$temp3;\\0A  setp.lt.f16  __$$temp3, $1, $2;\\0A  selp.u16 $0, 1, 0, __$$temp3;}";
    body += &half("xlty", less, "%x, %y");
    body += &half("yltx", less, "%y, %x");
    body += &half("eq", "set.eq.f16.f16 $0, $1, $2;", "%x, %x");
    body += &half("ne", "set.eq.f16.f16 $0, $1, $2;", "%x, %y");
    // hexp: cvt, fma.rn.f32 and ex2 in f32, cvt back, four `set.eq` + `fma.rn.f16`
    // corrections at special inputs (none of them 0), declared with `.reg.b32` (no space).
    let hexp = "{.reg.b32         f, C, nZ;       \\0A .reg.b16         h,r;            \\0A  mov.b16         h,$1;           \\0A  cvt.f32.f16     f,h;            \\0A  mov.b32         C, 0x3fb8aa3bU; \\0A  mov.b32         nZ, 0x80000000U;\\0A  fma.rn.f32      f,f,C,nZ;       \\0A  ex2.approx.ftz.f32  f,f;        \\0A  cvt.rn.f16.f32      r,f;        \\0A{.reg.b16 spc, ulp, p;\\0A  mov.b16 spc,0X1F79U;\\0A  mov.b16 ulp,0x9400U;\\0A  set.eq.f16.f16 p,h, spc;\\0A  fma.rn.f16 r,p,ulp,r;\\0A}\\0A{.reg.b16 spc, ulp, p;\\0A  mov.b16 spc,0XC1EFU;\\0A  mov.b16 ulp,0x0200U;\\0A  set.eq.f16.f16 p,h, spc;\\0A  fma.rn.f16 r,p,ulp,r;\\0A}\\0A  mov.b16         $0,r;           \\0A}";
    body += &half("exp0", hexp, "%zero");
    body += "  %wide = llvm.inline_asm \"{  cvt.f32.f16 $0, $1;}\\0A\", \"=f,h\" %x : (i16) -> f32
  %narrow = llvm.inline_asm \"{  cvt.rn.f16.f32 $0, $1;}\\0A\", \"=h,f\" %third : (f32) -> i16
  %pair = llvm.inline_asm \"{  mov.b32 $0, {$1,$2};}\\0A\", \"=r,h,h\" %x, %y : (i16, i16) -> i32
  %square = llvm.inline_asm \"{mul.f16x2 $0,$1,$2;\\0A}\", \"=r,r,r\" %pair, %pair : (i32, i32) -> i32
  %fused = llvm.inline_asm \"{fma.rn.f16x2 $0,$1,$2,$3;\\0A}\", \"=r,r,r,r\" %pair, %pair, %square : (i32, i32, i32) -> i32
  %unsigned = llvm.inline_asm \"{ .reg .pred p; setp.hi.u32 p, $1, $2; selp.b32 $0, 7, 9, p; }\", \"=r,r,r\" %pair, %square : (i32, i32) -> i32
";
    for (index, name) in [
        "add", "sub", "mul", "fma", "min", "max", "neg", "xlty", "yltx", "eq", "ne", "exp0",
        "narrow",
    ]
    .iter()
    .enumerate()
    {
        body += &store_slot("i16", index, &format!("%{name}"), "i16");
    }
    for (index, name, ty) in [
        (8, "wide", "f32"),
        (9, "pair", "i32"),
        (10, "square", "i32"),
        (11, "fused", "i32"),
        (12, "unsigned", "i32"),
    ] {
        body += &store_slot("i32", index, &format!("%{name}"), ty);
    }
    body += "  llvm.return";
    let text = module("%out: !llvm.ptr", &body);
    let buffers = run(&text, &[Arg::Buffer(zeros(13 * 4))], 1);
    let out = &buffers[0];
    let halves: Vec<u16> = out[..26]
        .chunks(2)
        .map(|c| u16::from_le_bytes([c[0], c[1]]))
        .collect();
    assert_eq!(
        halves,
        [
            0x3f00, // 1.75
            0x3d00, // 1.25
            0x3600, // 0.375
            0x3f80, // 1.5 * 0.25 + 1.5 = 1.875
            0x3400, // min
            0x3e00, // max
            0xbe00, // -1.5
            0,      // 1.5 < 0.25
            1,      // 0.25 < 1.5
            0x3c00, // set: 1.0 where equal
            0,      // 0 where not
            0x3c00, // exp(0) = 1
            0x3555, // 1/3 rounded to half
        ]
    );
    let words = i32s(&out[32..]);
    assert_eq!(f32::from_bits(words[0] as u32), 1.5);
    assert_eq!(words[1] as u32, 0x3400_3e00, "x in the low half");
    assert_eq!(words[2] as u32, 0x2c00_4080, "2.25 and 0.0625");
    // 1.5 * 1.5 + 2.25 = 4.5 (0x4480); 0.25 * 0.25 + 0.0625 = 0.125 (0x3000).
    assert_eq!(words[3] as u32, 0x3000_4480);
    assert_eq!(words[4], 7, "0x34003e00 is above 0x2c004080, unsigned");
}

#[test]
fn asm_loads_widen_and_stores_narrow() {
    // st.global.u8 stores the low byte of a 32-bit register; ld.global.s8 sign-extends it
    // back; ld.volatile.u16 zero-extends; `+r` (a tied input) starts from the input.
    let text = module(
        "%buf: !llvm.ptr, %out: !llvm.ptr",
        r#"  %c = llvm.mlir.constant(511 : i32) : i32
  llvm.inline_asm has_side_effects "st.global.u8 [$0+1], $1;", "l,r,~{memory}" %buf, %c : (!llvm.ptr, i32) -> ()
  %s = llvm.inline_asm "ld.global.s8 $0, [$1+1];", "=r,l" %buf : (!llvm.ptr) -> i32
  %u = llvm.inline_asm "ld.volatile.u16 $0, [$1];", "=r,l" %buf : (!llvm.ptr) -> i32
  %sum = llvm.inline_asm "add.s32 $0, $0, $1;", "=r,r,0" %s, %u : (i32, i32) -> i32
  llvm.store %sum, %out : i32, !llvm.ptr
  llvm.return"#,
    );
    let buffers = run(&text, &[Arg::Buffer(zeros(4)), Arg::Buffer(zeros(4))], 1);
    assert_eq!(buffers[0], vec![0, 0xff, 0, 0]);
    // -1 (the byte 0xff sign-extended) + 0xff00.
    assert_eq!(i32s(&buffers[1]), vec![0xff00 - 1]);
}

/// Every thread stores into its own slot through asm (`cvta.to.shared`, `st.shared`) and
/// reads its neighbour's through asm; `sync` goes between.
fn neighbour_exchange(sync: &str) -> String {
    format!(
        "{TILE}{}",
        module(
            "%out: !llvm.ptr",
            &format!(
                r#"  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c31 = llvm.mlir.constant(31 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %n1 = llvm.add %tid, %c1 : i32
  %n = llvm.and %n1, %c31 : i32
  %nt = llvm.zext %n : i32 to i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %g = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr
  %own = llvm.getelementptr inbounds %g[0, %t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<64 x i32>
  %nb = llvm.getelementptr inbounds %g[0, %nt] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<64 x i32>
  %sa = llvm.inline_asm "cvta.to.shared.u64 $0, $1;", "=l,l" %own : (!llvm.ptr) -> i64
  llvm.inline_asm has_side_effects "st.shared.u32 [$0], $1;", "l,r,~{{memory}}" %sa, %tid : (i64, i32) -> ()
{sync}
  %na = llvm.inline_asm "cvta.to.shared.u64 $0, $1;", "=l,l" %nb : (!llvm.ptr) -> i64
  %v = llvm.inline_asm has_side_effects "ld.shared.u32 $0, [$1];", "=r,l,~{{memory}}" %na : (i64) -> i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %v, %po : i32, !llvm.ptr
  llvm.return"#
            )
        )
    )
}

#[test]
fn asm_accesses_race_without_an_asm_barrier() {
    let racy = kestrel_sim::race_check(&neighbour_exchange(""), &config(1, 32)).unwrap();
    let race = racy.races().next().unwrap_or_else(|| panic!("{racy:?}"));
    assert_eq!(race.space, "shared");
    assert!(race.first.site.op.contains("inline_asm"), "{race:?}");
    let barrier = r#"  llvm.inline_asm has_side_effects "bar.sync 0;", "~{memory}" : () -> ()"#;
    let synced = kestrel_sim::race_check(&neighbour_exchange(barrier), &config(1, 32)).unwrap();
    assert_eq!(synced.races().count(), 0, "{synced:?}");
    let program = kestrel_sim::load(&neighbour_exchange(barrier), "test").unwrap();
    let run =
        kestrel_sim::execute(&program, "k", &[Arg::Buffer(zeros(4 * 32))], &config(1, 32)).unwrap();
    assert!(!run.report.has_findings(), "{}", run.report);
    assert_eq!(
        i32s(&run.buffers[0]),
        (0..32).map(|t| (t + 1) % 32).collect::<Vec<_>>()
    );
}

#[test]
fn an_asm_shared_access_with_a_generic_address_faults() {
    // `st.shared` given the generic address (no `cvta.to.shared`) is a bad address.
    let text = format!(
        "{TILE}{}",
        module(
            "%out: !llvm.ptr",
            r#"  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %g = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr
  %c = llvm.mlir.constant(1 : i32) : i32
  llvm.inline_asm has_side_effects "st.shared.u32 [$0], $1;", "l,r,~{memory}" %g, %c : (!llvm.ptr, i32) -> ()
  llvm.return"#
        )
    );
    let program = kestrel_sim::load(&text, "test").unwrap();
    let run =
        kestrel_sim::execute(&program, "k", &[Arg::Buffer(zeros(4))], &forward(1, 1)).unwrap();
    let fault = run.report.fault.expect("a fault");
    assert_eq!(fault.kind, FaultKind::InvalidAccess);
    assert!(fault.message.contains("out-of-bounds store"), "{fault}");
}

#[test]
fn an_output_the_asm_never_writes_is_poison() {
    let text = module(
        "%out: !llvm.ptr",
        r#"  %r = llvm.inline_asm "membar.gl;", "=r" : () -> i32
  llvm.store %r, %out : i32, !llvm.ptr
  llvm.return"#,
    );
    let program = kestrel_sim::load(&text, "test").unwrap();
    let run =
        kestrel_sim::execute(&program, "k", &[Arg::Buffer(zeros(4))], &forward(1, 1)).unwrap();
    assert_eq!(run.report.poison_store_count, 1, "{}", run.report);
}

#[test]
fn asm_outside_the_subset_is_refused_by_name() {
    let refused = |asm: &str, constraints: &str, operands: &str, types: &str| {
        let text = module(
            "%out: !llvm.ptr, %x: i32",
            &format!(
                "  llvm.inline_asm has_side_effects \"{asm}\", \"{constraints}\" {operands} : {types}\n  llvm.return"
            ),
        );
        let program = kestrel_sim::load(&text, "test").unwrap();
        let report = kestrel_sim::run_program(&program, &forward(1, 1)).unwrap();
        report.unsupported[0].1.to_string()
    };
    let cases = [
        (
            "done: st.u32 [$0], $1;",
            "l,r",
            "%out, %x",
            "(!llvm.ptr, i32) -> ()",
            "a label",
        ),
        (
            "@$1 mov.u32 $1, 0;",
            "l,r",
            "%out, %x",
            "(!llvm.ptr, i32) -> ()",
            "a predicate on `mov.u32 $1, 0`",
        ),
        (
            "@$1 st.u32 [$0], 1;",
            "l,r",
            "%out, %x",
            "(!llvm.ptr, i32) -> ()",
            "predicate `$1` is no 1-bit register",
        ),
        (
            "st.global.u32 $0, 1;",
            "=*m",
            "%out",
            "(!llvm.ptr) -> ()",
            "an indirect operand `$0` in a state-space access",
        ),
        (
            "mov.u64 $0, 1;",
            "=*m",
            "%out",
            "(!llvm.ptr) -> ()",
            "`$0` is not a register the asm may write",
        ),
        (
            "st.u32 $0, 1;",
            "=*r",
            "%out",
            "(!llvm.ptr) -> ()",
            "indirect operand `=*r`",
        ),
        (
            "mov.u32 $1, 0;",
            "l,r",
            "%out, %x",
            "(!llvm.ptr, i32) -> ()",
            "`$1` is not a register the asm may write",
        ),
        (
            "st.global.cs.u32 [$0], $1;",
            "l,r",
            "%out, %x",
            "(!llvm.ptr, i32) -> ()",
            "`st.global.cs.u32`: `.cs`",
        ),
        (
            "st.u32 [$0], $1;",
            "r,r",
            "%x, %x",
            "(i32, i32) -> ()",
            "address `[$0]`",
        ),
        (
            "atom.global.cas.b32 $0, [$1], 1, 2;",
            "l",
            "%out",
            "(!llvm.ptr) -> ()",
            "`atom.global.cas.b32`: `.cas`",
        ),
        (
            "madc.hi.u32 $1, $1, $1, 0;",
            "l,r",
            "%out, %x",
            "(!llvm.ptr, i32) -> ()",
            "`madc.hi.u32` before the carry is set",
        ),
        (
            "sqrt.rn.f32 $1, $1;",
            "l,r",
            "%out, %x",
            "(!llvm.ptr, i32) -> ()",
            "`$1` is not a register the asm may write",
        ),
        (
            "red.global.add.u32 [$0], 1;",
            "l",
            "%out",
            "(!llvm.ptr) -> ()",
            "instruction `red.global.add.u32`",
        ),
        (
            "{ .reg .u32 a, b, c; mov.b64 {a,b,c}, $0; }",
            "l",
            "%out",
            "(!llvm.ptr) -> ()",
            "a vector of 3 in a 64-bit mov",
        ),
        (
            "{ .reg .u32 a; subc.u32 a, $1, 1; }",
            "l,r",
            "%out, %x",
            "(!llvm.ptr, i32) -> ()",
            "`subc.u32` before the carry is set",
        ),
        (
            "{ .reg .u64 a; mul.hi.u64 a, $0, $0; }",
            "l",
            "%out",
            "(!llvm.ptr) -> ()",
            "`mul.hi` on type `u64`",
        ),
        (
            "{ .reg .b16 h; add.ftz.f16 h, h, h; }",
            "l",
            "%out",
            "(!llvm.ptr) -> ()",
            "instruction `add.ftz.f16`",
        ),
        (
            "{ .reg .b16 h; cvt.rz.f16.f32 h, $1; }",
            "l,r",
            "%out, %x",
            "(!llvm.ptr, i32) -> ()",
            "instruction `cvt.rz.f16.f32`",
        ),
        (
            "{ .reg .pred p; setp.lt.and.u32 p, $1, 0; }",
            "l,r",
            "%out, %x",
            "(!llvm.ptr, i32) -> ()",
            "instruction `setp.lt.and.u32`",
        ),
    ];
    for (asm, constraints, operands, types, why) in cases {
        let message = refused(asm, constraints, operands, types);
        assert!(
            message.starts_with(&format!("unsupported in @k: inline asm \"{asm}\" at 2:3: ")),
            "{message}"
        );
        assert!(message.ends_with(why), "{asm}: {message}");
    }
}

#[test]
fn asm_names_module_variables_and_prefetches() {
    // PTX names a variable by its symbol: `cvta.shared.u64 a, tile` is @tile's generic
    // address even where the IR takes no address of it (the launch still gives the kernel
    // @tile). A prefetch touches nothing.
    let text = format!(
        "{TILE}{}",
        module(
            "%out: !llvm.ptr",
            r#"  %c9 = llvm.mlir.constant(9 : i32) : i32
  %p = llvm.inline_asm "{ .reg .u64 a; cvta.shared.u64 a, tile; add.u64 $0, a, 4; }", "=l" : () -> !llvm.ptr
  llvm.inline_asm has_side_effects "prefetch.global.L2 [$0];", "l" %out : (!llvm.ptr) -> ()
  llvm.store %c9, %p : i32, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return"#
        )
    );
    let buffers = run(&text, &[Arg::Buffer(zeros(4))], 1);
    assert_eq!(i32s(&buffers[0]), vec![9]);
}

/// The bit instructions clang's CUDA headers write as asm (`__ffs` is `bfind.shiftamt.u32`
/// of the reversed word, `__clz`, `__popc`, `__brev`): each lane applies one to its own
/// word, and the results are what PTX defines, 0xffffffff where `bfind` finds nothing.
#[test]
fn bit_instructions_compute_what_ptx_defines() {
    let text = module(
        "%out: !llvm.ptr, %in: !llvm.ptr",
        r#"  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %x = llvm.load %pi : !llvm.ptr -> i32
  %a = llvm.inline_asm "bfind.u32 $0, $1;", "=r,r" %x : (i32) -> i32
  %b = llvm.inline_asm "bfind.s32 $0, $1;", "=r,r" %x : (i32) -> i32
  %c = llvm.inline_asm "bfind.shiftamt.u32 $0, $1;", "=r,r" %x : (i32) -> i32
  %d = llvm.inline_asm "popc.b32 $0, $1;", "=r,r" %x : (i32) -> i32
  %e = llvm.inline_asm "clz.b32 $0, $1;", "=r,r" %x : (i32) -> i32
  %f = llvm.inline_asm "brev.b32 $0, $1;", "=r,r" %x : (i32) -> i32
  %c6 = llvm.mlir.constant(6 : i64) : i64
  %base = llvm.mul %t, %c6 : i64
  %p0 = llvm.getelementptr inbounds %out[%base] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %a, %p0 : i32, !llvm.ptr
  %p1 = llvm.getelementptr inbounds %p0[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %b, %p1 : i32, !llvm.ptr
  %p2 = llvm.getelementptr inbounds %p0[2] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %c, %p2 : i32, !llvm.ptr
  %p3 = llvm.getelementptr inbounds %p0[3] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %d, %p3 : i32, !llvm.ptr
  %p4 = llvm.getelementptr inbounds %p0[4] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %e, %p4 : i32, !llvm.ptr
  %p5 = llvm.getelementptr inbounds %p0[5] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %f, %p5 : i32, !llvm.ptr
  llvm.return"#,
    );
    let words: [u32; 4] = [0, 1, 0x0000_0110, 0xffff_fff0];
    let input: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let buffers = run(
        &text,
        &[Arg::Buffer(zeros(4 * 6 * 4)), Arg::Buffer(input)],
        4,
    );
    let none = -1;
    assert_eq!(
        i32s(&buffers[0]),
        vec![
            none,
            none,
            none,
            0,
            32,
            0, // 0
            0,
            0,
            31,
            1,
            31,
            i32::MIN, // 1
            8,
            8,
            23,
            2,
            23,
            0x0880_0000, // 0x110
            31,
            3,
            0,
            28,
            0,
            0x0fff_ffff, // 0xfffffff0: bfind.s32 finds its lowest 0, bit 3
        ]
    );
}

/// What CUDA 13's headers write for `__funnelshift_l`/`_rc`, `__byte_perm` (an intrinsic),
/// `__float2bfloat16`, `__floats2half2_rn` and bf16 `__hmul2` (an `fma.rn.bf16x2` with -0),
/// as their asm spells it.
#[test]
fn funnel_shifts_byte_permutes_and_bf16_run_as_ptx_defines() {
    let text = module(
        "%out: !llvm.ptr",
        r#"  %lo = llvm.mlir.constant(-1985229329 : i32) : i32
  %hi = llvm.mlir.constant(19088743 : i32) : i32
  %four = llvm.mlir.constant(4 : i32) : i32
  %forty = llvm.mlir.constant(40 : i32) : i32
  %a = llvm.inline_asm "shf.l.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r" %lo, %hi, %four : (i32, i32, i32) -> i32
  %b = llvm.inline_asm "shf.r.clamp.b32 $0, $1, $2, $3;", "=r,r,r,r" %lo, %hi, %forty : (i32, i32, i32) -> i32
  %x = llvm.mlir.constant(857870592 : i32) : i32
  %y = llvm.mlir.constant(2003195204 : i32) : i32
  %sel = llvm.mlir.constant(20800 : i32) : i32
  %c = llvm.call_intrinsic "llvm.nvvm.prmt"(%x, %y, %sel) : (i32, i32, i32) -> i32
  %one = llvm.mlir.constant(1.0 : f32) : f32
  %three = llvm.mlir.constant(3.0 : f32) : f32
  %d16 = llvm.inline_asm "{  cvt.rn.bf16.f32 $0, $1;}", "=h,f" %three : (f32) -> i16
  %d = llvm.zext %d16 : i16 to i32
  %e = llvm.inline_asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }", "=r,f,f" %one, %three : (f32, f32) -> i32
  %f = llvm.inline_asm "{ cvt.rn.bf16x2.f32 $0, $2, $1; }", "=r,f,f" %one, %three : (f32, f32) -> i32
  %g = llvm.inline_asm "{.reg .b32 c; mov.b32 c, 0x80008000U; fma.rn.bf16x2 $0,$1,$2,c;}", "=r,r,r" %f, %f : (i32, i32) -> i32
  %p0 = llvm.getelementptr inbounds %out[0] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %a, %p0 : i32, !llvm.ptr
  %p1 = llvm.getelementptr inbounds %out[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %b, %p1 : i32, !llvm.ptr
  %p2 = llvm.getelementptr inbounds %out[2] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %c, %p2 : i32, !llvm.ptr
  %p3 = llvm.getelementptr inbounds %out[3] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %d, %p3 : i32, !llvm.ptr
  %p4 = llvm.getelementptr inbounds %out[4] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %e, %p4 : i32, !llvm.ptr
  %p5 = llvm.getelementptr inbounds %out[5] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %f, %p5 : i32, !llvm.ptr
  %p6 = llvm.getelementptr inbounds %out[6] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %g, %p6 : i32, !llvm.ptr
  llvm.return"#,
    );
    let buffers = run(&text, &[Arg::Buffer(zeros(7 * 4))], 1);
    let words: Vec<u32> = i32s(&buffers[0]).iter().map(|&w| w as u32).collect();
    assert_eq!(
        words,
        vec![
            0x1234_5678, // the high word of 0x0123456789abcdef << 4
            0x0123_4567, // >> min(40, 32): the high word
            0x5511_4400, // __byte_perm(0x33221100, 0x77665544, 0x5140)
            0x4040,      // bf16 3.0
            0x4200_3c00, // f16x2 (3.0 high, 1.0 low): the asm passes $2 first
            0x4040_3f80, // bf16x2 likewise
            0x4110_3f80, // each lane squared: 9.0 high, 1.0 low
        ]
    );
}

/// libdevice's double `log`/`exp`/`pow` take doubles apart and put them together with
/// `llvm.nvvm.d2i.hi`/`d2i.lo` and `llvm.nvvm.lohi.i2d` (low word first).
#[test]
fn double_halves_come_apart_and_back_together() {
    let text = module(
        "%out: !llvm.ptr, %x: f64",
        r#"  %hi = llvm.call_intrinsic "llvm.nvvm.d2i.hi"(%x) : (f64) -> i32
  %lo = llvm.call_intrinsic "llvm.nvvm.d2i.lo"(%x) : (f64) -> i32
  %same = llvm.call_intrinsic "llvm.nvvm.lohi.i2d"(%lo, %hi) : (i32, i32) -> f64
  %swapped = llvm.call_intrinsic "llvm.nvvm.lohi.i2d"(%hi, %lo) : (i32, i32) -> f64
  llvm.store %same, %out : f64, !llvm.ptr
  %p1 = llvm.getelementptr inbounds %out[1] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %swapped, %p1 : f64, !llvm.ptr
  %p2 = llvm.getelementptr inbounds %out[4] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %hi, %p2 : i32, !llvm.ptr
  %p3 = llvm.getelementptr inbounds %out[5] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %lo, %p3 : i32, !llvm.ptr
  llvm.return"#,
    );
    let x = 1.5f64;
    let buffers = run(
        &text,
        &[Arg::Buffer(zeros(8 * 2 + 4 * 2)), Arg::Float(x)],
        1,
    );
    let bits = x.to_bits();
    let f64_at = |i: usize| {
        f64::from_bits(u64::from_le_bytes(
            buffers[0][8 * i..8 * i + 8].try_into().unwrap(),
        ))
    };
    assert_eq!(f64_at(0), x);
    assert_eq!(f64_at(1).to_bits(), bits.rotate_right(32));
    let words = i32s(&buffers[0][16..]);
    assert_eq!(words, vec![(bits >> 32) as i32, bits as i32]);
}

/// The 64-bit words of a buffer.
fn u64s(bytes: &[u8]) -> Vec<u64> {
    bytes
        .chunks_exact(8)
        .map(|c| u64::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

#[test]
fn wide_arithmetic_of_libdevice_trig_reduction_runs() {
    // libdevice's double `sin`/`cos` slow path: 64-bit values split into 32-bit halves with
    // `mov.b64 {lo,hi}`, a 64x64 -> 128-bit product from `mul.lo`/`mul.hi` and carry chains,
    // a 128-bit difference through borrow chains (`sub.cc`, `subc.cc`, `subc`), and the
    // halves packed back with `mov.b64 d, {lo,hi}`.
    let text = module(
        "%out: !llvm.ptr, %a: i64, %b: i64, %c: i64, %d: i64",
        r#"  %m = llvm.inline_asm "{ .reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi; mov.b64 {alo,ahi}, $2; mov.b64 {blo,bhi}, $3; mul.lo.u32 r0, alo, blo; mul.hi.u32 r1, alo, blo; mad.lo.cc.u32 r1, alo, bhi, r1; madc.hi.u32 r2, alo, bhi, 0; mad.lo.cc.u32 r1, ahi, blo, r1; madc.hi.cc.u32 r2, ahi, blo, r2; madc.hi.u32 r3, ahi, bhi, 0; mad.lo.cc.u32 r2, ahi, bhi, r2; addc.u32 r3, r3, 0; mov.b64 $0, {r0,r1}; mov.b64 $1, {r2,r3}; }", "=l,=l,l,l" %a, %b : (i64, i64) -> !llvm.struct<(i64, i64)>
  %mlo = llvm.extractvalue %m[0] : !llvm.struct<(i64, i64)>
  %mhi = llvm.extractvalue %m[1] : !llvm.struct<(i64, i64)>
  %s = llvm.inline_asm "{ .reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3; mov.b64 {a0,a1}, $2; mov.b64 {a2,a3}, $3; mov.b64 {b0,b1}, $4; mov.b64 {b2,b3}, $5; sub.cc.u32 r0, a0, b0; subc.cc.u32 r1, a1, b1; subc.cc.u32 r2, a2, b2; subc.u32 r3, a3, b3; mov.b64 $0, {r0,r1}; mov.b64 $1, {r2,r3}; }", "=l,=l,l,l,l,l" %a, %b, %c, %d : (i64, i64, i64, i64) -> !llvm.struct<(i64, i64)>
  %slo = llvm.extractvalue %s[0] : !llvm.struct<(i64, i64)>
  %shi = llvm.extractvalue %s[1] : !llvm.struct<(i64, i64)>
  %p1 = llvm.getelementptr inbounds %out[1] : (!llvm.ptr) -> !llvm.ptr, i64
  %p2 = llvm.getelementptr inbounds %out[2] : (!llvm.ptr) -> !llvm.ptr, i64
  %p3 = llvm.getelementptr inbounds %out[3] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %mlo, %out : i64, !llvm.ptr
  llvm.store %mhi, %p1 : i64, !llvm.ptr
  llvm.store %slo, %p2 : i64, !llvm.ptr
  llvm.store %shi, %p3 : i64, !llvm.ptr
  llvm.return"#,
    );
    for (a, b, c, d) in [
        (u64::MAX, u64::MAX, 1u64, 0u64),
        (
            0x1234_5678_9abc_def0,
            0xfedc_ba98_7654_3210,
            u64::MAX,
            0x8000_0000_0000_0000,
        ),
        (3, 5, 7, 11),
    ] {
        let buffers = run(
            &text,
            &[
                Arg::Buffer(zeros(32)),
                Arg::Int(a as i64),
                Arg::Int(b as i64),
                Arg::Int(c as i64),
                Arg::Int(d as i64),
            ],
            1,
        );
        let product = u128::from(a) * u128::from(b);
        let difference = (u128::from(a) | (u128::from(b) << 64))
            .wrapping_sub(u128::from(c) | (u128::from(d) << 64));
        assert_eq!(
            u64s(&buffers[0]),
            [
                product as u64,
                (product >> 64) as u64,
                difference as u64,
                (difference >> 64) as u64
            ],
            "{a:#x} {b:#x} {c:#x} {d:#x}"
        );
    }
}

#[test]
fn mul_hi_is_the_high_half_of_the_product() {
    let text = module(
        "%out: !llvm.ptr, %a: i32, %b: i32",
        r#"  %u = llvm.inline_asm "mul.hi.u32 $0, $1, $2;", "=r,r,r" %a, %b : (i32, i32) -> i32
  %s = llvm.inline_asm "mul.hi.s32 $0, $1, $2;", "=r,r,r" %a, %b : (i32, i32) -> i32
  %p1 = llvm.getelementptr inbounds %out[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %u, %out : i32, !llvm.ptr
  llvm.store %s, %p1 : i32, !llvm.ptr
  llvm.return"#,
    );
    for (a, b) in [
        (-1i32, -1i32),
        (i32::MIN, 3),
        (0x1234_5678, -0x0fed_cba9),
        (7, 9),
    ] {
        let buffers = run(
            &text,
            &[
                Arg::Buffer(zeros(8)),
                Arg::Int(a.into()),
                Arg::Int(b.into()),
            ],
            1,
        );
        let unsigned = (u64::from(a as u32) * u64::from(b as u32)) >> 32;
        let signed = (i64::from(a) * i64::from(b)) >> 32;
        assert_eq!(
            i32s(&buffers[0]),
            [unsigned as u32 as i32, signed as i32],
            "{a} {b}"
        );
    }
}

#[test]
fn libdevice_double_sin_and_cos_of_large_arguments_match_the_host() {
    // The slow range reduction runs for the large arguments: its inline asm is the vector
    // movs, mul.hi and carry/borrow chains above. libdevice's sin and cos are within 2 ulp.
    let path = format!(
        "{}/tests/kernels/trig_double.ll",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = kestrel_sim::input::read_module(&path).unwrap();
    let inputs = [0.5, -3.0, 1.0e6, 7.5e9, -1.0e15, 1.0e22, 3.0e100, 1.0e300];
    let bytes: Vec<u8> = inputs.iter().flat_map(|x: &f64| x.to_le_bytes()).collect();
    let buffers = run(
        &text.replace("@trig_double", "@k"),
        &[Arg::Buffer(bytes), Arg::Buffer(zeros(16 * inputs.len()))],
        inputs.len() as u32,
    );
    let results: Vec<f64> = u64s(&buffers[1]).into_iter().map(f64::from_bits).collect();
    let ulps = |a: f64, b: f64| (a.to_bits() as i64 - b.to_bits() as i64).unsigned_abs();
    for (i, &x) in inputs.iter().enumerate() {
        let (sin, cos) = (results[2 * i], results[2 * i + 1]);
        assert!(
            ulps(sin, x.sin()) <= 2,
            "sin({x}) = {sin}, host {}",
            x.sin()
        );
        assert!(
            ulps(cos, x.cos()) <= 2,
            "cos({x}) = {cos}, host {}",
            x.cos()
        );
    }
}
