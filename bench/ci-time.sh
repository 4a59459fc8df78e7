#!/usr/bin/env bash
# Where CI's time goes: runs .ci/run on a clean clone of HEAD (as CI does, with ../shared
# beside it) and prints a breakdown: each phase's wall time, the compile CPU time of each
# target in both builds, and each ctest test's time. Needs the packages installed already
# (the first phase installs what is missing). Takes as long as CI (30-40 min on 2 cores).
# Usage: bench/ci-time.sh [OUT_DIR]   (default /tmp/heist-ci-time; the clone goes inside)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-/tmp/heist-ci-time}"
rm -rf "$out"
mkdir -p "$out"
git clone -q --no-local "$root" "$out/work/main"
[ -d "$root/../shared" ] && ln -s "$(cd "$root/../shared" && pwd)" "$out/work/shared"
clone="$out/work/main"
export HEIST_COMPILE_TIMES="$out/compile-times.tsv"
export CMAKE_CXX_COMPILER_LAUNCHER="$clone/bench/compile-timer.sh"
export CI=true
start=$(date +%s)
# Every line of CI's output with the seconds since the start in front.
set +e
(cd "$clone" && bash .ci/run < /dev/null 2>&1) | while IFS= read -r line; do
  printf '%5d %s\n' "$(( $(date +%s) - start ))" "$line"
done > "$out/ci.log"
rc=${PIPESTATUS[0]}
set -e
total=$(( $(date +%s) - start ))

{
  echo "# CI time breakdown ($(git -C "$root" rev-parse --short HEAD), $(date -u +%F), $(nproc) cores)"
  echo
  echo ".ci/run exit status $rc; wall time ${total} s ($(( total / 60 )) min $(( total % 60 )) s)."
  echo
  echo "## Phases (seconds since the start when each began)"
  grep -E "^ *[0-9]+ (Packages:|Configuring|Building with|Built:|Test project|Sanitizers:|Package test|package test|lintian|Total Test time)" "$out/ci.log" | head -40
  echo
  echo "## Compile CPU seconds per target (both builds summed; objects under CMakeFiles/<target>.dir)"
  awk -F'\t' '{
      split($1, a, "CMakeFiles/"); t = a[2]; sub(/\.dir\/.*/, "", t); if (t == "") t = "(other)";
      b = ($4 ~ /build-sanitize/) ? "sanitize" : "normal";
      cpu[b "\t" t] += $3; n[b "\t" t]++; all[b] += $3 }
    END { for (k in cpu) printf "%s\t%d objects\t%.0f s\n", k, n[k], cpu[k];
          for (b in all) printf "%s\tTOTAL\t\t%.0f s\n", b, all[b] }' "$HEIST_COMPILE_TIMES" | sort
  echo
  echo "## The ten slowest objects (CPU seconds)"
  sort -t$'\t' -k3 -rn "$HEIST_COMPILE_TIMES" | head -10 | awk -F'\t' '{printf "%.0f s\t%s\n", $3, $1}' | sed "s#$out/work/main/##"
  echo
  echo "## Tests (ctest's own seconds)"
  grep -E "Test +#[0-9]+: " "$out/ci.log" | sed -E 's/^ *[0-9]+ +//' | awk '{print}' | head -60
} | tee "$out/breakdown.md"
exit "$rc"
