//! Generates one `#[test]` per file under `test/` (`$OUT_DIR/file_tests.rs`, included by
//! `tests/file_tests.rs`), so each file test can be run and filtered by name
//! (`cargo test -p kestrel-opt --test main dead_sync_elim__barriers`) and fails on its own.
//! The library and the binary do not use the output.

use std::{
    collections::BTreeSet,
    fmt::Write as _,
    path::{Path, PathBuf},
};

/// File tests are these; anything else under `test/` (a README, an editor's backup) is not.
const EXTENSIONS: &[&str] = &["mlir", "ll", "txt"];

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap());
    let test_dir = manifest.join("../../test");
    let mut files = Vec::new();
    collect(&test_dir, &test_dir, &mut files);
    files.sort();
    let mut names = BTreeSet::new();
    let mut out = String::new();
    for relative in &files {
        let name = test_name(relative);
        assert!(
            names.insert(name.clone()),
            "test/{relative}: another file test is also named {name}: rename one"
        );
        // `__` keeps the folder apart from the file, which rustc's snake case does not allow.
        writeln!(
            out,
            "#[test]\n#[allow(non_snake_case)]\nfn {name}() {{\n    crate::file_tests::check_file({relative:?});\n}}\n"
        )
        .unwrap();
    }
    writeln!(out, "pub const GENERATED: &[&str] = &{files:?};").unwrap();
    let target = PathBuf::from(std::env::var_os("OUT_DIR").unwrap()).join("file_tests.rs");
    // Rewriting an unchanged file would make cargo recompile the test binary.
    if std::fs::read_to_string(&target).ok().as_deref() != Some(out.as_str()) {
        std::fs::write(&target, out).unwrap();
    }
}

/// Every file test under `dir`, as paths relative to `test_dir` with `/` separators. Each
/// folder below `test/` is watched, so adding or removing a file regenerates the tests; `test/`
/// itself is not, because cargo watches a folder with everything in it and updating
/// `test/snapshots/` must not rebuild the test binary (a new folder is caught by
/// `file_tests::every_file_test_has_a_generated_test`).
fn collect(test_dir: &Path, dir: &Path, files: &mut Vec<String>) {
    if dir != test_dir {
        println!("cargo:rerun-if-changed={}", dir.display());
    }
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n != "snapshots") {
                collect(test_dir, &path, files);
            }
        } else if path
            .extension()
            .is_some_and(|e| EXTENSIONS.iter().any(|x| e == *x))
        {
            let relative = path.strip_prefix(test_dir).unwrap();
            let parts: Vec<_> = relative
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            files.push(parts.join("/"));
        }
    }
}

/// `dead-sync-elim/barriers.mlir` -> `dead_sync_elim__barriers`.
fn test_name(relative: &str) -> String {
    let without_extension = relative.rsplit_once('.').map_or(relative, |(stem, _)| stem);
    without_extension
        .replace('/', "__")
        .replace(['-', '.'], "_")
}
