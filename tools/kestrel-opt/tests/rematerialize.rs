//! rematerialize beyond its file tests (`test/rematerialize/`, checked by `file_tests`): over
//! the corpus, every kernel the simulator supports must run the same after the pass, and
//! ptxas must accept what it emits. The pass runs here on the input IR (its early place); the
//! late place, after the backend's IR passes, is checked where `--emit=ptx` is.

#[test]
fn the_corpus_runs_the_same_after_rematerialize() {
    crate::support::corpus_runs_the_same(
        "rematerialize",
        &["--passes=rematerialize", "--dump-remat"],
        &[("values recomputed", "Rematerialize: recomputed at")],
        true,
    );
}

/// The same with copies allowed inside loops the value is not defined in (remat-loop-chain):
/// a copy then runs every iteration, so what it reads must be what the original read each time.
#[test]
fn the_corpus_runs_the_same_after_rematerialize_into_loops() {
    crate::support::corpus_runs_the_same(
        "rematerialize",
        &[
            "--passes=rematerialize",
            "--remat-loop-chain=8",
            "--dump-remat",
        ],
        &[("values recomputed", "Rematerialize: recomputed at")],
        true,
    );
}
