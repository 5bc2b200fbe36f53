//! The fuzz binaries' `main`.
//!
//! MLIR's static libraries include `libMLIRMlirOptMain.a`, whose `mlir-opt.cpp.o` defines a
//! `main` that runs `MlirOptMain` (and so LLVM's command-line parser) on libFuzzer's flags. Which
//! archive's `main` the linker took depended on link order, and it took MLIR's: every run
//! stopped at "Unknown command line argument '-max_total_time=..'". A `main` defined in the
//! target's own object file is linked before any archive is searched, so neither archive
//! member is pulled in; it hands over to libFuzzer's driver exactly as libFuzzer's `main` would.

use std::os::raw::{c_char, c_int};

unsafe extern "C" {
    fn LLVMFuzzerRunDriver(
        argc: *mut c_int,
        argv: *mut *mut *mut c_char,
        test_one_input: unsafe extern "C" fn(*const u8, usize) -> c_int,
    ) -> c_int;
    // Defined by libfuzzer-sys around the target's `fuzz_target!` body.
    fn LLVMFuzzerTestOneInput(data: *const u8, size: usize) -> c_int;
}

#[unsafe(no_mangle)]
pub extern "C" fn main(mut argc: c_int, mut argv: *mut *mut c_char) -> c_int {
    // SAFETY: argc/argv come from the C runtime unchanged; the driver parses its own flags
    // (and calls `LLVMFuzzerInitialize`) before running inputs through the callback.
    unsafe { LLVMFuzzerRunDriver(&mut argc, &mut argv, LLVMFuzzerTestOneInput) }
}
