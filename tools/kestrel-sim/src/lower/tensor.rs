//! The instructions of tensor-core kernels: `cp.async` (with its commit and wait), `ldmatrix`
//! and `mma.sync`, as NVVM dialect ops (`nvvm.cp.async.shared.global`, `nvvm.ldmatrix`,
//! `nvvm.mma.sync`, ...) and as the intrinsics they become (`llvm.nvvm.cp.async.ca.shared
//! .global.4`, `llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3`, `llvm.nvvm.mma.m16n8k16
//! .row.col.f32.f32`, ...).
//!
//! Semantics live in [`crate::exec`] (cp.async: performed at its wait) and
//! [`crate::matrix`] (fragment layouts). Supported: cp.async of 4, 8 or 16 bytes with an
//! optional src-size; ldmatrix `.m8n8` `.x1/.x2/.x4` `[.trans]` `.b16`; mma.sync
//! `.m16n8k8`/`.m16n8k16` `.row.col` on f16 with f16 or f32 accumulators. Other variants
//! (bf16, integer and tf32 mma, `.satfinite`, `ldmatrix .b8`, `cp.async.mbarrier`, bulk
//! copies) are refused by name.

use super::func::{FnLower, Val};
use super::text;
use crate::{
    SimError,
    layout::Scalar,
    matrix::{MatrixOp, MmaShape},
    program::Inst,
};
use melior::ir::{OperationRef, operation::OperationLike};

impl FnLower<'_> {
    /// Lowers intrinsic `llvm.nvvm.{nvvm}` if it is one of this module's; `None` if not.
    pub(super) fn tensor_intrinsic(
        &mut self,
        op: &OperationRef,
        nvvm: &str,
        args: &[Val],
        result: Option<&Val>,
    ) -> Option<Result<(), SimError>> {
        let name = format!("llvm.nvvm.{nvvm}");
        let lowered = match nvvm {
            "cp.async.commit.group" => self.push_inst(Inst::AsyncCommit),
            "cp.async.wait.all" => self.push_inst(Inst::AsyncWait {
                pending: 0,
                all: true,
            }),
            "cp.async.wait.group" => {
                let pending = args.first().and_then(|n| n.constant);
                self.async_wait(op, &name, pending.map(|n| n as i64))
            }
            _ => {
                if let Some(copy) = nvvm.strip_prefix("cp.async.") {
                    let (size, src_size) = async_copy_size(copy)?;
                    let src_size = if src_size { args.get(2) } else { None };
                    self.async_copy(op, &name, args, size, src_size)
                } else if let Some(variant) = nvvm.strip_prefix("ldmatrix.sync.aligned.") {
                    let matrix = ldmatrix_variant(variant);
                    self.ldmatrix(op, &name, matrix, args, result)
                } else if let Some(variant) = nvvm.strip_prefix("mma.") {
                    let shape = mma_variant(variant);
                    self.mma(op, &name, shape, args, result)
                } else {
                    return None;
                }
            }
        };
        Some(lowered)
    }

    /// Lowers NVVM op `name` if it is one of this module's; `None` if not.
    pub(super) fn tensor_op(
        &mut self,
        op: &OperationRef,
        name: &str,
        args: &[Val],
        result: Option<&Val>,
    ) -> Option<Result<(), SimError>> {
        let lowered = match name {
            "nvvm.cp.async.commit.group" => self.push_inst(Inst::AsyncCommit),
            "nvvm.cp.async.wait.group" => self.async_wait(op, name, text::int_attr(op, "n")),
            "nvvm.cp.async.shared.global" => {
                let size = text::int_attr(op, "size").and_then(|s| u8::try_from(s).ok());
                match size.filter(|s| matches!(s, 4 | 8 | 16)) {
                    Some(size) => self.async_copy(op, name, args, size, args.get(2)),
                    None => Err(self.refused(op, name, "a copy size other than 4, 8 or 16")),
                }
            }
            "nvvm.ldmatrix" => {
                let matrix = ldmatrix_op_variant(op);
                self.ldmatrix(op, name, matrix, args, result)
            }
            "nvvm.mma.sync" => {
                let shape = mma_op_variant(op, args, result);
                self.mma(op, name, shape, args, result)
            }
            _ => return None,
        };
        Some(lowered)
    }

    fn push_inst(&mut self, inst: Inst) -> Result<(), SimError> {
        self.push(inst);
        Ok(())
    }

    fn refused(&self, op: &OperationRef, name: &str, what: &str) -> SimError {
        self.unsupported(format!("{name} with {what} at {}", text::location(op)))
    }

    fn async_wait(
        &mut self,
        op: &OperationRef,
        name: &str,
        pending: Option<i64>,
    ) -> Result<(), SimError> {
        let pending = pending
            .and_then(|n| u32::try_from(n).ok())
            .ok_or_else(|| self.refused(op, name, "a group count that is not a constant"))?;
        self.push_inst(Inst::AsyncWait {
            pending,
            all: false,
        })
    }

    fn async_copy(
        &mut self,
        op: &OperationRef,
        name: &str,
        args: &[Val],
        size: u8,
        src_size: Option<&Val>,
    ) -> Result<(), SimError> {
        let [dst, src, ..] = args else {
            return Err(self.refused(op, name, "missing operands"));
        };
        let spaces = (dst.scalar(), src.scalar());
        if !matches!(
            spaces,
            (Scalar::Ptr { space: 3, .. }, Scalar::Ptr { space: 1, .. })
        ) {
            return Err(self.refused(op, name, "pointers other than shared and global"));
        }
        let site = self.site(op, Some(name));
        self.push_inst(Inst::AsyncCopy {
            dst: dst.reg,
            src: src.reg,
            size,
            src_size: src_size.map(|s| s.reg),
            site,
        })
    }

    fn ldmatrix(
        &mut self,
        op: &OperationRef,
        name: &str,
        matrix: Option<(u8, bool)>,
        args: &[Val],
        result: Option<&Val>,
    ) -> Result<(), SimError> {
        let Some((num, trans)) = matrix else {
            return Err(self.refused(op, name, "a shape or element type other than m8n8 b16"));
        };
        let (Some(address), Some(result)) = (args.first(), result) else {
            return Err(self.refused(op, name, "missing operands"));
        };
        let Scalar::Ptr { space, .. } = address.scalar() else {
            return Err(self.refused(op, name, "a row address that is not a pointer"));
        };
        let i32_results = result.leaves.iter().all(|l| l.scalar == Scalar::Int(32));
        if result.len() != usize::from(num) || !i32_results {
            return Err(self.refused(op, name, "results other than one i32 per matrix"));
        }
        let op_kind = MatrixOp::LdMatrix { num, trans, space };
        self.matrix(op, name, op_kind, args, result)
    }

    fn mma(
        &mut self,
        op: &OperationRef,
        name: &str,
        shape: Option<MmaShape>,
        args: &[Val],
        result: Option<&Val>,
    ) -> Result<(), SimError> {
        let refused = "a shape, layout or type other than m16n8k8/k16 row.col f16";
        let (Some(mut shape), Some(result)) = (shape, result) else {
            return Err(self.refused(op, name, refused));
        };
        let leaves: Vec<Scalar> = args
            .iter()
            .flat_map(|a| a.leaves.iter().map(|l| l.scalar))
            .collect();
        shape.ab_packed = leaves.first() == Some(&Scalar::Int(32));
        let (na, nb, nc) = shape.leaves();
        let ab = if shape.ab_packed {
            Scalar::Int(32)
        } else {
            Scalar::F16
        };
        let float = |half: bool| if half { Scalar::F16 } else { Scalar::F32 };
        let operands_fit = leaves.len() == na + nb + nc
            && leaves[..na + nb].iter().all(|&s| s == ab)
            && leaves[na + nb..].iter().all(|&s| s == float(shape.c_f16));
        let results_fit =
            result.len() == 4 && result.leaves.iter().all(|l| l.scalar == float(shape.d_f16));
        if !operands_fit || !results_fit {
            return Err(self.refused(op, name, "operand or result types its shape does not have"));
        }
        self.matrix(op, name, MatrixOp::Mma(shape), args, result)
    }

    fn matrix(
        &mut self,
        op: &OperationRef,
        name: &str,
        matrix: MatrixOp,
        args: &[Val],
        result: &Val,
    ) -> Result<(), SimError> {
        let start = self.f.lists.len() as u32;
        for arg in args {
            for lane in 0..arg.len() {
                self.f.lists.push(arg.at(lane));
            }
        }
        let nargs = self.f.lists.len() as u32 - start;
        let site = self.site(op, Some(name));
        self.push_inst(Inst::Matrix {
            op: matrix,
            dst: result.reg,
            args: start,
            nargs,
            site,
        })
    }
}

/// `{ca,cg}.shared.global.{4,8,16}[.s]` -> (size, has a src-size operand).
fn async_copy_size(variant: &str) -> Option<(u8, bool)> {
    let rest = variant
        .strip_prefix("ca.shared.global.")
        .or_else(|| variant.strip_prefix("cg.shared.global."))?;
    let (size, src_size) = match rest.strip_suffix(".s") {
        Some(size) => (size, true),
        None => (rest, false),
    };
    let size = size.parse().ok().filter(|s| matches!(s, 4 | 8 | 16))?;
    Some((size, src_size))
}

/// `m8n8.x{1,2,4}[.trans].b16[.p3|.p0]` -> (number of matrices, transposed).
fn ldmatrix_variant(variant: &str) -> Option<(u8, bool)> {
    let rest = variant.strip_prefix("m8n8.x")?;
    let rest = rest
        .strip_suffix(".p3")
        .or_else(|| rest.strip_suffix(".p0"))
        .unwrap_or(rest);
    let rest = rest.strip_suffix(".b16")?;
    let (num, trans) = match rest.strip_suffix(".trans") {
        Some(num) => (num, true),
        None => (rest, false),
    };
    let num = num.parse().ok().filter(|n| matches!(n, 1 | 2 | 4))?;
    Some((num, trans))
}

/// `nvvm.ldmatrix`'s attributes: `num`, `layout` (`col` transposes), and the m8n8 b16
/// shape and element type where the op states them.
fn ldmatrix_op_variant(op: &OperationRef) -> Option<(u8, bool)> {
    let shape = text::attr(op, "shape").unwrap_or_else(|| "m = 8, n = 8".to_string());
    let element = text::attr(op, "eltType").unwrap_or_else(|| "b16".to_string());
    if !shape.contains("m = 8, n = 8") || !element.contains("b16") {
        return None;
    }
    let num = text::int_attr(op, "num")
        .and_then(|n| u8::try_from(n).ok())
        .filter(|n| matches!(n, 1 | 2 | 4))?;
    let trans = text::attr(op, "layout")?.contains("col");
    Some((num, trans))
}

/// `m16n8k{8,16}.row.col.{D}.{C}` with D and C each `f16` or `f32` (f16 A and B).
pub(super) fn mma_variant(variant: &str) -> Option<MmaShape> {
    let parts: Vec<&str> = variant.split('.').collect();
    let [shape, "row", "col", d, c] = parts[..] else {
        return None;
    };
    let k = match shape {
        "m16n8k8" => 8,
        "m16n8k16" => 16,
        _ => return None,
    };
    let half = |t: &str| match t {
        "f16" => Some(true),
        "f32" => Some(false),
        _ => None,
    };
    Some(MmaShape {
        k,
        c_f16: half(c)?,
        d_f16: half(d)?,
        ab_packed: false,
    })
}

/// `nvvm.mma.sync`'s attributes: the shape, `row`/`col` layouts and f16 multiplicands; C's
/// and D's types are those of its operands and result.
fn mma_op_variant(op: &OperationRef, args: &[Val], result: Option<&Val>) -> Option<MmaShape> {
    let shape = text::attr(op, "shape")?;
    let k = if shape.contains("m = 16, n = 8, k = 16") {
        16
    } else if shape.contains("m = 16, n = 8, k = 8") {
        8
    } else {
        return None;
    };
    let is = |name: &str, value: &str| text::attr(op, name).is_some_and(|a| a.contains(value));
    let f16_inputs = ["multiplicandAPtxType", "multiplicandBPtxType"]
        .iter()
        .all(|t| text::attr(op, t).is_none_or(|a| a.contains("<f16>")));
    let plain = !op.has_attribute("intOverflowBehavior") && !op.has_attribute("b1Op");
    if !is("layoutA", "<row>") || !is("layoutB", "<col>") || !f16_inputs || !plain {
        return None;
    }
    let c = args.last()?.scalar();
    let d = result?.scalar();
    Some(MmaShape {
        k,
        c_f16: c == Scalar::F16,
        d_f16: d == Scalar::F16,
        ab_packed: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn intrinsic_names_parse() {
        assert_eq!(async_copy_size("ca.shared.global.4"), Some((4, false)));
        assert_eq!(async_copy_size("cg.shared.global.16.s"), Some((16, true)));
        assert_eq!(async_copy_size("ca.shared.global.2"), None);
        assert_eq!(async_copy_size("mbarrier.arrive.shared"), None);
        assert_eq!(ldmatrix_variant("m8n8.x4.b16.p3"), Some((4, false)));
        assert_eq!(ldmatrix_variant("m8n8.x2.trans.b16"), Some((2, true)));
        assert_eq!(ldmatrix_variant("m16n16.x2.trans.b8"), None);
        let shape = mma_variant("m16n8k16.row.col.f32.f16").unwrap();
        assert_eq!((shape.k, shape.d_f16, shape.c_f16), (16, false, true));
        assert_eq!(mma_variant("m16n8k16.row.col.bf16"), None);
        assert_eq!(mma_variant("m16n8k16.row.col.satfinite.f32.f32"), None);
    }
}
