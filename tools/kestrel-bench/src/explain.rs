//! `kestrel-bench --report FILE`: what a pipeline bought on one kernel, in one screen.
//!
//! The user's question after running an optimizer is "did my kernel get better?". This
//! answers it for one `.ll`/`.cu` file: the resolved pipeline; per step, the rules that fired
//! and the ops it changed (a short diff, value numbering aside); the SASS ptxas makes of llc's
//! PTX for the input and of Kestrel's (and of nvcc's, where the CUDA source and nvcc are at
//! hand), with ptxas's verdict; and where the compile time went.

use crate::{
    Kernel, Measure, Tools, UPSTREAM_PIPELINE, best_of_rounds, file_stem, is_cuda_source, llc,
    measure_with_verdict,
};
use kestrel_pipelines::{Compiler, RunConfig, StepReport, embed};
use similar::{Algorithm, DiffOp, capture_diff_slices};
use std::{fmt::Write as _, path::Path};

/// Changed lines shown per step; the rest are counted.
const DIFF_LINES_PER_STEP: usize = 4;
/// Width at which an IR line is cut.
const LINE_WIDTH: usize = 100;

/// The report's text, and whether ptxas accepted Kestrel's PTX.
pub struct Explained {
    pub text: String,
    pub accepted: bool,
}

/// Runs `pipeline` (`-O3`, or a pipeline text) on `path` and reports what it bought.
pub fn explain(
    path: &Path,
    pipeline: &str,
    tools: &Tools,
    scratch: &Path,
) -> Result<Explained, String> {
    let Kernel { name, ll, ir } = Kernel::read(path, tools, scratch)?;
    let stem = scratch.join(file_stem(&name));
    let compiler = compiler_for(pipeline)?;
    // Timed on its own (recording each step's text would count in the passes' time), as
    // `--compile-time` times each file: the first compilation in a process also pays for
    // MLIR's and LLVM's first use.
    let (timed, opt) = best_of_rounds(&ir, &name, &compiler, &tools.mcpu)?;
    let ptx = timed.ptx;
    let stages = timed.stages;
    let context = embed::context();
    let mut module = kestrel_dialects::import::import(&context, &ir, &name)?.module;
    let report = compiler
        .config(RunConfig {
            record_changes: true,
            ..RunConfig::default()
        })
        .run(&context, &mut module)
        .map_err(|f| format!("{name}: {f}"))?;

    let (kestrel, kestrel_verdict) =
        measure_with_verdict(&ptx, &stem.with_extension("kestrel"), tools);
    let (reference, reference_verdict) =
        measure_with_verdict(&llc(&ll, tools)?, &stem.with_extension("llc"), tools);
    let nvcc = match (&tools.nvcc, is_cuda_source(path)) {
        (Some(nvcc), true) => {
            let ptx = crate::nvcc_ptx(nvcc, path, tools)?;
            Some(measure_with_verdict(&ptx, &stem.with_extension("nvcc"), tools).0)
        }
        _ => None,
    };

    let mut text = String::new();
    let _ = writeln!(
        text,
        "Kestrel {pipeline} on {name} ({}), against llc-22 -O3 on the same input",
        tools.mcpu
    );
    let _ = writeln!(text, "pipeline: {}", report.pipeline);
    text.push_str(&fired(&report.steps));
    text.push_str(&sass_table(&reference, &kestrel, nvcc.as_ref(), tools));
    let _ = writeln!(
        text,
        "{}",
        verdict_line(&tools.mcpu, &reference_verdict, &kestrel_verdict)
    );
    let _ = writeln!(
        text,
        "compile time: import {} + passes {} + export {} = {}, then codegen {}",
        millis(stages.import),
        millis(stages.passes),
        millis(stages.export),
        millis(stages.optimiser()),
        millis(stages.codegen)
    );
    let opt_total = opt.total();
    let _ = writeln!(
        text,
        "  opt -passes='{UPSTREAM_PIPELINE}': parse {} + passes {} + print {} = {}; Kestrel/opt {:.2}x",
        millis(opt.parse),
        millis(opt.passes),
        millis(opt.print),
        millis(opt_total),
        stages.optimiser() / opt_total.max(f64::MIN_POSITIVE)
    );
    Ok(Explained {
        text,
        accepted: kestrel_verdict.is_ok(),
    })
}

fn compiler_for(pipeline: &str) -> Result<Compiler, String> {
    let preset = pipeline.trim_start_matches('-');
    let compiler = if preset.len() == 2 && preset.starts_with('O') {
        Compiler::preset(preset)
    } else {
        Compiler::pipeline(pipeline)
    };
    compiler.map_err(|e| format!("{pipeline}: {e}"))
}

fn millis(seconds: f64) -> String {
    format!("{:.1} ms", seconds * 1e3)
}

/// Per step that changed the module: its rewrites per rule and its changed lines; then the
/// steps that changed nothing, on one line.
fn fired(steps: &[StepReport]) -> String {
    let mut text = String::from("what changed (rewrites per rule; - before, + after):\n");
    let mut unchanged = Vec::new();
    for (index, step) in steps.iter().enumerate() {
        let label = step_label(steps, index);
        let Some(change) = &step.change else {
            unchanged.push(label);
            continue;
        };
        let rules: Vec<String> = step
            .rewrites
            .iter()
            .filter(|(_, count)| **count > 0)
            .map(|(rule, count)| format!("{rule} {count}"))
            .collect();
        let rules = if rules.is_empty() {
            "(upstream pass)".to_string()
        } else {
            rules.join(", ")
        };
        let _ = writeln!(text, "  {label}: {rules}");
        let hunks = changed_lines(&change.before, &change.after);
        let total: usize = hunks.iter().map(|h| h.removed.len() + h.added.len()).sum();
        let shown = sample(&hunks, DIFF_LINES_PER_STEP);
        for line in &shown {
            let _ = writeln!(text, "      {line}");
        }
        if total > shown.len() {
            let _ = writeln!(
                text,
                "      ... {} more changed lines (--mlir-print-ir-after-change shows them)",
                total - shown.len()
            );
        }
    }
    if !unchanged.is_empty() {
        let _ = writeln!(text, "  no change: {}", unchanged.join(", "));
    }
    text
}

/// `early-cse`, or `early-cse #2` for the second run of a step of that name.
fn step_label(steps: &[StepReport], index: usize) -> String {
    let name = &steps[index].step;
    let runs = steps.iter().filter(|s| &s.step == name).count();
    if runs == 1 {
        return name.clone();
    }
    let nth = steps[..=index].iter().filter(|s| &s.step == name).count();
    format!("{name} #{nth}")
}

/// One run of changed lines: what went and what came in its place, `-`/`+` prefixed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Hunk {
    pub removed: Vec<String>,
    pub added: Vec<String>,
}

/// The lines that differ between two printings of a module, once SSA value and block
/// numbers are set aside: MLIR renumbers every value after an inserted or erased op, and a
/// diff of raw text would show each of those as changed.
pub fn changed_lines(before: &str, after: &str) -> Vec<Hunk> {
    let old: Vec<&str> = before.lines().collect();
    let new: Vec<&str> = after.lines().collect();
    let old_keys: Vec<String> = old.iter().map(|l| numbering_aside(l)).collect();
    let new_keys: Vec<String> = new.iter().map(|l| numbering_aside(l)).collect();
    let shown = |sign: char, line: &&str| {
        let line = line.trim();
        if line.chars().count() > LINE_WIDTH {
            let cut: String = line.chars().take(LINE_WIDTH - 3).collect();
            format!("{sign} {cut}...")
        } else {
            format!("{sign} {line}")
        }
    };
    let mut hunks = Vec::new();
    for op in capture_diff_slices(Algorithm::Myers, &old_keys, &new_keys) {
        let (removed, added) = match op {
            DiffOp::Equal { .. } => continue,
            DiffOp::Delete {
                old_index, old_len, ..
            } => (old_index..old_index + old_len, 0..0),
            DiffOp::Insert {
                new_index, new_len, ..
            } => (0..0, new_index..new_index + new_len),
            DiffOp::Replace {
                old_index,
                old_len,
                new_index,
                new_len,
            } => (
                old_index..old_index + old_len,
                new_index..new_index + new_len,
            ),
        };
        hunks.push(Hunk {
            removed: old[removed].iter().map(|l| shown('-', l)).collect(),
            added: new[added].iter().map(|l| shown('+', l)).collect(),
        });
    }
    hunks
}

/// At most `budget` lines, hunk by hunk, each hunk giving at most half of them to what it
/// removed so that what replaced it shows too.
fn sample(hunks: &[Hunk], budget: usize) -> Vec<String> {
    let mut lines = Vec::new();
    for hunk in hunks {
        let room = budget - lines.len();
        if room == 0 {
            break;
        }
        let added = hunk
            .added
            .len()
            .min(room / 2)
            .max(room.saturating_sub(hunk.removed.len()));
        let added = added.min(hunk.added.len());
        let removed = hunk.removed.len().min(room - added);
        lines.extend(hunk.removed[..removed].iter().cloned());
        lines.extend(hunk.added[..added].iter().cloned());
    }
    lines
}

/// `line` with `%12` and `^bb3` made `%_` and `^bb_` (argument names such as `%arg0` stay).
fn numbering_aside(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut chars = line.trim().chars().peekable();
    while let Some(c) = chars.next() {
        out.push(c);
        let numbered = match c {
            '%' => chars.peek().is_some_and(char::is_ascii_digit),
            '^' => {
                let rest: String = chars.clone().take(3).collect();
                rest.starts_with("bb") && rest[2..].starts_with(|d: char| d.is_ascii_digit())
            }
            _ => false,
        };
        if numbered {
            if c == '^' {
                out.push_str("bb");
                chars.next();
                chars.next();
            }
            while chars.next_if(char::is_ascii_digit).is_some() {}
            out.push('_');
        }
    }
    out
}

/// The SASS table: llc, Kestrel and nvcc (where measured), static counts with loop-weighted
/// ones in parentheses, and Kestrel's change against llc.
fn sass_table(
    reference: &Measure,
    kestrel: &Measure,
    nvcc: Option<&Measure>,
    tools: &Tools,
) -> String {
    let (Some(before), Some(after)) = (reference.sass, kestrel.sass) else {
        let missing = if tools.ptxas.is_none() {
            "ptxas"
        } else {
            "nvdisasm"
        };
        return format!(
            "SASS: not measured ({missing} not found; `scripts/setup.sh` installs it)\n"
        );
    };
    let nvcc_sass = nvcc.and_then(|m| m.sass);
    let mut text = format!(
        "SASS (ptxas -arch={} + nvdisasm; static count, loop-weighted in parentheses; rows of zeros left out):\n",
        tools.mcpu
    );
    let mut header = format!("  {:<20}{:>16}{:>16}{:>18}", "", "llc", "Kestrel", "change");
    if nvcc_sass.is_some() {
        let _ = write!(header, "{:>16}", "nvcc");
    }
    let _ = writeln!(text, "{}", header.trim_end());
    type Pick = fn(&crate::sass::Counts) -> u64;
    let rows: [(&str, Pick); 10] = [
        ("integer ALU", |c| c.int_alu),
        ("integer compare", |c| c.int_compare),
        ("moves", |c| c.moves),
        ("global memory", |c| c.global),
        ("shared memory", |c| c.shared),
        ("local memory", |c| c.local),
        ("generic memory", |c| c.generic),
        ("constant loads", |c| c.constant),
        ("barriers", |c| c.barrier),
        ("all instructions", |c| c.total),
    ];
    for (label, pick) in rows {
        let nothing = |s: &crate::sass::Stats| pick(&s.counts) == 0;
        if nothing(&before) && nothing(&after) && nvcc_sass.as_ref().is_none_or(nothing) {
            continue;
        }
        let cell = |s: &crate::sass::Stats| format!("{} ({})", pick(&s.counts), pick(&s.weighted));
        let change = format!(
            "{} ({})",
            percent(pick(&before.counts), pick(&after.counts)),
            percent(pick(&before.weighted), pick(&after.weighted))
        );
        let mut row = format!(
            "  {label:<20}{:>16}{:>16}{:>18}",
            cell(&before),
            cell(&after),
            change
        );
        if let Some(n) = &nvcc_sass {
            let _ = write!(row, "{:>16}", cell(n));
        }
        let _ = writeln!(text, "{row}");
    }
    type Resource = fn(&crate::ptx::Resources) -> u64;
    let resources: [(&str, Resource); 2] = [
        ("registers", |r| r.registers),
        ("spill bytes", |r| r.spill_stores + r.spill_loads),
    ];
    for (label, pick) in resources {
        let value = |m: &Measure| m.resources.map(|r| pick(&r));
        let (Some(b), Some(a)) = (value(reference), value(kestrel)) else {
            continue;
        };
        let mut row = format!("  {label:<20}{b:>16}{a:>16}{:>18}", percent(b, a));
        if let Some(n) = nvcc.and_then(value) {
            let _ = write!(row, "{n:>16}");
        }
        let _ = writeln!(text, "{row}");
    }
    text
}

/// `-12.5%`, `+3.0%`, `=` when equal, `new` from zero.
fn percent(before: u64, after: u64) -> String {
    if before == after {
        return "=".to_string();
    }
    if before == 0 {
        return "new".to_string();
    }
    format!(
        "{:+.1}%",
        (after as f64 - before as f64) * 100.0 / before as f64
    )
}

fn verdict_line(
    mcpu: &str,
    reference: &Result<bool, String>,
    kestrel: &Result<bool, String>,
) -> String {
    match (reference, kestrel) {
        (_, Ok(false)) => "ptxas: not found, PTX not checked".to_string(),
        (Ok(_), Ok(true)) => format!("ptxas -arch={mcpu}: accepts llc's PTX and Kestrel's"),
        (Err(e), Ok(true)) => {
            format!("ptxas -arch={mcpu}: accepts Kestrel's PTX, rejects llc's: {e}")
        }
        (_, Err(e)) => format!("ptxas -arch={mcpu}: REJECTS Kestrel's PTX: {e}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renumbered_values_are_not_changes() {
        let before = "  %0 = llvm.add %arg0, %arg1 : i32\n  %1 = llvm.mul %0, %0 : i32\n  llvm.br ^bb1(%1 : i32)";
        let after = "  %0 = llvm.mlir.constant(4 : i32) : i32\n  %1 = llvm.add %arg0, %arg1 : i32\n  %2 = llvm.mul %1, %1 : i32\n  llvm.br ^bb2(%2 : i32)";
        assert_eq!(
            changed_lines(before, after),
            [Hunk {
                removed: vec![],
                added: vec!["+ %0 = llvm.mlir.constant(4 : i32) : i32".to_string()]
            }]
        );
    }

    #[test]
    fn a_changed_operation_shows_both_sides() {
        let before = "%0 = llvm.shl %arg0, %c : i64\nllvm.return %0 : i64";
        let after = "%0 = llvm.mul %arg0, %c : i64\nllvm.return %0 : i64";
        let hunks = changed_lines(before, after);
        assert_eq!(hunks.len(), 1);
        assert_eq!(hunks[0].removed, ["- %0 = llvm.shl %arg0, %c : i64"]);
        assert_eq!(hunks[0].added, ["+ %0 = llvm.mul %arg0, %c : i64"]);
    }

    #[test]
    fn a_sample_shows_both_sides_of_a_long_hunk() {
        let lines = |sign: &str, n: usize| (0..n).map(|i| format!("{sign} {i}")).collect();
        let hunks = [
            Hunk {
                removed: lines("-", 6),
                added: lines("+", 5),
            },
            Hunk {
                removed: vec![],
                added: lines("+", 1),
            },
        ];
        assert_eq!(sample(&hunks, 4), ["- 0", "- 1", "+ 0", "+ 1"]);
        assert_eq!(sample(&hunks[1..], 4), ["+ 0"]);
        let short = [Hunk {
            removed: lines("-", 1),
            added: lines("+", 6),
        }];
        assert_eq!(sample(&short, 4), ["- 0", "+ 0", "+ 1", "+ 2"]);
    }

    #[test]
    fn argument_names_are_kept_apart() {
        assert_eq!(
            numbering_aside("%arg1 = %12 ^bb7 ^bbx %"),
            "%arg1 = %_ ^bb_ ^bbx %"
        );
    }

    /// The bundled example's kernel through `-O3`: one screen, the pipeline, a step that
    /// changed something with its diff, the SASS table and ptxas's verdict.
    #[test]
    fn the_report_fits_one_screen() {
        let kernel = Path::new(env!("CARGO_MANIFEST_DIR")).join(
            "../../third_party/corpus/polybench-acc/O3/datamining__covariance__covariance.cu.ll",
        );
        let tools = Tools::find();
        let scratch = std::env::temp_dir().join(format!("kestrel-explain-{}", std::process::id()));
        let explained = explain(&kernel, "-O3", &tools, &scratch).expect("the report runs");
        let _ = std::fs::remove_dir_all(&scratch);
        let text = explained.text;
        assert!(text.lines().count() <= 60, "{text}");
        assert!(
            text.contains("pipeline: builtin.module(byval-promote,device-inline,llvm.func(stride-unversion),memory-space-opt,"),
            "{text}"
        );
        assert!(text.contains("  common-base-elim: "), "{text}");
        assert!(text.contains("\n      + "), "a diff line: {text}");
        assert!(text.contains("compile time: import "), "{text}");
        if tools.ptxas.is_some() {
            assert!(explained.accepted, "{text}");
            assert!(text.contains("accepts llc's PTX and Kestrel's"), "{text}");
        }
        if tools.ptxas.is_some() && tools.nvdisasm.is_some() {
            assert!(text.contains("  integer ALU  "), "{text}");
            assert!(text.contains("  registers  "), "{text}");
        }
    }

    #[test]
    fn percentages() {
        assert_eq!(percent(8, 8), "=");
        assert_eq!(percent(8, 6), "-25.0%");
        assert_eq!(percent(0, 2), "new");
        assert_eq!(percent(40, 41), "+2.5%");
    }
}
