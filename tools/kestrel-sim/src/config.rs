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

/// The type a [`FieldArg`] is written as: an integer of `bits`, signed or not (the bytes are
/// the same; the sign decides which values fit), or a float.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldKind {
    Int { bits: u32, signed: bool },
    F32,
    F64,
}

impl FieldKind {
    pub fn bytes(self) -> u64 {
        match self {
            FieldKind::Int { bits, .. } => u64::from(bits / 8),
            FieldKind::F32 => 4,
            FieldKind::F64 => 8,
        }
    }

    /// The field's little-endian bytes holding `value`, or `None` where a float is given for
    /// an integer field, an integer does not fit the field (a 64-bit one takes any: hex
    /// values past `i64::MAX` arrive wrapped), or a buffer size is given for any field.
    pub fn encode(self, value: ArgValue) -> Option<Vec<u8>> {
        let bits = match (self, value) {
            (FieldKind::Int { bits, signed }, ArgValue::Int(v)) => {
                let fits = bits >= 64
                    || if signed {
                        (-(1i64 << (bits - 1))..(1i64 << (bits - 1))).contains(&v)
                    } else {
                        (0..(1i64 << bits)).contains(&v)
                    };
                if !fits {
                    return None;
                }
                v as u64
            }
            (FieldKind::F32, ArgValue::Int(v)) => u64::from((v as f32).to_bits()),
            (FieldKind::F32, ArgValue::Float(v)) => u64::from((v as f32).to_bits()),
            (FieldKind::F64, ArgValue::Int(v)) => (v as f64).to_bits(),
            (FieldKind::F64, ArgValue::Float(v)) => v.to_bits(),
            _ => return None,
        };
        Some(bits.to_le_bytes()[..self.bytes() as usize].to_vec())
    }
}

impl FieldKind {
    fn is_signed(self) -> bool {
        matches!(self, FieldKind::Int { signed: true, .. })
    }
}

impl fmt::Display for FieldKind {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            FieldKind::Int { bits, signed } => {
                write!(f, "{}{bits}", if *signed { 'i' } else { 'u' })
            }
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
        let integer = |signed| {
            kind[1..]
                .parse()
                .ok()
                .filter(|bits| matches!(bits, 8 | 16 | 32 | 64))
                .map(|bits| FieldKind::Int { bits, signed })
        };
        let kind = match kind {
            "f32" => Some(FieldKind::F32),
            "f64" => Some(FieldKind::F64),
            _ if kind.starts_with('i') => integer(true),
            _ if kind.starts_with('u') => integer(false),
            _ => None,
        }
        .ok_or_else(|| {
            format!("'{text}': unknown field type '{kind}' (i8..i64, u8..u64, f32, f64)")
        })?;
        let value: ArgValue = value.parse().map_err(|e| format!("'{text}': {e}"))?;
        if kind.encode(value).is_none() {
            let article = if kind == FieldKind::F32 || kind == FieldKind::F64 || kind.is_signed() {
                "an"
            } else {
                "a"
            };
            return Err(format!("'{text}': {value} is not {article} {kind} value"));
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

#[cfg(test)]
mod tests {
    use super::*;

    fn bytes(text: &str) -> Vec<u8> {
        let field: FieldArg = text.parse().unwrap();
        field.kind.encode(field.value).unwrap()
    }

    #[test]
    fn integer_fields_take_the_values_of_their_width_and_sign() {
        assert_eq!(bytes("0@0:u32=4294967295"), [0xff; 4]);
        assert_eq!(bytes("0@0:i8=-128"), [0x80]);
        assert_eq!(bytes("0@0:u16=0xbeef"), [0xef, 0xbe]);
        assert_eq!(bytes("0@0:u64=0xffffffffffffffff"), [0xff; 8]);
        assert_eq!(bytes("0@0:i64=-2"), (-2i64).to_le_bytes());
        assert!("0@0:i8=128".parse::<FieldArg>().is_err());
        assert!("0@0:u32=4294967296".parse::<FieldArg>().is_err());
        assert!("0@0:u16=-1".parse::<FieldArg>().is_err());
        assert!("0@0:u12=1".parse::<FieldArg>().is_err());
        assert!("0@0:i=1".parse::<FieldArg>().is_err());
    }

    #[test]
    fn fields_print_as_given() {
        let field: FieldArg = "1@8:u32=7".parse().unwrap();
        assert_eq!(field.to_string(), "1@8:u32=7");
        let field: FieldArg = "0@0:i16=-7".parse().unwrap();
        assert_eq!(field.to_string(), "0@0:i16=-7");
    }
}
