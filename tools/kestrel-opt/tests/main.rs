//! kestrel-opt's integration tests, in one binary (each test binary links all of MLIR):
//! - `file_tests`: every file under `test/`, run as its `// RUN:` line says, snapshotted;
//! - `bad_input`: each kind of bad input gives one `error:` line, exit 1 and no output file;
//! - `fidelity`: the import/export boundary keeps meaning; `-O0` is PTX-neutral against llc;
//! - `corpus`: every vendored real kernel imports, runs every pass and lowers to PTX that
//!   `ptxas` accepts;
//! - `dead_sync_elim`: the pass's cases and the corpus, checked in kestrel-sim;
//! - `pipelines`: the `-O` presets' order, `--dump-pass-pipeline`, `-O3` as a fixed point.

mod adversarial;
mod bad_input;
mod base_addr_strength_reduce;
mod codegenprepare;
mod common_base_elim;
mod corpus;
mod dead_sync_elim;
mod fidelity;
mod file_tests;
mod fuzz_corpus;
mod pipelines;
mod scev_cgp;
mod support;
