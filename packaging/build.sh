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
# -O2 with line tables (-g1) rather than full debug information: a backtrace still names file and
# line, and the build takes a fifth less (ui/games/secret_night/SecretNightTable.cpp, g++ 12:
# 14.4 CPU s against 18.8). A unity build (HEIST_UNITY_BUILD): docs/ci-time.md.
if ! cmake -S "$root" -B "$root/build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" \
     -DHEIST_UNITY_BUILD=ON -DHEIST_WERROR="$werror" >"$root/build/configure.log" 2>&1; then
  cat "$root/build/configure.log" >&2
  echo "heist-table: configuring failed (the full output is in build/configure.log)." >&2
  exit 1
fi
targets=()
for t in "$@"; do targets+=(--target "$t"); done
echo "Building with $jobs jobs (the first build takes a few minutes; later ones are quick)"
cmake --build "$root/build" -j "$jobs" "${targets[@]}"
echo "Built: $root/build/heist-table"
