#!/usr/bin/env bash
# Installs what Kestrel needs on a fresh Debian 12 machine, and nothing twice:
#   - LLVM/MLIR 22 from Debian's packages (melior links MLIR statically; lld links faster);
#   - ptxas from NVIDIA's PyPI wheel (nvidia-cuda-nvcc), which every emitted PTX must pass, and
#     nvdisasm (nvidia-cuda-nvdisasm), which the never-worse test reads SASS with;
#   - rustfmt and clippy for the checks in scripts/test.sh.
# Safe to run again: it only installs what is missing.
set -euo pipefail

# A /dev/null that is a regular file breaks cargo: rustc's `-` probe reads it as source. Old
# kestrel-opt builds renamed their output over `-o /dev/null`; put the device back if so.
if [ ! -c /dev/null ] && [ "$(id -u)" -eq 0 ]; then
  echo "setup: /dev/null is not a device; recreating it"
  rm -f /dev/null && mknod -m 666 /dev/null c 1 3
fi

packages=(llvm-22-dev libmlir-22-dev mlir-22-tools clang-22 lld-22 libpolly-22-dev
          libzstd-dev libz3-dev libxml2-dev python3 python3-pip)
missing=()
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "setup: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# The path of NVIDIA tool $1, a plain binary in its PyPI wheel: in the unified nvidia/cu13
# folder, or in the wheel's own folder $2.
find_nvidia_tool() {
  python3 - "$1" "$2" <<'PY'
import site, os, sys
name, wheel = sys.argv[1], sys.argv[2]
for d in site.getsitepackages() + [site.getusersitepackages()]:
    for rel in (f"nvidia/cu13/bin/{name}", f"nvidia/{wheel}/bin/{name}"):
        p = os.path.join(d, rel)
        if os.path.isfile(p):
            print(p); sys.exit(0)
sys.exit(1)
PY
}
# pip install, system-wide where allowed, else for the user.
pip_install() {
  python3 -m pip install --quiet --disable-pip-version-check "$@" 2>/dev/null \
    || python3 -m pip install --quiet --disable-pip-version-check --user --break-system-packages "$@"
}
# ptxas (nvidia-cuda-nvcc), which every emitted PTX must pass, and nvdisasm
# (nvidia-cuda-nvdisasm), which turns ptxas's output into the SASS the never-worse test counts.
if ! ptxas_path=$(find_nvidia_tool ptxas cuda_nvcc); then
  echo "setup: installing ptxas (pip: nvidia-cuda-nvcc 13.5)"
  pip_install "nvidia-cuda-nvcc==13.5.*"
  ptxas_path=$(find_nvidia_tool ptxas cuda_nvcc)
fi
"$ptxas_path" --version >/dev/null
if ! nvdisasm_path=$(find_nvidia_tool nvdisasm cuda_nvdisasm); then
  echo "setup: installing nvdisasm (pip: nvidia-cuda-nvdisasm 13.5)"
  pip_install "nvidia-cuda-nvdisasm==13.5.*"
  nvdisasm_path=$(find_nvidia_tool nvdisasm cuda_nvdisasm)
fi
"$nvdisasm_path" --version >/dev/null

# Optional, for tools/kestrel-bench only (the tests never need it): `bash scripts/setup.sh --bench`
# adds NVIDIA's compiler (nvcc, cicc) and the CUDA headers from PyPI, so the bench can
# compare with `nvcc -ptx` and compile CUDA sources with clang's --cuda-path.
want_bench=false want_fuzz=false want_triton=false
for flag in "$@"; do
  case "$flag" in
    --bench) want_bench=true ;;
    --fuzz) want_fuzz=true ;;
    --triton) want_triton=true ;;
    *) echo "setup: unknown option '$flag' (expected --bench, --fuzz or --triton)" >&2; exit 2 ;;
  esac
done
if $want_bench && ! python3 -c "import nvidia.cu13, os, sys; sys.exit(not os.path.isfile(os.path.join(nvidia.cu13.__path__[0], 'nvvm/bin/cicc')))" 2>/dev/null; then
  wheels=("nvidia-cuda-nvcc==13.5.*" "nvidia-nvvm==13.5.*" "nvidia-cuda-runtime==13.5.*" "nvidia-cuda-crt==13.5.*")
  echo "setup: installing the bench's NVIDIA wheels (${wheels[*]})"
  pip_install "${wheels[@]}"
fi
# cuda_fp16.h and cuda_bf16.h include CCCL's <nv/target>, which the toolkit wheels above leave
# out: without it neither clang nor nvcc compiles a kernel that uses __half or __nv_bfloat16.
# CCCL 3.5 is CUDA 13.5's (wheel 13.3.5.*); the vendored kernels' IR is the same with it.
if $want_bench && ! python3 -c "import nvidia.cu13, os, sys; sys.exit(not os.path.isfile(os.path.join(nvidia.cu13.__path__[0], 'include/nv/target')))" 2>/dev/null; then
  echo "setup: installing CUDA's C++ core library headers (pip: nvidia-cuda-cccl 13.3.5)"
  pip_install "nvidia-cuda-cccl==13.3.5.*"
fi
if ! command -v cargo >/dev/null 2>&1; then
  echo "setup: cargo not found; install Rust (https://rustup.rs) and run again" >&2
  exit 1
fi
if command -v rustup >/dev/null 2>&1; then
  rustup component list --installed 2>/dev/null | grep -q '^rustfmt' || rustup component add rustfmt
  rustup component list --installed 2>/dev/null | grep -q '^clippy' || rustup component add clippy
fi
# For scripts/fuzz.sh (and so scripts/test.sh): cargo-fuzz needs a nightly toolchain for its
# sanitizer flags. Pinned, so a new nightly cannot break the tests overnight.
FUZZ_TOOLCHAIN=nightly-2026-10-29
if $want_fuzz; then
  if ! command -v rustup >/dev/null 2>&1; then
    echo "setup: the fuzz targets need rustup (for $FUZZ_TOOLCHAIN); install Rust with https://rustup.rs" >&2
    exit 1
  fi
  rustup toolchain list | grep -q "^$FUZZ_TOOLCHAIN" \
    || rustup toolchain install "$FUZZ_TOOLCHAIN" --profile minimal
  cargo fuzz --version 2>/dev/null | grep -q '0\.13\.2' \
    || cargo install cargo-fuzz --locked --version 0.13.2
fi
# Optional, to regenerate third_party/triton only: `bash scripts/setup.sh --triton` puts
# triton 3.6.0 (3.9's IR has float syntax LLVM 22 cannot parse) in a venv of its own.
TRITON_VENV=${TRITON_VENV:-$HOME/.cache/kestrel-triton/venv}
if $want_triton; then
  [ -x "$TRITON_VENV/bin/python" ] || python3 -m venv "$TRITON_VENV"
  "$TRITON_VENV/bin/python" -c "import triton, sys; sys.exit(triton.__version__ != '3.6.0')" 2>/dev/null \
    || "$TRITON_VENV/bin/pip" install --quiet --disable-pip-version-check "triton==3.6.0"
  echo "setup: triton 3.6.0 in $TRITON_VENV (run $TRITON_VENV/bin/python scripts/triton-corpus.py)"
fi
echo "setup: ok (LLVM/MLIR 22 in /usr/lib/llvm-22, ptxas at $ptxas_path)"
