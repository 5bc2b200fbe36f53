//! Running resolved steps on a module: one pass manager per step, so each step can be
//! verified, printed, timed and counted on its own while the functions of a big module still
//! run in parallel.

use crate::resolve::{Action, Step, function_paths};
use kestrel_dialects::{
    intrinsics::string_attribute,
    names,
    ops::{constraints_may_write_memory, has_unit_property},
    raw,
};
use kestrel_rewrites::{
    Remark, add_upstream_pipeline,
    engine::EngineError,
    registry::{PassReport, RunTemplates, create_pass},
};
use melior::{
    Context,
    ir::{
        Module,
        operation::{OperationLike, WalkOrder, WalkResult},
    },
    pass::PassManager,
};
use std::{collections::BTreeMap, fmt, io::Write, sync::Arc, time::Instant};

/// Debugging and reporting switches, named after `mlir-opt`'s.
#[derive(Clone, Debug)]
pub struct RunConfig {
    /// Verify the module after every step (`--verify-each`, on by default).
    pub verify_each: bool,
    pub print_ir_before_all: bool,
    pub print_ir_after_all: bool,
    /// Print after a step only when it changed the module.
    pub print_ir_after_change: bool,
    /// Keep the module's text before and after each step that changed it
    /// ([`StepReport::change`]), for reports that show what a pass did.
    pub record_changes: bool,
    /// Run functions in parallel only when the module holds at least this many nested ops
    /// (its function bodies, mostly) and the context allows threads (`0`: whenever it does).
    /// Below it the run stays on the calling thread. Output is the same either way.
    pub threading_min_ops: usize,
    /// Keep, per run of the late half, the LLVM IR it was given and the LLVM IR it returned
    /// ([`crate::Report::late_ir`]), so the two can be compared in a simulator: the late
    /// half's output is what the backend compiles, and `--emit=llvm` never shows it.
    pub keep_late_ir: bool,
}

/// The default [`RunConfig::threading_min_ops`]. Each step hands every function to the
/// context's thread pool and waits for them all; on kernel-sized modules (the corpus's largest
/// has under 3,000 ops) that hand-off costs more than the passes it spreads, and the pass
/// time grew by about a sixth with threads on.
pub const THREADING_MIN_OPS: usize = 20_000;

impl Default for RunConfig {
    fn default() -> Self {
        Self {
            verify_each: true,
            print_ir_before_all: false,
            print_ir_after_all: false,
            print_ir_after_change: false,
            record_changes: false,
            threading_min_ops: THREADING_MIN_OPS,
            keep_late_ir: false,
        }
    }
}

/// What one step did.
#[derive(Clone, Debug)]
pub struct StepReport {
    pub step: String,
    pub seconds: f64,
    /// Successful rewrites per pattern (Kestrel passes only).
    pub rewrites: BTreeMap<&'static str, u64>,
    /// What the pass declined to rewrite, per reason (`kestrel_rewrites::refusals`).
    pub refusals: BTreeMap<&'static str, u64>,
    /// Remarks the pass reported, sorted by position.
    pub remarks: Vec<Remark>,
    /// The module's text before and after the step, when it changed the module and
    /// [`RunConfig::record_changes`] is on.
    pub change: Option<IrChange>,
}

/// A module's text before and after one step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IrChange {
    pub before: String,
    pub after: String,
}

/// What a run did, step by step.
#[derive(Clone, Debug, Default)]
pub struct RunReport {
    pub steps: Vec<StepReport>,
    /// What a caller should hear about though nothing failed: a pass that found no function
    /// to run on after the upstream steps before it.
    pub warnings: Vec<String>,
}

impl RunReport {
    /// Total rewrites per (pass, pattern) over all steps.
    pub fn rewrite_totals(&self) -> BTreeMap<(String, &'static str), u64> {
        let mut totals = BTreeMap::new();
        for step in &self.steps {
            for (pattern, count) in &step.rewrites {
                *totals.entry((step.step.clone(), *pattern)).or_default() += count;
            }
        }
        totals
    }
}

/// Why a run stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunError {
    /// The pass reported failure (details in the diagnostics or `detail`).
    PassFailed { pass: String, detail: String },
    /// The IR no longer verifies after the pass.
    VerifyFailed { pass: String },
    /// The module did not verify before the first pass (the diagnostics say where).
    InputDoesNotVerify,
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Self::PassFailed { pass, detail } if detail.is_empty() => {
                write!(f, "pass '{pass}' failed")
            }
            Self::PassFailed { pass, detail } => write!(f, "pass '{pass}' failed: {detail}"),
            Self::VerifyFailed { pass } => write!(f, "IR verification failed after pass '{pass}'"),
            Self::InputDoesNotVerify => f.write_str("the input does not verify"),
        }
    }
}

/// Runs `steps` in order on `module`, which lives in `context`; IR dumps go to `log`.
pub fn run(
    context: &Context,
    module: &mut Module,
    steps: &[Step],
    config: &RunConfig,
    log: &mut dyn Write,
) -> Result<RunReport, RunError> {
    kestrel_rewrites::register_upstream_passes();
    let _threads = SerialBelow::new(context, module, config.threading_min_ops);
    let mut report = RunReport::default();
    // A step that left the module as it was needs no second verification. Kestrel passes count
    // every change they make (the dead ops their drivers erase aside, which cannot break
    // verification), so a step with no rewrite changed nothing; upstream steps report nothing
    // and always verify. The input is verified whole before the first step; after that, a
    // Kestrel pass verifies each function it changed (the module, for a module pass) itself,
    // as MLIR's pass manager does: the functions it left alone were verified before. (Hashing the module after each
    // step to tell cost more than the verifications it saved.)
    let templates = RunTemplates::new(context);
    // A pass may assume what the verifier checks: a module that does not verify is refused
    // before the first pass sees it, not reported as broken by whichever pass ran first.
    if !module.as_operation().verify() {
        return Err(RunError::InputDoesNotVerify);
    }
    // On every run, steps or none, so what a pass must not change compares equal to the
    // input as any run prints it.
    mark_memory_writing_asm(module);
    // Changes counted so far (a step with rewrites, or any upstream step), and for each step
    // that rewrote nothing, the count when it ran.
    let mut changes = 0usize;
    let mut quiet_at: Vec<Option<usize>> = Vec::with_capacity(steps.len());
    // The steps as run: a pass written above `llvm.func` is expanded again against the
    // functions that exist when it runs once an upstream step may have made or moved some
    // (the plan's expansion stands until then).
    let mut executed: Vec<Step> = Vec::with_capacity(steps.len());
    let mut reshaped = false;
    let mut next = 0;
    while next < steps.len() {
        let planned = &steps[next];
        let batch = match &planned.fan_out {
            Some(fan_out) if reshaped || fan_out.deferred => {
                next = end_of_group(steps, next);
                let expanded = planned.expand(&function_paths(module));
                if expanded.is_empty() && reshaped {
                    report.warnings.push(format!(
                        "pass '{}' found no llvm.func to run on{}",
                        planned.name,
                        where_written(&fan_out.prefix)
                    ));
                }
                expanded
            }
            _ => {
                next += 1;
                vec![planned.clone()]
            }
        };
        for step in batch {
            let index = executed.len();
            executed.push(step);
            let step = &executed[index];
            if matches!(
                step.action,
                Action::Upstream { .. } | Action::LlvmOpt { .. }
            ) {
                reshaped = true;
            }
            // Only the IR dumps name the step by its text, which takes a scan of the options.
            let label = || step.to_pipeline_text();
            let before = (config.print_ir_before_all
                || config.print_ir_after_change
                || config.record_changes)
                .then(|| module.as_operation().to_string());
            if config.print_ir_before_all {
                let _ = writeln!(
                    log,
                    "// -----// IR Dump Before {} //----- //\n{}",
                    label(),
                    before.as_deref().unwrap_or("")
                );
            }
            let verifies_itself =
                config.verify_each && matches!(step.action, Action::Kestrel { .. });
            let started = Instant::now();
            let (rewrites, refusals, remarks) =
                match quiet_repeat(&executed, &quiet_at, index, changes) {
                    // The earlier run found the module as this one would, and left it unchanged.
                    Some(earlier) => (
                        report.steps[earlier].rewrites.clone(),
                        report.steps[earlier].refusals.clone(),
                        report.steps[earlier].remarks.clone(),
                    ),
                    None => run_step(context, module, step, &templates, verifies_itself)?,
                };
            let seconds = started.elapsed().as_secs_f64();
            let may_have_changed = matches!(
                step.action,
                Action::Upstream { .. } | Action::LlvmOpt { .. }
            ) || rewrites.values().any(|n| *n > 0);
            if may_have_changed {
                changes += 1;
            }
            quiet_at.push((!may_have_changed).then_some(changes));
            if config.verify_each
                && !verifies_itself
                && may_have_changed
                && !module.as_operation().verify()
            {
                return Err(RunError::VerifyFailed {
                    pass: step.name.clone(),
                });
            }
            let after = (config.print_ir_after_all
                || config.print_ir_after_change
                || config.record_changes)
                .then(|| module.as_operation().to_string());
            let changed = before.is_some() && before != after;
            if config.print_ir_after_all || (config.print_ir_after_change && changed) {
                let _ = writeln!(
                    log,
                    "// -----// IR Dump After {} //----- //\n{}",
                    label(),
                    after.as_deref().unwrap_or("")
                );
            }
            let change = match (before, after) {
                (Some(before), Some(after)) if config.record_changes && changed => {
                    Some(IrChange { before, after })
                }
                _ => None,
            };
            report.steps.push(StepReport {
                step: step.name.clone(),
                seconds,
                rewrites,
                refusals,
                remarks,
                change,
            });
        }
    }
    Ok(report)
}

/// Gives `has_side_effects` to every `llvm.inline_asm` that may write memory (a `~{memory}`
/// clobber or an indirect operand) but lacks it. MLIR takes such an op for pure, so MLIR's
/// rewrite driver and dead-op sweeps erase it once its results are unused (or when it has
/// none), while LLVM keeps the call (an asm call has unknown memory effects there): a store
/// written in asm would vanish. Marked, it stays; the LLVM IR says `sideeffect`, which only
/// keeps LLVM from moving or merging it.
fn mark_memory_writing_asm(module: &Module) {
    module.as_operation().walk(WalkOrder::PreOrder, |op| {
        if op.name().as_string_ref().as_str() == Ok(names::INLINE_ASM)
            && !has_unit_property(&op, "has_side_effects")
            && string_attribute(&op, "constraints")
                .is_some_and(|constraints| constraints_may_write_memory(&constraints))
        {
            raw::set_attribute_from_text(&op, "has_side_effects", "unit");
        }
        WalkResult::Advance
    });
}

/// The index after the last planned step of the fan-out group `steps[first]` starts.
fn end_of_group(steps: &[Step], first: usize) -> usize {
    let group = steps[first].fan_out.as_ref().map(|fan_out| fan_out.group);
    let mut end = first + 1;
    while end < steps.len() && steps[end].fan_out.as_ref().map(|f| f.group) == group {
        end += 1;
    }
    end
}

/// ` in gpu.module` for a pass written inside one; nothing for a bare pass.
fn where_written(prefix: &[String]) -> String {
    if prefix.is_empty() {
        String::new()
    } else {
        format!(" in {}", prefix.join("("))
    }
}

/// The earlier step that step `index` repeats ([`Step::repeats`]) and that rewrote nothing
/// with no change counted since (`quiet_at` holds the change count after each step that
/// rewrote nothing). Running step `index` would do nothing either: a Kestrel pass is a
/// function of the module and its options, and it counts every change it makes. The one it
/// does not count, erasing the ops its driver finds trivially dead before and after a
/// function body, is idempotent, so the repeat finds the module its quiet predecessor
/// found. (cicc's `-O3` order runs early-cse twice in a row, and most kernels give it
/// nothing to do.)
fn quiet_repeat(
    steps: &[Step],
    quiet_at: &[Option<usize>],
    index: usize,
    changes: usize,
) -> Option<usize> {
    (0..index).rev().find(|&earlier| {
        quiet_at[earlier] == Some(changes) && steps[index].repeats(&steps[earlier])
    })
}

/// Turns a threaded context's threads off for a run on a module with fewer function-body ops
/// than a threshold, and back on when dropped. (The context is the caller's and not `Sync`,
/// so no other thread can be running on it meanwhile.)
struct SerialBelow<'c> {
    context: Option<&'c Context>,
}

impl<'c> SerialBelow<'c> {
    fn new(context: &'c Context, module: &Module, min_ops: usize) -> Self {
        let threaded = context.thread_count() > 1;
        let serial = threaded && min_ops > 0 && function_ops(module, min_ops) < min_ops;
        if serial {
            context.enable_multi_threading(false);
        }
        Self {
            context: serial.then_some(context),
        }
    }
}

impl Drop for SerialBelow<'_> {
    fn drop(&mut self) {
        if let Some(context) = self.context {
            context.enable_multi_threading(true);
        }
    }
}

/// The ops nested in the module (function bodies, and the few initialiser regions of
/// globals), counted up to `limit`.
fn function_ops(module: &Module, limit: usize) -> usize {
    // The walk visits the module itself first; it stops once `limit` nested ops are seen.
    let mut seen = 0;
    module.as_operation().walk(WalkOrder::PreOrder, |_| {
        seen += 1;
        if seen > limit {
            WalkResult::Interrupt
        } else {
            WalkResult::Advance
        }
    });
    seen.saturating_sub(1).min(limit)
}

type StepOutcome = (
    BTreeMap<&'static str, u64>,
    BTreeMap<&'static str, u64>,
    Vec<Remark>,
);

/// Runs one step; with `verify_changed`, its Kestrel pass verifies each function it changes
/// and a function that no longer verifies fails the step.
fn run_step(
    context: &Context,
    module: &mut Module,
    step: &Step,
    templates: &RunTemplates,
    verify_changed: bool,
) -> Result<StepOutcome, RunError> {
    let failed = |detail: String| RunError::PassFailed {
        pass: step.name.clone(),
        detail,
    };
    let manager = PassManager::new(context);
    manager.enable_verifier(false);
    let mut nested = manager.as_operation_pass_manager();
    for anchor in &step.path {
        nested = nested.nested_under(anchor);
    }
    let report = Arc::new(if verify_changed {
        PassReport::verifying_changes()
    } else {
        PassReport::default()
    });
    match &step.action {
        Action::LlvmOpt { passes } => {
            kestrel_rewrites::export::optimise_with_llvm(context, module, passes)
                .map_err(failed)?;
            return Ok((BTreeMap::new(), BTreeMap::new(), Vec::new()));
        }
        Action::Kestrel { info, options } => nested.add_pass(create_pass(
            templates,
            info,
            options.clone(),
            report.clone(),
        )),
        Action::Upstream { text } => add_upstream_pipeline(&nested, text).map_err(failed)?,
    }
    let result = manager.run(module);
    if let Some(failure) = report.failures().into_iter().next() {
        if failure.error == EngineError::NoLongerVerifies {
            return Err(RunError::VerifyFailed {
                pass: step.name.clone(),
            });
        }
        return Err(failed(format!("{} on {}", failure.error, failure.function)));
    }
    result.map_err(|_| failed(String::new()))?;
    Ok((
        report.counts.snapshot(),
        report.refusals.snapshot(),
        report.remarks.take(),
    ))
}
