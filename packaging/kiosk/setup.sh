#!/usr/bin/env bash
# Turns a Debian 12 machine into a Heist Table kiosk (see README.md beside this file):
# installs cage and xwayland (and the package given, if any), creates the user heist-kiosk,
# installs and enables the system unit, keeps the screen awake, and boots to graphical.target.
# Usage, as root:  bash packaging/kiosk/setup.sh [./heist-table_0.1.0_amd64.deb]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
[ "$(id -u)" -eq 0 ] || { echo "kiosk setup: run this as root" >&2; exit 1; }
apt-get update -q
DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends cage xwayland "$@"
# /usr/games is not on root's PATH in Debian (nor on sudo's): ask for the file itself.
[ -x /usr/games/heist-table ] || {
  echo "kiosk setup: heist-table is not installed; give its .deb as an argument" >&2; exit 1; }
groups=""
for g in video input render audio; do getent group "$g" >/dev/null && groups="$groups${groups:+,}$g"; done
id heist-kiosk >/dev/null 2>&1 || useradd --create-home --shell /usr/sbin/nologin \
  --comment "Heist Table kiosk" ${groups:+--groups "$groups"} heist-kiosk
install -m 0644 "$here/heist-table-kiosk.service" /etc/systemd/system/heist-table-kiosk.service
# Keep the screen awake: no console blanking (cage itself never dims or blanks the screen,
# and Heist Table draws nothing while idle, so an awake screen costs only the backlight).
if [ -f /etc/default/grub ] && ! grep -q "consoleblank=0" /etc/default/grub; then
  sed -i 's/^GRUB_CMDLINE_LINUX_DEFAULT="/&consoleblank=0 /' /etc/default/grub
  command -v update-grub >/dev/null && update-grub
fi
systemctl daemon-reload
systemctl disable getty@tty7.service 2>/dev/null || true
systemctl enable heist-table-kiosk.service
systemctl set-default graphical.target
echo "kiosk setup: done. Reboot (or: systemctl start heist-table-kiosk) to see Heist Table."
echo "The saved games live in /home/heist-kiosk/.local/share/heist-table/sessions.db."
