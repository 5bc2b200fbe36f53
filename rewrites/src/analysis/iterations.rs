//! Which SSA values may hold a different dynamic instance at two points of one thread's run.
//!
//! Comparing two addresses symbolically treats every atom as one value. That holds within one
//! pass through a loop body, but not across it: an induction variable, an advancing row
//! pointer or anything computed from them is a new value each time its definition runs again.
//! Two accesses joined by a path that re-runs the definition of an atom they share see two
//! different values of it, and `s[i + tid]` above a barrier and `s[i + tid]` below it, one
//! iteration later, are different slots.
//!
//! The rule, for reducible control flow: a definition `D` that dominates an access `a` runs
//! again after `a` only along a path that takes a back edge of a loop containing `D` (the
//! path must come back to the header of the innermost loop around `D`, and every entry to a
//! header from inside its loop, or from after it, is a back edge of that loop or of one
//! around it). So a walk that records the loops whose back edges it took knows which atoms
//! may have changed: those defined inside one of those loops. Function arguments, constants
//! and values defined outside every loop have one instance per thread.
//!
//! Irreducible cycles have no back edge to take; in a function that has one, every value
//! defined in a block on a cycle is taken as changing (unknown means worst case).

use super::{
    cfg::Cfg,
    dominance::DomTree,
    fast_hash::FastMap,
    loops::LoopForest,
    manager::{Dominators, FunctionAnalyses},
};
use kestrel_dialects::keys::{ValueKey, value_key};
use melior::ir::{BlockLike, OperationRef, RegionLike, operation::OperationLike};
use std::rc::Rc;

/// Loops (indices into [`Iterations::loops`]) whose back edges a path took, sorted, each once;
/// past [`MAX_LOOPS_LISTED`] loops, simply "every loop" (so a walk through a deep loop nest
/// costs no more than a walk through a shallow one).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct LoopSet {
    loops: Vec<usize>,
    every: bool,
}

/// Loops a [`LoopSet`] lists one by one before it stands for every loop.
pub const MAX_LOOPS_LISTED: usize = 64;

impl LoopSet {
    pub fn is_empty(&self) -> bool {
        !self.every && self.loops.is_empty()
    }

    /// True when the set stands for every loop of the function.
    pub fn is_every_loop(&self) -> bool {
        self.every
    }

    /// Adds `index`; true when the set grew.
    pub fn insert(&mut self, index: usize) -> bool {
        if self.every {
            return false;
        }
        match self.loops.binary_search(&index) {
            Ok(_) => false,
            Err(_) if self.loops.len() >= MAX_LOOPS_LISTED => {
                self.loops.clear();
                self.every = true;
                true
            }
            Err(at) => {
                self.loops.insert(at, index);
                true
            }
        }
    }

    /// Adds every loop of `other`; true when the set grew.
    pub fn union_with(&mut self, other: &LoopSet) -> bool {
        if other.every {
            let grew = !self.every;
            self.loops.clear();
            self.every = true;
            return grew;
        }
        let mut grew = false;
        for &index in &other.loops {
            grew |= self.insert(index);
        }
        grew
    }

    /// The loops listed one by one (none when the set stands for every loop).
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.loops.iter().copied()
    }
}

/// Where a value is defined: once per run (function arguments), or in a block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Definition {
    Once,
    Block(usize),
}

/// The facts of one function.
pub struct Iterations {
    cfg: Rc<Cfg>,
    dom: Rc<Dominators>,
    loops: Rc<LoopForest>,
    /// Loop index of each header block.
    loop_of_header: FastMap<usize, usize>,
    definitions: FastMap<ValueKey, Definition>,
    /// Set when the function has an irreducible cycle: the blocks on some cycle.
    cyclic: Option<Vec<bool>>,
}

impl Iterations {
    /// The CFG, loops and value definitions of `function`, the block analyses taken from
    /// `analyses`.
    pub fn of(function: &OperationRef, analyses: &FunctionAnalyses) -> Self {
        let cfg = analyses.get::<Cfg>(function);
        let dom = analyses.get::<Dominators>(function);
        let loops = analyses.get::<LoopForest>(function);
        let loop_of_header = loops
            .loops
            .iter()
            .enumerate()
            .map(|(index, lp)| (lp.header, index))
            .collect();
        let cyclic = has_irreducible_cycle(&cfg, &dom).then(|| blocks_on_cycles(&cfg));
        Self {
            definitions: definitions(function, &cfg),
            cfg,
            dom,
            loops,
            loop_of_header,
            cyclic,
        }
    }

    /// The function's CFG (blocks numbered in region order, as [`Cfg`] numbers them).
    pub fn cfg(&self) -> &Cfg {
        &self.cfg
    }

    /// The loop whose back edge `from -> to` is, if it is one.
    pub fn back_edge(&self, from: usize, to: usize) -> Option<usize> {
        if self.dom.dominates(to, from) {
            self.loop_of_header.get(&to).copied()
        } else {
            None
        }
    }

    /// True when `value` has the same instance at both ends of a path that took the back
    /// edges of `crossed` and no others: it is defined once per run, or outside those loops
    /// (and not on an irreducible cycle). Unknown values are taken as changing.
    pub fn is_stable(&self, value: ValueKey, crossed: &LoopSet) -> bool {
        let block = match self.definitions.get(&value) {
            Some(Definition::Once) => return true,
            Some(Definition::Block(block)) => *block,
            None => return false,
        };
        if self.cyclic.as_ref().is_some_and(|cyclic| cyclic[block]) {
            return false;
        }
        if crossed.is_every_loop() {
            return self.loops.loop_of(block).is_none();
        }
        !crossed
            .iter()
            .any(|index| self.loops.scope(index).contains(block))
    }
}

/// Every value of the function's top-level body: its arguments, block arguments and results.
fn definitions(function: &OperationRef, cfg: &Cfg) -> FastMap<ValueKey, Definition> {
    let mut definitions = FastMap::default();
    let Some(region) = kestrel_dialects::values::region(function, 0) else {
        return definitions;
    };
    let mut next = region.first_block();
    let mut entry = true;
    while let Some(block) = next {
        next = block.next_in_region();
        let Some(index) = cfg.index(&block) else {
            continue;
        };
        for i in 0..block.argument_count() {
            if let Some(argument) = kestrel_dialects::values::argument(&block, i) {
                let definition = if entry {
                    Definition::Once
                } else {
                    Definition::Block(index)
                };
                definitions.insert(value_key(&argument), definition);
            }
        }
        entry = false;
        let mut op = block.first_operation();
        while let Some(current) = op {
            op = current.next_in_block();
            for result in current.results() {
                definitions.insert(value_key(&result.into()), Definition::Block(index));
            }
        }
    }
    definitions
}

/// True when the reachable CFG has a cycle with no back edge (an edge to a dominator): with
/// back edges removed, a reducible CFG is acyclic.
pub fn has_irreducible_cycle(cfg: &Cfg, dom: &DomTree) -> bool {
    let reachable = cfg.reachable();
    let reachable = &reachable;
    let forward = |from: usize| {
        cfg.successors(from)
            .iter()
            .copied()
            .filter(move |&to| reachable[to] && !dom.dominates(to, from))
    };
    let mut incoming = vec![0usize; cfg.len()];
    for from in (0..cfg.len()).filter(|&b| reachable[b]) {
        for to in forward(from) {
            incoming[to] += 1;
        }
    }
    let mut ready: Vec<usize> = (0..cfg.len())
        .filter(|&b| reachable[b] && incoming[b] == 0)
        .collect();
    let mut done = 0;
    while let Some(block) = ready.pop() {
        done += 1;
        for to in forward(block) {
            incoming[to] -= 1;
            if incoming[to] == 0 {
                ready.push(to);
            }
        }
    }
    done < reachable.iter().filter(|&&r| r).count()
}

/// The blocks that lie on some cycle (a strongly connected component of more than one block,
/// or a block branching to itself), by Kosaraju's two depth-first passes.
fn blocks_on_cycles(cfg: &Cfg) -> Vec<bool> {
    let n = cfg.len();
    let mut order = Vec::with_capacity(n);
    let mut seen = vec![false; n];
    for start in 0..n {
        if seen[start] {
            continue;
        }
        seen[start] = true;
        let mut stack = vec![(start, 0usize)];
        while let Some((block, child)) = stack.last_mut() {
            let successors = cfg.successors(*block);
            if let Some(&next) = successors.get(*child) {
                *child += 1;
                if !seen[next] {
                    seen[next] = true;
                    stack.push((next, 0));
                }
            } else {
                order.push(*block);
                stack.pop();
            }
        }
    }
    let mut component = vec![usize::MAX; n];
    let mut sizes = Vec::new();
    for &start in order.iter().rev() {
        if component[start] != usize::MAX {
            continue;
        }
        let id = sizes.len();
        let mut size = 0;
        component[start] = id;
        let mut stack = vec![start];
        while let Some(block) = stack.pop() {
            size += 1;
            for &pred in cfg.predecessors(block) {
                if component[pred] == usize::MAX {
                    component[pred] = id;
                    stack.push(pred);
                }
            }
        }
        sizes.push(size);
    }
    (0..n)
        .map(|b| sizes[component[b]] > 1 || cfg.successors(b).contains(&b))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn back_edges_removed_leave_reducible_graphs_acyclic() {
        // 0 -> 1 -> 2 -> 1 (a loop), 2 -> 3.
        let cfg = Cfg::from_edges(4, &[(0, 1), (1, 2), (2, 1), (2, 3)]);
        let dom = DomTree::dominators(&cfg);
        assert!(!has_irreducible_cycle(&cfg, &dom));
        // 0 -> 1, 0 -> 2, 1 <-> 2: two entries into one cycle.
        let cfg = Cfg::from_edges(3, &[(0, 1), (0, 2), (1, 2), (2, 1)]);
        let dom = DomTree::dominators(&cfg);
        assert!(has_irreducible_cycle(&cfg, &dom));
    }

    #[test]
    fn cycles_are_components_or_self_loops() {
        let cfg = Cfg::from_edges(5, &[(0, 1), (1, 2), (2, 1), (2, 3), (3, 3), (3, 4)]);
        assert_eq!(blocks_on_cycles(&cfg), vec![false, true, true, true, false]);
    }

    #[test]
    fn loop_sets_stay_sorted_and_report_growth() {
        let mut set = LoopSet::default();
        assert!(set.insert(3) && set.insert(1) && !set.insert(3));
        let mut other = LoopSet::default();
        other.insert(2);
        assert!(set.union_with(&other) && !set.union_with(&other));
        assert_eq!(set.iter().collect::<Vec<_>>(), vec![1, 2, 3]);
        let mut deep = LoopSet::default();
        for index in 0..MAX_LOOPS_LISTED {
            assert!(deep.insert(index) && !deep.is_every_loop());
        }
        assert!(deep.insert(1000) && deep.is_every_loop() && !deep.insert(7));
        assert!(set.union_with(&deep) && set.is_every_loop() && !set.is_empty());
    }
}
