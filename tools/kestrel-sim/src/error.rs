//! The one error type of the simulator: why a module could not be simulated at all.
//!
//! What a kernel *does* wrong while running (an out-of-bounds access, a race, a divergent
//! barrier, a poison branch) is not an error: it is a finding in the run's report
//! ([`crate::Fault`], [`crate::Race`]). `SimError` is for the cases where no run happened or
//! the run cannot be trusted: unreadable input, an operation the simulator does not implement,
//! a bad configuration, or an internal bug (a caught panic).

use std::fmt;

/// Why a module could not be simulated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SimError {
    /// The input is not valid MLIR (the first diagnostic, with its position).
    Parse(String),
    /// LLVM IR could not be imported into the LLVM dialect.
    Import(String),
    /// An operation, type or call the simulator does not implement. Simulating around it
    /// could give a wrong answer, so the whole function is refused.
    Unsupported { function: String, what: String },
    /// The module has no kernel, or not the one asked for.
    NoKernel(String),
    /// A configuration the simulator cannot honour (zero-sized grid, bad `--arg`, ...).
    Config(String),
    /// A panic inside the simulator, caught at the API boundary.
    Internal(String),
}

impl SimError {
    pub(crate) fn unsupported(function: &str, what: impl Into<String>) -> Self {
        Self::Unsupported {
            function: function.to_string(),
            what: what.into(),
        }
    }
}

impl fmt::Display for SimError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Self::Parse(message) => write!(f, "cannot parse the module: {message}"),
            Self::Import(message) => write!(f, "cannot import LLVM IR: {message}"),
            Self::Unsupported { function, what } => {
                write!(f, "unsupported in @{function}: {what}")
            }
            Self::NoKernel(message) | Self::Config(message) => f.write_str(message),
            Self::Internal(message) => write!(f, "internal simulator error: {message}"),
        }
    }
}

impl std::error::Error for SimError {}

/// Runs `body`, turning a panic into [`SimError::Internal`]: the library promises its callers
/// an error value, never an unwinding panic.
pub(crate) fn catch_panics<T>(body: impl FnOnce() -> Result<T, SimError>) -> Result<T, SimError> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(body)) {
        Ok(result) => result,
        Err(payload) => {
            let message = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "panic".to_string());
            Err(SimError::Internal(message))
        }
    }
}
