#!/usr/bin/env bash
# Checks that every message the code passes to tr(), trc(), trn(), trnc() or trNoop() (in src/,
# ui/ and the phone page's sources) has a translation, not fuzzy, in every language of po/.
# A new string without an entry is named with its file. Run by ctest (translations-complete).
#   bash po/check.sh [BUILD_DIR]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-$root/build}/po-check
mkdir -p "$work"
. "$root/po/keywords.sh"
cd "$root"
mapfile -t sources < <(find src ui web/phone -type f \( -name '*.cpp' -o -name '*.hpp' -o -name '*.js' \) | sort)
xgettext "${xgettext_args[@]}" --force-po -o "$work/all.pot" "${sources[@]}"
messages=$(grep -c '^msgid ' "$work/all.pot")
messages=$((messages - 1))
status=0
for lang in $(ls po | grep -E '^[a-z]{2}(_[A-Z]{2})?$'); do
  msgcat --use-first --force-po -o "$work/$lang.po" po/"$lang"/*.po
  if msgcmp "$work/$lang.po" "$work/all.pot" >"$work/$lang.log" 2>&1; then
    echo "po/$lang: all $messages messages translated"
  else
    missing=$(grep -c 'this message is untranslated\|this message is used but not defined' "$work/$lang.log" || true)
    echo "po/$lang: $missing of $messages messages have no translation:"
    grep -o 'all.pot:[0-9]*: this message is' "$work/$lang.log" | cut -d: -f2 | head -60 | while read -r line; do
      # The entry's file(s) and msgid, from the lines just above and at the reported one.
      sed -n "$((line > 4 ? line - 4 : 1)),${line}p" "$work/all.pot" | grep -E '^(#:|msgctxt|msgid)' | tr '\n' ' '
      echo
    done
    status=1
  fi
done
exit $status
