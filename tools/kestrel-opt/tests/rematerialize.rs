//! rematerialize beyond its file tests (`test/rematerialize/`, checked by `file_tests`): over
//! the corpus, every kernel the simulator supports must run the same after the pass, and
//! ptxas must accept what it emits. The pass runs here on the input IR (its early place); the
//! late place, after the backend's IR passes, is checked where `--emit=ptx` is.

#[test]
fn the_corpus_runs_the_same_after_rematerialize() {
    crate::support::corpus_runs_the_same(
        "rematerialize",
        &["--passes=rematerialize", "--dump-remat"],
        &[("values recomputed", " recomputed at ")],
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
        &[("values recomputed", " recomputed at ")],
        true,
    );
}

/// Sites inside loops come from the knob alone: on conv2d_nchw.cu the default recomputes values
/// at sites outside the loops and none inside, and remat-loop-chain=8 puts copies inside.
#[test]
fn copies_go_inside_loops_only_with_the_knob() {
    let file = crate::support::root().join("third_party/kernels/O3/conv2d_nchw.cu.ll");
    let file = file.to_str().unwrap();
    let inside = |extra: &[&str]| -> (usize, usize) {
        let mut args = vec!["--passes=rematerialize", "--dump-remat", "-o", "/dev/null"];
        args.extend_from_slice(extra);
        args.push(file);
        let outcome = crate::support::kestrel_opt(&args, &[]);
        assert_eq!(outcome.code, 0, "{}", outcome.stderr);
        let values: Vec<&str> = outcome
            .stderr
            .lines()
            .filter(|line| line.contains(" recomputed at "))
            .collect();
        let in_loops = values
            .iter()
            .filter(|line| !line.contains("(0 inside loops"))
            .count();
        (values.len(), in_loops)
    };
    let (values, in_loops) = inside(&[]);
    assert!(values > 0, "the default recomputes nothing here");
    assert_eq!(in_loops, 0, "a copy inside a loop without the knob");
    let (_, in_loops) = inside(&["--remat-loop-chain=8"]);
    assert!(
        in_loops > 0,
        "no copy inside a loop with remat-loop-chain=8"
    );
}
