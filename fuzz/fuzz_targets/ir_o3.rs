//! Corpus kernels (LLVM-dialect MLIR or LLVM IR text, seeded from `third_party/corpus` and
//! `test/`), mutated, through `kestrel_opt::fuzzing::check_module_through_o3`: no internal
//! error, `-O3` takes whatever verifies, its output verifies, and where kestrel-sim runs the
//! kernel, no difference from the input.
//!
//! Byte-level mutations of IR text almost never parse, so most mutations here are IR-aware
//! (`common/ir_mutator.rs`): they change constants, predicates, opcodes and operands, delete
//! or repeat lines, and so give the passes valid kernels they have not seen.
#![no_main]

#[path = "common/ir_mutator.rs"]
mod ir_mutator;
#[path = "common/own_main.rs"]
mod own_main;

use libfuzzer_sys::{fuzz_mutator, fuzz_target};
use std::sync::Once;

static QUIET: Once = Once::new();

fuzz_target!(|data: &[u8]| {
    // kestrel-opt catches panics and reports them as internal errors; the default hook would
    // print each one first.
    QUIET.call_once(|| std::panic::set_hook(Box::new(|_| {})));
    if let Err(finding) = kestrel_opt::fuzzing::check_module_through_o3(data) {
        eprintln!("FINDING: {finding}");
        std::process::abort();
    }
});

fuzz_mutator!(|data: &mut [u8], size: usize, max_size: usize, seed: u32| {
    ir_mutator::mutate(data, size, max_size, seed)
});
