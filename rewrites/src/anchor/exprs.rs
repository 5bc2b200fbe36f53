//! Structural expressions: the pure address computations of a function, hash-consed.
//!
//! Two ops with the same name, properties, result type and operand expressions compute the
//! same value from the same leaves, wherever both are evaluated with those leaves defined. The
//! table numbers them once ([`ExprId`]) and remembers every SSA value that is an instance, so a
//! hoisted base can reuse an instance that dominates the insertion point or clone one there.
//!
//! Only ops that propagate poison from every operand to their result are followed (`add`,
//! `sub`, `mul`, `shl`, the extensions and `trunc`, `getelementptr`, `addrspacecast`) plus the
//! operand-free `llvm.mlir.constant` and `llvm.mlir.addressof`; everything else is a leaf. So
//! when an access's address is not poison, neither is any expression of its chain — the fact
//! that makes reusing chain expressions for a hoisted base sound.

use crate::analysis::address::{Normalizer, Poly};
use crate::analysis::fast_hash::FastMap;
use kestrel_dialects::types::integer_width;
use kestrel_dialects::{
    integer_constant,
    keys::{OpKey, ValueKey, op_key, value_key},
    names,
    values::defining_op,
};
use melior::ir::{OperationRef, Value, ValueLike, operation::OperationLike};

/// The number of a structural expression.
pub type ExprId = u32;

/// Where a value is defined: block index and position (0 for block arguments, 1 + the op's
/// index in its block for op results).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Site {
    pub block: usize,
    pub position: usize,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Key {
    Leaf(ValueKey),
    Op {
        name: &'static str,
        /// [`kestrel_dialects::raw::properties_key`] and [`kestrel_dialects::raw::type_key`]:
        /// the table lives for one pass run on one function, within one context.
        properties: usize,
        ty: usize,
        operands: Vec<ExprId>,
    },
}

/// One structural expression.
#[derive(Clone, Debug)]
pub struct Expr {
    /// Operand expressions; empty for leaves and operand-free ops.
    pub operands: Vec<ExprId>,
    /// `None` for a leaf (an SSA value taken as it is).
    pub op_name: Option<&'static str>,
    /// Instances: (value, its definition site, its defining op when it has one).
    pub instances: Vec<(ValueKey, Site, Option<OpKey>)>,
    /// True for ops that cost no instruction of their own in PTX: constants, symbol
    /// addresses and all-constant `getelementptr`s (folded into `[reg+imm]`).
    pub free: bool,
}

impl Expr {
    pub fn is_leaf(&self) -> bool {
        self.op_name.is_none()
    }
}

/// Ops whose expressions are followed (see the module header). A rebase creates only ops of
/// these kinds: clones of the followed chain, and new GEPs, constants and casts.
pub const FOLLOWED: &[&str] = &[
    names::ADD,
    names::SUB,
    names::MUL,
    names::SHL,
    names::SEXT,
    names::ZEXT,
    names::TRUNC,
    names::GEP,
    names::ADDRSPACECAST,
    names::CONSTANT,
    names::ADDRESSOF,
];

/// `op`'s name when it is one of [`FOLLOWED`].
fn followed_name(op: &OperationRef) -> Option<&'static str> {
    let name = op.name();
    let name = name.as_string_ref().as_str().ok()?;
    FOLLOWED.iter().copied().find(|followed| *followed == name)
}

/// Expressions reached below this depth are leaves.
const MAX_EXPR_DEPTH: usize = 24;
/// Expressions collected per chain; a truncated chain is a subset, which is still sound.
pub const MAX_CHAIN: usize = 96;

/// The hash-consed expressions of one function.
#[derive(Default)]
pub struct Exprs {
    table: Vec<Expr>,
    index: FastMap<Key, ExprId>,
    of_value: FastMap<ValueKey, ExprId>,
}

impl Exprs {
    pub fn get(&self, id: ExprId) -> &Expr {
        &self.table[id as usize]
    }

    /// The expression of `value`; `site` says where a value is defined (`None`: not at the
    /// function's top level, so the value is a leaf no clone may use).
    pub fn of(&mut self, value: Value, site: &dyn Fn(Value) -> Option<Site>) -> ExprId {
        self.of_at(value, site, 0)
    }

    fn of_at(
        &mut self,
        value: Value,
        site: &dyn Fn(Value) -> Option<Site>,
        depth: usize,
    ) -> ExprId {
        let key = value_key(&value);
        if let Some(&id) = self.of_value.get(&key) {
            return id;
        }
        let defining = defining_op(value);
        let followed = defining
            .filter(|op| depth < MAX_EXPR_DEPTH && op.region_count() == 0 && op.result_count() == 1)
            .and_then(|op| Some((op, followed_name(&op)?)));
        let (structural, operands, name, free) = match followed {
            Some((op, name)) => {
                let operands: Vec<ExprId> = op
                    .operands()
                    .map(|o| self.of_at(o, site, depth + 1))
                    .collect();
                let free = name == names::CONSTANT
                    || name == names::ADDRESSOF
                    || (name == names::GEP
                        && op.operands().skip(1).all(|i| integer_constant(i).is_some()));
                let structural = Key::Op {
                    name,
                    properties: kestrel_dialects::raw::properties_key(&op),
                    ty: kestrel_dialects::raw::type_key(value.r#type()),
                    operands: operands.clone(),
                };
                (structural, operands, Some(name), free)
            }
            None => (Key::Leaf(key), Vec::new(), None, false),
        };
        let id = match self.index.get(&structural) {
            Some(&id) => id,
            None => {
                let id = self.table.len() as ExprId;
                self.table.push(Expr {
                    operands,
                    op_name: name,
                    instances: Vec::new(),
                    free,
                });
                self.index.insert(structural, id);
                id
            }
        };
        if let Some(site) = site(value) {
            let op = defining.map(|op| op_key(&op));
            self.table[id as usize].instances.push((key, site, op));
        }
        self.of_value.insert(key, id);
        id
    }

    /// The expression of `value` when the table holds it.
    pub fn id_of(&self, value: ValueKey) -> Option<ExprId> {
        self.of_value.get(&value).copied()
    }

    /// Every expression `id` is computed from (itself included), at most [`MAX_CHAIN`],
    /// sorted.
    pub fn chain(&self, id: ExprId) -> Vec<ExprId> {
        let mut seen = vec![id];
        let mut stack = vec![id];
        while let Some(next) = stack.pop() {
            for &operand in &self.get(next).operands {
                if seen.len() >= MAX_CHAIN {
                    break;
                }
                if !seen.contains(&operand) {
                    seen.push(operand);
                    stack.push(operand);
                }
            }
        }
        seen.sort_unstable();
        seen
    }
}

/// What `value` adds to an address when used as a `getelementptr` index in a `width`-bit
/// index space with stride 1: the value itself, or its sign extension when narrower, in the
/// normaliser's own normal form (so the two agree by construction). `None` when it is wider
/// (GEP would truncate it; not needed here).
pub fn index_poly(normalizer: &mut Normalizer, value: Value, width: u32) -> Option<Poly> {
    let from = integer_width(value)?;
    match from.cmp(&width) {
        std::cmp::Ordering::Equal => Some(normalizer.integer(value)),
        std::cmp::Ordering::Less => Some(normalizer.extension(value, true, width)),
        std::cmp::Ordering::Greater => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::layout::DataLayout;
    use kestrel_dialects::{Gep, GepIndex, values::result};
    use melior::ir::{BlockLike, Module, RegionLike};

    /// Runs `check` on the first function of `text`.
    fn with_function(text: &str, check: impl FnOnce(OperationRef)) {
        let context = kestrel_dialects::new_context(false);
        let module = Module::parse(&context, text).expect("test IR parses");
        let function = module.body().first_operation().expect("a function");
        check(function);
    }

    /// The GEPs of `function`'s entry block with one dynamic index, as (address, index).
    fn indexed_geps<'c, 'a>(
        function: &OperationRef<'c, 'a>,
    ) -> Vec<(Value<'c, 'a>, Value<'c, 'a>)> {
        let entry = kestrel_dialects::values::region(function, 0)
            .and_then(|r| r.first_block())
            .expect("a body");
        let mut found = Vec::new();
        let mut next = entry.first_operation();
        while let Some(op) = next {
            next = op.next_in_block();
            if let Some(gep) = Gep::of(op)
                && let Some(indices) = gep.indices()
                && let [GepIndex::Dynamic(index)] = indices.as_slice()
            {
                found.push((result(&op, 0).unwrap(), *index));
            }
        }
        found
    }

    #[test]
    fn index_polynomials_agree_with_the_normaliser() {
        // Each `i8` GEP adds its index as the normaliser reads it; `index_poly` must agree.
        with_function(
            r#"llvm.func @k(%p: !llvm.ptr<1>, %i: i32, %j: i64) {
              %tid = nvvm.read.ptx.sreg.tid.x : i32
              %c1 = llvm.mlir.constant(1 : i32) : i32
              %c4 = llvm.mlir.constant(4 : i32) : i32
              %a = llvm.add %i, %c1 overflow<nsw> : i32
              %m = llvm.mul %tid, %c4 overflow<nsw, nuw> : i32
              %z = llvm.zext %i : i32 to i64
              %g0 = llvm.getelementptr %p[%a] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
              %g1 = llvm.getelementptr %p[%m] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
              %g2 = llvm.getelementptr %p[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
              %g3 = llvm.getelementptr %p[%z] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
              %g4 = llvm.getelementptr %p[%j] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
              llvm.return
            }"#,
            |function| {
                let mut normalizer = Normalizer::new(DataLayout::of(&function), 8);
                let geps = indexed_geps(&function);
                assert_eq!(geps.len(), 5);
                for (address, index) in geps {
                    let expected = normalizer.address(address).offset;
                    assert_eq!(index_poly(&mut normalizer, index, 64), Some(expected));
                }
            },
        );
    }
}
