#!/usr/bin/env bash
# Makes or updates po/<language>/AREA.po, for every language, from the messages that the given
# source files pass to tr(), trc(), trn(), trnc() and trNoop(). Translations already in the
# file are kept; messages gone from the sources are dropped; new ones come empty, to translate;
# a message another file of the language already defines is left to that file.
#   bash po/area.sh suspicion src/games/suspicion/*.cpp ui/games/suspicion/*.cpp
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: bash po/area.sh AREA FILE..." >&2
  exit 2
fi
area=$1; shift
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/po/keywords.sh"
pot=$(mktemp --suffix=.pot)
trap 'rm -f "$pot" "$pot.flagged" "$pot.others" "$pot.both"' EXIT
xgettext "${xgettext_args[@]}" --force-po -o "$pot" "$@"
flag_braces "$pot"
for lang in $(ls "$root/po" | grep -E '^[a-z]{2}(_[A-Z]{2})?$'); do
  po="$root/po/$lang/$area.po"
  if [ -f "$po" ]; then
    msgmerge --quiet --update --no-fuzzy-matching --no-wrap --backup=none "$po" "$pot"
    # Messages gone from the sources are not kept as obsolete entries.
    msgattrib --no-obsolete --no-wrap -o "$po" "$po"
  else
    msginit --no-translator --no-wrap -l "$lang" -i "$pot" -o "$po" 2>/dev/null
  fi
  # A message another file of the language defines stays there (po/check.sh refuses a message
  # defined twice): it is dropped from this area's file.
  others=()
  for f in "$root/po/$lang"/*.po; do
    [ "$f" = "$po" ] || [ "$(basename "$f")" = 00-header.po ] || others+=("$f")
  done
  if [ ${#others[@]} -gt 0 ]; then
    msgcat --use-first --force-po -o "$pot.others" "${others[@]}"
    msgcomm --more-than=1 --force-po -o "$pot.both" "$po" "$pot.others"
    msgcomm --unique --force-po --no-wrap -o "$po" "$po" "$pot.both"
  fi
  # The translations are UTF-8 whatever the English sources hold (msginit copies ASCII).
  sed -i '0,/charset=/s/charset=[A-Za-z0-9_-]*/charset=UTF-8/' "$po"
  untranslated=$(msgattrib --untranslated "$po" | grep -c '^msgid ' || true)
  [ "$untranslated" -gt 0 ] && untranslated=$((untranslated - 1))
  echo "po/$lang/$area.po: $untranslated untranslated"
done
