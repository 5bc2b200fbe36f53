//! Deterministic kernel inputs: argument values and the buffers pointers point to.
//!
//! Every pointer parameter gets a fresh global buffer (`Config::buffer_bytes`, or the
//! pointee size of a `byval` parameter) filled with pseudo-random contents; integer
//! parameters get small values (so they work as sizes and indices), float parameters values
//! in `[0.25, 2)`. The contents of a buffer follow how the kernel uses the pointer (itself or
//! in the functions it passes the pointer to): if it only loads and stores `f32` through it,
//! the buffer holds ordinary `f32` values rather than random bit patterns (which would be
//! mostly huge numbers and NaNs); integer buffers hold small values. Everything is derived
//! from `(seed, kernel name, parameter index)`, so the two modules of a differential run get
//! identical inputs, and `--arg N=VALUE` overrides a parameter; `--arg N@OFFSET:TYPE=VALUE`
//! one field of a by-value (struct) parameter, written over its generated copy (a kernel's
//! knobs often arrive in such a struct).
//!
//! Module globals marked `externally_initialized` (clang's `__device__` and `__constant__`
//! variables: the host may write them before the launch) are inputs too: their initializer
//! is ignored and they start with pseudo-random contents derived from `(seed, global name)`
//! and typed like a buffer's (floats in `[0.25, 2)`, small integers, null pointers), so a
//! global of the same name holds the same values in both modules of a comparison. Other
//! globals start with their initializers.

use crate::{
    SimError,
    config::{ArgValue, Config},
    layout::{Leaf, Scalar},
    memory::{self, GlobalMemory},
    program::{FuncId, Function, Inst, Program, Reg},
    rng::{Rng, hash},
};
use std::collections::BTreeMap;

/// A kernel buffer: which parameter it belongs to and where it lives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Buffer {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// The arguments of one kernel launch.
#[derive(Clone, Debug)]
pub struct Inputs {
    /// One value per parameter leaf, with a pointer leaf holding its buffer's address.
    pub args: Vec<(u64, bool)>,
    /// Buffers, in parameter order; `pointer_leaf[i]` is the leaf pointing to `buffers[i]`.
    pub buffers: Vec<Buffer>,
    pub pointer_leaf: Vec<usize>,
    /// The seed `externally_initialized` globals' contents derive from.
    pub seed: u64,
}

/// How a buffer's bytes are filled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fill {
    F32,
    F64,
    /// Small non-negative integers of this many bytes.
    SmallInt(u32),
    Bytes,
}

/// Generates the inputs of `kernel` (a function of `program`).
pub fn generate(program: &Program, kernel: FuncId, config: &Config) -> Result<Inputs, SimError> {
    let function = &program.functions[kernel as usize];
    let fills = infer_fills(program, kernel);
    let kernel_hash = hash(&function.name);
    let mut inputs = Inputs {
        args: Vec::new(),
        buffers: Vec::new(),
        pointer_leaf: Vec::new(),
        seed: config.seed,
    };
    let overrides = &config.args;
    check_fields(function, config)?;
    for (index, shape) in function.param_shapes.iter().enumerate() {
        let override_value = overrides.get(&index);
        for leaf in 0..shape.leaves {
            let leaf_index = shape.first_leaf + leaf;
            let scalar = function.param_leaves[leaf_index];
            let mut rng = Rng::derived(config.seed, &[kernel_hash, index as u64, leaf as u64]);
            let value = match (scalar, override_value) {
                (Scalar::Ptr { .. }, override_value) => {
                    let size = match override_value {
                        Some(ArgValue::Buffer(bytes)) => *bytes,
                        Some(other) => {
                            return Err(SimError::Config(format!(
                                "--arg {index}={other}: parameter {index} of @{} is a pointer (use buffer:BYTES)",
                                function.name
                            )));
                        }
                        None => shape.pointee_size.unwrap_or(config.buffer_bytes),
                    };
                    let fill = fills.get(&leaf_index).copied().unwrap_or(Fill::SmallInt(4));
                    let mut bytes = fill_bytes(&mut rng, fill, size);
                    set_fields(&mut bytes, index, config);
                    inputs.buffers.push(Buffer {
                        name: buffer_name(function, index, leaf),
                        bytes,
                    });
                    inputs.pointer_leaf.push(leaf_index);
                    0 // the address is set when the buffer is placed
                }
                (scalar, Some(value)) => override_bits(*value, scalar).ok_or_else(|| {
                    SimError::Config(format!(
                        "--arg {index}={value} does not fit parameter {index} of @{} ({scalar:?})",
                        function.name
                    ))
                })?,
                (scalar, None) => random_scalar(&mut rng, scalar),
            };
            inputs.args.push((value, false));
        }
    }
    Ok(inputs)
}

/// Every `--arg N@OFFSET:TYPE=VALUE` names a by-value parameter of `function` and a field that
/// lies inside its copy.
fn check_fields(function: &Function, config: &Config) -> Result<(), SimError> {
    for field in &config.fields {
        let what = format!("--arg {field}");
        let shape = function.param_shapes.get(field.param).ok_or_else(|| {
            SimError::Config(format!(
                "{what}: @{} has no parameter {}",
                function.name, field.param
            ))
        })?;
        let size = match shape.pointee_size {
            Some(size) if shape.byval => size,
            _ => {
                return Err(SimError::Config(format!(
                    "{what}: parameter {} of @{} is not passed by value",
                    field.param, function.name
                )));
            }
        };
        if field.offset + field.kind.bytes() > size {
            return Err(SimError::Config(format!(
                "{what}: bytes {}..{} are outside parameter {} of @{} ({size} bytes)",
                field.offset,
                field.offset + field.kind.bytes(),
                field.param,
                function.name
            )));
        }
    }
    Ok(())
}

/// Writes the fields set for parameter `index` over its generated contents.
fn set_fields(bytes: &mut [u8], index: usize, config: &Config) {
    for field in config.fields.iter().filter(|f| f.param == index) {
        if let Some(value) = field.kind.encode(field.value) {
            let start = field.offset as usize;
            if let Some(slot) = bytes.get_mut(start..start + value.len()) {
                slot.copy_from_slice(&value);
            }
        }
    }
}

/// Global memory for one run: the program's module globals (initialised, or input contents
/// for `externally_initialized` ones), then the buffers (starting at `buffers_at`, the same
/// offset for both modules of a comparison), and the arguments with the buffers' addresses
/// filled in.
pub fn place(
    program: &Program,
    inputs: &Inputs,
    buffers_at: u64,
) -> (GlobalMemory, Vec<(u64, bool)>) {
    let mut memory = GlobalMemory::with_globals_area(program.global_vars_size);
    for var in &program.global_vars {
        match &var.host_written {
            Some(leaves) => {
                let bytes = host_written_bytes(inputs.seed, &var.name, var.size, leaves);
                memory.place_global(&var.name, var.offset, &bytes);
            }
            None => memory.place_global(&var.name, var.offset, &var.init),
        }
    }
    memory.arena.grow_to(buffers_at);
    let mut args = inputs.args.clone();
    for (buffer, &leaf) in inputs.buffers.iter().zip(&inputs.pointer_leaf) {
        let offset = memory.allocate(&buffer.name, &buffer.bytes);
        args[leaf] = (memory::global_address(offset), false);
    }
    (memory, args)
}

/// The contents of an `externally_initialized` global: a pseudo-random value per scalar of
/// its memory image (`leaves`; every byte random when its type has none), from the seed and
/// the global's name only. Pointers are null: no address is valid in both modules.
fn host_written_bytes(seed: u64, name: &str, size: u64, leaves: &[Leaf]) -> Vec<Option<u8>> {
    let mut rng = Rng::derived(seed, &[hash("externally_initialized"), hash(name)]);
    if leaves.is_empty() {
        return (0..size).map(|_| Some(rng.next_u64() as u8)).collect();
    }
    let mut bytes = vec![Some(0u8); size as usize];
    for leaf in leaves {
        let value = match leaf.scalar {
            Scalar::Int(bits) if bits <= 8 => rng.range(0, 1),
            Scalar::Int(_) => rng.range(0, 15),
            Scalar::Ptr { .. } => 0,
            scalar => random_scalar(&mut rng, scalar),
        };
        let start = leaf.offset as usize;
        for (i, slot) in bytes[start..]
            .iter_mut()
            .take(leaf.scalar.bytes() as usize)
            .enumerate()
        {
            *slot = Some((value >> (8 * i)) as u8);
        }
    }
    bytes
}

/// Where buffers start: after the larger module-globals area of the programs compared.
pub fn buffers_offset(programs: &[&Program]) -> u64 {
    let globals = programs
        .iter()
        .map(|p| p.global_vars_size)
        .max()
        .unwrap_or(0);
    crate::layout::align_up(memory::GLOBALS_BASE + globals, 4096) + 4096
}

fn random_scalar(rng: &mut Rng, scalar: Scalar) -> u64 {
    match scalar {
        Scalar::Int(1) => rng.range(0, 1),
        Scalar::Int(_) => rng.range(4, 16),
        Scalar::F32 => u64::from((random_float(rng) as f32).to_bits()),
        Scalar::F64 => random_float(rng).to_bits(),
        Scalar::F16 => crate::native::f64_to_f16(random_float(rng)),
        Scalar::BF16 => crate::native::f64_to_bf16(random_float(rng)),
        Scalar::Ptr { .. } => 0,
    }
}

/// A float in `[0.25, 2)`: positive like most kernel data (sizes, prices, pixels), so
/// `sqrt`/`log` of inputs stay defined, and varied in magnitude and mantissa.
fn random_float(rng: &mut Rng) -> f64 {
    0.25 + rng.unit() * 1.75
}

fn override_bits(value: ArgValue, scalar: Scalar) -> Option<u64> {
    match (value, scalar) {
        (ArgValue::Int(v), Scalar::Int(bits)) => {
            Some((v as u64) & crate::layout::mask(u32::from(bits)))
        }
        (ArgValue::Int(v), Scalar::F32) => Some(u64::from((v as f32).to_bits())),
        (ArgValue::Int(v), Scalar::F64) => Some((v as f64).to_bits()),
        (ArgValue::Float(v), Scalar::F32) => Some(u64::from((v as f32).to_bits())),
        (ArgValue::Float(v), Scalar::F64) => Some(v.to_bits()),
        _ => None,
    }
}

fn fill_bytes(rng: &mut Rng, fill: Fill, size: u64) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(size as usize);
    while (bytes.len() as u64) < size {
        match fill {
            Fill::F32 => bytes.extend((random_float(rng) as f32).to_le_bytes()),
            Fill::F64 => bytes.extend(random_float(rng).to_le_bytes()),
            Fill::SmallInt(width) => {
                let value = rng.range(0, 15);
                bytes.extend(&value.to_le_bytes()[..width as usize]);
            }
            Fill::Bytes => bytes.push(rng.next_u64() as u8),
        }
    }
    bytes.truncate(size as usize);
    bytes
}

/// For each pointer parameter leaf, the fill matching how the kernel accesses memory
/// through it: the scalar type of the loads and stores whose address derives from it, in the
/// kernel or in the functions it passes the pointer to (a `__noinline__` helper's accesses
/// count as the kernel's own).
fn infer_fills(program: &Program, kernel: FuncId) -> BTreeMap<usize, Fill> {
    access_counts(program, kernel, CALL_DEPTH)
        .into_iter()
        .map(|(leaf, kinds)| {
            let (scalar, _) = kinds
                .iter()
                .max_by_key(|&(scalar, count)| (*count, std::cmp::Reverse(*scalar)))
                .expect("a counted parameter has a kind");
            let fill = match scalar {
                Scalar::F32 => Fill::F32,
                Scalar::F64 => Fill::F64,
                Scalar::Int(8) | Scalar::Int(1) => Fill::Bytes,
                Scalar::Int(bits) => Fill::SmallInt(u32::from(*bits).div_ceil(8)),
                _ => Fill::Bytes,
            };
            (leaf, fill)
        })
        .collect()
}

/// How deep [`access_counts`] follows a pointer into callees (recursion stops there too).
const CALL_DEPTH: u32 = 4;

/// Per pointer parameter leaf of `func`, how many accesses of each scalar type go through
/// it, following it into the functions `func` calls up to `depth` calls down.
fn access_counts(
    program: &Program,
    func: FuncId,
    depth: u32,
) -> BTreeMap<usize, BTreeMap<Scalar, usize>> {
    let function = &program.functions[func as usize];
    let origin = pointer_origins(function);
    let mut counts: BTreeMap<usize, BTreeMap<Scalar, usize>> = BTreeMap::new();
    let mut note = |addr: Reg, scalar: Scalar, times: usize| {
        if let Some(leaf) = origin[addr as usize] {
            *counts.entry(leaf).or_default().entry(scalar).or_default() += times;
        }
    };
    for inst in &function.code {
        match *inst {
            Inst::Load { addr, scalar, .. } | Inst::Store { addr, scalar, .. } => {
                note(addr, scalar, 1)
            }
            Inst::AtomicRmw { addr, scalar, .. } | Inst::CmpXchg { addr, scalar, .. } => {
                note(addr, scalar, 1)
            }
            Inst::LoadAgg { addr, shape, .. } | Inst::StoreAgg { addr, shape, .. } => {
                for leaf in &function.shapes[shape as usize] {
                    note(addr, leaf.scalar, 1);
                }
            }
            Inst::Call {
                func: callee,
                args,
                nargs,
                ..
            } if depth > 0 => {
                let args = &function.lists[args as usize..(args + nargs) as usize];
                if args.iter().all(|&arg| origin[arg as usize].is_none()) {
                    continue;
                }
                for (leaf, kinds) in access_counts(program, callee, depth - 1) {
                    let Some(&arg) = args.get(leaf) else { continue };
                    for (scalar, times) in kinds {
                        note(arg, scalar, times);
                    }
                }
            }
            _ => {}
        }
    }
    counts
}

/// For every register, the parameter leaf its pointer value derives from (through GEPs,
/// casts, copies, selects and block arguments), if any.
fn pointer_origins(function: &Function) -> Vec<Option<usize>> {
    let mut origin = vec![None; function.template.len()];
    for (leaf, &reg) in function.param_regs.iter().enumerate() {
        if matches!(function.param_leaves[leaf], Scalar::Ptr { .. }) {
            origin[reg as usize] = Some(leaf);
        }
    }
    for _ in 0..8 {
        let mut changed = false;
        let mut flow = |dst: Reg, src: Reg, origin: &mut Vec<Option<usize>>| {
            if origin[dst as usize].is_none() && origin[src as usize].is_some() {
                origin[dst as usize] = origin[src as usize];
                changed = true;
            }
        };
        for inst in &function.code {
            match *inst {
                Inst::Gep { dst, base, .. } => flow(dst, base, &mut origin),
                Inst::Copy { dst, src } | Inst::Freeze { dst, src } => flow(dst, src, &mut origin),
                Inst::AddrSpaceCast { dst, a, .. } | Inst::Cast { dst, a, .. } => {
                    flow(dst, a, &mut origin)
                }
                Inst::Select { dst, t, f, .. } => {
                    flow(dst, t, &mut origin);
                    flow(dst, f, &mut origin);
                }
                _ => {}
            }
        }
        for &(dst, src) in &function.copies {
            flow(dst, src, &mut origin);
        }
        if !changed {
            break;
        }
    }
    origin
}

/// The name of the buffer of leaf `leaf` of parameter `index`: `argN`, or `argN.L` when the
/// parameter (a struct, such as a lowered memref descriptor) holds several pointers, since
/// comparisons match buffers by name.
fn buffer_name(function: &Function, index: usize, leaf: usize) -> String {
    let shape = &function.param_shapes[index];
    let leaves = &function.param_leaves[shape.first_leaf..shape.first_leaf + shape.leaves];
    let pointers = leaves
        .iter()
        .filter(|s| matches!(s, Scalar::Ptr { .. }))
        .count();
    if pointers > 1 {
        format!("arg{index}.{leaf}")
    } else {
        format!("arg{index}")
    }
}
