#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (build-fuzz/) and runs each for a given number of
# CPU seconds (default 1800: 30 CPU-minutes), two at a time, starting from the seeds in
# fuzz/corpus/, the inputs of past bugs in fuzz/regressions/ and what earlier runs found
# (kept in build-fuzz/corpus/, not in the repository: the session-file corpus alone grows
# to tens of megabytes). One line per target goes to build-fuzz/fuzz-result-TARGET.tsv
# (all printed at the end):
#   target  cpu_seconds  runs  coverage  corpus  outcome
# Usage: fuzz/run.sh [CPU_SECONDS] [TARGET...]   (targets: gamedata commandline script sessionfile storedlog phonemessage)
# A unit that runs 30 s (wall time; every input takes well under a second) counts as a hang.
# Exit status: 0 when no target crashed, hung or leaked; 1 otherwise (the input is kept
# in build-fuzz/artifacts/).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cpu="${1:-1800}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(gamedata commandline script sessionfile storedlog phonemessage)
jobs="${FUZZ_JOBS:-2}"
build="$root/build-fuzz"
mkdir -p "$build"
# clang and its libFuzzer runtime, with the packages every build needs.
bash "$root/packaging/install-deps.sh" clang libclang-rt-14-dev

CC=clang CXX=clang++ cmake -S "$root" -B "$build" -DHEIST_FUZZ=ON -DHEIST_BUILD_UI=OFF \
  -DHEIST_BUILD_TESTS=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo > "$build/configure.log" 2>&1 || { cat "$build/configure.log"; exit 1; }
cmake --build "$build" -j"$(nproc)" > "$build/build.log"
mkdir -p "$build/artifacts"

# One target: runs until its process has used $cpu CPU seconds, then stops it with SIGINT
# (libFuzzer prints its final figures and exits 0 on that).
run_one() {
  local t="$1" work="$build/corpus/$1" log="$build/fuzz-$1.log"
  mkdir -p "$work"
  local max_len=65536
  [ "$t" = commandline ] && max_len=4096
  [ "$t" = phonemessage ] && max_len=16384
  [ "$t" = script ] && max_len=16384
  "$build/fuzz/fuzz_$t" -timeout=30 -rss_limit_mb=2048 -max_len=$max_len -print_final_stats=1 \
    -artifact_prefix="$build/artifacts/$t-" "$work" "$root/fuzz/corpus/$t" "$root/fuzz/regressions/$t" \
    > "$log" 2>&1 &
  local pid=$!
  local used=0
  while kill -0 "$pid" 2>/dev/null; do
    sleep 5
    read -r ut st < <(awk '{print $14, $15}' "/proc/$pid/stat" 2>/dev/null || echo "0 0")
    used=$(( (ut + st) / $(getconf CLK_TCK) ))
    if [ "$used" -ge "$cpu" ]; then kill -INT "$pid" 2>/dev/null || true; break; fi
  done
  local rc=0
  wait "$pid" || rc=$?
  local outcome=clean
  if grep -qE "ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer)|runtime error:" "$log"; then outcome="FOUND (see $log)"; fi
  # 72: libFuzzer stopped by SIGINT, as asked
  [ "$rc" -eq 0 ] || [ "$rc" -eq 72 ] || [ "$outcome" != clean ] || outcome="exit $rc"
  local runs cov
  runs=$(grep -oE "stat::number_of_executed_units: [0-9]+" "$log" | awk '{print $2}' | tail -1)
  cov=$(grep -oE "cov: [0-9]+" "$log" | tail -1 | awk '{print $2}')
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$t" "$used" "${runs:-?}" "${cov:-?}" \
    "$(ls "$work" | wc -l)" "$outcome" > "$build/fuzz-result-$t.tsv"
  [ "$outcome" = clean ]
}

status=0
pids=()
for t in "${targets[@]}"; do
  run_one "$t" & pids+=($!)
  if [ ${#pids[@]} -ge "$jobs" ]; then wait "${pids[0]}" || status=1; pids=("${pids[@]:1}"); fi
done
for p in "${pids[@]}"; do wait "$p" || status=1; done
printf 'target\tcpu_s\truns\tcoverage\tcorpus\toutcome\n'
for t in "${targets[@]}"; do cat "$build/fuzz-result-$t.tsv" 2>/dev/null || echo "$t: no result"; done
exit $status
