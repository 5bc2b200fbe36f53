#!/usr/bin/env bash
# Runs Kestrel's kernels on this machine's GPU, in one command (issue #39): installs what is
# missing (scripts/setup.sh --bench: LLVM/MLIR 22, nvcc from PyPI), builds kestrel-bench, and
# runs `kestrel-bench --device` over the vendored corpus: Kestrel's own kernels' sources, the
# cuda-samples NVVM IR (-O3) and the PolyBench-ACC sources (the sources also get nvcc's PTX). Per kernel and version (llc, Kestrel
# -O0 and -O3, nvcc): time on the GPU and outputs compared with llc's and with kestrel-sim's.
# Prints the table and writes device.md, device.json, results.txt and the bundle to OUT.
# usage: scripts/device.sh [OUT]   (default device-out)
# Needs an NVIDIA driver for CUDA 12 or later and Rust (setup.sh says where to get it). A GPU
# machine without MLIR or a network: see README, "Running on a GPU".
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-device-out}
bash scripts/setup.sh --bench
cargo build --quiet -p kestrel-bench
polybench=third_party/corpus/polybench-acc
# PolyBench's host code calls cudaThreadSynchronize, which CUDA 13 removed; nvcc parses host
# code even for -ptx.
target/debug/kestrel-bench --device \
  third_party/kernels/src third_party/corpus/cuda-samples/O3 "$polybench/src/CUDA" --recursive \
  -I "$polybench/src/common" -D cudaThreadSynchronize=cudaDeviceSynchronize --out "$out"
