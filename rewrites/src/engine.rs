//! Declaring patterns and applying them with melior's greedy rewrite driver.
//!
//! A pass contributes patterns to a [`PatternSet`] through its `populate` function; the
//! [`crate::registry`] turns the set into an MLIR external pass that applies it to one
//! `llvm.func` at a time, so MLIR's pass manager can run functions in parallel.

pub use kestrel_dialects::raw::Rewriter;
use kestrel_dialects::raw::{self, RewriteFn, TemplateCache};
use melior::ir::operation::OperationLike as _;
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

/// What a pattern is: the rewrite it performs, the op it is rooted at, and what it creates.
#[derive(Clone, Copy, Debug)]
pub struct PatternDecl {
    /// Stable name, used in `--stats` and in test names.
    pub name: &'static str,
    /// The identity the rewrite implements, e.g. `shl nsw x, c -> mul nsw x, 1<<c`.
    pub identity: &'static str,
    /// Root op name (`llvm.shl`).
    pub root: &'static str,
    /// Higher runs first when several patterns match the same op.
    pub benefit: u16,
    /// Op names the rewrite may create.
    pub generates: &'static [&'static str],
}

/// Rewrite counts per pattern, shared by every clone of a pass (one per thread).
#[derive(Debug, Default)]
pub struct RewriteCounts {
    counts: Mutex<BTreeMap<&'static str, u64>>,
}

impl RewriteCounts {
    fn add(&self, pattern: &'static str, count: u64) {
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

/// Counts the successful rewrites of one pattern-set application, so function-level
/// analyses cached by a pass know when they are stale: a cache filled at generation `g` is
/// valid while [`Generation::current`] is still `g`.
#[derive(Clone, Debug, Default)]
pub struct Generation(Rc<Cell<u64>>);

impl Generation {
    pub fn current(&self) -> u64 {
        self.0.get()
    }

    fn advance(&self) {
        self.0.set(self.0.get() + 1);
    }
}

/// A function-level analysis result cached across the pattern invocations of one
/// application, recomputed after any rewrite. Results must hold no MLIR handles (the
/// analyses in [`crate::analysis`] hold keys and indices only).
#[derive(Debug)]
pub struct Cached<T> {
    generation: Generation,
    slot: RefCell<Option<(u64, Rc<T>)>>,
}

impl<T> Cached<T> {
    pub fn new(generation: Generation) -> Self {
        Self {
            generation,
            slot: RefCell::new(None),
        }
    }

    /// The cached value, or `compute()` when there is none for the current generation.
    pub fn get(&self, compute: impl FnOnce() -> T) -> Rc<T> {
        let now = self.generation.current();
        if let Some((generation, value)) = &*self.slot.borrow()
            && *generation == now
        {
            return value.clone();
        }
        let value = Rc::new(compute());
        *self.slot.borrow_mut() = Some((now, value.clone()));
        value
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
    patterns: Vec<(PatternDecl, RewriteFn)>,
    generation: Generation,
    remarks: Remarks,
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
            generation: Generation::default(),
            remarks,
        }
    }

    /// Where this set's patterns report remarks.
    pub fn remarks(&self) -> Remarks {
        self.remarks.clone()
    }

    /// The rewrite counter of this set, for [`Cached`] analyses.
    pub fn generation(&self) -> Generation {
        self.generation.clone()
    }

    /// Adds a pattern. `rewrite` returns `true` when it changed the IR and must leave the IR
    /// untouched when it returns `false`.
    pub fn add(
        &mut self,
        decl: PatternDecl,
        rewrite: impl for<'x, 'a, 'r> FnMut(OperationRef<'x, 'a>, &Rewriter<'x, 'r>) -> bool + 'static,
    ) {
        self.patterns.push((decl, Box::new(rewrite)));
    }

    /// Adds a pattern that plans and applies over a whole function in one match: `decl`
    /// (its `root` ignored) is rooted at every terminator, and `rewrite` gets the enclosing
    /// `llvm.func` the first time any of them matches (a set is built per function, so once
    /// per function and application). A match per op that scans its block would be quadratic.
    pub fn add_once_per_function(
        &mut self,
        decl: PatternDecl,
        rewrite: impl for<'x, 'a, 'r> Fn(OperationRef<'x, 'a>, &Rewriter<'x, 'r>) -> bool + 'static,
    ) {
        let rewrite = Rc::new(rewrite);
        let done = Rc::new(Cell::new(false));
        for root in TERMINATORS {
            let (rewrite, done) = (rewrite.clone(), done.clone());
            self.add(PatternDecl { root, ..decl }, move |op, rewriter| {
                if done.replace(true) {
                    return false;
                }
                enclosing_function(op).is_some_and(|function| rewrite(function, rewriter))
            });
        }
    }

    /// The declarations added so far, in order.
    pub fn decls(&self) -> impl Iterator<Item = &PatternDecl> {
        self.patterns.iter().map(|(decl, _)| decl)
    }

    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }
}

/// Why applying a pattern set failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineError {
    /// The greedy driver hit its iteration limit: patterns keep undoing each other.
    DidNotConverge,
    /// A pattern callback panicked (a bug in Kestrel); the IR may be half rewritten.
    PatternPanicked {
        pattern: &'static str,
        message: String,
    },
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Self::DidNotConverge => write!(f, "patterns did not converge"),
            Self::PatternPanicked { pattern, message } => {
                write!(f, "internal error in pattern '{pattern}': {message}")
            }
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
    let templates = Rc::new(RefCell::new(TemplateCache::default()));
    let panics: Arc<Mutex<Vec<(&'static str, String)>>> = Arc::default();
    let mut tallies = Vec::new();
    let mut mlir_patterns = Vec::with_capacity(set.patterns.len());
    for (decl, mut rewrite) in set.patterns {
        let tally = Arc::new(AtomicU64::new(0));
        tallies.push((decl.name, tally.clone()));
        let generation = set.generation.clone();
        let counted: RewriteFn = Box::new(move |op, rewriter| {
            let changed = rewrite(op, rewriter);
            if changed {
                tally.fetch_add(1, Ordering::Relaxed);
                generation.advance();
            }
            changed
        });
        let sink = panics.clone();
        let name = decl.name;
        mlir_patterns.push(raw::op_rewrite_pattern(
            set.context,
            decl.root,
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
    Ok(total)
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

/// Every terminator op. A pass that plans and applies a whole function in one match roots its
/// pattern here: every block has a terminator, so every function with a body gets a match.
pub const TERMINATORS: &[&str] = &[
    kestrel_dialects::names::RETURN,
    kestrel_dialects::names::UNREACHABLE,
    kestrel_dialects::names::BR,
    kestrel_dialects::names::COND_BR,
    kestrel_dialects::names::SWITCH,
];

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
