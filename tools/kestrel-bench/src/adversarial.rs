//! How each pass's time grows on each adversarial shape ([`crate::shapes`]): every (shape,
//! pipeline) at several sizes, each measurement in a child process (`kestrel-bench
//! --adversarial-child`) so a superlinear case can be stopped at a time limit and its peak
//! memory is its own. Reports seconds per size (the pipeline only: parsing is timed apart)
//! and the log-log slope of time over op count (1 = linear, 2 = quadratic).

use crate::{
    scaling::{Point, slope},
    shapes::{SHAPES, Shape, op_count},
};
use kestrel_pipelines::{Compiler, embed};
use std::{
    fmt::Write as _,
    process::{Command, Stdio},
    time::{Duration, Instant},
};

/// `-O3` and then every registered pass on its own (`scev-cgp` with
/// `--nv-disable-scev-cgp=false`, which it needs to do anything).
pub fn default_pipelines() -> Vec<String> {
    let mut all = vec!["-O3".to_string()];
    all.extend(
        kestrel_rewrites::passes()
            .iter()
            .map(|p| p.name.to_string()),
    );
    all
}

/// The shape called `key`.
pub fn shape(key: &str) -> Result<&'static Shape, String> {
    SHAPES.iter().find(|s| s.key == key).ok_or_else(|| {
        let keys: Vec<&str> = SHAPES.iter().map(|s| s.key).collect();
        format!("unknown shape {key}; shapes: {}", keys.join(", "))
    })
}

/// One measurement, in this process: builds `shape` at `n`, parses it, runs `pipeline` (`-O3`
/// or a pass list) with verification after each step. The `RESULT` line the parent reads.
pub fn child(key: &str, n: usize, pipeline: &str) -> Result<String, String> {
    let text = (shape(key)?.build)(n);
    let ops = op_count(&text);
    let context = embed::context();
    let started = Instant::now();
    let mut module = embed::parse(&context, &text).map_err(|f| f.to_string())?;
    let parse_seconds = started.elapsed().as_secs_f64();
    let compiler = if pipeline.starts_with("-O") {
        Compiler::preset(pipeline)
    } else {
        Compiler::pipeline(pipeline).and_then(|c| c.knob("nv-disable-scev-cgp", "false"))
    }
    .map_err(|e| e.to_string())?;
    let started = Instant::now();
    compiler
        .run(&context, &mut module)
        .map_err(|f| f.to_string())?;
    let seconds = started.elapsed().as_secs_f64();
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let rss_kb = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        .unwrap_or(0);
    Ok(format!(
        "RESULT ops={ops} parse={parse_seconds} seconds={seconds} rss_kb={rss_kb}"
    ))
}

/// What one measurement gave.
#[derive(Clone, Debug)]
pub enum Outcome {
    Done { point: Point, rss_mib: f64 },
    TimedOut,
    Failed(String),
}

/// Runs [`child`] in a fresh process of `exe`, stopped after `limit`.
pub fn measure(
    exe: &std::path::Path,
    key: &str,
    n: usize,
    pipeline: &str,
    limit: Duration,
) -> Outcome {
    let spawned = Command::new(exe)
        .args(["--adversarial-child", key, &n.to_string(), pipeline])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut process = match spawned {
        Ok(process) => process,
        Err(e) => return Outcome::Failed(e.to_string()),
    };
    let started = Instant::now();
    loop {
        match process.try_wait() {
            Ok(Some(_)) => break,
            Ok(None) if started.elapsed() > limit => {
                let _ = process.kill();
                let _ = process.wait();
                return Outcome::TimedOut;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(20)),
            Err(e) => return Outcome::Failed(e.to_string()),
        }
    }
    let output = match process.wait_with_output() {
        Ok(output) => output,
        Err(e) => return Outcome::Failed(e.to_string()),
    };
    let stdout = String::from_utf8_lossy(&output.stdout);
    let Some(line) = stdout.lines().find_map(|l| l.strip_prefix("RESULT ")) else {
        let stderr = String::from_utf8_lossy(&output.stderr);
        return Outcome::Failed(stderr.lines().last().unwrap_or("no result").to_string());
    };
    let field = |key: &str| -> f64 {
        line.split_whitespace()
            .find_map(|w| w.strip_prefix(key))
            .and_then(|v| v.parse().ok())
            .unwrap_or(0.0)
    };
    Outcome::Done {
        point: Point {
            ops: field("ops=") as usize,
            parse_seconds: field("parse="),
            seconds: field("seconds="),
        },
        rss_mib: field("rss_kb=") / 1024.0,
    }
}

/// One (shape, pipeline) row: its outcome per size.
pub struct Row {
    pub shape: &'static str,
    pub pipeline: String,
    pub outcomes: Vec<(usize, Outcome)>,
}

impl Row {
    /// The log-log slope over the sizes that finished.
    pub fn slope(&self) -> f64 {
        let points: Vec<Point> = self
            .outcomes
            .iter()
            .filter_map(|(_, o)| match o {
                Outcome::Done { point, .. } => Some(*point),
                _ => None,
            })
            .collect();
        slope(&points)
    }
}

/// Measures every shape in `shapes` under every pipeline at every size; after a size times out
/// or fails, the larger ones of that row are skipped. `progress` sees each row as it ends.
pub fn run(
    shapes: &[&'static Shape],
    pipelines: &[String],
    sizes: &[usize],
    limit: Duration,
    mut progress: impl FnMut(&Row),
) -> Result<Vec<Row>, String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let mut rows = Vec::new();
    for shape in shapes {
        for pipeline in pipelines {
            let mut row = Row {
                shape: shape.key,
                pipeline: pipeline.clone(),
                outcomes: Vec::new(),
            };
            for &n in sizes {
                let outcome = measure(&exe, shape.key, n, pipeline, limit);
                let stop = !matches!(outcome, Outcome::Done { .. });
                row.outcomes.push((n, outcome));
                if stop {
                    break;
                }
            }
            progress(&row);
            rows.push(row);
        }
    }
    Ok(rows)
}

/// A Markdown table: one row per (shape, pipeline), seconds per size, slope.
pub fn markdown(rows: &[Row], sizes: &[usize], limit: Duration) -> String {
    let mut out = String::from("| shape | pipeline |");
    for n in sizes {
        let _ = write!(out, " n={n} s |");
    }
    out.push_str(" slope | peak MiB |\n|---|---|");
    for _ in sizes {
        out.push_str("---:|");
    }
    out.push_str("---:|---:|\n");
    for row in rows {
        let _ = write!(out, "| {} | {} |", row.shape, row.pipeline);
        let mut peak: f64 = 0.0;
        for index in 0..sizes.len() {
            let cell = match row.outcomes.get(index) {
                Some((_, Outcome::Done { point, rss_mib })) => {
                    peak = peak.max(*rss_mib);
                    format!("{:.3}", point.seconds)
                }
                Some((_, Outcome::TimedOut)) => format!("> {}", limit.as_secs()),
                Some((_, Outcome::Failed(why))) => format!("failed: {}", why.replace('|', "/")),
                None => "-".to_string(),
            };
            let _ = write!(out, " {cell} |");
        }
        let _ = writeln!(out, " {:.2} | {peak:.0} |", row.slope());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_child_measurement_runs_and_reports() {
        let line = child("straight_line", 10, "early-cse").unwrap();
        assert!(line.starts_with("RESULT ops="), "{line}");
        assert!(child("no_such_shape", 10, "-O3").is_err());
    }
}
