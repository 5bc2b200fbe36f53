//! The fuzz targets' saved corpora and past findings (`fuzz/corpus/<target>`,
//! `fuzz/regressions/<target>`), replayed through the same property checks on stable Rust
//! (`kestrel_opt::fuzzing`): a finding, once saved, fails this test if it comes back.

use crate::support::root;
use kestrel_opt::fuzzing::{Finding, check_module_through_o3, check_pipeline_text};
use rayon::prelude::*;
use std::path::PathBuf;

fn inputs(target: &str) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for folder in ["corpus", "regressions"] {
        let dir = root().join("fuzz").join(folder).join(target);
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        files.extend(entries.flatten().map(|e| e.path()).filter(|p| p.is_file()));
    }
    files.sort();
    files
}

fn replay(target: &str, check: fn(&[u8]) -> Result<(), Finding>) -> usize {
    let files = inputs(target);
    let findings: Vec<String> = files
        .par_iter()
        .filter_map(|path| {
            let data = std::fs::read(path).unwrap();
            check(&data)
                .err()
                .map(|finding| format!("{}: {finding}", path.display()))
        })
        .collect();
    assert!(findings.is_empty(), "{}", findings.join("\n\n"));
    files.len()
}

#[test]
fn ir_o3_corpus_and_regressions_keep_their_properties() {
    let replayed = replay("ir_o3", check_module_through_o3);
    // The regressions folder holds the findings this test exists for.
    assert!(replayed >= 30, "only {replayed} inputs under fuzz/*/ir_o3");
}

#[test]
fn pipeline_parser_corpus_and_regressions_keep_their_properties() {
    let replayed = replay("pipeline_parser", check_pipeline_text);
    assert!(
        replayed >= 10,
        "only {replayed} inputs under fuzz/*/pipeline_parser"
    );
}

/// The oracle must be able to fail: a kernel and a copy that stores another value differ.
#[test]
fn the_behaviour_check_sees_a_changed_kernel() {
    let kernel = "llvm.func ptx_kernelcc @k(%p: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %a = llvm.getelementptr inbounds %p[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %c = llvm.mlir.constant(7 : i32) : i32
  llvm.store %c, %a : i32, !llvm.ptr<1>
  llvm.return
}
";
    let changed = kernel.replace("constant(7", "constant(8");
    assert!(kestrel_opt::fuzzing::check_same_behaviour(kernel, kernel).is_ok());
    let finding = kestrel_opt::fuzzing::check_same_behaviour(kernel, &changed)
        .expect_err("a different stored value is a different behaviour");
    assert_eq!(finding.what, "-O3 changed behaviour");
    assert!(check_module_through_o3(kernel.as_bytes()).is_ok());
}
