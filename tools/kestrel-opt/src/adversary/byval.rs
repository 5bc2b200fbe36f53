//! The late `rematerialize`'s view of a kernel's `byval` parameter struct: LLVM 22's NVPTX
//! backend hands the late half a read-only `byval` parameter as
//! `llvm.nvvm.internal.addrspace.wrap.p101.p0(%p)`, rematerialize takes loads of it for
//! free constant-bank operands, and recomputes values computed from fields (`seed + k*W`)
//! inside loops and near their uses instead of keeping them live. Its soundness argument:
//! the parameter space is read-only, and a copy reads only SSA values that dominate it.
//!
//! [`byval_fields`] attacks both halves: a struct of mixed fields (`i8`/`i16` at odd
//! offsets in a packed layout, `i32`, `i64`, `float`, a `[4 x i32]` table) whose values
//! (products, sums with `tid`, selects, shifts, casts, 64-bit output offsets, a float
//! product) are defined before a loop (nested now and then, trip counts from fields or a
//! plain argument) and used inside and after it, next to what must not be recomputed from
//! the parameter: fields of a struct the kernel writes (its own copy, directly or through a
//! noinline device function given its address), fields of a local copy (alloca + memcpy)
//! that the kernel modifies, fields read through a runtime index (`tid`, a field, the loop's
//! counter or its carried value), and values of the loop-carried accumulator. Now and then
//! a second struct of the same type (other values, never written) feeds keys, the table and
//! the trip count: a copy must read the struct its original read.
//!
//! Race- and UB-free by construction: every store goes to the thread's own elements
//! (`out[gid + base]`, `in[gid]`, a row of 32 `aux` words per thread) or to the thread's own
//! copy of the struct, arithmetic on arbitrary field values has no `nsw`/`nuw`, shift
//! amounts are masked, no float becomes an integer but by `bitcast`, and the fields that
//! bound loops and offsets get values that keep them small (the launch records every field,
//! [`Kernel::fields`]).

use super::{
    ir::Func,
    kernel::{Ctx, Kernel, Param},
    rng::Rng,
};

/// What a field of the parameter struct is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    /// Any `i32`: the base of the keys.
    Seed,
    /// Any `i32` or `i64`: the keys' step.
    Stride,
    /// The outer loop's trip count, 0 to 4.
    Trip,
    /// The inner loop's trip count, 1 to 3.
    Inner,
    /// The output's offset, 0 to 2048 (`i32` or `i64`).
    Base,
    /// A `float` `k/4`.
    Scale,
    /// Any `i8` or `i16`.
    Mask,
    /// A thread index cut, 0 to the block size.
    Cut,
    /// A shift amount, 0 to 63 (masked to 31 where used).
    Shift,
    /// `[4 x i32]` of anything, read through a runtime index.
    Table,
}

const ROLES: [Role; 10] = [
    Role::Seed,
    Role::Stride,
    Role::Trip,
    Role::Inner,
    Role::Base,
    Role::Scale,
    Role::Mask,
    Role::Cut,
    Role::Shift,
    Role::Table,
];

/// A field: its LLVM type, its kestrel-sim kind, where it lies, and its value(s) (four for
/// the table).
struct Field {
    role: Role,
    ty: &'static str,
    kind: &'static str,
    offset: u64,
    index: usize,
    values: Vec<String>,
}

impl Field {
    /// Bytes and natural alignment.
    fn size_align(&self) -> (u64, u64) {
        match self.ty {
            "i8" => (1, 1),
            "i16" => (2, 2),
            "i64" => (8, 8),
            "[4 x i32]" => (16, 4),
            _ => (4, 4),
        }
    }
}

/// The struct `%struct.P`: its fields in order, and the `byval` parameter's alignment.
struct Layout {
    fields: Vec<Field>,
    packed: bool,
    size: u64,
    align: u32,
}

impl Layout {
    /// A random order of every role, each with a random type and a value that keeps the
    /// kernel bounded; packed (fields at odd offsets) a quarter of the time.
    fn random(r: &mut Rng, block: u32) -> Layout {
        let mut roles = ROLES.to_vec();
        for i in (1..roles.len()).rev() {
            let j = r.below(i as u64 + 1) as usize;
            roles.swap(i, j);
        }
        let packed = r.chance(25);
        let mut fields = Vec::new();
        let (mut offset, mut max_align) = (0u64, 1u64);
        for (index, role) in roles.into_iter().enumerate() {
            let (ty, kind) = match role {
                Role::Seed => ("i32", "i32"),
                Role::Stride => *r.pick(&[("i32", "i32"), ("i32", "i32"), ("i64", "i64")]),
                Role::Trip => *r.pick(&[("i32", "i32"), ("i16", "u16"), ("i8", "u8")]),
                Role::Inner => *r.pick(&[("i16", "i16"), ("i8", "u8")]),
                Role::Base => *r.pick(&[("i64", "i64"), ("i32", "u32")]),
                Role::Scale => ("float", "f32"),
                Role::Mask => *r.pick(&[("i8", "u8"), ("i16", "u16")]),
                Role::Cut => *r.pick(&[("i16", "i16"), ("i32", "i32")]),
                Role::Shift => ("i8", "u8"),
                Role::Table => ("[4 x i32]", "i32"),
            };
            let values = values_of(r, role, ty, block);
            let mut field = Field {
                role,
                ty,
                kind,
                offset: 0,
                index,
                values,
            };
            let (size, align) = field.size_align();
            if !packed {
                offset = offset.div_ceil(align) * align;
                max_align = max_align.max(align);
            }
            field.offset = offset;
            offset += size;
            fields.push(field);
        }
        let size = if packed {
            offset
        } else {
            offset.div_ceil(max_align) * max_align
        };
        let align = if packed {
            *r.pick(&[4, 8])
        } else if r.chance(25) {
            16
        } else {
            max_align.max(4) as u32
        };
        Layout {
            fields,
            packed,
            size,
            align,
        }
    }

    /// Sets every field of `byval` parameter `param` for the launch: `values` gives each
    /// field's.
    fn set(&self, c: &mut Ctx, param: usize, values: impl Fn(&mut Rng, &Field) -> Vec<String>) {
        for f in &self.fields {
            for (i, value) in values(&mut c.r, f).iter().enumerate() {
                c.byval_field(param, f.offset + 4 * i as u64, f.kind, value);
            }
        }
    }

    fn field(&self, role: Role) -> &Field {
        self.fields
            .iter()
            .find(|f| f.role == role)
            .expect("every role has a field")
    }

    /// `%struct.P = type { ... }` (`<{ ... }>` packed).
    fn type_def(&self) -> String {
        let types: Vec<&str> = self.fields.iter().map(|f| f.ty).collect();
        if self.packed {
            format!("%struct.P = type <{{ {} }}>", types.join(", "))
        } else {
            format!("%struct.P = type {{ {} }}", types.join(", "))
        }
    }

    /// The alignment a load of `natural` bytes at `offset` may claim.
    fn align_at(&self, offset: u64, natural: u64) -> u64 {
        let mut a = natural.min(u64::from(self.align));
        while !offset.is_multiple_of(a) {
            a /= 2;
        }
        a
    }
}

/// Random values for a field of `role` and type `ty` (four for the table): anything where
/// anything goes, small counts and offsets where they bound loops and addresses.
fn values_of(r: &mut Rng, role: Role, ty: &str, block: u32) -> Vec<String> {
    let any32 = |r: &mut Rng| {
        r.range(i64::from(i32::MIN), i64::from(i32::MAX))
            .to_string()
    };
    match role {
        Role::Seed => vec![any32(r)],
        Role::Stride if ty == "i64" => vec![r.range(-(1 << 40), 1 << 40).to_string()],
        Role::Stride => vec![any32(r)],
        Role::Trip => vec![r.range(0, 4).to_string()],
        Role::Inner => vec![r.range(1, 3).to_string()],
        Role::Base => vec![r.range(0, 2048).to_string()],
        Role::Scale => vec![format!("{}", r.range(1, 16) as f64 / 4.0)],
        Role::Mask if ty == "i8" => vec![r.range(0, 255).to_string()],
        Role::Mask => vec![r.range(0, 65535).to_string()],
        Role::Cut => vec![r.range(0, i64::from(block)).to_string()],
        Role::Shift => vec![r.range(0, 63).to_string()],
        Role::Table => (0..4).map(|_| any32(r)).collect(),
    }
}

/// The address of `role`'s field in the struct at `base`, in one of clang's spellings.
fn field_ptr(c: &mut Ctx, lay: &Layout, base: &str, role: Role) -> String {
    let f = lay.field(role);
    match c.r.below(3) {
        0 if f.offset == 0 => base.to_string(),
        0 | 1 => c.f.def(format!(
            "getelementptr inbounds nuw i8, ptr {base}, i64 {}",
            f.offset
        )),
        _ => c.f.def(format!(
            "getelementptr inbounds nuw %struct.P, ptr {base}, i64 0, i32 {}",
            f.index
        )),
    }
}

/// Loads `role`'s field (a scalar) of the struct at `base`, in its own type.
fn load_field(c: &mut Ctx, lay: &Layout, base: &str, role: Role) -> String {
    let p = field_ptr(c, lay, base, role);
    let f = lay.field(role);
    let align = lay.align_at(f.offset, f.size_align().1);
    c.f.def(format!("load {}, ptr {p}, align {align}", f.ty))
}

/// Stores the `i32` `value` into `role`'s field (an `i32` one) of the struct at `base`.
fn store_field(c: &mut Ctx, lay: &Layout, base: &str, role: Role, value: &str) {
    let p = field_ptr(c, lay, base, role);
    let align = lay.align_at(lay.field(role).offset, 4);
    c.f.op(format!("store i32 {value}, ptr {p}, align {align}"));
}

/// `value` of type `ty` as an `i32` (extended, truncated or its bits).
fn to_i32(c: &mut Ctx, value: &str, ty: &str) -> String {
    match ty {
        "i8" | "i16" => {
            let ext = *c.r.pick(&["zext", "sext"]);
            c.f.def(format!("{ext} {ty} {value} to i32"))
        }
        "i64" => c.f.def(format!("trunc i64 {value} to i32")),
        "float" => c.f.def(format!("bitcast float {value} to i32")),
        _ => value.to_string(),
    }
}

/// A non-negative field value of type `ty` (below 2^15) as an `i64`.
fn to_i64(c: &mut Ctx, value: &str, ty: &str) -> String {
    match ty {
        "i64" => value.to_string(),
        _ => {
            let ext = *c.r.pick(&["zext", "sext"]);
            c.f.def(format!("{ext} {ty} {value} to i64"))
        }
    }
}

/// Loads `role`'s field, a small non-negative count, as an `i32`.
fn load_count(c: &mut Ctx, lay: &Layout, base: &str, role: Role) -> String {
    let v = load_field(c, lay, base, role);
    let ty = lay.field(role).ty;
    if ty == "i32" {
        v
    } else {
        let ext = *c.r.pick(&["zext", "sext"]);
        c.f.def(format!("{ext} {ty} {v} to i32"))
    }
}

/// The table's element `j` (an `i64` in `0..4`) of the struct at `base`.
fn load_table(c: &mut Ctx, lay: &Layout, base: &str, j: &str) -> String {
    let f = lay.field(Role::Table);
    let align = lay.align_at(f.offset, 4);
    let p = match c.r.below(3) {
        0 => c.f.def(format!(
            "getelementptr inbounds nuw %struct.P, ptr {base}, i64 0, i32 {}, i64 {j}",
            f.index
        )),
        1 => {
            let t = field_ptr(c, lay, base, Role::Table);
            c.f.def(format!(
                "getelementptr inbounds [4 x i32], ptr {t}, i64 0, i64 {j}"
            ))
        }
        _ => {
            let bytes = c.f.def(format!("shl nuw nsw i64 {j}, 2"));
            let at = c.f.def(format!("add nuw nsw i64 {bytes}, {}", f.offset));
            c.f.def(format!(
                "getelementptr inbounds nuw i8, ptr {base}, i64 {at}"
            ))
        }
    };
    c.f.def(format!("load i32, ptr {p}, align {align}"))
}

/// `v & 3` of an `i32` as an `i64` table index.
fn table_index(c: &mut Ctx, v: &str) -> String {
    let j = c.f.def(format!("and i32 {v}, 3"));
    c.widen_non_negative(&j)
}

/// What else touches the struct: nothing (the backend reads it through the parameter
/// space), or something that makes it memory the kernel writes or that escapes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mutation {
    None,
    /// The kernel stores into its own copy's seed (and table): before the loop or in it.
    Store,
    /// A noinline device function given the struct's address reads a field, and now and
    /// then writes the seed.
    Call {
        writes: bool,
    },
    /// A noinline device function takes the struct by value and runs a loop of its own.
    ByvalCall,
    /// A local copy (`alloca` + `memcpy`) whose seed the kernel rewrites; the seed, and now
    /// and then the table, are read from the copy.
    Copy,
}

/// rematerialize (the late half, through a `byval` parameter struct): see the module
/// comment. `k(out, in, aux, n, P p[, P q])`.
pub fn byval_fields(seed: u64, mut r: Rng) -> Kernel {
    let block = *r.pick(&[32, 64, 128]);
    let grid = *r.pick(&[1, 2]);
    let lay = Layout::random(&mut r, block);
    let trip_arg = r.range(0, 4);
    let second = r.chance(40);
    let mut params = vec![
        Param::Buffer("out"),
        Param::Buffer("in"),
        Param::Buffer("aux"),
        Param::Int("n", trip_arg),
        Param::Byval("p", "%struct.P", lay.align),
    ];
    if second {
        params.push(Param::Byval("q", "%struct.P", lay.align));
    }
    let mut c = Ctx::new(r, block, grid, &params);
    let (out, input, aux, n, p) = (c.param(0), c.param(1), c.param(2), c.param(3), c.param(4));
    c.m.type_def(lay.type_def());
    lay.set(&mut c, 4, |_, f| f.values.clone());
    // A second struct of the same type and other values, never written: a copy must read
    // the field of the struct its original read.
    let q = second.then(|| {
        lay.set(&mut c, 5, |r, f| values_of(r, f.role, f.ty, block));
        c.param(5)
    });
    let mutation = match c.r.below(20) {
        0..=7 => Mutation::None,
        8..=10 => Mutation::Store,
        11..=13 => Mutation::Call {
            writes: c.r.chance(60),
        },
        14..=15 => Mutation::ByvalCall,
        _ => Mutation::Copy,
    };
    let in_loop = c.r.chance(60);
    let (gid64, tid) = (c.gid64.clone(), c.tid.clone());
    let pin = c.buffer_elem(&input, &gid64);
    let x = c.load(&pin, "ptr");

    // Where the seed and the table are read from: the parameter, or a local copy.
    let copy = (mutation == Mutation::Copy).then(|| {
        c.m.declare("declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly, ptr noalias readonly, i64, i1 immarg)");
        let copy = c.f.def(format!("alloca %struct.P, align {}", lay.align));
        c.f.op(format!(
            "call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align {a} dereferenceable({s}) {copy}, ptr noundef nonnull align {a} dereferenceable({s}) {p}, i64 {s}, i1 false)",
            a = lay.align,
            s = lay.size
        ));
        copy
    });
    let seed_src = copy.clone().unwrap_or_else(|| p.clone());
    let table_src = match (&copy, &q) {
        (Some(copy), _) if c.r.chance(50) => copy.clone(),
        (_, Some(q)) if c.r.chance(50) => q.clone(),
        _ => p.clone(),
    };
    if let Some(copy) = &copy
        && !in_loop
    {
        // The copy's seed rewritten before anything reads it.
        let v = c.f.def(format!("xor i32 {x}, {}", c.r.range(1, 1 << 20)));
        store_field(&mut c, &lay, copy, Role::Seed, &v);
    }

    // Values of the fields, defined before the loop.
    let mut live: Vec<String> = Vec::new();
    let seed_v = load_field(&mut c, &lay, &seed_src, Role::Seed);
    let stride_ty = lay.field(Role::Stride).ty;
    let stride = load_field(&mut c, &lay, &p, Role::Stride);
    let seed_q = q.as_ref().map(|q| load_field(&mut c, &lay, q, Role::Seed));
    let mut seeds_w = Vec::new();
    for s in std::iter::once(&seed_v).chain(&seed_q) {
        seeds_w.push(if stride_ty == "i64" {
            c.f.def(format!("sext i32 {s} to i64"))
        } else {
            s.clone()
        });
    }
    let mut keys = Vec::new();
    let mut previous = seeds_w[0].clone();
    for k in 1..=c.r.range(2, 5) {
        let seed_w = c.r.pick(&seeds_w).clone();
        let key = match c.r.below(3) {
            // seed + k*W
            0 => {
                let step = c.f.def(format!("mul {stride_ty} {stride}, {k}"));
                c.f.def(format!("add {stride_ty} {seed_w}, {step}"))
            }
            // key(k-1) + W
            1 => c.f.def(format!("add {stride_ty} {previous}, {stride}")),
            // tid + seed*W + k
            _ => {
                let prod = c.f.def(format!("mul {stride_ty} {seed_w}, {stride}"));
                let t = if stride_ty == "i64" {
                    c.t64.clone()
                } else {
                    tid.clone()
                };
                let sum = c.f.def(format!("add {stride_ty} {prod}, {t}"));
                c.f.def(format!("add {stride_ty} {sum}, {k}"))
            }
        };
        previous = key.clone();
        keys.push(to_i32(&mut c, &key, stride_ty));
    }
    live.extend(keys.iter().cloned());
    // out[gid + base]: a 64-bit offset from a field.
    let base_ty = lay.field(Role::Base).ty;
    let base = load_field(&mut c, &lay, &p, Role::Base);
    let base64 = to_i64(&mut c, &base, base_ty);
    let oi = c.f.def(format!("add nuw nsw i64 {gid64}, {base64}"));
    let pout = c.buffer_elem(&out, &oi);
    // aux[gid*32 + (base & 7) + ...]: a row of the thread's own (the outer loop's words at
    // 0..10, the inner loop's at 16..18).
    let row = c.f.def(format!("shl nuw nsw i64 {gid64}, 5"));
    let low = c.f.def(format!("and i64 {base64}, 7"));
    let aux_row = c.f.def(format!("add nuw nsw i64 {row}, {low}"));
    if c.r.chance(50) {
        let narrow = to_i32(&mut c, &base, base_ty);
        live.push(c.combine(&narrow, &keys[0]));
    }
    // A float product of a field, its bits.
    if c.r.chance(60) {
        let scale = load_field(&mut c, &lay, &p, Role::Scale);
        let conv = *c.r.pick(&["sitofp", "uitofp"]);
        let from = if c.r.chance(50) { &seed_v } else { &tid };
        let fx = c.f.def(format!("{conv} i32 {from} to float"));
        let fp = c.f.def(format!("fmul float {fx}, {scale}"));
        live.push(c.f.def(format!("bitcast float {fp} to i32")));
    }
    // A select on a thread cut from a field.
    if c.r.chance(70) {
        let cut = load_count(&mut c, &lay, &p, Role::Cut);
        let below = c.f.def(format!("icmp ult i32 {tid}, {cut}"));
        let last = keys[keys.len() - 1].clone();
        live.push(c.f.def(format!("select i1 {below}, i32 {}, i32 {last}", keys[0])));
    }
    if c.r.chance(60) {
        let ty = lay.field(Role::Mask).ty;
        let m = load_field(&mut c, &lay, &p, Role::Mask);
        let m = to_i32(&mut c, &m, ty);
        let op = *c.r.pick(&["and", "xor", "or"]);
        live.push(c.f.def(format!("{op} i32 {}, {m}", keys[keys.len() - 1])));
    }
    if c.r.chance(50) {
        let s = load_field(&mut c, &lay, &p, Role::Shift);
        let s = c.f.def(format!("zext i8 {s} to i32"));
        let s = c.f.def(format!("and i32 {s}, 31"));
        let op = *c.r.pick(&["shl", "lshr", "ashr"]);
        live.push(c.f.def(format!("{op} i32 {}, {s}", keys[0])));
    }
    // The table through a runtime index: the thread's, or a field's.
    if c.r.chance(60) {
        let j = if c.r.chance(50) {
            table_index(&mut c, &tid)
        } else {
            table_index(&mut c, &seed_v)
        };
        live.push(load_table(&mut c, &lay, &table_src, &j));
    }

    // The device functions of the mutations.
    match mutation {
        Mutation::Call { writes } => poke(&mut c, &lay, writes),
        Mutation::ByvalCall => byval_device_fn(&mut c, &lay),
        _ => {}
    }
    let mutate = |c: &mut Ctx, value: &str| -> Option<String> {
        match mutation {
            Mutation::Store => {
                store_field(c, &lay, &p, Role::Seed, value);
                if c.r.chance(50) {
                    let j = table_index(c, value);
                    let f = lay.field(Role::Table);
                    let e = c.f.def(format!(
                        "getelementptr inbounds nuw %struct.P, ptr {p}, i64 0, i32 {}, i64 {j}",
                        f.index
                    ));
                    let align = lay.align_at(f.offset, 4);
                    c.f.op(format!("store i32 {value}, ptr {e}, align {align}"));
                }
                None
            }
            Mutation::Call { .. } => Some(c.f.def(format!(
                "call i32 @poke(ptr noundef nonnull {p}, i32 noundef {value})"
            ))),
            Mutation::ByvalCall => {
                let from = if c.r.chance(70) {
                    p.clone()
                } else {
                    seed_src.clone()
                };
                Some(c.f.def(format!(
                    "call i32 @dev(ptr noundef nonnull byval(%struct.P) align {} {from}, i32 noundef {value})",
                    lay.align
                )))
            }
            Mutation::Copy => {
                if in_loop {
                    let copy = copy.as_ref().expect("a copy");
                    store_field(c, &lay, copy, Role::Seed, value);
                }
                None
            }
            Mutation::None => None,
        }
    };
    let mut before = x.clone();
    if !in_loop && let Some(v) = mutate(&mut c, &x) {
        before = c.combine(&before, &v);
    }

    // The loops: trip counts from fields, the argument or a constant.
    let trip = match c.r.below(10) {
        0..=5 => {
            let from = q
                .clone()
                .filter(|_| c.r.chance(50))
                .unwrap_or_else(|| p.clone());
            load_count(&mut c, &lay, &from, Role::Trip)
        }
        6..=8 => n,
        _ => c.r.range(1, 4).to_string(),
    };
    let nested = c.r.chance(40);
    let inner_trip = if nested && c.r.chance(70) {
        load_count(&mut c, &lay, &p, Role::Inner)
    } else {
        c.r.range(1, 3).to_string()
    };
    let inside: Vec<String> = live.iter().filter(|_| c.r.chance(40)).cloned().collect();
    let write_back = c.r.chance(50);
    let reread_inside = c.r.chance(30);
    let table_inside = c.r.chance(40);
    let result = c.counted_loop(&trip, &before, |c, iv, acc| {
        let xv = c.load(&pin, "ptr");
        let a = c.combine(acc, &xv);
        let mut e = c.combine(&a, iv);
        for v in &inside {
            e = c.combine(&e, v);
        }
        // A value of the carried accumulator and a key, stored where a field says.
        let dep = c.f.def(format!("add i32 {acc}, {}", keys[0]));
        let iv64 = c.widen_non_negative(iv);
        let slot = c.f.def(format!("add nuw nsw i64 {aux_row}, {iv64}"));
        let q = c.buffer_elem(&aux, &slot);
        c.store(&dep, &q, "ptr");
        e = c.combine(&e, &dep);
        if reread_inside {
            let s = load_field(c, &lay, &seed_src, Role::Seed);
            e = c.combine(&e, &s);
        }
        if table_inside {
            let from = if c.r.chance(50) { iv } else { acc };
            let j = table_index(c, from);
            let t = load_table(c, &lay, &table_src, &j);
            e = c.combine(&e, &t);
        }
        if nested {
            let k = keys[keys.len() - 1].clone();
            e = c.counted_loop(&inner_trip, &e, |c, jv, acc2| {
                let m = c.combine(acc2, &k);
                let m = c.combine(&m, jv);
                let jv64 = c.widen_non_negative(jv);
                let at = c.f.def(format!("add nuw nsw i64 {row}, 16"));
                let at = c.f.def(format!("add nuw nsw i64 {at}, {jv64}"));
                let q = c.buffer_elem(&aux, &at);
                c.store(&m, &q, "ptr");
                m
            });
        }
        if in_loop && let Some(v) = mutate(c, &e) {
            e = c.combine(&e, &v);
        }
        if write_back {
            c.store(&e, &pin, "ptr");
        }
        e
    });

    // After the loop: every value defined before it, and the seed read again (the
    // kernel's or the copy's, rewritten or not).
    let mut v = c.combine(&result, &x);
    for l in &live {
        v = c.combine(&v, l);
    }
    if c.r.chance(60) {
        let s = load_field(&mut c, &lay, &seed_src, Role::Seed);
        v = c.combine(&v, &s);
    }
    if let Some(q) = &q
        && c.r.chance(50)
    {
        let s = load_field(&mut c, &lay, q, Role::Seed);
        v = c.combine(&v, &s);
    }
    c.store(&v, &pout, "ptr");
    c.finish(seed, "byval_fields")
}

/// `@poke(ptr s, i32 v)`: reads the seed and a table element at `v & 3` of the struct at
/// `s`, and (`writes`) stores `v` into the seed.
fn poke(c: &mut Ctx, lay: &Layout, writes: bool) {
    let kernel = std::mem::replace(
        &mut c.f,
        Func::new("define internal i32 @poke(ptr noundef %s, i32 noundef %v) #1 {"),
    );
    let old = load_field(c, lay, "%s", Role::Seed);
    if writes {
        store_field(c, lay, "%s", Role::Seed, "%v");
    }
    let j = table_index(c, "%v");
    let t = load_table(c, lay, "%s", &j);
    let sum = c.f.def(format!("add i32 {old}, {t}"));
    c.f.op(format!("ret i32 {sum}"));
    let poke = std::mem::replace(&mut c.f, kernel);
    c.m.function(poke);
}

/// `@dev(P s byval, i32 t)`: keys from its own copy's fields, live across a loop over its
/// trip field, its seed now and then rewritten in the loop.
fn byval_device_fn(c: &mut Ctx, lay: &Layout) {
    let kernel = std::mem::replace(
        &mut c.f,
        Func::new(format!(
            "define internal i32 @dev(ptr noundef byval(%struct.P) align {} %s, i32 noundef %t) #1 {{",
            lay.align
        )),
    );
    let seed = load_field(c, lay, "%s", Role::Seed);
    let ty = lay.field(Role::Stride).ty;
    let stride = load_field(c, lay, "%s", Role::Stride);
    let stride = to_i32(c, &stride, ty);
    let k1 = c.f.def(format!("add i32 {seed}, {stride}"));
    let step = c.f.def(format!("mul i32 {stride}, 3"));
    let k3 = c.f.def(format!("add i32 {seed}, {step}"));
    let trip = load_count(c, lay, "%s", Role::Trip);
    let writes = c.r.chance(50);
    let result = c.counted_loop(&trip, "%t", |c, iv, acc| {
        let a = c.combine(acc, &k1);
        let b = c.combine(&a, iv);
        if writes {
            store_field(c, lay, "%s", Role::Seed, &b);
        }
        b
    });
    let again = load_field(c, lay, "%s", Role::Seed);
    let v = c.combine(&result, &k3);
    let v = c.combine(&v, &again);
    c.f.op(format!("ret i32 {v}"));
    let dev = std::mem::replace(&mut c.f, kernel);
    c.m.function(dev);
}
