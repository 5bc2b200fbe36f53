//! A kernel's `byval` parameter passed by reference to a device function gets its local copy
//! made here, where llc would make it anyway.
//!
//! Kernel parameters live in read-only parameter memory, which a device function cannot
//! address. So when a (non-`grid_constant`) `byval` parameter's address reaches a call,
//! NVPTXLowerArgs copies the parameter into a stack object and hands out that object's
//! address instead. Made here, the copy is an object [`super::objects`] tracks: the callee
//! learns that its parameter points into local memory (and what pointers it holds), and
//! accesses it with `ld.local` instead of generic loads. llc then sees the parameter read
//! by one `memcpy` and reads it with `ld.param`, so the code is the copy it would have made.
//!
//! Only a parameter whose type holds a pointer is copied. llc no longer always copies:
//! from sm_70 and PTX 7.7 on, a parameter only read is handed out with `cvta.param`, no
//! copy at all, and then a copy made here is pure cost (a store per field and local loads
//! where the callee read parameter memory: fm_backward_search 12 -> 19 loop-weighted memory
//! instructions). What the copy buys is the spaces of the pointers the callee loads from it;
//! a struct of numbers has none to give.

use super::{Functions, Param};
use crate::analysis::fast_hash::FastSet;
use crate::{
    analysis::layout::DataLayout,
    engine::{FunctionRun, Rewriter},
};
use kestrel_dialects::{keys::value_key, names, raw};
use melior::ir::{BlockLike, OperationRef, RegionLike, Type, Value, operation::OperationLike};

/// Copies each kernel `byval` parameter whose address reaches a direct call of a function
/// defined here into a stack object, and points every use but the copy at it; returns how
/// many were copied.
pub fn copy_parameters_passed_to_calls(
    functions: &Functions,
    rewriter: &Rewriter,
    run: &FunctionRun,
) -> usize {
    let mut copied = 0;
    for function in functions.list.iter().filter(|f| f.kernel) {
        let Some(entry) = function.op.region(0).ok().and_then(|r| r.first_block()) else {
            continue;
        };
        let layout = DataLayout::of(&function.op);
        for (index, (param, attributes)) in
            function.params.iter().zip(&function.arg_attrs).enumerate()
        {
            // A grid constant is never copied: llc gives its address out with `cvta.param`.
            if *param != Param::Byval || attributes.grid_constant {
                continue;
            }
            let Ok(argument) = entry.argument(index) else {
                continue;
            };
            let argument: Value = argument.into();
            if !reaches_a_call(functions, argument) {
                continue;
            }
            let Some(ty) = attributes.byval else {
                continue;
            };
            if !holds_pointer(ty) {
                continue;
            }
            let Some(info) = layout.type_info_of(ty) else {
                continue;
            };
            let size = info.layout().size;
            let align = attributes.align.unwrap_or(info.layout().align);
            if copy_at_entry(&function.op, argument, ty, size, align, rewriter).is_some() {
                run.count(&super::COPY_BYVAL_PARAMETER);
                run.remarks().emit(
                    &function.op,
                    format!(
                        "copied byval parameter #{index} of @{} to the stack, as llc would, for the functions it is passed to",
                        function.name
                    ),
                );
                copied += 1;
            }
        }
    }
    copied
}

/// Whether `pointer`, or an offset of it, is an argument of a direct call to a function
/// defined in the table.
fn reaches_a_call(functions: &Functions, pointer: Value) -> bool {
    let mut seen = FastSet::default();
    let mut work = vec![pointer];
    while let Some(current) = work.pop() {
        if !seen.insert(value_key(&current)) {
            continue;
        }
        let mut found = false;
        raw::every_use(current, |user, _| {
            let name = user.name();
            match name.as_string_ref().as_str().unwrap_or("") {
                names::CALL => found |= functions.callee(&user).is_some(),
                names::GEP | names::ADDRSPACECAST => {
                    if let Ok(result) = user.result(0) {
                        work.push(result.into());
                    }
                }
                _ => {}
            }
            !found
        });
        if found {
            return true;
        }
    }
    false
}

/// Whether a value of type `ty` (a struct, array or scalar) may hold a pointer: its printed
/// form names `ptr` (`!llvm.struct<(ptr, i32)>`; identified structs print their body). A
/// struct whose name says `ptr` counts too, which only costs the copy made before.
fn holds_pointer(ty: Type) -> bool {
    ty.to_string().contains("ptr")
}

/// `alloca` + `memcpy` from `argument` at the top of the entry block; every other use of
/// `argument` then reads the copy.
fn copy_at_entry<'c>(
    function: &OperationRef<'c, '_>,
    argument: Value<'c, '_>,
    ty: Type<'c>,
    size: u64,
    align: u64,
    rewriter: &Rewriter<'c, '_>,
) -> Option<()> {
    let entry = function.region(0).ok()?.first_block()?;
    let location = function.location();
    rewriter.set_insertion_point_to_start(entry);
    let one = rewriter
        .create("llvm.mlir.constant(1 : i32) : i32", &[], 1, location)
        .ok()?;
    let one: Value = one.result(0).ok()?.into();
    let alloca = rewriter
        .create(
            // The one place the type is printed: into the op's text, which MLIR parses back.
            &format!("llvm.alloca $0 x {ty} {{alignment = {align} : i64}} : (i32) -> !llvm.ptr"),
            &[one],
            1,
            location,
        )
        .ok()?;
    let copy: Value = alloca.result(0).ok()?.into();
    let bytes = rewriter
        .create(
            &format!("llvm.mlir.constant({size} : i64) : i64"),
            &[],
            1,
            location,
        )
        .ok()?;
    let bytes: Value = bytes.result(0).ok()?.into();
    let memcpy = rewriter
        .create(
            "\"llvm.intr.memcpy\"($0, $1, $2) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()",
            &[copy, argument, bytes],
            0,
            location,
        )
        .ok()?;
    rewriter.replace_all_uses_except(argument, copy, memcpy);
    Some(())
}
