//! Arbitrary bytes as pipeline text, through `kestrel_opt::fuzzing::check_pipeline_text`: the
//! pest parser accepts or rejects without panicking, what it accepts prints back to text that
//! parses to the same text, and running it (as `--pass-pipeline=` and as `--passes=`) ends in
//! exit 0 or one `error:` line.
#![no_main]

#[path = "common/own_main.rs"]
mod own_main;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(finding) = kestrel_opt::fuzzing::check_pipeline_text(data) {
        eprintln!("FINDING: {finding}");
        std::process::abort();
    }
});
