//! `kestrel-bench`: what Kestrel's `-O3` does to real kernels, against LLVM alone and NVIDIA.
//!
//! For each kernel file of a folder (`.ll`, or `.cu` compiled by clang-22 for the device):
//! (a) the IR through `llc-22 -O3`, (b) the IR through Kestrel's import and export alone (`-O0`,
//! the baseline the passes are measured against) then `llc-22`, (c) the IR through `kestrel-opt
//! -O3` (in-process, through `kestrel_pipelines::embed`) then `llc-22`, (d) `nvcc -ptx` (cicc)
//! where the CUDA source is at
//! hand and `nvcc` is found. For each PTX: integer ALU, conversion, memory, barrier and total
//! instructions ([`ptx::count`]), `ptxas -v` registers and spills, and the SASS ptxas makes of
//! it ([`sass`]: instruction classes, static and loop-weighted); optionally (`Tools::passes`)
//! the same for each pass alone on the `-O0` module. Compile time compares Kestrel's `-O3`,
//! LLVM IR in to LLVM IR out (import, passes, export: [`Stages`]), with what `opt` does on the
//! closest upstream pipeline ([`UPSTREAM_PIPELINE`]: parse, passes, print), both in this
//! process on the same input, so neither side pays a process start-up; Kestrel's code
//! generation is timed as a fourth stage. [`producer`] puts a DSL's own PTX beside Kestrel's.
//! [`explain`] reports on one kernel. [`scaling`] times `-O3` on synthetic kernels of growing size; [`adversarial`] times
//! `-O3` and every pass on each adversarial [`shapes`] shape at growing sizes.
#![forbid(unsafe_code)]

pub mod adversarial;
pub mod device;
pub mod explain;
#[cfg(test)]
mod never_worse;
pub mod producer;
pub mod ptx;
pub mod report;
pub use kestrel_rewrites::sass;
pub mod scaling;
pub mod shapes;

use kestrel_dialects::raw::OptStages;
use kestrel_pipelines::{
    Compiler,
    embed::{self, Emit},
};
use std::{
    collections::HashMap,
    path::{Path, PathBuf},
    process::Command,
    time::Instant,
};

/// In-process compile-time rounds per kernel and side; the best one counts.
const TIMING_ROUNDS: usize = 5;

/// The upstream passes closest to Kestrel's `-O3`.
pub const UPSTREAM_PIPELINE: &str =
    "early-cse<memssa>,separate-const-offset-from-gep,slsr,nary-reassociate,gvn";

/// Where the external tools are; `None` where one is missing (its columns stay empty).
#[derive(Clone, Debug, Default)]
pub struct Tools {
    pub llc: PathBuf,
    pub opt: PathBuf,
    /// The `kestrel-opt` binary next to this one, for end-to-end process times (`None`:
    /// not built, that row stays empty).
    pub kestrel_opt: Option<PathBuf>,
    pub clang: PathBuf,
    pub ptxas: Option<PathBuf>,
    /// Without it the SASS columns stay empty.
    pub nvdisasm: Option<PathBuf>,
    pub nvcc: Option<PathBuf>,
    /// A CUDA install (the PyPI wheels unpacked into one folder) for clang's `--cuda-path`.
    pub cuda_path: Option<PathBuf>,
    /// Include folders for CUDA sources (`-I`), for both clang and nvcc.
    pub includes: Vec<PathBuf>,
    /// Macro definitions for CUDA sources (`-D NAME[=VALUE]`), for both clang and nvcc: old
    /// sources call host APIs that CUDA 13 removed (`cudaThreadSynchronize`), which breaks
    /// nvcc's host pass even though only device code is measured.
    pub defines: Vec<String>,
    pub mcpu: String,
    /// Passes to measure one at a time on the `-O0` module (empty: none).
    pub passes: Vec<String>,
    /// Whether a pass of `-O3`'s late half runs alone where `-O3` runs it, inside code
    /// generation ([`late_pass_alone`]), rather than on the input IR as `--passes=` runs it.
    pub late_passes_late: bool,
    /// `--lsr MODE`: how the `-O3` column chooses LSR (`None`: as the preset says). With
    /// `measured` it runs [`Tools::ptxas`].
    pub lsr: Option<kestrel_dialects::raw::StrengthReduction>,
    /// `--never-worse off`: the `-O3` column without the preset's never-worse guard (what it
    /// buys is the difference; `None`: as the preset says).
    pub never_worse: Option<bool>,
    /// `--knob NAME=VALUE`: cicc knobs set on the `-O3` column's compiler (a setting measured
    /// before it becomes a preset's).
    pub knobs: Vec<(String, String)>,
    /// Whether rows carry compile times (`false`, `--no-timing`: `-O3` compiles once, and
    /// neither opt's pipeline nor the processes are timed; the code-quality columns are the
    /// same either way).
    pub timing: bool,
}

impl Tools {
    /// LLVM 22 from Debian's packages; `ptxas`, `nvdisasm` and `nvcc` from `$KESTREL_PTXAS`/
    /// `$KESTREL_NVDISASM`/`$KESTREL_NVCC`, `PATH`, or the NVIDIA wheels.
    pub fn find() -> Self {
        let llvm = |name: &str| {
            let debian = Path::new("/usr/lib/llvm-22/bin").join(name);
            if debian.is_file() {
                debian
            } else {
                PathBuf::from(format!("{name}-22"))
            }
        };
        Self {
            llc: llvm("llc"),
            opt: llvm("opt"),
            kestrel_opt: std::env::current_exe()
                .ok()
                .map(|exe| exe.with_file_name("kestrel-opt"))
                .filter(|path| path.is_file()),
            clang: llvm("clang"),
            ptxas: find_nvidia("KESTREL_PTXAS", "ptxas"),
            nvdisasm: find_nvidia("KESTREL_NVDISASM", "nvdisasm"),
            nvcc: find_nvidia("KESTREL_NVCC", "nvcc"),
            cuda_path: find_cuda_wheels(),
            includes: Vec::new(),
            defines: Vec::new(),
            mcpu: embed::DEFAULT_CPU.to_string(),
            passes: Vec::new(),
            late_passes_late: true,
            lsr: None,
            never_worse: None,
            knobs: Vec::new(),
            timing: true,
        }
    }
}

fn find_nvidia(variable: &str, name: &str) -> Option<PathBuf> {
    if let Some(path) = std::env::var_os(variable) {
        return Some(PathBuf::from(path));
    }
    let mut dirs: Vec<PathBuf> = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect())
        .unwrap_or_default();
    for site in python_site_packages() {
        dirs.push(site.join("nvidia/cu13/bin"));
        dirs.push(site.join("nvidia/cuda_nvcc/bin"));
        dirs.push(site.join("nvidia/cuda_nvdisasm/bin"));
    }
    dirs.into_iter()
        .map(|dir| dir.join(name))
        .find(|p| p.is_file())
}

pub(crate) fn python_site_packages() -> Vec<PathBuf> {
    let Ok(output) = Command::new("python3")
        .args([
            "-c",
            "import site; print('\\n'.join(site.getsitepackages()+[site.getusersitepackages()]))",
        ])
        .output()
    else {
        return Vec::new();
    };
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(PathBuf::from)
        .collect()
}

/// The CUDA 13 wheels (`scripts/setup.sh --bench`) install headers, `nvcc`, `cicc` and
/// libdevice into one `nvidia/cu13` folder, which is a CUDA install as clang's `--cuda-path`
/// wants it: `$KESTREL_CUDA_PATH`, else that folder where it has `include/cuda.h`.
fn find_cuda_wheels() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("KESTREL_CUDA_PATH") {
        return Some(PathBuf::from(path));
    }
    python_site_packages()
        .into_iter()
        .map(|site| site.join("nvidia/cu13"))
        .find(|dir| dir.join("include/cuda.h").is_file() && dir.join("nvvm/libdevice").is_dir())
}

/// One compilation's PTX and SASS measurements.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Measure {
    pub counts: ptx::Counts,
    /// `None` without `ptxas`.
    pub resources: Option<ptx::Resources>,
    /// `None` without `ptxas` or `nvdisasm`.
    pub sass: Option<sass::Stats>,
    /// Each kernel with what it calls (empty without `ptxas` and `nvdisasm`): the never-worse
    /// rule holds per kernel, where a file's sums would let one kernel's loss hide behind
    /// another's gain.
    pub kernels: Vec<sass::Kernel>,
}

/// One kernel file's row.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Row {
    pub name: String,
    /// clang IR -> llc.
    pub llc: Measure,
    /// clang IR -> kestrel-opt -O0 (import and export only) -> llc: the baseline that the
    /// passes' effect is measured against, free of round-trip noise.
    pub o0: Measure,
    /// clang IR -> kestrel-opt -O3 -> llc.
    pub kestrel: Measure,
    /// nvcc -ptx, where the source and nvcc are available.
    pub nvcc: Option<Measure>,
    /// clang IR -> kestrel-opt -O0 -> one pass alone -> llc, per pass of [`Tools::passes`].
    pub passes: Vec<(String, Measure)>,
    /// Where Kestrel's `-O3` compile time went.
    pub stages: Stages,
    /// Where opt's time went on the upstream pipeline ([`UPSTREAM_PIPELINE`]), in the same
    /// process.
    pub opt_stages: OptStages,
    /// Wall time of the `kestrel-opt FILE -O3 --emit=llvm` and `opt-22 -passes=... -S`
    /// processes, best of three: what a user of either command waits (start-up included).
    pub process_seconds: Option<(f64, f64)>,
}

impl Row {
    /// Kestrel's optimiser time, LLVM IR in to LLVM IR out: what [`Row::opt_seconds`] is
    /// compared with.
    pub fn kestrel_seconds(&self) -> f64 {
        self.stages.optimiser()
    }

    /// opt's time, LLVM IR in to LLVM IR out.
    pub fn opt_seconds(&self) -> f64 {
        self.opt_stages.total()
    }
}

/// Where one Kestrel compilation's time went, in seconds, stage by stage as `kestrel-opt
/// in.ll -O3 --emit=ptx` runs them: import the LLVM IR, run the passes, export LLVM IR, and
/// LLVM's NVPTX backend on it (the stage llc would run on either side).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Stages {
    pub import: f64,
    pub passes: f64,
    pub export: f64,
    pub codegen: f64,
}

impl Stages {
    /// Import, passes and export: the optimiser, without code generation.
    pub fn optimiser(&self) -> f64 {
        self.import + self.passes + self.export
    }

    pub fn add(&mut self, other: &Stages) {
        self.import += other.import;
        self.passes += other.passes;
        self.export += other.export;
        self.codegen += other.codegen;
    }
}

/// One compilation by Kestrel, timed stage by stage.
pub struct Timed {
    pub report: kestrel_pipelines::Report,
    pub llvm_ir: String,
    pub ptx: String,
    pub stages: Stages,
}

/// Compiles LLVM IR `ir` (`name` labels errors) through `compiler` to LLVM IR and PTX for
/// `cpu`, timing each stage; the context is fresh, as `kestrel-opt`'s would be.
pub fn compile_timed(
    ir: &[u8],
    name: &str,
    compiler: &Compiler,
    cpu: &str,
) -> Result<Timed, String> {
    let context = if std::env::var_os("KESTREL_NO_THREADS").is_some() {
        kestrel_dialects::new_context(false)
    } else {
        embed::context()
    };
    let mut stages = Stages::default();
    let started = Instant::now();
    let mut module = kestrel_dialects::import::import(&context, ir, name)?.module;
    stages.import = started.elapsed().as_secs_f64();
    // The never-worse guard's -O0 code: the module before the passes, as the -O0 column
    // compiles it (timed with code generation, where it is used).
    let started = Instant::now();
    let baseline = if compiler.guards(&kestrel_dialects::raw::Codegen::llc(cpu)) {
        let round_trip = embed::emit(&module, &Emit::LlvmIr).map_err(|e| format!("{name}: {e}"))?;
        compiler
            .baseline_of_llvm_ir(round_trip.as_bytes(), &o3_codegen(&round_trip, cpu))
            .map_err(|f| format!("{name}: {f}"))?
    } else {
        None
    };
    let baseline_seconds = started.elapsed().as_secs_f64();
    let started = Instant::now();
    let report = compiler
        .run(&context, &mut module)
        .map_err(|f| format!("{name}: {f}"))?;
    stages.passes = started.elapsed().as_secs_f64();
    let started = Instant::now();
    let llvm_ir = embed::emit(&module, &Emit::LlvmIr).map_err(|e| format!("{name}: {e}"))?;
    stages.export = started.elapsed().as_secs_f64();
    // What `kestrel-opt --emit=ptx` does, the compiler's late half included, for the llc
    // column's target: without a late half this is that column's `llc` on `llvm_ir`.
    let started = Instant::now();
    let (ptx, mut late_reports) = compiler
        .llvm_ir_to_ptx(&context, llvm_ir.as_bytes(), &o3_codegen(&llvm_ir, cpu))
        .map_err(|f| format!("{name}: {f}"))?;
    let ptx = compiler
        .guard_ptx(baseline.as_deref(), ptx, &mut late_reports)
        .map_err(|f| format!("{name}: {f}"))?;
    stages.codegen = started.elapsed().as_secs_f64() + baseline_seconds;
    Ok(Timed {
        report,
        llvm_ir,
        ptx,
        stages,
    })
}

/// A kernel file read for measuring: its file name, the LLVM IR file (the input, or a `.cu`'s
/// device IR compiled into the scratch folder) and that IR's bytes.
pub struct Kernel {
    pub name: String,
    pub ll: PathBuf,
    pub ir: Vec<u8>,
}

impl Kernel {
    pub fn read(path: &Path, tools: &Tools, scratch: &Path) -> Result<Self, String> {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        std::fs::create_dir_all(scratch).map_err(|e| format!("{}: {e}", scratch.display()))?;
        let ll = device_ir(path, tools, scratch)?;
        let ir = std::fs::read(&ll).map_err(|e| format!("{}: {e}", ll.display()))?;
        Ok(Self { name, ll, ir })
    }
}

/// Benchmarks one kernel file (`.ll` or `.cu`).
pub fn bench_file(path: &Path, tools: &Tools, scratch: &Path) -> Result<Row, String> {
    let Kernel { name, ll, ir } = Kernel::read(path, tools, scratch)?;
    let stem = file_stem(&name);
    let is_cuda = is_cuda_source(path);

    let llc_ptx = llc(&ll, tools)?;
    let context = embed::context();
    let module = kestrel_dialects::import::import(&context, &ir, &name)?.module;
    let round_trip = embed::emit(&module, &Emit::LlvmIr).map_err(|e| format!("{name}: {e}"))?;
    let round_trip_ll = scratch.join(format!("{stem}.O0.ll"));
    std::fs::write(&round_trip_ll, &round_trip).map_err(|e| e.to_string())?;
    let o0_ptx = llc(&round_trip_ll, tools)?;
    let timing = time_kernel(&name, &ll, &ir, tools, scratch)?;
    let optimised_ll = scratch.join(format!("{stem}.kestrel.ll"));
    std::fs::write(&optimised_ll, &timing.timed.llvm_ir).map_err(|e| e.to_string())?;
    // `-O3`'s PTX as `kestrel-opt --emit=ptx` makes it: llc's code generation split for the
    // late half (`kestrel.ll` is what the backend is given, before it).
    let kestrel_ptx = timing.timed.ptx.clone();
    let mut pass_ptx = Vec::new();
    for pass in &tools.passes {
        let late = match tools.late_passes_late {
            true => o3_late_element(pass)?,
            false => None,
        };
        let ptx = match late {
            Some(late) => late_pass_alone(&context, &round_trip, &name, late, tools)?,
            None => pass_alone(
                &context,
                &ir,
                &name,
                pass,
                &scratch.join(format!("{stem}.{pass}.ll")),
                tools,
            )?,
        };
        pass_ptx.push((pass.clone(), ptx));
    }

    let nvcc = match (&tools.nvcc, is_cuda) {
        (Some(nvcc), true) => Some(nvcc_ptx(nvcc, path, tools)?),
        _ => None,
    };
    // Most passes alone leave most files' PTX as -O0's, and llc's is -O0's: each distinct
    // PTX goes through ptxas and nvdisasm once.
    let measured = std::cell::RefCell::new(HashMap::<String, Measure>::new());
    let measure = |ptx: &str, tag: &str| {
        if let Some(known) = measured.borrow().get(ptx) {
            return known.clone();
        }
        let fresh = measure(ptx, &scratch.join(format!("{stem}.{tag}")), tools);
        measured.borrow_mut().insert(ptx.to_string(), fresh.clone());
        fresh
    };
    Ok(Row {
        name,
        llc: measure(&llc_ptx, "llc"),
        o0: measure(&o0_ptx, "O0"),
        kestrel: measure(&kestrel_ptx, "kestrel"),
        nvcc: nvcc.as_deref().map(|p| measure(p, "nvcc")),
        passes: pass_ptx
            .iter()
            .map(|(pass, ptx)| (pass.clone(), measure(ptx, &format!("pass.{pass}"))))
            .collect(),
        stages: timing.timed.stages,
        opt_stages: timing.opt_stages,
        process_seconds: timing.process_seconds,
    })
}

/// Compile time alone for one kernel file (no llc, ptxas or nvcc): Kestrel's `-O3` stage by
/// stage and opt's upstream pipeline, in this process, on the same input.
pub fn time_file(path: &Path, tools: &Tools, scratch: &Path) -> Result<Row, String> {
    let Kernel { name, ll, ir } = Kernel::read(path, tools, scratch)?;
    let timing = time_kernel(&name, &ll, &ir, tools, scratch)?;
    Ok(Row {
        name,
        stages: timing.timed.stages,
        opt_stages: timing.opt_stages,
        process_seconds: timing.process_seconds,
        ..Row::default()
    })
}

/// A kernel's compile times: Kestrel's `-O3` stage by stage (with its output), opt's upstream
/// pipeline in this process, and both as whole commands.
struct Timing {
    timed: Timed,
    opt_stages: OptStages,
    process_seconds: Option<(f64, f64)>,
}

fn time_kernel(
    name: &str,
    ll: &Path,
    ir: &[u8],
    tools: &Tools,
    scratch: &Path,
) -> Result<Timing, String> {
    let compiler = o3(tools)?;
    if !tools.timing {
        return Ok(Timing {
            timed: compile_timed(ir, name, &compiler, &tools.mcpu)?,
            opt_stages: OptStages::default(),
            process_seconds: None,
        });
    }
    let (timed, opt_stages) = best_of_rounds(ir, name, &compiler, &tools.mcpu)?;
    let process_seconds = process_times(ll, tools, &scratch.join(file_stem(name)));
    Ok(Timing {
        timed,
        opt_stages,
        process_seconds,
    })
}

/// The `-O3` column's compiler: the preset, LSR as `--lsr` says, with `--knob`'s settings.
pub fn o3(tools: &Tools) -> Result<Compiler, String> {
    let mut compiler = Compiler::preset("O3").map_err(|e| e.to_string())?;
    for (name, value) in &tools.knobs {
        compiler = compiler
            .knob(name, value)
            .map_err(|e| format!("--knob {name}={value}: {e}"))?;
    }
    Ok(with_lsr_choice(compiler, tools))
}

/// `compiler` with LSR chosen as `--lsr` says (as its preset does without it); a measured
/// choice (the presets' `auto` included) compiles with the ptxas the counts come from,
/// wherever that was found.
pub(crate) fn with_lsr_choice(compiler: Compiler, tools: &Tools) -> Compiler {
    let compiler = match tools.lsr {
        Some(lsr) => compiler.strength_reduction(Some(lsr)),
        None => compiler,
    };
    let compiler = match tools.never_worse {
        Some(on) => compiler.never_worse(on),
        None => compiler,
    };
    compiler.ptxas(tools.ptxas.clone())
}

/// `compiler` and opt's upstream pipeline on `ir` in this process, each the best of
/// [`TIMING_ROUNDS`] rounds, the two sides taking turns: a single run measures how cold the
/// caches were left by whatever ran before (the previous file's subprocesses, the process's
/// first use of MLIR) as much as the compiler, and always to the disadvantage of whichever
/// side goes first.
pub fn best_of_rounds(
    ir: &[u8],
    name: &str,
    compiler: &Compiler,
    cpu: &str,
) -> Result<(Timed, OptStages), String> {
    let mut best: Option<Timed> = None;
    let mut opt_best: Option<OptStages> = None;
    for _ in 0..TIMING_ROUNDS {
        let timed = compile_timed(ir, name, compiler, cpu)?;
        if best
            .as_ref()
            .is_none_or(|b| timed.stages.optimiser() < b.stages.optimiser())
        {
            best = Some(timed);
        }
        let (_, opt_stages) = kestrel_dialects::raw::run_llvm_passes(ir, UPSTREAM_PIPELINE, cpu)
            .map_err(|e| format!("{name}: opt's pipeline: {e}"))?;
        if opt_best
            .as_ref()
            .is_none_or(|b| opt_stages.total() < b.total())
        {
            opt_best = Some(opt_stages);
        }
    }
    match (best, opt_best) {
        (Some(timed), Some(opt_stages)) => Ok((timed, opt_stages)),
        _ => Err(format!("{name}: no timing round ran")),
    }
}

/// Best-of-three wall times of `kestrel-opt LL -O3 --emit=llvm` and of `opt-22` on the
/// upstream pipeline (`-S`), each writing its output under `scratch`; `None` without a
/// `kestrel-opt` binary or when either fails.
fn process_times(ll: &Path, tools: &Tools, scratch: &Path) -> Option<(f64, f64)> {
    let kestrel_opt = tools.kestrel_opt.as_ref()?;
    let out = scratch.with_extension("time.ll");
    let best = |command: &mut dyn FnMut() -> Command| -> Option<f64> {
        let mut best = f64::INFINITY;
        for _ in 0..3 {
            let started = Instant::now();
            let status = command().status().ok()?;
            if !status.success() {
                return None;
            }
            best = best.min(started.elapsed().as_secs_f64());
        }
        Some(best)
    };
    let kestrel = best(&mut || {
        let mut command = Command::new(kestrel_opt);
        command
            .arg(ll)
            .args(["-O3", "--emit=llvm", "-o"])
            .arg(&out)
            .stderr(std::process::Stdio::null());
        command
    })?;
    let opt = best(&mut || {
        let mut command = Command::new(&tools.opt);
        command
            .args(["-mtriple=nvptx64-nvidia-cuda", "-S"])
            .arg(format!("-mcpu={}", tools.mcpu))
            .arg(format!("-passes={UPSTREAM_PIPELINE}"))
            .arg(ll)
            .arg("-o")
            .arg(&out);
        command
    })?;
    let _ = std::fs::remove_file(&out);
    Some((kestrel, opt))
}

/// `name` with every character but ASCII letters and digits made `_`: scratch file names.
pub fn file_stem(name: &str) -> String {
    name.chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect()
}

pub fn is_cuda_source(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "cu")
}

/// The LLVM IR file to work on: `path` itself, or for a `.cu` source its device IR, compiled
/// by clang-22 into `scratch`.
pub fn device_ir(path: &Path, tools: &Tools, scratch: &Path) -> Result<PathBuf, String> {
    if !is_cuda_source(path) {
        return Ok(path.to_path_buf());
    }
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let out = scratch.join(format!("{}.ll", file_stem(&name)));
    clang_device_ir(path, &out, tools)?;
    Ok(out)
}

/// The PTX of the imported module after `pass` alone: the import is repeated because a
/// pipeline rewrites the module in place.
fn pass_alone(
    context: &kestrel_dialects::melior::Context,
    ir: &[u8],
    name: &str,
    pass: &str,
    ll: &Path,
    tools: &Tools,
) -> Result<String, String> {
    let mut module = kestrel_dialects::import::import(context, ir, name)?.module;
    Compiler::pipeline(pass)
        .map_err(|e| format!("{pass}: {e}"))?
        .run(context, &mut module)
        .map_err(|f| format!("{name}: {pass}: {f}"))?;
    let text = embed::emit(&module, &Emit::LlvmIr).map_err(|e| format!("{name}: {e}"))?;
    std::fs::write(ll, text).map_err(|e| e.to_string())?;
    llc(ll, tools)
}

/// The PTX of `round_trip` (the `-O0` module's LLVM IR) with `late`, a pass of `-O3`'s late
/// half ([`o3_late_element`]), run where `-O3` runs it ([`Tools::late_passes_late`]): inside
/// code generation after the backend's IR passes, with `-O3`'s options for it and nothing else
/// of `-O3`'s code generation (no LSR choice, settlement or guard). On the input IR it would
/// be measured in a position `-O3` never puts it in.
fn late_pass_alone(
    context: &kestrel_dialects::melior::Context,
    round_trip: &str,
    name: &str,
    late: kestrel_pipelines::Element,
    tools: &Tools,
) -> Result<String, String> {
    let pass = late.name.clone();
    let compiler = Compiler::from_elements(Vec::new()).late_elements(vec![late]);
    let (ptx, _) = compiler
        .llvm_ir_to_ptx(
            context,
            round_trip.as_bytes(),
            &o3_codegen(round_trip, &tools.mcpu),
        )
        .map_err(|f| format!("{name}: {pass}: {f}"))?;
    Ok(ptx)
}

/// `pass` as `-O3`'s late half gives it (its options included), `None` where the late half
/// does not run it.
fn o3_late_element(pass: &str) -> Result<Option<kestrel_pipelines::Element>, String> {
    let late = kestrel_pipelines::late_preset("O3").unwrap_or_default();
    let elements = kestrel_pipelines::parse(&late).map_err(|e| format!("-O3's late half: {e}"))?;
    Ok(elements
        .into_iter()
        .flat_map(|e| match e.nested {
            Some(nested) => nested,
            None => vec![e],
        })
        .find(|e| e.name == pass))
}

/// PTX counts, and where `ptxas` (and `nvdisasm`) are found, `ptxas -v` resources and SASS
/// statistics; `stem` names the scratch files.
fn measure(ptx: &str, stem: &Path, tools: &Tools) -> Measure {
    measure_with_verdict(ptx, stem, tools).0
}

/// [`measure`], with ptxas's verdict: `Ok(true)` accepted, `Ok(false)` not run (no ptxas),
/// `Err` its first error line.
pub fn measure_with_verdict(
    ptx: &str,
    stem: &Path,
    tools: &Tools,
) -> (Measure, Result<bool, String>) {
    let assembled = tools
        .ptxas
        .as_ref()
        .map(|ptxas| sass::assemble(ptxas, tools.nvdisasm.as_deref(), ptx, stem, &tools.mcpu));
    let (resources, sass, kernels, verdict) = match assembled {
        Some(Ok((verbose, functions))) => {
            let mut resources = ptx::resources(&verbose);
            if let Some(functions) = &functions {
                resources.registers += sass::callee_register_raise(functions);
            }
            let kernels = functions.as_deref().map(sass::kernels).unwrap_or_default();
            (
                Some(resources),
                functions.map(|f| sass::sum(&f)),
                kernels,
                Ok(true),
            )
        }
        Some(Err(error)) => (None, None, Vec::new(), Err(error)),
        None => (None, None, Vec::new(), Ok(false)),
    };
    let measure = Measure {
        counts: ptx::count(ptx),
        resources,
        sass,
        kernels,
    };
    (measure, verdict)
}

pub(crate) fn run(command: &mut Command, what: &str) -> Result<Vec<u8>, String> {
    let output = command
        .output()
        .map_err(|e| format!("cannot run {what}: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "{what} failed: {}",
            first_error(&String::from_utf8_lossy(&output.stderr))
        ));
    }
    Ok(output.stdout)
}

/// The first line that says `error`, else the first line.
fn first_error(stderr: &str) -> &str {
    stderr
        .lines()
        .find(|l| l.contains("error"))
        .or_else(|| stderr.lines().next())
        .unwrap_or_default()
}

fn clang_device_ir(source: &Path, out: &Path, tools: &Tools) -> Result<(), String> {
    let mut command = Command::new(&tools.clang);
    command
        .args([
            "-x",
            "cuda",
            "--cuda-device-only",
            "-O3",
            "-S",
            "-emit-llvm",
        ])
        .arg(format!("--cuda-gpu-arch={}", tools.mcpu))
        .arg("-Wno-unknown-cuda-version");
    source_flags(&mut command, tools);
    match &tools.cuda_path {
        Some(cuda) => {
            // The wheels lack curand's MTGP header that clang's CUDA wrapper includes; an
            // empty stand-in is enough for device code (see ../shared/corpus/README.md).
            let stub = out.with_file_name("stub_include");
            std::fs::create_dir_all(&stub).map_err(|e| e.to_string())?;
            std::fs::write(stub.join("curand_mtgp32_kernel.h"), "").map_err(|e| e.to_string())?;
            command.arg("-I").arg(stub);
            command.arg(format!("--cuda-path={}", cuda.display()))
        }
        None => command.args(["-nocudainc", "-nocudalib"]),
    };
    run(command.arg(source).arg("-o").arg(out), "clang-22").map(drop)
}

/// The `-I` and `-D` flags that clang and nvcc share.
fn source_flags(command: &mut Command, tools: &Tools) {
    for include in &tools.includes {
        command.arg("-I").arg(include);
    }
    for define in &tools.defines {
        command.arg(format!("-D{define}"));
    }
}

pub fn llc(ll: &Path, tools: &Tools) -> Result<String, String> {
    // Bitcode has no such text to read: llc then gets its default version.
    let text = std::fs::read(ll).map_err(|e| format!("{}: {e}", ll.display()))?;
    let text = String::from_utf8_lossy(&text);
    let out = run(
        Command::new(&tools.llc)
            .args(["-O3", "-mtriple=nvptx64-nvidia-cuda"])
            .arg(format!("-mcpu={}", tools.mcpu))
            .arg(format!("-mattr={}", ptx_features(&text)))
            .arg(ll)
            .args(["-o", "-"]),
        "llc-22",
    )?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// The `-O3` column's code generation: [`llc`]'s, at the PTX version `llvm_ir` asks for
/// ([`ptx_features`]), as the llc and `-O0` columns are compiled and as `kestrel-opt` emits.
/// Until 2026-12-05 this column alone took the backend's default (PTX 7.0 for sm_80), so
/// `-O3` was measured, and its late half settled by ptxas, at another version than its
/// baseline: sdf_sphere_trace read 469 loop-weighted integer instructions at 7.0 where what
/// `kestrel-opt -O3` emits (8.8) reads 417.
pub fn o3_codegen(llvm_ir: &str, cpu: &str) -> kestrel_dialects::raw::Codegen {
    kestrel_dialects::raw::Codegen {
        features: Some(ptx_features(llvm_ir)),
        ..kestrel_dialects::raw::Codegen::llc(cpu)
    }
}

/// The PTX features LLVM IR `text`'s functions ask for, for llc's `-mattr`
/// ([`kestrel_rewrites::export::ptx_features_in_llvm_ir`]). llc takes the PTX version from
/// `-mattr` alone: without it, sm_80's default (7.0) against the 8.8 that CUDA 12.9's clang
/// asks for and Kestrel emits, and newer PTX lets ptxas see which bytes of a load are used
/// (`used_bytes_mask`), which changes its code (barnes_hut_walk's bh_force_walk: 26 registers
/// and 59 loop-weighted memory instructions at 7.0, 25 and 63 at 8.8). Every column is
/// compiled at the version the module asks for.
pub fn ptx_features(text: &str) -> String {
    kestrel_rewrites::export::ptx_features_in_llvm_ir(text)
}

pub fn nvcc_ptx(nvcc: &Path, source: &Path, tools: &Tools) -> Result<String, String> {
    let mut command = Command::new(nvcc);
    command
        .args(["-ptx", "-O3", "-o", "-"])
        .arg(format!("-arch={}", tools.mcpu));
    source_flags(&mut command, tools);
    let out = run(command.arg(source), "nvcc")?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// The kernel files of `dir` (`.ll` and `.cu`), sorted; with `recursive`, those of its
/// subfolders too (source trees such as PolyBench's keep one kernel per folder and include
/// shared headers by relative path, so they are benched where they are).
pub fn kernel_files(dir: &Path, recursive: bool) -> Result<Vec<PathBuf>, String> {
    let mut files = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(folder) = pending.pop() {
        for entry in std::fs::read_dir(&folder)
            .map_err(|e| format!("{}: {e}", folder.display()))?
            .flatten()
        {
            let path = entry.path();
            if path.is_dir() {
                if recursive {
                    pending.push(path);
                }
            } else if path.extension().is_some_and(|e| e == "ll" || e == "cu") {
                files.push(path);
            }
        }
    }
    files.sort();
    Ok(files)
}

#[cfg(test)]
mod tests {
    #[test]
    fn kernel_files_recurse_only_when_asked() {
        let dir = std::env::temp_dir().join(format!("kestrel-bench-files-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("a/b")).unwrap();
        for file in ["top.cu", "notes.txt", "a/one.ll", "a/b/two.cu"] {
            std::fs::write(dir.join(file), "").unwrap();
        }
        let names = |recursive| -> Vec<String> {
            super::kernel_files(&dir, recursive)
                .unwrap()
                .iter()
                .map(|p| p.strip_prefix(&dir).unwrap().to_string_lossy().into_owned())
                .collect()
        };
        assert_eq!(names(false), ["top.cu"]);
        assert_eq!(names(true), ["a/b/two.cu", "a/one.ll", "top.cu"]);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn llc_is_asked_for_the_ptx_version_the_functions_ask_for() {
        let ir =
            "attributes #0 = { \"target-cpu\"=\"sm_80\" \"target-features\"=\"+ptx88,+sm_80\" }";
        assert_eq!(super::ptx_features(ir), "+ptx88");
        assert_eq!(super::ptx_features("define void @f() { ret void }"), "");
        let dir = std::env::temp_dir().join(format!("kestrel-bench-llc-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let ll = dir.join("k.ll");
        std::fs::write(
            &ll,
            format!("define ptx_kernel void @k() #0 {{\n  ret void\n}}\n{ir}\n"),
        )
        .unwrap();
        let ptx = super::llc(&ll, &super::Tools::find()).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        assert!(ptx.contains(".version 8.8"), "{ptx}");
    }

    /// `--no-timing` (never-worse's setting) leaves the times out and nothing else: every
    /// code-quality column is what a timed run measures, passes alone included.
    #[test]
    fn untimed_rows_measure_what_timed_rows_do() {
        let file = jacobi2d();
        let scratch =
            std::env::temp_dir().join(format!("kestrel-bench-untimed-{}", std::process::id()));
        let mut tools = super::Tools::find();
        tools.passes = vec!["addr-canon".into(), "common-base-elim".into()];
        let timed = super::bench_file(&file, &tools, &scratch.join("timed")).unwrap();
        tools.timing = false;
        let untimed = super::bench_file(&file, &tools, &scratch.join("untimed")).unwrap();
        let _ = std::fs::remove_dir_all(&scratch);
        assert!(timed.opt_stages.total() > 0.0, "the timed run timed opt");
        assert_eq!(untimed.opt_stages.total(), 0.0);
        assert_eq!(untimed.process_seconds, None);
        let columns = |row: &super::Row| {
            (
                row.llc.clone(),
                row.o0.clone(),
                row.kestrel.clone(),
                row.passes.clone(),
            )
        };
        assert_eq!(columns(&untimed), columns(&timed));
        assert_eq!(untimed.passes.len(), 2);
    }

    #[test]
    fn a_late_pass_alone_takes_its_options_from_o3s_late_half() {
        let remat = super::o3_late_element("rematerialize").unwrap().unwrap();
        assert!(
            remat
                .options
                .iter()
                .any(|(k, v)| k == "remat-for-occ" && v == "32"),
            "{remat}"
        );
        assert!(
            super::o3_late_element("common-base-elim")
                .unwrap()
                .is_none()
        );
    }

    /// A late pass alone that changes nothing gives llc's code: the split code generation it
    /// runs in is llc's, so its column differs from `-O0`'s only by what the pass did.
    #[test]
    fn a_late_pass_that_changes_nothing_alone_gives_o0s_ptx() {
        let scratch =
            std::env::temp_dir().join(format!("kestrel-bench-late-alone-{}", std::process::id()));
        std::fs::create_dir_all(&scratch).unwrap();
        let tools = super::Tools::find();
        let ir = std::fs::read(jacobi2d()).unwrap();
        let context = super::embed::context();
        let module = kestrel_dialects::import::import(&context, &ir, "jacobi2D")
            .unwrap()
            .module;
        let round_trip = super::embed::emit(&module, &super::Emit::LlvmIr).unwrap();
        let round_trip_ll = scratch.join("jacobi2D.O0.ll");
        std::fs::write(&round_trip_ll, &round_trip).unwrap();
        let o0 = super::llc(&round_trip_ll, &tools).unwrap();
        let _ = std::fs::remove_dir_all(&scratch);
        let wide_mul = super::o3_late_element("wide-mul").unwrap().unwrap();
        let alone =
            super::late_pass_alone(&context, &round_trip, "jacobi2D", wide_mul, &tools).unwrap();
        // llc's PTX is verbose (comments naming blocks and functions), the in-process one not.
        let code = |ptx: &str| -> Vec<String> {
            ptx.lines()
                .map(|line| line.split("//").next().unwrap_or("").trim_end().to_string())
                .filter(|line| !line.is_empty())
                .collect()
        };
        assert_eq!(code(&alone), code(&o0));
        assert!(code(&o0).len() > 20);
    }

    /// PolyBench's jacobi-2d, in which no late pass fires.
    fn jacobi2d() -> std::path::PathBuf {
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(
            "../../third_party/corpus/polybench-acc/O3/stencils__jacobi-2d-imper__jacobi2D.cu.ll",
        )
    }
}
