#!/usr/bin/env bash
# Sets up (scripts/setup.sh) and runs every check: formatting, clippy, the whole test suite,
# and each fuzz target for FUZZ_SECONDS (default 20) on its saved corpus (scripts/fuzz.sh).
# Ends with one summary line: "tests: N passed, M failed".
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cargo fmt --all --check
cargo clippy --workspace --all-targets --quiet -- -D warnings
log=$(mktemp)
status=0
cargo test --workspace 2>&1 | tee "$log" || status=$?
passed=$(grep -Eo '^test result: .* ([0-9]+) passed' "$log" | grep -Eo '[0-9]+ passed' | awk '{s+=$1} END {print s+0}')
failed=$(grep -Eo '^test result: .* ([0-9]+) failed' "$log" | grep -Eo '[0-9]+ failed' | awk '{s+=$1} END {print s+0}')
rm -f "$log"
# Each fuzz target briefly, on its saved corpus and past findings (one more check each).
for target in pipeline_parser ir_o3; do
  if bash scripts/fuzz.sh "${FUZZ_SECONDS:-20}" "$target"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    status=1
  fi
done
echo "tests: ${passed} passed, ${failed} failed"
exit "$status"
