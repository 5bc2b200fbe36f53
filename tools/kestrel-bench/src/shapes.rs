//! Adversarial kernel shapes: generated modules of the shapes that break compilers (huge
//! functions, deep dominator chains and loop nests, wide joins, deep GEP and expression
//! chains, many barriers, unreachable and irreducible control flow, values that refer to
//! themselves). Each [`Shape`]'s `build(n)` is a module whose size grows linearly with `n`.
//!
//! Shared by `kestrel-bench --adversarial` (time per shape, size and pipeline, and the
//! log-log slope) and kestrel-opt's `adversarial` test (every shape finishes and verifies),
//! which includes this file as a module; so it depends on nothing but `std`.

use std::fmt::Write as _;

/// One generated shape.
pub struct Shape {
    /// A short name for the command line.
    pub key: &'static str,
    /// What `n` counts.
    pub name: &'static str,
    pub build: fn(usize) -> String,
    /// `n` for the in-suite test (debug build, every pass).
    pub test_n: usize,
    /// `n` of the benchmark's largest default size.
    pub bench_n: usize,
}

pub const SHAPES: &[Shape] = &[
    Shape {
        key: "straight_line",
        name: "straight-line function (ops)",
        build: straight_line,
        test_n: 1000,
        bench_n: 170_000,
    },
    Shape {
        key: "dominator_chain",
        name: "dominator chain (depth)",
        build: dominator_chain,
        test_n: 1000,
        bench_n: 10_000,
    },
    Shape {
        key: "loop_nest",
        name: "loop nest (depth)",
        build: loop_nest,
        test_n: 500,
        bench_n: 10_000,
    },
    Shape {
        key: "phi_join",
        name: "phi join (predecessors)",
        build: phi_join,
        test_n: 1000,
        bench_n: 10_000,
    },
    Shape {
        key: "wide_join",
        name: "wide branch (block arguments)",
        build: wide_join,
        test_n: 1000,
        bench_n: 10_000,
    },
    Shape {
        key: "gep_chain",
        name: "gep chain (depth)",
        build: gep_chain,
        test_n: 150,
        bench_n: 1_000,
    },
    Shape {
        key: "constant_gep_chain",
        name: "constant-offset gep chain (depth)",
        build: constant_gep_chain,
        test_n: 1000,
        bench_n: 10_000,
    },
    Shape {
        key: "barriers",
        name: "barriers (count)",
        build: barriers,
        test_n: 1000,
        bench_n: 100_000,
    },
    Shape {
        key: "unreachable_blocks",
        name: "unreachable blocks (count)",
        build: unreachable_blocks,
        test_n: 1000,
        bench_n: 10_000,
    },
    Shape {
        key: "irreducible",
        name: "irreducible regions (count)",
        build: irreducible,
        test_n: 500,
        bench_n: 10_000,
    },
    Shape {
        key: "self_referential_loops",
        name: "self-referential loops (count)",
        build: self_referential_loops,
        test_n: 500,
        bench_n: 10_000,
    },
    Shape {
        key: "barrier_loop_nest",
        name: "loop nest with a barrier per level (depth)",
        build: barrier_loop_nest,
        test_n: 300,
        // dead-sync-elim is quadratic in the depth here (it was before the walks learned
        // back edges, too): 3,000 levels take seconds, 10,000 minutes.
        bench_n: 3_000,
    },
    Shape {
        key: "divergent_exits",
        name: "divergent early exits before barriers (count)",
        build: divergent_exits,
        test_n: 1000,
        bench_n: 100_000,
    },
];

pub const HEADER: &str = "llvm.mlir.global internal @smem() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<1024 x f32>\n";

/// Opens a kernel `@name(%p, %n)` with `%t` (tid.x as i64), `%z` (0.0) and `%one` (1 : i64).
pub fn open(name: &str) -> String {
    format!(
        "{HEADER}llvm.func ptx_kernelcc @{name}(%p: !llvm.ptr<1> {{llvm.noalias}}, %n: i32) {{
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %z = llvm.mlir.constant(0.0 : f32) : f32
  %one = llvm.mlir.constant(1 : i64) : i64
  %zero = llvm.mlir.constant(0 : i64) : i64
  %bound = llvm.sext %n : i32 to i64
"
    )
}

/// `n` units of six ops: constant, add, gep, load, fadd, store, all addressed off one base
/// (the grouping passes see one huge group), offsets repeating so CSE has work.
pub fn straight_line(n: usize) -> String {
    let mut s = open("straight_line");
    let mut acc = "%z".to_string();
    for i in 0..n {
        let _ = write!(
            s,
            "  %c{i} = llvm.mlir.constant({} : i64) : i64
  %o{i} = llvm.add %t, %c{i} overflow<nsw> : i64
  %a{i} = llvm.getelementptr inbounds %p[%o{i}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v{i} = llvm.load %a{i} {{alignment = 4 : i64}} : !llvm.ptr<1> -> f32
  %s{i} = llvm.fadd %v{i}, {acc} : f32
  llvm.store %s{i}, %a{i} {{alignment = 4 : i64}} : f32, !llvm.ptr<1>
",
            i % 97
        );
        acc = format!("%s{i}");
    }
    s.push_str("  llvm.return\n}\n");
    s
}

/// `n` blocks, each the only successor of the previous one that does not exit: each
/// dominates the next, so the dominator tree is a path `n` deep. Every block addresses memory
/// off the entry block's `%t`.
pub fn dominator_chain(n: usize) -> String {
    let mut s = open("dominator_chain");
    s.push_str("  llvm.br ^b0\n");
    for i in 0..n {
        let _ = write!(
            s,
            "^b{i}:
  %c{i} = llvm.mlir.constant({} : i64) : i64
  %o{i} = llvm.add %t, %c{i} overflow<nsw> : i64
  %a{i} = llvm.getelementptr inbounds %p[%o{i}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v{i} = llvm.load %a{i} {{alignment = 4 : i64}} : !llvm.ptr<1> -> i32
  %k{i} = llvm.icmp \"slt\" %v{i}, %n : i32
  llvm.cond_br %k{i}, ^b{}, ^exit
",
            4 * (i % 31),
            i + 1
        );
    }
    let _ = write!(s, "^b{n}:\n  llvm.br ^exit\n^exit:\n  llvm.return\n}}\n");
    s
}

/// `n` loops nested in each other (headers `^h0..`, latches `^l0..`): the loop tree and the
/// dominator tree are both about `n` (resp. `2n`) deep.
pub fn loop_nest(n: usize) -> String {
    nest(
        open("loop_nest"),
        n,
        |i| {
            format!(
                "  %o{i} = llvm.add %t, %iv{i} overflow<nsw> : i64
  %a{i} = llvm.getelementptr inbounds %p[%o{i}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v{i} = llvm.load %a{i} {{alignment = 4 : i64}} : !llvm.ptr<1> -> f32
  llvm.store %v{i}, %a{i} {{alignment = 4 : i64}} : f32, !llvm.ptr<1>
"
            )
        },
        "",
    )
}

/// `n` loops nested in each other after `s` (an opened kernel), each header running
/// `header(i)` and each latch starting with `latch`.
fn nest(mut s: String, n: usize, header: impl Fn(usize) -> String, latch: &str) -> String {
    s.push_str("  llvm.br ^h0(%zero : i64)\n");
    for i in 0..n {
        let _ = write!(s, "^h{i}(%iv{i}: i64):\n{}", header(i));
        if i + 1 < n {
            let _ = writeln!(s, "  llvm.br ^h{}(%zero : i64)", i + 1);
        } else {
            let _ = writeln!(s, "  llvm.br ^l{i}");
        }
    }
    for i in (0..n).rev() {
        let out = if i == 0 {
            "^exit".to_string()
        } else {
            format!("^l{}", i - 1)
        };
        let _ = write!(
            s,
            "^l{i}:
{latch}  %x{i} = llvm.add %iv{i}, %one overflow<nsw> : i64
  %k{i} = llvm.icmp \"slt\" %x{i}, %bound : i64
  llvm.cond_br %k{i}, ^h{i}(%x{i} : i64), {out}
"
        );
    }
    s.push_str("^exit:\n  llvm.return\n}\n");
    s
}

/// A switch over `n` cases, each computing its own address and branching to one join block:
/// a block argument (PHI) with `n + 1` incoming values, loaded and stored through.
pub fn phi_join(n: usize) -> String {
    let mut s = open("phi_join");
    s.push_str("  llvm.switch %tid : i32, ^d [\n");
    for i in 0..n {
        let sep = if i + 1 < n { "," } else { "" };
        let _ = writeln!(s, "    {i}: ^c{i}{sep}");
    }
    s.push_str("  ]\n^d:\n  llvm.br ^join(%p : !llvm.ptr<1>)\n");
    for i in 0..n {
        let _ = write!(
            s,
            "^c{i}:
  %c{i} = llvm.mlir.constant({} : i64) : i64
  %o{i} = llvm.add %t, %c{i} overflow<nsw> : i64
  %a{i} = llvm.getelementptr inbounds %p[%o{i}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.br ^join(%a{i} : !llvm.ptr<1>)
",
            i % 53
        );
    }
    s.push_str(
        "^join(%q: !llvm.ptr<1>):
  %r = llvm.getelementptr inbounds %q[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %v = llvm.load %r {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
",
    );
    s
}

/// One conditional branch carrying `n` values (half addresses, half indices) into a join
/// block with `n` arguments, each used there; the other edge passes other values.
pub fn wide_join(n: usize) -> String {
    let mut s = open("wide_join");
    let mut left = Vec::new();
    let mut right = Vec::new();
    let mut types = Vec::new();
    for i in 0..n {
        let _ = writeln!(
            s,
            "  %c{i} = llvm.mlir.constant({} : i64) : i64\n  %o{i} = llvm.add %t, %c{i} overflow<nsw> : i64",
            i % 61
        );
        left.push(format!("%o{i}"));
        right.push(if i % 2 == 0 { "%t" } else { "%zero" }.to_string());
        types.push("i64");
    }
    let _ = write!(
        s,
        "  %k = llvm.icmp \"slt\" %tid, %n : i32
  llvm.cond_br %k, ^j({} : {}), ^j({} : {})
^j(",
        left.join(", "),
        types.join(", "),
        right.join(", "),
        types.join(", ")
    );
    let args: Vec<String> = (0..n).map(|i| format!("%w{i}: i64")).collect();
    s.push_str(&args.join(", "));
    s.push_str("):\n");
    for i in 0..n {
        let _ = write!(
            s,
            "  %a{i} = llvm.getelementptr inbounds %p[%w{i}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v{i} = llvm.load %a{i} {{alignment = 4 : i64}} : !llvm.ptr<1> -> f32
  llvm.store %v{i}, %a{i} {{alignment = 4 : i64}} : f32, !llvm.ptr<1>
"
        );
    }
    s.push_str("  llvm.return\n}\n");
    s
}

/// A chain of `n` GEPs each based on the previous one, indexed by a chain of `n` adds (the
/// address expression of the last access is `n` deep in both bases and offsets).
pub fn gep_chain(n: usize) -> String {
    let mut s = open("gep_chain");
    s.push_str("  %x0 = llvm.add %t, %one overflow<nsw> : i64\n  %g0 = llvm.getelementptr inbounds %p[%x0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32\n");
    for i in 1..=n {
        let j = i - 1;
        let _ = writeln!(
            s,
            "  %x{i} = llvm.add %x{j}, %one overflow<nsw> : i64
  %g{i} = llvm.getelementptr inbounds %g{j}[%x{i}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32"
        );
        if i % 16 == 0 {
            let _ = writeln!(
                s,
                "  %v{i} = llvm.load %g{i} {{alignment = 4 : i64}} : !llvm.ptr<1> -> f32
  llvm.store %v{i}, %g{j} {{alignment = 4 : i64}} : f32, !llvm.ptr<1>"
            );
        }
    }
    let _ = write!(
        s,
        "  %last = llvm.load %g{n} {{alignment = 4 : i64}} : !llvm.ptr<1> -> f32
  llvm.store %last, %p {{alignment = 4 : i64}} : f32, !llvm.ptr<1>
  llvm.return
}}
"
    );
    s
}

/// A chain of `n` constant-offset GEPs each based on the previous one, every one loaded and
/// stored through: each address's register base (all trailing constant GEPs stripped) is the
/// chain's start, `n` GEPs up.
pub fn constant_gep_chain(n: usize) -> String {
    let mut s = open("constant_gep_chain");
    s.push_str(
        "  %g0 = llvm.getelementptr inbounds %p[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32\n",
    );
    for i in 1..=n {
        let j = i - 1;
        let _ = writeln!(
            s,
            "  %g{i} = llvm.getelementptr inbounds %g{j}[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %v{i} = llvm.load %g{i} {{alignment = 4 : i64}} : !llvm.ptr<1> -> f32
  llvm.store %v{i}, %g{j} {{alignment = 4 : i64}} : f32, !llvm.ptr<1>"
        );
    }
    s.push_str("  llvm.return\n}\n");
    s
}

/// `n` barriers: a third order a shared-memory store against a load (needed), the rest sit
/// between loads or back to back (dead), so dead-sync-elim has to decide on every one.
pub fn barriers(n: usize) -> String {
    let mut s = open("barriers");
    s.push_str("  %sm = llvm.mlir.addressof @smem : !llvm.ptr<3>\n  %ps = llvm.getelementptr inbounds %sm[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<1024 x f32>\n");
    for i in 0..n {
        match i % 3 {
            0 => {
                let _ = writeln!(
                    s,
                    "  llvm.store %z, %ps {{alignment = 4 : i64}} : f32, !llvm.ptr<3>\n  nvvm.barrier0"
                );
            }
            1 => {
                let _ = writeln!(
                    s,
                    "  %r{i} = llvm.add %t, %one overflow<nsw> : i64
  %q{i} = llvm.getelementptr inbounds %sm[0, %r{i}] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<1024 x f32>
  %v{i} = llvm.load %q{i} {{alignment = 4 : i64}} : !llvm.ptr<3> -> f32
  nvvm.barrier0"
                );
            }
            _ => s.push_str("  nvvm.barrier0\n"),
        }
    }
    s.push_str("  llvm.return\n}\n");
    s
}

/// `n` loops nested in each other, each level storing to shared memory at `tid + iv` and
/// waiting at a barrier: dead-sync-elim's side walks cross the back edges of every level.
pub fn barrier_loop_nest(n: usize) -> String {
    let mut s = open("barrier_loop_nest");
    s.push_str("  %sm = llvm.mlir.addressof @smem : !llvm.ptr<3>\n");
    nest(
        s,
        n,
        |i| {
            format!(
            "  %o{i} = llvm.add %t, %iv{i} overflow<nsw> : i64
  %a{i} = llvm.getelementptr inbounds %sm[0, %o{i}] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<1024 x f32>
  llvm.store %z, %a{i} {{alignment = 4 : i64}} : f32, !llvm.ptr<3>
  nvvm.barrier0
  %v{i} = llvm.load %a{i} {{alignment = 4 : i64}} : !llvm.ptr<3> -> f32
"
        )
        },
        "  nvvm.barrier0\n",
    )
}

/// `n` thread-dependent early exits (`if (tid == k) return;`), each followed by a shared
/// store and a barrier: every exit's branch is divergent and post-dominated only by the
/// function's end, so its join region is everything after it.
pub fn divergent_exits(n: usize) -> String {
    let mut s = open("divergent_exits");
    s.push_str("  %sm = llvm.mlir.addressof @smem : !llvm.ptr<3>\n  %ps = llvm.getelementptr inbounds %sm[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<1024 x f32>\n  llvm.br ^b0(%zero : i64)\n");
    for i in 0..n {
        let _ = write!(
            s,
            "^b{i}(%c{i}: i64):
  %e{i} = llvm.icmp \"eq\" %t, %c{i} : i64
  llvm.cond_br %e{i}, ^exit, ^s{i}
^s{i}:
  llvm.store %z, %ps {{alignment = 4 : i64}} : f32, !llvm.ptr<3>
  nvvm.barrier0
  %d{i} = llvm.add %c{i}, %one : i64
  llvm.br ^b{}(%d{i} : i64)
",
            i + 1
        );
    }
    let _ = writeln!(s, "^b{n}(%last: i64):\n  llvm.br ^exit");
    s.push_str("^exit:\n  llvm.return\n}\n");
    s
}

/// A reachable kernel followed by `n` unreachable blocks that branch to each other in a
/// cycle, use values defined later in themselves (`%x = add %x, ...`, legal in unreachable
/// code) and address memory through them.
pub fn unreachable_blocks(n: usize) -> String {
    let mut s = open("unreachable_blocks");
    s.push_str("  llvm.store %z, %p {alignment = 4 : i64} : f32, !llvm.ptr<1>\n  llvm.return\n");
    for i in 0..n {
        let next = (i + 1) % n;
        let _ = write!(
            s,
            "^u{i}:
  %x{i} = llvm.add %x{i}, %one overflow<nsw> : i64
  %g{i} = llvm.getelementptr inbounds %g{i}[%x{i}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v{i} = llvm.load %g{i} {{alignment = 4 : i64}} : !llvm.ptr<1> -> f32
  llvm.store %v{i}, %p {{alignment = 4 : i64}} : f32, !llvm.ptr<1>
  nvvm.barrier0
  llvm.br ^u{next}
"
        );
    }
    s.push_str("}\n");
    s
}

/// `n` irreducible regions in sequence: each is entered at either of two blocks that branch
/// to each other (a loop with two headers), carrying a pointer and an index around it.
pub fn irreducible(n: usize) -> String {
    let mut s = open("irreducible");
    s.push_str("  llvm.br ^r0(%p, %t : !llvm.ptr<1>, i64)\n");
    for i in 0..n {
        let next = i + 1;
        let _ = write!(
            s,
            "^r{i}(%rp{i}: !llvm.ptr<1>, %ri{i}: i64):
  %k{i} = llvm.icmp \"slt\" %ri{i}, %bound : i64
  llvm.cond_br %k{i}, ^a{i}(%rp{i}, %ri{i} : !llvm.ptr<1>, i64), ^b{i}(%rp{i}, %ri{i} : !llvm.ptr<1>, i64)
^a{i}(%ap{i}: !llvm.ptr<1>, %ai{i}: i64):
  %ag{i} = llvm.getelementptr inbounds %ap{i}[%ai{i}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %av{i} = llvm.load %ag{i} {{alignment = 4 : i64}} : !llvm.ptr<1> -> f32
  llvm.store %av{i}, %ap{i} {{alignment = 4 : i64}} : f32, !llvm.ptr<1>
  %an{i} = llvm.add %ai{i}, %one overflow<nsw> : i64
  %aq{i} = llvm.getelementptr inbounds %ap{i}[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %ak{i} = llvm.icmp \"slt\" %an{i}, %bound : i64
  llvm.cond_br %ak{i}, ^b{i}(%aq{i}, %an{i} : !llvm.ptr<1>, i64), ^r{next}(%aq{i}, %an{i} : !llvm.ptr<1>, i64)
^b{i}(%bp{i}: !llvm.ptr<1>, %bi{i}: i64):
  %bg{i} = llvm.getelementptr inbounds %bp{i}[%bi{i}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %bv{i} = llvm.load %bg{i} {{alignment = 4 : i64}} : !llvm.ptr<1> -> f32
  llvm.store %bv{i}, %bg{i} {{alignment = 4 : i64}} : f32, !llvm.ptr<1>
  %bn{i} = llvm.add %bi{i}, %one overflow<nsw> : i64
  %bk{i} = llvm.icmp \"slt\" %bn{i}, %bound : i64
  llvm.cond_br %bk{i}, ^a{i}(%bp{i}, %bn{i} : !llvm.ptr<1>, i64), ^r{next}(%bp{i}, %bn{i} : !llvm.ptr<1>, i64)
"
        );
    }
    let _ = write!(
        s,
        "^r{n}(%rp{n}: !llvm.ptr<1>, %ri{n}: i64):\n  llvm.return\n}}\n"
    );
    s
}

/// `n` loops in sequence whose header arguments feed themselves: a pointer induction
/// variable (`%q = gep %q, 1` around the back edge), an index, and an argument passed back
/// unchanged (a PHI of itself).
pub fn self_referential_loops(n: usize) -> String {
    let mut s = open("self_referential_loops");
    s.push_str("  llvm.br ^h0(%p, %zero, %t : !llvm.ptr<1>, i64, i64)\n");
    for i in 0..n {
        let _ = write!(
            s,
            "^h{i}(%q{i}: !llvm.ptr<1>, %i{i}: i64, %same{i}: i64):
  %a{i} = llvm.getelementptr inbounds %q{i}[%same{i}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v{i} = llvm.load %a{i} {{alignment = 4 : i64}} : !llvm.ptr<1> -> f32
  llvm.store %v{i}, %q{i} {{alignment = 4 : i64}} : f32, !llvm.ptr<1>
  %qn{i} = llvm.getelementptr inbounds %q{i}[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %in{i} = llvm.add %i{i}, %one overflow<nsw> : i64
  %k{i} = llvm.icmp \"slt\" %in{i}, %bound : i64
  llvm.cond_br %k{i}, ^h{i}(%qn{i}, %in{i}, %same{i} : !llvm.ptr<1>, i64, i64), ^h{}(%qn{i}, %zero, %same{i} : !llvm.ptr<1>, i64, i64)
",
            i + 1
        );
    }
    let _ = write!(
        s,
        "^h{n}(%q{n}: !llvm.ptr<1>, %i{n}: i64, %same{n}: i64):\n  llvm.return\n}}\n"
    );
    s
}

/// Operations in generated text: one per line that is not a block label or a brace.
pub fn op_count(text: &str) -> usize {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('^') && *l != "}" && !l.starts_with(']'))
        .filter(|l| !l.starts_with(|c: char| c.is_ascii_digit()))
        .count()
}
