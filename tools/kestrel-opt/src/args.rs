//! Command-line parsing. Flags copy `mlir-opt`'s names where they mean the same thing; every
//! cicc knob is accepted as `--<knob>=<value>`.

use kestrel_dialects::raw::{MachineSink, StrengthReduction};
use kestrel_rewrites::{
    KnobSettings,
    export::{DebugInfo, FpFusion},
};

/// What to print.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Emit {
    Mlir,
    Llvm,
    Ptx,
}

/// Where the pipeline comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PipelineSource {
    /// Nothing given: no passes.
    None,
    /// `--pass-pipeline=TEXT`.
    Text(String),
    /// `--passes=a,b{k=v}`: each pass on every `llvm.func`.
    Passes(String),
    /// `-O0`..`-O3`.
    /// A preset's name, as `kestrel_pipelines::preset` takes it.
    Preset(&'static str),
}

/// Parsed command line.
#[derive(Clone, Debug)]
pub struct Args {
    pub input: String,
    pub output: Option<String>,
    pub pipeline: PipelineSource,
    /// `--late-pipeline=TEXT`: the late half of `--emit=ptx` (empty: none), replacing the
    /// preset's. `None`: the preset's late half, or none.
    pub late_pipeline: Option<String>,
    pub emit: Emit,
    /// `--mcpu`: overrides the module's target (`#nvvm.target`, `target-cpu`).
    pub mcpu: Option<String>,
    /// `--mattr`: PTX features (`+ptx83`), overriding the module's.
    pub mattr: Option<String>,
    /// `--debug-info=lines|full|none`.
    pub debug_info: DebugInfo,
    /// `--short-pointers=on|off|auto`: `None` (auto) follows the module's data layout.
    pub short_pointers: Option<bool>,
    /// `--gpu-module=NAME`: emit only that `gpu.module`.
    pub gpu_module: Option<String>,
    /// `--fp-contract=on|fast|off`.
    pub fp_fusion: FpFusion,
    /// `--mad-wide`.
    pub mad_wide: bool,
    /// `--lsr=on|off|per-function|measured`: `None` leaves it to the preset (`lsr:` line),
    /// else on.
    pub lsr: Option<StrengthReduction>,
    /// `--ptxas=PATH`: the ptxas `--lsr=measured` runs (nvdisasm beside it).
    pub ptxas: Option<String>,
    /// `--register-budget=true|false`: measured, kernels may get a `.maxnreg` that pays.
    pub register_budget: bool,
    /// `--never-worse=on|off`: `None` leaves it to the preset (`never-worse:` line), else off.
    pub never_worse: Option<bool>,
    /// `--machine-sink=on|off|measured`: `None` measures where the PTX is measured, else on.
    pub machine_sink: Option<MachineSink>,
    pub list_passes: bool,
    pub list_patterns: bool,
    pub help: bool,
    pub version: bool,
    pub split_input_file: bool,
    pub verify_diagnostics: bool,
    pub verify_each: bool,
    pub print_ir_before_all: bool,
    pub print_ir_after_all: bool,
    pub print_ir_after_change: bool,
    pub disable_threading: bool,
    /// Run functions in parallel only on modules with at least this many nested ops
    /// (`--threading-min-ops`; 0: always); see `RunConfig::threading_min_ops`.
    pub threading_min_ops: usize,
    pub dump_pass_pipeline: bool,
    pub timing: bool,
    pub stats: bool,
    /// Run the input and the output in kestrel-sim and fail on any difference, and on an
    /// inconclusive comparison unless `verify_semantics_allow_inconclusive`.
    pub verify_semantics: bool,
    /// `--verify-semantics=allow-inconclusive`: an inconclusive comparison is a warning.
    pub verify_semantics_allow_inconclusive: bool,
    pub knobs: KnobSettings,
}

impl Default for Args {
    fn default() -> Self {
        Self {
            input: "-".to_string(),
            output: None,
            pipeline: PipelineSource::None,
            late_pipeline: None,
            emit: Emit::Mlir,
            mcpu: None,
            mattr: None,
            debug_info: DebugInfo::default(),
            short_pointers: None,
            gpu_module: None,
            fp_fusion: FpFusion::default(),
            mad_wide: false,
            lsr: None,
            ptxas: None,
            register_budget: true,
            never_worse: None,
            machine_sink: None,
            list_passes: false,
            list_patterns: false,
            help: false,
            version: false,
            split_input_file: false,
            verify_diagnostics: false,
            verify_each: true,
            print_ir_before_all: false,
            print_ir_after_all: false,
            print_ir_after_change: false,
            disable_threading: false,
            threading_min_ops: kestrel_pipelines::run::THREADING_MIN_OPS,
            dump_pass_pipeline: false,
            timing: false,
            stats: false,
            verify_semantics: false,
            verify_semantics_allow_inconclusive: false,
            knobs: KnobSettings::default(),
        }
    }
}

pub const USAGE: &str = "\
usage: kestrel-opt [INPUT|-] [-o OUT]
                   [--pass-pipeline=TEXT | --passes=a,b{k=v},c | -O0|-O1|-O2|-O3|-Ocomplete]
                   [--late-pipeline=TEXT]
                   [--emit=mlir|llvm|ptx] [--mcpu=sm_XX] [--mattr=+ptxNN] [--debug-info=lines|full|none]
                   [--short-pointers[=on|off|auto]] [--fp-contract=on|fast|off] [--mad-wide]
                   [--lsr=on|off|per-function|measured|auto] [--ptxas=PATH] [--register-budget=true|false]
                   [--never-worse=on|off] [--machine-sink=on|off|measured]
                   [--gpu-module=NAME]
                   [--list-passes] [--list-patterns] [--<cicc-knob>=VALUE ...]
                   [--split-input-file] [--verify-diagnostics] [--verify-each=true|false]
                   [--mlir-print-ir-before-all|--mlir-print-ir-after-all|--mlir-print-ir-after-change]
                   [--mlir-disable-threading] [--threading-min-ops=N] [--dump-pass-pipeline]
                   [--timing] [--stats] [--verify-semantics[=allow-inconclusive]]

INPUT is .mlir (LLVM/NVVM dialect, top level or in gpu.module), .ll or .bc LLVM IR, or - for
stdin (format by content). Output goes to stdout unless -o is given; on any error no output
file is written. With gpu.modules in the input, passes touch only the code inside them, and
each gpu.module is its own LLVM IR or PTX module: -o DIR (an existing directory) writes
DIR/NAME.ptx (.ll) for each, --gpu-module=NAME picks one.
PTX targets --mcpu, else the gpu.module's #nvvm.target chip, else the functions' target-cpu,
else sm_80; features (.version) likewise from --mattr, #nvvm.target or target-features.
--debug-info=lines (default) keeps line tables without the `debug` target, so ptxas still
optimises; full keeps all the input has. --short-pointers: 32-bit shared/const/local
pointers (auto: when the data layout declares them, or where ptxas measures the late half
and a module that keeps them in registers only does better with them: --stats: late
pointer width). --fp-contract=fast fuses any fmul+fadd
(nvcc's and Triton's default; `on`, the default, and `off` only those the IR marks `contract`); --mad-wide
makes mad.wide of widening multiply-adds (Triton's code generation does).
--lsr: whether the backend's Loop Strength Reduction runs (on, as in llc; off, as llc
-disable-lsr). per-function splits --emit=ptx code generation, runs the backend's IR passes
with and without it, and keeps per function the version whose estimated register peak is
clearly lower (--stats prints each choice). measured does the same but compiles both
versions with ptxas (--ptxas=PATH, nvdisasm beside it; default: both on PATH) and keeps a
function's version without LSR when ptxas gives it 2 registers fewer or more warps per
multiprocessor (sm_80's register file) for no more loop-weighted integer SASS, or 3% less of
it for no more registers, or more warps where the estimate would drop it; never more
loop-weighted memory instructions. auto (-O2's and -O3's `lsr:` line) is measured where
ptxas is given or on PATH, per-function otherwise: pin per-function where the PTX must not
depend on which ptxas is installed. Measured, each function also gets the version of the
late half ptxas does best on: its input, its output, or its output rewritten harder
(rematerialize unbounded; sink ordering each block's values down to their uses, also after
rematerialize) (fewer registers for no more loop-weighted integer or memory SASS, or as many
for less integer SASS and no more in all; --stats: late settle). Last, measured, a kernel
left above a step of occupancy (33-40 registers: 51 warps per multiprocessor, 32: 64) gets
.maxnreg at that step where ptxas then fits it with no more loop-weighted memory instructions
(no spill) and at most a share of the warps gained in more loop-weighted instructions
(--stats: late register budget); kernels with .maxnreg or .minnctapersm of their own, or
calling a function, are left alone. --register-budget=false never adds one.
--never-worse (on in -O2 and -O3, where the PTX is measured): each kernel ptxas does worse on
than on -O0's code (registers up by more than one, loop-weighted integer or memory SASS up by
more than 1%, unless integer work alone buys warps or saves as many memory accesses) is emitted as -O0 makes
it, with the functions it calls there renamed NAME_$_o0 (--stats: never-worse).
--machine-sink: whether the backend's machine-code sinking runs (on, as in llc; off, as llc
-disable-machine-sink). measured, the default where the late half is measured, also compiles
the settled module, and the module the late half was given, without it, and a function
takes either code where ptxas does better on it by the measured LSR rule (--stats: late
machine sink); elsewhere the default is on.
-O3 assumes an optimiser has run (clang -O3, Triton). For IR nobody optimised (MLIR's GPU
lowering of a DSL, clang -Xclang -disable-llvm-optzns) use -Ocomplete: LLVM's -O2 in-process around Kestrel's passes
(kestrel-complete inside a pipeline, after a DSL's own lowering).
With a late half, --emit=ptx splits code generation where llc -stop-before=codegenprepare
does and runs it there, on the LLVM IR the NVPTX backend's own IR passes (SLSR, GVN, LSR, ...)
leave: a preset's `late:` line holds it (-O2's and -O3's: rebase-pointer-iv,wide-mul,sink{sink-for-occ=32},rematerialize{remat-for-occ=32 remat-loop-chain=1}), --pass-pipeline
has none. --late-pipeline=TEXT replaces it (pipeline syntax; Kestrel passes, upstream MLIR
passes and llvm-opt{passes=\"...\"}; empty: none, and no split). --emit=llvm and --emit=mlir stop before
the late half: their output is what the backend is given, not what it compiles.
--verify-semantics runs the input and the output in kestrel-sim; a difference is an error, and
so is an inconclusive comparison (the input races or faults under every launch tried, or
the simulator cannot run it) unless =allow-inconclusive makes that a warning. With --emit=ptx
it also runs what each run of the late half returned against the LLVM IR it was given.
";

fn bool_value(flag: &str, value: Option<&str>) -> Result<bool, String> {
    match value {
        None | Some("true") | Some("1") => Ok(true),
        Some("false") | Some("0") => Ok(false),
        Some(other) => Err(format!(
            "invalid value for '--{flag}': expected true or false, got '{other}'"
        )),
    }
}

/// `value` as `parse` reads one of a flag's named values, or the error saying which it expects.
fn one_of<T>(
    flag: &str,
    value: &str,
    parse: impl Fn(&str) -> Option<T>,
    expected: &str,
) -> Result<T, String> {
    parse(value)
        .ok_or_else(|| format!("invalid value for '--{flag}': expected {expected}, got '{value}'"))
}

fn on_off(flag: &str, value: Option<&str>) -> Result<bool, String> {
    match value {
        None | Some("on") | Some("true") => Ok(true),
        Some("off") | Some("false") => Ok(false),
        Some(other) => Err(format!(
            "invalid value for '--{flag}': expected on or off, got '{other}'"
        )),
    }
}

fn set_pipeline(args: &mut Args, source: PipelineSource) -> Result<(), String> {
    if args.pipeline != PipelineSource::None {
        return Err("only one of --pass-pipeline, --passes and -O<n> may be given".to_string());
    }
    args.pipeline = source;
    Ok(())
}

/// Parses `argv` (without the program name).
pub fn parse<'a>(argv: &'a [String]) -> Result<Args, String> {
    let mut args = Args::default();
    let mut input: Option<String> = None;
    let mut iter = argv.iter();
    while let Some(arg) = iter.next() {
        let arg = arg.as_str();
        if arg == "-" || !arg.starts_with('-') {
            if let Some(previous) = &input {
                return Err(format!(
                    "more than one input file: '{previous}' and '{arg}'"
                ));
            }
            input = Some(arg.to_string());
            continue;
        }
        if arg == "-o" {
            let out = iter.next().ok_or("option '-o' needs a file name")?;
            args.output = Some(out.clone());
            continue;
        }
        if let Some(out) = arg
            .strip_prefix("-o")
            .filter(|s| !s.is_empty() && !arg.starts_with("--"))
        {
            args.output = Some(out.trim_start_matches('=').to_string());
            continue;
        }
        if arg.starts_with("-O") {
            let Some(name) = kestrel_pipelines::preset_name(arg) else {
                return Err(format!(
                    "unknown optimisation level '{arg}': expected -O0, -O1, -O2, -O3 or -Ocomplete"
                ));
            };
            set_pipeline(&mut args, PipelineSource::Preset(name))?;
            continue;
        }
        if arg == "-h" {
            args.help = true;
            continue;
        }
        let Some(long) = arg.strip_prefix("--") else {
            return Err(format!("unknown option '{arg}'"));
        };
        let (flag, value) = match long.split_once('=') {
            Some((flag, value)) => (flag, Some(value)),
            None => (long, None),
        };
        let needs_value = |value: Option<&'a str>| -> Result<&'a str, String> {
            value.ok_or_else(|| format!("option '--{flag}' needs a value: --{flag}=VALUE"))
        };
        match flag {
            "help" => args.help = true,
            "version" => args.version = true,
            "pass-pipeline" => set_pipeline(
                &mut args,
                PipelineSource::Text(needs_value(value)?.to_string()),
            )?,
            "passes" => set_pipeline(
                &mut args,
                PipelineSource::Passes(needs_value(value)?.to_string()),
            )?,
            "late-pipeline" => args.late_pipeline = Some(needs_value(value)?.to_string()),
            "emit" => {
                args.emit = match needs_value(value)? {
                    "mlir" => Emit::Mlir,
                    "llvm" => Emit::Llvm,
                    "ptx" => Emit::Ptx,
                    other => {
                        return Err(format!(
                            "invalid value for '--emit': expected mlir, llvm or ptx, got '{other}'"
                        ));
                    }
                }
            }
            "mcpu" => args.mcpu = Some(needs_value(value)?.to_string()),
            "mattr" => args.mattr = Some(needs_value(value)?.to_string()),
            "debug-info" => {
                let text = needs_value(value)?;
                args.debug_info = one_of(flag, text, DebugInfo::parse, "lines, full or none")?;
            }
            "short-pointers" => {
                args.short_pointers = match value.unwrap_or("on") {
                    "on" | "true" => Some(true),
                    "off" | "false" => Some(false),
                    "auto" => None,
                    other => {
                        return Err(format!(
                            "invalid value for '--short-pointers': expected on, off or auto, got '{other}'"
                        ));
                    }
                }
            }
            "gpu-module" => args.gpu_module = Some(needs_value(value)?.to_string()),
            "fp-contract" => {
                let text = needs_value(value)?;
                args.fp_fusion = one_of(flag, text, FpFusion::parse, "on, fast or off")?;
            }
            "mad-wide" => args.mad_wide = bool_value(flag, value)?,
            "lsr" => {
                let text = needs_value(value)?;
                args.lsr = Some(one_of(
                    flag,
                    text,
                    StrengthReduction::parse,
                    "on, off, per-function, measured or auto",
                )?);
            }
            "ptxas" => args.ptxas = Some(needs_value(value)?.to_string()),
            "register-budget" => args.register_budget = bool_value(flag, value)?,
            "never-worse" => args.never_worse = Some(on_off(flag, value)?),
            "machine-sink" => {
                let text = needs_value(value)?;
                args.machine_sink = Some(one_of(
                    flag,
                    text,
                    MachineSink::parse,
                    "on, off or measured",
                )?);
            }
            "o" => args.output = Some(needs_value(value)?.to_string()),
            "list-passes" => args.list_passes = bool_value(flag, value)?,
            "list-patterns" => args.list_patterns = bool_value(flag, value)?,
            "split-input-file" => args.split_input_file = bool_value(flag, value)?,
            "verify-diagnostics" => args.verify_diagnostics = bool_value(flag, value)?,
            "verify-each" => args.verify_each = bool_value(flag, value)?,
            "mlir-print-ir-before-all" => args.print_ir_before_all = bool_value(flag, value)?,
            "mlir-print-ir-after-all" => args.print_ir_after_all = bool_value(flag, value)?,
            "mlir-print-ir-after-change" => args.print_ir_after_change = bool_value(flag, value)?,
            "mlir-disable-threading" => args.disable_threading = bool_value(flag, value)?,
            "threading-min-ops" => {
                let text = needs_value(value)?;
                args.threading_min_ops = text.parse().map_err(|_| {
                    format!(
                        "invalid value for '--threading-min-ops': expected a count of ops, got '{text}'"
                    )
                })?;
            }
            "dump-pass-pipeline" => args.dump_pass_pipeline = bool_value(flag, value)?,
            "timing" | "mlir-timing" => args.timing = bool_value(flag, value)?,
            "stats" | "mlir-pass-statistics" => args.stats = bool_value(flag, value)?,
            "verify-semantics" if value == Some("allow-inconclusive") => {
                args.verify_semantics = true;
                args.verify_semantics_allow_inconclusive = true;
            }
            "verify-semantics" => args.verify_semantics = bool_value(flag, value)?,
            knob => match kestrel_rewrites::knobs::lookup(knob) {
                Some(spec) => {
                    let text = match (value, spec.spec.kind) {
                        (Some(text), _) => text,
                        (None, kestrel_rewrites::OptionKind::Bool) => "true",
                        (None, _) => {
                            return Err(format!("option '--{knob}' needs a value: --{knob}=VALUE"));
                        }
                    };
                    args.knobs.set(knob, text)?;
                }
                None => {
                    return Err(format!(
                        "unknown option '--{knob}' (see --help; --list-passes lists every knob)"
                    ));
                }
            },
        }
    }
    if let Some(input) = input {
        args.input = input;
    }
    Ok(args)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_str(line: &str) -> Result<Args, String> {
        parse(
            &line
                .split_whitespace()
                .map(String::from)
                .collect::<Vec<_>>(),
        )
    }

    #[test]
    fn defaults() {
        let args = parse_str("").unwrap();
        assert_eq!(args.input, "-");
        assert_eq!(args.emit, Emit::Mlir);
        assert!(args.verify_each);
    }

    #[test]
    fn input_output_and_pipeline() {
        let args = parse_str("k.ll -o out.ptx -O3 --emit=ptx --mcpu=sm_90").unwrap();
        assert_eq!(args.input, "k.ll");
        assert_eq!(args.output.as_deref(), Some("out.ptx"));
        assert_eq!(args.pipeline, PipelineSource::Preset("O3"));
        assert_eq!(args.emit, Emit::Ptx);
        assert_eq!(args.mcpu.as_deref(), Some("sm_90"));
        let args = parse_str("k.mlir -Ocomplete").unwrap();
        assert_eq!(args.pipeline, PipelineSource::Preset("complete"));
    }

    #[test]
    fn the_late_pipeline_is_its_own_option() {
        let args = parse_str("-O3 --late-pipeline=early-cse").unwrap();
        assert_eq!(args.pipeline, PipelineSource::Preset("O3"));
        assert_eq!(args.late_pipeline.as_deref(), Some("early-cse"));
        let args = parse_str("-O3 --late-pipeline=").unwrap();
        assert_eq!(args.late_pipeline.as_deref(), Some(""));
        assert_eq!(
            parse_str("--late-pipeline").unwrap_err(),
            "option '--late-pipeline' needs a value: --late-pipeline=VALUE"
        );
    }

    #[test]
    fn knobs_are_options() {
        assert!(
            parse_str("--cbe-max-depth=4 --nv-disable-scev-cgp=false --print-dead-sync-elim")
                .is_ok()
        );
        assert_eq!(
            parse_str("--cbe-max-depth=x").unwrap_err(),
            "invalid value for '--cbe-max-depth': expected an integer, got 'x'"
        );
    }

    #[test]
    fn errors_name_the_problem() {
        assert!(
            parse_str("--bogus")
                .unwrap_err()
                .starts_with("unknown option '--bogus'")
        );
        assert!(
            parse_str("-O4")
                .unwrap_err()
                .starts_with("unknown optimisation level '-O4'")
        );
        assert!(
            parse_str("-O1 --passes=cse")
                .unwrap_err()
                .contains("only one of")
        );
        assert!(
            parse_str("a.mlir b.mlir")
                .unwrap_err()
                .contains("more than one input")
        );
        assert!(
            parse_str("--emit=sass")
                .unwrap_err()
                .contains("expected mlir, llvm or ptx")
        );
        assert!(
            parse_str("--verify-each=maybe")
                .unwrap_err()
                .contains("expected true or false")
        );
        assert_eq!(
            parse_str("-o").unwrap_err(),
            "option '-o' needs a file name"
        );
    }
}
