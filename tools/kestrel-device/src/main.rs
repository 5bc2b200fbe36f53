//! `kestrel-device BUNDLE [--out DIR] [--warmup N] [--reps N] [--budget-ms N] [--timeout SECONDS] [--only CASE,...]`:
//! runs every kernel of a bundle (`kestrel-bench --device-prepare`) on GPU 0 and writes
//! `DIR/results.txt` (default `device-out`) for `kestrel-bench --device-report`. Without a
//! CUDA driver or device it says so in one line and exits 0. `--worker BUNDLE FROM ...` is
//! the process the runner starts to do the work (see `run`).

use kestrel_device::{
    driver::Driver,
    run::{self, Options},
};
use std::{path::PathBuf, process::ExitCode, time::Duration};

const USAGE: &str = "usage: kestrel-device BUNDLE [--out DIR] [--warmup N] [--reps N] [--budget-ms N] [--timeout SECONDS] [--only CASE,...]\n";

fn main() -> ExitCode {
    match drive(std::env::args().skip(1).collect()) {
        Ok(code) => ExitCode::from(code),
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Parsed command line.
struct Args {
    bundle: PathBuf,
    out: PathBuf,
    options: Options,
    /// `--worker`: the first job to run.
    worker_from: Option<usize>,
}

fn parse(args: Vec<String>) -> Result<Option<Args>, String> {
    let mut bundle = None;
    let mut out = PathBuf::from("device-out");
    let mut options = Options::default();
    let mut worker_from = None;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        let number = |text: String, flag: &str| -> Result<usize, String> {
            text.parse()
                .map_err(|_| format!("{flag}: '{text}' is not a number"))
        };
        match arg.as_str() {
            "--out" => out = PathBuf::from(value()?),
            "--warmup" => options.warmup = number(value()?, "--warmup")?,
            "--reps" => options.reps = number(value()?, "--reps")?.max(1),
            "--budget-ms" => {
                options.time_budget = Duration::from_millis(number(value()?, "--budget-ms")? as u64)
            }
            "--timeout" => {
                options.job_timeout = Duration::from_secs(number(value()?, "--timeout")? as u64)
            }
            "--only" => options.only = value()?.split(',').map(str::to_string).collect(),
            "--worker" => {
                bundle = Some(PathBuf::from(value()?));
                worker_from = Some(number(value()?, "--worker")?);
            }
            "-h" | "--help" => {
                print!("{USAGE}");
                return Ok(None);
            }
            flag if flag.starts_with('-') => return Err(format!("unknown flag {flag}\n{USAGE}")),
            _ if bundle.is_some() => return Err(format!("one bundle only\n{USAGE}")),
            _ => bundle = Some(PathBuf::from(arg)),
        }
    }
    let bundle = bundle.ok_or(USAGE)?;
    Ok(Some(Args {
        bundle,
        out,
        options,
        worker_from,
    }))
}

fn drive(args: Vec<String>) -> Result<u8, String> {
    let Some(args) = parse(args)? else {
        return Ok(0);
    };
    if let Some(from) = args.worker_from {
        return run::worker(&args.bundle, from, &args.options).map(|code| code as u8);
    }
    // A bad bundle is an error even where there is no GPU.
    let bundle = kestrel_device::bundle::Bundle::read(&args.bundle)?;
    let device = match Driver::open() {
        Ok(driver) => driver.description.clone(),
        Err(why) => {
            println!("kestrel-device: {why}; nothing was run");
            return Ok(0);
        }
    };
    eprintln!(
        "kestrel-device: {} kernel launches, {} jobs on {device}",
        bundle.cases.len(),
        run::jobs(&bundle, &args.options.only).len()
    );
    let exe = std::env::current_exe().map_err(|e| format!("cannot find this binary: {e}"))?;
    let options = args.options.clone();
    let worker = |from: usize| {
        let mut command = std::process::Command::new(&exe);
        command
            .arg("--worker")
            .arg(&args.bundle)
            .arg(from.to_string())
            .args(["--warmup", &options.warmup.to_string()])
            .args(["--reps", &options.reps.to_string()])
            .args(["--budget-ms", &options.time_budget.as_millis().to_string()]);
        if !options.only.is_empty() {
            command.args(["--only", &options.only.join(",")]);
        }
        command
    };
    let summary = run::supervise(&args.bundle, &args.out, &device, &args.options, &worker)?;
    let counts: Vec<String> = summary
        .by_status
        .iter()
        .map(|(status, n)| format!("{status} {n}"))
        .collect();
    println!(
        "kestrel-device: {} jobs on {} ({}); results in {}",
        summary.jobs,
        summary.device,
        counts.join(", "),
        summary.results.display()
    );
    Ok(0)
}
