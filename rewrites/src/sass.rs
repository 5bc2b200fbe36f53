//! SASS statistics: what ptxas actually made of a PTX text. kestrel-bench measures with it,
//! and so does the measured LSR choice ([`crate::strength_reduction::choose_measured`]).
//!
//! PTX counts overstate what the passes achieve, because ptxas redoes much of it (strength
//! reduction, rematerialisation, unrolling). So each PTX is assembled with
//! `ptxas -arch=<mcpu>` (`-c` where it calls `.extern .func`s, which a whole-program link
//! would need) and the cubin disassembled with `nvdisasm -c`; [`parse`] reads that text into
//! per-function [`Counts`], static and loop-weighted ([`loop_weight`]).
//!
//! The classifier works on opcodes and, for ptxas's move idioms, operands; it does not model
//! latency or issue slots. Instructions it does not know go to `other` and still count in
//! `total` (NOPs, padding, do not).

mod loops;

use std::{
    collections::HashMap,
    path::{Path, PathBuf},
    process::Command,
    sync::atomic::{AtomicU64, Ordering},
};

/// SASS instructions of one function or program, by class. Each instruction is in exactly
/// one class; `total` is their sum, NOPs excluded.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Integer arithmetic, logic, shifts, selects (`IMAD`, `IADD3`, `LEA`, `SHF`, `LOP3`, ...).
    pub int_alu: u64,
    /// `ISETP`.
    pub int_compare: u64,
    /// `MOV` and ptxas's move idioms (`IMAD.MOV`, `IMAD.U32 Rd, RZ, RZ, x`, `HFMA2.MMA Rd,
    /// -RZ, RZ, ...`).
    pub moves: u64,
    /// The uniform datapath (`UIADD3`, `UMOV`, ...), except `ULDC`, which is a constant load.
    pub uniform: u64,
    /// `LDG`, `STG`, `RED`, `ATOMG`, `LDGSTS`.
    pub global: u64,
    /// Generic-address `LD`, `ST`, `ATOM`.
    pub generic: u64,
    /// `LDS`, `STS`, `ATOMS`, `LDSM`.
    pub shared: u64,
    /// `LDL`, `STL`: spills and local arrays.
    pub local: u64,
    /// `LDC`, `ULDC`.
    pub constant: u64,
    /// `BAR`, `MEMBAR`, `DEPBAR`, `ERRBAR`, `WARPSYNC`.
    pub barrier: u64,
    /// Branches, calls, returns, exits, reconvergence (`BSSY`, `BSYNC`).
    pub control: u64,
    /// Floating point, half and double, `MUFU`, tensor ops.
    pub fp: u64,
    /// `I2F`, `F2I`, `F2F`, `I2I`, `FRND`.
    pub conversion: u64,
    /// Everything else: special registers, shuffles, predicate logic.
    pub other: u64,
    pub total: u64,
}

/// The classes an instruction can fall in, one field of [`Counts`] each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    IntAlu,
    IntCompare,
    Move,
    Uniform,
    Global,
    Generic,
    Shared,
    Local,
    Constant,
    Barrier,
    Control,
    Fp,
    Conversion,
    Other,
}

impl Counts {
    /// Every class by its JSON name, in the report's order, then `total`.
    pub fn named(&self) -> [(&'static str, u64); 15] {
        [
            ("int_alu", self.int_alu),
            ("int_compare", self.int_compare),
            ("moves", self.moves),
            ("uniform", self.uniform),
            ("global", self.global),
            ("generic", self.generic),
            ("shared", self.shared),
            ("local", self.local),
            ("constant", self.constant),
            ("barrier", self.barrier),
            ("control", self.control),
            ("fp", self.fp),
            ("conversion", self.conversion),
            ("other", self.other),
            ("total", self.total),
        ]
    }

    /// Adds `weight` instructions of `class`.
    pub fn add(&mut self, class: Class, weight: u64) {
        let field = match class {
            Class::IntAlu => &mut self.int_alu,
            Class::IntCompare => &mut self.int_compare,
            Class::Move => &mut self.moves,
            Class::Uniform => &mut self.uniform,
            Class::Global => &mut self.global,
            Class::Generic => &mut self.generic,
            Class::Shared => &mut self.shared,
            Class::Local => &mut self.local,
            Class::Constant => &mut self.constant,
            Class::Barrier => &mut self.barrier,
            Class::Control => &mut self.control,
            Class::Fp => &mut self.fp,
            Class::Conversion => &mut self.conversion,
            Class::Other => &mut self.other,
        };
        *field += weight;
        self.total += weight;
    }

    /// Adds every class of `other`.
    pub fn merge(&mut self, other: &Counts) {
        self.int_alu += other.int_alu;
        self.int_compare += other.int_compare;
        self.moves += other.moves;
        self.uniform += other.uniform;
        self.global += other.global;
        self.generic += other.generic;
        self.shared += other.shared;
        self.local += other.local;
        self.constant += other.constant;
        self.barrier += other.barrier;
        self.control += other.control;
        self.fp += other.fp;
        self.conversion += other.conversion;
        self.other += other.other;
        self.total += other.total;
    }

    /// Every memory space together (constant loads excluded: they are operand fetches more
    /// than memory traffic).
    pub fn memory(&self) -> u64 {
        self.global + self.generic + self.shared + self.local
    }

    /// Integer work: ALU and compares.
    pub fn integer(&self) -> u64 {
        self.int_alu + self.int_compare
    }
}

/// One function's statistics.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Function {
    pub name: String,
    pub counts: Counts,
    /// Each instruction counted [`loop_weight`] times.
    pub weighted: Counts,
    /// The registers ptxas gave this function alone (`SHI_REGISTERS`), where it says.
    pub registers: Option<u64>,
    /// A kernel (`STO_CUDA_ENTRY`), not a device function.
    pub entry: bool,
    /// The functions it calls, by name, in order, each once.
    pub callees: Vec<String>,
}

/// A whole cubin's statistics, summed over its functions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub counts: Counts,
    pub weighted: Counts,
}

/// Sums `functions`.
pub fn sum(functions: &[Function]) -> Stats {
    let mut stats = Stats::default();
    for function in functions {
        stats.counts.merge(&function.counts);
        stats.weighted.merge(&function.weighted);
    }
    stats
}

const INT_ALU: &[&str] = &[
    "IMAD", "IMADSP", "IMUL", "IADD", "IADD3", "IADD32I", "ISCADD", "LEA", "SHF", "SHL", "SHR",
    "LOP", "LOP3", "LOP32I", "IMNMX", "SEL", "PRMT", "IABS", "FLO", "POPC", "BREV", "SGXT", "BMSK",
    "BFE", "BFI", "IDP", "IDP4A", "ICMP", "XMAD",
];
const CONTROL: &[&str] = &[
    "BRA",
    "BRX",
    "JMP",
    "JMX",
    "EXIT",
    "RET",
    "CALL",
    "BSSY",
    "BSYNC",
    "BREAK",
    "BPT",
    "KILL",
    "YIELD",
    "NANOSLEEP",
    "RTT",
];
const BARRIER: &[&str] = &[
    "BAR", "MEMBAR", "DEPBAR", "ERRBAR", "WARPSYNC", "CCTL", "FENCE",
];
const CONVERSION: &[&str] = &["I2F", "F2I", "F2F", "I2I", "FRND", "I2FP", "F2FP", "F2IP"];

/// The class of one instruction: `opcode` with its modifiers (`IMAD.MOV.U32`) and its
/// operands as printed (`["R1", "RZ", "RZ", "c[0x0][0x28]"]`).
pub fn classify(opcode: &str, operands: &[&str]) -> Class {
    let base = opcode.split('.').next().unwrap_or_default();
    if let Some(space) = memory_space(base) {
        return space;
    }
    if BARRIER.contains(&base) {
        Class::Barrier
    } else if CONTROL.contains(&base) {
        Class::Control
    } else if base.starts_with('U') {
        Class::Uniform
    } else if is_move(opcode, operands) {
        Class::Move
    } else if base == "ISETP" {
        Class::IntCompare
    } else if INT_ALU.contains(&base) {
        Class::IntAlu
    } else if CONVERSION.contains(&base) {
        Class::Conversion
    } else if is_fp(base) {
        Class::Fp
    } else {
        Class::Other
    }
}

fn memory_space(base: &str) -> Option<Class> {
    Some(match base {
        "LDG" | "STG" | "RED" | "ATOMG" | "LDGSTS" => Class::Global,
        "LD" | "ST" | "ATOM" => Class::Generic,
        "LDS" | "STS" | "ATOMS" | "LDSM" => Class::Shared,
        "LDL" | "STL" => Class::Local,
        "LDC" | "ULDC" => Class::Constant,
        _ => return None,
    })
}

/// ptxas writes register copies and constant materialisations on whichever pipe is free, so
/// `IMAD.MOV`, `IMAD.U32 Rd, RZ, RZ, x` (x * 1 + 0... printed as `RZ, RZ, x`: 0 * 0 + x) and
/// `HFMA2.MMA Rd, -RZ, RZ, a, b` (a constant) are moves, not arithmetic.
fn is_move(opcode: &str, operands: &[&str]) -> bool {
    let base = opcode.split('.').next().unwrap_or_default();
    match base {
        "MOV" | "MOV32I" => true,
        "IMAD" if opcode.starts_with("IMAD.MOV") => true,
        "IMAD" => opcode == "IMAD.U32" && operands.get(1..3) == Some(&["RZ", "RZ"]),
        "HFMA2" => opcode == "HFMA2.MMA" && operands.get(1..3) == Some(&["-RZ", "RZ"]),
        _ => false,
    }
}

fn is_fp(base: &str) -> bool {
    base.starts_with(['F', 'D', 'H']) || matches!(base, "MUFU" | "HMMA" | "IMMA" | "DMMA" | "BMMA")
}

/// One parsed instruction line.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Instruction {
    address: u64,
    class: Class,
    /// The labels control may go to: a branch's or call's one (`.L_x_12` of `` BRA
    /// `(.L_x_12) ``, the function a `CALL` calls), an indirect branch's table (`BRX`'s
    /// `BRANCH_TARGETS`). A `RET.REL` names its function (`` `(k) ``), which is no place it goes.
    targets: Vec<String>,
    flow: Flow,
}

/// Where control goes after an instruction ([`loops`] builds the control-flow graph from it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Flow {
    /// To the next instruction only.
    Next,
    /// `BRA`, `JMP`, `BRX`, `JMX`: to its targets, and to the next instruction too when it is
    /// `conditional` (guarded by a predicate, or taken on a warp state: `BRA.DIV`, `BRA.CONV`).
    /// A jump guarded by `!PT` is never taken: it is [`Flow::Next`].
    Jump { conditional: bool },
    /// `CALL`: into its target when that is a label of the function (an out-of-line helper, or,
    /// guarded, ptxas's loop exits: `@P0 CALL.REL.NOINC` to the code after a loop), and on to
    /// the next instruction, where a helper returns.
    Call,
    /// `EXIT`, `RET`: leaves the function; the next instruction runs only when it is
    /// `conditional`.
    Leave { conditional: bool },
}

impl Instruction {
    fn is_call(&self) -> bool {
        self.flow == Flow::Call
    }
}

/// One `.text.<name>` section as read so far.
#[derive(Default)]
struct Section {
    name: String,
    /// `SHI_REGISTERS` of its `.sectioninfo`.
    registers: Option<u64>,
    /// Its symbol is marked `STO_CUDA_ENTRY`.
    entry: bool,
    instructions: Vec<Instruction>,
    /// Label -> address of the instruction it names.
    labels: HashMap<String, u64>,
}

/// Reads `nvdisasm -c` output into one [`Function`] per `.text.<name>` section.
pub fn parse(disassembly: &str) -> Vec<Function> {
    let mut functions = Vec::new();
    let mut current: Option<Section> = None;
    let mut pending_labels: Vec<String> = Vec::new();
    for line in disassembly.lines() {
        let trimmed = line.trim();
        if let Some(section) = section_directive(trimmed) {
            functions.extend(current.take().map(finish));
            current = text_section(section).map(|name| Section {
                name,
                ..Section::default()
            });
            pending_labels.clear();
        } else if let Some(section) = current.as_mut() {
            if let Some(registers) = shi_registers(trimmed) {
                section.registers = Some(registers);
            } else if trimmed.starts_with(".other") && trimmed.contains("STO_CUDA_ENTRY") {
                section.entry = true;
            } else if let Some(label) = trimmed.strip_suffix(':') {
                pending_labels.push(label.to_string());
            } else if let Some(instruction) = instruction(trimmed) {
                for label in pending_labels.drain(..) {
                    section.labels.insert(label, instruction.address);
                }
                section.instructions.push(instruction);
            }
        }
    }
    functions.extend(current.map(finish));
    functions
}

/// The operands of a `.section` directive (not of `.sectioninfo`, `.sectionflags`, ...).
fn section_directive(line: &str) -> Option<&str> {
    line.strip_prefix(".section")
        .filter(|rest| rest.starts_with(char::is_whitespace))
}

/// The function name of a `.section .text.<name>,"ax",@progbits` line, else `None`.
fn text_section(rest: &str) -> Option<String> {
    let name = rest.trim().split(',').next()?.strip_prefix(".text.")?;
    Some(name.to_string())
}

/// `N` of `.sectioninfo @"SHI_REGISTERS=N"`.
fn shi_registers(line: &str) -> Option<u64> {
    let rest = line.strip_prefix(".sectioninfo")?;
    rest.split("SHI_REGISTERS=").nth(1).map(leading_number)
}

/// The decimal number `text` starts with; 0 when it starts with none.
fn leading_number(text: &str) -> u64 {
    let digits: String = text.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().unwrap_or(0)
}

fn finish(section: Section) -> Function {
    let depths = loops::depths(&section.instructions, &section.labels);
    let mut function = Function {
        name: section.name,
        registers: section.registers,
        entry: section.entry,
        ..Function::default()
    };
    for (instruction, depth) in section.instructions.iter().zip(depths) {
        function.counts.add(instruction.class, 1);
        function.weighted.add(instruction.class, loop_weight(depth));
        if let Some(callee) = instruction
            .targets
            .first()
            .filter(|_| instruction.is_call())
            && !function.callees.contains(callee)
        {
            function.callees.push(callee.clone());
        }
    }
    function
}

/// How many registers the kernels of a relocatable cubin gain at link time: nvlink gives a
/// kernel the most registers any function it may call uses, where `ptxas -c -v` reports the
/// kernel's own (interval's kernel: 24 alone, 96 with the solvers it calls). Summed over the
/// kernels; callees outside the cubin (libdevice) are not counted. 0 for a cubin without calls.
pub fn callee_register_raise(functions: &[Function]) -> u64 {
    let own = functions
        .iter()
        .filter(|f| f.entry)
        .map(|f| f.registers.unwrap_or(0));
    kernels(functions)
        .iter()
        .zip(own)
        .map(|(kernel, own)| kernel.registers.map_or(0, |most| most.saturating_sub(own)))
        .sum()
}

/// One kernel with every function of the cubin it may call: what a launch of it runs.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Kernel {
    pub name: String,
    /// The most registers any of those functions uses (what nvlink gives the kernel); `None`
    /// where ptxas said for none of them.
    pub registers: Option<u64>,
    /// Their loop-weighted counts, summed: a call counts its callee once, so inlining a callee
    /// into a loop weighs its instructions more (interval's solvers).
    pub weighted: Counts,
}

/// Each kernel of `functions` with the functions it may call folded in, in cubin order.
pub fn kernels(functions: &[Function]) -> Vec<Kernel> {
    let by_name: HashMap<&str, &Function> =
        functions.iter().map(|f| (f.name.as_str(), f)).collect();
    functions
        .iter()
        .filter(|f| f.entry)
        .map(|kernel| {
            let mut weighted = Counts::default();
            let mut registers = None;
            for function in reachable(kernel, &by_name) {
                weighted.merge(&function.weighted);
                registers = registers.max(function.registers);
            }
            Kernel {
                name: kernel.name.clone(),
                registers,
                weighted,
            }
        })
        .collect()
}

/// `from` and every function it may call, directly or not, that the cubin defines.
fn reachable<'f>(
    from: &'f Function,
    by_name: &HashMap<&str, &'f Function>,
) -> impl Iterator<Item = &'f Function> {
    let mut seen: Vec<&Function> = vec![from];
    let mut next = 0;
    while next < seen.len() {
        for callee in &seen[next].callees {
            if let Some(f) = by_name.get(callee.as_str())
                && !seen.iter().any(|s| std::ptr::eq(*s, *f))
            {
                seen.push(f);
            }
        }
        next += 1;
    }
    seen.into_iter()
}

/// Parses `/*0190*/ @!P0 BRA `(.L_x_0) ;`; `None` for other lines and for NOPs.
fn instruction(line: &str) -> Option<Instruction> {
    let rest = line.strip_prefix("/*")?;
    let (address, rest) = rest.split_once("*/")?;
    let address = u64::from_str_radix(address.trim(), 16).ok()?;
    // With `-hex`, the encoding follows the `;` as another comment.
    let body = rest.split(';').next()?.trim();
    let mut words = body.splitn(2, char::is_whitespace);
    let mut opcode = words.next()?;
    let mut operands = words.next().unwrap_or_default().trim();
    let mut guard = None;
    if opcode.starts_with('@') {
        guard = Some(opcode);
        let mut words = operands.splitn(2, char::is_whitespace);
        opcode = words.next()?;
        operands = words.next().unwrap_or_default().trim();
    }
    if opcode.is_empty() || opcode.split('.').next() == Some("NOP") {
        return None;
    }
    let operand_list: Vec<&str> = operands.split(',').map(str::trim).collect();
    let flow = flow(opcode, guard);
    let targets = match flow {
        Flow::Leave { .. } => Vec::new(),
        _ => {
            branch_table(operands).unwrap_or_else(|| branch_target(operands).into_iter().collect())
        }
    };
    Some(Instruction {
        address,
        class: classify(opcode, &operand_list),
        targets,
        flow,
    })
}

/// How control leaves an instruction with `opcode`, guarded by predicate `guard` (`@P0`,
/// `@!UP1`, `@PT`, `@!PT`) or not.
fn flow(opcode: &str, guard: Option<&str>) -> Flow {
    let mut parts = opcode.split('.');
    let base = parts.next().unwrap_or_default();
    let never = guard == Some("@!PT");
    let guarded = guard.is_some_and(|g| g != "@PT");
    match base {
        "BRA" | "BRX" | "JMP" | "JMX" if never => Flow::Next,
        "BRA" | "BRX" | "JMP" | "JMX" => Flow::Jump {
            // `.U` only says the branch is uniform; `.DIV`, `.CONV` make it conditional.
            conditional: guarded || parts.any(|modifier| modifier != "U"),
        },
        "CALL" if never => Flow::Next,
        "CALL" => Flow::Call,
        "EXIT" | "RET" if never => Flow::Next,
        "EXIT" | "RET" => Flow::Leave {
            conditional: guarded,
        },
        _ => Flow::Next,
    }
}

/// The label of `` `(.L_x_12) `` in a branch's operands.
fn branch_target(operands: &str) -> Option<String> {
    let start = operands.find("`(")? + 2;
    let end = start + operands[start..].find(')')?;
    Some(operands[start..end].trim().to_string())
}

/// The labels of an indirect branch's table: `BRX R8 -0x8e0 (*"BRANCH_TARGETS
/// .L_x_11,.L_x_46"*)`.
fn branch_table(operands: &str) -> Option<Vec<String>> {
    let start = operands.find("BRANCH_TARGETS")? + "BRANCH_TARGETS".len();
    let list = &operands[start..];
    let end = list.find(['"', '*']).unwrap_or(list.len());
    Some(
        list[..end]
            .split(',')
            .map(str::trim)
            .filter(|label| !label.is_empty())
            .map(str::to_string)
            .collect(),
    )
}

/// Deeper nests stop counting beyond this depth, so a deep nest cannot swamp the sum.
pub const MAX_DEPTH: u32 = 3;

/// How many times an instruction in `depth` loops counts: 4^depth, capped at depth
/// [`MAX_DEPTH`]. A stand-in for dynamic counts: without trip counts, every loop is taken to
/// run four times, which is enough to make loop bodies dominate straight-line code.
pub fn loop_weight(depth: u32) -> u64 {
    4u64.pow(depth.min(MAX_DEPTH))
}

/// Assembles `ptx` (written to `stem.ptx`) with `ptxas -v`: returns its `-v` report and, when
/// `nvdisasm` is given, the cubin's statistics (`None` where disassembly fails); `Err` is
/// ptxas's first error line when it rejects the PTX (or cannot run).
pub fn assemble(
    ptxas: &Path,
    nvdisasm: Option<&Path>,
    ptx: &str,
    stem: &Path,
    mcpu: &str,
) -> Result<(String, Option<Vec<Function>>), String> {
    let input = stem.with_extension("ptx");
    let cubin = stem.with_extension("cubin");
    std::fs::write(&input, ptx).map_err(|e| format!("{}: {e}", input.display()))?;
    let mut command = Command::new(ptxas);
    command.arg(format!("-arch={mcpu}")).arg("-v");
    if needs_linking(ptx) {
        command.arg("-c");
    }
    let output = command
        .arg(&input)
        .arg("-o")
        .arg(&cubin)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", ptxas.display()))?;
    let verbose = String::from_utf8_lossy(&output.stderr).into_owned();
    if !output.status.success() {
        let error = verbose
            .lines()
            .find(|line| line.contains("error"))
            .or_else(|| verbose.lines().next())
            .unwrap_or("failed");
        return Err(error.trim().to_string());
    }
    let functions = nvdisasm.and_then(|tool| disassemble(tool, &cubin));
    Ok((verbose, functions))
}

/// A PTX that declares functions without bodies cannot be linked into an executable cubin by
/// ptxas alone; `-c` makes a relocatable one.
fn needs_linking(ptx: &str) -> bool {
    ptx.contains(".extern .func")
}

/// ptxas and nvdisasm, for measuring in-process ([`Tools::measure`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tools {
    pub ptxas: PathBuf,
    pub nvdisasm: PathBuf,
}

impl Tools {
    /// `ptxas` (nvdisasm beside it) when given, else both found on `PATH`; an error naming
    /// what is missing.
    pub fn locate(ptxas: Option<&Path>) -> Result<Tools, String> {
        match ptxas {
            Some(ptxas) => {
                if !ptxas.is_file() {
                    return Err(format!("ptxas not found at {}", ptxas.display()));
                }
                let nvdisasm = ptxas.with_file_name("nvdisasm");
                if !nvdisasm.is_file() {
                    return Err(format!(
                        "nvdisasm not found beside ptxas (looked for {})",
                        nvdisasm.display()
                    ));
                }
                Ok(Tools {
                    ptxas: ptxas.to_path_buf(),
                    nvdisasm,
                })
            }
            None => Ok(Tools {
                ptxas: on_path("ptxas").ok_or("ptxas not found on PATH")?,
                nvdisasm: on_path("nvdisasm").ok_or("nvdisasm not found on PATH")?,
            }),
        }
    }

    /// Each function of `ptx` as ptxas compiles it for the `.target` the PTX declares;
    /// `Err` when ptxas rejects it or nvdisasm cannot read the cubin. The files it needs are
    /// made in the system's temporary folder and removed.
    pub fn measure(&self, ptx: &str) -> Result<Vec<Function>, String> {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let mcpu = ptx_target(ptx).ok_or("the PTX declares no .target")?;
        let stem = std::env::temp_dir().join(format!(
            "kestrel-measure-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        let result = assemble(&self.ptxas, Some(&self.nvdisasm), ptx, &stem, mcpu);
        for extension in ["ptx", "cubin"] {
            let _ = std::fs::remove_file(stem.with_extension(extension));
        }
        let (_, functions) = result.map_err(|e| format!("ptxas: {e}"))?;
        functions.ok_or_else(|| format!("{} could not read ptxas's cubin", self.nvdisasm.display()))
    }
}

/// `sm_80` of the PTX's `.target sm_80` (or `.target sm_80, debug`).
fn ptx_target(ptx: &str) -> Option<&str> {
    ptx.lines()
        .find_map(|line| line.trim().strip_prefix(".target"))
        .and_then(|rest| rest.split([',', ' ', '\t']).find(|word| !word.is_empty()))
}

/// `name` in one of `PATH`'s folders.
fn on_path(name: &str) -> Option<PathBuf> {
    std::env::split_paths(&std::env::var_os("PATH")?)
        .map(|folder| folder.join(name))
        .find(|candidate| candidate.is_file())
}

fn disassemble(nvdisasm: &Path, cubin: &Path) -> Option<Vec<Function>> {
    let output = Command::new(nvdisasm).arg("-c").arg(cubin).output().ok()?;
    output
        .status
        .success()
        .then(|| parse(&String::from_utf8_lossy(&output.stdout)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// nvdisasm 13.5's format, trimmed from a real `-O3` PolyBench kernel: a preheader, a
    /// loop nested in a loop, predicated instructions, ptxas's move idioms, and the
    /// trap branch to itself after `EXIT`.
    const SAMPLE: &str = "\
\t.target\tsm_80

\t.elftype\t@\"ET_EXEC\"


//--------------------- .nv.info._Z1kPiS_ --------------------------
\t.section\t.nv.info._Z1kPiS_,\"\",@\"SHT_CUDA_INFO\"
\t.align\t4

//--------------------- .text._Z1kPiS_ --------------------------
\t.section\t.text._Z1kPiS_,\"ax\",@progbits
\t.sectioninfo\t@\"SHI_REGISTERS=24\"
\t.align\t128
        .global         _Z1kPiS_
        .type           _Z1kPiS_,@function
        .size           _Z1kPiS_,(.L_x_9 - _Z1kPiS_)
        .other          _Z1kPiS_,@\"STO_CUDA_ENTRY STV_DEFAULT\"
_Z1kPiS_:
.text._Z1kPiS_:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/                   S2R R0, SR_TID.X ;
        /*0020*/                   ULDC.64 UR4, c[0x0][0x118] ;
        /*0030*/                   ISETP.GE.AND P0, PT, R0, c[0x0][0x170], PT ;
        /*0040*/               @P0 EXIT ;
        /*0050*/                   HFMA2.MMA R5, -RZ, RZ, 0, 2.384185791015625e-07 ;
        /*0060*/                   IMAD.MOV.U32 R6, RZ, RZ, RZ ;
        /*0070*/                   IMAD.U32 R7, RZ, RZ, UR4 ;
.L_x_1:
        /*0080*/                   IMAD.WIDE R2, R0, R5, c[0x0][0x160] ;
.L_x_0:
        /*0090*/                   LDG.E R4, [R2.64] ;
        /*00a0*/                   IADD3 R6, R6, 0x1, RZ ;
        /*00b0*/                   STS [R7], R4 ;
        /*00c0*/                   ISETP.NE.AND P1, PT, R6, 0x10, PT ;
        /*00d0*/              @!P1 BRA `(.L_x_0) ;
        /*00e0*/                   BAR.SYNC.DEFER_BLOCKING 0x0 ;
        /*00f0*/                   UIADD3 UR4, UR4, 0x1, URZ ;
        /*0100*/                   LEA.HI.X R3, R0, c[0x0][0x164], RZ, 0x2, P0 ;
        /*0110*/              @UP0 BRA `(.L_x_1) ;
        /*0120*/                   STL [R1], R4 ;
        /*0130*/                   EXIT ;
.L_x_2:
        /*0140*/                   BRA `(.L_x_2);
        /*0150*/                   NOP;
.L_x_9:
";

    #[test]
    fn the_target_comes_from_the_ptx() {
        assert_eq!(
            ptx_target("//\n.version 8.0\n.target sm_80\n"),
            Some("sm_80")
        );
        assert_eq!(ptx_target(".target sm_90a, debug\n"), Some("sm_90a"));
        assert_eq!(ptx_target(".version 8.0\n"), None);
    }

    #[test]
    fn missing_tools_are_named() {
        let error = Tools::locate(Some(Path::new("/no/such/ptxas"))).unwrap_err();
        assert_eq!(error, "ptxas not found at /no/such/ptxas");
    }

    #[test]
    fn classifies_each_instruction_once_and_skips_nops() {
        let functions = parse(SAMPLE);
        assert_eq!(functions.len(), 1, "{functions:?}");
        assert_eq!(functions[0].name, "_Z1kPiS_");
        assert_eq!(
            functions[0].counts,
            Counts {
                int_alu: 3,
                int_compare: 2,
                moves: 4,
                uniform: 1,
                global: 1,
                shared: 1,
                local: 1,
                constant: 1,
                barrier: 1,
                control: 5,
                other: 1,
                total: 21,
                ..Counts::default()
            }
        );
    }

    #[test]
    fn move_idioms_are_moves_but_their_arithmetic_twins_are_not() {
        assert_eq!(
            classify("IMAD.MOV.U32", &["R6", "RZ", "RZ", "RZ"]),
            Class::Move
        );
        assert_eq!(
            classify("IMAD.U32", &["R7", "RZ", "RZ", "UR4"]),
            Class::Move
        );
        assert_eq!(
            classify("IMAD.U32", &["R7", "R2", "RZ", "UR4"]),
            Class::IntAlu
        );
        assert_eq!(
            classify("IMAD.WIDE.U32", &["R2", "RZ", "RZ", "R4"]),
            Class::IntAlu
        );
        assert_eq!(
            classify("HFMA2.MMA", &["R5", "-RZ", "RZ", "0", "1"]),
            Class::Move
        );
        assert_eq!(classify("HFMA2.MMA", &["R5", "R2", "R3", "R4"]), Class::Fp);
        assert_eq!(
            classify("ULDC.64", &["UR4", "c[0x0][0x118]"]),
            Class::Constant
        );
        assert_eq!(classify("UMOV", &["UR4", "URZ"]), Class::Uniform);
        assert_eq!(classify("I2F.U32", &["R0", "R1"]), Class::Conversion);
        assert_eq!(classify("ATOMG.E.ADD", &["PT", "R0"]), Class::Global);
        assert_eq!(classify("LDSM.16.M88.4", &["R0", "[R2]"]), Class::Shared);
    }

    #[test]
    fn loops_weigh_by_nesting_depth() {
        let functions = parse(SAMPLE);
        let weighted = functions[0].weighted;
        // The inner loop [0x90, 0xd0] sits in the outer [0x80, 0x110]: LDG at depth 2.
        assert_eq!(weighted.global, 16);
        // IADD3 at depth 2, LEA.HI.X at depth 1, IMAD.WIDE at depth 1.
        assert_eq!(weighted.int_alu, 16 + 4 + 4);
        // Before the loops and after them: weight 1; the trap branch is no loop.
        assert_eq!(weighted.local, 1);
        assert_eq!(weighted.moves, 4);
        // @P0 EXIT, @!P1 BRA (depth 2), @UP0 BRA (depth 1), EXIT, BRA self.
        assert_eq!(weighted.control, 1 + 16 + 4 + 1 + 1);
    }

    #[test]
    fn loop_weight_is_capped() {
        assert_eq!(loop_weight(0), 1);
        assert_eq!(loop_weight(2), 16);
        assert_eq!(loop_weight(3), 64);
        assert_eq!(loop_weight(6), 64);
    }

    #[test]
    fn back_edges_to_one_header_are_one_loop() {
        let text = "\
\t.section\t.text.k,\"ax\",@progbits
.L_x_0:
        /*0000*/                   IADD3 R0, R0, 0x1, RZ ;
        /*0010*/               @P0 BRA `(.L_x_0) ;
        /*0020*/                   IADD3 R0, R0, 0x2, RZ ;
        /*0030*/               @P1 BRA `(.L_x_0) ;
        /*0040*/                   EXIT ;
";
        let function = &parse(text)[0];
        assert_eq!(function.weighted.int_alu, 8);
        assert_eq!(function.weighted.control, 4 + 4 + 1);
    }

    /// Trimmed from connected_components' cc_count_roots: ptxas's out-of-line warp-vote
    /// helper returns with `RET.REL` to the kernel's own label, the function's first address.
    /// That is no back edge: counted as one, the whole kernel weighed as a loop (x4).
    #[test]
    fn returns_and_calls_close_no_loop() {
        let text = "\
\t.section\t.text.k,\"ax\",@progbits
k:
        /*0000*/                   IADD3 R0, R0, 0x1, RZ ;
        /*0010*/                   CALL.REL.NOINC `($__internal_0_vote) ;
        /*0020*/                   EXIT ;
$__internal_0_vote:
        /*0030*/                   VOTE.ANY R0, PT, !P0 ;
        /*0040*/                   CALL.REL.NOINC `(k) ;
        /*0050*/                   RET.REL.NODEC R2 `(k) ;
";
        let function = &parse(text)[0];
        assert_eq!(function.weighted.int_alu, 1);
        assert_eq!(function.weighted.total, function.counts.total);
    }

    /// Trimmed from connected_components' cc_count_roots: a warp vote's fallback, laid out
    /// after the loop, is entered by a never-taken `@!PT BRA` and jumps back to the vote. By
    /// address that jump closed a loop from the vote to the stub, and the loop body in it
    /// counted at depth 2; it is no cycle of its own, and the stub is in no loop, since it
    /// does not lead back to the loop's latch on any path but through the loop's own body.
    #[test]
    fn out_of_line_stubs_jumping_back_close_no_loop() {
        let text = "\
\t.section\t.text.k,\"ax\",@progbits
k:
        /*0000*/                   S2R R4, SR_TID.X ;
.L_x_5:
        /*0010*/                   IADD3 R8, P0, R4, R11, RZ ;
        /*0020*/              @!PT BRA `(.L_x_2) ;
.L_x_6:
        /*0030*/                   VOTE.ANY R5, PT, P2 ;
        /*0040*/                   IADD3 R11, P0, R2, R11, RZ ;
        /*0050*/               @P0 EXIT ;
        /*0060*/                   BRA `(.L_x_5) ;
.L_x_2:
        /*0070*/                   SEL R5, RZ, 0x1, !P2 ;
        /*0080*/                   MOV R6, 0xa0 ;
        /*0090*/                   CALL.REL.NOINC `($__internal_0_vote) ;
        /*00a0*/                   BRA `(.L_x_6) ;
$__internal_0_vote:
        /*00b0*/                   VOTE.ANY R5, PT, !P0 ;
        /*00c0*/                   RET.REL.NODEC R6 `(k) ;
.L_x_7:
        /*00d0*/                   BRA `(.L_x_7);
";
        let function = &parse(text)[0];
        // Both IADD3s in the loop at depth 1; the stub's SEL at depth 0.
        assert_eq!(function.weighted.int_alu, 4 + 4 + 1);
        // S2R, then the two votes: the loop's at depth 1, the helper's at depth 0.
        assert_eq!(function.weighted.other, 1 + 4 + 1);
    }

    /// Trimmed from small_linalg's lu8_warp_solve: inside a loop, `BRA.DIV` leaves for a
    /// shuffle's fallback when the warp has diverged, and the fallback jumps back into the
    /// loop body. `BRA.DIV` is conditional (the loop body goes on after it), and the stub,
    /// which leads back to the latch, is part of the loop.
    #[test]
    fn divergence_fallbacks_inside_a_loop_are_in_the_loop() {
        let text = "\
\t.section\t.text.k,\"ax\",@progbits
k:
        /*0000*/                   IADD3 R0, R0, 0x1, RZ ;
.L_x_64:
        /*0010*/                   BRA.DIV ~URZ, `(.L_x_50) ;
        /*0020*/                   SHFL.IDX PT, R3, R3, RZ, 0x1f ;
.L_x_181:
        /*0030*/                   IADD3 R2, R2, 0x1, RZ ;
        /*0040*/               @P2 BRA `(.L_x_64) ;
        /*0050*/                   IADD3 R4, R4, 0x1, RZ ;
        /*0060*/                   EXIT ;
.L_x_50:
        /*0070*/                   IADD3 R5, R5, 0x1, RZ ;
        /*0080*/                   CALL.REL.NOINC `($__internal_5_shfl) ;
        /*0090*/                   BRA `(.L_x_181) ;
$__internal_5_shfl:
        /*00a0*/                   IADD3 R6, R6, 0x1, RZ ;
        /*00b0*/                   RET.REL.NODEC R8 `(k) ;
";
        let function = &parse(text)[0];
        // Before and after the loop 1 each; in the loop and its stub 4 each; the helper,
        // which returns to the stub and never reaches the latch itself, 1.
        assert_eq!(function.weighted.int_alu, 1 + 4 + 1 + 4 + 1);
        assert_eq!(
            function.weighted.other, 4,
            "the shuffle after BRA.DIV is in the loop"
        );
    }

    /// Trimmed from spmm_ell_bsr's spmm_bsr4_f64: ptxas leaves a loop with a guarded
    /// `CALL.REL.NOINC` to the code after it, and an indirect branch's targets are its
    /// `BRANCH_TARGETS` (philox_mc's switch in a loop).
    #[test]
    fn guarded_calls_leave_loops_and_indirect_branches_follow_their_tables() {
        let text = "\
\t.section\t.text.k,\"ax\",@progbits
k:
.L_x_27:
        /*0000*/                   IADD3 R9, R9, 0x1, RZ ;
.L_x_22:
        /*0010*/                   IADD3 R0, R0, 0x1, RZ ;
        /*0020*/                   BRX R8 -0x30 (*\"BRANCH_TARGETS .L_x_11,.L_x_46\"*) ;
.L_x_46:
        /*0030*/                   IADD3 R1, R1, 0x1, RZ ;
.L_x_11:
        /*0040*/               @P0 CALL.REL.NOINC `(.L_x_1) ;
        /*0050*/                   BRA `(.L_x_22) ;
.L_x_1:
        /*0060*/                   IADD3 R2, R2, 0x1, RZ ;
        /*0070*/               @P1 BRA `(.L_x_27) ;
        /*0080*/                   EXIT ;
";
        let function = &parse(text)[0];
        // The inner loop's two IADD3s at depth 2; the outer loop's, before the inner loop
        // and after its exit (reached only by the call), at depth 1.
        assert_eq!(function.weighted.int_alu, 4 + 16 + 16 + 4);
        // BRX, CALL and BRA in the inner loop, the outer loop's BRA, EXIT after it.
        assert_eq!(function.weighted.control, 16 + 16 + 16 + 4 + 1);
    }

    #[test]
    fn sections_split_functions_and_other_sections_end_them() {
        let text = "\
\t.section\t.text.a,\"ax\",@progbits
        /*0000*/                   EXIT ;
\t.section\t.nv.shared.a,\"aw\",@nobits
        /*0000*/                   EXIT ;
\t.section\t.text.b,\"ax\",@progbits
        /*0000*/                   LDG.E R0, [R2.64] ;
        /*0010*/                   EXIT ;
";
        let functions = parse(text);
        let names: Vec<&str> = functions.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(names, ["a", "b"]);
        assert_eq!(functions[0].counts.total, 1);
        assert_eq!(sum(&functions).counts.total, 3);
    }

    /// Trimmed from interval's `ptxas -c` cubin: a kernel calling a solver that calls itself
    /// and another function, and a libdevice function the cubin does not define.
    #[test]
    fn kernels_gain_the_registers_of_what_they_may_call() {
        let text = "\
\t.section\t.text.rec,\"ax\",@progbits
\t.sectioninfo\t@\"SHI_REGISTERS=63\"
        /*0000*/                   CALL.ABS.NOINC `(rec) ;
        /*0010*/                   CALL.ABS.NOINC `(leaf) ;
        /*0020*/                   RET.REL.NODEC R20 `(rec) ;
\t.section\t.text.leaf,\"ax\",@progbits
\t.sectioninfo\t@\"SHI_REGISTERS=96\"
        /*0000*/                   RET.REL.NODEC R20 `(leaf) ;
\t.section\t.text.k,\"ax\",@progbits
\t.sectioninfo\t@\"SHI_REGISTERS=24\"
        .other          k,@\"STO_CUDA_ENTRY STV_DEFAULT\"
        /*0000*/                   CALL.ABS.NOINC `(rec) ;
        /*0010*/                   CALL.ABS.NOINC `(__nv_dadd_ru) ;
        /*0020*/                   CALL.ABS.NOINC `(rec) ;
        /*0030*/                   EXIT ;
\t.section\t.text.alone,\"ax\",@progbits
\t.sectioninfo\t@\"SHI_REGISTERS=40\"
        .other          alone,@\"STO_CUDA_ENTRY STV_DEFAULT\"
        /*0000*/                   EXIT ;
";
        let functions = parse(text);
        let kernel = &functions[2];
        assert!(kernel.entry && !functions[0].entry);
        assert_eq!(kernel.registers, Some(24));
        assert_eq!(kernel.callees, ["rec", "__nv_dadd_ru"]);
        assert_eq!(functions[0].callees, ["rec", "leaf"]);
        // k: 96 - 24 through rec -> leaf; alone calls nothing.
        assert_eq!(callee_register_raise(&functions), 72);
        assert_eq!(callee_register_raise(&functions[3..]), 0);
    }
}
