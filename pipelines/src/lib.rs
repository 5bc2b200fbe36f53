//! Pass pipelines: MLIR's textual pipeline syntax parsed with pest into an AST
//! ([`parse`]), checked against Kestrel's registry and MLIR's into an ordered list of steps
//! ([`resolve`]), and run on a module ([`run`]). Named presets (`-O0`..`-O3`, `complete`) are pipeline
//! files in this crate's `presets/` folder ([`preset`]). [`embed`] is the facade for Rust
//! compilers that build MLIR with melior: preset or pipeline in, diagnostics, statistics and
//! LLVM IR or PTX out, all in-process.
#![forbid(unsafe_code)]

pub mod ast;
pub mod embed;
pub mod preset;
pub mod resolve;
pub mod run;

/// The dialect layer and the melior version Kestrel is built with, so a downstream crate
/// needs one dependency and cannot mix melior versions.
pub use kestrel_dialects as dialects;
pub use melior;

pub use ast::{Element, ParseError, parse};
pub use embed::{
    Compiler, DebugInfo, Diag, Emit, Emitted, Error, Failure, FpFusion, LateIr, MachineSink, Plan,
    PtxTarget, Report, Severity, StrengthReduction, StrengthReductionChoice,
};
pub use preset::{PRESETS, late_preset, lsr_preset, never_worse_preset, preset, preset_name};
pub use resolve::FanOut;
pub use resolve::{Action, ResolveError, Step, describe, function_paths, resolve};
pub use run::{IrChange, RunConfig, RunError, RunReport, StepReport, run};
