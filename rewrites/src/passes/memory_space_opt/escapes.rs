//! Whether device code can put a pointer other than a global one into memory.
//!
//! Memory starts with what the host wrote, and the host holds only global addresses (the
//! assumption behind `param-always-point-to-global`). If no op of the module can write the
//! bits of a shared, local or otherwise unknown pointer anywhere, memory holds global
//! pointers only, whoever wrote it and whenever: so every pointer loaded from memory is
//! global, a pointer table in global memory included (`float **rows`, arrays of structs of
//! pointers a DSL passes by reference), which llc leaves generic.
//!
//! The check runs on facts solved as if that were already true. That is an induction over
//! the run, not a circle: before any store, memory holds only what the host wrote; each store
//! the check accepts writes a pointer proven global from the pointers loaded so far, which
//! by the hypothesis were global. So the assumption holds at every load.
//!
//! What can put another pointer into memory, and turns the rule off for the module:
//! - a store, atomic exchange or compare-exchange of a pointer not proven global, or of an
//!   aggregate or vector holding pointers, or of a pointer typed in another space;
//! - `ptrtoint` of a pointer not proven global (its bits can be stored as an integer);
//! - inline asm that may write memory (side effects, a `~{memory}` clobber or an indirect
//!   operand: it can store what it computes), inline asm with results (it can return the
//!   bits of a pointer it is given, as `ptrtoint` does, or of a shared or local address it
//!   makes itself with `cvta`, which a store of an integer then writes), or
//!   `nvvm.inline_ptx`;
//! - a call that is indirect, to a function not defined here (other than the libdevice math
//!   `__nv_*` functions and the runtime's `vprintf`, `malloc`, `free`, `__assertfail`), or
//!   an intrinsic call given a pointer not proven global.
//!
//! Copies (`memcpy`, bulk copies) move bytes already in memory, so they keep what memory
//! holds; device functions' own parameters are judged generic (callers elsewhere may pass
//! anything), so storing one turns the rule off.
//!
//! The conclusion is for this module's threads only. A device function code elsewhere may
//! call (and all it calls) can run on that code's threads, whose memory may hold what that
//! code stored; such functions keep the host-written rule alone. Another kernel's thread
//! can only leave a shared or local pointer of its own block or thread in global memory,
//! which no thread here may dereference.

use super::{
    Functions,
    infer::{Fact, Facts, Loaded, Origin},
    objects::Slots,
    walk,
};
use kestrel_dialects::{
    AddressSpace, intrinsics::callee_name, names, ops::InlineAsm, pointer_address_space,
    types::may_hold_pointer, values::operand,
};
use melior::ir::{BlockLike, BlockRef, OperationRef, Value, ValueLike, operation::OperationLike};

/// Runtime functions known not to write a pointer into memory the kernel can read back.
const RUNTIME: &[&str] = &["vprintf", "malloc", "free", "__assertfail"];

/// True when no op of `functions` can put a pointer other than a global one into memory,
/// judged with each function's entry facts from `seeds` and every loaded pointer global.
pub fn stores_only_global_pointers(
    table: &BlockRef,
    functions: &Functions,
    seeds: impl Fn(usize) -> Vec<Fact>,
    slots: &Slots,
) -> bool {
    if !initialisers_hold_global_pointers(table) {
        return false;
    }
    functions.list.iter().enumerate().all(|(index, function)| {
        let facts = Facts::infer(
            &function.op,
            &seeds(index),
            Loaded::AllGlobal,
            slots.of(index),
        );
        let mut global_only = true;
        walk(&function.op, &mut |op| {
            global_only = global_only && keeps_memory_global(op, &facts, functions);
        });
        global_only
    })
}

/// Whether the module's globals start out holding no pointer but global ones: an
/// initialiser may take the address of a shared or local variable, or cast one.
pub fn initialisers_hold_global_pointers(table: &BlockRef) -> bool {
    let mut global_only = true;
    let mut next = table.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        if op.name().as_string_ref().as_str() != Ok("llvm.mlir.global") {
            continue;
        }
        walk(&op, &mut |inner| {
            let name = inner.name();
            let made = match name.as_string_ref().as_str().unwrap_or("") {
                names::ADDRESSOF => inner.result(0).ok().map(Value::from),
                names::ADDRSPACECAST => operand(inner, 0),
                _ => None,
            };
            if let Some(pointer) = made {
                global_only &= matches!(
                    pointer_address_space(pointer.r#type()),
                    Some(AddressSpace::Generic | AddressSpace::Global | AddressSpace::Const)
                );
            }
        });
    }
    global_only
}

/// Whether `op` writes no pointer but global ones into memory, and lets no other pointer's
/// bits out where a store could write them.
fn keeps_memory_global(op: &OperationRef, facts: &Facts, functions: &Functions) -> bool {
    let name = op.name();
    let name = name.as_string_ref().as_str().unwrap_or("");
    let operand_is_global = |index| operand(op, index).is_none_or(|v| holds_global(v, facts));
    match name {
        names::STORE | "llvm.ptrtoint" => operand_is_global(0),
        // Their stored value comes first, as a store's does.
        "llvm.intr.masked.store"
        | "llvm.intr.masked.scatter"
        | "llvm.intr.masked.compressstore"
        | "llvm.intr.vp.store"
        | "llvm.intr.vp.scatter" => operand_is_global(0),
        names::ATOMICRMW => operand_is_global(1),
        names::CMPXCHG => operand_is_global(1) && operand_is_global(2),
        names::INLINE_ASM => {
            InlineAsm::of(*op).is_some_and(|asm| !asm.may_write_memory()) && op.result_count() == 0
        }
        // PTX text of its own: it may store anything it computes.
        "nvvm.inline_ptx" => false,
        names::CALL => match callee_name(op) {
            Some(callee) => {
                functions.by_name.contains_key(&callee)
                    || kestrel_dialects::intrinsics::is_libdevice(&callee)
                    || RUNTIME.contains(&callee.as_str())
            }
            None => false,
        },
        names::CALL_INTRINSIC => op.operands().all(|v| holds_global(v, facts)),
        _ => true,
    }
}

/// Whether `value`, written to memory, writes no pointer but a global one: a non-pointer
/// scalar, a global-typed pointer, or a generic pointer proven global.
fn holds_global(value: Value, facts: &Facts) -> bool {
    match pointer_address_space(value.r#type()) {
        Some(AddressSpace::Generic) => matches!(
            facts.of(value),
            Fact::In(Origin::Global | Origin::KernelParameter)
        ),
        Some(AddressSpace::Global) => true,
        Some(_) => false,
        // An aggregate or vector may hold pointers of any space.
        None => !may_hold_pointer(value.r#type()),
    }
}
