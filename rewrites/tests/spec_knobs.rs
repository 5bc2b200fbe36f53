//! The knobs each pass declares agree with the knob tables of the pass specifications, as
//! `scripts/spec-knobs.py` vendors them into `rewrites/spec-knobs.tsv` (the specifications are
//! not in the repository): a knob renamed, dropped or re-defaulted in code without the file,
//! or a row whose status no longer says what the code does, fails here.

use kestrel_rewrites::{OptionSpec, PassInfo, lookup, passes};
use std::{collections::BTreeSet, path::Path};

/// One row of the file.
#[derive(Debug)]
struct Row {
    line: usize,
    pass: String,
    knob: String,
    /// The default the specification states, or `None` (`-`).
    default: Option<String>,
    status: Status,
}

#[derive(Debug, PartialEq, Eq)]
enum Status {
    Implemented,
    NotImplemented {
        reason: String,
    },
    /// Anything else (`unreviewed`, a typo): rejected.
    Other(String),
}

fn status_of(text: &str) -> Status {
    match text.strip_prefix("not-implemented:") {
        Some(reason) => Status::NotImplemented {
            reason: reason.trim().to_string(),
        },
        None if text == "implemented" => Status::Implemented,
        None => Status::Other(text.to_string()),
    }
}

/// The rows of `text` (comment lines start with `#`; the first other line is the header).
fn parse(text: &str) -> Result<Vec<Row>, String> {
    let mut rows = Vec::new();
    let mut header = true;
    for (index, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let cells: Vec<&str> = line.split('\t').collect();
        if header {
            header = false;
            if cells.first() != Some(&"pass") || cells.len() != 6 {
                return Err(format!("line {}: expected the header row", index + 1));
            }
            continue;
        }
        let [pass, knob, default, _said, _source, status] = cells[..] else {
            return Err(format!(
                "line {}: expected 6 tab-separated cells, got {}",
                index + 1,
                cells.len()
            ));
        };
        rows.push(Row {
            line: index + 1,
            pass: pass.to_string(),
            knob: knob.to_string(),
            default: (default != "-").then(|| default.to_string()),
            status: status_of(status),
        });
    }
    Ok(rows)
}

fn reads<'p>(info: &'p PassInfo, knob: &str) -> Option<&'p OptionSpec> {
    info.reads.iter().copied().find(|spec| spec.name == knob)
}

/// What is wrong with `rows` against the registered passes.
fn problems(rows: &[Row]) -> Vec<String> {
    let mut problems = Vec::new();
    let mut seen = BTreeSet::new();
    for row in rows {
        let at = format!("spec-knobs.tsv:{}: {} {}", row.line, row.pass, row.knob);
        if !seen.insert((row.pass.as_str(), row.knob.as_str())) {
            problems.push(format!("{at}: listed twice"));
        }
        let Some(info) = lookup(&row.pass) else {
            problems.push(format!("{at}: no such pass"));
            continue;
        };
        let declared = info.option(&row.knob);
        match &row.status {
            Status::Implemented => {
                if reads(info, &row.knob).is_none() {
                    problems.push(format!(
                        "{at}: `implemented`, but the pass does not read it (PassInfo::reads)"
                    ));
                }
            }
            Status::NotImplemented { reason } => {
                if reason.is_empty() {
                    problems.push(format!("{at}: `not-implemented:` without a reason"));
                }
                if reads(info, &row.knob).is_some() {
                    problems.push(format!(
                        "{at}: `not-implemented`, but the pass reads it: the status is stale"
                    ));
                }
            }
            Status::Other(text) => {
                problems.push(format!(
                    "{at}: status '{text}' is neither `implemented` nor `not-implemented: <reason>`"
                ));
            }
        }
        // A default the specification states holds for whatever the pass declares.
        if let (Some(default), Some(spec)) = (&row.default, declared) {
            match spec.parse(default) {
                Ok(value) if value == spec.default => {}
                Ok(_) => problems.push(format!(
                    "{at}: the specification's default is {default}, the code's {}",
                    spec.default
                )),
                Err(why) => problems.push(format!(
                    "{at}: the specification's default '{default}' is no value of the declared option: {why}"
                )),
            }
        }
    }
    // Every knob a pass declares that the specifications name has its row.
    let named: BTreeSet<&str> = rows.iter().map(|row| row.knob.as_str()).collect();
    for info in passes() {
        for spec in info.option_specs() {
            if named.contains(spec.name) && !seen.contains(&(info.name, spec.name)) {
                problems.push(format!(
                    "{}: declares `{}`, which the specifications name, but spec-knobs.tsv has no row for the pair",
                    info.name, spec.name
                ));
            }
        }
    }
    problems
}

fn vendored() -> Vec<Row> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("spec-knobs.tsv");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_pass_declares_the_spec_knobs_the_file_says_it_implements() {
    let rows = vendored();
    assert!(!rows.is_empty(), "spec-knobs.tsv has no rows");
    let problems = problems(&rows);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

const HEADER: &str = "pass\tknob\tdefault\tspec says\tspecification\tstatus\n";

#[test]
fn a_changed_default_a_stale_status_and_a_missing_reason_are_reported() {
    let text = format!(
        "# comment\n{HEADER}\
         common-base-elim\tcbe-max-depth\t9\t9\tx.txt\timplemented\n\
         common-base-elim\tcbe-min-uses\t2\t2\tx.txt\tnot-implemented: stale\n\
         codegenprepare\tforce-split-store\t-\t-\tx.txt\tnot-implemented:\n\
         codegenprepare\tno-such-knob\t-\t-\tx.txt\timplemented\n\
         early-cse\tearlycse-debug-hash\tfalse\tfalse\tx.txt\tunreviewed\n"
    );
    let found = problems(&parse(&text).unwrap()).join("\n");
    for expected in [
        "cbe-max-depth: the specification's default is 9, the code's 8",
        "cbe-min-uses: `not-implemented`, but the pass reads it",
        "force-split-store: `not-implemented:` without a reason",
        "no-such-knob: `implemented`, but the pass does not read it",
        "earlycse-debug-hash: status 'unreviewed'",
    ] {
        assert!(
            found.contains(expected),
            "missing '{expected}' in:\n{found}"
        );
    }
}

#[test]
fn a_declared_knob_the_file_names_for_another_pass_needs_its_own_row() {
    // scev-cgp declares scev-cgp-cross-block-limit too.
    let text =
        format!("{HEADER}common-base-elim\tscev-cgp-cross-block-limit\t-\t-\tx.txt\timplemented\n");
    let found = problems(&parse(&text).unwrap()).join("\n");
    assert!(
        found.contains("scev-cgp: declares `scev-cgp-cross-block-limit`"),
        "{found}"
    );
}
