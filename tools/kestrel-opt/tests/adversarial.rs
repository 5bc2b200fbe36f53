//! Adversarial inputs: generated kernels of the shapes that break compilers (huge functions,
//! deep dominator chains and loop nests, wide joins, deep GEP and expression chains, many
//! barriers, unreachable and irreducible control flow, values that refer to themselves).
//! The test runs `-O3` and every registered pass on moderate sizes and asserts only that each
//! finishes and verifies (exit 0: MLIR verifies after every pass). The ignored benchmark runs
//! each shape at N and 10N in a fresh process and prints time per op and peak RSS, to show
//! the scaling: `cargo test --release -p kestrel-opt --test main adversarial::benchmark --
//! --ignored --nocapture`.

use crate::support::kestrel_opt;
use rayon::prelude::*;
use std::{fmt::Write as _, time::Instant};

/// One generated shape: `build(n)` is a module whose size grows linearly with `n`.
struct Shape {
    name: &'static str,
    build: fn(usize) -> String,
    /// `n` for the in-suite test (debug build, every pass).
    test_n: usize,
    /// `n` of the benchmark's larger size (the smaller is a tenth of it).
    bench_n: usize,
}

const SHAPES: &[Shape] = &[
    Shape {
        name: "straight-line function (ops)",
        build: straight_line,
        test_n: 1000,
        bench_n: 170_000,
    },
    Shape {
        name: "dominator chain (depth)",
        build: dominator_chain,
        test_n: 1000,
        bench_n: 10_000,
    },
    Shape {
        name: "loop nest (depth)",
        build: loop_nest,
        test_n: 500,
        bench_n: 10_000,
    },
    Shape {
        name: "phi join (predecessors)",
        build: phi_join,
        test_n: 1000,
        bench_n: 10_000,
    },
    Shape {
        name: "wide branch (block arguments)",
        build: wide_join,
        test_n: 1000,
        bench_n: 10_000,
    },
    Shape {
        name: "gep chain (depth)",
        build: gep_chain,
        test_n: 150,
        bench_n: 1_000,
    },
    Shape {
        name: "barriers (count)",
        build: barriers,
        test_n: 1000,
        bench_n: 100_000,
    },
    Shape {
        name: "unreachable blocks (count)",
        build: unreachable_blocks,
        test_n: 1000,
        bench_n: 10_000,
    },
    Shape {
        name: "irreducible regions (count)",
        build: irreducible,
        test_n: 500,
        bench_n: 10_000,
    },
    Shape {
        name: "self-referential loops (count)",
        build: self_referential_loops,
        test_n: 500,
        bench_n: 10_000,
    },
];

const HEADER: &str = "llvm.mlir.global internal @smem() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<1024 x f32>\n";

/// Opens a kernel `@name(%p, %n)` with `%t` (tid.x as i64), `%z` (0.0) and `%one` (1 : i64).
fn open(name: &str) -> String {
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
fn straight_line(n: usize) -> String {
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
fn dominator_chain(n: usize) -> String {
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
fn loop_nest(n: usize) -> String {
    let mut s = open("loop_nest");
    s.push_str("  llvm.br ^h0(%zero : i64)\n");
    for i in 0..n {
        let _ = write!(
            s,
            "^h{i}(%iv{i}: i64):
  %o{i} = llvm.add %t, %iv{i} overflow<nsw> : i64
  %a{i} = llvm.getelementptr inbounds %p[%o{i}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v{i} = llvm.load %a{i} {{alignment = 4 : i64}} : !llvm.ptr<1> -> f32
  llvm.store %v{i}, %a{i} {{alignment = 4 : i64}} : f32, !llvm.ptr<1>
"
        );
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
  %x{i} = llvm.add %iv{i}, %one overflow<nsw> : i64
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
fn phi_join(n: usize) -> String {
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
fn wide_join(n: usize) -> String {
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
fn gep_chain(n: usize) -> String {
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

/// `n` barriers: a third order a shared-memory store against a load (needed), the rest sit
/// between loads or back to back (dead), so dead-sync-elim has to decide on every one.
fn barriers(n: usize) -> String {
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

/// A reachable kernel followed by `n` unreachable blocks that branch to each other in a
/// cycle, use values defined later in themselves (`%x = add %x, ...`, legal in unreachable
/// code) and address memory through them.
fn unreachable_blocks(n: usize) -> String {
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
fn irreducible(n: usize) -> String {
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
fn self_referential_loops(n: usize) -> String {
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

/// The pipelines every shape goes through: `-O3`, then each registered pass on its own.
fn pipelines() -> Vec<String> {
    let mut all = vec!["-O3".to_string()];
    all.extend(
        kestrel_rewrites::passes()
            .iter()
            .map(|info| format!("--passes={}", info.name)),
    );
    all
}

/// Operations in generated text: one per line that is not a block label or a brace.
fn op_count(text: &str) -> usize {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('^') && *l != "}" && !l.starts_with(']'))
        .filter(|l| !l.starts_with(|c: char| c.is_ascii_digit()))
        .count()
}

#[test]
fn every_shape_finishes_and_verifies_under_o3_and_every_pass() {
    let jobs: Vec<(&Shape, String)> = SHAPES
        .iter()
        .flat_map(|shape| pipelines().into_iter().map(move |p| (shape, p)))
        .collect();
    let failures: Vec<String> = jobs
        .par_iter()
        .filter_map(|(shape, pipeline)| {
            let text = (shape.build)(shape.test_n);
            let outcome = kestrel_opt(&["-", pipeline], text.as_bytes());
            (outcome.code != 0).then(|| {
                format!(
                    "{} (n = {}) {pipeline}: exit {}: {}",
                    shape.name, shape.test_n, outcome.code, outcome.stderr
                )
            })
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn generated_shapes_have_the_sizes_they_claim() {
    for shape in SHAPES {
        let small = op_count(&(shape.build)(10));
        let large = op_count(&(shape.build)(100));
        assert!(
            large > 5 * small && large < 20 * small,
            "{}: {small} ops at 10, {large} at 100",
            shape.name
        );
    }
}

/// Environment variable of one benchmark measurement: `shape index:n:pipeline`.
const CHILD: &str = "KESTREL_ADVERSARIAL_CHILD";

/// One measurement in a fresh process (so its peak RSS is its own): runs only when the
/// benchmark sets [`CHILD`].
#[test]
#[ignore = "benchmark helper: run by adversarial::benchmark in a child process"]
fn benchmark_child() {
    let Ok(spec) = std::env::var(CHILD) else {
        return;
    };
    let mut parts = spec.splitn(3, ':');
    let index: usize = parts.next().unwrap().parse().unwrap();
    let n: usize = parts.next().unwrap().parse().unwrap();
    let pipeline = parts.next().unwrap();
    let text = (SHAPES[index].build)(n);
    let ops = op_count(&text);
    let start = Instant::now();
    let outcome = kestrel_opt(&["-", pipeline], text.as_bytes());
    let secs = start.elapsed().as_secs_f64();
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let rss_kb = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        .unwrap_or(0);
    let first_error = outcome.stderr.lines().next().unwrap_or("").to_string();
    println!(
        "RESULT ops={ops} secs={secs} rss_kb={rss_kb} code={} {first_error}",
        outcome.code
    );
}

/// Each shape at N and 10N (the larger size is `bench_n`: 1M ops, 10k deep, 100k barriers),
/// `-O3` and then every pass in one list, each in a child process; prints a Markdown table.
/// `KESTREL_ADVERSARIAL_SHAPES=0,3` restricts to some shapes, `KESTREL_ADVERSARIAL_DIVIDE=10`
/// divides every size (the full sizes take long while passes scale superlinearly).
#[test]
#[ignore = "benchmark: run with --release -- --ignored --nocapture adversarial::benchmark"]
fn benchmark() {
    let all_passes = format!(
        "--passes={}",
        kestrel_rewrites::passes()
            .iter()
            .map(|info| info.name)
            .collect::<Vec<_>>()
            .join(",")
    );
    let only: Option<Vec<usize>> = std::env::var("KESTREL_ADVERSARIAL_SHAPES")
        .ok()
        .map(|v| v.split(',').filter_map(|x| x.parse().ok()).collect());
    let divide: usize = std::env::var("KESTREL_ADVERSARIAL_DIVIDE")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1)
        .max(1);
    let exe = std::env::current_exe().unwrap();
    println!("| shape | n | pipeline | ops | time (s) | ns/op | peak RSS (MiB) | exit |");
    println!("|---|---|---|---|---|---|---|---|");
    for (index, shape) in SHAPES.iter().enumerate() {
        if only.as_ref().is_some_and(|o| !o.contains(&index)) {
            continue;
        }
        for pipeline in ["-O3", all_passes.as_str()] {
            for n in [shape.bench_n / 10 / divide, shape.bench_n / divide] {
                let output = std::process::Command::new(&exe)
                    .args([
                        "adversarial::benchmark_child",
                        "--exact",
                        "--ignored",
                        "--nocapture",
                        "--test-threads=1",
                    ])
                    .env(CHILD, format!("{index}:{n}:{pipeline}"))
                    .output()
                    .unwrap();
                let stdout = String::from_utf8_lossy(&output.stdout);
                let Some(line) = stdout
                    .lines()
                    .find_map(|l| l.split_once("RESULT ").map(|(_, rest)| rest))
                else {
                    println!(
                        "| {} | {n} | {pipeline} | - | - | - | - | crashed: {} |",
                        shape.name,
                        String::from_utf8_lossy(&output.stderr)
                            .lines()
                            .last()
                            .unwrap_or("")
                    );
                    continue;
                };
                let field = |key: &str| {
                    line.split_whitespace()
                        .find_map(|w| w.strip_prefix(key))
                        .unwrap_or("0")
                        .to_string()
                };
                let ops: f64 = field("ops=").parse().unwrap();
                let secs: f64 = field("secs=").parse().unwrap();
                let rss: f64 = field("rss_kb=").parse().unwrap();
                let label = if pipeline == "-O3" {
                    "-O3"
                } else {
                    "all passes"
                };
                println!(
                    "| {} | {n} | {label} | {ops} | {secs:.2} | {:.0} | {:.0} | {} |",
                    shape.name,
                    secs * 1e9 / ops,
                    rss / 1024.0,
                    field("code=")
                );
            }
        }
    }
}
