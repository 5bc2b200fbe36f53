//! The `-O` presets: cicc's pass order, `--dump-pass-pipeline`, and `-O3` as a fixed point
//! over the real-kernel corpus.

use crate::support::kestrel_opt;
use rayon::prelude::*;
use std::path::PathBuf;

/// A kernel at top level and one inside a `gpu.module`: module-level passes expand to both.
const TWO_PLACES: &str = r#"
llvm.func @top(%p: !llvm.ptr<1>, %i: i64) {
  %q = llvm.getelementptr %p[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %q : !llvm.ptr<1> -> f32
  llvm.store %v, %p : f32, !llvm.ptr<1>
  llvm.return
}
gpu.module @kernels {
  llvm.func @inner(%p: !llvm.ptr<1>) {
    llvm.return
  }
}
"#;

/// The pass names preset `level` runs, in order, nesting dropped.
fn preset_passes(level: u8) -> Vec<String> {
    let text = kestrel_pipelines::preset(&format!("O{level}")).expect("preset exists");
    let mut names = Vec::new();
    let mut pending: Vec<kestrel_pipelines::Element> = kestrel_pipelines::parse(&text).unwrap();
    pending.reverse();
    while let Some(element) = pending.pop() {
        match element.nested {
            Some(mut nested) => {
                nested.reverse();
                pending.extend(nested);
            }
            None => names.push(element.name),
        }
    }
    names
}

fn position(names: &[String], name: &str) -> Option<usize> {
    names.iter().position(|n| n == name)
}

#[test]
fn presets_follow_cicc_order() {
    assert!(preset_passes(0).is_empty(), "-O0 runs nothing");
    for (level, early_cse_runs) in [(1, 0), (2, 2), (3, 3)] {
        let names = preset_passes(level);
        let early_cse: Vec<usize> = (0..names.len())
            .filter(|&i| names[i] == "early-cse")
            .collect();
        assert_eq!(early_cse.len(), early_cse_runs, "-O{level}: {names:?}");
        // From -O2 on byval-promote runs first, so device-inline finds callees that took
        // structs by value without their copies, then the inliner, so memory-space-opt sees
        // through device calls, and stride-unversion drops the vector loops clang versioned
        // on blockDim.x == 1; memory-space-opt runs next (first at -O1), as cicc's
        // MemorySpaceOpt does, and Kestrel's own addr-canon right after it; EarlyCSE next
        // (twice), then the O1 passes in cicc's order; -O3's third, late run follows
        // base-addr-strength-reduce, to merge the addresses the shared bases made equal.
        let inlines = level >= 2;
        assert_eq!(
            position(&names, "byval-promote"),
            inlines.then_some(0),
            "-O{level}: byval-promote runs first from -O2 on: {names:?}"
        );
        assert_eq!(
            position(&names, "device-inline"),
            inlines.then_some(1),
            "-O{level}: device-inline follows it from -O2 on: {names:?}"
        );
        assert_eq!(
            position(&names, "stride-unversion"),
            inlines.then_some(2),
            "-O{level}: stride-unversion follows the inliner from -O2 on: {names:?}"
        );
        let first = 3 * usize::from(inlines);
        assert_eq!(
            position(&names, "memory-space-opt"),
            Some(first),
            "-O{level}: memory-space-opt runs first after inlining: {names:?}"
        );
        assert_eq!(
            position(&names, "addr-canon"),
            Some(first + 1),
            "-O{level}: addr-canon follows it: {names:?}"
        );
        let leading = early_cse_runs.min(2);
        assert!(
            early_cse[..leading]
                .iter()
                .enumerate()
                .all(|(i, &at)| first + i + 2 == at),
            "-O{level}: early-cse runs right after addr-canon: {names:?}"
        );
        if level == 3 {
            assert_eq!(
                early_cse.get(2).copied(),
                position(&names, "base-addr-strength-reduce").map(|b| b + 1),
                "-O3: the late early-cse follows base-addr-strength-reduce: {names:?}"
            );
        }
        assert!(
            position(&names, "dead-sync-elim").is_some(),
            "-O{level}: {names:?}"
        );
        let (cbe, basr) = (
            position(&names, "common-base-elim"),
            position(&names, "base-addr-strength-reduce"),
        );
        if let (Some(cbe), Some(basr)) = (cbe, basr) {
            assert!(cbe < basr, "-O{level}: common-base-elim first: {names:?}");
        }
        // From -O2 on, base-addr-strength-reduce follows common-base-elim directly.
        if level >= 2 {
            assert_eq!(
                basr,
                cbe.map(|c| c + 1),
                "-O{level}: base-addr-strength-reduce after common-base-elim: {names:?}"
            );
        }
        if let Some(cgp) = position(&names, "codegenprepare") {
            assert_eq!(cgp, names.len() - 1, "-O{level}: codegenprepare is last");
        }
        if let Some(scev) = position(&names, "scev-cgp") {
            let cgp = position(&names, "codegenprepare");
            assert!(
                cgp.is_some_and(|cgp| scev < cgp),
                "-O{level}: scev-cgp goes with codegenprepare: {names:?}"
            );
        }
    }
}

/// Functions at the top and in a gpu.module: without gpu.modules each is device code.
fn without_gpu_module() -> String {
    TWO_PLACES.split("gpu.module").next().unwrap().to_string()
        + "llvm.func @inner() {\n  llvm.return\n}\n"
}

#[test]
fn dump_pass_pipeline_prints_each_step_at_each_device_function_path() {
    // Beside a gpu.module, top-level functions are host code: only the gpu.module's path.
    let outcome = kestrel_opt(&["-", "-O1", "--dump-pass-pipeline"], TWO_PLACES.as_bytes());
    assert_eq!(outcome.code, 0, "{}", outcome.stderr);
    let dumped = outcome
        .stderr
        .lines()
        .next()
        .unwrap_or_default()
        .to_string();
    let mut expected = Vec::new();
    for name in preset_passes(1) {
        let info = kestrel_rewrites::lookup(&name).expect("a Kestrel pass");
        if matches!(info.body, kestrel_rewrites::engine::PassBody::Module(_)) {
            // A module pass runs once, on the top-level module, and sees every function.
            expected.push(name);
            continue;
        }
        expected.push(format!("gpu.module(llvm.func({name}))"));
    }
    assert_eq!(dumped, format!("builtin.module({})", expected.join(",")));
    // Without one, the top-level functions are the device code.
    let outcome = kestrel_opt(
        &["-", "-O1", "--dump-pass-pipeline"],
        without_gpu_module().as_bytes(),
    );
    assert_eq!(outcome.code, 0, "{}", outcome.stderr);
    let dumped = outcome.stderr.lines().next().unwrap_or_default();
    assert!(dumped.contains("llvm.func(common-base-elim)"), "{dumped}");
    assert!(!dumped.contains("gpu.module"), "{dumped}");
}

#[test]
fn the_dumped_pipeline_runs_like_the_preset() {
    for level in ["-O1", "-O2", "-O3"] {
        let dump = kestrel_opt(&["-", level, "--dump-pass-pipeline"], TWO_PLACES.as_bytes());
        assert_eq!(dump.code, 0, "{level}: {}", dump.stderr);
        let dumped = dump.stderr.lines().next().unwrap_or_default();
        let pipeline = format!("--pass-pipeline={dumped}");
        let again = kestrel_opt(
            &["-", &pipeline, "--dump-pass-pipeline"],
            TWO_PLACES.as_bytes(),
        );
        assert_eq!(again.code, 0, "{level}: {}", again.stderr);
        assert_eq!(again.stderr.lines().next(), Some(dumped), "{level}");
        assert_eq!(again.stdout, dump.stdout, "{level}: same output");
    }
}

fn o3_corpus() -> Vec<PathBuf> {
    crate::support::corpus_files(&["O3"])
}

/// `-O3` applied to its own output changes nothing: the text is equal, and no rewrite fires
/// except one known cycle: early-cse merges the per-block address copies codegenprepare sank
/// into the dominating address, and codegenprepare sinks them again (cicc's CodeGenPrepare
/// runs after every CSE for the same reason). Any other pass rewriting, or early-cse
/// rewriting without codegenprepare undoing it, is a failure.
#[test]
fn o3_is_a_fixed_point_over_the_corpus() {
    let files = o3_corpus();
    assert!(!files.is_empty());
    let failures: Vec<String> = files
        .par_iter()
        .filter_map(|file| {
            let path = file.to_string_lossy();
            let first = kestrel_opt(&[path.as_ref(), "-O3"], &[]);
            assert_eq!(first.code, 0, "{path}: {}", first.stderr);
            let second = kestrel_opt(&["-", "-O3", "--stats"], &first.stdout);
            assert_eq!(second.code, 0, "{path}: {}", second.stderr);
            let mut rewrites: Vec<&str> = second
                .stderr
                .lines()
                .filter(|l| {
                    l.starts_with("stats:") && !l.ends_with(": 0") && !l.contains(": refused.")
                })
                .collect();
            let resunk = rewrites
                .iter()
                .any(|l| l.starts_with("stats: codegenprepare:"));
            if resunk && second.stdout == first.stdout {
                rewrites.retain(|l| {
                    !l.starts_with("stats: codegenprepare:") && !l.starts_with("stats: early-cse:")
                });
            }
            (second.stdout != first.stdout || !rewrites.is_empty()).then(|| {
                format!(
                    "{}: second -O3 {} ({})",
                    file.file_name().unwrap_or_default().to_string_lossy(),
                    if second.stdout == first.stdout {
                        "rewrote but printed the same"
                    } else {
                        "changed the IR"
                    },
                    rewrites.join("; ")
                )
            })
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// An `llvm.inline_asm` that may write memory (a `~{memory}` clobber) but is not marked
/// `has_side_effects` looks pure to MLIR, whose rewrite driver and dead-op sweeps would erase
/// it; LLVM keeps such a call. Every pass, `-O3` and upstream CSE must keep the store.
#[test]
fn a_memory_writing_asm_survives_every_pass() {
    let input = "llvm.func @k(%p: !llvm.ptr) {\n  llvm.inline_asm \"st.global.u32 [$0], 1;\", \"l,~{memory}\" %p : (!llvm.ptr) -> ()\n  llvm.return\n}\n";
    let mut runs: Vec<String> = kestrel_rewrites::passes()
        .iter()
        .map(|info| format!("--passes={}", info.name))
        .collect();
    runs.push("-O3".to_string());
    runs.push("--pass-pipeline=builtin.module(cse,canonicalize)".to_string());
    for run in &runs {
        let outcome = kestrel_opt(&["-", run, "--emit=llvm"], input.as_bytes());
        assert_eq!(outcome.code, 0, "{run}: {}", outcome.stderr);
        let ir = String::from_utf8(outcome.stdout).unwrap();
        assert!(
            ir.contains("call void asm sideeffect \"st.global.u32"),
            "{run} dropped the asm store: {ir}"
        );
    }
}
