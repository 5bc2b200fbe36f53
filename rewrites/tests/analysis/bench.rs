//! The analyses' scaling benchmark on a synthetic kernel (ignored by default; run with
//! `cargo test --release -p kestrel-rewrites --test main bench -- --ignored --nocapture`).

use crate::support::{context, function, ops, parse};
use kestrel_dialects::MemoryAccess;
use kestrel_rewrites::analysis::{
    address::Normalizer, cfg::Cfg, dominance::DomTree, layout::DataLayout, loops::LoopForest,
    memory::effects, threads::Divergence,
};
use std::{fmt::Write, time::Instant};

/// A kernel of `blocks` loop bodies in a chain, each a loop with a diamond, loads and stores
/// through tid-indexed GEPs: about 20 ops per body.
pub fn synthetic_kernel(bodies: usize) -> String {
    let mut text = String::from(
        "llvm.func ptx_kernelcc @big(%p: !llvm.ptr<1>, %n: i32, %c: i1) {\n  %zero = llvm.mlir.constant(0 : i32) : i32\n  %one = llvm.mlir.constant(1 : i32) : i32\n  %t = nvvm.read.ptx.sreg.tid.x : i32\n  llvm.br ^h0(%zero : i32)\n",
    );
    for b in 0..bodies {
        let next = b + 1;
        let _ = write!(
            text,
            "^h{b}(%i{b}: i32):\n  %d{b} = llvm.icmp \"sge\" %i{b}, %n : i32\n  llvm.cond_br %d{b}, ^x{b}, ^b{b}\n\
             ^b{b}:\n  %s{b} = llvm.add %t, %i{b} overflow<nsw> : i32\n  %z{b} = llvm.sext %s{b} : i32 to i64\n  %g{b} = llvm.getelementptr inbounds %p[%z{b}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32\n  %v{b} = llvm.load %g{b} : !llvm.ptr<1> -> f32\n  llvm.cond_br %c, ^l{b}, ^r{b}\n\
             ^l{b}:\n  %w{b} = llvm.fadd %v{b}, %v{b} : f32\n  llvm.store %w{b}, %g{b} : f32, !llvm.ptr<1>\n  llvm.br ^m{b}\n\
             ^r{b}:\n  %k{b} = llvm.getelementptr inbounds %g{b}[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32\n  llvm.store %v{b}, %k{b} : f32, !llvm.ptr<1>\n  llvm.br ^m{b}\n\
             ^m{b}:\n  %e{b} = llvm.add %i{b}, %one : i32\n  llvm.br ^h{b}(%e{b} : i32)\n\
             ^x{b}:\n  llvm.br ^h{next}(%zero : i32)\n"
        );
    }
    let _ = write!(text, "^h{bodies}(%last: i32):\n  llvm.return\n}}\n");
    text
}

#[test]
#[ignore = "benchmark: run explicitly in release mode"]
fn bench_analyses_on_a_200k_op_kernel() {
    let context = context();
    let text = synthetic_kernel(12_500);
    let module = parse(&context, &text);
    let f = function(&module, "big");
    let all = ops(&f);
    let n = all.len() as f64;
    let time = |label: &str, run: &mut dyn FnMut()| {
        let start = Instant::now();
        run();
        let seconds = start.elapsed().as_secs_f64();
        println!(
            "{label:<28} {:>9.3} ms  {:>7.1} ns/op",
            seconds * 1e3,
            seconds * 1e9 / n
        );
    };
    println!(
        "synthetic kernel: {} ops, {} blocks",
        all.len(),
        Cfg::of(&f).len()
    );
    let mut cfg = Cfg::default();
    time("cfg", &mut || cfg = Cfg::of(&f));
    let mut dom = None;
    time("dominators", &mut || dom = Some(DomTree::dominators(&cfg)));
    time("post-dominators", &mut || {
        drop(DomTree::post_dominators(&cfg))
    });
    let dom = dom.unwrap();
    time("loops", &mut || drop(LoopForest::compute(&cfg, &dom)));
    time("divergence", &mut || drop(Divergence::compute(&f)));
    let mut normalizer = Normalizer::new(DataLayout::of(&f), 8);
    time("addresses (all accesses)", &mut || {
        for op in &all {
            if let Some(access) = MemoryAccess::of(op) {
                let _ = normalizer.address(access.address());
            }
        }
    });
    time("memory effects (all ops)", &mut || {
        for op in &all {
            let _ = effects(op, &mut normalizer, true);
        }
    });
}
