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
# A language's conventions given as a message ("hour digits": "1" or "2") hold only a value the
# code knows; a word there would be read as the English default without a warning.
for lang in $(ls po | grep -E '^[a-z]{2}(_[A-Z]{2})?$'); do
  digits=$(msggrep --no-wrap -K -e '^hour digits$' "$work/$lang.po" | sed -n 's/^msgstr "\(.*\)"$/\1/p' | tail -1)
  if [ "$digits" != 1 ] && [ "$digits" != 2 ]; then
    echo "po/$lang: \"hour digits\" (context \"date\") must be 1 or 2, not \"$digits\""
    status=1
  fi
done
# A plural chosen by its own number: in a message whose form trn() chooses by {n}, a word that
# changes between the forms must not stand right after another number ("{connected} phone of {n}":
# the words would agree with the number the form was not chosen by), in English or in any language.
plural_check=$(cat <<'AWK'
# Reads a --no-wrap catalogue; for each plural entry whose English has {n}, the words that change
# between its forms must not stand right after another placeholder (a second number there would be
# the one the words agree with).
# Placeholders that hold a name, a place or a phrase, never a number (a word may agree after them).
function words(p) { return p ~ /\{(name|names|others|by|target|victim|a_role|attack|why|text|folder|vehicle|room|rooms|case|cases|key|jewel|cards|positions)\}/ }
function unq(s) { sub(/^[^"]*"/, "", s); sub(/"$/, "", s); return s }
function check(a, b, label,   na, nb, ta, tb, i, j, seen, prev) {
  na = split(a, ta, / +/); nb = split(b, tb, / +/)
  delete seen
  for (i = 1; i <= na; i++) seen[ta[i]] = 1
  for (j = 2; j <= nb; j++) {
    if (tb[j] in seen) continue
    prev = tb[j - 1]
    if (prev ~ /^[^{]*\{[a-z_]+\}[^{}]*$/ && prev !~ /\{n\}/ && !words(prev)) {
      printf "%s: \"%s\" changes with the count right after %s: %s\n", label, tb[j], prev, b
      bad = 1
    }
  }
}
/^msgid /{ id = unq($0); pl = ""; nf = 0; delete f; next }
/^msgid_plural /{ pl = unq($0); next }
/^msgstr\[[0-9]+\] /{ f[nf++] = unq($0); next }
/^$/ { flush() }
END { flush(); exit bad }
function flush(  k) {
  if (pl != "" && id ~ /\{n\}/) {
    check(id, pl, FILENAME " (English)")
    for (k = 1; k < nf; k++) if (f[0] != "") check(f[0], f[k], FILENAME)
  }
  pl = ""; nf = 0
}
AWK
)
for file in "$work/all.pot" $(for lang in $(ls po | grep -E '^[a-z]{2}(_[A-Z]{2})?$'); do echo "$work/$lang.po"; done); do
  msgcat --no-wrap --force-po -o "$file.nowrap" "$file"
  if ! awk "$plural_check" "$file.nowrap"; then
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
# docs/translations.md quotes the glossary's words, each with where it comes from ("[O]": ours,
# "[E1]": an edition): a quoted row must give the glossary's words, so the two never drift apart.
if ! awk -F'\t' '
  FNR == NR { if (FNR > 1) for (i = 3; i <= 5; i++) known[$2, $i, i - 1] = 1; seen[$2] = 1; next }
  /^\|/ {
    n = split($0, cell, "|"); if (n < 6) next
    for (i = 2; i <= 5; i++) { gsub(/^ +| +$/, "", cell[i]) }
    if (!(cell[2] in seen)) next
    for (i = 3; i <= 5; i++) if (cell[i] !~ / \[[A-Z0-9, ]+\]$/) next
    for (i = 3; i <= 5; i++) {
      w = cell[i]; sub(/ \[[A-Z0-9, ]+\]$/, "", w)
      if (!((cell[2], w, i - 1) in known)) {
        printf "docs/translations.md:%d: \"%s\" is \"%s\", which po/glossary.tsv does not give\n", FNR, cell[2], w
        bad = 1
      }
    }
  }
  END { exit bad }' po/glossary.tsv docs/translations.md; then
  status=1
else
  echo "docs/translations.md: every word it quotes is the glossary's"
fi
exit $status
