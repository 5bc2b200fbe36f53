//! Running a bundle: every case's every version is one job, run by a worker process.
//!
//! A job loads the version's PTX (the driver JIT-compiles it), copies the inputs to the
//! device, sets the host-written globals, launches once and reads the outputs back (what is
//! compared), then times `warmup + reps` more launches with CUDA events, restoring the
//! inputs before each (a device-to-device copy outside the timed interval) so every timed
//! launch sees the same data.
//!
//! An illegal address or another sticky error leaves the CUDA context unusable for the rest
//! of the process, and a kernel may hang. So the supervisor ([`supervise`]) does not run jobs
//! itself: it starts a worker (the same binary, `--worker`) that runs jobs from a given
//! index and prints each finished job's block on its standard output; when the worker dies
//! or goes quiet for longer than the job timeout, the job it was on is recorded as crashed
//! and a new worker starts after it. Each job's block is appended to the results file as it
//! arrives, so a run cut short keeps what it measured.
#![forbid(unsafe_code)]

use crate::{
    bundle::{Bundle, Case, Digest, Param, Version},
    driver::{self, CudaError, DeviceBuffer, Driver, Module, Shape, Timer},
    outputs::Output,
    results::{JobResult, Results, Status},
};
use std::{
    io::{BufRead, BufReader, Write},
    path::{Path, PathBuf},
    process::{Command, Stdio},
    sync::mpsc,
    time::{Duration, Instant},
};

/// How a bundle is run.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    /// Untimed launches before the timed ones.
    pub warmup: usize,
    /// Timed launches, at most.
    pub reps: usize,
    /// Timing stops early once the timed launches add up to this (after at least
    /// [`MIN_REPS`]): a timing launch at scale may take milliseconds.
    pub time_budget: Duration,
    /// A worker silent for this long is killed and its job recorded as crashed.
    pub job_timeout: Duration,
    /// Only these cases (by id); empty: all.
    pub only: Vec<String>,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            warmup: 10,
            reps: 100,
            time_budget: Duration::from_millis(500),
            job_timeout: Duration::from_secs(60),
            only: Vec::new(),
        }
    }
}

/// Timed launches a job makes whatever [`Options::time_budget`] says.
pub const MIN_REPS: usize = 5;

/// Changed output bytes one job may send back; beyond that its outputs are dropped (noted),
/// so the results file stays within what a GPU machine returns (16 MiB): each byte is two
/// hex digits there.
const JOB_OUTPUT_LIMIT: usize = 1 << 20;
/// Changed output bytes the whole results file may carry (12 MiB of hex, with room for the
/// times).
const TOTAL_OUTPUT_LIMIT: usize = 6 << 20;

/// A job: a case index and a version index.
pub type Job = (usize, usize);

/// The jobs of `bundle` in order (case by case, versions in manifest order).
pub fn jobs(bundle: &Bundle, only: &[String]) -> Vec<Job> {
    bundle
        .cases
        .iter()
        .enumerate()
        .filter(|(_, case)| only.is_empty() || only.contains(&case.id))
        .flat_map(|(c, case)| (0..case.versions.len()).map(move |v| (c, v)))
        .collect()
}

/// Runs one job in this process. The flag says whether the context is lost (a sticky error).
pub fn run_job(
    dir: &Path,
    case: &Case,
    version: &Version,
    options: &Options,
    newest_isa: Option<(u32, u32)>,
) -> (JobResult, bool) {
    let ptx_path = dir.join(&version.ptx);
    let ptx = match std::fs::read_to_string(&ptx_path) {
        Ok(ptx) => ptx,
        Err(e) => {
            let message = format!("{}: {e}", ptx_path.display());
            return (
                JobResult::failed(&case.id, &version.name, Status::LoadFailed, message),
                false,
            );
        }
    };
    match launch_and_time(&ptx, case, options, newest_isa) {
        Ok((outputs, digest, times_us, note)) => (
            JobResult {
                case: case.id.clone(),
                version: version.name.clone(),
                status: Status::Ok,
                message: note,
                times_us,
                outputs,
                digest,
            },
            false,
        ),
        Err(failure) => {
            let sticky = failure.error.as_ref().is_some_and(CudaError::is_sticky);
            let message = match &failure.error {
                Some(error) => format!("{}{error}", failure.context),
                None => failure.context.clone(),
            };
            let message = if sticky {
                format!("{message} (sticky: the worker restarts)")
            } else {
                message
            };
            (
                JobResult::failed(&case.id, &version.name, failure.status, message),
                sticky,
            )
        }
    }
}

/// Why a job stopped.
struct Failure {
    status: Status,
    context: String,
    error: Option<CudaError>,
}

fn fail(status: Status, context: &str) -> impl Fn(CudaError) -> Failure + '_ {
    move |error| Failure {
        status,
        context: context.to_string(),
        error: Some(error),
    }
}

/// A device buffer of the case: its memory and a pristine copy of its input to restore.
struct Placed {
    buffer: DeviceBuffer,
    pristine: DeviceBuffer,
}

/// Loads the PTX. Where the driver refuses its `.version` as too new and that is newer than
/// `newest_isa` (nvcc 13.5 writes 9.5, a CUDA 13.0 driver takes up to 9.0), loads it again
/// declaring `newest_isa`: the instructions' meaning does not depend on the declared
/// version, and PTX that uses something newer still fails, in the JIT. The note says so.
fn load_module(ptx: &str, newest_isa: Option<(u32, u32)>) -> Result<(Module, String), Failure> {
    let failure = |error: CudaError, context: String| Failure {
        status: if error.is_unsupported_ptx() {
            Status::UnsupportedPtx
        } else {
            Status::LoadFailed
        },
        context,
        error: Some(error),
    };
    let error = match Module::load(ptx) {
        Ok(module) => return Ok((module, String::new())),
        Err(error) => error,
    };
    let lowered = newest_isa
        .filter(|_| error.is_unsupported_ptx())
        .and_then(|isa| lower_ptx_version(ptx, isa));
    let Some((lowered, note)) = lowered else {
        return Err(failure(error, String::new()));
    };
    match Module::load(&lowered) {
        Ok(module) => Ok((module, note)),
        Err(error) => Err(failure(error, format!("{note}: "))),
    }
}

/// `ptx` declaring `.version MAJOR.MINOR` of `isa` instead of a newer one, and a note
/// saying so; `None` when its version is not newer (or not found).
pub fn lower_ptx_version(ptx: &str, isa: (u32, u32)) -> Option<(String, String)> {
    let line = ptx
        .lines()
        .find(|l| l.trim_start().starts_with(".version "))?;
    let declared = line.trim_start().strip_prefix(".version ")?.trim();
    let (major, minor) = declared.split_once('.')?;
    let declared_isa: (u32, u32) = (major.parse().ok()?, minor.parse().ok()?);
    if declared_isa <= isa {
        return None;
    }
    let new_line = format!(".version {}.{}", isa.0, isa.1);
    let note = format!(
        "PTX .version {declared} declared as {}.{} for this driver",
        isa.0, isa.1
    );
    Some((ptx.replacen(line, &new_line, 1), note))
}

/// What one job measured: the outputs of the first launch (a timing launch at scale gives
/// their digest instead), the timed launches' microseconds, and the note of [`load_module`].
type Measured = (Vec<Output>, Option<u64>, Vec<f64>, String);

/// Loads, launches once (outputs), then times the launches.
fn launch_and_time(
    ptx: &str,
    case: &Case,
    options: &Options,
    newest_isa: Option<(u32, u32)>,
) -> Result<Measured, Failure> {
    let (module, note) = load_module(ptx, newest_isa)?;
    let function = module
        .function(&case.kernel)
        .map_err(fail(Status::NoKernel, ""))?;
    let mut globals = Vec::new();
    for global in &case.globals {
        let context = format!("global {}: ", global.name);
        let (address, size) = module
            .global(&global.name)
            .map_err(fail(Status::NoKernel, &context))?;
        if size != global.input.len() {
            return Err(Failure {
                status: Status::NoKernel,
                context: format!(
                    "global {} is {size} bytes in the module, {} in the bundle",
                    global.name,
                    global.input.len()
                ),
                error: None,
            });
        }
        globals.push(address);
    }
    let placed = place_buffers(case).map_err(fail(Status::LaunchFailed, "buffers: "))?;
    let params = pack_params(case, &placed);
    let shape = Shape {
        grid: case.grid,
        block: case.block,
        shared_bytes: case.shared_bytes,
    };
    let set_globals = || -> Result<(), CudaError> {
        for (global, &address) in case.globals.iter().zip(&globals) {
            driver::write(address, &global.input)?;
        }
        Ok(())
    };
    set_globals().map_err(fail(Status::LaunchFailed, "globals: "))?;
    driver::launch(function, shape, &params).map_err(fail(Status::LaunchFailed, ""))?;
    driver::synchronize().map_err(fail(Status::LaunchFailed, "kernel: "))?;
    let (outputs, digest) = if case.scaled_from.is_some() {
        let digest = digest_outputs(case, &placed, &globals)
            .map_err(fail(Status::LaunchFailed, "outputs: "))?;
        (Vec::new(), Some(digest))
    } else {
        let outputs = read_outputs(case, &placed, &globals)
            .map_err(fail(Status::LaunchFailed, "outputs: "))?;
        (outputs, None)
    };

    let restore = || -> Result<(), CudaError> {
        for (buffer, placed) in case.buffers.iter().zip(&placed) {
            if let Some(placed) = placed
                && !buffer.byval
            {
                driver::copy(
                    placed.buffer.address,
                    placed.pristine.address,
                    placed.buffer.len,
                )?;
            }
        }
        set_globals()
    };
    let timer = Timer::new().map_err(fail(Status::LaunchFailed, "timing: "))?;
    let mut times = Vec::with_capacity(options.reps);
    for rep in 0..options.warmup + options.reps {
        restore().map_err(fail(Status::LaunchFailed, "timing: "))?;
        timer
            .start()
            .map_err(fail(Status::LaunchFailed, "timing: "))?;
        driver::launch(function, shape, &params).map_err(fail(Status::LaunchFailed, "timing: "))?;
        timer
            .stop()
            .map_err(fail(Status::LaunchFailed, "timing: "))?;
        let microseconds = timer
            .microseconds()
            .map_err(fail(Status::LaunchFailed, "timing: "))?;
        if rep >= options.warmup {
            times.push(microseconds);
            let spent: f64 = times.iter().sum();
            if times.len() >= MIN_REPS && spent * 1e-6 >= options.time_budget.as_secs_f64() {
                break;
            }
        }
    }
    Ok((outputs, digest, times, note))
}

/// Every non-`byval` buffer on the device with its input, and a pristine copy.
fn place_buffers(case: &Case) -> Result<Vec<Option<Placed>>, CudaError> {
    case.buffers
        .iter()
        .map(|buffer| {
            if buffer.byval {
                return Ok(None);
            }
            let input = buffer.device_input();
            Ok(Some(Placed {
                buffer: DeviceBuffer::with_contents(&input)?,
                pristine: DeviceBuffer::with_contents(&input)?,
            }))
        })
        .collect()
}

/// Each parameter's bytes: as given, a buffer's device address, or a `byval` buffer's contents.
pub fn pack_params(case: &Case, placed: &[Option<impl AsAddress>]) -> Vec<Vec<u8>> {
    case.params
        .iter()
        .map(|param| match param {
            Param::Bytes(bytes) => bytes.clone(),
            Param::Buffer(index) => match &placed[*index] {
                Some(placed) => placed.address().to_le_bytes().to_vec(),
                None => case.buffers[*index].input.clone(),
            },
        })
        .collect()
}

/// What a pointer parameter passes: the device address of its buffer.
pub trait AsAddress {
    fn address(&self) -> u64;
}

impl AsAddress for Placed {
    fn address(&self) -> u64 {
        self.buffer.address
    }
}

impl AsAddress for u64 {
    fn address(&self) -> u64 {
        *self
    }
}

/// The outputs after the first launch: the non-`byval` buffers, then the globals.
fn read_outputs(
    case: &Case,
    placed: &[Option<Placed>],
    globals: &[u64],
) -> Result<Vec<Output>, CudaError> {
    Ok(read_regions(case, placed, globals)?
        .iter()
        .map(|(name, input, after)| Output::diff(name, input, after))
        .collect())
}

/// A timing launch's outputs as one FNV-1a digest over the non-`byval` buffers, then the
/// globals: megabytes per buffer are too many to send back, and versions are compared only
/// for being equal.
fn digest_outputs(
    case: &Case,
    placed: &[Option<Placed>],
    globals: &[u64],
) -> Result<u64, CudaError> {
    let mut digest = Digest::default();
    for (_, _, after) in read_regions(case, placed, globals)? {
        digest.add(&after);
    }
    Ok(digest.0)
}

/// A region read back after a launch: its name, its input (a tiled buffer's seed) and its
/// bytes on the device now.
type Region<'c> = (&'c str, &'c [u8], Vec<u8>);

/// Each region read back after a launch, in [`Case::output_inputs`] order.
fn read_regions<'c>(
    case: &'c Case,
    placed: &[Option<Placed>],
    globals: &[u64],
) -> Result<Vec<Region<'c>>, CudaError> {
    let mut regions = Vec::new();
    for (buffer, placed) in case.buffers.iter().zip(placed) {
        if let Some(placed) = placed {
            let after = driver::read(placed.buffer.address, placed.buffer.len)?;
            regions.push((buffer.name.as_str(), buffer.input.as_slice(), after));
        }
    }
    for (global, &address) in case.globals.iter().zip(globals) {
        let after = driver::read(address, global.input.len())?;
        regions.push((global.name.as_str(), global.input.as_slice(), after));
    }
    Ok(regions)
}

/// Drops a job's outputs when they exceed `limit` bytes, saying so.
fn limit_outputs(job: &mut JobResult, limit: usize) {
    let bytes: usize = job.outputs.iter().map(Output::changed_bytes).sum();
    if bytes > limit {
        job.outputs.clear();
        let note = format!("outputs not kept: {bytes} bytes changed");
        job.message = if job.message.is_empty() {
            note
        } else {
            format!("{}; {note}", job.message)
        };
    }
}

/// The worker: runs jobs from index `from` (of [`jobs`]) and prints `begin INDEX` before
/// and the job's block after each. Stops after a sticky error (exit status 3).
pub fn worker(dir: &Path, from: usize, options: &Options) -> Result<i32, String> {
    let bundle = Bundle::read(dir)?;
    let driver = Driver::open()?;
    let jobs = jobs(&bundle, &options.only);
    let stdout = std::io::stdout();
    for (index, &(c, v)) in jobs.iter().enumerate().skip(from) {
        let case = &bundle.cases[c];
        let mut out = stdout.lock();
        let _ = writeln!(out, "begin {index}");
        let _ = out.flush();
        drop(out);
        let newest_isa = driver::newest_ptx_isa(driver.version);
        let (mut job, sticky) = run_job(dir, case, &case.versions[v], options, newest_isa);
        limit_outputs(&mut job, JOB_OUTPUT_LIMIT);
        let mut out = stdout.lock();
        let _ = out.write_all(job.text().as_bytes());
        let _ = out.flush();
        if sticky {
            return Ok(3);
        }
    }
    drop(driver);
    Ok(0)
}

/// What [`supervise`] did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub device: String,
    pub jobs: usize,
    /// Jobs per status, in [`Status::ALL`] order.
    pub by_status: Vec<(Status, usize)>,
    pub results: PathBuf,
}

/// Runs every job of the bundle in `dir` through worker processes (`worker_command` starts
/// one: it is given `--worker DIR FROM`) and writes `out/results.txt`.
pub fn supervise(
    dir: &Path,
    out: &Path,
    device: &str,
    options: &Options,
    worker_command: &dyn Fn(usize) -> Command,
) -> Result<Summary, String> {
    let bundle = Bundle::read(dir)?;
    let jobs = jobs(&bundle, &options.only);
    std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let path = out.join("results.txt");
    let mut file = std::fs::File::create(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut write = |text: &str| -> Result<(), String> {
        file.write_all(text.as_bytes())
            .and_then(|()| file.flush())
            .map_err(|e| format!("{}: {e}", path.display()))
    };
    write(&Results::header(device))?;
    let mut statuses = Vec::new();
    let mut total_output = 0usize;
    let mut next = 0;
    while next < jobs.len() {
        let finished = run_worker(worker_command(next), options.job_timeout, &mut |mut job| {
            total_output += job.outputs.iter().map(Output::changed_bytes).sum::<usize>();
            if total_output > TOTAL_OUTPUT_LIMIT {
                limit_outputs(&mut job, 0);
            }
            statuses.push(job.status);
            write(&job.text())
        })?;
        next = statuses.len();
        progress(next, jobs.len());
        if next >= jobs.len() {
            break;
        }
        // The worker stopped before the end: the job it was on crashed.
        let (c, v) = jobs[next];
        let case = &bundle.cases[c];
        let why = match finished {
            // Recorded by the worker: go on after it.
            Finished::Sticky => continue,
            Finished::Exited(code) => format!("the worker exited ({code})"),
            Finished::TimedOut => format!(
                "no result within {} s: killed",
                options.job_timeout.as_secs()
            ),
        };
        let job = JobResult::failed(&case.id, &case.versions[v].name, Status::Crashed, why);
        statuses.push(job.status);
        write(&job.text())?;
        next = statuses.len();
    }
    let by_status = Status::ALL
        .iter()
        .map(|&s| (s, statuses.iter().filter(|&&t| t == s).count()))
        .filter(|&(_, n)| n > 0)
        .collect();
    Ok(Summary {
        device: device.to_string(),
        jobs: statuses.len(),
        by_status,
        results: path,
    })
}

fn progress(done: usize, total: usize) {
    eprintln!("kestrel-device: {done}/{total} jobs");
}

/// How a worker ended.
enum Finished {
    /// It reported a sticky error for its last job (already recorded) and exited.
    Sticky,
    Exited(String),
    TimedOut,
}

/// Runs one worker, handing each finished job to `record`, until it exits or stays silent
/// for `timeout`.
fn run_worker(
    mut command: Command,
    timeout: Duration,
    record: &mut dyn FnMut(JobResult) -> Result<(), String>,
) -> Result<Finished, String> {
    let mut child = command
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start a worker: {e}"))?;
    let stdout = child.stdout.take().ok_or("the worker has no output")?;
    let (send, receive) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if send.send(line).is_err() {
                break;
            }
        }
    });
    let mut block = String::new();
    let mut last_sticky = false;
    let mut deadline = Instant::now() + timeout;
    loop {
        let wait = deadline.saturating_duration_since(Instant::now());
        match receive.recv_timeout(wait) {
            Ok(line) if line.starts_with("begin ") => {
                deadline = Instant::now() + timeout;
            }
            Ok(line) => {
                let end = line == "end";
                block.push_str(&line);
                block.push('\n');
                if end {
                    let text = format!("{}{block}", Results::header(""));
                    let job = Results::parse(&text)?
                        .jobs
                        .pop()
                        .ok_or("the worker sent an empty job")?;
                    last_sticky = job.message.ends_with("(sticky: the worker restarts)");
                    record(job)?;
                    block.clear();
                }
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                let _ = child.kill();
                let _ = child.wait();
                return Ok(Finished::TimedOut);
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                let status = child.wait().map_err(|e| e.to_string())?;
                return Ok(match status.code() {
                    Some(3) if last_sticky => Finished::Sticky,
                    Some(code) => Finished::Exited(format!("status {code}")),
                    None => Finished::Exited(format!("{status}")),
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bundle::Buffer;

    #[test]
    fn params_pass_addresses_bytes_and_byval_contents() {
        let case = Case {
            params: vec![
                Param::Buffer(0),
                Param::Bytes(vec![5, 0, 0, 0]),
                Param::Buffer(1),
            ],
            buffers: vec![
                Buffer {
                    name: "arg0".into(),
                    input: vec![0; 16],
                    byval: false,
                    tile_to: None,
                },
                Buffer {
                    name: "arg2".into(),
                    input: vec![1, 2, 3],
                    byval: true,
                    tile_to: None,
                },
            ],
            ..Case::default()
        };
        let params = pack_params(&case, &[Some(0x7f00_1234_5678u64), None]);
        assert_eq!(
            params,
            [
                vec![0x78, 0x56, 0x34, 0x12, 0x00, 0x7f, 0, 0],
                vec![5, 0, 0, 0],
                vec![1, 2, 3]
            ]
        );
    }

    #[test]
    fn jobs_cover_every_version_of_the_selected_cases() {
        let case = |id: &str, versions: usize| Case {
            id: id.into(),
            versions: vec![Version::default(); versions],
            ..Case::default()
        };
        let bundle = Bundle {
            cases: vec![case("c0", 2), case("c1", 3)],
            ..Bundle::default()
        };
        assert_eq!(jobs(&bundle, &[]), [(0, 0), (0, 1), (1, 0), (1, 1), (1, 2)]);
        assert_eq!(jobs(&bundle, &["c1".into()]), [(1, 0), (1, 1), (1, 2)]);
    }

    #[test]
    fn too_new_ptx_versions_are_lowered_to_what_the_driver_takes() {
        let ptx = "//\n.version 9.5\n.target sm_90\n";
        let (lowered, note) = lower_ptx_version(ptx, (9, 0)).unwrap();
        assert_eq!(lowered, "//\n.version 9.0\n.target sm_90\n");
        assert_eq!(note, "PTX .version 9.5 declared as 9.0 for this driver");
        assert_eq!(lower_ptx_version(".version 7.8\n", (9, 0)), None);
        assert_eq!(lower_ptx_version(".target sm_90\n", (9, 0)), None);
    }

    #[test]
    fn large_outputs_are_dropped_with_a_note() {
        let mut job = JobResult::failed("c0", "O3", Status::Ok, String::new());
        job.outputs = vec![Output::diff("arg0", &[0; 8], &[1; 8])];
        limit_outputs(&mut job, 8);
        assert_eq!(job.outputs.len(), 1);
        limit_outputs(&mut job, 7);
        assert!(job.outputs.is_empty());
        assert_eq!(job.message, "outputs not kept: 8 bytes changed");
    }
}
