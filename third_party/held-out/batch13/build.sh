#!/bin/bash
# usage: build.sh NAME...   (without .cu); compiles O1/O3 with clang-22 and PTX with nvcc
cd "$(dirname "$0")"
cuda=$(python3 -c 'import site; print(site.getsitepackages()[0])')/nvidia/cu13
[ -d "$cuda" ] || cuda=/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/nvidia/cu13
stub=$(mktemp -d); : > $stub/curand_mtgp32_kernel.h
mkdir -p O1 O3 nvcc
for n in "$@"; do
  ok=1
  for opt in O1 O3; do
    clang-22 -x cuda --cuda-device-only -$opt -S -emit-llvm --cuda-gpu-arch=sm_80 -Wno-unknown-cuda-version -I $stub --cuda-path=$cuda src/$n.cu -o $opt/$n.cu.ll 2> /tmp/b13-log.$n.$opt || { ok=0; head -30 /tmp/b13-log.$n.$opt; }
  done
  $cuda/bin/nvcc -arch=sm_80 -ptx src/$n.cu -o nvcc/$n.ptx 2> /tmp/b13-log.$n.nvcc || { ok=0; echo "NVCC FAIL $n"; head -20 /tmp/b13-log.$n.nvcc; }
  grep -h warning /tmp/b13-log.$n.* | head -5
  echo "$n: ok=$ok"
done
rm -rf $stub
