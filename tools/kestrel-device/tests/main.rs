//! The runner without a GPU: the supervisor's handling of workers that crash, hit a sticky
//! error or hang (with a scripted stand-in for the worker), and the command line's
//! no-driver path.

use kestrel_device::{
    bundle::{Buffer, Bundle, Case, Param, Version},
    results::{Results, Status},
    run::{self, Options},
};
use std::{path::PathBuf, process::Command, time::Duration};

fn scratch(name: &str) -> PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("kestrel-device-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// One case with `versions` versions, written to `dir`.
fn write_bundle(dir: &std::path::Path, versions: usize) -> Bundle {
    let bundle = Bundle {
        arch: "sm_90".into(),
        config: "seed=1".into(),
        cases: vec![Case {
            id: "c000".into(),
            file: "k.ll".into(),
            kernel: "k".into(),
            grid: [1, 1, 1],
            block: [32, 1, 1],
            shared_bytes: 0,
            params: vec![Param::Buffer(0)],
            buffers: vec![Buffer {
                name: "arg0".into(),
                input: vec![0; 16],
                byval: false,
                tile_to: None,
            }],
            versions: (0..versions)
                .map(|v| Version {
                    name: format!("v{v}"),
                    ptx: "ptx/none.ptx".into(),
                })
                .collect(),
            ..Case::default()
        }],
        skipped: Vec::new(),
    };
    bundle.write(dir, &[]).unwrap();
    bundle
}

fn job(version: usize, status: &str, message: &str) -> String {
    format!("job c000 v{version}\nstatus {status} {message}\nend\n")
}

#[test]
fn supervisor_records_crashes_sticky_errors_and_hangs_and_goes_on() {
    let dir = scratch("supervise");
    write_bundle(&dir, 5);
    // What the stand-in worker does when started at each job.
    let script = |from: usize| -> String {
        match from {
            // Job 0 finishes, job 1 kills the process.
            0 => format!("printf 'begin 0\\n{}begin 1\\n'; exit 1", job(0, "ok", "")),
            // Job 2 hits a sticky error: recorded by the worker, which exits 3.
            2 => format!(
                "printf 'begin 2\\n{}'; exit 3",
                job(
                    2,
                    "launch-failed",
                    "cuCtxSynchronize: CUDA_ERROR_ILLEGAL_ADDRESS (sticky: the worker restarts)"
                )
            ),
            // Job 3 hangs.
            3 => "printf 'begin 3\\n'; sleep 20".to_string(),
            4 => format!("printf 'begin 4\\n{}'", job(4, "ok", "")),
            other => panic!("no worker should start at job {other}"),
        }
    };
    let options = Options {
        job_timeout: Duration::from_secs(1),
        ..Options::default()
    };
    let worker = |from: usize| {
        let mut command = Command::new("sh");
        command.arg("-c").arg(script(from));
        command
    };
    let out = dir.join("out");
    let summary = run::supervise(&dir, &out, "stand-in", &options, &worker).unwrap();
    assert_eq!(summary.jobs, 5);
    let results =
        Results::parse(&std::fs::read_to_string(out.join("results.txt")).unwrap()).unwrap();
    assert_eq!(results.device, "stand-in");
    let statuses: Vec<(String, Status)> = results
        .jobs
        .iter()
        .map(|j| (j.version.clone(), j.status))
        .collect();
    assert_eq!(
        statuses,
        [
            ("v0".into(), Status::Ok),
            ("v1".into(), Status::Crashed),
            ("v2".into(), Status::LaunchFailed),
            ("v3".into(), Status::Crashed),
            ("v4".into(), Status::Ok),
        ]
    );
    assert_eq!(results.jobs[1].message, "the worker exited (status 1)");
    assert_eq!(results.jobs[3].message, "no result within 1 s: killed");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn without_a_driver_the_runner_says_so_in_one_line_and_exits_0() {
    let dir = scratch("no-driver");
    write_bundle(&dir, 1);
    let output = Command::new(env!("CARGO_BIN_EXE_kestrel-device"))
        .arg(&dir)
        .arg("--out")
        .arg(dir.join("out"))
        // No libcuda anywhere the loader looks.
        .env("LD_LIBRARY_PATH", "/nonexistent")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    if stdout.contains("jobs on") {
        // A machine with a GPU ran it: not the path under test.
        return;
    }
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        stdout,
        "kestrel-device: no CUDA driver (libcuda.so not found); nothing was run\n"
    );
    assert!(output.stderr.is_empty(), "{output:?}");
    assert!(!dir.join("out").exists(), "nothing written without a GPU");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_bad_bundle_is_an_error_even_without_a_gpu() {
    let dir = scratch("bad-bundle");
    std::fs::write(dir.join("manifest.txt"), "something else\n").unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_kestrel-device"))
        .arg(&dir)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.starts_with("error: ") && stderr.contains("not a bundle manifest"),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Builds `tests/mock_cuda.c` as `libcuda.so` in `dir`; `None` without a C compiler.
fn build_mock_driver(dir: &std::path::Path) -> Option<PathBuf> {
    let source = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/mock_cuda.c");
    let library = dir.join("libcuda.so");
    for compiler in ["cc", "clang", "/usr/lib/llvm-22/bin/clang"] {
        let built = Command::new(compiler)
            .args(["-shared", "-fPIC", "-O1", "-o"])
            .arg(&library)
            .arg(&source)
            .status();
        if built.is_ok_and(|s| s.success()) {
            return Some(library);
        }
    }
    None
}

fn ptx_with_entry(kernel: &str) -> String {
    format!(
        ".version 7.8\n.target sm_90\n.address_size 64\n.visible .entry {kernel}(\n.param .u64 p0)\n{{ ret; }}\n"
    )
}

#[test]
fn runner_drives_the_driver_api_end_to_end_on_a_mock_driver() {
    let dir = scratch("mock");
    let Some(_) = build_mock_driver(&dir) else {
        eprintln!("no C compiler: the mock driver test did not run");
        return;
    };
    let bundle_dir = dir.join("bundle");
    let write_ptx = |text: &str| kestrel_device::bundle::write_ptx(&bundle_dir, text).unwrap();
    std::fs::create_dir_all(&bundle_dir).unwrap();
    let version = |name: &str, ptx: &str| Version {
        name: name.into(),
        ptx: write_ptx(ptx),
    };
    let store_case = |id: &str| Case {
        id: id.into(),
        file: "k.ll".into(),
        kernel: "store_k".into(),
        grid: [2, 1, 1],
        block: [64, 1, 1],
        shared_bytes: 4096,
        params: vec![Param::Buffer(0), Param::Bytes(vec![1, 2, 3, 4])],
        buffers: vec![Buffer {
            name: "arg0".into(),
            input: vec![0; 16],
            byval: false,
            tile_to: None,
        }],
        globals: vec![kestrel_device::bundle::Global {
            name: "table".into(),
            input: vec![9; 8],
        }],
        versions: vec![
            version("llc", &ptx_with_entry("store_k")),
            version(
                "O3",
                &ptx_with_entry("store_k").replace(".version 7.8", ".version 9.5"),
            ),
            version(
                "O0",
                &format!(
                    "{}// newer feature\n",
                    ptx_with_entry("store_k").replace(".version 7.8", ".version 9.5")
                ),
            ),
            version("nvcc", &ptx_with_entry("other_k")),
        ],
        notes: Vec::new(),
        scaled_from: None,
    };
    let fault_case = Case {
        id: "c001".into(),
        kernel: "fault_k".into(),
        versions: vec![
            version("llc", &ptx_with_entry("fault_k")),
            version("O0", &ptx_with_entry("fault_k")),
        ],
        globals: Vec::new(),
        ..store_case("c001")
    };
    // A timing launch at scale: its buffer is c002's input repeated to 32 bytes (the bundle
    // holds it once), and its outputs come back as a digest.
    let mut scaled_case = store_case("c003");
    scaled_case.buffers[0].tile_to = Some(32);
    scaled_case.versions.truncate(1);
    scaled_case.scaled_from = Some("c002".into());
    let bundle = Bundle {
        arch: "sm_90".into(),
        config: "seed=1".into(),
        cases: vec![
            store_case("c000"),
            fault_case,
            store_case("c002"),
            scaled_case,
        ],
        skipped: Vec::new(),
    };
    bundle.write(&bundle_dir, &[]).unwrap();
    let out = dir.join("out");
    let output = Command::new(env!("CARGO_BIN_EXE_kestrel-device"))
        .arg(&bundle_dir)
        .args(["--out"])
        .arg(&out)
        .args(["--reps", "3", "--warmup", "1"])
        .env("LD_LIBRARY_PATH", &dir)
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.starts_with("kestrel-device: 11 jobs on Mock GPU (sm_90), driver 13.0 (ok 5, unsupported-ptx 2, no-kernel 2, launch-failed 2)"),
        "{stdout}"
    );
    let results =
        Results::parse(&std::fs::read_to_string(out.join("results.txt")).unwrap()).unwrap();
    let job = |case: &str, version: &str| {
        results
            .jobs
            .iter()
            .find(|j| j.case == case && j.version == version)
            .unwrap_or_else(|| panic!("no job {case} {version}"))
    };
    let stored = job("c000", "llc");
    assert_eq!(stored.status, Status::Ok, "{stored:?}");
    assert_eq!(stored.times_us.len(), 3);
    assert!(
        stored.times_us.iter().all(|&t| (t - 2.0).abs() < 0.01),
        "{:?}",
        stored.times_us
    );
    // The value parameter and then the global's first bytes, at the buffer's address.
    assert_eq!(
        stored.outputs[0].changes,
        [(0, vec![1, 2, 3, 4, 9, 9, 9, 9])]
    );
    assert_eq!(stored.outputs[1].name, "table");
    assert!(stored.outputs[1].changes.is_empty());
    // PTX newer than the driver: loaded again declaring the version the driver takes.
    let lowered = job("c000", "O3");
    assert_eq!(lowered.status, Status::Ok, "{lowered:?}");
    assert_eq!(
        lowered.message,
        "PTX .version 9.5 declared as 9.0 for this driver"
    );
    assert_eq!(lowered.outputs, stored.outputs);
    let unsupported = job("c000", "O0");
    assert_eq!(unsupported.status, Status::UnsupportedPtx);
    assert_eq!(
        unsupported.message,
        "PTX .version 9.5 declared as 9.0 for this driver: cuModuleLoadDataEx: CUDA_ERROR_UNSUPPORTED_PTX_VERSION (ptxas fatal: unsupported .version 9.0)"
    );
    assert_eq!(job("c000", "nvcc").status, Status::NoKernel);
    for version in ["llc", "O0"] {
        let fault = job("c001", version);
        assert_eq!(fault.status, Status::LaunchFailed);
        assert!(
            fault.message.contains("CUDA_ERROR_ILLEGAL_ADDRESS (sticky"),
            "{}",
            fault.message
        );
    }
    // A fresh worker after the sticky errors.
    assert_eq!(job("c002", "llc").status, Status::Ok);
    let scaled = job("c003", "llc");
    assert_eq!(scaled.status, Status::Ok, "{scaled:?}");
    assert!(scaled.outputs.is_empty());
    let mut after = vec![1, 2, 3, 4, 9, 9, 9, 9];
    after.extend([0; 24]);
    let mut digest = kestrel_device::bundle::Digest::default();
    digest.add(&after);
    digest.add(&[9; 8]);
    assert_eq!(scaled.digest, Some(digest.0));
    std::fs::remove_dir_all(&dir).unwrap();
}
