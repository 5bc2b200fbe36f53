//! Pointers a thread keeps in its own local objects, and what loading them back returns.
//!
//! A struct or array in an `alloca` that holds pointers is common: a C++ object with a
//! pointer member passed by reference to a device function (cuda-samples' interval keeps its
//! output pointer in a `global_stack` that three non-inlined functions read), a table of
//! tile pointers indexed at run time, IR that spills every variable to the stack. llc
//! promotes such objects only when they never reach a call; otherwise every pointer read
//! back from one is generic.
//!
//! An object is *tracked* when every pointer derived from its `alloca` (through
//! `getelementptr`, `addrspacecast` and the parameters of the defined functions it is passed
//! to) is only used as the address of a load, store, `memcpy`/`memset`, lifetime or debug
//! marker, or comparison. Nothing else can then read or write its bytes: the thread that
//! made it is the only one that sees it (local memory), and every store into it is one of the
//! stores found here. A pointer loaded from a tracked object is one of the pointers stored
//! into the bytes it reads, or the object's uninitialised contents (undefined to access
//! through); so its fact is the join of those stores' facts, flow-insensitively, over all the
//! object's lifetime. The facts are semantic, not tied to a version: a clone of a function
//! reads the same bytes at the same op.
//!
//! Which loads read tracked objects alone is the inference's business, not this module's:
//! the `alloca` of a tracked object is [`Origin::LocalObject`], which survives offsets and
//! joins only with itself, and reaches a device function's parameter only through a
//! signature every call of that version agrees on. A load through such a pointer takes the
//! fact solved here; any other load from local memory stays generic.
//!
//! A kernel's `byval` parameter is an object too: a per-thread copy of what the host passed,
//! which device code may write (a field overwritten with `&shared[tid]`, directly or by a
//! device function it is passed to by reference). Its contents start host-written, so a
//! pointer loaded from it is global only while every store into the bytes it reads is seen
//! here and stores a global pointer; the pointers loaded through the parameter take the
//! join of those stores and "global" (what the host wrote). A parameter whose walk escapes
//! may be written anywhere: what is loaded from it is not known
//! ([`FunctionSlots::untracked_parameter`]).
//!
//! A `memcpy` of a kernel parameter from its start into an object (the copy [`super::byval`]
//! makes before a call) writes what the parameter holds: what the host wrote, when the
//! parameter itself is tracked and never written, so a pointer read whole from the copy is
//! global as one read from the parameter would be.
//!
//! The fact is generic when:
//! - a store of anything other than a generic pointer may overlap the bytes the load reads
//!   (an integer written over a pointer slot, a `memcpy` or `memset`, a store at an offset
//!   not known); bytes of an integer are no pointer of a known space;
//! - the load or an overlapping pointer store is aligned below the pointer size: aligned
//!   pointer accesses of one size either coincide or are disjoint, so no load mixes two
//!   pointers' bytes;
//! - the stored pointers disagree, or one of them is generic.

use super::{
    Functions, Param,
    infer::{Fact, Facts, Loaded, Origin},
};
use crate::analysis::cfg::ops_in_order;
use crate::analysis::fast_hash::{FastMap, FastSet};
use crate::analysis::layout::{DataLayout, TypeInfo};
use kestrel_dialects::{
    AddressSpace,
    keys::{OpKey, ValueKey, op_key, value_key},
    names,
    ops::{Gep, Load, Store, integer_constant},
    pointer_address_space, raw,
    values::operand,
};
use melior::ir::{BlockLike, OperationRef, RegionLike, Value, ValueLike, operation::OperationLike};
use std::collections::BTreeMap;

/// Bytes of a generic pointer: the alignment a pointer load or store needs to be trusted.
const POINTER_BYTES: i64 = 8;

/// Derived pointers visited per object before it is given up as untracked: a bound on the
/// work an object reached through many calls can cost.
const WALK_BUDGET: usize = 4096;

/// Rounds of "stored facts, then loaded facts": a pointer copied from one object to another
/// needs the first object's facts first.
const ROUNDS: usize = 4;

/// The tracked objects of one function and what its pointer loads through tracked objects
/// return, by op position ([`ops_in_order`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FunctionSlots {
    /// Positions of the `alloca`s of tracked objects.
    pub objects: FastSet<usize>,
    /// Positions of pointer loads through tracked objects, and the join of what was stored
    /// into the bytes they read (and, for a kernel parameter, what the host wrote).
    pub loads: FastMap<usize, Fact>,
    /// Some `byval` parameter of the kernel may be written by code this module cannot see
    /// (its address escapes): a pointer loaded through a parameter is then not known to be
    /// what the host wrote.
    pub untracked_parameter: bool,
}

/// [`FunctionSlots`] per function of a symbol table.
#[derive(Debug, Default)]
pub struct Slots {
    per_function: Vec<FunctionSlots>,
}

impl Slots {
    /// The slots of function `index`.
    pub fn of(&self, index: usize) -> &FunctionSlots {
        static EMPTY: std::sync::OnceLock<FunctionSlots> = std::sync::OnceLock::new();
        self.per_function
            .get(index)
            .unwrap_or_else(|| EMPTY.get_or_init(FunctionSlots::default))
    }
}

/// The stack objects of a symbol table, found once: which are tracked, what each op does to
/// them and which pointer loads read them. What those loads return depends on what loaded
/// pointers are taken to be, so it is solved per trust ([`Tracked::solve`]).
pub struct Tracked<'c, 'a> {
    index: Index<'c, 'a>,
    objects: Vec<Object>,
    loads: FastMap<(usize, usize), Vec<(usize, Read)>>,
}

impl<'c, 'a> Tracked<'c, 'a> {
    /// Walks every `alloca` of `functions` through its derived pointers.
    pub fn find(functions: &Functions<'c, 'a>) -> Self {
        let index = Index::of(functions);
        let objects = index.objects(functions);
        let loads = Index::pointer_loads(&objects);
        Self {
            index,
            objects,
            loads,
        }
    }

    /// What the pointer loads through tracked objects return. `seeds` gives the entry facts
    /// a function's own stores are judged with (its root signature for a kernel, generic
    /// otherwise: true of every version), `loaded` what a pointer loaded from memory is taken
    /// to be in each function.
    pub fn solve(
        &self,
        functions: &Functions,
        seeds: impl Fn(usize) -> Vec<Fact>,
        loaded: &[Loaded],
    ) -> Slots {
        let mut slots = Slots {
            per_function: vec![FunctionSlots::default(); functions.list.len()],
        };
        for object in &self.objects {
            match (object.parameter, object.escaped) {
                (Some((function, _)), true) => {
                    slots.per_function[function].untracked_parameter = true;
                }
                (None, false) => {
                    if let Some(&(function, position)) = self.index.positions.get(&object.alloca) {
                        slots.per_function[function].objects.insert(position);
                    }
                }
                _ => {}
            }
        }
        if self.loads.is_empty() {
            return slots;
        }
        // What the host wrote into a kernel's parameters: global pointers, when the knobs
        // trust the host.
        let host_written = |object: &Object| match object.parameter {
            Some((function, _)) if loaded[function] != Loaded::Proven => Fact::In(Origin::Global),
            Some(_) => Fact::Generic,
            None => Fact::Unknown,
        };
        // What the bytes of each parameter hold when copied: what the host wrote, while no
        // store into it is seen and none can be unseen.
        let copied: FastMap<(usize, usize), Fact> = self
            .objects
            .iter()
            .filter_map(|object| {
                let clean = !object.escaped && object.effects.is_empty();
                let fact = if clean {
                    host_written(object)
                } else {
                    Fact::Generic
                };
                Some((object.parameter?, fact))
            })
            .collect();
        for _ in 0..ROUNDS {
            let stored = self.stored_facts(functions, &slots, &seeds, loaded);
            let mut next = vec![FastMap::default(); functions.list.len()];
            for ((function, position), reads) in &self.loads {
                let fact = reads.iter().fold(Fact::Unknown, |acc, (object, read)| {
                    let object = &self.objects[*object];
                    acc.join(object.read_fact(read, &stored, host_written(object), &copied))
                });
                next[*function].insert(*position, fact);
            }
            let changed = next
                .iter()
                .zip(&slots.per_function)
                .any(|(new, old)| *new != old.loads);
            for (slot, loads) in slots.per_function.iter_mut().zip(next) {
                slot.loads = loads;
            }
            if !changed {
                break;
            }
        }
        slots
    }

    /// The fact of the pointer each store into a tracked object stores, judged in the
    /// storing function with `seeds` and the loaded facts solved so far.
    fn stored_facts(
        &self,
        functions: &Functions,
        slots: &Slots,
        seeds: &impl Fn(usize) -> Vec<Fact>,
        loaded: &[Loaded],
    ) -> FastMap<(usize, usize), Fact> {
        let mut wanted: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
        for object in self.objects.iter().filter(|o| !o.escaped) {
            for effect in &object.effects {
                if let Effect::PointerStore { at, .. } = effect {
                    wanted.entry(at.0).or_default().push(at.1);
                }
            }
        }
        let mut stored = FastMap::default();
        for (f, positions) in wanted {
            let function = &functions.list[f];
            let facts = Facts::infer(&function.op, &seeds(f), loaded[f], slots.of(f));
            for position in positions {
                let Some(value) = self.index.ops[f]
                    .get(position)
                    .and_then(|op| operand(op, 0))
                else {
                    continue;
                };
                let fact = match facts.of(value) {
                    // Not this function's parameter any more once loaded back elsewhere.
                    Fact::In(Origin::KernelParameter) => Fact::In(Origin::Global),
                    // llc's inference does not follow a pointer through memory.
                    Fact::In(Origin::SharedCast) => Fact::In(Origin::Shared),
                    // Another object's contents are not known through a copy of its address.
                    Fact::In(Origin::LocalObject) => Fact::In(Origin::Local),
                    // The address of a parameter copy is not one llc keeps.
                    Fact::In(Origin::Param) => Fact::Generic,
                    fact => fact,
                };
                stored.insert((f, position), fact);
            }
        }
        stored
    }
}

/// A byte range of an object: `None` for an offset or size not known, which may overlap
/// anything.
type Range = Option<(i64, i64)>;

fn overlap(a: Range, b: Range) -> bool {
    match (a, b) {
        (Some((a0, a1)), Some((b0, b1))) => a0 < b1 && b0 < a1,
        _ => true,
    }
}

fn range(offset: Option<i64>, size: Option<i64>) -> Range {
    let (offset, size) = (offset?, size?);
    Some((offset, offset.checked_add(size)?))
}

/// What one op does to a tracked object.
#[derive(Clone, Debug)]
enum Effect {
    /// A generic pointer stored, by the store at this (function, position).
    PointerStore {
        at: (usize, usize),
        range: Range,
        aligned: bool,
    },
    /// Any other write: a store of another type, `memcpy`, `memset`.
    OtherWrite { range: Range },
    /// A `memcpy` of kernel `byval` parameter (function, argument index) from its start
    /// (the copy [`super::byval`] makes): the bytes are what the parameter holds, which is
    /// what the host wrote when nothing writes the parameter.
    ParameterCopy {
        range: Range,
        source: (usize, usize),
    },
}

/// A pointer load from a tracked object.
#[derive(Clone, Debug)]
struct Read {
    range: Range,
    aligned: bool,
}

#[derive(Debug, Default)]
struct Object {
    /// The `alloca` that makes it.
    alloca: OpKey,
    /// (function, argument index) of the kernel `byval` parameter it is, instead of an
    /// `alloca`: its bytes start as what the host wrote.
    parameter: Option<(usize, usize)>,
    effects: Vec<Effect>,
    /// Pointer loads through the object: (function, position) and what they read.
    reads: Vec<((usize, usize), Read)>,
    escaped: bool,
}

impl Object {
    /// What a pointer load of `read` returns, given the facts of the stored pointers and
    /// `initial`, what the object held before any store (nothing for an `alloca`, whose
    /// uninitialised bytes are undefined to access through).
    /// `copied` is what the bytes of each kernel parameter copied into it hold.
    fn read_fact(
        &self,
        read: &Read,
        stored: &FastMap<(usize, usize), Fact>,
        initial: Fact,
        copied: &FastMap<(usize, usize), Fact>,
    ) -> Fact {
        // Bytes no store overlaps hold what the object started with, at any alignment.
        let overlapping = |effect: &Effect| match effect {
            Effect::PointerStore { range, .. }
            | Effect::OtherWrite { range }
            | Effect::ParameterCopy { range, .. } => overlap(*range, read.range),
        };
        if !read.aligned && (initial == Fact::Unknown || self.effects.iter().any(overlapping)) {
            return Fact::Generic;
        }
        let mut fact = initial;
        for effect in &self.effects {
            match effect {
                Effect::PointerStore { at, range, aligned } if overlap(*range, read.range) => {
                    if !aligned || !read.aligned {
                        return Fact::Generic;
                    }
                    fact = fact.join(stored.get(at).copied().unwrap_or(Fact::Generic));
                }
                Effect::OtherWrite { range } if overlap(*range, read.range) => {
                    return Fact::Generic;
                }
                // A pointer read whole from pointer-aligned bytes of the copy is a pointer
                // the parameter held.
                Effect::ParameterCopy { range, source } if overlap(*range, read.range) => {
                    let within = match (*range, read.range) {
                        (Some((start, end)), Some((from, to))) => {
                            start <= from && to <= end && (from - start) % POINTER_BYTES == 0
                        }
                        _ => false,
                    };
                    if !within || !read.aligned {
                        return Fact::Generic;
                    }
                    fact = fact.join(copied.get(source).copied().unwrap_or(Fact::Generic));
                }
                _ => {}
            }
        }
        fact
    }
}

/// Where each op of the table's functions is: (function, position).
struct Index<'c, 'a> {
    ops: Vec<Vec<OperationRef<'c, 'a>>>,
    positions: FastMap<OpKey, (usize, usize)>,
    layout: DataLayout,
    /// The kernels' `byval` parameters: (function, argument index) by value.
    parameters: FastMap<ValueKey, (usize, usize)>,
}

impl<'c, 'a> Index<'c, 'a> {
    fn of(functions: &Functions<'c, 'a>) -> Self {
        let mut index = Self {
            ops: Vec::new(),
            positions: FastMap::default(),
            layout: functions
                .list
                .first()
                .map(|f| DataLayout::of(&f.op))
                .unwrap_or_default(),
            parameters: FastMap::default(),
        };
        for (parameter, argument) in kernel_byval_arguments(functions) {
            index.parameters.insert(value_key(&argument), parameter);
        }
        for (f, function) in functions.list.iter().enumerate() {
            let ops = ops_in_order(&function.op);
            for (position, op) in ops.iter().enumerate() {
                index.positions.insert(op_key(op), (f, position));
            }
            index.ops.push(ops);
        }
        index
    }

    /// Every `alloca` of the table and every `byval` parameter of its kernels as an object,
    /// walked forward through its derived pointers.
    fn objects(&self, functions: &Functions<'c, 'a>) -> Vec<Object> {
        let mut objects = Vec::new();
        for (parameter, argument) in kernel_byval_arguments(functions) {
            let mut object = self.walk(functions, argument);
            object.parameter = Some(parameter);
            objects.push(object);
        }
        for ops in &self.ops {
            for op in ops {
                if op.name().as_string_ref().as_str() == Ok(names::ALLOCA)
                    && let Ok(result) = op.result(0)
                {
                    let mut object = self.walk(functions, result.into());
                    object.alloca = op_key(op);
                    objects.push(object);
                }
            }
        }
        objects
    }

    /// Follows the pointers derived from `base` (an `alloca`) to what uses them.
    fn walk(&self, functions: &Functions<'c, 'a>, base: Value<'c, 'a>) -> Object {
        let mut object = Object::default();
        let mut seen: FastSet<(ValueKey, Option<i64>)> = FastSet::default();
        let mut work = vec![(base, Some(0i64))];
        while let Some((pointer, offset)) = work.pop() {
            if !seen.insert((value_key(&pointer), offset)) {
                continue;
            }
            if seen.len() > WALK_BUDGET {
                object.escaped = true;
                return object;
            }
            let ok = raw::every_use(pointer, |user, index| {
                self.visit(functions, &user, index, offset, &mut object, &mut work)
            });
            if !ok {
                object.escaped = true;
                return object;
            }
        }
        object
    }

    /// Records what `user` does with a pointer at byte `offset` of the object, its operand
    /// `index`; pushes the pointers it derives. False when the pointer escapes.
    fn visit(
        &self,
        functions: &Functions<'c, 'a>,
        user: &OperationRef<'c, 'a>,
        index: usize,
        offset: Option<i64>,
        object: &mut Object,
        work: &mut Vec<(Value<'c, 'a>, Option<i64>)>,
    ) -> bool {
        let name = user.name();
        let name = name.as_string_ref().as_str().unwrap_or("");
        let Some(&at) = self.positions.get(&op_key(user)) else {
            return false;
        };
        match name {
            names::LOAD => {
                let Some(load) = Load::of(*user) else {
                    return false;
                };
                let is_pointer = load
                    .result_type()
                    .is_some_and(|t| pointer_address_space(t) == Some(AddressSpace::Generic));
                if is_pointer {
                    object.reads.push((
                        at,
                        Read {
                            range: range(offset, Some(POINTER_BYTES)),
                            aligned: alignment(user) >= POINTER_BYTES,
                        },
                    ));
                }
                true
            }
            // The object's address stored somewhere escapes it.
            names::STORE if index == 1 => {
                let Some(value) = Store::of(*user).and_then(|s| s.value()) else {
                    return false;
                };
                let effect = if pointer_address_space(value.r#type()) == Some(AddressSpace::Generic)
                {
                    Effect::PointerStore {
                        at,
                        range: range(offset, Some(POINTER_BYTES)),
                        aligned: alignment(user) >= POINTER_BYTES,
                    }
                } else {
                    let size = self
                        .layout
                        .size_of_type(value.r#type())
                        .and_then(|s| i64::try_from(s).ok());
                    Effect::OtherWrite {
                        range: range(offset, size),
                    }
                };
                object.effects.push(effect);
                true
            }
            names::GEP if index == 0 => {
                let Ok(result) = user.result(0) else {
                    return false;
                };
                let step = Gep::of(*user).and_then(|gep| self.constant_offset(&gep));
                let derived = offset.zip(step).and_then(|(o, s)| o.checked_add(s));
                work.push((result.into(), derived));
                true
            }
            names::ADDRSPACECAST => {
                let Ok(result) = user.result(0) else {
                    return false;
                };
                work.push((result.into(), offset));
                true
            }
            // Neither reads nor writes the bytes, nor lets the address out.
            "llvm.intr.lifetime.start"
            | "llvm.intr.lifetime.end"
            | "llvm.icmp"
            | "llvm.intr.dbg.declare"
            | "llvm.intr.dbg.value" => true,
            "llvm.intr.memcpy"
            | "llvm.intr.memmove"
            | "llvm.intr.memcpy.inline"
            | "llvm.intr.memset"
            | "llvm.intr.memset.inline" => {
                // Reading the object (a copy's source) changes nothing in it.
                let is_source = index == 1 && !name.starts_with("llvm.intr.memset");
                if !is_source {
                    let size = operand(user, 2)
                        .and_then(integer_constant)
                        .map(|(length, _)| length);
                    let range = range(offset, size);
                    let copied = (index == 0 && name.starts_with("llvm.intr.memcpy"))
                        .then(|| operand(user, 1))
                        .flatten()
                        .and_then(|source| self.parameters.get(&value_key(&source)).copied());
                    object.effects.push(match copied {
                        Some(source) => Effect::ParameterCopy { range, source },
                        None => Effect::OtherWrite { range },
                    });
                }
                index <= 1
            }
            names::CALL => {
                let Some(callee) = functions.callee(user) else {
                    return false;
                };
                // A `byval` argument is copied at the call: the callee reads and writes its
                // own copy, and this object is only read.
                if functions.list[callee].params.get(index) == Some(&Param::Byval) {
                    return true;
                }
                let parameter = functions.list[callee]
                    .op
                    .region(0)
                    .ok()
                    .and_then(|r| r.first_block())
                    .and_then(|entry| entry.argument(index).ok());
                match parameter {
                    Some(parameter) => {
                        work.push((parameter.into(), offset));
                        true
                    }
                    None => false,
                }
            }
            _ => false,
        }
    }

    /// The byte offset a `getelementptr` with constant indices adds; `None` when an index is
    /// not constant or a type's layout is not known.
    fn constant_offset(&self, gep: &Gep) -> Option<i64> {
        let mut ty = self.layout.type_info_of(gep.element_type()?)?;
        let mut offset: i64 = 0;
        for (position, index) in gep.indices()?.iter().enumerate() {
            let index = index.constant()?;
            let (step, next) = if position == 0 {
                (i64::try_from(ty.layout().size).ok()?, ty.clone())
            } else {
                match &ty {
                    TypeInfo::Array { element, .. } | TypeInfo::Vector { element, .. } => (
                        i64::try_from(element.layout().size).ok()?,
                        (**element).clone(),
                    ),
                    TypeInfo::Struct { fields, .. } => {
                        let (field_offset, field) =
                            fields.get(usize::try_from(index).ok()?)?.clone();
                        offset = offset.checked_add(i64::try_from(field_offset).ok()?)?;
                        ty = field;
                        continue;
                    }
                    TypeInfo::Scalar(_) => return None,
                }
            };
            offset = offset.checked_add(step.checked_mul(index)?)?;
            ty = next;
        }
        Some(offset)
    }

    /// The pointer loads through tracked objects, with the object and range each may
    /// read. An escaped object's walk stopped early and is left out: where an address is
    /// proven to point into tracked objects ([`Origin::LocalObject`]), no escaped one is
    /// among them.
    fn pointer_loads(objects: &[Object]) -> FastMap<(usize, usize), Vec<(usize, Read)>> {
        let mut loads: FastMap<(usize, usize), Vec<(usize, Read)>> = FastMap::default();
        for (o, object) in objects.iter().enumerate().filter(|(_, o)| !o.escaped) {
            for (at, read) in &object.reads {
                loads.entry(*at).or_default().push((o, read.clone()));
            }
        }
        loads
    }
}

/// The `byval` parameters of the table's kernels: (function, argument index) and the argument.
fn kernel_byval_arguments<'c, 'a>(
    functions: &Functions<'c, 'a>,
) -> Vec<((usize, usize), Value<'c, 'a>)> {
    let mut arguments = Vec::new();
    for (f, function) in functions.list.iter().enumerate().filter(|(_, f)| f.kernel) {
        let Some(entry) = function.op.region(0).ok().and_then(|r| r.first_block()) else {
            continue;
        };
        for (index, param) in function.params.iter().enumerate() {
            if *param == Param::Byval
                && let Ok(argument) = entry.argument(index)
            {
                arguments.push(((f, index), argument.into()));
            }
        }
    }
    arguments
}

/// The alignment an access declares, in bytes (1 when it declares none).
fn alignment(op: &OperationRef) -> i64 {
    op.attribute("alignment")
        .ok()
        .and_then(|a| melior::ir::attribute::IntegerAttribute::try_from(a).ok())
        .map_or(1, |a| a.value())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_not_known_overlap_everything() {
        assert!(overlap(Some((0, 8)), Some((4, 12))));
        assert!(!overlap(Some((0, 8)), Some((8, 12))));
        assert!(overlap(None, Some((100, 108))));
        assert_eq!(range(Some(8), None), None);
        assert_eq!(range(Some(i64::MAX), Some(8)), None);
    }

    #[test]
    fn a_read_joins_the_pointer_stores_it_overlaps() {
        let global = Fact::In(Origin::Global);
        let shared = Fact::In(Origin::Shared);
        let object = Object {
            effects: vec![
                Effect::PointerStore {
                    at: (0, 1),
                    range: Some((0, 8)),
                    aligned: true,
                },
                Effect::PointerStore {
                    at: (0, 2),
                    range: Some((8, 16)),
                    aligned: true,
                },
                Effect::OtherWrite {
                    range: Some((16, 20)),
                },
            ],
            ..Object::default()
        };
        let stored = [((0, 1), global), ((0, 2), shared)]
            .into_iter()
            .collect::<FastMap<_, _>>();
        let none = FastMap::default();
        let read = |range| Read {
            range,
            aligned: true,
        };
        assert_eq!(
            object.read_fact(&read(Some((0, 8))), &stored, Fact::Unknown, &none),
            global
        );
        assert_eq!(
            object.read_fact(&read(Some((8, 16))), &stored, Fact::Unknown, &none),
            shared
        );
        assert_eq!(
            object.read_fact(&read(None), &stored, Fact::Unknown, &none),
            Fact::Generic
        );
        assert_eq!(
            object.read_fact(&read(Some((24, 32))), &stored, Fact::Unknown, &none),
            Fact::Unknown
        );
        let misaligned = Read {
            range: Some((0, 8)),
            aligned: false,
        };
        assert_eq!(
            object.read_fact(&misaligned, &stored, Fact::Unknown, &none),
            Fact::Generic
        );
        // A kernel parameter starts with what the host wrote: bytes no store overlaps keep
        // it, bytes a store overlaps join it.
        assert_eq!(
            object.read_fact(&read(Some((24, 32))), &stored, global, &none),
            global
        );
        assert_eq!(
            object.read_fact(&read(Some((8, 16))), &stored, global, &none),
            Fact::Generic
        );
        assert_eq!(
            object.read_fact(&misaligned, &stored, global, &none),
            Fact::Generic
        );
        let misaligned_untouched = Read {
            range: Some((24, 32)),
            aligned: false,
        };
        assert_eq!(
            object.read_fact(&misaligned_untouched, &stored, global, &none),
            global
        );
    }

    #[test]
    fn a_parameter_copy_holds_what_the_parameter_held() {
        let global = Fact::In(Origin::Global);
        let object = Object {
            effects: vec![Effect::ParameterCopy {
                range: Some((0, 16)),
                source: (0, 1),
            }],
            ..Object::default()
        };
        let read = |range| Read {
            range,
            aligned: true,
        };
        let clean = [((0, 1), global)].into_iter().collect::<FastMap<_, _>>();
        let written = [((0, 1), Fact::Generic)]
            .into_iter()
            .collect::<FastMap<_, _>>();
        let stored = FastMap::default();
        let at = |range, copied| object.read_fact(&read(range), &stored, Fact::Unknown, copied);
        assert_eq!(at(Some((8, 16)), &clean), global);
        assert_eq!(at(Some((8, 16)), &written), Fact::Generic);
        // Straddling the copy's end, or off the pointer grid of the copy: bytes of two values.
        assert_eq!(at(Some((12, 20)), &clean), Fact::Generic);
        assert_eq!(at(Some((4, 12)), &clean), Fact::Generic);
        assert_eq!(at(None, &clean), Fact::Generic);
    }
}
