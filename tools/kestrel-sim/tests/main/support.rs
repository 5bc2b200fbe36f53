//! Shared helpers: the test kernels, configurations and byte conversions.

use kestrel_sim::{Arg, Config, Execution, Program, Schedule};

/// The text of `tests/kernels/NAME.mlir`.
pub fn kernel_text(name: &str) -> String {
    std::fs::read_to_string(kernel_path(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

pub fn kernel_path(name: &str) -> String {
    format!("{}/tests/kernels/{name}.mlir", env!("CARGO_MANIFEST_DIR"))
}

/// The lowered program of `tests/kernels/NAME.mlir`.
pub fn program(name: &str) -> Program {
    kestrel_sim::load(&kernel_text(name), name).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// A launch of `grid` blocks of `block` threads (x only), all default schedules.
pub fn config(grid: u32, block: u32) -> Config {
    Config {
        grid: [grid, 1, 1],
        block: [block, 1, 1],
        ..Config::default()
    }
}

/// Forward schedule only: for tests that only look at values.
pub fn forward(grid: u32, block: u32) -> Config {
    Config {
        schedules: vec![Schedule::Forward],
        ..config(grid, block)
    }
}

/// Runs kernel `name` of `tests/kernels/NAME.mlir`.
pub fn execute(name: &str, args: &[Arg], config: &Config) -> Execution {
    kestrel_sim::execute(&program(name), name, args, config)
        .unwrap_or_else(|e| panic!("{name}: {e}"))
}

pub fn i32_bytes(values: &[i32]) -> Vec<u8> {
    values.iter().flat_map(|v| v.to_le_bytes()).collect()
}

pub fn f32_bytes(values: &[f32]) -> Vec<u8> {
    values.iter().flat_map(|v| v.to_le_bytes()).collect()
}

pub fn zeros(bytes: usize) -> Vec<u8> {
    vec![0; bytes]
}

pub fn i32s(bytes: &[u8]) -> Vec<i32> {
    bytes
        .chunks_exact(4)
        .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

pub fn f32s(bytes: &[u8]) -> Vec<f32> {
    bytes
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

pub fn f64s(bytes: &[u8]) -> Vec<f64> {
    bytes
        .chunks_exact(8)
        .map(|c| f64::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

/// A one-kernel module around `body` (the kernel `@k` with parameters `params`).
pub fn module(params: &str, body: &str) -> String {
    format!("llvm.func @k({params}) attributes {{nvvm.kernel}} {{\n{body}\n}}\n")
}
