//! A corpus kernel (LLVM-dialect MLIR or LLVM IR text, seeded from `third_party/corpus` and
//! `test/`) mutated by libFuzzer, through `kestrel-opt -O3` in-process. Findings: an internal
//! error (a pass or the driver panicked), an exit code other than 0 or 1, output that does not
//! parse and verify again, or, where kestrel-sim runs the kernel, a difference from the input.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::Once;

fn fail(what: &str, detail: &str) -> ! {
    eprintln!("FINDING: {what}\n{detail}");
    std::process::abort();
}

fn opt(args: &[&str], input: &[u8]) -> kestrel_opt::Outcome {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let input = input.to_vec();
    kestrel_opt::run(&args, move || Ok(input))
}

fn internal(outcome: &kestrel_opt::Outcome) -> bool {
    outcome.stderr.contains("internal error")
}

static QUIET: Once = Once::new();

fuzz_target!(|data: &[u8]| {
    // kestrel-opt and kestrel-sim catch panics and report them; libFuzzer's hook would abort
    // first. Panics are findings here only when they surface as internal errors.
    QUIET.call_once(|| std::panic::set_hook(Box::new(|_| {})));
    if data.len() > 64 * 1024 {
        return;
    }
    // The input as MLIR (imports LLVM IR; no passes): the reference.
    let before = opt(&["-"], data);
    if internal(&before) {
        fail("internal error importing the input", &before.stderr);
    }
    if before.code != 0 {
        return;
    }
    let after = opt(&["-", "-O3"], &before.stdout);
    if internal(&after) || (after.code != 0 && after.code != 1) {
        fail("-O3 internal error", &after.stderr);
    }
    if after.code != 0 {
        // -O3 must not reject what parsed and verified.
        fail("-O3 rejected a verified module", &after.stderr);
    }
    let again = opt(&["-"], &after.stdout);
    if again.code != 0 {
        fail("-O3 output does not parse and verify", &again.stderr);
    }
    let (Ok(before), Ok(after)) = (
        String::from_utf8(before.stdout),
        String::from_utf8(after.stdout),
    ) else {
        return;
    };
    if before == after {
        return;
    }
    let config = kestrel_sim::Config {
        grid: [1, 1, 1],
        block: [32, 1, 1],
        step_limit: 2_000_000,
        schedules: vec![
            kestrel_sim::Schedule::Forward,
            kestrel_sim::Schedule::Reverse,
        ],
        ..kestrel_sim::Config::default()
    };
    if let Ok(report) = kestrel_sim::diff_modules(&before, &after, &config)
        && report.is_different()
    {
        fail(
            "-O3 changed behaviour",
            &format!("{report}\n--- before\n{before}\n--- after\n{after}"),
        );
    }
});
