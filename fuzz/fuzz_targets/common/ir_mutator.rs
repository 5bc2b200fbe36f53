//! An IR-aware mutator for kernel text (MLIR's LLVM dialect or LLVM IR).
//!
//! libFuzzer's byte mutations break the syntax of nearly every input, so the passes would
//! only ever see the seed kernels. These mutations work on lines and tokens and mostly keep
//! the text parseable and well-typed, which is what reaches the passes' corner cases:
//! constants at boundaries (0, -1, powers of two, 2^31), other comparison predicates, other
//! integer opcodes, another value of the function as an operand, lines deleted, repeated or
//! swapped with a neighbour (barriers and stores moved across each other). One mutation in
//! eight is still libFuzzer's own, to keep exploring the parser.

use libfuzzer_sys::fuzzer_mutate;

struct Rng(u64);

impl Rng {
    fn new(seed: u32) -> Self {
        Rng(u64::from(seed).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    fn next(&mut self) -> u64 {
        // xorshift64*
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        if n == 0 { 0 } else { (self.next() % n as u64) as usize }
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            Some(&items[self.below(items.len())])
        }
    }
}

const INTERESTING: &[&str] = &[
    "0", "1", "-1", "2", "3", "4", "7", "8", "16", "31", "32", "33", "63", "64", "255", "256",
    "1024", "4096", "65535", "65536", "2147483647", "-2147483648", "4294967295",
    "9223372036854775807",
];

const PREDICATES: &[&str] = &[
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

/// Integer binary ops that take and give the same type: any one can replace another.
const BINARY: &[&str] = &[
    "llvm.add", "llvm.sub", "llvm.mul", "llvm.and", "llvm.or", "llvm.xor", "llvm.shl",
    "llvm.lshr", "llvm.ashr", "llvm.sdiv", "llvm.udiv", "llvm.srem", "llvm.urem",
];

/// Mutates `data[..size]` in place, returning the new size (at most `max_size`).
pub fn mutate(data: &mut [u8], size: usize, max_size: usize, seed: u32) -> usize {
    let mut rng = Rng::new(seed);
    let text = match std::str::from_utf8(&data[..size]) {
        Ok(text) if rng.below(8) != 0 => text.to_string(),
        _ => return fuzzer_mutate(data, size, max_size),
    };
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    if lines.is_empty() {
        return fuzzer_mutate(data, size, max_size);
    }
    // A few tries: not every mutation applies to every line.
    let mut changed = false;
    for _ in 0..16 {
        if mutate_lines(&mut lines, &mut rng) {
            changed = true;
            break;
        }
    }
    if !changed {
        return fuzzer_mutate(data, size, max_size);
    }
    let mut out = lines.join("\n");
    out.push('\n');
    if out.len() > max_size {
        return fuzzer_mutate(data, size, max_size);
    }
    data[..out.len()].copy_from_slice(out.as_bytes());
    out.len()
}

fn mutate_lines(lines: &mut Vec<String>, rng: &mut Rng) -> bool {
    let index = rng.below(lines.len());
    match rng.below(7) {
        0 => replace_constant(&mut lines[index], rng),
        1 => replace_predicate(&mut lines[index], rng),
        2 => replace_binary_op(&mut lines[index], rng),
        3 => replace_operand(lines, index, rng),
        4 => delete_line(lines, index),
        5 => repeat_line(lines, index),
        _ => swap_with_next(lines, index),
    }
}

/// The byte ranges of the decimal integer literals in `line`.
fn integer_literals(line: &str) -> Vec<(usize, usize)> {
    let bytes = line.as_bytes();
    let mut found = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let starts_number = bytes[i].is_ascii_digit()
            || (bytes[i] == b'-' && bytes.get(i + 1).is_some_and(u8::is_ascii_digit));
        // Digits inside names (`%p0`, `i64`, `@k2`) are not literals.
        let inside_word = i > 0
            && (bytes[i - 1].is_ascii_alphanumeric() || matches!(bytes[i - 1], b'_' | b'%' | b'@' | b'.' | b'#' | b'^'));
        if starts_number && !inside_word {
            let start = i;
            i += 1;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            if i >= bytes.len() || !(bytes[i].is_ascii_alphanumeric() || bytes[i] == b'.') {
                found.push((start, i));
            }
        } else {
            i += 1;
        }
    }
    found
}

fn replace_constant(line: &mut String, rng: &mut Rng) -> bool {
    let literals = integer_literals(line);
    let Some(&(start, end)) = rng.pick(&literals) else {
        return false;
    };
    let value = rng.pick(INTERESTING).expect("not empty");
    line.replace_range(start..end, value);
    true
}

fn replace_predicate(line: &mut String, rng: &mut Rng) -> bool {
    for quote in ['"', ' '] {
        for predicate in PREDICATES {
            // MLIR spells `llvm.icmp "slt"`, LLVM IR `icmp slt`.
            let needle = format!("icmp {quote}{predicate}{}", if quote == '"' { "\"" } else { " " });
            if let Some(at) = line.find(&needle) {
                let other = rng.pick(PREDICATES).expect("not empty");
                let replacement =
                    format!("icmp {quote}{other}{}", if quote == '"' { "\"" } else { " " });
                line.replace_range(at..at + needle.len(), &replacement);
                return true;
            }
        }
    }
    false
}

fn replace_binary_op(line: &mut String, rng: &mut Rng) -> bool {
    for op in BINARY {
        let needle = format!("= {op} ");
        if let Some(at) = line.find(&needle) {
            let other = rng.pick(BINARY).expect("not empty");
            line.replace_range(at..at + needle.len(), &format!("= {other} "));
            // Flags valid for one opcode are not for another.
            for flags in [" overflow<nsw, nuw>", " overflow<nsw>", " overflow<nuw>", " exact"] {
                if let Some(at) = line.find(flags) {
                    line.replace_range(at..at + flags.len(), "");
                }
            }
            return true;
        }
    }
    false
}

/// SSA names (`%x`) used on the right-hand side of `line`.
fn used_values(line: &str) -> Vec<(usize, usize)> {
    let rhs = line.find('=').map_or(0, |eq| eq + 1);
    let bytes = line.as_bytes();
    let mut found = Vec::new();
    let mut i = rhs;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let start = i;
            i += 1;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || matches!(bytes[i], b'_' | b'.')) {
                i += 1;
            }
            if i > start + 1 {
                found.push((start, i));
            }
        } else {
            i += 1;
        }
    }
    found
}

fn defined_value(line: &str) -> Option<&str> {
    let trimmed = line.trim_start();
    let name = trimmed.strip_prefix('%')?.split([' ', '=', ':', ',']).next()?;
    Some(&trimmed[..name.len() + 1])
}

/// Replaces one operand of `lines[index]` with a value defined on an earlier line; if the
/// types differ the verifier rejects the kernel, which is cheap.
fn replace_operand(lines: &mut [String], index: usize, rng: &mut Rng) -> bool {
    let uses = used_values(&lines[index]);
    let Some(&(start, end)) = rng.pick(&uses) else {
        return false;
    };
    let earlier: Vec<String> = lines[..index]
        .iter()
        .filter_map(|l| defined_value(l).map(str::to_string))
        .collect();
    let Some(value) = rng.pick(&earlier) else {
        return false;
    };
    let value = value.clone();
    lines[index].replace_range(start..end, &value);
    true
}

fn is_structure(line: &str) -> bool {
    let trimmed = line.trim();
    trimmed.is_empty()
        || trimmed.contains('{')
        || trimmed.contains('}')
        || trimmed.starts_with('^')
        || trimmed.ends_with(':')
}

fn delete_line(lines: &mut Vec<String>, index: usize) -> bool {
    if is_structure(&lines[index]) {
        return false;
    }
    lines.remove(index);
    true
}

/// Repeats a line that defines nothing (a store, a barrier, a fence): the same effect twice.
fn repeat_line(lines: &mut Vec<String>, index: usize) -> bool {
    let line = &lines[index];
    if is_structure(line) || defined_value(line).is_some() || line.contains("llvm.return") || line.contains("br ") {
        return false;
    }
    let copy = line.clone();
    lines.insert(index, copy);
    true
}

fn swap_with_next(lines: &mut [String], index: usize) -> bool {
    if index + 1 >= lines.len() || is_structure(&lines[index]) || is_structure(&lines[index + 1]) {
        return false;
    }
    lines.swap(index, index + 1);
    true
}
