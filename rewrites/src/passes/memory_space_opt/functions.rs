//! The module's functions as memory-space-opt sees them: each definition with its pointer
//! parameters and their attributes, whether anything outside the module can reach it, and
//! the symbol tables it is found in.

use super::*;
use kestrel_dialects::values::argument_attributes;

/// What a parameter is, for the seeds of a kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Param {
    Pointer,
    /// A `byval` pointer: the argument lives in parameter memory.
    Byval,
    Other,
}

/// A function defined in a symbol table.
pub(super) struct Function<'c, 'a> {
    pub(super) op: OperationRef<'c, 'a>,
    pub(super) name: String,
    pub(super) params: Vec<Param>,
    /// What each parameter's attributes say.
    pub(super) arg_attrs: Vec<ParamAttrs<'c>>,
    pub(super) kernel: bool,
    /// Callable from outside the module: not internal or private, or its address is taken.
    pub(super) exported: bool,
    /// The module may drop it once nothing here refers to it (internal, private, linkonce):
    /// a caller elsewhere has, or links, a definition of its own.
    pub(super) discardable: bool,
    pub(super) taken: bool,
    pub(super) variadic: bool,
    /// Ops in its body: what one more version of it costs.
    pub(super) size: usize,
}

impl Function<'_, '_> {
    /// The signature of the version every caller outside the module reaches: a kernel's
    /// parameters as the host passes them, generic for any other function.
    pub(super) fn root_signature(&self, knobs: &Knobs) -> Signature {
        self.params
            .iter()
            .map(|param| match param {
                Param::Pointer if self.kernel && knobs.param_is_global => {
                    Some(Origin::KernelParameter)
                }
                Param::Byval if self.kernel => Some(Origin::Param),
                _ => None,
            })
            .collect()
    }

    pub(super) fn generic_signature(&self) -> Signature {
        vec![None; self.params.len()]
    }

    /// Whether calls to it may be redirected to a version.
    pub(super) fn specialisable(&self) -> bool {
        !self.kernel && !self.variadic
    }

    /// Whether its original stays whatever the calls here reach: a kernel, a function whose
    /// address is taken, or one the module may not drop.
    pub(super) fn keeps_original(&self) -> bool {
        self.kernel || self.taken || !self.discardable
    }
}

/// The functions defined in one symbol table, in order, by name.
pub(super) struct Functions<'c, 'a> {
    pub(super) list: Vec<Function<'c, 'a>>,
    pub(super) by_name: FastMap<String, usize>,
    /// Every symbol of the table, so clone names never collide.
    pub(super) symbols: FastSet<String>,
}

impl<'c, 'a> Functions<'c, 'a> {
    pub(super) fn of(table: &BlockRef<'c, 'a>) -> Self {
        let taken = address_taken(table);
        let mut list = Vec::new();
        let mut symbols = FastSet::default();
        let mut next = table.first_operation();
        while let Some(op) = next {
            next = op.next_in_block();
            let Some(name) = symbol_name(&op) else {
                continue;
            };
            symbols.insert(name.clone());
            if op.name().as_string_ref().as_str() != Ok(names::FUNC) {
                continue;
            }
            let Some(entry) = op.region(0).ok().and_then(|r| r.first_block()) else {
                continue;
            };
            let linkage = op
                .attribute("linkage")
                .ok()
                .and_then(kestrel_dialects::raw::linkage_keyword)
                .unwrap_or("");
            let local = linkage.contains("internal") || linkage.contains("private");
            let (params, arg_attrs) = parameters(&op, &entry);
            list.push(Function {
                op,
                params,
                arg_attrs,
                kernel: crate::analysis::threads::is_kernel(&op),
                exported: !local || taken.contains(&name),
                discardable: local
                    || linkage.contains("linkonce")
                    || linkage.contains("available_externally"),
                taken: taken.contains(&name),
                // The function and the ops in it.
                size: kestrel_dialects::raw::body_size(&op).ops + 1,
                variadic: op
                    .attribute("function_type")
                    .is_ok_and(kestrel_dialects::raw::is_variadic_function_type),
                name,
            });
        }
        let by_name = list
            .iter()
            .enumerate()
            .map(|(i, f)| (f.name.clone(), i))
            .collect();
        Self {
            list,
            by_name,
            symbols,
        }
    }

    /// The function a direct call reaches, when calls to it may be redirected and the call
    /// passes exactly its parameters.
    pub(super) fn callee(&self, call: &OperationRef) -> Option<usize> {
        let index = *self.by_name.get(&callee_name(call)?)?;
        let callee = &self.list[index];
        (callee.specialisable() && call.operand_count() == callee.params.len()).then_some(index)
    }
}

pub(super) fn symbol_name(op: &OperationRef) -> Option<String> {
    string_attribute(op, "sym_name")
}

/// What a parameter's attribute dictionary says, read through the attribute API.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct ParamAttrs<'c> {
    /// The type of `llvm.byval`.
    pub(crate) byval: Option<Type<'c>>,
    /// `llvm.align`.
    pub(crate) align: Option<u64>,
    /// `nvvm.grid_constant`: the kernel never writes it, and llc never copies it.
    pub(super) grid_constant: bool,
}

impl<'c> ParamAttrs<'c> {
    pub(crate) fn of(dictionary: Option<DictionaryAttribute<'c>>) -> Self {
        let Some(dictionary) = dictionary else {
            return Self::default();
        };
        let byval = dictionary
            .element_by_name("llvm.byval")
            .filter(|a| a.is_type())
            .and_then(|a| TypeAttribute::try_from(a).ok())
            .map(|a| a.value());
        let align = dictionary
            .element_by_name("llvm.align")
            .filter(|a| a.is_integer())
            .and_then(|a| IntegerAttribute::try_from(a).ok())
            .and_then(|a| u64::try_from(a.value()).ok());
        Self {
            byval,
            align,
            grid_constant: dictionary.element_by_name("nvvm.grid_constant").is_some(),
        }
    }
}

/// What each parameter of `function` is, and what its attributes say.
pub(super) fn parameters<'c>(
    function: &OperationRef<'c, '_>,
    entry: &BlockRef<'c, '_>,
) -> (Vec<Param>, Vec<ParamAttrs<'c>>) {
    let mut attributes: Vec<ParamAttrs<'c>> = argument_attributes(function)
        .into_iter()
        .map(ParamAttrs::of)
        .collect();
    attributes.resize(entry.argument_count(), ParamAttrs::default());
    let params = (0..entry.argument_count())
        .map(|index| {
            let is_pointer = entry
                .argument(index)
                .is_ok_and(|a| pointer_address_space(a.r#type()) == Some(AddressSpace::Generic));
            match (is_pointer, attributes[index].byval.is_some()) {
                (true, true) => Param::Byval,
                (true, false) => Param::Pointer,
                _ => Param::Other,
            }
        })
        .collect();
    (params, attributes)
}

/// Names of functions referenced other than as the callee of a direct call: their address
/// escapes, so unknown callers may reach them.
pub(crate) fn address_taken(table: &BlockRef) -> FastSet<String> {
    let mut taken = FastSet::default();
    let mut next = table.first_operation();
    let direct_callee = format!("{}:callee", names::CALL);
    while let Some(op) = next {
        next = op.next_in_block();
        taken.extend(kestrel_dialects::raw::symbol_references(
            &op,
            &["sym_name", "comdat", &direct_callee],
        ));
    }
    taken
}

/// Calls `f` on `op` and every op nested in it, in program order.
pub(crate) fn walk<'c, 'a>(op: &OperationRef<'c, 'a>, f: &mut impl FnMut(&OperationRef<'c, 'a>)) {
    f(op);
    for region in op.regions() {
        let mut block = region.first_block();
        while let Some(current) = block {
            let mut next = current.first_operation();
            while let Some(inner) = next {
                walk(&inner, f);
                next = inner.next_in_block();
            }
            block = current.next_in_region();
        }
    }
}

/// The direct calls of `function`, in program order.
pub(crate) fn calls<'c, 'a>(function: &OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut calls = Vec::new();
    walk(function, &mut |op| {
        if op.name().as_string_ref().as_str() == Ok(names::CALL) && op.has_attribute("callee") {
            calls.push(*op);
        }
    });
    calls
}
