//! Shapes of loops LLVM's vectorizer versioned, aimed at `stride-unversion`.

use super::kernel::{Ctx, Kernel, Param};
use super::rng::Rng;

/// stride-unversion: a thread-strided copy of bytes or halves as clang -O3 vectorizes it, a
/// vector loop entered when the stride (blockDim.x, or gridDim.x * blockDim.x for a
/// grid-strided loop) is 1 and enough elements remain, the original loop (the remainder)
/// after it or instead, both marked `llvm.loop.isvectorized`. Half the seeds launch one-thread
/// blocks (and one block, for the grid-strided form), so the original kernel runs the vector
/// loop and the unversioned one the original loop: kestrel-sim compares what they store. The
/// scalar and vector bodies compute the same per element (a copy, or an add of a constant).
pub fn unit_stride_copy(seed: u64, mut r: Rng) -> Kernel {
    let grid_strided = r.chance(40);
    let one_thread = r.chance(50);
    let block = if one_thread { 1 } else { *r.pick(&[32, 64]) };
    let grid = if one_thread && grid_strided {
        1
    } else if grid_strided {
        *r.pick(&[1, 2])
    } else {
        1
    };
    let (ty, lanes, bytes) = *r.pick(&[("i8", 4u32, 1u32), ("i16", 2, 2)]);
    let n = r.range(1, 300);
    let params = [Param::Buffer("out"), Param::Buffer("in")];
    let mut c = Ctx::new(r, block, grid, &params);
    let (out, input) = (c.param(0), c.param(1));
    let (tid, ctaid) = (c.tid.clone(), c.ctaid.clone());
    let ntid = c.sreg("ntid.x", "range(i32 1, 1025)");
    let (start, stride) = if grid_strided {
        let nctaid = c.sreg("nctaid.x", "range(i32 1, 2147483647)");
        let base = c.f.def(format!("mul i32 {ctaid}, {ntid}"));
        let start = c.f.def(format!("add i32 {base}, {tid}"));
        (start, c.f.def(format!("mul i32 {nctaid}, {ntid}")))
    } else {
        (tid, ntid)
    };
    let vector = format!("<{lanes} x {ty}>");
    let addend = c.r.chance(50).then(|| c.r.range(1, 100));
    let (vector_mark, scalar_mark) = isvectorized_metadata(&mut c);
    let check = c.f.fresh_label("check");
    let vector_ph = c.f.fresh_label("vector.ph");
    let vector_body = c.f.fresh_label("vector.body");
    let middle = c.f.fresh_label("middle");
    let scalar_ph = c.f.fresh_label("scalar.ph");
    let scalar_body = c.f.fresh_label("scalar.body");
    let done = c.f.fresh_label("done");

    let in_range = c.f.def(format!("icmp ult i32 {start}, {n}"));
    c.f.op(format!("br i1 {in_range}, label %{check}, label %{done}"));

    c.f.label(&check);
    let left = c.f.def(format!("sub nuw nsw i32 {n}, {start}"));
    let enough = c.f.def(format!("icmp uge i32 {left}, {lanes}"));
    let unit = if c.r.chance(50) {
        c.f.def(format!("icmp eq i32 {stride}, 1"))
    } else {
        c.f.def(format!("icmp eq i32 1, {stride}"))
    };
    // The vectorizer always checks that a whole vector remains; the stride check is the
    // other operand of the `and`, either side.
    let vectorize = if c.r.chance(50) {
        c.f.def(format!("and i1 {enough}, {unit}"))
    } else {
        c.f.def(format!("and i1 {unit}, {enough}"))
    };
    c.f.op(format!(
        "br i1 {vectorize}, label %{vector_ph}, label %{scalar_ph}"
    ));

    c.f.label(&vector_ph);
    let span = c.f.def(format!("and i32 {left}, {}", -(i64::from(lanes))));
    let end = c.f.def(format!("add nuw nsw i32 {start}, {span}"));
    c.f.op(format!("br label %{vector_body}"));

    c.f.label(&vector_body);
    let (k, k_line) = c.f.reserve();
    let i = c.f.def(format!("add i32 {start}, {k}"));
    let i64 = c.f.def(format!("zext nneg i32 {i} to i64"));
    let splat = addend.map(|a| {
        let lanes = vec![format!("{ty} {a}"); lanes as usize].join(", ");
        format!("<{lanes}>")
    });
    let element = Element {
        ty: &vector,
        scalar: ty,
        align: bytes,
    };
    copy_element(&mut c, &element, (&input, &out), &i64, splat.as_deref());
    let k_next = c.f.def(format!("add nuw i32 {k}, {lanes}"));
    let stop = c.f.def(format!("icmp eq i32 {k_next}, {span}"));
    c.f.op(format!(
        "br i1 {stop}, label %{middle}, label %{vector_body}, !llvm.loop {vector_mark}"
    ));
    c.f.set_reserved(
        k_line,
        &k,
        &format!("phi i32 [ 0, %{vector_ph} ], [ {k_next}, %{vector_body} ]"),
    );

    c.f.label(&middle);
    let all = c.f.def(format!("icmp eq i32 {left}, {span}"));
    c.f.op(format!("br i1 {all}, label %{done}, label %{scalar_ph}"));

    c.f.label(&scalar_ph);
    let resume = c.f.def(format!(
        "phi i32 [ {start}, %{check} ], [ {end}, %{middle} ]"
    ));
    c.f.op(format!("br label %{scalar_body}"));

    c.f.label(&scalar_body);
    let (j, j_line) = c.f.reserve();
    let j64 = c.f.def(format!("zext nneg i32 {j} to i64"));
    let element = Element {
        ty,
        scalar: ty,
        align: bytes,
    };
    let addend = addend.map(|a| a.to_string());
    copy_element(&mut c, &element, (&input, &out), &j64, addend.as_deref());
    let next = c.f.def(format!("add nuw nsw i32 {j}, {stride}"));
    let more = c.f.def(format!("icmp ult i32 {next}, {n}"));
    c.f.op(format!(
        "br i1 {more}, label %{scalar_body}, label %{done}, !llvm.loop {scalar_mark}"
    ));
    c.f.set_reserved(
        j_line,
        &j,
        &format!("phi i32 [ {resume}, %{scalar_ph} ], [ {next}, %{scalar_body} ]"),
    );

    c.f.label(&done);
    c.finish(seed, "unit_stride_copy")
}

/// What one iteration of a loop copies: a vector or a scalar of `scalar` elements.
struct Element<'a> {
    ty: &'a str,
    scalar: &'a str,
    align: u32,
}

/// `out[index] = in[index] (+ addend)`, `index` in elements of `element.scalar`.
fn copy_element(
    c: &mut Ctx,
    element: &Element,
    (input, out): (&str, &str),
    index: &str,
    addend: Option<&str>,
) {
    let (ty, scalar, align) = (element.ty, element.scalar, element.align);
    let from = c.f.def(format!(
        "getelementptr inbounds {scalar}, ptr {input}, i64 {index}"
    ));
    let value = c.f.def(format!("load {ty}, ptr {from}, align {align}"));
    let value = match addend {
        Some(a) => c.f.def(format!("add {ty} {value}, {a}")),
        None => value,
    };
    let to = c.f.def(format!(
        "getelementptr inbounds {scalar}, ptr {out}, i64 {index}"
    ));
    c.f.op(format!("store {ty} {value}, ptr {to}, align {align}"));
}

/// Two loop IDs marked `llvm.loop.isvectorized`, as the vectorizer leaves its vector loop and
/// the remainder: (vector, scalar).
fn isvectorized_metadata(c: &mut Ctx) -> (&'static str, &'static str) {
    c.m.global("!90 = distinct !{!90, !91}");
    c.m.global("!91 = !{!\"llvm.loop.isvectorized\", i32 1}");
    c.m.global("!92 = distinct !{!92, !91}");
    ("!90", "!92")
}
