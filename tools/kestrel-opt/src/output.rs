//! Writing the output: to stdout, or to a file through a temporary sibling that is renamed
//! into place only when everything succeeded, so a failed run never leaves a partial file.

use std::{io::Write, path::Path};

/// Writes `bytes` to `path` atomically.
pub fn write_atomically(path: &str, bytes: &[u8]) -> Result<(), String> {
    let target = Path::new(path);
    let directory = match target.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    if !directory.is_dir() {
        return Err(format!(
            "cannot write '{path}': directory '{}' does not exist",
            directory.display()
        ));
    }
    if target.is_dir() {
        return Err(format!("cannot write '{path}': it is a directory"));
    }
    let name = target.file_name().and_then(|n| n.to_str()).unwrap_or("out");
    let temporary = directory.join(format!(".{name}.kestrel-{}.tmp", std::process::id()));
    let result = std::fs::File::create(&temporary)
        .and_then(|mut file| file.write_all(bytes).and_then(|()| file.sync_all()))
        .and_then(|()| std::fs::rename(&temporary, target));
    result.map_err(|e| {
        let _ = std::fs::remove_file(&temporary);
        format!("cannot write '{path}': {}", crate::input::io_reason(&e))
    })
}
