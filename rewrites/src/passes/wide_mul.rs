//! `wide-mul`: gives instruction selection the 32-bit factors of a 64-bit product, so the
//! product becomes one widening multiply-add instead of a 64-bit multiplication.
//!
//! A 2-D index into a batched tensor, `base + (b * rows + y) * cols`, reaches the backend as
//! `(A + ext y) * ext cols` with a 64-bit `A`: LLVM's instcombine factors `A*C + y*C` into
//! `(A + y) * C`, and LICM hoists the extensions out of the loop. The NVPTX backend then
//! multiplies two 64-bit values (`mul.lo.s64`, three IMADs in SASS) at every such address.
//! Distributed, `A*C` is one product the block's addresses share, and `y*C` multiplies two
//! sign-extended 32-bit values, which instruction selection makes a `mul.wide.s32` that ptxas
//! fuses with the add into one IMAD.WIDE, provided the extensions sit in the product's own
//! block (selection sees one block at a time): the rule makes them there.
//!
//! The products `A*C` of one `A` and `C` are one op, placed at the nearest common dominator
//! of their uses (a CSE afterwards would also merge the extensions made in the product's
//! block with the ones in the preheader, undoing the point). On transpose_batched
//! (`third_party/kernels`, by hand) the loop's SASS went from 80 to 56 instructions, 60 to 36
//! of them integer (sm_80).
//!
//! A second rule, `fold-invariant-product-into-index`, serves the same kernel's stores: LICM
//! hoists the row offset `(y + j) * rows` out of the batch loop as a 64-bit product of two
//! extended 32-bit values, and the store address becomes `gep (gep out, base), offset` with a
//! `base` that varies with the loop. The product is then held through the loop in two
//! registers, and ptxas hoists its shift by the element size too, a third. Folded into the
//! varying index, `gep out, base + sext y * sext rows` is one IMAD.WIDE with the add per
//! iteration and only the 32-bit factor stays live: transpose_batched 48 -> 34 registers for
//! 56 -> 58 SASS instructions in its loop (sm_80, ptxas 13.5).
//!
//! The pass runs in `-O2`/`-O3`'s late half, on the LLVM IR the backend's own IR passes leave:
//! earlier, the backend's GVN would put the extensions back in the preheader.
//!
//! Soundness: `(A + X) * C == A*C + X*C` modulo 2^64, for every `A`, `X`, `C`. Where
//! `X = zext nneg x`, `X == sext x` whenever `X` is not poison (x >= 0), and likewise for `C`;
//! the product of two sign-extended 32-bit values is below 2^62 in magnitude, so its `nsw` is
//! exact. The add and the product `A*C` carry no flags, so the result is poison nowhere the
//! original was not (an original `nsw`/`nuw` add or multiply could only be poison more
//! often). The fold: `gep (gep Q, V), W` over elements of size `s` is `Q + s*V + s*W`, and
//! `gep Q, V + W'` is `Q + s*(V + W')`, the same modulo 2^64 when `W' == W` (the product is
//! made again from the same 32-bit factors, sign-extended, equal to the original's extensions
//! wherever those are not poison). The new GEP and add carry no flags, so the address is
//! poison nowhere the original was not.

use crate::{
    analysis::{
        cfg::{Cfg, ops_in_order},
        loops::{LoopForest, is_loop_invariant},
        manager::Dominators,
    },
    anchor::build::create,
    engine::{FunctionRun, PassBody, PatternDecl, Rewriter},
    options::Options,
    registry::PassInfo,
};
use kestrel_dialects::{
    GepIndex, integer_constant,
    keys::{ValueKey, value_key},
    names,
    ops::{Gep, has_unit_property, is_op},
    raw::{erase_dead_ops, use_count},
    types::integer_width,
    values::{defining_op, operand, result},
};
use melior::ir::{Location, OperationRef, Value, ValueLike, operation::OperationLike};
use std::collections::BTreeMap;

pub static PASS: PassInfo = PassInfo {
    name: "wide-mul",
    summary: "distribute a 64-bit product of a sum over its 32-bit factors, so selection makes a widening multiply-add",
    options: &[],
    reads: &[],
    patterns: &[DISTRIBUTE, FOLD],
    body: PassBody::Function(wide_mul),
};

// (A + ext x) * ext c == A*ext c + sext x * sext c   (i64; x, c: i32; ext: sext or zext nneg;
// A not itself an extension; the sum used only here; c not a constant, whose product a shift
// or LEA already makes cheap). The extensions are made in front of the product.
const DISTRIBUTE: PatternDecl = PatternDecl::rule(
    "distribute-over-extended-factors",
    "mul (add A, ext x), ext c -> add (mul A, ext c), (mul nsw (sext x), (sext c))",
    &[names::SEXT, names::MUL, names::ADD],
);

// gep (gep Q, V), W with W = ext a * ext b (i64; a, b: i32; ext: sext or zext nneg; b not a
// constant) computed outside the innermost loop around the outer gep, and V inside it:
// gep Q, V + sext a * sext b, the product made in front of the gep.
const FOLD: PatternDecl = PatternDecl::rule(
    "fold-invariant-product-into-index",
    "gep (gep Q, V), ext a * ext b (product outside the loop, V inside) -> gep Q, V + sext a * sext b",
    &[names::GEP],
);

/// One product to distribute: `mul` computes `(a + ext x) * factor`, `factor = ext c`.
struct Site<'c, 'a> {
    mul: OperationRef<'c, 'a>,
    a: Value<'c, 'a>,
    x: Value<'c, 'a>,
    factor: Value<'c, 'a>,
    c: Value<'c, 'a>,
}

fn wide_mul(function: OperationRef, rewriter: &Rewriter, options: &Options, run: &FunctionRun) {
    distribute_products(function, rewriter, options, run);
    fold_invariant_products(function, rewriter, run);
}

fn distribute_products(
    function: OperationRef,
    rewriter: &Rewriter,
    _: &Options,
    run: &FunctionRun,
) {
    let sites = sites(&function);
    if sites.is_empty() {
        return;
    }
    let analyses = run.analyses();
    let cfg = analyses.get::<Cfg>(&function);
    let dominators = analyses.get::<Dominators>(&function);
    // The products A*C, one per (A, C), at the nearest common dominator of their sites.
    let mut groups: BTreeMap<(ValueKey, ValueKey), Vec<&Site>> = BTreeMap::new();
    for site in &sites {
        groups
            .entry((value_key(&site.a), value_key(&site.factor)))
            .or_default()
            .push(site);
    }
    for group in groups.values() {
        let Some(blocks) = group
            .iter()
            .map(|site| cfg.block_of(&site.mul))
            .collect::<Option<Vec<usize>>>()
        else {
            continue;
        };
        let Some(home) = dominators.nearest_common_dominator_of(blocks.iter().copied()) else {
            continue;
        };
        let Some(before) = insertion_point(&function, &cfg, home, group) else {
            continue;
        };
        let first = group[0];
        rewriter.set_insertion_point_before(before);
        let Some(large) = create(
            rewriter,
            "llvm.mul $0, $1 : i64",
            &[first.a, first.factor],
            first.mul.location(),
        ) else {
            continue;
        };
        for site in group {
            if distribute(site, large, rewriter) {
                run.count(&DISTRIBUTE);
            }
        }
    }
    erase_dead_ops(&function);
}

/// A GEP of the fold's form: `gep` computes `gep (gep q, v), w` with `w = ext a * ext b`.
struct Fold<'c, 'a> {
    gep: OperationRef<'c, 'a>,
    q: Value<'c, 'a>,
    v: Value<'c, 'a>,
    w: Value<'c, 'a>,
    a: Value<'c, 'a>,
    b: Value<'c, 'a>,
}

/// LICM hoists a loop-invariant row offset `(y + j) * rows` out of the loop as a 64-bit
/// product of extended 32-bit values, and the address in the loop becomes `base + offset`
/// with a varying `base`: the product is held in two registers through the loop (ptxas also
/// hoists its shift by the element size, a third), each such row adding three. Added to the
/// varying index instead, it is one widening multiply-add per iteration (IMAD.WIDE), and only
/// its 32-bit factors stay live.
fn fold_invariant_products(function: OperationRef, rewriter: &Rewriter, run: &FunctionRun) {
    let shapes: Vec<Fold> = ops_in_order(&function)
        .into_iter()
        .filter_map(fold_shape)
        .collect();
    if shapes.is_empty() {
        return;
    }
    let analyses = run.analyses();
    let cfg = analyses.get::<Cfg>(&function);
    let loops = analyses.get::<LoopForest>(&function);
    let folds: Vec<Fold> = shapes
        .into_iter()
        .filter(|fold| is_hoisted_from_its_loop(fold, &cfg, &loops))
        .collect();
    let mut folded = 0;
    for fold in &folds {
        if fold_product(fold, rewriter) {
            folded += 1;
        }
    }
    if folded > 0 {
        run.count_n(&FOLD, folded);
        erase_dead_ops(&function);
    }
}

/// `op` as a [`Fold`] when it has the form, wherever it is (the loops are checked after,
/// [`is_hoisted_from_its_loop`], so a function without the form computes none).
fn fold_shape<'c: 'a, 'a>(op: OperationRef<'c, 'a>) -> Option<Fold<'c, 'a>> {
    let outer = Gep::of(op)?;
    let w = single_wide_index(&outer)?;
    let inner = Gep::of(defining_op(outer.base()?)?)?;
    let v = single_wide_index(&inner)?;
    if outer.element_type()? != inner.element_type()? {
        return None;
    }
    let product = defining_op(w).filter(|p| is_op(p, names::MUL))?;
    let (a, b) = (
        extended_from_i32(operand(&product, 0)?)?,
        extended_from_i32(operand(&product, 1)?)?,
    );
    if integer_constant(a).is_some() || integer_constant(b).is_some() {
        return None;
    }
    Some(Fold {
        gep: op,
        q: inner.base()?,
        v,
        w,
        a,
        b,
    })
}

/// Whether `fold.gep` is in a loop that does not hold the product's definition and does
/// hold `v`'s (`v`, an operand of a top-level op, is defined in a block of the function, so
/// not invariant means defined in the loop).
fn is_hoisted_from_its_loop(fold: &Fold, cfg: &Cfg, loops: &LoopForest) -> bool {
    let Some(scope) = cfg
        .block_of(&fold.gep)
        .and_then(|block| loops.loop_of(block))
    else {
        return false;
    };
    is_loop_invariant(fold.w, cfg, scope) && !is_loop_invariant(fold.v, cfg, scope)
}

/// The GEP's one index, when it has exactly one, dynamic and 64-bit.
fn single_wide_index<'c, 'a>(gep: &Gep<'c, 'a>) -> Option<Value<'c, 'a>> {
    match gep.indices()?.as_slice() {
        [GepIndex::Dynamic(index)] if integer_width(*index) == Some(64) => Some(*index),
        _ => None,
    }
}

/// `fold.gep` becomes `gep q, v + sext a * sext b`, without no-wrap flags.
fn fold_product(fold: &Fold, rewriter: &Rewriter) -> bool {
    let location = fold.gep.location();
    let pointer = fold.q.r#type().to_string();
    let Some(element) = Gep::of(fold.gep).and_then(|g| g.element_type()) else {
        return false;
    };
    rewriter.set_insertion_point_before(fold.gep);
    let Some(product) = widening_product(rewriter, fold.a, fold.b, location) else {
        return false;
    };
    let Some(index) = create(
        rewriter,
        "llvm.add $0, $1 : i64",
        &[fold.v, product],
        location,
    ) else {
        return false;
    };
    let template = format!("llvm.getelementptr $0[$1] : ({pointer}, i64) -> {pointer}, {element}");
    let Ok(gep) = rewriter.create(&template, &[fold.q, index], 1, location) else {
        return false;
    };
    if result(&gep, 0).is_none() {
        return false;
    }
    rewriter.replace_op_with_operation(fold.gep, gep);
    true
}

/// Where the shared product goes in block `home`: before the first of `group`'s products in
/// it, else before its terminator (`a` and `factor` dominate every product, so they are
/// defined by then).
fn insertion_point<'c, 'a>(
    function: &OperationRef<'c, 'a>,
    cfg: &Cfg,
    home: usize,
    group: &[&Site<'c, 'a>],
) -> Option<OperationRef<'c, 'a>> {
    let block: Vec<OperationRef> = ops_in_order(function)
        .into_iter()
        .filter(|op| cfg.block_of(op) == Some(home))
        .collect();
    block
        .iter()
        .find(|op| group.iter().any(|site| site.mul == **op))
        .or(block.last())
        .copied()
}

/// `sext x * sext y` (`nsw`: exact for two sign-extended 32-bit values) at the rewriter's
/// insertion point, extensions included, so selection sees them beside the product.
fn widening_product<'c, 'r>(
    rewriter: &'r Rewriter<'c, '_>,
    x: Value<'c, '_>,
    y: Value<'c, '_>,
    location: Location<'c>,
) -> Option<Value<'c, 'r>> {
    let extend = "llvm.sext $0 : i32 to i64";
    let x = create(rewriter, extend, &[x], location)?;
    let y = create(rewriter, extend, &[y], location)?;
    create(
        rewriter,
        "llvm.mul $0, $1 overflow<nsw> : i64",
        &[x, y],
        location,
    )
}

/// `(a + ext x) * factor` becomes `large + sext x * sext c`.
fn distribute(site: &Site, large: Value, rewriter: &Rewriter) -> bool {
    let location = site.mul.location();
    rewriter.set_insertion_point_before(site.mul);
    let Some(small) = widening_product(rewriter, site.x, site.c, location) else {
        return false;
    };
    let Ok(sum) = rewriter.create("llvm.add $0, $1 : i64", &[large, small], 1, location) else {
        return false;
    };
    if result(&sum, 0).is_none() {
        return false;
    }
    rewriter.replace_op_with_operation(site.mul, sum);
    true
}

/// The function's products of the rule's form, in order.
fn sites<'c, 'a>(function: &OperationRef<'c, 'a>) -> Vec<Site<'c, 'a>> {
    let mut sites: Vec<Site> = ops_in_order(function)
        .into_iter()
        .filter(|op| is_op(op, names::MUL))
        .filter_map(site)
        .collect();
    // A product that feeds another site's sum or factor is left for a later run: replacing it
    // would leave the other site holding an erased value.
    let products: Vec<OperationRef> = sites.iter().map(|site| site.mul).collect();
    let feeds_another = |value: Value| defining_op(value).is_some_and(|op| products.contains(&op));
    sites.retain(|site| !feeds_another(site.a) && !feeds_another(site.factor));
    sites
}

/// `mul` as a [`Site`] when it has the rule's form.
fn site<'c: 'a, 'a>(mul: OperationRef<'c, 'a>) -> Option<Site<'c, 'a>> {
    let (left, right) = (operand(&mul, 0)?, operand(&mul, 1)?);
    if integer_width(left) != Some(64) {
        return None;
    }
    [(left, right), (right, left)]
        .into_iter()
        .find_map(|(sum, factor)| {
            let add = defining_op(sum).filter(|op| is_op(op, names::ADD))?;
            let c = extended_from_i32(factor)?;
            if use_count(sum, 2) != 1 || integer_constant(c).is_some() {
                return None;
            }
            let (a, x) = split_sum(&add)?;
            Some(Site {
                mul,
                a,
                x,
                factor,
                c,
            })
        })
}

/// The 32-bit value `value` extends when it is `sext i32 x` or `zext nneg i32 x` to i64.
fn extended_from_i32<'c: 'a, 'a>(value: Value<'c, 'a>) -> Option<Value<'c, 'a>> {
    let extension = defining_op(value)?;
    let signed = is_op(&extension, names::SEXT);
    let non_negative = is_op(&extension, names::ZEXT) && has_unit_property(&extension, "nonNeg");
    if !signed && !non_negative {
        return None;
    }
    let source = operand(&extension, 0)?;
    (integer_width(source) == Some(32) && integer_width(value) == Some(64)).then_some(source)
}

/// `sum`'s operands as (A, x) where the second extends `x`; `None` when neither does, or both.
fn split_sum<'c: 'a, 'a>(sum: &OperationRef<'c, 'a>) -> Option<(Value<'c, 'a>, Value<'c, 'a>)> {
    let (a, b) = (operand(sum, 0)?, operand(sum, 1)?);
    match (extended_from_i32(a), extended_from_i32(b)) {
        (None, Some(x)) => Some((a, x)),
        (Some(x), None) => Some((b, x)),
        _ => None,
    }
}
