//! The adversarial kernel generator (`kestrel_opt::adversary`): deterministic from its seed,
//! every shape yields kernels kestrel-sim runs race-free, a brief fixed-seed hunt finds no
//! miscompile outside the known ones, and every saved finding is replayed
//! (`fuzz/regressions/adversary/`: must pass; `known/`: reported, for the passes being
//! fixed). `kestrel-bench --hunt SECONDS` (and `scripts/fuzz.sh SECONDS adversary`) hunts
//! for longer.

use crate::support::root;
use kestrel_opt::adversary::{
    self, Options,
    hunt::{self, Finding, KNOWN_PASSES, REGRESSIONS, Stats},
    oracle::{self, Check},
};
use rayon::prelude::*;
use std::path::PathBuf;

/// Seeds per shape in the brief hunt: kept small so the debug test stays well under a
/// minute on two cores; `kestrel-bench --hunt` runs thousands.
const SEEDS_PER_SHAPE: u64 = 2;

#[test]
fn generated_kernels_are_deterministic_from_the_seed() {
    let options = Options::default();
    for seed in 0..64 {
        assert_eq!(
            adversary::generate(seed, &options),
            adversary::generate(seed, &options),
            "seed {seed}"
        );
    }
    let distinct: std::collections::BTreeSet<String> = (0..64)
        .map(|seed| adversary::generate(seed, &options).text)
        .collect();
    assert!(
        distinct.len() > 60,
        "only {} distinct kernels",
        distinct.len()
    );
}

/// The shapes that once needed a flag (kestrel-sim could not run them) are on by default and
/// checkable: counted and named barriers, and inline asm storing a pointer.
#[test]
fn once_gated_shapes_are_on_and_checkable() {
    let once_gated = ["counted_barrier", "asm_store"];
    for name in once_gated {
        for seed in 0..4 {
            let kernel = adversary::generate_shape(seed, name).unwrap();
            assert!(
                oracle::prepare(&kernel).is_ok(),
                "{name} seed {seed} is not checkable:\n{}",
                kernel.text
            );
        }
        assert!(
            adversary::enabled_shapes(&Options::default())
                .iter()
                .any(|shape| shape.name == name),
            "{name} is off by default"
        );
    }
}

/// The oracle must be able to fail: the exchange kernel with its barriers deleted races
/// (or differs) where the original does not.
#[test]
fn the_oracle_sees_a_deleted_barrier() {
    let kernel = (0..50)
        .map(|seed| adversary::generate_shape(seed, "exchange").unwrap())
        .find(|k| k.text.matches("barrier").count() >= 3)
        .expect("an exchange kernel with two barriers");
    let prepared = oracle::prepare(&kernel).unwrap_or_else(|d| panic!("{d:?}"));
    let broken: String = kernel
        .text
        .lines()
        .filter(|l| !(l.contains("call void @llvm.nvvm.barrier")))
        .map(|l| format!("{l}\n"))
        .collect();
    let after = oracle::import(&broken).unwrap();
    let check = oracle::compare(&prepared, &after);
    assert!(check.is_finding(), "{check:?}\n{}", kernel.text);
    assert!(matches!(
        oracle::compare(&prepared, &prepared.round_trip),
        Check::Unchanged
    ));
}

#[test]
fn a_saved_finding_reads_back() {
    // The second with the fields of its byval structs.
    let kernels = [
        adversary::generate(5, &Options::default()),
        adversary::generate_shape(1, "byval_fields").unwrap(),
    ];
    assert!(!kernels[1].fields.is_empty());
    for kernel in kernels {
        let pipeline = oracle::pipelines().remove(0);
        let finding = Finding {
            kernel: kernel.clone(),
            pipeline: pipeline.clone(),
            detail: "kernel @k: DIFFERENT\n  reasons".to_string(),
            known: false,
        };
        let (back, back_pipeline) = hunt::parse_finding(&finding.file_text()).unwrap();
        assert_eq!(back_pipeline, pipeline);
        assert_eq!(
            (
                back.seed,
                back.shape,
                back.block,
                back.block_y,
                back.grid,
                &back.int_args,
                &back.fields
            ),
            (
                kernel.seed,
                kernel.shape,
                kernel.block,
                kernel.block_y,
                kernel.grid,
                &kernel.int_args,
                &kernel.fields
            )
        );
        assert!(back.text.ends_with(&kernel.text));
    }
}

/// A brief hunt with fixed seeds, a few per shape: every kernel imports, every shape gives a
/// race-free kernel, and no pipeline miscompiles outside dead-sync-elim and
/// memory-space-opt (whose findings are printed).
#[test]
fn brief_fixed_seed_hunt_finds_no_new_miscompile() {
    let options = Options::default();
    // The late point measured too, by the set-up script's ptxas, as `-O3` settles it.
    let pipelines = oracle::pipelines_measured_by(Some(crate::support::ptxas()));
    assert!(
        pipelines.iter().any(|p| p.label == oracle::LATE_MEASURED),
        "the measured late point is checked"
    );
    let shapes = adversary::enabled_shapes(&options);
    let jobs: Vec<(&str, u64)> = shapes
        .iter()
        .flat_map(|s| (1..=SEEDS_PER_SHAPE).map(move |i| (s.name, 1000 + i)))
        .collect();
    let results: Vec<(Stats, Vec<Finding>)> = jobs
        .par_iter()
        .map(|&(name, seed)| {
            let mut stats = Stats::default();
            let findings = hunt::run_seed_of_shape(seed, name, &pipelines, &mut stats);
            (stats, findings)
        })
        .collect();
    let mut stats = Stats::default();
    let mut findings = Vec::new();
    for (s, f) in results {
        stats.merge(&s);
        findings.extend(f);
    }
    eprint!("{}", stats.report());
    assert_eq!(stats.invalid, 0, "{}", stats.report());
    for shape in &shapes {
        let race_free = stats.shapes.get(shape.name).map_or(0, |s| s.race_free);
        assert!(
            race_free > 0,
            "no race-free {} kernel\n{}",
            shape.name,
            stats.report()
        );
    }
    let new: Vec<String> = findings
        .iter()
        .filter(|f| !f.known)
        .map(|f| format!("{}\n{}", f.file_name(), f.file_text()))
        .collect();
    for f in findings.iter().filter(|f| f.known) {
        eprintln!("known ({}): {}", KNOWN_PASSES.join(", "), f.file_name());
    }
    assert!(new.is_empty(), "{}", new.join("\n\n"));
}

fn saved(folder: &str) -> Vec<PathBuf> {
    let dir = root().join(folder);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "ll"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// Every saved finding outside `known/` stays fixed.
#[test]
fn saved_findings_stay_fixed() {
    let failures: Vec<String> = saved(REGRESSIONS)
        .par_iter()
        .filter_map(|path| {
            let text = std::fs::read_to_string(path).unwrap();
            match hunt::replay(&text) {
                Ok(check) if !check.is_finding() => None,
                Ok(check) => {
                    // The report without the whole module printed after it.
                    let check = format!("{check:?}");
                    let short: String = check.chars().take(1500).collect();
                    Some(format!("{}: {short}", path.display()))
                }
                Err(error) => Some(format!("{}: {error}", path.display())),
            }
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The known findings (dead-sync-elim and memory-space-opt, being fixed): replayed and
/// reported, not failed on; a kernel that no longer imports or runs race-free fails.
#[test]
fn known_findings_are_replayed_and_reported() {
    let folder = format!("{REGRESSIONS}/known");
    let results: Vec<(PathBuf, Result<Check, String>)> = saved(&folder)
        .into_par_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).unwrap();
            let result = hunt::replay(&text);
            (path, result)
        })
        .collect();
    assert_eq!(
        KNOWN_PASSES.is_empty(),
        results.is_empty(),
        "known/ holds findings exactly while some pass is listed as known-broken"
    );
    let mut broken = Vec::new();
    for (path, result) in &results {
        let name = path.file_name().unwrap().to_string_lossy();
        match result {
            Ok(check) if check.is_finding() => eprintln!("known, still miscompiled: {name}"),
            Ok(_) => eprintln!("known, now FIXED (move it out of known/): {name}"),
            Err(error) => broken.push(format!("{name}: {error}")),
        }
    }
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}

/// The address shapes are UB-free by exact evaluation (no flag that some thread breaks, no
/// index outside its buffer) and have no barrier to leave out: every kernel they make runs
/// clean in kestrel-sim (no poison, fault or race).
#[test]
fn address_shapes_are_free_of_undefined_behaviour() {
    let kernels: Vec<_> = ["addr", "addr_loop", "strided_loop", "marching"]
        .iter()
        .flat_map(|name| (0..8).map(move |seed| adversary::generate_shape(seed, name).unwrap()))
        .collect();
    let unclean: Vec<String> = kernels
        .par_iter()
        .filter_map(|kernel| match oracle::prepare(kernel) {
            Ok(_) => None,
            Err(discard) => Some(format!(
                "{} seed {}: {discard:?}\n{}",
                kernel.shape, kernel.seed, kernel.text
            )),
        })
        .collect();
    assert!(unclean.is_empty(), "{}", unclean.join("\n\n"));
}

/// A buffer threads write for one another is never `noalias`: LLVM reads `noalias` as "no
/// other invocation touches this memory", so its own -O2 may load across a barrier what
/// another thread stored (seed 6000049 of `exchange` did), and the input, not the pipeline,
/// would be wrong.
#[test]
fn buffers_threads_exchange_through_are_never_noalias() {
    let mut noalias_buffers = 0;
    for shape in adversary::SHAPES {
        for seed in 0..64 {
            let kernel = adversary::generate_shape(seed, shape.name).unwrap();
            let header = kernel
                .text
                .lines()
                .find(|line| line.starts_with("define") && line.contains("@k("))
                .unwrap_or_else(|| panic!("{} seed {seed}: no kernel", shape.name));
            for exchanged in ["%scratch", "%partial", "%acc", "%slots"] {
                assert!(
                    !header.contains(&format!("noalias noundef {exchanged}")),
                    "{} seed {seed}: {header}",
                    shape.name
                );
            }
            noalias_buffers += header.matches("noalias").count();
        }
    }
    assert!(noalias_buffers > 0, "the other buffers still get noalias");
}

/// Loads from the NVPTX parameter space (101) in LLVM IR text: a `byval` kernel parameter's
/// fields as the backend hands them to the late half.
fn parameter_space_loads(ir: &str) -> usize {
    ir.lines()
        .filter(|line| line.contains(" = load ") && line.contains("ptr addrspace(101) "))
        .count()
}

/// `byval_fields` aims at the late rematerialize's view of a `byval` parameter struct: its
/// kernels import and are checkable, the backend gives the late half some of their fields
/// as parameter-space loads, and for a good share of seeds the late half (unbounded, as the
/// oracle's late point runs it) copies values computed from fields, which its output shows as
/// more parameter-space loads than it was given (a copied chain takes its field loads along).
#[test]
fn byval_fields_kernels_make_the_late_rematerialize_copy_field_values() {
    let seeds: Vec<u64> = (0..32).collect();
    let outcomes: Vec<Result<(bool, bool, bool), String>> = seeds
        .par_iter()
        .map(|&seed| {
            let kernel = adversary::generate_shape(seed, "byval_fields").unwrap();
            let prepared = oracle::prepare(&kernel)
                .map_err(|d| format!("seed {seed} is not checkable: {d:?}\n{}", kernel.text))?;
            let fired = |late_pipeline: &str| -> Result<(bool, bool), String> {
                let runs = oracle::late_ir(&prepared, late_pipeline, None)
                    .map_err(|e| format!("seed {seed}: {e}"))?;
                let wrapped = runs.iter().any(|run| parameter_space_loads(&run.given) > 0);
                let copied = runs.iter().any(|run| {
                    parameter_space_loads(&run.returned) > parameter_space_loads(&run.given)
                });
                Ok((wrapped, copied))
            };
            let (wrapped, unbounded) = fired(oracle::LATE_PIPELINE)?;
            let (_, in_loops) = fired(oracle::LATE_LOOPS_PIPELINE)?;
            Ok((wrapped, unbounded, in_loops))
        })
        .collect();
    let errors: Vec<String> = outcomes.iter().filter_map(|o| o.clone().err()).collect();
    assert!(errors.is_empty(), "{}", errors.join("\n\n"));
    let count = |pick: fn(&(bool, bool, bool)) -> bool| {
        outcomes.iter().flatten().filter(|o| pick(o)).count()
    };
    let (wrapped, unbounded, in_loops) = (count(|o| o.0), count(|o| o.1), count(|o| o.2));
    eprintln!(
        "byval_fields, {} seeds: {wrapped} read fields through the parameter space; the late rematerialize copied field values in {unbounded} (unbounded) and {in_loops} (copies in loops)",
        seeds.len()
    );
    assert!(
        wrapped * 2 >= seeds.len(),
        "{wrapped} of {} seeds",
        seeds.len()
    );
    for copied in [unbounded, in_loops] {
        assert!(
            copied * 4 >= seeds.len(),
            "{copied} of {} seeds",
            seeds.len()
        );
    }
}

/// The oracle must see a field read from the wrong struct: `byval_fields` kernels with two
/// structs of one type (other values) read through `%p` where they read `%q` differ.
#[test]
fn the_oracle_sees_a_field_of_the_other_byval_struct() {
    let kernels: Vec<_> = (0..64)
        .map(|seed| adversary::generate_shape(seed, "byval_fields").unwrap())
        .filter(|k| k.text.contains("ptr %q,"))
        .take(6)
        .collect();
    assert_eq!(kernels.len(), 6, "too few kernels with two structs");
    let checks: Vec<(u64, bool)> = kernels
        .par_iter()
        .map(|kernel| {
            let prepared = oracle::prepare(kernel).unwrap_or_else(|d| panic!("{d:?}"));
            let swapped: String = kernel
                .text
                .lines()
                .map(|l| {
                    if l.starts_with("define") {
                        format!("{l}\n")
                    } else {
                        format!("{}\n", l.replace("ptr %q,", "ptr %p,"))
                    }
                })
                .collect();
            let after = oracle::import(&swapped).unwrap();
            (kernel.seed, oracle::compare(&prepared, &after).is_finding())
        })
        .collect();
    let missed: Vec<u64> = checks.iter().filter(|c| !c.1).map(|c| c.0).collect();
    assert!(missed.is_empty(), "not seen: seeds {missed:?}");
}

/// The measured late point is no formality: on modules of two kernels (`twin_kernels`) the
/// settlement keeps the unbounded late half's rewrites for some functions and undoes them
/// for others, so the oracle compares modules mixed per function with what the late half was
/// given, and finds them alike.
#[test]
fn the_measured_late_point_settles_generated_kernels_every_way() {
    use kestrel_rewrites::late_settle::Kept;
    let ptxas = crate::support::ptxas();
    let jobs: Vec<(&str, u64)> = (0..16).map(|seed| ("twin_kernels", seed)).collect();
    let outcomes: Vec<Result<Vec<Kept>, String>> = jobs
        .par_iter()
        .map(|&(shape, seed)| {
            let kernel = adversary::generate_shape(seed, shape).unwrap();
            let Ok(prepared) = oracle::prepare(&kernel) else {
                return Ok(Vec::new());
            };
            let check = oracle::check_late(&prepared, oracle::LATE_PIPELINE, Some(&ptxas));
            if check.is_finding() {
                return Err(format!("{shape} seed {seed}: {check:?}"));
            }
            let reports = oracle::late_reports(&prepared, oracle::LATE_PIPELINE, Some(&ptxas))
                .map_err(|e| format!("{shape} seed {seed}: {e}"))?;
            Ok(reports
                .iter()
                .flat_map(|report| report.late_settled.iter().map(|s| s.kept))
                .collect())
        })
        .collect();
    let errors: Vec<String> = outcomes.iter().filter_map(|o| o.clone().err()).collect();
    assert!(errors.is_empty(), "{}", errors.join("\n\n"));
    let settled: Vec<&Vec<Kept>> = outcomes.iter().flatten().collect();
    let count = |kept: fn(Kept) -> bool| {
        settled
            .iter()
            .flat_map(|k| k.iter())
            .filter(|&&k| kept(k))
            .count()
    };
    let mixed = settled
        .iter()
        .filter(|kept| kept.iter().any(|&k| k != kept[0]))
        .count();
    let (given, rewritten, harder) = (
        count(|k| k == Kept::Given),
        count(|k| k == Kept::Rewritten),
        count(|k| matches!(k, Kept::Harder(_))),
    );
    eprintln!(
        "{} kernels: functions settled given {given}, rewritten {rewritten}, harder {harder}; {mixed} modules mixed",
        jobs.len()
    );
    assert!(
        given > 0 && rewritten > 0,
        "given {given}, rewritten {rewritten}"
    );
    assert!(mixed > 0, "no module mixed per function");
}

/// `addresses_across_loops` is what rematerialize's pointer copies inside loops
/// (`remat-loop-pointers`, the measured settlement's second harder rewrite) fire on: with the
/// knob the late half returns other IR than without it for most seeds, and what it returns is
/// equivalent to what it was given.
#[test]
fn addresses_across_loops_kernels_get_pointer_copies_inside_loops() {
    let without = oracle::LATE_LOOPS_PIPELINE.replace(" remat-loop-pointers=true", "");
    assert_ne!(without, oracle::LATE_LOOPS_PIPELINE);
    let jobs: Vec<(u64, &str)> = (0..16)
        .map(|seed| (seed, "addresses_across_loops"))
        .collect();
    let differ = changed_and_equivalent(&jobs, oracle::LATE_LOOPS_PIPELINE, &without);
    eprintln!(
        "addresses_across_loops, {} seeds: pointer copies inside loops changed {differ}",
        jobs.len()
    );
    assert!(differ * 2 >= jobs.len(), "{differ} of {}", jobs.len());
}

/// sink-in-block (the measured settlement's third and fourth harder rewrites) reorders nearly
/// every kernel's blocks: over kernels of three shapes, the late half with it (at its sink and
/// once more after rematerialize) returns other IR than without it for most, and what it
/// returns is equivalent to what it was given.
#[test]
fn sink_in_block_reorders_and_stays_equivalent() {
    let without = oracle::LATE_IN_BLOCK_PIPELINE.replace(" sink-in-block=true", "");
    assert!(without.ends_with("rematerialize,sink{sink-for-occ=2147483647}"));
    assert_ne!(without, oracle::LATE_IN_BLOCK_PIPELINE);
    let jobs: Vec<(u64, &str)> = ["live_across_loop", "byval_fields", "twin_kernels"]
        .into_iter()
        .flat_map(|shape| (0..6).map(move |seed| (seed, shape)))
        .collect();
    let differ = changed_and_equivalent(&jobs, oracle::LATE_IN_BLOCK_PIPELINE, &without);
    eprintln!("{} kernels: sink-in-block changed {differ}", jobs.len());
    assert!(differ * 2 >= jobs.len(), "{differ} of {}", jobs.len());
}

/// Over generated kernels (seed, shape), checks the late half `pipeline` at the late point
/// (no finding allowed) and counts the kernels it returns other IR for than `without`.
fn changed_and_equivalent(jobs: &[(u64, &str)], pipeline: &str, without: &str) -> usize {
    let outcomes: Vec<Result<bool, String>> = jobs
        .par_iter()
        .map(|&(seed, shape)| {
            let kernel = adversary::generate_shape(seed, shape).unwrap();
            let prepared = oracle::prepare(&kernel).map_err(|d| {
                format!(
                    "{shape} seed {seed} is not checkable: {d:?}\n{}",
                    kernel.text
                )
            })?;
            let check = oracle::check_late(&prepared, pipeline, None);
            if check.is_finding() {
                return Err(format!("{shape} seed {seed}: {check:?}"));
            }
            let returned = |pipeline: &str| -> Result<Vec<String>, String> {
                let runs = oracle::late_ir(&prepared, pipeline, None)
                    .map_err(|e| format!("{shape} seed {seed}: {e}"))?;
                Ok(runs.into_iter().map(|run| run.returned).collect())
            };
            Ok(returned(pipeline)? != returned(without)?)
        })
        .collect();
    let errors: Vec<String> = outcomes.iter().filter_map(|o| o.clone().err()).collect();
    assert!(errors.is_empty(), "{}", errors.join("\n\n"));
    outcomes.iter().flatten().filter(|&&d| d).count()
}
