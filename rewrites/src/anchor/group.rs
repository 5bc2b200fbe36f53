//! Grouping address uses by decomposed base and choosing a group's anchor.
//!
//! Two uses belong to one group when their addresses decompose
//! ([`crate::analysis::address::Normalizer::address`]) to the same root, in the same root and
//! use address spaces, with the same variable part of the byte offset: they then differ by a
//! constant only. The group's anchor is `root + variable part + min`, `min` the smallest
//! constant offset among the uses served ([`Span`]), so every delta is non-negative.

use crate::analysis::address::{Poly, Root};
use crate::analysis::fast_hash::FastMap;
use kestrel_dialects::AddressSpace;
use melior::ir::{OperationRef, Type, Value};
use std::ops::Deref;

/// One address operand an anchor may serve: operand `operand` of `op`, the `position`-th op
/// of block `block`, whose address lies `offset` bytes beyond its group's variable part.
/// `X` is what the pass records besides (CBE: the address's local base, expression chain,
/// alloca; BASR: nothing); the record dereferences to it, so `u.field` reads either.
#[derive(Clone, Debug)]
pub struct Use<'c, 'a, X = ()> {
    pub op: OperationRef<'c, 'a>,
    pub operand: usize,
    pub block: usize,
    pub position: usize,
    pub address: Value<'c, 'a>,
    pub offset: i128,
    pub pass: X,
}

impl<X> Deref for Use<'_, '_, X> {
    type Target = X;

    fn deref(&self) -> &X {
        &self.pass
    }
}

/// Uses whose addresses differ by a constant only.
#[derive(Debug)]
pub struct Group<'c, 'a, X = ()> {
    /// The root the uses decompose to (for CBE, a clustered alloca's representative).
    pub root: Root,
    /// The root's address space.
    pub root_space: AddressSpace,
    /// The uses' address space.
    pub space: AddressSpace,
    /// The uses' pointer type.
    pub pointer_type: Type<'c>,
    /// The variable part of the uses' byte offsets.
    pub variable: Poly,
    /// In the order they were added.
    pub uses: Vec<Use<'c, 'a, X>>,
}

/// Root, root space, use space and variable part: what every use of a group shares.
type GroupKey = (Root, u32, u32, Poly);

/// Groups in the order their first use was added.
#[derive(Debug)]
pub struct Grouping<'c, 'a, X = ()> {
    groups: Vec<Group<'c, 'a, X>>,
    index: FastMap<GroupKey, usize>,
}

impl<X> Default for Grouping<'_, '_, X> {
    fn default() -> Self {
        Self {
            groups: Vec::new(),
            index: FastMap::default(),
        }
    }
}

/// Where a use's address decomposes to: the group key and what the group records of it.
#[derive(Clone, Debug)]
pub struct Base<'c> {
    pub root: Root,
    pub root_space: AddressSpace,
    pub space: AddressSpace,
    pub pointer_type: Type<'c>,
    pub variable: Poly,
}

impl<'c, 'a, X> Grouping<'c, 'a, X> {
    /// Adds `u` to the group of `base`, opening it (with `base`'s pointer type) if new.
    pub fn add(&mut self, base: Base<'c>, u: Use<'c, 'a, X>) {
        let key: GroupKey = (
            base.root.clone(),
            base.root_space.number(),
            base.space.number(),
            base.variable.clone(),
        );
        let groups = &mut self.groups;
        let entry = *self.index.entry(key).or_insert_with(|| {
            groups.push(Group {
                root: base.root,
                root_space: base.root_space,
                space: base.space,
                pointer_type: base.pointer_type,
                variable: base.variable,
                uses: Vec::new(),
            });
            groups.len() - 1
        });
        self.groups[entry].uses.push(u);
    }

    /// True when no use was added.
    pub fn is_empty(&self) -> bool {
        self.groups.is_empty()
    }

    /// The groups, in the order their first use was added.
    pub fn into_groups(self) -> Vec<Group<'c, 'a, X>> {
        self.groups
    }
}

/// The constant offsets of the uses an anchor serves: the anchor sits at `min`, so every use
/// is `anchor + (offset - min)` with a non-negative delta.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    pub min: i128,
    pub max: i128,
}

impl Span {
    /// The smallest and largest of `offsets` (0 and 0 when there are none).
    pub fn of(offsets: impl IntoIterator<Item = i128> + Clone) -> Self {
        Self {
            min: offsets.clone().into_iter().min().unwrap_or(0),
            max: offsets.into_iter().max().unwrap_or(0),
        }
    }

    /// True when every delta fits a `[reg+imm]` immediate (32-bit signed).
    pub fn fits_immediate(&self) -> bool {
        self.max - self.min <= i128::from(i32::MAX)
    }

    /// What the anchor adds to the root: `variable + min`.
    pub fn anchor_offset(&self, variable: &Poly) -> Poly {
        variable.add(&Poly::constant(variable.width(), self.min))
    }

    /// The rewrite of `u`: its operand becomes `anchor + (offset - min)`; `op` is how the
    /// pass holds the user (a handle, or a key across rounds).
    pub fn rewrite<O, X>(&self, u: &Use<'_, '_, X>, op: O) -> UseRewrite<O> {
        UseRewrite {
            op,
            operand: u.operand,
            block: u.block,
            position: u.position,
            delta: u.offset - self.min,
        }
    }
}

/// One use to redirect: operand `operand` of `op` (the `position`-th op of block `block`)
/// becomes `anchor + delta`.
#[derive(Clone, Copy, Debug)]
pub struct UseRewrite<O> {
    pub op: O,
    pub operand: usize,
    pub block: usize,
    pub position: usize,
    pub delta: i128,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::{address::Normalizer, layout::DataLayout};
    use kestrel_dialects::{MemoryAccess, pointer_address_space};
    use melior::ir::{BlockLike, Module, RegionLike, ValueLike, operation::OperationLike};

    #[test]
    fn uses_group_by_root_spaces_and_variable_part() {
        let context = kestrel_dialects::new_context(false);
        let module = Module::parse(
            &context,
            r#"llvm.func @k(%p: !llvm.ptr<1>, %q: !llvm.ptr<1>, %i: i64) {
              %a = llvm.getelementptr %p[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %b = llvm.getelementptr %a[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
              %c = llvm.getelementptr %q[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %g = llvm.addrspacecast %b : !llvm.ptr<1> to !llvm.ptr
              %v0 = llvm.load %b : !llvm.ptr<1> -> f32
              %v1 = llvm.load %c : !llvm.ptr<1> -> f32
              %v2 = llvm.load %g : !llvm.ptr -> f32
              %v3 = llvm.load %a : !llvm.ptr<1> -> f32
              llvm.return
            }"#,
        )
        .expect("test IR parses");
        let function = module.body().first_operation().expect("a function");
        let mut normalizer = Normalizer::new(DataLayout::of(&function), 8);
        let entry = kestrel_dialects::values::region(&function, 0)
            .and_then(|r| r.first_block())
            .expect("a body");
        let mut grouping = Grouping::default();
        let mut next = entry.first_operation();
        let mut position = 0;
        while let Some(op) = next {
            next = op.next_in_block();
            if let Some((operand, access)) = MemoryAccess::with_index(&op) {
                let address = access.address();
                let decomposed = normalizer.address(address);
                let base = Base {
                    root: decomposed.root,
                    root_space: decomposed.root_space,
                    space: pointer_address_space(address.r#type()).expect("a pointer"),
                    pointer_type: address.r#type(),
                    variable: decomposed.offset.variable_part(),
                };
                let offset = decomposed.offset.constant_term();
                let (block, pass) = (0, ());
                let u = Use {
                    op,
                    operand,
                    block,
                    position,
                    address,
                    offset,
                    pass,
                };
                grouping.add(base, u);
            }
            position += 1;
        }
        // %b and %a: one root and variable part, 4 bytes apart; %q is another root; the
        // generic use of %p's space-1 address is another group.
        let groups = grouping.into_groups();
        let shape: Vec<(AddressSpace, Vec<i128>)> = groups
            .iter()
            .map(|g| (g.space, g.uses.iter().map(|u| u.offset).collect()))
            .collect();
        assert_eq!(
            shape,
            [
                (AddressSpace::Global, vec![4, 0]),
                (AddressSpace::Global, vec![0]),
                (AddressSpace::Generic, vec![4]),
            ]
        );
        assert!(groups.iter().all(|g| g.root_space == AddressSpace::Global));
        let span = Span::of(groups[0].uses.iter().map(|u| u.offset));
        let deltas: Vec<i128> = groups[0]
            .uses
            .iter()
            .map(|u| span.rewrite(u, ()).delta)
            .collect();
        assert_eq!(deltas, [4, 0]);
    }

    #[test]
    fn the_anchor_sits_at_the_smallest_offset() {
        let span = Span::of([16, -32, 48, 0]);
        assert_eq!(span, Span { min: -32, max: 48 });
        assert!(span.fits_immediate());
        let variable = Poly::zero(64);
        assert_eq!(span.anchor_offset(&variable).as_constant(), Some(-32));
    }

    #[test]
    fn deltas_beyond_an_immediate_do_not_fit() {
        let limit = i128::from(i32::MAX);
        assert!(Span::of([0, limit]).fits_immediate());
        assert!(!Span::of([-1, limit]).fits_immediate());
    }

    #[test]
    fn no_offsets_span_nothing() {
        assert_eq!(Span::of(std::iter::empty()), Span { min: 0, max: 0 });
    }
}
