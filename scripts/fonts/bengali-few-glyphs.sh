#!/usr/bin/env bash
# Makes the two small fonts in shell/src/language/fonts/: Noto Sans Bengali (regular and bold, from
# @fontsource/noto-sans-bengali) cut down to the taka sign and the letters of "বাংলা", the only
# Bengali an English page shows. Needs fontTools with brotli (Debian: python3-fonttools
# python3-brotli). Run from the repository's root after changing the glyphs or the font's version.
set -euo pipefail
from=node_modules/@fontsource/noto-sans-bengali/files
to=shell/src/language/fonts
# ৳ U+09F3; ব U+09AC, া U+09BE, ং U+0982, ল U+09B2
glyphs='U+09F3,U+09AC,U+09BE,U+0982,U+09B2'
for weight in 400 700; do
  python3 -m fontTools.subset "$from/noto-sans-bengali-bengali-$weight-normal.woff2" \
    --unicodes="$glyphs" --layout-features='*' --flavor=woff2 \
    --output-file="$to/noto-sans-bengali-few-$weight.woff2"
done
