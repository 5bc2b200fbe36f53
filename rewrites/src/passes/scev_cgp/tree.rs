//! The 64-bit index expression of an address and the proof that it fits in 32 bits.
//!
//! An expression is a DAG of `add`/`sub`/`mul` and `shl` by a constant below 32 over leaves
//! that are `sext`/`zext` of `i32` values and integer constants. Every node gets the exact
//! interval of its mathematical value (leaves from [`narrow_range`]). The 64-bit result is
//! the mathematical value modulo `2^64` and a 32-bit computation from the narrow leaves gives
//! it modulo `2^32` (both are ring homomorphisms of the same expression; `sext x` and
//! `zext x` are both `x` modulo `2^32`); so when the root's interval lies in the signed
//! (unsigned) 32-bit range, `sext` (`zext`) of the 32-bit result equals the 64-bit one —
//! intermediate values need no bound.

use super::{
    facts::Bounds,
    ranges::{Budget, Interval, narrow_range},
};
use crate::analysis::fast_hash::FastMap;
use kestrel_dialects::types::integer_width;
use kestrel_dialects::{
    integer_constant,
    keys::{ValueKey, value_key},
    names,
    ops::has_unit_property,
    values::{defining_op, operand},
};
use melior::ir::{OperationRef, Value, operation::OperationLike};

/// A 64-bit operation the narrow expression repeats in 32 bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arith {
    Add,
    Sub,
    Mul,
    Shl,
}

impl Arith {
    pub fn mnemonic(self) -> &'static str {
        match self {
            Arith::Add => "add",
            Arith::Sub => "sub",
            Arith::Mul => "mul",
            Arith::Shl => "shl",
        }
    }
}

/// One node; children are indices of earlier nodes.
#[derive(Clone, Debug)]
pub enum Kind<'c, 'a> {
    /// `sext`/`zext` of the `i32` value `narrow`.
    Leaf { narrow: Value<'c, 'a> },
    /// An integer constant (its 32-bit form is the truncation).
    Constant(i64),
    Binary {
        arith: Arith,
        lhs: usize,
        rhs: usize,
    },
}

#[derive(Clone, Debug)]
pub struct Node<'c, 'a> {
    /// The 64-bit value.
    pub value: Value<'c, 'a>,
    pub kind: Kind<'c, 'a>,
    pub range: Interval,
}

/// The expression, children before parents, the root last.
#[derive(Debug)]
pub struct Tree<'c, 'a> {
    pub nodes: Vec<Node<'c, 'a>>,
    index: FastMap<ValueKey, usize>,
}

/// How the 32-bit result is extended back to 64 bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Extension {
    Signed,
    Unsigned,
}

/// What the overflow knobs allow without a proof.
#[derive(Clone, Copy, Debug, Default)]
pub struct Overflow {
    /// `ignore-signed-32-bit-overflow`: sign-extend without the signed proof.
    pub ignore_signed: bool,
    /// `ignore-32-bit-overflow`: zero-extend without the unsigned proof.
    pub ignore_unsigned: bool,
}

impl<'c: 'a, 'a> Tree<'c, 'a> {
    /// The expression of the 64-bit `root`, or `None` when some node is outside the grammar
    /// or the budget runs out. `root` must be an arithmetic op, not a leaf.
    pub fn build(root: Value<'c, 'a>, bounds: &Bounds, budget: &mut Budget) -> Option<Self> {
        let mut tree = Tree {
            nodes: Vec::new(),
            index: FastMap::default(),
        };
        let root = tree.visit(root, bounds, budget, 0)?;
        matches!(tree.nodes[root].kind, Kind::Binary { .. }).then_some(tree)
    }

    pub fn root(&self) -> &Node<'c, 'a> {
        &self.nodes[self.nodes.len() - 1]
    }

    /// The node index of the 64-bit `value`, if it is part of the expression.
    pub fn node_of(&self, value: &Value) -> Option<usize> {
        self.index.get(&value_key(value)).copied()
    }

    fn visit(
        &mut self,
        value: Value<'c, 'a>,
        bounds: &Bounds,
        budget: &mut Budget,
        depth: u32,
    ) -> Option<usize> {
        if let Some(&done) = self.index.get(&value_key(&value)) {
            return Some(done);
        }
        if integer_width(value)? != 64 || depth > 32 || !budget.take() {
            return None;
        }
        let (kind, range) = if let Some((constant, _)) = integer_constant(value) {
            (
                Kind::Constant(constant),
                Interval::point(i128::from(constant)),
            )
        } else {
            let op = defining_op(value)?;
            let name = op.name();
            let name = name.as_string_ref().as_str().ok()?;
            match name {
                names::SEXT | names::ZEXT => leaf(&op, name == names::SEXT, bounds, budget)?,
                names::ADD | names::SUB | names::MUL | names::SHL | OR
                    if name != OR || has_unit_property(&op, "isDisjoint") =>
                {
                    // `or disjoint` is `add` (or poison, which the sum refines).
                    let arith = match name {
                        names::ADD | OR => Arith::Add,
                        names::SUB => Arith::Sub,
                        names::MUL => Arith::Mul,
                        _ => Arith::Shl,
                    };
                    let lhs = self.visit(operand(&op, 0)?, bounds, budget, depth + 1)?;
                    let (a, rhs) = (self.nodes[lhs].range, operand(&op, 1)?);
                    let (rhs, range) = if arith == Arith::Shl {
                        // Only constant amounts below 32, which stay in range in 32 bits.
                        let (amount, _) =
                            integer_constant(rhs).filter(|(c, _)| (0..32).contains(c))?;
                        let rhs = self.visit(rhs, bounds, budget, depth + 1)?;
                        (rhs, a.mul(Interval::point(1i128 << amount))?)
                    } else {
                        let rhs = self.visit(rhs, bounds, budget, depth + 1)?;
                        let b = self.nodes[rhs].range;
                        let range = match arith {
                            Arith::Add => a.add(b)?,
                            Arith::Sub => a.sub(b)?,
                            _ => a.mul(b)?,
                        };
                        (rhs, range)
                    };
                    (Kind::Binary { arith, lhs, rhs }, range)
                }
                _ => return None,
            }
        };
        self.nodes.push(Node { value, kind, range });
        let index = self.nodes.len() - 1;
        self.index.insert(value_key(&value), index);
        Some(index)
    }

    /// How to extend the 32-bit result: proven by the root's range, or allowed by a knob.
    pub fn extension(&self, overflow: Overflow) -> Option<Extension> {
        let range = self.root().range;
        if range.within(Interval::signed(32)) {
            Some(Extension::Signed)
        } else if range.within(Interval::unsigned(32)) {
            Some(Extension::Unsigned)
        } else if overflow.ignore_signed {
            Some(Extension::Signed)
        } else if overflow.ignore_unsigned {
            Some(Extension::Unsigned)
        } else {
            None
        }
    }

    /// The ops of the expression (arithmetic and extensions; constants are no instructions).
    pub fn instructions(&self) -> impl Iterator<Item = (usize, OperationRef<'c, 'a>)> + '_ {
        self.nodes.iter().enumerate().filter_map(|(i, node)| {
            if matches!(node.kind, Kind::Constant(_)) {
                None
            } else {
                defining_op(node.value).map(|op| (i, op))
            }
        })
    }
}

const OR: &str = "llvm.or";

/// The leaf `sext`/`zext` `op` of an `i32` value, with the range of its 64-bit result.
fn leaf<'c: 'a, 'a>(
    op: &OperationRef<'c, 'a>,
    signed: bool,
    bounds: &Bounds,
    budget: &mut Budget,
) -> Option<(Kind<'c, 'a>, Interval)> {
    let narrow = operand(op, 0)?;
    if integer_width(narrow)? != 32 {
        return None;
    }
    let range = narrow_range(narrow, bounds, budget, 0);
    let range = if signed || range.lo >= 0 {
        range
    } else if kestrel_dialects::ops::has_unit_property(op, "nonNeg") {
        // `zext nneg` of a negative value is poison: only the non-negative part is defined.
        Interval::new(0, range.hi.max(0))
    } else {
        Interval::unsigned(32)
    };
    Some((Kind::Leaf { narrow }, range))
}
