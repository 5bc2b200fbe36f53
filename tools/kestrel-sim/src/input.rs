//! Reading a module file: MLIR text as is, LLVM IR (`.ll`/`.bc`) through `mlir-translate`.
//!
//! MLIR's C API cannot import LLVM IR, so LLVM IR goes through `mlir-translate
//! --import-llvm` (Debian's `mlir-22-tools`) in a subprocess, found as
//! `$KESTREL_MLIR_TRANSLATE`, `/usr/lib/llvm-22/bin/mlir-translate` or `mlir-translate-22`.

use crate::SimError;
use std::{
    io::Write,
    path::{Path, PathBuf},
    process::{Command, Stdio},
};

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

fn mlir_translate() -> PathBuf {
    if let Some(path) = std::env::var_os("KESTREL_MLIR_TRANSLATE") {
        return PathBuf::from(path);
    }
    let debian = Path::new("/usr/lib/llvm-22/bin/mlir-translate");
    if debian.exists() {
        debian.to_path_buf()
    } else {
        PathBuf::from("mlir-translate-22")
    }
}

/// Imports LLVM IR into LLVM-dialect MLIR text.
pub fn import_llvm(name: &str, bytes: &[u8]) -> Result<String, SimError> {
    let tool = mlir_translate();
    let mut child = Command::new(&tool)
        .args(["--import-llvm", "-", "-o", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| {
            SimError::Import(format!(
                "cannot run '{}': {} (install mlir-22-tools)",
                tool.display(),
                io_reason(&e)
            ))
        })?;
    let mut stdin = child
        .stdin
        .take()
        .ok_or_else(|| SimError::Import("no stdin".into()))?;
    let data = bytes.to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&data));
    let output = child
        .wait_with_output()
        .map_err(|e| SimError::Import(format!("'{}' failed: {}", tool.display(), io_reason(&e))))?;
    let _ = writer.join();
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let line = stderr
            .lines()
            .find(|l| l.contains("error"))
            .unwrap_or("the importer failed")
            .trim();
        return Err(SimError::Import(format!("{name}: {line}")));
    }
    String::from_utf8(output.stdout)
        .map_err(|_| SimError::Import(format!("{name}: the importer produced invalid UTF-8")))
}
