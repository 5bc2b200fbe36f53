//! kestrel-rewrites integration tests (one binary: every test binary links all of MLIR).

mod analysis;
mod codegen_split;
mod early_cse;
mod engine;
mod headers;
mod spec_knobs;
mod support;
