//! What a simulation run is told: launch shape, inputs, schedules and limits.

use crate::{
    SimError,
    program::Function,
    sched::{Launch, Schedule},
};
use std::{collections::BTreeMap, fmt};

/// The simulator's configuration. `Config::default()` is a small launch (2 blocks of 64
/// threads), seed 1, 256 KiB buffers, 4 KiB of dynamic shared memory, three schedules
/// (forward, reverse, one shuffle) and the race detector on.
#[derive(Clone, Debug, PartialEq)]
pub struct Config {
    pub grid: [u32; 3],
    /// The block shape. Unless `block_explicit`, a kernel's launch bounds override it where
    /// it does not respect them ([`Config::for_kernel`]).
    pub block: [u32; 3],
    /// The block was asked for (`--block`, `// SIM-BLOCK:`): launch bounds it does not
    /// respect are then an error, not a reason to pick another shape.
    pub block_explicit: bool,
    /// Seed of inputs and shuffled schedules.
    pub seed: u64,
    /// Size of the buffer each pointer parameter gets.
    pub buffer_bytes: u64,
    /// Size of dynamic (`extern __shared__`) shared memory per block.
    pub dynamic_shared_bytes: u64,
    /// Parameter overrides by parameter index.
    pub args: BTreeMap<usize, ArgValue>,
    pub schedules: Vec<Schedule>,
    /// Instructions one kernel run may execute (all threads together).
    pub step_limit: u64,
    /// Only this kernel (default: every kernel of the module).
    pub kernel: Option<String>,
    pub race_detection: bool,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            grid: [2, 1, 1],
            block: [64, 1, 1],
            block_explicit: false,
            seed: 1,
            buffer_bytes: 256 * 1024,
            dynamic_shared_bytes: 4096,
            args: BTreeMap::new(),
            schedules: vec![Schedule::Forward, Schedule::Reverse, Schedule::Shuffle(1)],
            step_limit: 20_000_000,
            kernel: None,
            race_detection: true,
        }
    }
}

impl Config {
    pub fn launch(&self) -> Launch {
        Launch {
            grid: self.grid,
            block: self.block,
        }
    }

    /// Checks the limits the simulator relies on.
    pub fn validate(&self) -> Result<(), crate::SimError> {
        let error = |m: String| Err(crate::SimError::Config(m));
        if self.grid.contains(&0) || self.block.contains(&0) {
            return error("grid and block dimensions must be at least 1".to_string());
        }
        let threads: u64 = self.block.iter().map(|&d| u64::from(d)).product();
        if threads > crate::memory::MAX_THREADS_PER_BLOCK {
            return error(format!("{threads} threads per block: at most 1024"));
        }
        let blocks: u64 = self.grid.iter().map(|&d| u64::from(d)).product();
        if blocks > 1 << 18 {
            return error(format!("{blocks} blocks: at most {}", 1 << 18));
        }
        if self.schedules.is_empty() {
            return error("at least one schedule is needed".to_string());
        }
        if self.buffer_bytes > 1 << 30 || self.dynamic_shared_bytes > 1 << 30 {
            return error("buffers and shared memory are limited to 1 GiB".to_string());
        }
        Ok(())
    }
}

impl Config {
    /// The configuration to run `kernel` with: a block shape its launch bounds allow.
    /// `nvvm.reqntid` (`gpu.known_block_size`) is the shape; `nvvm.maxntid` caps the
    /// threads, and a block above the cap runs with the `maxntid` extents instead. An
    /// explicit block the bounds do not allow is an error (the launch would fail on a GPU).
    pub fn for_kernel(&self, kernel: &Function) -> Result<Config, SimError> {
        let bounds = kernel.launch_bounds;
        let threads = |b: [u32; 3]| b.iter().map(|&d| u64::from(d)).product::<u64>();
        let allowed = match (bounds.exact, bounds.max) {
            (Some(exact), _) if self.block != exact => Err(("nvvm.reqntid", exact)),
            (None, Some(max)) if threads(self.block) > threads(max) => Err(("nvvm.maxntid", max)),
            _ => Ok(()),
        };
        let Err((bound, shape)) = allowed else {
            return Ok(self.clone());
        };
        if self.block_explicit {
            return Err(SimError::Config(format!(
                "block {} is outside @{}'s launch bounds ({bound} {})",
                dims(self.block),
                kernel.name,
                dims(shape)
            )));
        }
        let config = Config {
            block: shape,
            ..self.clone()
        };
        config.validate()?;
        Ok(config)
    }
}

/// `64x1x1`.
pub fn dims(d: [u32; 3]) -> String {
    format!("{}x{}x{}", d[0], d[1], d[2])
}

/// A parameter override.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ArgValue {
    Int(i64),
    Float(f64),
    /// A pointer parameter's buffer size in bytes.
    Buffer(u64),
}

impl std::str::FromStr for ArgValue {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        if let Some(bytes) = text.strip_prefix("buffer:") {
            return bytes
                .parse()
                .map(ArgValue::Buffer)
                .map_err(|_| format!("bad buffer size '{bytes}'"));
        }
        if let Ok(int) = text.parse::<i64>() {
            return Ok(ArgValue::Int(int));
        }
        if let Some(hex) = text.strip_prefix("0x")
            && let Ok(int) = u64::from_str_radix(hex, 16)
        {
            return Ok(ArgValue::Int(int as i64));
        }
        text.parse::<f64>().map(ArgValue::Float).map_err(|_| {
            format!("bad argument value '{text}' (an integer, a float or buffer:BYTES)")
        })
    }
}

impl fmt::Display for ArgValue {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            ArgValue::Int(v) => write!(f, "{v}"),
            ArgValue::Float(v) => write!(f, "{v}"),
            ArgValue::Buffer(v) => write!(f, "buffer:{v}"),
        }
    }
}
