//! A specialised version's local and shared pointer parameters take pointers of that space.
//!
//! Converting a generic address to a local or shared one costs an instruction (`cvta.to.local`
//! is an IADD3 in SASS), and a version that casts its generic parameter pays it on every
//! call. Its callers usually hold the address in the space already: the kernel's stack object
//! is a local address before llc makes it generic, a shared tile a shared one. So a version
//! only this module calls (a clone, or an internal function specialised in place) gets the
//! parameter typed `!llvm.ptr<N>`; its callers pass the pointer in that space (folding a
//! cast from it where there is one) and its body sees a generic copy made from it, which llc
//! folds into every access. A version callers elsewhere may reach (an exported original, a
//! kernel) keeps its type. Global pointers are left generic: converting one costs nothing.

use super::{Functions, Plan, Signature, calls};
use crate::analysis::fast_hash::FastMap;
use crate::engine::{FunctionRun, Rewriter};
use kestrel_dialects::{
    AddressSpace,
    intrinsics::callee_name,
    names, pointer_address_space, raw,
    values::{defining_op, operand},
};
use melior::ir::{BlockLike, OperationRef, RegionLike, Value, ValueLike, operation::OperationLike};

/// Retypes the local and shared pointer parameters of every version only this module calls,
/// and passes them so at every call; returns how many parameters were retyped. `versions`
/// are the (function, signature, body) of the plan, before any original is erased.
pub fn retype_parameters(
    functions: &Functions,
    plan: &Plan,
    versions: &[(usize, Signature, OperationRef)],
    table: &[OperationRef],
    rewriter: &Rewriter,
    run: &FunctionRun,
) -> usize {
    let mut retyped: FastMap<String, Vec<(usize, AddressSpace)>> = FastMap::default();
    for (index, signature, body) in versions {
        let function = &functions.list[*index];
        let is_clone = plan.versions[*index].first() != Some(signature);
        if function.kernel || (!is_clone && function.exported) {
            continue;
        }
        let spaces: Vec<(usize, AddressSpace)> = signature
            .iter()
            .enumerate()
            .filter_map(|(i, origin)| {
                let space = origin.and_then(|o| o.space())?;
                matches!(space, AddressSpace::Local | AddressSpace::Shared).then_some((i, space))
            })
            .collect();
        if spaces.is_empty() {
            continue;
        }
        let Some(name) = super::symbol_name(body) else {
            continue;
        };
        if retype_body(body, &spaces, rewriter).is_some() {
            run.count_n(&super::PARAMETER_IN_SPACE, spaces.len() as u64);
            retyped.insert(name, spaces);
        }
    }
    if retyped.is_empty() {
        return 0;
    }
    for function in table {
        for call in calls(function) {
            if let Some(spaces) = callee_name(&call).and_then(|name| retyped.get(&name)) {
                pass_in_space(&call, spaces, rewriter);
            }
        }
    }
    retyped.values().map(Vec::len).sum()
}

/// Gives `body`'s parameters `spaces`: each entry argument takes its space's pointer type,
/// and a generic copy cast from it at the top of the entry block replaces its other uses.
fn retype_body(
    body: &OperationRef,
    spaces: &[(usize, AddressSpace)],
    rewriter: &Rewriter,
) -> Option<()> {
    let entry = body.region(0).ok()?.first_block()?;
    for &(index, space) in spaces {
        let argument = entry.argument(index).ok()?;
        let value: Value = argument.into();
        if pointer_address_space(value.r#type()) != Some(AddressSpace::Generic) {
            return None;
        }
        raw::set_pointer_space(argument, space.number());
        rewriter.set_insertion_point_to_start(entry);
        let cast = rewriter
            .create(
                &format!(
                    "llvm.addrspacecast $0 : !llvm.ptr<{}> to !llvm.ptr",
                    space.number()
                ),
                &[value],
                1,
                body.location(),
            )
            .ok()?;
        let generic: Value = cast.result(0).ok()?.into();
        rewriter.replace_all_uses_except(value, generic, cast);
        fold_casts_back(generic, value, rewriter);
        if !raw::has_uses(generic) {
            rewriter.erase_op(cast);
        }
    }
    raw::retype_function_inputs(body).then_some(())
}

/// Replaces each cast of `generic` back to `typed`'s space (the accesses this pass rewrote
/// before the parameter had its type) with `typed` itself.
fn fold_casts_back(generic: Value, typed: Value, rewriter: &Rewriter) {
    let space = pointer_address_space(typed.r#type());
    let mut casts = Vec::new();
    raw::every_use(generic, |user, _| {
        if user.name().as_string_ref().as_str() == Ok(names::ADDRSPACECAST)
            && let Ok(result) = user.result(0)
            && pointer_address_space(result.r#type()) == space
        {
            casts.push(user);
        }
        true
    });
    for cast in casts {
        if let Ok(result) = cast.result(0) {
            rewriter.replace_all_uses_with(result.into(), typed);
            rewriter.erase_op(cast);
        }
    }
}

/// Passes each argument `spaces` names to `call` as a pointer of its space: the source of a
/// cast from that space where the argument is one, else a cast right before the call.
fn pass_in_space(call: &OperationRef, spaces: &[(usize, AddressSpace)], rewriter: &Rewriter) {
    for &(index, space) in spaces {
        let Some(argument) = operand(call, index) else {
            continue;
        };
        if pointer_address_space(argument.r#type()) != Some(AddressSpace::Generic) {
            continue;
        }
        let typed = defining_op(argument)
            .filter(|op| op.name().as_string_ref().as_str() == Ok(names::ADDRSPACECAST))
            .and_then(|cast| operand(&cast, 0))
            .filter(|source| pointer_address_space(source.r#type()) == Some(space));
        let typed = match typed {
            Some(source) => source,
            None => {
                rewriter.set_insertion_point_before(*call);
                let Ok(cast) = rewriter.create(
                    &format!(
                        "llvm.addrspacecast $0 : !llvm.ptr to !llvm.ptr<{}>",
                        space.number()
                    ),
                    &[argument],
                    1,
                    call.location(),
                ) else {
                    continue;
                };
                let Ok(result) = cast.result(0) else {
                    continue;
                };
                result.into()
            }
        };
        rewriter.start_op_modification(*call);
        raw::set_operand(call, index, typed);
        rewriter.finalize_op_modification(*call);
    }
}
