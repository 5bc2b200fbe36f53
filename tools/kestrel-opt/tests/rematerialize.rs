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
