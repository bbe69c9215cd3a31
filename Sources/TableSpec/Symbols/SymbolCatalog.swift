import TableGraphics
/// The SF Symbols names a spec may write and what draws them: the data decoding validates names against
/// (with a "did you mean") and layout draws from.
public enum SymbolCatalog {
    /// The family of the pinned font that draws every symbol (Fonts/fonts.lock).
    public static let fontFamily = "Phosphor"

    /// Every supported name, sorted by bytes.
    public static let names: [String] = rows.map(\.name).sorted()

    private static let byName: [String: SymbolGlyph] = Dictionary(rows.map { ($0.name, $0) },
                                                                  uniquingKeysWith: { first, _ in first })

    /// The glyph that draws `name`, or nil if the name is not supported.
    public static func glyph(named name: String) -> SymbolGlyph? {
        byName[name]
    }

    /// Every row, sorted by name.
    public static var glyphs: [SymbolGlyph] {
        names.compactMap { byName[$0] }
    }
}
