//! What every shape builds on: the kernel under construction ([`Ctx`]) with its launch,
//! parameters, special registers, and helpers that emit clang-like idioms (shared arrays
//! reached through `addrspace(3)` or generic pointers, thread-index permutations, barriers
//! in their spellings, guarded blocks, rotated loops). Every helper that emits an index also
//! says which values it takes, so shapes stay race- and fault-free by construction.

use super::{
    ir::{Func, Module},
    rng::Rng,
};

/// A generated kernel and the launch it was made race-free for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kernel {
    pub seed: u64,
    pub shape: &'static str,
    /// LLVM IR text, one kernel `@k` and its device functions.
    pub text: String,
    pub block: u32,
    /// The block's y extent (1 but for two-dimensional shapes).
    pub block_y: u32,
    pub grid: u32,
    /// Integer kernel arguments by parameter index: the values the kernel was built for.
    pub int_args: Vec<(usize, i64)>,
    /// Fields of `byval` struct parameters the kernel was built for, as kestrel-sim's
    /// `--arg N@OFFSET:TYPE=VALUE` spells them (the rest of the struct is the simulator's).
    pub fields: Vec<String>,
}

/// A kernel parameter.
pub enum Param {
    /// A pointer to a buffer of `kestrel_sim::Config::buffer_bytes` (a 32-bit element array),
    /// each element written by at most the thread that reads it: sometimes `noalias`.
    Buffer(&'static str),
    /// The same, but threads write it for one another (a scratch exchange, partial sums, a
    /// counter): never `noalias`. LLVM's `noalias` says no other invocation of the kernel
    /// touches the memory while this one runs, so LLVM's own -O2 may move a load of it
    /// across a barrier (a call cannot touch a non-escaping `noalias` argument); an exchange
    /// through a `noalias` buffer is undefined input, not a miscompile.
    Exchange(&'static str),
    /// The same in the global address space (`ptr addrspace(1)`).
    GlobalBuffer(&'static str),
    /// An `i32` whose value the generator chooses.
    Int(&'static str, i64),
    /// `ptr byval(TYPE) align N`.
    Byval(&'static str, &'static str, u32),
}

/// 32-bit elements of each kernel buffer (`kestrel_sim::Config::buffer_bytes` / 4).
pub const BUFFER_ELEMS: i64 = 256 * 1024 / 4;

/// A shared array of `i32`.
#[derive(Clone)]
pub struct Shared {
    pub name: String,
    pub len: u32,
    /// Reached through `addrspacecast` to a generic pointer, as clang emits before
    /// InferAddressSpaces has run (and as device functions see it).
    pub generic: bool,
    /// `getelementptr [N x i32], @s, 0, i` rather than `getelementptr i32, @s, i`.
    pub array_gep: bool,
    /// Not shared memory but a row per block of this kernel buffer (`%scratch`): the same
    /// exchange through global memory, which a CTA barrier orders too.
    pub global: Option<String>,
}

/// A permutation of `0..block`, the index a thread writes without colliding with another.
#[derive(Clone, Copy, Debug)]
pub enum Perm {
    Ident,
    Xor(u32),
    AddMask(u32),
    MulOddMask(u32),
    Reverse,
}

impl Perm {
    pub fn random(r: &mut Rng, block: u32) -> Perm {
        match r.below(5) {
            0 => Perm::Ident,
            1 => Perm::Xor(r.range(1, block as i64 - 1) as u32),
            2 => Perm::AddMask(r.range(1, block as i64 - 1) as u32),
            3 => Perm::MulOddMask((r.range(1, 7) * 2 + 1) as u32),
            _ => Perm::Reverse,
        }
    }
}

pub struct Ctx {
    pub r: Rng,
    pub m: Module,
    pub f: Func,
    pub block: u32,
    pub block_y: u32,
    pub grid: u32,
    pub int_args: Vec<(usize, i64)>,
    /// `byval` fields, as [`Kernel::fields`].
    pub fields: Vec<String>,
    /// `i32` special registers and derived values, read once in the entry block.
    pub tid: String,
    pub ctaid: String,
    pub gid: String,
    pub gid64: String,
    pub t64: String,
    /// Parameter names as `%name`.
    pub params: Vec<String>,
}

impl Ctx {
    /// Starts kernel `@k` with `params`, reading `tid`, `ctaid` and the global index.
    pub fn new(mut r: Rng, block: u32, grid: u32, params: &[Param]) -> Ctx {
        let mut m = Module::default();
        if r.chance(30) {
            m.kernel_extra_attrs = format!(" \"nvvm.maxntid\"=\"{block}\"");
        }
        let mut int_args = Vec::new();
        let mut header = Vec::new();
        let mut names = Vec::new();
        for (index, param) in params.iter().enumerate() {
            match param {
                Param::Buffer(name) => {
                    let noalias = if r.chance(30) { "noalias " } else { "" };
                    header.push(format!("ptr {noalias}noundef %{name}"));
                    names.push(format!("%{name}"));
                }
                Param::Exchange(name) => {
                    // Drawn all the same, so a seed's other choices stay what they were.
                    let _ = r.chance(30);
                    header.push(format!("ptr noundef %{name}"));
                    names.push(format!("%{name}"));
                }
                Param::GlobalBuffer(name) => {
                    header.push(format!("ptr addrspace(1) noundef %{name}"));
                    names.push(format!("%{name}"));
                }
                Param::Int(name, value) => {
                    header.push(format!("i32 noundef %{name}"));
                    int_args.push((index, *value));
                    names.push(format!("%{name}"));
                }
                Param::Byval(name, ty, align) => {
                    header.push(format!("ptr noundef byval({ty}) align {align} %{name}"));
                    names.push(format!("%{name}"));
                }
            }
        }
        let f = Func::new(kernel_header("k", &header.join(", ")));
        let mut ctx = Ctx {
            r,
            m,
            f,
            block,
            block_y: 1,
            grid,
            int_args,
            fields: Vec::new(),
            tid: String::new(),
            ctaid: String::new(),
            gid: String::new(),
            gid64: String::new(),
            t64: String::new(),
            params: names,
        };
        ctx.read_thread_indices();
        ctx
    }

    /// `tid`, `ctaid`, `gid` and their 64-bit forms, read in the entry block.
    fn read_thread_indices(&mut self) {
        self.tid = self.sreg("tid.x", "range(i32 0, 1024)");
        self.ctaid = self.sreg("ctaid.x", "range(i32 0, 2147483647)");
        let ntid = self.sreg("ntid.x", "range(i32 1, 1025)");
        let base = self.f.def(format!("mul i32 {}, {ntid}", self.ctaid));
        self.gid = self.f.def(format!("add i32 {base}, {}", self.tid));
        self.gid64 = self.f.def(format!("sext i32 {} to i64", self.gid));
        self.t64 = self.f.def(format!("zext nneg i32 {} to i64", self.tid));
    }

    /// Ends the kernel being built and starts another in the same module, `@name`, with the
    /// same parameters (so the same launch runs it): each kernel is simulated on its own.
    pub fn next_kernel(&mut self, name: &str) {
        self.f.op("ret void");
        let next = Func::new(kernel_header(name, self.f.header_params()));
        let done = std::mem::replace(&mut self.f, next);
        self.m.function(done);
        self.read_thread_indices();
    }

    /// Reads special register `name` (`tid.x`) the way clang does.
    pub fn sreg(&mut self, name: &str, range: &str) -> String {
        self.m.declare(&format!(
            "declare noundef {range} i32 @llvm.nvvm.read.ptx.sreg.{name}()"
        ));
        self.f.def(format!(
            "tail call noundef i32 @llvm.nvvm.read.ptx.sreg.{name}()"
        ))
    }

    pub fn param(&self, index: usize) -> String {
        self.params[index].clone()
    }

    pub fn finish(mut self, seed: u64, shape: &'static str) -> Kernel {
        self.f.op("ret void");
        let Ctx {
            mut m,
            f,
            block,
            block_y,
            grid,
            int_args,
            fields,
            ..
        } = self;
        m.function(f);
        Kernel {
            seed,
            shape,
            text: m.text(),
            block,
            block_y,
            grid,
            int_args,
            fields,
        }
    }

    /// Sets `kind` (`i32`, `u8`, `f32`, ...) at byte `offset` of `byval` parameter `param`
    /// to `value` for the launch.
    pub fn byval_field(
        &mut self,
        param: usize,
        offset: u64,
        kind: &str,
        value: impl std::fmt::Display,
    ) {
        self.fields.push(format!("{param}@{offset}:{kind}={value}"));
    }

    /// A CTA-wide barrier, in one of the spellings clang and the NVVM dialect use.
    pub fn barrier(&mut self) {
        barrier_in(&mut self.m, &mut self.f, &mut self.r);
    }

    /// A barrier, left out now and then: the kernels that then race are discarded by the
    /// simulator check, the ones that do not are a barrier-free variant.
    pub fn maybe_barrier(&mut self) {
        if !self.r.chance(4) {
            self.barrier();
        }
    }

    /// `__threadfence()`.
    pub fn threadfence(&mut self) {
        if self.r.chance(50) {
            self.m.declare("declare void @llvm.nvvm.membar.gl()");
            self.f.op("tail call void @llvm.nvvm.membar.gl()");
        } else {
            self.f.op("fence syncscope(\"device\") seq_cst");
        }
    }

    pub fn shared(&mut self, stem: &str, len: u32) -> Shared {
        let name = stem.to_string();
        self.m.global(format!(
            "@{name} = internal unnamed_addr addrspace(3) global [{len} x i32] undef, align 4"
        ));
        Shared {
            name,
            len,
            generic: self.r.chance(40),
            array_gep: self.r.chance(50),
            global: None,
        }
    }

    /// The address of `s[idx]` (`idx` an `i64` value) and its pointer type.
    pub fn shared_elem(&mut self, s: &Shared, idx: &str) -> (String, &'static str) {
        if let Some(buf) = &s.global {
            let row = self
                .f
                .def(format!("mul nuw nsw i32 {}, {}", self.ctaid, s.len));
            let row = self.widen_non_negative(&row);
            let i = self.f.def(format!("add nuw nsw i64 {row}, {idx}"));
            let p = self.buffer_elem(buf, &i);
            return (p, "ptr");
        }
        let (base, ty) = if s.generic {
            (
                format!("addrspacecast (ptr addrspace(3) @{} to ptr)", s.name),
                "ptr",
            )
        } else {
            (format!("@{}", s.name), "ptr addrspace(3)")
        };
        let p = if s.array_gep {
            self.f.def(format!(
                "getelementptr inbounds [{} x i32], {ty} {base}, i64 0, i64 {idx}",
                s.len
            ))
        } else {
            self.f.def(format!(
                "getelementptr inbounds nuw i32, {ty} {base}, i64 {idx}"
            ))
        };
        (p, ty)
    }

    /// `&buf[idx]` for a kernel buffer (`idx` an `i64` value, in bounds).
    pub fn buffer_elem(&mut self, buf: &str, idx: &str) -> String {
        self.f
            .def(format!("getelementptr inbounds i32, ptr {buf}, i64 {idx}"))
    }

    pub fn load(&mut self, ptr: &str, ty: &str) -> String {
        self.f.def(format!("load i32, {ty} {ptr}, align 4"))
    }

    pub fn store(&mut self, value: &str, ptr: &str, ty: &str) {
        self.f.op(format!("store i32 {value}, {ty} {ptr}, align 4"));
    }

    /// `in[gid]`.
    pub fn load_input(&mut self, buf: &str) -> String {
        let gid64 = self.gid64.clone();
        let p = self.buffer_elem(buf, &gid64);
        self.load(&p, "ptr")
    }

    /// `out[gid] = value`.
    pub fn store_output(&mut self, buf: &str, value: &str) {
        let gid64 = self.gid64.clone();
        let p = self.buffer_elem(buf, &gid64);
        self.store(value, &p, "ptr");
    }

    /// An `i32` mix of two values (never UB).
    pub fn combine(&mut self, a: &str, b: &str) -> String {
        let op = *self.r.pick(&["add", "xor", "mul", "sub", "or"]);
        self.f.def(format!("{op} i32 {a}, {b}"))
    }

    /// `p(tid)` as an `i64` index in `0..block`.
    pub fn perm_index(&mut self, p: Perm) -> String {
        let b = self.block;
        let tid = self.tid.clone();
        let v = match p {
            Perm::Ident => tid,
            Perm::Xor(k) => self.f.def(format!("xor i32 {tid}, {k}")),
            Perm::AddMask(d) => {
                let s = self.f.def(format!("add nuw nsw i32 {tid}, {d}"));
                self.f.def(format!("and i32 {s}, {}", b - 1))
            }
            Perm::MulOddMask(k) => {
                let s = self.f.def(format!("mul nuw nsw i32 {tid}, {k}"));
                self.f.def(format!("and i32 {s}, {}", b - 1))
            }
            Perm::Reverse => self.f.def(format!("sub nuw nsw i32 {}, {tid}", b - 1)),
        };
        self.widen_non_negative(&v)
    }

    /// A non-negative `i32` as `i64`, in one of the three extensions that mean the same.
    pub fn widen_non_negative(&mut self, v: &str) -> String {
        let ext = *self.r.pick(&["zext nneg", "zext", "sext"]);
        self.f.def(format!("{ext} i32 {v} to i64"))
    }

    /// `v + d` on an `i64` index.
    pub fn add64(&mut self, v: &str, d: i64) -> String {
        if d == 0 {
            return v.to_string();
        }
        self.f.def(format!("add nuw nsw i64 {v}, {d}"))
    }

    /// Every element of `s` written once: `s[tid] = v`, and `s[k*block + tid] = v ^ k` for
    /// the rows past the block, so later reads never see uninitialised (poison) memory.
    pub fn fill(&mut self, s: &Shared, v: &str) {
        let t64 = self.t64.clone();
        let (p, ty) = self.shared_elem(s, &t64);
        self.store(v, &p, ty);
        let mut row = 1;
        while row * self.block < s.len {
            let left = s.len - row * self.block;
            let value = self.f.def(format!("xor i32 {v}, {row}"));
            let offset = row * self.block;
            let cond = self.f.def(format!(
                "icmp ult i32 {}, {}",
                self.tid,
                left.min(self.block)
            ));
            let s = s.clone();
            self.if_then(&cond, |c| {
                let t64 = c.t64.clone();
                let i = c.add64(&t64, offset as i64);
                let (p, ty) = c.shared_elem(&s, &i);
                c.store(&value, &p, ty);
            });
            row += 1;
        }
    }

    /// `if (cond) body`.
    pub fn if_then(&mut self, cond: &str, body: impl FnOnce(&mut Ctx)) {
        let then = self.f.fresh_label("if.then");
        let join = self.f.fresh_label("if.end");
        self.f
            .op(format!("br i1 {cond}, label %{then}, label %{join}"));
        self.f.label(&then);
        body(self);
        self.f.op(format!("br label %{join}"));
        self.f.label(&join);
    }

    /// A rotated loop (`for (i = 0; i < trip; i++)`, guarded as clang emits it) carrying
    /// one `i32` accumulator from `init`; `body(ctx, iv, acc)` returns the next
    /// accumulator. Returns the accumulator after the loop.
    pub fn counted_loop(
        &mut self,
        trip: &str,
        init: &str,
        body: impl FnOnce(&mut Ctx, &str, &str) -> String,
    ) -> String {
        let pre = self.f.current.clone();
        let head = self.f.fresh_label("for.body");
        let exit = self.f.fresh_label("for.end");
        let guard = self.f.def(format!("icmp sgt i32 {trip}, 0"));
        self.f
            .op(format!("br i1 {guard}, label %{head}, label %{exit}"));
        self.f.label(&head);
        let (iv, iv_line) = self.f.reserve();
        let (acc, acc_line) = self.f.reserve();
        let next_acc = body(self, &iv, &acc);
        let latch = self.f.current.clone();
        let iv_next = self.f.def(format!("add nuw nsw i32 {iv}, 1"));
        let done = self.f.def(format!("icmp eq i32 {iv_next}, {trip}"));
        self.f
            .op(format!("br i1 {done}, label %{exit}, label %{head}"));
        self.f.set_reserved(
            iv_line,
            &iv,
            &format!("phi i32 [ 0, %{pre} ], [ {iv_next}, %{latch} ]"),
        );
        self.f.set_reserved(
            acc_line,
            &acc,
            &format!("phi i32 [ {init}, %{pre} ], [ {next_acc}, %{latch} ]"),
        );
        self.f.label(&exit);
        self.f.def(format!(
            "phi i32 [ {init}, %{pre} ], [ {next_acc}, %{latch} ]"
        ))
    }
}

/// A barrier in `f`: `barrier.cta.sync.aligned.all(0)` (clang 20+), `barrier0` (older
/// clang, upgraded on import), `barrier.sync(0)` (`__syncthreads` via `bar.sync 0`), or
/// now and then a reducing one (`barrier0.popc`, upgraded to `barrier.cta.red.*`).
pub fn barrier_in(m: &mut Module, f: &mut Func, r: &mut Rng) {
    if r.chance(10) {
        // `__syncthreads_count(1)` / `__syncthreads_or(0)`: a barrier that also reduces,
        // its result unused (it is still a barrier).
        let (name, arg) = *r.pick(&[("popc", 1), ("or", 0), ("and", 1)]);
        m.declare(&format!("declare i32 @llvm.nvvm.barrier0.{name}(i32)"));
        f.def(format!(
            "tail call i32 @llvm.nvvm.barrier0.{name}(i32 {arg})"
        ));
        return;
    }
    match r.below(3) {
        0 => {
            m.declare("declare void @llvm.nvvm.barrier0()");
            f.op("tail call void @llvm.nvvm.barrier0()");
        }
        1 => {
            m.declare("declare void @llvm.nvvm.barrier.sync(i32)");
            f.op("tail call void @llvm.nvvm.barrier.sync(i32 0)");
        }
        _ => {
            m.declare("declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)");
            f.op("tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)");
        }
    }
}

/// A kernel's `define` line.
fn kernel_header(name: &str, params: &str) -> String {
    format!("define dso_local ptx_kernel void @{name}({params}) local_unnamed_addr #0 {{")
}
