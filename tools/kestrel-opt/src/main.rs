//! `kestrel-opt`: see `kestrel_opt::run` for the behaviour and `--help` for the flags.

use std::{
    io::{Read, Write},
    process::ExitCode,
};

/// Rust's allocations (most of the passes' own) go to mimalloc; MLIR and LLVM keep the C++
/// allocator.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    // Panics are caught and reported as one `error:` line; the default hook would also print
    // its own message and backtrace.
    std::panic::set_hook(Box::new(|_| {}));
    let args: Vec<String> = std::env::args().skip(1).collect();
    let stdin = || {
        let mut bytes = Vec::new();
        std::io::stdin().read_to_end(&mut bytes).map(|_| bytes)
    };
    let outcome = kestrel_opt::run(&args, stdin);
    let _ = std::io::stdout().write_all(&outcome.stdout);
    let _ = std::io::stderr().write_all(outcome.stderr.as_bytes());
    ExitCode::from(outcome.code)
}
