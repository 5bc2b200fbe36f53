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
    let dir = std::env::temp_dir().join(format!("kestrel-device-{name}-{}", std::process::id()));
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
