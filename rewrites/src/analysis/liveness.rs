//! Which values are live where, and how many registers they take: the facts a pass that
//! trades recomputation for registers (rematerialisation, sinking, IV demotion) decides by.
//!
//! Liveness is the usual backward dataflow over the CFG, on SSA: a value is live on entry to
//! a block when the block uses it before (or without) defining it, or when it is live on exit
//! and not defined there; live on exit when it is live on entry to a successor. A block
//! argument is defined at the top of its block, and a value passed to a successor's argument
//! is used by the branch, at the end of the passing block. Values used inside an op's nested
//! regions count as used by that op.
//!
//! Register pressure counts 32-bit registers, as PTX allocates them: a value takes its
//! allocation size in 4-byte units (a 64-bit pointer or integer two, an `i1` none: predicates
//! are a separate class, counted apart). Constants, `addressof`, `zero`, `undef` and `poison`
//! take no register: PTX encodes them in the instructions that use them; nor do a kernel's
//! parameters, which ptxas reads from the constant bank (`c[0x0][...]`) wherever they are
//! used, nor loads of `__constant__` or parameter memory at a fixed address (a symbol plus
//! constant offsets: constant-bank operands, `c[0x3][...]`), nor the symbol offsets
//! themselves. A `byval` kernel parameter's pointer ([`is_parameter_symbol`]) and the loads
//! from it are counted as held: taking them for constant-bank operands lowered estimates
//! enough to flip the LSR choice for bilateral_gray (ptxas 30 registers either way, +8% loop
//! integer SASS without LSR). A chain of at most two integer ops on such values is free too: ptxas
//! recomputes it where it is used (an `IMAD` of a parameter and an immediate) rather than
//! hold it (a radius-8 stencil's sixteen `r * stride` offsets: 32 registers by the plain
//! count, none in ptxas's allocation). The pressure of a block is the largest count live at any point in it; it is an
//! estimate of what ptxas will need, not a promise (ptxas schedules and rematerialises on its
//! own).

use super::{
    cfg::Cfg,
    fast_hash::{FastMap, FastSet},
    layout::DataLayout,
    manager::{FunctionAnalyses, FunctionAnalysis, Reads},
};
use kestrel_dialects::{
    keys::{ValueKey, value_key},
    names,
    values::region,
};
use melior::ir::{
    BlockLike, BlockRef, OperationRef, RegionLike, Value, ValueLike, operation::OperationLike,
};

/// Registers live at once: 32-bit registers and predicates.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Pressure {
    pub registers: u32,
    pub predicates: u32,
}

/// Live-in and live-out sets per block (by [`Cfg`] index) and the register pressure of each.
#[derive(Debug, Default)]
pub struct Liveness {
    /// Value number -> key.
    values: Vec<ValueKey>,
    numbers: FastMap<ValueKey, usize>,
    /// Registers and predicates each value takes.
    weights: Vec<Pressure>,
    live_in: Vec<BitSet>,
    live_out: Vec<BitSet>,
    pressure: Vec<Pressure>,
}

impl Liveness {
    /// True when `value` is live on entry to `block`.
    pub fn is_live_in(&self, block: usize, value: ValueKey) -> bool {
        self.number(value)
            .is_some_and(|n| self.live_in.get(block).is_some_and(|set| set.contains(n)))
    }

    /// True when `value` is live on exit from `block`.
    pub fn is_live_out(&self, block: usize, value: ValueKey) -> bool {
        self.number(value)
            .is_some_and(|n| self.live_out.get(block).is_some_and(|set| set.contains(n)))
    }

    /// The values live on entry to `block`, in definition order.
    pub fn live_in(&self, block: usize) -> Vec<ValueKey> {
        self.live_in
            .get(block)
            .map_or_else(Vec::new, |set| set.iter().map(|n| self.values[n]).collect())
    }

    /// The values live on exit from `block`, in definition order.
    pub fn live_out(&self, block: usize) -> Vec<ValueKey> {
        self.live_out
            .get(block)
            .map_or_else(Vec::new, |set| set.iter().map(|n| self.values[n]).collect())
    }

    /// The most registers live at any point of `block`.
    pub fn pressure(&self, block: usize) -> Pressure {
        self.pressure.get(block).copied().unwrap_or_default()
    }

    /// The most registers live at any point of the function.
    pub fn max_pressure(&self) -> Pressure {
        self.pressure
            .iter()
            .fold(Pressure::NONE, |max, &p| max.max_with(p))
    }

    /// The registers `value` takes (none for a value the function does not define).
    pub fn weight(&self, value: ValueKey) -> Pressure {
        self.number(value)
            .map_or(Pressure::NONE, |n| self.weights[n])
    }

    fn number(&self, value: ValueKey) -> Option<usize> {
        self.numbers.get(&value).copied()
    }

    /// Liveness and pressure of `function`, its blocks numbered as `cfg` numbers them.
    pub fn compute(function: &OperationRef, cfg: &Cfg, layout: &DataLayout) -> Self {
        let blocks = blocks_of(function);
        let mut liveness = Liveness::default();
        if blocks.len() != cfg.len() {
            return liveness;
        }
        let kernel = super::threads::is_kernel(function);
        let mut recomputes = Recomputes::default();
        if kernel && let Some(entry) = blocks.first() {
            for index in 0..entry.argument_count() {
                if let Ok(argument) = entry.argument(index) {
                    let value: Value = argument.into();
                    recomputes.depths.insert(value_key(&value), Some(0));
                }
            }
        }
        let summaries: Vec<BlockSummary> = blocks
            .iter()
            .enumerate()
            .map(|(index, block)| {
                liveness.summarize(block, layout, kernel && index == 0, &mut recomputes)
            })
            .collect();
        let count = liveness.values.len();
        liveness.live_in = vec![BitSet::new(count); blocks.len()];
        liveness.live_out = vec![BitSet::new(count); blocks.len()];
        liveness.solve(cfg, &summaries);
        liveness.pressure = summaries
            .iter()
            .enumerate()
            .map(|(index, summary)| liveness.block_pressure(index, summary))
            .collect();
        liveness
    }

    /// Numbers the values `block` defines and returns what it defines, what it uses before
    /// defining, and what each of its ops defines and uses.
    /// A kernel's parameters (`parameters`: the block is a kernel's entry) take no register:
    /// ptxas reads them from the constant bank where they are used.
    fn summarize(
        &mut self,
        block: &BlockRef,
        layout: &DataLayout,
        parameters: bool,
        recomputes: &mut Recomputes,
    ) -> BlockSummary {
        let mut summary = BlockSummary {
            defs: Vec::new(),
            exposed: Vec::new(),
            ops: Vec::new(),
        };
        for index in 0..block.argument_count() {
            if let Ok(argument) = block.argument(index) {
                let value: Value = argument.into();
                summary.defs.push(self.define(value, layout, parameters));
            }
        }
        let mut defined: FastSet<ValueKey> = summary.defs.iter().map(|&n| self.values[n]).collect();
        let mut op = block.first_operation();
        while let Some(current) = op {
            op = current.next_in_block();
            let uses: Vec<ValueKey> = used_values(&current).iter().map(value_key).collect();
            summary
                .exposed
                .extend(uses.iter().filter(|key| !defined.contains(key)));
            let free = takes_no_register(&current)
                || reads_constant_bank(&current)
                || is_symbol_offset(&current)
                // Counted first: melior prints the whole op into the error of an
                // out-of-range `result(0)`, which costs more than the analysis.
                || (current.result_count() == 1
                    && current
                        .result(0)
                        .is_ok_and(|r| recomputes.cheaply(r.into())));
            let mut results = Vec::with_capacity(current.result_count());
            for result in current.results() {
                let value: Value = result.into();
                let number = self.define(value, layout, free);
                results.push(number);
                defined.insert(value_key(&value));
            }
            summary.defs.extend(&results);
            summary.ops.push(OpSummary { results, uses });
        }
        summary
    }

    fn define(&mut self, value: Value, layout: &DataLayout, free: bool) -> usize {
        let key = value_key(&value);
        if let Some(&number) = self.numbers.get(&key) {
            return number;
        }
        let number = self.values.len();
        self.values.push(key);
        self.numbers.insert(key, number);
        self.weights.push(if free {
            Pressure::NONE
        } else {
            weight_of(value, layout)
        });
        number
    }

    /// Iterates `live_in = exposed ∪ (live_out − defs)`, `live_out = ∪ live_in(successors)`
    /// to the fixpoint, visiting blocks in post-order so most facts flow in one round.
    fn solve(&mut self, cfg: &Cfg, summaries: &[BlockSummary]) {
        let mut order = cfg.post_order();
        let mut seen = vec![false; cfg.len()];
        for &b in &order {
            seen[b] = true;
        }
        // Unreachable blocks too: a pass may still ask about them.
        order.extend((0..cfg.len()).filter(|&b| !seen[b]));
        let exposed: Vec<Vec<usize>> = summaries
            .iter()
            .map(|s| s.exposed.iter().filter_map(|&k| self.number(k)).collect())
            .collect();
        let mut changed = true;
        while changed {
            changed = false;
            for &block in &order {
                let mut out = BitSet::new(self.values.len());
                for &successor in cfg.successors(block) {
                    out.union_with(&self.live_in[successor]);
                }
                let mut live = out.clone();
                for &def in &summaries[block].defs {
                    live.remove(def);
                }
                for &used in &exposed[block] {
                    live.insert(used);
                }
                if live != self.live_in[block] || out != self.live_out[block] {
                    self.live_in[block] = live;
                    self.live_out[block] = out;
                    changed = true;
                }
            }
        }
    }

    /// The most registers live at once in block `index`: walking back from its live-out
    /// set, each op's results die above it and its operands come alive.
    fn block_pressure(&self, index: usize, summary: &BlockSummary) -> Pressure {
        let mut live = self.live_out[index].clone();
        let mut now = live
            .iter()
            .fold(Pressure::NONE, |total, n| total.plus(self.weights[n]));
        let mut max = now;
        for op in summary.ops.iter().rev() {
            for &n in &op.results {
                if live.remove(n) {
                    now = now.minus(self.weights[n]);
                }
            }
            for &n in op.uses.iter().filter_map(|key| self.numbers.get(key)) {
                if live.insert(n) {
                    now = now.plus(self.weights[n]);
                }
            }
            max = max.max_with(now);
        }
        max
    }
}

impl FunctionAnalysis for Liveness {
    const NAME: &'static str = "liveness";
    const READS: Reads = Reads::Body;
    fn compute(function: &OperationRef, analyses: &FunctionAnalyses) -> Self {
        Liveness::compute(
            function,
            &analyses.get::<Cfg>(function),
            &analyses.get::<DataLayout>(function),
        )
    }
}

/// What one block defines (arguments first, then results, as value numbers), the values it
/// uses before defining them, and each op's results and uses, in order.
struct BlockSummary {
    defs: Vec<usize>,
    exposed: Vec<ValueKey>,
    ops: Vec<OpSummary>,
}

/// The value numbers one op defines and the keys of the values it uses (numbered or not: a
/// value defined inside a nested region never is, and takes no register here).
struct OpSummary {
    results: Vec<usize>,
    uses: Vec<ValueKey>,
}

impl Pressure {
    const NONE: Pressure = Pressure {
        registers: 0,
        predicates: 0,
    };

    fn plus(self, other: Pressure) -> Pressure {
        Pressure {
            registers: self.registers + other.registers,
            predicates: self.predicates + other.predicates,
        }
    }

    fn minus(self, other: Pressure) -> Pressure {
        Pressure {
            registers: self.registers - other.registers,
            predicates: self.predicates - other.predicates,
        }
    }

    fn max_with(self, other: Pressure) -> Pressure {
        Pressure {
            registers: self.registers.max(other.registers),
            predicates: self.predicates.max(other.predicates),
        }
    }
}

/// An `i1` is a predicate; a pointer into shared memory one register (the data layout may make
/// it 64 bits, but ptxas addresses the shared window with 32-bit offsets); anything else takes
/// its size in 32-bit registers (at least one; an unsized value, such as a token, none).
pub(crate) fn weight_of(value: Value, layout: &DataLayout) -> Pressure {
    let ty = value.r#type();
    if kestrel_dialects::types::integer_width(value) == Some(1) {
        return Pressure {
            registers: 0,
            predicates: 1,
        };
    }
    if kestrel_dialects::types::pointer_address_space(ty).is_some_and(|space| space.is_shared()) {
        return Pressure {
            registers: 1,
            predicates: 0,
        };
    }
    let registers = layout.size_of_type(ty).map_or(0, |bytes| {
        u32::try_from(bytes.div_ceil(4).max(1)).unwrap_or(u32::MAX)
    });
    Pressure {
        registers,
        predicates: 0,
    }
}

/// Ops whose results PTX encodes as immediates or symbols in their users.
pub fn takes_no_register(op: &OperationRef) -> bool {
    matches!(
        op.name().as_string_ref().as_str(),
        Ok(names::CONSTANT | names::ADDRESSOF | names::ZERO | names::UNDEF | names::POISON)
    )
}

/// Loads ptxas folds into their users as constant-bank operands (`c[0x3][...]`): from
/// `__constant__` memory or the kernel-parameter space, at an address fixed at compile time
/// (a symbol plus constant offsets). Such a value need not sit in a register between its
/// load and its uses, however far apart they are.
pub fn reads_constant_bank(op: &OperationRef) -> bool {
    if op.name().as_string_ref().as_str() != Ok(names::LOAD) {
        return false;
    }
    let Ok(address) = op.operand(0) else {
        return false;
    };
    let in_constant_bank = kestrel_dialects::types::pointer_address_space(address.r#type())
        .is_some_and(|space| {
            matches!(
                space,
                kestrel_dialects::types::AddressSpace::Const
                    | kestrel_dialects::types::AddressSpace::Other(101)
            )
        });
    in_constant_bank && is_symbol_plus_constant(address)
}

/// The longest chain of integer ops ptxas is taken to recompute at its uses.
const RECOMPUTE_DEPTH: u8 = 2;

/// Values ptxas recomputes where they are used rather than hold in a register: a short
/// chain of integer or address arithmetic whose leaves are constants, kernel parameters or
/// constant-bank loads, all of which SASS instructions read as operands.
#[derive(Default)]
struct Recomputes {
    depths: FastMap<ValueKey, Option<u8>>,
}

impl Recomputes {
    fn cheaply(&mut self, value: Value) -> bool {
        self.depth(value)
            .is_some_and(|d| (1..=RECOMPUTE_DEPTH).contains(&d))
    }

    fn depth(&mut self, value: Value) -> Option<u8> {
        let key = value_key(&value);
        if let Some(&known) = self.depths.get(&key) {
            return known;
        }
        self.depths.insert(key, None);
        let depth = kestrel_dialects::values::defining_op(value).and_then(|op| {
            if takes_no_register(&op) || reads_constant_bank(&op) || is_symbol_offset(&op) {
                return Some(0);
            }
            if !is_cheap_integer_op(&op) {
                return None;
            }
            let mut deepest = 0u8;
            for operand in op.operands() {
                deepest = deepest.max(self.depth(operand)?);
            }
            (deepest < RECOMPUTE_DEPTH).then_some(deepest + 1)
        });
        self.depths.insert(key, depth);
        depth
    }
}

fn is_cheap_integer_op(op: &OperationRef) -> bool {
    matches!(
        op.name().as_string_ref().as_str(),
        Ok(names::ADD
            | names::SUB
            | names::MUL
            | names::SHL
            | names::OR
            | names::SEXT
            | names::ZEXT
            | names::TRUNC
            | names::GEP
            | "llvm.and"
            | "llvm.xor"
            | "llvm.lshr"
            | "llvm.ashr")
    )
}

/// A constant-index GEP on a symbol: PTX folds `symbol+offset` into the address operands of
/// the accesses that use it.
pub fn is_symbol_offset(op: &OperationRef) -> bool {
    is_offset_from(op, is_symbol_plus_constant)
}

/// A GEP whose result `is_base_plus_constant` accepts.
fn is_offset_from(op: &OperationRef, is_base_plus_constant: fn(Value) -> bool) -> bool {
    op.name().as_string_ref().as_str() == Ok(names::GEP)
        && op
            .result(0)
            .is_ok_and(|result| is_base_plus_constant(result.into()))
}

/// True when `address` is an `addressof` with only constant-index GEPs on top.
fn is_symbol_plus_constant(address: Value) -> bool {
    is_root_plus_constant(address, &|def| {
        def.name().as_string_ref().as_str() == Ok(names::ADDRESSOF)
    })
}

/// True when `address` is an op `is_root` accepts with only constant-index GEPs on top.
fn is_root_plus_constant(address: Value, is_root: &dyn Fn(&OperationRef) -> bool) -> bool {
    let mut current = address;
    loop {
        let Some(def) = kestrel_dialects::values::defining_op(current) else {
            return false;
        };
        if is_root(&def) {
            return true;
        }
        if def.name().as_string_ref().as_str() != Ok(names::GEP) || !has_constant_indices(&def) {
            return false;
        }
        match def.operand(0) {
            Ok(base) => current = base,
            Err(_) => return false,
        }
    }
}

/// `llvm.nvvm.internal.addrspace.wrap.p101.*` of an argument of the function: how LLVM 22's
/// NVPTX backend gives its IR passes a kernel's `byval` parameter, as a pointer into the
/// parameter space. In PTX it is the parameter's symbol, and a load at a constant offset from
/// it a constant-bank operand (heston_mc_call's parameter struct, whose fields the Philox keys
/// are computed from).
pub fn is_parameter_symbol(op: &OperationRef) -> bool {
    op.name().as_string_ref().as_str() == Ok(names::CALL_INTRINSIC)
        && kestrel_dialects::intrinsics::string_attribute(op, "intrin")
            .is_some_and(|name| name.starts_with("llvm.nvvm.internal.addrspace.wrap.p101."))
        && op
            .operand(0)
            .ok()
            .and_then(super::cfg::as_block_argument)
            .is_some_and(|(block, _)| {
                block
                    .parent_region()
                    .and_then(|region| region.first_block())
                    .is_some_and(|entry| entry == block)
            })
}

/// A load whose address is a `byval` kernel parameter's symbol plus constant offsets.
pub fn through_parameter_symbol(load: &OperationRef) -> bool {
    load.name().as_string_ref().as_str() == Ok(names::LOAD)
        && load.operand(0).is_ok_and(is_parameter_symbol_plus_constant)
}

/// A constant-index GEP on a `byval` kernel parameter's symbol: its address folds into the
/// `ld.param` that uses it, as a symbol offset does.
pub fn is_parameter_offset(op: &OperationRef) -> bool {
    is_offset_from(op, is_parameter_symbol_plus_constant)
}

/// True when `address` is a `byval` parameter's symbol with only constant-index GEPs on top.
fn is_parameter_symbol_plus_constant(address: Value) -> bool {
    is_root_plus_constant(address, &is_parameter_symbol)
}

/// True when every index of the GEP `gep` is a constant (inline or an `llvm.mlir.constant`).
fn has_constant_indices(gep: &OperationRef) -> bool {
    gep.operands().skip(1).all(|index| {
        kestrel_dialects::values::defining_op(index)
            .is_some_and(|def| def.name().as_string_ref().as_str() == Ok(names::CONSTANT))
    })
}

/// The values `op` uses: its operands and those of every op nested in its regions (values
/// defined inside the regions are never numbered, so only those from outside count).
fn used_values<'c, 'a>(op: &OperationRef<'c, 'a>) -> Vec<Value<'c, 'a>> {
    let mut used: Vec<Value> = op.operands().collect();
    let mut stack: Vec<OperationRef> = Vec::new();
    push_nested_ops(op, &mut stack);
    while let Some(nested) = stack.pop() {
        used.extend(nested.operands());
        push_nested_ops(&nested, &mut stack);
    }
    used
}

/// Pushes the ops directly inside `op`'s regions.
fn push_nested_ops<'c, 'a>(op: &OperationRef<'c, 'a>, stack: &mut Vec<OperationRef<'c, 'a>>) {
    for index in 0..op.region_count() {
        let mut block = region(op, index).and_then(|r| r.first_block());
        while let Some(current) = block {
            let mut next = current.first_operation();
            while let Some(nested) = next {
                stack.push(nested);
                next = nested.next_in_block();
            }
            block = current.next_in_region();
        }
    }
}

fn blocks_of<'c, 'a>(function: &OperationRef<'c, 'a>) -> Vec<BlockRef<'c, 'a>> {
    let mut blocks = Vec::new();
    let mut next = region(function, 0).and_then(|r| r.first_block());
    while let Some(block) = next {
        next = block.next_in_region();
        blocks.push(block);
    }
    blocks
}

/// A fixed-size set of value numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
struct BitSet {
    words: Vec<u64>,
}

impl BitSet {
    fn new(bits: usize) -> Self {
        Self {
            words: vec![0; bits.div_ceil(64)],
        }
    }

    fn contains(&self, bit: usize) -> bool {
        self.words
            .get(bit / 64)
            .is_some_and(|word| word & (1 << (bit % 64)) != 0)
    }

    /// Adds `bit`; true when it was not there.
    fn insert(&mut self, bit: usize) -> bool {
        let word = &mut self.words[bit / 64];
        let mask = 1 << (bit % 64);
        let added = *word & mask == 0;
        *word |= mask;
        added
    }

    /// Removes `bit`; true when it was there.
    fn remove(&mut self, bit: usize) -> bool {
        let word = &mut self.words[bit / 64];
        let mask = 1 << (bit % 64);
        let removed = *word & mask != 0;
        *word &= !mask;
        removed
    }

    fn union_with(&mut self, other: &BitSet) {
        for (word, theirs) in self.words.iter_mut().zip(&other.words) {
            *word |= theirs;
        }
    }

    fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.words.iter().enumerate().flat_map(|(index, &word)| {
            (0..64)
                .filter(move |bit| word & (1 << bit) != 0)
                .map(move |bit| index * 64 + bit)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use melior::ir::Module;

    /// Liveness of the first function of `text`, and the function's values by name of their
    /// defining op's position: `check(liveness, values)`, values in definition order.
    fn with_liveness(text: &str, check: impl FnOnce(&Liveness, &[ValueKey])) {
        let context = kestrel_dialects::new_context(false);
        let module = Module::parse(&context, text).expect("test IR parses");
        let function = module.body().first_operation().expect("a function");
        let analyses = FunctionAnalyses::default();
        let liveness = analyses.get::<Liveness>(&function);
        check(&liveness, &liveness.values);
    }

    // Block 0: %a (arg 0, ptr), %n (arg 1, i32); block 1: %i (arg), %p (i1); block 2: %x, %j.
    const LOOP: &str = r#"
llvm.func @f(%a: !llvm.ptr, %n: i32) {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^head(%zero : i32)
^head(%i: i32):
  %p = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %p, ^body, ^exit
^body:
  %x = llvm.load %a : !llvm.ptr -> f32
  %j = llvm.add %i, %one : i32
  llvm.store %x, %a : f32, !llvm.ptr
  llvm.br ^head(%j : i32)
^exit:
  llvm.return
}
"#;

    #[test]
    fn values_used_around_a_loop_are_live_through_it() {
        with_liveness(LOOP, |liveness, values| {
            let (a, n, one, i, j) = (values[0], values[1], values[3], values[4], values[7]);
            // Used in every iteration: live into and out of the header and the body.
            for value in [a, n, one] {
                assert!(liveness.is_live_in(1, value) && liveness.is_live_out(2, value));
            }
            // Nothing is live after the loop.
            assert!(liveness.live_in(3).is_empty() && liveness.live_out(3).is_empty());
            // The header's argument is defined there, not live into it; the next value is
            // passed by the body's branch and dies there.
            assert!(!liveness.is_live_in(1, i) && liveness.is_live_in(2, i));
            assert!(!liveness.is_live_out(2, j) && !liveness.is_live_in(1, j));
        });
    }

    #[test]
    fn pressure_counts_32_bit_registers_and_predicates_apart() {
        with_liveness(LOOP, |liveness, _| {
            // In the body, after the load: %a (2), %n, %i, %x (1 each); constants are free.
            assert_eq!(
                liveness.pressure(2),
                Pressure {
                    registers: 5,
                    predicates: 0
                }
            );
            // In the header: %a, %n, %i, and %p between the compare and the branch.
            assert_eq!(
                liveness.pressure(1),
                Pressure {
                    registers: 4,
                    predicates: 1
                }
            );
            assert_eq!(liveness.max_pressure().registers, 5);
        });
    }

    /// The registers [`Liveness`] gives the results of the ops at `positions` of the entry
    /// block of the function that follows one global in `text`.
    fn result_weights(text: &str, positions: &[usize]) -> Vec<u32> {
        let context = kestrel_dialects::new_context(false);
        let module = Module::parse(&context, text).expect("test IR parses");
        let function = module
            .body()
            .first_operation()
            .and_then(|global| global.next_in_block())
            .expect("the kernel");
        let liveness = FunctionAnalyses::default().get::<Liveness>(&function);
        let ops: Vec<_> = region(&function, 0)
            .and_then(|r| r.first_block())
            .map(|b| std::iter::successors(b.first_operation(), |op| op.next_in_block()).collect())
            .unwrap_or_default();
        positions
            .iter()
            .map(|&position| {
                let result: Value = ops[position].result(0).expect("a result").into();
                liveness.weight(value_key(&result)).registers
            })
            .collect()
    }

    #[test]
    fn constant_bank_reads_and_short_chains_on_them_take_no_register() {
        let text = r#"
llvm.mlir.global external constant @coeff(dense<0.0> : tensor<4xf32>) {addr_space = 4 : i32} : !llvm.array<4 x f32>
llvm.func @k(%p: !llvm.ptr<1>, %n: i32, %s: i32) attributes {nvvm.kernel} {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %four = llvm.mlir.constant(4 : i64) : i64
  %three = llvm.mlir.constant(3 : i32) : i32
  %base = llvm.mlir.addressof @coeff : !llvm.ptr<4>
  %at = llvm.getelementptr %base[%four] : (!llvm.ptr<4>, i64) -> !llvm.ptr<4>, i8
  %c = llvm.load %at : !llvm.ptr<4> -> f32
  %wide = llvm.sext %s : i32 to i64
  %scaled = llvm.mul %wide, %four : i64
  %deep = llvm.add %scaled, %scaled : i64
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %off = llvm.mul %tid, %three : i32
  llvm.br ^head(%zero : i32)
^head(%i: i32):
  %go = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %go, ^body, ^exit
^body:
  %q = llvm.getelementptr %p[%deep] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %r = llvm.getelementptr %q[%off] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  llvm.store %c, %r : f32, !llvm.ptr<1>
  %j = llvm.add %i, %three : i32
  llvm.br ^head(%j : i32)
^exit:
  llvm.return
}
"#;
        // %at (symbol + 4), %c (a constant-bank load), %wide and %scaled (one and two ops
        // from a parameter): free. %deep is three ops deep, %tid a special register, %off
        // an op on it: they take registers.
        assert_eq!(
            result_weights(text, &[4, 5, 6, 7, 8, 9, 10]),
            [0, 0, 0, 0, 2, 1, 1]
        );
    }

    #[test]
    fn a_shared_pointer_takes_one_register_whatever_the_layout_says() {
        let text = r#"
llvm.mlir.global internal @tile() {addr_space = 3 : i32} : !llvm.array<64 x f32>
llvm.func @k(%p: !llvm.ptr<1>, %n: i32) attributes {nvvm.kernel} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.sext %tid : i32 to i64
  %base = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %s = llvm.getelementptr %base[%t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
  %g = llvm.getelementptr %p[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %x = llvm.load %g : !llvm.ptr<1> -> f32
  llvm.store %x, %s : f32, !llvm.ptr<3>
  llvm.return
}
"#;
        // %s points into shared memory (64-bit in the default layout): one register, as ptxas
        // addresses the shared window; %g, a global pointer, two.
        assert_eq!(result_weights(text, &[3, 4]), [1, 2]);
    }
}
