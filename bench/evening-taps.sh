#!/usr/bin/env bash
# Counts the taps of the evening on the real binary under a virtual 1280x800 screen, driven
# by xdotool (README, "Tap counts"): from a finished Suspicion's results, Play again to the
# deal's first step, and Another game to the next game's deal with the same group. Each step
# waits, as a table does, and is checked by a screenshot and by what the file holds
# (`heist-table --list`). Needs a built tree (build/), xvfb, xdotool and imagemagick.
# Usage: bench/evening-taps.sh [OUT_DIR]   (screenshots go there; default /tmp/evening-taps)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-/tmp/evening-taps}"
mkdir -p "$out"
bin="$root/build/heist-table"
fix="$root/build/bench/bench_fixtures"
[ -x "$bin" ] && [ -x "$fix" ] || { echo "evening-taps: build first (cmake --build build)" >&2; exit 2; }
db="$out/taps.db"
rm -f "$db" "$db-wal" "$db-shm"
id=$("$fix" suspicion-finished "$db" Ann Bob Cy)
display=":$((90 + RANDOM % 100))"
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill "$app" 2>/dev/null || true; kill "$xvfb" 2>/dev/null || true' EXIT
sleep 2
export DISPLAY="$display" HEIST_AUDIO=off
taps=0
tap() { # x y name
  xdotool mousemove "$1" "$2" click 1
  taps=$((taps + 1))
  sleep 3
  import -window root "$out/$3.png"
}
players() { "$bin" --db "$db" --list | sed -n "$1p"; }

# Play again: open the finished game's results, leave the tablet still, then one tap.
"$bin" --db "$db" --resume "$id" >/dev/null 2>&1 &
app=$!
sleep 10
import -window root "$out/0-results.png"
taps=0
tap 1140 716 1-play-again
echo "Play again: $taps tap(s) from the results"
"$bin" --db "$db" --list 2>/dev/null || true
kill "$app"; wait "$app" 2>/dev/null || true

# Another game: the results again, Another game, the box, the deal.
"$bin" --db "$db" --resume "$id" >/dev/null 2>&1 &
app=$!
sleep 10
taps=0
tap 940 716 2-another-game
tap 640 595 3-box                 # One Night Only (2-4 players), the fourth box
tap 953 716 4-deal
echo "Another game: $taps taps from the results to the deal"
"$bin" --db "$db" --list 2>/dev/null || true
kill "$app"; wait "$app" 2>/dev/null || true

# A group played with recently: New game, the box, the group (the first card, under
# "+ Type a name"), Deal.
"$bin" --db "$db" >/dev/null 2>&1 &
app=$!
sleep 10
import -window root "$out/5-home.png"
taps=0
tap 937 377 6-new-game
tap 640 370 7-suspicion
tap 300 372 8-group
tap 953 716 9-deal
echo "A recent group: $taps taps from Home to the deal"
"$bin" --db "$db" --list 2>/dev/null | head -1 || true
# The tablet dies in the middle of that game: Home after a restart shows tonight as the file has it.
kill -9 "$app"; wait "$app" 2>/dev/null || true
"$bin" --db "$db" >/dev/null 2>&1 &
app=$!
sleep 10
import -window root "$out/10-home-after-kill.png"
echo "Home after kill -9: $out/10-home-after-kill.png"
kill "$app"; wait "$app" 2>/dev/null || true
