//! Emission: [`translate_to_llvm_ir`] and [`compile_to_ptx`] export through the MLIR C API
//! and run the NVPTX backend in-process through LLVM's C API (its target-machine half, which
//! mlir-sys does not bind, is declared here).

use melior::ir::Module;
use mlir_sys::{LLVMContextRef, LLVMModuleRef, MlirOperation};
use std::{
    ffi::{CStr, CString, c_char, c_void},
    sync::Once,
};

// The LLVM C API's target-machine half, which mlir-sys does not bind.
type LLVMTargetRef = *mut c_void;
type LLVMTargetMachineRef = *mut c_void;
type LLVMMemoryBufferRef = *mut c_void;
type LLVMPassBuilderOptionsRef = *mut c_void;
type LLVMErrorRef = *mut c_void;

unsafe extern "C" {
    /// The C++ shim's translation to LLVM IR, which leaves verification to the caller.
    fn kestrel_translate_unverified(
        module: MlirOperation,
        context: LLVMContextRef,
    ) -> LLVMModuleRef;
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
    fn LLVMGetBufferStart(buffer: LLVMMemoryBufferRef) -> *const c_char;
    fn LLVMGetBufferSize(buffer: LLVMMemoryBufferRef) -> usize;
    fn LLVMDisposeMemoryBuffer(buffer: LLVMMemoryBufferRef);
    /// The C++ shim's fatal-error handler (see `kestrel_emit_recovering`).
    fn kestrel_install_fatal_error_handler();
    /// Code generation to PTX text that returns on a backend failure instead of ending the
    /// process: 0 ok, 1 failed (state sound), 2 failed fatally (state must be leaked).
    fn kestrel_emit_recovering(
        machine: LLVMTargetMachineRef,
        module: LLVMModuleRef,
        buffer: *mut LLVMMemoryBufferRef,
        message: *mut *mut c_char,
    ) -> i32;
    fn LLVMCreateMemoryBufferWithMemoryRangeCopy(
        data: *const c_char,
        length: usize,
        name: *const c_char,
    ) -> LLVMMemoryBufferRef;
    fn LLVMCreatePassBuilderOptions() -> LLVMPassBuilderOptionsRef;
    fn LLVMDisposePassBuilderOptions(options: LLVMPassBuilderOptionsRef);
    fn LLVMRunPasses(
        module: LLVMModuleRef,
        passes: *const c_char,
        machine: LLVMTargetMachineRef,
        options: LLVMPassBuilderOptionsRef,
    ) -> LLVMErrorRef;
    fn LLVMGetErrorMessage(error: LLVMErrorRef) -> *mut c_char;
    fn LLVMDisposeErrorMessage(message: *mut c_char);
    fn LLVMParseIRInContext(
        context: LLVMContextRef,
        buffer: LLVMMemoryBufferRef,
        module: *mut LLVMModuleRef,
        message: *mut *mut c_char,
    ) -> i32;
}

/// An LLVM context and the module translated into it, disposed together.
struct LlvmModule {
    context: LLVMContextRef,
    module: LLVMModuleRef,
}

impl LlvmModule {
    /// Translates `module` into a fresh context; callers verify the result.
    fn translate(module: &Module) -> Result<Self, String> {
        // SAFETY: a fresh LLVM context owned by the returned value.
        let context = unsafe { LLVMContextCreate() };
        // SAFETY: `module` is a live MLIR module; the result is owned by us (or null).
        let translated =
            unsafe { kestrel_translate_unverified(module.as_operation().to_raw(), context) };
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

    /// Parses LLVM IR (text or bitcode) into a fresh context.
    fn parse(ir: &[u8]) -> Result<Self, String> {
        let name = c"kestrel-output";
        // SAFETY: the buffer copies `ir`; `LLVMParseIRInContext` takes ownership of it. A
        // fresh context owns the new module, which the returned value disposes.
        unsafe {
            let buffer = LLVMCreateMemoryBufferWithMemoryRangeCopy(
                ir.as_ptr() as *const c_char,
                ir.len(),
                name.as_ptr(),
            );
            let context = LLVMContextCreate();
            let mut module: LLVMModuleRef = std::ptr::null_mut();
            let mut message = std::ptr::null_mut();
            if LLVMParseIRInContext(context, buffer, &mut module, &mut message) != 0 {
                LLVMContextDispose(context);
                return Err(first_line(&take_message(message)));
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

/// An NVPTX target machine, disposed on drop.
struct TargetMachine(LLVMTargetMachineRef);

impl TargetMachine {
    /// The machine for `llvm`'s triple (NVPTX 64 when it has none; another target is an
    /// error) at `llc -O3`; the module's triple is set to it.
    fn for_module(llvm: &LlvmModule, cpu: &str, features: &str) -> Result<Self, String> {
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
        // SAFETY: `target` was just looked up; level 3 = Aggressive (`llc -O3`), reloc 0 =
        // default, code model 0 = default. The machine is disposed on drop.
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
        Ok(Self(machine))
    }
}

impl Drop for TargetMachine {
    fn drop(&mut self) {
        // SAFETY: created by `LLVMCreateTargetMachine`, disposed exactly once.
        unsafe { LLVMDisposeTargetMachine(self.0) };
    }
}

/// Where `opt`'s time went on one module, in seconds.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct OptStages {
    pub parse: f64,
    pub passes: f64,
    pub print: f64,
}

impl OptStages {
    /// Parse, passes and print: LLVM IR to LLVM IR.
    pub fn total(&self) -> f64 {
        self.parse + self.passes + self.print
    }
}

/// What `opt -passes=<passes> -mtriple=nvptx64-nvidia-cuda -mcpu=<cpu> -S` does, in-process:
/// parses and verifies `ir`, runs LLVM's new pass manager, verifies, prints the module and
/// frees it; returns the printed module and each stage's time. Kestrel's compile time is
/// compared with this, so both sides are timed the same way and neither pays a process
/// start-up.
pub fn run_llvm_passes(ir: &[u8], passes: &str, cpu: &str) -> Result<(String, OptStages), String> {
    initialise_nvptx();
    let c_passes = CString::new(passes).map_err(|e| e.to_string())?;
    let mut stages = OptStages::default();
    let started = std::time::Instant::now();
    let llvm = LlvmModule::parse(ir)?;
    // `opt` verifies the module it read, and again after the pipeline (unless
    // `-disable-verify`); so do we, on its side of the comparison.
    llvm.verify()?;
    stages.parse = started.elapsed().as_secs_f64();
    let started = std::time::Instant::now();
    let machine = TargetMachine::for_module(&llvm, cpu, "")?;
    // SAFETY: live module and machine; the options are disposed right after the run; an error
    // is owned by us and freed by `LLVMGetErrorMessage`/`take_error`.
    let error = unsafe {
        let options = LLVMCreatePassBuilderOptions();
        let error = LLVMRunPasses(llvm.module, c_passes.as_ptr(), machine.0, options);
        LLVMDisposePassBuilderOptions(options);
        error
    };
    if !error.is_null() {
        // SAFETY: a live error, consumed by `LLVMGetErrorMessage`; the message is ours.
        let message = unsafe {
            let text = LLVMGetErrorMessage(error);
            let copy = CStr::from_ptr(text).to_string_lossy().into_owned();
            LLVMDisposeErrorMessage(text);
            copy
        };
        return Err(first_line(&message));
    }
    llvm.verify()?;
    stages.passes = started.elapsed().as_secs_f64();
    let started = std::time::Instant::now();
    let text = llvm.to_text();
    // Kestrel's export frees the LLVM module and context it printed from within its time;
    // so does this side (and the target machine its passes made).
    drop(machine);
    drop(llvm);
    stages.print = started.elapsed().as_secs_f64();
    Ok((text, stages))
}

/// Registers the NVPTX target with LLVM (once per process): the backend and the processor
/// list both need it.
fn initialise_nvptx() {
    static INIT: Once = Once::new();
    // SAFETY: target initialisation only fills LLVM's target registry; `Once` serialises it.
    INIT.call_once(|| unsafe {
        kestrel_install_fatal_error_handler();
        LLVMInitializeNVPTXTargetInfo();
        LLVMInitializeNVPTXTarget();
        LLVMInitializeNVPTXTargetMC();
        LLVMInitializeNVPTXAsmPrinter();
    });
}

unsafe extern "C" {
    fn kestrel_nvptx_processors() -> *mut c_char;
}

/// The processors LLVM's NVPTX backend knows (`sm_20` ... `sm_121a`), in its order: what
/// `llc -mcpu=help` lists.
pub fn nvptx_processors() -> Vec<String> {
    initialise_nvptx();
    // SAFETY: the shim returns a malloc'ed list (or null) that `take_shim_string` frees.
    let list = super::llvm_import::take_shim_string(unsafe { kestrel_nvptx_processors() });
    list.unwrap_or_default()
        .split(',')
        .filter(|name| !name.is_empty())
        .map(str::to_string)
        .collect()
}

/// Translates an LLVM/NVVM-dialect module to LLVM IR text (the module is LLVM-verified).
pub fn translate_to_llvm_ir(module: &Module) -> Result<String, String> {
    let llvm = LlvmModule::translate(module)?;
    llvm.verify()?;
    Ok(llvm.to_text())
}

/// Translates `module` to LLVM IR and runs the NVPTX backend (what `llc -O3 -mcpu=<cpu>` does)
/// in-process, returning the PTX text. `features` is an LLVM feature string such as `+ptx80`;
/// empty picks the backend's default PTX version for `cpu`.
///
/// The backend compiles the module read back from its printed text, not the one the exporter
/// built: code generation depends on the order of each value's use list, which printing does
/// not keep (the exporter's module has the order of its construction, a module read from a
/// file the order of the text). So `--emit=ptx` equals `--emit=llvm | llc`, and `llc` on an
/// input that went through unchanged.
pub fn compile_to_ptx(module: &Module, cpu: &str, features: &str) -> Result<String, String> {
    let llvm = LlvmModule::translate(module)?;
    llvm.verify()?;
    let reread = LlvmModule::parse(llvm.to_text().as_bytes())
        .map_err(|e| format!("cannot read back the exported LLVM IR: {e}"))?;
    emit_ptx(reread, cpu, features)
}

/// What `llc -O3 -mcpu=<cpu>` does to LLVM IR (text or bitcode), in-process: the PTX.
pub fn llvm_ir_to_ptx(ir: &[u8], cpu: &str, features: &str) -> Result<String, String> {
    let llvm = LlvmModule::parse(ir).map_err(|e| format!("cannot read the LLVM IR: {e}"))?;
    emit_ptx(llvm, cpu, features)
}

/// Runs the NVPTX backend on `llvm`. A backend failure is an error, never the end of the
/// process: `Cannot select` and other `report_fatal_error`s come back through the C++ shim,
/// which jumps out of the backend; the module, its context and the target machine are then
/// in an unknown state and are leaked (a few megabytes at most, once per failed emission).
fn emit_ptx(llvm: LlvmModule, cpu: &str, features: &str) -> Result<String, String> {
    initialise_nvptx();
    let machine = TargetMachine::for_module(&llvm, cpu, features)?;
    let mut buffer: LLVMMemoryBufferRef = std::ptr::null_mut();
    let mut message = std::ptr::null_mut();
    // SAFETY: live machine and module; the buffer (on success) and the message are ours.
    let status =
        unsafe { kestrel_emit_recovering(machine.0, llvm.module, &mut buffer, &mut message) };
    if status != 0 {
        let reason = super::llvm_import::take_shim_string(message).unwrap_or_default();
        if status == 2 {
            std::mem::forget(machine);
            std::mem::forget(llvm);
        }
        return Err(format!("NVPTX code generation failed: {reason}"));
    }
    drop(machine);
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
