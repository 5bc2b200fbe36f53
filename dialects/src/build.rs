//! Typed builders for what a GPU DSL front end emits into the LLVM and NVVM dialects: NVVM
//! special registers, barriers and fences; integer and float arithmetic with their flags;
//! comparisons, selects, constants, casts, GEPs, loads and stores; branches with block
//! arguments, returns and calls; shared-memory arrays, constant tables and their addresses;
//! kernels and device functions with parameter attributes and launch bounds.
//!
//! [`Builder`] appends to one block and returns each result as a melior [`Value`]; [`op`]
//! has the same ops detached, for callers that place ops themselves; [`symbol`] builds the
//! module-level ops. Flags (`overflow<nsw>`, `exact`, `nneg`, GEP `inbounds`) are the ops'
//! real properties, as the parser sets them: melior's `OperationBuilder` alone would file
//! `overflowFlags` and GEP `noWrapFlags` as discardable attributes, which the verifier, the
//! passes and the LLVM IR export ignore (see [`crate::raw::adopt_properties`]).
//!
//! ```ignore
//! let kernel = Function::kernel("scale", &[Param::new(global_ptr).noalias(), Param::new(i32)]);
//! let entry = kernel.entry_block(location);
//! let b = Builder::new(context, &entry, location);
//! let (data, n) = (b.argument(0), b.argument(1));
//! let i = b.add(b.mul(b.ctaid(Dim::X), b.ntid(Dim::X), OverflowFlags::NSW), b.tid(Dim::X), OverflowFlags::NSW);
//! let p = b.element(data, b.sext(i, i64), f32, GepFlags::INBOUNDS);
//! b.store(b.fmul(b.load(p, f32, 4), b.f32(2.0)), p, 4);
//! b.ret(None);
//! module.body().append_operation(kernel.build(context, vec![entry], location));
//! ```

pub mod op;
pub mod symbol;

pub use crate::{
    intrinsics::{Dim, FenceOrdering, FenceScope, FenceSemantics},
    ops::{GepIndex, OverflowFlags},
};
pub use symbol::{Function, Param};

use melior::{
    Context,
    ir::{Block, BlockLike, Location, Operation, OperationRef, Type, Value, r#type::IntegerType},
};

/// An `llvm.icmp` predicate (numbered as MLIR's `ICmpPredicate`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IntPredicate {
    Eq = 0,
    Ne = 1,
    Slt = 2,
    Sle = 3,
    Sgt = 4,
    Sge = 5,
    Ult = 6,
    Ule = 7,
    Ugt = 8,
    Uge = 9,
}

/// An `llvm.fcmp` predicate (numbered as MLIR's `FCmpPredicate`): `O*` ordered (false when
/// either operand is NaN), `U*` unordered (true then).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatPredicate {
    False = 0,
    Oeq = 1,
    Ogt = 2,
    Oge = 3,
    Olt = 4,
    Ole = 5,
    One = 6,
    Ord = 7,
    Ueq = 8,
    Ugt = 9,
    Uge = 10,
    Ult = 11,
    Ule = 12,
    Une = 13,
    Uno = 14,
    True = 15,
}

/// An NVVM special register a kernel reads (`nvvm.read.ptx.sreg.*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Register {
    /// The thread's index in its block (`threadIdx`).
    Tid(Dim),
    /// The block's extent (`blockDim`).
    Ntid(Dim),
    /// The block's index in the grid (`blockIdx`).
    Ctaid(Dim),
    /// The grid's extent in blocks (`gridDim`).
    Nctaid(Dim),
    /// The thread's lane in its warp.
    LaneId,
    /// The warp size (32).
    WarpSize,
}

impl Register {
    /// The register's name in the op name (`tid.x`, `laneid`, ...).
    pub fn name(self) -> String {
        let axis = |dim: Dim| match dim {
            Dim::X => "x",
            Dim::Y => "y",
            Dim::Z => "z",
        };
        match self {
            Self::Tid(dim) => format!("tid.{}", axis(dim)),
            Self::Ntid(dim) => format!("ntid.{}", axis(dim)),
            Self::Ctaid(dim) => format!("ctaid.{}", axis(dim)),
            Self::Nctaid(dim) => format!("nctaid.{}", axis(dim)),
            Self::LaneId => "laneid".to_string(),
            Self::WarpSize => "warpsize".to_string(),
        }
    }
}

/// The no-wrap flags of an `llvm.getelementptr` (its `noWrapFlags` property).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct GepFlags {
    /// `inbounds`: the address stays within the object `base` points into (implies `nusw`).
    pub inbounds: bool,
    /// `nuw`: the offset computation does not wrap as unsigned.
    pub nuw: bool,
}

impl GepFlags {
    pub const NONE: Self = Self {
        inbounds: false,
        nuw: false,
    };
    pub const INBOUNDS: Self = Self {
        inbounds: true,
        nuw: false,
    };
    pub const INBOUNDS_NUW: Self = Self {
        inbounds: true,
        nuw: true,
    };

    /// `GEPNoWrapFlags`: `inbounds` is 3 (its own bit and `nusw`), `nuw` 4.
    pub fn bits(self) -> i64 {
        (if self.inbounds { 3 } else { 0 }) | (if self.nuw { 4 } else { 0 })
    }
}

/// Appends ops to one block at one location and returns their results.
///
/// Cheap to copy; [`Builder::at`] gives a copy that places ops at another location.
#[derive(Clone, Copy)]
pub struct Builder<'c, 'a> {
    context: &'c Context,
    block: &'a Block<'c>,
    location: Location<'c>,
}

impl<'c, 'a> Builder<'c, 'a> {
    /// Appends to the end of `block`, giving every op `location`.
    pub fn new(context: &'c Context, block: &'a Block<'c>, location: Location<'c>) -> Self {
        Self {
            context,
            block,
            location,
        }
    }

    /// The same builder, placing ops at `location` (a DSL's source line).
    pub fn at(self, location: Location<'c>) -> Self {
        Self { location, ..self }
    }

    /// The context ops are built in.
    pub fn context(&self) -> &'c Context {
        self.context
    }

    /// The block ops are appended to.
    pub fn block(&self) -> &'a Block<'c> {
        self.block
    }

    /// Argument `index` of the block (a function parameter in the entry block).
    ///
    /// Panics when the block has fewer arguments: a front end's own bookkeeping error.
    pub fn argument(&self, index: usize) -> Value<'c, 'a> {
        self.block
            .argument(index)
            .unwrap_or_else(|_| panic!("the block has no argument {index}"))
            .into()
    }

    /// Appends `op` and returns it.
    pub fn append(&self, op: Operation<'c>) -> OperationRef<'c, 'a> {
        self.block.append_operation(op)
    }

    /// Appends `op` and returns its first result.
    fn value(&self, op: Operation<'c>) -> Value<'c, 'a> {
        self.append(op)
            .result(0)
            .expect("a value-producing builder op has a result")
            .into()
    }

    fn integer_type(&self, width: u32) -> Type<'c> {
        IntegerType::new(self.context, width).into()
    }

    // Special registers, barriers, fences.

    /// `nvvm.read.ptx.sreg.<register> [range <i32, lower, upper>]`.
    pub fn special_register(&self, register: Register, range: Option<(i32, i32)>) -> Value<'c, 'a> {
        self.value(op::special_register(
            self.context,
            register,
            range,
            self.location,
        ))
    }
    /// `threadIdx.<dim>`.
    pub fn tid(&self, dim: Dim) -> Value<'c, 'a> {
        self.special_register(Register::Tid(dim), None)
    }
    /// `blockDim.<dim>`.
    pub fn ntid(&self, dim: Dim) -> Value<'c, 'a> {
        self.special_register(Register::Ntid(dim), None)
    }
    /// `blockIdx.<dim>`.
    pub fn ctaid(&self, dim: Dim) -> Value<'c, 'a> {
        self.special_register(Register::Ctaid(dim), None)
    }
    /// `gridDim.<dim>`.
    pub fn nctaid(&self, dim: Dim) -> Value<'c, 'a> {
        self.special_register(Register::Nctaid(dim), None)
    }
    /// `nvvm.barrier0` (`__syncthreads()`).
    pub fn barrier(&self) {
        self.append(op::barrier(self.location));
    }
    /// `nvvm.memory.barrier` (`membar.cta/gl/sys`, `__threadfence*()`).
    pub fn membar(&self, scope: FenceScope) {
        self.append(op::membar(self.context, scope, self.location));
    }
    /// `llvm.fence [syncscope(...)] <ordering>`.
    pub fn fence(&self, ordering: FenceOrdering) {
        self.append(op::fence(self.context, ordering, self.location));
    }

    // Constants.

    /// An integer constant of `type`.
    pub fn integer(&self, r#type: Type<'c>, value: i64) -> Value<'c, 'a> {
        self.value(op::integer_constant(
            self.context,
            r#type,
            value,
            self.location,
        ))
    }
    /// An `i32` constant.
    pub fn i32(&self, value: i32) -> Value<'c, 'a> {
        self.integer(self.integer_type(32), i64::from(value))
    }
    /// An `i64` constant.
    pub fn i64(&self, value: i64) -> Value<'c, 'a> {
        self.integer(self.integer_type(64), value)
    }
    /// A float constant of `type`.
    pub fn float(&self, r#type: Type<'c>, value: f64) -> Value<'c, 'a> {
        self.value(op::float_constant(
            self.context,
            r#type,
            value,
            self.location,
        ))
    }
    /// An `f32` constant.
    pub fn f32(&self, value: f32) -> Value<'c, 'a> {
        self.float(Type::float32(self.context), f64::from(value))
    }
    /// `llvm.mlir.zero : T`: zero of any type (a null pointer, a zeroed aggregate).
    pub fn zero(&self, r#type: Type<'c>) -> Value<'c, 'a> {
        self.value(melior::dialect::llvm::zero(r#type, self.location))
    }

    // Integer arithmetic.

    /// `llvm.add %lhs, %rhs overflow<...>`.
    pub fn add(
        &self,
        lhs: Value<'c, '_>,
        rhs: Value<'c, '_>,
        flags: OverflowFlags,
    ) -> Value<'c, 'a> {
        self.overflowing("llvm.add", lhs, rhs, flags)
    }
    /// `llvm.sub %lhs, %rhs overflow<...>`.
    pub fn sub(
        &self,
        lhs: Value<'c, '_>,
        rhs: Value<'c, '_>,
        flags: OverflowFlags,
    ) -> Value<'c, 'a> {
        self.overflowing("llvm.sub", lhs, rhs, flags)
    }
    /// `llvm.mul %lhs, %rhs overflow<...>`.
    pub fn mul(
        &self,
        lhs: Value<'c, '_>,
        rhs: Value<'c, '_>,
        flags: OverflowFlags,
    ) -> Value<'c, 'a> {
        self.overflowing("llvm.mul", lhs, rhs, flags)
    }
    /// `llvm.shl %lhs, %rhs overflow<...>`.
    pub fn shl(
        &self,
        lhs: Value<'c, '_>,
        rhs: Value<'c, '_>,
        flags: OverflowFlags,
    ) -> Value<'c, 'a> {
        self.overflowing("llvm.shl", lhs, rhs, flags)
    }
    fn overflowing(
        &self,
        name: &str,
        lhs: Value<'c, '_>,
        rhs: Value<'c, '_>,
        flags: OverflowFlags,
    ) -> Value<'c, 'a> {
        self.value(op::overflowing(
            self.context,
            name,
            lhs,
            rhs,
            flags,
            self.location,
        ))
    }
    /// `llvm.udiv [exact]`.
    pub fn udiv(&self, lhs: Value<'c, '_>, rhs: Value<'c, '_>, exact: bool) -> Value<'c, 'a> {
        self.exact("llvm.udiv", lhs, rhs, exact)
    }
    /// `llvm.sdiv [exact]`.
    pub fn sdiv(&self, lhs: Value<'c, '_>, rhs: Value<'c, '_>, exact: bool) -> Value<'c, 'a> {
        self.exact("llvm.sdiv", lhs, rhs, exact)
    }
    /// `llvm.lshr [exact]`.
    pub fn lshr(&self, lhs: Value<'c, '_>, rhs: Value<'c, '_>, exact: bool) -> Value<'c, 'a> {
        self.exact("llvm.lshr", lhs, rhs, exact)
    }
    /// `llvm.ashr [exact]`.
    pub fn ashr(&self, lhs: Value<'c, '_>, rhs: Value<'c, '_>, exact: bool) -> Value<'c, 'a> {
        self.exact("llvm.ashr", lhs, rhs, exact)
    }
    fn exact(
        &self,
        name: &str,
        lhs: Value<'c, '_>,
        rhs: Value<'c, '_>,
        exact: bool,
    ) -> Value<'c, 'a> {
        self.value(op::exact_binary(
            self.context,
            name,
            lhs,
            rhs,
            exact,
            self.location,
        ))
    }
    /// `llvm.urem`.
    pub fn urem(&self, lhs: Value<'c, '_>, rhs: Value<'c, '_>) -> Value<'c, 'a> {
        self.binary("llvm.urem", lhs, rhs)
    }
    /// `llvm.srem`.
    pub fn srem(&self, lhs: Value<'c, '_>, rhs: Value<'c, '_>) -> Value<'c, 'a> {
        self.binary("llvm.srem", lhs, rhs)
    }
    /// `llvm.and`.
    pub fn and(&self, lhs: Value<'c, '_>, rhs: Value<'c, '_>) -> Value<'c, 'a> {
        self.binary("llvm.and", lhs, rhs)
    }
    /// `llvm.or`.
    pub fn or(&self, lhs: Value<'c, '_>, rhs: Value<'c, '_>) -> Value<'c, 'a> {
        self.binary("llvm.or", lhs, rhs)
    }
    /// `llvm.xor`.
    pub fn xor(&self, lhs: Value<'c, '_>, rhs: Value<'c, '_>) -> Value<'c, 'a> {
        self.binary("llvm.xor", lhs, rhs)
    }

    // Float arithmetic.

    /// `llvm.fadd`.
    pub fn fadd(&self, lhs: Value<'c, '_>, rhs: Value<'c, '_>) -> Value<'c, 'a> {
        self.binary("llvm.fadd", lhs, rhs)
    }
    /// `llvm.fsub`.
    pub fn fsub(&self, lhs: Value<'c, '_>, rhs: Value<'c, '_>) -> Value<'c, 'a> {
        self.binary("llvm.fsub", lhs, rhs)
    }
    /// `llvm.fmul`.
    pub fn fmul(&self, lhs: Value<'c, '_>, rhs: Value<'c, '_>) -> Value<'c, 'a> {
        self.binary("llvm.fmul", lhs, rhs)
    }
    /// `llvm.fdiv`.
    pub fn fdiv(&self, lhs: Value<'c, '_>, rhs: Value<'c, '_>) -> Value<'c, 'a> {
        self.binary("llvm.fdiv", lhs, rhs)
    }
    /// `llvm.frem`.
    pub fn frem(&self, lhs: Value<'c, '_>, rhs: Value<'c, '_>) -> Value<'c, 'a> {
        self.binary("llvm.frem", lhs, rhs)
    }
    /// `llvm.fneg`.
    pub fn fneg(&self, value: Value<'c, '_>) -> Value<'c, 'a> {
        self.cast("llvm.fneg", value, melior::ir::ValueLike::r#type(&value))
    }
    fn binary(&self, name: &str, lhs: Value<'c, '_>, rhs: Value<'c, '_>) -> Value<'c, 'a> {
        self.value(op::binary(name, lhs, rhs, self.location))
    }

    // Comparisons and selects.

    /// `llvm.icmp "<predicate>"`.
    pub fn icmp(
        &self,
        predicate: IntPredicate,
        lhs: Value<'c, '_>,
        rhs: Value<'c, '_>,
    ) -> Value<'c, 'a> {
        self.value(op::icmp(self.context, predicate, lhs, rhs, self.location))
    }
    /// `llvm.fcmp "<predicate>"`.
    pub fn fcmp(
        &self,
        predicate: FloatPredicate,
        lhs: Value<'c, '_>,
        rhs: Value<'c, '_>,
    ) -> Value<'c, 'a> {
        self.value(op::fcmp(self.context, predicate, lhs, rhs, self.location))
    }
    /// `llvm.select`.
    pub fn select(
        &self,
        condition: Value<'c, '_>,
        if_true: Value<'c, '_>,
        if_false: Value<'c, '_>,
    ) -> Value<'c, 'a> {
        self.value(op::select(condition, if_true, if_false, self.location))
    }

    // Casts.

    /// `llvm.sext`.
    pub fn sext(&self, value: Value<'c, '_>, to: Type<'c>) -> Value<'c, 'a> {
        self.cast("llvm.sext", value, to)
    }
    /// `llvm.zext [nneg]`.
    pub fn zext(&self, value: Value<'c, '_>, to: Type<'c>, non_negative: bool) -> Value<'c, 'a> {
        self.value(op::zext(
            self.context,
            value,
            to,
            non_negative,
            self.location,
        ))
    }
    /// `llvm.trunc overflow<...>`.
    pub fn trunc(&self, value: Value<'c, '_>, to: Type<'c>, flags: OverflowFlags) -> Value<'c, 'a> {
        self.value(op::trunc(self.context, value, to, flags, self.location))
    }
    /// Any flagless cast by op name: `llvm.bitcast`, `llvm.addrspacecast`, `llvm.ptrtoint`,
    /// `llvm.inttoptr`, `llvm.sitofp`, `llvm.uitofp`, `llvm.fptosi`, `llvm.fptoui`,
    /// `llvm.fpext`, `llvm.fptrunc`.
    pub fn cast(&self, name: &str, value: Value<'c, '_>, to: Type<'c>) -> Value<'c, 'a> {
        self.value(op::cast(name, value, to, self.location))
    }
    /// `llvm.addrspacecast`.
    pub fn addrspacecast(&self, pointer: Value<'c, '_>, to: Type<'c>) -> Value<'c, 'a> {
        self.cast("llvm.addrspacecast", pointer, to)
    }

    // Addresses and memory.

    /// `llvm.getelementptr <flags> %base[indices] : ..., element`.
    pub fn gep(
        &self,
        base: Value<'c, '_>,
        indices: &[GepIndex<'c, '_>],
        element: Type<'c>,
        flags: GepFlags,
    ) -> Value<'c, 'a> {
        self.value(op::gep(
            self.context,
            base,
            indices,
            element,
            flags,
            self.location,
        ))
    }
    /// `&base[index]` over `element`s: a GEP with one dynamic index.
    pub fn element(
        &self,
        base: Value<'c, '_>,
        index: Value<'c, '_>,
        element: Type<'c>,
        flags: GepFlags,
    ) -> Value<'c, 'a> {
        self.gep(base, &[GepIndex::Dynamic(index)], element, flags)
    }
    /// `llvm.load %address {alignment}` (0: the type's ABI alignment).
    pub fn load(&self, address: Value<'c, '_>, r#type: Type<'c>, alignment: u64) -> Value<'c, 'a> {
        self.value(op::load(
            self.context,
            address,
            r#type,
            alignment,
            false,
            self.location,
        ))
    }
    /// `llvm.load volatile`.
    pub fn load_volatile(
        &self,
        address: Value<'c, '_>,
        r#type: Type<'c>,
        alignment: u64,
    ) -> Value<'c, 'a> {
        self.value(op::load(
            self.context,
            address,
            r#type,
            alignment,
            true,
            self.location,
        ))
    }
    /// `llvm.store %value, %address {alignment}`.
    pub fn store(&self, value: Value<'c, '_>, address: Value<'c, '_>, alignment: u64) {
        self.append(op::store(
            self.context,
            value,
            address,
            alignment,
            false,
            self.location,
        ));
    }
    /// `llvm.store volatile`.
    pub fn store_volatile(&self, value: Value<'c, '_>, address: Value<'c, '_>, alignment: u64) {
        self.append(op::store(
            self.context,
            value,
            address,
            alignment,
            true,
            self.location,
        ));
    }
    /// `llvm.mlir.addressof @global` as a pointer into `space` (the global's address space).
    pub fn address_of(&self, global: &str, space: crate::AddressSpace) -> Value<'c, 'a> {
        let pointer = melior::dialect::llvm::r#type::pointer(self.context, space.number());
        self.value(op::address_of(self.context, global, pointer, self.location))
    }

    // Control flow and calls.

    /// `llvm.br ^dest(arguments)`.
    pub fn br(&self, dest: &Block<'c>, arguments: &[Value<'c, '_>]) {
        self.append(op::br(dest, arguments, self.location));
    }
    /// `llvm.cond_br %condition, ^if_true(...), ^if_false(...)`.
    pub fn cond_br(
        &self,
        condition: Value<'c, '_>,
        if_true: (&Block<'c>, &[Value<'c, '_>]),
        if_false: (&Block<'c>, &[Value<'c, '_>]),
    ) {
        self.append(op::cond_br(
            self.context,
            condition,
            if_true,
            if_false,
            self.location,
        ));
    }
    /// `llvm.return [%value]`.
    pub fn ret(&self, value: Option<Value<'c, '_>>) {
        self.append(op::ret(value, self.location));
    }
    /// `llvm.call_intrinsic "name"(arguments)`: an LLVM intrinsic with no op of its own
    /// (`llvm.fma.f32`, `llvm.nvvm.barrier.cta.sync.aligned.all`, ...), returning the result
    /// of a non-`void` one.
    pub fn call_intrinsic(
        &self,
        name: &str,
        arguments: &[Value<'c, '_>],
        result: Option<Type<'c>>,
    ) -> Option<Value<'c, 'a>> {
        let results: Vec<Type> = result.into_iter().collect();
        let call = self.append(
            crate::nvvm::call_intrinsic(self.context, name, arguments, &results, self.location)
                .expect("an llvm.call_intrinsic with explicit result types always builds"),
        );
        result.map(|_| call.result(0).expect("a non-void call has a result").into())
    }
    /// `llvm.call @callee(arguments)`, returning the result of a non-`void` callee.
    pub fn call(
        &self,
        callee: &str,
        arguments: &[Value<'c, '_>],
        result: Option<Type<'c>>,
    ) -> Option<Value<'c, 'a>> {
        let call = self.append(op::call(
            self.context,
            callee,
            arguments,
            result,
            self.location,
        ));
        result.map(|_| call.result(0).expect("a non-void call has a result").into())
    }
}

#[cfg(test)]
mod tests;
