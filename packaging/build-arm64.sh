#!/usr/bin/env bash
# Cross-builds Heist Table's Debian package for arm64 (a Raspberry Pi 3, 4 or 5 with a 64-bit
# Raspberry Pi OS, or any arm64 Debian) on an amd64 Debian, and checks it:
#   1. a Debian root filesystem of its own (debootstrap, minbase), so that nothing on this
#      machine is installed, replaced or removed: some :arm64 development packages cannot be
#      installed beside their amd64 twins (Debian 13's catch2, a compiled library, replaces the
#      amd64 one), and the root filesystem is also the same release as the Pi's;
#   2. in it, with multiarch: the cross compiler (g++-aarch64-linux-gnu), the :arm64
#      development packages, qemu-user-static, lintian;
#   3. configures build-arm64/ with packaging/toolchain-aarch64.cmake and builds the program
#      (heist-table, its man page written by help2man through qemu) and the tests that need
#      no window;
#   4. runs those tests with ctest, each arm64 binary under qemu-user (the engine, components,
#      store, command line, every game's scenarios, history, phones, fuzz corpus replays...;
#      not the drawing tests, nor the phone page in Chromium: packaging/arm64/windowless-tests.cmake);
#   5. builds build-arm64/heist-table_VERSION_arm64.deb (the same CPack packaging as amd64);
#   6. checks it: lintian (no errors), dpkg-deb --info/--contents, `file` on the binary
#      (aarch64), and the packaged binary's --version under qemu.
# It prints each phase's wall time at the end. Run it from anywhere, as root:
#   nice -n 10 bash packaging/build-arm64.sh [RELEASE]
# RELEASE: bookworm (Debian 12, Raspberry Pi OS 12) or trixie (Debian 13, Raspberry Pi OS 13);
# default: this machine's release if it is one of them, else bookworm. Build for the release
# the Pi runs: the package depends on that release's library versions (SFML 2.5 or 2.6, ...).
# The root filesystem is /var/tmp/heist-arm64-RELEASE (HEIST_ARM64_ROOT to change it); a second
# run reuses it and build-arm64/ (a rebuild compiles only what changed). Delete it, after the
# script has ended (it unmounts what it mounted), with: rm -rf --one-file-system DIR
# Needs about 6 GB of disk (2.1 GB the root filesystem, 3.5 GB build-arm64/) and the Debian
# mirror of this machine's apt sources.
# Exit status: 0 the package was built and every test and check passed; 1 a phase failed
# (configure, build, a test, the package, lintian or a check: its log under build-arm64/logs/
# is named); 2 it cannot run here (not root, no apt-get, no Debian mirror, a bad argument,
# another run under way); 3 installing failed (debootstrap or apt-get: the network or mirror).
set -euo pipefail
src="$(cd "$(dirname "$0")/.." && pwd)"
say() { echo "build-arm64: $*"; }
cannot() { echo "build-arm64: cannot run here: $*" >&2; exit 2; }

host_release="$(. /etc/os-release 2>/dev/null && echo "${VERSION_CODENAME:-}")"
case "$host_release" in bookworm|trixie) default_release=$host_release ;; *) default_release=bookworm ;; esac
release="${1:-$default_release}"
case "$release" in
  bookworm|trixie) ;;
  -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
  *) cannot "RELEASE must be bookworm or trixie, not '$release'" ;;
esac
rootfs="${HEIST_ARM64_ROOT:-/var/tmp/heist-arm64-$release}"
build="$src/build-arm64"
logs="$build/logs"
inside=/src/heist-table # the source tree as the root filesystem sees it

[ "$(id -u)" -eq 0 ] || cannot "run it as root (it makes a root filesystem with debootstrap and mounts /proc, /sys, /dev and the source into it), e.g. sudo nice -n 10 bash packaging/build-arm64.sh"
command -v apt-get >/dev/null || cannot "this script needs a Debian (apt-get, debootstrap) on amd64"
[ "$(dpkg --print-architecture)" = amd64 ] || cannot "it cross-builds from amd64; this machine is $(dpkg --print-architecture)"
mirror=$( { grep -rhE '^URIs:' /etc/apt/sources.list.d/ 2>/dev/null | awk '{print $2}' | grep -E '/debian/?$'; \
            grep -rhoE 'https?://[^ ]+/debian/?' /etc/apt/sources.list 2>/dev/null; } | head -n 1 || true)
[ -n "$mirror" ] || cannot "no Debian mirror (a URI ending in /debian) in /etc/apt/sources.list*"
mkdir -p "$(dirname "$rootfs")" "$logs"
exec 9>"$rootfs.lock"
flock -n 9 || cannot "another build-arm64.sh uses $rootfs (lock $rootfs.lock)"

# Phases and their wall times.
phase_names=(); phase_times=(); phase_start=0; phase_name=""
begin() { phase_name="$1"; phase_start=$(date +%s.%N); say "== $1"; }
end() {
  phase_names+=("$phase_name")
  phase_times+=("$(awk -v a="$phase_start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.0f", b - a }')")
}
script_start=$(date +%s.%N)
report() {
  [ ${#phase_names[@]} -gt 0 ] || return 0
  say "wall time by phase:"
  for i in "${!phase_names[@]}"; do printf '  %-52s %5s s\n' "${phase_names[$i]}" "${phase_times[$i]}"; done
  printf '  %-52s %5s s\n' "all" "$(awk -v a="$script_start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.0f", b - a }')"
}
failed() { # $1: what, $2: its log
  echo "build-arm64: FAILED: $1 (log: ${2/#$inside/$src})" >&2
  [ -f "$2" ] && tail -n 40 "$2" | sed 's/^/  /' >&2
  report; exit 1
}
install_failed() { echo "build-arm64: installing failed: $1 (log: $2)" >&2; tail -n 20 "$2" | sed 's/^/  /' >&2; report; exit 3; }

# Everything run inside the root filesystem: a clean environment, the source at $inside.
in_root() {
  chroot "$rootfs" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "$@"
}
mounted=()
unmount_all() {
  local i
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
    umount "${mounted[$i]}" 2>/dev/null || umount -l "${mounted[$i]}" 2>/dev/null || true
  done
  mounted=()
}
trap unmount_all EXIT
trap 'unmount_all; exit 130' INT TERM
bind() { # $1: host path, $2: path in the root filesystem, $3: "ro" for read-only
  mkdir -p "$2"
  mountpoint -q "$2" && return 0
  mount --bind "$1" "$2"; mounted+=("$2")
  if [ "${3:-}" = ro ]; then
    mount -o remount,bind,ro "$2" 2>/dev/null || say "note: could not make $2 read-only"
  fi
}

# 1. The root filesystem.
begin "root filesystem (debootstrap $release)"
if [ ! -x "$rootfs/usr/bin/apt-get" ]; then
  if ! command -v debootstrap >/dev/null; then
    say "installing debootstrap on this machine (the only package it installs here)"
    { apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q debootstrap; } \
      >"$logs/debootstrap-install.log" 2>&1 || install_failed "apt-get install debootstrap" "$logs/debootstrap-install.log"
  fi
  say "debootstrap --variant=minbase $release $rootfs $mirror"
  rm -rf --one-file-system "$rootfs"
  debootstrap --variant=minbase "$release" "$rootfs" "$mirror" >"$logs/debootstrap.log" 2>&1 \
    || install_failed "debootstrap" "$logs/debootstrap.log"
else
  say "reusing $rootfs"
fi
cp /etc/resolv.conf "$rootfs/etc/"
rm -f "$rootfs/etc/apt/sources.list"; mkdir -p "$rootfs/etc/apt/sources.list.d"
printf 'Types: deb\nURIs: %s\nSuites: %s %s-updates\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
  "$mirror" "$release" "$release" >"$rootfs/etc/apt/sources.list.d/debian.sources"
for m in proc sys dev; do bind "/$m" "$rootfs/$m"; done
bind "$src" "$rootfs$inside" ro        # the source, read-only
bind "$build" "$rootfs$inside/build-arm64" # the one folder the build writes
end

# 2. The packages: build tools of the build machine's architecture, libraries of the Pi's.
begin "packages (cross compiler, :arm64 libraries, qemu)"
tools=(cmake make pkgconf g++-aarch64-linux-gnu qemu-user-static dpkg-dev file lintian
       gettext help2man node-tweetnacl nlohmann-json3-dev)
arm64=(libsfml-dev libx11-dev libgl-dev libopengl-dev libboost-program-options-dev
       libsqlite3-dev libsqlitecpp-dev libsodium-dev libqrencode-dev catch2)
arm64=("${arm64[@]/%/:arm64}")
missing=()
for p in "${tools[@]}" "${arm64[@]}"; do
  in_root dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  say "installing ${#missing[@]} packages in the root filesystem: ${missing[*]}"
  in_root dpkg --add-architecture arm64
  { in_root apt-get update -q && in_root env DEBIAN_FRONTEND=noninteractive \
      apt-get install -y -q --no-install-recommends "${missing[@]}"; } >"$logs/packages.log" 2>&1 \
    || install_failed "apt-get install in $rootfs" "$logs/packages.log"
else
  say "all ${#tools[@]} build tools and ${#arm64[@]} arm64 packages are installed"
fi
end

# 3. Configure and build: the program and the tests that need no window, not "all" (the drawing
# tests and the Chromium tests are not run here), so cpack must not build "all" either
# (CMAKE_SKIP_INSTALL_ALL_DEPENDENCY).
begin "configure"
in_root cmake -S "$inside" -B "$inside/build-arm64" \
  -DCMAKE_TOOLCHAIN_FILE="$inside/packaging/toolchain-aarch64.cmake" \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHEIST_BUILD_BENCH=OFF \
  -DCMAKE_SKIP_INSTALL_ALL_DEPENDENCY=ON \
  -DHELP2MAN="$inside/packaging/arm64/help2man-qemu.sh" >"$logs/configure.log" 2>&1 \
  || failed "configure" "$logs/configure.log"
end
begin "build ($(nproc) jobs)"
replays=(gamedata commandline script sessionfile storedlog phonemessage)
targets=(heist-table package-docs heist_tests heist_phone_tests heist_phone_secrecy_tests
         "${replays[@]/#/replay_}")
in_root cmake --build "$inside/build-arm64" -j "$(nproc)" --target "${targets[@]}" >"$logs/build.log" 2>&1 \
  || failed "build" "$logs/build.log"
end

# 4. The tests that need no window, under qemu (CMAKE_CROSSCOMPILING_EMULATOR): every ctest test
# except those that run the drawing tests' binary (heist_ui_tests: ui, secrecy, realsizes, panels...
# in every language) or the phone page's in Chromium (phones_browser), chosen by what each test
# runs (packaging/arm64/windowless-tests.cmake), so that a new drawing test is left out too.
begin "tests under qemu-user"
in_root bash -c "cd '$inside/build-arm64' && ctest --show-only=json-v1 >tests.json" \
  || failed "listing the tests" "$build/tests.json"
windowless="$(in_root cmake -DJSON="$inside/build-arm64/tests.json" -P "$inside/packaging/arm64/windowless-tests.cmake" 2>&1)" \
  || failed "choosing the tests that need no window: $windowless" "$build/tests.json"
say "running: ctest -R '$windowless'"
if in_root bash -c "cd '$inside/build-arm64' && ctest --output-on-failure -R '$windowless'" >"$logs/tests.log" 2>&1; then
  end
  grep -E 'tests passed|Total Test time' "$logs/tests.log" | sed 's/^/  /'
else
  failed "tests under qemu" "$logs/tests.log"
fi

# 5. The package.
begin "package (cpack, arm64)"
rm -rf "$build/package"; rm -f "$build"/heist-table_*_arm64.deb
in_root env CC=aarch64-linux-gnu-gcc DEB_HOST_ARCH=arm64 bash -c \
  "cd '$inside/build-arm64' && cpack -G DEB -D CPACK_DEBIAN_PACKAGE_ARCHITECTURE=arm64 -B '$inside/build-arm64/package'" \
  >"$logs/package.log" 2>&1 || failed "cpack" "$logs/package.log"
deb="$(ls "$build"/package/heist-table_*_arm64.deb 2>/dev/null | head -n 1)"
[ -n "$deb" ] || failed "cpack made no heist-table_*_arm64.deb" "$logs/package.log"
mv "$deb" "$build/"
deb="$build/$(basename "$deb")"
end

# 6. The checks.
begin "checks (lintian, dpkg-deb, file)"
deb_in="$inside/build-arm64/$(basename "$deb")"
in_root lintian --fail-on error --tag-display-limit 0 "$deb_in" >"$logs/lintian.log" 2>&1 \
  || failed "lintian reports errors" "$logs/lintian.log"
in_root dpkg-deb --info "$deb_in" >"$logs/info.log"
in_root dpkg-deb --contents "$deb_in" >"$logs/contents.log"
grep -q '^ Architecture: arm64$' "$logs/info.log" || failed "the package is not Architecture: arm64" "$logs/info.log"
grep -q '^ Depends:.*libsfml-graphics' "$logs/info.log" || failed "the package's Depends lack SFML (dpkg-shlibdeps)" "$logs/info.log"
for f in ./usr/games/heist-table ./usr/share/heist-table/data/games/suspicion.json \
         ./usr/share/heist-table/migrations/ ./usr/share/applications/heist-table.desktop \
         ./usr/share/icons/hicolor/scalable/apps/heist-table.svg ./usr/share/man/man6/heist-table.6.gz \
         ./usr/share/doc/heist-table/copyright ./usr/share/doc/heist-table/changelog.gz; do
  grep -q " $f" "$logs/contents.log" || failed "the package lacks $f" "$logs/contents.log"
done
rm -rf "$build/unpacked"; mkdir -p "$build/unpacked"
in_root dpkg-deb -x "$deb_in" "$inside/build-arm64/unpacked"
kind="$(in_root file -b "$inside/build-arm64/unpacked/usr/games/heist-table")"
echo "$kind" >"$logs/file.log"
[[ "$kind" == ELF\ 64-bit\ LSB*ARM\ aarch64* ]] || failed "the binary is not aarch64: $kind" "$logs/file.log"
version="$(in_root qemu-aarch64-static -L / "$inside/build-arm64/unpacked/usr/games/heist-table" --version 2>&1)" \
  || failed "the packaged binary's --version under qemu: $version" "$logs/file.log"
package_version="$(in_root dpkg-deb -f "$deb_in" Version)"
[ "$version" = "heist-table $package_version" ] || failed "--version said '$version'" "$logs/file.log"
rm -rf "$build/unpacked"
end

say "lintian: no errors ($(grep -c '^W:' "$logs/lintian.log" || true) warnings, $(grep -c '^I:' "$logs/lintian.log" || true) notes)"
sed 's/^/  /' "$logs/lintian.log"
say "the binary: $kind"
say "under qemu: $version"
grep -E '^ (Package|Version|Architecture|Depends|Installed-Size):' "$logs/info.log" | sed 's/^ /  /'
say "built $deb ($(du -k "$deb" | cut -f1) KiB); on the Pi: sudo apt install ./$(basename "$deb")"
report
