//! The one module in Kestrel that handles raw `Mlir*`/`LLVM*` handles and `unsafe`.
//!
//! It lives in the lowest crate because op views here need it too (reading enum properties
//! cheaply, [`op_properties`]); every other module of every crate is `unsafe`-free.
//! Everything else goes through the safe functions here, one file per concern (each file's
//! header lists its functions):
//! - `pattern`: Rust closures as MLIR rewrite patterns ([`op_rewrite_pattern`],
//!   [`Rewriter`], [`with_ir_rewriter`]) and the greedy driver ([`apply_patterns_greedily`]);
//! - `pass`: upstream passes by name ([`register_upstream_passes`],
//!   [`add_upstream_pipeline`]) and Kestrel's passes as MLIR passes
//!   ([`create_external_pass`]);
//! - `emit`: LLVM IR and PTX emission ([`translate_to_llvm_ir`], [`compile_to_ptx`]), and
//!   LLVM's own pass pipelines as the compile-time reference ([`run_llvm_passes`]);
//! - `ir`: IR queries and edits melior does not offer cheaply ([`op_properties`],
//!   [`integer_property`], [`has_uses`], [`set_operand`], [`name_location`], ...);
//! - `llvm_import`: the LLVM IR importer of `cpp/llvm_import.cpp` ([`import_llvm_ir`]).
#![allow(unsafe_code)]

mod emit;
mod ir;
mod llvm_import;
mod pass;
mod pattern;

pub use emit::{
    Chosen, Codegen, Compiled, DEFAULT_CPU, DebugInfo, FpFusion, LateHalf, MachineSink, OptStages,
    Settled, StrengthReduction, Unsunk, Widened, compile_to_ptx, compile_to_ptx_split,
    llvm_ir_to_ptx, llvm_ir_to_ptx_split, nvptx_processors, run_llvm_passes, translate_to_llvm_ir,
    without_processor_features,
};
pub use ir::{
    BodySize, IntegerProperty, TypeShape, adopt_properties, block_argument_owner,
    block_predecessors, body_size, clone_operation, discardable_key, erase_dead_ops,
    erase_dead_ops_unless_named, erase_unused_block_argument, every_use, every_user, find_user,
    flat_symbol_name, has_uses, i32_array, inline_argument_locations, inline_loop_locations,
    insert_top_level_copy_after, integer_property, is_ptx_kernel_cconv, is_variadic_function_type,
    linkage_keyword, llvm_pointer_address_space, name_location, op_properties, parse_module,
    pointer_sizes, properties_key, remove_attribute, replace_body_with, replace_top_level_op,
    retype_function_inputs, set_attribute_from_text, set_operand, set_operands, set_pointer_space,
    set_unknown_location, symbol_references, type_key, type_shape, unit_property, use_count,
    with_context_of,
};
pub use llvm_import::{Imported, has_debug_info, import_llvm_ir};
pub use pass::{add_upstream_pipeline, create_external_pass, register_upstream_passes};
pub use pattern::{
    PanicSink, RewriteFn, Rewriter, SharedTemplates, TemplateCache, apply_patterns_greedily,
    op_rewrite_pattern, panic_message, with_ir_rewriter,
};
