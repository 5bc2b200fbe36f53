//! byval-promote's view of a call: a device function taking a struct by value (clang's
//! `byval(T) align A` pointer) gets a copy taking the fields it reads as scalars, loaded at
//! each call right before it. Its soundness argument: the callee's copy is made at the call
//! and never written or handed on, so a load placed right before the call reads what the
//! callee would have read.
//!
//! [`byval_calls`] attacks that argument from both sides:
//! - where the caller's bytes change around the call: the source is a stack temporary, the
//!   thread's own slot of a global buffer, or the kernel's own `byval` parameter; the caller
//!   rewrites a field between two calls; the callee itself stores over the caller's global
//!   slot (through a plain pointer argument) before it reads its copy, so a load moved into
//!   the callee, or after the call, reads the new bytes where the original read the old;
//! - where the copy must stay: the callee writes its copy, passes its address on, reads a
//!   field through a runtime index or a volatile load;
//! - fields read only on one path, read twice, through struct or byte offsets, of mixed
//!   types (`i8`/`i16` at odd offsets, `i64`, `float`, `double`), calls under a divergent
//!   condition, callees internal, `dso_local` (callable from outside: the original stays) or
//!   `linkonce_odr`, `noinline` or not (device-inline then inlines the copy).
//!
//! Race- and UB-free by construction: each thread reads and writes only its own 16-byte
//! slot of `aux`, its own `in`/`out` elements and its own stack; float fields become
//! integers only by `bitcast`; a runtime index is masked into the array.

use super::{
    ir::Func,
    kernel::{Ctx, Kernel, Param},
    rng::Rng,
    shapes::call_if,
};

/// A struct passed by value: its LLVM type, alignment and fields (type, byte offset).
struct Layout {
    ty: &'static str,
    align: u32,
    fields: &'static [(&'static str, u64)],
}

const LAYOUTS: &[Layout] = &[
    Layout {
        ty: "{ i32, i32 }",
        align: 4,
        fields: &[("i32", 0), ("i32", 4)],
    },
    Layout {
        ty: "{ double, double }",
        align: 16,
        fields: &[("double", 0), ("double", 8)],
    },
    Layout {
        ty: "{ float, i32, float }",
        align: 4,
        fields: &[("float", 0), ("i32", 4), ("float", 8)],
    },
    Layout {
        ty: "{ i64, i32 }",
        align: 8,
        fields: &[("i64", 0), ("i32", 8)],
    },
    Layout {
        ty: "{ i8, i16, i32 }",
        align: 4,
        fields: &[("i8", 0), ("i16", 2), ("i32", 4)],
    },
    Layout {
        ty: "[4 x i32]",
        align: 4,
        fields: &[("i32", 0), ("i32", 4), ("i32", 8), ("i32", 12)],
    },
];

/// What the callee does with its copy besides reading fields.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Copy {
    /// Only reads: promoted.
    Read,
    /// Stores into it, then reads: stays.
    Written,
    /// Hands its address to another device function: stays.
    Escapes,
    /// Reads a field through a runtime index (arrays only; else Read): stays.
    Indexed,
    /// Reads a field with a volatile load: stays.
    Volatile,
}

/// Where the caller's bytes live.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Source {
    Stack,
    GlobalSlot,
    KernelParameter,
}

pub fn byval_calls(seed: u64, mut r: Rng) -> Kernel {
    let block = *r.pick(&[32u32, 64, 128]);
    let grid = r.range(1, 3) as u32;
    let layout = &LAYOUTS[r.below(LAYOUTS.len() as u64) as usize];
    let struct_ty = layout.ty;
    let source = *r.pick(&[Source::Stack, Source::GlobalSlot, Source::KernelParameter]);
    let params = [
        Param::Buffer("out"),
        Param::Buffer("in"),
        Param::Buffer("aux"),
        Param::Byval("arg", struct_ty, layout.align),
    ];
    let mut c = Ctx::new(r, block, grid, &params);
    let (out, input, aux, arg) = (c.param(0), c.param(1), c.param(2), c.param(3));
    set_kernel_fields(&mut c, layout);
    let copy = *c.r.pick(&[
        Copy::Read,
        Copy::Read,
        Copy::Written,
        Copy::Escapes,
        Copy::Indexed,
        Copy::Volatile,
    ]);
    let overwrites_slot = source == Source::GlobalSlot && c.r.chance(60);
    emit_callee(&mut c, layout, copy, overwrites_slot);

    let x = c.load_input(&input);
    let gid64 = c.gid64.clone();
    let slot_index = c.f.def(format!("shl nuw nsw i64 {gid64}, 2"));
    let slot = c.buffer_elem(&aux, &slot_index);
    let pointer = match source {
        Source::Stack => {
            let temporary =
                c.f.def(format!("alloca {struct_ty}, align {}", layout.align));
            fill_fields(&mut c, layout, &temporary, &x);
            temporary
        }
        Source::GlobalSlot => {
            if c.r.chance(50) {
                fill_fields(&mut c, layout, &slot, &x);
            }
            slot.clone()
        }
        Source::KernelParameter => arg,
    };
    let call = |v: &str| {
        format!(
            "call i32 @g(ptr noundef nonnull byval({struct_ty}) align {} {pointer}, i32 noundef {v}, ptr noundef {slot})",
            layout.align
        )
    };
    let first = if c.r.chance(30) {
        // Under a divergent condition: odd threads only.
        let odd = c.f.def(format!("and i32 {}, 1", c.tid));
        let cond = c.f.def(format!("icmp ne i32 {odd}, 0"));
        let text = call(&x);
        call_if(&mut c, &cond, &text, &x, ("call.g", "call.g.end"))
    } else {
        let text = call(&x);
        c.f.def(text)
    };
    let mut result = first;
    if source != Source::KernelParameter && c.r.chance(60) {
        // The caller changes a field, then calls again: each call reads its own bytes.
        let (ty, offset) = layout.fields[c.r.below(layout.fields.len() as u64) as usize];
        let value = c.f.def(format!("xor i32 {x}, {}", c.r.range(1, 255)));
        store_field(&mut c, &pointer, ty, offset, &value);
        let text = call(&result);
        let second = c.f.def(text);
        result = c.combine(&result, &second);
    }
    if source == Source::GlobalSlot {
        // What the callee may have left in the caller's slot.
        let now = c.load(&slot, "ptr");
        result = c.combine(&result, &now);
    }
    c.store_output(&out, &result);
    c.finish(seed, "byval_calls")
}

/// The launch's values for the kernel's own by-value struct: small, any.
fn set_kernel_fields(c: &mut Ctx, layout: &Layout) {
    for &(ty, offset) in layout.fields {
        let kind = match ty {
            "i8" => "i8",
            "i16" => "i16",
            "i32" => "i32",
            "i64" => "i64",
            "float" => "f32",
            _ => "f64",
        };
        let value = c.r.range(0, 100);
        c.byval_field(3, offset, kind, value);
    }
}

/// `g(ptr byval(T) %s, i32 %v, ptr %q) -> i32`: reads fields of its copy (one only when `v`
/// is odd, one twice) and does what `copy` says with it; stores over `q` first when
/// `overwrites_slot`.
fn emit_callee(c: &mut Ctx, layout: &Layout, copy: Copy, overwrites_slot: bool) {
    let linkage = *c.r.pick(&["internal", "dso_local", "linkonce_odr"]);
    let attributes = if c.r.chance(60) { "#1" } else { "#2" };
    if attributes == "#2" {
        c.m.inlinable = true;
    }
    let mut g = Func::new(format!(
        "define {linkage} i32 @g(ptr noundef byval({}) align {} %s, i32 noundef %v, ptr noundef %q) {attributes} {{",
        layout.ty, layout.align
    ));
    if overwrites_slot {
        g.op("store i32 %v, ptr %q, align 4");
    }
    let mut value = String::from("%v");
    if copy == Copy::Written {
        let (ty, offset) = layout.fields[0];
        let address = field_address(&mut g, c.r.chance(50), layout, "%s", offset);
        let stored = from_i32(&mut g, ty, "%v");
        g.op(format!("store {ty} {stored}, ptr {address}, align 1"));
    }
    if copy == Copy::Escapes {
        // A reader of the copy's first byte (every layout has a field there).
        let mut observe = Func::new("define internal i32 @observe(ptr noundef %p) #1 {");
        let byte = observe.def("load i8, ptr %p, align 1");
        let widened = observe.def(format!("zext i8 {byte} to i32"));
        observe.op(format!("ret i32 {widened}"));
        c.m.function(observe);
        let seen = g.def("call i32 @observe(ptr %s)");
        value = g.def(format!("xor i32 %v, {seen}"));
    }
    let picks: Vec<usize> = (0..layout.fields.len())
        .filter(|_| c.r.chance(70))
        .collect();
    for (n, &index) in picks.iter().enumerate() {
        let (ty, offset) = layout.fields[index];
        let through_struct = c.r.chance(50);
        let address = field_address(&mut g, through_struct, layout, "%s", offset);
        let volatile = if copy == Copy::Volatile && n == 0 {
            "volatile "
        } else {
            ""
        };
        if n == 1 && c.r.chance(60) {
            // Read only on one path.
            let odd = g.def("and i32 %v, 1");
            let cond = g.def(format!("icmp ne i32 {odd}, 0"));
            let (read, skip, join) = (
                g.fresh_label("read"),
                g.fresh_label("skip"),
                g.fresh_label("read.end"),
            );
            g.op(format!("br i1 {cond}, label %{read}, label %{skip}"));
            g.label(&read);
            let loaded = g.def(format!("load {volatile}{ty}, ptr {address}, align 1"));
            let as_int = to_i32(&mut g, ty, &loaded);
            let mixed = g.def(format!("xor i32 {value}, {as_int}"));
            g.op(format!("br label %{join}"));
            g.label(&skip);
            g.op(format!("br label %{join}"));
            g.label(&join);
            value = g.def(format!(
                "phi i32 [ {mixed}, %{read} ], [ {value}, %{skip} ]"
            ));
        } else {
            let loaded = g.def(format!("load {volatile}{ty}, ptr {address}, align 1"));
            let as_int = to_i32(&mut g, ty, &loaded);
            value = g.def(format!("add i32 {value}, {as_int}"));
        }
        if n == 0 && c.r.chance(40) {
            // The same field again.
            let again = g.def(format!("load {ty}, ptr {address}, align 1"));
            let as_int = to_i32(&mut g, ty, &again);
            value = g.def(format!("mul i32 {value}, {as_int}"));
        }
    }
    if copy == Copy::Indexed && layout.ty.starts_with('[') {
        let lane = g.def("and i32 %v, 3");
        let address = g.def(format!(
            "getelementptr inbounds {}, ptr %s, i32 0, i32 {lane}",
            layout.ty
        ));
        let loaded = g.def(format!("load i32, ptr {address}, align 4"));
        value = g.def(format!("xor i32 {value}, {loaded}"));
    }
    g.op(format!("ret i32 {value}"));
    c.m.function(g);
}

/// The address of the field at `offset` of the struct at `base`: a byte offset, or a
/// struct-typed step (`through_struct`, where the type's layout gives one).
fn field_address(
    f: &mut Func,
    through_struct: bool,
    layout: &Layout,
    base: &str,
    offset: u64,
) -> String {
    if offset == 0 {
        return base.to_string();
    }
    if through_struct {
        let index = layout
            .fields
            .iter()
            .position(|&(_, o)| o == offset)
            .expect("a field's offset");
        return f.def(format!(
            "getelementptr inbounds {}, ptr {base}, i32 0, i32 {index}",
            layout.ty
        ));
    }
    f.def(format!(
        "getelementptr inbounds i8, ptr {base}, i64 {offset}"
    ))
}

/// Writes every field of the struct at `base` from `x`.
fn fill_fields(c: &mut Ctx, layout: &Layout, base: &str, x: &str) {
    for (k, &(ty, offset)) in layout.fields.iter().enumerate() {
        let value = c.f.def(format!("add i32 {x}, {}", 3 * k + 1));
        store_field(c, base, ty, offset, &value);
    }
}

/// `*(ty *)(base + offset) = value`, `value` an `i32` converted to `ty`.
fn store_field(c: &mut Ctx, base: &str, ty: &str, offset: u64, value: &str) {
    let address = if offset == 0 {
        base.to_string()
    } else {
        c.f.def(format!(
            "getelementptr inbounds i8, ptr {base}, i64 {offset}"
        ))
    };
    let converted = from_i32(&mut c.f, ty, value);
    c.f.op(format!("store {ty} {converted}, ptr {address}, align 1"));
}

/// An `i32` as a value of `ty` (floats by bit pattern or conversion, never UB).
fn from_i32(f: &mut Func, ty: &str, value: &str) -> String {
    match ty {
        "i32" => value.to_string(),
        "i8" | "i16" => f.def(format!("trunc i32 {value} to {ty}")),
        "i64" => f.def(format!("sext i32 {value} to i64")),
        "float" => f.def(format!("bitcast i32 {value} to float")),
        _ => f.def(format!("sitofp i32 {value} to double")),
    }
}

/// A value of `ty` as an `i32` (floats by bit pattern).
fn to_i32(f: &mut Func, ty: &str, value: &str) -> String {
    match ty {
        "i32" => value.to_string(),
        "i8" | "i16" => f.def(format!("zext {ty} {value} to i32")),
        "i64" => f.def(format!("trunc i64 {value} to i32")),
        "float" => f.def(format!("bitcast float {value} to i32")),
        _ => {
            let bits = f.def(format!("bitcast double {value} to i64"));
            let high = f.def(format!("lshr i64 {bits}, 29"));
            f.def(format!("trunc i64 {high} to i32"))
        }
    }
}
