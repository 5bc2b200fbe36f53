//! dead-sync-elim over the corpus: every kernel the simulator supports must run the same after
//! the pass. (Its file tests, `test/dead-sync-elim/`, are checked by `file_tests`, including
//! `// EXPECT: sync-needed`.)

use crate::support::{
    as_emitted, corpus_files, is_deletable_sync_line, kestrel_opt, original_as_mlir, run_ok,
};
use kestrel_sim::{Config, diff_modules};

fn sync_count(text: &str) -> usize {
    text.lines().filter(|l| is_deletable_sync_line(l)).count()
}

#[test]
fn the_corpus_runs_the_same_after_the_pass() {
    use rayon::prelude::*;
    let files = corpus_files(&["O1", "O3"]);
    let results: Vec<(String, usize, usize, Option<String>)> = files
        .par_iter()
        .map(|file| {
            let path = file.to_string_lossy().into_owned();
            let before = original_as_mlir(&path);
            let after = run_ok(&["--passes=dead-sync-elim"], &before);
            let (n_before, n_after) = (sync_count(&before), sync_count(&after));
            let problem = if n_after == n_before {
                None
            } else {
                // The original file against what the output means once emitted.
                match diff_modules(&before, &as_emitted(&after), &Config::default()) {
                    Ok(report) if report.is_different() => Some(format!("{path}: {report}")),
                    _ => None,
                }
            };
            (path, n_before, n_after, problem)
        })
        .collect();
    let before: usize = results.iter().map(|r| r.1).sum();
    let after: usize = results.iter().map(|r| r.2).sum();
    for (path, b, a, _) in results.iter().filter(|r| r.1 != r.2) {
        println!("dead-sync-elim: {path}: {b} -> {a} syncs");
    }
    println!(
        "dead-sync-elim over the corpus: {before} -> {after} syncs ({} removed)",
        before - after
    );
    let problems: Vec<_> = results.iter().filter_map(|r| r.3.clone()).collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(before > 0);
}

#[test]
fn verify_semantics_catches_a_changed_kernel_and_accepts_an_equal_one() {
    let kernel = |constant: i32| {
        format!(
            r#"llvm.func ptx_kernelcc @k(%out: !llvm.ptr<1>) {{
              %tid = nvvm.read.ptx.sreg.tid.x : i32
              %bid = nvvm.read.ptx.sreg.ctaid.x : i32
              %ntid = nvvm.read.ptx.sreg.ntid.x : i32
              %first = llvm.mul %bid, %ntid : i32
              %gid = llvm.add %first, %tid : i32
              %c = llvm.mlir.constant({constant} : i32) : i32
              %v = llvm.add %tid, %c : i32
              %t = llvm.zext nneg %gid : i32 to i64
              %p = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
              llvm.store %v, %p {{alignment = 4 : i64}} : i32, !llvm.ptr<1>
              llvm.return
            }}"#
        )
    };
    let mut log = String::new();
    assert!(kestrel_opt::verify_semantics(&kernel(1), &kernel(1), &mut log).is_ok());
    let error = kestrel_opt::verify_semantics(&kernel(1), &kernel(2), &mut log).unwrap_err();
    assert!(
        error.starts_with("--verify-semantics: the output behaves differently"),
        "{error}"
    );
    let outcome = kestrel_opt(
        &["--passes=dead-sync-elim", "--verify-semantics", "-"],
        kernel(3).as_bytes(),
    );
    assert_eq!(outcome.code, 0, "{}", outcome.stderr);
}
