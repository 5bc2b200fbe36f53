//! Reading attribute values from their printed form.
//!
//! melior returns most attributes as opaque handles, and some LLVM-dialect properties
//! (enum properties such as `overflowFlags`) not at all; their printed forms are stable and
//! simple. These helpers parse the few shapes lowering needs: integers, typed literals,
//! `array<i32: ...>`, `dense<...>` element lists and string literals.

use crate::layout::Scalar;
use melior::ir::{OperationRef, operation::OperationLike};

/// The printed attribute `name` of `op`.
pub fn attr(op: &OperationRef, name: &str) -> Option<String> {
    op.attribute(name).ok().map(|a| a.to_string())
}

/// An integer (or boolean) attribute: `2 : i64`, `true`.
pub fn int_attr(op: &OperationRef, name: &str) -> Option<i64> {
    let text = attr(op, name)?;
    let value = text.split(" : ").next()?.trim();
    match value {
        "true" | "unit" => Some(1),
        "false" => Some(0),
        _ => value.parse().ok(),
    }
}

/// The elements of `array<i32: 1, 0, 1>` (or `array<i64: ...>`).
pub fn int_array(text: &str) -> Option<Vec<i64>> {
    let inner = text.trim().strip_prefix("array<")?.strip_suffix('>')?;
    let Some((_, list)) = inner.split_once(':') else {
        return Some(Vec::new());
    };
    list.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().ok())
        .collect()
}

/// `LINE:COL` of an op's location (`loc("file":3:7)`), or `?` when it has none.
pub fn location(op: &OperationRef) -> String {
    let text = op.location().to_string();
    // Take the first `:LINE:COL` after a quoted file name.
    let Some(after_file) = text.split_once("\":").map(|(_, rest)| rest) else {
        return "?".to_string();
    };
    let digits = |s: &str| {
        s.chars()
            .take_while(char::is_ascii_digit)
            .collect::<String>()
    };
    let line = digits(after_file);
    let column = after_file
        .get(line.len() + 1..)
        .map(digits)
        .unwrap_or_default();
    if line.is_empty() {
        "?".to_string()
    } else if column.is_empty() {
        line
    } else {
        format!("{line}:{column}")
    }
}

/// Splits `text` at top-level occurrences of `separator` (outside brackets and strings).
pub fn split_top_level(text: &str, separator: char) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut depth = 0i32;
    let mut in_string = false;
    let mut escaped = false;
    let mut start = 0;
    for (i, c) in text.char_indices() {
        if in_string {
            match c {
                '\\' if !escaped => escaped = true,
                '"' if !escaped => in_string = false,
                _ => escaped = false,
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '<' | '(' | '[' | '{' => depth += 1,
            '>' | ')' | ']' | '}' => depth -= 1,
            c if c == separator && depth == 0 => {
                parts.push(&text[start..i]);
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    parts.push(&text[start..]);
    parts
}

/// Splits a typed attribute `VALUE : TYPE` at its last top-level ` : `.
pub fn split_typed(text: &str) -> (&str, Option<&str>) {
    let text = text.trim();
    if text.starts_with('"') {
        // A string, possibly typed: find the closing quote first.
        let end = string_end(text).unwrap_or(text.len());
        let rest = text[end..].trim();
        return (&text[..end], rest.strip_prefix(':').map(str::trim));
    }
    let mut depth = 0i32;
    let bytes = text.as_bytes();
    let mut split = None;
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'<' | b'(' | b'[' | b'{' => depth += 1,
            b'>' | b')' | b']' | b'}' => depth -= 1,
            b':' if depth == 0 && i > 0 && bytes[i - 1] == b' ' => split = Some(i),
            _ => {}
        }
    }
    match split {
        Some(i) => (text[..i].trim(), Some(text[i + 1..].trim())),
        None => (text, None),
    }
}

fn string_end(text: &str) -> Option<usize> {
    let mut escaped = false;
    for (i, c) in text.char_indices().skip(1) {
        match c {
            '\\' if !escaped => escaped = true,
            '"' if !escaped => return Some(i + 1),
            _ => escaped = false,
        }
    }
    None
}

/// The bytes of a printed MLIR string literal (`"ab\0A\00"`).
pub fn string_bytes(text: &str) -> Option<Vec<u8>> {
    let inner = text.trim().strip_prefix('"')?.strip_suffix('"')?;
    let bytes = inner.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'\\' {
            let next = *bytes.get(i + 1)?;
            match next {
                b'\\' | b'"' => {
                    out.push(next);
                    i += 2;
                }
                b'n' => {
                    out.push(b'\n');
                    i += 2;
                }
                b't' => {
                    out.push(b'\t');
                    i += 2;
                }
                _ => {
                    let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
                    out.push(u8::from_str_radix(hex, 16).ok()?);
                    i += 3;
                }
            }
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    Some(out)
}

/// An integer literal (decimal, possibly negative, or `true`/`false`) wrapped to `bits`.
pub fn int_literal(text: &str, bits: u32) -> Option<u64> {
    let text = text.trim();
    let value: i128 = match text {
        "true" => 1,
        "false" => 0,
        _ if text.starts_with("0x") || text.starts_with("0X") => {
            i128::from_str_radix(&text[2..], 16).ok()?
        }
        _ => text.parse().ok()?,
    };
    Some((value as u64) & crate::layout::mask(bits))
}

/// A literal of `scalar` type: integers as above, floats in decimal or as `0x` bits.
pub fn scalar_literal(text: &str, scalar: Scalar) -> Option<u64> {
    let text = text.trim();
    let hex = text
        .strip_prefix("0x")
        .or_else(|| text.strip_prefix("0X"))
        .and_then(|h| u64::from_str_radix(h, 16).ok());
    match scalar {
        Scalar::Int(bits) => int_literal(text, u32::from(bits)),
        Scalar::Ptr { bits, .. } => int_literal(text, u32::from(bits)),
        Scalar::F32 => hex.or_else(|| text.parse::<f32>().ok().map(|f| u64::from(f.to_bits()))),
        Scalar::F64 => hex.or_else(|| text.parse::<f64>().ok().map(f64::to_bits)),
        Scalar::F16 => hex.or_else(|| text.parse::<f64>().ok().map(crate::native::f64_to_f16)),
        Scalar::BF16 => hex.or_else(|| text.parse::<f64>().ok().map(crate::native::f64_to_bf16)),
    }
}

/// The element list of a printed elements attribute: `dense<[1, 2]> : tensor<2xi32>`,
/// `dense<0.0> : vector<4xf32>` (a splat: one element), `dense<"0xABCD"> : ...` (raw bytes,
/// returned as [`DenseElements::Bytes`]), `array<i32: 1, 2>`.
#[derive(Clone, Debug, PartialEq)]
pub enum DenseElements {
    Literals(Vec<String>),
    Bytes(Vec<u8>),
}

pub fn dense_elements(text: &str) -> Option<DenseElements> {
    let (value, _) = split_typed(text);
    if let Some(list) = int_array(value) {
        return Some(DenseElements::Literals(
            list.into_iter().map(|v| v.to_string()).collect(),
        ));
    }
    let inner = value.strip_prefix("dense<")?.strip_suffix('>')?.trim();
    if let Some(hex) = inner.strip_prefix("\"0x").and_then(|h| h.strip_suffix('"')) {
        let bytes = (0..hex.len() / 2)
            .map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).ok())
            .collect::<Option<Vec<u8>>>()?;
        return Some(DenseElements::Bytes(bytes));
    }
    let flat: String = inner.chars().filter(|c| *c != '[' && *c != ']').collect();
    let literals = flat
        .split(',')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect();
    Some(DenseElements::Literals(literals))
}

/// Values of `count` leaves of the given scalars from a dense attribute (a splat repeats).
pub fn dense_values(text: &str, scalars: &[Scalar]) -> Option<Vec<u64>> {
    match dense_elements(text)? {
        DenseElements::Literals(literals) => {
            if literals.len() != scalars.len() && literals.len() != 1 {
                return None;
            }
            scalars
                .iter()
                .enumerate()
                .map(|(i, &scalar)| scalar_literal(&literals[i.min(literals.len() - 1)], scalar))
                .collect()
        }
        DenseElements::Bytes(bytes) => {
            let size = scalars.first()?.bytes() as usize;
            let elements = bytes.len() / size.max(1);
            if elements != scalars.len() && elements != 1 {
                return None;
            }
            scalars
                .iter()
                .enumerate()
                .map(|(i, scalar)| {
                    let at = if elements == 1 { 0 } else { i * size };
                    let mut value = 0u64;
                    for (k, byte) in bytes.get(at..at + size)?.iter().enumerate() {
                        value |= u64::from(*byte) << (8 * k);
                    }
                    Some(value & scalar.mask())
                })
                .collect()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_literals() {
        assert_eq!(split_typed("42 : i32"), ("42", Some("i32")));
        assert_eq!(
            split_typed("dense<[1, 2]> : vector<2xi32>"),
            ("dense<[1, 2]>", Some("vector<2xi32>"))
        );
        assert_eq!(split_typed("\"a : b\""), ("\"a : b\"", None));
        assert_eq!(int_literal("-1", 8), Some(0xff));
        assert_eq!(int_literal("true", 1), Some(1));
        assert_eq!(
            scalar_literal("1.000000e+00", Scalar::F32),
            Some(0x3f80_0000)
        );
        assert_eq!(scalar_literal("0x7FC00000", Scalar::F32), Some(0x7fc0_0000));
        assert_eq!(
            scalar_literal("-2.5", Scalar::F64),
            Some((-2.5f64).to_bits())
        );
    }

    #[test]
    fn dense_forms() {
        let i32s = [Scalar::Int(32); 3];
        assert_eq!(
            dense_values("dense<[1, 2, 3]> : tensor<3xi32>", &i32s),
            Some(vec![1, 2, 3])
        );
        assert_eq!(
            dense_values("dense<7> : tensor<3xi32>", &i32s),
            Some(vec![7, 7, 7])
        );
        assert_eq!(
            dense_values(
                "dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>",
                &[Scalar::Int(32); 4]
            ),
            Some(vec![1, 2, 3, 4])
        );
        assert_eq!(
            dense_values(
                "dense<\"0x0100000002000000\"> : tensor<2xi32>",
                &[Scalar::Int(32); 2]
            ),
            Some(vec![1, 2])
        );
        assert_eq!(int_array("array<i32: 1, 0, 1>"), Some(vec![1, 0, 1]));
        assert_eq!(int_array("array<i32>"), Some(vec![]));
    }

    #[test]
    fn strings() {
        assert_eq!(string_bytes(r#""ab\0A\00""#), Some(b"ab\n\0".to_vec()));
        assert_eq!(string_bytes(r#""q\"\\""#), Some(b"q\"\\".to_vec()));
    }
}
