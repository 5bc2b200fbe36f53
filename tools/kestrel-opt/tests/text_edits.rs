//! Edits of MLIR text that tests make by hand, shared by kestrel-opt's tests and (through
//! `#[path]`) kestrel-rewrites' early-cse tests, which live in another test binary.

/// `text` with the op defining `from` deleted and every use of `from` reading `to`.
pub fn merged_by_hand(text: &str, from: &str, to: &str) -> String {
    let definition = format!("{from} = ");
    let mut out = String::new();
    for line in text.lines() {
        if line.trim_start().starts_with(&definition) {
            continue;
        }
        let mut rest = line;
        while let Some(at) = rest.find(from) {
            let after = &rest[at + from.len()..];
            let whole = !after
                .chars()
                .next()
                .is_some_and(|c| c.is_alphanumeric() || c == '_');
            out.push_str(&rest[..at]);
            out.push_str(if whole { to } else { from });
            rest = after;
        }
        out.push_str(rest);
        out.push('\n');
    }
    out
}
