//! Per function, whether the NVPTX backend's Loop Strength Reduction stays.
//!
//! LSR rewrites a loop's addresses as pointer induction variables and their bases, set up
//! ahead of the loop and held through it. On a GPU that trades integer instructions per
//! iteration for registers: trsm_blocked_shared needs 40 registers with LSR and 30 without
//! (and 26% fewer loop-weighted integer SASS instructions), bitonic_sort_shared 22 and 16;
//! but PolyBench's matrix-vector kernels need a register or two more without it, and
//! trsm_lower_columns, whose rows are strided by a runtime leading dimension, 35% more loop
//! integer work. So the choice is per function, and LSR is the default.
//!
//! Split code generation runs the backend's IR passes twice, with and without LSR, and
//! compiles both ([`kestrel_dialects::raw::StrengthReduction::PerFunction`]). The version
//! without LSR first gets what pays only without it: addr-canon's `sub-to-step`
//! ([`crate::export::Late`]), so a stencil's backward neighbours `a[at - r*s]` become steps
//! from `&a[at]` that LLVM's straight-line strength reduction chains, as it chains the
//! forward ones (with LSR, each step would become a pointer induction variable). [`choose`] then
//! keeps a function's version without LSR only when
//! - its estimated register peak with LSR ([`Liveness`], which counts what ptxas reads from
//!   the constant bank or recomputes from it as free) is at least
//!   [`FULL_OCCUPANCY_REGISTERS`]: below, registers saved buy no occupancy;
//! - the peak without LSR is lower by [`MIN_REGISTERS_SAVED`] registers and
//!   [`MIN_PERCENT_SAVED`] percent: below that the estimate's error is larger than the gain
//!   (Triton's matmul_fp16: estimated 204 -> 167, ptxas 168 -> 161 for 6% more SASS; it
//!   keeps LSR);
//! - and its PTX has no more integer instructions, loop-weighted or in all ([`Work`]), give or
//!   take [`WORK_TOLERANCE_PERCENT`]: what LSR buys is instructions, and the estimate cannot
//!   see them.
//!
//! or, for a function estimated below [`FULL_OCCUPANCY_REGISTERS`], where registers buy no
//! occupancy and LSR must pay in instructions, and whose loops are not nested: when LSR at
//! least doubled the registers its loops carry ([`Choice::lsr_doubles_carried`]: it kept the
//! loop's counter and added 64-bit pointers beside it) and the version without LSR does
//! [`MIN_WORK_SAVED_PERCENT`] less loop-weighted PTX integer work and no more in all.
//! Measured over the 208 functions of our kernels and the CUDA and PolyBench corpora whose
//! two versions differ (sm_80, ptxas 13.5, the late half run on both), this rule keeps 17
//! more versions without LSR, every one with fewer registers or less loop-weighted integer
//! SASS and none worse by the never-worse rule: 304 -> 261 registers and loop integer SASS
//! 1192 -> 893 over the 17 (heq_histogram 26 -> 16, sobel_nms 30 -> 24; twelve are one
//! cuda-samples template, alignedTypes' grid-stride copy). In nests it stays out (see there).
//! It was fitted on those same functions, thresholds and nest guard included, so they are no
//! test of it; it fires in no Triton or mlir-gpu kernel, under `-O3` or `-Ocomplete`.
//!
//! The rules were fitted on our own kernels (`third_party/kernels`) and checked on the CUDA,
//! PolyBench and Triton corpora. fd_wave_step passes them with the steps above: 72
//! registers with LSR (whose 24 loop-invariant bases are held through the z loop), 32
//! without, at 30% less PTX integer work (sm_80).
//!
//! The estimate and the PTX work are blind to what ptxas does next, which is often what
//! decides: it unrolls LSR's loops and keeps their loads in flight together
//! (layernorm_warp_rows: estimated 26 registers with LSR and 25 without, ptxas 39 and 24), or
//! makes less integer SASS of a version without LSR than its PTX suggests (sph_forces: PTX
//! loop work nearly three times LSR's, SASS 35% less, and 53 -> 45 registers). They are also
//! blind to the late half, which runs after the choice (jacobi9_pitched: 24% more integer
//! SASS without LSR before it, 2% less after). Where ptxas and nvdisasm are at hand,
//! `--lsr=measured` runs the late half on both versions, compiles them with ptxas, and
//! [`choose_measured`] decides by what it made ([`without_lsr_measures_better`], or the
//! estimate's drop where ptxas gives it more warps, [`measured_occupancy_gain`], or more
//! warps bought with work the module can afford, [`grant_occupancy_trades`]); the version
//! kept then goes through the late half as with the estimate, so what is emitted is what was
//! measured. `-O2` and `-O3` choose so wherever ptxas is found (`lsr: auto`), by the estimate
//! otherwise. Over the 231 functions of our kernels and the CUDA and PolyBench corpora whose
//! versions differ (sm_80, both versions of each compiled in one run), the estimate's choices
//! come to 6718 registers, 118147 loop-weighted integer and 63928 memory SASS instructions,
//! the measured ones to 6645, 110614 and 58104 (LSR everywhere: 6903, 119394, 66242). No
//! rule on the PTX came near: one that also dropped LSR wherever the version without it
//! carried fewer registers for less PTX work saved registers (6484 against the estimate's
//! 6524 on 225 of them) and lost in loops (123040 against 117157 integer, 68156 against 63432
//! memory), since ptxas unrolls the versions without LSR of crc32_messages, lavamd_box_forces
//! and rabin_karp_scan.
//!
//! Both versions are the function after LLVM's own passes; either is correct, so the choice
//! changes speed and registers, never meaning.

use crate::{
    analysis::{
        cfg::Cfg,
        dominance::DomTree,
        layout::DataLayout,
        liveness::{self, Liveness},
        loops::LoopForest,
    },
    sass,
};
use kestrel_dialects::{
    intrinsics::string_attribute,
    names,
    raw::{self, Chosen, Compiled},
};
use melior::{
    Context,
    ir::{BlockLike, Module, OperationRef, RegionLike, ValueLike, operation::OperationLike},
};
use std::collections::BTreeMap;

/// Registers per thread at which a kernel still runs at full occupancy (65,536 registers for
/// 2,048 threads per SM from sm_80 on): below it, registers saved buy nothing, and LSR is kept.
pub const FULL_OCCUPANCY_REGISTERS: u32 = 32;
/// The fewest registers the estimate must drop by to drop LSR.
pub const MIN_REGISTERS_SAVED: u32 = 3;
/// The smallest share of the estimated peak (percent) it must drop by to drop LSR.
pub const MIN_PERCENT_SAVED: u32 = 20;
/// Below [`FULL_OCCUPANCY_REGISTERS`], the smallest share of loop-weighted PTX integer work
/// (percent) the version without LSR must save to be kept ([`Choice::lsr_doubles_carried`]).
pub const MIN_WORK_SAVED_PERCENT: u64 = 10;

/// One function's choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub function: String,
    /// Estimated register peaks with and without LSR.
    pub with_lsr: u32,
    pub without_lsr: u32,
    /// Registers of the values carried from block to block (integer and pointer block
    /// arguments, the LLVM IR's phis) with and without LSR ([`carried_registers`]).
    pub carried_with_lsr: u32,
    pub carried_without_lsr: u32,
    /// The deepest loop nest of either version (0: no loop).
    pub loop_depth: usize,
    /// Integer work of the function's PTX ([`ptx_integer_work`]) with and without LSR; `None`
    /// when no function of the module passed the register tests, and neither version was
    /// compiled to compare.
    pub work_with_lsr: Option<Work>,
    pub work_without_lsr: Option<Work>,
    /// What ptxas made of the function with and without LSR, when the choice was measured
    /// ([`choose_measured`]) and ptxas kept the function apart (it may inline a device
    /// function into its callers).
    pub measured_with_lsr: Option<Measured>,
    pub measured_without_lsr: Option<Measured>,
    /// True when the version without LSR was taken.
    pub dropped: bool,
    /// Rewrites made to the version without LSR before the backend's IR passes
    /// (addr-canon's `sub-to-step`, [`crate::export::Late`]).
    pub steps_without_lsr: u64,
}

impl Choice {
    /// The register tests: a peak with LSR at least [`FULL_OCCUPANCY_REGISTERS`], clearly
    /// lower without it.
    pub fn saves_registers(&self) -> bool {
        self.with_lsr >= FULL_OCCUPANCY_REGISTERS && clearly_lower(self.without_lsr, self.with_lsr)
    }

    /// The carried-values test, for a function estimated below [`FULL_OCCUPANCY_REGISTERS`]
    /// (where registers buy no occupancy and LSR has to pay in instructions) whose loops are
    /// not nested: LSR at least doubled the registers carried from block to block, and the
    /// estimated peak is no lower with it. That is LSR keeping the loop's own counter for the
    /// exit test and adding pointer induction variables beside it, each 64 bits, each with
    /// its own increment (heq_histogram: 15 carried registers with LSR, 6 without; ptxas
    /// 26 -> 16 registers and 27% less loop-weighted integer SASS without it). Together with
    /// clearly less PTX work ([`Work::is_clearly_less_than`]), the version without LSR is
    /// kept. In a nest, what ptxas unrolls decides, and neither count sees it:
    /// gauss_rows_shared passes the rest of the test (16 -> 7 carried registers, 16% less PTX
    /// loop work), and ptxas unrolls its tap loop without LSR, for 78% more loop-weighted
    /// integer SASS and three more registers.
    pub fn lsr_doubles_carried(&self) -> bool {
        self.with_lsr < FULL_OCCUPANCY_REGISTERS
            && self.loop_depth <= 1
            && self.without_lsr <= self.with_lsr
            && self.carried_with_lsr > 0
            && self.carried_without_lsr * 2 <= self.carried_with_lsr
    }

    /// Whether either test passes, so that compiling both versions to compare their PTX
    /// work is worth it.
    pub fn may_pay(&self) -> bool {
        self.saves_registers() || self.lsr_doubles_carried()
    }

    /// The estimate's choice, once the PTX work of both versions is in: the register tests
    /// with no more work ([`Work::is_about_no_more_than`]), or the carried-values test with
    /// clearly less ([`Work::is_clearly_less_than`]).
    pub fn estimate_drops(&self) -> bool {
        let work = self.work_without_lsr.zip(self.work_with_lsr);
        (self.saves_registers()
            && work.is_some_and(|(without, with)| without.is_about_no_more_than(with)))
            || (self.lsr_doubles_carried()
                && work.is_some_and(|(without, with)| without.is_clearly_less_than(with)))
    }
}

/// The register side of the choice alone, from the two modules' LLVM IR: one [`Choice`] per
/// function defined in both (no PTX work yet, nothing dropped), and whether any function
/// passes the register tests or the carried-values test ([`Choice::may_pay`]), which is when
/// compiling both versions to compare their PTX is worth it.
pub fn register_estimates(
    context: &Context,
    with_lsr: &str,
    without_lsr: &str,
) -> Result<(Vec<Choice>, bool), String> {
    let (with_module, without_module) = (import(context, with_lsr)?, import(context, without_lsr)?);
    let choices: Vec<Choice> = pairs(&with_module, &without_module)
        .into_iter()
        .map(|(name, function, other)| register_choice(name, &function, &other))
        .collect();
    let any = choices.iter().any(Choice::may_pay);
    Ok((choices, any))
}

/// Each function defined in both modules, by name, in `with_lsr`'s order.
pub(crate) fn pairs<'c, 'a>(
    with_lsr: &'a Module<'c>,
    without_lsr: &'a Module<'c>,
) -> Vec<(String, OperationRef<'c, 'a>, OperationRef<'c, 'a>)> {
    let alternatives = defined_functions(without_lsr);
    defined_functions(with_lsr)
        .into_iter()
        .filter_map(|function| {
            let name = string_attribute(&function, "sym_name")?;
            let other = *alternatives
                .iter()
                .find(|f| string_attribute(f, "sym_name").as_ref() == Some(&name))?;
            Some((name, function, other))
        })
        .collect()
}

/// `function`'s choice by its estimated register peaks alone (no PTX work, not dropped).
fn register_choice(name: String, with_lsr: &OperationRef, without_lsr: &OperationRef) -> Choice {
    Choice {
        with_lsr: estimated_peak(with_lsr),
        without_lsr: estimated_peak(without_lsr),
        carried_with_lsr: carried_registers(with_lsr),
        carried_without_lsr: carried_registers(without_lsr),
        loop_depth: deepest_loop(with_lsr).max(deepest_loop(without_lsr)),
        work_with_lsr: None,
        work_without_lsr: None,
        measured_with_lsr: None,
        measured_without_lsr: None,
        dropped: false,
        steps_without_lsr: 0,
        function: name,
    }
}

pub(crate) fn import<'c>(context: &'c Context, ir: &str) -> Result<Module<'c>, String> {
    kestrel_dialects::import::import(context, ir.as_bytes(), "<backend IR passes' output>")
        .map(|imported| imported.module)
}

/// Which of the two compiled versions to keep (see the module header), per function: the
/// version without LSR where its estimated register peak is clearly lower and its PTX does
/// no more integer work, loop-weighted or in all ([`ptx_integer_work`]). Returns the choice
/// for the module (one version whole, or LLVM IR with some functions from each) and one
/// [`Choice`] per function defined in both.
pub fn choose(
    context: &Context,
    with_lsr: &Compiled,
    without_lsr: &Compiled,
) -> Result<(Chosen, Vec<Choice>), String> {
    let work = PtxWork::of(with_lsr, without_lsr);
    choose_by(context, with_lsr, without_lsr, false, |choices| {
        choices
            .into_iter()
            .map(|choice| {
                let choice = work.fill(choice);
                Choice {
                    dropped: choice.estimate_drops(),
                    ..choice
                }
            })
            .collect()
    })
}

/// The integer [`Work`] of each function of both versions' PTX.
struct PtxWork {
    with_lsr: BTreeMap<String, Work>,
    without_lsr: BTreeMap<String, Work>,
}

impl PtxWork {
    fn of(with_lsr: &Compiled, without_lsr: &Compiled) -> Self {
        Self {
            with_lsr: ptx_integer_work(&with_lsr.ptx),
            without_lsr: ptx_integer_work(&without_lsr.ptx),
        }
    }

    /// `choice` with its function's work in both versions (a function missing from the
    /// version without LSR counts as unbounded work there, so it is never dropped for it).
    fn fill(&self, choice: Choice) -> Choice {
        let work_with_lsr = self.with_lsr.get(&choice.function).copied();
        let work_without_lsr = self.without_lsr.get(&choice.function).copied();
        Choice {
            work_with_lsr: Some(work_with_lsr.unwrap_or(Work::NONE)),
            work_without_lsr: Some(work_without_lsr.unwrap_or(Work::UNKNOWN)),
            ..choice
        }
    }
}

/// What ptxas made of each function of both versions ([`measure`]).
pub struct Measurements {
    with_lsr: BTreeMap<String, Measured>,
    without_lsr: BTreeMap<String, Measured>,
}

impl Measurements {
    /// What ptxas made of each function of the version with LSR.
    pub fn with_lsr(&self) -> &BTreeMap<String, Measured> {
        &self.with_lsr
    }

    /// Each version's PTX with what ptxas made of its functions, for a later measurement of
    /// the same PTX to reuse ([`crate::late_settle::settle`]).
    pub fn by_ptx(&self, with_lsr: &Compiled, without_lsr: &Compiled) -> Vec<MeasuredPtx> {
        vec![
            MeasuredPtx {
                ptx: with_lsr.ptx.clone(),
                functions: self.with_lsr.clone(),
            },
            MeasuredPtx {
                ptx: without_lsr.ptx.clone(),
                functions: self.without_lsr.clone(),
            },
        ]
    }
}

/// PTX already measured, and what ptxas made of each of its functions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MeasuredPtx {
    pub ptx: String,
    pub functions: BTreeMap<String, Measured>,
}

/// Compiles both versions' PTX with `tools`; `Err` when ptxas or nvdisasm fails.
pub fn measure(
    tools: &sass::Tools,
    with_lsr: &Compiled,
    without_lsr: &Compiled,
) -> Result<Measurements, String> {
    // Two ptxas and two nvdisasm runs, most of what the measured choice costs: side by side.
    let (with, without) = std::thread::scope(|scope| {
        let without = scope.spawn(|| measured_functions(tools, &without_lsr.ptx));
        let with = measured_functions(tools, &with_lsr.ptx);
        (
            with,
            without
                .join()
                .unwrap_or_else(|_| Err("measuring the version without LSR panicked".into())),
        )
    });
    Ok(Measurements {
        with_lsr: with?,
        without_lsr: without?,
    })
}

/// [`choose`] by what ptxas made of the two versions ([`measure`]) rather than by estimates
/// alone: a function's version without LSR is kept where [`without_lsr_measures_better`], or
/// where the estimate drops LSR ([`Choice::estimate_drops`]) and ptxas confirms what that is
/// for ([`measured_occupancy_gain`]). A function ptxas did not keep apart in both (a device
/// function it inlined) follows the functions it is inlined into ([`crate::inlined_callees`]).
pub fn choose_measured(
    context: &Context,
    with_lsr: &Compiled,
    without_lsr: &Compiled,
    measurements: &Measurements,
) -> Result<(Chosen, Vec<Choice>), String> {
    let work = PtxWork::of(with_lsr, without_lsr);
    choose_by(context, with_lsr, without_lsr, true, |choices| {
        let mut choices: Vec<Choice> = choices
            .into_iter()
            .map(|choice| {
                let choice = work.fill(choice);
                let with = measurements.with_lsr.get(&choice.function).copied();
                let without = measurements.without_lsr.get(&choice.function).copied();
                let estimate_drops = choice.estimate_drops();
                Choice {
                    dropped: with.zip(without).is_some_and(|(with, without)| {
                        without_lsr_measures_better(with, without)
                            || (estimate_drops && measured_occupancy_gain(with, without))
                    }),
                    measured_with_lsr: with,
                    measured_without_lsr: without,
                    ..choice
                }
            })
            .collect();
        grant_occupancy_trades(&mut choices);
        choices
    })
}

/// Drops LSR, in name order, for each function whose version without it pays for the warps
/// it gains ([`occupancy_pays`]), while the module's loop-weighted integer SASS stays within
/// never-worse's margin of LSR everywhere ([`affordable`]): the work other choices saved is
/// what such trades may spend (spmm_ell_f32's +8 instructions against spmm_bsr4_f64's
/// -6400), and no more (particles_step, 34 -> 32 registers for +4.5%, alone in its module,
/// keeps LSR).
fn grant_occupancy_trades(choices: &mut [Choice]) {
    let measured = |choice: &Choice| choice.measured_with_lsr.zip(choice.measured_without_lsr);
    let baseline = choices
        .iter()
        .filter_map(measured)
        .map(|(with, _)| with.loop_integer)
        .sum();
    let spent = choices
        .iter()
        .filter_map(|choice| {
            let (with, without) = measured(choice)?;
            Some(if choice.dropped { without } else { with }.loop_integer)
        })
        .sum();
    let extra: Vec<Option<u64>> = choices
        .iter()
        .map(|choice| match measured(choice) {
            Some((with, without)) if !choice.dropped && occupancy_pays(without, with) => {
                Some(without.loop_integer.saturating_sub(with.loop_integer))
            }
            _ => None,
        })
        .collect();
    for (choice, taken) in choices.iter_mut().zip(affordable(baseline, spent, &extra)) {
        choice.dropped |= taken;
    }
}

/// Which trades a module can afford, in order: each `Some` extra loop-weighted integer work
/// is taken while what the module spends stays within [`MEASURED_NOISE_PERCENT`] (never-worse's
/// margin) of `baseline`; `spent` is what it spends before them.
pub fn affordable(baseline: u64, spent: u64, extra: &[Option<u64>]) -> Vec<bool> {
    let mut spent = spent;
    extra
        .iter()
        .map(|extra| match extra {
            Some(extra) if within_noise(spent + extra, baseline) => {
                spent += extra;
                true
            }
            _ => false,
        })
        .collect()
}

/// Each function of both modules, `decide`d (all together) from its register estimates; the module to
/// compile (one version whole, or LLVM IR with the dropped functions from the version without
/// LSR) and the choices.
fn choose_by(
    context: &Context,
    with_lsr: &Compiled,
    without_lsr: &Compiled,
    measured: bool,
    decide: impl FnOnce(Vec<Choice>) -> Vec<Choice>,
) -> Result<(Chosen, Vec<Choice>), String> {
    let with_module = import(context, &with_lsr.ir)?;
    let without_module = import(context, &without_lsr.ir)?;
    let choices = decide(
        pairs(&with_module, &without_module)
            .into_iter()
            .map(|(name, function, other)| register_choice(name, &function, &other))
            .collect(),
    );
    // Measured, a function ptxas inlined everywhere follows the functions it is inlined into
    // (inlined_callees): what was measured for them includes its code.
    let decided = |choice: &&Choice| {
        !measured || (choice.measured_with_lsr.is_some() && choice.measured_without_lsr.is_some())
    };
    let kept = |name: &str| {
        choices
            .iter()
            .filter(decided)
            .find(|c| c.function == name)
            .map(|c| usize::from(c.dropped))
    };
    let chosen = if !choices.iter().filter(decided).any(|choice| choice.dropped) {
        Chosen::WithLsr
    } else if choices.iter().filter(decided).all(|choice| choice.dropped) {
        Chosen::WithoutLsr
    } else {
        let versions = [&with_module, &without_module];
        let tag = |index: usize| ["lsr", "nolsr"][index].to_string();
        crate::inlined_callees::mix(&with_module, &versions, 0, &kept, &tag);
        Chosen::Merged(raw::translate_to_llvm_ir(&with_module)?)
    };
    Ok((chosen, choices))
}

/// One function as ptxas compiled it: its registers and its loop-weighted integer and memory
/// SASS instructions (kestrel-bench's counts, [`sass::loop_weight`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Measured {
    pub registers: u64,
    pub loop_integer: u64,
    pub loop_memory: u64,
    /// Every loop-weighted SASS instruction (floating point, control, moves, ... included).
    pub loop_total: u64,
}

impl Measured {
    /// What ptxas gave: `registers`, and the loop-weighted counts of its SASS.
    pub fn of(registers: u64, weighted: &crate::sass::Counts) -> Self {
        Self {
            registers,
            loop_integer: weighted.integer(),
            loop_memory: weighted.memory(),
            loop_total: weighted.total,
        }
    }

    /// A measurement whose loop total is its integer and memory instructions alone.
    pub const fn new(registers: u64, loop_integer: u64, loop_memory: u64) -> Self {
        Self {
            registers,
            loop_integer,
            loop_memory,
            loop_total: loop_integer + loop_memory,
        }
    }

    pub const fn with_total(self, loop_total: u64) -> Self {
        Self { loop_total, ..self }
    }
}

impl std::fmt::Display for Measured {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(
            f,
            "{} registers, loop-weighted integer/memory/all SASS {}/{}/{}",
            self.registers, self.loop_integer, self.loop_memory, self.loop_total
        )
    }
}

pub(crate) fn measured_functions(
    tools: &sass::Tools,
    ptx: &str,
) -> Result<BTreeMap<String, Measured>, String> {
    Ok(tools
        .measure(ptx)?
        .into_iter()
        .filter_map(|function| {
            let measured = Measured::of(function.registers?, &function.weighted);
            Some((function.name, measured))
        })
        .collect())
}

/// How many warps of a kernel needing `registers` per thread fit on one multiprocessor by
/// registers alone (sm_80: 65,536 registers, allocated per warp in units of 256, at most 64
/// warps). The estimate needs a margin ([`clearly_lower`]) because it is an estimate; a
/// measured count needs none, and a step in this number is what registers buy.
pub fn warps_per_multiprocessor(registers: u64) -> u64 {
    const REGISTERS: u64 = 65_536;
    const UNIT: u64 = 256;
    const MOST_WARPS: u64 = 64;
    let per_warp = (registers * 32).div_ceil(UNIT) * UNIT;
    REGISTERS
        .checked_div(per_warp)
        .map_or(MOST_WARPS, |warps| warps.min(MOST_WARPS))
}

/// Percent a loop-weighted count may grow by and still count as no more (never-worse's bound).
pub const MEASURED_NOISE_PERCENT: u64 = 1;

/// Whether a loop-weighted count went from `before` to no more than `after`, give or take
/// [`MEASURED_NOISE_PERCENT`] (never-worse's margin).
pub fn within_noise(after: u64, before: u64) -> bool {
    after * 100 <= before * (100 + MEASURED_NOISE_PERCENT)
}
/// The fewest registers that are a saving on their own, work no more.
pub const MEASURED_MIN_REGISTERS_SAVED: u64 = 2;
/// The share of loop-weighted integer instructions (percent) that is a saving on its own,
/// registers no more.
pub const MEASURED_MIN_WORK_SAVED_PERCENT: u64 = 3;

/// The measured rule: never more loop-weighted memory instructions (give or take
/// [`MEASURED_NOISE_PERCENT`]), and one of
/// - [`MEASURED_MIN_REGISTERS_SAVED`] registers fewer, or more warps per multiprocessor
///   ([`warps_per_multiprocessor`]), for no more integer work (give or take the same);
/// - [`MEASURED_MIN_WORK_SAVED_PERCENT`] less integer work for no more registers.
///
/// It never trades loop work for registers on its own, as the estimate's rule does within
/// [`WORK_TOLERANCE_PERCENT`]: measured, such trades are what the never-worse gate counts
/// against `-O0` (particles_step: 34 -> 32 registers, 51 -> 64 warps, for 4.5% more loop
/// integer SASS; lbm_stream_collide: 72 -> 32 for 15%). Those that buy warps are weighed
/// after it, against the module's budget ([`grant_occupancy_trades`]).
pub fn without_lsr_measures_better(with: Measured, without: Measured) -> bool {
    measures_better(with, without)
}

/// The measured rule ([`without_lsr_measures_better`]) for any two versions of a function:
/// whether ptxas does better on `candidate` than on `current`.
pub fn measures_better(current: Measured, candidate: Measured) -> bool {
    let fewer_registers = candidate.registers + MEASURED_MIN_REGISTERS_SAVED <= current.registers
        || warps_per_multiprocessor(candidate.registers)
            > warps_per_multiprocessor(current.registers);
    let registers_buy =
        fewer_registers && within_noise(candidate.loop_integer, current.loop_integer);
    let less_work = candidate.registers <= current.registers
        && candidate.loop_integer * 100
            <= current.loop_integer * (100 - MEASURED_MIN_WORK_SAVED_PERCENT);
    within_noise(candidate.loop_memory, current.loop_memory) && (registers_buy || less_work)
}

/// The trade the estimate's rule exists for, measured: more warps per multiprocessor
/// ([`warps_per_multiprocessor`]) for no more loop-weighted memory instructions (give or
/// take [`MEASURED_NOISE_PERCENT`]), whatever it costs in integer work, which
/// [`without_lsr_measures_better`] alone never pays (lbm_stream_collide: 72 -> 32
/// registers, 28 -> 64 warps, for 15% more loop integer SASS). Where ptxas gives no more
/// warps the estimate's drop is not taken: conv2d_nchw_bias_relu (estimated 62 -> 47, ptxas
/// 30 -> 31) and lbm_macroscopic (32 -> 30 at 64 warps either way, for 17% more loop integer
/// SASS).
pub fn measured_occupancy_gain(with: Measured, without: Measured) -> bool {
    warps_per_multiprocessor(without.registers) > warps_per_multiprocessor(with.registers)
        && within_noise(without.loop_memory, with.loop_memory)
}

/// The share of the occupancy gained that more warps may cost in loop-weighted instructions:
/// one part in this many (a quarter: a kernel that hides its latency with warps runs up to as
/// much faster as it gains warps, one bound by its instruction issue not at all).
pub const OCCUPANCY_WORK_SHARE: u64 = 4;
/// The most loop-weighted instructions (per mille) more warps may cost, whatever the gain.
pub const OCCUPANCY_WORK_CAP_PER_MILLE: u64 = 100;

/// Whether `candidate` gives more warps per multiprocessor than `current`
/// ([`warps_per_multiprocessor`]) for no more loop-weighted memory instructions and at most
/// a quarter of the occupancy it gains ([`OCCUPANCY_WORK_SHARE`]), and at most 10%
/// ([`OCCUPANCY_WORK_CAP_PER_MILLE`]), in more loop-weighted instructions of every kind.
/// Registers are bought with work only where they buy warps: spmm_ell_f32 without LSR, 37 ->
/// 30 registers, 51 -> 64 warps (+25%), for 8 more loop integer instructions (+4.7% of them);
/// spmm_bsr4_f64 rewritten harder, 48 -> 32 registers, 42 -> 64 warps (+52%), for 702 more
/// (+19% integer, +6.5% in all: nvcc's own count, at nvcc's 32 registers). Within a step of
/// warps no registers are worth work (lbm_macroscopic: 32 -> 30, 64 warps either way).
/// What a module may spend in all is [`affordable`]'s.
pub fn occupancy_pays(candidate: Measured, current: Measured) -> bool {
    let (gained, had) = (
        warps_per_multiprocessor(candidate.registers),
        warps_per_multiprocessor(current.registers),
    );
    if gained <= had || candidate.loop_memory > current.loop_memory {
        return false;
    }
    let gain_per_mille = (gained - had) * 1000 / had;
    let allowed = (gain_per_mille / OCCUPANCY_WORK_SHARE).min(OCCUPANCY_WORK_CAP_PER_MILLE);
    let extra = candidate.loop_total.saturating_sub(current.loop_total);
    extra * 1000 <= current.loop_total * allowed
}

/// True when `candidate` undercuts `current` by both margins.
fn clearly_lower(candidate: u32, current: u32) -> bool {
    let saved = current.saturating_sub(candidate);
    saved >= MIN_REGISTERS_SAVED && saved * 100 >= current * MIN_PERCENT_SAVED
}

fn estimated_peak(function: &OperationRef) -> u32 {
    let cfg = Cfg::of(function);
    let layout = DataLayout::of(function);
    let liveness = Liveness::compute(function, &cfg, &layout);
    let reachable = cfg.reachable();
    (0..cfg.len())
        .filter(|&b| reachable[b])
        .map(|b| liveness.pressure(b).registers)
        .max()
        .unwrap_or(0)
}

/// Registers held by the values `function` carries from block to block: its blocks'
/// integer and pointer arguments (the function's own excepted), each as many as it takes
/// ([`liveness::weight_of`]: a 64-bit value two, a predicate none). Floating-point values are
/// left out: LSR never makes them.
fn carried_registers(function: &OperationRef) -> u32 {
    let layout = DataLayout::of(function);
    let Some(region) = kestrel_dialects::values::region(function, 0) else {
        return 0;
    };
    let mut registers = 0;
    let mut block = region
        .first_block()
        .and_then(|entry| entry.next_in_region());
    while let Some(current) = block {
        block = current.next_in_region();
        for index in 0..current.argument_count() {
            let Ok(argument) = current.argument(index) else {
                continue;
            };
            let value: melior::ir::Value = argument.into();
            if kestrel_dialects::types::integer_width(value).is_some()
                || kestrel_dialects::types::pointer_address_space(value.r#type()).is_some()
            {
                registers += liveness::weight_of(value, &layout).registers;
            }
        }
    }
    registers
}

/// The nesting depth of `function`'s deepest loop (0 without loops).
fn deepest_loop(function: &OperationRef) -> usize {
    let cfg = Cfg::of(function);
    let forest = LoopForest::compute(&cfg, &DomTree::dominators(&cfg));
    (0..cfg.len())
        .map(|block| forest.depth_of(block))
        .max()
        .unwrap_or(0)
}

/// The `llvm.func`s of `module`'s body that have a body, in order.
pub(crate) fn defined_functions<'c, 'a>(module: &'a Module<'c>) -> Vec<OperationRef<'c, 'a>> {
    let mut functions = Vec::new();
    let mut next = module.body().first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        if op.name().as_string_ref().as_str() == Ok(names::FUNC)
            && kestrel_dialects::values::region(&op, 0).is_some_and(|r| r.first_block().is_some())
        {
            functions.push(op);
        }
    }
    functions
}

/// How much more integer work (loop-weighted or in all) the version without LSR may do. PTX
/// counts are a few percent off what ptxas makes of them: ptxas strength-reduces addresses and
/// unrolls loops itself, and does so more often on LSR's pointer increments. Over the nine
/// functions of our corpora that pass the register tests (sm_80), a PTX rise of up to 6% went
/// with a fall in loop-weighted integer SASS every time (trsm_blocked_shared +1.4% PTX, -12%
/// SASS, 40 -> 31 registers, and 8% faster on an H100; conv2d_nchw_bias_relu +2.5%, where
/// ptxas unrolls the LSR loop four times: 552 SASS instructions against 272), while the rises
/// from 11% (lud_diagonal, trsm_lower_columns) were real (+82% and +86% in SASS, at the same
/// 32 registers).
pub const WORK_TOLERANCE_PERCENT: u64 = 5;

/// A function's integer instructions in PTX: each integer, address or predicate instruction
/// (not floating point, memory or control), twice when 64 bits wide; `loop_weighted` counts
/// each 4^(loops around it) times, up to depth 3 (kestrel-bench's SASS weighting). A loop is
/// the lines from a label to a branch back to it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Work {
    pub loop_weighted: u64,
    pub total: u64,
}

impl Work {
    const NONE: Work = Work {
        loop_weighted: 0,
        total: 0,
    };
    const UNKNOWN: Work = Work {
        loop_weighted: u64::MAX,
        total: u64::MAX,
    };

    /// True when `self` is no more than `other` by either count, give or take
    /// [`WORK_TOLERANCE_PERCENT`]: LSR's own gain is integer instructions, in loops (what
    /// runs) and in all (what Triton's pipeline is held to).
    fn is_about_no_more_than(self, other: Work) -> bool {
        let within = |mine: u64, theirs: u64| {
            mine <= theirs.saturating_add(theirs * WORK_TOLERANCE_PERCENT / 100)
        };
        within(self.loop_weighted, other.loop_weighted) && within(self.total, other.total)
    }

    /// True when `self` is below `other` in loop-weighted work by [`MIN_WORK_SAVED_PERCENT`]
    /// and no more in all.
    fn is_clearly_less_than(self, other: Work) -> bool {
        self.loop_weighted.saturating_mul(100)
            <= other
                .loop_weighted
                .saturating_mul(100 - MIN_WORK_SAVED_PERCENT)
            && self.total <= other.total
    }
}

/// `loop-weighted/total`.
impl std::fmt::Display for Work {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "{}/{}", self.loop_weighted, self.total)
    }
}

/// The integer [`Work`] of each function of `ptx`.
pub fn ptx_integer_work(ptx: &str) -> BTreeMap<String, Work> {
    ptx_function_texts(ptx)
        .into_iter()
        .map(|(name, text)| {
            let lines: Vec<&str> = text.lines().collect();
            (name, weighted_integer_instructions(&lines))
        })
        .collect()
}

/// Each function of `ptx` by name: its text from the header line to the closing brace.
pub fn ptx_function_texts(ptx: &str) -> BTreeMap<String, &str> {
    let mut texts = BTreeMap::new();
    let mut offset = 0;
    let mut current: Option<(String, usize)> = None;
    for line in ptx.split_inclusive('\n') {
        let start = offset;
        offset += line.len();
        let line = line.trim_end_matches('\n');
        // A header seen before a body closes was a declaration's (`.func f(...)\n;`).
        if let Some(name) = function_header(line) {
            current = Some((name, start));
        } else if line == "}"
            && let Some((name, from)) = current.take()
        {
            texts.insert(name, &ptx[from..offset]);
        }
    }
    texts
}

/// The function a PTX header line (`.visible .entry NAME(`, `.func (.param ...) NAME(`, or a
/// prototype's `.extern .func (.param ...) NAME` with its parameters on the lines after)
/// declares.
pub(crate) fn function_header(line: &str) -> Option<String> {
    let trimmed = line.trim_start();
    if trimmed.starts_with("//") || !(line.contains(".entry") || line.contains(".func")) {
        return None;
    }
    let last = line.split_whitespace().last()?;
    let name = last.split('(').next()?.trim_end_matches(';');
    (!name.is_empty()).then(|| name.to_string())
}

fn weighted_integer_instructions(body: &[&str]) -> Work {
    let labels: BTreeMap<&str, usize> = body
        .iter()
        .enumerate()
        .filter_map(|(i, line)| Some((line.trim().strip_suffix(':')?, i)))
        .collect();
    // Several back edges to one header (a `continue`, a loop whose latch was duplicated) are
    // one loop, up to the last of them: counted once each, they would nest the loop in itself
    // and weigh its own overhead like the loops it holds (kestrel-bench's SASS rule).
    let mut loops: BTreeMap<usize, usize> = BTreeMap::new();
    for (i, line) in body.iter().enumerate() {
        let Some(&start) = branch_target(line).and_then(|target| labels.get(target)) else {
            continue;
        };
        if start <= i {
            let end = loops.entry(start).or_insert(i);
            *end = (*end).max(i);
        }
    }
    let mut work = Work::NONE;
    for (i, line) in body.iter().enumerate() {
        let depth = loops
            .iter()
            .filter(|&(s, e)| (*s..=*e).contains(&i))
            .count();
        let cost = integer_cost(line);
        work.loop_weighted += 4u64.pow(depth.min(3) as u32) * cost;
        work.total += cost;
    }
    work
}

fn branch_target(line: &str) -> Option<&str> {
    let mut words = instruction_words(line)?;
    let mnemonic = words.next()?;
    (mnemonic == "bra" || mnemonic.starts_with("bra."))
        .then(|| words.next())
        .flatten()
        .map(|target| target.trim_end_matches(';'))
}

/// The words of an instruction line, its guard (`@%p1`) left out; `None` for directives,
/// labels, comments and braces.
fn instruction_words(line: &str) -> Option<std::str::SplitWhitespace<'_>> {
    let trimmed = line.trim();
    let first = trimmed.chars().next()?;
    if matches!(first, '.' | '/' | '{' | '}' | '$') || trimmed.ends_with(':') {
        return None;
    }
    let mut words = trimmed.split_whitespace();
    if trimmed.starts_with('@') {
        words.next();
    }
    Some(words)
}

const INTEGER_OPS: &[&str] = &[
    "add", "sub", "mul", "mad", "mul24", "mad24", "shl", "shr", "and", "or", "xor", "not", "neg",
    "cvt", "setp", "selp", "min", "max", "abs", "bfe", "bfi", "shf", "lop3", "prmt", "cvta",
];

/// 1 for a 32-bit (or narrower) integer instruction, 2 for a 64-bit one, 0 otherwise.
fn integer_cost(line: &str) -> u64 {
    let Some(mnemonic) = instruction_words(line).and_then(|mut words| words.next()) else {
        return 0;
    };
    let mut parts = mnemonic.split('.');
    let op = parts.next().unwrap_or("");
    if !INTEGER_OPS.contains(&op) {
        return 0;
    }
    let types: Vec<&str> = parts
        .filter(|part| {
            part.len() >= 2
                && matches!(part.as_bytes()[0], b's' | b'u' | b'b' | b'f')
                && part[1..].chars().all(|c| c.is_ascii_digit())
        })
        .collect();
    if types.iter().any(|t| t.starts_with('f')) {
        return 0;
    }
    if types.iter().any(|t| t.ends_with("64")) {
        2
    } else {
        1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PTX: &str = "
.visible .entry k(
\t.param .u64 k_param_0
)
{
\tmov.u32 \t%r1, %tid.x;
$L__BB0_1:
\tadd.s64 \t%rd2, %rd2, 8;
\tmul.wide.s32 \t%rd3, %r1, 4;
\tfma.rn.f32 \t%f1, %f1, %f2, %f3;
\tld.global.f32 \t%f2, [%rd2];
\tsetp.lt.s32 \t%p1, %r1, %r2;
\t@%p1 bra \t$L__BB0_1;
\tadd.s32 \t%r3, %r1, 1;
\tret;
}
.func (.param .b32 func_retval0) helper(
\t.param .b32 helper_param_0
)
{
\tshl.b32 \t%r1, %r1, 2;
\tret;
}
";

    #[test]
    fn ptx_work_weighs_loops_and_64_bit_ops_and_skips_the_rest() {
        let work = ptx_integer_work(PTX);
        // In the loop (x4): add.s64 (2), mul.wide.s32 (1), setp.lt.s32 (1); the fma, load
        // and branch count nothing. Outside: mov (not arithmetic) none, add.s32 one.
        let k = work["k"];
        assert_eq!(
            (k.loop_weighted, k.total),
            (4 * (2 + 1 + 1) + 1, 2 + 1 + 1 + 1)
        );
        assert_eq!((work["helper"].loop_weighted, work["helper"].total), (1, 1));
        assert_eq!(work.len(), 2);
    }

    #[test]
    fn each_function_text_runs_from_its_header_to_its_closing_brace() {
        let ptx = ".visible .func (.param .b32 r) g(\n\t.param .b32 a\n)\n;\n\
                   .visible .entry k(\n)\n{\n\t{\n\tcall g;\n\t}\n\tret;\n}\n\
                   .visible .func (.param .b32 r) g(\n\t.param .b32 a\n)\n{\n\tret;\n}\n";
        let texts = ptx_function_texts(ptx);
        assert_eq!(
            texts.get("k").copied(),
            Some(".visible .entry k(\n)\n{\n\t{\n\tcall g;\n\t}\n\tret;\n}\n")
        );
        assert_eq!(
            texts.get("g").copied(),
            Some(".visible .func (.param .b32 r) g(\n\t.param .b32 a\n)\n{\n\tret;\n}\n")
        );
        assert_eq!(texts.len(), 2);
    }

    #[test]
    fn a_forward_branch_makes_no_loop() {
        let ptx = ".visible .entry f()\n{\n\t@%p1 bra \t$L__BB0_2;\n\tadd.s32 \t%r1, %r1, 1;\n$L__BB0_2:\n\tret;\n}\n";
        assert_eq!(ptx_integer_work(ptx)["f"].loop_weighted, 1);
    }

    #[test]
    fn back_edges_to_one_header_are_one_loop() {
        // An outer loop closed by two back edges (a `continue` and the latch) around an inner
        // loop: the outer add counts 4 times, the inner one 16, not 16 and 64.
        let ptx = ".visible .entry f()\n{\n$L__BB0_1:\n\tadd.s32 \t%r1, %r1, 1;\n\t@%p1 bra \t$L__BB0_1;\n$L__BB0_2:\n\tadd.s32 \t%r2, %r2, 1;\n\t@%p2 bra \t$L__BB0_2;\n\t@%p3 bra \t$L__BB0_1;\n\tret;\n}\n";
        assert_eq!(ptx_integer_work(ptx)["f"].loop_weighted, 4 + 16);
    }

    fn work(loop_weighted: u64, total: u64) -> Work {
        Work {
            loop_weighted,
            total,
        }
    }

    #[test]
    fn work_may_grow_by_the_tolerance_only() {
        assert!(work(4001, 161).is_about_no_more_than(work(3947, 176)));
        assert!(work(1050, 100).is_about_no_more_than(work(1000, 100)));
        assert!(!work(1051, 100).is_about_no_more_than(work(1000, 100)));
        assert!(!work(896, 239).is_about_no_more_than(work(806, 263)));
        assert!(!work(1000, 106).is_about_no_more_than(work(1000, 100)));
        assert!(work(21, 21).is_about_no_more_than(work(20, 20)));
        assert!(!work(22, 10).is_about_no_more_than(work(20, 10)));
    }

    fn measured(registers: u64, loop_integer: u64, loop_memory: u64) -> Measured {
        Measured::new(registers, loop_integer, loop_memory)
    }

    // The examples are ptxas 13.5's numbers for sm_80 (`--lsr=measured --stats`).
    #[test]
    fn measured_fewer_registers_need_no_more_work() {
        // mma_sync_kernel (MLIR's GPU lowering): 64 -> 44 registers, less of everything.
        assert!(without_lsr_measures_better(
            measured(64, 383, 236),
            measured(44, 173, 56)
        ));
        // Two registers fewer, 1% more integer work: still no more.
        assert!(without_lsr_measures_better(
            measured(24, 100, 10),
            measured(22, 101, 10)
        ));
        // layernorm_warp_rows: 39 -> 24 registers but 10% more integer work.
        assert!(!without_lsr_measures_better(
            measured(39, 2024, 1824),
            measured(24, 2232, 864)
        ));
        // One register fewer is no saving.
        assert!(!without_lsr_measures_better(
            measured(24, 100, 10),
            measured(23, 100, 10)
        ));
    }

    #[test]
    fn measured_less_work_needs_no_more_registers() {
        // spmv_csr_scalar: 23 -> 22 registers, 96 -> 67 integer.
        assert!(without_lsr_measures_better(
            measured(23, 96, 63),
            measured(22, 67, 63)
        ));
        assert!(without_lsr_measures_better(
            measured(20, 100, 8),
            measured(20, 97, 8)
        ));
        assert!(!without_lsr_measures_better(
            measured(20, 100, 8),
            measured(20, 98, 8)
        ));
        // spmv_csr_vector: more of both without LSR.
        assert!(!without_lsr_measures_better(
            measured(28, 70, 61),
            measured(30, 95, 61)
        ));
    }

    #[test]
    fn measured_never_trades_work_for_registers() {
        // fd_wave_step: 64 -> 32 registers, and less integer work too.
        assert!(without_lsr_measures_better(
            measured(64, 435, 208),
            measured(32, 336, 208)
        ));
        // spmm_ell_f32 (fourth batch): 37 -> 30 registers, 51 -> 64 warps, for 4.7% more.
        assert!(!without_lsr_measures_better(
            measured(37, 171, 80),
            measured(30, 179, 80)
        ));
        // lbm_stream_collide: 72 -> 32 registers for 15% more.
        assert!(!without_lsr_measures_better(
            measured(72, 3744, 880),
            measured(32, 4296, 880)
        ));
        // One register fewer that frees a step of warps, for no more work: 33 -> 32.
        assert!(without_lsr_measures_better(
            measured(33, 100, 8),
            measured(32, 100, 8)
        ));
        // One register fewer within a step is nothing: 47 -> 46 both fit 42 warps.
        assert!(!without_lsr_measures_better(
            measured(47, 100, 8),
            measured(46, 100, 8)
        ));
        // More memory instructions is never better.
        assert!(!without_lsr_measures_better(
            measured(64, 383, 40),
            measured(44, 173, 41)
        ));
    }

    #[test]
    fn the_estimates_drop_needs_more_warps_and_no_more_memory() {
        // lbm_stream_collide: 72 -> 32 registers, 28 -> 64 warps, whatever the integer work.
        assert!(measured_occupancy_gain(
            measured(72, 3744, 880),
            measured(32, 4296, 880)
        ));
        // lbm_macroscopic: 32 -> 30, 64 warps either way, for 17% more: not taken.
        assert!(!measured_occupancy_gain(
            measured(32, 184, 60),
            measured(30, 216, 60)
        ));
        // conv2d_nchw_bias_relu: 30 -> 31.
        assert!(!measured_occupancy_gain(
            measured(30, 1841, 642),
            measured(31, 1973, 642)
        ));
        // More warps, but 2% more memory instructions in loops.
        assert!(!measured_occupancy_gain(
            measured(40, 100, 100),
            measured(32, 100, 102)
        ));
    }

    #[test]
    fn more_warps_may_cost_a_share_of_what_they_gain() {
        let all = |m: Measured, total: u64| m.with_total(total);
        // spmm_ell_f32 without LSR: 51 -> 64 warps (+25%, 6.3% allowed) for 8 more of 251.
        assert!(occupancy_pays(measured(30, 179, 80), measured(37, 171, 80)));
        assert!(occupancy_pays(
            all(measured(30, 186, 80), 266),
            all(measured(37, 171, 80), 251)
        ));
        assert!(!occupancy_pays(
            all(measured(30, 187, 80), 267),
            all(measured(37, 171, 80), 251)
        ));
        // spmm_bsr4_f64 rewritten harder: 42 -> 64 warps (+52%: the 10% cap).
        let given = all(measured(48, 3663, 2120), 10800);
        assert!(occupancy_pays(all(measured(32, 4365, 2120), 11502), given));
        assert!(!occupancy_pays(all(measured(32, 4365, 2120), 11881), given));
        // A small step (32 -> 36 warps, +12.5%: 3.1% allowed) buys less work.
        assert!(occupancy_pays(
            all(measured(56, 1031, 9), 1031),
            all(measured(64, 1000, 9), 1000)
        ));
        assert!(!occupancy_pays(
            all(measured(56, 1032, 9), 1032),
            all(measured(64, 1000, 9), 1000)
        ));
        // No more warps: nothing (lbm_macroscopic, 64 either way).
        assert!(!occupancy_pays(
            measured(30, 184, 60),
            measured(32, 184, 60)
        ));
        // More memory instructions: nothing.
        assert!(!occupancy_pays(
            measured(30, 171, 81),
            measured(37, 171, 80)
        ));
    }

    #[test]
    fn trades_are_afforded_in_order_within_the_never_worse_margin() {
        // Baseline 1000: 1010 may be spent. 990 spent leaves 20.
        assert_eq!(
            affordable(1000, 990, &[Some(15), None, Some(6), Some(5)]),
            [true, false, false, true]
        );
        // Alone in its module, +4.5% is not affordable (particles_step).
        assert_eq!(affordable(533, 533, &[Some(24)]), [false]);
        // Beside a function that saved thousands (spmm_ell_f32 beside spmm_bsr4_f64).
        assert_eq!(affordable(10298, 3898, &[Some(8)]), [true]);
    }

    #[test]
    fn warps_follow_the_allocation_unit() {
        assert_eq!(warps_per_multiprocessor(0), 64);
        assert_eq!(warps_per_multiprocessor(32), 64);
        assert_eq!(warps_per_multiprocessor(33), 51);
        assert_eq!(warps_per_multiprocessor(40), 51);
        assert_eq!(warps_per_multiprocessor(46), 42);
        assert_eq!(warps_per_multiprocessor(48), 42);
        assert_eq!(warps_per_multiprocessor(72), 28);
        assert_eq!(warps_per_multiprocessor(255), 8);
    }

    #[test]
    fn lsr_is_dropped_only_for_a_clear_saving() {
        // 3 registers and 20%: both needed.
        assert!(clearly_lower(32, 40));
        assert!(!clearly_lower(33, 40));
        assert!(!clearly_lower(13, 15));
        assert!(!clearly_lower(81, 100));
        assert!(clearly_lower(80, 100));
        assert!(!clearly_lower(40, 40));
        assert!(!clearly_lower(45, 40));
    }

    fn estimated(with_lsr: u32, without_lsr: u32, carried: (u32, u32)) -> Choice {
        Choice {
            function: "f".to_string(),
            with_lsr,
            without_lsr,
            carried_with_lsr: carried.0,
            carried_without_lsr: carried.1,
            loop_depth: 1,
            work_with_lsr: None,
            work_without_lsr: None,
            measured_with_lsr: None,
            measured_without_lsr: None,
            dropped: false,
            steps_without_lsr: 0,
        }
    }

    #[test]
    fn below_full_occupancy_lsr_must_not_double_what_loops_carry() {
        // heq_histogram: 27 -> 17 estimated, 15 -> 6 carried registers.
        assert!(estimated(27, 17, (15, 6)).lsr_doubles_carried());
        // alignedTypes' copy loop: exactly twice.
        assert!(estimated(13, 10, (2, 1)).lsr_doubles_carried());
        // gauss_rows_shared: a nest of three loops, where ptxas unrolls the tap loop once
        // LSR is gone.
        let nest = Choice {
            loop_depth: 3,
            ..estimated(31, 25, (16, 7))
        };
        assert!(estimated(31, 25, (16, 7)).lsr_doubles_carried());
        assert!(!nest.lsr_doubles_carried());
        assert!(!estimated(27, 17, (15, 8)).lsr_doubles_carried());
        // A peak that rises without LSR, a function at full occupancy (the register tests'
        // side), nothing carried.
        assert!(!estimated(20, 21, (16, 6)).lsr_doubles_carried());
        assert!(!estimated(32, 20, (16, 6)).lsr_doubles_carried());
        assert!(!estimated(20, 20, (0, 0)).lsr_doubles_carried());
        assert!(estimated(32, 20, (16, 6)).may_pay());
        assert!(estimated(27, 17, (16, 6)).may_pay());
        assert!(!estimated(27, 17, (16, 9)).may_pay());
    }

    #[test]
    fn clearly_less_work_is_a_tenth_less_in_loops_and_no_more_in_all() {
        assert!(work(205, 67).is_clearly_less_than(work(238, 100)));
        assert!(work(900, 100).is_clearly_less_than(work(1000, 100)));
        assert!(!work(901, 100).is_clearly_less_than(work(1000, 100)));
        assert!(!work(500, 101).is_clearly_less_than(work(1000, 100)));
        assert!(!Work::UNKNOWN.is_clearly_less_than(work(1000, 100)));
    }
}
