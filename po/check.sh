#!/usr/bin/env bash
# Checks that every message the code passes to tr(), trc(), trn(), trnc() or trNoop() (in src/,
# ui/ and the phone page's sources) has a translation, not fuzzy, in every language of po/.
# A new string without an entry is named with its file. Also refuses a message defined in more
# than one file of a language, and a glossary term translated two ways. Run by ctest
# (translations-complete).
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
# One message, one definition: a message defined in two files of a language would show only the
# first file's translation (the build joins them with msgcat --use-first), so it is refused here.
for lang in $(ls po | grep -E '^[a-z]{2}(_[A-Z]{2})?$'); do
  msgcat --more-than=1 --force-po -o "$work/$lang.twice.po" po/"$lang"/*.po
  twice=$(( $(grep -c '^msgid ' "$work/$lang.twice.po" || true) - 1 )) # the header is in every file
  if [ "$twice" -gt 0 ]; then
    echo "po/$lang: $twice messages are defined in more than one file (keep each in one):"
    msgcat --more-than=1 --force-po --no-wrap po/"$lang"/*.po | grep -E '^(msgctxt|msgid) ' | grep -v '^msgid ""$' | head -40
    status=1
  fi
done
# One word for one thing: a term of po/glossary.tsv given twice for a game (or for a game and the
# whole app, "app") must be translated the same way each time. A term is its English words
# without a trailing "(...)" that says where it is used; "(noun)" and "(verb)" stay part of it.
if ! awk -F'\t' '
  function bare(w) { w = tolower(w); sub(/ *\([^)]*\)$/, "", w); return w } # "espiar (espiado)": the verb
  NR == 1 { for (i = 3; i <= 5; i++) lang[i] = $i; next }
  {
    term = tolower($2)
    if (term !~ /\((noun|verb)\)$/) sub(/ *\([^)]*\)$/, "", term)
    games[NR] = $1; terms[NR] = term; for (i = 3; i <= 5; i++) words[NR, i] = $i; n = NR
  }
  END {
    bad = 0
    for (a = 2; a <= n; a++) for (b = a + 1; b <= n; b++) {
      if (terms[a] != terms[b]) continue
      if (games[a] != games[b] && games[a] != "app" && games[b] != "app") continue
      for (i = 3; i <= 5; i++) if (bare(words[a, i]) != bare(words[b, i])) {
        printf "po/glossary.tsv: \"%s\" is \"%s\" (%s) and \"%s\" (%s) in %s\n", terms[a], words[a, i], games[a], words[b, i], games[b], lang[i]
        bad = 1
      }
    }
    exit bad
  }' po/glossary.tsv; then
  status=1
else
  echo "po/glossary.tsv: every term has one translation a language"
fi
exit $status
