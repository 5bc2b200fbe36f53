//! Comparing two runs' output bytes: exact, approximately equal floats, or a mismatch.
//!
//! Which bytes hold floats comes from kestrel-sim's run of the same launch (the float
//! markers its stores leave, [`KindRun`]): the GPU's JIT may contract `a*b+c` into an FMA
//! where LLVM's semantics (and the simulator) round twice, and the GPU's `__nv_*` math
//! differs from the host's libm in the last bits, so a float that differs by a few units in
//! the last place is *approximate*, not a mismatch. Everything else compares bit for bit,
//! one difference per aligned 4-byte word (as kestrel-sim counts). NaN equals NaN whatever
//! its payload; bytes kestrel-sim leaves poison may hold anything.
#![forbid(unsafe_code)]

use std::fmt;

/// What a run of bytes holds, where it is not plain bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    F32,
    F64,
    Poison,
}

impl Kind {
    /// The kind's name in text files.
    pub fn name(self) -> &'static str {
        match self {
            Kind::F32 => "f32",
            Kind::F64 => "f64",
            Kind::Poison => "poison",
        }
    }
}

/// `count` consecutive floats of `kind` from `offset` (for [`Kind::Poison`], `count` bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KindRun {
    pub kind: Kind,
    pub offset: u64,
    pub count: u64,
}

impl KindRun {
    /// Parses `f32|f64|poison OFFSET COUNT`.
    pub fn parse(text: &str) -> Result<Self, String> {
        let words: Vec<&str> = text.split(' ').collect();
        let [kind, offset, count] = words.as_slice() else {
            return Err(format!("bad kind run '{text}'"));
        };
        let kind = match *kind {
            "f32" => Kind::F32,
            "f64" => Kind::F64,
            "poison" => Kind::Poison,
            other => return Err(format!("unknown kind '{other}'")),
        };
        let number = |n: &str| n.parse().map_err(|_| format!("bad number '{n}'"));
        Ok(Self {
            kind,
            offset: number(offset)?,
            count: number(count)?,
        })
    }

    /// Bytes the run covers.
    pub fn bytes(&self) -> u64 {
        match self.kind {
            Kind::F32 => self.count * 4,
            Kind::F64 => self.count * 8,
            Kind::Poison => self.count,
        }
    }
}

/// Builds runs from a per-offset kind sequence (in increasing offset order): consecutive
/// floats of one kind, and consecutive poison bytes, join into one run.
pub fn runs(units: impl IntoIterator<Item = (u64, Kind)>) -> Vec<KindRun> {
    let mut runs: Vec<KindRun> = Vec::new();
    for (offset, kind) in units {
        if let Some(last) = runs.last_mut()
            && last.kind == kind
            && last.offset + last.bytes() == offset
        {
            last.count += 1;
            continue;
        }
        runs.push(KindRun {
            kind,
            offset,
            count: 1,
        });
    }
    runs
}

/// Relative and absolute tolerance of an approximately equal `f32` (about a thousand units
/// in the last place; the absolute term covers cancellation near zero, inputs being of
/// magnitude 0.25..2).
const F32_TOLERANCE: (f64, f64) = (1e-4, 1e-5);
const F64_TOLERANCE: (f64, f64) = (1e-9, 1e-12);
/// Differences shown per comparison.
const EXAMPLES: usize = 3;

/// How two runs' outputs compare.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    /// Floats that differ within the tolerance.
    pub approximate: u64,
    /// Units (floats, or 4-byte words of other data) that differ beyond it.
    pub mismatched: u64,
    /// The largest relative difference among approximate floats.
    pub max_relative: f64,
    /// The first few differences, as `name+offset: expected -> actual`.
    pub examples: Vec<String>,
    /// Regions one side has and the other lacks, or of different sizes.
    pub missing: Vec<String>,
}

/// The verdict of a [`Tally`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Verdict {
    Exact,
    Approximate,
    Mismatch,
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(match self {
            Verdict::Exact => "exact",
            Verdict::Approximate => "approximate",
            Verdict::Mismatch => "mismatch",
        })
    }
}

impl Tally {
    pub fn verdict(&self) -> Verdict {
        if self.mismatched > 0 || !self.missing.is_empty() {
            Verdict::Mismatch
        } else if self.approximate > 0 {
            Verdict::Approximate
        } else {
            Verdict::Exact
        }
    }

    /// `mismatch: 3 units (arg0+16: ...); 2 approximate floats (max rel 1e-7)`.
    pub fn summary(&self) -> String {
        let mut parts = Vec::new();
        if !self.missing.is_empty() {
            parts.push(format!("missing {}", self.missing.join(", ")));
        }
        if self.mismatched > 0 {
            parts.push(format!(
                "{} differing unit(s): {}",
                self.mismatched,
                self.examples.join("; ")
            ));
        }
        if self.approximate > 0 {
            parts.push(format!(
                "{} approximate float(s), max relative difference {:.1e}",
                self.approximate, self.max_relative
            ));
        }
        if parts.is_empty() {
            "exact".to_string()
        } else {
            format!("{}: {}", self.verdict(), parts.join("; "))
        }
    }
}

/// Compares region `name` of two runs (`expected` is the reference) into `tally`; `kinds`
/// says which bytes hold floats or are poison in the reference.
pub fn compare(name: &str, expected: &[u8], actual: &[u8], kinds: &[KindRun], tally: &mut Tally) {
    if expected.len() != actual.len() {
        tally.missing.push(format!(
            "{name} ({} bytes against {})",
            expected.len(),
            actual.len()
        ));
        return;
    }
    if expected == actual {
        return;
    }
    let kind_at = kind_map(expected.len(), kinds);
    let mut i = 0;
    while i < expected.len() {
        let (width, outcome) = match kind_at[i] {
            Unit::F32 => (4, compare_float(expected, actual, i, 4)),
            Unit::F64 => (8, compare_float(expected, actual, i, 8)),
            Unit::Poison => (1, Outcome::Same),
            Unit::Byte if expected[i] == actual[i] => (1, Outcome::Same),
            // One difference per aligned word: skip the rest of it.
            Unit::Byte => (4 - i % 4, Outcome::Different),
        };
        match outcome {
            Outcome::Same => {}
            Outcome::Close(relative) => {
                tally.approximate += 1;
                tally.max_relative = tally.max_relative.max(relative);
            }
            Outcome::Different => {
                tally.mismatched += 1;
                if tally.examples.len() < EXAMPLES {
                    let end = (i + width).min(expected.len());
                    tally.examples.push(format!(
                        "{name}+{i}: {} -> {}",
                        show(&expected[i..end], kind_at[i]),
                        show(&actual[i..end], kind_at[i])
                    ));
                }
            }
        }
        i += width;
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Unit {
    Byte,
    F32,
    F64,
    Poison,
}

enum Outcome {
    Same,
    /// Different bits, within the tolerance; the relative difference.
    Close(f64),
    Different,
}

/// Per byte: the start of a float, poison, or a plain byte. Floats that would run past the
/// end, or overlap a float before them, count as bytes.
fn kind_map(len: usize, kinds: &[KindRun]) -> Vec<Unit> {
    let mut map = vec![Unit::Byte; len];
    for run in kinds {
        let (unit, width) = match run.kind {
            Kind::F32 => (Unit::F32, 4),
            Kind::F64 => (Unit::F64, 8),
            Kind::Poison => (Unit::Poison, 1),
        };
        for k in 0..run.count {
            let start = (run.offset + k * width) as usize;
            if start + width as usize > len {
                break;
            }
            map[start] = unit;
        }
    }
    // A float start inside another float would compare its bytes twice: keep the first.
    let mut covered_until = 0;
    for (i, unit) in map.iter_mut().enumerate() {
        let width = match unit {
            Unit::F32 => 4,
            Unit::F64 => 8,
            _ => 0,
        };
        if width > 0 {
            if i < covered_until {
                *unit = Unit::Byte;
            } else {
                covered_until = i + width;
            }
        }
    }
    map
}

fn float_at(bytes: &[u8], at: usize, width: usize) -> f64 {
    if width == 4 {
        f64::from(f32::from_le_bytes(
            bytes[at..at + 4].try_into().expect("4 bytes"),
        ))
    } else {
        f64::from_le_bytes(bytes[at..at + 8].try_into().expect("8 bytes"))
    }
}

fn compare_float(expected: &[u8], actual: &[u8], at: usize, width: usize) -> Outcome {
    if expected[at..at + width] == actual[at..at + width] {
        return Outcome::Same;
    }
    let (a, b) = (float_at(expected, at, width), float_at(actual, at, width));
    if a.is_nan() && b.is_nan() {
        return Outcome::Same;
    }
    let (relative, absolute) = if width == 4 {
        F32_TOLERANCE
    } else {
        F64_TOLERANCE
    };
    let difference = (a - b).abs();
    let scale = a.abs().max(b.abs());
    if a.is_finite() && b.is_finite() && difference <= relative * scale + absolute {
        let relative_difference = if scale > 0.0 { difference / scale } else { 0.0 };
        Outcome::Close(relative_difference)
    } else {
        Outcome::Different
    }
}

fn show(bytes: &[u8], unit: Unit) -> String {
    match unit {
        Unit::F32 | Unit::F64 => format!("{:e}", float_at(bytes, 0, bytes.len())),
        _ => format!("0x{}", crate::hex::encode(bytes)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32s(values: &[f32]) -> Vec<u8> {
        values.iter().flat_map(|v| v.to_le_bytes()).collect()
    }

    fn all_f32(count: u64) -> Vec<KindRun> {
        vec![KindRun {
            kind: Kind::F32,
            offset: 0,
            count,
        }]
    }

    #[test]
    fn identical_bytes_are_exact() {
        let mut tally = Tally::default();
        compare("arg0", &[1, 2, 3], &[1, 2, 3], &[], &mut tally);
        assert_eq!(tally.verdict(), Verdict::Exact);
    }

    #[test]
    fn float_one_rounding_apart_is_approximate() {
        let a = 1.2345678f32;
        let b = f32::from_bits(a.to_bits() + 1);
        let mut tally = Tally::default();
        compare(
            "arg0",
            &f32s(&[a, 2.0]),
            &f32s(&[b, 2.0]),
            &all_f32(2),
            &mut tally,
        );
        assert_eq!(tally.verdict(), Verdict::Approximate, "{tally:?}");
        assert_eq!(tally.approximate, 1);
        assert!(tally.max_relative > 0.0 && tally.max_relative < 1e-6);
    }

    #[test]
    fn float_far_apart_is_a_mismatch() {
        let mut tally = Tally::default();
        compare(
            "arg1",
            &f32s(&[1.0, 2.0]),
            &f32s(&[1.0, 2.5]),
            &all_f32(2),
            &mut tally,
        );
        assert_eq!(tally.verdict(), Verdict::Mismatch);
        assert_eq!(tally.examples, ["arg1+4: 2e0 -> 2.5e0"]);
    }

    #[test]
    fn same_bytes_without_float_markers_compare_bit_for_bit() {
        let a = 1.2345678f32;
        let b = f32::from_bits(a.to_bits() + 1);
        let mut tally = Tally::default();
        compare("arg0", &f32s(&[a]), &f32s(&[b]), &[], &mut tally);
        assert_eq!(tally.verdict(), Verdict::Mismatch);
        assert_eq!(tally.mismatched, 1, "one per word, not per byte");
    }

    #[test]
    fn nan_equals_nan_and_poison_is_anything() {
        let nan_a = f32::from_bits(0x7fc0_0000);
        let nan_b = f32::from_bits(0xffc0_0001);
        let mut tally = Tally::default();
        compare(
            "arg0",
            &f32s(&[nan_a]),
            &f32s(&[nan_b]),
            &all_f32(1),
            &mut tally,
        );
        let poison = [KindRun {
            kind: Kind::Poison,
            offset: 0,
            count: 4,
        }];
        compare("arg1", &[1, 2, 3, 4], &[5, 6, 7, 8], &poison, &mut tally);
        assert_eq!(tally.verdict(), Verdict::Exact, "{tally:?}");
    }

    #[test]
    fn infinity_against_a_finite_float_is_a_mismatch() {
        let mut tally = Tally::default();
        compare(
            "arg0",
            &f32s(&[f32::INFINITY]),
            &f32s(&[3.0e38]),
            &all_f32(1),
            &mut tally,
        );
        assert_eq!(tally.verdict(), Verdict::Mismatch);
    }

    #[test]
    fn f64_tolerance_is_tighter() {
        let a = 1.0f64;
        let b = 1.0 + 1e-6;
        let bytes = |v: f64| v.to_le_bytes().to_vec();
        let run = [KindRun {
            kind: Kind::F64,
            offset: 0,
            count: 1,
        }];
        let mut tally = Tally::default();
        compare("arg0", &bytes(a), &bytes(b), &run, &mut tally);
        assert_eq!(tally.verdict(), Verdict::Mismatch);
    }

    #[test]
    fn different_sizes_are_missing_regions() {
        let mut tally = Tally::default();
        compare("@g", &[0; 4], &[0; 8], &[], &mut tally);
        assert_eq!(tally.verdict(), Verdict::Mismatch);
        assert!(tally.summary().contains("@g (4 bytes against 8)"));
    }

    #[test]
    fn runs_join_consecutive_units() {
        let units = [
            (0, Kind::F32),
            (4, Kind::F32),
            (8, Kind::F32),
            (16, Kind::F32),
            (20, Kind::Poison),
            (21, Kind::Poison),
        ];
        assert_eq!(
            runs(units),
            [
                KindRun {
                    kind: Kind::F32,
                    offset: 0,
                    count: 3
                },
                KindRun {
                    kind: Kind::F32,
                    offset: 16,
                    count: 1
                },
                KindRun {
                    kind: Kind::Poison,
                    offset: 20,
                    count: 2
                },
            ]
        );
        assert_eq!(KindRun::parse("f64 8 2").unwrap().bytes(), 16);
        assert!(KindRun::parse("f16 0 1").is_err());
    }
}
