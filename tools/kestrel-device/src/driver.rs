//! The CUDA driver API, as much of it as the runner needs, loaded at run time.
//!
//! `cudarc` (feature `dynamic-loading`) finds `libcuda.so` when it is first called, so the
//! binary builds and starts on a machine without a driver; [`Driver::open`] checks for the
//! library before anything else calls into it (cudarc panics when it is missing). All
//! `unsafe` of the crate is here: every block is a driver call whose pointer arguments point
//! to live locals or to buffers of the stated length. Device memory and modules are freed
//! when their owners are dropped; a context lost to a sticky error ([`CudaError::is_sticky`])
//! is never used again (the runner restarts its worker process instead).

use cudarc::driver::sys::{self, CUresult};
use std::{
    ffi::{CStr, CString, c_void},
    fmt,
    ptr::{null, null_mut},
};

/// A failed driver call: which, with the error's name and, for a module load, the JIT log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CudaError {
    pub call: &'static str,
    pub code: u32,
    pub name: String,
    pub log: String,
}

impl fmt::Display for CudaError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}: {}", self.call, self.name)?;
        if !self.log.is_empty() {
            write!(f, " ({})", self.log)?;
        }
        Ok(())
    }
}

/// `CUDA_ERROR_UNSUPPORTED_PTX_VERSION`.
const UNSUPPORTED_PTX_VERSION: u32 = 222;

impl CudaError {
    /// The PTX declares a `.version` (or target) newer than this driver's JIT accepts.
    pub fn is_unsupported_ptx(&self) -> bool {
        self.code == UNSUPPORTED_PTX_VERSION
    }

    /// An error after which the context is unusable: every later call fails the same way,
    /// and only a new process can use the GPU again (illegal address, hardware stack error,
    /// illegal instruction, misaligned or invalid address, invalid PC, launch failure,
    /// timeout, unknown).
    pub fn is_sticky(&self) -> bool {
        matches!(self.code, 700 | 702 | 714..=720 | 999)
    }
}

/// Turns a driver status into a `Result`, naming the call.
fn check(result: CUresult, call: &'static str) -> Result<(), CudaError> {
    if result == CUresult::CUDA_SUCCESS {
        return Ok(());
    }
    let mut name: *const std::ffi::c_char = null();
    // SAFETY: `name` is a live out-pointer; the driver sets it to a static string or leaves
    // it null for an unknown code.
    let known = unsafe { sys::cuGetErrorName(result, &mut name) } == CUresult::CUDA_SUCCESS;
    let name = if known && !name.is_null() {
        // SAFETY: the driver's error names are static NUL-terminated strings.
        unsafe { CStr::from_ptr(name) }
            .to_string_lossy()
            .into_owned()
    } else {
        format!("CUDA error {}", result as u32)
    };
    Err(CudaError {
        call,
        code: result as u32,
        name,
        log: String::new(),
    })
}

/// The driver and device 0's primary context, current on this thread.
pub struct Driver {
    device: sys::CUdevice,
    /// The CUDA version the driver supports, `1000 * major + 10 * minor` (13000: 13.0).
    pub version: i32,
    /// `NVIDIA H100 80GB HBM3 (sm_90), driver 13.0`.
    pub description: String,
}

impl Driver {
    /// Loads the driver, initialises it and makes device 0's primary context current, or
    /// says in one line why there is no GPU to run on.
    pub fn open() -> Result<Self, String> {
        // SAFETY: only tries to load the library.
        if !unsafe { sys::is_culib_present() } {
            return Err("no CUDA driver (libcuda.so not found)".to_string());
        }
        std::panic::catch_unwind(Self::open_present).unwrap_or_else(|_| {
            Err("the CUDA driver lacks a function the runner needs".to_string())
        })
    }

    fn open_present() -> Result<Self, String> {
        if let Some(missing) = missing_function() {
            return Err(format!(
                "the CUDA driver lacks {missing} (a driver for CUDA 13.0 or later is needed)"
            ));
        }
        let no_gpu = |e: CudaError| format!("no usable CUDA device ({e})");
        // SAFETY: plain driver calls with live out-pointers.
        unsafe {
            check(sys::cuInit(0), "cuInit").map_err(no_gpu)?;
            let mut count = 0;
            check(sys::cuDeviceGetCount(&mut count), "cuDeviceGetCount").map_err(no_gpu)?;
            if count == 0 {
                return Err("no CUDA device (the driver found none)".to_string());
            }
            let mut device = 0;
            check(sys::cuDeviceGet(&mut device, 0), "cuDeviceGet").map_err(no_gpu)?;
            let mut context = null_mut();
            check(
                sys::cuDevicePrimaryCtxRetain(&mut context, device),
                "cuDevicePrimaryCtxRetain",
            )
            .map_err(no_gpu)?;
            check(sys::cuCtxSetCurrent(context), "cuCtxSetCurrent").map_err(no_gpu)?;
            let mut version = 0;
            check(sys::cuDriverGetVersion(&mut version), "cuDriverGetVersion").map_err(no_gpu)?;
            Ok(Self {
                device,
                version,
                description: describe(device, version),
            })
        }
    }
}

/// Every driver function the runner calls: cudarc looks each up on its first call and
/// panics if the library lacks it, so [`Driver::open`] checks them all first.
const FUNCTIONS: &[&str] = &[
    "cuGetErrorName",
    "cuInit",
    "cuDeviceGetCount",
    "cuDeviceGet",
    "cuDeviceGetName",
    "cuDeviceGetAttribute",
    "cuDriverGetVersion",
    "cuDevicePrimaryCtxRetain",
    "cuDevicePrimaryCtxRelease_v2",
    "cuCtxSetCurrent",
    "cuCtxSynchronize",
    "cuModuleLoadDataEx",
    "cuModuleGetFunction",
    "cuModuleGetGlobal_v2",
    "cuModuleUnload",
    "cuMemAlloc_v2",
    "cuMemFree_v2",
    "cuMemcpyHtoD_v2",
    "cuMemcpyDtoH_v2",
    "cuMemcpyDtoD_v2",
    "cuLaunchKernel",
    "cuEventCreate",
    "cuEventRecord",
    "cuEventSynchronize",
    "cuEventElapsedTime_v2",
    "cuEventDestroy_v2",
];

/// The first of [`FUNCTIONS`] the loaded driver library does not export.
fn missing_function() -> Option<&'static str> {
    // SAFETY: `culib` loads the library (present: checked by the caller); looking a symbol
    // up calls nothing.
    let library = unsafe { sys::culib() };
    FUNCTIONS.iter().copied().find(|name| {
        // SAFETY: the symbol is only looked up, never called through this type.
        unsafe { library.get::<unsafe extern "C" fn()>(name.as_bytes()) }.is_err()
    })
}

/// Waits for all work of the current context; an asynchronous launch failure (an illegal
/// address) shows here.
pub fn synchronize() -> Result<(), CudaError> {
    // SAFETY: no arguments; the context is the one `Driver::open` made current.
    check(unsafe { sys::cuCtxSynchronize() }, "cuCtxSynchronize")
}

impl Drop for Driver {
    fn drop(&mut self) {
        // SAFETY: releases the retain of `open`.
        unsafe {
            sys::cuDevicePrimaryCtxRelease_v2(self.device);
        }
    }
}

/// The device's name, compute capability and the driver's CUDA version.
fn describe(device: sys::CUdevice, version: i32) -> String {
    let mut name = [0 as std::ffi::c_char; 256];
    let (mut major, mut minor) = (0, 0);
    // SAFETY: `name` has the length passed; the others are live out-pointers.
    unsafe {
        sys::cuDeviceGetName(name.as_mut_ptr(), name.len() as i32, device);
        sys::cuDeviceGetAttribute(
            &mut major,
            sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
            device,
        );
        sys::cuDeviceGetAttribute(
            &mut minor,
            sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR,
            device,
        );
    }
    // SAFETY: the driver NUL-terminates the name within the buffer (zeroed beforehand).
    let name = unsafe { CStr::from_ptr(name.as_ptr()) }
        .to_string_lossy()
        .into_owned();
    format!(
        "{name} (sm_{major}{minor}), driver {}.{}",
        version / 1000,
        version % 1000 / 10
    )
}

/// The newest PTX ISA version the JIT of a driver for CUDA `version` (`cuDriverGetVersion`)
/// accepts, as `(major, minor)`: CUDA 13.x takes PTX 9.x, and CUDA 12.x the 8.x NVIDIA's
/// release notes list; `None` for other drivers.
pub fn newest_ptx_isa(version: i32) -> Option<(u32, u32)> {
    let (major, minor) = (version / 1000, version % 1000 / 10);
    match (major, minor) {
        (13, minor) => Some((9, minor as u32)),
        (12, 0..=5) => Some((8, minor as u32)),
        (12, 6 | 7) => Some((8, 5)),
        (12, 8) => Some((8, 7)),
        (12, _) => Some((8, 8)),
        _ => None,
    }
}

/// A loaded module (the driver JIT-compiles the PTX when it loads it).
pub struct Module(sys::CUmodule);

/// A kernel of a loaded module.
#[derive(Clone, Copy)]
pub struct Function(sys::CUfunction);

impl Module {
    /// Loads PTX text; the error carries the JIT's log.
    pub fn load(ptx: &str) -> Result<Self, CudaError> {
        let image = CString::new(ptx).map_err(|_| CudaError {
            call: "cuModuleLoadDataEx",
            code: 1,
            name: "the PTX contains a NUL byte".to_string(),
            log: String::new(),
        })?;
        let mut log = vec![0u8; 4096];
        let mut options = [
            sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
            sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
        ];
        let mut values = [log.as_mut_ptr().cast::<c_void>(), log.len() as *mut c_void];
        let mut module = null_mut();
        // SAFETY: `image` is NUL-terminated PTX; the options say the log buffer's address
        // and length (the driver's convention: a size passed as a pointer-sized value).
        let result = unsafe {
            sys::cuModuleLoadDataEx(
                &mut module,
                image.as_ptr().cast(),
                options.len() as u32,
                options.as_mut_ptr(),
                values.as_mut_ptr(),
            )
        };
        check(result, "cuModuleLoadDataEx").map_err(|mut error| {
            let end = log.iter().position(|&b| b == 0).unwrap_or(log.len());
            error.log = String::from_utf8_lossy(&log[..end])
                .lines()
                .find(|l| !l.trim().is_empty())
                .unwrap_or_default()
                .to_string();
            error
        })?;
        Ok(Self(module))
    }

    pub fn function(&self, name: &str) -> Result<Function, CudaError> {
        let name = symbol(name, "cuModuleGetFunction")?;
        let mut function = null_mut();
        // SAFETY: a live out-pointer, a loaded module and a NUL-terminated name.
        let result = unsafe { sys::cuModuleGetFunction(&mut function, self.0, name.as_ptr()) };
        check(result, "cuModuleGetFunction")?;
        Ok(Function(function))
    }

    /// The device address and size of a module global.
    pub fn global(&self, name: &str) -> Result<(u64, usize), CudaError> {
        let name = symbol(name, "cuModuleGetGlobal")?;
        let (mut address, mut size) = (0, 0);
        // SAFETY: live out-pointers, a loaded module and a NUL-terminated name.
        let result =
            unsafe { sys::cuModuleGetGlobal_v2(&mut address, &mut size, self.0, name.as_ptr()) };
        check(result, "cuModuleGetGlobal")?;
        Ok((address, size))
    }
}

impl Drop for Module {
    fn drop(&mut self) {
        // SAFETY: the module was loaded and is unloaded once.
        unsafe {
            sys::cuModuleUnload(self.0);
        }
    }
}

fn symbol(name: &str, call: &'static str) -> Result<CString, CudaError> {
    CString::new(name).map_err(|_| CudaError {
        call,
        code: 1,
        name: format!("the symbol '{name}' contains a NUL byte"),
        log: String::new(),
    })
}

/// Device memory, freed on drop.
pub struct DeviceBuffer {
    pub address: u64,
    pub len: usize,
}

impl DeviceBuffer {
    /// `bytes.len()` bytes of device memory holding `bytes`.
    pub fn with_contents(bytes: &[u8]) -> Result<Self, CudaError> {
        let mut address = 0;
        // SAFETY: a live out-pointer; at least one byte, as the driver refuses zero.
        let result = unsafe { sys::cuMemAlloc_v2(&mut address, bytes.len().max(1)) };
        check(result, "cuMemAlloc")?;
        let buffer = Self {
            address,
            len: bytes.len(),
        };
        write(address, bytes)?;
        Ok(buffer)
    }
}

impl Drop for DeviceBuffer {
    fn drop(&mut self) {
        // SAFETY: allocated by `with_contents`, freed once.
        unsafe {
            sys::cuMemFree_v2(self.address);
        }
    }
}

/// Copies `bytes` to device address `address` (a buffer or a global at least that long).
pub fn write(address: u64, bytes: &[u8]) -> Result<(), CudaError> {
    if bytes.is_empty() {
        return Ok(());
    }
    // SAFETY: `bytes` is live for the copy's length; the caller names device memory of
    // at least that length.
    let result = unsafe { sys::cuMemcpyHtoD_v2(address, bytes.as_ptr().cast(), bytes.len()) };
    check(result, "cuMemcpyHtoD")
}

/// Reads `len` bytes at device address `address`.
pub fn read(address: u64, len: usize) -> Result<Vec<u8>, CudaError> {
    let mut bytes = vec![0u8; len];
    if len == 0 {
        return Ok(bytes);
    }
    // SAFETY: `bytes` has room for `len` bytes; the caller names device memory of that length.
    let result = unsafe { sys::cuMemcpyDtoH_v2(bytes.as_mut_ptr().cast(), address, len) };
    check(result, "cuMemcpyDtoH")?;
    Ok(bytes)
}

/// Copies `len` bytes between device addresses, in stream order (before later launches).
pub fn copy(to: u64, from: u64, len: usize) -> Result<(), CudaError> {
    if len == 0 {
        return Ok(());
    }
    // SAFETY: both addresses name device memory of at least `len` bytes.
    check(
        unsafe { sys::cuMemcpyDtoD_v2(to, from, len) },
        "cuMemcpyDtoD",
    )
}

/// A launch shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub shared_bytes: u32,
}

/// Launches `function` on the default stream; `params` holds each parameter's bytes (the
/// driver reads as many as the kernel declares).
pub fn launch(function: Function, shape: Shape, params: &[Vec<u8>]) -> Result<(), CudaError> {
    // Eight-byte aligned copies: the driver may read a parameter as a whole word.
    let mut words: Vec<Vec<u64>> = params
        .iter()
        .map(|bytes| {
            let mut words = vec![0u64; bytes.len().div_ceil(8).max(1)];
            for (i, byte) in bytes.iter().enumerate() {
                words[i / 8] |= u64::from(*byte) << (8 * (i % 8));
            }
            words
        })
        .collect();
    let mut pointers: Vec<*mut c_void> = words.iter_mut().map(|w| w.as_mut_ptr().cast()).collect();
    let [gx, gy, gz] = shape.grid;
    let [bx, by, bz] = shape.block;
    // SAFETY: one pointer per parameter, each to a live copy of at least the parameter's
    // size; the driver copies them before returning.
    let result = unsafe {
        sys::cuLaunchKernel(
            function.0,
            gx,
            gy,
            gz,
            bx,
            by,
            bz,
            shape.shared_bytes,
            null_mut(),
            pointers.as_mut_ptr(),
            null_mut(),
        )
    };
    check(result, "cuLaunchKernel")
}

/// A pair of events around work on the default stream.
pub struct Timer {
    start: sys::CUevent,
    end: sys::CUevent,
}

impl Timer {
    pub fn new() -> Result<Self, CudaError> {
        let (mut start, mut end) = (null_mut(), null_mut());
        // SAFETY: live out-pointers.
        unsafe {
            check(sys::cuEventCreate(&mut start, 0), "cuEventCreate")?;
            if let Err(error) = check(sys::cuEventCreate(&mut end, 0), "cuEventCreate") {
                sys::cuEventDestroy_v2(start);
                return Err(error);
            }
        }
        Ok(Self { start, end })
    }

    pub fn start(&self) -> Result<(), CudaError> {
        // SAFETY: a live event, the default stream.
        check(
            unsafe { sys::cuEventRecord(self.start, null_mut()) },
            "cuEventRecord",
        )
    }

    pub fn stop(&self) -> Result<(), CudaError> {
        // SAFETY: a live event, the default stream.
        check(
            unsafe { sys::cuEventRecord(self.end, null_mut()) },
            "cuEventRecord",
        )
    }

    /// Microseconds between the two events, once the second has happened.
    pub fn microseconds(&self) -> Result<f64, CudaError> {
        let mut milliseconds = 0f32;
        // SAFETY: live events, both recorded; a live out-pointer.
        unsafe {
            check(sys::cuEventSynchronize(self.end), "cuEventSynchronize")?;
            check(
                sys::cuEventElapsedTime_v2(&mut milliseconds, self.start, self.end),
                "cuEventElapsedTime_v2",
            )?;
        }
        Ok(f64::from(milliseconds) * 1000.0)
    }
}

impl Drop for Timer {
    fn drop(&mut self) {
        // SAFETY: events created by `new`, destroyed once.
        unsafe {
            sys::cuEventDestroy_v2(self.start);
            sys::cuEventDestroy_v2(self.end);
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn newest_ptx_isa_follows_the_driver_version() {
        assert_eq!(super::newest_ptx_isa(13000), Some((9, 0)));
        assert_eq!(super::newest_ptx_isa(13020), Some((9, 2)));
        assert_eq!(super::newest_ptx_isa(12080), Some((8, 7)));
        assert_eq!(super::newest_ptx_isa(11080), None);
    }

    #[test]
    fn sticky_and_ptx_version_errors_are_recognised() {
        let error = |code| super::CudaError {
            call: "x",
            code,
            name: String::new(),
            log: String::new(),
        };
        assert!(error(700).is_sticky());
        assert!(error(719).is_sticky());
        assert!(
            !error(701).is_sticky(),
            "too many resources leaves the context usable"
        );
        assert!(error(222).is_unsupported_ptx());
        assert!(!error(218).is_unsupported_ptx());
    }
}
