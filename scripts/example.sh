#!/usr/bin/env bash
# Sets up, builds kestrel-opt, and runs the main job on a bundled real kernel: a CUDA sample
# (binomial option pricing: a shared-memory reduction with barriers) through -O3 to PTX, showing the pipeline, what each
# pass changed, and ptxas's verdict and register use.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cargo build --release --quiet -p kestrel-opt
kernel=${1:-third_party/corpus/cuda-samples/O3/5_Domain_Specific__binomialOptions_nvrtc__binomialOptions_kernel.cu.ll}
mkdir -p out
name=$(basename "$kernel" .ll)
echo "== kestrel-opt -O3 $kernel"
target/release/kestrel-opt "$kernel" -O3 --dump-pass-pipeline --stats --timing \
  --mlir-print-ir-after-change -o "out/$name.mlir"
target/release/kestrel-opt "$kernel" -O3 --emit=ptx -o "out/$name.ptx"
echo "== wrote out/$name.mlir and out/$name.ptx ($(grep -c '^\s' "out/$name.ptx") PTX lines)"
ptxas=$(python3 -c 'import site,os
for d in site.getsitepackages()+[site.getusersitepackages()]:
    for r in ("nvidia/cu13/bin/ptxas","nvidia/cuda_nvcc/bin/ptxas"):
        p=os.path.join(d,r)
        if os.path.isfile(p): print(p); raise SystemExit')
relocatable=()
grep -q '.extern .func' "out/$name.ptx" && relocatable=(-c)
echo "== ptxas -arch=sm_80 -v"
"$ptxas" -arch=sm_80 -v "${relocatable[@]}" "out/$name.ptx" -o "out/$name.cubin" 2>&1 | sed 's/^/   /'
echo "== ptxas accepted the PTX"
