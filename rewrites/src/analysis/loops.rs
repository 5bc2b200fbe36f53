//! Natural loops as one forest, and their basic induction variables.
//!
//! A back edge is an edge `latch -> header` where the header dominates the latch; the loop of a
//! header is every block that reaches a latch without passing the header. Loops with the same
//! header are one loop. Irreducible cycles (no dominating header) are not loops here, so passes
//! that only transform natural loops leave them alone.
//!
//! The forest is built in space linear in the function: no block list per loop (a nest `n`
//! deep would hold `n²/2` block entries). Loops are discovered innermost first (headers by
//! decreasing dominator-tree depth): the backward walk from a loop's latches claims unclaimed
//! blocks and, on reaching a block of an inner loop, adopts that loop's outermost known
//! ancestor and continues from its header (LLVM's `LoopInfoBase::analyze`), so every block is
//! claimed once and every loop adopted once. Membership is an interval test on the loop tree.

use super::{
    cfg::{Cfg, as_block_argument, incoming_values},
    dominance::DomTree,
};
use crate::analysis::fast_hash::{FastMap, FastSet};
use kestrel_dialects::{
    integer_constant,
    keys::{ValueKey, block_key, value_key},
    names, ops,
    types::integer_width,
    values::{defining_op, operand},
};
use melior::ir::{BlockLike, BlockRef, OperationRef, RegionLike, Value, operation::OperationLike};
use std::ops::Deref;

/// One natural loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loop {
    pub header: usize,
    /// Sources of back edges (once per back edge), in reverse post-order.
    pub latches: Vec<usize>,
    /// The unique predecessor outside the loop whose only successor is the header.
    pub preheader: Option<usize>,
    /// Enclosing loop (index into [`LoopForest::loops`]).
    pub parent: Option<usize>,
    /// 1 for outermost loops.
    pub depth: usize,
    /// Pre/post numbers in the loop tree: a loop contains another iff its interval does.
    enter: usize,
    leave: usize,
}

/// Every natural loop of a function, outer loops first (by decreasing size, then header).
#[derive(Clone, Debug, Default)]
pub struct LoopForest {
    pub loops: Vec<Loop>,
    /// Innermost loop of each block.
    innermost: Vec<Option<usize>>,
    /// The blocks whose innermost loop is each loop, ascending.
    bodies: Vec<Vec<usize>>,
}

/// A loop of a [`LoopForest`], which answers membership.
#[derive(Clone, Copy, Debug)]
pub struct Scope<'f> {
    forest: &'f LoopForest,
    index: usize,
}

impl Deref for Scope<'_> {
    type Target = Loop;

    fn deref(&self) -> &Loop {
        &self.forest.loops[self.index]
    }
}

impl<'f> Scope<'f> {
    /// Index into [`LoopForest::loops`].
    pub fn index(&self) -> usize {
        self.index
    }

    /// True when `block` is in the loop (or in a loop nested in it).
    pub fn contains(&self, block: usize) -> bool {
        self.forest
            .innermost
            .get(block)
            .copied()
            .flatten()
            .is_some_and(|inner| {
                let inner = &self.forest.loops[inner];
                self.enter <= inner.enter && inner.leave <= self.leave
            })
    }

    /// The blocks of the loop's own body (not of inner loops), ascending.
    pub fn body(&self) -> &'f [usize] {
        &self.forest.bodies[self.index]
    }

    /// Every block of the loop, inner loops' included, ascending.
    pub fn blocks(&self) -> Vec<usize> {
        (0..self.forest.innermost.len())
            .filter(|&b| self.contains(b))
            .collect()
    }

    /// Blocks outside the loop entered from inside it, ascending.
    pub fn exits(&self, cfg: &Cfg) -> Vec<usize> {
        let mut exits: Vec<usize> = self
            .blocks()
            .into_iter()
            .flat_map(|b| cfg.successors(b).iter().copied())
            .filter(|&s| !self.contains(s))
            .collect();
        exits.sort_unstable();
        exits.dedup();
        exits
    }
}

impl LoopForest {
    /// Every natural loop, in time near-linear in the function.
    pub fn compute(cfg: &Cfg, dom: &DomTree) -> Self {
        let (headers, mut latches) = back_edges(cfg, dom);
        let count = headers.len();
        // A loop nested in another has a strictly deeper header: inner loops come first.
        let mut order: Vec<usize> = (0..count).collect();
        order.sort_by_key(|&id| std::cmp::Reverse(dom.depth(headers[id]).unwrap_or(0)));
        let mut owner: Vec<Option<usize>> = vec![None; cfg.len()];
        let mut top: Vec<usize> = (0..count).collect();
        let mut parent: Vec<Option<usize>> = vec![None; count];
        let mut size: Vec<usize> = vec![0; count];
        let mut stack: Vec<usize> = Vec::new();
        for &id in &order {
            owner[headers[id]] = Some(id);
            size[id] = 1;
            stack.extend(latches[id].iter().copied().filter(|&l| dom.contains(l)));
            while let Some(block) = stack.pop() {
                let from = match owner[block] {
                    None => {
                        owner[block] = Some(id);
                        size[id] += 1;
                        block
                    }
                    Some(inner) => {
                        let outer = find(&mut top, inner);
                        if outer == id {
                            continue;
                        }
                        top[outer] = id;
                        parent[outer] = Some(id);
                        size[id] += size[outer];
                        headers[outer]
                    }
                };
                stack.extend(
                    cfg.predecessors(from)
                        .iter()
                        .copied()
                        .filter(|&p| dom.contains(p) && owner[p] != Some(id)),
                );
            }
        }
        // Outer loops first (an enclosing loop is strictly larger), as LLVM's LoopInfo lists
        // them; passes visit loops in this order.
        let mut sorted: Vec<usize> = (0..count).collect();
        sorted.sort_by(|&a, &b| size[b].cmp(&size[a]).then(headers[a].cmp(&headers[b])));
        let mut position = vec![0; count];
        for (at, &id) in sorted.iter().enumerate() {
            position[id] = at;
        }
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); count];
        let mut roots: Vec<usize> = Vec::new();
        for &id in &sorted {
            match parent[id] {
                Some(p) => children[position[p]].push(position[id]),
                None => roots.push(position[id]),
            }
        }
        let mut loops: Vec<Loop> = sorted
            .iter()
            .map(|&id| Loop {
                header: headers[id],
                latches: std::mem::take(&mut latches[id]),
                preheader: None,
                parent: parent[id].map(|p| position[p]),
                depth: 1,
                enter: 0,
                leave: 0,
            })
            .collect();
        // Interval numbering of the loop tree, without recursion.
        let mut clock = 0;
        let mut walk: Vec<(usize, bool)> = roots.iter().rev().map(|&r| (r, false)).collect();
        while let Some((index, done)) = walk.pop() {
            if done {
                loops[index].leave = clock;
            } else {
                loops[index].enter = clock;
                loops[index].depth = loops[index].parent.map_or(1, |p| loops[p].depth + 1);
                walk.push((index, true));
                walk.extend(children[index].iter().rev().map(|&c| (c, false)));
            }
            clock += 1;
        }
        let innermost: Vec<Option<usize>> =
            owner.iter().map(|o| o.map(|id| position[id])).collect();
        let mut bodies: Vec<Vec<usize>> = vec![Vec::new(); count];
        for (block, inner) in innermost.iter().enumerate() {
            if let Some(inner) = inner {
                bodies[*inner].push(block);
            }
        }
        let mut forest = LoopForest {
            loops,
            innermost,
            bodies,
        };
        for index in 0..count {
            let scope = forest.scope(index);
            let header = scope.header;
            let outside: Vec<usize> = cfg
                .predecessors(header)
                .iter()
                .copied()
                .filter(|&p| !scope.contains(p))
                .collect();
            let preheader = match outside.as_slice() {
                [only] if cfg.successors(*only) == [header] => Some(*only),
                _ => None,
            };
            forest.loops[index].preheader = preheader;
        }
        forest
    }

    /// The loop at `index` of [`LoopForest::loops`].
    pub fn scope(&self, index: usize) -> Scope<'_> {
        Scope {
            forest: self,
            index,
        }
    }

    /// Every loop, outer loops first.
    pub fn scopes(&self) -> impl Iterator<Item = Scope<'_>> {
        (0..self.loops.len()).map(|index| self.scope(index))
    }

    /// The innermost loop containing `block`.
    pub fn loop_of(&self, block: usize) -> Option<Scope<'_>> {
        self.innermost
            .get(block)
            .copied()
            .flatten()
            .map(|index| self.scope(index))
    }

    /// Loop nesting depth of `block` (0 outside loops).
    pub fn depth_of(&self, block: usize) -> usize {
        self.loop_of(block).map_or(0, |l| l.depth)
    }
}

/// The outermost loop known to contain loop `id` (union-find with path halving).
fn find(top: &mut [usize], mut id: usize) -> usize {
    while top[id] != id {
        top[id] = top[top[id]];
        id = top[id];
    }
    id
}

/// The loop headers (targets of back edges: edges to a dominator) in the order a reverse
/// post-order walk first meets their back edges, and each header's latches in that order.
pub fn back_edges(cfg: &Cfg, dom: &DomTree) -> (Vec<usize>, Vec<Vec<usize>>) {
    let mut header_index: FastMap<usize, usize> = FastMap::default();
    let mut headers: Vec<usize> = Vec::new();
    let mut latches: Vec<Vec<usize>> = Vec::new();
    for block in cfg.reverse_post_order() {
        for &succ in cfg.successors(block) {
            if dom.dominates(succ, block) {
                let index = *header_index.entry(succ).or_insert_with(|| {
                    headers.push(succ);
                    latches.push(Vec::new());
                    headers.len() - 1
                });
                latches[index].push(block);
            }
        }
    }
    (headers, latches)
}

/// A basic induction variable: header argument `i` with `i = start` on entry and
/// `i = i + step` (`llvm.add`) on every back edge, `step` defined outside the loop.
#[derive(Clone, Debug)]
pub struct InductionVariable<'c, 'a> {
    pub header: usize,
    pub argument: usize,
    pub value: Value<'c, 'a>,
    /// Values entering from outside the loop (one per entering edge).
    pub starts: Vec<Value<'c, 'a>>,
    pub step: Value<'c, 'a>,
}

/// The basic induction variables of `lp` in `function`.
pub fn induction_variables<'c: 'a, 'a>(
    function: &OperationRef<'c, 'a>,
    cfg: &Cfg,
    lp: Scope,
) -> Vec<InductionVariable<'c, 'a>> {
    let Some(header) = block_at(function, cfg, lp.header) else {
        return Vec::new();
    };
    induction_variables_at(header, lp.header, cfg, &|block| lp.contains(block))
}

/// The basic induction variables of the loop whose header is `header` (block `index` of
/// `cfg`) and whose blocks are those `contains` accepts: [`induction_variables`] for callers
/// that hold the header block and their own loop representation.
pub fn induction_variables_at<'c: 'a, 'a>(
    header: BlockRef<'c, 'a>,
    index: usize,
    cfg: &Cfg,
    contains: &dyn Fn(usize) -> bool,
) -> Vec<InductionVariable<'c, 'a>> {
    let mut ivs = Vec::new();
    for argument in 0..header.argument_count() {
        let Some(value) = kestrel_dialects::values::argument(&header, argument) else {
            continue;
        };
        let Some(incoming) = incoming_values(&header, argument) else {
            continue;
        };
        let mut starts = Vec::new();
        let mut step: Option<Value> = None;
        let mut valid = true;
        for (pred, incoming_value) in incoming {
            let Some(pred_index) = cfg.index(&pred) else {
                valid = false;
                break;
            };
            if !contains(pred_index) {
                starts.push(incoming_value);
                continue;
            }
            match increment_of(incoming_value, value, cfg, contains) {
                Some(s) if step.is_none_or(|seen| value_key(&seen) == value_key(&s)) => {
                    step = Some(s)
                }
                _ => valid = false,
            }
        }
        if let (true, Some(step)) = (valid, step) {
            ivs.push(InductionVariable {
                header: index,
                argument,
                value,
                starts,
                step,
            });
        }
    }
    ivs
}

/// `step` when `next` is `llvm.add iv, step` or `llvm.add step, iv` with `step` defined outside
/// the loop.
fn increment_of<'c: 'a, 'a>(
    next: Value<'c, 'a>,
    iv: Value<'c, 'a>,
    cfg: &Cfg,
    contains: &dyn Fn(usize) -> bool,
) -> Option<Value<'c, 'a>> {
    let op = kestrel_dialects::values::defining_op(next)?;
    if op.name().as_string_ref().as_str().ok()? != names::ADD {
        return None;
    }
    let (a, b) = (
        kestrel_dialects::values::operand(&op, 0)?,
        kestrel_dialects::values::operand(&op, 1)?,
    );
    let step = if value_key(&a) == value_key(&iv) {
        b
    } else if value_key(&b) == value_key(&iv) {
        a
    } else {
        return None;
    };
    defined_outside(step, cfg, contains).then_some(step)
}

/// True when `value` is defined outside `lp` (a constant, an argument, or an op or block
/// argument in a block outside the loop).
pub fn is_loop_invariant(value: Value, cfg: &Cfg, lp: Scope) -> bool {
    defined_outside(value, cfg, &|block| lp.contains(block))
}

/// [`is_loop_invariant`] for the loop whose blocks are those `contains` accepts.
fn defined_outside(value: Value, cfg: &Cfg, contains: &dyn Fn(usize) -> bool) -> bool {
    let block = match as_block_argument(value) {
        Some((block, _)) => Some(block_key(&block)),
        None => kestrel_dialects::values::defining_op(value)
            .and_then(|op| op.block())
            .map(|b| block_key(&b)),
    };
    match block.and_then(|key| cfg.index_of(key)) {
        Some(index) => !contains(index),
        // Defined in a nested region or elsewhere: not provably outside.
        None => false,
    }
}

/// The `index`-th block of `function`'s body.
pub fn block_at<'c: 'a, 'a>(
    function: &OperationRef<'c, 'a>,
    cfg: &Cfg,
    index: usize,
) -> Option<BlockRef<'c, 'a>> {
    let region = kestrel_dialects::values::region(function, 0)?;
    let key = cfg.key(index);
    let mut next = region.first_block();
    while let Some(block) = next {
        if block_key(&block) == key {
            return Some(block);
        }
        next = block.next_in_region();
    }
    None
}

/// A loop recurrence `{start, +, step}` over one loop: the value is `start` on entry and grows
/// by `step` on every iteration. Both are in the normal form of [`super::address`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recurrence {
    pub header: usize,
    pub start: super::address::Poly,
    pub step: super::address::Poly,
}

/// The recurrence of block argument `value` when it is a basic induction variable of a
/// natural loop with one entering value; `None` otherwise.
pub fn recurrence_of<'c: 'a, 'a>(
    function: &OperationRef<'c, 'a>,
    cfg: &Cfg,
    loops: &LoopForest,
    value: Value<'c, 'a>,
    normalizer: &mut super::address::Normalizer,
) -> Option<Recurrence> {
    let (block, argument) = as_block_argument(value)?;
    let header = cfg.index(&block)?;
    let lp = loops.scopes().find(|l| l.header == header)?;
    let iv = induction_variables(function, cfg, lp)
        .into_iter()
        .find(|iv| iv.argument == argument)?;
    let [start] = iv.starts.as_slice() else {
        return None;
    };
    Some(Recurrence {
        header,
        start: normalizer.integer(*start),
        step: normalizer.integer(iv.step),
    })
}

/// Whether each of `addresses`, used in `lp`, is affine in one of `ivs` in a form LLVM's
/// scalar evolution folds without proving anything more, so that llc's loop strength
/// reduction gives it a pointer register of its own, shared with every address that differs
/// by a constant (`[reg+imm]`): arithmetic at 64 bits (pointers, `size_t` indices), or an
/// extension of the variable plus constants (`s[k + 1]` after clang's unrolling) or times a
/// constant with both `nsw` and `nuw` (`zext(k * 64)`: scalar evolution folds the extension
/// of a product by a constant from the variable's range or the op's flags; left to LSR,
/// sem_ax_hex8_f32's loop integer SASS went 286 -> 230 where base-addr-strength-reduce had
/// carried the anchor itself). An extension of anything else at 32 bits (a product `k * n`
/// by an invariant value, a sum with a variable) may wrap where LLVM cannot tell, and its
/// recurrence stays hidden. The variable's own increments
/// are not checked for `nsw`/`nuw`: where they may wrap, LLVM's strength reduction does less
/// than this says, and a pass that leaves such addresses to it leaves llc's code as it was.
pub fn strength_reduced_by_llvm<'c: 'a, 'a>(
    addresses: impl IntoIterator<Item = Value<'c, 'a>>,
    cfg: &Cfg,
    lp: &Scope,
    ivs: &[InductionVariable],
) -> bool {
    let ivs: FastSet<ValueKey> = ivs.iter().map(|iv| value_key(&iv.value)).collect();
    addresses
        .into_iter()
        .all(|address| shape(cfg, lp, &ivs, address, 0) == Some(Shape::Affine))
}

/// Whether extending `value` to 64 bits (by `sext` when `signed`, else `zext`) hides from
/// LLVM's scalar evolution a recurrence that distributing the extension over `value`'s
/// arithmetic would show. `value` is a narrow index built in `lp` from one of `ivs` and
/// loop-invariant terms by additions, subtractions and multiplications by an invariant, each
/// carrying the no-wrap flag of the extension's kind (`nsw` for `sext`, `nuw` for `zext`; a
/// disjoint `or` carries both), and the variables' own increments carry it too: then the
/// extension of each op is the op of the extensions, and the widened index is affine in the
/// variable. Scalar evolution does not fold the extension through a narrow product or a sum
/// with a variable itself (`sext(inv * i)` stays opaque to loop strength reduction, which then
/// recomputes the 64-bit index every iteration), so this is exactly where the widening helps.
pub fn extension_hides_recurrence<'c: 'a, 'a>(
    value: Value<'c, 'a>,
    signed: bool,
    cfg: &Cfg,
    lp: &Scope,
    ivs: &[InductionVariable<'c, 'a>],
) -> bool {
    let all: FastSet<ValueKey> = ivs.iter().map(|iv| value_key(&iv.value)).collect();
    if shape(cfg, lp, &all, value, 0) == Some(Shape::Affine) {
        return false;
    }
    let flag = if signed { Wrap::Signed } else { Wrap::Unsigned };
    let exact: FastSet<ValueKey> = ivs
        .iter()
        .filter(|iv| increments_carry(iv, flag, cfg, lp))
        .map(|iv| value_key(&iv.value))
        .collect();
    exact_shape(cfg, lp, &exact, value, flag, 0) == Some(Shape::Affine)
}

/// The no-wrap flag an extension distributes over: `nsw` for `sext`, `nuw` for `zext`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Wrap {
    Signed,
    Unsigned,
}

/// Whether an extension (`sext` when `signed`, else `zext`) of `op`'s result equals `op` on
/// its extended operands: `op` is an add, sub or mul carrying the extension's no-wrap flag,
/// or a disjoint `or`.
pub fn extension_distributes_over(op: &OperationRef, signed: bool) -> bool {
    carries(op, if signed { Wrap::Signed } else { Wrap::Unsigned })
}

/// Whether `op` carries `flag` (a disjoint `or` carries both: its sum has no carry anywhere).
fn carries(op: &OperationRef, flag: Wrap) -> bool {
    let name = op.name();
    match name.as_string_ref().as_str().unwrap_or("") {
        names::OR => ops::has_unit_property(op, "isDisjoint"),
        names::ADD | names::SUB | names::MUL => {
            let flags = ops::OverflowFlags::of(op);
            match flag {
                Wrap::Signed => flags.nsw,
                Wrap::Unsigned => flags.nuw,
            }
        }
        _ => false,
    }
}

/// Whether every increment of `iv` inside `lp` is an add carrying `flag`, so that scalar
/// evolution proves the recurrence does not wrap and folds its extension.
fn increments_carry(iv: &InductionVariable, flag: Wrap, cfg: &Cfg, lp: &Scope) -> bool {
    let Some((header, argument)) = as_block_argument(iv.value) else {
        return false;
    };
    let Some(incoming) = incoming_values(&header, argument) else {
        return false;
    };
    incoming.iter().all(|(pred, next)| {
        let inside = cfg.index(pred).is_some_and(|p| lp.contains(p));
        !inside
            || defining_op(*next)
                .is_some_and(|op| ops::is_op(&op, names::ADD) && carries(&op, flag))
    })
}

/// Integer ops that compute nothing but a function of their operands (no division: it may
/// trap where the loop would not have run it, though nothing here moves it).
const INVARIANT_ARITHMETIC: &[&str] = &[
    names::ADD,
    names::SUB,
    names::MUL,
    names::SHL,
    names::OR,
    "llvm.and",
    "llvm.xor",
    "llvm.lshr",
    "llvm.ashr",
    names::SEXT,
    names::ZEXT,
    "llvm.trunc",
    names::CONSTANT,
];

/// [`shape`] with the extension distributed: a narrow op carrying `flag` is exact, so it
/// combines its operands' shapes as a 64-bit op would; anything else is opaque.
fn exact_shape(
    cfg: &Cfg,
    lp: &Scope,
    ivs: &FastSet<ValueKey>,
    value: Value,
    flag: Wrap,
    depth: usize,
) -> Option<Shape> {
    if let Some(settled) = leaf_shape(cfg, lp, ivs, value, depth) {
        return settled;
    }
    let op = defining_op(value)?;
    let of = |i: usize| operand(&op, i).and_then(|v| exact_shape(cfg, lp, ivs, v, flag, depth + 1));
    if !carries(&op, flag) {
        // Integer arithmetic of invariants, computed in the loop, is an invariant leaf: the
        // extension then applies to it whole.
        let pure = INVARIANT_ARITHMETIC.contains(&op.name().as_string_ref().as_str().unwrap_or(""));
        let operands_invariant = (0..op.operand_count()).all(|i| of(i) == Some(Shape::Invariant));
        return (pure && operands_invariant).then_some(Shape::Invariant);
    }
    let (a, b) = (of(0)?, of(1)?);
    if ops::is_op(&op, names::MUL) && a == Shape::Affine && b == Shape::Affine {
        return None;
    }
    Some(sum(a, b))
}

/// How an address value depends on the loop, as scalar evolution would see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    Invariant,
    /// Affine in one induction variable, without a wrap scalar evolution cannot rule out.
    Affine,
}

/// Address arithmetic deeper than this is not followed.
const SHAPE_DEPTH: usize = 12;

/// The shape of `value` where its defining op need not be read: invariant, one of `ivs`, or
/// (past [`SHAPE_DEPTH`]) opaque; `None` when the op decides.
fn leaf_shape(
    cfg: &Cfg,
    lp: &Scope,
    ivs: &FastSet<ValueKey>,
    value: Value,
    depth: usize,
) -> Option<Option<Shape>> {
    if is_loop_invariant(value, cfg, *lp) {
        Some(Some(Shape::Invariant))
    } else if ivs.contains(&value_key(&value)) {
        Some(Some(Shape::Affine))
    } else if depth > SHAPE_DEPTH {
        Some(None)
    } else {
        None
    }
}

fn shape(
    cfg: &Cfg,
    lp: &Scope,
    ivs: &FastSet<ValueKey>,
    value: Value,
    depth: usize,
) -> Option<Shape> {
    if let Some(settled) = leaf_shape(cfg, lp, ivs, value, depth) {
        return settled;
    }
    let op = defining_op(value)?;
    let name = op.name();
    let name = name.as_string_ref().as_str().unwrap_or("");
    let of = |i: usize| operand(&op, i).and_then(|v| shape(cfg, lp, ivs, v, depth + 1));
    let wide = integer_width(value).is_none_or(|bits| bits >= 64);
    match name {
        names::CONSTANT | names::ADDRESSOF => Some(Shape::Invariant),
        names::SEXT | names::ZEXT | names::ADDRSPACECAST => of(0),
        names::GEP => (0..op.operand_count())
            .map(of)
            .try_fold(Shape::Invariant, |acc, s| Some(sum(acc, s?))),
        names::ADD | names::SUB => affine_sum(&op, of(0)?, of(1)?, wide),
        names::OR if ops::has_unit_property(&op, "isDisjoint") => {
            affine_sum(&op, of(0)?, of(1)?, wide)
        }
        names::MUL | names::SHL if wide => match (of(0)?, of(1)?) {
            (Shape::Affine, Shape::Affine) => None,
            (a, b) => Some(sum(a, b)),
        },
        names::MUL | names::SHL => scaled_by_constant(&op, of(0)?, of(1)?),
        _ => None,
    }
}

/// The shape of a narrow product `op` of operands shaped `a` and `b`: the variable times a
/// constant, the op carrying both `nsw` and `nuw` (so whichever extension follows distributes
/// over it), is affine; scalar evolution folds the extension of a product by a constant
/// (`zext(k * 64)` of `s_u[k][j][i]`, from the variable's range or the op's flags) as it
/// does not a product by an invariant value. Any other narrow product is opaque.
fn scaled_by_constant(op: &OperationRef, a: Shape, b: Shape) -> Option<Shape> {
    let flags = ops::OverflowFlags::of(op);
    let constant = |i| operand(op, i).and_then(integer_constant).is_some();
    match (a, b) {
        (Shape::Affine, Shape::Invariant) if constant(1) && flags.nsw && flags.nuw => {
            Some(Shape::Affine)
        }
        (Shape::Invariant, Shape::Affine)
            if ops::is_op(op, names::MUL) && constant(0) && flags.nsw && flags.nuw =>
        {
            Some(Shape::Affine)
        }
        _ => None,
    }
}

/// `a + b` where either may be affine.
fn sum(a: Shape, b: Shape) -> Shape {
    if a == Shape::Affine || b == Shape::Affine {
        Shape::Affine
    } else {
        Shape::Invariant
    }
}

/// The shape of an addition `op` of operands shaped `a` and `b`: at 64 bits any affine sum;
/// below, only the variable plus a constant (an extension of anything else may wrap where
/// scalar evolution cannot tell).
fn affine_sum(op: &OperationRef, a: Shape, b: Shape, wide: bool) -> Option<Shape> {
    match (a, b) {
        (Shape::Invariant, Shape::Invariant) => Some(Shape::Invariant),
        (Shape::Affine, Shape::Affine) => wide.then_some(Shape::Affine),
        _ if wide => Some(Shape::Affine),
        (Shape::Affine, _) => operand(op, 1)
            .and_then(integer_constant)
            .map(|_| Shape::Affine),
        (_, Shape::Affine) => operand(op, 0)
            .and_then(integer_constant)
            .map(|_| Shape::Affine),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (header, blocks, latches, preheader) of a loop, as the reference builds it.
    type Reference = (usize, Vec<usize>, Vec<usize>, Option<usize>);

    /// The textbook construction the forest must agree with: one block list per loop, built
    /// by a backward walk from the latches.
    fn reference_loops(cfg: &Cfg, dom: &DomTree) -> Vec<Reference> {
        let (headers, latches) = back_edges(cfg, dom);
        let mut loops: Vec<Reference> = headers
            .iter()
            .zip(latches)
            .map(|(&header, latches)| {
                let mut blocks = vec![header];
                let mut stack: Vec<usize> = latches
                    .iter()
                    .copied()
                    .filter(|&l| dom.contains(l))
                    .collect();
                while let Some(block) = stack.pop() {
                    if blocks.contains(&block) {
                        continue;
                    }
                    blocks.push(block);
                    stack.extend(
                        cfg.predecessors(block)
                            .iter()
                            .copied()
                            .filter(|&p| dom.contains(p)),
                    );
                }
                blocks.sort_unstable();
                let outside: Vec<usize> = cfg
                    .predecessors(header)
                    .iter()
                    .copied()
                    .filter(|p| !blocks.contains(p))
                    .collect();
                let preheader = match outside.as_slice() {
                    [only] if cfg.successors(*only) == [header] => Some(*only),
                    _ => None,
                };
                (header, blocks, latches, preheader)
            })
            .collect();
        loops.sort_by(|a, b| b.1.len().cmp(&a.1.len()).then(a.0.cmp(&b.0)));
        loops
    }

    /// The forest agrees with the reference on every loop: header, latches, preheader, blocks
    /// (membership), and the own body is what no inner loop holds.
    fn agrees(blocks: usize, edges: &[(usize, usize)]) {
        let cfg = Cfg::from_edges(blocks, edges);
        let dom = DomTree::dominators(&cfg);
        let reference = reference_loops(&cfg, &dom);
        let forest = LoopForest::compute(&cfg, &dom);
        assert_eq!(reference.len(), forest.loops.len(), "{edges:?}");
        for ((header, members, latches, preheader), scope) in reference.iter().zip(forest.scopes())
        {
            assert_eq!(
                (*header, latches, *preheader),
                (scope.header, &scope.latches, scope.preheader),
                "{edges:?}"
            );
            assert_eq!(members, &scope.blocks(), "{edges:?}");
            let own: Vec<usize> = members
                .iter()
                .copied()
                .filter(|&b| forest.loop_of(b).map(|l| l.header) == Some(*header))
                .collect();
            assert_eq!(own, scope.body(), "{edges:?}");
        }
    }

    #[test]
    fn nested_loops_with_preheaders_parents_and_depths() {
        // 0 -> 1 (outer header) -> 2 (inner header) -> 3 -> 2 | 4 -> 1 | 5
        let cfg = Cfg::from_edges(6, &[(0, 1), (1, 2), (2, 3), (3, 2), (3, 4), (4, 1), (4, 5)]);
        let forest = LoopForest::compute(&cfg, &DomTree::dominators(&cfg));
        assert_eq!(forest.loops.len(), 2);
        let outer = forest.scope(0);
        assert_eq!(
            (outer.header, outer.blocks(), outer.preheader, outer.parent),
            (1, vec![1, 2, 3, 4], Some(0), None)
        );
        let inner = forest.scope(1);
        assert_eq!(
            (
                inner.header,
                inner.blocks(),
                inner.preheader,
                inner.latches.clone()
            ),
            (2, vec![2, 3], Some(1), vec![3])
        );
        assert_eq!(inner.parent, Some(0));
        assert_eq!(
            (forest.depth_of(3), forest.depth_of(4), forest.depth_of(5)),
            (2, 1, 0)
        );
    }

    #[test]
    fn a_header_with_two_outside_predecessors_has_no_preheader() {
        let cfg = Cfg::from_edges(4, &[(0, 1), (0, 2), (1, 2), (2, 2), (2, 3)]);
        let forest = LoopForest::compute(&cfg, &DomTree::dominators(&cfg));
        assert_eq!(forest.loops.len(), 1);
        assert_eq!(forest.loops[0].preheader, None);
    }

    #[test]
    fn irreducible_cycles_are_not_loops() {
        // 0 -> 1, 0 -> 2, 1 <-> 2: neither 1 nor 2 dominates the other.
        let cfg = Cfg::from_edges(4, &[(0, 1), (0, 2), (1, 2), (2, 1), (2, 3)]);
        assert!(
            LoopForest::compute(&cfg, &DomTree::dominators(&cfg))
                .loops
                .is_empty()
        );
    }

    #[test]
    fn nested_loops_match_the_reference() {
        agrees(6, &[(0, 1), (1, 2), (2, 3), (3, 2), (3, 4), (4, 1), (4, 5)]);
    }

    #[test]
    fn self_loops_two_entries_and_irreducible_cycles_match_the_reference() {
        agrees(4, &[(0, 1), (0, 2), (1, 2), (2, 2), (2, 3)]);
        agrees(4, &[(0, 1), (0, 2), (1, 2), (2, 1), (2, 3)]);
        agrees(5, &[(0, 1), (1, 1), (1, 2), (2, 2), (2, 3), (3, 3), (3, 4)]);
    }

    #[test]
    fn siblings_shared_headers_and_unreachable_blocks_match_the_reference() {
        // Outer 1..6 with two inner loops (2-3, 4-5), a second back edge 6 -> 1, and an
        // unreachable block 8 branching into the outer loop.
        agrees(
            9,
            &[
                (0, 1),
                (1, 2),
                (2, 3),
                (3, 2),
                (3, 4),
                (4, 5),
                (5, 4),
                (5, 6),
                (6, 1),
                (5, 1),
                (6, 7),
                (8, 3),
            ],
        );
    }

    #[test]
    fn a_deep_nest_matches_the_reference() {
        // 0 -> h_0; h_i = 1 + i -> h_{i+1} (h_{n-1} -> l_{n-1}); l_i = 2n - i -> h_i | l_{i-1}
        // (l_0 -> exit = 2n + 1).
        let n = 12;
        let mut edges = vec![(0, 1)];
        for i in 0..n {
            let (h, l) = (1 + i, 2 * n - i);
            edges.push((h, if i + 1 < n { h + 1 } else { l }));
            edges.push((l, h));
            edges.push((l, l + 1));
        }
        agrees(2 * n + 2, &edges);
    }

    #[test]
    fn random_graphs_match_the_reference() {
        // A fixed linear congruential generator: the same 2000 graphs every run.
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        let mut next = |bound: usize| {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (seed >> 33) as usize % bound
        };
        for _ in 0..2000 {
            let blocks = 2 + next(12);
            let edges: Vec<(usize, usize)> = (0..blocks + next(2 * blocks))
                .map(|_| (next(blocks), next(blocks)))
                .collect();
            agrees(blocks, &edges);
        }
    }
}
