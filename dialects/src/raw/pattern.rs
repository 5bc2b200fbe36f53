//! Pattern FFI: Rust closures as MLIR rewrite patterns, the rewriter they get, and the
//! greedy driver.
//!
//! - [`op_rewrite_pattern`]: turns a Rust match-and-rewrite closure into an MLIR pattern,
//!   catching panics at the C boundary (a panic there would abort the process);
//! - [`with_ir_rewriter`]: the same [`Rewriter`] for pass bodies that are one walk of a
//!   function, not driven by patterns;
//! - [`apply_patterns_greedily`]: melior's `apply_patterns_and_fold_greedily_with_op`
//!   without its leak (it never destroys the frozen pattern set, and so every pattern
//!   closure). Found by the fuzzers' LeakSanitizer: an embedder running passes in a
//!   long-lived process would lose memory on every function.

use melior::{
    Context, PatternRewriter, RewritePattern, RewriterBase, create_op_rewrite_pattern,
    ir::{
        Attribute, BlockLike, Location, Module, Operation, OperationRef, RegionLike, Value,
        ValueLike,
        attribute::DenseI32ArrayAttribute,
        operation::{OperationLike, OperationMutLike},
    },
};
use mlir_sys::{MlirModule, MlirOperation, mlirModuleDestroy, mlirOperationClone};
use std::{
    collections::HashMap,
    panic::{AssertUnwindSafe, catch_unwind},
    sync::{Arc, Mutex, PoisonError},
};

/// A match-and-rewrite callback: gets the matched op and the rewriter, returns whether it
/// changed the IR. It must leave the IR untouched when it returns `false`.
pub type RewriteFn =
    Box<dyn for<'c, 'a, 'r> FnMut(OperationRef<'c, 'a>, &Rewriter<'c, 'r>) -> bool>;

/// The rewriter handed to patterns: MLIR's rewriter (through `Deref`) plus creation of ops
/// from textual templates.
///
/// Several LLVM-dialect flags (`overflow<nsw>`, GEP `inbounds`) are enum *properties* that the
/// C API cannot set on a new op, so new ops are cloned from a parsed one-op template instead
/// of being assembled attribute by attribute.
pub struct Rewriter<'c, 'r> {
    base: RewriterBase<'c, 'r>,
    templates: &'r Mutex<TemplateCache>,
}

impl<'c, 'r> std::ops::Deref for Rewriter<'c, 'r> {
    type Target = RewriterBase<'c, 'r>;
    fn deref(&self) -> &Self::Target {
        &self.base
    }
}

impl<'c, 'r> Rewriter<'c, 'r> {
    /// Inserts, at the current insertion point, a new op written as one line of MLIR custom
    /// syntax with `$0`, `$1`, ... for `operands` and `results` result values, for example
    /// `create("llvm.mul $0, $1 overflow<nsw> : i32", &[x, c], 1, location)`. The template is
    /// parsed once per cache (a pipeline run shares one among its passes) and cloned
    /// afterwards.
    pub fn create(
        &self,
        template: &str,
        operands: &[Value<'c, '_>],
        results: usize,
        location: Location<'c>,
    ) -> Result<OperationRef<'c, '_>, String> {
        let op = self.instantiate(template, operands, results, location)?;
        Ok(self.base.insert(op))
    }

    /// `llvm.getelementptr base[offset] : (T) -> T, i8`, without flags: the address `offset`
    /// bytes past `base`. Every offset that fits a GEP's constant index shares one parsed
    /// template per pointer type, the offset set on the copy (a template per offset would
    /// parse once for each distinct offset, as many as a big function has accesses).
    pub fn create_byte_offset(
        &self,
        base: Value<'c, '_>,
        offset: i128,
        location: Location<'c>,
    ) -> Result<OperationRef<'c, '_>, String> {
        self.create_byte_offset_with(base, offset, false, location)
    }

    /// [`Self::create_byte_offset`], `inbounds` when `inbounds` is set: only for an address
    /// that is poison wherever the `inbounds` one is (the caller's proof).
    pub fn create_byte_offset_with(
        &self,
        base: Value<'c, '_>,
        offset: i128,
        inbounds: bool,
        location: Location<'c>,
    ) -> Result<OperationRef<'c, '_>, String> {
        let ty = base.r#type().to_string();
        let flag = if inbounds { "inbounds " } else { "" };
        // `i32::MIN` marks a dynamic index among a GEP's constant indices.
        let Some(index) = i32::try_from(offset).ok().filter(|&i| i != i32::MIN) else {
            let template = format!("llvm.getelementptr {flag}$0[{offset}] : ({ty}) -> {ty}, i8");
            return self.create(&template, &[base], 1, location);
        };
        let template = format!("llvm.getelementptr {flag}$0[0] : ({ty}) -> {ty}, i8");
        let mut op = self.instantiate(&template, &[base], 1, location)?;
        let indices = self.with_context(|context| DenseI32ArrayAttribute::new(context, &[index]));
        op.set_attribute("rawConstantIndices", indices.into());
        Ok(self.base.insert(op))
    }

    /// A `array<i32: ...>` attribute of `values`, such as a terminator's
    /// `operandSegmentSizes`, built in the rewriter's context.
    pub fn i32_array(&self, values: &[i32]) -> Attribute<'c> {
        self.with_context(|context| DenseI32ArrayAttribute::new(context, values).into())
    }

    /// Runs `f` with the context this rewriter works in. `f` may return what it builds in
    /// the context (attributes, ops), never the reference itself.
    fn with_context<R>(&self, f: impl FnOnce(&'c Context) -> R) -> R {
        let context_ref = self.base.context();
        // SAFETY: the reference points into `context_ref`, which lives until `f` returns, and
        // `f` does not keep it; what `f` builds belongs to the context, alive for `'c`.
        f(unsafe { context_ref.to_ref() })
    }

    /// A detached copy of `template`'s parsed op, with `operands` and `location` set.
    fn instantiate(
        &self,
        template: &str,
        operands: &[Value<'c, '_>],
        results: usize,
        location: Location<'c>,
    ) -> Result<Operation<'c>, String> {
        let types: Vec<melior::ir::Type> = operands.iter().map(|v| v.r#type()).collect();
        let mut cache = self
            .templates
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let prototype =
            self.with_context(|context| cache.prototype(context, template, &types, results))?;
        // SAFETY: the prototype op lives in a module owned by the cache, which outlives every
        // callback of the pattern set; the clone is a new detached op that we own. The lock
        // is held while cloning, so no other thread adds to the cache meanwhile.
        let mut op = unsafe { Operation::from_raw(mlirOperationClone(prototype)) };
        drop(cache);
        op.set_operands(operands);
        op.set_location(location);
        Ok(op)
    }
}

/// Parsed one-op template functions, keyed by their text. Holds raw module handles so it can
/// live inside the `'static` pattern callbacks; the modules are destroyed with the cache,
/// which must therefore not outlive the context they were parsed in.
#[derive(Default)]
pub struct TemplateCache {
    /// By template text, operand types (uniqued, so compared by identity) and result count.
    prototypes: HashMap<(String, Vec<usize>, usize), MlirOperation>,
    modules: Vec<MlirModule>,
}

impl TemplateCache {
    fn prototype(
        &mut self,
        context: &Context,
        template: &str,
        operand_types: &[melior::ir::Type],
        results: usize,
    ) -> Result<MlirOperation, String> {
        let key = (
            template.to_string(),
            operand_types.iter().map(|&t| super::type_key(t)).collect(),
            results,
        );
        if let Some(op) = self.prototypes.get(&key) {
            return Ok(*op);
        }
        let printed: Vec<String> = operand_types.iter().map(ToString::to_string).collect();
        let text = template_function(template, &printed, results);
        let module = Module::parse(context, &text)
            .ok_or_else(|| format!("invalid op template `{template}`"))?;
        let func = module.body().first_operation().ok_or("empty op template")?;
        let body = func.region(0).map_err(|e| e.to_string())?;
        let block = body.first_block().ok_or("op template has no body")?;
        let op = block
            .first_operation()
            .ok_or("op template has no op")?
            .to_raw();
        self.prototypes.insert(key, op);
        self.modules.push(module.to_raw());
        // Ownership moves to `self.modules`; `Drop` destroys it.
        std::mem::forget(module);
        Ok(op)
    }
}

impl std::fmt::Debug for TemplateCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "TemplateCache({} templates)", self.prototypes.len())
    }
}

/// One cache shared by the functions a pass runs on (on whatever thread each runs), and by
/// the passes of one pipeline run, so a template is parsed once per run rather than once per
/// function. Whoever holds one must drop it before the context: a pass goes with its pass
/// manager, and the run's own handle borrows the context (`registry::RunTemplates`).
pub type SharedTemplates = Arc<Mutex<TemplateCache>>;

// SAFETY: the cache holds handles to modules of one MLIR context, and MLIR lets any thread
// read ops and parse into a context. Every access goes through the `Mutex` of
// `SharedTemplates` (or a `&mut`), so no two threads touch the map or a module at once.
unsafe impl Send for TemplateCache {}

impl Drop for TemplateCache {
    fn drop(&mut self) {
        for module in self.modules.drain(..) {
            // SAFETY: each module was released from a `melior::ir::Module` with `into_raw`
            // and is destroyed exactly once, here.
            unsafe { mlirModuleDestroy(module) };
        }
    }
}

/// `llvm.func @template(%a0: T0, ...) { %r = <op> ; llvm.unreachable }`
fn template_function(template: &str, operand_types: &[String], results: usize) -> String {
    let mut op = template.to_string();
    for index in (0..operand_types.len()).rev() {
        op = op.replace(&format!("${index}"), &format!("%a{index}"));
    }
    let arguments: Vec<String> = operand_types
        .iter()
        .enumerate()
        .map(|(i, t)| format!("%a{i}: {t}"))
        .collect();
    let definition = match results {
        0 => String::new(),
        1 => "%r = ".to_string(),
        n => format!("%r:{n} = "),
    };
    format!(
        "llvm.func @template({}) {{\n  {definition}{op}\n  llvm.unreachable\n}}\n",
        arguments.join(", ")
    )
}

/// Called when a rewrite callback panics: the pattern is treated as not matching and the
/// panic message is handed over for reporting.
pub type PanicSink = Box<dyn Fn(String)>;

/// Wraps `rewrite` as an MLIR op rewrite pattern rooted at `root`. Patterns of one set share
/// `templates`.
pub fn op_rewrite_pattern(
    context: &Context,
    root: &str,
    benefit: u32,
    generated: &[&str],
    mut rewrite: RewriteFn,
    templates: SharedTemplates,
    on_panic: PanicSink,
) -> RewritePattern {
    create_op_rewrite_pattern(
        root,
        benefit,
        context,
        move |_pattern, op, rewriter| {
            // SAFETY: MLIR hands the callback a live op and rewriter that stay valid for the
            // duration of the call; neither handle escapes the closure.
            let op = unsafe { OperationRef::from_raw(op) };
            // SAFETY: as above.
            let rewriter = unsafe { PatternRewriter::from_raw(rewriter) };
            let rewriter = Rewriter {
                base: rewriter.as_rewriter_base(),
                templates: &templates,
            };
            match catch_unwind(AssertUnwindSafe(|| rewrite(op, &rewriter))) {
                Ok(changed) => changed,
                Err(payload) => {
                    on_panic(panic_message(&payload));
                    false
                }
            }
        },
        generated,
    )
}

/// Runs `body` with a [`Rewriter`] that is not driven by patterns (MLIR's `IRRewriter`), for
/// pass bodies that are one walk of a function. Panics are caught as in
/// [`op_rewrite_pattern`]: `Err` carries the message, and the IR may be half rewritten.
pub fn with_ir_rewriter<R>(
    context: &Context,
    templates: &Mutex<TemplateCache>,
    body: impl FnOnce(&Rewriter) -> R,
) -> Result<R, String> {
    let owner = melior::IrRewriter::new(context);
    let rewriter = Rewriter {
        base: owner.as_rewriter_base(),
        templates,
    };
    catch_unwind(AssertUnwindSafe(|| body(&rewriter))).map_err(|payload| panic_message(&payload))
}

/// The text of a caught panic.
pub fn panic_message(payload: &Box<dyn std::any::Any + Send>) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic".to_string())
}

/// Applies `patterns` greedily to the regions of `op`, then destroys them; whether the
/// driver converged.
///
/// Built on the C API directly because of two leaks on melior's path: its
/// `apply_patterns_and_fold_greedily_with_op` forgets the frozen set (the C call only borrows
/// it), so every pattern's closure leaked; and MLIR's `mlirFreezeRewritePattern` moves the
/// patterns out of the set but never deletes the set's own allocation.
pub fn apply_patterns_greedily(
    op: OperationRef,
    context: &Context,
    patterns: Vec<RewritePattern>,
    config: &melior::GreedyRewriteDriverConfig,
) -> bool {
    // SAFETY: the set is created, filled (taking each pattern's ownership), frozen, and its
    // moved-from shell destroyed; the frozen set is borrowed by the driver and destroyed once.
    let result = unsafe {
        let set = mlir_sys::mlirRewritePatternSetCreate(context.to_raw());
        for pattern in patterns {
            mlir_sys::mlirRewritePatternSetAdd(set, pattern.into_raw());
        }
        let frozen = mlir_sys::mlirFreezeRewritePattern(set);
        mlir_sys::mlirRewritePatternSetDestroy(set);
        let result =
            mlir_sys::mlirApplyPatternsAndFoldGreedilyWithOp(op.to_raw(), frozen, config.to_raw());
        mlir_sys::mlirFrozenRewritePatternSetDestroy(frozen);
        result
    };
    result.value != 0
}
