//! Rewriting the accesses whose generic address has a known space: a cast of the address
//! into the space, made where the address is defined and only where the access's kind is
//! allowed in that space.

use super::*;

/// Points every access whose generic address has a known space at a cast of that address;
/// returns how many. An access through a generic pointer of no one space, or whose kind the
/// pointer's space does not have, is counted as refused.
pub(super) fn rewrite_accesses<'c, 'r>(
    body: &OperationRef<'c, 'r>,
    facts: &Facts,
    rewriter: &'r Rewriter<'c, '_>,
    run: &FunctionRun,
) -> usize {
    let mut accesses = Vec::new();
    walk(body, &mut |op| {
        if let Some((index, access)) = MemoryAccess::with_index(op) {
            match facts.rewritable(access.address()) {
                Some(origin) if allowed(op, origin) => {
                    accesses.push((*op, index, access.address(), origin));
                }
                // Kernel-parameter and parameter-space pointers are llc's to lower.
                Some(Origin::Param | Origin::KernelParameter | Origin::SharedCast) => {}
                Some(_) => run.refuse(&StaysGeneric::NoSuchAccess),
                None if facts.is_generic(access.address()) => {
                    run.refuse(&StaysGeneric::UnknownSpace)
                }
                None => {}
            }
        }
        // `memcpy`/`memmove`/`memset` take pointers of any space, and llc expands a small
        // one into loads and stores through them.
        let name = op.name();
        for &(index, kind) in transfer_operands(name.as_string_ref().as_str().unwrap_or("")) {
            if let Some(address) = operand(op, index)
                && let Some(origin) = facts.rewritable(address)
                && space_allows(kind, false, origin)
            {
                accesses.push((*op, index, address, origin));
            }
        }
    });
    let mut typed: FastMap<ValueKey, Value<'c, 'r>> = FastMap::default();
    let mut bypassed = Vec::new();
    for (op, index, address, origin) in accesses {
        let Some(space) = origin.space() else {
            continue;
        };
        let Some(in_space) = in_space(address, space, facts, &op, rewriter, &mut typed) else {
            continue;
        };
        rewriter.start_op_modification(op);
        raw::set_operand(&op, index, in_space);
        rewriter.finalize_op_modification(op);
        run.count(&ACCESS_IN_SPACE);
        bypassed.push(address);
    }
    erase_unused_geps(&bypassed, rewriter);
    bypassed.len()
}

/// `address` as a pointer of `space`. A `getelementptr` over a base of the same space is
/// rebuilt over that base in the space, so the one cast sits where the chain starts (a
/// parameter, a load, an `alloca`), not at every offset: converting a generic address to
/// shared or local costs an instruction, and a cast at each offset inside a loop would pay
/// it every iteration.
pub(super) fn in_space<'c, 'r>(
    address: Value<'c, 'r>,
    space: AddressSpace,
    facts: &Facts,
    access: &OperationRef<'c, 'r>,
    rewriter: &'r Rewriter<'c, '_>,
    typed: &mut FastMap<ValueKey, Value<'c, 'r>>,
) -> Option<Value<'c, 'r>> {
    let key = value_key(&address);
    if let Some(value) = typed.get(&key) {
        return Some(*value);
    }
    let gep =
        defining_op(address).filter(|op| op.name().as_string_ref().as_str() == Ok(names::GEP));
    let value = match gep.and_then(|gep| Some((gep, operand(&gep, 0)?))) {
        Some((gep, base)) if facts.rewritable(base) == facts.rewritable(address) => {
            let base = in_space(base, space, facts, access, rewriter, typed)?;
            rewriter.set_insertion_point_after(gep);
            let copy = rewriter.clone_op(gep);
            raw::set_operand(&copy, 0, base);
            let result = copy.result(0).ok()?;
            result.set_type(base.r#type());
            Value::from(result)
        }
        _ => cast_at_definition(address, space, access, rewriter)?,
    };
    typed.insert(key, value);
    Some(value)
}

/// Erases the generic `getelementptr`s behind `addresses` that nothing uses any more. The
/// candidates are gathered before anything is erased, and each is erased at most once.
pub(super) fn erase_unused_geps(addresses: &[Value], rewriter: &Rewriter) {
    let mut seen = FastSet::default();
    let mut candidates = Vec::new();
    for address in addresses {
        let mut current = Some(*address);
        while let Some(gep) = current
            .and_then(defining_op)
            .filter(|op| op.name().as_string_ref().as_str() == Ok(names::GEP))
        {
            if !seen.insert(kestrel_dialects::keys::op_key(&gep)) {
                break;
            }
            candidates.push(gep);
            current = operand(&gep, 0);
        }
    }
    let mut erased = vec![false; candidates.len()];
    let mut changed = true;
    while changed {
        changed = false;
        for (gep, erased) in candidates.iter().zip(erased.iter_mut()) {
            if !*erased && gep.result(0).is_ok_and(|r| !raw::has_uses(r.into())) {
                rewriter.erase_op(*gep);
                *erased = true;
                changed = true;
            }
        }
    }
}

/// Whether an access of `op`'s kind exists in `origin`'s space: PTX has no local atomics,
/// and constant memory is read-only.
pub(super) fn allowed(op: &OperationRef, origin: Origin) -> bool {
    let name = op.name();
    let Some((_, kind)) = access_operand(name.as_string_ref().as_str().unwrap_or("")) else {
        return false;
    };
    // An atomic read-modify-write, or an atomic load or store.
    let atomic = kind == AccessKind::ReadWrite
        || kestrel_dialects::ops::Load::of(*op).is_some_and(|l| l.is_atomic())
        || kestrel_dialects::ops::Store::of(*op).is_some_and(|s| s.is_atomic());
    space_allows(kind, atomic, origin)
}

/// Whether an access of `kind` (`atomic` or not) exists in `origin`'s space: PTX has no
/// local atomics, constant memory is read-only, and llc lowers parameter memory itself.
pub(super) fn space_allows(kind: AccessKind, atomic: bool, origin: Origin) -> bool {
    match origin {
        Origin::Global | Origin::Shared => true,
        Origin::Local | Origin::LocalObject => !atomic,
        Origin::Const => !kind.writes() && !atomic,
        // llc lowers both itself (see the variants).
        Origin::Param | Origin::KernelParameter | Origin::SharedCast => false,
    }
}

/// `addrspacecast address to space`, inserted right after `address` is defined.
pub(super) fn cast_at_definition<'c, 'r>(
    address: Value<'c, '_>,
    space: AddressSpace,
    access: &OperationRef<'c, '_>,
    rewriter: &'r Rewriter<'c, '_>,
) -> Option<Value<'c, 'r>> {
    rewriter.set_insertion_point_after_value(address);
    let location = defining_op(address).map_or(access.location(), |def| def.location());
    let template = format!(
        "llvm.addrspacecast $0 : !llvm.ptr to !llvm.ptr<{}>",
        space.number()
    );
    let cast = rewriter.create(&template, &[address], 1, location).ok()?;
    cast.result(0).ok().map(Value::from)
}
