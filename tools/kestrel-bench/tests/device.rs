//! `kestrel-bench --device*` as a command: without a GPU, with a mock CUDA driver
//! (`tools/kestrel-device/tests/mock_cuda.c`: launches do nothing, so every output differs
//! from kestrel-sim's), and with bad input.

use std::{
    path::{Path, PathBuf},
    process::{Command, Output},
};

fn scratch(name: &str) -> PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("kestrel-bench-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn bench(args: &[&str], library_path: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kestrel-bench"))
        .args(args)
        .env("LD_LIBRARY_PATH", library_path)
        .output()
        .unwrap()
}

/// One small kernel file in `dir/kernels`.
fn kernels(dir: &Path) -> PathBuf {
    let kernels = dir.join("kernels");
    std::fs::create_dir_all(&kernels).unwrap();
    std::fs::write(
        kernels.join("add.ll"),
        r#"target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define dso_local ptx_kernel void @add(ptr noundef %out, float noundef %x) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %block = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %threads = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %block, %threads
  %i = add i32 %base, %tid
  %p = getelementptr inbounds float, ptr %out, i32 %i
  %v = load float, ptr %p, align 4
  %sum = fadd float %v, %x
  store float %sum, ptr %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
"#,
    )
    .unwrap();
    kernels
}

#[test]
fn device_without_a_gpu_says_so_in_one_line_and_exits_0() {
    let dir = scratch("no-gpu");
    let kernels = kernels(&dir);
    let out = dir.join("out");
    let output = bench(
        &[
            "--device",
            kernels.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
        ],
        Path::new("/nonexistent"),
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        stdout,
        "kestrel-bench: no CUDA driver (libcuda.so not found); nothing was run\n"
    );
    assert!(output.stderr.is_empty(), "{output:?}");
    assert!(!out.exists(), "nothing prepared or written without a GPU");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn device_prepares_runs_and_reports_on_a_mock_driver() {
    let dir = scratch("mock");
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("../kestrel-device/tests/mock_cuda.c");
    let built = ["cc", "clang", "/usr/lib/llvm-22/bin/clang"]
        .iter()
        .any(|compiler| {
            Command::new(compiler)
                .args(["-shared", "-fPIC", "-o"])
                .arg(dir.join("libcuda.so"))
                .arg(&source)
                .status()
                .is_ok_and(|s| s.success())
        });
    if !built {
        eprintln!("no C compiler: the mock driver test did not run");
        return;
    }
    let kernels = kernels(&dir);
    let out = dir.join("out");
    let output = bench(
        &[
            "--device",
            kernels.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
            "--reps",
            "3",
        ],
        &dir,
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{output:?}");
    assert!(
        stdout.contains("Device: Mock GPU (sm_90), driver 13.0. PTX for sm_90."),
        "{stdout}"
    );
    assert!(
        stdout
            .contains("| add.ll `add` | 2.0 ±0% | X | 2.0 ±0% (1.00x) | = | 2.0 ±0% (1.00x) | = |"),
        "{stdout}"
    );
    // The timing launch at scale: the mock's launches do nothing, so every digest is llc's.
    assert!(
        stdout.contains("| add.ll `add` | 2.0 ±0% | 2.0 ±0% (1.00x) = | 2.0 ±0% (1.00x) = |"),
        "{stdout}"
    );
    // The mock's launch does nothing, so the GPU's outputs are the inputs.
    assert!(stdout.contains("add.ll `add` llc: ORACLE BUG: the GPU and kestrel-sim differ on the original module: mismatch: 128 differing unit(s)"), "{stdout}");
    for file in [
        "bundle/manifest.txt",
        "results.txt",
        "device.md",
        "device.json",
    ] {
        assert!(out.join(file).is_file(), "{file}");
    }
    // The split path gives the same report from the same bundle and results.
    let again = dir.join("again");
    let report = bench(
        &[
            "--device-report",
            out.join("bundle").to_str().unwrap(),
            out.join("results.txt").to_str().unwrap(),
            "--out",
            again.to_str().unwrap(),
        ],
        Path::new("/nonexistent"),
    );
    assert!(report.status.success(), "{report:?}");
    assert_eq!(
        std::fs::read_to_string(again.join("device.md")).unwrap(),
        std::fs::read_to_string(out.join("device.md")).unwrap()
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn device_steps_report_bad_input_in_one_line() {
    let dir = scratch("bad");
    let nowhere = Path::new("/nonexistent");
    let cases: [(&[&str], &str); 3] = [
        (
            &["--device-prepare", "x"],
            "error: --device-prepare needs --bundle BUNDLE",
        ),
        (
            &["--device-report", dir.to_str().unwrap(), "results.txt"],
            "manifest.txt: No such file or directory",
        ),
        (
            &["--device", "x", "--reps", "many"],
            "error: --reps: 'many' is not a number",
        ),
    ];
    for (args, message) in cases {
        let output = bench(args, nowhere);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {output:?}");
        assert!(
            stderr.starts_with("error: ") && stderr.contains(message),
            "{args:?}: {stderr}"
        );
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_knobs_are_one_line_errors_before_any_output() {
    let dir = scratch("knobs");
    let out = dir.join("out");
    let out_arg = out.to_str().unwrap();
    let input = dir.to_str().unwrap();
    let cases: [(&str, &str); 3] = [
        ("nope=1", "error: --knob nope=1: unknown option '--nope'"),
        ("nope", "error: --knob: expected NAME=VALUE, got 'nope'"),
        (
            "remat-loop-chain=-3",
            "error: --knob remat-loop-chain=-3: invalid value for '--remat-loop-chain'",
        ),
    ];
    for (knob, message) in cases {
        let args = [input, "--knob", knob, "--out", out_arg];
        let output = bench(&args, Path::new("/nonexistent"));
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{knob}: {output:?}");
        assert!(stderr.starts_with(message), "{knob}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{knob}: {stderr}");
        assert!(!out.exists(), "{knob}: {out_arg} was written");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Two kernels: a straight-line add and a counted loop, whose body counts 16 times as much
/// (one loop level).
const TWO_KERNELS_PTX: &str = ".version 7.0
.target sm_80
.address_size 64

.visible .entry add(.param .u64 out, .param .f32 x)
{
\t.reg .b32 %r<4>;
\t.reg .f32 %f<3>;
\t.reg .b64 %rd<4>;
\tld.param.u64 %rd1, [out];
\tld.param.f32 %f1, [x];
\tmov.u32 %r1, %tid.x;
\tmul.wide.u32 %rd2, %r1, 4;
\tadd.s64 %rd3, %rd1, %rd2;
\tld.global.f32 %f2, [%rd3];
\tadd.f32 %f2, %f2, %f1;
\tst.global.f32 [%rd3], %f2;
\tret;
}

.visible .entry count(.param .u64 out, .param .u32 n)
{
\t.reg .pred %p<2>;
\t.reg .b32 %r<6>;
\t.reg .b64 %rd<4>;
\tld.param.u64 %rd1, [out];
\tld.param.u32 %r1, [n];
\tmov.u32 %r2, 0;
\tmov.u32 %r3, %tid.x;
LOOP:
\tmul.lo.s32 %r4, %r2, %r3;
\tmul.wide.u32 %rd2, %r4, 4;
\tadd.s64 %rd3, %rd1, %rd2;
\tst.global.u32 [%rd3], %r2;
\tadd.s32 %r2, %r2, 1;
\tsetp.lt.u32 %p1, %r2, %r1;
\t@%p1 bra LOOP;
\tret;
}
";

#[test]
fn sass_table_measures_each_function_and_names_a_bad_file() {
    let dir = scratch("sass");
    let ptx = dir.join("two.ptx");
    std::fs::write(&ptx, TWO_KERNELS_PTX).unwrap();
    let output = bench(
        &["--sass", ptx.to_str().unwrap()],
        Path::new("/nonexistent"),
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{output:?}");
    let rows: Vec<Vec<&str>> = stdout.lines().map(|l| l.split('\t').collect()).collect();
    assert_eq!(rows.len(), 4, "{stdout}");
    assert_eq!(rows[0][..3], ["file", "function", "registers"], "{stdout}");
    let number = |row: &[&str], column: usize| row[column].parse::<u64>().unwrap();
    let mut functions: Vec<&str> = rows[1..3].iter().map(|r| r[1]).collect();
    functions.sort();
    assert_eq!(functions, ["add", "count"], "{stdout}");
    for row in &rows[1..3] {
        assert_eq!(row[0], "two", "{stdout}");
        assert!(number(row, 2) > 0 && number(row, 3) > 0, "{stdout}");
    }
    let count = rows.iter().find(|r| r[1] == "count").unwrap();
    let add = rows.iter().find(|r| r[1] == "add").unwrap();
    // The loop's integer work is weighted; the straight-line kernel's is not.
    assert!(number(count, 4) > number(count, 3), "{stdout}");
    assert_eq!(number(add, 4), number(add, 3), "{stdout}");
    let total = &rows[3];
    assert_eq!(total[0], "total", "{stdout}");
    for column in 2..7 {
        assert_eq!(
            number(total, column),
            number(add, column) + number(count, column),
            "column {column}: {stdout}"
        );
    }

    let missing = dir.join("missing.ptx");
    let broken = dir.join("broken.ptx");
    std::fs::write(
        &broken,
        ".version 7.0\n.target sm_80\n.address_size 64\nnot ptx\n",
    )
    .unwrap();
    for bad in [&missing, &broken] {
        let args = ["--sass", ptx.to_str().unwrap(), bad.to_str().unwrap()];
        let output = bench(&args, Path::new("/nonexistent"));
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{output:?}");
        assert!(
            stderr.starts_with(&format!("error: {}: ", bad.display())),
            "{stderr}"
        );
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(output.stdout.is_empty(), "{output:?}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
