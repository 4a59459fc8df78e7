#!/usr/bin/env bash
# Starts a new language: po/LANG/ with every message of po/de/, untranslated, and the new
# language's plural rule (from gettext's own table, through msginit).
#   bash po/add-language.sh it
# Then translate po/LANG/*.po, and name the language in CMakeLists.txt (HEIST_LANGUAGES) and in
# src/language/Language.cpp (kCodes and languages()); po/README.md says the rest.
set -euo pipefail
lang=${1:-}
if ! [[ "$lang" =~ ^[a-z]{2}(_[A-Z]{2})?$ ]]; then
  echo "usage: bash po/add-language.sh CODE   (a two-letter ISO 639-1 code: it, pt, nl...)" >&2
  exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd)
if [ -e "$root/po/$lang" ]; then
  echo "po/$lang exists already: refresh its areas with po/area.sh instead." >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n' > "$work/empty.pot"
msginit --no-translator -l "$lang" -i "$work/empty.pot" -o "$work/header.po" 2>/dev/null
plural=$(grep -o 'Plural-Forms: [^\\]*' "$work/header.po" || true)
if [ -z "$plural" ]; then
  echo "gettext knows no plural rule for \"$lang\": write its Plural-Forms line in po/$lang/00-header.po by hand." >&2
  plural="Plural-Forms: nplurals=2; plural=(n != 1);"
fi
mkdir -p "$root/po/$lang"
for f in "$root"/po/de/*.po; do
  area=$(basename "$f" .po)
  msgfilter --force-po --keep-header --no-wrap -i "$f" -o "$root/po/$lang/$area.po" sed -e d
  sed -i -e "0,/\"Language: [^\\\\]*/s//\"Language: $lang/" \
         -e "0,/\"Plural-Forms: [^\\\\]*/s//\"$plural/" "$root/po/$lang/$area.po"
done
sed -i "s/^# Heist Table's messages in .* (po\/README.md)/# Heist Table's messages in $lang (po\/README.md)/" "$root/po/$lang/00-header.po"
count=$(cat "$root"/po/$lang/*.po | grep -c '^msgid ' || true)
files=$(ls "$root/po/$lang" | wc -l)
echo "po/$lang: $files files, $((count - files)) messages to translate (bash po/check.sh lists them)."
