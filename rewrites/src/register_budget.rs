//! Per kernel, a register budget (`.maxnreg`) where ptxas, held to the next occupancy step,
//! gives more warps for little more work.
//!
//! ptxas allocates for its schedule, not for occupancy: a kernel it leaves at 33 to 40
//! registers runs 51 warps per multiprocessor (sm_80's register file) where 32 registers run
//! 64, and the IR rewrites can only nudge what ptxas does. Asked for a budget, ptxas
//! rematerialises and reorders itself, and often fits without a spill: over our 173 kernels,
//! ten of the seventeen `-O3` leaves at 33 to 40 registers fit 32 with no local memory
//! (lattice_walk_msd and lu8_warp_solve 40 -> 32, lj_forces_nlist 39 -> 32).
//!
//! Algorithm, on the PTX the measured late half settled on (ptxas found: `-O2`/`-O3` with
//! `lsr: auto`, or `--lsr=measured`):
//! - a kernel is a candidate where its registers sit above the last count with more warps
//!   ([`cap_for`]), and it has no budget of its own (`.maxnreg`, `.minnctapersm`: the
//!   author's) and calls no function (ptxas compiles a callee for all its callers);
//! - every candidate is compiled once more with `.maxnreg` at that count, all in one PTX;
//!   one whose budget pays is tried again a step lower, up to [`MAX_STEPS`] steps;
//! - a kernel keeps its budget when ptxas kept to it for no more loop-weighted memory
//!   instructions (a spill is local memory) and at most a share of the occupancy it gains in
//!   more loop-weighted instructions ([`strength_reduction::occupancy_pays`], the settlement's
//!   trade rule), while the module's loop-weighted integer SASS stays within never-worse's
//!   margin of its baseline ([`strength_reduction::affordable`], after what the settlement
//!   spent).
//!
//! Soundness: `.maxnreg` bounds the registers ptxas may allocate per thread, nothing else; the
//! kernel's instructions are the same PTX. A lower count only lets more threads launch (a
//! launch that fit before still fits).

use crate::strength_reduction::{self, Measured, MeasuredPtx};
use crate::{late_settle, sass};
use std::collections::BTreeMap;

/// One budget weighed for a kernel: what ptxas made of it before (as settled, or held to the
/// budget kept one step up, `from`) and held to `cap` registers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Budget {
    pub function: String,
    pub cap: u64,
    /// The most threads per block the kernel allows, where it says.
    pub threads: Option<u64>,
    /// The budget this one would replace; `None`: the kernel as settled, without one.
    pub from: Option<u64>,
    pub current: Measured,
    /// ptxas with `.maxnreg cap`; `None` when ptxas did not report the kernel.
    pub capped: Option<Measured>,
    pub kept: bool,
}

/// The largest register count below `registers` that gives more warps per multiprocessor
/// ([`warps`]) to blocks of `threads`; `None` at full occupancy.
pub fn cap_for(registers: u64, threads: Option<u64>) -> Option<u64> {
    let now = warps(registers, threads);
    (1..registers)
        .rev()
        .find(|&fewer| warps(fewer, threads) > now)
}

/// Warps per multiprocessor by registers ([`strength_reduction::warps_per_multiprocessor`]),
/// in whole blocks of `threads` where the kernel says how many (`.maxntid`, `.reqntid`):
/// attention_fwd_tile's blocks of 128 threads run five to a multiprocessor at 96 registers
/// and at 88 alike, so 88 buys nothing there.
pub fn warps(registers: u64, threads: Option<u64>) -> u64 {
    let warps = strength_reduction::warps_per_multiprocessor(registers);
    match threads {
        Some(threads) => {
            let per_block = threads.div_ceil(32).max(1);
            warps / per_block * per_block
        }
        None => warps,
    }
}

/// The most threads per block a kernel's PTX header allows (`.maxntid` or `.reqntid`, the
/// product of its dimensions); `None` when it says nothing.
fn threads_per_block(text: &str) -> Option<u64> {
    let (header, _) = header_and_body(text);
    header.lines().find_map(|line| {
        let dims = line
            .trim()
            .strip_prefix(".maxntid")
            .or_else(|| line.trim().strip_prefix(".reqntid"))?;
        dims.split(',')
            .map(|dim| dim.trim().parse::<u64>().ok())
            .product::<Option<u64>>()
    })
}

/// The kernels of `ptx` that may be given a budget, with their most threads per block where
/// they say: entries with no `.maxnreg` or `.minnctapersm` of their own that call no
/// function.
pub fn budgetable_kernels(ptx: &str) -> BTreeMap<String, Option<u64>> {
    strength_reduction::ptx_function_texts(ptx)
        .into_iter()
        .filter(|(_, text)| is_budgetable(text))
        .map(|(name, text)| (name, threads_per_block(text)))
        .collect()
}

/// A function's PTX text split at the line that opens its body.
fn header_and_body(text: &str) -> (&str, &str) {
    text.split_once("\n{").unwrap_or((text, ""))
}

fn is_budgetable(text: &str) -> bool {
    let (header, body) = header_and_body(text);
    let is_entry = header
        .lines()
        .next()
        .is_some_and(|line| line.contains(".entry "));
    let has_own_budget = header.contains(".maxnreg") || header.contains(".minnctapersm");
    let calls = body
        .lines()
        .any(|line| line.trim_start().starts_with("call"));
    is_entry && !has_own_budget && !calls
}

/// `ptx` with `.maxnreg N` in the header of each kernel `caps` names (before its body).
pub fn with_caps(ptx: &str, caps: &BTreeMap<String, u64>) -> String {
    let mut out = String::with_capacity(ptx.len() + caps.len() * 16);
    let mut pending: Option<u64> = None;
    for line in ptx.split_inclusive('\n') {
        let bare = line.trim_end_matches('\n');
        // `caps` names kernels only; any other function's header clears what is pending.
        if let Some(name) = strength_reduction::function_header(bare) {
            pending = caps.get(&name).copied();
        } else if bare == "{"
            && let Some(cap) = pending.take()
        {
            out.push_str(&format!(".maxnreg {cap}\n"));
        }
        out.push_str(line);
    }
    out
}

/// Which of `candidates` keep their budget: where ptxas kept to it, the kernel's blocks get
/// more warps ([`warps`]) and [`occupancy_pays`] for it, in name order while the module's loop-weighted integer SASS (`spent`, every
/// function as it stands) stays within never-worse's margin of `baseline_work`.
///
/// [`occupancy_pays`]: strength_reduction::occupancy_pays
pub fn decide(mut candidates: Vec<Budget>, baseline_work: u64, spent: u64) -> Vec<Budget> {
    let extra: Vec<Option<u64>> = candidates
        .iter()
        .map(|budget| {
            let capped = budget.capped?;
            let pays = capped.registers <= budget.cap
                && warps(capped.registers, budget.threads)
                    > warps(budget.current.registers, budget.threads)
                && strength_reduction::occupancy_pays(capped, budget.current);
            pays.then(|| {
                capped
                    .loop_integer
                    .saturating_sub(budget.current.loop_integer)
            })
        })
        .collect();
    let taken = strength_reduction::affordable(baseline_work, spent, &extra);
    for (budget, taken) in candidates.iter_mut().zip(taken) {
        budget.kept = taken;
    }
    candidates
}

/// At most this many steps of occupancy down per kernel (each step one more ptxas run of
/// the module, for the kernels whose last step paid).
pub const MAX_STEPS: usize = 4;

/// `ptx` with the budgets that pay ([`decide`]), and every budget weighed; `ptx` as it is when
/// no kernel is a candidate. A kernel whose budget paid is weighed again one step lower
/// against it, up to [`MAX_STEPS`] (idct8x8_dequant fits 80, then 72, without a spill).
/// `known`: PTX measured before (not measured again); `baseline`: each function's
/// loop-weighted work the module's margin is measured from (functions not in it count as
/// settled).
pub fn budget(
    tools: &sass::Tools,
    known: &[MeasuredPtx],
    baseline: &BTreeMap<String, Measured>,
    ptx: String,
) -> Result<(String, Vec<Budget>), String> {
    let budgetable = budgetable_kernels(&ptx);
    if budgetable.is_empty() {
        return Ok((ptx, Vec::new()));
    }
    let mut current = match late_settle::measured_before(known, &ptx) {
        Some(measured) => measured,
        None => strength_reduction::measured_functions(tools, &ptx)?,
    };
    let baseline_work = current
        .iter()
        .map(|(name, measured)| baseline.get(name).unwrap_or(measured).loop_integer)
        .sum();
    let mut trying: BTreeMap<String, u64> = budgetable
        .iter()
        .filter_map(|(name, &threads)| {
            let cap = cap_for(current.get(name)?.registers, threads)?;
            Some((name.clone(), cap))
        })
        .collect();
    let mut kept: BTreeMap<String, u64> = BTreeMap::new();
    let mut weighed = Vec::new();
    for _ in 0..MAX_STEPS {
        if trying.is_empty() {
            break;
        }
        let mut caps = kept.clone();
        caps.extend(trying.iter().map(|(name, &cap)| (name.clone(), cap)));
        let capped = strength_reduction::measured_functions(tools, &with_caps(&ptx, &caps))?;
        let candidates = trying
            .iter()
            .map(|(name, &cap)| Budget {
                function: name.clone(),
                cap,
                threads: budgetable[name],
                from: kept.get(name).copied(),
                current: current[name],
                capped: capped.get(name).copied(),
                kept: false,
            })
            .collect();
        let spent = current.values().map(|measured| measured.loop_integer).sum();
        trying.clear();
        for budget in decide(candidates, baseline_work, spent) {
            if let (true, Some(capped)) = (budget.kept, budget.capped) {
                current.insert(budget.function.clone(), capped);
                kept.insert(budget.function.clone(), budget.cap);
                if let Some(lower) = cap_for(capped.registers, budget.threads) {
                    trying.insert(budget.function.clone(), lower);
                }
            }
            weighed.push(budget);
        }
    }
    let out = if kept.is_empty() {
        ptx
    } else {
        with_caps(&ptx, &kept)
    };
    Ok((out, weighed))
}

#[cfg(test)]
mod tests {
    use super::*;

    const PTX: &str = "\
.version 8.0
.target sm_80
.address_size 64

\t// .globl\tk
.visible .entry k(
\t.param .u64 k_param_0
)
.maxntid 128
{
\tret;

}
\t// .globl\tcapped
.visible .entry capped()
.maxnreg 40
{
\tret;

}
\t// .globl\tcaller
.visible .entry caller()
{
\tcall.uni helper;
\tret;

}
.func helper()
{
\tret;

}
";

    fn measured(registers: u64, loop_integer: u64, loop_memory: u64, total: u64) -> Measured {
        Measured::new(registers, loop_integer, loop_memory).with_total(total)
    }

    #[test]
    fn the_cap_is_the_next_occupancy_step_down() {
        assert_eq!(cap_for(33, None), Some(32));
        assert_eq!(cap_for(40, None), Some(32));
        assert_eq!(cap_for(41, None), Some(40));
        assert_eq!(cap_for(47, None), Some(40));
        assert_eq!(cap_for(56, None), Some(48));
        assert_eq!(cap_for(32, None), None);
        assert_eq!(cap_for(8, None), None);
    }

    #[test]
    fn with_a_block_size_the_step_is_a_whole_block_more() {
        // 96 and 88 registers: 21 and 23 warps, five blocks of four warps either way.
        assert_eq!(warps(96, Some(128)), 20);
        assert_eq!(warps(88, Some(128)), 20);
        assert_eq!(cap_for(96, None), Some(88));
        let cap = cap_for(96, Some(128)).unwrap();
        assert!(cap < 88 && warps(cap, Some(128)) == 24, "{cap}");
        assert_eq!(cap_for(40, Some(256)), Some(32));
        // Blocks of 1024 threads: 33 to 64 registers all run one block.
        assert_eq!(cap_for(64, Some(1024)), Some(32));
        assert_eq!(cap_for(32, Some(1024)), None);
    }

    #[test]
    fn only_kernels_without_a_budget_or_calls_are_budgetable() {
        let budgetable = budgetable_kernels(PTX);
        assert_eq!(budgetable, BTreeMap::from([("k".to_string(), Some(128))]));
        let three_dims = PTX.replace(".maxntid 128", ".reqntid 16, 8, 2");
        assert_eq!(budgetable_kernels(&three_dims)["k"], Some(256));
        let none = PTX.replace(".maxntid 128\n", "");
        assert_eq!(budgetable_kernels(&none)["k"], None);
    }

    #[test]
    fn the_cap_goes_before_the_named_kernels_body_only() {
        let caps = BTreeMap::from([("k".to_string(), 32)]);
        let capped = with_caps(PTX, &caps);
        assert!(
            capped.contains(".maxntid 128\n.maxnreg 32\n{\n"),
            "{capped}"
        );
        assert_eq!(capped.matches(".maxnreg").count(), 2, "{capped}");
        assert_eq!(capped.replace(".maxnreg 32\n", ""), PTX);
        assert_eq!(with_caps(PTX, &BTreeMap::new()), PTX);
    }

    fn candidate(name: &str, current: Measured, capped: Measured) -> Budget {
        Budget {
            function: name.to_string(),
            cap: 32,
            threads: None,
            from: None,
            current,
            capped: Some(capped),
            kept: false,
        }
    }

    #[test]
    fn a_budget_is_kept_where_it_buys_warps_for_little_work() {
        let settled = measured(40, 1000, 200, 3000);
        let fits = candidate("fits", settled, measured(32, 1005, 200, 3030));
        let spills = candidate("spills", settled, measured(32, 1000, 204, 3010));
        let ignored = candidate("ignored", settled, measured(36, 1000, 200, 3000));
        let costly = candidate("costly", settled, measured(32, 1300, 200, 3900));
        let mut whole_blocks = candidate("blocks", measured(96, 1000, 200, 3000), fits_88());
        whole_blocks.threads = Some(128);
        whole_blocks.cap = 88;
        let mut no_blocks = whole_blocks.clone();
        no_blocks.threads = None;
        let decided = decide(
            vec![fits, spills, ignored, costly, whole_blocks, no_blocks],
            8000,
            8000,
        );
        let kept: Vec<bool> = decided.iter().map(|b| b.kept).collect();
        assert_eq!(kept, vec![true, false, false, false, false, true]);
    }

    fn fits_88() -> Measured {
        measured(88, 1000, 200, 3000)
    }

    #[test]
    fn budgets_stay_within_the_modules_margin() {
        let settled = measured(40, 1000, 200, 3000);
        let a = candidate("a", settled, measured(32, 1030, 200, 3030));
        let b = candidate("b", settled, measured(32, 1030, 200, 3030));
        // 1% of 5000 is 50: the first budget's 30 fits, the second's does not.
        let decided = decide(vec![a, b], 5000, 5000);
        assert!(decided[0].kept && !decided[1].kept);
    }
}
