//! Which values a round recomputes, and where: the peak, the candidates live into it, each
//! candidate's sites and copy chains, and the blocks each recomputation frees.

use super::Settings;
use crate::analysis::{
    cfg::{Cfg, blocks_by_index, ops_in_order},
    fast_hash::{FastMap, FastSet},
    liveness::{
        Liveness, is_parameter_offset, is_parameter_symbol, is_symbol_offset, reads_constant_bank,
        takes_no_register, through_parameter_symbol,
    },
    loops::{LoopForest, Scope},
    manager::FunctionAnalyses,
    threads::{computes_from_operands_alone, is_kernel},
};
use kestrel_dialects::{
    keys::{ValueKey, value_key},
    raw::every_use,
};
use melior::ir::{
    BlockLike, BlockRef, OperationRef, RegionLike, Value, block::BlockArgument,
    operation::OperationLike,
};
use std::collections::BTreeMap;

crate::refusals! {
    /// Why a value live into the peak stays live.
    pub enum NotRecomputed {
        NotCheap = "not-cheap": "the value's expression, down to constants and kernel parameters, holds something not cheap to recompute (a block argument, a division, a load from writable memory, a call, a device function's argument)",
        ConstantBank = "constant-bank": "the value is a load from a byval kernel parameter at a fixed offset, which ptxas reads as a constant-bank operand where it is used: holding it takes no register, copying it buys none",
        ChainLimit = "chain-limit": "a copy would need more ops than remat-chain-limit",
        UseLimit = "use-limit": "the value would be recomputed at more sites than remat-use-limit",
        NoPreheader = "no-preheader": "a use sits in a loop without a preheader that does not contain the definition",
        NoLoopCrossed = "no-loop-crossed": "the value is live through no loop it is not used in (a peak in straight-line code, which ptxas schedules on its own)",
        FreesNoPeak = "frees-no-peak": "the value would stay live into every peak block it is live into now (a use in the loop its copy goes in front of, or in its own block)",
        PeakNotLowered = "peak-not-lowered": "some peak block holds no value that can be recomputed, so the estimated maximum would not go down",
    }
}

/// One round's decisions.
pub struct Round<'c, 'a> {
    /// The estimated register peak at the start of the round.
    pub peak: u32,
    /// The peak estimated after the round's recomputations.
    pub estimated: u32,
    pub recomputations: Vec<Recompute<'c, 'a>>,
    /// Why candidates were declined (reported when the round is the last).
    pub refusals: Vec<NotRecomputed>,
}

/// One value recomputed at each of its sites.
pub struct Recompute<'c, 'a> {
    /// The value's def (the value is its one result).
    pub definition: OperationRef<'c, 'a>,
    pub sites: Vec<Site<'c, 'a>>,
}

impl Recompute<'_, '_> {
    /// The recomputed value's key.
    pub fn key(&self) -> ValueKey {
        value_key(&Value::from(
            self.definition
                .result(0)
                .expect("a recomputed def has one result (is_cheap)"),
        ))
    }

    /// Ops the recomputation copies, all sites together.
    pub fn copied_ops(&self) -> usize {
        self.sites.iter().map(|site| site.chain.len()).sum()
    }

    /// Ops the recomputation adds per run of the definition's block: each copy's ops times
    /// `trip` for every loop it sits in that the definition does not.
    fn weighted_cost(&self, trip: usize) -> usize {
        self.sites
            .iter()
            .map(|site| {
                site.chain
                    .len()
                    .saturating_mul(trip.saturating_pow(site.loops_entered))
            })
            .fold(0, usize::saturating_add)
    }
}

/// Where one copy goes and what it serves.
pub struct Site<'c, 'a> {
    /// The copy goes right before this op.
    pub before: OperationRef<'c, 'a>,
    /// The ops to copy, operands first; the last is the value's def.
    pub chain: Vec<OperationRef<'c, 'a>>,
    /// The uses the copy replaces the value in: (user, operand number).
    pub uses: Vec<(OperationRef<'c, 'a>, usize)>,
    /// Loops around the copy that do not contain the definition.
    pub loops_entered: u32,
}

/// What the planner reads for one round.
struct Facts<'c, 'a, 'f> {
    cfg: &'f Cfg,
    liveness: &'f Liveness,
    loops: &'f LoopForest,
    reachable: Vec<bool>,
    /// The function's blocks by CFG index.
    blocks: Vec<BlockRef<'c, 'a>>,
    /// Values the function defines by op result, with their def and definition order.
    defs: FastMap<ValueKey, (OperationRef<'c, 'a>, usize)>,
    /// Parameters of a kernel: ptxas reads them from the constant bank wherever they are used.
    free_arguments: FastSet<ValueKey>,
    settings: &'f Settings,
}

/// The round's recomputations: candidates live into the peak blocks, cheapest first, each
/// taken when it frees a peak block no earlier one freed, all of them only when every peak
/// block is freed.
pub fn round<'c, 'a>(
    function: &OperationRef<'c, 'a>,
    analyses: &FunctionAnalyses,
    settings: &Settings,
) -> Round<'c, 'a> {
    let cfg = analyses.get::<Cfg>(function);
    let liveness = analyses.get::<Liveness>(function);
    let loops = analyses.get::<LoopForest>(function);
    let facts = Facts {
        reachable: cfg.reachable(),
        defs: definitions(function),
        blocks: blocks_by_index(function, &cfg),
        free_arguments: kernel_parameters(function),
        cfg: &cfg,
        liveness: &liveness,
        loops: &loops,
        settings,
    };
    let pressure: Vec<u32> = (0..cfg.len())
        .map(|b| {
            if facts.reachable[b] {
                liveness.pressure(b).registers
            } else {
                0
            }
        })
        .collect();
    let peak = pressure.iter().copied().max().unwrap_or(0);
    let mut round = Round {
        peak,
        estimated: peak,
        recomputations: Vec::new(),
        refusals: Vec::new(),
    };
    if peak == 0 || (settings.target > 0 && peak as usize <= settings.target) {
        return round;
    }
    let peaks: Vec<usize> = (0..cfg.len()).filter(|&b| pressure[b] == peak).collect();
    let mut planned: Vec<(usize, usize, Recompute, Vec<usize>)> = Vec::new();
    for key in candidates(&facts, &peaks) {
        match plan_value(&facts, key) {
            Ok((recompute, freed)) => {
                let order = facts.defs[&key].1;
                let cost = recompute.weighted_cost(settings.loop_trip);
                planned.push((cost, order, recompute, freed));
            }
            Err(why) => round.refusals.push(why),
        }
    }
    planned.sort_by_key(|(cost, order, _, _)| (*cost, *order));
    let mut reduction = vec![0u32; cfg.len()];
    for (_, _, recompute, freed) in planned {
        let frees_new_peak = freed
            .iter()
            .any(|&b| pressure[b] == peak && reduction[b] == 0);
        if !frees_new_peak {
            continue;
        }
        let weight = liveness.weight(recompute.key()).registers;
        for &b in &freed {
            reduction[b] += weight;
        }
        round.recomputations.push(recompute);
        if peaks.iter().all(|&b| reduction[b] > 0) {
            break;
        }
    }
    if peaks.iter().any(|&b| reduction[b] == 0) {
        round.recomputations.clear();
        round.refusals.push(NotRecomputed::PeakNotLowered);
        return round;
    }
    round.estimated = (0..cfg.len())
        .map(|b| pressure[b].saturating_sub(reduction[b]))
        .max()
        .unwrap_or(0);
    round
}

/// The values live into a peak block that a copy could replace: op results taking registers,
/// in definition order.
fn candidates(facts: &Facts, peaks: &[usize]) -> Vec<ValueKey> {
    let mut seen = FastSet::default();
    let mut keys: Vec<ValueKey> = peaks
        .iter()
        .flat_map(|&b| facts.liveness.live_in(b))
        .filter(|key| seen.insert(*key))
        .filter(|key| facts.defs.contains_key(key))
        .filter(|key| facts.liveness.weight(*key).registers > 0)
        .collect();
    keys.sort_by_key(|key| facts.defs[key].1);
    keys
}

/// The sites and copies of `key`, and the blocks it would stop being live into.
fn plan_value<'c, 'a>(
    facts: &Facts<'c, 'a, '_>,
    key: ValueKey,
) -> Result<(Recompute<'c, 'a>, Vec<usize>), NotRecomputed> {
    let (definition, _) = facts.defs[&key];
    if !is_cheap(&definition) {
        return Err(NotRecomputed::NotCheap);
    }
    if through_parameter_symbol(&definition) {
        return Err(NotRecomputed::ConstantBank);
    }
    let value: Value = definition
        .result(0)
        .map_err(|_| NotRecomputed::NotCheap)?
        .into();
    let home = facts
        .cfg
        .block_of(&definition)
        .ok_or(NotRecomputed::NotCheap)?;
    let chain = chain_of(facts, &definition)?;
    let into_loops = instructions_in(&chain) <= facts.settings.loop_chain
        && (facts.settings.loop_pointers || !is_address(&value));
    // Uses by site block; uses left on the original, by block.
    let mut by_site: BTreeMap<usize, Vec<(OperationRef, usize)>> = BTreeMap::new();
    let mut remaining_blocks: Vec<usize> = Vec::new();
    let mut unknown = false;
    every_use(value, |user, index| {
        let Some(block) = facts.cfg.block_of(&user).filter(|&b| facts.reachable[b]) else {
            unknown = true;
            return false;
        };
        if block == home {
            return true;
        }
        match site_of(facts, block, home, into_loops) {
            Some(site) if site == home => remaining_blocks.push(block),
            Some(site) => {
                by_site.entry(site).or_default().push((user, index));
            }
            None => {
                unknown = true;
                return false;
            }
        }
        true
    });
    if unknown {
        return Err(NotRecomputed::NoPreheader);
    }
    if by_site.is_empty() {
        return Err(NotRecomputed::FreesNoPeak);
    }
    if by_site.len() > facts.settings.use_limit {
        return Err(NotRecomputed::UseLimit);
    }
    let mut sites = Vec::with_capacity(by_site.len());
    for (&block, uses) in &by_site {
        sites.push(Site {
            before: insertion_point(facts, block, uses).ok_or(NotRecomputed::NoPreheader)?,
            chain: chain.clone(),
            uses: uses.clone(),
            loops_entered: loops_entered(facts, block, home).len() as u32,
        });
    }
    let freed = freed_blocks(facts, key, home, &by_site, &remaining_blocks);
    if freed.is_empty() {
        return Err(NotRecomputed::FreesNoPeak);
    }
    if !freed
        .iter()
        .any(|&b| facts.loops.loops.iter().any(|l| l.header == b))
    {
        return Err(NotRecomputed::NoLoopCrossed);
    }
    Ok((Recompute { definition, sites }, freed))
}

/// Where a copy serving a use in `block` goes: `block`, or (unless `into_loops`) the preheader
/// of the outermost loop around `block` that does not contain `home` (so the copy runs no more
/// often than the original). `None` when that loop has no preheader.
fn site_of(facts: &Facts, block: usize, home: usize, into_loops: bool) -> Option<usize> {
    match loops_entered(facts, block, home).last() {
        Some(outermost) if !into_loops => outermost.preheader,
        _ => Some(block),
    }
}

/// A pointer: its copies stay out of loops (unless `remat-loop-pointers`). ptxas builds addresses from a kernel parameter's
/// constant-bank slot where they are used (`IMAD.WIDE R, idx, 4, c[0x0][...]`), so the
/// estimate's two registers for a pointer cast of a parameter are not ones ptxas holds, and
/// copies of such casts inside the loops of sph_forces (`remat-loop-chain=2`) bought no
/// register for 2.6% more loop-weighted integer SASS.
fn is_address(value: &Value) -> bool {
    use melior::ir::ValueLike;
    kestrel_dialects::types::pointer_address_space(value.r#type()).is_some()
}

/// The loops around `block` that do not contain `home`, innermost first.
fn loops_entered<'f>(facts: &Facts<'_, '_, 'f>, block: usize, home: usize) -> Vec<Scope<'f>> {
    let mut entered = Vec::new();
    let mut scope = facts.loops.loop_of(block);
    while let Some(current) = scope {
        if current.contains(home) {
            break;
        }
        entered.push(current);
        scope = current.parent.map(|parent| facts.loops.scope(parent));
    }
    entered
}

/// The first op of `block` among `uses`' users, or its terminator when the uses are all in
/// loops the block is the preheader of.
fn insertion_point<'c, 'a>(
    facts: &Facts<'c, 'a, '_>,
    block: usize,
    uses: &[(OperationRef<'c, 'a>, usize)],
) -> Option<OperationRef<'c, 'a>> {
    let users: FastSet<_> = uses.iter().map(|(user, _)| user.to_raw().ptr).collect();
    let block = facts.blocks.get(block)?;
    let mut op = block.first_operation();
    while let Some(current) = op {
        if users.contains(&current.to_raw().ptr) {
            return Some(current);
        }
        op = current.next_in_block();
    }
    block.terminator()
}

/// The ops a copy clones, operands first: the def and, recursively, every operand but the free
/// ones (constants, kernel parameters). A copy reads nothing else that is live: reusing a live
/// operand would stretch its range inside the site's block, and on the own-kernel corpus it
/// cost registers (trisolve_rows 70 -> 80, where loop counters fed the copies).
fn chain_of<'c, 'a>(
    facts: &Facts<'c, 'a, '_>,
    definition: &OperationRef<'c, 'a>,
) -> Result<Vec<OperationRef<'c, 'a>>, NotRecomputed> {
    let mut chain: Vec<OperationRef> = Vec::new();
    let mut visited: FastSet<usize> = FastSet::default();
    // Post-order DFS: (op, operands pushed).
    let mut stack = vec![(*definition, false)];
    while let Some((op, expanded)) = stack.pop() {
        let id = op.to_raw().ptr as usize;
        if expanded {
            chain.push(op);
            continue;
        }
        if !visited.insert(id) {
            continue;
        }
        if chain.len() + stack.len() >= facts.settings.chain_limit {
            return Err(NotRecomputed::ChainLimit);
        }
        stack.push((op, true));
        for operand in op.operands() {
            let key = value_key(&operand);
            if facts.free_arguments.contains(&key) {
                continue;
            }
            let Some(&(def, _)) = facts.defs.get(&key) else {
                return Err(NotRecomputed::NotCheap);
            };
            if takes_no_register(&def) || is_parameter_symbol(&def) {
                continue;
            }
            if !is_cheap(&def) {
                return Err(NotRecomputed::NotCheap);
            }
            if !visited.contains(&(def.to_raw().ptr as usize)) {
                stack.push((def, false));
            }
        }
    }
    if chain.len() > facts.settings.chain_limit {
        return Err(NotRecomputed::ChainLimit);
    }
    Ok(chain)
}

/// The SASS instructions a copy of `chain` costs: its ops but symbol offsets (a `byval`
/// parameter's included) and loads from a fixed parameter or `__constant__` address, which
/// ptxas reads as constant-bank operands of the instructions that use them. An instruction
/// takes one such operand: each further one costs a move.
fn instructions_in(chain: &[OperationRef]) -> usize {
    let in_bank = |op: &OperationRef| reads_constant_bank(op) || through_parameter_symbol(op);
    let free = |op: &OperationRef| in_bank(op) || is_symbol_offset(op) || is_parameter_offset(op);
    chain
        .iter()
        .filter(|op| !free(op))
        .map(|op| {
            let bank_operands = op
                .operands()
                .filter(|value| {
                    kestrel_dialects::values::defining_op(*value).is_some_and(|def| in_bank(&def))
                })
                .count();
            1 + bank_operands.saturating_sub(1)
        })
        .sum()
}

/// The blocks `key` is live into now and would not be after the recomputation: not a site,
/// and not on a path from a site (or from `home`) to a use the site (or the original) still
/// serves.
fn freed_blocks(
    facts: &Facts,
    key: ValueKey,
    home: usize,
    by_site: &BTreeMap<usize, Vec<(OperationRef, usize)>>,
    remaining_blocks: &[usize],
) -> Vec<usize> {
    let mut still_live = vec![false; facts.cfg.len()];
    for (&site, uses) in by_site {
        let blocks: Vec<usize> = uses
            .iter()
            .filter_map(|(user, _)| facts.cfg.block_of(user))
            .collect();
        mark_paths_back(facts.cfg, &blocks, site, &mut still_live);
    }
    mark_paths_back(facts.cfg, remaining_blocks, home, &mut still_live);
    (0..facts.cfg.len())
        .filter(|&b| facts.liveness.is_live_in(b, key))
        .filter(|&b| !still_live[b] && !by_site.contains_key(&b))
        .collect()
}

/// Marks every block from which one of `uses` is reachable without passing `stop` (the block
/// that defines what they use).
fn mark_paths_back(cfg: &Cfg, uses: &[usize], stop: usize, marked: &mut [bool]) {
    let mut work: Vec<usize> = uses.iter().copied().filter(|&b| b != stop).collect();
    while let Some(block) = work.pop() {
        if std::mem::replace(&mut marked[block], true) {
            continue;
        }
        work.extend(
            cfg.predecessors(block)
                .iter()
                .copied()
                .filter(|&p| p != stop),
        );
    }
}

/// Ops a copy may clone: what computes from its operands alone
/// ([`computes_from_operands_alone`]: pure arithmetic, casts, addresses, compares and selects;
/// invariant special-register reads; loads of unwritten memory), except division and remainder
/// (too costly to repeat) and aggregate values.
pub fn is_cheap(op: &OperationRef) -> bool {
    let name = op.name();
    let costly = matches!(
        name.as_string_ref().as_str(),
        Ok("llvm.udiv"
            | "llvm.sdiv"
            | "llvm.urem"
            | "llvm.srem"
            | "llvm.fdiv"
            | "llvm.frem"
            | "llvm.extractvalue"
            | "llvm.insertvalue")
    );
    !costly && computes_from_operands_alone(op)
}

/// Every op result of `function` with its def and definition order.
fn definitions<'c, 'a>(
    function: &OperationRef<'c, 'a>,
) -> FastMap<ValueKey, (OperationRef<'c, 'a>, usize)> {
    let mut defs = FastMap::default();
    for op in ops_in_order(function) {
        for result in op.results() {
            let order = defs.len();
            defs.insert(value_key(&Value::from(result)), (op, order));
        }
    }
    defs
}

/// A kernel's parameters (none for a device function, whose arguments are registers).
fn kernel_parameters(function: &OperationRef) -> FastSet<ValueKey> {
    let mut keys = FastSet::default();
    if !is_kernel(function) {
        return keys;
    }
    let Some(entry) = function.region(0).ok().and_then(|r| r.first_block()) else {
        return keys;
    };
    for index in 0..entry.argument_count() {
        if let Ok(argument) = entry.argument(index) {
            let argument: BlockArgument = argument;
            keys.insert(value_key(&Value::from(argument)));
        }
    }
    keys
}
