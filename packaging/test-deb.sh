#!/usr/bin/env bash
# Builds the Debian package from build/, installs it with apt-get as a user would, runs the
# installed binary from /usr (its version, its man page, a screenshot drawn from the data
# under /usr/share, checked with strace), removes it, and runs lintian on it. Needs root (or
# sudo): it installs into the system. A heist-table already installed by other means is left
# alone and the test says so.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build}"
fail() { echo "package test: FAILED: $*" >&2; exit 1; }
say() { echo "package test: $*"; }

sudo=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null || fail "needs root or sudo to install a package"
  sudo=(sudo -n)
fi
bash "$root/packaging/install-deps.sh" lintian help2man strace >/dev/null
if dpkg-query -W -f='${Status}' heist-table 2>/dev/null | grep -q "install ok installed"; then
  say "heist-table is already installed on this machine; not touching it (nothing tested)"
  exit 0
fi

# The package, built from scratch into a folder of its own.
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
cmake --build "$build" --target heist-table package-docs >/dev/null
(cd "$build" && cpack -G DEB -B "$out" >"$out/cpack.log" 2>&1) || { cat "$out/cpack.log" >&2; fail "cpack"; }
deb="$(ls "$out"/heist-table_*.deb)"
say "built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)"
dpkg-deb --info "$deb" | sed 's/^/  /'

# What it holds.
contents="$(dpkg-deb --contents "$deb")"
for f in ./usr/games/heist-table ./usr/share/heist-table/data/games/suspicion.json \
         ./usr/share/heist-table/migrations/ ./usr/share/applications/heist-table.desktop \
         ./usr/share/icons/hicolor/scalable/apps/heist-table.svg ./usr/share/man/man6/heist-table.6.gz \
         ./usr/share/doc/heist-table/copyright ./usr/share/doc/heist-table/changelog.gz; do
  grep -q " $f" <<<"$contents" || fail "the package lacks $f"
done
say "holds the binary, data, migrations, desktop entry, icon, man page, copyright and changelog"

# lintian: no errors (warnings are printed for the record).
lintian --fail-on error --tag-display-limit 0 "$deb" >"$out/lintian.txt" 2>&1 || {
  cat "$out/lintian.txt" >&2; fail "lintian reports errors"; }
say "lintian: no errors ($(grep -c '^W:' "$out/lintian.txt" || true) warnings, $(grep -c '^I:' "$out/lintian.txt" || true) notes)"
sed 's/^/  /' "$out/lintian.txt"

# Installed as a user would, dependencies resolved by apt.
cp "$deb" /tmp/ # apt's sandbox user must be able to read it
tmpdeb="/tmp/$(basename "$deb")"
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q "$tmpdeb" >"$out/install.log" 2>&1 || {
  cat "$out/install.log" >&2; fail "apt-get install"; }
cleanup() {
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get remove -y -q heist-table >/dev/null 2>&1 || true
  rm -f "$tmpdeb"; rm -rf "$out"
}
trap cleanup EXIT
# /usr/games is on every user's PATH in Debian (not always on root's): call it by its path.
bin=/usr/games/heist-table
[ -x "$bin" ] || fail "$bin was not installed"
version="$("$bin" --version)"
[ "$version" = "heist-table $(dpkg-query -W -f='${Version}' heist-table)" ] || fail "--version said '$version'"
say "installed: $version"
zcat /usr/share/man/man6/heist-table.6.gz | grep -qF '\-\-export' || fail "the man page lacks --export"

# A screenshot from the installed binary, its game data read from /usr/share.
home="$out/home"; mkdir -p "$home"
HOME="$home" XDG_DATA_HOME="$home/data" strace -f -qq -e trace=openat -o "$out/trace" \
  xvfb-run -a -s "-screen 0 1280x800x24" "$bin" --screenshot "$out/shot.png" >"$out/run.log" 2>&1 || {
  cat "$out/run.log" >&2; fail "heist-table --screenshot"; }
[ -s "$out/shot.png" ] || fail "no screenshot"
[ -s "$home/data/heist-table/sessions.db" ] || fail "no saved-games file under XDG_DATA_HOME"
grep -q '/usr/share/heist-table/data/games/[a-z-]*\.json' "$out/trace" || fail "the game data was not read from /usr/share"
! grep -q "$root/data/games" "$out/trace" || fail "the installed binary read the source tree's data"
[ ! -s "$out/run.log" ] || { cat "$out/run.log" >&2; fail "the console was not clean"; }
say "--screenshot drew the home screen with the game data from /usr/share/heist-table/data"
if [ -n "${HEIST_SCREENS_DIR:-}" ]; then cp "$out/shot.png" "$HEIST_SCREENS_DIR/installed-home-1280x800.png"; fi

# Removed cleanly: the binary and its files go; nothing of ours is left under /usr.
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get remove -y -q heist-table >"$out/remove.log" 2>&1 || {
  cat "$out/remove.log" >&2; fail "apt-get remove"; }
[ ! -e /usr/games/heist-table ] || fail "/usr/games/heist-table is still there"
[ ! -e /usr/share/heist-table ] || fail "/usr/share/heist-table is still there"
dpkg-query -W -f='${Status}' heist-table 2>/dev/null | grep -q "install ok installed" && fail "still installed"
say "removed cleanly"
say "passed"
