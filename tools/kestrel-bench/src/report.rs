//! The results as a Markdown table, JSON, and an SVG plot of per-kernel integer-instruction
//! change (hand-written: no dependencies).

use crate::{Measure, Row};
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
    };
    for row in rows {
        add(&mut total.llc, &row.llc);
        add(&mut total.o0, &row.o0);
        add(&mut total.kestrel, &row.kestrel);
        if let Some(nvcc) = &row.nvcc {
            add(total.nvcc.get_or_insert_default(), nvcc);
        }
        total.kestrel_seconds += row.kestrel_seconds;
        total.opt_seconds += row.opt_seconds;
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
            row.kestrel_seconds,
            row.opt_seconds,
            ratio(row.kestrel_seconds, row.opt_seconds)
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

fn measure_json(m: &Measure) -> String {
    let c = m.counts;
    let resources = m.resources.map_or("null".to_string(), |r| {
        format!(
            "{{\"registers\":{},\"spill_stores\":{},\"spill_loads\":{}}}",
            r.registers, r.spill_stores, r.spill_loads
        )
    });
    format!(
        "{{\"int_alu\":{},\"conversion\":{},\"memory\":{},\"barrier\":{},\"total\":{},\"ptxas\":{resources}}}",
        c.int_alu, c.conversion, c.memory, c.barrier, c.total
    )
}

fn row_json(row: &Row) -> String {
    format!(
        "{{\"kernel\":{},\"llc\":{},\"O0\":{},\"kestrel\":{},\"nvcc\":{},\"kestrel_seconds\":{},\"opt_seconds\":{}}}",
        string_json(&row.name),
        measure_json(&row.llc),
        measure_json(&row.o0),
        measure_json(&row.kestrel),
        row.nvcc.as_ref().map_or("null".into(), measure_json),
        row.kestrel_seconds,
        row.opt_seconds
    )
}

fn string_json(text: &str) -> String {
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

/// `{"kernels": [...], "total": {...}}`.
pub fn json(rows: &[Row]) -> String {
    let kernels: Vec<String> = rows.iter().map(row_json).collect();
    format!(
        "{{\"kernels\":[\n{}\n],\n\"total\":{}}}\n",
        kernels.join(",\n"),
        row_json(&totals(rows))
    )
}

/// A bar chart: per kernel, the change in integer ALU instructions from llc to kestrel+llc, in
/// percent (below zero: Kestrel saved instructions).
pub fn svg(rows: &[Row]) -> String {
    let changes: Vec<(String, f64)> = rows
        .iter()
        .map(|row| {
            let before = row.llc.counts.int_alu as f64;
            let after = row.kestrel.counts.int_alu as f64;
            let change = if before > 0.0 {
                100.0 * (after - before) / before
            } else {
                0.0
            };
            (row.name.clone(), change)
        })
        .collect();
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
        "<text x=\"{left}\" y=\"18\" font-size=\"13\">integer ALU instructions: kestrel-opt -O3 + llc vs llc (%)</text>"
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
        };
        Row {
            name: name.into(),
            llc: measure(before),
            o0: measure(before),
            kestrel: measure(after),
            nvcc: None,
            kestrel_seconds: 0.5,
            opt_seconds: 0.25,
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
}
