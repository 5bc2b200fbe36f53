//! Operation names of the LLVM and NVVM dialect ops Kestrel looks at.
//!
//! Matching by name (rather than by generated ODS wrappers) keeps the build lean and lets one
//! table cover ops melior has no wrapper for.

pub const FUNC: &str = "llvm.func";
pub const GPU_MODULE: &str = "gpu.module";
pub const BUILTIN_MODULE: &str = "builtin.module";

pub const GEP: &str = "llvm.getelementptr";
pub const LOAD: &str = "llvm.load";
pub const STORE: &str = "llvm.store";
pub const ALLOCA: &str = "llvm.alloca";
pub const CALL: &str = "llvm.call";
pub const CALL_INTRINSIC: &str = "llvm.call_intrinsic";
pub const ADDRSPACECAST: &str = "llvm.addrspacecast";
pub const ADDRESSOF: &str = "llvm.mlir.addressof";
pub const GLOBAL: &str = "llvm.mlir.global";
pub const CONSTANT: &str = "llvm.mlir.constant";
pub const ZERO: &str = "llvm.mlir.zero";
pub const UNDEF: &str = "llvm.mlir.undef";
pub const POISON: &str = "llvm.mlir.poison";
pub const ATOMICRMW: &str = "llvm.atomicrmw";
pub const CMPXCHG: &str = "llvm.cmpxchg";
pub const FENCE: &str = "llvm.fence";
pub const INLINE_ASM: &str = "llvm.inline_asm";

pub const ADD: &str = "llvm.add";
pub const SUB: &str = "llvm.sub";
pub const MUL: &str = "llvm.mul";
pub const SHL: &str = "llvm.shl";
pub const OR: &str = "llvm.or";
pub const SEXT: &str = "llvm.sext";
pub const ZEXT: &str = "llvm.zext";
pub const TRUNC: &str = "llvm.trunc";

pub const BR: &str = "llvm.br";
pub const COND_BR: &str = "llvm.cond_br";
pub const SWITCH: &str = "llvm.switch";
pub const RETURN: &str = "llvm.return";
pub const UNREACHABLE: &str = "llvm.unreachable";

/// Prefix shared by every NVVM dialect op (`nvvm.barrier0`, `nvvm.read.ptx.sreg.tid.x`, ...).
pub const NVVM_PREFIX: &str = "nvvm.";
/// Prefix of the NVVM special-register read ops.
pub const NVVM_SREG_PREFIX: &str = "nvvm.read.ptx.sreg.";
