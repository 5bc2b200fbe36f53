//! The vendored corpus (CUDA samples, PolyBench/ACC and our own kernels of
//! `third_party/kernels` at -O1 and -O3, as LLVM IR): every kernel either runs to completion without a fault under the default configuration (or
//! the launch its code assumes, listed in `config_for`), or is listed in `UNSUPPORTED`
//! with the reason. The lists are checked both ways, so support gained or lost shows up
//! here. Races, poison stores and schedule-dependent results are not failures: under an
//! arbitrary launch and random inputs many samples legitimately have them (a kernel
//! written for one block writing `out[0]` from every block races).

use kestrel_sim::{ArgValue, Config, FaultKind};
use std::collections::BTreeSet;

/// Kernels the simulator refuses, as `(file, kernel, reason prefix)`.
const UNSUPPORTED: &[(&str, &str, &str)] = &[
    (
        "2_Concepts_and_Techniques__convolutionTexture__convolutionTexture.cu.ll",
        "_Z21convolutionRowsKernelPfiiy",
        "unsupported in @_Z21convolutionRowsKernelPfiiy: inline asm \"tex.2d.v4.f32.f32",
    ),
    (
        "2_Concepts_and_Techniques__convolutionTexture__convolutionTexture.cu.ll",
        "_Z24convolutionColumnsKernelPfiiy",
        "unsupported in @_Z24convolutionColumnsKernelPfiiy: inline asm \"tex.2d.v4.f32.f32",
    ),
    (
        "4_CUDA_Libraries__cudaNvSci__imageKernels.cu.ll",
        "_ZL15transformKernelPjiify",
        "unsupported in @_ZL15transformKernelPjiify: inline asm \"tex.2d.v4.f32.f32",
    ),
];

/// Our own kernels (`third_party/kernels`) the simulator refuses: one, which calls through a
/// table of device-function pointers. Libdevice, which clang links into them, implements
/// `sinf`/`cosf` with `llvm.nvvm.f2i.rn` and a `mad.lo.cc`/`madc` carry chain in inline asm,
/// `expf` with `llvm.nvvm.fma.rm.f`, and `powf` with `llvm.nvvm.round.f` and inline
/// `rcp.approx.ftz.f32`; the simulator runs all of them.
const KERNELS_UNSUPPORTED: &[(&str, &str, &str)] = &[(
    "blend_composite.cu.ll",
    "composite_layers_fnptr",
    "unsupported in @composite_layers_fnptr: an indirect call",
)];

/// Files without a kernel (host code only).
const NO_KERNELS: &[&str] = &["2_Concepts_and_Techniques__eigenvalues__main.cu.ll"];

/// The eleventh batch's kernels that fault under the default launch, each written for one: a
/// block shape its shared tiles or warp roles assume, sizes in a by-value struct, dynamic
/// shared memory, a sample count the default inputs make endless. Each runs under its line of
/// `third_party/kernels/launches.txt`, read as kestrel-sim options.
const LAUNCHED_AS_RECORDED: &[&str] = &[
    "ac_dna_motif_count",
    "chol_solve_shared_f64",
    "sgemm_128x128_8x8",
    "bn_stats_nhwc_partial",
    "oddeven_merge_sort_shared",
    "pt_render_spheres",
    "topk_radix_f32",
    "utf8_to_utf16",
    "weno5_rhs_2d",
];

/// `kernel`'s launch as `third_party/kernels/launches.txt` records it.
fn recorded_launch(kernel: &str) -> Config {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../third_party/kernels/launches.txt"
    );
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let line = text
        .lines()
        .find(|line| line.split_whitespace().nth(1) == Some(kernel))
        .unwrap_or_else(|| panic!("{path} has no launch of {kernel}"));
    let options: Vec<String> = line.split_whitespace().skip(2).map(String::from).collect();
    let mut config = kestrel_sim::cli::launch_config(&options)
        .unwrap_or_else(|e| panic!("{path}: the launch of {kernel}: {e}"));
    config.kernel = Some(kernel.to_string());
    config.schedules = Config::default().schedules;
    config
}

/// The configuration a kernel assumes where the default does not fit it.
fn config_for(file: &str, kernel: &str) -> Config {
    if LAUNCHED_AS_RECORDED.contains(&kernel) {
        return recorded_launch(kernel);
    }
    let mut config = Config {
        kernel: Some(kernel.to_string()),
        ..Config::default()
    };
    match kernel {
        // Square thread blocks of the tile size.
        "matrixMul_bs8_64bit" => config.block = [8, 8, 1],
        "matrixMul_bs16_64bit" => config.block = [16, 16, 1],
        "matrixMul_bs32_64bit" => config.block = [32, 32, 1],
        // Pitch and width are multiples of the vector accesses (32-bit loads, float4-like
        // stores), the width covers the block so pixels do not alias.
        "_ZL26nv12ToBGRplanarBatchKernelPKhiPfiiii" => {
            for (index, value) in [(1, 64), (3, 64), (4, 16), (5, 16), (6, 1)] {
                config.args.insert(index, ArgValue::Int(value));
            }
        }
        _ => {}
    }
    own_kernel_launch(&mut config, kernel);
    // PolyBench kernels index with compile-time sizes (1024 or 2048 columns).
    if file.contains("syr2k") {
        config.buffer_bytes = 1 << 20;
    }
    if file.contains("adi") {
        config.buffer_bytes = 4 << 20;
    }
    config
}

/// The launch our own shared-tile kernels (`third_party/kernels`) are written for: their
/// tile shape as the block, and sizes that span more than one tile (the default sizes, 4 to
/// 16, would leave their multi-tile loops unrun).
fn own_kernel_launch(config: &mut Config, kernel: &str) {
    let (block, grid, sizes): ([u32; 3], [u32; 3], &[(usize, i64)]) = match kernel {
        // n, ncols, ld: three diagonal tiles, the columns of both blocks.
        "trsm_blocked_shared" => ([32, 8, 1], [2, 1, 1], &[(2, 40), (3, 64), (4, 64)]),
        // n, m: two row tiles (the second multiplies two k tiles).
        "trmm_lower_tiled" => ([16, 16, 1], [2, 2, 1], &[(3, 24), (4, 32)]),
        "heat_step_halo" | "heat3d_march" => ([16, 16, 1], [2, 2, 1], &[]),
        // rows, cols: partial tiles on both edges.
        "transpose_tiled" | "transpose_batched" => ([32, 8, 1], [2, 2, 1], &[(2, 40), (3, 48)]),
        "block_reduce_sum" | "block_scan_inclusive" => ([256, 1, 1], [2, 1, 1], &[]),
        // nx, ny, nz: partial blocks on the x edge, four z slabs.
        "jacobi9_pitched" | "laplace7_pitched" => {
            ([32, 8, 1], [2, 2, 1], &[(2, 40), (3, 12), (4, 4)])
        }
        // width, height, pitch (pixels), radius: a 16x16 tile with its halo, partial tiles
        // on both edges.
        "bilateral_rgba_tile" => ([16, 16, 1], [3, 2, 1], &[(2, 40), (3, 30), (4, 40), (5, 3)]),
        // M, N, K, lda, ldb, ldc, activation: a 32x8 block per 32x32 tile (it returns at once
        // under any other block), partial tiles on both edges, three k tiles, tanh-GELU.
        "gemm_bias_act_32x32" => (
            [32, 8, 1],
            [2, 2, 1],
            &[
                (4, 50),
                (5, 40),
                (6, 70),
                (7, 72),
                (8, 40),
                (9, 40),
                (11, 3),
            ],
        ),
        // The tenth batch's kernels written for one block shape: a 128-thread tile streamed
        // by cp.async (nq, nref); a producer warp and four consumer warps meeting at named
        // barriers of 160 threads (n); a 16x16 correlation over 256 threads (d, n).
        "knn_bruteforce_async" => ([128, 1, 1], [3, 1, 1], &[(1, 300), (3, 600)]),
        "radius_kde_async" => ([128, 1, 1], [2, 1, 1], &[(3, 250), (8, 700)]),
        "cov_accumulate_ws" => ([160, 1, 1], [4, 1, 1], &[(1, 1000)]),
        "cov_finalize_corr" => ([256, 1, 1], [1, 1, 1], &[(2, 12), (3, 1000)]),
        _ => return,
    };
    config.block = block;
    config.grid = grid;
    for &(index, value) in sizes {
        config.args.insert(index, ArgValue::Int(value));
    }
}

/// What happened to each kernel of one corpus directory.
#[derive(Default)]
struct Outcomes {
    ran: usize,
    unsupported: BTreeSet<(String, String, String)>,
    no_kernels: BTreeSet<String>,
    faults: Vec<String>,
}

/// `directory` is relative to `third_party/`.
fn run_directory(directory: &str) -> Outcomes {
    let root = format!(
        "{}/../../third_party/{directory}",
        env!("CARGO_MANIFEST_DIR")
    );
    let mut files: Vec<_> = std::fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("{root}: {e}"))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no corpus files in {root}");
    let mut outcomes = Outcomes::default();
    for path in files {
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = kestrel_sim::input::read_module(&path.to_string_lossy())
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        let program = kestrel_sim::load(&text, &file).unwrap_or_else(|e| panic!("{file}: {e}"));
        if program.kernels.is_empty() {
            outcomes.no_kernels.insert(file);
            continue;
        }
        for kernel in program.kernel_names() {
            if let Err(error) = program.check_supported(&kernel) {
                outcomes
                    .unsupported
                    .insert((file.clone(), kernel, error.to_string()));
                continue;
            }
            let config = config_for(&file, &kernel);
            let report = kestrel_sim::run_program(&program, &config)
                .unwrap_or_else(|e| panic!("{file} @{kernel}: {e}"));
            outcomes.ran += 1;
            if let Some(fault) = &report.kernels[0].fault {
                assert_ne!(
                    fault.kind,
                    FaultKind::StepLimit,
                    "{file} @{kernel}: {fault}"
                );
                outcomes.faults.push(format!("{file} @{kernel}: {fault}"));
            }
        }
    }
    outcomes
}

/// Checks one directory (relative to `third_party/`) against its lists of unsupported
/// kernels and of files without kernels, both ways; returns the number of kernels run.
fn check_directory(
    directory: &str,
    unsupported: &[(&str, &str, &str)],
    no_kernels: &[&str],
) -> usize {
    let outcomes = run_directory(directory);
    assert!(
        outcomes.faults.is_empty(),
        "kernels that fault:\n{}",
        outcomes.faults.join("\n")
    );
    let expected: BTreeSet<(String, String)> = unsupported
        .iter()
        .map(|(file, kernel, _)| (file.to_string(), kernel.to_string()))
        .collect();
    let actual: BTreeSet<(String, String)> = outcomes
        .unsupported
        .iter()
        .map(|(file, kernel, _)| (file.clone(), kernel.clone()))
        .collect();
    assert_eq!(
        actual, expected,
        "unsupported kernels changed: update the list"
    );
    for (file, kernel, reason) in &outcomes.unsupported {
        let (_, _, prefix) = unsupported
            .iter()
            .find(|(f, k, _)| f == file && k == kernel)
            .expect("listed");
        assert!(reason.starts_with(prefix), "{file} @{kernel}: {reason}");
    }
    let expected_no_kernels: BTreeSet<String> = no_kernels.iter().map(|f| f.to_string()).collect();
    assert_eq!(outcomes.no_kernels, expected_no_kernels);
    outcomes.ran
}

#[test]
fn cuda_samples_o1() {
    assert_eq!(
        check_directory("corpus/cuda-samples/O1", UNSUPPORTED, NO_KERNELS),
        60
    );
}

#[test]
fn cuda_samples_o3() {
    assert_eq!(
        check_directory("corpus/cuda-samples/O3", UNSUPPORTED, NO_KERNELS),
        60
    );
}

#[test]
fn polybench_o1() {
    assert_eq!(check_directory("corpus/polybench-acc/O1", &[], &[]), 47);
}

#[test]
fn polybench_o3() {
    assert_eq!(check_directory("corpus/polybench-acc/O3", &[], &[]), 47);
}

#[test]
fn own_kernels_o1() {
    assert_eq!(check_directory("kernels/O1", KERNELS_UNSUPPORTED, &[]), 569);
}

#[test]
fn own_kernels_o3() {
    assert_eq!(check_directory("kernels/O3", KERNELS_UNSUPPORTED, &[]), 569);
}
