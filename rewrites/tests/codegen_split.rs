//! Code generation split before CodeGenPrepare (the late point of `--emit=ptx`) changes
//! nothing by itself:
//! - the split with nothing in between gives the PTX of the whole backend, byte for byte,
//!   except for private globals the backend's IR passes left unused (NVVMReflect's
//!   `__CUDA_FTZ` strings), which the whole pipeline prints before those passes run and the
//!   second half after (`llc -stop-before`/`-start-before` does the same);
//! - the late point's MLIR round trip (import the LLVM IR the IR passes leave, translate it
//!   back) gives the same PTX as the split with nothing in between.
//!
//! A handful of kernels run by default (removing the split, i.e. running the IR passes twice,
//! fails 47 units of the full run); `cargo test -p kestrel-rewrites --test main --
//! --ignored codegen_split` runs every vendored kernel (corpus O1 and O3, triton, mlir-gpu).

use kestrel_dialects::raw;
use kestrel_rewrites::export::{self, Emitted, PtxTarget};
use rayon::prelude::*;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Every vendored kernel: `.ll` of the corpus (O1, O3) and of triton, `.mlir` of mlir-gpu.
fn vendored_kernels() -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    for suite in ["cuda-samples", "polybench-acc"] {
        for level in ["O1", "O3"] {
            dirs.push(root().join("third_party/corpus").join(suite).join(level));
        }
    }
    dirs.push(root().join("third_party/triton"));
    dirs.push(root().join("third_party/mlir-gpu"));
    let mut files: Vec<PathBuf> = dirs
        .iter()
        .flat_map(|dir| std::fs::read_dir(dir).unwrap().flatten().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|e| e == "ll" || e == "mlir"))
        .collect();
    files.sort();
    files
}

/// A few kernels of each suite, among them one whose split drops NVVMReflect's strings
/// (layernorm_fwd) and one with gpu.modules (mlir-gpu).
fn ci_subset() -> Vec<PathBuf> {
    [
        "third_party/corpus/polybench-acc/O3/datamining__correlation__correlation.cu.ll",
        "third_party/corpus/cuda-samples/O3/0_Introduction__matrixMulDrv__matrixMul_kernel.cu.ll",
        "third_party/corpus/cuda-samples/O1/0_Introduction__matrixMulDrv__matrixMul_kernel.cu.ll",
        "third_party/triton/layernorm_fwd.ll",
        "third_party/triton/matmul_fp16.ll",
        "third_party/mlir-gpu/attention_row.mlir",
    ]
    .iter()
    .map(|name| root().join(name))
    .collect()
}

/// The three emissions of one kernel file: the whole backend, the split with nothing in
/// between, the split with the late point's MLIR round trip in between.
struct ThreeWays {
    whole: Vec<Emitted>,
    split: Vec<Emitted>,
    round_trip: Vec<Emitted>,
}

fn emit_three_ways(path: &Path) -> Result<ThreeWays, String> {
    let context = kestrel_dialects::new_context(false);
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    let module = if path.extension().is_some_and(|e| e == "mlir") {
        let text = String::from_utf8(bytes).map_err(|e| e.to_string())?;
        raw::parse_module(&context, &text).ok_or("does not parse")?
    } else {
        kestrel_dialects::import::import(&context, &bytes, "kernel")?.module
    };
    let target = PtxTarget::for_cpu("sm_80");
    let late_context = kestrel_dialects::new_context(false);
    let unchanged = |ir: String| Ok(ir);
    let round_trip = |ir: String| export::late_round_trip(&late_context, &ir, |_| Ok(()));
    let late = |rewrite| export::Late::new(&late_context, rewrite);
    Ok(ThreeWays {
        whole: export::ptx_per_module(&module, &target)?,
        split: export::ptx_per_module_split(&module, &target, &mut late(&unchanged))?,
        round_trip: export::ptx_per_module_split(&module, &target, &mut late(&round_trip))?,
    })
}

/// The `.global`/`.const` declarations of `ptx` whose symbol appears nowhere else in it.
fn unused_globals(ptx: &str) -> Vec<&str> {
    ptx.lines()
        .filter(|line| line.starts_with(".global") || line.starts_with(".const"))
        .filter(|line| {
            let Some(symbol) = declared_symbol(line) else {
                return false;
            };
            mentions(ptx, symbol) == 1
        })
        .collect()
}

/// How often `symbol` occurs in `ptx` as a whole name (`_$_str` is not in `_$_str_$_2`).
fn mentions(ptx: &str, symbol: &str) -> usize {
    let is_name = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.');
    ptx.match_indices(symbol)
        .filter(|(at, _)| {
            let before = ptx[..*at].chars().next_back();
            let after = ptx[at + symbol.len()..].chars().next();
            !before.is_some_and(is_name) && !after.is_some_and(is_name)
        })
        .count()
}

/// `name` of `.global .align 1 .b8 name[11] = {...};`.
fn declared_symbol(line: &str) -> Option<&str> {
    let declaration = line.split('=').next()?.trim().trim_end_matches(';');
    let last = declaration.split_whitespace().last()?;
    Some(last.split('[').next().unwrap_or(last))
}

/// `whole` and `split` are the same PTX but for unused globals `split` lacks.
fn same_but_unused_globals(whole: &str, split: &str) -> Result<(), String> {
    if whole == split {
        return Ok(());
    }
    let unused = unused_globals(whole);
    let trimmed: String = whole
        .split_inclusive('\n')
        .filter(|line| !unused.contains(&line.trim_end_matches('\n')))
        .collect();
    if trimmed == split {
        return Ok(());
    }
    let first = whole
        .lines()
        .zip(split.lines())
        .position(|(a, b)| a != b)
        .unwrap_or(0);
    Err(format!(
        "PTX differs from line {}: whole `{}`, split `{}`",
        first + 1,
        whole.lines().nth(first).unwrap_or(""),
        split.lines().nth(first).unwrap_or("")
    ))
}

/// Every problem of the files: the split against the whole backend, the round trip against
/// the split.
fn check(files: &[PathBuf]) -> Vec<String> {
    let mut problems: Vec<String> = files
        .par_iter()
        .flat_map_iter(|path| {
            let name = path
                .strip_prefix(root())
                .unwrap_or(path)
                .display()
                .to_string();
            let ways = match emit_three_ways(path) {
                Ok(ways) => ways,
                Err(error) => return vec![format!("{name}: {error}")],
            };
            let mut problems = Vec::new();
            for ((whole, split), round_trip) in
                ways.whole.iter().zip(&ways.split).zip(&ways.round_trip)
            {
                let unit = whole.gpu_module.as_deref().unwrap_or("module");
                if let Err(e) = same_but_unused_globals(&whole.text, &split.text) {
                    problems.push(format!("{name} ({unit}): split: {e}"));
                }
                if let Err(e) = same_but_unused_globals(&split.text, &round_trip.text) {
                    problems.push(format!("{name} ({unit}): MLIR round trip: {e}"));
                }
            }
            problems
        })
        .collect();
    problems.sort();
    problems
}

#[test]
fn split_codegen_reproduces_whole_codegen() {
    let problems = check(&ci_subset());
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
#[ignore = "every vendored kernel (226 files, ~7 s on 2 cores): run with --ignored"]
fn split_codegen_reproduces_whole_codegen_on_every_vendored_kernel() {
    let files = vendored_kernels();
    assert!(files.len() > 150, "{} kernels", files.len());
    let problems = check(&files);
    assert!(
        problems.is_empty(),
        "{} problems over {} files:\n{}",
        problems.len(),
        files.len(),
        problems.join("\n")
    );
}

#[test]
fn unused_globals_are_the_only_tolerated_difference() {
    let whole =
        ".global .align 1 .b8 s[2] = {65};\n.global .align 4 .u32 g;\nld.global.u32 %r1, [g];\n";
    let without_unused = ".global .align 4 .u32 g;\nld.global.u32 %r1, [g];\n";
    let without_used = ".global .align 1 .b8 s[2] = {65};\nld.global.u32 %r1, [g];\n";
    assert!(same_but_unused_globals(whole, without_unused).is_ok());
    assert!(same_but_unused_globals(whole, without_used).is_err());
    assert!(same_but_unused_globals(whole, "ld.global.u32 %r2, [g];\n").is_err());
}
