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
# As many tests at once as the machine has cores (HEIST_TEST_JOBS to choose): each run of the
# UI tests draws on an X server of its own (HEIST_OWN_DISPLAY=1, tests/support/own-display.sh),
# so that two never cover each other's window; the rest share the one below.
jobs="${HEIST_TEST_JOBS:-$(nproc)}"
[[ "$jobs" =~ ^[1-9][0-9]*$ ]] || { echo "test.sh: HEIST_TEST_JOBS must be a whole number from 1 (it is '$jobs')" >&2; exit 64; }
if [ -n "${DISPLAY:-}" ]; then
  HEIST_OWN_DISPLAY=1 ctest --output-on-failure -j "$jobs" "${selection[@]}"
else
  # -noreset: between two tests every window is closed, and an X server that resets when
  # its last client leaves can refuse the next test's connection (SFML then aborts).
  xvfb-run -a -s "-screen 0 1280x800x24 -noreset" env HEIST_OWN_DISPLAY=1 \
    ctest --output-on-failure -j "$jobs" "${selection[@]}"
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
