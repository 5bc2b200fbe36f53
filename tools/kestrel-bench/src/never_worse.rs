//! The never-worse gate: over the vendored `-O3` corpus (and our own kernels), `-O3` and every pass alone against
//! the `-O0` round trip, in the SASS ptxas makes (`sm_80`): registers up by at most one, and
//! loop-weighted integer and memory instructions up by at most 1% ([`report::worse_than_o0`],
//! the rule `bench.md` lists). Counts, not times, so the test is deterministic. Needs `ptxas`
//! and `nvdisasm` (`scripts/setup.sh` installs both) and fails without them.

use crate::{Tools, bench_file, kernel_files, report};
use rayon::prelude::*;
use std::path::{Path, PathBuf};

/// Regressions known and explained, as `(kernel, column, why)`; each must still regress, so
/// a fix shows up as a stale entry to delete. Numbers are SASS (sm_80) as measured when the
/// entry was added. Until 2026-12-02 the SASS counts took a `RET.REL` back to the function's
/// own label (ptxas's out-of-line division and vote helpers return that way) for a loop, and
/// weighed such a function as one loop deeper: loop-weighted numbers older than that are
/// inflated where the kernel has such a helper (ray_intersect's and string_match's entries
/// went stale when that was mended). Until 2026-12-03 they took any jump to an earlier
/// address for a loop, so the out-of-line stub of a slow path or warp-vote fallback, jumping
/// back to where it left, made the code between one loop deeper (marching_squares' entry,
/// a load "laid out inside an inner loop's range", went stale when loops became the control
/// flow graph's).
const KNOWN: &[(&str, &str, &str)] = &[
    (
        "rk4_chemistry.cu.ll",
        "rematerialize",
        "regs 184 -> 187, loop int +2.9%: alone it rebuilds `in + 4*(ctaid*ntid + tid)` (7 ops) \
         at two sites after the integration loop instead of carrying the pointer; the estimate \
         says the peak loses registers, ptxas allocates more. rematerialize is in no preset \
         (issue #38: its estimate does not yet rank ptxas)",
    ),
    (
        "cfd_flux.cu.ll",
        "sink",
        "regs 88 -> 90, loop int +1.2%: alone, on the input IR, where no preset runs it \
         (cfd_compute_flux is estimated above 32 registers there too, so values move into its \
         neighbour branches before the backend's GVN and SLSR run; not analysed further). -O3 \
         runs it after the backend's IR passes, in the late half, where cfd_compute_flux goes \
         60 -> 56",
    ),
    (
        "transpose_tiled.cu.ll",
        "wide-mul",
        "loop int 337 -> 355 (+5.3%), registers 70 -> 56: alone, on the input IR, where no \
         preset runs it. The backend's IR passes run after it there, and their CSE merges the \
         sign extensions its products need in the loop with the ones before it, so selection \
         sees no extension beside the product and makes 64-bit multiplies (transpose_batched's \
         loop 80 -> 111 SASS). -O3 runs it after them, in the late half: loop int 337 -> 239, \
         registers 70 -> 56",
    ),
    // The held-out batch of our kernels (issue #38): a regression found by kernels nobody
    // tuned the passes for, measured, kept as a trade.
    (
        "lbm_d2q9.cu.ll",
        "-O3",
        "loop int 1120 -> 1234 (+10.2%) for registers 104 -> 64: the late LSR choice drops LSR \
         for lbm_stream_collide (estimated 89 -> 65; ptxas 72 -> 32 registers, 28 -> 64 warps, \
         for 15% more loop integer SASS: the occupancy the choice exists for, confirmed), and \
         without its pointer induction variables the loop recomputes addresses (the late \
         half's rewrites are then undone for it: 32 registers either way, 1074 -> 1050 loop \
         integer SASS without them). lbm_macroscopic keeps LSR where ptxas is at hand (32 -> 30 registers at 64 warps \
         either way would buy nothing for 17% more loop integer SASS); by the estimate alone \
         (46 -> 29) it loses it too, and the file's loop int is +15.2%. Its PTX integer work \
         looks 57% lower without LSR because ptxas puts LSR's thirteen pointer increments, \
         uniform across the block, on the uniform \
         datapath (UIADD3), which these counts leave out",
    ),
    // The third batch of our kernels, held out until measured (2026-12-02).
    (
        "resize_canny.cu.ll",
        "memory-space-opt",
        RESIZE_CANNY_SPACES,
    ),
    // The fourth batch, held out until measured (2026-12-02).
    ("spmm_ell_bsr.cu.ll", "wide-mul", SPMM_BSR_FOLD),
    // The fifth batch, held out until measured (2026-12-02).
    (
        "barnes_hut_walk.cu.ll",
        "-O3",
        "loop mem 115 -> 119 (+3.5%), registers 44 -> 41: no pass alone regresses it; under \
         -O3 ptxas issues one more global load in bh_force_walk's tree walk (25 -> 26 static, \
         94 -> 98 loop-weighted) for three registers fewer, all loop-weighted SASS 1498 -> 1500",
    ),
    ("spline_eval.cu.ll", "-O3", SPLINE_SPACES),
    ("spline_eval.cu.ll", "memory-space-opt", SPLINE_SPACES),
    (
        "particle_filter.cu.ll",
        "sink",
        "regs 64 -> 66: alone, on the input IR, where no preset runs it (pf_weight_cdf is \
         estimated above 32 registers there); -O3 runs sink in the late half, where the file \
         goes 64 -> 60",
    ),
    (
        "2_Concepts_and_Techniques__interval__interval.cu.ll",
        "-O3",
        INTERVAL_INLINED,
    ),
    (
        "2_Concepts_and_Techniques__interval__interval.cu.ll",
        "device-inline",
        INTERVAL_INLINED,
    ),
    (
        "stencil_halo_shared.cu.ll",
        "base-addr-strength-reduce",
        "loop int 189 -> 198 (+4.8%), all loop-weighted SASS -7.3%, regs 48 -> 46: alone \
         (LSR kept), heat3d_march's family anchor leaves the z loop's exit compare to a vector \
         ISETP where llc had it on the uniform datapath (not counted as integer): integer \
         compares 38 -> 46, constant loads 12 -> 2, moves 59 -> 55. Under -O3, where the \
         late LSR choice drops LSR for it: loop int 189 -> 154, regs 48 -> 38",
    ),
    // The sixth batch, held out until measured (2026-12-05): under -O3 no file of it is worse
    // than -O0; each pass alone is, here. (ising_metropolis under addr-canon alone was too,
    // loop int +9.4%, until addr-canon left shifts read back by a right shift alone.)
    (
        "wavelet_lifting.cu.ll",
        "addr-canon",
        "loop int 2853 -> 2887 (+1.2%): alone, 29 shl-const-to-mul and 30 disjoint-or-to-add \
         rewrites in cdf97_cols_lift's column walk with a 64-bit pitch (PTX integer \
         instructions 318 -> 332); not analysed further. Under -O3: loop int 2853 -> 2190, \
         registers 88 -> 64",
    ),
    ("pool_depthwise.cu.ll", "wide-mul", WIDE_MUL_ALONE_DEPTHWISE),
    ("volume_raymarch.cu.ll", "wide-mul", WIDE_MUL_ALONE_RAYMARCH),
    // The seventh batch, held out until measured (2026-12-05).
    ("optical_flow_lk.cu.ll", "-O3", LK_TRACK_SPILLS),
    ("optical_flow_lk.cu.ll", "sink", LK_TRACK_SPILLS),
    (
        "perlin_noise.cu.ll",
        "rematerialize",
        "loop int 493 -> 503 (+2.0%), registers 59 -> 59: alone, with its default knobs, on the \
         input IR, where no preset runs it: four values recomputed inside simplex2d_ridged's \
         octave loop (29 registers either way). -O3 runs it in the late half with a register \
         target of 32, where it leaves simplex2d_ridged alone",
    ),
    (
        "small_qr_lsq.cu.ll",
        "sink",
        "regs 140 -> 156, householder_lsq_8x4 64 -> 80: alone, on the input IR, where no \
         preset runs it (58 values sunk into the unrolled reflections' branches before the \
         backend's GVN and SLSR run). -O3 runs sink in the late half, where ptxas settles \
         householder_lsq_8x4 on the version given (64 registers; rewritten: 80)",
    ),
];

/// Why optical_flow_lk counts more loop-weighted integer instructions under -O3 and sink alone.
const LK_TRACK_SPILLS: &str = "loop int 15236 -> 15604 (+2.4%; sink alone 15836, +3.9%) for \
     loop mem 25580 -> 17767 (-31%; sink alone 18692) and registers 542 -> 453: the pyramidal \
     Lucas-Kanade trackers hold a 5x5 or 9x9 template window in registers and spill. Sinking \
     values to their uses (-O3's late sink, estimated above 32 registers) takes lk_track_w5 \
     255 -> 168 registers (8 -> 12 warps) and lk_track_w9's loop-weighted spill traffic \
     20657 -> 13788, for 4% more loop integer work in each (addresses recomputed at the \
     uses). ptxas settles both on the rewritten version (kestrel_rewrites::late_settle: \
     fewer registers or less memory); all loop-weighted SASS 81385 -> 72413";

/// Why depthwise3x3_nhwc_relu6 needs more registers after wide-mul alone.
const WIDE_MUL_ALONE_DEPTHWISE: &str = "regs 104 -> 112, depthwise3x3_nhwc_relu6 40 -> 48: \
     alone, on the input IR, where no preset runs it, wide-mul distributes 18 products over \
     extended factors and the backend's IR passes, run after it there, hoist the parts; -O3 \
     runs it in the late half, after them, where the file stays at 104";

/// Why volume_raymarch_mip needs more registers after wide-mul alone.
const WIDE_MUL_ALONE_RAYMARCH: &str = "regs 106 -> 112, volume_raymarch_mip 40 -> 48: alone, \
     on the input IR, where no preset runs it (24 products distributed over extended factors \
     before the backend's IR passes); -O3 runs it in the late half: 106 -> 104";

/// Why bezier_patch_eval counts more loop-weighted memory instructions after memory-space-opt.
const SPLINE_SPACES: &str = "loop mem 1896 -> 1944 (+2.5%), registers 106 -> 104, all \
     loop-weighted SASS 9690 -> 9410: memory-space-opt clones the __noinline__ de Casteljau \
     helper for the local array its caller passes (clone-per-signature), whose accesses become \
     ld.local/st.local; ptxas then issues three more local accesses (30 -> 33 static) and lays \
     the generic ones deeper in the patch loop (828 -> 864 loop-weighted), for 28 fewer \
     instructions in all";

/// Why spmm_bsr4_f64 needs two more registers after wide-mul alone.
const SPMM_BSR_FOLD: &str = "regs 85 -> 87, spmm_bsr4_f64 48 -> 50: wide-mul's \
     fold-invariant-product-into-index folds the four output rows' offsets `(4*br + r) * \
     ncols_b`, 64-bit products held across the block-row loop, into the stores' indices, so \
     four 32-bit row indices are live instead; ptxas allocates two more. The same rule takes \
     sgemm_strided_batched_4x4 55 -> 39 and transpose_batched 48 -> 34. Alone, on the input \
     IR, nothing measures it; under -O3, in the late half, ptxas is asked and the fold is \
     undone for spmm_bsr4_f64 (kestrel_rewrites::late_settle: 48 registers, as -O0)";

/// Why sobel_nms needs two more registers after memory-space-opt (28 -> 30, below full
/// occupancy either way).
const RESIZE_CANNY_SPACES: &str = "regs 57 -> 59, sobel_nms 28 -> 30: memory-space-opt points \
     its 15 shared accesses at address chains cloned in the shared space, but the generic row \
     pointer stays for the uses that reach a load through a phi, so the backend computes both \
     and its LSR picks other induction variables for the staging loop";

/// Why interval's kernel counts more loop work after device-inline: its `switch` on the
/// implementation calls newton_interval_naive in two exclusive cases, and inlining makes two
/// copies of that solver's loops where llc had one function behind two calls; a launch runs one
/// case. Registers go down (96 -> 87: the columns count what nvlink gives a kernel, the most
/// any function it calls uses, and the solvers used 96 and 90 where the kernel used 24), and
/// spill bytes (stores and loads) go 976 -> 240.
const INTERVAL_INLINED: &str =
    "device-inline copies newton_interval_naive's loops into both switch cases that call it";

/// The `-O3` files of the real-kernel corpus and of our own kernels (`third_party/kernels`).
fn corpus() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../third_party");
    ["corpus/cuda-samples", "corpus/polybench-acc", "kernels"]
        .iter()
        .flat_map(|suite| {
            let dir = root.join(suite).join("O3");
            kernel_files(&dir, false).unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        })
        .collect()
}

/// True when `line` of [`report::worse_than_o0`] is about `kernel`'s column `column`.
fn is_about(line: &str, kernel: &str, column: &str) -> bool {
    line.strip_prefix(kernel)
        .and_then(|rest| rest.strip_prefix(' '))
        .and_then(|rest| rest.strip_prefix(column))
        .is_some_and(|rest| rest.starts_with(": "))
}

#[test]
fn no_pass_makes_a_corpus_kernel_worse_in_sass() {
    let mut tools = Tools::find();
    assert!(
        tools.ptxas.is_some() && tools.nvdisasm.is_some(),
        "ptxas and nvdisasm are needed (scripts/setup.sh installs them)"
    );
    tools.mcpu = "sm_80".to_string();
    tools.passes = kestrel_rewrites::passes()
        .iter()
        .map(|p| p.name.to_string())
        .collect();
    let scratch = std::env::temp_dir().join(format!("kestrel-never-worse-{}", std::process::id()));
    let files = corpus();
    assert_eq!(
        files.len(),
        178,
        "the vendored O3 corpus has 178 files (60 real, 118 of our own)"
    );
    let rows: Vec<_> = files
        .par_iter()
        .map(|file| {
            let name = file.file_name().unwrap().to_string_lossy().into_owned();
            let row = bench_file(file, &tools, &scratch.join(&name))
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(row.o0.sass.is_some(), "{name}: no SASS counts for -O0");
            row
        })
        .collect();
    let _ = std::fs::remove_dir_all(&scratch);
    let worse = report::worse_than_o0(&rows);
    let unexpected: Vec<&String> = worse
        .iter()
        .filter(|w| !KNOWN.iter().any(|(k, c, _)| is_about(w, k, c)))
        .collect();
    let stale: Vec<String> = KNOWN
        .iter()
        .filter(|(k, c, _)| !worse.iter().any(|w| is_about(w, k, c)))
        .map(|(kernel, column, _)| format!("{kernel} {column}"))
        .collect();
    assert!(
        unexpected.is_empty() && stale.is_empty(),
        "worse than -O0 in SASS:\n{}\nknown regressions that no longer regress (delete them \
         from KNOWN):\n{}",
        unexpected
            .iter()
            .map(|w| format!("  {w}\n"))
            .collect::<String>(),
        stale.join("\n")
    );
}
