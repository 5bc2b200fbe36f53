//! Address-arithmetic shapes for common-base-elim, base-addr-strength-reduce,
//! codegenprepare, scev-cgp and addr-canon: index expressions near 32-bit overflow, with
//! and without `nsw`/`nuw`, sign and zero extensions mixed, large constant offsets that
//! cancel, negative strides, several accesses off one base.
//!
//! Race- and UB-freedom by exact evaluation (YARPGen's approach, made exact by the fixed
//! launch): every value is computed for every thread (and loop iteration) while it is
//! emitted, an `nsw`/`nuw`/`nneg`/`inbounds` flag is written only where no thread breaks
//! it, and every final index lands inside the buffer. Wrapping arithmetic without flags is
//! allowed and wanted: `(t + K) - K` in `i32` with `K` near 2^31 wraps and comes back, and a
//! pass that widens it to `i64` as if it could not wrap computes another address.

use super::kernel::{BUFFER_ELEMS, Ctx, Kernel, Param};
use super::rng::Rng;

/// A value with its result for every evaluation point (thread, iteration): `i32` values
/// are kept sign-extended.
#[derive(Clone)]
struct Val {
    name: String,
    wide: bool,
    at: Vec<i64>,
}

/// One evaluation point: thread, block, loop iteration, and the derived global index.
#[derive(Clone, Copy)]
struct Point {
    tid: i64,
    ctaid: i64,
    iv: i64,
    gid: i64,
}

fn points(block: u32, grid: u32, trip: i64) -> Vec<Point> {
    let mut out = Vec::new();
    for ctaid in 0..grid as i64 {
        for tid in 0..block as i64 {
            for iv in 0..trip.max(1) {
                out.push(Point {
                    tid,
                    ctaid,
                    iv,
                    gid: ctaid * block as i64 + tid,
                });
            }
        }
    }
    out
}

fn wrap(v: i128, wide: bool) -> i64 {
    if wide { v as i64 } else { v as i32 as i64 }
}

fn unsigned(v: i64, wide: bool) -> i128 {
    if wide {
        v as u64 as i128
    } else {
        v as u32 as i128
    }
}

fn bits(wide: bool) -> u32 {
    if wide { 64 } else { 32 }
}

fn ty(wide: bool) -> &'static str {
    if wide { "i64" } else { "i32" }
}

/// A binary operation with a constant, its flags chosen among those no point breaks.
fn binary_const(c: &mut Ctx, a: &Val, op: &str, k: i64) -> Val {
    let wide = a.wide;
    let k = wrap(k as i128, wide);
    let mut nsw = true;
    let mut nuw = true;
    let mut at = Vec::with_capacity(a.at.len());
    for &x in &a.at {
        let (signed, uns): (i128, i128) = match op {
            "add" => (x as i128 + k as i128, unsigned(x, wide) + unsigned(k, wide)),
            "sub" => (x as i128 - k as i128, unsigned(x, wide) - unsigned(k, wide)),
            // An unsigned product past i128 is past every width: -1 marks it wrapped.
            "mul" => (
                x as i128 * k as i128,
                unsigned(x, wide)
                    .checked_mul(unsigned(k, wide))
                    .unwrap_or(-1),
            ),
            "shl" => ((x as i128) << k, unsigned(x, wide) << k),
            "xor" => ((x ^ k) as i128, 0),
            "and" => ((x & k) as i128, 0),
            _ => unreachable!("{op}"),
        };
        let result = wrap(signed, wide);
        nsw &= signed == result as i128;
        nuw &= (0..(1i128 << bits(wide))).contains(&uns);
        at.push(result);
    }
    let mut flags = Vec::new();
    if matches!(op, "add" | "sub" | "mul" | "shl") {
        if nuw && c.r.chance(60) {
            flags.push("nuw");
        }
        if nsw && c.r.chance(70) {
            flags.push("nsw");
        }
    }
    let flags = if flags.is_empty() {
        String::new()
    } else {
        format!("{} ", flags.join(" "))
    };
    let name = c.f.def(format!("{op} {flags}{} {}, {k}", ty(wide), a.name));
    Val { name, wide, at }
}

/// `a + b` of two values of one width.
fn add_values(c: &mut Ctx, a: &Val, b: &Val) -> Val {
    binary_values(c, "add", a, b, |x, y| x + y, 60)
}

/// `a op b` of two values of one width, `exact` computing it without wrapping; `nsw` (with
/// `nsw_percent` chance) where no point overflows.
fn binary_values(
    c: &mut Ctx,
    op: &str,
    a: &Val,
    b: &Val,
    exact: fn(i128, i128) -> i128,
    nsw_percent: u64,
) -> Val {
    let wide = a.wide;
    let mut nsw = true;
    let mut at = Vec::new();
    for (&x, &y) in a.at.iter().zip(&b.at) {
        let signed = exact(x as i128, y as i128);
        let result = wrap(signed, wide);
        nsw &= signed == result as i128;
        at.push(result);
    }
    let flags = if nsw && c.r.chance(nsw_percent) {
        "nsw "
    } else {
        ""
    };
    let name =
        c.f.def(format!("{op} {flags}{} {}, {}", ty(wide), a.name, b.name));
    Val { name, wide, at }
}

/// An `i32` value to `i64`: `sext`, `zext`, or `zext nneg` where no point is negative.
fn widen(c: &mut Ctx, a: &Val) -> Val {
    assert!(!a.wide);
    let non_negative = a.at.iter().all(|&x| x >= 0);
    let choice = c.r.below(3);
    let (text, at): (&str, Vec<i64>) = match choice {
        0 => ("sext", a.at.clone()),
        1 if non_negative => ("zext nneg", a.at.clone()),
        _ => ("zext", a.at.iter().map(|&x| x as u32 as i64).collect()),
    };
    let name = c.f.def(format!("{text} i32 {} to i64", a.name));
    Val {
        name,
        wide: true,
        at,
    }
}

/// A constant for an add or sub: small, medium, or near the edge of 32 bits.
fn offset_constant(r: &mut Rng) -> i64 {
    match r.below(5) {
        0 => r.range(0, 64),
        1 => r.range(-64, -1),
        2 => r.range(0, 100_000),
        3 => (1i64 << 31) - r.range(1, 4096),
        _ => -(1i64 << 31) + r.range(0, 4096),
    }
}

/// One random step on `a`; a large `add` is sometimes followed by its inverse, so the
/// value wraps and comes back.
fn step(c: &mut Ctx, a: &Val) -> Val {
    if c.r.chance(25) {
        return non_ring(c, a);
    }
    match c.r.below(7) {
        0 | 1 => {
            let k = offset_constant(&mut c.r);
            let v = binary_const(c, a, "add", k);
            if c.r.chance(60) {
                let op = *c.r.pick(&["add", "sub"]);
                let back = if op == "add" { -k } else { k };
                binary_const(c, &v, op, back)
            } else {
                v
            }
        }
        2 => {
            let k = offset_constant(&mut c.r);
            binary_const(c, a, "sub", k)
        }
        3 => {
            let k = *c.r.pick(&[-4i64, -3, -2, -1, 2, 3, 4, 5, 7, 12]);
            binary_const(c, a, "mul", k)
        }
        4 => {
            let k = c.r.range(1, 4);
            binary_const(c, a, "shl", k)
        }
        5 => {
            let k = c.r.range(0, 255);
            binary_const(c, a, "xor", k)
        }
        _ => {
            let k = *c.r.pick(&[0xff_i64, 0xfff, 0x3fff, 0x7fff_ffff]);
            binary_const(c, a, "and", k)
        }
    }
}

/// An operation whose low 32 bits depend on the high ones (shifts right, divisions,
/// remainders, minima and maxima): narrowing it to 32 bits, or widening it, is sound only
/// where the value's range says so, which is what scev-cgp and the base passes must prove.
fn non_ring(c: &mut Ctx, a: &Val) -> Val {
    let wide = a.wide;
    let t = ty(wide);
    let op = *c.r.pick(&[
        "lshr", "ashr", "udiv", "sdiv", "urem", "srem", "smin", "umax",
    ]);
    let k: i64 = match op {
        "lshr" | "ashr" => c.r.range(1, 6),
        "smin" | "umax" => *c.r.pick(&[0i64, 100, -100, 1 << 20, (1i64 << 31) - 1]),
        _ => c.r.range(2, 9),
    };
    let mut exact = true;
    let at: Vec<i64> =
        a.at.iter()
            .map(|&x| {
                let ux = unsigned(x, wide);
                let (result, rest): (i128, bool) = match op {
                    "lshr" => (ux >> k, ux & ((1 << k) - 1) == 0),
                    "ashr" => ((x as i128) >> k, (x as i128) & ((1 << k) - 1) == 0),
                    "udiv" => (ux / k as i128, ux % k as i128 == 0),
                    "sdiv" => (x as i128 / k as i128, x as i128 % k as i128 == 0),
                    "urem" => (ux % k as i128, true),
                    "srem" => (x as i128 % k as i128, true),
                    "smin" => ((x.min(wrap(k as i128, wide))) as i128, true),
                    _ => (ux.max(unsigned(wrap(k as i128, wide), wide)), true),
                };
                exact &= rest;
                wrap(result, wide)
            })
            .collect();
    let name = match op {
        "smin" | "umax" => {
            let k = wrap(k as i128, wide);
            let pred = if op == "smin" { "slt" } else { "ugt" };
            let cmp = c.f.def(format!("icmp {pred} {t} {}, {k}", a.name));
            c.f.def(format!("select i1 {cmp}, {t} {}, {t} {k}", a.name))
        }
        _ => {
            let exact = if exact && op != "urem" && op != "srem" && c.r.chance(50) {
                "exact "
            } else {
                ""
            };
            c.f.def(format!("{op} {exact}{t} {}, {k}", a.name))
        }
    };
    Val { name, wide, at }
}

/// A thread-dependent leaf: `tid`, `gid`, `ctaid * ntid + tid`, or `ctaid * k + tid`.
fn leaf(c: &mut Ctx, pts: &[Point]) -> Val {
    let choice = c.r.below(4);
    let (name, at): (String, Vec<i64>) = match choice {
        0 => (c.tid.clone(), pts.iter().map(|p| p.tid).collect()),
        1 => (c.gid.clone(), pts.iter().map(|p| p.gid).collect()),
        2 => {
            // `ctaid * ntid + tid` with `ntid` read again: a bound the pass cannot see.
            let ntid = c.sreg("ntid.x", "range(i32 1, 1025)");
            let base = c.f.def(format!("mul nuw nsw i32 {}, {ntid}", c.ctaid));
            let name = c.f.def(format!("add nuw nsw i32 {base}, {}", c.tid));
            (name, pts.iter().map(|p| p.gid).collect())
        }
        _ => {
            let ctaid = Val {
                name: c.ctaid.clone(),
                wide: false,
                at: pts.iter().map(|p| p.ctaid).collect(),
            };
            let tid = Val {
                name: c.tid.clone(),
                wide: false,
                at: pts.iter().map(|p| p.tid).collect(),
            };
            let k = *c.r.pick(&[1i64, 3, 100, 1000]);
            let scaled = binary_const(c, &ctaid, "mul", k);
            let sum = add_values(c, &scaled, &tid);
            return sum;
        }
    };
    Val {
        name,
        wide: false,
        at,
    }
}

/// A thread-dependent index expression: a leaf (plus a strided induction variable in a
/// loop, the stride possibly negative) through a few random steps, maybe widened.
fn expression(c: &mut Ctx, pts: &[Point], iv: Option<&str>) -> Val {
    let mut v = leaf(c, pts);
    if let Some(iv) = iv {
        let iv = Val {
            name: iv.to_string(),
            wide: false,
            at: pts.iter().map(|p| p.iv).collect(),
        };
        let stride = *c.r.pick(&[-3i64, -2, -1, 1, 2, 4, 17]);
        let scaled = binary_const(c, &iv, "mul", stride);
        v = add_values(c, &v, &scaled);
    }
    let v = transform(c, v, 25);
    if v.wide && c.r.chance(25) {
        return batched_row(c, pts, &v);
    }
    v
}

/// `(v + ext tid) * ext ntid`: a batched row index as instcombine factors `v*C + tid*C`, with a
/// runtime factor (wide-mul's shape), masked when its values spread past half a buffer.
fn batched_row(c: &mut Ctx, pts: &[Point], v: &Val) -> Val {
    let tid = Val {
        name: c.tid.clone(),
        wide: false,
        at: pts.iter().map(|p| p.tid).collect(),
    };
    let ntid = Val {
        name: c.sreg("ntid.x", "range(i32 1, 1025)"),
        wide: false,
        at: vec![i64::from(c.block); pts.len()],
    };
    let (tid, ntid) = (widen(c, &tid), widen(c, &ntid));
    let row = add_values(c, v, &tid);
    let product = binary_values(c, "mul", &row, &ntid, |x, y| x * y, 50);
    let (lo, hi) = span(&product);
    if hi as i128 - lo as i128 > (BUFFER_ELEMS / 2) as i128 {
        return binary_const(c, &product, "and", 0x3fff);
    }
    product
}

/// `v` through a few random steps, widened early, late or not at all, masked when its
/// values spread past half a buffer.
fn transform(c: &mut Ctx, mut v: Val, early_widen_percent: u64) -> Val {
    if c.r.chance(early_widen_percent) {
        // Widened first and computed in 64 bits, as clang does for `size_t` indices.
        v = widen(c, &v);
    }
    for _ in 0..c.r.range(1, 4) {
        v = step(c, &v);
    }
    if !v.wide && c.r.chance(75) {
        v = widen(c, &v);
        for _ in 0..c.r.range(0, 2) {
            let k = match c.r.below(3) {
                0 => c.r.range(-5000, 5000),
                1 => (1i64 << 32) + c.r.range(-100, 100),
                _ => -(1i64 << 32) + c.r.range(-100, 100),
            };
            let op = *c.r.pick(&["add", "sub"]);
            v = binary_const(c, &v, op, k);
        }
    }
    let (lo, hi) = span(&v);
    if hi as i128 - lo as i128 > (BUFFER_ELEMS / 2) as i128 {
        v = binary_const(c, &v, "and", 0x3fff);
    }
    v
}

fn span(v: &Val) -> (i64, i64) {
    (*v.at.iter().min().unwrap(), *v.at.iter().max().unwrap())
}

/// Loads `buf[e + base + k]` for each constant `k`, in one of several address spellings,
/// and returns the loaded values. `e + base + k` is inside the buffer at every point.
fn accesses(c: &mut Ctx, buf: &str, sp: &str, e: &Val, base: i64, ks: &[i64]) -> Vec<String> {
    let n = BUFFER_ELEMS;
    let (lo, hi) = span(e);
    // Sums in i128: the values and the base may be anywhere in i64, their sum is not.
    let e_inside = lo as i128 + base as i128 >= 0 && (hi as i128 + base as i128) < n as i128;
    let base_inside = (0..n).contains(&base);
    // An `i32` index is used as such (GEP sign-extends it); the other spellings need `i64`.
    let form = if e.wide { c.r.below(5) } else { 0 };
    // A pointer to buf[base], shared by the accesses of forms 1 and 2.
    let based = if form == 1 || form == 2 {
        let inb = if base_inside { "inbounds " } else { "" };
        let bytes = if base_inside {
            format!("i32, {sp} {buf}, i64 {base}")
        } else {
            format!("i8, {sp} {buf}, i64 {}", base.wrapping_mul(4))
        };
        c.f.def(format!("getelementptr {inb}{bytes}"))
    } else {
        String::new()
    };
    let mut values = Vec::new();
    let mut pointers: Vec<String> = Vec::new();
    for &k in ks {
        let p = match form {
            0 => {
                // One index, one GEP: `buf[e + (base + k)]`.
                let total = base.wrapping_add(k);
                let idx = binary_const(c, e, "add", total);
                let idx_ty = ty(idx.wide);
                c.f.def(format!(
                    "getelementptr inbounds i32, {sp} {buf}, {idx_ty} {}",
                    idx.name
                ))
            }
            1 => {
                // `(&buf[base])[e]` then a byte offset: clang's `p[k]` on a moved base.
                let inb = if e_inside && base_inside {
                    "inbounds "
                } else {
                    ""
                };
                let q = c.f.def(format!(
                    "getelementptr {inb}i32, {sp} {based}, i64 {}",
                    e.name
                ));
                let inb = if e_inside { "inbounds " } else { "" };
                c.f.def(format!("getelementptr {inb}i8, {sp} {q}, i64 {}", 4 * k))
            }
            2 => {
                // `(&buf[base])[e + k]`.
                let idx = binary_const(c, e, "add", k);
                let inb = if base_inside { "inbounds " } else { "" };
                c.f.def(format!(
                    "getelementptr {inb}i32, {sp} {based}, i64 {}",
                    idx.name
                ))
            }
            3 => {
                let idx = binary_const(c, e, "add", base.wrapping_add(k));
                let (p, centre) = backward_step(c, buf, sp, &idx);
                if let Some(centre) = centre {
                    values.push(centre);
                }
                p
            }
            _ => {
                // A huge constant offset that the index cancels: `(buf + 4K)[e + base + k - K]`
                // with 4K past 2^32, no `inbounds`.
                let big = *c.r.pick(&[1i64 << 30, -(1i64 << 30), (1i64 << 31) + 12]);
                let q =
                    c.f.def(format!("getelementptr i8, {sp} {buf}, i64 {}", 4 * big));
                let idx = binary_const(c, e, "add", base.wrapping_add(k).wrapping_sub(big));
                c.f.def(format!("getelementptr i32, {sp} {q}, i64 {}", idx.name))
            }
        };
        let value = match c.r.below(5) {
            0 => conditional_load(c, &p, sp),
            1 if !pointers.is_empty() => {
                // A per-thread choice between two in-bounds addresses (codegenprepare's
                // select sinking, common-base-elim's merged bases).
                let other = c.r.pick(&pointers).clone();
                let bit = c.f.def(format!("and i32 {}, 1", c.tid));
                let odd = c.f.def(format!("icmp ne i32 {bit}, 0"));
                let chosen = c.f.def(format!("select i1 {odd}, {sp} {p}, {sp} {other}"));
                c.load(&chosen, sp)
            }
            _ => c.load(&p, sp),
        };
        pointers.push(p);
        values.push(value);
    }
    values
}

/// A stencil's backward neighbour, `&buf[x - y]` with `x = idx + y` and `y` a variable
/// (`idx & 7`, or that times a constant): addr-canon's sub-index-to-step makes it a step
/// `-y` from `&buf[x]`, which is computed here first, with `inbounds` where every `x` is
/// inside the buffer (and then loaded; the loaded value is returned) and maybe without it.
/// Returns the pointer to `buf[idx]`.
fn backward_step(c: &mut Ctx, buf: &str, sp: &str, idx: &Val) -> (String, Option<String>) {
    let n = BUFFER_ELEMS;
    let mut y = binary_const(c, idx, "and", 7);
    if c.r.chance(50) {
        let k = *c.r.pick(&[2i64, 3, -2, 5, 1 << 20]);
        y = binary_const(c, &y, "mul", k);
    }
    let x = add_values(c, idx, &y);
    let inside = x.at.iter().all(|&v| (0..n).contains(&v));
    let inb = if inside && c.r.chance(70) {
        "inbounds "
    } else {
        ""
    };
    let centre = c.f.def(format!(
        "getelementptr {inb}i32, {sp} {buf}, i64 {}",
        x.name
    ));
    let loaded = inside.then(|| c.load(&centre, sp));
    let no_signed_wrap =
        x.at.iter()
            .zip(&y.at)
            .zip(&idx.at)
            .all(|((&a, &b), &d)| a as i128 - b as i128 == d as i128);
    let nsw = if no_signed_wrap && c.r.chance(60) {
        "nsw "
    } else {
        ""
    };
    let back = c.f.def(format!("sub {nsw}i64 {}, {}", x.name, y.name));
    let p = c.f.def(format!(
        "getelementptr inbounds i32, {sp} {buf}, i64 {back}"
    ));
    (p, loaded)
}

/// `tid % 3 != 0 ? *p : 0`, the address computed above the branch, so the address passes
/// may sink it into the block of its load or hoist a base above it.
fn conditional_load(c: &mut Ctx, p: &str, sp: &str) -> String {
    let rem = c.f.def(format!("urem i32 {}, 3", c.tid));
    let cond = c.f.def(format!("icmp ne i32 {rem}, 0"));
    let pre = c.f.current.clone();
    let then = c.f.fresh_label("load.then");
    let join = c.f.fresh_label("load.end");
    c.f.op(format!("br i1 {cond}, label %{then}, label %{join}"));
    c.f.label(&then);
    let v = c.load(p, sp);
    c.f.op(format!("br label %{join}"));
    c.f.label(&join);
    c.f.def(format!("phi i32 [ {v}, %{then} ], [ 0, %{pre} ]"))
}

/// Offsets of the accesses off one base: neighbours, or far apart (past PTX's immediate
/// range of the address passes' cost models), some negative.
fn access_offsets(r: &mut Rng) -> Vec<i64> {
    let count = r.range(1, 4);
    (0..count)
        .map(|_| match r.below(3) {
            0 => r.range(-8, 8),
            1 => r.range(-200, 200),
            _ => r.range(-20_000, 20_000),
        })
        .collect()
}

/// A base that puts every `e + base + k` inside the buffer, or None when they span too
/// much.
fn place(r: &mut Rng, e: &Val, ks: &[i64]) -> Option<i64> {
    let (lo, hi) = span(e);
    let kmin = *ks.iter().min().unwrap();
    let kmax = *ks.iter().max().unwrap();
    let width = (hi as i128 + kmax as i128) - (lo as i128 + kmin as i128);
    if width >= BUFFER_ELEMS as i128 {
        return None;
    }
    // Wrapping: e + base wraps in i64 exactly as this sum does.
    let slack = r.range(0, BUFFER_ELEMS - 1 - width as i64);
    Some(lo.wrapping_add(kmin).wrapping_neg().wrapping_add(slack))
}

/// `out[gid * w + j]` through wrapping arithmetic: `((gid * w + K) + j) - K` in `i32`.
fn private_store(
    c: &mut Ctx,
    (out, sp): (&str, &str),
    pts: &[Point],
    w: i64,
    j: &Val,
    value: &str,
) {
    let gid = Val {
        name: c.gid.clone(),
        wide: false,
        at: pts.iter().map(|p| p.gid).collect(),
    };
    let row = binary_const(c, &gid, "mul", w);
    let k = offset_constant(&mut c.r);
    let shifted = binary_const(c, &row, "add", k);
    let moved = add_values(c, &shifted, j);
    let back = binary_const(c, &moved, "sub", k);
    let idx = if c.r.chance(50) {
        widen(c, &back)
    } else {
        back
    };
    let p = c.f.def(format!(
        "getelementptr inbounds i32, {sp} {out}, {} {}",
        ty(idx.wide),
        idx.name
    ));
    c.store(value, &p, sp);
}

/// `out` and `in`, then `rest`: generic pointers as clang emits them, or global ones as
/// memory-space-opt leaves them (what the address passes see in `-O3`); and their type.
fn buffers(r: &mut Rng, rest: &[Param]) -> (Vec<Param>, &'static str) {
    let global = r.chance(50);
    let make = |name| {
        if global {
            Param::GlobalBuffer(name)
        } else {
            Param::Buffer(name)
        }
    };
    let mut params = vec![make("out"), make("in")];
    params.extend(rest.iter().map(|p| match p {
        Param::Int(name, value) => Param::Int(name, *value),
        _ => unreachable!("only integer parameters follow the buffers"),
    }));
    (params, if global { "ptr addrspace(1)" } else { "ptr" })
}

/// common-base-elim, codegenprepare, scev-cgp, addr-canon: straight-line loads off one
/// thread-dependent base, each result stored to the thread's own output slots.
pub fn addr(seed: u64, mut r: Rng) -> Kernel {
    let block = *r.pick(&[32, 64, 128]);
    let grid = *r.pick(&[1, 2]);
    let (params, sp) = buffers(&mut r, &[]);
    let mut c = Ctx::new(r, block, grid, &params);
    let (out, input) = (c.param(0), c.param(1));
    let pts = points(block, grid, 1);
    let mut acc = "0".to_string();
    let mut stored = 0;
    for _ in 0..c.r.range(1, 3) {
        let (e, ks, base) = loop {
            let e = expression(&mut c, &pts, None);
            let ks = access_offsets(&mut c.r);
            if let Some(base) = place(&mut c.r, &e, &ks) {
                break (e, ks, base);
            }
        };
        for v in accesses(&mut c, &input, sp, &e, base, &ks) {
            acc = c.combine(&acc, &v);
            let j = Val {
                name: stored.to_string(),
                wide: false,
                at: vec![stored; pts.len()],
            };
            private_store(&mut c, (&out, sp), &pts, 8, &j, &acc);
            stored = (stored + 1) % 8;
        }
    }
    c.finish(seed, "addr")
}

/// A kernel `k(out, in, n)` about to run a loop of `trip` (1 to 4) iterations, `n == trip`,
/// on a block drawn from `blocks` and one or two blocks of grid: its context, the buffers'
/// pointer type, the parameters `out`, `in` and `n`, the trip count and the evaluation points.
fn counted_loop_kernel(
    mut r: Rng,
    blocks: &[u32],
) -> (Ctx, &'static str, [String; 3], i64, Vec<Point>) {
    let block = *r.pick(blocks);
    let grid = *r.pick(&[1, 2]);
    let trip = r.range(1, 5);
    let (params, sp) = buffers(&mut r, &[Param::Int("n", trip)]);
    let c = Ctx::new(r, block, grid, &params);
    let names = [c.param(0), c.param(1), c.param(2)];
    (c, sp, names, trip, points(block, grid, trip))
}

/// base-addr-strength-reduce, scev-cgp, common-base-elim: the same inside a counted loop
/// whose induction variable enters the index with a (possibly negative) stride.
pub fn addr_loop(seed: u64, r: Rng) -> Kernel {
    let (mut c, sp, [out, input, n], trip, pts) = counted_loop_kernel(r, &[32, 64, 128]);
    let row = c.r.chance(30).then(|| hoisted_row(&mut c, &n));
    let trip_value = if c.r.chance(60) { n } else { trip.to_string() };
    let width = 8;
    let result = c.counted_loop(&trip_value, "0", |c, iv, acc| {
        let (e, ks, base) = loop {
            let e = expression(c, &pts, Some(iv));
            let ks = access_offsets(&mut c.r);
            if let Some(base) = place(&mut c.r, &e, &ks) {
                break (e, ks, base);
            }
        };
        let mut acc = acc.to_string();
        for v in accesses(c, &input, sp, &e, base, &ks) {
            acc = c.combine(&acc, &v);
        }
        if let Some(row) = &row {
            let v = row_access(c, &input, sp, &pts, iv, row);
            acc = c.combine(&acc, &v);
        }
        if c.r.chance(50) {
            let j = Val {
                name: iv.to_string(),
                wide: false,
                at: pts.iter().map(|p| p.iv).collect(),
            };
            private_store(c, (&out, sp), &pts, width, &j, &acc);
        }
        acc
    });
    // Slot `width - 1` of the row is past every iteration's slot (trip <= 5 < width - 1).
    let last = Val {
        name: (width - 1).to_string(),
        wide: false,
        at: vec![width - 1; pts.len()],
    };
    private_store(&mut c, (&out, sp), &pts, width, &last, &result);
    c.finish(seed, "addr_loop")
}

/// The most a [`hoisted_row`] offset can be: `3 * n` with a trip count `n` of at most 4.
const HOISTED_ROW_MAX: i64 = 12;

/// A row offset made before a loop, `sext (tid & 3) * sext n` (`nsw`), as LICM leaves a
/// loop-invariant 64-bit product of two extended 32-bit values (wide-mul's fold shape).
fn hoisted_row(c: &mut Ctx, n: &str) -> String {
    let lane = c.f.def(format!("and i32 {}, 3", c.tid));
    let lane = c.f.def(format!("sext i32 {lane} to i64"));
    let n = c.f.def(format!("sext i32 {n} to i64"));
    c.f.def(format!("mul nsw i64 {lane}, {n}"))
}

/// A load in a loop at `(&buf[e])[row]`: an index `e` that varies with the loop, then the
/// hoisted row offset as a second GEP on top (wide-mul folds the product into `e`).
fn row_access(c: &mut Ctx, buf: &str, sp: &str, pts: &[Point], iv: &str, row: &str) -> String {
    let (e, base) = loop {
        let e = expression(c, pts, Some(iv));
        if let Some(base) = place(&mut c.r, &e, &[0, HOISTED_ROW_MAX]) {
            break (e, base);
        }
    };
    let index = binary_const(c, &e, "add", base);
    let index = if index.wide {
        index.name
    } else {
        c.f.def(format!("sext i32 {} to i64", index.name))
    };
    let at =
        c.f.def(format!("getelementptr i32, {sp} {buf}, i64 {index}"));
    let p = c.f.def(format!("getelementptr i32, {sp} {at}, i64 {row}"));
    c.load(&p, sp)
}

/// scev-cgp, base-addr-strength-reduce, codegenprepare: a thread-strided loop,
/// `for (i = tid; i < (n & 4095); i += step)` with `step` one or two block widths (from
/// `ntid` or a constant), reading `in` at indices computed from `i` (sign-extended and
/// widened as clang does, or kept in 32 bits) and writing `out[ctaid * 4096 + i]`.
pub fn strided_loop(seed: u64, mut r: Rng) -> Kernel {
    let block = *r.pick(&[32, 64, 128]);
    let grid = *r.pick(&[1, 2]);
    let n = r.range(1, 4 * block as i64);
    let (params, sp) = buffers(&mut r, &[Param::Int("n", n)]);
    let mut c = Ctx::new(r, block, grid, &params);
    let (out, input, n_arg) = (c.param(0), c.param(1), c.param(2));
    let step = block as i64 * *c.r.pick(&[1i64, 2]);
    let mut pts = Vec::new();
    for ctaid in 0..grid as i64 {
        for tid in 0..block as i64 {
            let mut i = tid;
            while i < n {
                pts.push(Point {
                    tid,
                    ctaid,
                    iv: i,
                    gid: ctaid * block as i64 + tid,
                });
                i += step;
            }
        }
    }
    if pts.is_empty() {
        // n = 0 cannot happen (n >= 1 and thread 0 starts at 0); keep the evaluation total.
        unreachable!("thread 0 always runs one iteration");
    }
    let bound = c.f.def(format!("and i32 {n_arg}, 4095"));
    let step_value = match c.r.below(3) {
        0 => step.to_string(),
        _ => {
            let nt = c.sreg("ntid.x", "range(i32 1, 1025)");
            if step == block as i64 {
                nt
            } else {
                c.f.def(format!("add nuw nsw i32 {nt}, {nt}"))
            }
        }
    };
    let pre = c.f.current.clone();
    let head = c.f.fresh_label("for.body");
    let exit = c.f.fresh_label("for.end");
    let enter = c.f.def(format!("icmp slt i32 {}, {bound}", c.tid));
    c.f.op(format!("br i1 {enter}, label %{head}, label %{exit}"));
    c.f.label(&head);
    let (iv, iv_line) = c.f.reserve();
    let i = Val {
        name: iv.clone(),
        wide: false,
        at: pts.iter().map(|p| p.iv).collect(),
    };
    let (e, ks, base) = loop {
        // Mostly `sext(i)` first, then 64-bit arithmetic: what scev-cgp narrows.
        let e = transform(&mut c, i.clone(), 70);
        let ks = access_offsets(&mut c.r);
        if let Some(base) = place(&mut c.r, &e, &ks) {
            break (e, ks, base);
        }
    };
    let mut acc = "0".to_string();
    for v in accesses(&mut c, &input, sp, &e, base, &ks) {
        acc = c.combine(&acc, &v);
    }
    let row = c.f.def(format!("shl nuw nsw i32 {}, 12", c.ctaid));
    let slot = c.f.def(format!("add nuw nsw i32 {row}, {iv}"));
    let slot = c.f.def(format!("sext i32 {slot} to i64"));
    let po = c.f.def(format!(
        "getelementptr inbounds i32, {sp} {out}, i64 {slot}"
    ));
    c.store(&acc, &po, sp);
    let latch = c.f.current.clone();
    let next = c.f.def(format!("add nsw i32 {iv}, {step_value}"));
    let more = c.f.def(format!("icmp slt i32 {next}, {bound}"));
    c.f.op(format!("br i1 {more}, label %{head}, label %{exit}"));
    c.f.set_reserved(
        iv_line,
        &iv,
        &format!("phi i32 [ {}, %{pre} ], [ {next}, %{latch} ]", c.tid),
    );
    c.f.label(&exit);
    c.finish(seed, "strided_loop")
}

/// base-addr-strength-reduce's families: a loop marching along `z` over
/// `in[at + z*plane + d]`, `d` among `0`, `±w`, `plane` (the next plane) and small
/// constants, some loads in a branch of their own (the threads at a tile's edge), with `w`
/// and `plane` loop-invariant but not constant (from the parameter `n`) and every index in
/// 64 bits, as a 3D stencil indexes with `size_t`. Indices stay inside the buffer by
/// construction: `at` is at least 17 (so `at - w - 1 >= 0`), and the largest index is far
/// below `BUFFER_ELEMS`.
pub fn marching(seed: u64, r: Rng) -> Kernel {
    let (mut c, sp, [out, input, n], trip, pts) = counted_loop_kernel(r, &[32, 64]);
    // w = (n & 15) + 1 in 1..=16 and plane = w * k: invariant, never constant.
    let low = c.f.def(format!("and i32 {n}, 15"));
    let w32 = c.f.def(format!("add nuw nsw i32 {low}, 1"));
    let ext = if c.r.chance(50) { "sext" } else { "zext nneg" };
    let w = c.f.def(format!("{ext} i32 {w32} to i64"));
    let k = *c.r.pick(&[2i64, 3, 4]);
    let plane = c.f.def(format!("mul nuw nsw i64 {w}, {k}"));
    let tid64 = c.f.def(format!("zext nneg i32 {} to i64", c.tid));
    let at = c.f.def(format!("add nuw nsw i64 {tid64}, 17"));
    let shifts: Vec<(String, bool)> = (0..c.r.range(2, 5))
        .map(|_| {
            let conditional = c.r.chance(40);
            let shift = match c.r.below(5) {
                0 => "0".to_string(),
                1 => format!("-{w}"),
                2 => w.clone(),
                3 => plane.clone(),
                _ => c.r.range(-1, 1).to_string(),
            };
            (shift, conditional)
        })
        .collect();
    let result = c.counted_loop(&trip.to_string(), "0", |c, iv, acc| {
        let z = c.f.def(format!("zext nneg i32 {iv} to i64"));
        let off = c.f.def(format!("mul i64 {plane}, {z}"));
        let centre = c.f.def(format!("add i64 {at}, {off}"));
        let mut acc = acc.to_string();
        for (shift, conditional) in &shifts {
            let index = match shift.strip_prefix('-') {
                Some(negated) if negated.starts_with('%') => {
                    c.f.def(format!("sub i64 {centre}, {negated}"))
                }
                _ => c.f.def(format!("add i64 {centre}, {shift}")),
            };
            let p =
                c.f.def(format!("getelementptr i32, {sp} {input}, i64 {index}"));
            let v = if *conditional {
                conditional_load(c, &p, sp)
            } else {
                c.load(&p, sp)
            };
            acc = c.combine(&acc, &v);
        }
        acc
    });
    let last = Val {
        name: "0".to_string(),
        wide: false,
        at: vec![0; pts.len()],
    };
    private_store(&mut c, (&out, sp), &pts, 1, &last, &result);
    c.finish(seed, "marching")
}
