//! Emission: LLVM IR text and PTX (through the NVPTX backend, in-process).

use crate::raw;
use melior::ir::{BlockLike, Location, Module, OperationRef, RegionLike, operation::OperationLike};

/// The default GPU architecture, as `llc -mcpu`.
pub const DEFAULT_CPU: &str = "sm_80";

/// The LLVM IR of `module`. A module whose kernels sit inside `gpu.module` ops is exported
/// one `gpu.module` at a time, the texts joined in order.
pub fn to_llvm_ir(module: &Module) -> Result<String, String> {
    each_llvm_module(module, raw::translate_to_llvm_ir)
}

/// The PTX of `module` for `cpu` (`sm_80`, ...), as `llc -O3 -mcpu=<cpu>` would emit it.
pub fn to_ptx(module: &Module, cpu: &str) -> Result<String, String> {
    check_cpu(cpu)?;
    each_llvm_module(module, |m| raw::compile_to_ptx(m, cpu, ""))
}

/// Refuses a `--mcpu` LLVM's NVPTX backend does not know, naming the ones it does (the
/// backend itself only warns and then emits PTX for a target ptxas rejects).
pub fn check_cpu(cpu: &str) -> Result<(), String> {
    let mut known = raw::nvptx_processors();
    if known.iter().any(|name| name == cpu) {
        return Ok(());
    }
    // LLVM lists them as strings (`sm_100` before `sm_20`); by number reads better.
    known.sort_by_key(|name| {
        let digits: String = name
            .get(3..)
            .unwrap_or("")
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        (digits.parse::<u32>().unwrap_or(u32::MAX), name.clone())
    });
    Err(format!(
        "unknown --mcpu '{cpu}': NVPTX targets are {}",
        known.join(", ")
    ))
}

fn gpu_modules<'c, 'a>(module: &'a Module<'c>) -> Vec<OperationRef<'c, 'a>> {
    let mut found = Vec::new();
    let mut next = module.body().first_operation();
    while let Some(op) = next {
        if op.name().as_string_ref().as_str() == Ok(kestrel_dialects::names::GPU_MODULE) {
            found.push(op);
        }
        next = op.next_in_block();
    }
    found
}

fn each_llvm_module(
    module: &Module,
    emit: impl Fn(&Module) -> Result<String, String>,
) -> Result<String, String> {
    let gpu = gpu_modules(module);
    if gpu.is_empty() {
        return emit(module);
    }
    let mut out = String::new();
    for container in gpu {
        let text = raw::with_context_of(&container, |context| {
            let extracted = Module::new(Location::unknown(context));
            let region = container.region(0).map_err(|e| e.to_string())?;
            let block = region.first_block().ok_or("empty gpu.module")?;
            let mut next = block.first_operation();
            while let Some(op) = next {
                extracted.body().append_operation(raw::clone_operation(&op));
                next = op.next_in_block();
            }
            emit(&extracted)
        })?;
        out.push_str(&text);
    }
    Ok(out)
}
