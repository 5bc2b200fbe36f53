//! Loop depths of SASS instructions, from the function's control-flow graph.
//!
//! ptxas lays out of line what rarely runs, after the function's last `EXIT`: the slow paths
//! of division and square root, the fallbacks of warp votes and shuffles when the warp has
//! diverged (`BRA.DIV`), each a stub that calls a helper and jumps back to where it left. Such
//! a jump goes to an earlier address but closes no loop: taken by address, a stub reached
//! from a kernel's first division made everything from there to the stub one loop deeper
//! (lu8_warp_solve's loop-weighted SASS read 51344 where its loops hold 6680). So a loop here is
//! what a compiler calls one: a retreating edge of a depth-first walk of the blocks (a back
//! edge, in the reducible graphs ptxas makes) and the blocks that reach its source without
//! passing its target, the header. A stub jumping back into a loop body reaches the loop's
//! latch and is in the loop; one jumping back into straight-line code is in none.
//!
//! Edges (see [`Flow`]): a jump to its targets (an indirect one to its `BRANCH_TARGETS`) and,
//! when conditional, to the next instruction; a call into its target when that is a label of
//! the function other than its entry (a helper, or ptxas's `@P0 CALL.REL.NOINC` loop exit),
//! and to the next instruction; `EXIT` and `RET` nowhere, or on when guarded. A jump to its
//! own address is ptxas's trap after the last `EXIT` and goes nowhere. A block no walk from
//! the entry reaches is walked from itself, so every retreating edge is seen.

use super::{Flow, Instruction};
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// How many loops each of `instructions` (in address order) is in; `labels` maps label to
/// address.
pub(super) fn depths(instructions: &[Instruction], labels: &HashMap<String, u64>) -> Vec<u32> {
    let graph = Graph::build(instructions, labels);
    let mut depth = vec![0u32; graph.blocks.len()];
    for body in graph.loop_bodies().values() {
        for &block in body {
            depth[block] += 1;
        }
    }
    graph.block_of.iter().map(|&block| depth[block]).collect()
}

/// Basic blocks of one function and their successors.
struct Graph {
    /// Each block's first instruction (index into the function's instructions).
    blocks: Vec<usize>,
    /// The block of each instruction.
    block_of: Vec<usize>,
    successors: Vec<Vec<usize>>,
}

impl Graph {
    fn build(instructions: &[Instruction], labels: &HashMap<String, u64>) -> Graph {
        let index_at: HashMap<u64, usize> = instructions
            .iter()
            .enumerate()
            .map(|(index, instruction)| (instruction.address, index))
            .collect();
        let label_index = |label: &String| labels.get(label).and_then(|a| index_at.get(a));
        let mut leaders: BTreeSet<usize> = BTreeSet::from([0]);
        leaders.extend(labels.values().filter_map(|address| index_at.get(address)));
        for (index, instruction) in instructions.iter().enumerate() {
            if instruction.flow != Flow::Next {
                leaders.insert(index + 1);
            }
        }
        leaders.retain(|&index| index < instructions.len());
        let blocks: Vec<usize> = leaders.into_iter().collect();
        let mut block_of = vec![0; instructions.len()];
        for (block, window) in blocks.iter().enumerate() {
            let end = blocks.get(block + 1).copied().unwrap_or(instructions.len());
            block_of[*window..end].fill(block);
        }
        let entry = instructions.first().map(|first| first.address);
        let successors = (0..blocks.len())
            .map(|block| {
                let end = blocks.get(block + 1).copied().unwrap_or(instructions.len());
                let last = &instructions[end - 1];
                let next = (block + 1 < blocks.len()).then_some(block + 1);
                let into = |labels_of: &[String], skip: Option<u64>| -> Vec<usize> {
                    labels_of
                        .iter()
                        .filter_map(&label_index)
                        .filter(|&&target| Some(instructions[target].address) != skip)
                        .map(|&target| block_of[target])
                        .collect()
                };
                let mut out = match last.flow {
                    Flow::Next => next.into_iter().collect(),
                    Flow::Jump { conditional } => {
                        let mut out = into(&last.targets, Some(last.address));
                        out.extend(next.filter(|_| conditional));
                        out
                    }
                    Flow::Call => {
                        let mut out = into(&last.targets, entry);
                        out.extend(next);
                        out
                    }
                    Flow::Leave { conditional } => {
                        next.filter(|_| conditional).into_iter().collect()
                    }
                };
                out.sort_unstable();
                out.dedup();
                out
            })
            .collect();
        Graph {
            blocks,
            block_of,
            successors,
        }
    }

    /// The blocks of each loop, by header: every retreating edge's source and what reaches it,
    /// from the header, without passing the header.
    fn loop_bodies(&self) -> BTreeMap<usize, BTreeSet<usize>> {
        let predecessors = self.predecessors();
        let mut sources: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
        for (source, header) in self.retreating_edges() {
            sources.entry(header).or_default().push(source);
        }
        sources
            .into_iter()
            .map(|(header, pending)| {
                let from_header = self.reachable_from(header);
                let mut body = BTreeSet::from([header]);
                let mut pending = pending;
                while let Some(block) = pending.pop() {
                    if from_header.contains(&block) && body.insert(block) {
                        pending.extend(&predecessors[block]);
                    }
                }
                (header, body)
            })
            .collect()
    }

    /// Edges to a block still on the walk's stack, over depth-first walks from the entry and
    /// then from each block not yet reached, in address order (deterministic).
    fn retreating_edges(&self) -> Vec<(usize, usize)> {
        #[derive(Clone, Copy, PartialEq)]
        enum Mark {
            New,
            OnStack,
            Done,
        }
        let mut mark = vec![Mark::New; self.blocks.len()];
        let mut edges = Vec::new();
        for root in 0..self.blocks.len() {
            if mark[root] != Mark::New {
                continue;
            }
            mark[root] = Mark::OnStack;
            let mut stack = vec![(root, 0usize)];
            while let Some((block, next)) = stack.last_mut() {
                let block = *block;
                match self.successors[block].get(*next) {
                    Some(&successor) => {
                        *next += 1;
                        match mark[successor] {
                            Mark::New => {
                                mark[successor] = Mark::OnStack;
                                stack.push((successor, 0));
                            }
                            Mark::OnStack => edges.push((block, successor)),
                            Mark::Done => {}
                        }
                    }
                    None => {
                        mark[block] = Mark::Done;
                        stack.pop();
                    }
                }
            }
        }
        edges
    }

    fn predecessors(&self) -> Vec<Vec<usize>> {
        let mut predecessors = vec![Vec::new(); self.blocks.len()];
        for (block, successors) in self.successors.iter().enumerate() {
            for &successor in successors {
                predecessors[successor].push(block);
            }
        }
        predecessors
    }

    fn reachable_from(&self, start: usize) -> BTreeSet<usize> {
        let mut seen = BTreeSet::from([start]);
        let mut pending = vec![start];
        while let Some(block) = pending.pop() {
            for &successor in &self.successors[block] {
                if seen.insert(successor) {
                    pending.push(successor);
                }
            }
        }
        seen
    }
}
