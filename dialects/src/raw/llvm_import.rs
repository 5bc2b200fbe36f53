//! The LLVM IR importer's FFI (`cpp/llvm_import.cpp`, built by `build.rs`):
//! [`import_llvm_ir`] and [`has_debug_info`].

use melior::{Context, ir::Module};
use mlir_sys::MlirOperation;
use std::ffi::{CStr, CString, c_char};

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
pub(super) fn take_shim_string(text: *mut c_char) -> Option<String> {
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
