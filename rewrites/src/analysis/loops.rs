//! Natural loops and their basic induction variables.
//!
//! A back edge is an edge `latch -> header` where the header dominates the latch; the loop of a
//! header is every block that reaches a latch without passing the header. Loops with the same
//! header are one loop. Irreducible cycles (no dominating header) are not loops here, so passes
//! that only transform natural loops leave them alone.

use super::{
    cfg::{Cfg, as_block_argument, incoming_values},
    dominance::DomTree,
};
use crate::analysis::fast_hash::FastMap;
use kestrel_dialects::{
    keys::{block_key, value_key},
    names,
};
use melior::ir::{BlockLike, BlockRef, OperationRef, RegionLike, Value, operation::OperationLike};

/// One natural loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loop {
    pub header: usize,
    /// Blocks of the loop (header included), sorted.
    pub blocks: Vec<usize>,
    /// Sources of back edges.
    pub latches: Vec<usize>,
    /// The unique predecessor outside the loop whose only successor is the header.
    pub preheader: Option<usize>,
    /// Blocks outside the loop entered from inside it, sorted.
    pub exits: Vec<usize>,
    /// Enclosing loop (index into [`LoopInfo::loops`]).
    pub parent: Option<usize>,
    /// 1 for outermost loops.
    pub depth: usize,
}

impl Loop {
    pub fn contains(&self, block: usize) -> bool {
        self.blocks.binary_search(&block).is_ok()
    }
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

/// All natural loops of a function.
#[derive(Clone, Debug, Default)]
pub struct LoopInfo {
    pub loops: Vec<Loop>,
    /// Innermost loop of each block.
    innermost: Vec<Option<usize>>,
}

impl LoopInfo {
    /// Every natural loop, in time linear in the total size of the loops.
    pub fn compute(cfg: &Cfg, dom: &DomTree) -> Self {
        let (headers, latches) = back_edges(cfg, dom);
        let mut marks = vec![usize::MAX; cfg.len()];
        let mut loops: Vec<Loop> = headers
            .iter()
            .zip(latches)
            .enumerate()
            .map(|(id, (&header, latches))| natural_loop(cfg, dom, header, latches, id, &mut marks))
            .collect();
        // Outer loops first: a loop is processed after every loop containing it, because an
        // enclosing loop has strictly more blocks.
        loops.sort_by(|a, b| {
            b.blocks
                .len()
                .cmp(&a.blocks.len())
                .then(a.header.cmp(&b.header))
        });
        let mut innermost = vec![None; cfg.len()];
        for index in 0..loops.len() {
            let parent = innermost[loops[index].header];
            loops[index].parent = parent;
            loops[index].depth = parent.map_or(1, |p: usize| loops[p].depth + 1);
            for &block in &loops[index].blocks {
                innermost[block] = Some(index);
            }
        }
        LoopInfo { loops, innermost }
    }

    /// The innermost loop containing `block`.
    pub fn loop_of(&self, block: usize) -> Option<&Loop> {
        self.innermost
            .get(block)
            .copied()
            .flatten()
            .map(|i| &self.loops[i])
    }

    /// Loop nesting depth of `block` (0 outside loops).
    pub fn depth_of(&self, block: usize) -> usize {
        self.loop_of(block).map_or(0, |l| l.depth)
    }
}

/// The loop of `header`: blocks reaching a latch without passing the header. `marks` is
/// shared scratch space (`marks[b] == id` means b is in loop `id`), so each loop costs time
/// proportional to its own size.
fn natural_loop(
    cfg: &Cfg,
    dom: &DomTree,
    header: usize,
    latches: Vec<usize>,
    id: usize,
    marks: &mut [usize],
) -> Loop {
    let mut blocks = vec![header];
    marks[header] = id;
    let mut stack: Vec<usize> = latches
        .iter()
        .copied()
        .filter(|&l| dom.contains(l))
        .collect();
    while let Some(block) = stack.pop() {
        if marks[block] == id {
            continue;
        }
        marks[block] = id;
        blocks.push(block);
        stack.extend(
            cfg.predecessors(block)
                .iter()
                .copied()
                .filter(|&p| marks[p] != id && dom.contains(p)),
        );
    }
    blocks.sort_unstable();
    let in_loop = |b: usize| blocks.binary_search(&b).is_ok();
    let outside_preds: Vec<usize> = cfg
        .predecessors(header)
        .iter()
        .copied()
        .filter(|&p| !in_loop(p))
        .collect();
    let preheader = match outside_preds.as_slice() {
        [only] if cfg.successors(*only) == [header] => Some(*only),
        _ => None,
    };
    let mut exits: Vec<usize> = blocks
        .iter()
        .flat_map(|&b| cfg.successors(b).iter().copied())
        .filter(|&s| !in_loop(s))
        .collect();
    exits.sort_unstable();
    exits.dedup();
    Loop {
        header,
        blocks,
        latches,
        preheader,
        exits,
        parent: None,
        depth: 1,
    }
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
    lp: &Loop,
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
pub fn is_loop_invariant(value: Value, cfg: &Cfg, lp: &Loop) -> bool {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_loops_with_preheaders_and_exits() {
        // 0 -> 1 (outer header) -> 2 (inner header) -> 3 -> 2 | 4 -> 1 | 5
        let cfg = Cfg::from_edges(6, &[(0, 1), (1, 2), (2, 3), (3, 2), (3, 4), (4, 1), (4, 5)]);
        let dom = DomTree::dominators(&cfg);
        let info = LoopInfo::compute(&cfg, &dom);
        assert_eq!(info.loops.len(), 2);
        let outer = &info.loops[0];
        assert_eq!(
            (
                outer.header,
                outer.blocks.clone(),
                outer.preheader,
                outer.exits.clone()
            ),
            (1, vec![1, 2, 3, 4], Some(0), vec![5])
        );
        let inner = &info.loops[1];
        assert_eq!(
            (
                inner.header,
                inner.blocks.clone(),
                inner.preheader,
                inner.latches.clone()
            ),
            (2, vec![2, 3], Some(1), vec![3])
        );
        assert_eq!(inner.parent, Some(0));
        assert_eq!(
            (info.depth_of(3), info.depth_of(4), info.depth_of(5)),
            (2, 1, 0)
        );
    }

    #[test]
    fn a_header_with_two_outside_predecessors_has_no_preheader() {
        let cfg = Cfg::from_edges(4, &[(0, 1), (0, 2), (1, 2), (2, 2), (2, 3)]);
        let info = LoopInfo::compute(&cfg, &DomTree::dominators(&cfg));
        assert_eq!(info.loops.len(), 1);
        assert_eq!(info.loops[0].preheader, None);
    }

    #[test]
    fn irreducible_cycles_are_not_loops() {
        // 0 -> 1, 0 -> 2, 1 <-> 2: neither 1 nor 2 dominates the other.
        let cfg = Cfg::from_edges(4, &[(0, 1), (0, 2), (1, 2), (2, 1), (2, 3)]);
        assert!(
            LoopInfo::compute(&cfg, &DomTree::dominators(&cfg))
                .loops
                .is_empty()
        );
    }
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
    loops: &LoopInfo,
    value: Value<'c, 'a>,
    normalizer: &mut super::address::Normalizer,
) -> Option<Recurrence> {
    let (block, argument) = as_block_argument(value)?;
    let header = cfg.index(&block)?;
    let lp = loops.loops.iter().find(|l| l.header == header)?;
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
