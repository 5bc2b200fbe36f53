//! Emission: LLVM IR text and PTX (through the NVPTX backend, in-process), one output per
//! `gpu.module` when the module holds any, or one for the whole module.

use crate::{
    diagnostics::{Collector, Severity},
    late_settle, machine_sink,
    options::OptionValue,
    passes::{addr_canon, widen_induction},
    pointer_width, raw, register_budget, registry, strength_reduction,
};
use kestrel_dialects::intrinsics::string_attribute;
use melior::{
    Context,
    ir::{
        BlockLike, BlockRef, Location, Module, OperationRef, RegionLike,
        operation::{OperationLike, OperationMutLike},
    },
};
use std::collections::BTreeMap;

pub use raw::{DEFAULT_CPU, DebugInfo, FpFusion};

/// What PTX is asked for ([`raw::Codegen`]). What it leaves open comes from the module: the
/// chip and features of a `gpu.module`'s `#nvvm.target`, else its functions' `target-cpu`
/// and `target-features`, else [`DEFAULT_CPU`] and the backend's default PTX version for it;
/// pointer widths from its data layout.
pub use raw::Codegen as PtxTarget;

/// One emitted output: the whole module's (`gpu_module` is `None`) or one `gpu.module`'s.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Emitted {
    /// The `gpu.module`'s symbol name.
    pub gpu_module: Option<String>,
    pub text: String,
}

/// The LLVM IR of `module`: one text per `gpu.module` when it holds any (host code is not
/// device code and is left out), else one for the whole module.
pub fn llvm_ir_per_module(module: &Module) -> Result<Vec<Emitted>, String> {
    each_llvm_module(module, |unit, _| raw::translate_to_llvm_ir(unit))
}

/// The PTX of `module`, one text per `gpu.module` as [`llvm_ir_per_module`].
pub fn ptx_per_module(module: &Module, target: &PtxTarget) -> Result<Vec<Emitted>, String> {
    if let Some(cpu) = &target.cpu {
        check_cpu(cpu)?;
    }
    each_llvm_module(module, |unit, container| {
        raw::compile_to_ptx(unit, &codegen_for(target, container))
    })
}

/// [`ptx_per_module`] with code generation split before CodeGenPrepare, as `llc
/// -stop-before=codegenprepare` / `-start-before=codegenprepare` split it: each unit's LLVM
/// IR goes through the NVPTX backend's own IR passes, `late` rewrites the LLVM IR they leave
/// (see [`late_round_trip`]), and the rest of the backend compiles what `late` returns. With
/// `late` returning its input, the PTX is [`ptx_per_module`]'s, except for private globals the
/// IR passes left unused (`raw::compile_to_ptx_split`).
pub fn ptx_per_module_split(
    module: &Module,
    target: &PtxTarget,
    late: &mut dyn raw::LateHalf,
) -> Result<Vec<Emitted>, String> {
    if let Some(cpu) = &target.cpu {
        check_cpu(cpu)?;
    }
    each_llvm_module(module, |unit, container| {
        raw::compile_to_ptx_split(unit, &codegen_for(target, container), late)
    })
}

/// The late point's round trip: `ir` (the LLVM IR the backend's IR passes left) imported
/// into `context` as a module of its own, `passes` run on it, and the result translated back
/// to LLVM IR text. With `passes` doing nothing the round trip is codegen-neutral on the
/// vendored corpus (`tests/codegen_split.rs`).
pub fn late_round_trip(
    context: &Context,
    ir: &str,
    passes: impl FnOnce(&mut Module) -> Result<(), String>,
) -> Result<String, String> {
    let imported =
        kestrel_dialects::import::import(context, ir.as_bytes(), "<backend IR passes' output>")?;
    let mut module = imported.module;
    passes(&mut module)?;
    raw::translate_to_llvm_ir(&module)
}

/// A module rewritten before the backend's IR passes ([`rewritten_before_backend`]).
struct RewrittenModule {
    ir: String,
    /// Rewrites per function, by name (only functions with some).
    rewrites: BTreeMap<String, u64>,
}

/// `pass` with `options` on every function of `ir`, the module as it enters the backend's IR
/// passes, imported into `context`: the LLVM IR it leaves and the rewrites per function, or
/// `None` when it rewrote nothing or the importer cannot read `ir` (the whole backend compiles
/// what the importer refuses). `what` names the step in errors.
fn rewritten_before_backend(
    context: &Context,
    ir: &str,
    pass: &'static registry::PassInfo,
    options: &crate::Options,
    what: &str,
) -> Result<Option<RewrittenModule>, String> {
    let source = format!("<the module, before the backend's IR passes: {what}>");
    let Ok(imported) = kestrel_dialects::import::import(context, ir.as_bytes(), &source) else {
        return Ok(None);
    };
    let module = imported.module;
    let report = registry::PassReport::verifying_changes();
    let mut rewrites = BTreeMap::new();
    for function in strength_reduction::defined_functions(&module) {
        let count = registry::apply_pass(function, pass, options, &report)
            .map_err(|e| format!("{what}: {e}"))?;
        if count > 0 {
            let name = string_attribute(&function, "sym_name").unwrap_or_default();
            *rewrites.entry(name).or_default() += count;
        }
    }
    if let Some(failure) = report.failures().first() {
        return Err(format!("{what}: {}: {}", failure.function, failure.error));
    }
    if rewrites.is_empty() {
        return Ok(None);
    }
    Ok(Some(RewrittenModule {
        ir: raw::translate_to_llvm_ir(&module)?,
        rewrites,
    }))
}

/// The late half of split code generation as Kestrel runs it: `rewrite` on the backend's IR
/// (usually [`late_round_trip`] with a pipeline), and LSR chosen per function by
/// [`strength_reduction::choose`] in `context`, the version without LSR first given
/// addr-canon's `sub-to-step` (differences of indices as steps from a base the block
/// computes: they pay only without LSR). Each choice made is kept in `choices`.
pub struct Late<'a> {
    pub context: &'a Context,
    pub rewrite: &'a dyn Fn(String) -> Result<String, String>,
    /// [`raw::LateHalf::rewrite_to_measure`]: `rewrite` without keeping any record of the
    /// run; `None`: `rewrite` itself.
    pub rewrite_to_measure: Option<&'a dyn Fn(String) -> Result<String, String>>,
    pub choices: Vec<strength_reduction::Choice>,
    /// Where [`raw::LateHalf::choose`] puts the version with LSR everywhere when it keeps
    /// another (some function without LSR): the reference what the late half is then given
    /// must behave as. `None`: not kept.
    pub with_lsr_set_aside: Option<&'a std::cell::RefCell<Option<String>>>,
    /// Per function of the unit being compiled, the rewrites made to its version without LSR.
    steps_without_lsr: BTreeMap<String, u64>,
    /// When set, LSR is chosen by what these tools make of both versions
    /// ([`strength_reduction::choose_measured`]), for every function LSR changed, and the
    /// late half's rewrites are kept per function by what they make of them
    /// ([`late_settle::settle`]).
    pub measure: Option<crate::sass::Tools>,
    /// Each function's settlement ([`late_settle::settle`]), when measured.
    pub settlements: Vec<late_settle::Settlement>,
    /// Called with the LLVM IR to compile when a settlement kept another version than the
    /// late half returned for some function (what it returned is then not what is compiled).
    pub on_settled: Option<&'a dyn Fn(&str)>,
    /// [`raw::LateHalf::rewrite_harder`], when measured: the late half with every
    /// rematerialize unbounded, in each of its harder settings ([`late_settle`]).
    pub rewrite_harder: Option<&'a dyn Fn(String) -> Result<Vec<String>, String>>,
    /// The PTX the measured LSR choice measured, for the settlement to reuse (the version kept
    /// whole is compiled to the same PTX again).
    measured_ptx: Vec<strength_reduction::MeasuredPtx>,
    /// Each function as the measured LSR choice compiled it with LSR: the settlement's budget.
    lsr_baseline: BTreeMap<String, strength_reduction::Measured>,
    /// When measured: whether kernels may be given a register budget
    /// ([`register_budget::budget`]); on by default.
    pub register_budget: bool,
    /// Each kernel's register budget weighed ([`register_budget::budget`]), when measured.
    pub budgets: Vec<register_budget::Budget>,
    /// Each module's pointer widths weighed ([`pointer_width::weigh`]), when measured.
    pub narrowings: Vec<pointer_width::Narrowing>,
    /// Each function's widened induction indices weighed ([`widen_induction::choose`]), when
    /// measured.
    pub widenings: Vec<widen_induction::Widening>,
    /// Each function's code with and without the backend's machine-code sinking weighed
    /// ([`machine_sink::choose`]), when measured.
    pub machine_sinks: Vec<machine_sink::Choice>,
}

impl<'a> Late<'a> {
    /// A late half running `rewrite`, choosing LSR in `context`.
    pub fn new(
        context: &'a Context,
        rewrite: &'a dyn Fn(String) -> Result<String, String>,
    ) -> Self {
        Self {
            context,
            rewrite,
            rewrite_to_measure: None,
            choices: Vec::new(),
            with_lsr_set_aside: None,
            steps_without_lsr: BTreeMap::new(),
            measure: None,
            settlements: Vec::new(),
            on_settled: None,
            rewrite_harder: None,
            measured_ptx: Vec::new(),
            lsr_baseline: BTreeMap::new(),
            register_budget: true,
            budgets: Vec::new(),
            narrowings: Vec::new(),
            widenings: Vec::new(),
            machine_sinks: Vec::new(),
        }
    }

    /// Records in `choices` what was done to each function's version without LSR.
    fn keep(&mut self, mut choices: Vec<strength_reduction::Choice>) {
        for choice in &mut choices {
            choice.steps_without_lsr = self
                .steps_without_lsr
                .get(&choice.function)
                .copied()
                .unwrap_or(0);
        }
        self.choices.extend(choices);
    }
}

impl raw::LateHalf for Late<'_> {
    fn rewrite(&mut self, ir: String) -> Result<String, String> {
        (self.rewrite)(ir)
    }

    fn rewrite_to_measure(&mut self, ir: String) -> Result<String, String> {
        (self.rewrite_to_measure.unwrap_or(self.rewrite))(ir)
    }

    /// addr-canon's `sub-to-step` on every function; `ir` itself when it rewrites nothing
    /// (or the importer cannot read it: the whole backend compiles what the importer refuses),
    /// so the version without LSR differs from llc's only where the rule fired.
    fn prepare_without_lsr(&mut self, ir: String) -> Result<String, String> {
        self.steps_without_lsr.clear();
        let mut options = crate::Options::defaults(addr_canon::PASS.option_specs());
        options.set(addr_canon::SHL_TO_MUL.name, OptionValue::Bool(false));
        options.set(addr_canon::SUB_TO_STEP.name, OptionValue::Bool(true));
        let what = "addr-canon before the backend without LSR";
        match rewritten_before_backend(self.context, &ir, &addr_canon::PASS, &options, what)? {
            Some(rewritten) => {
                self.steps_without_lsr = rewritten.rewrites;
                Ok(rewritten.ir)
            }
            None => Ok(ir),
        }
    }

    /// widen-induction on every function, when measured (it pays only where ptxas says so);
    /// `None` when it rewrites nothing or the importer cannot read `ir`.
    fn prepare_widened(&mut self, ir: &str) -> Result<Option<String>, String> {
        if self.measure.is_none() {
            return Ok(None);
        }
        let options = crate::Options::defaults(widen_induction::PASS.option_specs());
        let what = "widen-induction before the backend";
        let rewritten =
            rewritten_before_backend(self.context, ir, &widen_induction::PASS, &options, what)?;
        Ok(rewritten.map(|rewritten| rewritten.ir))
    }

    fn choose_widened(
        &mut self,
        current: &raw::Compiled,
        widened: &raw::Compiled,
    ) -> Result<raw::Widened, String> {
        let Some(tools) = &self.measure else {
            return Ok(raw::Widened::Kept);
        };
        let (chosen, widenings, measured) =
            widen_induction::choose(self.context, tools, &self.measured_ptx, current, widened)
                .map_err(|e| format!("weighing widened induction indices: {e}"))?;
        self.widenings.extend(widenings);
        self.measured_ptx.extend(measured);
        Ok(chosen)
    }

    /// IR the importer cannot read keeps LSR: the choice is an optimisation, and the whole
    /// backend compiles what the importer refuses. A measured choice always compiles both:
    /// the estimates it would gate on are what it replaces.
    fn may_drop_lsr(&mut self, with_lsr: &str, without_lsr: &str) -> Result<bool, String> {
        if self.measure.is_some() {
            return Ok(true);
        }
        let Ok((choices, any)) =
            strength_reduction::register_estimates(self.context, with_lsr, without_lsr)
        else {
            return Ok(false);
        };
        if !any {
            self.keep(choices);
        }
        Ok(any)
    }

    fn choose(
        &mut self,
        with_lsr: &raw::Compiled,
        without_lsr: &raw::Compiled,
    ) -> Result<raw::Chosen, String> {
        let chosen = match &self.measure {
            Some(tools) => {
                let measurements = strength_reduction::measure(tools, with_lsr, without_lsr)
                    .map_err(|e| format!("the measured LSR choice: {e}"))?;
                self.measured_ptx = measurements.by_ptx(with_lsr, without_lsr);
                self.lsr_baseline = measurements.with_lsr().clone();
                strength_reduction::choose_measured(
                    self.context,
                    with_lsr,
                    without_lsr,
                    &measurements,
                )
            }
            None => strength_reduction::choose(self.context, with_lsr, without_lsr),
        };
        let Ok((chosen, choices)) = chosen else {
            return Ok(raw::Chosen::WithLsr);
        };
        self.keep(choices);
        if let Some(set_aside) = self.with_lsr_set_aside
            && chosen != raw::Chosen::WithLsr
        {
            *set_aside.borrow_mut() = Some(with_lsr.ir.clone());
        }
        Ok(chosen)
    }

    fn rewrite_harder(&mut self, ir: String) -> Result<Vec<String>, String> {
        match (&self.measure, self.rewrite_harder) {
            (Some(_), Some(harder)) => harder(ir),
            _ => Ok(Vec::new()),
        }
    }

    fn settle(
        &mut self,
        given: &raw::Compiled,
        rewritten: &raw::Compiled,
        harder: &[raw::Compiled],
    ) -> Result<raw::Settled, String> {
        let Some(tools) = &self.measure else {
            return Ok(raw::Settled::Rewritten);
        };
        let (settled, settlements, measured) = late_settle::settle(
            self.context,
            tools,
            &self.measured_ptx,
            &self.lsr_baseline,
            given,
            rewritten,
            harder,
        )
        .map_err(|e| format!("measuring the late half: {e}"))?;
        self.settlements.extend(settlements);
        self.measured_ptx.extend(measured);
        if let Some(on_settled) = self.on_settled {
            match &settled {
                raw::Settled::Rewritten => {}
                raw::Settled::Given => on_settled(&given.ir),
                raw::Settled::Harder(index) => {
                    if let Some(harder) = harder.get(*index) {
                        on_settled(&harder.ir)
                    }
                }
                raw::Settled::Merged(ir) => on_settled(ir),
            }
        }
        Ok(settled)
    }

    /// Whether the settled module keeps 32-bit shared, const and local pointers: measured,
    /// by [`pointer_width::keeps`]. The narrow PTX, measured, is there for the budget.
    fn keep_narrow_pointers(&mut self, wide: &str, narrow: &str) -> Result<bool, String> {
        let Some(tools) = &self.measure else {
            return Ok(false);
        };
        let (narrowing, measured) = pointer_width::weigh(tools, &self.measured_ptx, wide, narrow)
            .map_err(|e| format!("measuring 32-bit pointers: {e}"))?;
        let kept = narrowing.kept;
        self.narrowings.push(narrowing);
        self.measured_ptx.push(measured);
        Ok(kept)
    }

    /// Each function's code without the backend's machine-code sinking where ptxas does
    /// better on it ([`machine_sink::choose`]).
    fn choose_machine_sink(
        &mut self,
        sunk: &str,
        unsunk: &[raw::Unsunk],
    ) -> Result<Option<String>, String> {
        let Some(tools) = &self.measure else {
            return Ok(None);
        };
        let weighed = machine_sink::choose(tools, &self.measured_ptx, sunk, unsunk)
            .map_err(|e| format!("weighing machine-code sinking: {e}"))?;
        self.machine_sinks.extend(weighed.choices);
        self.measured_ptx.extend(weighed.measured);
        Ok(weighed.merged)
    }

    /// The register budgets that pay ([`register_budget::budget`]), weighed against the
    /// module's LSR baseline where the LSR choice measured it, else each function as the late
    /// half was given it (what the settlement weighs its trades against). The unit's
    /// measurements are dropped after: the next unit is another module.
    fn budget_registers(&mut self, ptx: String) -> Result<String, String> {
        let known = std::mem::take(&mut self.measured_ptx);
        let lsr_baseline = std::mem::take(&mut self.lsr_baseline);
        let Some(tools) = self.measure.as_ref().filter(|_| self.register_budget) else {
            return Ok(ptx);
        };
        let mut baseline: BTreeMap<String, strength_reduction::Measured> = self
            .settlements
            .iter()
            .map(|s| (s.function.clone(), s.given))
            .collect();
        baseline.extend(lsr_baseline);
        let (ptx, budgets) = register_budget::budget(tools, &known, &baseline, ptx)
            .map_err(|e| format!("weighing register budgets: {e}"))?;
        self.budgets.extend(budgets);
        Ok(ptx)
    }
}

/// The MLIR text of each unit [`llvm_ir_per_module`] emits: each `gpu.module`'s body as a
/// module of its own, or the whole module. (What a simulator compares with the emitted LLVM
/// IR of the same unit.)
pub fn units_as_mlir(module: &Module) -> Result<Vec<Emitted>, String> {
    each_llvm_module(module, |unit, _| Ok(unit.as_operation().to_string()))
}

/// Runs LLVM's own passes (`passes` as `opt -passes=` takes them, e.g. `default<O2>`) on
/// `module` in-process: each `gpu.module`'s body, or the whole module, is exported to LLVM IR,
/// optimised with the NVPTX target machine for its chip (so the cost model is the GPU's) and
/// imported back in its place. Host code beside gpu.modules is left alone.
pub fn optimise_with_llvm(
    context: &Context,
    module: &mut Module,
    passes: &str,
) -> Result<(), String> {
    let gpu = gpu_modules(module);
    if gpu.is_empty() {
        let optimised = llvm_optimised(context, module, passes, DEFAULT_CPU)?;
        let kept = dialect_attributes(&module.body());
        raw::replace_body_with(&module.body(), &optimised);
        restore_dialect_attributes(&module.body(), &kept);
        let mut op = module.as_operation_mut();
        for (name, value) in optimised.as_operation().attributes() {
            if let Ok(name) = name.as_string_ref().as_str() {
                op.set_attribute(name, value);
            }
        }
        return Ok(());
    }
    for container in &gpu {
        let name = symbol_name(container);
        let chip = nvvm_target(container)
            .chip
            .unwrap_or_else(|| DEFAULT_CPU.to_string());
        let unit =
            extracted_body(context, container).map_err(|e| format!("gpu.module @{name}: {e}"))?;
        let optimised = llvm_optimised(context, &unit, passes, &chip)
            .map_err(|e| format!("gpu.module @{name}: {e}"))?;
        let block = container
            .region(0)
            .ok()
            .and_then(|region| region.first_block())
            .ok_or_else(|| format!("gpu.module @{name}: no body"))?;
        let kept = dialect_attributes(&block);
        raw::replace_body_with(&block, &optimised);
        restore_dialect_attributes(&block, &kept);
    }
    Ok(())
}

/// Per function of `block`, its dialect attributes (`gpu.kernel`, `gpu.known_block_size`,
/// `nvvm.maxntid`, ...) as text: LLVM IR has no place for some of them (the host's
/// `gpu.launch_func` requires `gpu.kernel` on its callee), so a round trip through it must
/// put them back.
fn dialect_attributes(block: &BlockRef) -> Vec<(String, String, String)> {
    let mut kept = Vec::new();
    let mut next = block.first_operation();
    while let Some(op) = next {
        if op.name().as_string_ref().as_str() == Ok(kestrel_dialects::names::FUNC) {
            let function = symbol_name(&op);
            for (name, value) in op.attributes() {
                let Ok(name) = name.as_string_ref().as_str() else {
                    continue;
                };
                if name.starts_with("gpu.") || name.starts_with("nvvm.") {
                    kept.push((function.clone(), name.to_string(), value.to_string()));
                }
            }
        }
        next = op.next_in_block();
    }
    kept
}

/// Sets each attribute of `kept` on the function of that name in `block` that lacks it.
fn restore_dialect_attributes(block: &BlockRef, kept: &[(String, String, String)]) {
    let mut next = block.first_operation();
    while let Some(op) = next {
        if op.name().as_string_ref().as_str() == Ok(kestrel_dialects::names::FUNC) {
            let function = symbol_name(&op);
            for (_, name, text) in kept.iter().filter(|(f, _, _)| *f == function) {
                if op.attribute(name).is_err() {
                    raw::set_attribute_from_text(&op, name, text);
                }
            }
        }
        next = op.next_in_block();
    }
}

/// `unit` through LLVM IR, `passes` and back, as a new module of `context`.
fn llvm_optimised<'c>(
    context: &'c Context,
    unit: &Module,
    passes: &str,
    cpu: &str,
) -> Result<Module<'c>, String> {
    let ir = raw::translate_to_llvm_ir(unit)?;
    let (optimised, _) = raw::run_llvm_passes(ir.as_bytes(), passes, cpu)?;
    let imported = raw::import_llvm_ir(context, optimised.as_bytes(), "<llvm-opt>")?;
    Ok(imported.module)
}

/// The LLVM IR of `module`, which must yield one output (see [`llvm_ir_per_module`]).
pub fn to_llvm_ir(module: &Module) -> Result<String, String> {
    single(llvm_ir_per_module(module)?)
}

/// The PTX of `module`, which must yield one output (see [`ptx_per_module`]).
pub fn to_ptx(module: &Module, target: &PtxTarget) -> Result<String, String> {
    single(ptx_per_module(module, target)?)
}

/// The PTX features LLVM IR text's functions ask for (clang's `target-features`, less the
/// processor's own entries, which `-mcpu` says), as Kestrel's emission reads them from a
/// module ([`raw::without_processor_features`]): what `llc -mattr=` needs to emit the same PTX
/// version. Empty where no function says (or for bitcode).
pub fn ptx_features_in_llvm_ir(text: &str) -> String {
    text.split("\"target-features\"=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .map(raw::without_processor_features)
        .unwrap_or_default()
}

/// Refuses a `--mcpu` LLVM's NVPTX backend does not know, naming the ones it does (the
/// backend itself only warns and then emits PTX for a target ptxas rejects).
pub fn check_cpu(cpu: &str) -> Result<(), String> {
    let mut known = raw::nvptx_processors();
    if known.iter().any(|name| name == cpu) {
        return Ok(());
    }
    // LLVM lists them as strings (`sm_100` before `sm_20`); by number reads better.
    known.sort_by_key(|name| {
        let digits: String = name
            .get(3..)
            .unwrap_or("")
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        (digits.parse::<u32>().unwrap_or(u32::MAX), name.clone())
    });
    Err(format!(
        "unknown --mcpu '{cpu}': NVPTX targets are {}",
        known.join(", ")
    ))
}

/// The one output of `outputs`; several (one per `gpu.module`) are an error naming them.
pub fn single(mut outputs: Vec<Emitted>) -> Result<String, String> {
    if outputs.len() == 1 {
        return Ok(outputs.remove(0).text);
    }
    let names: Vec<String> = outputs
        .iter()
        .map(|output| format!("@{}", output.gpu_module.as_deref().unwrap_or("?")))
        .collect();
    Err(format!(
        "the module holds {} gpu.modules ({}), each its own PTX module: emit them one by one",
        outputs.len(),
        names.join(", ")
    ))
}

/// The backend request for one unit: the caller's choices, then the `gpu.module`'s
/// `#nvvm.target`; what both leave open the backend reads from the unit's functions.
fn codegen_for(target: &PtxTarget, container: Option<&OperationRef>) -> raw::Codegen {
    let nvvm = container.map(nvvm_target).unwrap_or_default();
    raw::Codegen {
        cpu: target.cpu.clone().or(nvvm.chip),
        features: target.features.clone().or(nvvm.features),
        ..target.clone()
    }
}

/// The chip and features a `gpu.module`'s `#nvvm.target` names explicitly.
#[derive(Default)]
struct NvvmTarget {
    chip: Option<String>,
    features: Option<String>,
}

/// Reads `targets = [#nvvm.target<chip = "sm_86", features = "+ptx83">]`. A parameter left
/// at MLIR's default (which the printer omits: `sm_50`, `+ptx60`) counts as not given, so
/// Kestrel's own defaults apply: a bare `#nvvm.target` picks no chip.
fn nvvm_target(container: &OperationRef) -> NvvmTarget {
    let Ok(targets) = container.attribute("targets") else {
        return NvvmTarget::default();
    };
    let text = targets.to_string();
    let Some(start) = text.find("#nvvm.target") else {
        return NvvmTarget::default();
    };
    // Parameters are printed in order `O`, `triple`, `chip`, `features`, `flags`, `link`;
    // only the first target of the list counts, as `gpu-module-to-binary` serialises each.
    let rest = &text[start + "#nvvm.target".len()..];
    let parameters = match rest.strip_prefix('<') {
        Some(inner) => &inner[..closing_angle(inner)],
        None => "",
    };
    NvvmTarget {
        chip: quoted_parameter(parameters, "chip"),
        features: quoted_parameter(parameters, "features"),
    }
}

/// The index of the `>` closing a `<` already consumed, skipping quoted strings and nested
/// brackets; the end of `text` when there is none.
fn closing_angle(text: &str) -> usize {
    let mut depth = 0usize;
    let mut quoted = false;
    for (index, ch) in text.char_indices() {
        match ch {
            '"' => quoted = !quoted,
            '<' | '[' | '{' if !quoted => depth += 1,
            '>' | ']' | '}' if !quoted => {
                if depth == 0 {
                    return index;
                }
                depth -= 1;
            }
            _ => {}
        }
    }
    text.len()
}

/// The string value of `key = "..."` among printed attribute parameters.
fn quoted_parameter(parameters: &str, key: &str) -> Option<String> {
    let mut rest = parameters;
    while let Some(at) = rest.find(key) {
        let before_ok = at == 0 || matches!(rest.as_bytes()[at - 1], b' ' | b',' | b'<');
        let after = rest[at + key.len()..].trim_start();
        if before_ok && let Some(value) = after.strip_prefix('=') {
            let value = value.trim_start().strip_prefix('"')?;
            return value.find('"').map(|end| value[..end].to_string());
        }
        rest = &rest[at + key.len()..];
    }
    None
}

/// The blocks whose functions call each other: each `gpu.module`'s body, or the module's when
/// it holds none. Beside gpu.modules the top level is host code: its pointers are the CPU's,
/// and its calls are no device calls.
pub fn device_symbol_tables<'c, 'a>(module: OperationRef<'c, 'a>) -> Vec<BlockRef<'c, 'a>> {
    let Some(body) = module.region(0).ok().and_then(|r| r.first_block()) else {
        return Vec::new();
    };
    let mut device: Vec<BlockRef> = gpu_modules_in(body)
        .into_iter()
        .filter_map(|op| op.region(0).ok().and_then(|r| r.first_block()))
        .collect();
    if device.is_empty() {
        device.push(body);
    }
    device
}

/// The `gpu.module` ops at the top of `body` (a module's body), in order: with any, the
/// device code is inside them and the rest is host code.
pub fn gpu_modules_in<'c, 'a>(body: BlockRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut found = Vec::new();
    let mut next = body.first_operation();
    while let Some(op) = next {
        if op.name().as_string_ref().as_str() == Ok(kestrel_dialects::names::GPU_MODULE) {
            found.push(op);
        }
        next = op.next_in_block();
    }
    found
}

fn gpu_modules<'c, 'a>(module: &'a Module<'c>) -> Vec<OperationRef<'c, 'a>> {
    gpu_modules_in(module.body())
}

fn symbol_name(op: &OperationRef) -> String {
    string_attribute(op, "sym_name").unwrap_or_default()
}

/// Runs `emit` on the whole module, or on each `gpu.module`'s body as a module of its own
/// (with the `gpu.module` op, for its target). A failure names the `gpu.module` and carries
/// the first error MLIR reported while translating (a dialect without an LLVM IR
/// translation, an op that cannot be exported), which would otherwise reach only stderr.
fn each_llvm_module(
    module: &Module,
    mut emit: impl FnMut(&Module, Option<&OperationRef>) -> Result<String, String>,
) -> Result<Vec<Emitted>, String> {
    raw::with_context_of(&module.as_operation(), |context| {
        let collector = Collector::attach(context);
        let with_cause = |error: String| match collector
            .take()
            .into_iter()
            .find(|diag| diag.severity == Severity::Error)
        {
            Some(diag) => format!(
                "{error}: {}",
                diag.to_string().trim_start_matches("error: ")
            ),
            None => error,
        };
        let gpu = gpu_modules(module);
        if gpu.is_empty() {
            let text = emit(module, None).map_err(with_cause)?;
            return Ok(vec![Emitted {
                gpu_module: None,
                text,
            }]);
        }
        let mut out = Vec::with_capacity(gpu.len());
        for container in &gpu {
            let name = symbol_name(container);
            let text = extracted_body(context, container)
                .and_then(|unit| emit(&unit, Some(container)))
                .map_err(|e| with_cause(format!("gpu.module @{name}: {e}")))?;
            out.push(Emitted {
                gpu_module: Some(name),
                text,
            });
        }
        Ok(out)
    })
}

/// A new module holding copies of the ops of `container`'s body.
fn extracted_body<'c>(
    context: &'c Context,
    container: &OperationRef,
) -> Result<Module<'c>, String> {
    let extracted = Module::new(Location::unknown(context));
    let region = container.region(0).map_err(|e| e.to_string())?;
    let block = region.first_block().ok_or("empty gpu.module")?;
    let mut next = block.first_operation();
    while let Some(op) = next {
        extracted.body().append_operation(raw::clone_operation(&op));
        next = op.next_in_block();
    }
    Ok(extracted)
}
