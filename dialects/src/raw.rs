//! The one module in Kestrel that handles raw `Mlir*`/`LLVM*` handles and `unsafe`.
//!
//! It lives in the lowest crate because op views here need it too (reading enum properties
//! cheaply, [`op_properties`]); every other module of every crate is `unsafe`-free.
//! Everything else goes through the safe functions here:
//! - [`op_properties`]: an op's inherent properties as printed in generic form;
//! - [`op_rewrite_pattern`]: turns a Rust match-and-rewrite closure into an MLIR pattern,
//!   catching panics at the C boundary (a panic there would abort the process);
//! - [`add_upstream_pipeline`]: appends upstream MLIR passes (`cse`, `canonicalize{...}`)
//!   to a nested pass manager, returning MLIR's own error text;
//! - [`register_upstream_passes`]: registers MLIR's generic transformation passes once;
//! - [`translate_to_llvm_ir`] and [`compile_to_ptx`]: export through the MLIR C API and run
//!   the NVPTX backend in-process through LLVM's C API;
//! - [`llvm_pointer_address_space`]: the address space of an `!llvm.ptr` type without
//!   printing it (the analyses ask for it on every access);
//! - [`inherent_attribute`]: an inherent attribute or property (as its attribute form) by
//!   name, without printing the op;
//! - [`has_uses`]: whether a value is used at all (melior offers no use list);
//! - [`set_operand`]: sets an operand through a shared op handle (melior wants a mutable
//!   one, which a pattern only gets by searching the block).
//! - [`apply_patterns_greedily`] and [`create_external_pass`]: melior's
//!   `apply_patterns_and_fold_greedily_with_op` and `create_external` without their leaks
//!   (the first never destroys the frozen pattern set, and so every pattern closure; the
//!   second never frees the pass's box). Found by the fuzzers' LeakSanitizer: an embedder
//!   running passes in a long-lived process would lose memory on every function.
#![allow(unsafe_code)]

use melior::{
    Context, PatternRewriter, RewritePattern, RewriterBase, create_op_rewrite_pattern,
    ir::{
        BlockLike, Location, Module, Operation, OperationRef, RegionLike, Value, ValueLike,
        operation::{OperationLike, OperationMutLike},
    },
    pass::OperationPassManager,
};
use mlir_sys::{
    LLVMContextRef, LLVMModuleRef, MlirModule, MlirOperation, MlirStringRef,
    mlirLLVMPointerTypeGetAddressSpace, mlirModuleDestroy, mlirOpOperandIsNull,
    mlirOpPassManagerAddPipeline, mlirOperationClone, mlirOperationGetInherentAttributeByName,
    mlirOperationHasInherentAttributeByName, mlirOperationSetOperand, mlirRegisterTransformsPasses,
    mlirTranslateModuleToLLVMIR, mlirTypeIsALLVMPointerType, mlirValueGetFirstUse,
};
use std::{
    cell::RefCell,
    collections::HashMap,
    ffi::{CStr, CString, c_char, c_void},
    panic::{AssertUnwindSafe, catch_unwind},
    rc::Rc,
    sync::Once,
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
    templates: &'r RefCell<TemplateCache>,
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
    /// parsed once per pattern set and cloned afterwards.
    pub fn create(
        &self,
        template: &str,
        operands: &[Value<'c, '_>],
        results: usize,
        location: Location<'c>,
    ) -> Result<OperationRef<'c, '_>, String> {
        let context_ref = self.base.context();
        // SAFETY: used only within this call, while `context_ref` is alive.
        let context = unsafe { context_ref.to_ref() };
        let types: Vec<String> = operands.iter().map(|v| v.r#type().to_string()).collect();
        let prototype = self
            .templates
            .borrow_mut()
            .prototype(context, template, &types, results)?;
        // SAFETY: the prototype op lives in a module owned by the cache, which outlives every
        // callback of the pattern set; the clone is a new detached op that we own.
        let mut op = unsafe { Operation::from_raw(mlirOperationClone(prototype)) };
        op.set_operands(operands);
        op.set_location(location);
        Ok(self.base.insert(op))
    }
}

/// Parsed one-op template functions, keyed by their text. Holds raw module handles so it can
/// live inside the `'static` pattern callbacks; the modules are destroyed with the cache.
#[derive(Default)]
pub struct TemplateCache {
    prototypes: HashMap<String, MlirOperation>,
    modules: Vec<MlirModule>,
}

impl TemplateCache {
    fn prototype(
        &mut self,
        context: &Context,
        template: &str,
        operand_types: &[String],
        results: usize,
    ) -> Result<MlirOperation, String> {
        let key = format!("{template}\u{0}{}\u{0}{results}", operand_types.join(","));
        if let Some(op) = self.prototypes.get(&key) {
            return Ok(*op);
        }
        let text = template_function(template, operand_types, results);
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
    templates: Rc<RefCell<TemplateCache>>,
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
    templates: &RefCell<TemplateCache>,
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

/// Registers MLIR's generic transformation passes (`cse`, `canonicalize`, `sccp`,
/// `symbol-dce`, `loop-invariant-code-motion`, ...) so pipelines can name them.
pub fn register_upstream_passes() {
    static ONCE: Once = Once::new();
    // SAFETY: registration only fills MLIR's global pass registry; `Once` serialises it.
    ONCE.call_once(|| unsafe { mlirRegisterTransformsPasses() });
}

unsafe extern "C" fn append_to_string(text: MlirStringRef, user_data: *mut c_void) {
    // SAFETY: `user_data` is the `&mut String` passed by `add_upstream_pipeline`, alive for
    // the duration of the call that invokes this callback; `text` is a valid byte range.
    unsafe {
        let out = &mut *(user_data as *mut String);
        let bytes = std::slice::from_raw_parts(text.data as *const u8, text.length);
        out.push_str(&String::from_utf8_lossy(bytes));
    }
}

/// Appends upstream pipeline elements (`cse,canonicalize{max-iterations=2}`) to `manager`.
/// On failure returns MLIR's error message.
pub fn add_upstream_pipeline(manager: &OperationPassManager, elements: &str) -> Result<(), String> {
    let mut error = String::new();
    // SAFETY: `manager` is a live pass manager; the string ref points into `elements`, which
    // outlives the call; the callback only appends to `error`, which also outlives it.
    let result = unsafe {
        mlirOpPassManagerAddPipeline(
            manager.to_raw(),
            melior::StringRef::new(elements).to_raw(),
            Some(append_to_string),
            &mut error as *mut String as *mut c_void,
        )
    };
    if result.value != 0 {
        Ok(())
    } else {
        Err(error.trim().to_string())
    }
}

// The LLVM C API's target-machine half, which mlir-sys does not bind.
type LLVMTargetRef = *mut c_void;
type LLVMTargetMachineRef = *mut c_void;
type LLVMMemoryBufferRef = *mut c_void;

unsafe extern "C" {
    fn LLVMContextCreate() -> LLVMContextRef;
    fn LLVMContextDispose(context: LLVMContextRef);
    fn LLVMDisposeModule(module: LLVMModuleRef);
    fn LLVMPrintModuleToString(module: LLVMModuleRef) -> *mut c_char;
    fn LLVMDisposeMessage(message: *mut c_char);
    fn LLVMInitializeNVPTXTargetInfo();
    fn LLVMInitializeNVPTXTarget();
    fn LLVMInitializeNVPTXTargetMC();
    fn LLVMInitializeNVPTXAsmPrinter();
    fn LLVMGetTargetFromTriple(
        triple: *const c_char,
        target: *mut LLVMTargetRef,
        error: *mut *mut c_char,
    ) -> i32;
    fn LLVMCreateTargetMachine(
        target: LLVMTargetRef,
        triple: *const c_char,
        cpu: *const c_char,
        features: *const c_char,
        level: u32,
        reloc: u32,
        code_model: u32,
    ) -> LLVMTargetMachineRef;
    fn LLVMDisposeTargetMachine(machine: LLVMTargetMachineRef);
    fn LLVMSetTarget(module: LLVMModuleRef, triple: *const c_char);
    fn LLVMGetTarget(module: LLVMModuleRef) -> *const c_char;
    fn LLVMVerifyModule(module: LLVMModuleRef, action: u32, message: *mut *mut c_char) -> i32;
    fn LLVMTargetMachineEmitToMemoryBuffer(
        machine: LLVMTargetMachineRef,
        module: LLVMModuleRef,
        file_type: u32,
        error: *mut *mut c_char,
        buffer: *mut LLVMMemoryBufferRef,
    ) -> i32;
    fn LLVMGetBufferStart(buffer: LLVMMemoryBufferRef) -> *const c_char;
    fn LLVMGetBufferSize(buffer: LLVMMemoryBufferRef) -> usize;
    fn LLVMDisposeMemoryBuffer(buffer: LLVMMemoryBufferRef);
    fn LLVMInstallFatalErrorHandler(handler: unsafe extern "C" fn(reason: *const c_char));
    fn LLVMCreateMemoryBufferWithMemoryRangeCopy(
        data: *const c_char,
        length: usize,
        name: *const c_char,
    ) -> LLVMMemoryBufferRef;
    fn LLVMParseIRInContext(
        context: LLVMContextRef,
        buffer: LLVMMemoryBufferRef,
        module: *mut LLVMModuleRef,
        message: *mut *mut c_char,
    ) -> i32;
}

/// LLVM's backend reports some failures (`Cannot select`) through `report_fatal_error`, which
/// then exits the process with status 1. The handler turns that into our one-line error
/// format instead of LLVM's crash banner.
unsafe extern "C" fn report_backend_fatal_error(reason: *const c_char) {
    let reason = if reason.is_null() {
        String::from("unknown error")
    } else {
        // SAFETY: LLVM passes a NUL-terminated message valid during the call.
        unsafe { CStr::from_ptr(reason) }
            .to_string_lossy()
            .into_owned()
    };
    eprintln!(
        "error: NVPTX code generation failed: {}",
        first_line(&reason)
    );
}

/// An LLVM context and the module translated into it, disposed together.
struct LlvmModule {
    context: LLVMContextRef,
    module: LLVMModuleRef,
}

impl LlvmModule {
    fn translate(module: &Module) -> Result<Self, String> {
        // SAFETY: a fresh LLVM context owned by the returned value.
        let context = unsafe { LLVMContextCreate() };
        // SAFETY: `module` is a live MLIR module; the result is owned by us (or null).
        let translated =
            unsafe { mlirTranslateModuleToLLVMIR(module.as_operation().to_raw(), context) };
        if translated.is_null() {
            // SAFETY: nothing else refers to the context.
            unsafe { LLVMContextDispose(context) };
            return Err("cannot translate the module to LLVM IR".to_string());
        }
        Ok(Self {
            context,
            module: translated,
        })
    }

    /// The same module as LLVM reads it back from its text. Code generation depends on the
    /// order of each value's use list, which printing does not keep: the module the exporter
    /// builds has the order of its construction, a module read from a file the order of the
    /// text. Compiling the re-read module makes `--emit=ptx` equal to `--emit=llvm | llc`
    /// and to `llc` on an input that went through unchanged.
    fn reread(self) -> Result<Self, String> {
        let text = self.to_text();
        let name = c"kestrel-output";
        // SAFETY: the buffer copies `text`; `LLVMParseIRInContext` takes ownership of it. A
        // fresh context owns the new module; `self` is dropped (disposed) afterwards.
        unsafe {
            let buffer = LLVMCreateMemoryBufferWithMemoryRangeCopy(
                text.as_ptr() as *const c_char,
                text.len(),
                name.as_ptr(),
            );
            let context = LLVMContextCreate();
            let mut module: LLVMModuleRef = std::ptr::null_mut();
            let mut message = std::ptr::null_mut();
            if LLVMParseIRInContext(context, buffer, &mut module, &mut message) != 0 {
                LLVMContextDispose(context);
                return Err(format!(
                    "cannot read back the exported LLVM IR: {}",
                    first_line(&take_message(message))
                ));
            }
            Ok(Self { context, module })
        }
    }

    fn verify(&self) -> Result<(), String> {
        let mut message = std::ptr::null_mut();
        // SAFETY: live module; action 2 = LLVMReturnStatusAction (report, do not abort).
        let broken = unsafe { LLVMVerifyModule(self.module, 2, &mut message) };
        let text = take_message(message);
        if broken != 0 {
            Err(first_line(&text))
        } else {
            Ok(())
        }
    }

    fn to_text(&self) -> String {
        // SAFETY: live module; the returned string is freed by `take_message`.
        take_message(unsafe { LLVMPrintModuleToString(self.module) })
    }
}

impl Drop for LlvmModule {
    fn drop(&mut self) {
        // SAFETY: the module lives in the context; dispose it first, each exactly once.
        unsafe {
            LLVMDisposeModule(self.module);
            LLVMContextDispose(self.context);
        }
    }
}

fn take_message(message: *mut c_char) -> String {
    if message.is_null() {
        return String::new();
    }
    // SAFETY: LLVM returned a NUL-terminated string that we own and free right here.
    unsafe {
        let text = CStr::from_ptr(message).to_string_lossy().into_owned();
        LLVMDisposeMessage(message);
        text
    }
}

fn first_line(text: &str) -> String {
    text.lines().next().unwrap_or("").trim().to_string()
}

/// Translates an LLVM/NVVM-dialect module to LLVM IR text (the module is LLVM-verified).
pub fn translate_to_llvm_ir(module: &Module) -> Result<String, String> {
    let llvm = LlvmModule::translate(module)?;
    llvm.verify()?;
    Ok(llvm.to_text())
}

/// Translates `module` to LLVM IR and runs the NVPTX backend (what `llc -O3 -mcpu=<cpu>` does)
/// in-process, returning the PTX text. `features` is an LLVM feature string such as
/// `+ptx80`; empty picks the backend's default PTX version for `cpu`.
pub fn compile_to_ptx(module: &Module, cpu: &str, features: &str) -> Result<String, String> {
    static INIT: Once = Once::new();
    // SAFETY: target initialisation only fills LLVM's target registry; `Once` serialises it.
    INIT.call_once(|| unsafe {
        LLVMInstallFatalErrorHandler(report_backend_fatal_error);
        LLVMInitializeNVPTXTargetInfo();
        LLVMInitializeNVPTXTarget();
        LLVMInitializeNVPTXTargetMC();
        LLVMInitializeNVPTXAsmPrinter();
    });
    let llvm = LlvmModule::translate(module)?;
    llvm.verify()?;
    let llvm = llvm.reread()?;
    // SAFETY: live module; the returned triple is owned by the module and copied at once.
    let triple = unsafe { CStr::from_ptr(LLVMGetTarget(llvm.module)) }
        .to_string_lossy()
        .into_owned();
    let triple = if triple.is_empty() {
        "nvptx64-nvidia-cuda".to_string()
    } else {
        triple
    };
    if !triple.starts_with("nvptx") {
        return Err(format!("module targets '{triple}', not NVPTX"));
    }
    let c_triple = CString::new(triple).map_err(|e| e.to_string())?;
    let c_cpu = CString::new(cpu).map_err(|e| e.to_string())?;
    let c_features = CString::new(features).map_err(|e| e.to_string())?;
    let mut target: LLVMTargetRef = std::ptr::null_mut();
    let mut error = std::ptr::null_mut();
    // SAFETY: valid C strings; out-pointers are live locals.
    if unsafe { LLVMGetTargetFromTriple(c_triple.as_ptr(), &mut target, &mut error) } != 0 {
        return Err(first_line(&take_message(error)));
    }
    // SAFETY: `target` was just looked up; level 3 = Aggressive (`llc -O3`), reloc 0 = default,
    // code model 0 = default. The machine is disposed below.
    let machine = unsafe {
        LLVMCreateTargetMachine(
            target,
            c_triple.as_ptr(),
            c_cpu.as_ptr(),
            c_features.as_ptr(),
            3,
            0,
            0,
        )
    };
    if machine.is_null() {
        return Err(format!("cannot create an NVPTX target machine for '{cpu}'"));
    }
    // SAFETY: live module and triple string.
    unsafe { LLVMSetTarget(llvm.module, c_triple.as_ptr()) };
    let mut buffer: LLVMMemoryBufferRef = std::ptr::null_mut();
    let mut error = std::ptr::null_mut();
    // SAFETY: live machine and module; file type 0 = assembly. The buffer is owned by us.
    let failed = unsafe {
        LLVMTargetMachineEmitToMemoryBuffer(machine, llvm.module, 0, &mut error, &mut buffer)
    };
    // SAFETY: the machine is no longer used.
    unsafe { LLVMDisposeTargetMachine(machine) };
    if failed != 0 {
        return Err(first_line(&take_message(error)));
    }
    // SAFETY: the buffer holds `size` bytes starting at `start` until it is disposed.
    let ptx = unsafe {
        let start = LLVMGetBufferStart(buffer) as *const u8;
        let size = LLVMGetBufferSize(buffer);
        let text = String::from_utf8_lossy(std::slice::from_raw_parts(start, size)).into_owned();
        LLVMDisposeMemoryBuffer(buffer);
        text
    };
    Ok(ptx)
}

/// Runs `f` with the `Context` that owns `op`.
pub fn with_context_of<R>(op: &OperationRef, f: impl FnOnce(&Context) -> R) -> R {
    let context_ref = op.context();
    // SAFETY: the reference is used only inside this call, while `context_ref` (and the
    // context it names, which owns `op`) is alive.
    let context = unsafe { context_ref.to_ref() };
    f(context)
}

/// A detached deep copy of `op`, owned by the caller.
pub fn clone_operation<'c>(op: &OperationRef<'c, '_>) -> Operation<'c> {
    // SAFETY: `op` is live; `mlirOperationClone` returns a new, unlinked op that the returned
    // `Operation` owns and destroys.
    unsafe { Operation::from_raw(mlirOperationClone(op.to_raw())) }
}

/// The block that owns block argument `value`, with the value's lifetimes (melior ties the
/// owner to a borrow of the `BlockArgument` wrapper instead).
pub fn block_argument_owner<'c, 'a>(
    value: &melior::ir::block::BlockArgument<'c, 'a>,
) -> melior::ir::BlockRef<'c, 'a> {
    // SAFETY: the owner block outlives its argument, which lives for `'a`.
    unsafe { melior::ir::BlockRef::from_raw(mlir_sys::mlirBlockArgumentGetOwner(value.to_raw())) }
}

/// An op's inherent properties as printed in generic form (`overflowFlags = 1 : i32, ...`),
/// the only way to read enum properties the C API does not expose as attributes.
///
/// The op is printed from a detached clone: printing an op in place numbers (and first
/// verifies) its whole enclosing function, which would make each query linear in the
/// function's size.
pub fn op_properties(op: &OperationRef) -> String {
    if op.region_count() > 0 {
        // Cloning would copy the regions; ops with regions are not flag carriers.
        return String::new();
    }
    let clone = clone_operation(op);
    let flags = melior::ir::operation::OperationPrintingFlags::new()
        .use_local_scope()
        .print_generic_operation_form();
    let text = clone.to_string_with_flags(flags).unwrap_or_default();
    match text.split_once("<{") {
        Some((_, rest)) => rest
            .split_once("}>")
            .map_or(rest, |(props, _)| props)
            .to_string(),
        None => String::new(),
    }
}

/// The address-space number of an `!llvm.ptr<N>` type, or `None` for any other type.
pub fn llvm_pointer_address_space(ty: melior::ir::Type) -> Option<u32> {
    use melior::ir::TypeLike;
    let raw = ty.to_raw();
    // SAFETY: `raw` is a live type handle borrowed from `ty`; both calls only read the
    // uniqued type storage, and the second runs only on a pointer type, as it requires.
    unsafe { mlirTypeIsALLVMPointerType(raw).then(|| mlirLLVMPointerTypeGetAddressSpace(raw)) }
}

/// What [`inherent_attribute`] found.
pub enum Inherent<'c> {
    /// The op has no inherent attribute or property of that name.
    Unknown,
    /// The op has it, but it is unset (an optional or unit property that is off).
    Unset,
    Set(melior::ir::Attribute<'c>),
}

/// Inherent attribute or property `name` of `op` in its attribute form (enum properties read
/// as integer attributes, unit properties as unit attributes), without printing the op.
pub fn inherent_attribute<'c>(op: &OperationRef<'c, '_>, name: &str) -> Inherent<'c> {
    let raw_name = MlirStringRef {
        data: name.as_ptr().cast::<c_char>(),
        length: name.len(),
    };
    // SAFETY: `op` is a live operation borrowed for the call and `raw_name` points into
    // `name`, which outlives both calls; the returned attribute is uniqued in the op's
    // context, which lives for 'c.
    unsafe {
        if !mlirOperationHasInherentAttributeByName(op.to_raw(), raw_name) {
            return Inherent::Unknown;
        }
        let attribute = mlirOperationGetInherentAttributeByName(op.to_raw(), raw_name);
        if attribute.ptr.is_null() {
            Inherent::Unset
        } else {
            Inherent::Set(melior::ir::Attribute::from_raw(attribute))
        }
    }
}

/// True when `value` has at least one use.
pub fn has_uses(value: Value) -> bool {
    // SAFETY: `value` is a live value borrowed for the call; the first use is only tested
    // for null, never dereferenced.
    unsafe { !mlirOpOperandIsNull(mlirValueGetFirstUse(value.to_raw())) }
}

/// Sets operand `index` of `op` to `value`; does nothing when `op` has no such operand.
/// Callers inside patterns wrap it in the rewriter's start/finalize modification calls.
pub fn set_operand(op: &OperationRef, index: usize, value: Value) {
    if index >= op.operand_count() {
        return;
    }
    // SAFETY: `op` and `value` are live handles borrowed for the call and `index` is in
    // range; the C API updates the use lists itself.
    unsafe { mlirOperationSetOperand(op.to_raw(), index as isize, value.to_raw()) }
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

/// An MLIR pass running `pass` on each op named `op_name`, like melior's `create_external`
/// but freeing the pass object when MLIR destroys the pass (melior's destructor drops it in
/// place and leaks its box: one per pass per pipeline, plus one per clone MLIR makes for its
/// worker threads).
pub fn create_external_pass<'c, T: melior::pass::RunExternalPass<'c>>(
    pass: T,
    id: melior::ir::r#type::TypeId,
    name: &str,
    argument: &str,
    description: &str,
    op_name: &str,
) -> melior::pass::Pass {
    use melior::{StringRef, pass::ExternalPass};
    use mlir_sys::{MlirContext, MlirExternalPass, MlirExternalPassCallbacks, MlirLogicalResult};

    unsafe extern "C" fn construct<'c, T: melior::pass::RunExternalPass<'c>>(pass: *mut c_void) {
        // SAFETY: `pass` is the box created below or by `clone`, alive until `destruct`.
        unsafe { &mut *(pass as *mut T) }.construct();
    }
    unsafe extern "C" fn destruct<'c, T: melior::pass::RunExternalPass<'c>>(pass: *mut c_void) {
        // SAFETY: MLIR calls this once per pass object, after its last use.
        let mut pass = unsafe { Box::from_raw(pass as *mut T) };
        pass.destruct();
    }
    unsafe extern "C" fn initialize<'c, T: melior::pass::RunExternalPass<'c>>(
        context: MlirContext,
        pass: *mut c_void,
    ) -> MlirLogicalResult {
        // SAFETY: as in `construct`; the context outlives the pass run.
        unsafe { &mut *(pass as *mut T) }
            .initialize(unsafe { melior::ContextRef::from_raw(context) });
        MlirLogicalResult { value: 1 }
    }
    unsafe extern "C" fn run<'c, T: melior::pass::RunExternalPass<'c>>(
        operation: MlirOperation,
        external: MlirExternalPass,
        pass: *mut c_void,
    ) {
        // SAFETY: as in `construct`; MLIR passes a live op and pass handle for this call.
        unsafe { &mut *(pass as *mut T) }
            .run(unsafe { OperationRef::from_raw(operation) }, unsafe {
                ExternalPass::from_raw(external)
            })
    }
    unsafe extern "C" fn clone<'c, T: melior::pass::RunExternalPass<'c>>(
        pass: *mut c_void,
    ) -> *mut c_void {
        // SAFETY: as in `construct`.
        let copy = unsafe { &*(pass as *const T) }.clone();
        Box::into_raw(Box::new(copy)) as *mut c_void
    }

    let callbacks = MlirExternalPassCallbacks {
        construct: Some(construct::<T>),
        destruct: Some(destruct::<T>),
        initialize: Some(initialize::<T>),
        run: Some(run::<T>),
        clone: Some(clone::<T>),
    };
    // SAFETY: the strings are copied by MLIR; the box is owned by the pass from here on and
    // freed by `destruct`.
    unsafe {
        melior::pass::Pass::from_raw(mlir_sys::mlirCreateExternalPass(
            id.to_raw(),
            StringRef::new(name).to_raw(),
            StringRef::new(argument).to_raw(),
            StringRef::new(description).to_raw(),
            StringRef::new(op_name).to_raw(),
            0,
            std::ptr::null_mut(),
            callbacks,
            Box::into_raw(Box::new(pass)) as *mut c_void,
        ))
    }
}

/// Parses `text` as a module, like melior's `Module::parse` but without its panic on a NUL
/// byte (melior copies the text into a `CString`, which refuses one).
///
/// MLIR's lexer reads one byte past the end of its buffer, expecting a NUL there (as
/// `MemoryBuffer` guarantees), so the text is passed from a copy that has one, with the
/// length excluding it. A NUL inside the text is then skipped as `mlir-opt` skips it.
pub fn parse_module<'c>(context: &'c Context, text: &str) -> Option<Module<'c>> {
    let mut terminated = Vec::with_capacity(text.len() + 1);
    terminated.extend_from_slice(text.as_bytes());
    terminated.push(0);
    let source = mlir_sys::MlirStringRef {
        data: terminated.as_ptr() as *const c_char,
        length: text.len(),
    };
    // SAFETY: `source` borrows `terminated`, which outlives the call and ends in a NUL one
    // byte past `length`; a null result (parse failure) becomes `None`.
    unsafe { Module::from_option_raw(mlir_sys::mlirModuleCreateParse(context.to_raw(), source)) }
}

// --- codegenprepare (sunk_phi, branch splitting): block-argument erasure and use counts ---

/// Erases argument `index` of `block`; does nothing when there is no such argument or it
/// still has uses (the caller first removes the successor operands that fed it).
pub fn erase_unused_block_argument(block: &melior::ir::BlockRef, index: usize) {
    if index >= block.argument_count() {
        return;
    }
    // SAFETY: `block` is live and `index` is in range; the value handle is only read.
    let argument = unsafe { mlir_sys::mlirBlockGetArgument(block.to_raw(), index as isize) };
    // SAFETY: as above; only the first use is tested for null.
    if unsafe { !mlirOpOperandIsNull(mlirValueGetFirstUse(argument)) } {
        return;
    }
    // SAFETY: `block` is live and `index` names one of its arguments, which has no uses, so
    // no value handle in the IR refers to it after the erasure.
    unsafe { mlir_sys::mlirBlockEraseArgument(block.to_raw(), index as u32) }
}

/// How many uses `value` has, counting up to `limit` (melior offers no use list).
pub fn use_count(value: Value, limit: usize) -> usize {
    let mut count = 0;
    // SAFETY: `value` is a live value borrowed for the call; the use handles are only
    // walked while it lives and never outlive this function.
    unsafe {
        let mut operand = mlirValueGetFirstUse(value.to_raw());
        while !mlirOpOperandIsNull(operand) && count < limit {
            count += 1;
            operand = mlir_sys::mlirOpOperandGetNextUse(operand);
        }
    }
    count
}

/// Parses `text` as an attribute in `op`'s context and sets it as `op`'s attribute or
/// inherent property `name` (`operandSegmentSizes`, `branch_weights`); false when `text` does
/// not parse. Callers inside patterns wrap it in the rewriter's modification calls.
pub fn set_attribute_from_text(op: &OperationRef, name: &str, text: &str) -> bool {
    // SAFETY: `op` is live for the call; the parsed attribute is uniqued in its context (or
    // null, which is tested) and the name and text are borrowed for the calls only.
    unsafe {
        let context = mlir_sys::mlirOperationGetContext(op.to_raw());
        let attribute =
            mlir_sys::mlirAttributeParseGet(context, melior::StringRef::new(text).to_raw());
        if attribute.ptr.is_null() {
            return false;
        }
        mlir_sys::mlirOperationSetAttributeByName(
            op.to_raw(),
            melior::StringRef::new(name).to_raw(),
            attribute,
        );
    }
    true
}

/// Whether `f` holds for every op using `value` (once per use), stopping at the first that
/// fails. melior offers no use list; without one a pass asking "who uses this?" scans the
/// whole function, which is quadratic when asked per op, and a value with many users is
/// walked only as far as the answer needs.
pub fn every_user(value: Value, mut f: impl FnMut(OperationRef) -> bool) -> bool {
    // SAFETY: `value` is live for the call; each use's owner is an op of the same IR, used
    // only inside this call.
    unsafe {
        let mut operand = mlirValueGetFirstUse(value.to_raw());
        while !mlirOpOperandIsNull(operand) {
            if !f(OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(
                operand,
            ))) {
                return false;
            }
            operand = mlir_sys::mlirOpOperandGetNextUse(operand);
        }
    }
    true
}

/// The first user of `value` (in use-list order) for which `wanted` holds.
pub fn find_user<'c, 'a>(
    value: Value<'c, 'a>,
    mut wanted: impl FnMut(&OperationRef) -> bool,
) -> Option<OperationRef<'c, 'a>> {
    let mut found = None;
    every_user(value, |user| {
        if wanted(&user) {
            found = Some(user.to_raw());
        }
        found.is_none()
    });
    // SAFETY: the op was just found among the live users of `value`, which lives for 'a.
    found.map(|raw| unsafe { OperationRef::from_raw(raw) })
}

// --- the LLVM IR importer (cpp/llvm_import.cpp) ---

#[repr(C)]
struct KestrelImport {
    module: MlirOperation,
    error: *mut c_char,
    warnings: *mut c_char,
}

unsafe extern "C" {
    fn kestrel_import_llvm_ir(
        context: mlir_sys::MlirContext,
        data: *const c_char,
        size: usize,
        name: *const c_char,
    ) -> KestrelImport;
    fn kestrel_module_has_debug_info(module: MlirOperation) -> bool;
    fn kestrel_free_string(text: *mut c_char);
}

/// Takes a string malloc'ed by the C++ shim (null is `None`) and frees it.
fn take_shim_string(text: *mut c_char) -> Option<String> {
    if text.is_null() {
        return None;
    }
    // SAFETY: the shim returned a NUL-terminated malloc'ed string that we own; it is copied,
    // then freed exactly once.
    unsafe {
        let copy = CStr::from_ptr(text).to_string_lossy().into_owned();
        kestrel_free_string(text);
        Some(copy)
    }
}

/// A module imported from LLVM IR, with the importer's warnings (one per entry).
pub struct Imported<'c> {
    pub module: Module<'c>,
    pub warnings: Vec<String>,
}

/// Imports LLVM IR (text or bitcode) into `context` through MLIR's `translateLLVMIRToModule`,
/// in-process, restoring what the importer drops (see `cpp/llvm_import.cpp`). `name` labels
/// positions; an error is `LINE:COLUMN: message` for text input, else `message`.
pub fn import_llvm_ir<'c>(
    context: &'c Context,
    bytes: &[u8],
    name: &str,
) -> Result<Imported<'c>, String> {
    let c_name = CString::new(name.replace('\0', "?")).map_err(|e| e.to_string())?;
    // SAFETY: `bytes` and `c_name` outlive the call (the shim copies the buffer); the result's
    // strings are owned by us and freed by `take_shim_string`; a non-null module is a fresh
    // `builtin.module` owned by the returned `Module`.
    let result = unsafe {
        kestrel_import_llvm_ir(
            context.to_raw(),
            bytes.as_ptr() as *const c_char,
            bytes.len(),
            c_name.as_ptr(),
        )
    };
    let error = take_shim_string(result.error);
    let warnings = take_shim_string(result.warnings)
        .map(|text| text.lines().map(str::to_string).collect())
        .unwrap_or_default();
    if result.module.ptr.is_null() {
        return Err(error.unwrap_or_else(|| "cannot import the LLVM IR".to_string()));
    }
    // SAFETY: the shim released a live module op to us.
    let module = unsafe { Module::from_raw(mlir_sys::mlirModuleFromOperation(result.module)) };
    Ok(Imported { module, warnings })
}

/// Whether any function of `module` carries debug info (its location holds a
/// `DISubprogram`), so its printed form must keep locations.
pub fn has_debug_info(module: &Module) -> bool {
    // SAFETY: a live module op, only read.
    unsafe { kestrel_module_has_debug_info(module.as_operation().to_raw()) }
}

/// The name location `loc("name"(child))`, built directly: going through text would re-create
/// any distinct attribute in `child` (a debug-info `DISubprogram`), and the exported function
/// would then point at a subprogram other than its own.
pub fn name_location<'c>(name: &str, child: Location<'c>) -> Location<'c> {
    let name = mlir_sys::MlirStringRef {
        data: name.as_ptr() as *const c_char,
        length: name.len(),
    };
    // SAFETY: `child` is a live location of its context; the string is copied (uniqued) by
    // MLIR during the call; the result is a location of the same context, living as long.
    unsafe {
        let context = mlir_sys::mlirLocationGetContext(child.to_raw());
        Location::from_raw(mlir_sys::mlirLocationNameGet(context, name, child.to_raw()))
    }
}
