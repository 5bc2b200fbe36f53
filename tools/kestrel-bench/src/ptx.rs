//! Counting PTX instructions by class, and reading `ptxas -v`.

/// Instructions of one PTX text, by class. A class counts each instruction once; `total` is
/// every instruction, labels and directives excluded.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Integer arithmetic, logic, shifts, compares and selects on integer types.
    pub int_alu: u64,
    /// `cvt`, `cvta`.
    pub conversion: u64,
    /// Loads, stores, atomics, reductions, async copies.
    pub memory: u64,
    /// `bar`, `barrier`, `membar`, `fence`.
    pub barrier: u64,
    pub total: u64,
}

const INT_OPS: &[&str] = &[
    "add", "sub", "mul", "mad", "mul24", "mad24", "sad", "div", "rem", "abs", "neg", "min", "max",
    "shl", "shr", "and", "or", "xor", "not", "cnot", "popc", "clz", "bfe", "bfi", "brev", "bfind",
    "shf", "prmt", "lop3", "dp4a", "dp2a", "setp", "selp", "addc", "subc", "madc",
];
const INT_TYPES: &[&str] = &[
    "s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64", "b8", "b16", "b32", "b64", "pred",
];
const MEMORY_OPS: &[&str] = &[
    "ld", "ldu", "st", "atom", "red", "cp", "prefetch", "ldmatrix", "stmatrix", "tex", "suld",
    "sust",
];

/// Counts the instructions of `ptx`.
pub fn count(ptx: &str) -> Counts {
    let mut counts = Counts::default();
    for line in ptx.lines() {
        let Some(opcode) = opcode(line) else {
            continue;
        };
        let mut parts = opcode.split('.');
        let base = parts.next().unwrap_or_default();
        let suffixes: Vec<&str> = parts.collect();
        counts.total += 1;
        if matches!(base, "bar" | "barrier" | "membar" | "fence") {
            counts.barrier += 1;
        } else if matches!(base, "cvt" | "cvta") {
            counts.conversion += 1;
        } else if MEMORY_OPS.contains(&base) {
            counts.memory += 1;
        } else if INT_OPS.contains(&base)
            && suffixes.last().is_some_and(|t| INT_TYPES.contains(t))
            && !suffixes.iter().any(|s| s.starts_with('f'))
        {
            counts.int_alu += 1;
        }
    }
    counts
}

/// The opcode of an instruction line (`add.s32`), or `None` for labels, directives, braces
/// and comments. A predicate guard (`@%p1`, `@!%p1`) is skipped.
fn opcode(line: &str) -> Option<&str> {
    let line = line.split("//").next().unwrap_or_default().trim();
    if line.is_empty() || line.starts_with(['.', '{', '}', '$', ')', '(']) || line.ends_with(':') {
        return None;
    }
    let mut words = line.split_whitespace();
    let mut first = words.next()?;
    if first.starts_with('@') {
        first = words.next()?;
    }
    let opcode = first.trim_end_matches(';');
    opcode
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_lowercase())
        .then_some(opcode)
}

/// Registers and spill bytes from `ptxas -v`, summed over the functions it reports.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Resources {
    pub registers: u64,
    pub spill_stores: u64,
    pub spill_loads: u64,
}

/// Reads `ptxas -v` output (`Used 12 registers`, `8 bytes spill stores, 8 bytes spill loads`).
pub fn resources(ptxas_verbose: &str) -> Resources {
    let mut found = Resources::default();
    for line in ptxas_verbose.lines() {
        if let Some(rest) = line.split("Used ").nth(1) {
            found.registers += leading_number(rest);
        }
        if let Some((before, _)) = line.split_once(" bytes spill stores") {
            found.spill_stores += trailing_number(before);
        }
        if let Some((before, _)) = line.split_once(" bytes spill loads") {
            found.spill_loads += trailing_number(before);
        }
    }
    found
}

pub(crate) fn leading_number(text: &str) -> u64 {
    let digits: String = text.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().unwrap_or(0)
}

fn trailing_number(text: &str) -> u64 {
    let digits: String = text
        .chars()
        .rev()
        .take_while(char::is_ascii_digit)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    digits.parse().unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_each_class_once() {
        let ptx = "\
.visible .entry k(
\t.param .u64 k_param_0
)
{
\t.reg .b32 %r<4>;
\tld.param.b64 %rd1, [k_param_0];
\tmov.u32 %r1, %tid.x;
\tmul.wide.u32 %rd2, %r1, 4;
\tadd.s64 %rd3, %rd1, %rd2;
\tcvta.to.global.u64 %rd4, %rd3;
\tadd.rn.f32 %r2, %r3, %r3;
\tsetp.lt.s32 %p1, %r1, 4;
$L__BB0_1:
\t@%p1 bra $L__BB0_1;
\tbar.sync 0;
\tst.shared.b32 [%rd3], %r2; // store
\tret;
}
";
        assert_eq!(
            count(ptx),
            Counts {
                int_alu: 3,
                conversion: 1,
                memory: 2,
                barrier: 1,
                total: 11,
            }
        );
    }

    #[test]
    fn reads_registers_and_spills() {
        let verbose = "\
ptxas info    : Compiling entry function 'k' for 'sm_80'
ptxas info    : Function properties for k
    8 bytes stack frame, 4 bytes spill stores, 12 bytes spill loads
ptxas info    : Used 23 registers, used 0 barriers, 1024 bytes smem, 368 bytes cmem[0]
";
        assert_eq!(
            resources(verbose),
            Resources {
                registers: 23,
                spill_stores: 4,
                spill_loads: 12,
            }
        );
    }
}
