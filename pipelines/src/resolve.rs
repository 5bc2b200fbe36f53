//! Checking a parsed pipeline against the registries and flattening it into ordered steps.
//!
//! A step is one pass at one nesting path (`["gpu.module", "llvm.func"]`). Kestrel passes run
//! on `llvm.func`; placed at module level they run on every function wherever it is nested,
//! which is what `--passes=` means. Any other name is handed to MLIR, which knows the upstream
//! passes (`cse`, `canonicalize`, ...) and rejects the rest.

use crate::ast::{Element, Pos, join};
use kestrel_dialects::names;
use kestrel_rewrites::{
    KnobSettings, Options, PassInfo, add_upstream_pipeline,
    engine::PassBody,
    passes,
    registry::{RESERVED, is_reserved_but_absent, lookup, resolve_options},
};
use melior::{
    Context,
    ir::{BlockLike, Module, OperationRef, RegionLike, operation::OperationLike},
    pass::PassManager,
};
use std::fmt;

/// What a step runs.
#[derive(Clone, Debug)]
pub enum Action {
    /// A Kestrel pass with its resolved options.
    Kestrel {
        info: &'static PassInfo,
        options: Options,
    },
    /// Upstream MLIR pipeline text for one pass, e.g. `canonicalize{max-iterations=2}`.
    Upstream { text: String },
    /// LLVM's own passes on the module's LLVM IR, in-process (`llvm-opt{passes="..."}`).
    LlvmOpt { passes: String },
}

/// One pass at one nesting path below the top-level module.
#[derive(Clone, Debug)]
pub struct Step {
    /// Op names to nest under, outermost first; empty for the module itself.
    pub path: Vec<String>,
    /// The pass name as written.
    pub name: String,
    pub action: Action,
    /// Set on the steps of one Kestrel function pass written above `llvm.func` (a bare
    /// pass, or one nested in `gpu.module(...)`): it runs on every function below that
    /// nesting, found when it runs, since an upstream step before it may have made or moved
    /// functions (MLIR's own lowering makes the `llvm.func`s).
    pub fan_out: Option<FanOut>,
}

/// Which planned steps belong to one pass written above `llvm.func`, and where it was
/// written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FanOut {
    /// The same for all the steps one pass expanded into, different between passes.
    pub group: usize,
    /// The nesting the pass was written at (`[]` bare, `["gpu.module"]`).
    pub prefix: Vec<String>,
    /// The module had no function there when planned: this step is a placeholder at
    /// `prefix` (shown in the plan as written), expanded when it runs.
    pub deferred: bool,
}

impl Step {
    /// The steps a fanned-out pass runs at, given the module's function paths now.
    pub fn expand(&self, paths: &[Vec<String>]) -> Vec<Step> {
        let Some(fan_out) = &self.fan_out else {
            return vec![self.clone()];
        };
        paths
            .iter()
            .filter(|path| path.starts_with(&fan_out.prefix))
            .map(|path| Step {
                path: path.clone(),
                fan_out: Some(FanOut {
                    deferred: false,
                    ..fan_out.clone()
                }),
                ..self.clone()
            })
            .collect()
    }
}

impl Step {
    /// True when `self` runs the same Kestrel function pass as `earlier`, with the same
    /// options, at the same nesting: given the same functions, it does the same thing. Only
    /// passes whose body is one walk of a function count: their driver erases trivially dead
    /// ops before the body runs, so a repeat sees what its predecessor saw even where a step
    /// between them erased dead ops. A module pass sees them (one may keep a pointer generic
    /// for a dead `ptrtoint`), so may a pattern set (the greedy driver erases them as it
    /// goes, after the patterns may have looked at them), and nothing reports what an
    /// upstream pass changed.
    pub fn repeats(&self, earlier: &Step) -> bool {
        match (&self.action, &earlier.action) {
            (
                Action::Kestrel { info, options },
                Action::Kestrel {
                    info: earlier_info,
                    options: earlier_options,
                },
            ) => {
                matches!(info.body, PassBody::Function(_))
                    && std::ptr::eq(*info, *earlier_info)
                    && options == earlier_options
                    && self.path == earlier.path
            }
            _ => false,
        }
    }

    /// `gpu.module(llvm.func(addr-canon))`: the step as pipeline text.
    pub fn to_pipeline_text(&self) -> String {
        let mut text = match &self.action {
            Action::Kestrel { info, options } => {
                let changed: Vec<_> = options
                    .iter()
                    .filter(|(name, value)| {
                        info.option(name).is_some_and(|spec| spec.default != *value)
                    })
                    .map(|(name, value)| format!("{name}={value}"))
                    .collect();
                if changed.is_empty() {
                    self.name.clone()
                } else {
                    format!("{}{{{}}}", self.name, changed.join(" "))
                }
            }
            Action::Upstream { text } => text.clone(),
            Action::LlvmOpt { passes } => format!("{LLVM_OPT}{{passes=\"{passes}\"}}"),
        };
        for anchor in self.path.iter().rev() {
            text = format!("{anchor}({text})");
        }
        text
    }
}

/// Why a pipeline cannot run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResolveError {
    pub pos: Pos,
    pub message: String,
}

impl fmt::Display for ResolveError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{} (pipeline {})", self.message, self.pos)
    }
}

/// The nesting paths from the top-level module to every device `llvm.func` in it,
/// deduplicated and in first-seen order: `[["llvm.func"]]`, `[["gpu.module", "llvm.func"]]`.
/// Once the module holds a `gpu.module`, device code is what is inside one: functions
/// outside are host code, which Kestrel's passes leave alone unless a pipeline names them
/// (`llvm.func(early-cse)` at the top).
pub fn function_paths(module: &Module) -> Vec<Vec<String>> {
    let mut paths = all_function_paths(module);
    if has_gpu_module(module) {
        paths.retain(|path| path.first().map(String::as_str) == Some(names::GPU_MODULE));
    }
    paths
}

/// True when the top level of `module` holds a `gpu.module`.
pub fn has_gpu_module(module: &Module) -> bool {
    !kestrel_rewrites::export::gpu_modules_in(module.body()).is_empty()
}

fn all_function_paths(module: &Module) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    let mut stack: Vec<(OperationRef, Vec<String>)> = Vec::new();
    push_children(module.body().first_operation(), &[], &mut stack);
    // Visit in program order: the stack holds children reversed.
    while let Some((op, path)) = stack.pop() {
        let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
        let mut here = path.clone();
        here.push(name.clone());
        if name == names::FUNC {
            if !paths.contains(&here) {
                paths.push(here);
            }
            continue;
        }
        for region in op.regions() {
            if let Some(block) = region.first_block() {
                push_children(block.first_operation(), &here, &mut stack);
            }
        }
    }
    paths
}

fn push_children<'c, 'a>(
    first: Option<OperationRef<'c, 'a>>,
    path: &[String],
    stack: &mut Vec<(OperationRef<'c, 'a>, Vec<String>)>,
) {
    let mut children = Vec::new();
    let mut next = first;
    while let Some(op) = next {
        children.push((op, path.to_vec()));
        next = op.next_in_block();
    }
    stack.extend(children.into_iter().rev());
}

/// Resolves `elements` into steps. `paths` are the module's function paths (see
/// [`function_paths`]); `context` validates upstream passes.
pub fn resolve(
    elements: &[Element],
    knobs: &KnobSettings,
    paths: &[Vec<String>],
    context: &Context,
) -> Result<Vec<Step>, ResolveError> {
    kestrel_rewrites::register_upstream_passes();
    let top: &[Element] = match elements {
        [only] if only.name == names::BUILTIN_MODULE && only.nested.is_some() => {
            only.nested.as_deref().unwrap_or(&[])
        }
        _ => elements,
    };
    let mut steps = Vec::new();
    resolve_list(top, &[], knobs, paths, context, &mut steps)?;
    Ok(steps)
}

/// The next fan-out group number for `steps`.
fn next_group(steps: &[Step]) -> usize {
    steps
        .iter()
        .filter_map(|step| step.fan_out.as_ref())
        .map(|fan_out| fan_out.group + 1)
        .max()
        .unwrap_or(0)
}

fn resolve_list(
    elements: &[Element],
    path: &[String],
    knobs: &KnobSettings,
    paths: &[Vec<String>],
    context: &Context,
    steps: &mut Vec<Step>,
) -> Result<(), ResolveError> {
    for element in elements {
        if let Some(nested) = &element.nested {
            let mut inner = path.to_vec();
            inner.push(element.name.clone());
            resolve_list(nested, &inner, knobs, paths, context, steps)?;
        } else if element.name == LLVM_OPT {
            steps.push(resolve_llvm_opt(element, path)?);
        } else if let Some(name) = preset_in_pipeline(&element.name) {
            let preset = preset_elements(element, name)?;
            resolve_list(&preset, path, knobs, paths, context, steps)?;
        } else if let Some(info) = lookup(&element.name) {
            resolve_kestrel_pass(element, info, path, knobs, paths, steps)?;
        } else {
            steps.push(resolve_upstream_pass(element, path, context)?);
        }
    }
    Ok(())
}

/// The step that runs LLVM's own passes: `llvm-opt{passes="default<O2>"}`.
pub const LLVM_OPT: &str = "llvm-opt";

/// `llvm-opt{passes=...}`, at module level only: it replaces whole functions, and each
/// `gpu.module` (or the module, when it has none) is one LLVM module.
fn resolve_llvm_opt(element: &Element, path: &[String]) -> Result<Step, ResolveError> {
    let error = |message: String| ResolveError {
        pos: element.pos,
        message,
    };
    if let Some(anchor) = path.last() {
        return Err(error(format!(
            "pass '{LLVM_OPT}' runs on the top-level module, not on {anchor}"
        )));
    }
    let mut passes = None;
    for (key, value) in &element.options {
        match key.as_str() {
            "passes" => passes = Some(value.trim_matches('"').to_string()),
            other => {
                return Err(error(format!(
                    "unknown option '{other}' of '{LLVM_OPT}': it takes passes=\"...\" (as opt -passes=)"
                )));
            }
        }
    }
    let passes = passes.filter(|p| !p.is_empty()).ok_or_else(|| {
        error(format!(
            "'{LLVM_OPT}' needs passes=\"...\" (as opt -passes=, e.g. default<O2>)"
        ))
    })?;
    Ok(Step {
        path: Vec::new(),
        name: LLVM_OPT.to_string(),
        action: Action::LlvmOpt { passes },
        fan_out: None,
    })
}

/// `kestrel-O3` (`kestrel-complete`) in a pipeline names the `-O3` (`complete`) preset's
/// passes, so a DSL's lowering and Kestrel's preset fit in one pipeline text.
fn preset_in_pipeline(name: &str) -> Option<&'static str> {
    let preset = name.strip_prefix("kestrel-")?;
    crate::PRESETS
        .iter()
        .copied()
        .find(|&known| known == preset)
}

/// The passes of preset `level`, written at `element`'s position, which takes no options.
fn preset_elements(element: &Element, name: &str) -> Result<Vec<Element>, ResolveError> {
    if !element.options.is_empty() {
        return Err(ResolveError {
            pos: element.pos,
            message: format!(
                "preset '{}' takes no options; set knobs on the compiler instead",
                element.name
            ),
        });
    }
    let text = crate::preset(name).unwrap_or_default();
    let parsed = crate::parse(&text).map_err(|e| ResolveError {
        pos: element.pos,
        message: format!("preset '{}' does not parse: {e}", element.name),
    })?;
    let mut inner = match parsed.as_slice() {
        [only] if only.name == names::BUILTIN_MODULE => only.nested.clone().unwrap_or_default(),
        _ => parsed,
    };
    for pass in &mut inner {
        pass.pos = element.pos;
    }
    Ok(inner)
}

fn resolve_kestrel_pass(
    element: &Element,
    info: &'static PassInfo,
    path: &[String],
    knobs: &KnobSettings,
    paths: &[Vec<String>],
    steps: &mut Vec<Step>,
) -> Result<(), ResolveError> {
    let error = |message: String| ResolveError {
        pos: element.pos,
        message,
    };
    let options = resolve_options(info, knobs, &element.options).map_err(error)?;
    if matches!(info.body, PassBody::Module(_)) {
        if let Some(anchor) = path.last() {
            return Err(error(format!(
                "pass '{}' runs on the top-level module, not on {anchor}",
                info.name
            )));
        }
        steps.push(Step {
            path: Vec::new(),
            name: info.name.to_string(),
            action: Action::Kestrel { info, options },
            fan_out: None,
        });
        return Ok(());
    }
    if let Some(anchor) = path.last().filter(|anchor| anchor.as_str() != names::FUNC)
        && !paths.iter().any(|p| p.starts_with(path))
        && anchor.contains(".func")
    {
        return Err(error(format!(
            "pass '{}' runs on llvm.func, not on {anchor}",
            info.name
        )));
    }
    let step = Step {
        path: path.to_vec(),
        name: info.name.to_string(),
        action: Action::Kestrel { info, options },
        fan_out: None,
    };
    if path.last().map(String::as_str) == Some(names::FUNC) {
        steps.push(step);
        return Ok(());
    }
    let placeholder = Step {
        fan_out: Some(FanOut {
            group: next_group(steps),
            prefix: path.to_vec(),
            deferred: true,
        }),
        ..step
    };
    let planned = placeholder.expand(paths);
    if planned.is_empty() {
        steps.push(placeholder);
    } else {
        steps.extend(planned);
    }
    Ok(())
}

fn resolve_upstream_pass(
    element: &Element,
    path: &[String],
    context: &Context,
) -> Result<Step, ResolveError> {
    let error = |message: String| ResolveError {
        pos: element.pos,
        message,
    };
    if is_reserved_but_absent(&element.name) {
        let what = RESERVED
            .iter()
            .find(|(n, _)| *n == element.name)
            .map_or("", |(_, w)| *w);
        return Err(error(format!(
            "pass '{}' ({what}) is not available in this version of Kestrel",
            element.name
        )));
    }
    let text = element.to_string();
    let manager = PassManager::new(context);
    let mut nested = manager.as_operation_pass_manager();
    for anchor in path {
        nested = nested.nested_under(anchor);
    }
    match add_upstream_pipeline(&nested, &text) {
        Ok(()) => Ok(Step {
            path: path.to_vec(),
            name: element.name.clone(),
            action: Action::Upstream { text },
            fan_out: None,
        }),
        Err(mlir) if mlir.contains("does not refer to a registered pass") || mlir.is_empty() => {
            Err(error(unknown_pass_message(&element.name)))
        }
        Err(mlir) => Err(error(format!(
            "invalid use of pass '{}': {}",
            element.name,
            one_line(&mlir)
        ))),
    }
}

fn unknown_pass_message(name: &str) -> String {
    let kestrel: Vec<_> = passes().iter().map(|p| p.name).collect();
    format!(
        "unknown pass '{name}'; Kestrel passes: {}; presets kestrel-O0..kestrel-O3 and kestrel-complete; upstream MLIR passes (cse, canonicalize, convert-gpu-to-nvvm, ...) are also accepted",
        kestrel.join(", ")
    )
}

fn one_line(text: &str) -> String {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("; ")
}

/// The pipeline `steps` would run, as one line of text (for `--dump-pass-pipeline`).
pub fn describe(steps: &[Step]) -> String {
    let texts: Vec<_> = steps.iter().map(Step::to_pipeline_text).collect();
    format!("builtin.module({})", texts.join(","))
}

/// Re-exported so callers can print an AST list without importing `ast`.
pub fn elements_text(elements: &[Element]) -> String {
    join(elements)
}
