//! Differential runs: rewrites that change results, fault or race are caught; equivalent
//! rewrites, NaN payloads and refined poison are accepted; a BEFORE that faults or races
//! gives no verdict; externally initialised globals are inputs.

use crate::{
    races::{last_block, racy_reduce},
    support::*,
};
use kestrel_sim::{Arg, Config, Verdict, diff_modules};

fn verdict(before: &str, after: &str, config: &Config) -> Verdict {
    let report = diff_modules(before, after, config).unwrap();
    assert_eq!(report.kernels.len(), 1, "{report}");
    report.kernels[0].verdict.clone()
}

fn reasons(verdict: Verdict) -> Vec<String> {
    match verdict {
        Verdict::Different(reasons) => reasons,
        other => panic!("expected a difference, got {other:?}"),
    }
}

#[test]
fn identical_modules_are_equivalent() {
    let text = kernel_text("vadd");
    assert_eq!(verdict(&text, &text, &config(2, 64)), Verdict::Equivalent);
}

#[test]
fn a_changed_constant_is_a_difference() {
    let before = kernel_text("reduce");
    let after = before.replace(
        "%sum = llvm.add %a, %b : i32",
        "%sum0 = llvm.add %a, %b : i32\n    %sum = llvm.add %sum0, %c1 : i32",
    );
    let reasons = reasons(verdict(&before, &after, &config(2, 64)));
    assert!(
        reasons[0].starts_with("global memory differs under schedule forward at 2 location(s)"),
        "{reasons:?}"
    );
    insta::assert_snapshot!("changed_constant", reasons.join("\n"));
}

#[test]
fn an_equivalent_rewrite_is_accepted() {
    let before = kernel_text("reduce");
    // x * 2 ** k == x << k, and (a + b) + c == a + (b + c) on integers.
    let after = before
        .replace(
            "%base = llvm.mul %bid, %ntid : i32",
            "%c6 = llvm.mlir.constant(6 : i32) : i32\n    %base = llvm.shl %bid, %c6 : i32",
        )
        .replace(
            "%gid = llvm.add %base, %tid : i32",
            "%gid = llvm.add %tid, %base : i32",
        );
    assert_ne!(before, after);
    assert_eq!(
        verdict(&before, &after, &config(2, 64)),
        Verdict::Equivalent
    );
}

#[test]
fn removing_a_barrier_introduces_a_race() {
    let reasons = reasons(verdict(
        &kernel_text("reduce"),
        &racy_reduce(),
        &config(2, 64),
    ));
    assert!(
        reasons
            .iter()
            .any(|r| r.starts_with("AFTER has a race BEFORE does not (on @partial)")),
        "{reasons:?}"
    );
}

#[test]
fn after_faulting_is_a_difference_and_before_faulting_is_inconclusive() {
    let good = kernel_text("vadd");
    let bad = good.replace(
        "%pc = llvm.getelementptr %c[%i]",
        "%far = llvm.add %i, %n : i32\n  %pc = llvm.getelementptr %c[%far]",
    );
    let config = Config {
        buffer_bytes: 256,
        args: [(3, kestrel_sim::ArgValue::Int(64))].into_iter().collect(),
        ..config(2, 64)
    };
    let reasons = reasons(verdict(&good, &bad, &config));
    assert!(
        reasons[0].starts_with("AFTER faults: InvalidAccess: out-of-bounds store"),
        "{reasons:?}"
    );
    match verdict(&bad, &good, &config) {
        Verdict::Inconclusive(reason) => assert!(reason.starts_with("BEFORE faults"), "{reason}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_missing_kernel_or_changed_signature_is_a_difference() {
    let before = kernel_text("vadd");
    let renamed = before.replace("@vadd", "@vadd2");
    assert_eq!(
        reasons(verdict(&before, &renamed, &config(1, 32))),
        ["AFTER has no kernel @vadd"]
    );
    let before = store_kernel("  %v = llvm.add %x, %t : i32");
    let after = before.replace("%x: i32", "%x: i64").replace(
        "%v = llvm.add %x, %t : i32",
        "%x32 = llvm.trunc %x : i64 to i32\n  %v = llvm.add %x32, %t : i32",
    );
    let reasons = reasons(verdict(&before, &after, &config(1, 32)));
    assert!(
        reasons[0].starts_with("the parameters changed"),
        "{reasons:?}"
    );
}

/// A kernel storing `value` (an expression over `%x`) to `out[tid]`.
fn store_kernel(value: &str) -> String {
    module(
        "%out: !llvm.ptr, %x: i32",
        &format!(
            r#"  %t = nvvm.read.ptx.sreg.tid.x : i32
  %p = llvm.getelementptr %out[%t] : (!llvm.ptr, i32) -> !llvm.ptr, i32
{value}
  llvm.store %v, %p : i32, !llvm.ptr
  llvm.return"#
        ),
    )
}

#[test]
fn poison_may_become_a_value_but_not_the_reverse() {
    let max = "  %m = llvm.mlir.constant(2147483647 : i32) : i32\n";
    let poison = store_kernel(&format!("{max}  %v = llvm.add %m, %x overflow<nsw> : i32"));
    let wrapped = store_kernel(&format!("{max}  %v = llvm.add %m, %x : i32"));
    let config = Config {
        args: [(1, kestrel_sim::ArgValue::Int(5))].into_iter().collect(),
        ..config(1, 32)
    };
    assert_eq!(verdict(&poison, &wrapped, &config), Verdict::Equivalent);
    let reasons = reasons(verdict(&wrapped, &poison, &config));
    assert!(reasons[1].ends_with("became poison"), "{reasons:?}");
}

#[test]
fn nan_payloads_do_not_matter() {
    let kernel = |nan: &str| {
        module(
            "%out: !llvm.ptr",
            &format!(
                r#"  %t = nvvm.read.ptx.sreg.tid.x : i32
  %p = llvm.getelementptr %out[%t] : (!llvm.ptr, i32) -> !llvm.ptr, f32
{nan}
  llvm.store %v, %p : f32, !llvm.ptr
  llvm.return"#
            ),
        )
    };
    let computed =
        kernel("  %z = llvm.mlir.constant(0.0 : f32) : f32\n  %v = llvm.fdiv %z, %z : f32");
    let constant = kernel("  %v = llvm.mlir.constant(0x7FC00001 : f32) : f32");
    let number = kernel("  %v = llvm.mlir.constant(1.0 : f32) : f32");
    assert_eq!(
        verdict(&computed, &constant, &config(1, 32)),
        Verdict::Equivalent
    );
    assert!(matches!(
        verdict(&computed, &number, &config(1, 32)),
        Verdict::Different(_)
    ));
}

#[test]
fn reports_are_deterministic() {
    let before = kernel_text("atomics");
    let after = before.replace(
        "%c1 = llvm.mlir.constant(1 : i32)",
        "%c1 = llvm.mlir.constant(2 : i32)",
    );
    let first = diff_modules(&before, &after, &config(2, 64))
        .unwrap()
        .to_string();
    let second = diff_modules(&before, &after, &config(2, 64))
        .unwrap()
        .to_string();
    assert_eq!(first, second);
    let run = |text: &str| {
        kestrel_sim::run_module(text, &config(2, 64))
            .unwrap()
            .to_string()
    };
    assert_eq!(run(&before), run(&before));
}

fn inconclusive(verdict: Verdict) -> String {
    match verdict {
        Verdict::Inconclusive(reason) => reason,
        other => panic!("expected an inconclusive verdict, got {other:?}"),
    }
}

#[test]
fn a_racy_before_is_inconclusive_where_results_differ() {
    // BEFORE's results depend on the schedule, so AFTER's differing results are no evidence.
    let racy = racy_reduce();
    let changed = racy.replace(
        "%sum = llvm.add %a, %b : i32",
        "%sum0 = llvm.add %a, %b : i32\n    %sum = llvm.add %sum0, %c1 : i32",
    );
    assert_ne!(changed, racy);
    let reason = inconclusive(verdict(&racy, &changed, &config(2, 64)));
    assert!(
        reason.starts_with("BEFORE has a data race under schedule forward"),
        "{reason}"
    );
    assert!(
        reason.contains("race in @reduce on shared memory at @partial+"),
        "{reason}"
    );
    // Equal results under every schedule still are evidence, race or not.
    assert_eq!(verdict(&racy, &racy, &config(2, 64)), Verdict::Equivalent);
}

#[test]
fn removing_a_threadfence_is_a_new_race_and_adding_one_is_no_difference() {
    let config = Config {
        kernel: Some("_Z18sum_thread0_fencesPKfPfS1_j".to_string()),
        ..config(4, 32)
    };
    let (fenced, unfenced) = (last_block(true), last_block(false));
    let reasons = reasons(verdict(&fenced, &unfenced, &config));
    assert!(
        reasons
            .iter()
            .any(|r| r.starts_with("AFTER has a race BEFORE does not (on arg1)")),
        "{reasons:?}"
    );
    assert_eq!(verdict(&unfenced, &fenced, &config), Verdict::Equivalent);
    // A fence-less BEFORE judged against an AFTER that computes something else: the race
    // in BEFORE, between blocks on global memory, makes that inconclusive.
    let doubled = "llvm.mlir.constant(2.000000e+00 : f32)";
    let tripled = fenced.replace(doubled, "llvm.mlir.constant(3.000000e+00 : f32)");
    assert_ne!(tripled, fenced);
    let reason = inconclusive(verdict(&unfenced, &tripled, &config));
    assert!(reason.contains("on global memory at arg1+"), "{reason}");
}

/// `out[i] = in[i] * coef[i & 15]` with `@coef` a `__constant__` array, its loads of `coef`
/// by `coefficient` (which defines `%c` from `%pc`); `flag` is `, externally_initialized`
/// or nothing.
fn coefficient_kernel(flag: &str, coefficient: &str) -> String {
    format!(
        r#"llvm.mlir.global external constant @coef(dense<0.000000e+00> : tensor<16xf32>) {{addr_space = 4 : i32, alignment = 4 : i64, dso_local{flag}}} : !llvm.array<16 x f32>
llvm.func @scale(%in: !llvm.ptr, %out: !llvm.ptr) attributes {{nvvm.kernel}} {{
  %c15 = llvm.mlir.constant(15 : i32) : i32
  %table4 = llvm.mlir.addressof @coef : !llvm.ptr<4>
  %table = llvm.addrspacecast %table4 : !llvm.ptr<4> to !llvm.ptr
  %b = nvvm.read.ptx.sreg.ctaid.x : i32
  %n = nvvm.read.ptx.sreg.ntid.x : i32
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %base = llvm.mul %b, %n : i32
  %i = llvm.add %base, %t : i32
  %pi = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f32
  %x = llvm.load %pi {{alignment = 4 : i64}} : !llvm.ptr -> f32
  %k = llvm.and %i, %c15 : i32
  %pc = llvm.getelementptr inbounds %table[%k] : (!llvm.ptr, i32) -> !llvm.ptr, f32
{coefficient}
  %y = llvm.fmul %x, %c : f32
  %po = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f32
  llvm.store %y, %po {{alignment = 4 : i64}} : f32, !llvm.ptr
  llvm.return
}}
"#
    )
}

const LOAD_COEF: &str = "  %c = llvm.load %pc {alignment = 4 : i64} : !llvm.ptr -> f32";
const ZERO_COEF: &str = "  %c = llvm.mlir.constant(0.000000e+00 : f32) : f32";
const EXTERNAL: &str = ", externally_initialized";

#[test]
fn externally_initialized_globals_are_inputs() {
    let loads = coefficient_kernel(EXTERNAL, LOAD_COEF);
    let zero = coefficient_kernel(EXTERNAL, ZERO_COEF);
    // The host may have written anything to @coef: assuming its zero initializer is wrong.
    let reasons = reasons(verdict(&loads, &zero, &config(2, 32)));
    assert!(
        reasons[0].starts_with("global memory differs"),
        "{reasons:?}"
    );
    // Both modules see the same contents in a global of the same name.
    assert_eq!(verdict(&loads, &loads, &config(2, 32)), Verdict::Equivalent);
}

#[test]
fn other_globals_keep_their_initializers() {
    let loads = coefficient_kernel("", LOAD_COEF);
    let zero = coefficient_kernel("", ZERO_COEF);
    assert_eq!(verdict(&loads, &zero, &config(2, 32)), Verdict::Equivalent);
    // Marking the global as host-written changes what the kernel computes.
    let external = coefficient_kernel(EXTERNAL, LOAD_COEF);
    assert!(matches!(
        verdict(&loads, &external, &config(2, 32)),
        Verdict::Different(_)
    ));
}

#[test]
fn externally_initialized_contents_follow_the_seed() {
    let text = coefficient_kernel(EXTERNAL, LOAD_COEF);
    let program = kestrel_sim::load(&text, "coef").unwrap();
    let input = f32_bytes(&[1.0; 64]);
    let run = |seed: u64| {
        let config = Config {
            seed,
            ..forward(2, 32)
        };
        let args = [Arg::Buffer(input.clone()), Arg::Buffer(zeros(256))];
        f32s(
            &kestrel_sim::execute(&program, "scale", &args, &config)
                .unwrap()
                .buffers[1],
        )
    };
    let first = run(1);
    assert_eq!(first, run(1));
    assert_ne!(first, run(2));
    // out[i] = coef[i & 15]: floats in [0.25, 2), repeating every 16 elements.
    assert!(first.iter().all(|c| (0.25..2.0).contains(c)), "{first:?}");
    assert_eq!(first[..16], first[16..32]);
    assert!(first[..16].windows(2).any(|w| w[0] != w[1]), "{first:?}");
}

#[test]
fn a_struct_parameter_with_two_pointers_compares_each_buffer_with_its_own() {
    // A lowered memref descriptor: allocated and aligned pointer. Both get buffers; matched by
    // name, they must not be confused with each other.
    let text = module(
        "%m: !llvm.struct<(ptr, ptr, i64)>",
        r#"  %t = nvvm.read.ptx.sreg.tid.x : i32
  %aligned = llvm.extractvalue %m[1] : !llvm.struct<(ptr, ptr, i64)>
  %p = llvm.getelementptr %aligned[%t] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %t, %p : i32, !llvm.ptr
  llvm.return"#,
    );
    assert_eq!(verdict(&text, &text, &config(1, 32)), Verdict::Equivalent);
}

/// Each thread reads lanes 0..3 of its `<4 x f32>` in `%in`, doubles them and writes lanes 0
/// and 2 of its `<4 x f32>` in `%out`, through `body`.
fn masked_kernel(body: &str) -> String {
    module(
        "%in: !llvm.ptr<1>, %out: !llvm.ptr<1>",
        &format!(
            r#"  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %p = llvm.getelementptr inbounds %in[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, vector<4xf32>
  %q = llvm.getelementptr inbounds %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, vector<4xf32>
{body}
  llvm.return"#
        ),
    )
}

/// The scalar version of [`masked_kernel`].
fn scalar_lanes() -> String {
    let mut body = String::new();
    for (lane, offset) in [(0, 0), (1, 4), (2, 8)] {
        body += &format!(
            "  %p{lane} = llvm.getelementptr inbounds %p[{offset}] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8\n  \
             %x{lane} = llvm.load %p{lane} {{alignment = 4 : i64}} : !llvm.ptr<1> -> f32\n  \
             %y{lane} = llvm.fadd %x{lane}, %x{lane} : f32\n"
        );
    }
    for (lane, offset) in [(0, 0), (2, 8)] {
        body += &format!(
            "  %q{lane} = llvm.getelementptr inbounds %q[{offset}] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8\n  \
             llvm.store %y{lane}, %q{lane} {{alignment = 4 : i64}} : f32, !llvm.ptr<1>\n"
        );
    }
    masked_kernel(&body)
}

/// [`masked_kernel`] through `llvm.masked.load` with lanes `load` and `llvm.masked.store`
/// with lanes `store` (`dense<...>` lists), or through a mask computed from `%tid`.
fn masked_lanes(load: &str, store: &str) -> String {
    let store_mask = if store == "computed" {
        "  %one = llvm.mlir.constant(1 : i32) : i32\n  \
         %odd = llvm.and %tid, %one : i32\n  \
         %bit = llvm.trunc %odd : i32 to i1\n  \
         %undef = llvm.mlir.poison : vector<4xi1>\n  \
         %i0 = llvm.mlir.constant(0 : i32) : i32\n  \
         %smask = llvm.insertelement %bit, %undef[%i0 : i32] : vector<4xi1>\n"
            .to_string()
    } else {
        format!("  %smask = llvm.mlir.constant(dense<[{store}]> : vector<4xi1>) : vector<4xi1>\n")
    };
    masked_kernel(&format!(
        "  %mask = llvm.mlir.constant(dense<[{load}]> : vector<4xi1>) : vector<4xi1>\n  \
         %pass = llvm.mlir.poison : vector<4xf32>\n  \
         %v = llvm.intr.masked.load %p, %mask, %pass {{alignment = 16 : i32}} : (!llvm.ptr<1>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>\n  \
         %w = llvm.fadd %v, %v : vector<4xf32>\n\
         {store_mask}  \
         llvm.intr.masked.store %w, %q, %smask {{alignment = 16 : i32}} : vector<4xf32>, vector<4xi1> into !llvm.ptr<1>"
    ))
}

#[test]
fn masked_loads_and_stores_touch_only_the_lanes_they_keep() {
    // What the NVPTX backend's load/store vectoriser makes of a float4 read three lanes of.
    let scalar = scalar_lanes();
    let masked = masked_lanes("true, true, true, false", "true, false, true, false");
    assert_eq!(
        verdict(&scalar, &masked, &config(1, 32)),
        Verdict::Equivalent
    );
    // A store of lane 1 overwrites what the scalar kernel left alone.
    let wider = masked_lanes("true, true, true, false", "true, true, true, false");
    let reasons = reasons(verdict(&scalar, &wider, &config(1, 32)));
    assert!(
        reasons[0].starts_with("global memory differs"),
        "{reasons:?}"
    );
    // A lane the load leaves out is the pass-through value, poison here: storing it is a
    // difference.
    let narrower = masked_lanes("true, true, false, false", "true, false, true, false");
    assert!(matches!(
        verdict(&scalar, &narrower, &config(1, 32)),
        Verdict::Different(_)
    ));
}

#[test]
fn a_computed_mask_is_refused_not_guessed() {
    let computed = masked_lanes("true, true, true, false", "computed");
    let reason = inconclusive(verdict(&scalar_lanes(), &computed, &config(1, 32)));
    assert!(
        reason.contains("intrinsic llvm.masked.store with a computed mask"),
        "{reason}"
    );
}

/// A kernel reading field `field` of its byval struct: directly, or (`wrapped`) through the
/// param-space pointer the NVPTX backend's lower-args makes of it.
fn byval_field_kernel(field: u32, wrapped: bool) -> String {
    let (pointer, read) = if wrapped {
        (
            "  %param = llvm.call_intrinsic \"llvm.nvvm.internal.addrspace.wrap.p101.p0\"(%s) : (!llvm.ptr) -> !llvm.ptr<101>\n",
            format!(
                "  %f = llvm.getelementptr %param[0, {field}] : (!llvm.ptr<101>) -> !llvm.ptr<101>, !llvm.struct<(i32, i32)>\n  %v = llvm.load %f : !llvm.ptr<101> -> i32\n"
            ),
        )
    } else {
        (
            "",
            format!(
                "  %f = llvm.getelementptr %s[0, {field}] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>\n  %v = llvm.load %f : !llvm.ptr -> i32\n"
            ),
        )
    };
    format!(
        r#"llvm.func @k(%s: !llvm.ptr {{llvm.byval = !llvm.struct<(i32, i32)>}}, %out: !llvm.ptr<1>) attributes {{nvvm.kernel}} {{
  %t = nvvm.read.ptx.sreg.tid.x : i32
{pointer}{read}  %slot = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  llvm.store %v, %slot : i32, !llvm.ptr<1>
  llvm.return
}}
"#
    )
}

#[test]
fn a_byval_parameter_read_through_the_param_space_is_the_same_read() {
    let direct = byval_field_kernel(1, false);
    assert_eq!(
        verdict(&direct, &byval_field_kernel(1, true), &config(1, 32)),
        Verdict::Equivalent
    );
    // The other field through the param space is a different read.
    assert!(matches!(
        verdict(&direct, &byval_field_kernel(0, true), &config(1, 32)),
        Verdict::Different(_)
    ));
}
