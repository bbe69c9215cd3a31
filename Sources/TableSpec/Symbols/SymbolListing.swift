import TableGraphics
/// The catalog as `tablerender symbols` prints it: a text table or JSON, both sorted by name.
public enum SymbolListing {
    /// One tab-separated line per name: NAME, glyph name, code point, and `mirrors` for RTL-mirrored symbols.
    public static func text() -> String {
        SymbolCatalog.glyphs.map { glyph in
            [glyph.name, glyph.glyphName, glyph.codePointText].joined(separator: "\t")
                + (glyph.mirrors ? "\tmirrors" : "") + "\n"
        }.joined()
    }

    /// A JSON array of `{"name", "glyph", "codePoint", "mirrors"}` objects, one per line.
    public static func json() -> String {
        let rows = SymbolCatalog.glyphs.map { glyph in
            // Names and glyph names are ASCII letters, digits, dots and dashes: nothing to escape.
            "  {\"name\": \"\(glyph.name)\", \"glyph\": \"\(glyph.glyphName)\", "
                + "\"codePoint\": \"\(glyph.codePointText)\", \"mirrors\": \(glyph.mirrors)}"
        }
        return "[\n" + rows.joined(separator: ",\n") + "\n]\n"
    }
}
