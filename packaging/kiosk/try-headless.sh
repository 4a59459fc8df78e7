#!/usr/bin/env bash
# Tries the kiosk as far as a machine without a screen allows: cage with its headless
# backend, run as an ordinary user (cage refuses root), starts Heist Table full screen
# through xwayland; the window is captured from xwayland (ImageMagick's import), then
# Heist Table is killed and cage must exit too (which is what lets systemd's
# Restart=always start the pair again). The capture must show Home: read-home.sh reads
# Home's button words in it by OCR, where the app says it drew Home's buttons; anything
# else (the app's "cannot start" screen, a blank window, another screen) fails the try
# with what the window reads. Usage, as root:
#   bash packaging/kiosk/try-headless.sh BINARY OUT.png [HEIST-TABLE OPTIONS...]
# The app runs in English, or in HEIST_LANGUAGE (de, es, fr) if set. Options after OUT.png
# go to Heist Table after --fullscreen (e.g. --db PATH).
set -euo pipefail
binary="$(realpath "$1")"; shot="$2"; shift 2
extra="$(printf '%q ' "$@")"
lang="${HEIST_LANGUAGE:-en}"
missing=""
for tool in cage Xwayland xwininfo import tesseract; do command -v "$tool" >/dev/null || missing+=" $tool"; done
[ -z "$missing" ] || { echo "kiosk try: missing:$missing (apt-get install cage xwayland x11-utils imagemagick tesseract-ocr)" >&2; exit 2; }
here="$(cd "$(dirname "$0")" && pwd)"
bash "$here/read-home.sh" --check "$lang" # the OCR model of the language, before anything starts
user=heist-kiosk-try
id "$user" >/dev/null 2>&1 || useradd --create-home --shell /bin/bash "$user"
run="$(mktemp -d)"; chown "$user" "$run"; chmod 700 "$run"
# Whatever happens, the try's own processes (its user's) end and its folder goes.
cleanup() {
  pkill -KILL -u "$user" -x heist-table || true
  for _ in $(seq 20); do pgrep -u "$user" -x cage >/dev/null || break; sleep 0.5; done
  pkill -KILL -u "$user" -x cage || true
  rm -rf "$run"
}
trap cleanup EXIT
cp "$binary" "$run/heist-table"; chmod 755 "$run/heist-table"
data="$(cd "$here/../.." && pwd)/data"
as_user() { su "$user" -s /bin/bash -c "$1"; }
# HEIST_REGIONS_FILE: the app writes the ids and rectangles of the targets it drew (no words).
as_user "cd && XDG_RUNTIME_DIR=$run WLR_BACKENDS=headless WLR_RENDERER=pixman WLR_LIBINPUT_NO_DEVICES=1 \
  HEIST_DATA_DIR=$data XDG_DATA_HOME=$run/data HEIST_LANGUAGE=$lang HEIST_REGIONS_FILE=$run/regions \
  cage -d -- $run/heist-table --fullscreen $extra >$run/cage.log 2>&1 &"
window=""; display=""
for _ in $(seq 60); do
  sleep 0.5
  # xwayland takes the first free display number; Heist Table's environment names it.
  pid="$(pgrep -u "$user" -x heist-table | head -1 || true)"
  [ -n "$pid" ] && display="$(tr '\0' '\n' </proc/"$pid"/environ | sed -n 's/^DISPLAY=//p')"
  [ -n "$display" ] || continue
  window="$(as_user "DISPLAY=$display xwininfo -root -tree 2>/dev/null" | awk '/"Heist Table"/ {print $1; exit}' || true)"
  [ -n "$window" ] && break
done
[ -n "$window" ] || { cat "$run/cage.log" >&2; echo "kiosk try: no Heist Table window appeared" >&2; exit 1; }
# The first frame: the app writes its regions when it has drawn a screen of its own (its
# "cannot start" screen draws none, so that waits the whole 10 s), then a moment to show it.
for _ in $(seq 20); do [ -s "$run/regions" ] && break; sleep 0.5; done
sleep 1
as_user "DISPLAY=$display xwininfo -id $window" | grep -E "Width|Height|Map State"
as_user "DISPLAY=$display import -window $window $run/shot.png"
cp "$run/shot.png" "$shot"
[ -f "$run/regions" ] && cp "$run/regions" "$run/regions.read" # as it was at the capture
pkill -KILL -u "$user" -x heist-table || true
for _ in $(seq 20); do pgrep -u "$user" -x cage >/dev/null || break; sleep 0.5; done
if pgrep -u "$user" -x cage >/dev/null; then
  echo "kiosk try: cage did not exit with Heist Table" >&2; exit 1
fi
echo "kiosk try: Heist Table ran full screen under cage; killed, cage exited too (systemd restarts both)"
status=0; bash "$here/read-home.sh" "$shot" "$run/regions.read" "$lang" || status=$?
if [ "$status" -ne 0 ]; then
  [ "$status" -eq 1 ] || exit "$status" # this machine could not read the window
  echo "kiosk try: FAILED: Heist Table did not start to Home (the capture: $shot)" >&2
  grep -h 'heist-table:' "$run/cage.log" | sed 's/^/kiosk try: its stderr: /' >&2 || true
  exit 1
fi
