//! Writing the output: to stdout, or to a file through a temporary sibling that is renamed
//! into place only when everything succeeded, so a failed run never leaves a partial file.

use std::{io::Write, path::Path};

/// Writes `bytes` to `path` atomically. A path that names something other than a regular
/// file (`/dev/null`, a FIFO, a terminal) is written in place: renaming over it would replace
/// the device with a regular file. A symbolic link is followed, so the link stays a link.
pub fn write_atomically(path: &str, bytes: &[u8]) -> Result<(), String> {
    let resolved;
    let target = match std::fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => {
            resolved = std::fs::canonicalize(path)
                .map_err(|e| format!("cannot write '{path}': {}", crate::input::io_reason(&e)))?;
            resolved.as_path()
        }
        _ => Path::new(path),
    };
    if let Ok(meta) = std::fs::metadata(target)
        && !meta.is_file()
        && !meta.is_dir()
    {
        return std::fs::OpenOptions::new()
            .write(true)
            .open(target)
            .and_then(|mut file| file.write_all(bytes))
            .map_err(|e| format!("cannot write '{path}': {}", crate::input::io_reason(&e)));
    }
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
