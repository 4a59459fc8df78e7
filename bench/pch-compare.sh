#!/usr/bin/env bash
# Precompiled headers on and off: configures two build trees of this checkout, one with
# -DHEIST_PCH=OFF and one with ON (same flags otherwise; EXTRA_CMAKE_ARGS adds more, e.g.
# -DHEIST_SANITIZE=ON), builds the given targets in each from nothing, and prints the CPU
# seconds the compiler spent (bench/compile-timer.sh records each compile; links are not counted), with
# the ratio. CPU seconds, not wall time: the figure holds on a shared, busy machine.
# Usage: bench/pch-compare.sh OUT_DIR TARGET...
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$1"; shift
[ $# -gt 0 ] || { echo "usage: bench/pch-compare.sh OUT_DIR TARGET..." >&2; exit 2; }
targets=(); for t in "$@"; do targets+=(--target "$t"); done
mkdir -p "$out"
for pch in OFF ON; do
  b="$out/pch-$pch"
  rm -rf "$b" "$b.times.tsv"
  cmake -S "$root" -B "$b" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHEIST_PCH=$pch \
    -DCMAKE_CXX_COMPILER_LAUNCHER="$root/bench/compile-timer.sh" ${EXTRA_CMAKE_ARGS:-} > "$b.configure.log"
  HEIST_COMPILE_TIMES="$b.times.tsv" cmake --build "$b" -j "$(nproc)" "${targets[@]}" > "$b.build.log"
done
awk -F'\t' 'FNR == 1 { f++ } { cpu[f] += $3; n[f]++ }
  END { printf "PCH off: %d commands, %.0f CPU s\nPCH on:  %d commands, %.0f CPU s (%.2f of off)\n",
        n[1], cpu[1], n[2], cpu[2], cpu[2] / cpu[1] }' "$out/pch-OFF.times.tsv" "$out/pch-ON.times.tsv"
