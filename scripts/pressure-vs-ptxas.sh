#!/usr/bin/env bash
# Compares the liveness analysis's register-pressure estimate (analysis::liveness) with the
# registers ptxas allocates, per -O3 corpus kernel: llc-22 -O3 -> ptxas -v (sm_80). Prints
# one line per kernel (estimate, ptxas, file, kernel) and the rank correlation.
#   scripts/pressure-vs-ptxas.sh
set -euo pipefail
cd "$(dirname "$0")/.."
ptxas=${PTXAS:-$(python3 -c 'import nvidia, os; print(os.path.join(list(nvidia.__path__)[0], "cu13/bin/ptxas"))')}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cargo test -q -p kestrel-rewrites --test main print_register_pressure -- --ignored --nocapture \
  | grep '^pressure' >"$work/estimate.tsv"
for f in $(find third_party/corpus third_party/kernels -path '*O3*' -name '*.ll' | sort); do
  b=$(basename "$f")
  # A file without kernels (or that llc cannot compile) has nothing to compare.
  llc-22 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -O3 "$f" -o "$work/$b.ptx" 2>/dev/null || continue
  "$ptxas" -arch=sm_80 -v "$work/$b.ptx" -o /dev/null 2>&1 | awk -v file="$b" '
    /Compiling entry function/ { gsub(/[\047`]/, ""); match($0, /function [^ ]+/); fn = substr($0, RSTART + 9, RLENGTH - 9) }
    /Used [0-9]+ registers/ { match($0, /Used [0-9]+ registers/); print "ptxas\t" file "\t@" fn "\t" substr($0, RSTART + 5, RLENGTH - 15) }' || true
done >"$work/ptxas.tsv"
python3 - "$work/estimate.tsv" "$work/ptxas.tsv" <<'PY'
import sys
estimate = {}
for line in open(sys.argv[1]):
    _, f, fn, r, _ = line.rstrip("\n").split("\t")
    estimate[(f, fn)] = int(r)
rows = []
for line in open(sys.argv[2]):
    _, f, fn, r = line.rstrip("\n").split("\t")
    if (f, fn) in estimate:
        rows.append((estimate[(f, fn)], int(r), f, fn))
for e, p, f, fn in rows:
    print(f"{e}\t{p}\t{f}\t{fn}")
def ranks(v):
    order = sorted(range(len(v)), key=lambda i: v[i])
    r = [0.0] * len(v)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and v[order[j + 1]] == v[order[i]]:
            j += 1
        for k in range(i, j + 1):
            r[order[k]] = (i + j) / 2
        i = j + 1
    return r
x, y = ranks([r[0] for r in rows]), ranks([r[1] for r in rows])
n = len(rows)
mx, my = sum(x) / n, sum(y) / n
cov = sum((a - mx) * (b - my) for a, b in zip(x, y))
var = (sum((a - mx) ** 2 for a in x) * sum((b - my) ** 2 for b in y)) ** 0.5
print(f"{n} kernels: estimate {sum(r[0] for r in rows)}, ptxas {sum(r[1] for r in rows)} registers; Spearman {cov / var:.3f}")
PY
