//! Every analysis on every corpus kernel: no failure, and the basic invariants hold.

use crate::support::{context, corpus, functions, ops};
use kestrel_dialects::MemoryAccess;
use kestrel_rewrites::analysis::{
    address::Normalizer,
    cfg::Cfg,
    dominance::DomTree,
    layout::DataLayout,
    liveness::Liveness,
    loops::{LoopForest, induction_variables},
    memory::effects,
    threads::{Divergence, is_kernel},
};
use melior::ir::Module;

#[test]
fn every_analysis_runs_on_every_corpus_kernel() {
    let mut totals = (0usize, 0usize, 0usize, 0usize, 0u32);
    for (path, text) in corpus() {
        let context = context();
        let module = Module::parse(&context, &text).unwrap_or_else(|| panic!("{path} parses"));
        for f in functions(&module) {
            let cfg = Cfg::of(&f);
            let dom = DomTree::dominators(&cfg);
            let post = DomTree::post_dominators(&cfg);
            let reachable = cfg.reachable();
            for (block, &reached) in reachable.iter().enumerate() {
                assert_eq!(
                    dom.dominates(0, block),
                    reached,
                    "{path}: entry dominates exactly the reachable blocks"
                );
            }
            for exit in cfg.exits() {
                assert!(post.contains(exit), "{path}");
            }
            let loops = LoopForest::compute(&cfg, &dom);
            for lp in loops.scopes() {
                assert!(
                    lp.blocks().iter().all(|&b| dom.dominates(lp.header, b)),
                    "{path}: a header dominates its loop"
                );
                totals.2 += induction_variables(&f, &cfg, lp).len();
            }
            totals.1 += loops.loops.len();
            let _ = Divergence::compute(&f);
            let liveness = Liveness::compute(&f, &cfg, &DataLayout::of(&f));
            // SSA: every value is defined before its uses, so none is live into the entry.
            if !cfg.is_empty() {
                assert!(
                    liveness.live_in(0).is_empty(),
                    "{path}: live into the entry"
                );
            }
            totals.4 = totals.4.max(liveness.max_pressure().registers);
            let kernel = is_kernel(&f);
            let mut normalizer = Normalizer::new(DataLayout::of(&f), 8);
            for op in ops(&f) {
                if let Some(access) = MemoryAccess::of(&op) {
                    let _ = normalizer.address(access.address());
                    totals.3 += 1;
                }
                let _ = effects(&op, &mut normalizer, kernel);
            }
            totals.0 += 1;
        }
    }
    let (functions, loops, ivs, accesses, pressure) = totals;
    assert!(
        functions > 100 && loops > 50 && ivs > 50 && accesses > 500 && pressure > 20,
        "{totals:?}"
    );
}

/// Prints the liveness analysis's register-pressure estimate of every `-O3` corpus kernel,
/// to compare with what ptxas allocates (`scripts/pressure-vs-ptxas.sh`).
#[test]
#[ignore = "report: run explicitly with --nocapture"]
fn print_register_pressure_of_corpus_kernels() {
    for (path, text) in corpus() {
        if !path.contains("/O3/") {
            continue;
        }
        let context = context();
        let module = Module::parse(&context, &text).unwrap_or_else(|| panic!("{path} parses"));
        for f in functions(&module) {
            if !is_kernel(&f) {
                continue;
            }
            let cfg = Cfg::of(&f);
            let pressure = Liveness::compute(&f, &cfg, &DataLayout::of(&f)).max_pressure();
            println!(
                "pressure\t{}\t{}\t{}\t{}",
                path.rsplit('/').next().unwrap_or(&path),
                kestrel_rewrites::registry::function_name(&f),
                pressure.registers,
                pressure.predicates
            );
        }
    }
}
