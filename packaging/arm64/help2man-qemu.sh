#!/usr/bin/env bash
# help2man for a cross-built program: the same arguments as help2man, the last one the arm64
# program, which is run under qemu-user (HEIST_ARM64_EMULATOR, default "qemu-aarch64-static -L /")
# through a small wrapper of the same name. packaging/build-arm64.sh passes this script to CMake
# as HELP2MAN, so the arm64 package has the same man page as the amd64 one.
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: help2man-qemu.sh [HELP2MAN OPTIONS] PROGRAM" >&2; exit 2; }
program="${!#}"
options=("${@:1:$#-1}")
read -r -a emulator <<<"${HEIST_ARM64_EMULATOR:-qemu-aarch64-static -L /}"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
wrapper="$dir/$(basename "$program")"
{
  echo '#!/bin/sh'
  printf 'exec'; printf ' %q' "${emulator[@]}" "$program"; echo ' "$@"'
} >"$wrapper"
chmod +x "$wrapper"
help2man "${options[@]}" "$wrapper"
