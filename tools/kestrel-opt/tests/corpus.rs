//! The real-kernel corpus: every vendored `.ll` imports, runs each registered pass with the
//! verifier on, and lowers to PTX that `ptxas` accepts.

use crate::support::{assemble, kestrel_opt, root};
use rayon::prelude::*;
use std::path::PathBuf;

fn corpus_files(level: &str) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for suite in ["cuda-samples", "polybench-acc"] {
        let dir = root().join("third_party/corpus").join(suite).join(level);
        for entry in std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .flatten()
        {
            if entry.path().extension().is_some_and(|e| e == "ll") {
                files.push(entry.path());
            }
        }
    }
    files.sort();
    files
}

fn check_lowering(files: &[PathBuf], pipeline: &[&str]) {
    let failures: Vec<String> = files
        .par_iter()
        .filter_map(|file| {
            let path = file.to_string_lossy();
            let mut args = vec![path.as_ref(), "--emit=ptx", "--mcpu=sm_80"];
            args.extend_from_slice(pipeline);
            let outcome = kestrel_opt(&args, &[]);
            if outcome.code != 0 {
                return Some(format!("{path}: kestrel-opt failed: {}", outcome.stderr));
            }
            assemble(&outcome.stdout, "sm_80", &path)
                .err()
                .map(|e| format!("{path}: ptxas rejected the PTX: {e}"))
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_o3_kernel_lowers_to_ptx_that_ptxas_accepts() {
    let files = corpus_files("O3");
    assert_eq!(files.len(), 60, "the vendored O3 corpus has 60 files");
    check_lowering(&files, &[]);
}

#[test]
fn every_pass_keeps_every_corpus_kernel_valid() {
    let mut files = corpus_files("O3");
    files.extend(corpus_files("O1"));
    for info in kestrel_rewrites::passes() {
        let passes = format!("--passes={}", info.name);
        check_lowering(&files, &[&passes, "--verify-each=true"]);
    }
}
