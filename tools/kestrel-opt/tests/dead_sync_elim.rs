//! dead-sync-elim checked by execution: every case of `test/dead-sync-elim/` says whether its
//! sync is removed or kept (`// EXPECT:`); kestrel-sim must see no difference where the pass
//! removed one, and — for syncs kept because of a real conflict — removing them by hand must
//! show a race or a difference. Syncs kept by rule (fences: the simulator is sequentially
//! consistent, so no fence is ever visibly necessary there) are simulated too when the case
//! gives a `// SIM-GRID:` (blocks, `X[,Y[,Z]]`), and a case with one must simulate
//! conclusively. Over the corpus, every kernel the simulator supports must run the same after
//! the pass.

use crate::support::{as_emitted, kestrel_opt, original_as_mlir, root};
use kestrel_sim::{Config, diff_modules};

/// Text lines that are sync ops the pass may delete.
fn is_deletable_sync_line(line: &str) -> bool {
    let line = line.trim_start();
    line.starts_with("nvvm.barrier0")
        || line.starts_with("llvm.fence")
        || line.starts_with("nvvm.fence.sc")
        || line.starts_with("nvvm.memory.barrier")
        || line.contains("\"llvm.nvvm.barrier.cta.sync")
        || line.contains("\"llvm.nvvm.barrier0\"")
        || line.contains("\"llvm.nvvm.membar.")
}

fn sync_count(text: &str) -> usize {
    text.lines().filter(|l| is_deletable_sync_line(l)).count()
}

fn all_syncs(text: &str) -> usize {
    text.lines()
        .filter(|l| {
            l.contains("barrier")
                || l.contains("membar")
                || l.contains("fence")
                || l.contains("nvvm.exit")
                || l.contains("warp.sync")
        })
        .filter(|l| !l.trim_start().starts_with("//"))
        .count()
}

struct Case {
    text: String,
    expect: String,
    block: Option<[u32; 3]>,
    grid: Option<[u32; 3]>,
}

/// `X[,Y[,Z]]`, missing dimensions 1.
fn dims(text: &str) -> [u32; 3] {
    let mut dims = [1; 3];
    for (dim, value) in dims.iter_mut().zip(text.split(',')) {
        *dim = value.trim().parse().unwrap();
    }
    dims
}

fn cases() -> Vec<(String, Case)> {
    let dir = root().join("test/dead-sync-elim");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    files.sort();
    let mut cases = Vec::new();
    for file in files
        .iter()
        .filter(|f| f.extension().is_some_and(|e| e == "mlir"))
    {
        let text = std::fs::read_to_string(file).unwrap();
        for (index, chunk) in text.split("\n// -----\n").enumerate() {
            let directive = |name: &str| {
                chunk.lines().find_map(|l| {
                    l.trim()
                        .strip_prefix(&format!("// {name}:"))
                        .map(|v| v.trim().to_string())
                })
            };
            let Some(expect) = directive("EXPECT") else {
                continue;
            };
            let block = directive("SIM-BLOCK").map(|b| dims(&b));
            let grid = directive("SIM-GRID").map(|g| dims(&g));
            let name = format!("{}#{index}", file.file_name().unwrap().to_string_lossy());
            cases.push((
                name,
                Case {
                    text: chunk.to_string(),
                    expect,
                    block,
                    grid,
                },
            ));
        }
    }
    cases
}

fn config(case: &Case) -> Config {
    let mut config = Config::default();
    if let Some(block) = case.block {
        config.block = block;
    }
    if let Some(grid) = case.grid {
        config.grid = grid;
    }
    config
}

fn run_pass(text: &str) -> String {
    let outcome = kestrel_opt(&["--passes=dead-sync-elim", "-"], text.as_bytes());
    assert_eq!(outcome.code, 0, "{}", outcome.stderr);
    String::from_utf8(outcome.stdout).unwrap()
}

#[test]
fn every_case_behaves_as_expected_in_the_simulator() {
    let cases = cases();
    assert!(cases.len() >= 34, "found {} cases", cases.len());
    let mut failures = Vec::new();
    for (name, case) in &cases {
        let after = run_pass(&case.text);
        let config = config(case);
        match case.expect.as_str() {
            "removed" => {
                if sync_count(&after) >= sync_count(&case.text) {
                    failures.push(format!("{name}: expected a sync to be removed:\n{after}"));
                }
                match diff_modules(&case.text, &after, &config) {
                    Ok(report) if report.is_inconclusive() && case.grid.is_some() => {
                        failures.push(format!("{name}: not simulated over its grid: {report}"))
                    }
                    Ok(report) if !report.is_different() => {}
                    Ok(report) => {
                        failures.push(format!("{name}: the removal changed behaviour: {report}"))
                    }
                    Err(error) => failures.push(format!("{name}: not simulated: {error}")),
                }
            }
            "kept-conflict" | "kept-rule" => {
                if all_syncs(&after) != all_syncs(&case.text) {
                    failures.push(format!("{name}: expected every sync to stay:\n{after}"));
                }
                if case.expect == "kept-rule" && case.grid.is_some() {
                    match diff_modules(&case.text, &after, &config) {
                        Ok(report) if !report.is_different() && !report.is_inconclusive() => {}
                        Ok(report) => failures.push(format!("{name}: {report}")),
                        Err(error) => failures.push(format!("{name}: not simulated: {error}")),
                    }
                }
                if case.expect == "kept-conflict" {
                    let forced: String = case
                        .text
                        .lines()
                        .filter(|l| !is_deletable_sync_line(l))
                        .map(|l| format!("{l}\n"))
                        .collect();
                    match diff_modules(&case.text, &forced, &config) {
                        Ok(report) if report.is_different() => {}
                        Ok(report) => failures.push(format!(
                            "{name}: removing the kept sync by hand shows no race or difference, so the case does not demonstrate the conflict: {report}"
                        )),
                        Err(error) if case.text.contains("@opaque") => drop(error),
                        Err(error) => failures.push(format!("{name}: not simulated: {error}")),
                    }
                }
            }
            other => failures.push(format!("{name}: unknown EXPECT '{other}'")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn the_corpus_runs_the_same_after_the_pass() {
    use rayon::prelude::*;
    let mut files = Vec::new();
    for suite in ["cuda-samples", "polybench-acc"] {
        for level in ["O1", "O3"] {
            let dir = root().join("third_party/corpus").join(suite).join(level);
            files.extend(std::fs::read_dir(dir).unwrap().flatten().map(|e| e.path()));
        }
    }
    files.sort();
    let results: Vec<(String, usize, usize, Option<String>)> = files
        .par_iter()
        .map(|file| {
            let path = file.to_string_lossy().into_owned();
            let before = original_as_mlir(&path);
            let after = run_pass(&before);
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
