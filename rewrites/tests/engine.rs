//! The pattern engine: rewrite counting and cache invalidation.

use crate::support::{context, function, parse};
use kestrel_rewrites::{
    Cached, PatternDecl, PatternSet,
    analysis::cfg::Cfg,
    engine::{RewriteCounts, apply_to_function},
};
use melior::ir::operation::OperationLike;
use std::{cell::Cell, rc::Rc};

const SHIFTS: &str = r#"
llvm.func @f(%i: i64) -> i64 {
  %c = llvm.mlir.constant(1 : i64) : i64
  %0 = llvm.shl %i, %c : i64
  %1 = llvm.shl %0, %c : i64
  llvm.return %1 : i64
}
"#;

#[test]
fn cached_analyses_are_recomputed_after_each_rewrite_and_only_then() {
    let context = context();
    let module = parse(&context, SHIFTS);
    let f = function(&module, "f");
    let computations = Rc::new(Cell::new(0));
    let mut set = PatternSet::new(&context);
    let cache: Rc<Cached<usize>> = Rc::new(Cached::new(set.generation()));
    let seen = computations.clone();
    // Reads the cache on every visit, and rewrites each shl into a mul by two.
    set.add(
        PatternDecl {
            name: "count-then-rewrite",
            identity: "shl x, 1 -> mul x, 2",
            root: "llvm.shl",
            benefit: 1,
            generates: &["llvm.mul"],
        },
        move |op, rewriter| {
            let blocks = cache.get(|| {
                seen.set(seen.get() + 1);
                Cfg::of(&op.parent_operation().unwrap()).len()
            });
            let _ = blocks;
            let _ = cache.get(|| unreachable!("same generation: served from the cache"));
            rewriter.set_insertion_point_before(op);
            let (Ok(x), Ok(c)) = (op.operand(0), op.operand(1)) else {
                return false;
            };
            let Ok(two) =
                rewriter.create("llvm.mlir.constant(2 : i64) : i64", &[], 1, op.location())
            else {
                return false;
            };
            let _ = c;
            let Ok(mul) = rewriter.create(
                "llvm.mul $0, $1 : i64",
                &[x, two.result(0).unwrap().into()],
                1,
                op.location(),
            ) else {
                return false;
            };
            rewriter.replace_op_with_operation(op, mul);
            true
        },
    );
    let counts = RewriteCounts::default();
    let rewrites = apply_to_function(f, set, &counts).unwrap();
    assert_eq!(rewrites, 2);
    assert_eq!(counts.snapshot().get("count-then-rewrite"), Some(&2));
    assert_eq!(
        computations.get(),
        2,
        "one computation per generation: before the first and the second rewrite"
    );
}
