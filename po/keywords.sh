# Sourced by po/area.sh and po/check.sh: how xgettext finds the messages (src/language/Translate.hpp).
xgettext_args=(--from-code=UTF-8 -k -ktr:1 -ktrc:1c,2 -ktrn:1,2 -ktrnc:1c,2,3 -ktrNoop:1c,2
               --add-comments=TRANSLATORS: --add-location=file --sort-by-file --no-wrap)
# Every message with a {name} placeholder gets gettext's python-brace-format flag, which is the
# same syntax: msgfmt --check then refuses a translation that drops, misspells or invents one.
flag_braces() {
  awk 'BEGIN { RS = ""; ORS = "\n\n" }
  {
    n = split($0, lines, "\n"); ids = ""
    for (i = 1; i <= n; i++) if (lines[i] ~ /^(msgid|msgid_plural|")/ && lines[i] !~ /^msgstr/) ids = ids lines[i]
    if (ids ~ /\{[A-Za-z_][A-Za-z0-9_]*\}/ && $0 !~ /python-brace-format/) {
      out = ""; done = 0
      for (i = 1; i <= n; i++) {
        if (!done && lines[i] ~ /^#, /) { lines[i] = lines[i] ", python-brace-format"; done = 1 }
        else if (!done && lines[i] !~ /^#/) { out = out "#, python-brace-format\n"; done = 1 }
        out = out lines[i] (i < n ? "\n" : "")
      }
      print out
    } else print
  }' "$1" > "$1.flagged" && mv "$1.flagged" "$1"
}
