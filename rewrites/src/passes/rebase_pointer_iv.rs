//! `rebase-pointer-iv`: moves the constant LLVM's loop strength reduction folds into a pointer
//! induction variable's start back into the accesses' immediate offsets, so the variable runs
//! at the base's own alignment and ptxas can merge neighbouring accesses into vector ones.
//!
//! LSR gives a loop's accesses `[s + 8*lane + 0]` and `[s + 8*lane + 4]` one pointer variable
//! and picks one of them as its base: it may start the variable at `s + 8*lane + 4` and read
//! `[p - 4]` and `[p]`. The addresses are the same, but ptxas merges two 4-byte accesses into
//! one 8-byte access (LDS.64, LDG.E.64, ...) only where it knows the lower one 8-byte aligned,
//! and it learns a loop-carried register's alignment from its start and step: `s + 8*lane + 4`
//! is only 4-byte aligned, so `[p - 4]` is too. Started at `s + 8*lane` with the accesses at
//! `[p]` and `[p + 4]`, the variable is 8-byte aligned and the pair merges. half_gemv's
//! gemv_f16_rows (sm_80, ptxas 13.5, by hand on the PTX): loop-weighted memory instructions
//! 412 -> 332, integer 1807 either way.
//!
//! The rule, on the LLVM IR the backend's own IR passes leave (`-O2`/`-O3`'s late half, after
//! LSR): a loop header's pointer argument `p` that enters the loop as `S = gep i8 B[X + c]`
//! (or `gep i8 Q[c]`), with `c` a nonzero constant, and advances as `gep i8 p[step]` with a
//! constant step, whose other uses are all constant-offset byte GEPs `gep i8 p[o]` and loads
//! or stores at `p` itself (offset 0), with every `o + c >= 0`: `p` starts at `gep i8 B[X]`
//! (`Q`) instead, and each `gep i8 p[o]` becomes `gep i8 p[o + c]` (an access at `p` itself, a
//! `gep i8 p[c]`). The constant lands in the accesses' immediates, which cost nothing, and the
//! start loses its add. Not when the start or the advanced value has any other use, nor when
//! `p` is used any other way (compared, stored, passed on, indexed by a variable): those
//! would see the shifted value.
//!
//! Soundness: let `p_k` be the variable's value on iteration `k` before, `p'_k` after. The new
//! start is `S - c` (mod 2^64) and the step is unchanged, so `p'_k == p_k - c` on every
//! iteration, and every rewritten use computes `p'_k + (o + c) == p_k + o`: the same address
//! as before, for every access (so its alignment and everything else about it hold). The new
//! GEPs carry no `inbounds`/`nuw`: they are never poison where their operands are not, and the
//! only values that changed (`p` and its advanced value) have no other use.

use crate::{
    analysis::{
        cfg::{Cfg, incoming_values},
        loops::{LoopForest, block_at},
    },
    anchor::build::create,
    engine::{FunctionRun, PassBody, PatternDecl, Rewriter},
    options::Options,
    registry::PassInfo,
};
use kestrel_dialects::{
    GepIndex, integer_constant,
    keys::value_key,
    names,
    ops::{Gep, access_operand, is_op},
    raw::{erase_dead_ops, every_use, set_operand, use_count},
    types::{integer_type_width, integer_width},
    values::{defining_op, operand, result},
};
use melior::ir::{BlockLike, BlockRef, OperationRef, Value, ValueLike, operation::OperationLike};

pub static PASS: PassInfo = PassInfo {
    name: "rebase-pointer-iv",
    summary: "start a pointer induction variable at its base, not at an access's offset from it, so accesses keep the base's alignment",
    options: &[],
    reads: &[],
    patterns: &[REBASE],
    body: PassBody::Function(rebase_pointer_ivs),
};

// p = phi [gep i8 B[X + c], entry], [gep i8 p[step], latch]; uses gep i8 p[o], access p
// -> p = phi [gep i8 B[X], entry], [gep i8 p[step], latch]; uses gep i8 p[o + c], gep i8 p[c]
const REBASE: PatternDecl = PatternDecl::rule(
    "rebase-pointer-iv",
    "p = phi [B + X + c, entry], [p + step, latch]; p + o -> p = phi [B + X, entry], ...; p + (o + c)",
    &[names::GEP],
);

/// Where the variable's start comes from: `base + index` (a new GEP) or `base` itself.
struct Start<'c, 'a> {
    op: OperationRef<'c, 'a>,
    base: Value<'c, 'a>,
    index: Option<Value<'c, 'a>>,
    constant: i64,
}

/// One use of the variable to shift: a constant-offset byte GEP (its offset) or an access
/// with the variable as its address (operand index).
enum Use<'c, 'a> {
    Offset(OperationRef<'c, 'a>, i64),
    Access(OperationRef<'c, 'a>, usize),
}

/// One variable to rebase.
struct Rebase<'c, 'a> {
    variable: Value<'c, 'a>,
    start: Start<'c, 'a>,
    uses: Vec<Use<'c, 'a>>,
}

/// Rebases one variable at a time and plans again after each: a nested loop's variable may
/// start at a GEP of its outer loop's variable that the outer rebase replaced.
fn rebase_pointer_ivs(function: OperationRef, rewriter: &Rewriter, _: &Options, run: &FunctionRun) {
    run.preserve_blocks();
    let mut rebased = 0;
    while rebased < MAX_REBASES {
        let Some(rebase) = next_rebase(&function, run) else {
            break;
        };
        if !apply(&rebase, rewriter) {
            break;
        }
        run.count(&REBASE);
        rebased += 1;
    }
    if rebased > 0 {
        erase_dead_ops(&function);
    }
}

/// Rebases one function makes at most (each strips one constant from one variable's start, so
/// the count is finite anyway; this bounds the replanning).
const MAX_REBASES: usize = 256;

/// The first variable of the function's loops, in loop order, that has the rule's form.
fn next_rebase<'c, 'a>(
    function: &OperationRef<'c, 'a>,
    run: &FunctionRun,
) -> Option<Rebase<'c, 'a>> {
    let analyses = run.analyses();
    let cfg = analyses.get::<Cfg>(function);
    let loops = analyses.get::<LoopForest>(function);
    loops.scopes().find_map(|lp| {
        let header = block_at(function, &cfg, lp.header)?;
        (0..header.argument_count())
            .find_map(|index| plan(&header, index, &|b| lp.contains(b), &cfg))
    })
}

/// Argument `index` of loop header `header` as a [`Rebase`], when it has the rule's form.
fn plan<'c, 'a>(
    header: &BlockRef<'c, 'a>,
    index: usize,
    in_loop: &dyn Fn(usize) -> bool,
    cfg: &Cfg,
) -> Option<Rebase<'c, 'a>> {
    let variable: Value = header.argument(index).ok()?.into();
    // A pointer's address space, or not a pointer.
    kestrel_dialects::raw::llvm_pointer_address_space(variable.r#type())?;
    let incoming = incoming_values(header, index)?;
    let (inside, outside): (Vec<_>, Vec<_>) = incoming
        .iter()
        .partition(|(pred, _)| cfg.index(pred).is_some_and(in_loop));
    let start = *outside.first().map(|(_, v)| v)?;
    let advances: Vec<Value> = inside.iter().map(|(_, v)| *v).collect();
    if advances.is_empty()
        || outside
            .iter()
            .any(|(_, v)| value_key(v) != value_key(&start))
        || !only_feeds_the_header(start, outside.len())
    {
        return None;
    }
    let start = split_start(start)?;
    let mut advance_ops = Vec::new();
    for advance in &advances {
        let op = defining_op(*advance)?;
        let fed = incoming
            .iter()
            .filter(|(_, v)| value_key(v) == value_key(advance))
            .count();
        if byte_offset_of(&op, variable).is_none() || !only_feeds_the_header(*advance, fed) {
            return None;
        }
        advance_ops.push(op);
    }
    let uses = shifted_uses(variable, &advance_ops)?;
    let fits = |o: &i64| {
        o.checked_add(start.constant)
            .is_some_and(|shifted| shifted >= 0)
    };
    let offsets = uses.iter().map(|u| match u {
        Use::Offset(_, o) => *o,
        Use::Access(..) => 0,
    });
    (!uses.is_empty() && offsets.clone().all(|o| fits(&o))).then_some(Rebase {
        variable,
        start,
        uses,
    })
}

/// Whether `value`'s uses are exactly the `edges` branch operands that feed the header (a
/// value with any use beyond them would see the shift).
fn only_feeds_the_header(value: Value, edges: usize) -> bool {
    use_count(value, edges + 1) == edges
}

/// `start` as `B + X + c` or `Q + c`: a byte GEP with one index, a constant or an add of a
/// value and a nonzero constant.
fn split_start<'c, 'a>(start: Value<'c, 'a>) -> Option<Start<'c, 'a>> {
    let op = defining_op(start)?;
    let gep = Gep::of(op)?;
    if !is_byte_gep(&gep) {
        return None;
    }
    let base = gep.base()?;
    let indices = gep.indices()?;
    let [index] = indices.as_slice() else {
        return None;
    };
    let (index, constant) = match (index.constant(), index) {
        (Some(c), _) => (None, c),
        (None, GepIndex::Dynamic(index)) => {
            let add = defining_op(*index).filter(|a| is_op(a, names::ADD))?;
            let (x, c) = split_constant(&add)?;
            (Some(x), c)
        }
        (None, GepIndex::Constant(_)) => return None,
    };
    (constant != 0).then_some(Start {
        op,
        base,
        index,
        constant,
    })
}

/// An add's operands as (value, constant) when exactly one is an integer constant.
fn split_constant<'c, 'a>(add: &OperationRef<'c, 'a>) -> Option<(Value<'c, 'a>, i64)> {
    let (a, b) = (operand(add, 0)?, operand(add, 1)?);
    match (integer_constant(a), integer_constant(b)) {
        (None, Some((c, _))) => Some((a, c)),
        (Some((c, _)), None) => Some((b, c)),
        _ => None,
    }
}

/// The constant byte offset of `op` from `base` when `op` is `gep i8 base[o]`.
fn byte_offset_of(op: &OperationRef, base: Value) -> Option<i64> {
    let gep = Gep::of(*op)?;
    if !is_byte_gep(&gep) || value_key(&gep.base()?) != value_key(&base) {
        return None;
    }
    match gep.indices()?.as_slice() {
        [index] => index.constant(),
        _ => None,
    }
}

fn is_byte_gep(gep: &Gep) -> bool {
    gep.element_type()
        .is_some_and(|t| integer_type_width(t) == Some(8))
}

/// Every use of `variable` other than its `advances`, as a [`Use`]; `None` when one is
/// neither a constant-offset byte GEP nor an access through it as the address.
fn shifted_uses<'c, 'a>(
    variable: Value<'c, 'a>,
    advances: &[OperationRef<'c, 'a>],
) -> Option<Vec<Use<'c, 'a>>> {
    let mut uses = Vec::new();
    let understood = every_use(variable, |user, index| {
        if advances.contains(&user) {
            return true;
        }
        if let Some(offset) = byte_offset_of(&user, variable) {
            uses.push(Use::Offset(user, offset));
            return true;
        }
        let name = user.name();
        let address = name
            .as_string_ref()
            .as_str()
            .ok()
            .and_then(access_operand)
            .map(|(address, _)| address);
        if address == Some(index) {
            uses.push(Use::Access(user, index));
            return true;
        }
        false
    });
    understood.then_some(uses)
}

/// Starts `rebase`'s variable at its base and shifts its uses. Every new op is made before
/// anything is rewired, so where one cannot be made the IR keeps its old values (the new ops
/// unused, erased after) and nothing is counted.
fn apply(rebase: &Rebase, rewriter: &Rewriter) -> bool {
    let start = &rebase.start;
    let Some(old_start) = result(&start.op, 0) else {
        return false;
    };
    rewriter.set_insertion_point_before(start.op);
    let new_start = match start.index {
        Some(index) => {
            let pointer = start.base.r#type().to_string();
            let width = integer_width(index).unwrap_or(64);
            let template =
                format!("llvm.getelementptr $0[$1] : ({pointer}, i{width}) -> {pointer}, i8");
            create(
                rewriter,
                &template,
                &[start.base, index],
                start.op.location(),
            )
        }
        None => Some(start.base),
    };
    let Some(new_start) = new_start.filter(|s| s.r#type() == rebase.variable.r#type()) else {
        return false;
    };
    let mut shifted = Vec::new();
    for use_ in &rebase.uses {
        let (op, offset) = match use_ {
            Use::Offset(gep, offset) => (*gep, offset + start.constant),
            Use::Access(access, _) => (*access, start.constant),
        };
        rewriter.set_insertion_point_before(op);
        let made = rewriter
            .create_byte_offset(rebase.variable, i128::from(offset), op.location())
            .ok()
            .filter(|new| result(new, 0).is_some());
        let Some(new) = made else {
            return false;
        };
        shifted.push(new);
    }
    rewriter.replace_all_uses_with(old_start, new_start);
    for (use_, new) in rebase.uses.iter().zip(shifted) {
        match use_ {
            Use::Offset(gep, offset) if offset + start.constant == 0 => {
                if let Some(old) = result(gep, 0) {
                    rewriter.replace_all_uses_with(old, rebase.variable);
                }
            }
            Use::Offset(gep, _) => rewriter.replace_op_with_operation(*gep, new),
            Use::Access(access, index) => {
                if let Some(address) = result(&new, 0) {
                    set_operand(access, *index, address);
                }
            }
        }
    }
    true
}
