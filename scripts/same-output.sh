#!/usr/bin/env bash
# Refactor check: runs two kestrel-opt binaries over every vendored corpus kernel and every
# file test input, with -O3 and with each pass alone (plus the non-default settings that
# reach otherwise-dormant paths), and lists each run whose printed MLIR differs.
#   scripts/same-output.sh OLD_KESTREL_OPT NEW_KESTREL_OPT
# Exit 0 when every output is byte-identical.
set -euo pipefail
cd "$(dirname "$0")/.."
old=$(realpath "$1") new=$(realpath "$2")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
configs=(
  "-O3"
  "--passes=addr-canon"
  "--passes=early-cse"
  "--passes=early-cse{memssa=true}"
  "--passes=common-base-elim"
  "--passes=base-addr-strength-reduce"
  "--passes=dead-sync-elim"
  "--passes=codegenprepare"
  "--passes=codegenprepare --addr-sink-new-phis=true"
  "--passes=scev-cgp --do-scev-cgp=true --nv-disable-scev-cgp=false"
  "--passes=memory-space-opt"
  "--passes=memory-space-opt --memory-space-opt-max-clones=1"
)
jobs=$work/jobs
: >"$jobs"
for input in $(find third_party/corpus third_party/kernels -name '*.ll' | sort) $(find test -name '*.mlir' | sort); do
  split=""
  [[ $input == test/* ]] && split="--split-input-file"
  for config in "${configs[@]}"; do
    printf '%s\t%s\t%s\n' "$input" "$config $split" "$work/$(echo "$input $config" | md5sum | cut -c1-16)" >>"$jobs"
  done
done
run_one() {
  IFS=$'\t' read -r input config out <<<"$1"
  # shellcheck disable=SC2086
  "$old" "$input" $config >"$out.old" 2>/dev/null || echo "exit $?" >>"$out.old"
  # shellcheck disable=SC2086
  "$new" "$input" $config >"$out.new" 2>/dev/null || echo "exit $?" >>"$out.new"
  cmp -s "$out.old" "$out.new" || echo "DIFFERS: $input $config"
}
export -f run_one
export old new
differs=$(xargs -d '\n' -P "$(nproc)" -I{} bash -c 'run_one "$@"' _ {} <"$jobs")
total=$(wc -l <"$jobs")
if [[ -n $differs ]]; then
  echo "$differs"
  echo "same-output: $(echo "$differs" | wc -l) of $total runs differ"
  exit 1
fi
echo "same-output: all $total runs identical"
