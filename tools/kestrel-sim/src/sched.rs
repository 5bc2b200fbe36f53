//! Running a kernel over a grid: blocks, barrier phases, warp collectives and schedules.
//!
//! Blocks run one after another (their order depends on the schedule). Within a block,
//! execution proceeds in *phases*: every runnable thread runs, in the schedule's order for
//! this phase, until it stops at a barrier, at a warp collective, or at its end. Warp
//! collectives whose participants have all arrived are resolved and their threads run on;
//! a thread that only arrives at a barrier (`bar.arrive`) is recorded and runs on. When
//! nothing can run, every barrier (of the 16 per block) that enough threads arrived at is
//! released: without a thread count, all live threads; with one, that many threads in whole
//! warps, in arrival order (the race detector gives the waiters the join of the
//! participants' clocks), and the next phase starts. When none can be released the block is
//! stuck: a warp collective or an aligned barrier reached from different instructions is a
//! divergent barrier, anything else a deadlock. The warp-level matrix instructions
//! (`ldmatrix`, `mma.sync`: [`crate::matrix`]) are collectives of all 32 lanes: a warp
//! that reaches one with fewer (lanes exited, or a partial warp) is divergent too.
//!
//! Schedules only permute the order in which threads (and blocks) run. With the race
//! detector, one schedule suffices to find a missing barrier; the permutations make such a
//! bug also visible as different results, and exercise code whose outcome depends on
//! atomics' order.
//!
//! What it does not do: blocks never run concurrently, so a kernel in which one block waits
//! for another (a spin lock, a grid-wide flag) runs into the step limit.

use crate::{
    exec::{BARRIERS_PER_CTA, BarrierArrival, Fault, FaultKind, Findings, Machine, Stop, Thread},
    matrix::{self, MatrixOp},
    memory::{Arena, GlobalMemory},
    program::{BarrierKind, FuncId, Program, ShflMode, SiteId, WarpOp},
    race::{RaceDetector, sync::Arrival},
    rng::Rng,
};
use std::fmt;

/// An order in which to run threads and blocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Schedule {
    /// Thread 0 first, then 1, ...; block 0 first.
    Forward,
    /// The last thread first; the last block first.
    Reverse,
    /// A fresh pseudo-random permutation for every phase of every block.
    Shuffle(u64),
}

impl fmt::Display for Schedule {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Schedule::Forward => f.write_str("forward"),
            Schedule::Reverse => f.write_str("reverse"),
            Schedule::Shuffle(seed) => write!(f, "shuffle:{seed}"),
        }
    }
}

impl std::str::FromStr for Schedule {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        match text {
            "forward" => Ok(Schedule::Forward),
            "reverse" => Ok(Schedule::Reverse),
            _ => text
                .strip_prefix("shuffle:")
                .and_then(|seed| seed.parse().ok())
                .map(Schedule::Shuffle)
                .ok_or_else(|| {
                    format!("unknown schedule '{text}' (forward, reverse, shuffle:SEED)")
                }),
        }
    }
}

impl Schedule {
    /// The order of `n` items in phase `phase` of block `block` (`block` = `u32::MAX` for
    /// the block order itself).
    fn order(self, n: u32, block: u32, phase: u32) -> Vec<u32> {
        let mut order: Vec<u32> = (0..n).collect();
        match self {
            Schedule::Forward => {}
            Schedule::Reverse => order.reverse(),
            Schedule::Shuffle(seed) => {
                Rng::derived(seed, &[u64::from(block), u64::from(phase)]).shuffle(&mut order)
            }
        }
        order
    }
}

/// Grid and block dimensions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Launch {
    pub grid: [u32; 3],
    pub block: [u32; 3],
}

impl Launch {
    pub fn threads_per_block(&self) -> u32 {
        self.block.iter().product()
    }

    pub fn blocks(&self) -> u32 {
        self.grid.iter().product()
    }
}

/// How to run: resources and limits that are not part of the launch.
#[derive(Clone, Copy, Debug)]
pub struct RunOptions {
    pub race_detection: bool,
    pub step_limit: u64,
    pub dynamic_shared_bytes: u64,
}

/// What one run of a kernel under one schedule produced.
#[derive(Debug)]
pub struct RunOutcome {
    pub fault: Option<Fault>,
    pub findings: Findings,
    /// Global memory after the run.
    pub memory: GlobalMemory,
    /// Instructions executed.
    pub steps: u64,
}

/// Where a thread is between phases.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    Runnable,
    AtBarrier {
        site: SiteId,
        kind: BarrierKind,
        predicate: bool,
        dst: u32,
        arrival: BarrierArrival,
    },
    AtWarp {
        site: SiteId,
        op: WarpOp,
        dst: u32,
        args: [u64; 4],
        value_poison: bool,
    },
    Exited,
}

/// Runs `kernel` with parameter leaves `args` over `launch`, starting from `memory`.
pub fn run_kernel(
    program: &Program,
    kernel: FuncId,
    launch: Launch,
    schedule: Schedule,
    args: &[(u64, bool)],
    memory: GlobalMemory,
    options: RunOptions,
) -> RunOutcome {
    let mut machine = Machine::new(program, memory, options.step_limit);
    if options.race_detection {
        machine.race = Some(RaceDetector::new(
            launch.threads_per_block(),
            launch.blocks(),
        ));
    }
    machine.ntid = launch.block;
    machine.nctaid = launch.grid;
    machine.threads_per_block = launch.threads_per_block();
    let (shared, objects) = shared_memory(program, kernel, options.dynamic_shared_bytes);
    machine.shared_objects = objects;
    for block in schedule.order(launch.blocks(), u32::MAX, 0) {
        let at = Start {
            block,
            shared: &shared,
        };
        run_block(&mut machine, kernel, launch, schedule, at, args);
        if machine.fault.is_some() {
            break;
        }
    }
    RunOutcome {
        fault: machine.fault.take(),
        findings: std::mem::take(&mut machine.findings),
        steps: machine.steps,
        memory: machine.global,
    }
}

/// A launch's shared memory: the static variables `kernel` can reach, with their initial
/// values, then the dynamic area (poison). Everything else (another kernel's variables,
/// padding) is unmapped, so an access past the kernel's own arrays faults as on a GPU.
/// Returns the arena and its objects (offset, size), for `inbounds` checks.
fn shared_memory(
    program: &Program,
    kernel: FuncId,
    dynamic_bytes: u64,
) -> (Arena, Vec<(u64, u64)>) {
    let end = match program.dynamic_shared_offset {
        Some(offset) => offset + dynamic_bytes,
        None => program.shared_static_size,
    };
    let mut arena = Arena::unmapped(end + 16);
    let mut objects = Vec::new();
    for index in program.kernel_shared_vars(kernel) {
        let var = &program.shared_vars[index];
        arena.map(var.offset, var.init.iter().copied());
        objects.push((var.offset, var.size));
    }
    if let Some(offset) = program.dynamic_shared_offset {
        arena.map_poison(offset, dynamic_bytes);
        objects.push((offset, dynamic_bytes));
    }
    (arena, objects)
}

fn coordinates(linear: u32, dims: [u32; 3]) -> [u32; 3] {
    [
        linear % dims[0],
        (linear / dims[0]) % dims[1],
        linear / (dims[0] * dims[1]),
    ]
}

/// Which block to run, and the shared memory it starts with.
struct Start<'a> {
    block: u32,
    shared: &'a Arena,
}

fn run_block(
    machine: &mut Machine,
    kernel: FuncId,
    launch: Launch,
    schedule: Schedule,
    Start { block, shared }: Start,
    args: &[(u64, bool)],
) {
    let program = machine.program;
    machine.block = block;
    machine.ctaid = coordinates(block, launch.grid);
    machine.shared = shared.clone();
    machine.async_copies.clear();
    if let Some(race) = &mut machine.race {
        race.begin_block(block);
    }
    let n = launch.threads_per_block();
    let mut threads: Vec<Thread> = (0..n)
        .map(|t| Thread::new(program, kernel, t, coordinates(t, launch.block), args))
        .collect();
    for thread in &mut threads {
        if !machine.enter_kernel(thread) {
            return;
        }
    }
    let mut states = vec![State::Runnable; n as usize];
    let mut barriers: Vec<Vec<Arrived>> = vec![Vec::new(); BARRIERS_PER_CTA as usize];
    for phase in 0.. {
        let order = schedule.order(n, block, phase);
        loop {
            // Threads that only arrived at a barrier run on in the next round.
            let mut arrived_only = false;
            for &t in &order {
                if states[t as usize] != State::Runnable {
                    continue;
                }
                let stop = machine.run(&mut threads[t as usize]);
                if machine.fault.is_some() {
                    return;
                }
                states[t as usize] = record_stop(machine, &mut barriers, t, stop);
                arrived_only |= states[t as usize] == State::Runnable;
                if states[t as usize] == State::Exited
                    && let Some(race) = &mut machine.race
                {
                    race.hb.exited(t);
                }
            }
            let warps_progressed = resolve_warps(machine, &mut threads, &mut states);
            if machine.fault.is_some() {
                return;
            }
            if !warps_progressed && !arrived_only {
                break;
            }
        }
        if states.iter().all(|s| *s == State::Exited) {
            return;
        }
        if !release_barriers(machine, &mut threads, &mut states, &mut barriers) {
            return;
        }
    }
}

/// Where thread `t` is after `stop`: an arrival at a barrier is recorded in the barrier's
/// list (with the thread's clock when it only arrives, since it runs on at once).
fn record_stop(machine: &mut Machine, barriers: &mut [Vec<Arrived>], t: u32, stop: Stop) -> State {
    let Stop::Barrier { site, arrival, .. } = stop else {
        return state_after(stop);
    };
    let clock = match &mut machine.race {
        Some(race) if arrival.mode.arrive => Some(race.hb.arrive(t)),
        _ => None,
    };
    barriers[arrival.id as usize].push(Arrived {
        thread: t,
        site,
        arrival,
        clock,
    });
    if arrival.mode.arrive {
        State::Runnable
    } else {
        state_after(stop)
    }
}

/// A thread's arrival at one of the block's barriers, in arrival order.
#[derive(Clone, Debug)]
struct Arrived {
    thread: u32,
    site: SiteId,
    arrival: BarrierArrival,
    /// What an arriving-only thread handed over (with the race detector on).
    clock: Option<Arrival>,
}

fn state_after(stop: Stop) -> State {
    match stop {
        Stop::Barrier {
            site,
            kind,
            predicate,
            dst,
            arrival,
        } => State::AtBarrier {
            site,
            kind,
            predicate,
            dst,
            arrival,
        },
        Stop::Warp {
            site,
            op,
            dst,
            args,
            value_poison,
        } => State::AtWarp {
            site,
            op,
            dst,
            args,
            value_poison,
        },
        Stop::Exited | Stop::Fault => State::Exited,
    }
}

fn fault(
    machine: &mut Machine,
    kind: FaultKind,
    site: Option<SiteId>,
    thread: u32,
    message: String,
) {
    machine.fault = Some(Fault {
        kind,
        message,
        site,
        block: machine.block,
        thread,
    });
}

/// Completes every barrier enough threads have arrived at (when nothing can run). False,
/// with a fault, when none can complete: a warp collective whose lanes never all arrive, a
/// divergent aligned barrier, or a deadlock (a barrier waiting for threads that never come).
fn release_barriers(
    machine: &mut Machine,
    threads: &mut [Thread],
    states: &mut [State],
    barriers: &mut [Vec<Arrived>],
) -> bool {
    let mut released = false;
    for arrivals in barriers.iter_mut() {
        let Some(participants) = completing_arrivals(arrivals, states) else {
            continue;
        };
        let arrived = take_arrivals(arrivals, &participants);
        if !release(machine, threads, states, &arrived) {
            return false;
        }
        released = true;
    }
    if released {
        return true;
    }
    if let Some((t, site)) = states.iter().enumerate().find_map(|(t, s)| match *s {
        State::AtWarp { site, .. } => Some((t, site)),
        _ => None,
    }) {
        let message = format!(
            "thread {t} waits at a warp collective whose other lanes never arrive (the block is stuck)"
        );
        fault(
            machine,
            FaultKind::DivergentBarrier,
            Some(site),
            t as u32,
            message,
        );
        return false;
    }
    report_deadlock(machine, states, barriers);
    false
}

/// Removes the arrivals at `indices` (ascending) from `arrivals` and returns them in order.
fn take_arrivals(arrivals: &mut Vec<Arrived>, indices: &[usize]) -> Vec<Arrived> {
    if indices.len() == arrivals.len() {
        return std::mem::take(arrivals);
    }
    let mut taken = Vec::with_capacity(indices.len());
    let mut kept = Vec::with_capacity(arrivals.len() - indices.len());
    let mut next = indices.iter().peekable();
    for (index, arrival) in std::mem::take(arrivals).into_iter().enumerate() {
        if next.next_if(|&&i| i == index).is_some() {
            taken.push(arrival);
        } else {
            kept.push(arrival);
        }
    }
    *arrivals = kept;
    taken
}

/// The arrivals (indices into `arrivals`, in order) that complete the barrier's current
/// instance, if enough threads arrived. Without a thread count every live thread of the
/// block must have arrived. With one, warps count whole, as PTX counts them: a warp adds 32
/// once all its live lanes arrived, and the instance completes with the first warps (in
/// arrival order) that reach the count; later arrivals wait for the next instance.
fn completing_arrivals(arrivals: &[Arrived], states: &[State]) -> Option<Vec<usize>> {
    let first = arrivals.first()?;
    // One arrival per thread per instance: a thread's second arrival is for the next one.
    let mut seen = vec![false; states.len()];
    let candidates: Vec<usize> = (0..arrivals.len())
        .filter(|&i| !std::mem::replace(&mut seen[arrivals[i].thread as usize], true))
        .collect();
    let Some(count) = first.arrival.count else {
        let all_arrived = states
            .iter()
            .zip(&seen)
            .all(|(s, &arrived)| *s == State::Exited || arrived);
        return all_arrived.then_some(candidates);
    };
    let live_lanes = |warp: u32| {
        let lanes = warp as usize * 32..(warp as usize * 32 + 32).min(states.len());
        lanes
            .filter(|&t| states[t] != State::Exited || seen[t])
            .count()
    };
    let mut tally: std::collections::BTreeMap<u32, usize> = Default::default();
    let mut complete_warps = Vec::new();
    for &i in &candidates {
        let warp = arrivals[i].thread / 32;
        let lanes = tally.entry(warp).or_default();
        *lanes += 1;
        if *lanes == live_lanes(warp) {
            complete_warps.push(warp);
            if complete_warps.len() as u64 * 32 >= u64::from(count) {
                return Some(
                    candidates
                        .into_iter()
                        .filter(|&i| complete_warps.contains(&(arrivals[i].thread / 32)))
                        .collect(),
                );
            }
        }
    }
    None
}

/// Releases one completed barrier instance: checks that its participants agree (thread
/// count, the same instruction where aligned), reduces the predicate, orders memory, and
/// lets the waiters run on.
fn release(
    machine: &mut Machine,
    threads: &mut [Thread],
    states: &mut [State],
    arrived: &[Arrived],
) -> bool {
    let first = &arrived[0];
    if let Some(other) = arrived
        .iter()
        .find(|a| a.arrival.count != first.arrival.count)
    {
        let count = |a: &Arrived| match a.arrival.count {
            Some(n) => format!("{n} threads"),
            None => "all threads".to_string(),
        };
        let message = format!(
            "barrier {}: thread {} expects {} while thread {} expects {}",
            first.arrival.id,
            first.thread,
            count(first),
            other.thread,
            count(other)
        );
        let site = Some(other.site);
        fault(
            machine,
            FaultKind::UndefinedBehaviour,
            site,
            other.thread,
            message,
        );
        return false;
    }
    if let Some((a, b)) = divergent_pair(arrived) {
        let program = machine.program;
        let message = format!(
            "divergent barrier: thread {} waits at {} while thread {} waits at {}",
            a.thread, program.sites[a.site as usize], b.thread, program.sites[b.site as usize]
        );
        fault(
            machine,
            FaultKind::DivergentBarrier,
            Some(a.site),
            a.thread,
            message,
        );
        return false;
    }
    let waiters: Vec<u32> = arrived
        .iter()
        .filter(|a| !a.arrival.mode.arrive)
        .map(|a| a.thread)
        .collect();
    let (kind, dst) = match states[waiters.first().copied().unwrap_or(first.thread) as usize] {
        State::AtBarrier { kind, dst, .. } => (kind, dst),
        _ => (BarrierKind::Sync, 0),
    };
    let predicates = waiters.iter().map(|&t| match states[t as usize] {
        State::AtBarrier { predicate, .. } => predicate,
        _ => false,
    });
    let result = match kind {
        BarrierKind::Sync => 0,
        BarrierKind::Popc => predicates.filter(|&p| p).count() as u64,
        BarrierKind::And => u64::from(predicates.into_iter().all(|p| p)),
        BarrierKind::Or => u64::from(predicates.into_iter().any(|p| p)),
    };
    if let Some(race) = &mut machine.race {
        let whole_block = first.arrival.count.is_none() && waiters.len() == arrived.len();
        if whole_block {
            race.hb.barrier(&waiters);
        } else {
            let clocks: Vec<Arrival> = arrived.iter().filter_map(|a| a.clock.clone()).collect();
            race.hb.partial_barrier(&clocks, &waiters);
        }
    }
    for &t in &waiters {
        if kind != BarrierKind::Sync {
            threads[t as usize].write(dst, result, false);
        }
        states[t as usize] = State::Runnable;
    }
    true
}

/// Two participants of an aligned barrier at different instructions: where the barrier has
/// no thread count, any two; with one, two lanes of one warp (warps may then arrive from
/// different instructions, as a producer's `bar.arrive` and a consumer's `bar.sync` do).
fn divergent_pair(arrived: &[Arrived]) -> Option<(&Arrived, &Arrived)> {
    let per_warp = arrived[0].arrival.count.is_some();
    let group = |a: &Arrived| if per_warp { a.thread / 32 } else { 0 };
    // The lowest thread of each group (the block, or a warp), then the lowest thread at
    // another instruction than its group's: O(n), no sorting.
    let mut firsts: Vec<Option<&Arrived>> = vec![None; 32];
    for a in arrived.iter().filter(|a| a.arrival.mode.aligned) {
        let first = &mut firsts[group(a) as usize];
        if first.is_none_or(|f| a.thread < f.thread) {
            *first = Some(a);
        }
    }
    arrived
        .iter()
        .filter(|b| b.arrival.mode.aligned)
        .filter_map(|b| {
            let a = firsts[group(b) as usize]?;
            (a.site != b.site).then_some((a, b))
        })
        .min_by_key(|(a, b)| (a.thread, b.thread))
}

/// The fault when nothing can run and no barrier can complete: names the first waiting
/// thread, its barrier, how many threads that barrier needs and how many arrived.
fn report_deadlock(machine: &mut Machine, states: &[State], barriers: &[Vec<Arrived>]) {
    let Some((t, site, arrival)) = states.iter().enumerate().find_map(|(t, s)| match *s {
        State::AtBarrier { site, arrival, .. } => Some((t, site, arrival)),
        _ => None,
    }) else {
        return;
    };
    let live = states.iter().filter(|s| **s != State::Exited).count();
    let arrivals = &barriers[arrival.id as usize];
    let needs = match arrival.count {
        Some(n) => format!("{n} threads"),
        None => format!("all {live} live threads"),
    };
    let program = machine.program;
    let message = format!(
        "deadlock: thread {t} waits at {} for barrier {} of {needs}, but only {} thread(s) arrive there (the others exited or wait elsewhere)",
        program.sites[site as usize],
        arrival.id,
        arrivals.len()
    );
    fault(machine, FaultKind::Deadlock, Some(site), t as u32, message);
}

/// Resolves every warp collective whose participants have all arrived. True when some
/// thread became runnable. A warp sync (`bar.warp.sync`) orders memory between the lanes of
/// its mask (the race detector joins their clocks; lanes that exited count as arrived);
/// shuffles and votes do not.
fn resolve_warps(machine: &mut Machine, threads: &mut [Thread], states: &mut [State]) -> bool {
    let mut progressed = false;
    for warp_start in (0..states.len()).step_by(32) {
        let warp_end = (warp_start + 32).min(states.len());
        let ready: Vec<usize> = (warp_start..warp_end)
            .filter(|&t| is_resolvable(states, warp_start, warp_end, t))
            .collect();
        if ready.is_empty() {
            continue;
        }
        if let State::AtWarp {
            op: WarpOp::Matrix(op),
            site,
            dst,
            ..
        } = states[ready[0]]
        {
            if !resolve_matrix(machine, threads, &ready, (op, site, dst)) {
                return progressed;
            }
            for &t in &ready {
                states[t] = State::Runnable;
            }
            progressed = true;
            continue;
        }
        let results: Vec<(usize, u32, u64, bool, Option<bool>)> = ready
            .iter()
            .map(|&t| collective_result(states, warp_start, warp_end, t))
            .collect();
        if let Some(race) = &mut machine.race {
            let syncs: Vec<(u32, Vec<u32>)> = ready
                .iter()
                .filter_map(|&t| match states[t] {
                    State::AtWarp {
                        op: WarpOp::Sync,
                        args,
                        ..
                    } => {
                        let lanes = (warp_start..warp_end)
                            .filter(|&lane| lane == t || args[0] >> (lane - warp_start) & 1 == 1)
                            .map(|lane| lane as u32)
                            .collect();
                        Some((t as u32, lanes))
                    }
                    _ => None,
                })
                .collect();
            if !syncs.is_empty() {
                race.hb.warp_sync(&syncs);
            }
        }
        for (t, dst, value, poison, predicate) in results {
            if let State::AtWarp { op, .. } = states[t] {
                if op != WarpOp::Sync {
                    threads[t].write(dst, value, poison);
                }
                if let Some(p) = predicate {
                    threads[t].write(dst + 1, u64::from(p), false);
                }
            }
            states[t] = State::Runnable;
            progressed = true;
        }
    }
    progressed
}

/// Resolves a warp-level matrix instruction (`op` at `site`, results to `dst..`) that the
/// live lanes `ready` of one warp reached: all 32 lanes must take part (PTX's `.aligned`),
/// so a partial warp, or lanes that exited, are a divergent collective (a fault, false).
fn resolve_matrix(
    machine: &mut Machine,
    threads: &mut [Thread],
    ready: &[usize],
    (op, site, dst): (MatrixOp, SiteId, u32),
) -> bool {
    if ready.len() != matrix::WARP {
        let first = ready[0];
        let message = format!(
            "divergent {op}: only {} of the 32 lanes of warp {} execute {} (the warp-collective instruction needs all of them)",
            ready.len(),
            first / 32,
            machine.program.sites[site as usize]
        );
        fault(
            machine,
            FaultKind::DivergentBarrier,
            Some(site),
            first as u32,
            message,
        );
        return false;
    }
    let payloads: Vec<&[(u64, bool)]> = ready.iter().map(|&t| &threads[t].payload[..]).collect();
    let results = matrix::resolve(op, &payloads);
    for (&t, leaves) in ready.iter().zip(results) {
        for (i, (value, poison)) in leaves.into_iter().enumerate() {
            threads[t].write(dst + i as u32, value, poison);
        }
    }
    true
}

/// The lanes (thread indices) a collective of `t` waits for: the live lanes of its mask.
fn participants(states: &[State], warp_start: usize, warp_end: usize, t: usize) -> Vec<usize> {
    let State::AtWarp { op, args, .. } = states[t] else {
        return Vec::new();
    };
    let mask = if op == WarpOp::ActiveMask {
        u64::MAX
    } else {
        args[0]
    };
    (warp_start..warp_end)
        .filter(|&lane| mask >> (lane - warp_start) & 1 == 1 && states[lane] != State::Exited)
        .collect()
}

fn is_resolvable(states: &[State], warp_start: usize, warp_end: usize, t: usize) -> bool {
    let State::AtWarp { site, op, .. } = states[t] else {
        return false;
    };
    participants(states, warp_start, warp_end, t)
        .iter()
        .all(|&lane| match states[lane] {
            State::AtWarp {
                site: other_site,
                op: other_op,
                ..
            } => other_site == site || (op == WarpOp::Sync && other_op == WarpOp::Sync),
            _ => op == WarpOp::ActiveMask && states[lane] != State::Runnable,
        })
}

/// The result of `t`'s collective: `(thread, dst, value, poison, shuffle predicate)`.
fn collective_result(
    states: &[State],
    warp_start: usize,
    warp_end: usize,
    t: usize,
) -> (usize, u32, u64, bool, Option<bool>) {
    let State::AtWarp {
        site,
        op,
        dst,
        args,
        ..
    } = states[t]
    else {
        return (t, 0, 0, false, None);
    };
    let lanes: Vec<usize> = participants(states, warp_start, warp_end, t)
        .into_iter()
        .filter(|&lane| matches!(states[lane], State::AtWarp { site: s, .. } if s == site))
        .collect();
    let predicate_of = |lane: usize| match states[lane] {
        State::AtWarp { args, .. } => args[1] & 1 == 1,
        _ => false,
    };
    let lane_bit = |lane: usize| 1u64 << (lane - warp_start);
    let value_of = |lane: usize| match states[lane] {
        State::AtWarp { args, .. } => args[1],
        _ => 0,
    };
    match op {
        WarpOp::VoteAny => (
            t,
            dst,
            u64::from(lanes.iter().any(|&l| predicate_of(l))),
            false,
            None,
        ),
        WarpOp::VoteAll => (
            t,
            dst,
            u64::from(lanes.iter().all(|&l| predicate_of(l))),
            false,
            None,
        ),
        WarpOp::VoteUni => {
            let first = lanes.first().map(|&l| predicate_of(l));
            let uniform = lanes.iter().all(|&l| Some(predicate_of(l)) == first);
            (t, dst, u64::from(uniform), false, None)
        }
        WarpOp::Ballot => {
            let bits = lanes
                .iter()
                .filter(|&&l| predicate_of(l))
                .map(|&l| lane_bit(l))
                .fold(0, |a, b| a | b);
            (t, dst, bits, false, None)
        }
        WarpOp::ActiveMask => {
            let bits = lanes.iter().map(|&l| lane_bit(l)).fold(0, |a, b| a | b);
            (t, dst, bits, false, None)
        }
        WarpOp::Redux(kind) => {
            let reduced = kind.reduce(lanes.iter().map(|&l| value_of(l)));
            (t, dst, reduced, false, None)
        }
        WarpOp::MatchAny => {
            let own = value_of(t);
            let bits = lanes
                .iter()
                .filter(|&&l| value_of(l) == own)
                .map(|&l| lane_bit(l))
                .fold(0, |a, b| a | b);
            (t, dst, bits, false, None)
        }
        WarpOp::Sync | WarpOp::Matrix(_) => (t, dst, 0, false, None),
        WarpOp::Shfl { mode, pred } => {
            let lane = (t - warp_start) as i64;
            let (source, valid) = shuffle_source(mode, lane, args[2], args[3]);
            let source_thread = warp_start + source as usize;
            let (value, poison) = if lanes.contains(&source_thread) {
                match states[source_thread] {
                    State::AtWarp {
                        args, value_poison, ..
                    } => (args[1], value_poison),
                    _ => (0, true),
                }
            } else {
                (0, true)
            };
            (t, dst, value, poison, pred.then_some(valid))
        }
    }
}

/// PTX `shfl.sync`: the source lane and the in-range predicate for `lane`.
fn shuffle_source(mode: ShflMode, lane: i64, b: u64, c: u64) -> (i64, bool) {
    let bval = (b & 0x1f) as i64;
    let cval = (c & 0x1f) as i64;
    let segmask = ((c >> 8) & 0x1f) as i64;
    let max_lane = (lane & segmask) | (cval & !segmask);
    let min_lane = lane & segmask;
    let (j, valid) = match mode {
        ShflMode::Up => (lane - bval, lane - bval >= max_lane),
        ShflMode::Down => (lane + bval, lane + bval <= max_lane),
        ShflMode::Bfly => (lane ^ bval, (lane ^ bval) <= max_lane),
        ShflMode::Idx => (
            min_lane | (bval & !segmask),
            (min_lane | (bval & !segmask)) <= max_lane,
        ),
    };
    if valid { (j, true) } else { (lane, false) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shuffle_lanes_follow_ptx() {
        // __shfl_down_sync(mask, v, 1): c = 0x1f
        assert_eq!(shuffle_source(ShflMode::Down, 3, 1, 0x1f), (4, true));
        assert_eq!(shuffle_source(ShflMode::Down, 31, 1, 0x1f), (31, false));
        // __shfl_up_sync(mask, v, 2): c = 0
        assert_eq!(shuffle_source(ShflMode::Up, 1, 2, 0), (1, false));
        assert_eq!(shuffle_source(ShflMode::Up, 5, 2, 0), (3, true));
        // __shfl_xor_sync(mask, v, 16)
        assert_eq!(shuffle_source(ShflMode::Bfly, 3, 16, 0x1f), (19, true));
        // __shfl_sync(mask, v, 7) with width 8: c = ((32 - 8) << 8) | 0x1f
        assert_eq!(
            shuffle_source(ShflMode::Idx, 13, 7, (24 << 8) | 0x1f),
            (15, true)
        );
    }

    #[test]
    fn schedules_permute() {
        assert_eq!(Schedule::Forward.order(3, 0, 0), [0, 1, 2]);
        assert_eq!(Schedule::Reverse.order(3, 0, 0), [2, 1, 0]);
        let a = Schedule::Shuffle(1).order(16, 0, 0);
        assert_ne!(a, Schedule::Shuffle(1).order(16, 0, 1));
        assert_eq!(a, Schedule::Shuffle(1).order(16, 0, 0));
        assert_eq!("shuffle:7".parse(), Ok(Schedule::Shuffle(7)));
    }
}
