#!/usr/bin/env bash
# Runs each cargo-fuzz target (fuzz/fuzz_targets) for a bounded time, seeded with its saved
# corpus (fuzz/corpus/<target>) and past findings (fuzz/regressions/<target>); new inputs go to
# a scratch folder, so the saved corpus stays small and reviewed. Crashes, leaks and property
# violations land in fuzz/artifacts/<target>/ and make the script exit 1: copy each into
# fuzz/regressions/<target>/, where the stable test suite replays it (tests/fuzz_corpus.rs).
#   scripts/fuzz.sh [SECONDS_PER_TARGET (default 60)] [TARGET...]
# Target `adversary` (not run by default) is no cargo-fuzz target: it runs the generator of
# race-free adversarial kernels (`kestrel-bench --hunt`, release build) for the time given,
# prints its statistics, and saves findings to fuzz/regressions/adversary/ (known/ for a
# pass listed as known-broken), which the stable test suite replays (tests/adversary.rs).
# The test suite runs its fixed seeds. Environment: FUZZ_ARGS (extra libFuzzer flags, e.g.
# -jobs=2), CARGO_TARGET_DIR (defaults to fuzz/target).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(pipeline_parser ir_o3)
status=0
if [[ " ${targets[*]} " == *" adversary "* ]]; then
    targets=("${targets[@]/adversary/}")
    read -ra targets <<<"${targets[*]}"
    echo "== adversary: ${seconds}s"
    cargo run --quiet --release -p kestrel-bench -- --hunt "$seconds" \
        --save fuzz/regressions/adversary ${ADVERSARY_ARGS:-} || status=1
    [ ${#targets[@]} -gt 0 ] || exit $status
fi
bash scripts/setup.sh --fuzz >/dev/null
toolchain=$(sed -n 's/^FUZZ_TOOLCHAIN=//p' scripts/setup.sh)
export MLIR_SYS_220_PREFIX=${MLIR_SYS_220_PREFIX:-/usr/lib/llvm-22}
export TABLEGEN_220_PREFIX=${TABLEGEN_220_PREFIX:-/usr/lib/llvm-22}

# MLIR and LLVM are linked statically and not instrumented, but AddressSanitizer intercepts
# their libc calls (a read past a parse buffer was found that way) and LeakSanitizer sees
# every allocation. Debug assertions on, so overflow and slice bugs are findings too.
for target in "${targets[@]}"; do
    mkdir -p "fuzz/corpus/$target" "fuzz/regressions/$target" "fuzz/artifacts/$target"
    work=$(mktemp -d)
    log="fuzz/artifacts/$target/last-run.log"  # libFuzzer may print NUL bytes: grep -a
    echo "== $target: ${seconds}s"
    cargo "+$toolchain" fuzz run --fuzz-dir fuzz --debug-assertions "$target" \
        "$work" "fuzz/corpus/$target" "fuzz/regressions/$target" -- \
        -max_total_time="$seconds" -max_len=65536 -timeout=30 -rss_limit_mb=4096 \
        -artifact_prefix="fuzz/artifacts/$target/" -print_final_stats=1 ${FUZZ_ARGS:-} \
        >"$log" 2>&1 || true
    grep -aE '^(stat::number_of_executed_units|stat::new_units_added|FINDING|SUMMARY)|Test unit written' "$log" \
        | sed "s/^/   /" || true
    if grep -aqE 'Test unit written|FINDING|deadly signal|ERROR: (Address|Leak)Sanitizer' "$log"; then
        echo "== $target: FOUND A PROBLEM (see $log and fuzz/artifacts/$target/)"
        status=1
    elif ! grep -aq '^stat::number_of_executed_units' "$log"; then
        echo "== $target: did not run (see $log)"
        tail -5 "$log"
        status=1
    fi
    rm -rf "$work"
done
exit $status
