//! One table for the NVVM intrinsic families, in both spellings.
//!
//! LLVM 22 IR imported into MLIR spells a barrier as
//! `llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"`, while IR built in MLIR uses
//! NVVM ops such as `nvvm.barrier0`. Older intrinsic names (`llvm.nvvm.barrier0`,
//! `llvm.nvvm.bar.sync`, `llvm.nvvm.membar.cta`) are auto-upgraded by LLVM's parser but may
//! still appear in hand-written MLIR. Every pass asks this module, never matches names itself.

use crate::names;
use melior::ir::{Attribute, OperationRef, attribute::StringAttribute, operation::OperationLike};

/// What an operation is, as far as the GPU passes care.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntrinsicClass {
    /// A synchronisation or ordering operation.
    Sync(SyncKind),
    /// A read of a PTX special register.
    SpecialRegister(SpecialRegister),
}

/// The synchronisation families.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SyncKind {
    /// A CTA-wide barrier that waits (`bar.sync`, `barrier.sync`, `__syncthreads`), with or
    /// without a barrier id and thread count. Dead-sync-elim may delete these.
    CtaBarrier,
    /// A CTA barrier that also reduces a predicate (`barrier0.and/or/popc`,
    /// `barrier.cta.red.*`): it produces a value, so it is never deleted.
    CtaBarrierReduction,
    /// `bar.arrive` / `barrier.cta.arrive*`: signals without waiting.
    CtaBarrierArrive,
    /// Cluster-wide arrive/wait (sm_90+).
    ClusterBarrier,
    /// A memory fence or membar (`membar.*`, `fence.*`, `llvm.fence`). Dead-sync-elim may
    /// delete these.
    Fence,
    /// Sync-like operations whose effects the passes do not model; never deleted.
    Exempt(ExemptKind),
}

/// Why a sync-like operation is exempt from deletion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExemptKind {
    /// `exit`: ends the thread; ordering before it must survive.
    Exit,
    /// `trap`: aborts the grid.
    Trap,
    /// `bar.warp.sync`: lane convergence within a warp.
    WarpSync,
    /// `cp.async.bulk.wait_group*`: waits for the bulk-copy engine.
    BulkCopyWait,
    /// `cluster.arrive.relaxed`: cluster handshake without memory ordering.
    ClusterArriveRelaxed,
}

impl SyncKind {
    /// True for the family dead-sync-elim may delete: waiting CTA barriers and fences.
    pub fn is_deletable_family(self) -> bool {
        matches!(self, Self::CtaBarrier | Self::Fence)
    }

    /// True when the operation orders memory between threads or against this thread's later
    /// accesses, so a memory-value table (early-cse's generation) must be invalidated at it.
    pub fn orders_memory(self) -> bool {
        !matches!(self, Self::Exempt(ExemptKind::WarpSync))
    }

    /// True for the CTA barriers that make all threads of the block wait.
    pub fn is_cta_barrier(self) -> bool {
        matches!(self, Self::CtaBarrier | Self::CtaBarrierReduction)
    }
}

/// Special registers. The invariant ones (same value for the whole kernel run of a thread)
/// can be CSE'd function-wide; clocks and timers cannot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpecialRegister {
    Tid(Dim),
    Ntid(Dim),
    Ctaid(Dim),
    Nctaid(Dim),
    LaneId,
    WarpSize,
    /// Another invariant register (`smid`, `warpid`, cluster ids, `lanemask.*`, ...). `warpid`
    /// and `smid` can change under preemption; they are still not memory and are kept apart
    /// from the CSE-able set by [`SpecialRegister::is_cse_invariant`].
    OtherPure,
    /// `clock`, `clock64`, `globaltimer`: a new value at every read.
    Volatile,
}

/// A grid or block dimension.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dim {
    X,
    Y,
    Z,
}

impl SpecialRegister {
    /// True for the registers whose value cannot change during a thread's execution, so two
    /// reads anywhere in a function may be merged: tid, ntid, ctaid, nctaid, laneid, warpsize.
    pub fn is_cse_invariant(self) -> bool {
        !matches!(self, Self::OtherPure | Self::Volatile)
    }

    /// True when the value differs between threads of one block (tid, laneid).
    pub fn is_per_thread(self) -> bool {
        matches!(self, Self::Tid(_) | Self::LaneId)
    }

    /// Parses the register part of `tid.x`, `ntid.y`, `clock64`, ...
    pub fn from_register_name(register: &str) -> Self {
        let dim = |suffix: &str| match suffix {
            "x" => Some(Dim::X),
            "y" => Some(Dim::Y),
            "z" => Some(Dim::Z),
            _ => None,
        };
        let split = register.split_once('.');
        match split {
            Some(("tid", d)) if dim(d).is_some() => Self::Tid(dim(d).unwrap_or(Dim::X)),
            Some(("ntid", d)) if dim(d).is_some() => Self::Ntid(dim(d).unwrap_or(Dim::X)),
            Some(("ctaid", d)) if dim(d).is_some() => Self::Ctaid(dim(d).unwrap_or(Dim::X)),
            Some(("nctaid", d)) if dim(d).is_some() => Self::Nctaid(dim(d).unwrap_or(Dim::X)),
            _ => match register {
                "laneid" => Self::LaneId,
                "warpsize" => Self::WarpSize,
                "clock" | "clock64" | "globaltimer" | "globaltimer.lo" => Self::Volatile,
                _ => Self::OtherPure,
            },
        }
    }
}

/// Classifies an operation: an NVVM dialect op, an `llvm.call_intrinsic`, an `llvm.call` of an
/// `llvm.nvvm.*` declaration, or an `llvm.fence`. `None` for everything else.
pub fn classify(op: &OperationRef) -> Option<IntrinsicClass> {
    let name = op.name();
    let name = name.as_string_ref().as_str().ok()?;
    match name {
        names::CALL_INTRINSIC => {
            let intrinsic = string_attribute(op, "intrin")?;
            classify_intrinsic_name(&intrinsic)
        }
        names::CALL => {
            let callee = callee_name(op)?;
            classify_intrinsic_name(&callee)
        }
        names::FENCE => Some(IntrinsicClass::Sync(SyncKind::Fence)),
        _ => {
            let nvvm = name.strip_prefix(names::NVVM_PREFIX)?;
            classify_nvvm_op(nvvm, op.result_count())
        }
    }
}

/// Classifies an LLVM intrinsic name such as `llvm.nvvm.barrier.cta.sync.aligned.all`.
pub fn classify_intrinsic_name(intrinsic: &str) -> Option<IntrinsicClass> {
    use IntrinsicClass::{SpecialRegister as Sreg, Sync};
    if intrinsic == "llvm.trap" {
        return Some(Sync(SyncKind::Exempt(ExemptKind::Trap)));
    }
    let nvvm = intrinsic.strip_prefix("llvm.nvvm.")?;
    if let Some(register) = nvvm.strip_prefix("read.ptx.sreg.") {
        return Some(Sreg(SpecialRegister::from_register_name(register)));
    }
    let kind = match nvvm {
        "exit" => SyncKind::Exempt(ExemptKind::Exit),
        "trap" => SyncKind::Exempt(ExemptKind::Trap),
        "bar.warp.sync" => SyncKind::Exempt(ExemptKind::WarpSync),
        "barrier0" | "bar.sync" | "barrier" | "barrier.n" | "barrier.sync" | "barrier.sync.cnt" => {
            SyncKind::CtaBarrier
        }
        "barrier0.and" | "barrier0.or" | "barrier0.popc" => SyncKind::CtaBarrierReduction,
        "bar.arrive" | "barrier.arrive" => SyncKind::CtaBarrierArrive,
        _ if nvvm.starts_with("cp.async.bulk.wait_group") => {
            SyncKind::Exempt(ExemptKind::BulkCopyWait)
        }
        _ if nvvm.starts_with("barrier.cluster.arrive.relaxed") => {
            SyncKind::Exempt(ExemptKind::ClusterArriveRelaxed)
        }
        _ if nvvm.starts_with("barrier.cluster.") => SyncKind::ClusterBarrier,
        _ if nvvm.starts_with("barrier.cta.sync") => SyncKind::CtaBarrier,
        _ if nvvm.starts_with("barrier.cta.red") => SyncKind::CtaBarrierReduction,
        _ if nvvm.starts_with("barrier.cta.arrive") => SyncKind::CtaBarrierArrive,
        _ if nvvm.starts_with("membar.") || nvvm.starts_with("fence.") => SyncKind::Fence,
        _ => return None,
    };
    Some(Sync(kind))
}

fn classify_nvvm_op(nvvm: &str, result_count: usize) -> Option<IntrinsicClass> {
    use IntrinsicClass::{SpecialRegister as Sreg, Sync};
    if let Some(register) = nvvm.strip_prefix("read.ptx.sreg.") {
        return Some(Sreg(SpecialRegister::from_register_name(register)));
    }
    let kind = match nvvm {
        // `nvvm.barrier` may carry a reduction and then yields its result.
        "barrier0" | "barrier" if result_count > 0 => SyncKind::CtaBarrierReduction,
        "barrier0" | "barrier" => SyncKind::CtaBarrier,
        "barrier.arrive" => SyncKind::CtaBarrierArrive,
        "bar.warp.sync" => SyncKind::Exempt(ExemptKind::WarpSync),
        "exit" => SyncKind::Exempt(ExemptKind::Exit),
        "cluster.arrive.relaxed" => SyncKind::Exempt(ExemptKind::ClusterArriveRelaxed),
        "cluster.arrive" | "cluster.wait" => SyncKind::ClusterBarrier,
        "cp.async.bulk.wait_group" => SyncKind::Exempt(ExemptKind::BulkCopyWait),
        "memory.barrier" => SyncKind::Fence,
        _ if nvvm.starts_with("fence.") => SyncKind::Fence,
        _ => return None,
    };
    Some(Sync(kind))
}

/// The threads for which a fence orders this thread's memory accesses, narrowest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FenceScope {
    /// The thread's own block (`membar.cta`, `fence.*.cta`, syncscope `"block"`).
    Cta,
    /// The thread's cluster (`fence.sc.cluster`, syncscope `"cluster"`).
    Cluster,
    /// The whole GPU (`membar.gl`, `fence.*.gpu`, syncscope `"device"`).
    Gpu,
    /// The GPU, the host and peer devices (`membar.sys`, `fence.*.sys`, no syncscope).
    System,
}

/// Which of this thread's accesses a fence orders against which.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FenceSemantics {
    /// Earlier reads before everything later.
    Acquire,
    /// Everything earlier before later writes.
    Release,
    /// Both (`fence.acq_rel`).
    AcqRel,
    /// Both, and one total order over all such fences (`fence.sc`; `membar` is `fence.sc`).
    SeqCst,
}

impl FenceSemantics {
    /// True when a fence with these semantics orders at least what one with `other` orders.
    pub fn includes(self, other: Self) -> bool {
        match self {
            Self::SeqCst => true,
            Self::AcqRel => other != Self::SeqCst,
            Self::Acquire | Self::Release => self == other,
        }
    }
}

/// The ordering a sync gives between this thread's memory accesses before and after it, as
/// seen by every thread of `scope`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FenceOrdering {
    pub scope: FenceScope,
    pub semantics: FenceSemantics,
}

impl FenceOrdering {
    /// True when a sync with this ordering gives every ordering `other` gives: at least its
    /// scope and at least its semantics.
    pub fn covers(self, other: Self) -> bool {
        self.scope >= other.scope && self.semantics.includes(other.semantics)
    }
}

/// The ordering `op` gives every thread of a scope between this thread's accesses before and
/// after it. Thread fences in every spelling (`membar.*`, `fence.{sc,acq_rel}.<scope>`,
/// `nvvm.memory.barrier`, `nvvm.fence.sc.cluster`, `llvm.fence` with its syncscope and
/// ordering), and a CTA barrier that waits for every thread of the block (it orders the
/// block's accesses before it against those after it, as `fence.sc.cta` would). `None` for
/// everything else, whose ordering no pass may rely on or replace: proxy fences (they order
/// one thread's accesses across proxies, not threads), `sync_restrict` and `mbarrier_init`
/// fences, `singlethread` and unknown syncscopes, barriers with a thread count (they order
/// only the threads that take part), arrives, cluster barriers.
pub fn fence_ordering(op: &OperationRef) -> Option<FenceOrdering> {
    let Some(IntrinsicClass::Sync(kind)) = classify(op) else {
        return None;
    };
    let name = op.name();
    let name = name.as_string_ref().as_str().ok()?;
    let cta_barrier = FenceOrdering {
        scope: FenceScope::Cta,
        semantics: FenceSemantics::SeqCst,
    };
    match (kind, name) {
        (SyncKind::Fence, names::FENCE) => llvm_fence_ordering(op),
        (SyncKind::CtaBarrier | SyncKind::CtaBarrierReduction | SyncKind::Fence, _) => {
            if let Some(intrinsic) = intrinsic_name(op) {
                let nvvm = intrinsic.strip_prefix("llvm.nvvm.")?;
                return if kind == SyncKind::Fence {
                    nvvm_fence_ordering(nvvm)
                } else {
                    (!is_counted_barrier(nvvm)).then_some(cta_barrier)
                };
            }
            match name.strip_prefix(names::NVVM_PREFIX)? {
                // `nvvm.memory.barrier #nvvm.mem_scope<gpu>` is `membar.gl`.
                "memory.barrier" => {
                    let scope = op.attribute("scope").ok()?.to_string();
                    let scope = scope.rsplit_once('<')?.1.trim_end_matches('>');
                    nvvm_fence_ordering(&format!("membar.{scope}"))
                }
                "fence.sc.cluster" => nvvm_fence_ordering("fence.sc.cluster"),
                // An `nvvm.barrier` with a thread count (its second operand) waits for only
                // part of the block.
                "barrier0" => Some(cta_barrier),
                "barrier" => (op.operand_count() < 2).then_some(cta_barrier),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The ordering of an `llvm.nvvm.*` fence, named without its `llvm.nvvm.` prefix.
fn nvvm_fence_ordering(nvvm: &str) -> Option<FenceOrdering> {
    let scope = |name: &str| match name {
        "cta" => Some(FenceScope::Cta),
        "cluster" => Some(FenceScope::Cluster),
        "gpu" | "gl" => Some(FenceScope::Gpu),
        "sys" => Some(FenceScope::System),
        _ => None,
    };
    let (semantics, scope_name) = if let Some(rest) = nvvm.strip_prefix("membar.") {
        (FenceSemantics::SeqCst, rest)
    } else if let Some(rest) = nvvm.strip_prefix("fence.sc.") {
        (FenceSemantics::SeqCst, rest)
    } else if let Some(rest) = nvvm.strip_prefix("fence.acq_rel.") {
        (FenceSemantics::AcqRel, rest)
    } else {
        return None;
    };
    Some(FenceOrdering {
        scope: scope(scope_name)?,
        semantics,
    })
}

/// True for a CTA barrier or barrier reduction without `.aligned`: PTX's `barrier.sync` and
/// `barrier.red` (sm_70 on) may be completed by threads waiting at *different* instructions
/// with the same id, so which accesses a barrier separates is no longer a matter of the
/// paths through one instruction. `__syncthreads` (`barrier0`, `bar.sync`,
/// `barrier.cta.sync.aligned.*`) and the NVVM dialect's `nvvm.barrier0`/`nvvm.barrier`
/// (lowered to the aligned forms) are aligned: every thread executes the same instruction.
pub fn is_unaligned_cta_barrier(op: &OperationRef) -> bool {
    let Some(IntrinsicClass::Sync(SyncKind::CtaBarrier | SyncKind::CtaBarrierReduction)) =
        classify(op)
    else {
        return false;
    };
    let Some(nvvm) =
        intrinsic_name(op).and_then(|name| name.strip_prefix("llvm.nvvm.").map(str::to_string))
    else {
        return false;
    };
    matches!(nvvm.as_str(), "barrier.sync" | "barrier.sync.cnt")
        || ((nvvm.starts_with("barrier.cta.sync") || nvvm.starts_with("barrier.cta.red"))
            && !nvvm.contains(".aligned"))
}

/// True for a libdevice function (`__nv_sinf`, ...): declared in the module and linked from
/// NVIDIA's bitcode later, per-thread math with no barrier, shuffle or vote (CUDA 13's
/// libdevice.10.bc has no convergent function; its inline asm is arithmetic).
pub fn is_libdevice(callee: &str) -> bool {
    callee.starts_with("__nv_")
}

/// True for the barrier intrinsics (named without `llvm.nvvm.`) that take a thread count.
fn is_counted_barrier(nvvm: &str) -> bool {
    nvvm == "barrier" || nvvm.ends_with(".cnt") || nvvm.contains(".count")
}

/// `llvm.fence [syncscope(...)] <ordering>`: the scope from the syncscope (none is system,
/// as in LLVM), the semantics from the ordering.
fn llvm_fence_ordering(op: &OperationRef) -> Option<FenceOrdering> {
    let scope = match string_attribute(op, "syncscope").as_deref() {
        None | Some("") => FenceScope::System,
        Some("device") => FenceScope::Gpu,
        Some("cluster") => FenceScope::Cluster,
        Some("block") => FenceScope::Cta,
        Some(_) => return None,
    };
    let ordering = op.attribute("ordering").ok()?;
    let ordering = melior::ir::attribute::IntegerAttribute::try_from(ordering).ok()?;
    // LLVM's AtomicOrdering numbering.
    let semantics = match ordering.value() {
        4 => FenceSemantics::Acquire,
        5 => FenceSemantics::Release,
        6 => FenceSemantics::AcqRel,
        7 => FenceSemantics::SeqCst,
        _ => return None,
    };
    Some(FenceOrdering { scope, semantics })
}

/// The intrinsic an `llvm.call_intrinsic` or a direct `llvm.call` names.
fn intrinsic_name(op: &OperationRef) -> Option<String> {
    let name = op.name();
    match name.as_string_ref().as_str().ok()? {
        names::CALL_INTRINSIC => string_attribute(op, "intrin"),
        names::CALL => callee_name(op),
        _ => None,
    }
}

/// The value of a string attribute, if `op` has one named `name`.
pub fn string_attribute(op: &OperationRef, name: &str) -> Option<String> {
    let attribute: Attribute = op.attribute(name).ok()?;
    let string = StringAttribute::try_from(attribute).ok()?;
    Some(string.value().to_string())
}

/// The callee symbol of a direct `llvm.call` (`@foo` -> `foo`).
pub fn callee_name(op: &OperationRef) -> Option<String> {
    let attribute = op.attribute("callee").ok()?;
    if let Some(name) = crate::raw::flat_symbol_name(attribute) {
        return Some(name);
    }
    let text = attribute.to_string();
    Some(text.trim_start_matches('@').trim_matches('"').to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sync(name: &str) -> Option<SyncKind> {
        match classify_intrinsic_name(name)? {
            IntrinsicClass::Sync(kind) => Some(kind),
            IntrinsicClass::SpecialRegister(_) => None,
        }
    }

    #[test]
    fn cta_barriers_in_every_intrinsic_spelling() {
        for name in [
            "llvm.nvvm.barrier0",
            "llvm.nvvm.bar.sync",
            "llvm.nvvm.barrier.sync",
            "llvm.nvvm.barrier.sync.cnt",
            "llvm.nvvm.barrier.cta.sync.aligned.all",
            "llvm.nvvm.barrier.cta.sync.aligned.count",
            "llvm.nvvm.barrier.cta.sync.all",
            "llvm.nvvm.barrier.cta.sync.count",
        ] {
            assert_eq!(sync(name), Some(SyncKind::CtaBarrier), "{name}");
        }
    }

    #[test]
    fn reductions_and_arrives_are_not_plain_barriers() {
        assert_eq!(
            sync("llvm.nvvm.barrier0.popc"),
            Some(SyncKind::CtaBarrierReduction)
        );
        assert_eq!(
            sync("llvm.nvvm.barrier.cta.red.and.aligned.all"),
            Some(SyncKind::CtaBarrierReduction)
        );
        assert_eq!(
            sync("llvm.nvvm.barrier.cta.arrive.aligned.count"),
            Some(SyncKind::CtaBarrierArrive)
        );
    }

    #[test]
    fn fences_and_membars() {
        for name in [
            "llvm.nvvm.membar.cta",
            "llvm.nvvm.membar.gl",
            "llvm.nvvm.membar.sys",
            "llvm.nvvm.fence.sc.cluster",
            "llvm.nvvm.fence.proxy.tensormap_generic.release.cta",
        ] {
            assert_eq!(sync(name), Some(SyncKind::Fence), "{name}");
        }
    }

    #[test]
    fn fence_scopes_and_semantics() {
        let ordering = |scope, semantics| Some(FenceOrdering { scope, semantics });
        use FenceScope::{Cluster, Cta, Gpu, System};
        use FenceSemantics::{AcqRel, SeqCst};
        assert_eq!(nvvm_fence_ordering("membar.cta"), ordering(Cta, SeqCst));
        assert_eq!(nvvm_fence_ordering("membar.gl"), ordering(Gpu, SeqCst));
        assert_eq!(nvvm_fence_ordering("membar.sys"), ordering(System, SeqCst));
        assert_eq!(
            nvvm_fence_ordering("fence.sc.cluster"),
            ordering(Cluster, SeqCst)
        );
        assert_eq!(
            nvvm_fence_ordering("fence.acq_rel.gpu"),
            ordering(Gpu, AcqRel)
        );
        for unknown in [
            "fence.proxy.tensormap_generic.release.cta",
            "fence.proxy.async",
            "fence.mbarrier_init.release.cluster",
            "fence.acquire.sync_restrict.space.cluster.scope.cluster",
        ] {
            assert_eq!(nvvm_fence_ordering(unknown), None, "{unknown}");
        }
        let gpu_sc = FenceOrdering {
            scope: Gpu,
            semantics: SeqCst,
        };
        let cta_sc = FenceOrdering {
            scope: Cta,
            semantics: SeqCst,
        };
        let sys_acq_rel = FenceOrdering {
            scope: System,
            semantics: AcqRel,
        };
        assert!(gpu_sc.covers(cta_sc) && !cta_sc.covers(gpu_sc));
        assert!(
            !sys_acq_rel.covers(gpu_sc)
                && gpu_sc.covers(FenceOrdering {
                    scope: Gpu,
                    semantics: FenceSemantics::Release,
                })
        );
        assert!(is_counted_barrier("barrier.cta.sync.aligned.count"));
        assert!(is_counted_barrier("barrier.sync.cnt"));
        assert!(!is_counted_barrier("barrier.cta.sync.aligned.all"));
        assert!(!is_counted_barrier("barrier0"));
    }

    #[test]
    fn exempt_list() {
        for name in [
            "llvm.nvvm.exit",
            "llvm.nvvm.trap",
            "llvm.trap",
            "llvm.nvvm.bar.warp.sync",
            "llvm.nvvm.cp.async.bulk.wait_group",
            "llvm.nvvm.cp.async.bulk.wait_group.read",
            "llvm.nvvm.barrier.cluster.arrive.relaxed",
            "llvm.nvvm.barrier.cluster.arrive.relaxed.aligned",
        ] {
            let kind = sync(name);
            assert!(
                matches!(kind, Some(SyncKind::Exempt(_))),
                "{name}: {kind:?}"
            );
            assert!(!kind.is_some_and(SyncKind::is_deletable_family), "{name}");
        }
        assert_eq!(
            sync("llvm.nvvm.barrier.cluster.wait"),
            Some(SyncKind::ClusterBarrier)
        );
    }

    #[test]
    fn special_registers() {
        let sreg = |name| match classify_intrinsic_name(name) {
            Some(IntrinsicClass::SpecialRegister(r)) => Some(r),
            _ => None,
        };
        assert_eq!(
            sreg("llvm.nvvm.read.ptx.sreg.tid.x"),
            Some(SpecialRegister::Tid(Dim::X))
        );
        assert_eq!(
            sreg("llvm.nvvm.read.ptx.sreg.nctaid.z"),
            Some(SpecialRegister::Nctaid(Dim::Z))
        );
        assert_eq!(
            sreg("llvm.nvvm.read.ptx.sreg.clock64"),
            Some(SpecialRegister::Volatile)
        );
        assert!(!SpecialRegister::Volatile.is_cse_invariant());
        assert!(SpecialRegister::WarpSize.is_cse_invariant());
        assert!(SpecialRegister::Tid(Dim::Y).is_per_thread());
        assert!(!SpecialRegister::Ctaid(Dim::Y).is_per_thread());
    }

    #[test]
    fn unrelated_names_are_unclassified() {
        assert_eq!(classify_intrinsic_name("llvm.fma.f32"), None);
        assert_eq!(classify_intrinsic_name("llvm.nvvm.fabs.f"), None);
        assert_eq!(classify_intrinsic_name("__nv_sinf"), None);
    }
}
