//! `kestrel-bench DIR [--out DIR] [--mcpu sm_XX] [--cuda-path DIR] [-I DIR ...]`: per kernel and in total,
//! llc vs kestrel-opt -O3 + llc vs nvcc (see the library's documentation); writes
//! `bench.md`, `bench.json` and `bench.svg` to `--out` (default `bench-out`).
//! `kestrel-bench --scaling [--max-ops N]`: `-O3` time on synthetic kernels of 1k..N ops.

use kestrel_bench::{Tools, bench_file, kernel_files, report, scaling};
use std::{io::Write as _, path::PathBuf, process::ExitCode};

const USAGE: &str = "usage: kestrel-bench DIR [--out DIR] [--mcpu sm_XX] [--cuda-path DIR] [-I DIR ...]\n       kestrel-bench --scaling [--max-ops N]\n";

fn main() -> ExitCode {
    match drive(std::env::args().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

fn drive(args: Vec<String>) -> Result<(), String> {
    let mut tools = Tools::find();
    let mut input = None;
    let mut out = PathBuf::from("bench-out");
    let mut scaling_run = false;
    let mut max_ops = 1_000_000;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--out" => out = PathBuf::from(value()?),
            "--mcpu" => tools.mcpu = value()?,
            "--cuda-path" => tools.cuda_path = Some(PathBuf::from(value()?)),
            "-I" | "--include" => tools.includes.push(PathBuf::from(value()?)),
            "--scaling" => scaling_run = true,
            "--max-ops" => max_ops = value()?.parse().map_err(|e| format!("--max-ops: {e}"))?,
            "-h" | "--help" => {
                print!("{USAGE}");
                return Ok(());
            }
            flag if flag.starts_with('-') => return Err(format!("unknown flag {flag}\n{USAGE}")),
            _ => input = Some(PathBuf::from(arg)),
        }
    }
    if scaling_run {
        let mut points = Vec::new();
        for ops in scaling::sizes(max_ops) {
            eprint!("\rscaling: {ops} ops ...");
            points.push(scaling::measure(ops)?);
        }
        eprintln!();
        print!("{}", scaling::markdown(&points));
        return Ok(());
    }
    let input = input.ok_or(USAGE)?;
    let files = kernel_files(&input)?;
    std::fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    let scratch = out.join("scratch");
    let mut rows = Vec::new();
    for (index, file) in files.iter().enumerate() {
        progress(index, files.len(), &file.to_string_lossy());
        match bench_file(file, &tools, &scratch) {
            Ok(row) => rows.push(row),
            Err(message) => eprintln!("\nskipped {}: {message}", file.display()),
        }
    }
    progress(files.len(), files.len(), "done");
    eprintln!();
    let _ = std::fs::remove_dir_all(&scratch);
    let table = report::markdown(&rows);
    for (name, text) in [
        ("bench.md", table.clone()),
        ("bench.json", report::json(&rows)),
        ("bench.svg", report::svg(&rows)),
    ] {
        std::fs::write(out.join(name), text).map_err(|e| format!("{name}: {e}"))?;
    }
    print!("{table}");
    Ok(())
}

/// `[#####.....] 12/60 name` on standard error, redrawn in place.
fn progress(done: usize, total: usize, name: &str) {
    let width = 30;
    let filled = (done * width).checked_div(total).unwrap_or(width);
    let name: String = name
        .chars()
        .rev()
        .take(50)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    eprint!(
        "\r[{}{}] {done}/{total} {name:<50}",
        "#".repeat(filled),
        ".".repeat(width - filled)
    );
    let _ = std::io::stderr().flush();
}
