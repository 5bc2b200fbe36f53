//! Pass FFI: upstream MLIR passes and Kestrel's passes as MLIR passes.
//!
//! - [`register_upstream_passes`]: registers every upstream MLIR pass once;
//! - [`add_upstream_pipeline`]: appends upstream MLIR passes (`cse`, `canonicalize{...}`)
//!   to a nested pass manager, returning MLIR's own error text;
//! - [`create_external_pass`]: melior's `create_external` without its leak (it never frees
//!   the pass's box). Found by the fuzzers' LeakSanitizer: an embedder running passes in a
//!   long-lived process would lose memory on every function.

use melior::{ir::OperationRef, pass::OperationPassManager};
use mlir_sys::{MlirOperation, MlirStringRef, mlirOpPassManagerAddPipeline};
use std::{ffi::c_void, sync::Once};

/// Registers every upstream MLIR pass so pipelines can name them: the generic transforms
/// (`cse`, `canonicalize`, `sccp`, ...) and the conversions a DSL's lowering runs before
/// Kestrel's passes (`convert-gpu-to-nvvm`, `convert-scf-to-cf`, `finalize-memref-to-llvm`,
/// `gpu-kernel-outlining`, ...), as `mlir-opt` does.
pub fn register_upstream_passes() {
    static ONCE: Once = Once::new();
    // Registration only fills MLIR's global pass registry; `Once` serialises it.
    ONCE.call_once(melior::utility::register_all_passes);
}

unsafe extern "C" fn append_to_string(text: MlirStringRef, user_data: *mut c_void) {
    // SAFETY: `user_data` is the `&mut String` passed by `add_upstream_pipeline`, alive for
    // the duration of the call that invokes this callback; `text` is a valid byte range.
    unsafe {
        let out = &mut *(user_data as *mut String);
        let bytes = std::slice::from_raw_parts(text.data as *const u8, text.length);
        out.push_str(&String::from_utf8_lossy(bytes));
    }
}

/// Appends upstream pipeline elements (`cse,canonicalize{max-iterations=2}`) to `manager`.
/// On failure returns MLIR's error message.
pub fn add_upstream_pipeline(manager: &OperationPassManager, elements: &str) -> Result<(), String> {
    let mut error = String::new();
    // SAFETY: `manager` is a live pass manager; the string ref points into `elements`, which
    // outlives the call; the callback only appends to `error`, which also outlives it.
    let result = unsafe {
        mlirOpPassManagerAddPipeline(
            manager.to_raw(),
            melior::StringRef::new(elements).to_raw(),
            Some(append_to_string),
            &mut error as *mut String as *mut c_void,
        )
    };
    if result.value != 0 {
        Ok(())
    } else {
        Err(error.trim().to_string())
    }
}

/// An MLIR pass running `pass` on each op named `op_name`, like melior's `create_external`
/// but freeing the pass object when MLIR destroys the pass (melior's destructor drops it in
/// place and leaks its box: one per pass per pipeline, plus one per clone MLIR makes for its
/// worker threads).
pub fn create_external_pass<'c, T: melior::pass::RunExternalPass<'c>>(
    pass: T,
    id: melior::ir::r#type::TypeId,
    name: &str,
    argument: &str,
    description: &str,
    op_name: &str,
) -> melior::pass::Pass {
    use melior::{StringRef, pass::ExternalPass};
    use mlir_sys::{MlirContext, MlirExternalPass, MlirExternalPassCallbacks, MlirLogicalResult};

    unsafe extern "C" fn construct<'c, T: melior::pass::RunExternalPass<'c>>(pass: *mut c_void) {
        // SAFETY: `pass` is the box created below or by `clone`, alive until `destruct`.
        unsafe { &mut *(pass as *mut T) }.construct();
    }
    unsafe extern "C" fn destruct<'c, T: melior::pass::RunExternalPass<'c>>(pass: *mut c_void) {
        // SAFETY: MLIR calls this once per pass object, after its last use.
        let mut pass = unsafe { Box::from_raw(pass as *mut T) };
        pass.destruct();
    }
    unsafe extern "C" fn initialize<'c, T: melior::pass::RunExternalPass<'c>>(
        context: MlirContext,
        pass: *mut c_void,
    ) -> MlirLogicalResult {
        // SAFETY: as in `construct`; the context outlives the pass run.
        unsafe { &mut *(pass as *mut T) }
            .initialize(unsafe { melior::ContextRef::from_raw(context) });
        MlirLogicalResult { value: 1 }
    }
    unsafe extern "C" fn run<'c, T: melior::pass::RunExternalPass<'c>>(
        operation: MlirOperation,
        external: MlirExternalPass,
        pass: *mut c_void,
    ) {
        // SAFETY: as in `construct`; MLIR passes a live op and pass handle for this call.
        unsafe { &mut *(pass as *mut T) }
            .run(unsafe { OperationRef::from_raw(operation) }, unsafe {
                ExternalPass::from_raw(external)
            })
    }
    unsafe extern "C" fn clone<'c, T: melior::pass::RunExternalPass<'c>>(
        pass: *mut c_void,
    ) -> *mut c_void {
        // SAFETY: as in `construct`.
        let copy = unsafe { &*(pass as *const T) }.clone();
        Box::into_raw(Box::new(copy)) as *mut c_void
    }

    let callbacks = MlirExternalPassCallbacks {
        construct: Some(construct::<T>),
        destruct: Some(destruct::<T>),
        initialize: Some(initialize::<T>),
        run: Some(run::<T>),
        clone: Some(clone::<T>),
    };
    // SAFETY: the strings are copied by MLIR; the box is owned by the pass from here on and
    // freed by `destruct`.
    unsafe {
        melior::pass::Pass::from_raw(mlir_sys::mlirCreateExternalPass(
            id.to_raw(),
            StringRef::new(name).to_raw(),
            StringRef::new(argument).to_raw(),
            StringRef::new(description).to_raw(),
            StringRef::new(op_name).to_raw(),
            0,
            std::ptr::null_mut(),
            callbacks,
            Box::into_raw(Box::new(pass)) as *mut c_void,
        ))
    }
}
