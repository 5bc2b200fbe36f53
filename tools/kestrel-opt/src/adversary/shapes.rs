//! The shape templates for barriers, shared memory, pointers and atomics: each builds one
//! kernel from random parameters, aimed at one soundness condition (named in its comment),
//! race-free by construction for the launch it records (every thread writes its own
//! elements before a barrier; everything read was written first).

use super::kernel::{Ctx, Kernel, Param, Perm, barrier_in};
use super::{ir::Func, rng::Rng};

fn launch(r: &mut Rng) -> (u32, u32) {
    (*r.pick(&[32, 64, 128]), *r.pick(&[1, 2]))
}

/// An `i64` index in `0..len` for a read of a shared array of `len >= block` elements:
/// per-thread (a permutation plus an offset, `(tid + d) % len`) or uniform (a kernel
/// argument `u < len`, `ctaid`, a constant).
fn read_index(c: &mut Ctx, len: u32, u_arg: &str) -> String {
    let block = c.block;
    match c.r.below(6) {
        0 | 1 => {
            let p = Perm::random(&mut c.r, block);
            let i = c.perm_index(p);
            let d = c.r.range(0, (len - block) as i64);
            c.add64(&i, d)
        }
        2 => c.widen_non_negative(u_arg),
        3 => {
            let ctaid = c.ctaid.clone();
            c.widen_non_negative(&ctaid)
        }
        4 => c.r.range(0, len as i64 - 1).to_string(),
        _ => {
            let d = c.r.range(1, len as i64);
            let s = c.f.def(format!("add nuw nsw i32 {}, {d}", c.tid));
            let m = c.f.def(format!("urem i32 {s}, {len}"));
            c.widen_non_negative(&m)
        }
    }
}

/// dead-sync-elim, early-cse: neighbour exchanges through a shared array (or a global row
/// per block), in stages separated by barriers: per-thread and uniform indices, broadcasts
/// by one thread, and re-reads of an element the thread itself wrote stages ago (which
/// another thread may have overwritten since).
pub fn exchange(seed: u64, mut r: Rng) -> Kernel {
    let (block, grid) = launch(&mut r);
    let len = block + r.range(0, 3) as u32;
    let u = r.range(0, len as i64 - 1);
    let params = [
        Param::Buffer("out"),
        Param::Buffer("in"),
        Param::Int("u", u),
        Param::Exchange("scratch"),
    ];
    let mut c = Ctx::new(r, block, grid, &params);
    let (out, input, u_arg, scratch) = (c.param(0), c.param(1), c.param(2), c.param(3));
    let mut s = c.shared("s", len);
    if c.r.chance(25) {
        s.global = Some(scratch);
    }
    let x = c.load_input(&input);
    c.fill(&s, &x);
    c.barrier();
    let mut acc = x;
    let mut written: Vec<String> = Vec::new();
    let stages = c.r.range(1, 3);
    for stage in 0..stages {
        for _ in 0..c.r.range(1, 3) {
            let i = if !written.is_empty() && c.r.chance(30) {
                c.r.pick(&written).clone()
            } else {
                read_index(&mut c, len, &u_arg)
            };
            let (p, ty) = c.shared_elem(&s, &i);
            let v = c.load(&p, ty);
            acc = c.combine(&acc, &v);
        }
        if stage + 1 == stages {
            break;
        }
        c.maybe_barrier();
        if c.r.chance(30) {
            // One thread broadcasts through s[u]; everyone reads it after the barrier.
            let owner = c.f.def(format!("urem i32 {u_arg}, {block}"));
            let is_owner = c.f.def(format!("icmp eq i32 {}, {owner}", c.tid));
            let value = acc.clone();
            let s2 = s.clone();
            let u2 = u_arg.clone();
            c.if_then(&is_owner, |c| {
                let i = c.widen_non_negative(&u2);
                let (p, ty) = c.shared_elem(&s2, &i);
                c.store(&value, &p, ty);
            });
        } else {
            let w = Perm::random(&mut c.r, block);
            let i = c.perm_index(w);
            let (p, ty) = c.shared_elem(&s, &i);
            c.store(&acc, &p, ty);
            written.push(i);
        }
        c.maybe_barrier();
    }
    c.store_output(&out, &acc);
    c.finish(seed, "exchange")
}

/// dead-sync-elim: a two-dimensional block, where `tid.x` alone does not tell threads
/// apart: row 0 writes `s[p(tid.x)]`, every row reads `s[tid.x]` after the barrier (or an
/// exchange on the linear thread index).
pub fn block_2d(seed: u64, mut r: Rng) -> Kernel {
    let block_x = *r.pick(&[32, 64]);
    let grid = *r.pick(&[1, 2]);
    let params = [Param::Buffer("out"), Param::Buffer("in")];
    let mut c = Ctx::new(r, block_x, grid, &params);
    c.m.kernel_extra_attrs.clear();
    c.block_y = 2;
    let (out, input) = (c.param(0), c.param(1));
    let ty_reg = c.sreg("tid.y", "range(i32 0, 1024)");
    let row = c.f.def(format!("mul nuw nsw i32 {ty_reg}, {block_x}"));
    let linear = c.f.def(format!("add nuw nsw i32 {row}, {}", c.tid));
    let cta_base =
        c.f.def(format!("mul nuw nsw i32 {}, {}", c.ctaid, 2 * block_x));
    let gid = c.f.def(format!("add nuw nsw i32 {cta_base}, {linear}"));
    let gid64 = c.widen_non_negative(&gid);
    let pin = c.buffer_elem(&input, &gid64);
    let x = c.load(&pin, "ptr");
    let result = if c.r.chance(60) {
        let s = c.shared("s", block_x);
        let top = c.f.def(format!("icmp eq i32 {ty_reg}, 0"));
        let perm = Perm::random(&mut c.r, block_x);
        let s2 = s.clone();
        let x2 = x.clone();
        c.if_then(&top, |c| {
            let i = c.perm_index(perm);
            let (p, ty) = c.shared_elem(&s2, &i);
            c.store(&x2, &p, ty);
        });
        c.maybe_barrier();
        let t64 = c.t64.clone();
        let (p, ty) = c.shared_elem(&s, &t64);
        c.load(&p, ty)
    } else {
        let n = 2 * block_x;
        let s = c.shared("s", n);
        let li = c.widen_non_negative(&linear);
        let (p, ty) = c.shared_elem(&s, &li);
        c.store(&x, &p, ty);
        c.maybe_barrier();
        let d = c.r.range(0, n as i64 - 1);
        let moved = c.f.def(format!("add nuw nsw i32 {linear}, {d}"));
        let wrapped = c.f.def(format!("and i32 {moved}, {}", n - 1));
        let ri = c.widen_non_negative(&wrapped);
        let (q, ty) = c.shared_elem(&s, &ri);
        c.load(&q, ty)
    };
    let po = c.buffer_elem(&out, &gid64);
    c.store(&result, &po, "ptr");
    c.finish(seed, "block_2d")
}

/// dead-sync-elim: an exchange inside a loop, where a thread's write of one iteration meets
/// another thread's read of the previous one (barrier B at the loop end).
pub fn loop_exchange(seed: u64, mut r: Rng) -> Kernel {
    let (block, grid) = launch(&mut r);
    let trip = r.range(1, 4);
    let step = r.range(0, 2) as u32;
    let d = r.range(0, 2) as u32;
    let len = block + trip as u32 * step + d + 1;
    let mut c = out_in_n_ctx(r, block, grid, trip);
    let (out, input, n) = (c.param(0), c.param(1), c.param(2));
    let s = c.shared("s", len);
    let x = c.load_input(&input);
    c.fill(&s, &x);
    c.barrier();
    let trip_value = if c.r.chance(60) { n } else { trip.to_string() };
    let barrier_b = !c.r.chance(10);
    let result = c.counted_loop(&trip_value, &x, |c, iv, acc| {
        let base = c.f.def(format!("mul nuw nsw i32 {iv}, {step}"));
        let w = c.f.def(format!("add nuw nsw i32 {base}, {}", c.tid));
        let wi = c.widen_non_negative(&w);
        let (p, ty) = c.shared_elem(&s, &wi);
        let value = c.combine(acc, iv);
        c.store(&value, &p, ty);
        c.maybe_barrier();
        let ri = c.add64(&wi, d as i64);
        let (q, ty) = c.shared_elem(&s, &ri);
        let v = c.load(&q, ty);
        let next = c.combine(acc, &v);
        if barrier_b {
            c.barrier();
        }
        next
    });
    c.store_output(&out, &result);
    c.finish(seed, "loop_exchange")
}

/// dead-sync-elim: a loop whose only barrier follows each iteration's reads of `s[i*step +
/// d]`, entered without a guard (`for (;;)` with a break), and after it thread 0 rewrites the
/// slot an earlier iteration read, through the loop's own `i` (`s[(i - k)*step + d]`): a
/// judgement that stops where the walk comes back round to the barrier sees `i` as one value
/// on both sides and the two slots disjoint, but the store races with slow threads' reads of
/// iteration `i - k` once every run of the barrier is gone.
pub fn loop_tail_store(seed: u64, mut r: Rng) -> Kernel {
    let (block, grid) = launch(&mut r);
    let trip = r.range(2, 5);
    let step = r.range(1, 3) as u32;
    let d = r.range(0, 3) as u32;
    let back = r.range(1, trip) as u32;
    let len = trip as u32 * step + d + 1;
    let mut c = out_in_n_ctx(r, block, grid, trip);
    let (out, input, n) = (c.param(0), c.param(1), c.param(2));
    let s = c.shared("s", len.max(block));
    let x = c.load_input(&input);
    c.fill(&s, &x);
    c.barrier();
    let trip_value = if c.r.chance(60) { n } else { trip.to_string() };
    let pre = c.f.current.clone();
    let head = c.f.fresh_label("loop");
    let exit = c.f.fresh_label("loop.end");
    c.f.op(format!("br label %{head}"));
    c.f.label(&head);
    let (iv, iv_line) = c.f.reserve();
    let (acc, acc_line) = c.f.reserve();
    let base = c.f.def(format!("mul nuw nsw i32 {iv}, {step}"));
    let slot = c.f.def(format!("add nuw nsw i32 {base}, {d}"));
    let slot = c.widen_non_negative(&slot);
    let (p, ty) = c.shared_elem(&s, &slot);
    let v = c.load(&p, ty);
    let next_acc = c.combine(&acc, &v);
    c.barrier();
    let latch = c.f.current.clone();
    let iv_next = c.f.def(format!("add nuw nsw i32 {iv}, 1"));
    let done = c.f.def(format!("icmp sge i32 {iv_next}, {trip_value}"));
    c.f.op(format!("br i1 {done}, label %{exit}, label %{head}"));
    c.f.set_reserved(
        iv_line,
        &iv,
        &format!("phi i32 [ 0, %{pre} ], [ {iv_next}, %{latch} ]"),
    );
    c.f.set_reserved(
        acc_line,
        &acc,
        &format!("phi i32 [ {x}, %{pre} ], [ {next_acc}, %{latch} ]"),
    );
    c.f.label(&exit);
    let first = c.f.def(format!("icmp eq i32 {}, 0", c.tid));
    let late = c.f.def(format!("icmp uge i32 {iv}, {back}"));
    let rewrite = c.f.def(format!("and i1 {first}, {late}"));
    c.if_then(&rewrite, |c| {
        let earlier = c.f.def(format!("sub nuw nsw i32 {iv}, {back}"));
        let base = c.f.def(format!("mul nuw nsw i32 {earlier}, {step}"));
        let slot = c.f.def(format!("add nuw nsw i32 {base}, {d}"));
        let slot = c.widen_non_negative(&slot);
        let (q, ty) = c.shared_elem(&s, &slot);
        c.store("1000", &q, ty);
    });
    c.store_output(&out, &next_acc);
    c.finish(seed, "loop_tail_store")
}

/// dead-sync-elim, memory-space-opt: a store through a select (or PHI) of per-thread
/// pointers into two shared arrays (or a shared and a global one), a barrier, then a read
/// of the neighbour through the same pointer: `p = f ? &sa[t] : &sb[t+1]; *p = v;
/// __syncthreads(); out[t] = p[1]`.
pub fn select_ptr(seed: u64, r: Rng) -> Kernel {
    pointer_merge(seed, r, false)
}

/// As [`select_ptr`], the pointer merged by a PHI after a branch.
pub fn phi_ptr(seed: u64, r: Rng) -> Kernel {
    pointer_merge(seed, r, true)
}

fn pointer_merge(seed: u64, mut r: Rng, phi: bool) -> Kernel {
    let (block, grid) = launch(&mut r);
    let u = r.range(0, 1);
    let params = [
        Param::Buffer("out"),
        Param::Buffer("in"),
        Param::Exchange("scratch"),
        Param::Int("u", u),
    ];
    let mut c = Ctx::new(r, block, grid, &params);
    let (out, input, scratch, u_arg) = (c.param(0), c.param(1), c.param(2), c.param(3));
    let global_b = c.r.chance(30);
    let mut sa = c.shared("sa", block + 1);
    let mut sb = c.shared("sb", block + 2);
    if global_b {
        sa.generic = true;
    }
    sb.generic = sa.generic;
    let x = c.load_input(&input);
    c.fill(&sa, &x);
    let y = c.f.def(format!("add i32 {x}, 77"));
    c.fill(&sb, &y);
    c.barrier();
    let flag = match c.r.below(4) {
        0 => c.f.def(format!("icmp ne i32 {u_arg}, 0")),
        1 => {
            let bit = c.f.def(format!("and i32 {}, 1", c.tid));
            c.f.def(format!("icmp eq i32 {bit}, 0"))
        }
        2 => {
            let k = c.r.range(1, block as i64 - 1);
            c.f.def(format!("icmp ult i32 {}, {k}", c.tid))
        }
        _ => {
            let v = c.f.def(format!("xor i32 {}, {u_arg}", c.tid));
            c.f.def(format!("trunc i32 {v} to i1"))
        }
    };
    let ty = if sa.generic {
        "ptr"
    } else {
        "ptr addrspace(3)"
    };
    let t64 = c.t64.clone();
    let make_a = |c: &mut Ctx| c.shared_elem(&sa, &t64).0;
    let make_b = |c: &mut Ctx| {
        let t1 = c.add64(&c.t64.clone(), 1);
        if global_b {
            // scratch[ctaid * (block + 2) + tid + 1]: a row per block, so p[1] stays in it.
            let row =
                c.f.def(format!("mul nuw nsw i32 {}, {}", c.ctaid, block + 2));
            let row = c.widen_non_negative(&row);
            let i = c.f.def(format!("add nuw nsw i64 {row}, {t1}"));
            c.buffer_elem(&scratch, &i)
        } else {
            c.shared_elem(&sb, &t1).0
        }
    };
    let p = if phi {
        let (then, other, join) = (
            c.f.fresh_label("sel.a"),
            c.f.fresh_label("sel.b"),
            c.f.fresh_label("sel.end"),
        );
        c.f.op(format!("br i1 {flag}, label %{then}, label %{other}"));
        c.f.label(&then);
        let pa = make_a(&mut c);
        c.f.op(format!("br label %{join}"));
        c.f.label(&other);
        let pb = make_b(&mut c);
        c.f.op(format!("br label %{join}"));
        c.f.label(&join);
        c.f.def(format!("phi {ty} [ {pa}, %{then} ], [ {pb}, %{other} ]"))
    } else {
        let pa = make_a(&mut c);
        let pb = make_b(&mut c);
        c.f.def(format!("select i1 {flag}, {ty} {pa}, {ty} {pb}"))
    };
    let v = c.combine(&x, &y);
    c.store(&v, &p, ty);
    c.maybe_barrier();
    let k = *c.r.pick(&[1, 1, 1, 0]);
    let q = if c.r.chance(50) {
        c.f.def(format!(
            "getelementptr inbounds nuw i8, {ty} {p}, i64 {}",
            4 * k
        ))
    } else {
        c.f.def(format!("getelementptr inbounds i32, {ty} {p}, i64 {k}"))
    };
    let w = c.load(&q, ty);
    c.store_output(&out, &w);
    c.finish(seed, if phi { "phi_ptr" } else { "select_ptr" })
}

/// dead-sync-elim, memory-space-opt: a noinline device function given a per-thread pointer
/// (`f(&s[tid])`) that writes `p[0]`, meets a barrier and reads `p[o]`; sometimes called a
/// second time with a global pointer, so it has two address-space signatures.
pub fn device_fn(seed: u64, mut r: Rng) -> Kernel {
    let (block, grid) = launch(&mut r);
    let params = [
        Param::Buffer("out"),
        Param::Buffer("in"),
        Param::Exchange("scratch"),
    ];
    let mut c = Ctx::new(r, block, grid, &params);
    let (out, input, scratch) = (c.param(0), c.param(1), c.param(2));
    let offset = *c.r.pick(&[1i64, -1, 2, 1]);
    let linkage = *c.r.pick(&["internal", "dso_local"]);
    let mut f = Func::new(format!(
        "define {linkage} i32 @f(ptr noundef %p, i32 noundef %v) #1 {{"
    ));
    f.op("store i32 %v, ptr %p, align 4");
    barrier_in(&mut c.m, &mut f, &mut c.r);
    let q = f.def(format!(
        "getelementptr inbounds i8, ptr %p, i64 {}",
        4 * offset
    ));
    let x = f.def(format!("load i32, ptr {q}, align 4"));
    let y = f.def(format!("add i32 {x}, %v"));
    if c.r.chance(30) {
        // A second exchange through the same pointer: p[0] rewritten after a barrier.
        barrier_in(&mut c.m, &mut f, &mut c.r);
        f.op(format!("store i32 {y}, ptr %p, align 4"));
        barrier_in(&mut c.m, &mut f, &mut c.r);
        let z = f.def(format!("load i32, ptr {q}, align 4"));
        f.op(format!("ret i32 {z}"));
    } else {
        f.op(format!("ret i32 {y}"));
    }
    c.m.function(f);
    let mut s = c.shared("s", block + 2);
    s.generic = true;
    let x = c.load_input(&input);
    c.fill(&s, &x);
    c.barrier();
    let base = if offset < 0 { 1 } else { 0 };
    let t64 = c.t64.clone();
    let i = c.add64(&t64, base);
    let p = if c.r.chance(50) {
        c.shared_elem(&s, &i).0
    } else {
        // The shared pointer made generic after indexing, as InferAddressSpaces leaves it.
        let p3 = c.f.def(format!(
            "getelementptr inbounds i32, ptr addrspace(3) @{}, i64 {i}",
            s.name
        ));
        c.f.def(format!("addrspacecast ptr addrspace(3) {p3} to ptr"))
    };
    let mut result = c.f.def(format!(
        "tail call i32 @f(ptr noundef {p}, i32 noundef {x})"
    ));
    if c.r.chance(50) {
        let row =
            c.f.def(format!("mul nuw nsw i32 {}, {}", c.ctaid, block + 2));
        let row = c.widen_non_negative(&row);
        let j = c.f.def(format!("add nuw nsw i64 {row}, {i}"));
        let g = c.buffer_elem(&scratch, &j);
        result = c.f.def(format!(
            "tail call i32 @f(ptr noundef {g}, i32 noundef {result})"
        ));
    }
    c.store_output(&out, &result);
    c.finish(seed, "device_fn")
}

/// dead-sync-elim: the last-block reduction (`threadFenceReduction`): partial results,
/// `__threadfence()`, an atomic ticket, a shared flag, and the last block reading every
/// block's partials.
pub fn last_block(seed: u64, mut r: Rng) -> Kernel {
    let block = *r.pick(&[32, 64, 128]);
    let grid = r.range(2, 4) as u32;
    let params = [
        Param::Buffer("out"),
        Param::Buffer("in"),
        Param::Exchange("partial"),
    ];
    let mut c = Ctx::new(r, block, grid, &params);
    let (out, input, partial) = (c.param(0), c.param(1), c.param(2));
    c.m.global("@count = internal addrspace(1) global i32 0, align 4");
    c.m.global("@amLast = internal unnamed_addr addrspace(3) global i32 undef, align 4");
    let x = c.load_input(&input);
    let y = c.f.def(format!("mul i32 {x}, 3"));
    let gid64 = c.gid64.clone();
    let pp = c.buffer_elem(&partial, &gid64);
    c.store(&y, &pp, "ptr");
    let every_thread_fences = c.r.chance(60);
    if every_thread_fences {
        c.threadfence();
    }
    c.barrier();
    let first = c.f.def(format!("icmp eq i32 {}, 0", c.tid));
    let reader_fence = c.r.chance(50);
    c.if_then(&first, |c| {
        if !every_thread_fences {
            c.threadfence();
        }
        let counter = if c.r.chance(50) {
            "ptr addrspace(1) @count".to_string()
        } else {
            "ptr addrspacecast (ptr addrspace(1) @count to ptr)".to_string()
        };
        let order = *c.r.pick(&["seq_cst", "monotonic"]);
        let ticket =
            c.f.def(format!("atomicrmw add {counter}, i32 1 {order}, align 4"));
        if reader_fence {
            c.threadfence();
        }
        let last = c.f.def(format!("icmp eq i32 {ticket}, {}", c.grid - 1));
        let flag = c.f.def(format!("zext i1 {last} to i32"));
        c.f.op(format!(
            "store i32 {flag}, ptr addrspace(3) @amLast, align 4"
        ));
    });
    c.barrier();
    let flag = c.f.def("load i32, ptr addrspace(3) @amLast, align 4");
    let is_last = c.f.def(format!("icmp ne i32 {flag}, 0"));
    c.if_then(&is_last, |c| {
        let nblocks = c.sreg("nctaid.x", "range(i32 1, -2147483648)");
        let sum = c.counted_loop(&nblocks, "0", |c, b, acc| {
            let row = c.f.def(format!("mul nuw nsw i32 {b}, {}", c.block));
            let i = c.f.def(format!("add nuw nsw i32 {row}, {}", c.tid));
            let i = c.widen_non_negative(&i);
            let p = c.buffer_elem(&partial, &i);
            let v = c.load(&p, "ptr");
            c.f.def(format!("add i32 {acc}, {v}"))
        });
        let t64 = c.t64.clone();
        let po = c.buffer_elem(&out, &t64);
        c.store(&sum, &po, "ptr");
    });
    c.finish(seed, "last_block")
}

/// memory-space-opt: a byval struct with a pointer field that device code overwrites with
/// a shared (or local) pointer before dereferencing it, in the kernel (each thread writes
/// the field of its own copy of the parameter, a barrier, each reads it back) or in a device
/// function's own copy.
pub fn byval_ptr(seed: u64, mut r: Rng) -> Kernel {
    let (block, grid) = launch(&mut r);
    let in_kernel = r.chance(50);
    let params = [
        Param::Buffer("out"),
        Param::Buffer("in"),
        Param::Exchange("scratch"),
        Param::Byval("box", "%struct.Box", 8),
    ];
    let mut c = Ctx::new(r, block, grid, &params);
    c.m.type_def("%struct.Box = type { ptr, i32, i32 }");
    let (out, input, scratch, bx) = (c.param(0), c.param(1), c.param(2), c.param(3));
    let mut s = c.shared("s", block);
    s.generic = true;
    let x = c.load_input(&input);
    c.fill(&s, &x);
    let result = if in_kernel {
        // A kernel's byval parameter is each thread's own copy once written.
        let (p0, _) = c.shared_elem(&s, "0");
        c.f.op(format!("store ptr {p0}, ptr {bx}, align 8"));
        c.barrier();
        let p = c.f.def(format!("load ptr, ptr {bx}, align 8"));
        let perm = Perm::random(&mut c.r, block);
        let i = c.perm_index(perm);
        let q =
            c.f.def(format!("getelementptr inbounds i32, ptr {p}, i64 {i}"));
        let v = c.load(&q, "ptr");
        let field =
            c.f.def(format!("getelementptr inbounds nuw i8, ptr {bx}, i64 8"));
        let w = c.load(&field, "ptr");
        c.combine(&v, &w)
    } else {
        let local = c.r.chance(40);
        let mut g = Func::new(
            "define internal i32 @g(ptr noundef byval(%struct.Box) align 8 %b, ptr noundef %sp, i32 noundef %v) #1 {",
        );
        let target = if local {
            let a = g.def("alloca i32, align 4");
            g.op(format!("store i32 %v, ptr {a}, align 4"));
            a
        } else {
            "%sp".to_string()
        };
        g.op(format!("store ptr {target}, ptr %b, align 8"));
        let p = g.def("load ptr, ptr %b, align 8");
        let old = g.def(format!("load i32, ptr {p}, align 4"));
        let sum = g.def(format!("add i32 {old}, %v"));
        g.op(format!("store i32 {sum}, ptr {p}, align 4"));
        let back = g.def(format!("load i32, ptr {p}, align 4"));
        g.op(format!("ret i32 {back}"));
        c.m.function(g);
        let tmp = c.f.def("alloca %struct.Box, align 8");
        let gid64 = c.gid64.clone();
        let gp = c.buffer_elem(&scratch, &gid64);
        c.f.op(format!("store ptr {gp}, ptr {tmp}, align 8"));
        let f1 =
            c.f.def(format!("getelementptr inbounds nuw i8, ptr {tmp}, i64 8"));
        c.store(&x, &f1, "ptr");
        let t64 = c.t64.clone();
        let (sp, _) = c.shared_elem(&s, &t64);
        c.f.def(format!(
            "call i32 @g(ptr noundef nonnull byval(%struct.Box) align 8 {tmp}, ptr noundef {sp}, i32 noundef {x})"
        ))
    };
    c.store_output(&out, &result);
    c.finish(seed, "byval_ptr")
}

/// memory-space-opt, dead-sync-elim: a `__device__` table of pointers that threads fill with
/// shared or global pointers (plain stores or atomic exchanges), then, after a barrier,
/// dereference a neighbour's entry.
pub fn ptr_table(seed: u64, mut r: Rng) -> Kernel {
    let (block, grid) = launch(&mut r);
    let params = [
        Param::Buffer("out"),
        Param::Buffer("in"),
        Param::Exchange("scratch"),
    ];
    let mut c = Ctx::new(r, block, grid, &params);
    let (out, input, scratch) = (c.param(0), c.param(1), c.param(2));
    let n = block * grid;
    if c.r.chance(50) {
        c.m.global(format!(
            "@tab = dso_local addrspace(1) externally_initialized global [{n} x ptr] zeroinitializer, align 8"
        ));
    } else {
        c.m.global(format!(
            "@tab = internal unnamed_addr addrspace(1) global [{n} x ptr] zeroinitializer, align 8"
        ));
    }
    let mut s = c.shared("s", block);
    s.generic = true;
    let x = c.load_input(&input);
    c.fill(&s, &x);
    let gid64 = c.gid64.clone();
    let gp = c.buffer_elem(&scratch, &gid64);
    let y = c.f.def(format!("add i32 {x}, 1"));
    c.store(&y, &gp, "ptr");
    let t64 = c.t64.clone();
    let (sp, _) = c.shared_elem(&s, &t64);
    let p = match c.r.below(3) {
        0 => sp,
        1 => gp,
        _ => {
            let bit = c.f.def(format!("and i32 {}, 1", c.tid));
            let odd = c.f.def(format!("icmp ne i32 {bit}, 0"));
            c.f.def(format!("select i1 {odd}, ptr {sp}, ptr {gp}"))
        }
    };
    if c.r.chance(25) {
        // A thread-private slot on the stack holding the pointer (memory-space-opt's
        // local objects), read back after the barrier: the pointee is another thread's.
        let slot = c.f.def("alloca ptr, align 8");
        c.f.op(format!("store ptr {p}, ptr {slot}, align 8"));
        c.maybe_barrier();
        let q = c.f.def(format!("load ptr, ptr {slot}, align 8"));
        let k = *c.r.pick(&[0i64, 1, -1]);
        // p[k] stays inside the thread's row: p is s[tid] or scratch[gid]; k = 1 only
        // below the block's last thread, k = -1 only above its first.
        let edge = if k > 0 { block - 1 } else { 0 };
        let inside = c.f.def(format!("icmp ne i32 {}, {edge}", c.tid));
        let k = c.f.def(format!("select i1 {inside}, i64 {k}, i64 0"));
        let e =
            c.f.def(format!("getelementptr inbounds i32, ptr {q}, i64 {k}"));
        let v = c.load(&e, "ptr");
        c.store_output(&out, &v);
        return c.finish(seed, "ptr_table");
    }
    let as_integer = c.r.chance(20);
    let (table, slot_ty) = if c.r.chance(50) {
        ("ptr addrspace(1) @tab", "ptr addrspace(1)")
    } else {
        ("ptr addrspacecast (ptr addrspace(1) @tab to ptr)", "ptr")
    };
    let slot = c.f.def(format!(
        "getelementptr inbounds [{n} x ptr], {table}, i64 0, i64 {gid64}"
    ));
    let atomic = !as_integer && c.r.chance(30);
    if as_integer {
        // The pointer's bits stored as an integer (`(uintptr_t)p`).
        let bits = c.f.def(format!("ptrtoint ptr {p} to i64"));
        c.f.op(format!("store i64 {bits}, {slot_ty} {slot}, align 8"));
    } else if atomic {
        c.f.def(format!(
            "atomicrmw xchg {slot_ty} {slot}, ptr {p} monotonic, align 8"
        ));
    } else {
        c.f.op(format!("store ptr {p}, {slot_ty} {slot}, align 8"));
    }
    c.maybe_barrier();
    let perm = Perm::random(&mut c.r, block);
    let i = c.perm_index(perm);
    let row = c.f.def(format!("mul nuw nsw i32 {}, {block}", c.ctaid));
    let row = c.widen_non_negative(&row);
    let j = c.f.def(format!("add nuw nsw i64 {row}, {i}"));
    let other = c.f.def(format!(
        "getelementptr inbounds [{n} x ptr], {table}, i64 0, i64 {j}"
    ));
    let q = if as_integer {
        let bits = c.f.def(format!("load i64, {slot_ty} {other}, align 8"));
        c.f.def(format!("inttoptr i64 {bits} to ptr"))
    } else if atomic && c.r.chance(50) {
        c.f.def(format!(
            "load atomic ptr, {slot_ty} {other} monotonic, align 8"
        ))
    } else {
        c.f.def(format!("load ptr, {slot_ty} {other}, align 8"))
    };
    let v = c.load(&q, "ptr");
    c.store_output(&out, &v);
    c.finish(seed, "ptr_table")
}

/// dead-sync-elim, early-cse: atomics on a shared counter between barriers (the counter
/// read after the second barrier must see every thread's add), and on global words.
pub fn atomics(seed: u64, mut r: Rng) -> Kernel {
    let (block, grid) = launch(&mut r);
    let params = [
        Param::Buffer("out"),
        Param::Buffer("in"),
        Param::Exchange("acc"),
    ];
    let mut c = Ctx::new(r, block, grid, &params);
    let (out, input, acc) = (c.param(0), c.param(1), c.param(2));
    c.m.global("@cnt = internal unnamed_addr addrspace(3) global i32 undef, align 4");
    let counter = if c.r.chance(50) {
        "ptr addrspace(3) @cnt"
    } else {
        "ptr addrspacecast (ptr addrspace(3) @cnt to ptr)"
    };
    let x = c.load_input(&input);
    let first = c.f.def(format!("icmp eq i32 {}, 0", c.tid));
    c.if_then(&first, |c| {
        c.f.op(format!("store i32 0, {counter}, align 4"));
    });
    c.maybe_barrier();
    let v = c.f.def(format!("and i32 {x}, 7"));
    let op = *c.r.pick(&["add", "or", "xor", "max", "umin"]);
    let order = *c.r.pick(&["monotonic", "seq_cst"]);
    let scope = *c.r.pick(&["", " syncscope(\"block\")"]);
    c.f.def(format!(
        "atomicrmw {op} {counter}, i32 {v}{scope} {order}, align 4"
    ));
    if c.r.chance(50) {
        // A global word per block, with a commutative operation: the final value does not
        // depend on the order.
        let cta = c.ctaid.clone();
        let i = c.widen_non_negative(&cta);
        let g = c.buffer_elem(&acc, &i);
        let gop = *c.r.pick(&["add", "max", "and"]);
        c.f.def(format!(
            "atomicrmw {gop} ptr {g}, i32 {x} monotonic, align 4"
        ));
    }
    c.maybe_barrier();
    let total = c.f.def(format!("load i32, {counter}, align 4"));
    let result = c.combine(&total, &x);
    c.store_output(&out, &result);
    c.finish(seed, "atomics")
}

/// Behind `Options::counted_barriers`: named barriers with thread counts. Each half of a
/// 128-thread block exchanges through its own `bar.sync ID, 64`, or the first half produces
/// and `bar.arrive 1, 128`s while the second half `bar.sync 1, 128`s and consumes.
pub fn counted_barrier(seed: u64, mut r: Rng) -> Kernel {
    let grid = *r.pick(&[1, 2]);
    let params = [Param::Buffer("out"), Param::Buffer("in")];
    let mut c = Ctx::new(r, 128, grid, &params);
    let (out, input) = (c.param(0), c.param(1));
    c.m.declare("declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)");
    c.m.declare("declare void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32, i32)");
    let s = c.shared("s", 128);
    let x = c.load_input(&input);
    let low = c.f.def(format!("icmp ult i32 {}, 64", c.tid));
    let result = if c.r.chance(50) {
        c.fill(&s, &x);
        let (a, b, join) = (
            c.f.fresh_label("half.low"),
            c.f.fresh_label("half.high"),
            c.f.fresh_label("half.end"),
        );
        c.f.op(format!("br i1 {low}, label %{a}, label %{b}"));
        c.f.label(&a);
        c.f.op("tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 64)");
        c.f.op(format!("br label %{join}"));
        c.f.label(&b);
        c.f.op("tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 2, i32 64)");
        c.f.op(format!("br label %{join}"));
        c.f.label(&join);
        // tid ^ k with k < 64 stays in the thread's half.
        let k = c.r.range(1, 63);
        let i = c.perm_index(Perm::Xor(k as u32));
        let (p, ty) = c.shared_elem(&s, &i);
        c.load(&p, ty)
    } else {
        let (a, b, join) = (
            c.f.fresh_label("producer"),
            c.f.fresh_label("consumer"),
            c.f.fresh_label("roles.end"),
        );
        c.f.op(format!("br i1 {low}, label %{a}, label %{b}"));
        c.f.label(&a);
        let t64 = c.t64.clone();
        let (p, ty) = c.shared_elem(&s, &t64);
        c.store(&x, &p, ty);
        c.f.op("tail call void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32 1, i32 128)");
        c.f.op(format!("br label %{join}"));
        c.f.label(&b);
        c.f.op("tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 128)");
        let t64 = c.t64.clone();
        let i = c.f.def(format!("sub nuw nsw i64 {t64}, 64"));
        let (q, ty) = c.shared_elem(&s, &i);
        let v = c.load(&q, ty);
        c.f.op(format!("br label %{join}"));
        c.f.label(&join);
        c.f.def(format!("phi i32 [ {x}, %{a} ], [ {v}, %{b} ]"))
    };
    c.store_output(&out, &result);
    c.finish(seed, "counted_barrier")
}

/// memory-space-opt (root cause 6 of issue #34): inline asm with a "memory" clobber that
/// stores a shared pointer into a slot the kernel then loads and dereferences. A third of
/// the time the asm is `sideeffect`; otherwise only the clobber says it writes memory, with no
/// output (which MLIR takes for dead and Kestrel's runs must keep) or with an output the
/// kernel uses (an offset of 0 into the slot), as clang gives it (an asm without outputs is
/// volatile in CUDA).
pub fn asm_store(seed: u64, mut r: Rng) -> Kernel {
    let (block, grid) = launch(&mut r);
    let params = [
        Param::Buffer("out"),
        Param::Buffer("in"),
        Param::Exchange("slots"),
    ];
    let mut c = Ctx::new(r, block, grid, &params);
    let (out, input, slots) = (c.param(0), c.param(1), c.param(2));
    let mut s = c.shared("s", block);
    s.generic = true;
    let x = c.load_input(&input);
    c.fill(&s, &x);
    c.barrier();
    let perm = Perm::random(&mut c.r, block);
    let i = c.perm_index(perm);
    let (sp, _) = c.shared_elem(&s, &i);
    let gid64 = c.gid64.clone();
    let slot = c.f.def(format!(
        "getelementptr inbounds i64, ptr {slots}, i64 {gid64}"
    ));
    let form = c.r.range(0, 2);
    let slot = if form < 2 {
        // `sideeffect`, or only the clobber saying it writes (MLIR takes that form for pure
        // and would erase it, LLVM keeps it: the run marks it, see pipelines::run).
        let sideeffect = if form == 0 { "sideeffect " } else { "" };
        c.f.op(format!(
            "tail call void asm {sideeffect}\"st.u64 [$0], $1;\", \"l,l,~{{memory}}\"(ptr {slot}, ptr {sp})"
        ));
        slot
    } else {
        let zero = c.f.def(format!(
            "tail call i64 asm \"{{ st.u64 [$1], $2; mov.u64 $0, 0; }}\", \"=l,l,l,~{{memory}}\"(ptr {slot}, ptr {sp})"
        ));
        c.f.def(format!("getelementptr inbounds i8, ptr {slot}, i64 {zero}"))
    };
    let q = c.f.def(format!("load ptr, ptr {slot}, align 8"));
    let v = c.load(&q, "ptr");
    c.store_output(&out, &v);
    c.finish(seed, "asm_store")
}

/// dead-sync-elim, early-cse: an exchange inside each warp ordered by `__syncwarp()` only
/// (lanes of one warp read each other's elements: `t ^ k`, `(t & ~31) | ((t + d) & 31)`),
/// stored again and re-read after a second `__syncwarp()`.
pub fn warp_exchange(seed: u64, mut r: Rng) -> Kernel {
    let (block, grid) = launch(&mut r);
    let params = [Param::Buffer("out"), Param::Buffer("in")];
    let mut c = Ctx::new(r, block, grid, &params);
    let (out, input) = (c.param(0), c.param(1));
    c.m.declare("declare void @llvm.nvvm.bar.warp.sync(i32)");
    let s = c.shared("s", block);
    let x = c.load_input(&input);
    let t64 = c.t64.clone();
    let (own, ty) = c.shared_elem(&s, &t64);
    c.store(&x, &own, ty);
    let mut acc = x;
    for round in 0..c.r.range(1, 2) {
        if !c.r.chance(4) {
            c.f.op("tail call void @llvm.nvvm.bar.warp.sync(i32 -1)");
        }
        let lane_index = if c.r.chance(50) {
            let k = c.r.range(1, 31);
            c.f.def(format!("xor i32 {}, {k}", c.tid))
        } else {
            let d = c.r.range(1, 31);
            let moved = c.f.def(format!("add nuw nsw i32 {}, {d}", c.tid));
            let lane = c.f.def(format!("and i32 {moved}, 31"));
            let warp = c.f.def(format!("and i32 {}, -32", c.tid));
            c.f.def(format!("or disjoint i32 {warp}, {lane}"))
        };
        let i = c.widen_non_negative(&lane_index);
        let (p, ty) = c.shared_elem(&s, &i);
        let v = c.load(&p, ty);
        acc = c.combine(&acc, &v);
        if round == 0 {
            // Everyone of the warp has read before anyone writes again.
            if !c.r.chance(4) {
                c.f.op("tail call void @llvm.nvvm.bar.warp.sync(i32 -1)");
            }
            c.store(&acc, &own, ty);
        }
    }
    c.store_output(&out, &acc);
    c.finish(seed, "warp_exchange")
}

/// early-cse, dead-sync-elim: the kernel stores `s[t]`, calls a noinline device function
/// whose barriers let other threads read and overwrite it, then stores `s[t]` again and
/// reads it back: neither the first store is dead nor the reload forwardable.
pub fn call_barrier(seed: u64, mut r: Rng) -> Kernel {
    let (block, grid) = launch(&mut r);
    let params = [Param::Buffer("out"), Param::Buffer("in")];
    let mut c = Ctx::new(r, block, grid, &params);
    let (out, input) = (c.param(0), c.param(1));
    let mut s = c.shared("s", block);
    s.generic = true;
    // g(s, t): barrier; v = s[p1(t)]; barrier; s[p2(t)] = v + 1; barrier; return v.
    let p1 = Perm::random(&mut c.r, block);
    let p2 = Perm::random(&mut c.r, block);
    let g = Func::new(format!(
        "define {} i32 @g(ptr noundef %s, i32 noundef %t) #1 {{",
        c.r.pick(&["internal", "dso_local"])
    ));
    emit_barrier_exchange(&mut c, g, block, p1, p2);
    let x = c.load_input(&input);
    let t64 = c.t64.clone();
    let (own, ty) = c.shared_elem(&s, &t64);
    c.store(&x, &own, ty);
    let base = "addrspacecast (ptr addrspace(3) @s to ptr)";
    let got = c.f.def(format!(
        "tail call i32 @g(ptr noundef {base}, i32 noundef {})",
        c.tid
    ));
    let seen = c.load(&own, ty);
    let y = c.combine(&got, &seen);
    if c.r.chance(50) {
        c.store(&y, &own, ty);
        let again = c.f.def(format!(
            "tail call i32 @g(ptr noundef {base}, i32 noundef {})",
            c.tid
        ));
        let last = c.load(&own, ty);
        let z = c.combine(&again, &last);
        c.store_output(&out, &z);
    } else {
        c.store_output(&out, &y);
    }
    c.finish(seed, "call_barrier")
}

/// rematerialize: values built before a loop and used after it, the loop being the register
/// peak. Recomputable: the output address, `tid`/`ctaid` arithmetic, a compare and a select
/// of them. Not: the load of `in[gid]` the loop may overwrite (a copy after the loop would
/// read the new value), a quotient, now and then one of them also used inside the loop
/// (its copy would go where it is defined), and now and then the address of an element of a
/// local array the loop writes (the address reads nothing live, but a copy of its `alloca`
/// would be another array: sha256's state words came back uninitialised).
pub fn live_across_loop(seed: u64, r: Rng) -> Kernel {
    let (mut c, trip) = across_loop_ctx(r);
    values_live_across_loop(&mut c, trip);
    c.finish(seed, "live_across_loop")
}

/// `live_across_loop` twice, as two kernels of one module (`@k`, `@k2`, each its own draw):
/// what the late half does to one kernel need not pay in the other, so measured code
/// generation settles them apart (`late_settle`) and emits a module mixed per function.
pub fn twin_kernels(seed: u64, r: Rng) -> Kernel {
    let (mut c, trip) = across_loop_ctx(r);
    values_live_across_loop(&mut c, trip);
    c.next_kernel("k2");
    values_live_across_loop(&mut c, trip);
    c.finish(seed, "twin_kernels")
}

/// The launch and parameters of `live_across_loop`: `out`, `in` and the trip count `n`.
fn across_loop_ctx(mut r: Rng) -> (Ctx, i64) {
    let (block, grid) = launch(&mut r);
    let trip = r.range(1, 5);
    (out_in_n_ctx(r, block, grid, trip), trip)
}

/// A kernel of the loop shapes' parameters: buffers `out` and `in`, the trip count `n`
/// (passed as `trip`).
fn out_in_n_ctx(r: Rng, block: u32, grid: u32, trip: i64) -> Ctx {
    let params = [
        Param::Buffer("out"),
        Param::Buffer("in"),
        Param::Int("n", trip),
    ];
    Ctx::new(r, block, grid, &params)
}

/// The body of `live_across_loop` in the kernel `c` is building.
fn values_live_across_loop(c: &mut Ctx, trip: i64) {
    let (out, input, n) = (c.param(0), c.param(1), c.param(2));
    let gid64 = c.gid64.clone();
    let (gid, tid, ctaid) = (c.gid.clone(), c.tid.clone(), c.ctaid.clone());
    let pin = c.buffer_elem(&input, &gid64);
    let first = c.load(&pin, "ptr");
    let pout = c.buffer_elem(&out, &gid64);
    let k = c.r.range(2, 9);
    let quotient = c.f.def(format!("udiv i32 {gid}, {k}"));
    let scaled = c.f.def(format!("mul i32 {tid}, {}", c.r.range(1, 7)));
    let mixed = c.combine(&scaled, &ctaid);
    let cut = c.r.range(0, i64::from(c.block));
    let low = c.f.def(format!("icmp ult i32 {tid}, {cut}"));
    let chosen =
        c.f.def(format!("select i1 {low}, i32 {mixed}, i32 {quotient}"));
    let write_back = c.r.chance(50);
    let inside = *c.r.pick(&["", "first", "quotient", "chosen", "mixed"]);
    let used_inside = match inside {
        "first" => Some(first.clone()),
        "quotient" => Some(quotient.clone()),
        "chosen" => Some(chosen.clone()),
        "mixed" => Some(mixed.clone()),
        _ => None,
    };
    let local = c.r.chance(40).then(|| {
        let array = c.f.def("alloca [4 x i32], align 4");
        for k in 0..4 {
            let slot = c.f.def(format!(
                "getelementptr inbounds [4 x i32], ptr {array}, i64 0, i64 {k}"
            ));
            let value = c.combine(&first, &k.to_string());
            c.store(&value, &slot, "ptr");
        }
        let lane = c.r.range(0, 3);
        let element = c.f.def(format!(
            "getelementptr inbounds [4 x i32], ptr {array}, i64 0, i64 {lane}"
        ));
        (array, element)
    });
    let trip_value = if c.r.chance(60) { n } else { trip.to_string() };
    let result = c.counted_loop(&trip_value, &first, |c, iv, acc| {
        let x = c.load(&pin, "ptr");
        let a = c.combine(acc, &x);
        let b = c.combine(&a, iv);
        let d = c.combine(&b, &x);
        let e = match &used_inside {
            Some(v) => c.combine(&d, v),
            None => d,
        };
        if write_back {
            c.store(&e, &pin, "ptr");
        }
        if let Some((array, _)) = &local {
            let lane = c.f.def(format!("and i32 {iv}, 3"));
            let lane = c.f.def(format!("zext i32 {lane} to i64"));
            let slot = c.f.def(format!(
                "getelementptr inbounds [4 x i32], ptr {array}, i64 0, i64 {lane}"
            ));
            let old = c.load(&slot, "ptr");
            let new = c.combine(&old, &e);
            c.store(&new, &slot, "ptr");
        }
        e
    });
    let v = c.combine(&result, &first);
    let v = match &local {
        Some((_, element)) => {
            let kept = c.load(element, "ptr");
            c.combine(&v, &kept)
        }
        None => v,
    };
    let v = c.combine(&v, &chosen);
    let v = c.combine(&v, &mixed);
    c.store(&v, &pout, "ptr");
}

/// device-inline, then memory-space-opt and the rest of -O3 on the inlined body: inlinable
/// device functions (no `noinline`) called from the kernel. `@h` has no barrier: it reads
/// through a pointer that is, per seed, a generic shared, global or local (stack) one, may
/// keep a constant-size alloca of its own, returns from two places, and is called under a
/// divergent condition or not. `@b` has barriers (an exchange through a shared array passed
/// as a generic pointer, as `call_barrier`) and is called by every thread, or under a
/// block-uniform condition; sometimes twice, so two copies land in the kernel.
pub fn inline_calls(seed: u64, mut r: Rng) -> Kernel {
    let (block, grid) = launch(&mut r);
    let params = [Param::Buffer("out"), Param::Buffer("in")];
    let mut c = Ctx::new(r, block, grid, &params);
    c.m.inlinable = true;
    let (out, input) = (c.param(0), c.param(1));
    let linkage = |c: &mut Ctx| *c.r.pick(&["internal", "dso_local", "linkonce_odr"]);
    // h(p, v): x = *p (through a slot of its own now and then); v odd ? x + v : x ^ k.
    let mut h = Func::new(format!(
        "define {} i32 @h(ptr noundef %p, i32 noundef %v) #2 {{",
        linkage(&mut c)
    ));
    let x = if c.r.chance(50) {
        let slot = h.def("alloca [2 x i32], align 4");
        let y = h.def("load i32, ptr %p, align 4");
        let second = h.def(format!("getelementptr inbounds i8, ptr {slot}, i64 4"));
        h.op(format!("store i32 {y}, ptr {second}, align 4"));
        h.def(format!("load i32, ptr {second}, align 4"))
    } else {
        h.def("load i32, ptr %p, align 4")
    };
    let odd = h.def("and i32 %v, 1");
    let is_odd = h.def(format!("icmp ne i32 {odd}, 0"));
    h.op(format!("br i1 {is_odd}, label %odd, label %even"));
    h.label("odd");
    let sum = h.def(format!("add i32 {x}, %v"));
    h.op(format!("ret i32 {sum}"));
    h.label("even");
    let k = c.r.range(1, 255);
    let mixed = h.def(format!("xor i32 {x}, {k}"));
    h.op(format!("ret i32 {mixed}"));
    c.m.function(h);
    // b(s, t): barrier; v = s[p1(t)]; barrier; s[p2(t)] = v + 1; barrier; return v.
    let b = Func::new(format!(
        "define {} i32 @b(ptr noundef %s, i32 noundef %t) #2 {{",
        linkage(&mut c)
    ));
    let p1 = Perm::random(&mut c.r, block);
    let p2 = Perm::random(&mut c.r, block);
    emit_barrier_exchange(&mut c, b, block, p1, p2);

    let x = c.load_input(&input);
    let mut s = c.shared("s", block);
    s.generic = true;
    let t64 = c.t64.clone();
    let (own, ty) = c.shared_elem(&s, &t64);
    c.store(&x, &own, ty);
    c.barrier();
    // The pointer @h reads: a generic shared, global or local one.
    let pointer = match c.r.below(3) {
        0 => own.clone(),
        1 => {
            let gid64 = c.gid64.clone();
            c.buffer_elem(&input, &gid64)
        }
        _ => {
            let slot = c.f.def("alloca i32, align 4");
            c.f.op(format!("store i32 {x}, ptr {slot}, align 4"));
            slot
        }
    };
    let got = if c.r.chance(50) {
        // Under a divergent condition: odd threads only (h has no barrier).
        let one = c.f.def(format!("and i32 {}, 1", c.tid));
        let cond = c.f.def(format!("icmp ne i32 {one}, 0"));
        let call = format!("call i32 @h(ptr noundef {pointer}, i32 noundef {})", c.tid);
        call_if(&mut c, &cond, &call, &x, ("call.h", "call.end"))
    } else {
        c.f.def(format!(
            "call i32 @h(ptr noundef {pointer}, i32 noundef {})",
            c.tid
        ))
    };
    c.barrier();
    let base = "addrspacecast (ptr addrspace(3) @s to ptr)";
    let exchanged = if c.r.chance(40) {
        // Under a block-uniform condition: every thread of a block calls @b, or none.
        let one = c.f.def(format!("and i32 {}, 1", c.ctaid));
        let cond = c.f.def(format!("icmp eq i32 {one}, 0"));
        let call = format!("call i32 @b(ptr noundef {base}, i32 noundef {})", c.tid);
        call_if(&mut c, &cond, &call, "0", ("call.b", "call.b.end"))
    } else {
        let y = c.f.def(format!(
            "call i32 @b(ptr noundef {base}, i32 noundef {})",
            c.tid
        ));
        if c.r.chance(50) {
            let z = c.f.def(format!(
                "call i32 @b(ptr noundef {base}, i32 noundef {})",
                c.tid
            ));
            c.combine(&y, &z)
        } else {
            y
        }
    };
    let result = c.combine(&got, &exchanged);
    c.store_output(&out, &result);
    c.finish(seed, "inline_calls")
}

/// Finishes `f(ptr %s, i32 %t) -> i32` as an exchange through `s` and adds it to the module:
/// barrier; v = s[p1(t)]; barrier; s[p2(t)] = v + 1; barrier; return v.
fn emit_barrier_exchange(c: &mut Ctx, mut f: Func, block: u32, p1: Perm, p2: Perm) {
    let index = |g: &mut Func, p: Perm| -> String {
        let v = match p {
            Perm::Ident => "%t".to_string(),
            Perm::Xor(k) => g.def(format!("xor i32 %t, {k}")),
            Perm::AddMask(d) => {
                let a = g.def(format!("add nuw nsw i32 %t, {d}"));
                g.def(format!("and i32 {a}, {}", block - 1))
            }
            Perm::MulOddMask(k) => {
                let a = g.def(format!("mul nuw nsw i32 %t, {k}"));
                g.def(format!("and i32 {a}, {}", block - 1))
            }
            Perm::Reverse => g.def(format!("sub nuw nsw i32 {}, %t", block - 1)),
        };
        g.def(format!("zext nneg i32 {v} to i64"))
    };
    barrier_in(&mut c.m, &mut f, &mut c.r);
    let i1 = index(&mut f, p1);
    let q1 = f.def(format!("getelementptr inbounds i32, ptr %s, i64 {i1}"));
    let v = f.def(format!("load i32, ptr {q1}, align 4"));
    barrier_in(&mut c.m, &mut f, &mut c.r);
    let i2 = index(&mut f, p2);
    let q2 = f.def(format!("getelementptr inbounds i32, ptr %s, i64 {i2}"));
    let w = f.def(format!("add i32 {v}, 1"));
    f.op(format!("store i32 {w}, ptr {q2}, align 4"));
    barrier_in(&mut c.m, &mut f, &mut c.r);
    f.op(format!("ret i32 {v}"));
    c.m.function(f);
}

/// `cond ? call : otherwise`, the call in a block of its own that runs only where `cond`
/// holds (labels: the call's block and the join).
pub(super) fn call_if(
    c: &mut Ctx,
    cond: &str,
    call: &str,
    otherwise: &str,
    labels: (&str, &str),
) -> String {
    let entry = c.f.current.clone();
    let then = c.f.fresh_label(labels.0);
    let join = c.f.fresh_label(labels.1);
    c.f.op(format!("br i1 {cond}, label %{then}, label %{join}"));
    c.f.label(&then);
    let y = c.f.def(call);
    c.f.op(format!("br label %{join}"));
    c.f.label(&join);
    c.f.def(format!(
        "phi i32 [ {otherwise}, %{entry} ], [ {y}, %{then} ]"
    ))
}

/// Addresses computed once, before a loop nest, and used inside its inner loop (what
/// rematerialize's pointer copies inside loops, `remat-loop-pointers`, recompute there): a
/// thread's own slots of a shared array (`s[tid + j*block]`, plain or generic, some behind a
/// running offset as clang's unrolled staging loops leave them) and of the output, each read
/// and written in the inner loop under a condition on its counter, then summed into
/// `out[gid]`. No thread touches another's slots, so the shape needs no barrier.
pub fn addresses_across_loops(seed: u64, mut r: Rng) -> Kernel {
    let (block, grid) = launch(&mut r);
    let (outer, inner) = (r.range(1, 4), r.range(1, 5));
    let params = [
        Param::Buffer("out"),
        Param::Buffer("in"),
        Param::Int("n", outer),
    ];
    let mut c = Ctx::new(r, block, grid, &params);
    let (out, input, n) = (c.param(0), c.param(1), c.param(2));
    let slots = c.r.range(2, 5);
    let s = c.shared("s", block * slots as u32);
    let (gid64, t64) = (c.gid64.clone(), c.t64.clone());
    let first = c.load_input(&input);
    // Slot j of this thread: `tid + j*block`, each from the last by a running step or each
    // from `tid` on its own.
    let chained = c.r.chance(50);
    let mut addresses: Vec<(String, &'static str)> = Vec::new();
    let mut index = t64.clone();
    for j in 0..slots {
        if j > 0 {
            index = if chained {
                c.f.def(format!("add nuw nsw i64 {index}, {block}"))
            } else {
                c.f.def(format!("add nuw nsw i64 {t64}, {}", j * i64::from(block)))
            };
        }
        let (slot, ty) = c.shared_elem(&s, &index);
        let init = c.combine(&first, &j.to_string());
        c.store(&init, &slot, ty);
        addresses.push((slot, ty));
    }
    let pout = c.buffer_elem(&out, &gid64);
    c.store(&first, &pout, "ptr");
    addresses.push((pout.clone(), "ptr"));
    let outer_trip = if c.r.chance(60) { n } else { outer.to_string() };
    let result = c.counted_loop(&outer_trip, &first, |c, i, acc| {
        c.counted_loop(&inner.to_string(), acc, |c, j, acc| {
            let mut acc = acc.to_string();
            for (address, ty) in &addresses {
                let bit = c.r.range(0, 2);
                let masked = c.f.def(format!("and i32 {j}, {}", 1 << bit));
                let on = c.f.def(format!("icmp ne i32 {masked}, 0"));
                let value = c.combine(&acc, i);
                c.if_then(&on, |c| {
                    let old = c.load(address, ty);
                    let new = c.combine(&old, &value);
                    c.store(&new, address, ty);
                });
                acc = c.combine(&acc, &value);
            }
            acc
        })
    });
    let mut total = result;
    for (address, ty) in &addresses {
        let value = c.load(address, ty);
        total = c.combine(&total, &value);
    }
    c.store(&total, &pout, "ptr");
    c.finish(seed, "addresses_across_loops")
}

/// dead-sync-elim (an adversarial hunt, 2026-12-06): producer and consumer halves of a
/// 128-thread block meet at a barrier from two branches, so no walk through one barrier
/// instruction sees both sides: unaligned `barrier.sync 0` in each branch (threads waiting at
/// different instructions complete it together), or the producers arrive at barrier 1 (in a
/// `__noinline__` callee, or in inline asm) while the consumers wait for all 128 (a count
/// the block size `reqntid` makes whole). The consumers then read what the producers wrote.
pub fn split_barrier(seed: u64, mut r: Rng) -> Kernel {
    let grid = *r.pick(&[1, 2]);
    let params = [Param::Buffer("out"), Param::Buffer("in")];
    let mut c = Ctx::new(r, 128, grid, &params);
    c.m.kernel_extra_attrs = " \"nvvm.reqntid\"=\"128\"".to_string();
    let (out, input) = (c.param(0), c.param(1));
    let s = c.shared("s", 128);
    let x = c.load_input(&input);
    let low = c.f.def(format!("icmp ult i32 {}, 64", c.tid));
    let form = c.r.below(3);
    let (producer, consumer, join) = (
        c.f.fresh_label("producer"),
        c.f.fresh_label("consumer"),
        c.f.fresh_label("roles.end"),
    );
    c.f.op(format!("br i1 {low}, label %{producer}, label %{consumer}"));
    c.f.label(&producer);
    let t64 = c.t64.clone();
    let (p, ty) = c.shared_elem(&s, &t64);
    c.store(&x, &p, ty);
    match form {
        0 => {
            c.m.declare("declare void @llvm.nvvm.barrier.cta.sync.all(i32)");
            c.f.op("tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)");
        }
        1 => {
            c.m.declare("declare void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32, i32)");
            let mut arrive = Func::new("define internal void @arrive() #1 {");
            arrive.op("tail call void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32 1, i32 128)");
            arrive.op("ret void");
            c.m.function(arrive);
            c.f.op("call void @arrive()");
        }
        _ => {
            c.f.op("tail call void asm sideeffect \"bar.arrive 1, 128;\", \"~{memory}\"()")
        }
    }
    c.f.op(format!("br label %{join}"));
    c.f.label(&consumer);
    if form == 0 {
        c.f.op("tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)");
    } else {
        c.m.declare("declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)");
        c.f.op("tail call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 128)");
    }
    let t64 = c.t64.clone();
    let i = c.f.def(format!("sub nuw nsw i64 {t64}, 64"));
    let (q, ty) = c.shared_elem(&s, &i);
    let v = c.load(&q, ty);
    c.f.op(format!("br label %{join}"));
    c.f.label(&join);
    let result = c.f.def(format!(
        "phi i32 [ {x}, %{producer} ], [ {v}, %{consumer} ]"
    ));
    c.store_output(&out, &result);
    c.finish(seed, "split_barrier")
}

/// device-inline's identical arms (2026-12-06): case 0 and the default of a switch call one
/// device function alike (cuda-samples' interval), so inlining merges them first. Under a
/// block-uniform dispatch (a kernel argument) the function may exchange through shared
/// memory between barriers or read `activemask`; under a per-thread one (`tid % 3`) it stays
/// thread-local: what `activemask` returns in divergent code depends on how the hardware
/// schedules the paths (kestrel-sim waits for the warp at each instance, so even inlining,
/// which LLVM allows for convergent callees, reads as a difference there).
pub fn identical_arms(seed: u64, mut r: Rng) -> Kernel {
    let (block, grid) = launch(&mut r);
    let k = r.range(0, 2);
    let params = [
        Param::Buffer("out"),
        Param::Buffer("in"),
        Param::Int("k", k),
    ];
    let mut c = Ctx::new(r, block, grid, &params);
    c.m.inlinable = true;
    let (out, input, kind) = (c.param(0), c.param(1), c.param(2));
    let uniform = c.r.chance(50);
    let body = if uniform { c.r.below(3) } else { 0 };
    let attributes = if c.r.chance(50) { "#2" } else { "#1" };
    let linkage = *c.r.pick(&["internal", "dso_local", "linkonce_odr"]);
    let mut f = Func::new(format!(
        "define {linkage} i32 @f(ptr noundef %s, i32 noundef %t) {attributes} {{"
    ));
    match body {
        0 => {
            let m = c.r.range(3, 31);
            let a = f.def(format!("mul i32 %t, {m}"));
            let b = f.def(format!("xor i32 {a}, {}", c.r.range(1, 255)));
            f.op(format!("ret i32 {b}"));
            c.m.function(f);
        }
        1 => {
            c.m.declare("declare i32 @llvm.nvvm.activemask()");
            let mask = f.def("tail call i32 @llvm.nvvm.activemask()");
            let mixed = f.def(format!("xor i32 {mask}, %t"));
            f.op(format!("ret i32 {mixed}"));
            c.m.function(f);
        }
        _ => {
            let p1 = Perm::random(&mut c.r, block);
            let p2 = Perm::random(&mut c.r, block);
            emit_barrier_exchange(&mut c, f, block, p1, p2);
        }
    }
    let x = c.load_input(&input);
    let mut s = c.shared("s", block);
    s.generic = true;
    c.fill(&s, &x);
    c.barrier();
    let dispatch = if uniform {
        kind
    } else {
        c.f.def(format!("urem i32 {}, 3", c.tid))
    };
    let (first, second, other, join) = (
        c.f.fresh_label("case.first"),
        c.f.fresh_label("case.second"),
        c.f.fresh_label("case.other"),
        c.f.fresh_label("cases.end"),
    );
    c.f.op(format!(
        "switch i32 {dispatch}, label %{other} [\n    i32 0, label %{first}\n    i32 1, label %{second}\n  ]"
    ));
    let base = "addrspacecast (ptr addrspace(3) @s to ptr)";
    let call = format!("call i32 @f(ptr noundef {base}, i32 noundef {})", c.tid);
    c.f.label(&first);
    let a = c.f.def(call.clone());
    c.f.op(format!("br label %{join}"));
    c.f.label(&second);
    let b = c.f.def(format!("add i32 {x}, 7"));
    c.f.op(format!("br label %{join}"));
    c.f.label(&other);
    let o = c.f.def(call);
    c.f.op(format!("br label %{join}"));
    c.f.label(&join);
    let result = c.f.def(format!(
        "phi i32 [ {a}, %{first} ], [ {b}, %{second} ], [ {o}, %{other} ]"
    ));
    c.store_output(&out, &result);
    c.finish(seed, "identical_arms")
}
