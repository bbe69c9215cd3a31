/// One SF Symbols name of the catalog and the glyph of the pinned symbol font that draws it.
public struct SymbolGlyph: Hashable, Sendable {
    /// The SF Symbols name a spec writes (`"wifi"`, `"bell.badge.fill"`).
    public var name: String
    /// The name of the drawing glyph in the symbol font (Phosphor's own name, for `tablerender symbols`).
    public var glyphName: String
    /// The glyph's code point in the symbol font (a private-use character).
    public var codePoint: UInt32
    /// The code point drawn white in a Settings tile: a heavier cut, as Settings' tile glyphs are heavier than
    /// a bare symbol (Phosphor's `-bold`, or the `-fill` glyph itself).
    public var tileCodePoint: UInt32
    /// Where the glyph's ink centre lies from the centre of its 1-em square, in ems (y up): layout centres the
    /// ink, as SF Symbols' ink is centred on the row (screenshot 11), whatever Phosphor's grid does.
    public var inkOffset: Point
    /// The same for the tile glyph.
    public var tileInkOffset: Point
    /// Whether iOS mirrors the symbol in right-to-left layouts (arrows and chevrons do, a Wi-Fi fan does not).
    public var mirrors: Bool

    /// Creates a catalog row.
    public init(name: String, glyphName: String, codePoint: UInt32, tileCodePoint: UInt32,
                inkOffset: Point = Point(0, 0), tileInkOffset: Point = Point(0, 0), mirrors: Bool) {
        self.name = name
        self.glyphName = glyphName
        self.codePoint = codePoint
        self.tileCodePoint = tileCodePoint
        self.inkOffset = inkOffset
        self.tileInkOffset = tileInkOffset
        self.mirrors = mirrors
    }

    /// The one-character string that draws the glyph in the symbol font (empty if the code point were invalid).
    public var text: String {
        Self.string(codePoint)
    }

    /// The string drawn white in a Settings tile.
    public var tileText: String {
        Self.string(tileCodePoint)
    }

    private static func string(_ codePoint: UInt32) -> String {
        Unicode.Scalar(codePoint).map { String(Character($0)) } ?? ""
    }

    /// The code point written as `U+F363`.
    public var codePointText: String {
        let hex = String(codePoint, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
