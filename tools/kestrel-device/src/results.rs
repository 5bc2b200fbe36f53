//! The runner's one results file: per job (a case's version), what happened, the time of
//! every timed launch, and the outputs of the first launch as changes from the inputs.
//!
//! ```text
//! kestrel-device-results 1
//! device NVIDIA H100 80GB HBM3 (sm_90), driver 13.0
//! job CASE VERSION
//! status ok|unsupported-ptx|load-failed|no-kernel|launch-failed|crashed [MESSAGE]
//! times MICROSECONDS ...                  one per timed launch, in launch order
//! digest HEX                              a timing launch's outputs, hashed
//! output NAME SIZE                        see [`crate::outputs`]
//! change OFFSET HEX
//! end
//! ```
#![forbid(unsafe_code)]

use crate::outputs::{self, Output};
use std::fmt::{self, Write as _};

const MAGIC: &str = "kestrel-device-results 1";

/// What became of one job.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Status {
    Ok,
    /// The driver's JIT does not accept the PTX's `.version` (`CUDA_ERROR_UNSUPPORTED_PTX_VERSION`).
    UnsupportedPtx,
    /// Any other failure to load the module.
    LoadFailed,
    /// The module has no such kernel, or lacks a global the case sets.
    NoKernel,
    /// The launch, or a copy around it, failed.
    LaunchFailed,
    /// The worker process died or hung on this job (a sticky error, a timeout).
    Crashed,
}

impl Status {
    pub const ALL: [Status; 6] = [
        Status::Ok,
        Status::UnsupportedPtx,
        Status::LoadFailed,
        Status::NoKernel,
        Status::LaunchFailed,
        Status::Crashed,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Status::Ok => "ok",
            Status::UnsupportedPtx => "unsupported-ptx",
            Status::LoadFailed => "load-failed",
            Status::NoKernel => "no-kernel",
            Status::LaunchFailed => "launch-failed",
            Status::Crashed => "crashed",
        }
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One job's result.
#[derive(Clone, Debug, PartialEq)]
pub struct JobResult {
    pub case: String,
    pub version: String,
    pub status: Status,
    pub message: String,
    /// Microseconds per timed launch (CUDA events), in launch order.
    pub times_us: Vec<f64>,
    pub outputs: Vec<Output>,
    /// A timing launch at scale: the FNV-1a digest of its outputs (not sent back).
    pub digest: Option<u64>,
}

impl JobResult {
    pub fn failed(case: &str, version: &str, status: Status, message: String) -> Self {
        Self {
            case: case.to_string(),
            version: version.to_string(),
            status,
            message,
            times_us: Vec::new(),
            outputs: Vec::new(),
            digest: None,
        }
    }

    /// The job as a block of the results file.
    pub fn text(&self) -> String {
        let mut text = format!("job {} {}\nstatus {}", self.case, self.version, self.status);
        if !self.message.is_empty() {
            let _ = write!(text, " {}", self.message.replace(['\n', '\r'], " "));
        }
        text.push('\n');
        if !self.times_us.is_empty() {
            let times: Vec<String> = self.times_us.iter().map(|t| format!("{t:.3}")).collect();
            let _ = writeln!(text, "times {}", times.join(" "));
        }
        if let Some(digest) = self.digest {
            let _ = writeln!(text, "digest {digest:016x}");
        }
        for output in &self.outputs {
            output.write(&mut text);
        }
        text.push_str("end\n");
        text
    }
}

/// A whole results file.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Results {
    pub device: String,
    pub jobs: Vec<JobResult>,
}

impl Results {
    /// The header of a results file.
    pub fn header(device: &str) -> String {
        format!("{MAGIC}\ndevice {device}\n")
    }

    pub fn text(&self) -> String {
        let mut text = Self::header(&self.device);
        for job in &self.jobs {
            text.push_str(&job.text());
        }
        text
    }

    /// Parses a results file; errors name the line.
    pub fn parse(text: &str) -> Result<Self, String> {
        let mut lines = text.lines().enumerate();
        if lines.next().map(|(_, l)| l) != Some(MAGIC) {
            return Err(format!(
                "not a results file (the first line is not '{MAGIC}')"
            ));
        }
        let mut results = Results::default();
        let mut job: Option<JobResult> = None;
        for (index, line) in lines {
            let at = |message: String| format!("line {}: {message}", index + 1);
            let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
            match (key, job.as_mut()) {
                ("device", None) => results.device = rest.to_string(),
                ("job", None) => {
                    let (case, version) = rest
                        .split_once(' ')
                        .ok_or_else(|| at("a job needs a case and a version".into()))?;
                    job = Some(JobResult::failed(
                        case,
                        version,
                        Status::Crashed,
                        String::new(),
                    ));
                }
                ("status", Some(open)) => {
                    let (name, message) = rest.split_once(' ').unwrap_or((rest, ""));
                    open.status = Status::ALL
                        .into_iter()
                        .find(|s| s.name() == name)
                        .ok_or_else(|| at(format!("unknown status '{name}'")))?;
                    open.message = message.to_string();
                }
                ("times", Some(open)) => {
                    open.times_us = rest
                        .split(' ')
                        .map(|t| t.parse().map_err(|_| at(format!("bad time '{t}'"))))
                        .collect::<Result<_, _>>()?;
                }
                ("digest", Some(open)) => {
                    let digest = u64::from_str_radix(rest, 16)
                        .map_err(|_| at(format!("bad digest '{rest}'")))?;
                    open.digest = Some(digest);
                }
                ("output", Some(open)) => {
                    open.outputs.push(outputs::read_output(rest).map_err(at)?)
                }
                ("change", Some(open)) => {
                    let output = open
                        .outputs
                        .last_mut()
                        .ok_or_else(|| at("change before output".into()))?;
                    outputs::read_change(output, rest).map_err(at)?;
                }
                ("end", Some(_)) => results.jobs.extend(job.take()),
                _ => return Err(at(format!("unexpected '{key}'"))),
            }
        }
        if let Some(open) = job {
            return Err(format!("job {} {} has no 'end'", open.case, open.version));
        }
        Ok(results)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_round_trip() {
        let results = Results {
            device: "NVIDIA H100 (sm_90), driver 13.0".into(),
            jobs: vec![
                JobResult {
                    case: "c000".into(),
                    version: "llc".into(),
                    status: Status::Ok,
                    message: String::new(),
                    times_us: vec![3.5, 4.25],
                    outputs: vec![Output::diff("arg0", &[0; 8], &[0, 0, 1, 0, 0, 0, 0, 2])],
                    digest: None,
                },
                JobResult {
                    case: "c000s".into(),
                    version: "llc".into(),
                    status: Status::Ok,
                    message: String::new(),
                    times_us: vec![812.5],
                    outputs: Vec::new(),
                    digest: Some(0x0123_4567_89ab_cdef),
                },
                JobResult::failed(
                    "c000",
                    "nvcc",
                    Status::UnsupportedPtx,
                    "CUDA_ERROR_UNSUPPORTED_PTX_VERSION: .version 9.1\nlog".into(),
                ),
            ],
        };
        let mut read = Results::parse(&results.text()).unwrap();
        assert_eq!(
            read.jobs[2].message,
            "CUDA_ERROR_UNSUPPORTED_PTX_VERSION: .version 9.1 log"
        );
        read.jobs[2].message = results.jobs[2].message.clone();
        assert_eq!(read, results);
    }

    #[test]
    fn truncated_results_say_which_job() {
        let text = format!("{MAGIC}\ndevice x\njob c001 O3\nstatus ok\n");
        assert_eq!(
            Results::parse(&text).unwrap_err(),
            "job c001 O3 has no 'end'"
        );
        let text = format!("{MAGIC}\njob c001 O3\nstatus fine\nend\n");
        assert_eq!(
            Results::parse(&text).unwrap_err(),
            "line 3: unknown status 'fine'"
        );
    }
}
