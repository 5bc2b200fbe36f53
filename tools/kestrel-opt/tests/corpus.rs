//! The real-kernel corpus: every vendored `.ll` imports, runs each registered pass with the
//! verifier on, and lowers to PTX that `ptxas` accepts.

use crate::support::{assemble, kestrel_opt, root};
use rayon::prelude::*;
use std::path::PathBuf;

fn corpus_files(level: &str) -> Vec<PathBuf> {
    crate::support::corpus_files(&[level])
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
    assert_eq!(
        files.len(),
        286,
        "the vendored O3 corpus has 286 files (60 real, 226 of our own)"
    );
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

#[test]
fn bitcode_and_stdin_inputs_import_like_text() {
    let file = root().join("third_party/corpus/cuda-samples/O3/0_Introduction__clock__clock.cu.ll");
    let text_run = kestrel_opt(&[file.to_str().unwrap()], &[]);
    assert_eq!(text_run.code, 0, "{}", text_run.stderr);
    let bitcode = std::process::Command::new("/usr/lib/llvm-22/bin/llvm-as")
        .arg(&file)
        .arg("-o")
        .arg("-")
        .output()
        .expect("llvm-as from llvm-22 runs");
    assert!(bitcode.status.success());
    let from_stdin_bitcode = kestrel_opt(&["-"], &bitcode.stdout);
    assert_eq!(from_stdin_bitcode.code, 0, "{}", from_stdin_bitcode.stderr);
    let from_stdin_text = kestrel_opt(&["-"], &std::fs::read(&file).unwrap());
    assert_eq!(from_stdin_text.code, 0, "{}", from_stdin_text.stderr);
    let kernels = |out: &[u8]| String::from_utf8_lossy(out).matches("llvm.func").count();
    assert_eq!(
        kernels(&from_stdin_bitcode.stdout),
        kernels(&text_run.stdout)
    );
    assert_eq!(from_stdin_text.stdout, text_run.stdout);
}

#[test]
fn output_is_byte_identical_across_runs_and_thread_counts() {
    let files = corpus_files("O3");
    let passes = format!(
        "--passes={}",
        kestrel_rewrites::passes()
            .iter()
            .map(|p| p.name)
            .collect::<Vec<_>>()
            .join(",")
    );
    let differing: Vec<String> = files
        .par_iter()
        .filter_map(|file| {
            let path = file.to_string_lossy();
            let run = |extra: &[&str]| {
                let mut args = vec![
                    path.as_ref(),
                    passes.as_str(),
                    "--print-dead-sync-elim",
                    "--stats",
                ];
                args.extend_from_slice(extra);
                let outcome = kestrel_opt(&args, &[]);
                assert_eq!(outcome.code, 0, "{path}: {}", outcome.stderr);
                (outcome.stdout, outcome.stderr)
            };
            // Kernel-sized modules run serially by default; force the threaded run too.
            let threaded = run(&["--threading-min-ops=0"]);
            let again = run(&["--threading-min-ops=0"]);
            let default = run(&[]);
            let single = run(&["--mlir-disable-threading"]);
            (threaded != again || threaded != single || default != single)
                .then(|| path.into_owned())
        })
        .collect();
    assert!(
        differing.is_empty(),
        "nondeterministic output: {differing:?}"
    );
}
