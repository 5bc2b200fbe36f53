//! CFG, dominance and loops on real IR.

use crate::support::{context, function, parse};
use kestrel_rewrites::analysis::{
    cfg::{Cfg, incoming_values},
    dominance::DomTree,
    loops::{LoopForest, block_at, induction_variables},
};
use melior::ir::{ValueLike, operation::OperationLike};

const LOOP: &str = r#"
llvm.func @sum(%n: i32, %c: i1) -> i32 {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^header(%zero, %zero : i32, i32)
^header(%i: i32, %acc: i32):
  %done = llvm.icmp "sge" %i, %n : i32
  llvm.cond_br %done, ^exit, ^body
^body:
  llvm.cond_br %c, ^left, ^right
^left:
  %a = llvm.add %acc, %i : i32
  llvm.br ^latch(%a : i32)
^right:
  %b = llvm.sub %acc, %i : i32
  llvm.br ^latch(%b : i32)
^latch(%next_acc: i32):
  %next = llvm.add %i, %one : i32
  llvm.br ^header(%next, %next_acc : i32, i32)
^exit:
  llvm.return %acc : i32
}
"#;

#[test]
fn blocks_edges_and_orders() {
    let context = context();
    let module = parse(&context, LOOP);
    let f = function(&module, "sum");
    let cfg = Cfg::of(&f);
    assert_eq!(cfg.len(), 7);
    assert_eq!(cfg.successors(0), [1]);
    assert_eq!(cfg.successors(1), [6, 2]);
    assert_eq!(cfg.predecessors(1), [0, 5]);
    assert_eq!(cfg.exits(), [6]);
    let rpo = cfg.reverse_post_order();
    assert_eq!(rpo[0], 0);
    assert_eq!(rpo.len(), 7);
    assert_eq!(cfg.pre_order()[..3], [0, 1, 6]);
}

#[test]
fn dominators_post_dominators_and_depth() {
    let context = context();
    let module = parse(&context, LOOP);
    let cfg = Cfg::of(&function(&module, "sum"));
    let dom = DomTree::dominators(&cfg);
    assert_eq!(
        (0..7).map(|b| dom.idom(b)).collect::<Vec<_>>(),
        [None, Some(0), Some(1), Some(2), Some(2), Some(2), Some(1)]
    );
    assert_eq!(dom.nearest_common_dominator(3, 4), Some(2));
    assert_eq!(dom.depth(5), Some(3));
    let post = DomTree::post_dominators(&cfg);
    assert!(post.dominates(5, 3) && post.dominates(1, 5) && post.dominates(6, 0));
}

#[test]
fn the_loop_its_preheader_and_induction_variable() {
    let context = context();
    let module = parse(&context, LOOP);
    let f = function(&module, "sum");
    let cfg = Cfg::of(&f);
    let info = LoopForest::compute(&cfg, &DomTree::dominators(&cfg));
    assert_eq!(info.loops.len(), 1);
    let lp = info.scope(0);
    assert_eq!(
        (
            lp.header,
            lp.blocks(),
            lp.latches.clone(),
            lp.preheader,
            lp.exits(&cfg)
        ),
        (1, vec![1, 2, 3, 4, 5], vec![5], Some(0), vec![6])
    );
    let ivs = induction_variables(&f, &cfg, lp);
    assert_eq!(
        ivs.len(),
        1,
        "only %i steps by a loop-invariant amount; %acc does not"
    );
    assert_eq!(ivs[0].argument, 0);
    assert_eq!(ivs[0].starts.len(), 1);
    assert!(ivs[0].step.r#type().to_string() == "i32");
}

#[test]
fn incoming_values_follow_branch_operand_segments() {
    let context = context();
    let module = parse(
        &context,
        r#"llvm.func @f(%c: i1, %x: i32, %y: i32) -> i32 {
          llvm.cond_br %c, ^a(%x : i32), ^b(%y, %x : i32, i32)
        ^a(%p: i32):
          llvm.switch %p : i32, ^b(%p, %p : i32, i32) [
            1: ^a(%y : i32),
            2: ^b(%x, %y : i32, i32)
          ]
        ^b(%q: i32, %r: i32):
          llvm.return %q : i32
        }"#,
    );
    let f = function(&module, "f");
    let cfg = Cfg::of(&f);
    let b = block_at(&f, &cfg, 2).unwrap();
    let mut names: Vec<String> = incoming_values(&b, 1)
        .unwrap()
        .iter()
        .map(|(_, v)| v.to_string())
        .collect();
    names.sort();
    // entry passes %x (argument 1), the switch default %p (^a's argument 0), case 2 %y
    // (argument 2): one value per edge, not per predecessor block.
    assert_eq!(
        names,
        [
            "<block argument> of type 'i32' at index: 0",
            "<block argument> of type 'i32' at index: 1",
            "<block argument> of type 'i32' at index: 2"
        ]
    );
    let a = block_at(&f, &cfg, 1).unwrap();
    assert_eq!(incoming_values(&a, 0).unwrap().len(), 2);
    assert!(f.region_count() == 1);
}

#[test]
fn induction_variables_as_recurrences() {
    use kestrel_rewrites::analysis::{
        address::{Normalizer, Poly},
        layout::DataLayout,
        loops::recurrence_of,
    };
    let context = context();
    let module = parse(&context, LOOP);
    let f = function(&module, "sum");
    let cfg = Cfg::of(&f);
    let info = LoopForest::compute(&cfg, &DomTree::dominators(&cfg));
    let header = block_at(&f, &cfg, 1).unwrap();
    let mut normalizer = Normalizer::new(DataLayout::of(&f), 8);
    let i = kestrel_dialects::values::argument(&header, 0).unwrap();
    let rec = recurrence_of(&f, &cfg, &info, i, &mut normalizer).expect("%i is {0, +, 1}");
    assert_eq!(
        (rec.header, rec.start, rec.step),
        (1, Poly::constant(32, 0), Poly::constant(32, 1))
    );
    let acc = kestrel_dialects::values::argument(&header, 1).unwrap();
    assert!(
        recurrence_of(&f, &cfg, &info, acc, &mut normalizer).is_none(),
        "%acc is not an induction variable"
    );
}
