//! A generator of small race-free kernels that hunts miscompiles (issue #34), in the manner
//! of Csmith, YARPGen and CLsmith ("Many-Core Compiler Fuzzing", PLDI 2015): programs free
//! of undefined behaviour and races by construction, built from composable shape templates
//! with random parameters, each aimed at one soundness condition of one pass; kestrel-sim is
//! the backstop that discards any kernel that races or faults anyway.
//!
//! - [`generate`]: a seed picks a shape and its parameters; the same seed gives the same
//!   LLVM IR text (for one version of the shape table: a saved finding keeps its text) (clang -O3 CUDA shaped: `ptx_kernel`, `addrspace(3)` arrays, generic
//!   pointers through `addrspacecast`, `tail call` intrinsics, rotated loops).
//! - [`oracle`]: imports the kernel, checks it race- and fault-free in kestrel-sim on the
//!   launch it was built for, then runs `-O3` and every pass alone (and a few non-default
//!   options) and compares each output, as emitted, with the ORIGINAL in kestrel-sim.
//! - [`hunt`]: runs seeds for a time or a count, keeps statistics, saves each finding
//!   (kernel, seed, failing pipeline) under `fuzz/regressions/adversary/` (`known/` for the
//!   passes whose fixes are in flight), and replays saved findings.
//!
//! Shapes the simulator cannot run yet (inline asm) are behind
//! [`Options`] flags, off by default.

mod address;
mod byval;
mod byval_calls;
pub mod hunt;
mod ir;
mod kernel;
pub mod oracle;
mod rng;
mod shapes;
mod versioned;

pub use kernel::Kernel;
use rng::Rng;

/// What the generator may produce beyond the default shapes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// No longer a gate: kestrel-sim runs `bar.sync ID, COUNT` and `bar.arrive`, and the
    /// counted-barrier shape is always on (the flag is kept for the command line).
    pub counted_barriers: bool,
    /// No longer a gate: kestrel-sim runs the PTX asm kernels use, and the asm shape (a
    /// "memory" clobber storing a pointer) is always on (the flag is kept for the command
    /// line).
    pub inline_asm: bool,
}

/// A shape: its name, the kernel it builds from a seed and a stream, and the option that
/// enables it (None: always on).
pub struct Shape {
    pub name: &'static str,
    build: fn(u64, Rng) -> Kernel,
    gate: Option<fn(&Options) -> bool>,
}

pub const SHAPES: &[Shape] = &[
    shape("exchange", shapes::exchange),
    shape("block_2d", shapes::block_2d),
    shape("warp_exchange", shapes::warp_exchange),
    shape("call_barrier", shapes::call_barrier),
    shape("loop_exchange", shapes::loop_exchange),
    shape("loop_tail_store", shapes::loop_tail_store),
    shape("select_ptr", shapes::select_ptr),
    shape("phi_ptr", shapes::phi_ptr),
    shape("device_fn", shapes::device_fn),
    shape("last_block", shapes::last_block),
    shape("byval_ptr", shapes::byval_ptr),
    shape("ptr_table", shapes::ptr_table),
    shape("atomics", shapes::atomics),
    shape("addr", address::addr),
    shape("addr_loop", address::addr_loop),
    shape("strided_loop", address::strided_loop),
    shape("marching", address::marching),
    Shape {
        name: "counted_barrier",
        build: shapes::counted_barrier,
        gate: None,
    },
    shape("asm_store", shapes::asm_store),
    shape("live_across_loop", shapes::live_across_loop),
    shape("inline_calls", shapes::inline_calls),
    shape("byval_fields", byval::byval_fields),
    shape("twin_kernels", shapes::twin_kernels),
    shape("unit_stride_copy", versioned::unit_stride_copy),
    shape("addresses_across_loops", shapes::addresses_across_loops),
    shape("split_barrier", shapes::split_barrier),
    shape("identical_arms", shapes::identical_arms),
    shape("byval_calls", byval_calls::byval_calls),
];

const fn shape(name: &'static str, build: fn(u64, Rng) -> Kernel) -> Shape {
    Shape {
        name,
        build,
        gate: None,
    }
}

/// The shapes `options` enable, in table order.
pub fn enabled_shapes(options: &Options) -> Vec<&'static Shape> {
    SHAPES
        .iter()
        .filter(|s| s.gate.is_none_or(|gate| gate(options)))
        .collect()
}

/// The kernel of `seed`: the seed picks one of the enabled shapes, then its parameters.
pub fn generate(seed: u64, options: &Options) -> Kernel {
    let shapes = enabled_shapes(options);
    let mut r = Rng::new(seed);
    let shape = shapes[r.below(shapes.len() as u64) as usize];
    (shape.build)(seed, r)
}

/// The kernel of `seed` for the shape named `name` (None: no such shape).
pub fn generate_shape(seed: u64, name: &str) -> Option<Kernel> {
    let shape = SHAPES.iter().find(|s| s.name == name)?;
    Some((shape.build)(seed, Rng::new(seed)))
}
