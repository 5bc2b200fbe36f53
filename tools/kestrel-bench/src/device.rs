//! Kestrel's kernels on a real GPU: time per version, and the hardware against kestrel-sim.
//!
//! Static counts cannot say whether the SASS Kestrel saves is time saved, nor whether
//! kestrel-sim, the oracle of every soundness claim, computes what the hardware computes.
//! This module does the host side of that, in three steps that can run on different
//! machines (the GPU machine may have neither MLIR nor a network):
//!
//! 1. [`prepare`] (here: MLIR, LLVM, kestrel-sim): per kernel file, the PTX of llc, Kestrel
//!    `-O0` and `-O3` (as the SASS columns of `kestrel-bench DIR` are made: `-O0` then llc,
//!    `-O3` through its own split code generation) and
//!    nvcc where a CUDA source is at hand; per kernel, kestrel-sim's generated inputs
//!    ([`kestrel_sim::inputs`]) packed as the CUDA driver wants them, kestrel-sim's run of
//!    the original module on them with its launch shape (the expected outputs, and which
//!    bytes hold floats), all written as a [`kestrel_device::bundle`]. Kernels kestrel-sim
//!    cannot run, or that fault there, are skipped with the reason.
//! 2. `kestrel-device` (there: the CUDA driver only) runs the bundle ([`kestrel_device::run`]).
//! 3. [`report`] ([`table`], here): each version's outputs against llc's, llc's against kestrel-sim's
//!    (a difference on the original input is an oracle bug, unless kestrel-sim found a race
//!    or schedule dependence), and the times, as Markdown and JSON.
//!
//! Launches are kestrel-sim's (two blocks of 64 threads, small integer arguments), so
//! results are comparable; such launches take a few microseconds, mostly launch overhead,
//! which the table says next to its ratios. So each case also gets a timing launch at
//! [`Scale`]: integer arguments and the grid multiplied, buffers the inputs repeated to a
//! few MiB. kestrel-sim cannot run that size; its versions are compared by a digest of their
//! outputs, and a launch that faults at that size is reported, not timed.
#![forbid(unsafe_code)]

pub mod table;

pub use table::{CaseRow, Report, Timing, VersionRow, report, report_files};

use crate::{Kernel, Tools, file_stem, is_cuda_source, llc, nvcc_ptx};
use kestrel_device::{
    bundle::{self, Buffer, Bundle, Case, Expected, Global, Param, Skipped, Version},
    compare::{self, Kind, KindRun},
    outputs::Output,
};
use kestrel_pipelines::{
    Compiler,
    embed::{self, Emit},
};
use kestrel_sim::{
    Config, Program,
    inputs::{self, Inputs},
    layout::Scalar,
    memory::{GlobalMemory, meta},
    simulate,
};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The architecture the PTX targets by default: the H100 the device runs were made on.
pub const DEFAULT_ARCH: &str = "sm_90";
/// Bytes of each pointer parameter's buffer: kestrel-sim's integer arguments are 4..16, so
/// kernels touch a few KiB; 64 KiB keeps the whole corpus' inputs within what can be
/// carried to a GPU machine.
pub const DEFAULT_BUFFER_BYTES: u64 = 64 * 1024;

/// How much larger than kestrel-sim's a case's timing launch is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scale {
    /// Integer arguments (32 and 64 bits) and the grid's x (and y, where the kernel reads
    /// `ctaid.y`) are multiplied by this; 1: no timing launch.
    pub factor: u32,
    /// Each pointer parameter's buffer: the input repeated to this many bytes.
    pub buffer_bytes: u64,
}

impl Default for Scale {
    /// kestrel-sim's integer arguments 4..16 become 128..512: a 2D kernel's rows of 512
    /// doubles are 4 KiB, its matrix 2 MiB, within 32 MiB buffers.
    fn default() -> Self {
        Self {
            factor: 32,
            buffer_bytes: 32 << 20,
        }
    }
}

/// The kestrel-sim configuration of device runs: the simulator's defaults (launch shape,
/// seed, schedules, race detection) with [`DEFAULT_BUFFER_BYTES`] buffers.
pub fn default_config() -> Config {
    Config {
        buffer_bytes: DEFAULT_BUFFER_BYTES,
        ..Config::default()
    }
}

/// What [`prepare`] wrote.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Prepared {
    /// Launches checked against kestrel-sim (each may have a timing launch besides).
    pub cases: usize,
    /// Timing launches at scale.
    pub scaled: usize,
    pub skipped: usize,
    pub versions: usize,
}

/// Writes the bundle for `files` into `dir`, the PTX for `tools.mcpu`.
pub fn prepare(
    files: &[PathBuf],
    tools: &Tools,
    config: &Config,
    scale: Scale,
    dir: &Path,
    mut progress: impl FnMut(usize, &Path),
) -> Result<Prepared, String> {
    config.validate().map_err(|e| e.to_string())?;
    if dir.join(bundle::MANIFEST).exists() {
        std::fs::remove_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let scratch = dir.join("scratch");
    let mut bundle = Bundle {
        arch: tools.mcpu.clone(),
        config: config_text(config, scale),
        ..Bundle::default()
    };
    let mut expected = Vec::new();
    for (index, file) in files.iter().enumerate() {
        progress(index, file);
        let label = file.to_string_lossy().into_owned();
        match prepare_file(
            file,
            tools,
            config,
            scale,
            dir,
            &scratch,
            bundle.cases.len(),
        ) {
            Ok((cases, skipped)) => {
                for (case, sim) in cases {
                    bundle.cases.push(case);
                    expected.extend(sim);
                }
                bundle.skipped.extend(skipped);
            }
            Err(reason) => bundle.skipped.push(Skipped {
                file: label,
                kernel: "*".to_string(),
                reason,
            }),
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
    bundle.write(dir, &expected)?;
    let (checked, scaled): (Vec<&Case>, Vec<&Case>) =
        bundle.cases.iter().partition(|c| c.scaled_from.is_none());
    Ok(Prepared {
        cases: checked.len(),
        scaled: scaled.len(),
        skipped: bundle.skipped.len(),
        versions: checked.iter().map(|c| c.versions.len()).sum(),
    })
}

/// The configuration as the manifest records it.
fn config_text(config: &Config, scale: Scale) -> String {
    let dims = |d: [u32; 3]| format!("{},{},{}", d[0], d[1], d[2]);
    format!(
        "seed={} grid={} block={} buffer-bytes={} shared={} scale={} scale-bytes={}",
        config.seed,
        dims(config.grid),
        dims(config.block),
        config.buffer_bytes,
        config.dynamic_shared_bytes,
        scale.factor,
        scale.buffer_bytes
    )
}

/// A kernel file's cases, each with kestrel-sim's expected outputs (none for a timing launch,
/// which kestrel-sim does not run), and its kernels not launched.
type FileCases = (Vec<(Case, Option<Expected>)>, Vec<Skipped>);

/// The cases of one kernel file (with kestrel-sim's expected outputs) and its skipped
/// kernels; `first` numbers the cases.
fn prepare_file(
    file: &Path,
    tools: &Tools,
    config: &Config,
    scale: Scale,
    dir: &Path,
    scratch: &Path,
    first: usize,
) -> Result<FileCases, String> {
    let kernel = Kernel::read(file, tools, scratch)?;
    let versions = compile_versions(file, &kernel, tools, dir, scratch)?;
    let context = embed::context();
    let module = kestrel_dialects::import::import(&context, &kernel.ir, &kernel.name)?.module;
    let program = kestrel_sim::load_module(&module, &kernel.name).map_err(|e| e.to_string())?;
    let label = file.to_string_lossy().into_owned();
    let hardware_only = hardware_only_reads(&kernel.ir);
    let source = std::fs::read_to_string(file).unwrap_or_default();
    let hints = launch_hints(&source)?;
    let mut cases = Vec::new();
    let mut skipped = Vec::new();
    for &id in &program.kernels {
        let name = program.functions[id as usize].name.clone();
        let case_id = format!("c{:03}", first + cases.len());
        let hint = hints.iter().find(|hint| hint.kernel == name);
        let hinted;
        let config = match hint.and_then(|hint| hint.block) {
            Some(block) => {
                hinted = Config {
                    block,
                    block_explicit: true,
                    ..config.clone()
                };
                &hinted
            }
            None => config,
        };
        let scale = Scale {
            factor: hint.and_then(|hint| hint.scale).unwrap_or(scale.factor),
            ..scale
        };
        match simulate_with_retry(&program, id, config, scale) {
            Ok((mut case, expected, scaled_params)) => {
                case.id = case_id.clone();
                case.file = label.clone();
                case.versions = versions.clone();
                let timing = (scale.factor > 1).then(|| {
                    let reads_y = reads_ctaid_y(&kernel.ir, &name);
                    scaled_case(&case, scaled_params, reads_y, scale)
                });
                case.notes.extend(hardware_only.iter().map(|read| {
                    format!("{FINDING}a read of {read}, whose values are its own, not the GPU's")
                }));
                cases.push((
                    case,
                    Some(Expected {
                        case: case_id,
                        ..expected
                    }),
                ));
                cases.extend(timing.map(|timing| (timing, None)));
            }
            Err(reason) => skipped.push(Skipped {
                file: label.clone(),
                kernel: name,
                reason,
            }),
        }
    }
    for name in ir_kernels(&kernel.ir) {
        if !program.function_ids.contains_key(&name) {
            let reason = match program.unsupported.get(&name) {
                Some(error) => format!("kestrel-sim cannot run it: {error}"),
                None => "kestrel-sim did not lower it".to_string(),
            };
            skipped.push(Skipped {
                file: label.clone(),
                kernel: name,
                reason,
            });
        }
    }
    Ok((cases, skipped))
}

/// What a kernel file asks of its launch, one line per kernel, in any comment:
/// `kestrel-launch: KERNEL [block=X,Y[,Z]] [scale=N]`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct LaunchHint {
    kernel: String,
    /// The block shape: a kernel written for one (`tx` and `ty` over a 32x8 tile) reads past
    /// its tiles at kestrel-sim's 64x1, and its launch bounds give only the thread count.
    block: Option<[u32; 3]>,
    /// The timing launch's factor, where [`Scale::factor`] would take it past its buffers (a
    /// 3D grid's `nx * ny * nz` grows with the cube of the factor).
    scale: Option<u32>,
}

/// The launch hints of `source`.
fn launch_hints(source: &str) -> Result<Vec<LaunchHint>, String> {
    source
        .lines()
        .filter_map(|line| Some(line.split_once("kestrel-launch:")?.1.trim()))
        .map(|hint| {
            let bad = || {
                format!(
                    "bad launch hint 'kestrel-launch: {hint}' (KERNEL [block=X,Y[,Z]] [scale=N])"
                )
            };
            let mut words = hint.split_whitespace();
            let mut parsed = LaunchHint {
                kernel: words.next().ok_or_else(bad)?.to_string(),
                ..LaunchHint::default()
            };
            let positive = |d: &str| d.parse::<u32>().ok().filter(|&d| d > 0);
            for word in words {
                match word.split_once('=') {
                    Some(("block", dims)) if parsed.block.is_none() => {
                        let dims: Vec<u32> = dims
                            .split(',')
                            .map(positive)
                            .collect::<Option<_>>()
                            .ok_or_else(bad)?;
                        parsed.block = Some(match dims[..] {
                            [x, y] => [x, y, 1],
                            [x, y, z] => [x, y, z],
                            _ => return Err(bad()),
                        });
                    }
                    Some(("scale", n)) if parsed.scale.is_none() => {
                        parsed.scale = Some(positive(n).ok_or_else(bad)?);
                    }
                    _ => return Err(bad()),
                }
            }
            if parsed.block.is_none() && parsed.scale.is_none() {
                return Err(bad());
            }
            Ok(parsed)
        })
        .collect()
}

/// Special registers whose values kestrel-sim makes up (the clock counts 1000, 2000, ... per
/// thread) that the kernel file reads: outputs that depend on them differ from the GPU's by
/// design. Judged on the whole file, conservatively.
fn hardware_only_reads(ir: &[u8]) -> Vec<&'static str> {
    let text = String::from_utf8_lossy(ir);
    ["clock", "globaltimer", "smid", "nsmid", "warpid"]
        .into_iter()
        .filter(|register| text.contains(&format!("llvm.nvvm.read.ptx.sreg.{register}")))
        .collect()
}

/// The names of the `ptx_kernel` functions LLVM IR text defines.
fn ir_kernels(ir: &[u8]) -> Vec<String> {
    String::from_utf8_lossy(ir)
        .lines()
        .filter(|l| l.starts_with("define") && l.contains("ptx_kernel"))
        .filter_map(|l| {
            let rest = &l[l.find('@')? + 1..];
            Some(rest[..rest.find('(')?].trim_matches('"').to_string())
        })
        .collect()
}

/// The PTX of each version of the file, written into the bundle: llc, Kestrel `-O0` (then
/// llc) and `-O3` (its LLVM IR through code generation as `kestrel-opt --emit=ptx` runs it,
/// its late half and per-function LSR choice included), nvcc for a CUDA source when nvcc
/// is found, and each pass of [`Tools::passes`] alone.
fn compile_versions(
    file: &Path,
    kernel: &Kernel,
    tools: &Tools,
    dir: &Path,
    scratch: &Path,
) -> Result<Vec<Version>, String> {
    let stem = file_stem(&kernel.name);
    let context = embed::context();
    let linked_ir = |compiler: Option<&Compiler>, tag: &str| -> Result<PathBuf, String> {
        let mut module =
            kestrel_dialects::import::import(&context, &kernel.ir, &kernel.name)?.module;
        if let Some(compiler) = compiler {
            compiler
                .run(&context, &mut module)
                .map_err(|f| format!("{}: {f}", kernel.name))?;
        }
        let text =
            embed::emit(&module, &Emit::LlvmIr).map_err(|e| format!("{}: {e}", kernel.name))?;
        let ll = scratch.join(format!("{stem}.{tag}.ll"));
        std::fs::write(&ll, text).map_err(|e| format!("{}: {e}", ll.display()))?;
        with_libdevice(&ll, tools, scratch)
    };
    let o3 = Compiler::preset("O3").map_err(|e| e.to_string())?;
    let o3_ir = linked_ir(Some(&o3), "O3")?;
    let o3_bytes = std::fs::read(&o3_ir).map_err(|e| format!("{}: {e}", o3_ir.display()))?;
    let codegen = crate::o3_codegen(&String::from_utf8_lossy(&o3_bytes), &tools.mcpu);
    let (o3_ptx, mut reports) = o3
        .llvm_ir_to_ptx(&context, &o3_bytes, &codegen)
        .map_err(|f| format!("{}: {f}", kernel.name))?;
    let o0_ir = linked_ir(None, "O0")?;
    // The never-worse guard, as kestrel-opt -O3 runs it: -O0's code where ptxas does worse
    // on a kernel as optimised.
    let o0_bytes = std::fs::read(&o0_ir).map_err(|e| format!("{}: {e}", o0_ir.display()))?;
    let baseline = o3
        .baseline_of_llvm_ir(&o0_bytes, &codegen)
        .map_err(|f| format!("{}: {f}", kernel.name))?;
    let o3_ptx = o3
        .guard_ptx(baseline.as_deref(), o3_ptx, &mut reports)
        .map_err(|f| format!("{}: {f}", kernel.name))?;
    let mut versions = vec![
        (
            "llc",
            llc(&with_libdevice(&kernel.ll, tools, scratch)?, tools)?,
        ),
        ("O0", llc(&o0_ir, tools)?),
        ("O3", o3_ptx),
    ];
    if let (Some(nvcc), true) = (&tools.nvcc, is_cuda_source(file)) {
        versions.push(("nvcc", nvcc_ptx(nvcc, file, tools)?));
    }
    // Each pass of `--each-pass` alone on the `-O0` module, on the input IR (the late half's
    // passes too, which the SASS table runs inside code generation); a pass that leaves the
    // PTX as `-O0`'s is not run again (its time is `-O0`'s).
    for pass in &tools.passes {
        let compiler = Compiler::pipeline(pass).map_err(|e| format!("{pass}: {e}"))?;
        let ptx = llc(&linked_ir(Some(&compiler), pass)?, tools)?;
        if ptx != versions[1].1 {
            versions.push((pass.as_str(), ptx));
        }
    }
    versions
        .into_iter()
        .map(|(name, ptx)| {
            Ok(Version {
                name: name.to_string(),
                ptx: bundle::write_ptx(dir, &ptx)?,
            })
        })
        .collect()
}

/// `ll` with the libdevice functions it calls linked in (or `ll` itself when it calls none):
/// the corpus is compiled without libdevice (`__nv_sqrtf` stays an external declaration,
/// which kestrel-sim implements itself), and the driver's JIT cannot resolve an external
/// function. Every version is linked the same way, after Kestrel's passes, so they stay
/// comparable; the backend's NVVMReflect resolves libdevice's `__nvvm_reflect` queries.
fn with_libdevice(ll: &Path, tools: &Tools, scratch: &Path) -> Result<PathBuf, String> {
    let text = std::fs::read(ll).map_err(|e| format!("{}: {e}", ll.display()))?;
    if !declares_libdevice_function(&text) {
        return Ok(ll.to_path_buf());
    }
    let libdevice = find_libdevice().ok_or_else(|| {
        format!(
            "{}: calls libdevice functions, and no libdevice.10.bc was found (set KESTREL_LIBDEVICE, or install nvidia-nvvm: bash scripts/setup.sh --bench)",
            ll.display()
        )
    })?;
    let stem = ll
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    // Text, so that llc is asked for the PTX version its functions ask for (`crate::llc`).
    let linked = scratch.join(format!("{stem}.libdevice.ll"));
    let link = tools.llc.with_file_name("llvm-link");
    let link = if link.is_file() {
        link
    } else {
        PathBuf::from("llvm-link-22")
    };
    crate::run(
        Command::new(&link)
            .args(["--only-needed", "-S"])
            .arg(ll)
            .arg(&libdevice)
            .arg("-o")
            .arg(&linked),
        "llvm-link-22",
    )?;
    Ok(linked)
}

/// True when LLVM IR text declares a libdevice function (`declare ... @__nv_...`).
fn declares_libdevice_function(ir: &[u8]) -> bool {
    String::from_utf8_lossy(ir)
        .lines()
        .any(|line| line.starts_with("declare") && line.contains("@__nv_"))
}

/// libdevice: `$KESTREL_LIBDEVICE`, or the one NVIDIA's `nvidia-nvvm` wheel installs.
fn find_libdevice() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("KESTREL_LIBDEVICE") {
        return Some(PathBuf::from(path));
    }
    crate::python_site_packages()
        .into_iter()
        .flat_map(|site| {
            [
                site.join("nvidia/cu13/nvvm/libdevice/libdevice.10.bc"),
                site.join("nvidia/nvvm/libdevice/libdevice.10.bc"),
            ]
        })
        .find(|path| path.is_file())
}

/// Buffers of this size are tried for a kernel that faults with smaller ones.
pub const RETRY_BUFFER_BYTES: u64 = 256 * 1024;

/// [`simulate_case`] with `config`'s buffers, and where kestrel-sim faults with them (many
/// PolyBench kernels loop to a compile-time size, whatever their arguments say), again with
/// [`RETRY_BUFFER_BYTES`] (kestrel-sim's default) buffers. Small buffers first keep the bundle
/// small enough to carry to a GPU machine; the case notes the larger size.
fn simulate_with_retry(
    program: &Program,
    kernel: u32,
    config: &Config,
    scale: Scale,
) -> Result<Simulated, String> {
    let first = simulate_case(program, kernel, config, scale);
    if first.is_ok() || config.buffer_bytes >= RETRY_BUFFER_BYTES {
        return first;
    }
    let larger = Config {
        buffer_bytes: RETRY_BUFFER_BYTES,
        ..config.clone()
    };
    let (mut case, expected, scaled_params) = simulate_case(program, kernel, &larger, scale)?;
    case.notes.push(format!(
        "buffer-bytes={RETRY_BUFFER_BYTES} (kestrel-sim faults with {})",
        config.buffer_bytes
    ));
    Ok((case, expected, scaled_params))
}

/// A case, kestrel-sim's outputs of it, and the parameters of its timing launch.
type Simulated = (Case, Expected, Vec<Param>);

/// One kernel's launch from kestrel-sim's inputs, and kestrel-sim's run of it; `Err` says
/// why it is not launched.
fn simulate_case(
    program: &Program,
    kernel: u32,
    config: &Config,
    scale: Scale,
) -> Result<Simulated, String> {
    let name = &program.functions[kernel as usize].name;
    program
        .check_supported(name)
        .map_err(|e| format!("kestrel-sim cannot run it: {e}"))?;
    // The launch the kernel's bounds allow (`nvvm.reqntid` 128 on Triton's kernels): a GPU
    // refuses a block the PTX's `.reqntid` does not name, and the simulator runs this one.
    let config = &config
        .for_kernel(&program.functions[kernel as usize])
        .map_err(|e| e.to_string())?;
    let inputs = inputs::generate(program, kernel, config).map_err(|e| e.to_string())?;
    let buffers_at = inputs::buffers_offset(&[program]);
    let (report, outcomes) =
        simulate::simulate_kernel(program, kernel, config, &inputs, buffers_at);
    if let Some(fault) = &report.fault {
        return Err(format!("kestrel-sim faults: {fault}"));
    }
    let (memory, _) = inputs::place(program, &inputs, buffers_at);
    let mut case = Case {
        kernel: ptx_symbol(name),
        grid: config.grid,
        block: config.block,
        shared_bytes: dynamic_shared_bytes(program, config)?,
        params: pack_params(program, kernel, &inputs, 1)?,
        buffers: buffers(program, kernel, &inputs, &memory)?,
        globals: host_written_globals(program, &memory)?,
        notes: notes(&report),
        ..Case::default()
    };
    case.notes.retain(|n| !n.is_empty());
    let after = &outcomes[0].memory;
    let mut expected = Expected::default();
    for (region, input) in case.output_inputs() {
        let allocation = allocation_name(&case, region);
        let bytes = region_bytes(after, &allocation)
            .ok_or_else(|| format!("kestrel-sim has no {allocation} after the run"))?;
        expected.outputs.push(Output::diff(region, input, &bytes));
        expected.kinds.push(kind_runs(after, &allocation));
    }
    let scaled_params = pack_params(program, kernel, &inputs, scale.factor)?;
    Ok((case, expected, scaled_params))
}

/// The timing launch of `case` at `scale`: its integer arguments (`params`, packed at that
/// scale), its grid's x and, where the kernel reads `ctaid.y`, its y multiplied, and its
/// buffers the inputs repeated to `scale.buffer_bytes`.
fn scaled_case(case: &Case, params: Vec<Param>, reads_y: bool, scale: Scale) -> Case {
    let [gx, gy, gz] = case.grid;
    let gy = if reads_y {
        gy.saturating_mul(scale.factor).min(MAX_GRID_Y)
    } else {
        gy
    };
    let buffer_bytes = usize::try_from(scale.buffer_bytes).unwrap_or(usize::MAX);
    let buffers = case
        .buffers
        .iter()
        .map(|buffer| Buffer {
            tile_to: (!buffer.byval && buffer_bytes > buffer.input.len()).then_some(buffer_bytes),
            ..buffer.clone()
        })
        .collect();
    Case {
        id: format!("{}s", case.id),
        grid: [gx.saturating_mul(scale.factor), gy, gz],
        params,
        buffers,
        notes: Vec::new(),
        scaled_from: Some(case.id.clone()),
        ..case.clone()
    }
}

/// The largest grid y a launch takes.
const MAX_GRID_Y: u32 = 65_535;

/// Whether the kernel `name` in LLVM IR text reads `ctaid.y` (or calls a function, which
/// might): judged on the text of its definition.
fn reads_ctaid_y(ir: &[u8], name: &str) -> bool {
    let text = String::from_utf8_lossy(ir);
    let Some(start) = text.lines().position(|l| {
        l.starts_with("define")
            && (l.contains(&format!("@{name}(")) || l.contains(&format!("@\"{name}\"(")))
    }) else {
        return true;
    };
    text.lines()
        .skip(start)
        .take_while(|l| *l != "}")
        .any(|l| l.contains("sreg.ctaid.y") || l.contains("call ") && !l.contains("@llvm."))
}

/// How a case's note starts when it is a kestrel-sim finding (a race, schedule dependence,
/// poison stored) that makes the hardware's results legitimately differ from the simulator's.
pub const FINDING: &str = "kestrel-sim finds ";

/// Dynamic shared memory for the launch: kestrel-sim's, where the module declares
/// `extern __shared__` memory, else none (with static shared memory near the 48 KiB a launch
/// gets by default, asking for more would fail the launch).
fn dynamic_shared_bytes(program: &Program, config: &Config) -> Result<u32, String> {
    if program.dynamic_shared_offset.is_none() {
        return Ok(0);
    }
    u32::try_from(config.dynamic_shared_bytes).map_err(|e| e.to_string())
}

/// kestrel-sim's findings that make a difference from the hardware expected, not a bug.
fn notes(report: &kestrel_sim::KernelReport) -> Vec<String> {
    let mut notes = Vec::new();
    if let Some(race) = report.races.first() {
        notes.push(format!(
            "{FINDING}{} race(s), first {}",
            report.races.len(),
            race.to_string().replace('\n', " ")
        ));
    }
    if let Some(dependence) = &report.schedule_dependence {
        notes.push(format!(
            "{FINDING}results that depend on the schedule: {dependence}"
        ));
    }
    if report.poison_store_count > 0 {
        notes.push(format!(
            "{FINDING}{} store(s) of poison",
            report.poison_store_count
        ));
    }
    notes
}

/// The name kestrel-sim's memory gives a case's region: buffers as named, globals `@NAME`
/// (a global's PTX symbol is its LLVM name: [`host_written_globals`] refuses others).
fn allocation_name(case: &Case, region: &str) -> String {
    if case.buffers.iter().any(|b| b.name == region) {
        region.to_string()
    } else {
        format!("@{region}")
    }
}

/// A symbol as LLVM's NVPTX backend writes it: characters PTX does not allow in names
/// become `_$_` (`NVPTXAssignValidGlobalNames`).
pub fn ptx_symbol(name: &str) -> String {
    let mut symbol = String::with_capacity(name.len());
    for c in name.chars() {
        if c.is_ascii_alphanumeric() || c == '_' || c == '$' {
            symbol.push(c);
        } else {
            symbol.push_str("_$_");
        }
    }
    symbol
}

/// The bytes of a named allocation.
fn region_bytes(memory: &GlobalMemory, name: &str) -> Option<Vec<u8>> {
    let allocation = memory.allocations.iter().find(|a| a.name == name)?;
    let range = allocation.offset as usize..(allocation.offset + allocation.size) as usize;
    Some(memory.arena.data[range].to_vec())
}

/// Which bytes of an allocation hold floats (where stores left float markers) or poison.
fn kind_runs(memory: &GlobalMemory, name: &str) -> Vec<KindRun> {
    let Some(allocation) = memory.allocations.iter().find(|a| a.name == name) else {
        return Vec::new();
    };
    let start = allocation.offset as usize;
    let metas = &memory.arena.meta[start..start + allocation.size as usize];
    let units = metas.iter().enumerate().filter_map(|(i, &m)| {
        let kind = if m & meta::POISON != 0 {
            Kind::Poison
        } else if m & meta::F32_START != 0 {
            Kind::F32
        } else if m & meta::F64_START != 0 {
            Kind::F64
        } else {
            return None;
        };
        Some((i as u64, kind))
    });
    compare::runs(units)
}

/// Each parameter as the launch passes it: a scalar's bytes, or the buffer a pointer (or a
/// `byval` pointer) parameter gets. 32- and 64-bit integers are multiplied by `factor` where
/// the product stays positive (sizes and trip counts; narrower ones are flags and shifts).
fn pack_params(
    program: &Program,
    kernel: u32,
    inputs: &Inputs,
    factor: u32,
) -> Result<Vec<Param>, String> {
    let function = &program.functions[kernel as usize];
    let mut params = Vec::new();
    for (index, shape) in function.param_shapes.iter().enumerate() {
        if shape.leaves != 1 {
            return Err(format!(
                "parameter {index} is an aggregate of {} scalars (not packed)",
                shape.leaves
            ));
        }
        let leaf = shape.first_leaf;
        let param = match function.param_leaves[leaf] {
            Scalar::Ptr { .. } => {
                let buffer = inputs
                    .pointer_leaf
                    .iter()
                    .position(|&l| l == leaf)
                    .ok_or_else(|| format!("parameter {index} has no buffer"))?;
                Param::Buffer(buffer)
            }
            scalar => {
                let (value, _) = inputs.args[leaf];
                let value = match scalar {
                    Scalar::Int(bits @ (32 | 64)) => {
                        let scaled = value.saturating_mul(u64::from(factor));
                        if scaled < 1u64 << (bits - 1) {
                            scaled
                        } else {
                            value
                        }
                    }
                    _ => value,
                };
                Param::Bytes(value.to_le_bytes()[..scalar.bytes() as usize].to_vec())
            }
        };
        params.push(param);
    }
    Ok(params)
}

/// The buffers of the launch with their input bytes, in kestrel-sim's order.
fn buffers(
    program: &Program,
    kernel: u32,
    inputs: &Inputs,
    memory: &GlobalMemory,
) -> Result<Vec<Buffer>, String> {
    let function = &program.functions[kernel as usize];
    inputs
        .buffers
        .iter()
        .zip(&inputs.pointer_leaf)
        .map(|(buffer, &leaf)| {
            let byval = function
                .param_shapes
                .iter()
                .any(|shape| shape.first_leaf == leaf && shape.byval);
            let input = region_bytes(memory, &buffer.name)
                .ok_or_else(|| format!("no buffer {} in kestrel-sim's memory", buffer.name))?;
            Ok(Buffer {
                name: buffer.name.clone(),
                input,
                byval,
                tile_to: None,
            })
        })
        .collect()
}

/// The host-written (`externally_initialized`) globals with kestrel-sim's input contents.
fn host_written_globals(program: &Program, memory: &GlobalMemory) -> Result<Vec<Global>, String> {
    program
        .global_vars
        .iter()
        .filter(|var| var.host_written.is_some())
        .map(|var| {
            let input = region_bytes(memory, &format!("@{}", var.name))
                .ok_or_else(|| format!("no global @{} in kestrel-sim's memory", var.name))?;
            if ptx_symbol(&var.name) != var.name {
                return Err(format!(
                    "global @{} has a name PTX rewrites ({}); not set",
                    var.name,
                    ptx_symbol(&var.name)
                ));
            }
            Ok(Global {
                name: var.name.clone(),
                input,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use kestrel_device::{
        compare::Verdict,
        results::{JobResult, Results, Status},
    };

    /// A kernel with a pointer, a scalar and a `byval` struct parameter and a host-written
    /// `__constant__` table: `out[i] = s.a + table[tid % 4] + n` for global thread index `i`.
    const KERNEL: &str = r#"target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, float }

@table = dso_local addrspace(4) externally_initialized constant [4 x i32] zeroinitializer, align 4

define dso_local ptx_kernel void @k(ptr noundef %out, i32 noundef %n, ptr noundef byval(%struct.S) align 4 %s) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %block = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %threads = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %block, %threads
  %i = add i32 %base, %tid
  %a = load i32, ptr %s, align 4
  %slot = and i32 %tid, 3
  %entry = getelementptr inbounds [4 x i32], ptr addrspace(4) @table, i32 0, i32 %slot
  %t = load i32, ptr addrspace(4) %entry, align 4
  %sum = add i32 %a, %t
  %value = add i32 %sum, %n
  %p = getelementptr inbounds i32, ptr %out, i32 %i
  store i32 %value, ptr %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
"#;

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("kestrel-device-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// `file` prepared into `dir/bundle` for sm_90 without nvcc, with `passes` alone as
    /// versions and timing launches at `scale`.
    fn prepare_into(dir: &Path, file: PathBuf, passes: &[&str], scale: Scale) -> Prepared {
        let tools = Tools {
            mcpu: DEFAULT_ARCH.to_string(),
            nvcc: None,
            passes: passes.iter().map(|p| p.to_string()).collect(),
            ..Tools::find()
        };
        prepare(
            &[file],
            &tools,
            &default_config(),
            scale,
            &dir.join("bundle"),
            |_, _| {},
        )
        .unwrap()
    }

    /// The bundle of [`KERNEL`], prepared into a fresh folder.
    fn prepared(name: &str) -> (PathBuf, Bundle, Vec<Expected>) {
        let dir = scratch(name);
        let file = dir.join("k.ll");
        std::fs::write(&file, KERNEL).unwrap();
        let prepared = prepare_into(&dir, file, &[], Scale::default());
        let bundle_dir = dir.join("bundle");
        assert_eq!(
            prepared,
            Prepared {
                cases: 1,
                scaled: 1,
                skipped: 0,
                versions: 3
            }
        );
        let bundle = Bundle::read(&bundle_dir).unwrap();
        let expected = bundle::read_expected(&bundle_dir).unwrap();
        (dir, bundle, expected)
    }

    fn word(bytes: &[u8], index: usize) -> u32 {
        u32::from_le_bytes(bytes[index * 4..index * 4 + 4].try_into().unwrap())
    }

    #[test]
    fn prepare_packs_scalars_byval_structs_and_host_written_globals() {
        let (dir, bundle, expected) = prepared("prepare");
        assert_eq!(bundle.arch, "sm_90");
        let case = &bundle.cases[0];
        assert_eq!(
            (case.kernel.as_str(), case.grid, case.block),
            ("k", [2, 1, 1], [64, 1, 1])
        );
        assert_eq!(
            case.shared_bytes, 0,
            "no extern shared memory: none asked for"
        );
        let [Param::Buffer(0), Param::Bytes(n), Param::Buffer(1)] = case.params.as_slice() else {
            panic!("{:?}", case.params);
        };
        let n = u32::from_le_bytes(n.as_slice().try_into().expect("an i32 is 4 bytes"));
        assert!(
            (4..=16).contains(&n),
            "kestrel-sim's integer arguments are 4..16: {n}"
        );
        assert_eq!(case.buffers[0].input.len() as u64, DEFAULT_BUFFER_BYTES);
        assert!(!case.buffers[0].byval);
        assert_eq!(case.buffers[1].input.len(), 8, "the struct's bytes");
        assert!(case.buffers[1].byval);
        assert_eq!(case.globals.len(), 1);
        assert_eq!(case.globals[0].name, "table");
        let table = &case.globals[0].input;
        assert!(
            table.iter().any(|&b| b != 0),
            "the table holds inputs, not its zero initializer"
        );
        // kestrel-sim's expected output follows from the bundle's inputs alone.
        let a = word(&case.buffers[1].input, 0);
        let out = expected[0].outputs[0]
            .apply(&case.buffers[0].input)
            .unwrap();
        for i in 0..128 {
            let want = a.wrapping_add(word(table, i % 4)).wrapping_add(n);
            assert_eq!(word(&out, i), want, "out[{i}]");
        }
        assert_eq!(
            word(&out, 128),
            word(&case.buffers[0].input, 128),
            "past the grid"
        );
        assert!(case.notes.is_empty(), "{:?}", case.notes);
        assert_eq!(
            expected[0].outputs.len(),
            2,
            "arg0 and the table; not the byval struct"
        );
        let names: Vec<&str> = case.versions.iter().map(|v| v.name.as_str()).collect();
        assert_eq!(names, ["llc", "O0", "O3"]);
        // The timing launch: the grid and `n` 32 times kestrel-sim's (the kernel does not
        // read ctaid.y), the pointer's buffer the input repeated, the struct as it was.
        let scaled = &bundle.cases[1];
        assert_eq!(scaled.id, "c000s");
        assert_eq!(scaled.scaled_from.as_deref(), Some("c000"));
        assert_eq!(scaled.grid, [64, 1, 1]);
        let Param::Bytes(scaled_n) = &scaled.params[1] else {
            panic!("{:?}", scaled.params);
        };
        assert_eq!(
            u32::from_le_bytes(scaled_n.as_slice().try_into().unwrap()),
            32 * n
        );
        assert_eq!(scaled.buffers[0].input, case.buffers[0].input);
        assert_eq!(scaled.buffers[0].tile_to, Some(32 << 20));
        assert_eq!(
            scaled.buffers[1].tile_to, None,
            "a byval struct is not memory"
        );
        assert_eq!(scaled.versions, case.versions);
        assert_eq!(
            expected.len(),
            1,
            "kestrel-sim does not run the timing launch"
        );
        for version in &case.versions {
            let ptx = std::fs::read_to_string(dir.join("bundle").join(&version.ptx)).unwrap();
            assert!(
                ptx.contains(".target sm_90") && ptx.contains(".entry k("),
                "{ptx}"
            );
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn launch_hints_name_a_kernel_its_block_and_its_scale() {
        let source = "// Launch with 32x8 threads.\n// kestrel-launch: trsm block=32,8\n\
                      ; kestrel-launch: k3 block=4,4,2 scale=4\n// kestrel-launch: wave scale=8\n";
        let hint = |kernel: &str, block, scale| LaunchHint {
            kernel: kernel.to_string(),
            block,
            scale,
        };
        assert_eq!(
            launch_hints(source).unwrap(),
            [
                hint("trsm", Some([32, 8, 1]), None),
                hint("k3", Some([4, 4, 2]), Some(4)),
                hint("wave", None, Some(8)),
            ]
        );
        assert_eq!(
            launch_hints("// kestrel-launch: trsm block=32x8").unwrap_err(),
            "bad launch hint 'kestrel-launch: trsm block=32x8' (KERNEL [block=X,Y[,Z]] [scale=N])"
        );
        for bad in ["block=0,8", "scale=0", "", "grid=2,2", "scale=2 scale=3"] {
            assert!(
                launch_hints(&format!("// kestrel-launch: trsm {bad}")).is_err(),
                "{bad}"
            );
        }
    }

    #[test]
    fn a_scale_hint_sets_the_kernels_timing_launch() {
        let dir = scratch("scale-hint");
        let file = dir.join("k.ll");
        std::fs::write(&file, format!("; kestrel-launch: k scale=4\n{KERNEL}")).unwrap();
        prepare_into(&dir, file, &[], Scale::default());
        let bundle = Bundle::read(&dir.join("bundle")).unwrap();
        let [Param::Bytes(n), Param::Bytes(scaled_n)] =
            [&bundle.cases[0].params[1], &bundle.cases[1].params[1]]
        else {
            panic!("{:?}", bundle.cases);
        };
        let word = |bytes: &[u8]| u32::from_le_bytes(bytes.try_into().unwrap());
        assert_eq!(word(scaled_n), 4 * word(n));
        assert_eq!(bundle.cases[1].grid, [8, 1, 1]);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn each_pass_adds_the_passes_that_change_the_ptx() {
        let dir = scratch("each-pass");
        let file = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../third_party/kernels/O3/param_struct_particles.cu.ll");
        let scale = Scale {
            factor: 1,
            ..Scale::default()
        };
        let passes = ["base-addr-strength-reduce", "dead-sync-elim"];
        let prepared = prepare_into(&dir, file, &passes, scale);
        let bundle_dir = dir.join("bundle");
        assert_eq!(
            (prepared.cases, prepared.scaled),
            (1, 0),
            "scale 1: no timing launch"
        );
        let bundle = Bundle::read(&bundle_dir).unwrap();
        let names: Vec<&str> = bundle.cases[0]
            .versions
            .iter()
            .map(|v| v.name.as_str())
            .collect();
        // base-addr-strength-reduce carries anchors through the particle loop; the kernel
        // has no barrier, so dead-sync-elim's PTX is -O0's and is not run again.
        assert_eq!(names, ["llc", "O0", "O3", "base-addr-strength-reduce"]);
        let ptx = |name: &str| {
            let version = bundle.cases[0].versions.iter().find(|v| v.name == name);
            std::fs::read_to_string(bundle_dir.join(&version.unwrap().ptx)).unwrap()
        };
        assert_ne!(ptx("base-addr-strength-reduce"), ptx("O0"));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// What the GPU would send back for `version`: kestrel-sim's outputs, changed by `edit`.
    fn job(
        case: &Case,
        expected: &Expected,
        version: &str,
        edit: impl Fn(&mut Vec<u8>),
    ) -> JobResult {
        let outputs = case
            .output_inputs()
            .iter()
            .zip(&expected.outputs)
            .map(|((name, input), output)| {
                let mut bytes = output.apply(input).unwrap();
                if *name == "arg0" {
                    edit(&mut bytes);
                }
                Output::diff(name, input, &bytes)
            })
            .collect();
        JobResult {
            case: case.id.clone(),
            version: version.to_string(),
            status: Status::Ok,
            message: String::new(),
            times_us: vec![4.0, 5.0, 6.0],
            outputs,
            digest: None,
        }
    }

    /// What the GPU would send back for `version` of the timing launch.
    fn scaled_job(version: &str, microseconds: f64, digest: u64) -> JobResult {
        JobResult {
            case: "c000s".to_string(),
            version: version.to_string(),
            status: Status::Ok,
            message: String::new(),
            times_us: vec![microseconds; 3],
            outputs: Vec::new(),
            digest: Some(digest),
        }
    }

    #[test]
    fn report_compares_versions_with_llc_and_llc_with_kestrel_sim() {
        let (dir, bundle, expected) = prepared("report");
        let case = &bundle.cases[0];
        let mut o0 = job(case, &expected[0], "O0", |bytes| bytes[8] ^= 1);
        o0.times_us = vec![2.0, 2.5, 3.0];
        let results = Results {
            device: "Test GPU".into(),
            jobs: vec![
                job(case, &expected[0], "llc", |_| {}),
                o0,
                JobResult::failed(
                    &case.id,
                    "O3",
                    Status::UnsupportedPtx,
                    "cuModuleLoadDataEx: CUDA_ERROR_UNSUPPORTED_PTX_VERSION".into(),
                ),
                scaled_job("llc", 400.0, 7),
                scaled_job("O0", 300.0, 8),
                JobResult::failed(
                    "c000s",
                    "O3",
                    Status::LaunchFailed,
                    "cuCtxSynchronize: CUDA_ERROR_ILLEGAL_ADDRESS".into(),
                ),
            ],
        };
        let report = report(&bundle, &expected, &results).unwrap();
        assert_eq!(report.cases.len(), 1);
        let scaled = &report.scaled[0].versions;
        assert_eq!(scaled[0].same_digest_as_llc, None);
        assert_eq!(scaled[1].same_digest_as_llc, Some(false));
        assert_eq!(scaled[2].status, Status::LaunchFailed);
        let (ratio, kernels) = report.scaled_geomean_vs_llc("O0").unwrap();
        assert!((ratio - 0.75).abs() < 1e-9 && kernels == 1, "{ratio}");
        let rows = &report.cases[0].versions;
        assert_eq!(
            rows[0].against_sim.as_ref().unwrap().verdict(),
            Verdict::Exact
        );
        let o0 = rows[1].against_llc.as_ref().unwrap();
        assert_eq!(o0.verdict(), Verdict::Mismatch);
        assert_eq!(o0.mismatched, 1);
        assert!(o0.examples[0].starts_with("arg0+8: "), "{o0:?}");
        assert_eq!(rows[2].status, Status::UnsupportedPtx);
        let (ratio, kernels) = report.geomean_vs_llc("O0").unwrap();
        assert!((ratio - 0.5).abs() < 1e-9 && kernels == 1, "{ratio}");
        let markdown = report.markdown();
        assert!(
            markdown.contains(
                "| k.ll `k` | 5.0 ±20% | = | 2.5 ±20% (0.50x) | X | unsupported-ptx | - |"
            ),
            "{markdown}"
        );
        assert!(
            markdown.contains(
                "k.ll `k` O0: differs from llc on the GPU: mismatch: 1 differing unit(s): arg0+8"
            ),
            "{markdown}"
        );
        assert!(markdown.contains(
            "k.ll `k` O3: unsupported-ptx: cuModuleLoadDataEx: CUDA_ERROR_UNSUPPORTED_PTX_VERSION"
        ));
        assert!(!markdown.contains("ORACLE BUG"));
        assert!(
            markdown.contains("| k.ll `k` | 400.0 ±0% | 300.0 ±0% (0.75x) ≠ | launch-failed |"),
            "{markdown}"
        );
        assert!(markdown.contains("| O0 | 0.750 | 1 | 1 |"), "{markdown}");
        assert!(
            markdown.contains("### Not timed at scale (1)")
                && markdown.contains("\n- k.ll `k` O3: launch-failed:"),
            "{markdown}"
        );
        let json = report.json();
        assert!(
            json.contains("\"O3\":{\"status\":\"unsupported-ptx\""),
            "{json}"
        );
        assert!(
            json.contains("\"scaled_time_geomean_vs_llc\":{\"llc\":{\"ratio\":1.0000,\"kernels\":1},\"O0\":{\"ratio\":0.7500"),
            "{json}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn hardware_differing_from_kestrel_sim_on_llc_is_an_oracle_bug() {
        let (dir, bundle, expected) = prepared("oracle");
        let case = &bundle.cases[0];
        let results = Results {
            device: "Test GPU".into(),
            jobs: vec![job(case, &expected[0], "llc", |bytes| bytes[4] ^= 0x10)],
        };
        let report = report(&bundle, &expected, &results).unwrap();
        let problems = report.problems();
        assert_eq!(
            problems.len(),
            3,
            "the oracle bug, and O0 and O3 without results"
        );
        assert!(
            problems[0].2.starts_with("ORACLE BUG: the GPU and kestrel-sim differ on the original module: mismatch: 1 differing unit(s): arg0+4"),
            "{}",
            problems[0].2
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn differences_in_kernels_with_findings_are_inconclusive_not_oracle_bugs() {
        let (dir, mut bundle, expected) = prepared("findings");
        bundle.cases[0].notes.push(format!(
            "{FINDING}a read of clock, whose values are its own, not the GPU's"
        ));
        let case = &bundle.cases[0];
        let results = Results {
            device: "Test GPU".into(),
            jobs: vec![
                job(case, &expected[0], "llc", |bytes| bytes[4] ^= 0x10),
                job(case, &expected[0], "O3", |bytes| bytes[4] ^= 0x20),
            ],
        };
        let report = report(&bundle, &expected, &results).unwrap();
        let problems: Vec<String> = report.problems().into_iter().map(|p| p.2).collect();
        assert!(
            problems[0].starts_with("the GPU and kestrel-sim differ (inconclusive"),
            "{problems:?}"
        );
        assert!(
            problems[2]
                .starts_with("differs from llc on the GPU (may be the kernel's own nondeterminism"),
            "{problems:?}"
        );
        assert!(!report.markdown().contains("ORACLE BUG"));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn timing_takes_median_and_percentiles() {
        let timing = Timing::of(&[5.0, 1.0, 3.0, 2.0, 4.0, 100.0]).unwrap();
        assert_eq!((timing.median, timing.min, timing.reps), (3.5, 1.0, 6));
        assert_eq!((timing.p10, timing.p90), (1.0, 5.0));
        assert!(Timing::of(&[]).is_none());
    }

    #[test]
    fn reads_of_the_clock_and_other_made_up_registers_are_found() {
        let ir = b"%t = call i64 @llvm.nvvm.read.ptx.sreg.clock64()\n%s = call i32 @llvm.nvvm.read.ptx.sreg.smid()";
        assert_eq!(hardware_only_reads(ir), ["clock", "smid"]);
        assert!(hardware_only_reads(KERNEL.as_bytes()).is_empty());
    }

    #[test]
    fn libdevice_calls_are_linked_before_llc() {
        assert!(declares_libdevice_function(
            b"declare float @__nv_sqrtf(float)\n"
        ));
        assert!(!declares_libdevice_function(
            b"define float @__nv_mine(float %x) {\n"
        ));
        let dir = scratch("libdevice");
        let ll = dir.join("k.ll");
        std::fs::write(
            &ll,
            "target triple = \"nvptx64-nvidia-cuda\"\n\
             define ptx_kernel void @k(ptr %p) {\n\
               %v = load float, ptr %p\n\
               %r = call float @__nv_sqrtf(float %v)\n\
               store float %r, ptr %p\n\
               ret void\n\
             }\n\
             declare float @__nv_sqrtf(float)\n",
        )
        .unwrap();
        let tools = Tools::find();
        let linked = with_libdevice(&ll, &tools, &dir).and_then(|path| llc(&path, &tools));
        match (find_libdevice(), linked) {
            (Some(_), Ok(ptx)) => assert!(
                !ptx.contains(".extern .func") && ptx.contains("__nv_sqrtf"),
                "libdevice's body is in the PTX: {ptx}"
            ),
            (None, Err(error)) => assert!(error.contains("KESTREL_LIBDEVICE"), "{error}"),
            (found, result) => panic!("libdevice {found:?}, llc {result:?}"),
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn ptx_symbols_replace_what_ptx_names_cannot_hold() {
        assert_eq!(ptx_symbol("_Z3fooPf"), "_Z3fooPf");
        assert_eq!(ptx_symbol("a.b"), "a_$_b");
    }
}
