import TableGraphics
/// The catalog as `tablerender symbols` prints it: a text table or JSON, both sorted by name.
public enum SymbolListing {
    /// One tab-separated line per name: NAME, glyph name, code point, the variant rule when it is not `plain`,
    /// and `mirrors` for RTL-mirrored symbols. `names` narrows the list (`--search`).
    public static func text(_ names: [String]? = nil) -> String {
        glyphs(names).map { glyph in
            [glyph.name, glyph.glyphName, glyph.codePointText].joined(separator: "\t")
                + (glyph.variant == .plain ? "" : "\t" + glyph.variant.name)
                + (glyph.mirrors ? "\tmirrors" : "") + "\n"
        }.joined()
    }

    /// A JSON array of `{"name", "glyph", "codePoint", "variant", "source", "mirrors"}` objects, one per line.
    public static func json(_ names: [String]? = nil) -> String {
        let rows = glyphs(names).map { glyph in
            "  {\"name\": \(quoted(glyph.name)), \"glyph\": \(quoted(glyph.glyphName)), "
                + "\"codePoint\": \(quoted(glyph.codePointText)), \"variant\": \(quoted(glyph.variant.name)), "
                + "\"source\": \(quoted(SymbolCatalog.source(of: glyph))), \"mirrors\": \(glyph.mirrors)}"
        }
        return rows.isEmpty ? "[]\n" : "[\n" + rows.joined(separator: ",\n") + "\n]\n"
    }

    private static func glyphs(_ names: [String]?) -> [SymbolGlyph] {
        names.map { $0.compactMap(SymbolCatalog.glyph(named:)) } ?? SymbolCatalog.glyphs
    }

    /// A JSON string: names are ASCII, but a glyph name may quote characters (`text "€"`).
    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
