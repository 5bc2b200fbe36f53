#!/usr/bin/env bash
# Sets up the bench's extra tools (scripts/setup.sh --bench: NVIDIA's nvcc/cicc, CUDA 13
# headers and libdevice from PyPI) and runs kestrel-bench over the bundled kernels, writing
# bench.md/bench.json/bench.svg per suite under $BENCH_OUT (default bench-out/):
#   ir-cuda-samples, ir-polybench  the vendored NVVM IR (-O3): llc vs kestrel-opt -O3 + llc;
#   polybench                      the vendored PolyBench-ACC sources, compiled by clang-22 with
#                                  CUDA 13's headers (math inlined on both sides), plus nvcc -ptx;
#   kernels                        our own kernels (third_party/kernels/src, issue #38) from source,
#                                  with nvcc and a column per pass alone (--each-pass);
#   cuda-samples                   the cuda-samples sources, where ../shared/corpus/src has them
#                                  (not vendored); sources that need host libraries are skipped;
#   scaling.md                     -O3 time on synthetic kernels of 1k..$SCALING_MAX_OPS ops.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --bench
cargo build --release --quiet -p kestrel-bench
bench=target/release/kestrel-bench
out=${BENCH_OUT:-bench-out}
polybench=third_party/corpus/polybench-acc/src

"$bench" third_party/corpus/cuda-samples/O3 --out "$out/ir-cuda-samples"
"$bench" third_party/corpus/polybench-acc/O3 --out "$out/ir-polybench"
# PolyBench's host code calls cudaThreadSynchronize, which CUDA 13 removed; nvcc parses host
# code even for -ptx.
"$bench" "$polybench/CUDA" --recursive -I "$polybench/common" \
  -D cudaThreadSynchronize=cudaDeviceSynchronize --out "$out/polybench"
"$bench" third_party/kernels/src --each-pass --out "$out/kernels"
samples=../shared/corpus/src/NVIDIA+cuda-samples
if [ -d "$samples/Samples" ]; then
  "$bench" "$samples/Samples" --recursive -I "$samples/Common" --out "$out/cuda-samples"
fi
"$bench" --scaling --max-ops "${SCALING_MAX_OPS:-1000000}" | tee "$out/scaling.md"
