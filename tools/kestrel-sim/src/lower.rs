//! MLIR (LLVM/NVVM dialect) to the internal form, once per module.
//!
//! Lowering walks the module through melior exactly once: it reads the data layout, lays
//! out module globals (global-memory variables in one area, shared variables per block,
//! `extern __shared__` arrays as dynamic shared memory), translates each `llvm.func` body
//! ([`func`]) and evaluates global initializer regions by running them through the
//! interpreter. A function with an operation the simulator does not implement is recorded
//! as unsupported with the reason; only kernels that can reach it are refused.
//!
//! What it does not do: it does not verify the IR (the parser did), and it keeps no MLIR
//! object past its return, so the [`Program`] outlives the context.

mod asm;
mod func;
mod intrinsics;
mod tensor;
pub mod text;

use crate::{
    SimError,
    layout::{DataLayout, align_up},
    memory,
    program::{FuncId, Function, GlobalVar, LaunchBounds, Program, Site},
    types::Ty,
};
use melior::ir::{BlockLike, Module, OperationRef, RegionLike, operation::OperationLike};
use std::{
    collections::{BTreeMap, HashMap},
    rc::Rc,
};

/// Where a module symbol lives, as `llvm.mlir.addressof` sees it.
#[derive(Clone, Copy, Debug)]
pub(crate) enum SymbolRef {
    /// A global-memory variable: its generic (tagged) address.
    Global(u64),
    /// A shared variable: its offset in the block's shared memory.
    Shared(u64),
    /// A function (no simulated address).
    Function,
}

/// Module-wide facts shared by every function's lowering.
pub(crate) struct ModuleInfo {
    pub layout: DataLayout,
    pub symbols: HashMap<String, SymbolRef>,
    pub function_ids: BTreeMap<String, FuncId>,
    /// Result and parameter types of functions without a body.
    pub declarations: HashMap<String, Ty>,
    pub sites: Vec<Site>,
    /// The symbols each global's initializer takes the address of.
    pub initializer_refs: BTreeMap<String, Vec<String>>,
    /// What `__nvvm_reflect` returns for the address of each constant string global.
    pub reflect: HashMap<String, u64>,
    types: HashMap<String, Rc<Ty>>,
}

impl ModuleInfo {
    /// The parsed type of printed type `text`, cached.
    pub fn ty(&mut self, text: String) -> Rc<Ty> {
        self.types
            .entry(text)
            .or_insert_with_key(|text| Rc::new(Ty::parse(text)))
            .clone()
    }
}

/// Parses MLIR text and lowers it. `name` labels the program in messages.
pub fn lower_text(text: &str, name: &str) -> Result<Program, SimError> {
    let context = kestrel_dialects::new_context(false);
    let first_error = std::rc::Rc::new(std::cell::RefCell::new(None::<String>));
    let sink = first_error.clone();
    let handler = context.attach_diagnostic_handler(move |diagnostic| {
        let mut slot = sink.borrow_mut();
        if slot.is_none() {
            let location = diagnostic.location().to_string();
            let position = location_position(&location);
            *slot = Some(format!("{name}{position}: {diagnostic}"));
        }
        true
    });
    let module = kestrel_dialects::raw::parse_module(&context, text);
    context.detach_diagnostic_handler(handler);
    let Some(module) = module else {
        let message = first_error
            .borrow_mut()
            .take()
            .unwrap_or_else(|| format!("{name}: not a valid MLIR module"));
        return Err(SimError::Parse(message));
    };
    lower_module(&module, name)
}

/// `:LINE:COL` of a printed diagnostic location, or nothing.
fn location_position(location: &str) -> String {
    location
        .split_once("\":")
        .map(|(_, rest)| {
            let end = rest
                .find(|c: char| !c.is_ascii_digit() && c != ':')
                .unwrap_or(rest.len());
            format!(":{}", rest[..end].trim_end_matches(':'))
        })
        .unwrap_or_default()
}

/// The ops at module level, looking inside nested `gpu.module` / `builtin.module` bodies.
fn top_level_ops<'c, 'a>(module: &'a Module<'c>) -> Vec<OperationRef<'c, 'a>> {
    let mut out = Vec::new();
    let mut stack = vec![module.body()];
    while let Some(block) = stack.pop() {
        let mut op = block.first_operation();
        while let Some(current) = op {
            let name = op_name(&current);
            if name == "gpu.module" || name == "builtin.module" {
                if let Some(body) = current.region(0).ok().and_then(|r| r.first_block()) {
                    stack.push(body);
                }
            } else {
                out.push(current);
            }
            op = current.next_in_block();
        }
    }
    out
}

pub(crate) fn op_name(op: &OperationRef) -> String {
    op.name().as_string_ref().as_str().unwrap_or("").to_string()
}

fn symbol_name(op: &OperationRef) -> String {
    text::attr(op, "sym_name")
        .map(|s| s.trim_matches('"').to_string())
        .unwrap_or_default()
}

/// Lowers a parsed module.
pub fn lower_module(module: &Module, name: &str) -> Result<Program, SimError> {
    let spec = text::attr(&module.as_operation(), "dlti.dl_spec").unwrap_or_default();
    let mut info = ModuleInfo {
        layout: DataLayout::from_dl_spec(&spec),
        symbols: HashMap::new(),
        function_ids: BTreeMap::new(),
        declarations: HashMap::new(),
        sites: Vec::new(),
        initializer_refs: BTreeMap::new(),
        reflect: HashMap::new(),
        types: HashMap::new(),
    };
    let ops = top_level_ops(module);
    info.reflect = reflect_values(&ops);
    let mut program = Program {
        name: name.to_string(),
        ..Program::default()
    };
    let globals = layout_globals(&ops, &mut info, &mut program)?;
    let functions: Vec<OperationRef> = ops
        .iter()
        .copied()
        .filter(|op| op_name(op) == "llvm.func")
        .collect();
    register_functions(&functions, &mut info, &mut program);
    for op in &functions {
        lower_function_op(op, &mut info, &mut program);
    }
    evaluate_initializers(&globals, &mut info, &mut program)?;
    program.sites = std::mem::take(&mut info.sites);
    program.initializer_refs = std::mem::take(&mut info.initializer_refs);
    program.layout = info.layout.clone();
    Ok(program)
}

/// What `__nvvm_reflect("NAME")` returns, per constant string global among `ops`, as LLVM's
/// NVVMReflect pass folds it before code generation: `__CUDA_FTZ` and `__CUDA_PREC_SQRT` are
/// the module flags `nvvm-reflect-ftz` and `nvvm-reflect-prec-sqrt` (0 without them),
/// `__CUDA_ARCH` is 800 (the simulator models sm_80), any other name 0.
fn reflect_values(ops: &[OperationRef]) -> HashMap<String, u64> {
    let flags = ops
        .iter()
        .find(|op| op_name(op) == "llvm.module_flags")
        .and_then(|op| text::attr(op, "flags"))
        .unwrap_or_default();
    let flag = |key: &str| -> u64 {
        let quoted = format!("\"{key}\", ");
        let Some(at) = flags.find(&quoted) else {
            return 0;
        };
        let number: String = flags[at + quoted.len()..]
            .chars()
            .take_while(|c| c.is_ascii_digit() || *c == '-')
            .collect();
        number.parse::<i64>().map_or(0, |value| value as u64)
    };
    let mut values = HashMap::new();
    for op in ops.iter().filter(|op| op_name(op) == "llvm.mlir.global") {
        let Some(bytes) = text::attr(op, "value")
            .and_then(|value| text::string_bytes(text::split_typed(&value).0))
        else {
            continue;
        };
        let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
        let value = match &bytes[..end] {
            b"__CUDA_FTZ" => flag("nvvm-reflect-ftz"),
            b"__CUDA_PREC_SQRT" => flag("nvvm-reflect-prec-sqrt"),
            b"__CUDA_ARCH" => 800,
            _ => 0,
        };
        values.insert(symbol_name(op), value);
    }
    values
}

/// Assigns ids to every function with a body and records declarations' types.
fn register_functions(functions: &[OperationRef], info: &mut ModuleInfo, program: &mut Program) {
    for op in functions {
        let name = symbol_name(op);
        let has_body = op.region(0).ok().and_then(|r| r.first_block()).is_some();
        let ty_text = text::attr(op, "function_type").unwrap_or_default();
        let ty = info.ty(ty_text);
        info.symbols.insert(name.clone(), SymbolRef::Function);
        if !has_body {
            info.declarations.insert(name, (*ty).clone());
            continue;
        }
        let id = program.functions.len() as FuncId;
        program.functions.push(Function {
            name: name.clone(),
            is_kernel: is_kernel(op),
            launch_bounds: launch_bounds(op),
            ..Function::default()
        });
        program.function_ids.insert(name.clone(), id);
        info.function_ids.insert(name, id);
    }
    let kernels: Vec<FuncId> = program
        .functions
        .iter()
        .enumerate()
        .filter(|(_, f)| f.is_kernel)
        .map(|(id, _)| id as FuncId)
        .collect();
    program.kernels = if kernels.is_empty() {
        fallback_kernels(functions, program)
    } else {
        kernels
    };
}

/// `ptx_kernelcc` or the `nvvm.kernel` attribute.
fn is_kernel(op: &OperationRef) -> bool {
    let cconv = text::attr(op, "CConv").unwrap_or_default();
    cconv.contains("ptx_kernel") || op.has_attribute("nvvm.kernel")
}

/// The launch bounds of a function: `nvvm.reqntid` (or MLIR's `gpu.known_block_size`,
/// `nvvm.known_block_size`) and `nvvm.maxntid`.
fn launch_bounds(op: &OperationRef) -> LaunchBounds {
    LaunchBounds {
        exact: [
            "nvvm.reqntid",
            "gpu.known_block_size",
            "nvvm.known_block_size",
        ]
        .into_iter()
        .find_map(|name| launch_bound(op, name)),
        max: launch_bound(op, "nvvm.maxntid"),
    }
}

/// The three extents of launch bound `name` (missing ones 1, all positive): from the
/// attribute as MLIR writes it (`array<i32: 64, 2>`) or from the `passthrough` string LLVM
/// IR imports as (`["nvvm.reqntid", "64,2"]`). The same reading as the passes'
/// (`kestrel_rewrites::analysis::threads::launch_bound`), so both see one block shape.
fn launch_bound(op: &OperationRef, name: &str) -> Option<[u32; 3]> {
    let list = match text::attr(op, name) {
        Some(text) => {
            let body = text.strip_prefix("array<i32")?.strip_suffix('>')?;
            body.strip_prefix(':').unwrap_or(body).to_string()
        }
        None => {
            let passthrough = text::attr(op, "passthrough")?;
            let key = format!("[\"{name}\", \"");
            let start = passthrough.find(&key)? + key.len();
            let end = passthrough[start..].find('"')?;
            passthrough[start..start + end].to_string()
        }
    };
    let parts: Vec<&str> = list.split(',').map(str::trim).collect();
    if parts.len() > 3 {
        return None;
    }
    let mut extents = [1u32; 3];
    for (extent, part) in extents.iter_mut().zip(&parts) {
        *extent = part.parse().ok().filter(|e| *e > 0)?;
    }
    Some(extents)
}

/// Without marked kernels: every externally visible defined function returning nothing.
fn fallback_kernels(functions: &[OperationRef], program: &Program) -> Vec<FuncId> {
    functions
        .iter()
        .filter(|op| {
            let linkage = text::attr(op, "linkage").unwrap_or_default();
            let ty = text::attr(op, "function_type").unwrap_or_default();
            linkage.contains("external") && ty.starts_with("!llvm.func<void")
        })
        .filter_map(|op| program.function_ids.get(&symbol_name(op)).copied())
        .collect()
}

fn lower_function_op(op: &OperationRef, info: &mut ModuleInfo, program: &mut Program) {
    let name = symbol_name(op);
    let Some(&id) = info.function_ids.get(&name) else {
        return;
    };
    let Ok(region) = op.region(0) else {
        return;
    };
    let ty_text = text::attr(op, "function_type").unwrap_or_default();
    let ty = info.ty(ty_text);
    let arg_attrs = text::attr(op, "arg_attrs");
    match func::lower_function(info, &name, region, &ty, arg_attrs.as_deref()) {
        Ok(mut function) => {
            let slot = &mut program.functions[id as usize];
            function.is_kernel = slot.is_kernel;
            function.launch_bounds = slot.launch_bounds;
            *slot = function;
        }
        Err(error) => {
            program.unsupported.insert(name, error);
        }
    }
}

/// A module global awaiting its initial value.
struct PendingGlobal<'c, 'a> {
    op: OperationRef<'c, 'a>,
    name: String,
    ty: Rc<Ty>,
    shared: bool,
    index: usize,
}

/// Places every global in its area and records its address for `llvm.mlir.addressof`.
/// The most shared variable bytes a module may have: more than any GPU's shared memory per
/// block.
const MAX_SHARED_BYTES: u64 = 1 << 20;
/// The most bytes of module variables in global or constant memory modelled.
const MAX_GLOBAL_VARIABLE_BYTES: u64 = 1 << 28;

fn layout_globals<'c, 'a>(
    ops: &[OperationRef<'c, 'a>],
    info: &mut ModuleInfo,
    program: &mut Program,
) -> Result<Vec<PendingGlobal<'c, 'a>>, SimError> {
    let mut pending = Vec::new();
    let mut global_end = 0u64;
    let mut shared_end = 0u64;
    let mut dynamic_align = 16u64;
    let mut dynamic_names = Vec::new();
    for op in ops.iter().filter(|op| op_name(op) == "llvm.mlir.global") {
        let name = symbol_name(op);
        let section = text::attr(op, "section").unwrap_or_default();
        if name.starts_with("llvm.") || section.contains("llvm.metadata") {
            continue;
        }
        let ty = info.ty(text::attr(op, "global_type").unwrap_or_default());
        if ty.has_unknown_part() {
            continue; // unusable: a kernel taking its address is refused at addressof
        }
        let space = text::int_attr(op, "addr_space").unwrap_or(0);
        let size = info.layout.alloc_size(&ty);
        // Each variable's bytes are modelled one by one: more than any GPU gives a module
        // is refused, not allocated.
        let (room, used) = if space == 3 {
            (MAX_SHARED_BYTES, shared_end)
        } else {
            (MAX_GLOBAL_VARIABLE_BYTES, global_end)
        };
        if size > room.saturating_sub(used) {
            return Err(SimError::unsupported(
                &name,
                format!(
                    "{size} more bytes of variables in address space {space} (at most {room} in all)"
                ),
            ));
        }
        let align = text::int_attr(op, "alignment")
            .map(|a| a as u64)
            .unwrap_or_else(|| info.layout.align_of(&ty))
            .max(1);
        let constant = op.has_attribute("constant");
        match space {
            3 if size == 0 => {
                dynamic_align = dynamic_align.max(align);
                dynamic_names.push(name);
            }
            3 => {
                // Shared memory starts at 16 so no shared variable sits at address 0.
                let offset = align_up(shared_end.max(16), align);
                shared_end = offset + size;
                info.symbols.insert(name.clone(), SymbolRef::Shared(offset));
                pending.push(PendingGlobal {
                    op: *op,
                    name: name.clone(),
                    ty,
                    shared: true,
                    index: program.shared_vars.len(),
                });
                program.shared_vars.push(GlobalVar {
                    name,
                    offset,
                    size,
                    init: vec![None; size as usize],
                    constant,
                    host_written: None,
                });
            }
            0 | 1 | 4 => {
                let offset = align_up(global_end, align.max(16));
                global_end = offset + size.max(1);
                let address = memory::global_address(memory::GLOBALS_BASE + offset);
                info.symbols
                    .insert(name.clone(), SymbolRef::Global(address));
                let host_written = op
                    .has_attribute("externally_initialized")
                    .then(|| info.layout.memory_leaves(&ty).unwrap_or_default());
                pending.push(PendingGlobal {
                    op: *op,
                    name: name.clone(),
                    ty,
                    shared: false,
                    index: program.global_vars.len(),
                });
                program.global_vars.push(GlobalVar {
                    name,
                    offset,
                    size,
                    init: vec![Some(0); size as usize],
                    constant,
                    host_written,
                });
            }
            _ => {}
        }
    }
    program.global_vars_size = global_end;
    program.shared_static_size = shared_end;
    if !dynamic_names.is_empty() {
        let offset = align_up(shared_end.max(16), dynamic_align);
        for name in dynamic_names {
            info.symbols.insert(name, SymbolRef::Shared(offset));
        }
        program.dynamic_shared_offset = Some(offset);
    }
    Ok(pending)
}

/// Fills each global's initial bytes: from its `value` attribute, by running its initializer
/// region, or (none) zero for global memory and poison for shared memory. (An
/// `externally_initialized` global starts with input contents instead; its initializer is
/// still evaluated, so one that cannot be is refused all the same.)
/// A global whose initial value cannot be computed is recorded as unsupported: kernels
/// that take its address are refused, the others still run.
fn evaluate_initializers(
    pending: &[PendingGlobal],
    info: &mut ModuleInfo,
    program: &mut Program,
) -> Result<(), SimError> {
    for global in pending {
        let bytes = match initial_bytes(global, info) {
            Ok(bytes) => bytes,
            Err(error) => {
                program
                    .unsupported_globals
                    .insert(global.name.clone(), error);
                continue;
            }
        };
        let var = if global.shared {
            &mut program.shared_vars[global.index]
        } else {
            &mut program.global_vars[global.index]
        };
        if let Some(bytes) = bytes {
            var.init = bytes;
        }
    }
    Ok(())
}

/// The initial bytes of one global; `None` keeps the default (zero or poison).
fn initial_bytes(
    global: &PendingGlobal,
    info: &mut ModuleInfo,
) -> Result<Option<Vec<Option<u8>>>, SimError> {
    let size = info.layout.alloc_size(&global.ty) as usize;
    if let Some(value) = text::attr(&global.op, "value") {
        return value_bytes(global, info, &value, size).map(Some);
    }
    let Some(region) = global
        .op
        .region(0)
        .ok()
        .filter(|r| r.first_block().is_some())
    else {
        // A declaration: global memory is host-provided (zero here), shared is undefined.
        return Ok(None);
    };
    if let Some(fill) = trivial_initializer(region) {
        return Ok(Some(vec![fill; size]));
    }
    let init_name = format!("{}.init", global.name);
    let function = func::lower_initializer(info, &init_name, region, &global.ty)?;
    info.initializer_refs
        .insert(global.name.clone(), function.globals.clone());
    let leaves = info.layout.leaves(&global.ty).unwrap_or_default();
    let values = crate::exec::evaluate_constant(function, &global.name)?;
    let mut bytes = vec![Some(0u8); size];
    for (leaf, (value, poison)) in leaves.iter().zip(values) {
        write_leaf(
            &mut bytes,
            leaf.offset as usize,
            leaf.scalar.bytes(),
            value,
            poison,
        );
    }
    Ok(Some(bytes))
}

/// The byte of an initializer region that only returns `zero`, `undef` or `poison`.
fn trivial_initializer(region: melior::ir::RegionRef) -> Option<Option<u8>> {
    let block = region.first_block()?;
    let first = block.first_operation()?;
    let second = first.next_in_block()?;
    if op_name(&second) != "llvm.return" || second.next_in_block().is_some() {
        return None;
    }
    match op_name(&first).as_str() {
        "llvm.mlir.zero" => Some(Some(0)),
        "llvm.mlir.undef" | "llvm.mlir.poison" => Some(None),
        _ => None,
    }
}

/// The bytes of a `value` attribute: a string, a dense elements list or a scalar.
fn value_bytes(
    global: &PendingGlobal,
    info: &ModuleInfo,
    value: &str,
    size: usize,
) -> Result<Vec<Option<u8>>, SimError> {
    let mut bytes = vec![Some(0u8); size];
    let (literal, _) = text::split_typed(value);
    if literal.starts_with('"') {
        let string = text::string_bytes(literal).unwrap_or_default();
        for (slot, byte) in bytes.iter_mut().zip(string) {
            *slot = Some(byte);
        }
        return Ok(bytes);
    }
    let unsupported = || SimError::unsupported(&global.name, format!("initializer {value}"));
    if is_zero_splat(literal) {
        return Ok(bytes);
    }
    let leaves = info
        .layout
        .memory_leaves(&global.ty)
        .ok_or_else(unsupported)?;
    let scalars: Vec<_> = leaves.iter().map(|l| l.scalar).collect();
    let values = if literal.starts_with("dense<") {
        text::dense_values(value, &scalars)
    } else if scalars.len() == 1 {
        text::scalar_literal(literal, scalars[0]).map(|v| vec![v])
    } else {
        None
    };
    let values = values.ok_or_else(unsupported)?;
    for (leaf, value) in leaves.iter().zip(values) {
        write_leaf(
            &mut bytes,
            leaf.offset as usize,
            leaf.scalar.bytes(),
            value,
            false,
        );
    }
    Ok(bytes)
}

/// `dense<0>`, `dense<0.000000e+00>`, `0 : i32`: all-zero bytes.
fn is_zero_splat(literal: &str) -> bool {
    let inner = literal
        .strip_prefix("dense<")
        .and_then(|l| l.strip_suffix('>'))
        .unwrap_or(literal)
        .trim();
    matches!(inner, "0" | "0.000000e+00" | "false")
}

fn write_leaf(bytes: &mut [Option<u8>], offset: usize, len: u32, value: u64, poison: bool) {
    for i in 0..len as usize {
        if let Some(slot) = bytes.get_mut(offset + i) {
            *slot = (!poison).then_some((value >> (8 * i)) as u8);
        }
    }
}
