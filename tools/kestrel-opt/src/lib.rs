//! The `kestrel-opt` driver as a library, so tests run it in-process.
//!
//! Flow: parse arguments -> read the input (importing `.ll`/`.bc` into the LLVM dialect) ->
//! split at `// -----` if asked -> parse each chunk -> resolve the pipeline against the module
//! -> run it -> emit MLIR, LLVM IR or PTX -> write stdout or the `-o` file atomically. Every
//! failure becomes one `error:` line and exit code 1; nothing is written on failure.
//! Resolving, running and emitting go through `kestrel_pipelines::embed`, the facade that
//! library users call.
#![forbid(unsafe_code)]

pub mod adversary;
pub mod args;
pub mod expected;
pub mod fuzzing;
pub mod input;
pub mod output;

use args::{Args, Emit, PipelineSource};
use kestrel_pipelines::{
    Compiler, Element, Emitted, Failure, PtxTarget, RunConfig, StrengthReduction, embed,
};
use kestrel_rewrites::{
    KnobSettings,
    diagnostics::{Collector, Diag, Severity},
    knobs,
    registry::{RESERVED, is_reserved_but_absent},
};
use melior::{
    Context,
    ir::{Module, operation::OperationLike},
};
use std::{cell::Cell, fmt::Write as _, panic::AssertUnwindSafe, path::Path};

/// What a run produced.
#[derive(Debug)]
pub struct Outcome {
    pub stdout: Vec<u8>,
    pub stderr: String,
    pub code: u8,
}

/// Runs `kestrel-opt` with `argv` (no program name); `stdin` is read only for input `-`.
pub fn run(argv: &[String], stdin: impl FnOnce() -> std::io::Result<Vec<u8>>) -> Outcome {
    let mut stderr = String::new();
    let result = std::panic::catch_unwind(AssertUnwindSafe(|| drive(argv, stdin, &mut stderr)));
    let result = match result {
        Ok(result) => result,
        Err(payload) => {
            let message = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown".to_string());
            Err(format!("internal error (please report): {message}"))
        }
    };
    match result {
        Ok(stdout) => Outcome {
            stdout,
            stderr,
            code: 0,
        },
        Err(message) => {
            let _ = writeln!(stderr, "error: {message}");
            Outcome {
                stdout: Vec::new(),
                stderr,
                code: 1,
            }
        }
    }
}

fn drive(
    argv: &[String],
    stdin: impl FnOnce() -> std::io::Result<Vec<u8>>,
    log: &mut String,
) -> Result<Vec<u8>, String> {
    let args = args::parse(argv)?;
    if args.help {
        return Ok(args::USAGE.as_bytes().to_vec());
    }
    if args.version {
        return Ok(format!("kestrel-opt {}\n", env!("CARGO_PKG_VERSION")).into_bytes());
    }
    if args.list_passes {
        return Ok(list_passes().into_bytes());
    }
    if args.list_patterns {
        return Ok(list_patterns().into_bytes());
    }
    let pipeline = pipeline_elements(&args)?;
    let late = late_elements(&args)?;
    if args.late_pipeline.is_some() && args.emit != Emit::Ptx {
        let _ = writeln!(
            log,
            "warning: --late-pipeline runs inside --emit=ptx only; --emit={} stops before it",
            if args.emit == Emit::Llvm {
                "llvm"
            } else {
                "mlir"
            }
        );
    }
    // Checked whatever is emitted: a target typo should not surface only at `--emit=ptx`.
    if let Some(cpu) = &args.mcpu {
        kestrel_rewrites::export::check_cpu(cpu)?;
    }
    if args
        .output
        .as_deref()
        .is_some_and(|path| Path::new(path).is_dir())
        && args.split_input_file
    {
        return Err(
            "-o DIR (one file per gpu.module) does not combine with --split-input-file".to_string(),
        );
    }
    let name = if args.input == "-" {
        "<stdin>".to_string()
    } else {
        args.input.clone()
    };
    let bytes = input::read(&args.input, stdin)?;
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(format!("{name}: input is empty"));
    }
    let format = input::detect(&args.input, &bytes);
    let context = kestrel_dialects::new_context(!args.disable_threading);
    let collector = Collector::attach(&context);
    let mut chunks = Vec::new();
    let text;
    if format == input::Format::Mlir {
        text = input::utf8(&name, bytes)?;
        let pieces = if args.split_input_file {
            split_input(&text)
        } else {
            vec![(text.as_str(), 0)]
        };
        for (piece, line_offset) in pieces {
            chunks.push(Chunk {
                text: piece,
                name: &name,
                line_offset,
                from_llvm: false,
                imported: Cell::new(None),
            });
        }
    } else {
        if format == input::Format::LlvmText {
            input::check_utf8(&name, &bytes)?;
        }
        let imported = kestrel_dialects::import::import(&context, &bytes, &name)?;
        for warning in &imported.warnings {
            let _ = writeln!(log, "warning: {name}: LLVM IR import: {warning}");
        }
        chunks.push(Chunk {
            text: "",
            name: &name,
            line_offset: 0,
            from_llvm: true,
            imported: Cell::new(Some(imported.module)),
        });
    }
    let mut outputs = Vec::new();
    let mut failures = Vec::new();
    for chunk in &chunks {
        match process_chunk(&context, &collector, chunk, &args, (&pipeline, &late), log) {
            Ok(output) => outputs.push(output),
            Err(message) => failures.push(message),
        }
    }
    if let Some(first) = failures.first() {
        for extra in &failures[1..] {
            let _ = writeln!(log, "error: {extra}");
        }
        return Err(first.clone());
    }
    let emitted = chosen_gpu_module(outputs.into_iter().flatten().collect(), &args)?;
    match &args.output {
        Some(path) if Path::new(path).is_dir() => {
            write_each(path, &emitted, &args, &name)?;
            Ok(Vec::new())
        }
        Some(path) if path != "-" => {
            output::write_atomically(path, &one_text(emitted, &args, &name)?)?;
            Ok(Vec::new())
        }
        _ => one_text(emitted, &args, &name),
    }
}

/// The outputs, or only the `gpu.module` `--gpu-module` names.
fn chosen_gpu_module(emitted: Vec<Emitted>, args: &Args) -> Result<Vec<Emitted>, String> {
    let Some(wanted) = &args.gpu_module else {
        return Ok(emitted);
    };
    if args.emit == Emit::Mlir {
        return Err("--gpu-module picks one gpu.module's LLVM IR or PTX: use it with --emit=llvm or --emit=ptx".to_string());
    }
    let names: Vec<String> = emitted
        .iter()
        .filter_map(|output| output.gpu_module.as_ref())
        .map(|name| format!("@{name}"))
        .collect();
    let chosen: Vec<Emitted> = emitted
        .into_iter()
        .filter(|output| output.gpu_module.as_deref() == Some(wanted.trim_start_matches('@')))
        .collect();
    if chosen.is_empty() {
        return Err(if names.is_empty() {
            format!("--gpu-module={wanted}: the input holds no gpu.module")
        } else {
            format!(
                "--gpu-module={wanted}: no such gpu.module; the input holds {}",
                names.join(", ")
            )
        });
    }
    Ok(chosen)
}

/// The outputs as one text (chunks of split input joined as before). Several `gpu.module`s
/// make several LLVM IR or PTX modules, which no single text can hold.
fn one_text(emitted: Vec<Emitted>, args: &Args, name: &str) -> Result<Vec<u8>, String> {
    let modules: Vec<String> = emitted
        .iter()
        .filter_map(|output| output.gpu_module.as_ref())
        .map(|module| format!("@{module}"))
        .collect();
    if modules.len() > 1 && args.emit != Emit::Mlir {
        return Err(format!(
            "{name}: the input holds {} gpu.modules ({}), each its own {} module: pass -o DIR to write one file each, or --gpu-module=NAME",
            modules.len(),
            modules.join(", "),
            if args.emit == Emit::Ptx {
                "PTX"
            } else {
                "LLVM IR"
            }
        ));
    }
    let separator = if args.emit == Emit::Mlir {
        "// -----\n"
    } else {
        ""
    };
    let texts: Vec<String> = emitted.into_iter().map(|output| output.text).collect();
    Ok(texts.join(separator).into_bytes())
}

/// `-o DIR`: each output to `DIR/NAME.EXT`, `NAME` the `gpu.module`'s (or the input file's
/// stem when there is none). All names are checked before anything is written.
fn write_each(
    directory: &str,
    emitted: &[Emitted],
    args: &Args,
    input: &str,
) -> Result<(), String> {
    let extension = match args.emit {
        Emit::Mlir => "mlir",
        Emit::Llvm => "ll",
        Emit::Ptx => "ptx",
    };
    let stem = Path::new(input)
        .file_stem()
        .and_then(|stem| stem.to_str())
        .filter(|stem| !stem.is_empty() && *stem != "<stdin>")
        .unwrap_or("out");
    let mut paths = Vec::with_capacity(emitted.len());
    for output in emitted {
        let file = output.gpu_module.as_deref().unwrap_or(stem);
        if file.is_empty() || file.contains(['/', '\\']) || file.starts_with('.') {
            return Err(format!(
                "-o {directory}: gpu.module name '{file}' cannot be a file name"
            ));
        }
        let path = Path::new(directory).join(format!("{file}.{extension}"));
        if paths.contains(&path) {
            return Err(format!(
                "-o {directory}: two outputs would both be written to '{}'",
                path.display()
            ));
        }
        paths.push(path);
    }
    for (path, output) in paths.iter().zip(emitted) {
        output::write_atomically(&path.to_string_lossy(), output.text.as_bytes())?;
    }
    Ok(())
}

/// One `// -----` chunk of the input, or the module imported from LLVM IR.
struct Chunk<'a, 'c> {
    /// The MLIR text (empty for an imported module).
    text: &'a str,
    name: &'a str,
    /// Lines before the chunk in the input, added to reported line numbers.
    line_offset: usize,
    /// Imported from LLVM IR: ops carry the importer's locations (debug info), not positions
    /// in a text.
    from_llvm: bool,
    /// The module imported from LLVM IR, taken when the chunk is processed.
    imported: Cell<Option<Module<'c>>>,
}

/// Splits at lines that are exactly `// -----`, keeping each chunk's starting line offset.
fn split_input(text: &str) -> Vec<(&str, usize)> {
    let mut chunks = Vec::new();
    let mut start = 0;
    let mut start_line = 0;
    let mut offset = 0;
    for (index, line) in text.split_inclusive('\n').enumerate() {
        if line.trim_end() == "// -----" {
            chunks.push((&text[start..offset], start_line));
            start = offset + line.len();
            start_line = index + 1;
        }
        offset += line.len();
    }
    chunks.push((&text[start..], start_line));
    chunks
}

/// The pipeline's elements, parsed once for all chunks.
fn pipeline_elements(args: &Args) -> Result<Vec<Element>, String> {
    let text = match &args.pipeline {
        PipelineSource::None => return Ok(Vec::new()),
        PipelineSource::Text(text) | PipelineSource::Passes(text) => text.clone(),
        PipelineSource::Preset(name) => kestrel_pipelines::preset(name).ok_or("no such preset")?,
    };
    let elements = kestrel_pipelines::parse(&text).map_err(|e| e.to_string())?;
    if let PipelineSource::Passes(_) = &args.pipeline
        && let Some(nested) = elements.iter().find(|e| e.nested.is_some())
    {
        return Err(format!(
            "--passes takes pass names only, found '{}(...)' at 1:{}; use --pass-pipeline for nesting",
            nested.name, nested.pos.column
        ));
    }
    Ok(elements)
}

/// The late half's elements: `--late-pipeline`'s, else the preset's, else none.
fn late_elements(args: &Args) -> Result<Vec<Element>, String> {
    let text = match (&args.late_pipeline, &args.pipeline) {
        (Some(text), _) => text.clone(),
        (None, PipelineSource::Preset(name)) => {
            kestrel_pipelines::late_preset(name).unwrap_or_default()
        }
        (None, _) => String::new(),
    };
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    kestrel_pipelines::parse(&text).map_err(|e| format!("--late-pipeline: {e}"))
}

/// Whether the never-worse guard is on: `--never-worse`, else the preset's `never-worse:` line.
fn never_worse(args: &Args) -> bool {
    args.never_worse.unwrap_or_else(|| match &args.pipeline {
        PipelineSource::Preset(name) => kestrel_pipelines::never_worse_preset(name),
        _ => false,
    })
}

/// Whether the backend's LSR runs: `--lsr`, else the preset's `lsr:` line, else as in llc.
fn strength_reduction(args: &Args) -> Option<StrengthReduction> {
    args.lsr.or_else(|| match &args.pipeline {
        PipelineSource::Preset(name) => {
            kestrel_pipelines::lsr_preset(name).and_then(StrengthReduction::parse)
        }
        _ => None,
    })
}

/// A diagnostic with its position moved into the input's coordinates.
fn relocate(mut diag: Diag, chunk: &Chunk) -> Diag {
    if let Some(position) = &mut diag.position {
        let from_parser = matches!(position.file.as_str(), "" | "-" | "<stdin>" | "<source>");
        if from_parser && !chunk.from_llvm {
            position.file = chunk.name.to_string();
            position.line += chunk.line_offset;
        }
    }
    diag
}

fn process_chunk(
    context: &Context,
    collector: &Collector,
    chunk: &Chunk,
    args: &Args,
    pipeline: (&[Element], &[Element]),
    log: &mut String,
) -> Result<Vec<Emitted>, String> {
    let expected = if args.verify_diagnostics {
        Some(expected::expectations(chunk.text).map_err(|e| format!("{}: {e}", chunk.name))?)
    } else {
        None
    };
    collector.take();
    let mut remarks = Vec::new();
    let result = optimise_chunk(context, chunk, args, pipeline, log, &mut remarks);
    let diags: Vec<Diag> = collector
        .take()
        .into_iter()
        .chain(remarks)
        .map(|d| relocate(d, chunk))
        .collect();
    if let Some(expected) = expected {
        // Positions in expectations are chunk-relative; compare before relocation offsets.
        let relative: Vec<Diag> = diags
            .iter()
            .cloned()
            .map(|mut d| {
                if let Some(p) = &mut d.position {
                    p.line -= chunk.line_offset.min(p.line);
                }
                d
            })
            .collect();
        let problems = expected::check(&expected, &relative, chunk.name, chunk.line_offset);
        if let Some(first) = problems.first() {
            for extra in &problems[1..] {
                let _ = writeln!(log, "error: {extra}");
            }
            return Err(first.clone());
        }
        // A failing case still holds its place among the cases' outputs.
        return Ok(result.unwrap_or_else(|_| {
            vec![Emitted {
                gpu_module: None,
                text: String::new(),
            }]
        }));
    }
    let mut sorted = diags;
    sorted.sort_by(|a, b| a.position.cmp(&b.position));
    let first_error = sorted
        .iter()
        .find(|d| d.severity == Severity::Error)
        .cloned();
    for diag in sorted.iter().filter(|d| d.severity != Severity::Error) {
        let _ = writeln!(log, "{diag}");
    }
    match result {
        Ok(text) => Ok(text),
        Err(ChunkError::Parse) => Err(first_error.map_or_else(
            || format!("{}: cannot parse the input", chunk.name),
            |d| d.to_string().trim_start_matches("error: ").to_string(),
        )),
        Err(ChunkError::Message(message)) => Err(match first_error {
            Some(diag) => format!(
                "{message}: {}",
                diag.to_string().trim_start_matches("error: ")
            ),
            None => message,
        }),
    }
}

enum ChunkError {
    /// The text did not parse; the diagnostics say why.
    Parse,
    Message(String),
}

fn optimise_chunk(
    context: &Context,
    chunk: &Chunk,
    args: &Args,
    (pipeline, late): (&[Element], &[Element]),
    log: &mut String,
    remarks: &mut Vec<Diag>,
) -> Result<Vec<Emitted>, ChunkError> {
    let mut module = match chunk.imported.take() {
        Some(module) => module,
        None => {
            kestrel_dialects::raw::parse_module(context, chunk.text).ok_or(ChunkError::Parse)?
        }
    };
    if !module.as_operation().verify() {
        return Err(ChunkError::Message(format!(
            "{}: the input does not verify",
            chunk.name
        )));
    }
    let compiler = Compiler::from_elements(pipeline.to_vec())
        .late_elements(late.to_vec())
        .strength_reduction(strength_reduction(args))
        .ptxas(args.ptxas.as_ref().map(std::path::PathBuf::from))
        .register_budget(args.register_budget)
        .never_worse(never_worse(args))
        .machine_sink(args.machine_sink)
        .knobs(args.knobs.clone())
        .config(RunConfig {
            verify_each: args.verify_each,
            print_ir_before_all: args.print_ir_before_all,
            print_ir_after_all: args.print_ir_after_all,
            print_ir_after_change: args.print_ir_after_change,
            record_changes: false,
            threading_min_ops: args.threading_min_ops,
            keep_late_ir: args.verify_semantics,
        });
    let failed = |failure: Failure, remarks: &mut Vec<Diag>| {
        remarks.extend(failure.diagnostics);
        ChunkError::Message(failure.error.to_string())
    };
    let plan = compiler
        .plan(context, &module)
        .map_err(|failure| failed(failure, remarks))?;
    // Resolved before anything runs, whatever is emitted: an unknown pass in the late half is
    // an error, not a surprise at `--emit=ptx`.
    let late_plan = if compiler.has_late_half() {
        Some(
            compiler
                .late_plan(context)
                .map_err(|failure| failed(failure, remarks))?,
        )
    } else {
        None
    };
    if args.dump_pass_pipeline {
        let _ = writeln!(log, "{}", plan.text());
        if let Some(late_plan) = &late_plan {
            let _ = writeln!(log, "late: {}", late_plan.text());
        }
    }
    let input_units = if args.verify_semantics {
        Some(
            kestrel_rewrites::export::units_as_mlir(&module)
                .map_err(|e| ChunkError::Message(format!("{}: {e}", chunk.name)))?,
        )
    } else {
        None
    };
    let target = match args.emit {
        Emit::Mlir => embed::Emit::Mlir,
        Emit::Llvm => embed::Emit::LlvmIr,
        Emit::Ptx => embed::Emit::Ptx(PtxTarget {
            cpu: args.mcpu.clone(),
            features: args.mattr.clone(),
            debug_info: args.debug_info,
            short_pointers: args.short_pointers,
            fp_fusion: args.fp_fusion,
            mad_wide: args.mad_wide,
            strength_reduction: Default::default(),
            machine_sink: Default::default(),
        }),
    };
    // What -O0 emits, for the never-worse guard: the module before any pass runs.
    let baseline = compiler
        .baseline(&module, &target)
        .map_err(|failure| failed(failure, remarks))?;
    let mut dumps = Vec::new();
    let report = plan.run(context, &mut module, &mut dumps);
    log.push_str(&String::from_utf8_lossy(&dumps));
    let report = report.map_err(|failure| failed(failure, remarks))?;
    remarks.extend(report.diagnostics.iter().cloned());
    print_timing_and_stats(args, &report, "", log);
    if let Some(before) = input_units {
        let after = as_emitted(&module, log);
        for (unit, after) in before.iter().zip(&after) {
            let label = match &unit.gpu_module {
                Some(name) => format!("{} (gpu.module @{name})", chunk.name),
                None => chunk.name.to_string(),
            };
            check_semantics(
                &unit.text,
                &after.text,
                args.verify_semantics_allow_inconclusive,
                log,
            )
            .map_err(|e| ChunkError::Message(format!("{label}: {e}")))?;
        }
    }
    let with_name = |failure: Failure, remarks: &mut Vec<Diag>| {
        let message = format!("{}: {}", chunk.name, failure.error);
        remarks.extend(failure.diagnostics);
        ChunkError::Message(message)
    };
    let (emitted, mut late_reports) = compiler
        .emit_each_reported(context, &module, &target)
        .map_err(|failure| with_name(failure, remarks))?;
    let emitted = compiler
        .guard(baseline.as_deref(), emitted, &mut late_reports)
        .map_err(|failure| with_name(failure, remarks))?;
    for late_report in &late_reports {
        print_timing_and_stats(args, late_report, "late ", log);
        remarks.extend(late_report.diagnostics.iter().map(from_the_late_half));
    }
    for late_ir in late_reports
        .iter()
        .filter_map(|report| report.late_ir.as_ref())
    {
        check_late_semantics(late_ir, args.verify_semantics_allow_inconclusive, log)
            .map_err(|e| ChunkError::Message(format!("{}: {e}", chunk.name)))?;
    }
    Ok(emitted)
}

/// A diagnostic of the late half (`--dump-remat` and the like inside `--emit=ptx`), which
/// says so: its position is one in the backend's IR, whose locations come from the input's
/// debug info where it has any.
fn from_the_late_half(diag: &Diag) -> Diag {
    Diag {
        message: format!("late half: {}", diag.message),
        ..diag.clone()
    }
}

/// `--timing` and `--stats` lines of one run; `prefix` says which half ran (`late `).
fn print_timing_and_stats(
    args: &Args,
    report: &kestrel_pipelines::Report,
    prefix: &str,
    log: &mut String,
) {
    if args.timing {
        for step in &report.steps {
            let _ = writeln!(
                log,
                "timing: {:>10.6} s  {prefix}{}",
                step.seconds, step.step
            );
        }
    }
    if args.stats {
        for choice in &report.strength_reduction {
            let work = match (choice.work_with_lsr, choice.work_without_lsr) {
                (Some(with), Some(without)) => {
                    format!("; PTX integer work (loop-weighted/all) {with} with, {without} without")
                }
                _ => String::new(),
            };
            let work = match (choice.measured_with_lsr, choice.measured_without_lsr) {
                (Some(with), Some(without)) => {
                    format!("; ptxas: {with} with, {without} without")
                }
                _ => work,
            };
            let steps = match choice.steps_without_lsr {
                0 => String::new(),
                n => format!(" ({n} index differences as steps)"),
            };
            let _ = writeln!(
                log,
                "stats: {prefix}lsr: @{}: estimated peak {} with LSR, {} without{steps}, carried registers {} and {}{work}: {}",
                choice.function,
                choice.with_lsr,
                choice.without_lsr,
                choice.carried_with_lsr,
                choice.carried_without_lsr,
                if choice.dropped { "dropped" } else { "kept" }
            );
        }
        for settled in &report.late_settled {
            let harder: String = settled
                .harder
                .iter()
                .enumerate()
                .filter_map(|(index, measured)| {
                    let kept = kestrel_rewrites::late_settle::Kept::Harder(index);
                    measured.map(|measured| format!(", {measured} rewritten {kept}"))
                })
                .collect();
            let _ = writeln!(
                log,
                "stats: {prefix}settle: @{}: ptxas: {} as given, {} rewritten{harder}: {}",
                settled.function, settled.given, settled.rewritten, settled.kept
            );
        }
        for budget in &report.register_budgets {
            let capped = budget
                .capped
                .map_or_else(|| "not reported".to_string(), |m| m.to_string());
            let before = budget.from.map_or_else(
                || "as settled".to_string(),
                |cap| format!("with .maxnreg {cap}"),
            );
            let _ = writeln!(
                log,
                "stats: {prefix}register budget: @{}: ptxas: {} {before}, {capped} with .maxnreg {}: {}",
                budget.function,
                budget.current,
                budget.cap,
                if budget.kept { "kept" } else { "refused" }
            );
        }
        for weighed in &report.kernel_fallbacks {
            let verdict = match (&weighed.worse, weighed.fell_back, &weighed.refused) {
                (None, _, _) => "kept".to_string(),
                (Some(worse), true, _) => format!("fell back ({worse})"),
                (Some(worse), false, refused) => format!(
                    "kept, though worse ({worse}): {}",
                    refused.as_deref().unwrap_or("not taken")
                ),
            };
            let _ = writeln!(
                log,
                "stats: {prefix}never-worse: @{}: ptxas: {} optimised, {} at -O0: {verdict}",
                weighed.kernel, weighed.optimised, weighed.baseline
            );
        }
        for widening in &report.widened_indices {
            let _ = writeln!(log, "stats: {prefix}widen induction: {widening}");
        }
        for choice in &report.machine_sinks {
            use kestrel_rewrites::machine_sink::Kept;
            let mut versions = vec![format!("{} with", choice.sunk)];
            versions.extend(choice.unsunk.map(|m| format!("{m} without")));
            versions.extend(
                choice
                    .given_unsunk
                    .map(|m| format!("{m} as the late half was given it, without")),
            );
            let verdict = match choice.kept {
                Kept::Sunk => "kept",
                Kept::Unsunk => "dropped",
                Kept::GivenUnsunk => "dropped, as given",
            };
            let _ = writeln!(
                log,
                "stats: {prefix}machine sink: @{}: ptxas: {}: {verdict}",
                choice.function,
                versions.join(", ")
            );
        }
        for narrowing in &report.pointer_widths {
            let functions: Vec<String> = narrowing
                .functions
                .iter()
                .map(|(function, wide, narrow)| {
                    format!("@{function}: ptxas: {wide} with 64 bits, {narrow} with 32")
                })
                .collect();
            let _ = writeln!(
                log,
                "stats: {prefix}pointer width: 32-bit shared, const and local pointers: {}: {}",
                if narrowing.kept { "kept" } else { "refused" },
                functions.join("; ")
            );
        }
        for (pass, stats) in report.passes() {
            for (pattern, count) in stats.rewrites {
                let _ = writeln!(log, "stats: {prefix}{pass}: {pattern}: {count}");
            }
            for (reason, count) in stats.refusals {
                let _ = writeln!(log, "stats: {prefix}{pass}: refused.{reason}: {count}");
            }
        }
    }
}

/// What `module` means once emitted, one unit per `gpu.module` as it is emitted: its LLVM
/// IR, imported back. The semantic check compares the input with this, so it also sees what
/// the export loses. A unit that cannot be re-imported is compared as it stands (its MLIR
/// after the passes), with a warning.
fn as_emitted(module: &Module, log: &mut String) -> Vec<Emitted> {
    let units = kestrel_rewrites::export::units_as_mlir(module).unwrap_or_default();
    let emitted = kestrel_rewrites::export::llvm_ir_per_module(module);
    units
        .into_iter()
        .enumerate()
        .map(|(index, unit)| {
            let reimported = match &emitted {
                Ok(outputs) => outputs.get(index).map_or_else(
                    || Err("no LLVM IR for it".to_string()),
                    |output| {
                        kestrel_dialects::import::to_mlir_text(
                            output.text.as_bytes(),
                            "<emitted LLVM IR>",
                        )
                    },
                ),
                Err(error) => Err(error.clone()),
            };
            let text = reimported.unwrap_or_else(|error| {
                let _ = writeln!(
                    log,
                    "warning: --verify-semantics: the output cannot be re-imported ({error}); comparing the MLIR after the passes"
                );
                unit.text.clone()
            });
            Emitted { text, ..unit }
        })
        .collect()
}

/// `--verify-semantics`: runs `before` and `after` in kestrel-sim on the same inputs. A
/// difference (or a new race) is an error, and so is an inconclusive comparison.
pub fn verify_semantics(before: &str, after: &str, log: &mut String) -> Result<(), String> {
    check_semantics(before, after, false, log)
}

/// `--verify-semantics` at the late point: the LLVM IR one run of the late half returned,
/// run in kestrel-sim against the LLVM IR it was given (both imported as the simulator
/// imports a `.ll` file), and what it was given against the version with LSR everywhere when
/// the LSR choice kept another. The module before the pipeline is no reference there: the
/// backend's own IR passes, which run first, fuse contractable multiplies and adds.
pub fn check_late_semantics(
    late_ir: &kestrel_pipelines::LateIr,
    allow_inconclusive: bool,
    log: &mut String,
) -> Result<(), String> {
    let import = |text: &str, label: &str| {
        kestrel_sim::input::import_llvm(label, text.as_bytes())
            .map_err(|e| format!("{label}: --verify-semantics: cannot read its LLVM IR: {e}"))
    };
    for (label, before, after) in late_ir.comparisons() {
        let (before, after) = (import(before, label)?, import(after, label)?);
        check_labelled(label, &before, &after, allow_inconclusive, log)?;
    }
    Ok(())
}

/// [`check_semantics`] with its error and warnings prefixed by `label`.
fn check_labelled(
    label: &str,
    before: &str,
    after: &str,
    allow_inconclusive: bool,
    log: &mut String,
) -> Result<(), String> {
    let mut warnings = String::new();
    let checked = check_semantics(before, after, allow_inconclusive, &mut warnings);
    for line in warnings.lines() {
        let line = line.strip_prefix("warning: ").unwrap_or(line);
        let _ = writeln!(log, "warning: {label}: {line}");
    }
    checked.map_err(|e| format!("{label}: {e}"))
}

/// Runs `before` and `after` in kestrel-sim on the same inputs, retrying a kernel under one
/// block and then one warp where the input races or faults under the default launch. A
/// difference is an error; an inconclusive comparison (the input races or faults under every
/// launch tried, or the simulator cannot run the module) is one too, or a warning when
/// `allow_inconclusive`: a check that cannot conclude must never pass silently.
pub fn check_semantics(
    before: &str,
    after: &str,
    allow_inconclusive: bool,
    log: &mut String,
) -> Result<(), String> {
    let one_line = |report: &kestrel_sim::DiffReport| {
        report
            .to_string()
            .lines()
            .map(str::trim)
            .collect::<Vec<_>>()
            .join("; ")
    };
    let inconclusive =
        match kestrel_sim::diff_modules_retrying(before, after, &kestrel_sim::Config::default()) {
            Ok(report) if report.is_different() => {
                return Err(format!(
                    "--verify-semantics: the output behaves differently from the input: {}",
                    one_line(&report)
                ));
            }
            Ok(report) if report.is_inconclusive() => one_line(&report),
            Ok(_) => return Ok(()),
            Err(error) => format!("the simulator cannot run it: {error}"),
        };
    if allow_inconclusive {
        let _ = writeln!(
            log,
            "warning: --verify-semantics is inconclusive: {inconclusive}"
        );
        Ok(())
    } else {
        Err(format!(
            "--verify-semantics is inconclusive: {inconclusive} (--verify-semantics=allow-inconclusive accepts that)"
        ))
    }
}

/// `--list-patterns`: one line per rule of every pass, `PASS PATTERN: identity`.
pub fn list_patterns() -> String {
    let mut out = String::new();
    for info in kestrel_rewrites::passes() {
        for pattern in info.patterns {
            let _ = writeln!(out, "{} {}: {}", info.name, pattern.name, pattern.identity);
        }
    }
    out
}

/// `--list-passes`: every pass with its options, then every cicc knob.
pub fn list_passes() -> String {
    let mut out = String::from("Kestrel passes (each runs on every llvm.func):\n");
    for info in kestrel_rewrites::passes() {
        let _ = writeln!(out, "  {:<28} {}", info.name, info.summary);
        let specs = info.option_specs();
        if specs.is_empty() {
            let _ = writeln!(out, "      (no options)");
        }
        for spec in specs {
            let _ = writeln!(
                out,
                "      {}=<{}> (default {}): {}",
                spec.name,
                spec.type_name(),
                spec.default,
                spec.help
            );
        }
    }
    let absent: Vec<_> = RESERVED
        .iter()
        .filter(|(n, _)| is_reserved_but_absent(n))
        .collect();
    if !absent.is_empty() {
        out.push_str("\nReserved pass names, not yet available:\n");
        for (name, what) in absent {
            let _ = writeln!(out, "  {name:<28} {what}");
        }
    }
    out.push_str("\ncicc knobs (--<knob>=VALUE, or as an option of the passes that read them):\n");
    for knob in knobs::KNOBS {
        let spec = knob.spec;
        let owners: Vec<String> = knob
            .passes
            .iter()
            .map(|p| {
                if is_reserved_but_absent(p) {
                    format!("{p} (not yet available)")
                } else {
                    p.to_string()
                }
            })
            .collect();
        let _ = writeln!(
            out,
            "  --{}=<{}> (default {}) [{}]: {}",
            spec.name,
            spec.type_name(),
            spec.default,
            owners.join(", "),
            spec.help
        );
    }
    out.push_str("\nUpstream MLIR passes (cse, canonicalize, sccp, symbol-dce, and the GPU lowering's convert-gpu-to-nvvm, ...) may appear in any pipeline.\n");
    out.push_str("LLVM's own passes: llvm-opt{passes=\"default<O2>\"} (what opt -passes= takes), at module level, on each gpu.module.\n");
    out.push_str("Presets inside a pipeline: kestrel-O0, kestrel-O1, kestrel-O2, kestrel-O3, kestrel-complete.\n");
    out
}

/// Knob settings from `--knob=value` pairs, for library users.
pub fn knob_settings(pairs: &[(&str, &str)]) -> Result<KnobSettings, String> {
    let mut settings = KnobSettings::default();
    for (name, value) in pairs {
        settings.set(name, value)?;
    }
    Ok(settings)
}
