//! kestrel-sim: a deterministic SIMT interpreter for LLVM/NVVM-dialect kernels, and the
//! project's correctness oracle.
//!
//! There is no GPU in Kestrel's test loop, so every rewrite is checked by running kernels
//! before and after it here. The simulator executes `llvm.func` kernels over a grid the way
//! a GPU would: every thread runs the function with its own `tid`/`ctaid`/`laneid`, threads
//! of a block share shared memory and meet at CTA barriers, all blocks share global memory.
//! It detects data races, divergent barriers, out-of-bounds and misaligned accesses, and
//! undefined behaviour (poison reaching a branch, an address or memory; division by zero),
//! and compares two modules on identical pseudo-random inputs.
//!
//! # Library API
//!
//! Everything works on MLIR text, so callers need no MLIR context of their own:
//!
//! ```text
//! let config = kestrel_sim::Config::default();          // grid 2x1x1, block 64x1x1
//! let report = kestrel_sim::diff_modules(before, after, &config)?;
//! assert!(!report.is_different(), "{report}");
//! let races = kestrel_sim::race_check(module, &config)?;
//! assert_eq!(races.races().count(), 0, "{races}");
//! let run = kestrel_sim::run_module(module, &config)?;  // faults, races, poison, digests
//! ```
//!
//! - [`run_module`] runs every kernel (or [`Config::kernel`]) under every schedule of
//!   [`Config::schedules`] and returns a [`ModuleReport`].
//! - [`race_check`] is `run_module` with the race detector forced on.
//! - [`diff_modules`] returns a [`DiffReport`]: per kernel, [`Verdict::Equivalent`],
//!   [`Verdict::Different`] (memory differs, AFTER faults, or AFTER has a new race) or
//!   [`Verdict::Inconclusive`] (BEFORE faults, or races and AFTER's results differ, or a
//!   kernel cannot be simulated).
//! - [`diff_modules_retrying`] is `diff_modules` that, where a comparison is inconclusive,
//!   tries again with one block and then one warp (BEFORE often races only because two
//!   blocks index by `tid` alone); what `kestrel-opt --verify-semantics` uses.
//! - [`load`] lowers a module once into a [`Program`] for repeated runs
//!   ([`run_program`], [`diff_programs`]); [`execute`] runs one kernel of it on explicit
//!   arguments and returns the final buffer contents, for tests with known outputs.
//!
//! A module the simulator cannot run at all (invalid MLIR, an unsupported operation in a
//! kernel, a bad configuration) is a [`SimError`]; panics are caught and returned as
//! [`SimError::Internal`].
//!
//! # Design
//!
//! - [`lower`](crate::lower): each function is translated once into a compact register form
//!   ([`program`]); the interpreter ([`exec`]) never touches MLIR.
//! - [`layout`]: NVPTX data layout, struct offsets, flattening of values into scalar leaves.
//! - [`memory`]: tagged generic addresses, arenas with poison and float metadata.
//! - [`sched`]: blocks, barrier phases, warp collectives (vote, shuffle, `__syncwarp`), and
//!   schedules (forward, reverse, seeded shuffles of the thread order in every phase).
//! - [`race`]: vector-clock happens-before with PTX scopes and per-byte shadow state; a
//!   race is two accesses of different threads, at least one a non-atomic write, that no
//!   barrier, fence or release/acquire orders.
//! - [`inputs`], [`compare`], [`diff`], [`report`], [`cli`].
//!
//! # Semantics and limits
//!
//! - Integer and float arithmetic follow LLVM: `nsw`/`nuw`/`exact`/`disjoint`/`nneg`,
//!   out-of-range shifts and float-to-int conversions yield poison; `nnan`/`ninf`
//!   fast-math flags too. `f32` is computed in `f32`, `f64` in `f64`, `f16`/`bf16` in `f64`
//!   rounded once (exact for the basic operations); `fma` is `mul_add`.
//! - Values follow one sequentially consistent execution: every load sees the last store,
//!   atomics are indivisible. Blocks never run concurrently (one after another, in the
//!   schedule's order), so inter-block waiting hits the step limit.
//! - Synchronisation is judged by the PTX memory model (sm_70 and later) in the race
//!   detector ([`race`]): happens-before from CTA barriers (one block only), warp syncs
//!   (the lanes of the mask), fences (`membar.*` and `fence seq_cst` are `fence.sc`, with
//!   the Fence-SC order of each scope instance; other orderings `fence.acq_rel`) and
//!   release/acquire through atomic locations, at CTA scope (`block`, and `cluster`: every
//!   cluster is one block here) or GPU scope (`device`, and system: one device, no host).
//!   Atomics synchronise as NVPTX lowers them: `atomicrmw` is always a relaxed GPU-scope
//!   `atom` (whatever its ordering), so it synchronises only through fences; atomic loads,
//!   stores and `cmpxchg` keep acquire/release, and `seq_cst` ones get a `fence.sc`
//!   first; so removing a `__threadfence()` a kernel needs shows as a race. Not
//!   modelled: `volatile` accesses (plain), proxies and their fences, `mbarrier`, cluster
//!   barriers (refused).
//! - `externally_initialized` globals (clang's `__device__` and `__constant__` variables,
//!   which the host may write before the launch) are inputs: they start with
//!   pseudo-random contents from the seed and their name, not their initializer.
//! - Transcendental functions (`sin`, `exp`, `__nv_expf`, `__nv_fast_logf`, ...) follow the
//!   host's libm; they are deterministic, not bit-identical to the GPU. Flush-to-zero
//!   variants do not flush.
//! - `clock`/`clock64` return 1000, 2000, ... per thread, so a rewrite that keeps the reads
//!   keeps their values. `printf` (`vprintf`) prints nothing.
//! - Barriers: the 16 named barriers of a block, with or without a thread count, `sync`
//!   (arrive and wait) and `arrive` (signal only). A barrier completes when its count of
//!   threads arrived, warps counted whole (without a count: every live thread), and orders
//!   memory between its participants only; one that can never complete is a
//!   [`FaultKind::Deadlock`]. A kernel's `byval` parameter is each thread's own copy of the
//!   launch argument's bytes.
//! - Shared memory is per launched kernel: a block has the shared variables its kernel
//!   (or a function it calls) names, plus dynamic shared memory; an access past them faults.
//! - A `getelementptr inbounds` whose result leaves the object its base points into (one
//!   past the end is in bounds) is poison, and so is a `nuw` one with a negative or wrapping
//!   offset; poison only where the object is known (global buffers and variables, shared
//!   variables; not the stack).
//! - Tensor-core kernels ([`matrix`], `lower/tensor.rs`): `cp.async` (4/8/16 bytes, with
//!   src-size zero fill) is performed when a `cp.async.wait_group` completes its group (or
//!   its thread exits), as that thread's accesses; the thread touching a pending copy's
//!   destination (or writing its source) first is a [`FaultKind::UnsynchronisedAsyncCopy`],
//!   another thread doing so unordered is a race. `ldmatrix .m8n8 .x1/.x2/.x4 [.trans] .b16`
//!   and `mma.sync .m16n8k8/.m16n8k16 .row.col` on f16 (f16 or f32 accumulators; f32 sums
//!   of exact products in ascending k) are warp collectives with PTX's fragment layouts that
//!   the whole warp must execute convergently ([`FaultKind::DivergentBarrier`] if not);
//!   also as inline asm (Triton's `tl.dot`).
//! - Inline asm: the PTX subset kernels use (`mov`, integer `add`/`sub`/`mul.lo`/`mad.lo`,
//!   `cvta`, `ld`/`st` with state spaces, fences, barriers, special registers; see
//!   `lower/asm.rs`) runs as the IR it stands for, its accesses seen by the race detector.
//! - Textures, surfaces, cluster operations, indirect
//!   calls, device-side `malloc`, and other inline assembly are refused with a
//!   [`SimError::Unsupported`] naming the operation and function.
#![forbid(unsafe_code)]

pub mod cli;
pub mod compare;
pub mod config;
pub mod diff;
pub mod error;
pub mod exec;
pub mod half;
pub mod input;
pub mod inputs;
pub mod layout;
pub mod lower;
pub mod matrix;
pub mod memory;
pub mod native;
pub mod program;
pub mod race;
pub mod report;
pub mod rng;
pub mod sched;
pub mod simulate;
pub mod types;

pub use config::{ArgValue, Config, FieldArg, FieldKind};
pub use error::SimError;
pub use exec::{Fault, FaultKind};
pub use program::Program;
pub use report::{
    DiffReport, FaultReport, KernelDiff, KernelReport, ModuleReport, Race, RaceAccess, Verdict,
};
pub use sched::{Launch, Schedule};
pub use simulate::{Arg, Execution};

/// Runs one kernel of a lowered program with explicit arguments (buffers given by
/// content) and returns its report and the final buffer contents.
pub fn execute(
    program: &Program,
    kernel: &str,
    args: &[Arg],
    config: &Config,
) -> Result<Execution, SimError> {
    error::catch_panics(|| simulate::execute(program, kernel, args, config))
}

/// Parses MLIR text and lowers it into a [`Program`]. `name` labels it in messages.
pub fn load(text: &str, name: &str) -> Result<Program, SimError> {
    error::catch_panics(|| lower::lower_text(text, name))
}

/// Lowers a module parsed by the caller (for example one a pass pipeline just rewrote in
/// its own context).
pub fn load_module(module: &melior::ir::Module, name: &str) -> Result<Program, SimError> {
    error::catch_panics(|| lower::lower_module(module, name))
}

/// Runs the kernels of a lowered program; see [`run_module`].
pub fn run_program(program: &Program, config: &Config) -> Result<ModuleReport, SimError> {
    error::catch_panics(|| simulate::run_program(program, config))
}

/// Compares the kernels of two lowered programs; see [`diff_modules`].
pub fn diff_programs(
    before: &Program,
    after: &Program,
    config: &Config,
) -> Result<DiffReport, SimError> {
    error::catch_panics(|| diff::diff_programs(before, after, config))
}

/// Runs every kernel of the module (or `config.kernel`) under every schedule.
pub fn run_module(text: &str, config: &Config) -> Result<ModuleReport, SimError> {
    let program = load(text, "module")?;
    run_program(&program, config)
}

/// Runs the module with the race detector on; the races are in
/// [`ModuleReport::races`].
pub fn race_check(text: &str, config: &Config) -> Result<ModuleReport, SimError> {
    let config = Config {
        race_detection: true,
        ..config.clone()
    };
    run_module(text, &config)
}

/// Runs the same-named kernels of two modules on identical inputs and compares them.
pub fn diff_modules(before: &str, after: &str, config: &Config) -> Result<DiffReport, SimError> {
    let before = load(before, "before")?;
    let after = load(after, "after")?;
    diff_programs(&before, &after, config)
}

/// [`diff_modules`], retrying a kernel whose comparison is inconclusive under smaller
/// launches (one block, then one warp) where BEFORE may not race or fault; each
/// [`KernelDiff`] says which launch its verdict is of and which were tried before.
pub fn diff_modules_retrying(
    before: &str,
    after: &str,
    config: &Config,
) -> Result<DiffReport, SimError> {
    let before = load(before, "before")?;
    let after = load(after, "after")?;
    error::catch_panics(|| diff::diff_programs_retrying(&before, &after, config))
}
