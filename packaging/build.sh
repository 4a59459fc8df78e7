#!/usr/bin/env bash
# Configures and builds Heist Table into build/ (the binary is build/heist-table), saying
# what it does at each step. Arguments are build targets (default: everything, tests too).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bash "$root/packaging/install-deps.sh"
jobs="$(nproc)"
echo "Configuring: cmake into $root/build"
mkdir -p "$root/build"
werror=OFF; [ "${CI:-}" = true ] && werror=ON
if ! cmake -S "$root" -B "$root/build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHEIST_WERROR="$werror" >"$root/build/configure.log" 2>&1; then
  cat "$root/build/configure.log" >&2
  echo "heist-table: configuring failed (the full output is in build/configure.log)." >&2
  exit 1
fi
targets=()
for t in "$@"; do targets+=(--target "$t"); done
echo "Building with $jobs jobs (the first build takes a few minutes; later ones are quick)"
cmake --build "$root/build" -j "$jobs" "${targets[@]}"
echo "Built: $root/build/heist-table"
