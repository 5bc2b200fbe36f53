//! Typed access to the MLIR LLVM and NVVM dialect operations Kestrel matches and builds.
//!
//! melior ships generic operation handles and no NVVM wrappers. This crate gives the rest of
//! Kestrel names instead of strings: op-name constants ([`names`]), thin typed views over the
//! ops the passes inspect ([`ops`]), one classification table for the NVVM intrinsic families
//! in both spellings ([`intrinsics`]), builders for the NVVM ops the passes create
//! ([`nvvm`]), identity keys for IR handles ([`keys`]), and typed builders for what a GPU
//! DSL front end emits ([`build`]). All `unsafe` code of the workspace lives in [`raw`].
#![deny(unsafe_code)]

pub mod build;
pub mod context;
pub mod import;
pub mod intrinsics;
pub mod keys;
pub mod names;
pub mod nvvm;
pub mod ops;
pub mod raw;
pub mod types;
pub mod values;

pub use context::new_context;
pub use intrinsics::{
    IntrinsicClass, SpecialRegister, SyncKind, classify, classify_intrinsic_name,
};
pub use melior;
pub use ops::{
    AddrSpaceCast, Alloca, CallIntrinsic, DirectCall, Gep, GepIndex, Load, MemoryAccess,
    OverflowFlags, Store, integer_constant,
};
pub use types::{AddressSpace, pointer_address_space};
