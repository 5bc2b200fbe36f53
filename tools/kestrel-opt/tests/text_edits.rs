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

/// `text` with every load and store through `value` reading a cast of it to address space
/// `space`, the cast placed right after `value`'s definition (an op line `value = ...`): what
/// memory-space-opt would write if it proved `value` to point into `space`. (Unused by the
/// early-cse tests that share this file.)
#[allow(dead_code)]
pub fn cast_by_hand(text: &str, value: &str, space: u32) -> String {
    let cast = format!("{value}_in_space");
    let definition = format!("{value} = ");
    let mut out = String::new();
    for line in text.lines() {
        let trimmed = line.trim_start();
        let access = (trimmed.starts_with("llvm.load ") || trimmed.contains(" llvm.load "))
            && line.contains(&format!("llvm.load {value} "))
            || trimmed.starts_with("llvm.store ")
                && (line.contains(&format!(", {value} :"))
                    || line.contains(&format!(", {value} {{")));
        if access && let Some(at) = line.rfind("!llvm.ptr") {
            let (head, tail) = line.split_at(at);
            let head = head
                .replace(
                    &format!("llvm.load {value} "),
                    &format!("llvm.load {cast} "),
                )
                .replace(&format!(", {value} :"), &format!(", {cast} :"))
                .replace(&format!(", {value} {{"), &format!(", {cast} {{"));
            out.push_str(&head);
            out.push_str(&format!("!llvm.ptr<{space}>"));
            out.push_str(&tail["!llvm.ptr".len()..]);
            out.push('\n');
            continue;
        }
        out.push_str(line);
        out.push('\n');
        if trimmed.starts_with(&definition) {
            out.push_str(&format!(
                "  {cast} = llvm.addrspacecast {value} : !llvm.ptr to !llvm.ptr<{space}>\n"
            ));
        }
    }
    out
}
