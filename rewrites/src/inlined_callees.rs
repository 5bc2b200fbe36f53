//! Mixing versions of a module per function when ptxas inlines device functions.
//!
//! The measured choices (LSR per function, the late half's settlement) weigh each function by
//! what ptxas makes of it, and ptxas reports a function only where it keeps it apart: a
//! `.func` it inlines has no code of its own, its instructions and registers count in every
//! kernel it is inlined into. So what was measured for a kernel in a version is its body with
//! that version's copies of the functions inlined into it, and a kernel taken from one version
//! with its callees left in another compiles to code nobody measured: exact_predicates'
//! `delaunay_flip_flags` settled at 96 registers (the late half rewritten harder, its
//! expansion helpers too) and came out at 125 (its own body harder, the helpers as rewritten).
//!
//! Here each function nobody measured follows the measured functions it is inlined into:
//! the version they were kept in when they agree; where they disagree, one version stays in
//! place (the base's, if one of them keeps it) and each other is a copy of that version's
//! function (`<name>_$_mixed_$_<version>`, internal) that the functions kept in that version call
//! instead, so every measured function compiles with the callees it was measured with.
//!
//! Soundness: every version computes the same functions (the late passes rewrite within a
//! function, never a signature), a copy is that version's function word for word, and only
//! direct calls are pointed at copies; a function whose address is taken is called as it was.

use crate::analysis::fast_hash::FastSet;
use crate::passes::memory_space_opt::{calls, quoted, unique_name_with};
use crate::strength_reduction::defined_functions;
use kestrel_dialects::{
    intrinsics::{callee_name, string_attribute},
    raw,
};
use melior::ir::{Module, OperationRef};
use std::collections::{BTreeMap, BTreeSet};

/// Edits `base` (the version at `versions[base_index]`, all versions of one module) so each
/// function `kept` names takes its definition from the version it gives, and each function
/// `kept` does not name (`None`: ptxas measured it nowhere) follows the functions it is
/// inlined into, copied per version where they disagree (see the module header). `tag(v)` is
/// the name suffix of version `v`'s copies.
pub(crate) fn mix(
    base: &Module,
    versions: &[&Module],
    base_index: usize,
    kept: &dyn Fn(&str) -> Option<usize>,
    tag: &dyn Fn(usize) -> String,
) {
    let graph = CallGraph::of(base);
    let owners = graph.owners(kept);
    let followed = |name: &str| -> usize {
        match kept(name) {
            Some(version) => version,
            None => resolved(owners.get(name), base_index),
        }
    };
    for name in &graph.order {
        let version = followed(name);
        if version != base_index
            && let Some(source) = function_named(versions[version], name)
            && let Some(target) = function_named(base, name)
        {
            raw::replace_top_level_op(target, &source);
        }
    }
    let copies = copy_where_owners_disagree(base, versions, &graph, &owners, base_index, tag);
    redirect_to_copies(base, &graph, &copies, &followed);
}

/// The version an unmeasured function stays in: the base's where a function kept there
/// reaches it (or none does), else the first of the versions that reach it.
fn resolved(owners: Option<&BTreeSet<usize>>, base_index: usize) -> usize {
    match owners {
        Some(owners) if !owners.contains(&base_index) => {
            owners.first().copied().unwrap_or(base_index)
        }
        _ => base_index,
    }
}

/// The direct calls between the functions a module defines (the same in every version).
struct CallGraph {
    /// Defined functions in module order.
    order: Vec<String>,
    callees: BTreeMap<String, Vec<String>>,
}

impl CallGraph {
    fn of(module: &Module) -> Self {
        let functions = defined_functions(module);
        let order: Vec<String> = functions
            .iter()
            .filter_map(|f| string_attribute(f, "sym_name"))
            .collect();
        let defined: BTreeSet<&String> = order.iter().collect();
        let callees = functions
            .iter()
            .zip(&order)
            .map(|(function, name)| {
                let mut called: Vec<String> = calls(function)
                    .iter()
                    .filter_map(callee_name)
                    .filter(|callee| defined.contains(callee))
                    .collect();
                called.dedup();
                (name.clone(), called)
            })
            .collect();
        Self { order, callees }
    }

    /// For each function nobody measured, the versions of the measured functions it is
    /// inlined into: reached from them through unmeasured functions only.
    fn owners(&self, kept: &dyn Fn(&str) -> Option<usize>) -> BTreeMap<String, BTreeSet<usize>> {
        let mut owners: BTreeMap<String, BTreeSet<usize>> = BTreeMap::new();
        for root in &self.order {
            let Some(version) = kept(root) else { continue };
            let mut stack = vec![root.clone()];
            let mut seen = BTreeSet::new();
            while let Some(caller) = stack.pop() {
                for callee in self.callees.get(&caller).into_iter().flatten() {
                    if kept(callee).is_none() && seen.insert(callee.clone()) {
                        owners.entry(callee.clone()).or_default().insert(version);
                        stack.push(callee.clone());
                    }
                }
            }
        }
        owners
    }
}

/// Copies of unmeasured functions for the versions that reach them but are not the one they
/// stay in, each placed after its original: `(name, version) -> copy's name`.
fn copy_where_owners_disagree(
    base: &Module,
    versions: &[&Module],
    graph: &CallGraph,
    owners: &BTreeMap<String, BTreeSet<usize>>,
    base_index: usize,
    tag: &dyn Fn(usize) -> String,
) -> BTreeMap<(String, usize), String> {
    let mut used: FastSet<String> = graph.order.iter().cloned().collect();
    let mut copies = BTreeMap::new();
    for (name, reaching) in owners {
        let stays = resolved(Some(reaching), base_index);
        for &version in reaching.iter().filter(|&&v| v != stays) {
            let (Some(source), Some(anchor)) = (
                function_named(versions[version], name),
                function_named(base, name),
            ) else {
                continue;
            };
            // Spelled as NVPTX spells a `.` in a name (`_$_`): the module reaches code generation
            // after the pass that makes names valid PTX has run.
            let wanted = format!("{name}_$_mixed_$_{}", tag(version));
            let copy_name = unique_name_with(&wanted, "_$_", &mut used);
            let copy = raw::insert_top_level_copy_after(anchor, &source);
            raw::set_attribute_from_text(&copy, "sym_name", &quoted(&copy_name));
            raw::set_attribute_from_text(&copy, "linkage", "#llvm.linkage<internal>");
            raw::remove_attribute(&copy, "comdat");
            copies.insert((name.clone(), version), copy_name);
        }
    }
    copies
}

/// Points each direct call at the copy of its callee for the version its caller is in (a
/// measured function: the one kept; an unmeasured one: the one it stays in; a copy: its own),
/// where there is one.
fn redirect_to_copies(
    base: &Module,
    graph: &CallGraph,
    copies: &BTreeMap<(String, usize), String>,
    followed: &dyn Fn(&str) -> usize,
) {
    let copy_version: BTreeMap<&String, usize> =
        copies.iter().map(|((_, v), copy)| (copy, *v)).collect();
    for function in defined_functions(base) {
        let Some(name) = string_attribute(&function, "sym_name") else {
            continue;
        };
        let context = copy_version
            .get(&name)
            .copied()
            .unwrap_or_else(|| followed(&name));
        for call in calls(&function) {
            let Some(callee) = callee_name(&call) else {
                continue;
            };
            if !graph.callees.contains_key(&callee) || followed(&callee) == context {
                continue;
            }
            if let Some(copy) = copies.get(&(callee, context)) {
                raw::set_attribute_from_text(&call, "callee", &format!("@{}", quoted(copy)));
            }
        }
    }
}

fn function_named<'c, 'a>(module: &'a Module<'c>, name: &str) -> Option<OperationRef<'c, 'a>> {
    defined_functions(module)
        .into_iter()
        .find(|f| string_attribute(f, "sym_name").as_deref() == Some(name))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strength_reduction::import;
    use kestrel_dialects::context::new_context;
    use melior::ir::operation::OperationLike;

    /// One version of a module: two kernels over `mid`, which calls `leaf`, and `spare`, which
    /// no kernel calls; `n` marks every constant, so the version of each body shows.
    fn version(n: u32) -> String {
        format!(
            "define internal i32 @leaf(i32 %x) {{\n  %r = add i32 %x, {n}\n  ret i32 %r\n}}\n\
             define internal i32 @mid(i32 %x) {{\n  %c = call i32 @leaf(i32 %x)\n  %r = mul i32 %c, {n}\n  ret i32 %r\n}}\n\
             define internal i32 @spare(i32 %x) {{\n  %r = sub i32 %x, {n}\n  ret i32 %r\n}}\n\
             define ptx_kernel void @k1(ptr %p) {{\n  %v = call i32 @mid(i32 {n})\n  store i32 %v, ptr %p\n  ret void\n}}\n\
             define ptx_kernel void @k2(ptr %p) {{\n  %v = call i32 @mid(i32 {n})\n  store i32 %v, ptr %p\n  ret void\n}}\n"
        )
    }

    /// `base` (version 0, constants 100) mixed with version 1 (constants 200) as `kept`
    /// says, printed as LLVM IR.
    fn mixed(kept: &dyn Fn(&str) -> Option<usize>) -> String {
        let context = new_context(false);
        let base = import(&context, &version(100)).unwrap();
        let other = import(&context, &version(200)).unwrap();
        let tag = |v: usize| ["a", "b"][v].to_string();
        mix(&base, &[&base, &other], 0, kept, &tag);
        assert!(base.as_operation().verify());
        raw::translate_to_llvm_ir(&base).unwrap()
    }

    /// The body of `name` in printed LLVM IR.
    fn body<'t>(ir: &'t str, name: &str) -> &'t str {
        let start = ir
            .find(&format!("@{name}("))
            .unwrap_or_else(|| panic!("no {name} in\n{ir}"));
        let end = ir[start..].find("\n}").map_or(ir.len(), |e| start + e);
        &ir[start..end]
    }

    #[test]
    fn callees_follow_the_kernels_that_agree() {
        let ir = mixed(&|name| matches!(name, "k1" | "k2").then_some(1));
        assert!(body(&ir, "k1").contains("call i32 @mid(i32 200)"), "{ir}");
        assert!(body(&ir, "mid").contains("mul i32 %2, 200"), "{ir}");
        assert!(body(&ir, "leaf").contains("add i32 %0, 200"), "{ir}");
        assert!(!ir.contains("mixed"), "{ir}");
        // No kernel reaches `spare`: it stays as the base has it.
        assert!(body(&ir, "spare").contains("sub i32 %0, 100"), "{ir}");
    }

    #[test]
    fn callees_are_copied_where_the_kernels_disagree() {
        let ir = mixed(&|name| match name {
            "k1" => Some(1),
            "k2" => Some(0),
            _ => None,
        });
        // k2 is kept in the base: its callees stay there; k1 calls copies of version 1's.
        assert!(body(&ir, "k2").contains("call i32 @mid(i32 100)"), "{ir}");
        assert!(body(&ir, "mid").contains("mul i32 %2, 100"), "{ir}");
        assert!(body(&ir, "leaf").contains("add i32 %0, 100"), "{ir}");
        let k1 = body(&ir, "k1");
        assert!(
            k1.contains("call i32 @\"mid_$_mixed_$_b\"(i32 200)"),
            "{ir}"
        );
        let mid_b = body(&ir, "\"mid_$_mixed_$_b\"");
        assert!(mid_b.contains("call i32 @\"leaf_$_mixed_$_b\""), "{ir}");
        assert!(mid_b.contains("mul i32 %2, 200"), "{ir}");
        assert!(
            body(&ir, "\"leaf_$_mixed_$_b\"").contains("add i32 %0, 200"),
            "{ir}"
        );
        assert!(
            ir.contains("define internal i32 @\"mid_$_mixed_$_b\""),
            "{ir}"
        );
    }

    #[test]
    fn a_measured_callee_keeps_its_own_version_and_its_callees() {
        // `mid` was measured on its own (ptxas kept it apart) and kept in the base: `leaf` is
        // inlined into `mid` alone, whatever version the kernels are in.
        let ir = mixed(&|name| match name {
            "k1" | "k2" => Some(1),
            "mid" => Some(0),
            _ => None,
        });
        assert!(body(&ir, "k1").contains("call i32 @mid(i32 200)"), "{ir}");
        assert!(body(&ir, "mid").contains("mul i32 %2, 100"), "{ir}");
        assert!(body(&ir, "leaf").contains("add i32 %0, 100"), "{ir}");
        assert!(!ir.contains("mixed"), "{ir}");
    }
}
