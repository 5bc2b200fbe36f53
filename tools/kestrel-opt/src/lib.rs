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
use kestrel_pipelines::{Compiler, Element, Failure, RunConfig, embed};
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
use std::{cell::Cell, fmt::Write as _, panic::AssertUnwindSafe};

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
    // Checked whatever is emitted: a target typo should not surface only at `--emit=ptx`.
    kestrel_rewrites::export::check_cpu(&args.mcpu)?;
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
        match process_chunk(&context, &collector, chunk, &args, &pipeline, log) {
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
    let separator = if args.emit == Emit::Mlir {
        "// -----\n"
    } else {
        ""
    };
    let bytes = outputs.join(separator).into_bytes();
    match &args.output {
        Some(path) if path != "-" => {
            output::write_atomically(path, &bytes)?;
            Ok(Vec::new())
        }
        _ => Ok(bytes),
    }
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
        PipelineSource::Preset(level) => {
            kestrel_pipelines::preset(*level).ok_or("no such preset")?
        }
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
    pipeline: &[Element],
    log: &mut String,
) -> Result<String, String> {
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
        return Ok(result.unwrap_or_default());
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
    pipeline: &[Element],
    log: &mut String,
    remarks: &mut Vec<Diag>,
) -> Result<String, ChunkError> {
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
        .knobs(args.knobs.clone())
        .config(RunConfig {
            verify_each: args.verify_each,
            print_ir_before_all: args.print_ir_before_all,
            print_ir_after_all: args.print_ir_after_all,
            print_ir_after_change: args.print_ir_after_change,
            record_changes: false,
            threading_min_ops: args.threading_min_ops,
        });
    let failed = |failure: Failure, remarks: &mut Vec<Diag>| {
        remarks.extend(failure.diagnostics);
        ChunkError::Message(failure.error.to_string())
    };
    let plan = compiler
        .plan(context, &module)
        .map_err(|failure| failed(failure, remarks))?;
    if args.dump_pass_pipeline {
        let _ = writeln!(log, "{}", plan.text());
    }
    let input_text = args
        .verify_semantics
        .then(|| module.as_operation().to_string());
    let mut dumps = Vec::new();
    let report = plan.run(context, &mut module, &mut dumps);
    log.push_str(&String::from_utf8_lossy(&dumps));
    let report = report.map_err(|failure| failed(failure, remarks))?;
    remarks.extend(report.diagnostics.iter().cloned());
    if args.timing {
        for step in &report.steps {
            let _ = writeln!(log, "timing: {:>10.6} s  {}", step.seconds, step.step);
        }
    }
    if args.stats {
        for (pass, stats) in report.passes() {
            for (pattern, count) in stats.rewrites {
                let _ = writeln!(log, "stats: {pass}: {pattern}: {count}");
            }
        }
    }
    if let Some(before) = input_text {
        let after = as_emitted(&module, log);
        check_semantics(
            &before,
            &after,
            args.verify_semantics_allow_inconclusive,
            log,
        )
        .map_err(|e| ChunkError::Message(format!("{}: {e}", chunk.name)))?;
    }
    let target = match args.emit {
        Emit::Mlir => embed::Emit::Mlir,
        Emit::Llvm => embed::Emit::LlvmIr,
        Emit::Ptx => embed::Emit::Ptx {
            cpu: args.mcpu.clone(),
        },
    };
    embed::emit(&module, &target).map_err(|e| ChunkError::Message(format!("{}: {e}", chunk.name)))
}

/// What `module` means once emitted (`import::reimported`): the semantic check compares the
/// input with it, so it also sees what the export loses. A module the round trip cannot carry
/// (several `gpu.module`s export as several LLVM modules) is compared as it stands, with a
/// warning.
fn as_emitted(module: &Module, log: &mut String) -> String {
    kestrel_dialects::import::reimported(module).unwrap_or_else(|error| {
        let _ = writeln!(
            log,
            "warning: --verify-semantics: the output cannot be re-imported ({error}); comparing the MLIR after the passes"
        );
        module.as_operation().to_string()
    })
}

/// `--verify-semantics`: runs `before` and `after` in kestrel-sim on the same inputs. A
/// difference (or a new race) is an error, and so is an inconclusive comparison.
pub fn verify_semantics(before: &str, after: &str, log: &mut String) -> Result<(), String> {
    check_semantics(before, after, false, log)
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
    out.push_str("\nUpstream MLIR passes (cse, canonicalize, sccp, symbol-dce, ...) may appear in any pipeline.\n");
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
