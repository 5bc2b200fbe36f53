//! Lowering one `llvm.func` body (or a global's initializer region) to instructions.
//!
//! Two passes over the region. The first gives every SSA value (block arguments and op
//! results) its registers, one per leaf, and writes constants (`llvm.mlir.constant`,
//! `zero`, `undef`, `poison`, `addressof`) into the register template, so constants cost
//! nothing at run time. The second emits instructions block by block; branch edges carry the
//! block-argument copies and are patched to instruction indices at the end.
//!
//! Vector operations are unrolled into one scalar instruction per lane, and aggregates are
//! moved leaf by leaf, so the interpreter only ever sees scalars.

use super::{ModuleInfo, SymbolRef, intrinsics::ordering, op_name, text};
use crate::{
    SimError,
    layout::{Leaf, Scalar},
    program::{
        CastOp, Edge, FBinOp, FKind, Function, GepTerm, IBinOp, IPred, Inst, ParamShape, Reg,
        RmwOp, Site, SiteId, SwitchTable, fastmath, flags, gep_flags,
    },
    types::Ty,
};
use kestrel_dialects::{Gep, GepIndex, OverflowFlags};
use melior::ir::{
    BlockLike, BlockRef, OperationRef, RegionLike, RegionRef, ValueLike, operation::OperationLike,
};
use std::{collections::HashMap, rc::Rc};

/// The `edge_blocks` entry of an edge whose target was set directly, not from a block.
const LOCAL_EDGE: u32 = u32::MAX;

/// A lowered SSA value: its first register and its leaves.
#[derive(Clone, Debug)]
pub(super) struct Val {
    pub reg: Reg,
    pub leaves: Rc<[Leaf]>,
    pub ty: Rc<Ty>,
    /// The value when it is a single-leaf constant.
    pub constant: Option<u64>,
}

impl Val {
    pub fn len(&self) -> usize {
        self.leaves.len()
    }

    /// The scalar of the first leaf.
    pub fn scalar(&self) -> Scalar {
        self.leaves[0].scalar
    }

    pub fn at(&self, lane: usize) -> Reg {
        self.reg + lane as Reg
    }
}

pub(super) struct FnLower<'i> {
    pub info: &'i mut ModuleInfo,
    pub name: String,
    pub f: Function,
    values: HashMap<usize, Val>,
    blocks: HashMap<usize, u32>,
    block_pcs: Vec<u32>,
    /// The block index each edge targets, until patched.
    edge_blocks: Vec<u32>,
}

fn value_key<'c>(value: impl ValueLike<'c>) -> usize {
    value.to_raw().ptr as usize
}

fn block_key(block: &BlockRef) -> usize {
    block.to_raw().ptr as usize
}

fn blocks_of<'c, 'a>(region: RegionRef<'c, 'a>) -> Vec<BlockRef<'c, 'a>> {
    let mut out = Vec::new();
    let mut block = region.first_block();
    while let Some(current) = block {
        out.push(current);
        block = current.next_in_region();
    }
    out
}

fn ops_of<'c, 'a>(block: &BlockRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut out = Vec::new();
    let mut op = block.first_operation();
    while let Some(current) = op {
        out.push(current);
        op = current.next_in_block();
    }
    out
}

/// Lowers a function body. `ty` is its `!llvm.func<...>` type; `arg_attrs` the printed
/// argument attributes (for `byval` pointee sizes).
pub(super) fn lower_function(
    info: &mut ModuleInfo,
    name: &str,
    region: RegionRef,
    ty: &Ty,
    arg_attrs: Option<&str>,
) -> Result<Function, SimError> {
    let mut lower = FnLower::new(info, name);
    let blocks = blocks_of(region);
    lower.allocate(&blocks)?;
    lower.bind_parameters(&blocks[0], ty, arg_attrs)?;
    lower.emit(&blocks)?;
    Ok(lower.finish())
}

/// Lowers a global initializer region: a function of no arguments returning the value.
pub(super) fn lower_initializer(
    info: &mut ModuleInfo,
    name: &str,
    region: RegionRef,
    ty: &Ty,
) -> Result<Function, SimError> {
    let mut lower = FnLower::new(info, name);
    let blocks = blocks_of(region);
    lower.allocate(&blocks)?;
    let leaves = lower
        .info
        .layout
        .leaves(ty)
        .ok_or_else(|| SimError::unsupported(name, format!("initializer of type {ty}")))?;
    lower.f.result_leaves = leaves.iter().map(|l| l.scalar).collect();
    lower.emit(&blocks)?;
    Ok(lower.finish())
}

impl<'i> FnLower<'i> {
    fn new(info: &'i mut ModuleInfo, name: &str) -> Self {
        Self {
            info,
            name: name.to_string(),
            f: Function {
                name: name.to_string(),
                ..Function::default()
            },
            values: HashMap::new(),
            blocks: HashMap::new(),
            block_pcs: Vec::new(),
            edge_blocks: Vec::new(),
        }
    }

    pub fn unsupported(&self, what: impl Into<String>) -> SimError {
        SimError::unsupported(&self.name, what)
    }

    // ---- pass 1: registers and constants ----

    fn allocate(&mut self, blocks: &[BlockRef]) -> Result<(), SimError> {
        for (index, block) in blocks.iter().enumerate() {
            self.blocks.insert(block_key(block), index as u32);
            for i in 0..block.argument_count() {
                let argument = block
                    .argument(i)
                    .map_err(|e| self.unsupported(e.to_string()))?;
                let ty = self.info.ty(argument.r#type().to_string());
                let val = self.new_val(ty).map_err(|e| match e {
                    SimError::Unsupported { function, what } => SimError::Unsupported {
                        function,
                        what: format!("{what} (argument {i} of block {index})"),
                    },
                    other => other,
                })?;
                self.values.insert(value_key(argument), val);
            }
            for op in ops_of(block) {
                for i in 0..op.result_count() {
                    let result = op.result(i).map_err(|e| self.unsupported(e.to_string()))?;
                    let ty = self.info.ty(result.r#type().to_string());
                    let val = self.new_val(ty).map_err(|e| self.with_op(e, &op))?;
                    self.values.insert(value_key(result), val);
                }
                self.fill_constant(&op)?;
            }
        }
        Ok(())
    }

    /// Adds the op's name to an unsupported-type error.
    fn with_op(&self, error: SimError, op: &OperationRef) -> SimError {
        match error {
            SimError::Unsupported { function, what } => SimError::Unsupported {
                function,
                what: format!(
                    "{what} (result of {} at {})",
                    op_name(op),
                    text::location(op)
                ),
            },
            other => other,
        }
    }

    fn new_val(&mut self, ty: Rc<Ty>) -> Result<Val, SimError> {
        let leaves: Rc<[Leaf]> = if matches!(*ty, Ty::Void) {
            Rc::from(Vec::new())
        } else {
            self.info
                .layout
                .leaves(&ty)
                .ok_or_else(|| self.unsupported(format!("type {ty}")))?
                .into()
        };
        let reg = self.f.template.len() as Reg;
        self.f.template.extend(std::iter::repeat_n(0, leaves.len()));
        self.f
            .template_poison
            .extend(std::iter::repeat_n(false, leaves.len()));
        Ok(Val {
            reg,
            leaves,
            ty,
            constant: None,
        })
    }

    fn result_val(&self, op: &OperationRef) -> Result<Val, SimError> {
        let result = op
            .result(0)
            .map_err(|_| self.unsupported(format!("{} without a result", op_name(op))))?;
        self.values
            .get(&value_key(result))
            .cloned()
            .ok_or_else(|| self.unsupported("an unknown value"))
    }

    fn set_constant(
        &mut self,
        op: &OperationRef,
        values: &[u64],
        poison: bool,
    ) -> Result<(), SimError> {
        let result = op.result(0).map_err(|e| self.unsupported(e.to_string()))?;
        let key = value_key(result);
        let val = self
            .values
            .get_mut(&key)
            .ok_or_else(|| SimError::Internal("constant".into()))?;
        for (i, value) in values.iter().enumerate().take(val.leaves.len()) {
            self.f.template[val.reg as usize + i] = *value & val.leaves[i].scalar.mask();
            self.f.template_poison[val.reg as usize + i] = poison;
        }
        if values.len() == 1 && val.leaves.len() == 1 && !poison {
            val.constant = Some(values[0] & val.leaves[0].scalar.mask());
        }
        Ok(())
    }

    /// Writes a constant-producing op's value into the template.
    fn fill_constant(&mut self, op: &OperationRef) -> Result<(), SimError> {
        match op_name(op).as_str() {
            "llvm.mlir.constant" => {
                let val = self.result_val(op)?;
                let attribute = text::attr(op, "value").unwrap_or_default();
                let values = self.constant_values(&attribute, &val).ok_or_else(|| {
                    self.unsupported(format!("constant {attribute} at {}", text::location(op)))
                })?;
                self.set_constant(op, &values, false)
            }
            "llvm.mlir.zero" => {
                let n = self.result_val(op)?.len();
                self.set_constant(op, &vec![0; n], false)
            }
            "llvm.mlir.undef" | "llvm.mlir.poison" => {
                let n = self.result_val(op)?.len();
                self.set_constant(op, &vec![0; n], true)
            }
            "llvm.mlir.addressof" => {
                let symbol = text::attr(op, "global_name").unwrap_or_default();
                let symbol = symbol.trim_start_matches('@').trim_matches('"').to_string();
                self.f.globals.push(symbol.clone());
                let address = match self.info.symbols.get(&symbol) {
                    Some(SymbolRef::Global(address)) => *address,
                    Some(SymbolRef::Shared(offset)) => *offset,
                    Some(SymbolRef::Function) => {
                        return Err(self.unsupported(format!(
                            "the address of function @{symbol} (indirect calls)"
                        )));
                    }
                    None => {
                        return Err(self.unsupported(format!("the address of @{symbol}")));
                    }
                };
                self.set_constant(op, &[address], false)
            }
            _ => Ok(()),
        }
    }

    /// The lanes of operand `index` of `op` when a constant op defines it (`llvm.mlir.constant`
    /// or `llvm.mlir.zero`); `None` when it is computed.
    pub(super) fn constant_operand(&self, op: &OperationRef, index: usize) -> Option<Vec<u64>> {
        let val = self.operand(op, index).ok()?;
        let definition = op
            .operand(index)
            .ok()
            .and_then(kestrel_dialects::values::defining_op)?;
        match op_name(&definition).as_str() {
            "llvm.mlir.constant" => self.constant_values(&text::attr(&definition, "value")?, &val),
            "llvm.mlir.zero" => Some(vec![0; val.len()]),
            _ => None,
        }
    }

    fn constant_values(&self, attribute: &str, val: &Val) -> Option<Vec<u64>> {
        let (literal, _) = text::split_typed(attribute);
        let scalars: Vec<Scalar> = val.leaves.iter().map(|l| l.scalar).collect();
        if literal.starts_with('"') {
            let bytes = text::string_bytes(literal)?;
            return Some(
                scalars
                    .iter()
                    .enumerate()
                    .map(|(i, _)| u64::from(*bytes.get(i).unwrap_or(&0)))
                    .collect(),
            );
        }
        if literal.starts_with("dense<") || literal.starts_with("array<") {
            return text::dense_values(attribute, &scalars);
        }
        if scalars.len() == 1 {
            return text::scalar_literal(literal, scalars[0]).map(|v| vec![v]);
        }
        None
    }

    // ---- parameters ----

    fn bind_parameters(
        &mut self,
        entry: &BlockRef,
        ty: &Ty,
        arg_attrs: Option<&str>,
    ) -> Result<(), SimError> {
        let Ty::Func {
            result, variadic, ..
        } = ty
        else {
            return Err(self.unsupported(format!("function type {ty}")));
        };
        if *variadic {
            return Err(self.unsupported("a variadic function"));
        }
        let pointee_sizes = self.pointee_sizes(arg_attrs, entry.argument_count());
        for (i, (pointee_size, byval)) in pointee_sizes.into_iter().enumerate() {
            let argument = entry
                .argument(i)
                .map_err(|e| self.unsupported(e.to_string()))?;
            let val = self.values[&value_key(argument)].clone();
            self.f.param_shapes.push(ParamShape {
                first_leaf: self.f.param_leaves.len(),
                leaves: val.len(),
                pointee_size,
                byval,
            });
            for (lane, leaf) in val.leaves.iter().enumerate() {
                self.f.param_regs.push(val.at(lane));
                self.f.param_leaves.push(leaf.scalar);
            }
        }
        if !matches!(**result, Ty::Void) {
            let leaves = self
                .info
                .layout
                .leaves(result)
                .ok_or_else(|| self.unsupported(format!("result type {result}")))?;
            self.f.result_leaves = leaves.iter().map(|l| l.scalar).collect();
        }
        Ok(())
    }

    /// The `llvm.byval`/`llvm.byref` pointee size of each parameter, from `arg_attrs`, and
    /// whether it is `byval`.
    fn pointee_sizes(&mut self, arg_attrs: Option<&str>, count: usize) -> Vec<(Option<u64>, bool)> {
        let mut sizes = vec![(None, false); count];
        let Some(list) = arg_attrs.and_then(|t| {
            t.trim()
                .strip_prefix('[')?
                .strip_suffix(']')
                .map(str::to_string)
        }) else {
            return sizes;
        };
        for (i, dict) in text::split_top_level(&list, ',')
            .into_iter()
            .enumerate()
            .take(count)
        {
            let inner = dict.trim().trim_start_matches('{').trim_end_matches('}');
            for entry in text::split_top_level(inner, ',') {
                let Some((key, value)) = entry.split_once('=') else {
                    continue;
                };
                if matches!(key.trim(), "llvm.byval" | "llvm.byref") {
                    let ty = self.info.ty(value.trim().to_string());
                    sizes[i] = (
                        Some(self.info.layout.alloc_size(&ty)),
                        key.trim() == "llvm.byval",
                    );
                }
            }
        }
        sizes
    }

    // ---- pass 2: instructions ----

    fn emit(&mut self, blocks: &[BlockRef]) -> Result<(), SimError> {
        for block in blocks {
            self.block_pcs.push(self.f.code.len() as u32);
            for op in ops_of(block) {
                self.emit_op(&op)?;
            }
        }
        for (edge, &block) in self.f.edges.iter_mut().zip(&self.edge_blocks) {
            if block != LOCAL_EDGE {
                edge.target = self.block_pcs[block as usize];
            }
        }
        Ok(())
    }

    fn finish(self) -> Function {
        self.f
    }

    pub fn push(&mut self, inst: Inst) {
        self.f.code.push(inst);
    }

    /// The index the next pushed instruction gets.
    pub fn pc(&self) -> u32 {
        self.f.code.len() as u32
    }

    /// An edge inside the current block, copying nothing, whose target the caller sets with
    /// [`Self::set_edge_target`] (an inline asm's predicated instruction branches over
    /// itself).
    pub fn local_edge(&mut self) -> u32 {
        self.f.edges.push(Edge {
            target: 0,
            copies_start: self.f.copies.len() as u32,
            copies_len: 0,
            needs_temp: false,
        });
        self.edge_blocks.push(LOCAL_EDGE);
        (self.f.edges.len() - 1) as u32
    }

    pub fn set_edge_target(&mut self, edge: u32, pc: u32) {
        self.f.edges[edge as usize].target = pc;
    }

    pub fn operand(&self, op: &OperationRef, index: usize) -> Result<Val, SimError> {
        let value = op
            .operand(index)
            .map_err(|_| self.unsupported(format!("{} with too few operands", op_name(op))))?;
        self.values.get(&value_key(value)).cloned().ok_or_else(|| {
            self.unsupported(format!("an operand of {} defined elsewhere", op_name(op)))
        })
    }

    pub fn operands(&self, op: &OperationRef) -> Result<Vec<Val>, SimError> {
        (0..op.operand_count())
            .map(|i| self.operand(op, i))
            .collect()
    }

    pub fn result(&self, op: &OperationRef) -> Result<Option<Val>, SimError> {
        if op.result_count() == 0 {
            return Ok(None);
        }
        self.result_val(op).map(Some)
    }

    /// A new site for `op`; `detail` names the callee or intrinsic.
    pub fn site(&mut self, op: &OperationRef, detail: Option<&str>) -> SiteId {
        let name = op_name(op);
        // Ops that are intrinsics themselves (`llvm.intr.memset`, `nvvm.barrier0`) are named
        // by their op name; calls add their callee.
        let named_by_op = name.starts_with("llvm.intr.") || name.starts_with("nvvm.");
        let op_text = match detail {
            Some(detail) if !named_by_op => format!("{name} {detail}"),
            _ => name,
        };
        self.info.sites.push(Site {
            function: self.name.clone(),
            op: op_text,
            loc: text::location(op),
        });
        (self.info.sites.len() - 1) as SiteId
    }

    fn emit_op(&mut self, op: &OperationRef) -> Result<(), SimError> {
        let name = op_name(op);
        let at = || text::location(op);
        match name.as_str() {
            "llvm.mlir.constant"
            | "llvm.mlir.zero"
            | "llvm.mlir.undef"
            | "llvm.mlir.poison"
            | "llvm.mlir.addressof" => Ok(()),
            "llvm.add" | "llvm.sub" | "llvm.mul" | "llvm.udiv" | "llvm.sdiv" | "llvm.urem"
            | "llvm.srem" | "llvm.shl" | "llvm.lshr" | "llvm.ashr" | "llvm.and" | "llvm.or"
            | "llvm.xor" => self.integer_binary(op, &name),
            "llvm.fadd" | "llvm.fsub" | "llvm.fmul" | "llvm.fdiv" | "llvm.frem" => {
                self.float_binary(op, &name)
            }
            "llvm.fneg" => self.float_negate(op),
            "llvm.icmp" => self.integer_compare(op),
            "llvm.fcmp" => self.float_compare(op),
            "llvm.select" => self.select(op),
            "llvm.trunc" | "llvm.zext" | "llvm.sext" | "llvm.fptosi" | "llvm.fptoui"
            | "llvm.sitofp" | "llvm.uitofp" | "llvm.fptrunc" | "llvm.fpext" | "llvm.bitcast"
            | "llvm.ptrtoint" | "llvm.inttoptr" => self.cast(op, &name),
            "llvm.addrspacecast" => self.addrspacecast(op),
            "llvm.freeze" => self.freeze(op),
            "llvm.getelementptr" => self.gep(op),
            "llvm.load" => self.load(op),
            "llvm.store" => self.store(op),
            "llvm.alloca" => self.alloca(op),
            "llvm.atomicrmw" => self.atomicrmw(op),
            "llvm.cmpxchg" => self.cmpxchg(op),
            "llvm.fence" => self.llvm_fence(op),
            "llvm.extractvalue" => self.extract_value(op),
            "llvm.insertvalue" => self.insert_value(op),
            "llvm.extractelement" => self.extract_element(op),
            "llvm.insertelement" => self.insert_element(op),
            "llvm.shufflevector" => self.shuffle_vector(op),
            "llvm.br" => self.branch(op),
            "llvm.cond_br" => self.cond_branch(op),
            "llvm.switch" => self.switch(op),
            "llvm.return" => self.ret(op),
            "llvm.unreachable" => {
                let site = self.site(op, None);
                self.push(Inst::Unreachable { site });
                Ok(())
            }
            "llvm.call" => self.call(op),
            "llvm.call_intrinsic" => {
                let intrinsic = text::attr(op, "intrin").unwrap_or_default();
                let intrinsic = intrinsic.trim_matches('"').to_string();
                let args = self.call_arguments(op)?;
                let result = self.result(op)?;
                self.intrinsic(op, &intrinsic, &args, result.as_ref())
            }
            "llvm.inline_asm" => self.inline_asm(op),
            _ if name.starts_with("llvm.intr.") => {
                let args = self.operands(op)?;
                let result = self.result(op)?;
                let intrinsic = format!("llvm.{}", &name["llvm.intr.".len()..]);
                self.intrinsic(op, &intrinsic, &args, result.as_ref())
            }
            _ if name.starts_with("nvvm.") => self.nvvm_op(op, &name),
            _ => Err(self.unsupported(format!("operation {name} at {}", at()))),
        }
    }

    // ---- arithmetic ----

    fn integer_binary(&mut self, op: &OperationRef, name: &str) -> Result<(), SimError> {
        let (a, b, r) = (
            self.operand(op, 0)?,
            self.operand(op, 1)?,
            self.result_val(op)?,
        );
        let binop = match name {
            "llvm.add" => IBinOp::Add,
            "llvm.sub" => IBinOp::Sub,
            "llvm.mul" => IBinOp::Mul,
            "llvm.udiv" => IBinOp::UDiv,
            "llvm.sdiv" => IBinOp::SDiv,
            "llvm.urem" => IBinOp::URem,
            "llvm.srem" => IBinOp::SRem,
            "llvm.shl" => IBinOp::Shl,
            "llvm.lshr" => IBinOp::LShr,
            "llvm.ashr" => IBinOp::AShr,
            "llvm.and" => IBinOp::And,
            "llvm.or" => IBinOp::Or,
            _ => IBinOp::Xor,
        };
        let mut bits_set = 0u8;
        if matches!(binop, IBinOp::Add | IBinOp::Sub | IBinOp::Mul | IBinOp::Shl) {
            let overflow = OverflowFlags::of(op);
            if overflow.nsw {
                bits_set |= flags::NSW;
            }
            if overflow.nuw {
                bits_set |= flags::NUW;
            }
        }
        if op.has_attribute("isExact") {
            bits_set |= flags::EXACT;
        }
        if op.has_attribute("isDisjoint") {
            bits_set |= flags::DISJOINT;
        }
        let site = self.site(op, None);
        for lane in 0..r.len() {
            let Scalar::Int(bits) = r.leaves[lane].scalar else {
                return Err(self.unsupported(format!("{name} on {}", r.ty)));
            };
            self.push(Inst::IBin {
                op: binop,
                flags: bits_set,
                bits,
                dst: r.at(lane),
                a: a.at(lane),
                b: b.at(lane),
                site,
            });
        }
        Ok(())
    }

    fn float_kind(&self, scalar: Scalar) -> Result<FKind, SimError> {
        match scalar {
            Scalar::F32 => Ok(FKind::F32),
            Scalar::F64 => Ok(FKind::F64),
            Scalar::F16 => Ok(FKind::F16),
            Scalar::BF16 => Ok(FKind::BF16),
            other => Err(self.unsupported(format!("float operation on {other:?}"))),
        }
    }

    /// The poison-generating fast-math flags of `#llvm.fastmath<nnan, ninf, ...>`.
    fn fast_math(op: &OperationRef) -> u8 {
        let text = text::attr(op, "fastmathFlags").unwrap_or_default();
        let flags = text
            .split_once('<')
            .and_then(|(_, rest)| rest.split_once('>'))
            .map_or("", |(flags, _)| flags);
        let mut bits = 0;
        for flag in flags.split(',').map(str::trim) {
            match flag {
                "nnan" => bits |= fastmath::NNAN,
                "ninf" => bits |= fastmath::NINF,
                "fast" => bits |= fastmath::NNAN | fastmath::NINF,
                _ => {}
            }
        }
        bits
    }

    fn float_binary(&mut self, op: &OperationRef, name: &str) -> Result<(), SimError> {
        let (a, b, r) = (
            self.operand(op, 0)?,
            self.operand(op, 1)?,
            self.result_val(op)?,
        );
        let binop = match name {
            "llvm.fadd" => FBinOp::Add,
            "llvm.fsub" => FBinOp::Sub,
            "llvm.fmul" => FBinOp::Mul,
            "llvm.fdiv" => FBinOp::Div,
            _ => FBinOp::Rem,
        };
        let fm = Self::fast_math(op);
        for lane in 0..r.len() {
            let kind = self.float_kind(r.leaves[lane].scalar)?;
            self.push(Inst::FBin {
                op: binop,
                kind,
                fm,
                dst: r.at(lane),
                a: a.at(lane),
                b: b.at(lane),
            });
        }
        Ok(())
    }

    fn float_negate(&mut self, op: &OperationRef) -> Result<(), SimError> {
        let (a, r) = (self.operand(op, 0)?, self.result_val(op)?);
        for lane in 0..r.len() {
            let kind = self.float_kind(r.leaves[lane].scalar)?;
            self.push(Inst::FNeg {
                kind,
                dst: r.at(lane),
                a: a.at(lane),
            });
        }
        Ok(())
    }

    fn integer_compare(&mut self, op: &OperationRef) -> Result<(), SimError> {
        let (a, b, r) = (
            self.operand(op, 0)?,
            self.operand(op, 1)?,
            self.result_val(op)?,
        );
        let pred = match text::int_attr(op, "predicate") {
            Some(0) => IPred::Eq,
            Some(1) => IPred::Ne,
            Some(2) => IPred::Slt,
            Some(3) => IPred::Sle,
            Some(4) => IPred::Sgt,
            Some(5) => IPred::Sge,
            Some(6) => IPred::Ult,
            Some(7) => IPred::Ule,
            Some(8) => IPred::Ugt,
            Some(9) => IPred::Uge,
            other => return Err(self.unsupported(format!("icmp predicate {other:?}"))),
        };
        for lane in 0..r.len() {
            let bits = a.leaves[lane].scalar.bits() as u8;
            self.push(Inst::ICmp {
                pred,
                bits,
                dst: r.at(lane),
                a: a.at(lane),
                b: b.at(lane),
            });
        }
        Ok(())
    }

    fn float_compare(&mut self, op: &OperationRef) -> Result<(), SimError> {
        let (a, b, r) = (
            self.operand(op, 0)?,
            self.operand(op, 1)?,
            self.result_val(op)?,
        );
        let pred = text::int_attr(op, "predicate")
            .filter(|p| (0..16).contains(p))
            .ok_or_else(|| self.unsupported("fcmp predicate"))? as u8;
        let fm = Self::fast_math(op);
        for lane in 0..r.len() {
            let kind = self.float_kind(a.leaves[lane].scalar)?;
            self.push(Inst::FCmp {
                pred,
                kind,
                fm,
                dst: r.at(lane),
                a: a.at(lane),
                b: b.at(lane),
            });
        }
        Ok(())
    }

    fn select(&mut self, op: &OperationRef) -> Result<(), SimError> {
        let (c, t, f, r) = (
            self.operand(op, 0)?,
            self.operand(op, 1)?,
            self.operand(op, 2)?,
            self.result_val(op)?,
        );
        for lane in 0..r.len() {
            let cond = if c.len() == 1 { c.reg } else { c.at(lane) };
            self.push(Inst::Select {
                dst: r.at(lane),
                cond,
                t: t.at(lane),
                f: f.at(lane),
            });
        }
        Ok(())
    }

    fn cast(&mut self, op: &OperationRef, name: &str) -> Result<(), SimError> {
        let (a, r) = (self.operand(op, 0)?, self.result_val(op)?);
        let cast = match name {
            "llvm.trunc" => CastOp::Trunc,
            "llvm.zext" => CastOp::ZExt,
            "llvm.sext" => CastOp::SExt,
            "llvm.fptosi" => CastOp::FpToSi,
            "llvm.fptoui" => CastOp::FpToUi,
            "llvm.sitofp" => CastOp::SiToFp,
            "llvm.uitofp" => CastOp::UiToFp,
            "llvm.fptrunc" => CastOp::FpTrunc,
            "llvm.fpext" => CastOp::FpExt,
            _ => CastOp::Bits,
        };
        if a.len() != r.len() || (cast == CastOp::Bits && !same_bit_widths(&a, &r)) {
            return self.repack(&a, &r, op);
        }
        let mut cast_flags = 0u8;
        if cast == CastOp::Trunc {
            let overflow = OverflowFlags::of(op);
            if overflow.nsw {
                cast_flags |= flags::NSW;
            }
            if overflow.nuw {
                cast_flags |= flags::NUW;
            }
        }
        if op.has_attribute("nonNeg") {
            cast_flags |= flags::NNEG;
        }
        for lane in 0..r.len() {
            self.push(Inst::Cast {
                op: cast,
                from: a.leaves[lane].scalar,
                to: r.leaves[lane].scalar,
                flags: cast_flags,
                dst: r.at(lane),
                a: a.at(lane),
            });
        }
        Ok(())
    }

    /// A bitcast that changes the number of leaves: through bytes.
    fn repack(&mut self, a: &Val, r: &Val, op: &OperationRef) -> Result<(), SimError> {
        let packed = |val: &Val| {
            val.leaves
                .iter()
                .all(|l| l.offset != u32::MAX && l.scalar.bits() % 8 == 0)
        };
        if !packed(a) || !packed(r) {
            return Err(self.unsupported(format!(
                "bitcast from {} to {} at {}",
                a.ty,
                r.ty,
                text::location(op)
            )));
        }
        let from = self.shape(a.leaves.to_vec());
        let to = self.shape(r.leaves.to_vec());
        self.push(Inst::Repack {
            dst: r.reg,
            src: a.reg,
            from,
            to,
        });
        Ok(())
    }

    pub fn shape(&mut self, leaves: Vec<Leaf>) -> u32 {
        self.f.shapes.push(leaves);
        (self.f.shapes.len() - 1) as u32
    }

    fn addrspacecast(&mut self, op: &OperationRef) -> Result<(), SimError> {
        let (a, r) = (self.operand(op, 0)?, self.result_val(op)?);
        let site = self.site(op, None);
        for lane in 0..r.len() {
            let (Scalar::Ptr { space: from, .. }, Scalar::Ptr { space: to, bits }) =
                (a.leaves[lane].scalar, r.leaves[lane].scalar)
            else {
                return Err(self.unsupported("addrspacecast of a non-pointer"));
            };
            for space in [from, to] {
                check_space(space).map_err(|what| self.unsupported(what))?;
            }
            self.push(Inst::AddrSpaceCast {
                from,
                to,
                to_bits: bits,
                dst: r.at(lane),
                a: a.at(lane),
                site,
            });
        }
        Ok(())
    }

    fn freeze(&mut self, op: &OperationRef) -> Result<(), SimError> {
        let (a, r) = (self.operand(op, 0)?, self.result_val(op)?);
        for lane in 0..r.len() {
            self.push(Inst::Freeze {
                dst: r.at(lane),
                src: a.at(lane),
            });
        }
        Ok(())
    }

    // ---- addresses and memory ----

    fn gep(&mut self, op: &OperationRef) -> Result<(), SimError> {
        let base = self.operand(op, 0)?;
        let r = self.result_val(op)?;
        let Scalar::Ptr { bits, space } = r.scalar() else {
            return Err(self.unsupported("getelementptr on a vector of pointers"));
        };
        if base.len() != 1 || r.len() != 1 {
            return Err(self.unsupported("getelementptr on a vector of pointers"));
        }
        let view = Gep::of(*op).ok_or_else(|| SimError::Internal("gep view".into()))?;
        let element = view
            .element_type()
            .map(|t| self.info.ty(t.to_string()))
            .ok_or_else(|| self.unsupported("getelementptr without an element type"))?;
        let indices = view
            .indices()
            .ok_or_else(|| self.unsupported("getelementptr indices"))?;
        let mut offset = 0i64;
        // A negative constant offset under `nuw` wraps whatever the base (`nuw` reads
        // every offset as unsigned); the lowering folds constants, so it is noted here.
        let mut negative_constant = false;
        let mut terms = Vec::new();
        let mut current: Ty = Ty::Array(Box::new((*element).clone()), 0);
        for index in indices {
            let (stride, next) = match &current {
                Ty::Array(inner, _) | Ty::Vector(inner, _) => {
                    let stride = self.info.layout.alloc_size(inner) as i64;
                    (Some(stride), (**inner).clone())
                }
                Ty::Struct { fields, packed } => {
                    let GepIndex::Constant(field) = index else {
                        return Err(self.unsupported("a dynamic struct index"));
                    };
                    let field_offset = self
                        .info
                        .layout
                        .field_offset(fields, *packed, field as usize)
                        .ok_or_else(|| self.unsupported("a struct index out of range"))?;
                    offset = offset.wrapping_add(field_offset as i64);
                    (None, fields[field as usize].clone())
                }
                other => return Err(self.unsupported(format!("getelementptr into {other}"))),
            };
            if let Some(stride) = stride {
                match index {
                    GepIndex::Constant(value) => {
                        negative_constant |= value.wrapping_mul(stride) < 0;
                        offset = offset.wrapping_add(value.wrapping_mul(stride));
                    }
                    GepIndex::Dynamic(value) => {
                        let index_val = self
                            .values
                            .get(&value_key(value))
                            .cloned()
                            .ok_or_else(|| self.unsupported("a getelementptr index"))?;
                        let Scalar::Int(index_bits) = index_val.scalar() else {
                            return Err(self.unsupported("a vector getelementptr index"));
                        };
                        if index_val.len() != 1 {
                            return Err(self.unsupported("a vector getelementptr index"));
                        }
                        match index_val.constant {
                            Some(c) => {
                                let c = sign_extend(c, index_bits);
                                negative_constant |= c.wrapping_mul(stride) < 0;
                                offset = offset.wrapping_add(c.wrapping_mul(stride));
                            }
                            None => terms.push(GepTerm {
                                index: index_val.reg,
                                bits: index_bits,
                                stride,
                            }),
                        }
                    }
                }
            }
            current = next;
        }
        let start = self.f.gep_terms.len() as u32;
        let nterms = terms.len() as u32;
        self.f.gep_terms.extend(terms);
        let mut flags = 0;
        if view.is_inbounds() {
            flags |= gep_flags::INBOUNDS;
        }
        if view.is_nuw() {
            flags |= gep_flags::NUW;
            if negative_constant {
                flags |= gep_flags::NUW_NEGATIVE_CONSTANT;
            }
        }
        self.push(Inst::Gep {
            dst: r.reg,
            base: base.reg,
            offset,
            terms: start,
            nterms,
            bits,
            flags,
            space,
        });
        Ok(())
    }

    /// The pointer operand's address space, checked.
    pub(super) fn pointer_space(&self, pointer: &Val) -> Result<u32, SimError> {
        match pointer.scalar() {
            Scalar::Ptr { space, .. } if pointer.len() == 1 => {
                check_space(space).map_err(|what| self.unsupported(what))?;
                Ok(space)
            }
            _ => Err(self.unsupported("a memory access through a vector of pointers")),
        }
    }

    pub(super) fn alignment(&self, op: &OperationRef, ty: &Ty) -> u32 {
        text::int_attr(op, "alignment")
            .map(|a| a as u32)
            .unwrap_or_else(|| self.info.layout.align_of(ty) as u32)
            .max(1)
    }

    fn check_memory_shape(&self, val: &Val, op: &OperationRef) -> Result<(), SimError> {
        if val.leaves.iter().any(|l| l.offset == u32::MAX) {
            return Err(self.unsupported(format!(
                "a memory access of type {} at {}",
                val.ty,
                text::location(op)
            )));
        }
        Ok(())
    }

    fn load(&mut self, op: &OperationRef) -> Result<(), SimError> {
        let addr = self.operand(op, 0)?;
        let r = self.result_val(op)?;
        let space = self.pointer_space(&addr)?;
        self.check_memory_shape(&r, op)?;
        let align = self.alignment(op, &r.ty);
        let atomic = self.atomic_access(op);
        let site = self.site(op, None);
        if r.len() == 1 && r.leaves[0].offset == 0 {
            self.push(Inst::Load {
                dst: r.reg,
                addr: addr.reg,
                scalar: r.scalar(),
                space,
                align,
                atomic,
                site,
            });
        } else {
            let shape = self.shape(r.leaves.to_vec());
            self.push(Inst::LoadAgg {
                dst: r.reg,
                addr: addr.reg,
                shape,
                space,
                align,
                site,
            });
        }
        Ok(())
    }

    fn store(&mut self, op: &OperationRef) -> Result<(), SimError> {
        let value = self.operand(op, 0)?;
        let addr = self.operand(op, 1)?;
        let space = self.pointer_space(&addr)?;
        self.check_memory_shape(&value, op)?;
        let align = self.alignment(op, &value.ty);
        let atomic = self.atomic_access(op);
        let site = self.site(op, None);
        if value.len() == 1 && value.leaves[0].offset == 0 {
            self.push(Inst::Store {
                value: value.reg,
                addr: addr.reg,
                scalar: value.scalar(),
                space,
                align,
                atomic,
                site,
            });
        } else if value.is_empty_aggregate() {
            self.push(Inst::Nop);
        } else {
            let shape = self.shape(value.leaves.to_vec());
            self.push(Inst::StoreAgg {
                value: value.reg,
                addr: addr.reg,
                shape,
                space,
                align,
                site,
            });
        }
        Ok(())
    }

    fn alloca(&mut self, op: &OperationRef) -> Result<(), SimError> {
        let count = self.operand(op, 0)?;
        let r = self.result_val(op)?;
        let element = text::attr(op, "elem_type")
            .map(|t| self.info.ty(t))
            .ok_or_else(|| self.unsupported("alloca without an element type"))?;
        if element.has_unknown_part() {
            return Err(self.unsupported(format!("alloca of {element}")));
        }
        let Scalar::Ptr { space, .. } = r.scalar() else {
            return Err(self.unsupported("alloca result"));
        };
        if space != 0 && space != 5 {
            return Err(self.unsupported(format!("alloca in address space {space}")));
        }
        let Scalar::Int(count_bits) = count.scalar() else {
            return Err(self.unsupported("alloca count"));
        };
        let elem_size = u32::try_from(self.info.layout.alloc_size(&element))
            .map_err(|_| self.unsupported("a huge alloca"))?;
        let align = self.alignment(op, &element);
        let site = self.site(op, None);
        self.push(Inst::Alloca {
            dst: r.reg,
            count: count.reg,
            count_bits,
            elem_size,
            align,
            generic: space == 0,
            site,
        });
        Ok(())
    }

    fn atomicrmw(&mut self, op: &OperationRef) -> Result<(), SimError> {
        let addr = self.operand(op, 0)?;
        let value = self.operand(op, 1)?;
        let r = self.result_val(op)?;
        let space = self.pointer_space(&addr)?;
        let rmw = match text::int_attr(op, "bin_op") {
            Some(0) => RmwOp::Xchg,
            Some(1) => RmwOp::Add,
            Some(2) => RmwOp::Sub,
            Some(3) => RmwOp::And,
            Some(4) => RmwOp::Nand,
            Some(5) => RmwOp::Or,
            Some(6) => RmwOp::Xor,
            Some(7) => RmwOp::Max,
            Some(8) => RmwOp::Min,
            Some(9) => RmwOp::UMax,
            Some(10) => RmwOp::UMin,
            Some(11) => RmwOp::FAdd,
            Some(12) => RmwOp::FSub,
            Some(13) => RmwOp::FMax,
            Some(14) => RmwOp::FMin,
            Some(15) => RmwOp::UIncWrap,
            Some(16) => RmwOp::UDecWrap,
            other => return Err(self.unsupported(format!("atomicrmw operation {other:?}"))),
        };
        if r.len() != 1 {
            return Err(self.unsupported("a vector atomicrmw"));
        }
        let site = self.site(op, None);
        self.push(Inst::AtomicRmw {
            op: rmw,
            scalar: r.scalar(),
            space,
            dst: r.reg,
            addr: addr.reg,
            value: value.reg,
            site,
        });
        Ok(())
    }

    fn cmpxchg(&mut self, op: &OperationRef) -> Result<(), SimError> {
        let addr = self.operand(op, 0)?;
        let expected = self.operand(op, 1)?;
        let new = self.operand(op, 2)?;
        let r = self.result_val(op)?;
        let space = self.pointer_space(&addr)?;
        let ordering = text::int_attr(op, "success_ordering").unwrap_or(ordering::SEQ_CST);
        let order = self.atomic_order(op, ordering);
        let site = self.site(op, None);
        self.push(Inst::CmpXchg {
            scalar: expected.scalar(),
            space,
            dst: r.reg,
            addr: addr.reg,
            expected: expected.reg,
            new: new.reg,
            order,
            site,
        });
        Ok(())
    }

    // ---- aggregates and vectors ----

    /// The leaf range `(first, count)` of the member at `path` in `ty`.
    fn member_range(&self, ty: &Ty, path: &[i64]) -> Result<(usize, usize), SimError> {
        let layout = &self.info.layout;
        let count = |t: &Ty| layout.leaf_count(t).unwrap_or(0);
        let mut first = 0usize;
        let mut current = ty.clone();
        for &index in path {
            let index = index as usize;
            current = match current {
                Ty::Struct { fields, .. } => {
                    let field = fields
                        .get(index)
                        .ok_or_else(|| self.unsupported("an aggregate index out of range"))?;
                    first += fields[..index].iter().map(count).sum::<usize>();
                    field.clone()
                }
                Ty::Array(element, _) | Ty::Vector(element, _) => {
                    first += index * count(&element);
                    *element
                }
                other => return Err(self.unsupported(format!("an index into {other}"))),
            };
        }
        Ok((first, count(&current)))
    }

    fn position(&self, op: &OperationRef) -> Result<Vec<i64>, SimError> {
        text::attr(op, "position")
            .and_then(|t| text::int_array(&t))
            .ok_or_else(|| self.unsupported("an aggregate position"))
    }

    fn extract_value(&mut self, op: &OperationRef) -> Result<(), SimError> {
        let aggregate = self.operand(op, 0)?;
        let r = self.result_val(op)?;
        let path = self.position(op)?;
        let (first, count) = self.member_range(&aggregate.ty, &path)?;
        for lane in 0..count {
            self.push(Inst::Copy {
                dst: r.at(lane),
                src: aggregate.at(first + lane),
            });
        }
        Ok(())
    }

    fn insert_value(&mut self, op: &OperationRef) -> Result<(), SimError> {
        let aggregate = self.operand(op, 0)?;
        let value = self.operand(op, 1)?;
        let r = self.result_val(op)?;
        let path = self.position(op)?;
        let (first, count) = self.member_range(&aggregate.ty, &path)?;
        for lane in 0..r.len() {
            let src = if (first..first + count).contains(&lane) {
                value.at(lane - first)
            } else {
                aggregate.at(lane)
            };
            self.push(Inst::Copy {
                dst: r.at(lane),
                src,
            });
        }
        Ok(())
    }

    fn extract_element(&mut self, op: &OperationRef) -> Result<(), SimError> {
        let vector = self.operand(op, 0)?;
        let index = self.operand(op, 1)?;
        let r = self.result_val(op)?;
        match index.constant {
            Some(i) if (i as usize) < vector.len() => self.push(Inst::Copy {
                dst: r.reg,
                src: vector.at(i as usize),
            }),
            _ => self.push(Inst::ExtractDyn {
                dst: r.reg,
                base: vector.reg,
                n: vector.len() as u32,
                index: index.reg,
            }),
        }
        Ok(())
    }

    fn insert_element(&mut self, op: &OperationRef) -> Result<(), SimError> {
        let vector = self.operand(op, 0)?;
        let value = self.operand(op, 1)?;
        let index = self.operand(op, 2)?;
        let r = self.result_val(op)?;
        self.push(Inst::InsertDyn {
            dst: r.reg,
            vector: vector.reg,
            n: vector.len() as u32,
            value: value.reg,
            index: index.reg,
        });
        Ok(())
    }

    fn shuffle_vector(&mut self, op: &OperationRef) -> Result<(), SimError> {
        let v1 = self.operand(op, 0)?;
        let v2 = self.operand(op, 1)?;
        let r = self.result_val(op)?;
        let mask = text::attr(op, "mask")
            .and_then(|t| text::int_array(&t))
            .ok_or_else(|| self.unsupported("a shufflevector mask"))?;
        for (lane, &m) in mask.iter().enumerate() {
            let m = m as usize;
            let src = if m < v1.len() {
                Some(v1.at(m))
            } else if m - v1.len() < v2.len() {
                Some(v2.at(m - v1.len()))
            } else {
                None
            };
            match src {
                Some(src) => self.push(Inst::Copy {
                    dst: r.at(lane),
                    src,
                }),
                None => {
                    // A -1 mask element is poison.
                    self.f.template_poison[r.at(lane) as usize] = true;
                }
            }
        }
        Ok(())
    }

    // ---- control flow ----

    /// An edge to `successor` passing `operands` as its block arguments.
    fn edge(&mut self, successor: BlockRef, operands: &[Val]) -> Result<u32, SimError> {
        let block = *self
            .blocks
            .get(&block_key(&successor))
            .ok_or_else(|| self.unsupported("a branch out of the function"))?;
        let mut copies = Vec::new();
        for (i, operand) in operands.iter().enumerate() {
            let argument = successor
                .argument(i)
                .map_err(|e| self.unsupported(e.to_string()))?;
            let target = self.values[&value_key(argument)].clone();
            for lane in 0..target.len() {
                if target.at(lane) != operand.at(lane) {
                    copies.push((target.at(lane), operand.at(lane)));
                }
            }
        }
        let needs_temp = copies
            .iter()
            .any(|(dst, _)| copies.iter().any(|(_, src)| src == dst));
        let start = self.f.copies.len() as u32;
        self.f.copies.extend(&copies);
        self.f.edges.push(Edge {
            target: 0,
            copies_start: start,
            copies_len: copies.len() as u32,
            needs_temp,
        });
        self.edge_blocks.push(block);
        Ok((self.f.edges.len() - 1) as u32)
    }

    fn segment_sizes(&self, op: &OperationRef) -> Option<Vec<i64>> {
        text::attr(op, "operandSegmentSizes").and_then(|t| text::int_array(&t))
    }

    fn branch(&mut self, op: &OperationRef) -> Result<(), SimError> {
        let operands = self.operands(op)?;
        let successor = op
            .successor(0)
            .map_err(|e| self.unsupported(e.to_string()))?;
        let edge = self.edge(successor, &operands)?;
        self.push(Inst::Br { edge });
        Ok(())
    }

    fn cond_branch(&mut self, op: &OperationRef) -> Result<(), SimError> {
        let operands = self.operands(op)?;
        let sizes = self
            .segment_sizes(op)
            .unwrap_or_else(|| vec![1, 0, operands.len() as i64 - 1]);
        let (n_true, n_false) = (sizes[1] as usize, sizes[2] as usize);
        let true_ops = operands[1..1 + n_true].to_vec();
        let false_ops = operands[1 + n_true..1 + n_true + n_false].to_vec();
        let t_block = op
            .successor(0)
            .map_err(|e| self.unsupported(e.to_string()))?;
        let f_block = op
            .successor(1)
            .map_err(|e| self.unsupported(e.to_string()))?;
        let t = self.edge(t_block, &true_ops)?;
        let f = self.edge(f_block, &false_ops)?;
        let site = self.site(op, None);
        self.push(Inst::CondBr {
            cond: operands[0].reg,
            t,
            f,
            site,
        });
        Ok(())
    }

    fn switch(&mut self, op: &OperationRef) -> Result<(), SimError> {
        let operands = self.operands(op)?;
        let value = operands[0].clone();
        let Scalar::Int(bits) = value.scalar() else {
            return Err(self.unsupported("switch on a non-integer"));
        };
        let sizes = self
            .segment_sizes(op)
            .ok_or_else(|| self.unsupported("switch operand segments"))?;
        let n_default = sizes[1] as usize;
        let case_counts = text::attr(op, "case_operand_segments")
            .and_then(|t| text::int_array(&t))
            .unwrap_or_default();
        let case_values = match text::attr(op, "case_values") {
            Some(text) => text::dense_values(&text, &vec![Scalar::Int(bits); case_counts.len()])
                .ok_or_else(|| self.unsupported(format!("switch cases {text}")))?,
            None => Vec::new(),
        };
        let default_block = op
            .successor(0)
            .map_err(|e| self.unsupported(e.to_string()))?;
        let default = self.edge(default_block, &operands[1..1 + n_default])?;
        let mut next = 1 + n_default;
        let mut cases = Vec::new();
        for (i, (&count, &case)) in case_counts.iter().zip(&case_values).enumerate() {
            let block = op
                .successor(i + 1)
                .map_err(|e| self.unsupported(e.to_string()))?;
            let count = count as usize;
            let edge = self.edge(block, &operands[next..next + count])?;
            next += count;
            cases.push((case, edge));
        }
        self.f.switches.push(SwitchTable {
            bits,
            cases,
            default,
        });
        let table = (self.f.switches.len() - 1) as u32;
        let site = self.site(op, None);
        self.push(Inst::Switch {
            value: value.reg,
            table,
            site,
        });
        Ok(())
    }

    fn ret(&mut self, op: &OperationRef) -> Result<(), SimError> {
        let operands = self.operands(op)?;
        let start = self.f.lists.len() as u32;
        for operand in &operands {
            for lane in 0..operand.len() {
                self.f.lists.push(operand.at(lane));
            }
        }
        let n = self.f.lists.len() as u32 - start;
        self.push(Inst::Ret { values: start, n });
        Ok(())
    }

    /// The call operands that are arguments: the first operand segment (the rest are
    /// operand-bundle operands).
    pub fn call_arguments(&self, op: &OperationRef) -> Result<Vec<Val>, SimError> {
        let operands = self.operands(op)?;
        let count = self
            .segment_sizes(op)
            .and_then(|sizes| sizes.first().copied())
            .map_or(operands.len(), |n| n as usize);
        Ok(operands.into_iter().take(count).collect())
    }

    fn call(&mut self, op: &OperationRef) -> Result<(), SimError> {
        let Some(callee) = kestrel_dialects::DirectCall::of(*op).and_then(|c| c.callee()) else {
            return Err(self.unsupported(format!("an indirect call at {}", text::location(op))));
        };
        let args = self.call_arguments(op)?;
        let result = self.result(op)?;
        if let Some(&func) = self.info.function_ids.get(&callee) {
            let start = self.f.lists.len() as u32;
            for arg in &args {
                for lane in 0..arg.len() {
                    self.f.lists.push(arg.at(lane));
                }
            }
            let nargs = self.f.lists.len() as u32 - start;
            let site = self.site(op, Some(&format!("@{callee}")));
            self.f.callees.push(func);
            self.push(Inst::Call {
                func,
                args: start,
                nargs,
                dst: result.as_ref().map_or(0, |r| r.reg),
                site,
            });
            return Ok(());
        }
        if callee.starts_with("llvm.") {
            return self.intrinsic(op, &callee, &args, result.as_ref());
        }
        self.external_call(op, &callee, &args, result.as_ref())
    }

    /// A call to a function without a body: libdevice and a few C runtime functions.
    fn external_call(
        &mut self,
        op: &OperationRef,
        callee: &str,
        args: &[Val],
        result: Option<&Val>,
    ) -> Result<(), SimError> {
        match callee {
            // Device-side printf: output is not simulated; it returns 0 ("nothing printed").
            "vprintf" => {
                self.push(Inst::Nop);
                return Ok(());
            }
            "__assertfail" | "__assert_fail" => {
                let site = self.site(op, Some(&format!("@{callee}")));
                self.push(Inst::Trap { site });
                return Ok(());
            }
            "__nvvm_reflect" => return self.nvvm_reflect(op, result),
            _ => {}
        }
        let Some(function) = crate::native::libdevice(callee) else {
            return Err(self.unsupported(format!(
                "a call to external function @{callee} at {}",
                text::location(op)
            )));
        };
        let Some(result) = result else {
            return Err(self.unsupported(format!("a call to @{callee} without a result")));
        };
        self.math(function, args, result)
    }

    /// `__nvvm_reflect(@global)`: the value [`super::reflect_values`] gave that global's name.
    fn nvvm_reflect(&mut self, op: &OperationRef, result: Option<&Val>) -> Result<(), SimError> {
        let value = op
            .operand(0)
            .ok()
            .and_then(kestrel_dialects::values::defining_op)
            .filter(|address| op_name(address) == "llvm.mlir.addressof")
            .and_then(|address| text::attr(&address, "global_name"))
            .and_then(|symbol| {
                let symbol = symbol.trim_start_matches('@').trim_matches('"');
                self.info.reflect.get(symbol).copied()
            });
        let Some(value) = value else {
            return Err(self.unsupported(format!(
                "__nvvm_reflect of something other than a constant string at {}",
                text::location(op)
            )));
        };
        if result.is_some() {
            self.set_constant(op, &[value], false)?;
        }
        self.push(Inst::Nop);
        Ok(())
    }

    /// Emits one native call per lane of `result`.
    pub fn math(
        &mut self,
        function: crate::program::MathFn,
        args: &[Val],
        result: &Val,
    ) -> Result<(), SimError> {
        if args.len() > 3 {
            return Err(self.unsupported("a native function with more than three arguments"));
        }
        for lane in 0..result.len() {
            let mut regs = [0 as Reg; 3];
            for (slot, arg) in regs.iter_mut().zip(args) {
                *slot = if arg.len() == 1 {
                    arg.reg
                } else {
                    arg.at(lane)
                };
            }
            self.push(Inst::Math {
                f: function,
                dst: result.at(lane),
                args: regs,
                nargs: args.len() as u8,
            });
        }
        Ok(())
    }
}

impl Val {
    /// A value of an aggregate type with no leaves (`!llvm.struct<()>`).
    pub fn is_empty_aggregate(&self) -> bool {
        self.leaves.is_empty()
    }
}

fn same_bit_widths(a: &Val, r: &Val) -> bool {
    a.leaves
        .iter()
        .zip(r.leaves.iter())
        .all(|(x, y)| x.scalar.bits() == y.scalar.bits())
}

fn sign_extend(value: u64, bits: u8) -> i64 {
    let shift = 64 - u32::from(bits);
    ((value << shift) as i64) >> shift
}

/// The address spaces the simulator models.
fn check_space(space: u32) -> Result<(), String> {
    match space {
        0 | 1 | 3 | 4 | 5 | 7 => Ok(()),
        other => Err(format!("pointers in address space {other}")),
    }
}
