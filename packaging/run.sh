#!/usr/bin/env bash
# Builds Heist Table if needed and opens it. Arguments go to the app (see --help).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bash "$root/packaging/build.sh" >/dev/null
exec "$root/build/heist-table" "$@"
