//! The simulator's internal form: what a module becomes after lowering, and what the
//! interpreter executes.
//!
//! Every `llvm.func` is translated once into a flat vector of [`Inst`]s over numbered
//! registers. Each register holds one scalar leaf (see [`crate::layout`]) as a `u64` plus a
//! poison bit; aggregates and vectors occupy consecutive registers. Constants are not
//! instructions: they are pre-filled into the function's register template, which every new
//! frame copies. Branch targets are instruction indices and block arguments are parallel
//! copies attached to the edge, so executing an instruction never consults MLIR.
//!
//! Nothing here refers to MLIR objects: a [`Program`] is plain owned data, independent of
//! the context it was lowered from.

use crate::layout::{DataLayout, Leaf, Scalar};
use crate::matrix::MatrixOp;
use std::collections::BTreeMap;

/// A register index within a frame.
pub type Reg = u32;
/// An index into [`Program::sites`].
pub type SiteId = u32;
/// An index into [`Program::functions`].
pub type FuncId = u32;

/// A lowered module.
#[derive(Debug, Default)]
pub struct Program {
    /// A label for messages (file name, `before`, `after`).
    pub name: String,
    pub functions: Vec<Function>,
    pub function_ids: BTreeMap<String, FuncId>,
    /// Functions that could not be lowered, with the reason. Running a kernel that can reach
    /// one of them is refused before it starts.
    pub unsupported: BTreeMap<String, crate::SimError>,
    /// Module globals whose initial value could not be computed, with the reason. Running
    /// a kernel that can reach one of them is refused too.
    pub unsupported_globals: BTreeMap<String, crate::SimError>,
    /// The kernels, in module order.
    pub kernels: Vec<FuncId>,
    /// Where each reportable operation comes from.
    pub sites: Vec<Site>,
    /// Module variables living in global memory (address spaces 0, 1, 4), laid out from
    /// offset 0 of the module-globals area, with their initial bytes.
    pub global_vars: Vec<GlobalVar>,
    /// Bytes of the module-globals area.
    pub global_vars_size: u64,
    /// Shared (address space 3) variables of the module and their initial contents; a
    /// launch maps those its kernel reaches ([`Program::kernel_shared_vars`]).
    pub shared_vars: Vec<GlobalVar>,
    /// Bytes of static shared memory per block.
    pub shared_static_size: u64,
    /// The symbols each module global's initializer takes the address of (a kernel that
    /// reaches the global reaches them too).
    pub initializer_refs: BTreeMap<String, Vec<String>>,
    /// Offset of dynamic shared memory (`extern __shared__` arrays of size 0), when the
    /// module declares any; it starts after static shared memory.
    pub dynamic_shared_offset: Option<u64>,
    pub layout: DataLayout,
}

/// A module variable and its initial contents.
#[derive(Clone, Debug)]
pub struct GlobalVar {
    pub name: String,
    /// Offset in its area (the module-globals area or the block's shared memory).
    pub offset: u64,
    pub size: u64,
    /// Initial bytes; `None` where the initial value is undef/poison.
    pub init: Vec<Option<u8>>,
    /// Whether the program may write it (`constant` globals may not).
    pub constant: bool,
    /// For an `externally_initialized` global (clang's `__device__` and `__constant__`
    /// variables, which the host may write before the launch): the scalars of its memory
    /// image. Such a global is an input: it starts with pseudo-random contents derived from
    /// the seed and its name ([`crate::inputs::place`]), not with `init`.
    pub host_written: Option<Vec<Leaf>>,
}

/// Where a reportable operation comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Site {
    pub function: String,
    /// The op name, with the callee or intrinsic name for calls.
    pub op: String,
    /// `LINE:COL` in the simulated MLIR text, or `?`.
    pub loc: String,
}

impl std::fmt::Display for Site {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "{} at {} in @{}", self.op, self.loc, self.function)
    }
}

/// A lowered function.
#[derive(Debug, Default)]
pub struct Function {
    pub name: String,
    /// Register of each parameter leaf, in order.
    pub param_regs: Vec<Reg>,
    /// Scalar of each parameter leaf.
    pub param_leaves: Vec<Scalar>,
    /// Number of leaves of each declared parameter (for input generation).
    pub param_shapes: Vec<ParamShape>,
    /// Scalars of the result leaves (empty for void).
    pub result_leaves: Vec<Scalar>,
    pub code: Vec<Inst>,
    /// Initial register values (constants filled in) and poison bits.
    pub template: Vec<u64>,
    pub template_poison: Vec<bool>,
    pub edges: Vec<Edge>,
    /// `(destination, source)` register pairs of all edges.
    pub copies: Vec<(Reg, Reg)>,
    /// Register lists of calls and returns.
    pub lists: Vec<Reg>,
    pub gep_terms: Vec<GepTerm>,
    /// Leaf layouts of aggregate loads and stores.
    pub shapes: Vec<Vec<Leaf>>,
    pub switches: Vec<SwitchTable>,
    pub is_kernel: bool,
    /// The block shapes a kernel may be launched with.
    pub launch_bounds: LaunchBounds,
    /// Functions called directly.
    pub callees: Vec<FuncId>,
    /// Module globals whose address it takes.
    pub globals: Vec<String>,
}

/// A kernel's launch bounds: the block shapes it may run with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LaunchBounds {
    /// `nvvm.reqntid` (or `gpu.known_block_size`): the block is exactly this.
    pub exact: Option<[u32; 3]>,
    /// `nvvm.maxntid`: the block has at most as many threads as these extents multiplied.
    pub max: Option<[u32; 3]>,
}

/// What a kernel parameter is, for input generation.
#[derive(Clone, Debug, PartialEq)]
pub struct ParamShape {
    /// Index of its first leaf in `param_leaves`.
    pub first_leaf: usize,
    pub leaves: usize,
    /// For a `byval`/`byref` pointer: the pointee size in bytes.
    pub pointee_size: Option<u64>,
    /// A `byval` pointer: a call passes the callee a copy of the pointee, not the pointer.
    pub byval: bool,
}

/// A control-flow edge: where to go and which block-argument copies to make on the way.
#[derive(Clone, Copy, Debug)]
pub struct Edge {
    pub target: u32,
    pub copies_start: u32,
    pub copies_len: u32,
    /// A destination is also a source: copy through a temporary (parallel-copy semantics).
    pub needs_temp: bool,
}

/// `index * stride` added to a GEP's base; the index is sign-extended from `bits`.
#[derive(Clone, Copy, Debug)]
pub struct GepTerm {
    pub index: Reg,
    pub bits: u8,
    pub stride: i64,
}

/// The cases of an `llvm.switch`.
#[derive(Clone, Debug)]
pub struct SwitchTable {
    pub bits: u8,
    pub cases: Vec<(u64, u32)>,
    pub default: u32,
}

/// Integer binary operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IBinOp {
    Add,
    Sub,
    Mul,
    UDiv,
    SDiv,
    URem,
    SRem,
    Shl,
    LShr,
    AShr,
    And,
    Or,
    Xor,
}

/// Poison-generating flags of integer ops and casts.
pub mod flags {
    pub const NSW: u8 = 1;
    pub const NUW: u8 = 2;
    pub const EXACT: u8 = 4;
    pub const DISJOINT: u8 = 8;
    pub const NNEG: u8 = 16;
}

/// `getelementptr` flags that make its result poison.
pub mod gep_flags {
    /// `inbounds`: a result other than the base must lie in bounds of the object the base
    /// points into (its one-past-the-end address included).
    pub const INBOUNDS: u8 = 1;
    /// `nuw`: the offsets, as unsigned numbers, and their addition do not wrap.
    pub const NUW: u8 = 2;
    /// `nuw` with a negative constant offset (folded at lowering): it always wraps.
    pub const NUW_NEGATIVE_CONSTANT: u8 = 4;
}

/// Fast-math flags that make results poison.
pub mod fastmath {
    pub const NNAN: u8 = 1;
    pub const NINF: u8 = 2;
}

/// `llvm.icmp` predicates, numbered as in MLIR's `ICmpPredicate`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IPred {
    Eq,
    Ne,
    Slt,
    Sle,
    Sgt,
    Sge,
    Ult,
    Ule,
    Ugt,
    Uge,
}

/// Float kinds the arithmetic works in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FKind {
    F16,
    BF16,
    F32,
    F64,
}

/// Float binary operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FBinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

/// Value casts between scalars.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastOp {
    Trunc,
    ZExt,
    SExt,
    FpToSi,
    FpToUi,
    SiToFp,
    UiToFp,
    FpTrunc,
    FpExt,
    /// Same-size reinterpretation, also `ptrtoint`/`inttoptr` (zero-extend or truncate).
    Bits,
}

/// `llvm.atomicrmw` operations, numbered as MLIR's `AtomicBinOp`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RmwOp {
    Xchg,
    Add,
    Sub,
    And,
    Nand,
    Or,
    Xor,
    Max,
    Min,
    UMax,
    UMin,
    FAdd,
    FSub,
    FMax,
    FMin,
    UIncWrap,
    UDecWrap,
}

/// A native function on raw register bits: the arguments, the result width; `None` is
/// poison.
pub type RawFn = fn(&[u64; 3], u32) -> Option<u64>;

/// A native (host-implemented) function: math intrinsics and libdevice.
#[derive(Clone, Copy, Debug)]
pub enum MathFn {
    F32x1(fn(f32) -> f32),
    F32x2(fn(f32, f32) -> f32),
    F32x3(fn(f32, f32, f32) -> f32),
    F64x1(fn(f64) -> f64),
    F64x2(fn(f64, f64) -> f64),
    F64x3(fn(f64, f64, f64) -> f64),
    /// Raw register bits in and out; `bits` is the result width. `None` means poison.
    Raw {
        f: RawFn,
        bits: u32,
    },
}

/// Integer overflow intrinsics (`llvm.intr.sadd.with.overflow` ...): two result leaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OverflowOp {
    SAdd,
    UAdd,
    SSub,
    USub,
    SMul,
    UMul,
}

/// Special registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sreg {
    Tid(usize),
    Ntid(usize),
    Ctaid(usize),
    Nctaid(usize),
    LaneId,
    WarpSize,
    WarpId,
    NWarpId,
    LaneMaskEq,
    LaneMaskLt,
    LaneMaskLe,
    LaneMaskGt,
    LaneMaskGe,
    /// A register the simulator fixes to a constant (`smid`, `gridid`, ...).
    Constant(u64),
    /// `clock`/`clock64`/`globaltimer`: see [`Inst::Sreg`].
    Clock,
}

/// How far a synchronisation reaches. One simulated device has two levels: the block
/// (`cta`; also `cluster`, since every cluster is one block here) and everything else
/// (`gpu`, `sys`: there is no host or peer device to tell apart).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Scope {
    Cta,
    Gpu,
}

/// The synchronising effect of an atomic access, as the NVPTX backend lowers it (sm_70 and
/// later): `acquire` for `ld.acquire`/`atom.acquire`, `release` for `st.release`/
/// `atom.release`, both for `atom.acq_rel`, neither for a relaxed access.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AtomicOrder {
    pub acquire: bool,
    pub release: bool,
    pub scope: Scope,
}

impl AtomicOrder {
    /// A relaxed access at `scope`.
    pub const fn relaxed(scope: Scope) -> Self {
        Self {
            acquire: false,
            release: false,
            scope,
        }
    }
}

/// A CTA barrier's flavour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BarrierKind {
    Sync,
    /// `barrier0.and` / `.or` / `.popc`: the predicate reduced over the block.
    And,
    Or,
    Popc,
}

/// How a thread takes part in a CTA barrier.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BarrierMode {
    /// `bar.arrive` / `barrier.cta.arrive*`: counts towards the barrier, does not wait.
    pub arrive: bool,
    /// `.aligned` (`bar.sync`, `__syncthreads`): the threads completing the barrier together
    /// must execute the same instruction (all of them, or per warp with a thread count).
    pub aligned: bool,
}

/// Warp-collective operations, resolved when every lane of the mask has arrived.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WarpOp {
    VoteAny,
    VoteAll,
    VoteUni,
    Ballot,
    /// `shfl.sync.{idx,up,down,bfly}`; `pred` when it also yields the in-range flag.
    Shfl {
        mode: ShflMode,
        pred: bool,
    },
    /// `bar.warp.sync`/`__syncwarp`: no value.
    Sync,
    /// `activemask`.
    ActiveMask,
    /// `redux.sync.{add,min,max,umin,umax,and,or,xor}` on 32-bit integers: every
    /// participating lane gets the reduction of their values.
    Redux(ReduxKind),
    /// `match.any.sync.{b32,b64}`: each lane gets the mask of participating lanes whose value
    /// equals its own.
    MatchAny,
    /// `ldmatrix` / `mma.sync`: the whole warp, operands in the lanes' payloads
    /// ([`crate::matrix`]).
    Matrix(MatrixOp),
}

/// The operation of a `redux.sync`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReduxKind {
    Add,
    Min,
    Max,
    UMin,
    UMax,
    And,
    Or,
    Xor,
}

impl ReduxKind {
    /// The PTX/LLVM name's operation (`add`, `umin`, ...).
    pub fn from_name(name: &str) -> Option<Self> {
        Some(match name {
            "add" => Self::Add,
            "min" => Self::Min,
            "max" => Self::Max,
            "umin" => Self::UMin,
            "umax" => Self::UMax,
            "and" => Self::And,
            "or" => Self::Or,
            "xor" => Self::Xor,
            _ => return None,
        })
    }

    /// The reduction of the low 32 bits of `values` (at least one), zero-extended.
    pub fn reduce(self, values: impl Iterator<Item = u64>) -> u64 {
        let values = values.map(|v| v as u32);
        let reduced = match self {
            Self::Add => values.fold(0u32, u32::wrapping_add),
            Self::Min => values.map(|v| v as i32).min().unwrap_or(0) as u32,
            Self::Max => values.map(|v| v as i32).max().unwrap_or(0) as u32,
            Self::UMin => values.min().unwrap_or(0),
            Self::UMax => values.max().unwrap_or(0),
            Self::And => values.fold(u32::MAX, |a, b| a & b),
            Self::Or => values.fold(0, |a, b| a | b),
            Self::Xor => values.fold(0, |a, b| a ^ b),
        };
        u64::from(reduced)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShflMode {
    Idx,
    Up,
    Down,
    Bfly,
}

/// One instruction of the internal form.
#[derive(Clone, Copy, Debug)]
pub enum Inst {
    /// `dst = a op b` on `bits`-wide integers; `site` reports division faults.
    IBin {
        op: IBinOp,
        flags: u8,
        bits: u8,
        dst: Reg,
        a: Reg,
        b: Reg,
        site: SiteId,
    },
    ICmp {
        pred: IPred,
        bits: u8,
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    FBin {
        op: FBinOp,
        kind: FKind,
        fm: u8,
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    FNeg {
        kind: FKind,
        dst: Reg,
        a: Reg,
    },
    /// `pred` is MLIR's `FCmpPredicate` number (0 = false ... 15 = true).
    FCmp {
        pred: u8,
        kind: FKind,
        fm: u8,
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    Select {
        dst: Reg,
        cond: Reg,
        t: Reg,
        f: Reg,
    },
    Cast {
        op: CastOp,
        from: Scalar,
        to: Scalar,
        flags: u8,
        dst: Reg,
        a: Reg,
    },
    /// Reinterprets `n_src` leaves (shape `from`) as `n_dst` leaves (shape `to`) through
    /// their little-endian bytes: bitcasts between vectors and scalars.
    Repack {
        dst: Reg,
        src: Reg,
        from: u32,
        to: u32,
    },
    /// Address-space conversion between pointer representations.
    AddrSpaceCast {
        from: u32,
        to: u32,
        to_bits: u8,
        dst: Reg,
        a: Reg,
        site: SiteId,
    },
    Copy {
        dst: Reg,
        src: Reg,
    },
    /// `dst = src`, except that poison becomes 0.
    Freeze {
        dst: Reg,
        src: Reg,
    },
    /// `dst = base + offset + sum(terms)`, wrapped to `bits`; poison where `flags`
    /// ([`gep_flags`]) say the result leaves its object or wraps. `space` is the base
    /// pointer's address space (which memory's objects bound an `inbounds` result).
    Gep {
        dst: Reg,
        base: Reg,
        offset: i64,
        terms: u32,
        nterms: u32,
        bits: u8,
        flags: u8,
        space: u32,
    },
    /// `dst = vector[index]` for a vector in registers `base..base+n`; out of range: poison.
    ExtractDyn {
        dst: Reg,
        base: Reg,
        n: u32,
        index: Reg,
    },
    /// `dst[0..n] = vector` with `dst[index] = value`.
    InsertDyn {
        dst: Reg,
        vector: Reg,
        n: u32,
        value: Reg,
        index: Reg,
    },
    /// A native function of `nargs` arguments.
    Math {
        f: MathFn,
        dst: Reg,
        args: [Reg; 3],
        nargs: u8,
    },
    Overflow {
        op: OverflowOp,
        bits: u8,
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    Load {
        dst: Reg,
        addr: Reg,
        scalar: Scalar,
        space: u32,
        align: u32,
        /// `Some` for an atomic load.
        atomic: Option<AtomicOrder>,
        site: SiteId,
    },
    LoadAgg {
        dst: Reg,
        addr: Reg,
        shape: u32,
        space: u32,
        align: u32,
        site: SiteId,
    },
    Store {
        value: Reg,
        addr: Reg,
        scalar: Scalar,
        space: u32,
        align: u32,
        /// `Some` for an atomic store.
        atomic: Option<AtomicOrder>,
        site: SiteId,
    },
    StoreAgg {
        value: Reg,
        addr: Reg,
        shape: u32,
        space: u32,
        align: u32,
        site: SiteId,
    },
    /// Thread-local allocation of `count * elem_size` bytes; the result is a generic
    /// pointer (`generic`) or a local-space offset.
    Alloca {
        dst: Reg,
        count: Reg,
        count_bits: u8,
        elem_size: u32,
        align: u32,
        generic: bool,
        site: SiteId,
    },
    /// `atomicrmw`: NVPTX lowers every ordering and syncscope to a relaxed `atom` of GPU
    /// scope, so it synchronises as one.
    AtomicRmw {
        op: RmwOp,
        scalar: Scalar,
        space: u32,
        dst: Reg,
        addr: Reg,
        value: Reg,
        site: SiteId,
    },
    /// Writes the old value to `dst` and the success flag to `dst + 1`.
    CmpXchg {
        scalar: Scalar,
        space: u32,
        dst: Reg,
        addr: Reg,
        expected: Reg,
        new: Reg,
        /// The success ordering's effect (a `seq_cst` cmpxchg is preceded by a
        /// [`Inst::Fence`]).
        order: AtomicOrder,
        site: SiteId,
    },
    MemCopy {
        dst: Reg,
        dst_space: u32,
        src: Reg,
        src_space: u32,
        len: Reg,
        len_bits: u8,
        site: SiteId,
    },
    MemSet {
        dst: Reg,
        dst_space: u32,
        value: Reg,
        len: Reg,
        len_bits: u8,
        site: SiteId,
    },
    Br {
        edge: u32,
    },
    CondBr {
        cond: Reg,
        t: u32,
        f: u32,
        site: SiteId,
    },
    Switch {
        value: Reg,
        table: u32,
        site: SiteId,
    },
    /// Arguments are `lists[args..args + nargs]`; results go to `dst..`.
    Call {
        func: FuncId,
        args: u32,
        nargs: u32,
        dst: Reg,
        site: SiteId,
    },
    Ret {
        values: u32,
        n: u32,
    },
    Unreachable {
        site: SiteId,
    },
    Trap {
        site: SiteId,
    },
    Exit,
    /// `llvm.intr.assume`: false or poison is undefined behaviour.
    Assume {
        cond: Reg,
        site: SiteId,
    },
    /// A special register. `clock` reads are deterministic: the n-th read by a thread
    /// yields `n * 1000`, so a rewrite that keeps the reads keeps their values.
    Sreg {
        dst: Reg,
        which: Sreg,
        bits: u8,
    },
    /// A CTA barrier; reductions read `pred` and write `dst`. `id` holds the barrier number
    /// (none: barrier 0) and `count` the number of threads it waits for (none: all threads
    /// of the block). An `arrive` signals without waiting.
    Barrier {
        kind: BarrierKind,
        pred: Reg,
        dst: Reg,
        site: SiteId,
        id: Option<Reg>,
        count: Option<Reg>,
        mode: BarrierMode,
    },
    /// A warp collective; `args` are `[mask, value, lane/offset, clamp]` as applicable.
    Warp {
        op: WarpOp,
        dst: Reg,
        args: [Reg; 4],
        site: SiteId,
    },
    /// A warp-level matrix instruction: the lane's operands are `lists[args..args + nargs]`
    /// (ldmatrix: the row address; mma: the A, B and C fragment leaves); results go to
    /// `dst..`.
    Matrix {
        op: MatrixOp,
        dst: Reg,
        args: u32,
        nargs: u32,
        site: SiteId,
    },
    /// `cp.async.{ca,cg}.shared.global`: copies `size` bytes from global `src` to shared
    /// `dst` when a later `cp.async.wait_group` (or the thread's exit) completes it; with
    /// `src_size`, only that many bytes are read and the rest are zero-filled.
    AsyncCopy {
        dst: Reg,
        src: Reg,
        size: u8,
        src_size: Option<Reg>,
        site: SiteId,
    },
    /// `cp.async.commit_group`: the thread's uncommitted copies become one group.
    AsyncCommit,
    /// `cp.async.wait_group pending`: completes the thread's oldest groups until at most
    /// `pending` remain; `cp.async.wait_all` commits first and waits for all.
    AsyncWait {
        pending: u32,
        all: bool,
    },
    /// A thread fence: `fence.acq_rel` at `scope`, or `fence.sc` when `sc` (`membar.*`,
    /// `fence seq_cst`, the fence before a `seq_cst` atomic load, store or cmpxchg).
    Fence {
        scope: Scope,
        sc: bool,
    },
    /// Does nothing (lifetime markers, proxy fences, `llvm.intr.assume` on constants...).
    Nop,
}

impl Program {
    /// The function named `name`.
    pub fn function(&self, name: &str) -> Option<&Function> {
        self.function_ids
            .get(name)
            .map(|&id| &self.functions[id as usize])
    }

    /// Names of the kernels, in module order.
    pub fn kernel_names(&self) -> Vec<String> {
        self.kernels
            .iter()
            .map(|&id| self.functions[id as usize].name.clone())
            .collect()
    }

    /// `@name+k` for a shared-memory offset inside a shared variable, `dynamic shared+k`
    /// inside dynamic shared memory, else `shared+k`.
    pub fn shared_location(&self, offset: u64) -> String {
        if let Some(var) = self
            .shared_vars
            .iter()
            .find(|v| (v.offset..v.offset + v.size).contains(&offset))
        {
            return format!("@{}+{}", var.name, offset - var.offset);
        }
        match self.dynamic_shared_offset {
            Some(start) if offset >= start => format!("dynamic shared+{}", offset - start),
            _ => format!("shared+{offset}"),
        }
    }

    /// The functions reachable from `root` by direct calls, `root` first.
    fn reachable_functions(&self, root: FuncId) -> Vec<FuncId> {
        let mut seen = vec![false; self.functions.len()];
        let mut order = Vec::new();
        let mut stack = vec![root];
        while let Some(id) = stack.pop() {
            if std::mem::replace(&mut seen[id as usize], true) {
                continue;
            }
            order.push(id);
            stack.extend(self.functions[id as usize].callees.iter().copied());
        }
        order
    }

    /// The shared variables a launch of `kernel` has: those whose address it, a function
    /// it calls, or the initializer of a global it names takes (a GPU gives each kernel
    /// only its own). Indices into [`Program::shared_vars`], in offset order.
    pub fn kernel_shared_vars(&self, kernel: FuncId) -> Vec<usize> {
        let mut named = std::collections::BTreeSet::new();
        let mut work: Vec<&str> = self
            .reachable_functions(kernel)
            .into_iter()
            .flat_map(|id| self.functions[id as usize].globals.iter())
            .map(String::as_str)
            .collect();
        while let Some(name) = work.pop() {
            if named.insert(name) {
                let refs = self.initializer_refs.get(name).into_iter().flatten();
                work.extend(refs.map(String::as_str));
            }
        }
        (0..self.shared_vars.len())
            .filter(|&i| named.contains(self.shared_vars[i].name.as_str()))
            .collect()
    }

    /// The first unsupported function reachable from `root` by direct calls, as an error.
    pub fn check_supported(&self, root: &str) -> Result<(), crate::SimError> {
        if let Some(error) = self.unsupported.get(root) {
            return Err(error.clone());
        }
        let Some(&start) = self.function_ids.get(root) else {
            return Err(crate::SimError::NoKernel(format!("no function @{root}")));
        };
        let mut seen = vec![false; self.functions.len()];
        let mut stack = vec![start];
        while let Some(id) = stack.pop() {
            if std::mem::replace(&mut seen[id as usize], true) {
                continue;
            }
            let function = &self.functions[id as usize];
            if let Some(error) = self.unsupported.get(&function.name) {
                return Err(error.clone());
            }
            if let Some(error) = function
                .globals
                .iter()
                .find_map(|g| self.unsupported_globals.get(g))
            {
                return Err(error.clone());
            }
            stack.extend(function.callees.iter().copied());
        }
        Ok(())
    }
}
