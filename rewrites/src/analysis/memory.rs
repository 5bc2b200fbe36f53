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

    pub const fn union(self, other: Self) -> Self {
        SpaceSet(self.0 | other.0)
    }

    pub fn intersects(self, other: Self) -> bool {
        self.0 & other.0 != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The spaces of `self` not in `other`.
    pub fn without(self, other: Self) -> Self {
        SpaceSet(self.0 & !other.0)
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
/// was cast from, or for a pointer argument of `kernel` (the kernel holding the access, if it
/// is one) global memory (kernel parameters point to global memory, which is what NVPTX's
/// argument lowering assumes too) — except a `byval` parameter, which is the thread's own
/// copy of the argument bytes, local to it.
pub fn infer_space(
    pointer: Value,
    normalizer: &mut Normalizer,
    kernel: Option<&OperationRef>,
) -> SpaceSet {
    let space = pointer_address_space(pointer.r#type()).unwrap_or(AddressSpace::Generic);
    if space != AddressSpace::Generic {
        return SpaceSet::of(space);
    }
    let address = normalizer.address(pointer);
    match (address.root_space, &address.root, kernel) {
        (AddressSpace::Generic, Root::Argument(index), Some(kernel)) => {
            if kestrel_dialects::values::argument_has_attribute(kernel, *index, "llvm.byval") {
                SpaceSet::LOCAL
            } else {
                SpaceSet::GLOBAL
            }
        }
        (AddressSpace::Generic, Root::Alloca(_), _) => SpaceSet::LOCAL,
        (root_space, _, _) => SpaceSet::of(root_space),
    }
}

/// The memory effects of `op`.
pub fn effects(op: &OperationRef, normalizer: &mut Normalizer, kernel: bool) -> Effects {
    let function = crate::engine::enclosing_function(*op);
    let kernel = function.as_ref().filter(|_| kernel);
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

/// LLVM-dialect ops that never touch memory (allow lists: anything else may).
pub fn is_pure(name: &str) -> bool {
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
    PURE.contains(&name)
        || name.strip_prefix("llvm.intr.").is_some_and(|intrinsic| {
            is_pure_intrinsic_op(intrinsic) || is_inert_intrinsic_op(intrinsic)
        })
}

/// Pure ops (they touch no memory) whose every evaluation may give a different result from
/// the same operands: an `alloca` makes a new object, whose address is its identity, and a
/// `freeze` of poison picks any value. Never copied, merged or moved as a value: a copy of an
/// alloca is another, uninitialised, object.
pub fn has_identity(name: &str) -> bool {
    matches!(name, "llvm.alloca" | "llvm.freeze")
}

/// Intrinsics in op form (`llvm.intr.<name>`, named without the prefix) that are pure
/// functions of their operands. Anything not listed may touch memory: the list is an allow
/// list, never a pattern over names (`matrix.column.major.store` writes memory).
pub const PURE_INTRINSIC_OPS: &[&str] = &[
    "fma",
    "fmuladd",
    "fabs",
    "sqrt",
    "copysign",
    "minnum",
    "maxnum",
    "minimum",
    "maximum",
    "floor",
    "ceil",
    "trunc",
    "rint",
    "nearbyint",
    "round",
    "roundeven",
    "exp",
    "exp2",
    "log",
    "log2",
    "log10",
    "pow",
    "powi",
    "sin",
    "cos",
    "smin",
    "smax",
    "umin",
    "umax",
    "abs",
    "ctpop",
    "ctlz",
    "cttz",
    "fshl",
    "fshr",
    "bitreverse",
    "bswap",
    "is.fpclass",
    "ldexp",
    "exp10",
    "tan",
    "canonicalize",
    "lround",
    "llround",
    "lrint",
    "llrint",
    "fptosi.sat",
    "fptoui.sat",
    "sadd.sat",
    "uadd.sat",
    "ssub.sat",
    "usub.sat",
    "sadd.with.overflow",
    "uadd.with.overflow",
    "ssub.with.overflow",
    "usub.with.overflow",
    "smul.with.overflow",
    "umul.with.overflow",
    "scmp",
    "ucmp",
    "ptrmask",
    "vector.reduce.add",
    "vector.reduce.mul",
    "vector.reduce.and",
    "vector.reduce.or",
    "vector.reduce.xor",
    "vector.reduce.smax",
    "vector.reduce.smin",
    "vector.reduce.umax",
    "vector.reduce.umin",
    "vector.reduce.fmax",
    "vector.reduce.fmin",
    "vector.reduce.fmaximum",
    "vector.reduce.fminimum",
    "vector.reduce.fadd",
    "vector.reduce.fmul",
];

/// True for `llvm.intr.<intrinsic>` ops that are pure functions of their operands.
pub fn is_pure_intrinsic_op(intrinsic: &str) -> bool {
    PURE_INTRINSIC_OPS.contains(&intrinsic)
}

/// True for `llvm.intr.<intrinsic>` ops that touch no memory a load can read and are never
/// merged: `assume` writes only LLVM's inaccessible memory; debug records touch nothing.
pub fn is_inert_intrinsic_op(intrinsic: &str) -> bool {
    matches!(
        intrinsic,
        "assume" | "dbg.value" | "dbg.declare" | "dbg.label"
    )
}

/// `llvm.call_intrinsic` names (prefixes, each ending where the overloaded type suffix or the
/// variant begins) that are pure functions of their operands.
const PURE_INTRINSIC_CALLS: &[&str] = &[
    "llvm.fma.",
    "llvm.fmuladd.",
    "llvm.fabs.",
    "llvm.sqrt.",
    "llvm.copysign.",
    "llvm.minnum.",
    "llvm.maxnum.",
    "llvm.minimum.",
    "llvm.maximum.",
    "llvm.floor.",
    "llvm.ceil.",
    "llvm.trunc.",
    "llvm.rint.",
    "llvm.round.",
    "llvm.exp2.",
    "llvm.log2.",
    "llvm.sin.",
    "llvm.cos.",
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
    "llvm.nvvm.fabs",
    "llvm.nvvm.fma.",
    "llvm.nvvm.mul24.",
    "llvm.nvvm.umul24.",
    "llvm.nvvm.mulhi.",
    "llvm.nvvm.sqrt.",
    "llvm.nvvm.rsqrt.approx.",
    "llvm.nvvm.rcp.",
    "llvm.nvvm.ex2.approx.",
    "llvm.nvvm.lg2.approx.",
    "llvm.nvvm.sin.approx.",
    "llvm.nvvm.cos.approx.",
    "llvm.nvvm.fmin.",
    "llvm.nvvm.fmax.",
    "llvm.nvvm.min.",
    "llvm.nvvm.max.",
    "llvm.nvvm.f2i.",
    "llvm.nvvm.i2f.",
    "llvm.nvvm.d2i.",
    "llvm.nvvm.f2ll.",
    "llvm.nvvm.div.",
    "llvm.nvvm.add.",
    "llvm.nvvm.saturate.",
    "llvm.nvvm.brev",
    "llvm.nvvm.clz.",
    "llvm.nvvm.popc.",
    "llvm.nvvm.prmt",
    "llvm.nvvm.sad.",
    "llvm.nvvm.isspacep.",
];

/// True for a `llvm.call_intrinsic` of `intrinsic` that is a pure function of its operands.
pub fn is_pure_intrinsic_call(intrinsic: &str) -> bool {
    PURE_INTRINSIC_CALLS
        .iter()
        .any(|prefix| intrinsic.starts_with(prefix))
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
    if is_pure_intrinsic_call(&intrinsic) {
        Effects::NONE
    } else {
        Effects::ALL
    }
}

fn call_effects(
    op: &OperationRef,
    normalizer: &mut Normalizer,
    kernel: Option<&OperationRef>,
) -> Effects {
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
    let Some(function) = callee_function(op, &callee) else {
        return Effects::ALL;
    };
    let defined = kestrel_dialects::values::region(&function, 0)
        .and_then(|r| melior::ir::RegionLike::first_block(&r))
        .is_some();
    let Some(text) = function
        .attribute("memory_effects")
        .ok()
        .map(|a| a.to_string())
    else {
        // libdevice math (`__nv_sinf`) without pointer arguments only computes, when its body
        // comes from libdevice at link time; a body in this module is judged as written.
        if !defined && kestrel_dialects::intrinsics::is_libdevice(&callee) && pointers.is_empty() {
            return Effects::NONE;
        }
        if defined && body_touches_no_memory(&function) {
            return Effects::NONE;
        }
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

/// The function `callee` of the module (or GPU module) holding `op`.
fn callee_function<'c, 'a>(
    op: &OperationRef<'c, 'a>,
    callee: &str,
) -> Option<OperationRef<'c, 'a>> {
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
            return Some(candidate);
        }
        next = candidate.next_in_block();
    }
    None
}

/// Ops of a callee's body read when judging it, at most: a bigger body is taken to touch
/// memory.
const MAX_BODY_OPS: usize = 256;

/// True when `function`'s body provably touches no memory: every op is a known pure op, a
/// special-register read or a pure intrinsic (calls, accesses, asm and anything unknown are
/// not).
fn body_touches_no_memory(function: &OperationRef) -> bool {
    let Some(region) = kestrel_dialects::values::region(function, 0) else {
        return false;
    };
    let mut seen = 0;
    let mut block = melior::ir::RegionLike::first_block(&region);
    while let Some(current) = block {
        let mut next = melior::ir::BlockLike::first_operation(&current);
        while let Some(op) = next {
            next = op.next_in_block();
            seen += 1;
            if seen > MAX_BODY_OPS || op.region_count() > 0 {
                return false;
            }
            let name = op.name();
            let name = name.as_string_ref().as_str().unwrap_or("");
            let pure = is_pure(name)
                || matches!(classify(&op), Some(IntrinsicClass::SpecialRegister(_)))
                || (name == names::CALL_INTRINSIC
                    && kestrel_dialects::intrinsics::string_attribute(&op, "intrin")
                        .is_some_and(|intrinsic| is_pure_intrinsic_call(&intrinsic)));
            if !pure {
                return false;
            }
        }
        block = melior::ir::BlockLike::next_in_region(&current);
    }
    true
}
