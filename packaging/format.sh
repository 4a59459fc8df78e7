#!/usr/bin/env bash
# The C++ sources' layout, by .clang-format and one pinned clang-format: version 19 (Debian 12
# and 13 both ship clang-format-19, 19.1.7). clang-format lays a file out differently from one
# major version to the next, so the check and the fix use the same one. CI checks it (.ci/run).
#   bash packaging/format.sh           check: lists every file clang-format would change; exit 1 if any
#   bash packaging/format.sh --fix     rewrites those files in place
# clang-format-19 is installed with apt-get when it is missing and this runs as root.
# Exit status: 0 laid out as .clang-format says (or fixed), 1 files to fix, 2 bad argument,
# 3 no clang-format-19 on this machine and none to be installed.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
mode=check
case "${1:-}" in
  "") ;;
  --fix) mode=fix ;;
  -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  *) echo "format: unknown argument '$1' (give nothing to check, or --fix)" >&2; exit 2 ;;
esac
[ $# -le 1 ] || { echo "format: one argument at most (--fix)" >&2; exit 2; }
if ! command -v clang-format-19 >/dev/null; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "format: installing clang-format-19"
    { apt-get install -y -qq clang-format-19 || { apt-get update -qq && apt-get install -y -qq clang-format-19; }; } >/dev/null 2>&1 || true
  fi
  command -v clang-format-19 >/dev/null || {
    echo "format: clang-format-19 is needed ('apt-get install clang-format-19' as root, Debian 12 or 13)" >&2; exit 3; }
fi
cd "$root"
# The project's own C++: every tracked source and header (the generated ones live in build*/).
mapfile -d '' files < <(git ls-files -z -- '*.cpp' '*.hpp')
[ ${#files[@]} -gt 0 ] || { echo "format: no C++ files found (is this a git clone?)" >&2; exit 2; }
version=$(clang-format-19 --version | grep -o 'version [0-9.]*')
if [ "$mode" = fix ]; then
  clang-format-19 -i "${files[@]}"
  echo "format: laid out ${#files[@]} files with clang-format $version"
  exit 0
fi
# --dry-run --Werror names each file it would change in "FILE:LINE:COL: error: ..." lines.
bad=$(clang-format-19 --dry-run --Werror "${files[@]}" 2>&1 | sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: error: .*/\1/p' | sort -u || true)
if [ -n "$bad" ]; then
  echo "format: $(echo "$bad" | wc -l) of ${#files[@]} C++ files are not laid out as .clang-format says:" >&2
  echo "$bad" | sed 's/^/  /' >&2
  echo "format: run 'bash packaging/format.sh --fix' and commit the result" >&2
  exit 1
fi
echo "format: all ${#files[@]} C++ files are laid out as .clang-format says (clang-format $version)"
