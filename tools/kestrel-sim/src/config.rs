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
    /// Field overrides of by-value (struct) parameters, applied in order over their generated
    /// contents (`--arg N@OFFSET:TYPE=VALUE`).
    pub fields: Vec<FieldArg>,
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
            fields: Vec::new(),
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

/// One field of a by-value parameter set from the command line: `N@OFFSET:TYPE=VALUE` writes
/// VALUE as TYPE (`i8`..`i64`, `u8`..`u64`, `f32`, `f64`) at byte OFFSET of parameter N's copy.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FieldArg {
    pub param: usize,
    pub offset: u64,
    pub kind: FieldKind,
    pub value: ArgValue,
}

/// The type a [`FieldArg`] is written as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldKind {
    Int(u32),
    F32,
    F64,
}

impl FieldKind {
    pub fn bytes(self) -> u64 {
        match self {
            FieldKind::Int(bits) => u64::from(bits / 8),
            FieldKind::F32 => 4,
            FieldKind::F64 => 8,
        }
    }

    /// The field's little-endian bytes holding `value`, or `None` where a float is given for
    /// an integer field or a buffer size for any field.
    pub fn encode(self, value: ArgValue) -> Option<Vec<u8>> {
        let bits = match (self, value) {
            (FieldKind::Int(_), ArgValue::Int(v)) => v as u64,
            (FieldKind::F32, ArgValue::Int(v)) => u64::from((v as f32).to_bits()),
            (FieldKind::F32, ArgValue::Float(v)) => u64::from((v as f32).to_bits()),
            (FieldKind::F64, ArgValue::Int(v)) => (v as f64).to_bits(),
            (FieldKind::F64, ArgValue::Float(v)) => v.to_bits(),
            _ => return None,
        };
        Some(bits.to_le_bytes()[..self.bytes() as usize].to_vec())
    }
}

impl fmt::Display for FieldKind {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            FieldKind::Int(bits) => write!(f, "i{bits}"),
            FieldKind::F32 => f.write_str("f32"),
            FieldKind::F64 => f.write_str("f64"),
        }
    }
}

impl fmt::Display for FieldArg {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(
            f,
            "{}@{}:{}={}",
            self.param, self.offset, self.kind, self.value
        )
    }
}

impl std::str::FromStr for FieldArg {
    type Err = String;

    /// `N@OFFSET:TYPE=VALUE`.
    fn from_str(text: &str) -> Result<Self, String> {
        let shape = || format!("'{text}': expected N@OFFSET:TYPE=VALUE");
        let (place, value) = text.split_once('=').ok_or_else(shape)?;
        let (param, rest) = place.split_once('@').ok_or_else(shape)?;
        let (offset, kind) = rest.split_once(':').ok_or_else(shape)?;
        let param = param
            .parse()
            .map_err(|_| format!("'{text}': bad parameter number '{param}'"))?;
        let offset = offset
            .parse()
            .map_err(|_| format!("'{text}': bad byte offset '{offset}'"))?;
        let kind = match kind {
            "i8" | "u8" => FieldKind::Int(8),
            "i16" | "u16" => FieldKind::Int(16),
            "i32" | "u32" => FieldKind::Int(32),
            "i64" | "u64" => FieldKind::Int(64),
            "f32" => FieldKind::F32,
            "f64" => FieldKind::F64,
            other => {
                return Err(format!(
                    "'{text}': unknown field type '{other}' (i8..i64, u8..u64, f32, f64)"
                ));
            }
        };
        let value: ArgValue = value.parse().map_err(|e| format!("'{text}': {e}"))?;
        if kind.encode(value).is_none() {
            return Err(format!("'{text}': {value} is not an {kind} value"));
        }
        Ok(FieldArg {
            param,
            offset,
            kind,
            value,
        })
    }
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
