#!/usr/bin/env python3
"""Generates the advance tables of fonts this runtime measures without their files:
Sources/AdaptiveKit/Text/SystemFontAdvances+Data.swift from Scripts/SystemFontAdvances/*.tsv (SF UI, SF Pro)
and Sources/AdaptiveKit/Text/NamedFontAdvances+Data.swift from Scripts/NamedFontAdvances/*.tsv
(fonts iOS ships, such as Helvetica Neue), and Sources/AdaptiveKit/Text/SystemFontKerning+Data.swift and
NamedFontKerning+Data.swift from Scripts/SystemFontKerning/*.tsv and Scripts/NamedFontKerning/*.tsv (pair
kerning, as <hkern> elements of the same exports).

Each TSV holds one face: '#' lines give its provenance (repository, path, commit of the public SVG
export it was read from), then one line per glyph: code point (hex), advance (font units), glyph
name. Scripts/SystemFontAdvances/Extended/*.tsv hold, in the same form, a face's glyphs beyond
U+00FF (Latin Extended-A, Greek, Cyrillic, punctuation, arrows), generated into sorted
scalar/advance arrays. Run from the repository root:  python3 Scripts/generate-font-advances.py
The output is committed so the library needs nothing at run time.
"""
import html
import os
import sys

FIRST, LAST = 0x20, 0xFF
SYSTEM_FACES = {
    "SFUIText-Light": "textLight", "SFUIText-Regular": "textRegular", "SFUIText-Medium": "textMedium",
    "SFUIText-Semibold": "textSemibold", "SFUIText-Bold": "textBold", "SFUIText-Heavy": "textHeavy",
    "SFUIText-RegularItalic": "textItalic",
    "SFUIDisplay-Ultralight": "displayUltralight", "SFUIDisplay-Thin": "displayThin",
    "SFUIDisplay-Light": "displayLight", "SFUIDisplay-Regular": "displayRegular",
    "SFUIDisplay-Medium": "displayMedium", "SFUIDisplay-Semibold": "displaySemibold",
    "SFUIDisplay-Bold": "displayBold", "SFUIDisplay-Heavy": "displayHeavy", "SFUIDisplay-Black": "displayBlack",
    "SFProText-Regular": "proTextRegular",
    "SFProDisplay-Ultralight": "proDisplayUltralight", "SFProDisplay-Thin": "proDisplayThin",
    "SFProDisplay-Light": "proDisplayLight", "SFProDisplay-Regular": "proDisplayRegular",
    "SFProDisplay-Medium": "proDisplayMedium", "SFProDisplay-Semibold": "proDisplaySemibold",
    "SFProDisplay-Bold": "proDisplayBold", "SFProDisplay-Heavy": "proDisplayHeavy", "SFProDisplay-Black": "proDisplayBlack",
}
NAMED_FACES = {
    "HelveticaNeue-Thin": "helveticaNeueThinTable", "HelveticaNeue-Light": "helveticaNeueLightTable",
    "HelveticaNeue": "helveticaNeueTable", "HelveticaNeue-Medium": "helveticaNeueMediumTable",
    "HelveticaNeue-Bold": "helveticaNeueBoldTable", "HelveticaNeue-Italic": "helveticaNeueItalicTable",
    "AvenirNext-Regular": "avenirNextRegularTable", "AvenirNext-Medium": "avenirNextMediumTable",
    "Helvetica": "helveticaTable", "Helvetica-Bold": "helveticaBoldTable",
    "ArialMT": "arialTable", "Arial-BoldMT": "arialBoldTable",
    "Arial-ItalicMT": "arialItalicTable", "Arial-BoldItalicMT": "arialBoldItalicTable",
    "TimesNewRomanPSMT": "timesNewRomanTable", "TimesNewRomanPS-BoldMT": "timesNewRomanBoldTable",
    "TimesNewRomanPS-ItalicMT": "timesNewRomanItalicTable",
    "TimesNewRomanPS-BoldItalicMT": "timesNewRomanBoldItalicTable",
    "Palatino-Roman": "palatinoTable", "Palatino-Bold": "palatinoBoldTable",
    "Palatino-Italic": "palatinoItalicTable", "Palatino-BoldItalic": "palatinoBoldItalicTable",
}
TABLES = [
    (os.path.join("Scripts", "SystemFontAdvances"), "SystemFontAdvances", SYSTEM_FACES),
    (os.path.join("Scripts", "NamedFontAdvances"), "NamedFontAdvances", NAMED_FACES),
]


def read_glyphs(path, first, last):
    """The provenance lines and the (code point, advance) pairs of a face's TSV, in order; every
    code point within first..last and increasing."""
    provenance, pairs = [], []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            line = line.rstrip("\n")
            if not line:
                continue
            if line.startswith("#"):
                provenance.append(line[1:].strip())
                continue
            fields = line.split("\t")
            if len(fields) != 3:
                sys.exit(f"{path}:{number}: expected 3 tab-separated fields, found {len(fields)}")
            scalar, advance = int(fields[0], 16), int(fields[1])
            if not first <= scalar <= last:
                sys.exit(f"{path}:{number}: U+{scalar:04X} is outside U+{first:04X}–U+{last:04X}")
            if pairs and scalar <= pairs[-1][0]:
                sys.exit(f"{path}:{number}: code points must increase (U+{scalar:04X} after U+{pairs[-1][0]:04X})")
            if not 0 < advance < 65536:
                sys.exit(f"{path}:{number}: advance {advance} out of range")
            pairs.append((scalar, advance))
    return provenance, pairs


def read_face(path):
    """The provenance lines and the table (one advance per code point, 0 where absent)."""
    provenance, pairs = read_glyphs(path, FIRST, LAST)
    table = [0] * (LAST - FIRST + 1)
    for scalar, advance in pairs:
        table[scalar - FIRST] = advance
    if table[0] == 0 or table[ord("a") - FIRST] == 0:
        sys.exit(f"{path}: the table lacks basic characters (space or 'a')")
    return provenance, table


def generate(source, type_name, faces):
    """Writes Sources/AdaptiveKit/Text/<type_name>+Data.swift from the faces' TSV files."""
    output = os.path.join("Sources", "AdaptiveKit", "Text", type_name + "+Data.swift")
    lines = [
        f"// Generated by Scripts/generate-font-advances.py from {source}; do not edit.",
        "",
        f"extension {type_name} {{",
    ]
    emitted = {}  # tables -> the name of the array that already holds them (upright and italic faces alike)
    for font_id, name in faces.items():
        path = os.path.join(source, font_id + ".tsv")
        if not os.path.exists(path):
            sys.exit(f"{path}: missing")
        provenance, table = read_face(path)
        lines.append(f"  /// {font_id}: {sum(1 for v in table if v)} glyphs, from {provenance[0] if provenance else 'unknown'}.")
        lines += array_lines(name, "UInt16", table, shared=emitted)
    lines.append("}")
    with open(output, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
    print(f"wrote {output}")


EXTENDED_FACES = {
    "SFUIText-Regular": "textRegular", "SFProText-Regular": "proTextRegular",
    "SFUIDisplay-Regular": "displayRegular", "SFProDisplay-Regular": "proDisplayRegular",
}
EXTENDED_SOURCE = os.path.join("Scripts", "SystemFontAdvances", "Extended")


def array_lines(name, kind, values, per_row=16, shared=None, fmt=str):
    """A `static let` array declaration, `per_row` values a line; with `shared`, the values
    already emitted under that name and remembered in it (faces of one family share lists)."""
    key = tuple(values)
    if shared is not None and key in shared:
        return [f"  static let {name}: [{kind}] = {shared[key]}"]
    if shared is not None:
        shared[key] = name
    lines = [f"  static let {name}: [{kind}] = ["]
    for start in range(0, len(values), per_row):
        lines.append("    " + ", ".join(fmt(v) for v in values[start:start + per_row]) + ",")
    lines.append("  ]")
    return lines


def generate_extended():
    """Writes Sources/AdaptiveKit/Text/SystemFontAdvances+Extended.swift."""
    output = os.path.join("Sources", "AdaptiveKit", "Text", "SystemFontAdvances+Extended.swift")
    lines = [
        f"// Generated by Scripts/generate-font-advances.py from {EXTENDED_SOURCE}; do not edit.",
        "",
        "extension SystemFontAdvances {",
    ]
    emitted = {}  # scalar lists -> the name of the array that already holds them
    for font_id, name in EXTENDED_FACES.items():
        path = os.path.join(EXTENDED_SOURCE, font_id + ".tsv")
        if not os.path.exists(path):
            sys.exit(f"{path}: missing")
        provenance, pairs = read_glyphs(path, LAST + 1, 0x10FFFF)
        scalars, advances = tuple(p[0] for p in pairs), [p[1] for p in pairs]
        lines.append(f"  /// {font_id} beyond U+00FF: {len(pairs)} glyphs, from {provenance[0] if provenance else 'unknown'}.")
        # Faces of one family list the same characters: they share the code points.
        lines += array_lines(f"{name}ExtendedScalars", "UInt32", scalars, 12, emitted, lambda v: f"0x{v:04X}")
        lines += array_lines(f"{name}ExtendedAdvances", "UInt16", advances)
    lines.append("}")
    with open(output, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
    print(f"wrote {output}")


KERNING_FACES = {"SFUIText-Regular": "textRegular", "SFProDisplay-Regular": "proDisplayRegular"}
NAMED_KERNING_FACES = {"AvenirNext-Regular": "avenirNextRegular", "AvenirNext-Medium": "avenirNextMedium"}
KERNING_TABLES = [
    (os.path.join("Scripts", "SystemFontKerning"), "SystemFontKerning", KERNING_FACES, "SystemFontAdvances"),
    (os.path.join("Scripts", "NamedFontKerning"), "NamedFontKerning", NAMED_KERNING_FACES, "NamedFontAdvances"),
]


def glyph_names(folder, font_id):
    """Glyph name -> code point, from the face's advance table in Scripts/<folder>."""
    names = {}
    with open(os.path.join("Scripts", folder, font_id + ".tsv"), encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("#") or not line.strip():
                continue
            scalar, _, name = line.rstrip("\n").split("\t")
            names[name] = int(scalar, 16)
    return names


def read_kerning(path, names):
    """(left, right) -> adjustment in font units (SVG's k tightens, so the adjustment is -k). The
    first element naming a pair wins, as OpenType's first matching subtable does. Lines are either
    `g|u, first list, second list, k` or, one pair each, `first, second, k` with hex code points."""
    pairs = {}
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            if len(fields) == 3:
                left, right = int(fields[0], 16), int(fields[1], 16)
                if not (FIRST <= left <= LAST and FIRST <= right <= LAST):
                    sys.exit(f"{path}:{number}: a pair outside U+{FIRST:04X}–U+{LAST:04X}")
                pairs.setdefault((left, right), -int(fields[2]))
                continue
            if len(fields) != 4 or fields[0] not in ("g", "u"):
                sys.exit(f"{path}:{number}: expected g|u, two lists and k")
            kind, first, second, k = fields[0], fields[1], fields[2], int(fields[3])

            def scalars(items):
                if kind == "u":
                    return [ord(c) for c in (html.unescape(item) for item in items.split(",")) if len(c) == 1]
                return [names[item] for item in items.split(",") if item in names]

            for left in scalars(first):
                for right in scalars(second):
                    if FIRST <= left <= LAST and FIRST <= right <= LAST:
                        pairs.setdefault((left, right), -k)
    return pairs


def generate_kerning(source, type_name, faces, advances):
    """Writes Sources/AdaptiveKit/Text/<type_name>+Data.swift from the faces' kerning TSV files."""
    output = os.path.join("Sources", "AdaptiveKit", "Text", type_name + "+Data.swift")
    lines = [
        f"// Generated by Scripts/generate-font-advances.py from {source}; do not edit.",
        "",
        f"extension {type_name} {{",
    ]
    width = LAST - FIRST + 1
    emitted = {}  # packed keys -> the name of the array that already holds them
    for font_id, name in faces.items():
        pairs = read_kerning(os.path.join(source, font_id + ".tsv"), glyph_names(advances, font_id))
        keys = sorted(pairs)
        packed = [(left - FIRST) * width + (right - FIRST) for left, right in keys]
        lines.append(f"  /// {font_id}: {len(keys)} pairs; keys are (left − 0x20) × {width} + (right − 0x20).")
        # Faces of one family often kern the same pairs: share the keys, keep the values apart.
        lines += array_lines(f"{name}Keys", "UInt16", packed, shared=emitted)
        lines += array_lines(f"{name}Values", "Int16", [pairs[key] for key in keys])
    lines.append("}")
    with open(output, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
    print(f"wrote {output}")


def main():
    for source, type_name, faces in TABLES:
        generate(source, type_name, faces)
    generate_extended()
    for source, type_name, faces, advances in KERNING_TABLES:
        generate_kerning(source, type_name, faces, advances)


if __name__ == "__main__":
    main()
