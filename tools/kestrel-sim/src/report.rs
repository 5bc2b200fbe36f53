//! What a simulation reports, and how it prints.
//!
//! Reports are plain data with a deterministic `Display`: the same module and configuration
//! print the same text on every machine (no timings, no addresses of host memory), so they
//! can be snapshot-tested and diffed.

use crate::{
    compare::Difference,
    exec::FaultKind,
    program::Site,
    sched::{Launch, Schedule},
};
use std::fmt;

/// The report of [`crate::run_module`] and [`crate::race_check`].
#[derive(Clone, Debug, PartialEq)]
pub struct ModuleReport {
    pub module: String,
    pub kernels: Vec<KernelReport>,
    /// Kernels that could not be simulated, with the reason.
    pub unsupported: Vec<(String, crate::SimError)>,
}

impl ModuleReport {
    /// True when some kernel faulted, raced, stored poison or depended on the schedule.
    pub fn has_findings(&self) -> bool {
        self.kernels.iter().any(KernelReport::has_findings)
    }

    pub fn races(&self) -> impl Iterator<Item = &Race> {
        self.kernels.iter().flat_map(|k| &k.races)
    }

    pub fn kernel(&self, name: &str) -> Option<&KernelReport> {
        self.kernels.iter().find(|k| k.kernel == name)
    }
}

/// One kernel run under every schedule.
#[derive(Clone, Debug, PartialEq)]
pub struct KernelReport {
    pub kernel: String,
    pub launch: Launch,
    pub runs: Vec<ScheduleRun>,
    /// Races found under any schedule, one per pair of operations.
    pub races: Vec<Race>,
    /// The first fault under any schedule.
    pub fault: Option<FaultReport>,
    /// Stores of poison values to shared or global memory (first few) and their count.
    pub poison_stores: Vec<PoisonStoreReport>,
    pub poison_store_count: u64,
    /// The first difference between the final memories of two schedules.
    pub schedule_dependence: Option<String>,
}

impl KernelReport {
    pub fn has_findings(&self) -> bool {
        self.fault.is_some()
            || !self.races.is_empty()
            || self.poison_store_count > 0
            || self.schedule_dependence.is_some()
    }

    /// Instructions executed under the first schedule.
    pub fn instructions(&self) -> u64 {
        self.runs.first().map_or(0, |r| r.instructions)
    }
}

/// One schedule's run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScheduleRun {
    pub schedule: Schedule,
    pub instructions: u64,
    /// Digest of global memory afterwards.
    pub digest: u64,
    pub faulted: bool,
}

/// A data race: two operations of different threads touching the same byte without a
/// barrier between them, at least one a non-atomic write.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Race {
    pub kernel: String,
    /// `shared` or `global`.
    pub space: &'static str,
    /// Allocation and offset (`arg1+8`, `@tile+64`, `shared+16`).
    pub address: String,
    pub first: RaceAccess,
    pub second: RaceAccess,
}

/// One side of a race.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RaceAccess {
    pub block: u32,
    pub thread: u32,
    pub write: bool,
    pub site: Site,
}

/// A fault, attributed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FaultReport {
    pub schedule: Schedule,
    pub kind: FaultKind,
    pub message: String,
    pub site: Option<Site>,
    pub block: u32,
    pub thread: u32,
}

/// A store of poison.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PoisonStoreReport {
    pub site: Site,
    pub block: u32,
    pub thread: u32,
    pub address: String,
}

impl fmt::Display for RaceAccess {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let kind = if self.write { "write" } else { "read" };
        write!(
            f,
            "{kind} by block {} thread {}: {}",
            self.block, self.thread, self.site
        )
    }
}

impl fmt::Display for Race {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(
            f,
            "race in @{} on {} memory at {}:\n    {}\n    {}",
            self.kernel, self.space, self.address, self.first, self.second
        )
    }
}

impl fmt::Display for FaultReport {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(
            f,
            "{:?}: {} (block {} thread {}",
            self.kind, self.message, self.block, self.thread
        )?;
        if let Some(site) = &self.site {
            write!(f, ", {site}")?;
        }
        write!(f, ", schedule {})", self.schedule)
    }
}

fn dims(d: [u32; 3]) -> String {
    format!("{},{},{}", d[0], d[1], d[2])
}

impl fmt::Display for KernelReport {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        writeln!(
            f,
            "kernel @{}: grid {} block {}",
            self.kernel,
            dims(self.launch.grid),
            dims(self.launch.block)
        )?;
        for run in &self.runs {
            writeln!(
                f,
                "  schedule {}: {} instructions, memory digest {:016x}{}",
                run.schedule,
                run.instructions,
                run.digest,
                if run.faulted { " (faulted)" } else { "" }
            )?;
        }
        if let Some(fault) = &self.fault {
            writeln!(f, "  fault: {fault}")?;
        }
        for race in &self.races {
            writeln!(f, "  {race}")?;
        }
        for store in &self.poison_stores {
            writeln!(
                f,
                "  poison stored at {} by block {} thread {}: {}",
                store.address, store.block, store.thread, store.site
            )?;
        }
        if self.poison_store_count > self.poison_stores.len() as u64 {
            writeln!(f, "  ({} poison stores in all)", self.poison_store_count)?;
        }
        if let Some(dependence) = &self.schedule_dependence {
            writeln!(f, "  result depends on the schedule: {dependence}")?;
        }
        if !self.has_findings() {
            writeln!(f, "  ok")?;
        }
        Ok(())
    }
}

impl fmt::Display for ModuleReport {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        for kernel in &self.kernels {
            write!(f, "{kernel}")?;
        }
        for (kernel, error) in &self.unsupported {
            writeln!(f, "kernel @{kernel}: not simulated: {error}")?;
        }
        Ok(())
    }
}

/// The verdict for one kernel of a differential run.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// Same results under every schedule.
    Equivalent,
    /// AFTER differs: the reasons.
    Different(Vec<String>),
    /// No conclusion: BEFORE itself faulted or has a data race (its results depend on the
    /// schedule), or a kernel could not be simulated.
    Inconclusive(String),
}

/// The differential result for one kernel.
#[derive(Clone, Debug, PartialEq)]
pub struct KernelDiff {
    pub kernel: String,
    pub verdict: Verdict,
    /// The launch the verdict is of.
    pub launch: Launch,
    /// Earlier launches whose comparison was inconclusive (see
    /// [`crate::diff_modules_retrying`]), each with why.
    pub tried: Vec<(Launch, String)>,
    /// Differing memory (first schedule that differs), for the record.
    pub differences: Vec<Difference>,
    pub instructions_before: u64,
    pub instructions_after: u64,
}

/// The report of [`crate::diff_modules`].
#[derive(Clone, Debug, PartialEq)]
pub struct DiffReport {
    pub kernels: Vec<KernelDiff>,
}

impl DiffReport {
    /// True when some kernel's AFTER behaves differently.
    pub fn is_different(&self) -> bool {
        self.kernels
            .iter()
            .any(|k| matches!(k.verdict, Verdict::Different(_)))
    }

    /// True when some kernel could not be compared.
    pub fn is_inconclusive(&self) -> bool {
        self.kernels
            .iter()
            .any(|k| matches!(k.verdict, Verdict::Inconclusive(_)))
    }

    /// The process exit code: 1 different, 2 inconclusive, 0 equivalent.
    pub fn exit_code(&self) -> u8 {
        if self.is_different() {
            1
        } else if self.is_inconclusive() {
            2
        } else {
            0
        }
    }
}

impl fmt::Display for DiffReport {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        for kernel in &self.kernels {
            // After retries, which launch the verdict is of.
            let under = if kernel.tried.is_empty() {
                String::new()
            } else {
                format!(" under {}", launch_text(kernel.launch))
            };
            match &kernel.verdict {
                Verdict::Equivalent => writeln!(
                    f,
                    "kernel @{}: equivalent{under} ({} -> {} instructions)",
                    kernel.kernel, kernel.instructions_before, kernel.instructions_after
                )?,
                Verdict::Different(reasons) => {
                    writeln!(f, "kernel @{}: DIFFERENT{under}", kernel.kernel)?;
                    for reason in reasons {
                        writeln!(f, "  {reason}")?;
                    }
                }
                Verdict::Inconclusive(reason) => writeln!(
                    f,
                    "kernel @{}: inconclusive{under}: {reason}",
                    kernel.kernel
                )?,
            }
            for (launch, reason) in &kernel.tried {
                writeln!(f, "  inconclusive under {}: {reason}", launch_text(*launch))?;
            }
        }
        Ok(())
    }
}

/// `grid 2x1x1 block 64x1x1`.
pub fn launch_text(launch: Launch) -> String {
    format!(
        "grid {} block {}",
        crate::config::dims(launch.grid),
        crate::config::dims(launch.block)
    )
}
