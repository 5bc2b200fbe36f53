//! Named presets: `-O0`..`-O3` and `complete`, each a pipeline file under `presets/`.
//!
//! A preset file holds the pipeline that runs on the module and, after a line `late:`, the
//! late half: the pipeline `--emit=ptx` runs inside code generation, on the LLVM IR the NVPTX
//! backend's own IR passes leave (imported as a module of top-level `llvm.func`s), before
//! CodeGenPrepare and instruction selection. A preset without `late:` has no late half.
//! A line `lsr: on|off|per-function|measured|auto` (before `late:`) says whether the backend's Loop
//! Strength Reduction runs ([`lsr_preset`]); without it, it runs, as in `llc`. A line
//! `never-worse: measured` says that where ptxas measures the PTX, each kernel ptxas does worse
//! on than on `-O0`'s code is emitted as `-O0` compiles it ([`never_worse_preset`],
//! `kestrel_rewrites::kernel_fallback`).

/// The presets' names, as `preset` takes them.
pub const PRESETS: &[&str] = &["O0", "O1", "O2", "O3", "complete"];

/// The pipeline text of preset `name` (`"O0"`..`"O3"`, `"complete"`), without its `#`
/// comment lines and without its late half ([`late_preset`]).
pub fn preset(name: &str) -> Option<String> {
    preset_file(name).map(|file| strip_comments(&without_directives(halves(file).0)))
}

/// The value of preset `name`'s `lsr:` line (`on`, `off`, `per-function`, `auto`, ...; see
/// `kestrel_dialects::raw::StrengthReduction`); `None` without one.
pub fn lsr_preset(name: &str) -> Option<&'static str> {
    directive(halves(preset_file(name)?).0, LSR_DIRECTIVE)
}

/// Whether preset `name` has the line `never-worse: measured`.
pub fn never_worse_preset(name: &str) -> bool {
    preset_file(name)
        .is_some_and(|file| directive(halves(file).0, NEVER_WORSE_DIRECTIVE) == Some("measured"))
}

fn directive<'f>(early: &'f str, name: &str) -> Option<&'f str> {
    early.lines().find_map(|line| {
        let value = line.trim_start().strip_prefix(name)?;
        Some(value.split('#').next().unwrap_or("").trim())
    })
}

const LSR_DIRECTIVE: &str = "lsr:";
const NEVER_WORSE_DIRECTIVE: &str = "never-worse:";

/// `text` without its directive lines (`lsr:`, `never-worse:`).
fn without_directives(text: &str) -> String {
    text.lines()
        .filter(|line| {
            let line = line.trim_start();
            !line.starts_with(LSR_DIRECTIVE) && !line.starts_with(NEVER_WORSE_DIRECTIVE)
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The late half of preset `name` (see the module's header): empty when it has none.
pub fn late_preset(name: &str) -> Option<String> {
    preset_file(name).map(|file| strip_comments(halves(file).1))
}

/// A preset file split at its `late:` line: the pipeline, and the late half (empty when
/// there is no such line).
fn halves(file: &str) -> (&str, &str) {
    let mut offset = 0;
    for line in file.split_inclusive('\n') {
        if let Some(rest) = line.trim_start().strip_prefix("late:") {
            // `rest` runs to the end of the line; the late half from there to the file's end.
            let late_start = offset + line.len() - rest.len();
            return (&file[..offset], &file[late_start..]);
        }
        offset += line.len();
    }
    (file, "")
}

fn preset_file(name: &str) -> Option<&'static str> {
    Some(match name {
        "O0" => include_str!("../presets/O0.pipeline"),
        "O1" => include_str!("../presets/O1.pipeline"),
        "O2" => include_str!("../presets/O2.pipeline"),
        "O3" => include_str!("../presets/O3.pipeline"),
        "complete" => include_str!("../presets/complete.pipeline"),
        _ => return None,
    })
}

/// The preset a user's spelling names: `O3`, `-O3`, `3`, `complete`, `-Ocomplete`.
pub fn preset_name(spelling: &str) -> Option<&'static str> {
    let bare = spelling.trim_start_matches('-');
    let bare = bare.strip_prefix('O').unwrap_or(bare);
    PRESETS
        .iter()
        .copied()
        .find(|name| name.strip_prefix('O').unwrap_or(name) == bare)
}

/// Drops `#` comments and joins the remaining lines.
pub fn strip_comments(text: &str) -> String {
    text.lines()
        .map(|line| line.split('#').next().unwrap_or(""))
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_parses() {
        for name in PRESETS {
            let text = preset(name).expect("preset exists");
            crate::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        }
        assert!(preset("O4").is_none());
        for name in PRESETS {
            let late = late_preset(name).expect("preset exists");
            crate::parse(&late).unwrap_or_else(|e| panic!("{name} late: {e}"));
            assert!(!preset(name).unwrap().contains("late"), "{name}");
        }
    }

    #[test]
    fn a_late_line_starts_the_late_half() {
        let file = "# early\nbuiltin.module(a,\n b)\nlate: builtin.module(c) # why\n# more\n";
        let (early, late) = halves(file);
        assert_eq!(strip_comments(early), "builtin.module(a, b)");
        assert_eq!(strip_comments(late), "builtin.module(c)");
        assert_eq!(halves("a,b\n"), ("a,b\n", ""));
    }

    #[test]
    fn never_worse_lines_are_read_and_left_out_of_the_pipeline() {
        assert!(never_worse_preset("O3") && never_worse_preset("O2"));
        assert!(!never_worse_preset("O1") && !never_worse_preset("O0"));
        for name in PRESETS {
            assert!(!preset(name).unwrap().contains("never-worse"), "{name}");
        }
    }

    #[test]
    fn lsr_lines_are_read_and_left_out_of_the_pipeline() {
        assert_eq!(lsr_preset("O3"), Some("auto"));
        assert_eq!(lsr_preset("O2"), Some("auto"));
        assert_eq!(lsr_preset("O1"), None);
        for name in PRESETS {
            assert!(!preset(name).unwrap().contains("lsr:"), "{name}");
        }
        assert_eq!(without_directives("a\n lsr: off # x\nb"), "a\nb");
        assert_eq!(without_directives("a\nnever-worse: measured\nb"), "a\nb");
    }

    #[test]
    fn o0_and_o1_have_no_late_half() {
        assert_eq!(late_preset("O0").unwrap(), "");
        assert_eq!(late_preset("O1").unwrap(), "");
    }

    #[test]
    fn spellings_name_presets() {
        assert_eq!(preset_name("-O3"), Some("O3"));
        assert_eq!(preset_name("3"), Some("O3"));
        assert_eq!(preset_name("O0"), Some("O0"));
        assert_eq!(preset_name("complete"), Some("complete"));
        assert_eq!(preset_name("-Ocomplete"), Some("complete"));
        assert_eq!(preset_name("O4"), None);
        assert_eq!(preset_name("33"), None);
        assert_eq!(preset_name(""), None);
    }
}
