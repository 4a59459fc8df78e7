#!/usr/bin/env bash
# Years of game nights: does the app slow down as the finished games pile up? Makes saved-games
# files with 1, 100, 1,000 and 5,000 finished Suspicion games (four a week, dated back from 30
# days ago) and one game in play (bench_fixtures history), then measures each file in RUNS
# interleaved runs, the 1-game file as the baseline of the same run:
#   launch      launch to Home's first frame (HEIST_EXIT_AFTER_FIRST_FRAME, in the app)
#   resume      launch to the resumed table's first frame (--resume ID of the game in play)
#   list        --list, the whole process, wall time from outside
#   nights      opening Game nights to its first frame drawn, in process (bench_history_screens)
#   statistics  opening Statistics to its first frame drawn, in process, the first time on
#               this copy of the file (cold: no record kept yet: the frame says how far the
#               counting is; figures: until its figures are drawn); again: opened once more (the
#               records kept by then); idle: the first opening on an untouched copy after the
#               App stood idle until it had kept the records ahead (a minute after launch),
#               with the idle time that took and its longest step (what a tap could wait for)
#   backup      SessionStore::backUp (what the Backups screen does; the CLI has no backup)
# Prints a markdown table: medians, the largest run (p99 needs 100 runs: with fewer the p99 is
# the largest), and each median's ratio to the 1-game file's.
#   bench/history-growth.sh [RUNS] [BUILD_DIR]     default 5 runs, build/
#   HISTORY_FIXTURES=DIR   keep the files in DIR and reuse them (they take a while to make)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
runs="${1:-5}"
build="$(cd "${2:-$root/build}" && pwd)"
[[ "$runs" =~ ^[0-9]+$ ]] && [ "$runs" -ge 1 ] || { echo "history-growth.sh: RUNS must be a whole number >= 1" >&2; exit 2; }
app="$build/heist-table"
b="$build/bench"
for x in "$app" "$b/bench_fixtures" "$b/bench_history_screens"; do
  [ -x "$x" ] || { echo "history-growth.sh: $x is missing: build first" >&2; exit 2; }
done
work="$(mktemp -d)"
cleanup() { [ -n "${xvfb_pid:-}" ] && kill "$xvfb_pid" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
if [ -z "${DISPLAY:-}" ]; then
  Xvfb :78 -screen 0 1920x1080x24 -nolisten tcp -noreset >/dev/null 2>&1 &
  xvfb_pid=$!
  export DISPLAY=:78
  sleep 1
fi
export HEIST_AUDIO=off
fixtures="${HISTORY_FIXTURES:-$work/fixtures}"
mkdir -p "$fixtures"
sizes="1 100 1000 5000"
for n in $sizes; do
  if [ ! -s "$fixtures/h$n.db" ] || [ ! -s "$fixtures/h$n.id" ]; then
    echo "history-growth.sh: making a file with $n finished games" >&2
    rm -f "$fixtures/h$n.db"*
    "$b/bench_fixtures" history "$fixtures/h$n.db" "$n" > "$fixtures/h$n.id"
  fi
done
ms_now() { date +%s%N; }
median() { sort -g "$1" | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else printf "%.2f\n", (a[NR/2]+a[NR/2+1])/2}'; }
most() { sort -g "$1" | tail -1; }
echo "history-growth.sh: $runs interleaved runs; load average before: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
for i in $(seq "$runs"); do
  for n in $sizes; do
    db="$work/run.db"
    rm -f "$db"*
    cp "$fixtures/h$n.db" "$db"
    for side in -wal -shm; do [ ! -e "$fixtures/h$n.db$side" ] || cp "$fixtures/h$n.db$side" "$db$side"; done
    id="$(cat "$fixtures/h$n.id")"
    HEIST_EXIT_AFTER_FIRST_FRAME=1 "$app" --db "$db" --windowed 1280x800 | awk '/first_frame_ms/{print $2}' >> "$work/launch_$n"
    HEIST_EXIT_AFTER_FIRST_FRAME=1 "$app" --db "$db" --windowed 1280x800 --resume "$id" | awk '/first_frame_ms/{print $2}' >> "$work/resume_$n"
    t0=$(ms_now); "$app" --db "$db" --list > /dev/null; t1=$(ms_now)
    awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.2f\n", (b-a)/1e6}' >> "$work/list_$n"
    "$b/bench_history_screens" "$db" 1280 800 > "$work/screens"
    awk '/game_nights_ms/{print $2}' "$work/screens" >> "$work/nights_$n"
    awk '/^statistics_ms/{print $2}' "$work/screens" >> "$work/statistics_$n"
    awk '/^statistics_figures_ms/{print $2}' "$work/screens" >> "$work/figures_$n"
    awk '/^statistics_again_ms/{print $2}' "$work/screens" >> "$work/again_$n"
    awk '/backup_ms/{print $2}' "$work/screens" >> "$work/backup_$n"
    awk '/^statistics_idle_ms/{print $2}' "$work/screens" >> "$work/idle_$n"
    awk '/^backfill_ms/{print $2}' "$work/screens" >> "$work/backfill_$n"
    awk '/^backfill_step_ms/{print $2}' "$work/screens" >> "$work/step_$n"
  done
done
echo "| ms (median / largest of $runs) | 1 game | 100 | 1,000 | 5,000 | 5,000 vs 1 |"
echo "|---|---|---|---|---|---|"
for m in launch resume list nights statistics figures idle again backfill step backup; do
  [ -s "$work/${m}_1" ] || continue # a build from before kept records has no 'again'
  case $m in
    launch) label="Launch to Home's first frame";; resume) label="Launch to the resumed table (Continue)";;
    list) label="--list (whole process)";; nights) label="Game nights, open to first frame";;
    statistics) label="Statistics, first opening on the file, cold (no record kept), to first frame (it counts)";;
    figures) label="Statistics, cold: to its figures drawn (the records kept in hurried steps)";;
    again) label="Statistics, opened again (records kept)";;
    idle) label="Statistics, first opening after the App stood idle (records kept ahead)";;
    backfill) label="Records kept ahead: idle time they took (in steps)";;
    step) label="Records kept ahead: longest idle step";; backup) label="Backup (SessionStore::backUp)";;
  esac
  row="| $label |"
  for n in $sizes; do row="$row $(median "$work/${m}_$n") / $(most "$work/${m}_$n") |"; done
  row="$row $(awk -v a="$(median "$work/${m}_5000")" -v b="$(median "$work/${m}_1")" 'BEGIN {printf "%.2fx", a/b}') |"
  echo "$row"
done
echo
echo "Load average: $load_before before, $(cut -d' ' -f1-3 /proc/loadavg) after; file sizes:" \
  "$(for n in $sizes; do printf '%s games %s MB, ' "$n" "$(du -m "$fixtures/h$n.db" | cut -f1)"; done | sed 's/, $//')."
