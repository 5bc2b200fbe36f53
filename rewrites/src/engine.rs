//! The kinds of pass body and how each is applied: to one `llvm.func`, or to the module.
//!
//! - [`PassBody::Patterns`]: a pass contributes local rewrite patterns to a [`PatternSet`]
//!   through its `populate` function, and melior's greedy driver applies them until none
//!   matches. Each pattern is rooted at the ops it rewrites and asks the function's
//!   [`FunctionAnalyses`] ([`PatternSet::analyses`]) for facts about the whole function.
//! - [`PassBody::Function`]: a transform that is inherently one walk of the function (value
//!   numbering over the dominator tree, a plan over every access of a loop nest) runs once
//!   with a [`Rewriter`] of its own, asks [`FunctionRun::analyses`] for facts, and reports
//!   what it did per rule through [`FunctionRun`].
//! - [`PassBody::Module`]: a transform that needs every function at once (interprocedural
//!   address-space inference clones callees per call-site signature) runs once on the
//!   top-level module, the same way.
//!
//! All kinds declare their rules as [`PatternDecl`]s, so `--list-patterns`, `--stats` and the
//! embedding report count rewrites per rule whatever the kind. The [`crate::registry`] turns
//! a pass into an MLIR external pass that runs on one `llvm.func` at a time, so MLIR's pass
//! manager can run functions in parallel.

pub use crate::analysis::manager::{FunctionAnalyses, Preserved};
use crate::refusals::{Refusal, RefusalCounts};
pub use kestrel_dialects::raw::Rewriter;
use kestrel_dialects::raw::{self, RewriteFn, SharedTemplates};
use melior::ir::{BlockLike as _, RegionLike as _, operation::OperationLike as _};
use melior::{
    Context, GreedyRewriteDriverConfig, GreedyRewriteStrictness, GreedySimplifyRegionLevel,
    ir::OperationRef,
};
use std::{
    cell::{Cell, RefCell},
    collections::BTreeMap,
    fmt,
    rc::Rc,
    sync::{
        Arc, Mutex,
        atomic::{AtomicU64, Ordering},
    },
};

/// What a rule is: the rewrite it performs, the ops it is rooted at, and what it creates.
/// A pattern of a [`PatternSet`] is registered with the greedy driver once per root; a rule of
/// a [`PassBody::Function`] has no roots (it is counted, not matched).
#[derive(Clone, Copy, Debug)]
pub struct PatternDecl {
    /// Stable name, used in `--stats`, `--list-patterns` and test snapshots.
    pub name: &'static str,
    /// The identity the rewrite implements, e.g. `shl nsw x, c -> mul nsw x, 1<<c`.
    pub identity: &'static str,
    /// Root op names (`llvm.shl`); empty for a function body's rule.
    pub roots: &'static [&'static str],
    /// Higher runs first when several patterns match the same op.
    pub benefit: u16,
    /// Op names the rewrite may create.
    pub generates: &'static [&'static str],
}

impl PatternDecl {
    /// A rule of a function body: counted, not matched, so it has no roots.
    pub const fn rule(
        name: &'static str,
        identity: &'static str,
        generates: &'static [&'static str],
    ) -> Self {
        Self {
            name,
            identity,
            roots: &[],
            benefit: 1,
            generates,
        }
    }
}

/// Rewrite counts per pattern, shared by every clone of a pass (one per thread).
#[derive(Debug, Default)]
pub struct RewriteCounts {
    counts: Mutex<BTreeMap<&'static str, u64>>,
}

impl RewriteCounts {
    /// Adds `count` rewrites of `pattern`.
    pub fn add(&self, pattern: &'static str, count: u64) {
        if count > 0 {
            let mut counts = self.counts.lock().unwrap_or_else(|e| e.into_inner());
            *counts.entry(pattern).or_default() += count;
        }
    }

    /// Total rewrites per pattern, sorted by pattern name.
    pub fn snapshot(&self) -> BTreeMap<&'static str, u64> {
        self.counts
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }
}

/// A remark a pattern reports (`--print-dead-sync-elim` summaries and the like): where, and
/// what. Collected as values rather than MLIR diagnostics (the C API can only emit errors),
/// so drivers can sort them and print them deterministically.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Remark {
    pub position: Option<crate::diagnostics::Position>,
    pub message: String,
}

/// Where patterns send remarks; shared by every clone of a pass.
#[derive(Clone, Debug, Default)]
pub struct Remarks(Arc<Mutex<Vec<Remark>>>);

impl Remarks {
    /// Records `message` at `op`'s location.
    pub fn emit(&self, op: &OperationRef, message: impl Into<String>) {
        let remark = Remark {
            position: crate::diagnostics::position_of(op.location()),
            message: message.into(),
        };
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(remark);
    }

    /// Removes and returns the remarks, sorted by position (then text), so their order does
    /// not depend on which thread ran which function.
    pub fn take(&self) -> Vec<Remark> {
        let mut remarks = std::mem::take(&mut *self.0.lock().unwrap_or_else(|e| e.into_inner()));
        remarks.sort_by(|a, b| a.position.cmp(&b.position).then(a.message.cmp(&b.message)));
        remarks
    }
}

/// A set of patterns being assembled for one function.
pub struct PatternSet<'c> {
    context: &'c Context,
    /// One entry per (pattern, root).
    patterns: Vec<(PatternDecl, &'static str, RewriteFn)>,
    analyses: Rc<FunctionAnalyses>,
    remarks: Remarks,
    preserved: Preserved,
    templates: SharedTemplates,
    refusals: RefusalCounts,
}

impl<'c> PatternSet<'c> {
    pub fn new(context: &'c Context) -> Self {
        Self::with_remarks(context, Remarks::default())
    }

    /// A set whose patterns report remarks to `remarks`.
    pub fn with_remarks(context: &'c Context, remarks: Remarks) -> Self {
        Self {
            context,
            patterns: Vec::new(),
            analyses: Rc::default(),
            remarks,
            preserved: Preserved::Nothing,
            templates: SharedTemplates::default(),
            refusals: RefusalCounts::default(),
        }
    }

    /// Makes the set's patterns count their refusals in `refusals` (their pass's report).
    pub(crate) fn share_refusals(&mut self, refusals: RefusalCounts) {
        self.refusals = refusals;
    }

    /// Where this set's patterns count what they decline to rewrite, and why.
    pub fn refusals(&self) -> RefusalCounts {
        self.refusals.clone()
    }

    /// Makes the set create ops from `templates` (shared with the other functions its pass
    /// runs on) instead of a cache of its own.
    pub(crate) fn share_templates(&mut self, templates: SharedTemplates) {
        self.templates = templates;
    }

    /// Where this set's patterns report remarks.
    pub fn remarks(&self) -> Remarks {
        self.remarks.clone()
    }

    /// The analyses of the function the set is applied to: a pattern asks them for facts
    /// about the whole function; every rewrite drops what it may have made stale.
    pub fn analyses(&self) -> Rc<FunctionAnalyses> {
        self.analyses.clone()
    }

    /// Declares that no pattern of the set creates, erases or rewires blocks, so the block
    /// analyses are computed once per function instead of after every rewrite. Debug builds
    /// check the claim.
    pub fn preserve_blocks(&mut self) {
        self.preserved = Preserved::Blocks;
    }

    /// Adds a pattern, rooted at each of `decl.roots`. `rewrite` returns `true` when it
    /// changed the IR and must leave the IR untouched when it returns `false`.
    pub fn add(
        &mut self,
        decl: PatternDecl,
        rewrite: impl for<'x, 'a, 'r> Fn(OperationRef<'x, 'a>, &Rewriter<'x, 'r>) -> bool + 'static,
    ) {
        debug_assert!(
            !decl.roots.is_empty(),
            "pattern '{}' has no root",
            decl.name
        );
        let rewrite = Rc::new(rewrite);
        for root in decl.roots {
            let rewrite = rewrite.clone();
            self.patterns.push((
                decl,
                root,
                Box::new(move |op, rewriter| rewrite(op, rewriter)),
            ));
        }
    }

    /// The patterns added so far, in order, each once (not once per root).
    pub fn decls(&self) -> Vec<&PatternDecl> {
        let mut decls: Vec<&PatternDecl> = Vec::new();
        for (decl, _, _) in &self.patterns {
            if !decls.iter().any(|seen| seen.name == decl.name) {
                decls.push(decl);
            }
        }
        decls
    }

    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// The op names the patterns are rooted at, each once.
    pub fn roots(&self) -> Vec<&'static str> {
        let mut roots: Vec<&'static str> = Vec::new();
        for (_, root, _) in &self.patterns {
            if !roots.contains(root) {
                roots.push(root);
            }
        }
        roots
    }
}

/// Why applying a pass body failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineError {
    /// The greedy driver hit its iteration limit: patterns keep undoing each other.
    DidNotConverge,
    /// A pattern set that declared its blocks preserved changed them (a bug in Kestrel, found
    /// by debug builds).
    BlocksChanged,
    /// A pattern callback or function body panicked (a bug in Kestrel); the IR may be half
    /// rewritten.
    PatternPanicked {
        pattern: &'static str,
        message: String,
    },
    /// The function (or module) the pass changed no longer verifies.
    NoLongerVerifies,
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Self::DidNotConverge => write!(f, "patterns did not converge"),
            Self::BlocksChanged => write!(
                f,
                "internal error: a pattern set that declares its blocks preserved changed them"
            ),
            Self::PatternPanicked { pattern, message } => {
                write!(f, "internal error in pattern '{pattern}': {message}")
            }
            Self::NoLongerVerifies => write!(f, "the IR no longer verifies"),
        }
    }
}

impl std::error::Error for EngineError {}

/// Applies `set` to `function` (and everything nested in it) until no pattern matches, then
/// adds the successful rewrites to `counts`. Folding, constant CSE and region simplification
/// are off: a pass changes exactly what its patterns say (the driver still erases ops that
/// become trivially dead).
pub fn apply_to_function(
    function: OperationRef,
    set: PatternSet,
    counts: &RewriteCounts,
) -> Result<u64, EngineError> {
    let templates = set.templates.clone();
    let panics: Arc<Mutex<Vec<(&'static str, String)>>> = Arc::default();
    let mut tallies: Vec<(&'static str, Arc<AtomicU64>)> = Vec::new();
    let mut mlir_patterns = Vec::with_capacity(set.patterns.len());
    #[cfg(debug_assertions)]
    let blocks_before =
        (set.preserved == Preserved::Blocks).then(|| reachable_block_structure(&function));
    for (decl, root, mut rewrite) in set.patterns {
        // One tally per pattern, shared by its roots.
        let tally = match tallies.iter().find(|(name, _)| *name == decl.name) {
            Some((_, tally)) => tally.clone(),
            None => {
                let tally = Arc::new(AtomicU64::new(0));
                tallies.push((decl.name, tally.clone()));
                tally
            }
        };
        let analyses = set.analyses.clone();
        let preserved = set.preserved;
        let counted: RewriteFn = Box::new(move |op, rewriter| {
            let changed = rewrite(op, rewriter);
            if changed {
                tally.fetch_add(1, Ordering::Relaxed);
                analyses.changed(preserved);
            }
            changed
        });
        let sink = panics.clone();
        let name = decl.name;
        mlir_patterns.push(raw::op_rewrite_pattern(
            set.context,
            root,
            u32::from(decl.benefit),
            decl.generates,
            counted,
            templates.clone(),
            Box::new(move |message| {
                sink.lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push((name, message))
            }),
        ));
    }
    let config = driver_config();
    config.set_max_num_rewrites(rewrite_budget(&function));
    let converged = raw::apply_patterns_greedily(function, set.context, mlir_patterns, &config);
    let mut total = 0;
    for (name, tally) in tallies {
        let count = tally.load(Ordering::Relaxed);
        counts.add(name, count);
        total += count;
    }
    if let Some((pattern, message)) = panics.lock().unwrap_or_else(|e| e.into_inner()).pop() {
        return Err(EngineError::PatternPanicked { pattern, message });
    }
    if !converged {
        return Err(EngineError::DidNotConverge);
    }
    #[cfg(debug_assertions)]
    if blocks_before.is_some_and(|before| before != reachable_block_structure(&function)) {
        return Err(EngineError::BlocksChanged);
    }
    Ok(total)
}

/// The reachable blocks of `function` and their successors, by key, in reverse post-order:
/// what a set that preserves blocks must leave alone. Unreachable blocks do not count: the
/// greedy driver erases them whatever the patterns do, and no analysis looks at them.
#[cfg(debug_assertions)]
fn reachable_block_structure(function: &OperationRef) -> Vec<(usize, Vec<usize>)> {
    let cfg = crate::analysis::cfg::Cfg::of(function);
    cfg.reverse_post_order()
        .into_iter()
        .map(|block| {
            let successors = cfg.successors(block).iter().map(|s| cfg.key(*s)).collect();
            (cfg.key(block), successors)
        })
        .collect()
}

/// A transform that is one walk of a function: it gets the function, a rewriter, the
/// pass's options and a [`FunctionRun`] to count its rewrites in, per rule.
pub type FunctionBody =
    for<'c, 'a, 'r> fn(OperationRef<'c, 'a>, &Rewriter<'c, 'r>, &crate::Options, &FunctionRun);

/// How a pass changes a function (or, for [`PassBody::Module`], the module).
#[derive(Clone, Copy)]
pub enum PassBody {
    /// Local patterns, built per function by `populate` and applied by the greedy driver.
    Patterns(fn(&mut PatternSet, &crate::Options)),
    /// One walk of the function.
    Function(FunctionBody),
    /// One walk of the top-level module; the body gets the module op, not a function.
    Module(FunctionBody),
}

impl PassBody {
    /// The op the pass runs on: `llvm.func`, or `builtin.module` for a module body.
    pub fn anchor(&self) -> &'static str {
        match self {
            Self::Module(_) => kestrel_dialects::names::BUILTIN_MODULE,
            Self::Patterns(_) | Self::Function(_) => kestrel_dialects::names::FUNC,
        }
    }
}

impl fmt::Debug for PassBody {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(match self {
            Self::Patterns(_) => "Patterns",
            Self::Function(_) => "Function",
            Self::Module(_) => "Module",
        })
    }
}

/// What a function body reports (rewrites per rule, refusals per reason, and remarks) and
/// where it asks for analyses.
pub struct FunctionRun {
    rules: &'static [PatternDecl],
    tallies: RefCell<BTreeMap<&'static str, u64>>,
    remarks: Remarks,
    analyses: FunctionAnalyses,
    preserved: Cell<Preserved>,
    refusals: RefusalCounts,
}

impl FunctionRun {
    fn new(
        rules: &'static [PatternDecl],
        remarks: Remarks,
        analyses: FunctionAnalyses,
        refusals: RefusalCounts,
    ) -> Self {
        Self {
            rules,
            tallies: RefCell::default(),
            remarks,
            analyses,
            preserved: Cell::default(),
            refusals,
        }
    }

    /// The analyses of the function the body runs on. Every counted rewrite drops what it
    /// may have made stale, so a body counts each rewrite right after making it.
    pub fn analyses(&self) -> &FunctionAnalyses {
        &self.analyses
    }

    /// Declares that the body creates, erases and rewires no block, so the block analyses
    /// survive its rewrites (checked in debug builds when one is reused).
    pub fn preserve_blocks(&self) {
        self.preserved.set(Preserved::Blocks);
    }

    /// Counts one thing the body declined to rewrite, under `why`'s name.
    pub fn refuse(&self, why: &impl Refusal) {
        self.refusals.count(why);
    }

    /// Counts one rewrite by `rule`, which must be one of the pass's declared rules.
    pub fn count(&self, rule: &PatternDecl) {
        self.count_n(rule, 1);
    }

    /// Counts `n` rewrites by `rule`.
    pub fn count_n(&self, rule: &PatternDecl, n: u64) {
        debug_assert!(
            self.rules.iter().any(|declared| declared.name == rule.name),
            "rule '{}' is not declared by its pass",
            rule.name
        );
        if n > 0 {
            *self.tallies.borrow_mut().entry(rule.name).or_default() += n;
            self.analyses.changed(self.preserved.get());
        }
    }

    /// Where the body reports remarks.
    pub fn remarks(&self) -> &Remarks {
        &self.remarks
    }

    /// Rewrites counted so far, all rules together.
    pub fn total(&self) -> u64 {
        self.tallies.borrow().values().sum()
    }
}

/// Runs walk body `body` of pass `pass` (declaring `rules`) on `op`, an `llvm.func` or, for a
/// module pass, the `builtin.module`, and adds the per-rule counts to `counts`. In a function
/// the trivially dead ops are erased before and, when the body rewrote something, after (as
/// the greedy driver does around a pattern set's rewrites, so a body never counts an access
/// nobody reads, and both kinds of pass leave a function in the same state); a module body
/// changes only what it counts, and the function passes that follow clean up after it. A
/// panic in the body is caught and reported as an error.
pub fn run_body(
    op: OperationRef,
    pass: &'static str,
    rules: &'static [PatternDecl],
    body: FunctionBody,
    options: &crate::Options,
    report: &crate::registry::PassReport,
    templates: &SharedTemplates,
) -> Result<u64, EngineError> {
    let erase_dead =
        op.name().as_string_ref().as_str() != Ok(kestrel_dialects::names::BUILTIN_MODULE);
    let analyses = FunctionAnalyses::default();
    let run = FunctionRun::new(
        rules,
        report.remarks.clone(),
        analyses,
        report.refusals.clone(),
    );
    let counts = &report.counts;
    let outcome = raw::with_context_of(&op, |context| {
        if erase_dead {
            raw::erase_dead_ops(&op);
        }
        let outcome = raw::with_ir_rewriter(context, templates, |rewriter| {
            body(op, rewriter, options, &run)
        });
        // A body counts every change it makes, so with no rewrite nothing new is dead.
        if erase_dead && outcome.is_ok() && run.total() > 0 {
            raw::erase_dead_ops(&op);
        }
        outcome
    });
    for (rule, count) in run.tallies.borrow().iter() {
        counts.add(rule, *count);
    }
    outcome.map_err(|message| EngineError::PatternPanicked {
        pattern: pass,
        message,
    })?;
    Ok(run.total())
}

/// Rewrites a pattern set may make in one function before the run counts as not converging.
/// The driver's iteration limit alone does not stop patterns that undo each other: each
/// rewrite puts the op it creates back on the worklist, so one iteration never ends. No
/// Kestrel pattern rewrites an op more than a few times, so sixteen per op is generous.
fn rewrite_budget(function: &OperationRef) -> i64 {
    fn count_ops(op: &OperationRef) -> i64 {
        let mut count = 1;
        for region in op.regions() {
            let mut block = region.first_block();
            while let Some(current) = block {
                let mut next = current.first_operation();
                while let Some(inner) = next {
                    count += count_ops(&inner);
                    next = inner.next_in_block();
                }
                block = current.next_in_region();
            }
        }
        count
    }
    16 * count_ops(function) + 1024
}

fn driver_config() -> GreedyRewriteDriverConfig {
    let config = GreedyRewriteDriverConfig::new();
    config.enable_folding(false);
    config.enable_constant_cse(false);
    config.set_region_simplification_level(GreedySimplifyRegionLevel::Disabled);
    config.set_strictness(GreedyRewriteStrictness::AnyOp);
    config.set_use_top_down_traversal(true);
    config
}

/// The `llvm.func` enclosing `op`, however deeply nested.
pub fn enclosing_function<'c, 'a>(
    op: melior::ir::OperationRef<'c, 'a>,
) -> Option<melior::ir::OperationRef<'c, 'a>> {
    let mut current = op.parent_operation();
    while let Some(candidate) = current {
        if candidate.name().as_string_ref().as_str() == Ok(kestrel_dialects::names::FUNC) {
            return Some(candidate);
        }
        current = candidate.parent_operation();
    }
    None
}

/// Declares a table of local peephole rules, one entry each: its name, the identity it
/// implements, its root op, the ops it creates, and the function that matches and rewrites.
/// Expands to the pass's `PATTERNS` and a `populate` that adds every rule:
///
/// ```ignore
/// peephole_rules! {
///     "shl-const-to-mul": "shl x, c -> mul x, 2^c",
///         at names::SHL, creates [names::CONSTANT, names::MUL], by shl_const_to_mul;
/// }
/// ```
#[macro_export]
macro_rules! peephole_rules {
    ($(
        $name:literal : $identity:literal,
            at $root:expr, creates [$($generated:expr),* $(,)?], by $rewrite:path;
    )*) => {
        /// The rules of the table, in order.
        pub const PATTERNS: &[$crate::engine::PatternDecl] = &[$(
            $crate::engine::PatternDecl {
                name: $name,
                identity: $identity,
                roots: &[$root],
                benefit: 1,
                generates: &[$($generated),*],
            },
        )*];

        /// Adds every rule of the table.
        pub fn populate(set: &mut $crate::engine::PatternSet, _options: &$crate::Options) {
            type Rewrite = for<'c, 'a, 'r> fn(
                melior::ir::OperationRef<'c, 'a>,
                &$crate::engine::Rewriter<'c, 'r>,
            ) -> bool;
            let rewrites: &[Rewrite] = &[$($rewrite as Rewrite),*];
            for (decl, rewrite) in PATTERNS.iter().zip(rewrites) {
                set.add(*decl, *rewrite);
            }
        }
    };
}
