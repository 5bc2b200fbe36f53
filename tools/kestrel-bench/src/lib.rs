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
//! the same for each pass alone on the `-O0` module. Compile time compares
//! Kestrel's `-O3` with `opt-22` running the closest upstream pipeline ([`UPSTREAM_PIPELINE`])
//! on the same input in the same run (opt's own `-time-passes` totals, so neither side counts
//! parsing). [`scaling`] times `-O3` on synthetic kernels of growing size; [`adversarial`] times
//! `-O3` and every pass on each adversarial [`shapes`] shape at growing sizes.
#![forbid(unsafe_code)]

pub mod adversarial;
#[cfg(test)]
mod never_worse;
pub mod ptx;
pub mod report;
pub mod sass;
pub mod scaling;
pub mod shapes;

use kestrel_pipelines::{
    Compiler,
    embed::{self, Emit},
};
use std::{
    path::{Path, PathBuf},
    process::Command,
    time::Instant,
};

/// The upstream passes closest to Kestrel's `-O3`.
pub const UPSTREAM_PIPELINE: &str =
    "early-cse<memssa>,separate-const-offset-from-gep,slsr,nary-reassociate,gvn";

/// Where the external tools are; `None` where one is missing (its columns stay empty).
#[derive(Clone, Debug, Default)]
pub struct Tools {
    pub llc: PathBuf,
    pub opt: PathBuf,
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
            clang: llvm("clang"),
            ptxas: find_nvidia("KESTREL_PTXAS", "ptxas"),
            nvdisasm: find_nvidia("KESTREL_NVDISASM", "nvdisasm"),
            nvcc: find_nvidia("KESTREL_NVCC", "nvcc"),
            cuda_path: find_cuda_wheels(),
            includes: Vec::new(),
            defines: Vec::new(),
            mcpu: embed::DEFAULT_CPU.to_string(),
            passes: Vec::new(),
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

fn python_site_packages() -> Vec<PathBuf> {
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
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Measure {
    pub counts: ptx::Counts,
    /// `None` without `ptxas`.
    pub resources: Option<ptx::Resources>,
    /// `None` without `ptxas` or `nvdisasm`.
    pub sass: Option<sass::Stats>,
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
    /// Kestrel's `-O3` pipeline time.
    pub kestrel_seconds: f64,
    /// opt-22's upstream pipeline time, start-up and parsing subtracted.
    pub opt_seconds: f64,
}

/// Benchmarks one kernel file (`.ll` or `.cu`).
pub fn bench_file(path: &Path, tools: &Tools, scratch: &Path) -> Result<Row, String> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    std::fs::create_dir_all(scratch).map_err(|e| e.to_string())?;
    let stem: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    let is_cuda = path.extension().is_some_and(|e| e == "cu");
    let ll = if is_cuda {
        let out = scratch.join(format!("{stem}.ll"));
        clang_device_ir(path, &out, tools)?;
        out
    } else {
        path.to_path_buf()
    };
    let ir = std::fs::read(&ll).map_err(|e| format!("{}: {e}", ll.display()))?;

    let llc_ptx = llc(&ll, tools)?;
    let context = embed::context();
    let mut module = kestrel_dialects::import::import(&context, &ir, &name)?.module;
    let round_trip = embed::emit(&module, &Emit::LlvmIr).map_err(|e| format!("{name}: {e}"))?;
    let round_trip_ll = scratch.join(format!("{stem}.O0.ll"));
    std::fs::write(&round_trip_ll, round_trip).map_err(|e| e.to_string())?;
    let o0_ptx = llc(&round_trip_ll, tools)?;
    let compiler = Compiler::preset("O3").map_err(|e| e.to_string())?;
    let started = Instant::now();
    compiler
        .run(&context, &mut module)
        .map_err(|f| format!("{name}: {f}"))?;
    let kestrel_seconds = started.elapsed().as_secs_f64();
    let optimised = embed::emit(&module, &Emit::LlvmIr).map_err(|e| format!("{name}: {e}"))?;
    let optimised_ll = scratch.join(format!("{stem}.kestrel.ll"));
    std::fs::write(&optimised_ll, optimised).map_err(|e| e.to_string())?;
    let kestrel_ptx = llc(&optimised_ll, tools)?;
    let opt_seconds = opt_time(&ll, tools)?;
    let mut pass_ptx = Vec::new();
    for pass in &tools.passes {
        let ptx = pass_alone(
            &context,
            &ir,
            &name,
            pass,
            &scratch.join(format!("{stem}.{pass}.ll")),
            tools,
        )?;
        pass_ptx.push((pass.clone(), ptx));
    }

    let nvcc = match (&tools.nvcc, is_cuda) {
        (Some(nvcc), true) => Some(nvcc_ptx(nvcc, path, tools)?),
        _ => None,
    };
    let measure =
        |ptx: &str, tag: &str| measure(ptx, &scratch.join(format!("{stem}.{tag}")), tools);
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
        kestrel_seconds,
        opt_seconds,
    })
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

/// PTX counts, and where `ptxas` (and `nvdisasm`) are found, `ptxas -v` resources and SASS
/// statistics; `stem` names the scratch files.
fn measure(ptx: &str, stem: &Path, tools: &Tools) -> Measure {
    let assembled = tools
        .ptxas
        .as_ref()
        .and_then(|ptxas| sass::assemble(ptxas, tools.nvdisasm.as_deref(), ptx, stem, &tools.mcpu));
    let (resources, sass) = match assembled {
        Some((verbose, functions)) => (
            Some(ptx::resources(&verbose)),
            functions.map(|f| sass::sum(&f)),
        ),
        None => (None, None),
    };
    Measure {
        counts: ptx::count(ptx),
        resources,
        sass,
    }
}

fn run(command: &mut Command, what: &str) -> Result<Vec<u8>, String> {
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

fn llc(ll: &Path, tools: &Tools) -> Result<String, String> {
    let out = run(
        Command::new(&tools.llc)
            .args(["-O3", "-mtriple=nvptx64-nvidia-cuda"])
            .arg(format!("-mcpu={}", tools.mcpu))
            .arg(ll)
            .args(["-o", "-"]),
        "llc-22",
    )?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// opt-22's time in the upstream pipeline's passes and analyses on `ll` (`-time-passes`:
/// parsing and start-up are not counted, as they are not on Kestrel's side).
fn opt_time(ll: &Path, tools: &Tools) -> Result<f64, String> {
    let output = Command::new(&tools.opt)
        .args([
            "-mtriple=nvptx64-nvidia-cuda",
            "-disable-output",
            "-time-passes",
        ])
        .arg(format!("-mcpu={}", tools.mcpu))
        .arg(format!("-passes={UPSTREAM_PIPELINE}"))
        .arg(ll)
        .output()
        .map_err(|e| format!("cannot run opt-22: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "opt-22 failed: {}",
            String::from_utf8_lossy(&output.stderr)
                .lines()
                .next()
                .unwrap_or_default()
        ));
    }
    Ok(pass_seconds(&String::from_utf8_lossy(&output.stderr)))
}

/// The wall-clock totals of the pass and analysis reports of `-time-passes` output.
pub fn pass_seconds(time_passes: &str) -> f64 {
    let mut counted = false;
    let mut seconds = 0.0;
    for line in time_passes.lines() {
        if line.contains("Pass execution timing report")
            || line.contains("Analysis execution timing report")
        {
            counted = true;
        } else if counted && let Some(rest) = line.split("Total Execution Time:").nth(1) {
            let wall = rest
                .split('(')
                .nth(1)
                .and_then(|w| w.split_whitespace().next())
                .and_then(|w| w.parse::<f64>().ok());
            seconds += wall.unwrap_or(0.0);
            counted = false;
        }
    }
    seconds
}

fn nvcc_ptx(nvcc: &Path, source: &Path, tools: &Tools) -> Result<String, String> {
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
    fn opt_pass_time_sums_the_pass_and_analysis_reports() {
        let stderr = "\
                        Analysis execution timing report
  Total Execution Time: 0.0003 seconds (0.0004 wall clock)
                          Pass execution timing report
  Total Execution Time: 0.0024 seconds (0.0020 wall clock)
  Total Execution Time: 0.0005 seconds (0.0005 wall clock)
";
        assert!((super::pass_seconds(stderr) - 0.0024).abs() < 1e-12);
    }
}
