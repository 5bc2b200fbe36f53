//! Thread-id awareness: special-register ranges, which values may differ between the threads
//! of a block (divergence), and when an address is injective in the thread id.
//!
//! Divergence is a forward fixpoint: thread ids, lane ids, loads, atomics, calls and the
//! arguments of non-kernel functions start divergent; an op with a divergent operand is
//! divergent. Block arguments are divergent if an incoming value is, and where threads that
//! took different paths meet (sync dependence): a branch on a divergent condition splits the
//! block's threads, and every block two of its successors both reach before its immediate
//! post-dominator (that one included) merges threads that came different ways, with
//! different values even when every incoming value is uniform. A loop left by a divergent
//! branch is left by different threads in different iterations, so every value defined in it
//! is divergent (temporal divergence: its last value differs per thread). In a function with
//! an irreducible cycle, or where the joins would cost too much to find, any divergent branch
//! makes every block argument divergent instead (coarser, equally sound).

use super::{
    address::{Address, Atom, Normalizer, Poly, Root},
    cfg::{Cfg, successor_operands},
    iterations::has_irreducible_cycle,
    loops::LoopForest,
    manager::{Dominators, FunctionAnalyses, PostDominators},
    memory::{has_identity, is_pure, is_pure_intrinsic_call},
};
use crate::analysis::fast_hash::FastSet;
use kestrel_dialects::{
    IntrinsicClass, classify,
    intrinsics::{Dim, SpecialRegister},
    keys::{ValueKey, value_key},
    names,
    values::{argument, operand, region},
};
use melior::ir::{
    BlockLike, BlockRef, OperationRef, RegionLike, Value, ValueLike, operation::OperationLike,
};
use std::rc::Rc;

/// Inclusive value range of a special register, given the largest thread id
/// (`scev-cgp-tid-max-value`, exclusive bound on `tid`, inclusive on `ntid`).
pub fn register_range(register: SpecialRegister, tid_max: i64) -> (i64, i64) {
    let grid_max = i64::from(i32::MAX);
    match register {
        SpecialRegister::Tid(_) => (0, tid_max - 1),
        SpecialRegister::Ntid(_) => (1, tid_max),
        SpecialRegister::Ctaid(_) => (0, grid_max - 1),
        SpecialRegister::Nctaid(_) => (1, grid_max),
        SpecialRegister::LaneId => (0, 31),
        SpecialRegister::WarpSize => (32, 32),
        SpecialRegister::OtherPure | SpecialRegister::Volatile => (i64::from(i32::MIN), grid_max),
    }
}

/// True when `function` is a kernel (`ptx_kernelcc` or an `nvvm.kernel` attribute).
pub fn is_kernel(function: &OperationRef) -> bool {
    function
        .attribute("CConv")
        .is_ok_and(kestrel_dialects::raw::is_ptx_kernel_cconv)
        || function.has_attribute("nvvm.kernel")
}

/// Values that may differ between the threads of one block.
#[derive(Clone, Debug, Default)]
pub struct Divergence {
    divergent: FastSet<ValueKey>,
    /// Some branch depends on a divergent value.
    divergent_branches: bool,
    /// Every block argument has been marked divergent (the coarse rule).
    all_arguments_divergent: bool,
    /// Blocks whose divergent branch has had its joins marked.
    joined: FastSet<usize>,
    /// Blocks (by [`Cfg`] index) ending in a branch on a divergent condition.
    divergent_branch_blocks: Vec<usize>,
    /// The function's arguments are the same in every thread: a kernel's, which the launch
    /// gives every thread alike. A device function's may differ per call (`f(&s[tid])`).
    uniform_arguments: bool,
}

impl Divergence {
    /// The divergence of every value in `function`, its block analyses computed for it
    /// alone.
    pub fn compute(function: &OperationRef) -> Self {
        Self::of(function, &FunctionAnalyses::default())
    }

    /// The divergence of every value in `function`, the block analyses taken from `analyses`.
    pub fn of(function: &OperationRef, analyses: &FunctionAnalyses) -> Self {
        let kernel = is_kernel(function);
        let mut analysis = Divergence {
            uniform_arguments: kernel,
            ..Divergence::default()
        };
        let Some(region) = region(function, 0) else {
            return analysis;
        };
        if let Some(entry) = region.first_block()
            && !kernel
        {
            for index in 0..entry.argument_count() {
                if let Some(argument) = argument(&entry, index) {
                    analysis.divergent.insert(value_key(&argument));
                }
            }
        }
        let structure = Structure::of(function, analyses);
        // Iterate to a fixpoint; each round visits every op once. Loops need more than one.
        loop {
            let before = (analysis.divergent.len(), analysis.divergent_branches);
            for (index, current) in structure.blocks.iter().enumerate() {
                let mut op = current.first_operation();
                while let Some(o) = op {
                    analysis.visit(&o, index);
                    op = o.next_in_block();
                }
            }
            analysis.mark_joins(&structure, &region);
            if (analysis.divergent.len(), analysis.divergent_branches) == before {
                break;
            }
        }
        analysis
    }

    /// Marks what the divergent branches found so far make divergent: the arguments of their
    /// join blocks and the values of the loops they leave (or, under the coarse rule, every
    /// block argument).
    fn mark_joins(&mut self, structure: &Structure, region: &melior::ir::RegionRef) {
        if self.all_arguments_divergent || !self.divergent_branches {
            return;
        }
        let pending: Vec<usize> = std::mem::take(&mut self.divergent_branch_blocks)
            .into_iter()
            .filter(|b| !self.joined.contains(b))
            .collect();
        let coarse = structure.irreducible || pending.contains(&UNKNOWN_BRANCH);
        let mut budget = MAX_JOIN_VISITS;
        let mut scratch = JoinScratch::new(structure.cfg.len());
        for &block in &pending {
            if coarse {
                break;
            }
            let Some(joins) = structure.joins(block, &mut budget, &mut scratch) else {
                self.mark_all_block_arguments(region);
                self.all_arguments_divergent = true;
                return;
            };
            for join in joins {
                self.mark_arguments(&structure.blocks[join]);
            }
            for lp in structure.loops.scopes().filter(|lp| lp.contains(block)) {
                let leaves = structure
                    .cfg
                    .successors(block)
                    .iter()
                    .any(|&s| !lp.contains(s));
                if leaves {
                    for inside in lp.blocks() {
                        self.mark_defined_in(&structure.blocks[inside]);
                    }
                }
            }
            self.joined.insert(block);
        }
        if coarse {
            self.mark_all_block_arguments(region);
            self.all_arguments_divergent = true;
        }
    }

    fn mark_arguments(&mut self, block: &BlockRef) {
        for index in 0..block.argument_count() {
            if let Some(argument) = argument(block, index) {
                self.divergent.insert(value_key(&argument));
            }
        }
    }

    fn mark_defined_in(&mut self, block: &BlockRef) {
        self.mark_arguments(block);
        let mut op = block.first_operation();
        while let Some(current) = op {
            op = current.next_in_block();
            for result in current.results() {
                self.divergent.insert(value_key(&result.into()));
            }
        }
    }

    fn visit(&mut self, op: &OperationRef, block: usize) {
        let name = op.name();
        let name = name.as_string_ref().as_str().unwrap_or("");
        let operand_divergent = op
            .operands()
            .any(|v| self.divergent.contains(&value_key(&v)));
        if op.successor_count() > 0 {
            self.visit_terminator(op, name, block);
            return;
        }
        let source = match classify(op) {
            Some(IntrinsicClass::SpecialRegister(register)) => {
                register.is_per_thread() || !register.is_cse_invariant()
            }
            Some(IntrinsicClass::Sync(_)) => false,
            None => is_divergence_source(op, name),
        };
        if source || operand_divergent {
            for result in op.results() {
                self.divergent.insert(value_key(&result.into()));
            }
        }
    }

    fn visit_terminator(&mut self, op: &OperationRef, name: &str, block: usize) {
        let condition_divergent = match name {
            names::COND_BR | names::SWITCH => {
                operand(op, 0).is_some_and(|c| self.divergent.contains(&value_key(&c)))
            }
            _ => false,
        };
        if condition_divergent && !self.joined.contains(&block) {
            self.divergent_branches = true;
            self.divergent_branch_blocks.push(block);
        }
        let Some(edges) = successor_operands(op) else {
            // An unknown terminator: its successors' arguments could be anything.
            self.divergent_branches = true;
            self.divergent_branch_blocks.push(UNKNOWN_BRANCH);
            return;
        };
        for (block, operands) in edges {
            for (index, operand) in operands.iter().enumerate() {
                if self.divergent.contains(&value_key(operand))
                    && let Some(argument) = argument(&block, index)
                {
                    self.divergent.insert(value_key(&argument));
                }
            }
        }
    }

    fn mark_all_block_arguments(&mut self, region: &melior::ir::RegionRef) {
        // Values defined on an irreducible cycle left by a divergent branch keep their
        // per-thread last values; block arguments carry every value that changes around a
        // cycle, and anything computed from them is divergent through its operands.
        let mut block = region
            .first_block()
            .and_then(|entry| entry.next_in_region());
        while let Some(current) = block {
            for index in 0..current.argument_count() {
                if let Some(argument) = argument(&current, index) {
                    self.divergent.insert(value_key(&argument));
                }
            }
            block = current.next_in_region();
        }
    }

    /// True when `value` may differ between threads of a block.
    pub fn is_divergent(&self, value: &Value) -> bool {
        self.divergent.contains(&value_key(value))
    }

    /// True when `key`'s value may differ between threads of a block.
    pub fn is_divergent_key(&self, key: ValueKey) -> bool {
        self.divergent.contains(&key)
    }

    /// True when the pointer `root` is the same in every thread of the block: a named global,
    /// a kernel argument, or a value no thread-dependent input reaches. Each thread's
    /// `alloca` is its own object, so never.
    pub fn root_is_uniform(&self, root: &Root) -> bool {
        match root {
            Root::Global(_) => true,
            Root::Argument(_) => self.uniform_arguments,
            Root::Alloca(_) => false,
            Root::Opaque(key) => !self.is_divergent_key(*key),
        }
    }

    /// True when some branch depends on a divergent value.
    pub fn has_divergent_branches(&self) -> bool {
        self.divergent_branches
    }
}

/// Stands for an unknown terminator among the divergent branches: its successors are unknown.
const UNKNOWN_BRANCH: usize = usize::MAX;

/// Block visits spent finding joins, per function, before the coarse rule takes over.
const MAX_JOIN_VISITS: usize = 1 << 20;

/// The block structure the join rule reads.
struct Structure<'c, 'a> {
    blocks: Vec<BlockRef<'c, 'a>>,
    cfg: Rc<Cfg>,
    post_dominators: Rc<PostDominators>,
    loops: Rc<LoopForest>,
    irreducible: bool,
}

impl<'c, 'a> Structure<'c, 'a> {
    fn of(function: &OperationRef<'c, 'a>, analyses: &FunctionAnalyses) -> Self {
        let cfg = analyses.get::<Cfg>(function);
        let dom = analyses.get::<Dominators>(function);
        let mut blocks = Vec::with_capacity(cfg.len());
        let mut next = region(function, 0).and_then(|r| r.first_block());
        while let Some(block) = next {
            next = block.next_in_region();
            blocks.push(block);
        }
        Self {
            loops: analyses.get::<LoopForest>(function),
            irreducible: has_irreducible_cycle(&cfg, &dom),
            post_dominators: analyses.get::<PostDominators>(function),
            blocks,
            cfg,
        }
    }

    /// The blocks where threads split by the branch ending `block` can meet again: those two
    /// distinct successors both reach, walking no further than the branch's immediate
    /// post-dominator (which is one of them when two reach it). `None` when `budget` runs out.
    fn joins(
        &self,
        block: usize,
        budget: &mut usize,
        scratch: &mut JoinScratch,
    ) -> Option<Vec<usize>> {
        let stop = self
            .post_dominators
            .idom(block)
            .filter(|&p| p < self.cfg.len());
        let mut successors = self.cfg.successors(block).to_vec();
        successors.sort_unstable();
        successors.dedup();
        scratch.clear();
        for (index, &start) in successors.iter().enumerate() {
            let mut stack = vec![start];
            scratch.visit(start, index);
            while let Some(current) = stack.pop() {
                *budget = budget.checked_sub(1)?;
                if Some(current) == stop {
                    continue;
                }
                for &next in self.cfg.successors(current) {
                    if scratch.visit(next, index) {
                        stack.push(next);
                    }
                }
            }
        }
        let mut joins = scratch.reached_twice();
        // Two edges of the branch into one block (`cond_br %c, ^b(%x), ^b(%y)`, a switch
        // with several cases to one block) meet there at once, with different arguments.
        let mut edges: Vec<usize> = self.blocks[block]
            .terminator()
            .map(|t| t.successors().filter_map(|s| self.cfg.index(&s)).collect())
            .unwrap_or_default();
        edges.sort_unstable();
        joins.extend(edges.windows(2).filter(|w| w[0] == w[1]).map(|w| w[0]));
        Some(joins)
    }
}

/// Per-block marks for [`Structure::joins`], kept between branches so each costs the blocks
/// it visits, not the function's size.
struct JoinScratch {
    /// How many successors' walks reached each block (saturating).
    reached_by: Vec<u8>,
    /// The last successor walk that visited each block.
    seen: Vec<usize>,
    touched: Vec<usize>,
}

impl JoinScratch {
    fn new(blocks: usize) -> Self {
        Self {
            reached_by: vec![0; blocks],
            seen: vec![usize::MAX; blocks],
            touched: Vec::new(),
        }
    }

    fn clear(&mut self) {
        for &block in &self.touched {
            self.reached_by[block] = 0;
            self.seen[block] = usize::MAX;
        }
        self.touched.clear();
    }

    /// Marks `block` reached by successor walk `walk`; true when this walk had not yet.
    fn visit(&mut self, block: usize, walk: usize) -> bool {
        if self.seen[block] == walk {
            return false;
        }
        if self.seen[block] == usize::MAX {
            self.touched.push(block);
        }
        self.seen[block] = walk;
        self.reached_by[block] = self.reached_by[block].saturating_add(1);
        true
    }

    fn reached_twice(&self) -> Vec<usize> {
        let mut joins: Vec<usize> = self
            .touched
            .iter()
            .copied()
            .filter(|&b| self.reached_by[b] >= 2)
            .collect();
        joins.sort_unstable();
        joins
    }
}

/// Ops whose result may differ per thread whatever their operands: everything but the ops
/// known to compute only from their operands (an allow list; memory reads, atomics, calls,
/// inline assembly, warp-level exchanges and anything unknown are sources), and a fresh
/// per-thread object or value (`alloca`, `undef`, `poison`, `freeze`). A load reads the same
/// value in every thread from a uniform address only where no thread can write the memory
/// while the kernel runs: constant memory, or a load marked `invariant`.
fn is_divergence_source(op: &OperationRef, name: &str) -> bool {
    match name {
        names::ALLOCA | "llvm.mlir.undef" | "llvm.mlir.poison" | "llvm.freeze" => true,
        names::LOAD => !is_invariant_load(op),
        names::CALL_INTRINSIC => !kestrel_dialects::intrinsics::string_attribute(op, "intrin")
            .is_some_and(|intrinsic| is_pure_intrinsic_call(&intrinsic)),
        _ => !is_pure(name),
    }
}

/// An op with one result and no regions whose value is a function of its operands alone, so a
/// copy of it, or the op moved, computes what the original did: a pure op that has no identity
/// ([`has_identity`]: not an `alloca` or a `freeze`), a plain load of memory nothing writes
/// while the kernel runs ([`is_invariant_load`], [`is_parameter_load`]), or a read of a special
/// register that is the same wherever it is read. What `rematerialize` may copy and `sink` may
/// move starts here; each narrows it further.
pub fn computes_from_operands_alone(op: &OperationRef) -> bool {
    if op.result_count() != 1 || op.region_count() != 0 {
        return false;
    }
    let name = op.name();
    let Ok(name) = name.as_string_ref().as_str() else {
        return false;
    };
    match name {
        names::LOAD => is_invariant_load(op) || is_parameter_load(op),
        _ if has_identity(name) => false,
        _ if is_pure(name) => true,
        _ => matches!(
            classify(op),
            Some(IntrinsicClass::SpecialRegister(register)) if register.is_cse_invariant()
        ),
    }
}

/// A plain load from memory nothing writes during the kernel.
pub fn is_invariant_load(op: &OperationRef) -> bool {
    let Some(load) = kestrel_dialects::Load::of(*op) else {
        return false;
    };
    if !load.is_plain() {
        return false;
    }
    let constant_space = operand(op, 0)
        .and_then(|pointer| kestrel_dialects::pointer_address_space(pointer.r#type()))
        == Some(kestrel_dialects::AddressSpace::Const);
    constant_space || op.has_attribute("invariant")
}

/// The three extents of launch bound `name` (`nvvm.reqntid`, `nvvm.maxntid`) on `function`
/// (missing ones 1), all positive: from the attribute as MLIR writes it (`array<i32: 64, 2>`)
/// or from the `passthrough` string LLVM IR imports as (`["nvvm.reqntid", "64,2"]`). The one
/// reader of launch bounds, so every pass sees the same block shape.
pub fn launch_bound(function: &OperationRef, name: &str) -> Option<[i64; 3]> {
    let text = match function.attribute(name) {
        Ok(attribute) => {
            let text = attribute.to_string();
            let body = text.strip_prefix("array<i32")?.strip_suffix('>')?;
            body.strip_prefix(':').unwrap_or(body).to_string()
        }
        Err(_) => passthrough(function, name)?,
    };
    let mut extents = [1i64; 3];
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    if parts.is_empty() || parts.len() > 3 {
        return None;
    }
    for (extent, part) in extents.iter_mut().zip(&parts) {
        *extent = part.parse().ok().filter(|e| *e > 0)?;
    }
    Some(extents)
}

/// The value of `["name", "value"]` in `function`'s `passthrough` list.
fn passthrough(function: &OperationRef, name: &str) -> Option<String> {
    let text = function.attribute("passthrough").ok()?.to_string();
    let key = format!("[\"{name}\", \"");
    let start = text.find(&key)? + key.len();
    let end = text[start..].find('"')?;
    Some(text[start..start + end].to_string())
}

/// What is known about the block's shape: `reqntid`/`maxntid` bounds per dimension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BlockShape {
    /// Upper bound on `ntid` per dimension (x, y, z); `None` when unknown.
    pub max_ntid: [Option<i64>; 3],
}

impl BlockShape {
    /// The exact block shape from the function's `nvvm.reqntid` attribute (missing trailing
    /// dimensions are 1). `nvvm.maxntid` bounds only the *product* of the dimensions, so it
    /// says nothing about any single one and is not used.
    pub fn of(function: &OperationRef) -> Self {
        Self {
            max_ntid: match launch_bound(function, "nvvm.reqntid") {
                Some(exact) => exact.map(Some),
                None => [None, None, None],
            },
        }
    }

    /// True when the block is provably one-dimensional (`ntid.y == ntid.z == 1`).
    pub fn is_one_dimensional(&self) -> bool {
        self.max_ntid[1] == Some(1) && self.max_ntid[2] == Some(1)
    }
}

/// The thread-id atom of a monomial factor: `tid.d` itself or an extension of it.
fn tid_dimension(normalizer: &Normalizer, atom: &Atom) -> Option<Dim> {
    let register = match atom {
        Atom::Value(_) => normalizer.special_register(atom),
        Atom::Ext { inner, .. } => match inner.terms().collect::<Vec<_>>().as_slice() {
            [(monomial, 1)] if monomial.len() == 1 => normalizer.special_register(&monomial[0]),
            _ => None,
        },
        Atom::Trunc { .. } => None,
    };
    match register? {
        SpecialRegister::Tid(dim) => Some(dim),
        _ => None,
    }
}

/// How a byte offset depends on the thread id: `uniform + coefficient * tid.x` where every
/// other term is block-uniform. `None` when it depends on the thread in any other way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThreadLinear {
    pub uniform: Poly,
    /// The stride between consecutive `tid.x`; zero when the offset does not depend on tid.
    pub coefficient: i128,
}

/// Splits `offset` into a uniform part and a `tid.x` term. Terms mentioning `tid.y`/`tid.z`,
/// divergent values, or `tid.x` non-linearly make it `None`.
pub fn thread_linear(
    offset: &Poly,
    normalizer: &Normalizer,
    divergence: &Divergence,
) -> Option<ThreadLinear> {
    let mut uniform = Poly::zero(offset.width());
    let mut coefficient = 0i128;
    for (monomial, c) in offset.terms() {
        let dims: Vec<Option<Dim>> = monomial
            .iter()
            .map(|a| tid_dimension(normalizer, a))
            .collect();
        let tid_count = dims.iter().filter(|d| d.is_some()).count();
        match (monomial.as_slice(), tid_count) {
            ([_], 1) if dims[0] == Some(Dim::X) => coefficient = coefficient.wrapping_add(c),
            (_, 0) if monomial.iter().all(|a| atom_is_uniform(a, divergence)) => {
                uniform = uniform.add(&monomial_poly(offset.width(), monomial, c));
            }
            _ => return None,
        }
    }
    Some(ThreadLinear {
        uniform,
        coefficient,
    })
}

fn monomial_poly(width: u32, monomial: &[Atom], coefficient: i128) -> Poly {
    monomial
        .iter()
        .fold(Poly::constant(width, coefficient), |acc, atom| {
            acc.mul(&Poly::atom(width, atom.clone())).unwrap_or(acc)
        })
}

fn atom_is_uniform(atom: &Atom, divergence: &Divergence) -> bool {
    match atom {
        Atom::Value(key) => !divergence.is_divergent_key(*key),
        Atom::Ext { inner, .. } | Atom::Trunc { inner } => inner
            .terms()
            .all(|(m, _)| m.iter().all(|a| atom_is_uniform(a, divergence))),
    }
}

/// What a thread-privacy proof needs to know about the function.
#[derive(Clone, Copy)]
pub struct ThreadFacts<'f> {
    pub normalizer: &'f Normalizer,
    pub divergence: &'f Divergence,
    pub shape: BlockShape,
    /// `scev-cgp-tid-max-value`: thread ids are below this.
    pub tid_max: i64,
}

/// True when two accesses — `a` and `b`, each an address and a size in bytes, made by two
/// *different* threads of one block — can never touch the same byte. Proven when both are
/// `R + U + k*tid.x` with the same block-uniform root `R` (a root that differs per thread,
/// `&s[tid]` passed to a device function or a `select` of per-thread pointers, proves
/// nothing), the same uniform `U` and stride `k`, `|k|` at least the larger access, the block
/// is one-dimensional (else threads differing only in `tid.y` collide), and no offset can
/// wrap (`|k| * tid_max` far below `2^(width-1)`). The caller must know that `U`'s atoms hold
/// one value at both accesses (see `iterations`).
pub fn thread_private_pair(a: (&Address, u64), b: (&Address, u64), facts: ThreadFacts) -> bool {
    let ((a, size_a), (b, size_b)) = (a, b);
    if a.root != b.root
        || !facts.divergence.root_is_uniform(&a.root)
        || !facts.shape.is_one_dimensional()
    {
        return false;
    }
    let (Some(la), Some(lb)) = (
        thread_linear(&a.offset, facts.normalizer, facts.divergence),
        thread_linear(&b.offset, facts.normalizer, facts.divergence),
    ) else {
        return false;
    };
    let stride = la.coefficient;
    let widest = i128::from(size_a.max(size_b));
    let span = stride
        .unsigned_abs()
        .saturating_mul(facts.tid_max.unsigned_abs() as u128);
    la.uniform == lb.uniform
        && stride == lb.coefficient
        && stride != 0
        && stride.abs() >= widest
        && span < (1u128 << (a.offset.width().saturating_sub(2)).min(126))
}

/// The divergence of the block argument or op result `value` (convenience for callers that
/// hold a value rather than a key).
pub fn defining_op<'c, 'a>(value: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    kestrel_dialects::values::defining_op(value)
}

/// A plain load from the kernel-parameter space (101, which NVPTX's argument lowering makes
/// kernel parameters read through; a parameter the kernel writes gets a local copy first), so
/// from memory nothing writes while the kernel runs.
pub fn is_parameter_load(op: &OperationRef) -> bool {
    let Some(load) = kestrel_dialects::Load::of(*op) else {
        return false;
    };
    load.is_plain()
        && op
            .operand(0)
            .ok()
            .and_then(|pointer| kestrel_dialects::pointer_address_space(pointer.r#type()))
            == Some(kestrel_dialects::AddressSpace::Other(PARAMETER_SPACE))
}

/// NVPTX's kernel-parameter address space.
const PARAMETER_SPACE: u32 = 101;
