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
  xvfb-run -a -s "-screen 0 1280x800x24" ctest --output-on-failure "$@"
fi
