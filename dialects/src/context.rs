//! The MLIR context Kestrel parses and rewrites in.

use melior::{
    Context,
    dialect::DialectRegistry,
    utility::{register_all_dialects, register_all_llvm_translations},
};

/// The dialects Kestrel reads, builds and exports, loaded up front: the LLVM IR importer
/// turns NVVM intrinsics into `nvvm` ops only when that dialect is loaded, and passes create
/// ops of these.
const LOADED: [&str; 5] = ["llvm", "nvvm", "gpu", "dlti", "ptr"];

/// A context with every upstream dialect registered (inputs may mix `gpu`, `llvm`, `nvvm`,
/// `builtin` and whatever a DSL front end left behind: the parser loads those on first use)
/// and the LLVM IR translations of the LLVM and NVVM dialects, so modules can be exported.
/// `threading` enables MLIR's thread pool, which the pass manager uses to run functions in
/// parallel.
///
/// Only [`LOADED`] are loaded up front, not all ~50 registered dialects: loading them all
/// cost more than a small kernel's whole compilation, and every printed op or attribute
/// walks the loaded dialects.
pub fn new_context(threading: bool) -> Context {
    let registry = DialectRegistry::new();
    register_all_dialects(&registry);
    let context = Context::new_with_registry(&registry, threading);
    for dialect in LOADED {
        context.get_or_load_dialect(dialect);
    }
    register_all_llvm_translations(&context);
    context
}
