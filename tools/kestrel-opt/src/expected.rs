//! `--verify-diagnostics`: `// expected-error {{text}}` comments checked against what MLIR and
//! the passes emitted, as `mlir-opt` does.

use kestrel_rewrites::diagnostics::{Diag, Severity};

/// One expectation from the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expected {
    pub severity: Severity,
    /// The line (1-based, in the chunk) the diagnostic must be reported at.
    pub line: usize,
    pub text: String,
}

/// Finds `expected-<severity>[@above|@below|@+N|@-N] {{text}}` annotations.
pub fn expectations(source: &str) -> Result<Vec<Expected>, String> {
    let mut found = Vec::new();
    for (index, line) in source.lines().enumerate() {
        let mut rest = line;
        while let Some(start) = rest.find("expected-") {
            rest = &rest[start + "expected-".len()..];
            let (severity, after) = match () {
                _ if rest.starts_with("error") => (Severity::Error, &rest[5..]),
                _ if rest.starts_with("warning") => (Severity::Warning, &rest[7..]),
                _ if rest.starts_with("remark") => (Severity::Remark, &rest[6..]),
                _ if rest.starts_with("note") => (Severity::Note, &rest[4..]),
                _ => continue,
            };
            let here = index + 1;
            let (target, after) = match after.strip_prefix('@') {
                Some(spec) => {
                    let end = spec
                        .find(|c: char| c.is_whitespace() || c == '{')
                        .unwrap_or(spec.len());
                    let target = match &spec[..end] {
                        "above" => here.checked_sub(1),
                        "below" => Some(here + 1),
                        offset => offset
                            .parse::<i64>()
                            .ok()
                            .and_then(|o| usize::try_from(here as i64 + o).ok()),
                    };
                    let target = target.ok_or_else(|| {
                        format!(
                            "line {here}: bad expected-diagnostic offset '@{}'",
                            &spec[..end]
                        )
                    })?;
                    (target, &spec[end..])
                }
                None => (here, after),
            };
            let open = after
                .find("{{")
                .ok_or_else(|| format!("line {here}: expected-diagnostic without {{{{text}}}}"))?;
            let close = after[open..]
                .find("}}")
                .ok_or_else(|| format!("line {here}: unterminated {{{{ in expected-diagnostic"))?;
            found.push(Expected {
                severity,
                line: target,
                text: after[open + 2..open + close].to_string(),
            });
            rest = &after[open + close..];
        }
    }
    Ok(found)
}

/// Matches `diags` against `expected`; returns one message per mismatch.
pub fn check(expected: &[Expected], diags: &[Diag], file: &str, line_offset: usize) -> Vec<String> {
    let mut unmatched: Vec<&Diag> = diags.iter().collect();
    let mut problems = Vec::new();
    for want in expected {
        let position = unmatched.iter().position(|d| {
            d.severity == want.severity
                && d.position.as_ref().is_some_and(|p| p.line == want.line)
                && d.message.contains(&want.text)
        });
        match position {
            Some(index) => {
                unmatched.remove(index);
            }
            None => problems.push(format!(
                "{file}:{}: expected {} \"{}\" was not produced",
                want.line + line_offset,
                want.severity,
                want.text
            )),
        }
    }
    for diag in unmatched {
        problems.push(format!("unexpected {diag}"));
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_offsets_and_text() {
        let src = "a // expected-error {{bad thing}}\n// expected-remark@below {{r}}\nx\n// expected-warning@-2 {{w}}";
        let found = expectations(src).unwrap();
        assert_eq!(
            found[0],
            Expected {
                severity: Severity::Error,
                line: 1,
                text: "bad thing".into()
            }
        );
        assert_eq!(found[1].line, 3);
        assert_eq!(found[2].line, 2);
    }
}
