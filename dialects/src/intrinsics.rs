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

/// The value of a string attribute, if `op` has one named `name`.
pub fn string_attribute(op: &OperationRef, name: &str) -> Option<String> {
    let attribute: Attribute = op.attribute(name).ok()?;
    let string = StringAttribute::try_from(attribute).ok()?;
    Some(string.value().to_string())
}

/// The callee symbol of a direct `llvm.call` (`@foo` -> `foo`).
pub fn callee_name(op: &OperationRef) -> Option<String> {
    let attribute = op.attribute("callee").ok()?;
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
