#!/usr/bin/env bash
# A compiler and linker launcher for bench/ci-time.sh: runs the command it is given and
# appends one line to $HEIST_COMPILE_TIMES: the output file, wall seconds, CPU seconds and the
# folder it ran in (which build tree it belongs to).
set -u
out="?"
prev=""
for a in "$@"; do
  [ "$prev" = "-o" ] && out="$a"
  prev="$a"
done
start=$(date +%s.%N)
"$@"
rc=$?
# children's CPU time (user + system of waited-for children), in clock ticks
read -r cu cs < <(awk '{print $16, $17}' /proc/$$/stat)
end=$(date +%s.%N)
tick=$(getconf CLK_TCK)
printf '%s\t%.2f\t%.2f\t%s\n' "$out" "$(echo "$end - $start" | bc)" "$(echo "($cu + $cs) / $tick" | bc -l)" "$PWD" \
  >> "${HEIST_COMPILE_TIMES:-/dev/null}"
exit $rc
