#!/usr/bin/env bash
# Re-creates Sources/AdaptiveKit/Resources/Fonts from Debian's fonts-inter package (Inter 4.0
# beta 7, SIL Open Font License 1.1). The files are committed; run this only to refresh them.
# Needs apt-get and dpkg-deb (Debian/Ubuntu).
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
dest="$repo/Sources/AdaptiveKit/Resources/Fonts"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

cd "$work"
apt-get download fonts-inter
dpkg-deb -x fonts-inter_*.deb extracted
src="extracted/usr/share/fonts/opentype/inter"

mkdir -p "$dest"
# The nine upright weights (UIFont.Weight ultraLight…black) and the regular italic.
for style in Thin ExtraLight Light Regular Medium SemiBold Bold ExtraBold Black Italic; do
  cp "$src/Inter-$style.otf" "$dest/"
done

copyright="extracted/usr/share/doc/fonts-inter/copyright"
{
  echo "Inter 4.0 beta 7 (files from Debian bookworm's fonts-inter 4.0~beta7+ds-1)"
  echo "Copyright (c) 2016-2022 The Inter Project Authors (https://github.com/rsms/inter)"
  echo
  echo "This Font Software is licensed under the SIL Open Font License, Version 1.1."
  echo "This license is copied below, and is also available with a FAQ at:"
  echo "https://openfontlicense.org"
  echo
  echo "-----------------------------------------------------------"
  echo "SIL OPEN FONT LICENSE Version 1.1 - 26 February 2007"
  echo "-----------------------------------------------------------"
  echo
  # The OFL text from the Debian copyright file, de-indented (" ." marks a blank line).
  awk '/^License: OFL-1.1$/ {on=1; next} on && /^License:|^Files:/ {exit} on' "$copyright" \
    | sed 's/^ //; s/^\.$//' | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}'
} > "$dest/OFL.txt"
echo "Fonts written to $dest"
