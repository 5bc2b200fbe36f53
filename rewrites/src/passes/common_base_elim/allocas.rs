//! Which allocas may share one entry-block clone.
//!
//! An alloca outside the entry block allocates a fresh object every time its block runs. Two
//! such allocas can become one object allocated in the entry block when no execution runs
//! both, and neither runs twice: then every execution sees exactly one of the original
//! objects, born uninitialised, and the clone is born uninitialised too, earlier. Hence the
//! conditions: same element type, constant element count, alignment and address space; each
//! in a block that lies on no cycle; neither block reachable from the other. Cloning one
//! alloca alone buys nothing here — it already dominates its own accesses — so clones are
//! only made for groups that span several allocas of one cluster.

use crate::analysis::cfg::Cfg;
use crate::analysis::fast_hash::FastMap;
use kestrel_dialects::{
    integer_constant,
    keys::{OpKey, ValueKey, op_key, value_key},
    names,
    values::{operand, result},
};
use melior::ir::{BlockLike, BlockRef, OperationRef, ValueLike, operation::OperationLike};

/// Allocas considered per function (each costs one reachability walk).
const MAX_CANDIDATES: usize = 32;

/// Clusters of mergeable allocas: each member alloca value maps to its cluster's first one.
#[derive(Debug, Default)]
pub struct Clusters {
    representative: FastMap<ValueKey, ValueKey>,
    ops: FastMap<ValueKey, OpKey>,
}

impl Clusters {
    /// The clusters of `blocks` (region order, entry first) of a function with CFG `cfg`;
    /// `reachable[b]` says whether block `b` is reachable from the entry.
    pub fn of(blocks: &[BlockRef], cfg: &Cfg, reachable: &[bool]) -> Self {
        let mut candidates: Vec<(ValueKey, OpKey, Signature, usize)> = Vec::new();
        'blocks: for (index, block) in blocks.iter().enumerate().skip(1) {
            if !reachable[index] {
                continue;
            }
            let mut next = block.first_operation();
            while let Some(op) = next {
                next = op.next_in_block();
                if let Some(signature) = signature(&op)
                    && let Some(value) = result(&op, 0)
                {
                    if candidates.len() == MAX_CANDIDATES {
                        break 'blocks;
                    }
                    candidates.push((value_key(&value), op_key(&op), signature, index));
                }
            }
        }
        let mut clusters = Clusters::default();
        if candidates.len() < 2 {
            return clusters;
        }
        let reach: Vec<Vec<bool>> = candidates
            .iter()
            .map(|(_, _, _, block)| reachable_from_successors(cfg, *block))
            .collect();
        let once = |i: usize| !reach[i][candidates[i].3];
        let exclusive = |i: usize, j: usize| {
            let (a, b) = (candidates[i].3, candidates[j].3);
            a != b && !reach[i][b] && !reach[j][a]
        };
        // Greedy: each alloca joins the first cluster of its signature it excludes entirely.
        let mut members: Vec<Vec<usize>> = Vec::new();
        for i in 0..candidates.len() {
            if !once(i) {
                continue;
            }
            let home = members.iter_mut().find(|cluster| {
                candidates[cluster[0]].2 == candidates[i].2
                    && cluster.iter().all(|&j| exclusive(i, j))
            });
            match home {
                Some(cluster) => cluster.push(i),
                None => members.push(vec![i]),
            }
        }
        for cluster in members.iter().filter(|c| c.len() > 1) {
            let first = candidates[cluster[0]].0;
            for &i in cluster {
                clusters.representative.insert(candidates[i].0, first);
                clusters.ops.insert(candidates[i].0, candidates[i].1);
            }
        }
        clusters
    }

    /// The cluster representative of alloca value `alloca`, when it is in a cluster.
    pub fn representative(&self, alloca: ValueKey) -> Option<ValueKey> {
        self.representative.get(&alloca).copied()
    }

    /// The op defining alloca value `alloca` (clustered allocas only).
    pub fn op(&self, alloca: ValueKey) -> Option<OpKey> {
        self.ops.get(&alloca).copied()
    }
}

/// Properties key, type key (see `kestrel_dialects::raw`) and element count.
type Signature = (usize, usize, i64);

/// What must agree for two allocas to share storage; `None` when `op` is not an alloca with
/// a constant element count.
fn signature(op: &OperationRef) -> Option<Signature> {
    if op.name().as_string_ref().as_str() != Ok(names::ALLOCA) {
        return None;
    }
    let (count, _) = integer_constant(operand(op, 0)?)?;
    let ty = kestrel_dialects::raw::type_key(result(op, 0)?.r#type());
    Some((kestrel_dialects::raw::properties_key(op), ty, count))
}

/// `reach[b]`: block `b` can be reached from a successor of `from` (so `reach[from]` means
/// `from` lies on a cycle).
fn reachable_from_successors(cfg: &Cfg, from: usize) -> Vec<bool> {
    let mut reach = vec![false; cfg.len()];
    let mut stack: Vec<usize> = cfg.successors(from).to_vec();
    while let Some(block) = stack.pop() {
        if std::mem::replace(&mut reach[block], true) {
            continue;
        }
        stack.extend(cfg.successors(block).iter().copied());
    }
    reach
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_diamond_s_arms_are_exclusive_and_once() {
        // 0 -> {1, 2} -> 3
        let cfg = Cfg::from_edges(4, &[(0, 1), (0, 2), (1, 3), (2, 3)]);
        let from_1 = reachable_from_successors(&cfg, 1);
        let from_2 = reachable_from_successors(&cfg, 2);
        assert!(!from_1[1] && !from_1[2] && from_1[3]);
        assert!(!from_2[1] && !from_2[2]);
    }

    #[test]
    fn a_loop_body_runs_more_than_once() {
        // 0 -> 1 -> 2 -> 1, 1 -> 3
        let cfg = Cfg::from_edges(4, &[(0, 1), (1, 2), (2, 1), (1, 3)]);
        assert!(reachable_from_successors(&cfg, 2)[2]);
        assert!(reachable_from_successors(&cfg, 1)[1]);
    }
}
