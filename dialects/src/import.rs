//! LLVM IR in, LLVM/NVVM-dialect MLIR out, without losing meaning on the way.
//!
//! MLIR's C API cannot import LLVM IR, so `raw::import_llvm_ir` calls MLIR's C++
//! `translateLLVMIRToModule` through the shim in `cpp/llvm_import.cpp`, in-process (no
//! `mlir-translate` subprocess, no print and re-parse), and puts back what that importer drops
//! (`externally_initialized`, the exact data layout string). Debug locations stay on the ops;
//! [`print`] keeps them in the text whenever the module has debug info, so `--emit=mlir`
//! output can be read back without losing line tables.

use crate::raw;
use melior::{
    Context,
    ir::{Module, operation::OperationLike, operation::OperationPrintingFlags},
};

pub use raw::Imported;

/// Imports LLVM IR (text or bitcode) into `context`. Errors name the input:
/// `NAME:LINE:COLUMN: message` for text, `NAME: message` for bitcode.
pub fn import<'c>(context: &'c Context, bytes: &[u8], name: &str) -> Result<Imported<'c>, String> {
    raw::import_llvm_ir(context, bytes, name).map_err(|message| {
        if message.starts_with(|c: char| c.is_ascii_digit()) {
            format!("{name}:{message}")
        } else {
            format!("{name}: {message}")
        }
    })
}

/// Imports LLVM IR into a fresh context and prints it as MLIR text (with locations when it
/// has debug info), for callers that work on text (kestrel-sim, kestrel-bench).
pub fn to_mlir_text(bytes: &[u8], name: &str) -> Result<String, String> {
    let context = crate::new_context(false);
    let imported = import(&context, bytes, name)?;
    Ok(print(&imported.module))
}

/// The module's MLIR text; locations are printed when the module carries debug info (a
/// function with a `DISubprogram`), since they are its line tables.
pub fn print(module: &Module) -> String {
    if raw::has_debug_info(module) {
        let flags = OperationPrintingFlags::new().enable_debug_info(true, false);
        module
            .as_operation()
            .to_string_with_flags(flags)
            .unwrap_or_else(|_| module.as_operation().to_string())
    } else {
        module.as_operation().to_string()
    }
}

/// What `module` means once emitted: its LLVM IR, imported back, as MLIR text. Semantic checks
/// compare an input with this rather than with the module in memory, so they also see what
/// the export loses. A module of several `gpu.module`s (several LLVM modules) is refused.
pub fn reimported(module: &Module) -> Result<String, String> {
    let ir = raw::translate_to_llvm_ir(module)?;
    to_mlir_text(ir.as_bytes(), "<emitted LLVM IR>")
}

/// [`reimported`] for MLIR text.
pub fn reimported_text(text: &str) -> Result<String, String> {
    let context = crate::new_context(false);
    let module = raw::parse_module(&context, text).ok_or("the MLIR does not parse")?;
    reimported(&module)
}
