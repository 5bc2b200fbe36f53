//! Each pass's module header documents the options and knobs the pass reads, and the defaults
//! it gives for them are the declared ones: a knob added, renamed or re-defaulted in code
//! without its header (or the reverse) fails here.

use kestrel_rewrites::{OptionValue, passes};
use std::path::Path;

/// The `//!` lines of the pass's module file, joined (a pass `a-b` lives in
/// `src/passes/a_b.rs`).
fn header_of(pass: &str) -> String {
    let file = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src/passes")
        .join(format!("{}.rs", pass.replace('-', "_")));
    let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    text.lines()
        .filter_map(|line| line.strip_prefix("//!"))
        .map(str::trim)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The defaults the header states for `name`: in "`name` (X)" where X is a literal, or
/// contains "default X".
fn stated_defaults(header: &str, name: &str) -> Vec<String> {
    let mention = format!("`{name}` (");
    header
        .match_indices(&mention)
        .filter_map(|(at, _)| {
            let rest = &header[at + mention.len()..];
            let inside = &rest[..rest.find(')')?];
            let literal = |word: &str| {
                let word = word.trim_matches(|c: char| !c.is_alphanumeric() && c != '-');
                (word == "true" || word == "false" || word.parse::<i64>().is_ok())
                    .then(|| word.to_string())
            };
            match inside.split_once("default ") {
                Some((_, after)) => literal(after.split_whitespace().next()?),
                None => literal(inside),
            }
        })
        .collect()
}

fn shown(value: OptionValue) -> String {
    value.to_string()
}

#[test]
fn every_pass_header_names_what_it_reads_with_its_default() {
    let mut failures = Vec::new();
    for info in passes() {
        let header = header_of(info.name);
        for spec in info.reads {
            let named = header.contains(&format!("`{}`", spec.name))
                || header.contains(&format!("`{}=", spec.name));
            if !named {
                failures.push(format!(
                    "{}: the header does not name `{}`",
                    info.name, spec.name
                ));
            }
            for stated in stated_defaults(&header, spec.name) {
                if stated != shown(spec.default) {
                    failures.push(format!(
                        "{}: the header gives `{}` default {stated}, the code {}",
                        info.name,
                        spec.name,
                        shown(spec.default)
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn stated_defaults_are_read_from_the_parentheses() {
    let header = "`a` (500): x. `b` (default true, y). `c` (Kestrel's, default false). `d` (some words). `e` (-1)";
    assert_eq!(stated_defaults(header, "a"), ["500"]);
    assert_eq!(stated_defaults(header, "b"), ["true"]);
    assert_eq!(stated_defaults(header, "c"), ["false"]);
    assert!(stated_defaults(header, "d").is_empty());
    assert_eq!(stated_defaults(header, "e"), ["-1"]);
    assert!(stated_defaults(header, "f").is_empty());
}
