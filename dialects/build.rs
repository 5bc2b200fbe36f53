//! Compiles the one C++ shim (`cpp/llvm_import.cpp`): MLIR's LLVM IR importer behind a C ABI,
//! which MLIR's C API lacks. It is built against the same LLVM/MLIR 22 that mlir-sys links
//! (`MLIR_SYS_220_PREFIX`, set in `.cargo/config.toml`), with that install's own C++ flags.

use std::{path::PathBuf, process::Command};

fn main() {
    let prefix = PathBuf::from(
        std::env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".into()),
    );
    let llvm_config = prefix.join("bin/llvm-config");
    let output = Command::new(&llvm_config)
        .arg("--cxxflags")
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", llvm_config.display()));
    assert!(
        output.status.success(),
        "{} --cxxflags failed",
        llvm_config.display()
    );
    let flags = String::from_utf8(output.stdout).expect("llvm-config prints UTF-8");

    let mut build = cc::Build::new();
    build.cpp(true).file("cpp/llvm_import.cpp").warnings(false);
    for flag in flags.split_whitespace() {
        build.flag(flag);
    }
    let clang = prefix.join("bin/clang++");
    if clang.exists() {
        build.compiler(clang);
    }
    build.compile("kestrel_llvm_import");
    println!("cargo:rerun-if-changed=cpp/llvm_import.cpp");
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
}
