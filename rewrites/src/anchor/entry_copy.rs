//! A loop-carried anchor's entry value (base-addr-strength-reduce's) as a copy of one
//! access's own address computation.
//!
//! The normal form describes an address as a polynomial whose extensions are distributed down
//! to the leaves, so building the entry value from it turns `sext(shl nsw (ctaid * ntid), 9)`
//! into 64-bit products of the special registers: more integer work in the preheader than
//! the loop had in one iteration. When one access of the group runs before every other
//! access and every latch of the iteration (it dominates them), its address computation can
//! be copied to the preheader as it is, reading the induction variable's entering value:
//! that copy is the first iteration's address of that access, and the anchor is it plus a
//! constant.
//!
//! Flags are kept on the copies. In the first iteration, nothing uses the anchor before the
//! source access has run with exactly the copied address (same operations, same operands),
//! so where the copy is poison the original program already was undefined; where it is not,
//! it is the value the normal form describes, and later iterations follow from the step.

use crate::analysis::fast_hash::{FastMap, FastSet};
use kestrel_dialects::keys::signature;
use kestrel_dialects::{
    keys::{ValueKey, value_key},
    names, raw,
    values::{defining_op, operand, result},
};
use melior::ir::{
    Location, OperationRef, Value,
    operation::{OperationLike, OperationMutLike},
};

/// Operations copied to compute one entry value at most (address chains are short).
const MAX_COPIED_OPS: usize = 64;

/// How to compute the anchor's entry value by copying.
#[derive(Clone, Debug)]
pub struct StartCopy<'c, 'a> {
    /// The loop's operations to copy, each after the operations it reads.
    pub ops: Vec<OperationRef<'c, 'a>>,
    /// The source access's address (a result of the last copied op or a value before the
    /// loop).
    pub address: Value<'c, 'a>,
    /// The induction variable (a header argument) and its value on entry.
    pub induction_variable: Value<'c, 'a>,
    pub entry: Value<'c, 'a>,
    /// Bytes from the source access's address to the anchor (`min - offset`, at most 0).
    pub adjust: i128,
}

/// Pure operations the copy may contain; anything else keeps the normal-form build.
fn is_copyable(op: &OperationRef) -> bool {
    let name = op.name();
    matches!(
        name.as_string_ref().as_str(),
        Ok(names::ADD
            | names::SUB
            | names::MUL
            | names::SHL
            | names::OR
            | names::SEXT
            | names::ZEXT
            | names::TRUNC
            | names::GEP
            | names::ADDRSPACECAST
            | names::ADDRESSOF
            | names::CONSTANT)
    ) && op.result_count() == 1
        && op.region_count() == 0
}

/// The copy of `address` (the source access's) with `induction_variable` read as `entry`,
/// or `None` when its chain leaves the copyable operations, reads another value of the loop
/// or is too long. `available` says whether a value may be read at the end of the preheader
/// as it is, and `in_loop` whether an operation belongs to the loop.
pub fn plan<'c, 'a>(
    address: Value<'c, 'a>,
    induction_variable: Value<'c, 'a>,
    entry: Value<'c, 'a>,
    adjust: i128,
    available: &dyn Fn(Value<'c, 'a>) -> bool,
    in_loop: &dyn Fn(&OperationRef<'c, 'a>) -> bool,
) -> Option<StartCopy<'c, 'a>> {
    let mut walk = Walk {
        induction_variable: value_key(&induction_variable),
        available,
        in_loop,
        seen: FastSet::default(),
        ops: Vec::new(),
    };
    walk.visit(address)?;
    Some(StartCopy {
        ops: walk.ops,
        address,
        induction_variable,
        entry,
        adjust,
    })
}

struct Walk<'w, 'c, 'a> {
    induction_variable: ValueKey,
    available: &'w dyn Fn(Value<'c, 'a>) -> bool,
    in_loop: &'w dyn Fn(&OperationRef<'c, 'a>) -> bool,
    seen: FastSet<ValueKey>,
    ops: Vec<OperationRef<'c, 'a>>,
}

impl<'c, 'a> Walk<'_, 'c, 'a> {
    fn visit(&mut self, value: Value<'c, 'a>) -> Option<()> {
        let key = value_key(&value);
        if key == self.induction_variable || self.seen.contains(&key) || (self.available)(value) {
            return Some(());
        }
        let op = defining_op(value)?;
        if !is_copyable(&op) || !(self.in_loop)(&op) || self.ops.len() >= MAX_COPIED_OPS {
            return None;
        }
        for i in 0..op.operand_count() {
            self.visit(operand(&op, i)?)?;
        }
        self.seen.insert(key);
        self.ops.push(op);
        Some(())
    }
}

/// An operation already computing what the copy of `original` with `operands` would (same
/// generic form, same operands) at a point `available` accepts: copying it would leave the
/// preheader with a duplicate that only a later early-cse would merge.
fn existing_equal<'c: 'r, 'r>(
    original: &OperationRef,
    operands: &[Value<'c, 'r>],
    available: &dyn Fn(&OperationRef) -> bool,
) -> Option<Value<'c, 'r>> {
    let first = *operands.first()?;
    // Printed only once some user passes the cheap checks.
    let mut wanted = None;
    let name = original.name();
    let user = raw::find_user(first, |user| {
        user.name() == name
            && user.result_count() == 1
            && user.operand_count() == operands.len()
            && operands
                .iter()
                .enumerate()
                .all(|(i, v)| operand(user, i).is_some_and(|u| value_key(&u) == value_key(v)))
            && available(user)
            && signature(user).is_some_and(|s| {
                wanted
                    .get_or_insert_with(|| signature(original))
                    .as_ref()
                    .is_some_and(|w| *w == s)
            })
    })?;
    result(&user, 0)
}

/// Inserts the copies at the rewriter's insertion point and returns the copied address;
/// `available` says whether an existing operation's result may be read there instead. A new
/// op computing the address itself gets `address_location`, the others `location`.
pub fn build<'c, 'a: 'r, 'r>(
    copy: &StartCopy<'c, 'a>,
    rewriter: &'r crate::engine::Rewriter<'c, '_>,
    location: Location<'c>,
    address_location: Location<'c>,
    available: &dyn Fn(&OperationRef) -> bool,
) -> Option<Value<'c, 'r>> {
    let mut copied: FastMap<ValueKey, Value<'c, 'r>> = FastMap::default();
    copied.insert(value_key(&copy.induction_variable), copy.entry);
    for original in &copy.ops {
        let operands: Vec<Value> = (0..original.operand_count())
            .map(|i| {
                let value = operand(original, i)?;
                Some(copied.get(&value_key(&value)).copied().unwrap_or(value))
            })
            .collect::<Option<_>>()?;
        let key = value_key(&result(original, 0)?);
        if let Some(existing) = existing_equal(original, &operands, available) {
            copied.insert(key, existing);
            continue;
        }
        let mut op = raw::clone_operation(original);
        op.set_operands(&operands);
        op.set_location(if key == value_key(&copy.address) {
            address_location
        } else {
            location
        });
        let inserted = rewriter.insert(op);
        copied.insert(key, result(&inserted, 0)?);
    }
    Some(
        copied
            .get(&value_key(&copy.address))
            .copied()
            .unwrap_or(copy.address),
    )
}
