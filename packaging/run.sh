#!/usr/bin/env bash
# Builds Heist Table if needed and opens it. Arguments go to the app (see --help).
# Every step says what it does: the packages it installs, the build's progress, then the window.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
echo "Heist Table: checking packages, building, then opening the window."
bash "$root/packaging/build.sh" heist-table
windowed=1
for a in "$@"; do
  case "$a" in --help|-h|--version|--list|--export|--script|--screenshot) windowed=0 ;; esac
done
if [ "$windowed" -eq 1 ] && [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  echo "heist-table: no display to open a window on (DISPLAY is not set)." >&2
  echo "Run this from a desktop session, or try: xvfb-run -a bash packaging/run.sh" >&2
  exit 1
fi
echo "Opening Heist Table."
exec "$root/build/heist-table" "$@"
