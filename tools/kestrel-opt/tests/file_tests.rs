//! File tests: each file under `test/` starts with `// RUN: <kestrel-opt arguments>`; the
//! file is the input, and stdout, stderr and the exit code are checked by an insta snapshot
//! stored beside it in `test/snapshots/`.

use crate::support::{kestrel_opt, root};
use std::path::{Path, PathBuf};

fn test_files(dir: &Path, found: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("test dir")
        .flatten()
        .map(|e| e.path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n != "snapshots") {
                test_files(&path, found);
            }
        } else if path
            .extension()
            .is_some_and(|e| e == "mlir" || e == "ll" || e == "txt")
        {
            found.push(path);
        }
    }
}

fn run_line(text: &str) -> Option<Vec<String>> {
    let first = text.lines().next()?;
    let args = first.strip_prefix("// RUN:")?;
    Some(args.split_whitespace().map(String::from).collect())
}

#[test]
fn every_file_test_matches_its_snapshot() {
    let test_dir = root().join("test");
    let mut files = Vec::new();
    test_files(&test_dir, &mut files);
    assert!(files.len() >= 5, "file tests found: {files:?}");
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(test_dir.join("snapshots"));
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.bind(|| {
        for file in files {
            let relative = file
                .strip_prefix(&test_dir)
                .unwrap()
                .to_string_lossy()
                .replace('/', "__");
            let text = std::fs::read_to_string(&file).unwrap();
            let mut args =
                run_line(&text).unwrap_or_else(|| panic!("{} has no // RUN: line", file.display()));
            args.push(file.to_string_lossy().into_owned());
            let argv: Vec<&str> = args.iter().map(String::as_str).collect();
            let outcome = kestrel_opt(&argv, &[]);
            let root_prefix = format!("{}/", root().display());
            let report = format!(
                "exit: {}\n--- stderr ---\n{}--- stdout ---\n{}",
                outcome.code,
                normalise(&outcome.stderr).replace(&root_prefix, ""),
                normalise(&String::from_utf8_lossy(&outcome.stdout)).replace(&root_prefix, "")
            );
            insta::assert_snapshot!(relative, report);
        }
    });
}

/// Timing lines vary run to run; keep their shape only.
fn normalise(text: &str) -> String {
    text.lines()
        .map(|line| {
            if line.starts_with("timing:") {
                "timing: <elided>".to_string()
            } else {
                line.to_string()
            }
        })
        .map(|line| line + "\n")
        .collect()
}
