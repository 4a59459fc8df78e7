#!/usr/bin/env bash
# Tap to photon, from outside the app: on the real binary in a virtual 1280x800 screen, a tap
# is injected into the X server and the screen is read back until its pixels change
# (build/bench/bench_tap_latency). Each kind of tap is repeated TAPS times in one process of
# the app, and the baseline, a bare SFML window that repaints on a click
# (bench_bare_window --stay), is measured in the same run before and after the app's taps.
# Before each tap the window must have stood still for half a second (an animation still
# running is not the tap's answer). The targets are found by their ids in the file the app
# writes with HEIST_REGIONS_FILE (ui/RegionsFile.hpp), not by fixed coordinates.
#   bench/tap-latency.sh [TAPS] [BUILD_DIR]     (default 30 taps of each kind, build/)
# Prints a markdown table (p50, p99, max, the first tap after launch, and the app's own part:
# from taking the tap's event out of its queue to the frame shown, as it writes them with
# HEIST_FRAME_TRACE, ui/FrameTrace.hpp) and writes the samples, one line each ("kind ms tap_at",
# then the app's trace line), to $TAP_SAMPLES, and the app's traces to $TAP_TRACE, when set.
# TAP_METHOD=damage (default) or poll: how the tool sees the change (bench/TapLatency.cpp): the
# X server's damage events, or reading the window back again and again (which loads the server).
# Needs Xvfb, libXtst (xdotool's) and libXdamage (Mesa's).
# Exit status: 0 measured; 2 bad arguments or no build; 1 a tap got no answer.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
taps="${1:-30}"
build="$(cd "${2:-$root/build}" 2>/dev/null && pwd)" || { echo "tap-latency: no build folder ${2:-}" >&2; exit 2; }
[[ "$taps" =~ ^[0-9]+$ ]] && [ "$taps" -ge 5 ] && [ "$taps" -le 1000 ] ||
  { echo "tap-latency: TAPS must be a whole number from 5 to 1000" >&2; exit 2; }
method="${TAP_METHOD:-damage}"
[ "$method" = damage ] || [ "$method" = poll ] || { echo "tap-latency: TAP_METHOD must be damage or poll" >&2; exit 2; }
app="$build/heist-table"
tool="$build/bench/bench_tap_latency"
fix="$build/bench/bench_fixtures"
bare="$build/bench/bench_bare_window"
for f in "$app" "$tool" "$fix" "$bare"; do
  [ -x "$f" ] || { echo "tap-latency: $f is missing (build first)" >&2; exit 2; }
done
work="$(mktemp -d)"
display=":$((200 + RANDOM % 300))"
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp -noreset >/dev/null 2>&1 &
xvfb=$!
pid=""
cleanup() { [ -n "$pid" ] && kill "$pid" 2>/dev/null; kill "$xvfb" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
sleep 1
export DISPLAY="$display" HEIST_AUDIO=off HEIST_REGIONS_FILE="$work/regions" HEIST_FRAME_TRACE="$work/trace"
samples="$work/samples"
: > "$samples"

# The centre of a target, from the regions the app wrote after its last frame.
centre() {
  awk -v id="$1" '$1 == id && $6 == 1 {printf "%d %d\n", $2 + $4 / 2, $3 + $5 / 2; found = 1} END {exit !found}' "$work/regions" ||
    { echo "tap-latency: no target \"$1\" on the screen (regions: $(cut -d' ' -f1 "$work/regions" | tr '\n' ' '))" >&2; exit 1; }
}
# measure KIND WINDOW X Y [tool options]: one tap, its latency kept under KIND ("-": not kept)
measure() {
  local kind=$1 window=$2 x=$3 y=$4
  shift 4
  local line before
  before=0
  [ -f "$work/trace" ] && before=$(wc -l < "$work/trace")
  line=$("$tool" "$window" "$x" "$y" --settle 500 --method "$method" "$@") || { echo "tap-latency: $kind: no answer ($line)" >&2; exit 1; }
  # The app's own account of the frame that answered (ui/FrameTrace.hpp), when it wrote one.
  sleep 0.05
  local own
  own=$( (tail -n +"$((before + 1))" "$work/trace" 2>/dev/null || true) | awk -v b="$before" '$2 >= 0 {print "line", NR + b, $0; exit}')
  [ "$kind" = - ] || echo "$kind $(awk '{print $2, $8}' <<<"$line") $own" >> "$samples"
}
tap() { # KIND ID [tool options]: a tap on the app's target ID
  local kind=$1 id=$2 xy
  shift 2
  xy=$(centre "$id")
  measure "$kind" "Heist Table" ${xy} "$@"
}
# A question the tap raised (End turn before every step is taken asks first): answered yes.
confirm_if_asked() {
  sleep 0.5
  if awk '$1 == "confirm" {found = 1} END {exit !found}' "$work/regions"; then tap - confirm; fi
}
launch() { # DB [ARGS...]: the app, until its first frame wrote its targets
  rm -f "$work/regions"
  "$app" --db "$@" >/dev/null 2>&1 &
  pid=$!
  for _ in $(seq 100); do [ -s "$work/regions" ] && break; sleep 0.1; done
  [ -s "$work/regions" ] || { echo "tap-latency: the app drew nothing" >&2; exit 1; }
  sleep 2
}
stop() { kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null || true; pid=""; }
baseline() {
  "$bare" --stay >/dev/null 2>&1 &
  pid=$!
  sleep 2
  for _ in $(seq "$taps"); do measure bare bare 640 400; done
  stop
}

sn8=$("$fix" sn8 "$work/sn8.db")
deal=$("$fix" sn8-deal "$work/deal.db")
su=$("$fix" suspicion-playing "$work/su.db" Ann Bob Cy Dee Eve Fay)

baseline
# An 8-player Secret Night, turn after turn: Spin, End turn, then Undo (its tap opens the
# question "Undo: ... ended their turn?", measured as undo_ask; the answer's tap, measured as
# undo, takes the turn back) and End turn again. A spin itself cannot be undone (no second try
# at a random result), so the game moves on.
launch "$work/sn8.db" --resume "$sn8"
for _ in $(seq "$taps"); do
  tap spin spin; tap end_turn end-turn; confirm_if_asked
  tap undo_ask undo; tap undo confirm
  tap - end-turn; confirm_if_asked
done
stop
# Suspicion's dice: a roll, then End turn (unmeasured) for the next player's roll.
launch "$work/su.db" --resume "$su"
for _ in $(seq "$taps"); do tap roll roll; tap - end-turn; confirm_if_asked; done
stop
# Hold to see a role: the finger goes down (measured) and comes up again.
launch "$work/deal.db" --resume "$deal"
for _ in $(seq "$taps"); do tap hold hold --hold; tap - hold --release; done
stop
# Home: New game opens the setup; Back. Continue opens the table; Home.
launch "$work/su.db"
for _ in $(seq "$taps"); do tap wizard new-game; tap - back; done
for _ in $(seq "$taps"); do tap continue continue; tap - home; done
stop
baseline

# p50 and p99 (nearest rank) of each kind; the first tap of each kind came first after launch.
printf '| tap | taps | p50 ms | p99 ms | max ms | first after launch ms | p99 minus the bare window'"'"'s | in the app, p50 / p99 ms |\n| --- | --- | --- | --- | --- | --- | --- | --- |\n'
bare_p99=$(awk '$1 == "bare" {print $2}' "$samples" | sort -g | awk '{a[NR] = $1} END {i = int(NR * 0.99 + 0.999); print a[i]}')
for kind in bare spin end_turn roll hold wizard undo_ask undo continue; do
  awk -v k="$kind" '$1 == k {print $2}' "$samples" > "$work/k"
  first=$(head -1 "$work/k")
  # The app's own part (HEIST_FRAME_TRACE): from the tap's event taken out of the queue to its frame shown.
  own=$(awk -v k="$kind" '$1 == k && $4 == "line" {print $7}' "$samples" | sort -g |
    awk '{a[NR] = $1} END {if (NR == 0) {print ""; exit}; i = int(NR * 0.99 + 0.999); printf "%.1f / %.1f", (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2, a[i]}')
  sort -g "$work/k" | awk -v k="$kind" -v first="$first" -v b="$bare_p99" -v own="$own" '
    {a[NR] = $1}
    END {
      p50 = (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2
      i = int(NR * 0.99 + 0.999)
      printf "| %s | %d | %.1f | %.1f | %.1f | %.1f | %s | %s |\n", k, NR, p50, a[i], a[NR], first, (k == "bare" ? "" : sprintf("%+.1f", a[i] - b)), own
    }'
done
echo
echo "Load average at the end: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores; changes seen by: $method."
[ -z "${TAP_SAMPLES:-}" ] || cp "$samples" "$TAP_SAMPLES"
[ -z "${TAP_TRACE:-}" ] || cp "$work/trace" "$TAP_TRACE"
