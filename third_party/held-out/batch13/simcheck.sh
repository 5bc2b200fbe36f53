#!/bin/bash
# usage: simcheck.sh MODE [PATTERN]   runs kestrel-sim on every launches.txt line matching PATTERN
#   MODE O3:  diff O3/F O3/F      O1: diff O1/F O3/F
#   MODE run: run O3/F (three schedules, race detection, poison / schedule-dependence checks)
#   MODE run1: run O1/F
cd "$(dirname "$0")"
sim=${KESTREL_SIM:-../../../target/release/kestrel-sim}
mode=${1:-O3}
grep -v '^#' launches.txt | grep -e "${2:-.}" | while read -r file kernel rest; do
  [ -z "$file" ] && continue
  case $mode in
    O1) out=$(timeout 300 $sim diff O1/$file O3/$file --kernel $kernel $rest 2>&1) ;;
    run) out=$(timeout 300 $sim run O3/$file --kernel $kernel $rest 2>&1) ;;
    run1) out=$(timeout 300 $sim run O1/$file --kernel $kernel $rest 2>&1) ;;
    *) out=$(timeout 300 $sim diff O3/$file O3/$file --kernel $kernel $rest 2>&1) ;;
  esac
  if [ "${mode#run}" != "$mode" ]; then
    echo "== $mode $file $kernel: $(echo "$out" | sed -n '2,$p' | tr '\n' ' ' | tr -s ' ' | cut -c1-600)"
  else
    echo "== $mode $file $kernel: $(echo "$out" | tail -3 | tr '\n' ' ' | cut -c1-400)"
  fi
done
