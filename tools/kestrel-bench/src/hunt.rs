//! `--hunt SECONDS`: the adversarial kernel generator (`kestrel_opt::adversary`) run for a
//! time, statistics printed every 30 s and at the end, findings saved; `--hunt-print SEED`
//! prints one seed's kernel. Hosted here so no other binary links MLIR for it.

use kestrel_opt::adversary::{
    self, Options,
    hunt::{self, Hunt},
};
use std::{path::PathBuf, time::Duration};

pub fn drive(args: &[String]) -> Result<(), String> {
    let mut options = Options::default();
    let mut config = Hunt {
        first_seed: 0,
        seeds: None,
        time: None,
        jobs: std::thread::available_parallelism().map_or(1, |n| n.get()),
        options,
        shapes: Vec::new(),
        ptxas: crate::Tools::find().ptxas,
    };
    let mut save = PathBuf::from(hunt::REGRESSIONS);
    let mut print_seed = None;
    let mut replay_files = Vec::new();
    let mut replay_args: Option<Vec<String>> = None;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        let number = |text: &String| {
            text.parse::<u64>()
                .map_err(|e| format!("{arg}: {text}: {e}"))
        };
        match arg.as_str() {
            "--hunt" => config.time = Some(Duration::from_secs(number(value()?)?)),
            "--hunt-print" => print_seed = Some(number(value()?)?),
            "--hunt-replay" => replay_files.push(PathBuf::from(value()?)),
            "--with" => {
                replay_args = Some(value()?.split_whitespace().map(str::to_string).collect())
            }
            "--seed" => config.first_seed = number(value()?)?,
            "--seeds" => config.seeds = Some(number(value()?)?),
            "--jobs" => config.jobs = number(value()?)? as usize,
            "--save" => save = PathBuf::from(value()?),
            "--shapes" => {
                config.shapes = value()?.split(',').map(str::to_string).collect();
                if let Some(bad) = config
                    .shapes
                    .iter()
                    .find(|s| !adversary::SHAPES.iter().any(|k| k.name == *s))
                {
                    return Err(format!("--shapes: no shape '{bad}'"));
                }
            }
            "--counted-barriers" => options.counted_barriers = true,
            "--inline-asm" => options.inline_asm = true,
            other => return Err(format!("--hunt: unknown argument {other}")),
        }
    }
    config.options = options;
    if !replay_files.is_empty() {
        return replay(&replay_files, replay_args);
    }
    if let Some(seed) = print_seed {
        let kernel = match config.shapes.as_slice() {
            [] => adversary::generate(seed, &options),
            shapes => {
                let shape = &shapes[(seed % shapes.len() as u64) as usize];
                adversary::generate_shape(seed, shape).expect("checked above")
            }
        };
        print!("{}", kernel.text);
        return Ok(());
    }
    eprintln!(
        "hunting from seed {} on {} threads for {:?}",
        config.first_seed, config.jobs, config.time
    );
    let (stats, findings) = hunt::hunt(&config, |stats| eprint!("{}", stats.report()));
    let written =
        hunt::save(&findings, &save, 3).map_err(|e| format!("{}: {e}", save.display()))?;
    print!("{}", stats.report());
    for finding in &findings {
        println!(
            "finding: seed {} shape {} pipeline {}{}",
            finding.kernel.seed,
            finding.kernel.shape,
            finding.pipeline.label,
            if finding.known { " (known)" } else { "" }
        );
    }
    for path in written {
        println!("saved {}", path.display());
    }
    if stats.new_finding_count() > 0 {
        return Err(format!(
            "{} new findings (outside known/)",
            stats.new_finding_count()
        ));
    }
    Ok(())
}

/// `--hunt-replay FILE [--with "ARGS"]`: what each saved finding's pipeline (or ARGS, to
/// bisect a pipeline) does to its kernel now.
fn replay(files: &[PathBuf], with: Option<Vec<String>>) -> Result<(), String> {
    for file in files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
        let (kernel, mut pipeline) = hunt::parse_finding(&text)?;
        if let Some(args) = &with {
            pipeline.args = args.clone();
        }
        let verdict = match adversary::oracle::prepare(&kernel) {
            Err(discard) => format!("not checkable: {discard:?}"),
            Ok(prepared) => match adversary::oracle::check(&prepared, &pipeline) {
                adversary::oracle::Check::Different(detail) => format!(
                    "DIFFERENT: {}",
                    detail.lines().take(4).collect::<Vec<_>>().join(" / ")
                ),
                adversary::oracle::Check::Failed(error) => format!("FAILED: {error}"),
                other => format!("{other:?}"),
            },
        };
        println!("{}: {}: {verdict}", file.display(), pipeline.args.join(" "));
    }
    Ok(())
}
