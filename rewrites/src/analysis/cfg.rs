//! The control-flow graph of an `llvm.func`.
//!
//! Blocks are numbered in region order (0 = entry). Edges come from the terminators'
//! successor lists; a terminator with no successors (`llvm.return`, `llvm.unreachable`) makes
//! its block an exit.

use crate::analysis::fast_hash::{FastMap, FastSet};
use kestrel_dialects::{
    keys::{BlockKey, block_key},
    names,
};
use melior::ir::{BlockLike, BlockRef, OperationRef, RegionLike, Value, operation::OperationLike};

/// The ops of `function`'s body in program order (blocks in region order; memory-space-opt
/// keys its slots by these positions, the same for a function and its clones).
pub fn ops_in_order<'c, 'a>(function: &OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut ops = Vec::new();
    let Ok(body) = function.region(0) else {
        return ops;
    };
    let mut block = body.first_block();
    while let Some(current) = block {
        let mut next = current.first_operation();
        while let Some(op) = next {
            ops.push(op);
            next = op.next_in_block();
        }
        block = current.next_in_region();
    }
    ops
}

/// The blocks of `function`'s body, by CFG index.
pub fn blocks_by_index<'c, 'a>(
    function: &OperationRef<'c, 'a>,
    cfg: &Cfg,
) -> Vec<BlockRef<'c, 'a>> {
    let mut blocks: Vec<(usize, BlockRef)> = Vec::new();
    if let Ok(region) = function.region(0) {
        let mut block = region.first_block();
        while let Some(current) = block {
            if let Some(index) = cfg.index(&current) {
                blocks.push((index, current));
            }
            block = current.next_in_region();
        }
    }
    blocks.sort_by_key(|(index, _)| *index);
    blocks.into_iter().map(|(_, block)| block).collect()
}

/// Successors, predecessors and orders of a function's blocks.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cfg {
    keys: Vec<BlockKey>,
    index: FastMap<BlockKey, usize>,
    succs: Vec<Vec<usize>>,
    preds: Vec<Vec<usize>>,
}

impl Cfg {
    /// The CFG of `function`'s body (empty for a declaration).
    pub fn of(function: &OperationRef) -> Self {
        let mut cfg = Cfg::default();
        let Some(region) = kestrel_dialects::values::region(function, 0) else {
            return cfg;
        };
        let mut next = region.first_block();
        while let Some(block) = next {
            cfg.index.insert(block_key(&block), cfg.keys.len());
            cfg.keys.push(block_key(&block));
            next = block.next_in_region();
        }
        cfg.succs = vec![Vec::new(); cfg.keys.len()];
        cfg.preds = vec![Vec::new(); cfg.keys.len()];
        // `added[to] == from + 1`: the edge from -> to is in already (a switch may name a
        // block in many cases; a scan of the successor list per case would be quadratic).
        let mut added = vec![0usize; cfg.keys.len()];
        let mut next = region.first_block();
        let mut from = 0;
        while let Some(block) = next {
            if let Some(terminator) = block.terminator() {
                for successor in terminator.successors() {
                    if let Some(&to) = cfg.index.get(&block_key(&successor))
                        && added[to] != from + 1
                    {
                        added[to] = from + 1;
                        cfg.succs[from].push(to);
                        cfg.preds[to].push(from);
                    }
                }
            }
            from += 1;
            next = block.next_in_region();
        }
        cfg
    }

    /// A CFG from an edge list over `blocks` blocks (for tests and synthetic inputs).
    pub fn from_edges(blocks: usize, edges: &[(usize, usize)]) -> Self {
        let mut cfg = Cfg {
            keys: (0..blocks).collect(),
            index: (0..blocks).map(|b| (b, b)).collect(),
            succs: vec![Vec::new(); blocks],
            preds: vec![Vec::new(); blocks],
        };
        for &(from, to) in edges {
            cfg.add_edge(from, to);
        }
        cfg
    }

    /// Adds an edge; a second edge between the same blocks (both `cond_br` targets equal) is
    /// kept once.
    fn add_edge(&mut self, from: usize, to: usize) {
        if !self.succs[from].contains(&to) {
            self.succs[from].push(to);
            self.preds[to].push(from);
        }
    }

    pub fn len(&self) -> usize {
        self.keys.len()
    }

    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    pub fn successors(&self, block: usize) -> &[usize] {
        &self.succs[block]
    }

    pub fn predecessors(&self, block: usize) -> &[usize] {
        &self.preds[block]
    }

    /// The index of the block with `key`.
    pub fn index_of(&self, key: BlockKey) -> Option<usize> {
        self.index.get(&key).copied()
    }

    /// The index of `block`.
    pub fn index(&self, block: &BlockRef) -> Option<usize> {
        self.index_of(block_key(block))
    }

    /// The index of the block holding `op` (at the function's top level).
    pub fn block_of(&self, op: &OperationRef) -> Option<usize> {
        self.index(&op.block()?)
    }

    pub fn key(&self, block: usize) -> BlockKey {
        self.keys[block]
    }

    /// Blocks without successors.
    pub fn exits(&self) -> Vec<usize> {
        (0..self.len())
            .filter(|&b| self.succs[b].is_empty())
            .collect()
    }

    /// Blocks reachable from the entry in depth-first post-order (successors in order).
    pub fn post_order(&self) -> Vec<usize> {
        self.post_order_from(0, |b| &self.succs[b])
    }

    /// Reverse post-order from the entry: every block before its successors except along
    /// back edges. Unreachable blocks are absent.
    pub fn reverse_post_order(&self) -> Vec<usize> {
        let mut order = self.post_order();
        order.reverse();
        order
    }

    /// Depth-first pre-order from the entry.
    pub fn pre_order(&self) -> Vec<usize> {
        if self.is_empty() {
            return Vec::new();
        }
        let mut seen = vec![false; self.len()];
        let mut order = Vec::new();
        let mut stack = vec![0];
        while let Some(block) = stack.pop() {
            if std::mem::replace(&mut seen[block], true) {
                continue;
            }
            order.push(block);
            for &succ in self.succs[block].iter().rev() {
                if !seen[succ] {
                    stack.push(succ);
                }
            }
        }
        order
    }

    /// `reachable[b]`: b can be reached from the entry.
    pub fn reachable(&self) -> Vec<bool> {
        let mut reachable = vec![false; self.len()];
        for block in self.post_order() {
            reachable[block] = true;
        }
        reachable
    }

    /// Iterative DFS post-order from `start` over `next`.
    pub(crate) fn post_order_from<'s>(
        &'s self,
        start: usize,
        next: impl Fn(usize) -> &'s [usize],
    ) -> Vec<usize> {
        if self.is_empty() {
            return Vec::new();
        }
        let mut seen = vec![false; self.len()];
        let mut order = Vec::with_capacity(self.len());
        let mut stack: Vec<(usize, usize)> = vec![(start, 0)];
        seen[start] = true;
        while let Some((block, child)) = stack.last_mut() {
            let block = *block;
            let successors = next(block);
            if *child < successors.len() {
                let succ = successors[*child];
                *child += 1;
                if !seen[succ] {
                    seen[succ] = true;
                    stack.push((succ, 0));
                }
            } else {
                order.push(block);
                stack.pop();
            }
        }
        order
    }
}

/// The ops of `block`, in order.
pub fn ops_of<'c, 'a>(block: &BlockRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    std::iter::successors(block.first_operation(), |op| op.next_in_block()).collect()
}

/// The successors of `block`, in its terminator's order (once per edge).
pub fn block_successors<'c, 'a>(block: &BlockRef<'c, 'a>) -> Vec<BlockRef<'c, 'a>> {
    (0..block.successor_count())
        .filter_map(|i| block.successor(i).ok())
        .collect()
}

/// The predecessors of `block`, each once (MLIR lists a predecessor once per edge), in order
/// of first appearance.
pub fn distinct_predecessors<'c, 'a>(block: &BlockRef<'c, 'a>) -> Vec<BlockRef<'c, 'a>> {
    let mut seen = FastSet::default();
    let mut distinct = Vec::new();
    for pred in kestrel_dialects::raw::block_predecessors(block) {
        if seen.insert(block_key(&pred)) {
            distinct.push(pred);
        }
    }
    distinct
}

/// The values flowing into argument `index` of `block`, one per incoming edge, as
/// (predecessor block, value). `None` when a predecessor's terminator is not one whose
/// successor operands this function understands (`llvm.br`, `llvm.cond_br`, `llvm.switch`).
pub fn incoming_values<'c, 'a>(
    block: &BlockRef<'c, 'a>,
    index: usize,
) -> Option<Vec<(BlockRef<'c, 'a>, Value<'c, 'a>)>> {
    let mut incoming = Vec::new();
    // Each predecessor's terminator is scanned once, for all its edges to `block`.
    for pred in distinct_predecessors(block) {
        let terminator = pred.terminator()?;
        for (successor, operands) in successor_operands(&terminator)? {
            if block_key(&successor) == block_key(block) {
                incoming.push((pred, *operands.get(index)?));
            }
        }
    }
    Some(incoming)
}

/// The operands each successor of `terminator` receives, in successor order.
pub fn successor_operands<'c, 'a>(
    terminator: &OperationRef<'c, 'a>,
) -> Option<Vec<(BlockRef<'c, 'a>, Vec<Value<'c, 'a>>)>> {
    let operands: Vec<Value> = terminator.operands().collect();
    let successors: Vec<BlockRef> = terminator.successors().collect();
    let name = terminator.name();
    let ranges: Vec<(usize, usize)> = match name.as_string_ref().as_str().ok()? {
        names::BR => vec![(0, operands.len())],
        names::COND_BR => {
            let sizes = i32_array(terminator, "operandSegmentSizes")?;
            let (t, f) = (*sizes.get(1)? as usize, *sizes.get(2)? as usize);
            vec![(1, 1 + t), (1 + t, 1 + t + f)]
        }
        names::SWITCH => {
            let sizes = i32_array(terminator, "operandSegmentSizes")?;
            let default = *sizes.get(1)? as usize;
            let mut ranges = vec![(1, 1 + default)];
            let mut start = 1 + default;
            let cases = i32_array(terminator, "case_operand_segments").unwrap_or_default();
            for count in cases {
                ranges.push((start, start + count as usize));
                start += count as usize;
            }
            ranges
        }
        _ if successors.is_empty() => Vec::new(),
        _ => return None,
    };
    if ranges.len() != successors.len() || ranges.iter().any(|&(_, end)| end > operands.len()) {
        return None;
    }
    Some(
        successors
            .into_iter()
            .zip(ranges)
            .map(|(block, (start, end))| (block, operands[start..end].to_vec()))
            .collect(),
    )
}

/// An `array<i32: ...>` attribute as numbers.
pub fn i32_array(op: &OperationRef, name: &str) -> Option<Vec<i32>> {
    kestrel_dialects::raw::i32_array(op.attribute(name).ok()?)
}

/// The block argument behind `value`, if it is one: (its block, its position).
pub fn as_block_argument<'c, 'a>(value: Value<'c, 'a>) -> Option<(BlockRef<'c, 'a>, usize)> {
    let argument = kestrel_dialects::values::block_argument(value)?;
    Some((
        kestrel_dialects::raw::block_argument_owner(&argument),
        argument.argument_number(),
    ))
}
