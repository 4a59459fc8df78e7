#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test with ctest. The UI tests draw real
# frames, so without a display they run under a virtual one (Xvfb).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bash "$root/packaging/build.sh"
cd "$root/build"
if [ -n "${DISPLAY:-}" ]; then
  ctest --output-on-failure "$@"
else
  # -noreset: between two tests every window is closed, and an X server that resets when
  # its last client leaves can refuse the next test's connection (SFML then aborts).
  xvfb-run -a -s "-screen 0 1280x800x24 -noreset" ctest --output-on-failure "$@"
fi
