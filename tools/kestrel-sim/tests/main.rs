//! kestrel-sim integration tests: one binary, one module per area.
//!
//! - `asm`: inline PTX asm, its memory accesses and what is refused.
//! - `barriers`: named and counted barriers, arrive/sync, deadlocks.
//! - `kernels`: hand-written kernels (`tests/kernels/*.mlir`) with known outputs.
//! - `faults`: undefined behaviour, bad accesses and divergence are reported, not hidden.
//! - `races`: the race detector finds missing barriers and fences and accepts correct code
//!   (barriers, warp syncs, fences and atomics with their scopes).
//! - `diff`: differential runs tell rewrites that change results from equivalent ones, and
//!   say so when BEFORE itself faults or races.
//! - `cli`: the `kestrel-sim` command line, exit codes and messages.
//! - `corpus`: every vendored real kernel either runs cleanly or is listed as unsupported.
//! - `tensor`: cp.async, ldmatrix and mma.sync with hand-computed results, and their misuse
//!   (divergent matrix instructions, reads before a cp.async wait) reported.

#[path = "main/support.rs"]
mod support;

#[path = "main/asm.rs"]
mod asm;
#[path = "main/barriers.rs"]
mod barriers;
#[path = "main/cli.rs"]
mod cli;
#[path = "main/corpus.rs"]
mod corpus;
#[path = "main/diff.rs"]
mod diff;
#[path = "main/faults.rs"]
mod faults;
#[path = "main/kernels.rs"]
mod kernels;
#[path = "main/races.rs"]
mod races;
#[path = "main/tensor.rs"]
mod tensor;
