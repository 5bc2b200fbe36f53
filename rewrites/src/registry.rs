//! The pass registry: every Kestrel pass as data (name, summary, options), and the glue that
//! turns a pass plus resolved options into an MLIR pass anchored on `llvm.func`.

use crate::{
    engine::{
        EngineError, PassBody, PatternDecl, PatternSet, Remarks, RewriteCounts, apply_to_function,
        run_body,
    },
    knobs::{self, Knob},
    options::{OptionSpec, OptionValue, Options},
    passes as pass_modules, raw,
    refusals::RefusalCounts,
};
use kestrel_dialects::{intrinsics::string_attribute, names, raw::SharedTemplates};
use melior::{
    Context, ContextRef,
    ir::{OperationRef, operation::OperationLike, r#type::TypeId},
    pass::{ExternalPass, Pass, RunExternalPass},
};
use std::{
    collections::BTreeMap,
    marker::PhantomData,
    sync::{Arc, Mutex},
};

/// A pass as data.
#[derive(Debug)]
pub struct PassInfo {
    /// Pipeline name, e.g. `dead-sync-elim`.
    pub name: &'static str,
    /// One line for `--list-passes`.
    pub summary: &'static str,
    /// Options of the pass besides the cicc knobs it reads (see [`knobs::KNOBS`]).
    pub options: &'static [OptionSpec],
    /// Every option and knob the pass reads (its typed options' `SPECS`); each must be one
    /// the pass accepts.
    pub reads: &'static [&'static OptionSpec],
    /// Every rule the pass may apply and count, for `--list-patterns` and `--stats`.
    pub patterns: &'static [PatternDecl],
    /// How the pass changes a function.
    pub body: PassBody,
}

/// The pass names Kestrel has fixed for its cicc passes, and the issue each lands with. A
/// name in this list but not in [`passes`] is known but not available yet.
pub const RESERVED: &[(&str, &str)] = &[
    ("early-cse", "GPU-aware early CSE"),
    ("common-base-elim", "common base elimination"),
    (
        "base-addr-strength-reduce",
        "base address strength reduction",
    ),
    ("dead-sync-elim", "dead sync elimination"),
    ("codegenprepare", "address sinking (CodeGenPrepare)"),
    ("scev-cgp", "SCEV-based address rewriting"),
    (
        "memory-space-opt",
        "address-space inference (MemorySpaceOpt)",
    ),
];

/// Every available pass, in listing order.
pub fn passes() -> &'static [&'static PassInfo] {
    pass_modules::ALL
}

/// The available pass named `name`.
pub fn lookup(name: &str) -> Option<&'static PassInfo> {
    passes().iter().copied().find(|info| info.name == name)
}

/// True when `name` is reserved for a pass that has not landed yet.
pub fn is_reserved_but_absent(name: &str) -> bool {
    RESERVED.iter().any(|(reserved, _)| *reserved == name) && lookup(name).is_none()
}

impl PassInfo {
    /// Every option the pass accepts: its own, then the knobs it reads.
    pub fn option_specs(&self) -> Vec<&'static OptionSpec> {
        self.options
            .iter()
            .chain(knobs::knobs_of(self.name).map(|knob: &'static Knob| &knob.spec))
            .collect()
    }

    /// The option named `name`, if the pass accepts it.
    pub fn option(&self, name: &str) -> Option<&'static OptionSpec> {
        self.option_specs()
            .into_iter()
            .find(|spec| spec.name == name)
    }
}

/// Knob values given on the command line (`--cbe-max-depth=4`), applied to every pass that
/// reads the knob unless the pipeline sets the option on the pass itself.
#[derive(Clone, Debug, Default)]
pub struct KnobSettings {
    values: BTreeMap<&'static str, OptionValue>,
}

impl KnobSettings {
    /// Sets knob `name` from its text value; errors name the problem.
    pub fn set(&mut self, name: &str, text: &str) -> Result<(), String> {
        let knob = knobs::lookup(name).ok_or_else(|| format!("unknown option '--{name}'"))?;
        let value = knob
            .spec
            .parse(text)
            .map_err(|why| format!("invalid value for '--{name}': {why}"))?;
        self.values.insert(knob.spec.name, value);
        Ok(())
    }

    pub fn iter(&self) -> impl Iterator<Item = (&'static str, OptionValue)> + '_ {
        self.values.iter().map(|(k, v)| (*k, *v))
    }
}

/// Resolves a pass's options: defaults, then command-line knobs, then `local` (the
/// `{key=value ...}` written on the pass in the pipeline).
pub fn resolve_options(
    info: &PassInfo,
    knobs: &KnobSettings,
    local: &[(String, String)],
) -> Result<Options, String> {
    let specs = info.option_specs();
    let mut options = Options::defaults(specs.iter().copied());
    for (name, value) in knobs.iter() {
        if specs.iter().any(|spec| spec.name == name) {
            options.set(name, value);
        }
    }
    for (key, text) in local {
        let spec = info.option(key).ok_or_else(|| {
            let known: Vec<_> = specs.iter().map(|s| s.name).collect();
            format!(
                "unknown option '{key}' for pass '{}'; it accepts: {}",
                info.name,
                if known.is_empty() {
                    "no options".to_string()
                } else {
                    known.join(", ")
                }
            )
        })?;
        let value = spec.parse(text).map_err(|why| {
            format!(
                "invalid value for option '{key}' of pass '{}': {why}",
                info.name
            )
        })?;
        options.set(spec.name, value);
    }
    Ok(options)
}

/// A failure inside a pass run: the function and what went wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PassFailure {
    pub function: String,
    pub error: EngineError,
}

/// What the instances of one pass (one per thread) report back.
#[derive(Debug, Default)]
pub struct PassReport {
    pub counts: RewriteCounts,
    /// What the pass declined to rewrite, per reason ([`crate::refusals`]).
    pub refusals: RefusalCounts,
    pub remarks: Remarks,
    failures: Mutex<Vec<PassFailure>>,
    /// Verify each op the pass changed (a function, or the module for a module pass) once the
    /// pass is done with it, as MLIR's pass manager verifies the op a pass ran on; one that no
    /// longer verifies is a failure ([`EngineError::NoLongerVerifies`]).
    verify_changed: bool,
}

impl PassReport {
    /// A report for a pass that verifies what it changes.
    pub fn verifying_changes() -> Self {
        Self {
            verify_changed: true,
            ..Self::default()
        }
    }

    /// Failures sorted by function name, so reports do not depend on thread scheduling.
    pub fn failures(&self) -> Vec<PassFailure> {
        let mut failures = self
            .failures
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        failures.sort_by(|a, b| a.function.cmp(&b.function));
        failures
    }
}

/// One pass of a pass manager (and the copies MLIR makes of it for its threads, which share
/// the report and the templates).
#[derive(Clone)]
struct FunctionPass {
    info: &'static PassInfo,
    options: Options,
    report: Arc<PassReport>,
    /// Op templates parsed for this pass, shared by every function it runs on (and, from
    /// [`RunTemplates`], by the other passes of its run). Held by the pass, so they go no later
    /// than the pass manager does, which cannot outlive the context.
    templates: SharedTemplates,
}

/// Op templates shared by the passes of one pipeline run ([`create_pass`]), so each is
/// parsed once per run rather than once per step. It borrows the context the templates are
/// parsed in: neither it nor the passes holding its templates can outlive that context, and
/// the last of them to go frees the templates while it is alive.
pub struct RunTemplates<'c> {
    shared: SharedTemplates,
    context: PhantomData<&'c Context>,
}

impl<'c> RunTemplates<'c> {
    pub fn new(_context: &'c Context) -> Self {
        Self {
            shared: SharedTemplates::default(),
            context: PhantomData,
        }
    }
}

impl<'c> RunExternalPass<'c> for FunctionPass {
    fn initialize(&mut self, _context: ContextRef<'c>) {}

    fn run(&mut self, function: OperationRef<'c, '_>, pass: ExternalPass<'_>) {
        let result = apply(
            function,
            self.info,
            &self.options,
            &self.report,
            &self.templates,
        )
        .and_then(|rewrites| {
            if rewrites > 0 && self.report.verify_changed && !function.verify() {
                Err(EngineError::NoLongerVerifies)
            } else {
                Ok(rewrites)
            }
        });
        if let Err(error) = result {
            let failure = PassFailure {
                function: function_name(&function),
                error,
            };
            self.report
                .failures
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(failure);
            pass.signal_failure();
        }
    }
}

/// Applies `info`'s body, configured by `options`, to `function`; counts and remarks go to
/// `report`. Returns the number of rewrites.
pub fn apply_pass(
    function: OperationRef,
    info: &'static PassInfo,
    options: &Options,
    report: &PassReport,
) -> Result<u64, EngineError> {
    apply(function, info, options, report, &SharedTemplates::default())
}

/// [`apply_pass`], creating ops from `templates`.
fn apply(
    function: OperationRef,
    info: &'static PassInfo,
    options: &Options,
    report: &PassReport,
    templates: &SharedTemplates,
) -> Result<u64, EngineError> {
    match info.body {
        PassBody::Patterns(populate) => raw::with_context_of(&function, |context| {
            let mut set = PatternSet::with_remarks(context, report.remarks.clone());
            set.share_templates(templates.clone());
            set.share_refusals(report.refusals.clone());
            populate(&mut set, options);
            debug_assert!(
                set.decls()
                    .iter()
                    .all(|added| info.patterns.iter().any(|d| d.name == added.name)),
                "{} adds a pattern it does not declare",
                info.name
            );
            // Where no op is a root of the set (the set may be empty: scev-cgp, off by
            // default, sits in every -O level), all the driver would do is erase trivially
            // dead ops, folding being off. Dead-sync-elim's roots are in a third of the
            // corpus's functions.
            if raw::erase_dead_ops_unless_named(&function, &set.roots()).is_some() {
                return Ok(0);
            }
            apply_to_function(function, set, &report.counts)
        }),
        PassBody::Function(body) | PassBody::Module(body) => run_body(
            function,
            info.name,
            info.patterns,
            body,
            options,
            report,
            templates,
        ),
    }
}

/// `@name` of an `llvm.func`, or `<anonymous>` (`<module>` for a module).
pub fn function_name(function: &OperationRef) -> String {
    string_attribute(function, "sym_name")
        .map(|name| format!("@{name}"))
        .unwrap_or_else(|| {
            if function.name().as_string_ref().as_str() == Ok(names::BUILTIN_MODULE) {
                "<module>".to_string()
            } else {
                "<anonymous>".to_string()
            }
        })
}

/// MLIR identifies pass classes by the address of a static object.
#[repr(align(8))]
struct PassToken(#[allow(dead_code)] u8);

static PASS_TOKENS: [PassToken; 16] = [const { PassToken(0) }; 16];

/// Builds the MLIR pass that applies `info`'s patterns to each `llvm.func` (or its module
/// body to the top-level module), creating ops from the templates of `templates`' run.
pub fn create_pass(
    templates: &RunTemplates,
    info: &'static PassInfo,
    options: Options,
    report: Arc<PassReport>,
) -> Pass {
    let index = passes()
        .iter()
        .position(|p| std::ptr::eq(*p, info))
        .unwrap_or(0);
    raw::create_external_pass(
        FunctionPass {
            info,
            options,
            report,
            templates: templates.shared.clone(),
        },
        TypeId::create(&PASS_TOKENS[index % PASS_TOKENS.len()]),
        info.name,
        info.name,
        info.summary,
        info.body.anchor(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registered_passes_have_unique_names_and_fit_the_token_table() {
        let mut names: Vec<_> = passes().iter().map(|p| p.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), passes().len());
        assert!(passes().len() <= PASS_TOKENS.len());
    }

    #[test]
    fn pipeline_options_override_command_line_knobs() {
        let info = passes()
            .iter()
            .copied()
            .find(|p| p.name == "common-base-elim")
            .expect("common-base-elim is registered");
        let default = info
            .option("cbe-max-depth")
            .expect("common-base-elim reads cbe-max-depth")
            .default;
        let depth = |knobs: &KnobSettings, local: &[(String, String)]| {
            resolve_options(info, knobs, local)
                .unwrap()
                .int("cbe-max-depth")
        };
        let mut knobs = KnobSettings::default();
        assert_eq!(OptionValue::Int(depth(&knobs, &[])), default);
        knobs.set("cbe-max-depth", "7").unwrap();
        assert_eq!(depth(&knobs, &[]), 7, "the knob replaces the default");
        let local = [("cbe-max-depth".to_string(), "3".to_string())];
        assert_eq!(
            depth(&knobs, &local),
            3,
            "the pass option replaces the knob"
        );
        assert_ne!(
            OptionValue::Int(3),
            default,
            "the test must tell the three apart"
        );
        assert!(
            knobs
                .set("no-such-knob", "1")
                .unwrap_err()
                .contains("unknown option")
        );
    }

    #[test]
    fn every_option_a_pass_reads_is_one_it_accepts_with_its_declared_kind() {
        for info in passes() {
            for read in info.reads {
                let accepted = info.option(read.name).unwrap_or_else(|| {
                    panic!("{} reads '{}' but does not accept it", info.name, read.name)
                });
                assert_eq!(accepted.kind, read.kind, "{}: {}", info.name, read.name);
            }
        }
    }

    #[test]
    fn every_pattern_a_pass_declares_has_a_unique_name_and_an_identity() {
        for info in passes() {
            let mut names: Vec<_> = info.patterns.iter().map(|p| p.name).collect();
            names.sort_unstable();
            names.dedup();
            assert_eq!(names.len(), info.patterns.len(), "{}", info.name);
            assert!(info.patterns.iter().all(|p| !p.identity.is_empty()));
        }
    }

    #[test]
    fn unknown_pass_options_list_the_known_ones() {
        let info = passes()[0];
        let error = resolve_options(
            info,
            &KnobSettings::default(),
            &[("bogus".into(), "1".into())],
        )
        .unwrap_err();
        assert!(
            error.starts_with(&format!("unknown option 'bogus' for pass '{}'", info.name)),
            "{error}"
        );
    }

    #[test]
    fn command_line_knobs_are_type_checked() {
        let mut knobs = KnobSettings::default();
        assert!(knobs.set("cbe-max-depth", "4").is_ok());
        assert_eq!(
            knobs.set("cbe-max-depth", "deep").unwrap_err(),
            "invalid value for '--cbe-max-depth': expected an integer, got 'deep'"
        );
        assert_eq!(
            knobs
                .set("do-base-address-strength-reduce", "3")
                .unwrap_err(),
            "invalid value for '--do-base-address-strength-reduce': 3 is out of range 0..=2"
        );
    }
}
