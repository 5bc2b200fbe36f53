//! Helpers shared by the test modules.

use std::path::{Path, PathBuf};

/// The workspace root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("workspace root")
}

/// Runs kestrel-opt in-process; `stdin` feeds input `-`.
pub fn kestrel_opt(args: &[&str], stdin: &[u8]) -> kestrel_opt::Outcome {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let stdin = stdin.to_vec();
    kestrel_opt::run(&args, move || Ok(stdin))
}

/// `ptxas`: `$KESTREL_PTXAS`, `ptxas` on `PATH`, or the PyPI wheel the set-up script installs.
pub fn ptxas() -> PathBuf {
    if let Some(path) = std::env::var_os("KESTREL_PTXAS") {
        return PathBuf::from(path);
    }
    let on_path = std::env::var_os("PATH")
        .into_iter()
        .flat_map(|p| std::env::split_paths(&p).collect::<Vec<_>>());
    for dir in on_path {
        if dir.join("ptxas").is_file() {
            return dir.join("ptxas");
        }
    }
    let output = std::process::Command::new("python3")
        .args(["-c", "import site,sys; print('\\n'.join(site.getsitepackages()+[site.getusersitepackages()]))"])
        .output()
        .expect("python3 runs (the set-up script installs ptxas through pip)");
    for dir in String::from_utf8_lossy(&output.stdout).lines() {
        for wheel in ["nvidia/cu13/bin/ptxas", "nvidia/cuda_nvcc/bin/ptxas"] {
            let candidate = Path::new(dir).join(wheel);
            if candidate.is_file() {
                return candidate;
            }
        }
    }
    panic!("ptxas not found: run scripts/setup.sh or set KESTREL_PTXAS");
}

/// Assembles `ptx` with `ptxas -arch=<arch>`; `Err` carries ptxas's message. PTX that calls
/// external functions (`__nv_*` libdevice math left as declarations) is assembled as a
/// relocatable object (`-c`), where unresolved externs are legal.
pub fn assemble(ptx: &[u8], arch: &str, name: &str) -> Result<(), String> {
    let dir = std::env::temp_dir().join(format!("kestrel-ptxas-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let stem: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    let input = dir.join(format!("{stem}.ptx"));
    let output = dir.join(format!("{stem}.cubin"));
    std::fs::write(&input, ptx).expect("write ptx");
    let relocatable = String::from_utf8_lossy(ptx).contains(".extern .func");
    let result = std::process::Command::new(ptxas())
        .arg(format!("-arch={arch}"))
        .args(if relocatable { &["-c"][..] } else { &[][..] })
        .arg(&input)
        .arg("-o")
        .arg(&output)
        .output()
        .expect("ptxas runs");
    let _ = std::fs::remove_file(&input);
    let _ = std::fs::remove_file(&output);
    if result.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&result.stderr).into_owned())
    }
}
