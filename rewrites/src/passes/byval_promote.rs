//! byval-promote: a device function that only reads a `byval` parameter gets an internal copy
//! taking the fields it reads as scalar parameters, and every call loads them where it is.
//!
//! A `byval` parameter is the callee's own copy of the caller's aggregate. clang passes every
//! struct argument of a device function that way (`double2`, a small parameter struct), and
//! the caller builds it in a stack temporary: it stores the fields to a local slot whose
//! address the call takes, and NVPTX's call lowering reads them back to write `.param` space.
//! The slot escapes into the call, so neither SROA nor ptxas removes it: a `__noinline__`
//! predicate taking three `double2`s costs its caller three 16-byte local stores and loads
//! per call (exact_predicates' delaunay_flip_flags: 13 `STL.128` and 13 `LDL.128`, none in
//! nvcc's code, which passes the registers). cicc compiles a whole program, where device
//! functions are internal and LLVM's argument promotion passes such fields as scalars; clang
//! keeps them `dso_local` (callable from other translation units), so it never does.
//!
//! Algorithm. Per symbol table, each device function (not a kernel, not variadic) that some
//! direct call in the table reaches is judged parameter by parameter: a `byval(T)` parameter
//! is promoted when every use reaches, through `getelementptr`s with constant indices, the
//! address of a plain (neither volatile nor atomic) load at a constant offset, each load
//! within `T`'s bytes, and at most `max-fields` distinct (offset, type) loads; debug
//! intrinsics naming it are dropped, and a recursive call passing it on unchanged as the
//! same parameter (a search handing its query point down) reads nothing of it. The function
//! is copied as `@f.bv` (internal, out of its comdat, without debug information of its own),
//! where each promoted parameter becomes its fields, in offset order, at its place, each load
//! the field's parameter, and each such recursive call passes the fields on. Every direct
//! call of `@f` in the table that passes the parameter as `byval(T) align A` loads the fields
//! from its pointer right before the call (alignment `A` lowered to what the offset keeps;
//! through the caller's own address of a field where a load or store that runs whenever the
//! call does goes through one, in the call's block or a block dominating it, so early-cse
//! sees one address) and calls `@f.bv`; the caller's temporary is then only stored
//! and loaded, which the backend's SROA removes. `@f` itself stays for anything else that may
//! reach it, and is erased where the module may drop it (internal or private) and nothing
//! refers to it any more.
//!
//! Soundness. The callee's copy is made at the call, from the caller's bytes as they are
//! then, and nothing writes it afterwards: the callee does not store to it and hands its
//! address to no one, so every load of it reads what the caller's bytes held at the call,
//! which is what a load placed right before the call reads. Loading every field there,
//! including those the callee reads only on some paths, is safe: `byval` makes the call read
//! all of `T` from the pointer, so those bytes are dereferenceable, and a load of bytes the
//! caller left uninitialised gives an undefined value, not undefined behaviour (the new
//! parameters carry no `noundef`). The call-site `align` is the alignment LLVM promises for
//! the caller's pointer; a call that states none, or states another type, keeps calling
//! `@f` (counted as `call-site`), as does a call with operand bundles or a mismatched
//! signature.
//!
//! Why before device-inline: it refuses callees with `byval` parameters (the callee owns a
//! copy), and `@f.bv` has none, so a small function clang left out of line for its struct
//! argument is inlined after all.

use super::device_inline::{has_operand_bundles, signature_matches};
use super::memory_space_opt::{
    ParamAttrs, address_taken, calls, internal_copy, quoted, unique_name_with,
};
use crate::analysis::{
    address::{Normalizer, Root},
    cfg::{Cfg, blocks_by_index, ops_of},
    dominance::DomTree,
    fast_hash::FastSet,
    layout::DataLayout,
    threads::is_kernel,
};
use crate::{
    engine::{FunctionRun, PassBody, PatternDecl, Rewriter},
    options::{OptionSpec, Options},
    registry::PassInfo,
};
use kestrel_dialects::{
    intrinsics::{callee_name, string_attribute},
    names,
    ops::{Gep, Load, Store},
    raw,
    values::argument_attributes,
};
use melior::ir::{
    Attribute, BlockLike, BlockRef, OperationRef, RegionLike, Type, Value, ValueLike,
    operation::OperationLike,
};

pub static PASS: PassInfo = PassInfo {
    name: "byval-promote",
    summary: "pass the fields a device function reads of a byval parameter as scalar \
              parameters of an internal copy, loaded at each call",
    options: &[MAX_FIELDS],
    reads: Knobs::SPECS,
    patterns: &[PROMOTE, LOAD_AT_CALL, ERASE_ORIGINAL],
    body: PassBody::Module(promote_module),
};

const PROMOTE: PatternDecl = PatternDecl::rule(
    "promote-byval-parameter",
    "@f(ptr byval(T) %p), %p only read by plain loads of T_k at constant offsets c_k -> \
     @f.bv(T_1 %v1, .., T_n %vn), each load replaced by its %v_k",
    &[],
);
const LOAD_AT_CALL: PatternDecl = PatternDecl::rule(
    "load-fields-at-call",
    "call @f(%q byval(T) align A) -> %v_k = load T_k [%q + c_k] (align min(A, c_k's)); \
     call @f.bv(%v_1, .., %v_n)",
    &[names::LOAD, names::GEP],
);
const ERASE_ORIGINAL: PatternDecl = PatternDecl::rule(
    "erase-promoted-original",
    "@f internal or private, every call now to @f.bv, no other reference -> @f erased",
    &[],
);

/// `byval-promote{max-fields=N}`.
const MAX_FIELDS: OptionSpec = OptionSpec::int(
    "max-fields",
    8,
    0,
    64,
    "the most distinct loads (offset and type) of one byval parameter passed as scalars; a \
     parameter read in more ways keeps its copy",
);

crate::typed_options! {
    /// The options the pass reads.
    struct Knobs {
        max_fields: i64 = MAX_FIELDS,
    }
}

crate::refusals! {
    /// Why a byval parameter, or a call passing one, keeps the copy.
    pub enum NotPromoted {
        Escapes = "escapes": "the parameter is used other than as the address of plain loads at constant offsets (stored to, passed on, compared, cast, read by a volatile or atomic load)",
        OutOfBounds = "out-of-bounds": "a load reads bytes outside the byval type",
        TooManyFields = "too-many-fields": "the parameter is read in more distinct ways (offset and type) than max-fields",
        UnknownLayout = "unknown-layout": "the byval type, or a loaded type, has no size this pass knows",
        Variadic = "variadic": "the function is variadic",
        CallSite = "call-site": "the call states no alignment or another type for the parameter, carries operand bundles or does not match the signature: it keeps calling the original",
    }
}

fn promote_module(module: OperationRef, rewriter: &Rewriter, options: &Options, run: &FunctionRun) {
    let knobs = Knobs::read(options);
    let max_fields = usize::try_from(knobs.max_fields).unwrap_or(0);
    for table in crate::export::device_symbol_tables(module) {
        promote_table(&table, max_fields, rewriter, run);
    }
}

/// A value of a byval parameter the function reads: `ty` at `offset` bytes.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Field<'c> {
    offset: u64,
    ty: Type<'c>,
}

/// A byval parameter passed as its fields instead.
struct Promotion<'c> {
    index: usize,
    byval: Type<'c>,
    fields: Vec<Field<'c>>,
}

/// Where a promoted parameter is read: the loads, the address steps to them, the debug
/// intrinsics that name it, and the recursive calls that pass it on as the same parameter.
#[derive(Default)]
struct Reads<'c, 'a> {
    loads: Vec<OperationRef<'c, 'a>>,
    steps: Vec<OperationRef<'c, 'a>>,
    debug: Vec<OperationRef<'c, 'a>>,
    forwards: Vec<OperationRef<'c, 'a>>,
}

/// A byval parameter as the function itself sees it: the function's name, the parameter's
/// index and type. A recursive call passing the parameter on at the same place with the same
/// type (a search passing its query point down) reads nothing of it here: the callee's copy
/// holds the same bytes, so the fields pass on as they are.
#[derive(Clone, Copy)]
struct Own<'s, 'c> {
    function: &'s str,
    index: usize,
    byval: Type<'c>,
}

fn promote_table(table: &BlockRef, max_fields: usize, rewriter: &Rewriter, run: &FunctionRun) {
    let Some(parent) = table.parent_operation() else {
        return;
    };
    let layout = DataLayout::of(&parent);
    let called = called_names(table);
    let taken = address_taken(table);
    let mut symbols: FastSet<String> = FastSet::default();
    let mut candidates = Vec::new();
    for function in functions_in(table) {
        let Some(name) = string_attribute(&function, "sym_name") else {
            continue;
        };
        if called.contains(&name) && !is_kernel(&function) {
            let promotions = plan(&function, &layout, max_fields, run);
            if !promotions.is_empty() {
                candidates.push((function, name.clone(), promotions));
            }
        }
        symbols.insert(name);
    }
    for (function, name, promotions) in candidates {
        let calls_here = calls_of(table, &name);
        if calls_here
            .iter()
            .all(|call| call_alignments(call, &function, &promotions).is_none())
        {
            for _ in &calls_here {
                run.refuse(&NotPromoted::CallSite);
            }
            continue;
        }
        let copy_name = unique_name_with(&format!("{name}.bv"), ".", &mut symbols);
        if !promoted_copy(&function, &name, &copy_name, &promotions, rewriter) {
            continue;
        }
        run.count_n(&PROMOTE, promotions.len() as u64);
        run.remarks().emit(
            &function,
            format!(
                "@{name}: {} byval parameter(s) passed as fields to @{copy_name}",
                promotions.len()
            ),
        );
        for call in calls_of(table, &name) {
            let loaded = call_alignments(&call, &function, &promotions).is_some_and(|alignments| {
                load_fields_at(&call, &promotions, &alignments, &[], &copy_name, rewriter)
            });
            if loaded {
                run.count(&LOAD_AT_CALL);
            } else {
                run.refuse(&NotPromoted::CallSite);
            }
        }
        if is_discardable(&function) && !taken.contains(&name) && !is_referenced(table, &name) {
            rewriter.erase_op(function);
            run.count(&ERASE_ORIGINAL);
        }
    }
}

/// The direct calls of `name` in `table`.
fn calls_of<'c, 'a>(table: &BlockRef<'c, 'a>, name: &str) -> Vec<OperationRef<'c, 'a>> {
    functions_in(table)
        .iter()
        .flat_map(calls)
        .filter(|call| callee_name(call).as_deref() == Some(name))
        .collect()
}

/// The `llvm.func`s of `table`, in order.
fn functions_in<'c, 'a>(table: &BlockRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut functions = Vec::new();
    let mut next = table.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        if op.name().as_string_ref().as_str() == Ok(names::FUNC) {
            functions.push(op);
        }
    }
    functions
}

/// The callees of the direct calls in `table`.
fn called_names(table: &BlockRef) -> FastSet<String> {
    functions_in(table)
        .iter()
        .flat_map(calls)
        .filter_map(|call| callee_name(&call))
        .collect()
}

/// Whether anything in `table` still names `name` (a call, an address, an alias).
fn is_referenced(table: &BlockRef, name: &str) -> bool {
    let mut next = table.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        if raw::symbol_references(&op, &["sym_name", "comdat"])
            .iter()
            .any(|reference| reference == name)
        {
            return true;
        }
    }
    false
}

/// Internal or private: no other module can reach it, so it may go once nothing here does.
fn is_discardable(function: &OperationRef) -> bool {
    function
        .attribute("linkage")
        .ok()
        .and_then(raw::linkage_keyword)
        .is_some_and(|linkage| matches!(linkage, "internal" | "private"))
}

/// The byval parameters of `function` it may take as fields, each counted where it may not.
fn plan<'c>(
    function: &OperationRef<'c, '_>,
    layout: &DataLayout,
    max_fields: usize,
    run: &FunctionRun,
) -> Vec<Promotion<'c>> {
    let Some(entry) = function.region(0).ok().and_then(|r| r.first_block()) else {
        return Vec::new();
    };
    let byvals: Vec<(usize, Type<'c>)> = argument_attributes(function)
        .into_iter()
        .enumerate()
        .filter_map(|(index, attributes)| Some((index, ParamAttrs::of(attributes).byval?)))
        .filter(|&(index, _)| index < entry.argument_count())
        .collect();
    if byvals.is_empty() {
        return Vec::new();
    }
    if function
        .attribute("function_type")
        .is_ok_and(raw::is_variadic_function_type)
    {
        run.refuse(&NotPromoted::Variadic);
        return Vec::new();
    }
    let name = string_attribute(function, "sym_name").unwrap_or_default();
    let mut normalizer = Normalizer::new(layout.clone(), 8);
    let mut promotions = Vec::new();
    let mut forwards = Vec::new();
    for (index, byval) in byvals {
        let Ok(parameter) = entry.argument(index) else {
            continue;
        };
        let own = Own {
            function: &name,
            index,
            byval,
        };
        match fields_of(parameter.into(), own, layout, &mut normalizer, max_fields) {
            Ok((fields, calls)) => {
                promotions.push(Promotion {
                    index,
                    byval,
                    fields,
                });
                forwards.extend(calls);
            }
            Err(why) => run.refuse(&why),
        }
    }
    // The copy's own recursive calls must take the fields too, or it would keep a parameter
    // it no longer has.
    if forwards
        .iter()
        .any(|call| call_alignments(call, function, &promotions).is_none())
    {
        run.refuse(&NotPromoted::CallSite);
        return Vec::new();
    }
    promotions
}

/// The fields read of byval parameter `parameter` (`own`), in offset order (program order
/// among loads at one offset), and the recursive calls that pass it on.
fn fields_of<'c, 'a>(
    parameter: Value<'c, 'a>,
    own: Own<'_, 'c>,
    layout: &DataLayout,
    normalizer: &mut Normalizer,
    max_fields: usize,
) -> Result<FieldsAndForwards<'c, 'a>, NotPromoted> {
    let size = layout
        .size_of_type(own.byval)
        .ok_or(NotPromoted::UnknownLayout)?;
    let reads = reads_of(parameter, own).ok_or(NotPromoted::Escapes)?;
    let mut fields: Vec<Field<'c>> = Vec::new();
    for load in &reads.loads {
        let field = field_read_by(load, own.index, normalizer)?;
        let end = layout
            .size_of_type(field.ty)
            .ok_or(NotPromoted::UnknownLayout)?
            .checked_add(field.offset);
        if end.is_none_or(|end| end > size) {
            return Err(NotPromoted::OutOfBounds);
        }
        if !fields.contains(&field) {
            fields.push(field);
        }
    }
    if fields.len() > max_fields {
        return Err(NotPromoted::TooManyFields);
    }
    fields.sort_by_key(|field| field.offset);
    Ok((fields, reads.forwards))
}

/// A parameter's fields, and the recursive calls passing it on.
type FieldsAndForwards<'c, 'a> = (Vec<Field<'c>>, Vec<OperationRef<'c, 'a>>);

/// The field `load` reads of parameter `index`.
fn field_read_by<'c>(
    load: &OperationRef<'c, '_>,
    index: usize,
    normalizer: &mut Normalizer,
) -> Result<Field<'c>, NotPromoted> {
    let view = Load::of(*load).ok_or(NotPromoted::Escapes)?;
    let (Some(address), Some(ty)) = (view.address(), view.result_type()) else {
        return Err(NotPromoted::Escapes);
    };
    let decomposed = normalizer.address(address);
    let offset = (decomposed.root == Root::Argument(index))
        .then(|| decomposed.offset.as_constant())
        .flatten()
        .and_then(|offset| u64::try_from(offset).ok())
        .ok_or(NotPromoted::OutOfBounds)?;
    Ok(Field { offset, ty })
}

/// Every op reading through `parameter` (`own`), when each use is a plain load of it or of
/// a constant-index `getelementptr` of it (transitively), a debug intrinsic, or a recursive
/// call passing it on as itself; `None` at the first other use.
fn reads_of<'c, 'a>(parameter: Value<'c, 'a>, own: Own) -> Option<Reads<'c, 'a>> {
    let mut reads = Reads::default();
    let mut pending = vec![parameter];
    while let Some(pointer) = pending.pop() {
        let only_reads = raw::every_use(pointer, |user, operand| {
            let name = user.name();
            let name = name.as_string_ref().as_str().unwrap_or("");
            if name.starts_with("llvm.intr.dbg.") {
                reads.debug.push(user);
                return true;
            }
            if pointer == parameter && passes_on_as_itself(&user, operand, own) {
                reads.forwards.push(user);
                return true;
            }
            if operand != 0 {
                return false;
            }
            if Load::of(user).is_some_and(|load| load.is_plain()) {
                reads.loads.push(user);
                return true;
            }
            let constant_step = Gep::of(user)
                .and_then(|gep| gep.indices())
                .is_some_and(|indices| indices.iter().all(|i| i.constant().is_some()));
            if let (true, Ok(result)) = (constant_step, user.result(0)) {
                reads.steps.push(user);
                pending.push(result.into());
                return true;
            }
            false
        });
        if !only_reads {
            return None;
        }
    }
    Some(reads)
}

/// Whether `user`, using the parameter as operand `operand`, is a direct call of the function
/// itself passing it as the same byval parameter.
fn passes_on_as_itself(user: &OperationRef, operand: usize, own: Own) -> bool {
    operand == own.index
        && user.name().as_string_ref().as_str() == Ok(names::CALL)
        && callee_name(user).as_deref() == Some(own.function)
        && !has_operand_bundles(user)
        && ParamAttrs::of(argument_attributes(user).get(own.index).copied().flatten()).byval
            == Some(own.byval)
}

/// Puts after `function` (`name`) a copy of it named `copy_name`, internal, whose
/// `promotions` parameters are their fields, its own recursive calls passing them on; false
/// (and no copy) when the copy does not read them as planned.
fn promoted_copy<'c>(
    function: &OperationRef<'c, '_>,
    name: &str,
    copy_name: &str,
    promotions: &[Promotion<'c>],
    rewriter: &Rewriter<'c, '_>,
) -> bool {
    let copy = internal_copy(*function, copy_name, *function, rewriter);
    let promoted = pass_fields_into(&copy, function, name, copy_name, promotions, rewriter);
    if promoted.is_none() {
        rewriter.erase_op(copy);
    }
    promoted.is_some()
}

/// Makes each promoted parameter of `copy` (of `function`, `name`) its fields, in place:
/// the fields become parameters after it and replace its loads, its recursive calls pass
/// them on, then the parameter goes.
fn pass_fields_into<'c>(
    copy: &OperationRef<'c, '_>,
    function: &OperationRef<'c, '_>,
    name: &str,
    copy_name: &str,
    promotions: &[Promotion<'c>],
    rewriter: &Rewriter<'c, '_>,
) -> Option<()> {
    let entry = copy.region(0).ok()?.first_block()?;
    let mut attributes = attribute_texts(copy, entry.argument_count());
    let mut normalizer = Normalizer::new(DataLayout::of(copy), 8);
    let mut own = Vec::new();
    // Highest index first: inserting arguments after one leaves lower indices in place.
    for promotion in promotions.iter().rev() {
        let index = promotion.index;
        let parameter: Value = entry.argument(index).ok()?.into();
        let here = Own {
            function: name,
            index,
            byval: promotion.byval,
        };
        let reads = reads_of(parameter, here)?;
        let mut fields_read = Vec::new();
        for load in &reads.loads {
            let field = field_read_by(load, index, &mut normalizer).ok()?;
            fields_read.push(promotion.fields.iter().position(|f| *f == field)?);
        }
        let values: Vec<Value> = promotion
            .fields
            .iter()
            .enumerate()
            .map(|(k, field)| entry.insert_argument(index + 1 + k, field.ty, copy.location()))
            .collect();
        for (load, field) in reads.loads.iter().zip(fields_read) {
            rewriter.replace_all_uses_with(load.result(0).ok()?.into(), values[field]);
            rewriter.erase_op(*load);
        }
        for op in reads.debug {
            rewriter.erase_op(op);
        }
        // Found parent first, so the last found has no user left when it goes.
        for step in reads.steps.into_iter().rev() {
            rewriter.erase_op(step);
        }
        attributes.splice(
            index + 1..index + 1,
            promotion.fields.iter().map(|_| "{}".into()),
        );
        own.push((parameter, values));
    }
    for call in calls(copy) {
        if callee_name(&call).as_deref() != Some(name)
            || !own.iter().any(|(p, _)| call.operands().any(|o| o == *p))
        {
            continue;
        }
        let alignments = call_alignments(&call, function, promotions)?;
        if !load_fields_at(&call, promotions, &alignments, &own, copy_name, rewriter) {
            return None;
        }
    }
    for (parameter, _) in &own {
        let position = (0..entry.argument_count()).find(|&i| {
            entry
                .argument(i)
                .is_ok_and(|a| Value::from(a) == *parameter)
        })?;
        let count = entry.argument_count();
        raw::erase_unused_block_argument(&entry, position);
        if entry.argument_count() != count - 1 {
            return None;
        }
        attributes.remove(position);
    }
    (raw::retype_function_inputs(copy)
        && raw::set_attribute_from_text(copy, "arg_attrs", &format!("[{}]", attributes.join(", "))))
    .then_some(())
}

/// Each of the first `count` parameter attribute dictionaries of `op` (a function or a
/// call), as text; `{}` where it has none.
fn attribute_texts(op: &OperationRef, count: usize) -> Vec<String> {
    let mut texts: Vec<String> = argument_attributes(op)
        .into_iter()
        .map(|d| d.map_or_else(|| "{}".to_string(), |d| d.to_string()))
        .collect();
    texts.resize(count, "{}".to_string());
    texts
}

/// The alignment `call` (of `callee`) states for each promoted pointer, when it may load
/// their fields instead: it passes them as `byval` of the callee's type, with an alignment,
/// matches the signature and carries no operand bundles.
fn call_alignments(
    call: &OperationRef,
    callee: &OperationRef,
    promotions: &[Promotion],
) -> Option<Vec<u64>> {
    if has_operand_bundles(call)
        || call.has_attribute("var_callee_type")
        || !signature_matches(call, callee)
    {
        return None;
    }
    let call_attributes = argument_attributes(call);
    promotions
        .iter()
        .map(|promotion| {
            let attributes =
                ParamAttrs::of(call_attributes.get(promotion.index).copied().flatten());
            let align = attributes.align.filter(|&align| align > 0)?;
            (attributes.byval? == promotion.byval).then_some(align)
        })
        .collect()
}

/// Makes `call` load each promoted parameter's fields right before it (`alignments` as
/// [`call_alignments`] found them) and call `copy_name` with them; false where it could not,
/// with `call` and its block as they were (the loads and steps made for it erased).
/// A pointer `own` lists is the copy's own parameter, passed on: its fields are already there.
fn load_fields_at<'c, 'a>(
    call: &OperationRef<'c, 'a>,
    promotions: &[Promotion<'c>],
    alignments: &[u64],
    own: &[(Value<'c, 'a>, Vec<Value<'c, 'a>>)],
    copy_name: &str,
    rewriter: &Rewriter<'c, '_>,
) -> bool {
    let texts = attribute_texts(call, call.operand_count());
    let mut operands = Vec::new();
    let mut attributes = Vec::new();
    let mut site = CallSite {
        call: *call,
        addresses: addresses_accessed_before(call),
        normalizer: Normalizer::new(DataLayout::of(call), 8),
        made: Vec::new(),
    };
    rewriter.set_insertion_point_before(*call);
    for (index, operand) in call.operands().enumerate() {
        let promoted = promotions
            .iter()
            .zip(alignments)
            .find(|(p, _)| p.index == index);
        let Some((promotion, &align)) = promoted else {
            operands.push(operand);
            attributes.push(texts[index].clone());
            continue;
        };
        if let Some((_, fields)) = own.iter().find(|(parameter, _)| *parameter == operand) {
            operands.extend(fields.iter().copied());
            attributes.extend(fields.iter().map(|_| "{}".to_string()));
            continue;
        }
        for field in &promotion.fields {
            let Some(value) = load_field(operand, *field, align, &mut site, rewriter) else {
                erase_made(&site.made, rewriter);
                return false;
            };
            operands.push(value);
            attributes.push("{}".to_string());
        }
    }
    // Parsed before `call` changes, so that it changes in full or not at all.
    let texts = [
        (
            "operandSegmentSizes",
            format!("array<i32: {}, 0>", operands.len()),
        ),
        ("callee", format!("@{}", quoted(copy_name))),
        ("arg_attrs", format!("[{}]", attributes.join(", "))),
    ];
    let parses = |text: &str| {
        raw::with_context_of(call, |context| Attribute::parse(context, text).is_some())
    };
    if !texts.iter().all(|(_, text)| parses(text)) {
        erase_made(&site.made, rewriter);
        return false;
    }
    rewriter.start_op_modification(*call);
    raw::set_operands(call, &operands);
    for (name, text) in &texts {
        raw::set_attribute_from_text(call, name, text);
    }
    rewriter.finalize_op_modification(*call);
    true
}

/// Erases what [`load_field`] made for a call that keeps calling the original, last made
/// first: a load goes before the step it reads through.
fn erase_made<'c, 'a>(made: &[OperationRef<'c, 'a>], rewriter: &Rewriter<'c, '_>) {
    for op in made.iter().rev() {
        rewriter.erase_op(*op);
    }
}

/// What loading the fields at one call reads and makes: the call, the addresses of the
/// accesses that run whenever it does ([`addresses_accessed_before`]), the normaliser proving
/// one of them a field's, and the ops made so far (erased if the call keeps the original).
struct CallSite<'c, 'a> {
    call: OperationRef<'c, 'a>,
    addresses: Vec<Value<'c, 'a>>,
    normalizer: Normalizer,
    made: Vec<OperationRef<'c, 'a>>,
}

/// `load field.ty [pointer + field.offset]`, inserted at the rewriter's insertion point, at
/// the alignment `align` leaves that offset.
fn load_field<'c, 'a>(
    pointer: Value<'c, 'a>,
    field: Field<'c>,
    align: u64,
    site: &mut CallSite<'c, 'a>,
    rewriter: &'a Rewriter<'c, '_>,
) -> Option<Value<'c, 'a>> {
    let location = site.call.location();
    let address = if field.offset == 0 {
        pointer
    } else if let Some(step) =
        step_before(pointer, field.offset, &site.addresses, &mut site.normalizer)
    {
        step
    } else {
        // In bounds: the call reads all of the byval type from `pointer`.
        let step = rewriter
            .create_byte_offset_with(pointer, i128::from(field.offset), true, location)
            .ok()?;
        site.made.push(step);
        step.result(0).ok()?.into()
    };
    let template = format!(
        "llvm.load $0 {{alignment = {} : i64}} : {} -> {}",
        alignment_at(align, field.offset),
        pointer.r#type(),
        field.ty
    );
    let load = rewriter.create(&template, &[address], 1, location).ok()?;
    site.made.push(load);
    Some(load.result(0).ok()?.into())
}

/// The addresses loads and stores running whenever `call` runs go through, nearest first:
/// those in `call`'s block before it, then those of each block dominating it (the caller's own
/// store of a field, often through a step LICM left in a loop's preheader). An access ran, so
/// its address is not poison whatever flags its steps carry, and the call may load through it.
fn addresses_accessed_before<'c, 'a>(call: &OperationRef<'c, 'a>) -> Vec<Value<'c, 'a>> {
    let mut addresses = Vec::new();
    let Some(block) = call.block() else {
        return addresses;
    };
    let Some(function) = block.parent_operation() else {
        return addresses;
    };
    let cfg = Cfg::of(&function);
    let dominators = DomTree::dominators(&cfg);
    let blocks = blocks_by_index(&function, &cfg);
    let mut current = cfg.index(&block);
    let mut end = Some(*call);
    while let Some(index) = current {
        let before_end = ops_of(&blocks[index])
            .into_iter()
            .take_while(|op| Some(*op) != end)
            .collect::<Vec<_>>();
        addresses.extend(before_end.into_iter().rev().filter_map(accessed_address));
        end = None;
        current = dominators.idom(index);
    }
    addresses
}

/// Of `addresses` ([`addresses_accessed_before`] the call), the first `offset` bytes past
/// `pointer`, however it is spelled, and of its type (an address space cast away is another
/// pointer): loading the field through it leaves early-cse one address to see, where a second
/// spelling would stay until a later run merged them.
fn step_before<'c, 'a>(
    pointer: Value<'c, 'a>,
    offset: u64,
    addresses: &[Value<'c, 'a>],
    normalizer: &mut Normalizer,
) -> Option<Value<'c, 'a>> {
    let base = normalizer.address(pointer);
    addresses.iter().copied().find(|address| {
        address.r#type() == pointer.r#type()
            && base.distance_to(&normalizer.address(*address)) == Some(i128::from(offset))
    })
}

/// The address a load or store goes through.
fn accessed_address<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    match Load::of(op) {
        Some(load) => load.address(),
        None => Store::of(op)?.address(),
    }
}

/// The alignment an address `offset` bytes past one aligned to `align` keeps.
fn alignment_at(align: u64, offset: u64) -> u64 {
    if offset == 0 {
        align
    } else {
        align.min(1 << offset.trailing_zeros())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_keep_the_alignment_their_low_bits_allow() {
        assert_eq!(alignment_at(16, 0), 16);
        assert_eq!(alignment_at(16, 8), 8);
        assert_eq!(alignment_at(16, 24), 8);
        assert_eq!(alignment_at(4, 8), 4);
        assert_eq!(alignment_at(16, 12), 4);
    }
}
