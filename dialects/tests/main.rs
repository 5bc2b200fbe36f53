//! Parses small LLVM/NVVM-dialect modules and checks what the views and the intrinsic table
//! say about each op.

use kestrel_dialects::{
    AddressSpace, CallIntrinsic, Gep, GepIndex, IntrinsicClass, Load, MemoryAccess, Store,
    SyncKind, classify, intrinsics::SpecialRegister, new_context, nvvm,
};
use melior::ir::{
    Block, BlockLike, Location, Module, OperationRef, RegionLike, operation::OperationLike,
};

const KERNEL: &str = r#"
llvm.mlir.global external @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<256 x f32>
llvm.func @k(%a: !llvm.ptr<1>, %i: i64) {
  %0 = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %1 = llvm.addrspacecast %0 : !llvm.ptr<3> to !llvm.ptr
  %2 = nvvm.read.ptx.sreg.tid.x : i32
  %3 = llvm.getelementptr inbounds %a[%i, 3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.struct<(i32, f32, i8, f32)>
  %4 = llvm.load volatile %3 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %c0 = llvm.mlir.constant(0 : i32) : i32
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"(%c0) : (i32) -> ()
  nvvm.barrier0
  llvm.store %4, %1 : f32, !llvm.ptr
  %5 = llvm.call_intrinsic "llvm.nvvm.read.ptx.sreg.ctaid.y"() : () -> i32
  llvm.call_intrinsic "llvm.nvvm.membar.gl"() : () -> ()
  llvm.return
}
"#;

/// The ops of `module`'s body, in order.
fn top_level_ops<'c, 'a>(module: &'a Module<'c>) -> Vec<OperationRef<'c, 'a>> {
    let mut ops = Vec::new();
    let mut next = module.body().first_operation();
    while let Some(op) = next {
        ops.push(op);
        next = op.next_in_block();
    }
    ops
}

fn ops_of<'c, 'a>(module: &'a Module<'c>) -> Vec<OperationRef<'c, 'a>> {
    let mut ops = Vec::new();
    let mut next = module.body().first_operation();
    while let Some(op) = next {
        if op.name().as_string_ref().as_str() == Ok("llvm.func") {
            let block = op.region(0).unwrap().first_block().unwrap();
            let mut inner = block.first_operation();
            while let Some(i) = inner {
                ops.push(i);
                inner = i.next_in_block();
            }
        }
        next = op.next_in_block();
    }
    ops
}

#[test]
fn classifies_both_barrier_spellings_fences_and_registers() {
    let context = new_context(false);
    let module = Module::parse(&context, KERNEL).expect("test kernel parses");
    let classes: Vec<_> = ops_of(&module).iter().filter_map(classify).collect();
    assert_eq!(
        classes,
        vec![
            IntrinsicClass::SpecialRegister(SpecialRegister::Tid(
                kestrel_dialects::intrinsics::Dim::X
            )),
            IntrinsicClass::Sync(SyncKind::CtaBarrier),
            IntrinsicClass::Sync(SyncKind::CtaBarrier),
            IntrinsicClass::SpecialRegister(SpecialRegister::Ctaid(
                kestrel_dialects::intrinsics::Dim::Y
            )),
            IntrinsicClass::Sync(SyncKind::Fence),
        ]
    );
}

#[test]
fn views_read_operands_and_attributes() {
    let context = new_context(false);
    let module = Module::parse(&context, KERNEL).expect("test kernel parses");
    let ops = ops_of(&module);
    let gep = ops.iter().find_map(|op| Gep::of(*op)).expect("a gep");
    assert!(gep.is_inbounds());
    assert_eq!(gep.address_space(), AddressSpace::Global);
    let indices = gep.indices().expect("indices");
    assert!(matches!(indices[0], GepIndex::Dynamic(_)));
    assert_eq!(indices[1], GepIndex::Constant(3));

    let load = ops.iter().find_map(|op| Load::of(*op)).expect("a load");
    assert!(load.is_volatile());
    assert!(!load.is_atomic());
    assert_eq!(load.address_space(), AddressSpace::Global);

    let store = ops.iter().find_map(|op| Store::of(*op)).expect("a store");
    assert_eq!(store.address_space(), AddressSpace::Generic);
    assert!(matches!(
        MemoryAccess::of(&store.op()),
        Some(MemoryAccess::Write { .. })
    ));

    let intrinsics: Vec<_> = ops
        .iter()
        .filter_map(|op| CallIntrinsic::of(*op)?.intrinsic())
        .collect();
    assert_eq!(
        intrinsics,
        [
            "llvm.nvvm.barrier.cta.sync.aligned.all",
            "llvm.nvvm.read.ptx.sreg.ctaid.y",
            "llvm.nvvm.membar.gl"
        ]
    );
}

#[test]
fn builders_produce_verified_ops() {
    let context = new_context(false);
    let location = Location::unknown(&context);
    let module = Module::new(location);
    let block = Block::new(&[]);
    let tid = block.append_operation(
        nvvm::read_special_register(&context, "tid.x", location).expect("builds"),
    );
    block.append_operation(nvvm::barrier0(location));
    block.append_operation(
        nvvm::call_intrinsic(
            &context,
            "llvm.nvvm.barrier.cta.sync.aligned.all",
            &[],
            &[],
            location,
        )
        .expect("builds"),
    );
    assert!(matches!(
        classify(&tid),
        Some(IntrinsicClass::SpecialRegister(SpecialRegister::Tid(_)))
    ));
    let classes: Vec<_> = {
        let mut v = Vec::new();
        let mut next = block.first_operation();
        while let Some(op) = next {
            v.push(classify(&op));
            next = op.next_in_block();
        }
        v
    };
    assert_eq!(classes[1], Some(IntrinsicClass::Sync(SyncKind::CtaBarrier)));
    assert_eq!(classes[2], Some(IntrinsicClass::Sync(SyncKind::CtaBarrier)));
    drop(module);
}

#[test]
fn atomic_loads_and_gep_flags() {
    let context = new_context(false);
    let module = Module::parse(
        &context,
        r#"llvm.func @k(%a: !llvm.ptr, %i: i64) -> i32 {
          %0 = llvm.getelementptr inbounds|nuw %a[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
          %1 = llvm.getelementptr %a[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
          %2 = llvm.load %0 atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
          %3 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
          llvm.return %2 : i32
        }"#,
    )
    .expect("parses");
    let ops = ops_of(&module);
    let geps: Vec<_> = ops.iter().filter_map(|op| Gep::of(*op)).collect();
    assert!(geps[0].is_inbounds() && geps[0].is_nuw());
    assert!(!geps[1].is_inbounds() && !geps[1].is_nuw());
    let loads: Vec<_> = ops.iter().filter_map(|op| Load::of(*op)).collect();
    assert!(loads[0].is_atomic());
    assert!(!loads[1].is_atomic());
}

/// A function with a dead chain (add, then mul), a dead load, and live values and effects.
const DEAD_CHAINS: &str = r#"
llvm.func @f(%p: !llvm.ptr, %x: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %dead = llvm.add %x, %c1 : i32
  %deader = llvm.mul %dead, %dead : i32
  %v = llvm.load %p : !llvm.ptr -> i32
  %kept = llvm.sub %x, %c1 : i32
  llvm.store %kept, %p : i32, !llvm.ptr
  llvm.return %x : i32
}
"#;

#[test]
fn dead_op_sweep_erases_dead_chains_and_keeps_effects_and_used_values() {
    let context = new_context(false);
    let module = Module::parse(&context, DEAD_CHAINS).unwrap();
    let function = module.body().first_operation().unwrap();
    // The mul, then the add it kept alive, and the unused load (it only reads, so it is
    // dead too). The constant, still used by the sub, the sub and the store stay.
    assert_eq!(kestrel_dialects::raw::erase_dead_ops(&function), 3);
    let names: Vec<String> = ops_of(&module)
        .iter()
        .map(|op| op.name().as_string_ref().as_str().unwrap().to_string())
        .collect();
    assert_eq!(
        names,
        [
            "llvm.mlir.constant",
            "llvm.sub",
            "llvm.store",
            "llvm.return"
        ]
    );
    assert_eq!(kestrel_dialects::raw::erase_dead_ops(&function), 0);
    assert!(module.as_operation().verify());
}

#[test]
fn dead_op_sweep_stops_before_erasing_where_a_named_op_occurs() {
    let context = new_context(false);
    let module = Module::parse(&context, DEAD_CHAINS).unwrap();
    let function = module.body().first_operation().unwrap();
    let sweep_unless = kestrel_dialects::raw::erase_dead_ops_unless_named;
    // A named op anywhere in the function, the last one included, leaves it as it was.
    assert_eq!(
        sweep_unless(&function, &["llvm.sub", "nvvm.barrier0"]),
        None
    );
    assert_eq!(sweep_unless(&function, &["llvm.return"]), None);
    assert_eq!(ops_of(&module).len(), 7);
    // The function itself is not among the ops looked at; with no named op inside, the sweep
    // is the plain one.
    assert_eq!(
        sweep_unless(&function, &["llvm.func", "nvvm.barrier0"]),
        Some(3)
    );
    assert_eq!(ops_of(&module).len(), 4);
    assert_eq!(sweep_unless(&function, &[]), Some(0));
    assert!(module.as_operation().verify());
}

#[test]
fn attribute_readers_answer_without_printing() {
    let context = new_context(false);
    let module = Module::parse(
        &context,
        r#"
llvm.func @g()
llvm.func ptx_kernelcc @k() {
  llvm.call @g() : () -> ()
  llvm.return
}
llvm.func linkonce_odr @v(%a: i32, ...) {
  llvm.return
}
llvm.func internal @h() attributes {dso_local} {
  llvm.return
}
"#,
    )
    .unwrap();
    let functions = top_level_ops(&module);
    let cconv = |op: &OperationRef| {
        op.attribute("CConv")
            .is_ok_and(kestrel_dialects::raw::is_ptx_kernel_cconv)
    };
    assert!(!cconv(&functions[0]));
    assert!(cconv(&functions[1]));
    let body = functions[1].region(0).unwrap().first_block().unwrap();
    let call = body.first_operation().unwrap();
    assert_eq!(
        kestrel_dialects::intrinsics::callee_name(&call).as_deref(),
        Some("g")
    );
    let segments = call.attribute("operandSegmentSizes").unwrap();
    assert_eq!(kestrel_dialects::raw::i32_array(segments), Some(vec![0, 0]));
    assert_eq!(
        kestrel_dialects::raw::i32_array(call.attribute("callee").unwrap()),
        None
    );
    let linkage = |op: &OperationRef| {
        op.attribute("linkage")
            .ok()
            .and_then(kestrel_dialects::raw::linkage_keyword)
    };
    let keywords: Vec<_> = functions.iter().map(linkage).collect();
    assert_eq!(
        keywords,
        [
            Some("external"),
            Some("external"),
            Some("linkonce_odr"),
            Some("internal")
        ]
    );
    assert_eq!(kestrel_dialects::raw::linkage_keyword(segments), None);
    let variadic: Vec<_> = functions
        .iter()
        .map(|op| {
            op.attribute("function_type")
                .is_ok_and(kestrel_dialects::raw::is_variadic_function_type)
        })
        .collect();
    assert_eq!(variadic, [false, false, true, false]);
}

#[test]
fn byte_offsets_share_one_template_and_match_the_parsed_spelling() {
    use kestrel_dialects::raw::{TemplateCache, with_ir_rewriter};
    let context = new_context(false);
    let module = Module::parse(
        &context,
        "llvm.func @f(%p: !llvm.ptr<1>) {\n  llvm.return\n}\n",
    )
    .unwrap();
    let function = module.body().first_operation().unwrap();
    let block = function.region(0).unwrap().first_block().unwrap();
    let ret = block.first_operation().unwrap();
    let base = block.argument(0).unwrap().into();
    let templates = std::sync::Mutex::new(TemplateCache::default());
    let outcomes = with_ir_rewriter(&context, &templates, |rewriter| {
        rewriter.set_insertion_point_before(ret);
        [5_i128, -7, 1 << 40]
            .map(|offset| {
                rewriter
                    .create_byte_offset(base, offset, Location::unknown(&context))
                    .is_ok()
            })
            .to_vec()
    })
    .unwrap();
    let text = module.as_operation().to_string();
    assert!(
        text.contains("llvm.getelementptr %arg0[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8"),
        "{text}"
    );
    assert!(
        text.contains("llvm.getelementptr %arg0[-7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8"),
        "{text}"
    );
    // An offset beyond a constant index takes the spelled-out template, which does not
    // parse: an error, and nothing inserted.
    assert_eq!(outcomes, [true, true, false]);
    assert_eq!(text.matches("llvm.getelementptr").count(), 2, "{text}");
    assert!(module.as_operation().verify());
}

#[test]
fn symbol_references_read_inherent_and_discardable_attributes_with_repeats() {
    let context = new_context(false);
    let module = Module::parse(
        &context,
        r#"
llvm.mlir.global_ctors ctors = [@init], priorities = [0 : i32], data = [#llvm.zero]
llvm.func @init() {
  llvm.return
}
llvm.func @g()
llvm.func @k() attributes {kestrel.note = [@note, [@nested]]} {
  %a = llvm.mlir.addressof @g : !llvm.ptr
  %b = llvm.mlir.addressof @g : !llvm.ptr
  llvm.call @g() : () -> ()
  llvm.call @init() {kestrel.tag = @tagged} : () -> ()
  llvm.return
}
"#,
    )
    .unwrap();
    let names: Vec<String> = top_level_ops(&module)
        .iter()
        .flat_map(|op| {
            kestrel_dialects::raw::symbol_references(op, &["sym_name", "llvm.call:callee"])
        })
        .collect();
    // Nested ops come before the op that holds them.
    assert_eq!(names, ["init", "g", "g", "tagged", "note", "nested"]);
}

#[test]
fn block_predecessors_list_every_incoming_edge_in_one_pass() {
    let context = new_context(false);
    let module = Module::parse(
        &context,
        r#"
llvm.func @f(%c: i1, %x: i32) {
  llvm.cond_br %c, ^a, ^join
^a:
  llvm.switch %x : i32, ^join [
    1: ^join,
    2: ^b
  ]
^b:
  llvm.br ^join
^join:
  llvm.return
}
"#,
    )
    .unwrap();
    let function = module.body().first_operation().unwrap();
    let region = function.region(0).unwrap();
    let mut join = region.first_block().unwrap();
    while let Some(next) = join.next_in_region() {
        join = next;
    }
    let one_pass = kestrel_dialects::raw::block_predecessors(&join);
    let by_index: Vec<_> = (0..join.predecessor_count())
        .map(|i| join.predecessor(i).unwrap())
        .collect();
    assert_eq!(one_pass.len(), 4, "entry, the switch twice, ^b");
    assert_eq!(one_pass, by_index);
    assert!(kestrel_dialects::raw::block_predecessors(&region.first_block().unwrap()).is_empty());
}
