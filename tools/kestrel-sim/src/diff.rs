//! Differential execution: the same kernels of two modules on identical inputs.
//!
//! For each kernel of BEFORE (or the one `Config::kernel` names), AFTER must have a kernel of
//! the same name and parameters. Inputs are generated once, from BEFORE, and both modules
//! run under every schedule of the configuration from identical memory; buffers start at
//! the same address in both, so even pointers stored to memory compare equal. After each
//! schedule, all global memory (kernel buffers and module globals present in both) is
//! compared with [`crate::compare`]: bit-exact, NaN-aware, poison in BEFORE allowing any
//! value in AFTER.
//!
//! AFTER is *different* when its memory differs, when it faults and BEFORE does not, or
//! when it has a race BEFORE does not (a race on an allocation where BEFORE had none). The
//! comparison is *inconclusive* when BEFORE faults, when BEFORE has a data race and AFTER's
//! results differ (BEFORE's results then depend on the schedule, and a rewrite may legally
//! change them: the verdict names the race; equal results under every schedule are still
//! *equivalent*, as when every thread stores the same value), or when either kernel cannot
//! be simulated: a rewrite of a kernel with undefined behaviour may legally do anything.

use crate::{
    SimError, compare,
    config::Config,
    inputs,
    program::Program,
    report::{DiffReport, KernelDiff, Verdict},
    simulate::{fault_report, run_once, select_kernels},
};
use std::collections::BTreeSet;

/// Compares the kernels of two lowered programs.
pub fn diff_programs(
    before: &Program,
    after: &Program,
    config: &Config,
) -> Result<DiffReport, SimError> {
    diff_each_kernel(before, after, config, false)
}

/// Compares like [`diff_programs`], but a kernel whose comparison is inconclusive under the
/// configured launch although both modules can run it (BEFORE races or faults there: two
/// blocks that index only by `tid` write the same words) is compared again under smaller
/// launches where BEFORE may be well-defined: one block of the same shape, then one warp
/// (unless launch bounds or the caller fix the block). The verdict is the first conclusive
/// one; [`KernelDiff::tried`] lists the launches that were not.
pub fn diff_programs_retrying(
    before: &Program,
    after: &Program,
    config: &Config,
) -> Result<DiffReport, SimError> {
    diff_each_kernel(before, after, config, true)
}

fn diff_each_kernel(
    before: &Program,
    after: &Program,
    config: &Config,
    retry: bool,
) -> Result<DiffReport, SimError> {
    config.validate()?;
    let kernels = select_kernels(before, config)?;
    let mut report = DiffReport {
        kernels: Vec::new(),
    };
    for kernel in kernels {
        let name = before.functions[kernel as usize].name.clone();
        let mut result = diff_kernel(before, after, &name, config)?;
        if retry {
            let mut tried = Vec::new();
            for smaller in smaller_launches(before, after, &name, config)? {
                let Verdict::Inconclusive(reason) = result.verdict else {
                    break;
                };
                tried.push((result.launch, reason));
                result = diff_kernel(before, after, &name, &smaller)?;
            }
            result.tried = tried;
        }
        report.kernels.push(result);
    }
    Ok(report)
}

/// The launches to try after `config`'s for kernel `name`, smallest last; none when the
/// comparison cannot depend on the launch (a kernel missing or refused in either module).
fn smaller_launches(
    before: &Program,
    after: &Program,
    name: &str,
    config: &Config,
) -> Result<Vec<Config>, SimError> {
    let runnable = |program: &Program| {
        program.function_ids.contains_key(name) && program.check_supported(name).is_ok()
    };
    if !runnable(before) || !runnable(after) {
        return Ok(Vec::new());
    }
    let kernel = &before.functions[before.function_ids[name] as usize];
    let first = config.for_kernel(kernel)?;
    let mut launches = Vec::new();
    if first.grid != [1, 1, 1] {
        launches.push(Config {
            grid: [1, 1, 1],
            ..first.clone()
        });
    }
    let threads: u32 = first.block.iter().product();
    if threads > 32 && !config.block_explicit && kernel.launch_bounds.exact.is_none() {
        launches.push(Config {
            grid: [1, 1, 1],
            block: [32, 1, 1],
            ..first
        });
    }
    Ok(launches)
}

fn verdict(kernel: &str, verdict: Verdict, config: &Config) -> KernelDiff {
    KernelDiff {
        kernel: kernel.to_string(),
        verdict,
        launch: config.launch(),
        tried: Vec::new(),
        differences: Vec::new(),
        instructions_before: 0,
        instructions_after: 0,
    }
}

fn diff_kernel(
    before: &Program,
    after: &Program,
    name: &str,
    config: &Config,
) -> Result<KernelDiff, SimError> {
    let Some(&after_id) = after.function_ids.get(name) else {
        if let Some(error) = after.unsupported.get(name) {
            return Ok(verdict(
                name,
                Verdict::Inconclusive(format!("AFTER: {error}")),
                config,
            ));
        }
        return Ok(verdict(
            name,
            Verdict::Different(vec![format!("AFTER has no kernel @{name}")]),
            config,
        ));
    };
    let before_id = before.function_ids[name];
    if let Err(error) = before.check_supported(name) {
        return Ok(verdict(
            name,
            Verdict::Inconclusive(format!("BEFORE: {error}")),
            config,
        ));
    }
    if let Err(error) = after.check_supported(name) {
        return Ok(verdict(
            name,
            Verdict::Inconclusive(format!("AFTER: {error}")),
            config,
        ));
    }
    let (before_fn, after_fn) = (
        &before.functions[before_id as usize],
        &after.functions[after_id as usize],
    );
    if before_fn.param_leaves != after_fn.param_leaves {
        return Ok(verdict(
            name,
            Verdict::Different(vec![format!(
                "the parameters changed: {:?} became {:?}",
                before_fn.param_leaves, after_fn.param_leaves
            )]),
            config,
        ));
    }
    let config = &config.for_kernel(before_fn)?;
    let inputs = inputs::generate(before, before_id, config)?;
    let buffers_at = inputs::buffers_offset(&[before, after]);
    let mut result = verdict(name, Verdict::Equivalent, config);
    let mut reasons = Vec::new();
    let mut after_races = Vec::new();
    let mut before_race_places = BTreeSet::new();
    // BEFORE's first race, named: where BEFORE races, its results depend on the schedule, so
    // AFTER's differing results are no evidence (equal results still are).
    let mut before_race = None;
    // Once AFTER is shown different, BEFORE still runs the remaining schedules: a fault or a
    // race of BEFORE under any of them makes the comparison inconclusive.
    let mut shown_different = false;
    for &schedule in &config.schedules {
        let b = run_once(before, before_id, config, &inputs, buffers_at, schedule);
        result.instructions_before = result.instructions_before.max(b.steps);
        if let Some(fault) = &b.fault {
            let fault = fault_report(before, fault, schedule);
            result.verdict = Verdict::Inconclusive(format!("BEFORE faults: {fault}"));
            return Ok(result);
        }
        for race in &b.findings.races {
            before_race_places.insert(race_place(before, race, &b.memory));
            before_race.get_or_insert_with(|| {
                let race = crate::simulate::race_report(before, name, race, &b.memory);
                format!("BEFORE has a data race under schedule {schedule}, so its results depend on the schedule: {race}")
            });
        }
        if shown_different {
            continue;
        }
        let a = run_once(after, after_id, config, &inputs, buffers_at, schedule);
        result.instructions_after = result.instructions_after.max(a.steps);
        for race in &a.findings.races {
            after_races.push((
                race_place(after, race, &a.memory),
                crate::simulate::race_report(after, name, race, &a.memory),
            ));
        }
        if let Some(fault) = &a.fault {
            reasons.push(format!(
                "AFTER faults: {}",
                fault_report(after, fault, schedule)
            ));
            shown_different = true;
            continue;
        }
        let (differences, total) = compare::compare(&b.memory, &a.memory, 5);
        if total > 0 {
            reasons.push(format!(
                "global memory differs under schedule {schedule} at {total} location(s):"
            ));
            reasons.extend(differences.iter().map(|d| format!("  {d}")));
            result.differences = differences;
            shown_different = true;
        }
    }
    if let Some(before_race) = before_race
        && shown_different
    {
        result.verdict = Verdict::Inconclusive(before_race);
        return Ok(result);
    }
    // A race on an allocation where BEFORE had none is new, and a difference on its own.
    if let Some((place, race)) = after_races
        .iter()
        .find(|(place, _)| !before_race_places.contains(place))
    {
        reasons.push(format!(
            "AFTER has a race BEFORE does not (on {place}): {race}"
        ));
    }
    if !reasons.is_empty() {
        result.verdict = Verdict::Different(reasons);
    }
    Ok(result)
}

/// The allocation a race is on (`arg1`, `@tile`, `shared`), for the reason that names it.
fn race_place(
    program: &Program,
    race: &crate::exec::RawRace,
    memory: &crate::memory::GlobalMemory,
) -> String {
    if race.shared {
        let location = program.shared_location(race.offset);
        location.split('+').next().unwrap_or("shared").to_string()
    } else {
        let location = memory.describe(race.offset);
        location.split('+').next().unwrap_or("global").to_string()
    }
}
