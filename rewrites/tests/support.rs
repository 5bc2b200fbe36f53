//! Parsing helpers for the tests.

use melior::{
    Context,
    ir::{BlockLike, Module, OperationRef, RegionLike, operation::OperationLike},
};
use std::path::PathBuf;

pub fn context() -> Context {
    kestrel_dialects::new_context(false)
}

pub fn parse<'c>(context: &'c Context, text: &str) -> Module<'c> {
    Module::parse(context, text).unwrap_or_else(|| panic!("test module parses:\n{text}"))
}

/// Every `llvm.func` with a body, top level or inside `gpu.module`.
pub fn functions<'c, 'a>(module: &'a Module<'c>) -> Vec<OperationRef<'c, 'a>> {
    let mut found = Vec::new();
    let mut stack: Vec<OperationRef> = Vec::new();
    let mut next = module.body().first_operation();
    while let Some(op) = next {
        stack.push(op);
        next = op.next_in_block();
    }
    while let Some(op) = stack.pop() {
        let name = op.name();
        let name = name.as_string_ref().as_str().unwrap_or("");
        if name == "llvm.func" {
            if op.region(0).is_ok_and(|r| r.first_block().is_some()) {
                found.push(op);
            }
        } else if name == "gpu.module"
            && let Some(block) = op.region(0).ok().and_then(|r| r.first_block())
        {
            let mut inner = block.first_operation();
            while let Some(op) = inner {
                stack.push(op);
                inner = op.next_in_block();
            }
        }
    }
    found
}

/// The function named `name`.
pub fn function<'c, 'a>(module: &'a Module<'c>, name: &str) -> OperationRef<'c, 'a> {
    functions(module)
        .into_iter()
        .find(|f| kestrel_rewrites::registry::function_name(f) == format!("@{name}"))
        .unwrap_or_else(|| panic!("no function @{name}"))
}

/// Every op of `function`'s body, in block order.
pub fn ops<'c, 'a>(function: &OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut ops = Vec::new();
    let region = function.region(0).unwrap();
    let mut block = region.first_block();
    while let Some(b) = block {
        let mut op = b.first_operation();
        while let Some(o) = op {
            ops.push(o);
            op = o.next_in_block();
        }
        block = b.next_in_region();
    }
    ops
}

/// The corpus kernels (the real-kernel corpus and our own `third_party/kernels`) imported into MLIR text (`kestrel_dialects::import`, as kestrel-opt does).
pub fn corpus() -> Vec<(String, String)> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../third_party");
    let mut files = Vec::new();
    for suite in ["corpus/cuda-samples", "corpus/polybench-acc", "kernels"] {
        for level in ["O1", "O3"] {
            let dir = root.join(suite).join(level);
            for entry in std::fs::read_dir(&dir).unwrap().flatten() {
                files.push(entry.path());
            }
        }
    }
    files.sort();
    use rayon::prelude::*;
    files
        .par_iter()
        .map(|path| {
            let bytes = std::fs::read(path).unwrap();
            let name = path.display().to_string();
            let text = kestrel_dialects::import::to_mlir_text(&bytes, &name)
                .unwrap_or_else(|e| panic!("{name} imports: {e}"));
            (name, text)
        })
        .collect()
}
