//! The per-function analysis manager: one place a pass asks for facts about the function it
//! is rewriting, computed on first request, cached, and dropped when a rewrite may have made
//! them stale.
//!
//! The design follows MLIR's `AnalysisManager` and LLVM's new-PM `FunctionAnalysisManager`,
//! cut down to what a pass over one `llvm.func` needs:
//! - an analysis is a type implementing [`FunctionAnalysis`]; [`FunctionAnalyses::get`]
//!   returns the cached result or computes it, and an analysis asks the manager for the
//!   analyses it builds on (the loop forest asks for the CFG and the dominator tree), so each
//!   is computed once however many others and however many patterns use it;
//! - an analysis says what it [`Reads`]: the block structure only (CFG, dominators,
//!   post-dominators, loops) or the whole body (divergence, value definitions);
//! - the engine reports every counted rewrite with [`FunctionAnalyses::changed`], saying
//!   what the pass [`Preserved`]: a pass that declares its blocks preserved keeps the block
//!   analyses across rewrites, anything else drops everything. Nobody invalidates by hand, so
//!   no pass can forget to.
//!
//! Results hold block indices and value keys, never MLIR handles, so they outlive the
//! rewrites of the pass that computed them without dangling; a stale result is dropped, not
//! read. Debug builds check a declared block preservation: a cached block analysis handed out
//! after rewrites is checked against a fresh CFG.
//!
//! The manager lives for one pass on one function: MLIR's pass manager runs the next pass
//! (possibly not a Kestrel pass) on the IR in between, and nothing cheaper than recomputing
//! could prove a cached fact still true there.

use super::{
    cfg::Cfg,
    dominance::DomTree,
    iterations::Iterations,
    layout::DataLayout,
    loops::LoopForest,
    threads::{BlockShape, Divergence},
};
use melior::ir::OperationRef;
use std::{
    any::{Any, TypeId},
    cell::{Cell, RefCell},
    ops::Deref,
    rc::Rc,
};

/// What an analysis reads, so which changes make it stale.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reads {
    /// The blocks and the edges between them: stale only when blocks are created, erased or
    /// rewired.
    Blocks,
    /// Anything in the function: stale after any rewrite.
    Body,
}

/// What a pass's rewrites leave intact.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Preserved {
    /// Nothing is promised: every analysis is dropped.
    #[default]
    Nothing,
    /// No block is created, erased or rewired: [`Reads::Blocks`] analyses stay.
    Blocks,
}

/// A fact about a whole function that the manager computes and caches.
pub trait FunctionAnalysis: Any + Sized {
    /// The analysis's name in [`FunctionAnalyses::computed`].
    const NAME: &'static str;
    /// What it reads.
    const READS: Reads;
    /// Computes it for `function`, asking `analyses` for the analyses it builds on.
    fn compute(function: &OperationRef, analyses: &FunctionAnalyses) -> Self;
}

/// How deep the address normaliser follows an expression tree before it treats a value as
/// opaque, for every pass but common-base-elim (whose `cbe-max-depth` is a spec knob).
pub const DEFAULT_ADDRESS_DEPTH: usize = 16;

/// One cached result and the version of what it read when it was computed.
struct Slot {
    id: TypeId,
    version: u64,
    /// The body version at compute time: when it differs on a hit, the hit relies on a
    /// declared preservation (checked in debug builds).
    body_version: u64,
    value: Rc<dyn Any>,
}

/// The analyses of one function, for one pass.
#[derive(Default)]
pub struct FunctionAnalyses {
    body_version: Cell<u64>,
    block_version: Cell<u64>,
    slots: RefCell<Vec<Slot>>,
    computed: RefCell<Vec<(&'static str, u32)>>,
}

impl FunctionAnalyses {
    /// Analysis `A` of `function`: cached when nothing it reads has changed, else computed
    /// now. `function` must be the function this manager was made for.
    pub fn get<A: FunctionAnalysis>(&self, function: &OperationRef) -> Rc<A> {
        let version = self.version(A::READS);
        let id = TypeId::of::<A>();
        let hit = self
            .slots
            .borrow()
            .iter()
            .find(|slot| slot.id == id && slot.version == version)
            .map(|slot| (slot.value.clone(), slot.body_version));
        if let Some((value, body_version)) = hit {
            // A hit across rewrites relies on a declared block preservation.
            if cfg!(debug_assertions) && body_version != self.body_version.get() {
                self.check_blocks_preserved(function);
            }
            return value
                .downcast::<A>()
                .unwrap_or_else(|_| unreachable!("slots are keyed by type"));
        }
        // Not holding a borrow: computing `A` asks for the analyses it builds on.
        let value = Rc::new(A::compute(function, self));
        let mut slots = self.slots.borrow_mut();
        slots.retain(|slot| slot.id != id);
        slots.push(Slot {
            id,
            version,
            body_version: self.body_version.get(),
            value: value.clone(),
        });
        self.count_computed(A::NAME);
        value
    }

    /// Records one rewrite of the function: analyses that read what it may have changed are
    /// stale from now on.
    pub fn changed(&self, preserved: Preserved) {
        self.body_version.set(self.body_version.get() + 1);
        if preserved == Preserved::Nothing {
            self.block_version.set(self.block_version.get() + 1);
        }
    }

    /// A fresh address normaliser for `function` at the shared depth. Normalisers memoize per
    /// value, so each rewriting round takes a new one.
    pub fn normalizer(&self, function: &OperationRef) -> super::address::Normalizer {
        self.normalizer_at(function, DEFAULT_ADDRESS_DEPTH)
    }

    /// A fresh address normaliser at `depth`: for a pass whose own knob sets how deep it
    /// matches (common-base-elim's `cbe-max-depth`).
    pub fn normalizer_at(
        &self,
        function: &OperationRef,
        depth: usize,
    ) -> super::address::Normalizer {
        super::address::Normalizer::new((*self.get::<DataLayout>(function)).clone(), depth)
    }

    /// How many times each analysis has been computed, in first-computed order.
    pub fn computed(&self) -> Vec<(&'static str, u32)> {
        self.computed.borrow().clone()
    }

    fn version(&self, reads: Reads) -> u64 {
        match reads {
            Reads::Blocks => self.block_version.get(),
            Reads::Body => self.body_version.get(),
        }
    }

    fn count_computed(&self, name: &'static str) {
        let mut computed = self.computed.borrow_mut();
        match computed.iter_mut().find(|(seen, _)| *seen == name) {
            Some((_, count)) => *count += 1,
            None => computed.push((name, 1)),
        }
    }

    /// Panics when a cached CFG no longer matches the function: a pass declared its blocks
    /// preserved and changed them (a bug in Kestrel). Debug builds only.
    fn check_blocks_preserved(&self, function: &OperationRef) {
        let cached = self
            .slots
            .borrow()
            .iter()
            .find(|slot| slot.id == TypeId::of::<Cfg>())
            .map(|slot| slot.value.clone());
        if let Some(cached) = cached.and_then(|value| value.downcast::<Cfg>().ok()) {
            assert!(
                *cached == Cfg::of(function),
                "a pass that declares its blocks preserved changed them"
            );
        }
    }
}

impl FunctionAnalysis for Cfg {
    const NAME: &'static str = "cfg";
    const READS: Reads = Reads::Blocks;
    fn compute(function: &OperationRef, _: &FunctionAnalyses) -> Self {
        Cfg::of(function)
    }
}

/// The dominator tree of the function's CFG.
#[derive(Debug)]
pub struct Dominators(pub DomTree);

impl Deref for Dominators {
    type Target = DomTree;
    fn deref(&self) -> &DomTree {
        &self.0
    }
}

impl FunctionAnalysis for Dominators {
    const NAME: &'static str = "dominators";
    const READS: Reads = Reads::Blocks;
    fn compute(function: &OperationRef, analyses: &FunctionAnalyses) -> Self {
        Self(DomTree::dominators(&analyses.get::<Cfg>(function)))
    }
}

/// The post-dominator tree of the function's CFG (one virtual exit joins the real ones).
#[derive(Debug)]
pub struct PostDominators(pub DomTree);

impl Deref for PostDominators {
    type Target = DomTree;
    fn deref(&self) -> &DomTree {
        &self.0
    }
}

impl FunctionAnalysis for PostDominators {
    const NAME: &'static str = "post-dominators";
    const READS: Reads = Reads::Blocks;
    fn compute(function: &OperationRef, analyses: &FunctionAnalyses) -> Self {
        Self(DomTree::post_dominators(&analyses.get::<Cfg>(function)))
    }
}

impl FunctionAnalysis for LoopForest {
    const NAME: &'static str = "loops";
    const READS: Reads = Reads::Blocks;
    fn compute(function: &OperationRef, analyses: &FunctionAnalyses) -> Self {
        LoopForest::compute(
            &analyses.get::<Cfg>(function),
            &analyses.get::<Dominators>(function),
        )
    }
}

impl FunctionAnalysis for Iterations {
    const NAME: &'static str = "iterations";
    const READS: Reads = Reads::Body;
    fn compute(function: &OperationRef, analyses: &FunctionAnalyses) -> Self {
        Iterations::of(function, analyses)
    }
}

impl FunctionAnalysis for Divergence {
    const NAME: &'static str = "divergence";
    const READS: Reads = Reads::Body;
    fn compute(function: &OperationRef, analyses: &FunctionAnalyses) -> Self {
        Divergence::of(function, analyses)
    }
}

impl FunctionAnalysis for DataLayout {
    const NAME: &'static str = "data-layout";
    const READS: Reads = Reads::Body;
    fn compute(function: &OperationRef, _: &FunctionAnalyses) -> Self {
        DataLayout::of(function)
    }
}

impl FunctionAnalysis for BlockShape {
    const NAME: &'static str = "block-shape";
    const READS: Reads = Reads::Body;
    fn compute(function: &OperationRef, _: &FunctionAnalyses) -> Self {
        BlockShape::of(function)
    }
}
