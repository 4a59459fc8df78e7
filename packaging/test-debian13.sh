#!/usr/bin/env bash
# CI's Debian 13 stage (.ci/run, after the README's test command on the machine's own Debian 12):
# a fresh Debian 13 (trixie) root filesystem, the project copied in, and there the sanitizer suite
# (packaging/test-sanitizers.sh): it installs the packages itself (packaging/install-deps.sh),
# configures, builds everything with g++ 14, SFML 2.6, Boost 1.83 and Catch2 3 under
# AddressSanitizer and UndefinedBehaviorSanitizer, and runs every test that opens no window, leaks
# checked (HEIST_SANITIZERS_WINDOWLESS=0 adds the ones that draw, under Xvfb: not yet proven on
# Debian 13, and long). So one build proves both the newer system and the sanitizers.
#   bash packaging/test-debian13.sh [ROOTFS]      (as root; ROOTFS default /var/tmp/heist-ci-trixie)
# A second run reuses ROOTFS's base system (delete it for a fully fresh one) and copies the
# project afresh: the files git knows, as they are in the work tree. Needs about 4 GB of disk.
# Exit status: the suite's; 2 when this machine cannot make the root filesystem (not root, no
# Debian mirror in the apt sources, debootstrap failed).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
rootfs=${1:-/var/tmp/heist-ci-trixie}
suite=trixie
say() { echo "Debian 13 stage ($(date +%T)): $*"; }
[ "$(id -u)" -eq 0 ] || { echo "test-debian13: run as root (it makes a root filesystem and mounts /proc, /sys and /dev into it)" >&2; exit 2; }
if ! command -v debootstrap >/dev/null; then
  say "installing debootstrap"
  apt-get update -qq && apt-get install -y -qq debootstrap >/dev/null \
    || { echo "test-debian13: could not install debootstrap" >&2; exit 2; }
fi
mirror=$( { grep -rhE '^URIs:' /etc/apt/sources.list.d/ 2>/dev/null | awk '{print $2}' | grep -E '/debian/?$'; \
            grep -rhoE 'https?://[^ ]+/debian/?' /etc/apt/sources.list 2>/dev/null; } | head -n 1 || true)
[ -n "$mirror" ] || { echo "test-debian13: no Debian mirror found in the apt sources" >&2; exit 2; }
if [ ! -x "$rootfs/usr/bin/apt-get" ]; then
  # Never delete what is not ours: a folder that holds anything but no root filesystem is refused.
  if [ -e "$rootfs" ] && [ -n "$(ls -A "$rootfs" 2>/dev/null)" ]; then
    echo "test-debian13: $rootfs exists and is not a root filesystem; give another ROOTFS or remove it" >&2
    exit 2
  fi
  say "making a minimal Debian 13 root filesystem in $rootfs from $mirror"
  debootstrap --variant=minbase "$suite" "$rootfs" "$mirror" >"/tmp/heist-debootstrap-$suite.log" 2>&1 \
    || { tail -20 "/tmp/heist-debootstrap-$suite.log" >&2; echo "test-debian13: debootstrap failed" >&2; exit 2; }
fi
cp /etc/resolv.conf "$rootfs/etc/"
rm -f "$rootfs/etc/apt/sources.list"; mkdir -p "$rootfs/etc/apt/sources.list.d"
printf 'Types: deb\nURIs: %s\nSuites: %s %s-updates\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
  "$mirror" "$suite" "$suite" >"$rootfs/etc/apt/sources.list.d/debian.sources"
mounted=()
cleanup() { for m in "${mounted[@]}"; do umount -l "$rootfs/$m" 2>/dev/null || true; done; }
trap cleanup EXIT
for m in proc sys dev; do
  if ! mountpoint -q "$rootfs/$m"; then
    mount --bind "/$m" "$rootfs/$m" || { echo "test-debian13: cannot mount /$m into $rootfs" >&2; exit 2; }
    mounted+=("$m")
  fi
done
say "Debian $(cat "$rootfs/etc/debian_version"); copying the project"
rm -rf "$rootfs/src"; mkdir -p "$rootfs/src/heist-table"
(cd "$root" && git ls-files -z --cached --others --exclude-standard | grep -zv '^build' \
   | tar --null -T - -cf -) | tar -xf - -C "$rootfs/src/heist-table"
[ -d "$root/../shared" ] && cp -r "$root/../shared" "$rootfs/src/shared"
say "the sanitizer suite (packaging/test-sanitizers.sh)"
status=0
chroot "$rootfs" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 CI="${CI:-}" \
  HEIST_SANITIZERS_WINDOWLESS="${HEIST_SANITIZERS_WINDOWLESS:-1}" \
  bash -c 'cd /src/heist-table && bash packaging/test-sanitizers.sh' </dev/null || status=$?
say "done, exit status $status"
exit $status
