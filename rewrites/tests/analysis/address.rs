//! Address decomposition and the normal form on real IR.

use crate::support::{context, function, ops, parse};
use kestrel_dialects::{AddressSpace, MemoryAccess};
use kestrel_rewrites::analysis::{
    address::{Address, Normalizer, Root},
    layout::DataLayout,
};

/// The addresses of every load and store of `name`, in order.
fn addresses(text: &str, name: &str, depth: usize) -> Vec<Address> {
    let context = context();
    let module = parse(&context, text);
    let f = function(&module, name);
    let mut normalizer = Normalizer::new(DataLayout::of(&f), depth);
    ops(&f)
        .iter()
        .filter_map(MemoryAccess::of)
        .map(|access| normalizer.address(access.address()))
        .collect()
}

#[test]
fn mul_and_shl_of_the_same_index_are_one_address() {
    let found = addresses(
        r#"llvm.func @k(%p: !llvm.ptr, %i: i64) {
          %c4 = llvm.mlir.constant(4 : i64) : i64
          %c2 = llvm.mlir.constant(2 : i64) : i64
          %t0 = llvm.mul %i, %c4 overflow<nsw> : i64
          %a0 = llvm.getelementptr %p[%t0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          %v = llvm.load %a0 : !llvm.ptr -> i32
          %t1 = llvm.shl %i, %c2 overflow<nsw> : i64
          %a1 = llvm.getelementptr %p[%t1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          llvm.store %v, %a1 : i32, !llvm.ptr
          %a2 = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
          llvm.store %v, %a2 : i32, !llvm.ptr
          llvm.return
        }"#,
        "k",
        8,
    );
    assert_eq!(found[0], found[1]);
    assert_eq!(
        found[0], found[2],
        "i32-typed GEP by i equals i8-typed GEP by 4*i"
    );
    assert_eq!(found[0].root, Root::Argument(0));
}

#[test]
fn struct_fields_and_array_steps_use_the_data_layout() {
    let found = addresses(
        r#"llvm.func @k(%p: !llvm.ptr<1>, %i: i64) {
          %a = llvm.getelementptr %p[%i, 3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.struct<(i8, i32, i8, f64)>
          %v = llvm.load %a : !llvm.ptr<1> -> f64
          %b = llvm.getelementptr %p[%i, 0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.struct<(i8, i32, i8, f64)>
          %w = llvm.load %b : !llvm.ptr<1> -> i8
          llvm.return
        }"#,
        "k",
        8,
    );
    assert_eq!(found[1].distance_to(&found[0]), Some(16));
    assert_eq!(found[0].space, AddressSpace::Global);
}

#[test]
fn sign_extension_distributes_only_over_nsw() {
    let found = addresses(
        r#"llvm.func @k(%p: !llvm.ptr, %i: i32) {
          %c1 = llvm.mlir.constant(1 : i32) : i32
          %s = llvm.add %i, %c1 overflow<nsw> : i32
          %a = llvm.getelementptr %p[%s] : (!llvm.ptr, i32) -> !llvm.ptr, f32
          %v = llvm.load %a : !llvm.ptr -> f32
          %b = llvm.getelementptr %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f32
          %w = llvm.load %b : !llvm.ptr -> f32
          %u = llvm.add %i, %c1 : i32
          %c = llvm.getelementptr %p[%u] : (!llvm.ptr, i32) -> !llvm.ptr, f32
          %x = llvm.load %c : !llvm.ptr -> f32
          llvm.return
        }"#,
        "k",
        8,
    );
    assert_eq!(
        found[1].distance_to(&found[0]),
        Some(4),
        "sext(i +nsw 1) = sext(i) + 1"
    );
    assert_eq!(
        found[1].distance_to(&found[2]),
        None,
        "i + 1 may wrap in 32 bits: not sext(i) + 1"
    );
}

#[test]
fn zext_nneg_and_sext_of_the_same_value_agree() {
    let found = addresses(
        r#"llvm.func @k(%p: !llvm.ptr, %i: i32) {
          %z = llvm.zext nneg %i : i32 to i64
          %a = llvm.getelementptr %p[%z] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %v = llvm.load %a : !llvm.ptr -> f32
          %s = llvm.sext %i : i32 to i64
          %b = llvm.getelementptr %p[%s] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %w = llvm.load %b : !llvm.ptr -> f32
          %u = llvm.zext %i : i32 to i64
          %c = llvm.getelementptr %p[%u] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %x = llvm.load %c : !llvm.ptr -> f32
          llvm.return
        }"#,
        "k",
        8,
    );
    assert_eq!(found[0], found[1]);
    assert_ne!(
        found[0], found[2],
        "a plain zext of a possibly negative value is not its sext"
    );
}

#[test]
fn the_depth_cap_turns_deep_expressions_into_leaves() {
    let text = r#"llvm.func @k(%p: !llvm.ptr, %i: i64) {
          %c1 = llvm.mlir.constant(1 : i64) : i64
          %c3 = llvm.mlir.constant(3 : i64) : i64
          %a1 = llvm.add %i, %c1 : i64
          %a2 = llvm.add %a1, %c1 : i64
          %a3 = llvm.add %a2, %c1 : i64
          %g0 = llvm.getelementptr %p[%a3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          %v = llvm.load %g0 : !llvm.ptr -> i8
          %b = llvm.add %i, %c3 : i64
          %g1 = llvm.getelementptr %p[%b] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          %w = llvm.load %g1 : !llvm.ptr -> i8
          llvm.return
        }"#;
    let deep = addresses(text, "k", 8);
    assert_eq!(deep[0], deep[1]);
    let shallow = addresses(text, "k", 2);
    assert_ne!(
        shallow[0], shallow[1],
        "past the cap the chain is an opaque leaf"
    );
}

#[test]
fn roots_globals_allocas_and_casts() {
    let found = addresses(
        r#"llvm.mlir.global internal @tile() {addr_space = 3 : i32} : !llvm.array<64 x f32>
        llvm.func @k(%i: i64) {
          %g = llvm.mlir.addressof @tile : !llvm.ptr<3>
          %gen = llvm.addrspacecast %g : !llvm.ptr<3> to !llvm.ptr
          %e = llvm.getelementptr inbounds %gen[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<64 x f32>
          %v = llvm.load %e : !llvm.ptr -> f32
          %one = llvm.mlir.constant(1 : i32) : i32
          %s = llvm.alloca %one x f32 : (i32) -> !llvm.ptr<5>
          llvm.store %v, %s : f32, !llvm.ptr<5>
          llvm.return
        }"#,
        "k",
        8,
    );
    assert_eq!(found[0].root, Root::Global("tile".to_string()));
    assert_eq!(
        (found[0].root_space, found[0].space),
        (AddressSpace::Shared, AddressSpace::Generic)
    );
    assert!(matches!(found[1].root, Root::Alloca(_)));
}

/// A chain of GEPs each adding a new variable index: past 64 offset terms the walk stops and
/// the pointer reached becomes an opaque root (otherwise the n-th pointer's offset has n terms,
/// quadratic over the chain). Near the start the argument is still the root.
#[test]
fn a_chain_of_variable_steps_is_cut_into_opaque_roots() {
    let steps = 200;
    let mut text = String::from(
        "llvm.func @k(%p: !llvm.ptr, %x: i64) {\n  %g0 = llvm.getelementptr %p[%x] : (!llvm.ptr, i64) -> !llvm.ptr, i8\n",
    );
    for i in 1..=steps {
        text.push_str(&format!(
            "  %i{i} = llvm.add %x, %x : i64\n  %j{i} = llvm.mul %i{i}, %i{i} : i64\n  %k{i} = llvm.xor %j{i}, %x : i64\n  %g{i} = llvm.getelementptr %g{prev}[%k{i}] : (!llvm.ptr, i64) -> !llvm.ptr, i8\n  %v{i} = llvm.load %g{i} : !llvm.ptr -> i8\n",
            prev = i - 1
        ));
    }
    text.push_str("  llvm.return\n}\n");
    let found = addresses(&text, "k", 8);
    assert_eq!(found.len(), steps);
    assert_eq!(
        found[0].root,
        Root::Argument(0),
        "short chains keep their root"
    );
    assert!(found[0].offset.term_count() >= 2);
    let widest = found.iter().map(|a| a.offset.term_count()).max().unwrap();
    assert!(widest <= 64 + 1, "an offset of {widest} terms");
    assert!(
        found.iter().any(|a| a.root != Root::Argument(0)),
        "past the cap the chain is cut"
    );
}

/// In unreachable code a GEP may be its own base (`%g = getelementptr %g[%x]`); the walk
/// stops where the chain comes back on itself, a few steps in, instead of going round to its
/// step limit (4,096 steps per address made codegenprepare take a minute and a half on 100,000
/// such blocks). The pointer is an opaque root, as at any other cut.
#[test]
fn a_pointer_cycle_stops_the_walk_where_it_closes() {
    let found = addresses(
        r#"llvm.func @k(%p: !llvm.ptr<1>, %x: i64) {
          llvm.store %x, %p : i64, !llvm.ptr<1>
          llvm.return
        ^dead:
          %g = llvm.getelementptr %g[%x] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %v = llvm.load %g : !llvm.ptr<1> -> f32
          llvm.br ^dead
        }"#,
        "k",
        8,
    );
    assert_eq!(found.len(), 2);
    assert!(matches!(found[1].root, Root::Opaque(_)), "{:?}", found[1]);
    let steps: Vec<i128> = found[1].offset.terms().map(|(_, c)| c).collect();
    assert_eq!(steps.len(), 1, "{:?}", found[1].offset);
    assert!(
        steps[0] <= 4 * 32,
        "the walk went round the cycle {} times",
        steps[0] / 4
    );
}
