//! How `-O3` time grows with kernel size: synthetic single-function kernels of `ops`
//! operations (strided global loads and stores off one thread index, a running sum, a CTA
//! barrier every 64 groups), timed in-process. Near-linear growth shows as a log-log slope
//! close to 1.

use kestrel_pipelines::{Compiler, embed};
use std::{fmt::Write as _, time::Instant};

/// Operations per group in [`kernel`].
const GROUP: usize = 7;

/// A kernel of about `ops` operations in one function.
pub fn kernel(ops: usize) -> String {
    let groups = ops.div_ceil(GROUP).max(1);
    let mut text = String::with_capacity(groups * 400);
    text.push_str(
        "llvm.func ptx_kernelcc @synthetic(%in: !llvm.ptr<1> {llvm.noalias}, %out: !llvm.ptr<1> {llvm.noalias}) {\n",
    );
    text.push_str("  %tid = nvvm.read.ptx.sreg.tid.x : i32\n");
    text.push_str("  %t = llvm.zext nneg %tid : i32 to i64\n");
    text.push_str("  %s0 = llvm.mlir.constant(0.0 : f32) : f32\n");
    for i in 1..=groups {
        let previous = i - 1;
        let _ = write!(
            text,
            "  %c{i} = llvm.mlir.constant({offset} : i64) : i64
  %a{i} = llvm.add %t, %c{i} overflow<nsw> : i64
  %p{i} = llvm.getelementptr inbounds %in[%a{i}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v{i} = llvm.load %p{i} {{alignment = 4 : i64}} : !llvm.ptr<1> -> f32
  %s{i} = llvm.fadd %v{i}, %s{previous} : f32
  %q{i} = llvm.getelementptr inbounds %out[%a{i}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %s{i}, %q{i} {{alignment = 4 : i64}} : f32, !llvm.ptr<1>
",
            offset = i * 32
        );
        if i % 64 == 0 {
            text.push_str("  nvvm.barrier0\n");
        }
    }
    text.push_str("  llvm.return\n}\n");
    text
}

/// One size's timing.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    pub ops: usize,
    /// Parsing and verifying the MLIR text.
    pub parse_seconds: f64,
    /// The `-O3` pipeline.
    pub seconds: f64,
}

/// Times `-O3` on [`kernel`]`(ops)`.
pub fn measure(ops: usize) -> Result<Point, String> {
    let text = kernel(ops);
    let context = embed::context();
    let started = Instant::now();
    let mut module = embed::parse(&context, &text).map_err(|f| f.to_string())?;
    let parse_seconds = started.elapsed().as_secs_f64();
    let compiler = Compiler::preset("O3").map_err(|e| e.to_string())?;
    let started = Instant::now();
    compiler
        .run(&context, &mut module)
        .map_err(|f| f.to_string())?;
    Ok(Point {
        ops,
        parse_seconds,
        seconds: started.elapsed().as_secs_f64(),
    })
}

/// The least-squares slope of log(seconds) over log(ops): 1 is linear, 2 quadratic.
pub fn slope(points: &[Point]) -> f64 {
    let logs: Vec<(f64, f64)> = points
        .iter()
        .filter(|p| p.seconds > 0.0)
        .map(|p| ((p.ops as f64).ln(), p.seconds.ln()))
        .collect();
    let n = logs.len() as f64;
    if logs.len() < 2 {
        return f64::NAN;
    }
    let mean_x = logs.iter().map(|(x, _)| x).sum::<f64>() / n;
    let mean_y = logs.iter().map(|(_, y)| y).sum::<f64>() / n;
    let covariance: f64 = logs.iter().map(|(x, y)| (x - mean_x) * (y - mean_y)).sum();
    let variance: f64 = logs.iter().map(|(x, _)| (x - mean_x).powi(2)).sum();
    covariance / variance
}

/// The sizes 1k, 4k, 16k, ... below `max` ops, then `max`.
pub fn sizes(max: usize) -> Vec<usize> {
    let mut sizes: Vec<usize> = std::iter::successors(Some(1000_usize), |n| Some(n * 4))
        .take_while(|&n| n < max)
        .collect();
    sizes.push(max);
    sizes
}

/// A Markdown table of `points` and their slope.
pub fn markdown(points: &[Point]) -> String {
    let mut out = String::from("| ops | parse s | -O3 s | us/op |\n|---:|---:|---:|---:|\n");
    for p in points {
        let _ = writeln!(
            out,
            "| {} | {:.4} | {:.4} | {:.3} |",
            p.ops,
            p.parse_seconds,
            p.seconds,
            1e6 * p.seconds / p.ops as f64
        );
    }
    let _ = writeln!(
        out,
        "\nlog-log slope of -O3 time over size: {:.2} (1 = linear)",
        slope(points)
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn synthetic_kernels_have_the_asked_size_and_run() {
        let text = kernel(1000);
        let ops = text.lines().filter(|l| l.starts_with("  ")).count();
        assert!((1000..1100).contains(&ops), "{ops}");
        let point = measure(1000).unwrap();
        assert_eq!(point.ops, 1000);
        assert!(point.seconds > 0.0);
    }

    #[test]
    fn slope_of_linear_and_quadratic_growth() {
        let points = |power: i32| -> Vec<Point> {
            [1000, 4000, 16000]
                .map(|ops| Point {
                    ops,
                    parse_seconds: 0.0,
                    seconds: (ops as f64).powi(power) * 1e-9,
                })
                .to_vec()
        };
        assert!((slope(&points(1)) - 1.0).abs() < 1e-9);
        assert!((slope(&points(2)) - 2.0).abs() < 1e-9);
        assert_eq!(
            sizes(1_000_000),
            [1000, 4000, 16000, 64000, 256000, 1_000_000]
        );
        assert_eq!(sizes(1000), [1000]);
    }
}
