//! `kestrel-bench DIR --producer-ptx`: Kestrel's `-O0` and `-O3` PTX beside the PTX that the
//! DSL compiler which made the input would have emitted itself, in what ptxas makes of each.
//!
//! A DSL hands Kestrel device IR and takes PTX back; the bar is the PTX the DSL's own backend
//! makes of the same IR. Each input `NAME.ll` or `NAME.mlir` of the folder is paired with the
//! producer's PTX next to it, `NAME.triton.ptx` (Triton's `asm["ptx"]`) or `NAME.producer.ptx`
//! (e.g. MLIR's `gpu-module-to-binary{format=isa}`); inputs without one are skipped. Kestrel's
//! PTX is what `kestrel-opt NAME -O0|-O3 --emit=ptx` writes (its own emission, not llc), so
//! a change to Kestrel's emission shows here. A text with several PTX modules (one per
//! `gpu.module`) is split at each `.version` line and every module is assembled alone, then
//! summed: concatenated, ptxas would reject it.
//!
//! Per kernel and in sum: ptxas registers and spills, SASS instructions, integer ALU and
//! memory instructions by space ([`Comparison`], [`markdown`]); and the compile time of the
//! third column's passes beside LLVM's own `default<O2>` run in-process on the same import,
//! what `opt -O2` (and MLIR's `gpu-module-to-binary`) spends ([`compile_times`]).

use crate::{Measure, Tools, file_stem, measure_with_verdict, ptx};
use kestrel_pipelines::{
    Compiler, FpFusion, PtxTarget,
    embed::{self, Emit},
};
use std::{
    fmt::Write as _,
    path::{Path, PathBuf},
};

/// The file-name endings of a producer's PTX next to `NAME.ll`/`NAME.mlir`, in the order
/// they are looked for.
pub const PRODUCER_SUFFIXES: [&str; 2] = ["triton.ptx", "producer.ptx"];

/// One input's three PTX versions, measured.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Comparison {
    pub name: String,
    /// The producer's own PTX.
    pub producer: Measure,
    /// `kestrel-opt -O0 --emit=ptx`: import and emission only.
    pub o0: Measure,
    /// `kestrel-opt -O3 --emit=ptx` (or the pipeline asked for).
    pub o3: Measure,
    /// Wall time of the third column's passes (emission not included).
    pub pipeline_time: std::time::Duration,
    /// Wall time of `llvm-opt{passes="default<O2>"}` alone on the same input: `opt -O2`.
    pub opt_o2_time: std::time::Duration,
}

/// LLVM's own `-O2`, run in-process as `opt -O2` would run it: the compile-time baseline.
pub const OPT_O2: &str = r#"builtin.module(llvm-opt{passes="default<O2>"})"#;

/// An input (`NAME.ll`, `NAME.mlir`) and its producer's PTX.
pub type Pair = (PathBuf, PathBuf);

/// The inputs of `dir` that have a producer's PTX next to them (`.ll` and `.mlir`, sorted),
/// and the names of those that have none.
pub fn inputs(dir: &Path) -> Result<(Vec<Pair>, Vec<String>), String> {
    let mut paired = Vec::new();
    let mut unpaired = Vec::new();
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.is_file() && is_input(path))
        .collect();
    entries.sort();
    for input in entries {
        match producer_ptx_of(&input) {
            Some(ptx) => paired.push((input, ptx)),
            None => unpaired.push(input.display().to_string()),
        }
    }
    Ok((paired, unpaired))
}

fn is_input(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "ll" || e == "mlir")
}

/// `NAME.triton.ptx` or `NAME.producer.ptx` beside `input` (`NAME.ll`, `NAME.mlir`), if any.
pub fn producer_ptx_of(input: &Path) -> Option<PathBuf> {
    let stem = input.file_stem()?.to_str()?;
    PRODUCER_SUFFIXES
        .iter()
        .map(|suffix| input.with_file_name(format!("{stem}.{suffix}")))
        .find(|path| path.is_file())
}

/// Splits a PTX text into its modules, one per `.version` line (the line starts a module;
/// comments before the first belong to it). A text without one is one module.
pub fn split_modules(ptx: &str) -> Vec<&str> {
    let mut starts: Vec<usize> = Vec::new();
    let mut offset = 0;
    for line in ptx.split_inclusive('\n') {
        if line.trim_start().starts_with(".version") {
            starts.push(offset);
        }
        offset += line.len();
    }
    if starts.len() <= 1 {
        return vec![ptx];
    }
    starts[0] = 0;
    starts.push(ptx.len());
    starts.windows(2).map(|w| &ptx[w[0]..w[1]]).collect()
}

/// What Kestrel's emission is asked for when its PTX stands beside `producer`'s: the
/// producer's own code-generation choices, which its IR does not carry. Triton's backend
/// fuses any multiply-add (its IR has no `contract` flags) and sets `nvptx-mad-wide-opt`;
/// MLIR's path leaves LLVM's defaults. The chip is `cpu` as for every side.
pub fn producer_target(producer: &Path, cpu: &str) -> PtxTarget {
    let triton = producer.to_string_lossy().ends_with(".triton.ptx");
    PtxTarget {
        fp_fusion: if triton {
            FpFusion::Fast
        } else {
            FpFusion::Standard
        },
        mad_wide: triton,
        ..PtxTarget::for_cpu(cpu)
    }
}

/// Kestrel's PTX of `input` after `preset` (`O0`, `-O3`, or pipeline text), as `kestrel-opt --emit=ptx` writes it
/// (a preset's late half included)
/// with `target`'s options, one text per module. The only call of Kestrel's PTX emission in
/// this mode.
pub fn kestrel_ptx(input: &Path, preset: &str, target: &PtxTarget) -> Result<Vec<String>, String> {
    kestrel_ptx_timed(input, preset, target, None).map(|(ptx, _)| ptx)
}

/// [`kestrel_ptx`] and the wall time of the passes alone (import and emission excluded);
/// `tools`, when given, sets how LSR is chosen (`--lsr`).
pub fn kestrel_ptx_timed(
    input: &Path,
    preset: &str,
    target: &PtxTarget,
    tools: Option<&Tools>,
) -> Result<(Vec<String>, std::time::Duration), String> {
    let emit = Emit::Ptx(target.clone());
    compiled(
        input,
        preset,
        tools,
        Some(&emit),
        |context, compiler, module, baseline, elapsed| {
            let failed = |e| format!("{}: {e}", input.display());
            let (outputs, mut reports) = compiler
                .emit_each_reported(context, module, &emit)
                .map_err(failed)?;
            let outputs = compiler
                .guard(baseline.as_deref(), outputs, &mut reports)
                .map_err(failed)?;
            Ok((
                outputs.into_iter().map(|output| output.text).collect(),
                elapsed,
            ))
        },
    )
}

/// The wall time of `preset`'s passes on `input`, nothing emitted: the compile-time baseline.
pub fn pass_time(input: &Path, preset: &str) -> Result<std::time::Duration, String> {
    compiled(input, preset, None, None, |_, _, _, _, elapsed| Ok(elapsed))
}

/// Imports `input`, runs `preset` (a preset's name or pipeline text; when `tools` are given,
/// LSR chosen as they say, [`crate::with_lsr_choice`]) on it, and hands the result and the
/// passes' wall time to `then`.
fn compiled<T>(
    input: &Path,
    preset: &str,
    tools: Option<&Tools>,
    emit: Option<&Emit>,
    then: impl FnOnce(
        &kestrel_pipelines::melior::Context,
        &Compiler,
        &kestrel_pipelines::melior::ir::Module,
        Option<Vec<kestrel_pipelines::Emitted>>,
        std::time::Duration,
    ) -> Result<T, String>,
) -> Result<T, String> {
    let name = input.display().to_string();
    let bytes = std::fs::read(input).map_err(|e| format!("{name}: {e}"))?;
    let context = embed::context();
    let mut module = if input.extension().is_some_and(|e| e == "mlir") {
        let text = String::from_utf8(bytes).map_err(|_| format!("{name}: not UTF-8"))?;
        kestrel_dialects::raw::parse_module(&context, &text)
            .ok_or_else(|| format!("{name}: the MLIR does not parse"))?
    } else {
        kestrel_dialects::import::import(&context, &bytes, &name)?.module
    };
    let compiler = match Compiler::preset(preset) {
        Ok(compiler) => compiler,
        Err(_) => Compiler::pipeline(preset).map_err(|e| format!("pipeline '{preset}': {e}"))?,
    };
    let compiler = match tools {
        Some(tools) => crate::with_lsr_choice(compiler, tools),
        None => compiler,
    };
    // The never-worse guard's -O0 code, where `emit` is guarded: the module before the passes.
    let baseline = match emit {
        Some(emit) => compiler
            .baseline(&module, emit)
            .map_err(|f| format!("{name}: {preset}: {f}"))?,
        None => None,
    };
    let start = std::time::Instant::now();
    compiler
        .run(&context, &mut module)
        .map_err(|f| format!("{name}: {preset}: {f}"))?;
    then(&context, &compiler, &module, baseline, start.elapsed())
}

/// Measures every module of `modules` alone (stems `stem-0`, `stem-1`, ...) and sums them;
/// `Err` names the first module ptxas rejects.
pub fn measure_modules(modules: &[String], stem: &Path, tools: &Tools) -> Result<Measure, String> {
    let mut total = Measure::default();
    for (index, text) in modules.iter().enumerate() {
        let mut file = stem.as_os_str().to_owned();
        file.push(format!("-{index}"));
        let (measure, verdict) = measure_with_verdict(text, Path::new(&file), tools);
        if let Err(error) = verdict {
            return Err(format!("module {index}: ptxas: {error}"));
        }
        add_measure(&mut total, &measure);
    }
    Ok(total)
}

/// Adds `more` into `total`; an absent part (no ptxas, no nvdisasm) stays absent.
fn add_measure(total: &mut Measure, more: &Measure) {
    let counts = &mut total.counts;
    counts.int_alu += more.counts.int_alu;
    counts.conversion += more.counts.conversion;
    counts.memory += more.counts.memory;
    counts.barrier += more.counts.barrier;
    counts.total += more.counts.total;
    total.resources = match (total.resources, more.resources) {
        (Some(a), Some(b)) => Some(add_resources(&a, &b)),
        (None, b) => b,
        (a, None) => a,
    };
    total.sass = match (total.sass, more.sass) {
        (Some(mut a), Some(b)) => {
            a.counts.merge(&b.counts);
            a.weighted.merge(&b.weighted);
            Some(a)
        }
        (None, b) => b,
        (a, None) => a,
    };
}

fn add_resources(a: &ptx::Resources, b: &ptx::Resources) -> ptx::Resources {
    ptx::Resources {
        registers: a.registers + b.registers,
        spill_stores: a.spill_stores + b.spill_stores,
        spill_loads: a.spill_loads + b.spill_loads,
    }
}

/// Compares one input with its producer's PTX.
pub fn compare(
    input: &Path,
    producer: &Path,
    tools: &Tools,
    scratch: &Path,
    pipeline: &str,
) -> Result<Comparison, String> {
    std::fs::create_dir_all(scratch).map_err(|e| format!("{}: {e}", scratch.display()))?;
    let name = input
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let stem = scratch.join(file_stem(&name));
    let text =
        std::fs::read_to_string(producer).map_err(|e| format!("{}: {e}", producer.display()))?;
    let theirs: Vec<String> = split_modules(&text)
        .into_iter()
        .map(str::to_string)
        .collect();
    let target = producer_target(producer, &tools.mcpu);
    let measured = |modules: &[String], tag: &str| {
        measure_modules(modules, &stem.with_extension(tag), tools)
            .map_err(|e| format!("{name} {tag}: {e}"))
    };
    let (ours, pipeline_time) = kestrel_ptx_timed(input, pipeline, &target, Some(tools))?;
    let opt_o2_time = pass_time(input, OPT_O2)?;
    Ok(Comparison {
        producer: measured(&theirs, "producer")?,
        o0: measured(&kestrel_ptx(input, "O0", &target)?, "O0")?,
        o3: measured(&ours, "O3")?,
        pipeline_time,
        opt_o2_time,
        name,
    })
}

/// The numbers the table shows for one measure, in [`COLUMNS`] order.
fn cells(measure: &Measure) -> [Option<u64>; 8] {
    let resources = measure.resources;
    let sass = measure.sass.map(|s| s.counts);
    [
        resources.map(|r| r.registers),
        resources.map(|r| r.spill_stores + r.spill_loads),
        sass.map(|s| s.total),
        sass.map(|s| s.integer()),
        sass.map(|s| s.global),
        sass.map(|s| s.generic),
        sass.map(|s| s.shared),
        sass.map(|s| s.local),
    ]
}

/// The table's metrics: ptxas registers, spill bytes, then SASS instruction counts.
pub const COLUMNS: [&str; 8] = [
    "regs", "spill", "SASS", "int", "global", "generic", "shared", "local",
];

/// Every comparison summed (the `sum` row).
pub fn total(rows: &[Comparison]) -> Comparison {
    let mut sum = Comparison {
        name: "sum".to_string(),
        ..Comparison::default()
    };
    for row in rows {
        add_measure(&mut sum.producer, &row.producer);
        add_measure(&mut sum.o0, &row.o0);
        add_measure(&mut sum.o3, &row.o3);
        sum.pipeline_time += row.pipeline_time;
        sum.opt_o2_time += row.opt_o2_time;
    }
    sum
}

/// The comparison table: a row per kernel and the sum, each cell `producer / -O0 / -O3`.
pub fn markdown(rows: &[Comparison]) -> String {
    let mut out = String::from("| kernel |");
    for column in COLUMNS {
        let _ = write!(out, " {column} |");
    }
    let _ = writeln!(out, "\n|---|{}", "---:|".repeat(COLUMNS.len()));
    for row in rows.iter().chain(std::iter::once(&total(rows))) {
        let _ = write!(out, "| {} |", row.name);
        let columns = [cells(&row.producer), cells(&row.o0), cells(&row.o3)];
        for index in 0..COLUMNS.len() {
            let shown: Vec<String> = columns
                .iter()
                .map(|c| c[index].map_or("-".to_string(), |v| v.to_string()))
                .collect();
            let _ = write!(out, " {} |", shown.join(" / "));
        }
        out.push('\n');
    }
    out.push_str(
        "\nEach cell: producer's own PTX / Kestrel -O0 / Kestrel -O3 (`--emit=ptx`), as ptxas \
         and nvdisasm see them: registers and spill bytes from `ptxas -v`, SASS instructions \
         (total, integer ALU and compares, memory by space), static counts.\n",
    );
    out
}

/// Compile time per kernel and in sum: LLVM's `default<O2>` alone (`opt -O2`, in-process on
/// the same import) and the third column's pipeline, in milliseconds, with their ratio. One
/// run each, one kernel at a time; passes only (import and PTX emission excluded).
pub fn compile_times(rows: &[Comparison], pipeline: &str) -> String {
    let mut out =
        format!("| kernel | opt -O2 ms | {pipeline} ms | ratio |\n|---|---:|---:|---:|\n");
    for row in rows.iter().chain(std::iter::once(&total(rows))) {
        let o2 = row.opt_o2_time.as_secs_f64() * 1e3;
        let ours = row.pipeline_time.as_secs_f64() * 1e3;
        let ratio = if o2 > 0.0 { ours / o2 } else { 0.0 };
        let _ = writeln!(out, "| {} | {o2:.1} | {ours:.1} | {ratio:.2} |", row.name);
    }
    out
}

/// The per-kernel bar of issue #36: kernels whose third column has more registers or more
/// SASS instructions than the producer's own PTX.
pub fn kernels_worse_than_producer(rows: &[Comparison]) -> Vec<String> {
    let registers = |m: &Measure| m.resources.map_or(0, |r| r.registers);
    let instructions = |m: &Measure| m.sass.map_or(0, |s| s.counts.total);
    rows.iter()
        .filter(|row| {
            registers(&row.o3) > registers(&row.producer)
                || instructions(&row.o3) > instructions(&row.producer)
        })
        .map(|row| {
            format!(
                "{}: {} registers / {} SASS, producer {} / {}",
                row.name,
                registers(&row.o3),
                instructions(&row.o3),
                registers(&row.producer),
                instructions(&row.producer)
            )
        })
        .collect()
}

/// Where `-O3` misses the issue's bar on producer-made IR: more registers or SASS than the
/// producer in sum, or a kernel more than `slack` registers worse. Empty when it meets it.
pub fn short_of_producer(rows: &[Comparison], slack: u64) -> Vec<String> {
    let registers = |m: &Measure| m.resources.map_or(0, |r| r.registers);
    let instructions = |m: &Measure| m.sass.map_or(0, |s| s.counts.total);
    let mut misses: Vec<String> = rows
        .iter()
        .filter(|row| registers(&row.o3) > registers(&row.producer) + slack)
        .map(|row| {
            format!(
                "{}: -O3 {} registers, producer {}",
                row.name,
                registers(&row.o3),
                registers(&row.producer)
            )
        })
        .collect();
    let sum = total(rows);
    if registers(&sum.o3) > registers(&sum.producer) {
        misses.push(format!(
            "sum: -O3 {} registers, producer {}",
            registers(&sum.o3),
            registers(&sum.producer)
        ));
    }
    if instructions(&sum.o3) > instructions(&sum.producer) {
        misses.push(format!(
            "sum: -O3 {} SASS instructions, producer {}",
            instructions(&sum.o3),
            instructions(&sum.producer)
        ));
    }
    misses
}

#[cfg(test)]
mod tests {
    use super::*;
    use rayon::prelude::*;

    fn corpus(folder: &str) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../third_party")
            .join(folder)
    }

    fn tools() -> Tools {
        let mut tools = Tools::find();
        assert!(
            tools.ptxas.is_some() && tools.nvdisasm.is_some(),
            "ptxas and nvdisasm are needed (scripts/setup.sh installs them)"
        );
        tools.mcpu = "sm_80".to_string();
        tools
    }

    fn compare_all(folder: &str, pipeline: &str) -> Vec<Comparison> {
        let tools = tools();
        let scratch =
            std::env::temp_dir().join(format!("kestrel-producer-{folder}-{}", std::process::id()));
        let (paired, unpaired) = inputs(&corpus(folder)).unwrap();
        assert!(
            unpaired.is_empty(),
            "inputs without producer PTX: {unpaired:?}"
        );
        let rows = paired
            .par_iter()
            .map(|(input, theirs)| compare(input, theirs, &tools, &scratch, pipeline).unwrap())
            .collect();
        let _ = std::fs::remove_dir_all(&scratch);
        rows
    }

    #[test]
    fn split_modules_starts_each_at_its_version_line() {
        let two = "//\n// Generated\n.version 7.6\n.target sm_80\n.entry a {}\n//\n.version 7.6\n.entry b {}\n";
        let modules = split_modules(two);
        assert_eq!(modules.len(), 2, "{modules:?}");
        assert!(modules[0].starts_with("//\n// Generated\n.version"));
        assert!(modules[0].contains(".entry a") && !modules[0].contains(".entry b"));
        assert!(modules[1].starts_with(".version") && modules[1].contains(".entry b"));
        assert_eq!(modules.concat(), two);
        assert_eq!(
            split_modules(".version 8.0\n.entry a {}\n"),
            [".version 8.0\n.entry a {}\n"]
        );
        assert_eq!(split_modules(""), [""]);
    }

    #[test]
    fn inputs_pair_each_kernel_with_its_producer_ptx() {
        let (paired, unpaired) = inputs(&corpus("mlir-gpu")).unwrap();
        let names: Vec<String> = paired
            .iter()
            .map(|(i, p)| {
                format!(
                    "{} {}",
                    i.file_name().unwrap().to_string_lossy(),
                    p.file_name().unwrap().to_string_lossy()
                )
            })
            .collect();
        assert!(names.contains(&"two_launches.mlir two_launches.producer.ptx".to_string()));
        assert_eq!(names.len(), 36, "{names:?}");
        assert!(unpaired.is_empty());
        let (paired, _) = inputs(&corpus("triton")).unwrap();
        assert_eq!(paired.len(), 10);
        assert!(paired[0].1.to_string_lossy().ends_with(".triton.ptx"));
    }

    /// MLIR-lowered input with host code and `gpu.module`s: every kernel's three versions
    /// assemble, and the two-launch kernel's two modules are measured one by one. The third
    /// column is the `complete` preset, held to issue #36's bar: no kernel more registers or
    /// SASS instructions than MLIR's own `gpu-module-to-binary` (LLVM -O2), and at least 5%
    /// fewer SASS instructions in sum. Measured when enabled: 987 / 959 registers, 5608 /
    /// 4895 SASS (MLIR / complete) on 36 kernels. (bitonic_sort_shared failed it, 55 / 208
    /// SASS, until the upper-bound unroll was held to five trips.)
    #[test]
    fn complete_preset_beats_mlir_own_serialization() {
        let rows = compare_all("mlir-gpu", "complete");
        assert_eq!(rows.len(), 36);
        for row in &rows {
            for (side, measure) in [
                ("producer", &row.producer),
                ("-O0", &row.o0),
                ("-O3", &row.o3),
            ] {
                let sass = measure
                    .sass
                    .unwrap_or_else(|| panic!("{} {side}: no SASS", row.name));
                assert!(sass.counts.total > 0, "{} {side}: empty SASS", row.name);
            }
        }
        let two = rows.iter().find(|r| r.name == "two_launches.mlir").unwrap();
        // Each module has its own kernel (both named saxpy_then_relu_kernel: one cubin
        // could not hold them), so both sides count two EXITs' worth of control at least.
        assert!(two.producer.sass.unwrap().counts.control >= 2);
        assert!(two.o3.sass.unwrap().counts.control >= 2);
        let worse = kernels_worse_than_producer(&rows);
        assert!(
            worse.is_empty(),
            "{}\n{}",
            worse.join("\n"),
            markdown(&rows)
        );
        let sum = total(&rows);
        let (ours, theirs) = (
            sum.o3.sass.unwrap().counts.total,
            sum.producer.sass.unwrap().counts.total,
        );
        assert!(
            ours * 100 <= theirs * 95,
            "complete: {ours} SASS instructions, MLIR's own {theirs}: not 5% fewer\n{}",
            markdown(&rows)
        );
    }

    /// The bar of issue #35 on Triton-made IR: `-O3` no more registers and SASS instructions
    /// than Triton's own PTX in sum, and no kernel more than 2 registers worse. Kestrel's side
    /// asks for Triton's code generation ([`producer_target`]: fp fusion, `mad.wide`); line
    /// tables without the `debug` target and 32-bit shared pointers from the data layout are
    /// Kestrel's defaults. Measured when enabled: 442 / 435 registers, 3330 / 3317 SASS
    /// (Triton / `-O3`); `-O0` is 443 and 3324 (stencil_5pt's disjoint ors with constants are
    /// adds only after addr-canon, which LLVM 22.1's SLSR needs).
    #[test]
    fn o3_is_no_worse_than_triton_on_triton_ir() {
        let rows = compare_all("triton", "-O3");
        let misses = short_of_producer(&rows, 2);
        assert!(
            misses.is_empty(),
            "{}\n{}",
            misses.join("\n"),
            markdown(&rows)
        );
    }
}
