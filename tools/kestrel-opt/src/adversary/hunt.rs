//! Hunting: generate and check seeds for a count or a time, keep statistics (kernels
//! generated, race-free, discarded and why, findings per pipeline and shape), and save each
//! finding as a file that records its kernel, seed, launch and failing pipeline. Findings in
//! the passes whose fixes are in flight ([`KNOWN_PASSES`], and `-O3` findings that vanish
//! without them) go to `known/`: replayed and reported, not failed on.

use super::{
    Kernel, Options, SHAPES, generate,
    oracle::{self, Check, Discard, Pipeline, Prepared},
};
use std::{
    collections::BTreeMap,
    fmt::Write as _,
    path::{Path, PathBuf},
    sync::{
        Mutex,
        atomic::{AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

/// Passes with miscompiles known and not yet fixed: their findings are saved under `known/`
/// and reported, not failed on. Empty: dead-sync-elim's and memory-space-opt's findings of
/// the first hunts are fixed and replayed as ordinary regressions.
pub const KNOWN_PASSES: &[&str] = &[];

/// Where findings are saved, relative to the repository root.
pub const REGRESSIONS: &str = "fuzz/regressions/adversary";

/// Counts for one shape.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ShapeStats {
    pub generated: u64,
    pub race_free: u64,
    pub findings: u64,
}

/// Statistics of a run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub generated: u64,
    pub race_free: u64,
    pub racy: u64,
    pub unsupported: u64,
    pub invalid: u64,
    pub checks: u64,
    pub unchanged: u64,
    pub equivalent: u64,
    pub inconclusive: u64,
    pub shapes: BTreeMap<&'static str, ShapeStats>,
    /// Findings by (pipeline label, shape, known).
    pub findings: BTreeMap<(String, &'static str, bool), u64>,
    /// Per pipeline label, the kernels it changed that kestrel-sim found equivalent: how much
    /// of what a pipeline rewrites the hunt actually checked.
    pub equivalent_by_pipeline: BTreeMap<String, u64>,
    /// Why kernels were discarded, first words of the reason, and how often.
    pub discards: BTreeMap<String, u64>,
}

impl Stats {
    pub fn merge(&mut self, other: &Stats) {
        self.generated += other.generated;
        self.race_free += other.race_free;
        self.racy += other.racy;
        self.unsupported += other.unsupported;
        self.invalid += other.invalid;
        self.checks += other.checks;
        self.unchanged += other.unchanged;
        self.equivalent += other.equivalent;
        self.inconclusive += other.inconclusive;
        for (name, s) in &other.shapes {
            let mine = self.shapes.entry(name).or_default();
            mine.generated += s.generated;
            mine.race_free += s.race_free;
            mine.findings += s.findings;
        }
        for (key, n) in &other.findings {
            *self.findings.entry(key.clone()).or_default() += n;
        }
        for (key, n) in &other.equivalent_by_pipeline {
            *self.equivalent_by_pipeline.entry(key.clone()).or_default() += n;
        }
        for (key, n) in &other.discards {
            *self.discards.entry(key.clone()).or_default() += n;
        }
    }

    pub fn finding_count(&self) -> u64 {
        self.findings.values().sum()
    }

    /// Findings outside `known/`.
    pub fn new_finding_count(&self) -> u64 {
        self.findings
            .iter()
            .filter(|((_, _, known), _)| !known)
            .map(|(_, n)| n)
            .sum()
    }

    /// The statistics as text, for people.
    pub fn report(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "adversary: {} kernels generated, {} race-free and checked; discarded: {} racy or faulting, {} unsupported by kestrel-sim, {} invalid (generator bugs)",
            self.generated, self.race_free, self.racy, self.unsupported, self.invalid
        );
        let _ = writeln!(
            out,
            "checks: {} pipeline runs: {} unchanged, {} equivalent, {} inconclusive, {} findings ({} known, {} new)",
            self.checks,
            self.unchanged,
            self.equivalent,
            self.inconclusive,
            self.finding_count(),
            self.finding_count() - self.new_finding_count(),
            self.new_finding_count()
        );
        let _ = writeln!(out, "per shape (generated / race-free / findings):");
        for (name, s) in &self.shapes {
            let _ = writeln!(
                out,
                "  {name:<16} {:>7} {:>7} {:>7}",
                s.generated, s.race_free, s.findings
            );
        }
        if !self.equivalent_by_pipeline.is_empty() {
            let _ = writeln!(out, "kernels changed and found equivalent, per pipeline:");
            for (pipeline, n) in &self.equivalent_by_pipeline {
                let _ = writeln!(out, "  {pipeline:<38} {n:>7}");
            }
        }
        if !self.findings.is_empty() {
            let _ = writeln!(out, "findings per pipeline and shape:");
            for ((pipeline, shape, known), n) in &self.findings {
                let known = if *known { " (known)" } else { "" };
                let _ = writeln!(out, "  {pipeline:<38} {shape:<16} {n:>6}{known}");
            }
        }
        if !self.discards.is_empty() {
            let _ = writeln!(out, "discarded, by reason:");
            for (why, n) in &self.discards {
                let _ = writeln!(out, "  {n:>6}  {why}");
            }
        }
        out
    }
}

/// A kernel a pipeline miscompiled (or failed on).
#[derive(Clone, Debug)]
pub struct Finding {
    pub kernel: Kernel,
    pub pipeline: Pipeline,
    /// kestrel-sim's report or kestrel-opt's error.
    pub detail: String,
    /// In a pass of [`KNOWN_PASSES`], or an `-O3` finding that needs one of them.
    pub known: bool,
}

impl Finding {
    /// `PIPELINE-SHAPE-SEED.ll`, the label made file-name safe.
    pub fn file_name(&self) -> String {
        let label: String = self
            .pipeline
            .label
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '-' {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        format!(
            "{}-{}-{}.ll",
            label.trim_start_matches('-'),
            self.kernel.shape,
            self.kernel.seed
        )
    }

    /// The kernel with a header of `;` comments that [`parse_finding`] reads back.
    pub fn file_text(&self) -> String {
        let mut out = String::new();
        let k = &self.kernel;
        let _ = writeln!(out, "; adversary finding (kestrel_opt::adversary)");
        let _ = writeln!(out, "; seed: {}", k.seed);
        let _ = writeln!(out, "; shape: {}", k.shape);
        let _ = writeln!(
            out,
            "; launch: grid={} block={}x{}",
            k.grid, k.block, k.block_y
        );
        let args: Vec<String> = k.int_args.iter().map(|(i, v)| format!("{i}={v}")).collect();
        let _ = writeln!(out, "; int-args: {}", args.join(" "));
        if !k.fields.is_empty() {
            let _ = writeln!(out, "; fields: {}", k.fields.join(" "));
        }
        let _ = writeln!(out, "; label: {}", self.pipeline.label);
        let _ = writeln!(out, "; pipeline: {}", self.pipeline.args.join(" "));
        let _ = writeln!(out, "; known: {}", self.known);
        for line in self
            .detail
            .lines()
            .take_while(|l| !l.starts_with("--- after"))
            .take(12)
        {
            let _ = writeln!(out, "; | {line}");
        }
        out.push_str(&k.text);
        out
    }
}

/// A saved finding read back: its kernel (text and launch) and pipeline.
pub fn parse_finding(text: &str) -> Result<(Kernel, Pipeline), String> {
    let field = |name: &str| -> Result<&str, String> {
        text.lines()
            .find_map(|l| l.strip_prefix(&format!("; {name}: ")))
            .ok_or_else(|| format!("no '; {name}:' line"))
    };
    let number = |s: &str| s.parse::<i64>().map_err(|e| format!("{s}: {e}"));
    let seed = field("seed")?
        .parse::<u64>()
        .map_err(|e| format!("seed: {e}"))?;
    let shape_name = field("shape")?;
    let shape = SHAPES
        .iter()
        .find(|s| s.name == shape_name)
        .map_or("unknown", |s| s.name);
    let launch = field("launch")?;
    let mut grid = None;
    let mut block = None;
    let mut block_y = 1;
    for part in launch.split_whitespace() {
        match part.split_once('=') {
            Some(("grid", v)) => grid = Some(number(v)? as u32),
            Some(("block", v)) => {
                let (x, y) = v.split_once('x').unwrap_or((v, "1"));
                block = Some(number(x)? as u32);
                block_y = number(y)? as u32;
            }
            _ => return Err(format!("launch: unexpected '{part}'")),
        }
    }
    let mut int_args = Vec::new();
    for part in field("int-args")?.split_whitespace() {
        let (i, v) = part
            .split_once('=')
            .ok_or_else(|| format!("int-args: '{part}'"))?;
        int_args.push((number(i)? as usize, number(v)?));
    }
    // Absent in findings of shapes without byval fields.
    let fields: Vec<String> = field("fields")
        .map(|f| f.split_whitespace().map(str::to_string).collect())
        .unwrap_or_default();
    for f in &fields {
        f.parse::<kestrel_sim::FieldArg>()
            .map_err(|e| format!("fields: {e}"))?;
    }
    let pipeline = Pipeline {
        label: field("label")?.to_string(),
        args: field("pipeline")?
            .split_whitespace()
            .map(str::to_string)
            .collect(),
    };
    let kernel = Kernel {
        seed,
        shape,
        text: text.to_string(),
        block: block.ok_or("launch: no block")?,
        block_y,
        grid: grid.ok_or("launch: no grid")?,
        int_args,
        fields,
    };
    Ok((kernel, pipeline))
}

/// Replays a saved finding: the kernel must still be race-free; returns what its pipeline
/// does to it now.
pub fn replay(text: &str) -> Result<Check, String> {
    let (kernel, pipeline) = parse_finding(text)?;
    let prepared = oracle::prepare(&kernel).map_err(|d| format!("not checkable: {d:?}"))?;
    Ok(oracle::check(&prepared, &pipeline))
}

/// Whether a finding of `pipeline` is one of the known ones: its pass is in
/// [`KNOWN_PASSES`], or it is an `-O3` one that `-O3` without those passes does not show.
fn is_known(prepared: &Prepared, pipeline: &Pipeline) -> bool {
    if KNOWN_PASSES.is_empty() {
        return false;
    }
    if KNOWN_PASSES.contains(&pipeline.pass()) {
        return true;
    }
    if !pipeline.label.starts_with("-O3") {
        return false;
    }
    let without = oracle::o3_without(pipeline, KNOWN_PASSES);
    !oracle::check(prepared, &without).is_finding()
}

fn discard_reason(discard: &Discard) -> (String, &'static str) {
    let (text, kind) = match discard {
        Discard::Invalid(t) => (t.as_str(), "invalid"),
        Discard::Unsupported(t) => (t.as_str(), "unsupported"),
        Discard::Racy(t) => (t.as_str(), "racy"),
    };
    // The reason without its positions and offsets, so equal causes count together.
    let words: Vec<&str> = text
        .split_whitespace()
        .take(6)
        .map(|w| w.split('+').next().unwrap_or(w))
        .collect();
    (format!("{kind}: {}", words.join(" ")), kind)
}

/// Generates and checks the kernel of `seed` against every pipeline.
pub fn run_seed(
    seed: u64,
    options: &Options,
    pipelines: &[Pipeline],
    stats: &mut Stats,
) -> Vec<Finding> {
    run_kernel(generate(seed, options), pipelines, stats)
}

/// As [`run_seed`], for the shape named `shape` (none of that name: nothing is run).
pub fn run_seed_of_shape(
    seed: u64,
    shape: &str,
    pipelines: &[Pipeline],
    stats: &mut Stats,
) -> Vec<Finding> {
    match super::generate_shape(seed, shape) {
        Some(kernel) => run_kernel(kernel, pipelines, stats),
        None => Vec::new(),
    }
}

/// Checks `kernel` against every pipeline, counting into `stats`.
pub fn run_kernel(kernel: Kernel, pipelines: &[Pipeline], stats: &mut Stats) -> Vec<Finding> {
    stats.generated += 1;
    stats.shapes.entry(kernel.shape).or_default().generated += 1;
    let prepared = match oracle::prepare(&kernel) {
        Ok(p) => p,
        Err(discard) => {
            let (reason, kind) = discard_reason(&discard);
            match kind {
                "invalid" => stats.invalid += 1,
                "unsupported" => stats.unsupported += 1,
                _ => stats.racy += 1,
            }
            *stats.discards.entry(reason).or_default() += 1;
            return Vec::new();
        }
    };
    stats.race_free += 1;
    stats.shapes.entry(kernel.shape).or_default().race_free += 1;
    let mut findings = Vec::new();
    for pipeline in pipelines {
        stats.checks += 1;
        match oracle::check(&prepared, pipeline) {
            Check::Unchanged => stats.unchanged += 1,
            Check::Equivalent => {
                stats.equivalent += 1;
                *stats
                    .equivalent_by_pipeline
                    .entry(pipeline.label.clone())
                    .or_default() += 1;
            }
            Check::Inconclusive(_) => stats.inconclusive += 1,
            Check::Different(detail) | Check::Failed(detail) => {
                let known = is_known(&prepared, pipeline);
                stats.shapes.entry(kernel.shape).or_default().findings += 1;
                *stats
                    .findings
                    .entry((pipeline.label.clone(), kernel.shape, known))
                    .or_default() += 1;
                findings.push(Finding {
                    kernel: kernel.clone(),
                    pipeline: pipeline.clone(),
                    detail,
                    known,
                });
            }
        }
    }
    findings
}

/// What to hunt for.
#[derive(Clone, Debug)]
pub struct Hunt {
    pub first_seed: u64,
    /// Stop after this many seeds (None: only the time limit).
    pub seeds: Option<u64>,
    /// Stop starting new seeds after this long (None: only the seed count).
    pub time: Option<Duration>,
    pub jobs: usize,
    pub options: Options,
    /// Only these shapes, taking turns by seed (empty: the seed picks among all enabled).
    pub shapes: Vec<String>,
    /// The ptxas that measures the late point as `-O3` does where one is found
    /// (`oracle::LATE_MEASURED`); None: one on `PATH`, if any.
    pub ptxas: Option<PathBuf>,
}

/// Runs seeds `first_seed..` on `jobs` threads; returns the statistics and the findings,
/// in seed order (the same seeds give the same findings whatever the thread count).
pub fn hunt(config: &Hunt, progress: impl Fn(&Stats) + Sync) -> (Stats, Vec<Finding>) {
    let pipelines = match &config.ptxas {
        Some(ptxas) => oracle::pipelines_measured_by(Some(ptxas.clone())),
        None => oracle::pipelines(),
    };
    let next = AtomicU64::new(config.first_seed);
    let start = Instant::now();
    let total = Mutex::new(Stats::default());
    let findings = Mutex::new(Vec::new());
    let last_progress = Mutex::new(Instant::now());
    std::thread::scope(|scope| {
        for _ in 0..config.jobs.max(1) {
            scope.spawn(|| {
                loop {
                    if config.time.is_some_and(|t| start.elapsed() >= t) {
                        break;
                    }
                    let seed = next.fetch_add(1, Ordering::Relaxed);
                    if config.seeds.is_some_and(|n| seed >= config.first_seed + n) {
                        break;
                    }
                    let mut stats = Stats::default();
                    // A panic in the generator is a generator bug: counted, not the end of
                    // the hunt.
                    let found = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        let mut seed_stats = Stats::default();
                        let found = if config.shapes.is_empty() {
                            run_seed(seed, &config.options, &pipelines, &mut seed_stats)
                        } else {
                            let shapes = &config.shapes;
                            let shape = &shapes[(seed % shapes.len() as u64) as usize];
                            run_seed_of_shape(seed, shape, &pipelines, &mut seed_stats)
                        };
                        (seed_stats, found)
                    }));
                    let found = match found {
                        Ok((seed_stats, found)) => {
                            stats = seed_stats;
                            found
                        }
                        Err(_) => {
                            stats.generated += 1;
                            stats.invalid += 1;
                            *stats
                                .discards
                                .entry(format!("invalid: generator panic at seed {seed}"))
                                .or_default() += 1;
                            Vec::new()
                        }
                    };
                    findings.lock().unwrap().extend(found);
                    let mut total = total.lock().unwrap();
                    total.merge(&stats);
                    let mut last = last_progress.lock().unwrap();
                    if last.elapsed() >= Duration::from_secs(30) {
                        *last = Instant::now();
                        progress(&total);
                    }
                }
            });
        }
    });
    let mut findings = findings.into_inner().unwrap();
    findings.sort_by(|a, b| {
        (a.kernel.seed, &a.pipeline.label).cmp(&(b.kernel.seed, &b.pipeline.label))
    });
    (total.into_inner().unwrap(), findings)
}

/// Saves findings under `dir` (`known/` for known ones), at most `per_kind` per pipeline,
/// shape and knownness, skipping kinds that already have that many files; returns the paths
/// written.
pub fn save(findings: &[Finding], dir: &Path, per_kind: usize) -> std::io::Result<Vec<PathBuf>> {
    let mut written = Vec::new();
    let mut counts: BTreeMap<(String, &str, bool), usize> = BTreeMap::new();
    for finding in findings {
        let folder = if finding.known {
            dir.join("known")
        } else {
            dir.to_path_buf()
        };
        std::fs::create_dir_all(&folder)?;
        let key = (
            finding.pipeline.label.clone(),
            finding.kernel.shape,
            finding.known,
        );
        let count = counts
            .entry(key)
            .or_insert_with(|| existing(&folder, &finding.file_name(), finding.kernel.seed));
        if *count >= per_kind {
            continue;
        }
        let path = folder.join(finding.file_name());
        if !path.exists() {
            std::fs::write(&path, finding.file_text())?;
            written.push(path);
        }
        *count += 1;
    }
    Ok(written)
}

/// Saved files of the same pipeline and shape as `name` (`PIPELINE-SHAPE-SEED.ll`).
fn existing(folder: &Path, name: &str, seed: u64) -> usize {
    let stem = name.trim_end_matches(&format!("{seed}.ll"));
    std::fs::read_dir(folder)
        .map(|entries| {
            entries
                .flatten()
                .filter(|e| {
                    let n = e.file_name().to_string_lossy().into_owned();
                    n.starts_with(stem)
                        && n[stem.len()..]
                            .trim_end_matches(".ll")
                            .chars()
                            .all(|c| c.is_ascii_digit())
                })
                .count()
        })
        .unwrap_or(0)
}
