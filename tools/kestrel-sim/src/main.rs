//! `kestrel-sim`: see `kestrel_sim::cli` for the commands and `--help` for the flags.
#![forbid(unsafe_code)]

use std::{io::Write, process::ExitCode};

fn main() -> ExitCode {
    // A panic is caught and reported as one `error:` line; the default hook would print
    // a second, multi-line message first.
    std::panic::set_hook(Box::new(|_| {}));
    let args: Vec<String> = std::env::args().skip(1).collect();
    let outcome = kestrel_sim::cli::run(&args);
    let _ = std::io::stdout().write_all(outcome.stdout.as_bytes());
    let _ = std::io::stderr().write_all(outcome.stderr.as_bytes());
    ExitCode::from(outcome.code)
}
