//! What `--emit=ptx` and `--emit=llvm` make of what a DSL hands Kestrel: PTX ptxas optimises
//! (line tables without the `debug` target), the target the module names (`#nvvm.target`,
//! `target-cpu`/`target-features`), 32-bit shared pointers where the data layout declares
//! them, one output per `gpu.module` and host code left alone. Inputs in
//! `tests/emission/`: a Triton-shaped LLVM module and MLIR 22's own lowering of two launches.

use crate::support::{assemble, kestrel_opt, root};

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(root().join("tools/kestrel-opt/tests/emission").join(name)).unwrap()
}

/// Runs kestrel-opt on `input` (stdin) and returns stdout, asserting success.
fn ok(args: &[&str], input: &[u8]) -> String {
    let mut argv = args.to_vec();
    argv.push("-");
    let outcome = kestrel_opt(&argv, input);
    assert_eq!(outcome.code, 0, "{args:?}: {}", outcome.stderr);
    String::from_utf8(outcome.stdout).unwrap()
}

/// Runs kestrel-opt on `input` and returns its one error line, asserting failure and no
/// output.
fn fails(args: &[&str], input: &[u8]) -> String {
    let mut argv = args.to_vec();
    argv.push("-");
    let outcome = kestrel_opt(&argv, input);
    assert_eq!(outcome.code, 1, "{args:?} should fail");
    assert!(outcome.stdout.is_empty());
    outcome.stderr.trim().to_string()
}

fn target_line(ptx: &str) -> &str {
    ptx.lines().find(|l| l.starts_with(".target")).unwrap_or("")
}

fn version_line(ptx: &str) -> &str {
    ptx.lines()
        .find(|l| l.starts_with(".version"))
        .unwrap_or("")
}

/// A scratch directory of its own for one test.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("kestrel-emission-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn line_tables_keep_loc_but_not_the_debug_target() {
    let input = fixture("triton_style.ll");
    let lines = ok(&["-O3", "--emit=ptx"], &input);
    assert_eq!(target_line(&lines), ".target sm_80", "{lines}");
    assert!(lines.contains(".loc\t1 15 22"), "line tables kept: {lines}");
    assert!(!lines.contains(".section\t.debug_info"), "{lines}");
    assemble(lines.as_bytes(), "sm_80", "triton_lines").unwrap();

    let full = ok(&["-O3", "--emit=ptx", "--debug-info=full"], &input);
    assert_eq!(target_line(&full), ".target sm_80, debug");

    let none = ok(&["-O3", "--emit=ptx", "--debug-info=none"], &input);
    assert!(!none.contains(".loc"), "{none}");
    assert_eq!(target_line(&none), ".target sm_80");

    assert!(
        fails(&["--emit=ptx", "--debug-info=some"], &input)
            .contains("expected lines, full or none, got 'some'")
    );
}

#[test]
fn shared_pointers_are_32_bits_where_the_data_layout_says_so() {
    let input = fixture("triton_style.ll");
    let short = ok(&["-O3", "--emit=ptx"], &input);
    assert!(short.contains("st.shared.b32 \t[%r"), "{short}");
    assert!(!short.contains("st.shared.b32 \t[%rd"), "{short}");
    let long = ok(&["-O3", "--emit=ptx", "--short-pointers=off"], &input);
    assert!(long.contains("st.shared.b32 \t[%rd"), "{long}");
    assemble(short.as_bytes(), "sm_80", "triton_short").unwrap();

    // A module whose layout keeps 64-bit shared pointers gets them unless asked otherwise, or
    // unless ptxas measures both widths (where it is found, -O3 does, and keeps 32-bit ones
    // here: loop-weighted integer SASS 7 -> 6); --lsr=per-function pins the estimate, so the
    // test does not depend on whether ptxas is on PATH.
    let wide = String::from_utf8(input)
        .unwrap()
        .replace("-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32", "");
    let default = ok(
        &["-O3", "--emit=ptx", "--lsr=per-function"],
        wide.as_bytes(),
    );
    assert!(default.contains("st.shared.b32 \t[%rd"), "{default}");
    let asked = ok(&["-O3", "--emit=ptx", "--short-pointers"], wide.as_bytes());
    assert!(asked.contains("st.shared.b32 \t[%r"), "{asked}");
    assert!(!asked.contains("st.shared.b32 \t[%rd"), "{asked}");
}

#[test]
fn target_features_of_the_functions_set_the_ptx_version() {
    let input = String::from_utf8(fixture("triton_style.ll")).unwrap().replace(
        "attributes #0 = { \"nvvm.reqntid\"=\"128\" }",
        "attributes #0 = { \"nvvm.reqntid\"=\"128\" \"target-cpu\"=\"sm_86\" \"target-features\"=\"+ptx85,+sm_86\" }",
    );
    let ptx = ok(&["--emit=ptx"], input.as_bytes());
    assert_eq!(target_line(&ptx), ".target sm_86");
    assert_eq!(version_line(&ptx), ".version 8.5");
    // --mcpu and --mattr win over the module.
    let ptx = ok(
        &["--emit=ptx", "--mcpu=sm_90", "--mattr=+ptx83"],
        input.as_bytes(),
    );
    assert_eq!(target_line(&ptx), ".target sm_90");
    assert_eq!(version_line(&ptx), ".version 8.3");
    // The module's `+sm_86` does not contradict --mcpu.
    let ptx = ok(&["--emit=ptx", "--mcpu=sm_90"], input.as_bytes());
    assert_eq!(target_line(&ptx), ".target sm_90");
    assert_eq!(version_line(&ptx), ".version 8.5");
}

#[test]
fn each_gpu_module_is_its_own_ptx_for_its_nvvm_target() {
    let input = fixture("two_launches.mlir");
    let error = fails(&["-O3", "--emit=ptx"], &input);
    assert!(
        error.contains("holds 2 gpu.modules (@main_kernel, @main_kernel_0)")
            && error.contains("-o DIR"),
        "{error}"
    );
    let dir = scratch("two");
    let dir_text = dir.to_string_lossy().into_owned();
    ok(&["-O3", "--emit=ptx", "-o", &dir_text], &input);
    let mut written: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    written.sort();
    assert_eq!(written, ["main_kernel.ptx", "main_kernel_0.ptx"]);
    for file in &written {
        let ptx = std::fs::read_to_string(dir.join(file)).unwrap();
        assert_eq!(target_line(&ptx), ".target sm_86", "{file}");
        assert_eq!(version_line(&ptx), ".version 8.0", "{file}");
        assert_eq!(ptx.matches(".entry").count(), 1, "{file}");
        assemble(ptx.as_bytes(), "sm_86", file).unwrap();
    }
    let one = ok(&["--emit=llvm", "--gpu-module=main_kernel_0"], &input);
    assert_eq!(one.matches("define ptx_kernel").count(), 1, "{one}");
    assert!(one.contains("fmul"), "the second launch multiplies: {one}");
    let mcpu = ok(
        &["--emit=ptx", "--gpu-module=@main_kernel", "--mcpu=sm_90"],
        &input,
    );
    assert_eq!(target_line(&mcpu), ".target sm_90");
    assert!(
        fails(&["--emit=ptx", "--gpu-module=nope"], &input)
            .contains("no such gpu.module; the input holds @main_kernel, @main_kernel_0")
    );
}

#[test]
fn host_code_beside_gpu_modules_is_left_alone() {
    let input = fixture("two_launches.mlir");
    let o0 = ok(&["-O0"], &input);
    let o3 = ok(&["-O3"], &input);
    let host = |text: &str| -> String {
        text.split("gpu.module")
            .next()
            .unwrap()
            .lines()
            .filter(|l| !l.contains("gpu.binary"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert!(host(&o0).contains("llvm.func @main"), "{o0}");
    assert_eq!(host(&o0), host(&o3));
    // A bare pass runs on the device functions only.
    let stats = kestrel_opt(
        &["--passes=early-cse", "--stats", "--dump-pass-pipeline", "-"],
        &input,
    );
    assert_eq!(stats.code, 0, "{}", stats.stderr);
    assert!(
        stats.stderr.contains(
            "builtin.module(gpu.module(llvm.func(early-cse)),gpu.module(llvm.func(early-cse)))"
        ) || stats
            .stderr
            .contains("builtin.module(gpu.module(llvm.func(early-cse)))"),
        "{}",
        stats.stderr
    );
    // Rewrites only: a refusal (`refused.<reason>`) in the device functions is no change.
    assert!(
        !stats
            .stderr
            .lines()
            .any(|l| l.starts_with("stats: early-cse") && !l.contains(": refused.")),
        "{}",
        stats.stderr
    );
    // Named explicitly, the host function is the user's to optimise.
    let host_run = kestrel_opt(
        &[
            "--pass-pipeline=builtin.module(llvm.func(early-cse))",
            "--stats",
            "-",
        ],
        &input,
    );
    assert_eq!(host_run.code, 0, "{}", host_run.stderr);
    assert!(
        host_run.stderr.contains("stats: early-cse"),
        "{}",
        host_run.stderr
    );
}

#[test]
fn verify_semantics_compares_each_gpu_module() {
    let input = fixture("two_launches.mlir");
    let outcome = kestrel_opt(
        &["-O3", "--verify-semantics", "-o", "/dev/null", "-"],
        &input,
    );
    assert_eq!(outcome.code, 0, "{}", outcome.stderr);
    assert!(outcome.stderr.is_empty(), "{}", outcome.stderr);
}

#[test]
fn an_sm_90a_gpu_module_compiles_for_its_target_without_mcpu() {
    let input = r#"module attributes {gpu.container_module} {
  gpu.module @wgmma [#nvvm.target<chip = "sm_90a", features = "+ptx80">] {
    llvm.func @fence() attributes {nvvm.kernel} {
      nvvm.wgmma.fence.aligned
      llvm.return
    }
  }
}
"#;
    let ptx = ok(&["-O3", "--emit=ptx"], input.as_bytes());
    assert_eq!(target_line(&ptx), ".target sm_90a");
    assert!(ptx.contains("wgmma.fence.sync.aligned"), "{ptx}");
    assemble(ptx.as_bytes(), "sm_90a", "wgmma_fence").unwrap();
    // At a target without it, the backend's failure is an error line, not an abort.
    let error = fails(&["--emit=ptx", "--mcpu=sm_80"], input.as_bytes());
    assert!(error.contains("NVPTX code generation failed"), "{error}");
}

fn third_party(path: &str) -> Vec<u8> {
    std::fs::read(root().join("third_party").join(path)).unwrap()
}

/// `--fp-contract`: Triton's IR carries no `contract` flags and leaves fusion to its target
/// (`fast`); clang's CUDA IR marks the ops it may fuse (`on`, the default, fuses those).
#[test]
fn fp_contract_decides_which_multiply_adds_fuse() {
    let triton = third_party("triton/bias_gelu.ll");
    let fmas = |args: &[&str], input: &[u8]| ok(args, input).matches("fma.rn").count();
    assert_eq!(fmas(&["--emit=ptx"], &triton), 0);
    assert!(fmas(&["--emit=ptx", "--fp-contract=fast"], &triton) > 0);
    let cuda = third_party("corpus/polybench-acc/O3/linear-algebra__kernels__2mm__2mm.cu.ll");
    assert!(
        fmas(&["--emit=ptx"], &cuda) > 0,
        "clang's contract flags fuse"
    );
    assert_eq!(fmas(&["--emit=ptx", "--fp-contract=off"], &triton), 0);
    assert!(
        fails(&["--emit=ptx", "--fp-contract=maybe"], &triton)
            .contains("expected on, fast or off, got 'maybe'")
    );
}

/// `--mad-wide` (Triton's `nvptx-mad-wide-opt`) is one global backend option: emissions that
/// want different values, running at once, each get theirs.
#[test]
fn mad_wide_holds_for_each_emission_whatever_runs_beside_it() {
    let input = third_party("triton/histogram_atomic.ll");
    let outcomes: Vec<(bool, usize)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..8)
            .map(|index| {
                let input = &input;
                scope.spawn(move || {
                    let wide = index % 2 == 0;
                    let mut args = vec!["--emit=ptx"];
                    if wide {
                        args.push("--mad-wide");
                    }
                    (wide, ok(&args, input).matches("mad.wide").count())
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for (wide, count) in outcomes {
        assert_eq!(
            count > 0,
            wide,
            "mad.wide {count} times with --mad-wide={wide}"
        );
    }
}

/// `llvm-opt{passes="..."}` runs LLVM's own passes on each gpu.module in place (the GPU's cost
/// model, host code untouched), keeping what LLVM IR cannot hold (`gpu.kernel`, which the
/// host's `gpu.launch_func` checks).
#[test]
fn llvm_opt_runs_llvms_passes_on_each_gpu_module() {
    let input = fixture("two_launches.mlir");
    let pipeline = r#"--pass-pipeline=builtin.module(llvm-opt{passes="default<O2>"},kestrel-O3)"#;
    let optimised = ok(&[pipeline, "--verify-semantics"], &input);
    assert_eq!(optimised.matches("gpu.kernel").count(), 2, "{optimised}");
    let before = ok(&["-O0"], &input);
    let host = |text: &str| text.split("gpu.module").next().unwrap().to_string();
    assert_eq!(host(&before), host(&optimised), "host code is left alone");
    // A function of allocas and loads (what an unoptimised front end emits) is promoted.
    let unoptimised = "llvm.func @f(%x: i32) -> i32 {\n  %one = llvm.mlir.constant(1 : i32) : i32\n  %slot = llvm.alloca %one x i32 : (i32) -> !llvm.ptr<5>\n  llvm.store %x, %slot : i32, !llvm.ptr<5>\n  %v = llvm.load %slot : !llvm.ptr<5> -> i32\n  llvm.return %v : i32\n}\n";
    let promoted = ok(
        &[r#"--pass-pipeline=builtin.module(llvm-opt{passes="sroa"})"#],
        unoptimised.as_bytes(),
    );
    assert!(!promoted.contains("llvm.alloca"), "{promoted}");
    assert!(
        fails(
            &["--pass-pipeline=builtin.module(llvm-opt)"],
            unoptimised.as_bytes()
        )
        .contains("'llvm-opt' needs passes=")
    );
    assert!(
        fails(
            &[r#"--pass-pipeline=builtin.module(llvm-opt{passes="no-such-pass"})"#],
            unoptimised.as_bytes()
        )
        .contains("unknown pass name 'no-such-pass'")
    );
    assert!(
        fails(
            &[r#"--pass-pipeline=builtin.module(gpu.module(llvm-opt{passes="sroa"}))"#],
            &input
        )
        .contains("runs on the top-level module")
    );
}

/// `-Ocomplete` (and `kestrel-complete` in pipeline text) runs LLVM's optimiser around
/// Kestrel's passes: on MLIR-lowered kernels nobody optimised it promotes, unrolls and merges
/// the GEP chains instcombine split, leaves host code alone, and simulates equal to the input.
#[test]
fn complete_preset_optimises_unoptimised_input() {
    let input = fixture("two_launches.mlir");
    let complete = ok(&["-Ocomplete", "--verify-semantics", "--stats"], &input);
    let in_text = ok(
        &[
            "--pass-pipeline=builtin.module(kestrel-complete)",
            "--verify-semantics",
        ],
        &input,
    );
    assert_eq!(complete, in_text, "-Ocomplete is kestrel-complete");
    let before = ok(&["-O0"], &input);
    let host = |text: &str| text.split("gpu.module").next().unwrap().to_string();
    assert_eq!(host(&before), host(&complete), "host code is left alone");
    assert_ne!(before, complete, "the kernels were optimised");
    assert_eq!(complete.matches("gpu.kernel").count(), 2, "{complete}");
}

/// Triton's masked loads, stores and atomics are predicated inline asm, which kestrel-sim
/// runs, and so are layernorm's `__nvvm_reflect` calls: `-O3` on Triton's IR is checked
/// against the input in the simulator. (matmul needs more dynamic shared memory than the
/// simulator's default 4 KiB; with `--dynamic-shared 65536` kestrel-sim finds it equal too.)
#[test]
fn o3_on_triton_ir_is_equivalent_in_kestrel_sim() {
    for kernel in [
        "bias_gelu",
        "fused_softmax",
        "histogram_atomic",
        "layernorm_fwd",
        "seeded_dropout",
        "stencil_5pt",
        "sum_atomic_add",
        "transpose_tiled",
        "vector_add",
    ] {
        let input = third_party(&format!("triton/{kernel}.ll"));
        let outcome = kestrel_opt(
            &["-O3", "--verify-semantics", "-o", "/dev/null", "-"],
            &input,
        );
        assert_eq!(outcome.code, 0, "{kernel}: {}", outcome.stderr);
        assert!(outcome.stderr.is_empty(), "{kernel}: {}", outcome.stderr);
    }
}
