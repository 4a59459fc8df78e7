#!/usr/bin/env bash
# Runs every benchmark, each figure next to a baseline measured in the same run and
# interleaved with it, prints the table and writes docs/performance.json (machine-readable)
# and the generated top of docs/performance.md. Needs a build (packaging/build.sh makes one)
# and, without a display, Xvfb.
#   bench/run.sh [runs] [build]  runs of each interleaved measurement (default 5; any number
#                                from 1: with fewer than 5 the ranges say little), and the
#                                build folder to measure (default build/, made if missing)
#   BENCH_IDLE_SECONDS=30        how long each idle-CPU measurement lasts (default 30)
#   BENCH_TAPS=30                taps of each kind for tap to photon (bench/tap-latency.sh)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
runs="${1:-5}"
[[ "$runs" =~ ^[0-9]+$ ]] && [ "$runs" -ge 1 ] && [ "$runs" -le 1000 ] ||
  { echo "bench/run.sh: runs must be a whole number from 1 to 1000" >&2; exit 2; }
if [ -n "${2:-}" ]; then
  build="$(cd "$2" 2>/dev/null && pwd)" || { echo "bench/run.sh: no build folder $2" >&2; exit 2; }
  [ -x "$build/heist-table" ] && [ -x "$build/bench/bench_frame" ] && [ -x "$build/bench/bench_tap_latency" ] ||
    { echo "bench/run.sh: $build has no heist-table or benchmarks (build with -DHEIST_BUILD_TESTS=ON)" >&2; exit 2; }
else
  build="$root/build"
  [ -x "$build/heist-table" ] && [ -x "$build/bench/bench_frame" ] && [ -x "$build/bench/bench_tap_latency" ] ||
    bash "$root/packaging/build.sh" >/dev/null
fi
idle_secs="${BENCH_IDLE_SECONDS:-30}"
[[ "$idle_secs" =~ ^[0-9]+$ ]] && [ "$idle_secs" -ge 5 ] || { echo "bench/run.sh: BENCH_IDLE_SECONDS must be >= 5" >&2; exit 2; }
taps="${BENCH_TAPS:-30}"
[[ "$taps" =~ ^[0-9]+$ ]] && [ "$taps" -ge 5 ] || { echo "bench/run.sh: BENCH_TAPS must be >= 5" >&2; exit 2; }
work="$(mktemp -d)"
cleanup() { [ -n "${xvfb_pid:-}" ] && kill "$xvfb_pid" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
if [ -z "${DISPLAY:-}" ]; then
  Xvfb :77 -screen 0 1920x1080x24 -nolisten tcp -noreset >/dev/null 2>&1 &
  xvfb_pid=$!
  export DISPLAY=:77
  sleep 1
fi
export HEIST_AUDIO=off
app="$build/heist-table"
b="$build/bench"
out="$work/figures.txt" # "key value" lines, one per figure
: > "$out"
say() { echo "$1 $2" >> "$out"; }
# Statistics over a file of numbers, one per line.
median() { sort -g "$1" | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else printf "%.3f\n", (a[NR/2]+a[NR/2+1])/2}'; }
least() { sort -g "$1" | head -1; }
most() { sort -g "$1" | tail -1; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {if (b > 0) printf "%.2f", a/b; else print "-"}'; }
stats() { # name file: records name_median, name_min, name_max
  say "$1_median" "$(median "$2")"; say "$1_min" "$(least "$2")"; say "$1_max" "$(most "$2")"
}
get() { awk -v k="$1" '$1==k {print $2}' "$out"; }
progress() { echo "bench/run.sh: $*" >&2; }

# --- Saved games for the launches -------------------------------------------------------
"$b/bench_fixtures" sessions "$work/one.db" 1
"$b/bench_fixtures" sessions "$work/many.db" 1000
sn8=$("$b/bench_fixtures" sn8 "$work/sn8.db")

# --- 1. Launch to the first complete frame --------------------------------------------------
progress "launches ($runs interleaved runs)"
for i in $(seq "$runs"); do
  HEIST_EXIT_AFTER_FIRST_FRAME=1 "$app" --db "$work/one.db" | awk '/first_frame_ms/{print $2}' >> "$work/l_home"
  "$b/bench_bare_window" | awk '/first_frame_ms/{print $2}' >> "$work/l_bare"
  HEIST_EXIT_AFTER_FIRST_FRAME=1 "$app" --db "$work/sn8.db" --resume "$sn8" | awk '/first_frame_ms/{print $2}' >> "$work/l_sn8"
  HEIST_EXIT_AFTER_FIRST_FRAME=1 "$app" --db "$work/many.db" | awk '/first_frame_ms/{print $2}' >> "$work/l_many"
done
stats launch_home_ms "$work/l_home"; stats launch_bare_ms "$work/l_bare"
stats launch_sn8_ms "$work/l_sn8"; stats launch_home_1000_ms "$work/l_many"

# --- 2. Memory (PSS) and idle CPU, standing still -----------------------------------------
cpu_of() { # pid seconds -> percent of one core (user + system, all threads)
  local hz t0 t1; hz=$(getconf CLK_TCK)
  t0=$(awk '{print $14+$15}' "/proc/$1/stat"); sleep "$2"; t1=$(awk '{print $14+$15}' "/proc/$1/stat")
  awk -v a="$t0" -v b="$t1" -v hz="$hz" -v s="$2" 'BEGIN {printf "%.3f\n", (b-a)/hz/s*100}'
}
pss_of() { awk '/^Pss:/ {printf "%.1f\n", $2/1024}' "/proc/$1/smaps_rollup"; }
still() { # name command... : starts it, lets it settle, then PSS and idle CPU
  local name=$1; shift
  "$@" >/dev/null 2>&1 & local pid=$!
  sleep 3
  pss_of $pid >> "$work/pss_$name"
  cpu_of $pid "$idle_secs" >> "$work/idle_$name"
  kill $pid; wait $pid 2>/dev/null || true
}
progress "memory and idle CPU ($runs runs x 3 x ${idle_secs} s)"
for i in $(seq "$runs"); do
  still home "$app" --db "$work/one.db"
  still bare "$b/bench_bare_window" --stay
  still sn8 "$app" --db "$work/sn8.db" --resume "$sn8"
done
for n in home bare sn8; do stats "pss_${n}_mib" "$work/pss_$n"; stats "idle_${n}_pct" "$work/idle_$n"; done
# Eight phones connected (issue 27's server): the tablet's process with its hub serving an
# 8-player Secret Night to eight phones that ping every 20 s as the page does
# (bench/PhoneBench.cpp), against the same process without a hub; CPU of every thread.
progress "idle CPU with eight phones ($runs runs x 2 x ${idle_secs} s)"
phones_idle() { # MODE -> percent of one core over idle_secs
  local dir="$work/phones.$1.$i"
  mkdir -p "$dir"
  if [ "$1" = hub ]; then
    "$b/bench_phones" tablet "$dir" hub "$idle_secs" 0 > "$dir/tablet.txt" &
    local t=$!
    "$b/bench_phones" phones "$dir" 20000 > /dev/null
    wait $t
  else
    "$b/bench_phones" tablet "$dir" none "$idle_secs" 0 > "$dir/tablet.txt"
  fi
  awk -v s="$idle_secs" '$1 == "idle_cpu_ms" {printf "%.4f\n", $2 / (s * 1000) * 100}' "$dir/tablet.txt"
}
if [ -x "$b/bench_phones" ]; then
  for i in $(seq "$runs"); do
    phones_idle hub >> "$work/idle_phones8"
    phones_idle none >> "$work/idle_nohub"
  done
  stats idle_phones8_pct "$work/idle_phones8"
  stats idle_nohub_pct "$work/idle_nohub"
fi
chromium_bin=$(command -v chromium || command -v chromium-browser || true)
if [ -n "$chromium_bin" ]; then
  for i in $(seq "$runs"); do
    # As root (a kiosk image, CI) Chromium starts only without its sandbox.
    sandbox=""; [ "$(id -u)" -ne 0 ] || sandbox="--no-sandbox"
    "$chromium_bin" --kiosk --no-first-run $sandbox --user-data-dir="$work/chromium" "data:text/html,<h1>Heist Table</h1>" >/dev/null 2>&1 &
    pid=$!; sleep 8
    # The browser is many processes: the PSS of all of them.
    total=0; for p in $(printf '%s\n' $pid $(pgrep -P $pid) $(pgrep -f "user-data-dir=$work/chromium") | sort -u); do
      v=$(awk '/^Pss:/ {print $2}' "/proc/$p/smaps_rollup" 2>/dev/null || echo 0); total=$((total + v)); done
    echo "$total" | awk '{printf "%.1f\n", $1/1024}' >> "$work/pss_chromium"
    pkill -f "user-data-dir=$work/chromium" || true; sleep 1
  done
  stats pss_chromium_mib "$work/pss_chromium"
fi

# --- 3. Frames while something moves, against the floor -------------------------------------
progress "frames ($runs interleaved runs x 2 sizes)"
for i in $(seq "$runs"); do
  for size in "1280 800" "1920 1080"; do
    tag=${size/ /x}
    for scene in floor wheel dice; do
      "$b/bench_frame" $scene $size 300 > "$work/f.txt"
      awk -v p="${scene}_$tag" '$1 ~ /_ms$|draw_calls/ {print p "_" $1, $2}' "$work/f.txt" >> "$work/frames.txt"
    done
  done
  # A whole table (what a tap redraws), and the same with glibc's heap defaults
  # (ui/FrameMemory.hpp): llvmpipe's per-frame memory given back and faulted in again.
  for keep in 1 0; do
    HEIST_KEEP_FRAME_MEMORY=$keep "$b/bench_frame" still 1280 800 100 > "$work/f.txt"
    awk -v p="still_keep${keep}_1280x800" '$1 ~ /_ms$|draw_calls/ {print p "_" $1, $2}' "$work/f.txt" >> "$work/frames.txt"
  done
  # End turn after End turn on the same table: each frame drawn where it differs from the last.
  "$b/bench_frame" turn 1280 800 100 > "$work/f.txt"
  awk '$1 ~ /_ms$|draw_calls/ {print "turn_1280x800_" $1, $2}' "$work/f.txt" >> "$work/frames.txt"
done
for k in $(awk '{print $1}' "$work/frames.txt" | sort -u); do
  awk -v k="$k" '$1==k {print $2}' "$work/frames.txt" > "$work/k.txt"
  stats "frame_$k" "$work/k.txt"
done

# --- 4. Tap to photon, from outside the app -------------------------------------------------
progress "tap to photon ($taps taps of each kind)"
bash "$root/bench/tap-latency.sh" "$taps" "$build" > "$work/taps.md"

# --- 5. The store: commit, bytes per event, opening as the file grows; resume --------------
progress "store"
"$b/bench_store" "$runs" "$work/store" | awk '{print "store_" $1, $2}' >> "$out"
progress "resume"
"$b/bench_resume" "$runs" "$work/resume" | awk '{print $1, $2}' >> "$out"
progress "poker"
"$b/bench_poker" "$runs" | awk '{print "poker_" $1, $2}' >> "$out"

# --- The machine-readable file ------------------------------------------------------------
cpu_model=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')
renderer=$(awk '$1=="gl_renderer" {$1=""; print substr($0,2); exit}' "$work/f.txt")
json="$root/docs/performance.json"
{
  echo "{"
  echo "  \"command\": \"bench/run.sh $runs\","
  echo "  \"date\": \"$(date -u +%Y-%m-%dT%H:%M:%SZ)\","
  echo "  \"machine\": {\"cores\": $(nproc), \"cpu\": \"$cpu_model\", \"renderer\": \"$renderer\", \"load_average\": \"$(cut -d' ' -f1-3 /proc/loadavg)\"},"
  echo "  \"runs\": $runs, \"idle_seconds\": $idle_secs,"
  echo "  \"figures\": {"
  awk 'NR>1 {print prev ","} {prev = sprintf("    \"%s\": %s", $1, ($2 ~ /^-?[0-9.]+(e[-+]?[0-9]+)?$/ ? $2 : "\"" $2 "\""))} END {print prev}' "$out"
  echo "  }"
  echo "}"
} > "$json"

# --- The table ------------------------------------------------------------------------------
row() { # what ours baseline goal: "ours" and "baseline" are figure keys (median, min, max)
  local what=$1 ours=$2 base=$3 goal=$4 unit=$5 bl=$6
  printf '| %s | %s %s (%s-%s) | %s %s (%s-%s) %s | %s | %s |\n' "$what" "$(get "${ours}_median")" "$unit" \
    "$(get "${ours}_min")" "$(get "${ours}_max")" "$(get "${base}_median")" "$unit" "$(get "${base}_min")" \
    "$(get "${base}_max")" "$bl" "$(ratio "$(get "${ours}_median")" "$(get "${base}_median")")" "$goal"
}
fr() { # scene size stat
  echo "frame_${1}_${2}_${3}"
}
gen="$work/generated.md"
{
cat <<MD
# Performance

Measured by \`bench/run.sh $runs\` on $(date -u +%Y-%m-%d): $(nproc) cores ($cpu_model), under Xvfb with
Mesa's software renderer ($renderer), which is slower than a tablet's GPU; load average
at the end $(cut -d' ' -f1-3 /proc/loadavg). Every figure is the median of $runs runs interleaved with
its baseline (min-max of the runs in brackets); the ratio is what to compare between machines.
The same figures are in \`docs/performance.json\`. Re-run the script to refresh both.

| what | Heist Table | baseline | ratio | goal |
| --- | --- | --- | --- | --- |
MD
row "launch to the first frame of the home screen" launch_home_ms launch_bare_ms "<= 1.3" ms "bare SFML window, same font"
row "launch to the first frame of a resumed 8-player Secret Night" launch_sn8_ms launch_bare_ms "<= 1.3" ms "bare SFML window"
row "launch to the home screen with 1,000 saved sessions" launch_home_1000_ms launch_home_ms "within noise" ms "1 saved session"
row "PSS, home screen" pss_home_mib pss_bare_mib "<= 1.3" MiB "bare SFML window"
row "PSS, 8-player Secret Night table" pss_sn8_mib pss_bare_mib "<= 1.3" MiB "bare SFML window"
if [ -n "$chromium_bin" ]; then
  row "PSS, Chromium kiosk page (optional row)" pss_chromium_mib pss_bare_mib "" MiB "bare SFML window"
else
  echo "| PSS, Chromium kiosk page (optional row) | not installed on this machine | | | |"
fi
row "idle CPU over ${idle_secs} s, home screen" idle_home_pct idle_bare_pct "equal within noise" "% of a core" "bare window in waitEvent"
row "idle CPU over ${idle_secs} s, 8-player table" idle_sn8_pct idle_bare_pct "equal within noise" "% of a core" "bare window in waitEvent"
[ -z "$(get idle_phones8_pct_median)" ] ||
  row "idle CPU over ${idle_secs} s, 8-player table serving eight phones (pings every 20 s)" idle_phones8_pct idle_nohub_pct "equal within noise" "% of a core" "the same process without the phones' server"
for size in 1280x800 1920x1080; do
  for scene in wheel dice; do
    label=$([ $scene = wheel ] && echo "roulette spinning, 8 players" || echo "dice tumbling, 6 players")
    row "frame CPU, $label, $size, every frame, median" "$(fr $scene $size cpu_median_ms)" "$(fr floor $size cpu_median_ms)" "<= 1.5 or p99 < 4 ms" ms "clear + display, same settings"
    row "frame CPU, $label, $size, every frame, p99" "$(fr $scene $size cpu_p99_ms)" "$(fr floor $size cpu_p99_ms)" "p99 < 4 ms at 1280x800" ms "clear + display"
    row "frame CPU, $label, $size, the tap's frame (starts it)" "$(fr $scene $size first_cpu_median_ms)" "$(fr floor $size cpu_median_ms)" "" ms "clear + display"
    row "frame CPU, $label, $size, the frames between, p99" "$(fr $scene $size steady_cpu_p99_ms)" "$(fr floor $size cpu_p99_ms)" "" ms "clear + display"
  done
done
row "frame CPU, End turn on an 8-player Secret Night (drawn where it differs), 1280x800" "$(fr turn 1280x800 cpu_median_ms)" "$(fr still_keep1 1280x800 cpu_median_ms)" "" ms "the same table drawn whole"
row "frame CPU, a whole Secret Night table (a tap's frame), 1280x800" "$(fr still_keep1 1280x800 cpu_median_ms)" "$(fr still_keep0 1280x800 cpu_median_ms)" "" ms "heap given back each frame (glibc's defaults)"
echo "| draw calls, a whole Secret Night table | $(get "$(fr still_keep1 1280x800 draw_calls_median)_median") | | | |"
echo "| resume growth, the fold alone (real play): 20,000 / 2,000 events | $(ratio "$(get resume_real_20000_fold_median_ms)" "$(get resume_real_2000_fold_median_ms)")x | 10x (linear) | | <= 11x |"
cat <<MD
| commit of a tap (median / p99) | $(get store_commit_tap_median_ms) / $(get store_commit_tap_p99_ms) ms | $(get store_commit_bare_median_ms) / $(get store_commit_bare_p99_ms) ms (bare insert, same pragmas) | $(ratio "$(get store_commit_tap_median_ms)" "$(get store_commit_bare_median_ms)") | |
| bytes per event, real play (20,000 events) | $(get store_bytes_real_per_event) B | $(get store_bytes_real_bare_per_event) B (type + payload in a bare table) | $(ratio "$(get store_bytes_real_per_event)" "$(get store_bytes_real_bare_per_event)") | <= 1.3 |
| bytes per event, undo-heavy (20,000 events) | $(get store_bytes_undo_per_event) B | $(get store_bytes_undo_bare_per_event) B | $(ratio "$(get store_bytes_undo_per_event)" "$(get store_bytes_undo_bare_per_event)") | <= 1.3 |
MD
for n in 2000 20000 200000; do
  echo "| open a file of $(get store_open_${n}_file_mb) MB (checks, quick_check) | $(get store_open_${n}_median_ms) ms (max $(get store_open_${n}_max_ms)) | $(get store_open_${n}_bare_median_ms) ms (bare open, schema read) | $(ratio "$(get store_open_${n}_median_ms)" "$(get store_open_${n}_bare_median_ms)") | grows with the file |"
done
for kind in real undo; do
  for n in 2000 20000; do
    echo "| resume $n events, $([ $kind = real ] && echo 'real play' || echo 'undo-heavy') | $(get resume_${kind}_${n}_median_ms) ms ($(get resume_${kind}_${n}_min_ms)-$(get resume_${kind}_${n}_max_ms)) | $(get resume_${kind}_${n}_read_median_ms) ms (reading the rows) | $(ratio "$(get resume_${kind}_${n}_median_ms)" "$(get resume_${kind}_${n}_read_median_ms)") | <= 1.5 |"
  done
  echo "| resume growth, $([ $kind = real ] && echo 'real play' || echo 'undo-heavy'): 20,000 / 2,000 events | $(ratio "$(get resume_${kind}_20000_median_ms)" "$(get resume_${kind}_2000_median_ms)")x | 10x (linear) | | <= 11x |"
done
echo
echo "## Tap to photon"
echo
echo "A tap injected into the X server, the screen read back until it changes (\`bench/tap-latency.sh $taps\`, part of this run; 1280x800, llvmpipe). Goal: every p99 within one frame (16.7 ms) of the bare window's."
echo
cat "$work/taps.md"
echo
echo "Poker evaluator (Thief in the Night), medians of $runs runs: every five-card hand of a deck (2,598,960) in $(get poker_exhaustive_median_ms) ms; the best five of 35 cards in $(get poker_best5_of_35_median_ms) ms, with two cards forced in $(get poker_best5_of_35_two_forced_median_ms) ms."
} > "$gen"
cat "$gen"

# The generated figures replace the top of docs/performance.md; the sections written by hand
# (from the marker on: method, what dominates, before and after) are kept.
doc="$root/docs/performance.md"
marker='<!-- Written by hand below: bench/run.sh keeps what follows. -->'
{
  cat "$gen"
  echo
  if grep -qF "$marker" "$doc" 2>/dev/null; then
    awk -v m="$marker" 'index($0, m) {f=1} f' "$doc"
  else
    echo "$marker"
  fi
} > "$work/performance.md"
mv "$work/performance.md" "$doc"
progress "wrote docs/performance.md and docs/performance.json"
