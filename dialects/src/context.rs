//! The MLIR context Kestrel parses and rewrites in.

use melior::{
    Context,
    dialect::DialectRegistry,
    utility::{register_all_dialects, register_all_llvm_translations},
};

/// A context with every upstream dialect registered (inputs may mix `gpu`, `llvm`, `nvvm`,
/// `builtin` and whatever a DSL front end left behind) and the LLVM IR translations of the
/// LLVM and NVVM dialects, so modules can be exported. `threading` enables MLIR's thread pool,
/// which the pass manager uses to run functions in parallel.
pub fn new_context(threading: bool) -> Context {
    let registry = DialectRegistry::new();
    register_all_dialects(&registry);
    let context = Context::new_with_registry(&registry, threading);
    context.load_all_available_dialects();
    register_all_llvm_translations(&context);
    context
}
