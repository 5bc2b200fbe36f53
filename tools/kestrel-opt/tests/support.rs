//! Helpers shared by the test modules.

#[path = "text_edits.rs"]
mod text_edits;
pub use text_edits::{cast_by_hand, merged_by_hand};

use std::{
    collections::BTreeMap,
    path::{Path, PathBuf},
};

/// The workspace root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("workspace root")
}

/// Runs kestrel-opt in-process; `stdin` feeds input `-`.
pub fn kestrel_opt(args: &[&str], stdin: &[u8]) -> kestrel_opt::Outcome {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let stdin = stdin.to_vec();
    kestrel_opt::run(&args, move || Ok(stdin))
}

/// `ptxas`: `$KESTREL_PTXAS`, `ptxas` on `PATH`, or the PyPI wheel the set-up script installs.
pub fn ptxas() -> PathBuf {
    if let Some(path) = std::env::var_os("KESTREL_PTXAS") {
        return PathBuf::from(path);
    }
    let on_path = std::env::var_os("PATH")
        .into_iter()
        .flat_map(|p| std::env::split_paths(&p).collect::<Vec<_>>());
    for dir in on_path {
        if dir.join("ptxas").is_file() {
            return dir.join("ptxas");
        }
    }
    let output = std::process::Command::new("python3")
        .args(["-c", "import site,sys; print('\\n'.join(site.getsitepackages()+[site.getusersitepackages()]))"])
        .output()
        .expect("python3 runs (the set-up script installs ptxas through pip)");
    for dir in String::from_utf8_lossy(&output.stdout).lines() {
        for wheel in ["nvidia/cu13/bin/ptxas", "nvidia/cuda_nvcc/bin/ptxas"] {
            let candidate = Path::new(dir).join(wheel);
            if candidate.is_file() {
                return candidate;
            }
        }
    }
    panic!("ptxas not found: run scripts/setup.sh or set KESTREL_PTXAS");
}

/// Assembles `ptx` with `ptxas -arch=<arch>`; `Err` carries ptxas's message. PTX that calls
/// external functions (`__nv_*` libdevice math left as declarations) is assembled as a
/// relocatable object (`-c`), where unresolved externs are legal.
pub fn assemble(ptx: &[u8], arch: &str, name: &str) -> Result<(), String> {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("kestrel-ptxas-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let stem: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    let input = dir.join(format!("{stem}.ptx"));
    let output = dir.join(format!("{stem}.cubin"));
    std::fs::write(&input, ptx).expect("write ptx");
    let relocatable = String::from_utf8_lossy(ptx).contains(".extern .func");
    let result = std::process::Command::new(ptxas())
        .arg(format!("-arch={arch}"))
        .args(if relocatable { &["-c"][..] } else { &[][..] })
        .arg(&input)
        .arg("-o")
        .arg(&output)
        .output()
        .expect("ptxas runs");
    let _ = std::fs::remove_file(&input);
    let _ = std::fs::remove_file(&output);
    if result.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&result.stderr).into_owned())
    }
}

/// The vendored CUDA kernel suites under `third_party/`, each with `O1/` and `O3/` `.ll`
/// files: the real-kernel corpus and our own kernels (`third_party/kernels`, issue #38).
pub const CORPUS_SUITES: &[&str] = &["corpus/cuda-samples", "corpus/polybench-acc", "kernels"];

/// The vendored corpus modules at the given optimisation levels, sorted.
pub fn corpus_files(levels: &[&str]) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for suite in CORPUS_SUITES {
        for level in levels {
            let dir = root().join("third_party").join(suite).join(level);
            files.extend(
                std::fs::read_dir(dir)
                    .unwrap()
                    .flatten()
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|e| e == "ll")),
            );
        }
    }
    files.sort();
    files
}

/// PTX opcodes of integer ALU work (address arithmetic and the like).
pub const INTEGER_OPS: &[&str] = &[
    "add", "sub", "mul", "mad", "shl", "shr", "cvt", "cvta", "and", "or", "xor", "not", "neg",
    "min", "max", "abs", "mul24", "mad24", "div", "rem", "bfe", "bfi",
];

/// True for a PTX instruction line doing integer ALU work: one of [`INTEGER_OPS`] whose type
/// suffixes are all integer types (so `cvt.rn.f32.s32` and `add.f32` do not count).
pub fn is_integer_instruction(line: &str) -> bool {
    let line = line.trim();
    let line = match line.strip_prefix('@') {
        Some(rest) => rest.split_once(char::is_whitespace).map_or("", |(_, r)| r),
        None => line,
    };
    let Some(opcode) = line.split_whitespace().next() else {
        return false;
    };
    let mut parts = opcode.trim_end_matches(';').split('.');
    if !parts.next().is_some_and(|op| INTEGER_OPS.contains(&op)) {
        return false;
    }
    let types: Vec<&str> = parts
        .filter(|p| {
            p.len() >= 2
                && matches!(p.as_bytes()[0], b's' | b'u' | b'b' | b'f')
                && p[1..].chars().all(|c| c.is_ascii_digit())
                || *p == "bf16"
                || *p == "pred"
        })
        .collect();
    if types.is_empty() {
        return opcode.starts_with("cvta");
    }
    types
        .iter()
        .all(|t| !t.starts_with('f') && *t != "bf16" && *t != "pred")
}

/// Integer instructions per function of a PTX module.
pub fn integer_instructions(ptx: &str) -> BTreeMap<String, usize> {
    instructions_per_function(ptx, is_integer_instruction)
}

/// Integer instructions per function of a PTX module that lie inside a loop: between a label
/// and a later branch back to it (each line counted once, however deep the nest).
pub fn loop_integer_instructions(ptx: &str) -> BTreeMap<String, usize> {
    let mut counts = BTreeMap::new();
    let mut current: Option<(String, Vec<&str>)> = None;
    let mut finish = |function: Option<(String, Vec<&str>)>| {
        if let Some((name, lines)) = function {
            counts.insert(name, integer_lines_in_loops(&lines));
        }
    };
    for line in ptx.lines() {
        let trimmed = line.trim();
        if (trimmed.contains(".entry ") || trimmed.contains(".func "))
            && !trimmed.contains(".extern")
        {
            finish(current.take());
            current = function_name(trimmed).map(|name| (name, Vec::new()));
        } else if let Some((_, lines)) = &mut current {
            lines.push(trimmed);
        }
    }
    finish(current);
    counts
}

fn integer_lines_in_loops(lines: &[&str]) -> usize {
    let labels: BTreeMap<&str, usize> = lines
        .iter()
        .enumerate()
        .filter_map(|(i, l)| l.strip_suffix(':').map(|label| (label, i)))
        .collect();
    let mut in_loop = vec![false; lines.len()];
    for (end, line) in lines.iter().enumerate() {
        let Some(target) = line.split_once("bra").map(|(_, rest)| {
            rest.split_whitespace()
                .last()
                .unwrap_or("")
                .trim_end_matches(';')
        }) else {
            continue;
        };
        if let Some(&start) = labels.get(target).filter(|&&start| start < end) {
            in_loop[start..=end].iter_mut().for_each(|b| *b = true);
        }
    }
    lines
        .iter()
        .zip(&in_loop)
        .filter(|(l, inside)| **inside && is_integer_instruction(l))
        .count()
}

/// Per function of a PTX module, the instruction lines (trimmed) for which `counted` holds.
pub fn instructions_per_function(
    ptx: &str,
    counted: impl Fn(&str) -> bool,
) -> BTreeMap<String, usize> {
    let mut counts = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in ptx.lines() {
        let trimmed = line.trim_start();
        if (trimmed.contains(".entry ") || trimmed.contains(".func "))
            && !trimmed.contains(".extern")
        {
            current = function_name(trimmed);
            if let Some(name) = &current {
                counts.entry(name.clone()).or_insert(0);
            }
            continue;
        }
        if let Some(name) = &current
            && counted(trimmed)
        {
            *counts.get_mut(name).unwrap() += 1;
        }
    }
    counts
}

/// The name in `.visible .entry name(` or `.func (.param ...) name(`.
pub fn function_name(header: &str) -> Option<String> {
    let after = header
        .split_once(".entry ")
        .or_else(|| header.split_once(".func "))?
        .1
        .trim_start();
    let after = if let Some(rest) = after.strip_prefix('(') {
        rest.split_once(')')?.1.trim_start()
    } else {
        after
    };
    let name: String = after
        .chars()
        .take_while(|c| !c.is_whitespace() && *c != '(')
        .collect();
    (!name.is_empty()).then_some(name)
}

pub fn ptx_of(args: &[&str]) -> String {
    let mut argv = args.to_vec();
    argv.extend(["--emit=ptx", "--mcpu=sm_80"]);
    let outcome = kestrel_opt(&argv, &[]);
    assert_eq!(outcome.code, 0, "{}", outcome.stderr);
    String::from_utf8(outcome.stdout).unwrap()
}

/// ptxas's register count per function (`ptxas -arch=sm_80 -v`), or its error.
pub fn registers(ptx: &str, stem: &str) -> Result<BTreeMap<String, usize>, String> {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("kestrel-regs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join(format!("{stem}.ptx"));
    let output = dir.join(format!("{stem}.cubin"));
    std::fs::write(&input, ptx).unwrap();
    let mut command = std::process::Command::new(ptxas());
    command.arg("-arch=sm_80").arg("-v");
    if ptx.contains(".extern .func") {
        command.arg("-c");
    }
    let result = command.arg(&input).arg("-o").arg(&output).output().unwrap();
    let _ = std::fs::remove_file(&input);
    let _ = std::fs::remove_file(&output);
    let text = String::from_utf8_lossy(&result.stderr).into_owned();
    if !result.status.success() {
        return Err(text);
    }
    let mut counts = BTreeMap::new();
    let mut current = None;
    for line in text.lines() {
        if let Some(rest) = line.split("Compiling entry function '").nth(1)
            && let Some((name, _)) = rest.split_once('\'')
        {
            current = Some(name.to_string());
        } else if let Some(rest) = line.split("Function properties for ").nth(1) {
            current = Some(rest.trim().to_string());
        } else if let Some(rest) = line.split("Used ").nth(1)
            && let Some((n, _)) = rest.split_once(" registers")
            && let (Some(name), Ok(n)) = (&current, n.trim().parse())
        {
            counts.insert(name.clone(), n);
        }
    }
    Ok(counts)
}

/// A file test's text: `relative` is its path under `test/`.
pub fn test_file(relative: &str) -> String {
    let path = root().join("test").join(relative);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// kestrel-opt's arguments, from a file test's first line, `// RUN: <arguments>`.
pub fn run_args(text: &str) -> Option<Vec<String>> {
    let args = text.lines().next()?.strip_prefix("// RUN:")?;
    Some(args.split_whitespace().map(String::from).collect())
}

/// The cases `--split-input-file` makes of `text`, split where kestrel-opt splits (a line
/// `// -----`), each with the number of lines of `text` before it.
pub fn split_cases(text: &str) -> Vec<(usize, &str)> {
    let mut cases = Vec::new();
    let (mut start, mut start_line, mut offset) = (0, 0, 0);
    for (index, line) in text.split_inclusive('\n').enumerate() {
        if line.trim_end() == "// -----" {
            cases.push((start_line, &text[start..offset]));
            start = offset + line.len();
            start_line = index + 1;
        }
        offset += line.len();
    }
    cases.push((start_line, &text[start..]));
    cases
}

/// A case of a pass's file test must not fire when its function's name ends so.
pub const SHOULD_NOT_APPLY: &str = "_should_not_apply";

/// One `// -----` case of a file test in a pass's folder, with its directives: the only
/// `// EXPECT:` and `// SIM-*:` vocabulary of the file tests (see [`Directives`]).
pub struct Case {
    /// The file under `test/`.
    pub file: String,
    pub index: usize,
    /// Lines of the file before the case.
    pub line: usize,
    pub text: String,
    /// The case's kernel (its first `ptx_kernelcc` function), else its first `llvm.func`:
    /// helpers and declarations come before the kernel they serve.
    pub function: Option<String>,
    /// Whether the case has a kernel, which kestrel-sim can run.
    pub kernel: bool,
    /// The directives, or why they do not parse.
    pub directives: Result<Directives, String>,
}

impl Case {
    /// What the case's snapshot and failures are called: its function, else its index.
    pub fn name(&self) -> String {
        self.function
            .clone()
            .unwrap_or_else(|| format!("#{}", self.index))
    }

    pub fn should_not_apply(&self) -> bool {
        self.function
            .as_deref()
            .is_some_and(|f| f.ends_with(SHOULD_NOT_APPLY))
    }

    /// The case as its own input, padded so that positions in diagnostics are the file's.
    pub fn padded(&self) -> String {
        "\n".repeat(self.line) + &self.text
    }
}

/// What a case asks for beyond its name (which says whether the pass must fire). Two
/// directives prove that a case can catch the bug it guards against, by making the wrong
/// transformation by hand and asking kestrel-sim to see it:
/// - `// EXPECT: sync-needed`: the case keeps a sync because of a real conflict, so deleting
///   its syncs must show a race or a difference;
/// - `// UNSOUND-IF-MERGED: %b -> %a`: replacing `%b` by `%a` must show a difference.
/// - `// UNSOUND-IF-IN-SPACE: %p N`: loading and storing through `%p` cast to address space
///   `N` must show a difference (what memory-space-opt must not prove).
///
/// The others set up the simulation:
/// - `// SIM-ARG: <index> <value>`: a kernel parameter (`kestrel_sim::ArgValue` syntax);
/// - `// SIM-BLOCK: x[,y[,z]]` and `// SIM-GRID: x[,y[,z]]` (commas or spaces): the launch
///   (a case that must not fire is simulated too when it gives a grid: the grid is there to
///   show something across blocks);
/// - `// SIM: unsupported (<why>)`: kestrel-sim cannot run the kernel, so it is not simulated.
#[derive(Default)]
pub struct Directives {
    pub sync_needed: bool,
    /// `(%b, %a)` of each `UNSOUND-IF-MERGED` line.
    pub unsound_merges: Vec<(String, String)>,
    /// `(%p, N)` of each `UNSOUND-IF-IN-SPACE` line.
    pub unsound_spaces: Vec<(String, u32)>,
    pub sim_args: BTreeMap<usize, kestrel_sim::ArgValue>,
    pub block: Option<[u32; 3]>,
    pub grid: Option<[u32; 3]>,
    pub sim_unsupported: bool,
}

impl Directives {
    pub fn parse(text: &str) -> Result<Directives, String> {
        let mut directives = Directives::default();
        for line in text.lines().map(str::trim) {
            let Some((key, value)) = line
                .strip_prefix("// ")
                .and_then(|l| l.split_once(':'))
                .filter(|(key, _)| {
                    ["EXPECT", "UNSOUND-IF-MERGED", "UNSOUND-IF-IN-SPACE", "SIM"].contains(key)
                        || key.starts_with("SIM-")
                })
            else {
                continue;
            };
            let value = value.trim();
            match key {
                "EXPECT" if value == "sync-needed" => directives.sync_needed = true,
                "EXPECT" => {
                    return Err(format!(
                        "unknown `// EXPECT: {value}` (known: sync-needed; whether the pass fires is said by the function's name, `{SHOULD_NOT_APPLY}` or not)"
                    ));
                }
                "UNSOUND-IF-MERGED" => {
                    let (from, to) = value
                        .split_once("->")
                        .ok_or_else(|| format!("`{line}`: expected %b -> %a"))?;
                    directives
                        .unsound_merges
                        .push((from.trim().to_string(), to.trim().to_string()));
                }
                "UNSOUND-IF-IN-SPACE" => {
                    let (value_name, space) = value
                        .split_once(' ')
                        .ok_or_else(|| format!("`{line}`: expected %p <space>"))?;
                    let space = space.trim().parse().map_err(|e| format!("`{line}`: {e}"))?;
                    directives
                        .unsound_spaces
                        .push((value_name.trim().to_string(), space));
                }
                "SIM" if value.starts_with("unsupported") => directives.sim_unsupported = true,
                "SIM-ARG" => {
                    let (index, arg) = value
                        .split_once(' ')
                        .ok_or_else(|| format!("`{line}`: expected <index> <value>"))?;
                    let index = index.parse().map_err(|e| format!("`{line}`: {e}"))?;
                    let arg = arg.trim().parse().map_err(|e| format!("`{line}`: {e}"))?;
                    directives.sim_args.insert(index, arg);
                }
                "SIM-BLOCK" => directives.block = Some(dims(line, value)?),
                "SIM-GRID" => directives.grid = Some(dims(line, value)?),
                _ => return Err(format!("unknown directive `{line}`")),
            }
        }
        Ok(directives)
    }

    /// kestrel-sim's configuration for the case.
    pub fn config(&self) -> kestrel_sim::Config {
        let mut config = kestrel_sim::Config {
            args: self.sim_args.clone(),
            ..Default::default()
        };
        if let Some(block) = self.block {
            config.block = block;
            config.block_explicit = true;
        }
        if let Some(grid) = self.grid {
            config.grid = grid;
        }
        config
    }
}

/// `x[,y[,z]]` or `x y z`, missing dimensions 1.
fn dims(line: &str, value: &str) -> Result<[u32; 3], String> {
    let parts: Vec<&str> = value
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|p| !p.is_empty())
        .collect();
    if parts.is_empty() || parts.len() > 3 {
        return Err(format!("`{line}`: expected x[,y[,z]]"));
    }
    let mut dims = [1; 3];
    for (dim, part) in dims.iter_mut().zip(parts) {
        *dim = part.parse().map_err(|e| format!("`{line}`: {e}"))?;
    }
    Ok(dims)
}

/// The case's function (see [`Case::function`]) and whether it is a kernel.
fn case_function(text: &str) -> Option<(String, bool)> {
    let functions: Vec<(bool, String)> = text
        .lines()
        .filter_map(|line| {
            let rest = line.trim_start().strip_prefix("llvm.func ")?;
            let (attributes, name) = rest.split_once('@')?;
            let name: String = name
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || "_.$-".contains(*c))
                .collect();
            Some((attributes.contains("ptx_kernelcc"), name))
        })
        .collect();
    functions
        .iter()
        .find(|(kernel, _)| *kernel)
        .or(functions.first())
        .map(|(kernel, name)| (name.clone(), *kernel))
}

/// Every case of the file test `relative` (under `test/`), in file order.
pub fn file_cases(relative: &str) -> Vec<Case> {
    split_cases(&test_file(relative))
        .into_iter()
        .enumerate()
        .map(|(index, (line, text))| {
            let function = case_function(text);
            Case {
                file: relative.to_string(),
                index,
                line,
                text: text.to_string(),
                kernel: function.as_ref().is_some_and(|(_, kernel)| *kernel),
                function: function.map(|(name, _)| name),
                directives: Directives::parse(text),
            }
        })
        .collect()
}

/// The case of `relative` (under `test/`) whose function is `function`.
pub fn case(relative: &str, function: &str) -> Case {
    file_cases(relative)
        .into_iter()
        .find(|c| c.function.as_deref() == Some(function))
        .unwrap_or_else(|| panic!("test/{relative} has no case @{function}"))
}

/// The case of `relative` whose function is `function`, written alone to a temporary file
/// (for tests that run kestrel-opt on a path, such as `--emit=ptx`); its path.
pub fn case_path(relative: &str, function: &str) -> String {
    // Numbered, so tests running at once never write a file another one is reading.
    static WRITTEN: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = WRITTEN.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("kestrel-cases-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{function}-{n}.mlir"));
    std::fs::write(&path, case(relative, function).text).unwrap();
    path.to_string_lossy().into_owned()
}

/// `text` without the sync ops dead-sync-elim may delete.
pub fn without_syncs(text: &str) -> String {
    text.lines()
        .filter(|l| !is_deletable_sync_line(l))
        .map(|l| format!("{l}\n"))
        .collect()
}

/// Text lines that are sync ops dead-sync-elim may delete.
pub fn is_deletable_sync_line(line: &str) -> bool {
    let line = line.trim_start();
    line.starts_with("nvvm.barrier0")
        || line.starts_with("llvm.fence")
        || line.starts_with("nvvm.fence.sc")
        || line.starts_with("nvvm.memory.barrier")
        || line.contains("\"llvm.nvvm.barrier.cta.sync")
        || line.contains("\"llvm.nvvm.barrier0\"")
        || line.contains("\"llvm.nvvm.membar.")
}

/// `kestrel-opt ARGS -` on `input`, which must succeed; its standard output.
pub fn run_ok(args: &[&str], input: &str) -> String {
    let mut argv = args.to_vec();
    argv.push("-");
    let outcome = kestrel_opt(&argv, input.as_bytes());
    assert_eq!(outcome.code, 0, "{}", outcome.stderr);
    String::from_utf8(outcome.stdout).unwrap()
}

/// One O3 corpus kernel measured before and after a change.
pub struct KernelPair {
    /// `module:kernel`.
    pub kernel: String,
    /// (before, after) of each metric, in the order asked for.
    pub counts: Vec<(usize, usize)>,
    /// ptxas registers (before, after), where ptxas reports them.
    pub registers: (Option<usize>, Option<usize>),
}

/// A count per function of a PTX module.
pub type PtxMetric = fn(&str) -> BTreeMap<String, usize>;

/// Every O3 corpus kernel lowered to PTX with `before_args` and with `after_args` (added to
/// the file's path), measured by each of `metrics` and by ptxas (`tag` keeps the ptxas
/// scratch files of concurrent measurements apart); kernels are those `metrics[0]` finds
/// before.
pub fn corpus_kernel_pairs(
    before_args: &[&str],
    after_args: &[&str],
    tag: &str,
    metrics: &[PtxMetric],
) -> Vec<KernelPair> {
    use rayon::prelude::*;
    corpus_files(&["O3"])
        .par_iter()
        .flat_map(|file| {
            let path = file.to_string_lossy().into_owned();
            let stem = file
                .file_stem()
                .unwrap()
                .to_string_lossy()
                .replace('.', "_");
            let lower = |extra: &[&str]| {
                let mut args = vec![path.as_str()];
                args.extend_from_slice(extra);
                ptx_of(&args)
            };
            let (before, after) = (lower(before_args), lower(after_args));
            let counted: Vec<_> = metrics
                .iter()
                .map(|metric| (metric(&before), metric(&after)))
                .collect();
            let rb = registers(&before, &format!("{stem}_{tag}_off")).unwrap_or_default();
            let ra = registers(&after, &format!("{stem}_{tag}_on")).unwrap_or_default();
            let module = file.file_name().unwrap().to_string_lossy().into_owned();
            let get = |m: &BTreeMap<String, usize>, k: &str| m.get(k).copied().unwrap_or(0);
            counted[0]
                .0
                .keys()
                .map(|k| KernelPair {
                    kernel: format!("{module}:{k}"),
                    counts: counted
                        .iter()
                        .map(|(b, a)| (get(b, k), get(a, k)))
                        .collect(),
                    registers: (rb.get(k).copied(), ra.get(k).copied()),
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Prints, per O3 corpus kernel, integer PTX instructions and ptxas registers without (`-O0`:
/// the same round trip, whose PTX `fidelity::minus_o0_is_ptx_neutral_on_the_corpus` shows equal
/// to llc's on the original file, so both baselines at once) and with `pass_args`, the totals, and the kernels that got worse (`tag` keeps the ptxas scratch
/// files of concurrent measurements apart).
pub fn measure_corpus_ptx(pass_args: &[&str], tag: &str) {
    struct Row {
        kernel: String,
        int_before: usize,
        int_after: usize,
        regs_before: Option<usize>,
        regs_after: Option<usize>,
    }
    let rows: Vec<Row> = corpus_kernel_pairs(&[], pass_args, tag, &[integer_instructions])
        .into_iter()
        .map(|pair| Row {
            kernel: pair.kernel,
            int_before: pair.counts[0].0,
            int_after: pair.counts[0].1,
            regs_before: pair.registers.0,
            regs_after: pair.registers.1,
        })
        .collect();
    let show = |r: Option<usize>| r.map_or("-".to_string(), |n| n.to_string());
    println!("kernel\tint_before\tint_after\tregs_before\tregs_after");
    for row in &rows {
        println!(
            "{}\t{}\t{}\t{}\t{}",
            row.kernel,
            row.int_before,
            row.int_after,
            show(row.regs_before),
            show(row.regs_after)
        );
    }
    let sum = |f: &dyn Fn(&Row) -> usize| rows.iter().map(f).sum::<usize>();
    println!(
        "TOTAL {} functions: integer PTX instructions {} -> {}, registers {} -> {}",
        rows.len(),
        sum(&|r| r.int_before),
        sum(&|r| r.int_after),
        sum(&|r| r.regs_before.unwrap_or(0)),
        sum(&|r| r.regs_after.unwrap_or(0)),
    );
    let worse: Vec<&Row> = rows
        .iter()
        .filter(|r| r.int_after > r.int_before || r.regs_after > r.regs_before)
        .collect();
    for row in worse {
        println!(
            "WORSE {}: integer {} -> {}, registers {} -> {}",
            row.kernel,
            row.int_before,
            row.int_after,
            show(row.regs_before),
            show(row.regs_after)
        );
    }
}

/// The corpus file at `path` as kestrel-opt imports it: the ORIGINAL input of a semantic check.
pub fn original_as_mlir(path: &str) -> String {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    kestrel_dialects::import::to_mlir_text(&bytes, path).unwrap_or_else(|e| panic!("{e}"))
}

/// What the MLIR text `output` means once emitted: its LLVM IR, imported back.
pub fn as_emitted(output: &str) -> String {
    kestrel_dialects::import::reimported_text(output)
        .unwrap_or_else(|e| panic!("the output does not re-import: {e}"))
}

/// Runs `args` (a pass and its remark flag) over every O1/O3 corpus kernel: the run must
/// succeed and, where it changed the module, kestrel-sim must find no difference between the
/// original file and the emitted output, imported back (and with
/// `check_ptx`, ptxas must accept the changed module's PTX). Prints, per changed module and
/// in total, how often each `counters` remark (`(label, text in stderr)`) appeared, and the
/// simulator's verdicts.
pub fn corpus_runs_the_same(
    label: &str,
    args: &[&str],
    counters: &[(&str, &str)],
    check_ptx: bool,
) {
    use kestrel_sim::{Config, diff_modules};
    use rayon::prelude::*;
    struct Run {
        path: String,
        counts: Vec<usize>,
        verdict: Option<&'static str>,
        problem: Option<String>,
    }
    let runs: Vec<Run> = corpus_files(&["O1", "O3"])
        .par_iter()
        .map(|file| {
            let path = file.to_string_lossy().into_owned();
            let before = original_as_mlir(&path);
            let mut argv = args.to_vec();
            argv.push(&path);
            let outcome = kestrel_opt(&argv, &[]);
            assert_eq!(outcome.code, 0, "{path}: {}", outcome.stderr);
            let after = String::from_utf8(outcome.stdout).unwrap();
            let counts = counters
                .iter()
                .map(|(_, text)| outcome.stderr.matches(text).count())
                .collect();
            if after == before {
                return Run {
                    path,
                    counts,
                    verdict: None,
                    problem: None,
                };
            }
            if check_ptx {
                let ptx = kestrel_opt(&["--emit=ptx", "--mcpu=sm_80", "-"], after.as_bytes());
                assert_eq!(ptx.code, 0, "{path}: {}", ptx.stderr);
                let stem = format!("{label}-corpus-{path}")
                    .replace(|c: char| !c.is_ascii_alphanumeric() && c != '-', "_");
                registers(&String::from_utf8_lossy(&ptx.stdout), &stem)
                    .unwrap_or_else(|e| panic!("{path}: ptxas rejects the PTX: {e}"));
            }
            let emitted = as_emitted(&after);
            let (verdict, problem) = match diff_modules(&before, &emitted, &Config::default()) {
                Ok(report) if report.is_different() => {
                    ("different", Some(format!("{path}: {report}")))
                }
                Ok(report) if report.is_inconclusive() => ("inconclusive", None),
                Ok(_) => ("equivalent", None),
                Err(_) => ("not simulated", None),
            };
            Run {
                path,
                counts,
                verdict: Some(verdict),
                problem,
            }
        })
        .collect();
    let describe = |counts: &[usize]| {
        counters
            .iter()
            .zip(counts)
            .map(|((name, _), n)| format!("{n} {name}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut verdicts: BTreeMap<&str, usize> = BTreeMap::new();
    for run in runs.iter().filter(|r| r.verdict.is_some()) {
        let verdict = run.verdict.unwrap_or_default();
        *verdicts.entry(verdict).or_default() += 1;
        println!(
            "{label}: {}: {}, {verdict}",
            run.path,
            describe(&run.counts)
        );
    }
    let totals: Vec<usize> = (0..counters.len())
        .map(|i| runs.iter().map(|r| r.counts[i]).sum())
        .collect();
    println!(
        "{label} over the corpus: {} modules, {} changed, {}; simulator verdicts {verdicts:?}",
        runs.len(),
        runs.iter().filter(|r| r.verdict.is_some()).count(),
        describe(&totals),
    );
    let problems: Vec<_> = runs.iter().filter_map(|r| r.problem.clone()).collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Runs `pipeline` in-process on `source` and prints the result with locations, so tests can
/// see the name locations (`loc("sunkaddr_0"(...))`) that passes give new values.
pub fn run_printing_locations(pipeline: &str, source: &str) -> String {
    use melior::ir::operation::{OperationLike, OperationPrintingFlags};
    let context = kestrel_dialects::new_context(false);
    let mut module = melior::ir::Module::parse(&context, source).expect("test IR parses");
    let elements = kestrel_pipelines::parse(pipeline).unwrap();
    let paths = kestrel_pipelines::function_paths(&module);
    let steps =
        kestrel_pipelines::resolve(&elements, &Default::default(), &paths, &context).unwrap();
    let mut log = Vec::new();
    kestrel_pipelines::run(
        &context,
        &mut module,
        &steps,
        &kestrel_pipelines::RunConfig::default(),
        &mut log,
    )
    .unwrap();
    module
        .as_operation()
        .to_string_with_flags(OperationPrintingFlags::new().enable_debug_info(true, false))
        .unwrap()
}
