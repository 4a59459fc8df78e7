#!/usr/bin/env bash
# packaging/install-deps.sh on a Debian 12 as a new user finds it: as a user without sudo
# (it must say what to run as root, and fail), with sudo, as root, and with nothing missing.
# The system's tools are replaced by fakes on PATH, so nothing is installed for real.
set -uo pipefail
script="$(cd "$(dirname "$0")/../.." && pwd)/packaging/install-deps.sh"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { echo "FAILED: $*"; failures=$((failures + 1)); }

# A PATH of our own: the few real tools the script uses, and fakes for the rest.
setup() { # $1: uid, $2: "installed" or "missing", $3: "sudo" or "nosudo"
  rm -rf "$tmp/bin" "$tmp/calls"
  mkdir -p "$tmp/bin"
  for t in grep cat; do ln -s "$(command -v $t)" "$tmp/bin/$t"; done
  printf '#!%s\necho %s\n' "$BASH" "$1" >"$tmp/bin/id"
  if [ "$2" = installed ]; then
    printf '#!%s\necho -n "install ok installed"\n' "$BASH" >"$tmp/bin/dpkg-query"
  else
    printf '#!%s\nexit 1\n' "$BASH" >"$tmp/bin/dpkg-query"
  fi
  printf '#!%s\necho "apt-get $*" >>"%s/calls"\n' "$BASH" "$tmp" >"$tmp/bin/apt-get"
  [ "$3" = sudo ] && printf '#!%s\necho -n "sudo " >>"%s/calls"; exec "$@"\n' "$BASH" "$tmp" >"$tmp/bin/sudo"
  chmod +x "$tmp"/bin/*
}
run() { PATH="$tmp/bin" "$BASH" "$script" >"$tmp/out" 2>"$tmp/err"; echo $?; }

setup 1000 missing nosudo
status=$(run)
[ "$status" -ne 0 ] || fail "no sudo: exit status 0"
grep -q "sudo is not installed" "$tmp/err" || fail "no sudo: not said"
grep -q "As root" "$tmp/err" || fail "no sudo: no 'As root'"
grep -q "apt-get update && apt-get install -y --no-install-recommends build-essential cmake" "$tmp/err" ||
  fail "no sudo: the command to run as root is not printed"
grep -q "xvfb xauth" "$tmp/err" || fail "no sudo: the package list is not complete"
[ ! -e "$tmp/calls" ] || fail "no sudo: apt-get was run"

setup 1000 missing sudo
status=$(run)
[ "$status" -eq 0 ] || fail "sudo: exit status $status"
grep -q "^sudo apt-get install -y --no-install-recommends build-essential" "$tmp/calls" || fail "sudo: not installed with sudo"
grep -q "Installing with sudo" "$tmp/out" || fail "sudo: not said"

setup 0 missing nosudo
status=$(run)
[ "$status" -eq 0 ] || fail "root: exit status $status"
grep -q "^apt-get install -y --no-install-recommends build-essential" "$tmp/calls" || fail "root: not installed"
grep -q "libsfml-dev" "$tmp/out" || fail "root: the missing packages are not named"

setup 1000 installed nosudo
status=$(run)
[ "$status" -eq 0 ] || fail "nothing missing: exit status $status"
[ ! -e "$tmp/calls" ] || fail "nothing missing: apt-get was run"
grep -q "are installed" "$tmp/out" || fail "nothing missing: not said"

[ "$failures" -eq 0 ] && echo "install-deps: all cases pass"
exit "$failures"
