//! Reading the input and turning LLVM IR into the LLVM dialect.
//!
//! MLIR's C API cannot import LLVM IR, so `.ll`/`.bc` go through `mlir-translate
//! --import-llvm` (from Debian's `mlir-22-tools`) in a subprocess.

use std::{
    io::Write,
    path::{Path, PathBuf},
    process::{Command, Stdio},
};

/// The input's format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Mlir,
    LlvmText,
    LlvmBitcode,
}

/// Reads `path` (`-` for `stdin`).
pub fn read(
    path: &str,
    stdin: impl FnOnce() -> std::io::Result<Vec<u8>>,
) -> Result<Vec<u8>, String> {
    if path == "-" {
        return stdin().map_err(|e| format!("cannot read standard input: {e}"));
    }
    std::fs::read(path).map_err(|e| format!("cannot read '{path}': {}", io_reason(&e)))
}

/// The OS reason without Rust's `(os error N)` suffix.
pub fn io_reason(error: &std::io::Error) -> String {
    let text = error.to_string();
    match text.find(" (os error") {
        Some(cut) => text[..cut].to_string(),
        None => text,
    }
}

/// The format, from the extension when there is one, else from the content.
pub fn detect(path: &str, bytes: &[u8]) -> Format {
    match Path::new(path).extension().and_then(|e| e.to_str()) {
        Some("mlir") => return Format::Mlir,
        Some("ll") => return Format::LlvmText,
        Some("bc") => return Format::LlvmBitcode,
        _ => {}
    }
    if bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B]) {
        return Format::LlvmBitcode;
    }
    let text = String::from_utf8_lossy(&bytes[..bytes.len().min(4096)]);
    let llvm_markers = [
        "; ModuleID",
        "source_filename =",
        "target datalayout",
        "target triple",
        "define ",
        "declare ",
    ];
    let looks_llvm = text
        .lines()
        .any(|line| llvm_markers.iter().any(|m| line.starts_with(m)));
    if looks_llvm {
        Format::LlvmText
    } else {
        Format::Mlir
    }
}

/// Text input as UTF-8, or an error naming the first bad byte.
pub fn utf8(name: &str, bytes: Vec<u8>) -> Result<String, String> {
    String::from_utf8(bytes).map_err(|e| {
        let offset = e.utf8_error().valid_up_to();
        format!("{name}: input is not valid UTF-8 (bad byte at offset {offset})")
    })
}

/// `mlir-translate`: `$KESTREL_MLIR_TRANSLATE`, else Debian's LLVM 22 install, else `PATH`.
pub fn mlir_translate() -> PathBuf {
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

/// Imports LLVM IR (text or bitcode) into LLVM-dialect MLIR text. Errors carry `name` and
/// the importer's line:column.
pub fn import_llvm(name: &str, bytes: &[u8]) -> Result<String, String> {
    let tool = mlir_translate();
    let mut child = Command::new(&tool)
        .args(["--import-llvm", "-", "-o", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| {
            format!(
                "cannot run '{}' to import LLVM IR: {} (install mlir-22-tools)",
                tool.display(),
                io_reason(&e)
            )
        })?;
    let mut stdin = child.stdin.take().expect("stdin was piped");
    let data = bytes.to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&data));
    let output = child
        .wait_with_output()
        .map_err(|e| format!("'{}' failed: {}", tool.display(), io_reason(&e)))?;
    let _ = writer.join();
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        return Err(import_error(name, &stderr));
    }
    String::from_utf8(output.stdout)
        .map_err(|_| format!("{name}: the LLVM IR importer produced invalid UTF-8"))
}

/// The importer's first error, as `NAME:LINE:COL: message`. mlir-translate prefixes LLVM's
/// parser message with its own location (`<unknown>:0: <stdin>:3:7: error: ...`); the
/// `<stdin>:L:C` part is the position in the input.
fn import_error(name: &str, stderr: &str) -> String {
    let line = stderr
        .lines()
        .find(|l| l.contains("error:"))
        .or_else(|| stderr.lines().find(|l| !l.trim().is_empty()))
        .unwrap_or("cannot import LLVM IR")
        .trim();
    let message = line
        .rsplit_once("error: ")
        .map_or(line, |(_, message)| message)
        .trim();
    let position = line.split_once("<stdin>:").and_then(|(_, rest)| {
        let mut parts = rest.splitn(3, ':');
        let row: usize = parts.next()?.trim().parse().ok()?;
        let column: usize = parts.next()?.trim().parse().ok()?;
        Some(format!("{row}:{column}"))
    });
    match position {
        Some(position) => format!("{name}:{position}: {message}"),
        None => format!("{name}: {message}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detects_by_extension_then_content() {
        assert_eq!(detect("k.ll", b""), Format::LlvmText);
        assert_eq!(detect("k.mlir", b"define void @f()"), Format::Mlir);
        assert_eq!(detect("-", b"BC\xC0\xDE...."), Format::LlvmBitcode);
        assert_eq!(detect("-", b"; ModuleID = 'x'\n"), Format::LlvmText);
        assert_eq!(
            detect("-", b"llvm.func @f() {\n llvm.return\n}"),
            Format::Mlir
        );
    }

    #[test]
    fn import_errors_name_the_input() {
        let stderr = "<stdin>:3:7: error: expected type\n  %x = foo\n      ^\n";
        assert_eq!(import_error("k.ll", stderr), "k.ll:3:7: expected type");
        let stderr = "<unknown>:0: <stdin>:4:1: error: expected value token\n";
        assert_eq!(
            import_error("k.ll", stderr),
            "k.ll:4:1: expected value token"
        );
        assert_eq!(
            import_error("k.ll", "error: bad bitcode\n"),
            "k.ll: bad bitcode"
        );
    }

    #[test]
    fn invalid_utf8_reports_the_offset() {
        assert_eq!(
            utf8("x", b"ab\xffcd".to_vec()).unwrap_err(),
            "x: input is not valid UTF-8 (bad byte at offset 2)"
        );
    }
}
