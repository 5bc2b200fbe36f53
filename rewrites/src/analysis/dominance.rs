//! Dominator and post-dominator trees (Cooper, Harvey and Kennedy's iterative algorithm over
//! reverse post-order; no recursion anywhere).
//!
//! Unreachable blocks have no immediate dominator and dominate nothing. Post-dominance is
//! computed on the reversed CFG from a virtual exit joined to every block without successors;
//! blocks that cannot reach an exit (infinite loops) have no post-dominator.

use super::cfg::Cfg;

/// A dominator (or post-dominator) tree over a [`Cfg`]'s block indices.
#[derive(Clone, Debug)]
pub struct DomTree {
    /// Immediate dominator; `None` for the root and for blocks outside the tree.
    idom: Vec<Option<usize>>,
    /// Depth in the tree (root = 0); `usize::MAX` outside the tree.
    depth: Vec<usize>,
    /// Pre/post numbers of a DFS over the tree: `a` dominates `b` iff `a`'s interval contains
    /// `b`'s.
    enter: Vec<u32>,
    leave: Vec<u32>,
    children: Vec<Vec<usize>>,
    in_tree: Vec<bool>,
}

const OUTSIDE: usize = usize::MAX;

impl DomTree {
    /// The dominator tree of `cfg`, rooted at the entry block.
    pub fn dominators(cfg: &Cfg) -> Self {
        let n = cfg.len();
        let order = cfg.reverse_post_order();
        let preds: Vec<Vec<usize>> = (0..n).map(|b| cfg.predecessors(b).to_vec()).collect();
        Self::build(n, &order, &preds)
    }

    /// The post-dominator tree of `cfg`, rooted at a virtual exit. Exit blocks have no
    /// immediate post-dominator (`None`); use [`DomTree::dominates`] for queries.
    pub fn post_dominators(cfg: &Cfg) -> Self {
        let n = cfg.len();
        let virtual_exit = n;
        // Reversed graph: edges succ -> pred, plus virtual exit -> every exit block.
        let mut reversed_succs: Vec<Vec<usize>> =
            (0..n).map(|b| cfg.predecessors(b).to_vec()).collect();
        reversed_succs.push(cfg.exits());
        let mut reversed_preds: Vec<Vec<usize>> =
            (0..n).map(|b| cfg.successors(b).to_vec()).collect();
        reversed_preds.push(Vec::new());
        for exit in cfg.exits() {
            reversed_preds[exit].push(virtual_exit);
        }
        let graph = Cfg::from_edges(n + 1, &[]);
        let mut post = graph.post_order_from(virtual_exit, |b| &reversed_succs[b]);
        post.reverse();
        let mut tree = Self::build(n + 1, &post, &reversed_preds);
        // Hide the virtual root: exits get no immediate post-dominator.
        for idom in tree.idom.iter_mut() {
            if *idom == Some(virtual_exit) {
                *idom = None;
            }
        }
        tree.idom.truncate(n);
        tree
    }

    fn build(n: usize, order: &[usize], preds: &[Vec<usize>]) -> Self {
        let mut rpo_number = vec![OUTSIDE; n];
        for (i, &b) in order.iter().enumerate() {
            rpo_number[b] = i;
        }
        let mut idom: Vec<Option<usize>> = vec![None; n];
        if let Some(&root) = order.first() {
            idom[root] = Some(root);
            let mut changed = true;
            while changed {
                changed = false;
                for &b in &order[1..] {
                    let mut new_idom: Option<usize> = None;
                    for &p in &preds[b] {
                        if rpo_number[p] == OUTSIDE || idom[p].is_none() {
                            continue;
                        }
                        new_idom = Some(match new_idom {
                            None => p,
                            Some(current) => intersect(&idom, &rpo_number, p, current),
                        });
                    }
                    if new_idom.is_some() && idom[b] != new_idom {
                        idom[b] = new_idom;
                        changed = true;
                    }
                }
            }
            idom[root] = None;
        }
        let in_tree: Vec<bool> = (0..n).map(|b| rpo_number[b] != OUTSIDE).collect();
        let mut children = vec![Vec::new(); n];
        for &b in order {
            if let Some(parent) = idom[b] {
                children[parent].push(b);
            }
        }
        let mut tree = DomTree {
            idom,
            depth: vec![OUTSIDE; n],
            enter: vec![0; n],
            leave: vec![0; n],
            children,
            in_tree,
        };
        if let Some(&root) = order.first() {
            tree.number_from(root);
        }
        tree
    }

    /// Depth and DFS interval numbering, iteratively.
    fn number_from(&mut self, root: usize) {
        let mut clock = 0u32;
        let mut stack = vec![(root, 0usize)];
        self.depth[root] = 0;
        self.enter[root] = clock;
        while let Some((node, child)) = stack.last_mut() {
            let node = *node;
            if *child < self.children[node].len() {
                let next = self.children[node][*child];
                *child += 1;
                clock += 1;
                self.enter[next] = clock;
                self.depth[next] = self.depth[node] + 1;
                stack.push((next, 0));
            } else {
                clock += 1;
                self.leave[node] = clock;
                stack.pop();
            }
        }
    }

    /// The immediate dominator of `block`.
    pub fn idom(&self, block: usize) -> Option<usize> {
        self.idom[block]
    }

    /// Blocks immediately dominated by `block`.
    pub fn children(&self, block: usize) -> &[usize] {
        &self.children[block]
    }

    /// True when `block` is in the tree (reachable from the root).
    pub fn contains(&self, block: usize) -> bool {
        self.in_tree.get(block).copied().unwrap_or(false)
    }

    /// Depth below the root (entry = 0); `None` outside the tree.
    pub fn depth(&self, block: usize) -> Option<usize> {
        self.contains(block).then(|| self.depth[block])
    }

    /// True when every path from the root to `b` passes through `a` (a block dominates
    /// itself). False when either is outside the tree.
    pub fn dominates(&self, a: usize, b: usize) -> bool {
        self.contains(a)
            && self.contains(b)
            && self.enter[a] <= self.enter[b]
            && self.leave[b] <= self.leave[a]
    }

    pub fn strictly_dominates(&self, a: usize, b: usize) -> bool {
        a != b && self.dominates(a, b)
    }

    /// The deepest block dominating both `a` and `b`; `None` when one is outside the tree
    /// (or, for post-dominators, when only the virtual exit post-dominates both).
    pub fn nearest_common_dominator(&self, mut a: usize, mut b: usize) -> Option<usize> {
        if !self.contains(a) || !self.contains(b) {
            return None;
        }
        while !self.dominates(a, b) {
            if self.dominates(b, a) {
                return Some(b);
            }
            a = self.idom[a]?;
        }
        let _ = &mut b;
        Some(a)
    }

    /// The nearest common dominator of every block in `blocks`.
    pub fn nearest_common_dominator_of(
        &self,
        blocks: impl IntoIterator<Item = usize>,
    ) -> Option<usize> {
        let mut blocks = blocks.into_iter();
        let first = blocks.next()?;
        blocks.try_fold(first, |acc, b| self.nearest_common_dominator(acc, b))
    }
}

fn intersect(idom: &[Option<usize>], rpo: &[usize], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while rpo[a] > rpo[b] {
            a = idom[a].expect("processed blocks have an idom");
        }
        while rpo[b] > rpo[a] {
            b = idom[b].expect("processed blocks have an idom");
        }
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 0 -> 1 -> {2, 3} -> 4 -> (1 back edge, 5)
    fn diamond_loop() -> Cfg {
        Cfg::from_edges(6, &[(0, 1), (1, 2), (1, 3), (2, 4), (3, 4), (4, 1), (4, 5)])
    }

    #[test]
    fn immediate_dominators_of_a_diamond_in_a_loop() {
        let dom = DomTree::dominators(&diamond_loop());
        let idoms: Vec<_> = (0..6).map(|b| dom.idom(b)).collect();
        assert_eq!(idoms, [None, Some(0), Some(1), Some(1), Some(1), Some(4)]);
        assert!(dom.dominates(1, 5) && !dom.dominates(2, 4) && dom.dominates(4, 4));
        assert_eq!(dom.depth(5), Some(3));
        assert_eq!(dom.nearest_common_dominator(2, 3), Some(1));
        assert_eq!(dom.nearest_common_dominator(5, 2), Some(1));
        assert_eq!(dom.nearest_common_dominator_of([2, 3, 5]), Some(1));
    }

    #[test]
    fn post_dominators_of_a_diamond_in_a_loop() {
        let post = DomTree::post_dominators(&diamond_loop());
        let ipdoms: Vec<_> = (0..6).map(|b| post.idom(b)).collect();
        assert_eq!(ipdoms, [Some(1), Some(4), Some(4), Some(4), Some(5), None]);
        assert!(post.dominates(4, 2) && post.dominates(5, 0) && !post.dominates(2, 1));
    }

    #[test]
    fn unreachable_blocks_are_outside_the_tree() {
        let dom = DomTree::dominators(&Cfg::from_edges(3, &[(0, 1), (2, 1)]));
        assert!(!dom.contains(2));
        assert!(!dom.dominates(2, 1) && !dom.dominates(0, 2));
        assert_eq!(dom.idom(1), Some(0));
        assert_eq!(dom.nearest_common_dominator(1, 2), None);
    }

    #[test]
    fn infinite_loops_have_no_post_dominator() {
        // 0 -> 1 -> 1 (spins), 0 -> 2 (exit)
        let post = DomTree::post_dominators(&Cfg::from_edges(3, &[(0, 1), (1, 1), (0, 2)]));
        assert!(!post.contains(1));
        assert!(post.contains(0) && post.contains(2));
    }

    #[test]
    fn deep_chains_do_not_recurse() {
        let n = 200_000;
        let edges: Vec<_> = (0..n - 1).map(|b| (b, b + 1)).collect();
        let cfg = Cfg::from_edges(n, &edges);
        let dom = DomTree::dominators(&cfg);
        assert_eq!(dom.depth(n - 1), Some(n - 1));
        assert!(dom.dominates(0, n - 1));
        let post = DomTree::post_dominators(&cfg);
        assert!(post.dominates(n - 1, 0));
    }
}
