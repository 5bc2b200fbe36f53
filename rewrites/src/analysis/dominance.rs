//! Dominator and post-dominator trees, by Semi-NCA (the algorithm of LLVM's
//! `DominatorTree`): near-linear, also on the deep chains with a shared exit that make the
//! iterative Cooper-Harvey-Kennedy algorithm quadratic. No recursion anywhere, so CFGs
//! millions of blocks deep are fine.
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
        if cfg.is_empty() {
            return Self::build(0, None, |_| &[], |_| &[]);
        }
        Self::build(
            cfg.len(),
            Some(0),
            |b| cfg.successors(b),
            |b| cfg.predecessors(b),
        )
    }

    /// The post-dominator tree of `cfg`, rooted at a virtual exit. Exit blocks have no
    /// immediate post-dominator (`None`); use [`DomTree::dominates`] for queries.
    pub fn post_dominators(cfg: &Cfg) -> Self {
        let n = cfg.len();
        let virtual_exit = n;
        let exits = cfg.exits();
        // Reversed graph: edges succ -> pred, plus virtual exit -> every exit block; so a
        // block's predecessors there are its successors, plus the virtual exit for exits.
        let mut reversed_preds: Vec<Vec<usize>> = Vec::new();
        reversed_preds.resize_with(n + 1, Vec::new);
        for &exit in &exits {
            reversed_preds[exit].push(virtual_exit);
        }
        let mut tree = Self::build(
            n + 1,
            Some(virtual_exit),
            |b| {
                if b == virtual_exit {
                    &exits
                } else {
                    cfg.predecessors(b)
                }
            },
            |b| {
                if b == virtual_exit || cfg.successors(b).is_empty() {
                    &reversed_preds[b]
                } else {
                    cfg.successors(b)
                }
            },
        );
        // Hide the virtual root: exits get no immediate post-dominator.
        for idom in tree.idom.iter_mut() {
            if *idom == Some(virtual_exit) {
                *idom = None;
            }
        }
        tree.idom.truncate(n);
        tree
    }

    /// The tree of the graph given by `succs` and `preds` over `n` nodes, rooted at `root`.
    /// Children are listed in reverse post-order of the depth-first search.
    fn build<'g>(
        n: usize,
        root: Option<usize>,
        succs: impl Fn(usize) -> &'g [usize],
        preds: impl Fn(usize) -> &'g [usize],
    ) -> Self {
        let search = root.map(|root| Search::from(n, root, &succs));
        let mut idom: Vec<Option<usize>> = vec![None; n];
        let mut in_tree = vec![false; n];
        let mut children = vec![Vec::new(); n];
        if let Some(search) = &search {
            idom = search.immediate_dominators(&preds);
            for &b in &search.vertex {
                in_tree[b] = true;
            }
            for &b in search.post_order.iter().rev() {
                if let Some(parent) = idom[b] {
                    children[parent].push(b);
                }
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
        if let Some(root) = root {
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

/// A depth-first search from the root, numbered for Semi-NCA.
struct Search {
    /// Nodes in pre-order (`vertex[0]` is the root).
    vertex: Vec<usize>,
    /// Pre-order number of each node; [`OUTSIDE`] when unreached.
    number: Vec<usize>,
    /// Pre-order number of each reached node's parent in the search tree (the root's own).
    parent: Vec<usize>,
    /// Nodes in post-order.
    post_order: Vec<usize>,
}

impl Search {
    /// Iterative: successors in order, each node entered once.
    fn from<'g>(n: usize, root: usize, succs: &impl Fn(usize) -> &'g [usize]) -> Self {
        let mut search = Search {
            vertex: vec![root],
            number: vec![OUTSIDE; n],
            parent: vec![0],
            post_order: Vec::with_capacity(n),
        };
        search.number[root] = 0;
        let mut stack: Vec<(usize, usize)> = vec![(root, 0)];
        while let Some((node, child)) = stack.last_mut() {
            let node = *node;
            let next = succs(node);
            if *child < next.len() {
                let succ = next[*child];
                *child += 1;
                if search.number[succ] == OUTSIDE {
                    search.number[succ] = search.vertex.len();
                    search.vertex.push(succ);
                    search.parent.push(search.number[node]);
                    stack.push((succ, 0));
                }
            } else {
                search.post_order.push(node);
                stack.pop();
            }
        }
        search
    }

    /// Semi-NCA (Georgiadis; as LLVM's `SemiNCAInfo`): semidominators by path-compressed
    /// evaluation over the search tree (an explicit stack, no recursion), then each immediate
    /// dominator as the nearest ancestor of the parent's dominator chain whose number is at
    /// most the semidominator's. Near-linear in practice (O(m log n) for the first phase);
    /// predecessors the search did not reach are ignored.
    fn immediate_dominators<'g>(
        &self,
        preds: &impl Fn(usize) -> &'g [usize],
    ) -> Vec<Option<usize>> {
        let count = self.vertex.len();
        // All by pre-order number.
        let mut semi: Vec<usize> = (0..count).collect();
        let mut label: Vec<usize> = (0..count).collect();
        // The forest of processed nodes: a node's link is its parent once the node has been
        // processed; compression then shortcuts it to a processed ancestor's link.
        let mut link = self.parent.clone();
        let mut path: Vec<usize> = Vec::new();
        for w in (1..count).rev() {
            let mut best = self.parent[w];
            for &p in preds(self.vertex[w]) {
                let v = self.number[p];
                if v == OUTSIDE {
                    continue;
                }
                let u = eval(v, w + 1, &mut link, &mut label, &semi, &mut path);
                best = best.min(semi[u]);
            }
            semi[w] = best;
        }
        let mut idom_number: Vec<usize> = self.parent.clone();
        for w in 1..count {
            let mut candidate = idom_number[w];
            while candidate > semi[w] {
                candidate = idom_number[candidate];
            }
            idom_number[w] = candidate;
        }
        let mut idom = vec![None; self.number.len()];
        for w in 1..count {
            idom[self.vertex[w]] = Some(self.vertex[idom_number[w]]);
        }
        idom
    }
}

/// The node of least semidominator on the processed part of `v`'s path to the root of its
/// tree in the forest (nodes numbered `linked` and up are processed), compressing the path.
fn eval(
    v: usize,
    linked: usize,
    link: &mut [usize],
    label: &mut [usize],
    semi: &[usize],
    path: &mut Vec<usize>,
) -> usize {
    if link[v] < linked {
        return label[v];
    }
    // Every node on the path whose link is still processed, bottom up.
    let mut top = v;
    while link[top] >= linked {
        path.push(top);
        top = link[top];
    }
    // Top down: each node links to the path's top's link and keeps the best label below it.
    let mut above = top;
    let mut above_label = label[above];
    while let Some(node) = path.pop() {
        link[node] = link[above];
        if semi[above_label] < semi[label[node]] {
            label[node] = above_label;
        } else {
            above_label = label[node];
        }
        above = node;
    }
    label[v]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reference: Cooper, Harvey and Kennedy's iterative algorithm over reverse
    /// post-order (the implementation this module used before Semi-NCA), for a graph given by
    /// its reverse post-order from the root and its predecessor lists.
    fn iterative_idoms(n: usize, order: &[usize], preds: &[Vec<usize>]) -> Vec<Option<usize>> {
        let mut rpo_number = vec![OUTSIDE; n];
        for (i, &b) in order.iter().enumerate() {
            rpo_number[b] = i;
        }
        let intersect = |idom: &[Option<usize>], mut a: usize, mut b: usize| {
            while a != b {
                while rpo_number[a] > rpo_number[b] {
                    a = idom[a].unwrap();
                }
                while rpo_number[b] > rpo_number[a] {
                    b = idom[b].unwrap();
                }
            }
            a
        };
        let mut idom: Vec<Option<usize>> = vec![None; n];
        let Some(&root) = order.first() else {
            return idom;
        };
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
                        Some(current) => intersect(&idom, p, current),
                    });
                }
                if new_idom.is_some() && idom[b] != new_idom {
                    idom[b] = new_idom;
                    changed = true;
                }
            }
        }
        idom[root] = None;
        idom
    }

    /// A tree as immediate dominators and children lists.
    type Tree = (Vec<Option<usize>>, Vec<Vec<usize>>);

    /// The reference trees of `cfg`: dominators and post-dominators.
    fn reference(cfg: &Cfg) -> [Tree; 2] {
        let n = cfg.len();
        let children = |order: &[usize], idom: &[Option<usize>], nodes: usize| {
            let mut children = vec![Vec::new(); nodes];
            for &b in order {
                if let Some(parent) = idom[b] {
                    children[parent].push(b);
                }
            }
            children
        };
        let order = cfg.reverse_post_order();
        let preds: Vec<Vec<usize>> = (0..n).map(|b| cfg.predecessors(b).to_vec()).collect();
        let idom = iterative_idoms(n, &order, &preds);
        let dom = (idom.clone(), children(&order, &idom, n));
        let mut reversed_succs: Vec<Vec<usize>> = preds;
        reversed_succs.push(cfg.exits());
        let mut reversed_preds: Vec<Vec<usize>> =
            (0..n).map(|b| cfg.successors(b).to_vec()).collect();
        reversed_preds.push(Vec::new());
        for exit in cfg.exits() {
            reversed_preds[exit].push(n);
        }
        let graph = Cfg::from_edges(n + 1, &[]);
        let mut order = graph.post_order_from(n, |b| &reversed_succs[b]);
        order.reverse();
        let mut idom = iterative_idoms(n + 1, &order, &reversed_preds);
        let mut post_children = children(&order, &idom, n + 1);
        for i in idom.iter_mut() {
            if *i == Some(n) {
                *i = None;
            }
        }
        idom.truncate(n);
        post_children.truncate(n);
        [dom, (idom, post_children)]
    }

    /// Blocks reachable from `from` without entering `removed`.
    fn reachable_without(cfg: &Cfg, from: usize, removed: Option<usize>) -> Vec<bool> {
        let mut seen = vec![false; cfg.len()];
        if Some(from) == removed {
            return seen;
        }
        let mut stack = vec![from];
        seen[from] = true;
        while let Some(b) = stack.pop() {
            for &s in cfg.successors(b) {
                if !seen[s] && Some(s) != removed {
                    seen[s] = true;
                    stack.push(s);
                }
            }
        }
        seen
    }

    /// SplitMix64: a deterministic source of random CFGs.
    struct Random(u64);

    impl Random {
        fn below(&mut self, bound: usize) -> usize {
            self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49eb_133b_a111);
            ((z ^ (z >> 31)) % bound as u64) as usize
        }
    }

    /// A random CFG: mostly forward edges, some back edges (loops, irreducible ones when they
    /// enter a cycle in its middle), blocks without predecessors (unreachable, some with edges
    /// into the reachable part), blocks without successors (exits) and self-loops.
    fn random_cfg(random: &mut Random) -> Cfg {
        let n = 1 + random.below(24);
        let mut edges = Vec::new();
        for b in 0..n {
            let out = random.below(4);
            for _ in 0..out {
                let to = if random.below(3) == 0 {
                    random.below(n)
                } else {
                    (b + 1 + random.below(3)).min(n - 1)
                };
                // Keep some blocks unreachable: nothing branches to the last third's odd
                // blocks except from themselves.
                if to > 0 && to % 2 == 1 && to * 3 > 2 * n && to != b {
                    continue;
                }
                edges.push((b, to));
            }
        }
        Cfg::from_edges(n, &edges)
    }

    #[test]
    fn semi_nca_agrees_with_the_iterative_algorithm_and_the_definition_on_random_cfgs() {
        let mut random = Random(0x5eed);
        let (mut unreachable, mut irreducible, mut spinning) = (0, 0, 0);
        for _ in 0..3000 {
            let cfg = random_cfg(&mut random);
            let n = cfg.len();
            let [(idom, children), (ipdom, post_children)] = reference(&cfg);
            let dom = DomTree::dominators(&cfg);
            let post = DomTree::post_dominators(&cfg);
            assert_eq!((0..n).map(|b| dom.idom(b)).collect::<Vec<_>>(), idom);
            assert_eq!((0..n).map(|b| post.idom(b)).collect::<Vec<_>>(), ipdom);
            for b in 0..n {
                assert_eq!(dom.children(b), children[b], "{cfg:?}");
                assert_eq!(post.children(b), post_children[b], "{cfg:?}");
            }
            // The definition: a dominates b iff b is reachable and every path from the entry
            // to b passes through a.
            let reachable = reachable_without(&cfg, 0, None);
            for a in 0..n {
                let without = reachable_without(&cfg, 0, Some(a));
                for b in 0..n {
                    let expected = reachable[a] && reachable[b] && (a == b || !without[b]);
                    assert_eq!(dom.dominates(a, b), expected, "{a} dom {b} in {cfg:?}");
                }
            }
            let order = cfg.reverse_post_order();
            let mut rpo = vec![OUTSIDE; n];
            for (i, &b) in order.iter().enumerate() {
                rpo[b] = i;
            }
            unreachable += usize::from(order.len() < n);
            spinning += usize::from((0..n).any(|b| reachable[b] && !post.contains(b)));
            // A retreating edge to a block that does not dominate its source: a cycle with
            // two entries.
            irreducible += usize::from(order.iter().any(|&b| {
                cfg.successors(b)
                    .iter()
                    .any(|&s| rpo[s] <= rpo[b] && !dom.dominates(s, b))
            }));
        }
        // The generator covers what it claims to.
        assert!(
            unreachable > 300 && irreducible > 100 && spinning > 100,
            "{unreachable} {irreducible} {spinning}"
        );
    }

    /// The shape that made the iterative algorithm quadratic: a chain whose every block also
    /// branches to one shared exit.
    #[test]
    fn a_deep_chain_with_a_shared_exit() {
        let n = 100_000;
        let exit = n;
        let mut edges: Vec<_> = (0..n - 1).flat_map(|b| [(b, b + 1), (b, exit)]).collect();
        edges.push((n - 1, exit));
        let cfg = Cfg::from_edges(n + 1, &edges);
        let dom = DomTree::dominators(&cfg);
        assert_eq!(dom.idom(exit), Some(0));
        assert_eq!(dom.depth(n - 1), Some(n - 1));
        let post = DomTree::post_dominators(&cfg);
        assert_eq!(post.idom(0), Some(exit));
        assert_eq!(post.idom(exit), None);
    }

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
