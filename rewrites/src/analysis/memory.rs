//! Memory effects of ops, by address space, and the real space of generic pointers.
//!
//! Every op is classified as reading and/or writing a set of address spaces. Loads, stores and
//! atomics touch the space of their pointer, sharpened by [`infer_space`]; atomics read and
//! write; `memcpy`/`memset` intrinsics touch their pointer operands (which operand is which:
//! `ops::access_operand`, `ops::transfer_operands`); intrinsic calls use the intrinsic table;
//! calls of functions that declare `memory_effects` use them; everything else that is not a
//! known pure op touches all memory.

use super::address::{Normalizer, Root};
use kestrel_dialects::{
    AddressSpace, IntrinsicClass, classify, names,
    ops::{AccessKind, access_operand, transfer_operands},
    pointer_address_space,
};
use melior::ir::{OperationRef, Value, ValueLike, operation::OperationLike};

/// A set of address spaces.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SpaceSet(u8);

impl SpaceSet {
    pub const NONE: SpaceSet = SpaceSet(0);
    pub const GLOBAL: SpaceSet = SpaceSet(1);
    pub const SHARED: SpaceSet = SpaceSet(2);
    pub const CONST: SpaceSet = SpaceSet(4);
    pub const LOCAL: SpaceSet = SpaceSet(8);
    pub const SHARED_CLUSTER: SpaceSet = SpaceSet(16);
    pub const OTHER: SpaceSet = SpaceSet(32);
    pub const ALL: SpaceSet = SpaceSet(63);

    /// The spaces a pointer in `space` may point into; generic may point anywhere.
    pub fn of(space: AddressSpace) -> Self {
        match space {
            AddressSpace::Generic => Self::ALL,
            AddressSpace::Global => Self::GLOBAL,
            AddressSpace::Shared => Self::SHARED,
            AddressSpace::Const => Self::CONST,
            AddressSpace::Local => Self::LOCAL,
            // The CTA's own shared window lies inside the cluster's: a cluster pointer may
            // name this block's shared memory.
            AddressSpace::SharedCluster => SpaceSet(Self::SHARED.0 | Self::SHARED_CLUSTER.0),
            AddressSpace::Other(_) => Self::OTHER,
        }
    }

    pub fn union(self, other: Self) -> Self {
        SpaceSet(self.0 | other.0)
    }

    pub fn intersects(self, other: Self) -> bool {
        self.0 & other.0 != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// True when the set includes memory other threads can see (global, shared, cluster
    /// shared, or anything generic).
    pub fn is_shared_between_threads(self) -> bool {
        self.intersects(SpaceSet(
            Self::GLOBAL.0 | Self::SHARED.0 | Self::SHARED_CLUSTER.0 | Self::OTHER.0,
        ))
    }
}

/// What an op does to memory.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Effects {
    pub reads: SpaceSet,
    pub writes: SpaceSet,
    pub atomic: bool,
    pub volatile: bool,
}

impl Effects {
    pub const NONE: Effects = Effects {
        reads: SpaceSet::NONE,
        writes: SpaceSet::NONE,
        atomic: false,
        volatile: false,
    };
    pub const ALL: Effects = Effects {
        reads: SpaceSet::ALL,
        writes: SpaceSet::ALL,
        atomic: false,
        volatile: true,
    };

    pub fn is_none(&self) -> bool {
        self.reads.is_empty() && self.writes.is_empty()
    }
}

/// The spaces `pointer` may point into: its own space, or for a generic pointer the space it
/// was cast from, or global for a kernel's pointer argument (kernel parameters point to
/// global memory, which is what NVPTX's argument lowering assumes too).
pub fn infer_space(pointer: Value, normalizer: &mut Normalizer, kernel: bool) -> SpaceSet {
    let space = pointer_address_space(pointer.r#type()).unwrap_or(AddressSpace::Generic);
    if space != AddressSpace::Generic {
        return SpaceSet::of(space);
    }
    let address = normalizer.address(pointer);
    match (address.root_space, &address.root) {
        (AddressSpace::Generic, Root::Argument(_)) if kernel => SpaceSet::GLOBAL,
        (AddressSpace::Generic, Root::Alloca(_)) => SpaceSet::LOCAL,
        (root_space, _) => SpaceSet::of(root_space),
    }
}

/// The memory effects of `op`.
pub fn effects(op: &OperationRef, normalizer: &mut Normalizer, kernel: bool) -> Effects {
    let name = op.name();
    let name = name.as_string_ref().as_str().unwrap_or("");
    let volatile = op.has_attribute("volatile_");
    let mut space = |index: usize| {
        kestrel_dialects::values::operand(op, index)
            .map_or(SpaceSet::ALL, |p| infer_space(p, normalizer, kernel))
    };
    if let Some((index, kind)) = access_operand(name) {
        let s = space(index);
        return Effects {
            reads: if kind.reads() { s } else { SpaceSet::NONE },
            writes: if kind.writes() { s } else { SpaceSet::NONE },
            // atomicrmw and cmpxchg always are; a load or store when it has an ordering.
            atomic: kind == AccessKind::ReadWrite || is_atomic(op),
            volatile,
        };
    }
    let transfer = transfer_operands(name);
    if !transfer.is_empty() {
        let mut effects = Effects {
            volatile,
            ..Effects::NONE
        };
        for &(index, kind) in transfer {
            let s = space(index);
            if kind.reads() {
                effects.reads = effects.reads.union(s);
            }
            if kind.writes() {
                effects.writes = effects.writes.union(s);
            }
        }
        return effects;
    }
    match name {
        names::CALL_INTRINSIC => intrinsic_effects(op),
        // Lifetime markers only concern the frame of this thread.
        "llvm.intr.lifetime.start" | "llvm.intr.lifetime.end" => Effects {
            reads: SpaceSet::NONE,
            writes: SpaceSet::LOCAL,
            atomic: false,
            volatile: false,
        },
        names::CALL => call_effects(op, normalizer, kernel),
        names::FENCE => Effects::NONE,
        _ if is_pure(name) => Effects::NONE,
        _ => match classify(op) {
            Some(IntrinsicClass::SpecialRegister(_)) | Some(IntrinsicClass::Sync(_)) => {
                Effects::NONE
            }
            None => Effects::ALL,
        },
    }
}

fn is_atomic(op: &OperationRef) -> bool {
    op.attribute("ordering")
        .ok()
        .and_then(|a| melior::ir::attribute::IntegerAttribute::try_from(a).ok())
        .is_some_and(|o| o.value() != 0)
}

/// LLVM-dialect ops that never touch memory.
fn is_pure(name: &str) -> bool {
    const PURE: &[&str] = &[
        "llvm.add",
        "llvm.sub",
        "llvm.mul",
        "llvm.udiv",
        "llvm.sdiv",
        "llvm.urem",
        "llvm.srem",
        "llvm.and",
        "llvm.or",
        "llvm.xor",
        "llvm.shl",
        "llvm.lshr",
        "llvm.ashr",
        "llvm.fadd",
        "llvm.fsub",
        "llvm.fmul",
        "llvm.fdiv",
        "llvm.frem",
        "llvm.fneg",
        "llvm.icmp",
        "llvm.fcmp",
        "llvm.select",
        "llvm.sext",
        "llvm.zext",
        "llvm.trunc",
        "llvm.fpext",
        "llvm.fptrunc",
        "llvm.fptosi",
        "llvm.fptoui",
        "llvm.sitofp",
        "llvm.uitofp",
        "llvm.bitcast",
        "llvm.ptrtoint",
        "llvm.inttoptr",
        "llvm.addrspacecast",
        "llvm.getelementptr",
        "llvm.mlir.constant",
        "llvm.mlir.addressof",
        "llvm.mlir.undef",
        "llvm.mlir.poison",
        "llvm.mlir.zero",
        "llvm.extractvalue",
        "llvm.insertvalue",
        "llvm.extractelement",
        "llvm.insertelement",
        "llvm.shufflevector",
        "llvm.freeze",
        "llvm.alloca",
        "llvm.br",
        "llvm.cond_br",
        "llvm.switch",
        "llvm.return",
        "llvm.unreachable",
    ];
    if PURE.contains(&name) {
        return true;
    }
    // Math intrinsics in op form (`llvm.intr.fma`, `llvm.intr.smax`, ...) are pure; the
    // memory-touching ones are listed explicitly.
    name.starts_with("llvm.intr.")
        && !name.contains("mem")
        && !name.contains("masked")
        && !name.contains("prefetch")
        && !name.contains("stack")
        && !name.contains("trap")
        && !name.contains("assume")
        && !name.contains("lifetime")
        && !name.contains("invariant")
        && !name.contains("gather")
        && !name.contains("scatter")
        && !name.contains("vp.")
}

fn intrinsic_effects(op: &OperationRef) -> Effects {
    if classify(op).is_some() {
        return Effects::NONE;
    }
    let intrinsic =
        kestrel_dialects::intrinsics::string_attribute(op, "intrin").unwrap_or_default();
    if intrinsic.starts_with("llvm.nvvm.ldg.global")
        || intrinsic.starts_with("llvm.nvvm.ldu.global")
    {
        return Effects {
            reads: SpaceSet::GLOBAL,
            writes: SpaceSet::NONE,
            atomic: false,
            volatile: false,
        };
    }
    let pure_prefixes = [
        "llvm.fma.",
        "llvm.fabs.",
        "llvm.sqrt.",
        "llvm.minnum.",
        "llvm.maxnum.",
        "llvm.minimum.",
        "llvm.maximum.",
        "llvm.smin.",
        "llvm.smax.",
        "llvm.umin.",
        "llvm.umax.",
        "llvm.abs.",
        "llvm.ctpop.",
        "llvm.ctlz.",
        "llvm.cttz.",
        "llvm.fshl.",
        "llvm.fshr.",
        "llvm.bitreverse.",
        "llvm.bswap.",
        "llvm.copysign.",
        "llvm.floor.",
        "llvm.ceil.",
        "llvm.trunc.",
        "llvm.rint.",
        "llvm.round.",
        "llvm.exp2.",
        "llvm.log2.",
        "llvm.sin.",
        "llvm.cos.",
        "llvm.nvvm.fabs",
        "llvm.nvvm.fma.",
        "llvm.nvvm.mul24",
        "llvm.nvvm.umul24",
        "llvm.nvvm.mulhi",
        "llvm.nvvm.sqrt",
        "llvm.nvvm.rsqrt",
        "llvm.nvvm.rcp",
        "llvm.nvvm.ex2",
        "llvm.nvvm.lg2",
        "llvm.nvvm.sin",
        "llvm.nvvm.cos",
        "llvm.nvvm.f2i",
        "llvm.nvvm.i2f",
        "llvm.nvvm.d2i",
        "llvm.nvvm.f2ll",
        "llvm.nvvm.min",
        "llvm.nvvm.max",
        "llvm.nvvm.fmin",
        "llvm.nvvm.fmax",
        "llvm.nvvm.div",
        "llvm.nvvm.add",
        "llvm.nvvm.saturate",
        "llvm.nvvm.brev",
        "llvm.nvvm.clz",
        "llvm.nvvm.popc",
        "llvm.nvvm.prmt",
        "llvm.nvvm.sad",
        "llvm.nvvm.ff2",
        "llvm.nvvm.isspacep",
    ];
    if pure_prefixes.iter().any(|p| intrinsic.starts_with(p)) {
        Effects::NONE
    } else {
        Effects::ALL
    }
}

fn call_effects(op: &OperationRef, normalizer: &mut Normalizer, kernel: bool) -> Effects {
    let Some(callee) = kestrel_dialects::intrinsics::callee_name(op) else {
        return Effects::ALL;
    };
    if let Some(IntrinsicClass::SpecialRegister(_) | IntrinsicClass::Sync(_)) = classify(op) {
        return Effects::NONE;
    }
    let pointers: Vec<Value> = op
        .operands()
        .filter(|v| pointer_address_space(v.r#type()).is_some())
        .collect();
    // libdevice math (`__nv_sinf`) without pointer arguments only computes.
    if callee.starts_with("__nv_") && pointers.is_empty() {
        return Effects::NONE;
    }
    let Some(text) = callee_memory_effects(op, &callee) else {
        return Effects::ALL;
    };
    let kinds = memory_effect_kinds(&text);
    let access = |kind: &str| {
        (
            kind.contains("read"),
            kind.contains("write") || kind == "readwrite",
        )
    };
    let mut effects = Effects::NONE;
    for (location, kind) in &kinds {
        let (reads, writes) = access(kind);
        if !reads && !writes {
            continue;
        }
        let spaces = if location == "argMem" {
            pointers.iter().fold(SpaceSet::NONE, |acc, p| {
                acc.union(infer_space(*p, normalizer, kernel))
            })
        } else {
            SpaceSet::ALL
        };
        if reads {
            effects.reads = effects.reads.union(spaces);
        }
        if writes {
            effects.writes = effects.writes.union(spaces);
        }
    }
    if kinds.is_empty() {
        Effects::ALL
    } else {
        effects
    }
}

/// `other = none, argMem = readwrite, ...` as (location, kind) pairs.
fn memory_effect_kinds(text: &str) -> Vec<(String, String)> {
    let body = text
        .split_once('<')
        .map_or("", |(_, rest)| rest.trim_end_matches('>'));
    body.split(',')
        .filter_map(|pair| pair.split_once('='))
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .collect()
}

/// The printed `memory_effects` attribute of the callee's declaration, if it has one.
fn callee_memory_effects(op: &OperationRef, callee: &str) -> Option<String> {
    let mut module = op.parent_operation();
    while let Some(candidate) = module {
        if candidate.name().as_string_ref().as_str() == Ok(names::BUILTIN_MODULE)
            || candidate.name().as_string_ref().as_str() == Ok(names::GPU_MODULE)
        {
            break;
        }
        module = candidate.parent_operation();
    }
    let module = module?;
    let body = melior::ir::RegionLike::first_block(&kestrel_dialects::values::region(&module, 0)?)?;
    let mut next = melior::ir::BlockLike::first_operation(&body);
    while let Some(candidate) = next {
        let is_callee = kestrel_dialects::intrinsics::string_attribute(&candidate, "sym_name")
            .is_some_and(|name| name == callee);
        if is_callee {
            return candidate
                .attribute("memory_effects")
                .ok()
                .map(|a| a.to_string());
        }
        next = candidate.next_in_block();
    }
    None
}
