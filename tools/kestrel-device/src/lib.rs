//! `kestrel-device`: runs Kestrel's kernels on a real GPU, with no MLIR or LLVM in sight.
//!
//! `kestrel-bench --device-prepare` (which has MLIR, LLVM and kestrel-sim) writes a
//! [`bundle`]: per kernel, the PTX of every version (llc, Kestrel `-O0`, `-O3`, nvcc), the
//! launch shape, the packed parameters, the input buffers and the host-written globals from
//! kestrel-sim's input generator, and kestrel-sim's own outputs for the same launch. This
//! crate's binary runs a bundle on the GPU ([`run`], through the CUDA driver API that
//! [`driver`] loads at run time, so it builds and starts where there is no driver) and writes
//! one [`results`] file: per kernel and version, the status, the time of every repetition
//! and the output buffers (as changes from the inputs). `kestrel-bench --device-report` then
//! [`compare`]s versions with each other and with kestrel-sim.
//!
//! The split exists because the GPU machine may lack MLIR/LLVM, a Rust toolchain and a
//! network: everything it needs is in the bundle and this one binary.
//!
//! All `unsafe` of this crate lives in [`driver`] (the FFI calls of the CUDA driver API);
//! every other module forbids it.

pub mod bundle;
pub mod compare;
pub mod driver;
pub mod hex;
pub mod outputs;
pub mod results;
pub mod run;
