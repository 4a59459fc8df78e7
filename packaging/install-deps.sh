#!/usr/bin/env bash
# Installs the Debian packages (Debian 13 or 12, amd64 or arm64) Heist Table builds, runs and tests with, if any is missing.
# Safe to run again: it does nothing when everything is there. Needs root or sudo; without
# either it says exactly what to run as root, and exits non-zero. Extra package names given
# as arguments are installed too (fuzz/run.sh asks for clang this way).
set -euo pipefail
packages=(
  build-essential cmake pkg-config help2man
  libsfml-dev libx11-dev libgl-dev libboost-program-options-dev libsqlite3-dev libsqlitecpp-dev
  # CMake's FindOpenGL makes the OpenGL::OpenGL and OpenGL::GLX targets (ui/PartialPresent)
  # only from GLVND's libOpenGL.so, which libsfml-dev and libgl-dev do not pull in.
  libopengl-dev
  nlohmann-json3-dev libsodium-dev libqrencode-dev catch2 fonts-dejavu-core
  libgl1-mesa-dri libglx-mesa0
  xvfb xauth
  zbar-tools # the tests read the BG Stats QR code back from a screenshot (zbarimg)
  node-tweetnacl # the phone page's boxes (web/phone/, docs/phones.md), embedded at build time
  chromium # the phone page's browser tests drive it headless (tests/phones/browser/)
  gettext # msgfmt compiles the translations (po/), xgettext checks that they are complete
)
packages+=("$@")
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "Packages: all ${#packages[@]} needed Debian packages are installed."
  exit 0
fi

as_root() {
  echo "As root (for example after 'su -'), run:" >&2
  echo "" >&2
  echo "  apt-get update && apt-get install -y --no-install-recommends ${missing[*]}" >&2
  echo "" >&2
  echo "then run this command again." >&2
}

echo "Packages: ${#missing[@]} of ${#packages[@]} needed Debian packages are missing:"
echo "  ${missing[*]}"
if ! command -v apt-get >/dev/null 2>&1; then
  echo "heist-table: this installer knows Debian 13 and 12 (apt-get), which this system lacks." >&2
  echo "Install the packages above (or your system's equivalents) and run this again." >&2
  exit 1
fi
sudo=()
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    echo "heist-table: installing packages needs root, and sudo is not installed." >&2
    as_root
    exit 1
  fi
  echo "Installing with sudo (it may ask for your password)."
  sudo=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
echo "Installing: apt-get update"
if ! "${sudo[@]}" apt-get update; then
  echo "heist-table: apt-get update failed." >&2
  as_root
  exit 1
fi
echo "Installing: apt-get install ${missing[*]}"
if ! "${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}"; then
  echo "heist-table: installing the packages failed." >&2
  as_root
  exit 1
fi
echo "Packages: installed."
