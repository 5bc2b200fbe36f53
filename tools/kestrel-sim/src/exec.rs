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
//!
//! This module holds the threads, the machine, calls and returns, and the instruction loop
//! (`Machine::run_frame`), which hands each instruction to its handler (`Machine::execute`,
//! one match on the variant). The handlers live with their family: `values` (arithmetic,
//! comparisons, conversions, vector lanes), `address` (`getelementptr`, address space
//! casts, special registers), `access` (loads, stores, `alloca`, `memcpy`/`memset`, and the
//! address resolution every access shares), `atomic` (read-modify-writes, `cmpxchg`,
//! fences), `async_copy` (`cp.async`), `control` (branches, `assume`) and `collective`
//! (barriers, warp collectives, matrix instructions), each over the running frame's
//! `Running` state.

/// Binds the fields of `$inst`, which `Machine::execute` hands only to the handler of its
/// variant.
macro_rules! fields {
    ($inst:ident, $variant:pat) => {
        let $variant = $inst else {
            unreachable!("{:?} given to another instruction's handler", $inst)
        };
    };
}

mod access;
mod address;
mod async_copy;
mod atomic;
mod collective;
mod control;
mod values;

pub use async_copy::AsyncCopies;
pub use values::{sext, to_f64};

use crate::{
    SimError,
    memory::{self, Arena, GlobalMemory},
    program::{BarrierKind, BarrierMode, FuncId, Function, Inst, Program, Reg, SiteId, WarpOp},
    race::RaceDetector,
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

type Exec<T> = Result<T, (FaultKind, String)>;

/// A fault and the operation to blame, when one is.
type SiteFault = ((FaultKind, String), Option<SiteId>);

/// What an instruction gives: nothing (or a value) to go on with, or a fault at its site.
type Step<T = ()> = Result<T, SiteFault>;

/// A fault of `kind` at the operation `site`.
#[cold]
fn fault(kind: FaultKind, site: SiteId, message: impl Into<String>) -> SiteFault {
    ((kind, message.into()), Some(site))
}

/// Blames `site` for a fault of a machine operation (an access, a copy).
fn at(site: SiteId) -> impl FnOnce((FaultKind, String)) -> SiteFault {
    move |fault| (fault, Some(site))
}

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

/// The innermost frame of a running thread and the parts of the thread its instructions
/// touch, borrowed for one [`Machine::run_frame`].
struct Running<'a> {
    function: &'a Function,
    regs: &'a mut [u64],
    poison: &'a mut [bool],
    /// The next instruction.
    pc: usize,
    who: Who,
    tid: [u32; 3],
    local: &'a mut Arena,
    local_top: &'a mut u64,
    clock_reads: &'a mut u64,
    /// Room for the block-argument copies of an edge that needs a temporary.
    scratch: &'a mut Vec<(u64, bool)>,
    /// What the thread brings to a matrix instruction ([`Thread::payload`]).
    payload: &'a mut Vec<(u64, bool)>,
}

impl Running<'_> {
    #[inline(always)]
    fn value(&self, reg: Reg) -> u64 {
        self.regs[reg as usize]
    }

    #[inline(always)]
    fn is_poison(&self, reg: Reg) -> bool {
        self.poison[reg as usize]
    }

    #[inline(always)]
    fn set(&mut self, reg: Reg, value: u64, poison: bool) {
        self.regs[reg as usize] = value;
        self.poison[reg as usize] = poison;
    }

    /// The value of `reg`, or a [`FaultKind::PoisonUse`] at `site` (`message` says what
    /// used it) when it is poison.
    #[inline(always)]
    fn defined(&self, reg: Reg, site: SiteId, message: &'static str) -> Step<u64> {
        if self.is_poison(reg) {
            return Err(fault(FaultKind::PoisonUse, site, message));
        }
        Ok(self.value(reg))
    }
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
    fn run_frame(&mut self, thread: &mut Thread) -> Step<Flow> {
        let program = self.program;
        let who = Who {
            block: self.block,
            thread: thread.linear,
        };
        let Thread {
            frames,
            local,
            local_top,
            clock_reads,
            scratch,
            payload,
            tid,
            ..
        } = thread;
        let frame = frames.last_mut().expect("a running thread has a frame");
        let mut running = Running {
            function: &program.functions[frame.func as usize],
            regs: &mut frame.regs,
            poison: &mut frame.poison,
            pc: frame.pc as usize,
            who,
            tid: *tid,
            local,
            local_top,
            clock_reads,
            scratch,
            payload,
        };
        let left = self.run_until_leave(&mut running);
        frame.pc = running.pc as u32;
        left
    }

    /// Executes instructions from `running.pc` on, each counted against the step limit,
    /// until one leaves the frame or faults.
    fn run_until_leave(&mut self, running: &mut Running) -> Step<Flow> {
        let code = &running.function.code[..];
        let limit = self.step_limit;
        let mut steps = self.steps;
        let left = loop {
            if steps >= limit {
                let message = format!("step limit of {limit} instructions reached");
                break Err(((FaultKind::StepLimit, message), None));
            }
            steps += 1;
            let inst = code[running.pc];
            running.pc += 1;
            match self.execute(running, inst) {
                Ok(None) => {}
                Ok(Some(flow)) => break Ok(flow),
                Err(fault) => break Err(fault),
            }
        };
        self.steps = steps;
        left
    }

    /// Executes `inst` with its own handler (one jump on the variant: a handler per family
    /// matching again cost a second one per instruction): `Some` when control leaves the
    /// frame.
    #[inline(always)]
    fn execute(&mut self, running: &mut Running, inst: Inst) -> Step<Option<Flow>> {
        match inst {
            // `values`: register arithmetic.
            Inst::IBin { .. } => running.ibin(inst)?,
            Inst::ICmp { .. } => running.icmp(inst),
            Inst::FBin { .. } => running.fbin(inst),
            Inst::FNeg { .. } => running.fneg(inst),
            Inst::FCmp { .. } => running.fcmp(inst),
            Inst::Select { .. } => running.select(inst),
            Inst::Cast { .. } => running.cast(inst),
            Inst::Copy { .. } => running.copy(inst),
            Inst::Freeze { .. } => running.freeze(inst),
            Inst::Math { .. } => running.math(inst),
            Inst::Overflow { .. } => running.overflow(inst),
            Inst::Repack { .. } => running.repack(inst),
            Inst::ExtractDyn { .. } => running.extract_dyn(inst),
            Inst::InsertDyn { .. } => running.insert_dyn(inst),
            // `address`: values that depend on where the thread runs.
            Inst::Gep { .. } => self.gep(running, inst),
            Inst::AddrSpaceCast { .. } => self.addrspace_cast(running, inst),
            Inst::Sreg { .. } => self.sreg(running, inst),
            // `access`: memory.
            Inst::Load { .. } => self.load_inst(running, inst)?,
            Inst::Store { .. } => self.store_inst(running, inst)?,
            Inst::LoadAgg { .. } => self.load_aggregate(running, inst)?,
            Inst::StoreAgg { .. } => self.store_aggregate(running, inst)?,
            Inst::Alloca { .. } => running.alloca(inst)?,
            Inst::MemCopy { .. } => self.memcpy(running, inst)?,
            Inst::MemSet { .. } => self.memset(running, inst)?,
            // `atomic`.
            Inst::AtomicRmw { .. } => self.atomic_rmw(running, inst)?,
            Inst::CmpXchg { .. } => self.cmpxchg(running, inst)?,
            Inst::Fence { .. } => self.fence(running, inst),
            // `async_copy`.
            Inst::AsyncCopy { .. } => self.cp_async(running, inst)?,
            Inst::AsyncCommit => self.cp_async_commit(running),
            Inst::AsyncWait { .. } => self.cp_async_wait(running, inst)?,
            // `control`: inside the frame.
            Inst::Br { .. } => running.br(inst),
            Inst::CondBr { .. } => running.cond_br(inst)?,
            Inst::Switch { .. } => running.switch(inst)?,
            Inst::Assume { .. } => running.assume(inst)?,
            Inst::Unreachable { site } => {
                return Err(fault(
                    FaultKind::Unreachable,
                    site,
                    "reached llvm.unreachable",
                ));
            }
            Inst::Trap { site } => return Err(fault(FaultKind::Trap, site, "trap")),
            Inst::Nop => {}
            // Leaving the frame: calls, returns, and `collective` stops.
            Inst::Call {
                func,
                args,
                nargs,
                dst,
                site,
            } => {
                let call = Flow::Call {
                    func,
                    args,
                    nargs,
                    dst,
                    site,
                };
                return Ok(Some(call));
            }
            Inst::Ret { values, n } => return Ok(Some(Flow::Return { values, n })),
            Inst::Exit => return Ok(Some(Flow::Stop(Stop::Exited))),
            Inst::Barrier { .. } => return Ok(Some(Flow::Stop(running.barrier(inst)?))),
            Inst::Warp { .. } => return Ok(Some(Flow::Stop(running.warp(inst)?))),
            Inst::Matrix { .. } => {
                return Ok(Some(Flow::Stop(self.matrix(running, inst)?)));
            }
        }
        Ok(None)
    }
}

/// The running thread's identity.
#[derive(Clone, Copy, Debug)]
struct Who {
    block: u32,
    thread: u32,
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
