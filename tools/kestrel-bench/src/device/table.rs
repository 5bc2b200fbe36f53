//! The device report: times and output comparisons of a run, as Markdown and JSON.
#![forbid(unsafe_code)]

use super::FINDING;
use kestrel_device::{
    bundle::{self, Bundle, Expected, Skipped},
    compare::{self, KindRun, Tally, Verdict},
    outputs::Output,
    results::{JobResult, Results, Status},
};
use std::{fmt::Write as _, path::Path};

/// Time statistics of one job, in microseconds.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Timing {
    pub median: f64,
    pub p10: f64,
    pub p90: f64,
    pub min: f64,
    pub reps: usize,
}

impl Timing {
    /// Median, 10th and 90th percentile (the value at rank `floor((n - 1) q)`) and minimum;
    /// `None` without times.
    pub fn of(times: &[f64]) -> Option<Self> {
        if times.is_empty() {
            return None;
        }
        let mut sorted = times.to_vec();
        sorted.sort_by(f64::total_cmp);
        let at = |q: f64| sorted[((sorted.len() - 1) as f64 * q).floor() as usize];
        let median = if sorted.len() % 2 == 1 {
            sorted[sorted.len() / 2]
        } else {
            (sorted[sorted.len() / 2 - 1] + sorted[sorted.len() / 2]) / 2.0
        };
        Some(Self {
            median,
            p10: at(0.1),
            p90: at(0.9),
            min: sorted[0],
            reps: sorted.len(),
        })
    }

    /// The 10-90 percentile range relative to the median.
    pub fn spread(&self) -> f64 {
        if self.median > 0.0 {
            (self.p90 - self.p10) / self.median
        } else {
            0.0
        }
    }
}

/// One version of one case in the report.
#[derive(Clone, Debug, PartialEq)]
pub struct VersionRow {
    pub version: String,
    pub status: Status,
    pub message: String,
    pub timing: Option<Timing>,
    /// Against llc on the GPU (for llc itself: none).
    pub against_llc: Option<Tally>,
    /// Against kestrel-sim's run of the original module.
    pub against_sim: Option<Tally>,
    /// A timing launch at scale: whether the digest of its outputs equals llc's (for llc
    /// itself, and where either did not run: none).
    pub same_digest_as_llc: Option<bool>,
}

impl VersionRow {
    /// A version the results file has no job for: the run stopped before it.
    fn not_reached(version: &str) -> Self {
        Self {
            version: version.to_string(),
            status: Status::Crashed,
            message: "no result (the run did not reach it)".to_string(),
            timing: None,
            against_llc: None,
            against_sim: None,
            same_digest_as_llc: None,
        }
    }
}

/// One case in the report.
#[derive(Clone, Debug, PartialEq)]
pub struct CaseRow {
    pub id: String,
    pub file: String,
    pub kernel: String,
    pub notes: Vec<String>,
    pub versions: Vec<VersionRow>,
}

impl CaseRow {
    /// Whether kestrel-sim found something that lets the hardware differ from it.
    pub fn has_findings(&self) -> bool {
        self.notes.iter().any(|n| n.starts_with(FINDING))
    }
}

/// The whole report.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    pub device: String,
    pub arch: String,
    pub config: String,
    pub cases: Vec<CaseRow>,
    /// The timing launches at scale, one per case that has one.
    pub scaled: Vec<CaseRow>,
    pub skipped: Vec<Skipped>,
    /// Versions in column order.
    pub versions: Vec<String>,
}

/// Compares the results of a run with each other and with kestrel-sim.
pub fn report(bundle: &Bundle, expected: &[Expected], results: &Results) -> Result<Report, String> {
    let mut versions: Vec<String> = Vec::new();
    let mut cases = Vec::new();
    let mut scaled = Vec::new();
    for case in &bundle.cases {
        if case.scaled_from.is_some() {
            scaled.push(scaled_row(case, results));
            continue;
        }
        let sim = expected
            .iter()
            .find(|e| e.case == case.id)
            .ok_or_else(|| format!("the bundle has no expected outputs for {}", case.id))?;
        let jobs: Vec<&JobResult> = results.jobs.iter().filter(|j| j.case == case.id).collect();
        let inputs = case.output_inputs();
        let sim_bytes = final_bytes(&sim.outputs, &inputs)?;
        let kinds = |region: &str| -> &[KindRun] {
            sim.outputs
                .iter()
                .position(|o| o.name == region)
                .map_or(&[][..], |i| &sim.kinds[i])
        };
        let llc_bytes = match jobs
            .iter()
            .find(|j| j.version == "llc" && j.status == Status::Ok)
        {
            Some(job) => Some(final_bytes(&job.outputs, &inputs)?),
            None => None,
        };
        let mut rows = Vec::new();
        for version in &case.versions {
            if !versions.contains(&version.name) {
                versions.push(version.name.clone());
            }
            let Some(job) = jobs.iter().find(|j| j.version == version.name) else {
                rows.push(VersionRow::not_reached(&version.name));
                continue;
            };
            let (against_llc, against_sim) = if job.status == Status::Ok && !outputs_dropped(job) {
                let bytes = final_bytes(&job.outputs, &inputs)?;
                let against = |reference: &[(String, Vec<u8>)]| {
                    let mut tally = Tally::default();
                    for ((name, expected), (_, actual)) in reference.iter().zip(&bytes) {
                        compare::compare(name, expected, actual, kinds(name), &mut tally);
                    }
                    tally
                };
                let against_llc = match (&llc_bytes, version.name.as_str()) {
                    (_, "llc") | (None, _) => None,
                    (Some(llc), _) => Some(against(llc)),
                };
                (against_llc, Some(against(&sim_bytes)))
            } else {
                (None, None)
            };
            rows.push(VersionRow {
                version: version.name.clone(),
                status: job.status,
                message: job.message.clone(),
                timing: Timing::of(&job.times_us),
                against_llc,
                against_sim,
                same_digest_as_llc: None,
            });
        }
        cases.push(CaseRow {
            id: case.id.clone(),
            file: case.file.clone(),
            kernel: case.kernel.clone(),
            notes: case.notes.clone(),
            versions: rows,
        });
    }
    Ok(Report {
        device: results.device.clone(),
        arch: bundle.arch.clone(),
        config: bundle.config.clone(),
        cases,
        scaled,
        skipped: bundle.skipped.clone(),
        versions,
    })
}

/// A timing launch's row: times, and each version's output digest against llc's.
fn scaled_row(case: &bundle::Case, results: &Results) -> CaseRow {
    let job = |version: &str| {
        results
            .jobs
            .iter()
            .find(|j| j.case == case.id && j.version == version)
    };
    let llc_digest = job("llc").and_then(|j| j.digest);
    let versions = case
        .versions
        .iter()
        .map(|version| {
            let Some(job) = job(&version.name) else {
                return VersionRow::not_reached(&version.name);
            };
            let same_digest_as_llc = match (version.name.as_str(), llc_digest, job.digest) {
                ("llc", ..) => None,
                (_, Some(llc), Some(own)) => Some(llc == own),
                _ => None,
            };
            VersionRow {
                version: version.name.clone(),
                status: job.status,
                message: job.message.clone(),
                timing: Timing::of(&job.times_us),
                against_llc: None,
                against_sim: None,
                same_digest_as_llc,
            }
        })
        .collect();
    CaseRow {
        id: case.id.clone(),
        file: case.file.clone(),
        kernel: case.kernel.clone(),
        notes: Vec::new(),
        versions,
    }
}

fn outputs_dropped(job: &JobResult) -> bool {
    job.message.contains("outputs not kept")
}

/// Each region's final bytes: its input with the run's changes (a region the run does not
/// list is unchanged).
fn final_bytes(
    outputs: &[Output],
    inputs: &[(&str, &[u8])],
) -> Result<Vec<(String, Vec<u8>)>, String> {
    inputs
        .iter()
        .map(|&(name, input)| {
            let bytes = match outputs.iter().find(|o| o.name == name) {
                Some(output) => output.apply(input)?,
                None => input.to_vec(),
            };
            Ok((name.to_string(), bytes))
        })
        .collect()
}

/// Geometric mean of `version`'s median time over llc's, on the `cases` both ran.
fn geomean_vs_llc(cases: &[CaseRow], version: &str) -> Option<(f64, usize)> {
    let ratios: Vec<f64> = cases
        .iter()
        .filter_map(|case| {
            let time = |name: &str| {
                case.versions
                    .iter()
                    .find(|v| v.version == name)
                    .and_then(|v| v.timing)
                    .map(|t| t.median)
                    .filter(|&m| m > 0.0)
            };
            Some(time(version)? / time("llc")?)
        })
        .collect();
    if ratios.is_empty() {
        return None;
    }
    let mean = ratios.iter().map(|r| r.ln()).sum::<f64>() / ratios.len() as f64;
    Some((mean.exp(), ratios.len()))
}

impl Report {
    /// Geometric mean of `version`'s median time over llc's, on the cases both ran.
    pub fn geomean_vs_llc(&self, version: &str) -> Option<(f64, usize)> {
        geomean_vs_llc(&self.cases, version)
    }

    /// [`Report::geomean_vs_llc`] of the timing launches at scale.
    pub fn scaled_geomean_vs_llc(&self, version: &str) -> Option<(f64, usize)> {
        geomean_vs_llc(&self.scaled, version)
    }

    /// Every comparison that is not exact or approximate, and every job that did not run:
    /// `(case row, version row, what)`.
    pub fn problems(&self) -> Vec<(&CaseRow, &VersionRow, String)> {
        let mut problems = Vec::new();
        for case in &self.cases {
            for row in &case.versions {
                if row.status != Status::Ok {
                    problems.push((case, row, format!("{}: {}", row.status, row.message)));
                    continue;
                }
                if let Some(tally) = &row.against_llc
                    && tally.verdict() == Verdict::Mismatch
                {
                    let what = if case.has_findings() {
                        "differs from llc on the GPU (may be the kernel's own nondeterminism: see kestrel-sim's findings below)"
                    } else {
                        "differs from llc on the GPU"
                    };
                    problems.push((case, row, format!("{what}: {}", tally.summary())));
                }
                if row.version == "llc"
                    && let Some(tally) = &row.against_sim
                    && tally.verdict() == Verdict::Mismatch
                {
                    let what = if !case.has_findings() {
                        "ORACLE BUG: the GPU and kestrel-sim differ on the original module"
                    } else {
                        "the GPU and kestrel-sim differ (inconclusive: see kestrel-sim's findings below)"
                    };
                    problems.push((case, row, format!("{what}: {}", tally.summary())));
                }
            }
        }
        problems
    }

    pub fn markdown(&self) -> String {
        let mut text = format!(
            "# Kestrel on the GPU\n\nDevice: {}. PTX for {}. Launches and inputs: kestrel-sim's ({}).\n\n",
            self.device, self.arch, self.config
        );
        text.push_str(
            "Times are the median of the timed launches in microseconds (CUDA events), with the \
             10-90 percentile spread; the ratio is to llc's median (below 1: faster). At \
             kestrel-sim's launch shape a kernel runs for a few microseconds, most of it launch \
             overhead, so ratios near 1 are expected; `O0` is llc's PTX again through Kestrel's \
             round trip (identical PTX), so its ratio shows the noise. Outputs: `=` bit-identical, \
             `~` floats within tolerance (FMA contraction, math libraries), `X` a mismatch, `-` not \
             compared. For llc the comparison is against kestrel-sim, for the other versions \
             against llc on the GPU.\n\n",
        );
        self.version_table(
            &mut text,
            &self.cases,
            &[(" us", "---:"), (" out", ":---:")],
            |row, case| format!(" {} | {} |", time_cell(row, case), output_cell(row)),
        );
        text.push_str("\n## Geometric means of time against llc\n\n| version | ratio | kernels |\n|---|---:|---:|\n");
        for version in &self.versions {
            match self.geomean_vs_llc(version) {
                Some((ratio, n)) => {
                    let _ = writeln!(text, "| {version} | {ratio:.3} | {n} |");
                }
                None => {
                    let _ = writeln!(text, "| {version} | - | 0 |");
                }
            }
        }
        self.scaled_markdown(&mut text);
        text.push_str("\n## Outputs\n\n| version | exact | approximate | mismatch | not compared |\n|---|---:|---:|---:|---:|\n");
        for version in &self.versions {
            let mut counts = [0usize; 4];
            for case in &self.cases {
                let Some(row) = case.versions.iter().find(|v| &v.version == version) else {
                    continue;
                };
                let tally = if version == "llc" {
                    &row.against_sim
                } else {
                    &row.against_llc
                };
                let slot = match tally.as_ref().map(Tally::verdict) {
                    Some(Verdict::Exact) => 0,
                    Some(Verdict::Approximate) => 1,
                    Some(Verdict::Mismatch) => 2,
                    None => 3,
                };
                counts[slot] += 1;
            }
            let against = if version == "llc" {
                " (vs kestrel-sim)"
            } else {
                ""
            };
            let _ = writeln!(
                text,
                "| {version}{against} | {} | {} | {} | {} |",
                counts[0], counts[1], counts[2], counts[3]
            );
        }
        text.push_str("\n## Mismatches and failures\n\n");
        let problems = self.problems();
        if problems.is_empty() {
            text.push_str("None.\n");
        }
        for (case, row, what) in problems {
            let _ = writeln!(
                text,
                "- {} `{}` {}: {what}",
                short_file(&case.file),
                case.kernel,
                row.version
            );
            for note in &case.notes {
                let _ = writeln!(text, "  - {note}");
            }
        }
        let notes = row_lines(
            &self.cases,
            |row| row.status == Status::Ok && !row.message.is_empty(),
            |row| row.message.clone(),
        );
        if !notes.is_empty() {
            let _ = writeln!(text, "\n## Notes on runs\n\n{}", notes.concat());
        }
        if !self.skipped.is_empty() {
            let _ = writeln!(text, "\n## Not launched ({})\n", self.skipped.len());
            for skipped in &self.skipped {
                let _ = writeln!(
                    text,
                    "- {} `{}`: {}",
                    short_file(&skipped.file),
                    skipped.kernel,
                    skipped.reason
                );
            }
        }
        text
    }

    /// The timing launches at scale: a table like the first, outputs compared by digest.
    fn scaled_markdown(&self, text: &mut String) {
        if self.scaled.is_empty() {
            return;
        }
        text.push_str(
            "\n## At scale\n\nEach kernel launched again with its integer arguments and grid \
             multiplied and its buffers the inputs repeated (the `scale` settings above), so that \
             its time is the kernel's, not the launch's. kestrel-sim does not run this size: \
             outputs are compared with llc's by digest (`=` same, `≠` different: floats \
             contracted differently differ here without a bug, and a kernel that reads past its \
             buffers at this size may read anything), and a launch that faults is not timed.\n\n",
        );
        self.version_table(text, &self.scaled, &[(" us", "---:")], |row, case| {
            let digest = match row.and_then(|r| r.same_digest_as_llc) {
                Some(true) => " =",
                Some(false) => " ≠",
                None => "",
            };
            format!(" {}{digest} |", time_cell(row, case))
        });
        text.push_str(
            "\n### Geometric means at scale\n\n| version | ratio | kernels | outputs ≠ llc's |\n|---|---:|---:|---:|\n",
        );
        for version in &self.versions {
            let differ = self
                .scaled
                .iter()
                .filter_map(|c| c.versions.iter().find(|v| &v.version == version))
                .filter(|v| v.same_digest_as_llc == Some(false))
                .count();
            match self.scaled_geomean_vs_llc(version) {
                Some((ratio, n)) => {
                    let _ = writeln!(text, "| {version} | {ratio:.3} | {n} | {differ} |");
                }
                None => {
                    let _ = writeln!(text, "| {version} | - | 0 | {differ} |");
                }
            }
        }
        let failed = row_lines(
            &self.scaled,
            |row| row.status != Status::Ok,
            |row| format!("{}: {}", row.status, row.message),
        );
        if !failed.is_empty() {
            let _ = write!(
                text,
                "\n### Not timed at scale ({})\n\nAn illegal address here is the kernel reading \
                 past its buffers at this size, which the original does too when llc's version \
                 faults: whether such a read faults depends on what the process allocated \
                 before, so a version that does not fault there is not compared either.\n\n{}",
                failed.len(),
                failed.concat()
            );
        }
    }

    /// A Markdown table of `cases`, a row each: per version, the columns `headers` (name
    /// suffix and alignment) with the cells `cells` gives (`| a | b |` without the first bar).
    fn version_table(
        &self,
        text: &mut String,
        cases: &[CaseRow],
        headers: &[(&str, &str)],
        cells: impl Fn(Option<&VersionRow>, &CaseRow) -> String,
    ) {
        text.push_str("| kernel |");
        for version in &self.versions {
            for (suffix, _) in headers {
                let _ = write!(text, " {version}{suffix} |");
            }
        }
        text.push_str("\n|---|");
        for _ in &self.versions {
            for (_, align) in headers {
                let _ = write!(text, "{align}|");
            }
        }
        text.push('\n');
        for case in cases {
            let _ = write!(
                text,
                "| {} `{}` |",
                short_file(&case.file),
                short(&case.kernel)
            );
            for version in &self.versions {
                let row = case.versions.iter().find(|v| &v.version == version);
                text.push_str(&cells(row, case));
            }
            text.push('\n');
        }
    }

    pub fn json(&self) -> String {
        let string = crate::report::string_json;
        let number = |v: Option<f64>| v.map_or("null".to_string(), |v| format!("{v:.4}"));
        let tally_json = |tally: &Option<Tally>| match tally {
            None => "null".to_string(),
            Some(t) => format!(
                "{{\"verdict\":{},\"approximate\":{},\"mismatched\":{},\"max_relative\":{:e},\"summary\":{}}}",
                string(&t.verdict().to_string()),
                t.approximate,
                t.mismatched,
                t.max_relative,
                string(&t.summary())
            ),
        };
        let case_json = |case: &CaseRow| {
            let versions: Vec<String> = case
                    .versions
                    .iter()
                    .map(|row| {
                        let t = row.timing;
                        format!(
                            "{}:{{\"status\":{},\"message\":{},\"median_us\":{},\"p10_us\":{},\"p90_us\":{},\"min_us\":{},\"reps\":{},\"against_llc\":{},\"against_sim\":{},\"same_digest_as_llc\":{}}}",
                            string(&row.version),
                            string(row.status.name()),
                            string(&row.message),
                            number(t.map(|t| t.median)),
                            number(t.map(|t| t.p10)),
                            number(t.map(|t| t.p90)),
                            number(t.map(|t| t.min)),
                            t.map_or(0, |t| t.reps),
                            tally_json(&row.against_llc),
                            tally_json(&row.against_sim),
                            row.same_digest_as_llc
                                .map_or("null".to_string(), |same| same.to_string())
                        )
                    })
                    .collect();
            let notes: Vec<String> = case.notes.iter().map(|n| string(n)).collect();
            format!(
                "{{\"id\":{},\"file\":{},\"kernel\":{},\"notes\":[{}],\"versions\":{{{}}}}}",
                string(&case.id),
                string(&case.file),
                string(&case.kernel),
                notes.join(","),
                versions.join(",")
            )
        };
        let cases: Vec<String> = self.cases.iter().map(case_json).collect();
        let scaled: Vec<String> = self.scaled.iter().map(case_json).collect();
        let geomeans = |mean: &dyn Fn(&str) -> Option<(f64, usize)>| -> String {
            let means: Vec<String> = self
                .versions
                .iter()
                .map(|v| {
                    let mean = mean(v);
                    format!(
                        "{}:{{\"ratio\":{},\"kernels\":{}}}",
                        string(v),
                        number(mean.map(|m| m.0)),
                        mean.map_or(0, |m| m.1)
                    )
                })
                .collect();
            means.join(",")
        };
        let problems: Vec<String> = self
            .problems()
            .iter()
            .map(|(case, row, what)| {
                format!(
                    "{{\"case\":{},\"version\":{},\"what\":{}}}",
                    string(&case.id),
                    string(&row.version),
                    string(what)
                )
            })
            .collect();
        let skipped: Vec<String> = self
            .skipped
            .iter()
            .map(|s| {
                format!(
                    "{{\"file\":{},\"kernel\":{},\"reason\":{}}}",
                    string(&s.file),
                    string(&s.kernel),
                    string(&s.reason)
                )
            })
            .collect();
        format!(
            "{{\"device\":{},\"arch\":{},\"config\":{},\"cases\":[\n{}\n],\n\"time_geomean_vs_llc\":{{{}}},\n\"scaled\":[\n{}\n],\n\"scaled_time_geomean_vs_llc\":{{{}}},\n\"problems\":[{}],\n\"skipped\":[{}]}}\n",
            string(&self.device),
            string(&self.arch),
            string(&self.config),
            cases.join(",\n"),
            geomeans(&|v| self.geomean_vs_llc(v)),
            scaled.join(",\n"),
            geomeans(&|v| self.scaled_geomean_vs_llc(v)),
            problems.join(",\n"),
            skipped.join(",\n")
        )
    }
}

/// A Markdown list line, `- file `kernel` version: what`, per version row of `cases` that
/// `keep` selects.
fn row_lines(
    cases: &[CaseRow],
    keep: impl Fn(&VersionRow) -> bool,
    what: impl Fn(&VersionRow) -> String,
) -> Vec<String> {
    cases
        .iter()
        .flat_map(|case| {
            case.versions.iter().filter(|row| keep(row)).map(|row| {
                format!(
                    "- {} `{}` {}: {}\n",
                    short_file(&case.file),
                    case.kernel,
                    row.version,
                    what(row)
                )
            })
        })
        .collect()
}

fn time_cell(row: Option<&VersionRow>, case: &CaseRow) -> String {
    let Some(row) = row else {
        return "-".to_string();
    };
    let Some(timing) = row.timing else {
        return row.status.name().to_string();
    };
    let llc = case
        .versions
        .iter()
        .find(|v| v.version == "llc")
        .and_then(|v| v.timing);
    match llc {
        Some(llc) if row.version != "llc" && llc.median > 0.0 => format!(
            "{:.1} ±{:.0}% ({:.2}x)",
            timing.median,
            timing.spread() * 100.0,
            timing.median / llc.median
        ),
        _ => format!("{:.1} ±{:.0}%", timing.median, timing.spread() * 100.0),
    }
}

fn output_cell(row: Option<&VersionRow>) -> &'static str {
    let Some(row) = row else { return "-" };
    let tally = if row.version == "llc" {
        &row.against_sim
    } else {
        &row.against_llc
    };
    match tally.as_ref().map(Tally::verdict) {
        Some(Verdict::Exact) => "=",
        Some(Verdict::Approximate) => "~",
        Some(Verdict::Mismatch) => "X",
        None => "-",
    }
}

/// The file name without its folders.
fn short_file(file: &str) -> &str {
    file.rsplit('/').next().unwrap_or(file)
}

/// A long symbol cut to 40 characters.
fn short(name: &str) -> String {
    if name.chars().count() <= 40 {
        name.to_string()
    } else {
        format!("{}...", name.chars().take(37).collect::<String>())
    }
}

/// Reads a bundle's manifest and expected outputs and a results file, and writes
/// `device.md` and `device.json` into `out`; returns the Markdown.
pub fn report_files(bundle_dir: &Path, results: &Path, out: &Path) -> Result<String, String> {
    let bundle = Bundle::read(bundle_dir)?;
    let expected = bundle::read_expected(bundle_dir)?;
    let text =
        std::fs::read_to_string(results).map_err(|e| format!("{}: {e}", results.display()))?;
    let results = Results::parse(&text).map_err(|e| format!("{}: {e}", results.display()))?;
    let report = report(&bundle, &expected, &results)?;
    std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let markdown = report.markdown();
    for (name, content) in [("device.md", &markdown), ("device.json", &report.json())] {
        let path = out.join(name);
        std::fs::write(&path, content).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(markdown)
}
