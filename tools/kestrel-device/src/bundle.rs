//! The bundle: everything the GPU side needs to launch each kernel, and no MLIR.
//!
//! A folder with `manifest.txt` (line-based text, below), `ptx/*.ptx` (one file per distinct
//! PTX text; versions that compile to the same PTX share it), `inputs/CASE.bin` (a case's
//! buffers then its globals, back to back, in manifest order) and `expected.txt`
//! (kestrel-sim's outputs of the same launches and which bytes hold floats; read by the
//! report, not by the runner).
//!
//! ```text
//! kestrel-device-bundle 1
//! arch sm_90
//! config seed=1 grid=2,1,1 block=64,1,1 buffer-bytes=65536 shared=4096
//! case c000<TAB>FILE<TAB>KERNEL            one per kernel launched
//! launch GX GY GZ BX BY BZ SHARED_BYTES
//! param bytes HEX                          a parameter's bytes, little-endian
//! param buffer N                           the device address of buffer N
//! buffer NAME SIZE output|byval [tile N]   byval: its bytes are a parameter's, not memory;
//!                                          tile: N device bytes, the SIZE input repeated
//! scaled CASE                              a timing launch scaling CASE (no expected outputs)
//! global NAME SIZE                         a host-written global, set before the launch
//! version NAME PTX_FILE                    llc, O0, O3, nvcc
//! note TEXT                                kestrel-sim's remarks on the launch (races, ...)
//! end
//! skip FILE<TAB>KERNEL<TAB>REASON          kernels not launched, and why
//! ```
#![forbid(unsafe_code)]

use crate::{
    compare::KindRun,
    hex,
    outputs::{self, Output},
};
use std::{
    fmt::Write as _,
    path::{Path, PathBuf},
};

pub const MANIFEST: &str = "manifest.txt";
pub const EXPECTED: &str = "expected.txt";
const MAGIC: &str = "kestrel-device-bundle 1";

/// A whole bundle.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Bundle {
    /// The GPU architecture the PTX targets (`sm_90`).
    pub arch: String,
    /// The kestrel-sim configuration the inputs and expected outputs come from, as text.
    pub config: String,
    pub cases: Vec<Case>,
    pub skipped: Vec<Skipped>,
}

/// One kernel launch, the same for every version.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Case {
    pub id: String,
    /// The kernel file (as given to kestrel-bench) and the kernel's symbol.
    pub file: String,
    pub kernel: String,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub shared_bytes: u32,
    pub params: Vec<Param>,
    pub buffers: Vec<Buffer>,
    pub globals: Vec<Global>,
    pub versions: Vec<Version>,
    pub notes: Vec<String>,
    /// For a timing launch at scale: the id of the case it scales. Its outputs are compared
    /// across versions by digest only; kestrel-sim has not run it.
    pub scaled_from: Option<String>,
}

/// A kernel parameter as the launch passes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Param {
    /// The parameter's bytes (a scalar, little-endian; a `byval` struct's contents).
    Bytes(Vec<u8>),
    /// The device address of the case's buffer with this index.
    Buffer(usize),
}

/// A device buffer a pointer parameter points to, or a `byval` parameter's contents.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Buffer {
    /// `argN`, after the parameter.
    pub name: String,
    pub input: Vec<u8>,
    /// A `byval` parameter's contents: passed by value, so nothing to read back.
    pub byval: bool,
    /// Device bytes when larger than the input, which is then repeated to fill them (a
    /// timing launch's buffers: kestrel-sim's values, so floats stay in their ranges).
    pub tile_to: Option<usize>,
}

impl Buffer {
    /// The bytes the device buffer starts with: the input, repeated to [`Buffer::tile_to`].
    pub fn device_input(&self) -> Vec<u8> {
        match self.tile_to {
            Some(size) if size > self.input.len() && !self.input.is_empty() => {
                self.input.iter().copied().cycle().take(size).collect()
            }
            _ => self.input.clone(),
        }
    }
}

/// A host-written (`externally_initialized`) global: set through `cuModuleGetGlobal` before
/// the launch and read back after it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Global {
    /// The PTX symbol.
    pub name: String,
    pub input: Vec<u8>,
}

/// One compilation of the case's kernel file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Version {
    /// `llc`, `O0`, `O3`, `nvcc`.
    pub name: String,
    /// The PTX file, relative to the bundle.
    pub ptx: String,
}

/// A kernel that is not launched, and why.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Skipped {
    pub file: String,
    pub kernel: String,
    pub reason: String,
}

/// kestrel-sim's run of one case: its outputs (changes from the inputs) and, per output,
/// which bytes hold floats and which are poison.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Expected {
    pub case: String,
    pub outputs: Vec<Output>,
    /// Per output (same order), the runs of float and poison units.
    pub kinds: Vec<Vec<KindRun>>,
}

impl Case {
    /// The regions read back after a launch: the non-`byval` buffers, then the globals,
    /// each with its input bytes.
    pub fn output_inputs(&self) -> Vec<(&str, &[u8])> {
        let buffers = self
            .buffers
            .iter()
            .filter(|b| !b.byval)
            .map(|b| (b.name.as_str(), b.input.as_slice()));
        let globals = self
            .globals
            .iter()
            .map(|g| (g.name.as_str(), g.input.as_slice()));
        buffers.chain(globals).collect()
    }
}

/// The name of the PTX file holding `ptx`: a hash of the text, so identical PTX is stored once.
pub fn ptx_file_name(ptx: &str) -> String {
    let mut digest = Digest::default();
    digest.add(ptx.as_bytes());
    format!("ptx/{:016x}.ptx", digest.0)
}

/// FNV-1a, 64 bits: stable across builds and machines, unlike std's hasher.
pub struct Digest(pub u64);

impl Default for Digest {
    fn default() -> Self {
        Self(0xcbf2_9ce4_8422_2325)
    }
}

impl Digest {
    pub fn add(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// Writes `ptx` into the bundle folder `dir` (once per distinct text) and returns its file name.
pub fn write_ptx(dir: &Path, ptx: &str) -> Result<String, String> {
    let name = ptx_file_name(ptx);
    let path = dir.join(&name);
    if !path.is_file() {
        std::fs::create_dir_all(dir.join("ptx")).map_err(|e| format!("{}: {e}", dir.display()))?;
        std::fs::write(&path, ptx).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(name)
}

impl Bundle {
    /// Writes the manifest and the input files into `dir` (the PTX files are written as the
    /// versions are made, by [`write_ptx`]) and `expected` into `expected.txt`.
    pub fn write(&self, dir: &Path, expected: &[Expected]) -> Result<(), String> {
        let inputs = dir.join("inputs");
        std::fs::create_dir_all(&inputs).map_err(|e| format!("{}: {e}", inputs.display()))?;
        for case in self.cases.iter().filter(|c| c.scaled_from.is_none()) {
            let mut bytes = Vec::new();
            for buffer in &case.buffers {
                bytes.extend_from_slice(&buffer.input);
            }
            for global in &case.globals {
                bytes.extend_from_slice(&global.input);
            }
            let path = inputs.join(format!("{}.bin", case.id));
            std::fs::write(&path, bytes).map_err(|e| format!("{}: {e}", path.display()))?;
        }
        write_file(&dir.join(MANIFEST), &self.manifest())?;
        write_file(&dir.join(EXPECTED), &expected_text(expected))
    }

    /// The manifest text.
    pub fn manifest(&self) -> String {
        let mut text = format!("{MAGIC}\narch {}\nconfig {}\n", self.arch, self.config);
        for case in &self.cases {
            let _ = writeln!(text, "case {}\t{}\t{}", case.id, case.file, case.kernel);
            let [gx, gy, gz] = case.grid;
            let [bx, by, bz] = case.block;
            let _ = writeln!(
                text,
                "launch {gx} {gy} {gz} {bx} {by} {bz} {}",
                case.shared_bytes
            );
            for param in &case.params {
                match param {
                    Param::Bytes(bytes) => {
                        let _ = writeln!(text, "param bytes {}", hex::encode(bytes));
                    }
                    Param::Buffer(index) => {
                        let _ = writeln!(text, "param buffer {index}");
                    }
                }
            }
            if let Some(of) = &case.scaled_from {
                let _ = writeln!(text, "scaled {of}");
            }
            for buffer in &case.buffers {
                let role = if buffer.byval { "byval" } else { "output" };
                let _ = write!(text, "buffer {} {} {role}", buffer.name, buffer.input.len());
                if let Some(size) = buffer.tile_to {
                    let _ = write!(text, " tile {size}");
                }
                text.push('\n');
            }
            for global in &case.globals {
                let _ = writeln!(text, "global {} {}", global.name, global.input.len());
            }
            for version in &case.versions {
                let _ = writeln!(text, "version {} {}", version.name, version.ptx);
            }
            for note in &case.notes {
                let _ = writeln!(text, "note {}", one_line(note));
            }
            text.push_str("end\n");
        }
        for skipped in &self.skipped {
            let _ = writeln!(
                text,
                "skip {}\t{}\t{}",
                skipped.file,
                skipped.kernel,
                one_line(&skipped.reason)
            );
        }
        text
    }

    /// Reads the manifest and input files of the bundle in `dir`.
    pub fn read(dir: &Path) -> Result<Self, String> {
        let path = dir.join(MANIFEST);
        let text =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let mut bundle =
            Self::parse_manifest(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        for case in bundle.cases.iter_mut().filter(|c| c.scaled_from.is_none()) {
            let path = dir.join("inputs").join(format!("{}.bin", case.id));
            let bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            fill_inputs(case, &bytes).map_err(|e| format!("{}: {e}", path.display()))?;
        }
        // A timing launch starts from its case's inputs, which the bundle holds once.
        for index in 0..bundle.cases.len() {
            let Some(of) = bundle.cases[index].scaled_from.clone() else {
                continue;
            };
            let source = bundle
                .cases
                .iter()
                .find(|c| c.id == of && c.scaled_from.is_none())
                .ok_or_else(|| format!("{}: scaled from a missing case {of}", path.display()))?;
            let (buffers, globals) = (source.buffers.clone(), source.globals.clone());
            let case = &mut bundle.cases[index];
            let mut bytes = Vec::new();
            for buffer in &buffers {
                bytes.extend_from_slice(&buffer.input);
            }
            for global in &globals {
                bytes.extend_from_slice(&global.input);
            }
            fill_inputs(case, &bytes)
                .map_err(|e| format!("{}: {} from {of}: {e}", path.display(), case.id))?;
        }
        Ok(bundle)
    }

    /// Parses a manifest; buffers and globals get zeroed inputs of their sizes.
    pub fn parse_manifest(text: &str) -> Result<Self, String> {
        let mut lines = text.lines().enumerate();
        match lines.next() {
            Some((_, MAGIC)) => {}
            _ => {
                return Err(format!(
                    "not a bundle manifest (the first line is not '{MAGIC}')"
                ));
            }
        }
        let mut bundle = Bundle::default();
        let mut case: Option<Case> = None;
        for (index, line) in lines {
            let at = |message: String| format!("line {}: {message}", index + 1);
            let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
            match (key, case.as_mut()) {
                ("arch", None) => bundle.arch = rest.to_string(),
                ("config", None) => bundle.config = rest.to_string(),
                ("case", None) => {
                    let [id, file, kernel] = tabbed(rest).map_err(at)?;
                    case = Some(Case {
                        id,
                        file,
                        kernel,
                        ..Case::default()
                    });
                }
                ("skip", None) => {
                    let [file, kernel, reason] = tabbed(rest).map_err(at)?;
                    bundle.skipped.push(Skipped {
                        file,
                        kernel,
                        reason,
                    });
                }
                ("end", Some(_)) => bundle.cases.extend(case.take()),
                (_, Some(open)) => read_case_line(open, key, rest).map_err(at)?,
                _ => return Err(at(format!("unexpected '{key}'"))),
            }
        }
        if let Some(open) = case {
            return Err(format!("case {} has no 'end'", open.id));
        }
        Ok(bundle)
    }
}

/// One line inside a `case` block.
fn read_case_line(case: &mut Case, key: &str, rest: &str) -> Result<(), String> {
    let words: Vec<&str> = rest.split(' ').collect();
    match (key, words.as_slice()) {
        ("launch", numbers) if numbers.len() == 7 => {
            let n: Vec<u32> = numbers
                .iter()
                .map(|n| n.parse().map_err(|_| format!("bad number '{n}'")))
                .collect::<Result<_, _>>()?;
            case.grid = [n[0], n[1], n[2]];
            case.block = [n[3], n[4], n[5]];
            case.shared_bytes = n[6];
        }
        ("param", ["bytes", bytes]) => case.params.push(Param::Bytes(hex::decode(bytes)?)),
        ("param", ["buffer", index]) => {
            let index: usize = index.parse().map_err(|_| format!("bad buffer '{index}'"))?;
            case.params.push(Param::Buffer(index));
        }
        ("buffer", [name, size, role @ ("output" | "byval"), tile @ ..]) => {
            let tile_to = match tile {
                [] => None,
                ["tile", bytes] => Some(parse_size(bytes)?),
                _ => return Err(format!("bad 'buffer' line in case {}", case.id)),
            };
            case.buffers.push(Buffer {
                name: name.to_string(),
                input: vec![0; parse_size(size)?],
                byval: *role == "byval",
                tile_to,
            })
        }
        ("scaled", [of]) => case.scaled_from = Some(of.to_string()),
        ("global", [name, size]) => case.globals.push(Global {
            name: name.to_string(),
            input: vec![0; parse_size(size)?],
        }),
        ("version", [name, ptx]) => case.versions.push(Version {
            name: name.to_string(),
            ptx: ptx.to_string(),
        }),
        ("note", _) => case.notes.push(rest.to_string()),
        _ => return Err(format!("bad '{key}' line in case {}", case.id)),
    }
    Ok(())
}

/// Sizes up to 1 GiB (what kestrel-sim allows).
fn parse_size(size: &str) -> Result<usize, String> {
    size.parse::<usize>()
        .ok()
        .filter(|&n| n <= 1 << 30)
        .ok_or_else(|| format!("bad size '{size}'"))
}

/// Splits `buffers then globals` input bytes over the case's regions.
fn fill_inputs(case: &mut Case, bytes: &[u8]) -> Result<(), String> {
    let expected: usize = case.buffers.iter().map(|b| b.input.len()).sum::<usize>()
        + case.globals.iter().map(|g| g.input.len()).sum::<usize>();
    if bytes.len() != expected {
        return Err(format!(
            "{} bytes, the manifest says {expected}",
            bytes.len()
        ));
    }
    let mut at = 0;
    let regions = case
        .buffers
        .iter_mut()
        .map(|b| &mut b.input)
        .chain(case.globals.iter_mut().map(|g| &mut g.input));
    for input in regions {
        let len = input.len();
        input.copy_from_slice(&bytes[at..at + len]);
        at += len;
    }
    for param in &case.params {
        if let Param::Buffer(index) = param
            && *index >= case.buffers.len()
        {
            return Err(format!("a parameter points to missing buffer {index}"));
        }
    }
    Ok(())
}

fn tabbed<const N: usize>(rest: &str) -> Result<[String; N], String> {
    let fields: Vec<String> = rest.split('\t').map(str::to_string).collect();
    fields.try_into().map_err(|fields: Vec<String>| {
        format!("{N} tab-separated fields expected, {} found", fields.len())
    })
}

/// Text for a one-line field: tabs and line breaks become spaces.
fn one_line(text: &str) -> String {
    text.replace(['\n', '\r', '\t'], " ")
}

fn write_file(path: &Path, text: &str) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
}

/// `expected.txt`: per case, kestrel-sim's outputs and their float/poison runs.
fn expected_text(expected: &[Expected]) -> String {
    let mut text = String::from("kestrel-device-expected 1\n");
    for case in expected {
        let _ = writeln!(text, "case {}", case.case);
        for (output, kinds) in case.outputs.iter().zip(&case.kinds) {
            output.write(&mut text);
            for run in kinds {
                let _ = writeln!(
                    text,
                    "kind {} {} {}",
                    run.kind.name(),
                    run.offset,
                    run.count
                );
            }
        }
        text.push_str("end\n");
    }
    text
}

/// Reads `expected.txt` of the bundle in `dir`.
pub fn read_expected(dir: &Path) -> Result<Vec<Expected>, String> {
    let path: PathBuf = dir.join(EXPECTED);
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    parse_expected(&text).map_err(|e| format!("{}: {e}", path.display()))
}

pub fn parse_expected(text: &str) -> Result<Vec<Expected>, String> {
    let mut lines = text.lines().enumerate();
    if lines.next().map(|(_, l)| l) != Some("kestrel-device-expected 1") {
        return Err("not an expected-outputs file".to_string());
    }
    let mut all = Vec::new();
    let mut case: Option<Expected> = None;
    for (index, line) in lines {
        let at = |message: String| format!("line {}: {message}", index + 1);
        let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
        match (key, case.as_mut()) {
            ("case", None) => {
                case = Some(Expected {
                    case: rest.to_string(),
                    ..Expected::default()
                })
            }
            ("output", Some(open)) => {
                open.outputs.push(outputs::read_output(rest).map_err(at)?);
                open.kinds.push(Vec::new());
            }
            ("change", Some(open)) => {
                let output = open
                    .outputs
                    .last_mut()
                    .ok_or_else(|| at("change before output".into()))?;
                outputs::read_change(output, rest).map_err(at)?;
            }
            ("kind", Some(open)) => {
                let run = KindRun::parse(rest).map_err(at)?;
                open.kinds
                    .last_mut()
                    .ok_or_else(|| at("kind before output".into()))?
                    .push(run);
            }
            ("end", Some(_)) => all.extend(case.take()),
            _ => return Err(at(format!("unexpected '{key}'"))),
        }
    }
    if case.is_some() {
        return Err("the last case has no 'end'".to_string());
    }
    Ok(all)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::Kind;

    pub(crate) fn sample_case() -> Case {
        Case {
            id: "c000".into(),
            file: "dir/k.ll".into(),
            kernel: "_Z3addPfS_i".into(),
            grid: [2, 1, 1],
            block: [64, 1, 1],
            shared_bytes: 4096,
            params: vec![
                Param::Buffer(0),
                Param::Bytes(vec![7, 0, 0, 0]),
                Param::Buffer(1),
            ],
            buffers: vec![
                Buffer {
                    name: "arg0".into(),
                    input: vec![1, 2, 3, 4, 5, 6, 7, 8],
                    byval: false,
                    tile_to: None,
                },
                Buffer {
                    name: "arg2".into(),
                    input: vec![9; 12],
                    byval: true,
                    tile_to: None,
                },
            ],
            globals: vec![Global {
                name: "c_Table".into(),
                input: vec![42; 6],
            }],
            versions: vec![
                Version {
                    name: "llc".into(),
                    ptx: "ptx/a.ptx".into(),
                },
                Version {
                    name: "O3".into(),
                    ptx: "ptx/b.ptx".into(),
                },
            ],
            notes: vec!["races: 2 (first at arg0+4)".into()],
            scaled_from: None,
        }
    }

    /// [`sample_case`]'s timing launch at scale: tiled buffers, no expected outputs.
    fn sample_scaled_case() -> Case {
        let mut case = sample_case();
        case.id = "c000s".into();
        case.grid = [64, 1, 1];
        case.params[1] = Param::Bytes(vec![224, 0, 0, 0]);
        case.buffers[0].tile_to = Some(20);
        case.notes.clear();
        case.scaled_from = Some("c000".into());
        case
    }

    #[test]
    fn tiled_buffers_repeat_their_input() {
        let case = sample_scaled_case();
        assert_eq!(
            case.buffers[0].device_input(),
            [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4]
        );
        assert_eq!(case.buffers[1].device_input(), vec![9; 12]);
    }

    #[test]
    fn bundle_round_trips_through_its_folder() {
        let dir =
            std::env::temp_dir().join(format!("kestrel-device-bundle-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let bundle = Bundle {
            arch: "sm_90".into(),
            config: "seed=1".into(),
            cases: vec![sample_case(), sample_scaled_case()],
            skipped: vec![Skipped {
                file: "dir/k.ll".into(),
                kernel: "_Z4texPf".into(),
                reason: "unsupported: texture".into(),
            }],
        };
        let expected_case = Expected {
            case: "c000".into(),
            outputs: vec![Output::diff(
                "arg0",
                &[1, 2, 3, 4, 5, 6, 7, 8],
                &[1, 2, 3, 4, 0, 0, 128, 63],
            )],
            kinds: vec![vec![KindRun {
                kind: Kind::F32,
                offset: 4,
                count: 1,
            }]],
        };
        bundle
            .write(&dir, std::slice::from_ref(&expected_case))
            .unwrap();
        let read = Bundle::read(&dir).unwrap();
        assert_eq!(read, bundle);
        let expected = read_expected(&dir).unwrap();
        assert_eq!(expected, vec![expected_case]);
        assert_eq!(
            read.cases[0].output_inputs(),
            vec![
                ("arg0", &[1u8, 2, 3, 4, 5, 6, 7, 8][..]),
                ("c_Table", &[42u8; 6][..])
            ]
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn manifest_errors_name_the_line() {
        let text = format!("{MAGIC}\ncase c0\tf\tk\nlaunch 1 1 1\nend\n");
        let error = Bundle::parse_manifest(&text).unwrap_err();
        assert!(error.starts_with("line 3: bad 'launch' line"), "{error}");
        assert!(
            Bundle::parse_manifest("hello\n")
                .unwrap_err()
                .contains("not a bundle")
        );
        let open = format!("{MAGIC}\ncase c0\tf\tk\n");
        assert!(
            Bundle::parse_manifest(&open)
                .unwrap_err()
                .contains("no 'end'")
        );
    }

    #[test]
    fn input_file_of_the_wrong_size_is_an_error() {
        let mut case = sample_case();
        let error = fill_inputs(&mut case, &[0; 5]).unwrap_err();
        assert!(error.contains("the manifest says 26"), "{error}");
    }

    #[test]
    fn notes_and_reasons_stay_on_one_line() {
        assert_eq!(one_line("a\tb\nc"), "a b c");
    }

    #[test]
    fn identical_ptx_is_stored_once() {
        assert_eq!(ptx_file_name("a"), ptx_file_name("a"));
        assert_ne!(ptx_file_name("a"), ptx_file_name("b"));
    }
}
