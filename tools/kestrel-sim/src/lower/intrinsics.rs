//! Intrinsics and NVVM operations: LLVM intrinsics in every spelling (`llvm.intr.fma` ops,
//! `llvm.call_intrinsic "llvm.fma.f32"`, calls of declared `@llvm.*` functions) and the
//! NVVM dialect's ops and intrinsics (barriers, special registers, warp votes and shuffles,
//! NVVM math; cp.async, ldmatrix and mma.sync in [`super::tensor`]).
//!
//! Synchronisation and special registers are recognised through
//! `kestrel_dialects::intrinsics`, the project's single table of those families, so a
//! barrier spelled any way is a barrier here too. Everything not recognised is refused with
//! its name: simulating an unknown intrinsic as a no-op could hide a miscompile.
//!
//! Fences and atomic orderings become what the NVPTX backend emits for sm_70 and later
//! (checked with `llc -mcpu=sm_80`): `membar.{cta,gl,sys}` and `fence seq_cst` are
//! `fence.sc`, `fence acquire|release|acq_rel` is `fence.acq_rel`; a `seq_cst` load, store or
//! cmpxchg is a `fence.sc` followed by an acquire load, a release store or an acquire
//! cmpxchg; `atomicrmw` is a relaxed GPU-scope `atom` whatever its ordering and syncscope
//! (see [`Inst::AtomicRmw`]). Proxy, `mbarrier_init` and `sync_restrict` fences order
//! nothing between threads of one proxy and become no-ops.

use super::func::{FnLower, Val};
use super::{op_name, text};
use crate::{
    SimError,
    layout::Scalar,
    native,
    program::{
        AtomicOrder, BarrierKind, BarrierMode, IBinOp, Inst, MathFn, OverflowOp, ReduxKind, Reg,
        Scope, ShflMode, Sreg, WarpOp,
    },
};
use kestrel_dialects::{
    IntrinsicClass, SpecialRegister, SyncKind, classify, classify_intrinsic_name,
    intrinsics::{Dim, ExemptKind},
};
use melior::ir::{OperationRef, operation::OperationLike};

/// A barrier's operands, however spelled.
struct BarrierOperands<'v> {
    id: Option<&'v Val>,
    count: Option<&'v Val>,
    predicate: Option<&'v Val>,
    reduction: Option<BarrierKind>,
}

impl FnLower<'_> {
    /// Lowers intrinsic `name` (`llvm.fma.f32`, `llvm.nvvm.barrier0`, ...) applied to `args`.
    pub(super) fn intrinsic(
        &mut self,
        op: &OperationRef,
        name: &str,
        args: &[Val],
        result: Option<&Val>,
    ) -> Result<(), SimError> {
        match classify_intrinsic_name(name) {
            Some(IntrinsicClass::Sync(kind)) => {
                let operands = intrinsic_barrier_operands(name, args);
                return self.sync(op, name, kind, operands, args, result);
            }
            Some(IntrinsicClass::SpecialRegister(register)) => {
                let register_name = name.trim_start_matches("llvm.nvvm.read.ptx.sreg.");
                return self.special_register(op, register, register_name, result);
            }
            None => {}
        }
        if let Some(nvvm) = name.strip_prefix("llvm.nvvm.") {
            return self.nvvm_intrinsic(op, nvvm, args, result);
        }
        let base = strip_type_suffixes(name.trim_start_matches("llvm."));
        self.generic_intrinsic(op, name, base, args, result)
    }

    fn generic_intrinsic(
        &mut self,
        op: &OperationRef,
        name: &str,
        base: &str,
        args: &[Val],
        result: Option<&Val>,
    ) -> Result<(), SimError> {
        let unsupported =
            || self.unsupported(format!("intrinsic {name} at {}", text::location(op)));
        match base {
            "lifetime.start"
            | "lifetime.end"
            | "invariant.start"
            | "invariant.end"
            | "prefetch"
            | "donothing"
            | "sideeffect"
            | "var.annotation"
            | "debugtrap"
            | "experimental.noalias.scope.decl"
            | "dbg.value"
            | "dbg.declare"
            | "dbg.label"
            | "nvvm.reflect" => {
                self.push(Inst::Nop);
                return Ok(());
            }
            "trap" | "ubsantrap" => {
                let site = self.site(op, Some(name));
                self.push(Inst::Trap { site });
                return Ok(());
            }
            "assume" => {
                let cond = args.first().ok_or_else(unsupported)?;
                if cond.constant == Some(1) {
                    self.push(Inst::Nop);
                } else {
                    let site = self.site(op, Some(name));
                    self.push(Inst::Assume {
                        cond: cond.reg,
                        site,
                    });
                }
                return Ok(());
            }
            "memcpy" | "memcpy.inline" | "memmove" => return self.memory_copy(op, name, args),
            "memset" | "memset.inline" => return self.memory_set(op, name, args),
            "masked.load" => return self.masked_load(op, name, args, result),
            "masked.store" => return self.masked_store(op, name, args),
            _ => {}
        }
        let result = result.ok_or_else(unsupported)?;
        if let Some(reduction) = base.strip_prefix("vector.reduce.") {
            let vector = args.first().ok_or_else(unsupported)?;
            if self
                .integer_reduction(op, reduction, vector, result)
                .is_some()
            {
                return Ok(());
            }
            return Err(self.unsupported(format!("intrinsic {name} at {}", text::location(op))));
        }
        if matches!(base, "expect" | "expect.with.probability" | "ssa.copy") {
            let value = args.first().ok_or_else(unsupported)?;
            for lane in 0..result.len() {
                self.push(Inst::Copy {
                    dst: result.at(lane),
                    src: value.at(lane),
                });
            }
            return Ok(());
        }
        if let Some(overflow) = overflow_op(base) {
            return self.overflow(op, overflow, args, result);
        }
        let scalar = result.scalar();
        if scalar.is_float() {
            let function = float_intrinsic(base, scalar).ok_or_else(unsupported)?;
            return self.math(function, args, result);
        }
        let Scalar::Int(bits) = scalar else {
            return Err(unsupported());
        };
        let flag = poison_flag(op, base, args);
        let function = native::integer_intrinsic(base, flag).ok_or_else(unsupported)?;
        let args: Vec<Val> = args.iter().take(arity(base)).cloned().collect();
        self.math(
            MathFn::Raw {
                f: function,
                bits: u32::from(bits),
            },
            &args,
            result,
        )
    }

    /// `llvm.vector.reduce.OP` of an integer vector (what the loop vectoriser leaves of a sum
    /// of `short`s or bytes): the lanes folded in order into the result, which is exact for
    /// these associative, commutative operations. `None` for a float reduction (its order
    /// matters unless fast-math says otherwise) or another operation.
    fn integer_reduction(
        &mut self,
        op: &OperationRef,
        reduction: &str,
        vector: &Val,
        result: &Val,
    ) -> Option<()> {
        let Scalar::Int(bits) = result.scalar() else {
            return None;
        };
        enum Fold {
            Binary(IBinOp),
            Native(crate::program::RawFn),
        }
        let fold = match reduction {
            "add" => Fold::Binary(IBinOp::Add),
            "mul" => Fold::Binary(IBinOp::Mul),
            "and" => Fold::Binary(IBinOp::And),
            "or" => Fold::Binary(IBinOp::Or),
            "xor" => Fold::Binary(IBinOp::Xor),
            "smin" | "smax" | "umin" | "umax" => {
                Fold::Native(native::integer_intrinsic(reduction, false)?)
            }
            _ => return None,
        };
        if vector.len() == 0 || vector.leaves.iter().any(|l| l.scalar != Scalar::Int(bits)) {
            return None;
        }
        let site = self.site(op, None);
        let acc = result.reg;
        self.push(Inst::Copy {
            dst: acc,
            src: vector.at(0),
        });
        for lane in 1..vector.len() {
            self.push(match fold {
                Fold::Binary(op) => Inst::IBin {
                    op,
                    flags: 0,
                    bits,
                    dst: acc,
                    a: acc,
                    b: vector.at(lane),
                    site,
                },
                Fold::Native(f) => Inst::Math {
                    f: MathFn::Raw {
                        f,
                        bits: u32::from(bits),
                    },
                    dst: acc,
                    args: [acc, vector.at(lane), 0],
                    nargs: 2,
                },
            });
        }
        Some(())
    }

    /// `llvm.masked.load(ptr, mask, passthru)` with a constant mask (what LLVM's load/store
    /// vectoriser makes of a `float4` read three lanes of): each lane the mask keeps is
    /// loaded alone, the others copy `passthru`. A computed mask is refused: loading every
    /// lane and selecting would read memory the kernel never reads (a fault or a race that
    /// is not there).
    fn masked_load(
        &mut self,
        op: &OperationRef,
        name: &str,
        args: &[Val],
        result: Option<&Val>,
    ) -> Result<(), SimError> {
        let (Some(result), [address, _, passthru, ..]) = (result, args) else {
            return Err(self.unsupported(format!("intrinsic {name} at {}", text::location(op))));
        };
        let mask = self.masked_lanes(op, name, 1, result.len())?;
        let space = self.pointer_space(address)?;
        let align = self.alignment(op, &result.ty);
        for (lane, kept) in mask.into_iter().enumerate() {
            if !kept {
                self.push(Inst::Copy {
                    dst: result.at(lane),
                    src: passthru.at(lane),
                });
                continue;
            }
            let shape = self.shape(vec![result.leaves[lane]]);
            let site = self.site(op, Some(name));
            self.push(Inst::LoadAgg {
                dst: result.at(lane),
                addr: address.reg,
                shape,
                space,
                align,
                site,
            });
        }
        Ok(())
    }

    /// `llvm.masked.store(value, ptr, mask)` with a constant mask: each lane the mask keeps
    /// is stored alone (see [`Self::masked_load`]).
    fn masked_store(
        &mut self,
        op: &OperationRef,
        name: &str,
        args: &[Val],
    ) -> Result<(), SimError> {
        let [value, address, ..] = args else {
            return Err(self.unsupported(format!("intrinsic {name} at {}", text::location(op))));
        };
        let mask = self.masked_lanes(op, name, 2, value.len())?;
        let space = self.pointer_space(address)?;
        let align = self.alignment(op, &value.ty);
        for (lane, kept) in mask.into_iter().enumerate() {
            if kept {
                let shape = self.shape(vec![value.leaves[lane]]);
                let site = self.site(op, Some(name));
                self.push(Inst::StoreAgg {
                    value: value.at(lane),
                    addr: address.reg,
                    shape,
                    space,
                    align,
                    site,
                });
            }
        }
        Ok(())
    }

    /// The lanes a masked access's constant mask, operand `index` (1 of a load's `ptr, mask,
    /// passthru`, 2 of a store's `value, ptr, mask`), keeps.
    fn masked_lanes(
        &mut self,
        op: &OperationRef,
        name: &str,
        index: usize,
        lanes: usize,
    ) -> Result<Vec<bool>, SimError> {
        match self.constant_operand(op, index) {
            Some(mask) if mask.len() == lanes => Ok(mask.into_iter().map(|m| m & 1 == 1).collect()),
            _ => Err(self.unsupported(format!(
                "intrinsic {name} with a computed mask at {}",
                text::location(op)
            ))),
        }
    }

    fn overflow(
        &mut self,
        op: &OperationRef,
        overflow: OverflowOp,
        args: &[Val],
        result: &Val,
    ) -> Result<(), SimError> {
        let (Some(a), Some(b)) = (args.first(), args.get(1)) else {
            return Err(self.unsupported(format!("{} operands", op_name(op))));
        };
        let Scalar::Int(bits) = a.scalar() else {
            return Err(self.unsupported("a vector overflow intrinsic"));
        };
        if a.len() != 1 || result.len() != 2 {
            return Err(self.unsupported("a vector overflow intrinsic"));
        }
        self.push(Inst::Overflow {
            op: overflow,
            bits,
            dst: result.reg,
            a: a.reg,
            b: b.reg,
        });
        Ok(())
    }

    fn memory_copy(&mut self, op: &OperationRef, name: &str, args: &[Val]) -> Result<(), SimError> {
        let [dst, src, len, ..] = args else {
            return Err(self.unsupported(format!("{name} operands")));
        };
        let (
            Scalar::Ptr {
                space: dst_space, ..
            },
            Scalar::Ptr {
                space: src_space, ..
            },
        ) = (dst.scalar(), src.scalar())
        else {
            return Err(self.unsupported(format!("{name} operands")));
        };
        let Scalar::Int(len_bits) = len.scalar() else {
            return Err(self.unsupported(format!("{name} length")));
        };
        let site = self.site(op, Some(name));
        self.push(Inst::MemCopy {
            dst: dst.reg,
            dst_space,
            src: src.reg,
            src_space,
            len: len.reg,
            len_bits,
            site,
        });
        Ok(())
    }

    fn memory_set(&mut self, op: &OperationRef, name: &str, args: &[Val]) -> Result<(), SimError> {
        let [dst, value, len, ..] = args else {
            return Err(self.unsupported(format!("{name} operands")));
        };
        let (
            Scalar::Ptr {
                space: dst_space, ..
            },
            Scalar::Int(len_bits),
        ) = (dst.scalar(), len.scalar())
        else {
            return Err(self.unsupported(format!("{name} operands")));
        };
        let site = self.site(op, Some(name));
        self.push(Inst::MemSet {
            dst: dst.reg,
            dst_space,
            value: value.reg,
            len: len.reg,
            len_bits,
            site,
        });
        Ok(())
    }

    // ---- synchronisation ----

    fn sync(
        &mut self,
        op: &OperationRef,
        name: &str,
        kind: SyncKind,
        operands: BarrierOperands,
        args: &[Val],
        result: Option<&Val>,
    ) -> Result<(), SimError> {
        let unsupported =
            |what: &str| self.unsupported(format!("{what} {name} at {}", text::location(op)));
        match kind {
            SyncKind::CtaBarrier | SyncKind::CtaBarrierReduction | SyncKind::CtaBarrierArrive => {
                let reduction = operands.reduction.unwrap_or(BarrierKind::Sync);
                let (pred, dst) = match reduction {
                    BarrierKind::Sync => (0, 0),
                    _ => {
                        let pred = operands.predicate.ok_or_else(|| {
                            unsupported("a barrier reduction without a predicate:")
                        })?;
                        let dst = result
                            .ok_or_else(|| unsupported("a barrier reduction without a result:"))?;
                        (pred.reg, dst.reg)
                    }
                };
                let site = self.site(op, Some(name));
                self.push(Inst::Barrier {
                    kind: reduction,
                    pred,
                    dst,
                    site,
                    id: operands.id.map(|id| id.reg),
                    count: operands.count.map(|count| count.reg),
                    mode: BarrierMode {
                        arrive: kind == SyncKind::CtaBarrierArrive,
                        aligned: is_aligned_barrier(name),
                    },
                });
                Ok(())
            }
            SyncKind::Fence => {
                let fence = match name.strip_prefix("llvm.nvvm.") {
                    Some(nvvm) => nvvm_fence(nvvm),
                    None => self.nvvm_fence_op(op, name),
                };
                self.push(match fence {
                    Some((scope, sc)) => Inst::Fence { scope, sc },
                    None => Inst::Nop,
                });
                Ok(())
            }
            SyncKind::Exempt(ExemptKind::Exit) => {
                self.push(Inst::Exit);
                Ok(())
            }
            SyncKind::Exempt(ExemptKind::Trap) => {
                let site = self.site(op, Some(name));
                self.push(Inst::Trap { site });
                Ok(())
            }
            SyncKind::Exempt(ExemptKind::WarpSync) => {
                let mask = args.first().map_or(0, |m| m.reg);
                let site = self.site(op, Some(name));
                self.push(Inst::Warp {
                    op: WarpOp::Sync,
                    dst: 0,
                    args: [mask, 0, 0, 0],
                    site,
                });
                Ok(())
            }
            SyncKind::ClusterBarrier
            | SyncKind::Exempt(ExemptKind::BulkCopyWait | ExemptKind::ClusterArriveRelaxed) => {
                Err(unsupported("synchronisation"))
            }
        }
    }

    fn special_register(
        &mut self,
        op: &OperationRef,
        register: SpecialRegister,
        register_name: &str,
        result: Option<&Val>,
    ) -> Result<(), SimError> {
        let dim = |d: Dim| match d {
            Dim::X => 0,
            Dim::Y => 1,
            Dim::Z => 2,
        };
        let which = match register {
            SpecialRegister::Tid(d) => Sreg::Tid(dim(d)),
            SpecialRegister::Ntid(d) => Sreg::Ntid(dim(d)),
            SpecialRegister::Ctaid(d) => Sreg::Ctaid(dim(d)),
            SpecialRegister::Nctaid(d) => Sreg::Nctaid(dim(d)),
            SpecialRegister::LaneId => Sreg::LaneId,
            SpecialRegister::WarpSize => Sreg::WarpSize,
            SpecialRegister::Volatile => Sreg::Clock,
            SpecialRegister::OtherPure => match register_name {
                "warpid" => Sreg::WarpId,
                "nwarpid" => Sreg::NWarpId,
                "lanemask.eq" => Sreg::LaneMaskEq,
                "lanemask.lt" => Sreg::LaneMaskLt,
                "lanemask.le" => Sreg::LaneMaskLe,
                "lanemask.gt" => Sreg::LaneMaskGt,
                "lanemask.ge" => Sreg::LaneMaskGe,
                "smid" | "gridid" => Sreg::Constant(0),
                "nsmid" => Sreg::Constant(1),
                _ => {
                    return Err(self.unsupported(format!(
                        "special register {register_name} at {}",
                        text::location(op)
                    )));
                }
            },
        };
        let result =
            result.ok_or_else(|| self.unsupported("a special register without a result"))?;
        self.push(Inst::Sreg {
            dst: result.reg,
            which,
            bits: result.scalar().bits() as u8,
        });
        Ok(())
    }

    // ---- memory ordering ----

    /// The scope of `op`'s `syncscope`: `"block"` and `"cluster"` are CTA scope; none
    /// (system), `"device"` and names NVPTX does not know (another target's, such as
    /// `"agent"`) GPU scope, as wide as no syncscope; `None` for `"singlethread"`, which
    /// orders nothing between threads.
    pub(super) fn sync_scope(&self, op: &OperationRef) -> Option<Scope> {
        match kestrel_dialects::intrinsics::string_attribute(op, "syncscope").as_deref() {
            Some("block") | Some("cluster") => Some(Scope::Cta),
            Some("singlethread") => None,
            _ => Some(Scope::Gpu),
        }
    }

    /// `llvm.fence`: `fence.sc` for `seq_cst`, `fence.acq_rel` otherwise, at its syncscope.
    pub(super) fn llvm_fence(&mut self, op: &OperationRef) -> Result<(), SimError> {
        let sc = text::int_attr(op, "ordering") == Some(ordering::SEQ_CST);
        match self.sync_scope(op) {
            Some(scope) => self.push(Inst::Fence { scope, sc }),
            None => self.push(Inst::Nop),
        }
        Ok(())
    }

    /// The order of an atomic load or store (`None` for a plain one). A `seq_cst` access
    /// pushes the `fence.sc` NVPTX puts before it.
    pub(super) fn atomic_access(&mut self, op: &OperationRef) -> Option<AtomicOrder> {
        match text::int_attr(op, "ordering") {
            None | Some(ordering::NOT_ATOMIC) => None,
            Some(value) => Some(self.atomic_order(op, value)),
        }
    }

    /// The order NVPTX gives an atomic access of LLVM ordering `value`: relaxed for
    /// `unordered`/`monotonic`, acquire, release, both for `acq_rel`; `seq_cst` is a
    /// `fence.sc` (pushed here) followed by an acquire (load, cmpxchg) or release (store)
    /// access.
    pub(super) fn atomic_order(&mut self, op: &OperationRef, value: i64) -> AtomicOrder {
        let Some(scope) = self.sync_scope(op) else {
            return AtomicOrder::relaxed(Scope::Cta);
        };
        let is_store = op_name(op) == "llvm.store";
        let (acquire, release) = match value {
            ordering::ACQUIRE => (true, false),
            ordering::RELEASE => (false, true),
            ordering::ACQ_REL => (true, true),
            ordering::SEQ_CST => {
                self.push(Inst::Fence { scope, sc: true });
                (!is_store, is_store)
            }
            _ => (false, false),
        };
        AtomicOrder {
            acquire,
            release,
            scope,
        }
    }

    /// The fence of an NVVM op: `nvvm.memory.barrier #nvvm.mem_scope<gpu>` is `membar.gl`,
    /// `nvvm.fence.sc.cluster` is `fence.sc.cluster`; `None` for proxy and other fences that
    /// order nothing between threads.
    fn nvvm_fence_op(&self, op: &OperationRef, name: &str) -> Option<(Scope, bool)> {
        match name {
            "nvvm.memory.barrier" => {
                let scope = text::attr(op, "scope").unwrap_or_default();
                let scope = scope.rsplit_once('<')?.1.trim_end_matches('>');
                nvvm_fence(&format!("membar.{scope}"))
            }
            "nvvm.fence.sc.cluster" => nvvm_fence("fence.sc.cluster"),
            _ => None,
        }
    }

    // ---- NVVM ----

    fn nvvm_intrinsic(
        &mut self,
        op: &OperationRef,
        nvvm: &str,
        args: &[Val],
        result: Option<&Val>,
    ) -> Result<(), SimError> {
        if let Some(lowered) = self.tensor_intrinsic(op, nvvm, args, result) {
            return lowered;
        }
        if let Some(vote) = nvvm
            .strip_prefix("vote.")
            .and_then(|v| v.strip_suffix(".sync"))
        {
            let kind = match vote {
                "any" => WarpOp::VoteAny,
                "all" => WarpOp::VoteAll,
                "uni" => WarpOp::VoteUni,
                "ballot" => WarpOp::Ballot,
                _ => return Err(self.unsupported(format!("llvm.nvvm.{nvvm}"))),
            };
            return self.warp(op, kind, nvvm, args, result);
        }
        if let Some(shfl) = nvvm.strip_prefix("shfl.sync.") {
            let (mode, ty) = shfl
                .split_once('.')
                .ok_or_else(|| self.unsupported(format!("llvm.nvvm.{nvvm}")))?;
            let mode =
                shfl_mode(mode).ok_or_else(|| self.unsupported(format!("llvm.nvvm.{nvvm}")))?;
            let pred = ty.ends_with('p');
            return self.warp(op, WarpOp::Shfl { mode, pred }, nvvm, args, result);
        }
        if nvvm == "activemask" {
            return self.warp(op, WarpOp::ActiveMask, nvvm, args, result);
        }
        // `redux.sync.KIND(value, mask)`: the mask goes first, as every collective has it.
        if let Some(kind) = nvvm.strip_prefix("redux.sync.") {
            let kind = ReduxKind::from_name(kind)
                .ok_or_else(|| self.unsupported(format!("llvm.nvvm.{nvvm}")))?;
            let [value, mask] = args else {
                return Err(self.unsupported(format!("llvm.nvvm.{nvvm}")));
            };
            let swapped = [mask.clone(), value.clone()];
            return self.warp(op, WarpOp::Redux(kind), nvvm, &swapped, result);
        }
        if matches!(nvvm, "match.any.sync.i32" | "match.any.sync.i64") {
            return self.warp(op, WarpOp::MatchAny, nvvm, args, result);
        }
        // The backend's lower-args wraps a byval parameter's pointer into the param space
        // (101), which the simulator reads as the generic address of the thread's copy.
        if nvvm.starts_with("internal.addrspace.wrap.") {
            let (Some(result), [pointer]) = (result, args) else {
                return Err(self.unsupported(format!("llvm.nvvm.{nvvm}")));
            };
            self.push(Inst::Copy {
                dst: result.at(0),
                src: pointer.at(0),
            });
            return Ok(());
        }
        let function = native::nvvm_intrinsic(nvvm).ok_or_else(|| {
            self.unsupported(format!(
                "intrinsic llvm.nvvm.{nvvm} at {}",
                text::location(op)
            ))
        })?;
        let result =
            result.ok_or_else(|| self.unsupported(format!("llvm.nvvm.{nvvm} without a result")))?;
        self.math(function, args, result)
    }

    fn warp(
        &mut self,
        op: &OperationRef,
        kind: WarpOp,
        label: &str,
        args: &[Val],
        result: Option<&Val>,
    ) -> Result<(), SimError> {
        let mut regs = [0 as Reg; 4];
        for (slot, arg) in regs.iter_mut().zip(args) {
            if arg.len() != 1 {
                return Err(self.unsupported(format!("{label} on an aggregate")));
            }
            *slot = arg.reg;
        }
        let dst = result.map_or(0, |r| r.reg);
        let site = self.site(op, Some(label));
        self.push(Inst::Warp {
            op: kind,
            dst,
            args: regs,
            site,
        });
        Ok(())
    }

    /// An op of the NVVM dialect (`nvvm.barrier0`, `nvvm.read.ptx.sreg.tid.x`, ...).
    pub(super) fn nvvm_op(&mut self, op: &OperationRef, name: &str) -> Result<(), SimError> {
        let args = self.operands(op)?;
        let result = self.result(op)?;
        match classify(op) {
            Some(IntrinsicClass::Sync(kind)) => {
                let operands = self.nvvm_barrier_operands(op, name, &args);
                return self.sync(op, name, kind, operands, &args, result.as_ref());
            }
            Some(IntrinsicClass::SpecialRegister(register)) => {
                let register_name = name.trim_start_matches("nvvm.read.ptx.sreg.");
                return self.special_register(op, register, register_name, result.as_ref());
            }
            None => {}
        }
        if let Some(lowered) = self.tensor_op(op, name, &args, result.as_ref()) {
            return lowered;
        }
        match name {
            "nvvm.vote.sync" => {
                let kind_text = text::attr(op, "kind").unwrap_or_default();
                let kind = if kind_text.contains("ballot") {
                    WarpOp::Ballot
                } else if kind_text.contains("any") {
                    WarpOp::VoteAny
                } else if kind_text.contains("all") {
                    WarpOp::VoteAll
                } else {
                    WarpOp::VoteUni
                };
                self.warp(op, kind, name, &args, result.as_ref())
            }
            "nvvm.shfl.sync" => {
                let kind_text = text::attr(op, "kind").unwrap_or_default();
                let mode = ["bfly", "up", "down", "idx"]
                    .into_iter()
                    .find(|m| kind_text.contains(m))
                    .and_then(shfl_mode)
                    .ok_or_else(|| self.unsupported(format!("nvvm.shfl.sync kind {kind_text}")))?;
                let pred = op.has_attribute("return_value_and_is_valid");
                self.warp(
                    op,
                    WarpOp::Shfl { mode, pred },
                    name,
                    &args,
                    result.as_ref(),
                )
            }
            _ => Err(self.unsupported(format!("operation {name} at {}", text::location(op)))),
        }
    }

    fn nvvm_barrier_operands<'v>(
        &self,
        op: &OperationRef,
        name: &str,
        args: &'v [Val],
    ) -> BarrierOperands<'v> {
        if name == "nvvm.barrier.arrive" {
            // `(id = %id)? number_of_threads = %n`: the count is last, the id optional.
            let (count, id) = match args.split_last() {
                Some((count, rest)) => (Some(count), rest.first()),
                None => (None, None),
            };
            return BarrierOperands {
                id,
                count,
                predicate: None,
                reduction: None,
            };
        }
        if name != "nvvm.barrier" {
            return BarrierOperands {
                id: None,
                count: None,
                predicate: None,
                reduction: None,
            };
        }
        // Optional operands in order: barrierId, numberOfThreads, reductionPredicate.
        let sizes = text::attr(op, "operandSegmentSizes")
            .and_then(|t| text::int_array(&t))
            .unwrap_or_else(|| vec![0, 0, 0]);
        let mut next = args.iter();
        let mut take = |present: Option<&i64>| {
            if present.copied().unwrap_or(0) > 0 {
                next.next()
            } else {
                None
            }
        };
        let id = take(sizes.first());
        let count = take(sizes.get(1));
        let predicate = take(sizes.get(2));
        let reduction_text = text::attr(op, "reductionOp").unwrap_or_default();
        let reduction = reduction_kind(&reduction_text);
        BarrierOperands {
            id,
            count,
            predicate,
            reduction,
        }
    }
}

/// LLVM's `AtomicOrdering` numbering, as the LLVM dialect stores `ordering` attributes.
pub(super) mod ordering {
    pub const NOT_ATOMIC: i64 = 0;
    pub const ACQUIRE: i64 = 4;
    pub const RELEASE: i64 = 5;
    pub const ACQ_REL: i64 = 6;
    pub const SEQ_CST: i64 = 7;
}

/// The `(scope, sc)` of an `llvm.nvvm.*` fence named without its prefix: `membar.*` and
/// `fence.sc.*` are `fence.sc`, `fence.acq_rel.*` is `fence.acq_rel`. `None` for the fences
/// that order nothing between threads of one proxy (`fence.proxy.*`, `mbarrier_init`,
/// `sync_restrict`).
pub(super) fn nvvm_fence(nvvm: &str) -> Option<(Scope, bool)> {
    let (sc, scope) = if let Some(scope) = nvvm.strip_prefix("membar.") {
        (true, scope)
    } else if let Some(scope) = nvvm.strip_prefix("fence.sc.") {
        (true, scope)
    } else {
        (false, nvvm.strip_prefix("fence.acq_rel.")?)
    };
    let scope = match scope {
        "cta" | "cluster" => Scope::Cta,
        "gl" | "gpu" | "sys" => Scope::Gpu,
        _ => return None,
    };
    Some((scope, sc))
}

/// Barrier operands of an intrinsic by name: `barrier0.popc(pred)`,
/// `barrier.cta.sync.aligned.all(id)`, `barrier.cta.red.and.aligned.all(id, pred)`,
/// `bar.sync(id)`, `barrier.sync.cnt(id, count)`, ...
fn intrinsic_barrier_operands<'v>(name: &str, args: &'v [Val]) -> BarrierOperands<'v> {
    let nvvm = name.trim_start_matches("llvm.nvvm.");
    let reduction = if nvvm.starts_with("barrier0.") || nvvm.starts_with("barrier.cta.red.") {
        reduction_kind(nvvm)
    } else {
        None
    };
    if nvvm.starts_with("barrier0") {
        return BarrierOperands {
            id: None,
            count: None,
            predicate: args.first(),
            reduction,
        };
    }
    let arrive = nvvm == "bar.arrive" || nvvm == "barrier.arrive";
    let counted = nvvm.ends_with(".count")
        || nvvm.ends_with(".cnt")
        || nvvm == "barrier"
        || (arrive && args.len() >= 2);
    BarrierOperands {
        id: args.first(),
        count: if counted { args.get(1) } else { None },
        predicate: if reduction.is_some() {
            args.last()
        } else {
            None
        },
        reduction,
    }
}

/// True for the barriers whose participants must all execute the same instruction (PTX
/// `.aligned`): `bar.sync`/`bar.arrive`, `barrier0`, `barrier.cta.*.aligned.*` and the NVVM
/// dialect's barrier ops, which lower to those. `barrier.sync` and `barrier.cta.sync.all`
/// (no `.aligned`) may be reached from different instructions.
fn is_aligned_barrier(name: &str) -> bool {
    match name.strip_prefix("llvm.nvvm.") {
        Some(nvvm) => {
            nvvm.contains(".aligned")
                || nvvm.starts_with("barrier0")
                || nvvm.starts_with("bar.")
                || nvvm == "barrier"
                || nvvm == "barrier.n"
        }
        None => true,
    }
}

fn reduction_kind(text: &str) -> Option<BarrierKind> {
    if text.contains("popc") {
        Some(BarrierKind::Popc)
    } else if text.contains("and") {
        Some(BarrierKind::And)
    } else if text.contains("or") {
        Some(BarrierKind::Or)
    } else {
        None
    }
}

pub(super) fn shfl_mode(mode: &str) -> Option<ShflMode> {
    Some(match mode {
        "idx" => ShflMode::Idx,
        "up" => ShflMode::Up,
        "down" => ShflMode::Down,
        "bfly" => ShflMode::Bfly,
        _ => return None,
    })
}

/// `sadd.with.overflow` and friends.
fn overflow_op(base: &str) -> Option<OverflowOp> {
    Some(match base {
        "sadd.with.overflow" => OverflowOp::SAdd,
        "uadd.with.overflow" => OverflowOp::UAdd,
        "ssub.with.overflow" => OverflowOp::SSub,
        "usub.with.overflow" => OverflowOp::USub,
        "smul.with.overflow" => OverflowOp::SMul,
        "umul.with.overflow" => OverflowOp::UMul,
        _ => return None,
    })
}

/// The `is_int_min_poison` / `is_zero_poison` flag: an attribute on the MLIR op, or the
/// constant second operand of the intrinsic call.
fn poison_flag(op: &OperationRef, base: &str, args: &[Val]) -> bool {
    let attribute = match base {
        "abs" => "is_int_min_poison",
        "ctlz" | "cttz" => "is_zero_poison",
        _ => return false,
    };
    text::int_attr(op, attribute)
        .map(|v| v != 0)
        .or_else(|| args.get(1).and_then(|a| a.constant).map(|v| v != 0))
        .unwrap_or(false)
}

/// Operands the native integer function reads (flags excluded).
fn arity(base: &str) -> usize {
    match base {
        "abs" | "ctpop" | "ctlz" | "cttz" | "bitreverse" | "bswap" => 1,
        "fshl" | "fshr" => 3,
        _ => 2,
    }
}

/// A float intrinsic through the libdevice table.
fn float_intrinsic(base: &str, scalar: Scalar) -> Option<MathFn> {
    let (single, double) = match base {
        "fabs" => ("fabsf", "fabs"),
        "sqrt" => ("sqrtf", "sqrt"),
        "sin" => ("sinf", "sin"),
        "cos" => ("cosf", "cos"),
        "tan" => ("tanf", "tan"),
        "asin" => ("asinf", "asin"),
        "acos" => ("acosf", "acos"),
        "atan" => ("atanf", "atan"),
        "atan2" => ("atan2f", "atan2"),
        "sinh" => ("sinhf", "sinh"),
        "cosh" => ("coshf", "cosh"),
        "tanh" => ("tanhf", "tanh"),
        "exp" => ("expf", "exp"),
        "exp2" => ("exp2f", "exp2"),
        "exp10" => ("exp10f", "exp10"),
        "log" => ("logf", "log"),
        "log2" => ("log2f", "log2"),
        "log10" => ("log10f", "log10"),
        "floor" => ("floorf", "floor"),
        "ceil" => ("ceilf", "ceil"),
        "trunc" => ("truncf", "trunc"),
        "round" => ("roundf", "round"),
        "roundeven" | "rint" | "nearbyint" => ("rintf", "rint"),
        "pow" => ("powf", "pow"),
        "copysign" => ("copysignf", "copysign"),
        "minnum" | "minimumnum" => ("fminf", "fmin"),
        "maxnum" | "maximumnum" => ("fmaxf", "fmax"),
        "minimum" => ("fminimumf", "fminimum"),
        "maximum" => ("fmaximumf", "fmaximum"),
        "fma" | "fmuladd" => ("fmaf", "fma"),
        "canonicalize" => ("canonicalizef", "canonicalize"),
        _ => return None,
    };
    match scalar {
        Scalar::F32 => native::libdevice(single),
        Scalar::F64 => native::libdevice(double),
        _ => None,
    }
}

/// `memcpy.p0.p0.i64` -> `memcpy`; `sadd.with.overflow.i32` -> `sadd.with.overflow`.
fn strip_type_suffixes(name: &str) -> &str {
    let mut end = name.len();
    for part in name.rsplit('.') {
        if !is_type_suffix(part) || end == part.len() {
            break;
        }
        end -= part.len() + 1;
    }
    &name[..end]
}

fn is_type_suffix(part: &str) -> bool {
    let digits_after = |prefix: &str| {
        part.strip_prefix(prefix)
            .is_some_and(|rest| !rest.is_empty() && rest.chars().all(|c| c.is_ascii_digit()))
    };
    digits_after("i")
        || digits_after("f")
        || digits_after("p")
        || part == "bf16"
        || (part.starts_with('v') && part[1..].starts_with(|c: char| c.is_ascii_digit()))
        || part.starts_with("nxv")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_suffixes_are_stripped() {
        assert_eq!(strip_type_suffixes("memcpy.p0.p0.i64"), "memcpy");
        assert_eq!(
            strip_type_suffixes("sadd.with.overflow.i32"),
            "sadd.with.overflow"
        );
        assert_eq!(strip_type_suffixes("fma.f32"), "fma");
        assert_eq!(strip_type_suffixes("smax.v4i32"), "smax");
        assert_eq!(strip_type_suffixes("fma"), "fma");
        assert_eq!(strip_type_suffixes("lifetime.start.p0"), "lifetime.start");
    }
}
