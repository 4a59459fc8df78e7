#!/usr/bin/env bash
# Tries the kiosk as far as a machine without a screen allows: cage with its headless
# backend, run as an ordinary user (cage refuses root), starts Heist Table full screen
# through xwayland; the window is captured from xwayland (ImageMagick's import), then
# Heist Table is killed and cage must exit too (which is what lets systemd's
# Restart=always start the pair again). Usage, as root:
#   bash packaging/kiosk/try-headless.sh BINARY OUT.png
set -euo pipefail
binary="$(realpath "$1")"; shot="$2"
user=heist-kiosk-try
id "$user" >/dev/null 2>&1 || useradd --create-home --shell /bin/bash "$user"
run="$(mktemp -d)"; chown "$user" "$run"; chmod 700 "$run"
cp "$binary" "$run/heist-table"; chmod 755 "$run/heist-table"
data="$(cd "$(dirname "$0")/../.." && pwd)/data"
as_user() { su "$user" -s /bin/bash -c "$1"; }
as_user "cd && XDG_RUNTIME_DIR=$run WLR_BACKENDS=headless WLR_RENDERER=pixman WLR_LIBINPUT_NO_DEVICES=1 \
  HEIST_DATA_DIR=$data XDG_DATA_HOME=$run/data cage -d -- $run/heist-table --fullscreen >$run/cage.log 2>&1 &"
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
sleep 3 # the first frame
as_user "DISPLAY=$display xwininfo -id $window" | grep -E "Width|Height|Map State"
as_user "DISPLAY=$display import -window $window $run/shot.png"
cp "$run/shot.png" "$shot"
pkill -KILL -u "$user" -x heist-table || true
for _ in $(seq 20); do pgrep -u "$user" -x cage >/dev/null || break; sleep 0.5; done
if pgrep -u "$user" -x cage >/dev/null; then
  pkill -u "$user" -x cage; echo "kiosk try: cage did not exit with Heist Table" >&2; exit 1
fi
echo "kiosk try: Heist Table ran full screen under cage; killed, cage exited too (systemd restarts both)"
rm -rf "$run"
