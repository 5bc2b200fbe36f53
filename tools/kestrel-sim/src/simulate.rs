//! Running the kernels of one program under every schedule and gathering the report.

use crate::{
    SimError, compare,
    config::Config,
    exec::{Fault, RawRace},
    inputs::{self, Inputs},
    memory::GlobalMemory,
    program::{FuncId, Program},
    report::{
        FaultReport, KernelReport, ModuleReport, PoisonStoreReport, Race, RaceAccess, ScheduleRun,
    },
    sched::{self, RunOptions, RunOutcome, Schedule},
};

/// Runs every selected kernel of `program`.
pub fn run_program(program: &Program, config: &Config) -> Result<ModuleReport, SimError> {
    config.validate()?;
    let mut report = ModuleReport {
        module: program.name.clone(),
        kernels: Vec::new(),
        unsupported: Vec::new(),
    };
    for kernel in select_kernels(program, config)? {
        let name = program.functions[kernel as usize].name.clone();
        if let Err(error) = program.check_supported(&name) {
            report.unsupported.push((name, error));
            continue;
        }
        let config = &config.for_kernel(&program.functions[kernel as usize])?;
        let inputs = inputs::generate(program, kernel, config)?;
        let buffers_at = inputs::buffers_offset(&[program]);
        let (kernel_report, _) = simulate_kernel(program, kernel, config, &inputs, buffers_at);
        report.kernels.push(kernel_report);
    }
    Ok(report)
}

/// The kernels to run: `config.kernel`, or every kernel of the module.
pub fn select_kernels(program: &Program, config: &Config) -> Result<Vec<FuncId>, SimError> {
    match &config.kernel {
        Some(name) => match program.function_ids.get(name) {
            Some(&id) => Ok(vec![id]),
            None if program.unsupported.contains_key(name) => {
                Err(program.unsupported[name].clone())
            }
            None => Err(SimError::NoKernel(format!(
                "{}: no kernel @{name} (kernels: {})",
                program.name,
                program.kernel_names().join(", ")
            ))),
        },
        None if program.kernels.is_empty() => Err(SimError::NoKernel(format!(
            "{}: the module has no kernels",
            program.name
        ))),
        None => Ok(program.kernels.clone()),
    }
}

pub fn run_options(config: &Config) -> RunOptions {
    RunOptions {
        race_detection: config.race_detection,
        step_limit: config.step_limit,
        dynamic_shared_bytes: config.dynamic_shared_bytes,
    }
}

/// Runs one kernel under `schedule` from freshly placed inputs.
pub fn run_once(
    program: &Program,
    kernel: FuncId,
    config: &Config,
    inputs: &Inputs,
    buffers_at: u64,
    schedule: Schedule,
) -> RunOutcome {
    let (memory, args) = inputs::place(program, inputs, buffers_at);
    sched::run_kernel(
        program,
        kernel,
        config.launch(),
        schedule,
        &args,
        memory,
        run_options(config),
    )
}

/// Runs one kernel under every schedule; the report and each run's outcome.
pub fn simulate_kernel(
    program: &Program,
    kernel: FuncId,
    config: &Config,
    inputs: &Inputs,
    buffers_at: u64,
) -> (KernelReport, Vec<RunOutcome>) {
    let outcomes: Vec<RunOutcome> = config
        .schedules
        .iter()
        .map(|&schedule| run_once(program, kernel, config, inputs, buffers_at, schedule))
        .collect();
    let name = program.functions[kernel as usize].name.clone();
    let mut report = KernelReport {
        kernel: name.clone(),
        launch: config.launch(),
        runs: Vec::new(),
        races: Vec::new(),
        fault: None,
        poison_stores: Vec::new(),
        poison_store_count: 0,
        schedule_dependence: None,
    };
    let mut seen_pairs = std::collections::BTreeSet::new();
    for (outcome, &schedule) in outcomes.iter().zip(&config.schedules) {
        report.runs.push(ScheduleRun {
            schedule,
            instructions: outcome.steps,
            digest: compare::digest(&outcome.memory),
            faulted: outcome.fault.is_some(),
        });
        if report.fault.is_none() {
            report.fault = outcome
                .fault
                .as_ref()
                .map(|f| fault_report(program, f, schedule));
        }
        for race in &outcome.findings.races {
            let (a, b) = (race.first.2, race.second.2);
            if seen_pairs.insert((a.min(b), a.max(b))) {
                report
                    .races
                    .push(race_report(program, &name, race, &outcome.memory));
            }
        }
        for store in &outcome.findings.poison_stores {
            let site = program.sites[store.site as usize].clone();
            if report.poison_stores.iter().all(|s| s.site != site) {
                report.poison_stores.push(PoisonStoreReport {
                    site,
                    block: store.block,
                    thread: store.thread,
                    address: store.address.clone(),
                });
            }
        }
        report.poison_store_count = report
            .poison_store_count
            .max(outcome.findings.poison_store_count);
    }
    report.schedule_dependence = schedule_dependence(&outcomes, &config.schedules);
    (report, outcomes)
}

/// The first difference between the first schedule's memory and another's.
fn schedule_dependence(outcomes: &[RunOutcome], schedules: &[Schedule]) -> Option<String> {
    let (first, rest) = outcomes.split_first()?;
    if first.fault.is_some() {
        return None;
    }
    for (other, schedule) in rest.iter().zip(&schedules[1..]) {
        if other.fault.is_some() {
            continue;
        }
        let (differences, total) = compare::compare(&first.memory, &other.memory, 1);
        if let Some(difference) = differences.first() {
            return Some(format!(
                "{} and {schedule} differ at {total} location(s), first {difference}",
                schedules[0]
            ));
        }
    }
    None
}

pub fn fault_report(program: &Program, fault: &Fault, schedule: Schedule) -> FaultReport {
    FaultReport {
        schedule,
        kind: fault.kind,
        message: fault.message.clone(),
        site: fault.site.map(|s| program.sites[s as usize].clone()),
        block: fault.block,
        thread: fault.thread,
    }
}

pub(crate) fn race_report(
    program: &Program,
    kernel: &str,
    race: &RawRace,
    memory: &GlobalMemory,
) -> Race {
    let access = |(block, thread, site, write): (u32, u32, u32, bool)| RaceAccess {
        block,
        thread,
        write,
        site: program.sites[site as usize].clone(),
    };
    let address = if race.shared {
        program.shared_location(race.offset)
    } else {
        memory.describe(race.offset)
    };
    Race {
        kernel: kernel.to_string(),
        space: if race.shared { "shared" } else { "global" },
        address,
        first: access(race.first),
        second: access(race.second),
    }
}

/// An explicit kernel argument for [`execute`], one per declared parameter.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// An integer parameter (or a float parameter given as an integer).
    Int(i64),
    Float(f64),
    /// A pointer parameter: a fresh global buffer with these contents.
    Buffer(Vec<u8>),
}

/// The result of [`execute`]: the report, and the final contents of every
/// [`Arg::Buffer`] (in argument order) under the first schedule.
#[derive(Clone, Debug)]
pub struct Execution {
    pub report: KernelReport,
    pub buffers: Vec<Vec<u8>>,
}

/// Runs kernel `kernel` with explicit arguments under every schedule of `config`.
pub fn execute(
    program: &Program,
    kernel: &str,
    args: &[Arg],
    config: &Config,
) -> Result<Execution, SimError> {
    config.validate()?;
    program.check_supported(kernel)?;
    let id = program.function_ids[kernel];
    let function = &program.functions[id as usize];
    let config = &config.for_kernel(function)?;
    if args.len() != function.param_shapes.len() {
        return Err(SimError::Config(format!(
            "@{kernel} takes {} arguments, {} given",
            function.param_shapes.len(),
            args.len()
        )));
    }
    let mut inputs = Inputs {
        args: Vec::new(),
        buffers: Vec::new(),
        pointer_leaf: Vec::new(),
        seed: config.seed,
    };
    for (index, (arg, shape)) in args.iter().zip(&function.param_shapes).enumerate() {
        let scalar = function.param_leaves[shape.first_leaf];
        let mismatch = || {
            SimError::Config(format!(
                "argument {index} of @{kernel} does not fit {scalar:?}"
            ))
        };
        if shape.leaves != 1 {
            return Err(SimError::Config(format!(
                "argument {index} of @{kernel} is an aggregate"
            )));
        }
        let value = match (arg, scalar) {
            (Arg::Buffer(bytes), crate::layout::Scalar::Ptr { .. }) => {
                inputs.buffers.push(inputs::Buffer {
                    name: format!("arg{index}"),
                    bytes: bytes.clone(),
                });
                inputs.pointer_leaf.push(shape.first_leaf);
                0
            }
            (Arg::Int(v), crate::layout::Scalar::Int(bits)) => {
                (*v as u64) & crate::layout::mask(u32::from(bits))
            }
            (Arg::Float(v), crate::layout::Scalar::F32) => u64::from((*v as f32).to_bits()),
            (Arg::Float(v), crate::layout::Scalar::F64) => v.to_bits(),
            _ => return Err(mismatch()),
        };
        inputs.args.push((value, false));
    }
    let buffers_at = inputs::buffers_offset(&[program]);
    let (report, outcomes) = simulate_kernel(program, id, config, &inputs, buffers_at);
    let memory = &outcomes[0].memory;
    let buffers = inputs
        .buffers
        .iter()
        .map(|buffer| {
            memory
                .allocations
                .iter()
                .find(|a| a.name == buffer.name)
                .map(|a| {
                    memory.arena.data[a.offset as usize..(a.offset + a.size) as usize].to_vec()
                })
                .unwrap_or_default()
        })
        .collect();
    Ok(Execution { report, buffers })
}
