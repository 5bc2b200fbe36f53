#!/usr/bin/env bash
# Sets up, builds, and runs the main job on a bundled real kernel: PolyBench's covariance
# (three kernels; the covariance loop nest is where the address passes matter) through -O3,
# then says in one screen what it bought: the pipeline, what each pass changed, the SASS ptxas
# makes of Kestrel's PTX against llc's on the same input, ptxas's verdict and compile time.
# `bash scripts/example.sh FILE.ll|FILE.cu` reports on your own kernel.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh >/dev/null
cargo build --release --quiet -p kestrel-opt -p kestrel-bench
kernel=${1:-third_party/corpus/polybench-acc/O3/datamining__covariance__covariance.cu.ll}
mkdir -p out
name=$(basename "$kernel")
name=${name%.*}
target/release/kestrel-bench --report "$kernel"
if [[ $kernel == *.ll ]]; then
  # With a ptxas, -O3 chooses LSR and settles its late half by what ptxas makes of them, as
  # the report above measured, instead of by estimate (kestrel-opt's fallback when none is on
  # PATH). Looked for as kestrel-bench does: $KESTREL_PTXAS, PATH, then setup.sh's wheel.
  measure=()
  wheel=$(python3 -c 'import site; print(site.getsitepackages()[0])')/nvidia/cu13/bin/ptxas
  if [ -n "${KESTREL_PTXAS:-}" ]; then
    measure=(--ptxas="$KESTREL_PTXAS")
  elif ! command -v ptxas >/dev/null && [ -x "$wheel" ]; then
    measure=(--ptxas="$wheel")
  fi
  target/release/kestrel-opt "$kernel" -O3 --emit=ptx "${measure[@]}" -o "out/$name.ptx"
  echo "wrote out/$name.ptx; all IR after each pass: target/release/kestrel-opt $kernel -O3 --mlir-print-ir-after-change"
fi
