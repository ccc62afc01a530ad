#!/usr/bin/env python3
"""Writes one face's advance table (Scripts/NamedFontAdvances/<FACE>.tsv, the input of
Scripts/generate-font-advances.py) for U+0020–U+00FF from a font file or an AFM-derived metric
file that a Debian package installs. Run by hand on a machine with the packages; nothing in the
build or the tests reads the packages, only the TSVs this writes (committed with their provenance).

  Scripts/extract-font-advances.py FACE SOURCE "PROVENANCE" > Scripts/NamedFontAdvances/FACE.tsv

SOURCE is either
- a TrueType/OpenType file (`.ttf`, `.otf`; needs python3-fonttools): each code point's glyph from
  the file's best cmap, its hmtx advance in the file's units per em. Used for the Liberation fonts
  (fonts-liberation2), whose advances equal Arial's and Times New Roman's by design;
- a groff devps font file (groff-base, `/usr/share/groff/*/font/devps/PR`): GNU afmtodit's copy of
  Adobe's AFM widths (1000 units per em). Each ISO Latin-1 code point takes the glyph of its
  PostScript name (Adobe Glyph List), U+00A0 the space's and U+00AD the hyphen's.

PROVENANCE is written as the TSV's first '#' line (package, version, path, what the file is).
"""
import sys

FIRST, LAST = 0x20, 0xFF
# Latin-1 code points whose glyph is another's in a PostScript font's standard encoding.
ALIASES = {0xA0: 0x20, 0xAD: 0x2D}


def latin1_rows(widths):
    """[(code point, advance, glyph name)] for U+0020–U+00FF from PostScript glyph name ->
    advance, each name read as the Adobe Glyph List reads it."""
    from fontTools import agl
    by_scalar = {}
    for name, advance in widths.items():
        text = agl.toUnicode(name)
        if len(text) == 1 and FIRST <= ord(text) <= LAST:
            by_scalar.setdefault(ord(text), (advance, name))
    for alias, source in ALIASES.items():
        if alias not in by_scalar and source in by_scalar:
            by_scalar[alias] = by_scalar[source]
    return [(scalar, *by_scalar[scalar]) for scalar in sorted(by_scalar)]


def from_groff(path):
    """(units per em, [(code point, advance, glyph name)]) from a groff devps font file."""
    widths, units = {}, 1000  # AFM widths are in 1000ths of an em
    in_charset = False
    with open(path, encoding="latin-1") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if line == "charset":
                in_charset = True
                continue
            if not in_charset or not line:
                continue
            fields = line.split("\t")
            if len(fields) >= 5:
                widths[fields[4]] = int(fields[1].split(",")[0])
    return units, latin1_rows(widths)


def from_font_file(path):
    """(units per em, [(code point, advance, glyph name)]) from a TrueType/OpenType file."""
    from fontTools.ttLib import TTFont
    font = TTFont(path, lazy=True)
    cmap, metrics = font.getBestCmap(), font["hmtx"].metrics
    rows = []
    for scalar in range(FIRST, LAST + 1):
        glyph = cmap.get(scalar)
        if glyph is not None and metrics[glyph][0] > 0:
            rows.append((scalar, metrics[glyph][0], glyph))
    return font["head"].unitsPerEm, rows


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    face, source, provenance = sys.argv[1:]
    units, rows = from_font_file(source) if source.endswith((".ttf", ".otf")) else from_groff(source)
    print(f"# {provenance}")
    print(f"# face={face} units-per-em={units} ({len(rows)} code points of U+0020–U+00FF)")
    for scalar, advance, name in rows:
        print(f"{scalar:04X}\t{advance}\t{name}")


if __name__ == "__main__":
    main()
