#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test with ctest. The UI tests draw real
# frames, so without a display they run under a virtual one (Xvfb).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bash "$root/packaging/build.sh"
cd "$root/build"
# Every test runs, the UI suite in other languages too (label "languages": German, the
# pseudo-language, the secrecy sweep and the real sizes in Spanish and French), unless the
# arguments choose (ctest's own, e.g. -LE languages).
selection=("$@")
if [ -n "${DISPLAY:-}" ]; then
  ctest --output-on-failure "${selection[@]}"
else
  # -noreset: between two tests every window is closed, and an X server that resets when
  # its last client leaves can refuse the next test's connection (SFML then aborts).
  xvfb-run -a -s "-screen 0 1280x800x24 -noreset" ctest --output-on-failure "${selection[@]}"
fi

# The Debian package: built, installed with apt-get, run from /usr, removed, and checked with
# lintian (packaging/test-deb.sh). It installs into the system, so it needs root or sudo; a
# run limited to some tests (arguments for ctest) leaves it out.
if [ $# -gt 0 ]; then
  :
elif [ "$(id -u)" -eq 0 ] || sudo -n true 2>/dev/null; then
  bash "$root/packaging/test-deb.sh" "$root/build"
else
  echo "package test: skipped (installing a .deb needs root or sudo; run packaging/test-deb.sh as root)"
fi
