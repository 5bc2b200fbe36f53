//! early-cse checked by its contract and by execution.
//!
//! - Every case of `test/early-cse/` runs with the options of its file's `// RUN:` line: a
//!   function named `..._should_not_apply` must get no rewrite, every other function at least
//!   one, and kestrel-sim must find no difference between the case before and after. A case
//!   marked `// UNSOUND-IF-MERGED: %b -> %a` must show a difference when `%b` is merged into
//!   `%a` by hand, which proves the case can catch the bug it guards against.
//! - Every corpus kernel runs the same after the pass (or the simulator cannot run it); the
//!   rewrites over the corpus are printed (`--nocapture`).
//! - An ignored benchmark compares the pass with `opt -passes='early-cse<memssa>'`.

#[path = "../../tools/kestrel-opt/tests/text_edits.rs"]
mod text_edits;
use crate::support::{context, corpus, functions, parse};
use kestrel_rewrites::{
    KnobSettings, Options,
    engine::RewriteCounts,
    passes::early_cse::{self, Counts},
    registry,
};
use kestrel_sim::{Config, Verdict};
use melior::ir::operation::OperationLike;
use std::path::PathBuf;
use text_edits::merged_by_hand;

fn test_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../test/early-cse")
}

/// The pass options a `// RUN:` line asks for: `--passes=early-cse{k=v}` and `--knob=v`.
fn options_of_run_line(line: &str) -> Options {
    let info = &early_cse::PASS;
    let mut knobs = KnobSettings::default();
    let mut local = Vec::new();
    for argument in line.split_whitespace() {
        if let Some(passes) = argument.strip_prefix("--passes=") {
            if let Some(body) = passes
                .strip_prefix("early-cse{")
                .and_then(|b| b.strip_suffix('}'))
            {
                for pair in body.split_whitespace() {
                    let (key, value) = pair.split_once('=').expect("key=value");
                    local.push((key.to_string(), value.to_string()));
                }
            }
        } else if let Some((name, value)) =
            argument.strip_prefix("--").and_then(|a| a.split_once('='))
            && kestrel_rewrites::knobs::lookup(name).is_some()
        {
            knobs.set(name, value).unwrap();
        }
    }
    registry::resolve_options(info, &knobs, &local).unwrap()
}

/// Runs early-cse on every function of `text`: the rewritten module, and per function what
/// the pass planned.
fn run_pass(text: &str, options: &Options) -> (String, Vec<(String, Counts)>) {
    let context = context();
    let module = parse(&context, text);
    let mut planned = Vec::new();
    let counts = RewriteCounts::default();
    for function in functions(&module) {
        planned.push((
            registry::function_name(&function),
            early_cse::analyse(function, options),
        ));
        apply_function(function, options, &counts).expect("early-cse applies");
    }
    assert!(module.as_operation().verify(), "verifies after early-cse");
    (module.as_operation().to_string(), planned)
}

fn case_config() -> Config {
    Config {
        grid: [1, 1, 1],
        ..Config::default()
    }
}

#[test]
fn every_case_keeps_its_contract_and_runs_the_same() {
    let mut files: Vec<_> = std::fs::read_dir(test_dir())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    assert!(files.len() >= 8, "early-cse test files: {files:?}");
    let mut failures = Vec::new();
    let (mut cases, mut simulated, mut demonstrated) = (0, 0, 0);
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let options = options_of_run_line(text.lines().next().unwrap());
        let file_name = file.file_name().unwrap().to_string_lossy().into_owned();
        for (index, chunk) in text.split("\n// -----\n").enumerate() {
            if !chunk.contains("llvm.func") {
                continue;
            }
            cases += 1;
            let name = format!("{file_name}#{index}");
            let (after, planned) = run_pass(chunk, &options);
            for (function, counts) in &planned {
                let must_not = function.ends_with("_should_not_apply");
                if must_not && counts.total() != 0 {
                    failures.push(format!("{name} {function}: rewrites {counts:?}"));
                }
                let is_kernel_under_test = chunk.contains(&format!("ptx_kernelcc {function}("));
                if !must_not && is_kernel_under_test && counts.total() == 0 {
                    failures.push(format!("{name} {function}: no rewrite"));
                }
            }
            let unsupported = chunk.contains("// SIM: unsupported");
            match kestrel_sim::diff_modules(chunk, &after, &case_config()) {
                Ok(report) if report.is_different() => {
                    failures.push(format!("{name}: runs differently:\n{report}\n{after}"))
                }
                Ok(report) if report.is_inconclusive() && !unsupported => {
                    failures.push(format!("{name}: inconclusive: {report}"))
                }
                Ok(report) if !report.is_inconclusive() => simulated += 1,
                Ok(_) => {}
                Err(error) if unsupported => drop(error),
                Err(error) => failures.push(format!("{name}: not simulated: {error}")),
            }
            for line in chunk.lines() {
                let Some(merge) = line.trim().strip_prefix("// UNSOUND-IF-MERGED:") else {
                    continue;
                };
                let (from, to) = merge.split_once("->").expect("%b -> %a");
                let forced = merged_by_hand(chunk, from.trim(), to.trim());
                match kestrel_sim::diff_modules(chunk, &forced, &case_config()) {
                    Ok(report) if report.is_different() => demonstrated += 1,
                    Ok(report) => failures.push(format!(
                        "{name}: merging {merge} by hand changes nothing, so the case cannot catch the bug: {report}"
                    )),
                    Err(error) => failures.push(format!("{name}: forced merge not simulated: {error}")),
                }
            }
        }
    }
    println!(
        "early-cse cases: {cases}, equivalent in kestrel-sim: {simulated}, unsound merges shown: {demonstrated}"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(demonstrated > 0);
}

#[test]
fn hand_merging_renames_whole_values_only() {
    let text = "  %b = llvm.add %a, %a : i32\n  %b2 = llvm.mul %b, %b : i32\n";
    assert_eq!(
        merged_by_hand(text, "%b", "%a"),
        "  %b2 = llvm.mul %a, %a : i32\n"
    );
}

#[test]
fn run_lines_become_options() {
    let options = options_of_run_line(
        "// RUN: --passes=early-cse{memssa=true} --earlycse-mssa-optimization-cap=3 --split-input-file",
    );
    let config = early_cse::Settings::from_options(&options);
    assert!(config.precise);
    assert_eq!(config.query_cap, 3);
    let off = options_of_run_line(
        "// RUN: --passes=early-cse{memssa=true} --enable-earlycse-memoryssa=false",
    );
    assert!(!early_cse::Settings::from_options(&off).precise);
}

#[test]
fn huge_blocks_are_skipped_only_with_imprecision() {
    use std::fmt::Write;
    let mut text = String::from(
        "llvm.func ptx_kernelcc @huge(%p: !llvm.ptr<1>) {\n  %v0 = llvm.load %p : !llvm.ptr<1> -> i32\n  llvm.store %v0, %p : i32, !llvm.ptr<1>\n",
    );
    for i in 1..5000 {
        let _ = writeln!(text, "  %v{i} = llvm.load %p : !llvm.ptr<1> -> i32");
        let _ = writeln!(text, "  llvm.store %v{i}, %p : i32, !llvm.ptr<1>");
    }
    text.push_str("  llvm.return\n}\n");
    let precise = options_of_run_line("// RUN: --passes=early-cse");
    let (_, planned) = run_pass(&text, &precise);
    assert!(planned[0].1.forwarded > 0);
    let imprecise =
        options_of_run_line("// RUN: --passes=early-cse --enable-earlycse-imprecision=1");
    let (after, planned) = run_pass(&text, &imprecise);
    assert_eq!(planned[0].1, Counts::default());
    assert_eq!(after.matches("llvm.load").count(), 5000);
}

#[test]
fn the_corpus_runs_the_same_after_the_pass() {
    let modules = corpus();
    for run_line in [
        "// RUN: --passes=early-cse",
        "// RUN: --passes=early-cse{memssa=true} --earlycse-forward-shared-stores=true --earlycse-debug-hash=true",
    ] {
        corpus_runs_the_same(&modules, run_line);
    }
}

/// Runs the pass with `run_line`'s options over every corpus module, prints what it removed,
/// and checks every changed module in kestrel-sim.
fn corpus_runs_the_same(modules: &[(String, String)], run_line: &str) {
    use rayon::prelude::*;
    let options = options_of_run_line(run_line);
    let results: Vec<_> = modules
        .par_iter()
        .map(|(path, before)| {
            let (after, planned) = run_pass(before, &options);
            let mut counts = Counts::default();
            for (_, c) in &planned {
                counts.add(c);
            }
            let count = |text: &str, op: &str| {
                text.lines()
                    .filter(|l| l.contains(&format!("= {op} ")) || l.trim_start().starts_with(op))
                    .count()
            };
            let loads = (count(before, "llvm.load"), count(&after, "llvm.load"));
            let stores = (count(before, "llvm.store"), count(&after, "llvm.store"));
            // The original file (as imported) against what the output means once emitted.
            let verdicts = if counts.total() == 0 {
                Ok(Vec::new())
            } else {
                let emitted = kestrel_dialects::import::reimported_text(&after)
                    .unwrap_or_else(|e| panic!("{path}: the output does not re-import: {e}"));
                simulate_kernels(path, before, &emitted)
            };
            (path.clone(), counts, loads, stores, verdicts)
        })
        .collect();
    let mut total = Counts::default();
    let (mut loads, mut stores) = ((0, 0), (0, 0));
    let (mut equivalent, mut inconclusive, mut unsimulated) = (0, 0, 0);
    let mut problems = Vec::new();
    println!("early-cse over the corpus, {run_line}:");
    for (path, counts, l, s, verdicts) in &results {
        total.add(counts);
        loads = (loads.0 + l.0, loads.1 + l.1);
        stores = (stores.0 + s.0, stores.1 + s.1);
        let file = path.rsplit("third_party/").next().unwrap_or(path);
        if counts.total() > 0 {
            println!("  {file}: {counts:?}");
        }
        match verdicts {
            Ok(verdicts) => {
                for (kernel, verdict) in verdicts {
                    match verdict {
                        Verdict::Equivalent => equivalent += 1,
                        Verdict::Inconclusive(why) => {
                            inconclusive += 1;
                            println!("  {file} @{kernel}: inconclusive: {why}");
                        }
                        Verdict::Different(why) => {
                            problems.push(format!("{file} @{kernel}: {why:?}"))
                        }
                    }
                }
            }
            Err(error) => {
                unsimulated += 1;
                println!("  {file}: not simulated: {error}");
            }
        }
    }
    println!(
        "  total ({} files): {} expressions ({} of them constants), {} special-register reads, {} block arguments, {} loads merged, {} loads forwarded, {} dead stores",
        results.len(),
        total.expressions,
        total.constants,
        total.special_registers,
        total.block_arguments,
        total.loads,
        total.forwarded,
        total.dead_stores
    );
    println!(
        "  op counts: llvm.load {} -> {}, llvm.store {} -> {}",
        loads.0, loads.1, stores.0, stores.1
    );
    println!(
        "  kestrel-sim on the changed modules: {equivalent} kernels equivalent, {inconclusive} inconclusive, {unsimulated} modules not simulated, {} different",
        problems.len()
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(total.total() > 0);
}

/// Each kernel of the module before and after, under the launch its code assumes.
fn simulate_kernels(
    path: &str,
    before: &str,
    after: &str,
) -> Result<Vec<(String, Verdict)>, kestrel_sim::SimError> {
    let before = kestrel_sim::load(before, "before")?;
    let after = kestrel_sim::load(after, "after")?;
    let mut verdicts = Vec::new();
    for kernel in before.kernel_names() {
        let config = corpus_config(path, &kernel);
        let report = kestrel_sim::diff_programs(&before, &after, &config)?;
        verdicts.extend(report.kernels.into_iter().map(|k| (k.kernel, k.verdict)));
    }
    Ok(verdicts)
}

/// The launch a corpus kernel assumes where the default does not fit it (as in kestrel-sim's
/// own corpus test).
fn corpus_config(path: &str, kernel: &str) -> Config {
    let mut config = Config {
        kernel: Some(kernel.to_string()),
        ..Config::default()
    };
    match kernel {
        "matrixMul_bs8_64bit" => config.block = [8, 8, 1],
        "matrixMul_bs16_64bit" => config.block = [16, 16, 1],
        "matrixMul_bs32_64bit" => config.block = [32, 32, 1],
        "_ZL26nv12ToBGRplanarBatchKernelPKhiPfiiii" => {
            for (index, value) in [(1, 64), (3, 64), (4, 16), (5, 16), (6, 1)] {
                config.args.insert(index, kestrel_sim::ArgValue::Int(value));
            }
        }
        _ => {}
    }
    // Our own shared-tile kernels (third_party/kernels): their tile shape as the block, sizes
    // spanning several tiles (as kestrel-sim's corpus test launches them).
    let (block, grid, sizes): ([u32; 3], [u32; 3], &[(usize, i64)]) = match kernel {
        "trsm_blocked_shared" => ([32, 8, 1], [2, 1, 1], &[(2, 40), (3, 64), (4, 64)]),
        "trmm_lower_tiled" => ([16, 16, 1], [2, 2, 1], &[(3, 24), (4, 32)]),
        "heat_step_halo" | "heat3d_march" => ([16, 16, 1], [2, 2, 1], &[]),
        "transpose_tiled" | "transpose_batched" => ([32, 8, 1], [2, 2, 1], &[(2, 40), (3, 48)]),
        "block_reduce_sum" | "block_scan_inclusive" => ([256, 1, 1], [2, 1, 1], &[]),
        _ => (config.block, config.grid, &[]),
    };
    config.block = block;
    config.grid = grid;
    for &(index, value) in sizes {
        config.args.insert(index, kestrel_sim::ArgValue::Int(value));
    }
    if path.contains("syr2k") {
        config.buffer_bytes = 1 << 20;
    }
    if path.contains("adi") {
        config.buffer_bytes = 4 << 20;
    }
    config
}

/// Times the pass (in process, after parsing, best of five) and `opt
/// -passes='early-cse<memssa>'` (the pass and the analyses it asks for, from `-time-passes`,
/// best of five) on every corpus file.
#[test]
#[ignore = "benchmark: run explicitly in release mode"]
fn bench_against_opt() {
    use std::time::Instant;
    let options = options_of_run_line("// RUN: --passes=early-cse");
    let (mut ours, mut theirs) = (0.0, 0.0);
    for (path, text) in corpus() {
        let mut best = f64::MAX;
        for _ in 0..5 {
            let context = context();
            let module = parse(&context, &text);
            let start = Instant::now();
            let counts = RewriteCounts::default();
            for function in functions(&module) {
                apply_function(function, &options, &counts).unwrap();
            }
            best = best.min(start.elapsed().as_secs_f64());
        }
        ours += best;
        let mut best_opt = f64::MAX;
        for _ in 0..5 {
            let output = std::process::Command::new("/usr/lib/llvm-22/bin/opt")
                .args([
                    "-passes=early-cse<memssa>",
                    "-disable-output",
                    "-time-passes",
                ])
                .arg(&path)
                .output()
                .unwrap();
            best_opt = best_opt.min(opt_pass_seconds(&String::from_utf8_lossy(&output.stderr)));
        }
        theirs += best_opt;
    }
    println!(
        "early-cse pass time over the corpus: kestrel {:.2} ms, opt early-cse<memssa> {:.2} ms, ratio {:.1}x",
        ours * 1e3,
        theirs * 1e3,
        ours / theirs
    );
}

/// A kernel of `bodies` diamonds, each with redundant expressions, loads, a forwarded store
/// and special-register reads: about 30 ops per body.
fn redundant_kernel(bodies: usize) -> String {
    use std::fmt::Write;
    let mut text = String::from(
        "llvm.func ptx_kernelcc @big(%p: !llvm.ptr<1>, %q: !llvm.ptr<1>, %c: i1) {\n  %t0 = nvvm.read.ptx.sreg.tid.x : i32\n  llvm.br ^b0\n",
    );
    for b in 0..bodies {
        let _ = write!(
            text,
            "^b{b}:\n  %t{b}a = nvvm.read.ptx.sreg.tid.x : i32\n  %k{b} = llvm.mlir.constant({b} : i32) : i32\n\
             %x{b} = llvm.add %t{b}a, %k{b} : i32\n  %y{b} = llvm.add %t0, %k{b} : i32\n\
             %z{b} = llvm.sext %x{b} : i32 to i64\n  %w{b} = llvm.sext %y{b} : i32 to i64\n\
             %g{b} = llvm.getelementptr inbounds %p[%z{b}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32\n\
             %h{b} = llvm.getelementptr inbounds %p[%w{b}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32\n\
             %u{b} = llvm.load %g{b} : !llvm.ptr<1> -> f32\n  %v{b} = llvm.load %h{b} : !llvm.ptr<1> -> f32\n\
             %s{b} = llvm.fadd %u{b}, %v{b} : f32\n\
             %o{b} = llvm.getelementptr inbounds %q[%z{b}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32\n\
             llvm.store %u{b}, %o{b} : f32, !llvm.ptr<1>\n  llvm.store %s{b}, %o{b} : f32, !llvm.ptr<1>\n\
             %r{b} = llvm.load %o{b} : !llvm.ptr<1> -> f32\n  llvm.store %r{b}, %g{b} : f32, !llvm.ptr<1>\n\
             llvm.cond_br %c, ^l{b}, ^m{b}\n\
             ^l{b}:\n  %e{b} = llvm.fmul %s{b}, %s{b} : f32\n  %f{b} = llvm.fmul %s{b}, %s{b} : f32\n\
             %d{b} = llvm.fadd %e{b}, %f{b} : f32\n  llvm.store %d{b}, %o{b} : f32, !llvm.ptr<1>\n  llvm.br ^m{b}\n\
             ^m{b}:\n  llvm.br ^b{}\n",
            b + 1
        );
    }
    let _ = write!(text, "^b{bodies}:\n  llvm.return\n}}\n");
    text
}

/// The pass stays linear: time per op is flat from about 3 thousand to 300 thousand ops.
#[test]
#[ignore = "benchmark: run explicitly in release mode"]
fn bench_scaling() {
    use std::time::Instant;
    let options = options_of_run_line("// RUN: --passes=early-cse");
    for bodies in [100, 1_000, 10_000] {
        let text = redundant_kernel(bodies);
        let context = context();
        let module = parse(&context, &text);
        let function = functions(&module)[0];
        let ops = text.lines().filter(|l| l.starts_with("  ")).count();
        let start = Instant::now();
        let counts = early_cse::analyse(function, &options);
        let planned = start.elapsed().as_secs_f64();
        let start = Instant::now();
        apply_function(function, &options, &RewriteCounts::default()).unwrap();
        let applied = start.elapsed().as_secs_f64();
        println!(
            "{ops:>7} ops: plan {:>8.2} ms ({:>6.0} ns/op), pass {:>8.2} ms ({:>6.0} ns/op), {} rewrites",
            planned * 1e3,
            planned * 1e9 / ops as f64,
            applied * 1e3,
            applied * 1e9 / ops as f64,
            counts.total()
        );
    }
}

/// EarlyCSE's own time plus the analyses it requested (everything but the verifier), from a
/// `-time-passes` report; each row's wall time is its last plain number.
fn opt_pass_seconds(report: &str) -> f64 {
    report
        .lines()
        .filter(|l| !l.contains("Verifier") && !l.contains("Total") && !l.contains("Proxy"))
        .filter(|l| l.contains("%)"))
        .filter_map(|line| {
            line.split_whitespace()
                .filter_map(|w| w.parse::<f64>().ok())
                .next_back()
        })
        .sum()
}

/// The pass is idempotent: on its own output no pattern reports a rewrite (a merged block
/// argument stays in place without uses; planning it again must not count as a change, or
/// the greedy driver and the `-O3` fixed point would never settle).
#[test]
fn a_second_run_reports_no_rewrite() {
    let mut files: Vec<_> = std::fs::read_dir(test_dir())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    let mut failures = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let options = options_of_run_line(text.lines().next().unwrap());
        for (index, chunk) in text.split("\n// -----\n").enumerate() {
            let (once, _) = run_pass(chunk, &options);
            let context = context();
            let module = parse(&context, &once);
            let counts = RewriteCounts::default();
            for function in functions(&module) {
                apply_function(function, &options, &counts).expect("early-cse applies");
            }
            let again: u64 = counts.snapshot().values().sum();
            if again != 0 {
                failures.push(format!(
                    "{}#{index}: {again} rewrites on the second run",
                    file.file_name().unwrap().to_string_lossy()
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Applies early-cse to `function`, adding its rewrites to `counts`.
fn apply_function(
    function: melior::ir::OperationRef,
    options: &Options,
    counts: &RewriteCounts,
) -> Result<u64, kestrel_rewrites::engine::EngineError> {
    let report = registry::PassReport::default();
    let result = registry::apply_pass(function, &early_cse::PASS, options, &report);
    for (pattern, count) in report.counts.snapshot() {
        counts.add(pattern, count);
    }
    result
}
