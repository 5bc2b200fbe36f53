//! `kestrel-bench DIR [--out DIR] [--mcpu sm_XX] [--cuda-path DIR] [-I DIR ...] [-D NAME[=VALUE] ...] [--recursive] [--each-pass]`: per kernel and in total,
//! llc vs kestrel-opt -O3 + llc vs nvcc, PTX and SASS (see the library's documentation;
//! `--each-pass` adds a column per pass run alone on the `-O0` module (`--passes a,b`: those
//! passes only; a pass of `-O3`'s late half runs in its late position); `--no-timing` compiles
//! `-O3` once and leaves compile time out, for the code-quality columns alone); writes
//! `bench.md`, `bench.json` and `bench.svg` to `--out` (default `bench-out`).
//! `kestrel-bench DIR --producer-ptx [--out DIR] [--mcpu sm_XX] [--pipeline -O3|TEXT]`: each `.ll`/`.mlir` of `DIR`
//! beside its producer's own PTX (`NAME.triton.ptx`, `NAME.producer.ptx`): Kestrel's `-O0` and
//! `-O3` (or `--pipeline`) PTX against it in ptxas registers and SASS, per kernel and in sum ([`producer`]);
//! writes `producer.md` to `--out`.
//! `kestrel-bench --report FILE [--pipeline -O3|TEXT] [--mcpu sm_XX] [-I DIR ...] [-D ...]`: what
//! the pipeline bought on one `.ll`/`.cu` kernel, in one screen ([`explain`]).
//! `kestrel-bench DIR --compile-time [--recursive]`: the compile-time table alone (no llc,
//! ptxas or nvcc), quick.
//! `kestrel-bench --scaling [--max-ops N]`: `-O3` time on synthetic kernels of 1k..N ops.
//! `kestrel-bench --device DIR [DIR...] [--out DIR] [--mcpu sm_XX] [--buffer-bytes N] [--reps N] [--warmup N] [--recursive]`:
//! every kernel of `DIR` on GPU 0, per version (llc, -O0, -O3, nvcc), timed and compared with
//! each other and with kestrel-sim ([`device`]); without a GPU it says so and exits 0. The same
//! in three steps for a GPU machine without MLIR: `--device-prepare DIR --bundle BUNDLE`
//! (here), `kestrel-device BUNDLE --out RESULTS_DIR` (there), `--device-report BUNDLE
//! RESULTS_DIR/results.txt [--out DIR]` (here); both write `device.md` and `device.json`.
//! `kestrel-bench --adversarial [--shapes a,b] [--sizes 1000,10000] [--pipelines "-O3;early-cse"]
//! [--timeout SECONDS]`: time per adversarial shape, size and pipeline, and the log-log slope
//! (default: every shape, -O3 and every pass, sizes 1k/10k/100k, 60 s per measurement).
//! `kestrel-bench --hunt SECONDS [--seed N] [--seeds N] [--jobs N] [--save DIR] [--shapes a,b]
//! [--counted-barriers] [--inline-asm]`: generated race-free kernels through `-O3` and every
//! pass, compared in kestrel-sim (`kestrel_opt::adversary`); prints statistics, saves
//! findings (default `fuzz/regressions/adversary`), exits 1 on a finding outside `known/`.
//! `kestrel-bench --hunt-print SEED [--shapes a,b]`: the kernel of one seed.
//! `kestrel-bench --hunt-replay FILE [--with "ARGS"]`: a saved finding's pipeline (or ARGS)
//! on its kernel now.
//! `kestrel-bench --sass FILE.ptx ...`: each function's registers and SASS counts (integer,
//! loop-weighted integer, memory and all) as ptxas compiles the files, and their sum
//! ([`sass_table`]).

use kestrel_bench::{
    Tools, adversarial, bench_file, device, explain, kernel_files, producer, report, scaling,
    shapes, time_file,
};
use std::{io::Write as _, path::PathBuf, process::ExitCode, time::Duration};

mod hunt;
mod sass_table;

const USAGE: &str = "usage: kestrel-bench DIR [--out DIR] [--mcpu sm_XX] [--cuda-path DIR] [-I DIR ...] [-D NAME[=VALUE] ...] [--recursive] [--each-pass | --passes a,b] [--no-timing] [--lsr MODE] [--never-worse on|off] [--knob NAME=VALUE ...]\n       kestrel-bench DIR --producer-ptx [--out DIR] [--mcpu sm_XX] [--pipeline -O3|TEXT] [--lsr MODE]\n       kestrel-bench --report FILE [--pipeline -O3|TEXT] [--mcpu sm_XX] [--cuda-path DIR] [-I DIR ...] [-D NAME[=VALUE] ...]\n       kestrel-bench DIR --compile-time [--recursive]\n       kestrel-bench --scaling [--max-ops N]\n       kestrel-bench --adversarial [--shapes a,b] [--sizes 1000,10000] [--pipelines \"-O3;early-cse\"] [--timeout SECONDS]\n       kestrel-bench --device DIR [DIR...] [--out DIR] [--mcpu sm_XX] [--buffer-bytes N] [--scale N] [--scale-bytes N] [--each-pass] [--reps N] [--warmup N] [--recursive]\n       kestrel-bench --device-prepare DIR [DIR...] --bundle BUNDLE [--mcpu sm_XX] [--buffer-bytes N] [--scale N] [--scale-bytes N] [--each-pass] [--recursive]\n       kestrel-bench --device-report BUNDLE RESULTS [--out DIR]\n       kestrel-bench --hunt SECONDS [--seed N] [--seeds N] [--jobs N] [--save DIR] [--shapes a,b] [--counted-barriers] [--inline-asm]\n       kestrel-bench --hunt-print SEED [--shapes a,b] [--counted-barriers] [--inline-asm]\n       kestrel-bench --hunt-replay FILE [--hunt-replay FILE ...] [--with \"ARGS\"]\n       kestrel-bench --sass FILE.ptx ...\n";

/// The allocator `kestrel-opt` runs with, so the in-process timings are the tool's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// `--passes`' comma-separated pass names, each checked against the registry.
fn pass_list(text: &str) -> Result<Vec<String>, String> {
    text.split(',')
        .map(|name| match kestrel_rewrites::lookup(name.trim()) {
            Some(info) => Ok(info.name.to_string()),
            None => Err(format!("--passes: unknown pass '{}'", name.trim())),
        })
        .collect()
}

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
    if args.first().map(String::as_str) == Some("--adversarial-child") {
        let [_, key, n, pipeline] = args.as_slice() else {
            return Err("--adversarial-child KEY N PIPELINE".to_string());
        };
        let n = n.parse().map_err(|e| format!("{n}: {e}"))?;
        println!("{}", adversarial::child(key, n, pipeline)?);
        return Ok(());
    }
    if args.first().map(String::as_str) == Some("--device-worker") {
        return device_worker(&args[1..]);
    }
    if args.first().is_some_and(|a| a.starts_with("--hunt")) {
        return hunt::drive(&args);
    }
    if args.first().map(String::as_str) == Some("--sass") {
        let tools = Tools::find();
        print!("{}", sass_table::table(&args[1..], tools.ptxas.as_deref())?);
        return Ok(());
    }
    let mut tools = Tools::find();
    let mut input = None;
    let mut out = PathBuf::from("bench-out");
    let mut scaling_run = false;
    let mut recursive = false;
    let mut max_ops = 1_000_000;
    let mut adversarial_run = false;
    let mut shape_keys: Option<Vec<String>> = None;
    let mut sizes = vec![1_000, 10_000, 100_000];
    let mut pipelines = adversarial::default_pipelines();
    let mut timeout = 60;
    let mut report_file = None;
    let mut time_only = false;
    let mut producer_run = false;
    let mut pipeline = "-O3".to_string();
    let mut device_mode = None;
    // Positional folders, for the device modes (which take several).
    let mut more_dirs = Vec::new();
    let mut bundle = None;
    let mut mcpu_given = false;
    let mut sim_config = device::default_config();
    let mut run_options = kestrel_device::run::Options::default();
    let mut scale = device::Scale::default();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--out" => out = PathBuf::from(value()?),
            "--mcpu" => {
                tools.mcpu = value()?;
                kestrel_rewrites::export::check_cpu(&tools.mcpu)?;
                mcpu_given = true;
            }
            "--cuda-path" => tools.cuda_path = Some(PathBuf::from(value()?)),
            "-I" | "--include" => tools.includes.push(PathBuf::from(value()?)),
            "-D" | "--define" => tools.defines.push(value()?),
            "--recursive" => recursive = true,
            "--no-timing" => tools.timing = false,
            "--each-pass" => {
                tools.passes = kestrel_rewrites::passes()
                    .iter()
                    .map(|p| p.name.to_string())
                    .collect()
            }
            "--passes" => tools.passes = pass_list(&value()?)?,
            "--report" => report_file = Some(PathBuf::from(value()?)),
            "--pipeline" => pipeline = value()?,
            "--lsr" => {
                let text = value()?;
                tools.lsr = Some(
                    kestrel_dialects::raw::StrengthReduction::parse(&text).ok_or(format!(
                        "--lsr: expected on, off, per-function, measured or auto, got '{text}'"
                    ))?,
                );
            }
            "--never-worse" => {
                tools.never_worse = Some(match value()?.as_str() {
                    "on" => true,
                    "off" => false,
                    other => {
                        return Err(format!("--never-worse: expected on or off, got '{other}'"));
                    }
                });
            }
            "--knob" => {
                let text = value()?;
                let (name, setting) = text
                    .split_once('=')
                    .ok_or(format!("--knob: expected NAME=VALUE, got '{text}'"))?;
                tools.knobs.push((name.to_string(), setting.to_string()));
            }
            "--compile-time" => time_only = true,
            "--producer-ptx" => producer_run = true,
            "--scaling" => scaling_run = true,
            "--max-ops" => max_ops = value()?.parse().map_err(|e| format!("--max-ops: {e}"))?,
            "--adversarial" => adversarial_run = true,
            "--shapes" => shape_keys = Some(value()?.split(',').map(str::to_string).collect()),
            "--sizes" => {
                sizes = value()?
                    .split(',')
                    .map(|n| n.parse().map_err(|e| format!("--sizes: {n}: {e}")))
                    .collect::<Result<_, _>>()?
            }
            "--pipelines" => pipelines = value()?.split(';').map(str::to_string).collect(),
            "--timeout" => timeout = value()?.parse().map_err(|e| format!("--timeout: {e}"))?,
            "--device" => device_mode = Some(DeviceMode::All(PathBuf::from(value()?))),
            "--device-prepare" => device_mode = Some(DeviceMode::Prepare(PathBuf::from(value()?))),
            "--device-report" => {
                let bundle = PathBuf::from(value()?);
                let results = PathBuf::from(value()?);
                device_mode = Some(DeviceMode::Report(bundle, results));
            }
            "--bundle" => bundle = Some(PathBuf::from(value()?)),
            "--buffer-bytes" => sim_config.buffer_bytes = number(value()?, &arg)? as u64,
            "--scale" => {
                scale.factor = u32::try_from(number(value()?, &arg)?.max(1))
                    .map_err(|_| format!("{arg}: too large"))?
            }
            "--scale-bytes" => scale.buffer_bytes = number(value()?, &arg)? as u64,
            "--reps" => run_options.reps = number(value()?, &arg)?.max(1),
            "--warmup" => run_options.warmup = number(value()?, &arg)?,
            "-h" | "--help" => {
                print!("{USAGE}");
                return Ok(());
            }
            flag if flag.starts_with('-') => return Err(format!("unknown flag {flag}\n{USAGE}")),
            _ => {
                more_dirs.push(PathBuf::from(&arg));
                input = Some(PathBuf::from(arg))
            }
        }
    }
    // A bad knob is the command's error, before any file is compiled or written.
    kestrel_bench::o3(&tools)?;
    if let Some(mode) = device_mode {
        if !mcpu_given {
            tools.mcpu = device::DEFAULT_ARCH.to_string();
        }
        let setup = DeviceSetup {
            tools,
            config: sim_config,
            scale,
            options: run_options,
            recursive,
            out,
            more_dirs,
        };
        return run_device(mode, bundle, &setup);
    }
    if let Some(file) = report_file {
        if !file.is_file() {
            return Err(format!("{}: no such file", file.display()));
        }
        let scratch = std::env::temp_dir().join(format!("kestrel-report-{}", std::process::id()));
        let explained = explain::explain(&file, &pipeline, &tools, &scratch);
        let _ = std::fs::remove_dir_all(&scratch);
        let explained = explained?;
        print!("{}", explained.text);
        return if explained.accepted {
            Ok(())
        } else {
            Err("ptxas rejected Kestrel's PTX".to_string())
        };
    }
    if adversarial_run {
        let selected = match shape_keys {
            Some(keys) => keys
                .iter()
                .map(|k| adversarial::shape(k))
                .collect::<Result<Vec<_>, _>>()?,
            None => shapes::SHAPES.iter().collect(),
        };
        let limit = Duration::from_secs(timeout);
        let rows = adversarial::run(&selected, &pipelines, &sizes, limit, |row| {
            eprintln!("{} {}: slope {:.2}", row.shape, row.pipeline, row.slope());
        })?;
        print!("{}", adversarial::markdown(&rows, &sizes, limit));
        return Ok(());
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
    if producer_run {
        return compare_with_producer(&input, &tools, &out, &pipeline);
    }
    let files = kernel_files(&input, recursive)?;
    if time_only {
        let scratch = std::env::temp_dir().join(format!("kestrel-time-{}", std::process::id()));
        let mut rows = Vec::new();
        for file in &files {
            match time_file(file, &tools, &scratch) {
                Ok(row) => rows.push(row),
                Err(message) => eprintln!("skipped {}: {message}", file.display()),
            }
        }
        let _ = std::fs::remove_dir_all(&scratch);
        print!("{}", report::compile_time_markdown(&rows));
        return Ok(());
    }
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
    let compile_time = if tools.timing {
        report::compile_time_markdown(&rows)
    } else {
        "Not measured (`--no-timing`).\n".to_string()
    };
    let table = format!(
        "{}\n## Compile time\n\n{}\n## SASS totals\n\n{}\n## SASS per kernel\n\n{}\n## Worse than -O0\n\n{}",
        report::markdown(&rows),
        compile_time,
        report::sass_markdown(&rows),
        report::sass_kernels_markdown(&rows),
        report::worse_markdown(&rows)
    );
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

/// `DIR --producer-ptx`: every input of `dir` with a producer's PTX beside it, compared.
fn compare_with_producer(
    dir: &std::path::Path,
    tools: &Tools,
    out: &std::path::Path,
    pipeline: &str,
) -> Result<(), String> {
    let (paired, unpaired) = producer::inputs(dir)?;
    for name in &unpaired {
        eprintln!("skipped {name}: no NAME.triton.ptx or NAME.producer.ptx beside it");
    }
    if paired.is_empty() {
        return Err(format!(
            "{}: no .ll or .mlir input with its producer's PTX",
            dir.display()
        ));
    }
    std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let scratch = out.join("scratch");
    let mut rows = Vec::new();
    for (index, (input, theirs)) in paired.iter().enumerate() {
        progress(index, paired.len(), &input.to_string_lossy());
        match producer::compare(input, theirs, tools, &scratch, pipeline) {
            Ok(row) => rows.push(row),
            Err(message) => eprintln!("\nskipped {}: {message}", input.display()),
        }
    }
    progress(paired.len(), paired.len(), "done");
    eprintln!();
    let _ = std::fs::remove_dir_all(&scratch);
    if rows.is_empty() {
        return Err(format!("{}: no kernel could be compared", dir.display()));
    }
    let table = producer::markdown(&rows);
    std::fs::write(out.join("producer.md"), &table).map_err(|e| format!("producer.md: {e}"))?;
    if pipeline != "-O3" {
        println!("The third column is `{pipeline}` instead of -O3.");
    }
    print!("{table}");
    let times = producer::compile_times(&rows, pipeline);
    println!("\nCompile time (passes only, one run each):\n{times}");
    std::fs::write(out.join("compile-time.md"), &times)
        .map_err(|e| format!("compile-time.md: {e}"))?;
    Ok(())
}

fn number(text: String, flag: &str) -> Result<usize, String> {
    text.parse()
        .map_err(|_| format!("{flag}: '{text}' is not a number"))
}

/// Which device step to run.
enum DeviceMode {
    /// Prepare, run and report on this machine.
    All(PathBuf),
    Prepare(PathBuf),
    /// A bundle and a results file.
    Report(PathBuf, PathBuf),
}

/// What the device steps are told.
struct DeviceSetup {
    tools: Tools,
    config: kestrel_sim::Config,
    scale: device::Scale,
    options: kestrel_device::run::Options,
    recursive: bool,
    out: PathBuf,
    /// Kernel folders after the first.
    more_dirs: Vec<PathBuf>,
}

fn run_device(
    mode: DeviceMode,
    bundle: Option<PathBuf>,
    setup: &DeviceSetup,
) -> Result<(), String> {
    match mode {
        DeviceMode::Prepare(dir) => {
            let bundle = bundle.ok_or("--device-prepare needs --bundle BUNDLE")?;
            prepare_bundle(&dir, &bundle, setup)
        }
        DeviceMode::Report(bundle, results) => {
            print!("{}", device::report_files(&bundle, &results, &setup.out)?);
            Ok(())
        }
        DeviceMode::All(dir) => {
            // Say there is no GPU before spending minutes on the bundle.
            let description = match kestrel_device::driver::Driver::open() {
                Ok(driver) => driver.description.clone(),
                Err(why) => {
                    println!("kestrel-bench: {why}; nothing was run");
                    return Ok(());
                }
            };
            let bundle = bundle.unwrap_or_else(|| setup.out.join("bundle"));
            prepare_bundle(&dir, &bundle, setup)?;
            let exe =
                std::env::current_exe().map_err(|e| format!("cannot find this binary: {e}"))?;
            let options = &setup.options;
            let worker = |from: usize| {
                let mut command = std::process::Command::new(&exe);
                command
                    .arg("--device-worker")
                    .arg(&bundle)
                    .arg(from.to_string())
                    .arg(options.warmup.to_string())
                    .arg(options.reps.to_string());
                command
            };
            let summary = kestrel_device::run::supervise(
                &bundle,
                &setup.out,
                &description,
                options,
                &worker,
            )?;
            print!(
                "{}",
                device::report_files(&bundle, &summary.results, &setup.out)?
            );
            Ok(())
        }
    }
}

fn prepare_bundle(
    dir: &std::path::Path,
    bundle: &std::path::Path,
    setup: &DeviceSetup,
) -> Result<(), String> {
    let mut files = kernel_files(dir, setup.recursive)?;
    for more in &setup.more_dirs {
        files.extend(kernel_files(more, setup.recursive)?);
    }
    let prepared = device::prepare(
        &files,
        &setup.tools,
        &setup.config,
        setup.scale,
        bundle,
        |index, file| progress(index, files.len(), &file.to_string_lossy()),
    )?;
    progress(files.len(), files.len(), "done");
    eprintln!();
    println!(
        "kestrel-bench: bundle {}: {} kernel launches ({} PTX versions) and {} timing launches at scale, {} kernels not launched",
        bundle.display(),
        prepared.cases,
        prepared.versions,
        prepared.scaled,
        prepared.skipped
    );
    Ok(())
}

/// `--device-worker BUNDLE FROM WARMUP REPS`: the process `--device` runs jobs in.
fn device_worker(args: &[String]) -> Result<(), String> {
    let [bundle, from, warmup, reps] = args else {
        return Err("--device-worker BUNDLE FROM WARMUP REPS".to_string());
    };
    let options = kestrel_device::run::Options {
        warmup: number(warmup.clone(), "warmup")?,
        reps: number(reps.clone(), "reps")?,
        ..kestrel_device::run::Options::default()
    };
    let code = kestrel_device::run::worker(
        std::path::Path::new(bundle),
        number(from.clone(), "from")?,
        &options,
    )?;
    std::process::exit(code)
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
