//! Emission: [`translate_to_llvm_ir`] and [`compile_to_ptx`] export through the MLIR C API
//! and run the NVPTX backend in-process through LLVM's C API (its target-machine half, which
//! mlir-sys does not bind, is declared here).

use melior::ir::Module;
use mlir_sys::{LLVMContextRef, LLVMModuleRef, MlirOperation};
use std::{
    borrow::Cow,
    ffi::{CStr, CString, c_char, c_void},
    sync::{Mutex, Once},
};

/// How much debug information the PTX carries.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum DebugInfo {
    /// Line tables only (`.loc`/`.file`, what `nvcc -lineinfo` gives): the `.target` line has
    /// no `debug`, so ptxas optimises. The default.
    #[default]
    Lines,
    /// Whatever the module carries, DWARF sections included: `.target sm_XX, debug` when it
    /// has any, and ptxas then compiles without optimising (`nvcc -G`).
    Full,
    /// None: debug information is stripped before code generation.
    None,
}

impl DebugInfo {
    /// `lines`, `full` or `none`.
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "lines" => Some(Self::Lines),
            "full" => Some(Self::Full),
            "none" => Some(Self::None),
            _ => None,
        }
    }
}

/// Which floating-point multiplies and adds the backend may fuse into `fma`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum FpFusion {
    /// Those the IR marks `contract` (LLVM's default, `llc --fp-contract=on`): what clang's
    /// CUDA IR asks for op by op.
    #[default]
    Standard,
    /// Any (`--fp-contract=fast`): `nvcc`'s default `--fmad=true`, and Triton's, whose IR
    /// carries no `contract` flags and leaves fusion to the target.
    Fast,
    /// None the target would add (`--fp-contract=off`); an op the IR itself marks
    /// `contract` still fuses, as with `llc`.
    Off,
}

impl FpFusion {
    /// `on`, `fast` or `off`, as `llc --fp-contract`.
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "on" => Some(Self::Standard),
            "fast" => Some(Self::Fast),
            "off" => Some(Self::Off),
            _ => None,
        }
    }

    fn shim_level(self) -> i32 {
        match self {
            Self::Standard => 0,
            Self::Fast => 1,
            Self::Off => 2,
        }
    }
}

/// The target when neither the caller nor the module names one.
pub const DEFAULT_CPU: &str = "sm_80";

/// What the NVPTX backend is asked to make: `llc -O3 -mcpu=<cpu> -mattr=<features>`, with
/// the module's debug information cut to [`DebugInfo`] and shared, const and local pointers
/// 32 bits wide when `short_pointers` says so.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Codegen {
    /// `None`: the module's `target-cpu` function attribute, else [`DEFAULT_CPU`].
    pub cpu: Option<String>,
    /// An LLVM feature string such as `+ptx83`. `None`: the module's `target-features`
    /// without their `sm_*` entries (the processor implies those); empty picks the backend's
    /// default PTX version for the processor.
    pub features: Option<String>,
    pub debug_info: DebugInfo,
    /// `Some(on)` decides; `None` follows the module's data layout (32-bit pointers to shared
    /// memory there mean short pointers, as Triton's modules declare them).
    pub short_pointers: Option<bool>,
    pub fp_fusion: FpFusion,
    /// Fuse a widening multiply and a 64-bit add into `mad.wide` (`nvptx-mad-wide-opt`, on in
    /// Triton's code generation): fewer registers for 32-bit indices into 64-bit addresses,
    /// sometimes more instructions.
    pub mad_wide: bool,
    /// Whether the backend's LSR runs, or is chosen per function (split emission only).
    pub strength_reduction: StrengthReduction,
    /// Whether the backend's machine-code sinking runs, or is chosen per function (measured
    /// split emission only).
    pub machine_sink: MachineSink,
}

/// Whether the backend's MachineSink pass runs among its machine passes. It moves an
/// instruction into the successor block that dominates its uses, and counts a block that
/// uses the value only in a phi as no use at all: a chain of diamonds (a guarded load per
/// unrolled step) then carries each step's result, and every operand it needs, through all
/// later steps. keccak's sha3_256_batch: 158 registers with it, 80 without, for the same
/// instructions; elsewhere sinking saves the work a path does not need, and ptxas allocates
/// around it better or worse by kernel, so the choice is measured.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum MachineSink {
    /// As `llc` runs it.
    #[default]
    On,
    /// Off (`llc -disable-machine-sink`).
    Off,
    /// Split emission with [`StrengthReduction::Measured`]: the settled module is compiled both
    /// ways and [`LateHalf::choose_machine_sink`] picks per function. Elsewhere as `On`.
    Measured,
}

impl MachineSink {
    /// `on`, `off` or `measured`.
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "on" => Some(Self::On),
            "off" => Some(Self::Off),
            "measured" => Some(Self::Measured),
            _ => None,
        }
    }
}

/// Whether the backend's Loop Strength Reduction runs among its IR passes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum StrengthReduction {
    /// On every loop, as `llc` runs it.
    #[default]
    On,
    /// Off (`llc -disable-lsr`).
    Off,
    /// Split code generation only: the IR passes run both ways and the late half
    /// ([`LateHalf::may_drop_lsr`], [`LateHalf::choose`]) picks per function. Whole emission
    /// runs LSR.
    PerFunction,
    /// As [`StrengthReduction::PerFunction`], the late half picking by what ptxas makes of
    /// both versions, each after the late half ([`LateHalf::rewrite_to_measure`]), instead of
    /// by estimates (it needs ptxas and nvdisasm).
    Measured,
    /// [`StrengthReduction::Measured`] where ptxas and nvdisasm can be found, else
    /// [`StrengthReduction::PerFunction`]: whoever emits resolves it
    /// ([`StrengthReduction::resolved`]); unresolved, it is `PerFunction`.
    Auto,
}

impl StrengthReduction {
    /// `on`, `off`, `per-function`, `measured` or `auto`.
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "on" => Some(Self::On),
            "off" => Some(Self::Off),
            "per-function" => Some(Self::PerFunction),
            "measured" => Some(Self::Measured),
            "auto" => Some(Self::Auto),
            _ => None,
        }
    }

    /// True when split code generation compiles both versions and the late half chooses.
    pub fn is_chosen_per_function(self) -> bool {
        matches!(self, Self::PerFunction | Self::Measured | Self::Auto)
    }

    /// [`StrengthReduction::Auto`] as `Measured` when `can_measure`, else `PerFunction`;
    /// any other choice as it is.
    pub fn resolved(self, can_measure: bool) -> Self {
        match self {
            Self::Auto if can_measure => Self::Measured,
            Self::Auto => Self::PerFunction,
            other => other,
        }
    }
}

/// What runs between the two halves of split code generation.
pub trait LateHalf {
    /// Rewrites `ir`, the LLVM IR the backend's IR passes leave; returns the LLVM IR the rest
    /// of the backend compiles.
    fn rewrite(&mut self, ir: String) -> Result<String, String>;

    /// With [`StrengthReduction::PerFunction`]: the module's LLVM IR as the version without
    /// LSR should enter the backend's IR passes (rewrites that pay only without LSR); the
    /// version with LSR gets `ir` as it is. By default unchanged.
    fn prepare_without_lsr(&mut self, ir: String) -> Result<String, String> {
        Ok(ir)
    }

    /// With [`StrengthReduction::Measured`]: [`LateHalf::rewrite`] on a version only compiled
    /// to be measured, never emitted, so nothing of the run is reported. By default
    /// [`LateHalf::rewrite`] itself.
    fn rewrite_to_measure(&mut self, ir: String) -> Result<String, String> {
        self.rewrite(ir)
    }

    /// With [`StrengthReduction::PerFunction`], before anything is compiled: whether some
    /// function may be better without LSR, by the two versions' LLVM IR as the backend's IR
    /// passes left them (before [`LateHalf::rewrite`]). When not, the version with LSR is
    /// rewritten and compiled, and [`LateHalf::choose`] is not asked.
    fn may_drop_lsr(&mut self, with_lsr: &str, without_lsr: &str) -> Result<bool, String>;

    /// With [`StrengthReduction::PerFunction`]: the module compiled with and without LSR, not
    /// yet rewritten (the late half then rewrites what is kept, so a late pass never moves the
    /// choice); says which to keep, or gives LLVM IR that takes some functions from each.
    /// With [`StrengthReduction::Measured`] each PTX is what the version becomes after
    /// [`LateHalf::rewrite_to_measure`], the IR still the backend's: what is measured is what
    /// would be emitted, and what is kept is rewritten once more, as with the estimate.
    fn choose(&mut self, with_lsr: &Compiled, without_lsr: &Compiled) -> Result<Chosen, String>;

    /// With [`StrengthReduction::Measured`]: the module's LLVM IR as it enters the backend
    /// (`ir`), rewritten by what pays only where ptxas says so once LSR has acted on it
    /// (extensions of induction arithmetic pushed down to the variable, so LSR sees the
    /// recurrence); `None`, the default, when nothing was rewritten.
    fn prepare_widened(&mut self, ir: &str) -> Result<Option<String>, String> {
        let _ = ir;
        Ok(None)
    }

    /// With [`StrengthReduction::Measured`], when [`LateHalf::prepare_widened`] rewrote the
    /// module: the version LSR was chosen for (`current`) and the widened one with LSR, both
    /// compiled as [`LateHalf::choose`]'s; says which each function keeps. By default the
    /// current one.
    fn choose_widened(
        &mut self,
        current: &Compiled,
        widened: &Compiled,
    ) -> Result<Widened, String> {
        let _ = (current, widened);
        Ok(Widened::Kept)
    }

    /// With [`StrengthReduction::Measured`]: further rewrites of `ir` that trade more for
    /// registers than [`LateHalf::rewrite`], in the order [`LateHalf::settle`] weighs them;
    /// none (the default) when there are none. Nothing of their runs is reported.
    fn rewrite_harder(&mut self, ir: String) -> Result<Vec<String>, String> {
        let _ = ir;
        Ok(Vec::new())
    }

    /// With [`StrengthReduction::Measured`], when [`LateHalf::rewrite`] (or
    /// [`LateHalf::rewrite_harder`]) changed the version kept: that version as the late half
    /// was `given` it, as it was `rewritten`, and as each harder rewrite left it, each
    /// compiled; says which to emit, or gives LLVM IR that takes some functions from each. By
    /// default the rewritten one.
    fn settle(
        &mut self,
        given: &Compiled,
        rewritten: &Compiled,
        harder: &[Compiled],
    ) -> Result<Settled, String> {
        let _ = (given, rewritten, harder);
        Ok(Settled::Rewritten)
    }

    /// With [`StrengthReduction::Measured`], when the pointer width was left to the module
    /// (64 bits there) and only code generation would see 32-bit shared, const and local
    /// pointers: the module as settled, compiled with its 64-bit pointers (`wide`) and with
    /// 32-bit ones (`narrow`); says whether to emit `narrow`. By default no.
    fn keep_narrow_pointers(&mut self, wide: &str, narrow: &str) -> Result<bool, String> {
        let _ = (wide, narrow);
        Ok(false)
    }

    /// With [`MachineSink::Measured`] (and [`StrengthReduction::Measured`]), once the module and
    /// its pointer width are settled: its PTX as the backend's machine-code sinking leaves it
    /// (`sunk`), and the PTX of the settled module and of the module the late half was given
    /// (where it rewrote something) without that pass (`unsunk`, in that order, each differing
    /// from `sunk`); gives PTX that takes some functions from `unsunk`, or `None` (the
    /// default) to emit `sunk`.
    fn choose_machine_sink(
        &mut self,
        sunk: &str,
        unsunk: &[Unsunk],
    ) -> Result<Option<String>, String> {
        let _ = (sunk, unsunk);
        Ok(None)
    }

    /// With [`StrengthReduction::Measured`], last: the PTX to emit, given back with the
    /// register budgets (`.maxnreg`) that pay for some kernels. By default unchanged.
    fn budget_registers(&mut self, ptx: String) -> Result<String, String> {
        Ok(ptx)
    }
}

/// A module's PTX without the backend's machine-code sinking
/// ([`LateHalf::choose_machine_sink`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unsunk {
    /// The module as the late half was given it, rather than as it settled.
    pub given: bool,
    pub ptx: String,
}

/// What [`LateHalf::settle`] emits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Settled {
    Rewritten,
    Given,
    /// The harder rewrite of this index ([`LateHalf::rewrite_harder`]).
    Harder(usize),
    /// LLVM IR to compile: some functions from each.
    Merged(String),
}

/// What [`LateHalf::choose_widened`] keeps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Widened {
    Kept,
    Widened,
    /// LLVM IR to compile: some functions from each.
    Merged(String),
}

/// A rewritten module and its PTX.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Compiled {
    pub ir: String,
    pub ptx: String,
}

/// What [`LateHalf::choose`] keeps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Chosen {
    WithLsr,
    WithoutLsr,
    /// LLVM IR to compile: some functions from each.
    Merged(String),
}

impl Codegen {
    /// What `kestrel-opt --emit=ptx --mcpu=<cpu>` asks for by default: the module's PTX
    /// features, line tables only, pointer widths from the module's data layout, LLVM's FP
    /// fusion, no `mad.wide`.
    pub fn for_cpu(cpu: &str) -> Self {
        Self {
            cpu: Some(cpu.to_string()),
            ..Self::default()
        }
    }

    /// `llc -O3 -mcpu=<cpu>` on the module as it is: the backend's default features, the
    /// module's debug information kept whole, pointer widths from its data layout.
    pub fn llc(cpu: &str) -> Self {
        Self {
            cpu: Some(cpu.to_string()),
            features: Some(String::new()),
            debug_info: DebugInfo::Full,
            short_pointers: None,
            fp_fusion: FpFusion::Standard,
            mad_wide: false,
            strength_reduction: StrengthReduction::On,
            machine_sink: MachineSink::On,
        }
    }
}

// The LLVM C API's target-machine half, which mlir-sys does not bind.
type LLVMTargetRef = *mut c_void;
type LLVMTargetMachineRef = *mut c_void;
type LLVMMemoryBufferRef = *mut c_void;
type LLVMPassBuilderOptionsRef = *mut c_void;
type LLVMErrorRef = *mut c_void;
type LLVMTargetDataRef = *mut c_void;
type LLVMValueRef = *mut c_void;
type LLVMAttributeRef = *mut c_void;

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
        part: i32,
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
    fn LLVMGetModuleDataLayout(module: LLVMModuleRef) -> LLVMTargetDataRef;
    fn LLVMPointerSizeForAS(data: LLVMTargetDataRef, space: u32) -> u32;
    fn LLVMCreateTargetDataLayout(machine: LLVMTargetMachineRef) -> LLVMTargetDataRef;
    fn LLVMSetModuleDataLayout(module: LLVMModuleRef, data: LLVMTargetDataRef);
    fn LLVMDisposeTargetData(data: LLVMTargetDataRef);
    fn LLVMGetFirstFunction(module: LLVMModuleRef) -> LLVMValueRef;
    fn LLVMGetNextFunction(function: LLVMValueRef) -> LLVMValueRef;
    fn LLVMIsDeclaration(global: LLVMValueRef) -> i32;
    fn LLVMGetStringAttributeAtIndex(
        function: LLVMValueRef,
        index: u32,
        key: *const c_char,
        key_length: u32,
    ) -> LLVMAttributeRef;
    fn LLVMGetStringAttributeValue(attribute: LLVMAttributeRef, length: *mut u32) -> *const c_char;
    fn LLVMStripModuleDebugInfo(module: LLVMModuleRef) -> i32;
    fn LLVMGetNamedMetadataNumOperands(module: LLVMModuleRef, name: *const c_char) -> u32;
    /// The C++ shim's setter for the backend's `nvptx-short-ptr` option (0: no such option).
    fn kestrel_set_nvptx_short_pointers(on: i32) -> i32;
    fn kestrel_set_nvptx_mad_wide(on: i32) -> i32;
    /// The C++ shim's check that a module means the same with 32-bit shared, const and local
    /// pointers (1) or may not (0).
    fn kestrel_pointer_widths_are_free(module: LLVMModuleRef) -> i32;
    fn kestrel_set_fp_fusion(machine: LLVMTargetMachineRef, level: i32);
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

    /// The value of string attribute `key` on the first function defined in the module that
    /// has it (`target-cpu`, `target-features`).
    fn function_attribute(&self, key: &str) -> Option<String> {
        // SAFETY: live module; the functions and attributes belong to it; the value is copied.
        unsafe {
            let mut function = LLVMGetFirstFunction(self.module);
            while !function.is_null() {
                if LLVMIsDeclaration(function) == 0 {
                    let attribute = LLVMGetStringAttributeAtIndex(
                        function,
                        u32::MAX, // LLVMAttributeFunctionIndex
                        key.as_ptr() as *const c_char,
                        key.len() as u32,
                    );
                    if !attribute.is_null() {
                        let mut length = 0u32;
                        let value = LLVMGetStringAttributeValue(attribute, &mut length);
                        let bytes = std::slice::from_raw_parts(value as *const u8, length as usize);
                        return Some(String::from_utf8_lossy(bytes).into_owned());
                    }
                }
                function = LLVMGetNextFunction(function);
            }
        }
        None
    }

    /// The processor and features to compile for: the caller's, else the module's.
    fn target(&self, codegen: &Codegen) -> (String, String) {
        let cpu = codegen
            .cpu
            .clone()
            .or_else(|| self.function_attribute("target-cpu"))
            .unwrap_or_else(|| DEFAULT_CPU.to_string());
        let features = codegen.features.clone().unwrap_or_else(|| {
            self.function_attribute("target-features")
                .map(|features| without_processor_features(&features))
                .unwrap_or_default()
        });
        (cpu, features)
    }

    /// True when the module's data layout makes pointers to shared memory 32 bits wide.
    fn has_short_shared_pointers(&self) -> bool {
        // SAFETY: live module; the layout is owned by the module, not by us.
        unsafe { LLVMPointerSizeForAS(LLVMGetModuleDataLayout(self.module), 3) == 4 }
    }

    /// Whether only code generation would see 32-bit shared, const and local pointers: none
    /// is held in memory, converted to an integer, or passed across the module's boundary.
    fn pointer_widths_are_free(&self) -> bool {
        // SAFETY: live module; the shim only reads it.
        unsafe { kestrel_pointer_widths_are_free(self.module) != 0 }
    }

    fn has_debug_info(&self) -> bool {
        // SAFETY: live module, NUL-terminated name.
        unsafe { LLVMGetNamedMetadataNumOperands(self.module, c"llvm.dbg.cu".as_ptr()) > 0 }
    }

    /// The module with its debug information cut to `level`: stripped for `None`; for
    /// `Lines`, each compile unit's emission kind lowered to directives only (read back from
    /// edited text, since LLVM's API cannot change a compile unit in place).
    fn with_debug_info(self, level: DebugInfo) -> Result<Self, String> {
        match level {
            DebugInfo::Full => Ok(self),
            DebugInfo::None => {
                // SAFETY: live module.
                unsafe { LLVMStripModuleDebugInfo(self.module) };
                Ok(self)
            }
            DebugInfo::Lines if !self.has_debug_info() => Ok(self),
            DebugInfo::Lines => match directives_only(&self.to_text()) {
                Cow::Borrowed(_) => Ok(self),
                Cow::Owned(text) => Self::parse(text.as_bytes())
                    .map_err(|e| format!("cannot read back the module with line tables only: {e}")),
            },
        }
    }
}

/// `features` without `+sm_XX`/`-sm_XX` entries: the processor decides those, and one from a
/// module compiled for another processor would contradict `--mcpu`.
pub fn without_processor_features(features: &str) -> String {
    features
        .split(',')
        .filter(|feature| {
            let name = feature.trim_start_matches(['+', '-']);
            !name.is_empty() && !name.starts_with("sm_")
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// `text` (a printed LLVM module) with every compile unit that asks for line tables or full
/// debug information asking for debug directives only: LLVM's NVPTX printer then writes
/// `.loc` and `.file` but neither DWARF sections nor the `debug` word on `.target` that keeps
/// ptxas from optimising (what `nvcc -lineinfo` produces).
fn directives_only(text: &str) -> Cow<'_, str> {
    const KINDS: [&str; 2] = ["emissionKind: FullDebug", "emissionKind: LineTablesOnly"];
    let is_unit = |line: &str| line.starts_with('!') && line.contains("!DICompileUnit(");
    if !text
        .lines()
        .any(|line| is_unit(line) && KINDS.iter().any(|kind| line.contains(kind)))
    {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        if is_unit(line) {
            let mut edited = line.to_string();
            for kind in KINDS {
                edited = edited.replace(kind, "emissionKind: DebugDirectivesOnly");
            }
            out.push_str(&edited);
        } else {
            out.push_str(line);
        }
    }
    Cow::Owned(out)
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
    /// error) at `llc -O3`; the module's triple is set to it, and its data layout to the
    /// machine's, as `llc` does.
    fn for_module(llvm: &LlvmModule, codegen: &Codegen) -> Result<Self, String> {
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
        let (cpu, features) = llvm.target(codegen);
        if !known_processors().contains(&cpu) {
            return Err(format!("unknown NVPTX target '{cpu}'"));
        }
        let c_cpu = CString::new(cpu.as_str()).map_err(|e| e.to_string())?;
        let c_features = CString::new(features).map_err(|e| e.to_string())?;
        let mut target: LLVMTargetRef = std::ptr::null_mut();
        let mut error = std::ptr::null_mut();
        // SAFETY: valid C strings; out-pointers are live locals.
        if unsafe { LLVMGetTargetFromTriple(c_triple.as_ptr(), &mut target, &mut error) } != 0 {
            return Err(first_line(&take_message(error)));
        }
        let short = codegen
            .short_pointers
            .unwrap_or_else(|| llvm.has_short_shared_pointers());
        // The backend reads `nvptx-short-ptr` only while it builds a machine, and the option
        // is global: hold the lock from setting it until the machine exists.
        static SHORT_POINTERS: Mutex<()> = Mutex::new(());
        let guard = SHORT_POINTERS.lock().unwrap_or_else(|e| e.into_inner());
        // SAFETY: the shim only sets a registered option's value.
        if unsafe { kestrel_set_nvptx_short_pointers(i32::from(short)) } == 0 && short {
            return Err("this LLVM's NVPTX backend has no 32-bit pointer option".to_string());
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
        drop(guard);
        if machine.is_null() {
            return Err(format!("cannot create an NVPTX target machine for '{cpu}'"));
        }
        // SAFETY: live module, machine and triple string; the layout is copied by the module
        // and disposed right after. The fusion level is a plain field of the machine.
        unsafe {
            kestrel_set_fp_fusion(machine, codegen.fp_fusion.shim_level());
            LLVMSetTarget(llvm.module, c_triple.as_ptr());
            let layout = LLVMCreateTargetDataLayout(machine);
            LLVMSetModuleDataLayout(llvm.module, layout);
            LLVMDisposeTargetData(layout);
        }
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
    let machine = TargetMachine::for_module(&llvm, &Codegen::llc(cpu))?;
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

/// The backend's `nvptx-mad-wide-opt` is one global option read during instruction
/// selection: an emission holds it at its value for as long as it runs, and one that wants
/// the other value waits until none is running.
struct MadWide;

/// The option's value and how many emissions hold it.
static MAD_WIDE: (Mutex<(bool, usize)>, std::sync::Condvar) =
    (Mutex::new((false, 0)), std::sync::Condvar::new());

impl MadWide {
    fn hold(on: bool) -> Result<Self, String> {
        let (state, changed) = &MAD_WIDE;
        let mut state = state.lock().unwrap_or_else(|e| e.into_inner());
        while state.1 > 0 && state.0 != on {
            state = changed.wait(state).unwrap_or_else(|e| e.into_inner());
        }
        if state.0 != on {
            // SAFETY: the shim only sets a registered option's value; no emission is running.
            if unsafe { kestrel_set_nvptx_mad_wide(i32::from(on)) } == 0 && on {
                return Err("this LLVM's NVPTX backend has no mad.wide option".to_string());
            }
            state.0 = on;
        }
        state.1 += 1;
        Ok(Self)
    }
}

impl Drop for MadWide {
    fn drop(&mut self) {
        let (state, changed) = &MAD_WIDE;
        let mut state = state.lock().unwrap_or_else(|e| e.into_inner());
        state.1 -= 1;
        changed.notify_all();
    }
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
    known_processors().to_vec()
}

/// The processor list, asked of the backend once per process (every emission checks its
/// processor against it).
fn known_processors() -> &'static [String] {
    static KNOWN: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    KNOWN.get_or_init(|| {
        initialise_nvptx();
        // SAFETY: the shim returns a malloc'ed list (or null) that `take_shim_string` frees.
        let list = super::llvm_import::take_shim_string(unsafe { kestrel_nvptx_processors() });
        list.unwrap_or_default()
            .split(',')
            .filter(|name| !name.is_empty())
            .map(str::to_string)
            .collect()
    })
}

/// Translates an LLVM/NVVM-dialect module to LLVM IR text (the module is LLVM-verified).
pub fn translate_to_llvm_ir(module: &Module) -> Result<String, String> {
    let llvm = LlvmModule::translate(module)?;
    llvm.verify()?;
    Ok(llvm.to_text())
}

/// Translates `module` to LLVM IR and runs the NVPTX backend as `codegen` says (what
/// `llc -O3 -mcpu=<cpu> -mattr=<features>` does) in-process, returning the PTX text.
///
/// The backend compiles the module read back from its printed text, not the one the exporter
/// built: code generation depends on the order of each value's use list, which printing does
/// not keep (the exporter's module has the order of its construction, a module read from a
/// file the order of the text). So `--emit=ptx` equals `--emit=llvm | llc`, and `llc` on an
/// input that went through unchanged.
pub fn compile_to_ptx(module: &Module, codegen: &Codegen) -> Result<String, String> {
    emit(
        exported_for_codegen(module, codegen)?,
        codegen,
        CodegenPart::Whole,
    )
}

/// [`compile_to_ptx`] split where `llc -stop-before=codegenprepare` and
/// `-start-before=codegenprepare` split it: the backend's own IR passes (NVVMReflect,
/// lower-args, infer-address-spaces, straight-line strength reduction, GVN, LSR, the
/// load/store vectoriser, ...) run first; `late` gets the LLVM IR they leave and returns the
/// LLVM IR that CodeGenPrepare, instruction selection and the rest of the backend compile.
/// With `late` returning its input unchanged, the PTX is [`compile_to_ptx`]'s (except that
/// private globals nothing uses any more after the IR passes, such as NVVMReflect's
/// `__CUDA_FTZ` strings, are not printed: the whole pipeline prints globals before its IR
/// passes run, the second half after; `llc` split the same way does the same).
pub fn compile_to_ptx_split(
    module: &Module,
    codegen: &Codegen,
    late: &mut dyn LateHalf,
) -> Result<String, String> {
    split_emit(exported_for_codegen(module, codegen)?, codegen, late)
}

/// [`llvm_ir_to_ptx`] split as [`compile_to_ptx_split`].
pub fn llvm_ir_to_ptx_split(
    ir: &[u8],
    codegen: &Codegen,
    late: &mut dyn LateHalf,
) -> Result<String, String> {
    let llvm = LlvmModule::parse(ir).map_err(|e| format!("cannot read the LLVM IR: {e}"))?;
    split_emit(llvm.with_debug_info(codegen.debug_info)?, codegen, late)
}

/// `module` translated, verified, printed (cut to line tables when asked) and read back into
/// a fresh context, ready for the backend (see [`compile_to_ptx`] for why it is read back).
fn exported_for_codegen(module: &Module, codegen: &Codegen) -> Result<LlvmModule, String> {
    let llvm = LlvmModule::translate(module)?;
    llvm.verify()?;
    let text = llvm.to_text();
    drop(llvm);
    let text = match codegen.debug_info {
        DebugInfo::Lines => directives_only(&text),
        _ => Cow::Borrowed(text.as_str()),
    };
    let reread = LlvmModule::parse(text.as_bytes())
        .map_err(|e| format!("cannot read back the exported LLVM IR: {e}"))?;
    // Line tables were cut in the text already.
    match codegen.debug_info {
        DebugInfo::None => reread.with_debug_info(DebugInfo::None),
        DebugInfo::Lines | DebugInfo::Full => Ok(reread),
    }
}

/// The two halves of code generation with `late` between them. The second half compiles for
/// exactly the target the first resolved (processor, features and pointer width fixed from
/// the module as it was, not as `late` left it), so what `late` does to function attributes
/// or the data layout cannot change the target. With [`StrengthReduction::PerFunction`] the
/// first half runs with LSR on the module and without it on the module as
/// [`LateHalf::prepare_without_lsr`] leaves it; when the two differ and `late` says some
/// function may be better without LSR, both are compiled and `late` chooses. The choice is
/// made on the backend's IR before `late` rewrites anything, and `late` then rewrites the
/// version kept: the register estimate and PTX work the choice reads are fitted to that IR,
/// and a late pass that rewrote both versions moved it (a late `sink` kept LSR for
/// jacobi9_pitched, 32 -> 38 registers). With [`StrengthReduction::Measured`] the version
/// kept is compiled as `late` was given it, as it returned it and as it rewrote it harder,
/// and [`LateHalf::settle`] says which each function keeps.
fn split_emit(
    llvm: LlvmModule,
    codegen: &Codegen,
    late: &mut dyn LateHalf,
) -> Result<String, String> {
    let (cpu, features) = llvm.target(codegen);
    let resolved = Codegen {
        cpu: Some(cpu),
        features: Some(features),
        short_pointers: Some(
            codegen
                .short_pointers
                .unwrap_or_else(|| llvm.has_short_shared_pointers()),
        ),
        ..codegen.clone()
    };
    if !codegen.strength_reduction.is_chosen_per_function() {
        let ir = late.rewrite(emit(llvm, &resolved, CodegenPart::UpToCodeGenPrepare)?)?;
        return second_half(&ir, &resolved);
    }
    let (settled, given) = split_emit_per_function(llvm, codegen, &resolved, late)?;
    if codegen.strength_reduction != StrengthReduction::Measured {
        return Ok(settled.ptx);
    }
    let second = Codegen {
        strength_reduction: StrengthReduction::On,
        ..resolved.clone()
    };
    let (ptx, second) =
        if codegen.short_pointers.is_none() && resolved.short_pointers == Some(false) {
            narrow_if_better(&settled, &second, late)?
        } else {
            (settled.ptx.clone(), second)
        };
    let ptx = if codegen.machine_sink == MachineSink::Measured {
        let versions = [Some(settled.ir.as_str()), given.as_deref()];
        let narrowed = second.short_pointers != resolved.short_pointers;
        unsunk_where_better(&versions, &second, narrowed, ptx, late)?
    } else {
        ptx
    };
    late.budget_registers(ptx)
}

/// `sunk` (the PTX of the settled module compiled as `second` says, the backend's machine-code
/// sinking on), or PTX that takes some functions from `versions` (the settled module's LLVM
/// IR, and the one the late half was given where it differs) compiled without that pass, as
/// `late` chooses ([`LateHalf::choose_machine_sink`]) having measured them. A late pass can
/// do what MachineSink does (the late `sink` moves values down to the block that dominates
/// their uses too), so the version given is weighed as well. Where the pointers were narrowed
/// for the settled module (`narrowed`), a version is weighed only if they mean the same in it
/// ([`LlvmModule::pointer_widths_are_free`]).
fn unsunk_where_better(
    versions: &[Option<&str>; 2],
    second: &Codegen,
    narrowed: bool,
    sunk: String,
    late: &mut dyn LateHalf,
) -> Result<String, String> {
    let unsunk_codegen = Codegen {
        machine_sink: MachineSink::Off,
        ..second.clone()
    };
    let mut unsunk: Vec<Unsunk> = Vec::new();
    for (index, ir) in versions.iter().enumerate() {
        let Some(ir) = ir else {
            continue;
        };
        let llvm = LlvmModule::parse(ir.as_bytes())
            .map_err(|e| format!("cannot read the LLVM IR after the late passes: {e}"))?;
        if narrowed && !llvm.pointer_widths_are_free() {
            continue;
        }
        // A version without sinking is a candidate only: if the backend fails on it, the
        // version it compiled with sinking stands.
        let Ok(ptx) = emit(llvm, &unsunk_codegen, CodegenPart::FromCodeGenPrepare) else {
            continue;
        };
        if ptx != sunk && unsunk.iter().all(|other| other.ptx != ptx) {
            unsunk.push(Unsunk {
                given: index == 1,
                ptx,
            });
        }
    }
    if unsunk.is_empty() {
        return Ok(sunk);
    }
    Ok(late.choose_machine_sink(&sunk, &unsunk)?.unwrap_or(sunk))
}

/// The PTX of `settled` (compiled with 64-bit shared, const and local pointers), or its IR
/// compiled with 32-bit ones where they mean the same (the IR keeps them in registers only)
/// and `late`, having measured both, keeps them. nvcc's pointers to those spaces are 32 bits
/// wide; LLVM's are 64 unless the module says otherwise, and each then costs two registers.
/// Only the backend from CodeGenPrepare on sees the width: its IR passes ran with 64-bit
/// pointers, so the IR is what the rest of the late half measured.
/// Also returns the code generation that made the PTX returned, `second` or its narrow twin.
fn narrow_if_better(
    settled: &Compiled,
    second: &Codegen,
    late: &mut dyn LateHalf,
) -> Result<(String, Codegen), String> {
    let wide = || Ok((settled.ptx.clone(), second.clone()));
    let llvm = LlvmModule::parse(settled.ir.as_bytes())
        .map_err(|e| format!("cannot read the LLVM IR after the late passes: {e}"))?;
    if !llvm.pointer_widths_are_free() {
        return wide();
    }
    let narrow = Codegen {
        short_pointers: Some(true),
        ..second.clone()
    };
    // A width the backend cannot select is no reason to fail: the wide PTX stands.
    let Ok(narrow_ptx) = emit(llvm, &narrow, CodegenPart::FromCodeGenPrepare) else {
        return wide();
    };
    if narrow_ptx != settled.ptx && late.keep_narrow_pointers(&settled.ptx, &narrow_ptx)? {
        Ok((narrow_ptx, narrow))
    } else {
        wide()
    }
}

/// [`split_emit`] with LSR chosen per function (and, measured, the late half settled): the
/// LLVM IR compiled and its PTX, before any register budget or narrower pointers; and, where
/// the late half rewrote it, the LLVM IR it was given.
fn split_emit_per_function(
    llvm: LlvmModule,
    codegen: &Codegen,
    resolved: &Codegen,
    late: &mut dyn LateHalf,
) -> Result<(Compiled, Option<String>), String> {
    let original = llvm.to_text();
    let copy = LlvmModule::parse(late.prepare_without_lsr(original.clone())?.as_bytes())
        .map_err(|e| format!("cannot copy the module for code generation: {e}"))?;
    let on = Codegen {
        strength_reduction: StrengthReduction::On,
        ..resolved.clone()
    };
    let off = Codegen {
        strength_reduction: StrengthReduction::Off,
        ..resolved.clone()
    };
    let with_text = emit(llvm, &on, CodegenPart::UpToCodeGenPrepare)?;
    let without_text = emit(copy, &off, CodegenPart::UpToCodeGenPrepare)?;
    // LSR is chosen on the backend's IR as it leaves the first half, before the late steps
    // run: what the late steps do (recompute, sink) then adds to the version the choice
    // keeps instead of moving the choice (its register estimate and PTX work are fitted to
    // the backend's IR). When LSR changed no loop there is nothing to choose.
    let measured = codegen.strength_reduction == StrengthReduction::Measured;
    // Measured, each version as the late half rewrote it to be measured, compiled: the one
    // kept whole is what the late half returns again below, so its code generation is done.
    let mut measured_versions: Vec<Compiled> = Vec::new();
    let mut compile = |late: &mut dyn LateHalf, text: &str| -> Result<String, String> {
        if measured {
            let ir = late.rewrite_to_measure(text.to_string())?;
            let ptx = second_half(&ir, &on)?;
            measured_versions.push(Compiled {
                ir,
                ptx: ptx.clone(),
            });
            Ok(ptx)
        } else {
            second_half(text, &on)
        }
    };
    // The backend's IR of each version compiled for the LSR choice, with its PTX.
    let mut choice_versions: Vec<Compiled> = Vec::new();
    let chosen = if with_text != without_text && late.may_drop_lsr(&with_text, &without_text)? {
        let with_lsr = Compiled {
            ptx: compile(late, &with_text)?,
            ir: with_text,
        };
        let without_lsr = Compiled {
            ptx: compile(late, &without_text)?,
            ir: without_text,
        };
        let chosen = match late.choose(&with_lsr, &without_lsr)? {
            Chosen::WithLsr => with_lsr.ir.clone(),
            Chosen::WithoutLsr => without_lsr.ir.clone(),
            Chosen::Merged(ir) => ir,
        };
        choice_versions.extend([with_lsr, without_lsr]);
        chosen
    } else {
        with_text
    };
    // Widened induction indices are a bet on LSR and on what ptxas makes of its pointers:
    // each function takes them where ptxas does better, against the version LSR was chosen
    // for (a function that went without LSR is weighed against that version too).
    let chosen = match measured
        .then(|| late.prepare_widened(&original))
        .transpose()?
    {
        Some(Some(widened)) => {
            let widened = LlvmModule::parse(widened.as_bytes())
                .map_err(|e| format!("cannot read the widened module: {e}"))?;
            let widened_text = emit(widened, &on, CodegenPart::UpToCodeGenPrepare)?;
            if widened_text == chosen {
                chosen
            } else {
                let current = match choice_versions.iter().find(|done| done.ir == chosen) {
                    Some(done) => done.clone(),
                    None => Compiled {
                        ptx: compile(late, &chosen)?,
                        ir: chosen.clone(),
                    },
                };
                let widened = Compiled {
                    ptx: compile(late, &widened_text)?,
                    ir: widened_text,
                };
                match late.choose_widened(&current, &widened)? {
                    Widened::Kept => chosen,
                    Widened::Widened => widened.ir,
                    Widened::Merged(ir) => ir,
                }
            }
        }
        _ => chosen,
    };
    let ir = late.rewrite(chosen.clone())?;
    if !measured {
        return Ok((
            Compiled {
                ptx: second_half(&ir, &on)?,
                ir,
            },
            None,
        ));
    }
    // Each harder rewrite keeps its place, by which the settlement reports it; one that
    // repeats the given or rewritten version, or an earlier one, is weighed as the rewritten
    // version (never better than itself, so never kept) instead of being compiled again.
    let mut harder: Vec<Option<String>> = Vec::new();
    for rewrite in late.rewrite_harder(chosen.clone())? {
        let repeated = rewrite == ir
            || rewrite == chosen
            || harder
                .iter()
                .any(|earlier| earlier.as_ref() == Some(&rewrite));
        harder.push((!repeated).then_some(rewrite));
    }
    if ir == chosen && harder.iter().all(Option::is_none) {
        return Ok((
            Compiled {
                ptx: second_half(&ir, &on)?,
                ir,
            },
            None,
        ));
    }
    // The late half's rewrites are a bet on what ptxas makes of them: measured, each function
    // keeps the version ptxas does best on (see the late half's `settle`).
    let compiled = |ir: String| -> Result<Compiled, String> {
        if let Some(done) = measured_versions.iter().find(|done| done.ir == ir) {
            return Ok(done.clone());
        }
        Ok(Compiled {
            ptx: second_half(&ir, &on)?,
            ir,
        })
    };
    let rewritten = compiled(ir)?;
    let given = compiled(chosen.clone())?;
    let harder = harder
        .into_iter()
        .map(|rewrite| match rewrite {
            Some(ir) => compiled(ir),
            None => Ok(rewritten.clone()),
        })
        .collect::<Result<Vec<_>, _>>()?;
    let settled = match late.settle(&given, &rewritten, &harder)? {
        Settled::Rewritten => rewritten,
        Settled::Given => given,
        Settled::Harder(index) => harder
            .into_iter()
            .nth(index)
            .ok_or("the late half settled on a harder rewrite it did not make")?,
        Settled::Merged(ir) => Compiled {
            ptx: second_half(&ir, &on)?,
            ir,
        },
    };
    let given = (settled.ir != chosen).then_some(chosen);
    Ok((settled, given))
}

/// The backend from CodeGenPrepare on, on the LLVM IR text `ir` the late half returned.
fn second_half(ir: &str, codegen: &Codegen) -> Result<String, String> {
    let llvm = LlvmModule::parse(ir.as_bytes())
        .map_err(|e| format!("cannot read the LLVM IR after the late passes: {e}"))?;
    llvm.verify()
        .map_err(|e| format!("the LLVM IR after the late passes does not verify: {e}"))?;
    emit(llvm, codegen, CodegenPart::FromCodeGenPrepare)
}

/// What `llc -O3 -mcpu=<cpu>` does to LLVM IR (text or bitcode), in-process: the PTX, with
/// the debug information and pointer widths `codegen` asks for.
pub fn llvm_ir_to_ptx(ir: &[u8], codegen: &Codegen) -> Result<String, String> {
    let llvm = LlvmModule::parse(ir).map_err(|e| format!("cannot read the LLVM IR: {e}"))?;
    emit(
        llvm.with_debug_info(codegen.debug_info)?,
        codegen,
        CodegenPart::Whole,
    )
}

/// Which part of the NVPTX backend's pipeline an emission runs (the C++ shim's
/// `CodegenPart`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CodegenPart {
    /// All of it: PTX.
    Whole = 0,
    /// The backend's IR passes, up to (not including) CodeGenPrepare: LLVM IR text.
    UpToCodeGenPrepare = 1,
    /// From CodeGenPrepare on: PTX.
    FromCodeGenPrepare = 2,
}

/// Or'ed into a [`CodegenPart`]: the pipeline without LSR (the shim's
/// `WithoutLoopStrengthReduction`).
const WITHOUT_LSR: i32 = 16;

/// Or'ed into a [`CodegenPart`]: the pipeline without MachineSink (the shim's
/// `WithoutMachineSink`).
const WITHOUT_MACHINE_SINK: i32 = 32;

/// Runs `part` of the NVPTX backend on `llvm`. A backend failure is an error, never the end
/// of the process: `Cannot select` and other `report_fatal_error`s come back through the C++
/// shim, which jumps out of the backend; the module, its context and the target machine are
/// then in an unknown state and are leaked (a few megabytes at most, once per failed
/// emission).
fn emit(llvm: LlvmModule, codegen: &Codegen, part: CodegenPart) -> Result<String, String> {
    initialise_nvptx();
    let _mad_wide = MadWide::hold(codegen.mad_wide)?;
    let machine = TargetMachine::for_module(&llvm, codegen)?;
    let mut buffer: LLVMMemoryBufferRef = std::ptr::null_mut();
    let mut message = std::ptr::null_mut();
    let without_lsr = codegen.strength_reduction == StrengthReduction::Off
        && part != CodegenPart::FromCodeGenPrepare;
    let without_sink =
        codegen.machine_sink == MachineSink::Off && part != CodegenPart::UpToCodeGenPrepare;
    let requested = part as i32
        | if without_lsr { WITHOUT_LSR } else { 0 }
        | if without_sink {
            WITHOUT_MACHINE_SINK
        } else {
            0
        };
    // SAFETY: live machine and module; the buffer (on success) and the message are ours.
    let status = unsafe {
        kestrel_emit_recovering(machine.0, llvm.module, requested, &mut buffer, &mut message)
    };
    if status != 0 {
        let reason = super::llvm_import::take_shim_string(message).unwrap_or_default();
        if status == 2 {
            std::mem::forget(machine);
            std::mem::forget(llvm);
        }
        return Err(match part {
            CodegenPart::UpToCodeGenPrepare => {
                format!("NVPTX code generation failed in its IR passes: {reason}")
            }
            CodegenPart::Whole | CodegenPart::FromCodeGenPrepare => {
                format!("NVPTX code generation failed: {reason}")
            }
        });
    }
    drop(machine);
    // SAFETY: the buffer holds `size` bytes starting at `start` until it is disposed.
    let text = unsafe {
        let start = LLVMGetBufferStart(buffer) as *const u8;
        let size = LLVMGetBufferSize(buffer);
        let text = String::from_utf8_lossy(std::slice::from_raw_parts(start, size)).into_owned();
        LLVMDisposeMemoryBuffer(buffer);
        text
    };
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::StrengthReduction;

    #[test]
    fn auto_is_measured_only_where_ptxas_is_at_hand() {
        let auto = StrengthReduction::parse("auto").unwrap();
        assert!(auto.is_chosen_per_function());
        assert_eq!(auto.resolved(true), StrengthReduction::Measured);
        assert_eq!(auto.resolved(false), StrengthReduction::PerFunction);
        for other in ["on", "off", "per-function", "measured"] {
            let choice = StrengthReduction::parse(other).unwrap();
            assert_eq!(choice.resolved(true), choice);
            assert_eq!(choice.resolved(false), choice);
        }
        assert_eq!(StrengthReduction::parse("sometimes"), None);
    }
}
