//! Kestrel's rewrite engine and passes.
//!
//! - [`engine`]: declaring patterns and applying them with melior's greedy driver;
//! - [`registry`]: passes as data, option resolution, the MLIR pass glue;
//! - [`knobs`]: every cicc knob from the specifications; [`options`]: typed option values;
//! - [`passes`]: one module per pass; [`naming`]: the names passes give new values;
//! - [`anchor`]: what common-base-elim and base-addr-strength-reduce share (grouping by
//!   base, the minimum-offset anchor, building it, redirecting uses, the soundness argument);
//! - [`refusals`]: why a pass left something alone, counted per reason;
//! - [`export`]: LLVM IR and PTX emission; [`strength_reduction`]: the per-function choice
//!   of the backend's LSR in split code generation; [`late_settle`]: per function, which of
//!   the late half's rewrites stay, by ptxas; [`register_budget`]: per kernel, the
//!   `.maxnreg` that pays, by ptxas; [`kernel_fallback`]: per kernel, `-O0`'s code where
//!   ptxas does worse on the optimised one.
//!
//! This crate has no `unsafe` code: raw MLIR handles are handled by `kestrel_dialects::raw`.
#![forbid(unsafe_code)]

pub mod analysis;
pub mod anchor;
pub mod diagnostics;
pub mod engine;
pub mod export;
pub(crate) mod inlined_callees;
pub mod kernel_fallback;
pub mod knobs;
pub mod late_settle;
pub mod machine_sink;
pub mod naming;
pub mod options;
pub mod passes;
pub mod pointer_width;
pub mod refusals;
pub mod register_budget;
pub mod registry;
pub mod sass;
pub mod strength_reduction;

use kestrel_dialects::raw;

pub use engine::{FunctionAnalyses, PatternDecl, PatternSet, Preserved, Remark, Remarks, Rewriter};
pub use options::{OptionKind, OptionSpec, OptionValue, Options};
pub use raw::{add_upstream_pipeline, register_upstream_passes};
pub use registry::{KnobSettings, PassInfo, lookup, passes};
