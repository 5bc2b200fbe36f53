//! Inline PTX assembly (`llvm.inline_asm`): the subset kernels and the adversary use,
//! lowered to the same instructions as the IR it stands for.
//!
//! Supported: `mov` (also of vector operands, `mov.b64 {lo,hi}, d` and `mov.b64 d, {lo,hi}`),
//! `add`/`sub`/`mul.lo`/`mad.lo`/`mul.hi` on integers, `u32` carry and borrow chains (`add.cc`,
//! `addc`, `mad.lo.cc`, `madc.hi`, `sub.cc`, `subc`, ...; libdevice's double `sin`/`cos`
//! range reduction is built of them), floating-point math with its
//! modifiers where an NVVM intrinsic of that name exists (`rcp.approx.ftz.f32`, `div.rn.f64`,
//! `fma.rn.f32`, `sqrt`, `ex2`, ...; run as the intrinsic is), the bit instructions of
//! CUDA's headers (`bfind{.shiftamt}`, `popc`, `clz`, `brev`; `shf.{l,r}.{wrap,clamp}.b32`
//! for `__funnelshift_*`, `prmt.b32` in its default mode), `cvta.SPACE.u64` and
//! `cvta.to.SPACE.u64`, `ld`/`st` (optionally `.volatile` or `.weak`; generic, `.global`,
//! `.shared`, `.local`, `.const`; `[reg]`, `[reg+imm]`), `membar.*` and `fence.sc`/
//! `fence.acq_rel`, `bar`/`barrier` `sync`/`arrive` with an id and a thread count,
//! `bar.warp.sync`, `activemask`, `prefetch`, `trap`, `exit`, an asm that is one
//! `mma.sync.aligned.m16n8k{8,16}.row.col.f32.f16.f16.f32` or `ldmatrix.sync.aligned.m8n8`
//! `.x{1,2,4}[.trans].shared.b16` (Triton's `tl.dot`; run as the intrinsics are,
//! [`crate::matrix`]), special registers (`%tid.x`,
//! `%laneid`, `%clock`, ...), module variables by name (`cvta.shared.u64 a, tile`),
//! `{ }` scopes and `.reg` declarations (`.pred` ones too). `cuda_fp16.h`'s half precision:
//! `add`/`sub`/`mul`/`fma.rn`/`min`/`max`/`neg`/`abs` on `.f16` and `.f16x2`, and
//! `cuda_bf16.h`'s on `.bf16` and `.bf16x2`, exactly ([`crate::half`]), `cvt` between `.f16`
//! and `.f32`/`.f64` (to `.f16` only `.rn`), `cvt.rn.{f16x2,bf16x2}.f32` of two floats and
//! `cvt.rn.bf16.f32`/`cvt.f32.bf16`,
//! comparisons into predicates (`setp.CMP.T`, float and integer types) or values
//! (`set.CMP.{f16,f32,u32,s32}.T`), and `selp`. Operands are `$N`: the outputs (`=r`, `=l`,
//! `=h`, `=f`, `=d`) then the inputs (the same letters, `n`/`i` immediates, a digit for an input
//! tied to that output); clobbers (`~{memory}`, ...) change nothing here, since the
//! simulator's memory is sequentially consistent and its registers are not shared.
//!
//! Memory accesses become ordinary loads and stores, so the race detector and the bounds
//! checks see them as they see the IR's own. Anything else (a predicate guarding anything
//! but a memory access, combined or paired predicates, labels, other opcodes or modifiers,
//! indirect `*m` operands, operand widths the instruction's type does
//! not match) is refused as unsupported: an honest "cannot simulate", never a guess.
//! An output the asm never writes is poison.

use super::{SymbolRef, func::FnLower, intrinsics::nvvm_fence, text};
use crate::{
    SimError,
    layout::{Scalar, mask},
    matrix::MatrixOp,
    program::{
        BarrierKind, BarrierMode, CastOp, FKind, IBinOp, IPred, Inst, Reg, RmwOp, SiteId, Sreg,
        WarpOp,
    },
};
use melior::ir::OperationRef;
use std::collections::HashMap;

/// A PTX operand once resolved.
#[derive(Clone, Copy, Debug)]
enum Operand {
    /// A register `bits` wide (an asm operand or a `.reg` declared in the asm).
    Reg { reg: Reg, bits: u32, writable: bool },
    /// An immediate (two's complement bits).
    Imm(u64),
    /// A special register.
    Sreg(Sreg),
    /// An indirect operand (`*m`, `=*m`): `$N` stands for the memory at this 64-bit pointer,
    /// `[ptr]` where an address goes.
    Memory(Reg),
}

/// What the integer suffix of an instruction says: width and signedness.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TypeKind {
    Unsigned,
    Signed,
    Bits,
    Float,
}

/// The registers an asm statement sees: its `$N` operands and the names it declares.
struct AsmScope {
    operands: Vec<Operand>,
    names: HashMap<String, Operand>,
}

/// One asm's lowering, with the op for sites and messages.
struct AsmLower<'l, 'i, 'o, 'c, 'a> {
    l: &'l mut FnLower<'i>,
    op: &'o OperationRef<'c, 'a>,
    text: String,
    scope: AsmScope,
    /// The carry flag of `.cc` arithmetic (0 or 1, 32 bits), once an instruction set it.
    carry: Option<Reg>,
}

impl FnLower<'_> {
    /// Lowers an `llvm.inline_asm` op, or refuses it as unsupported.
    pub(super) fn inline_asm(&mut self, op: &OperationRef) -> Result<(), SimError> {
        let asm = decoded_attr(op, "asm_string");
        let constraints = decoded_attr(op, "constraints");
        let normalized: String = asm.split_whitespace().collect::<Vec<_>>().join(" ");
        let mut lower = AsmLower {
            l: self,
            op,
            text: normalized,
            scope: AsmScope {
                operands: Vec::new(),
                names: HashMap::new(),
            },
            carry: None,
        };
        lower.bind_operands(&constraints)?;
        let text = lower.text.clone();
        if let Some((opcode, groups)) = matrix_statement(&text) {
            return lower.matrix(opcode, &groups);
        }
        for statement in statements(&asm) {
            lower.statement(&statement)?;
        }
        Ok(())
    }

    /// A fresh register holding `value` (or poison) on every frame entry.
    pub(super) fn constant_register(&mut self, value: u64, poison: bool) -> Reg {
        let reg = self.f.template.len() as Reg;
        self.f.template.push(value);
        self.f.template_poison.push(poison);
        reg
    }
}

/// A string attribute's bytes as text (`asm_string`, `constraints`).
fn decoded_attr(op: &OperationRef, name: &str) -> String {
    let raw = text::attr(op, name).unwrap_or_default();
    text::string_bytes(&raw)
        .map(|b| String::from_utf8_lossy(&b).into_owned())
        .unwrap_or(raw)
}

/// The statements of an asm string: `;`-separated, scopes' braces dropped, `//` comments
/// removed, whitespace normalised, empty ones skipped.
fn statements(asm: &str) -> Vec<String> {
    let without_comments: String = asm
        .lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n");
    unwrap_single_operands(&without_comments)
        .split([';', '{', '}'])
        .map(|s| s.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|s| !s.is_empty())
        .collect()
}

/// An asm that is one `mma.sync` or `ldmatrix` statement: its opcode and its operands, each
/// a list of registers (`{ $0, $1 }` or `[ $4 ]` lists their tokens). `None` for any other
/// asm.
fn matrix_statement(text: &str) -> Option<(&str, Vec<Vec<&str>>)> {
    let statement = text.trim().strip_suffix(';').unwrap_or(text).trim();
    if !(statement.starts_with("mma.sync.") || statement.starts_with("ldmatrix.sync.")) {
        return None;
    }
    let (opcode, rest) = statement.split_once(' ')?;
    let mut groups = Vec::new();
    let mut rest = rest.trim();
    while !rest.is_empty() {
        let close = match rest.chars().next()? {
            '{' => '}',
            '[' => ']',
            _ => return None,
        };
        let end = rest.find(close)?;
        groups.push(rest[1..end].split(',').map(str::trim).collect());
        rest = rest[end + 1..]
            .trim_start()
            .trim_start_matches(',')
            .trim_start();
    }
    Some((opcode, groups))
}

/// `{ $0 }`, a vector of one register (Triton writes its loads' destinations and stores'
/// values so), as the register itself; braces around anything else (scopes, vectors of
/// several) are kept.
fn unwrap_single_operands(asm: &str) -> String {
    let mut out = String::with_capacity(asm.len());
    let mut rest = asm;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let close = after.find('}');
        let inner = close.map(|close| after[..close].trim());
        let vector = inner.and_then(vector_parts);
        match (close, inner, vector) {
            (Some(close), Some(inner), _)
                if !inner.is_empty()
                    && !inner.contains(|c: char| c.is_whitespace() || ",;{".contains(c)) =>
            {
                out.push_str(inner);
                rest = &after[close + 1..];
            }
            (Some(close), _, Some(parts)) => {
                out.push_str(&format!("{VECTOR}{})", parts.join("|")));
                rest = &after[close + 1..];
            }
            _ => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// How a vector operand (`{lo,hi}` of `mov.b64 {lo,hi}, $2`) reads once the scopes' braces
/// are gone: `vec(lo|hi)`, one operand.
const VECTOR: &str = "vec(";

/// The registers of a vector operand's inside (`lo,hi`, `r0, r1`): two or more names, `None`
/// for anything else (a scope's statements).
fn vector_parts(inner: &str) -> Option<Vec<&str>> {
    let parts: Vec<&str> = inner.split(',').map(str::trim).collect();
    let is_name = |part: &&str| {
        !part.is_empty()
            && part
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "_$%".contains(c))
    };
    (parts.len() >= 2 && parts.iter().all(is_name)).then_some(parts)
}

/// The width of a register constraint letter (`b` a predicate, `c` and `h` 16 bits).
fn constraint_bits(letter: &str) -> Option<u32> {
    Some(match letter {
        "b" => 1,
        "c" | "h" => 16,
        "r" | "f" => 32,
        "l" | "d" => 64,
        _ => return None,
    })
}

/// `u32` -> (Unsigned, 32), `f64` -> (Float, 64), ...
/// The cast between a register wider than a `ld`/`st` and the access's own register
/// (`narrow`, of the access's scalar): a load extends what it read into `wide` (sign-extends
/// for a signed type), a store truncates `wide` to what it writes.
fn width_cast(load: bool, kind: TypeKind, narrow: (Reg, Scalar), wide: (Reg, Scalar)) -> Inst {
    let (op, (dst, to), (a, from)) = match (load, kind) {
        (true, TypeKind::Signed) => (CastOp::SExt, wide, narrow),
        (true, _) => (CastOp::ZExt, wide, narrow),
        (false, _) => (CastOp::Trunc, narrow, wide),
    };
    Inst::Cast {
        op,
        from,
        to,
        flags: 0,
        dst,
        a,
    }
}

fn ptx_type(suffix: &str) -> Option<(TypeKind, u32)> {
    let kind = match suffix.chars().next()? {
        'u' => TypeKind::Unsigned,
        's' => TypeKind::Signed,
        'b' => TypeKind::Bits,
        'f' => TypeKind::Float,
        _ => return None,
    };
    let bits: u32 = suffix[1..].parse().ok()?;
    let valid = match kind {
        TypeKind::Float => matches!(bits, 16 | 32 | 64),
        _ => matches!(bits, 8 | 16 | 32 | 64),
    };
    valid.then_some((kind, bits))
}

/// The state space of an `ld`/`st`/`cvta` modifier as an LLVM address space.
fn state_space(modifier: &str) -> Option<u32> {
    Some(match modifier {
        "global" => 1,
        "shared" | "shared::cta" => 3,
        "const" => 4,
        "local" => 5,
        _ => return None,
    })
}

/// A special register by its PTX name.
fn special_register(name: &str) -> Option<Sreg> {
    let axis = |suffix: &str| match suffix {
        "x" => Some(0),
        "y" => Some(1),
        "z" => Some(2),
        _ => None,
    };
    if let Some((base, suffix)) = name.split_once('.') {
        let i = axis(suffix)?;
        return Some(match base {
            "%tid" => Sreg::Tid(i),
            "%ntid" => Sreg::Ntid(i),
            "%ctaid" => Sreg::Ctaid(i),
            "%nctaid" => Sreg::Nctaid(i),
            _ => return None,
        });
    }
    Some(match name {
        "%laneid" => Sreg::LaneId,
        // PTX's predefined constant (cuda_fp16.h's __shfl_*_sync on halves reads it).
        "WARP_SZ" => Sreg::WarpSize,
        "%warpid" => Sreg::WarpId,
        "%nwarpid" => Sreg::NWarpId,
        "%lanemask_eq" => Sreg::LaneMaskEq,
        "%lanemask_lt" => Sreg::LaneMaskLt,
        "%lanemask_le" => Sreg::LaneMaskLe,
        "%lanemask_gt" => Sreg::LaneMaskGt,
        "%lanemask_ge" => Sreg::LaneMaskGe,
        "%smid" | "%gridid" => Sreg::Constant(0),
        "%nsmid" => Sreg::Constant(1),
        "%clock" | "%clock64" | "%globaltimer" => Sreg::Clock,
        _ => return None,
    })
}

/// A PTX integer immediate: decimal (possibly negative), `0x` hexadecimal, or `0f`/`0d`
/// float bits.
fn immediate(text: &str) -> Option<u64> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    // An integer literal's `U` suffix (`0x3fb8aa3bU`, as cuda_fp16.h writes them).
    let digits = digits.strip_suffix(['U', 'u']).unwrap_or(digits);
    let value = if let Some(hex) = digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        u64::from_str_radix(hex, 16).ok()?
    } else if let Some(hex) = digits
        .strip_prefix("0f")
        .or_else(|| digits.strip_prefix("0F"))
        .or_else(|| digits.strip_prefix("0d"))
        .or_else(|| digits.strip_prefix("0D"))
    {
        u64::from_str_radix(hex, 16).ok()?
    } else {
        digits.parse::<u64>().ok()?
    };
    Some(if negative {
        value.wrapping_neg()
    } else {
        value
    })
}

impl AsmLower<'_, '_, '_, '_, '_> {
    fn refuse(&self, why: impl std::fmt::Display) -> SimError {
        self.l.unsupported(format!(
            "inline asm \"{}\" at {}: {why}",
            self.text,
            text::location(self.op)
        ))
    }

    fn site(&mut self, what: &str) -> SiteId {
        self.l.site(self.op, Some(what))
    }

    /// Gives every `$N` its register: outputs are the result's leaves (poison until
    /// written, or the tied input's value), inputs the op's operands.
    fn bind_operands(&mut self, constraints: &str) -> Result<(), SimError> {
        let result = self.l.result(self.op)?;
        let operands = self.l.operands(self.op)?;
        let mut outputs = Vec::new();
        let mut inputs = Vec::new();
        for constraint in constraints.split(',').filter(|c| !c.is_empty()) {
            if constraint.starts_with('~') {
                continue;
            }
            // An indirect operand is an argument of the call (the pointer), also when it is
            // written to (`=*m`); constraint order gives `$N`, outputs first.
            if constraint.contains('*') {
                if constraint.trim_start_matches(['=', '*', '&']) != "m" {
                    return Err(self.refuse(format!("indirect operand `{constraint}`")));
                }
                inputs.push("*m".to_string());
                continue;
            }
            match constraint.strip_prefix('=') {
                Some(letter) => outputs.push(letter.to_string()),
                None => inputs.push(constraint.to_string()),
            }
        }
        let leaves = result.as_ref().map_or(0, |r| r.len());
        if leaves != outputs.len() {
            return Err(self.refuse(format!(
                "{} output constraint(s) for {leaves} result value(s)",
                outputs.len()
            )));
        }
        if inputs.len() != operands.len() {
            return Err(self.refuse(format!(
                "{} input constraint(s) for {} operand(s)",
                inputs.len(),
                operands.len()
            )));
        }
        for (i, letter) in outputs.iter().enumerate() {
            let r = result.as_ref().expect("outputs imply a result");
            let bits = constraint_bits(letter)
                .ok_or_else(|| self.refuse(format!("output constraint `={letter}`")))?;
            if r.leaves[i].scalar.bits() != bits {
                return Err(self.refuse(format!("output {i} is not {bits} bits wide")));
            }
            let poison = self.l.constant_register(0, true);
            self.l.push(Inst::Copy {
                dst: r.at(i),
                src: poison,
            });
            self.scope.operands.push(Operand::Reg {
                reg: r.at(i),
                bits,
                writable: true,
            });
        }
        for (letter, value) in inputs.iter().zip(&operands) {
            if value.len() != 1 {
                return Err(self.refuse("an aggregate operand"));
            }
            let operand = if letter == "*m" {
                if value.scalar().bits() != 64 {
                    return Err(self.refuse("an indirect operand that is not a 64-bit pointer"));
                }
                Operand::Memory(value.reg)
            } else if let Ok(tied) = letter.parse::<usize>() {
                let Some(&Operand::Reg { reg, bits, .. }) = self
                    .scope
                    .operands
                    .get(tied)
                    .filter(|_| tied < outputs.len())
                else {
                    return Err(self.refuse(format!("input tied to `{tied}`, not an output")));
                };
                if value.scalar().bits() != bits {
                    return Err(
                        self.refuse(format!("input tied to output {tied} differs in width"))
                    );
                }
                self.l.push(Inst::Copy {
                    dst: reg,
                    src: value.reg,
                });
                Operand::Reg {
                    reg,
                    bits,
                    writable: true,
                }
            } else {
                let bits = match letter.as_str() {
                    "n" | "i" => value.scalar().bits(),
                    other => constraint_bits(other)
                        .ok_or_else(|| self.refuse(format!("input constraint `{other}`")))?,
                };
                if value.scalar().bits() != bits {
                    return Err(self.refuse(format!(
                        "an input of {} bits under constraint `{letter}`",
                        value.scalar().bits()
                    )));
                }
                Operand::Reg {
                    reg: value.reg,
                    bits,
                    writable: false,
                }
            };
            self.scope.operands.push(operand);
        }
        Ok(())
    }

    /// `mma.sync.aligned.m16n8k{8,16}.row.col.f32.f16.f16.f32 {D}, {A}, {B}, {C}` and
    /// `ldmatrix.sync.aligned.m8n8.x{1,2,4}[.trans].shared[::cta].b16 {D}, [addr]`, as the
    /// intrinsics run them ([`crate::matrix`]): A and B are `.b32` registers of two f16 each.
    fn matrix(&mut self, opcode: &str, groups: &[Vec<&str>]) -> Result<(), SimError> {
        let (op, dsts, sources) = if let Some(variant) = opcode.strip_prefix("mma.sync.aligned.") {
            let parts: Vec<&str> = variant.split('.').collect();
            let shape = match parts[..] {
                [shape, "row", "col", d @ "f32", "f16", "f16", c @ "f32"] => {
                    super::tensor::mma_variant(&format!("{shape}.row.col.{d}.{c}"))
                }
                _ => None,
            };
            let (Some(mut shape), [d, a, b, c]) = (shape, groups) else {
                return Err(self.refuse(format!("instruction `{opcode}`")));
            };
            shape.ab_packed = true;
            let (na, nb, nc) = shape.leaves();
            if (d.len(), a.len(), b.len(), c.len()) != (4, na, nb, nc) {
                return Err(self.refuse("mma.sync operands of the wrong count"));
            }
            let sources: Vec<Reg> = a
                .iter()
                .chain(b)
                .chain(c)
                .map(|token| self.source(token, 32))
                .collect::<Result<_, _>>()?;
            (MatrixOp::Mma(shape), d, sources)
        } else {
            let variant = opcode
                .strip_prefix("ldmatrix.sync.aligned.m8n8.x")
                .and_then(|v| v.strip_suffix(".b16"))
                .and_then(|v| {
                    v.strip_suffix(".shared")
                        .or_else(|| v.strip_suffix(".shared::cta"))
                });
            let (num, trans) = match variant.map(|v| {
                v.split_once(".trans")
                    .map_or((v, false), |(n, _)| (n, true))
            }) {
                Some(("1", trans)) => (1, trans),
                Some(("2", trans)) => (2, trans),
                Some(("4", trans)) => (4, trans),
                _ => return Err(self.refuse(format!("instruction `{opcode}`"))),
            };
            let [d, address] = groups else {
                return Err(self.refuse("ldmatrix operands"));
            };
            let [address] = address[..] else {
                return Err(self.refuse("ldmatrix operands"));
            };
            if d.len() != usize::from(num) || address.contains('+') {
                return Err(self.refuse("ldmatrix operands"));
            }
            let bits = match self.operand(address)? {
                Operand::Reg { bits: 32, .. } => 32,
                _ => 64,
            };
            let address = self.source(address, bits)?;
            (
                MatrixOp::LdMatrix {
                    num,
                    trans,
                    space: 3,
                },
                d,
                vec![address],
            )
        };
        // The results land in fresh consecutive registers, then move to the asm's outputs.
        let results: Vec<Reg> = dsts
            .iter()
            .map(|_| self.l.constant_register(0, true))
            .collect();
        let start = self.l.f.lists.len() as u32;
        self.l.f.lists.extend(&sources);
        let site = self.site(opcode);
        self.l.push(Inst::Matrix {
            op,
            dst: results[0],
            args: start,
            nargs: sources.len() as u32,
            site,
        });
        for (token, &result) in dsts.iter().zip(&results) {
            let dst = self.destination(token, 32)?;
            self.l.push(Inst::Copy { dst, src: result });
        }
        Ok(())
    }

    /// Resolves one operand token: `$N`, a declared name, a special register, an immediate.
    fn operand(&self, token: &str) -> Result<Operand, SimError> {
        let token = token.trim();
        if let Some(index) = token.strip_prefix('$') {
            let index: usize = index
                .parse()
                .map_err(|_| self.refuse(format!("operand `{token}`")))?;
            return self
                .scope
                .operands
                .get(index)
                .copied()
                .ok_or_else(|| self.refuse(format!("no operand `{token}`")));
        }
        if let Some(&named) = self.scope.names.get(token) {
            return Ok(named);
        }
        if let Some(which) = special_register(token) {
            return Ok(Operand::Sreg(which));
        }
        if let Some(address) = self.symbol_address(token) {
            return Ok(Operand::Imm(address));
        }
        immediate(token)
            .map(Operand::Imm)
            .ok_or_else(|| self.refuse(format!("operand `{token}`")))
    }

    /// The address a module variable's name stands for (`cvta.shared.u64 a, tile`): its
    /// offset in the shared window, or its global address.
    fn symbol_address(&self, name: &str) -> Option<u64> {
        match self.l.info.symbols.get(name)? {
            SymbolRef::Shared(offset) => Some(*offset),
            SymbolRef::Global(address) => Some(*address),
            SymbolRef::Function => None,
        }
    }

    /// A register holding the operand's value, `bits` wide (immediates are materialised).
    fn source(&mut self, token: &str, bits: u32) -> Result<Reg, SimError> {
        match self.operand(token)? {
            Operand::Reg { reg, bits: b, .. } if b == bits => Ok(reg),
            Operand::Reg { bits: b, .. } => Err(self.refuse(format!(
                "`{token}` is {b} bits wide where the instruction reads {bits}"
            ))),
            Operand::Imm(value) => Ok(self.l.constant_register(value & mask(bits), false)),
            Operand::Sreg(which) => {
                let dst = self.l.constant_register(0, false);
                self.l.push(Inst::Sreg {
                    dst,
                    which,
                    bits: bits as u8,
                });
                Ok(dst)
            }
            Operand::Memory(_) => Err(self.refuse(format!(
                "`{token}` is memory (an indirect operand), used as a value"
            ))),
        }
    }

    /// The register an instruction writes, `bits` wide: an output or a declared name.
    fn destination(&self, token: &str, bits: u32) -> Result<Reg, SimError> {
        match self.operand(token)? {
            Operand::Reg {
                reg,
                bits: b,
                writable: true,
            } if b == bits => Ok(reg),
            Operand::Reg { writable: true, .. } => Err(self.refuse(format!(
                "`{token}` is not {bits} bits wide as the instruction writes"
            ))),
            _ => Err(self.refuse(format!("`{token}` is not a register the asm may write"))),
        }
    }

    /// Notes the module variables the statement names, so a launch gives the kernel
    /// their memory.
    fn note_symbols(&mut self, statement: &str) {
        let names: Vec<String> = statement
            .split(|c: char| !(c.is_ascii_alphanumeric() || "_$.".contains(c)))
            .filter(|word| self.symbol_address(word).is_some())
            .map(str::to_string)
            .collect();
        self.l.f.globals.extend(names);
    }

    /// `@p ld...` / `@!p st...`: the access runs only where the predicate holds (false:
    /// it neither reads, writes nor faults, and a load's destination keeps its value), as a
    /// branch over it. Only loads and stores are taken predicated.
    fn predicated(&mut self, guarded: &str) -> Result<(), SimError> {
        let (guard, instruction) = guarded
            .split_once(' ')
            .ok_or_else(|| self.refuse("a predicate without an instruction"))?;
        let instruction = instruction.trim();
        if !["ld.", "st.", "atom."]
            .iter()
            .any(|opcode| instruction.starts_with(opcode))
        {
            return Err(self.refuse(format!("a predicate on `{instruction}`")));
        }
        let (negate, name) = match guard.strip_prefix('!') {
            Some(name) => (true, name),
            None => (false, guard),
        };
        let cond = match self.operand(name)? {
            Operand::Reg { reg, bits: 1, .. } => reg,
            _ => return Err(self.refuse(format!("predicate `{name}` is no 1-bit register"))),
        };
        let site = self.site("predicate");
        let (run, skip) = (self.l.local_edge(), self.l.local_edge());
        let (t, f) = if negate { (skip, run) } else { (run, skip) };
        self.l.push(Inst::CondBr { cond, t, f, site });
        let start = self.l.pc();
        self.l.set_edge_target(run, start);
        self.statement(instruction)?;
        let end = self.l.pc();
        self.l.set_edge_target(skip, end);
        Ok(())
    }

    fn statement(&mut self, statement: &str) -> Result<(), SimError> {
        self.note_symbols(statement);
        if let Some(guarded) = statement.strip_prefix('@') {
            return self.predicated(guarded);
        }
        if statement.contains(':') && !statement.contains("::") {
            return Err(self.refuse("a label"));
        }
        let (opcode, rest) = statement.split_once(' ').unwrap_or((statement, ""));
        let args: Vec<&str> = if rest.trim().is_empty() {
            Vec::new()
        } else {
            rest.split(',').map(str::trim).collect()
        };
        let parts: Vec<&str> = opcode.split('.').collect();
        let half = matches!(parts.last(), Some(&("f16" | "f16x2" | "bf16" | "bf16x2")));
        match parts[0] {
            // `.reg .b32 a, b` and, as cuda_fp16.h writes it, `.reg.b32 a, b`.
            "" if parts.get(1) == Some(&"reg") && parts.len() > 2 => {
                self.declare(&format!(".{} {rest}", parts[2..].join(".")))
            }
            "" if parts.get(1) == Some(&"reg") => self.declare(rest),
            "add" | "sub" | "mul" | "fma" | "min" | "max" | "neg" | "abs" if half => {
                self.half_math(&parts, &args)
            }
            "cvt" => self.convert(&parts, &args),
            "setp" => self.set_predicate(&parts, &args),
            "set" => self.set(&parts, &args),
            "selp" => self.select(&parts, &args),
            "mov" => self.mov(&parts, &args),
            "add" | "mad" | "addc" | "madc" | "sub" | "subc"
                if parts[0].ends_with('c') || parts.contains(&"cc") =>
            {
                self.carry_arithmetic(&parts, &args)
            }
            "add" | "sub" | "mul" | "mad" if !parts.last().is_some_and(|t| t.starts_with('f')) => {
                self.arithmetic(&parts, &args)
            }
            "rcp" | "sqrt" | "rsqrt" | "ex2" | "lg2" | "sin" | "cos" | "div" | "fma" | "add"
            | "sub" | "mul" => self.float_math(&parts, &args),
            "bfind" | "popc" | "clz" | "brev" => self.bit_math(&parts, &args),
            "shf" | "prmt" => self.three_source_bits(&parts, &args),
            "cvta" => self.cvta(&parts, &args),
            "ld" | "st" => self.memory(&parts, &args),
            "atom" => self.atom(&parts, &args),
            "membar" | "fence" => self.fence(opcode),
            "prefetch" | "prefetchu" => self.prefetch(&parts, &args),
            "bar" | "barrier" => self.barrier(&parts, &args),
            "shfl" => self.shuffle(&parts, &args),
            "activemask" if opcode == "activemask.b32" && args.len() == 1 => {
                let dst = self.destination(args[0], 32)?;
                let site = self.site("activemask");
                self.l.push(Inst::Warp {
                    op: WarpOp::ActiveMask,
                    dst,
                    args: [0; 4],
                    site,
                });
                Ok(())
            }
            "trap" if args.is_empty() => {
                let site = self.site("trap");
                self.l.push(Inst::Trap { site });
                Ok(())
            }
            "exit" if args.is_empty() => {
                self.l.push(Inst::Exit);
                Ok(())
            }
            _ => Err(self.refuse(format!("instruction `{opcode}`"))),
        }
    }

    /// `shfl.sync.{bfly,up,down,idx}.b32 d, a, b, c, membermask`, as the intrinsic runs it
    /// (cuda_fp16.h's `__shfl_*_sync` on halves); the in-range predicate output (`d|p`) is
    /// refused.
    fn shuffle(&mut self, parts: &[&str], args: &[&str]) -> Result<(), SimError> {
        let opcode = parts.join(".");
        let mode = match parts {
            ["shfl", "sync", mode, "b32"] => super::intrinsics::shfl_mode(mode),
            _ => None,
        }
        .ok_or_else(|| self.refuse(format!("instruction `{opcode}`")))?;
        let [d, a, b, c, mask] = args else {
            return Err(self.refuse(format!("{opcode} takes five operands")));
        };
        let mut regs = [0 as Reg; 4];
        for (slot, token) in regs.iter_mut().zip([mask, a, b, c]) {
            *slot = self.source(token, 32)?;
        }
        let dst = self.destination(d, 32)?;
        let site = self.site(&opcode);
        self.l.push(Inst::Warp {
            op: WarpOp::Shfl { mode, pred: false },
            dst,
            args: regs,
            site,
        });
        Ok(())
    }

    /// `.reg .u64 a, b;`: fresh registers, poison until written.
    /// `rest` is what follows `.reg`: `.u64 a, b`.
    fn declare(&mut self, rest: &str) -> Result<(), SimError> {
        let (ty, names) = rest.trim().split_once(' ').unwrap_or((rest, ""));
        let bits = match ty {
            ".pred" => Some(1),
            ".f16x2" => Some(32),
            _ => ty
                .strip_prefix('.')
                .and_then(ptx_type)
                .map(|(_, bits)| bits),
        };
        let Some(bits) = bits else {
            return Err(self.refuse(format!("register type `{ty}`")));
        };
        for name in names.split(',').map(str::trim) {
            let valid = !name.is_empty()
                && name
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || "_%$".contains(c))
                && !name.starts_with('$');
            if !valid {
                return Err(self.refuse(format!("register name `{name}`")));
            }
            let reg = self.l.constant_register(0, true);
            self.scope.names.insert(
                name.to_string(),
                Operand::Reg {
                    reg,
                    bits,
                    writable: true,
                },
            );
        }
        Ok(())
    }

    /// `mov.T d, s`.
    fn mov(&mut self, parts: &[&str], args: &[&str]) -> Result<(), SimError> {
        let [_, ty] = parts else {
            return Err(self.refuse(format!("`{}`", parts.join("."))));
        };
        let (_, bits) = ptx_type(ty).ok_or_else(|| self.refuse(format!("type `{ty}`")))?;
        let [d, s] = args else {
            return Err(self.refuse("mov takes two operands"));
        };
        if let Some(parts) = d.strip_prefix(VECTOR) {
            return self.unpack(parts, s, bits);
        }
        if let Some(parts) = s.strip_prefix(VECTOR) {
            return self.pack(d, parts, bits);
        }
        let dst = self.destination(d, bits)?;
        if let Operand::Sreg(which) = self.operand(s)? {
            self.l.push(Inst::Sreg {
                dst,
                which,
                bits: bits as u8,
            });
            return Ok(());
        }
        let src = self.source(s, bits)?;
        self.l.push(Inst::Copy { dst, src });
        Ok(())
    }

    /// The names of a vector operand (`vec(a|b)`) and the width of each: `bits` split evenly.
    fn vector_names<'t>(&self, parts: &'t str, bits: u32) -> Result<(Vec<&'t str>, u32), SimError> {
        let names: Vec<&str> = parts.trim_end_matches(')').split('|').collect();
        let count = names.len() as u32;
        if !(count == 2 || count == 4) || !bits.is_multiple_of(count) || bits / count < 8 {
            return Err(self.refuse(format!("a vector of {count} in a {bits}-bit mov")));
        }
        Ok((names, bits / count))
    }

    /// A cast of `a` by `op` from `from` bits to `to` bits, into a fresh register.
    fn cast_bits(&mut self, op: CastOp, a: Reg, from: u32, to: u32) -> Reg {
        let dst = self.l.constant_register(0, false);
        self.l.push(Inst::Cast {
            op,
            from: Scalar::Int(from as u8),
            to: Scalar::Int(to as u8),
            flags: 0,
            dst,
            a,
        });
        dst
    }

    /// `op` of `a` and `b`, `bits` wide, into a fresh register.
    fn binary_bits(&mut self, op: IBinOp, a: Reg, b: Reg, bits: u32, site: SiteId) -> Reg {
        let dst = self.l.constant_register(0, false);
        self.l.push(Inst::IBin {
            op,
            flags: 0,
            bits: bits as u8,
            dst,
            a,
            b,
            site,
        });
        dst
    }

    /// `mov.b64 {lo,hi}, s`: each name gets its part of `s`, the first the lowest bits.
    fn unpack(&mut self, parts: &str, s: &str, bits: u32) -> Result<(), SimError> {
        let (names, width) = self.vector_names(parts, bits)?;
        let src = self.source(s, bits)?;
        let site = self.site("mov");
        for (index, name) in names.iter().enumerate() {
            let dst = self.destination(name, width)?;
            let shift = self
                .l
                .constant_register(u64::from(width) * index as u64, false);
            let shifted = self.binary_bits(IBinOp::LShr, src, shift, bits, site);
            let part = self.cast_bits(CastOp::Trunc, shifted, bits, width);
            self.l.push(Inst::Copy { dst, src: part });
        }
        Ok(())
    }

    /// `mov.b64 d, {lo,hi}`: `d` is the parts side by side, the first the lowest bits.
    fn pack(&mut self, d: &str, parts: &str, bits: u32) -> Result<(), SimError> {
        let (names, width) = self.vector_names(parts, bits)?;
        let site = self.site("mov");
        let mut value = self.l.constant_register(0, false);
        for (index, name) in names.iter().enumerate() {
            let part = self.source(name, width)?;
            let wide = self.cast_bits(CastOp::ZExt, part, width, bits);
            let shift = self
                .l
                .constant_register(u64::from(width) * index as u64, false);
            let placed = self.binary_bits(IBinOp::Shl, wide, shift, bits, site);
            value = self.binary_bits(IBinOp::Or, value, placed, bits, site);
        }
        let dst = self.destination(d, bits)?;
        self.l.push(Inst::Copy { dst, src: value });
        Ok(())
    }

    /// `mul.hi.{u,s}{16,32}`: the high half of the product, through a multiply at twice the
    /// width (a 64-bit `mul.hi` is refused).
    fn multiply_high(&mut self, ty: &str, args: &[&str]) -> Result<(), SimError> {
        let Some((kind, bits)) = ptx_type(ty)
            .filter(|(k, b)| matches!(k, TypeKind::Unsigned | TypeKind::Signed) && *b <= 32)
        else {
            return Err(self.refuse(format!("`mul.hi` on type `{ty}`")));
        };
        let [d, a, b] = args else {
            return Err(self.refuse("mul takes 3 operands"));
        };
        let extend = if kind == TypeKind::Signed {
            CastOp::SExt
        } else {
            CastOp::ZExt
        };
        let (a, b) = (self.source(a, bits)?, self.source(b, bits)?);
        let site = self.site("mul.hi");
        let (a, b) = (
            self.cast_bits(extend, a, bits, 2 * bits),
            self.cast_bits(extend, b, bits, 2 * bits),
        );
        let product = self.binary_bits(IBinOp::Mul, a, b, 2 * bits, site);
        let shift = self.l.constant_register(u64::from(bits), false);
        let high = self.binary_bits(IBinOp::LShr, product, shift, 2 * bits, site);
        let high = self.cast_bits(CastOp::Trunc, high, 2 * bits, bits);
        let dst = self.destination(d, bits)?;
        self.l.push(Inst::Copy { dst, src: high });
        Ok(())
    }

    /// `add.T`, `sub.T`, `mul.lo.T`, `mad.lo.T` on integers, wrapping.
    fn arithmetic(&mut self, parts: &[&str], args: &[&str]) -> Result<(), SimError> {
        if let ["mul", "hi", ty] = parts {
            return self.multiply_high(ty, args);
        }
        let (name, ty) = match parts {
            [name @ ("add" | "sub"), ty] => (*name, *ty),
            [name @ ("mul" | "mad"), "lo", ty] => (*name, *ty),
            _ => return Err(self.refuse(format!("instruction `{}`", parts.join(".")))),
        };
        let Some((_, bits)) = ptx_type(ty).filter(|(k, b)| *k != TypeKind::Float && *b >= 16)
        else {
            return Err(self.refuse(format!("`{}` on type `{ty}`", parts.join("."))));
        };
        let expected = if name == "mad" { 4 } else { 3 };
        if args.len() != expected {
            return Err(self.refuse(format!("{name} takes {expected} operands")));
        }
        let a = self.source(args[1], bits)?;
        let b = self.source(args[2], bits)?;
        let addend = if name == "mad" {
            Some(self.source(args[3], bits)?)
        } else {
            None
        };
        let dst = self.destination(args[0], bits)?;
        let site = self.site(&parts.join("."));
        let op = match name {
            "add" => IBinOp::Add,
            "sub" => IBinOp::Sub,
            _ => IBinOp::Mul,
        };
        let binary = |op, dst, a, b| Inst::IBin {
            op,
            flags: 0,
            bits: bits as u8,
            dst,
            a,
            b,
            site,
        };
        match addend {
            None => self.l.push(binary(op, dst, a, b)),
            Some(c) => {
                let product = self.l.constant_register(0, false);
                self.l.push(binary(IBinOp::Mul, product, a, b));
                self.l.push(binary(IBinOp::Add, dst, product, c));
            }
        }
        Ok(())
    }

    /// Extended-precision arithmetic on `u32` through the carry flag (libdevice's `sinf`
    /// range reduction): `add.cc`, `addc[.cc]`, `mad.{lo,hi}.cc` and `madc.{lo,hi}[.cc]`.
    /// Each is computed at 64 bits: the part of the product (or the first operand), plus the
    /// addend, plus the carry for the `c` forms; the low half is the result and, with `.cc`,
    /// the high half the new carry.
    fn carry_arithmetic(&mut self, parts: &[&str], args: &[&str]) -> Result<(), SimError> {
        let opcode = parts.join(".");
        let refuse = |this: &Self| this.refuse(format!("instruction `{opcode}`"));
        let carry_in = parts[0].ends_with('c');
        let subtract = parts[0].starts_with("sub");
        let (half, carry_out) = match (parts[0], &parts[1..]) {
            ("add" | "sub", ["cc", "u32"]) => (None, true),
            ("addc" | "subc", ["u32"]) => (None, false),
            ("addc" | "subc", ["cc", "u32"]) => (None, true),
            ("mad" | "madc", [half @ ("lo" | "hi"), "cc", "u32"]) => (Some(*half), true),
            ("madc", [half @ ("lo" | "hi"), "u32"]) => (Some(*half), false),
            _ => return Err(refuse(self)),
        };
        let expected = if half.is_some() { 4 } else { 3 };
        if args.len() != expected {
            return Err(self.refuse(format!("{opcode} takes {expected} operands")));
        }
        let carry = match (carry_in, self.carry) {
            (true, None) => return Err(self.refuse(format!("`{opcode}` before the carry is set"))),
            (true, Some(carry)) => Some(carry),
            (false, _) => None,
        };
        let sources: Vec<Reg> = args[1..]
            .iter()
            .map(|token| self.source(token, 32))
            .collect::<Result<_, _>>()?;
        let site = self.site(&opcode);
        let wide = |this: &mut Self, a| this.cast_bits(CastOp::ZExt, a, 32, 64);
        let narrow = |this: &mut Self, a| this.cast_bits(CastOp::Trunc, a, 64, 32);
        let binary = |this: &mut Self, op, a, b| this.binary_bits(op, a, b, 64, site);
        let thirty_two = self.l.constant_register(32, false);
        let (first, addend) = match half {
            None => (wide(self, sources[0]), sources[1]),
            Some(half) => {
                let (a, b) = (wide(self, sources[0]), wide(self, sources[1]));
                let product = binary(self, IBinOp::Mul, a, b);
                let part = if half == "hi" {
                    binary(self, IBinOp::LShr, product, thirty_two)
                } else {
                    product
                };
                let part = narrow(self, part);
                (wide(self, part), sources[2])
            }
        };
        // Subtraction: the flag is the borrow (`subc`: d = a - (b + CF)); the 64-bit
        // difference of two 32-bit values is negative exactly when one is owed, so bit 32 is
        // the borrow-out as it is the carry-out of a sum.
        let step = if subtract { IBinOp::Sub } else { IBinOp::Add };
        let addend = wide(self, addend);
        let mut sum = binary(self, step, first, addend);
        if let Some(carry) = carry {
            let carry = wide(self, carry);
            sum = binary(self, step, sum, carry);
        }
        let low = narrow(self, sum);
        let dst = self.destination(args[0], 32)?;
        self.l.push(Inst::Copy { dst, src: low });
        if carry_out {
            let high = binary(self, IBinOp::LShr, sum, thirty_two);
            let one = self.l.constant_register(1, false);
            let flag = binary(self, IBinOp::And, high, one);
            self.carry = Some(narrow(self, flag));
        }
        Ok(())
    }

    /// Floating-point math with its rounding or approximation modifiers (`rcp.approx.ftz.f32`,
    /// `div.rn.f64`, `fma.rn.f32`, ...): the NVVM intrinsic of the same name, as the simulator
    /// runs it ([`crate::native::nvvm_intrinsic`]; approximations compute accurately).
    fn float_math(&mut self, parts: &[&str], args: &[&str]) -> Result<(), SimError> {
        let opcode = parts.join(".");
        let (modifiers, ty) = parts.split_at(parts.len() - 1);
        let (bits, letter) = match ty {
            ["f32"] => (32, "f"),
            ["f64"] => (64, "d"),
            _ => return Err(self.refuse(format!("instruction `{opcode}`"))),
        };
        let [first, rest @ ..] = modifiers else {
            return Err(self.refuse(format!("instruction `{opcode}`")));
        };
        let operands = match *first {
            "fma" => 3,
            "div" | "add" | "sub" | "mul" => 2,
            _ => 1,
        };
        let mut pieces = vec![if *first == "sub" { "add" } else { first }];
        pieces.extend(rest);
        pieces.push(letter);
        let name = pieces.join(".");
        let f = crate::native::nvvm_intrinsic(&name)
            .filter(|f| arity(f, bits) == Some(operands))
            .ok_or_else(|| self.refuse(format!("instruction `{opcode}`")))?;
        if args.len() != operands + 1 {
            return Err(self.refuse(format!("{opcode} takes {} operands", operands + 1)));
        }
        let mut regs = [0 as Reg; 3];
        for (slot, token) in regs.iter_mut().zip(&args[1..]) {
            *slot = self.source(token, bits)?;
        }
        if parts[0] == "sub" {
            // `a - b` as `a + (-b)`: negation is exact, so the rounding is the subtraction's.
            let negated = self.l.constant_register(0, false);
            self.l.push(Inst::FNeg {
                kind: if bits == 32 { FKind::F32 } else { FKind::F64 },
                dst: negated,
                a: regs[1],
            });
            regs[1] = negated;
        }
        let dst = self.destination(args[0], bits)?;
        self.l.push(Inst::Math {
            f,
            dst,
            args: regs,
            nargs: operands as u8,
        });
        Ok(())
    }

    /// Half precision (`cuda_fp16.h`): `add`, `sub`, `mul` (`.rn` or none), `fma.rn`, `min`,
    /// `max`, `neg` and `abs` on `.f16` (16-bit registers) and `.f16x2` (32-bit, two lanes),
    /// run exactly ([`crate::half`]); `.ftz`, `.sat` and other roundings are refused.
    fn half_math(&mut self, parts: &[&str], args: &[&str]) -> Result<(), SimError> {
        use crate::half;
        let opcode = parts.join(".");
        let brain = parts.last().is_some_and(|ty| ty.starts_with("bf16"));
        let (f, operands): (crate::program::RawFn, usize) = match parts {
            ["add", .., _] if brain && is_nearest(parts) => (half::bf16_add, 2),
            ["sub", .., _] if brain && is_nearest(parts) => (half::bf16_sub, 2),
            ["mul", .., _] if brain && is_nearest(parts) => (half::bf16_mul, 2),
            ["fma", "rn", _] if brain => (half::bf16_fma, 3),
            ["min", _] if brain => (half::bf16_min, 2),
            ["max", _] if brain => (half::bf16_max, 2),
            // Sign operations are the same bits as f16's.
            ["add", .., _] if is_nearest(parts) => (half::add, 2),
            ["sub", .., _] if is_nearest(parts) => (half::sub, 2),
            ["mul", .., _] if is_nearest(parts) => (half::mul, 2),
            ["fma", "rn", _] => (half::fma, 3),
            ["min", _] => (half::min, 2),
            ["max", _] => (half::max, 2),
            ["neg", _] => (half::neg, 1),
            ["abs", _] => (half::abs, 1),
            _ => return Err(self.refuse(format!("instruction `{opcode}`"))),
        };
        let bits = if parts.last().is_some_and(|ty| ty.ends_with("x2")) {
            32
        } else {
            16
        };
        if args.len() != operands + 1 {
            return Err(self.refuse(format!("{opcode} takes {} operands", operands + 1)));
        }
        let mut regs = [0 as Reg; 3];
        for (slot, token) in regs.iter_mut().zip(&args[1..]) {
            *slot = self.source(token, bits)?;
        }
        let dst = self.destination(args[0], bits)?;
        self.l.push(Inst::Math {
            f: crate::program::MathFn::Raw { f, bits },
            dst,
            args: regs,
            nargs: operands as u8,
        });
        Ok(())
    }

    /// `cvt.f32.f16`, `cvt.f64.f16` (exact) and `cvt.rn.f16.f32`, `cvt.rn.f16.f64`; any other
    /// conversion is refused.
    fn convert(&mut self, parts: &[&str], args: &[&str]) -> Result<(), SimError> {
        use crate::half;
        let (f, to, from): (crate::program::RawFn, u32, u32) = match parts {
            ["cvt", "f32", "f16"] => (half::to_f32, 32, 16),
            ["cvt", "f64", "f16"] => (half::to_f64, 64, 16),
            ["cvt", "f32", "bf16"] => (half::bf16_to_f32, 32, 16),
            ["cvt", "rn", "f16", "f32"] => (half::from_f32, 16, 32),
            ["cvt", "rn", "f16", "f64"] => (half::from_f64, 16, 64),
            ["cvt", "rn", "bf16", "f32"] => (half::bf16_from_f32, 16, 32),
            ["cvt", "rn", "f16x2", "f32"] => (half::pair_from_f32, 32, 32),
            ["cvt", "rn", "bf16x2", "f32"] => (half::bf16_pair_from_f32, 32, 32),
            _ => return Err(self.refuse(format!("instruction `{}`", parts.join(".")))),
        };
        // The pairs take two sources: `cvt.rn.f16x2.f32 d, a, b` (a into the high half).
        let pair = parts[2].ends_with("x2");
        let (d, sources) = match (args, pair) {
            ([d, a], false) => (d, vec![*a]),
            ([d, a, b], true) => (d, vec![*a, *b]),
            _ => return Err(self.refuse(format!("{} takes the wrong operands", parts.join(".")))),
        };
        let mut registers = [0; 3];
        for (slot, token) in registers.iter_mut().zip(&sources) {
            *slot = self.source(token, from)?;
        }
        let dst = self.destination(d, to)?;
        self.l.push(Inst::Math {
            f: crate::program::MathFn::Raw { f, bits: to },
            dst,
            args: registers,
            nargs: sources.len() as u8,
        });
        Ok(())
    }

    /// `shf.{l,r}.{wrap,clamp}.b32 d, a, b, c` (`__funnelshift_*`) and `prmt.b32 d, a, b, c`
    /// (`__byte_perm`), through the simulator's own versions ([`crate::native`]).
    fn three_source_bits(&mut self, parts: &[&str], args: &[&str]) -> Result<(), SimError> {
        use crate::native;
        let f: crate::program::RawFn = match parts {
            ["shf", "l", "wrap", "b32"] => native::shf_l_wrap,
            ["shf", "l", "clamp", "b32"] => native::shf_l_clamp,
            ["shf", "r", "wrap", "b32"] => native::shf_r_wrap,
            ["shf", "r", "clamp", "b32"] => native::shf_r_clamp,
            ["prmt", "b32"] => native::prmt,
            _ => return Err(self.refuse(format!("instruction `{}`", parts.join(".")))),
        };
        let [d, a, b, c] = args else {
            return Err(self.refuse(format!("{} takes four operands", parts.join("."))));
        };
        let registers = [
            self.source(a, 32)?,
            self.source(b, 32)?,
            self.source(c, 32)?,
        ];
        let dst = self.destination(d, 32)?;
        self.l.push(Inst::Math {
            f: crate::program::MathFn::Raw { f, bits: 32 },
            dst,
            args: registers,
            nargs: 3,
        });
        Ok(())
    }

    /// The comparison `cmp` of `a` and `b` as PTX's `setp`/`set` make it on type `ty`, into a
    /// fresh 1-bit register: floats (`.f16`, `.f32`, `.f64`; `eq` ... `ge` ordered, `equ` ...
    /// `geu` unordered, `num`, `nan`) and integers (`lo`/`ls`/`hi`/`hs` unsigned; `lt` ...
    /// `ge` by the type's signedness).
    fn compare(&mut self, cmp: &str, ty: &str, a: &str, b: &str) -> Result<Reg, SimError> {
        let (kind, bits) = ptx_type(ty).ok_or_else(|| self.refuse(format!("type `{ty}`")))?;
        let (a, b) = (self.source(a, bits)?, self.source(b, bits)?);
        let dst = self.l.constant_register(0, false);
        if kind == TypeKind::Float {
            let pred = float_predicate(cmp)
                .ok_or_else(|| self.refuse(format!("comparison `{cmp}` on `{ty}`")))?;
            let kind = match bits {
                16 => FKind::F16,
                32 => FKind::F32,
                _ => FKind::F64,
            };
            self.l.push(Inst::FCmp {
                pred,
                kind,
                fm: 0,
                dst,
                a,
                b,
            });
        } else {
            let pred = integer_predicate(cmp, kind == TypeKind::Signed)
                .ok_or_else(|| self.refuse(format!("comparison `{cmp}` on `{ty}`")))?;
            self.l.push(Inst::ICmp {
                pred,
                bits: bits as u8,
                dst,
                a,
                b,
            });
        }
        Ok(dst)
    }

    /// `setp.CMP.T p, a, b` into a `.pred` register (no second predicate, no `.and`/`.or`
    /// combination, no `.ftz`).
    fn set_predicate(&mut self, parts: &[&str], args: &[&str]) -> Result<(), SimError> {
        let (["setp", cmp, ty], [p, a, b]) = (parts, args) else {
            return Err(self.refuse(format!("instruction `{}`", parts.join("."))));
        };
        let cond = self.compare(cmp, ty, a, b)?;
        let dst = self.destination(p, 1)?;
        self.l.push(Inst::Copy { dst, src: cond });
        Ok(())
    }

    /// `set.CMP.DTYPE.STYPE d, a, b`: `d` is 1.0 (`.f16`, `.f32`) or all ones (`.u32`,
    /// `.s32`) where the comparison holds, else 0.
    fn set(&mut self, parts: &[&str], args: &[&str]) -> Result<(), SimError> {
        let (["set", cmp, dtype, stype], [d, a, b]) = (parts, args) else {
            return Err(self.refuse(format!("instruction `{}`", parts.join("."))));
        };
        let (truth, bits) = match *dtype {
            "f16" => (0x3c00, 16),
            "f32" => (u64::from(1.0f32.to_bits()), 32),
            "u32" | "s32" => (u64::from(u32::MAX), 32),
            _ => return Err(self.refuse(format!("instruction `{}`", parts.join(".")))),
        };
        let cond = self.compare(cmp, stype, a, b)?;
        let t = self.l.constant_register(truth, false);
        let f = self.l.constant_register(0, false);
        let dst = self.destination(d, bits)?;
        self.l.push(Inst::Select { dst, cond, t, f });
        Ok(())
    }

    /// `selp.T d, a, b, p`: `a` where `p` holds, else `b`.
    fn select(&mut self, parts: &[&str], args: &[&str]) -> Result<(), SimError> {
        let (["selp", ty], [d, a, b, p]) = (parts, args) else {
            return Err(self.refuse(format!("instruction `{}`", parts.join("."))));
        };
        let (_, bits) = ptx_type(ty).ok_or_else(|| self.refuse(format!("type `{ty}`")))?;
        let (t, f) = (self.source(a, bits)?, self.source(b, bits)?);
        let cond = match self.operand(p)? {
            Operand::Reg { reg, bits: 1, .. } => reg,
            _ => return Err(self.refuse(format!("predicate `{p}` is no 1-bit register"))),
        };
        let dst = self.destination(d, bits)?;
        self.l.push(Inst::Select { dst, cond, t, f });
        Ok(())
    }

    /// `bfind{.shiftamt}.{u32,s32,u64,s64}`, `popc.{b32,b64}`, `clz.{b32,b64}` (each a
    /// 32-bit result) and `brev.{b32,b64}` (as wide as its operand).
    fn bit_math(&mut self, parts: &[&str], args: &[&str]) -> Result<(), SimError> {
        use crate::native;
        let opcode = parts.join(".");
        let f: crate::program::RawFn = match parts {
            ["bfind", "u32" | "u64"] => native::bfind_unsigned,
            ["bfind", "s32" | "s64"] => native::bfind_signed,
            ["bfind", "shiftamt", "u32" | "u64"] => native::bfind_shiftamt_unsigned,
            ["bfind", "shiftamt", "s32" | "s64"] => native::bfind_shiftamt_signed,
            ["popc", "b32" | "b64"] => native::ctpop,
            ["clz", "b32" | "b64"] => native::ctlz,
            ["brev", "b32" | "b64"] => native::bitreverse,
            _ => return Err(self.refuse(format!("instruction `{opcode}`"))),
        };
        let bits = if parts.last().is_some_and(|ty| ty.ends_with("64")) {
            64
        } else {
            32
        };
        let [d, a] = args else {
            return Err(self.refuse(format!("{opcode} takes two operands")));
        };
        let a = self.source(a, bits)?;
        let dst = self.destination(d, if parts[0] == "brev" { bits } else { 32 })?;
        self.l.push(Inst::Math {
            f: crate::program::MathFn::Raw { f, bits },
            dst,
            args: [a, 0, 0],
            nargs: 1,
        });
        Ok(())
    }

    /// `cvta.SPACE.u64 d, a` (SPACE to generic) and `cvta.to.SPACE.u64 d, a` (back).
    fn cvta(&mut self, parts: &[&str], args: &[&str]) -> Result<(), SimError> {
        let (to_generic, space) = match parts {
            [_, "to", space, "u64"] => (false, *space),
            [_, space, "u64"] => (true, *space),
            _ => return Err(self.refuse(format!("`{}`", parts.join(".")))),
        };
        let space = state_space(space)
            .ok_or_else(|| self.refuse(format!("cvta of state space `{space}`")))?;
        let [d, a] = args else {
            return Err(self.refuse("cvta takes two operands"));
        };
        let a = self.source(a, 64)?;
        let dst = self.destination(d, 64)?;
        let (from, to) = if to_generic { (space, 0) } else { (0, space) };
        let site = self.site(&parts.join("."));
        self.l.push(Inst::AddrSpaceCast {
            from,
            to,
            to_bits: 64,
            dst,
            a,
            site,
        });
        Ok(())
    }

    /// `ld{.volatile}{.SPACE}.T d, [a{+imm}]` and `st{.volatile}{.SPACE}.T [a{+imm}], v`.
    /// `atom{.space}{.sem}{.scope}.op.type d, [a], b`: a read-modify-write that returns the
    /// old value. Every ordering and scope runs as the simulator's one atomic (as NVPTX lowers
    /// LLVM's); `cas`, `inc`/`dec` and vector forms are refused.
    fn atom(&mut self, parts: &[&str], args: &[&str]) -> Result<(), SimError> {
        let opcode = parts.join(".");
        let Some((ty, modifiers)) = parts[1..].split_last() else {
            return Err(self.refuse(format!("`{opcode}` without a type")));
        };
        let (kind, bits) =
            ptx_type(ty).ok_or_else(|| self.refuse(format!("`{opcode}`: type `{ty}`")))?;
        let mut space = 0;
        let mut op = None;
        for modifier in modifiers {
            match (*modifier, kind) {
                ("relaxed" | "acquire" | "release" | "acq_rel" | "cta" | "gpu" | "sys", _) => {}
                ("add", TypeKind::Float) => op = Some(RmwOp::FAdd),
                ("add", _) => op = Some(RmwOp::Add),
                ("exch", TypeKind::Bits) => op = Some(RmwOp::Xchg),
                ("and", TypeKind::Bits) => op = Some(RmwOp::And),
                ("or", TypeKind::Bits) => op = Some(RmwOp::Or),
                ("xor", TypeKind::Bits) => op = Some(RmwOp::Xor),
                ("min", TypeKind::Signed) => op = Some(RmwOp::Min),
                ("max", TypeKind::Signed) => op = Some(RmwOp::Max),
                ("min", TypeKind::Unsigned) => op = Some(RmwOp::UMin),
                ("max", TypeKind::Unsigned) => op = Some(RmwOp::UMax),
                (other, _) => {
                    space = state_space(other)
                        .filter(|&space| matches!(space, 1 | 3))
                        .ok_or_else(|| self.refuse(format!("`{opcode}`: `.{other}`")))?;
                }
            }
        }
        let op = op.ok_or_else(|| self.refuse(format!("`{opcode}`: no operation it runs")))?;
        if !matches!(bits, 32 | 64) {
            return Err(self.refuse(format!("`{opcode}`: {bits}-bit atomics")));
        }
        let [dst, address, value] = args else {
            return Err(self.refuse(format!("`{opcode}` takes three operands")));
        };
        let scalar = match kind {
            TypeKind::Float if bits == 32 => Scalar::F32,
            TypeKind::Float => Scalar::F64,
            _ => Scalar::Int(bits as u8),
        };
        let addr = self.address(address, space)?;
        let value = self.source(value, bits)?;
        let dst = self.destination(dst, bits)?;
        let site = self.site(&opcode);
        self.l.push(Inst::AtomicRmw {
            op,
            scalar,
            space,
            dst,
            addr,
            value,
            site,
        });
        Ok(())
    }

    fn memory(&mut self, parts: &[&str], args: &[&str]) -> Result<(), SimError> {
        let opcode = parts.join(".");
        let load = parts[0] == "ld";
        let Some((ty, modifiers)) = parts[1..].split_last() else {
            return Err(self.refuse(format!("`{opcode}` without a type")));
        };
        let (kind, type_bits) =
            ptx_type(ty).ok_or_else(|| self.refuse(format!("`{opcode}`: type `{ty}`")))?;
        let mut space = 0;
        for modifier in modifiers {
            match *modifier {
                "volatile" | "weak" => {}
                other => {
                    space = state_space(other)
                        .ok_or_else(|| self.refuse(format!("`{opcode}`: `.{other}`")))?;
                }
            }
        }
        let [first, second] = args else {
            return Err(self.refuse(format!("`{opcode}` takes two operands")));
        };
        let (address, value) = if load {
            (second, first)
        } else {
            (first, second)
        };
        let addr = self.address(address, space)?;
        let scalar = match kind {
            TypeKind::Float if type_bits == 32 => Scalar::F32,
            TypeKind::Float => Scalar::F64,
            _ => Scalar::Int(type_bits as u8),
        };
        let align = type_bits / 8;
        let site = self.site(&opcode);
        let register_bits = match self.operand(value)? {
            Operand::Reg { bits, .. } => bits,
            _ if load => return Err(self.refuse(format!("`{value}` is not a register"))),
            _ => type_bits,
        };
        if register_bits < type_bits || (kind == TypeKind::Float && register_bits != type_bits) {
            return Err(self.refuse(format!("`{opcode}` with a {register_bits}-bit register")));
        }
        // The register the access itself uses, and the cast between it and a wider `value`.
        let register = if load {
            self.destination(value, register_bits)?
        } else {
            self.source(value, register_bits)?
        };
        let (accessed, cast) = if register_bits > type_bits {
            let narrow = self.l.constant_register(0, false);
            let wide = Scalar::Int(register_bits as u8);
            let cast = width_cast(load, kind, (narrow, scalar), (register, wide));
            (narrow, Some(cast))
        } else {
            (register, None)
        };
        if load {
            self.l.push(Inst::Load {
                dst: accessed,
                addr,
                scalar,
                space,
                align,
                atomic: None,
                site,
            });
            if let Some(cast) = cast {
                self.l.push(cast);
            }
        } else {
            if let Some(cast) = cast {
                self.l.push(cast);
            }
            self.l.push(Inst::Store {
                value: accessed,
                addr,
                scalar,
                space,
                align,
                atomic: None,
                site,
            });
        }
        Ok(())
    }

    /// The register holding `[base]` or `[base+imm]`: 64-bit for generic, global and
    /// constant addresses, 32 or 64 for shared and local ones.
    fn address(&mut self, token: &str, space: u32) -> Result<Reg, SimError> {
        // `$N` of an indirect operand prints as `[ptr]`: a generic 64-bit address, so only
        // generic accesses take it as it is.
        if !token.trim_start().starts_with('[')
            && let Operand::Memory(pointer) = self.operand(token)?
        {
            if space != 0 {
                return Err(self.refuse(format!(
                    "an indirect operand `{token}` in a state-space access"
                )));
            }
            return Ok(pointer);
        }
        let inner = token
            .strip_prefix('[')
            .and_then(|t| t.strip_suffix(']'))
            .ok_or_else(|| self.refuse(format!("address `{token}`")))?
            .replace(' ', "");
        let (base, offset) = match inner.find(['+', '-']).filter(|&at| at > 0) {
            Some(at) => {
                let offset = immediate(inner[at..].trim_start_matches('+'))
                    .ok_or_else(|| self.refuse(format!("address `{token}`")))?;
                (&inner[..at], offset)
            }
            None => (inner.as_str(), 0),
        };
        let bits = match self.operand(base)? {
            Operand::Reg { bits, .. } if bits == 64 || (bits == 32 && matches!(space, 3 | 5)) => {
                bits
            }
            Operand::Imm(_) => 64,
            _ => return Err(self.refuse(format!("address `{token}`"))),
        };
        let base = self.source(base, bits)?;
        if offset == 0 {
            return Ok(base);
        }
        let dst = self.l.constant_register(0, false);
        let start = self.l.f.gep_terms.len() as u32;
        self.l.push(Inst::Gep {
            dst,
            base,
            offset: offset as i64,
            terms: start,
            nterms: 0,
            bits: bits as u8,
            flags: 0,
            space,
        });
        Ok(dst)
    }

    /// `prefetch{.SPACE}.LEVEL [a]`: a hint that accesses nothing (and cannot fault).
    fn prefetch(&mut self, parts: &[&str], args: &[&str]) -> Result<(), SimError> {
        let opcode = parts.join(".");
        let (level, modifiers) = parts[1..]
            .split_last()
            .ok_or_else(|| self.refuse(format!("`{opcode}`")))?;
        let space = match modifiers {
            [] => 0,
            [space] => {
                state_space(space).ok_or_else(|| self.refuse(format!("`{opcode}`: `.{space}`")))?
            }
            _ => return Err(self.refuse(format!("`{opcode}`"))),
        };
        if !matches!(*level, "L1" | "L2") {
            return Err(self.refuse(format!("`{opcode}`: `.{level}`")));
        }
        let [address] = args else {
            return Err(self.refuse(format!("`{opcode}` takes one operand")));
        };
        self.address(address, space)?;
        Ok(())
    }

    /// `membar.{cta,gl,sys}`, `fence.sc.*`, `fence.acq_rel.*`.
    fn fence(&mut self, opcode: &str) -> Result<(), SimError> {
        let (scope, sc) =
            nvvm_fence(opcode).ok_or_else(|| self.refuse(format!("fence `{opcode}`")))?;
        self.l.push(Inst::Fence { scope, sc });
        Ok(())
    }

    /// `bar{.cta}.sync`/`.arrive`, `barrier{.cta}.sync`/`.arrive{.aligned}` with an id and a
    /// thread count, and `bar.warp.sync`.
    fn barrier(&mut self, parts: &[&str], args: &[&str]) -> Result<(), SimError> {
        let opcode = parts.join(".");
        if opcode == "bar.warp.sync" {
            let [mask] = args else {
                return Err(self.refuse("bar.warp.sync takes one operand"));
            };
            let mask = self.source(mask, 32)?;
            let site = self.site(&opcode);
            self.l.push(Inst::Warp {
                op: WarpOp::Sync,
                dst: 0,
                args: [mask, 0, 0, 0],
                site,
            });
            return Ok(());
        }
        let rest: Vec<&str> = parts[1..].iter().copied().filter(|p| *p != "cta").collect();
        let (arrive, aligned) = match (parts[0], rest.as_slice()) {
            ("bar", ["sync"]) => (false, true),
            ("bar", ["arrive"]) => (true, true),
            ("barrier", ["sync"]) => (false, false),
            ("barrier", ["sync", "aligned"]) => (false, true),
            ("barrier", ["arrive"]) => (true, false),
            ("barrier", ["arrive", "aligned"]) => (true, true),
            _ => return Err(self.refuse(format!("barrier `{opcode}`"))),
        };
        let (id, count) = match args {
            [id] if !arrive => (self.source(id, 32)?, None),
            [id, count] => (self.source(id, 32)?, Some(self.source(count, 32)?)),
            _ => return Err(self.refuse(format!("`{opcode}` operands"))),
        };
        let site = self.site(&opcode);
        self.l.push(Inst::Barrier {
            kind: BarrierKind::Sync,
            pred: 0,
            dst: 0,
            site,
            id: Some(id),
            count,
            mode: BarrierMode { arrive, aligned },
        });
        Ok(())
    }
}

/// The operand count of a native float function of `bits`-wide operands (`None`: another
/// width or a raw function).
/// `add.f16`, `add.rn.f16x2`: round to nearest, the only rounding taken for half arithmetic.
fn is_nearest(parts: &[&str]) -> bool {
    matches!(parts.len(), 2) || (parts.len() == 3 && parts[1] == "rn")
}

/// A PTX float comparison as MLIR's `FCmpPredicate` number.
fn float_predicate(cmp: &str) -> Option<u8> {
    Some(match cmp {
        "eq" => 1,
        "gt" => 2,
        "ge" => 3,
        "lt" => 4,
        "le" => 5,
        "ne" => 6,
        "num" => 7,
        "equ" => 8,
        "gtu" => 9,
        "geu" => 10,
        "ltu" => 11,
        "leu" => 12,
        "neu" => 13,
        "nan" => 14,
        _ => return None,
    })
}

/// A PTX integer comparison: `lt` ... `ge` by the type's signedness, `lo`/`ls`/`hi`/`hs`
/// unsigned.
fn integer_predicate(cmp: &str, signed: bool) -> Option<IPred> {
    use IPred::*;
    Some(match (cmp, signed) {
        ("eq", _) => Eq,
        ("ne", _) => Ne,
        ("lt", true) => Slt,
        ("le", true) => Sle,
        ("gt", true) => Sgt,
        ("ge", true) => Sge,
        ("lt", false) | ("lo", _) => Ult,
        ("le", false) | ("ls", _) => Ule,
        ("gt", false) | ("hi", _) => Ugt,
        ("ge", false) | ("hs", _) => Uge,
        _ => return None,
    })
}

fn arity(f: &crate::program::MathFn, bits: u32) -> Option<usize> {
    use crate::program::MathFn::*;
    match (f, bits) {
        (F32x1(_), 32) | (F64x1(_), 64) => Some(1),
        (F32x2(_), 32) | (F64x2(_), 64) => Some(2),
        (F32x3(_), 32) | (F64x3(_), 64) => Some(3),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn float_math_names_the_nvvm_intrinsic_of_the_same_name() {
        for (name, bits, operands) in [
            ("rcp.approx.ftz.f", 32, 1),
            ("div.rn.d", 64, 2),
            ("fma.rn.f", 32, 3),
            ("add.rm.f", 32, 2),
            ("sqrt.rn.d", 64, 1),
        ] {
            let f = crate::native::nvvm_intrinsic(name).unwrap_or_else(|| panic!("{name}"));
            assert_eq!(super::arity(&f, bits), Some(operands), "{name}");
        }
        let f = crate::native::nvvm_intrinsic("rcp.approx.f").unwrap();
        assert_eq!(
            super::arity(&f, 64),
            None,
            "a float function is not a double one"
        );
    }

    use super::*;

    #[test]
    fn statements_drop_scopes_and_comments() {
        assert_eq!(
            statements("{ .reg .u64 a; // scratch\n cvta.shared.u64 a, 0;\n st.u64 [$0], a; }"),
            vec![".reg .u64 a", "cvta.shared.u64 a, 0", "st.u64 [$0], a"]
        );
    }

    #[test]
    fn immediates_and_types() {
        assert_eq!(immediate("-1"), Some(u64::MAX));
        assert_eq!(immediate("0x10"), Some(16));
        assert_eq!(immediate("0f3F800000"), Some(0x3f80_0000));
        assert_eq!(immediate("a"), None);
        assert_eq!(ptx_type("s32"), Some((TypeKind::Signed, 32)));
        assert_eq!(ptx_type("f16"), Some((TypeKind::Float, 16)));
        assert_eq!(ptx_type("f8"), None);
        assert_eq!(immediate("0X1F79U"), Some(0x1f79));
        assert_eq!(state_space("shared::cta"), Some(3));
        assert_eq!(special_register("%tid.y"), Some(Sreg::Tid(1)));
    }
}
