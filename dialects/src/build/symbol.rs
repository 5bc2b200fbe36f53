//! Module-level ops: globals (shared-memory arrays, constant tables) and functions (kernels
//! and device functions), as detached ops to append to a module body.

use super::op::{named, parsed};
use crate::types::AddressSpace;
use melior::{
    Context,
    dialect::llvm,
    ir::{
        Attribute, Block, BlockLike, Identifier, Location, Operation, Region, RegionLike, Type,
        attribute::{
            ArrayAttribute, DenseElementsAttribute, DenseI32ArrayAttribute, DictionaryAttribute,
            FloatAttribute, IntegerAttribute, StringAttribute, TypeAttribute,
        },
        operation::OperationBuilder,
        r#type::{IntegerType, RankedTensorType},
    },
};

/// `llvm.mlir.global internal @name() {addr_space = 3, alignment = A} : !llvm.array<N x T>`,
/// initialised with `undef` as clang does for a `__shared__` array.
///
/// ```ignore
/// module.body().append_operation(symbol::shared_array(context, "tile", f32, 256, 16, loc));
/// ```
pub fn shared_array<'c>(
    context: &'c Context,
    name: &str,
    element: Type<'c>,
    length: u32,
    alignment: u64,
    location: Location<'c>,
) -> Operation<'c> {
    let array = llvm::r#type::array(element, length);
    let init = Block::new(&[]);
    let undef = init.append_operation(llvm::undef(array, location));
    let value = undef
        .result(0)
        .expect("llvm.mlir.undef has a result")
        .into();
    init.append_operation(super::op::ret(Some(value), location));
    let initializer = Region::new();
    initializer.append_block(init);
    OperationBuilder::new("llvm.mlir.global", location)
        .add_attributes(&global_attributes(
            context,
            name,
            array,
            AddressSpace::Shared,
            alignment,
        ))
        .add_regions([initializer])
        .build()
        .expect("an llvm.mlir.global with its attributes always builds")
}

/// `llvm.mlir.global internal constant @name(dense<[...]>) {addr_space = 4} : !llvm.array<N
/// x T>`: a table in the constant space, of integers of type `element`.
pub fn integer_table<'c>(
    context: &'c Context,
    name: &str,
    element: Type<'c>,
    values: &[i64],
    location: Location<'c>,
) -> Operation<'c> {
    let values: Vec<Attribute> = values
        .iter()
        .map(|&value| IntegerAttribute::new(element, value).into())
        .collect();
    constant_table(context, name, element, &values, location)
}

/// [`integer_table`] of floats of type `element` (`f32`, `f64`, ...).
pub fn float_table<'c>(
    context: &'c Context,
    name: &str,
    element: Type<'c>,
    values: &[f64],
    location: Location<'c>,
) -> Operation<'c> {
    let values: Vec<Attribute> = values
        .iter()
        .map(|&value| FloatAttribute::new(context, element, value).into())
        .collect();
    constant_table(context, name, element, &values, location)
}

fn constant_table<'c>(
    context: &'c Context,
    name: &str,
    element: Type<'c>,
    values: &[Attribute<'c>],
    location: Location<'c>,
) -> Operation<'c> {
    let length = u32::try_from(values.len()).expect("a table of fewer than 2^32 elements");
    let tensor = RankedTensorType::new(&[u64::from(length)], element, None).into();
    let value = DenseElementsAttribute::new(tensor, values)
        .expect("elements of the table's own element type");
    let array = llvm::r#type::array(element, length);
    let mut attributes = global_attributes(context, name, array, AddressSpace::Const, 0);
    attributes.push(named(context, "constant", Attribute::unit(context)));
    attributes.push(named(context, "value", value.into()));
    OperationBuilder::new("llvm.mlir.global", location)
        .add_attributes(&attributes)
        .add_regions([Region::new()])
        .build()
        .expect("an llvm.mlir.global with its attributes always builds")
}

/// Name, type, internal linkage, address space and alignment (0: none) of a global.
fn global_attributes<'c>(
    context: &'c Context,
    name: &str,
    r#type: Type<'c>,
    space: AddressSpace,
    alignment: u64,
) -> Vec<(Identifier<'c>, Attribute<'c>)> {
    let i32_type = IntegerType::new(context, 32).into();
    let i64_type = IntegerType::new(context, 64).into();
    let mut attributes = vec![
        named(
            context,
            "sym_name",
            StringAttribute::new(context, name).into(),
        ),
        named(context, "global_type", TypeAttribute::new(r#type).into()),
        named(
            context,
            "linkage",
            parsed(context, "#llvm.linkage<internal>"),
        ),
        named(
            context,
            "addr_space",
            IntegerAttribute::new(i32_type, i64::from(space.number())).into(),
        ),
        // `unnamed_addr` none, spelled out as the parser does.
        named(
            context,
            "unnamed_addr",
            IntegerAttribute::new(i64_type, 0).into(),
        ),
    ];
    if alignment > 0 {
        let alignment = i64::try_from(alignment).expect("an alignment fits in i64");
        attributes.push(named(
            context,
            "alignment",
            IntegerAttribute::new(i64_type, alignment).into(),
        ));
    }
    attributes
}

/// One parameter of a [`Function`]: its type and the attributes the address and alias
/// analyses read (`llvm.noalias`, `llvm.readonly`, `llvm.align`).
#[derive(Clone, Copy, Debug)]
pub struct Param<'c> {
    pub r#type: Type<'c>,
    pub noalias: bool,
    pub readonly: bool,
    /// The pointer's known alignment in bytes; 0 for none.
    pub align: u64,
}

impl<'c> Param<'c> {
    /// A parameter of `type` without attributes.
    pub fn new(r#type: Type<'c>) -> Self {
        Self {
            r#type,
            noalias: false,
            readonly: false,
            align: 0,
        }
    }

    /// `llvm.noalias`: nothing else the function reaches aliases what this pointer reaches.
    pub fn noalias(self) -> Self {
        Self {
            noalias: true,
            ..self
        }
    }

    /// `llvm.readonly`: the function never writes through this pointer.
    pub fn readonly(self) -> Self {
        Self {
            readonly: true,
            ..self
        }
    }

    /// `llvm.align = bytes`.
    pub fn align(self, bytes: u64) -> Self {
        Self {
            align: bytes,
            ..self
        }
    }

    fn attributes(&self, context: &'c Context) -> Attribute<'c> {
        let mut entries = Vec::new();
        if self.align > 0 {
            let align = i64::try_from(self.align).expect("an alignment fits in i64");
            entries.push(named(
                context,
                "llvm.align",
                IntegerAttribute::new(IntegerType::new(context, 64).into(), align).into(),
            ));
        }
        if self.noalias {
            entries.push(named(context, "llvm.noalias", Attribute::unit(context)));
        }
        if self.readonly {
            entries.push(named(context, "llvm.readonly", Attribute::unit(context)));
        }
        DictionaryAttribute::new(context, &entries).into()
    }
}

/// An `llvm.func` to build: a kernel (`ptx_kernelcc`, which LLVM 22's NVPTX backend and the
/// passes' `is_kernel` read, plus `nvvm.kernel`, which MLIR's NVVM tooling reads) or a device
/// function, its parameters and launch bounds.
///
/// ```ignore
/// let kernel = Function::kernel("scale", &[Param::new(ptr1).noalias(), Param::new(i32)])
///     .reqntid([256, 1, 1]);
/// let entry = kernel.entry_block(location);
/// // ... fill `entry` (and more blocks) ...
/// module.body().append_operation(kernel.build(context, vec![entry], location));
/// ```
#[derive(Clone, Debug)]
pub struct Function<'c> {
    name: String,
    params: Vec<Param<'c>>,
    result: Option<Type<'c>>,
    kernel: bool,
    internal: bool,
    reqntid: Option<[i32; 3]>,
    maxntid: Option<[i32; 3]>,
}

impl<'c> Function<'c> {
    /// A kernel: the entry point of a launch; it returns nothing.
    pub fn kernel(name: &str, params: &[Param<'c>]) -> Self {
        Self {
            kernel: true,
            ..Self::device(name, params, None)
        }
    }

    /// A device function returning `result` (`None`: `void`), callable from kernels.
    pub fn device(name: &str, params: &[Param<'c>], result: Option<Type<'c>>) -> Self {
        Self {
            name: name.to_string(),
            params: params.to_vec(),
            result,
            kernel: false,
            internal: false,
            reqntid: None,
            maxntid: None,
        }
    }

    /// Internal linkage: invisible outside the module (free to inline or drop).
    pub fn internal(self) -> Self {
        Self {
            internal: true,
            ..self
        }
    }

    /// `nvvm.reqntid`: the block shape every launch uses (`__launch_bounds__` made exact).
    pub fn reqntid(self, shape: [i32; 3]) -> Self {
        Self {
            reqntid: Some(shape),
            ..self
        }
    }

    /// `nvvm.maxntid`: the most threads per dimension a launch uses.
    pub fn maxntid(self, shape: [i32; 3]) -> Self {
        Self {
            maxntid: Some(shape),
            ..self
        }
    }

    /// A block whose arguments are the parameters, to become the entry block.
    pub fn entry_block(&self, location: Location<'c>) -> Block<'c> {
        let arguments: Vec<_> = self.params.iter().map(|p| (p.r#type, location)).collect();
        Block::new(&arguments)
    }

    /// The `llvm.func` with `blocks` as its body, the first the entry block (see
    /// [`Function::entry_block`]); without blocks, a declaration (a device function defined
    /// elsewhere, to call).
    pub fn build(
        &self,
        context: &'c Context,
        blocks: Vec<Block<'c>>,
        location: Location<'c>,
    ) -> Operation<'c> {
        let region = Region::new();
        for block in blocks {
            region.append_block(block);
        }
        let types: Vec<Type> = self.params.iter().map(|p| p.r#type).collect();
        let result = self.result.unwrap_or_else(|| llvm::r#type::void(context));
        let signature = llvm::r#type::function(result, &types, false);
        let mut attributes = vec![
            named(
                context,
                "sym_name",
                StringAttribute::new(context, &self.name).into(),
            ),
            named(
                context,
                "function_type",
                TypeAttribute::new(signature).into(),
            ),
            // `unnamed_addr` none, spelled out as the parser does.
            named(
                context,
                "unnamed_addr",
                IntegerAttribute::new(IntegerType::new(context, 64).into(), 0).into(),
            ),
        ];
        if self
            .params
            .iter()
            .any(|p| p.noalias || p.readonly || p.align > 0)
        {
            let params: Vec<Attribute> =
                self.params.iter().map(|p| p.attributes(context)).collect();
            attributes.push(named(
                context,
                "arg_attrs",
                ArrayAttribute::new(context, &params).into(),
            ));
        }
        if self.internal {
            attributes.push(named(
                context,
                "linkage",
                parsed(context, "#llvm.linkage<internal>"),
            ));
        }
        if self.kernel {
            attributes.push(named(
                context,
                "CConv",
                parsed(context, "#llvm.cconv<ptx_kernelcc>"),
            ));
            attributes.push(named(context, "nvvm.kernel", Attribute::unit(context)));
        }
        for (name, shape) in [
            ("nvvm.reqntid", self.reqntid),
            ("nvvm.maxntid", self.maxntid),
        ] {
            if let Some(shape) = shape {
                attributes.push(named(
                    context,
                    name,
                    DenseI32ArrayAttribute::new(context, &shape).into(),
                ));
            }
        }
        OperationBuilder::new("llvm.func", location)
            .add_attributes(&attributes)
            .add_regions([region])
            .build()
            .expect("an llvm.func with its attributes always builds")
    }
}
