#!/bin/bash
# Regenerates the vendored NVVM IR of our own kernels: O3/NAME.cu.ll and O1/NAME.cu.ll from
# src/NAME.cu, with clang-22 exactly as kestrel-bench compiles a `.cu` source (device side
# only, sm_80, CUDA 13's headers and libdevice from the PyPI wheels as --cuda-path, so math
# calls are inlined libdevice code, not __nv_* externs).
# usage: compile.sh [SRC.cu ...]     (default: every src/*.cu)
# The CUDA install is $KESTREL_CUDA_PATH, else site-packages' nvidia/cu13 (scripts/setup.sh --bench).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
cuda=${KESTREL_CUDA_PATH:-$(python3 -c 'import site; print(site.getsitepackages()[0])')/nvidia/cu13}
[ -f "$cuda/include/cuda.h" ] || { echo "error: no CUDA headers in $cuda (scripts/setup.sh --bench)" >&2; exit 1; }
# The wheels lack curand's MTGP header that clang's CUDA wrapper includes; an empty stand-in
# is enough for device code (kestrel-bench does the same).
stub=$(mktemp -d); trap 'rm -rf "$stub"' EXIT
: > "$stub/curand_mtgp32_kernel.h"
cd "$here"
[ $# -gt 0 ] || set -- src/*.cu
mkdir -p O1 O3
for src in "$@"; do
  name=$(basename "$src")
  for opt in O1 O3; do
    # Relative source path: the file name recorded in the IR does not depend on the checkout.
    clang-22 -x cuda --cuda-device-only "-$opt" -S -emit-llvm --cuda-gpu-arch=sm_80 \
      -Wno-unknown-cuda-version -I "$stub" --cuda-path="$cuda" "src/$name" -o "$opt/$name.ll"
  done
done
