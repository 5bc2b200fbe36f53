//! The space each generic pointer of one function provably points into.
//!
//! Facts flow forward only, from where a pointer is made to where it is used: a pointer is
//! never given a space because some use casts it to one (a `cvta.to.local` may sit under a
//! condition that the access does not share). Sources are the entry arguments' seeds, an
//! `addrspacecast` from a specific space, an `alloca` (local), the address of a module
//! global (global: NVPTX places generic-space globals in global memory), and a pointer
//! loaded from kernel parameter or constant memory (global, when the knob says the host
//! wrote it; for a kernel parameter device code may write, only what [`super::objects`]
//! proves of the bytes it reads). Everything else that makes a pointer (a call, `inttoptr`, inline asm, a load
//! from memory that device code can write) is generic. A `getelementptr` keeps its base's
//! space; a `select` and a block argument join their inputs, and inputs that disagree make
//! the pointer generic. Null, `undef` and `poison` join as nothing: an access through them
//! is undefined in every space. An address computed from one of them by `getelementptr`
//! (`(char *)0 + addr`) is generic: it is an integer made a pointer.
//!
//! A pointer loaded from a thread's own local object gets the join of what was stored into
//! the bytes it reads, when [`super::objects`] can see every such store.
//!
//! The solution is the least fixed point from "nothing known", so a pointer that goes round
//! a loop through `getelementptr`s keeps the space it entered with.

use crate::analysis::fast_hash::FastMap;
use kestrel_dialects::{
    AddressSpace,
    keys::{ValueKey, value_key},
    names, pointer_address_space,
    values::{operand, result},
};
use melior::ir::{
    BlockLike, BlockRef, OperationRef, RegionLike, Value, ValueLike, operation::OperationLike,
};

use super::objects::FunctionSlots;
use crate::analysis::cfg::incoming_values;

/// A space a pointer can be proven to point into.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Origin {
    Global,
    /// Global memory reached through a kernel's own pointer parameter. llc casts those
    /// parameters to global itself (NVPTXLowerArgs) and follows them through offsets, `select`
    /// and block arguments (InferAddressSpaces), so accesses through them are left to it:
    /// casting them here too only reorders the parameter reads, which moves ptxas's register
    /// allocation by a register or two either way. Kept apart from [`Origin::Global`] by
    /// origin, not by the shape of the address, so the decision survives the passes that
    /// reshape addresses (and `-O3` stays a fixed point).
    KernelParameter,
    Shared,
    /// Shared memory reached, within the function, from an `addrspacecast` of a shared
    /// pointer (`__shared__` arrays): llc's InferAddressSpaces follows those casts through
    /// offsets, `select` and block arguments itself, so accesses through them are left to it.
    /// Rewritten here, the address chains are rebuilt over one cast, and LSR then bases
    /// unrolled reads at other offsets, which ptxas no longer merges into `LDS.64`/`LDS.128`
    /// (sem_ax_hex8_f32: +18.5% loop-weighted memory SASS; radius_kde_async: +9.8%). Any
    /// other route (a call's parameter, memory) makes it [`Origin::Shared`].
    SharedCast,
    Local,
    /// Local memory inside objects whose every store [`super::objects`] sees: what a
    /// pointer loaded through it returns is known from those stores.
    LocalObject,
    Const,
    /// A kernel's `byval` parameter: read through the parameter space, which llc lowers
    /// itself, so accesses through it are left alone; what is loaded from it is global.
    Param,
}

impl Origin {
    /// The origin of a pointer of LLVM type space `space`, when it is one Kestrel rewrites
    /// to or reads facts from. `shared::cluster` (7) is not shared (3): a cluster pointer may
    /// name another block's shared memory.
    pub fn of_space(space: AddressSpace) -> Option<Self> {
        match space {
            AddressSpace::Global => Some(Self::Global),
            AddressSpace::Shared => Some(Self::Shared),
            AddressSpace::Local => Some(Self::Local),
            AddressSpace::Const => Some(Self::Const),
            AddressSpace::Other(101) => Some(Self::Param),
            _ => None,
        }
    }

    /// The address space an access through a pointer of this origin is rewritten to; `None`
    /// for a parameter, which llc lowers itself.
    pub fn space(self) -> Option<AddressSpace> {
        match self {
            Self::Global | Self::KernelParameter => Some(AddressSpace::Global),
            Self::Shared | Self::SharedCast => Some(AddressSpace::Shared),
            Self::Local | Self::LocalObject => Some(AddressSpace::Local),
            Self::Const => Some(AddressSpace::Const),
            Self::Param => None,
        }
    }

    /// One letter, for clone names and remarks.
    pub fn letter(self) -> char {
        match self {
            Self::Global | Self::KernelParameter => 'g',
            Self::Shared | Self::SharedCast => 's',
            Self::Local | Self::LocalObject => 'l',
            Self::Const => 'c',
            Self::Param => 'p',
        }
    }
}

/// What a pointer loaded from memory is taken to be, beyond what the address proves (a
/// tracked stack object's contents).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loaded {
    /// Nothing is assumed of what the host wrote.
    Proven,
    /// Pointers loaded from kernel parameter or constant memory are global: the host wrote
    /// them, and the host holds only global addresses.
    HostWritten,
    /// Pointers loaded from kernel parameter memory are global (the host wrote them), but
    /// not those loaded from constant memory: a module global's initialiser holds a pointer
    /// that may not be global (the address of a shared variable), and a generic pointer into
    /// constant memory may reach it.
    HostWrittenParameters,
    /// Every pointer loaded from memory is global: the host wrote it, or device code that
    /// never puts another kind of pointer into memory did ([`super::escapes`]).
    AllGlobal,
}

/// What is known of a pointer: nothing yet, one space, or that it may be in several.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fact {
    Unknown,
    In(Origin),
    Generic,
}

impl Fact {
    pub fn join(self, other: Self) -> Self {
        use Origin::{Global, KernelParameter};
        match (self, other) {
            (Self::Unknown, x) | (x, Self::Unknown) => x,
            (Self::In(a), Self::In(b)) if a == b => self,
            // Global either way; llc cannot see the other input's global-ness, this pass can.
            (Self::In(Global | KernelParameter), Self::In(Global | KernelParameter)) => {
                Self::In(Global)
            }
            // Shared either way; llc's inference sees the cast input only.
            (
                Self::In(Origin::Shared | Origin::SharedCast),
                Self::In(Origin::Shared | Origin::SharedCast),
            ) => Self::In(Origin::Shared),
            // Local either way; only pointers into tracked objects alone keep their contents.
            (
                Self::In(Origin::Local | Origin::LocalObject),
                Self::In(Origin::Local | Origin::LocalObject),
            ) => Self::In(Origin::Local),
            _ => Self::Generic,
        }
    }

    pub fn origin(self) -> Option<Origin> {
        match self {
            Self::In(origin) => Some(origin),
            _ => None,
        }
    }

    pub fn from_origin(origin: Option<Origin>) -> Self {
        origin.map_or(Self::Generic, Self::In)
    }
}

/// Where a fact comes from: a generic pointer of the function, or a fact fixed by a type.
#[derive(Clone, Copy, Debug)]
enum Input {
    Value(ValueKey),
    Fixed(Fact),
}

/// How a generic pointer's fact follows from its inputs.
#[derive(Clone, Debug)]
enum Rule {
    /// `getelementptr`, generic-to-generic cast: the input's fact.
    Same(Input),
    /// `select`, block argument: the join of the inputs.
    Join(Vec<Input>),
    /// A pointer loaded through `address`; with what loading it from tracked objects returns.
    Loaded(Input, Option<Fact>),
    Fixed(Fact),
}

/// The facts of one function's generic pointers.
#[derive(Debug, Default)]
pub struct Facts {
    facts: FastMap<ValueKey, Fact>,
}

impl Facts {
    /// Solves the facts of `function` with `seeds` for its entry arguments (generic where
    /// missing); `loaded` says what a pointer loaded from memory is taken to be; `slots` tells
    /// the tracked local objects of the function and what loading a pointer from them
    /// returns ([`super::objects`]).
    pub fn infer(
        function: &OperationRef,
        seeds: &[Fact],
        loaded: Loaded,
        slots: &FunctionSlots,
    ) -> Self {
        let rules = collect_rules(function, seeds, slots);
        let mut facts: FastMap<ValueKey, Fact> =
            rules.iter().map(|(key, _)| (*key, Fact::Unknown)).collect();
        let read = |facts: &FastMap<ValueKey, Fact>, input: &Input| match input {
            Input::Value(key) => facts.get(key).copied().unwrap_or(Fact::Generic),
            Input::Fixed(fact) => *fact,
        };
        // Monotone over a lattice of height two: each pointer changes at most twice.
        let mut changed = true;
        while changed {
            changed = false;
            for (key, rule) in &rules {
                let new = match rule {
                    Rule::Same(input) => read(&facts, input),
                    Rule::Join(inputs) => inputs
                        .iter()
                        .fold(Fact::Unknown, |acc, input| acc.join(read(&facts, input))),
                    Rule::Loaded(address, slot) => match read(&facts, address) {
                        Fact::In(Origin::LocalObject) => slot.unwrap_or(Fact::Generic),
                        Fact::Unknown => Fact::Unknown,
                        _ if loaded == Loaded::AllGlobal => Fact::In(Origin::Global),
                        // A kernel parameter is a per-thread copy device code may write:
                        // what the host wrote joined with what the stores seen put there,
                        // when every store is seen ([`super::objects`]).
                        Fact::In(Origin::Param)
                            if matches!(
                                loaded,
                                Loaded::HostWritten | Loaded::HostWrittenParameters
                            ) =>
                        {
                            match slot {
                                Some(fact) => *fact,
                                None if slots.untracked_parameter => Fact::Generic,
                                None => Fact::In(Origin::Global),
                            }
                        }
                        Fact::In(Origin::Const) if loaded == Loaded::HostWritten => {
                            Fact::In(Origin::Global)
                        }
                        _ => Fact::Generic,
                    },
                    Rule::Fixed(fact) => *fact,
                };
                let old = facts.insert(*key, new);
                changed |= old != Some(new);
            }
        }
        Self { facts }
    }

    /// The fact of `value`: from its type when that names a space, else as solved.
    pub fn of(&self, value: Value) -> Fact {
        match pointer_address_space(value.r#type()) {
            None => Fact::Generic,
            Some(AddressSpace::Generic) => self
                .facts
                .get(&value_key(&value))
                .copied()
                .unwrap_or(Fact::Generic),
            Some(space) => Fact::from_origin(Origin::of_space(space)),
        }
    }

    /// The origin an access through `address` may be rewritten to: a generic pointer of one
    /// known space.
    pub fn rewritable(&self, address: Value) -> Option<Origin> {
        if pointer_address_space(address.r#type()) != Some(AddressSpace::Generic) {
            return None;
        }
        self.of(address).origin()
    }

    /// True when generic pointer `address` may point into more than one space.
    pub fn is_generic(&self, address: Value) -> bool {
        is_generic_pointer(address) && self.of(address) == Fact::Generic
    }
}

fn is_generic_pointer(value: Value) -> bool {
    pointer_address_space(value.r#type()) == Some(AddressSpace::Generic)
}

/// The input `value` gives: its own fact when it is a generic pointer (null and undefined
/// ones have the rule "nothing known"), else one fixed by its type.
fn input(value: Value) -> Input {
    match pointer_address_space(value.r#type()) {
        Some(AddressSpace::Generic) => Input::Value(value_key(&value)),
        Some(space) => Input::Fixed(Fact::from_origin(Origin::of_space(space))),
        None => Input::Fixed(Fact::Generic),
    }
}

/// One rule per generic pointer of `function`, in program order.
fn collect_rules(
    function: &OperationRef,
    seeds: &[Fact],
    slots: &FunctionSlots,
) -> Vec<(ValueKey, Rule)> {
    let mut rules = Vec::new();
    let Some(body) = function.region(0).ok() else {
        return rules;
    };
    let mut block = body.first_block();
    let mut entry = true;
    // Op positions as `cfg::ops_in_order` counts them.
    let mut position = 0;
    while let Some(current) = block {
        for index in 0..current.argument_count() {
            let Ok(argument) = current.argument(index) else {
                continue;
            };
            let value: Value = argument.into();
            if !is_generic_pointer(value) {
                continue;
            }
            let rule = if entry {
                Rule::Fixed(seeds.get(index).copied().unwrap_or(Fact::Generic))
            } else {
                block_argument_rule(&current, index)
            };
            rules.push((value_key(&value), rule));
        }
        let mut next = current.first_operation();
        while let Some(op) = next {
            if let Some(result) = op.results().next().map(Value::from)
                && op.result_count() == 1
                && is_generic_pointer(result)
            {
                rules.push((value_key(&result), op_rule(&op, position, slots)));
            }
            position += 1;
            next = op.next_in_block();
        }
        entry = false;
        block = current.next_in_region();
    }
    rules
}

fn block_argument_rule(block: &BlockRef, index: usize) -> Rule {
    match incoming_values(block, index) {
        Some(incoming) => Rule::Join(incoming.into_iter().map(|(_, v)| input(v)).collect()),
        None => Rule::Fixed(Fact::Generic),
    }
}

/// The rule of the generic pointer `op`, at `position` of its function, makes.
fn op_rule(op: &OperationRef, position: usize, slots: &FunctionSlots) -> Rule {
    let name = op.name();
    let operand_input = |index| operand(op, index).map_or(Input::Fixed(Fact::Generic), input);
    match name.as_string_ref().as_str().unwrap_or("") {
        // `(char *)0 + addr`: an address computed from null is an integer made a pointer,
        // whatever space `addr` came from (LLVM leaves accesses through it undefined, but a
        // front end that means `inttoptr` gets what it meant).
        names::GEP if operand(op, 0).is_some_and(is_null_or_undefined) => {
            Rule::Fixed(Fact::Generic)
        }
        names::ADDRSPACECAST if casts_shared_to_generic(op) => {
            Rule::Fixed(Fact::In(Origin::SharedCast))
        }
        names::GEP | names::ADDRSPACECAST => Rule::Same(operand_input(0)),
        "llvm.select" => Rule::Join(vec![operand_input(1), operand_input(2)]),
        names::ALLOCA if slots.objects.contains(&position) => {
            Rule::Fixed(Fact::In(Origin::LocalObject))
        }
        names::ALLOCA => Rule::Fixed(Fact::In(Origin::Local)),
        // A generic-space module global lives in global memory (NVPTX's GenericToNVVM).
        names::ADDRESSOF => Rule::Fixed(Fact::In(Origin::Global)),
        "llvm.mlir.zero" | "llvm.mlir.undef" | "llvm.mlir.poison" => Rule::Fixed(Fact::Unknown),
        names::LOAD if !is_volatile(op) => {
            Rule::Loaded(operand_input(0), slots.loads.get(&position).copied())
        }
        _ => Rule::Fixed(Fact::Generic),
    }
}

/// True for the null pointer, `undef` or `poison` themselves.
fn is_null_or_undefined(value: Value) -> bool {
    kestrel_dialects::values::defining_op(value).is_some_and(|op| {
        matches!(
            op.name().as_string_ref().as_str(),
            Ok("llvm.mlir.zero" | "llvm.mlir.undef" | "llvm.mlir.poison")
        )
    })
}

/// A volatile load may read what another agent wrote: no fact about what it returns.
fn is_volatile(op: &OperationRef) -> bool {
    kestrel_dialects::ops::Load::of(*op).is_some_and(|load| load.is_volatile())
}

/// Whether `op` (an `addrspacecast`) makes a generic pointer of a shared one.
fn casts_shared_to_generic(op: &OperationRef) -> bool {
    let space = |value: Option<Value>| value.and_then(|v| pointer_address_space(v.r#type()));
    space(operand(op, 0)) == Some(AddressSpace::Shared)
        && space(result(op, 0)) == Some(AddressSpace::Generic)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn join_keeps_one_space_and_loses_two() {
        let global = Fact::In(Origin::Global);
        let shared = Fact::In(Origin::Shared);
        assert_eq!(Fact::Unknown.join(global), global);
        assert_eq!(global.join(Fact::Unknown), global);
        assert_eq!(global.join(global), global);
        assert_eq!(global.join(shared), Fact::Generic);
        let parameter = Fact::In(Origin::KernelParameter);
        assert_eq!(parameter.join(parameter), parameter);
        assert_eq!(parameter.join(global), global);
        assert_eq!(parameter.join(shared), Fact::Generic);
        let cast = Fact::In(Origin::SharedCast);
        assert_eq!(cast.join(cast), cast);
        assert_eq!(cast.join(shared), shared);
        assert_eq!(cast.join(global), Fact::Generic);
        assert_eq!(Fact::Generic.join(Fact::Unknown), Fact::Generic);
    }

    #[test]
    fn cluster_and_unknown_spaces_are_not_specialised() {
        assert_eq!(Origin::of_space(AddressSpace::SharedCluster), None);
        assert_eq!(Origin::of_space(AddressSpace::Other(9)), None);
        assert_eq!(
            Origin::of_space(AddressSpace::Other(101)),
            Some(Origin::Param)
        );
        assert_eq!(Origin::Param.space(), None);
    }
}
