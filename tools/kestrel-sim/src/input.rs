//! Reading a module file: MLIR text as is, LLVM IR (`.ll`/`.bc`) through Kestrel's importer
//! (`kestrel_dialects::import`), so the simulator reads an LLVM IR file as kestrel-opt does.

use crate::SimError;
use std::path::Path;

/// The MLIR text of the module in `path`.
pub fn read_module(path: &str) -> Result<String, SimError> {
    let bytes = std::fs::read(path)
        .map_err(|e| SimError::Config(format!("cannot read '{path}': {}", io_reason(&e))))?;
    if is_llvm_ir(path, &bytes) {
        return import_llvm(path, &bytes);
    }
    String::from_utf8(bytes).map_err(|e| {
        SimError::Parse(format!(
            "{path}: not valid UTF-8 (bad byte at offset {})",
            e.utf8_error().valid_up_to()
        ))
    })
}

fn io_reason(error: &std::io::Error) -> String {
    let text = error.to_string();
    match text.find(" (os error") {
        Some(cut) => text[..cut].to_string(),
        None => text,
    }
}

/// LLVM IR by extension, else by content (bitcode magic, `define`/`target` lines).
fn is_llvm_ir(path: &str, bytes: &[u8]) -> bool {
    match Path::new(path).extension().and_then(|e| e.to_str()) {
        Some("ll" | "bc") => return true,
        Some("mlir") => return false,
        _ => {}
    }
    if bytes.starts_with(b"BC\xC0\xDE") {
        return true;
    }
    let head = String::from_utf8_lossy(&bytes[..bytes.len().min(4096)]);
    head.lines().any(|line| {
        [
            "; ModuleID",
            "source_filename =",
            "target datalayout",
            "target triple",
            "define ",
        ]
        .iter()
        .any(|marker| line.starts_with(marker))
    })
}

/// Imports LLVM IR into LLVM-dialect MLIR text, the way kestrel-opt does (in-process, keeping
/// `externally_initialized` and the rest of what the importer would drop).
pub fn import_llvm(name: &str, bytes: &[u8]) -> Result<String, SimError> {
    kestrel_dialects::import::to_mlir_text(bytes, name).map_err(SimError::Import)
}
