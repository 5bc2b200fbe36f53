//! The natural loops of a function as a forest, in space linear in the function: the same
//! loops, order, preheaders and latches as [`crate::analysis::loops::LoopInfo`], without a
//! block list per loop (a nest `n` deep holds `n²/2` block entries there, which made this
//! pass quadratic in time and memory on deep nests).
//!
//! Loops are discovered innermost first (headers by decreasing dominator-tree depth): the
//! backward walk from a loop's latches claims unclaimed blocks and, on reaching a block of an
//! inner loop, adopts that loop's outermost known ancestor and continues from its header
//! (LLVM's `LoopInfoBase::analyze`), so every block is claimed once and every loop adopted
//! once. Membership is then an interval test on the loop tree.

use crate::analysis::{cfg::Cfg, dominance::DomTree, loops::back_edges};
use std::ops::Deref;

/// One natural loop.
#[derive(Clone, Debug)]
pub struct NestLoop {
    pub header: usize,
    /// Sources of back edges (once per back edge), in reverse post-order.
    pub latches: Vec<usize>,
    /// The unique predecessor outside the loop whose only successor is the header.
    pub preheader: Option<usize>,
    /// Pre/post numbers in the loop tree: a loop contains another iff its interval does.
    enter: usize,
    leave: usize,
}

/// Every natural loop of a function, outer loops first (by decreasing size, then header).
#[derive(Clone, Debug, Default)]
pub struct LoopNest {
    pub loops: Vec<NestLoop>,
    /// Innermost loop of each block.
    innermost: Vec<Option<usize>>,
    /// The blocks whose innermost loop is each loop, ascending.
    bodies: Vec<Vec<usize>>,
}

/// A loop of a [`LoopNest`], which answers membership.
#[derive(Clone, Copy, Debug)]
pub struct Scope<'n> {
    nest: &'n LoopNest,
    index: usize,
}

impl Deref for Scope<'_> {
    type Target = NestLoop;

    fn deref(&self) -> &NestLoop {
        &self.nest.loops[self.index]
    }
}

impl<'n> Scope<'n> {
    /// True when `block` is in the loop (or in a loop nested in it).
    pub fn contains(&self, block: usize) -> bool {
        self.nest
            .innermost
            .get(block)
            .copied()
            .flatten()
            .is_some_and(|inner| {
                let inner = &self.nest.loops[inner];
                self.enter <= inner.enter && inner.leave <= self.leave
            })
    }

    /// The blocks of the loop's own body (not of inner loops), ascending.
    pub fn body(&self) -> &'n [usize] {
        &self.nest.bodies[self.index]
    }
}

impl LoopNest {
    /// Every natural loop, in time near-linear in the function.
    pub fn compute(cfg: &Cfg, dom: &DomTree) -> Self {
        // The back edges `LoopInfo` finds (so latches come in the same order).
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
        // Outer loops first, as `LoopInfo` orders them (an enclosing loop is strictly larger).
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
        let mut loops: Vec<NestLoop> = sorted
            .iter()
            .map(|&id| NestLoop {
                header: headers[id],
                latches: std::mem::take(&mut latches[id]),
                preheader: None,
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
        let mut nest = LoopNest {
            loops,
            innermost,
            bodies,
        };
        for index in 0..count {
            let scope = nest.scope(index);
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
            nest.loops[index].preheader = preheader;
        }
        nest
    }

    /// The loop at `index` of [`LoopNest::loops`].
    pub fn scope(&self, index: usize) -> Scope<'_> {
        Scope { nest: self, index }
    }

    /// Every loop, outer loops first.
    pub fn scopes(&self) -> impl Iterator<Item = Scope<'_>> {
        (0..self.loops.len()).map(|index| self.scope(index))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::loops::LoopInfo;

    /// The nest agrees with `LoopInfo` on every loop: header, latches, preheader, blocks
    /// (membership) and own body.
    fn agrees(blocks: usize, edges: &[(usize, usize)]) {
        let cfg = Cfg::from_edges(blocks, edges);
        let dom = DomTree::dominators(&cfg);
        let info = LoopInfo::compute(&cfg, &dom);
        let nest = LoopNest::compute(&cfg, &dom);
        assert_eq!(info.loops.len(), nest.loops.len(), "{edges:?}");
        for (lp, scope) in info.loops.iter().zip(nest.scopes()) {
            assert_eq!(
                (lp.header, &lp.latches, lp.preheader),
                (scope.header, &scope.latches, scope.preheader),
                "{edges:?}"
            );
            let members: Vec<usize> = (0..blocks).filter(|&b| scope.contains(b)).collect();
            assert_eq!(lp.blocks, members, "{edges:?}");
            let own: Vec<usize> = lp
                .blocks
                .iter()
                .copied()
                .filter(|&b| info.loop_of(b).map(|l| l.header) == Some(lp.header))
                .collect();
            assert_eq!(own, scope.body(), "{edges:?}");
        }
    }

    #[test]
    fn nested_loops_match_loop_info() {
        agrees(6, &[(0, 1), (1, 2), (2, 3), (3, 2), (3, 4), (4, 1), (4, 5)]);
    }

    #[test]
    fn self_loops_two_entries_and_irreducible_cycles_match_loop_info() {
        agrees(4, &[(0, 1), (0, 2), (1, 2), (2, 2), (2, 3)]);
        agrees(4, &[(0, 1), (0, 2), (1, 2), (2, 1), (2, 3)]);
        agrees(5, &[(0, 1), (1, 1), (1, 2), (2, 2), (2, 3), (3, 3), (3, 4)]);
    }

    #[test]
    fn siblings_shared_headers_and_unreachable_blocks_match_loop_info() {
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
    fn a_deep_nest_matches_loop_info() {
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
    fn random_graphs_match_loop_info() {
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
