//! The builders against the parser: a built op prints as the parsed text does, and the
//! views of `crate::ops` read the same flags from both.

use super::*;
use crate::{
    AddressSpace, Gep,
    ops::{OverflowFlags, has_unit_property},
};
use melior::{
    dialect::llvm,
    ir::{
        BlockLike, Module, RegionLike,
        attribute::IntegerAttribute,
        operation::{OperationBuilder, OperationLike},
    },
};

/// The generic form of `module`: every property and attribute spelled out, so a property
/// and a discardable attribute of the same name print differently (`<{...}>` vs `{...}`).
fn generic(module: &Module) -> String {
    let flags = melior::ir::operation::OperationPrintingFlags::new().print_generic_operation_form();
    module.as_operation().to_string_with_flags(flags).unwrap()
}

/// The ops of the last function of `module`, in order, across its blocks.
fn function_ops<'c, 'a>(module: &'a Module<'c>) -> Vec<melior::ir::OperationRef<'c, 'a>> {
    let mut function = None;
    let mut next = module.body().first_operation();
    while let Some(op) = next {
        if op.name().as_string_ref().as_str() == Ok("llvm.func") {
            function = Some(op);
        }
        next = op.next_in_block();
    }
    let region = function.expect("a function").region(0).unwrap();
    let mut ops = Vec::new();
    let mut block = region.first_block();
    while let Some(b) = block {
        let mut next = b.first_operation();
        while let Some(op) = next {
            ops.push(op);
            next = op.next_in_block();
        }
        block = b.next_in_region();
    }
    ops
}

/// What the parser gives for the flags the builders set.
const FLAGGED: &str = r#"module {
  llvm.func @flags(%arg0: i32, %arg1: i32, %arg2: !llvm.ptr<1>) {
    %0 = llvm.add %arg0, %arg1 overflow<nsw> : i32
    %1 = llvm.sub %arg0, %arg1 overflow<nuw> : i32
    %2 = llvm.mul %arg0, %arg1 overflow<nsw, nuw> : i32
    %3 = llvm.shl %arg0, %arg1 overflow<nsw> : i32
    %4 = llvm.add %arg0, %arg1 : i32
    %5 = llvm.udiv exact %arg0, %arg1 : i32
    %6 = llvm.ashr exact %arg0, %arg1 : i32
    %7 = llvm.zext nneg %arg0 : i32 to i64
    %8 = llvm.trunc %7 overflow<nsw> : i64 to i32
    %9 = llvm.getelementptr inbounds %arg2[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %10 = llvm.getelementptr inbounds|nuw %arg2[%7, 2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.struct<(f32, f32, f32)>
    %11 = llvm.getelementptr %arg2[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.return
  }
}
"#;

fn build_flagged(context: &Context) -> Module<'_> {
    let location = Location::unknown(context);
    let i32_type: Type = IntegerType::new(context, 32).into();
    let i64_type: Type = IntegerType::new(context, 64).into();
    let f32_type = Type::float32(context);
    let global = llvm::r#type::pointer(context, 1);
    let function = Function::device(
        "flags",
        &[
            Param::new(i32_type),
            Param::new(i32_type),
            Param::new(global),
        ],
        None,
    );
    let entry = function.entry_block(location);
    let b = Builder::new(context, &entry, location);
    let (x, y, p) = (b.argument(0), b.argument(1), b.argument(2));
    b.add(x, y, OverflowFlags::NSW);
    b.sub(x, y, OverflowFlags::NUW);
    b.mul(x, y, OverflowFlags::NSW_NUW);
    b.shl(x, y, OverflowFlags::NSW);
    b.add(x, y, OverflowFlags::NONE);
    b.udiv(x, y, true);
    b.ashr(x, y, true);
    let wide = b.zext(x, i64_type, true);
    b.trunc(wide, i32_type, OverflowFlags::NSW);
    b.element(p, wide, f32_type, GepFlags::INBOUNDS);
    let triple = llvm::r#type::r#struct(context, &[f32_type, f32_type, f32_type], false);
    b.gep(
        p,
        &[GepIndex::Dynamic(wide), GepIndex::Constant(2)],
        triple,
        GepFlags::INBOUNDS_NUW,
    );
    b.element(p, wide, f32_type, GepFlags::NONE);
    b.ret(None);
    let module = Module::new(location);
    module
        .body()
        .append_operation(function.build(context, vec![entry], location));
    module
}

/// The flags are the ops' properties: the built module prints, in custom and in generic
/// form, exactly as the parsed text does, and the `ops` accessors read them.
#[test]
fn flags_are_the_properties_the_parser_sets() {
    let context = crate::new_context(false);
    let built = build_flagged(&context);
    assert!(built.as_operation().verify());
    let parsed = crate::raw::parse_module(&context, FLAGGED).expect("parses");
    assert_eq!(built.as_operation().to_string(), FLAGGED);
    assert_eq!(generic(&built), generic(&parsed));

    let ops = function_ops(&built);
    let flags: Vec<_> = ops[..5].iter().map(OverflowFlags::of).collect();
    assert_eq!(
        flags,
        [
            OverflowFlags::NSW,
            OverflowFlags::NUW,
            OverflowFlags::NSW_NUW,
            OverflowFlags::NSW,
            OverflowFlags::NONE
        ]
    );
    assert!(has_unit_property(&ops[5], "isExact"));
    assert!(has_unit_property(&ops[6], "isExact"));
    assert!(has_unit_property(&ops[7], "nonNeg"));
    assert_eq!(OverflowFlags::of(&ops[8]), OverflowFlags::NSW);
    let geps: Vec<_> = ops[9..12]
        .iter()
        .map(|op| Gep::of(*op).expect("a GEP"))
        .map(|gep| (gep.is_inbounds(), gep.is_nuw()))
        .collect();
    assert_eq!(geps, [(true, false), (true, true), (false, false)]);
}

/// The export sees the flags too: they reach LLVM IR as `nsw`, `exact`, `inbounds`.
#[test]
fn flags_reach_llvm_ir() {
    let context = crate::new_context(false);
    let built = build_flagged(&context);
    let ir = crate::raw::translate_to_llvm_ir(&built).unwrap();
    for expected in [
        "add nsw i32",
        "sub nuw i32",
        "mul nuw nsw i32",
        "udiv exact i32",
        "zext nneg i32",
        "trunc nsw i64",
        "getelementptr inbounds float",
        "getelementptr inbounds nuw",
    ] {
        assert!(ir.contains(expected), "{expected} missing from\n{ir}");
    }
}

/// Why the builders adopt properties: through `OperationBuilder` alone, `overflowFlags`
/// becomes a discardable attribute (printed in the attribute dictionary) that no accessor
/// reads; adopting it makes it the property.
#[test]
fn operation_builder_files_overflow_flags_as_discardable_until_adopted() {
    let context = crate::new_context(false);
    let location = Location::unknown(&context);
    let i32_type: Type = IntegerType::new(&context, 32).into();
    let block = Block::new(&[(i32_type, location), (i32_type, location)]);
    let (x, y) = (
        block.argument(0).unwrap().into(),
        block.argument(1).unwrap().into(),
    );
    let build = || {
        OperationBuilder::new("llvm.add", location)
            .add_operands(&[x, y])
            .add_results(&[i32_type])
            .add_attributes(&[(
                melior::ir::Identifier::new(&context, "overflowFlags"),
                IntegerAttribute::new(i32_type, 1).into(),
            )])
            .build()
            .unwrap()
    };
    let plain = block.append_operation(build());
    assert_eq!(OverflowFlags::of(&plain), OverflowFlags::NONE);
    assert!(
        plain.to_string().contains("{overflowFlags = 1 : i32}"),
        "{plain}"
    );

    let adopted = block.append_operation(build());
    assert_eq!(crate::raw::adopt_properties(&adopted), Ok(1));
    assert_eq!(OverflowFlags::of(&adopted), OverflowFlags::NSW);
    assert!(
        adopted.to_string().contains("overflow<nsw> : i32"),
        "{adopted}"
    );
    assert!(!adopted.to_string().contains("{overflowFlags"), "{adopted}");
    // Nothing left to adopt the second time.
    assert_eq!(crate::raw::adopt_properties(&adopted), Ok(0));
}

/// A value the property rejects is an error naming it, and the op keeps its old properties.
#[test]
fn an_invalid_property_value_is_an_error() {
    let context = crate::new_context(false);
    let location = Location::unknown(&context);
    let i32_type: Type = IntegerType::new(&context, 32).into();
    let block = Block::new(&[(i32_type, location)]);
    let x = block.argument(0).unwrap().into();
    let op = OperationBuilder::new("llvm.add", location)
        .add_operands(&[x, x])
        .add_results(&[i32_type])
        .add_attributes(&[(
            melior::ir::Identifier::new(&context, "overflowFlags"),
            melior::ir::attribute::StringAttribute::new(&context, "nsw").into(),
        )])
        .build()
        .unwrap();
    let error = crate::raw::adopt_properties(&op).unwrap_err();
    assert!(error.contains("IntegerOverflowFlags"), "{error}");
    assert_eq!(
        OverflowFlags::of(&block.append_operation(op)),
        OverflowFlags::NONE
    );
}

/// The rest of what a DSL emits, against the parser's text of it.
const KERNEL: &str = r#"module {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<64 x f32> {
    %0 = llvm.mlir.undef : !llvm.array<64 x f32>
    llvm.return %0 : !llvm.array<64 x f32>
  }
  llvm.mlir.global internal constant @weights(dense<[1.000000e+00, 2.500000e-01]> : tensor<2xf32>) {addr_space = 4 : i32} : !llvm.array<2 x f32>
  llvm.mlir.global internal constant @offsets(dense<[0, -1]> : tensor<2xi32>) {addr_space = 4 : i32} : !llvm.array<2 x i32>
  llvm.func internal @helper(%arg0: f32) -> f32 {
    llvm.return %arg0 : f32
  }
  llvm.func ptx_kernelcc @k(%arg0: !llvm.ptr<1> {llvm.align = 16 : i64, llvm.noalias, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.noalias}, %arg2: i32) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.reqntid = array<i32: 64, 2, 1>} {
    %0 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 64> : i32
    %1 = nvvm.read.ptx.sreg.ntid.y : i32
    %2 = nvvm.read.ptx.sreg.ctaid.z : i32
    %3 = nvvm.read.ptx.sreg.nctaid.x : i32
    %4 = nvvm.read.ptx.sreg.laneid : i32
    %5 = nvvm.read.ptx.sreg.warpsize : i32
    %6 = llvm.mlir.constant(7 : i32) : i32
    %7 = llvm.mlir.constant(5 : i64) : i64
    %8 = llvm.mlir.constant(1.500000e+00 : f32) : f32
    %9 = llvm.mlir.zero : !llvm.ptr
    %10 = llvm.icmp "ult" %0, %arg2 : i32
    %11 = llvm.select %10, %0, %6 : i1, i32
    %12 = llvm.urem %11, %6 : i32
    %13 = llvm.srem %11, %6 : i32
    %14 = llvm.and %12, %13 : i32
    %15 = llvm.or %14, %1 : i32
    %16 = llvm.xor %15, %2 : i32
    %17 = llvm.sdiv %16, %3 : i32
    %18 = llvm.lshr %17, %4 : i32
    %19 = llvm.sext %18 : i32 to i64
    %20 = llvm.sitofp %5 : i32 to f32
    %21 = llvm.fptosi %8 : f32 to i32
    %22 = llvm.bitcast %8 : f32 to i32
    %23 = llvm.mlir.addressof @tile : !llvm.ptr<3>
    %24 = llvm.addrspacecast %23 : !llvm.ptr<3> to !llvm.ptr
    %25 = llvm.ptrtoint %24 : !llvm.ptr to i64
    %26 = llvm.inttoptr %25 : i64 to !llvm.ptr
    %27 = llvm.getelementptr inbounds %arg0[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %28 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
    %29 = llvm.load volatile %26 : !llvm.ptr -> f32
    %30 = llvm.fadd %28, %29 : f32
    %31 = llvm.fsub %30, %20 : f32
    %32 = llvm.fmul %31, %8 : f32
    %33 = llvm.fdiv %32, %8 : f32
    %34 = llvm.frem %33, %8 : f32
    %35 = llvm.fneg %34 : f32
    %36 = llvm.fcmp "olt" %35, %8 : f32
    %37 = llvm.call @helper(%35) : (f32) -> f32
    llvm.cond_br %36, ^bb1(%37 : f32), ^bb2
  ^bb1(%38: f32):  // pred: ^bb0
    %39 = llvm.getelementptr %23[0, %7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
    llvm.store %38, %39 {alignment = 4 : i64} : f32, !llvm.ptr<3>
    nvvm.barrier0
    nvvm.memory.barrier <gpu>
    llvm.fence syncscope("block") acq_rel
    llvm.fence seq_cst
    llvm.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    llvm.store volatile %21, %arg1 : i32, !llvm.ptr<1>
    llvm.return
  }
}
"#;

fn build_kernel(context: &Context) -> Module<'_> {
    let location = Location::unknown(context);
    let i32_type: Type = IntegerType::new(context, 32).into();
    let i64_type: Type = IntegerType::new(context, 64).into();
    let f32_type = Type::float32(context);
    let global = llvm::r#type::pointer(context, 1);
    let generic = llvm::r#type::pointer(context, 0);
    let module = Module::new(location);
    let body = module.body();
    body.append_operation(symbol::shared_array(
        context, "tile", f32_type, 64, 16, location,
    ));
    body.append_operation(symbol::float_table(
        context,
        "weights",
        f32_type,
        &[1.0, 0.25],
        location,
    ));
    body.append_operation(symbol::integer_table(
        context,
        "offsets",
        i32_type,
        &[0, -1],
        location,
    ));

    let helper = Function::device("helper", &[Param::new(f32_type)], Some(f32_type)).internal();
    let helper_entry = helper.entry_block(location);
    let h = Builder::new(context, &helper_entry, location);
    h.ret(Some(h.argument(0)));
    body.append_operation(helper.build(context, vec![helper_entry], location));

    let kernel = Function::kernel(
        "k",
        &[
            Param::new(global).noalias().readonly().align(16),
            Param::new(global).noalias(),
            Param::new(i32_type),
        ],
    )
    .reqntid([64, 2, 1])
    .maxntid([128, 1, 1]);
    let entry = kernel.entry_block(location);
    let then = Block::new(&[(f32_type, location)]);
    let done = Block::new(&[]);
    let b = Builder::new(context, &entry, location);
    let (input, output, n) = (b.argument(0), b.argument(1), b.argument(2));
    let tid = b.special_register(Register::Tid(Dim::X), Some((0, 64)));
    let ntid = b.ntid(Dim::Y);
    let ctaid = b.ctaid(Dim::Z);
    let nctaid = b.nctaid(Dim::X);
    let lane = b.special_register(Register::LaneId, None);
    let warp = b.special_register(Register::WarpSize, None);
    let seven = b.i32(7);
    let five = b.i64(5);
    let half = b.f32(1.5);
    let null = b.zero(generic);
    let _ = null;
    let less = b.icmp(IntPredicate::Ult, tid, n);
    let chosen = b.select(less, tid, seven);
    let ur = b.urem(chosen, seven);
    let sr = b.srem(chosen, seven);
    let both = b.and(ur, sr);
    let either = b.or(both, ntid);
    let flipped = b.xor(either, ctaid);
    let quotient = b.sdiv(flipped, nctaid, false);
    let shifted = b.lshr(quotient, lane, false);
    let wide = b.sext(shifted, i64_type);
    let warp_f = b.cast("llvm.sitofp", warp, f32_type);
    let back = b.cast("llvm.fptosi", half, i32_type);
    b.cast("llvm.bitcast", half, i32_type);
    let tile = b.address_of("tile", AddressSpace::Shared);
    let flat = b.addrspacecast(tile, generic);
    let bits = b.cast("llvm.ptrtoint", flat, i64_type);
    let pointer = b.cast("llvm.inttoptr", bits, generic);
    let address = b.element(input, wide, f32_type, GepFlags::INBOUNDS);
    let loaded = b.load(address, f32_type, 4);
    let volatile = b.load_volatile(pointer, f32_type, 0);
    let sum = b.fadd(loaded, volatile);
    let difference = b.fsub(sum, warp_f);
    let product = b.fmul(difference, half);
    let ratio = b.fdiv(product, half);
    let rest = b.frem(ratio, half);
    let negated = b.fneg(rest);
    let small = b.fcmp(FloatPredicate::Olt, negated, half);
    let called = b.call("helper", &[negated], Some(f32_type)).unwrap();
    b.cond_br(small, (&then, &[called]), (&done, &[]));

    let t = Builder::new(context, &then, location);
    let row = llvm::r#type::array(f32_type, 64);
    let slot = t.gep(
        tile,
        &[GepIndex::Constant(0), GepIndex::Dynamic(five)],
        row,
        GepFlags::NONE,
    );
    t.store(t.argument(0), slot, 4);
    t.barrier();
    t.membar(FenceScope::Gpu);
    t.fence(FenceOrdering {
        scope: FenceScope::Cta,
        semantics: FenceSemantics::AcqRel,
    });
    t.fence(FenceOrdering {
        scope: FenceScope::System,
        semantics: FenceSemantics::SeqCst,
    });
    t.br(&done, &[]);

    let d = Builder::new(context, &done, location);
    d.store_volatile(back, output, 0);
    d.ret(None);
    body.append_operation(kernel.build(context, vec![entry, then, done], location));
    module
}

/// Registers, barriers, fences, constants, comparisons, casts, memory, branches, calls,
/// globals and functions print as the parser's text of them, verify, and export.
#[test]
fn a_built_kernel_is_what_the_parser_makes_of_its_text() {
    let context = crate::new_context(false);
    let built = build_kernel(&context);
    assert!(built.as_operation().verify(), "{}", built.as_operation());
    assert_eq!(built.as_operation().to_string(), KERNEL);
    let parsed = crate::raw::parse_module(&context, KERNEL).expect("parses");
    assert_eq!(generic(&built), generic(&parsed));
    let ir = crate::raw::translate_to_llvm_ir(&built).unwrap();
    assert!(ir.contains("define ptx_kernel void @k("), "{ir}");
    assert!(
        ir.contains("@tile = internal addrspace(3) global [64 x float] undef, align 16"),
        "{ir}"
    );
}

/// The kernel is one the passes see as a kernel, with its barrier and fences classified.
#[test]
fn built_syncs_are_classified_as_the_passes_expect() {
    let context = crate::new_context(false);
    let built = build_kernel(&context);
    let classes: Vec<_> = function_ops(&built)
        .iter()
        .filter_map(crate::classify)
        .filter(|class| matches!(class, crate::IntrinsicClass::Sync(_)))
        .collect();
    assert_eq!(
        classes,
        [crate::IntrinsicClass::Sync(crate::SyncKind::CtaBarrier)]
            .into_iter()
            .chain([crate::IntrinsicClass::Sync(crate::SyncKind::Fence); 3])
            .collect::<Vec<_>>()
    );
}

/// The README's kernel: `out[i] *= 2` with `nsw` index arithmetic and launch bounds; it
/// verifies and exports as a kernel with its parameter attributes and bounds.
#[test]
fn the_readme_kernel_builds() {
    use OverflowFlags as Ov;
    let context = crate::new_context(false);
    let loc = Location::unknown(&context);
    let (ptr1, i32, i64, f32) = (
        llvm::r#type::pointer(&context, 1),
        IntegerType::new(&context, 32).into(),
        IntegerType::new(&context, 64).into(),
        Type::float32(&context),
    );
    let module = Module::new(loc);
    let kernel = Function::kernel("scale", &[Param::new(ptr1).noalias(), Param::new(i32)])
        .reqntid([256, 1, 1]);
    let entry = kernel.entry_block(loc);
    let b = Builder::new(&context, &entry, loc);
    let i = b.add(
        b.mul(b.ctaid(Dim::X), b.ntid(Dim::X), Ov::NSW),
        b.tid(Dim::X),
        Ov::NSW,
    );
    let p = b.element(b.argument(0), b.sext(i, i64), f32, GepFlags::INBOUNDS);
    b.store(b.fmul(b.load(p, f32, 4), b.f32(2.0)), p, 4);
    let fma = b.call_intrinsic(
        "llvm.fma.f32",
        &[b.f32(1.0), b.f32(2.0), b.f32(3.0)],
        Some(f32),
    );
    assert!(fma.is_some());
    b.ret(None);
    module
        .body()
        .append_operation(kernel.build(&context, vec![entry], loc));
    assert!(module.as_operation().verify(), "{}", module.as_operation());
    let ir = crate::raw::translate_to_llvm_ir(&module).unwrap();
    for expected in [
        "define ptx_kernel void @scale(ptr addrspace(1) noalias %0, i32 %1)",
        "\"nvvm.reqntid\"=\"256,1,1\"",
        "mul nsw i32",
        "call float @llvm.fma.f32(",
    ] {
        assert!(ir.contains(expected), "{expected} missing from\n{ir}");
    }
}
