#!/usr/bin/env bash
# Runs a test that draws (its command line is the arguments) on an X server of its own when
# HEIST_OWN_DISPLAY=1 or when there is no display at all, so that `ctest -j` can run two drawing
# tests at once: on one shared server the window of one test would cover another's (the Expose
# test reads the screen back). With a display and without HEIST_OWN_DISPLAY=1 the test runs on
# it, as before. The server is Xvfb at 1280x800x24 (what packaging/test.sh gave the whole run),
# on a display number that Xvfb itself picks free (-displayfd: no race between two tests
# starting together), and it stops with the test. The test's exit status is this script's; 2
# when no X server could be started.
set -uo pipefail
if [ -n "${DISPLAY:-}" ] && [ "${HEIST_OWN_DISPLAY:-0}" != 1 ]; then
  exec "$@"
fi
command -v Xvfb >/dev/null || { echo "own-display: Xvfb is missing (Debian's xvfb: bash packaging/install-deps.sh)" >&2; exit 2; }
tmp="$(mktemp -d)"
xpid=""
cleanup() {
  [ -n "$xpid" ] && kill "$xpid" 2>/dev/null && wait "$xpid" 2>/dev/null
  rm -rf "$tmp"
}
trap cleanup EXIT
mkfifo "$tmp/number"
# -noreset: the server keeps going when the test's last window closes and the next one opens.
Xvfb -displayfd 3 -screen 0 1280x800x24 -noreset -nolisten tcp 3>"$tmp/number" 2>"$tmp/xvfb.log" &
xpid=$!
number=""
read -r -t 30 number <"$tmp/number" || true
if ! [[ "$number" =~ ^[0-9]+$ ]]; then
  echo "own-display: Xvfb did not start:" >&2
  cat "$tmp/xvfb.log" >&2
  exit 2
fi
DISPLAY=":$number" "$@"
status=$?
exit $status
