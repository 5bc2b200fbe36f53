//! What each op is to early-cse: a pure expression, a special-register read, a plain load or
//! store, a read-only op, an op that clobbers memory, or one that is none of these.
//!
//! The rule when in doubt is `Clobber`: an op this module does not know is assumed to write
//! any memory and to order it. Sync ops are classified by [`kestrel_dialects::classify`] in
//! every spelling and all clobber, whatever their declared memory effects (spec, pitfalls 1
//! and 3).

use crate::analysis::fast_hash::FastMap;
use crate::analysis::{
    address::Normalizer,
    memory::{
        SpaceSet, effects, is_inert_intrinsic_op, is_pure_intrinsic_call, is_pure_intrinsic_op,
    },
};
use kestrel_dialects::types::integer_width;
use kestrel_dialects::{
    AddressSpace, IntrinsicClass, Load, SpecialRegister, Store, classify, classify_intrinsic_name,
    integer_constant,
    intrinsics::string_attribute,
    keys::attribute_key,
    names, pointer_address_space,
    values::{defining_op, operand},
};
use melior::ir::{
    BlockLike, OperationRef, RegionLike, Value, ValueLike, attribute::FlatSymbolRefAttribute,
    operation::OperationLike,
};

/// The early-cse role of an op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// A pure single-result op: equal when name, operand values, result types, properties
    /// and attributes are equal.
    Expression,
    /// A read of a register that keeps its value for the whole kernel run of a thread.
    SpecialRegister(SpecialRegister),
    /// A non-volatile, non-atomic `llvm.load`.
    Load,
    /// A non-volatile, non-atomic `llvm.store`.
    Store,
    /// Reads memory, writes none (a read-only call): ends dead-store candidates only.
    ReadOnly,
    /// May write or order memory: a new generation.
    Clobber,
    /// Touches no memory and is not merged (terminators, `freeze`, `alloca`, clocks, ...).
    Inert,
}

/// Pure LLVM-dialect ops merged as expressions. `freeze` is absent on purpose: two freezes
/// of one poison value may differ. `alloca` is absent: each is a new object.
fn is_expression(name: &str) -> bool {
    matches!(
        name,
        "llvm.add"
            | "llvm.sub"
            | "llvm.mul"
            | "llvm.udiv"
            | "llvm.sdiv"
            | "llvm.urem"
            | "llvm.srem"
            | "llvm.and"
            | "llvm.or"
            | "llvm.xor"
            | "llvm.shl"
            | "llvm.lshr"
            | "llvm.ashr"
            | "llvm.fadd"
            | "llvm.fsub"
            | "llvm.fmul"
            | "llvm.fdiv"
            | "llvm.frem"
            | "llvm.fneg"
            | "llvm.icmp"
            | "llvm.fcmp"
            | "llvm.select"
            | "llvm.sext"
            | "llvm.zext"
            | "llvm.trunc"
            | "llvm.fpext"
            | "llvm.fptrunc"
            | "llvm.fptosi"
            | "llvm.fptoui"
            | "llvm.sitofp"
            | "llvm.uitofp"
            | "llvm.bitcast"
            | "llvm.ptrtoint"
            | "llvm.inttoptr"
            | "llvm.addrspacecast"
            | "llvm.getelementptr"
            | "llvm.extractvalue"
            | "llvm.insertvalue"
            | "llvm.extractelement"
            | "llvm.insertelement"
            | "llvm.shufflevector"
            | "llvm.mlir.constant"
            | "llvm.mlir.addressof"
            | "llvm.mlir.zero"
    )
}

/// Ops that touch no memory and are never merged.
fn is_inert(name: &str) -> bool {
    matches!(
        name,
        "llvm.freeze"
            | "llvm.alloca"
            | "llvm.mlir.undef"
            | "llvm.mlir.poison"
            | "llvm.br"
            | "llvm.cond_br"
            | "llvm.switch"
            | "llvm.return"
            | "llvm.unreachable"
    ) || name
        .strip_prefix("llvm.intr.")
        .is_some_and(is_inert_intrinsic_op)
}

/// What a callee's declaration says about memory.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct CalleeFacts {
    /// `memory_effects` present and naming no access at all.
    declared: bool,
    reads: bool,
    writes: bool,
    convergent: bool,
    /// The module defines the callee here (it has a body), so its name promises nothing.
    defined: bool,
}

/// Callee declarations of the enclosing module, read once per function on first use.
#[derive(Debug, Default)]
pub struct Callees {
    facts: Option<FastMap<String, CalleeFacts>>,
}

impl Callees {
    fn get(&mut self, function: &OperationRef, callee: &str) -> Option<CalleeFacts> {
        let facts = self
            .facts
            .get_or_insert_with(|| module_callee_facts(function));
        facts.get(callee).copied()
    }
}

fn module_callee_facts(function: &OperationRef) -> FastMap<String, CalleeFacts> {
    let mut facts = FastMap::default();
    let Some(module) = function.parent_operation() else {
        return facts;
    };
    let Some(body) = kestrel_dialects::values::region(&module, 0).and_then(|r| r.first_block())
    else {
        return facts;
    };
    let mut next = body.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        if op.name().as_string_ref().as_str() != Ok(names::FUNC) {
            continue;
        }
        let Some(name) = string_attribute(&op, "sym_name") else {
            continue;
        };
        let mut entry = CalleeFacts {
            convergent: op.has_attribute("convergent"),
            defined: kestrel_dialects::values::region(&op, 0)
                .and_then(|r| r.first_block())
                .is_some(),
            ..CalleeFacts::default()
        };
        if let Ok(attribute) = op.attribute("memory_effects") {
            let (reads, writes) = memory_effect_kinds(&attribute.to_string());
            entry.declared = true;
            entry.reads = reads;
            entry.writes = writes;
        }
        facts.insert(name, entry);
    }
    facts
}

/// (reads, writes) of a printed `#llvm.memory_effects<other = none, argMem = read, ...>`.
fn memory_effect_kinds(text: &str) -> (bool, bool) {
    let body = text
        .split_once('<')
        .map_or("", |(_, rest)| rest.trim_end_matches('>'));
    let mut reads = false;
    let mut writes = false;
    let mut entries = 0;
    for (_, kind) in body.split(',').filter_map(|pair| pair.split_once('=')) {
        entries += 1;
        let kind = kind.trim();
        reads |= kind.contains("read");
        writes |= kind.contains("write");
    }
    if entries == 0 {
        // Unreadable: assume everything.
        return (true, true);
    }
    (reads, writes)
}

/// The early-cse class of `op`, whose name is `name`.
pub fn class_of(
    op: &OperationRef,
    name: &str,
    function: &OperationRef,
    callees: &mut Callees,
    normalizer: &mut Normalizer,
    kernel: bool,
) -> Class {
    if op.region_count() > 0 {
        return Class::Clobber;
    }
    match name {
        names::LOAD => match Load::of(*op) {
            Some(load) if !load.is_volatile() && !load.is_atomic() && op.result_count() == 1 => {
                Class::Load
            }
            _ => Class::Clobber,
        },
        names::STORE => match Store::of(*op) {
            Some(store) if !store.is_volatile() && !store.is_atomic() => Class::Store,
            _ => Class::Clobber,
        },
        _ if is_expression(name) => single_result(op, Class::Expression),
        _ if is_inert(name) => Class::Inert,
        _ if name.starts_with("llvm.intr.") => {
            let intrinsic = &name["llvm.intr.".len()..];
            if is_pure_intrinsic_op(intrinsic) {
                single_result(op, Class::Expression)
            } else {
                Class::Clobber
            }
        }
        names::CALL => match callee(op).as_deref().and_then(classify_callee) {
            Some(class) => intrinsic_class(op, class),
            None => call_class(op, function, callees),
        },
        names::CALL_INTRINSIC => match classify(op) {
            Some(class) => intrinsic_class(op, class),
            None => intrinsic_call_class(op, normalizer, kernel),
        },
        _ if name.starts_with(names::NVVM_PREFIX) => match classify(op) {
            Some(class) => intrinsic_class(op, class),
            None => Class::Clobber,
        },
        _ => Class::Clobber,
    }
}

fn single_result(op: &OperationRef, class: Class) -> Class {
    if op.result_count() == 1 {
        class
    } else {
        Class::Inert
    }
}

/// Syncs of every kind clobber (including `bar.warp.sync`: `__syncwarp` orders memory among
/// the lanes of a warp); invariant special registers take the fast path; clocks and the
/// other registers are merely not memory.
fn intrinsic_class(op: &OperationRef, class: IntrinsicClass) -> Class {
    match class {
        IntrinsicClass::Sync(_) => Class::Clobber,
        IntrinsicClass::SpecialRegister(register)
            if register.is_cse_invariant() && op.result_count() == 1 =>
        {
            Class::SpecialRegister(register)
        }
        IntrinsicClass::SpecialRegister(_) => Class::Inert,
    }
}

/// The callee of a direct `llvm.call`, read without printing the attribute.
fn callee(op: &OperationRef) -> Option<String> {
    let attribute = op.attribute("callee").ok()?;
    FlatSymbolRefAttribute::try_from(attribute)
        .ok()
        .map(|symbol| symbol.value().to_string())
}

/// What `classify` says about a call of `callee` (the intrinsic table applies to `llvm.*`
/// callees only).
fn classify_callee(callee: &str) -> Option<IntrinsicClass> {
    if callee.starts_with("llvm.") {
        classify_intrinsic_name(callee)
    } else {
        None
    }
}

/// A direct call: external libdevice math without pointer arguments and callees declared to
/// touch no memory are expressions; declared read-only callees only read; the rest clobber.
/// A `__nv_` function defined in the module is judged by its declaration like any other:
/// its name is only a promise when the body comes from libdevice at link time.
fn call_class(op: &OperationRef, function: &OperationRef, callees: &mut Callees) -> Class {
    let Some(callee) = callee(op) else {
        return Class::Clobber;
    };
    let has_pointer_argument = || {
        op.operands()
            .any(|v| pointer_address_space(v.r#type()).is_some())
    };
    let facts = callees.get(function, &callee);
    if kestrel_dialects::intrinsics::is_libdevice(&callee)
        && !has_pointer_argument()
        && facts.is_some_and(|f| !f.defined)
    {
        return single_result(op, Class::Expression);
    }
    match facts {
        Some(facts) if facts.declared && !facts.writes && !facts.reads && !facts.convergent => {
            single_result(op, Class::Expression)
        }
        Some(facts) if facts.declared && !facts.writes => Class::ReadOnly,
        _ => Class::Clobber,
    }
}

/// True for a call that is `convergent` (at the call or in its callee's declaration): it
/// depends on the set of threads executing it, so like upstream EarlyCSE it is only merged
/// within one block.
pub fn is_convergent_call(
    op: &OperationRef,
    function: &OperationRef,
    callees: &mut Callees,
) -> bool {
    if op.has_attribute("convergent") {
        return true;
    }
    callee(op).is_some_and(|callee| callees.get(function, &callee).is_some_and(|f| f.convergent))
}

/// An unclassified `llvm.call_intrinsic`: pure math is an expression; otherwise its effects
/// from the shared table decide.
fn intrinsic_call_class(op: &OperationRef, normalizer: &mut Normalizer, kernel: bool) -> Class {
    let intrinsic = string_attribute(op, "intrin").unwrap_or_default();
    if is_pure_intrinsic_call(&intrinsic) {
        return single_result(op, Class::Expression);
    }
    let effects = effects(op, normalizer, kernel);
    if !effects.writes.is_empty() || effects.volatile || effects.atomic {
        Class::Clobber
    } else if !effects.reads.is_empty() {
        Class::ReadOnly
    } else {
        Class::Inert
    }
}

/// Op identity for value numbering lives with the other identity keys.
pub use kestrel_dialects::keys::{Signature, signature};

/// Binary ops whose operands may be swapped (IEEE addition and multiplication commute too).
pub fn is_commutative(name: &str) -> bool {
    matches!(
        name,
        "llvm.add" | "llvm.mul" | "llvm.and" | "llvm.or" | "llvm.xor" | "llvm.fadd" | "llvm.fmul"
    )
}

/// A cheap discriminator for ops whose operands say little (constants, predicates, GEP
/// indices, struct positions, callees), so the candidates compared by signature stay few:
/// the identity of the uniqued attribute, equal exactly when the attributes are equal.
pub fn hint(op: &OperationRef, name: &str) -> Option<usize> {
    let attribute = match name {
        names::CONSTANT => "value",
        "llvm.icmp" | "llvm.fcmp" => "predicate",
        names::GEP => "rawConstantIndices",
        "llvm.extractvalue" | "llvm.insertvalue" => "position",
        names::ADDRESSOF => "global_name",
        names::CALL => "callee",
        names::CALL_INTRINSIC => "intrin",
        _ => return None,
    };
    op.attribute(attribute).ok().map(attribute_key)
}

/// True when `value`, read as a signed integer of its width, is provably non-negative — from
/// its defining op alone, never from a flag that would make it poison otherwise: a constant
/// with a clear sign bit, a `zext` from a narrower type, `lshr` by a non-zero constant, `and`
/// or `urem` with a constant whose sign bit is clear, or an invariant special register read
/// (all below 2^31) of at least 32 bits. `false` means "not proven".
pub fn non_negative(value: Value) -> bool {
    let Some(width) = integer_width(value) else {
        return false;
    };
    if let Some((constant, bits)) = integer_constant(value) {
        return sign_bit_clear(constant, bits);
    }
    let Some(op) = defining_op(value) else {
        return false;
    };
    let name = op.name();
    let constant_sign_clear = |index: usize| {
        operand(&op, index)
            .and_then(integer_constant)
            .is_some_and(|(c, bits)| sign_bit_clear(c, bits))
    };
    match name.as_string_ref().as_str().unwrap_or("") {
        names::ZEXT => operand(&op, 0)
            .and_then(integer_width)
            .is_some_and(|from| from < width),
        "llvm.lshr" => operand(&op, 1)
            .and_then(integer_constant)
            .is_some_and(|(amount, _)| amount >= 1),
        "llvm.and" => constant_sign_clear(0) || constant_sign_clear(1),
        "llvm.urem" => constant_sign_clear(1),
        other => {
            width >= 32
                && (other.starts_with(names::NVVM_PREFIX) || other == names::CALL_INTRINSIC)
                && matches!(
                    classify(&op),
                    Some(IntrinsicClass::SpecialRegister(register)) if register.is_cse_invariant()
                )
        }
    }
}

/// True when bit `bits - 1` of `constant` (a `bits`-wide integer) is clear.
fn sign_bit_clear(constant: i64, bits: u32) -> bool {
    if bits == 0 || bits > 64 {
        return false;
    }
    (constant as u64 >> (bits - 1)) & 1 == 0
}

/// True when an access through a pointer of `space` that may touch `spaces` (from
/// `infer_space`) provably targets shared memory: address space 3 or 7, or a generic pointer
/// whose every possible space is one of those.
pub fn is_shared(space: Option<AddressSpace>, spaces: SpaceSet) -> bool {
    match space {
        Some(space) if space.is_shared() => true,
        Some(AddressSpace::Generic) => {
            let not_shared = SpaceSet::GLOBAL
                .union(SpaceSet::CONST)
                .union(SpaceSet::LOCAL)
                .union(SpaceSet::OTHER);
            !spaces.is_empty() && !spaces.intersects(not_shared)
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sign_bits_of_constants() {
        assert!(sign_bit_clear(5, 32));
        assert!(!sign_bit_clear(-1, 32));
        assert!(
            !sign_bit_clear(1, 1),
            "i1 true is negative as a signed value"
        );
        assert!(!sign_bit_clear(-1, 1));
        assert!(sign_bit_clear(0x7fff_ffff, 32));
        assert!(!sign_bit_clear(0x8000_0000, 32));
        assert!(!sign_bit_clear(1, 0));
    }

    #[test]
    fn shared_means_every_possible_space_is_shared() {
        assert!(is_shared(Some(AddressSpace::Shared), SpaceSet::SHARED));
        assert!(is_shared(
            Some(AddressSpace::SharedCluster),
            SpaceSet::SHARED_CLUSTER
        ));
        let both = SpaceSet::SHARED.union(SpaceSet::SHARED_CLUSTER);
        assert!(is_shared(Some(AddressSpace::Generic), both));
        assert!(!is_shared(Some(AddressSpace::Generic), SpaceSet::ALL));
        assert!(!is_shared(Some(AddressSpace::Generic), SpaceSet::NONE));
        assert!(!is_shared(Some(AddressSpace::Global), SpaceSet::GLOBAL));
        assert!(!is_shared(None, SpaceSet::SHARED));
    }

    #[test]
    fn memory_effect_texts() {
        let none = "#llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>";
        assert_eq!(memory_effect_kinds(none), (false, false));
        let read = "#llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>";
        assert_eq!(memory_effect_kinds(read), (true, false));
        let rw = "#llvm.memory_effects<other = none, argMem = none, inaccessibleMem = readwrite>";
        assert_eq!(memory_effect_kinds(rw), (true, true));
        assert_eq!(memory_effect_kinds("#llvm.memory_effects"), (true, true));
    }

    #[test]
    fn allow_lists_leave_out_what_is_not_pure() {
        assert!(!is_expression("llvm.freeze") && is_inert("llvm.freeze"));
        assert!(!is_expression("llvm.alloca") && is_inert("llvm.alloca"));
        assert!(is_expression("llvm.getelementptr") && !is_inert("llvm.getelementptr"));
        assert!(!is_pure_intrinsic_op("readcyclecounter"));
        assert!(!is_pure_intrinsic_op("matrix.column.major.store"));
        assert!(!is_pure_intrinsic_call("llvm.nvvm.read.ptx.sreg.clock64"));
    }
}
