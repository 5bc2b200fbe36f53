//! kestrel-rewrites integration tests (one binary: every test binary links all of MLIR).

mod analysis;
mod engine;
mod support;
