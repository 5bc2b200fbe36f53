//! `codegenprepare`: the parts of LLVM's CodeGenPrepare that matter on NVPTX, whose
//! addressing modes are `[reg]`, `[reg+imm]` and `[imm]` (spec:
//! codegenprepare-and-scev-cgp.txt, "Upstream CodeGenPrepare", transforms 1 and 2 and the
//! knob table).
//!
//! Patterns, each rooted at a load, store, atomicrmw or cmpxchg in block `B`:
//! - `sink-address`: an address `gep ... base ... + imm` computed outside `B`, with `imm` a
//!   legal PTX immediate (signed 32 bits) and not 0, is recomputed in `B` right before the
//!   access as `getelementptr i8 base[imm]` named `sunkaddr_N`, so the access folds the
//!   immediate (`[base+imm]`) and the original address need not stay live into `B`. A copy
//!   already in `B` above the access (an earlier sunk one, or an equal GEP) is reused: that is
//!   `ValueToSunkAddr`, looked up in the IR rather than in a map so it can never go stale.
//! - `sink-select-address`: an address `select c, (p + imm), (q + imm)` (equal immediates,
//!   `p` and `q` of the address's own type) becomes `getelementptr i8 (select c, p, q)[imm]`
//!   in `B`, the select named `sunk_select_N` (`addr-sink-new-select`, which needs
//!   `addr-sink-combine-base-reg` and not `disable-complex-addr-modes`).
//! - `split-large-offset`: an address `p + C` whose own GEP step is past the immediate range
//!   (`cgp-split-large-offset-gep`) is rewritten as `gep i8 A'[C - C']` where `A' = p + C'` is
//!   the address of an earlier access in `B` and `C - C'` is a legal immediate, so one 64-bit
//!   add serves both accesses.
//!
//! Soundness: new GEPs and selects carry no `inbounds`/`nuw`, so they compute the wrapped sum
//! the original chain computed (equal bits whenever the original was not poison; where it was,
//! the access was already undefined). Every operand of a new op is an operand of the original
//! address chain or an earlier access's address, which dominates the access; the new ops sit in
//! the access's block right before it. Only GEP chains are walked, never casts, so a sunk
//! address has the original's type and address space.
//!
//! Knobs: `addr-sink-using-gep` (default on) selects the GEP form; off, upstream would emit a
//! `ptrtoint`/`add`/`inttoptr` chain, which loses provenance and the address space NVPTX
//! needs, so Kestrel then does not sink at all. `disable-complex-addr-modes` and
//! `addr-sink-combine-base-reg` gate the select form (a combination of two address modes with
//! different base registers). Accepted with no meaning on NVPTX (no scaled index register, no
//! GC, no section prefixes, no store-extract or extension-load lowering at this level):
//! `addr-sink-combine-scaled-reg`, `addr-sink-combine-gv` (a global is one more base
//! register), `addr-sink-combine-offs` (arms must have equal immediates here),
//! `disable-cgp-gc-opts`, `disable-cgp-store-extract`, `stress-cgp-store-extract`,
//! `disable-cgp-ext-ld-promotion`, `profile-guided-section-prefix`, `force-split-store`,
//! `cgp-type-promotion-merge`, `enable-andcmp-sinking`, `disable-cgp-select2branch`
//! (NVPTX prefers `selp`), `disable-preheader-prot` and `cgp-freq-ratio-to-skip-merge` (no
//! block merging here), `disable-cgp-branch-opts` (no branch transform is done; see below).
//!
//! Not done: `sunk_phi` (`addr-sink-new-phis`, default off: merging addresses that reach the
//! access through block arguments needs a new block argument and edits of every incoming
//! branch, which Kestrel's rewriter does not offer; such addresses are left alone whatever the
//! knob says); block splitting of unlikely paths (`.unlikely`/`.cond.split`), which needs
//! branch-weight reading and block creation that keeps the CFG reducible; the function-wide
//! grouping of upstream's large-offset splitting (here only within one block, against an
//! earlier access); sinking of addresses reaching the access through `addrspacecast`.
//!
//! With `print-codegenprepare` every rewrite is reported as a remark.

mod addr_mode;

use crate::{
    analysis::layout::DataLayout,
    engine::{PatternDecl, PatternSet, Remarks, Rewriter},
    options::Options,
    passes::common_base_elim::apply::{Names, name_locations},
    registry::PassInfo,
};
use addr_mode::{
    AddrMode, SELECT, direct_offset, earlier_in_block, is_legal_immediate, is_select_of,
    is_sunk_gep, match_gep_chain,
};
use kestrel_dialects::{
    names,
    ops::MemoryAccess,
    values::{defining_op, operand, result},
};
use melior::ir::{
    Location, OperationRef, Value, ValueLike,
    operation::{OperationLike, OperationMutLike, OperationRefMut},
};
use std::rc::Rc;

pub static PASS: PassInfo = PassInfo {
    name: "codegenprepare",
    summary: "sink address computations into the block of their memory access ([reg+imm] folding)",
    options: &[],
    populate,
};

const ROOTS: &[&str] = &[names::LOAD, names::STORE, names::ATOMICRMW, names::CMPXCHG];

/// The knobs the patterns read.
#[derive(Clone, Debug)]
struct Settings {
    sink: bool,
    new_select: bool,
    split_large_offsets: bool,
}

struct State {
    settings: Settings,
    /// The module's data layout, read at the first match.
    layout: std::cell::OnceCell<DataLayout>,
    names: Names,
    remarks: Option<Remarks>,
}

/// Adds the sinking and splitting patterns the knobs enable.
pub fn populate(set: &mut PatternSet, options: &Options) {
    let sink = options.flag("addr-sink-using-gep");
    let settings = Settings {
        sink,
        new_select: sink
            && options.flag("addr-sink-new-select")
            && options.flag("addr-sink-combine-base-reg")
            && !options.flag("disable-complex-addr-modes"),
        split_large_offsets: options.flag("cgp-split-large-offset-gep"),
    };
    if !settings.sink && !settings.split_large_offsets {
        return;
    }
    let state = Rc::new(State {
        settings,
        layout: std::cell::OnceCell::new(),
        names: Names::default(),
        remarks: options.flag("print-codegenprepare").then(|| set.remarks()),
    });
    for root in ROOTS {
        let state = state.clone();
        set.add(
            PatternDecl {
                name: "sink-address",
                identity: "B: access(p + imm), p + imm outside B -> B: access(gep i8 p[imm])",
                root,
                benefit: 2,
                generates: &[names::GEP, SELECT],
            },
            move |op, rewriter| sink_address(op, rewriter, &state),
        );
    }
}

/// The address operand's index in `op` and its value.
fn address_of<'c: 'a, 'a>(op: &OperationRef<'c, 'a>) -> Option<(usize, Value<'c, 'a>)> {
    let access = MemoryAccess::of(op)?;
    let index = if op.name().as_string_ref().as_str() == Ok(names::STORE) {
        1
    } else {
        0
    };
    Some((index, access.address()))
}

/// What to build in the access's block.
enum Sink<'c, 'a> {
    /// `gep i8 base[imm]`.
    Gep(AddrMode<'c, 'a>),
    /// `gep i8 (select condition, a, b)[imm]`.
    Select {
        condition: Value<'c, 'a>,
        a: Value<'c, 'a>,
        b: Value<'c, 'a>,
        imm: i64,
    },
}

/// True when `value` is defined by an op in another block than `user`, or is an argument of
/// another block (both dominate `user`, as `user` uses `value`).
fn defined_outside(value: Value, user: &OperationRef) -> bool {
    match defining_op(value) {
        Some(op) => op.block() != user.block(),
        None => false,
    }
}

/// True when `value` may be used right before `user`: it is defined in another block (it
/// dominates `user`'s block, since it dominates the address `user` uses) or above `user` in
/// its block. The second half only matters in unreachable code, where a block may use a value
/// defined below.
fn available_before(value: Value, user: &OperationRef) -> bool {
    let Some(def) = defining_op(value) else {
        return true;
    };
    def.block() != user.block() || earlier_in_block(user, |op| *op == def).is_some()
}

/// Decides what sinking `address` into `user`'s block builds; `None` when nothing is gained.
fn plan_sink<'c: 'a, 'a>(
    address: Value<'c, 'a>,
    user: &OperationRef<'c, 'a>,
    settings: &Settings,
    layout: &DataLayout,
) -> Option<Sink<'c, 'a>> {
    let def = defining_op(address)?;
    let name = def.name();
    let name = name.as_string_ref().as_str().ok()?;
    if name == names::GEP && settings.sink && defined_outside(address, user) {
        let mode = match_gep_chain(address, layout)?;
        let useful = mode.imm != 0 && is_legal_immediate(mode.imm);
        return (useful && available_before(mode.base, user)).then_some(Sink::Gep(mode));
    }
    if name == SELECT && settings.new_select {
        let (condition, a, b) = (operand(&def, 0)?, operand(&def, 1)?, operand(&def, 2)?);
        let (ma, mb) = (match_gep_chain(a, layout)?, match_gep_chain(b, layout)?);
        let same_type =
            ma.base.r#type() == address.r#type() && mb.base.r#type() == address.r#type();
        let available = [condition, ma.base, mb.base]
            .iter()
            .all(|v| available_before(*v, user));
        if same_type && available && ma.imm == mb.imm && ma.imm != 0 && is_legal_immediate(ma.imm) {
            return Some(Sink::Select {
                condition,
                a: ma.base,
                b: mb.base,
                imm: ma.imm,
            });
        }
    }
    None
}

/// For an address `p + C` whose own GEP step is no legal immediate: an earlier access's
/// address `A' = p + C'` in the same block with `C - C'` legal; returns `(A', C - C')`.
fn plan_split<'c: 'a, 'a>(
    address: Value<'c, 'a>,
    user: &OperationRef<'c, 'a>,
    layout: &DataLayout,
) -> Option<(Value<'c, 'a>, i64)> {
    if direct_offset(address, layout).is_some_and(is_legal_immediate) {
        return None;
    }
    let mode = match_gep_chain(address, layout)?;
    if is_legal_immediate(mode.imm) {
        return None;
    }
    let mut found = None;
    earlier_in_block(user, |op| {
        let Some((_, other)) = address_of(op) else {
            return false;
        };
        if other == address {
            return false;
        }
        let Some(other_mode) = match_gep_chain(other, layout) else {
            return false;
        };
        let delta = mode.imm.checked_sub(other_mode.imm);
        if other_mode.base == mode.base
            && other.r#type() == address.r#type()
            && !is_legal_immediate(other_mode.imm)
            && let Some(delta) = delta.filter(|d| is_legal_immediate(*d) && *d != 0)
        {
            found = Some((other, delta));
        }
        false
    });
    // The nearest earlier access wins (the closure saw them in block order).
    found
}

// B: access(p + imm) with p + imm computed outside B -> B: access(gep i8 p[imm])
// B: access(select c, p + imm, q + imm) -> B: access(gep i8 (select c, p, q)[imm])
// B: access(p + C') ... access(p + C), C, C' past the immediate range -> access(gep i8 (p + C')[C - C'])
fn sink_address(op: OperationRef, rewriter: &Rewriter, state: &State) -> bool {
    let Some(function) = op.parent_operation() else {
        return false;
    };
    if function.name().as_string_ref().as_str() != Ok(names::FUNC) {
        return false;
    }
    let Some((index, address)) = address_of(&op) else {
        return false;
    };
    let layout = state.layout.get_or_init(|| DataLayout::of(&function));
    if let Some(sink) = plan_sink(address, &op, &state.settings, layout) {
        return materialize_sink(op, index, sink, rewriter, state);
    }
    if state.settings.split_large_offsets
        && let Some((anchor, delta)) = plan_split(address, &op, layout)
    {
        let reused =
            earlier_in_block(&op, |o| is_sunk_gep(o, anchor, delta)).and_then(|o| result(&o, 0));
        let value = match reused {
            Some(value) => value,
            None => {
                let name = state.names.next("splitgep");
                let Some(value) = gep_i8(rewriter, &op, anchor, delta, &name) else {
                    return false;
                };
                value
            }
        };
        set_address(&op, index, value, rewriter);
        if let Some(remarks) = &state.remarks {
            remarks.emit(
                &op,
                format!("CodeGenPrepare: large offset split, access is {delta} bytes from an earlier access"),
            );
        }
        return true;
    }
    false
}

/// Builds `sink` before `op` (or reuses a copy above it) and makes it `op`'s address.
fn materialize_sink(
    op: OperationRef,
    index: usize,
    sink: Sink,
    rewriter: &Rewriter,
    state: &State,
) -> bool {
    let (base, imm, what) = match sink {
        Sink::Gep(mode) => (mode.base, mode.imm, "address"),
        Sink::Select {
            condition,
            a,
            b,
            imm,
        } => {
            let existing = earlier_in_block(&op, |o| is_select_of(o, condition, a, b))
                .and_then(|o| result(&o, 0));
            let select = match existing {
                Some(select) => select,
                None => {
                    let name = state.names.next("sunk_select");
                    rewriter.set_insertion_point_before(op);
                    let location = named(rewriter, &op, &name);
                    let ty = a.r#type().to_string();
                    let template = format!("llvm.select $0, $1, $2 : i1, {ty}");
                    let Ok(created) = rewriter.create(&template, &[condition, a, b], 1, location)
                    else {
                        return true;
                    };
                    let Some(select) = result(&created, 0) else {
                        return true;
                    };
                    select
                }
            };
            (select, imm, "select address")
        }
    };
    let reused = earlier_in_block(&op, |o| is_sunk_gep(o, base, imm)).and_then(|o| result(&o, 0));
    let value = match reused {
        Some(value) => value,
        None => {
            let name = state.names.next("sunkaddr");
            match gep_i8(rewriter, &op, base, imm, &name) {
                Some(value) => value,
                None => return true,
            }
        }
    };
    set_address(&op, index, value, rewriter);
    if let Some(remarks) = &state.remarks {
        let how = if reused.is_some() { "reused" } else { "new" };
        remarks.emit(
            &op,
            format!("CodeGenPrepare: {what} sunk as base + {imm} ({how} copy)"),
        );
    }
    true
}

/// The name location `name` wrapping `op`'s location, created at the insertion point.
fn named<'c>(rewriter: &Rewriter<'c, '_>, op: &OperationRef<'c, '_>, name: &str) -> Location<'c> {
    let locations = name_locations(rewriter, &[(name.to_string(), op.location())]);
    rewriter.set_insertion_point_before(*op);
    locations.first().copied().unwrap_or(op.location())
}

/// Inserts `getelementptr i8 base[imm]` named `name` right before `op`.
fn gep_i8<'c, 'r>(
    rewriter: &'r Rewriter<'c, '_>,
    op: &OperationRef<'c, '_>,
    base: Value<'c, '_>,
    imm: i64,
    name: &str,
) -> Option<Value<'c, 'r>> {
    rewriter.set_insertion_point_before(*op);
    let location = named(rewriter, op, name);
    let ty = base.r#type().to_string();
    let template = format!("llvm.getelementptr $0[{imm}] : ({ty}) -> {ty}, i8");
    let created = rewriter.create(&template, &[base], 1, location).ok()?;
    result(&created, 0)
}

fn set_address(op: &OperationRef, index: usize, value: Value, rewriter: &Rewriter) {
    let Some(mut mutable) = op_mut(op) else {
        return;
    };
    rewriter.start_op_modification(*op);
    mutable.set_operand(index, value);
    rewriter.finalize_op_modification(*op);
}

/// The mutable handle of `op`, found among its block's ops.
fn op_mut<'c: 'a, 'a>(op: &OperationRef<'c, 'a>) -> Option<OperationRefMut<'c, 'a>> {
    use melior::ir::BlockLike;
    let block = op.block()?;
    let mut current = block.first_operation().zip(block.first_operation_mut());
    while let Some((candidate, mutable)) = current {
        if candidate == *op {
            return Some(mutable);
        }
        current = candidate.next_in_block().zip(candidate.next_in_block_mut());
    }
    None
}
