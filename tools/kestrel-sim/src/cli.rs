//! The `kestrel-sim` command line, as a library: [`run`] takes the arguments and returns
//! what to print and the exit code, so tests drive it without a process.
//!
//! Exit codes: 0 nothing found (or equivalent); 1 a finding (a race, a fault, a
//! difference) or a usage/input error; 2 could not simulate (an unsupported operation, a
//! BEFORE that itself faults, an internal error).

use crate::{
    ArgValue, Config, FieldArg, Schedule, SimError, diff_programs, input, load, run_program,
};
use std::time::Instant;

const USAGE: &str = "\
usage: kestrel-sim run FILE [options]       run the kernels, print a summary
       kestrel-sim race FILE [options]      report data races
       kestrel-sim diff BEFORE AFTER [options]
                                            compare the kernels of two modules
       kestrel-sim bench [--iterations N]   measure interpreter speed
FILE is MLIR (LLVM/NVVM dialect) or LLVM IR (.ll/.bc, imported in-process as kestrel-opt does).
options:
  --grid X[,Y[,Z]]        blocks (default 2,1,1)
  --block X[,Y[,Z]]       threads per block (default 64,1,1, or what the kernel's
                          nvvm.reqntid / nvvm.maxntid launch bounds allow)
  --seed N                inputs and shuffle seed (default 1)
  --arg N=VALUE           parameter N: an integer, a float, or buffer:BYTES
  --arg N@OFFSET:TYPE=VALUE
                          a field of by-value (struct) parameter N: VALUE as TYPE (i8..i64,
                          u8..u64, f32, f64; an integer must fit the type) at byte OFFSET of its
                          copy; the rest stays generated
  --kernel NAME           only this kernel
  --buffer-size BYTES     buffer per pointer parameter (default 262144)
  --dynamic-shared BYTES  dynamic shared memory per block (default 4096)
  --schedules LIST        forward,reverse,shuffle:SEED,... (default forward,reverse,shuffle:SEED)
  --step-limit N          instructions per kernel run (default 20000000)
  --no-race-detection     skip race detection (faster)
";

/// What the command prints and returns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub stdout: String,
    pub stderr: String,
    pub code: u8,
}

impl Outcome {
    fn error(message: impl std::fmt::Display, code: u8) -> Self {
        Self {
            stdout: String::new(),
            stderr: format!("error: {message}\n"),
            code,
        }
    }
}

/// Runs the command line `args` (without the program name).
pub fn run(args: &[String]) -> Outcome {
    match std::panic::catch_unwind(|| dispatch(args)) {
        Ok(outcome) => outcome,
        Err(payload) => {
            let message = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "panic".to_string());
            Outcome::error(format!("internal simulator error: {message}"), 2)
        }
    }
}

fn dispatch(args: &[String]) -> Outcome {
    let Some((command, rest)) = args.split_first() else {
        return Outcome::error(format!("no command\n{USAGE}"), 1);
    };
    let result = match command.as_str() {
        "run" => parse(rest, 1).and_then(|(files, config)| run_command(&files[0], &config, false)),
        "race" => parse(rest, 1).and_then(|(files, config)| run_command(&files[0], &config, true)),
        "diff" => {
            parse(rest, 2).and_then(|(files, config)| diff_command(&files[0], &files[1], &config))
        }
        "bench" => bench_command(rest),
        "--help" | "-h" | "help" => Ok(Outcome {
            stdout: USAGE.to_string(),
            stderr: String::new(),
            code: 0,
        }),
        other => Err(Usage(format!("unknown command '{other}'\n{USAGE}"))),
    };
    result.unwrap_or_else(|failure| failure.into_outcome())
}

/// Why the command failed before producing a report.
enum Failure {
    Usage(String),
    Sim(SimError),
}
use Failure::Usage;

impl From<SimError> for Failure {
    fn from(error: SimError) -> Self {
        Failure::Sim(error)
    }
}

impl Failure {
    fn into_outcome(self) -> Outcome {
        match self {
            Failure::Usage(message) => Outcome::error(message, 1),
            Failure::Sim(error) => {
                let code = match error {
                    SimError::Unsupported { .. } | SimError::Internal(_) => 2,
                    _ => 1,
                };
                Outcome::error(error, code)
            }
        }
    }
}

/// The options that take a value.
const VALUE_FLAGS: &[&str] = &[
    "--grid",
    "--block",
    "--seed",
    "--buffer-size",
    "--dynamic-shared",
    "--step-limit",
    "--kernel",
    "--arg",
    "--schedules",
];

/// The configuration a launch written as command-line options gives (`--block 32,8 --grid 4
/// --arg 2=7 ...`, as `third_party/kernels/launches.txt` records each kernel's): for callers
/// that keep launches as text. The error is the one the command line would print.
pub fn launch_config(args: &[String]) -> Result<Config, String> {
    parse(args, 0)
        .map(|(_, config)| config)
        .map_err(|failure| match failure {
            Failure::Usage(message) => message,
            Failure::Sim(error) => error.to_string(),
        })
}

/// Splits `args` into `files` positional files and a configuration.
fn parse(args: &[String], files: usize) -> Result<(Vec<String>, Config), Failure> {
    let mut config = Config::default();
    let mut positional = Vec::new();
    let mut schedules_given = false;
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((flag, value)) if arg.starts_with("--") && flag != "--arg" => {
                (flag, Some(value.to_string()))
            }
            _ => (arg.as_str(), None),
        };
        if !flag.starts_with("--") {
            positional.push(arg.clone());
            continue;
        }
        if flag == "--no-race-detection" {
            config.race_detection = false;
            continue;
        }
        if !VALUE_FLAGS.contains(&flag) {
            return Err(Usage(format!("unknown option '{flag}'\n{USAGE}")));
        }
        let value = match inline {
            Some(value) => value,
            None => iter
                .next()
                .cloned()
                .ok_or_else(|| Usage(format!("{flag} needs a value")))?,
        };
        match flag {
            "--grid" => config.grid = dims(&value)?,
            "--block" => {
                config.block = dims(&value)?;
                config.block_explicit = true;
            }
            "--seed" => config.seed = number(flag, &value)?,
            "--buffer-size" => config.buffer_bytes = number(flag, &value)?,
            "--dynamic-shared" => config.dynamic_shared_bytes = number(flag, &value)?,
            "--step-limit" => config.step_limit = number(flag, &value)?,
            "--kernel" => config.kernel = Some(value.trim_start_matches('@').to_string()),
            "--arg"
                if value
                    .split_once('=')
                    .is_some_and(|(place, _)| place.contains('@')) =>
            {
                let field: FieldArg = value
                    .parse()
                    .map_err(|e: String| Usage(format!("--arg {e}")))?;
                config.fields.push(field);
            }
            "--arg" => {
                let (index, text) = value
                    .split_once('=')
                    .ok_or_else(|| Usage(format!("--arg {value}: expected N=VALUE")))?;
                let index: usize = number("--arg", index)?;
                let parsed: ArgValue = text
                    .parse()
                    .map_err(|e| Usage(format!("--arg {value}: {e}")))?;
                config.args.insert(index, parsed);
            }
            "--schedules" => {
                config.schedules = value
                    .split(',')
                    .map(|s| s.trim().parse::<Schedule>())
                    .collect::<Result<_, _>>()
                    .map_err(Usage)?;
                schedules_given = true;
            }
            other => return Err(Usage(format!("unknown option '{other}'\n{USAGE}"))),
        }
    }
    if !schedules_given {
        config.schedules = vec![
            Schedule::Forward,
            Schedule::Reverse,
            Schedule::Shuffle(config.seed),
        ];
    }
    if positional.len() != files {
        return Err(Usage(format!(
            "expected {files} input file(s), got {}\n{USAGE}",
            positional.len()
        )));
    }
    config.validate()?;
    Ok((positional, config))
}

fn number<T: std::str::FromStr>(flag: &str, text: &str) -> Result<T, Failure> {
    text.trim()
        .parse()
        .map_err(|_| Usage(format!("{flag}: '{text}' is not a valid number")))
}

fn dims(text: &str) -> Result<[u32; 3], Failure> {
    let parts: Vec<&str> = text.split(',').collect();
    if parts.is_empty() || parts.len() > 3 {
        return Err(Usage(format!("'{text}': expected X[,Y[,Z]]")));
    }
    let mut out = [1u32; 3];
    for (slot, part) in out.iter_mut().zip(parts) {
        *slot = number("dimension", part)?;
    }
    Ok(out)
}

fn run_command(path: &str, config: &Config, races_only: bool) -> Result<Outcome, Failure> {
    let text = input::read_module(path)?;
    let program = load(&text, path)?;
    let config = Config {
        race_detection: config.race_detection || races_only,
        ..config.clone()
    };
    let report = run_program(&program, &config)?;
    let mut stdout = String::new();
    if races_only {
        for race in report.races() {
            stdout.push_str(&format!("{race}\n"));
        }
        for kernel in &report.kernels {
            if let Some(fault) = &kernel.fault {
                stdout.push_str(&format!("kernel @{}: fault: {fault}\n", kernel.kernel));
            }
        }
        if report.races().next().is_none() {
            stdout.push_str(&format!("no races in {} kernel(s)\n", report.kernels.len()));
        }
    } else {
        stdout.push_str(&report.to_string());
    }
    let findings = if races_only {
        report.races().next().is_some() || report.kernels.iter().any(|k| k.fault.is_some())
    } else {
        report.has_findings()
    };
    let mut stderr = String::new();
    for (kernel, error) in &report.unsupported {
        stderr.push_str(&format!("error: kernel @{kernel} not simulated: {error}\n"));
    }
    let code = if findings {
        1
    } else if !report.unsupported.is_empty() {
        2
    } else {
        0
    };
    Ok(Outcome {
        stdout,
        stderr,
        code,
    })
}

fn diff_command(before: &str, after: &str, config: &Config) -> Result<Outcome, Failure> {
    let before = load(&input::read_module(before)?, before)?;
    let after = load(&input::read_module(after)?, after)?;
    let report = diff_programs(&before, &after, config)?;
    Ok(Outcome {
        stdout: report.to_string(),
        stderr: String::new(),
        code: report.exit_code(),
    })
}

/// The benchmark kernel: a loop of straight-line integer arithmetic, 20 instructions per
/// iteration (16 arithmetic, the counter, the compare, the branch and its block argument
/// copies counted as one).
pub const BENCH_KERNEL: &str = r#"
llvm.func @bench(%out: !llvm.ptr, %n: i32) attributes {nvvm.kernel} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  llvm.br ^loop(%c0, %tid : i32, i32)
^loop(%i: i32, %acc: i32):
  %a = llvm.add %acc, %i : i32
  %b = llvm.mul %a, %c3 : i32
  %c = llvm.xor %b, %c7 : i32
  %d = llvm.shl %c, %c1 : i32
  %e = llvm.lshr %d, %c1 : i32
  %f = llvm.sub %e, %i : i32
  %g = llvm.and %f, %b : i32
  %h = llvm.or %g, %c : i32
  %a2 = llvm.add %h, %i : i32
  %b2 = llvm.mul %a2, %c7 : i32
  %c2 = llvm.xor %b2, %c3 : i32
  %d2 = llvm.shl %c2, %c1 : i32
  %e2 = llvm.ashr %d2, %c1 : i32
  %f2 = llvm.sub %e2, %acc : i32
  %g2 = llvm.and %f2, %b2 : i32
  %h2 = llvm.or %g2, %c2 : i32
  %next = llvm.add %i, %c1 : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next, %h2 : i32, i32), ^done
^done:
  %slot = llvm.getelementptr %out[%tid] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %h2, %slot : i32, !llvm.ptr
  llvm.return
}
"#;

/// The memory benchmark kernel: every thread increments its own global word in a loop
/// (a load, an add, a store per iteration: every access goes through the race detector).
pub const BENCH_MEMORY_KERNEL: &str = r#"
llvm.func @bench_memory(%out: !llvm.ptr<1>, %n: i32) attributes {nvvm.kernel} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %slot = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  llvm.br ^loop(%c0 : i32)
^loop(%i: i32):
  %v = llvm.load %slot : !llvm.ptr<1> -> i32
  %w = llvm.add %v, %i : i32
  llvm.store %w, %slot : i32, !llvm.ptr<1>
  %next = llvm.add %i, %c1 : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next : i32), ^done
^done:
  llvm.return
}
"#;

fn bench_command(args: &[String]) -> Result<Outcome, Failure> {
    let mut iterations: u64 = 200_000;
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        match arg.as_str() {
            "--iterations" => {
                let value = iter
                    .next()
                    .ok_or_else(|| Usage("--iterations needs a value".into()))?;
                iterations = number("--iterations", value)?;
            }
            other => return Err(Usage(format!("bench: unknown option '{other}'"))),
        }
    }
    let mut stdout = String::new();
    for (label, text) in [
        ("straight-line integer loop", BENCH_KERNEL),
        ("global load/add/store loop", BENCH_MEMORY_KERNEL),
    ] {
        let program = load(text, "bench")?;
        for race_detection in [false, true] {
            let config = Config {
                grid: [1, 1, 1],
                block: [32, 1, 1],
                schedules: vec![Schedule::Forward],
                step_limit: u64::MAX,
                race_detection,
                args: [(1, ArgValue::Int(iterations as i64))]
                    .into_iter()
                    .collect(),
                ..Config::default()
            };
            let start = Instant::now();
            let report = run_program(&program, &config)?;
            let seconds = start.elapsed().as_secs_f64().max(1e-9);
            let instructions = report.kernels[0].instructions();
            stdout.push_str(&format!(
                "{label} (race detection {}): {instructions} instructions in {seconds:.3} s = {:.1} M instructions/s\n",
                if race_detection { "on" } else { "off" },
                instructions as f64 / seconds / 1e6
            ));
        }
    }
    Ok(Outcome {
        stdout,
        stderr: String::new(),
        code: 0,
    })
}
