//! The late half of `--emit=ptx`: where it runs, and where it does not.
//! - a preset's `late:` line holds it (`-O2`/`-O3`: rematerialize), `-O0`, `-O1` and a
//!   pipeline given as text have none; `--late-pipeline=` (empty) turns it off, and then code
//!   generation is not split at all (byte-identical to a pipeline without a late half, which
//!   the split with nothing in between is not on every kernel: `layernorm_fwd` keeps two
//!   dead NVVMReflect strings only unsplit);
//! - `--emit=llvm` stops before it;
//! - `-O2`/`-O3` choose the backend's LSR per function (`lsr: auto`), which splits code
//!   generation too: by what ptxas makes of both versions where ptxas is found
//!   (`--lsr=measured`), by estimates otherwise (`--lsr=per-function`, which the tests of the
//!   estimate name, so that what ptxas is on `PATH` does not change them); `--lsr=on` gives
//!   llc's choice back. The estimate's choice is made before the late half runs, so a late
//!   pass never moves it; the measured one compiles each version after it;
//! - measured, each function keeps what ptxas does best on: the late half's input, its
//!   output, or its output rewritten harder (rematerialize unbounded, sink ordering within
//!   blocks; `stats: late settle:`), and a kernel above a step of occupancy gets the
//!   register budget (`.maxnreg`) that pays (`stats: late register budget:`).

use crate::support::{kestrel_opt, root};

fn run(args: &[&str]) -> String {
    let outcome = kestrel_opt(args, &[]);
    assert_eq!(outcome.code, 0, "{args:?}: {}", outcome.stderr);
    String::from_utf8(outcome.stdout).unwrap()
}

fn kernel(path: &str) -> String {
    root().join(path).to_string_lossy().into_owned()
}

/// `--pass-pipeline=` with preset `name`'s pipeline: the same passes, no late half.
fn as_text(name: &str) -> String {
    format!(
        "--pass-pipeline={}",
        kestrel_pipelines::preset(name).unwrap()
    )
}

const LAYERNORM: &str = "third_party/triton/layernorm_fwd.ll";
const MATRIX_MUL: &str =
    "third_party/corpus/cuda-samples/O3/0_Introduction__matrixMulDrv__matrixMul_kernel.cu.ll";

#[test]
fn o0_and_o1_have_no_late_half() {
    let input = kernel(LAYERNORM);
    for level in ["O0", "O1"] {
        let flag = format!("-{level}");
        assert_eq!(
            run(&[&input, &flag, "--emit=ptx"]),
            run(&[&input, &as_text(level), "--emit=ptx"]),
            "{level}"
        );
        let outcome = kestrel_opt(&[&input, &flag, "--dump-pass-pipeline"], &[]);
        assert!(!outcome.stderr.contains("late:"), "{}", outcome.stderr);
    }
}

#[test]
fn an_empty_late_pipeline_does_not_split_code_generation() {
    let input = kernel(LAYERNORM);
    let unsplit = run(&[&input, &as_text("O3"), "--emit=ptx"]);
    assert_eq!(
        run(&[&input, "-O3", "--late-pipeline=", "--lsr=on", "--emit=ptx"]),
        unsplit
    );
    // The split itself (a late half that changes nothing here) prints fewer dead globals:
    // the comparison above can tell the two apart.
    let split = run(&[
        &input,
        &as_text("O3"),
        "--late-pipeline=dead-sync-elim",
        "--emit=ptx",
    ]);
    assert_ne!(split, unsplit);
}

/// LLVM's `sink` runs at the late point when asked, and the late half replaces the preset's.
#[test]
fn llvm_sink_runs_at_the_late_point() {
    let input = kernel(MATRIX_MUL);
    let sink = "--late-pipeline=llvm-opt{passes=\"sink\"}";
    let outcome = kestrel_opt(&[&input, "-O3", sink, "--dump-pass-pipeline"], &[]);
    assert!(
        outcome
            .stderr
            .contains("late: builtin.module(llvm-opt{passes=\"sink\"})"),
        "{}",
        outcome.stderr
    );
    // LSR everywhere, as the pipeline text has it: the comparison is about the late half alone.
    let sunk = run(&[&input, "-O3", "--lsr=on", sink, "--emit=ptx"]);
    assert_ne!(sunk, run(&[&input, "-O3", "--lsr=on", "--emit=ptx"]));
    assert_eq!(sunk, run(&[&input, &as_text("O3"), sink, "--emit=ptx"]));
}

const CFD_FLUX: &str = "third_party/kernels/O3/cfd_flux.cu.ll";

/// `-O3`'s late `sink{sink-for-occ=32}` moves values only in functions estimated above 32
/// registers: cfd_compute_flux (60 -> 56 registers, sm_80), not cfd_time_step; in
/// matrixMulDrv's kernels, at 32, nothing moves (LLVM's ungated `sink` changes their PTX,
/// above, and made their loop integer SASS 22% worse). Without the target it declines none.
/// (The late half may run twice per function, for the LSR choice, so counts are per run.)
#[test]
fn o3_sinks_only_in_functions_above_full_occupancy() {
    let sinks = |input: &str, extra: &[&str]| -> (u64, u64) {
        let stats = o3_stats(input, extra);
        let count = |prefix: &str| {
            stats
                .iter()
                .filter_map(|line| line.strip_prefix(prefix))
                .map(|n| n.trim().parse::<u64>().unwrap())
                .sum::<u64>()
        };
        (
            count("stats: late sink: sink-to-uses: "),
            count("stats: late sink: refused.enough-registers: "),
        )
    };
    let cfd = kernel(CFD_FLUX);
    let (moved, declined) = sinks(&cfd, &[]);
    assert!(moved > 0 && declined > 0, "{moved} {declined}");
    let (_, declined) = sinks(&cfd, &["--late-pipeline=sink{sink-for-occ=0}"]);
    assert_eq!(declined, 0);
    let (moved, declined) = sinks(&kernel(MATRIX_MUL), &[]);
    assert!(moved == 0 && declined >= 3, "{moved} {declined}");
}

/// A late pass's remarks (`--dump-remat`) reach stderr, each marked as the late half's; the
/// early half of `-O3` has no rematerialize, so without `--emit=ptx` there are none.
#[test]
fn late_remarks_are_printed_and_say_so() {
    let input = kernel("third_party/kernels/O3/philox_mc.cu.ll");
    let remarks = |emit: &str| stderr_lines(&[&input, "-O3", emit, "--dump-remat"], "remark: ");
    let late = remarks("--emit=ptx");
    assert!(
        late.iter()
            .any(|line| line.starts_with("remark: late half: Rematerialize: @heston_mc_call: ")),
        "{late:?}"
    );
    assert!(
        late.iter()
            .all(|line| line.starts_with("remark: late half: ")),
        "{late:?}"
    );
    assert_eq!(remarks("--emit=llvm"), Vec::<String>::new());
}

#[test]
fn llvm_ir_output_stops_before_the_late_half() {
    let input = kernel(MATRIX_MUL);
    assert_eq!(
        run(&[&input, "-O3", "--emit=llvm"]),
        run(&[&input, &as_text("O3"), "--emit=llvm"])
    );
}

const BITONIC: &str = "third_party/kernels/O3/bitonic_sort.cu.ll";
const TRISOLVE_ROWS: &str = "third_party/kernels/O3/trisolve_rows.cu.ll";

/// The `--stats` lines of `-O3 --emit=ptx` (sm_80) with `extra` arguments.
fn o3_stats(input: &str, extra: &[&str]) -> Vec<String> {
    let mut args = vec![
        input,
        "-O3",
        "--emit=ptx",
        "--mcpu=sm_80",
        "--stats",
        "-o",
        "-",
    ];
    args.extend(extra);
    stderr_lines(&args, "stats: ")
}

/// The lines of a successful run's stderr that start with `prefix`.
fn stderr_lines(args: &[&str], prefix: &str) -> Vec<String> {
    let outcome = kestrel_opt(args, &[]);
    assert_eq!(outcome.code, 0, "{}", outcome.stderr);
    outcome
        .stderr
        .lines()
        .filter(|line| line.starts_with(prefix))
        .map(str::to_string)
        .collect()
}

fn lsr_stats(input: &str, extra: &[&str]) -> Vec<String> {
    o3_stats(input, extra)
        .into_iter()
        .filter(|line| line.starts_with("stats: late lsr: "))
        .collect()
}

/// The `--stats` line of `function`'s LSR choice by estimates under `-O3`.
fn lsr_choice(input: &str, function: &str) -> String {
    choice_of(&lsr_stats(input, &[ESTIMATED]), function)
}

/// The LSR choice by estimates, whatever ptxas is on `PATH`.
const ESTIMATED: &str = "--lsr=per-function";

/// The line of `stats` (LSR choices) for `function`.
fn choice_of(stats: &[String], function: &str) -> String {
    stats
        .iter()
        .find(|l| l.contains(&format!("@{function}:")))
        .unwrap_or_else(|| panic!("no choice for @{function}: {stats:?}"))
        .clone()
}

/// bitonic_sort holds two kernels: the shared-memory sort, whose LSR pointer IVs cost
/// registers and whose loops do no more integer work without them, loses LSR; the global
/// step (a small kernel, below the full-occupancy budget) keeps it. The module compiled is a
/// merge of the two versions, and ptxas agrees with the choice.
#[test]
fn lsr_is_chosen_per_function() {
    let input = kernel(BITONIC);
    let stats = lsr_stats(&input, &[ESTIMATED]);
    assert_eq!(stats.len(), 2, "{stats:?}");
    assert!(
        stats
            .iter()
            .any(|l| l.contains("@bitonic_sort_shared") && l.ends_with("dropped")),
        "{stats:?}"
    );
    assert!(
        stats
            .iter()
            .any(|l| l.contains("@bitonic_step_global") && l.ends_with("kept")),
        "{stats:?}"
    );
    let chosen = run(&[&input, "-O3", ESTIMATED, "--emit=ptx", "--mcpu=sm_80"]);
    let on = run(&[&input, "-O3", "--lsr=on", "--emit=ptx", "--mcpu=sm_80"]);
    let off = run(&[&input, "-O3", "--lsr=off", "--emit=ptx", "--mcpu=sm_80"]);
    let (chosen, on, off) = (
        crate::support::registers(&chosen, "lsr-chosen").unwrap(),
        crate::support::registers(&on, "lsr-on").unwrap(),
        crate::support::registers(&off, "lsr-off").unwrap(),
    );
    assert!(
        chosen["bitonic_sort_shared"] < on["bitonic_sort_shared"],
        "{chosen:?} {on:?}"
    );
    assert_eq!(chosen["bitonic_sort_shared"], off["bitonic_sort_shared"]);
    assert_eq!(chosen["bitonic_step_global"], on["bitonic_step_global"]);
}

/// trsm_lower_columns needs fewer registers without LSR by the estimate, but its loops then
/// multiply a 64-bit row index by the leading dimension every iteration (ptxas: 35% more
/// loop-weighted integer SASS): LSR stays. `--lsr=on` asks for no choice at all.
#[test]
fn lsr_stays_where_dropping_it_costs_loop_work() {
    let input = kernel(TRISOLVE_ROWS);
    let columns = lsr_choice(&input, "trsm_lower_columns");
    assert!(columns.ends_with("kept"), "{columns}");
    assert!(lsr_stats(&input, &["--lsr=on"]).is_empty());
}

const HIST_EQUALIZE: &str = "third_party/kernels/O3/hist_equalize.cu.ll";
const IMAGE_FILTERS: &str = "third_party/kernels/O3/image_filters.cu.ll";

/// Below 32 estimated registers LSR has to pay in instructions. heq_histogram's grid-stride
/// loops keep their 64-bit counter for the exit test, and LSR adds 64-bit pointers beside it
/// (15 carried registers with LSR, 6 without): LSR is dropped, and ptxas gives the kernel
/// fewer registers than with it. gauss_rows_shared passes the same counts, but its loops
/// nest, and there ptxas's unrolling decides (it unrolls the tap loop without LSR, for 78%
/// more loop-weighted integer SASS): LSR stays.
#[test]
fn below_full_occupancy_lsr_goes_where_it_doubles_what_loops_carry() {
    let input = kernel(HIST_EQUALIZE);
    let histogram = lsr_choice(&input, "heq_histogram");
    assert!(
        histogram.contains("carried registers 15 and 6") && histogram.ends_with("dropped"),
        "{histogram}"
    );
    let chosen = run(&[&input, "-O3", ESTIMATED, "--emit=ptx", "--mcpu=sm_80"]);
    let on = run(&[&input, "-O3", "--lsr=on", "--emit=ptx", "--mcpu=sm_80"]);
    let (chosen, on) = (
        crate::support::registers(&chosen, "carried-chosen").unwrap(),
        crate::support::registers(&on, "carried-on").unwrap(),
    );
    assert!(
        chosen["heq_histogram"] + 2 <= on["heq_histogram"],
        "{chosen:?} {on:?}"
    );
    let gauss = lsr_choice(&kernel(IMAGE_FILTERS), "gauss_rows_shared");
    assert!(gauss.ends_with("kept"), "{gauss}");
}

const SPH: &str = "third_party/kernels/O3/sph_cells.cu.ll";
const LBM: &str = "third_party/kernels/O3/lbm_d2q9.cu.ll";

/// `--lsr=measured` with the set-up script's ptxas (nvdisasm beside it).
fn measured(input: &str) -> Vec<String> {
    lsr_stats(input, &["--lsr=measured", &ptxas_option()])
}

/// `--ptxas=` the set-up script's ptxas.
fn ptxas_option() -> String {
    format!("--ptxas={}", crate::support::ptxas().display())
}

/// The measured choice decides by what ptxas makes of both versions. sph_forces's estimate
/// (57 -> 50) is not a clear saving and its PTX loop work looks far higher without LSR, so
/// `-O3` keeps LSR; ptxas gives it 8 registers fewer without and 35% less loop-weighted
/// integer SASS, so the measured choice drops it, and the PTX it emits is that version's.
/// Its neighbour sph_density_pressure gets the same registers either way and more work
/// without: kept.
#[test]
fn measured_lsr_follows_ptxas() {
    let input = kernel(SPH);
    assert!(lsr_choice(&input, "sph_forces").ends_with("kept"));
    let stats = measured(&input);
    let forces = choice_of(&stats, "sph_forces");
    assert!(
        forces.contains("; ptxas: ") && forces.ends_with("dropped"),
        "{forces}"
    );
    assert!(choice_of(&stats, "sph_density_pressure").ends_with("kept"));
    let ptxas = ptxas_option();
    let emitted = |extra: &[&str]| {
        let mut args = vec![input.as_str(), "-O3", "--emit=ptx", "--mcpu=sm_80"];
        args.extend(extra);
        crate::support::registers(&run(&args), "lsr-measured").unwrap()
    };
    let chosen = emitted(&["--lsr=measured", &ptxas]);
    let (on, off) = (emitted(&["--lsr=on"]), emitted(&["--lsr=off"]));
    assert_eq!(
        chosen["sph_forces"], off["sph_forces"],
        "{chosen:?} {off:?}"
    );
    assert!(
        chosen["sph_forces"] + 2 <= on["sph_forces"],
        "{chosen:?} {on:?}"
    );
    assert_eq!(chosen["sph_density_pressure"], on["sph_density_pressure"]);
}

/// The estimate drops LSR for both lbm kernels. Measured, lbm_stream_collide goes 72 -> 32
/// registers (28 -> 64 warps) for 15% more loop integer SASS: the occupancy the estimate
/// drops LSR for, confirmed, so it stays dropped although the measured rule alone trades no
/// loop work for registers. lbm_macroscopic goes 32 -> 30 at 64 warps either way, for 17% more
/// loop integer SASS: nothing bought, LSR kept.
#[test]
fn measured_lsr_takes_the_estimate_where_ptxas_confirms_occupancy() {
    let input = kernel(LBM);
    assert!(lsr_choice(&input, "lbm_stream_collide").ends_with("dropped"));
    assert!(lsr_choice(&input, "lbm_macroscopic").ends_with("dropped"));
    let stats = measured(&input);
    let collide = choice_of(&stats, "lbm_stream_collide");
    assert!(collide.ends_with("dropped"), "{collide}");
    let macroscopic = choice_of(&stats, "lbm_macroscopic");
    assert!(macroscopic.ends_with("kept"), "{macroscopic}");
}

/// `-O3`'s `lsr: auto` is the measured choice when a ptxas is at hand (here named with
/// `--ptxas`; `PATH` otherwise): its stats are the measured ones, and it emits what
/// `--lsr=measured` emits.
#[test]
fn o3_measures_lsr_where_ptxas_is_found() {
    let input = kernel(SPH);
    let ptxas = ptxas_option();
    let forces = choice_of(&lsr_stats(&input, &[&ptxas]), "sph_forces");
    assert!(
        forces.contains("; ptxas: ") && forces.ends_with("dropped"),
        "{forces}"
    );
    let emitted = |extra: &[&str]| {
        let mut args = vec![input.as_str(), "-O3", "--emit=ptx", "--mcpu=sm_80"];
        args.extend(extra);
        run(&args)
    };
    assert_eq!(emitted(&[&ptxas]), emitted(&["--lsr=measured", &ptxas]));
}

const PITCHED: &str = "third_party/kernels/O3/stencil_pitched.cu.ll";

/// Each version is measured as it would be emitted, after the late half: jacobi9_pitched
/// without LSR has 24% more loop-weighted integer SASS than with it as the backend's IR
/// passes leave it, and 2% less once the late half has run (38 -> 32 registers either way),
/// so the measured choice drops LSR; measured before the late half, it would keep it.
#[test]
fn measured_lsr_measures_after_the_late_half() {
    let jacobi = choice_of(&measured(&kernel(PITCHED)), "jacobi9_pitched");
    assert!(jacobi.ends_with("dropped"), "{jacobi}");
}

const NV12: &str =
    "third_party/corpus/cuda-samples/O3/5_Domain_Specific__NV12toBGRandResize__utils.cu.ll";
const TRISOLVE_BLOCKED: &str = "third_party/kernels/O3/trisolve_blocked.cu.ll";

/// The `--stats` lines of widen-induction's measured choice under `-O3` with `extra`.
fn widenings(input: &str, extra: &[&str]) -> Vec<String> {
    o3_stats(input, extra)
        .into_iter()
        .filter(|line| line.starts_with("stats: late widen induction: "))
        .collect()
}

/// Measured, widen-induction's version of the module is weighed against the one LSR was
/// chosen for, per function. floatToChar's colour planes are strided by a runtime
/// `3 * width * height`: widened, LSR steps one pointer through them, 432 -> 348 loop-weighted
/// integer SASS at 32 registers either way, kept, and the PTX emitted is the widened one (no
/// 32-bit multiply of the plane counter left in it). trsm_blocked_shared went without LSR
/// (31 registers); widened, with LSR, it needs 47: refused. The estimate never widens: it
/// cannot see which way ptxas goes.
#[test]
fn measured_widening_is_kept_where_ptxas_does_better() {
    let ptxas = ptxas_option();
    let nv12 = kernel(NV12);
    let float_to_char = choice_of(&widenings(&nv12, &[&ptxas]), "_Z11floatToCharPfPhiii");
    assert!(float_to_char.ends_with(": widened"), "{float_to_char}");
    let trsm = choice_of(
        &widenings(&kernel(TRISOLVE_BLOCKED), &[&ptxas]),
        "trsm_blocked_shared",
    );
    assert!(trsm.ends_with(": refused"), "{trsm}");
    assert!(widenings(&nv12, &[ESTIMATED]).is_empty());
    let ptx = |extra: &[&str]| {
        let mut args = vec![
            nv12.as_str(),
            "-O3",
            "--emit=ptx",
            "--mcpu=sm_80",
            "-o",
            "-",
        ];
        args.extend(extra);
        run(&args)
    };
    let body = |ptx: &str| {
        let start = ptx
            .find(".entry _Z11floatToCharPfPhiii")
            .expect("floatToChar in the PTX");
        ptx[start..]
            .split("\n}")
            .next()
            .unwrap_or_default()
            .to_string()
    };
    let (widened, estimated) = (body(&ptx(&[&ptxas])), body(&ptx(&[ESTIMATED])));
    // The first loop of each (its unrolled main loop): widened, its index needs no extension
    // or widening multiply per iteration.
    let extensions = |body: &str| {
        let text = first_loop(body);
        text.matches("cvt.s64.s32").count() + text.matches("mul.wide.s32").count()
    };
    assert_eq!(extensions(&widened), 0, "{widened}");
    assert!(extensions(&estimated) > 0, "{estimated}");
}

/// The PTX from the first label that a later branch jumps back to, up to that branch.
fn first_loop(body: &str) -> String {
    let lines: Vec<&str> = body.lines().collect();
    for (start, line) in lines.iter().enumerate() {
        let Some(label) = line.trim().strip_suffix(':') else {
            continue;
        };
        let back = lines[start..]
            .iter()
            .position(|l| l.contains("bra") && l.trim_end().ends_with(&format!("{label};")));
        if let Some(back) = back {
            return lines[start..=start + back].join("\n");
        }
    }
    String::new()
}

const SPMM: &str = "third_party/kernels/O3/spmm_ell_bsr.cu.ll";
const PHILOX: &str = "third_party/kernels/O3/philox_mc.cu.ll";
const OPTION_PRICING: &str = "third_party/kernels/O3/option_pricing.cu.ll";

/// The `--stats` lines of the measured settlement of the late half's rewrites.
fn settlements(input: &str) -> Vec<String> {
    o3_stats(input, &["--lsr=measured", &ptxas_option()])
        .into_iter()
        .filter(|line| line.starts_with("stats: late settle: "))
        .collect()
}

/// Measured, each function keeps the version of the late half ptxas does best on: as it was
/// given, as the late half rewrote it, or as it rewrote it harder (every rematerialize
/// unbounded; then pointers' copies inside loops too). spmm_bsr4_f64: wide-mul folds its four
/// output rows' 64-bit offsets into the stores' indices, and ptxas allocates 50 registers
/// where it needed 48, for more loop integer SASS: the version given is better; the second
/// harder rewrite recomputes the eight shared addresses of its unrolled staging loop inside
/// the block-row loops, 32 registers (42 -> 64 warps) for more loop work that the module's
/// budget affords (LSR everywhere would cost far more): harder 2. mc_asian_call: the register target stops
/// rematerialize at an estimated 30 where ptxas allocates 38; rewritten harder, 33 for no
/// more loop work: harder. heston_mc_call: rematerialize's copies inside its step loop take
/// 72 -> 56 registers for less loop work: rewritten.
#[test]
fn measured_late_half_keeps_per_function_what_ptxas_does_best_on() {
    let kept = |file: &str, function: &str| choice_of(&settlements(&kernel(file)), function);
    let spmm = kept(SPMM, "spmm_bsr4_f64");
    assert!(
        spmm.contains("48 registers") && spmm.contains("as given, 50 registers"),
        "{spmm}"
    );
    assert!(spmm.ends_with(": harder 2"), "{spmm}");
    let asian = kept(OPTION_PRICING, "mc_asian_call");
    assert!(asian.ends_with(": harder"), "{asian}");
    let heston = kept(PHILOX, "heston_mc_call");
    assert!(heston.ends_with(": rewritten"), "{heston}");
    let ptxas = ptxas_option();
    let emitted = |file: &str, extra: &[&str]| {
        let input = kernel(file);
        let mut args = vec![
            input.as_str(),
            "-O3",
            "--lsr=measured",
            &ptxas,
            "--emit=ptx",
        ];
        args.extend(extra);
        crate::support::registers(&run(&args), "late-settle").unwrap()
    };
    let unrewritten = emitted(SPMM, &["--late-pipeline=builtin.module()"]);
    let settled = emitted(SPMM, &[]);
    assert!(
        settled["spmm_bsr4_f64"] + 8 <= unrewritten["spmm_bsr4_f64"],
        "{settled:?} {unrewritten:?}"
    );
    // By the estimate's choice nothing is settled: the late half's own output is emitted.
    let asian = emitted(OPTION_PRICING, &[]);
    let input = kernel(OPTION_PRICING);
    let estimated = run(&[&input, "-O3", ESTIMATED, "--emit=ptx"]);
    let estimated = crate::support::registers(&estimated, "late-estimated").unwrap();
    assert!(
        asian["mc_asian_call"] < estimated["mc_asian_call"],
        "{asian:?} {estimated:?}"
    );
    let estimated = o3_stats(&kernel(SPMM), &[ESTIMATED]);
    assert!(
        !estimated.iter().any(|line| line.contains("late settle")),
        "without ptxas nothing is settled: {estimated:?}"
    );
}

const SHALLOW_WATER: &str = "third_party/kernels/O3/shallow_water.cu.ll";

/// The third and fourth harder rewrites order each block's pure values down to their first
/// uses (`sink-in-block`; the fourth again after rematerialize): swe_lf_step_f64's fluxes,
/// which the backend's IR computes ahead of the sums that use them, 78 -> 68 registers (nvcc's
/// 68) for no more loop integer or memory SASS (the fourth one integer instruction less:
/// harder 4). Each harder rewrite is reported by its own index, also where it returned the
/// rewritten version (here the first two, which find nothing to recompute).
#[test]
fn measured_late_half_keeps_straight_line_code_ordered_within_its_blocks() {
    let stats = settlements(&kernel(SHALLOW_WATER));
    let swe = choice_of(&stats, "swe_lf_step_f64");
    assert!(
        swe.ends_with(": harder 3") || swe.ends_with(": harder 4"),
        "{swe}"
    );
    let registers: Vec<u64> = swe
        .split(", ")
        .filter_map(|part| {
            let (count, _) = part.split_once(" registers")?;
            count.rsplit(' ').next()?.parse().ok()
        })
        .collect();
    assert_eq!(registers.len(), 6, "{swe}");
    assert!(registers[4].min(registers[5]) + 8 <= registers[1], "{swe}");
    assert!(swe.contains("rewritten harder 2"), "{swe}");
}

const SGEMM_REG4X4: &str = "third_party/kernels/O3/sgemm_reg4x4.cu.ll";

/// The `--stats` lines that start with `prefix` of measured `-O3` with `extra` arguments.
fn measured_stats(input: &str, prefix: &str, extra: &[&str]) -> Vec<String> {
    let mut args = vec!["--lsr=measured".to_string(), ptxas_option()];
    args.extend(extra.iter().map(|arg| arg.to_string()));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    o3_stats(input, &args)
        .into_iter()
        .filter(|line| line.starts_with(prefix))
        .collect()
}

/// The `stats: late register budget:` lines of measured `-O3` with `extra` arguments.
fn budgets(input: &str, extra: &[&str]) -> Vec<String> {
    measured_stats(input, "stats: late register budget: ", extra)
}

/// Measured, a kernel ptxas leaves above a step of occupancy gets `.maxnreg` at the step where
/// ptxas then fits it with no more loop-weighted memory (no spill) for a share of the warps
/// it gains: lattice_walk_msd 40 -> 32 registers (51 -> 64 warps). heston_mc_call (56) would
/// spill at 48, and sgemm_strided_batched_4x4 at 32 (loop-weighted memory 640 -> 798): both
/// refused, their PTX without a budget. A kernel with a budget of its own (`nvvm.maxnreg`
/// in the input) is not weighed; `--register-budget=false` and the estimated LSR choice add
/// none.
#[test]
fn measured_kernels_get_the_register_budgets_that_pay() {
    let input = kernel(PHILOX);
    let stats = budgets(&input, &[]);
    let lattice = choice_of(&stats, "lattice_walk_msd");
    assert!(
        lattice.contains("40 registers") && lattice.contains(".maxnreg 32: kept"),
        "{lattice}"
    );
    assert!(
        choice_of(&stats, "heston_mc_call").ends_with(": refused"),
        "{stats:?}"
    );
    let sgemm = budgets(&kernel(SGEMM_REG4X4), &[]);
    let strided = choice_of(&sgemm, "sgemm_strided_batched_4x4");
    assert!(strided.ends_with(".maxnreg 32: refused"), "{strided}");

    let ptxas = ptxas_option();
    let emit = |input: &str, extra: &[&str]| {
        let mut args = vec![input, "-O3", "--lsr=measured", &ptxas, "--emit=ptx"];
        args.extend(extra);
        run(&args)
    };
    let budgeted = emit(&input, &[]);
    let header = |ptx: &str, function: &str| {
        let from = ptx.find(&format!(".entry {function}(")).unwrap();
        let to = from + ptx[from..].find("\n{").unwrap();
        ptx[from..to].to_string()
    };
    assert!(header(&budgeted, "lattice_walk_msd").ends_with(")\n.maxnreg 32"));
    assert_eq!(budgeted.matches(".maxnreg").count(), 1, "{budgeted}");
    let registers = crate::support::registers(&budgeted, "budgeted").unwrap();
    assert_eq!(registers["lattice_walk_msd"], 32, "{registers:?}");
    let off = emit(&input, &["--register-budget=false"]);
    assert!(!off.contains(".maxnreg"));
    let unbudgeted = crate::support::registers(&off, "unbudgeted").unwrap();
    assert!(unbudgeted["lattice_walk_msd"] > 32, "{unbudgeted:?}");
    assert_eq!(off, budgeted.replace(".maxnreg 32\n", ""));
    let estimated = run(&[&input, "-O3", ESTIMATED, "--emit=ptx"]);
    assert!(!estimated.contains(".maxnreg"));
    assert!(!emit(&kernel(SGEMM_REG4X4), &[]).contains(".maxnreg"));

    // The author's own budget stays, and the kernel is not weighed.
    let text = std::fs::read_to_string(&input).unwrap();
    let define = text.find("void @lattice_walk_msd(").unwrap();
    let brace = define + text[define..].find(" {").unwrap();
    let own = format!(
        "{} \"nvvm.maxnreg\"=\"64\"{}",
        &text[..brace],
        &text[brace..]
    );
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("kestrel-own-budget-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let own_input = dir.join("philox_own_budget.ll");
    std::fs::write(&own_input, own).unwrap();
    let own_input = own_input.to_string_lossy().into_owned();
    let stats = budgets(&own_input, &[]);
    assert!(
        !stats.iter().any(|line| line.contains("@lattice_walk_msd:")),
        "{stats:?}"
    );
    let ptx = emit(&own_input, &[]);
    assert!(
        header(&ptx, "lattice_walk_msd").ends_with(")\n.maxnreg 64"),
        "{ptx}"
    );
    assert_eq!(ptx.matches(".maxnreg").count(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}

const FD_WAVE: &str = "third_party/kernels/O3/fd_wave_unrolled.cu.ll";

/// fd_wave_step's stencil reads `a[at + r*s]` and `a[at - r*s]`: the version compiled
/// without LSR first gets addr-canon's sub-to-step, so the backward neighbours are steps
/// from `&a[at]` that SLSR chains like the forward ones (16 rewrites), and that version is
/// taken. It needs fewer registers than LSR's (whose loop-invariant bases stay live through
/// the z loop), and fewer loop integer instructions than the version without LSR and without
/// the steps (`--lsr=off`, where each backward address is its own sub, shift and add).
#[test]
fn the_version_without_lsr_gets_index_differences_as_steps() {
    let input = kernel(FD_WAVE);
    let line = lsr_choice(&input, "fd_wave_step");
    assert!(
        line.contains("(16 index differences as steps)") && line.ends_with("dropped"),
        "{line}"
    );
    let chosen = run(&[&input, "-O3", ESTIMATED, "--emit=ptx", "--mcpu=sm_80"]);
    let on = run(&[&input, "-O3", "--lsr=on", "--emit=ptx", "--mcpu=sm_80"]);
    let off = run(&[&input, "-O3", "--lsr=off", "--emit=ptx", "--mcpu=sm_80"]);
    let loop_work = crate::support::loop_integer_instructions;
    assert!(
        loop_work(&chosen)["fd_wave_step"] < loop_work(&off)["fd_wave_step"],
        "{:?} {:?}",
        loop_work(&chosen),
        loop_work(&off)
    );
    let (chosen, on) = (
        crate::support::registers(&chosen, "fd-chosen").unwrap(),
        crate::support::registers(&on, "fd-on").unwrap(),
    );
    assert!(
        chosen["fd_wave_step"] < on["fd_wave_step"],
        "{chosen:?} {on:?}"
    );
}

const STENCIL_PITCHED: &str = "third_party/kernels/O3/stencil_pitched.cu.ll";

/// The LSR choice by estimates is made on the backend's IR before the late half runs, so a
/// late pass does not move it (the measured choice measures each version after it). LLVM's `sink` at the late point takes loop work from the version with LSR and
/// adds some to the one without: when the choice read the versions after the late half,
/// jacobi9_pitched kept LSR with `sink` there (ptxas: 38 registers instead of 32).
#[test]
fn a_late_pass_does_not_move_the_lsr_choice() {
    let input = kernel(STENCIL_PITCHED);
    let preset = lsr_stats(&input, &[ESTIMATED]);
    assert!(
        preset
            .iter()
            .any(|l| l.contains("@jacobi9_pitched") && l.ends_with("dropped")),
        "{preset:?}"
    );
    let sink = lsr_stats(
        &input,
        &[ESTIMATED, "--late-pipeline=llvm-opt{passes=\"sink\"}"],
    );
    assert_eq!(sink, preset);
}

const RK4: &str = "third_party/kernels/O3/rk4_chemistry.cu.ll";
const ADI: &str = "third_party/corpus/polybench-acc/O3/stencils__adi__adi.cu.ll";

/// How many values the late half's rematerialize recomputed (`--stats`), under `-O3` with
/// `extra` arguments.
fn late_recomputations(input: &str, extra: &[&str]) -> u64 {
    o3_stats(input, extra)
        .iter()
        .filter_map(|line| line.strip_prefix("stats: late rematerialize: recompute: "))
        .map(|count| count.trim().parse::<u64>().unwrap())
        .sum()
}

/// `-O3`'s late half recomputes what the backend keeps live across rk4_chemistry_f32's loops
/// (an estimated peak of 63), and ptxas then needs fewer registers for it than without the
/// late half.
#[test]
fn o3_recomputes_at_the_late_point() {
    let input = kernel(RK4);
    assert!(late_recomputations(&input, &[]) > 0);
    let with = run(&[&input, "-O3", "--emit=ptx", "--mcpu=sm_80"]);
    let without = run(&[
        &input,
        "-O3",
        "--late-pipeline=",
        "--emit=ptx",
        "--mcpu=sm_80",
    ]);
    let with = crate::support::registers(&with, "late-remat").unwrap();
    let without = crate::support::registers(&without, "no-late-remat").unwrap();
    assert!(
        with["rk4_chemistry_f32"] < without["rk4_chemistry_f32"],
        "{with:?} {without:?}"
    );
}

/// adi's kernels are estimated below 32 registers, where a register saved buys no occupancy:
/// `-O3`'s late half (`remat-for-occ=32`) leaves them alone. Without the target the pass
/// recomputes there, and ptxas then needed more registers for kernel3 (22 -> 25). (Versions
/// as the estimate chooses them: measured, kernel1 loses LSR, and its version without LSR
/// offers the pass nothing to recompute.)
#[test]
fn o3_leaves_kernels_below_full_occupancy_alone_at_the_late_point() {
    let input = kernel(ADI);
    assert_eq!(late_recomputations(&input, &[]), 0);
    assert_eq!(late_recomputations(&input, &[ESTIMATED]), 0);
    assert!(late_recomputations(&input, &[ESTIMATED, "--late-pipeline=rematerialize"]) > 0);
}

/// Every `-O3` corpus module through `-O3` with the late half's `sink` and `rematerialize`
/// unbounded (no occupancy target, so they move and recompute wherever their own rules allow,
/// more than `-O3` does; `wide-mul` before them, as in `-O3`),
/// `--verify-semantics`: what each run of the late half returned is simulated against the
/// LLVM IR it was given. A difference fails the run; an inconclusive comparison (a kernel
/// that faults under the simulator's default launch, an intrinsic it does not model) is a
/// warning, and most modules must conclude.
#[test]
fn the_corpus_runs_the_same_at_the_late_point() {
    use rayon::prelude::*;
    let files = crate::support::corpus_files(&["O3"]);
    let runs: Vec<(String, u64, u64, bool)> = files
        .par_iter()
        .map(|file| {
            let path = file.to_string_lossy().into_owned();
            let outcome = kestrel_opt(
                &[
                    &path,
                    "-O3",
                    "--late-pipeline=wide-mul,sink{sink-for-occ=0},rematerialize",
                    "--emit=ptx",
                    "--mcpu=sm_80",
                    "--verify-semantics=allow-inconclusive",
                    "--stats",
                ],
                &[],
            );
            assert_eq!(outcome.code, 0, "{path}: {}", outcome.stderr);
            let count = |prefix: &str| -> u64 {
                outcome
                    .stderr
                    .lines()
                    .filter_map(|line| line.strip_prefix(prefix))
                    .map(|count| count.trim().parse::<u64>().unwrap())
                    .sum()
            };
            let recomputed = count("stats: late rematerialize: recompute: ");
            let sunk = count("stats: late sink: sink-to-uses: ");
            let concluded = !outcome
                .stderr
                .contains("warning: late half: --verify-semantics is inconclusive");
            (path, recomputed, sunk, concluded)
        })
        .collect();
    let recomputed: u64 = runs.iter().map(|run| run.1).sum();
    let sunk: u64 = runs.iter().map(|run| run.2).sum();
    let concluded: Vec<_> = runs.iter().filter(|run| run.3).collect();
    let checked_recomputations: u64 = concluded.iter().map(|run| run.1).sum();
    let checked_sinks: u64 = concluded.iter().map(|run| run.2).sum();
    println!(
        "{} modules, {} concluded; {recomputed} recomputations, {checked_recomputations} in modules that concluded; {sunk} ops sunk, {checked_sinks} in modules that concluded",
        runs.len(),
        concluded.len()
    );
    assert!(concluded.len() * 10 >= runs.len() * 9, "{runs:?}");
    assert!(checked_recomputations * 100 >= recomputed * 85, "{runs:?}");
    assert!(checked_recomputations > 100, "{runs:?}");
    assert!(checked_sinks * 100 >= sunk * 85, "{runs:?}");
    assert!(checked_sinks > 1000, "{runs:?}");
}

const CLOCK: &str =
    "third_party/corpus/cuda-samples/O3/0_Introduction__clock_nvrtc__clock_kernel.cu.ll";

/// The `stats: late pointer width:` lines of measured `-O3` with `extra` arguments.
fn pointer_widths(input: &str, extra: &[&str]) -> Vec<String> {
    measured_stats(input, "stats: late pointer width: ", extra)
}

/// `input` with `edit` applied, written to a file of the test's own; its path.
fn edited(input: &str, name: &str, edit: impl Fn(&str) -> String) -> String {
    let text = std::fs::read_to_string(input).unwrap();
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("kestrel-widths-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let changed = edit(&text);
    assert_ne!(changed, text, "{name}: the edit changed nothing");
    std::fs::write(&path, changed).unwrap();
    path.to_string_lossy().into_owned()
}

/// Measured, a module whose shared, const and local pointers live in registers only is also
/// compiled with 32-bit ones, and keeps them where ptxas does better: the clock sample's
/// timedReduction holds its shared address through the reduction loop, 20 -> 16 registers
/// (nvcc's 16). `--short-pointers=off` and the estimated choice keep 64 bits; a module that
/// stores a shared pointer in memory, converts one to an integer, or passes one to another
/// module or to inline asm is not tried (the width would change what it means); and a module
/// where one function does worse narrow stays wide (spline_eval: bezier_patch_eval would need
/// more registers).
#[test]
fn measured_modules_keep_32_bit_shared_pointers_where_ptxas_does_better() {
    let input = kernel(CLOCK);
    let stats = pointer_widths(&input, &[]);
    assert_eq!(stats.len(), 1, "{stats:?}");
    assert!(
        stats[0].contains(": kept: @timedReduction: ptxas: 20 registers")
            && stats[0].contains("16 registers"),
        "{stats:?}"
    );
    let ptxas = ptxas_option();
    let emit = |input: &str, extra: &[&str]| {
        let mut args = vec![input, "-O3", "--lsr=measured", &ptxas, "--emit=ptx"];
        args.extend(extra);
        run(&args)
    };
    let narrow = emit(&input, &[]);
    assert!(narrow.contains("mov.b32 \t%r8, shared;"), "{narrow}");
    let registers = crate::support::registers(&narrow, "narrow").unwrap();
    assert_eq!(registers["timedReduction"], 16, "{registers:?}");
    let wide = emit(&input, &["--short-pointers=off"]);
    assert!(wide.contains("mov.b64 \t%rd14, shared;"), "{wide}");
    assert_eq!(
        crate::support::registers(&wide, "wide").unwrap()["timedReduction"],
        20
    );
    assert!(pointer_widths(&input, &["--short-pointers=off"]).is_empty());
    let estimated = run(&[&input, "-O3", ESTIMATED, "--emit=ptx"]);
    assert!(!estimated.contains("mov.b32 \t%r8, shared;"));

    // A shared pointer held in memory, or converted to an integer: never tried.
    let stored = edited(&input, "stored.ll", |text| {
        text.replacen(
            "  ret void\n",
            "  store ptr addrspace(3) @shared, ptr addrspace(1) @last, align 8\n  ret void\n",
            1,
        )
        .replacen(
            "\n@shared =",
            "\n@last = dso_local addrspace(1) global ptr addrspace(3) null, align 8\n@shared =",
            1,
        )
    });
    assert!(pointer_widths(&stored, &[]).is_empty());
    assert!(emit(&stored, &[]).contains("mov.b64 \t%rd"));
    let converted = edited(&input, "converted.ll", |text| {
        text.replacen(
            "  ret void\n",
            "  store i64 ptrtoint (ptr addrspace(3) @shared to i64), ptr addrspace(1) @at, align 8\n  ret void\n",
            1,
        )
        .replacen(
            "\n@shared =",
            "\n@at = dso_local addrspace(1) global i64 0, align 8\n@shared =",
            1,
        )
    });
    assert!(pointer_widths(&converted, &[]).is_empty());
    // Passed to a function of another module, or to inline asm (its operand's width is
    // written in the constraint): never tried either.
    let external = edited(&input, "external.ll", |text| {
        text.replacen(
            "  ret void\n",
            "  call void @elsewhere(ptr addrspace(3) @shared)\n  ret void\n",
            1,
        ) + "\ndeclare void @elsewhere(ptr addrspace(3))\n"
    });
    assert!(pointer_widths(&external, &[]).is_empty());
    let asm = edited(&input, "asm.ll", |text| {
        text.replacen(
            "  ret void\n",
            "  call void asm sideeffect \"// $0\", \"l\"(ptr addrspace(3) @shared)\n  ret void\n",
            1,
        )
    });
    assert!(pointer_widths(&asm, &[]).is_empty());
    let _ = std::fs::remove_dir_all(std::path::Path::new(&stored).parent().unwrap());

    // One function worse narrow keeps the whole module wide: bezier_patch_eval (its de
    // Casteljau rows in registers since byval-promote) reads more local memory with 32-bit
    // pointers.
    let spline = kernel(SPLINE);
    let stats = pointer_widths(&spline, &[]);
    assert_eq!(stats.len(), 1, "{stats:?}");
    assert!(
        stats[0].contains(": refused: ")
            && stats[0].contains(
                "@bezier_patch_eval: ptxas: 80 registers, loop-weighted integer/memory/all SASS \
                 153/77/837 with 64 bits, 80 registers, loop-weighted integer/memory/all SASS \
                 153/105/865 with 32"
            ),
        "{stats:?}"
    );
    assert_eq!(emit(&spline, &[]), emit(&spline, &["--short-pointers=off"]));
}

const SPLINE: &str = "third_party/kernels/O3/spline_eval.cu.ll";

const TEXT_CODECS: &str = "third_party/kernels/O3/text_codecs.cu.ll";

/// The definition of `function` in `ptx`, header to closing brace.
fn definition<'p>(ptx: &'p str, function: &str) -> &'p str {
    kestrel_rewrites::strength_reduction::ptx_function_texts(ptx)
        .remove(function)
        .unwrap_or_else(|| panic!("no @{function} in the PTX"))
}

/// Measured, a kernel that ptxas does worse on as optimised than at `-O0` is emitted as `-O0`
/// makes it. utf8_to_utf16 calls the `__noinline__` byte classifier with two local
/// out-parameters; memory-space-opt's clone for them (`.ms.gll`: global and local accesses)
/// takes the kernel's loop-weighted integer SASS from 1527 to 1556, over never-worse's 1%, so
/// the kernel is `-O0`'s word for word, calling `-O0`'s classifier under a name of its own.
/// Its neighbours keep their optimised code, utf8_count_units with the clone; with
/// `--never-worse=off` utf8_to_utf16 keeps it too.
#[test]
fn measured_kernels_worse_than_o0_get_its_code() {
    const CLASSIFIER: &str = "_Z13classify_bytePKhxxPjPi";
    let input = kernel(TEXT_CODECS);
    let stats = measured_stats(&input, "stats: late never-worse: ", &[]);
    let utf8 = choice_of(&stats, "utf8_to_utf16");
    assert!(
        utf8.contains(": fell back (loop integer 1527 -> "),
        "{utf8}"
    );
    assert!(
        choice_of(&stats, "utf8_count_units").ends_with(": kept"),
        "{stats:?}"
    );
    assert!(
        choice_of(&stats, "base64_decode").ends_with(": kept"),
        "{stats:?}"
    );

    let ptxas = ptxas_option();
    let emit = |preset: &str, extra: &[&str]| {
        let mut args = vec![
            input.as_str(),
            preset,
            "--lsr=measured",
            &ptxas,
            "--emit=ptx",
        ];
        args.extend(extra);
        args.push("--mcpu=sm_80");
        run(&args)
    };
    let guarded = emit("-O3", &[]);
    // The guard's baseline is the input as llc compiles it: `-O0` with LSR everywhere (with
    // `--lsr=measured`, `-O0` too chooses LSR per function and then its pointer width).
    let o0 = run(&[
        input.as_str(),
        "-O0",
        "--lsr=on",
        "--emit=ptx",
        "--mcpu=sm_80",
    ]);
    let copy = format!("{CLASSIFIER}_$_o0");
    assert_eq!(
        definition(&guarded, "utf8_to_utf16"),
        definition(&o0, "utf8_to_utf16").replace(CLASSIFIER, &copy)
    );
    assert_eq!(
        definition(&guarded, &copy),
        definition(&o0, CLASSIFIER)
            .replace(CLASSIFIER, &copy)
            .replace(".visible .func", ".func")
    );
    let count_units = definition(&guarded, "utf8_count_units");
    // utf8_count_units drops LSR, and calls a copy of the classifier without it, the code
    // ptxas inlined where it measured the kernel (kestrel_rewrites::inlined_callees).
    assert!(count_units.contains(&format!("{CLASSIFIER}_$_ms_$_gll_$_mixed_$_nolsr,")));
    let measured = crate::support::registers(&guarded, "guarded").unwrap();
    let at_o0 = crate::support::registers(&o0, "o0").unwrap();
    assert_eq!(measured["utf8_to_utf16"], at_o0["utf8_to_utf16"]);

    let off = emit("-O3", &["--never-worse=off"]);
    assert!(!off.contains("_$_o0"));
    assert!(definition(&off, "utf8_to_utf16").contains(&format!("{CLASSIFIER}_$_ms_$_gll,")));
    assert_eq!(definition(&off, "utf8_count_units"), count_units);
    assert!(measured_stats(&input, "stats: late never-worse: ", &["--never-worse=off"]).is_empty());
}

/// The `stats: late machine sink:` lines of measured `-O3` with `extra` arguments.
fn machine_sinks(input: &str, extra: &[&str]) -> Vec<String> {
    measured_stats(input, "stats: late machine sink: ", extra)
}

const KECCAK: &str = "third_party/kernels/O3/keccak_sha3.cu.ll";

/// Measured, the settled module, and the module the late half was given, are compiled again
/// without the backend's machine-code sinking, and each function takes that code where ptxas
/// does better on it: sha3_256_batch's last block of lanes, each loaded by a guarded call,
/// has its XORs into the state pushed down past every later call, by MachineSink or by the
/// late `sink` (124 registers settled, either way), 80 as the late half was given it and
/// without MachineSink (nvcc 72); shake128_expand 106 -> 86 as settled. `--machine-sink=on`
/// keeps llc's code.
#[test]
fn measured_functions_go_without_machine_sinking_where_ptxas_does_better() {
    let input = kernel(KECCAK);
    let stats = machine_sinks(&input, &[]);
    let sha3 = choice_of(&stats, "sha3_256_batch");
    assert!(sha3.ends_with(": dropped, as given"), "{sha3}");
    let shake = choice_of(&stats, "shake128_expand");
    assert!(shake.ends_with(": dropped"), "{shake}");
    let ptxas = ptxas_option();
    let registers_of = |extra: &[&str]| {
        let mut args = vec![input.as_str(), "-O3", "--lsr=measured", ptxas.as_str()];
        args.extend(extra);
        let ptx = crate::support::ptx_of(&args);
        crate::support::registers(&ptx, "machine-sink").unwrap()["sha3_256_batch"]
    };
    let chosen = registers_of(&[]);
    let sunk = registers_of(&["--machine-sink=on"]);
    assert!(chosen + 40 <= sunk, "chosen {chosen}, llc's sinking {sunk}");
    assert!(machine_sinks(&input, &["--machine-sink=on"]).is_empty());
}

const IIR_FIR: &str = "third_party/kernels/O3/iir_fir_filters.cu.ll";

/// Less integer work is no gain when the schedule pays for it elsewhere: biquad_cascade, as
/// the late half was given it and without MachineSink, runs 45 loop-weighted integer
/// instructions against 54 at 72 registers either way, but 599 in all against 415; it keeps
/// the sunk code.
#[test]
fn machine_sinking_stays_where_dropping_it_costs_instructions() {
    let stats = machine_sinks(&kernel(IIR_FIR), &[]);
    let biquad = choice_of(&stats, "biquad_cascade");
    assert!(
        biquad.contains("as the late half was given it, without") && biquad.ends_with(": kept"),
        "{biquad}"
    );
}
