//! Embedding Kestrel in a Rust compiler that builds MLIR with melior.
//!
//! One facade, [`Compiler`]: pick a preset (`"O3"`) or a pipeline string, set cicc knobs, run
//! it on a `melior::ir::Module` (or on MLIR text), and get a [`Report`] back as a value —
//! the resolved pipeline, per-step timing and rewrite counts, and every diagnostic (remarks,
//! warnings, errors with positions). [`emit`] turns the module into MLIR text, LLVM IR or PTX
//! in-process. The passes, the verifier and the NVPTX backend all run in the caller's process
//! and MLIR context; the one subprocess is ptxas (and nvdisasm), for the measured LSR choice
//! the measured settlement of the late half ([`kestrel_rewrites::late_settle`]) and the register
//! budgets ([`kestrel_rewrites::register_budget`], `.maxnreg` per kernel where it pays;
//! [`Compiler::register_budget`] turns them off) that `-O2`/`-O3`'s PTX makes where ptxas is
//! found (`lsr: auto`; pin `strength_reduction(Some(StrengthReduction::PerFunction))` for
//! none).
//!
//! ```ignore
//! let context = kestrel_pipelines::embed::context();
//! let mut module = build_my_kernel(&context); // melior builders
//! let compiler = Compiler::preset("O3")?.knob("do-base-address-strength-reduce", "1")?;
//! let report = compiler.run(&context, &mut module)?;
//! for diag in &report.diagnostics { eprintln!("{diag}"); }
//! let ptx = compiler.emit(&context, &module, &Emit::ptx("sm_80"))?;
//! ```
//!
//! A compiler has two halves: the pipeline [`Compiler::run`] runs on the module, and the late
//! half ([`Compiler::late_pipeline`]; the `late:` line of a preset file) that
//! [`Compiler::emit`] runs inside PTX code generation, on the LLVM IR the NVPTX backend's own
//! IR passes (SLSR, GVN, LSR, ...) leave, imported as a module of top-level `llvm.func`s,
//! before CodeGenPrepare and instruction selection. LLVM IR and MLIR output stop before the
//! late half, and so does the free function [`emit`]; with an empty late half,
//! [`Compiler::emit`] is [`emit`] (code generation is not split at all).
//!
//! The context must have the LLVM, NVVM and GPU dialects loaded ([`context`] makes one).
//! `kestrel-opt` is a client of this module: what it prints for `--dump-pass-pipeline`,
//! `--timing` and `--stats` comes from [`Plan::text`] and [`Report`].

use crate::{
    ast::{Element, ParseError},
    resolve::{ResolveError, Step, describe, function_paths, resolve},
    run::{RunConfig, RunError, StepReport, run},
};
use kestrel_rewrites::{KnobSettings, diagnostics::Collector, export};
use melior::{
    Context,
    ir::{Module, operation::OperationLike},
};
use std::{
    collections::BTreeMap,
    fmt,
    io::Write,
    sync::{Arc, Mutex},
    time::Instant,
};

pub use kestrel_dialects::raw::{LateHalf, MachineSink, StrengthReduction};
pub use kestrel_rewrites::{
    diagnostics::{Diag, Severity},
    export::{DEFAULT_CPU, DebugInfo, Emitted, FpFusion, PtxTarget},
    strength_reduction::Choice as StrengthReductionChoice,
};

/// A context with every dialect Kestrel reads and writes loaded (LLVM, NVVM, GPU, ...), with
/// MLIR's multithreading on: functions are optimised in parallel.
pub fn context() -> Context {
    kestrel_dialects::new_context(true)
}

/// A pipeline to run, with its knob settings and run switches.
#[derive(Clone, Debug)]
pub struct Compiler {
    elements: Vec<Element>,
    /// The late half: run inside `--emit=ptx`, after the backend's IR passes.
    late: Vec<Element>,
    late_plan: PlanCache,
    /// Whether the backend's LSR runs in split code generation; `None`: as the PTX target
    /// says.
    strength_reduction: Option<StrengthReduction>,
    /// The ptxas a measured LSR choice runs (nvdisasm beside it); `None`: both from `PATH`.
    ptxas: Option<std::path::PathBuf>,
    /// Whether measured PTX gives kernels the register budgets that pay (on by default).
    register_budget: bool,
    /// Whether measured PTX keeps `-O0`'s code for kernels ptxas does worse on as optimised.
    never_worse: bool,
    /// Whether the backend's machine-code sinking runs; `None`: chosen per function where the
    /// PTX is measured, as the PTX target says elsewhere.
    machine_sink: Option<MachineSink>,
    knobs: KnobSettings,
    config: RunConfig,
    last_plan: PlanCache,
}

/// The last plan a [`Compiler`] made, with the function paths it was resolved against: the
/// plan depends on nothing else of the module, so runs over many modules of one shape (a file
/// of kernels each) resolve the pipeline once. Emptied whenever the pipeline, a knob or a run
/// switch changes; a clone starts empty.
#[derive(Debug, Default)]
struct PlanCache(Mutex<Option<(Vec<Vec<String>>, Plan)>>);

impl PlanCache {
    fn get(&self, paths: &[Vec<String>]) -> Option<Plan> {
        let cached = self.0.lock().ok()?;
        let (cached_paths, plan) = cached.as_ref()?;
        (cached_paths.as_slice() == paths).then(|| plan.clone())
    }

    fn set(&self, paths: Vec<Vec<String>>, plan: &Plan) {
        if let Ok(mut cached) = self.0.lock() {
            *cached = Some((paths, plan.clone()));
        }
    }
}

impl Clone for PlanCache {
    fn clone(&self) -> Self {
        Self::default()
    }
}

impl Compiler {
    /// A named preset: `"O0"`..`"O3"` (also spelled `"-O3"` or `"3"`), or `"complete"` for IR
    /// nobody has optimised (LLVM's optimiser runs in-process around Kestrel's passes).
    pub fn preset(name: &str) -> Result<Self, Error> {
        let name =
            crate::preset_name(name).ok_or_else(|| Error::UnknownPreset(name.to_string()))?;
        let text = crate::preset(name).ok_or_else(|| Error::UnknownPreset(name.to_string()))?;
        let late = crate::late_preset(name).unwrap_or_default();
        let strength_reduction =
            match crate::lsr_preset(name) {
                Some(value) => Some(StrengthReduction::parse(value).ok_or_else(|| {
                    Error::Knob(format!("preset {name}: bad lsr value '{value}'"))
                })?),
                None => None,
            };
        Ok(Self::pipeline(&text)?
            .late_pipeline(&late)?
            .strength_reduction(strength_reduction)
            .never_worse(crate::never_worse_preset(name)))
    }

    /// Whether the NVPTX backend's Loop Strength Reduction runs when [`Compiler::emit`] makes
    /// PTX: `Some(StrengthReduction::PerFunction)` splits code generation, runs the backend's
    /// IR passes with and without LSR, and keeps per function the version with the clearly
    /// lower estimated register peak (`kestrel_rewrites::strength_reduction`); `None` leaves
    /// it to the PTX target (`PtxTarget::strength_reduction`, on unless set).
    pub fn strength_reduction(mut self, choice: Option<StrengthReduction>) -> Self {
        self.strength_reduction = choice;
        self
    }

    /// The ptxas [`StrengthReduction::Measured`] (and `Auto`) compiles both versions with
    /// (nvdisasm is looked for beside it); `None` finds both on `PATH`.
    pub fn ptxas(mut self, ptxas: Option<std::path::PathBuf>) -> Self {
        self.ptxas = ptxas;
        self
    }

    /// Whether PTX measured with ptxas ([`StrengthReduction::Measured`], `Auto` with ptxas
    /// found) may give a kernel a register budget (`.maxnreg`) where ptxas, held to the next
    /// occupancy step, gives it more warps for little more work
    /// ([`kestrel_rewrites::register_budget`]). On by default.
    pub fn register_budget(mut self, on: bool) -> Self {
        self.register_budget = on;
        self
    }

    /// Whether PTX measured with ptxas (as [`Compiler::register_budget`]) emits each kernel that
    /// ptxas does worse on than on `-O0`'s code, by never-worse's rule, as `-O0` compiles it
    /// ([`kestrel_rewrites::kernel_fallback`]); it takes [`Compiler::baseline`] before the
    /// pipeline runs and [`Compiler::guard`] after emission. `-O2`/`-O3` turn it on.
    pub fn never_worse(mut self, on: bool) -> Self {
        self.never_worse = on;
        self
    }

    /// Whether the backend's machine-code sinking runs when [`Compiler::emit`] makes PTX:
    /// `Some(MachineSink::Measured)` compiles the module settled by the measured late half
    /// both ways and keeps per function the version ptxas does better on
    /// ([`kestrel_rewrites::machine_sink`]); `On` and `Off` pin it. `None` (the default)
    /// measures where the PTX is measured ([`StrengthReduction::Measured`]) and otherwise
    /// leaves it to the PTX target.
    pub fn machine_sink(mut self, choice: Option<MachineSink>) -> Self {
        self.machine_sink = choice;
        self
    }

    /// A pipeline in MLIR's textual syntax: `builtin.module(early-cse,llvm.func(cse))`, or a
    /// bare list `early-cse,common-base-elim{...}` that runs on every function.
    pub fn pipeline(text: &str) -> Result<Self, Error> {
        Ok(Self::from_elements(
            crate::parse(text).map_err(Error::Pipeline)?,
        ))
    }

    /// An already parsed pipeline.
    pub fn from_elements(elements: Vec<Element>) -> Self {
        Self {
            elements,
            late: Vec::new(),
            late_plan: PlanCache::default(),
            strength_reduction: None,
            ptxas: None,
            register_budget: true,
            never_worse: false,
            machine_sink: None,
            knobs: KnobSettings::default(),
            config: RunConfig::default(),
            last_plan: PlanCache::default(),
        }
    }

    /// Sets cicc knob `name` (as `kestrel-opt --<name>=<value>`) for every pass that reads it.
    pub fn knob(mut self, name: &str, value: &str) -> Result<Self, Error> {
        self.knobs.set(name, value).map_err(Error::Knob)?;
        self.forget_plans();
        Ok(self)
    }

    /// Replaces all knob settings.
    pub fn knobs(mut self, knobs: KnobSettings) -> Self {
        self.knobs = knobs;
        self.forget_plans();
        self
    }

    /// Replaces the run switches (verification after each step, IR printing).
    pub fn config(mut self, config: RunConfig) -> Self {
        self.config = config;
        self.forget_plans();
        self
    }

    /// Verifies the module after every step (on by default).
    pub fn verify_each(mut self, on: bool) -> Self {
        self.config.verify_each = on;
        self.forget_plans();
        self
    }

    /// Replaces the late half (see the module's header) with `text`, in pipeline syntax; empty
    /// text means none. A Kestrel pass in it runs on every function of the backend's IR.
    pub fn late_pipeline(self, text: &str) -> Result<Self, Error> {
        let elements = if text.trim().is_empty() {
            Vec::new()
        } else {
            crate::parse(text).map_err(|e| Error::Late(Box::new(Error::Pipeline(e))))?
        };
        Ok(self.late_elements(elements))
    }

    /// [`Compiler::late_pipeline`], already parsed. `builtin.module()` is no late half.
    pub fn late_elements(mut self, elements: Vec<Element>) -> Self {
        let nothing = |element: &Element| {
            element.name == kestrel_dialects::names::BUILTIN_MODULE
                && element.nested.as_ref().is_some_and(Vec::is_empty)
        };
        self.late = if elements.iter().all(nothing) {
            Vec::new()
        } else {
            elements
        };
        self.forget_plans();
        self
    }

    /// True when [`Compiler::emit`] splits PTX code generation to run a late half or to
    /// choose LSR per function.
    pub fn has_late_half(&self) -> bool {
        !self.late.is_empty()
            || self
                .strength_reduction
                .is_some_and(StrengthReduction::is_chosen_per_function)
    }

    /// Whether PTX for `target` is guarded by `-O0`'s ([`Compiler::never_worse`]): on, with a
    /// late half, measured.
    pub fn guards(&self, target: &PtxTarget) -> bool {
        self.never_worse
            && self.has_late_half()
            && self.with_strength_reduction(target).strength_reduction
                == StrengthReduction::Measured
    }

    /// What `-O0` emits for `module` as it is when called (before the pipeline runs), for
    /// [`Compiler::guard`]; `None` where `target` is not guarded ([`Compiler::never_worse`]).
    pub fn baseline(
        &self,
        module: &Module,
        target: &Emit,
    ) -> Result<Option<Vec<Emitted>>, Failure> {
        match target {
            Emit::Ptx(ptx) if self.guards(ptx) => Ok(Some(emit_each(module, target)?)),
            _ => Ok(None),
        }
    }

    /// [`Compiler::baseline`] for the LLVM IR [`Compiler::llvm_ir_to_ptx`] is given: `ir`, the
    /// module before the pipeline ran, compiled as `llc` compiles it.
    pub fn baseline_of_llvm_ir(
        &self,
        ir: &[u8],
        target: &PtxTarget,
    ) -> Result<Option<String>, Failure> {
        if !self.guards(target) {
            return Ok(None);
        }
        let ptx = kestrel_dialects::raw::llvm_ir_to_ptx(ir, target).map_err(Error::Emit)?;
        Ok(Some(ptx))
    }

    /// `emitted` with each kernel ptxas does worse on than on `baseline`'s code (the same
    /// units, from [`Compiler::baseline`]) emitted as there; what was weighed goes to the last
    /// of `reports` (one is added when there is none). `emitted` itself without a baseline.
    pub fn guard(
        &self,
        baseline: Option<&[Emitted]>,
        emitted: Vec<Emitted>,
        reports: &mut Vec<Report>,
    ) -> Result<Vec<Emitted>, Failure> {
        let Some(baseline) = baseline else {
            return Ok(emitted);
        };
        let tools = kestrel_rewrites::sass::Tools::locate(self.ptxas.as_deref()).map_err(|e| {
            Error::Emit(format!(
                "the never-worse guard needs ptxas and nvdisasm: {e}"
            ))
        })?;
        let mut weighed = Vec::new();
        let mut guarded = Vec::with_capacity(emitted.len());
        for unit in emitted {
            let Some(before) = baseline.iter().find(|b| b.gpu_module == unit.gpu_module) else {
                guarded.push(unit);
                continue;
            };
            let (text, fallbacks) =
                kestrel_rewrites::kernel_fallback::fall_back(&tools, &before.text, &unit.text)
                    .map_err(|e| Error::Emit(format!("the never-worse guard: {e}")))?;
            weighed.extend(fallbacks);
            guarded.push(Emitted { text, ..unit });
        }
        report_fallbacks(reports, weighed);
        Ok(guarded)
    }

    /// [`Compiler::guard`] for one PTX text, [`Compiler::llvm_ir_to_ptx`]'s.
    pub fn guard_ptx(
        &self,
        baseline: Option<&str>,
        ptx: String,
        reports: &mut Vec<Report>,
    ) -> Result<String, Failure> {
        let baseline = baseline.map(|text| {
            vec![Emitted {
                gpu_module: None,
                text: text.to_string(),
            }]
        });
        let unit = vec![Emitted {
            gpu_module: None,
            text: ptx,
        }];
        let mut guarded = self.guard(baseline.as_deref(), unit, reports)?;
        Ok(guarded.pop().map(|unit| unit.text).unwrap_or_default())
    }

    /// `target` with this compiler's choice of LSR, if it makes one, `auto` resolved: measured
    /// with [`Compiler::ptxas`] when one is given or ptxas and nvdisasm are on `PATH`, by
    /// estimates otherwise.
    fn with_strength_reduction(&self, target: &PtxTarget) -> PtxTarget {
        let choice = self.strength_reduction.unwrap_or(target.strength_reduction);
        // A ptxas named outright is used, and its absence reported, as for `measured`.
        let can_measure = choice == StrengthReduction::Auto
            && (self.ptxas.is_some() || kestrel_rewrites::sass::Tools::locate(None).is_ok());
        let strength_reduction = choice.resolved(can_measure);
        let machine_sink = match self.machine_sink {
            Some(sink) => sink,
            None if strength_reduction == StrengthReduction::Measured => MachineSink::Measured,
            None => target.machine_sink,
        };
        PtxTarget {
            strength_reduction,
            machine_sink,
            ..target.clone()
        }
    }

    fn forget_plans(&mut self) {
        self.last_plan = PlanCache::default();
        self.late_plan = PlanCache::default();
    }

    /// `elements` resolved as the late half is ([`Compiler::late_plan`]), uncached.
    fn resolved_late_plan(&self, context: &Context, elements: &[Element]) -> Result<Plan, Failure> {
        let paths = vec![vec![kestrel_dialects::names::FUNC.to_string()]];
        let collector = Collector::attach(context);
        match resolve(elements, &self.knobs, &paths, context) {
            Ok(steps) => Ok(Plan {
                text: describe(&steps).into(),
                steps: steps.into(),
                config: self.config.clone(),
            }),
            Err(error) => Err(Failure {
                error: Error::Late(Box::new(Error::Resolve(error))),
                diagnostics: collector.take(),
            }),
        }
    }

    /// Resolves the late half against the module the backend's IR becomes (top-level
    /// `llvm.func`s), so an unknown pass in it is an error before anything runs.
    pub fn late_plan(&self, context: &Context) -> Result<Plan, Failure> {
        let paths = vec![vec![kestrel_dialects::names::FUNC.to_string()]];
        if let Some(plan) = self.late_plan.get(&paths) {
            return Ok(plan);
        }
        let plan = self.resolved_late_plan(context, &self.late)?;
        self.late_plan.set(paths, &plan);
        Ok(plan)
    }

    /// `module` as MLIR text, LLVM IR or PTX, as [`emit`], with the late half run inside PTX
    /// code generation.
    pub fn emit(
        &self,
        context: &Context,
        module: &Module,
        target: &Emit,
    ) -> Result<String, Failure> {
        let (outputs, _) = self.emit_each_reported(context, module, target)?;
        one_output(outputs, target)
    }

    /// [`emit_each`] with the late half run inside PTX code generation.
    pub fn emit_each(
        &self,
        context: &Context,
        module: &Module,
        target: &Emit,
    ) -> Result<Vec<Emitted>, Failure> {
        self.emit_each_reported(context, module, target)
            .map(|(outputs, _)| outputs)
    }

    /// [`Compiler::emit_each`] and what the late half did, one report per emitted unit (none
    /// without a late half or for MLIR and LLVM IR output).
    pub fn emit_each_reported(
        &self,
        context: &Context,
        module: &Module,
        target: &Emit,
    ) -> Result<(Vec<Emitted>, Vec<Report>), Failure> {
        let ptx = match target {
            Emit::Ptx(ptx) if self.has_late_half() => self.with_strength_reduction(ptx),
            Emit::Ptx(ptx) => {
                let ptx = Emit::Ptx(self.with_strength_reduction(ptx));
                return Ok((emit_each(module, &ptx)?, Vec::new()));
            }
            _ => return Ok((emit_each(module, target)?, Vec::new())),
        };
        self.with_late_half(context, ptx.strength_reduction, |late| {
            export::ptx_per_module_split(module, &ptx, late)
        })
    }

    /// What `llc -O3` makes of LLVM IR `ir` for `target` (`kestrel_dialects::raw::
    /// llvm_ir_to_ptx`), with the late half run inside code generation: what
    /// [`Compiler::emit`] gives for the module `ir` was exported from.
    pub fn llvm_ir_to_ptx(
        &self,
        context: &Context,
        ir: &[u8],
        target: &PtxTarget,
    ) -> Result<(String, Vec<Report>), Failure> {
        let target = self.with_strength_reduction(target);
        if !self.has_late_half() {
            let ptx = kestrel_dialects::raw::llvm_ir_to_ptx(ir, &target).map_err(Error::Emit)?;
            return Ok((ptx, Vec::new()));
        }
        self.with_late_half(context, target.strength_reduction, |late| {
            kestrel_dialects::raw::llvm_ir_to_ptx_split(ir, &target, late)
        })
    }

    /// Runs `emit` with the late half as the callback split code generation calls: the
    /// backend's IR imported into `context`, the late plan run on it, translated back, and
    /// LSR chosen as `strength_reduction` says. Returns what `emit` made and one report per
    /// late run.
    fn with_late_half<T>(
        &self,
        context: &Context,
        strength_reduction: StrengthReduction,
        emit: impl FnOnce(&mut dyn LateHalf) -> Result<T, String>,
    ) -> Result<(T, Vec<Report>), Failure> {
        let plan = self.late_plan(context)?;
        let measure = match strength_reduction {
            StrengthReduction::Measured => Some(
                kestrel_rewrites::sass::Tools::locate(self.ptxas.as_deref()).map_err(|e| {
                    Error::Emit(format!(
                        "the measured LSR choice needs ptxas and nvdisasm: {e}"
                    ))
                })?,
            ),
            _ => None,
        };
        let reports = std::cell::RefCell::new(Vec::new());
        let with_lsr_set_aside = std::cell::RefCell::new(None);
        // The late plan on `ir` and its report; `None` when there is no plan to run (split for
        // the LSR choice alone: nothing to run, and no round trip).
        let run_late = |ir: &str| -> Result<Option<(String, Report)>, String> {
            if self.late.is_empty() {
                return Ok(None);
            }
            let mut report = None;
            let rewritten = export::late_round_trip(context, ir, |late_module| {
                report = Some(
                    plan.run(context, late_module, &mut std::io::sink())
                        .map_err(|failure| format!("late pipeline: {failure}"))?,
                );
                Ok(())
            })?;
            Ok(report.map(|report| (rewritten, report)))
        };
        let rewrite = |ir: String| {
            let Some((rewritten, mut report)) = run_late(&ir)? else {
                return Ok(ir);
            };
            if self.config.keep_late_ir {
                report.late_ir = Some(LateIr {
                    given: ir,
                    returned: rewritten.clone(),
                    with_lsr: with_lsr_set_aside.borrow_mut().take(),
                });
            }
            reports.borrow_mut().push(report);
            Ok(rewritten)
        };
        // A version compiled only to be measured leaves no report: one run, one report.
        let rewrite_to_measure =
            |ir: String| Ok(run_late(&ir)?.map_or(ir, |(rewritten, _)| rewritten));
        // What is compiled when the measured settlement undid some rewrites: the semantic
        // check then compares that with what the late half was given.
        let settled = |ir: &str| {
            if let Some(late_ir) = reports
                .borrow_mut()
                .last_mut()
                .and_then(|last| last.late_ir.as_mut())
            {
                late_ir.returned = ir.to_string();
            }
        };
        // Measured, the late half rewritten harder too, for the settlement to weigh.
        let harder_plans = match &measure {
            Some(_) => harder_late(&self.late)
                .iter()
                .map(|elements| self.resolved_late_plan(context, elements))
                .collect::<Result<Vec<_>, _>>()?,
            None => Vec::new(),
        };
        let rewrite_harder = |ir: String| -> Result<Vec<String>, String> {
            harder_plans
                .iter()
                .map(|plan| {
                    export::late_round_trip(context, &ir, |late_module| {
                        plan.run(context, late_module, &mut std::io::sink())
                            .map(drop)
                            .map_err(|failure| {
                                format!("late pipeline, rewritten harder: {failure}")
                            })
                    })
                })
                .collect()
        };
        let mut late = export::Late::new(context, &rewrite);
        late.rewrite_to_measure = Some(&rewrite_to_measure);
        late.measure = measure;
        late.register_budget = self.register_budget;
        late.on_settled = Some(&settled);
        if !harder_plans.is_empty() {
            late.rewrite_harder = Some(&rewrite_harder);
        }
        if self.config.keep_late_ir {
            late.with_lsr_set_aside = Some(&with_lsr_set_aside);
        }
        let output = emit(&mut late).map_err(Error::Emit)?;
        let choices = std::mem::take(&mut late.choices);
        let settlements = std::mem::take(&mut late.settlements);
        let budgets = std::mem::take(&mut late.budgets);
        let narrowings = std::mem::take(&mut late.narrowings);
        let widenings = std::mem::take(&mut late.widenings);
        let machine_sinks = std::mem::take(&mut late.machine_sinks);
        drop(late);
        let mut reports = reports.into_inner();
        if !choices.is_empty()
            || !budgets.is_empty()
            || !narrowings.is_empty()
            || !widenings.is_empty()
            || !machine_sinks.is_empty()
        {
            match reports.last_mut() {
                Some(last) => last.strength_reduction = choices,
                // An empty late half ran no plan: a report of the choices alone.
                None => reports.push(Report {
                    strength_reduction: choices,
                    ..Report::empty()
                }),
            }
        }
        if let Some(last) = reports.last_mut() {
            last.late_settled = settlements;
            last.register_budgets = budgets;
            last.pointer_widths = narrowings;
            last.widened_indices = widenings;
            last.machine_sinks = machine_sinks;
        }
        Ok((output, reports))
    }

    /// Resolves the pipeline against `module`'s functions without running it.
    pub fn plan(&self, context: &Context, module: &Module) -> Result<Plan, Failure> {
        let paths = function_paths(module);
        if let Some(plan) = self.last_plan.get(&paths) {
            return Ok(plan);
        }
        let collector = Collector::attach(context);
        match resolve(&self.elements, &self.knobs, &paths, context) {
            Ok(steps) => {
                let plan = Plan {
                    text: describe(&steps).into(),
                    steps: steps.into(),
                    config: self.config.clone(),
                };
                self.last_plan.set(paths, &plan);
                Ok(plan)
            }
            Err(error) => Err(Failure {
                error: Error::Resolve(error),
                diagnostics: collector.take(),
            }),
        }
    }

    /// Runs the pipeline on `module` (which lives in `context`).
    pub fn run(&self, context: &Context, module: &mut Module) -> Result<Report, Failure> {
        self.run_logged(context, module, &mut std::io::sink())
    }

    /// [`Compiler::run`], with the IR dumps the [`RunConfig`] asks for written to `log`.
    pub fn run_logged(
        &self,
        context: &Context,
        module: &mut Module,
        log: &mut dyn Write,
    ) -> Result<Report, Failure> {
        self.plan(context, module)?.run(context, module, log)
    }

    /// Parses and verifies MLIR text (LLVM/NVVM dialect), runs the pipeline and emits
    /// `target`: the whole path from text to PTX in one call, guarded where this compiler
    /// guards PTX ([`Compiler::never_worse`]; the kernels weighed are in the report).
    pub fn compile_text(
        &self,
        context: &Context,
        text: &str,
        target: &Emit,
    ) -> Result<(String, Report), Failure> {
        let mut module = parse(context, text)?;
        let baseline = self.baseline(&module, target)?;
        let mut report = self.run(context, &mut module)?;
        let (outputs, mut late_reports) = self.emit_each_reported(context, &module, target)?;
        let outputs = self.guard(baseline.as_deref(), outputs, &mut late_reports)?;
        report.kernel_fallbacks = late_reports
            .into_iter()
            .flat_map(|late| late.kernel_fallbacks)
            .collect();
        Ok((one_output(outputs, target)?, report))
    }
}

/// `outputs` as one text: MLIR's joined, LLVM IR's or PTX's only if there is one unit
/// ([`export::single`]).
fn one_output(outputs: Vec<Emitted>, target: &Emit) -> Result<String, Failure> {
    match target {
        Emit::Mlir => Ok(outputs.into_iter().map(|output| output.text).collect()),
        _ => export::single(outputs).map_err(|e| Failure::from(Error::Emit(e))),
    }
}

/// Puts `fallbacks` in the last of `reports`, or in a report of its own where there is none.
fn report_fallbacks(
    reports: &mut Vec<Report>,
    fallbacks: Vec<kestrel_rewrites::kernel_fallback::Fallback>,
) {
    if fallbacks.is_empty() {
        return;
    }
    if reports.is_empty() {
        reports.push(Report::empty());
    }
    if let Some(last) = reports.last_mut() {
        last.kernel_fallbacks.extend(fallbacks);
    }
}

/// A pipeline resolved against one module: the ordered steps it will run.
#[derive(Clone, Debug)]
pub struct Plan {
    steps: Arc<[Step]>,
    text: Arc<str>,
    config: RunConfig,
}

impl Plan {
    /// The resolved pipeline as one line of text (what `--dump-pass-pipeline` prints).
    pub fn text(&self) -> String {
        self.text.to_string()
    }

    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// Runs the steps on `module`; IR dumps go to `log`.
    pub fn run(
        &self,
        context: &Context,
        module: &mut Module,
        log: &mut dyn Write,
    ) -> Result<Report, Failure> {
        let collector = Collector::attach(context);
        let started = Instant::now();
        let result = run(context, module, &self.steps, &self.config, log);
        let seconds = started.elapsed().as_secs_f64();
        let mut diagnostics = collector.take();
        match result {
            Ok(run_report) => {
                for step in &run_report.steps {
                    diagnostics.extend(step.remarks.iter().map(|remark| Diag {
                        severity: Severity::Remark,
                        position: remark.position.clone(),
                        message: remark.message.clone(),
                    }));
                }
                diagnostics.extend(run_report.warnings.iter().map(|warning| Diag {
                    severity: Severity::Warning,
                    position: None,
                    message: warning.clone(),
                }));
                diagnostics.sort_by(|a, b| a.position.cmp(&b.position));
                Ok(Report {
                    pipeline: self.text(),
                    steps: run_report.steps,
                    diagnostics,
                    seconds,
                    ..Report::empty()
                })
            }
            Err(error) => Err(Failure {
                error: Error::Run(error),
                diagnostics,
            }),
        }
    }
}

/// The late half rewritten harder, for the measured settlement to weigh beside the late half
/// itself, in this order ([`kestrel_rewrites::late_settle`]):
/// 1. every `rematerialize` in it unbounded: no register target (`remat-for-occ=0`) and
///    copies of up to eight ops inside loops (`remat-loop-chain=8`);
/// 2. the same with pointers' copies inside loops too (`remat-loop-pointers`: spmm_bsr4_f64's
///    eight shared addresses of an unrolled staging loop, hoisted out of its block-row loops,
///    48 -> 32 registers, where msq_count_cells goes 26 -> 32 by it and keeps the first);
/// 3. the late half as it is, with every `sink` also ordering values within their blocks
///    (`sink-in-block`: swe_lf_step_f64 78 -> 68 registers, nvcc's 68, where
///    sgemm_strided_batched_4x4 goes 39 -> 91 by it and keeps what it had);
/// 4. the same, and once more after the last `rematerialize`, ordering its copies too, with
///    no move across blocks (rk4_chemistry_f32 61 -> 56, nv12ToBGRplanarBatchKernel 39 -> 32;
///    conv_viterbi_k7 keeps the third, 26 registers where this gives 29).
///
/// Each only where the late half has a pass to change.
fn harder_late(elements: &[Element]) -> Vec<Vec<Element>> {
    use kestrel_rewrites::knobs::{
        REMAT_FOR_OCC, REMAT_LOOP_CHAIN, REMAT_LOOP_POINTERS, SINK_FOR_OCC, SINK_IN_BLOCK,
    };
    let remat = kestrel_rewrites::passes::rematerialize::PASS.name;
    let sink = kestrel_rewrites::passes::sink::PASS.name;
    let unbounded = |pointers: &'static str| -> Vec<(&'static str, &'static str)> {
        vec![
            (REMAT_FOR_OCC.spec.name, "0"),
            (REMAT_LOOP_CHAIN.spec.name, "8"),
            (REMAT_LOOP_POINTERS.spec.name, pointers),
        ]
    };
    let in_block = [(SINK_IN_BLOCK.spec.name, "true")];
    let with_knobs = |pass: &str, knobs: &[(&str, &str)]| {
        let mut harder = elements.to_vec();
        let any = harder
            .iter_mut()
            .fold(false, |any, e| set_knobs(e, pass, knobs) | any);
        any.then_some(harder)
    };
    let ordered = with_knobs(sink, &in_block);
    let mut ordered_after_remat = ordered.clone().unwrap_or_else(|| elements.to_vec());
    // Only the order within blocks: no function is estimated above this target.
    let order_only = [
        (SINK_FOR_OCC.spec.name, i32::MAX.to_string()),
        (SINK_IN_BLOCK.spec.name, "true".to_string()),
    ];
    let ordered_after_remat = insert_after_last(&mut ordered_after_remat, remat, sink, &order_only)
        .then_some(ordered_after_remat);
    [
        with_knobs(remat, &unbounded("false")),
        with_knobs(remat, &unbounded("true")),
        ordered,
        ordered_after_remat,
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// Inserts a run of `pass` with `options` after the last run of `after` (nested pipelines
/// included, in the list that holds it); whether there was one.
fn insert_after_last(
    elements: &mut Vec<Element>,
    after: &str,
    pass: &str,
    options: &[(&str, String)],
) -> bool {
    if let Some(at) = elements
        .iter()
        .rposition(|e| e.nested.is_none() && e.name == after)
    {
        let mut inserted = elements[at].clone();
        inserted.name = pass.to_string();
        inserted.options = options
            .iter()
            .map(|(key, value)| (key.to_string(), value.clone()))
            .collect();
        elements.insert(at + 1, inserted);
        return true;
    }
    elements.iter_mut().rev().any(|e| {
        e.nested
            .as_mut()
            .is_some_and(|nested| insert_after_last(nested, after, pass, options))
    })
}

/// Sets `knobs` on every run of `pass` in `element` (nested pipelines included); whether there
/// was one.
fn set_knobs(element: &mut Element, pass: &str, knobs: &[(&str, &str)]) -> bool {
    match &mut element.nested {
        Some(nested) => nested
            .iter_mut()
            .fold(false, |any, e| set_knobs(e, pass, knobs) | any),
        None if element.name == pass => {
            for (knob, value) in knobs {
                element.options.retain(|(key, _)| key != knob);
                element.options.push((knob.to_string(), value.to_string()));
            }
            true
        }
        None => false,
    }
}

/// What a run did.
#[derive(Clone, Debug)]
pub struct Report {
    /// The resolved pipeline, as [`Plan::text`].
    pub pipeline: String,
    /// One entry per step, in order: the pass, its time, its rewrites per pattern, its
    /// refusals per reason, its remarks.
    pub steps: Vec<StepReport>,
    /// Every diagnostic of the run (MLIR's and the passes' remarks), sorted by position.
    pub diagnostics: Vec<Diag>,
    /// Wall time of the whole run.
    pub seconds: f64,
    /// For a late run with LSR chosen per function: each function's choice.
    pub strength_reduction: Vec<StrengthReductionChoice>,
    /// For a late run measured by ptxas: per function, whether its rewrites were kept
    /// ([`kestrel_rewrites::late_settle`]).
    pub late_settled: Vec<kestrel_rewrites::late_settle::Settlement>,
    /// For a late run measured by ptxas: each kernel's register budget weighed, and whether it
    /// was kept ([`kestrel_rewrites::register_budget`]).
    pub register_budgets: Vec<kestrel_rewrites::register_budget::Budget>,
    /// For a late run measured by ptxas: each module compiled with 32-bit shared, const and
    /// local pointers as well, and whether it kept them ([`kestrel_rewrites::pointer_width`]).
    pub pointer_widths: Vec<kestrel_rewrites::pointer_width::Narrowing>,
    /// For a late run measured by ptxas: each function whose widened induction indices
    /// compiled differently, and whether it kept them
    /// ([`kestrel_rewrites::passes::widen_induction`]).
    pub widened_indices: Vec<kestrel_rewrites::passes::widen_induction::Widening>,
    /// For a late run measured by ptxas: each function compiled with and without the
    /// backend's machine-code sinking, and whether it went without
    /// ([`kestrel_rewrites::machine_sink`]).
    pub machine_sinks: Vec<kestrel_rewrites::machine_sink::Choice>,
    /// Where the PTX was guarded ([`Compiler::guard`]): each kernel weighed against `-O0`'s
    /// code, and whether it fell back to it.
    pub kernel_fallbacks: Vec<kestrel_rewrites::kernel_fallback::Fallback>,
    /// For a late run with [`RunConfig::keep_late_ir`]: what it was given and returned.
    pub late_ir: Option<LateIr>,
}

/// The LLVM IR one run of the late half was given (the backend's IR passes' output, with the
/// version of each function the LSR choice kept) and the LLVM IR it returned (what the rest
/// of the backend compiles). Both are LLVM IR as the backend holds it, so they compare
/// exactly: the backend's IR passes have already fused contractable multiplies and adds in
/// both (NVPTX's IR peephole), which a comparison with the module before them would report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LateIr {
    pub given: String,
    pub returned: String,
    /// When the per-function LSR choice kept some function without LSR: the module with LSR
    /// everywhere, as the backend's IR passes left it. `given` (the functions of either
    /// version, merged through Kestrel's import and export) must behave as it does.
    pub with_lsr: Option<String>,
}

impl LateIr {
    /// What must behave alike, as (what, before, after): the version with LSR everywhere and
    /// what the late half was given (`"LSR choice"`, when `with_lsr` is kept), then what it was
    /// given and what it returned (`"late half"`).
    pub fn comparisons(&self) -> Vec<(&'static str, &str, &str)> {
        let choice = self
            .with_lsr
            .as_deref()
            .map(|with_lsr| ("LSR choice", with_lsr, self.given.as_str()));
        choice
            .into_iter()
            .chain([("late half", self.given.as_str(), self.returned.as_str())])
            .collect()
    }
}

/// One pass's totals over all the steps that ran it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PassStats {
    pub runs: usize,
    pub seconds: f64,
    /// Successful rewrites per pattern.
    pub rewrites: BTreeMap<&'static str, u64>,
    /// What the pass declined to rewrite, per reason (`kestrel_rewrites::refusals`).
    pub refusals: BTreeMap<&'static str, u64>,
}

impl Report {
    /// A report of nothing run: what a run fills in, and what the late half's measured steps
    /// report into when no late plan ran.
    fn empty() -> Self {
        Self {
            pipeline: String::new(),
            steps: Vec::new(),
            diagnostics: Vec::new(),
            seconds: 0.0,
            strength_reduction: Vec::new(),
            late_settled: Vec::new(),
            register_budgets: Vec::new(),
            pointer_widths: Vec::new(),
            widened_indices: Vec::new(),
            machine_sinks: Vec::new(),
            kernel_fallbacks: Vec::new(),
            late_ir: None,
        }
    }

    /// Totals per pass name, in name order.
    pub fn passes(&self) -> BTreeMap<String, PassStats> {
        let mut totals: BTreeMap<String, PassStats> = BTreeMap::new();
        for step in &self.steps {
            let stats = totals.entry(step.step.clone()).or_default();
            stats.runs += 1;
            stats.seconds += step.seconds;
            for (pattern, count) in &step.rewrites {
                *stats.rewrites.entry(pattern).or_default() += count;
            }
            for (reason, count) in &step.refusals {
                *stats.refusals.entry(reason).or_default() += count;
            }
        }
        totals
    }

    /// All successful rewrites of the run; zero means the pipeline changed nothing it counts.
    pub fn total_rewrites(&self) -> u64 {
        self.steps
            .iter()
            .flat_map(|step| step.rewrites.values())
            .sum()
    }

    /// The diagnostics of one severity.
    pub fn diagnostics_of(&self, severity: Severity) -> impl Iterator<Item = &Diag> {
        self.diagnostics
            .iter()
            .filter(move |d| d.severity == severity)
    }
}

/// What to emit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Emit {
    /// The module as MLIR text.
    Mlir,
    /// LLVM IR text: one per `gpu.module` when the module holds any (see [`emit_each`]).
    LlvmIr,
    /// PTX, as `llc -O3 -mcpu=<cpu> -mattr=<features>` emits it, with line tables only by
    /// default; what the [`PtxTarget`] leaves open comes from the module (`#nvvm.target`,
    /// `target-cpu`/`target-features`, its data layout).
    Ptx(PtxTarget),
}

impl Emit {
    /// PTX for `cpu` (`sm_80`, ...), the rest as the module says.
    pub fn ptx(cpu: &str) -> Self {
        Self::Ptx(PtxTarget::for_cpu(cpu))
    }
}

/// `module` as MLIR text, LLVM IR or PTX: one output, without a late half (see
/// [`Compiler::emit`]). A module with several `gpu.module`s
/// makes one LLVM IR or PTX module each, which no single text can hold: that is an error
/// here, and [`emit_each`] returns them all.
pub fn emit(module: &Module, target: &Emit) -> Result<String, Error> {
    match target {
        Emit::Mlir => Ok(format!("{}\n", kestrel_dialects::import::print(module))),
        Emit::LlvmIr => export::to_llvm_ir(module).map_err(Error::Emit),
        Emit::Ptx(ptx) => export::to_ptx(module, ptx).map_err(Error::Emit),
    }
}

/// `module` as LLVM IR or PTX, one output per `gpu.module` (named by it) when it holds any,
/// else one for the whole module; MLIR text is always one output. Host code outside the
/// `gpu.module`s is not emitted.
pub fn emit_each(module: &Module, target: &Emit) -> Result<Vec<Emitted>, Error> {
    match target {
        Emit::Mlir => Ok(vec![Emitted {
            gpu_module: None,
            text: emit(module, target)?,
        }]),
        Emit::LlvmIr => export::llvm_ir_per_module(module).map_err(Error::Emit),
        Emit::Ptx(ptx) => export::ptx_per_module(module, ptx).map_err(Error::Emit),
    }
}

/// Parses MLIR text into a verified module of `context`; parser and verifier messages come
/// back as diagnostics.
pub fn parse<'c>(context: &'c Context, text: &str) -> Result<Module<'c>, Failure> {
    let collector = Collector::attach(context);
    let failure = |error| Failure {
        error,
        diagnostics: collector.take(),
    };
    let module =
        kestrel_dialects::raw::parse_module(context, text).ok_or_else(|| failure(Error::Parse))?;
    if !module.as_operation().verify() {
        return Err(failure(Error::Verify));
    }
    Ok(module)
}

/// What failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// Not one of `O0`..`O3`.
    UnknownPreset(String),
    /// The pipeline text does not parse.
    Pipeline(ParseError),
    /// An unknown knob or a bad value.
    Knob(String),
    /// The MLIR text does not parse (the diagnostics say where).
    Parse,
    /// The input module does not verify.
    Verify,
    /// The pipeline names an unknown pass or option, or nests it wrongly.
    Resolve(ResolveError),
    /// A pass failed, or the IR stopped verifying after one.
    Run(RunError),
    /// LLVM IR translation or PTX code generation failed.
    Emit(String),
    /// The late half's pipeline is wrong.
    Late(Box<Error>),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Self::UnknownPreset(name) => write!(f, "unknown preset '{name}': expected O0..O3"),
            Self::Pipeline(error) => write!(f, "{error}"),
            Self::Knob(message) | Self::Emit(message) => f.write_str(message),
            Self::Parse => f.write_str("cannot parse the input"),
            Self::Verify => f.write_str("the input does not verify"),
            Self::Resolve(error) => write!(f, "{error}"),
            Self::Run(error) => write!(f, "{error}"),
            Self::Late(error) => write!(f, "late pipeline: {error}"),
        }
    }
}

impl std::error::Error for Error {}

/// An [`Error`] with the diagnostics MLIR and the passes emitted before it.
#[derive(Clone, Debug)]
pub struct Failure {
    pub error: Error,
    pub diagnostics: Vec<Diag>,
}

impl Failure {
    /// The first error diagnostic, which usually says more than [`Failure::error`].
    pub fn first_error(&self) -> Option<&Diag> {
        self.diagnostics
            .iter()
            .find(|d| d.severity == Severity::Error)
    }
}

impl From<Error> for Failure {
    fn from(error: Error) -> Self {
        Self {
            error,
            diagnostics: Vec::new(),
        }
    }
}

impl fmt::Display for Failure {
    /// The error, then its first error diagnostic: one line.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}", self.error)?;
        if let Some(diag) = self.first_error() {
            write!(f, ": {}", diag.to_string().trim_start_matches("error: "))?;
        }
        Ok(())
    }
}

impl std::error::Error for Failure {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_are_named_several_ways() {
        for name in ["O3", "-O3", "3", "complete", "-Ocomplete"] {
            assert!(Compiler::preset(name).is_ok(), "{name}");
        }
        for name in ["O4", "O33", "fast", ""] {
            assert_eq!(
                Compiler::preset(name).unwrap_err(),
                Error::UnknownPreset(name.to_string())
            );
        }
    }

    #[test]
    fn an_empty_late_half_is_none() {
        for text in ["", "builtin.module()", " "] {
            let compiler = Compiler::preset("O1").unwrap().late_pipeline(text).unwrap();
            assert!(!compiler.has_late_half(), "{text:?}");
        }
        for text in ["early-cse", "builtin.module(llvm-opt{passes=\"sink\"})"] {
            let compiler = Compiler::preset("O1").unwrap().late_pipeline(text).unwrap();
            assert!(compiler.has_late_half(), "{text:?}");
        }
        for name in ["O0", "O1", "complete"] {
            assert!(!Compiler::preset(name).unwrap().has_late_half(), "{name}");
        }
    }

    #[test]
    fn knobs_are_checked_when_set() {
        let error = Compiler::preset("O1")
            .unwrap()
            .knob("no-such-knob", "1")
            .unwrap_err();
        assert_eq!(error, Error::Knob("unknown option '--no-such-knob'".into()));
    }
}
