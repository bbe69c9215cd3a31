#!/usr/bin/env python3
"""Regenerates Sources/TableSpec/Symbols/SymbolCatalog+Table.swift, the SF Symbols catalog, from its inputs.

Inputs (all in this folder but the font):
  sf-symbol-names.txt  the SF Symbols names (identifiers only; SFSafeSymbols, MIT): only these names are made
  base-map.txt         the reviewed table: SF name -> Phosphor glyph (a base name, or a full name Phosphor draws)
  Fonts/Phosphor.ttf   the pinned font (its ink boxes) and the qtawesome wheel in .font-archives/ (glyph names)

Every name of the list is resolved by one rule, first match wins (docs/metrics.md "Symbols"):
  1. NAME in the table: its glyph; NAME.fill with NAME in the table: its -fill glyph.
  2. Letters, digits and currency signs (a.circle, 17.square.fill, eurosign.circle): the character in the text
     font, on its own or in the enclosure the name says.
  3. BASE.circle / .circle.fill / .square / .square.fill: BASE's glyph in a ring, a filled circle (glyph knocked out),
     a rounded square or a filled rounded square (the rule's numbers are SymbolVariantLook's, in TableResolve).
  4. BASE.slash / .slash.fill: BASE's glyph with a slash over a gap.
  5. BASE[.fill].badge.KIND[.fill]: BASE's glyph with a small KIND disc at its bottom trailing corner.
A name none of these reaches is left out. Run: python3 scripts/symbols/make-catalog.py [--check]
"""
import glob
import json
import os
import sys
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
OUT = os.path.join(ROOT, "Sources", "TableSpec", "Symbols", "SymbolCatalog+Table.swift")
sys.path[:0] = sorted(glob.glob(os.path.join(ROOT, ".font-archives", "fonttools-*")))
from fontTools.ttLib import TTFont  # noqa: E402

# What a badge draws: Phosphor's own disc glyph for each SF badge kind (always its fill cut).
BADGES = {
    "plus": "plus-circle", "minus": "minus-circle", "checkmark": "check-circle", "xmark": "x-circle",
    "questionmark": "question", "exclamationmark": "warning-circle", "clock": "clock", "ellipsis": "dots-three-circle",
    "gearshape": "gear-six", "person.crop": "user-circle", "arrow.up": "arrow-circle-up", "arrow.down": "arrow-circle-down",
    "play": "play-circle", "icloud": "cloud", "wifi": "wifi-high", "shield.checkmark": "shield-check",
    "key": "key", "moon": "moon", "star": "star", "heart": "heart",
}
ENCLOSURES = [(".circle.fill", "circle.fill"), (".circle", "circle"), (".square.fill", "square.fill"), (".square", "square")]
# Characters drawn in the text font: the SF name of a sign -> the character.
CURRENCY = {
    "australsign": "₳", "bahtsign": "฿", "bitcoinsign": "₿", "brazilianrealsign": "R$", "cedisign": "₵", "centsign": "¢",
    "coloncurrencysign": "₡", "cruzeirosign": "₢", "dollarsign": "$", "dongsign": "₫", "eurosign": "€",
    "florinsign": "ƒ", "francsign": "₣", "guaranisign": "₲", "hryvniasign": "₴", "indianrupeesign": "₹", "kipsign": "₭",
    "larisign": "₾", "lirasign": "₤", "manatsign": "₼", "millsign": "₥", "nairasign": "₦", "pesetasign": "₧",
    "pesosign": "₱", "rublesign": "₽", "rupeesign": "₨", "shekelsign": "₪", "sterlingsign": "£", "tengesign": "₸",
    "tugriksign": "₮", "turkishlirasign": "₺", "wonsign": "₩", "yensign": "¥",
}
WORDS = {"number": "#", "at": "@", "plusminus": "±", "equal": "=", "divide": "÷", "multiply": "×", "lessthan": "<",
         "greaterthan": ">", "sos": "SOS", "mph": "mph", "kph": "km/h", "exclamationmark": "!", "questionmark": "?",
         "asterisk": "*", "percent": "%", "paragraphsign": "¶", "parkingsign": "P", "sum": "Σ",
         "function": "ƒ", "character": "A", "textformat.abc": "abc", "abc": "abc", "textformat.123": "123", "textformat.12": "12"}


def phosphor():
    wheel = glob.glob(os.path.join(ROOT, ".font-archives", "qtawesome-*.whl"))[0]
    with zipfile.ZipFile(wheel) as archive:
        charmap = json.loads(archive.read("qtawesome/fonts/phosphor-charmap-1.3.0.json"))
    font = TTFont(os.path.join(ROOT, "Fonts", "Phosphor.ttf"))
    cmap = font.getBestCmap()
    glyphs = font.getGlyphSet()
    upm = font["head"].unitsPerEm
    from fontTools.pens.boundsPen import BoundsPen
    table = {}
    for name, hexcode in charmap.items():
        code = int(hexcode, 16)
        if 0xF900 <= code <= 0xFAFF:  # moved to plane 15 by the lock's `private` cut
            code += 0xF0000
        glyph = cmap.get(code)
        if glyph is None:
            continue
        pen = BoundsPen(glyphs)
        glyphs[glyph].draw(pen)
        advance = font["hmtx"][glyph][0]
        if pen.bounds is None:
            offset = (0.0, 0.0)
        else:
            x0, y0, x1, y1 = pen.bounds
            offset = (round(((x0 + x1) / 2 - advance / 2) / upm, 4), round(((y0 + y1) / 2 - upm / 2) / upm, 4))
        table[name] = (code, offset)
    return table


def read_map():
    rows, problems = {}, []
    with open(os.path.join(HERE, "base-map.txt"), encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            if line.startswith("#") or not line.strip():
                continue
            parts = line.split()
            name, glyph, mirrors = parts[0], parts[1], "m" in parts[2:]
            if name in rows and rows[name] != (glyph, mirrors):
                problems.append("base-map.txt:{}: {} is mapped twice ({} first)".format(number, name, rows[name][0]))
                continue
            rows.setdefault(name, (glyph, mirrors))
    return rows, problems


def main():
    font = phosphor()
    table, problems = read_map()
    for name, (glyph, _) in table.items():
        base = glyph[:-5] if glyph.endswith("-fill") else glyph
        if base not in font:
            problems.append("base-map.txt: {} -> {}: no such Phosphor glyph".format(name, glyph))
    names = [line.strip() for line in open(os.path.join(HERE, "sf-symbol-names.txt"), encoding="utf-8")
             if line.strip() and not line.startswith("#")]
    listed = set(names)

    def cut(glyph, weight):
        """The glyph name of a weight: 'regular', 'bold' or 'fill' (a -fill glyph has no other cut)."""
        if glyph.endswith("-fill"):
            return glyph
        return glyph if weight == "regular" else glyph + "-" + weight

    def core(name):
        """(glyph, filled, mirrors) of a name the table or its .fill reaches, else None."""
        if name in table:
            glyph, mirrors = table[name]
            return glyph, glyph.endswith("-fill"), mirrors
        if name.endswith(".fill") and name[:-5] in table:
            glyph, mirrors = table[name[:-5]]
            return cut(glyph, "fill"), True, mirrors
        return None

    def letters(name):
        """The characters of a letter, number or sign name, else None."""
        if len(name) == 1 and name.isalpha():
            return name
        if name.isdigit() and len(name) <= 2 and not (len(name) == 2 and name[0] == "0"):
            return name
        return CURRENCY.get(name) or WORDS.get(name)

    rows = {}
    for name in names:
        row = None
        found = core(name)
        if found:
            glyph, filled, mirrors = found
            row = dict(glyph=glyph, weight="fill" if filled else "regular", variant="plain", mirrors=mirrors)
        if row is None:
            for suffix, variant in [("", "plain")] + ENCLOSURES:
                if suffix and not name.endswith(suffix):
                    continue
                base = name[: len(name) - len(suffix)] if suffix else name
                text = letters(base)
                if text:
                    row = dict(text=text, variant=variant, mirrors=False)
                    break
        if row is None:
            for suffix, variant in ENCLOSURES:
                if name.endswith(suffix):
                    found = core(name[: -len(suffix)])
                    if found and not found[0].endswith("-fill"):
                        glyph, _, mirrors = found
                        inner = "fill" if variant.endswith("fill") else "regular"
                        row = dict(glyph=glyph, weight=inner, variant=variant, mirrors=mirrors)
                    break
        if row is None:
            for suffix, filled in ((".slash.fill", True), (".slash", False)):
                if name.endswith(suffix):
                    found = core(name[: -len(suffix)])
                    if found:
                        glyph, _, mirrors = found
                        row = dict(glyph=glyph, weight="fill" if filled else "regular", variant="slash", mirrors=mirrors)
                    break
        if row is None and ".badge." in name:
            base, _, kind = name.partition(".badge.")
            filled = base.endswith(".fill") or kind.endswith(".fill")
            kind = kind[:-5] if kind.endswith(".fill") else kind
            base = base[:-5] if base.endswith(".fill") else base
            found = core(base)
            if found and kind in BADGES:
                glyph, _, mirrors = found
                row = dict(glyph=glyph, weight="fill" if filled else "regular", variant="badge." + kind,
                           badge=cut(BADGES[kind], "fill"), mirrors=mirrors)
        if row:
            rows[name] = row
    # Names of issue 14 that the list lacks (the list leaves out a few, applelogo among them) stay.
    for name in table:
        if name not in listed and name not in rows and core(name):
            glyph, filled, mirrors = core(name)
            rows[name] = dict(glyph=glyph, weight="fill" if filled else "regular", variant="plain", mirrors=mirrors)

    lines = []
    for name in sorted(rows, key=lambda n: n.encode()):
        row = rows[name]
        if "text" in row:
            lines.append("\t".join([name, "text:" + row["text"], "-", "-", "0,0", "0,0", row["variant"], "-", "-"]))
            continue
        glyph, weight = row["glyph"], row["weight"]
        bare = cut(glyph, weight)
        tile = cut(glyph, "fill" if weight == "fill" else "bold")
        if bare not in font or tile not in font:
            problems.append("{}: {} or {} missing".format(name, bare, tile))
            continue
        badge = row.get("badge")
        (code, offset), (tile_code, tile_offset) = font[bare], font[tile]
        lines.append("\t".join([
            name, bare, "%X" % code, "%X" % tile_code, "%g,%g" % offset, "%g,%g" % tile_offset, row["variant"],
            "%X" % font[badge][0] if badge else "-", "m" if row["mirrors"] else "-"]))
    for problem in problems:
        print(problem, file=sys.stderr)
    # The neutral glyph drawn for a name the catalog does not know: Phosphor's own `placeholder` (a square with a
    # diagonal), which no SF name maps to.
    (code, offset), (tile_code, tile_offset) = font["placeholder"], font["placeholder-bold"]
    placeholder = "\t".join(["?", "placeholder", "%X" % code, "%X" % tile_code, "%g,%g" % offset,
                             "%g,%g" % tile_offset, "plain", "-", "-"])
    swift = (HEADER + "\n".join(lines) + '\n"""\n\n    /// The placeholder\'s line, in the same columns.\n'
             + '    static let placeholderLine = "' + placeholder.replace("\t", "\\t") + '"\n}\n')
    if "--check" in sys.argv:
        with open(OUT, encoding="utf-8") as existing:
            same = existing.read() == swift
        print("{} names; {}".format(len(lines), "up to date" if same else "OUT OF DATE"))
        return 0 if same and not problems else 1
    with open(OUT, "w", encoding="utf-8") as out:
        out.write(swift)
    print("{} names written to {}".format(len(lines), os.path.relpath(OUT, ROOT)))
    return 1 if problems else 0


HEADER = '''// Generated by scripts/symbols/make-catalog.py from scripts/symbols/{sf-symbol-names,base-map}.txt and the pinned
// Phosphor font; do not edit by hand (docs/metrics.md "Symbols").

extension SymbolCatalog {
    /// One line per name, sorted by bytes, tab-separated: NAME, the glyph (Phosphor's name, or `text:` and the
    /// characters drawn in the text font), code point, tile code point (hex), ink offset and tile ink offset (ems,
    /// y up), the variant rule (`plain`, `circle`, `circle.fill`, `square`, `square.fill`, `slash`, `badge.KIND`),
    /// the badge glyph's code point, and `m` when iOS mirrors the symbol.
    static let table = """
'''

if __name__ == "__main__":
    sys.exit(main())
