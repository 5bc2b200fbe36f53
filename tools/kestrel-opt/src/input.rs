//! Reading the input and telling its format. LLVM IR (`.ll`/`.bc`) is imported into the
//! LLVM dialect in-process by `kestrel_dialects::import`.

use std::path::Path;

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
    String::from_utf8(bytes).map_err(|e| not_utf8(name, e.utf8_error()))
}

/// Checks that text input (LLVM IR text, imported from the bytes) is UTF-8, as [`utf8`] does.
pub fn check_utf8(name: &str, bytes: &[u8]) -> Result<(), String> {
    std::str::from_utf8(bytes)
        .map(drop)
        .map_err(|e| not_utf8(name, e))
}

fn not_utf8(name: &str, error: std::str::Utf8Error) -> String {
    let offset = error.valid_up_to();
    format!("{name}: input is not valid UTF-8 (bad byte at offset {offset})")
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
    fn invalid_utf8_reports_the_offset() {
        assert_eq!(
            utf8("x", b"ab\xffcd".to_vec()).unwrap_err(),
            "x: input is not valid UTF-8 (bad byte at offset 2)"
        );
    }
}
