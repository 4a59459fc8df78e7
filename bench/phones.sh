#!/usr/bin/env bash
# The phones' figures (issue 27, docs/phones.md), each beside a baseline measured in the same run
# (bench_phones, bench/PhoneBench.cpp):
#   tap     a tap on the tablet (LiveSession::dispatch, then PhoneDesk's publishAll) until every
#           one of eight loopback phones has received and opened its `down` box and its `public`
#           frame; interleaved with a bare Boost.Beast WebSocket echo of a frame of the same
#           size (one client, and eight at once). p50 and p99 of TAPS taps per run.
#   idle    the tablet's process standing still for IDLE seconds, its UI thread asleep on the
#           eventfd (ui/Wakeup): serving eight claimed phones that ping every 20 s (as the page
#           does) and every 1 s (to show the cost follows the pings, not a timer), against the
#           same process with no hub. CPU seconds of the whole process (getrusage) and wakeups.
#   memory  that process's RSS and heap in use (mallinfo2) before the hub starts, after it
#           started, after eight phones claimed and after 1,000 taps published; the same stages
#           without a hub are the baseline (the taps' own growth: the session's log). Then, with
#           the hub, FLOOD seconds of a flooder (issue 46: connections from 200 loopback addresses
#           that send pings and never read) while the tablet goes on tapping: its memory after.
#   page    (when Chromium is installed) the same tap to one real phone page in headless Chromium
#           (bench_phone_page, tests/phones/browser's driver) until the page has put the public
#           status into its DOM and opened its `down` box; p50 and p99 of PAGE_TAPS taps per run.
#           Then PAGE_CLAIMS claims of a new code by that page with nothing stored (issue 46): the
#           page's handler of `challenge` (key pair, proof, claim box) and of its first `down`.
# Prints a Markdown table: medians of RUNS runs (min-max in brackets) and each median's ratio.
#   bench/phones.sh [RUNS] [BUILD_DIR]   default 3 runs, build/ (bench_phones built if missing)
#   BENCH_TAPS=1000 BENCH_IDLE_SECONDS=60 BENCH_PUBLISHES=1000 BENCH_PAGE_TAPS=200 BENCH_PAGE_CLAIMS=20
#   BENCH_FLOOD_SECONDS=30
#   BENCH_KEEP=DIR   keep every run's raw "key value" lines in DIR
#   HEIST_CHROMIUM=/path/to/chromium (default /usr/bin/chromium; none there: no page figures)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
runs="${1:-3}"
build="$(cd "${2:-$root/build}" && pwd)"
[[ "$runs" =~ ^[0-9]+$ ]] && [ "$runs" -ge 1 ] || { echo "phones.sh: RUNS must be a whole number >= 1" >&2; exit 2; }
taps="${BENCH_TAPS:-1000}"
idle="${BENCH_IDLE_SECONDS:-60}"
publishes="${BENCH_PUBLISHES:-1000}"
page_taps="${BENCH_PAGE_TAPS:-200}"
page_claims="${BENCH_PAGE_CLAIMS:-20}"
flood="${BENCH_FLOOD_SECONDS:-30}"
for v in "$taps" "$idle" "$publishes" "$page_taps" "$page_claims" "$flood"; do
  [[ "$v" =~ ^[0-9]+$ ]] && [ "$v" -ge 1 ] || { echo "phones.sh: BENCH_* must be whole numbers >= 1" >&2; exit 2; }
done
b="$build/bench/bench_phones"
[ -x "$b" ] || cmake --build "$build" --target bench_phones -j2 >&2
page="$build/bench/bench_phone_page"
chromium="${HEIST_CHROMIUM:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  [ -x "$page" ] || cmake --build "$build" --target bench_phone_page -j2 >&2
else
  page=""
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
progress() { echo "phones.sh: $*" >&2; }

# tablet NAME MODE [PING_MS]: one tablet process (and its eight phones for MODE hub).
tablet() {
  local dir="$work/$1.$i"
  mkdir -p "$dir"
  if [ "$2" = hub ]; then
    "$b" tablet "$dir" hub "$idle" "$publishes" > "$dir/tablet.txt" &
    local t=$!
    "$b" flood "$dir" "$flood" > "$dir/flood.txt" &
    local f=$!
    "$b" phones "$dir" "$3" > "$dir/phones.txt"
    wait $t
    wait $f
    cat "$dir/phones.txt" "$dir/flood.txt" >> "$work/$1.txt"
  else
    "$b" tablet "$dir" none "$idle" "$publishes" > "$dir/tablet.txt"
  fi
  cat "$dir/tablet.txt" >> "$work/$1.txt"
}

for i in $(seq "$runs"); do
  progress "run $i of $runs: $taps taps"
  mkdir -p "$work/tap.$i"
  "$b" tap "$work/tap.$i" "$taps" >> "$work/tap.txt"
  if [ -n "$page" ]; then
    progress "run $i of $runs: $page_taps taps to a Chromium page"
    mkdir -p "$work/page.$i"
    "$page" "$work/page.$i" "$page_taps" "$page_claims" >> "$work/page.txt"
  fi
  progress "run $i of $runs: idle ${idle} s x 3 and $publishes publishes"
  tablet none none
  tablet hub20 hub 20000
  tablet hub1 hub 1000
done

# med FILE KEY / range FILE KEY: the median (and min-max) of KEY's values over the runs.
vals() { awk -v k="$2" '$1==k {print $2}' "$1" | if [ "${3:-}" = unsorted ]; then cat; else sort -g; fi; }
med() { vals "$1" "$2" | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else printf "%.3f\n", (a[NR/2]+a[NR/2+1])/2}'; }
range() { vals "$1" "$2" | awk 'NR==1 {lo=$1} {hi=$1} END {printf "%s-%s", lo, hi}'; }
cell() { echo "$(med "$1" "$2") $3 ($(range "$1" "$2"))"; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {if (b > 0) printf "%.2f", a/b; else print "-"}'; }
row() { # what FILE KEY BASEFILE BASEKEY UNIT baseline-words goal
  printf '| %s | %s | %s %s | %s | %s |\n' "$1" "$(cell "$2" "$3" "$6")" "$(cell "$4" "$5" "$6")" "$7" \
    "$(ratio "$(med "$2" "$3")" "$(med "$4" "$5")")" "$8"
}
kib() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.0f", a-b}'; }

# Growth within each process since its first sample, so that two processes' different starts
# do not count: KIND_grow_STAGE = KIND_STAGE - KIND_before, run by run.
for f in none hub20 hub1; do
  for kind in rss heap; do
    for stage in started claimed published flooded; do
      [ "$f" = none ] && [ "$stage" = flooded ] && continue
      paste <(vals "$work/$f.txt" "${kind}_${stage}_kib" unsorted) <(vals "$work/$f.txt" "${kind}_before_kib" unsorted) |
        awk -v k="${kind}_grow_${stage}" '{print k, $1-$2}' >> "$work/$f.txt"
    done
  done
done
[ -n "${BENCH_KEEP:-}" ] && mkdir -p "$BENCH_KEEP" && cp "$work"/*.txt "$BENCH_KEEP"/
within() { awk -v a="$1" -v b="$2" -v d="$3" 'BEGIN {print (a - b <= d) ? "met" : "not met"}'; }

cpu_model=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')
t="$work/tap.txt"; h="$work/hub20.txt"; h1="$work/hub1.txt"; n="$work/none.txt"
echo "Measured by \`bench/phones.sh $runs\` (BENCH_TAPS=$taps, BENCH_IDLE_SECONDS=$idle, BENCH_PUBLISHES=$publishes) on"
echo "$(date -u +%Y-%m-%d): $(nproc) cores ($cpu_model), load average at the end $(cut -d' ' -f1-3 /proc/loadavg)."
echo "Medians of $runs runs (min-max of the runs in brackets). Seat 0's \`down\` frame: $(med "$t" frame_bytes) bytes"
echo "(its box holds $(med "$t" plain_bytes) bytes); the echo carries a frame of the same size."
echo
echo "| what | phones | baseline | ratio | goal |"
echo "| --- | --- | --- | --- | --- |"
row "tap to all eight phones' boxes opened, p50" "$t" tap_all_p50_ms "$t" echo1_p50_ms ms "bare Beast echo, one client" ""
row "tap to all eight phones' boxes opened, p99" "$t" tap_all_p99_ms "$t" echo1_p99_ms ms "bare Beast echo, one client" \
  "p99 within 16.7 ms of the echo's: $(within "$(med "$t" tap_all_p99_ms)" "$(med "$t" echo1_p99_ms)" 16.7)"
row "tap to the first phone's box opened, p50" "$t" tap_first_p50_ms "$t" echo1_p50_ms ms "bare Beast echo, one client" ""
row "publish to all eight boxes opened, p50" "$t" tap_publish_p50_ms "$t" echo8_p50_ms ms "bare echo, eight clients at once, the last back" ""
row "publish to all eight boxes opened, p99" "$t" tap_publish_p99_ms "$t" echo8_p99_ms ms "bare echo, eight clients at once" ""
echo "| of which the commit (LiveSession::dispatch), p50 / p99 | $(med "$t" tap_commit_p50_ms) / $(med "$t" tap_commit_p99_ms) ms | | | |"
row "idle CPU over ${idle} s, 8 phones pinging every 20 s" "$h" idle_cpu_ms "$n" idle_cpu_ms "CPU ms" "no hub, same process" \
  "equal within noise: $(within "$(med "$h" idle_cpu_ms)" "$(med "$n" idle_cpu_ms)" 5)"
row "idle CPU over ${idle} s, 8 phones pinging every 1 s" "$h1" idle_cpu_ms "$n" idle_cpu_ms "CPU ms" "no hub" "grows with the pings only"
if [ -n "$page" ]; then
  p="$work/page.txt"
  row "tap to a Chromium page's status in its DOM and its box opened, p50 ($page_taps taps)" "$p" page_updated_p50_ms "$t" tap_all_p50_ms ms "the eight loopback phones above" ""
  row "tap to a Chromium page's status in its DOM and its box opened, p99" "$p" page_updated_p99_ms "$t" tap_all_p99_ms ms "the eight loopback phones" \
    "p99 within 16.7 ms of the echo's: $(within "$(med "$p" page_updated_p99_ms)" "$(med "$t" echo1_p99_ms)" 16.7)"
  echo "| of which the status in the DOM, p50 / p99 | $(med "$p" page_status_p50_ms) / $(med "$p" page_status_p99_ms) ms | | | |"
  echo "| a claim on a Chromium page, nothing stored: its \`challenge\` handler (key pair, proof, claim box) + its first \`down\` opened, p50 ($page_claims claims) | $(cell "$p" page_claim_total_p50_ms ms) | | | |"
  echo "| of which the key pair / the claim handler / the first \`down\`, p50 | $(med "$p" page_claim_keypair_p50_ms) / $(med "$p" page_claim_p50_ms) / $(med "$p" page_claim_down_p50_ms) ms | | | |"
else
  echo "| tap to a Chromium page | not measured: no $chromium | | | |"
fi
echo "| UI thread wakeups over ${idle} s, pings every 20 s / 1 s | $(med "$h" idle_wakeups) / $(med "$h1" idle_wakeups) | $(med "$n" idle_wakeups) (no hub) | | 0: $(within "$(med "$h1" idle_wakeups)" 0 0) |"
echo
echo "| memory grown since the process's first sample: RSS / heap (mallinfo2) | with the hub, 8 phones | no hub | added by the server |"
echo "| --- | --- | --- | --- |"
for stage in started claimed published; do
  label=$(case $stage in started) echo "hub started (no hub: nothing)";; claimed) echo "eight phones claimed";;
          published) echo "then $publishes taps published (no hub: dispatched)";; esac)
  both() { echo "$(med "$1" "rss_grow_$stage") / $(med "$1" "heap_grow_$stage" | awk '{printf "%.0f", $1}') KiB"; }
  echo "| $label | $(both "$h") | $(both "$n") | $(kib "$(med "$h" "rss_grow_$stage")" "$(med "$n" "rss_grow_$stage")") / $(kib "$(med "$h" "heap_grow_$stage")" "$(med "$n" "heap_grow_$stage")") KiB |"
done
echo
echo "Goal for memory: the server adds under 2 MiB of RSS with eight phones, and publishing does not grow it:"
echo "$(awk -v a="$(kib "$(med "$h" rss_grow_published)" "$(med "$n" rss_grow_published)")" -v b="$(kib "$(med "$h" heap_grow_published)" "$(med "$n" heap_grow_published)")" -v c="$(kib "$(med "$h" heap_grow_claimed)" "$(med "$n" heap_grow_claimed)")" \
  'BEGIN {print (a < 2048 && b - c < 256) ? "met" : "not met"}') (heap added after the publishes minus after the claims: $(awk -v b="$(kib "$(med "$h" heap_grow_published)" "$(med "$n" heap_grow_published)")" -v c="$(kib "$(med "$h" heap_grow_claimed)" "$(med "$n" heap_grow_claimed)")" 'BEGIN {print b - c}') KiB)."
echo
echo "Under a flood (issue 46): $(med "$h" flood_connections) connections and $(med "$h" flood_pings) pings in ${flood} s from 200 addresses, never"
echo "reading, while the tablet tapped $(med "$h" flood_taps) times and published to its eight phones. After it: RSS grown"
echo "$(med "$h" rss_grow_flooded) KiB since the first sample ($(kib "$(med "$h" rss_grow_flooded)" "$(med "$h" rss_grow_published)") KiB over the figure before the flood; $(range "$h" rss_grow_flooded) over the runs),"
echo "heap $(med "$h" heap_grow_flooded | awk '{printf "%.0f", $1}') KiB; phones still connected: $(med "$h" connected_after_flood) of 8."
echo "Goal: within a few MB of the figure before the flood, every phone connected: $(awk -v a="$(kib "$(med "$h" rss_grow_flooded)" "$(med "$h" rss_grow_published)")" -v c="$(med "$h" connected_after_flood)" 'BEGIN {print (a < 4096 && c == 8) ? "met" : "not met"}')."
echo "At the first sample (the store open, the session made, every role seen): RSS $(med "$n" rss_before_kib) KiB, heap $(med "$n" heap_before_kib) KiB (no hub)."
echo "The phones received $(med "$h" phones_downs) \`down\` boxes in all per idle run ($(med "$h" phones_pongs) pongs at 20 s,"
echo "$(med "$h1" phones_pongs) at 1 s); frames not understood or boxes that did not open: $(med "$t" bad_frames) (taps), $(med "$h" phones_bad) (idle)."
