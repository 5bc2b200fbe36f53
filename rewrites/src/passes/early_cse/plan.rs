//! The dominator-tree walk that decides every replacement of one function.
//!
//! Values get numbers: equal numbers mean equal values wherever both are available. Pure
//! expressions are numbered globally by (name, operand numbers, result types, printed form);
//! loads, forwarded stores and merged block arguments take the number of the value they
//! equal; everything else gets a fresh number. Which value *replaces* another is scoped: the
//! leader of a number is the first value with it on the current dominator-tree path, so a
//! replacement always dominates what it replaces. The load and store-forwarding tables are
//! scoped the same way and checked against the memory generation ([`super::generations`]).
//!
//! The walk only reads the IR; the result is a [`Plan`] applied in one go by the caller.

mod memory;

use super::{
    NotMerged, Settings,
    classify::{self, Callees, Class},
    generations::{Access, MemKey, MemoryLog, disjoint},
    scoped::ScopedMap,
};
use crate::analysis::{
    address::{Address, Normalizer},
    cfg::{Cfg, successor_operands},
    dominance::DomTree,
    fast_hash::{FastMap, FastSet},
    manager::{Dominators, FunctionAnalyses},
    memory::{SpaceSet, infer_space},
    threads::is_kernel,
};
use kestrel_dialects::types::integer_width;
use kestrel_dialects::{
    Load, OverflowFlags, SpecialRegister, Store,
    keys::{block_key, op_key, op_name_key, type_key, value_key},
    names, pointer_address_space,
    values::{argument, defining_op, operand, region, result},
};
use melior::ir::{
    BlockLike, BlockRef, OperationRef, RegionLike, Type, Value, ValueLike, operation::OperationLike,
};

/// A value number.
type Vn = u32;

/// Incoming values of a block argument are compared by number once their definition has been
/// numbered, and by identity before (a back edge's value from a block not walked yet).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Incoming {
    Number(Vn),
    Value(usize),
}

/// Which rule removed a value or op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    Expression,
    SpecialRegister,
    BlockArgument,
    Load,
    StoreForward,
}

/// Rewrites per rule.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Pure ops (arithmetic, casts, compares, GEPs, selects, pure calls) merged.
    pub expressions: usize,
    /// Of which constants.
    pub constants: usize,
    /// Special-register reads merged.
    pub special_registers: usize,
    /// Block arguments merged into an equal sibling.
    pub block_arguments: usize,
    /// Loads replaced by an earlier load.
    pub loads: usize,
    /// Loads replaced by the value an earlier store wrote.
    pub forwarded: usize,
    /// Stores erased because a later store overwrites them.
    pub dead_stores: usize,
}

impl Counts {
    pub fn add(&mut self, other: &Counts) {
        self.expressions += other.expressions;
        self.constants += other.constants;
        self.special_registers += other.special_registers;
        self.block_arguments += other.block_arguments;
        self.loads += other.loads;
        self.forwarded += other.forwarded;
        self.dead_stores += other.dead_stores;
    }

    pub fn total(&self) -> usize {
        self.expressions
            + self.special_registers
            + self.block_arguments
            + self.loads
            + self.forwarded
            + self.dead_stores
    }
}

/// Every rewrite of one function: values to replace by a dominating equal value, then ops to
/// erase (the replaced ops, now unused, and dead stores). Leaders are never replaced or
/// erased, so applying the replacements in any order gives the same IR.
pub struct Plan<'c, 'a> {
    pub replacements: Vec<(Value<'c, 'a>, Value<'c, 'a>)>,
    /// The rule of each replacement, in the same order.
    pub rules: Vec<Rule>,
    pub erasures: Vec<OperationRef<'c, 'a>>,
    pub counts: Counts,
    /// What the walk found redundant but left alone, and why.
    pub refused: Vec<NotMerged>,
}

/// A value remembered by a load or store-forwarding table, with the generation it was
/// recorded in.
#[derive(Clone, Copy, Debug)]
struct Available {
    number: Vn,
    generation: usize,
}

/// The cheap part of an expression key; ops equal in it are told apart by signature.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct ExpressionKey {
    /// The op name's interned identifier.
    name: usize,
    operands: Vec<Vn>,
    types: Vec<usize>,
    hint: Option<usize>,
    /// The block of a convergent call: such calls merge only within one block.
    block: Option<usize>,
}

/// An op that got a number under some [`ExpressionKey`], its signature once computed.
struct Candidate<'c, 'a> {
    op: OperationRef<'c, 'a>,
    signature: Option<Option<classify::Signature>>,
    number: Vn,
}

/// Candidates compared per key before an op is given up on (keeps pathological inputs
/// linear; a miss only means no merge).
pub const MAX_CANDIDATES: usize = 16;

/// `ext(inner)` from `inner_type`: the canonical form of a sign or zero extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Extension {
    inner: Vn,
    inner_type: usize,
    signed: bool,
}

/// A special-register read: register, result type, and the attributes that could make two
/// reads differ (a `range` on the op, result attributes on a call).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct RegisterKey {
    register: SpecialRegister,
    ty: usize,
    qualifier: String,
}

/// The PHI rule's limit: block arguments are merged only in blocks with at most this many
/// incoming edges (cicc's hard-coded 5).
pub const MAX_MERGE_PREDECESSORS: usize = 5;
/// With `enable-earlycse-imprecision`, blocks with more ops than this get no memory CSE, and
/// blocks with more arguments than [`IMPRECISE_MAX_ARGUMENTS`] no argument merging.
pub const IMPRECISE_MAX_OPS: usize = 4096;
pub const IMPRECISE_MAX_ARGUMENTS: usize = 32;

struct Frame {
    block: usize,
    next_child: usize,
    marks: Option<(usize, usize, usize, usize)>,
}

/// The state of the walk.
struct Walker<'c, 'a, 'k> {
    settings: &'k Settings,
    function: OperationRef<'c, 'a>,
    kernel: bool,
    normalizer: Normalizer,
    callees: Callees,
    sizes: FastMap<usize, Option<u64>>,
    accesses: FastMap<usize, (Address, SpaceSet, bool)>,
    next_number: Vn,
    numbers: FastMap<usize, Vn>,
    expressions: FastMap<ExpressionKey, Vec<Candidate<'c, 'a>>>,
    extensions: FastMap<(Extension, usize), Vn>,
    extension_of: FastMap<Vn, Extension>,
    registers: FastMap<RegisterKey, Vn>,
    leaders: ScopedMap<Vn, Value<'c, 'a>>,
    loads: ScopedMap<MemKey, Available>,
    stores: ScopedMap<MemKey, Available>,
    log: MemoryLog,
    /// Stores of the current block not yet read or ordered since, by key.
    pending_stores: FastMap<MemKey, (OperationRef<'c, 'a>, Access)>,
    /// Clobber queries left in the current block (`earlycse-mssa-optimization-cap`).
    budget: usize,
    /// The block being walked.
    current_block: usize,
    /// Memory CSE is off in this block (`enable-earlycse-imprecision` on a huge block).
    imprecise_block: bool,
    /// (block, position) of every value, for `earlycse-debug-hash`.
    positions: FastMap<usize, (usize, usize)>,
    plan: Plan<'c, 'a>,
}

/// Plans early-cse for `function`.
pub fn plan<'c, 'a>(
    function: OperationRef<'c, 'a>,
    analyses: &FunctionAnalyses,
    settings: &Settings,
) -> Plan<'c, 'a> {
    let cfg = analyses.get::<Cfg>(&function);
    let dom = analyses.get::<Dominators>(&function);
    let mut blocks: Vec<BlockRef<'c, 'a>> = Vec::with_capacity(cfg.len());
    if let Some(body) = region(&function, 0) {
        let mut next = body.first_block();
        while let Some(block) = next {
            blocks.push(block);
            next = block.next_in_region();
        }
    }
    let size = kestrel_dialects::raw::body_size(&function);
    let mut walker = Walker {
        settings,
        function,
        kernel: is_kernel(&function),
        normalizer: analyses.normalizer(&function),
        callees: Callees::default(),
        sizes: FastMap::default(),
        accesses: FastMap::default(),
        next_number: 0,
        numbers: FastMap::with_capacity_and_hasher(size.values, Default::default()),
        expressions: FastMap::default(),
        extensions: FastMap::default(),
        extension_of: FastMap::default(),
        registers: FastMap::default(),
        leaders: ScopedMap::with_capacity(size.values),
        loads: ScopedMap::default(),
        stores: ScopedMap::default(),
        log: MemoryLog::default(),
        pending_stores: FastMap::default(),
        budget: 0,
        current_block: 0,
        imprecise_block: false,
        positions: FastMap::default(),
        plan: Plan {
            replacements: Vec::new(),
            rules: Vec::new(),
            erasures: Vec::new(),
            counts: Counts::default(),
            refused: Vec::new(),
        },
    };
    if blocks.len() == cfg.len() && !blocks.is_empty() {
        walker.walk(&cfg, &dom, &blocks);
        if settings.verify {
            walker.verify(&dom);
        }
    }
    walker.plan
}

impl<'c, 'a> Walker<'c, 'a, '_> {
    /// The iterative dominator-tree walk: a block's scope is entered (tables marked, block
    /// processed), its children are walked one by one from the state it left, and the scope
    /// is unwound when the last child is done.
    fn walk(&mut self, cfg: &Cfg, dom: &DomTree, blocks: &[BlockRef<'c, 'a>]) {
        let mut stack = vec![Frame {
            block: 0,
            next_child: 0,
            marks: None,
        }];
        while let Some(frame) = stack.last_mut() {
            if frame.marks.is_none() {
                frame.marks = Some((
                    self.leaders.mark(),
                    self.loads.mark(),
                    self.stores.mark(),
                    self.log.generation(),
                ));
                let block = frame.block;
                self.block(cfg, block, blocks);
                continue;
            }
            let children = dom.children(frame.block);
            if frame.next_child < children.len() {
                let child = children[frame.next_child];
                frame.next_child += 1;
                stack.push(Frame {
                    block: child,
                    next_child: 0,
                    marks: None,
                });
                continue;
            }
            if let Some((leaders, loads, stores, generation)) = frame.marks {
                self.leaders.unwind(leaders);
                self.loads.unwind(loads);
                self.stores.unwind(stores);
                self.log.unwind(generation);
            }
            stack.pop();
        }
    }

    fn fresh(&mut self) -> Vn {
        self.next_number += 1;
        self.next_number
    }

    fn number(&self, value: Value) -> Option<Vn> {
        self.numbers.get(&value_key(&value)).copied()
    }

    /// Gives `value` a new number and makes it that number's leader.
    fn define_fresh(&mut self, value: Value<'c, 'a>) -> Vn {
        let number = self.fresh();
        self.numbers.insert(value_key(&value), number);
        self.leaders.insert(number, value);
        number
    }

    /// Gives `value` number `number`: it is replaced by the number's leader if one is in
    /// scope (and `op`, which defined it, erased), else it becomes the leader.
    fn define(
        &mut self,
        value: Value<'c, 'a>,
        number: Vn,
        rule: Rule,
        op: Option<OperationRef<'c, 'a>>,
    ) {
        self.numbers.insert(value_key(&value), number);
        match self.leaders.get(&number).copied() {
            Some(leader) if leader != value && leader.r#type() == value.r#type() => {
                self.plan.replacements.push((value, leader));
                self.plan.rules.push(rule);
                if let Some(op) = op {
                    self.plan.erasures.push(op);
                }
                let counts = &mut self.plan.counts;
                match rule {
                    Rule::Expression => {
                        counts.expressions += 1;
                        if op.is_some_and(|op| {
                            op.name().as_string_ref().as_str() == Ok(names::CONSTANT)
                        }) {
                            counts.constants += 1;
                        }
                    }
                    Rule::SpecialRegister => counts.special_registers += 1,
                    Rule::BlockArgument => counts.block_arguments += 1,
                    Rule::Load => counts.loads += 1,
                    Rule::StoreForward => counts.forwarded += 1,
                }
            }
            _ => self.leaders.insert(number, value),
        }
    }

    /// The leader standing for `value` (itself unless it was merged into another).
    fn representative(&self, value: Value<'c, 'a>) -> Value<'c, 'a> {
        self.number(value)
            .and_then(|n| self.leaders.get(&n).copied())
            .filter(|leader| leader.r#type() == value.r#type())
            .unwrap_or(value)
    }

    fn block(&mut self, cfg: &Cfg, index: usize, blocks: &[BlockRef<'c, 'a>]) {
        let block = blocks[index];
        self.current_block = index;
        self.budget = usize::try_from(self.settings.query_cap).unwrap_or(usize::MAX);
        self.pending_stores.clear();
        // Memory seen at the end of the immediate dominator is only current here if that is
        // the one way in.
        if index != 0 && cfg.predecessors(index).len() != 1 {
            self.log.clobber();
        }
        self.block_arguments(cfg, index, block, blocks);
        self.imprecise_block = self.settings.imprecise && {
            let mut count = 0;
            let mut next = block.first_operation();
            while let Some(op) = next {
                count += 1;
                next = op.next_in_block();
            }
            count > IMPRECISE_MAX_OPS
        };
        let mut position = block.argument_count();
        let mut next = block.first_operation();
        while let Some(op) = next {
            next = op.next_in_block();
            position += 1;
            if self.settings.verify {
                for number in 0..op.result_count() {
                    if let Some(value) = result(&op, number) {
                        self.positions.insert(value_key(&value), (index, position));
                    }
                }
            }
            self.op(op);
        }
    }

    /// The PHI rule for block arguments: argument `j` is argument `i` when every incoming
    /// edge passes equal values to both, in a block with at most five incoming edges.
    fn block_arguments(
        &mut self,
        cfg: &Cfg,
        index: usize,
        block: BlockRef<'c, 'a>,
        blocks: &[BlockRef<'c, 'a>],
    ) {
        let count = block.argument_count();
        let arguments: Vec<Value<'c, 'a>> =
            (0..count).filter_map(|i| argument(&block, i)).collect();
        if self.settings.verify {
            for (position, value) in arguments.iter().enumerate() {
                self.positions.insert(value_key(value), (index, position));
            }
        }
        let incoming = if index == 0
            || arguments.len() < 2
            || arguments.len() != count
            || (self.settings.imprecise && count > IMPRECISE_MAX_ARGUMENTS)
        {
            None
        } else {
            self.incoming_edges(cfg, index, blocks, count)
        };
        let Some(incoming) = incoming else {
            for value in arguments {
                self.define_fresh(value);
            }
            return;
        };
        let over_limit = incoming.len() > MAX_MERGE_PREDECESSORS;
        let signatures: Vec<(usize, Vec<Incoming>)> = arguments
            .iter()
            .enumerate()
            .map(|(i, value)| {
                let ids = incoming
                    .iter()
                    .map(|edge| {
                        let passed = edge[i];
                        self.number(passed)
                            .map_or(Incoming::Value(value_key(&passed)), Incoming::Number)
                    })
                    .collect();
                (type_key(value.r#type()), ids)
            })
            .collect();
        if over_limit {
            let distinct: FastSet<&(usize, Vec<Incoming>)> = signatures.iter().collect();
            if distinct.len() < signatures.len() {
                self.plan.refused.push(NotMerged::PhiEdgeLimit);
            }
            for value in arguments {
                self.define_fresh(value);
            }
            return;
        }
        let mut first: FastMap<&(usize, Vec<Incoming>), Vn> = FastMap::default();
        for (value, signature) in arguments.iter().zip(&signatures) {
            match first.get(signature).copied() {
                Some(number) => self.define(*value, number, Rule::BlockArgument, None),
                None => {
                    let number = self.define_fresh(*value);
                    first.insert(signature, number);
                }
            }
        }
    }

    /// The operands every incoming edge passes to block `index`, or `None` when a
    /// predecessor's terminator is not understood. The caller merges nothing over
    /// [`MAX_MERGE_PREDECESSORS`] edges.
    fn incoming_edges(
        &self,
        cfg: &Cfg,
        index: usize,
        blocks: &[BlockRef<'c, 'a>],
        count: usize,
    ) -> Option<Vec<Vec<Value<'c, 'a>>>> {
        let key = block_key(&blocks[index]);
        let mut edges = Vec::new();
        for &predecessor in cfg.predecessors(index) {
            let terminator = blocks[predecessor].terminator()?;
            for (successor, operands) in successor_operands(&terminator)? {
                if block_key(&successor) == key {
                    if operands.len() != count {
                        return None;
                    }
                    edges.push(operands);
                }
            }
        }
        (!edges.is_empty()).then_some(edges)
    }

    fn op(&mut self, op: OperationRef<'c, 'a>) {
        let name = op.name();
        let name = name.as_string_ref().as_str().unwrap_or("");
        let class = classify::class_of(
            &op,
            name,
            &self.function,
            &mut self.callees,
            &mut self.normalizer,
            self.kernel,
        );
        match class {
            Class::Expression => self.expression(op, name),
            Class::SpecialRegister(register) => self.special_register(op, name, register),
            Class::Load => self.load(op),
            Class::Store => self.store(op),
            Class::ReadOnly => {
                self.pending_stores.clear();
                self.fresh_results(op);
            }
            Class::Clobber => {
                self.log.clobber();
                self.pending_stores.clear();
                self.fresh_results(op);
            }
            Class::Inert => self.fresh_results(op),
        }
    }

    fn fresh_results(&mut self, op: OperationRef<'c, 'a>) {
        for index in 0..op.result_count() {
            if let Some(value) = result(&op, index) {
                self.define_fresh(value);
            }
        }
    }

    // x = op(a, b); ...; y = op(a, b)  ->  y replaced by x   (x dominates y)
    fn expression(&mut self, op: OperationRef<'c, 'a>, name: &str) {
        let Some(value) = result(&op, 0) else {
            return;
        };
        let number = match name {
            names::SEXT | names::ZEXT => self.extension_number(op, name),
            names::TRUNC => self.truncation_number(op),
            _ => None,
        }
        .or_else(|| self.expression_number(op, name));
        match number {
            Some(number) => self.define(value, number, Rule::Expression, Some(op)),
            None => {
                self.define_fresh(value);
            }
        }
    }

    /// The cheap key of a pure op: name, operand numbers (sorted for commutative ops), result
    /// types, hint, and for a convergent call its block.
    fn expression_key(&mut self, op: OperationRef<'c, 'a>, name: &str) -> Option<ExpressionKey> {
        let mut operands = op
            .operands()
            .map(|v| self.number(v))
            .collect::<Option<Vec<Vn>>>()?;
        // a op b == b op a: the printed form shows operands as placeholders only.
        if operands.len() == 2 && classify::is_commutative(name) {
            operands.sort_unstable();
        }
        let types = (0..op.result_count())
            .filter_map(|i| result(&op, i))
            .map(|v| type_key(v.r#type()))
            .collect();
        let convergent = name == names::CALL
            && classify::is_convergent_call(&op, &self.function, &mut self.callees);
        Some(ExpressionKey {
            name: op_name_key(&op),
            operands,
            types,
            hint: classify::hint(&op, name),
            block: convergent.then_some(self.current_block),
        })
    }

    /// The number of a pure op: equal cheap keys pick the candidates, equal printed forms
    /// decide.
    fn expression_number(&mut self, op: OperationRef<'c, 'a>, name: &str) -> Option<Vn> {
        let key = self.expression_key(op, name)?;
        let fresh = self.next_number + 1;
        let candidates = self.expressions.entry(key).or_default();
        if candidates.is_empty() {
            candidates.push(Candidate {
                op,
                signature: None,
                number: fresh,
            });
            self.next_number = fresh;
            return Some(fresh);
        }
        let signature = classify::signature(&op);
        if let Some(signature) = &signature {
            for candidate in candidates.iter_mut() {
                let theirs = candidate
                    .signature
                    .get_or_insert_with(|| classify::signature(&candidate.op));
                if theirs.as_ref() == Some(signature) {
                    return Some(candidate.number);
                }
            }
        }
        if candidates.len() >= MAX_CANDIDATES {
            return None;
        }
        candidates.push(Candidate {
            op,
            signature: Some(signature),
            number: fresh,
        });
        self.next_number = fresh;
        Some(fresh)
    }

    // sext x == zext x when x >= 0;  zext(zext x) == zext x;  sext(sext x) == sext x
    /// The canonical number of an integer extension, or `None` to fall back to the exact
    /// expression key (a `nneg` flag that is not proven redundant, extra attributes, vectors).
    fn extension_number(&mut self, op: OperationRef<'c, 'a>, name: &str) -> Option<Vn> {
        if op.discardable_attribute_count() != 0 {
            return None;
        }
        let source = operand(&op, 0)?;
        let target = result(&op, 0)?;
        integer_width(source)?;
        integer_width(target)?;
        let source_non_negative = classify::non_negative(source);
        if op.has_attribute("nonNeg") && !source_non_negative {
            return None;
        }
        let mut form = Extension {
            inner: self.number(source)?,
            inner_type: type_key(source.r#type()),
            signed: name == names::SEXT && !source_non_negative,
        };
        if let Some(inner) = self.extension_of.get(&form.inner).copied()
            && inner.signed == form.signed
        {
            form = inner;
        }
        let key = (form, type_key(target.r#type()));
        let number = match self.extensions.get(&key) {
            Some(&number) => number,
            None => {
                let number = self.fresh();
                self.extensions.insert(key, number);
                number
            }
        };
        self.extension_of.insert(number, form);
        Some(number)
    }

    // trunc(ext x) to x's type == x   (flags permitting)
    fn truncation_number(&mut self, op: OperationRef<'c, 'a>) -> Option<Vn> {
        if op.discardable_attribute_count() != 0 {
            return None;
        }
        let source = operand(&op, 0)?;
        let target = result(&op, 0)?;
        let form = self.extension_of.get(&self.number(source)?).copied()?;
        if form.inner_type != type_key(target.r#type()) {
            return None;
        }
        let flags = OverflowFlags::of(&op);
        // `trunc nuw` is poison when a dropped bit is set, `trunc nsw` when the result does
        // not sign-extend back: neither can happen for the matching extension.
        let exact = match (flags.nsw, flags.nuw) {
            (false, false) => true,
            (false, true) => !form.signed,
            (true, false) => form.signed,
            (true, true) => false,
        };
        exact.then_some(form.inner)
    }

    // r1 = sreg.tid.x; ...; r2 = sreg.tid.x  ->  r2 replaced by r1, across the function
    fn special_register(
        &mut self,
        op: OperationRef<'c, 'a>,
        name: &str,
        register: SpecialRegister,
    ) {
        let Some(value) = result(&op, 0) else {
            return;
        };
        let qualifier = register_qualifier(&op, name);
        let key = RegisterKey {
            register,
            ty: type_key(value.r#type()),
            qualifier,
        };
        let number = match self.registers.get(&key) {
            Some(&number) => number,
            None => {
                let number = self.fresh();
                self.registers.insert(key, number);
                number
            }
        };
        self.define(value, number, Rule::SpecialRegister, Some(op));
    }

    /// `earlycse-debug-hash`: every replacement has the type of what it replaces and
    /// dominates it, and two ops merged as equal expressions of one name have equal keys with
    /// equal hashes and equal printed forms. A violation is a bug and fails the pass.
    fn verify(&mut self, dom: &DomTree) {
        let replacements = self.plan.replacements.clone();
        let rules = self.plan.rules.clone();
        for ((from, to), rule) in replacements.iter().zip(rules) {
            assert!(
                from.r#type() == to.r#type(),
                "early-cse: replacement changes the type"
            );
            let (Some(&(from_block, from_position)), Some(&(to_block, to_position))) = (
                self.positions.get(&value_key(from)),
                self.positions.get(&value_key(to)),
            ) else {
                panic!("early-cse: replacement of a value the walk did not see");
            };
            let dominates = if from_block == to_block {
                to_position < from_position
            } else {
                dom.dominates(to_block, from_block)
            };
            assert!(
                dominates,
                "early-cse: replacement does not dominate what it replaces"
            );
            if rule == Rule::Expression {
                self.verify_expression(*from, *to, from_block, to_block);
            }
        }
    }

    /// Two ops merged as the same expression: equal keys hash equally, and print the same.
    fn verify_expression(
        &mut self,
        from: Value<'c, 'a>,
        to: Value<'c, 'a>,
        from_block: usize,
        to_block: usize,
    ) {
        use std::hash::{BuildHasher, RandomState};
        let (Some(from_op), Some(to_op)) = (defining_op(from), defining_op(to)) else {
            return;
        };
        let name = from_op.name();
        let name = name.as_string_ref().as_str().unwrap_or("");
        if to_op.name().as_string_ref().as_str() != Ok(name)
            || matches!(name, names::SEXT | names::ZEXT | names::TRUNC)
        {
            // The cross-width rules merge different spellings on purpose.
            return;
        }
        self.current_block = from_block;
        let from_key = self.expression_key(from_op, name);
        self.current_block = to_block;
        let to_key = self.expression_key(to_op, name);
        let hasher = RandomState::new();
        assert!(
            from_key.is_some()
                && from_key == to_key
                && hasher.hash_one(&from_key) == hasher.hash_one(&to_key),
            "early-cse: merged expressions have different keys"
        );
        assert!(
            classify::signature(&from_op).is_some()
                && classify::signature(&from_op) == classify::signature(&to_op),
            "early-cse: merged expressions have different signatures"
        );
    }
}

/// What besides the register could make two reads differ: the NVVM op's `range`, or a
/// call's result attributes. Unusual spellings (operands, extra attributes, `llvm.call`)
/// are qualified by their whole signature and their operands, so they merge only with
/// identical reads.
fn register_qualifier(op: &OperationRef, name: &str) -> String {
    let exact = || {
        let operands: Vec<usize> = op.operands().map(|v| value_key(&v)).collect();
        classify::signature(op)
            .map(|s| format!("exact:{s:?}:{operands:?}"))
            .unwrap_or_else(|| format!("unique:{}", op_key(op)))
    };
    if op.operand_count() != 0 || op.discardable_attribute_count() != 0 {
        return exact();
    }
    if name == names::CALL_INTRINSIC {
        return op
            .attribute("res_attrs")
            .map(|a| format!("res:{a}"))
            .unwrap_or_default();
    }
    if name.starts_with(names::NVVM_PREFIX) {
        return op
            .attribute("range")
            .map(|a| format!("range:{a}"))
            .unwrap_or_default();
    }
    exact()
}
