//! The results as Markdown tables, JSON, and an SVG plot of per-kernel integer-instruction
//! change (hand-written: no dependencies).

use crate::{Measure, Row, sass};
use kestrel_rewrites::strength_reduction::{warps_per_multiprocessor, within_noise};
use std::fmt::Write as _;

fn totals(rows: &[Row]) -> Row {
    let mut total = Row {
        name: "total".into(),
        ..Row::default()
    };
    let add = |into: &mut Measure, from: &Measure| {
        let (a, b) = (&mut into.counts, &from.counts);
        a.int_alu += b.int_alu;
        a.conversion += b.conversion;
        a.memory += b.memory;
        a.barrier += b.barrier;
        a.total += b.total;
        if let Some(r) = from.resources {
            let t = into.resources.get_or_insert_default();
            t.registers += r.registers;
            t.spill_stores += r.spill_stores;
            t.spill_loads += r.spill_loads;
        }
        if let Some(s) = from.sass {
            let t = into.sass.get_or_insert_default();
            t.counts.merge(&s.counts);
            t.weighted.merge(&s.weighted);
        }
    };
    for row in rows {
        add(&mut total.llc, &row.llc);
        add(&mut total.o0, &row.o0);
        add(&mut total.kestrel, &row.kestrel);
        if let Some(nvcc) = &row.nvcc {
            add(total.nvcc.get_or_insert_default(), nvcc);
        }
        for (index, (pass, measure)) in row.passes.iter().enumerate() {
            if total.passes.len() <= index {
                total.passes.push((pass.clone(), Measure::default()));
            }
            add(&mut total.passes[index].1, measure);
        }
        total.stages.add(&row.stages);
        total.opt_stages.parse += row.opt_stages.parse;
        total.opt_stages.passes += row.opt_stages.passes;
        total.opt_stages.print += row.opt_stages.print;
        if let Some((kestrel, opt)) = row.process_seconds {
            let sum = total.process_seconds.get_or_insert((0.0, 0.0));
            sum.0 += kestrel;
            sum.1 += opt;
        }
    }
    total
}

fn cell(measure: Option<&Measure>) -> [String; 7] {
    let Some(m) = measure else {
        return std::array::from_fn(|_| "-".to_string());
    };
    let c = m.counts;
    let (regs, spills) = m.resources.map_or(("-".into(), "-".into()), |r| {
        (
            r.registers.to_string(),
            (r.spill_stores + r.spill_loads).to_string(),
        )
    });
    [
        c.int_alu.to_string(),
        c.conversion.to_string(),
        c.memory.to_string(),
        c.barrier.to_string(),
        c.total.to_string(),
        regs,
        spills,
    ]
}

/// One line per kernel and a total line; each compiler's columns side by side:
/// `int cvt mem bar total regs spill` for llc, kestrel -O0 (the round trip alone) + llc,
/// kestrel -O3 + llc and nvcc, then the times.
pub fn markdown(rows: &[Row]) -> String {
    const COMPILERS: [&str; 4] = ["llc", "-O0", "kestrel", "nvcc"];
    const METRICS: [&str; 7] = ["int", "cvt", "mem", "bar", "total", "regs", "spill"];
    let mut out = String::from("| kernel |");
    for metric in METRICS {
        for compiler in COMPILERS {
            let _ = write!(out, " {metric} {compiler} |");
        }
    }
    out.push_str(" kestrel -O3 s | opt s | ratio |\n");
    let _ = writeln!(
        out,
        "|---|{}",
        "---:|".repeat(METRICS.len() * COMPILERS.len() + 3)
    );
    let total = totals(rows);
    for row in rows.iter().chain(std::iter::once(&total)) {
        let cells = [
            cell(Some(&row.llc)),
            cell(Some(&row.o0)),
            cell(Some(&row.kestrel)),
            cell(row.nvcc.as_ref()),
        ];
        let _ = write!(out, "| {} |", row.name);
        for column in 0..METRICS.len() {
            for compiler in &cells {
                let _ = write!(out, " {} |", compiler[column]);
            }
        }
        let _ = writeln!(
            out,
            " {:.4} | {:.4} | {} |",
            row.kestrel_seconds(),
            row.opt_seconds(),
            ratio(row.kestrel_seconds(), row.opt_seconds())
        );
    }
    out
}

fn ratio(kestrel: f64, opt: f64) -> String {
    if opt > 0.0 {
        format!("{:.2}", kestrel / opt)
    } else {
        "-".into()
    }
}

fn sass_counts_json(c: &sass::Counts) -> String {
    let fields: Vec<String> = c
        .named()
        .iter()
        .map(|(name, value)| format!("\"{name}\":{value}"))
        .collect();
    format!("{{{}}}", fields.join(","))
}

fn measure_json(m: &Measure) -> String {
    let c = m.counts;
    let resources = m.resources.map_or("null".to_string(), |r| {
        format!(
            "{{\"registers\":{},\"spill_stores\":{},\"spill_loads\":{}}}",
            r.registers, r.spill_stores, r.spill_loads
        )
    });
    let sass = m.sass.map_or("null".to_string(), |s| {
        format!(
            "{{\"static\":{},\"loop_weighted\":{}}}",
            sass_counts_json(&s.counts),
            sass_counts_json(&s.weighted)
        )
    });
    format!(
        "{{\"int_alu\":{},\"conversion\":{},\"memory\":{},\"barrier\":{},\"total\":{},\"ptxas\":{resources},\"sass\":{sass}}}",
        c.int_alu, c.conversion, c.memory, c.barrier, c.total
    )
}

fn row_json(row: &Row) -> String {
    let passes: Vec<String> = row
        .passes
        .iter()
        .map(|(pass, m)| format!("{}:{}", string_json(pass), measure_json(m)))
        .collect();
    format!(
        "{{\"kernel\":{},\"llc\":{},\"O0\":{},\"kestrel\":{},\"nvcc\":{},\"passes\":{{{}}},\"kestrel_seconds\":{},\"opt_seconds\":{},\"stages\":{{\"import\":{},\"passes\":{},\"export\":{},\"codegen\":{}}},\"opt_stages\":{{\"parse\":{},\"passes\":{},\"print\":{}}},\"process_seconds\":{}}}",
        string_json(&row.name),
        measure_json(&row.llc),
        measure_json(&row.o0),
        measure_json(&row.kestrel),
        row.nvcc.as_ref().map_or("null".into(), measure_json),
        passes.join(","),
        row.kestrel_seconds(),
        row.opt_seconds(),
        row.stages.import,
        row.stages.passes,
        row.stages.export,
        row.stages.codegen,
        row.opt_stages.parse,
        row.opt_stages.passes,
        row.opt_stages.print,
        row.process_seconds
            .map_or("null".to_string(), |(k, o)| format!(
                "{{\"kestrel_opt\":{k},\"opt\":{o}}}"
            ))
    )
}

pub(crate) fn string_json(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `{"kernels": [...], "total": {...}, "sass_geomean_vs_llc": {...}, "worse": [...]}`.
pub fn json(rows: &[Row]) -> String {
    let kernels: Vec<String> = rows.iter().map(row_json).collect();
    let geomeans: Vec<String> = column_names(rows)
        .iter()
        .enumerate()
        .map(|(index, name)| {
            let ratios: Vec<String> = SASS_METRICS
                .iter()
                .map(|(metric, value)| {
                    let mean = geomean_vs_llc(rows, index, *value);
                    format!(
                        "{}:{}",
                        string_json(metric),
                        mean.map_or("null".into(), |m| format!("{m:.4}"))
                    )
                })
                .collect();
            format!("{}:{{{}}}", string_json(name), ratios.join(","))
        })
        .collect();
    let worse: Vec<String> = never_worse(rows)
        .worse
        .iter()
        .map(|w| string_json(w))
        .collect();
    format!(
        "{{\"kernels\":[\n{}\n],\n\"total\":{},\n\"sass_geomean_vs_llc\":{{{}}},\n\"worse\":[{}]}}\n",
        kernels.join(",\n"),
        row_json(&totals(rows)),
        geomeans.join(","),
        worse.join(",")
    )
}

/// The compilations of a row in column order: llc, -O0, -O3, nvcc, then each pass alone.
fn columns(row: &Row) -> Vec<Option<&Measure>> {
    let mut all = vec![
        Some(&row.llc),
        Some(&row.o0),
        Some(&row.kestrel),
        row.nvcc.as_ref(),
    ];
    all.extend(row.passes.iter().map(|(_, m)| Some(m)));
    all
}

/// Column names matching [`columns`]; the passes are those of the first row (every row
/// measures the same ones).
fn column_names(rows: &[Row]) -> Vec<String> {
    let mut names: Vec<String> = ["llc", "-O0", "-O3", "nvcc"].map(String::from).to_vec();
    if let Some(first) = rows.first() {
        names.extend(first.passes.iter().map(|(pass, _)| pass.clone()));
    }
    names
}

/// A per-kernel number read from one compilation, `None` where it was not measured.
type Metric = fn(&Measure) -> Option<u64>;

fn registers(m: &Measure) -> Option<u64> {
    m.resources.map(|r| r.registers)
}
fn sass_integer(m: &Measure) -> Option<u64> {
    m.sass.map(|s| s.counts.integer())
}
fn sass_memory(m: &Measure) -> Option<u64> {
    m.sass.map(|s| s.counts.memory())
}
fn loop_integer(m: &Measure) -> Option<u64> {
    m.sass.map(|s| s.weighted.integer())
}
fn loop_memory(m: &Measure) -> Option<u64> {
    m.sass.map(|s| s.weighted.memory())
}
fn sass_total(m: &Measure) -> Option<u64> {
    m.sass.map(|s| s.counts.total)
}

/// The metrics whose geometric means the reports give.
const SASS_METRICS: [(&str, Metric); 6] = [
    ("int", sass_integer),
    ("mem", sass_memory),
    ("total", sass_total),
    ("loop int", loop_integer),
    ("loop mem", loop_memory),
    ("regs", registers),
];

/// The geometric mean over kernels of `metric` in column `index` divided by llc's, over the
/// kernels where both are measured and non-zero: a ratio, so big kernels do not dominate
/// as they do in the totals.
fn geomean_vs_llc(rows: &[Row], index: usize, metric: Metric) -> Option<f64> {
    let logs: Vec<f64> = rows
        .iter()
        .filter_map(|row| {
            let base = metric(&row.llc)?;
            let value = metric(columns(row).get(index).copied().flatten()?)?;
            (base > 0 && value > 0).then(|| (value as f64 / base as f64).ln())
        })
        .collect();
    (!logs.is_empty()).then(|| (logs.iter().sum::<f64>() / logs.len() as f64).exp())
}

/// Compile time summed over the kernels, stage by stage: Kestrel's `-O3` (import, passes,
/// export; code generation apart, as llc runs it on either side) against opt's upstream
/// pipeline (parse, passes, print), LLVM IR in to LLVM IR out, and the ratio.
pub fn compile_time_markdown(rows: &[Row]) -> String {
    let total = totals(rows);
    let (k, o) = (&total.stages, &total.opt_stages);
    let ms = |s: f64| format!("{:.1}", s * 1e3);
    let mut out = String::from(
        "| | in (import / parse) | passes | out (export / print) | LLVM IR to LLVM IR | codegen |\n|---|---:|---:|---:|---:|---:|\n",
    );
    let _ = writeln!(
        out,
        "| Kestrel -O3, ms | {} | {} | {} | {} | {} |",
        ms(k.import),
        ms(k.passes),
        ms(k.export),
        ms(k.optimiser()),
        ms(k.codegen)
    );
    let _ = writeln!(
        out,
        "| opt `{}`, ms | {} | {} | {} | {} | |",
        crate::UPSTREAM_PIPELINE,
        ms(o.parse),
        ms(o.passes),
        ms(o.print),
        ms(total.opt_seconds())
    );
    let _ = writeln!(
        out,
        "| Kestrel / opt | {} | {} | {} | {} | |",
        ratio(k.import, o.parse),
        ratio(k.passes, o.passes),
        ratio(k.export, o.print),
        ratio(total.kestrel_seconds(), total.opt_seconds())
    );
    if let Some((kestrel, opt)) = total.process_seconds {
        let _ = writeln!(
            out,
            "\nWhole commands, start-up included (best of three per file): `kestrel-opt FILE -O3 --emit=llvm` {} ms, `opt-22 -passes=... -S` {} ms, Kestrel / opt {}.",
            ms(kestrel),
            ms(opt),
            ratio(kestrel, opt)
        );
    }
    out
}

/// SASS totals, one line per column, and the geometric means of the per-kernel ratios to llc.
pub fn sass_markdown(rows: &[Row]) -> String {
    const CLASSES: [&str; 19] = [
        "int",
        "cmp",
        "mov",
        "uniform",
        "global",
        "generic",
        "shared",
        "local",
        "const",
        "bar",
        "ctrl",
        "fp",
        "cvt",
        "total",
        "loop int",
        "loop mem",
        "loop total",
        "regs",
        "spill",
    ];
    let mut out = String::from("| column |");
    for class in CLASSES {
        let _ = write!(out, " {class} |");
    }
    for (metric, _) in SASS_METRICS {
        let _ = write!(out, " geomean {metric} vs llc |");
    }
    let _ = writeln!(
        out,
        "\n|---|{}",
        "---:|".repeat(CLASSES.len() + SASS_METRICS.len())
    );
    let total = totals(rows);
    for (index, (name, measure)) in column_names(rows).iter().zip(columns(&total)).enumerate() {
        let _ = write!(out, "| {name} |");
        for value in sass_cells(measure) {
            let _ = write!(out, " {value} |");
        }
        for (_, metric) in SASS_METRICS {
            let mean = geomean_vs_llc(rows, index, metric);
            let _ = write!(out, " {} |", mean.map_or("-".into(), |m| format!("{m:.4}")));
        }
        out.push('\n');
    }
    out
}

fn sass_cells(measure: Option<&Measure>) -> Vec<String> {
    let Some(m) = measure else {
        return vec!["-".to_string(); 19];
    };
    let mut cells = match m.sass {
        Some(s) => {
            let (c, w) = (s.counts, s.weighted);
            // Every class but `other` (in `total` only), then the loop-weighted columns.
            c.named()
                .iter()
                .filter(|(name, _)| *name != "other")
                .map(|(_, value)| *value)
                .chain([w.integer(), w.memory(), w.total])
                .map(|v| v.to_string())
                .collect::<Vec<_>>()
        }
        None => vec!["-".to_string(); 17],
    };
    match m.resources {
        Some(r) => {
            cells.push(r.registers.to_string());
            cells.push((r.spill_stores + r.spill_loads).to_string());
        }
        None => cells.extend(["-".to_string(), "-".to_string()]),
    }
    cells
}

/// Per kernel, SASS integer (ALU + compares) and memory, static and loop-weighted, and
/// registers; each cell `llc / -O0 / -O3 / nvcc / passes...`.
pub fn sass_kernels_markdown(rows: &[Row]) -> String {
    let mut out = format!(
        "Each cell: {}.\n\n| kernel |",
        column_names(rows).join(" / ")
    );
    for (metric, _) in SASS_METRICS {
        let _ = write!(out, " {metric} |");
    }
    let _ = writeln!(out, "\n|---|{}", "---:|".repeat(SASS_METRICS.len()));
    for row in rows {
        let _ = write!(out, "| {} |", row.name);
        for (_, metric) in SASS_METRICS {
            let values: Vec<String> = columns(row)
                .iter()
                .map(|m| m.and_then(metric).map_or("-".into(), |v| v.to_string()))
                .collect();
            let _ = write!(out, " {} |", values.join(" / "));
        }
        out.push('\n');
    }
    out
}

/// The never-worse rule of issue 21, per kernel against `-O0`: registers up by more than one,
/// or loop-weighted SASS integer or memory instructions up by more than 1%, each kernel with
/// the functions it calls ([`sass::kernels`]). Checked for `-O3` and each pass alone; one line
/// per offending (file, column, kernel), `FILE COLUMN KERNEL: why`. Where a compilation has no
/// per-kernel counts (no `nvdisasm`), the file's sums stand in: `FILE COLUMN: why`.
///
/// One exception, [`occupancy_trade`]: a kernel whose loop integer work buys warps, while its
/// file's stays within the margin, is not worse (`-O3`'s late half spends what one kernel saves
/// on another's occupancy); such lines go to [`Verdicts::trades`].
pub fn never_worse(rows: &[Row]) -> Verdicts {
    let mut verdicts = Verdicts::default();
    for row in rows {
        let candidates = std::iter::once(("-O3", &row.kestrel))
            .chain(row.passes.iter().map(|(pass, m)| (pass.as_str(), m)));
        for (column, measure) in candidates {
            let file = regressions(&file_numbers(&row.o0), &file_numbers(measure));
            if row.o0.kernels.is_empty() || measure.kernels.is_empty() {
                if !file.is_empty() {
                    verdicts
                        .worse
                        .push(format!("{} {column}: {}", row.name, reasons_text(&file)));
                }
                continue;
            }
            let file_within = !file.iter().any(|(worse, _)| *worse == Worse::LoopInteger);
            for before in &row.o0.kernels {
                let Some(after) = measure.kernels.iter().find(|k| k.name == before.name) else {
                    continue;
                };
                let reasons = regressions(&kernel_numbers(before), &kernel_numbers(after));
                if reasons.is_empty() {
                    continue;
                }
                let line = format!(
                    "{} {column} {}: {}",
                    row.name,
                    before.name,
                    reasons_text(&reasons)
                );
                if file_within && occupancy_trade(&reasons, before, after) {
                    verdicts.trades.push(line);
                } else {
                    verdicts.worse.push(line);
                }
            }
        }
    }
    verdicts
}

/// What [`never_worse`] found: the lines that break the rule, and the occupancy trades it lets
/// off, in the same format.
#[derive(Debug, Default)]
pub struct Verdicts {
    pub worse: Vec<String>,
    pub trades: Vec<String>,
}

/// Which of the rule's numbers went up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Worse {
    Registers,
    LoopInteger,
    LoopMemory,
}

/// Whether a kernel's `reasons` are loop integer work alone, spent on more warps per
/// multiprocessor than `before` had (ptxas's registers, [`warps_per_multiprocessor`]).
fn occupancy_trade(
    reasons: &[(Worse, String)],
    before: &sass::Kernel,
    after: &sass::Kernel,
) -> bool {
    let warps = |k: &sass::Kernel| k.registers.map(warps_per_multiprocessor);
    reasons
        .iter()
        .all(|(worse, _)| *worse == Worse::LoopInteger)
        && matches!((warps(before), warps(after)), (Some(b), Some(a)) if a > b)
}

/// What the never-worse rule compares: registers, loop-weighted integer and memory SASS.
type Numbers = [Option<u64>; 3];

fn file_numbers(m: &Measure) -> Numbers {
    [registers(m), loop_integer(m), loop_memory(m)]
}

fn kernel_numbers(k: &sass::Kernel) -> Numbers {
    [
        k.registers,
        Some(k.weighted.integer()),
        Some(k.weighted.memory()),
    ]
}

fn reasons_text(reasons: &[(Worse, String)]) -> String {
    reasons
        .iter()
        .map(|(_, text)| text.as_str())
        .collect::<Vec<_>>()
        .join("; ")
}

/// Why `after` is worse than `before`, empty where it is not (or cannot be told).
fn regressions(before: &Numbers, after: &Numbers) -> Vec<(Worse, String)> {
    let mut reasons = Vec::new();
    if let (Some(b), Some(a)) = (before[0], after[0])
        && a > b + 1
    {
        reasons.push((Worse::Registers, format!("regs {b} -> {a}")));
    }
    for (worse, what, index) in [
        (Worse::LoopInteger, "loop int", 1),
        (Worse::LoopMemory, "loop mem", 2),
    ] {
        if let (Some(b), Some(a)) = (before[index], after[index])
            && !within_noise(a, b)
        {
            let change = if b > 0 {
                100.0 * (a as f64 - b as f64) / b as f64
            } else {
                100.0
            };
            reasons.push((worse, format!("{what} {b} -> {a} (+{change:.1}%)")));
        }
    }
    reasons
}

/// The Markdown list of [`never_worse`]'s lines (or a line saying there is none), then the
/// occupancy trades it allowed.
pub fn worse_markdown(rows: &[Row]) -> String {
    let Verdicts { worse, trades } = never_worse(rows);
    let mut out = if worse.is_empty() {
        "none\n".to_string()
    } else {
        worse.iter().map(|w| format!("- {w}\n")).collect()
    };
    if !trades.is_empty() {
        out.push_str(
            "\nOccupancy trades, allowed (loop integer work that buys warps, its file within 1%):\n\n",
        );
        out.extend(trades.iter().map(|t| format!("- {t}\n")));
    }
    out
}

/// A bar chart: per kernel, the change in integer ALU instructions from llc to kestrel+llc, in
/// percent (below zero: Kestrel saved instructions). Counted in loop-weighted SASS, what the
/// GPU runs, when every row has it; in PTX otherwise (no ptxas or nvdisasm), as the title says.
pub fn svg(rows: &[Row]) -> String {
    let in_sass = rows
        .iter()
        .all(|row| row.llc.sass.is_some() && row.kestrel.sass.is_some());
    let integer = |measure: &Measure| match (&measure.sass, in_sass) {
        (Some(sass), true) => sass.weighted.int_alu as f64,
        _ => measure.counts.int_alu as f64,
    };
    let changes: Vec<(String, f64)> = rows
        .iter()
        .map(|row| {
            let before = integer(&row.llc);
            let after = integer(&row.kestrel);
            let change = if before > 0.0 {
                100.0 * (after - before) / before
            } else {
                0.0
            };
            (row.name.clone(), change)
        })
        .collect();
    let counted = if in_sass { "loop-weighted SASS" } else { "PTX" };
    let limit = changes.iter().map(|(_, c)| c.abs()).fold(5.0_f64, f64::max);
    let (bar, gap, left, top, height) = (14.0, 4.0, 60.0, 30.0, 300.0);
    let width = left + changes.len() as f64 * (bar + gap) + 20.0;
    let mid = top + height / 2.0;
    let scale = (height / 2.0) / limit;
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{}\" font-family=\"sans-serif\" font-size=\"10\">\n",
        top + height + 40.0
    );
    let _ = writeln!(
        out,
        "<text x=\"{left}\" y=\"18\" font-size=\"13\">integer ALU instructions ({counted}): kestrel-opt -O3 + llc vs llc (%)</text>"
    );
    let _ = writeln!(
        out,
        "<line x1=\"{left}\" y1=\"{mid}\" x2=\"{width}\" y2=\"{mid}\" stroke=\"black\"/>"
    );
    for (value, y) in [(limit, top), (0.0, mid), (-limit, top + height)] {
        let _ = writeln!(
            out,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"end\">{value:+.1}%</text>",
            left - 6.0,
            y + 4.0
        );
    }
    for (index, (name, change)) in changes.iter().enumerate() {
        let x = left + index as f64 * (bar + gap) + gap;
        let length = change.abs() * scale;
        let y = if *change >= 0.0 { mid - length } else { mid };
        let colour = if *change > 0.0 { "#c0392b" } else { "#27ae60" };
        let _ = writeln!(
            out,
            "<rect x=\"{x:.1}\" y=\"{y:.1}\" width=\"{bar}\" height=\"{length:.1}\" fill=\"{colour}\"><title>{}: {change:+.1}%</title></rect>",
            name.replace('&', "&amp;").replace('<', "&lt;")
        );
    }
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ptx::Counts;

    fn row(name: &str, before: u64, after: u64) -> Row {
        let measure = |int_alu| Measure {
            counts: Counts {
                int_alu,
                total: int_alu + 1,
                ..Counts::default()
            },
            resources: None,
            sass: None,
            kernels: Vec::new(),
        };
        Row {
            name: name.into(),
            llc: measure(before),
            o0: measure(before),
            kestrel: measure(after),
            nvcc: None,
            passes: Vec::new(),
            stages: crate::Stages {
                import: 0.1,
                passes: 0.3,
                export: 0.1,
                codegen: 2.0,
            },
            opt_stages: kestrel_dialects::raw::OptStages {
                parse: 0.1,
                passes: 0.1,
                print: 0.05,
            },
            process_seconds: Some((0.02, 0.03)),
        }
    }

    #[test]
    fn markdown_has_a_line_per_kernel_and_a_total() {
        let table = markdown(&[row("a.ll", 10, 8), row("b\"c.ll", 4, 4)]);
        let lines: Vec<&str> = table.lines().collect();
        assert_eq!(lines.len(), 5);
        assert!(
            lines[4].starts_with("| total | 14 | 14 | 12 | - |"),
            "{}",
            lines[4]
        );
        assert!(
            lines[4].ends_with(" 1.0000 | 0.5000 | 2.00 |"),
            "{}",
            lines[4]
        );
        let json = json(&[row("b\"c.ll", 4, 4)]);
        assert!(json.contains("\"kernel\":\"b\\\"c.ll\""), "{json}");
        assert!(json.contains("\"nvcc\":null"));
        let svg = svg(&[row("a.ll", 10, 8)]);
        assert!(svg.contains("a.ll: -20.0%"), "{svg}");
    }

    fn with_sass(registers: u64, loop_int: u64, loop_mem: u64) -> Measure {
        let mut weighted = sass::Counts::default();
        weighted.add(sass::Class::IntAlu, loop_int);
        weighted.add(sass::Class::Global, loop_mem);
        Measure {
            resources: Some(crate::ptx::Resources {
                registers,
                ..Default::default()
            }),
            sass: Some(sass::Stats {
                counts: weighted,
                weighted,
            }),
            ..Measure::default()
        }
    }

    #[test]
    fn worse_lists_only_what_breaks_the_never_worse_rule() {
        let mut within = row("within.ll", 1, 1);
        within.o0 = with_sass(30, 1000, 1000);
        within.kestrel = with_sass(31, 1010, 1010);
        let mut worse = row("worse.ll", 1, 1);
        worse.o0 = with_sass(30, 1000, 1000);
        worse.kestrel = with_sass(32, 1011, 1000);
        worse.passes = vec![("cse".into(), with_sass(30, 1000, 1020))];
        assert_eq!(
            never_worse(&[within, worse]).worse,
            [
                "worse.ll -O3: regs 30 -> 32; loop int 1000 -> 1011 (+1.1%)",
                "worse.ll cse: loop mem 1000 -> 1020 (+2.0%)",
            ]
        );
    }

    /// A kernel's loss is not hidden by another kernel's gain in the same file: the rule is
    /// per kernel (with what it calls) wherever the counts are.
    #[test]
    fn worse_is_per_kernel_where_kernels_were_counted() {
        let kernel = |name: &str, registers, loop_int| {
            let mut weighted = sass::Counts::default();
            weighted.add(sass::Class::IntAlu, loop_int);
            sass::Kernel {
                name: name.into(),
                registers: Some(registers),
                weighted,
            }
        };
        let mut mixed = row("mixed.ll", 1, 1);
        mixed.o0 = with_sass(100, 3000, 0);
        mixed.o0.kernels = vec![
            kernel("a", 30, 1000),
            kernel("b", 30, 1000),
            kernel("c", 40, 1000),
        ];
        mixed.kestrel = with_sass(89, 3010, 0);
        mixed.kestrel.kernels = vec![
            kernel("a", 32, 1000),
            kernel("b", 25, 980),
            kernel("c", 32, 1030),
        ];
        mixed.passes = vec![("cse".into(), with_sass(100, 3035, 0))];
        mixed.passes[0].1.kernels = vec![
            kernel("a", 30, 1011),
            kernel("b", 30, 994),
            kernel("c", 32, 1030),
        ];
        let rows = [mixed];
        let verdicts = never_worse(&rows);
        // c's 3% more integer work buys 51 -> 64 warps where the file's grows 0.3%: a trade.
        // Under cse the file's grows 1.2%, so it is not.
        assert_eq!(
            verdicts.worse,
            [
                "mixed.ll -O3 a: regs 30 -> 32",
                "mixed.ll cse a: loop int 1000 -> 1011 (+1.1%)",
                "mixed.ll cse c: loop int 1000 -> 1030 (+3.0%)",
            ]
        );
        assert_eq!(
            verdicts.trades,
            ["mixed.ll -O3 c: loop int 1000 -> 1030 (+3.0%)"]
        );
        let listed = worse_markdown(&rows);
        assert!(
            listed.starts_with("- mixed.ll -O3 a: regs 30 -> 32\n")
                && listed.ends_with("\n- mixed.ll -O3 c: loop int 1000 -> 1030 (+3.0%)\n"),
            "{listed}"
        );
    }

    #[test]
    fn the_plot_counts_sass_where_every_row_has_it() {
        let mut a = row("a.ll", 10, 10);
        (a.llc, a.kestrel) = (with_sass(10, 200, 1), with_sass(10, 150, 1));
        let plot = svg(std::slice::from_ref(&a));
        assert!(plot.contains("(loop-weighted SASS)"), "{plot}");
        assert!(plot.contains("a.ll: -25.0%"), "{plot}");
        // One row without SASS: the whole plot falls back to PTX counts.
        let plot = svg(&[a, row("b.ll", 10, 8)]);
        assert!(plot.contains("(PTX)"), "{plot}");
        assert!(plot.contains("b.ll: -20.0%"), "{plot}");
    }

    #[test]
    fn geomean_is_of_per_kernel_ratios_to_llc() {
        let mut a = row("a.ll", 1, 1);
        (a.llc, a.kestrel) = (with_sass(10, 100, 1), with_sass(20, 100, 1));
        let mut b = row("b.ll", 1, 1);
        (b.llc, b.kestrel) = (with_sass(40, 100, 1), with_sass(20, 100, 1));
        let mean = geomean_vs_llc(&[a, b], 2, registers).unwrap();
        assert!((mean - 1.0).abs() < 1e-12, "{mean}");
        let table = sass_markdown(&[row("c.ll", 1, 1)]);
        assert!(table.contains("| nvcc | - |"), "{table}");
    }
}
