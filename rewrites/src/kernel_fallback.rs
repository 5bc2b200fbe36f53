//! Per kernel, the code `-O0` makes where ptxas does worse on the optimised one: the
//! never-worse rule kept by measurement.
//!
//! The passes decide by what they can see of the IR; ptxas decides registers, schedules and
//! unrolling after them, and a rewrite that is right by every estimate can still come out
//! worse than the input compiled as it is: memory-space-opt's local clone of a `__noinline__`
//! helper changes how ptxas allocates its callers (utf8_to_utf16 1527 -> 1562 loop-weighted
//! integer SASS, bezier_patch_eval 38 -> 40 registers), addr-canon's `shl -> mul` costs
//! lstm_cell_bwd three integer instructions in a loop, and every new batch of kernels has
//! brought one or two more. Where ptxas is at hand (`-O2`/`-O3`'s measured late half), the
//! optimised PTX is compared, kernel by kernel with the functions each calls
//! ([`sass::kernels`]), with the PTX of the input compiled as it is (what `-O0` emits); a
//! kernel that breaks the rule ([`worse_than_baseline`]) is emitted as `-O0` compiles it.
//!
//! The rule is never-worse's (kestrel-bench): registers up by at most one, loop-weighted
//! integer and memory SASS up by at most 1% ([`strength_reduction::within_noise`]). Two
//! trades are kept: loop integer work alone that buys warps per multiprocessor
//! (lbm_stream_collide: 72 -> 32 registers, 28 -> 64 warps), and loop integer work alone
//! that takes loop-weighted memory instructions below the margin, by at least as many as it
//! adds integer instructions (lk_track_w9 at 255 registers either way: spill traffic 20657 ->
//! 13788 for 4% more integer work).
//!
//! How: the PTX texts are merged, not recompiled, because ptxas compiles each function on
//! its own: the kernel's definition is replaced by `-O0`'s, and the functions it calls there
//! come with it, renamed (`<name>_$_o0`, internal), right before it, so nothing the optimised
//! module defines changes. The globals and external declarations it refers to must be in the
//! optimised PTX word for word (they are the input's, which the passes do not change), or
//! missing there and then copied; otherwise the kernel stays as optimised. The merged PTX is
//! compiled once more to check that ptxas accepts it.
//!
//! Soundness: the kernel then runs the input program's code for it, compiled by LLVM's
//! backend alone; it shares with the rest of the module only the globals, which are the
//! input's own.

use crate::sass;
use crate::strength_reduction::{self, Measured, function_header};
use std::collections::{BTreeMap, BTreeSet};

/// One kernel weighed: ptxas on its optimised code and on `-O0`'s, and whether `-O0`'s was
/// emitted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fallback {
    pub kernel: String,
    pub optimised: Measured,
    pub baseline: Measured,
    /// Why the optimised code breaks the rule; `None` where it does not.
    pub worse: Option<String>,
    /// `-O0`'s code was emitted for it.
    pub fell_back: bool,
    /// Why a kernel that breaks the rule kept its optimised code.
    pub refused: Option<String>,
}

/// The suffix of a function copied from `-O0`'s PTX next to the kernel that calls it.
pub const COPY_SUFFIX: &str = "_$_o0";

/// Why ptxas does worse on `optimised` than on `baseline` by the never-worse rule, a trade it
/// allows set aside; `None` where it does not.
pub fn worse_than_baseline(optimised: Measured, baseline: Measured) -> Option<String> {
    let within = strength_reduction::within_noise;
    let more_registers = optimised.registers > baseline.registers + 1;
    let more_integer = !within(optimised.loop_integer, baseline.loop_integer);
    let more_memory = !within(optimised.loop_memory, baseline.loop_memory);
    if !(more_registers || more_integer || more_memory) {
        return None;
    }
    let integer_alone = more_integer && !more_registers && !more_memory;
    let more_warps = strength_reduction::warps_per_multiprocessor(optimised.registers)
        > strength_reduction::warps_per_multiprocessor(baseline.registers);
    if integer_alone && (more_warps || memory_pays_for_integer(optimised, baseline)) {
        return None;
    }
    let mut reasons = Vec::new();
    if more_registers {
        reasons.push(format!(
            "registers {} -> {}",
            baseline.registers, optimised.registers
        ));
    }
    if more_integer {
        reasons.push(format!(
            "loop integer {} -> {}",
            baseline.loop_integer, optimised.loop_integer
        ));
    }
    if more_memory {
        reasons.push(format!(
            "loop memory {} -> {}",
            baseline.loop_memory, optimised.loop_memory
        ));
    }
    Some(reasons.join(", "))
}

/// Whether `optimised` takes loop-weighted memory instructions below the margin, and at least
/// as many as the integer instructions it adds: a memory access costs more than an integer
/// instruction, so that trade pays (lk_track_w9: spill traffic 20657 -> 13788 for 10639 ->
/// 11069 integer), but 5 accesses fewer do not pay for 68 more integer instructions
/// (fmm_l2p_p16, a held-out multipole kernel without LSR at 62 registers: 145 -> 140 memory,
/// 150 -> 218 integer, where -O0 holds 64 registers, as many warps).
fn memory_pays_for_integer(optimised: Measured, baseline: Measured) -> bool {
    let saved = baseline.loop_memory.saturating_sub(optimised.loop_memory);
    let added = optimised.loop_integer.saturating_sub(baseline.loop_integer);
    !strength_reduction::within_noise(baseline.loop_memory, optimised.loop_memory) && saved >= added
}

/// Each kernel of `ptx` as ptxas compiles it, with the functions it calls folded in.
pub fn measured_kernels(
    tools: &sass::Tools,
    ptx: &str,
) -> Result<BTreeMap<String, Measured>, String> {
    let functions = tools.measure(ptx)?;
    Ok(sass::kernels(&functions)
        .into_iter()
        .filter_map(|kernel| {
            let measured = Measured::of(kernel.registers?, &kernel.weighted);
            Some((kernel.name, measured))
        })
        .collect())
}

/// `optimised` with `-O0`'s code (`baseline`, the same module compiled without passes) for
/// each kernel that ptxas does worse on as optimised ([`worse_than_baseline`]), and every
/// kernel weighed, in name order. `optimised` itself where no kernel falls back, or where
/// ptxas rejects the merge (each such kernel then says so).
pub fn fall_back(
    tools: &sass::Tools,
    baseline: &str,
    optimised: &str,
) -> Result<(String, Vec<Fallback>), String> {
    let (baseline_kernels, optimised_kernels) = std::thread::scope(|scope| {
        let baseline = scope.spawn(|| measured_kernels(tools, baseline));
        let optimised = measured_kernels(tools, optimised);
        let baseline = baseline
            .join()
            .unwrap_or_else(|_| Err("measuring -O0's PTX panicked".to_string()));
        (baseline, optimised)
    });
    let (baseline_kernels, optimised_kernels) = (
        baseline_kernels.map_err(|e| format!("-O0's PTX: {e}"))?,
        optimised_kernels?,
    );
    let mut weighed: Vec<Fallback> = optimised_kernels
        .iter()
        .filter_map(|(kernel, &optimised)| {
            let baseline = *baseline_kernels.get(kernel)?;
            Some(Fallback {
                kernel: kernel.clone(),
                optimised,
                baseline,
                worse: worse_than_baseline(optimised, baseline),
                fell_back: false,
                refused: None,
            })
        })
        .collect();
    let wanted: BTreeSet<String> = weighed
        .iter()
        .filter(|w| w.worse.is_some())
        .map(|w| w.kernel.clone())
        .collect();
    if wanted.is_empty() {
        return Ok((optimised.to_string(), weighed));
    }
    let (merged, refused) = merged(optimised, baseline, &wanted);
    let taken: BTreeSet<&String> = wanted
        .iter()
        .filter(|k| !refused.contains_key(*k))
        .collect();
    let checked = if taken.is_empty() {
        Ok(())
    } else {
        tools.measure(&merged).map(drop)
    };
    for weighing in &mut weighed {
        if !wanted.contains(&weighing.kernel) {
            continue;
        }
        match (refused.get(&weighing.kernel), &checked) {
            (Some(why), _) => weighing.refused = Some(why.clone()),
            (None, Err(e)) => weighing.refused = Some(format!("ptxas rejected the merge: {e}")),
            (None, Ok(())) => weighing.fell_back = true,
        }
    }
    match checked {
        Ok(()) if !taken.is_empty() => Ok((merged, weighed)),
        _ => Ok((optimised.to_string(), weighed)),
    }
}

/// One top-level piece of a PTX text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// A function with a body.
    Definition,
    /// A function's prototype (`.extern .func`, or a forward declaration), ending in `;`.
    Declaration,
    /// A module-level variable (`.global`, `.shared`, `.const`, ...).
    Variable,
    /// Anything else: the header, comments, blank lines.
    Other,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Item<'p> {
    kind: Kind,
    /// The symbol it defines or declares; empty for [`Kind::Other`].
    name: String,
    text: &'p str,
}

/// `ptx` cut into its top-level items, in order; joined, they are `ptx` again.
fn items(ptx: &str) -> Vec<Item<'_>> {
    let lines: Vec<(usize, &str)> = ptx
        .split_inclusive('\n')
        .scan(0, |offset, line| {
            let start = *offset;
            *offset += line.len();
            Some((start, line))
        })
        .collect();
    let mut items = Vec::new();
    let mut index = 0;
    while index < lines.len() {
        let (start, line) = lines[index];
        let bare = line.trim_end();
        let (kind, last, name) = if let Some(name) = top_level_function(bare) {
            let (kind, last) = function_extent(&lines, index);
            (kind, last, name)
        } else if let Some(name) = variable_name(bare) {
            (Kind::Variable, index, name)
        } else {
            (Kind::Other, index, String::new())
        };
        let end = lines[last].0 + lines[last].1.len();
        items.push(Item {
            kind,
            name,
            text: &ptx[start..end],
        });
        index = last + 1;
    }
    items
}

/// The function a top-level line opens the definition or declaration of (an indented line is
/// inside a body).
fn top_level_function(line: &str) -> Option<String> {
    function_header(line).filter(|_| !line.starts_with([' ', '\t']))
}

/// Whether the function opened at `lines[first]` has a body, and its last line: the `}`
/// closing the body, or the line ending in `;` that ends a prototype.
fn function_extent(lines: &[(usize, &str)], first: usize) -> (Kind, usize) {
    for (index, (_, line)) in lines.iter().enumerate().skip(first) {
        let bare = line.trim_end();
        if bare == "{" || (index > first && bare.starts_with('{')) {
            let close = (index..lines.len())
                .find(|&i| lines[i].1.trim_end() == "}")
                .unwrap_or(lines.len() - 1);
            return (Kind::Definition, close);
        }
        if bare.ends_with(';') {
            return (Kind::Declaration, index);
        }
    }
    (Kind::Other, first)
}

/// The name a module-level variable line declares (`.global .align 4 .b8 t[16] = {...};`),
/// `None` for other lines.
fn variable_name(line: &str) -> Option<String> {
    if line.starts_with([' ', '\t', '/']) || !line.ends_with(';') {
        return None;
    }
    let spaces = [".global", ".shared", ".const", ".local"];
    let mut words = line.split_whitespace();
    if !words.any(|word| spaces.contains(&word)) {
        return None;
    }
    let declarator = line.split(" = ").next()?.trim_end_matches(';');
    let last = declarator.split_whitespace().last()?;
    let name = last.split('[').next()?;
    (!name.is_empty() && !name.starts_with('.')).then(|| name.to_string())
}

/// The identifiers of a PTX text, with their byte ranges: names of symbols, registers
/// (`%r1`), labels; not numbers.
fn identifiers(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let is_part = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'$';
    let mut found = Vec::new();
    let mut index = 0;
    while index < bytes.len() {
        let b = bytes[index];
        if is_part(b) || b == b'%' {
            let start = index;
            index += 1;
            while index < bytes.len() && is_part(bytes[index]) {
                index += 1;
            }
            if !b.is_ascii_digit() {
                found.push((start, index));
            }
        } else {
            index += 1;
        }
    }
    found
}

/// `text` with each identifier in `renames` (and its parameters, `<name>_param_<n>`)
/// replaced.
fn renamed(text: &str, renames: &BTreeMap<String, String>) -> String {
    let mut out = String::with_capacity(text.len());
    let mut from = 0;
    for (start, end) in identifiers(text) {
        let word = &text[start..end];
        let replacement = renames.get(word).cloned().or_else(|| {
            let (function, index) = word.rsplit_once("_param_")?;
            index.bytes().all(|b| b.is_ascii_digit()).then_some(())?;
            Some(format!("{}_param_{index}", renames.get(function)?))
        });
        if let Some(replacement) = replacement {
            out.push_str(&text[from..start]);
            out.push_str(&replacement);
            from = end;
        }
    }
    out.push_str(&text[from..]);
    out
}

/// The symbols `text` refers to among `symbols`.
pub(crate) fn references<'s>(text: &str, symbols: &'s BTreeSet<&str>) -> BTreeSet<&'s str> {
    identifiers(text)
        .into_iter()
        .filter_map(|(start, end)| symbols.get(&text[start..end]).copied())
        .collect()
}

/// `optimised` with `baseline`'s definition of each of `kernels`, and the functions it calls
/// there copied before it; with the kernels that could not be taken, and why.
fn merged(
    optimised: &str,
    baseline: &str,
    kernels: &BTreeSet<String>,
) -> (String, BTreeMap<String, String>) {
    // `.loc` lines name files by their index in the module's `.file` table: -O0's kernel
    // reads right only where both tables are the same. DWARF sections name functions' labels,
    // which the texts number each their own way.
    let why = if file_table(optimised) != file_table(baseline) {
        Some("the two PTX texts' .file tables differ")
    } else if has_debug_sections(optimised) || has_debug_sections(baseline) {
        Some("the PTX has DWARF sections")
    } else {
        None
    };
    if let Some(why) = why {
        let refused = kernels
            .iter()
            .map(|k| (k.clone(), why.to_string()))
            .collect();
        return (optimised.to_string(), refused);
    }
    let ours = items(optimised);
    let theirs = items(baseline);
    let mut used: BTreeSet<String> = ours
        .iter()
        .chain(&theirs)
        .filter(|item| item.kind != Kind::Other)
        .map(|item| item.name.clone())
        .collect();
    let mut refused = BTreeMap::new();
    let mut replacements: BTreeMap<String, String> = BTreeMap::new();
    // Variables and declarations -O0's kernels need that the optimised PTX lacks, each once,
    // in -O0's order, before the first function (any kernel may come first).
    let mut added: Vec<(String, &str)> = Vec::new();
    for kernel in kernels {
        match taken_with_callees(&ours, &theirs, kernel, &mut used) {
            Ok((text, copied)) => {
                for item in copied {
                    if !added.iter().any(|(name, _)| *name == item.name) {
                        added.push((item.name.clone(), item.text));
                    }
                }
                replacements.insert(kernel.clone(), text);
            }
            Err(why) => {
                refused.insert(kernel.clone(), why);
            }
        }
    }
    let order = |name: &str| theirs.iter().position(|item| item.name == name);
    added.sort_by_key(|(name, _)| order(name));
    let mut out = String::with_capacity(optimised.len());
    let mut pending = Some(added);
    for item in &ours {
        if matches!(item.kind, Kind::Definition | Kind::Declaration)
            && let Some(added) = pending.take()
        {
            added.iter().for_each(|(_, text)| out.push_str(text));
        }
        match replacements.get(&item.name) {
            Some(text) if item.kind == Kind::Definition => out.push_str(text),
            _ => out.push_str(item.text),
        }
    }
    (out, refused)
}

/// Whether `ptx` carries DWARF sections, which name functions' labels as its text numbers them.
pub(crate) fn has_debug_sections(ptx: &str) -> bool {
    ptx.lines()
        .any(|line| line.trim().starts_with(".section") && line.contains(".debug"))
}

/// The `.file` directives of `ptx`, in order.
fn file_table(ptx: &str) -> Vec<&str> {
    ptx.lines()
        .map(str::trim)
        .filter(|line| line.starts_with(".file"))
        .collect()
}

/// `baseline`'s kernel `kernel` with the functions it calls there, renamed: the text that
/// replaces the kernel's definition; and the variables and external declarations it needs
/// that `optimised` lacks. `used`: every symbol name taken, the copies' added.
fn taken_with_callees<'b>(
    optimised: &[Item],
    baseline: &'b [Item<'b>],
    kernel: &str,
    used: &mut BTreeSet<String>,
) -> Result<(String, Vec<&'b Item<'b>>), String> {
    let find = |items: &[Item], name: &str, kind: Kind| {
        items
            .iter()
            .position(|item| item.kind == kind && item.name == name)
    };
    if find(optimised, kernel, Kind::Definition).is_none() {
        return Err("the optimised PTX does not define it".to_string());
    }
    let kernel_at = find(baseline, kernel, Kind::Definition)
        .ok_or_else(|| "-O0's PTX does not define it".to_string())?;
    let symbols: BTreeSet<&str> = baseline
        .iter()
        .filter(|item| item.kind != Kind::Other)
        .map(|item| item.name.as_str())
        .collect();
    // Every function and variable the kernel reaches in -O0's PTX.
    let mut needed: BTreeSet<&str> = BTreeSet::from([kernel]);
    let mut queue = vec![kernel_at];
    let mut seen_items = BTreeSet::from([kernel_at]);
    while let Some(at) = queue.pop() {
        for symbol in references(baseline[at].text, &symbols) {
            needed.insert(symbol);
            for (index, item) in baseline.iter().enumerate() {
                let follows = item.kind == Kind::Definition
                    || (item.kind == Kind::Variable
                        && !optimised.iter().any(|ours| ours.text == item.text));
                if item.name == symbol && follows && seen_items.insert(index) {
                    queue.push(index);
                }
            }
        }
    }
    let defined_there: BTreeSet<&str> = baseline
        .iter()
        .filter(|item| item.kind == Kind::Definition)
        .map(|item| item.name.as_str())
        .collect();
    let mut renames = BTreeMap::new();
    for &function in needed
        .iter()
        .filter(|&&n| n != kernel && defined_there.contains(n))
    {
        let name = fresh_name(function, used);
        used.insert(name.clone());
        renames.insert(function.to_string(), name);
    }
    let mut copied = Vec::new();
    let mut text = String::new();
    for (index, item) in baseline.iter().enumerate() {
        if item.kind == Kind::Other || !needed.contains(item.name.as_str()) {
            continue;
        }
        if index == kernel_at {
            continue;
        }
        if renames.contains_key(&item.name) {
            // The -O0 version of a function this kernel calls, private to it.
            text.push_str(&internal(&renamed(item.text, &renames)));
            continue;
        }
        // A variable, or an external function: the optimised PTX must have it word for word,
        // or not at all (then it is copied).
        let same_name = optimised
            .iter()
            .find(|ours| ours.kind != Kind::Other && ours.name == item.name);
        match same_name {
            Some(ours) if ours.text == item.text => {}
            Some(_) => {
                return Err(format!(
                    "@{} differs between the optimised PTX and -O0's",
                    item.name
                ));
            }
            None => {
                if item.kind == Kind::Variable
                    && references(item.text, &defined_there)
                        .iter()
                        .next()
                        .is_some()
                {
                    return Err(format!(
                        "@{} refers to functions and is not in the optimised PTX",
                        item.name
                    ));
                }
                copied.push(item);
            }
        }
    }
    text.push_str(&renamed(baseline[kernel_at].text, &renames));
    Ok((text, copied))
}

/// `<name>_$_o0`, or with a number after it, not in `used`.
fn fresh_name(name: &str, used: &BTreeSet<String>) -> String {
    let first = format!("{name}{COPY_SUFFIX}");
    if !used.contains(&first) {
        return first;
    }
    (1..)
        .map(|n| format!("{first}{n}"))
        .find(|candidate| !used.contains(candidate))
        .unwrap_or(first)
}

/// A copied function's text made internal: no `.visible`/`.weak` linkage, no `.globl` note.
fn internal(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut header_done = false;
    for line in text.split_inclusive('\n') {
        if !header_done && top_level_function(line.trim_end()).is_some() {
            header_done = true;
            let kept: Vec<&str> = line
                .split(' ')
                .filter(|word| !matches!(*word, ".visible" | ".weak"))
                .collect();
            out.push_str(kept.join(" ").trim_start());
        } else {
            out.push_str(line);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rule_is_never_worses() {
        let base = Measured::new(32, 1000, 100);
        assert_eq!(
            worse_than_baseline(Measured::new(33, 1010, 101), base),
            None
        );
        assert_eq!(
            worse_than_baseline(Measured::new(34, 1000, 100), base).as_deref(),
            Some("registers 32 -> 34")
        );
        assert_eq!(
            worse_than_baseline(Measured::new(32, 1011, 100), base).as_deref(),
            Some("loop integer 1000 -> 1011")
        );
        assert_eq!(
            worse_than_baseline(Measured::new(30, 900, 102), base).as_deref(),
            Some("loop memory 100 -> 102")
        );
    }

    #[test]
    fn integer_work_that_buys_warps_or_saves_memory_is_kept() {
        // 72 -> 32 registers: 28 -> 64 warps.
        let lbm = Measured::new(72, 936, 500);
        assert_eq!(worse_than_baseline(Measured::new(32, 1050, 500), lbm), None);
        // Spills gone at 255 registers either way.
        let lk = Measured::new(255, 10639, 20657);
        assert_eq!(
            worse_than_baseline(Measured::new(255, 11069, 13788), lk),
            None
        );
        // The same work for nothing is not, nor for fewer memory accesses than it adds
        // integer instructions (fmm_l2p_p16).
        assert!(worse_than_baseline(Measured::new(72, 1050, 500), lbm).is_some());
        let fmm = Measured::new(64, 150, 145);
        assert_eq!(
            worse_than_baseline(Measured::new(62, 218, 140), fmm).as_deref(),
            Some("loop integer 150 -> 218")
        );
    }

    const OPTIMISED: &str = "\
//
.version 8.8
.target sm_80
.address_size 64

.global .align 4 .u32 counter;
\t// .globl\thelper
.visible .func  (.param .b32 func_retval0) helper(
\t.param .b64 helper_param_0
)
{
\tld.param.b64 \t%rd1, [helper_param_0];
\tret;

}
.func  (.param .b32 func_retval0) helper_$_ms_$_l(
\t.param .b64 helper_$_ms_$_l_param_0
)
{
\tret;

}
\t// .globl\tk
.visible .entry k(
\t.param .u64 k_param_0
)
.maxntid 128
{
\t{ // callseq 0, 0
\tcall.uni (retval0), helper_$_ms_$_l, (param0);
\t}
\tret;

}
\t// .globl\tother
.visible .entry other()
{
\tret;

}
";

    const BASELINE: &str = "\
//
.version 8.8
.target sm_80
.address_size 64

.global .align 4 .u32 counter;
.global .align 1 .b8 $str[3] = {104, 105, 0};
\t// .globl\thelper
.visible .func  (.param .b32 func_retval0) helper(
\t.param .b64 helper_param_0
)
{
\tld.param.b64 \t%rd1, [helper_param_0];
\tld.global.u32 \t%r1, [counter];
\tret;

}
\t// .globl\tk
.visible .entry k(
\t.param .u64 k_param_0
)
.maxntid 128
{
\tmov.u64 \t%rd2, $str;
\t{ // callseq 0, 0
\tcall.uni (retval0), helper, (param0);
\t}
\tret;

}
\t// .globl\tother
.visible .entry other()
{
\tmov.u32 \t%r1, 0;
\tret;

}
";

    #[test]
    fn items_cut_the_text_at_its_top_level() {
        let cut = items(BASELINE);
        assert_eq!(cut.iter().map(|i| i.text).collect::<String>(), BASELINE);
        let named: Vec<(Kind, &str)> = cut
            .iter()
            .filter(|i| i.kind != Kind::Other)
            .map(|i| (i.kind, i.name.as_str()))
            .collect();
        assert_eq!(
            named,
            [
                (Kind::Variable, "counter"),
                (Kind::Variable, "$str"),
                (Kind::Definition, "helper"),
                (Kind::Definition, "k"),
                (Kind::Definition, "other"),
            ]
        );
        let declared = ".extern .func  (.param .b32 func_retval0) vprintf\n(\n\t.param .b64 vprintf_param_0\n)\n;\n.entry e()\n{\n}\n";
        let cut = items(declared);
        assert_eq!(cut[0].kind, Kind::Declaration);
        assert_eq!(cut[0].name, "vprintf");
        assert_eq!(cut[1].kind, Kind::Definition);
        assert_eq!(cut[1].name, "e");
    }

    #[test]
    fn a_kernel_falls_back_with_its_callees_renamed_and_what_it_needs() {
        let (out, refused) = merged(OPTIMISED, BASELINE, &BTreeSet::from(["k".to_string()]));
        assert!(refused.is_empty(), "{refused:?}");
        // The optimised module is unchanged but for k; the other kernel stays optimised.
        assert!(out.contains("call.uni (retval0), helper_$_o0, (param0);"));
        assert!(out.contains("ld.param.b64 \t%rd1, [helper_$_o0_param_0];"));
        assert!(out.contains(".func  (.param .b32 func_retval0) helper_$_o0(\n"));
        assert!(!out.contains(".visible .func  (.param .b32 func_retval0) helper_$_o0"));
        assert!(out.contains(".global .align 1 .b8 $str[3] = {104, 105, 0};\n"));
        assert_eq!(out.matches(".global .align 4 .u32 counter;").count(), 1);
        assert!(out.contains("helper_$_ms_$_l(\n"));
        assert!(out.contains(".visible .entry other()\n{\n\tret;"));
        let k_at = out.find(".visible .entry k(").unwrap();
        assert!(out.find("helper_$_o0(").unwrap() < k_at);
        assert!(out.find("$str[3]").unwrap() < k_at);
        assert_eq!(out.matches(".visible .entry k(").count(), 1);
        assert!(out[k_at..].contains("mov.u64 \t%rd2, $str;"));
    }

    #[test]
    fn a_variable_that_differs_keeps_the_kernel_optimised() {
        let baseline = BASELINE.replace(".u32 counter;", ".u64 counter;");
        let (out, refused) = merged(OPTIMISED, &baseline, &BTreeSet::from(["k".to_string()]));
        assert_eq!(out, OPTIMISED);
        assert_eq!(
            refused.get("k").map(String::as_str),
            Some("@counter differs between the optimised PTX and -O0's")
        );
    }

    #[test]
    fn line_tables_that_differ_keep_the_kernels_optimised() {
        let with_file = |ptx: &str, file: &str| {
            ptx.replace(
                ".address_size 64\n",
                &format!(".address_size 64\n\t.file\t1 \"{file}\"\n"),
            )
        };
        let optimised = with_file(OPTIMISED, "a.cu");
        let kernels = BTreeSet::from(["k".to_string()]);
        let (out, refused) = merged(&optimised, &with_file(BASELINE, "b.cu"), &kernels);
        assert_eq!(out, optimised);
        assert_eq!(
            refused.get("k").map(String::as_str),
            Some("the two PTX texts' .file tables differ")
        );
        let (out, refused) = merged(&optimised, &with_file(BASELINE, "a.cu"), &kernels);
        assert!(refused.is_empty() && out.contains("helper_$_o0"));
    }

    #[test]
    fn copies_never_take_a_name_in_use() {
        let used = BTreeSet::from(["f_$_o0".to_string(), "f_$_o01".to_string()]);
        assert_eq!(fresh_name("f", &used), "f_$_o02");
        assert_eq!(fresh_name("g", &used), "g_$_o0");
    }

    #[test]
    fn renaming_touches_whole_identifiers_only() {
        let renames = BTreeMap::from([("f".to_string(), "f_$_o0".to_string())]);
        assert_eq!(
            renamed("call f, (p); ld [f_param_1]; mov ff, f2, %f;", &renames),
            "call f_$_o0, (p); ld [f_$_o0_param_1]; mov ff, f2, %f;"
        );
    }
}
