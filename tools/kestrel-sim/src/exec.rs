//! The interpreter: runs one thread over the internal form until it stops.
//!
//! A thread runs until it reaches a CTA barrier, a warp collective, its end (`llvm.return`
//! from the kernel, `exit`), or a fault; the scheduler ([`crate::sched`]) decides who runs
//! next. Values follow LLVM semantics: integers wrap to their width, `nsw`/`nuw`/`exact`/
//! `disjoint`/`nneg` violations and out-of-range shifts and conversions produce poison, and
//! float operations are done in the operand's own precision. Poison flows through registers
//! and memory; it becomes a fault where LLVM says the program has undefined behaviour
//! (branching on it, using it as an address or divisor) and a reported event where it
//! reaches memory.
//!
//! Every global and shared access goes through the race detector when it is enabled, and
//! fences and atomics tell it how they synchronise.

use crate::{
    SimError,
    layout::{Scalar, mask},
    matrix::MatrixOp,
    memory::{self, AccessError, Arena, Generic, GlobalMemory},
    native,
    program::{
        AtomicOrder, BarrierKind, BarrierMode, CastOp, FBinOp, FKind, FuncId, Function, IBinOp,
        IPred, Inst, MathFn, OverflowOp, Program, Reg, RmwOp, Scope, SiteId, Sreg, WarpOp,
        fastmath, flags, gep_flags,
    },
    race::{AccessKind, RaceDetector},
};

/// What went wrong in a run: undefined behaviour, a bad access, a divergent barrier, ...
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    pub kind: FaultKind,
    pub message: String,
    /// The operation, when one is to blame.
    pub site: Option<SiteId>,
    pub block: u32,
    pub thread: u32,
}

/// Fault categories.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FaultKind {
    /// An access outside every allocation (or into another block's shared memory).
    InvalidAccess,
    Misaligned,
    /// Poison used as a branch condition, address, divisor, size or assumption.
    PoisonUse,
    /// Division by zero, signed division overflow, a false `assume`.
    UndefinedBehaviour,
    Unreachable,
    Trap,
    /// Not all threads of a block (or warp) reached the same barrier (or collective).
    DivergentBarrier,
    /// Threads wait at a barrier that not enough threads will ever arrive at.
    Deadlock,
    /// The step limit was reached: probably an endless loop (for example a spin-wait on
    /// another block, which never runs concurrently here).
    StepLimit,
    StackOverflow,
    /// A thread touched memory of a `cp.async` it had not yet waited for: read or wrote
    /// its shared destination, or wrote its global source, before the
    /// `cp.async.wait_group` that completes it.
    UnsynchronisedAsyncCopy,
}

/// Why a thread stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// At a CTA barrier (waiting, or only arriving); reductions carry the predicate.
    Barrier {
        site: SiteId,
        kind: BarrierKind,
        predicate: bool,
        dst: Reg,
        arrival: BarrierArrival,
    },
    /// At a warp collective, with its operand values.
    Warp {
        site: SiteId,
        op: WarpOp,
        dst: Reg,
        args: [u64; 4],
        value_poison: bool,
    },
    Exited,
    Fault,
}

/// Which barrier a thread reached and how: barrier `id` (0..15), completing when `count`
/// threads arrived (`None`: every live thread of the block).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BarrierArrival {
    pub id: u32,
    pub count: Option<u32>,
    pub mode: BarrierMode,
}

/// PTX has 16 barriers per CTA.
pub const BARRIERS_PER_CTA: u64 = 16;

/// One call frame.
#[derive(Clone, Debug)]
pub struct Frame {
    pub func: FuncId,
    pub pc: u32,
    pub regs: Vec<u64>,
    pub poison: Vec<bool>,
    /// The caller's register receiving the results.
    pub ret_dst: Reg,
    /// The stack top to restore on return (frees this frame's allocas).
    pub local_mark: u64,
}

/// A simulated thread.
#[derive(Clone, Debug)]
pub struct Thread {
    /// Linear index in the block.
    pub linear: u32,
    pub tid: [u32; 3],
    pub frames: Vec<Frame>,
    pub local: Arena,
    pub local_top: u64,
    pub clock_reads: u64,
    /// Results of the outermost function once it returned.
    pub returned: Vec<(u64, bool)>,
    /// What the thread brings to the warp-level matrix instruction it waits at
    /// ([`crate::matrix`]).
    pub payload: Vec<(u64, bool)>,
    scratch: Vec<(u64, bool)>,
}

/// First stack offset: local addresses are never 0.
const LOCAL_START: u64 = 16;
/// Deepest call stack.
const MAX_FRAMES: usize = 512;

impl Thread {
    /// A thread about to run `func` with `args` (one value per parameter leaf).
    pub fn new(
        program: &Program,
        func: FuncId,
        linear: u32,
        tid: [u32; 3],
        args: &[(u64, bool)],
    ) -> Self {
        let function = &program.functions[func as usize];
        let mut frame = new_frame(function, func, 0, LOCAL_START);
        for (&reg, &(value, poison)) in function.param_regs.iter().zip(args) {
            frame.regs[reg as usize] = value;
            frame.poison[reg as usize] = poison;
        }
        Self {
            linear,
            tid,
            frames: vec![frame],
            local: Arena::default(),
            local_top: LOCAL_START,
            clock_reads: 0,
            returned: Vec::new(),
            payload: Vec::new(),
            scratch: Vec::new(),
        }
    }

    /// Writes a register of the innermost frame (collective and barrier results).
    pub fn write(&mut self, reg: Reg, value: u64, poison: bool) {
        if let Some(frame) = self.frames.last_mut() {
            frame.regs[reg as usize] = value;
            frame.poison[reg as usize] = poison;
        }
    }

    pub fn lane(&self) -> u32 {
        self.linear % 32
    }
}

fn new_frame(function: &Function, func: FuncId, ret_dst: Reg, local_mark: u64) -> Frame {
    Frame {
        func,
        pc: 0,
        regs: function.template.clone(),
        poison: function.template_poison.clone(),
        ret_dst,
        local_mark,
    }
}

/// A race found during a run, before deduplication.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawRace {
    pub shared: bool,
    /// Arena offset of the first conflicting byte.
    pub offset: u64,
    pub first: (u32, u32, SiteId, bool),
    pub second: (u32, u32, SiteId, bool),
}

/// A store of a poison value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PoisonStore {
    pub site: SiteId,
    pub block: u32,
    pub thread: u32,
    pub address: String,
}

/// Everything the run found besides a fault.
#[derive(Clone, Debug, Default)]
pub struct Findings {
    pub races: Vec<RawRace>,
    /// Race sites already reported (first, second).
    pub race_pairs: std::collections::BTreeSet<(SiteId, SiteId)>,
    pub poison_stores: Vec<PoisonStore>,
    pub poison_store_count: u64,
}

/// Where an address resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    Global(u64),
    Shared(u64),
    Local(u64),
}

/// The state of one kernel run shared by all threads: memories, the current block, the
/// race detector and the findings.
pub struct Machine<'p> {
    pub program: &'p Program,
    pub global: GlobalMemory,
    pub shared: Arena,
    /// The objects of the launch's shared memory, `(offset, size)`: its variables and the
    /// dynamic area.
    pub shared_objects: Vec<(u64, u64)>,
    /// The race detector, when enabled.
    pub race: Option<RaceDetector>,
    pub block: u32,
    pub ctaid: [u32; 3],
    pub ntid: [u32; 3],
    pub nctaid: [u32; 3],
    pub threads_per_block: u32,
    pub findings: Findings,
    pub fault: Option<Fault>,
    pub steps: u64,
    pub step_limit: u64,
    /// Each thread's `cp.async` copies not yet completed, by thread index in the block.
    pub async_copies: Vec<AsyncCopies>,
}

/// One `cp.async`: `size` bytes to shared `dst` from global `src`, of which `src_size` are
/// read (the rest zero-filled).
#[derive(Clone, Copy, Debug)]
struct AsyncCopy {
    dst: u64,
    src: u64,
    size: u64,
    src_size: u64,
    site: SiteId,
}

/// A thread's `cp.async` state: the copies issued since its last commit, and the committed
/// groups, oldest first.
///
/// A copy is performed when a `cp.async.wait_group` completes its group (or the thread
/// exits): its source is read and its destination written then, by the issuing thread, so
/// the race detector orders the write by the wait. Until then the issuing thread must not
/// touch the destination or write the source (an [`FaultKind::UnsynchronisedAsyncCopy`]).
#[derive(Clone, Debug, Default)]
pub struct AsyncCopies {
    uncommitted: Vec<AsyncCopy>,
    groups: std::collections::VecDeque<Vec<AsyncCopy>>,
}

impl AsyncCopies {
    fn outstanding(&self) -> impl Iterator<Item = &AsyncCopy> {
        self.uncommitted.iter().chain(self.groups.iter().flatten())
    }

    fn commit(&mut self) {
        let group = std::mem::take(&mut self.uncommitted);
        self.groups.push_back(group);
    }

    /// The copies a `cp.async.wait_group pending` completes, oldest first.
    fn complete(&mut self, pending: usize) -> Vec<AsyncCopy> {
        let mut done = Vec::new();
        while self.groups.len() > pending {
            done.extend(self.groups.pop_front().into_iter().flatten());
        }
        done
    }
}

type Exec<T> = Result<T, (FaultKind, String)>;

/// Control transfer out of the instruction loop.
enum Flow {
    Call {
        func: FuncId,
        args: u32,
        nargs: u32,
        dst: Reg,
        site: SiteId,
    },
    Return {
        values: u32,
        n: u32,
    },
    Stop(Stop),
}

impl<'p> Machine<'p> {
    /// A machine without a race detector (set [`Machine::race`] to enable one).
    pub fn new(program: &'p Program, global: GlobalMemory, step_limit: u64) -> Self {
        Self {
            program,
            global,
            shared: Arena::default(),
            shared_objects: Vec::new(),
            race: None,
            block: 0,
            ctaid: [0; 3],
            ntid: [1; 3],
            nctaid: [1; 3],
            threads_per_block: 1,
            findings: Findings::default(),
            fault: None,
            steps: 0,
            step_limit,
            async_copies: Vec::new(),
        }
    }

    /// Runs `thread` until it stops. A fault is stored in `self.fault`.
    pub fn run(&mut self, thread: &mut Thread) -> Stop {
        loop {
            let flow = self.run_frame(thread);
            match flow {
                Ok(Flow::Call {
                    func,
                    args,
                    nargs,
                    dst,
                    site,
                }) => {
                    if let Err(fault) = self.call(thread, func, args, nargs, dst, site) {
                        return self.stop_with(thread, fault, Some(site));
                    }
                }
                Ok(Flow::Return { values, n }) => {
                    if self.ret(thread, values, n) {
                        return self.exit(thread);
                    }
                }
                Ok(Flow::Stop(Stop::Exited)) => return self.exit(thread),
                Ok(Flow::Stop(stop)) => return stop,
                Err((fault, site)) => return self.stop_with(thread, fault, site),
            }
        }
    }

    /// A thread's end: the `cp.async` copies it never waited for still land (a GPU performs
    /// them regardless), as if it committed and waited for all of them as it exits.
    fn exit(&mut self, thread: &Thread) -> Stop {
        let who = Who {
            block: self.block,
            thread: thread.linear,
        };
        match self.wait_async_copies(who, 0, true) {
            Ok(()) => Stop::Exited,
            Err((fault, site)) => self.stop_with(thread, fault, site),
        }
    }

    fn stop_with(
        &mut self,
        thread: &Thread,
        (kind, message): (FaultKind, String),
        site: Option<SiteId>,
    ) -> Stop {
        self.fault = Some(Fault {
            kind,
            message,
            site,
            block: self.block,
            thread: thread.linear,
        });
        Stop::Fault
    }

    fn call(
        &mut self,
        thread: &mut Thread,
        func: FuncId,
        args: u32,
        nargs: u32,
        dst: Reg,
        site: SiteId,
    ) -> Exec<()> {
        if thread.frames.len() >= MAX_FRAMES {
            return Err((
                FaultKind::StackOverflow,
                format!("call stack deeper than {MAX_FRAMES} frames"),
            ));
        }
        let program = self.program;
        let callee = &program.functions[func as usize];
        let caller = thread.frames.last().expect("a running thread has a frame");
        let caller_fn = &program.functions[caller.func as usize];
        let mut frame = new_frame(callee, func, dst, thread.local_top);
        let list = &caller_fn.lists[args as usize..(args + nargs) as usize];
        for (&param, &arg) in callee.param_regs.iter().zip(list) {
            frame.regs[param as usize] = caller.regs[arg as usize];
            frame.poison[param as usize] = caller.poison[arg as usize];
        }
        // A `byval` parameter points to the callee's own copy, on its stack (freed with its
        // frame): what the callee writes there the caller never sees.
        self.copy_byval_params(thread, &mut frame, callee, site)?;
        thread.frames.push(frame);
        Ok(())
    }

    /// Points each `byval` parameter of `function` in `frame` at a copy of its pointee on
    /// `thread`'s stack.
    fn copy_byval_params(
        &mut self,
        thread: &mut Thread,
        frame: &mut Frame,
        function: &Function,
        site: SiteId,
    ) -> Exec<()> {
        for shape in function.param_shapes.iter().filter(|s| s.byval) {
            let (Some(size), Some(&reg)) = (
                shape.pointee_size,
                function.param_regs.get(shape.first_leaf),
            ) else {
                continue;
            };
            if frame.poison[reg as usize] {
                return Err((FaultKind::PoisonUse, "byval argument is poison".into()));
            }
            let offset = crate::layout::align_up(thread.local_top, 16);
            let end = offset.saturating_add(size.max(1));
            if end > memory::MAX_LOCAL_BYTES {
                return Err((
                    FaultKind::StackOverflow,
                    format!("thread stack exceeds {} bytes", memory::MAX_LOCAL_BYTES),
                ));
            }
            thread.local.grow_to(end);
            thread.local.map_poison(offset, size);
            thread.local_top = end;
            let who = Who {
                block: self.block,
                thread: thread.linear,
            };
            let copy = memory::local_address(who.block, who.thread, offset);
            let source = frame.regs[reg as usize];
            self.copy(&mut thread.local, who, (0, source), (0, copy), size, site)?;
            frame.regs[reg as usize] = copy;
        }
        Ok(())
    }

    /// Starts `thread` in its kernel: a kernel's `byval` parameter lives in the parameter
    /// space, and every thread may write its own copy without the others seeing it, so each
    /// thread gets a private copy of the launch argument's bytes. False (with the fault
    /// recorded) when the copy fails.
    pub fn enter_kernel(&mut self, thread: &mut Thread) -> bool {
        let program = self.program;
        let Some(mut frame) = thread.frames.pop() else {
            return true;
        };
        let function = &program.functions[frame.func as usize];
        // The copies are the launch's, made before any thread runs: not accesses of a thread.
        let race = self.race.take();
        let copied = self.copy_byval_params(thread, &mut frame, function, 0);
        self.race = race;
        frame.local_mark = thread.local_top;
        thread.frames.push(frame);
        match copied {
            Ok(()) => true,
            Err(fault) => {
                self.stop_with(thread, fault, None);
                false
            }
        }
    }

    /// Pops a frame; true when the thread's outermost function returned.
    fn ret(&mut self, thread: &mut Thread, values: u32, n: u32) -> bool {
        let frame = thread.frames.pop().expect("a running thread has a frame");
        let function = &self.program.functions[frame.func as usize];
        let list = &function.lists[values as usize..(values + n) as usize];
        // The frame's allocas die with it: unmap them so a dangling pointer faults.
        if thread.local_top > frame.local_mark {
            thread
                .local
                .unmap(frame.local_mark, thread.local_top - frame.local_mark);
        }
        thread.local_top = frame.local_mark;
        match thread.frames.last_mut() {
            Some(caller) => {
                for (i, &reg) in list.iter().enumerate() {
                    let dst = frame.ret_dst as usize + i;
                    caller.regs[dst] = frame.regs[reg as usize];
                    caller.poison[dst] = frame.poison[reg as usize];
                }
                false
            }
            None => {
                thread.returned = list
                    .iter()
                    .map(|&r| (frame.regs[r as usize], frame.poison[r as usize]))
                    .collect();
                true
            }
        }
    }

    /// Runs instructions of the innermost frame until control leaves it.
    fn run_frame(
        &mut self,
        thread: &mut Thread,
    ) -> Result<Flow, ((FaultKind, String), Option<SiteId>)> {
        let program = self.program;
        let Thread {
            frames,
            local,
            local_top,
            clock_reads,
            scratch,
            payload,
            linear,
            tid,
            ..
        } = thread;
        let frame = frames.last_mut().expect("a running thread has a frame");
        let function = &program.functions[frame.func as usize];
        let code = &function.code[..];
        let regs = &mut frame.regs;
        let poison = &mut frame.poison;
        let mut pc = frame.pc as usize;
        let mut steps = self.steps;
        let limit = self.step_limit;
        let who = Who {
            block: self.block,
            thread: *linear,
        };
        macro_rules! fail {
            ($kind:expr, $site:expr, $($message:tt)*) => {{
                frame.pc = pc as u32;
                self.steps = steps;
                return Err((($kind, format!($($message)*)), $site));
            }};
        }
        macro_rules! leave {
            ($flow:expr) => {{
                frame.pc = pc as u32;
                self.steps = steps;
                return Ok($flow);
            }};
        }
        loop {
            if steps >= limit {
                fail!(
                    FaultKind::StepLimit,
                    None,
                    "step limit of {limit} instructions reached"
                );
            }
            steps += 1;
            let inst = code[pc];
            pc += 1;
            match inst {
                Inst::IBin {
                    op,
                    flags,
                    bits,
                    dst,
                    a,
                    b,
                    site,
                } => {
                    let (x, y) = (regs[a as usize], regs[b as usize]);
                    let (px, py) = (poison[a as usize], poison[b as usize]);
                    if is_division(op) && py {
                        fail!(
                            FaultKind::PoisonUse,
                            Some(site),
                            "division by a poison value"
                        );
                    }
                    match int_binary(op, flags, bits, x, y) {
                        Ok((value, p)) => {
                            regs[dst as usize] = value;
                            poison[dst as usize] = p || px || py;
                        }
                        Err(message) => {
                            fail!(FaultKind::UndefinedBehaviour, Some(site), "{message}")
                        }
                    }
                }
                Inst::ICmp {
                    pred,
                    bits,
                    dst,
                    a,
                    b,
                } => {
                    regs[dst as usize] =
                        u64::from(int_compare(pred, bits, regs[a as usize], regs[b as usize]));
                    poison[dst as usize] = poison[a as usize] || poison[b as usize];
                }
                Inst::FBin {
                    op,
                    kind,
                    fm,
                    dst,
                    a,
                    b,
                } => {
                    let (x, y) = (regs[a as usize], regs[b as usize]);
                    let value = float_binary(op, kind, x, y);
                    regs[dst as usize] = value;
                    poison[dst as usize] = poison[a as usize]
                        || poison[b as usize]
                        || (fm != 0 && fast_math_violated(fm, kind, &[x, y, value]));
                }
                Inst::FNeg { kind, dst, a } => {
                    regs[dst as usize] = regs[a as usize] ^ sign_bit(kind);
                    poison[dst as usize] = poison[a as usize];
                }
                Inst::FCmp {
                    pred,
                    kind,
                    fm,
                    dst,
                    a,
                    b,
                } => {
                    let (x, y) = (regs[a as usize], regs[b as usize]);
                    regs[dst as usize] =
                        u64::from(float_compare(pred, to_f64(kind, x), to_f64(kind, y)));
                    poison[dst as usize] = poison[a as usize]
                        || poison[b as usize]
                        || (fm != 0 && fast_math_violated(fm, kind, &[x, y]));
                }
                Inst::Select { dst, cond, t, f } => {
                    let pick = if regs[cond as usize] & 1 == 1 { t } else { f };
                    regs[dst as usize] = regs[pick as usize];
                    poison[dst as usize] = poison[cond as usize] || poison[pick as usize];
                }
                Inst::Cast {
                    op,
                    from,
                    to,
                    flags,
                    dst,
                    a,
                } => {
                    let (value, p) = cast(op, from, to, flags, regs[a as usize]);
                    regs[dst as usize] = value;
                    poison[dst as usize] = p || poison[a as usize];
                }
                Inst::Repack { dst, src, from, to } => {
                    let from = &function.shapes[from as usize];
                    let to = &function.shapes[to as usize];
                    repack(regs, poison, src, from, dst, to);
                }
                Inst::AddrSpaceCast {
                    from,
                    to,
                    to_bits,
                    dst,
                    a,
                    ..
                } => {
                    regs[dst as usize] = self.address_space_cast(who, from, to, regs[a as usize])
                        & mask(u32::from(to_bits));
                    poison[dst as usize] = poison[a as usize];
                }
                Inst::Copy { dst, src } => {
                    regs[dst as usize] = regs[src as usize];
                    poison[dst as usize] = poison[src as usize];
                }
                Inst::Freeze { dst, src } => {
                    let p = poison[src as usize];
                    regs[dst as usize] = if p { 0 } else { regs[src as usize] };
                    poison[dst as usize] = false;
                }
                Inst::Gep {
                    dst,
                    base,
                    offset,
                    terms,
                    nterms,
                    bits,
                    flags,
                    space,
                } => {
                    let start = regs[base as usize];
                    let mut address = start.wrapping_add(offset as u64);
                    let mut p = poison[base as usize];
                    // The offsets as exact numbers, for `nuw`.
                    let mut total = i128::from(offset);
                    let mut negative = flags & gep_flags::NUW_NEGATIVE_CONSTANT != 0;
                    for term in &function.gep_terms[terms as usize..(terms + nterms) as usize] {
                        let index = sext(regs[term.index as usize], term.bits);
                        let product = i128::from(index) * i128::from(term.stride);
                        negative |= product < 0;
                        total += product;
                        address = address.wrapping_add(index.wrapping_mul(term.stride) as u64);
                        p |= poison[term.index as usize];
                    }
                    let address = address & mask(u32::from(bits));
                    if flags & gep_flags::NUW != 0 {
                        // A negative offset, read as unsigned, wraps any base but null.
                        p |= (negative && start != 0) || nuw_wraps(start, total, bits);
                    }
                    if flags & gep_flags::INBOUNDS != 0 && !p && address != start {
                        p |= self.leaves_its_object(who, space, start, address, bits);
                    }
                    regs[dst as usize] = address;
                    poison[dst as usize] = p;
                }
                Inst::ExtractDyn {
                    dst,
                    base,
                    n,
                    index,
                } => {
                    let i = regs[index as usize];
                    if i < u64::from(n) && !poison[index as usize] {
                        regs[dst as usize] = regs[(base as u64 + i) as usize];
                        poison[dst as usize] = poison[(base as u64 + i) as usize];
                    } else {
                        regs[dst as usize] = 0;
                        poison[dst as usize] = true;
                    }
                }
                Inst::InsertDyn {
                    dst,
                    vector,
                    n,
                    value,
                    index,
                } => {
                    let i = regs[index as usize];
                    let valid = i < u64::from(n) && !poison[index as usize];
                    for lane in 0..n as usize {
                        let (d, s) = (dst as usize + lane, vector as usize + lane);
                        regs[d] = regs[s];
                        poison[d] = poison[s] || !valid;
                    }
                    if valid {
                        regs[dst as usize + i as usize] = regs[value as usize];
                        poison[dst as usize + i as usize] = poison[value as usize];
                    }
                }
                Inst::Math {
                    f,
                    dst,
                    args,
                    nargs,
                } => {
                    let values = [
                        regs[args[0] as usize],
                        regs[args[1] as usize],
                        regs[args[2] as usize],
                    ];
                    let p = args[..usize::from(nargs)]
                        .iter()
                        .any(|&r| poison[r as usize]);
                    let (value, result_poison) = call_native(f, &values);
                    regs[dst as usize] = value;
                    poison[dst as usize] = p || result_poison;
                }
                Inst::Overflow {
                    op,
                    bits,
                    dst,
                    a,
                    b,
                } => {
                    let (value, overflow) = overflow(op, bits, regs[a as usize], regs[b as usize]);
                    let p = poison[a as usize] || poison[b as usize];
                    regs[dst as usize] = value;
                    regs[dst as usize + 1] = u64::from(overflow);
                    poison[dst as usize] = p;
                    poison[dst as usize + 1] = p;
                }
                Inst::Load {
                    dst,
                    addr,
                    scalar,
                    space,
                    align,
                    atomic,
                    site,
                } => {
                    if poison[addr as usize] {
                        fail!(
                            FaultKind::PoisonUse,
                            Some(site),
                            "load from a poison address"
                        );
                    }
                    let kind = if atomic.is_some() {
                        AccessKind::Atomic
                    } else {
                        AccessKind::Read
                    };
                    let address = regs[addr as usize];
                    match self.load(local, who, space, address, scalar, align, kind, site) {
                        Ok((value, p)) => {
                            regs[dst as usize] = value;
                            poison[dst as usize] = p;
                        }
                        Err((kind, message)) => fail!(kind, Some(site), "{message}"),
                    }
                    if let Some(order) = atomic {
                        self.synchronise(who, space, address, Atomic::Read(order));
                    }
                }
                Inst::LoadAgg {
                    dst,
                    addr,
                    shape,
                    space,
                    align,
                    site,
                } => {
                    if poison[addr as usize] {
                        fail!(
                            FaultKind::PoisonUse,
                            Some(site),
                            "load from a poison address"
                        );
                    }
                    let base = regs[addr as usize];
                    for (lane, leaf) in function.shapes[shape as usize].iter().enumerate() {
                        let at = base.wrapping_add(u64::from(leaf.offset));
                        let leaf_align = if leaf.offset == 0 { align } else { 1 };
                        match self.load(
                            local,
                            who,
                            space,
                            at,
                            leaf.scalar,
                            leaf_align,
                            AccessKind::Read,
                            site,
                        ) {
                            Ok((value, p)) => {
                                regs[dst as usize + lane] = value;
                                poison[dst as usize + lane] = p;
                            }
                            Err((kind, message)) => fail!(kind, Some(site), "{message}"),
                        }
                    }
                }
                Inst::Store {
                    value,
                    addr,
                    scalar,
                    space,
                    align,
                    atomic,
                    site,
                } => {
                    if poison[addr as usize] {
                        fail!(
                            FaultKind::PoisonUse,
                            Some(site),
                            "store to a poison address"
                        );
                    }
                    let kind = if atomic.is_some() {
                        AccessKind::Atomic
                    } else {
                        AccessKind::Write
                    };
                    let (v, p) = (regs[value as usize], poison[value as usize]);
                    let address = regs[addr as usize];
                    if let Err((kind, message)) =
                        self.store(local, who, space, address, scalar, align, kind, site, v, p)
                    {
                        fail!(kind, Some(site), "{message}");
                    }
                    if let Some(order) = atomic {
                        self.synchronise(who, space, address, Atomic::Store(order));
                    }
                }
                Inst::StoreAgg {
                    value,
                    addr,
                    shape,
                    space,
                    align,
                    site,
                } => {
                    if poison[addr as usize] {
                        fail!(
                            FaultKind::PoisonUse,
                            Some(site),
                            "store to a poison address"
                        );
                    }
                    let base = regs[addr as usize];
                    for (lane, leaf) in function.shapes[shape as usize].iter().enumerate() {
                        let at = base.wrapping_add(u64::from(leaf.offset));
                        let leaf_align = if leaf.offset == 0 { align } else { 1 };
                        let (v, p) = (regs[value as usize + lane], poison[value as usize + lane]);
                        if let Err((kind, message)) = self.store(
                            local,
                            who,
                            space,
                            at,
                            leaf.scalar,
                            leaf_align,
                            AccessKind::Write,
                            site,
                            v,
                            p,
                        ) {
                            fail!(kind, Some(site), "{message}");
                        }
                    }
                }
                Inst::Alloca {
                    dst,
                    count,
                    count_bits,
                    elem_size,
                    align,
                    generic,
                    site,
                } => {
                    if poison[count as usize] {
                        fail!(FaultKind::PoisonUse, Some(site), "alloca of a poison size");
                    }
                    let n = regs[count as usize] & mask(u32::from(count_bits));
                    let size = n.saturating_mul(u64::from(elem_size));
                    let offset = crate::layout::align_up(*local_top, u64::from(align));
                    let end = offset.saturating_add(size.max(1));
                    if end > memory::MAX_LOCAL_BYTES {
                        fail!(
                            FaultKind::StackOverflow,
                            Some(site),
                            "thread stack exceeds {} bytes",
                            memory::MAX_LOCAL_BYTES
                        );
                    }
                    local.grow_to(end);
                    local.map_poison(offset, size);
                    *local_top = end;
                    regs[dst as usize] = if generic {
                        memory::local_address(who.block, who.thread, offset)
                    } else {
                        offset
                    };
                    poison[dst as usize] = false;
                }
                Inst::AtomicRmw {
                    op,
                    scalar,
                    space,
                    dst,
                    addr,
                    value,
                    site,
                } => {
                    if poison[addr as usize] {
                        fail!(
                            FaultKind::PoisonUse,
                            Some(site),
                            "atomic on a poison address"
                        );
                    }
                    let address = regs[addr as usize];
                    let (old, old_poison) = match self.load(
                        local,
                        who,
                        space,
                        address,
                        scalar,
                        scalar.bytes(),
                        AccessKind::Atomic,
                        site,
                    ) {
                        Ok(v) => v,
                        Err((kind, message)) => fail!(kind, Some(site), "{message}"),
                    };
                    let operand = regs[value as usize];
                    let new = atomic_rmw(op, scalar, old, operand);
                    let p = old_poison || poison[value as usize];
                    if let Err((kind, message)) = self.store(
                        local,
                        who,
                        space,
                        address,
                        scalar,
                        1,
                        AccessKind::Atomic,
                        site,
                        new,
                        p,
                    ) {
                        fail!(kind, Some(site), "{message}");
                    }
                    self.synchronise(who, space, address, Atomic::Rmw(RMW_ORDER));
                    regs[dst as usize] = old;
                    poison[dst as usize] = old_poison;
                }
                Inst::CmpXchg {
                    scalar,
                    space,
                    dst,
                    addr,
                    expected,
                    new,
                    order,
                    site,
                } => {
                    if poison[addr as usize] {
                        fail!(
                            FaultKind::PoisonUse,
                            Some(site),
                            "cmpxchg on a poison address"
                        );
                    }
                    let address = regs[addr as usize];
                    let (old, old_poison) = match self.load(
                        local,
                        who,
                        space,
                        address,
                        scalar,
                        scalar.bytes(),
                        AccessKind::Atomic,
                        site,
                    ) {
                        Ok(v) => v,
                        Err((kind, message)) => fail!(kind, Some(site), "{message}"),
                    };
                    let success = old == regs[expected as usize];
                    if old_poison || poison[expected as usize] {
                        fail!(
                            FaultKind::PoisonUse,
                            Some(site),
                            "cmpxchg comparing a poison value"
                        );
                    }
                    let event = if success {
                        Atomic::Rmw(order)
                    } else {
                        Atomic::Read(order)
                    };
                    if success {
                        let (v, p) = (regs[new as usize], poison[new as usize]);
                        if let Err((kind, message)) = self.store(
                            local,
                            who,
                            space,
                            address,
                            scalar,
                            1,
                            AccessKind::Atomic,
                            site,
                            v,
                            p,
                        ) {
                            fail!(kind, Some(site), "{message}");
                        }
                    }
                    self.synchronise(who, space, address, event);
                    regs[dst as usize] = old;
                    regs[dst as usize + 1] = u64::from(success);
                    poison[dst as usize] = false;
                    poison[dst as usize + 1] = false;
                }
                Inst::MemCopy {
                    dst,
                    dst_space,
                    src,
                    src_space,
                    len,
                    len_bits,
                    site,
                } => {
                    if poison[len as usize] || poison[dst as usize] || poison[src as usize] {
                        fail!(
                            FaultKind::PoisonUse,
                            Some(site),
                            "memcpy with a poison operand"
                        );
                    }
                    let n = regs[len as usize] & mask(u32::from(len_bits));
                    if let Err((kind, message)) = self.copy(
                        local,
                        who,
                        (src_space, regs[src as usize]),
                        (dst_space, regs[dst as usize]),
                        n,
                        site,
                    ) {
                        fail!(kind, Some(site), "{message}");
                    }
                }
                Inst::MemSet {
                    dst,
                    dst_space,
                    value,
                    len,
                    len_bits,
                    site,
                } => {
                    if poison[len as usize] || poison[dst as usize] {
                        fail!(
                            FaultKind::PoisonUse,
                            Some(site),
                            "memset with a poison operand"
                        );
                    }
                    let n = regs[len as usize] & mask(u32::from(len_bits));
                    let byte = (regs[value as usize] as u8, poison[value as usize]);
                    if let Err((kind, message)) =
                        self.fill(local, who, (dst_space, regs[dst as usize]), byte, n, site)
                    {
                        fail!(kind, Some(site), "{message}");
                    }
                }
                Inst::Br { edge } => {
                    pc = take_edge(function, edge, regs, poison, scratch);
                }
                Inst::CondBr { cond, t, f, site } => {
                    if poison[cond as usize] {
                        fail!(
                            FaultKind::PoisonUse,
                            Some(site),
                            "branch on a poison condition"
                        );
                    }
                    let edge = if regs[cond as usize] & 1 == 1 { t } else { f };
                    pc = take_edge(function, edge, regs, poison, scratch);
                }
                Inst::Switch { value, table, site } => {
                    if poison[value as usize] {
                        fail!(FaultKind::PoisonUse, Some(site), "switch on a poison value");
                    }
                    let table = &function.switches[table as usize];
                    let v = regs[value as usize];
                    let edge = table
                        .cases
                        .iter()
                        .find(|(case, _)| *case == v)
                        .map_or(table.default, |&(_, edge)| edge);
                    pc = take_edge(function, edge, regs, poison, scratch);
                }
                Inst::Call {
                    func,
                    args,
                    nargs,
                    dst,
                    site,
                } => leave!(Flow::Call {
                    func,
                    args,
                    nargs,
                    dst,
                    site
                }),
                Inst::Ret { values, n } => leave!(Flow::Return { values, n }),
                Inst::Unreachable { site } => {
                    fail!(
                        FaultKind::Unreachable,
                        Some(site),
                        "reached llvm.unreachable"
                    )
                }
                Inst::Trap { site } => fail!(FaultKind::Trap, Some(site), "trap"),
                Inst::Exit => leave!(Flow::Stop(Stop::Exited)),
                Inst::Assume { cond, site } => {
                    if poison[cond as usize] || regs[cond as usize] & 1 == 0 {
                        fail!(
                            FaultKind::UndefinedBehaviour,
                            Some(site),
                            "llvm.assume of a false or poison condition"
                        );
                    }
                }
                Inst::Sreg { dst, which, bits } => {
                    let value = match which {
                        Sreg::Clock => {
                            *clock_reads += 1;
                            *clock_reads * 1000
                        }
                        other => self.special_register(other, *linear, *tid),
                    };
                    regs[dst as usize] = value & mask(u32::from(bits));
                    poison[dst as usize] = false;
                }
                Inst::Barrier {
                    kind,
                    pred,
                    dst,
                    site,
                    id,
                    count,
                    mode,
                } => {
                    let id = match id {
                        None => 0,
                        Some(reg) if poison[reg as usize] => {
                            fail!(FaultKind::PoisonUse, Some(site), "barrier id is poison")
                        }
                        Some(reg) if regs[reg as usize] >= BARRIERS_PER_CTA => fail!(
                            FaultKind::UndefinedBehaviour,
                            Some(site),
                            "barrier id {} (there are barriers 0 to 15)",
                            regs[reg as usize] as i64
                        ),
                        Some(reg) => regs[reg as usize] as u32,
                    };
                    let count = match count {
                        None => None,
                        Some(reg) if poison[reg as usize] => {
                            fail!(
                                FaultKind::PoisonUse,
                                Some(site),
                                "barrier thread count is poison"
                            )
                        }
                        Some(reg) => {
                            let n = regs[reg as usize] & 0xffff_ffff;
                            if n == 0 || n % 32 != 0 || n > memory::MAX_THREADS_PER_BLOCK {
                                fail!(
                                    FaultKind::UndefinedBehaviour,
                                    Some(site),
                                    "barrier thread count {} (must be a positive multiple of 32, at most 1024)",
                                    n as i32
                                );
                            }
                            Some(n as u32)
                        }
                    };
                    let predicate = match kind {
                        BarrierKind::Sync => false,
                        _ => {
                            if poison[pred as usize] {
                                fail!(
                                    FaultKind::PoisonUse,
                                    Some(site),
                                    "barrier reduction of a poison predicate"
                                );
                            }
                            regs[pred as usize] != 0
                        }
                    };
                    leave!(Flow::Stop(Stop::Barrier {
                        site,
                        kind,
                        predicate,
                        dst,
                        arrival: BarrierArrival { id, count, mode },
                    }))
                }
                Inst::Warp {
                    op,
                    dst,
                    args,
                    site,
                } => {
                    if op != WarpOp::ActiveMask && poison[args[0] as usize] {
                        fail!(
                            FaultKind::PoisonUse,
                            Some(site),
                            "warp collective with a poison mask"
                        );
                    }
                    if matches!(op, WarpOp::Shfl { .. })
                        && (poison[args[2] as usize] || poison[args[3] as usize])
                    {
                        fail!(
                            FaultKind::PoisonUse,
                            Some(site),
                            "shuffle with a poison lane"
                        );
                    }
                    let values = args.map(|r| regs[r as usize]);
                    let value_poison = poison[args[1] as usize];
                    if matches!(
                        op,
                        WarpOp::VoteAll | WarpOp::VoteAny | WarpOp::VoteUni | WarpOp::Ballot
                    ) && value_poison
                    {
                        fail!(
                            FaultKind::PoisonUse,
                            Some(site),
                            "vote on a poison predicate"
                        );
                    }
                    leave!(Flow::Stop(Stop::Warp {
                        site,
                        op,
                        dst,
                        args: values,
                        value_poison
                    }))
                }
                Inst::Matrix {
                    op,
                    dst,
                    args,
                    nargs,
                    site,
                } => {
                    let operands = &function.lists[args as usize..(args + nargs) as usize];
                    payload.clear();
                    match op {
                        MatrixOp::LdMatrix { num, space, .. } => {
                            // Lanes 8i..8i+7 supply the rows of matrix i; the others' addresses
                            // are not used.
                            if (*linear % 32) < 8 * u32::from(num) {
                                let addr = operands[0] as usize;
                                if poison[addr] {
                                    fail!(
                                        FaultKind::PoisonUse,
                                        Some(site),
                                        "ldmatrix row address is poison"
                                    );
                                }
                                match self.load_matrix_row(who, space, regs[addr], site) {
                                    Ok(row) => payload.extend(row),
                                    Err((kind, message)) => fail!(kind, Some(site), "{message}"),
                                }
                            }
                        }
                        MatrixOp::Mma(_) => payload.extend(
                            operands
                                .iter()
                                .map(|&r| (regs[r as usize], poison[r as usize])),
                        ),
                    }
                    leave!(Flow::Stop(Stop::Warp {
                        site,
                        op: WarpOp::Matrix(op),
                        dst,
                        args: [u64::from(u32::MAX), 0, 0, 0],
                        value_poison: false
                    }))
                }
                Inst::AsyncCopy {
                    dst,
                    src,
                    size,
                    src_size,
                    site,
                } => {
                    let operands = [Some(dst), Some(src), src_size];
                    if operands.into_iter().flatten().any(|r| poison[r as usize]) {
                        fail!(
                            FaultKind::PoisonUse,
                            Some(site),
                            "cp.async with a poison operand"
                        );
                    }
                    let read = src_size.map_or(u64::from(size), |r| regs[r as usize] & 0xffff_ffff);
                    let addresses = (regs[dst as usize], regs[src as usize]);
                    if let Err((kind, message)) =
                        self.issue_async_copy(who, addresses, u64::from(size), read, site)
                    {
                        fail!(kind, Some(site), "{message}");
                    }
                }
                Inst::AsyncCommit => self.async_copies_of(who).commit(),
                Inst::AsyncWait { pending, all } => {
                    if let Err(((kind, message), at)) =
                        self.wait_async_copies(who, pending as usize, all)
                    {
                        fail!(kind, at, "{message}");
                    }
                }
                Inst::Fence { scope, sc } => {
                    if let Some(race) = &mut self.race {
                        race.hb.fence(who.thread, scope, sc);
                    }
                }
                Inst::Nop => {}
            }
        }
    }

    fn special_register(&self, which: Sreg, linear: u32, tid: [u32; 3]) -> u64 {
        let lane = u64::from(linear % 32);
        let value = match which {
            Sreg::Tid(d) => tid[d],
            Sreg::Ntid(d) => self.ntid[d],
            Sreg::Ctaid(d) => self.ctaid[d],
            Sreg::Nctaid(d) => self.nctaid[d],
            Sreg::LaneId => lane as u32,
            Sreg::WarpSize => 32,
            Sreg::WarpId => linear / 32,
            Sreg::NWarpId => self.threads_per_block.div_ceil(32),
            Sreg::LaneMaskEq => return 1 << lane,
            Sreg::LaneMaskLt => return (1 << lane) - 1,
            Sreg::LaneMaskLe => return (1 << (lane + 1)) - 1,
            Sreg::LaneMaskGt => return !((1u64 << (lane + 1)) - 1) & 0xffff_ffff,
            Sreg::LaneMaskGe => return !((1u64 << lane) - 1) & 0xffff_ffff,
            Sreg::Constant(value) => return value,
            Sreg::Clock => 0,
        };
        u64::from(value)
    }

    fn address_space_cast(&self, who: Who, from: u32, to: u32, value: u64) -> u64 {
        // An address that is not of the target space becomes one that faults when used.
        const INVALID_OFFSET: u64 = 0xffff_fff0;
        match (from, to) {
            (a, b) if a == b => value,
            // A cluster is one block here, so shared::cluster is this block's shared window.
            (3, 7) | (7, 3) => value,
            (3 | 7, 0) => memory::shared_address(who.block, value),
            (5, 0) => memory::local_address(who.block, who.thread, value),
            (0, 3 | 7) => match memory::decode(value) {
                Generic::Shared { block, offset } if block == who.block => offset,
                _ if value == 0 => 0,
                _ => INVALID_OFFSET,
            },
            (0, 5) => match memory::decode(value) {
                Generic::Local { owner, offset }
                    if owner == memory::local_owner(who.block, who.thread) =>
                {
                    offset
                }
                _ if value == 0 => 0,
                _ => INVALID_OFFSET,
            },
            // Global and constant pointers are their generic form.
            (0 | 1 | 4, 0 | 1 | 4) => value,
            _ => INVALID_OFFSET,
        }
    }

    /// True when an `inbounds` GEP from `base` to `result` (pointers of `space`, `bits`
    /// wide) is poison: `base` is in bounds of (or one past the end of) an object of its
    /// memory and `result` is in bounds of none of those objects. False where the base's
    /// object is unknown (local memory, an address in no object, another block's shared
    /// memory): poison is claimed only where it is proven.
    fn leaves_its_object(&self, who: Who, space: u32, base: u64, result: u64, bits: u8) -> bool {
        let delta = i128::from(sext(
            result.wrapping_sub(base) & mask(u32::from(bits)),
            bits,
        ));
        let shared = self.shared_objects.iter().copied();
        match space {
            3 | 7 => leaves_every_object(shared, base, delta),
            5 => false,
            _ => match memory::decode(base) {
                Generic::Global(offset) => {
                    let global = self.global.allocations.iter().map(|a| (a.offset, a.size));
                    leaves_every_object(global, offset, delta)
                }
                Generic::Shared { block, offset } if block == who.block => {
                    leaves_every_object(shared, offset, delta)
                }
                _ => false,
            },
        }
    }

    /// Where `address` of pointer space `space` points.
    fn resolve(&self, who: Who, space: u32, address: u64) -> Exec<Place> {
        let generic = match space {
            3 | 7 => return Ok(Place::Shared(address)),
            5 => return Ok(Place::Local(address)),
            _ => memory::decode(address),
        };
        match generic {
            Generic::Global(offset) => Ok(Place::Global(offset)),
            Generic::Shared { block, offset } if space == 0 && block == who.block => {
                Ok(Place::Shared(offset))
            }
            Generic::Shared { block, .. } if space == 0 => Err((
                FaultKind::InvalidAccess,
                format!(
                    "access to the shared memory of block {block} from block {}",
                    who.block
                ),
            )),
            Generic::Local { owner, offset }
                if space == 0 && owner == memory::local_owner(who.block, who.thread) =>
            {
                Ok(Place::Local(offset))
            }
            Generic::Local { .. } if space == 0 => Err((
                FaultKind::InvalidAccess,
                "access to another thread's local memory".to_string(),
            )),
            _ if address == 0 => Err((
                FaultKind::InvalidAccess,
                "null pointer dereference".to_string(),
            )),
            _ => Err((
                FaultKind::InvalidAccess,
                format!("access through invalid address {address:#x} (address space {space})"),
            )),
        }
    }

    fn describe(&self, place: Place) -> String {
        match place {
            Place::Global(offset) => format!("global {}", self.global.describe(offset)),
            Place::Shared(offset) => format!("shared {}", self.program.shared_location(offset)),
            Place::Local(offset) => format!("local+{offset}"),
        }
    }

    fn check_race(&mut self, who: Who, place: Place, len: u64, kind: AccessKind, site: SiteId) {
        let Some(race) = &mut self.race else {
            return;
        };
        let (shared, offset) = match place {
            Place::Global(offset) => (false, offset),
            Place::Shared(offset) => (true, offset),
            Place::Local(_) => return,
        };
        let Some(conflict) = race.access(shared, who.thread, offset, len, kind, site) else {
            return;
        };
        let pair = (
            conflict.earlier_site.min(site),
            conflict.earlier_site.max(site),
        );
        if self.findings.race_pairs.insert(pair) {
            self.findings.races.push(RawRace {
                shared,
                offset: conflict.offset,
                first: (
                    conflict.earlier_block,
                    conflict.earlier_thread,
                    conflict.earlier_site,
                    conflict.earlier_wrote,
                ),
                second: (who.block, who.thread, site, kind == AccessKind::Write),
            });
        }
    }

    /// Tells the race detector how an atomic access of `address` synchronises.
    fn synchronise(&mut self, who: Who, space: u32, address: u64, event: Atomic) {
        if self.race.is_none() {
            return;
        }
        let (shared, offset) = match self.resolve(who, space, address) {
            Ok(Place::Global(offset)) => (false, offset),
            Ok(Place::Shared(offset)) => (true, offset),
            _ => return,
        };
        let Some(race) = &mut self.race else {
            return;
        };
        let hb = &mut race.hb;
        match event {
            Atomic::Read(order) => hb.atomic_read(who.thread, shared, offset, order),
            Atomic::Store(order) => hb.atomic_write(who.thread, shared, offset, order, false),
            Atomic::Rmw(order) => {
                hb.atomic_read(who.thread, shared, offset, order);
                hb.atomic_write(who.thread, shared, offset, order, true);
            }
        }
    }

    fn arena_for<'a>(&'a mut self, local: &'a mut Arena, place: Place) -> (&'a mut Arena, u64) {
        match place {
            Place::Global(offset) => (&mut self.global.arena, offset),
            Place::Shared(offset) => (&mut self.shared, offset),
            Place::Local(offset) => (local, offset),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn load(
        &mut self,
        local: &mut Arena,
        who: Who,
        space: u32,
        address: u64,
        scalar: Scalar,
        align: u32,
        kind: AccessKind,
        site: SiteId,
    ) -> Exec<(u64, bool)> {
        let place = self.resolve(who, space, address)?;
        let len = scalar.bytes();
        self.check_alignment(place, align)?;
        self.check_async_hazard(who, place, u64::from(len), false)?;
        let (arena, offset) = self.arena_for(local, place);
        match arena.read(offset, len) {
            Ok((value, p)) => {
                self.check_race(who, place, u64::from(len), kind, site);
                Ok((value & scalar.mask(), p))
            }
            Err(AccessError::Unmapped) => Err((
                FaultKind::InvalidAccess,
                format!(
                    "out-of-bounds load of {len} bytes at {}",
                    self.describe(place)
                ),
            )),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn store(
        &mut self,
        local: &mut Arena,
        who: Who,
        space: u32,
        address: u64,
        scalar: Scalar,
        align: u32,
        kind: AccessKind,
        site: SiteId,
        value: u64,
        poison: bool,
    ) -> Exec<()> {
        let place = self.resolve(who, space, address)?;
        self.check_alignment(place, align)?;
        self.check_async_hazard(who, place, u64::from(scalar.bytes()), true)?;
        let (arena, offset) = self.arena_for(local, place);
        match arena.write(offset, scalar, value, poison) {
            Ok(()) => {
                self.check_race(who, place, u64::from(scalar.bytes()), kind, site);
                if poison && !matches!(place, Place::Local(_)) {
                    self.record_poison_store(who, place, site);
                }
                Ok(())
            }
            Err(AccessError::Unmapped) => Err((
                FaultKind::InvalidAccess,
                format!(
                    "out-of-bounds store of {} bytes at {}",
                    scalar.bytes(),
                    self.describe(place)
                ),
            )),
        }
    }

    fn record_poison_store(&mut self, who: Who, place: Place, site: SiteId) {
        self.findings.poison_store_count += 1;
        if self.findings.poison_stores.len() < 8 {
            let address = self.describe(place);
            self.findings.poison_stores.push(PoisonStore {
                site,
                block: who.block,
                thread: who.thread,
                address,
            });
        }
    }

    fn check_alignment(&self, place: Place, align: u32) -> Exec<()> {
        let offset = match place {
            Place::Global(o) | Place::Shared(o) | Place::Local(o) => o,
        };
        if align > 1 && offset % u64::from(align) != 0 {
            return Err((
                FaultKind::Misaligned,
                format!(
                    "misaligned access (alignment {align}) at {}",
                    self.describe(place)
                ),
            ));
        }
        Ok(())
    }

    fn copy(
        &mut self,
        local: &mut Arena,
        who: Who,
        src: (u32, u64),
        dst: (u32, u64),
        len: u64,
        site: SiteId,
    ) -> Exec<()> {
        if len == 0 {
            return Ok(());
        }
        let from = self.resolve(who, src.0, src.1)?;
        let to = self.resolve(who, dst.0, dst.1)?;
        self.check_async_hazard(who, from, len, false)?;
        self.check_async_hazard(who, to, len, true)?;
        let (arena, offset) = self.arena_for(local, from);
        let bytes = arena.read_bytes(offset, len).map_err(|_| {
            (
                FaultKind::InvalidAccess,
                format!(
                    "out-of-bounds memcpy source of {len} bytes at {}",
                    self.describe(from)
                ),
            )
        })?;
        self.check_race(who, from, len, AccessKind::Read, site);
        let (arena, offset) = self.arena_for(local, to);
        arena.write_bytes(offset, &bytes).map_err(|_| {
            (
                FaultKind::InvalidAccess,
                format!(
                    "out-of-bounds memcpy destination of {len} bytes at {}",
                    self.describe(to)
                ),
            )
        })?;
        self.check_race(who, to, len, AccessKind::Write, site);
        if bytes.iter().any(|(_, m)| m & memory::meta::POISON != 0)
            && !matches!(to, Place::Local(_))
        {
            self.record_poison_store(who, to, site);
        }
        Ok(())
    }

    /// The 16 bytes of an `ldmatrix` row at `address`, as eight b16 leaves: a read of
    /// shared memory by the lane that supplies the address.
    fn load_matrix_row(
        &mut self,
        who: Who,
        space: u32,
        address: u64,
        site: SiteId,
    ) -> Exec<Vec<(u64, bool)>> {
        let place = self.resolve(who, space, address)?;
        let Place::Shared(offset) = place else {
            return Err((
                FaultKind::InvalidAccess,
                format!(
                    "ldmatrix row address {} is not in shared memory",
                    self.describe(place)
                ),
            ));
        };
        self.check_alignment(place, 16)?;
        self.check_async_hazard(who, place, 16, false)?;
        let bytes = self.shared.read_bytes(offset, 16).map_err(|_| {
            (
                FaultKind::InvalidAccess,
                format!("out-of-bounds ldmatrix row at {}", self.describe(place)),
            )
        })?;
        self.check_race(who, place, 16, AccessKind::Read, site);
        let is_poison = |(_, m): (u8, u8)| m & memory::meta::POISON != 0;
        Ok(bytes
            .chunks(2)
            .map(|pair| {
                let value = u64::from(pair[0].0) | u64::from(pair[1].0) << 8;
                (value, is_poison(pair[0]) || is_poison(pair[1]))
            })
            .collect())
    }

    /// The `cp.async` state of `who`, created on first use.
    fn async_copies_of(&mut self, who: Who) -> &mut AsyncCopies {
        let index = who.thread as usize;
        if self.async_copies.len() <= index {
            self.async_copies
                .resize_with(index + 1, AsyncCopies::default);
        }
        &mut self.async_copies[index]
    }

    /// Issues a `cp.async` of `size` bytes, `read` of them from the source: checks the
    /// addresses now (a GPU may fault at issue) and records the copy as uncommitted.
    fn issue_async_copy(
        &mut self,
        who: Who,
        (dst, src): (u64, u64),
        size: u64,
        read: u64,
        site: SiteId,
    ) -> Exec<()> {
        if read > size {
            return Err((
                FaultKind::UndefinedBehaviour,
                format!("cp.async src-size {read} exceeds its copy size {size}"),
            ));
        }
        let (Place::Shared(to), Place::Global(from)) =
            (self.resolve(who, 3, dst)?, self.resolve(who, 1, src)?)
        else {
            return Err((
                FaultKind::InvalidAccess,
                "cp.async copies from global to shared memory only".to_string(),
            ));
        };
        self.check_alignment(Place::Shared(to), size as u32)?;
        self.check_alignment(Place::Global(from), size as u32)?;
        if !self.shared.is_mapped(to, size) {
            return Err((
                FaultKind::InvalidAccess,
                format!(
                    "out-of-bounds cp.async destination of {size} bytes at {}",
                    self.describe(Place::Shared(to))
                ),
            ));
        }
        if !self.global.arena.is_mapped(from, read) {
            return Err((
                FaultKind::InvalidAccess,
                format!(
                    "out-of-bounds cp.async source of {read} bytes at {}",
                    self.describe(Place::Global(from))
                ),
            ));
        }
        self.async_copies_of(who).uncommitted.push(AsyncCopy {
            dst: to,
            src: from,
            size,
            src_size: read,
            site,
        });
        Ok(())
    }

    /// `cp.async.wait_group pending` (after a commit when `all`, as `cp.async.wait_all`):
    /// performs the copies of every group but the `pending` newest.
    fn wait_async_copies(
        &mut self,
        who: Who,
        pending: usize,
        all: bool,
    ) -> Result<(), ((FaultKind, String), Option<SiteId>)> {
        let Some(copies) = self.async_copies.get_mut(who.thread as usize) else {
            return Ok(());
        };
        if all && !copies.uncommitted.is_empty() {
            copies.commit();
        }
        for copy in copies.complete(pending) {
            self.perform_async_copy(who, copy)
                .map_err(|fault| (fault, Some(copy.site)))?;
        }
        Ok(())
    }

    /// Reads a completed copy's source and writes its destination (zero-filled past
    /// `src_size`), as accesses of the issuing thread at its `cp.async` instruction.
    fn perform_async_copy(&mut self, who: Who, copy: AsyncCopy) -> Exec<()> {
        let (from, to) = (Place::Global(copy.src), Place::Shared(copy.dst));
        let mut bytes = self
            .global
            .arena
            .read_bytes(copy.src, copy.src_size)
            .map_err(|_| {
                (
                    FaultKind::InvalidAccess,
                    format!("out-of-bounds cp.async source at {}", self.describe(from)),
                )
            })?;
        self.check_race(who, from, copy.src_size, AccessKind::Read, copy.site);
        bytes.resize(copy.size as usize, (0, 0));
        self.shared.write_bytes(copy.dst, &bytes).map_err(|_| {
            (
                FaultKind::InvalidAccess,
                format!(
                    "out-of-bounds cp.async destination at {}",
                    self.describe(to)
                ),
            )
        })?;
        self.check_race(who, to, copy.size, AccessKind::Write, copy.site);
        if bytes.iter().any(|(_, m)| m & memory::meta::POISON != 0) {
            self.record_poison_store(who, to, copy.site);
        }
        Ok(())
    }

    /// A fault when `who` accesses `len` bytes at `place` that one of its pending
    /// `cp.async` copies writes (any access) or reads (a write): their order is undefined
    /// until a `cp.async.wait_group` completes the copy.
    fn check_async_hazard(&self, who: Who, place: Place, len: u64, write: bool) -> Exec<()> {
        let Some(copies) = self.async_copies.get(who.thread as usize) else {
            return Ok(());
        };
        let overlaps = |at: u64, start: u64, size: u64| at < start + size && start < at + len;
        for copy in copies.outstanding() {
            let (hit, role) = match place {
                Place::Shared(at) => (overlaps(at, copy.dst, copy.size), "destination"),
                Place::Global(at) if write => (overlaps(at, copy.src, copy.src_size), "source"),
                _ => (false, ""),
            };
            if hit {
                let access = if write { "write" } else { "read" };
                return Err((
                    FaultKind::UnsynchronisedAsyncCopy,
                    format!(
                        "unsynchronised cp.async: {access} of {} while the cp.async at {} that has it as its {role} is still pending (no cp.async.wait_group completed it)",
                        self.describe(place),
                        self.program.sites[copy.site as usize]
                    ),
                ));
            }
        }
        Ok(())
    }

    fn fill(
        &mut self,
        local: &mut Arena,
        who: Who,
        dst: (u32, u64),
        (byte, poison): (u8, bool),
        len: u64,
        site: SiteId,
    ) -> Exec<()> {
        if len == 0 {
            return Ok(());
        }
        let to = self.resolve(who, dst.0, dst.1)?;
        self.check_async_hazard(who, to, len, true)?;
        let m = if poison { memory::meta::POISON } else { 0 };
        let (arena, offset) = self.arena_for(local, to);
        // Check the range before building the bytes: `len` may be anything.
        let checked = if arena.is_mapped(offset, len) {
            arena.write_bytes(offset, &vec![(byte, m); len as usize])
        } else {
            Err(AccessError::Unmapped)
        };
        checked.map_err(|_| {
            (
                FaultKind::InvalidAccess,
                format!(
                    "out-of-bounds memset of {len} bytes at {}",
                    self.describe(to)
                ),
            )
        })?;
        self.check_race(who, to, len, AccessKind::Write, site);
        if poison && !matches!(to, Place::Local(_)) {
            self.record_poison_store(who, to, site);
        }
        Ok(())
    }
}

/// An atomic access, for the race detector.
#[derive(Clone, Copy, Debug)]
enum Atomic {
    Read(AtomicOrder),
    Store(AtomicOrder),
    /// A read-modify-write (or a cmpxchg that stored).
    Rmw(AtomicOrder),
}

/// How NVPTX lowers every `atomicrmw`, whatever its ordering and syncscope: a relaxed `atom`
/// of GPU scope.
const RMW_ORDER: AtomicOrder = AtomicOrder::relaxed(Scope::Gpu);

/// The running thread's identity.
#[derive(Clone, Copy, Debug)]
struct Who {
    block: u32,
    thread: u32,
}

/// Applies an edge's block-argument copies and returns its target.
fn take_edge(
    function: &Function,
    edge: u32,
    regs: &mut [u64],
    poison: &mut [bool],
    scratch: &mut Vec<(u64, bool)>,
) -> usize {
    let edge = function.edges[edge as usize];
    let copies = &function.copies
        [edge.copies_start as usize..(edge.copies_start + edge.copies_len) as usize];
    if edge.needs_temp {
        scratch.clear();
        scratch.extend(
            copies
                .iter()
                .map(|&(_, src)| (regs[src as usize], poison[src as usize])),
        );
        for (&(dst, _), &(value, p)) in copies.iter().zip(scratch.iter()) {
            regs[dst as usize] = value;
            poison[dst as usize] = p;
        }
    } else {
        for &(dst, src) in copies {
            regs[dst as usize] = regs[src as usize];
            poison[dst as usize] = poison[src as usize];
        }
    }
    edge.target as usize
}

/// True when `position` is in bounds of (or one past the end of) some of `objects`
/// (`(offset, size)`) and `position + delta` is in bounds of none of those.
fn leaves_every_object(
    objects: impl Iterator<Item = (u64, u64)>,
    position: u64,
    delta: i128,
) -> bool {
    let target = i128::from(position) + delta;
    let mut based = false;
    for (start, size) in objects {
        let end = start + size;
        if (start..=end).contains(&position) {
            based = true;
            if (i128::from(start)..=i128::from(end)).contains(&target) {
                return false;
            }
        }
    }
    based
}

/// True when a `nuw` GEP's offsets (`total`, exact, all non-negative) wrap: their sum, or
/// for pointers narrower than 64 bits their sum added to `base`, passes the pointer width.
/// (A 64-bit base is a tagged simulator address, not the GPU's, so adding to it is not
/// judged.)
fn nuw_wraps(base: u64, total: i128, bits: u8) -> bool {
    let limit = i128::from(mask(u32::from(bits)));
    total > limit || (bits < 64 && i128::from(base & mask(u32::from(bits))) + total > limit)
}

fn is_division(op: IBinOp) -> bool {
    matches!(
        op,
        IBinOp::UDiv | IBinOp::SDiv | IBinOp::URem | IBinOp::SRem
    )
}

/// Sign-extends the low `bits` of `value`.
#[inline]
pub fn sext(value: u64, bits: u8) -> i64 {
    let shift = 64 - u32::from(bits);
    ((value << shift) as i64) >> shift
}

fn signed_fits(value: i128, bits: u8) -> bool {
    let half = 1i128 << (bits - 1);
    (-half..half).contains(&value)
}

/// `a op b` on `bits`-wide integers: the value and whether it is poison, or the reason the
/// operation is undefined behaviour.
fn int_binary(
    op: IBinOp,
    flags: u8,
    bits: u8,
    a: u64,
    b: u64,
) -> Result<(u64, bool), &'static str> {
    let m = mask(u32::from(bits));
    let (sa, sb) = (sext(a, bits), sext(b, bits));
    let nsw = flags & flags::NSW != 0;
    let nuw = flags & flags::NUW != 0;
    let exact = flags & flags::EXACT != 0;
    Ok(match op {
        IBinOp::Add => (
            a.wrapping_add(b) & m,
            (nuw && u128::from(a) + u128::from(b) > u128::from(m))
                || (nsw && !signed_fits(i128::from(sa) + i128::from(sb), bits)),
        ),
        IBinOp::Sub => (
            a.wrapping_sub(b) & m,
            (nuw && a < b) || (nsw && !signed_fits(i128::from(sa) - i128::from(sb), bits)),
        ),
        IBinOp::Mul => (
            a.wrapping_mul(b) & m,
            (nuw && u128::from(a) * u128::from(b) > u128::from(m))
                || (nsw && !signed_fits(i128::from(sa) * i128::from(sb), bits)),
        ),
        IBinOp::UDiv | IBinOp::URem if b == 0 => return Err("division by zero"),
        IBinOp::SDiv | IBinOp::SRem if b == 0 => return Err("division by zero"),
        IBinOp::SDiv | IBinOp::SRem if sb == -1 && sa == sext(1u64 << (bits - 1), bits) => {
            return Err("signed division overflow");
        }
        IBinOp::UDiv => (a / b, exact && !a.is_multiple_of(b)),
        IBinOp::URem => (a % b, false),
        IBinOp::SDiv => (
            (sa.wrapping_div(sb) as u64) & m,
            exact && sa.wrapping_rem(sb) != 0,
        ),
        IBinOp::SRem => ((sa.wrapping_rem(sb) as u64) & m, false),
        IBinOp::Shl | IBinOp::LShr | IBinOp::AShr if b >= u64::from(bits) => (0, true),
        IBinOp::Shl => {
            let value = (a << b) & m;
            let lost_unsigned = nuw && (value >> b) != a;
            let lost_signed = nsw && (sext(value, bits) >> b) != sa;
            (value, lost_unsigned || lost_signed)
        }
        IBinOp::LShr => (a >> b, exact && a & ((1u64 << b) - 1) != 0),
        IBinOp::AShr => (((sa >> b) as u64) & m, exact && a & ((1u64 << b) - 1) != 0),
        IBinOp::And => (a & b, false),
        IBinOp::Or => (a | b, flags & flags::DISJOINT != 0 && a & b != 0),
        IBinOp::Xor => (a ^ b, false),
    })
}

fn int_compare(pred: IPred, bits: u8, a: u64, b: u64) -> bool {
    match pred {
        IPred::Eq => a == b,
        IPred::Ne => a != b,
        IPred::Ult => a < b,
        IPred::Ule => a <= b,
        IPred::Ugt => a > b,
        IPred::Uge => a >= b,
        IPred::Slt => sext(a, bits) < sext(b, bits),
        IPred::Sle => sext(a, bits) <= sext(b, bits),
        IPred::Sgt => sext(a, bits) > sext(b, bits),
        IPred::Sge => sext(a, bits) >= sext(b, bits),
    }
}

/// Widens a float register to `f64` (exact).
pub fn to_f64(kind: FKind, bits: u64) -> f64 {
    match kind {
        FKind::F32 => f64::from(f32::from_bits(bits as u32)),
        FKind::F64 => f64::from_bits(bits),
        FKind::F16 => native::f16_to_f64(bits),
        FKind::BF16 => native::bf16_to_f64(bits),
    }
}

/// Rounds an `f64` to `kind` (round to nearest even).
fn from_f64(kind: FKind, value: f64) -> u64 {
    match kind {
        FKind::F32 => u64::from((value as f32).to_bits()),
        FKind::F64 => value.to_bits(),
        FKind::F16 => native::f64_to_f16(value),
        FKind::BF16 => native::f64_to_bf16(value),
    }
}

fn sign_bit(kind: FKind) -> u64 {
    match kind {
        FKind::F32 => 1 << 31,
        FKind::F64 => 1 << 63,
        FKind::F16 | FKind::BF16 => 1 << 15,
    }
}

fn float_binary(op: FBinOp, kind: FKind, a: u64, b: u64) -> u64 {
    macro_rules! apply {
        ($x:expr, $y:expr) => {
            match op {
                FBinOp::Add => $x + $y,
                FBinOp::Sub => $x - $y,
                FBinOp::Mul => $x * $y,
                FBinOp::Div => $x / $y,
                FBinOp::Rem => $x % $y,
            }
        };
    }
    match kind {
        FKind::F32 => {
            u64::from(apply!(f32::from_bits(a as u32), f32::from_bits(b as u32)).to_bits())
        }
        FKind::F64 => apply!(f64::from_bits(a), f64::from_bits(b)).to_bits(),
        // Half precision in double, rounded once: exact for + - * / (2p + 2 <= 53).
        _ => from_f64(kind, apply!(to_f64(kind, a), to_f64(kind, b))),
    }
}

fn fast_math_violated(fm: u8, kind: FKind, values: &[u64]) -> bool {
    values.iter().any(|&v| {
        let f = to_f64(kind, v);
        (fm & fastmath::NNAN != 0 && f.is_nan()) || (fm & fastmath::NINF != 0 && f.is_infinite())
    })
}

/// `FCmpPredicate` semantics.
fn float_compare(pred: u8, a: f64, b: f64) -> bool {
    let unordered = a.is_nan() || b.is_nan();
    match pred {
        0 => false,
        1 => !unordered && a == b,
        2 => !unordered && a > b,
        3 => !unordered && a >= b,
        4 => !unordered && a < b,
        5 => !unordered && a <= b,
        6 => !unordered && a != b,
        7 => !unordered,
        8 => unordered || a == b,
        9 => unordered || a > b,
        10 => unordered || a >= b,
        11 => unordered || a < b,
        12 => unordered || a <= b,
        13 => unordered || a != b,
        14 => unordered,
        _ => true,
    }
}

fn float_kind(scalar: Scalar) -> FKind {
    match scalar {
        Scalar::F64 => FKind::F64,
        Scalar::F16 => FKind::F16,
        Scalar::BF16 => FKind::BF16,
        _ => FKind::F32,
    }
}

/// A scalar conversion: the value and whether it is poison.
fn cast(op: CastOp, from: Scalar, to: Scalar, flag_bits: u8, a: u64) -> (u64, bool) {
    let (from_bits, to_bits) = (from.bits() as u8, to.bits() as u8);
    match op {
        CastOp::Trunc => {
            let value = a & to.mask();
            let nuw = flag_bits & flags::NUW != 0 && value != a;
            let nsw = flag_bits & flags::NSW != 0 && sext(value, to_bits) != sext(a, from_bits);
            (value, nuw || nsw)
        }
        CastOp::ZExt => (a, flag_bits & flags::NNEG != 0 && sext(a, from_bits) < 0),
        CastOp::SExt => ((sext(a, from_bits) as u64) & to.mask(), false),
        CastOp::FpToSi | CastOp::FpToUi => {
            let value = to_f64(float_kind(from), a).trunc();
            let (low, high) = if op == CastOp::FpToSi {
                (
                    -(2f64.powi(i32::from(to_bits) - 1)),
                    2f64.powi(i32::from(to_bits) - 1),
                )
            } else {
                (0.0, 2f64.powi(i32::from(to_bits)))
            };
            if value.is_nan() || value < low || value >= high {
                (0, true)
            } else if op == CastOp::FpToSi {
                ((value as i64 as u64) & to.mask(), false)
            } else {
                ((value as u64) & to.mask(), false)
            }
        }
        CastOp::SiToFp => {
            let value = sext(a, from_bits);
            (int_to_float(to, value as f64, || value as f32), false)
        }
        CastOp::UiToFp => {
            let negative = flag_bits & flags::NNEG != 0 && sext(a, from_bits) < 0;
            (int_to_float(to, a as f64, || a as f32), negative)
        }
        CastOp::FpTrunc | CastOp::FpExt => {
            (from_f64(float_kind(to), to_f64(float_kind(from), a)), false)
        }
        CastOp::Bits => (a & to.mask(), false),
    }
}

/// An integer converted to float `to`, rounded once: `f32` converts directly from the
/// integer (a detour through `f64` could round twice).
fn int_to_float(to: Scalar, as_f64: f64, as_f32: impl Fn() -> f32) -> u64 {
    match to {
        Scalar::F32 => u64::from(as_f32().to_bits()),
        other => from_f64(float_kind(other), as_f64),
    }
}

/// Moves leaves between shapes through their little-endian bytes.
fn repack(
    regs: &mut [u64],
    poison: &mut [bool],
    src: Reg,
    from: &[crate::layout::Leaf],
    dst: Reg,
    to: &[crate::layout::Leaf],
) {
    let size = from
        .iter()
        .map(|l| l.offset + l.scalar.bytes())
        .max()
        .unwrap_or(0)
        .max(
            to.iter()
                .map(|l| l.offset + l.scalar.bytes())
                .max()
                .unwrap_or(0),
        ) as usize;
    let mut bytes = vec![(0u8, false); size];
    for (i, leaf) in from.iter().enumerate() {
        let (value, p) = (regs[src as usize + i], poison[src as usize + i]);
        for k in 0..leaf.scalar.bytes() as usize {
            bytes[leaf.offset as usize + k] = ((value >> (8 * k)) as u8, p);
        }
    }
    for (i, leaf) in to.iter().enumerate() {
        let mut value = 0u64;
        let mut p = false;
        for k in 0..leaf.scalar.bytes() as usize {
            let (byte, bp) = bytes[leaf.offset as usize + k];
            value |= u64::from(byte) << (8 * k);
            p |= bp;
        }
        regs[dst as usize + i] = value & leaf.scalar.mask();
        poison[dst as usize + i] = p;
    }
}

fn call_native(f: MathFn, a: &[u64; 3]) -> (u64, bool) {
    let f32_of = |i: usize| f32::from_bits(a[i] as u32);
    let f64_of = |i: usize| f64::from_bits(a[i]);
    let single = |v: f32| (u64::from(v.to_bits()), false);
    let double = |v: f64| (v.to_bits(), false);
    match f {
        MathFn::F32x1(f) => single(f(f32_of(0))),
        MathFn::F32x2(f) => single(f(f32_of(0), f32_of(1))),
        MathFn::F32x3(f) => single(f(f32_of(0), f32_of(1), f32_of(2))),
        MathFn::F64x1(f) => double(f(f64_of(0))),
        MathFn::F64x2(f) => double(f(f64_of(0), f64_of(1))),
        MathFn::F64x3(f) => double(f(f64_of(0), f64_of(1), f64_of(2))),
        MathFn::Raw { f, bits } => match f(a, bits) {
            Some(value) => (value & mask(bits), false),
            None => (0, true),
        },
    }
}

fn overflow(op: OverflowOp, bits: u8, a: u64, b: u64) -> (u64, bool) {
    let m = mask(u32::from(bits));
    let (sa, sb) = (i128::from(sext(a, bits)), i128::from(sext(b, bits)));
    let (ua, ub) = (u128::from(a), u128::from(b));
    let (exact_signed, exact_unsigned) = match op {
        OverflowOp::SAdd => (Some(sa + sb), None),
        OverflowOp::SSub => (Some(sa - sb), None),
        OverflowOp::SMul => (Some(sa * sb), None),
        OverflowOp::UAdd => (None, Some(ua + ub)),
        OverflowOp::USub => (None, ua.checked_sub(ub)),
        OverflowOp::UMul => (None, Some(ua * ub)),
    };
    match (exact_signed, exact_unsigned) {
        (Some(exact), _) => ((exact as u64) & m, !signed_fits(exact, bits)),
        (None, Some(exact)) => ((exact as u64) & m, exact > u128::from(m)),
        (None, None) => (a.wrapping_sub(b) & m, true),
    }
}

fn atomic_rmw(op: RmwOp, scalar: Scalar, old: u64, operand: u64) -> u64 {
    let bits = scalar.bits() as u8;
    let m = scalar.mask();
    let float = |f: fn(f64, f64) -> f64| {
        let kind = float_kind(scalar);
        from_f64(kind, f(to_f64(kind, old), to_f64(kind, operand)))
    };
    let value = match op {
        RmwOp::Xchg => operand,
        RmwOp::Add => old.wrapping_add(operand),
        RmwOp::Sub => old.wrapping_sub(operand),
        RmwOp::And => old & operand,
        RmwOp::Nand => !(old & operand),
        RmwOp::Or => old | operand,
        RmwOp::Xor => old ^ operand,
        RmwOp::Max => {
            if sext(old, bits) >= sext(operand, bits) {
                old
            } else {
                operand
            }
        }
        RmwOp::Min => {
            if sext(old, bits) <= sext(operand, bits) {
                old
            } else {
                operand
            }
        }
        RmwOp::UMax => old.max(operand),
        RmwOp::UMin => old.min(operand),
        // In the operand's own precision: widening to f64 and rounding back is exact for
        // a single addition of two f32 values (2p + 2 <= 53).
        RmwOp::FAdd => match scalar {
            Scalar::F32 => {
                u64::from((f32::from_bits(old as u32) + f32::from_bits(operand as u32)).to_bits())
            }
            _ => float(|x, y| x + y),
        },
        RmwOp::FSub => match scalar {
            Scalar::F32 => {
                u64::from((f32::from_bits(old as u32) - f32::from_bits(operand as u32)).to_bits())
            }
            _ => float(|x, y| x - y),
        },
        RmwOp::FMax => float(native::max_num_f64),
        RmwOp::FMin => float(native::min_num_f64),
        RmwOp::UIncWrap => {
            if old >= operand {
                0
            } else {
                old + 1
            }
        }
        RmwOp::UDecWrap => {
            if old == 0 || old > operand {
                operand
            } else {
                old - 1
            }
        }
    };
    value & m
}

/// Evaluates a global initializer (a lowered function with no parameters) to its leaves.
pub fn evaluate_constant(function: Function, name: &str) -> Result<Vec<(u64, bool)>, SimError> {
    let program = Program {
        functions: vec![function],
        ..Program::default()
    };
    let mut machine = Machine::new(&program, GlobalMemory::default(), 1_000_000);
    let mut thread = Thread::new(&program, 0, 0, [0; 3], &[]);
    match machine.run(&mut thread) {
        Stop::Exited => Ok(thread.returned),
        _ => Err(SimError::unsupported(
            name,
            format!(
                "initializer that cannot be evaluated: {}",
                machine
                    .fault
                    .map_or_else(|| "it synchronises".to_string(), |f| f.message)
            ),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nsw_and_nuw_overflow_is_poison() {
        let add = |f, a, b| int_binary(IBinOp::Add, f, 8, a, b).unwrap();
        assert_eq!(add(0, 0x7f, 1), (0x80, false));
        assert_eq!(add(flags::NSW, 0x7f, 1), (0x80, true));
        assert_eq!(add(flags::NUW, 0x7f, 1), (0x80, false));
        assert_eq!(add(flags::NUW, 0xff, 1), (0, true));
        assert_eq!(int_binary(IBinOp::Shl, 0, 8, 1, 8).unwrap(), (0, true));
        assert_eq!(
            int_binary(IBinOp::SDiv, 0, 8, 0x80, 0xff),
            Err("signed division overflow")
        );
        assert_eq!(
            int_binary(IBinOp::UDiv, 0, 32, 1, 0),
            Err("division by zero")
        );
        assert_eq!(
            int_binary(IBinOp::SDiv, 0, 32, 0xffff_fff9, 2).unwrap(),
            (0xffff_fffd, false)
        );
        assert_eq!(
            int_binary(IBinOp::AShr, 0, 8, 0x80, 7).unwrap(),
            (0xff, false)
        );
    }

    #[test]
    fn conversions_follow_llvm() {
        let f = |v: f32| u64::from(v.to_bits());
        assert_eq!(
            cast(CastOp::FpToSi, Scalar::F32, Scalar::Int(8), 0, f(-128.5)),
            (0x80, false)
        );
        assert!(cast(CastOp::FpToSi, Scalar::F32, Scalar::Int(8), 0, f(128.0)).1);
        assert!(cast(CastOp::FpToUi, Scalar::F32, Scalar::Int(32), 0, f(-1.0)).1);
        assert_eq!(
            cast(CastOp::SExt, Scalar::Int(8), Scalar::Int(32), 0, 0x80),
            (0xffff_ff80, false)
        );
        let trunc = cast(
            CastOp::Trunc,
            Scalar::Int(32),
            Scalar::Int(8),
            flags::NUW,
            0x100,
        );
        assert!(trunc.1, "nuw truncation of a wider value is poison");
        let big = (1u64 << 24) + 1;
        assert_eq!(
            cast(CastOp::SiToFp, Scalar::Int(64), Scalar::F32, 0, big).0,
            f(16_777_216.0)
        );
    }

    #[test]
    fn unordered_compares() {
        assert!(float_compare(14, f64::NAN, 1.0));
        assert!(!float_compare(1, f64::NAN, f64::NAN));
        assert!(float_compare(13, f64::NAN, f64::NAN));
    }
}
