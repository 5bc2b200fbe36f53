//! Adversarial inputs: generated kernels of the shapes that break compilers (huge functions,
//! deep dominator chains and loop nests, wide joins, deep GEP and expression chains, many
//! barriers, unreachable and irreducible control flow, values that refer to themselves).
//! The test runs `-O3` and every registered pass on moderate sizes and asserts only that each
//! finishes and verifies (exit 0: MLIR verifies after every pass). The shapes live in
//! kestrel-bench (`tools/kestrel-bench/src/shapes.rs`, included here as a module), whose
//! `kestrel-bench --adversarial` times every shape and pass at growing sizes and prints the
//! log-log slope (`cargo run --release -p kestrel-bench -- --adversarial`).

#[path = "../../kestrel-bench/src/shapes.rs"]
#[allow(dead_code)] // the benchmark's fields (`key`, `bench_n`) are not read here
mod shapes;

use crate::support::kestrel_opt;
use rayon::prelude::*;
use shapes::{SHAPES, Shape, op_count};

/// The pipelines every shape goes through: `-O3`, then each registered pass on its own
/// (with `--nv-disable-scev-cgp=false`, so scev-cgp does its work too).
fn pipelines() -> Vec<String> {
    let mut all = vec!["-O3".to_string()];
    all.extend(
        kestrel_rewrites::passes()
            .iter()
            .map(|info| format!("--passes={}", info.name)),
    );
    all
}

/// The knob every run gets.
const ENABLE_SCEV_CGP: &str = "--nv-disable-scev-cgp=false";

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
            let outcome = kestrel_opt(&["-", pipeline, ENABLE_SCEV_CGP], text.as_bytes());
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
