#!/usr/bin/env bash
# Installs the Debian 12 packages Heist Table builds, runs and tests with, if any is missing.
# Safe to run again: it does nothing when everything is there. Needs root or sudo.
set -euo pipefail
packages=(
  build-essential cmake pkg-config
  libsfml-dev libboost-program-options-dev libsqlite3-dev libsqlitecpp-dev
  nlohmann-json3-dev catch2 fonts-dejavu-core
  libgl1-mesa-dri libglx-mesa0
  xvfb xauth
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing: ${missing[*]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
