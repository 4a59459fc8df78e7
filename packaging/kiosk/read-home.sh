#!/usr/bin/env bash
# Reads what a Heist Table window shows and says whether it is Home, for try-headless.sh.
# Two witnesses must agree: the app's own report of the screen it drew (the targets it
# writes with HEIST_REGIONS_FILE: ids and rectangles, no words) must list Home's five
# buttons, and each of those rectangles in the captured window must read, by OCR
# (tesseract), the button's word in the language the app runs in ("New game", "Saved
# games", "Game nights", "Statistics", "Settings", from po/LANG/screens.po). Otherwise it
# fails and prints what the window reads instead (the whole capture through OCR), naming
# the app's "cannot start" or "stopped" screen when that is what it shows.
# Usage: read-home.sh SHOT.png REGIONS-FILE [LANGUAGE: en (default), de, es, fr]
#        read-home.sh --check [LANGUAGE]   (only: can this machine read that language?)
# Exit status: 0 Home, 1 not Home (or no capture), 2 this machine cannot read the window.
set -euo pipefail
if [ "$1" = --check ]; then shot=""; regions=""; lang="${2:-en}"; else shot="$1"; regions="$2"; lang="${3:-en}"; fi
root="$(cd "$(dirname "$0")/../.." && pwd)"
export LC_ALL=C.UTF-8 # sed reads the words letter by letter (é, ä), not byte by byte
case "$lang" in
  en) ocr=eng ;; de) ocr=deu ;; es) ocr=spa ;; fr) ocr=fra ;;
  *) echo "kiosk try: cannot read Home in '$lang' (OCR models: en, de, es, fr)" >&2; exit 2 ;;
esac
for tool in tesseract convert; do
  command -v "$tool" >/dev/null || { echo "kiosk try: $tool is missing (apt-get install tesseract-ocr imagemagick)" >&2; exit 2; }
done
tesseract --list-langs 2>/dev/null | grep -qx "$ocr" ||
  { echo "kiosk try: tesseract cannot read $lang (apt-get install tesseract-ocr-$ocr)" >&2; exit 2; }
[ "$1" != --check ] || exit 0
[ -s "$shot" ] || { echo "kiosk try: no capture of the window ($shot)" >&2; exit 1; }
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT

# A message of the app in its language (English is the msgid itself), as the .po spells it
# (a new line as \n; through ENVIRON, as awk -v would read \n as a new line).
word() {
  if [ "$lang" = en ]; then printf '%s' "$1"; return; fi
  ID="$1" awk '$0 == "msgid \"" ENVIRON["ID"] "\"" { getline; sub(/^msgstr "/, ""); sub(/"$/, ""); print; exit }' \
    "$root/po/$lang/screens.po"
}
# Lower case, letters only, single spaces: OCR's stray edges and punctuation fall away.
norm() { sed -e 's/.*/\L&/' -e 's/[^[:alpha:]]\+/ /g' -e 's/^ *//' -e 's/ *$//'; }
whole() { tesseract "$shot" - -l "$ocr" --psm 11 2>/dev/null | sed -e '/^[[:space:]]*$/d' -e 's/^/    /'; }
# Says what the window shows instead of Home, and fails.
not_home() {
  local read; read="$(whole)"
  echo "kiosk try: the window does not show Home: $1" >&2
  local flat; flat="$(printf '%s' "$read" | tr '\n' ' ' | norm)"
  for msg in 'Heist Table cannot start:\n{error}' 'Heist Table stopped:\n{error}'; do
    local first; first="$(word "$msg" | sed 's/\\n.*//' | norm)"
    [ -n "$first" ] && case " $flat " in *" $first "*)
      echo "kiosk try: it shows the app's \"$(word "$msg" | sed 's/\\n.*//')\" screen" >&2 ;; esac
  done
  if [ -n "$read" ]; then echo "kiosk try: the window reads:" >&2; echo "$read" >&2
  else echo "kiosk try: the window reads nothing (blank?)" >&2; fi
  exit 1
}

[ -s "$regions" ] || not_home "the app reported no screen of its own (no regions file: it never drew one of its screens)"
targets="$(awk '{ printf "%s%s", sep, $1; sep = " " }' "$regions")"
declare -A label=([new-game]="New game" [saved-games]="Saved games" [game-nights]="Game nights"
                  [statistics]="Statistics" [settings]="Settings")
read_words=()
for id in new-game saved-games game-nights statistics settings; do
  box="$(awk -v id="$id" '$1 == id { print $2, $3, $4, $5; exit }' "$regions")"
  [ -n "$box" ] || not_home "the app's screen has no $id button (its targets: $targets)"
  read -r x y w h <<<"$box"
  want="$(word "${label[$id]}")"
  # The button inside its border, twice the size: one line of text for tesseract.
  convert "$shot" -crop "$((w - 8))x$((h - 8))+$((x + 4))+$((y + 4))" +repage -colorspace Gray -resize 200% "$tmp/box.png"
  got="$(tesseract "$tmp/box.png" - -l "$ocr" --psm 7 2>/dev/null | tr '\n' ' ')"
  case " $(printf '%s' "$got" | norm) " in
    *" $(printf '%s' "$want" | norm) "*) read_words+=("$want") ;;
    *) not_home "the $id button at ${x},${y} (${w}x${h}) reads \"$(printf '%s' "$got" | sed 's/ *$//')\", not \"$want\"" ;;
  esac
done
printf 'kiosk try: the window shows Home (%s): ' "$lang"
printf '"%s" ' "${read_words[@]}"
echo "read in the buttons the app drew"
